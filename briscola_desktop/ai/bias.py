"""Learned corrections of what Hard's two-seat playouts say a card is worth.

The playouts model the opponent as a rule player, and a strong opponent does not answer as that player does,
so some kinds of card come out of the search worth more (or less) than they prove worth in play.
``training/counterfactual.py`` measures it: at Hard's decisions against ``hard_v1`` every legal card is played
on from the true deal, and each card's points beyond the position's mean are set against the search's. A
table here holds, per :func:`card_kind`, the points to add to the search's value (the mean gap, shrunk
toward zero by how few cards measured it); the setting ``SearchSettings.bias`` names the table a level
uses. The corrections apply only to the values of played-out decisions (the exact endgame needs none).
"""

from __future__ import annotations

from collections.abc import Mapping

from briscola_desktop.rules.cards import POINTS, SUIT_INDEX, beats

from .playout import V3_EARLY_STOCK, lead_class


def card_kind(trump: int, stock: int, lead: int | None, c: int) -> str:
    """What playing ``c`` is at two seats: a lead by its class (``t`` for a trump, then the rank) with ``E``
    (a stock of :data:`~.playout.V3_EARLY_STOCK` or more) or ``L``; an answer to ``lead`` by the led card
    (``t`` a trump, ``0`` a card worth nothing, ``F`` a figure, ``C`` an ace or three) and whether ``c``
    takes the trick, with a trump or in the suit, or loses it, and whether ``c`` carries points (``P``)
    or none (``0``)."""
    if lead is None:
        return f"lead {lead_class(c, trump)} {'E' if stock >= V3_EARLY_STOCK else 'L'}"
    led = "t" if SUIT_INDEX[lead] == trump else "0" if POINTS[lead] == 0 else "F" if POINTS[lead] < 10 else "C"
    if beats(c, lead, trump):
        how = "trump" if SUIT_INDEX[c] == trump and SUIT_INDEX[lead] != trump else "suit"
        return f"answer {led} take-{how}{'P' if POINTS[c] else '0'}"
    if SUIT_INDEX[c] == trump:
        return f"answer {led} lose-trump"
    return f"answer {led} lose-{'P' if POINTS[c] else '0'}"


def corrected(values: Mapping[int, float], trump: int, stock: int, lead: int | None,
              table: Mapping[str, float]) -> dict[int, float]:
    """``values`` (card -> the search's value) with each card's correction from ``table`` added."""
    return {c: v + table.get(card_kind(trump, stock, lead, c), 0.0) for c, v in values.items()}


#: The corrections a level may use, by name (``SearchSettings.bias``).
TABLES: dict[str, dict[str, float]] = {
    # Trumping a lead worth nothing with a trump worth nothing: measured at -2.34 (se 0.64) over 142 cards
    # of 1880 decisions (seed 101), the one kind well beyond its noise there.
    "liscio": {"answer 0 take-trump0": -2.5},
}
