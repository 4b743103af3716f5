"""The computer players at a table playing the exchange of the seven (a house rule).

Every level plays whole hands with the rule on (and after a won trick) at every table with a turned
trump; Medium and Easy exchange as their docstrings say; Hard searches the exchange like a card,
in the played-out worlds and in the exact endgame; the worlds it deals keep the taken card in the
taker's hand and invent only what the seat cannot see; the hint offers the exchange.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from briscola_desktop.ai import hint, make_player
from briscola_desktop.ai.players import EasyPlayer, HardPlayer, MediumPlayer
from briscola_desktop.ai.search import HARD, best_of, run, search
from briscola_desktop.ai.world import WorldDealer
from briscola_desktop.rules import (
    DECK, EXCHANGE, PRESETS, Exchange, ExchangeRule, HandState, TrumpRule, card_from_key, preset, view_from_values,
)

C = card_from_key

TURNED = sorted(name for name, v in PRESETS.items() if v.trump is TrumpRule.TURNED)
#: Hard with a small budget: the same search (worlds, playouts, exact endgame), quick enough for whole hands.
SMALL_HARD = {"play_budget": 400, "play_budget_multi": 400, "min_worlds": 2, "min_worlds_multi": 2,
              "exact_worlds": 3, "exact_worlds_multi": 3}


def _with(name: str, rule: ExchangeRule = ExchangeRule.ON):
    return dataclasses.replace(preset(name), exchange=rule)


def _player(level: str, seed: int):
    return make_player(level, seed=seed, settings=SMALL_HARD if level == "hard" else None)


def _play_hand(variant, levels, seed: int) -> tuple[HandState, int]:
    """Play one hand to its end, seat by seat ``levels`` (cycled); the state and how many exchanges were made."""
    state = HandState(variant, seed=seed)
    players = [_player(levels[s % len(levels)], seed + s) for s in range(variant.players)]
    exchanges = 0
    while not state.is_over:
        seat = state.to_act
        view = state.view(seat)
        action = players[seat].choose(view)
        assert action in view.legal_actions()
        exchanges += isinstance(action, Exchange)
        state.apply(action, seat=seat)
    return state, exchanges


def test_every_table_with_a_turned_trump_is_covered_at_two_three_four_and_six_seats():
    assert {PRESETS[name].players for name in TURNED} >= {2, 3, 4, 6}


@pytest.mark.parametrize("name", TURNED)
@pytest.mark.parametrize("level", ["random", "reference", "easy", "medium", "hard"])
def test_every_level_plays_whole_hands_with_the_exchange_on(name, level):
    v = _with(name)
    for seed in range(2 if level == "hard" else 6):
        state, _ = _play_hand(v, [level], seed)
        assert state.result is not None and sum(state.result.points) == 120


@pytest.mark.parametrize("name", ["two_players", "three_players_39", "four_teams", "six_two_teams"])
def test_the_levels_play_together_with_the_exchange_after_a_won_trick(name):
    v = _with(name, ExchangeRule.AFTER_TRICK)
    for seed in range(3):
        state, _ = _play_hand(v, ["hard", "medium", "easy"], seed)
        assert state.is_over


def test_medium_exchanges_in_play_and_the_reference_never_does():
    v = _with("two_players")
    made = {level: sum(_play_hand(v, [level], seed)[1] for seed in range(30)) for level in ("medium", "reference")}
    assert made["medium"] > 0
    assert made["reference"] == 0


def _ace_up(hand=("coins_seven", "cups_four", "batons_six"), trump="coins_ace", **kw):
    """Seat 0 to lead at a two-seat table with the exchange on, the stock full."""
    return view_from_values(hand=[C(c) for c in hand], trump_card=C(trump), stock_size=kw.pop("stock_size", 34),
                            variant=_with("two_players"), **kw)


def test_medium_exchanges_the_seven_for_a_face_up_ace():
    view = _ace_up()
    assert EXCHANGE in view.legal_actions()
    assert MediumPlayer(seed=0).choose(view) == EXCHANGE


def test_medium_takes_a_pointless_trump_with_the_two_and_easy_does_not_bother():
    view = _ace_up(hand=("coins_two", "cups_four", "batons_six"), trump="coins_five")
    assert EXCHANGE in view.legal_actions()
    assert MediumPlayer(seed=0).choose(view) == EXCHANGE
    assert all(EasyPlayer(seed=s).choose(view) != EXCHANGE for s in range(20))


def test_easy_exchanges_for_a_card_of_points():
    view = _ace_up(trump="coins_king")
    assert all(EasyPlayer(seed=s).choose(view) == EXCHANGE for s in range(20))


def test_after_the_exchange_every_level_plays_a_card():
    state = HandState(_with("two_players"), deck=_scripted_deck())
    state.apply(EXCHANGE, seat=0)
    view = state.view(0)
    assert EXCHANGE not in view.legal_actions() and C("coins_ace") in view.hand
    for level in ("random", "reference", "easy", "medium", "hard"):
        assert _player(level, 0).choose(view) in view.legal_actions()


def test_hard_exchanges_the_seven_for_the_ace_with_the_stock_full():
    view = _ace_up()
    stats: dict = {}
    values = run(search(view, random.Random(1), HARD, stats))
    assert EXCHANGE in values and set(stats["after_exchange"]) == {C("coins_ace"), C("cups_four"), C("batons_six")}
    assert values[EXCHANGE] == max(stats["after_exchange"].values())
    assert values[EXCHANGE] > max(v for a, v in values.items() if a != EXCHANGE) + 3
    assert HardPlayer(seed=0).choose(view) == EXCHANGE


def _endgame_view():
    """Two seats, four cards to draw (the face-up ace among them): Hard solves every world exactly."""
    hand = [C("coins_seven"), C("cups_four"), C("batons_six")]
    unseen = [C(c) for c in ("cups_ace", "batons_three", "swords_king", "coins_three", "swords_two", "cups_five")]
    trump = C("coins_ace")
    played = [c for c in DECK if c not in hand and c not in unseen and c != trump]
    return view_from_values(hand=hand, trump_card=trump, played=played, stock_size=4, variant=_with("two_players"))


def test_hard_exchanges_in_the_exact_endgame_too():
    view = _endgame_view()
    stats: dict = {}
    values = run(search(view, random.Random(1), HARD, stats))
    assert stats["exact"] and EXCHANGE in values
    assert best_of(values, view.trump_suit) == EXCHANGE
    assert HardPlayer(seed=0).choose(view) == EXCHANGE


def test_a_tie_between_the_exchange_and_the_best_card_goes_to_the_exchange():
    four, six = C("cups_four"), C("batons_six")
    assert best_of({four: 50.0, six: 49.0, EXCHANGE: 50.0}, 0) == EXCHANGE
    assert best_of({four: 50.5, six: 49.0, EXCHANGE: 50.0}, 0) == four


def _scripted_deck(first=("coins_seven", "swords_king", "cups_four", "batons_five", "batons_six", "cups_two"),
                   turned="coins_ace"):
    """Two seats: seat 0 is dealt first[0::2], seat 1 first[1::2], ``turned`` is the face-up trump."""
    head = [C(c) for c in first] + [C(turned)]
    return head + [c for c in DECK if c not in head]


def _after_seat_one_exchanged():
    """Seat 0 led a card, then seat 1 (holding the seven) exchanged it for the face-up ace."""
    deck = _scripted_deck(first=("swords_king", "coins_seven", "cups_four", "batons_five", "batons_six", "cups_two"))
    state = HandState(_with("two_players"), deck=deck)
    state.apply(C("cups_four"), seat=0)
    state.apply(EXCHANGE, seat=1)
    return state


def test_the_worlds_hard_deals_keep_the_taken_card_with_its_taker_and_invent_only_the_hidden_cards():
    state = _after_seat_one_exchanged()
    truth = set(state.hands[1])
    state.apply(C("cups_two"), seat=1)   # the trick ends; seat 1 drew a card, still holds the ace
    view = state.view(0)
    ace, seven = C("coins_ace"), C("coins_seven")
    assert ace in view.known[1] and view.trump_card == seven
    dealer = WorldDealer(view)
    rng = random.Random(3)
    others = set()
    for _ in range(300):
        w = dealer.deal(rng)
        assert ace in w.hands[1] and w.stock[0] == seven           # known card placed, the seven face up
        assert sorted(w.hands[0]) == sorted(view.hand)              # seat 0's own hand as it is
        assert len(w.hands[1]) == view.hand_sizes[1]
        others.update(c for c in w.hands[1] if c != ace)
    # The cards seat 1 holds besides the ace are invented from every unseen card, not read from its hand.
    assert len(others) > 10 and others <= set(view.unseen())
    assert truth - {C("cups_two"), ace} <= others


def test_hard_values_the_hand_the_same_whatever_the_hidden_cards_are():
    """Two states that differ only in cards seat 0 cannot see (one of seat 1's, the exchanged ace apart,
    swapped with a card deep in the stock) give seat 0 the same view, and Hard the same values."""
    a = _after_seat_one_exchanged()
    b = a.clone()
    hidden = next(c for c in b.hands[1] if c not in b.known[1] and c != C("cups_two"))
    deep = b.stock[1]
    b.hands[1][b.hands[1].index(hidden)] = deep
    b.stock[1] = hidden
    for state in (a, b):
        state.apply(C("cups_two"), seat=1)
    assert a.view(0) == b.view(0) and a.hands[1] != b.hands[1]
    assert a.to_act == 0   # the four of cups took the two: seat 0 leads, and searches
    values = [run(search(s.view(0), random.Random(2), HARD)) for s in (a, b)]
    assert values[0] == values[1]


def test_the_hint_offers_the_exchange_when_hard_would_make_it():
    action, key, params = hint(_ace_up())
    assert action == EXCHANGE
    assert key == "exchange.hint.take" and params == {"given": C("coins_seven"), "taken": C("coins_ace")}


def test_after_the_exchange_the_hint_names_a_card():
    state = HandState(_with("two_players"), deck=_scripted_deck())
    state.apply(EXCHANGE, seat=0)
    action, key, _ = hint(state.view(0))
    assert action in state.view(0).hand and not key.startswith("exchange.")


def test_hard_exchanges_in_the_exact_solve_of_a_three_seat_table():
    """Three seats, three cards left to draw (the face-up ace among them): every dealt world is solved exactly
    (the table solver), with the exchange made and without."""
    v = _with("three_players_39")
    hand = [C("coins_seven"), C("cups_four"), C("batons_six")]
    unseen = [C(c) for c in ("cups_ace", "batons_three", "swords_king", "coins_three", "swords_two", "cups_five",
                             "batons_king", "swords_jack")]
    trump = C("coins_ace")
    played = [c for c in v.deck if c not in hand and c not in unseen and c != trump]
    view = view_from_values(hand=hand, trump_card=trump, played=[DECK[c] for c in played], stock_size=3,
                            variant=v)
    assert EXCHANGE in view.legal_actions()
    stats: dict = {}
    values = run(search(view, random.Random(1), HARD, stats))
    assert stats["exact"] and EXCHANGE in values
    assert best_of(values, view.trump_suit) == EXCHANGE
