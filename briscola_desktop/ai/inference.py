"""Reading the other seats' recent plays: weight each dealt world by how likely those plays were.

A seat that did not take a trick it could have taken cheaply, or threw a load on a trick it
lost, said something about its hand. For each dealt world we ask a model of that seat (the
first Hard's playout policy, a fair picture of a sound player) what it would have played
with the hand the world gives it, and lower the world's weight when the model disagrees
with what was really played. Only the plays of the trick on the table and the last
complete trick are read: for those the world's hand is (almost) the hand the seat held.
"""

from __future__ import annotations

from dataclasses import dataclass

from briscola_desktop.rules import View
from briscola_desktop.rules.cards import POINTS, SUIT_INDEX, beats
from briscola_desktop.rules.tricks import winning_entry

from .playout import pick_v1
from .world import World


@dataclass(frozen=True, slots=True)
class Observation:
    """``seat`` played ``card`` on ``before`` (the cards already on that trick)."""

    seat: int
    card: int
    before: tuple[tuple[int, int], ...]
    miss: float          # the world's weight factor when the model would have played otherwise


def observations(view: View, miss_now: float, miss_last: float) -> list[Observation]:
    """The other seats' plays on the trick on the table and on the last complete trick."""
    out = []
    table = view.table
    for i, (s, c) in enumerate(table):
        if s != view.seat:
            out.append(Observation(s, c, tuple(table[:i]), miss_now))
    if view.tricks:
        last = view.tricks[-1].cards
        played_now = {s for s, _ in table}
        for i, (s, c) in enumerate(last):
            if s != view.seat and s not in played_now:
                # The world's hand includes the card drawn since: a rougher picture, a softer weight.
                out.append(Observation(s, c, tuple(last[:i]), miss_last))
    return out


def _alike(a: int, b: int, before: tuple, trump: int | None) -> bool:
    """Cards a model cannot tell apart here: same points, both trumps or neither, both winning or neither."""
    if a == b:
        return True
    if POINTS[a] != POINTS[b] or (SUIT_INDEX[a] == trump) != (SUIT_INDEX[b] == trump):
        return False
    if not before:
        return True
    _, best = winning_entry(before, trump)
    return beats(a, best, trump) == beats(b, best, trump)


def world_weight(w: World, obs: list[Observation]) -> float:
    """How likely the observed plays were in world ``w`` (1: just as the model would play)."""
    weight = 1.0
    trump = w.trump
    for o in obs:
        hand = w.hands[o.seat] + [o.card]
        hands = list(w.hands)
        hands[o.seat] = hand
        then = World(w.n, hands, w.stock, list(o.before), o.seat, trump, w.follow, w.side, w.pts)
        if not _alike(pick_v1(then, o.seat), o.card, o.before, trump):
            weight *= o.miss
    return weight


__all__ = ["Observation", "observations", "world_weight"]
