"""A form: the menu screens' vertical list of controls (``controls.py``) with one keyboard focus.

Up/Down (and Tab) move the focus, Left/Right change the focused row's value, Enter/Space press
it, and the mouse does the same by clicking (a press happens on button *release*, like the
table's buttons, so the release of a click never lands on the screen that opens next). A form
taller than its area scrolls with the wheel and keeps the focused row in view.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from briscola_desktop.i18n import t

from ..core.scene import Scene
from ..text import TextCache
from .controls import Control
from .metrics import Metrics, draw_screen_title
from .scroll import Scrolled, ScrollView
from .widgets import FELT, INK_DIM


@dataclass
class Form(Scrolled):
    """Rows with one keyboard focus, laid out top to bottom inside ``area``, scrolling if needed."""

    controls: list[Control] = field(default_factory=list)
    focus: int = 0
    area: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    scroller: ScrollView = field(default_factory=ScrollView)
    hover: int | None = None
    _pressed: Control | None = None

    def __post_init__(self) -> None:
        self._fix_focus(1)

    # -- layout ----------------------------------------------------------------------
    def layout(self, area: pygame.Rect, row: int, gap: int, min_row: int = 34) -> None:
        """Rows of height ``row``, made shorter (down to ``min_row``) before the form has to scroll."""
        if self.controls:
            fitting = (area.height + gap) // len(self.controls) - gap
            row = max(min(row, min_row), min(row, fitting))
        self.area = area.copy()
        self._row, self._gap = row, gap
        y = 0
        for c in self.controls:
            c.rect = pygame.Rect(area.x, area.y + y, area.width, row)
            y += row + gap
        self.scroller.view = self.area
        self.scroller.content_height = max(0, y - gap)
        self._apply_scroll(self.scroll)
        self._reveal()

    def set_controls(self, controls: list[Control], focus: int | None = None) -> None:
        """Swap the rows (a table with more seats has more level rows); keeps the layout."""
        self.controls = controls
        self.focus = min(self.focus if focus is None else focus, max(0, len(controls) - 1))
        self._fix_focus(1)
        if self.area.width:
            self.layout(self.area, self._row, self._gap)

    def _apply_scroll(self, value: int) -> None:
        delta = self.scroller.scroll_to(value)
        if delta:
            for c in self.controls:
                c.rect.y -= delta

    def _reveal(self) -> None:
        """Scroll just enough to show the focused row."""
        if not self.controls:
            return
        r = self.controls[self.focus].rect
        if r.top < self.area.top:
            self._apply_scroll(self.scroll - (self.area.top - r.top))
        elif r.bottom > self.area.bottom:
            self._apply_scroll(self.scroll + (r.bottom - self.area.bottom))

    # -- focus -----------------------------------------------------------------------
    def _fix_focus(self, step: int) -> None:
        n = len(self.controls)
        for _ in range(n):
            c = self.controls[self.focus]
            if c.focusable and c.enabled:
                return
            self.focus = (self.focus + step) % n

    def move(self, step: int) -> None:
        n = len(self.controls)
        if not n:
            return
        start = self.focus
        for _ in range(n):
            self.focus = (self.focus + step) % n
            c = self.controls[self.focus]
            if c.focusable and c.enabled:
                break
        else:
            self.focus = start
        if self.focus != start:
            self.controls[self.focus].focus_in()
        self._reveal()

    @property
    def focused(self) -> Control | None:
        return self.controls[self.focus] if self.controls else None

    def _at(self, pos: tuple[int, int]) -> int | None:
        if not self.area.collidepoint(pos):
            return None
        for i, c in enumerate(self.controls):
            if c.rect.collidepoint(pos):
                return i
        return None

    # -- input -----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """True if the form used the event."""
        if not self.controls:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_DOWN, pygame.K_TAB):
                back = event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT)
                self.move(-1 if back else 1)
                return True
            if event.key == pygame.K_UP:
                self.move(-1)
                return True
            c = self.focused
            return bool(c is not None and c.enabled and c.key(event))
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._at(event.pos)
            if self._pressed is not None:
                return self._pressed.drag(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.max_scroll:
                self._apply_scroll(self.scroll - event.y * self._row)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self._at(event.pos)
            if i is None:
                return False
            c = self.controls[i]
            if not (c.focusable and c.enabled):
                return False
            if i != self.focus:
                c.focus_in()
            self.focus = i
            self._pressed = c
            return c.press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, None
            if pressed is not None:
                pressed.release()
            i = self._at(event.pos)
            if i is None:
                return False
            c = self.controls[i]
            # A click is a press and a release on the same row (a drag off a row cancels it).
            if c is not pressed or not (c.focusable and c.enabled):
                return False
            return c.click(event.pos)
        return False

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, text: TextCache, m: Metrics) -> None:
        old_clip = surface.get_clip()
        surface.set_clip(self.area.clip(old_clip) if old_clip else self.area)
        for i, c in enumerate(self.controls):
            if c.rect.bottom < self.area.top or c.rect.top > self.area.bottom:
                continue
            c.draw(surface, text, m, i == self.focus, i == self.hover)
        surface.set_clip(old_clip)
        # A thin bar tells the person there is more.
        self.scroller.draw_bar(surface, self.area.right + 6, 5, 20, INK_DIM, 2)


class FormScene(Scene):
    """A screen that is a titled :class:`Form`: Esc goes back, everything else goes to the form.

    Subclasses set ``title_key``, build ``self.form`` and ``self.m`` and define ``back()``.
    """

    title_key = ""
    escape_goes_back = True
    #: How wide the form may grow, in pixels at scale 1 (plus a fixed 100), never past the margins.
    form_width = 900
    form: Form
    m: Metrics

    def back(self) -> None:
        raise NotImplementedError

    def handle(self, event: pygame.event.Event) -> None:
        self.form.handle(event)

    def layout(self, size: tuple[int, int]) -> None:
        """The form centred below the title, down to the bottom margin."""
        m = self.m = Metrics.for_size(size)
        w, h = size
        top = m.margin // 2 + 8 + m.title + m.gap * 2
        width = min(w - 2 * m.margin, round(self.form_width * m.scale) + 100)
        self.form.layout(pygame.Rect(w // 2 - width // 2, top, width, h - top - m.margin), m.row, m.gap)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        draw_screen_title(surface, self.app.text, self.m, t(self.title_key))
        self.form.draw(surface, self.app.text, self.m)
