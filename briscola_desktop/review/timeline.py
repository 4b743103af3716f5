"""A finished hand trick by trick, for a review screen to step through (forward, back, jump).

Each :class:`TrickStep` holds what the table looked like when the trick began (every hand,
for the "everyone's cards" switch), the cards in playing order with who took them, and the
person's decision in it with the view they had (their own hand, the trump, the cards on the
table before them, the cards already gone). Built by replaying the record with the rules
core, so nothing here re-derives a rule.

At a table playing the exchange of the seven, a trick's hands are shown with the exchanges made
during it already done (so every card played in the trick is in its player's hand), and
:attr:`TrickStep.exchanges` says who gave which card for which; ``trump_card`` stays the card that
lay face up when the trick began.
"""

from __future__ import annotations

from dataclasses import dataclass

from briscola_desktop.rules import Card, Exchange, Phase, exchanger_for

from .analysis import Decision, HandReview
from .record import HandRecord


@dataclass(frozen=True)
class TrickStep:
    """One trick of the hand."""

    number: int                                  # 0-based
    leader: int
    hands: tuple[tuple[Card, ...], ...]          # every seat's hand when the trick began
    cards: tuple[tuple[int, Card], ...]          # (seat, card) in playing order
    winner: int
    points: int
    scores: tuple[int, ...]                      # captured points per seat after the trick
    trump_card: Card | None                      # face up under the stock when the trick began
    trump_suit: int | None
    stock_size: int                              # cards still to draw when the trick began
    decision: Decision | None = None             # the reviewed seat's play in this trick
    exchanges: tuple[tuple[int, Card, Card], ...] = ()   # (seat, card given, face-up card taken) in this trick

    def table_before(self, seat: int) -> tuple[tuple[int, Card], ...]:
        """The cards already on the table when ``seat`` played."""
        for i, (s, _c) in enumerate(self.cards):
            if s == seat:
                return self.cards[:i]
        return self.cards


def timeline(record: HandRecord, review: HandReview | None = None) -> list[TrickStep]:
    """The tricks of ``record``; with ``review``, each carries the reviewed seat's decision."""
    by_index = {d.action_index: d for d in review.decisions} if review is not None else {}
    steps: list[TrickStep] = []
    start: dict | None = None
    decision: Decision | None = None
    last_state = None
    for i, (state, action) in enumerate(record.steps()):
        last_state = state
        if state.phase is not Phase.PLAY:
            continue
        if not state.table and (start is None or start["tricks"] != len(state.tricks)):
            _close(steps, start, decision, state)
            start = {"hands": [list(h) for h in state.hands], "leader": state.leader, "tricks": len(state.tricks),
                     "trump_card": state.trump_card, "trump_suit": state.trump_suit, "stock": state.stock_size,
                     "exchanges": []}
            decision = None
        if isinstance(action, Exchange):
            seat, taken = state.to_act, state.trump_card
            given = exchanger_for(taken)   # the seven or the two of trumps, as the rules core takes it
            held = start["hands"][seat]
            held[held.index(given)] = taken
            start["exchanges"].append((seat, given, taken))
        if i in by_index:
            decision = by_index[i]
    if last_state is not None:
        _close(steps, start, decision, last_state)
    return steps


def _close(steps: list[TrickStep], start: dict | None, decision: Decision | None, state) -> None:
    """Add the trick that began at ``start``, if the state shows it finished."""
    if start is None or len(state.tricks) <= len(steps):
        return
    trick = state.tricks[len(steps)]
    steps.append(TrickStep(len(steps), start["leader"], tuple(tuple(h) for h in start["hands"]), trick.cards,
                           trick.winner, trick.points, tuple(_scores(state, len(steps) + 1)), start["trump_card"],
                           start["trump_suit"], start["stock"], decision, tuple(start["exchanges"])))


def _scores(state, tricks: int) -> list[int]:
    out = [0] * state.players
    for t in state.tricks[:tricks]:
        out[t.winner] += t.points
    return out
