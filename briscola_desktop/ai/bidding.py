"""Chiamata: how many points Hard dares to bid, from played-out deals of its hand.

Every level first asks the shared hand-strength estimate (:func:`.knowledge.auction_action`),
which rarely goes past the middle ranks and never bids points. Where it would pass, Hard deals
the unseen cards many times, calls the suit it would call for the next open bid, plays each
deal out with the playout policy and counts how often its side takes that bid's target (61,
or the points of a bid on the two). It bids when that share is high enough: a strong hand
keeps outbidding down the ranks and on to points above 61. Winning the bid is worth twice
the stake to the caller and losing it costs as much, so a share well above one half is
needed to beat passing.
"""

from __future__ import annotations

import random

from briscola_desktop.rules import Bid, Phase, Rank, View, card

from .knowledge import best_call
from .playout import POLICIES, playout
from .world import World


def make_share(view: View, rank: Rank, suit: int, target: int, rng: random.Random, worlds: int,
               policy: str) -> float:
    """The share of dealt worlds in which this seat, calling ``rank`` of ``suit``, takes ``target`` points."""
    n = view.players
    unseen = view.unseen()
    called = card(suit, rank)
    pick = POLICIES[policy]
    made = 0
    for _ in range(worlds):
        rng.shuffle(unseen)
        hands: list[list[int]] = []
        pos = 0
        for s in range(n):
            if s == view.seat:
                hands.append(list(view.hand))
            else:
                size = view.hand_sizes[s]
                hands.append(unseen[pos:pos + size])
                pos += size
        partner = next(s for s in range(n) if called in hands[s])
        side = [0 if s in (view.seat, partner) else 1 for s in range(n)]
        w = World(n, hands, [], [], view.leader, int(suit), view.variant.follow_suit, side, [0, 0])
        playout(w, pick)
        made += w.pts[0] >= target
    return made / worlds


def next_bid(view: View, rng: random.Random, worlds: int, share_needed: float, policy: str) -> Bid | None:
    """The lowest bid still open if this hand, calling the best suit for it, makes it often enough
    in played-out deals; else ``None``. This is how Hard goes past the shared rule and on to points."""
    if view.phase is not Phase.AUCTION:
        return None
    bids = sorted((a for a in view.legal_actions() if isinstance(a, Bid)), key=lambda b: b.order)
    if not bids:
        return None
    bid = bids[0]
    suit, _ = best_call(view.hand, bid.rank)
    if make_share(view, bid.rank, int(suit), bid.points, rng, worlds, policy) >= share_needed:
        return bid
    return None


__all__ = ["make_share", "next_bid"]
