"""A seat at a networked table seen as the table scene sees every match: from seat 0.

The table scene puts the person at seat 0 (the bottom of the layout, "You" in the words).
At a hosted table the person may sit at any seat; :class:`TurnedPort` wraps the remote
port and numbers every seat from the person's own: the host's seat ``s`` is shown as
``(s - mine) % players``. Counterclockwise order is kept, so the person's right-hand
neighbour is still the next to play, and fixed teams (which alternate round the table) map
onto teams. Side indices (a match's sides, a hand's winner) are never renumbered, only the
seats inside them. Pygame-free: it only renames seats in rules values.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Hashable, Sequence

from briscola_desktop.net import protocol as p
from briscola_desktop.play.port import Hint, MatchStanding, Resent, TablePort
from briscola_desktop.review.record import HandRecord
from briscola_desktop.rules import events as ev
from briscola_desktop.rules.records import HandResult, TrickRecord
from briscola_desktop.rules.view import View

#: The one line of what happened while this player was away, when the host counted the cards a computer played
#: for them (``net.played_for_you`` {cards}): "A computer played 2 cards for you." ({count}).
AWAY_PLAYED = "friends.played_cards_for_you"


def away_line(key: str, params: dict) -> tuple[str, dict]:
    """A host's notice as the table says it: "played for you" with a number of cards becomes :data:`AWAY_PLAYED`
    (``count`` a number, for the plural); every other notice is kept as it came."""
    cards = params.get("cards", "")
    if key == p.NOTICE_PLAYED_FOR_YOU and cards.isdigit() and int(cards) > 0:
        return AWAY_PLAYED, {"count": int(cards)}
    return key, params


class Turn:
    """Seat numbering from seat ``mine`` of a ``players``-seat table: host seat <-> shown seat."""

    def __init__(self, mine: int, players: int) -> None:
        self.mine = mine
        self.players = players

    def shown(self, seat: int | None) -> int | None:
        return None if seat is None else (seat - self.mine) % self.players

    def host(self, seat: int) -> int:
        return (seat + self.mine) % self.players

    def per_seat(self, values: Sequence[Any]) -> tuple:
        """A per-seat tuple in shown order: shown seat i holds the host's seat ``host(i)``."""
        return tuple(values[self.host(i)] for i in range(len(values)))

    def side(self, seats: Sequence[int]) -> tuple[int, ...]:
        return tuple(sorted(self.shown(s) for s in seats))

    def result(self, r: HandResult) -> HandResult:
        return replace(r, sides=tuple(self.side(s) for s in r.sides), seat_points=self.per_seat(r.seat_points),
                       caller=self.shown(r.caller), partner=self.shown(r.partner),
                       seat_scores=None if r.seat_scores is None else self.per_seat(r.seat_scores))

    def trick(self, tr: TrickRecord) -> TrickRecord:
        return TrickRecord(self.shown(tr.leader), tuple((self.shown(s), c) for s, c in tr.cards),
                           self.shown(tr.winner), tr.points)

    def event(self, e: Any) -> Any:
        """A rules event with its seats renumbered (events without seats are kept as they are)."""
        if isinstance(e, (ev.HandStarted, ev.ThrownIn)):
            return replace(e, dealer=self.shown(e.dealer))
        if isinstance(e, ev.PartnerRevealed):
            return replace(e, seat=self.shown(e.seat), caller=self.shown(e.caller))
        if isinstance(e, ev.TrickWon):
            return replace(e, winner=self.shown(e.winner), cards=tuple((self.shown(s), c) for s, c in e.cards))
        if isinstance(e, ev.HandOver):
            return replace(e, result=self.result(e.result))
        if hasattr(e, "seat"):   # dealt, drawn, played, bid, passed, won the auction, called
            return replace(e, seat=self.shown(e.seat))
        return e

    def view(self, v: View) -> View:
        return replace(
            v, seat=self.shown(v.seat), to_act=self.shown(v.to_act), dealer=self.shown(v.dealer),
            leader=self.shown(v.leader), table=tuple((self.shown(s), c) for s, c in v.table),
            tricks=tuple(self.trick(tr) for tr in v.tricks), points=self.per_seat(v.points),
            hand_sizes=self.per_seat(v.hand_sizes), known=self.per_seat(v.known), voids=self.per_seat(v.voids),
            bids=tuple((self.shown(s), b) for s, b in v.bids), high_bidder=self.shown(v.high_bidder),
            partner=self.shown(v.partner))

    def standing(self, s: MatchStanding) -> MatchStanding:
        return replace(s, sides=tuple(self.side(side) for side in s.sides),
                       results=tuple(self.result(r) for r in s.results))


class TurnedPort:
    """``inner`` (a port at any seat) shown from seat 0. Everything else passes through."""

    def __init__(self, inner: TablePort, on_hand: Callable[[HandRecord], None] | None = None) -> None:
        self.inner = inner
        self.on_hand = on_hand   # told of each finished hand as this seat reviews it (kept for review)
        self.variant = inner.variant
        self.turn = Turn(inner.seat, inner.variant.players)
        self.seat = 0
        self._view: tuple[Hashable, View] | None = None
        self._standing: tuple[Hashable, MatchStanding] | None = None
        self._ended: HandRecord | None = None   # the last hand told to ``on_hand``

    def events(self, batch: list) -> list:
        """A batch from the inner port, renumbered (the scene's ``on_events`` gets this); a batch resent in
        full stays marked so (:class:`~briscola_desktop.play.port.Resent`)."""
        turned = [self.turn.event(e) for e in batch]
        return Resent(turned) if isinstance(batch, Resent) else turned

    @property
    def token(self) -> Hashable:
        return self.inner.token

    def view(self) -> View:
        token = self.inner.token
        if self._view is None or self._view[0] != token:
            self._view = (token, self.turn.view(self.inner.view()))
        return self._view[1]

    def standing(self) -> MatchStanding:
        token = self.inner.token
        if self._standing is None or self._standing[0] != token:
            self._standing = (token, self.turn.standing(self.inner.standing()))
        return self._standing[1]

    def seat_names(self) -> Sequence[str | None]:
        names = list(self.inner.seat_names())
        return self.turn.per_seat(names) if len(names) == self.turn.players else names

    def to_act(self) -> int | None:
        return self.turn.shown(self.inner.to_act())

    def my_turn(self) -> bool:
        return self.inner.my_turn()

    def legal_now(self) -> list:
        return self.inner.legal_now()   # cards and bids carry no seat

    def submit(self, action: object) -> bool:
        return self.inner.submit(action)

    def update(self, dt: float, factor: float) -> None:
        self.inner.update(dt, factor)

    def skip_wait(self) -> None:
        self.inner.skip_wait()

    def thinking(self) -> int | None:
        return self.turn.shown(self.inner.thinking())

    def hand_finished(self) -> HandRecord | None:
        """The finished hand's record as this seat reviews it: numbered from this seat, as the table is (the
        review's chair is seat 0). A query: it changes nothing."""
        record = self.inner.hand_finished()
        return None if record is None else record.seen_from(self.turn.mine)

    def hand_ended(self) -> HandRecord | None:
        """The step after the scene has shown a hand's end: the inner port's step, then ``on_hand`` is told
        of the record as this seat reviews it (kept with the last hands)."""
        record = self.inner.hand_ended()
        mine = None if record is None else record.seen_from(self.turn.mine)
        # A hand laid out again (this seat reconnected after its end) ends again on the board: kept once.
        if mine is not None and self.on_hand is not None and mine != self._ended:
            self._ended = mine
            self.on_hand(mine)
        return mine

    def request_next_deal(self) -> None:
        self.inner.request_next_deal()

    def current_hint(self) -> Hint | None:
        return self.inner.current_hint()

    @property
    def hint_pending(self) -> bool:
        return self.inner.hint_pending

    def update_hint(self) -> None:
        self.inner.update_hint()

    def take_notices(self) -> list[tuple[str, dict]]:
        return [away_line(key, params) for key, params in self.inner.take_notices()]

    def save_now(self) -> None:
        self.inner.save_now()

    def close(self) -> None:
        self.inner.close()


__all__ = ["AWAY_PLAYED", "Turn", "TurnedPort", "away_line"]
