"""Start the game: ``briscola [options]`` or ``briscola --self-test``.

pygame is imported only inside :func:`run`, after the self-test has chosen the SDL dummy
drivers (SDL reads them when it starts, so they must be set before the import).
"""

from __future__ import annotations

import argparse
import logging
import os
import re
import sys
import time
from pathlib import Path
from typing import Any

from briscola_desktop.resources import DataMissing, data_root
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, default_format
from briscola_desktop.storage import AlreadyOpen, Store

log = logging.getLogger("briscola_desktop")

SPEED_NAMES = ("slow", "normal", "fast", "instant")
LEVEL_NAMES = ("easy", "medium", "hard")
DECKS = ("italian", "french")
MIN_WINDOW = (800, 600)


def _size(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d{2,5})\s*[xX×]\s*(\d{2,5})\s*", text)
    if not m:
        raise argparse.ArgumentTypeError(f"{text!r} is not a window size; write it as WIDTHxHEIGHT, e.g. 1280x800")
    w, h = int(m.group(1)), int(m.group(2))
    if w < MIN_WINDOW[0] or h < MIN_WINDOW[1]:
        raise argparse.ArgumentTypeError(f"{w}x{h} is smaller than the minimum window of 800x600")
    return w, h


def _levels(text: str) -> tuple[str, ...]:
    levels = tuple(p.strip() for p in text.split(",") if p.strip())
    bad = [p for p in levels if p not in LEVEL_NAMES]
    if not levels or bad:
        raise argparse.ArgumentTypeError(
            f"unknown level {', '.join(bad) or text!r}; choose from {', '.join(LEVEL_NAMES)} "
            "(one for every computer seat, or a comma-separated list, one per seat)")
    return levels


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="briscola", description="Briscola, the Italian card game.")
    p.add_argument("--variant", choices=sorted(PRESETS), help="the table to play (default: last used, or two_players)")
    p.add_argument("--format", dest="fmt", choices=sorted(MATCH_FORMATS),
                   help="how the match is won (default: the usual one for the table)")
    p.add_argument("--deck", choices=DECKS, help="Italian or French-suited cards")
    p.add_argument("--lang", help="language: en, it, fr or nb")
    p.add_argument("--level", type=_levels, help="computer level: easy, medium, hard (or one per seat: easy,hard)")
    p.add_argument("--seed", type=int, default=None, help="deal number (the same number deals the same cards)")
    p.add_argument("--speed", choices=SPEED_NAMES, help="animation speed")
    p.add_argument("--size", type=_size, default=None, help="window size, e.g. 1280x800")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    p.add_argument("--autoplay", action="store_true", help="a computer plays your seat too (demos, screenshots)")
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


def run(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    check_choices(args, parser)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if args.self_test:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        return self_test(args)
    # Per-monitor DPI awareness on Windows: the window gets real pixels, and the cards are
    # rasterised at that pixel size, so they stay sharp on high-density screens.
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    try:
        data_root()
    except DataMissing as exc:
        # No locales and no art: say it in English, in a window (the windowed build has no
        # console for a traceback) and on stderr.
        print(f"briscola: {exc}", file=sys.stderr)
        show_message_window(str(exc))
        return 1
    return play(args)


def _load_settings(args: argparse.Namespace) -> tuple[Any, Any]:
    """The user folder's store, claimed for this copy of the game, and its settings.

    Raises AlreadyOpen, having read nothing, when another copy holds the folder."""
    store = Store()
    store.claim()
    settings = store.load_settings()
    # Look at the statistics now too: a damaged or newer file is set aside and told at the
    # title, not found after the person's next match (libyaml reads it in milliseconds).
    store.load_stats()
    return store, settings


def tell_already_open(args: argparse.Namespace) -> int:
    """A second copy of the game: say so on stderr and in a window, touch nothing, exit 0."""
    from briscola_desktop import i18n

    i18n.set_language(args.lang or i18n.system_language())
    message = i18n.t("storage.already_open")
    print(f"briscola: {message}", file=sys.stderr)
    show_message_window(message, i18n.t("storage.ok"))
    return 0


def show_message_window(text: str, ok: str = "OK", *, seconds: float | None = None) -> None:
    """A small window with ``text`` and an OK button, for what must be said before the
    game's own screens can run (already open, data files missing). Enter, Esc, a click or
    closing the window ends it; under SDL's dummy driver nobody can see it, so one frame is
    drawn and it returns. ``seconds`` closes it by itself (tests). ``ok`` labels the button
    (the locale's word when the locales can be read at all)."""
    import pygame

    from briscola_desktop import fonts

    try:
        pygame.init()
        font = fonts.font(22)  # pygame's bundled face: there even when our data is missing
        words, lines, line = text.split(), [], ""
        for word in words:
            trial = f"{line} {word}".strip()
            if line and font.size(trial)[0] > 580:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
        lines = lines[:12]
        row = font.get_linesize() + 4
        height = 24 + row * len(lines) + 24 + 40 + 20  # text, a gap, the button, a margin
        screen = pygame.display.set_mode((640, height))
        pygame.display.set_caption("Briscola")
        button = pygame.Rect(0, 0, 120, 40)
        button.midbottom = (320, height - 20)
        start = time.monotonic()
        while True:
            screen.fill((24, 64, 40))
            for i, words_on_line in enumerate(lines):
                screen.blit(font.render(words_on_line, True, (245, 240, 225)), (30, 24 + i * row))
            pygame.draw.rect(screen, (230, 220, 190), button, border_radius=8)
            label = font.render(ok, True, (20, 30, 20))
            screen.blit(label, label.get_rect(center=button.center))
            pygame.display.flip()
            if pygame.display.get_driver() == "dummy":
                return
            if seconds is not None and time.monotonic() - start > seconds:
                return
            for event in pygame.event.get():
                if event.type == pygame.QUIT:
                    return
                if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE,
                                                                  pygame.K_KP_ENTER, pygame.K_SPACE):
                    return
                if event.type == pygame.MOUSEBUTTONUP and button.collidepoint(event.pos):
                    return
            pygame.time.wait(30)
    except pygame.error as exc:  # no display at all: stderr already has the message
        log.warning("cannot open a message window: %s", exc)
    finally:
        pygame.quit()
        fonts.clear_cache()


def fit_to_display(size: tuple[int, int], displays: list[tuple[int, int]]) -> tuple[int, int]:
    """``size`` made no larger than the largest display (a 99999x99999 window would take
    gigabytes), and never smaller than the game's 800x600 minimum."""
    usable = [(w, h) for w, h in displays if w > 0 and h > 0]
    if not usable:
        return size
    most_w = max(w for w, _ in usable)
    most_h = max(h for _, h in usable)
    return max(MIN_WINDOW[0], min(size[0], most_w)), max(MIN_WINDOW[1], min(size[1], most_h))


def play(args: argparse.Namespace) -> int:
    import pygame

    from briscola_desktop import i18n

    from .icon import make_icon
    from .scene import App

    try:
        store, settings = _load_settings(args)
    except AlreadyOpen:
        return tell_already_open(args)
    lang = args.lang or getattr(settings, "language", None) or i18n.system_language()
    i18n.set_language(lang)
    if settings is not None:
        if args.deck:
            settings.deck_style = args.deck
        if args.speed:
            settings.animation_speed = args.speed
    variant_name = args.variant or getattr(settings, "variant", "two_players")
    variant = PRESETS.get(variant_name, PRESETS["two_players"])
    fmt = MATCH_FORMATS.get(args.fmt or getattr(settings, "match_format", ""))
    if fmt is None or fmt.kind != variant.match_kind:
        fmt = default_format(variant)
    audio = None
    sound_on = not args.no_sound and getattr(settings, "sound", True)
    try:
        from briscola_desktop.audio import Audio

        audio = Audio(sound_on, getattr(settings, "volume", 0.6))
    except ImportError:
        audio = None
    pygame.init()
    if audio is not None:
        audio.start()
    size = args.size or (1280, 800)
    if args.size and pygame.display.get_driver() != "dummy":  # an offscreen surface fits anything
        size = fit_to_display(args.size, pygame.display.get_desktop_sizes())
    app = App(size, settings=settings, store=store, audio=audio,
              title="Briscola", icon=make_icon(64), autoplay=args.autoplay,
              fullscreen=args.fullscreen or bool(getattr(settings, "fullscreen", False) and not args.size))
    if wants_table(args):
        start_table(app, args, settings, store, variant, fmt)
    else:
        from .menus import TitleScene

        app.stack.push(TitleScene(app))  # the title shows the storage notices itself
    code = app.run()
    if store is not None and settings is not None:
        store.save_settings(settings)
    if audio is not None:
        audio.close()
    pygame.quit()
    return code


def wants_table(args: argparse.Namespace) -> bool:
    """A table option on the command line goes straight to the table; none starts at the title."""
    return bool(args.variant or args.fmt or args.seed is not None or args.level or args.autoplay)


def start_table(app: Any, args: argparse.Namespace, settings: Any, store: Any, variant: Any, fmt: Any) -> Any:
    """Push the table for the match the command line asked for.

    A real match is autosaved after every trick and counted once in the statistics, as one
    started from the title is; ``--autoplay`` is a demo and records nothing. The storage
    notices (a damaged file set aside) are shown over the table, since no title shows them.
    """
    from .overlays import NoticeScene
    from .table import TableConfig, TableScene

    levels = args.level or tuple(getattr(settings, "levels", None) or ("medium",))
    n = variant.players - 1
    config = TableConfig(variant=variant, fmt=fmt, seed=args.seed if args.seed is not None else int(time.time()),
                         levels=tuple(levels[i % len(levels)] for i in range(n)),
                         speed=args.speed or getattr(settings, "animation_speed", "normal"),
                         autoplay=args.autoplay, autoplay_level=levels[0],
                         hints=bool(getattr(settings, "hints", False)),
                         counting=bool(getattr(settings, "counting_panel", False)),
                         record=not args.autoplay and store is not None)
    table = TableScene(app, config)
    app.stack.push(table)
    notices = list(getattr(store, "notices", None) or ())
    if notices:
        if args.autoplay:  # a demo runs unattended: nothing would close the notice
            for key in notices:
                log.warning("storage notice: %s", key)
        else:
            store.notices.clear()  # told once
            app.stack.push(NoticeScene(app, table, notices))
    return table


def self_test(args: argparse.Namespace) -> int:
    """Play one seeded match of every table through the real scenes, drawing every frame."""
    import pygame

    from briscola_desktop import fonts, i18n

    from .scene import App
    from .table import TableConfig, TableScene

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
        from types import SimpleNamespace

        # Settings in memory only: the self-test reads and writes nothing in the user's folders.
        settings = SimpleNamespace(deck_style=args.deck or "italian", four_colour=False, card_back=None,
                                   badges=True)
        app = App(size, settings=settings, title="Briscola self-test")
        for name in names:
            variant = PRESETS[name]
            fmt = MATCH_FORMATS[args.fmt] if args.fmt and MATCH_FORMATS[args.fmt].kind == variant.match_kind \
                else default_format(variant)
            config = TableConfig(variant=variant, fmt=fmt, seed=seed, levels=levels, speed="instant",
                                 autoplay=True, autoplay_level=levels[0], result_pause=0.0,
                                 stats={"quit_after_match": True})
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
            if not table.match.is_over:
                problems.append("the match did not finish")
            if config.stats.get("matches_finished") != 1:
                problems.append("no match result screen")
            if table.illegal_attempts:
                problems.append(f"{table.illegal_attempts} illegal actions reached the table")
            hands = config.stats.get("hands", 0)
            print(f"{name:18} {fmt_name(fmt):14} hands {hands:2}  actions {config.stats.get('actions', 0):4}  "
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


def fmt_name(fmt: Any) -> str:
    for name, value in MATCH_FORMATS.items():
        if value == fmt:
            return name
    return "?"


def _user_folder_snapshot() -> tuple:
    """(path, mtime) of the user's data files, to prove the self-test wrote nothing there."""
    try:
        import platformdirs

        folder = Path(platformdirs.user_data_dir("briscola-desktop", appauthor=False))
    except Exception:  # noqa: BLE001 - without platformdirs there is no folder to protect
        return ()
    if not folder.is_dir():
        return ()
    return tuple(sorted((p.name, p.stat().st_mtime_ns) for p in folder.iterdir()))


__all__ = ["run", "build_parser", "self_test"]
