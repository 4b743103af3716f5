"""Reading the opponent by learned choice weights (ai/choice_model.py): chances, and the worlds they weigh."""

from __future__ import annotations

import random
import statistics

import pytest

from briscola_desktop.ai.choice_model import (ANSWER_WEIGHTS, LEAD_WEIGHTS, FLOOR, _chance, answer_class,
                                              choice_probability, plays_to_read, read_weight)
from briscola_desktop.ai.players import make_player
from briscola_desktop.ai.world import WorldDealer
from briscola_desktop.rules import HandState, preset
from briscola_desktop.rules.cards import POINTS, SUIT_INDEX


def card(suit: int, rank: int) -> int:   # rank 1..10: ace .. king
    return suit * 10 + rank - 1


def test_answer_classes_say_what_the_card_does_to_the_led_card():
    trump = 0
    king = card(1, 10)
    assert answer_class(card(0, 2), king, trump) == "T0"      # a worthless trump takes it
    assert answer_class(card(0, 1), king, trump) == "TC"      # the trump ace
    assert answer_class(card(1, 1), king, trump) == "WC"      # the ace of the suit
    assert answer_class(card(1, 4), king, trump) == "L0"      # a liscio of the suit loses
    assert answer_class(card(2, 8), king, trump) == "L+"      # a Fante of another suit
    assert answer_class(card(0, 5), card(0, 3), trump) == "Lt"   # a trump under the led trump three
    assert answer_class(card(0, 3), card(0, 5), trump) == "WC"


@pytest.mark.parametrize("table, hand", [
    ([], [card(0, 2), card(2, 6), card(3, 9)]),                  # a worthless trump, a liscio, a Cavallo
    ([(0, card(2, 10))], [card(0, 2), card(2, 6), card(3, 9)]),
    ([(0, card(2, 4))], [card(0, 2), card(2, 6), card(3, 9)]),
    ([(0, card(2, 1))], [card(0, 2), card(2, 6), card(0, 10)]),   # on an ace: a trump King, not a Cavallo
])
@pytest.mark.parametrize("stock", [30, 10])
def test_the_chances_of_the_classes_in_a_hand_add_up_to_one(table, hand, stock):
    chances = [choice_probability(hand, c, table, 0, stock) for c in hand]
    assert all(p > FLOOR for p in chances)
    assert sum(chances) == pytest.approx(1.0)


def test_the_tables_hold_a_weight_for_every_context_a_play_can_have():
    assert set(LEAD_WEIGHTS) == {"early", "late"}
    assert set(ANSWER_WEIGHTS) == {p + t + k for p in ("early", "late") for t in ("", "t") for k in "0FC"}
    # what the weights learned: a figure is led before a carico, and a liscio is not thrown on a carico
    # when a worthless trump can take it
    for phase in ("early", "late"):
        assert LEAD_WEIGHTS[phase]["K"] > LEAD_WEIGHTS[phase]["A"]
        assert ANSWER_WEIGHTS[phase + "C"]["T0"] > 3 * ANSWER_WEIGHTS[phase + "C"]["L0"]


def _after_a_king_let_go(seed_range=range(400)):
    """A hand where the leader leads a King that is not a trump and the other seat throws a liscio on it; the
    leader's view after the draw."""
    for seed in seed_range:
        state = HandState(preset("two_players"), seed=seed)
        trump = state.trump_card.suit
        leader = state.to_act
        kings = [c for c in state.hands[leader] if int(c) % 10 == 9 and c.suit != trump]
        other = state.hands[1 - leader]
        lisci = [c for c in other if POINTS[c] == 0 and c.suit != trump and (not kings or c.suit != kings[0].suit)]
        has_trump = any(c.suit == trump for c in other)
        if kings and lisci and not has_trump:
            state.apply(kings[0], seat=leader)
            state.apply(lisci[0], seat=1 - leader)
            return state.view(state.to_act), leader
    raise AssertionError("no such deal")


def test_worlds_where_the_opponent_held_a_worthless_trump_count_less_after_it_let_a_king_go():
    view, leader = _after_a_king_let_go()
    assert view.seat == leader and not view.table
    plays = plays_to_read(view)
    assert len(plays) == 1 and plays[0].drew and plays[0].seat == 1 - leader
    dealer = WorldDealer(view)
    rng = random.Random(3)
    trump = view.trump_suit
    with_trump, without = [], []
    for _ in range(400):
        w = dealer.deal(rng)
        weight = read_weight(w, plays, 1.0)
        assert 0.0 < weight <= 1.0
        zero_trumps = sum(1 for c in w.hands[1 - leader] if SUIT_INDEX[c] == trump and POINTS[c] == 0)
        (with_trump if zero_trumps >= 2 else without if zero_trumps == 0 else []).append(weight)
    assert with_trump and without
    assert statistics.fmean(with_trump) < 0.8 * statistics.fmean(without)
    assert read_weight(w, plays, 0.5) == pytest.approx(read_weight(w, plays, 1.0) ** 0.5)


def test_the_fast_chance_is_the_chance_of_the_tables():
    view, leader = _after_a_king_let_go()
    (play,) = plays_to_read(view)
    lead = view.tricks[-1].cards[0][1]
    for hand in ([card(0, 2), card(2, 6), play.card], [card(1, 1), card(3, 8), play.card]):
        if play.card in hand[:2]:
            continue
        expected = choice_probability(hand, play.card, [(leader, lead)], view.trump_suit, view.stock_size + 2)
        assert _chance(play, hand) == pytest.approx(expected)


def test_nothing_is_read_without_a_stock_or_beyond_two_seats():
    state = HandState(preset("four_teams"), seed=1)
    state.apply(state.legal_actions()[0])
    assert plays_to_read(state.view(state.to_act)) == []


def test_hard_reading_its_opponent_still_plays_a_legal_card_and_changes_its_values():
    view, _ = _after_a_king_let_go()
    plain = make_player("hard", seed=1, settings={"play_budget": 3000})
    reading = make_player("hard", seed=1, settings={"play_budget": 3000, "read_power": 1.0})
    assert reading.choose(view) in view.legal_actions()
    plain.choose(view)
    assert reading.last_stats["values"] != plain.last_stats["values"]
