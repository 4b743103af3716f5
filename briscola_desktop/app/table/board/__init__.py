"""The board: the cards on the felt, driven by rules events.

``state`` (what the board shows of the hand so far), ``choreography`` (each event type to its
timed steps), ``timing`` (every duration, scaled by the speed), ``sprites`` (cards in places
and where each place is), ``paint`` (plain drawing functions) and ``board`` (the
:class:`Board` that ties them together for the table scene).
"""

from __future__ import annotations

from .board import Board
from .sprites import FOCUS_RING, HINT_RING, WINNER_RING, Decor, HiddenCard, Place, Ring, Spot, Sprite
from .state import Banner

__all__ = ["Banner", "Board", "Decor", "FOCUS_RING", "HINT_RING", "HiddenCard", "Place", "Ring", "Spot", "Sprite",
           "WINNER_RING"]
