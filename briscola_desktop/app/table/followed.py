"""The person's settings a table follows while it is up: the animation speed, the hints and the count
panel, the hand's order. A change made in Settings (opened from the pause menu) is applied when the
table is uncovered again; a tool's or test's own speed in the table's config stands until then."""

from __future__ import annotations

from typing import Protocol

from briscola_desktop.play.runner import TableConfig
from briscola_desktop.userfiles.settings import Settings

from ..core.options import SPEEDS
from ..core.scene import App
from .board import Board


class FollowingTable(Protocol):
    """What applying the settings changes at the table (the table scene)."""

    app: App
    config: TableConfig
    board: Board
    help_on: bool
    show_hint: bool
    show_counting: bool
    choices_token: object

    def build_toolbar(self) -> None: ...
    def trick_pause(self) -> str: ...
    def refresh_hud(self) -> None: ...


def _now(settings: Settings) -> tuple[str, bool, bool, bool]:
    return settings.animation_speed, settings.hints, settings.counting_panel, settings.sort_hand


class FollowedSettings:
    """The settings as the table last saw them; :meth:`apply` takes what changed since."""

    def __init__(self, settings: Settings) -> None:
        self.seen = _now(settings)

    def apply(self, table: FollowingTable) -> None:
        speed, hints, counting, sort_hand = now = _now(table.app.settings)
        seen_speed, seen_hints, seen_counting, seen_sort = self.seen
        self.seen = now
        if speed != seen_speed and speed in SPEEDS and speed != table.config.speed:
            table.config.speed = speed
            table.board.set_speed(speed)
        if hints != seen_hints:
            table.help_on = hints
            table.show_hint = hints
            table.show_counting = hints and counting
            table.build_toolbar()
        if counting != seen_counting:
            table.show_counting = counting and hints
        if sort_hand != seen_sort:
            table.board.sort_hand = sort_hand
            table.board.tidy()
        table.board.trick_pause = table.trick_pause()   # from the next trick on
        table.choices_token = None  # labels of bid buttons follow the language and deck
        table.refresh_hud()
        table.app.invalidate()


__all__ = ["FollowedSettings", "FollowingTable"]
