"""The lobby: the table's seats, who has joined, the code and address to give friends, Start.

The host's window (seat 1) may give an empty friend's seat to a computer and start the match
once every seat is taken; a friend's window waits for the start. The match's first batch
of events waits in the seat's :class:`RemoteTable` (the lobby is never "idle"), so the table
scene (``Screen.FRIENDS_TABLE``) deals it from the start.
"""

from __future__ import annotations

import logging

import pygame

from briscola_desktop.i18n import join_list, t
from briscola_desktop.net import protocol as p
from briscola_desktop.net.join.client import CLOSED
from briscola_desktop.rules import ExchangeRule, TrumpRule, format_name
from briscola_desktop.userfiles.checks import Refused
from briscola_desktop.userfiles.seats import KeptSeat, SeatKeys

from ..core.nav import Screen
from ..core.options import DEFAULT_LEVEL, TURN_LIMITS, formats_for
from ..core.scene import App, Scene
from ..core.wake import wake_loop
from ..core.wording import level_name, variant_title
from ..ui.metrics import Metrics, draw_screen_title
from ..ui.widgets import FELT, GOLD, INK, INK_DIM, RED, Button, ButtonGroup, panel
from . import reach
from .link import TableLink, forget_kept_seat, join_table
from .names import copy_text

log = logging.getLogger(__name__)

#: Refusals after which a kept seat at that table is no use: no table has the code, or its match ended.
_TABLE_GONE = {f"net.error.{p.ErrorCode.BAD_CODE.value}", f"net.error.{p.ErrorCode.ENDED.value}"}


def time_words(turn_limit: float | None, *, in_sentence: bool = False) -> str:
    """The time for each move: "No limit" as a label, "no limit" inside a sentence ("Time for each move: ..."),
    "60 seconds"."""
    if turn_limit is None:
        return t("friends.no_limit_in_sentence" if in_sentence else "friends.no_limit")
    return t("friends.seconds", count=int(turn_limit))


def length_words(fmt: str, *, in_sentence: bool = False) -> str:
    """The match length: "Best of three" as a label, "best of three" inside a sentence ("Match length: ...")."""
    return t(f"friends.length_in_sentence.{fmt}" if in_sentence else f"newmatch.format.{fmt}")


#: The exchange of the seven's values in the order the opener's button goes through them.
EXCHANGE_VALUES = tuple(rule.value for rule in ExchangeRule)


def exchange_offered(lobby: p.TableMsg) -> bool:
    """The table has a turned trump, so the exchange of the seven may be played there."""
    return lobby.variant.trump == TrumpRule.TURNED.value


def exchange_words(value: str) -> str:
    """The exchange of the seven as the lobby's button and line say it: "Exchange the seven: after a won trick"."""
    shown = value if value in EXCHANGE_VALUES else ExchangeRule.OFF.value
    return t("exchange.lobby.setting", option=t("exchange.option"), value=t(f"exchange.lobby.value.{shown}"))


def exchange_lines(lobby: p.TableMsg, *, setting: bool = True) -> list[str]:
    """Every window's lines on the exchange of the seven at a table with a turned trump: the setting (left to
    the opener's button when ``setting`` is False), and what it means while it is played."""
    if not exchange_offered(lobby):
        return []
    value = lobby.variant.exchange if lobby.variant.exchange in EXCHANGE_VALUES else ExchangeRule.OFF.value
    lines = [exchange_words(value)] if setting else []
    if value != ExchangeRule.OFF.value:
        lines.append(t(f"exchange.about.{value}"))
    return lines


def match_lines(lobby: p.TableMsg, *, opener: bool = False) -> list[str]:
    """What every window's lobby says of the match: its length, the time for each move, the hints, the
    exchange of the seven (a table with a turned trump; the opener's button says the setting), and at a table
    of teams who partners whom (by name, or by seat while a seat is free)."""
    fmt = format_name(p.format_of(lobby.format))
    length = length_words(fmt) if fmt else ""
    lines = [t("friends.rules_line", format=length, time=time_words(lobby.turn_limit, in_sentence=True),
               hints=t("friends.hints_yes" if lobby.hints else "friends.hints_no"))]
    lines += exchange_lines(lobby, setting=not opener)
    variant = p.variant_of(lobby.variant)
    if variant.teams is not None:
        for side in variant.sides:
            names = [_seat_name(lobby.seats[i]) for i in side if i < len(lobby.seats)]
            lines.append(t("friends.partners", names=join_list(names)))   # "Giulia and Player 3", "Giulia e Bea"
    return lines


def _seat_name(seat: p.SeatMsg) -> str:
    """A seat in the partners line: a friend's name, else the name the table gives the seat ("Player 3",
    "Giocatore 3", "Joueur 3"): a free seat reads as the player it waits for, not as its row ("Place 3")."""
    if seat.kind == p.FRIEND and seat.name:
        return seat.name
    return t("seat.player", number=seat.seat + 1)


class LobbyScene(Scene):
    """Seats and invitation; Start (the host), Leave."""

    escape_goes_back = True

    def __init__(self, app: App, link: TableLink) -> None:
        super().__init__(app)
        self.link = link
        self.buttons = ButtonGroup()
        self.m = Metrics.for_size(app.size)
        self.copied: str = ""            # "" / "done" / "failed": the Copy button's last answer
        self.problem: str = ""           # the host's refusal, said in the person's language
        self._seen: object = None
        self._handed_over = False
        self._kept = False
        self.seat_rows: list[tuple[str, str]] = []   # (seat's words, status words)
        self.rows_top = 0
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

    def seat_words(self) -> list[tuple[str, str]]:
        lobby = self.table.lobby
        if lobby is None:
            return []
        rows = []
        for s in lobby.seats:
            label = t("friends.seat_row", number=s.seat + 1)
            if s.kind != p.FRIEND:
                status = t("friends.seat_computer", level=level_name(s.kind))
            elif not s.joined:
                status = t("friends.seat_free")
            else:
                name = s.name or "?"
                status = t("friends.seat_you", name=name) if s.seat == self.table.seat else name
                if not s.connected:
                    status = t("friends.seat_away", name=name)
            rows.append((label, status))
        return rows

    def free_seats(self) -> list[int]:
        lobby = self.table.lobby
        if lobby is None:
            return []
        return [s.seat for s in lobby.seats if s.kind == p.FRIEND and not s.joined]

    def rebuild(self) -> None:
        """Buttons follow the lobby: a Computer button per free seat (the host), Start, Copy, Leave."""
        buttons: list[Button] = []
        if self.link.owner and self.table.joined:
            for seat in self.free_seats():
                buttons.append(Button(t("friends.give_to_computer"),
                                      lambda s=seat: self.table.set_seat(s, DEFAULT_LEVEL), value=("computer", seat)))
            start = Button(t("friends.start"), self.start, value="start")
            start.enabled = not self.free_seats()
            buttons.append(start)
        lobby = self.table.lobby
        if self.link.owner and self.table.joined and lobby is not None:   # the opener sets the match
            fmt = format_name(p.format_of(lobby.format)) or ""
            buttons += [
                Button(t("friends.length_button", format=length_words(fmt, in_sentence=True)), self.next_length,
                       value="length"),
                Button(t("friends.time_button", time=time_words(lobby.turn_limit, in_sentence=True)), self.next_time,
                       value="time"),
                Button(t("friends.hints_button_on" if lobby.hints else "friends.hints_button_off"),
                       self.toggle_hints, value="hints")]
            if exchange_offered(lobby):   # a house rule of tables with a turned trump
                buttons.append(Button(exchange_words(lobby.variant.exchange), self.next_exchange, value="exchange"))
        if self.link.owner and self.table.joined:   # the table's opener invites (here or on a server)
            # Hosting here, the invitation is the house's (the internet's has a button of its own).
            words = t("reach.copy_house") if self.link.hosting else t("friends.copy")
            buttons.append(Button(words, self.copy, value="copy"))
        if self.link.owner and self.link.hosting:   # how friends outside reach the table (the router)
            buttons.extend(reach.lobby_buttons(self.link, self.copy_internet, self.open_reach_help))
        if self.problem and not self.table.joined and self.link.code and not self.link.hosting:
            buttons.append(Button(t("friends.retry"), self.retry, value="retry"))
        buttons.append(Button(t("friends.leave"), self.back, value="leave"))
        self.buttons.set(buttons)
        # The focus goes where Enter helps: Start once it can, else Copy (the host), else Leave.
        ready = [i for i, b in enumerate(buttons) if b.enabled and b.value in ("start", "copy", "retry", "leave")]
        self.buttons.focus = ready[0] if ready else 0
        self.buttons.move(0)
        self.seat_rows = self.seat_words()
        self.layout(self.app.size)

    def start(self) -> None:
        if not self.free_seats():
            self.table.start(None)

    def _configure(self, format_name_: str | None = None, turn_limit: object = "same",
                   hints: bool | None = None, exchange: str | None = None) -> None:
        """The opener changes the match: one setting, the others as the lobby says them (the exchange of the
        seven is sent only when it changes)."""
        lobby = self.table.lobby
        if lobby is None:
            return
        fmt = format_name_ or format_name(p.format_of(lobby.format)) or ""
        limit = lobby.turn_limit if turn_limit == "same" else turn_limit
        self.table.configure(fmt, limit, lobby.hints if hints is None else hints, exchange=exchange)

    def next_exchange(self) -> None:
        """The exchange of the seven: off, on, after a won trick, off again."""
        lobby = self.table.lobby
        if lobby is not None and exchange_offered(lobby):
            now = lobby.variant.exchange
            i = EXCHANGE_VALUES.index(now) if now in EXCHANGE_VALUES else 0
            self._configure(exchange=EXCHANGE_VALUES[(i + 1) % len(EXCHANGE_VALUES)])

    def next_length(self) -> None:
        lobby = self.table.lobby
        if lobby is not None:
            names = formats_for(p.variant_of(lobby.variant))
            now = format_name(p.format_of(lobby.format))
            self._configure(names[(names.index(now) + 1) % len(names)] if now in names else names[0])

    def next_time(self) -> None:
        lobby = self.table.lobby
        if lobby is not None:
            now = None if lobby.turn_limit is None else int(lobby.turn_limit)
            i = TURN_LIMITS.index(now) if now in TURN_LIMITS else 0
            after = TURN_LIMITS[(i + 1) % len(TURN_LIMITS)]
            self._configure(turn_limit=None if after is None else float(after))

    def toggle_hints(self) -> None:
        if self.table.lobby is not None:
            self._configure(hints=not self.table.lobby.hints)

    def copy(self) -> None:
        self.copied = "done" if copy_text(self.link.invitation()) else "failed"
        self.layout(self.app.size)   # one more line above the seats
        self.app.invalidate()

    def copy_internet(self) -> None:
        self.copied = "done" if copy_text(reach.internet_invitation(self.link)) else "failed"
        self.layout(self.app.size)
        self.app.invalidate()

    def open_reach_help(self) -> None:
        self.app.nav.open(Screen.RULES, kind="reach")

    def back(self) -> None:
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

    def update(self, dt: float) -> None:
        table = self.table
        table.update(dt, 1.0)
        for key, params in table.take_notices():
            if key == f"net.error.{p.ErrorCode.BAD_TOKEN.value}" and not self.link.hosting:
                self._join_afresh()   # the host does not know it (any more): join with the code
                self.app.invalidate()
                return
            if key in _TABLE_GONE:
                self._forget_seat()   # a finished or vanished table leaves the kept seats
            if key == p.NOTICE_HOST_LEFT:   # before any match there is no score to keep on screen
                key, params = "friends.host_closed_lobby", {}
            self.problem = t(key, **params)
            self.app.invalidate()
        if table.joined and not self._kept:
            self._kept = True
            self._keep_seat()
        if table.connection == CLOSED and not table.joined and not self.problem:
            self.problem = t("friends.cannot_reach")
        lobby = table.lobby
        seen = (lobby, table.connection, table.joined, reach.seen(self.link))
        if seen != self._seen:
            self._seen = seen
            self.rebuild()
            self.app.invalidate()
        if table.started and table.joined:   # the first deal was handed out (kept in link.early)
            self._handed_over = True
            self.app.stack.replace(self.app.nav.make(Screen.FRIENDS_TABLE, link=self.link))

    def handle(self, event: pygame.event.Event) -> None:
        self.buttons.handle(event)

    # -- frame -----------------------------------------------------------------------
    def info_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        lobby = self.table.lobby
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if lobby is None:
            if not self.problem:   # a refusal says what happened instead
                lines.append((t("friends.connecting"), INK_DIM))
        else:
            lines.append((variant_title(lobby.variant.name, self.app.cards.style), INK))
            lines += [(line, INK_DIM) for line in match_lines(lobby, opener=self.link.owner)]
            lines.append((t("friends.code_line", code=lobby.code), GOLD))
        if self.link.owner and lobby is not None and self.link.hosting:
            lines.extend(reach.lobby_lines(self.link))   # the house, then the internet (the router's answer)
        elif self.link.owner and lobby is not None:
            lines.append((t("friends.address_line", address=self.link.address), INK))
            lines.append((self.link.invitation(), INK_DIM))
        if self.link.owner and lobby is not None:
            if self.copied == "done":
                lines.append((t("friends.copied"), INK_DIM))
            elif self.copied == "failed":
                lines.append((t("friends.copy_failed"), INK_DIM))
        if self.link.unencrypted:
            lines.append((t("friends.not_encrypted"), INK_DIM))
        if lobby is not None and not self.link.owner:
            lines.append((t("friends.waiting_start"), INK_DIM))
        elif lobby is not None and self.free_seats():
            lines.append((t("friends.waiting_friends"), INK_DIM))
        return lines

    def layout(self, size: tuple[int, int]) -> None:
        m = self.m = Metrics.for_size(size)
        w, h = size
        top = m.margin // 2 + 8 + m.title + m.gap * 2
        self.rows_top = top + (len(self.info_lines()) + 1) * (m.body + m.gap) + m.gap * 2
        y = self.rows_top + max(1, len(self.seat_rows)) * (m.body + m.gap * 2) + m.gap * 2
        # A free seat's Computer button sits on that seat's row; the others go in a grid under the seats.
        box, row_h = self.seats_panel(w), m.body + m.gap * 2
        on_rows = [b for b in self.buttons.buttons if isinstance(b.value, tuple) and b.value[0] == "computer"]
        for b in on_rows:
            bw = self.app.text.render(b.label, m.small, INK).get_width() + m.gap * 3
            top = self.rows_top + self._row_of(b.value[1]) * row_h
            b.rect = pygame.Rect(box.right - m.gap - bw, top - m.gap // 2 + 2, bw, row_h - 4)
        buttons = [b for b in self.buttons.buttons if b not in on_rows]
        room = h - y - m.margin // 2
        # The host's lobby holds many buttons here (Start, the match's settings with the exchange of the seven,
        # the two invitations, the router's help, Leave): another column (up to three) while full rows would not
        # fit and the longest label still fits the narrower buttons; the rows get lower if need be.
        need = max((self.app.text.render(b.label, m.body, INK).get_width() + 24 for b in buttons), default=0)
        cols = 1
        while (-(-len(buttons) // cols) * (m.row + m.gap) > room and cols < 3
               and self._column_width(w, cols + 1) >= need):
            cols += 1
        rows = max(1, -(-len(buttons) // cols))
        bw = self._column_width(w, cols)
        bh = max(24, min(m.row, room // rows - m.gap))
        for i, b in enumerate(buttons):
            row, col = divmod(i, cols)
            in_row = min(cols, len(buttons) - row * cols)   # the last row, if short, is centred too
            left = w // 2 - (in_row * bw + (in_row - 1) * m.gap) // 2
            b.rect = pygame.Rect(left + col * (bw + m.gap), y + row * (bh + m.gap), bw, bh)

    def _column_width(self, w: int, cols: int) -> int:
        m = self.m
        return min((w - 2 * m.margin - (cols - 1) * m.gap) // cols, round(460 * m.scale) + 60)

    def seats_panel(self, w: int) -> pygame.Rect:
        """The panel of the seats' rows, as drawn."""
        m = self.m
        width = min(w - 2 * m.margin, round(700 * m.scale) + 100)
        rows = max(1, len(self.seat_rows))
        return pygame.Rect(w // 2 - width // 2, self.rows_top - m.gap, width, rows * (m.body + m.gap * 2) + m.gap)

    def _row_of(self, seat: int) -> int:
        lobby = self.table.lobby
        seats = [s.seat for s in lobby.seats] if lobby is not None else []
        return seats.index(seat) if seat in seats else 0

    def draw(self, surface: pygame.Surface) -> None:
        m = self.m
        w, _ = surface.get_size()
        surface.fill(FELT)
        y = draw_screen_title(surface, self.app.text, m, t("friends.lobby_title"))
        for words, colour in self.info_lines():
            line = self.app.text.fit(words, m.body, w - 2 * m.margin, colour)
            surface.blit(line, line.get_rect(midtop=(w // 2, y)))
            y += m.body + m.gap
        if self.problem:
            line = self.app.text.fit(self.problem, m.body, w - 2 * m.margin, RED)
            surface.blit(line, line.get_rect(midtop=(w // 2, y)))
        box = self.seats_panel(w)
        width, row_h = box.width, m.body + m.gap * 2
        panel(surface, box)
        on_rows = {self._row_of(b.value[1]): b.rect for b in self.buttons.buttons
                   if isinstance(b.value, tuple) and b.value[0] == "computer"}
        for i, (label, status) in enumerate(self.seat_rows):
            cy = self.rows_top + i * row_h + row_h // 2 - m.gap // 2
            left = self.app.text.fit(label, m.body, width // 3, INK_DIM)
            surface.blit(left, left.get_rect(midleft=(box.x + m.gap * 2, cy)))
            end = on_rows[i].left - m.gap if i in on_rows else box.right - m.gap * 2
            right = self.app.text.fit(status, m.body, end - box.x - width // 3, INK)
            surface.blit(right, right.get_rect(midleft=(box.x + width // 3, cy)))
        for b in self.buttons.buttons:   # a seat's own button in the row's smaller type
            b.draw(surface, self.app.text, m.small if b.rect in on_rows.values() else m.body)


__all__ = ["EXCHANGE_VALUES", "LobbyScene", "exchange_lines", "exchange_offered", "exchange_words", "match_lines"]
