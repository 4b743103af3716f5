"""What the choreography and the painting use of the board, written as a protocol.

The :class:`~.board.Board` is the one stage; naming what its helpers need here keeps
``choreography`` and ``paint`` from importing ``board`` (which imports them), even for types.
"""

from __future__ import annotations

from typing import Any, Callable, Protocol

from briscola_desktop.rules import events as ev
from briscola_desktop.rules.cards import Card

from ..anim import Step
from ..layout import TableLayout
from .sprites import HiddenCard, Place, Pose, Rest, Sprite
from .state import Banner


class Stage(Protocol):
    """The board as its event handlers and draw functions see it."""

    variant: Any
    person: int
    layout: TableLayout | None
    factor: float
    trick_pause: str                # the "finished trick" setting: normal, long, click
    veils: Any                      # paint.Veils
    on_hand_over: Callable[[Any, Step], None] | None
    sprites: dict[int, Sprite]
    hands: list[list[Card | HiddenCard]]
    trick: list[tuple[int, Card]]
    piles: list[int]
    points: list[int]
    stock: int
    trump: Card | None
    turned: Card | None
    trump_suit: int | None
    dealer: int | None
    hand_index: int
    last_trick: ev.TrickWon | None
    trick_winner: int | None
    speech: dict[int, Banner]
    banner: Banner | None
    called_card: Card | None
    caller: int | None
    partner: int | None
    result: Any
    shuffle_start: float | None

    @property
    def now(self) -> float: ...

    @property
    def idle(self) -> bool: ...

    @property
    def shuffling(self) -> bool: ...

    def reset(self) -> None: ...

    def clear_banner(self) -> None: ...

    def hold(self, seconds: float) -> float: ...

    def move(self, sprite: Sprite, place: Place, face_up: bool, duration: float, start: Rest | None = None) -> None: ...

    def pose(self, sprite: Sprite) -> Pose: ...

    def stock_pose(self) -> Rest: ...

    def from_stock(self, seat: int, c: Card | None, move: float) -> None: ...

    def reveal(self, seat: int, c: Card) -> Sprite | None: ...

    def tidy(self, seat: int | None = None) -> None: ...


__all__ = ["Stage"]
