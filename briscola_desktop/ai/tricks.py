"""Small, fast facts about cards shared by every player (plain ints, no objects in the hot loop).

A card here is the rules core's ``Card`` (an ``int`` 0..39); a trump is a suit index
or ``None`` (Briscolone). The rules of the trick itself (``beats``, ``legal_cards``, the
winner, its points) live in the rules core (``rules.tricks``), not here.
"""

from __future__ import annotations

from briscola_desktop.rules.cards import POINTS, STRENGTH, SUIT_INDEX

#: Ranks (as in ``Card``: ``card % 10 == rank - 1``) that matter for counting.
ACE_INDEX = 0
THREE_INDEX = 2


def is_trump(c: int, trump: int | None) -> bool:
    return trump is not None and SUIT_INDEX[c] == trump


def cheapest_key(trump: int | None):
    """Sort key for the card that costs least to give away: fewest points, non-trump first, weakest."""
    return lambda c: (POINTS[c], SUIT_INDEX[c] == trump, STRENGTH[c])


def cheapest_winner_key(trump: int | None):
    """Sort key for the cheapest card that wins: non-trump first, then fewest points, then weakest."""
    return lambda c: (SUIT_INDEX[c] == trump, POINTS[c], STRENGTH[c])


__all__ = ["ACE_INDEX", "THREE_INDEX", "cheapest_key", "cheapest_winner_key", "is_trump"]
