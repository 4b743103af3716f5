"""Computer players playing a hand among themselves, timing each decision (arena and bench)."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence

from briscola_desktop.rules import HandState


def play_timed(state: HandState, players: Sequence | Mapping,
               clock: Callable[[], float] = time.perf_counter) -> list[tuple[int, float]]:
    """Play ``state`` to the end, each seat asking ``players[seat].choose(view)``.

    Returns ``(seat, seconds)`` for every decision that had a choice (a forced card is not a decision).
    ``clock`` is wall time by default; ``time.thread_time`` counts only this thread's CPU time, which
    a busy machine does not inflate.
    """
    times: list[tuple[int, float]] = []
    while not state.is_over:
        seat = state.to_act
        view = state.view(seat)
        choice = len(view.legal_actions()) > 1
        t0 = clock()
        action = players[seat].choose(view)
        dt = clock() - t0
        if choice:
            times.append((seat, dt))
        state.apply(action, seat=seat)
    return times


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``values``; 0.0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]
