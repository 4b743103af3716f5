"""The lobby: the table's seats, who has joined, the code and address to give friends, Start.

The host's window (seat 1) may give an empty friend's seat to a computer and start the match
once every seat is taken; a friend's window waits for the start. The match's first batch
of events waits in the seat's :class:`RemoteTable` (the lobby is never "idle"), so the table
scene (``Screen.FRIENDS_TABLE``) deals it from the start.

The scene builds a :class:`~.lobby_view.LobbyModel` of what the lobby says and puts each button in its
slot of a :class:`~.lobby_view.LobbyLayout` (fixed from the first frame); :mod:`.lobby_view` paints them.
A host leaving with friends seated is asked first (leaving closes the table for everyone).
"""

from __future__ import annotations

import logging

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.net import protocol as p
from briscola_desktop.net.join.client import CLOSED
from briscola_desktop.userfiles.checks import Refused
from briscola_desktop.userfiles.seats import KeptSeat, SeatKeys

from ..core.nav import Screen
from ..core.options import DEFAULT_LEVEL
from ..core.scene import App, Scene
from ..core.wake import wake_loop
from ..core.wording import variant_title
from ..table.felt import prepare_table_art
from ..ui.dialog import ConfirmScene
from ..ui.widgets import GOLD, INK, INK_DIM, RED, Button, ButtonGroup
from . import reach
from .link import TableLink, close_for_good, forget_kept_seat, join_table
from .lobby_match import MatchSettings
from .lobby_view import LobbyLayout, LobbyModel, SeatPlate, lobby_layout, paint_buttons, paint_lobby
from .lobby_words import (EXCHANGE_VALUES, exchange_lines, exchange_offered, exchange_words, host_name,
                          length_words, match_lines, partner_lines, rules_lines, seat_plates, seat_status, time_words)
from .names import copy_text

log = logging.getLogger(__name__)

#: Refusals after which a kept seat at that table is no use: no table has the code, or its match ended.
_TABLE_GONE = {f"net.error.{p.ErrorCode.BAD_CODE.value}", f"net.error.{p.ErrorCode.ENDED.value}"}


class LobbyScene(MatchSettings, Scene):
    """Seats and invitation; Start (the host), Leave."""

    escape_goes_back = True

    def __init__(self, app: App, link: TableLink) -> None:
        super().__init__(app)
        self.link = link
        self.buttons = ButtonGroup()
        self.copied: str = ""            # "" / "done" / "failed": the Copy button's last answer
        self.problem: str = ""           # the host's refusal, said in the person's language
        self.details_open = False        # the details behind the line on reach (hosting here)
        self._seen: object = None
        self._handed_over = False
        self._kept = False
        self._updates = 0
        self._warmed: object = None      # (window size, variant) the table's card images were made for
        self.seat_rows: list[tuple[str, str]] = []   # (seat's words, status words), as the plates say them
        self.lay: LobbyLayout = self._layout(app.size)
        self._hold_first_deal()

    def _hold_first_deal(self) -> None:
        """Until the match starts nothing is handed out; its first batches are kept for the table scene."""
        self.link.table.on_events = self.link.early.append
        self.link.table.is_idle = self._match_started
        # The loop sleeps until something changes: a message from the host wakes it (no polling every frame).
        self.link.table.client.on_message = wake_loop

    # -- model -----------------------------------------------------------------------
    def _match_started(self) -> bool:
        lobby = self.table.lobby
        return lobby is not None and lobby.started

    @property
    def table(self):
        return self.link.table

    def free_seats(self) -> list[int]:
        lobby = self.table.lobby
        if lobby is None:
            return []
        return [s.seat for s in lobby.seats if s.kind == p.FRIEND and not s.joined]

    def friends_seated(self) -> bool:
        """Someone besides this window sits at the table (leaving would close it on them)."""
        lobby = self.table.lobby
        return lobby is not None and any(s.kind == p.FRIEND and s.joined and s.seat != self.table.seat
                                         for s in lobby.seats)

    @property
    def inviting(self) -> bool:
        """This window gives the invitation: the table's opener."""
        return self.link.owner and self.table.joined

    def model(self) -> LobbyModel:
        """What the lobby says now."""
        lobby, link = self.table.lobby, self.link
        mine = self.table.seat if self.table.seat is not None else 0
        table_name, about, box = "", [], []
        plates: tuple[SeatPlate, ...] = ()
        if lobby is not None:
            table_name = variant_title(lobby.variant.name, self.app.cards.style)
            plates = seat_plates(lobby, mine)
            # The opener's buttons say the match's settings; a friend reads them here.
            about = [(line, INK_DIM) for line in rules_lines(lobby, opener=link.owner, rules=not link.owner)]
            about += [(line, INK_DIM) for line in partner_lines(lobby)]
            code = (t("friends.code_line", code=lobby.code), GOLD)
            if self.inviting and link.hosting:
                box = [code, *reach.lobby_lines(link)[:2]]   # the house's address and invitation
            elif self.inviting:
                box = [code, (t("friends.address_line", address=link.address), INK), (link.invitation(), INK_DIM)]
            else:
                about.append(code)
        if link.unencrypted:
            about.append((t("friends.not_encrypted"), INK_DIM))
        hosting = self.inviting and link.hosting
        return LobbyModel(
            title=t("friends.lobby_title"), table_name=table_name, seats=plates, mine=mine, about=tuple(about),
            invitation=tuple(box), reach=reach.reach_summary(link) if hosting else None,
            details=tuple(reach.reach_details(link)) if hosting else (), details_open=self.details_open and hosting,
            status=self.status_words(), notice=self.notice())

    def status_words(self) -> str:
        """What the lobby waits for: the host to answer, friends, the start."""
        lobby = self.table.lobby
        if lobby is None:
            return "" if self.problem else t("friends.connecting")
        if lobby.started:   # back in a seat mid-match: the table follows at once
            return t("lobby.match_on")
        if self.free_seats():
            return t("friends.waiting_friends" if self.link.owner else "friends.waiting_start")
        if self.link.owner:
            return t("lobby.ready")
        name = host_name(lobby)
        return t("lobby.waiting_host", name=name) if name else t("lobby.waiting_host_unnamed")

    def notice(self) -> tuple[str, tuple[int, int, int]] | None:
        """A refusal, else the clipboard's answer."""
        if self.problem:
            return self.problem, RED
        if self.copied and self.inviting:
            return t("friends.copied" if self.copied == "done" else "friends.copy_failed"), INK_DIM
        return None

    def info_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """Every line of words the lobby holds (the details on reach too, shown or not)."""
        return self.model().lines()

    def rebuild(self) -> None:
        """Buttons follow the lobby, each in its slot: a Computer button per free seat (the host), Copy, the
        line on reach, the match's settings, Start, Leave."""
        lay, lobby, owner = self._relayout(), self.table.lobby, self.inviting
        placed: list[Button] = []

        def add(button: Button, rect) -> None:
            button.rect = rect.copy()
            placed.append(button)

        if owner and lobby is not None and not self.details_open:
            mine = self.table.seat or 0
            for seat in self.free_seats():
                place = (seat - mine) % len(lobby.seats)
                add(Button(t("lobby.computer"), lambda s=seat: self.table.set_seat(s, DEFAULT_LEVEL),
                           value=("computer", seat)), lay.plate_buttons[place])
        if owner:   # the table's opener invites (here or on a server)
            # Hosting here, the invitation is the house's (the internet's is in the details).
            add(Button(t("reach.copy_house") if self.link.hosting else t("friends.copy"), self.copy, value="copy"),
                lay.copy)
        if owner and self.link.hosting:   # how friends outside reach the table (the router): one line
            add(Button(reach.reach_summary(self.link)[1], self.toggle_details, value="details"), lay.reach)
            if self.details_open:   # the internet's invitation, the help page: in the details' panel
                more = reach.lobby_buttons(self.link, self.copy_internet, self.open_reach_help)
                for b, rect in zip(more, lay.details_buttons[-len(more):]):
                    add(b, rect)
        for i, b in enumerate(self.setting_buttons()):
            add(b, lay.settings[i])
        if owner:
            start = Button(t("friends.start"), self.start, value="start")
            start.enabled = not self.free_seats()
            add(start, lay.start)
        if self.problem and not self.table.joined and self.link.code and not self.link.hosting:
            add(Button(t("friends.retry"), self.retry, value="retry"), lay.start)
        add(Button(t("friends.leave"), self.leave_table, value="leave"), lay.leave)
        before = self.buttons.buttons
        focused = before[self.buttons.focus].value if before else None
        self.buttons.set(placed)
        # The focus stays on its button; at first (Leave alone before the seat is given) it goes where Enter
        # helps: Start once it can, else Copy.
        values = [b.value for b in placed]
        ready = [i for i, b in enumerate(placed) if b.enabled and b.value in ("start", "copy", "retry", "leave")]
        self.buttons.focus = values.index(focused) if focused in values and len(before) > 1 else \
            (ready[0] if ready else 0)
        self.buttons.move(0)
        self.seat_rows = [(plate.label, plate.status) for plate in self.model().seats]

    def _layout(self, size: tuple[int, int]) -> LobbyLayout:
        lobby = self.table.lobby
        owner = self.link.owner or self.link.hosting   # the host's window is the opener from its first frame
        settings = self.setting_count() if owner else 0
        return lobby_layout(size, self.app.text, seats=len(lobby.seats) if lobby is not None else 0,
                            inviting=owner, hosting=owner and self.link.hosting, settings=settings)

    def _relayout(self) -> LobbyLayout:
        self.lay = self._layout(self.app.size)
        return self.lay

    # -- actions ---------------------------------------------------------------------
    def start(self) -> None:
        if not self.free_seats():
            self.table.start(None)

    def copy(self) -> None:
        self.copied = "done" if copy_text(self.link.invitation()) else "failed"
        self.app.invalidate()   # the notice has its own line: nothing moves

    def copy_internet(self) -> None:
        self.copied = "done" if copy_text(reach.internet_invitation(self.link)) else "failed"
        self.app.invalidate()

    def toggle_details(self) -> None:
        """The details behind the line on reach, over the table's picture; again to close them."""
        self.details_open = not self.details_open
        self.rebuild()
        self.app.invalidate()

    def open_reach_help(self) -> None:
        self.app.nav.open(Screen.RULES, kind="reach")

    def back(self) -> None:
        """Escape: open details close first; then as Leave the table."""
        if self.details_open:
            self.toggle_details()
        else:
            self.leave_table()

    def leave_table(self) -> None:
        """Leave the table; a host with friends seated is asked first, since leaving closes the table for
        everyone."""
        if self.link.hosting and self.friends_seated():
            self.app.stack.push(ConfirmScene(self.app, lambda: t("friends.close_table_question"),
                                             lambda: t("friends.close_table"), lambda: t("friends.stay"),
                                             on_yes=self.close_for_everyone))
        else:
            self.leave_now()

    def close_for_everyone(self) -> None:
        """The host said yes: the table closes for good (no Reopen, no Join list offers it any more)."""
        close_for_good(self.app.store, self.link)
        self.leave_now()

    def leave_now(self) -> None:
        if self in self.app.stack.scenes:
            self.app.stack.remove(self)

    def _keep_seat(self) -> None:
        """Keep the seat's token in the user folder, so a closed or crashed game gets the seat back (a
        friend's) or opens its hosted table again (the host's)."""
        token = self.table.client.token
        if not token or self.app.store is None:
            return
        host = self.link.host
        # The host's own seat is kept by its loopback address and port: the table is opened again there.
        address = f"127.0.0.1:{host.port}" if host is not None else self.link.address
        try:
            SeatKeys(self.app.store).remember(KeptSeat(address, self.link.table_code, self.link.name, token))
        except Refused as exc:   # an address the file would not take back (kept for this run only)
            log.warning("the seat cannot be kept: %s", exc)

    def _forget_seat(self) -> None:
        forget_kept_seat(self.app.store, self.link)

    def retry(self) -> None:
        """The join failed (the host could not be reached, a wrong code...): the same address, code and name
        again, with the seat's token if one is kept."""
        old = self.link
        old.close()
        kept = SeatKeys(self.app.store).find(old.address, old.code) if self.app.store is not None else None
        self.link = join_table(old.address, old.code, old.name, kept.token if kept is not None else None)
        self._hold_first_deal()
        self._kept, self._seen, self.problem = False, None, ""
        self.rebuild()
        self.app.invalidate()

    def _join_afresh(self) -> None:
        """The host refused the kept token (the seat was given up, or the table opened anew): the token
        is forgotten and the same code joins at once, as a first visit would."""
        self._forget_seat()
        old = self.link
        old.close()
        self.link = join_table(old.address, old.code, old.name)
        self._hold_first_deal()
        self._kept, self._seen, self.problem = False, None, ""

    # -- lifecycle -------------------------------------------------------------------
    def enter(self) -> None:
        self.rebuild()

    def leave(self) -> None:
        """Leaving before the match gives the seat up at the host: its token is no use any more."""
        if not self._handed_over:
            self._forget_seat()
            self.link.close()

    def closed_words(self) -> str:
        """The host closed the table: who did, and whether a match had been played here."""
        name = host_name(self.table.lobby)
        if not name:
            return t("friends.host_closed_lobby")
        return t("lobby.host_closed" if self.link.played else "lobby.host_closed_before", name=name)

    def update(self, dt: float) -> None:
        table = self.table
        table.update(dt, 1.0)
        self._updates += 1
        self._warm_table_art()
        for key, params in table.take_notices():
            if key == f"net.error.{p.ErrorCode.BAD_TOKEN.value}" and not self.link.hosting:
                self._join_afresh()   # the host does not know it (any more): join with the code
                self.app.invalidate()
                return
            if key in _TABLE_GONE:
                self._forget_seat()   # a finished or vanished table leaves the kept seats
            self.problem = self.closed_words() if key == p.NOTICE_HOST_LEFT else t(key, **params)
            self.app.invalidate()
        if table.joined and not self._kept:
            self._kept = True
            self._keep_seat()
        if table.connection == CLOSED and not table.joined and not self.problem:
            self.problem = t("friends.cannot_reach")
        lobby = table.lobby
        seen = (lobby, table.connection, table.joined, reach.seen(self.link), self.problem)
        if seen != self._seen:
            self._seen = seen
            self.rebuild()
            self.app.invalidate()
        if table.started and table.joined:   # the first deal was handed out (kept in link.early)
            self._handed_over = True
            self.link.played = True
            self.app.stack.replace(self.app.nav.make(Screen.FRIENDS_TABLE, link=self.link))

    def _warm_table_art(self) -> None:
        """The table's card images made while the lobby waits, once its first frame is on screen (once per
        window size): the table's first frame, a seat taken back mid-hand above all, then shows at once."""
        variant = self.table.variant
        if variant is None or self._updates < 2 or self._warmed == (self.app.size, variant):
            return
        self._warmed = (self.app.size, variant)
        prepare_table_art(self.app.cards, self.app.size, variant)

    def handle(self, event: pygame.event.Event) -> None:
        self.buttons.handle(event)

    # -- frame -----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        model = self.model()
        paint_lobby(surface, self.app.text, model, self.lay)
        paint_buttons(surface, self.app.text, self.lay, self.buttons.buttons, model.reach)


# The lobby's words were here first: callers still find them by this module's name.
__all__ = ["EXCHANGE_VALUES", "LobbyScene", "exchange_lines", "exchange_offered", "exchange_words", "length_words",
           "match_lines", "partner_lines", "rules_lines", "seat_status", "time_words"]
