"""``python -m briscola_desktop.bench review_frames``: frame times of the review screen while a hand is analysed.

Opens the review of a played two-player hand and runs the frame loop (about 60 frames a
second) until the analysis is done, timing every frame (input, update and drawing). Done
twice in one run: the analysis in its own process (what the game does) and, for comparison,
in a thread of this process. Prints the median, 99th percentile and worst frame of each.
Under ``SDL_VIDEODRIVER=dummy`` unless a display is set.
"""

from __future__ import annotations

import argparse
import os
import statistics
import threading
import time

import pygame

from briscola_desktop.app.entrance import registry
from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.core.reviews import Reviews
from briscola_desktop.review import Depth, HandRecord, HandReview, analyse_steps
from briscola_desktop.devtools.review_bench import played_hand

FRAME = 1 / 60


class ThreadJob:
    """An analysis in a thread of this process (for the comparison only), with AnalysisJob's interface."""

    def __init__(self, record: HandRecord, *, depth: Depth) -> None:
        self.record = record
        self.progress = (0, 0)
        self.review: HandReview | None = None
        self.error: str | None = None
        self._thread = threading.Thread(target=self._run, args=(depth,), daemon=True)
        self._thread.start()

    def _run(self, depth: Depth) -> None:
        gen = analyse_steps(self.record, depth=depth)
        while True:
            try:
                self.progress = next(gen)
            except StopIteration as stop:
                self.review = stop.value
                return

    @property
    def running(self) -> bool:
        return self.review is None and self.error is None

    def poll(self) -> bool:
        return self.review is not None

    def cancel(self) -> None:
        self.error = "cancelled"


def _frames_until(app: App, done, limit: float) -> tuple[list[float], list[float]]:
    """Frames until ``done()``: (elapsed seconds of each, processor seconds the frame's own thread used)."""
    wall: list[float] = []
    own: list[float] = []
    started = time.perf_counter()
    while not done() and time.perf_counter() - started < limit:
        t0, c0 = time.perf_counter(), time.thread_time()
        app.frame(FRAME, pygame.event.get())
        dt = time.perf_counter() - t0
        wall.append(dt)
        own.append(time.thread_time() - c0)
        time.sleep(max(0.0, FRAME - dt))
    return wall, own


def _p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


def _report(label: str, frames: tuple[list[float], list[float]], seconds: float) -> None:
    wall, own = frames
    print(f"{label:28} {len(wall):7d} {1000 * statistics.median(wall):8.2f} {1000 * _p99(wall):8.2f} "
          f"{1000 * max(wall):8.2f} {1000 * statistics.median(own):8.2f} {1000 * _p99(own):8.2f} "
          f"{1000 * max(own):8.2f} {seconds:8.1f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.bench review_frames")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--deal", type=int, default=3)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    w, h = (int(v) for v in args.size.split("x"))
    app = App((w, h))
    registry.install(app)
    depth = Depth()
    app.reviews.depth = depth
    record = played_hand("two_players", args.deal)
    print(f"review screen at {w}x{h}, frame times while a two-player hand is analysed (ms); "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print("  elapsed: as the person sees it (includes time the machine gave to others);"
          " own cpu: the frame's own processor time")
    print(f"{'analysis runs in':28} {'frames':>7} {'median':>8} {'p99':>8} {'worst':>8} {'own med':>8} "
          f"{'own p99':>8} {'own max':>8} {'seconds':>8}")

    scene = app.nav.open(Screen.REVIEW, record=record)
    t0 = time.perf_counter()
    times = _frames_until(app, lambda: scene.review is not None, 120.0)
    _report("its own process (the game)", times, time.perf_counter() - t0)
    app.stack.pop()

    # The same screen and hand analysed in a thread of this process instead.
    app.reviews.close()
    app.reviews = Reviews(None, depth, make_job=ThreadJob)
    registry.install(app)
    scene = app.nav.open(Screen.REVIEW, record=record)
    t0 = time.perf_counter()
    times = _frames_until(app, lambda: scene.review is not None, 120.0)
    _report("a thread of the game", times, time.perf_counter() - t0)
    app.reviews.close()
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
