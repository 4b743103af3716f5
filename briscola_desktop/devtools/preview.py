"""One screen in a real window, for looking and for screenshots.

``python -m briscola_desktop.devtools.preview --screen rules --lang it [--shot out.png]``:
opens the title and, above it, the chosen screen. With ``--shot`` it draws a few frames,
saves the window to the file and exits.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

import pygame

from briscola_desktop import i18n
from briscola_desktop.app.screens.new_match_screen import NewMatchScene
from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.core.options import DECK_STYLES
from briscola_desktop.app.screens.rules_screen import RulesScene
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.userfiles.store import Store

SCREENS = ("title", "newmatch", "settings", "stats", "rules", "strategy")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.devtools.preview")
    parser.add_argument("--screen", choices=SCREENS, default="title")
    parser.add_argument("--lang", choices=i18n.LANGUAGES, default=None)
    parser.add_argument("--deck", choices=DECK_STYLES, default=None)
    parser.add_argument("--size", default="1280x800", help="WIDTHxHEIGHT")
    parser.add_argument("--store", type=Path, default=None, help="user folder (default: the real one)")
    parser.add_argument("--shot", type=Path, default=None, help="save a screenshot here and exit")
    parser.add_argument("--page", type=int, default=0, help="rules/strategy page to open")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size {args.size!r}: write it as WIDTHxHEIGHT, e.g. 1280x800")
    store = Store(args.store)
    settings = store.load_settings()
    if args.deck:
        settings.deck_style = args.deck
    i18n.set_language(args.lang or settings.language or i18n.system_language())
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.init()
    app = install(App((w, h), settings=settings, store=store))
    app.nav.open(Screen.TITLE)
    if args.screen == "newmatch":
        app.stack.push(NewMatchScene(app, rng=random.Random(2024)))
    elif args.screen == "settings":
        app.nav.open(Screen.SETTINGS)
    elif args.screen == "stats":
        app.nav.open(Screen.STATISTICS)
    elif args.screen in ("rules", "strategy"):
        scene = RulesScene(app, args.screen)
        app.stack.push(scene)
        scene.go(args.page)
    if args.shot is not None:
        for _ in range(3):
            app.frame(0.016, pygame.event.get())
            app.draw()
        pygame.image.save(app.screen, str(args.shot))
        pygame.quit()
        return 0
    code = app.run()
    pygame.quit()
    return code


if __name__ == "__main__":
    sys.exit(main())
