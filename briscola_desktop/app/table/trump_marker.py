"""The trump marker by the stock: the trump suit's symbol and name, shown the whole hand.

While the stock lasts the crosswise card shows only a strip of the trump; once it is drawn
nothing on the felt says which suit is trump. The marker says it all the time, in the deck's
own look (the suit symbol from the card art) and the person's language, and it says so too
when there is no trump (Briscolone) or it is not called yet (chiamata's auction).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from briscola_desktop.rules.cards import Suit

from ..core.cardart import CardArt
from ..text import TextCache
from ..ui.widgets import GOLD, INK_DIM, panel

#: The disc behind the symbol: card paper, so black spades and clubs read on the felt.
PAPER = (250, 246, 234)


@dataclass(frozen=True)
class TrumpMarker:
    """What the marker says: a label ("Trump"), the suit's name or a state, and the suit (or None)."""

    label: str
    name: str
    suit: Suit | None


def marker_size(text: TextCache, marker: TrumpMarker, font_size: int) -> tuple[int, int]:
    """Width and height the marker takes at ``font_size`` (for the layout's checks)."""
    return _measure(text, marker, font_size)[0]


def _measure(text: TextCache, marker: TrumpMarker, font_size: int):
    label = text.render(marker.label, font_size, INK_DIM) if marker.label else pygame.Surface((0, 0))
    name = text.render(marker.name, font_size + 2, GOLD, True)
    disc = int(font_size * 2.6) if marker.suit is not None else 0
    pad = max(6, font_size // 2)
    gap = pad if disc else 0
    width = pad * 2 + disc + gap + max(label.get_width(), name.get_width())
    height = pad * 2 + max(disc, label.get_height() + name.get_height())
    return (width, height), label, name, disc, pad, gap


def draw_trump_marker(surface: pygame.Surface, text: TextCache, art: CardArt, marker: TrumpMarker,
                      centre: tuple[int, int], font_size: int) -> pygame.Rect:
    """Draw the marker centred on ``centre``; returns the rectangle it covers."""
    (width, height), label, name, disc, pad, gap = _measure(text, marker, font_size)
    rect = pygame.Rect(0, 0, width, height)
    rect.center = (int(centre[0]), int(centre[1]))
    panel(surface, rect, 215)
    x = rect.x + pad
    if disc:
        cy = rect.centery
        pygame.draw.circle(surface, PAPER, (x + disc // 2, cy), disc // 2)
        symbol = art.suit_symbol(marker.suit, int(disc * 0.72)) if marker.suit is not None else None
        if symbol is not None:
            surface.blit(symbol, symbol.get_rect(center=(x + disc // 2, cy)))
        x += disc + gap
    lines_h = label.get_height() + name.get_height()
    y = rect.centery - lines_h // 2
    surface.blit(label, (x, y))
    surface.blit(name, (x, y + label.get_height()))
    return rect


__all__ = ["TrumpMarker", "draw_trump_marker", "marker_size", "PAPER"]
