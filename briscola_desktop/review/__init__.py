"""Review a finished hand with the computer's analysis (pygame-free; imports only the rules and the AI).

Typical use::

    from briscola_desktop.review import HandRecord, analyse
    review = analyse(HandRecord.from_state(match.hand))
    review.accuracy, review.points_given_away, review.costliest()

The text a person reads comes from the ``review.`` locale keys the review names
(:class:`Verdict` values, :class:`Reason` keys, :data:`NOTE_AUCTION`); the UI renders them.
"""

from __future__ import annotations

from .analysis import (
    ACCURATE,
    BLUNDER,
    MISTAKE,
    NOTE_AUCTION,
    TIE,
    Decision,
    Depth,
    HandReview,
    Verdict,
    analyse,
    analyse_steps,
    card_values,
    estimate,
    judge,
    plays_to_judge,
    review_from_cache,
)
from .reasons import REASON_KEYS, Reason, explain
from .record import PERSON, HandRecord

__all__ = [
    "ACCURATE", "BLUNDER", "MISTAKE", "NOTE_AUCTION", "PERSON", "REASON_KEYS", "TIE",
    "Decision", "Depth", "HandRecord", "HandReview", "Reason", "Verdict",
    "analyse", "analyse_steps", "card_values", "estimate", "explain", "judge", "plays_to_judge", "review_from_cache",
]
