"""Dealing a view's unseen cards at random into a full state (determinization, for the search)."""

from __future__ import annotations

import random
from dataclasses import replace

from .cards import SUIT_INDEX, Card
from .state import HandState
from .view import View


def _assign_hands(view: View, rng: random.Random) -> list[list[Card]] | None:
    """Deal the unseen cards to the other seats, honouring known cards and voids."""
    n = view.players
    unseen = view.unseen()
    need = [0] * n
    hands: list[list[Card]] = [[] for _ in range(n)]
    for s in range(n):
        if s == view.seat:
            hands[s] = list(view.hand)
            continue
        hands[s] = list(view.known[s])
        need[s] = view.hand_sizes[s] - len(hands[s])
    if not any(view.voids[s] for s in range(n) if s != view.seat):
        rng.shuffle(unseen)
        pos = 0
        for s in range(n):
            if need[s]:
                hands[s].extend(unseen[pos:pos + need[s]])
                pos += need[s]
        return hands + [unseen[pos:]]  # the rest is the stock
    # With voids: most constrained seats first, a few random tries.
    for _ in range(50):
        pool = list(unseen)
        rng.shuffle(pool)
        trial = [list(h) for h in hands]
        ok = True
        for s in sorted(range(n), key=lambda s: -len(view.voids[s])):
            if s == view.seat or not need[s]:
                continue
            allowed = [c for c in pool if SUIT_INDEX[c] not in view.voids[s]]
            if len(allowed) < need[s]:
                ok = False
                break
            take = allowed[:need[s]]
            trial[s].extend(take)
            taken = set(take)
            pool = [c for c in pool if c not in taken]
        if ok:
            return trial + [pool]
    return None


def sample_state(view: View, rng: random.Random) -> HandState:
    """A full state consistent with ``view``: unseen cards dealt at random to hands and stock.

    The sampled state's history (tricks, played cards, points, auction) is the view's;
    only the hidden cards are invented. Voids shown in follow-suit play are honoured.
    """
    dealt = _assign_hands(view, rng)
    if dealt is None:  # constraints too tight for random tries: ignore voids rather than fail
        dealt = _assign_hands(_without_voids(view), rng)
    hands, rest = dealt[:-1], dealt[-1]
    stock = list(rest)
    if view.stock_top is not None:
        stock.append(view.stock_top)
    state = HandState.from_view(view, hands, stock)
    if view.variant.auction and view.called_card is not None:
        holder = next((s for s in range(view.players) if view.called_card in hands[s]), None)
        if holder is not None:
            state.partner = holder
        elif view.partner is not None:
            state.partner = view.partner
    return state


def _without_voids(view: View) -> View:
    return replace(view, voids=tuple(frozenset() for _ in view.voids))


__all__ = ["sample_state"]
