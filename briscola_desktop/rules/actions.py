"""Actions besides playing a card (which is the :class:`Card` itself)."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import RANKS_BY_STRENGTH, Card, Rank, Suit, card_from_key
from .exchange import EXCHANGE, Exchange

MIN_TARGET = 61
MAX_TARGET = 120


@dataclass(frozen=True)
class Bid:
    """A chiamata bid: the rank to be called, and for "two" the points the calling side needs."""

    rank: Rank
    points: int = MIN_TARGET

    @property
    def order(self) -> int:
        """Higher is a stronger bid: ace < three < ... < two at 61 < two at 62 ..."""
        return RANKS_BY_STRENGTH.index(self.rank) * 1000 + self.points

    def __str__(self) -> str:
        return f"bid:{self.rank.key}" + (f":{self.points}" if self.points != MIN_TARGET else "")


@dataclass(frozen=True)
class Pass:
    """Pass in the auction (final: that seat bids no more)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Call:
    """The auction winner names the suit of the called card; that suit becomes trump."""

    suit: Suit

    def __str__(self) -> str:
        return f"call:{self.suit.key}"


PASS = Pass()
Action = "Card | Bid | Pass | Call | Exchange"


def legal_bids(high: Bid | None) -> list[Bid]:
    """The bids allowed after the standing bid ``high``: a weaker rank to call, then more points for a two."""
    if high is None:
        return [Bid(r) for r in RANKS_BY_STRENGTH]
    idx = RANKS_BY_STRENGTH.index(high.rank)
    if idx == len(RANKS_BY_STRENGTH) - 1:
        return [Bid(high.rank, p) for p in range(high.points + 1, MAX_TARGET + 1)]
    return [Bid(r) for r in RANKS_BY_STRENGTH[idx + 1:]]



def action_to_str(action: object) -> str:
    if isinstance(action, Card):
        return action.key
    if isinstance(action, (Bid, Pass, Call, Exchange)):
        return str(action)
    raise ValueError(f"{action!r} is not an action")


def action_from_str(text: object) -> object:
    """Parse the text form of an action; ``ValueError`` names what is wrong."""
    if not isinstance(text, str):
        raise ValueError(f"an action is text, not {type(text).__name__}")
    if text == "pass":
        return PASS
    if text == "exchange":
        return EXCHANGE
    if text.startswith("call:"):
        try:
            return Call(Suit[text[5:].upper()])
        except KeyError:
            raise ValueError(f"{text!r}: unknown suit") from None
    if text.startswith("bid:"):
        parts = text.split(":")
        try:
            rank = Rank[parts[1].upper()]
            points = int(parts[2]) if len(parts) == 3 else MIN_TARGET
        except (KeyError, ValueError, IndexError):
            raise ValueError(f"{text!r} is not a bid") from None
        if len(parts) > 3 or not MIN_TARGET <= points <= MAX_TARGET:
            raise ValueError(f"{text!r} is not a bid")
        return Bid(rank, points)
    return card_from_key(text)
