"""No hidden card leaves the host: every byte each client received, over whole matches of every variant.

Each client records every frame it was sent. After the match, each frame is decoded and every
card named anywhere in it is checked against what that seat may know at that point of the
hand, worked out independently by replaying the host's match through the rules core: the
cards of every view the seat had so far (its own hand, the cards played, the face-up trump,
cards the rules reveal, scoperta's open hands and stock top). A hand's full record (seed and
actions) may only come once that hand is over.
"""

from __future__ import annotations

import zlib

import msgspec
import pytest

from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.review.record import HandRecord
from briscola_desktop.rules import DECK, PRESETS, Match, action_from_str, default_format, make_view

from .helpers import Bot, all_joined, hand_records, host_match, match_over, random_chooser, run_until, running_host

CARD_KEYS = {c.key for c in DECK}


def view_cards(view) -> set[str]:
    cards = set(view.hand) | set(view.played) | {c for _, c in view.table}
    for k in view.known:
        cards.update(k)
    for t in view.tricks:
        cards.update(c for _, c in t.cards)
    for c in (view.trump_card, view.turned_card, view.stock_top, view.called_card):
        if c is not None:
            cards.add(c)
    return {c.key for c in cards}


def may_know(record: HandRecord, seat: int) -> tuple[list[set[str]], list]:
    """For each number of actions applied (0..all): the cards ``seat`` may have seen by then, and its view."""
    state = record.new_state()
    views = [make_view(state, seat)]
    seen = view_cards(views[0])
    out = [set(seen)]
    for action_text in record.actions:
        state.apply(action_from_str(action_text))
        views.append(make_view(state, seat))
        seen |= view_cards(views[-1])
        out.append(set(seen))
    return out, views


def strings_in(value, path: str = "") -> list[tuple[str, str]]:
    """(path, text) of every string and key in a decoded JSON value."""
    if isinstance(value, str):
        return [(path, value)]
    if isinstance(value, list):
        return [x for i, v in enumerate(value) for x in strings_in(v, f"{path}[{i}]")]
    if isinstance(value, dict):
        out = []
        for k, v in value.items():
            out.append((f"{path}.{k}", k))
            out.extend(strings_in(v, f"{path}.{k}"))
        return out
    return []


def leaks(frames: list[bytes], seat: int, records: list[HandRecord]) -> list[str]:
    """What ``seat``'s stream showed before it could know it (empty: nothing)."""
    known = [may_know(r, seat) for r in records]
    found = []
    for number, frame in enumerate(frames):
        message = p.decode_host(frame)  # every frame is a valid message
        raw = msgspec.json.decode(frame)
        if raw.get("type") == "update":
            _match, hand, done = raw["position"]
            ok = known[hand][0][done]
            # The view sent is exactly the seat's information set there (the chiamata partner included).
            if p.view_of(message.view, records[hand].variant) != known[hand][1][done]:
                found.append(f"frame {number}: the view sent is not the seat's view at {raw['position']}")
            if raw.get("record") is not None:
                state = records[hand].replay()
                assert state.is_over, "a hand's record came before the hand was over"
                ok = CARD_KEYS
        else:
            ok = set()
        for path, text in strings_in(raw):
            if text in CARD_KEYS and text not in ok:
                found.append(f"frame {number} ({raw.get('type')}) {path}: {text}")
            if text == "seed" and ".record." not in path + ".":
                found.append(f"frame {number}: a seed outside a finished hand's record at {path}")
    return found


SEATS = {  # the seats of each table: friends (played through the network) and a computer here and there
    "two_players": (p.FRIEND, p.FRIEND),
    "three_players_36": (p.FRIEND, p.FRIEND, p.FRIEND),
    "three_players_39": (p.FRIEND, "easy", p.FRIEND),
    "four_teams": (p.FRIEND, p.FRIEND, p.FRIEND, p.FRIEND),
    "four_players": (p.FRIEND, p.FRIEND, "easy", p.FRIEND),
    "six_two_teams": (p.FRIEND, p.FRIEND, p.FRIEND, "easy", p.FRIEND, p.FRIEND),
    "six_three_teams": (p.FRIEND, p.FRIEND, p.FRIEND, p.FRIEND, p.FRIEND, "easy"),
    "six_players": (p.FRIEND,) * 6,
    "chiamata": (p.FRIEND, p.FRIEND, p.FRIEND, p.FRIEND, "easy"),
    "five_players": (p.FRIEND,) * 5,
    "scoperta": (p.FRIEND, p.FRIEND),
    "briscolone": (p.FRIEND, p.FRIEND),
    "briscolone_free": (p.FRIEND, p.FRIEND),
}


def test_every_variant_is_covered() -> None:
    assert set(SEATS) == set(PRESETS)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_no_card_reaches_a_client_before_its_seat_may_know_it(name: str) -> None:
    variant = PRESETS[name]
    settings = TableSettings(variant, default_format(variant), SEATS[name], seed=zlib.crc32(name.encode()))
    with running_host() as host:
        opened = host.open_table(settings)
        friends = SEATS[name].count(p.FRIEND)
        bots = [Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token),
                    random_chooser(1))]
        bots += [Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name=f"P{k}"), random_chooser(k + 1))
                 for k in range(1, friends)]
        try:
            run_until(bots, lambda: all_joined(bots, friends), what="the friends joining")
            bots[0].table.start()
            run_until(bots, lambda: match_over(bots), seconds=50)
            match = host_match(host, opened.code)
            records = hand_records(match)
            for bot in bots:
                assert bot.client.frames
                assert leaks(bot.client.frames, bot.table.seat, records) == []
        finally:
            for bot in bots:
                bot.close()


def test_the_leak_check_finds_a_card_sent_too_early() -> None:
    variant = PRESETS["two_players"]
    match = Match(variant, seed=3)
    record = HandRecord.from_match(match)
    other = match.hand.hands[1][0]
    view = p.view_msg(match.hand.view(0))
    view.hand.append(other.key)  # a frame that shows seat 1's card to seat 0
    frame = p.encode(p.Update(position=(1, 0, 0), events=[], view=view,
                              standing=p.StandingMsg(p.format_msg(match.format), [[0], [1]], [0, 0], [0, 0], 0, 0,
                                                     [], False, None), to_act=0))
    assert leaks([frame], 0, [record]) == ["frame 0: the view sent is not the seat's view at [1, 0, 0]",
                                           f"frame 0 (update) .view.hand[3]: {other.key}"]
    honest = p.encode(p.Update(position=(1, 0, 0), events=[], view=p.view_msg(match.hand.view(0)),
                               standing=p.StandingMsg(p.format_msg(match.format), [[0], [1]], [0, 0], [0, 0], 0, 0,
                                                      [], False, None), to_act=0))
    assert leaks([honest], 0, [record]) == []
