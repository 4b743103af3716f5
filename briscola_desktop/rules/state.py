"""One hand of Briscola: the deal, the auction (chiamata), the tricks and the draws.

Modelled on OpenSpiel's State: ``legal_actions()``, ``apply(action)`` returning
the events that happened, ``view(seat)`` (the information set), ``clone()``.
Randomness enters only as the explicit ``seed`` of the deal.
"""

from __future__ import annotations

import random

from . import events as ev
from .actions import MAX_TARGET, Bid, Call, Pass, legal_bids
from .cards import DECK, POINTS, RANKS_BY_STRENGTH, SUIT_INDEX, TOTAL_POINTS, Card, Suit, card
from .errors import IllegalAction
from .exchange import EXCHANGE, Exchange, ExchangeRule, exchange_refusal, exchanger_for
from .legality import legal_actions
from .records import HandResult, Phase, TrickRecord
from .tricks import legal_cards, winning_index
from .variant import TrumpRule, Variant
from .view import View


def hand_winner(side_points: "tuple[int, ...] | list[int]") -> int | None:
    """The index of the side with the most card points, or ``None`` when the top is shared
    (60-60 between two sides, or a tie at the top of an individual table): a drawn hand."""
    best = max(side_points)
    if list(side_points).count(best) > 1:
        return None
    return list(side_points).index(best)


def bid_made(calling_points: int, bid_points: int) -> bool:
    """Did the calling side of a chiamata reach the points its bid asked for?"""
    return calling_points >= bid_points


def chiamata_seat_scores(players: int, caller: int, partner: int, made: bool) -> tuple[int, ...]:
    """Match points of each seat for one chiamata deal.

    The caller scores 2 and the partner 1, the others -1 each; a caller who called a card
    of their own (``partner == caller``) plays alone and scores 4. A failed bid turns every sign.
    """
    if not (0 <= caller < players and 0 <= partner < players):
        raise ValueError(f"caller and partner must be seats from 0 to {players - 1}")
    sign = 1 if made else -1
    scores = [-sign] * players
    if partner == caller:
        scores[caller] = 4 * sign
    else:
        scores[caller] = 2 * sign
        scores[partner] = sign
    return tuple(scores)


_PLAY = Phase.PLAY


class HandState:
    """The full state of one hand (every card, hidden or not). Computer seats get :meth:`view`."""

    __slots__ = (
        "variant", "dealer", "seed", "hand_index", "hands", "stock", "trump_card", "turned_card",
        "trump_suit", "table", "leader", "to_act", "captured", "points", "played", "tricks",
        "phase", "actions", "known", "voids", "bids", "passed", "high_bid", "high_bidder",
        "called_card", "partner", "partner_revealed", "result", "_emit", "deal_events", "exchanged_at",
    )

    # ---- construction -------------------------------------------------------------------
    def __init__(self, variant: Variant, dealer: int | None = None, seed: int = 0, hand_index: int = 0,
                 deck: "list[Card] | None" = None) -> None:
        """Shuffle with ``seed`` and deal. ``deck`` (the cards in dealing order, first dealt first)
        replaces the shuffle, for scripted deals in tests and for replaying a real deal."""
        n = variant.players
        if dealer is None:
            dealer = n - 1  # the seat before seat 0 deals, so seat 0 (the person) leads
        if not 0 <= dealer < n:
            raise ValueError(f"dealer must be a seat from 0 to {n - 1}")
        if deck is None:
            deck = list(variant.deck)
            random.Random(seed).shuffle(deck)
        else:
            if sorted(int(c) for c in deck) != sorted(variant.deck):
                raise ValueError("a scripted deck must hold exactly the cards of the variant")
            deck = [int(c) for c in reversed(deck)]  # dealt from the end of the list
        hands: list[list[Card]] = [[] for _ in range(n)]
        out: list = [ev.HandStarted(hand_index, dealer)]
        # One card at a time, counterclockwise, starting with the seat on the dealer's right.
        for _ in range(variant.hand_size):
            for k in range(1, n + 1):
                seat = (dealer + k) % n
                c = DECK[deck.pop()]
                hands[seat].append(c)
                out.append(ev.CardDealt(seat, c))
        trump_card: Card | None = None
        if variant.trump == TrumpRule.TURNED:
            trump_card = DECK[deck.pop()]
            out.append(ev.TrumpTurned(trump_card))
        leader = (dealer + 1) % n
        self._fill(
            variant, dealer, seed, hand_index, hands=hands,
            stock=[DECK[c] for c in deck],  # top of the stock is the end of the list
            trump_card=trump_card, turned_card=trump_card,
            trump_suit=SUIT_INDEX[trump_card] if trump_card is not None else None,
            table=[], leader=leader, to_act=leader, captured=[[] for _ in range(n)], points=[0] * n,
            played=[], tricks=[], phase=Phase.AUCTION if variant.auction else Phase.PLAY, actions=[],
            known=[set() for _ in range(n)], voids=[set() for _ in range(n)], bids=[], passed=set(),
            high_bid=None, high_bidder=None, called_card=None, partner=None, partner_revealed=False,
            result=None, emit=True, deal_events=tuple(out), exchanged_at=-1)

    def _fill(self, variant: Variant, dealer: int, seed: int | None, hand_index: int,
              hands: list[list[Card]], stock: list[Card], trump_card: Card | None, turned_card: Card | None,
              trump_suit: int | None, table: list[tuple[int, Card]], leader: int, to_act: int,
              captured: list[list[Card]], points: list[int], played: list[Card], tricks: list[TrickRecord],
              phase: Phase, actions: list, known: list[set[Card]], voids: list[set[int]],
              bids: list[tuple[int, object]], passed: set[int], high_bid: Bid | None, high_bidder: int | None,
              called_card: Card | None, partner: int | None, partner_revealed: bool,
              result: HandResult | None, emit: bool, deal_events: tuple, exchanged_at: int) -> None:
        """The one constructor of every field (the deal, :meth:`clone` and a view's shadow state use it).

        The lists and sets passed in become the state's own: callers pass fresh ones.
        """
        self.variant = variant
        self.dealer = dealer
        self.seed = seed
        self.hand_index = hand_index
        self.hands = hands
        self.stock = stock
        self.trump_card = trump_card
        self.turned_card = turned_card
        self.trump_suit = trump_suit
        self.table = table
        self.leader = leader
        self.to_act = to_act
        self.captured = captured
        self.points = points
        self.played = played
        self.tricks = tricks
        self.phase = phase
        self.actions = actions
        self.known = known
        self.voids = voids
        self.bids = bids
        self.passed = passed
        self.high_bid = high_bid
        self.high_bidder = high_bidder
        self.called_card = called_card
        self.partner = partner
        self.partner_revealed = partner_revealed
        self.result = result
        self._emit = emit
        self.deal_events = deal_events
        # How many cards had been played at the last exchange of the seven (-1: none yet): one
        # exchange a turn.
        self.exchanged_at = exchanged_at

    @classmethod
    def from_view(cls, view: View, hands: list[list[Card]] | None = None,
                  stock: list[Card] | None = None) -> "HandState":
        """A state carrying ``view``'s public history, with ``hands`` and ``stock`` as the hidden cards
        (see :func:`state_from_view`)."""
        return state_from_view(view, hands, stock)

    def clone(self, *, events: bool = True) -> "HandState":
        """An independent copy. ``events=False`` makes ``apply`` skip building events (for search)."""
        other = object.__new__(HandState)
        # Positional on purpose: the search clones often, and keywords cost more than the copy.
        other._fill(
            self.variant, self.dealer, self.seed, self.hand_index, [list(h) for h in self.hands], list(self.stock),
            self.trump_card, self.turned_card, self.trump_suit, list(self.table), self.leader, self.to_act,
            [list(c) for c in self.captured], list(self.points), list(self.played), list(self.tricks), self.phase,
            list(self.actions), [set(k) for k in self.known], [set(v) for v in self.voids], list(self.bids),
            set(self.passed), self.high_bid, self.high_bidder, self.called_card, self.partner,
            self.partner_revealed, self.result, events, self.deal_events, self.exchanged_at)
        return other

    # ---- queries --------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.variant.players

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def stock_size(self) -> int:
        """Cards still to draw: the face-down stock plus the face-up trump under it."""
        return len(self.stock) + (1 if self.trump_card is not None else 0)

    @property
    def caller(self) -> int | None:
        return self.high_bidder if self.called_card is not None else None

    def points_in_play(self) -> int:
        """Card points not yet captured (in hands, on the table and in the stock)."""
        return sum(POINTS[c] for c in self.variant.deck) - sum(self.points)

    def legal_actions(self) -> list:
        if self.phase is _PLAY:  # the common case, one call shorter
            cards = legal_cards(self.hands[self.to_act], self.table, self.variant.follow_suit)
            if self.variant.exchange is not ExchangeRule.OFF and self.exchange_refusal(self.to_act) is None:
                cards.append(EXCHANGE)
            return cards
        return legal_actions(self.phase, self.hands[self.to_act], self.table, self.variant.follow_suit,
                             self.high_bid)

    def exchange_refusal(self, seat: int) -> IllegalAction | None:
        """Why ``seat`` may not exchange the seven now (the rule it would break), or None."""
        return exchange_refusal(
            self.variant.exchange, seat=seat, to_act=self.to_act, playing=self.phase is _PLAY,
            hand=self.hands[seat], face_up=self.trump_card, stock_left=len(self.stock),
            exchanged_at=self.exchanged_at, played_count=len(self.played),
            tricks_won=sum(1 for t in self.tricks if t.winner == seat))

    def is_legal(self, action: object) -> bool:
        try:
            self._check(action)
        except IllegalAction:
            return False
        return True

    def _check(self, action: object) -> None:
        """Raise IllegalAction naming the rule ``action`` breaks; change nothing."""
        if self.phase is Phase.OVER:
            raise IllegalAction("the hand is over", "no more actions")
        if self.phase is Phase.PLAY:
            if isinstance(action, Exchange):
                refusal = self.exchange_refusal(self.to_act)
                if refusal is not None:
                    raise refusal
                return
            if not isinstance(action, Card):
                raise IllegalAction("cards are being played", f"{action!r} is not a card")
            hand = self.hands[self.to_act]
            if action not in hand:
                raise IllegalAction("you can only play a card from your own hand",
                                    f"seat {self.to_act} does not hold {action.key}")
            if action not in legal_cards(hand, self.table, self.variant.follow_suit):
                led = Suit(SUIT_INDEX[self.table[0][1]])
                raise IllegalAction("you must follow suit", f"{led.key} was led and you hold one")
            return
        if self.phase is Phase.AUCTION:
            if isinstance(action, Pass):
                return
            if not isinstance(action, Bid):
                raise IllegalAction("the auction is on", "bid or pass")
            if action not in legal_bids(self.high_bid):
                if self.high_bid is not None and action.order <= self.high_bid.order:
                    raise IllegalAction("a bid must be higher than the last one", f"{action} after {self.high_bid}")
                raise IllegalAction("points are bid only after a bid of two, from 61 to 120", str(action))
            return
        if self.phase is Phase.CALL:
            if not isinstance(action, Call):
                raise IllegalAction("the auction winner must call a card", "name a suit")
            return

    # ---- acting ---------------------------------------------------------------------------
    def apply(self, action: object, seat: int | None = None) -> list:
        """Apply ``action`` for the seat to act and return the events that happened.

        ``seat``, when given, must be the seat to act (guards against a move out of turn).
        Raises :class:`IllegalAction` and leaves the state unchanged if the rules forbid it.
        """
        if seat is not None and seat != self.to_act and self.phase is not Phase.OVER:
            raise IllegalAction("you must wait for your turn", f"seat {self.to_act} is to act, not seat {seat}",
                                "not_your_turn")
        if self.phase is _PLAY and action.__class__ is Card and not self.variant.follow_suit \
                and action in self.hands[self.to_act]:
            self.actions.append(action)  # the common case, checked inline
            return self._play(action)
        self._check(action)
        self.actions.append(action)
        if self.phase is Phase.PLAY:
            if action.__class__ is Exchange:
                return self._exchange()
            return self._play(action)
        if self.phase is Phase.AUCTION:
            return self._bid(action)
        return self._call(action)

    def _bid(self, action: object) -> list:
        out: list = []
        seat = self.to_act
        n = self.players
        self.bids.append((seat, action))
        if isinstance(action, Pass):
            self.passed.add(seat)
            out.append(ev.Passed(seat))
        else:
            self.high_bid, self.high_bidder = action, seat
            out.append(ev.BidMade(seat, action))
        if len(self.passed) == n:
            self.phase = Phase.OVER
            self.result = HandResult(sides=(), points=(), winner=None, seat_points=tuple(self.points),
                                     thrown_in=True)
            out.append(ev.ThrownIn(self.dealer))
            out.append(ev.HandOver(self.result))
            return out
        highest = self.high_bid is not None and self.high_bid.rank == RANKS_BY_STRENGTH[-1] \
            and self.high_bid.points == MAX_TARGET
        if self.high_bid is not None and (len(self.passed) == n - 1 or highest):
            self.phase = Phase.CALL
            self.to_act = self.high_bidder
            out.append(ev.AuctionWon(self.high_bidder, self.high_bid))
            return out
        nxt = (seat + 1) % n
        while nxt in self.passed:
            nxt = (nxt + 1) % n
        self.to_act = nxt
        return out

    def _call(self, action: Call) -> list:
        called = card(action.suit, self.high_bid.rank)
        self.called_card = called
        self.trump_suit = int(action.suit)
        self.partner = next(s for s in range(self.players) if called in self.hands[s])
        self.phase = Phase.PLAY
        self.to_act = self.leader
        return [ev.CardCalled(self.high_bidder, called)]

    def _exchange(self) -> list:
        seat = self.to_act
        taken = self.trump_card
        given = exchanger_for(taken)
        hand = self.hands[seat]
        hand[hand.index(given)] = taken   # the taken card goes where the given one was
        self.trump_card = given
        self.known[seat].discard(given)
        self.known[seat].add(taken)       # it was face up: every seat knows who holds it
        self.exchanged_at = len(self.played)
        return [ev.TrumpExchanged(seat, given, taken)] if self._emit else []

    def _play(self, c: Card) -> list:
        # The hot path of every search: local names, no needless lookups.
        emit = self._emit
        out: list = []
        seat = self.to_act
        table = self.table
        if table and self.variant.follow_suit and SUIT_INDEX[c] != SUIT_INDEX[table[0][1]]:
            self.voids[seat].add(SUIT_INDEX[table[0][1]])
        self.hands[seat].remove(c)
        known = self.known[seat]
        if known:
            known.discard(c)
        table.append((seat, c))
        self.played.append(c)
        called = c == self.called_card
        if called:
            self.partner_revealed = True
        if emit:
            out.append(ev.CardPlayed(seat, c))
            if called:
                out.append(ev.PartnerRevealed(seat, self.high_bidder))
        n = len(self.hands)
        if len(table) < n:
            self.to_act = (seat + 1) % n
            return out
        # The trick is complete.
        winner = table[winning_index(table, self.trump_suit)][0]
        pts = 0
        for _, tc in table:
            pts += POINTS[tc]
        self.points[winner] += pts
        self.captured[winner].extend([tc for _, tc in table])
        cards = tuple(table)
        self.tricks.append(TrickRecord(self.leader, cards, winner, pts))
        self.table = []
        if emit:
            out.append(ev.TrickWon(winner, cards, pts))
        # Draw: the winner first, then the others in table order; the face-up trump comes last.
        stock = self.stock
        if stock or self.trump_card is not None:
            hands = self.hands
            if self.variant.follow_suit:
                for v in self.voids:
                    v.clear()  # a drawn card may refill a suit a seat had shown it lacked
            for k in range(n):
                s = (winner + k) % n
                if stock:
                    d = stock.pop()
                    hands[s].append(d)
                    if emit:
                        out.append(ev.CardDrawn(s, d))
                else:
                    d = self.trump_card
                    self.trump_card = None
                    hands[s].append(d)
                    self.known[s].add(d)
                    if emit:
                        out.append(ev.TrumpDrawn(s, d))
        self.leader = self.to_act = winner
        if not self.hands[winner]:
            self._finish()
            if emit:
                out.append(ev.HandOver(self.result))
        return out

    def _finish(self) -> None:
        self.phase = Phase.OVER
        v = self.variant
        seat_points = tuple(self.points)
        if v.auction:
            caller, partner = self.high_bidder, self.partner
            calling = (caller,) if partner == caller else (caller, partner)
            others = tuple(s for s in range(v.players) if s not in calling)
            pts = sum(seat_points[s] for s in calling)
            won = bid_made(pts, self.high_bid.points)
            self.result = HandResult(
                sides=(calling, others), points=(pts, TOTAL_POINTS - pts), winner=0 if won else 1,
                seat_points=seat_points, caller=caller, partner=partner, bid=self.high_bid,
                seat_scores=chiamata_seat_scores(v.players, caller, partner, won))
            return
        sides = v.sides
        side_pts = tuple(sum(seat_points[s] for s in side) for side in sides)
        winner = hand_winner(side_pts)
        self.result = HandResult(sides=sides, points=side_pts, winner=winner, seat_points=seat_points)

    # ---- information sets ------------------------------------------------------------------
    def view(self, seat: int) -> View:
        return make_view(self, seat)


def make_view(state: HandState, seat: int) -> View:
    """What ``seat`` may know of ``state`` (its information set)."""
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
        partner=partner, hand_index=state.hand_index, exchanged_at=state.exchanged_at,
    )


def state_from_view(view: View, hands: list[list[Card]] | None = None,
                    stock: list[Card] | None = None) -> HandState:
    """A state carrying ``view``'s public history, with ``hands`` and ``stock`` as the hidden cards.

    Without ``hands`` each seat holds what the view shows of it (its own hand, known cards);
    without ``stock`` the stock is empty. Used to deal worlds for the search and to ask the
    rules what a view's seat may do. Its events are off (it is a working copy).
    """
    n = view.players
    if hands is None:
        hands = [list(view.hand) if s == view.seat else list(view.known[s]) for s in range(n)]
    captured: list[list[Card]] = [[] for _ in range(n)]
    for t in view.tricks:
        captured[t.winner].extend(c for _, c in t.cards)
    state = object.__new__(HandState)
    state._fill(
        view.variant, view.dealer, None, view.hand_index, hands=hands, stock=stock or [],
        trump_card=view.trump_card, turned_card=view.turned_card, trump_suit=view.trump_suit,
        table=list(view.table), leader=view.leader, to_act=view.to_act, captured=captured,
        points=list(view.points), played=list(view.played), tricks=list(view.tricks), phase=view.phase,
        actions=[], known=[set(k) for k in view.known], voids=[set(v) for v in view.voids],
        bids=list(view.bids), passed={s for s, a in view.bids if not isinstance(a, Bid)},
        high_bid=view.high_bid, high_bidder=view.high_bidder, called_card=view.called_card,
        partner=view.partner,
        partner_revealed=view.partner is not None and view.called_card in view.played,
        result=None, emit=False, deal_events=(), exchanged_at=view.exchanged_at)
    return state
