"""``python -m briscola_desktop.bench art [--width W ...] [--runs N]``

Times what a resize or a deck switch costs: reading, rasterising and badging all
80 faces (40 Italian + 40 French) at one width with a fresh renderer, i.e. with
an empty cache. Prints the median of several runs per width.

Then each deck style alone, as a table's first frame with a newly chosen deck needs it: its 40
faces and its back with an empty cache (a regional pattern's SVG drawn in memory first). The aim
for the 80 faces is 300 ms (docs/figures.md), so one deck's budget is half of it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

import pygame

from briscola_desktop.cardgfx.render import CardRenderer
from briscola_desktop.userfiles.settings import DECK_STYLES


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.bench art",
                                     description="Time loading and rasterising all 80 card faces.")
    parser.add_argument("--width", type=int, nargs="+", default=[70, 120, 200],
                        help="card widths in pixels (default: 70 120 200)")
    parser.add_argument("--runs", type=int, default=7, help="runs per width (default 7)")
    parser.add_argument("--style", nargs="+", choices=DECK_STYLES, default=list(DECK_STYLES),
                        help="deck styles timed one by one (default: all)")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    print(f"card art: all 80 faces (italian + french) read, rasterised and badged, empty cache; "
          f"{args.runs} runs per width")
    for width in args.width:
        times = []
        for _ in range(args.runs):
            start = time.perf_counter()
            for style in ("italian", "french"):
                CardRenderer(style).prepare(width)
            times.append((time.perf_counter() - start) * 1000)
        h = round(width * 1.5)
        print(f"  width {width:4d} px ({width}x{h}): median {statistics.median(times):7.1f} ms   "
              f"min {min(times):7.1f} ms   max {max(times):7.1f} ms")
    # A deck switch with a warm file cache (the renderer keeps the SVG bytes).
    renderer = CardRenderer("italian")
    width = args.width[0]
    renderer.prepare(width + 1)
    renderer.style = "french"
    renderer.prepare(width + 1)
    times = []
    for i in range(args.runs):
        renderer.style = "italian"
        start = time.perf_counter()
        renderer.prepare(width + 2 + i)
        times.append((time.perf_counter() - start) * 1000)
    print(f"  resize to a new width, one deck (40 faces + back), sources in memory: "
          f"median {statistics.median(times):.1f} ms at about {width} px")
    print(f"one deck newly chosen: 40 faces + its back, fresh renderer (empty cache); budget 150 ms; "
          f"{args.runs} runs, styles interleaved")
    for width in args.width:
        per_style: dict[str, list[float]] = {style: [] for style in args.style}
        for _ in range(args.runs):
            for style in args.style:  # interleaved, so a busy moment of the machine touches them all
                start = time.perf_counter()
                CardRenderer(style).prepare(width)
                per_style[style].append((time.perf_counter() - start) * 1000)
        cells = "   ".join(f"{style} {statistics.median(t):6.1f}" for style, t in per_style.items())
        print(f"  width {width:4d} px, median ms: {cells}")
    return 0
