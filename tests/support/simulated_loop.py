"""The game's real frame loop (``App.run``) on a simulated clock: how many frames it draws in a given time.

``App.run`` keeps time with ``time.perf_counter``, paces busy frames with ``pygame.time.Clock.tick``
and sleeps in ``pygame.event.wait(timeout)`` while nothing changes. :class:`SimulatedLoop` puts a
clock of its own behind the three: a tick moves it on by one frame, a wait returns an event already
in the queue at once (a WAKE from the network's thread, input) or else moves the clock on by the
whole timeout and returns nothing. A loop that draws every frame draws 60 frames a simulated second;
one that sleeps draws only when something changes. No assertion depends on the machine's speed.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Callable

import pygame
import pytest

from briscola_desktop.app.core import scene as scene_module


class SimulatedLoop:
    """Installed with :meth:`install`; ``now`` is the simulated time in seconds."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.waits: list[int] = []        # every timeout the idle loop slept for (ms)
        self._poll = pygame.event.poll

    def install(self, monkeypatch: pytest.MonkeyPatch) -> SimulatedLoop:
        loop = self

        class Clock:
            def tick(self, fps: float = 0) -> int:
                step = 1.0 / fps if fps else 0.0
                loop.now += step
                return int(step * 1000)

        def wait(timeout: int = 0) -> pygame.event.Event:
            event = loop._poll()
            if event.type != pygame.NOEVENT:
                return event
            loop.waits.append(timeout)
            loop.now += timeout / 1000
            return event

        monkeypatch.setattr(scene_module, "time", SimpleNamespace(perf_counter=lambda: loop.now))
        monkeypatch.setattr(pygame.time, "Clock", Clock)
        monkeypatch.setattr(pygame.event, "wait", wait)
        return self

    def draws(self, app, seconds: float) -> int:
        """Frames ``app``'s loop draws in ``seconds`` of simulated time (a frame owed from before is drawn first)."""
        app.frame(0.0, [])
        before = app.stats.frames
        app.run(max_seconds=seconds)
        return app.stats.frames - before

    def run_until(self, app, until: Callable[[], bool], seconds: float) -> float:
        """Run ``app``'s loop until ``until()`` (at most ``seconds`` simulated); the simulated time it took."""
        start = self.now
        app.run(max_seconds=seconds, until=until)
        return self.now - start


__all__ = ["SimulatedLoop"]
