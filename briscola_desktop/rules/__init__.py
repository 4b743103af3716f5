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
from .exchange import EXCHANGE, Exchange, ExchangeRule, exchanger_for
from .match import Match, dealer_of_hand, hand_seed, match_winners
from .records import HandResult, Phase, TrickRecord
from .sampling import sample_state
from .state import HandState, bid_made, chiamata_seat_scores, hand_winner, make_view
from .tricks import legal_cards, trick_points, trick_winner, winning_entry
from .variant import MATCH_FORMATS, PRESETS, MatchFormat, MatchKind, TrumpRule, Variant, default_format, format_name, preset
from .view import View, view_from_values
from . import events

__all__ = [
    "PASS", "Bid", "Call", "Pass", "action_from_str", "action_to_str",
    "DECK", "POINTS", "RANKS_BY_STRENGTH", "STRENGTH", "Card", "Rank", "Suit", "beats", "card", "card_from_key",
    "IllegalAction", "SaveError", "EXCHANGE", "Exchange", "ExchangeRule", "exchanger_for", "Match", "dealer_of_hand", "hand_seed", "match_winners",
    "HandResult", "HandState", "Phase", "TrickRecord", "bid_made", "chiamata_seat_scores", "hand_winner",
    "legal_cards", "trick_points", "trick_winner", "winning_entry",
    "MATCH_FORMATS", "PRESETS", "MatchFormat", "MatchKind", "TrumpRule", "Variant", "default_format", "format_name", "preset",
    "View", "make_view", "sample_state", "view_from_values", "events",
]
