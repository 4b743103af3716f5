"""One hand as the table reports it: card points per side, or a chiamata deal's outcome.

Points are checked against the rules core's card values: every side's points must be
what some pile of cards can be worth (no pile makes 1 or 119), and the sides must add up
to the deck's 120. A pile can also be counted card by card (:class:`PileCounter`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Sequence, Union

from briscola_desktop.rules.actions import MAX_TARGET, MIN_TARGET
from briscola_desktop.rules.cards import DECK, POINTS, TOTAL_POINTS, Card
from briscola_desktop.rules.state import bid_made, chiamata_seat_scores, hand_winner

from .errors import ScorePadError


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@lru_cache(maxsize=1)
def possible_points() -> frozenset[int]:
    """Every value a pile of cards can be worth (subset sums of the core's card points)."""
    sums = {0}
    for c in DECK:
        sums |= {s + POINTS[c] for s in sums}
    return frozenset(sums)


def pile_points(cards: Iterable[int]) -> int:
    """The card points of a pile, by the rules core's values."""
    return sum(POINTS[int(c)] for c in cards)


@dataclass(frozen=True)
class PointsHand:
    """Card points won by each side in one hand, in side order."""

    points: tuple[int, ...]

    def to_dict(self) -> dict:
        return {"points": list(self.points)}


@dataclass(frozen=True)
class ChiamataHand:
    """One chiamata deal: the caller, the partner (the caller again when alone), the bid's
    points, whether the calling side made it, and optionally the calling side's card points."""

    caller: int
    partner: int
    bid: int = MIN_TARGET
    made: bool = True
    points: int | None = None

    @property
    def alone(self) -> bool:
        return self.partner == self.caller

    def to_dict(self) -> dict:
        return {"caller": self.caller, "partner": self.partner, "bid": self.bid, "made": self.made,
                "points": self.points}


Hand = Union[PointsHand, ChiamataHand]


def hand_from_dict(data: object) -> Hand:
    """Rebuild a hand from ``to_dict``; ``ValueError`` when the shape is wrong (values are
    checked when the hand is recorded)."""
    if not isinstance(data, dict):
        raise ValueError("a hand must be a mapping")
    if set(data) == {"points"}:
        pts = data["points"]
        if not isinstance(pts, list):
            raise ValueError("a hand's points must be a list")
        return PointsHand(tuple(pts))
    if set(data) == {"caller", "partner", "bid", "made", "points"}:
        return ChiamataHand(data["caller"], data["partner"], data["bid"], data["made"], data["points"])
    raise ValueError(f"a hand has unknown fields: {sorted(data)}")


def check_points(points: Sequence[object], sides: int, suspect: int | None = None) -> tuple[int, ...]:
    """The points of a hand, checked: one whole number per side, each from 0 to 120 and
    worth some pile of cards, all adding up to 120. Raises ``ScorePadError`` naming the side.

    When the sides do not add up, ``suspect`` (the side typed or counted last, if the caller
    knows it) is named as the side that is off; otherwise the message gives the total."""
    if len(points) != sides:
        raise ScorePadError("scorepad.error.side_count", count=len(points), sides=sides)
    for i, value in enumerate(points):
        if not _is_int(value):
            raise ScorePadError("scorepad.error.points_missing", side=i)
        if not 0 <= value <= TOTAL_POINTS:  # type: ignore[operator]
            raise ScorePadError("scorepad.error.points_range", side=i, points=value, total=TOTAL_POINTS)
        if value not in possible_points():
            raise ScorePadError("scorepad.error.points_impossible", side=i, points=value)
    total = sum(points)  # type: ignore[arg-type]
    if total != TOTAL_POINTS:
        key = "scorepad.error.sum_short" if total < TOTAL_POINTS else "scorepad.error.sum_over"
        params = {"total": total, "difference": abs(TOTAL_POINTS - total), "expected": TOTAL_POINTS}
        if suspect is not None and 0 <= suspect < sides:
            raise ScorePadError(key + "_at", side=suspect, points=points[suspect], **params)
        raise ScorePadError(key, **params)
    return tuple(points)  # type: ignore[arg-type]


def fill_last(values: Sequence[int | None]) -> tuple[int, ...]:
    """Points per side with one side left blank (``None``): that side gets what is left of 120.

    With every side typed the values are returned as they are (:func:`check_points` judges
    them); two or more blanks, or typed sides already over 120, are refused.
    """
    blanks = [i for i, v in enumerate(values) if v is None]
    if not blanks:
        return tuple(values)  # type: ignore[arg-type]
    if len(blanks) > 1:
        raise ScorePadError("scorepad.error.points_missing", side=blanks[0])
    typed = [v for v in values if v is not None]
    for i, value in enumerate(values):
        if value is not None and (not _is_int(value) or not 0 <= value <= TOTAL_POINTS):
            raise ScorePadError("scorepad.error.points_range", side=i, points=value, total=TOTAL_POINTS)
    total = sum(typed)
    if total > TOTAL_POINTS:
        raise ScorePadError("scorepad.error.others_over", side=blanks[0], total=total,
                            expected=TOTAL_POINTS)
    out = list(values)
    out[blanks[0]] = TOTAL_POINTS - total
    return tuple(out)  # type: ignore[arg-type]


def check_chiamata(hand: ChiamataHand, players: int) -> ChiamataHand:
    """A chiamata deal, checked: seats at the table, a bid from 61 to 120, and the calling
    side's points (when given) agreeing with "made"."""
    for value in (hand.caller, hand.partner):
        if not _is_int(value) or not 0 <= value < players:
            raise ScorePadError("scorepad.error.seat", high=players)
    if not _is_int(hand.bid) or not MIN_TARGET <= hand.bid <= MAX_TARGET:
        raise ScorePadError("scorepad.error.bid_range", low=MIN_TARGET, high=MAX_TARGET)
    if not isinstance(hand.made, bool):
        raise ScorePadError("scorepad.error.made_missing")
    if hand.points is not None:
        if not _is_int(hand.points) or not 0 <= hand.points <= TOTAL_POINTS:
            raise ScorePadError("scorepad.error.calling_points_range", points=hand.points, total=TOTAL_POINTS)
        if hand.points not in possible_points():
            raise ScorePadError("scorepad.error.calling_points_impossible", points=hand.points)
        if bid_made(hand.points, hand.bid) != hand.made:
            raise ScorePadError("scorepad.error.made_mismatch", points=hand.points, bid=hand.bid)
    return hand


@dataclass(frozen=True)
class HandOutcome:
    """A recorded hand with what it decided.

    ``winner`` is the winning side (``None`` for a drawn hand, which counts for nobody and is
    replayed); for a chiamata deal it is ``None`` and ``seat_scores`` holds each seat's match
    points (the rules core's +2/+1/-1, alone +4/-1, signs turned when the bid fails).
    """

    number: int          # 1-based, as the table says it
    dealer: int
    hand: Hand
    winner: int | None
    seat_scores: tuple[int, ...] | None = None

    @property
    def drawn(self) -> bool:
        return self.seat_scores is None and self.winner is None


def outcome(hand: Hand, number: int, dealer: int, sides: int, players: int, chiamata: bool) -> HandOutcome:
    """Check ``hand`` for this table and work out what it decided (by the rules core)."""
    if chiamata:
        if not isinstance(hand, ChiamataHand):
            raise ScorePadError("scorepad.error.hand_kind")
        check_chiamata(hand, players)
        scores = chiamata_seat_scores(players, hand.caller, hand.partner, hand.made)
        return HandOutcome(number, dealer, hand, None, scores)
    if not isinstance(hand, PointsHand):
        raise ScorePadError("scorepad.error.hand_kind")
    points = check_points(hand.points, sides)
    return HandOutcome(number, dealer, hand, hand_winner(points))


class PileCounter:
    """Piles counted card by card: each side's cards tapped on the 40-card grid.

    A card belongs to at most one pile. Sides are counted in any order; a side not counted
    yet is ``None`` in :meth:`values`, so :func:`fill_last` can fill it.
    """

    def __init__(self, sides: int) -> None:
        self.piles: list[set[Card]] = [set() for _ in range(sides)]
        self.counted: list[bool] = [False] * sides

    def owner(self, c: int) -> int | None:
        """The side whose pile holds card ``c``, if any."""
        return next((i for i, pile in enumerate(self.piles) if DECK[c] in pile), None)

    def toggle(self, side: int, c: int) -> bool:
        """Tap card ``c`` for ``side``: add it to the pile or take it out; True if now in the pile.
        A card in another side's pile is refused."""
        card = DECK[c]
        other = self.owner(c)
        if other is not None and other != side:
            raise ScorePadError("scorepad.error.card_taken", side=other, card=card.key)
        self.counted[side] = True
        if card in self.piles[side]:
            self.piles[side].discard(card)
            return False
        self.piles[side].add(card)
        return True

    def mark_counted(self, side: int) -> None:
        """Count ``side`` as done even with no cards (a side that took no counting card: 0)."""
        self.counted[side] = True

    def clear(self, side: int) -> None:
        self.piles[side].clear()
        self.counted[side] = False

    def points(self, side: int) -> int:
        return pile_points(self.piles[side])

    def values(self) -> list[int | None]:
        """Counted sides' points; ``None`` for a side not counted yet."""
        return [self.points(i) if self.counted[i] else None for i in range(len(self.piles))]
