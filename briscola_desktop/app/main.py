"""Start the game: ``briscola [options]`` or ``briscola --self-test``.

The self-test (``devtools/selftest.py``) chooses SDL's dummy drivers before ``pygame.init``
(SDL reads them when its video and audio start, not when pygame is imported).
"""

from __future__ import annotations

import argparse
import logging
import os
import re
import time

import pygame

from briscola_desktop import i18n
from briscola_desktop.audio import Audio
from briscola_desktop.devtools.selftest import self_test
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, MatchFormat, Variant, default_format
from briscola_desktop.storage import Settings, Store

from .icon import make_icon
from .nav import Screen
from .options import DECK_STYLES, LEVELS, SPEED_NAMES
from .ui.dialog import NoticeScene
from .scene import App
from .screens import install
from .table.runner import TableConfig
from .table.scene import TableScene

log = logging.getLogger("briscola_desktop")


def _size(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d{2,5})\s*[xX×]\s*(\d{2,5})\s*", text)
    if not m:
        raise argparse.ArgumentTypeError(f"{text!r} is not a window size; write it as WIDTHxHEIGHT, e.g. 1280x800")
    w, h = int(m.group(1)), int(m.group(2))
    if w < 800 or h < 600:
        raise argparse.ArgumentTypeError(f"{w}x{h} is smaller than the minimum window of 800x600")
    return w, h


def _levels(text: str) -> tuple[str, ...]:
    levels = tuple(p.strip() for p in text.split(",") if p.strip())
    bad = [p for p in levels if p not in LEVELS]
    if not levels or bad:
        raise argparse.ArgumentTypeError(
            f"unknown level {', '.join(bad) or text!r}; choose from {', '.join(LEVELS)} "
            "(one for every computer seat, or a comma-separated list, one per seat)")
    return levels


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="briscola", description="Briscola, the Italian card game.")
    p.add_argument("--variant", choices=sorted(PRESETS), help="the table to play (default: last used, or two_players)")
    p.add_argument("--format", dest="fmt", choices=sorted(MATCH_FORMATS),
                   help="how the match is won (default: the usual one for the table)")
    p.add_argument("--deck", choices=DECK_STYLES, help="Italian or French-suited cards")
    p.add_argument("--lang", help="language: en, it, fr or nb")
    p.add_argument("--level", type=_levels, help="computer level: easy, medium, hard (or one per seat: easy,hard)")
    p.add_argument("--seed", type=int, default=None, help="deal number (the same number deals the same cards)")
    p.add_argument("--speed", choices=SPEED_NAMES, help="animation speed")
    p.add_argument("--size", type=_size, default=None, help="window size, e.g. 1280x800")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    p.add_argument("--autoplay", action="store_true", help="a computer plays your seat too (demos, screenshots)")
    p.add_argument("--score-pad", action="store_true",
                   help="open the score pad: keep the score of a game played with real cards")
    p.add_argument("--no-sound", action="store_true", help="start without sound")
    p.add_argument("--self-test", action="store_true",
                   help="play a seeded match of every table headless at instant speed and exit (0 = all good)")
    return p


def check_choices(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    """Combinations argparse cannot check alone: a match format must suit the table."""
    if args.fmt and args.variant:
        variant = PRESETS[args.variant]
        fmt = MATCH_FORMATS[args.fmt]
        if fmt.kind != variant.match_kind:
            fits = [n for n, f in MATCH_FORMATS.items() if f.kind == variant.match_kind]
            parser.error(f"--format {args.fmt} does not suit --variant {args.variant}; "
                         f"choose one of: {', '.join(fits)}")
    if args.score_pad and wants_table(args):
        parser.error("--score-pad keeps the score of a game played with real cards; "
                     "it does not go with the table options (--variant, --format, --seed, --level, --autoplay)")


def run(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    check_choices(args, parser)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if args.self_test:
        return self_test(args)
    # Per-monitor DPI awareness on Windows: the window gets real pixels, and the cards are
    # rasterised at that pixel size, so they stay sharp on high-density screens.
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    return play(args)


def play(args: argparse.Namespace) -> int:
    store = Store()
    settings = store.load_settings()
    i18n.set_language(args.lang or settings.language or i18n.system_language())
    if args.deck:
        settings.deck_style = args.deck
    if args.speed:
        settings.animation_speed = args.speed
    variant = PRESETS.get(args.variant or settings.variant, PRESETS["two_players"])
    fmt = MATCH_FORMATS.get(args.fmt or settings.match_format)
    if fmt is None or fmt.kind != variant.match_kind:
        fmt = default_format(variant)
    audio = Audio(not args.no_sound and settings.sound, settings.volume)
    pygame.init()
    audio.start()
    app = install(App(args.size or (1280, 800), settings=settings, store=store, audio=audio,
                      title="Briscola", icon=make_icon(64), autoplay=args.autoplay,
                      fullscreen=args.fullscreen or (settings.fullscreen and not args.size)))
    if wants_table(args):
        start_table(app, args, settings, store, variant, fmt)
    else:
        app.nav.open(Screen.TITLE)  # the title shows the storage notices itself
        if args.score_pad:  # straight to the score pad; its Back returns to the title
            app.nav.open(Screen.SCORE_PAD)
    code = app.run()
    store.save_settings(settings)
    audio.close()
    pygame.quit()
    return code


def wants_table(args: argparse.Namespace) -> bool:
    """A table option on the command line goes straight to the table; none starts at the title."""
    return bool(args.variant or args.fmt or args.seed is not None or args.level or args.autoplay)


def start_table(app: App, args: argparse.Namespace, settings: Settings, store: Store | None, variant: Variant,
                fmt: MatchFormat) -> TableScene:
    """Push the table for the match the command line asked for.

    A real match is autosaved after every trick and counted once in the statistics, as one
    started from the title is; ``--autoplay`` is a demo and records nothing. The storage
    notices (a damaged file set aside) are shown over the table, since no title shows them.
    """
    levels = args.level or tuple(settings.levels or ("medium",))
    n = variant.players - 1
    config = TableConfig(variant=variant, fmt=fmt, seed=args.seed if args.seed is not None else int(time.time()),
                         levels=tuple(levels[i % len(levels)] for i in range(n)),
                         speed=args.speed or settings.animation_speed,
                         autoplay=args.autoplay, autoplay_level=levels[0],
                         hints=settings.hints, counting=settings.counting_panel,
                         record=not args.autoplay and store is not None)
    table = TableScene(app, config)
    app.stack.push(table)
    notices = list(store.notices) if store is not None else []
    if notices:
        if args.autoplay:  # a demo runs unattended: nothing would close the notice
            for key in notices:
                log.warning("storage notice: %s", key)
        else:
            store.notices.clear()  # told once
            app.stack.push(NoticeScene(app, notices))
    return table


__all__ = ["run", "build_parser", "play", "start_table", "wants_table"]
