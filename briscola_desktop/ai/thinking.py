"""Thinking off the frame loop: a computer seat's decision advanced in small time slices.

The table calls :meth:`ThinkingPlayer.step` once per frame with a few milliseconds to
spend; the decision itself is a fixed amount of work (a simulation cap, not a clock), so
slicing never changes the choice and the window keeps drawing at full frame rate.
"""

from __future__ import annotations

import time
from collections.abc import Generator

from briscola_desktop.rules import View


class ThinkingPlayer:
    """Wraps a player (anything with ``think(view)``) and runs its decision a slice at a time.

    Typical use in a scene::

        thinker = ThinkingPlayer(make_player("hard", seed))
        thinker.start(view)          # when the seat is to act
        ...
        if thinker.step(0.004):      # every frame, ~4 ms of work
            state.apply(thinker.result, seat=view.seat)
    """

    def __init__(self, player) -> None:
        self.player = player
        self._gen: Generator | None = None
        self._done = False
        self._result: object = None
        self.view: View | None = None

    def start(self, view: View) -> None:
        """Begin deciding for ``view`` (drops any decision still in progress)."""
        self.cancel()
        self.view = view
        self._gen = self.player.think(view)
        self._done = False
        self._result = None

    def start_generator(self, gen: Generator) -> None:
        """Run any think-style generator (e.g. :func:`ai.hints.hint_think`) a slice at a time."""
        self.cancel()
        self._gen = gen
        self._done = False
        self._result = None

    def step(self, budget: float = 0.004) -> bool:
        """Work for about ``budget`` seconds; ``True`` once the decision is ready."""
        if self._done:
            return True
        if self._gen is None:
            raise RuntimeError("nothing to think about: call start(view) first")
        deadline = time.perf_counter() + budget
        while True:
            try:
                next(self._gen)
            except StopIteration as stop:
                self._result = stop.value
                self._done = True
                self._gen = None
                return True
            if time.perf_counter() >= deadline:
                return False

    def finish(self) -> object:
        """Think to the end at once (tests, tools) and return the result."""
        while not self.step(1.0):
            pass
        return self._result

    @property
    def thinking(self) -> bool:
        return self._gen is not None and not self._done

    @property
    def done(self) -> bool:
        return self._done

    @property
    def result(self) -> object:
        if not self._done:
            raise RuntimeError("the decision is not ready yet")
        return self._result

    def cancel(self) -> None:
        """Abandon a decision in progress (e.g. the person left the table)."""
        if self._gen is not None:
            self._gen.close()
        self._gen = None
        self._done = False
        self._result = None
