"""``python -m briscola_desktop.bench frames``: frame times of the table, and CPU use while idle.

Runs the real table scene under SDL's dummy video driver (so it measures our drawing, not a
GPU or a compositor). For each window size it records the time of whole frames (update +
draw + flip) while the cards are being dealt and while tricks are played, over several
deals, and prints the median and the 99th percentile. Then it leaves the table waiting for
the person's move and measures the process's CPU time over a few seconds of the real loop.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

import pygame

from briscola_desktop import i18n
from briscola_desktop.app.core.scene import App
from briscola_desktop.play.seats import FirstLegal
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.rules import PRESETS

SIZES = ((1280, 800), (1920, 1080))


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m briscola_desktop.bench frames")
    p.add_argument("--deals", type=int, default=4, help="deals measured per size")
    p.add_argument("--idle-seconds", type=float, default=4.0)
    p.add_argument("--variant", default="two_players")
    args = p.parse_args(argv or [])
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    i18n.set_language("en")
    pygame.init()
    dt = 1 / 60
    print(f"table frame times ({args.variant}, normal speed, dummy video driver; "
          f"{args.deals} deals per size; median of whole frames: update + draw + flip)")
    for size in SIZES:
        app = App(size)
        config = TableConfig(variant=PRESETS[args.variant], seed=1, speed="normal", threaded=False,
                             autoplay=True)
        # Instant computer answers: the bench measures drawing, not thinking.
        table = TableScene(app, config, make_player=lambda level, seed: FirstLegal())
        app.stack.push(table)
        deal: list[float] = []
        trick: list[float] = []
        for d in range(args.deals):
            if d:
                table.new_match(seed=100 + d)
            # The deal: from the shuffle until the first card can be played.
            for _ in range(100_000):
                if table.board.idle and table.board.stock < len(table.variant.deck):
                    break
                app.invalidate()
                t0 = time.perf_counter()
                app.frame(dt)
                deal.append(time.perf_counter() - t0)
            # Tricks: a few whole tricks (cards flying, the trick read, the sweep, the draws).
            tricks_seen = len(table.local.match.hand.tricks)
            for _ in range(100_000):
                if len(table.local.match.hand.tricks) >= tricks_seen + 4 and table.board.idle:
                    break
                app.invalidate()
                t0 = time.perf_counter()
                app.frame(dt)
                if not table.board.idle:
                    trick.append(time.perf_counter() - t0)
        for name, values in (("deal", deal), ("trick", trick)):
            ms = [v * 1000 for v in values]
            print(f"  {size[0]}x{size[1]}  {name:5}  frames {len(ms):5}  median {statistics.median(ms):6.2f} ms  "
                  f"p99 {_percentile(ms, 0.99):6.2f} ms")
        if size == SIZES[-1]:
            _idle(app, table, args.idle_seconds)
        app.stack.clear()
    pygame.quit()
    return 0


def _idle(app: App, table: TableScene, seconds: float) -> None:
    """CPU use of the real loop (wall-clock dt, event waits) while the person ponders."""
    table.config.autoplay = False
    table.local.seats.players.pop(0, None)
    for _ in range(100_000):
        if table.person_to_act():
            break
        app.frame(1 / 60)
    frames_before = app.stats.frames
    cpu0, wall0 = time.process_time(), time.perf_counter()
    app.run(max_seconds=seconds)
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    print(f"idle (person to play, nothing moving) for {wall:.1f} s: {100 * cpu / wall:.1f}% of one core, "
          f"{app.stats.frames - frames_before} frames drawn")
