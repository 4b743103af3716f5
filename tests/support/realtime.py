"""Stepping the real loop in tests by the clock, never by a count of frames.

The computer seats answer from a worker thread in real time, and a table started the way the
game starts it keeps that thread even when a test turns ``threaded`` off afterwards. A loop of a
fixed number of fast frames can therefore run out before a seat has thought on a busy machine
(it flaked in CI twice). Every loop that waits for the game bounds itself by wall-clock time.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

PATIENCE = 120.0   # seconds: far beyond any table's need, short of CI's patience


def ticks(seconds: float = PATIENCE, what: str = "the table") -> Iterator[None]:
    """Yield until ``seconds`` of wall-clock time have passed, then fail: ``what`` never got there.

    Each turn gives the seats' thread a chance at the interpreter before the next frame."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        yield
        time.sleep(0)
    raise AssertionError(f"{what} never got there in {seconds:.0f} s")


def step_until(app, until: Callable[[], bool], dt: float = 1 / 60, seconds: float = PATIENCE,
               what: str = "the table") -> None:
    """Step ``app``'s loop by ``dt`` until ``until()`` holds."""
    for _ in ticks(seconds, what):
        if until():
            return
        app.frame(dt)
