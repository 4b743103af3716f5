"""A match on this computer offered as a :class:`~.port.TablePort`: the adapter over :class:`MatchRunner`.

The table scene drives a port and never a :class:`~briscola_desktop.rules.Match`.
:class:`LocalTable` holds the local runner (the match, the computer seats, autosave, hints)
and answers the port's questions from it: the person's seat's :class:`View`, the public
:class:`MatchStanding`, whose turn it is. Starting a new match (Rematch, New match) is
something only a local table can do: :meth:`LocalTable.new_match`, which the scene reaches
through a callback.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Sequence

from briscola_desktop.i18n import t
from briscola_desktop.review.record import PERSON, HandRecord
from briscola_desktop.rules import Match
from briscola_desktop.rules.view import View

from .port import Hint, MatchStanding, OnEvents
from .runner import MatchRunner, TableConfig
from .seats import ComputerSeats, SeatPlayer
from .session import MatchSession


class LocalTable:
    """The person's seat at a match played here, by the local :class:`MatchRunner`."""

    def __init__(self, config: TableConfig, *, store: Any = None,
                 make_player: Callable[[str, int], SeatPlayer] | None = None,
                 is_idle: Callable[[], bool] = lambda: True,
                 on_events: OnEvents = lambda events: None,
                 on_change: Callable[[], None] = lambda: None) -> None:
        self.seat = PERSON   # the runner's person; every other seat is a computer
        self.variant = config.variant
        self.config = config
        self.is_idle = is_idle
        self.on_events = on_events
        self.runner = MatchRunner(config, store=store, make_player=make_player, is_idle=is_idle,
                                  on_events=on_events, on_change=on_change)
        # The view and the standing are asked for every frame: made once per position.
        self._view: tuple[Hashable, View] | None = None
        self._standing: tuple[Hashable, MatchStanding] | None = None

    # -- what only a local table offers (tools, tests, the pause menu's New match) -----------------
    @property
    def match(self) -> Match:
        return self.runner.match

    @property
    def session(self) -> MatchSession | None:
        return self.runner.session

    @property
    def seats(self) -> ComputerSeats | None:
        return self.runner.seats

    @property
    def illegal_attempts(self) -> int:
        return self.runner.illegal_attempts

    def new_match(self, seed: int | None = None, *, match: Match | None = None,
                  session: MatchSession | None = None) -> None:
        """A fresh match (a new seed unless given), or ``match`` resumed: its deal, or its current
        hand so far, goes to ``on_events`` as one batch starting with ``HandStarted``."""
        events = self.runner.new_match(seed, match=match, session=session)
        self.on_events(events)

    # -- the port -------------------------------------------------------------------------------
    @property
    def token(self) -> Hashable:
        return self.runner.token

    def view(self) -> View:
        token = self.runner.token
        if self._view is None or self._view[0] != token:
            self._view = (token, self.runner.match.hand.view(self.seat))
        return self._view[1]

    def standing(self) -> MatchStanding:
        token = self.runner.token
        if self._standing is None or self._standing[0] != token:
            m = self.runner.match
            self._standing = (token, MatchStanding(
                variant=m.variant, format=m.format, sides=tuple(tuple(s) for s in m.sides),
                hands_won=tuple(m.hands_won), scores=tuple(m.scores), deals_played=m.deals_played,
                hand_index=m.hand_index, results=tuple(m.results), is_over=m.is_over,
                winners=tuple(m.winners) if m.winners is not None else None))
        return self._standing[1]

    def seat_names(self) -> Sequence[str | None]:
        return (None,) * self.variant.players   # every other seat is a computer: the usual names

    def to_act(self) -> int | None:
        runner = self.runner
        if not runner.in_play or not self.is_idle():
            return None
        return runner.match.hand.to_act

    def my_turn(self) -> bool:
        return self.runner.person_to_act()

    def legal_now(self) -> list:
        return self.runner.legal_now()

    def submit(self, action: object) -> bool:
        return self.runner.submit(action, self.seat)

    def update(self, dt: float, factor: float) -> None:
        runner = self.runner
        if self.is_idle() and runner.in_play:
            runner.play_computers(dt, factor)

    def skip_wait(self) -> None:
        self.runner.skip_wait()

    def thinking(self) -> int | None:
        seat = self.to_act()
        return seat if seat is not None and seat != self.seat else None

    def hand_ended(self) -> HandRecord | None:
        return self.runner.hand_finished()   # the runner counts the hand and keeps it for review

    def request_next_deal(self) -> None:
        events = self.runner.next_deal()
        if events is not None:
            self.on_events(events)

    def current_hint(self) -> Hint | None:
        return self.runner.current_hint()

    @property
    def hint_pending(self) -> bool:
        return self.runner.hint_pending

    def update_hint(self) -> None:
        self.runner.update_hint()

    def take_notices(self) -> list[tuple[str, dict]]:
        """Saving problems (the disk refused; a finished match kept for the statistics), once each."""
        out: list[tuple[str, dict]] = []
        for key, reason in self.runner.to_tell:
            out.append((key, {} if reason is None else {"reason": t(reason)}))
        self.runner.to_tell.clear()
        return out

    def save_now(self) -> None:
        self.runner.save_now()

    def close(self) -> None:
        self.runner.close()


__all__ = ["LocalTable"]
