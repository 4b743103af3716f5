"""What one seat may know (the information set), and dealing the unseen cards for the AI.

A :class:`View` holds only public facts and the seat's own cards: nothing hidden is
reachable from it. :func:`sample_state` builds a full :class:`HandState` that agrees
with a view, dealing the unseen cards at random (determinization).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from .actions import Bid
from .cards import DECK, POINTS, SUIT_INDEX, Card
from .state import HandState, Phase, TrickRecord
from .variant import PRESETS, Variant


@dataclass(frozen=True)
class View:
    """Everything ``seat`` may know about the hand in progress."""

    variant: Variant
    seat: int
    phase: Phase
    to_act: int
    dealer: int
    leader: int
    hand: tuple[Card, ...]
    trump_suit: int | None
    trump_card: Card | None            # the face-up trump while it still lies under the stock
    turned_card: Card | None           # the card turned at the deal (stays known after it is drawn)
    table: tuple[tuple[int, Card], ...]
    played: tuple[Card, ...]           # every card played so far, the table included, in order
    tricks: tuple[TrickRecord, ...]
    stock_size: int                    # face-down stock plus the face-up trump
    points: tuple[int, ...]            # captured card points per seat (public: every trick is seen)
    hand_sizes: tuple[int, ...]
    known: tuple[tuple[Card, ...], ...]  # cards known to be in each seat's hand (open hands, drawn trump)
    voids: tuple[frozenset[int], ...]    # suits a seat showed it lacks since its last draw (follow suit)
    stock_top: Card | None = None        # scoperta: the visible top card of the stock
    bids: tuple[tuple[int, object], ...] = ()
    high_bid: Bid | None = None
    high_bidder: int | None = None
    called_card: Card | None = None
    partner: int | None = None           # known when revealed, or to the holder of the called card
    hand_index: int = 0

    @property
    def players(self) -> int:
        return self.variant.players

    def legal_actions(self) -> list:
        """The seat's legal actions when it is to act (same rules as the full state)."""
        if self.to_act != self.seat:
            return []
        return _shadow_state(self).legal_actions()

    def unseen(self) -> list[Card]:
        """Cards this seat has not seen: in other hands (not known) or face down in the stock."""
        seen = set(self.hand) | set(self.played)
        for k in self.known:
            seen.update(k)
        if self.trump_card is not None:
            seen.add(self.trump_card)
        if self.stock_top is not None:
            seen.add(self.stock_top)
        return [c for c in self.variant.deck if c not in seen]

    def side_of(self, seat: int) -> tuple[int, ...]:
        """The seats on ``seat``'s side as far as this seat knows (chiamata: only when revealed)."""
        v = self.variant
        if v.auction:
            if self.high_bidder is None or self.called_card is None:
                return (seat,)
            caller, partner = self.high_bidder, self.partner
            calling = {caller} | ({partner} if partner is not None else set())
            if seat in calling:
                return tuple(sorted(calling))
            if partner is not None:
                return tuple(s for s in range(v.players) if s not in calling)
            return (seat,)
        for side in v.sides:
            if seat in side:
                return side
        raise ValueError(seat)

    def points_in_play(self) -> int:
        return sum(POINTS[c] for c in self.variant.deck) - sum(self.points)


def make_view(state: HandState, seat: int) -> View:
    n = state.players
    if not 0 <= seat < n:
        raise ValueError(f"seat must be 0..{n - 1}")
    v = state.variant
    if v.open_hands:
        known = tuple(tuple(h) if s != seat else () for s, h in enumerate(state.hands))
    else:
        known = tuple(tuple(sorted(k)) if s != seat else () for s, k in enumerate(state.known))
    partner = None
    if state.called_card is not None and (state.partner_revealed or state.partner == seat):
        partner = state.partner
    stock_top = state.stock[-1] if (v.stock_top_visible and state.stock) else None
    return View(
        variant=v, seat=seat, phase=state.phase, to_act=state.to_act, dealer=state.dealer,
        leader=state.leader, hand=tuple(state.hands[seat]), trump_suit=state.trump_suit,
        trump_card=state.trump_card, turned_card=state.turned_card, table=tuple(state.table),
        played=tuple(state.played), tricks=tuple(state.tricks), stock_size=state.stock_size,
        points=tuple(state.points), hand_sizes=tuple(len(h) for h in state.hands), known=known,
        voids=tuple(frozenset(x) for x in state.voids), stock_top=stock_top, bids=tuple(state.bids),
        high_bid=state.high_bid, high_bidder=state.high_bidder, called_card=state.called_card,
        partner=partner, hand_index=state.hand_index,
    )


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
    state = _shadow_state(view)
    state.hands = hands
    stock = list(rest)
    if view.stock_top is not None:
        stock.append(view.stock_top)
    state.stock = stock
    if view.variant.auction and view.called_card is not None:
        holder = next((s for s in range(view.players) if view.called_card in hands[s]), None)
        if holder is not None:
            state.partner = holder
        elif view.partner is not None:
            state.partner = view.partner
    return state


def _without_voids(view: View) -> View:
    return replace(view, voids=tuple(frozenset() for _ in view.voids))


def _shadow_state(view: View) -> HandState:
    """A HandState carrying the view's public history (hands and stock to be filled in)."""
    st = object.__new__(HandState)
    n = view.players
    st.variant = view.variant
    st.dealer = view.dealer
    st.seed = None
    st.hand_index = view.hand_index
    st.hands = [list(view.hand) if s == view.seat else list(view.known[s]) for s in range(n)]
    st.stock = []
    st.trump_card = view.trump_card
    st.turned_card = view.turned_card
    st.trump_suit = view.trump_suit
    st.table = list(view.table)
    st.leader = view.leader
    st.to_act = view.to_act
    st.captured = [[] for _ in range(n)]
    for t in view.tricks:
        st.captured[t.winner].extend(c for _, c in t.cards)
    st.points = list(view.points)
    st.played = list(view.played)
    st.tricks = list(view.tricks)
    st.phase = view.phase
    st.actions = []
    st.known = [set(k) for k in view.known]
    st.voids = [set(v) for v in view.voids]
    st.bids = list(view.bids)
    st.passed = {s for s, a in view.bids if not isinstance(a, Bid)}
    st.high_bid = view.high_bid
    st.high_bidder = view.high_bidder
    st.called_card = view.called_card
    st.partner = view.partner
    st.partner_revealed = view.partner is not None and view.called_card in view.played
    st.result = None
    st._emit = False
    st.deal_events = ()
    return st


def view_from_values(
    *, hand: list, trump_card: Card | int | None = None, trump_suit: int | None = None,
    table: list | None = None, played: list | None = None, stock_size: int = 0, seat: int = 0,
    points: list | None = None, variant: Variant | str = "two_players", dealer: int | None = None,
    hand_sizes: list | None = None, known: list | None = None,
) -> View:
    """Build a two-or-more-seat :class:`View` from plain values (to pit our players against other engines).

    ``hand``, ``table`` (a list of cards or of ``(seat, card)`` in playing order), ``played``
    (cards already gone in completed tricks) and ``trump_card`` take card numbers 0..39 or
    :class:`Card`; ``trump_card`` is the face-up trump still under the stock (``None`` once drawn,
    then give ``trump_suit``).
    """
    v = PRESETS[variant] if isinstance(variant, str) else variant
    n = v.players
    cards = lambda xs: tuple(DECK[int(c)] for c in xs)  # noqa: E731
    raw_table = list(table or [])
    if raw_table and not isinstance(raw_table[0], (tuple, list)):
        leader = (seat - len(raw_table)) % n
        tbl = tuple(((leader + i) % n, DECK[int(c)]) for i, c in enumerate(raw_table))
    else:
        tbl = tuple((int(s), DECK[int(c)]) for s, c in raw_table)
        leader = tbl[0][0] if tbl else seat
    tc = DECK[int(trump_card)] if trump_card is not None else None
    ts = SUIT_INDEX[tc] if tc is not None else trump_suit
    gone = cards(played or [])
    sizes = tuple(hand_sizes) if hand_sizes is not None else tuple(
        len(hand) - (1 if (s - leader) % n < len(tbl) and s != seat else 0) if s != seat else len(hand)
        for s in range(n))
    return View(
        variant=v, seat=seat, phase=Phase.PLAY, to_act=seat,
        dealer=(leader - 1) % n if dealer is None else dealer, leader=leader, hand=cards(hand),
        trump_suit=ts, trump_card=tc, turned_card=tc, table=tbl, played=gone + tuple(c for _, c in tbl),
        tricks=(), stock_size=stock_size, points=tuple(points or [0] * n), hand_sizes=sizes,
        known=tuple(cards(k) for k in (known or [()] * n)), voids=tuple(frozenset() for _ in range(n)),
    )


__all__ = ["View", "make_view", "sample_state", "view_from_values"]
