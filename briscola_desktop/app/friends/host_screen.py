"""Host a table: the table and match format, each other seat a friend or a computer, your name.

Opening the table starts the host (``net/``, a thread of its own) and sits this window at
its seat 1 over 127.0.0.1; the lobby follows (by intent, ``Screen.LOBBY``).
"""

from __future__ import annotations

from typing import Any

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.rules import MATCH_FORMATS

from ..core.nav import Screen
from ..core.options import DEFAULT_LEVEL, LEVELS, TURN_LIMITS, seat_counts
from ..core.scene import App
from ..screens.table_choice import TableChoice
from ..core.wording import level_name
from ..ui.controls import ButtonRow, Choice, Note, Toggle
from ..ui.form import Form, FormScene
from ..ui.metrics import Metrics
from ..ui.textfield import TextField
from ..ui.widgets import INK_DIM, RED
from .link import create_table, host_table, hosted_folder
from .names import checked_name

SEAT_KINDS = (p.FRIEND, *LEVELS)
ABSENCES = ("computer", "wait", "end")                       # after a player has been away a minute


def seat_kind_name(kind: str) -> str:
    return t("friends.seat_friend") if kind == p.FRIEND else level_name(kind)


class HostScene(FormScene, TableChoice):
    """Choose the table; Open starts the host and goes to the lobby."""

    title_key = "friends.host_title"

    def __init__(self, app: App, name: str = "") -> None:
        super().__init__(app)
        settings = app.settings
        self.choose_table(settings.variant, settings.match_format)
        # The largest table's other seats: friends by default, so the lobby waits for people.
        self.kinds = [p.FRIEND] * (max(seat_counts()) - 1)
        self.name = name or app.settings.player_name   # the name last used at a table with friends
        self.turn_limit: int | None = None
        self.hints = True
        self.absence = "computer"
        self.server = ""   # a headless host's HOST:PORT to open the table on ("": this computer hosts)
        self.problem = ""
        #: Where the host listens: every interface, the first free port from 47321 (tests: 127.0.0.1, any).
        self.listen: tuple[str, int | None] = ("0.0.0.0", None)
        self.m = Metrics.for_size(app.size)
        self.form = Form()
        self.build()

    def build(self, focus: int | None = None) -> None:
        variant = self.variant
        rows: list[Any] = [*self.seat_and_variant_rows(), self.format_row(), *self.exchange_rows()]
        for seat in range(1, variant.players):
            rows.append(Choice(lambda s=seat: t("friends.seat_row", number=s + 1), SEAT_KINDS, self.kinds[seat - 1],
                               seat_kind_name, lambda kind, s=seat: self.set_kind(s, kind), wrap=False))
        self.name_field = TextField(lambda: t("friends.your_name"), self.name, p.MAX_NAME, self.set_name)
        rows.append(self.name_field)
        rows.append(Choice(lambda: t("friends.turn_limit"), TURN_LIMITS, self.turn_limit,
                           lambda v: t("friends.no_limit") if v is None else t("friends.seconds", count=v),
                           self.set_turn_limit, wrap=False))
        rows.append(Toggle(lambda: t("friends.hints_allowed"), self.hints, self.set_hints))
        rows.append(Choice(lambda: t("friends.absence"), ABSENCES, self.absence,
                           lambda v: t(f"friends.absence_{v}"), self.set_absence, wrap=False))
        self.server_field = TextField(lambda: t("friends.server"), self.server, 80, self.set_server)
        rows.append(self.server_field)
        rows.append(Note(lambda: self.problem or t("friends.host_note"), RED if self.problem else INK_DIM))
        rows.append(ButtonRow([(lambda: t("friends.open_table"), self.open_table),
                               (lambda: t("friends.back"), self.back)]))
        self.form.set_controls(rows, focus)

    def set_kind(self, seat: int, kind: str) -> None:
        self.kinds[seat - 1] = kind

    def set_name(self, text: str) -> None:
        self.name = text

    def set_turn_limit(self, seconds: int | None) -> None:
        self.turn_limit = seconds

    def set_hints(self, on: bool) -> None:
        self.hints = on

    def set_absence(self, choice: str) -> None:
        self.absence = choice

    def set_server(self, text: str) -> None:
        self.server = text.strip()

    def seats(self) -> tuple[str, ...]:
        return (p.FRIEND, *self.kinds[: self.variant.players - 1])

    def open_table(self) -> None:
        name, problem = checked_name(self.name)
        if name is None:
            self._refuse(problem, invalid=True)
            return
        if self.app.settings.player_name != name:   # Host and Join start with it next time, even after a crash
            self.app.settings.player_name = name
            self.app.save_settings()
        settings = TableSettings(self.chosen_variant, MATCH_FORMATS[self.format_name], self.seats(),
                                 turn_limit=None if self.turn_limit is None else float(self.turn_limit),
                                 absence=self.absence, hints=self.hints, stand_in_level=DEFAULT_LEVEL)
        try:
            if self.server:   # on a headless host: the table is opened there, this window sits at seat 1
                link = create_table(self.server, settings, self.format_name, name)
            else:
                save_dir = hosted_folder(self.app.store.folder) if self.app.store is not None else None
                link = host_table(settings, name, listen=self.listen[0], port=self.listen[1], save_dir=save_dir)
        except (RuntimeError, ValueError, OSError) as exc:
            self._refuse(t("friends.cannot_host", reason=str(exc)))
            return
        # The lobby goes over this form: leaving it finds the table, the seats and the name as chosen.
        self.app.stack.push(self.app.nav.make(Screen.LOBBY, link=link))

    def _refuse(self, problem: str, invalid: bool = False) -> None:
        self.problem = problem
        self.build(focus=self.form.focus)   # the note under the name turns red with the reason
        self.name_field.invalid = invalid
        self.app.invalidate()

    def back(self) -> None:
        self.app.stack.remove(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            if self.form.focused in (self.name_field, self.server_field):
                self.form.focused.text_event(event)
            return
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and self.form.focused in (self.name_field, self.server_field)):
            self.open_table()   # Enter after typing the name opens the table
            return
        super().handle(event)


__all__ = ["HostScene", "SEAT_KINDS"]
