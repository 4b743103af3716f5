"""Scenes drawn over the table: pause menu, last trick, hand result and match result."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from briscola_desktop.i18n import t

from .anim import ease_out_cubic
from .scene import App, Scene
from .widgets import GOLD, INK, INK_DIM, Button, ButtonGroup, dim, panel

if TYPE_CHECKING:  # pragma: no cover
    from .table import TableScene

COUNT_UP = 1.2   # seconds to count the points up, at normal speed


class Overlay(Scene):
    """A panel over the (frozen) table, with a row of buttons."""

    opaque = False

    def __init__(self, app: App, table: "TableScene") -> None:
        super().__init__(app)
        self.table = table
        self.group = ButtonGroup()
        self.box = pygame.Rect(0, 0, 0, 0)
        self.frames_at_enter = app.stats.frames

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.box = pygame.Rect(0, 0, int(min(w * 0.6, 760)), int(min(h * 0.62, 520)))
        self.box.center = (w // 2, h // 2)
        self.font_size = max(14, int(h * 0.028))
        self.title_size = max(20, int(h * 0.045))
        bh = max(32, int(h * 0.055))
        self.group.layout_row((self.box.centerx, self.box.bottom - bh), bh, self.box.width - 40,
                              self.app.text, self.font_size)

    def handle(self, event: pygame.event.Event) -> None:
        self.group.handle(event)

    def draw_frame(self, surface: pygame.Surface, title: str) -> int:
        """Dim the table, draw the panel and title; returns the y below the title."""
        dim(surface, 140)
        panel(surface, self.box, 235, 16)
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
        """The overlay has been drawn at least once (autoplay waits for that before moving on)."""
        return self.app.stats.frames > self.frames_at_enter


class PauseScene(Overlay):
    """Esc: resume, settings, new match, main menu, quit."""

    def __init__(self, app: App, table: "TableScene") -> None:
        super().__init__(app, table)
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
        from .settings_screen import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def main_menu(self) -> None:
        """Back to the title; the match stays saved there (the title offers Continue)."""
        self.table.leave_for_title()

    def resume_game(self) -> None:
        self.app.stack.remove(self)

    def new_match(self) -> None:
        self.app.stack.remove(self)
        self.table.new_match()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
            return
        self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface, t("pause.title"))
        self.group.draw(surface, self.app.text, self.font_size)


class NoticeScene(Overlay):
    """Things the person must be told once (a damaged file set aside), over the table, with OK."""

    def __init__(self, app: App, table: "TableScene", keys: list[str]) -> None:
        super().__init__(app, table)
        self.keys = list(keys)
        self.lines: list[pygame.Surface] = []
        self.group.set([Button(t("menu.notice_close"), self.close)])

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        width = int(min(w * 0.7, 820))
        self.lines = []
        for key in self.keys:
            self.lines += self.app.text.wrap(t(key), self.font_size, width - 60, INK)
        bh = max(32, int(h * 0.055))
        height = 40 + sum(img.get_height() for img in self.lines) + 2 * bh + 20
        self.box = pygame.Rect(0, 0, width, min(height, int(h * 0.9)))
        self.box.center = (w // 2, h // 2)
        self.group.layout_row((self.box.centerx, self.box.bottom - bh), bh, self.box.width - 40,
                              self.app.text, self.font_size)

    def close(self) -> None:
        self.app.stack.remove(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self.close()
            return
        self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 140)
        panel(surface, self.box, 245, 16)
        pygame.draw.rect(surface, GOLD, self.box, width=2, border_radius=16)
        y = self.box.top + 20
        for img in self.lines:
            surface.blit(img, img.get_rect(midtop=(self.box.centerx, y)))
            y += img.get_height()
        self.group.draw(surface, self.app.text, self.font_size)


class LastTrickScene(Overlay):
    """The last trick, card by card, with who played each and who took it."""

    def __init__(self, app: App, table: "TableScene", trick: Any) -> None:
        super().__init__(app, table)
        self.trick = trick
        self.group.set([Button(t("table.last_trick.close"), self.close)])

    def close(self) -> None:
        self.app.stack.remove(self)

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
        lay = self.table.lay
        cards = self.trick.cards
        n = len(cards)
        cw = lay.card_width if lay else 100
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
            name = text.fit(self.table.seat_name(seat), self.font_size, int(cw + gap), INK)
            surface.blit(name, name.get_rect(midtop=(r.centerx, r.bottom + 8)))
            x += cw + gap
        from .table import personal_key

        winner = self.trick.winner
        line = t(personal_key("table.last_trick.won_by", winner), seat=self.table.seat_name(winner),
                 points=t("term.points", count=self.trick.points))
        img = text.fit(line, self.font_size, self.box.width - 40, GOLD, True)
        y = top + art.height(cw) + self.font_size * 2 + 8
        surface.blit(img, img.get_rect(midtop=(self.box.centerx, y)))
        self.group.draw(surface, text, self.font_size)


class HandResultScene(Overlay):
    """End of a hand: each side's points counted up, the result, the match score."""

    def __init__(self, app: App, table: "TableScene", result: Any, step: Any) -> None:
        super().__init__(app, table)
        self.result = result
        self.step = step
        self.clock = 0.0
        self.done = False
        self.duration = COUNT_UP * table.board.factor
        self.group.set([Button(t("result.continue"), self.proceed)])

    @property
    def animating(self) -> bool:
        return self.clock < self.duration or self._auto_pause() is not None

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

    def _auto_pause(self) -> float | None:
        cfg = self.table.config
        if not (cfg.autoplay or self.app.autoplay):
            return None
        return cfg.result_pause if cfg.result_pause is not None else 2.5 * self.table.board.factor

    def update(self, dt: float) -> None:
        self.clock += dt
        pause = self._auto_pause()
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
        self.app.stack.remove(self)
        self.step.release()
        self.table._after_hand()

    def title(self) -> str:
        r = self.result
        table = self.table
        if r.caller is not None:   # chiamata
            made = r.winner == 0
            from .table import personal_key

            key = personal_key("result.bid_made" if made else "result.bid_failed", r.caller)
            return t(key, seat=table.seat_name(r.caller), points=r.points[0], target=r.bid.points)
        if r.winner is None:
            return t("result.hand_drawn")
        if 0 in r.sides[r.winner]:
            return t("result.you_win_hand")
        if len(r.sides) == 2 and len(r.sides[r.winner]) > 1:
            return t("result.they_win_hand")
        return t("result.side_wins_hand", side=table.side_name(r.winner))

    def rows(self) -> list[tuple[str, int]]:
        r = self.result
        table = self.table
        if r.caller is not None:
            names = []
            for side in r.sides:
                names.append(t("table.separator").join(table.seat_name(s) for s in side) or "-")
            return list(zip(names, r.points))
        return [(table.side_name(i), pts) for i, pts in enumerate(r.points)]

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
            parts = sep.join(t("table.score_entry", name=self.table.seat_name(s), points=f"{v:+d}")
                             for s, v in enumerate(r.seat_scores))
            img = text.fit(t("result.match_points", entries=parts), self.font_size, self.box.width - 40, INK)
            surface.blit(img, img.get_rect(midtop=(self.box.centerx, y + 6)))
            y += img.get_height() + 10
        match = text.fit(self.table.match_line(), self.font_size, self.box.width - 40, INK_DIM)
        surface.blit(match, match.get_rect(midtop=(self.box.centerx, y + 10)))
        self.group.draw(surface, text, self.font_size)


class MatchResultScene(Overlay):
    """The match is over: who won, the final tally, and a new match or quit."""

    def __init__(self, app: App, table: "TableScene") -> None:
        super().__init__(app, table)
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
        return self.table.config.autoplay or self.app.autoplay

    def new_match(self) -> None:
        self.app.stack.remove(self)
        self.table.new_match()

    def update(self, dt: float) -> None:
        self.clock += dt
        cfg = self.table.config
        if not (cfg.autoplay or self.app.autoplay) or not self.shown:
            return
        pause = cfg.result_pause if cfg.result_pause is not None else 4.0 * self.table.board.factor
        if self.clock >= pause:
            if cfg.stats.get("quit_after_match"):
                self.app.quit(0)
            else:
                self.new_match()

    def title(self) -> str:
        match = self.table.match
        winners = match.winners or ()
        if not winners:
            return t("result.match_drawn")
        if any(0 in match.sides[w] for w in winners):
            return t("result.you_win_match")
        if len(winners) == 1 and self.table.is_them(winners[0]):
            return t("result.they_win_match")
        names = t("table.separator").join(self.table.side_name(w) for w in winners)
        return t("result.side_wins_match", side=names)

    def draw(self, surface: pygame.Surface) -> None:
        y = self.draw_frame(surface, self.title())
        text = self.app.text
        line = text.fit(self.table.match_line(), self.font_size, self.box.width - 40, INK)
        surface.blit(line, line.get_rect(midtop=(self.box.centerx, y + 10)))
        self.group.draw(surface, text, self.font_size)
