"""A text field for a form: typed text arrives as TEXTINPUT events, so an input method
(accents by dead keys, Japanese or Chinese composition) hands over finished characters.

While a composition is under way (TEXTEDITING) it is shown underlined after the text and
Backspace belongs to the input method, not to the field. A character no typeface of the game
can draw (``fonts.undrawable``) is left out, and the field says so in red inside its box.

A field may show a placeholder (greyed, never part of the value) while it is empty. Its text is
selected when the field gets the focus and on Ctrl+A: what is typed then replaces it.
"""

from __future__ import annotations

from typing import Callable

import pygame

from briscola_desktop.fonts import undrawable
from briscola_desktop.i18n import t

from ..text import TextCache
from .controls import Control, erase_key
from .metrics import Label, Metrics
from .widgets import GOLD, INK, INK_DIM, PANEL, RED

SELECTION = (70, 110, 160)   # behind selected text
PLACEHOLDER = (128, 142, 130)  # the greyed name an empty field stands for: plainly not typed text


class TextField(Control):
    """One line of text, at most ``limit`` characters, edited at its end (or replaced while selected)."""

    def __init__(self, label: Label, value: str, limit: int,
                 on_change: Callable[[str], None] | None = None, placeholder: Label | None = None) -> None:
        super().__init__(label)
        self.value = value[:limit]
        self.limit = limit
        self.on_change = on_change
        self.placeholder = placeholder
        self.composing = ""
        self.selected = False  # the whole text is selected: typing replaces it, Backspace clears it
        self.invalid = False  # drawn with a red ring: the set-up refused this name
        self.left_out = False  # the last edit dropped a character no typeface can draw

    def _drawable(self, value: str) -> str:
        lost = undrawable(value)
        self.left_out = bool(lost)
        return "".join(ch for ch in value if ch not in lost)

    def focus_in(self) -> None:
        """The field got the focus: select its text, so a new name replaces the old one."""
        self.selected = bool(self.value)

    def select_all(self) -> None:
        self.selected = bool(self.value)

    def set(self, value: str) -> None:
        value = self._drawable(value)[: self.limit]
        if value != self.value:
            self.value = value
            self.invalid = False
            if self.on_change is not None:
                self.on_change(value)

    def text_event(self, event: pygame.event.Event) -> bool:
        """TEXTINPUT (finished characters) and TEXTEDITING (a composition in progress)."""
        if event.type == pygame.TEXTINPUT:
            self.composing = ""
            printable = "".join(ch for ch in event.text if ch.isprintable())
            if printable:
                self.set(("" if self.selected else self.value) + printable)
                self.selected = False
            return True
        if event.type == pygame.TEXTEDITING:
            self.composing = event.text
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if self.composing:
            return True  # the input method is editing its composition
        if event.key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.select_all()
            return True
        if self.selected and event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.selected = False
            self.set("")
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.selected = False   # the caret goes back to the end of the text
            return True
        if erase_key(self, event):
            return True
        # Printable keys come back as TEXTINPUT; swallow them here so no shortcut fires.
        return bool(getattr(event, "unicode", "")) and event.key not in (
            pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB)

    def click(self, pos: tuple[int, int]) -> bool:
        return True

    def value_text(self) -> str:
        return self.value

    def draw(self, surface: pygame.Surface, text: TextCache, m: Metrics, focused: bool, hover: bool) -> None:
        self.draw_row(surface, text, m, focused, hover)
        v = self.value_rect()
        box = pygame.Rect(v.x, v.y + 2, v.width, v.height - 4)
        pygame.draw.rect(surface, PANEL, box, border_radius=6)
        ring = (214, 80, 70) if self.invalid else GOLD if focused else INK_DIM
        pygame.draw.rect(surface, ring, box, width=2, border_radius=6)
        hint = self.placeholder() if self.placeholder is not None and not self.value and not self.composing else ""
        room = box.width // 2 - 16 if self.left_out else box.width - 24
        shown = text.fit(self.value or hint or " ", m.body, room, INK if self.value else PLACEHOLDER)
        pos = shown.get_rect(midleft=(box.x + 10, box.centery))
        if self.selected and self.value and focused:
            pygame.draw.rect(surface, SELECTION, pos.inflate(4, 2), border_radius=3)
        surface.blit(shown, pos)
        x = pos.right + 2 if self.value else box.x + 10
        if self.composing:
            extra = text.render(self.composing, m.body, GOLD)
            at = extra.get_rect(midleft=(x, box.centery))
            surface.blit(extra, at)
            pygame.draw.line(surface, GOLD, (at.x, at.bottom - 2), (at.right, at.bottom - 2), 1)
            x = at.right + 2
        if focused:
            pygame.draw.line(surface, GOLD, (x, box.y + 6), (x, box.bottom - 6), 2)
        if self.left_out:  # said inside the box, on its right half, until the next edit
            note = text.fit(t("seat.char_left_out"), m.small, box.width // 2 - 12, RED)
            surface.blit(note, note.get_rect(midright=(box.right - 8, box.centery)))

    def show_input_method_at(self) -> None:
        """Tell the input method where its candidate window goes (beside this field)."""
        try:
            pygame.key.set_text_input_rect(self.value_rect())
        except (AttributeError, pygame.error):
            pass
