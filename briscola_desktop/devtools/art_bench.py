"""``python -m briscola_desktop.bench art [--width W ...] [--runs N]``

Times what a resize or a deck switch costs: reading, rasterising and badging all
80 faces (40 Italian + 40 French) at one width with a fresh renderer, i.e. with
an empty cache. Prints the median of several runs per width.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

import pygame

from briscola_desktop.cardgfx.render import CardRenderer


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.bench art",
                                     description="Time loading and rasterising all 80 card faces.")
    parser.add_argument("--width", type=int, nargs="+", default=[70, 120, 200],
                        help="card widths in pixels (default: 70 120 200)")
    parser.add_argument("--runs", type=int, default=7, help="runs per width (default 7)")
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
    return 0
