"""The exchange of the seven ("cambiar el siete"): a house rule of every table with a turned trump.

On their own turn, before playing, a player holding the seven of trumps may take the face-up trump
under the stock and leave the seven in its place, when the face-up card is stronger than the seven
(jack, knight, king, three, ace); when it is the seven or weaker (seven, six, five, four), the two
of trumps takes it instead. Only while the face-down stock still has cards to draw, and one
exchange a turn (so a seat holding both the seven and the two cannot trade its two for the ace
through the seven). The seven left face up may later be taken by the two: each face-up card is
taken once, and the chain ends with the two face up.

:class:`ExchangeRule` says whether a table plays it, and whether a player must first have won a
trick (some Spanish tables ask it, most do not: docs/exchange-of-the-seven.md has the sources).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from .cards import Card, Rank, card
from .errors import IllegalAction


class ExchangeRule(str, Enum):
    OFF = "off"                  # the face-up trump is drawn last, never exchanged
    ON = "on"                    # any turn while the stock has cards
    AFTER_TRICK = "after_trick"  # only a player who has already won a trick this hand


@dataclass(frozen=True)
class Exchange:
    """Take the face-up trump, leaving the seven (or the two) of trumps in its place."""

    def __str__(self) -> str:
        return "exchange"


EXCHANGE = Exchange()

_SEVEN_STRENGTH = Rank.SEVEN.strength


def exchanger_for(face_up: Card) -> Card | None:
    """The trump that may take ``face_up``: the seven for a stronger card, the two for the seven or
    a weaker one, nothing for the two itself."""
    if face_up.strength > _SEVEN_STRENGTH:
        return card(face_up.suit, Rank.SEVEN)
    if face_up.rank is Rank.TWO:
        return None
    return card(face_up.suit, Rank.TWO)


def exchange_refusal(rule: ExchangeRule, *, seat: int, to_act: int, playing: bool, hand: Sequence[Card],
                     face_up: Card | None, stock_left: int, exchanged_at: int, played_count: int,
                     tricks_won: int) -> IllegalAction | None:
    """Why ``seat`` may not exchange now (an :class:`IllegalAction` naming the rule), or None.

    ``stock_left`` counts the face-down cards still to draw (the face-up one apart);
    ``exchanged_at`` is how many cards had been played at the last exchange (-1 for none);
    ``tricks_won`` the tricks this seat has won in this hand.
    """
    if rule is ExchangeRule.OFF:
        return IllegalAction("this table does not play the exchange of the seven", "", "not_played")
    if not playing:
        return IllegalAction("cards are not being played", "", "not_now")
    if seat != to_act:
        return IllegalAction("you must wait for your turn", f"seat {to_act} is to act, not seat {seat}", "not_your_turn")
    if face_up is None or stock_left <= 0:
        return IllegalAction("the exchange is only made while the stock has cards to draw", "", "stock_empty")
    if exchanged_at == played_count:
        return IllegalAction("one exchange a turn: play a card now", "", "already_exchanged")
    needed = exchanger_for(face_up)
    if needed is None:
        return IllegalAction("the two of trumps lies face up: no card takes it", "", "two_face_up")
    if needed not in hand:
        if needed.rank is Rank.SEVEN:
            return IllegalAction("only the seven of trumps takes a face-up card stronger than the seven",
                                 f"seat {seat} does not hold {needed.key}", "no_seven")
        return IllegalAction("the face-up card is the seven or weaker: only the two of trumps takes it",
                             f"seat {seat} does not hold {needed.key}", "no_two")
    if rule is ExchangeRule.AFTER_TRICK and tricks_won == 0:
        return IllegalAction("at this table you exchange only after winning a trick", "", "no_trick_yet")
    return None


__all__ = ["EXCHANGE", "Exchange", "ExchangeRule", "exchange_refusal", "exchanger_for"]
