"""Join a table: the tables found on the network, the host's address and the table code, your name.

Pasting (Ctrl+V) an invitation ``briscola://HOST:PORT/CODE`` (or ``briscolas://`` for a table server
with TLS) into the address fills both the address and the code, and one typed there is read at Join; a table found on the network fills the address (the code is
never advertised: the host gives it). Joining connects and opens the lobby (``Screen.LOBBY``).
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.net import protocol as p
from briscola_desktop.net.join.client import parse_address
from briscola_desktop.net.reach.discovery import Browser, FoundTable
from briscola_desktop.userfiles.seats import KeptSeat, SeatKeys

from ..core.nav import Screen
from ..core.scene import App
from ..core.wording import variant_title
from ..ui.controls import ButtonRow, Note
from ..ui.form import Form, FormScene
from ..ui.metrics import Metrics
from ..ui.textfield import TextField
from ..ui.widgets import INK_DIM, RED
from .link import discovery_on, join_table, read_invitation
from .names import checked_name, paste_text

CODE_LENGTH = 12        # codes are 6 letters; a little room for a pasted one with spaces
ADDRESS_LENGTH = 80
LOOK_EVERY = 1.0        # seconds between two looks at the tables found
KEPT_SHOWN = 3          # seats kept at friends' tables offered at most (the newest): the form keeps its size


class JoinScene(FormScene):
    """Find or type the table; Join connects."""

    title_key = "friends.join_title"

    def __init__(self, app: App, address: str = "", code: str = "", name: str = "") -> None:
        super().__init__(app)
        # The name last used at a table with friends comes back (the settings keep it).
        self.address, self.code, self.name = address, code, name or app.settings.player_name
        self.problem = ""
        self.found: list[FoundTable] = []
        self.browser: Browser | None = None
        #: Seats at friends' tables this player can go back to (their tokens), from the user folder.
        self.keys = SeatKeys(app.store) if app.store is not None else None
        self._looked = 0.0
        self.m = Metrics.for_size(app.size)
        self.form = Form()
        self.build()
        if self.address and self.code and not self.name:   # an invitation opened: the name is what is left
            self.form.focus = self.form.controls.index(self.name_field)

    # -- lifecycle -------------------------------------------------------------------
    def enter(self) -> None:
        if discovery_on() and self.browser is None:
            self.browser = Browser()
            self.browser.start()

    def leave(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    # -- model -----------------------------------------------------------------------
    def build(self, focus: int | None = None) -> None:
        rows: list[Any] = []
        kept = self.keys.seats() if self.keys is not None else []
        if kept:
            rows.append(Note(lambda: t("friends.kept_title")))
        for seat in list(reversed(kept))[:KEPT_SHOWN]:   # the newest first, a few at most
            rows.append(ButtonRow([(lambda s=seat: t("friends.kept_entry", code=s.code, address=s.address,
                                                     name=s.name), lambda s=seat: self.back_to(s))], wide=True))
        rows.append(Note(lambda: t("friends.found_title")))
        if not discovery_on():
            rows.append(Note(lambda: t("friends.discovery_off")))
        elif not self.found:
            rows.append(Note(lambda: t("friends.found_none")))
        for table in self.found:
            rows.append(ButtonRow([(lambda f=table: self.found_label(f), lambda f=table: self.pick(f))], wide=True))
        self.address_field = TextField(lambda: t("friends.address"), self.address, ADDRESS_LENGTH, self.set_address)
        self.code_field = TextField(lambda: t("friends.code"), self.code, CODE_LENGTH, self.set_code)
        self.name_field = TextField(lambda: t("friends.your_name"), self.name, p.MAX_NAME, self.set_name)
        rows += [self.address_field, self.code_field, Note(lambda: t("friends.paste_hint")), self.name_field,
                 Note(lambda: self.problem or t("friends.join_note"), RED if self.problem else INK_DIM),
                 ButtonRow([(lambda: t("friends.join_button"), self.join), (lambda: t("friends.back"), self.back)])]
        self.form.set_controls(rows, focus if focus is not None else rows.index(self.address_field))

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
            self._refuse(problem)
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
            self._refuse(t("friends.bad_address"))
            return
        if not self.code.strip():
            self._refuse(t("friends.need_code"))
            return
        address, code = self.address.strip(), self.code.strip().upper()
        kept = self.keys.find(address, code) if self.keys is not None else None
        link = join_table(address, code, name, kept.token if kept is not None else None)
        self.problem = ""
        self.leave()   # no looking for tables while the lobby is up
        # The lobby goes over this form: leaving it (or a refusal) finds the address, code and name as typed.
        self.app.stack.push(self.app.nav.make(Screen.LOBBY, link=link))

    def resume(self) -> None:
        """Back from the lobby: the seats kept may have changed; looking for tables starts again."""
        self.enter()
        self.build(self.form.focus)
        self.app.invalidate()

    def _refuse(self, problem: str) -> None:
        self.problem = problem
        self.build(self.form.focus)
        self.app.invalidate()

    def back(self) -> None:
        self.app.stack.remove(self)

    # -- frame -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        now = time.monotonic()
        if self.browser is None or now - self._looked < LOOK_EVERY:
            return
        self._looked = now
        found = [f for f in self.browser.found() if f.compatible and not f.started]
        if found != self.found:
            self.found = found
            self.build()
            self.app.invalidate()

    def wake_in(self) -> float | None:
        """Look for tables again every LOOK_EVERY seconds while the screen is up (the loop sleeps between)."""
        if self.browser is None:
            return None
        return max(0.0, LOOK_EVERY - (time.monotonic() - self._looked))

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
