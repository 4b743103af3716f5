"""What the table scene drives: a match seen from one seat, wherever the match is played.

The table scene never holds a :class:`~briscola_desktop.rules.Match`. It drives a
:class:`TablePort`: the local :class:`~briscola_desktop.play.runner.MatchRunner` (through an
adapter) for a match on this computer, or a remote table (``net/``) for a seat at a table
hosted elsewhere. Both give the same things: batches of rules events to animate, this seat's
information set (:class:`~briscola_desktop.rules.View`), the public standing of the match,
whose turn it is, the legal moves now, and a door to submit a move. Neither the scene nor the
remote table ever applies a rule; the referee (the local runner, or the host) does.

Timing: a port hands out events only while the scene says it is idle (``is_idle``), and its
:meth:`TablePort.view` and :meth:`TablePort.standing` describe the table as of the last batch
handed out, so what the scene draws from them agrees with what it has animated.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Protocol, Sequence

from briscola_desktop.review.record import HandRecord
from briscola_desktop.rules import MatchFormat, Variant
from briscola_desktop.rules.records import HandResult
from briscola_desktop.rules.view import View

#: (action, text key, params): the advice shown for a position.
Hint = tuple[object, str, dict]


@dataclass(frozen=True)
class MatchStanding:
    """The match as every seat may know it: nothing in it is private."""

    variant: Variant
    format: MatchFormat
    sides: tuple[tuple[int, ...], ...]      # the match's sides (seats), as the rules core keeps them
    hands_won: tuple[int, ...]              # per side
    scores: tuple[int, ...]                 # per side: the match score (points or deal scores)
    deals_played: int
    hand_index: int                         # the hand in progress (0-based)
    results: tuple[HandResult, ...]         # every finished hand, in order
    is_over: bool
    winners: tuple[int, ...] | None         # match sides that won once it is over (empty: drawn)

    @property
    def between_deals(self) -> bool:
        """The hand in progress has its result and the next one is not dealt yet."""
        return len(self.results) > self.hand_index


class TablePort(Protocol):
    """A match seen from ``seat``: what the table scene needs, and nothing it could misuse.

    Events reach the scene through the ``on_events`` callback the port was built with, one
    batch (a list of rules events) at a time, only while ``is_idle()`` is true. A batch that
    starts with ``HandStarted`` is a new deal. Cards the seat may not see (another seat's
    deal or draw) arrive with ``card=None`` in ``CardDealt`` and ``CardDrawn``.
    """

    seat: int            # the seat this screen shows the table from (the person's)
    variant: Variant

    @property
    def token(self) -> Hashable:
        """Identifies the position: changes with every applied action and every new hand."""

    def view(self) -> View:
        """This seat's information set as of the last batch handed out."""

    def standing(self) -> MatchStanding:
        """The public standing of the match as of the last batch handed out."""

    def seat_names(self) -> Sequence[str | None]:
        """A name per seat for people at a networked table (None: use the usual seat name)."""

    def to_act(self) -> int | None:
        """The seat whose turn it is, or None (between hands, match over, events still to show)."""

    def my_turn(self) -> bool:
        """This seat may act now (its turn, the scene idle, the hand going on)."""

    def legal_now(self) -> list:
        """This seat's legal actions now (empty when it is not its turn)."""

    def submit(self, action: object) -> bool:
        """Offer ``action`` for this seat. False (nothing changes) when it is refused at once;
        a remote port may also be refused later by the host, said through ``notices``."""

    def update(self, dt: float, factor: float) -> None:
        """Advance by ``dt`` seconds: computer seats think and play (after a pause scaled by
        the speed ``factor``), network messages are read; new events go to ``on_events``."""

    def skip_wait(self) -> None:
        """The person clicked while a computer seat paused: play its card as soon as it is chosen."""

    def thinking(self) -> int | None:
        """The seat (not this one) the table is waiting on, to say "{name} is thinking…"."""

    def hand_ended(self) -> HandRecord | None:
        """The step after the scene has shown a hand's end (once per hand): the hand is counted and kept
        for review where this port keeps hands; its record for review (None if unknown)."""

    def request_next_deal(self) -> None:
        """The hand's result was read: ask for the next deal (its events come through ``on_events``)."""

    def current_hint(self) -> Hint | None: ...

    @property
    def hint_pending(self) -> bool: ...

    def update_hint(self) -> None: ...

    def take_notices(self) -> list[tuple[str, dict]]:
        """Things to tell the person (locale key, params): saving problems, a refused move,
        "the host left", a player waiting to reconnect. Each is handed out once."""

    def save_now(self) -> None:
        """Leaving the table mid-match: keep the match as it stands (where this port can)."""

    def close(self) -> None: ...


#: How a port is told to hand events to the scene.
OnEvents = Callable[[list], None]


class Resent(list):
    """A batch handed out again in full: the hand so far from its deal (a seat back at a table after a
    dropped connection, a rejoin, a host reopening its table). The scene lays it out at once, not card by
    card; a port hands any other batch as a plain list."""


__all__ = ["Hint", "MatchStanding", "OnEvents", "Resent", "TablePort"]
