"""The list of past score pad games: date, players, format, result; a game opens to show its hands."""

from __future__ import annotations

from typing import Callable

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.rules import MatchKind
from briscola_desktop.scorepad import PastGame, ScorePadStore, format_label
from briscola_desktop.scorepad.wording import side_name

from ..core.scene import App, Scene
from ..ui.metrics import Metrics, draw_screen_title
from ..ui.scroll import ScrollView
from ..ui.widgets import FELT, GOLD, INK, INK_DIM, panel


def result_line(game: PastGame) -> str:
    """"Anna won, 2 to 1" / "Anna and Carla won: 170 to 150" / "shared: Anna, Carla"."""
    if game.format.kind is MatchKind.DEALS:
        names = [game.names[s] for s in game.winners]
    else:
        names = [side_name(game.names, game.sides[i], t) for i in game.winners]
    tally = t("scorepad.ui.tally_joiner").join(str(v) for v in game.tally)
    if len(names) > 1:
        return t("scorepad.ui.past_shared", names=", ".join(names), tally=tally)
    return t("scorepad.ui.past_won", side=names[0], tally=tally)


def date_text(game: PastGame) -> str:
    """The date and time as the person's language writes numbers (YYYY-MM-DD HH:MM is clear in all four)."""
    return game.date[:16].replace("T", " ")


class PastGamesScene(Scene):
    """A scrolling list, newest first. Up/Down choose a game, Enter or a click opens its hands
    (``on_open``); Esc, Backspace or a right click return."""

    escape_goes_back = True

    def __init__(self, app: App, store: ScorePadStore, on_back: Callable[[], None],
                 on_open: Callable[[PastGame], None] | None = None) -> None:
        super().__init__(app)
        self.store, self.on_back, self.on_open = store, on_back, on_open
        self.m = Metrics.for_size(app.size)
        self.view = ScrollView()
        self.fit = 1
        self.entry_h = 1
        self.selected = 0
        self.message = ""   # said in place of the keys line: this game's hands were not kept
        self.list_rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, size: tuple[int, int]) -> None:
        m = self.m = Metrics.for_size(size)
        top = round(m.title * 1.4) + m.margin // 2
        self.entry_h = m.small * 2 + m.gap * 3
        self.list_rect = pygame.Rect(m.margin // 2, top, size[0] - m.margin, size[1] - top - m.margin)
        self.fit = max(1, self.list_rect.height // self.entry_h)
        self.view.view = self.list_rect.copy()
        self.view.content_height = len(self.store.past) * self.entry_h
        self.view.clamp()

    def back(self) -> None:
        self.on_back()

    def choose(self, index: int) -> None:
        """Make game ``index`` the chosen one, scrolled into view."""
        if not self.store.past:
            return
        self.selected = max(0, min(len(self.store.past) - 1, index))
        self.message = ""
        top = self.selected * self.entry_h
        if top < self.view.offset:
            self.view.scroll_to(top)
        elif top + self.entry_h > self.view.offset + self.list_rect.height:
            self.view.scroll_to(top + self.entry_h - self.list_rect.height)

    def open(self, index: int) -> None:
        """Show game ``index``'s hands, or say they were not kept."""
        if not 0 <= index < len(self.store.past):
            return
        self.choose(index)
        game = self.store.past[index]
        if game.game is None:
            self.message = t("scorepad.ui.past_no_hands")
            self.app.invalidate()
        elif self.on_open is not None:
            self.on_open(game)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.list_rect.collidepoint(pos):
            return None
        index = (pos[1] - self.list_rect.y + self.view.offset) // self.entry_h
        return index if 0 <= index < len(self.store.past) else None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.on_back()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.store.past:
                    self.open(self.selected)
                else:
                    self.on_back()
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self.choose(self.selected + (1 if event.key == pygame.K_DOWN else -1))
            elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.choose(self.selected + self.fit * (1 if event.key == pygame.K_PAGEDOWN else -1))
            elif event.key in (pygame.K_HOME, pygame.K_END):
                self.choose(0 if event.key == pygame.K_HOME else len(self.store.past) - 1)
        elif event.type == pygame.MOUSEWHEEL:
            self.view.wheel(event, self.entry_h)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self.row_at(event.pos)
            if index is not None:
                self.open(index)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.on_back()

    def draw(self, surface: pygame.Surface) -> None:
        m, text = self.m, self.app.text
        w, h = surface.get_size()
        surface.fill(FELT)
        draw_screen_title(surface, text, m, t("scorepad.ui.past_title"))
        if not self.store.past:
            words = text.fit(t("scorepad.ui.past_none"), m.body, w - 2 * m.margin, INK_DIM)
            surface.blit(words, words.get_rect(center=(w // 2, h // 2)))
        r = self.list_rect
        old_clip = surface.get_clip()
        surface.set_clip(r)
        first = self.view.offset // self.entry_h
        for row, game in enumerate(self.store.past[first:first + self.fit + 1], start=first):
            box = pygame.Rect(r.x, r.y + row * self.entry_h - self.view.offset, r.width - 12, self.entry_h - m.gap)
            panel(surface, box, alpha=150, radius=8)
            if row == self.selected:
                pygame.draw.rect(surface, GOLD, box, width=2, border_radius=8)
            head = t("scorepad.ui.past_head", date=date_text(game), format=format_label(game.format, t),
                     hands=t("scorepad.ui.hand_count", count=game.hands))
            words = text.fit(head, m.small, box.width - 2 * m.gap, INK_DIM)
            surface.blit(words, (box.x + m.gap, box.y + m.gap // 2))
            line = t("scorepad.ui.past_line", names=", ".join(game.names), result=result_line(game))
            words = text.fit(line, m.small, box.width - 2 * m.gap, GOLD)
            surface.blit(words, (box.x + m.gap, box.y + m.gap // 2 + m.small + 2))
        surface.set_clip(old_clip)
        self.view.draw_bar(surface, r.right - 6, 5, 20, INK_DIM, 2)
        hint = text.fit(self.message or t("scorepad.ui.past_keys"), max(12, m.small - 2), w - 2 * m.margin,
                        INK if self.message else INK_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - m.gap)))
