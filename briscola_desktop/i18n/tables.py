"""The numbers of each table, for the texts that speak of a table.

A text never writes how many cards, tricks or trumps a table has: it names the number as a
placeholder and the rules core's preset fills it in, so a text cannot say "three cards in hand"
of a table that deals eight. In the help pages a number is ``{<preset>_<fact>}``
(``{chiamata_hand}``, ``{three_players_36_tricks}``); in a table's own one-line description
(``newmatch.about.<preset>``) it is ``{<fact>}``.
"""

from __future__ import annotations

from briscola_desktop.rules.cards import Suit
from briscola_desktop.rules.variant import PRESETS, TrumpRule, Variant

#: What each fact is, for the translators (the keys are the placeholders' names).
FACTS = {
    "players": "seats at the table",
    "cards": "cards in play (40, less the cards taken out)",
    "removed": "cards taken out of the 40 before the deal",
    "hand": "cards dealt to each player",
    "tricks": "tricks in a hand",
    "stock": "face-down cards left in the stock after the deal (the face-up trump not counted)",
    "draws": "tricks after which everyone draws: the stock runs out after this trick",
    "last_tricks": "tricks played after the stock is empty, with the cards in hand",
    "trumps": "cards of the trump suit in play (the fewest, where suits differ)",
}


def variant_facts(variant: Variant) -> dict[str, int]:
    """The numbers of ``variant`` that texts speak of, by fact name (see :data:`FACTS`)."""
    deck = variant.deck
    left_after_deal = len(deck) - variant.players * variant.hand_size
    turned = 1 if variant.trump == TrumpRule.TURNED else 0
    draws = left_after_deal // variant.players
    return {
        "players": variant.players,
        "cards": len(deck),
        "removed": 40 - len(deck),
        "hand": variant.hand_size,
        "tricks": variant.tricks,
        "stock": left_after_deal - turned,
        "draws": draws,
        "last_tricks": variant.tricks - draws,
        "trumps": 0 if variant.trump == TrumpRule.NONE
        else min(sum(1 for c in deck if c.suit == suit) for suit in Suit),
    }


def help_numbers() -> dict[str, int]:
    """Every preset's facts as help-page placeholders: ``{"chiamata_hand": 8, ...}``."""
    return {f"{name}_{fact}": value
            for name, variant in PRESETS.items() for fact, value in variant_facts(variant).items()}


__all__ = ["FACTS", "help_numbers", "variant_facts"]
