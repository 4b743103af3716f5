"""Hard's search: determinization (PIMC), fast playouts, and an exact endgame solver.

The seat's view is dealt out many times over (:func:`rules.sample_state`: unseen cards at
random, consistent with voids, known cards and, in chiamata, a weighted guess at the hidden
partner). Each candidate card is played in every dealt world and the rest of the hand is
played out by a quick rule-of-thumb policy; the candidate with the best average wins.
Near the end of a two-player hand (stock of at most one face-down card) every world is
solved exactly by alpha-beta instead; with the stock empty the two-player hand is fully
known, so that solve is the true value. Losing the last stock trick on purpose to collect
a strong face-up trump falls out of this solve by itself.

The playout works on a small private "world" of plain lists rather than on ``HandState``:
it is the hot loop of the search and needs neither events nor history.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from briscola_desktop.rules import Card, View, sample_state
from briscola_desktop.rules.cards import DECK, POINTS, STRENGTH, SUIT_INDEX, beats
from briscola_desktop.rules.tricks import legal_cards, trick_points, winning_entry, winning_index

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


def deal_world(view: View, rng: random.Random) -> World:
    """Deal the unseen cards of ``view`` at random into a :class:`World`."""
    st = sample_state(view, rng)
    partner = st.partner
    if view.variant.auction and view.called_card is not None and view.partner is None \
            and view.called_card not in view.played and view.called_card not in view.hand:
        partner = _place_called_card(view, st.hands, rng)
    side = sides_for(view, partner)
    stock = list(st.stock)
    if st.trump_card is not None:
        stock.insert(0, st.trump_card)
    pts = [0] * (max(side) + 1)
    for s, p in enumerate(view.points):
        pts[side[s]] += p
    return World(view.players, [list(h) for h in st.hands], stock, list(view.table), view.to_act,
                 view.trump_suit, view.variant.follow_suit, side, pts)


def _place_called_card(view: View, hands: list[list[int]], rng: random.Random) -> int:
    """Move the hidden called card to a seat drawn by the partner clues (swapping one card)."""
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


# ---- the playout policy ------------------------------------------------------------------------

def playout_pick(hand: list[int], table: list, trump: int | None, follow: bool, stock_len: int,
                 side: list[int], seat: int, n: int) -> int:
    """A quick, sensible card for the playouts (a partner-aware version of the reference player)."""
    legal = legal_cards(hand, table, follow) if follow else hand
    if len(legal) == 1:
        return legal[0]
    S, P, T = SUIT_INDEX, POINTS, STRENGTH
    # cheapest card: fewest points, non-trump first, weakest
    cheap = legal[0]
    ck = (P[cheap], S[cheap] == trump, T[cheap])
    for c in legal:
        k = (P[c], S[c] == trump, T[c])
        if k < ck:
            cheap, ck = c, k
    if not table:
        return cheap
    return _answer(legal, cheap, table, trump, stock_len, side, seat, n)


def _safe_lead(hand: list[int], hands: list[list[int]], stock: list[int], seat: int) -> int | None:
    """Without trumps: the card worth most points that no card still out can beat, if any.

    Only cards already played or in our own hand are excluded, which a player knows, so
    this does not peek into the dealt world.
    """
    P = POINTS
    best = None
    for c in hand:
        if P[c] == 0 or (best is not None and P[c] <= P[best]):
            continue
        beaten = any(beats(x, c, None) for x in stock)
        if not beaten:
            for k, h in enumerate(hands):
                if k != seat and any(beats(x, c, None) for x in h):
                    beaten = True
                    break
        if not beaten:
            best = c
    return best


def _answer(legal: list[int], cheap: int, table: list, trump: int | None, stock_len: int, side: list[int],
            seat: int, n: int) -> int:
    S, P, T = SUIT_INDEX, POINTS, STRENGTH
    wseat, wcard = winning_entry(table, trump)
    tpts = trick_points(table)
    last = len(table) == n - 1
    if side[wseat] == side[seat]:
        if last:  # partner holds the trick: load it with the best non-trump
            load = None
            for c in legal:
                if S[c] != trump and (load is None or P[c] > P[load]):
                    load = c
            if load is not None:
                return load
        return cheap
    win = None
    wk = None
    ws = S[wcard]
    for c in legal:
        if beats(c, wcard, trump):
            # last to play: win with the most points in the suit; otherwise the cheapest winner
            k = (S[c] == trump, -P[c] if (last and S[c] == ws) else P[c], T[c])
            if wk is None or k < wk:
                win, wk = c, k
    if win is not None and (tpts + P[win] >= 10 or not stock_len or S[win] != trump):
        return win
    return cheap


def _finish_trick(w: World) -> int:
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


def playout(w: World) -> None:
    """Play ``w`` to the end with :func:`playout_pick` for every seat (mutates ``w``)."""
    hands, side = w.hands, w.side
    n, trump, follow = w.n, w.trump, w.follow
    seat = w.to_act
    no_trump = trump is None
    while hands[seat]:
        table = w.table
        c = None
        if no_trump and not table:
            c = _safe_lead(hands[seat], hands, w.stock, seat)
        if c is None:
            c = playout_pick(hands[seat], table, trump, follow, len(w.stock), side, seat, n)
        hands[seat].remove(c)
        table.append((seat, c))
        if len(table) < n:
            seat = (seat + 1) % n
            continue
        seat = _finish_trick(w)
    w.to_act = seat


def play_card(w: World, c: int) -> None:
    """Play one card in ``w`` (completing and scoring a trick, drawing from the stock)."""
    seat = w.to_act
    w.hands[seat].remove(c)
    w.table.append((seat, c))
    if len(w.table) < w.n:
        w.to_act = (seat + 1) % w.n
        return
    _finish_trick(w)


def legal_in(w: World) -> list[int]:
    """The cards the seat to act in ``w`` may play (the rules core's :func:`legal_cards`)."""
    return legal_cards(w.hands[w.to_act], w.table, w.follow)


# ---- exact solve of a known world ---------------------------------------------------------------

def solve(w: World, my_side: int, memo: dict | None = None) -> int:
    """Card points ``my_side`` captures from here on with best play by everyone.

    Minimax with a transposition table (the same position is reached by many orders of
    play); the other sides are one coalition minimising our points (exact for two sides).
    ``memo`` may be shared between calls on the same world.
    """
    return _mm(w, my_side, {} if memo is None else memo)


def _mm(w: World, me: int, memo: dict) -> int:
    hands = w.hands
    if not hands[w.to_act]:
        return 0
    key = (tuple(tuple(sorted(h)) for h in hands), tuple(w.table), w.to_act, len(w.stock))
    found = memo.get(key)
    if found is not None:
        return found
    maximize = w.side[w.to_act] == me
    best = -1 if maximize else 10_000
    for c in legal_in(w):
        child = w.copy()
        before = child.pts[me]
        play_card(child, c)
        value = child.pts[me] - before + _mm(child, me, memo)
        if (value > best) if maximize else (value < best):
            best = value
    memo[key] = best
    return best


# ---- the decision --------------------------------------------------------------------------------

@dataclass(frozen=True)
class SearchSettings:
    """How hard Hard thinks: a budget of simulated card plays per decision (a cap, not a clock)."""

    play_budget: int = 9000
    min_worlds: int = 8
    max_worlds: int = 160
    min_worlds_multi: int = 6     # more than two seats: every playout costs more; keep the budget
    exact_stock: int = 2          # two seats: solve exactly once the stock holds at most this many
    exact_cards: int = 10         # ... and at most this many cards are left in hands and stock
    target_bonus: int = 30        # chiamata: value of making (or breaking) the bid, in card points


#: Hard as it was first shipped, frozen as the arena's yardstick ``hard_v1``: never change these values.
HARD_V1 = SearchSettings(play_budget=9000, min_worlds=8, max_worlds=160, min_worlds_multi=6, exact_stock=2,
                         exact_cards=10, target_bonus=30)

#: Today's Hard (tuned against :data:`HARD_V1` in the arena).
HARD = SearchSettings()


def _score(w: World, view: View, me: int, settings: SearchSettings) -> float:
    """The value of a finished world for the side labelled ``me``: its card points (+ bid bonus in chiamata)."""
    value = float(w.pts[me])
    if view.variant.auction and view.high_bid is not None and len(w.pts) == 2:
        made = w.pts[0] >= view.high_bid.points
        if (me == 0) == made:
            value += settings.target_bonus
    return value


def search(view: View, rng: random.Random, settings: SearchSettings = HARD_V1,
           stats: dict | None = None, worlds: int | None = None):
    """Generator: yields ``None`` between slices of work and returns ``{card: mean value}``.

    A value is the card points the seat's side holds at the end of the hand (those already
    captured included), averaged over the dealt worlds; in chiamata with a bid, plus
    ``settings.target_bonus`` in the worlds where the bid goes that side's way. ``worlds``
    fixes the number of dealt worlds (else the play budget sets it); an exact endgame solve
    always visits every world it needs. Run it to the end with :func:`run`; a UI can
    advance it a slice per frame instead.
    """
    legal = view.legal_actions()
    n = view.players
    remaining = sum(view.hand_sizes) + view.stock_size
    two_exact = n == 2 and view.stock_size <= settings.exact_stock and remaining <= settings.exact_cards
    totals = {c: 0.0 for c in legal}
    count = 0
    if two_exact:
        for w in _endgame_worlds(view, rng):
            me = w.side[view.seat]
            memo: dict = {}
            for c in legal:
                child = w.copy()
                play_card(child, c)
                totals[c] += child.pts[me] + solve(child, me, memo)
            count += 1
            yield None
    else:
        if worlds is None:
            floor = settings.min_worlds if n == 2 else settings.min_worlds_multi
            worlds = settings.play_budget // max(1, len(legal) * remaining)
            worlds = max(floor, min(settings.max_worlds, worlds))
        for _ in range(worlds):
            w = deal_world(view, rng)
            me = w.side[view.seat]
            for c in legal:
                child = w.copy()
                play_card(child, c)
                playout(child)
                totals[c] += _score(child, view, me, settings)
            count += 1
            yield None  # one world per slice: about a millisecond at two seats
    if stats is not None:
        stats["worlds"] = count
        stats["exact"] = two_exact
    return {c: totals[c] / max(1, count) for c in legal}


def _endgame_worlds(view: View, rng: random.Random):
    """Every split of the unseen cards between the opponent's hand and the last face-down stock card."""
    opp = 1 - view.seat
    unseen = sorted(view.unseen())
    face_down = view.stock_size - (1 if view.trump_card is not None else 0)
    top = [view.stock_top] if view.stock_top is not None else []
    hidden = face_down - len(top)
    if hidden <= 0:
        yield _two_world(view, unseen, top)
        return
    if hidden == 1:
        for u in unseen:
            yield _two_world(view, [c for c in unseen if c != u], [u] + top)
        return
    for _ in range(24):  # more than one hidden stock card: sample (not used with the default settings)
        pool = unseen[:]
        rng.shuffle(pool)
        need = view.hand_sizes[opp] - len(view.known[opp])
        yield _two_world(view, pool[:need], pool[need:] + top)


def _two_world(view: View, opp_unknown: list[int], stock_down: list[int]) -> World:
    opp = 1 - view.seat
    hands = [[], []]
    hands[view.seat] = list(view.hand)
    hands[opp] = list(view.known[opp]) + list(opp_unknown)
    stock = ([view.trump_card] if view.trump_card is not None else []) + list(stock_down)
    side = [0, 1]
    pts = [view.points[0], view.points[1]]
    return World(2, hands, stock, list(view.table), view.to_act, view.trump_suit, view.variant.follow_suit,
                 side, pts)


def run(gen) -> dict:
    """Drive a :func:`search` generator to its end and return its result."""
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


def best_of(values: dict, trump: int | None) -> Card:
    """The best-valued card; ties go to the card that is cheaper to give away (stable, deterministic)."""
    return max(values, key=lambda c: (round(values[c], 6), -POINTS[c], SUIT_INDEX[c] != trump, -STRENGTH[c],
                                      -int(c)))


__all__ = [
    "DECK",
    "HARD",
    "HARD_V1",
    "SearchSettings",
    "World",
    "best_of",
    "deal_world",
    "play_card",
    "playout",
    "playout_pick",
    "run",
    "search",
    "solve",
]
