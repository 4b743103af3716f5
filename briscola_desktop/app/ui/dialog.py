"""The one dialog base: a panel over a dimmed scene, a title and a row of buttons.

:class:`Dialog` is what the pause menu, a notice, the last trick, the hand and match results
(``app/table/dialogs.py``), :class:`ConfirmScene` (a yes/no question) and
:class:`NoticeScene` (what the person must be told once) are made of. A dialog
gets the data it shows and callbacks for its buttons; it never reaches into the scene
beneath it.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from briscola_desktop.i18n import t

from ..core.scene import App, Scene
from .metrics import Label, Metrics
from .widgets import GOLD, INK, Button, ButtonGroup, dim, panel


def dialog_width(size: tuple[int, int]) -> int:
    """The width :meth:`Dialog.fit` gives a panel in a window of ``size`` (to lay out its content ahead)."""
    return int(min(size[0] * 0.6, 760))


class Dialog(Scene):
    """A panel over the (frozen) scene beneath, with a row of buttons."""

    opaque = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.group = ButtonGroup()
        self.box = pygame.Rect(0, 0, 0, 0)
        self.frames_at_enter = app.stats.frames

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.box = pygame.Rect(0, 0, dialog_width(size), int(min(h * 0.62, 520)))
        self.box.center = (w // 2, h // 2)
        self.font_size = max(14, int(h * 0.028))
        self.title_size = max(20, int(h * 0.045))
        bh = max(32, int(h * 0.055))
        self.group.layout_row((self.box.centerx, self.box.bottom - bh), bh, self.box.width - 40,
                              self.app.text, self.font_size)

    def fit(self, size: tuple[int, int], content: int, *, width: int | None = None, titled: bool = True) -> None:
        """Size the panel to its title (when ``titled``), ``content`` pixels and its buttons (wrapped into as
        many rows as the language needs), centred; the buttons sit at the bottom."""
        w, h = size
        bh = max(32, int(h * 0.055))
        width = width or dialog_width(size)
        buttons = self.group.layout_row((0, 0), bh, width - 40, self.app.text, self.font_size)
        top = 20 + (self.title_size + 16 if titled else 0)
        height = top + content + 16 + buttons.height + bh // 2 + 20
        self.box = pygame.Rect(0, 0, width, min(h - 20, height))
        self.box.center = (w // 2, h // 2)
        self.group.layout_row((self.box.centerx, self.box.bottom - 20 - buttons.height // 2), bh, width - 40,
                              self.app.text, self.font_size)

    def close(self) -> None:
        self.app.stack.remove(self)

    def handle(self, event: pygame.event.Event) -> None:
        self.group.handle(event)

    def draw_frame(self, surface: pygame.Surface, title: str) -> int:
        """Dim the scene beneath, draw the panel and title; returns the y below the title."""
        dim(surface, 140)
        panel(surface, self.box, 255, 16)   # opaque: what lies beneath never shows through the words
        img = self.app.text.fit(title, self.title_size, self.box.width - 40, GOLD, True)
        r = img.get_rect(midtop=(self.box.centerx, self.box.top + 20))
        surface.blit(img, r)
        return r.bottom + 16

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface, "")
        self.group.draw(surface, self.app.text, self.font_size)

    def enter(self) -> None:
        self.frames_at_enter = self.app.stats.frames

    @property
    def shown(self) -> bool:
        """The dialog has been drawn at least once (autoplay waits for that before moving on)."""
        return self.app.stats.frames > self.frames_at_enter


class ConfirmScene(Dialog):
    """A yes/no question. No has the focus, so Enter alone changes nothing."""

    escape_goes_back = True

    def __init__(self, app: Any, message: Label, yes: Label, no: Label, on_yes: Callable[[], None],
                 on_no: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.message, self.yes_label, self.no_label, self.on_yes = message, yes, no, on_yes
        self.on_no = on_no
        self.buttons = self.group
        self.buttons.set([Button(yes(), self.answer_yes), Button(no(), self.answer_no)])
        self.buttons.focus = 1
        self.buttons.move(0)
        self.lines: list[pygame.Surface] = []
        self.m = Metrics.for_size(app.size)

    def answer_yes(self) -> None:
        self.close()
        self.on_yes()

    def answer_no(self) -> None:
        self.close()
        if self.on_no is not None:
            self.on_no()

    def layout(self, size: tuple[int, int]) -> None:
        m = self.m = Metrics.for_size(size)
        w = min(size[0] - 2 * m.margin, round(560 * m.scale) + 160)
        self.lines = self.app.text.wrap(self.message(), m.body, w - 2 * m.margin, INK)
        h = sum(s.get_height() for s in self.lines) + m.row + 3 * m.margin
        self.box = pygame.Rect(0, 0, w, h)
        self.box.center = (size[0] // 2, size[1] // 2)
        for button, label in zip(self.buttons.buttons, (self.yes_label, self.no_label)):
            button.label = label()
        self.buttons.layout_row((self.box.centerx, self.box.bottom - m.margin - m.row // 2), m.row,
                                w - 2 * m.margin, self.app.text, m.body, gap=24)

    def back(self) -> None:
        """Esc answers no."""
        self.answer_no()

    def handle(self, event: pygame.event.Event) -> None:
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        panel(surface, self.box, alpha=255)
        pygame.draw.rect(surface, GOLD, self.box, width=2, border_radius=12)
        y = self.box.y + self.m.margin
        for line in self.lines:
            surface.blit(line, line.get_rect(midtop=(self.box.centerx, y)))
            y += line.get_height()
        self.buttons.draw(surface, self.app.text, self.m.body)


class NoticeScene(Dialog):
    """Things the person must be told once (a damaged file set aside), over any screen, with OK."""

    def __init__(self, app: App, keys: list[str | tuple[str, dict[str, str]]]) -> None:
        super().__init__(app)
        self.keys = list(keys)  # locale keys, or (key, the sentence's parameters)
        self.lines: list[pygame.Surface] = []
        self.paragraph_ends: set[int] = set()
        self.paragraph_gap = 0
        self.group.set([Button(t("menu.notice_close"), self.close)])

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        width = int(min(w * 0.7, 820))
        self.lines = []
        self.paragraph_ends: set[int] = set()   # a gap after each notice's last line: one idea each
        for key in self.keys:
            text = t(key) if isinstance(key, str) else t(key[0], **key[1])
            self.lines += self.app.text.wrap(text, self.font_size, width - 60, INK)
            self.paragraph_ends.add(len(self.lines) - 1)
        self.paragraph_gap = self.font_size // 2
        text_h = sum(img.get_height() for img in self.lines) + self.paragraph_gap * (len(self.keys) - 1)
        self.fit(size, text_h, width=width, titled=False)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self.close()
            return
        self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 140)
        panel(surface, self.box, 255, 16)   # opaque: the screen beneath never shows through the words
        pygame.draw.rect(surface, GOLD, self.box, width=2, border_radius=16)
        y = self.box.top + 20
        for i, img in enumerate(self.lines):
            surface.blit(img, img.get_rect(midtop=(self.box.centerx, y)))
            y += img.get_height() + (self.paragraph_gap if i in self.paragraph_ends else 0)
        self.group.draw(surface, self.app.text, self.font_size)


__all__ = ["Dialog", "ConfirmScene", "NoticeScene"]
