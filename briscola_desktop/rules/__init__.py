"""The rules of Briscola: pure Python, no pygame, no I/O, no global state.

Typical use::

    from briscola_desktop.rules import Match, preset
    match = Match(preset("two_players"), seed=42)
    events = match.apply(match.hand.legal_actions()[0])
"""

from __future__ import annotations

from .actions import PASS, Bid, Call, Pass, action_from_str, action_to_str
from .cards import DECK, POINTS, RANKS_BY_STRENGTH, STRENGTH, Card, Rank, Suit, beats, card, card_from_key
from .errors import IllegalAction, SaveError
from .match import Match, dealer_of_hand, hand_seed, match_winners
from .state import (HandResult, HandState, Phase, TrickRecord, bid_made, chiamata_seat_scores, hand_winner,
                    trick_winner)
from .variant import MATCH_FORMATS, PRESETS, MatchFormat, MatchKind, TrumpRule, Variant, default_format, preset
from .view import View, make_view, sample_state, view_from_values
from . import events

__all__ = [
    "PASS", "Bid", "Call", "Pass", "action_from_str", "action_to_str",
    "DECK", "POINTS", "RANKS_BY_STRENGTH", "STRENGTH", "Card", "Rank", "Suit", "beats", "card", "card_from_key",
    "IllegalAction", "SaveError", "Match", "dealer_of_hand", "hand_seed", "match_winners",
    "HandResult", "HandState", "Phase", "TrickRecord", "bid_made", "chiamata_seat_scores", "hand_winner", "trick_winner",
    "MATCH_FORMATS", "PRESETS", "MatchFormat", "MatchKind", "TrumpRule", "Variant", "default_format", "preset",
    "View", "make_view", "sample_state", "view_from_values", "events",
]
