"""Sizes every menu screen shares, derived from the window, and the screen title they all draw.

A control's label is a :data:`Label`: a function returning text, so a language change shows at
the next frame without rebuilding anything.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from ..text import TextCache
from .widgets import GOLD

Label = Callable[[], str]


@dataclass
class Metrics:
    """Sizes derived from the window, shared by every menu screen."""

    scale: float
    title: int
    body: int
    small: int
    row: int
    gap: int
    margin: int

    @classmethod
    def for_size(cls, size: tuple[int, int]) -> Metrics:
        w, h = size
        scale = max(0.6, min(w / 1280, h / 800))
        return cls(scale=scale, title=max(30, round(54 * scale)), body=max(18, round(26 * scale)),
                   small=max(16, round(20 * scale)), row=max(34, round(50 * scale)),
                   gap=max(4, round(8 * scale)), margin=max(16, round(40 * scale)))


def menu_card_width(size: tuple[int, int]) -> int:
    """The card width every menu screen uses, in steps of 16 pixels.

    One shared, stepped width means a resize or a trip between screens reuses card faces
    the renderer already rasterised (each new width costs all 40 faces, about 0.1 s).
    """
    w, h = size
    return max(48, 16 * round(min(h * 0.11, w * 0.08) / 16))


def draw_screen_title(surface: pygame.Surface, text: TextCache, m: Metrics, title: str) -> int:
    """The screen's title centred at the top; returns the y below it."""
    w = surface.get_width()
    words = text.fit(title, m.title, w - 2 * m.margin, GOLD, bold=True)
    rect = words.get_rect(midtop=(w // 2, m.margin // 2 + 4))
    surface.blit(words, rect)
    return rect.bottom + m.gap * 2
