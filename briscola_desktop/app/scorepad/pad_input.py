"""Keys and the mouse on the score pad, turned into intents: record, undo, correct hand 3, type a digit...

:class:`PadInput` decides nothing about the game (the scorepad package checks every hand) and
draws nothing; it calls what :class:`PadIntents` offers. Esc is the scene's ``back``.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from briscola_desktop.scorepad import PointsEntry

from ..ui.form import Form
from ..ui.scroll import ScrollView
from ..ui.widgets import Button


class PadIntents(Protocol):
    """What the person can ask of the pad (the scene implements it)."""

    buttons: list[Button]
    rows: ScrollView
    row_h: int
    chiamata_form: Form
    points_entry: PointsEntry
    selected: int | None

    @property
    def chiamata(self) -> bool: ...
    @property
    def entry_open(self) -> bool: ...          # False once the game is won, unless a hand is corrected
    @property
    def box_rects(self) -> tuple[pygame.Rect, ...]: ...   # the entry's boxes, one per side

    def commit(self) -> None: ...
    def undo(self) -> None: ...
    def count_cards(self) -> None: ...
    def new_game(self) -> None: ...
    def past_games(self) -> None: ...
    def select(self, step: int) -> None: ...
    def edit(self, number: int) -> None: ...
    def row_at(self, pos: tuple[int, int]) -> int | None: ...


class PadInput:
    """The pad's keys and clicks as intents."""

    def __init__(self, pad: PadIntents) -> None:
        self.pad = pad

    def handle(self, event: pygame.event.Event) -> None:
        pad = self.pad
        if event.type == pygame.MOUSEMOTION:
            for b in pad.buttons:
                b.hover = b.contains(event.pos)
            if pad.chiamata:
                pad.chiamata_form.handle(event)
        elif event.type == pygame.MOUSEWHEEL:
            pad.rows.wheel(event, pad.row_h)
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.click(event)
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def click(self, event: pygame.event.Event) -> None:
        """A button, a hand row (to correct it), a side's box; in chiamata the rest goes to its form."""
        pad = self.pad
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.clicked(event.pos):
            return
        if pad.chiamata:
            pad.chiamata_form.handle(event)

    def clicked(self, pos: tuple[int, int]) -> bool:
        pad = self.pad
        for b in pad.buttons:
            if b.contains(pos):
                b.press()
                return True
        number = pad.row_at(pos)
        if number is not None:
            pad.edit(number)
            return True
        if not pad.chiamata:
            for i, rect in enumerate(pad.box_rects):
                if rect.collidepoint(pos):
                    pad.points_entry.focus = i
                    return True
        return False

    def key(self, event: pygame.event.Event) -> None:
        """Keys for the whole pad first (record, undo, choose a row), then the entry's own."""
        pad = self.pad
        key = event.key
        char = (event.unicode or "").lower()
        ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            pad.commit()
        elif (key == pygame.K_z and ctrl) or char == "u":
            pad.undo()
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) or (key in (pygame.K_UP, pygame.K_DOWN)
                                                              and not pad.chiamata):
            pad.select(-1 if key in (pygame.K_UP, pygame.K_PAGEUP) else 1)
        elif char == "e" and pad.selected is not None:
            pad.edit(pad.selected)
        elif not pad.entry_open:
            if char == "n":
                pad.new_game()
            elif char == "p":
                pad.past_games()
        elif pad.chiamata:
            pad.chiamata_form.handle(event)
        else:
            self.points_key(event, char)

    def points_key(self, event: pygame.event.Event, char: str) -> None:
        """The entry of a hand's points: digits, Backspace, Delete, Tab and the arrows between sides, C to count."""
        entry = self.pad.points_entry
        key = event.key
        if char == "c":
            self.pad.count_cards()
        elif char.isdigit():
            entry.type_text(char)
        elif key == pygame.K_BACKSPACE:
            entry.backspace()
        elif key == pygame.K_DELETE:
            entry.clear()
        elif key == pygame.K_TAB:
            entry.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif key in (pygame.K_RIGHT, pygame.K_LEFT):
            entry.move(1 if key == pygame.K_RIGHT else -1)


__all__ = ["PadInput", "PadIntents"]
