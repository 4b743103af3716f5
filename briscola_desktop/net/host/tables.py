"""A hosted table: one :class:`~briscola_desktop.play.runner.MatchRunner` (the referee) and its seats.

Everything here runs on the host's event-loop thread (see :mod:`.host`): the runner is never
shared with another thread, so no lock is needed. A :class:`HostedTable` is built in three
layers, each in its module:

- :mod:`.lobby` (:class:`~.lobby.TableLobby`): the seats, their tokens, the lobby message, the
  table as its file keeps it;
- :mod:`.referee` (:class:`~.referee.TableMatch`): the match and its turns: start or resume, a
  person's moves, deals, rematches, the end; after every batch each seat gets its own
  :class:`~.protocol.Update` (:mod:`.updates`), built from that seat's view and the events
  redacted for that seat (:func:`.protocol.event_msg`). Nothing else about the hand leaves it;
- this module: the connections and the clock: a player joining, dropping and coming back, the
  computers' pace, the turn limit, and what happens to the seat of a player who stays away.

What a host chooses is a :class:`~.table_settings.TableSettings`; codes and tokens are in
:mod:`.codes`. A table is saved (when the host has a folder for it) as a user file of its own
(:mod:`briscola_desktop.userfiles.hosted`, one per code) through a :class:`~.table_store.TableStore`:
in the lobby whenever a seat changes, and in play by the runner's own
:class:`~briscola_desktop.play.session.MatchSession` after every trick and hand. It holds the
table's code, settings, seats, names and the seat tokens' hashes, and the match (variant, format,
seed, actions), so a restarted host opens the same table (:func:`open_saved_table`) and the
players' tokens still work. Every value is checked where the file is read; a file that fails is
set aside and the host goes on without that table.
"""

from __future__ import annotations

from typing import Any

from briscola_desktop.ai import PLAYER_NAMES
from briscola_desktop.play.seats import make_seat_player
from briscola_desktop.rules import Exchange, action_to_str
from briscola_desktop.userfiles.hosted import ABSENCE_CHOICES, CODE_ALPHABET, CODE_LENGTH, HostedTables, SavedTable

from .. import protocol as p
from ..protocol.codes import TOKEN_BYTES, new_code, normalize_code, token_hash
from .lobby import Seat
from .referee import TableMatch
from .table_settings import TableSettings, settings_from_create
from .table_store import TableStore
from .updates import standing_of_match

#: A wake-up for a deadline comes this much after it, so the deadline has passed when the tick looks.
LATE = 0.001


class HostedTable(TableMatch):
    """A table at the host: the seats, the lobby, the referee, and what each seat is sent
    (:class:`~.referee.TableMatch`), with the connections that play its seats and the clock.

    ``send(conn, message)`` queues a message to a connection (the host's writer sends it).
    """

    # ------------------------------------------------------------------ connections
    def attach(self, seat: int, conn: Any, name: str | None, token: str) -> None:
        """``conn`` plays ``seat`` now (a join or a rejoin): it gets the table and, in play, the full view."""
        old = self.seats[seat].conn
        s = self.seats[seat]
        if name and name != s.name:
            named = self.distinct_name(name, seat)
            if named != s.name:
                s.name = named
                self.save_lobby()
        s.conn = conn
        version = getattr(conn, "version", p.PROTOCOL_VERSION)   # (a test's stand-in connection has none)
        s.version = version
        was_away = s.away_since is not None
        s.away_since = None
        self.last_active = self.clock()
        stood_in = self.runner is not None and seat in self.runner.stand_ins()
        if stood_in:
            self.runner.stand_in(seat, None)  # the player is back: the computer gives the seat back
        self.send(conn, p.Welcome(version, seat, token, self.table_msg()))   # in the version the game speaks
        played = self.played_away.pop(seat, 0)
        if self.runner is not None and (stood_in or played):
            # Told once, plainly: their seat was played while they were away, and how many cards (a game that
            # does not read ``cards`` says it without the number).
            self.send(conn, p.Notice(p.NOTICE_PLAYED_FOR_YOU, {"cards": str(played)} if played else {}))
        if old is not None and old is not conn:
            old.send(p.Error(p.ErrorCode.SEAT_TAKEN.value, "this seat is played from another connection now"))
            old.close_soon("another connection took this seat")
        self.broadcast_lobby()
        if was_away:
            self.notice_all(p.NOTICE_BACK, {"name": self.name_of(seat)}, but=seat)
        if self.runner is not None:
            self.send(conn, self.update_for(seat, self.runner.match.hand_events(), sync=True))

    def detach(self, seat: int, conn: Any) -> None:
        s = self.seats[seat]
        if s.conn is not conn:
            return
        s.conn = None
        if self.started and not self.ended:
            s.away_since = self.clock()
            self.notice_all(p.NOTICE_WAITING, {"name": self.name_of(seat)})
        self.broadcast_lobby()

    def leave(self, seat: int, conn: Any) -> None:
        """A player leaves on purpose: in the lobby a friend's seat is free again (seat 0 stays the
        host's); in a match the seat waits for them as for a dropped connection."""
        if not self.started and seat != 0 and self.seats[seat].conn is conn:
            self.seats[seat] = Seat(self.seats[seat].kind)
            self.save_lobby()
            self.broadcast_lobby()
            return
        self.detach(seat, conn)

    def in_use(self) -> bool:
        """Someone is connected, or a match is being played here (a referee, maybe computers thinking): what
        a table costs its host. A table not in use is closed after a while (:mod:`.registry`)."""
        runner = self.runner
        return (any(s.conn is not None for s in self.seats)
                or (runner is not None and not self.ended and not runner.match.is_over))

    # ------------------------------------------------------------------ the clock and absent players
    def needs_tick(self) -> bool:
        """Something here depends on time: computer seats or stand-ins, a turn limit, a player away,
        a deal waiting (a table of people all here, playing without a limit, moves only on messages)."""
        runner = self.runner
        if runner is None or self.ended:
            return False
        return bool((runner.seats is not None and runner.seats.players) or self.settings.turn_limit is not None
                    or any(s.away_since is not None for s in self.seats) or runner.match.hand.is_over)

    def next_due(self, poll: float) -> float | None:
        """Seconds until :meth:`tick` has something to do here (None: nothing until a message or a
        connection changes the table). The host sleeps until the first table's is due; what it wakes for:

        - a new position in play: ``poll`` seconds on (the turn clock starts; a computer seat is asked to
          think), the pace the host always had between one computer seat's move and the next's;
        - a computer seat (or a stand-in) to act: every ``poll`` seconds until it has played (its answer
          comes from a worker thread and is played after the think pause);
        - a person to act under a turn limit: when the limit runs out (a computer plays that move);
        - a player away: when the absence rule applies (a computer stands in, or the match ends);
        - the next deal, once every person still present has read the hand's result (one of them
          may have left meanwhile): ``poll`` seconds on.

        Everything else comes with a message; the host then asks again what is due."""
        runner = self.runner
        if not self.needs_tick():
            return None
        now = self.clock()
        due: list[float] = []
        if runner.in_play:
            if self._turn_token != runner.token:
                return poll
            seat = runner.match.hand.to_act
            limit = self.settings.turn_limit
            if runner.computer_to_act():
                due.append(poll)
            elif limit is not None and self._person_plays(seat) and self.turn_started is not None:
                due.append(self.turn_started + limit - now + LATE)
        elif self.deal_waiting():
            due.append(poll)
        for i, s in enumerate(self.seats):
            if s.away_since is None:
                continue
            if ((self.settings.absence == "computer" and i not in runner.stand_ins())
                    or (self.settings.absence == "end" and not runner.match.is_over)):
                due.append(s.away_since + self.settings.absence_after - now + LATE)
        return max(0.0, min(due)) if due else None

    def tick(self, dt: float) -> None:
        """Computer seats think and play; the turn limit and the absence rule are applied."""
        runner = self.runner
        if not self.needs_tick():
            return
        now = self.clock()
        if runner.in_play:
            if self._turn_token != runner.token:
                self._turn_token = runner.token
                self.turn_started = now
                dt = 0.0   # the turn starts now: the time the host slept before it is no computer's pause
            runner.play_computers(dt, self.pace)
            seat = runner.match.hand.to_act
            limit = self.settings.turn_limit
            if (limit is not None and runner.in_play and self._person_plays(seat) and self.turn_started is not None
                    and now - self.turn_started > limit):
                self._play_for(seat)
        elif runner.match.hand.is_over and not runner.match.is_over:
            self._deal_if_ready()
        for i, s in enumerate(self.seats):
            if s.away_since is None or now - s.away_since < self.settings.absence_after:
                continue
            if self.settings.absence == "computer" and i not in runner.stand_ins():
                runner.stand_in(i, self.settings.stand_in_level)
                self.notice_all(p.NOTICE_STAND_IN, {"name": self.name_of(i)})
                self.broadcast_lobby()
                self._deal_if_ready()
            elif self.settings.absence == "end" and not runner.match.is_over:
                self.end(name=self.name_of(i))
                return

    def _play_for(self, seat: int) -> None:
        """The turn limit ran out: a computer of the stand-in level plays this one move."""
        runner = self.runner
        assert runner is not None
        make = self.make_player or make_seat_player
        view = runner.match.hand.view(seat)
        # A move, never an exchange of the seven: the time is up for the whole turn (and the notice names a card).
        legal = [a for a in view.legal_actions() if not isinstance(a, Exchange)]
        try:
            action = make(self.settings.stand_in_level, runner.match.seed * 10 + seat).choose(view)
        except Exception:  # noqa: BLE001 - a legal move keeps the table going
            action = legal[0]
        if action not in legal:
            action = legal[0]
        # Everyone is told which card was played for whom; the person's own game says it to them.
        self.notice_all(p.NOTICE_TURN_TIMEOUT, {"name": self.name_of(seat), "seat": str(seat),
                                                "card": action_to_str(action)})
        runner.offer(action, seat)

    def stand_in_now(self, seat: int, level: str | None) -> None:
        """The host's choice for an absent player's seat: a computer of ``level`` for now, or (None) wait."""
        runner = self.runner
        if runner is None or self.ended:
            raise p.NetError(p.ErrorCode.NOT_READY, "the match is not being played")
        if not 0 <= seat < len(self.seats) or not self.seats[seat].friend:
            raise p.NetError(p.ErrorCode.BAD_MESSAGE, "only a friend's seat can be played for them")
        if self.seats[seat].conn is not None:
            raise p.NetError(p.ErrorCode.NOT_READY, f"{self.name_of(seat)} is here")
        if level is not None and level not in PLAYER_NAMES:
            raise p.NetError(p.ErrorCode.BAD_TABLE, f"a computer level is one of {', '.join(PLAYER_NAMES)}")
        runner.stand_in(seat, level)
        if level is not None:
            self.notice_all(p.NOTICE_STAND_IN, {"name": self.name_of(seat)})
        self.broadcast_lobby()
        self._deal_if_ready()


def open_saved_table(saved: SavedTable, files: HostedTables, **kwargs: Any) -> HostedTable:
    """A saved table opened again, in its lobby or with its match resumed (``ValueError`` says
    what the host cannot use; the file's values were checked when it was read)."""
    settings = TableSettings(saved.variant, saved.fmt, tuple(seat.kind for seat in saved.seats),
                             turn_limit=saved.turn_limit, absence=saved.absence, absence_after=saved.absence_after,
                             stand_in_level=saved.stand_in_level, hints=saved.hints)
    problems = settings.problems()
    if problems:
        raise ValueError("; ".join(problems))
    table = HostedTable(saved.code, settings, files=files, **kwargs)
    for seat, kept in zip(table.seats, saved.seats):
        seat.token_hash = kept.token_hash
        seat.name = kept.name
    if saved.match is not None:
        table.resume(saved.match, saved.match_id)
    return table


__all__ = ["ABSENCE_CHOICES", "CODE_ALPHABET", "CODE_LENGTH", "TOKEN_BYTES", "HostedTable", "Seat", "TableSettings",
           "TableStore", "open_saved_table", "new_code", "normalize_code", "settings_from_create", "standing_of_match",
           "token_hash"]
