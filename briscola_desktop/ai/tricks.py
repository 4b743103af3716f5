"""Small, fast facts about a trick, shared by every player (plain ints, no objects in the hot loop).

A card here is the rules core's ``Card`` (an ``int`` 0..39); a trump is a suit index
or ``None`` (Briscolone). Nothing in this module knows about seats' hidden cards.
"""

from __future__ import annotations

from briscola_desktop.rules.cards import POINTS, STRENGTH, SUIT_INDEX

#: Ranks (as in ``Card``: ``card % 10 == rank - 1``) that matter for counting.
ACE_INDEX = 0
THREE_INDEX = 2


def is_trump(c: int, trump: int | None) -> bool:
    return trump is not None and SUIT_INDEX[c] == trump


def beats(challenger: int, holder: int, trump: int | None) -> bool:
    """Does ``challenger`` (played later) beat ``holder`` (winning so far)?"""
    cs, hs = SUIT_INDEX[challenger], SUIT_INDEX[holder]
    if cs == hs:
        return STRENGTH[challenger] > STRENGTH[holder]
    return cs == trump


def winning_entry(table: list | tuple, trump: int | None) -> tuple[int, int]:
    """The ``(seat, card)`` currently winning a non-empty trick."""
    best = table[0]
    for entry in table[1:]:
        if beats(entry[1], best[1], trump):
            best = entry
    return best


def table_points(table: list | tuple) -> int:
    return sum(POINTS[c] for _, c in table)


def legal_cards(hand: list | tuple, table: list | tuple, follow_suit: bool) -> list:
    """The cards of ``hand`` the rules allow now (follow suit in Briscolone)."""
    if follow_suit and table:
        led = SUIT_INDEX[table[0][1]]
        same = [c for c in hand if SUIT_INDEX[c] == led]
        if same:
            return same
    return list(hand)


def cheapest_key(trump: int | None):
    """Sort key for the card that costs least to give away: fewest points, non-trump first, weakest."""
    return lambda c: (POINTS[c], SUIT_INDEX[c] == trump, STRENGTH[c])


def cheapest_winner_key(trump: int | None):
    """Sort key for the cheapest card that wins: non-trump first, then fewest points, then weakest."""
    return lambda c: (SUIT_INDEX[c] == trump, POINTS[c], STRENGTH[c])
