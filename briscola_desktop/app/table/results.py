"""The result dialogs over the table: a hand's detail (points counted up, the counting cards each side
took), the hand result (Continue deals the next hand) and the match result (Rematch, Main menu...).

Each gets the data it shows and callbacks for its buttons; ``notes`` (a table with friends) are
lines asked for every frame, shown under the match line: who has read the result, who wants a
rematch. ``auto_pause`` (seconds, or None to wait for the person) lets the autoplay demo and the
self-test move on by themselves.
"""

from __future__ import annotations

from typing import Callable

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.play.port import MatchStanding
from briscola_desktop.rules import Card, HandResult
from briscola_desktop.rules.cards import TOTAL_POINTS

from .anim import ease_out_cubic
from ..core.cardart import CardArt
from ..core.scene import App
from ..ui.card_rows import (CardRows, draw_magnified, draw_rows, lay_out, magnified_width, readable_width,
                             rows_height)
from ..ui.dialog import Dialog, dialog_width
from ..ui.widgets import GOLD, INK, INK_DIM, Button
from ..core.wording import PERSON, TableWords

COUNT_UP = 1.2   # seconds to count the points up, at normal speed


class HandDetail:
    """One hand's outcome as a player counts it: a row per side with its points counted up as a bar,
    the counting cards it took as small cards beneath, then chiamata's match points for the deal.

    Shown by the hand result, and by the match result after the deciding hand (one dialog, not two)."""

    def __init__(self, app: App, result: HandResult, words: TableWords, *,
                 taken: tuple[tuple[Card, ...], ...] = (), art: CardArt | None = None) -> None:
        self.app = app
        self.result = result
        self.words = words
        #: Per side, the counting cards it took (shown as small cards adding up to its points).
        self.taken = taken
        self.art = art

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
        return t("result.side_wins_hand", side=words.side_in_sentence(r.winner))

    def rows(self) -> list[tuple[str, int]]:
        r = self.result
        words = self.words
        if r.caller is not None:
            names = []
            for side in r.sides:
                names.append(t("table.separator").join(words.seat(s) for s in side) or "-")
            return list(zip(names, r.points))
        return [(words.side(i), pts) for i, pts in enumerate(r.points)]

    def shows_cards(self) -> bool:
        return self.art is not None and len(self.taken) == len(self.rows())

    def mini_width(self) -> int:
        """The small cards' width: their corner index reads at this window size."""
        return readable_width(self.app.size[1])

    def cards_width(self) -> int:
        """The width a side's cards are laid out in: the panel's, less its margins."""
        return dialog_width(self.app.size) - 60

    def cards_height(self, side: int) -> int:
        """Pixels a side's counting cards take (their rows), or its "no counting cards" line."""
        if not self.shows_cards():
            return 0
        assert self.art is not None
        mw = self.mini_width()
        cards = self.taken[side]
        return (rows_height(len(cards), self.cards_width(), mw, self.art.height(mw)) if cards
                else self.row_height(18)) + 6

    def row_height(self, font_size: int) -> int:
        return int(font_size * 1.8)

    def height(self, font_size: int) -> int:
        """Pixels the rows and the match-points line take (``draw`` uses no more)."""
        points_line = font_size + 16 if self.result.seat_scores is not None else 0
        return sum(self.row_height(font_size) + self.cards_height(k) for k in range(len(self.rows()))) + points_line

    def taken_rows(self, box: pygame.Rect, y: int, font_size: int) -> list[CardRows | None]:
        """Where each side's counting cards go when the rows are drawn from ``y`` in ``box``."""
        out: list[CardRows | None] = []
        mw = self.mini_width()
        for k in range(len(self.rows())):
            y += self.row_height(font_size)
            if self.shows_cards() and self.taken[k]:
                assert self.art is not None
                out.append(lay_out(self.taken[k], (box.left + 30, y), self.cards_width(), mw, self.art.height(mw)))
            else:
                out.append(None)
            y += self.cards_height(k)
        return out

    def draw(self, surface: pygame.Surface, box: pygame.Rect, y: int, font_size: int, progress: float) -> int:
        """Draw from ``y`` inside ``box``, the points counted up to ``progress`` (0..1); the y below."""
        text = self.app.text
        rows = self.rows()
        best = max(v for _, v in rows) if rows else 0
        row_h = self.row_height(font_size)
        taken = self.taken_rows(box, y, font_size)
        bar_w = int(box.width * 0.42)
        for k, (name, value) in enumerate(rows):
            shown = round(value * progress)
            name_img = text.fit(name, font_size, int(box.width * 0.3), INK, True)
            surface.blit(name_img, name_img.get_rect(midleft=(box.left + 30, y + row_h // 2)))
            bar = pygame.Rect(box.left + int(box.width * 0.36), y + row_h // 4,
                              int(bar_w * shown / TOTAL_POINTS), row_h // 2)
            pygame.draw.rect(surface, GOLD if value == best else INK_DIM, bar, border_radius=4)
            num = text.render(str(shown), font_size, INK, True)
            surface.blit(num, num.get_rect(midright=(box.right - 30, y + row_h // 2)))
            y += row_h
            if self.shows_cards():
                if taken[k] is not None:
                    assert self.art is not None
                    draw_rows(surface, self.art, taken[k])
                else:
                    img = text.render(t("result.no_counting_cards"), max(14, font_size - 2), INK_DIM)
                    surface.blit(img, (box.left + 30, y + 2))
                y += self.cards_height(k)
        r = self.result
        if r.seat_scores is not None:
            if progress >= 1.0:
                sep = t("table.separator")
                parts = sep.join(t("table.score_entry", name=self.words.seat(s), points=f"{v:+d}")
                                 for s, v in enumerate(r.seat_scores))
                img = text.fit(t("result.match_points", entries=parts), font_size, box.width - 40, INK)
                surface.blit(img, img.get_rect(midtop=(box.centerx, y + 6)))
            y += font_size + 16
        return y

    def prepare(self) -> None:
        """Make the counting cards' faces at the small and the magnified width now, not in a frame."""
        if not self.shows_cards():
            return
        assert self.art is not None
        mw = self.mini_width()
        for width in (mw, magnified_width(mw, self.app.size)):
            for cards in self.taken:
                for c in cards:
                    self.art.face(c, width)

    def draw_pointed(self, surface: pygame.Surface, box: pygame.Rect, y: int, font_size: int,
                     pointer: tuple[int, int] | None) -> None:
        """The counting card under ``pointer`` magnified (rows drawn from ``y`` in ``box``), over everything."""
        if pointer is None or self.art is None:
            return
        for rows in self.taken_rows(box, y, font_size):
            if rows is not None and rows.card_at(pointer) is not None:
                draw_magnified(surface, self.art, rows, rows.card_at(pointer))
                return


class ResultNotes:
    """Lines a result dialog shows under the match line, asked for every frame (at a table with friends:
    who has read the result, who wants a rematch); a change lays the dialog out again."""

    def __init__(self, app: App, lines: Callable[[], list[str]]) -> None:
        self.app = app
        self.lines = lines
        self.shown: list[str] = lines()

    def changed(self) -> bool:
        now = self.lines()
        if now == self.shown:
            return False
        self.shown = now
        self.app.invalidate()
        return True

    def height(self, font_size: int) -> int:
        return len(self.shown) * (font_size + 8)

    def draw(self, surface: pygame.Surface, box: pygame.Rect, y: int, font_size: int) -> None:
        for line in self.shown:
            img = self.app.text.fit(line, font_size, box.width - 40, GOLD)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y + 8)))
            y += font_size + 8


def count_input(scene: HandResultScene | MatchResultScene, event: pygame.event.Event) -> bool:
    """What a result dialog does first with an event: the pointer shows the counting card under it
    magnified, and the first click or key while the points count up finishes the count (True: that
    event is spent)."""
    if event.type == pygame.MOUSEMOTION:
        scene.pointer = event.pos
    if scene.clock < scene.duration and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
        scene.clock = scene.duration
        return True
    return False


class HandResultScene(Dialog):
    """End of a hand that does not decide the match: each side's points counted up, the counting
    cards it took, the result, the match score; Continue deals the next hand."""

    def __init__(self, app: App, detail: HandDetail, match_line: Callable[[], str], *,
                 duration_factor: float, auto_pause: float | None, on_done: Callable[[], object],
                 on_review: Callable[[], object] | None = None, notes: Callable[[], list[str]] = list) -> None:
        super().__init__(app)
        self.detail = detail
        self.match_line = match_line
        self.notes = ResultNotes(app, notes)
        self.auto_pause = auto_pause
        self.on_done = on_done
        self.clock = 0.0
        self.done = False
        self.pointer: tuple[int, int] | None = None
        self.duration = COUNT_UP * duration_factor
        buttons = [Button(t("result.continue"), self.proceed)]
        if on_review is not None:   # the analysis of this hand, one click away
            buttons.append(Button(t("review.open"), on_review))
        self.group.set(buttons)

    @property
    def result(self) -> HandResult:
        return self.detail.result

    @property
    def taken(self) -> tuple[tuple[Card, ...], ...]:
        return self.detail.taken

    def shows_cards(self) -> bool:
        return self.detail.shows_cards()

    @property
    def animating(self) -> bool:
        return self.clock < self.duration or self.auto_pause is not None

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.fit(size, self.detail.height(self.font_size) + self.font_size + 16 + self.notes.height(self.font_size))
        self.detail.prepare()

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.notes.changed():
            self.layout(self.app.size)
        pause = self.auto_pause
        if pause is not None and self.clock >= max(pause, self.duration) and self.shown:
            self.proceed()

    def handle(self, event: pygame.event.Event) -> None:
        if count_input(self, event):
            return
        self.group.handle(event)

    def proceed(self) -> None:
        if self.done:
            return
        self.done = True
        self.close()
        self.on_done()

    def title(self) -> str:
        return self.detail.title()

    def draw(self, surface: pygame.Surface) -> None:
        top = self.draw_frame(surface, self.title())
        p = 1.0 if self.duration <= 0 else ease_out_cubic(self.clock / self.duration)
        y = self.detail.draw(surface, self.box, top, self.font_size, p)
        match = self.app.text.fit(self.match_line(), self.font_size, self.box.width - 40, INK_DIM)
        surface.blit(match, match.get_rect(midtop=(self.box.centerx, y + 10)))
        self.notes.draw(surface, self.box, match.get_rect(midtop=(self.box.centerx, y + 10)).bottom, self.font_size)
        self.group.draw(surface, self.app.text, self.font_size)
        self.detail.draw_pointed(surface, self.box, top, self.font_size, self.pointer)


class MatchResultScene(Dialog):
    """The match is over: who won, the final tally, and where to go next - a rematch at the same
    table, the main menu or the statistics (Esc: the main menu). Never a dead end.

    After the deciding hand it also shows that hand's detail (``detail``: the points counted up and
    the counting cards each side took) and offers its review: one dialog, not a hand result first."""

    def __init__(self, app: App, match: MatchStanding, words: TableWords, match_line: Callable[[], str], *,
                 auto_pause: float | None, on_new_match: Callable[[], None],
                 on_main_menu: Callable[[], None], on_statistics: Callable[[], None] | None,
                 on_auto: Callable[[], None] | None = None, detail: HandDetail | None = None,
                 duration_factor: float = 0.0, on_review: Callable[[], object] | None = None,
                 on_lobby: Callable[[], None] | None = None, notes: Callable[[], list[str]] = list) -> None:
        super().__init__(app)
        self.notes = ResultNotes(app, notes)
        self.match = match
        self.words = words
        self.match_line = match_line
        self.auto_pause = auto_pause
        self.on_new_match = on_new_match
        self.on_main_menu = on_main_menu
        self.on_statistics = on_statistics
        self.on_auto = on_auto
        self.detail = detail
        self.clock = 0.0
        self.pointer: tuple[int, int] | None = None
        self.duration = COUNT_UP * duration_factor if detail is not None else 0.0
        buttons = [Button(t("result.rematch"), self.new_match)]
        if on_lobby is not None:   # a table with friends: the same seats in the lobby, to start again
            buttons.append(Button(t("result.back_to_lobby"), lambda: (self.close(), on_lobby())))
        buttons.append(Button(t("result.main_menu"), self.main_menu))
        if on_statistics is not None:
            buttons.append(Button(t("result.statistics"), self.statistics))
        if on_review is not None:
            buttons.append(Button(t("review.open"), on_review))
        self.group.set(buttons)

    def main_menu(self) -> None:
        """The title (going home takes this dialog off too); a question asked first keeps it open on No."""
        self.on_main_menu()

    def statistics(self) -> None:
        if self.on_statistics is not None:
            self.close()
            self.on_statistics()

    def handle(self, event: pygame.event.Event) -> None:
        if count_input(self, event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.main_menu()
            return
        self.group.handle(event)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        content = self.font_size + 20 + self.notes.height(self.font_size)   # the match line, the notes
        if self.detail is not None:                       # the hand's own title, then its rows
            content += self.font_size + 12 + self.detail.height(self.font_size)
            self.detail.prepare()
        self.fit(size, content)

    @property
    def animating(self) -> bool:
        return self.clock < self.duration or self.auto_pause is not None

    def new_match(self) -> None:
        self.close()
        self.on_new_match()

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.notes.changed():
            self.layout(self.app.size)
        if self.auto_pause is None or not self.shown:
            return
        if self.clock >= max(self.auto_pause, self.duration):
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
        return t("result.side_wins_match", side=self.words.side_in_sentence(winners[0]))

    def draw(self, surface: pygame.Surface) -> None:
        y = self.draw_frame(surface, self.title())
        text = self.app.text
        if self.detail is not None:
            sub = text.fit(self.detail.title(), self.font_size, self.box.width - 40, INK, True)
            surface.blit(sub, sub.get_rect(midtop=(self.box.centerx, y)))
            p = 1.0 if self.duration <= 0 else ease_out_cubic(self.clock / self.duration)
            top = y + self.font_size + 12
            y = self.detail.draw(surface, self.box, top, self.font_size, p)
        line = text.fit(self.match_line(), self.font_size, self.box.width - 40, INK)
        where = line.get_rect(midtop=(self.box.centerx, y + 10))
        surface.blit(line, where)
        self.notes.draw(surface, self.box, where.bottom, self.font_size)
        self.group.draw(surface, text, self.font_size)
        if self.detail is not None:
            self.detail.draw_pointed(surface, self.box, top, self.font_size, self.pointer)
