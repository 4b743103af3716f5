"""The felt under the cards, the toolbar's corner, and the card images warmed before they are needed."""

from __future__ import annotations

import pygame

from briscola_desktop.fonts import font
from briscola_desktop.rules import Variant

from ..core.cardart import CardArt
from .count_panel import mini_card_width
from .hud import bar_rows
from .layout import TableLayout, table_layout
from ..ui.widgets import FELT, FELT_DARK, ButtonGroup

RIM_STEPS = 14


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The felt with a soft darker rim, for a window of ``size`` (the scene keeps one per size)."""
    bg = pygame.Surface(size)
    bg.fill(FELT_DARK)
    w, h = size
    for i in range(RIM_STEPS):
        k = i / (RIM_STEPS - 1)
        colour = tuple(int(FELT_DARK[j] + (FELT[j] - FELT_DARK[j]) * k) for j in range(3))
        inset_x, inset_y = int(w * 0.06 * k), int(h * 0.06 * k)
        pygame.draw.ellipse(bg, colour, (inset_x - w * 0.15, inset_y - h * 0.1,
                                         w * 1.3 - 2 * inset_x, h * 1.2 - 2 * inset_y))
    return bg.convert() if pygame.display.get_surface() is not None else bg


def prepare_table_art(art: CardArt, size: tuple[int, int], variant: Variant) -> TableLayout:
    """The table's layout at ``size`` and every card image it draws, made now: by the table scene on each
    resize, and by a friends' lobby ahead of the table it is about to show, so that the table's first frame
    (a seat taken back mid-hand, the first deal) does not wait for the faces to be rasterised."""
    lay = table_layout(size, variant.players, variant.hand_size, art.height(100) / 100,
                       open_hands=variant.open_hands, bar_rows=bar_rows(variant))
    art.prepare(lay.card_width, lay.small_width, lay.table_width, mini_card_width(lay))
    warm_card_art(art, lay, variant)
    return lay


def warm_card_art(art: CardArt, lay: TableLayout, variant: Variant) -> None:
    """Rasterise on resize what the frames would otherwise make on first use (a spike):
    backs and blurred shadows at every width, and the crosswise trump's quarter turns."""
    for w in {lay.card_width, lay.small_width, lay.table_width}:
        art.back(w)
        art.shadow(w)
    if variant.trump.value == "turned":
        art.back(lay.card_width, True)
        for c in variant.deck:
            art.face(c, lay.card_width, True)


def place_toolbar(toolbar: ButtonGroup, lay: TableLayout) -> None:
    """Two rows of two at the right edge, just above the person's hand row (the left holds
    the stock and the person's name; this corner is free at every table size)."""
    h = max(26, int(lay.size[1] * 0.038))
    w, _ = lay.size
    right = w - max(8, int(w * 0.012))
    bottom = int(lay.hand_top - lay.card_height * 0.14)
    bw = max(font(lay.small_font).size(b.label)[0] for b in toolbar.buttons) + h
    for i, b in enumerate(toolbar.buttons):
        col, row = i % 2, i // 2
        b.rect = pygame.Rect(right - (2 - col) * bw - (1 - col) * 6, bottom - (2 - row) * (h + 6), bw, h)
    for b in toolbar.buttons:
        b.focused = False


__all__ = ["felt", "warm_card_art", "place_toolbar"]
