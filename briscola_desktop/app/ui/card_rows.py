"""Small cards a player reads at a glance: the counting cards a side took, the cards already gone,
the cards not seen yet.

Each card is drawn at least :func:`readable_width` wide (its corner index, rank and suit, reads
at every window size), overlapped like a fan so that index always shows, and the fan breaks
into as many rows as the width needs instead of shrinking the cards. The card under the pointer
can be shown magnified beside it (:func:`draw_magnified`). Pure layout and painting: the caller
keeps the pointer and draws.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from briscola_desktop.rules import Card

from ..core.cardart import CardArt
from .widgets import GOLD

#: Smallest width at which a card's corner index reads (both decks, measured on screenshots):
#: 44 px at 600 px of window height, growing with the window.
MIN_READABLE = 44
READABLE_SHARE = 0.075
#: Share of a card's width each card of a fan keeps uncovered: the corner index and a little picture.
FAN_STEP = 0.5
#: Share of a card's height drawn in a row of small cards: the top, with the index and the figure's head ...
SHOWN_HEIGHT = 0.62
#: ... or, where room is short, the index alone (rank and suit sign).
INDEX_ONLY = 0.45
#: The magnified card: this many times the small card's width.
MAGNIFY = 2.6


def readable_width(window_height: int) -> int:
    """The width of a small card whose index reads at this window height."""
    return max(MIN_READABLE, round(window_height * READABLE_SHARE))


@dataclass(frozen=True)
class CardRows:
    """Where each small card goes: ``rects`` are the parts of the cards that show (disjoint, so the
    one under the pointer is found), in drawing order; ``height`` the pixels the rows take."""

    cards: tuple[Card, ...]
    rects: tuple[pygame.Rect, ...]
    card_w: int
    shown_h: int
    rows: int
    height: int

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """Index of the card whose uncovered part is under ``pos``."""
        return next((i for i, r in enumerate(self.rects) if r.collidepoint(pos)), None)


def _grid(n: int, width: int, card_w: int, gap: int) -> tuple[int, int, int]:
    """``(cards per row, step between cards, rows)`` for ``n`` cards in ``width``."""
    min_step = max(1, round(card_w * FAN_STEP))
    per_row = max(1, min(n, 1 + max(0, width - card_w) // min_step))
    rows = math.ceil(n / per_row)
    per_row = math.ceil(n / rows)     # rows of equal length, not one long and one short
    step = card_w + gap if per_row == 1 else min(card_w + gap, (width - card_w) // (per_row - 1))
    return per_row, max(1, step), rows


def rows_height(n: int, width: int, card_w: int, card_h: int, *, gap: int = 4, shown: float = SHOWN_HEIGHT) -> int:
    """Pixels ``n`` small cards take laid out by :func:`lay_out`."""
    if n == 0:
        return 0
    rows = _grid(n, width, card_w, gap)[2]
    return rows * round(card_h * shown) + (rows - 1) * gap


def lay_out(cards: tuple[Card, ...] | list[Card], topleft: tuple[int, int], width: int, card_w: int,
            card_h: int, *, gap: int = 4, shown: float = SHOWN_HEIGHT) -> CardRows:
    """Cards in rows of overlapped fans inside ``width``: side by side when they fit, else overlapped
    down to :data:`FAN_STEP` of a card, else broken into rows of equal length; the top ``shown``
    share of each card drawn."""
    cards = tuple(cards)
    n = len(cards)
    shown_h = round(card_h * shown)
    if n == 0:
        return CardRows(cards, (), card_w, shown_h, 0, 0)
    per_row, step, rows = _grid(n, width, card_w, gap)
    left, top = topleft
    rects = []
    for k in range(n):
        row, col = divmod(k, per_row)
        last_in_row = col == per_row - 1 or k == n - 1
        rects.append(pygame.Rect(left + col * step, top + row * (shown_h + gap),
                                 card_w if last_in_row else min(step, card_w), shown_h))
    return CardRows(cards, tuple(rects), card_w, shown_h, rows,
                    rows_height(n, width, card_w, card_h, gap=gap, shown=shown))


def fitting_width(count: int, width: int, height: int, preferred: int, art: CardArt, *, gap: int = 4) -> int:
    """The largest card width from ``preferred`` down to :data:`MIN_READABLE` whose rows fit ``height``
    (the smallest readable one when none does: then the caller shows the rows that fit)."""
    w = preferred
    while w > MIN_READABLE and rows_height(count, width, w, art.height(w), gap=gap) > height:
        w -= 2
    return max(MIN_READABLE, w)


def draw_rows(surface: pygame.Surface, art: CardArt, rows: CardRows, bottom: int | None = None) -> None:
    """Paint each card's top (its index), left to right, row by row; rows below ``bottom`` are left out."""
    for c, r in zip(rows.cards, rows.rects):
        if bottom is not None and r.bottom > bottom:
            break
        surface.blit(art.face(c, rows.card_w), r.topleft, pygame.Rect(0, 0, rows.card_w, rows.shown_h))


def magnified_width(card_w: int, bounds: tuple[int, int]) -> int:
    """The width of a magnified small card ``card_w`` wide, inside ``bounds`` (width, height)."""
    return max(card_w, min(round(card_w * MAGNIFY), bounds[0] - 8, round((bounds[1] - 8) / 1.6)))


def magnified_widths(preferred: int, window: tuple[int, int]) -> tuple[int, ...]:
    """Widths the magnifier may draw at for small cards ``preferred`` or :data:`MIN_READABLE` wide in
    ``window``: to make their faces ahead of time, never inside a frame."""
    return tuple(sorted({magnified_width(w, window) for w in (preferred, MIN_READABLE)}))


def draw_magnified(surface: pygame.Surface, art: CardArt, rows: CardRows, index: int | None,
                   bounds: pygame.Rect | None = None) -> pygame.Rect | None:
    """The card ``index`` of ``rows`` drawn large beside its small self (above it when there is room,
    else below), ringed, kept inside ``bounds`` (the window by default). Returns where it went."""
    if index is None or not 0 <= index < len(rows.cards):
        return None
    bounds = bounds or surface.get_rect()
    width = magnified_width(rows.card_w, bounds.size)
    face = art.face(rows.cards[index], width)
    small = rows.rects[index]
    big = face.get_rect(midbottom=(small.centerx, small.top - 6))
    if big.top < bounds.top:
        big.midtop = (small.centerx, small.top + rows.shown_h + 6)
    big.clamp_ip(bounds)
    shadow = pygame.Surface(big.inflate(10, 10).size, pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 90))
    surface.blit(shadow, big.inflate(10, 10).move(3, 4))
    surface.blit(face, big)
    pygame.draw.rect(surface, GOLD, big.inflate(6, 6), width=3, border_radius=8)
    return big


__all__ = ["CardRows", "INDEX_ONLY", "MIN_READABLE", "SHOWN_HEIGHT", "draw_magnified", "draw_rows", "fitting_width", "lay_out",
           "magnified_width", "magnified_widths", "readable_width", "rows_height"]
