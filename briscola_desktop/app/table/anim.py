"""Time-based animation: easing curves, motions and a queue of timed steps.

Everything is measured in seconds on a clock the owner advances with ``update(dt)``;
nothing counts frames, so the game runs the same at 30 or 144 frames per second.
Durations are scaled by the animation speed (slow, normal, fast, instant); at instant
speed every duration is zero and a whole queue runs within one update.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass
from typing import Callable

#: How much faster time runs after a click during an animation.
HURRY = 5.0


def ease_out_cubic(p: float) -> float:
    p = min(max(p, 0.0), 1.0)
    return 1 - (1 - p) ** 3


def ease_in_out(p: float) -> float:
    p = min(max(p, 0.0), 1.0)
    return 0.5 - 0.5 * math.cos(math.pi * p)


def lerp(a: float, b: float, p: float) -> float:
    return a + (b - a) * p


@dataclass
class Motion:
    """A card travelling from where it was towards where it belongs now.

    The destination is not stored: it is asked of the layout every frame, so a resize
    in mid-flight simply bends the path to the new spot.
    """

    x0: float
    y0: float
    w0: float
    angle0: float
    start: float
    duration: float
    flip: bool = False        # the face changes on the way (drawn as a horizontal squash)
    ease: Callable[[float], float] = ease_out_cubic

    def progress(self, now: float) -> float:
        if self.duration <= 0:
            return 1.0
        return min(max((now - self.start) / self.duration, 0.0), 1.0)

    def done(self, now: float) -> bool:
        return self.progress(now) >= 1.0


@dataclass
class Step:
    """One thing that happens on the table.

    ``begin()`` changes the display model (and starts motions); the next step may begin
    ``hold`` seconds later. A ``blocking`` step holds the queue until ``release()``.
    """

    begin: Callable[[], None]
    hold: float = 0.0
    sound: str | None = None
    blocking: bool = False
    released: bool = False

    def release(self) -> None:
        self.released = True


class Timeline:
    """Steps run in order; each starts when the previous one's hold time has passed."""

    def __init__(self) -> None:
        self.now = 0.0
        self._queue: deque[Step] = deque()
        self._next_at = 0.0
        self._blocker: Step | None = None
        self.hurrying = False
        self.on_sound: Callable[[str], None] | None = None

    def add(self, step: Step) -> None:
        self._queue.append(step)

    @property
    def pending(self) -> int:
        return len(self._queue)

    @property
    def blocked(self) -> bool:
        return self._blocker is not None and not self._blocker.released

    def busy(self) -> bool:
        """Steps waiting, a hold still running, or a blocking step not yet released."""
        return bool(self._queue) or self.now < self._next_at or self.blocked

    @property
    def holding(self) -> bool:
        """The last step's hold time is still running."""
        return self.now < self._next_at

    def release_blocker(self) -> None:
        """Let the queue go on past the blocking step that holds it."""
        if self._blocker is not None:
            self._blocker.release()

    def hurry(self) -> None:
        """Run the rest of what is queued faster (a click during an animation)."""
        self.hurrying = True

    def clear(self) -> None:
        self._queue.clear()
        self._blocker = None
        self._next_at = self.now
        self.hurrying = False

    def advance(self, dt: float) -> float:
        """Move the clock on by ``dt`` (faster when hurrying); returns the scaled step."""
        scaled = dt * (HURRY if self.hurrying else 1.0)
        self.now += scaled
        return scaled

    def run_due(self, limit: int = 10_000) -> int:
        """Begin every step whose time has come; returns how many began."""
        began = 0
        while self._queue and began < limit:
            if self.blocked or self.now < self._next_at:
                break
            step = self._queue.popleft()
            if self._blocker is not None and self._blocker.released:
                self._blocker = None
            step.begin()
            if step.sound and self.on_sound is not None:
                self.on_sound(step.sound)
            self._next_at = self.now + step.hold
            if step.blocking and not step.released:
                self._blocker = step
            began += 1
        if self._blocker is not None and self._blocker.released:
            self._blocker = None
        return began
