"""Exact solve of a known two-seat world: alpha-beta with a transposition table and move ordering.

Once few cards are unseen, each dealt world of a two-seat hand is small enough to be played
perfectly instead of played out. Hands are bit masks (bit ``c`` set: card ``c`` held), the stock
a fixed list, so a position is a handful of ints; the search counts the points one side takes
from the position on, which does not depend on how the position was reached (hence the table).
"""

from __future__ import annotations

from briscola_desktop.rules.cards import POINTS, TOTAL_POINTS, beats
from briscola_desktop.rules.tricks import legal_cards

from .world import World

#: What a side can still take, before a position is searched: anything from nothing to every point.
_ANY_SCORE = (0, TOTAL_POINTS)

_BITS = tuple(1 << c for c in range(40))


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class TwoSeatSolver:
    """Solves positions of one two-seat world (hands as dealt, stock in its fixed order)."""

    __slots__ = ("stock", "trump", "follow", "mine", "memo", "nodes")

    def __init__(self, w: World, me: int) -> None:
        if w.n != 2:
            raise ValueError("the exact solver plays two-seat worlds only")
        self.stock = list(w.stock)
        self.trump = w.trump
        self.follow = w.follow
        self.mine = (w.side[0] == me, w.side[1] == me)
        self.memo: dict = {}
        self.nodes = 0

    def value_after(self, w: World, seat: int, card: int) -> int:
        """Points side ``me`` takes from now on if ``seat`` (to act in ``w``) plays ``card``, then best play."""
        hands = [0, 0]
        for s in (0, 1):
            for c in w.hands[s]:
                hands[s] |= _BITS[c]
        k = len(w.stock)
        if not w.table:
            hands[seat] ^= _BITS[card]
            return self._ab(hands[0], hands[1], k, card, 1 - seat, -1, 121)
        lead_seat, lead = w.table[0]
        hands[seat] ^= _BITS[card]
        return self._after_trick(hands[0], hands[1], k, lead_seat, lead, seat, card, -1, 121)

    def value(self, w: World) -> int:
        """Points side ``me`` takes from ``w``'s position on (a trick's start: nothing on the table), best play."""
        if w.table:
            raise ValueError("value() solves from the start of a trick; use value_after() mid-trick")
        h = [0, 0]
        for s in (0, 1):
            for c in w.hands[s]:
                h[s] |= _BITS[c]
        if not (h[0] | h[1]):
            return 0
        return self._ab(h[0], h[1], len(w.stock), -1, w.to_act, -1, 121)

    def _after_trick(self, h0: int, h1: int, k: int, leader: int, lead: int, seat: int, c: int,
                     alpha: int, beta: int) -> int:
        winner = seat if beats(c, lead, self.trump) else leader
        gain = POINTS[c] + POINTS[lead] if self.mine[winner] else 0
        if k:
            top, under = self.stock[k - 1], self.stock[k - 2]
            if winner == 0:
                h0 |= _BITS[top]
                h1 |= _BITS[under]
            else:
                h1 |= _BITS[top]
                h0 |= _BITS[under]
            k -= 2
        if not (h0 | h1):
            return gain
        return gain + self._ab(h0, h1, k, -1, winner, alpha - gain, beta - gain)

    def _answers(self, cards: list[int], lead: int, to_act: int) -> list[int]:
        """The cards ``to_act`` may answer ``lead`` with: winners with the most points first, then the cheapest
        throws."""
        trump = self.trump
        if self.follow:
            cards = legal_cards(cards, ((1 - to_act, lead),), True)
        cards.sort(key=lambda c: -POINTS[c] - 100 if beats(c, lead, trump) else POINTS[c])
        return cards

    def _ab(self, h0: int, h1: int, k: int, lead: int, to_act: int, alpha: int, beta: int) -> int:
        """Value (points of our side from here) of the position, exact if inside ``(alpha, beta)``."""
        self.nodes += 1
        key = (h0, h1, k, lead, to_act)
        memo = self.memo
        lo, hi = memo.get(key, _ANY_SCORE)
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        if lo == hi:
            return lo
        if alpha < lo:
            alpha = lo
        if beta > hi:
            beta = hi
        a0, b0 = alpha, beta
        maximize = self.mine[to_act]
        cards = _cards(h0 if to_act == 0 else h1)
        if lead < 0:
            cards.sort(key=POINTS.__getitem__)   # leading: cheap cards first (they are usually best)
        else:
            cards = self._answers(cards, lead, to_act)
        best = -1 if maximize else 121
        for c in cards:
            bit = _BITS[c]
            if lead < 0:   # a lead: the other seat answers
                v = self._ab(h0 ^ bit, h1, k, c, 1, alpha, beta) if to_act == 0 \
                    else self._ab(h0, h1 ^ bit, k, c, 0, alpha, beta)
            elif to_act == 0:   # an answer closes the trick
                v = self._after_trick(h0 ^ bit, h1, k, 1, lead, 0, c, alpha, beta)
            else:
                v = self._after_trick(h0, h1 ^ bit, k, 0, lead, 1, c, alpha, beta)
            if maximize:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        if best <= a0:      # failed low: the true value is at most best
            memo[key] = (lo, best)
        elif best >= b0:    # failed high: at least best
            memo[key] = (best, hi)
        else:
            memo[key] = (best, best)
        return best


def solve(w: World, me: int) -> int:
    """Card points side ``me`` captures from ``w``'s position on with best play by both seats."""
    solver = TwoSeatSolver(w, me)
    seat = w.to_act
    values = [solver.value_after(w, seat, c) for c in legal_cards(w.hands[seat], w.table, w.follow)]
    return max(values) if solver.mine[seat] else min(values)


class TableSolver:
    """Solves positions of one dealt world at any table: our side's seats maximise, every other seat minimises.

    At two-side tables (teams, chiamata once the partner is dealt) this is the exact value of the
    world; where each seat plays for itself it is the pessimistic ("paranoid") value, as if all the
    others played against us. Cheap only near the end of a hand: the search calls it once the stock
    is empty and few cards are left in the hands.
    """

    __slots__ = ("n", "stock", "trump", "follow", "mine", "memo", "nodes")

    def __init__(self, w: World, me: int) -> None:
        self.n = w.n
        self.stock = list(w.stock)
        self.trump = w.trump
        self.follow = w.follow
        self.mine = tuple(label == me for label in w.side)
        self.memo: dict = {}
        self.nodes = 0

    def value_after(self, w: World, seat: int, card: int) -> int:
        """Points side ``me`` takes from now on if ``seat`` (to act in ``w``) plays ``card``, then best play."""
        hands = [0] * self.n
        for s in range(self.n):
            for c in w.hands[s]:
                hands[s] |= _BITS[c]
        hands[seat] ^= _BITS[card]
        return self._after(hands, len(w.stock), tuple(w.table) + ((seat, card),), seat, -1, 121)

    def _after(self, hands: list[int], k: int, table: tuple, seat: int, alpha: int, beta: int) -> int:
        """Value once ``seat`` has put the last card of ``table`` down (closing the trick if it is full)."""
        n = self.n
        if len(table) < n:
            return self._ab(tuple(hands), k, table, (seat + 1) % n, alpha, beta)
        trump = self.trump
        wseat, wcard = table[0]
        gain = POINTS[wcard]
        for s, c in table[1:]:
            gain += POINTS[c]
            if beats(c, wcard, trump):
                wseat, wcard = s, c
        if not self.mine[wseat]:
            gain = 0
        if k:
            stock = self.stock
            for j in range(n):
                hands[(wseat + j) % n] |= _BITS[stock[k - 1 - j]]
            k -= n
        if not any(hands):
            return gain
        return gain + self._ab(tuple(hands), k, (), wseat, alpha - gain, beta - gain)

    def _ab(self, hands: tuple, k: int, table: tuple, to_act: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        key = (hands, k, table, to_act)
        memo = self.memo
        lo, hi = memo.get(key, _ANY_SCORE)
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        if lo == hi:
            return lo
        if alpha < lo:
            alpha = lo
        if beta > hi:
            beta = hi
        a0, b0 = alpha, beta
        maximize = self.mine[to_act]
        cards = _cards(hands[to_act])
        if not table:
            cards.sort(key=POINTS.__getitem__)
        else:
            if self.follow:
                cards = legal_cards(cards, table, True)
            trump = self.trump
            wcard = table[0][1]
            for _, c in table[1:]:
                if beats(c, wcard, trump):
                    wcard = c
            # Winners with the most points first, then the cheapest throws.
            cards.sort(key=lambda c: -POINTS[c] - 100 if beats(c, wcard, trump) else POINTS[c])
        best = -1 if maximize else 121
        for c in cards:
            child = list(hands)
            child[to_act] ^= _BITS[c]
            v = self._after(child, k, table + ((to_act, c),), to_act, alpha, beta)
            if maximize:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        if best <= a0:
            memo[key] = (lo, best)
        elif best >= b0:
            memo[key] = (best, hi)
        else:
            memo[key] = (best, best)
        return best


__all__ = ["TableSolver", "TwoSeatSolver", "solve"]
