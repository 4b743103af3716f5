"""Dialogs over the table: pause menu, last trick, hand result and match result.

Each gets the data it shows (the table's words, a result, a trick) and callbacks for its
buttons; none imports the table or another screen (Settings is opened by intent,
``app.nav.open(Screen.SETTINGS)``). ``auto_pause`` (seconds, or None to wait for the
person) lets the autoplay demo and the self-test move on by themselves.
"""

from __future__ import annotations

from typing import Callable

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.rules import HandResult, Match
from briscola_desktop.rules.events import TrickWon

from ..anim import ease_out_cubic
from ..nav import Screen
from ..scene import App
from ..ui.dialog import Dialog
from ..ui.widgets import GOLD, INK, INK_DIM, Button
from ..wording import PERSON, TableWords, personal_key

COUNT_UP = 1.2   # seconds to count the points up, at normal speed


class PauseScene(Dialog):
    """Esc: resume, settings, new match, main menu, quit."""

    def __init__(self, app: App, *, on_new_match: Callable[[], None], on_main_menu: Callable[[], None]) -> None:
        super().__init__(app)
        self.on_new_match = on_new_match
        self.on_main_menu = on_main_menu
        self._build()

    def _build(self) -> None:
        # Labels are made in layout too: a language chosen in Settings shows when it closes.
        focus = self.group.focus if self.group.buttons else 0
        self.group.set([Button(t("pause.resume"), self.resume_game),
                        Button(t("pause.settings"), self.open_settings),
                        Button(t("pause.new_match"), self.new_match),
                        Button(t("pause.main_menu"), self.main_menu),
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
        self.close()
        self.on_new_match()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
            return
        self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface, t("pause.title"))
        self.group.draw(surface, self.app.text, self.font_size)


class LastTrickScene(Dialog):
    """The last trick, card by card, with who played each and who took it."""

    def __init__(self, app: App, trick: TrickWon, words: TableWords, card_width: int) -> None:
        super().__init__(app)
        self.trick = trick
        self.words = words
        self.card_width = card_width
        self.group.set([Button(t("table.last_trick.close"), self.close)])

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_l, pygame.K_RETURN,
                                                          pygame.K_KP_ENTER, pygame.K_SPACE):
            self.close()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
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
        line = t(personal_key("table.last_trick.won_by", winner), seat=self.words.seat(winner),
                 points=t("term.points", count=self.trick.points))
        img = text.fit(line, self.font_size, self.box.width - 40, GOLD, True)
        y = top + art.height(cw) + self.font_size * 2 + 8
        surface.blit(img, img.get_rect(midtop=(self.box.centerx, y)))
        self.group.draw(surface, text, self.font_size)


class HandResultScene(Dialog):
    """End of a hand: each side's points counted up, the result, the match score."""

    def __init__(self, app: App, result: HandResult, words: TableWords, match_line: Callable[[], str], *,
                 duration_factor: float, auto_pause: float | None, on_done: Callable[[], object]) -> None:
        super().__init__(app)
        self.result = result
        self.words = words
        self.match_line = match_line
        self.auto_pause = auto_pause
        self.on_done = on_done
        self.clock = 0.0
        self.done = False
        self.duration = COUNT_UP * duration_factor
        self.group.set([Button(t("result.continue"), self.proceed)])

    @property
    def animating(self) -> bool:
        return self.clock < self.duration or self.auto_pause is not None

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        # As tall as the content: title, one row per side, the match line(s), the button.
        w, h = size
        row_h = int(self.font_size * 1.8)
        extra = 2 if self.result.seat_scores is not None else 1
        bh = max(32, int(h * 0.055))
        height = 20 + self.title_size + 16 + row_h * len(self.rows()) + extra * (self.font_size + 16) + bh * 2 + 20
        self.box = pygame.Rect(0, 0, int(min(w * 0.6, 760)), min(int(h * 0.8), height))
        self.box.center = (w // 2, h // 2)
        self.group.layout_row((self.box.centerx, self.box.bottom - bh), bh, self.box.width - 40,
                              self.app.text, self.font_size)

    def update(self, dt: float) -> None:
        self.clock += dt
        pause = self.auto_pause
        if pause is not None and self.clock >= max(pause, self.duration) and self.shown:
            self.proceed()

    def handle(self, event: pygame.event.Event) -> None:
        if self.clock < self.duration and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.clock = self.duration  # first click or key finishes the count
            return
        self.group.handle(event)

    def proceed(self) -> None:
        if self.done:
            return
        self.done = True
        self.close()
        self.on_done()

    def title(self) -> str:
        r = self.result
        words = self.words
        if r.caller is not None:   # chiamata
            return words.bid_result(r)
        if r.winner is None:
            return t("result.hand_drawn")
        if PERSON in r.sides[r.winner]:
            return t("result.you_win_hand")
        if len(r.sides) == 2 and len(r.sides[r.winner]) > 1:
            return t("result.they_win_hand")
        return t("result.side_wins_hand", side=words.side(r.winner))

    def rows(self) -> list[tuple[str, int]]:
        r = self.result
        words = self.words
        if r.caller is not None:
            names = []
            for side in r.sides:
                names.append(t("table.separator").join(words.seat(s) for s in side) or "-")
            return list(zip(names, r.points))
        return [(words.side(i), pts) for i, pts in enumerate(r.points)]

    def draw(self, surface: pygame.Surface) -> None:
        y = self.draw_frame(surface, self.title())
        text = self.app.text
        p = 1.0 if self.duration <= 0 else ease_out_cubic(self.clock / self.duration)
        rows = self.rows()
        best = max(v for _, v in rows) if rows else 0
        row_h = int(self.font_size * 1.8)
        bar_w = int(self.box.width * 0.42)
        for name, value in rows:
            shown = round(value * p)
            name_img = text.fit(name, self.font_size, int(self.box.width * 0.3), INK, True)
            surface.blit(name_img, name_img.get_rect(midleft=(self.box.left + 30, y + row_h // 2)))
            bar = pygame.Rect(self.box.left + int(self.box.width * 0.36), y + row_h // 4,
                              int(bar_w * shown / 120), row_h // 2)
            pygame.draw.rect(surface, GOLD if value == best else INK_DIM, bar, border_radius=4)
            num = text.render(str(shown), self.font_size, INK, True)
            surface.blit(num, num.get_rect(midright=(self.box.right - 30, y + row_h // 2)))
            y += row_h
        r = self.result
        if r.seat_scores is not None and p >= 1.0:
            sep = t("table.separator")
            parts = sep.join(t("table.score_entry", name=self.words.seat(s), points=f"{v:+d}")
                             for s, v in enumerate(r.seat_scores))
            img = text.fit(t("result.match_points", entries=parts), self.font_size, self.box.width - 40, INK)
            surface.blit(img, img.get_rect(midtop=(self.box.centerx, y + 6)))
            y += img.get_height() + 10
        match = text.fit(self.match_line(), self.font_size, self.box.width - 40, INK_DIM)
        surface.blit(match, match.get_rect(midtop=(self.box.centerx, y + 10)))
        self.group.draw(surface, text, self.font_size)


class MatchResultScene(Dialog):
    """The match is over: who won, the final tally, and a new match or quit."""

    def __init__(self, app: App, match: Match, words: TableWords, match_line: Callable[[], str], *,
                 auto_pause: float | None, on_new_match: Callable[[], None],
                 on_auto: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.words = words
        self.match_line = match_line
        self.auto_pause = auto_pause
        self.on_new_match = on_new_match
        self.on_auto = on_auto
        self.clock = 0.0
        self.group.set([Button(t("result.new_match"), self.new_match),
                        Button(t("pause.quit"), lambda: self.app.quit(0))])

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        bh = max(32, int(h * 0.055))
        height = 20 + self.title_size + 16 + self.font_size * 2 + 20 + bh * 2 + 20
        self.box = pygame.Rect(0, 0, int(min(w * 0.6, 760)), height)
        self.box.center = (w // 2, h // 2)
        self.group.layout_row((self.box.centerx, self.box.bottom - bh), bh, self.box.width - 40,
                              self.app.text, self.font_size)

    @property
    def animating(self) -> bool:
        return self.auto_pause is not None

    def new_match(self) -> None:
        self.close()
        self.on_new_match()

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.auto_pause is None or not self.shown:
            return
        if self.clock >= self.auto_pause:
            if self.on_auto is not None:   # e.g. the self-test quits after its match
                self.on_auto()
            else:
                self.new_match()

    def title(self) -> str:
        match = self.match
        winners = match.winners or ()
        if not winners:
            return t("result.match_drawn")
        if len(winners) > 1:   # chiamata's level totals: the win is shared
            return self.words.match_winners(tuple(winners))
        if any(PERSON in match.sides[w] for w in winners):
            return t("result.you_win_match")
        if len(winners) == 1 and self.words.is_them(winners[0]):
            return t("result.they_win_match")
        names = t("table.separator").join(self.words.side(w) for w in winners)
        return t("result.side_wins_match", side=names)

    def draw(self, surface: pygame.Surface) -> None:
        y = self.draw_frame(surface, self.title())
        text = self.app.text
        line = text.fit(self.match_line(), self.font_size, self.box.width - 40, INK)
        surface.blit(line, line.get_rect(midtop=(self.box.centerx, y + 10)))
        self.group.draw(surface, text, self.font_size)
