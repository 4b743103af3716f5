"""``python -m briscola_desktop.bench menus [--rounds N]``: drawing each menu screen, autosave and resume.

Median time to draw each menu screen (dummy video driver, 1280x800), to autosave a match
of 60 actions and to resume it (load + replay through the rules core).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

import pygame

from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.play.session import MatchSession
from briscola_desktop.rules import PRESETS, Match
from briscola_desktop.userfiles.settings import Settings
from briscola_desktop.userfiles.store import Store


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.bench menus")
    parser.add_argument("--rounds", type=int, default=60)
    rounds = parser.parse_args(argv or []).rounds
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.init()
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp))
        match = Match(PRESETS["two_players"], seed=5)
        rng = random.Random(5)
        while not match.hand.is_over:
            match.apply(rng.choice(match.hand.legal_actions()))
        match.next_hand()
        for _ in range(20):
            match.apply(rng.choice(match.hand.legal_actions()))
        session = MatchSession(store, match, levels=["medium"], match_id="bench")
        save_ms, resume_ms = [], []
        for _ in range(rounds):
            start = time.perf_counter()
            session.save()
            save_ms.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            MatchSession.resume(store)
            resume_ms.append((time.perf_counter() - start) * 1000)
        app = install(App((1280, 800), settings=Settings(), store=store))
        print(f"menu bench: median of {rounds} rounds, 1280x800, dummy video driver")
        print(f"  autosave a 60-action match (trick_done)  {statistics.median(save_ms):7.2f} ms")
        print(f"  resume it (load + replay)                {statistics.median(resume_ms):7.2f} ms")
        for name, screen in (("title", Screen.TITLE), ("new match", Screen.NEW_MATCH),
                             ("settings", Screen.SETTINGS), ("statistics", Screen.STATISTICS),
                             ("rules", Screen.RULES)):
            app.stack.clear()
            app.nav.open(screen)
            app.draw()  # first frame warms the text and card caches
            times = []
            for _ in range(rounds):
                start = time.perf_counter()
                app.draw()
                times.append((time.perf_counter() - start) * 1000)
            print(f"  draw {name:<12} {statistics.median(times):7.2f} ms")
    pygame.quit()
    return 0
