"""The one scroll view: a window onto content taller than it, moved by keys and the wheel.

The form (``form.py``), the rules pages and the statistics keep a :class:`ScrollView` and
draw their content ``offset`` pixels up inside ``view``; the view keeps the offset within
its limits and draws the thin bar that tells the person there is more.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .widgets import PANEL

#: Home and End: "as far as it goes" (clamped to the content).
FAR = 10**7


@dataclass
class ScrollView:
    """``view`` on the screen, ``content_height`` pixels of content, scrolled ``offset`` pixels down."""

    view: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    content_height: int = 0
    offset: int = 0

    @property
    def max_offset(self) -> int:
        return max(0, self.content_height - self.view.height)

    def clamp(self) -> None:
        """Keep the offset possible after the view or the content changed size."""
        self.offset = max(0, min(self.offset, self.max_offset))

    def scroll_to(self, value: int) -> int:
        """Scroll to ``value`` (clamped); returns how far the content moved."""
        target = max(0, min(self.max_offset, int(value)))
        delta = target - self.offset
        self.offset = target
        return delta

    def scroll_by(self, delta: int) -> int:
        return self.scroll_to(self.offset + delta)

    def key(self, event: pygame.event.Event, line: int, page: int) -> bool:
        """Up/Down by ``line``, PageUp/PageDown by ``page``, Home/End to the ends; True if used."""
        step = {pygame.K_UP: -line, pygame.K_DOWN: line, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                pygame.K_HOME: -FAR, pygame.K_END: FAR}.get(event.key)
        if step is None:
            return False
        self.scroll_by(step)
        return True

    def wheel(self, event: pygame.event.Event, step: int) -> None:
        """One wheel notch scrolls ``step`` pixels."""
        self.scroll_by(-event.y * step)

    def draw_bar(self, surface: pygame.Surface, x: int, width: int, min_height: int,
                 colour: tuple[int, int, int], radius: int) -> None:
        """The bar at ``x`` beside the view (only when there is more than the view shows)."""
        if not self.max_offset:
            return
        view = self.view
        track = pygame.Rect(x, view.y, width, view.height)
        pygame.draw.rect(surface, PANEL, track, border_radius=radius)
        hh = max(min_height, track.height * view.height // (view.height + self.max_offset))
        yy = track.y + (track.height - hh) * self.offset // self.max_offset
        pygame.draw.rect(surface, colour, (track.x, yy, track.width, hh), border_radius=radius)


class Scrolled:
    """What a screen with a :class:`ScrollView` in ``scroller`` shows of it (tests and tools read these)."""

    scroller: ScrollView

    @property
    def view(self) -> pygame.Rect:
        return self.scroller.view

    @property
    def scroll(self) -> int:
        return self.scroller.offset

    @property
    def max_scroll(self) -> int:
        return self.scroller.max_offset


__all__ = ["ScrollView", "Scrolled", "FAR"]
