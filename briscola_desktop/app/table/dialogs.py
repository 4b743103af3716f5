"""Dialogs over the table: the pause menu and the last trick (the results: ``results.py``).

Each gets the data it shows (the table's words, a result, a trick) and callbacks for its
buttons; none imports the table or another screen (Settings is opened by intent,
``app.nav.open(Screen.SETTINGS)``).
"""

from __future__ import annotations

from typing import Callable

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.rules.events import TrickWon

from ..core.nav import Screen
from ..core.scene import App
from ..ui.dialog import ConfirmScene, Dialog
from ..ui.widgets import GOLD, INK, Button
from ..core.wording import TableWords, personal_key


class PauseScene(Dialog):
    """Esc: resume, settings, new match, main menu, quit. A table with friends, where the clock runs on,
    gives its own ``title_key`` and no New match (``on_new_match`` None)."""

    def __init__(self, app: App, *, on_new_match: Callable[[], None] | None, on_main_menu: Callable[[], None],
                 detail: Callable[[], str] = lambda: "", title_key: str = "pause.title") -> None:
        super().__init__(app)
        self.title_key = title_key
        self.on_new_match = on_new_match
        self.on_main_menu = on_main_menu
        self.detail = detail   # "2 players, classic, hand 3": the match a new one would replace
        self._build()

    def _build(self) -> None:
        # Labels are made in layout too: a language chosen in Settings shows when it closes.
        focus = self.group.focus if self.group.buttons else 0
        buttons = [Button(t("pause.resume"), self.resume_game), Button(t("pause.settings"), self.open_settings)]
        if self.on_new_match is not None:
            buttons.append(Button(t("pause.new_match"), self.new_match))
        self.group.set(buttons + [Button(t("pause.main_menu"), self.main_menu),
                                  Button(t("pause.quit"), lambda: self.app.quit(0))])
        self.group.focus = min(focus, len(self.group.buttons) - 1)

    def layout(self, size: tuple[int, int]) -> None:
        self._build()
        super().layout(size)
        w, h = size
        n = len(self.group.buttons)
        bh = max(34, int(h * 0.06))
        step = bh + max(10, bh // 3)
        top_room = 20 + self.title_size + 30
        self.box = pygame.Rect(0, 0, int(min(w * 0.5, 520)), min(h - 20, top_room + n * step + 20))
        self.box.center = (w // 2, h // 2)
        x = self.box.centerx
        y = self.box.top + top_room + bh // 2
        for b in self.group.buttons:
            b.rect = pygame.Rect(0, 0, int(self.box.width * 0.7), bh)
            b.rect.center = (x, y)
            y += step

    def open_settings(self) -> None:
        self.app.nav.open(Screen.SETTINGS)

    def main_menu(self) -> None:
        """Back to the title; the match stays saved there (the title offers Continue)."""
        self.on_main_menu()

    def resume_game(self) -> None:
        self.close()

    def new_match(self) -> None:
        """The match under way is not finished: ask before abandoning it."""
        def abandon() -> None:
            self.close()
            if self.on_new_match is not None:
                self.on_new_match()
        self.app.stack.push(ConfirmScene(
            self.app, lambda: t("confirm.abandon_question", detail=self.detail()),
            lambda: t("confirm.abandon"), lambda: t("confirm.keep"), on_yes=abandon, on_no=self.close))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
            return
        self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface, t(self.title_key))
        self.group.draw(surface, self.app.text, self.font_size)


class LastTrickScene(Dialog):
    """The last trick, card by card, with who played each and who took it."""

    def __init__(self, app: App, trick: TrickWon, words: TableWords, card_width: int) -> None:
        super().__init__(app)
        self.trick = trick
        self.words = words
        self.card_width = card_width
        self.group.set([Button(t("table.last_trick.close"), self.close)])
        # The click that opened this window (on a captured pile) ends with a button-up here:
        # only a click that began here closes it.
        self.pressed = False

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_l, pygame.K_RETURN,
                                                          pygame.K_KP_ENTER, pygame.K_SPACE):
            self.close()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True
            self.group.handle(event)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.pressed:
                self.close()
        else:
            self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        top = self.draw_frame(surface, t("table.last_trick.title"))
        cards = self.trick.cards
        n = len(cards)
        cw = self.card_width
        gap = cw * 0.15
        cw = int(min(cw, (self.box.width - 40 - gap * (n - 1)) / max(n, 1)))
        art = self.app.cards
        x = self.box.centerx - (n * cw + (n - 1) * gap) / 2
        text = self.app.text
        for seat, c in cards:
            face = art.face(c, cw)
            r = face.get_rect(topleft=(int(x), top))
            if seat == self.trick.winner:
                pygame.draw.rect(surface, GOLD, r.inflate(8, 8), width=4, border_radius=8)
            surface.blit(face, r)
            name = text.fit(self.words.seat(seat), self.font_size, int(cw + gap), INK)
            surface.blit(name, name.get_rect(midtop=(r.centerx, r.bottom + 8)))
            x += cw + gap
        winner = self.trick.winner
        line = t(personal_key("table.last_trick.won_by", winner), seat=self.words.seat_in_sentence(winner),
                 points=t("term.points", count=self.trick.points))
        img = text.fit(line, self.font_size, self.box.width - 40, GOLD, True)
        y = top + art.height(cw) + self.font_size * 2 + 8
        surface.blit(img, img.get_rect(midtop=(self.box.centerx, y)))
        self.group.draw(surface, text, self.font_size)


__all__ = ["PauseScene", "LastTrickScene"]
