"""Counting a pile: the 40 cards in a grid (the chosen deck style, with point badges); a tap
puts a card in the chosen side's pile or takes it out, and the pad adds the points up."""

from __future__ import annotations

from typing import Callable

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.rules import DECK, RANKS_BY_STRENGTH, Suit, card
from briscola_desktop.scorepad import PointsEntry, ScorePadError, describe

from ..core.scene import App, Scene
from ..ui.metrics import Metrics, menu_card_width
from ..ui.widgets import FELT, GOLD, INK, INK_DIM, RED, Button, panel

SUITS = tuple(Suit)


class CountScene(Scene):
    """The grid over the pad. Enter or Done writes the counted sides into the entry; Esc cancels."""

    escape_goes_back = True

    def __init__(self, app: App, entry: PointsEntry, side_names: list[str], on_done: Callable[[], None]) -> None:
        super().__init__(app)
        self.entry, self.names, self.on_done = entry, side_names, on_done
        self.side = entry.focus
        self.cursor = (0, 0)  # (suit row, rank column)
        self.m = Metrics.for_size(app.size)
        self.card_w = 48
        self.cells: dict[int, pygame.Rect] = {}
        self.tabs: list[Button] = []
        self.done = Button("", self.finish)
        self.cancel_button = Button("", self.cancel)
        self.message = ""
        # Counting may be abandoned: the piles as they were are restored on Esc.
        self._saved = ([set(p) for p in entry.piles.piles], list(entry.piles.counted))

    def _grid_card(self, row: int, col: int):
        return card(SUITS[row], RANKS_BY_STRENGTH[col])

    # ---- layout -----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        m = self.m = Metrics.for_size(size)
        w, h = size
        tab_h = max(32, round(m.row * 0.8))
        top = m.margin // 2 + m.body + m.gap + tab_h + m.gap * 2
        bottom = tab_h + m.small * 2 + 3 * m.gap
        gap = max(4, round(6 * m.scale))
        by_width = (w - m.margin - 9 * gap) // 10
        by_height = int(((h - top - bottom) - 3 * gap) / 4 / 1.62)
        # Stepped widths reuse faces the renderer already made (see menu_card_width).
        self.card_w = max(32, min(by_width, by_height, menu_card_width(size) + 32) // 8 * 8)
        self.app.cards.prepare(self.card_w)
        ch = self.app.cards.height(self.card_w)
        grid_w = 10 * self.card_w + 9 * gap
        x0, y0 = (w - grid_w) // 2, top
        self.cells = {}
        for row in range(4):
            for col in range(10):
                c = self._grid_card(row, col)
                self.cells[int(c)] = pygame.Rect(x0 + col * (self.card_w + gap), y0 + row * (ch + gap), self.card_w, ch)
        n = len(self.names)
        tw = min(round(260 * m.scale) + 40, (w - m.margin - m.gap * (n - 1)) // n)
        tx = w // 2 - (tw * n + m.gap * (n - 1)) // 2
        ty = m.margin // 2 + m.body + m.gap
        self.tabs = [Button(self._tab_label(i), lambda i=i: self.pick_side(i),
                            pygame.Rect(tx + i * (tw + m.gap), ty, tw, tab_h), value=i) for i in range(n)]
        for b in self.tabs:
            b.focused = b.value == self.side
        bw = round(220 * m.scale) + 40
        self.done.label, self.cancel_button.label = t("scorepad.ui.count_done"), t("scorepad.ui.count_cancel")
        self.done.rect = pygame.Rect(w // 2 - bw - m.gap, h - tab_h - m.gap, bw, tab_h)
        self.cancel_button.rect = pygame.Rect(w // 2 + m.gap, h - tab_h - m.gap, bw, tab_h)
        self.message_y = y0 + 4 * (ch + gap) + m.gap
        self.done.focused = True  # Enter finishes

    def _tab_label(self, side: int) -> str:
        return t("scorepad.ui.count_tab", side=self.names[side], points=self.entry.piles.points(side))

    # ---- actions ------------------------------------------------------------------------------
    def pick_side(self, side: int) -> None:
        self.side = side
        self.layout(self.app.size)

    def tap(self, c: int) -> None:
        try:
            self.entry.piles.toggle(self.side, c)
            self.message = ""
        except ScorePadError as exc:
            self.message = describe(exc, None, t, side_names=self.names)
        self.layout(self.app.size)

    def finish(self) -> None:
        for side, counted in enumerate(self.entry.piles.counted):
            if counted:
                self.entry.set_points(side, self.entry.piles.points(side))
        self.app.stack.remove(self)
        self.on_done()

    def cancel(self) -> None:
        piles, counted = self._saved
        self.entry.piles.piles = piles
        self.entry.piles.counted = counted
        self.app.stack.remove(self)

    def back(self) -> None:
        self.cancel()

    # ---- input --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            for b in (*self.tabs, self.done, self.cancel_button):
                b.hover = b.contains(event.pos)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in (*self.tabs, self.done, self.cancel_button):
                if b.contains(event.pos):
                    b.press()
                    return
            for c, rect in self.cells.items():
                if rect.collidepoint(event.pos):
                    self.tap(c)
                    return
            return
        if event.type != pygame.KEYDOWN:
            return
        key = event.key
        row, col = self.cursor
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.finish()
        elif key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.pick_side((self.side + step) % len(self.names))
        elif key == pygame.K_SPACE:
            self.tap(int(self._grid_card(row, col)))
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.cursor = (row, (col + (1 if key == pygame.K_RIGHT else -1)) % 10)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.cursor = ((row + (1 if key == pygame.K_DOWN else -1)) % 4, col)

    # ---- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        m, text = self.m, self.app.text
        w, h = surface.get_size()
        surface.fill(FELT)
        title = text.fit(t("scorepad.ui.count_title"), m.body, w - m.margin, GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(w // 2, m.margin // 3)))
        for b in self.tabs:
            b.draw(surface, text, m.small)
        piles = self.entry.piles
        cursor_card = int(self._grid_card(*self.cursor))
        for c, rect in self.cells.items():
            owner = piles.owner(c)
            lift = 0 if owner != self.side else -max(3, rect.height // 14)
            face = self.app.cards.face(DECK[c], self.card_w)
            at = rect.move(0, lift)
            surface.blit(face, at)
            if owner is not None and owner != self.side:
                panel(surface, at, alpha=150, radius=4, colour=(0, 0, 0))  # in another side's pile
                tag = text.render(str(owner + 1), max(14, m.small), INK, bold=True)
                surface.blit(tag, tag.get_rect(center=at.center))
            if owner == self.side:
                pygame.draw.rect(surface, GOLD, at.inflate(4, 4), width=3, border_radius=6)
            if c == cursor_card:
                pygame.draw.rect(surface, INK, at.inflate(8, 8), width=2, border_radius=8)
        line = self.message or t("scorepad.ui.count_hint", side=self.names[self.side])
        words = text.fit(line, m.small, w - m.margin, RED if self.message else INK_DIM)
        surface.blit(words, words.get_rect(midtop=(w // 2, self.message_y)))
        self.done.draw(surface, text, m.small)
        self.cancel_button.draw(surface, text, m.small)
