"""A hosted table's match and turns: the referee (a ``MatchRunner``), moves, deals, rematches, the end.

:class:`TableMatch` builds on the lobby (:class:`.lobby.TableLobby`): it starts the match (or
resumes a saved one), lets a person's move reach the runner only when it is their seat's turn, at
the current position, and legal, deals the next hand once every person present has read the
result, and tells every seat what happened after each batch (:class:`.updates.SeatUpdates`).
The connections and the clock build on it (:class:`.tables.HostedTable`).
"""

from __future__ import annotations

import secrets
from typing import Any

from briscola_desktop.ai import PLAYER_NAMES
from briscola_desktop.play.runner import MatchRunner, TableConfig
from briscola_desktop.play.session import MatchSession
from briscola_desktop.rules import Exchange, Match, action_from_str
from briscola_desktop.rules import events as ev

from .. import protocol as p
from .lobby import TableLobby
from .updates import SeatUpdates

# A chiamata hand where every seat passes is thrown in and dealt again without counting, so a table that always
# passes never ends, and every thrown-in result stays in the standing each update carries (about 140 bytes
# each). A ten-deal match where half the hands were thrown in would throw in about ten; the host ends a match
# at 100, which keeps its largest update (a whole hand resent, about 11 KiB, and the standing) far under the
# 64 KiB a client reads, and a saved match under the rules core's 500 hands.
MAX_THROWN_IN = 100


class TableMatch(TableLobby):
    """The seats and lobby, and the match played at them (see the module docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.ready: set[int] = set()     # the people who have read the hand's result
        self.rematch: set[int] = set()   # the people who want another match
        self.ended = False
        self.turn_started: float | None = None
        self._turn_token: object = None  # the position the turn clock was started for
        self.updates = SeatUpdates(self.settings.variant)
        #: Cards a computer played for a friend's seat while nobody was connected there (a stand-in, a turn
        #: limit running out): told to the player when they are back (``net.played_for_you`` {cards}).
        self.played_away: dict[int, int] = {}

    # ------------------------------------------------------------------ starting
    def start(self, fill: str | None = None, *, seed: int | None = None) -> None:
        """Start the match: every friend's seat must be taken, or the free ones go to a computer of ``fill``."""
        if self.started:
            raise p.NetError(p.ErrorCode.NOT_READY, "the match has already started")
        free = [i for i, s in enumerate(self.seats) if s.friend and not s.joined]
        if free and fill is None:
            raise p.NetError(p.ErrorCode.NOT_READY, "seats are still free: wait for friends or give them to a computer")
        if fill is not None and fill not in PLAYER_NAMES:
            raise p.NetError(p.ErrorCode.BAD_TABLE, f"a computer level is one of {', '.join(PLAYER_NAMES)}")
        for i in free:
            self.seats[i].kind = fill
        now = self.clock()
        for s in self.seats:  # a friend who joined and dropped before the start is away from now on
            if s.friend and s.conn is None:
                s.away_since = now
        self.runner = self._make_runner(seed)
        events = self.runner.new_match(self.runner.config.seed)  # the match's own seed
        self.broadcast_lobby()
        self._after(events)

    def _make_runner(self, seed: int | None) -> MatchRunner:
        if seed is None:
            seed = self.settings.seed if self.settings.seed is not None else secrets.randbits(62)
        people = tuple(self.people_seats())
        levels = tuple(s.kind for s in self.seats if not s.friend)
        self.updates = SeatUpdates(self.settings.variant)   # the lobby may have changed the table's rules
        config = TableConfig(variant=self.settings.variant, fmt=self.settings.fmt, seed=seed, levels=levels,
                             people=people, threaded=self.threaded, record=self.store is not None)
        return MatchRunner(config, store=self.store, make_player=self.make_player, on_events=self._after)

    def resume(self, match: Match, match_id: str | None) -> None:
        """Open a saved table's match again (a restarted host): every person is away until they rejoin."""
        self.runner = self._make_runner(match.seed)
        session = None
        if self.store is not None:
            session = MatchSession(self.store, match, levels=self.runner.seat_levels(),
                                   match_id=match_id)
        self.runner.new_match(match=match, session=session)
        now = self.clock()
        for i in self.people_seats():
            self.seats[i].away_since = now

    # ------------------------------------------------------------------ telling each seat
    def _after(self, events: list) -> None:
        """Tell every seat what just happened: its own redacted events and its view after them."""
        if not events:
            return
        self.last_active = self.clock()
        for e in events:
            if isinstance(e, ev.CardPlayed) and self.seats[e.seat].friend and self.seats[e.seat].conn is None:
                self.played_away[e.seat] = self.played_away.get(e.seat, 0) + 1
        shared: dict[str, Any] = {}  # what every seat's update has in common, built once per batch
        for i, seat in enumerate(self.seats):
            if seat.conn is not None:
                self.send(seat.conn, self.update_for(i, events, shared=shared))
        if any(isinstance(e, ev.HandOver) for e in events):
            self.ready.clear()
        if any(isinstance(e, ev.MatchOver) for e in events):
            self.rematch.clear()

    def table_msg(self) -> p.TableMsg:
        """The lobby's table, with who has read the hand's result and who asked for a rematch."""
        table = super().table_msg()
        for seat in table.seats:
            seat.ready, seat.rematch = seat.seat in self.ready, seat.seat in self.rematch
        return table

    def update_for(self, seat: int, events: list, *, sync: bool = False,
                   shared: dict[str, Any] | None = None) -> p.Update:
        """``seat``'s update after ``events`` (see :meth:`.updates.SeatUpdates.update_for`)."""
        assert self.runner is not None
        return self.updates.update_for(self.runner, seat, events, sync=sync, shared=shared,
                                       deadline_of=self._deadline)

    def _deadline(self, to_act: int) -> float | None:
        """Seconds left for ``to_act`` to move: with a turn limit, when a person plays the seat."""
        runner = self.runner
        if runner is None or self.settings.turn_limit is None or not self._person_plays(to_act):
            return None
        started = self.turn_started if self._turn_token == runner.token else self.clock()
        return max(0.0, self.settings.turn_limit - (self.clock() - started))

    def _person_plays(self, seat: int) -> bool:
        return self.seats[seat].friend and (self.runner is None or seat not in self.runner.stand_ins())

    # ------------------------------------------------------------------ what the players send
    def move(self, seat: int, message: p.Move) -> None:
        """A person's move: applied only if it is their seat's turn, at this position, and legal."""
        runner = self.runner
        if runner is None:
            raise p.NetError(p.ErrorCode.NOT_READY, "the match has not started")
        if self.ended:
            raise p.NetError(p.ErrorCode.ENDED, "the host ended this match")
        if tuple(message.position) != runner.token:
            raise p.NetError(p.ErrorCode.STALE_POSITION, "the table has moved on since this move was chosen")
        if not self._person_plays(seat):
            raise p.NetError(p.ErrorCode.NOT_YOUR_TURN, "a computer plays this seat for now")
        try:
            action = action_from_str(message.action)
        except ValueError as exc:
            raise p.NetError(p.ErrorCode.BAD_MESSAGE, str(exc)) from None
        refusal = runner.offer(action, seat)
        if refusal is not None:
            why = ""
            if isinstance(action, Exchange):   # the stable reason, for the player's own language
                said = runner.match.hand.exchange_refusal(seat)
                why = said.why if said is not None else ""
            raise p.NetError(refusal.code, refusal.detail or refusal.rule, refusal.rule, why)

    def say_ready(self, seat: int, hand_index: int) -> None:
        runner = self.runner
        if runner is None or not runner.match.hand.is_over or runner.match.is_over:
            return  # nothing to deal: a late or repeated ready is no fault
        if hand_index != runner.match.hand_index:
            return
        self.ready.add(seat)
        if not self._deal_if_ready():
            self.broadcast_lobby()   # everyone sees who is ready and whom the table waits for

    def deal_waiting(self) -> bool:
        """The hand is over, the match goes on, and every person present has read the result."""
        runner = self.runner
        if runner is None or self.ended or not runner.match.hand.is_over or runner.match.is_over:
            return False
        present = self._present_people()
        return bool(present) and all(i in self.ready for i in present)

    def _deal_if_ready(self) -> bool:
        """Deal the next hand once every person present has read the result: True if it was dealt (or,
        :data:`MAX_THROWN_IN` hands thrown in, the match ended instead)."""
        runner = self.runner
        if runner is None or not self.deal_waiting():
            return False
        if sum(r.thrown_in for r in runner.match.results) >= MAX_THROWN_IN:
            self.end(p.NOTICE_THROWN_IN_CAP, count=str(MAX_THROWN_IN))
            return True
        self.ready.clear()
        self.broadcast_lobby()   # nobody is on the result any more
        events = runner.next_deal()
        if events:
            self._after(events)
        return True

    def _present_people(self) -> list[int]:
        stand_ins = self.runner.stand_ins() if self.runner is not None else {}
        return [i for i, s in enumerate(self.seats) if s.friend and s.conn is not None and i not in stand_ins]

    def ask_rematch(self, seat: int) -> None:
        runner = self.runner
        if runner is None or not runner.match.is_over or self.ended:
            raise p.NetError(p.ErrorCode.NOT_READY, "a rematch comes after the match")
        self.rematch.add(seat)
        if all(i in self.rematch for i in self._present_people()):
            self.rematch.clear()
            self.ready.clear()
            self.broadcast_lobby()
            self._after(runner.new_match())
        else:
            self.broadcast_lobby()   # the others are told who wants another match

    def back_to_lobby(self) -> None:
        """Seat 0, after the match: the same seats in the lobby again, to start another match (the
        finished one stays in the statistics and the saved hands; the runner is closed)."""
        runner = self.runner
        if runner is None or not runner.match.is_over or self.ended:
            raise p.NetError(p.ErrorCode.NOT_READY, "the table goes back to its lobby after the match")
        runner.close()
        self.runner = None
        self.updates = SeatUpdates(self.settings.variant)   # the next runner counts its matches from 1 again
        self.ended = False
        self.ready.clear()
        self.rematch.clear()
        self.turn_started, self._turn_token = None, None
        for seat in self.seats:
            seat.away_since = None
        self.save_lobby()
        self.broadcast_lobby()

    def quick(self, seat: int, message_id: str) -> None:
        if message_id not in p.QUICK_MESSAGES:
            raise p.NetError(p.ErrorCode.BAD_MESSAGE, f"quick messages are {', '.join(p.QUICK_MESSAGES)}")
        self.broadcast(p.Bubble(seat, message_id))

    # ------------------------------------------------------------------ the end
    def end(self, notice: str = p.NOTICE_ENDED, **params: str) -> None:
        """The host ends the match before it is over, and every seat is told why: ``notice`` with its
        ``params`` (the player who stayed away, the opener who ended it, the hands thrown in). A match
        ended is nobody's win or loss: it is not over."""
        self.ended = True
        self.notice_all(notice, params)
        if self.runner is not None:
            self.runner.close()

    def close(self) -> None:
        if self.runner is not None:
            self.runner.close()


__all__ = ["MAX_THROWN_IN", "TableMatch"]
