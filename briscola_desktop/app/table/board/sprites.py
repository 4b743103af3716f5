"""Cards as sprites in places, and where each place is on the felt (card geometry).

A sprite is a card that belongs to a :class:`Place` (a seat's hand, the trick, a seat's pile,
the trump spot, the stock). The layout says where a place is, so every resize re-seats every
card; a card in flight (:class:`~..anim.Motion`) travels from where it was towards where its
place is now.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

import pygame

from briscola_desktop.rules.cards import Card

from ...core.cardart import QUARTER_TURN
from ..anim import Motion, lerp
from ..layout import TableLayout

#: Where a card rests: centre x, centre y, width, angle (degrees).
Rest = tuple[float, float, float, float]
#: Where a card is drawn now: the rest's four, the face shown, the horizontal squash of a flip.
Pose = tuple[float, float, float, float, bool, float]


class Spot(str, Enum):
    HAND = "hand"
    TRICK = "trick"
    PILE = "pile"
    TRUMP = "trump"
    STOCK = "stock"


class Place(NamedTuple):
    """Where a card belongs: a spot, and the seat for a hand, a trick's card or a pile."""

    spot: Spot
    seat: int | None = None


TRUMP_PLACE = Place(Spot.TRUMP)
STOCK_PLACE = Place(Spot.STOCK)
# The spots as plain module names: ``rest`` runs for every card in every frame, and looking a
# member up on the Enum class each time doubled its cost.
_HAND, _TRICK, _PILE, _TRUMP = Spot.HAND, Spot.TRICK, Spot.PILE, Spot.TRUMP


@dataclass(frozen=True)
class HiddenCard:
    """A card this seat may not see (another seat's deal or draw at a networked table, sent as
    ``card=None``): it lies face down in that seat's hand until it is played. ``key`` is
    negative, so it never meets a real card's number among the sprites."""

    key: int

    def __int__(self) -> int:
        return self.key


@dataclass
class Sprite:
    card: Card | HiddenCard
    place: Place
    face_up: bool
    motion: Motion | None = None


@dataclass(frozen=True)
class Ring:
    """An outline round a card, one look per meaning."""

    colour: tuple[int, int, int]
    width: int


#: The card the keyboard and the mouse point at (raised too): white, like a focus ring.
FOCUS_RING = Ring((255, 255, 255), 4)
#: The hint's advice: sky blue, never gold, so it is not mistaken for the focus or the winner.
HINT_RING = Ring((96, 200, 255), 5)
#: The card winning the trick on the felt: gold.
WINNER_RING = Ring((250, 208, 80), 5)
#: The face-up trump the person may take with the seven (or the two): a thin pale gold, quieter than the winner's.
EXCHANGE_RING = Ring((244, 226, 160), 3)


@dataclass
class Decor:
    """What the scene adds on top of the board's own state when drawing."""

    lifted: Card | None = None
    hinted: Card | None = None
    focused: Card | None = None
    dimmed: frozenset = frozenset()   # cards of the person's hand that may not be played now
    drag: tuple[Card, float, float] | None = None
    trump_offered: bool = False       # the person may take the face-up trump now (the exchange of the seven)
    trump_hinted: bool = False        # the hint's advice is that exchange


# --------------------------------------------------------------------------- geometry

def rest(lay: TableLayout, hands: list[list], sprite: Sprite) -> Rest:
    """Where a card belongs now: centre x, y, width, angle."""
    spot, seat = sprite.place
    if spot is _HAND:
        hand = hands[seat]
        i = hand.index(sprite.card) if sprite.card in hand else 0
        x, y = lay.hand_position(seat, i, len(hand))
        return x, y, lay.seats[seat].card_width, 0.0
    if spot is _TRICK:
        x, y = lay.seats[seat].table
        return x, y, lay.table_width, 0.0
    if spot is _PILE:
        x, y = lay.seats[seat].pile
        return x, y, lay.small_width, 0.0
    if spot is _TRUMP:
        return lay.trump[0], lay.trump[1], lay.card_width, QUARTER_TURN
    x, y = lay.stock
    return x, y, lay.card_width, 0.0


def pose(at_rest: Rest, sprite: Sprite, now: float) -> Pose:
    """Where a card is drawn at ``now``: on its way from the motion's start to ``at_rest``."""
    x1, y1, w1, a1 = at_rest
    m = sprite.motion
    if m is None:
        return x1, y1, w1, a1, sprite.face_up, 1.0
    raw = m.progress(now)
    p = m.ease(raw)
    face = sprite.face_up
    squash = 1.0
    if m.flip:
        face = sprite.face_up if raw >= 0.5 else not sprite.face_up
        squash = max(0.04, abs(math.cos(math.pi * raw)))
    return (lerp(m.x0, x1, p), lerp(m.y0, y1, p), lerp(m.w0, w1, p), lerp(m.angle0, a1, p), face, squash)


def stock_rest(lay: TableLayout, stock: int) -> Rest:
    """The top of the stock (its cards lie slightly offset, up to twelve deep)."""
    depth = min(stock, 12) * 0.35
    return lay.stock[0] - depth, lay.stock[1] - depth, lay.card_width, 0.0


def pile_rect(lay: TableLayout, seat: int) -> pygame.Rect:
    """The area of ``seat``'s captured pile that answers a click."""
    w = lay.small_width
    h = round(w * lay.small_height / max(lay.small_width, 1))
    x, y = lay.seats[seat].pile
    return pygame.Rect(0, 0, w + 8, h + 8).move(round(x - w / 2 - 4), round(y - h / 2 - 4))


def trump_rect(lay: TableLayout) -> pygame.Rect:
    """The part of the crosswise trump that shows beside the stock (what answers a click on it)."""
    long, short = lay.card_height, lay.card_width
    x, y = lay.trump
    left = max(x - long / 2, lay.stock[0] + lay.card_width / 2)
    right = x + long / 2
    return pygame.Rect(round(left), round(y - short / 2), max(1, round(right - left)), round(short))


def card_rect(lay: TableLayout, at_rest: Rest) -> pygame.Rect:
    """The rectangle of an upright card resting at ``at_rest`` (for hit tests)."""
    x, y, w, _ = at_rest
    h = w * lay.card_height / lay.card_width
    return pygame.Rect(round(x - w / 2), round(y - h / 2), round(w), round(h))


__all__ = ["Decor", "EXCHANGE_RING", "FOCUS_RING", "HINT_RING", "HiddenCard", "Place", "Pose", "Rest", "Ring",
           "STOCK_PLACE", "Spot", "Sprite", "TRUMP_PLACE", "WINNER_RING", "card_rect", "pile_rect", "pose", "rest", "stock_rest",
           "trump_rect"]
