"""The review of a hand: the table replayed trick by trick, each of the person's plays valued.

:class:`ReviewScene` shows one trick at a time: the other hands (face down, or face up with
"show every hand"), the trump and the stock, the trick's cards in playing order (those after
the person's card dimmed: the person had not seen them yet), the person's hand as it was,
each legal card with the points it was worth on average, the played and the best card, the
mark and the reason; a strip of the tricks (coloured by mark) to jump to; and a summary over
it (accuracy, points given away, the three costliest moments, one click each).
Keys: Left/Right a trick, Home/End the first/last, A every hand, S the summary, Esc back.

:class:`HandsScene` lists the last hands kept (from the statistics screen).

The analysis runs in its own process (``app/core/reviews.py``); the screen only polls it.
"""

from __future__ import annotations

import pygame

from briscola_desktop.i18n import format_percent, t
from briscola_desktop.hand_history import KeptHand
from briscola_desktop.review import Decision, HandRecord, HandReview, Verdict, review_from_cache
from briscola_desktop.rules import SaveError
from briscola_desktop.review.timeline import TrickStep, timeline

from ..core.nav import Screen
from ..core.reviews import Reviews
from ..core.scene import App, Scene
from ..ui.metrics import Metrics, draw_screen_title
from ..ui.widgets import FELT, GOLD, INK, INK_DIM, PANEL, RED, Button, ButtonGroup, panel
from ..core.wording import (
    PERSON,
    TableWords,
    moment_text,
    points_value,
    reason_text,
    seat_name,
    variant_title,
    verdict_name,
)

ORANGE = (236, 146, 60)
GREEN = (120, 200, 120)
PLAYED = (120, 180, 255)
VERDICT_COLOUR = {Verdict.GOOD: GREEN, Verdict.INACCURACY: INK, Verdict.MISTAKE: ORANGE,
                  Verdict.BLUNDER: RED, Verdict.FORCED: INK_DIM}


class ReviewScene(Scene):
    """One hand, trick by trick, with the computer's analysis of the person's plays."""

    def __init__(self, app: App, reviews: Reviews, record: HandRecord, *, start_summary: bool = False) -> None:
        super().__init__(app)
        self.reviews = reviews
        self.record = record
        self.review: HandReview | None = None
        self.steps: list[TrickStep] = timeline(record)
        self.index = 0
        self.show_all = False
        self.show_summary = start_summary
        self.words = TableWords(record.variant.players, record.variant.sides, app.cards.style)
        self.m = Metrics.for_size(app.size)
        self.buttons = ButtonGroup()
        self.summary_buttons = ButtonGroup()
        self.strip: list[pygame.Rect] = []
        reviews.start(record, first=True)
        self._take_review()

    # -- the analysis -------------------------------------------------------------------------
    def _take_review(self) -> None:
        review = self.reviews.review(self.record)
        if review is not None and self.review is None:
            self.review = review
            self.steps = timeline(self.record, review)
            self._build_buttons()
            self.app.invalidate()

    def update(self, dt: float) -> None:
        if self.review is None:
            before = self.reviews.progress(self.record)
            self._take_review()
            if self.reviews.progress(self.record) != before:
                self.app.invalidate()

    @property
    def animating(self) -> bool:
        # Poll the analysis a few times a second while it runs (the loop otherwise sleeps).
        return self.review is None and self.reviews.failed(self.record) is None

    # -- navigation ---------------------------------------------------------------------------
    def go(self, index: int) -> None:
        self.index = max(0, min(len(self.steps) - 1, index))
        self.app.invalidate()

    def toggle_all(self) -> None:
        self.show_all = not self.show_all
        self._build_buttons()

    def toggle_summary(self) -> None:
        self.show_summary = not self.show_summary
        self._build_buttons()

    def jump_to(self, decision: Decision) -> None:
        self.show_summary = False
        self.go(decision.trick)
        self._build_buttons()

    def back(self) -> None:
        self.app.stack.remove(self)

    # -- layout -------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self.m = m = Metrics.for_size(size)
        self._build_buttons()
        # Areas and card widths are worked out here, and the card images made for them, so a
        # frame only blits (a new width would rasterise every face inside a frame).
        w, h = size
        top = m.margin // 2 + 8 + m.title + m.gap * 2
        bottom = self.strip[0].top - m.gap if self.strip else h - 2 * m.row
        self.table_area = pygame.Rect(m.margin, top, int(w * 0.6) - m.margin, bottom - top)
        self.side_area = pygame.Rect(self.table_area.right + m.margin, top, w - self.table_area.right - 2 * m.margin,
                                     bottom - top)
        area = self.table_area
        n = self.record.variant.players
        self.small_w = self._card_width(pygame.Rect(0, 0, area.width * 0.7, area.height * 0.42), (n - 1) * 1.25, 8)
        art = self.app.cards
        self.mid_top = area.top + m.gap + (n - 1) * (art.height(self.small_w) + m.gap) + m.gap
        self.card_w = self._card_width(pygame.Rect(0, 0, area.width, area.bottom - self.mid_top), 2.9, max(6, n + 2))
        self.trump_w = 4 * (int(self.card_w * 0.8) // 4)
        width = self.side_area.width - m.gap * 4
        self.gone_w = max(20, min(48, (width - 9 * 3) // 10))
        # Faces at each width, made now (not ``prepare``, which would drop the table's widths
        # beneath this screen and make its next frame rasterise them again).
        for width in (self.small_w, self.card_w, self.trump_w, self.gone_w):
            art.back(width)
            for c in self.record.variant.deck:
                art.face(c, width)

    def _build_buttons(self) -> None:
        m = self.m
        w, h = self.app.size
        self.buttons.set([
            Button("<", lambda: self.go(self.index - 1)),
            Button(">", lambda: self.go(self.index + 1)),
            Button(t("review.only_yours") if self.show_all else t("review.show_all"), self.toggle_all),
            Button(t("review.summary.title"), self.toggle_summary, enabled=self.review is not None),
            Button(t("review.back"), self.back),
        ])
        bar_y = h - m.margin // 2 - m.row // 2
        self.buttons.layout_row((w // 2, bar_y), m.row, w - 2 * m.margin, self.app.text, m.body, gap=16)
        # The trick strip above the buttons: one box per trick, coloured by the person's mark.
        n = len(self.steps)
        box = max(18, min(round(40 * m.scale), (w - 2 * m.margin) // max(1, n) - 6))
        total = n * box + (n - 1) * 6
        x = (w - total) // 2
        y = bar_y - m.row // 2 - m.gap - box
        self.strip = [pygame.Rect(x + i * (box + 6), y, box, box) for i in range(n)]
        self.summary_buttons.set([])
        if self.review is not None and self.show_summary:
            moments = self.review.costliest(3)
            self.summary_buttons.set([Button(moment_text(d, self.app.cards.style), lambda d=d: self.jump_to(d))
                                      for d in moments] + [Button(t("review.close_summary"), self.toggle_summary)])
            box_rect = self._summary_box()
            y = box_rect.top + self._summary_head_height()
            for b in self.summary_buttons.buttons:
                b.rect = pygame.Rect(box_rect.left + m.margin, y, box_rect.width - 2 * m.margin, m.row)
                y += m.row + m.gap
        self.app.invalidate()

    def _summary_lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        """The summary's text lines: accuracy, what it means, points given away, the moments' heading, notes."""
        review = self.review
        accuracy = review.accuracy
        lines = [(t("review.summary.accuracy", percent=format_percent(accuracy) if accuracy is not None else "-"),
                  INK, True),
                 (t("review.summary.accuracy_help"), INK_DIM, False),
                 (t("review.summary.given_away", count=round(review.points_given_away)), INK, True)]
        lines += [(t(note), INK_DIM, False) for note in review.notes]
        lines.append((t("review.summary.costliest") if review.costliest(3) else t("review.summary.no_mistakes"),
                      GOLD, True))
        return lines

    def _summary_head_height(self) -> int:
        m = self.m
        return m.gap * 4 + m.title + len(self._summary_lines()) * (m.body + m.gap * 2)

    def _summary_box(self) -> pygame.Rect:
        w, h = self.app.size
        m = self.m
        rows = len(self.summary_buttons.buttons)
        height = self._summary_head_height() + rows * (m.row + m.gap) + m.margin // 2
        box = pygame.Rect(0, 0, min(w - 2 * m.margin, round(760 * m.scale) + 120), min(h - 2 * m.margin, height))
        box.center = (w // 2, h // 2)
        return box

    # -- input --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.show_summary:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_s):
                self.toggle_summary()
                return
            self.summary_buttons.handle(event)
            return
        if event.type == pygame.KEYDOWN:
            action = {pygame.K_LEFT: lambda: self.go(self.index - 1), pygame.K_RIGHT: lambda: self.go(self.index + 1),
                      pygame.K_HOME: lambda: self.go(0), pygame.K_END: lambda: self.go(len(self.steps) - 1),
                      pygame.K_a: self.toggle_all, pygame.K_ESCAPE: self.back}.get(event.key)
            if event.key == pygame.K_s and self.review is not None:
                action = self.toggle_summary
            if action is not None:
                action()
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.strip):
                if r.collidepoint(event.pos):
                    self.go(i)
                    return
        if event.type == pygame.MOUSEWHEEL:
            self.go(self.index - event.y)
            return
        self.buttons.handle(event)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        m = self.m
        w, h = surface.get_size()
        text = self.app.text
        style = self.app.cards.style
        title = f"{t('review.title')} · {variant_title(self.record.variant.name, style)}"
        top = draw_screen_title(surface, text, m, title)
        if not self.steps:
            img = text.fit(t("review.empty"), m.body, w - 2 * m.margin, INK)
            surface.blit(img, img.get_rect(center=(w // 2, h // 2)))
            self.buttons.draw(surface, text, m.body)
            return
        step = self.steps[self.index]
        self._draw_table(surface, self.table_area, step)
        self._draw_side(surface, self.side_area, step)
        self._draw_strip(surface)
        self.buttons.draw(surface, text, m.body)
        if self.show_summary and self.review is not None:
            self._draw_summary(surface)

    def _card_width(self, area: pygame.Rect, rows: float, across: int) -> int:
        art = self.app.cards
        ratio = art.height(100) / 100
        by_h = area.height / rows / ratio
        by_w = area.width / (across + 1)
        return max(28, 4 * int(min(by_h, by_w, 150) / 4))

    def _draw_table(self, surface: pygame.Surface, area: pygame.Rect, step: TrickStep) -> None:
        m, text, art = self.m, self.app.text, self.app.cards
        panel(surface, area, alpha=70)
        n = self.record.variant.players
        others = [s for s in range(1, n)]
        # The other hands on top, small; the trick in the middle; the person's hand below.
        small = self.small_w
        y = area.top + m.gap
        for seat in others:
            name = text.fit(seat_name(n, seat), m.small, int(area.width * 0.22), INK_DIM)
            surface.blit(name, (area.left + m.gap, y + m.gap))
            x = area.left + int(area.width * 0.25)
            for c in step.hands[seat]:
                img = art.face(c, small) if (self.show_all or self.record.variant.open_hands) else art.back(small)
                surface.blit(img, (x, y))
                x += int(small * 0.72)
            y += art.height(small) + m.gap
        # The trump under the stock and the stock's size.
        mid_top = self.mid_top
        cw = self.card_w
        if step.trump_card is not None:
            face = art.face(step.trump_card, self.trump_w)
            surface.blit(face, (area.left + m.gap, mid_top))
            # On as many lines as the column between the edge and the trick needs ("34 cartes /
            # restantes" at 800x600): never shrunk below reading size into the trick's cards.
            y = mid_top + face.get_height() + 4
            for line in text.wrap(t("term.cards_left", count=step.stock_size), m.small,
                                  int(cw * 1.4) - 2 * m.gap, INK_DIM):
                surface.blit(line, (area.left + m.gap, y))
                y += line.get_height()
        # The trick in playing order; cards after the person's were not seen when they chose.
        mine = next((i for i, (s, _c) in enumerate(step.cards) if s == PERSON), len(step.cards))
        x = area.left + int(cw * 1.4)
        for i, (seat, c) in enumerate(step.cards):
            face = art.face(c, cw)
            rect = face.get_rect(topleft=(x, mid_top))
            if seat == step.winner:
                pygame.draw.rect(surface, GOLD, rect.inflate(8, 8), width=3, border_radius=8)
            surface.blit(face, rect)
            if i > mine:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((0, 0, 0, 110))
                surface.blit(shade, rect)
            name = text.fit(self.words.seat(seat), m.small, cw + 10, INK if seat != PERSON else PLAYED)
            surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.bottom + 6)))
            x += cw + m.gap * 2
        won = t("table.last_trick.won_by_you" if step.winner == PERSON else "table.last_trick.won_by",
                seat=self.words.seat(step.winner), points=t("term.points", count=step.points))
        img = text.fit(won, m.small, area.width - int(cw * 1.6), GOLD)
        surface.blit(img, (area.left + int(cw * 1.4), mid_top + art.height(cw) + m.small + 12))
        # The person's hand as the trick began, each card with its value.
        decision = step.decision
        hand = step.hands[PERSON]
        hy = area.bottom - art.height(cw) - m.small * 2 - m.gap * 2
        x = area.left + (area.width - len(hand) * (cw + m.gap)) // 2
        for c in hand:
            face = art.face(c, cw)
            rect = face.get_rect(topleft=(x, hy))
            surface.blit(face, rect)
            if decision is not None:
                if c == decision.played:
                    pygame.draw.rect(surface, PLAYED, rect.inflate(8, 8), width=3, border_radius=8)
                if self.review is not None and c == decision.best and decision.judged:
                    pygame.draw.rect(surface, GOLD, rect.inflate(16, 16), width=3, border_radius=10)
                value = decision.values.get(c) if self.review is not None and decision.judged else None
                if value is not None:
                    # Against the top card: the same scale at every trick, whatever the search's baseline.
                    top = max(decision.values.values())
                    v = text.render(points_value(value - top), m.small, GOLD if c == decision.best else INK, True)
                    surface.blit(v, v.get_rect(midtop=(rect.centerx, rect.bottom + 8)))
                    tag = t("review.played") if c == decision.played else t("review.best") \
                        if c == decision.best else ""
                    if tag:
                        timg = text.fit(tag, m.small, cw + 10, PLAYED if c == decision.played else GOLD)
                        surface.blit(timg, timg.get_rect(midtop=(rect.centerx, rect.bottom + 10 + m.small)))
            x += cw + m.gap

    def _draw_side(self, surface: pygame.Surface, area: pygame.Rect, step: TrickStep) -> None:
        m, text, art = self.m, self.app.text, self.app.cards
        panel(surface, area, alpha=120)
        x, y, width = area.left + m.gap * 2, area.top + m.gap * 2, area.width - m.gap * 4
        head = text.fit(t("review.trick_of", number=step.number + 1, total=len(self.steps)), m.body, width, GOLD,
                        True)
        surface.blit(head, (x, y))
        y += head.get_height() + m.gap
        decision = step.decision
        if self.review is None:
            failed = self.reviews.failed(self.record)
            done, total = self.reviews.progress(self.record) or (0, 0)
            line = failed if failed is not None else t("review.analysing", done=done, total=total or "…")
            for img in text.wrap(line, m.small, width, INK):
                surface.blit(img, (x, y))
                y += img.get_height()
        elif decision is not None:
            if decision.judged:
                for img in text.wrap(t("review.values_note"), m.small, width, INK_DIM):
                    surface.blit(img, (x, y))
                    y += img.get_height()
                y += m.gap
            colour = VERDICT_COLOUR[decision.verdict]
            img = text.fit(verdict_name(decision.verdict), m.body, width, colour, True)
            surface.blit(img, (x, y))
            y += img.get_height() + m.gap
            if decision.judged and decision.verdict is not Verdict.GOOD:
                cost = text.fit(t("review.cost", count=round(decision.cost)), m.small, width, INK)
                surface.blit(cost, (x, y))
                y += cost.get_height() + m.gap
            for reason in decision.reasons[:2]:
                for img in text.wrap(reason_text(reason, art.style), m.small, width, INK):
                    surface.blit(img, (x, y))
                    y += img.get_height()
                y += m.gap
        for note in (self.review.notes if self.review is not None else ()):
            for img in text.wrap(t(note), m.small, width, INK_DIM):
                surface.blit(img, (x, y))
                y += img.get_height()
            y += m.gap
        # The cards already gone before this trick, small.
        gone = [c for s in self.steps[:step.number] for _seat, c in s.cards]
        if gone and y < area.bottom - 40:
            label = text.fit(t("review.gone", count=len(gone)), m.small, width, INK_DIM)
            surface.blit(label, (x, y))
            y += label.get_height() + 4
            per_row = 10
            cw = self.gone_w
            ch = art.height(cw)
            for i, c in enumerate(gone):
                r, col = divmod(i, per_row)
                cy = y + r * (ch // 2 + 3)
                if cy + ch // 2 > area.bottom - m.gap:
                    break
                surface.blit(art.face(c, cw), (x + col * (cw + 3), cy), area=pygame.Rect(0, 0, cw, ch // 2))

    def _draw_strip(self, surface: pygame.Surface) -> None:
        text = self.app.text
        for i, (rect, step) in enumerate(zip(self.strip, self.steps)):
            d = step.decision
            colour = PANEL
            if self.review is not None and d is not None and d.verdict in (Verdict.MISTAKE, Verdict.BLUNDER):
                colour = VERDICT_COLOUR[d.verdict]
            pygame.draw.rect(surface, colour, rect, border_radius=4)
            if i == self.index:
                pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), width=2, border_radius=5)
            num = text.fit(str(i + 1), max(12, rect.height // 2), rect.width - 2, INK)
            surface.blit(num, num.get_rect(center=rect.center))

    def _draw_summary(self, surface: pygame.Surface) -> None:
        m, text = self.m, self.app.text
        box = self._summary_box()
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        panel(surface, box, alpha=255, radius=16)   # opaque: the trick beneath never shows through
        pygame.draw.rect(surface, GOLD, box, width=2, border_radius=16)
        x, y, width = box.left + m.margin, box.top + m.gap * 2, box.width - 2 * m.margin
        img = text.fit(t("review.summary.title"), m.title, width, GOLD, True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y = box.top + m.gap * 4 + m.title
        for words, colour, bold in self._summary_lines():
            img = text.fit(words, m.body, width, colour, bold)
            surface.blit(img, (x, y))
            y += m.body + m.gap * 2
        self.summary_buttons.draw(surface, text, m.body)


class HandsScene(Scene):
    """The last hands kept for review, newest first; a click opens one."""

    escape_goes_back = True

    def __init__(self, app: App, reviews: Reviews) -> None:
        super().__init__(app)
        self.reviews = reviews
        self.hands = reviews.kept()
        self.m = Metrics.for_size(app.size)
        #: One group, so one focus: the hands (newest first), then Back.
        self.buttons = ButtonGroup()
        self.row_count = 0

    def layout(self, size: tuple[int, int]) -> None:
        m = self.m = Metrics.for_size(size)
        w, h = size
        style = self.app.cards.style
        rows = []
        for kept in self.hands:
            final = kept.record.replay()
            score = " · ".join(str(p) for p in final.points)
            when = kept.ended.replace("T", " ")[:16]
            label = f"{when}   {variant_title(kept.record.variant.name, style)}   {score}"
            accuracy = self._accuracy(kept)
            if accuracy is not None:
                label += "   " + t("review.summary.accuracy", percent=format_percent(accuracy))
            rows.append(Button(label, lambda r=kept.record: self.app.nav.open(Screen.REVIEW, record=r)))
        top = m.margin // 2 + 8 + m.title + m.gap * 3
        room = h - top - m.row - m.margin
        row_h = max(20, min(round(m.row * 0.8), room // max(1, len(rows)) - 4))
        for i, b in enumerate(rows):
            b.rect = pygame.Rect(m.margin * 2, top + i * (row_h + 4), w - 4 * m.margin, row_h)
        back = ButtonGroup([Button(t("review.back"), self.back)])
        back.layout_row((w // 2, h - m.margin // 2 - m.row // 2), m.row, w, self.app.text, m.body)
        self.row_count = len(rows)
        self.buttons.set(rows + back.buttons)

    def update(self, dt: float) -> None:
        # Analyses finishing in the background show their accuracy in the list as they come.
        if self.reviews.jobs:
            before = len(self.reviews.done)
            self.reviews.poll()
            if len(self.reviews.done) != before:
                self.hands = self.reviews.kept()
                self.layout(self.app.size)
                self.app.invalidate()

    def resume(self) -> None:
        self.hands = self.reviews.kept()
        self.layout(self.app.size)

    @property
    def animating(self) -> bool:
        return bool(self.reviews.jobs) or bool(self.reviews.waiting)

    @staticmethod
    def _accuracy(kept: KeptHand) -> float | None:
        if kept.cache is None:
            return None
        try:
            return review_from_cache(kept.record, kept.cache).accuracy
        except SaveError:
            return None

    def handle(self, event: pygame.event.Event) -> None:
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        m = self.m
        draw_screen_title(surface, self.app.text, m, t("review.history"))
        if not self.hands:
            img = self.app.text.fit(t("review.empty"), m.body, surface.get_width() - 2 * m.margin, INK)
            surface.blit(img, img.get_rect(center=(surface.get_width() // 2, surface.get_height() // 2)))
        for i, b in enumerate(self.buttons.buttons):
            b.draw(surface, self.app.text, m.small if i < self.row_count else m.body)
