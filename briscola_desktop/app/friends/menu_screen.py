"""Play with friends: host a table or join one (a small form of two choices)."""

from __future__ import annotations

import pygame

from briscola_desktop.i18n import t

from ..core.nav import Screen
from ..core.scene import App
from ..ui.controls import ButtonRow, Note
from ..ui.form import Form, FormScene
from ..ui.metrics import Metrics


class FriendsScene(FormScene):
    """Host a table, join one, or go back."""

    title_key = "friends.title"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.m = Metrics.for_size(app.size)
        self.form = Form()
        self.form.set_controls([
            Note(lambda: t("friends.about")),
            ButtonRow([(lambda: t("friends.host"), self.host)]),
            Note(lambda: t("friends.host_about")),
            ButtonRow([(lambda: t("friends.join"), self.join)]),
            Note(lambda: t("friends.join_about")),
            ButtonRow([(lambda: t("friends.back"), self.back)]),
        ], focus=1)

    def host(self) -> None:
        self.app.nav.open(Screen.HOST_TABLE)

    def join(self) -> None:
        self.app.nav.open(Screen.JOIN_TABLE)

    def back(self) -> None:
        self.app.stack.remove(self)

    def layout(self, size: tuple[int, int]) -> None:
        m = self.m = Metrics.for_size(size)
        w, h = size
        top = m.margin // 2 + 8 + m.title + m.gap * 2
        width = min(w - 2 * m.margin, round(800 * m.scale) + 100)
        self.form.layout(pygame.Rect(w // 2 - width // 2, top, width, h - top - m.margin), m.row, m.gap)


__all__ = ["FriendsScene"]
