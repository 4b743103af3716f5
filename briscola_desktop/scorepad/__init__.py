"""The score pad: keep the score of a game played with real cards at a real table.

Pure Python (no pygame): set-up and formats (:mod:`.setup`), hands and card counting
(:mod:`.hands`), the game with undo and correction (:mod:`.game`), its file (:mod:`.store`).
Formats, card points, hand winners, chiamata scores, the passing deal and the match winner
are the rules core's; the pad calls them and restates none.
"""

from __future__ import annotations

from briscola_desktop.rules import format_name

from .errors import ScorePadError
from .game import ScoreGame, Standing, replay
from .entry import ChiamataEntry, PointsEntry
from .hands import (ChiamataHand, Hand, HandOutcome, PileCounter, PointsHand, check_points, fill_last,
                    pile_points, possible_points)
from .setup import (DEFAULT_FORMAT, MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS, Seating, Setup, deals,
                    default_names, first_to, normalise_name, points_to, seatings_for, sides_of)
from .store import PastGame, ScorePadStore
from .wording import describe, format_label, side_label

__all__ = [
    "ScorePadError", "ScoreGame", "Standing", "replay", "ChiamataEntry", "PointsEntry",
    "ChiamataHand", "Hand", "HandOutcome", "PileCounter", "PointsHand", "check_points", "fill_last",
    "pile_points", "possible_points",
    "DEFAULT_FORMAT", "MAX_NAME_LENGTH", "MAX_PLAYERS", "MIN_PLAYERS", "Seating", "Setup", "deals",
    "default_names", "first_to", "format_name", "normalise_name", "points_to", "seatings_for", "sides_of",
    "PastGame", "ScorePadStore", "describe", "format_label", "side_label",
]
