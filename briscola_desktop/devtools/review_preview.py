"""The review of a played hand in a real window, for looking and for screenshots.

``python -m briscola_desktop.devtools.review_preview [--table two_players] [--deal 3] [--person easy]
[--lang it] [--summary] [--all] [--trick N]``: plays a hand (the person's seat by ``--person``,
the others by Hard), opens the title and above it the review of that hand, waits for the
analysis, then shows the costliest mistake (or trick ``--trick``), with ``--summary`` the
summary over it, with ``--all`` every hand face up. It stays open until the window is closed.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import pygame

from briscola_desktop import i18n
from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.devtools.review_bench import played_hand
from briscola_desktop.userfiles.settings import DECK_STYLES
from briscola_desktop.userfiles.store import Store


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.devtools.review_preview")
    parser.add_argument("--table", default="two_players")
    parser.add_argument("--deal", type=int, default=3)
    parser.add_argument("--person", default="easy", help="the level that plays the person's seat")
    parser.add_argument("--lang", choices=i18n.LANGUAGES, default="en")
    parser.add_argument("--deck", choices=DECK_STYLES, default="italian")
    parser.add_argument("--size", default="1280x800", help="WIDTHxHEIGHT")
    parser.add_argument("--store", type=Path, default=None, help="user folder (default: the real one)")
    parser.add_argument("--trick", type=int, default=None, help="trick to show (1-based; default the costliest)")
    parser.add_argument("--summary", action="store_true")
    parser.add_argument("--all", action="store_true", help="every hand face up")
    parser.add_argument("--list", type=int, default=0, help="keep this many played hands and show the list of them")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    store = Store(args.store)
    settings = store.load_settings()
    settings.deck_style = args.deck
    i18n.set_language(args.lang)
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.init()
    app = install(App((w, h), settings=settings, store=store))
    record = played_hand(args.table, args.deal, args.person)
    app.nav.open(Screen.TITLE)
    if args.list:
        for deal in range(args.list):
            app.reviews.keep(played_hand(args.table, args.deal + deal, args.person))
        app.nav.open(Screen.STATISTICS)
        app.nav.open(Screen.HANDS)
        app.run()
        app.reviews.close()
        return app.exit_code
    scene = app.nav.open(Screen.REVIEW, record=record)
    shown = [False]

    def arrange() -> bool:
        if scene.review is not None and not shown[0]:
            shown[0] = True
            worst = scene.review.costliest(1)
            scene.go(args.trick - 1 if args.trick else worst[0].trick if worst else 0)
            if args.all:
                scene.toggle_all()
            if args.summary:
                scene.toggle_summary()
        return False

    app.run(until=arrange)
    app.reviews.close()
    return app.exit_code


if __name__ == "__main__":
    raise SystemExit(main())
