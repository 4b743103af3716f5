"""``briscola --self-test``: a seeded match of every variant, played headless through the real scenes.

Every seat is a computer (autoplay) at instant speed; every frame is drawn with SDL's dummy
drivers (chosen here before ``pygame.init``). The self-test reads and writes nothing in the
user's folder and exits 0 when every match reached its result with no illegal action.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from pathlib import Path

import platformdirs
import pygame

from briscola_desktop import fonts, i18n
from briscola_desktop.app.core.scene import App
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, default_format, format_name
from briscola_desktop.userfiles.settings import Settings

log = logging.getLogger("briscola_desktop")


def self_test(args: argparse.Namespace) -> int:
    """Play one seeded match of every table through the real scenes, drawing every frame."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    i18n.set_language(args.lang or "en")
    names = [args.variant] if args.variant else list(PRESETS)
    seed = args.seed if args.seed is not None else 7
    levels = args.level or ("easy",)
    size = args.size or (1280, 800)
    home_before = _user_folder_snapshot()
    pygame.init()
    failures: list[str] = []
    started = time.perf_counter()
    try:
        # Settings in memory only: the self-test reads and writes nothing in the user's folders.
        settings = Settings(deck_style=args.deck or "italian", animation_speed="instant")
        app = App(size, settings=settings, title="Briscola self-test")
        for name in names:
            variant = PRESETS[name]
            fmt = MATCH_FORMATS[args.fmt] if args.fmt and MATCH_FORMATS[args.fmt].kind == variant.match_kind \
                else default_format(variant)
            config = TableConfig(variant=variant, fmt=fmt, seed=seed, levels=levels, speed="instant",
                                 autoplay=True, autoplay_level=levels[0], result_pause=0.0,
                                 quit_after_match=True)
            app.running = True
            app.stack.clear()
            frames_before = app.stats.frames
            t0 = time.perf_counter()
            table = TableScene(app, config)
            app.stack.push(table)
            try:
                app.run(fixed_dt=1 / 60, max_seconds=90)
            except Exception as exc:  # report which table broke, then carry on with the others
                log.exception("self-test: %s crashed", name)
                failures.append(f"{name}: {type(exc).__name__}: {exc}")
                continue
            frames = app.stats.frames - frames_before
            problems = []
            if not table.local.match.is_over:
                problems.append("the match did not finish")
            if config.stats.get("matches_finished") != 1:
                problems.append("no match result screen")
            if table.local.illegal_attempts:
                problems.append(f"{table.local.illegal_attempts} illegal actions reached the table")
            hands = config.stats.get("hands", 0)
            print(f"{name:18} {format_name(fmt) or '?':14} hands {hands:2}  actions {config.stats.get('actions', 0):4}  "
                  f"frames {frames:5}  {time.perf_counter() - t0:5.1f} s  "
                  f"{'OK' if not problems else 'FAIL: ' + '; '.join(problems)}")
            if problems:
                failures.append(f"{name}: " + "; ".join(problems))
    finally:
        pygame.quit()
        fonts.clear_cache()
    if _user_folder_snapshot() != home_before:
        failures.append("the self-test changed the user's data folder")
    print(f"self-test: {len(names) - len(failures)}/{len(names)} tables passed in "
          f"{time.perf_counter() - started:.1f} s")
    if failures:
        for f in failures:
            print("FAILED:", f, file=sys.stderr)
        return 1
    return 0


def _user_folder_snapshot() -> tuple:
    """(path, mtime) of the user's data files, to prove the self-test wrote nothing there."""
    folder = Path(platformdirs.user_data_dir("briscola-desktop", appauthor=False))
    if not folder.is_dir():
        return ()
    return tuple(sorted((p.name, p.stat().st_mtime_ns) for p in folder.iterdir()))


__all__ = ["self_test"]
