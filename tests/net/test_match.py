"""Whole matches through the real protocol: a host on 127.0.0.1 and clients played by computer-driven seats.

Each seat's client must be handed exactly what a local replay of the match (its seed and actions,
through the rules core) gives that seat: the same events in the same order, hidden cards hidden,
and the same result on every screen.
"""

from __future__ import annotations

import dataclasses

import pytest

from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.play.seats import make_seat_player
from briscola_desktop.review.record import HandRecord
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, Match, action_from_str, events as ev

from .helpers import Bot, all_joined, host_match, match_over, random_chooser, run_until, running_host


def replay_events(match: Match) -> list:
    """Every event of ``match`` (deal, actions, next deals, match end), replayed by the rules core."""
    saved = match.to_dict()
    again = Match(match.variant, match.format, seed=match.seed, first_dealer=match.first_dealer)
    out = list(again.hand.deal_events)
    for i, actions in enumerate(saved["hands"]):
        if i:
            out.extend(again.next_hand())
        for text in actions:
            out.extend(again.apply(action_from_str(text)))
    return out


def as_seen_by(events: list, seat: int, variant) -> list:
    return [p.event_of(p.event_msg(e, seat, variant)) for e in events]


def public(events: list) -> list:
    """Events with every dealt or drawn card hidden (what all seats share)."""
    return [dataclasses.replace(e, card=None) if isinstance(e, (ev.CardDealt, ev.CardDrawn)) else e for e in events]


def hello(code: str, name: str, token: str | None = None) -> p.Hello:
    return p.Hello(v=p.PROTOCOL_VERSION, code=code, name=name, token=token)


def play_match(host, settings: TableSettings, names: list[str], *, seconds: float = 45.0) -> tuple[str, list[Bot]]:
    opened = host.open_table(settings)
    friends = [i for i, kind in enumerate(settings.seats) if kind == p.FRIEND]
    bots = [Bot(host.url, hello(opened.code, names[0], opened.token), random_chooser(100))]
    for k in range(1, len(friends)):
        bots.append(Bot(host.url, hello(opened.code, names[k]), random_chooser(100 + k)))
    run_until(bots, lambda: all_joined(bots, len(friends)), what="the friends joining")
    bots[0].table.start()
    run_until(bots, lambda: match_over(bots), seconds=seconds)
    return opened.code, bots


def check_match(host, code: str, bots: list[Bot]) -> Match:
    match = host_match(host, code)
    assert match.is_over
    everything = replay_events(match)
    for bot in bots:
        seat = bot.table.seat
        assert bot.events() == as_seen_by(everything, seat, match.variant), f"seat {seat} saw other events"
        assert public(bot.events()) == public(everything)
        standing = bot.table.standing()
        assert standing.is_over and standing.winners == match.winners
        assert standing.scores == tuple(match.scores) and standing.results == tuple(match.results)
        assert bot.table.view() == match.hand.view(seat)  # the last view sent is the rules core's own
    return match


def test_a_two_player_match_plays_to_the_end_and_both_ends_agree_with_a_local_replay() -> None:
    with running_host() as host:
        settings = TableSettings(PRESETS["two_players"], MATCH_FORMATS["best_of_three"], (p.FRIEND, p.FRIEND),
                                 seed=21)
        code, bots = play_match(host, settings, ["Ada", "Bruno"])
        try:
            match = check_match(host, code, bots)
            assert [b.table.seat for b in bots] == [0, 1]
            assert list(bots[0].table.seat_names()) == ["Ada", "Bruno"]
            assert len(match.results) >= 2
            # Each hand's record (seed + actions) came with its end: it replays to the same result.
            last = bots[1].table.hand_finished()
            assert last is not None and last.replay().result == match.results[-1]
        finally:
            for bot in bots:
                bot.close()


def test_four_seats_in_teams_with_two_remote_people_and_two_computer_seats() -> None:
    with running_host(make_player=make_seat_player) as host:
        settings = TableSettings(PRESETS["four_teams"], MATCH_FORMATS["single_hand"],
                                 (p.FRIEND, "easy", p.FRIEND, "easy"), seed=22)
        code, bots = play_match(host, settings, ["Ada", "Chiara"])
        try:
            check_match(host, code, bots)
            assert [b.table.seat for b in bots] == [0, 2]
            assert bots[0].table.standing().sides == ((0, 2), (1, 3))
        finally:
            for bot in bots:
                bot.close()


def test_a_five_seat_chiamata_with_remote_bids_and_call() -> None:
    with running_host() as host:
        settings = TableSettings(PRESETS["chiamata"], MATCH_FORMATS["five_deals"],
                                 (p.FRIEND, p.FRIEND, "easy", p.FRIEND, "medium"), seed=23)
        code, bots = play_match(host, settings, ["Ada", "Bruno", "Carla"], seconds=50)
        try:
            match = check_match(host, code, bots)
            remote = {b.table.seat for b in bots}
            bids = [(s, a) for r in range(match.hand_index + 1)
                    for s, a in _auction(match, r) if s in remote]
            assert bids, "the remote seats took part in the auctions"
            callers = {res.caller for res in match.results if not res.thrown_in}
            assert callers & remote, "a remote seat won an auction and called the card"
        finally:
            for bot in bots:
                bot.close()


def _auction(match: Match, index: int) -> list:
    state = HandRecord.from_match(match, index).replay()
    return list(state.bids)


@pytest.mark.parametrize("seat", [0, 1])
def test_a_seat_cannot_see_the_other_seats_cards_in_the_events(seat: int) -> None:
    variant = PRESETS["two_players"]
    m = Match(variant, seed=5)
    seen = as_seen_by(list(m.hand.deal_events), seat, variant)
    dealt = [e for e in seen if isinstance(e, ev.CardDealt)]
    assert all((e.card is None) == (e.seat != seat) for e in dealt)
    assert any(isinstance(e, ev.TrumpTurned) and e.card is not None for e in seen)
