"""The sorted hand: suits grouped, weakest to strongest, trumps together at the right."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from briscola_desktop.app.table.hand_order import SUIT_ORDER, sorted_hand
from briscola_desktop.rules.cards import DECK, Rank, Suit, card


def test_trumps_go_together_at_the_right_and_suits_run_weak_to_strong():
    hand = [card(Suit.CUPS, Rank.ACE), card(Suit.COINS, Rank.TWO), card(Suit.CUPS, Rank.THREE),
            card(Suit.SWORDS, Rank.KING), card(Suit.COINS, Rank.SEVEN), card(Suit.CUPS, Rank.FOUR),
            card(Suit.BATONS, Rank.JACK), card(Suit.COINS, Rank.ACE)]
    got = sorted_hand(hand, Suit.COINS)
    assert got == [card(Suit.SWORDS, Rank.KING),
                   card(Suit.CUPS, Rank.FOUR), card(Suit.CUPS, Rank.THREE), card(Suit.CUPS, Rank.ACE),
                   card(Suit.BATONS, Rank.JACK),
                   card(Suit.COINS, Rank.TWO), card(Suit.COINS, Rank.SEVEN), card(Suit.COINS, Rank.ACE)]


def test_without_a_trump_yet_the_suits_keep_their_order():
    hand = [card(Suit.BATONS, Rank.TWO), card(Suit.COINS, Rank.KING), card(Suit.SWORDS, Rank.THREE)]
    assert sorted_hand(hand, None) == [card(Suit.COINS, Rank.KING), card(Suit.SWORDS, Rank.THREE),
                                       card(Suit.BATONS, Rank.TWO)]


def test_red_and_black_suits_alternate():
    red = {Suit.COINS, Suit.CUPS}
    assert [s in red for s in SUIT_ORDER] == [True, False, True, False]


@given(st.lists(st.sampled_from(DECK), unique=True, max_size=10), st.sampled_from([None, *Suit]))
def test_sorting_keeps_the_same_cards_and_is_stable_under_resorting(hand, trump):
    once = sorted_hand(hand, trump)
    assert sorted(once) == sorted(hand)
    assert sorted_hand(once, trump) == once
    if trump is not None:
        flags = [c.suit == trump for c in once]
        assert flags == sorted(flags)      # every trump after every other card
