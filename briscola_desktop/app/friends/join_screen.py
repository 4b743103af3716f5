"""Join a table: the tables found on the network, the host's address and the table code, your name.

Pasting (Ctrl+V) an invitation ``briscola://HOST:PORT/CODE`` (or ``briscolas://`` for a table server
with TLS) into the address fills both the address and the code, and one typed there is read at Join; a table found on the network fills the address (the code is
never advertised: the host gives it). Joining connects here and opens the lobby (``Screen.LOBBY``) once the
host has welcomed the seat; a refusal (a wrong code, a full table, a table gone, no answer) is said on this
form beside what to change, with the focus there (:mod:`.refusals`); the lobby never opens for it.
"""

from __future__ import annotations

import logging
import time
from typing import Any

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.net import protocol as p
from briscola_desktop.net.join.client import CLOSED, RECONNECTING, parse_address
from briscola_desktop.net.reach.discovery import Browser, FoundTable
from briscola_desktop.userfiles.checks import Refused
from briscola_desktop.userfiles.seats import KeptSeat, SeatKeys

from ..core.nav import Screen
from ..core.scene import App
from ..core.wake import wake_loop
from ..core.wording import variant_title
from ..ui.controls import ButtonRow, Note
from ..ui.form import Form, FormScene
from ..ui.metrics import Metrics
from ..ui.textfield import TextField
from ..ui.widgets import RED
from .link import TableLink, discovery_on, join_table, read_invitation
from .names import checked_name, paste_text
from .refusals import ADDRESS, CODE, NAME, TOP, Refusal, refusal_of

log = logging.getLogger(__name__)

CODE_LENGTH = 12        # codes are 6 letters; a little room for a pasted one with spaces
ADDRESS_LENGTH = 80
LOOK_EVERY = 1.0        # seconds between two looks at the tables found
KEPT_SHOWN = 3          # seats kept at friends' tables offered at most (the newest): the form keeps its size
WAIT_LOOK = 0.25        # seconds between two looks at a join under way (the host's answer also wakes the loop)


class JoinScene(FormScene):
    """Find or type the table; Join connects."""

    title_key = "friends.join_title"

    def __init__(self, app: App, address: str = "", code: str = "", name: str = "", problem: str = "",
                 problem_at: str = TOP, join_now: bool = False) -> None:
        super().__init__(app)
        # The name last used at a table with friends comes back (the settings keep it).
        self.address, self.code, self.name = address, code, name or app.settings.player_name
        self.problem = problem           # said on opening: an invitation link that cannot be used, and why
        self.problem_at = problem_at     # the field the problem sits beside (refusals.TOP, ADDRESS, CODE, NAME)
        #: The join under way: its link until the host welcomes the seat (then the lobby takes it) or refuses.
        self.pending: TableLink | None = None
        self.pending_kept = False        # it came with a kept seat's token
        self.found: list[FoundTable] = []
        self.browser: Browser | None = None
        #: Seats at friends' tables this player can go back to (their tokens), from the user folder.
        self.keys = SeatKeys(app.store) if app.store is not None else None
        self._looked = 0.0
        self._join_now = join_now        # the title's "Back to Giulia's table": ask the host at once
        self.m = Metrics.for_size(app.size)
        self.form = Form()
        self.build(problem_at if problem else None)
        if self.address and self.code and not self.name:   # an invitation opened: the name is what is left
            self.form.focus = self.form.controls.index(self.name_field)

    # -- lifecycle -------------------------------------------------------------------
    def enter(self) -> None:
        if self._join_now:
            self._join_now = False
            self.join()
        if discovery_on() and self.browser is None:
            self.browser = Browser()
            self.browser.start()

    def leave(self) -> None:
        self._stop_looking()
        self._drop_pending()

    def _stop_looking(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    def _drop_pending(self) -> None:
        if self.pending is not None:
            self.pending.close()
            self.pending = None

    # -- model -----------------------------------------------------------------------
    def build(self, focus: int | str | None = None) -> None:
        """The form's rows; ``focus`` is a row's index or a field's name (refusals.TOP, ADDRESS, CODE, NAME)."""
        rows: list[Any] = []
        kept = self.keys.seats() if self.keys is not None else []
        if kept:
            rows.append(Note(lambda: t("friends.kept_title")))
        for seat in list(reversed(kept))[:KEPT_SHOWN]:   # the newest first, a few at most
            rows.append(ButtonRow([(lambda s=seat: t("friends.kept_entry", code=s.code, address=s.address,
                                                     name=s.name), lambda s=seat: self.back_to(s))], wide=True))
        self._problem_row(rows, TOP)   # the table itself (full, gone): above the tables found
        rows.append(Note(lambda: t("friends.found_title")))
        first_found = len(rows)
        if not discovery_on():
            rows.append(Note(lambda: t("friends.discovery_off")))
        elif not self.found:
            rows.append(Note(lambda: t("friends.found_none")))
        for table in self.found:
            rows.append(ButtonRow([(lambda f=table: self.found_label(f), lambda f=table: self.pick(f))], wide=True))
        self.address_field = TextField(lambda: t("friends.address"), self.address, ADDRESS_LENGTH, self.set_address)
        self.code_field = TextField(lambda: t("friends.code"), self.code, CODE_LENGTH, self.set_code)
        self.name_field = TextField(lambda: t("friends.your_name"), self.name, p.MAX_NAME, self.set_name)
        rows.append(self.address_field)
        self._problem_row(rows, ADDRESS)
        rows.append(self.code_field)
        self._problem_row(rows, CODE)   # a wrong code: the reason beside the code
        rows += [Note(lambda: t("friends.paste_hint")), self.name_field]
        self._problem_row(rows, NAME)
        rows += [Note(lambda: t("friends.connecting") if self.pending is not None else t("friends.join_note")),
                 ButtonRow([(lambda: t("friends.join_button"), self.join), (lambda: t("friends.back"), self.back)])]
        fields = {ADDRESS: self.address_field, CODE: self.code_field, NAME: self.name_field}
        if focus == TOP:   # a full or gone table: the tables found, else the address to type another
            at = first_found if self.found else rows.index(self.address_field)
        elif isinstance(focus, str):
            at = rows.index(fields.get(focus, self.address_field))
        else:
            at = focus if focus is not None else rows.index(self.address_field)
        self.form.set_controls(rows, at)

    def _problem_row(self, rows: list[Any], where: str) -> None:
        if self.problem and self.problem_at == where:
            rows.append(Note(lambda: self.problem, RED))

    def found_label(self, f: FoundTable) -> str:
        table = variant_title(f.table, self.app.cards.style) if f.table else "?"
        return t("friends.found_entry", host=f.host_name or "?", table=table, count=f.free_seats)

    def pick(self, f: FoundTable) -> None:
        if not f.addresses:
            return
        host = f.addresses[0]
        self.address = f"[{host}]:{f.port}" if ":" in host else f"{host}:{f.port}"
        self.address_field.set(self.address)
        self.form.focus = self.form.controls.index(self.code_field)

    def back_to(self, seat: KeptSeat) -> None:
        """A kept seat: its address, code and name, and join (the token gives the seat back)."""
        self.address, self.code, self.name = seat.address, seat.code, seat.name
        self.join()

    def set_address(self, text: str) -> None:
        # An invitation that arrives whole (pasted, or an input method's commit) fills both fields; typed
        # a letter at a time it stays as typed (it becomes one when its code has 6 letters, while the
        # person is still typing), and Join reads it.
        whole = not text.startswith(self.address) or len(text) - len(self.address) > 1
        invitation = read_invitation(text) if whole else None
        if invitation is not None:   # an invitation fills both fields
            self.address, self.code = invitation
            self.address_field.value = self.address
            self.code_field.set(self.code)
            return
        self.address = text

    def set_code(self, text: str) -> None:
        self.code = text

    def set_name(self, text: str) -> None:
        self.name = text

    # -- actions ---------------------------------------------------------------------
    def join(self) -> None:
        name, problem = checked_name(self.name)
        if name is None:
            self._refuse(problem, NAME)
            return
        if self.app.settings.player_name != name:   # Host and Join start with it next time, even after a crash
            self.app.settings.player_name = name
            self.app.save_settings()
        invitation = read_invitation(self.address)
        if invitation is not None:   # an invitation typed into the address: its address and its code
            self.address, self.code = invitation
        try:
            parse_address(self.address)
        except ValueError:
            self._refuse(t("friends.bad_address"), ADDRESS)
            return
        if not self.code.strip():
            self._refuse(t("friends.need_code"), CODE)
            return
        address, code = self.address.strip(), self.code.strip().upper()
        kept = self.keys.find(address, code) if self.keys is not None else None
        self._connect(address, code, name, kept.token if kept is not None else None)

    def _connect(self, address: str, code: str, name: str, token: str | None) -> None:
        """Ask the host for a seat; :meth:`update` waits for its answer (the lobby opens on a welcome)."""
        self._drop_pending()
        self.pending = join_table(address, code, name, token, self.app.store)
        self.pending_kept = token is not None
        self.pending.table.client.on_message = wake_loop   # the host's answer wakes the sleeping loop
        self.problem = ""
        self.build(self.form.focus)
        self.app.invalidate()

    def _follow_pending(self, dt: float) -> None:
        """The join under way: welcomed, the lobby opens over this form; refused or unanswered, the form says
        why (a first attempt that fails is not tried again for half a minute: the player is here to act)."""
        link = self.pending
        if link is None:
            return
        table = link.table
        table.update(dt, 1.0)
        if table.joined:
            self.pending = None
            self._keep_seat(link)
            self._stop_looking()   # no looking for tables while the lobby is up
            self.build(self.form.focus)
            # The lobby goes over this form: leaving it finds the address, code and name as typed.
            self.app.stack.push(self.app.nav.make(Screen.LOBBY, link=link))
            return
        if table.connection not in (CLOSED, RECONNECTING):
            return
        self.pending = None
        link.close()
        self.refused(refusal_of(table.last_error, kept=self.pending_kept, found=bool(self.found)), link)

    def _keep_seat(self, link: TableLink) -> None:
        """The seat's token, kept at once with the host's name: after a crash the title offers "Back to
        Giulia's table" (the lobby keeps the token too, and the name stays with it)."""
        token, lobby = link.table.client.token, link.table.lobby
        if self.keys is None or not token or lobby is None:
            return
        host = next((s.name for s in lobby.seats if s.seat == 0 and s.kind == p.FRIEND and s.name), "")
        try:
            self.keys.remember(KeptSeat(link.address, link.table_code, link.name, token, host[:p.MAX_NAME]))
        except Refused as exc:   # an address the file would not take back: kept for this run only
            log.warning("the seat cannot be kept: %s", exc)

    def refused(self, refusal: Refusal, link: TableLink) -> None:
        """The host refused ``link``'s join (or did not answer): the form says why, where it can be fixed."""
        if refusal.forget and self.keys is not None:   # a seat at a table that is gone or ended
            self.keys.forget(link.address, link.code)
        if refusal.afresh:   # a token the host no longer knows: the same code joins as a first visit would
            self._connect(link.address, link.code, link.name, None)
            return
        self._refuse(refusal.words, refusal.field)

    def resume(self) -> None:
        """Back from the lobby: the seats kept may have changed; looking for tables starts again."""
        self.enter()
        self.build(self.form.focus)
        self.app.invalidate()

    def _refuse(self, problem: str, where: str = TOP) -> None:
        self.problem, self.problem_at = problem, where
        self.build(where)
        self.app.invalidate()

    def back(self) -> None:
        self.app.stack.remove(self)

    # -- frame -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._follow_pending(dt)
        now = time.monotonic()
        if self.browser is None or now - self._looked < LOOK_EVERY:
            return
        self._looked = now
        # A table to sit at: one this game may join, not started, with a seat free (a full one refuses).
        found = [f for f in self.browser.found() if f.compatible and not f.started and f.free_seats > 0]
        if found != self.found:
            self.found = found
            self.build(self.problem_at if self.problem else None)
            self.app.invalidate()

    def wake_in(self) -> float | None:
        """Look for tables again every LOOK_EVERY seconds while the screen is up (the loop sleeps between)."""
        waits = [WAIT_LOOK] if self.pending is not None else []
        if self.browser is not None:
            waits.append(max(0.0, LOOK_EVERY - (time.monotonic() - self._looked)))
        return min(waits) if waits else None

    def handle(self, event: pygame.event.Event) -> None:
        focused = self.form.focused
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            if isinstance(focused, TextField):
                focused.text_event(event)
            return
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL
                and isinstance(focused, TextField)):
            pasted = " ".join(paste_text().split())
            if read_invitation(pasted) is not None:
                self.address_field.set(pasted)     # fills the address and the code
            elif pasted:
                focused.set(focused.value + pasted)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and isinstance(focused, TextField):
            self.join()
            return
        super().handle(event)


__all__ = ["JoinScene"]
