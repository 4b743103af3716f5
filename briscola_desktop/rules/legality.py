"""What the seat to act may do, in one place for the full state and for a seat's view."""

from __future__ import annotations

from collections.abc import Sequence

from .actions import PASS, Bid, Call, legal_bids
from .cards import Suit
from .records import Phase
from .tricks import legal_cards


def legal_actions(phase: Phase, hand: Sequence[int], trick: Sequence[tuple[int, int]], follow_suit: bool,
                  high_bid: Bid | None) -> list:
    """The legal actions of the seat to act: cards in play, bids and pass in the auction, a suit at the call."""
    if phase is Phase.PLAY:
        return legal_cards(hand, trick, follow_suit)
    if phase is Phase.AUCTION:
        return [*legal_bids(high_bid), PASS]
    if phase is Phase.CALL:
        return [Call(s) for s in Suit]
    return []


__all__ = ["legal_actions"]
