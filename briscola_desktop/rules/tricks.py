"""The trick, once for the whole game: which cards may be played, which card wins, what it is worth.

The rules core (:class:`~.state.HandState`), the seats' views and the computer players'
fast search all call these functions, so each rule is written in one place. They work on
plain values: a card is a ``Card`` or its ``int`` (0..39), a trick is a sequence of
``(seat, card)`` pairs in playing order, a trump is a suit index or ``None`` (no trump).
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import POINTS, SUIT_INDEX, beats


def legal_cards(hand: Sequence[int], trick: Sequence[tuple[int, int]], follow_suit: bool) -> list:
    """The cards of ``hand`` the rules allow on ``trick``.

    Where the table must follow suit (Briscolone), a seat holding a card of the suit led
    must play one; otherwise, and on an empty trick, any card may be played.
    """
    if follow_suit and trick:
        led = SUIT_INDEX[trick[0][1]]
        same = [c for c in hand if SUIT_INDEX[c] == led]
        if same:
            return same
    return list(hand)


def winning_index(trick: Sequence[tuple[int, int]], trump: int | None) -> int:
    """Index in a non-empty ``trick`` of the card winning it so far (see :func:`~.cards.beats`)."""
    best = 0
    best_card = trick[0][1]
    for i in range(1, len(trick)):
        c = trick[i][1]
        if beats(c, best_card, trump):
            best, best_card = i, c
    return best


def winning_entry(trick: Sequence[tuple[int, int]], trump: int | None) -> tuple[int, int]:
    """The ``(seat, card)`` winning a non-empty ``trick`` so far."""
    return trick[winning_index(trick, trump)]


def trick_winner(trick: Sequence[tuple[int, int]], trump: int | None) -> int:
    """The seat that wins (or is winning) a non-empty ``trick``."""
    return trick[winning_index(trick, trump)][0]


def trick_points(trick: Sequence[tuple[int, int]]) -> int:
    """Card points lying in ``trick``."""
    total = 0
    for _, c in trick:
        total += POINTS[c]
    return total


__all__ = ["beats", "legal_cards", "trick_points", "trick_winner", "winning_entry", "winning_index"]
