"""A hostile client against a host: each costs the host a bounded amount for a bounded time.

Real sockets on 127.0.0.1 only. A client that stops reading is a raw socket with the kernel's smallest
receive buffer that never reads again (:func:`~briscola_desktop.devtools.net_hostile_bench.deaf_connection`);
the others are websockets clients whose library reads everything it is sent. Each test checks one
bound: a non-reading client is dropped (too many messages behind, too many bytes behind, a write
that does not drain), a match's updates stay under the client's frame limit however many hands are
thrown in, a valid token reaches its seat during a wrong-code wait, the tables an address may open
count those in use, a deeply nested message is refused with one log line, connections and joins
per address are capped, and an opener ending a match is said as it is and counted for nobody.
The memory these cost is a figure (``bench net hostile``), never a test.
"""

from __future__ import annotations

import logging
import socket
import time
from contextlib import ExitStack

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from briscola_desktop.net import protocol as p
from briscola_desktop.devtools.net_hostile_bench import deaf_connection
from briscola_desktop.net.host.connection import OUTBOX_BYTES, OUTBOX_LIMIT
from briscola_desktop.net.host.server import Host
from briscola_desktop.net.host.limits import CONNECTIONS_PER_ADDRESS, JOIN_BURST, JOINS_PER_SECOND
from briscola_desktop.net.host.referee import MAX_THROWN_IN
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, action_to_str, default_format

from .helpers import Bot, match_over, run_until, running_host

SLACK = 10.0    # seconds: what a busy two-core machine may add to a bound before a test calls it broken


def reader(host: Host) -> ClientConnection:
    """A client whose library reads every frame as it comes (its queue unbounded): it never falls behind."""
    return connect(host.url, compression=None, proxy=None, open_timeout=5, close_timeout=2, max_size=None,
                   max_queue=None)


def say(ws: ClientConnection, message) -> None:
    ws.send(p.encode(message).decode())


def hello(code: str, name: str = "Ada", token: str | None = None) -> p.Hello:
    return p.Hello(v=p.PROTOCOL_VERSION, code=code, name=name, token=token)


def expect(ws: ClientConnection, kind: type, seconds: float = 5.0, where=lambda m: True):
    """The next message of type ``kind`` (for which ``where`` holds; others skipped), or fail."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        message = p.decode_host(ws.recv(timeout=max(0.01, deadline - time.monotonic())))
        if isinstance(message, kind) and where(message):
            return message
    raise AssertionError(f"no {kind.__name__} came")


def refusal(host: Host, first) -> str:
    """The error code a new connection's first message is answered with ("welcome" if it is welcomed)."""
    with reader(host) as ws:
        say(ws, first)
        answer = expect(ws, (p.Error, p.Welcome))
        return answer.code if isinstance(answer, p.Error) else "welcome"


def reset_or_closed(sock: socket.socket, seconds: float) -> bool:
    """Read the non-reading client's socket at last: does the host's end turn out closed (reset, or the end
    of the stream) within ``seconds``?"""
    sock.settimeout(0.2)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if not sock.recv(1 << 16):
                return True
        except (ConnectionResetError, BrokenPipeError):
            return True
        except socket.timeout:
            pass
    return False


def flood(ws: ClientConnection, messages, echo: type, batch: int = 50) -> list:
    """Send ``messages`` in batches, reading the ``echo`` each one brings back before the next batch: the host
    is never more than a batch behind with this client (a flood's own sender keeps up), only with those
    that do not read. The other messages that came meanwhile, in order."""
    others: list = []
    messages = list(messages)
    for start in range(0, len(messages), batch):
        chunk = messages[start:start + batch]
        for message in chunk:
            say(ws, message)
        echoed = 0
        while echoed < len(chunk):
            message = p.decode_host(ws.recv(timeout=SLACK))
            if isinstance(message, echo):
                echoed += 1
            else:
                others.append(message)
    return others


def table(host: Host, preset: str = "two_players", **settings) -> tuple[str, str]:
    """A table of friends' seats: (its code, seat 0's token)."""
    variant = PRESETS[preset]
    opened = host.open_table(TableSettings(variant, default_format(variant), (p.FRIEND,) * variant.players,
                                           **settings))
    return opened.code, opened.token


def dropped_lines(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.getMessage().startswith("dropped a connection")]


@pytest.fixture
def events(caplog):
    caplog.set_level(logging.INFO, logger="briscola_desktop.net.events")
    return caplog


# ----------------------------------------------------------------------------- 1. a client that stops reading

def test_a_player_who_stops_reading_is_dropped_and_a_computer_stands_in(events) -> None:
    """Flooded with quick messages, a seat that never reads is dropped once OUTBOX_LIMIT messages wait for it;
    the others are told it is away, and the table's absence rule puts a computer in its seat."""
    with running_host(write_timeout=60.0) as host, reader(host) as ada:
        code, token = table(host, absence="computer", absence_after=0.5)
        say(ada, hello(code, "Ada", token))
        expect(ada, p.Welcome)
        bruno = deaf_connection(host.port, hello(code, "Bruno"))
        expect(ada, p.Lobby, where=lambda m: m.table.seats[1].connected)
        say(ada, p.Start())
        expect(ada, p.Update)
        # Each quick message is a bubble to both seats: far more than Bruno's kernel holds, then OUTBOX_LIMIT more.
        told = [m for m in flood(ada, [p.Quick(id="thanks")] * (10 * OUTBOX_LIMIT), p.Bubble)
                if isinstance(m, p.Notice)]
        if not any(m.key == p.NOTICE_STAND_IN for m in told):   # (it may have come during the flood)
            told.append(expect(ada, p.Notice, SLACK, where=lambda m: m.key == p.NOTICE_STAND_IN))
        assert [(m.key, m.params["name"]) for m in told] == [(p.NOTICE_WAITING, "Bruno"), (p.NOTICE_STAND_IN, "Bruno")]
        assert reset_or_closed(bruno, SLACK)
        bruno.close()
        assert dropped_lines(events) == [f"dropped a connection from 127.0.0.1: too slow to keep up: "
                                         f"{OUTBOX_LIMIT} messages behind"]


def test_a_client_far_behind_in_bytes_is_dropped_before_its_message_count_says_so(events) -> None:
    """Large messages (the lobby of six seats) trip OUTBOX_BYTES long before OUTBOX_LIMIT messages."""
    with running_host(write_timeout=60.0) as host, reader(host) as ada:
        code, token = table(host, "six_players")
        say(ada, hello(code, "A" * p.MAX_NAME, token))
        expect(ada, p.Welcome)
        bruno = deaf_connection(host.port, hello(code, "B" * p.MAX_NAME))
        lobby = expect(ada, p.Lobby, where=lambda m: m.table.seats[1].connected)
        count = (OUTBOX_BYTES + 256 * 1024) // len(p.encode(lobby))   # past the bound and what the kernel holds
        assert count < OUTBOX_LIMIT
        lobbies = flood(ada, [p.SetSeat(seat=5, kind=kind) for kind in ["medium", p.FRIEND] * (count // 2)], p.Lobby,
                        batch=10)
        assert not lobbies                           # every lobby came as the echo of a seat changed ...
        assert reset_or_closed(bruno, SLACK)         # ... and Bruno is gone:
        bruno.close()
        assert host.with_table(code, lambda t: t.seats[1].conn) is None
        assert dropped_lines(events) == [f"dropped a connection from 127.0.0.1: too slow to keep up: "
                                         f"{OUTBOX_BYTES // 1024} KiB behind"]


def test_a_write_that_does_not_drain_within_the_limit_ends_the_connection(events) -> None:
    """A few messages the client never takes, far below the outbox's bounds: once a write has waited
    write_timeout, the connection is ended all the same."""
    limit = 1.0
    with running_host(write_timeout=limit) as host, reader(host) as ada:
        code, token = table(host, "six_players")
        say(ada, hello(code, "A" * p.MAX_NAME, token))
        expect(ada, p.Welcome)
        bruno = deaf_connection(host.port, hello(code, "B" * p.MAX_NAME))
        expect(ada, p.Lobby, where=lambda m: m.table.seats[1].connected)

        def waiting() -> int:   # messages waiting for Bruno (his writer is stuck once some wait)
            conn = host.with_table(code, lambda t: t.seats[1].conn)
            return -1 if conn is None else conn.outbox.qsize()

        for sent in range(1, OUTBOX_LIMIT):           # one at a time, until a few wait behind a stuck write
            say(ada, p.SetSeat(seat=5, kind="medium" if sent % 2 else p.FRIEND))
            expect(ada, p.Lobby)
            if waiting() > 3:
                break
        stuck = time.monotonic()
        assert sent < OUTBOX_LIMIT // 2               # far from the outbox's bounds: the write's time ends it
        expect(ada, p.Lobby, limit + SLACK, where=lambda m: not m.table.seats[1].connected)
        assert time.monotonic() - stuck < limit + SLACK
        assert reset_or_closed(bruno, SLACK)
        bruno.close()
        assert dropped_lines(events) == [f"dropped a connection from 127.0.0.1: a message was not read within "
                                         f"{limit:g} s"]


# ----------------------------------------------------------------------------- 2. a match that never ends

class Passer:
    """A computer seat that passes whenever it may (a chiamata table where everyone passes)."""

    def choose(self, view):
        legal = view.legal_actions()
        return next((a for a in legal if action_to_str(a) == "pass"), legal[0])


def passer(level: str, seed: int) -> Passer:  # noqa: ARG001 - the runner's make_player signature
    return Passer()


def test_a_thousand_thrown_in_hands_keep_every_update_under_the_clients_frame_limit() -> None:
    """Everyone passes at a chiamata table: the host ends the match after MAX_THROWN_IN thrown-in hands, and
    no frame on the way comes near MAX_HOST_FRAME."""
    with running_host(make_player=passer, threaded=False) as host, reader(host) as ada:
        variant = PRESETS["chiamata"]
        opened = host.open_table(TableSettings(variant, MATCH_FORMATS["ten_deals"],
                                               (p.FRIEND,) + ("medium",) * (variant.players - 1)))
        say(ada, hello(opened.code, "Ada", opened.token))
        expect(ada, p.Welcome)
        say(ada, p.Start())
        largest, hands, ended = 0, 0, None
        deadline = time.monotonic() + 50
        while ended is None and hands < 1000 and time.monotonic() < deadline:
            frame = ada.recv(timeout=10)
            largest = max(largest, len(frame))
            message = p.decode_host(frame)
            if isinstance(message, p.Notice) and message.key == p.NOTICE_THROWN_IN_CAP:
                ended = message
            elif isinstance(message, p.Update) and message.to_act == 0 and message.view.phase == "auction":
                say(ada, p.Move(action="pass", position=message.position))
            elif isinstance(message, p.Update) and message.record is not None:
                hands += 1
                assert message.standing.results[-1].thrown_in and not message.standing.is_over
                say(ada, p.Ready(hand_index=message.view.hand_index))
        assert ended is not None and ended.params == {"count": str(MAX_THROWN_IN)}
        assert hands == MAX_THROWN_IN
        assert largest < p.MAX_HOST_FRAME // 2, largest
        say(ada, p.Ready(hand_index=hands - 1))    # nothing is dealt after the end
        with pytest.raises(TimeoutError):
            expect(ada, p.Update, 0.5)
        with reader(host) as again:                # the largest update of all: the whole hand resent, and the standing
            say(again, hello(opened.code, "", opened.token))
            frames = [again.recv(timeout=5) for _ in range(3)]   # welcome, lobby, the update
            assert isinstance(p.decode_host(frames[-1]), p.Update)
            assert len(frames[-1]) < p.MAX_HOST_FRAME // 2, len(frames[-1])


# ----------------------------------------------------------------------------- 3. a shared address

def test_a_valid_token_reaches_its_seat_during_a_wrong_code_wait() -> None:
    with running_host() as host, reader(host) as ada:
        code, token = table(host)
        say(ada, hello(code, "Ada", token))
        expect(ada, p.Welcome)
        with reader(host) as bruno:
            say(bruno, hello(code, "Bruno"))
            bruno_token = expect(bruno, p.Welcome).token
        for attempt in range(5):    # someone else behind the same address tries codes
            assert refusal(host, hello(f"ZZZZZ{attempt}")) == "bad_code"
        assert refusal(host, hello(code, "Carla")) == "wait"            # the right code alone tells nothing
        assert refusal(host, hello(code, "Carla", "not-a-token-of-this-table")) == "wait"
        assert refusal(host, hello("ZZZZZ9", "Bruno", bruno_token)) == "wait"
        with reader(host) as bruno:
            say(bruno, hello(code, "", bruno_token))
            assert expect(bruno, p.Welcome).seat == 1


# ----------------------------------------------------------------------------- 4. tables per address

CREATE = p.Create(v=p.PROTOCOL_VERSION, name="Ada", variant="two_players", format="single_hand",
                  seats=[p.FRIEND, p.FRIEND])


def test_tables_left_empty_do_not_count_and_a_full_host_closes_the_longest_unused() -> None:
    with running_host(allow_create=True, tables_per_address=2, max_tables=3) as host, ExitStack() as stack:
        def create() -> tuple[str, ClientConnection]:
            """A table opened from this address, its opener still there: (its code, or the refusal's; the opener)."""
            ws = stack.enter_context(reader(host))
            say(ws, CREATE)
            answer = expect(ws, (p.Error, p.Welcome))
            return (answer.code if isinstance(answer, p.Error) else answer.table.code), ws

        def left(code: str, ws: ClientConnection) -> None:
            """The opener goes: the table is empty, not in use (no match is played there)."""
            ws.close()
            deadline = time.monotonic() + SLACK
            while host.with_table(code, lambda t: t.in_use()):
                assert time.monotonic() < deadline, "the table stayed in use"
                time.sleep(0.02)

        first, first_opener = create()
        second, second_opener = create()
        assert create()[0] == "wait"                 # two tables in use: the address's limit
        left(first, first_opener)
        third, _ = create()                          # an empty table counts no more
        assert third != "wait"
        assert {info.code for info in host.tables()} == {first, second, third}
        left(second, second_opener)
        fourth, _ = create()                         # a full host closes the longest unused table for it
        assert fourth != "bad_table"
        assert {info.code for info in host.tables()} == {second, third, fourth}


# ----------------------------------------------------------------------------- 5. deep JSON

def test_a_deeply_nested_message_is_refused_at_the_edge_with_one_log_line(events) -> None:
    with running_host() as host, reader(host) as ada:
        code, token = table(host)
        say(ada, hello(code, "Ada", token))
        expect(ada, p.Welcome)
        events.clear()
        ada.send('{"type":"quick","id":' + "[" * 5000 + "]" * 5000 + "}")
        error = expect(ada, p.Error)
        assert error.code == "bad_message" and f"at most {p.MAX_DEPTH}" in error.message
        assert [r.getMessage() for r in events.records] == ["refused bad_message from 127.0.0.1"]
        assert not any(r.exc_info for r in events.records)
        say(ada, p.Quick(id="thanks"))               # the connection goes on
        assert expect(ada, p.Bubble).id == "thanks"
        with reader(host) as ws:                     # as a first message: refused, and the connection closed
            ws.send('{"type":"hello","v":2,"code":' + "{\"a\":" * 2000 + "1" + "}" * 2000 + "}")
            assert expect(ws, p.Error).code == "bad_message"


# ----------------------------------------------------------------------------- 6. connections and joins

def test_connections_from_one_address_are_capped_with_a_clear_refusal() -> None:
    with running_host(connections_per_address=CONNECTIONS_PER_ADDRESS) as host, ExitStack() as stack:
        code, token = table(host)
        for _ in range(CONNECTIONS_PER_ADDRESS):     # silent connections, each waiting to say hello
            stack.enter_context(reader(host))
        with reader(host) as one_too_many:
            error = expect(one_too_many, p.Error)
            assert error.code == "too_many" and "connections" in error.message
            with pytest.raises(ConnectionClosed) as closed:
                one_too_many.recv(timeout=5)
            assert closed.value.rcvd.code == 1008
        stack.close()                                # they leave: the address may connect again
        deadline = time.monotonic() + SLACK
        while refusal(host, hello(code, "Ada", token)) != "welcome":
            assert time.monotonic() < deadline, "the address stayed refused"
            time.sleep(0.05)


def test_joins_from_one_address_are_limited_and_a_seat_token_is_slowed_never_refused() -> None:
    with running_host(join_burst=JOIN_BURST) as host, reader(host) as ada:
        code, token = table(host, "six_players")
        say(ada, hello(code, "Ada", token))
        expect(ada, p.Welcome)
        started, joined = time.monotonic(), 1

        def join_and_leave() -> str:
            with reader(host) as guest:
                say(guest, hello(code, f"Guest{joined}"))
                answer = expect(guest, (p.Error, p.Welcome))
                if isinstance(answer, p.Error):
                    return answer.code
                say(guest, p.Leave())
                return "welcome"

        while (answer := join_and_leave()) == "welcome":   # join and leave, over and over
            joined += 1
            assert joined <= JOIN_BURST + (time.monotonic() - started) * JOINS_PER_SECOND + 1, "never limited"
        assert answer == "too_many"
        lobbies = 0
        try:
            while True:
                lobbies += isinstance(p.decode_host(ada.recv(timeout=0.3)), p.Lobby)
        except TimeoutError:
            pass
        assert lobbies <= 2 * joined                 # each join and each leave, no more
        waits = []
        for _ in range(2):                           # a seat's token: waited for (a join every 2 s), then welcomed
            with reader(host) as back:
                asked = time.monotonic()
                say(back, hello(code, "", token))
                assert expect(back, p.Welcome, SLACK).seat == 0
                waits.append(time.monotonic() - asked)
        assert waits[1] >= 0.5 / JOINS_PER_SECOND   # the second found no join saved up


# ----------------------------------------------------------------------------- 7. the opener ends the match

def test_the_opener_ending_a_match_is_said_as_it_is_and_counted_for_nobody() -> None:
    with running_host() as host:
        code, token = table(host)
        ada, bruno = Bot(host.url, hello(code, "Ada", token)), Bot(host.url, hello(code, "Bruno"))
        try:
            run_until([ada, bruno], lambda: bruno.table.lobby is not None, 10, "Bruno's seat")
            ada.table.start()
            run_until([ada, bruno], lambda: bruno.table.started and ada.table.started, 10, "the start")
            ada.table.end_match()
            notices: list = []
            run_until([ada, bruno], lambda: notices.extend(bruno.table.take_notices()) or
                      any(key == p.NOTICE_ENDED_BY for key, _ in notices), 10, "the notice")
            assert (p.NOTICE_ENDED_BY, {"name": "Ada"}) in notices
            assert not any(key == p.NOTICE_ENDED for key, _ in notices)    # nobody "stayed away"
            assert not bruno.table.standing().is_over and not ada.table.standing().is_over   # no one's win or loss
        finally:
            ada.close()
            bruno.close()


def test_a_match_that_is_over_cannot_be_ended() -> None:
    with running_host() as host:
        opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"],
                                               (p.FRIEND, p.FRIEND)))
        ada, bruno = Bot(host.url, hello(opened.code, "Ada", opened.token)), Bot(host.url, hello(opened.code, "Bruno"))
        try:
            run_until([ada, bruno], lambda: bruno.table.lobby is not None, 10, "Bruno's seat")
            ada.table.start()
            run_until([ada, bruno], lambda: match_over([ada, bruno]), 30)
            ada.table.take_notices()
            ada.table.end_match()
            notices: list = []
            run_until([ada], lambda: notices.extend(ada.table.take_notices()) or bool(notices), 10, "the refusal")
            assert notices[0][0] == "net.error.not_ready"
            assert ada.table.standing().is_over
        finally:
            ada.close()
            bruno.close()
