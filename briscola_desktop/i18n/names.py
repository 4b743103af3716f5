"""Cards, ranks, suits and lists named in the current language."""

from __future__ import annotations

from typing import Any

from .localizer import STATE, deck_style
from .text import capitalise


def rank_name(rank: Any, style: str) -> str:
    """Name of a rank in the current language for the deck style ("fante", "dame", ...)."""
    return STATE.t(f"deck.{deck_style(style)}.rank.{rank.key}")


def suit_name(suit: Any, style: str) -> str:
    """Name of a suit as used inside a sentence ("denari", "cœur", "spar"); lower case
    where the language writes it so. Use :func:`capitalise` for a label."""
    return STATE.t(f"deck.{deck_style(style)}.suit.{suit.key}")


def card_name(card: Any, style: str) -> str:
    """Full name of a card as a label, on its own: "Asso di denari", "As de carreau", "Ruter ess".

    Each suit has its own pattern so each language can inflect ("roi d'épées"). Inside a
    sentence use :func:`card_in_sentence` instead ("Call the three of cups", not "Call Three
    of cups").
    """
    return capitalise(STATE.card_in_sentence(card, style, article=False))


def card_in_sentence(card: Any, style: str, article: bool = True) -> str:
    """A card named inside a sentence in the current language: lower case, with the article
    the language puts there. en "the three of cups", it "il tre di coppe" / "l'asso di
    denari", fr "le trois de cœur" / "la dame de pique", nb "kopper tre" / "hjerter dame".

    Write the sentence without its own article: ``"Call {card}: ..."``, ``"Chiama {card}"``.
    """
    return STATE.card_in_sentence(card, style, article)


def join_list(items: Any) -> str:
    """Names joined as the language lists them: "Player 2 and Player 4", "A, B e C"."""
    names = [str(x) for x in items]
    if len(names) < 2:
        return names[0] if names else ""
    return STATE.t("term.list_and", rest=STATE.t("term.list_comma").join(names[:-1]), last=names[-1])
