"""The two-player rules of 000_42abf026ec0d5ecb.txt, each worked example as its own test."""

from __future__ import annotations

import random

import pytest

from briscola_desktop.rules import HandState, IllegalAction, Phase, events, preset, trick_winner
from briscola_desktop.rules.cards import TOTAL_POINTS

from tests.support.rules_helpers import C, R, S, deck_with, play_randomly

HEARTS = S.CUPS  # the French deck shows cups as hearts
TWO = preset("two_players")


def _trick(lead, answer):
    return [(0, lead), (1, answer)]


def test_example_1_same_suit_higher_card_wins_fifteen_points():
    cards = _trick(C(S.BATONS, R.KING), C(S.BATONS, R.ACE))
    assert trick_winner(cards, HEARTS) == 1
    assert sum(c.points for _, c in cards) == 15


def test_example_2_small_trump_takes_a_three():
    cards = _trick(C(S.SWORDS, R.THREE), C(HEARTS, R.FOUR))
    assert trick_winner(cards, HEARTS) == 1
    assert sum(c.points for _, c in cards) == 10


def test_example_3_off_suit_ace_cannot_win():
    cards = _trick(C(S.COINS, R.TWO), C(S.BATONS, R.ACE))
    assert trick_winner(cards, HEARTS) == 0
    assert sum(c.points for _, c in cards) == 11


def test_example_4_higher_trump_wins():
    cards = [(1, C(HEARTS, R.SEVEN)), (0, C(HEARTS, R.THREE))]
    assert trick_winner(cards, HEARTS) == 0


def test_worked_example_53_against_67():
    mine = [C(S.SWORDS, R.ACE), C(S.SWORDS, R.THREE), C(HEARTS, R.ACE), C(S.BATONS, R.KING),
            C(S.BATONS, R.QUEEN), C(S.COINS, R.JACK), C(S.SWORDS, R.JACK), C(S.COINS, R.THREE)]
    lisci = [C(S.COINS, R.FOUR), C(S.COINS, R.FIVE)]
    assert sum(c.points for c in mine + lisci) == 53
    assert TOTAL_POINTS - 53 == 67


def test_deal_three_each_from_the_opponent_of_the_dealer_and_turn_the_trump():
    front = [C(S.COINS, R.ACE), C(S.CUPS, R.ACE), C(S.COINS, R.TWO), C(S.CUPS, R.TWO), C(S.COINS, R.FOUR),
             C(S.CUPS, R.FOUR), C(S.CUPS, R.FIVE)]
    hand = HandState(TWO, dealer=1, deck=deck_with(TWO, front))
    dealt = [e for e in hand.deal_events if isinstance(e, events.CardDealt)]
    assert [e.seat for e in dealt] == [0, 1, 0, 1, 0, 1]
    assert hand.hands[0] == [C(S.COINS, R.ACE), C(S.COINS, R.TWO), C(S.COINS, R.FOUR)]
    assert hand.trump_card == C(S.CUPS, R.FIVE) and hand.trump_suit == S.CUPS
    assert isinstance(hand.deal_events[-1], events.TrumpTurned)
    assert hand.stock_size == 34 and len(hand.stock) == 33
    assert hand.to_act == 0, "the player who did not deal leads"


def test_trick_winner_draws_first_and_leads_next():
    hand = HandState(TWO, dealer=1, seed=5)
    top, second = hand.stock[-1], hand.stock[-2]
    lead = hand.hands[0][0]
    hand.apply(lead)
    answer = hand.hands[1][0]
    out = hand.apply(answer)
    won = next(e for e in out if isinstance(e, events.TrickWon))
    draws = [e for e in out if isinstance(e, events.CardDrawn)]
    loser = 1 - won.winner
    assert [(d.seat, d.card) for d in draws] == [(won.winner, top), (loser, second)]
    assert hand.to_act == won.winner == hand.leader
    assert all(len(h) == 3 for h in hand.hands)


def test_seventeenth_trick_winner_takes_last_card_and_loser_the_face_up_trump():
    rng = random.Random(17)
    hand = HandState(TWO, seed=17)
    trump = hand.trump_card
    while len(hand.tricks) < 16:
        hand.apply(rng.choice(hand.legal_actions()))
    assert len(hand.stock) == 1 and hand.trump_card == trump
    last_face_down = hand.stock[0]
    out = []
    while len(hand.tricks) < 17:
        out = hand.apply(rng.choice(hand.legal_actions()))
    winner = next(e for e in out if isinstance(e, events.TrickWon)).winner
    assert events.CardDrawn(winner, last_face_down) in out
    assert events.TrumpDrawn(1 - winner, trump) in out
    assert hand.stock_size == 0
    # Everyone saw the trump go to the loser: the winner's view knows it.
    assert trump in hand.view(winner).known[1 - winner]


def test_last_three_tricks_without_drawing_and_points_add_to_120():
    hand = HandState(TWO, seed=3)
    evs = play_randomly(hand, random.Random(3))
    assert len(hand.tricks) == 20
    assert sum(1 for e in evs if isinstance(e, (events.CardDrawn, events.TrumpDrawn))) == 34
    assert sum(hand.result.points) == 120
    assert hand.phase is Phase.OVER


def test_61_wins_and_60_all_is_a_draw():
    hand = HandState(TWO, seed=1)
    play_randomly(hand, random.Random(1))
    hand.points = [60, 60]
    hand._finish()
    assert hand.result.is_draw
    hand.points = [61, 59]
    hand._finish()
    assert hand.result.winner == 0


def test_any_card_may_be_played_no_need_to_follow_suit():
    hand = HandState(TWO, seed=9)
    hand.apply(hand.hands[0][0])
    assert sorted(hand.legal_actions()) == sorted(hand.hands[1])


@pytest.mark.parametrize("bad", ["not in hand", "out of turn", "wrong type", "after the end"])
def test_illegal_actions_name_the_rule_and_change_nothing(bad):
    hand = HandState(TWO, seed=11)
    if bad == "after the end":
        play_randomly(hand, random.Random(0))
    before = repr(_snapshot(hand))
    with pytest.raises(IllegalAction) as info:
        if bad == "not in hand":
            hand.apply(next(c for c in TWO.deck if c not in hand.hands[0]))
        elif bad == "out of turn":
            hand.apply(hand.hands[1][0], seat=1)
        elif bad == "wrong type":
            hand.apply("coins_ace")
        else:
            hand.apply(C(S.COINS, R.ACE))
    assert str(info.value)
    assert {"not in hand": "your own hand", "out of turn": "wait for your turn", "wrong type": "not a card",
            "after the end": "hand is over"}[bad] in str(info.value)
    assert repr(_snapshot(hand)) == before


def _snapshot(hand):
    return (hand.hands, hand.stock, hand.table, hand.points, hand.to_act, hand.phase, hand.actions, hand.tricks)
