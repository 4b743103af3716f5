"""A seat at a table hosted elsewhere, offered to the table scene as a :class:`~briscola_desktop.play.port.TablePort`.

Public API (everything is called from the frame loop; nothing blocks)::

    client = Client(url_of(host, port), Hello(v=PROTOCOL_VERSION, code=code, name=name)).start()
    table = RemoteTable(client, on_events=board.show, is_idle=board.is_idle)
    # every frame:
    table.update(dt, factor)      # reads the network; hands event batches to on_events while idle
    table.joined, table.lobby     # after the host's Welcome: the seat, the table's seats and settings
    table.started                 # the match is on: the scene can take over (TablePort)
    table.start(fill="medium")    # seat 0 only: start, free seats to a computer (or fill=None: all taken)
    table.set_seat(2, "hard")     # seat 0 only, in the lobby
    table.stand_in(1, "medium")   # seat 0 only, while seat 1's player is away (None: wait for them)
    table.end_match()             # seat 0 only
    table.quick("well_played")    # a quick message; others' arrive by take_bubbles()
    table.time_left()             # the turn clock, when the host set a turn limit (else None)
    table.lobby.hints             # the host allows hints and the count panel (current_hint/update_hint)
    table.rematch()               # after the match: another one once everyone agrees
    table.to_lobby()              # seat 0, after the match: the same seats in the lobby again
    table.configure("best_of_three", 60.0, True)   # seat 0, in the lobby: length, time per move, hints
    table.configure("best_of_three", 60.0, True, exchange="on")   # ... and the exchange of the seven
    table.lobby.seats[i].ready    # between hands: who has read the result (rematch: who asked for one)
    table.connection              # "connecting" / "open" / "reconnecting" / "closed"
    table.close()                 # leave the table

A full resend (``Update.sync``: a join or a rejoin mid-hand, a reconnection, a host reopening its table)
is handed out as a :class:`~briscola_desktop.play.port.Resent` batch: the scene lays the hand so far out at
once instead of dealing and playing it again.

The host is the referee: this class never applies a rule. It shows what the host sent —
batches of events, the seat's view (``rules.View``, rebuilt from the wire) and the public
standing after each batch — and sends moves with the position they were chosen at. The
legal moves it offers are the rules core's ``View.legal_actions()`` for this seat's view
(what a computer seat is given); the host checks every move again.

Notices (``take_notices``) are ``(locale key, params)``: ``net.move_refused`` {rule},
``net.waiting_for`` {name}, ``net.player_back`` {name}, ``net.seat_to_computer`` {name},
``net.turn_timed_out`` {name}, ``net.match_ended`` {name}, ``net.reconnecting``,
``net.played_for_you`` {cards} (said once the table as it is now was handed out: the update after it),
``net.host_left``, and ``net.error.<code>`` {message} for other refusals (codes:
``protocol.ErrorCode``). A refused exchange of the seven is ``exchange.refused.<why>`` (the rules core's
stable reason); a refusal because this game is too old for the table's house rule ``exchange.net.too_old``.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from typing import Any, Callable, Hashable, Sequence

from briscola_desktop.play.port import Hint, MatchStanding, Resent
from briscola_desktop.play.runner import HintAdvisor
from briscola_desktop.review.record import HandRecord
from briscola_desktop.rules import Variant, action_to_str
from briscola_desktop.rules.view import View

from .. import protocol as p
from .client import CLOSED, OPEN, RECONNECTING, Client, Status

log = logging.getLogger(__name__)

#: Refusals of a move: the person may choose again.
_MOVE_REFUSALS = {p.ErrorCode.ILLEGAL_MOVE.value, p.ErrorCode.NOT_YOUR_TURN.value,
                  p.ErrorCode.STALE_POSITION.value, p.ErrorCode.HAND_OVER.value, p.ErrorCode.MATCH_OVER.value}


class _Batch:
    """One update from the host, decoded once."""

    __slots__ = ("update", "events", "received", "_view", "_standing")

    def __init__(self, update: p.Update, events: list) -> None:
        self.update = update
        self.events = events
        self.received = time.monotonic()
        self._view: View | None = None
        self._standing: MatchStanding | None = None


class RemoteTable:
    """The client side of one seat (see the module docstring). Implements ``play.port.TablePort``."""

    def __init__(self, client: Client, *, on_events: Callable[[list], None] = lambda events: None,
                 is_idle: Callable[[], bool] = lambda: True, on_change: Callable[[], None] = lambda: None,
                 threaded_hints: bool = True) -> None:
        self.client = client
        self.on_events = on_events
        self.is_idle = is_idle
        self.on_change = on_change
        self.seat: int = -1                    # known after the host's Welcome
        self.variant: Variant | None = None    # known after the host's Welcome
        self.lobby: p.TableMsg | None = None
        self.connection = client.state
        self.last_error: p.Error | None = None
        #: The host said it closed the table for good (``net.host_left`` with ``closed``): a seat kept there is no use.
        self.closed_for_good = False
        self._pending: deque[_Batch] = deque()
        self._current: _Batch | None = None
        self._submitted: object = None
        self._notices: list[tuple[str, dict]] = []
        #: "A computer played for you" waits until the table as it is now was handed out and looked at once
        #: (the update after it): said at the table, not to a lobby that is about to hand over.
        self._away: list[tuple[str, dict]] = []
        self._resent_shown = False
        self._bubbles: list[tuple[int, str]] = []
        self._was_open = False
        self._told_reconnecting = False
        self._told_host_left = False
        self._hints = HintAdvisor(threaded_hints, "briscola-remote-hint")

    # ------------------------------------------------------------------ the lobby
    @property
    def joined(self) -> bool:
        return self.variant is not None

    @property
    def started(self) -> bool:
        """The match is on and its first batch was handed out."""
        return self._current is not None

    def start(self, fill: str | None = None) -> None:
        self.client.send(p.Start(fill=fill))

    def set_seat(self, seat: int, kind: str) -> None:
        self.client.send(p.SetSeat(seat=seat, kind=kind))

    def stand_in(self, seat: int, level: str | None) -> None:
        """Seat 0, while ``seat``'s player is away: a computer of ``level`` plays it for now (None: wait)."""
        self.client.send(p.StandIn(seat=seat, level=level))

    def end_match(self) -> None:
        """Seat 0 ends the match before it is over (a player stays away, or the table will not finish): every
        seat is told who ended it, and the match counts for nobody."""
        self.client.send(p.EndMatch())

    def quick(self, message_id: str) -> None:
        self.client.send(p.Quick(id=message_id))

    def rematch(self) -> None:
        self.client.send(p.Rematch())

    def configure(self, format_name: str, turn_limit: float | None, hints: bool, exchange: str | None = None) -> None:
        """Seat 0, in the lobby: the match length, the time for each move, the hints rule and the exchange of
        the seven ("off", "on", "after_trick"; None: as it is)."""
        self.client.send(p.Configure(format=format_name, turn_limit=turn_limit, hints=hints, exchange=exchange))

    def to_lobby(self) -> None:
        """Seat 0, after the match: the same seats in the lobby again (``started`` turns False)."""
        self.client.send(p.ToLobby())

    def take_bubbles(self) -> list[tuple[int, str]]:
        """Quick messages received: (seat, message id), each handed out once."""
        out, self._bubbles = self._bubbles, []
        return out

    def deadline(self) -> float | None:
        """Seconds the seat to act had left when the last batch was sent (a turn limit), or None."""
        return None if self._current is None else self._current.update.deadline

    def time_left(self) -> float | None:
        """Seconds the seat to act has left now (the turn clock; None without a turn limit)."""
        batch = self._current
        if batch is None or batch.update.deadline is None or self._pending:
            return None
        return max(0.0, batch.update.deadline - (time.monotonic() - batch.received))

    # ------------------------------------------------------------------ TablePort
    @property
    def token(self) -> Hashable:
        return None if self._current is None else tuple(self._current.update.position)

    def view(self) -> View:
        batch = self._need_current()
        if batch._view is None:
            batch._view = p.view_of(batch.update.view, self.variant)
        return batch._view

    def standing(self) -> MatchStanding:
        batch = self._need_current()
        if batch._standing is None:
            batch._standing = p.standing_of(batch.update.standing, self.variant)
        return batch._standing

    def _need_current(self) -> _Batch:
        if self._current is None or self.variant is None:
            raise RuntimeError("the host has not sent the table yet")
        return self._current

    def seat_names(self) -> Sequence[str | None]:
        if self.lobby is None:
            return []
        return [s.name if s.kind == p.FRIEND else None for s in self.lobby.seats]

    def to_act(self) -> int | None:
        if self._current is None or self._pending:
            return None
        return self._current.update.to_act

    def my_turn(self) -> bool:
        return (self.is_idle() and self.to_act() == self.seat and self._submitted != self.token
                and self.connection == OPEN)

    def legal_now(self) -> list:
        return self.view().legal_actions() if self.my_turn() else []

    def submit(self, action: object) -> bool:
        if action not in self.legal_now():
            return False
        self.client.send(p.Move(action=action_to_str(action), position=self.token))
        self._submitted = self.token
        return True

    def update(self, dt: float, factor: float) -> None:
        if self._resent_shown:
            self._resent_shown = False
            self._notices.extend(self._away)
            self._away.clear()
        for message in self.client.poll():
            self._take(message)
        while self._pending and self.is_idle():
            batch = self._pending.popleft()
            self._current = batch
            if batch.update.sync:   # the hand so far, sent again in full: the scene lays it out at once
                self._resent_shown = True
                self.on_events(Resent(batch.events))
            else:
                self.on_events(batch.events)
            self.on_change()

    def skip_wait(self) -> None:
        """The host sets the computers' pace; nothing to skip here."""

    def thinking(self) -> int | None:
        seat = self.to_act()
        return seat if seat is not None and seat != self.seat else None

    def hand_ended(self) -> HandRecord | None:
        """The scene showed the hand's end: the host keeps the hand; its record (for review) is all there is."""
        return self.hand_finished()

    def hand_finished(self) -> HandRecord | None:
        """The record of the hand the last batch finished (None during a hand): a query, it changes nothing."""
        batch = self._current
        if batch is None or batch.update.record is None or self.variant is None:
            return None
        return p.record_of(batch.update.record, self.variant)

    def request_next_deal(self) -> None:
        if self._current is not None:
            self.client.send(p.Ready(hand_index=self._current.update.view.hand_index))

    def current_hint(self) -> Hint | None:
        return self._hints.current(self.token) if self.token is not None else None

    @property
    def hint_pending(self) -> bool:
        return self._hints_allowed() and self.my_turn() and not self._hints.arrived(self.token)

    def update_hint(self) -> None:
        """Worked out here, from this seat's own view only (when the host allows hints)."""
        if self._hints_allowed() and self.token is not None and self._hints.update(self.token, self.view):
            self.on_change()

    def _hints_allowed(self) -> bool:
        return self.lobby is not None and self.lobby.hints

    def take_notices(self) -> list[tuple[str, dict]]:
        out, self._notices = self._notices, []
        return out

    def save_now(self) -> None:
        """The host keeps the match; nothing to save on this side."""

    def close(self) -> None:
        self.client.send(p.Leave())
        self.client.close()
        self._hints.close()

    # ------------------------------------------------------------------ messages
    def _take(self, message: Any) -> None:
        if isinstance(message, p.Update):
            self._take_update(message)
        elif isinstance(message, p.Welcome):
            self.seat = message.seat
            self.variant = p.variant_of(message.table.variant)
            self.lobby = message.table
            self._submitted = None
        elif isinstance(message, p.Lobby):
            self.lobby = message.table
            if self.variant is not None and not message.table.started:
                # The opener may change the table's rules in the lobby (the exchange of the seven): the match
                # is read by the rules it will be played with.
                try:
                    self.variant = p.variant_of(message.table.variant)
                except p.NetError as exc:
                    log.error("%s", exc)
            if not message.table.started and self._current is not None:
                self._back_in_lobby()
        elif isinstance(message, p.Bubble):
            self._bubbles.append((message.seat, message.id))
        elif isinstance(message, p.Notice):
            if message.key == p.NOTICE_HOST_LEFT:
                self._told_host_left = True
                self.closed_for_good = message.params.get(p.HOST_LEFT_CLOSED) == "1"
            kept = self._away if message.key == p.NOTICE_PLAYED_FOR_YOU else self._notices
            kept.append((message.key, dict(message.params)))
        elif isinstance(message, p.Error):
            self.last_error = message
            if message.code in _MOVE_REFUSALS:
                self._submitted = None  # choose again
                if message.why in p.EXCHANGE_REFUSALS:   # a refused exchange of the seven, in the player's words
                    self._notices.append((f"exchange.refused.{message.why}", {}))
                else:
                    self._notices.append((p.NOTICE_REFUSED, {"rule": message.rule or message.message}))
            elif message.code == p.ErrorCode.VERSION.value and message.why in p.TOO_OLD_FOR:
                self._notices.append((p.TOO_OLD_FOR[message.why], {}))
            else:
                self._notices.append((f"net.error.{message.code}", {"message": message.message}))
        elif isinstance(message, Status):
            self._take_status(message)
        self.on_change()

    def _back_in_lobby(self) -> None:
        """The host took the table back to its lobby after the match: nothing is being played."""
        self._current = None
        self._pending.clear()
        self._submitted = None
        self._notices.extend(self._away)
        self._away.clear()

    def _take_update(self, update: p.Update) -> None:
        if self.variant is None:
            return  # an update before the welcome is not one this seat can read
        try:
            events = p.events_of(update.events)
        except p.NetError as exc:
            log.error("%s", exc)
            return
        if update.sync:
            self._pending.clear()  # a full resend supersedes what was not shown yet
        self._pending.append(_Batch(update, events))

    def _take_status(self, status: Status) -> None:
        self.connection = status.state if status.state in (OPEN, RECONNECTING, CLOSED) else self.connection
        if status.state == OPEN:
            self._was_open = True
            self._told_reconnecting = False
        elif status.state == RECONNECTING and self._was_open and not self._told_reconnecting:
            self._told_reconnecting = True  # once per outage, not at every attempt
            self._notices.append((p.NOTICE_RECONNECTING, {}))
        elif status.state == CLOSED and self._was_open and not self.client.closing and not self._told_host_left:
            self._told_host_left = True
            self._notices.append((p.NOTICE_HOST_LEFT, {}))


__all__ = ["RemoteTable"]
