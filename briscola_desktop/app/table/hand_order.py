"""The order the person's cards are shown in when "Sort my hand" is on.

Grouped by suit, weakest to strongest inside a suit (the rules core's trick-taking strength),
with the trumps together at the right-hand end, as a player arranges a fan. The suits alternate
in colour (coins/diamonds, swords/spades, cups/hearts, batons/clubs) so that, with French
cards, two red or two black suits never sit side by side. Pure: no pygame, no rule restated.
"""

from __future__ import annotations

from collections.abc import Iterable

from briscola_desktop.rules.cards import Card, Suit

#: Left to right, before the trumps; red and black alternate.
SUIT_ORDER: tuple[Suit, ...] = (Suit.COINS, Suit.SWORDS, Suit.CUPS, Suit.BATONS)


def hand_sort_key(c: Card, trump_suit: Suit | int | None) -> tuple[int, int, int]:
    """Sort key of ``c``: (trump last, suit position, strength)."""
    is_trump = trump_suit is not None and int(c.suit) == int(trump_suit)
    return (1 if is_trump else 0, SUIT_ORDER.index(c.suit), c.strength)


def sorted_hand(cards: Iterable[Card], trump_suit: Suit | int | None) -> list[Card]:
    """``cards`` in the order a tidy player holds them (see the module docstring)."""
    return sorted(cards, key=lambda c: hand_sort_key(c, trump_suit))
