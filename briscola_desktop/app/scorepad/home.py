"""The score pad's first screen: continue the game in progress, a new game, past games, back."""

from __future__ import annotations

from typing import Callable

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.scorepad import ScorePadStore, format_label

from ..core.scene import App, Scene
from ..ui.metrics import Metrics, draw_screen_title
from ..ui.widgets import FELT, GOLD, INK, INK_DIM, Button, ButtonGroup, panel


class HomeScene(Scene):
    """Buttons for the ways in; notices about the pad's file shown once above them."""

    escape_goes_back = True

    def __init__(self, app: App, store: ScorePadStore, *, on_continue: Callable[[], None],
                 on_new: Callable[[], None], on_past: Callable[[], None], on_back: Callable[[], None]) -> None:
        super().__init__(app)
        self.store = store
        self.on_continue, self.on_new, self.on_past, self.on_back = on_continue, on_new, on_past, on_back
        self.buttons = ButtonGroup()
        self.m = Metrics.for_size(app.size)
        self.notice_lines: list[pygame.Surface] = []
        self.notice_box = pygame.Rect(0, 0, 0, 0)
        self.notices: list[str] = []
        self.top = 0

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        self.notices.extend(k for k in self.store.notices if k not in self.notices)
        self.store.notices.clear()
        self.layout(self.app.size)
        self.app.invalidate()

    def continue_detail(self) -> str:
        game = self.store.game
        if game is None:
            return ""
        key = "scorepad.ui.continue_over" if game.over else "scorepad.ui.continue_detail"
        return t(key, names=", ".join(game.setup.names), format=format_label(game.setup.format, t),
                 hand=game.next_number)

    def layout(self, size: tuple[int, int]) -> None:
        m = self.m = Metrics.for_size(size)
        w, h = size
        specs = []
        if self.store.game is not None:
            specs.append(("scorepad.ui.continue", self.on_continue))
        specs.append(("scorepad.ui.new_game", self.on_new))
        if self.store.past:
            specs.append(("scorepad.ui.past_games", self.on_past))
        specs.append(("scorepad.ui.back", self.on_back))
        focus = self.buttons.focus if len(self.buttons.buttons) == len(specs) else 0
        self.buttons.set([Button(t(k), a, value=k) for k, a in specs])
        self.buttons.focus = focus
        self.buttons.move(0)
        bw = min(w - 2 * m.margin, round(460 * m.scale) + 60)
        self.notice_lines = []
        for key in self.notices:
            self.notice_lines += self.app.text.wrap(t(key), m.small, bw - 4 * m.gap, INK)
        # The buttons start below what draw() puts above them, measured the same way: the title
        # (as draw_screen_title places it), the subtitle, the notice box, the continue detail.
        title = self.app.text.fit(t("scorepad.ui.title"), m.title, w - 2 * m.margin, GOLD, bold=True)
        subtitle = self.app.text.fit(t("scorepad.ui.subtitle"), m.small, w - 2 * m.margin, INK_DIM)
        y = m.margin // 2 + 4 + title.get_height() + 2 * m.gap + subtitle.get_height()
        self.notice_box = pygame.Rect(0, y, 0, 0)
        if self.notice_lines:
            self.notice_box = pygame.Rect(0, y, max(s.get_width() for s in self.notice_lines) + 4 * m.gap,
                                          sum(s.get_height() for s in self.notice_lines) + 2 * m.gap)
            self.notice_box.centerx = w // 2
            y = self.notice_box.bottom + 2 * m.gap
        y += m.small + 2 * m.gap if self.store.game is not None else 0
        self.top = y
        for i, b in enumerate(self.buttons.buttons):
            b.rect = pygame.Rect(w // 2 - bw // 2, y + i * (m.row + m.gap + 4), bw, m.row)

    def back(self) -> None:
        self.on_back()

    def handle(self, event: pygame.event.Event) -> None:
        if self.notices and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.notices.clear()  # read once; the next key or click goes on as usual
            self.layout(self.app.size)
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        m, text = self.m, self.app.text
        w, _ = surface.get_size()
        surface.fill(FELT)
        y = draw_screen_title(surface, text, m, t("scorepad.ui.title"))
        sub = text.fit(t("scorepad.ui.subtitle"), m.small, w - 2 * m.margin, INK_DIM)
        surface.blit(sub, sub.get_rect(midtop=(w // 2, y - m.gap)))
        if self.notice_lines:
            panel(surface, self.notice_box, alpha=255)
            yy = self.notice_box.y + m.gap
            for line in self.notice_lines:
                surface.blit(line, line.get_rect(midtop=(w // 2, yy)))
                yy += line.get_height()
        self.buttons.draw(surface, text, m.body)
        if self.store.game is not None and self.buttons.buttons:
            detail = text.fit(self.continue_detail(), m.small, w - 2 * m.margin, INK_DIM)
            first = self.buttons.buttons[0].rect
            surface.blit(detail, detail.get_rect(midbottom=(w // 2, first.top - m.gap)))
