"""The wire form of the rules core's values: cards, variants, formats, results, views, standings, records, events.

Each ``*_msg`` function writes a rules value as its :mod:`.messages` struct and each ``*_of``
reads one back (:class:`~.messages.NetError` ``bad_message`` when a name is not one). Cards
travel by name; a card the receiver may not see is ``None`` (the host decides that in
:mod:`.redaction`). Nothing here applies a rule or decides what a seat may see.
"""

from __future__ import annotations

from typing import Any

import msgspec

from briscola_desktop.play.port import MatchStanding
from briscola_desktop.review.record import HandRecord
from briscola_desktop.rules import (
    DECK,
    Bid,
    Card,
    MatchFormat,
    MatchKind,
    Phase,
    TrickRecord,
    Variant,
    action_from_str,
    action_to_str,
    card_from_key,
    events as ev,
)
from briscola_desktop.rules.records import HandResult
from briscola_desktop.rules.view import View

from .messages import (
    ErrorCode, EvAuctionWon, EvBidMade, EvCardCalled, EvCardDealt, EvCardDrawn, EvCardPlayed, EventMsg, EvHandOver,
    EvHandStarted, EvMatchOver, EvPartnerRevealed, EvPassed, EvThrownIn, EvTrickWon, EvTrumpDrawn, EvTrumpExchanged,
    EvTrumpTurned,
    FormatMsg, NetError, RecordMsg, ResultMsg, StandingMsg, TrickMsg, VariantMsg, ViewMsg,
)

#: Card names by card number (a tuple lookup: the host names every card of every view it sends).
_KEYS: tuple[str, ...] = tuple(c.key for c in DECK)


def _key(c: Card | None) -> str | None:
    return None if c is None else _KEYS[c]


def _card(text: str | None) -> Card | None:
    return None if text is None else card_from_key(text)


def variant_msg(variant: Variant) -> VariantMsg:
    d = variant.to_dict()
    return VariantMsg(name=d["name"], players=d["players"], removed=list(d["removed"]), hand_size=d["hand_size"],
                      trump=d["trump"], follow_suit=d["follow_suit"], teams=d["teams"],
                      open_hands=d["open_hands"], stock_top_visible=d["stock_top_visible"], auction=d["auction"],
                      match_kind=d["match_kind"], exchange=d.get("exchange", "off"))


def variant_of(msg: VariantMsg) -> Variant:
    try:
        return Variant.from_dict(msgspec.structs.asdict(msg))
    except (ValueError, TypeError) as exc:
        raise NetError(ErrorCode.BAD_MESSAGE, f"the table's rules cannot be read: {exc}") from None


def format_msg(fmt: MatchFormat) -> FormatMsg:
    return FormatMsg(kind=fmt.kind.value, target=fmt.target)


def format_of(msg: FormatMsg) -> MatchFormat:
    try:
        return MatchFormat(MatchKind(msg.kind), msg.target)
    except ValueError as exc:
        raise NetError(ErrorCode.BAD_MESSAGE, f"the match format cannot be read: {exc}") from None


def result_msg(r: HandResult) -> ResultMsg:
    return ResultMsg(sides=[list(s) for s in r.sides], points=list(r.points), winner=r.winner,
                     seat_points=list(r.seat_points), thrown_in=r.thrown_in, caller=r.caller, partner=r.partner,
                     bid=None if r.bid is None else action_to_str(r.bid),
                     seat_scores=None if r.seat_scores is None else list(r.seat_scores))


def result_of(m: ResultMsg) -> HandResult:
    bid = None if m.bid is None else action_from_str(m.bid)
    return HandResult(sides=tuple(tuple(s) for s in m.sides), points=tuple(m.points), winner=m.winner,
                      seat_points=tuple(m.seat_points), thrown_in=m.thrown_in, caller=m.caller, partner=m.partner,
                      bid=bid, seat_scores=None if m.seat_scores is None else tuple(m.seat_scores))


#: The fields of a ``View`` that differ from seat to seat; every other field is the same for every seat.
SEAT_FIELDS = ("seat", "hand", "known", "partner")


def trick_msg(t: TrickRecord) -> TrickMsg:
    return TrickMsg(t.leader, [(s, _KEYS[c]) for s, c in t.cards], t.winner, t.points)


def view_msg(view: View, like: ViewMsg | None = None, tricks: list[TrickMsg] | None = None) -> ViewMsg:
    """A seat's ``View`` on the wire: exactly its fields, nothing added.

    ``like``: another seat's message for the same position; its public fields are reused and
    only :data:`SEAT_FIELDS` are taken from ``view`` (the host sends one view per seat per move).
    ``tricks``: ``view.tricks`` already in wire form (the host keeps them from move to move).
    """
    K = _KEYS
    if like is not None:
        return msgspec.structs.replace(like, seat=view.seat, hand=[K[c] for c in view.hand],
                                       known=[[K[c] for c in k] for k in view.known], partner=view.partner)
    return ViewMsg(
        seat=view.seat, phase=view.phase.value, to_act=view.to_act, dealer=view.dealer, leader=view.leader,
        hand=[K[c] for c in view.hand], trump_suit=view.trump_suit, trump_card=_key(view.trump_card),
        turned_card=_key(view.turned_card), table=[(s, K[c]) for s, c in view.table],
        played=[K[c] for c in view.played],
        tricks=tricks if tricks is not None else [trick_msg(t) for t in view.tricks],
        stock_size=view.stock_size, points=list(view.points), hand_sizes=list(view.hand_sizes),
        known=[[K[c] for c in k] for k in view.known], voids=[sorted(v) for v in view.voids],
        stock_top=_key(view.stock_top), bids=[(s, action_to_str(a)) for s, a in view.bids],
        high_bid=None if view.high_bid is None else action_to_str(view.high_bid), high_bidder=view.high_bidder,
        called_card=_key(view.called_card), partner=view.partner, hand_index=view.hand_index,
        exchanged_at=view.exchanged_at)


def view_of(m: ViewMsg, variant: Variant) -> View:
    """Rebuild the ``View`` a host sent (``NetError`` if a card or action name is not one)."""
    try:
        high = None if m.high_bid is None else action_from_str(m.high_bid)
        if high is not None and not isinstance(high, Bid):
            raise ValueError(f"{m.high_bid!r} is not a bid")
        return View(
            variant=variant, seat=m.seat, phase=Phase(m.phase), to_act=m.to_act, dealer=m.dealer, leader=m.leader,
            hand=tuple(card_from_key(c) for c in m.hand), trump_suit=m.trump_suit, trump_card=_card(m.trump_card),
            turned_card=_card(m.turned_card), table=tuple((s, card_from_key(c)) for s, c in m.table),
            played=tuple(card_from_key(c) for c in m.played),
            tricks=tuple(TrickRecord(t.leader, tuple((s, card_from_key(c)) for s, c in t.cards), t.winner, t.points)
                         for t in m.tricks),
            stock_size=m.stock_size, points=tuple(m.points), hand_sizes=tuple(m.hand_sizes),
            known=tuple(tuple(card_from_key(c) for c in k) for k in m.known),
            voids=tuple(frozenset(v) for v in m.voids), stock_top=_card(m.stock_top),
            bids=tuple((s, action_from_str(a)) for s, a in m.bids), high_bid=high, high_bidder=m.high_bidder,
            called_card=_card(m.called_card), partner=m.partner, hand_index=m.hand_index,
            exchanged_at=m.exchanged_at)
    except ValueError as exc:
        raise NetError(ErrorCode.BAD_MESSAGE, f"the host sent a view this game cannot read: {exc}") from None


def standing_msg(s: MatchStanding, results: list[ResultMsg] | None = None) -> StandingMsg:
    """``results``: ``s.results`` already in wire form (the host keeps them from hand to hand)."""
    return StandingMsg(format=format_msg(s.format), sides=[list(x) for x in s.sides], hands_won=list(s.hands_won),
                       scores=list(s.scores), deals_played=s.deals_played, hand_index=s.hand_index,
                       results=results if results is not None else [result_msg(r) for r in s.results],
                       is_over=s.is_over,
                       winners=None if s.winners is None else list(s.winners))


def standing_of(m: StandingMsg, variant: Variant) -> MatchStanding:
    try:
        return MatchStanding(variant=variant, format=format_of(m.format), sides=tuple(tuple(x) for x in m.sides),
                             hands_won=tuple(m.hands_won), scores=tuple(m.scores), deals_played=m.deals_played,
                             hand_index=m.hand_index, results=tuple(result_of(r) for r in m.results),
                             is_over=m.is_over, winners=None if m.winners is None else tuple(m.winners))
    except ValueError as exc:
        raise NetError(ErrorCode.BAD_MESSAGE, f"the host sent a standing this game cannot read: {exc}") from None


def record_msg(record: HandRecord) -> RecordMsg:
    return RecordMsg(seed=record.seed, dealer=record.dealer, hand_index=record.hand_index,
                     actions=list(record.actions))


def record_of(m: RecordMsg, variant: Variant) -> HandRecord:
    return HandRecord(variant, m.seed, m.dealer, m.hand_index, tuple(m.actions))



def event_of(m: EventMsg) -> Any:
    """A rules event from the wire (a hidden card stays ``None``)."""
    c = _card
    if isinstance(m, EvCardDealt):
        return ev.CardDealt(m.seat, c(m.card))
    if isinstance(m, EvCardDrawn):
        return ev.CardDrawn(m.seat, c(m.card))
    if isinstance(m, EvCardPlayed):
        return ev.CardPlayed(m.seat, c(m.card))
    if isinstance(m, EvTrickWon):
        return ev.TrickWon(m.winner, tuple((s, card_from_key(k)) for s, k in m.cards), m.points)
    if isinstance(m, EvHandStarted):
        return ev.HandStarted(m.hand_index, m.dealer)
    if isinstance(m, EvTrumpTurned):
        return ev.TrumpTurned(c(m.card))
    if isinstance(m, EvTrumpDrawn):
        return ev.TrumpDrawn(m.seat, c(m.card))
    if isinstance(m, EvTrumpExchanged):
        return ev.TrumpExchanged(m.seat, card_from_key(m.given), card_from_key(m.taken))
    if isinstance(m, EvBidMade):
        return ev.BidMade(m.seat, action_from_str(m.bid))
    if isinstance(m, EvPassed):
        return ev.Passed(m.seat)
    if isinstance(m, EvAuctionWon):
        return ev.AuctionWon(m.seat, action_from_str(m.bid))
    if isinstance(m, EvCardCalled):
        return ev.CardCalled(m.seat, c(m.card))
    if isinstance(m, EvPartnerRevealed):
        return ev.PartnerRevealed(m.seat, m.caller)
    if isinstance(m, EvThrownIn):
        return ev.ThrownIn(m.dealer)
    if isinstance(m, EvHandOver):
        return ev.HandOver(result_of(m.result))
    if isinstance(m, EvMatchOver):
        return ev.MatchOver(tuple(m.winners), tuple(m.scores))
    raise TypeError(f"{type(m).__name__} is not an event message")


def events_of(messages: list[EventMsg]) -> list:
    try:
        return [event_of(m) for m in messages]
    except ValueError as exc:
        raise NetError(ErrorCode.BAD_MESSAGE, f"the host sent an event this game cannot read: {exc}") from None


__all__ = [
    "variant_msg", "variant_of", "format_msg", "format_of", "result_msg", "result_of", "SEAT_FIELDS",
    "trick_msg", "view_msg", "view_of", "standing_msg", "standing_of", "record_msg", "record_of", "event_of",
    "events_of"
]
