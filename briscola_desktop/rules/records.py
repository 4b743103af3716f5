"""Plain records of a hand shared by the state and the seats' views: the phase, a won trick, the result."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .actions import Bid
from .cards import Card


class Phase(str, Enum):
    AUCTION = "auction"
    CALL = "call"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class TrickRecord:
    leader: int
    cards: tuple[tuple[int, Card], ...]
    winner: int
    points: int


@dataclass(frozen=True)
class HandResult:
    """The outcome of a hand.

    ``sides`` are the scoring sides (seats), ``points`` their card points, ``winner`` the
    index of the winning side or ``None`` for a draw. Chiamata adds the caller, the
    partner, the bid and the match points each seat scores (``seat_scores``).
    ``thrown_in`` marks a chiamata deal that everyone passed.
    """

    sides: tuple[tuple[int, ...], ...]
    points: tuple[int, ...]
    winner: int | None
    seat_points: tuple[int, ...]
    thrown_in: bool = False
    caller: int | None = None
    partner: int | None = None
    bid: Bid | None = None
    seat_scores: tuple[int, ...] | None = None

    @property
    def is_draw(self) -> bool:
        return self.winner is None


__all__ = ["HandResult", "Phase", "TrickRecord"]
