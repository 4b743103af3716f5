"""Benchmarks that print figures: ``python -m briscola_desktop.bench WHAT``.

The benchmarks live in ``briscola_desktop/devtools/``; this module only dispatches, so
``bench rules`` never imports pygame.
"""

from __future__ import annotations

import importlib
import sys

BENCHMARKS = {
    "rules": ("briscola_desktop.devtools.rules_bench", "random hands and clone+apply per second"),
    "ai": ("briscola_desktop.devtools.ai_bench", "decision times of the computer players"),
    "art": ("briscola_desktop.devtools.art_bench", "loading and rasterising all card faces"),
    "frames": ("briscola_desktop.devtools.frames_bench", "frame times of the table and idle CPU use"),
    "menus": ("briscola_desktop.devtools.menu_bench", "drawing each menu screen, autosave and resume"),
}


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in BENCHMARKS:
        print("usage: python -m briscola_desktop.bench {" + ",".join(BENCHMARKS) + "} [options]")
        for name, (_, what) in BENCHMARKS.items():
            print(f"  {name:8} {what}")
        return 2
    module = importlib.import_module(BENCHMARKS[argv[0]][0])
    return int(module.main(argv[1:]) or 0)


if __name__ == "__main__":
    sys.exit(main())
