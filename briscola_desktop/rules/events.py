"""What happened: the events ``apply`` returns, in order, for the table to animate.

Events are facts decided by the rules (treat them as read-only; they are plain slotted
dataclasses because frozen ones cost twice as much to build in the hot loop of a search);
the UI animates them and never re-derives
them. Events carry every card involved (the UI shows a card face up only when the
person may see it).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Bid
from .cards import Card


@dataclass(slots=True)
class HandStarted:
    hand_index: int
    dealer: int


@dataclass(slots=True)
class CardDealt:
    seat: int
    card: Card


@dataclass(slots=True)
class TrumpTurned:
    """The card after the deal is turned face up and laid crosswise under the stock."""

    card: Card


@dataclass(slots=True)
class BidMade:
    seat: int
    bid: Bid


@dataclass(slots=True)
class Passed:
    seat: int


@dataclass(slots=True)
class AuctionWon:
    seat: int
    bid: Bid


@dataclass(slots=True)
class CardCalled:
    """The auction winner calls ``card``: its suit is trump, its holder the secret partner."""

    seat: int
    card: Card


@dataclass(slots=True)
class CardPlayed:
    seat: int
    card: Card


@dataclass(slots=True)
class PartnerRevealed:
    """The called card was played: ``seat`` is the caller's partner (the caller himself if alone)."""

    seat: int
    caller: int


@dataclass(slots=True)
class TrickWon:
    winner: int
    cards: tuple[tuple[int, Card], ...]   # (seat, card) in playing order
    points: int


@dataclass(slots=True)
class CardDrawn:
    """A face-down card drawn from the stock."""

    seat: int
    card: Card


@dataclass(slots=True)
class TrumpDrawn:
    """The face-up trump under the stock drawn: the last card of the stock."""

    seat: int
    card: Card


@dataclass(slots=True)
class TrumpExchanged:
    """``seat`` took the face-up trump ``taken`` into its hand and left ``given`` (the seven or the
    two of trumps) face up under the stock in its place: both cards are seen by every seat."""

    seat: int
    given: Card
    taken: Card


@dataclass(slots=True)
class ThrownIn:
    """Everyone passed in the auction: the cards are thrown in and the next dealer deals."""

    dealer: int


@dataclass(slots=True)
class HandOver:
    result: "HandResult"  # noqa: F821 (defined in state.py)


@dataclass(slots=True)
class MatchOver:
    winners: tuple[int, ...]    # match sides that won (several = a shared first place); empty = drawn
    scores: tuple[int, ...]


Event = (HandStarted | CardDealt | TrumpTurned | BidMade | Passed | AuctionWon | CardCalled | CardPlayed
         | PartnerRevealed | TrickWon | CardDrawn | TrumpDrawn | TrumpExchanged | ThrownIn | HandOver | MatchOver)
