"""A seat at a hosted table shown from seat 0: every seat renamed, nothing else changed."""

from __future__ import annotations

import random

from briscola_desktop.app.friends.turned import Turn, TurnedPort
from briscola_desktop.review import HandRecord
from briscola_desktop.rules import PRESETS, Match, preset
from briscola_desktop.rules import events as ev


def _played_match(name: str, seed: int, moves: int) -> tuple[Match, list]:
    match = Match(preset(name), seed=seed)
    events = list(match.start_hand()) if hasattr(match, "start_hand") else []
    rng = random.Random(seed)
    for _ in range(moves):
        hand = match.hand
        if hand.is_over:
            break
        events += hand.apply(rng.choice(hand.legal_actions()))
    return match, events


def test_seats_are_numbered_from_the_persons_own_and_back() -> None:
    turn = Turn(mine=2, players=5)
    assert [turn.shown(s) for s in range(5)] == [3, 4, 0, 1, 2]
    assert [turn.host(turn.shown(s)) for s in range(5)] == list(range(5))
    assert turn.per_seat(("a", "b", "c", "d", "e")) == ("c", "d", "e", "a", "b")


def test_a_view_from_seat_two_of_four_is_the_same_table_from_seat_zero() -> None:
    match, _ = _played_match("four_teams", 7, 9)
    view = match.hand.view(2)
    turned = Turn(2, 4).view(view)
    assert turned.seat == 0 and turned.hand == view.hand
    assert turned.to_act == (view.to_act - 2) % 4
    assert turned.hand_sizes == view.hand_sizes[2:] + view.hand_sizes[:2]
    assert turned.points == view.points[2:] + view.points[:2]
    assert [c for _, c in turned.table] == [c for _, c in view.table]
    assert turned.legal_actions() == view.legal_actions()


def test_partners_stay_partners_from_every_seat_of_every_team_table() -> None:
    for v in PRESETS.values():
        if v.teams is None:
            continue
        for mine in range(v.players):
            turn = Turn(mine, v.players)
            for a in range(v.players):
                for b in range(v.players):
                    assert (v.side_of(a) == v.side_of(b)) == (v.side_of(turn.shown(a)) == v.side_of(turn.shown(b))), \
                        (v.name, mine, a, b)


def test_events_and_results_are_renamed_and_cards_kept() -> None:
    turn = Turn(1, 2)
    played = turn.event(ev.CardPlayed(seat=1, card=5))
    assert played.seat == 0 and played.card == 5
    won = turn.event(ev.TrickWon(winner=0, cards=((0, 3), (1, 4)), points=10))
    assert won.winner == 1 and won.cards == ((1, 3), (0, 4)) and won.points == 10
    assert turn.event(ev.HandStarted(hand_index=2, dealer=0)).dealer == 1
    over = ev.MatchOver(winners=(0,), scores=(2, 1))
    assert turn.event(over) is over   # sides are never renumbered


def test_every_window_calls_a_computer_seat_by_the_hosts_number() -> None:
    from briscola_desktop import i18n
    from briscola_desktop.app.friends.words import FriendsWords

    i18n.set_language("en")
    turn = Turn(mine=2, players=4)
    names = turn.per_seat(("Giulia", None, "Amélie", None))     # shown from the host's seat 2
    words = FriendsWords(4, ((0, 2), (1, 3)), names=names, host_seats=tuple(turn.host(i) for i in range(4)))
    assert words.seat(0) == "You"
    assert words.seat(2) == "Giulia"                            # the host's seat 0, across the table
    assert words.seat(turn.shown(1)) == "Player 2" and words.seat(turn.shown(3)) == "Player 4"


class _FinishedSeat:
    """The parts of a remote seat a finished hand's review needs."""

    def __init__(self, match: Match, seat: int) -> None:
        self.seat, self.variant, self._match = seat, match.variant, match

    def hand_finished(self) -> HandRecord:
        return HandRecord.from_match(self._match)


def test_a_finished_hand_is_offered_for_review_from_the_players_own_seat() -> None:
    match, _ = _played_match("four_teams", 5, 200)
    assert match.hand.is_over
    for seat in range(4):
        record = TurnedPort(_FinishedSeat(match, seat)).hand_finished()
        assert record is not None
        # The review's chair is seat 0: there the record deals this player's own first cards.
        mine = [e.card for e in match.hand.deal_events if isinstance(e, ev.CardDealt) and e.seat == seat]
        assert sorted(record.new_state().hands[0]) == sorted(mine)


def test_at_a_friends_table_only_the_seat_holding_the_called_card_is_told_so() -> None:
    for seed in range(40):
        hand = Match(preset("chiamata"), seed=seed).hand
        rng = random.Random(seed)
        while hand.called_card is None and not hand.is_over:   # the auction and the call, at random
            hand.apply(rng.choice(hand.legal_actions()))
        if hand.called_card is None or hand.partner == hand.high_bidder or hand.partner_revealed:
            continue
        told = [s for s in range(5) if Turn(s, 5).view(hand.view(s)).holds_called_card]
        assert told == [hand.partner], seed
        turned = Turn(hand.partner, 5).view(hand.view(hand.partner))
        assert turned.partner == 0 and turned.high_bidder == (hand.high_bidder - hand.partner) % 5
        return
    raise AssertionError("no deal with a secret partner among the seeds")


class _EndedSeat(_FinishedSeat):
    """A remote seat whose hand has just ended (the port's step is its query there)."""

    def hand_ended(self) -> HandRecord:
        return self.hand_finished()


def test_asking_for_the_finished_hand_keeps_nothing_and_the_hand_ended_step_keeps_it_once() -> None:
    match, _ = _played_match("two_players", 2, 40)
    kept: list[HandRecord] = []
    port = TurnedPort(_EndedSeat(match, 1), on_hand=kept.append)
    asked = port.hand_finished()
    assert asked is not None and kept == []          # a query: nothing is kept
    ended = port.hand_ended()
    assert kept == [ended] and ended == asked        # the step: kept once, as this seat reviews it
    port.hand_ended()                                # the same hand ending again (laid out after a rejoin)
    assert kept == [ended]
