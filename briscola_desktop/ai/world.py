"""Hard's private world: one full deal consistent with a seat's view, in plain lists for speed.

The search plays thousands of cards a decision; a :class:`World` holds only what that needs
(no events, no history). The rules themselves (legality, who wins a trick, its points) are
the rules core's functions, called from here.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from briscola_desktop.rules import View, sample_state
from briscola_desktop.rules.tricks import legal_cards, trick_points, winning_index

from .knowledge import partner_weights


@dataclass(slots=True)
class World:
    """One full deal consistent with a view: every hand known, the stock in a fixed order."""

    n: int
    hands: list[list[int]]
    stock: list[int]          # top of the stock is the end; the face-up trump is stock[0]
    table: list[tuple[int, int]]
    to_act: int
    trump: int | None
    follow: bool
    side: list[int]           # a side label per seat
    pts: list[int]            # card points captured per side label (indexed by label)

    def copy(self) -> World:
        return World(self.n, [h[:] for h in self.hands], self.stock[:], self.table[:], self.to_act,
                     self.trump, self.follow, self.side, self.pts[:])


def sides_for(view: View, partner: int | None) -> list[int]:
    """Side labels per seat in a dealt world (chiamata: caller and the dealt partner against the rest)."""
    v = view.variant
    if v.auction:
        caller = view.high_bidder
        if caller is None or view.called_card is None:
            return list(range(v.players))
        return [0 if s in (caller, partner) else 1 for s in range(v.players)]
    return [v.side_of(s) for s in range(v.players)]


def deal_world(view: View, rng: random.Random, weights: dict[int, float] | None = None) -> World:
    """Deal the unseen cards of ``view`` at random into a :class:`World`. In chiamata with the partner hidden
    the called card goes to a seat drawn by ``weights`` (by default :func:`~.knowledge.partner_weights`: a
    caller dealing many worlds works them out once)."""
    st = sample_state(view, rng)
    partner = st.partner
    if view.variant.auction and view.called_card is not None and view.partner is None \
            and view.called_card not in view.played and view.called_card not in view.hand:
        partner = _place_called_card(view, st.hands, rng, weights)
    side = sides_for(view, partner)
    stock = list(st.stock)
    if st.trump_card is not None:
        stock.insert(0, st.trump_card)
    pts = [0] * (max(side) + 1)
    for s, p in enumerate(view.points):
        pts[side[s]] += p
    return World(view.players, [list(h) for h in st.hands], stock, list(view.table), view.to_act,
                 view.trump_suit, view.variant.follow_suit, side, pts)


class WorldDealer:
    """Deals many worlds for one view, quickly: the view's facts are worked out once.

    Gives exactly the worlds :func:`deal_world` gives for the same random generator (same
    draws in the same order); tables where a seat has shown a void use :func:`deal_world`.
    """

    def __init__(self, view: View) -> None:
        self.view = view
        n, seat = view.players, view.seat
        self.fast = not any(view.voids[s] for s in range(n) if s != seat)
        self.unseen = view.unseen()
        self.base = [list(view.hand) if s == seat else list(view.known[s]) for s in range(n)]
        self.need = [0 if s == seat else view.hand_sizes[s] - len(self.base[s]) for s in range(n)]
        self.top = [view.stock_top] if view.stock_top is not None else []
        self.bottom = [view.trump_card] if view.trump_card is not None else []
        called = view.called_card
        self.called = called if (view.variant.auction and called is not None) else None
        self.place_called = self.called is not None and view.partner is None \
            and called not in view.played and called not in view.hand
        self.fixed_side = None if self.called is not None else sides_for(view, None)
        self.fixed_pts = self._points(self.fixed_side) if self.fixed_side is not None else None
        # who may hold the hidden called card: worked out once (the play so far does not change while dealing)
        self.weights = partner_weights(view) if self.place_called else None

    def _points(self, side: list[int]) -> list[int]:
        pts = [0] * (max(side) + 1)
        for s, p in enumerate(self.view.points):
            pts[side[s]] += p
        return pts

    def deal(self, rng: random.Random) -> World:
        view = self.view
        if not self.fast:
            return deal_world(view, rng, self.weights)
        pool = self.unseen[:]
        rng.shuffle(pool)
        hands = []
        pos = 0
        for h, k in zip(self.base, self.need):
            h = h[:]
            if k:
                h.extend(pool[pos:pos + k])
                pos += k
            hands.append(h)
        stock = self.bottom + pool[pos:] + self.top
        if self.called is None:
            side, pts = self.fixed_side, self.fixed_pts[:]
        else:
            partner = next((s for s in range(view.players) if self.called in hands[s]), view.partner)
            if self.place_called:
                partner = _place_called_card(view, hands, rng, self.weights)
            side = sides_for(view, partner)
            pts = self._points(side)
        return World(view.players, hands, stock, list(view.table), view.to_act, view.trump_suit,
                     view.variant.follow_suit, side, pts)


def _place_called_card(view: View, hands: list[list[int]], rng: random.Random,
                       weights: dict[int, float] | None = None) -> int:
    """Move the hidden called card to a seat drawn by ``weights`` (by default :func:`~.knowledge.partner_weights`),
    swapping one card."""
    if weights is None:
        weights = partner_weights(view)
    seats = sorted(weights)
    target = rng.choices(seats, [weights[s] for s in seats])[0]
    called = view.called_card
    holder = next(s for s in range(view.players) if called in hands[s])
    if holder != target and hands[target]:
        known = set(view.known[target])
        swappable = [c for c in hands[target] if c not in known]
        if swappable:
            other = rng.choice(swappable)
            hands[target][hands[target].index(other)] = called
            hands[holder][hands[holder].index(called)] = other
            return target
    return holder


def finish_trick(w: World) -> int:
    """Score the complete trick on ``w``'s table, draw from the stock; return the winning seat."""
    table = w.table
    wseat = table[winning_index(table, w.trump)][0]
    w.pts[w.side[wseat]] += trick_points(table)
    w.table = []
    stock = w.stock
    if stock:
        hands, n = w.hands, w.n
        for k in range(n):
            hands[(wseat + k) % n].append(stock.pop())
    w.to_act = wseat
    return wseat


def play_card(w: World, c: int) -> None:
    """Play one card in ``w`` (completing and scoring a trick, drawing from the stock)."""
    seat = w.to_act
    w.hands[seat].remove(c)
    w.table.append((seat, c))
    if len(w.table) < w.n:
        w.to_act = (seat + 1) % w.n
        return
    finish_trick(w)


def legal_in(w: World) -> list[int]:
    """The cards the seat to act in ``w`` may play (the rules core's :func:`legal_cards`)."""
    return legal_cards(w.hands[w.to_act], w.table, w.follow)


__all__ = ["World", "WorldDealer", "deal_world", "finish_trick", "legal_in", "play_card", "sides_for"]
