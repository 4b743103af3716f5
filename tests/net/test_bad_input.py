"""Bad input at the host: each is refused with a clear error, the host keeps running, the match is unchanged.

Raw WebSocket connections on 127.0.0.1 send what a broken or hostile client might; a match in
progress at the same table is compared before and after (its actions, through the host).
"""

from __future__ import annotations

import time

import msgspec
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.server import RATE, Host
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, action_from_str

from .helpers import running_host


def raw(host: Host) -> ClientConnection:
    return connect(host.url, compression=None, proxy=None, open_timeout=5, close_timeout=2, max_size=None,
                   legacy=True)


def say(ws: ClientConnection, message) -> None:
    ws.send(p.encode(message).decode())


def expect(ws: ClientConnection, kind: type, seconds: float = 5.0):
    """The next message of type ``kind`` (others skipped), or fail."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        message = p.decode_host(ws.recv(timeout=max(0.01, deadline - time.monotonic())))
        if isinstance(message, kind):
            return message
    raise AssertionError(f"no {kind.__name__} came")


def closed(ws: ClientConnection, seconds: float = 5.0) -> int | None:
    """Read until the host closes the connection; its close code."""
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline:
            ws.recv(timeout=max(0.01, deadline - time.monotonic()))
    except ConnectionClosed as exc:
        return exc.rcvd.code if exc.rcvd is not None else None
    raise AssertionError("the host kept the connection open")


def hello(code: str, name: str = "Ada", token: str | None = None, v: int = p.PROTOCOL_VERSION) -> p.Hello:
    return p.Hello(v=v, code=code, name=name, token=token)


class Table:
    """A two-seat match in progress, both seats on raw connections."""

    def __init__(self, host: Host) -> None:
        self.host = host
        opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["best_of_three"],
                                               (p.FRIEND, p.FRIEND), seed=11))
        self.code = opened.code
        self.ws = [raw(host), raw(host)]
        say(self.ws[0], hello(self.code, "Ada", opened.token))
        self.tokens = [opened.token, ""]
        expect(self.ws[0], p.Welcome)
        say(self.ws[1], hello(self.code, "Bruno"))
        self.tokens[1] = expect(self.ws[1], p.Welcome).token
        say(self.ws[0], p.Start())
        self.last = [expect(ws, p.Update) for ws in self.ws]

    def actions(self) -> list[list[str]]:
        return self.host.table_actions(self.code)

    def to_act(self) -> int:
        return self.last[0].to_act

    def close(self) -> None:
        for ws in self.ws:
            ws.close()


@pytest.fixture
def host():
    with running_host(rate=RATE) as h:
        yield h


@pytest.fixture
def table(host):
    t = Table(host)
    yield t
    t.close()


def still_serving(host: Host) -> None:
    """The host still opens tables and greets players."""
    opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], (p.FRIEND, p.FRIEND)))
    with raw(host) as ws:
        say(ws, hello(opened.code, "Zoe", opened.token))
        assert expect(ws, p.Welcome).seat == 0


def test_malformed_json_is_refused_and_the_connection_closed(host: Host) -> None:
    with raw(host) as ws:
        ws.send("{not json")
        error = expect(ws, p.Error)
        assert error.code == "bad_message" and "cannot be read" in error.message
        assert closed(ws) == 1008
    still_serving(host)


def test_an_unknown_type_or_field_is_refused_and_the_match_unchanged(host: Host, table: Table) -> None:
    before = table.actions()
    ws = table.ws[table.to_act()]
    ws.send('{"type":"teleport","seat":1}')
    assert expect(ws, p.Error).code == "bad_message"
    ws.send('{"type":"quick","id":"thanks","extra":"x"}')
    error = expect(ws, p.Error)
    assert error.code == "bad_message" and "extra" in error.message
    ws.send('{"type":"move","action":42,"position":[1,0,0]}')
    assert expect(ws, p.Error).code == "bad_message"
    assert table.actions() == before
    still_serving(host)


@pytest.mark.parametrize("v, word", [(p.PROTOCOL_VERSION + 1, "an older"), (p.OLDEST_PROTOCOL - 1, "a newer")])
def test_a_different_protocol_version_is_told_which_side_is_newer(host: Host, v: int, word: str) -> None:
    opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], (p.FRIEND, p.FRIEND)))
    with raw(host) as ws:
        say(ws, hello(opened.code, v=v))
        error = expect(ws, p.Error)
        assert error.code == "version" and f"the host runs {word} version" in error.message
    with raw(host) as ws:  # a future hello with fields this version does not know: still "version", not "malformed"
        ws.send(f'{{"type":"hello","v":{p.PROTOCOL_VERSION + 1},"code":"{opened.code}","avatar":"x"}}')
        assert expect(ws, p.Error).code == "version"


def test_an_oversized_frame_closes_the_connection_and_the_match_goes_on(host: Host, table: Table) -> None:
    before = table.actions()
    ws = table.ws[1]
    ws.send('{"type":"quick","id":"' + "x" * (p.MAX_FRAME + 100) + '"}')
    assert closed(ws) == 1009  # "message too big", from the WebSocket layer
    assert table.actions() == before
    # The seat comes back with its token and gets its view again.
    with raw(host) as again:
        say(again, hello(table.code, token=table.tokens[1]))
        assert expect(again, p.Welcome).seat == 1
        assert expect(again, p.Update).sync


def test_a_ten_thousand_character_name_is_refused(host: Host) -> None:
    opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], (p.FRIEND, p.FRIEND)))
    with raw(host) as ws:
        say(ws, hello(opened.code, "A" * 10_000))
        error = expect(ws, p.Error)
        assert error.code == "bad_name" and "at most 24 characters" in error.message
    with raw(host) as ws:
        say(ws, hello(opened.code, "\x00\x1b\u200b\t \u2028"))  # nothing left once the control characters go
        assert expect(ws, p.Error).code == "bad_name"
    assert host.tables()[0].free_seats == 1


def test_control_characters_are_stripped_from_a_name_and_any_script_is_kept(host: Host) -> None:
    opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], (p.FRIEND, p.FRIEND)))
    with raw(host) as ws:
        say(ws, hello(opened.code, "Jos\u00e9\x07\u200b\n Ζωή\x1b 李"))
        welcome = expect(ws, p.Welcome)
        assert welcome.table.seats[welcome.seat].name == "José Ζωή 李"


def test_a_wrong_code_is_refused_and_many_make_the_address_wait(host: Host) -> None:
    opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], (p.FRIEND, p.FRIEND)))
    for attempt in range(5):
        with raw(host) as ws:
            say(ws, hello("ZZZZZ" + str(attempt)))
            assert expect(ws, p.Error).code == "bad_code"
    with raw(host) as ws:  # the right code now waits too
        say(ws, hello(opened.code))
        error = expect(ws, p.Error)
        assert error.code == "wait" and "wait" in error.message


def test_a_made_up_or_stolen_token_gets_no_seat(host: Host, table: Table) -> None:
    before = table.actions()
    with raw(host) as ws:
        say(ws, hello(table.code, token="made-up-token-made-up-token"))
        assert expect(ws, p.Error).code == "bad_token"
    other = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], (p.FRIEND, p.FRIEND)))
    with raw(host) as ws:  # a real token, of another table's seat
        say(ws, hello(table.code, token=other.token))
        assert expect(ws, p.Error).code == "bad_token"
    assert table.actions() == before


def test_a_move_out_of_turn_an_illegal_card_and_a_stale_position_are_refused(host: Host, table: Table) -> None:
    before = table.actions()
    mover = table.to_act()
    waiter = 1 - mover
    view = table.last[mover].view
    position = table.last[mover].position
    say(table.ws[waiter], p.Move(action=table.last[waiter].view.hand[0], position=position))
    error = expect(table.ws[waiter], p.Error)
    assert error.code == "not_your_turn" and error.rule == "you must wait for your turn"
    not_mine = next(c for c in ("coins_ace", "cups_ace", "swords_ace", "batons_ace", "coins_two")
                    if c not in view.hand)
    say(table.ws[mover], p.Move(action=not_mine, position=position))
    error = expect(table.ws[mover], p.Error)
    assert error.code == "illegal_move" and error.rule == "you can only play a card from your own hand"
    say(table.ws[mover], p.Move(action=view.hand[0], position=(position[0], position[1], position[2] + 3)))
    assert expect(table.ws[mover], p.Error).code == "stale_position"
    say(table.ws[mover], p.Move(action="bid:ace", position=position))
    assert expect(table.ws[mover], p.Error).rule == "cards are being played"
    assert table.actions() == before
    # ... and the right move at the right time is taken.
    say(table.ws[mover], p.Move(action=view.hand[0], position=position))
    update = expect(table.ws[mover], p.Update)
    assert update.events[0] == p.EvCardPlayed(mover, view.hand[0])
    assert table.actions()[0] == [*before[0], view.hand[0]]
    assert action_from_str(view.hand[0])


def test_a_flood_of_ten_thousand_messages_is_slowed_then_dropped(host: Host, table: Table) -> None:
    before = table.actions()
    ws = table.ws[1]
    sent = 0
    try:
        for _ in range(10_000):
            say(ws, p.Quick(id="thanks"))
            sent += 1
    except ConnectionClosed:
        pass
    codes = []
    try:
        while True:
            raw_frame = ws.recv(timeout=5)
            codes.append(msgspec.json.decode(raw_frame).get("code"))
    except ConnectionClosed:
        pass
    assert "too_fast" in codes
    bubbles_seen = 0
    try:
        while True:
            message = p.decode_host(table.ws[0].recv(timeout=0.5))
            bubbles_seen += isinstance(message, p.Bubble)
    except TimeoutError:
        pass
    assert 0 < bubbles_seen <= 3 * RATE  # a few got through before the host slowed, then dropped the sender
    assert table.actions() == before
    still_serving(host)
