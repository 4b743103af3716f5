"""A match with friends, counted in the player's own statistics when it ends. Pygame-free.

At a networked table the match lives at the host; each player's game counts it for itself,
in the statistics' friends section (apart from the matches against the computer), from what
every seat is told: the match's public standing and the record of the last hand. Every
player's game works out the same match id from the table code and the last hand's deal seed
(drawn from the match's own seed, so two matches at one table never share it), so a match
seen to its end twice (a reconnection, a rematch screen opened again) is counted once.

Call :func:`record_friends_match` when a networked match is over, e.g. from the table scene
when ``RemoteTable.standing().is_over``, with ``RemoteTable.hand_finished()`` as the last hand.
"""

from __future__ import annotations

import hashlib
from typing import Any

from briscola_desktop.review.record import HandRecord

from .port import MatchStanding
from .session import seat_outcome


def friends_match_id(code: str, last_hand: HandRecord) -> str:
    """The id a finished match with friends is counted under: the same at every seat and after a
    rejoin (the table code, the last hand's index and deal seed), never a secret (a hash)."""
    digest = hashlib.sha256(f"friends:{code}:{last_hand.hand_index}:{last_hand.seed}".encode("utf-8"))
    return "f" + digest.hexdigest()[:31]


def record_friends_match(store: Any, *, code: str, standing: MatchStanding, seat: int,
                         last_hand: HandRecord) -> bool | None:
    """Count the finished match seen from ``seat`` in ``store``'s statistics, friends section.

    True: counted and written. False: counted before (the same match id). None: the disk
    refused (the store queued its notice). ValueError when the match is not over, the seat is
    not at the table or the last hand is not the match's last."""
    if not standing.is_over:
        raise ValueError("a match with friends is counted when it is over")
    if not any(seat in side for side in standing.sides):
        raise ValueError(f"seat {seat} is not at this table")
    if last_hand.hand_index != len(standing.results) - 1:
        raise ValueError("the last hand given is not the match's last")
    won, hands = seat_outcome(standing.results, standing.sides, standing.winners, seat)
    return store.record_friends_match(friends_match_id(code, last_hand), variant=standing.variant.name,
                                      won=won, hands=hands)


__all__ = ["friends_match_id", "record_friends_match"]
