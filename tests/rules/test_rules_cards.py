from __future__ import annotations

import pytest

from briscola_desktop.rules import DECK, POINTS, RANKS_BY_STRENGTH, Rank, Suit, beats, card, card_from_key
from briscola_desktop.rules.cards import card_from_int


def test_deck_has_forty_distinct_cards_worth_120_points():
    assert len(set(DECK)) == 40
    assert sum(c.points for c in DECK) == 120
    assert sum(POINTS) == 120


def test_points_by_rank():
    expected = {Rank.ACE: 11, Rank.THREE: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}
    for c in DECK:
        assert c.points == expected.get(c.rank, 0), c


def test_strength_order_ace_three_king_queen_jack_seven_six_five_four_two():
    order = [Rank.ACE, Rank.THREE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.SEVEN, Rank.SIX, Rank.FIVE,
             Rank.FOUR, Rank.TWO]
    assert list(RANKS_BY_STRENGTH) == order
    strengths = [card(Suit.SWORDS, r).strength for r in order]
    assert strengths == sorted(strengths, reverse=True)


def test_card_keys_round_trip_and_bad_keys_are_named():
    for c in DECK:
        assert card_from_key(c.key) is c
    with pytest.raises(ValueError, match="'coins_eight' is not a card"):
        card_from_key("coins_eight")
    with pytest.raises(ValueError, match="no card has number 40"):
        card_from_int(40)


def test_beats_trump_and_suit_led():
    hearts = Suit.CUPS
    assert beats(card(Suit.BATONS, Rank.ACE), card(Suit.BATONS, Rank.KING), hearts)
    assert beats(card(hearts, Rank.FOUR), card(Suit.SWORDS, Rank.THREE), hearts)
    assert not beats(card(Suit.BATONS, Rank.ACE), card(Suit.COINS, Rank.TWO), hearts)
    assert not beats(card(Suit.BATONS, Rank.ACE), card(Suit.COINS, Rank.TWO), None)
