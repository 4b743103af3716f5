"""Small widgets shared by every screen: a Button and a focusable ButtonGroup.

Widgets hold a rectangle and a label; the owning scene lays them out in ``layout`` and
forwards events to them. Keyboard: Tab / arrow keys move the focus, Enter or Space presses.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable

import pygame

from briscola_desktop.fonts import font

from ..text import TextCache

# Colours of the felt table and its widgets (one palette for every scene).
FELT = (22, 92, 56)
FELT_DARK = (14, 64, 38)
INK = (244, 238, 222)
INK_DIM = (190, 200, 188)
GOLD = (240, 196, 80)
PANEL = (10, 30, 22)
BUTTON = (46, 110, 74)
BUTTON_HOVER = (64, 140, 96)
BUTTON_FOCUS = (240, 196, 80)
BUTTON_DISABLED = (60, 74, 66)
RED = (214, 80, 70)


def panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 210, radius: int = 12,
          colour: tuple[int, int, int] = PANEL) -> None:
    """A translucent rounded panel (drawn through a small temporary surface)."""
    if rect.width <= 0 or rect.height <= 0:
        return
    surface.blit(_panel_surface(rect.width, rect.height, colour, alpha, radius), rect.topleft)


@lru_cache(maxsize=48)
def _panel_surface(w: int, h: int, colour: tuple[int, int, int], alpha: int, radius: int) -> pygame.Surface:
    # Cached: panels keep their size between frames, so a frame only blits.
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(box, (*colour, alpha), box.get_rect(), border_radius=radius)
    return box


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (behind an overlay)."""
    w, h = surface.get_size()
    surface.blit(_panel_surface(w, h, (0, 0, 0), alpha, 0), (0, 0))


@dataclass
class Button:
    """A labelled button; ``action`` is called when it is pressed."""

    label: str
    action: Callable[[], Any]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    hover: bool = False
    focused: bool = False
    value: Any = None  # what the button stands for (a bid, a suit...), for tests and callers

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def press(self) -> bool:
        if self.enabled:
            self.action()
            return True
        return False

    def draw(self, surface: pygame.Surface, text: TextCache, size: int) -> None:
        if self.rect.width <= 0:
            return
        draw_button(surface, text, size, self.rect, self.label, enabled=self.enabled, hover=self.hover,
                    ringed=self.focused and self.enabled)


def draw_button(surface: pygame.Surface, text: TextCache, size: int, rect: pygame.Rect, label: str, *,
                enabled: bool = True, hover: bool = False, ringed: bool = False) -> None:
    """The look of every button in the game (a ``Button``, a form's row of buttons)."""
    colour = BUTTON_DISABLED if not enabled else BUTTON_HOVER if hover else BUTTON
    radius = max(4, rect.height // 4)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if ringed:
        pygame.draw.rect(surface, BUTTON_FOCUS, rect, width=3, border_radius=radius)
    words = text.fit(label, size, rect.width - 12, INK if enabled else INK_DIM)
    surface.blit(words, words.get_rect(center=rect.center))


class ButtonGroup:
    """Buttons with one keyboard focus, laid out in a centred row (wrapping as needed)."""

    def __init__(self, buttons: list[Button] | None = None) -> None:
        self.buttons: list[Button] = list(buttons or [])
        self.focus = 0
        self._sync_focus()

    def set(self, buttons: list[Button]) -> None:
        self.buttons = list(buttons)
        self.focus = min(self.focus, max(0, len(self.buttons) - 1))
        self._sync_focus()

    def _sync_focus(self) -> None:
        for i, b in enumerate(self.buttons):
            b.focused = i == self.focus

    def layout_row(self, centre: tuple[int, int], height: int, max_width: int, text: TextCache,
                   text_size: int, gap: int = 10) -> pygame.Rect:
        """Place the buttons in rows centred on ``centre``; returns the bounding box."""
        if not self.buttons:
            return pygame.Rect(centre, (0, 0))
        f = font(text_size)
        widths = [max(height * 2, f.size(b.label)[0] + height) for b in self.buttons]
        rows: list[list[int]] = [[]]
        used = 0
        for i, w in enumerate(widths):
            if rows[-1] and used + gap + w > max_width:
                rows.append([])
                used = 0
            rows[-1].append(i)
            used += (gap if used else 0) + w
        total_h = len(rows) * height + (len(rows) - 1) * gap
        y = centre[1] - total_h // 2
        box = None
        for row in rows:
            row_w = sum(min(widths[i], max_width) for i in row) + gap * (len(row) - 1)
            x = centre[0] - row_w // 2
            for i in row:
                w = min(widths[i], max_width)
                self.buttons[i].rect = pygame.Rect(x, y, w, height)
                box = self.buttons[i].rect.copy() if box is None else box.union(self.buttons[i].rect)
                x += w + gap
            y += height + gap
        return box

    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse and keyboard for the group; True if the event was used."""
        if not self.buttons:
            return False
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.hover = b.contains(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, b in enumerate(self.buttons):
                if b.contains(event.pos):
                    self.focus = i
                    self._sync_focus()
                    return b.press()
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN):
                back = event.key == pygame.K_TAB and (event.mod & pygame.KMOD_SHIFT)
                self.move(-1 if back else 1)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_UP):
                self.move(-1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return self.buttons[self.focus].press()
        return False

    def move(self, step: int) -> None:
        n = len(self.buttons)
        if not n:
            return
        for _ in range(n):
            self.focus = (self.focus + step) % n
            if self.buttons[self.focus].enabled:
                break
        self._sync_focus()

    def draw(self, surface: pygame.Surface, text: TextCache, size: int) -> None:
        for b in self.buttons:
            b.draw(surface, text, size)
