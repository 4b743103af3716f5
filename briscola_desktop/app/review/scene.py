"""The review of a hand: the table replayed trick by trick, each of the person's plays valued.

:class:`ReviewScene` shows one trick at a time: the other hands (face down, or face up with
"show every hand"), the trump and the stock, the trick's cards in playing order (those after
the person's card dimmed: the person had not seen them yet), the person's hand as it was,
each legal card with the points it was worth on average, the played and the best card, the
mark and the reason; a strip of the tricks (coloured by mark) to jump to; and a summary over
it (accuracy, points given away, the three costliest moments, one click each).
Keys: Left/Right a trick, Home/End the first/last, A every hand, S the summary, Esc back.

The table's shape: :class:`~.input.ReviewInput` turns keys and clicks into the scene's intents,
``update`` polls the analysis (it runs in its own process, ``app/core/reviews.py``) and builds
the :class:`~.view.ReviewModel`, and ``view`` paints it. The list of kept hands is ``hands.py``.
"""

from __future__ import annotations

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.review import Decision, HandRecord, HandReview
from briscola_desktop.review.timeline import TrickStep, timeline

from ..core.reviews import Reviews
from ..core.scene import App, Scene
from ..core.wording import TableWords, moment_text
from ..ui.card_rows import MIN_READABLE, magnified_widths, readable_width
from ..ui.metrics import Metrics
from ..ui.widgets import Button, ButtonGroup
from .input import ReviewInput
from .view import ReviewModel, ReviewMoment, ReviewPlaces, build_model, draw_review, summary_lines


class ReviewScene(Scene):
    """One hand, trick by trick, with the computer's analysis of the person's plays."""

    escape_goes_back = True

    def __init__(self, app: App, reviews: Reviews, record: HandRecord, *, start_summary: bool = False,
                 words: TableWords | None = None) -> None:
        super().__init__(app)
        self.reviews = reviews
        self.record = record
        self.review: HandReview | None = None
        self.steps: list[TrickStep] = timeline(record)
        self.index = 0
        self.show_all = False
        self.show_summary = start_summary
        # The seats named as the table named them (a table with friends: by the players' names).
        self.words = words or TableWords(record.variant.players, record.variant.sides, app.cards.style)
        self.m = Metrics.for_size(app.size)
        self.buttons = ButtonGroup()
        self.summary_buttons = ButtonGroup()
        self.strip: list[pygame.Rect] = []
        self.summary_box = pygame.Rect(0, 0, 0, 0)
        self.input = ReviewInput(self)
        self.pointer: tuple[int, int] | None = None
        reviews.start(record, first=True)
        self._take_review()
        self.model: ReviewModel = self._model()

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
        self.model = self._model()

    def _model(self) -> ReviewModel:
        analysing = self.review is None
        now = ReviewMoment(tuple(self.steps), self.index, self.review,
                           self.reviews.progress(self.record) if analysing else None,
                           self.reviews.failed(self.record) if analysing else None, self.show_all, self.show_summary,
                           self.app.settings.sort_hand)
        return build_model(now, self.record.variant, self.words, self.app.cards.style)

    @property
    def analysed(self) -> bool:
        return self.review is not None

    @property
    def last(self) -> int:
        return len(self.steps) - 1

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
        """Esc: close the summary, else leave the review."""
        if self.show_summary:
            self.toggle_summary()
        else:
            self.leave()

    def leave(self) -> None:
        self.app.stack.remove(self)

    def trick_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, r in enumerate(self.strip) if r.collidepoint(pos)), None)

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
        self.gone_w = readable_width(h)
        # Faces at each width, made now (not ``prepare``, which would drop the table's widths
        # beneath this screen and make its next frame rasterise them again); the cards gone may be
        # drawn at the smallest readable width when their rows are short of room, and magnified.
        for width in (self.small_w, self.card_w, self.trump_w, self.gone_w, MIN_READABLE,
                      *magnified_widths(self.gone_w, size)):
            art.back(width)
            for c in self.record.variant.deck:
                art.face(c, width)
        self.model = self._model()

    def _build_buttons(self) -> None:
        m = self.m
        w, h = self.app.size
        self.buttons.set([
            Button("<", lambda: self.go(self.index - 1)),
            Button(">", lambda: self.go(self.index + 1)),
            Button(t("review.only_yours") if self.show_all else t("review.show_all"), self.toggle_all),
            Button(t("review.summary.title"), self.toggle_summary, enabled=self.review is not None),
            Button(t("review.back"), self.leave),
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
            box_rect = self.summary_box = self._summary_box()
            y = box_rect.top + self._summary_head_height()
            for b in self.summary_buttons.buttons:
                b.rect = pygame.Rect(box_rect.left + m.margin, y, box_rect.width - 2 * m.margin, m.row)
                y += m.row + m.gap
        self.app.invalidate()

    def _summary_head_height(self) -> int:
        m = self.m
        lines = summary_lines(self.review) if self.review is not None else ()
        return m.gap * 4 + m.title + len(lines) * (m.body + m.gap * 2)

    def _summary_box(self) -> pygame.Rect:
        w, h = self.app.size
        m = self.m
        rows = len(self.summary_buttons.buttons)
        height = self._summary_head_height() + rows * (m.row + m.gap) + m.margin // 2
        box = pygame.Rect(0, 0, min(w - 2 * m.margin, round(760 * m.scale) + 120), min(h - 2 * m.margin, height))
        box.center = (w // 2, h // 2)
        return box

    # -- input and the frame --------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            # The card gone under the pointer is shown magnified.
            self.pointer = event.pos
        self.input.handle(event)

    def _card_width(self, area: pygame.Rect, rows: float, across: int) -> int:
        art = self.app.cards
        ratio = art.height(100) / 100
        by_h = area.height / rows / ratio
        by_w = area.width / (across + 1)
        return max(28, 4 * int(min(by_h, by_w, 150) / 4))

    @property
    def places(self) -> ReviewPlaces:
        return ReviewPlaces(self.table_area, self.side_area, self.small_w, self.mid_top, self.card_w, self.trump_w,
                            self.gone_w, tuple(self.strip), self.summary_box)

    def draw(self, surface: pygame.Surface) -> None:
        draw_review(surface, self.model, self.places, self.app.text, self.app.cards, self.m, buttons=self.buttons,
                    summary_buttons=self.summary_buttons, pointer=self.pointer)


__all__ = ["ReviewScene"]
