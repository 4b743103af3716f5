"""What a person is typing or counting for the next hand, before it is recorded.

Pure state for the entry screens (the screens only draw it and feed it keys and taps):
one text field per side with the focus moving on Tab, the last blank side filled with what
is left of 120, piles counted card by card, and a chiamata deal's caller, partner, bid and
outcome. ``commit`` builds the hand or raises ``ScorePadError``; the form keeps what was typed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from briscola_desktop.rules.actions import MAX_TARGET, MIN_TARGET

from .errors import ScorePadError
from .hands import ChiamataHand, PileCounter, PointsHand, check_points, fill_last

MAX_DIGITS = 3


@dataclass
class PointsEntry:
    """One field per side. A blank field is ``None``; with one blank left it is shown filled.

    ``typed`` holds the sides the person filled in this entry. A hand loaded for correcting has
    every box filled but none typed: the first digit typed into a box replaces its old value, and
    once every box but one has been typed again, that one is worked out anew from 120.
    """

    sides: int
    texts: list[str] = field(default_factory=list)
    focus: int = 0
    last_edited: int | None = None
    typed: set[int] = field(default_factory=set)
    piles: PileCounter = field(init=False)

    def __post_init__(self) -> None:
        if not self.texts:
            self.texts = [""] * self.sides
        self.piles = PileCounter(self.sides)

    @classmethod
    def from_hand(cls, hand: PointsHand) -> "PointsEntry":
        """A form holding a recorded hand, for correcting it."""
        return cls(len(hand.points), [str(v) for v in hand.points])

    # ---- typing ----------------------------------------------------------------------------
    def type_text(self, text: str) -> None:
        """Digits typed into the focused field (anything else is ignored; at most 3 digits)."""
        digits = "".join(ch for ch in text if ch in "0123456789")
        if not digits:
            return
        current = self.texts[self.focus] if self.focus in self.typed else ""
        self.texts[self.focus] = (current + digits)[:MAX_DIGITS]
        self._edited(self.focus)

    def backspace(self) -> None:
        self.texts[self.focus] = self.texts[self.focus][:-1]
        self._edited(self.focus)

    def clear(self, side: int | None = None) -> None:
        side = self.focus if side is None else side
        self.texts[side] = ""
        self.piles.clear(side)
        self._edited(side)

    def _edited(self, side: int) -> None:
        self.last_edited = side
        self.typed.add(side)

    def move(self, step: int = 1) -> None:
        """Tab (+1) and Shift+Tab (-1) move round the sides."""
        self.focus = (self.focus + step) % self.sides

    def set_points(self, side: int, points: int) -> None:
        """A side's points from a counted pile."""
        self.texts[side] = str(points)
        self._edited(side)

    # ---- reading ----------------------------------------------------------------------------
    def values(self) -> list[int | None]:
        """The points per side as entered; the side the pad works out (:attr:`filled_side`) is ``None``."""
        filled = self.filled_side
        return [None if i == filled or not t else int(t) for i, t in enumerate(self.texts)]

    @property
    def filled_side(self) -> int | None:
        """The side filled with what is left of 120: the one blank box; or, in a hand being corrected,
        the one box not typed again once every other box has been (its old value no longer holds)."""
        blanks = [i for i, t in enumerate(self.texts) if not t]
        if len(blanks) == 1:
            return blanks[0]
        if not blanks and self.sides > 1 and len(self.typed) == self.sides - 1:
            return next(i for i in range(self.sides) if i not in self.typed)
        return None

    def preview(self) -> list[int | None]:
        """The values as they would be recorded: the one blank side filled, when it can be."""
        try:
            return list(fill_last(self.values()))
        except ScorePadError:
            return self.values()

    def commit(self) -> PointsHand:
        """The hand, checked; raises ``ScorePadError`` naming the side that is off."""
        points = fill_last(self.values())
        return PointsHand(check_points(points, self.sides, suspect=self.last_edited))


@dataclass
class ChiamataEntry:
    """A chiamata deal being entered: who called, who partnered (or alone), the bid, made or not."""

    players: int
    caller: int | None = None
    partner: int | None = None
    bid_text: str = str(MIN_TARGET)
    made: bool | None = None

    @classmethod
    def from_hand(cls, hand: ChiamataHand, players: int) -> "ChiamataEntry":
        return cls(players, hand.caller, hand.partner, str(hand.bid), hand.made)

    def pick_caller(self, seat: int) -> None:
        self.caller = seat

    def pick_partner(self, seat: int) -> None:
        """The partner; picking the caller means the caller plays alone."""
        self.partner = seat

    def type_text(self, text: str) -> None:
        digits = "".join(ch for ch in text if ch in "0123456789")
        if digits:
            self.bid_text = (self.bid_text + digits)[:MAX_DIGITS]

    def backspace(self) -> None:
        self.bid_text = self.bid_text[:-1]

    def step_bid(self, step: int) -> None:
        """Arrow keys move the bid by one point within 61-120."""
        current = int(self.bid_text) if self.bid_text else MIN_TARGET
        self.bid_text = str(min(MAX_TARGET, max(MIN_TARGET, current + step)))

    def commit(self) -> ChiamataHand:
        if self.caller is None:
            raise ScorePadError("scorepad.error.caller_missing")
        if self.partner is None:
            raise ScorePadError("scorepad.error.partner_missing")
        if not self.bid_text:
            raise ScorePadError("scorepad.error.bid_range", low=MIN_TARGET, high=MAX_TARGET)
        if self.made is None:
            raise ScorePadError("scorepad.error.made_missing")
        return ChiamataHand(self.caller, self.partner, int(self.bid_text), self.made)
