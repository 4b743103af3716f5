"""The rows a form is made of: a choice, a toggle, a slider, a number field, a row of buttons, a note.

Each control draws itself in its ``rect`` (set by the form's layout) and answers the keys and
clicks the form passes it while it has the focus: Left/Right change the value, Enter/Space
press it; a click acts on the button's *release*. Drawing never changes a control.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from briscola_desktop.i18n import t

from ..text import TextCache
from .metrics import Label, Metrics
from .widgets import (
    BUTTON_DISABLED,
    BUTTON_FOCUS,
    GOLD,
    INK,
    INK_DIM,
    PANEL,
    draw_button,
)

FOCUS_BG = (34, 78, 54)

_NEXT_KEYS = (pygame.K_RIGHT, pygame.K_KP_PLUS, pygame.K_PLUS)
_PREV_KEYS = (pygame.K_LEFT, pygame.K_KP_MINUS, pygame.K_MINUS)
_PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


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

    def focus_in(self) -> None:
        """The row just got the keyboard focus (a text field selects its text)."""

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


def erase_key(field, event: pygame.event.Event) -> bool:
    """Backspace removes the last character of an edited ``field`` (its ``value`` and ``set``), Delete
    clears it; True when ``event`` was one of the two."""
    if event.key == pygame.K_BACKSPACE:
        field.set(field.value[:-1])
        return True
    if event.key == pygame.K_DELETE:
        field.set("")
        return True
    return False


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
        return erase_key(self, event)

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
    """Buttons side by side in one form row (drawn as every button is); Left/Right pick one, Enter presses it.
    ``wide``: an entry of a list (a table found, a seat kept) takes most of the row, whatever the window."""

    def __init__(self, buttons: list[tuple[Label, Callable[[], Any]]], *, wide: bool = False) -> None:
        super().__init__(lambda: "")
        self.items = buttons
        self.wide = wide
        self.index = 0
        self.disabled: set[int] = set()

    def rects(self) -> list[pygame.Rect]:
        n = len(self.items)
        gap = 16
        w = min(320 if not self.wide else self.rect.width * 4 // 5, (self.rect.width - gap * (n - 1)) // max(1, n))
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
    """A line of text inside a form (a hint, a section title); never takes the focus. A ``caption`` of the
    row above it (a button's description) is drawn at the top of its row, close to that row, so that it
    reads as that button's and not the next one's."""

    focusable = False

    def __init__(self, label: Label, colour: tuple[int, int, int] = INK_DIM, *, caption: bool = False) -> None:
        super().__init__(label)
        self.colour = colour
        self.caption = caption

    def draw(self, surface: pygame.Surface, text: TextCache, m: Metrics, focused: bool, hover: bool) -> None:
        words = text.fit(self.label(), m.small, self.rect.width - 32, self.colour)
        if self.caption:
            surface.blit(words, words.get_rect(topleft=(self.rect.x + 16, self.rect.y)))
            return
        surface.blit(words, words.get_rect(midleft=(self.rect.x + 16, self.rect.centery)))
