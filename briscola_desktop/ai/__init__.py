"""The computer opponents: levels, hints and card counting (imports only the rules core).

``evaluate(view, rng, *, worlds=None)`` is Hard's judgement of every legal card of the seat to
act, from that seat's view only: ``{card: expected card points of the seat's side at the end of
the hand}`` (already captured points included; see :func:`.players.evaluate`), with
``EXCHANGE`` among the keys when the exchange of the seven is open (valued by the best card after
it). Hard plays its argmax. The hand review uses it to say what each card was worth on average.
"""

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
    evaluate,
    hard_v1,
    hard_v2,
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
    "evaluate",
    "hard_v1",
    "hard_v2",
    "hint",
    "make_player",
    "unseen_summary",
]
