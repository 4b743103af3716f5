"""Form controls for the menu screens: choices, toggles, a slider, a number field, button rows.

A :class:`Form` is a vertical list of rows with one keyboard focus. Up/Down (and Tab)
move the focus, Left/Right change the focused row's value, Enter/Space press it, and the
mouse does the same by clicking (a press happens on button *release*, like the table's
buttons, so the release of a click never lands on the screen that opens next). A form
taller than its area scrolls with the wheel and keeps the focused row in view.

Labels are functions returning text, so a language change shows at the next frame without
rebuilding anything. Drawing never changes a control.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import pygame

from briscola_desktop.i18n import t

from ..scene import Scene
from ..text import TextCache
from .scroll import ScrollView
from .widgets import (
    BUTTON_DISABLED,
    BUTTON_FOCUS,
    FELT,
    GOLD,
    INK,
    INK_DIM,
    PANEL,
    draw_button,
)

Label = Callable[[], str]
FOCUS_BG = (34, 78, 54)

_NEXT_KEYS = (pygame.K_RIGHT, pygame.K_KP_PLUS, pygame.K_PLUS)
_PREV_KEYS = (pygame.K_LEFT, pygame.K_KP_MINUS, pygame.K_MINUS)
_PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


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


class Control:
    """One row of a form. ``rect`` is set by the form's layout (screen coordinates)."""

    enabled: bool = True
    focusable: bool = True

    def __init__(self, label: Label) -> None:
        self.label = label
        self.rect = pygame.Rect(0, 0, 0, 0)

    def key(self, event: pygame.event.Event) -> bool:
        """A key while this row has the focus; True if used."""
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        """A left-button release on this row."""
        return False

    def press(self, pos: tuple[int, int]) -> bool:
        """A left-button press on this row (only a slider cares)."""
        return False

    def drag(self, pos: tuple[int, int]) -> bool:
        return False

    def release(self) -> None:
        """The button was released (wherever): end a drag."""

    def value_text(self) -> str:
        return ""

    # -- drawing ---------------------------------------------------------------------
    def value_rect(self) -> pygame.Rect:
        split = self.rect.x + int(self.rect.width * 0.46)
        return pygame.Rect(split, self.rect.y + 4, self.rect.right - split - 8, self.rect.height - 8)

    def draw_row(self, surface: pygame.Surface, text: TextCache, m: Metrics, focused: bool, hover: bool) -> None:
        """Background, focus ring and label: what every row has."""
        radius = max(4, self.rect.height // 5)
        if focused or hover:
            pygame.draw.rect(surface, FOCUS_BG, self.rect, border_radius=radius)
        if focused:
            pygame.draw.rect(surface, BUTTON_FOCUS, self.rect, width=3, border_radius=radius)
        ink = INK if self.enabled else INK_DIM
        label_w = int(self.rect.width * 0.46) - 24
        label = text.fit(self.label(), m.body, label_w, ink)
        surface.blit(label, label.get_rect(midleft=(self.rect.x + 16, self.rect.centery)))

    def draw(self, surface: pygame.Surface, text: TextCache, m: Metrics, focused: bool, hover: bool) -> None:
        self.draw_row(surface, text, m, focused, hover)
        value = text.fit(self.value_text(), m.body, self.value_rect().width, GOLD)
        surface.blit(value, value.get_rect(midleft=(self.value_rect().x, self.rect.centery)))


class Choice(Control):
    """One of a list of options; Left/Right (or the arrows drawn beside it) step through them."""

    def __init__(self, label: Label, options: Sequence[Any], value: Any, name: Callable[[Any], str],
                 on_change: Callable[[Any], None] | None = None, wrap: bool = True) -> None:
        super().__init__(label)
        self.options = list(options)
        self.index = self.options.index(value) if value in self.options else 0
        self.name = name
        self.on_change = on_change
        self.wrap = wrap

    @property
    def value(self) -> Any:
        return self.options[self.index] if self.options else None

    def set_options(self, options: Sequence[Any], value: Any = None) -> None:
        """New options (e.g. the formats of another table), keeping ``value`` when it is one."""
        keep = self.value if value is None else value
        self.options = list(options)
        self.index = self.options.index(keep) if keep in self.options else 0

    def step(self, delta: int) -> bool:
        n = len(self.options)
        if n < 2:
            return False
        new = (self.index + delta) % n if self.wrap else max(0, min(n - 1, self.index + delta))
        if new == self.index:
            return False
        self.index = new
        if self.on_change is not None:
            self.on_change(self.value)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in _NEXT_KEYS or event.key in _PRESS_KEYS:
            self.step(1)
            return True
        if event.key in _PREV_KEYS:
            self.step(-1)
            return True
        return False

    def arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        v = self.value_rect()
        w = min(v.height, v.width // 4)
        return pygame.Rect(v.x, v.y, w, v.height), pygame.Rect(v.right - w, v.y, w, v.height)

    def click(self, pos: tuple[int, int]) -> bool:
        left, right = self.arrow_rects()
        if left.collidepoint(pos):
            self.step(-1)
        else:  # the right arrow, the value or the label: forward, like Enter
            self.step(1)
        return True

    def value_text(self) -> str:
        return self.name(self.value) if self.options else ""

    def draw(self, surface: pygame.Surface, text: TextCache, m: Metrics, focused: bool, hover: bool) -> None:
        self.draw_row(surface, text, m, focused, hover)
        left, right = self.arrow_rects()
        many = len(self.options) > 1
        for rect, points in ((left, ((0.65, 0.25), (0.35, 0.5), (0.65, 0.75))),
                             (right, ((0.35, 0.25), (0.65, 0.5), (0.35, 0.75)))):
            colour = GOLD if many else BUTTON_DISABLED
            pts = [(rect.x + fx * rect.width, rect.y + fy * rect.height) for fx, fy in points]
            pygame.draw.polygon(surface, colour, pts)
        inner = pygame.Rect(left.right + 4, left.y, right.x - left.right - 8, left.height)
        value = text.fit(self.value_text(), m.body, inner.width, INK if many else INK_DIM)
        surface.blit(value, value.get_rect(center=inner.center))


class Toggle(Control):
    """On or off; Enter, Space, Left/Right or a click flips it."""

    def __init__(self, label: Label, value: bool, on_change: Callable[[bool], None] | None = None,
                 states: tuple[Label, Label] | None = None) -> None:
        super().__init__(label)
        self.value = bool(value)
        self.on_change = on_change
        self.states = states  # (off text, on text)

    def flip(self) -> None:
        self.value = not self.value
        if self.on_change is not None:
            self.on_change(self.value)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in _PRESS_KEYS or event.key in _NEXT_KEYS or event.key in _PREV_KEYS:
            self.flip()
            return True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        self.flip()
        return True

    def value_text(self) -> str:
        if self.states is None:
            return ""
        return self.states[1]() if self.value else self.states[0]()

    def draw(self, surface: pygame.Surface, text: TextCache, m: Metrics, focused: bool, hover: bool) -> None:
        self.draw_row(surface, text, m, focused, hover)
        v = self.value_rect()
        h = int(v.height * 0.7)
        track = pygame.Rect(v.x, v.centery - h // 2, h * 2, h)
        pygame.draw.rect(surface, GOLD if self.value else BUTTON_DISABLED, track, border_radius=h // 2)
        knob_x = track.right - h // 2 if self.value else track.x + h // 2
        pygame.draw.circle(surface, INK, (knob_x, track.centery), h // 2 - 3)
        words = text.fit(self.value_text(), m.body, max(10, v.right - track.right - 12), INK)
        surface.blit(words, words.get_rect(midleft=(track.right + 12, v.centery)))


class Slider(Control):
    """A value from 0 to 1 in ``step``s: Left/Right, a click, or a drag along the bar."""

    def __init__(self, label: Label, value: float, on_change: Callable[[float], None] | None = None,
                 on_commit: Callable[[float], None] | None = None, step: float = 0.1) -> None:
        super().__init__(label)
        self.value = min(1.0, max(0.0, float(value)))
        self.on_change = on_change
        self.on_commit = on_commit
        self.step = step
        self.dragging = False

    def set(self, value: float, commit: bool) -> None:
        value = round(min(1.0, max(0.0, value)), 3)
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)
        if commit and self.on_commit is not None:
            self.on_commit(self.value)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in _NEXT_KEYS:
            self.set(self.value + self.step, True)
            return True
        if event.key in _PREV_KEYS:
            self.set(self.value - self.step, True)
            return True
        return False

    def bar(self) -> pygame.Rect:
        v = self.value_rect()
        label_w = v.height * 2
        return pygame.Rect(v.x + 8, v.centery - 4, max(10, v.width - label_w - 16), 8)

    def _at(self, pos: tuple[int, int]) -> float:
        bar = self.bar()
        return (pos[0] - bar.x) / max(1, bar.width)

    def press(self, pos: tuple[int, int]) -> bool:
        self.dragging = True
        self.set(self._at(pos), False)
        return True

    def drag(self, pos: tuple[int, int]) -> bool:
        if self.dragging:
            self.set(self._at(pos), False)
            return True
        return False

    def release(self) -> None:
        if self.dragging:
            self.dragging = False
            self.set(self.value, True)

    def click(self, pos: tuple[int, int]) -> bool:
        return True  # handled by press/release

    def value_text(self) -> str:
        return f"{round(self.value * 100)}%"

    def draw(self, surface: pygame.Surface, text: TextCache, m: Metrics, focused: bool, hover: bool) -> None:
        self.draw_row(surface, text, m, focused, hover)
        bar = self.bar()
        colour = GOLD if self.enabled else BUTTON_DISABLED
        pygame.draw.rect(surface, PANEL, bar, border_radius=4)
        filled = bar.copy()
        filled.width = round(bar.width * self.value)
        pygame.draw.rect(surface, colour, filled, border_radius=4)
        pygame.draw.circle(surface, INK, (bar.x + filled.width, bar.centery), max(7, bar.height + 2))
        words = text.render(self.value_text(), m.body, INK if self.enabled else INK_DIM)
        surface.blit(words, words.get_rect(midleft=(bar.right + 14, bar.centery)))


class NumberField(Control):
    """Digits typed while the row has the focus; Backspace removes one, Delete clears."""

    def __init__(self, label: Label, value: str, max_digits: int = 9,
                 on_change: Callable[[str], None] | None = None) -> None:
        super().__init__(label)
        self.value = "".join(ch for ch in str(value) if ch.isdigit())[:max_digits]
        self.max_digits = max_digits
        self.on_change = on_change

    def set(self, value: str) -> None:
        value = "".join(ch for ch in value if ch.isdigit())[: self.max_digits]
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def key(self, event: pygame.event.Event) -> bool:
        char = getattr(event, "unicode", "") or ""
        if len(char) == 1 and char.isdigit() and char.isascii():
            if len(self.value) < self.max_digits:
                self.set(self.value + char if self.value != "0" else char)
            return True
        if event.key == pygame.K_BACKSPACE:
            self.set(self.value[:-1])
            return True
        if event.key == pygame.K_DELETE:
            self.set("")
            return True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        return True  # focusing it is all a click does

    def value_text(self) -> str:
        return self.value

    def draw(self, surface: pygame.Surface, text: TextCache, m: Metrics, focused: bool, hover: bool) -> None:
        self.draw_row(surface, text, m, focused, hover)
        v = self.value_rect()
        box = pygame.Rect(v.x, v.y + 2, min(v.width, m.body * 9), v.height - 4)
        pygame.draw.rect(surface, PANEL, box, border_radius=6)
        pygame.draw.rect(surface, GOLD if focused else INK_DIM, box, width=2, border_radius=6)
        shown = text.render(self.value or " ", m.body, INK)
        pos = shown.get_rect(midleft=(box.x + 10, box.centery))
        surface.blit(shown, pos)
        if focused:  # a caret shows where typing goes
            x = pos.right + 2 if self.value else box.x + 10
            pygame.draw.line(surface, GOLD, (x, box.y + 6), (x, box.bottom - 6), 2)


class ButtonRow(Control):
    """Buttons side by side in one form row (drawn as every button is); Left/Right pick one, Enter presses it."""

    def __init__(self, buttons: list[tuple[Label, Callable[[], Any]]]) -> None:
        super().__init__(lambda: "")
        self.items = buttons
        self.index = 0
        self.disabled: set[int] = set()

    def rects(self) -> list[pygame.Rect]:
        n = len(self.items)
        gap = 16
        w = min(320, (self.rect.width - gap * (n - 1)) // max(1, n))
        total = n * w + (n - 1) * gap
        x = self.rect.centerx - total // 2
        return [pygame.Rect(x + i * (w + gap), self.rect.y, w, self.rect.height) for i in range(n)]

    def _press(self, i: int) -> bool:
        if i in self.disabled:
            return False
        self.items[i][1]()
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in _NEXT_KEYS:
            self.index = min(len(self.items) - 1, self.index + 1)
            return True
        if event.key in _PREV_KEYS:
            self.index = max(0, self.index - 1)
            return True
        if event.key in _PRESS_KEYS:
            return self._press(self.index)
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        for i, rect in enumerate(self.rects()):
            if rect.collidepoint(pos):
                self.index = i
                return self._press(i)
        return False

    def draw(self, surface: pygame.Surface, text: TextCache, m: Metrics, focused: bool, hover: bool) -> None:
        for i, rect in enumerate(self.rects()):
            draw_button(surface, text, m.body, rect, self.items[i][0](), enabled=i not in self.disabled,
                        ringed=focused and i == self.index)


class Note(Control):
    """A line of text inside a form (a hint, a section title); never takes the focus."""

    focusable = False

    def __init__(self, label: Label, colour: tuple[int, int, int] = INK_DIM) -> None:
        super().__init__(label)
        self.colour = colour

    def draw(self, surface: pygame.Surface, text: TextCache, m: Metrics, focused: bool, hover: bool) -> None:
        words = text.fit(self.label(), m.small, self.rect.width - 32, self.colour)
        surface.blit(words, words.get_rect(midleft=(self.rect.x + 16, self.rect.centery)))


@dataclass
class Form:
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

    @property
    def scroll(self) -> int:
        return self.scroller.offset

    @property
    def max_scroll(self) -> int:
        return self.scroller.max_offset

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


def draw_screen_title(surface: pygame.Surface, text: TextCache, m: Metrics, title: str) -> int:
    """The screen's title centred at the top; returns the y below it."""
    w = surface.get_width()
    words = text.fit(title, m.title, w - 2 * m.margin, GOLD, bold=True)
    rect = words.get_rect(midtop=(w // 2, m.margin // 2 + 4))
    surface.blit(words, rect)
    return rect.bottom + m.gap * 2


class FormScene(Scene):
    """A screen that is a titled :class:`Form`: Esc goes back, everything else goes to the form.

    Subclasses set ``title_key``, build ``self.form`` and ``self.m`` and define ``back()``.
    """

    title_key = ""
    form: Form
    m: Metrics

    def back(self) -> None:
        raise NotImplementedError

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        draw_screen_title(surface, self.app.text, self.m, t(self.title_key))
        self.form.draw(surface, self.app.text, self.m)


__all__ = ["menu_card_width", "Metrics", "Control", "Choice", "Toggle", "Slider", "NumberField", "ButtonRow", "Note", "Form",
           "draw_screen_title"]
