"""What one seat may know: the information set.

A :class:`View` holds only public facts and the seat's own cards: nothing hidden is
reachable from it. ``HandState.view(seat)`` makes one; :func:`.sampling.sample_state`
deals its unseen cards at random into a full state (determinization).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Bid
from .cards import DECK, POINTS, SUIT_INDEX, Card
from .errors import IllegalAction
from .exchange import EXCHANGE, ExchangeRule, exchange_refusal
from .legality import legal_actions
from .records import Phase, TrickRecord
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
    exchanged_at: int = -1               # cards played at the last exchange of the seven (-1: none)

    @property
    def players(self) -> int:
        return self.variant.players

    @property
    def holds_called_card(self) -> bool:
        """Chiamata: this seat was dealt the card the caller named, so it is the caller's partner
        (the caller itself, playing alone, when it named a card of its own) before anyone else knows."""
        return self.called_card is not None and self.partner == self.seat

    def legal_actions(self) -> list:
        """The seat's legal actions when it is to act (same rules as the full state)."""
        if self.to_act != self.seat:
            return []
        actions = legal_actions(self.phase, self.hand, self.table, self.variant.follow_suit, self.high_bid)
        if self.variant.exchange is not ExchangeRule.OFF and self.exchange_refusal() is None:
            actions.append(EXCHANGE)
        return actions

    def exchange_refusal(self) -> "IllegalAction | None":
        """Why this seat may not exchange the seven now (the rule it would break), or None."""
        return exchange_refusal(
            self.variant.exchange, seat=self.seat, to_act=self.to_act, playing=self.phase is Phase.PLAY,
            hand=self.hand, face_up=self.trump_card,
            stock_left=self.stock_size - (1 if self.trump_card is not None else 0),
            exchanged_at=self.exchanged_at, played_count=len(self.played),
            tricks_won=sum(1 for t in self.tricks if t.winner == self.seat))

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


__all__ = ["View", "view_from_values"]
