"""Cards, ranks, suits and lists named in the current language."""

from __future__ import annotations

from typing import Any

from .grammar import Phrase
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


def card_in_sentence(card: Any, style: str, article: bool = True) -> Phrase:
    """A card named inside a sentence in the current language: lower case, with the article
    the language puts there. en "the three of cups", it "il tre di coppe" / "l'asso di
    denari", fr "le trois de cœur" / "la dame de pique", nb "tre i kopper" / "hjerter dame".

    Write the sentence without its own article: ``"Call {card}: ..."``, ``"Chiama {card}"``.
    The result is a :class:`Phrase`: ``{card.of}`` "della donna di cuori", ``{card.a}`` "una
    donna di cuori", and ``{card:costato|costata}`` agrees with the card's gender.
    """
    return STATE.card_in_sentence(card, style, article)


def seat_in_sentence(kind: str, number: int | None = None) -> Phrase:
    """A seat named inside a sentence, as subject or object, with its language's article:
    ``seat_in_sentence("computer")`` -> "the computer", "il computer", "l'ordinateur",
    "datamaskinen"; ``seat_in_sentence("player", 3)`` -> "Player 3", "il giocatore 3", "le
    joueur 3", "spiller 3"; ``"team"`` names a team. ``{seat.by}`` gives "dal computer", "par
    l'ordinateur"; ``{seat.of}`` "del computer", "de l'ordinateur"; ``{seat.to}`` "al computer".
    A sentence that opens with it gets its capital letter by itself.
    """
    return STATE.seat_in_sentence(kind, number)


def name_in_sentence(name: str) -> Phrase:
    """A person's name inside a sentence: no article ("Anna", fr "d'Anna", it "da Anna")."""
    return STATE.name_in_sentence(name)


def rank_count(rank: Any, count: int, style: str) -> str:
    """A number of cards of one rank, agreeing with the number: "1 queen", "2 queens",
    "0 dame" (fr), "3 donne" (it), "2 damer" (nb)."""
    return STATE.t(f"deck.{deck_style(style)}.rank_count.{rank.key}", count)


def suit_count(suit: Any, count: int, style: str) -> str:
    """A number of cards of one suit: "1 heart", "3 hearts", "2 cards of cups", "2 carte di
    coppe", "0 carte de cœur" (fr), "2 hjerter" (nb)."""
    return STATE.t(f"deck.{deck_style(style)}.suit_count.{suit.key}", count)


def join_list(items: Any) -> str:
    """Names joined as the language lists them: "Player 2 and Player 4", "A, B e C"."""
    names = [str(x) for x in items]
    if len(names) < 2:
        return names[0] if names else ""
    return STATE.t("term.list_and", rest=STATE.t("term.list_comma").join(names[:-1]), last=names[-1])
