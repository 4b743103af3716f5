"""One hand of Briscola: the deal, the auction (chiamata), the tricks and the draws.

Modelled on OpenSpiel's State: ``legal_actions()``, ``apply(action)`` returning
the events that happened, ``view(seat)`` (the information set), ``clone()``.
Randomness enters only as the explicit ``seed`` of the deal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from . import events as ev
from .actions import MAX_TARGET, PASS, Bid, Call, Pass
from .cards import DECK, POINTS, RANKS_BY_STRENGTH, STRENGTH, SUIT_INDEX, Card, Suit, card
from .errors import IllegalAction
from .variant import TrumpRule, Variant

if TYPE_CHECKING:  # pragma: no cover
    from .view import View


class Phase(str, Enum):
    AUCTION = "auction"
    CALL = "call"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class TrickRecord:
    leader: int
    cards: tuple[tuple[int, Card], ...]
    winner: int
    points: int


@dataclass(frozen=True)
class HandResult:
    """The outcome of a hand.

    ``sides`` are the scoring sides (seats), ``points`` their card points, ``winner`` the
    index of the winning side or ``None`` for a draw. Chiamata adds the caller, the
    partner, the bid and the match points each seat scores (``seat_scores``).
    ``thrown_in`` marks a chiamata deal that everyone passed.
    """

    sides: tuple[tuple[int, ...], ...]
    points: tuple[int, ...]
    winner: int | None
    seat_points: tuple[int, ...]
    thrown_in: bool = False
    caller: int | None = None
    partner: int | None = None
    bid: Bid | None = None
    seat_scores: tuple[int, ...] | None = None

    @property
    def is_draw(self) -> bool:
        return self.winner is None


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


def trick_winner(cards: "list[tuple[int, Card]] | tuple", trump: int | None) -> int:
    """The seat that wins a complete trick of ``(seat, card)`` pairs in playing order."""
    return cards[_trick_winner(cards, trump)][0]


def _trick_winner(cards: list[tuple[int, Card]], trump: int | None) -> int:
    """Index in ``cards`` of the winning card: highest trump, else highest of the suit led."""
    best = 0
    best_card = cards[0][1]
    for i in range(1, len(cards)):
        c = cards[i][1]
        cs, bs = SUIT_INDEX[c], SUIT_INDEX[best_card]
        if cs == bs:
            if STRENGTH[c] > STRENGTH[best_card]:
                best, best_card = i, c
        elif cs == trump:
            best, best_card = i, c
    return best


_PLAY = Phase.PLAY


class HandState:
    """The full state of one hand (every card, hidden or not). Computer seats get :meth:`view`."""

    __slots__ = (
        "variant", "dealer", "seed", "hand_index", "hands", "stock", "trump_card", "turned_card",
        "trump_suit", "table", "leader", "to_act", "captured", "points", "played", "tricks",
        "phase", "actions", "known", "voids", "bids", "passed", "high_bid", "high_bidder",
        "called_card", "partner", "partner_revealed", "result", "_emit", "deal_events",
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
        self.variant = variant
        self.dealer = dealer
        self.seed = seed
        self.hand_index = hand_index
        self._emit = True
        if deck is None:
            deck = list(variant.deck)
            random.Random(seed).shuffle(deck)
        else:
            if sorted(int(c) for c in deck) != sorted(variant.deck):
                raise ValueError("a scripted deck must hold exactly the cards of the variant")
            deck = [int(c) for c in reversed(deck)]  # dealt from the end of the list
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        out: list = [ev.HandStarted(hand_index, dealer)]
        # One card at a time, counterclockwise, starting with the seat on the dealer's right.
        for _ in range(variant.hand_size):
            for k in range(1, n + 1):
                seat = (dealer + k) % n
                c = DECK[deck.pop()]
                self.hands[seat].append(c)
                out.append(ev.CardDealt(seat, c))
        self.trump_card: Card | None = None
        self.turned_card: Card | None = None
        self.trump_suit: int | None = None
        if variant.trump == TrumpRule.TURNED:
            c = DECK[deck.pop()]
            self.trump_card = self.turned_card = c
            self.trump_suit = SUIT_INDEX[c]
            out.append(ev.TrumpTurned(c))
        self.stock: list[Card] = [DECK[c] for c in deck]  # top of the stock is the end of the list
        self.table: list[tuple[int, Card]] = []
        self.leader = (dealer + 1) % n
        self.to_act = self.leader
        self.captured: list[list[Card]] = [[] for _ in range(n)]
        self.points = [0] * n
        self.played: list[Card] = []
        self.tricks: list[TrickRecord] = []
        self.actions: list = []
        self.known: list[set[Card]] = [set() for _ in range(n)]
        self.voids: list[set[int]] = [set() for _ in range(n)]
        self.bids: list[tuple[int, object]] = []
        self.passed: set[int] = set()
        self.high_bid: Bid | None = None
        self.high_bidder: int | None = None
        self.called_card: Card | None = None
        self.partner: int | None = None
        self.partner_revealed = False
        self.result: HandResult | None = None
        self.phase = Phase.AUCTION if variant.auction else Phase.PLAY
        self.deal_events: tuple = tuple(out)

    def clone(self, *, events: bool = True) -> "HandState":
        """An independent copy. ``events=False`` makes ``apply`` skip building events (for search)."""
        other = object.__new__(HandState)
        other.variant = self.variant
        other.dealer = self.dealer
        other.seed = self.seed
        other.hand_index = self.hand_index
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.trump_card = self.trump_card
        other.turned_card = self.turned_card
        other.trump_suit = self.trump_suit
        other.table = list(self.table)
        other.leader = self.leader
        other.to_act = self.to_act
        other.captured = [list(c) for c in self.captured]
        other.points = list(self.points)
        other.played = list(self.played)
        other.tricks = list(self.tricks)
        other.phase = self.phase
        other.actions = list(self.actions)
        other.known = [set(k) for k in self.known]
        other.voids = [set(v) for v in self.voids]
        other.bids = list(self.bids)
        other.passed = set(self.passed)
        other.high_bid = self.high_bid
        other.high_bidder = self.high_bidder
        other.called_card = self.called_card
        other.partner = self.partner
        other.partner_revealed = self.partner_revealed
        other.result = self.result
        other._emit = events
        other.deal_events = self.deal_events
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
        if self.phase is Phase.PLAY:
            hand = self.hands[self.to_act]
            if self.variant.follow_suit and self.table:
                led = SUIT_INDEX[self.table[0][1]]
                same = [c for c in hand if SUIT_INDEX[c] == led]
                if same:
                    return same
            return list(hand)
        if self.phase is Phase.AUCTION:
            return [*self._legal_bids(), PASS]
        if self.phase is Phase.CALL:
            return [Call(s) for s in Suit]
        return []

    def _legal_bids(self) -> list[Bid]:
        high = self.high_bid
        if high is None:
            return [Bid(r) for r in RANKS_BY_STRENGTH]
        idx = RANKS_BY_STRENGTH.index(high.rank)
        bids = [Bid(r) for r in RANKS_BY_STRENGTH[idx + 1:]]
        if idx == len(RANKS_BY_STRENGTH) - 1:
            bids = [Bid(high.rank, p) for p in range(high.points + 1, MAX_TARGET + 1)]
        return bids

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
            if not isinstance(action, Card):
                raise IllegalAction("cards are being played", f"{action!r} is not a card")
            hand = self.hands[self.to_act]
            if action not in hand:
                raise IllegalAction("you can only play a card from your own hand",
                                    f"seat {self.to_act} does not hold {action.key}")
            if self.variant.follow_suit and self.table:
                led = SUIT_INDEX[self.table[0][1]]
                if SUIT_INDEX[action] != led and any(SUIT_INDEX[c] == led for c in hand):
                    raise IllegalAction("you must follow suit", f"{Suit(led).key} was led and you hold one")
            return
        if self.phase is Phase.AUCTION:
            if isinstance(action, Pass):
                return
            if not isinstance(action, Bid):
                raise IllegalAction("the auction is on", "bid or pass")
            if action not in self._legal_bids():
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
            raise IllegalAction("you must wait for your turn", f"seat {self.to_act} is to act, not seat {seat}")
        if self.phase is _PLAY and action.__class__ is Card and not self.variant.follow_suit \
                and action in self.hands[self.to_act]:
            self.actions.append(action)  # the common case, checked inline
            return self._play(action)
        self._check(action)
        self.actions.append(action)
        if self.phase is Phase.PLAY:
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
        winner = table[_trick_winner(table, self.trump_suit)][0]
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
                sides=(calling, others), points=(pts, 120 - pts), winner=0 if won else 1,
                seat_points=seat_points, caller=caller, partner=partner, bid=self.high_bid,
                seat_scores=chiamata_seat_scores(v.players, caller, partner, won))
            return
        sides = v.sides
        side_pts = tuple(sum(seat_points[s] for s in side) for side in sides)
        winner = hand_winner(side_pts)
        self.result = HandResult(sides=sides, points=side_pts, winner=winner, seat_points=seat_points)

    # ---- information sets ------------------------------------------------------------------
    def view(self, seat: int) -> "View":
        from .view import make_view

        return make_view(self, seat)
