"""What a seat may see of an event: another seat's dealt or drawn card is hidden unless the rules show it.

The host writes every event once per seat with :func:`event_msg`; with ``state.view(seat)``
(:func:`.wire.view_msg`) it is all a seat is ever sent about a hand in play. Open hands show every
dealt and drawn card; scoperta's face-up stock top shows every drawn card; a card played, the
face-up trump, a trick taken and an exchange of the seven (both cards were face up or become so) are public.
"""

from __future__ import annotations

from typing import Any

from briscola_desktop.rules import Variant, action_to_str, events as ev

from .messages import (
    EvAuctionWon, EvBidMade, EvCardCalled, EvCardDealt, EvCardDrawn, EvCardPlayed, EventMsg, EvHandOver, EvHandStarted,
    EvMatchOver, EvPartnerRevealed, EvPassed, EvThrownIn, EvTrickWon, EvTrumpDrawn, EvTrumpExchanged, EvTrumpTurned,
)
from .wire import result_msg

def _public_draw(variant: Variant) -> bool:
    """A card drawn from the stock is seen by everyone (open hands; scoperta's face-up stock top)."""
    return variant.open_hands or variant.stock_top_visible


def event_msg(event: Any, seat: int, variant: Variant) -> EventMsg:
    """``event`` as ``seat`` may see it: another seat's dealt or drawn card is hidden unless the rules show it."""
    if isinstance(event, ev.CardDealt):
        show = event.seat == seat or variant.open_hands
        return EvCardDealt(event.seat, event.card.key if show else None)
    if isinstance(event, ev.CardDrawn):
        show = event.seat == seat or _public_draw(variant)
        return EvCardDrawn(event.seat, event.card.key if show else None)
    if isinstance(event, ev.CardPlayed):
        return EvCardPlayed(event.seat, event.card.key)
    if isinstance(event, ev.TrickWon):
        return EvTrickWon(event.winner, [(s, c.key) for s, c in event.cards], event.points)
    if isinstance(event, ev.HandStarted):
        return EvHandStarted(event.hand_index, event.dealer)
    if isinstance(event, ev.TrumpTurned):
        return EvTrumpTurned(event.card.key)
    if isinstance(event, ev.TrumpDrawn):
        return EvTrumpDrawn(event.seat, event.card.key)
    if isinstance(event, ev.TrumpExchanged):   # the taken card was face up, the given one is face up now
        return EvTrumpExchanged(event.seat, event.given.key, event.taken.key)
    if isinstance(event, ev.BidMade):
        return EvBidMade(event.seat, action_to_str(event.bid))
    if isinstance(event, ev.Passed):
        return EvPassed(event.seat)
    if isinstance(event, ev.AuctionWon):
        return EvAuctionWon(event.seat, action_to_str(event.bid))
    if isinstance(event, ev.CardCalled):
        return EvCardCalled(event.seat, event.card.key)
    if isinstance(event, ev.PartnerRevealed):
        return EvPartnerRevealed(event.seat, event.caller)
    if isinstance(event, ev.ThrownIn):
        return EvThrownIn(event.dealer)
    if isinstance(event, ev.HandOver):
        return EvHandOver(result_msg(event.result))
    if isinstance(event, ev.MatchOver):
        return EvMatchOver(list(event.winners), list(event.scores))
    raise TypeError(f"{type(event).__name__} is not a rules event")


__all__ = [
    "event_msg"
]
