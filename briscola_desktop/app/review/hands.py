"""The last hands kept for review, newest first (opened from the statistics screen); a click opens one."""

from __future__ import annotations

import pygame

from briscola_desktop.userfiles.hands import KeptHand
from briscola_desktop.i18n import format_percent, t
from briscola_desktop.review import review_from_cache
from briscola_desktop.rules import SaveError

from ..core.nav import Screen
from ..core.reviews import Reviews
from ..core.scene import App, Scene
from ..core.wording import variant_title
from ..ui.metrics import Metrics, draw_screen_title
from ..ui.widgets import FELT, INK, Button, ButtonGroup


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


__all__ = ["HandsScene"]
