"""The computer opponents: levels, hints and card counting (imports only the rules core)."""

from __future__ import annotations

from .hints import HINT_KEYS, hint
from .knowledge import unseen_summary
from .players import (
    LEVELS,
    PLAYER_NAMES,
    EasyPlayer,
    HardPlayer,
    MediumPlayer,
    Player,
    RandomPlayer,
    ReferencePlayer,
    make_player,
)

__all__ = [
    "HINT_KEYS",
    "LEVELS",
    "PLAYER_NAMES",
    "EasyPlayer",
    "HardPlayer",
    "MediumPlayer",
    "Player",
    "RandomPlayer",
    "ReferencePlayer",
    "hint",
    "make_player",
    "unseen_summary",
]
