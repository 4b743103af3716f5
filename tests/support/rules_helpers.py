"""Helpers shared by the rules tests: scripted decks and quick random play."""

from __future__ import annotations

import random

from briscola_desktop.rules import DECK, HandState, Match, Rank, Suit, Variant, card

C = card
S, R = Suit, Rank


def deck_with(variant: Variant, front: list) -> list:
    """A scripted deck: ``front`` first (in dealing order), then the rest in natural order."""
    rest = [c for c in variant.deck if c not in front]
    return list(front) + rest


def play_randomly(state: HandState, rng: random.Random) -> list:
    events = []
    while not state.is_over:
        events.extend(state.apply(rng.choice(state.legal_actions())))
    return events


def play_match(match: Match, rng: random.Random) -> list:
    events = []
    while not match.is_over:
        if match.hand.is_over:
            events.extend(match.next_hand())
            continue
        events.extend(match.apply(rng.choice(match.hand.legal_actions())))
    return events


__all__ = ["C", "S", "R", "DECK", "deck_with", "play_randomly", "play_match"]
