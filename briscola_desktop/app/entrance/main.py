"""Start the game: ``briscola [options]`` or ``briscola --self-test``.

The self-test (``app/entrance/selftest.py``) is not part of a normal start: the entry point
(``briscola_desktop/__main__.py``) loads it only for ``--self-test`` and hands it to :func:`run`.
It chooses SDL's dummy drivers before ``pygame.init`` (SDL reads them when its video and audio
start, not when pygame is imported).
"""

from __future__ import annotations

import argparse
import logging
import os
import re
import sys
import time
from dataclasses import replace
from typing import Callable

import pygame

from briscola_desktop import fonts, i18n, version
from briscola_desktop.i18n import t
from briscola_desktop.audio import Audio
from briscola_desktop.resources import DataMissing, data_root
from briscola_desktop.splash import NO_DISPLAY, display_missing
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, ExchangeRule, MatchFormat, TrumpRule, Variant, default_format
from briscola_desktop.userfiles.store import SETTINGS, AlreadyOpen, Store
from briscola_desktop.userfiles.settings import Settings

from ..ui.icon import make_icon
from ..core.nav import Screen
from ..core.options import DECK_STYLES, LEVELS, SPEED_NAMES, table_refusal
from briscola_desktop.userfiles.checks import MAX_SEED
from briscola_desktop.play.session import MatchSession
from ..ui.dialog import ConfirmScene, NoticeScene
from ..core.window import open_window
from ..core.wording import variant_title
from ..core.scene import App
from .registry import install
from briscola_desktop.net.join.client import parse_address
from briscola_desktop.net.protocol.codes import CODE_LENGTH, is_code, normalize_code
from briscola_desktop.net.protocol import MAX_NAME, NetError, clean_name
from briscola_desktop.net.server.serve import main as serve
from ..friends.handoff import LinkWatcher, hand_over, open_link_text
from ..friends.link import LinkRefused, checked_link, turn_discovery_off
from briscola_desktop.play.runner import TableConfig
from ..table.scene import TableScene

log = logging.getLogger("briscola_desktop")
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
    bad = [p for p in levels if p not in LEVELS]
    if not levels or bad:
        raise argparse.ArgumentTypeError(
            f"unknown level {', '.join(bad) or text!r}; choose from {', '.join(LEVELS)} "
            "(one for every computer seat, or a comma-separated list, one per seat)")
    return levels


def _language(text: str) -> str:
    code = text.strip().lower()
    if code not in i18n.LANGUAGES:
        raise argparse.ArgumentTypeError(f"unknown language {text!r}; choose one of: {', '.join(i18n.LANGUAGES)}")
    return code


def _seed(text: str) -> int:
    try:
        seed = int(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a deal number; write a whole number") from None
    if not 0 <= seed <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"{seed} is not a deal number; write a whole number from 0 to {MAX_SEED}")
    return seed


def _code(text: str) -> str:
    code = normalize_code(text)
    if not is_code(code):
        raise argparse.ArgumentTypeError(f"{text!r} is not a table code; a code is {CODE_LENGTH} letters and "
                                         "digits (one or two more from a table server with shards), "
                                         "as the host's screen shows it")
    return code


def _name(text: str) -> str:
    try:
        return clean_name(text)
    except NetError:
        raise argparse.ArgumentTypeError(f"{text!r} cannot be your name at the table; write 1 to {MAX_NAME} "
                                         "letters, digits or signs") from None


#: What an invitation link starts with (``briscolas://`` says the table server speaks TLS).
LINK_SCHEMES = ("briscola://", "briscolas://")


def _address(text: str) -> str:
    """``HOST:PORT``, ``ws(s)://HOST:PORT``, or a whole invitation link (its code then comes from the link)."""
    try:
        if text.strip().lower().startswith(LINK_SCHEMES):
            checked_link(text)
        else:
            parse_address(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text.strip()


def _link(text: str) -> str:
    """A link given to the game: one that reads as meant for it (``briscola...``) is taken as is, and a
    malformed one is said in the game (:func:`check_choices`: a clicked link has no console to read)."""
    if text.strip().lower().startswith("briscola"):
        return text.strip()
    try:
        checked_link(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text.strip()


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="briscola", description="Briscola, the Italian card game.")
    p.add_argument("--variant", choices=sorted(PRESETS), help="the table to play (default: last used, or two_players)")
    p.add_argument("--exchange", choices=[r.value for r in ExchangeRule],
                   help="the exchange of the seven, a house rule of the tables with a turned trump: off, on, or "
                        "after_trick (only once you have won a trick) (default: as last chosen)")
    p.add_argument("--format", dest="fmt", choices=sorted(MATCH_FORMATS),
                   help="how the match is won (default: the usual one for the table)")
    p.add_argument("--deck", choices=DECK_STYLES, help="the cards: the game's Italian design, French, a regional Italian pattern or Spanish")
    p.add_argument("--lang", type=_language, help="language: en, it, fr, nb or es (Spanish)")
    p.add_argument("--level", type=_levels, help="computer level: easy, medium, hard (or one per seat: easy,hard)")
    p.add_argument("--seed", type=_seed, default=None, help="deal number (the same number deals the same cards)")
    p.add_argument("--speed", choices=SPEED_NAMES, help="animation speed")
    p.add_argument("--size", type=_size, default=None, help="window size, e.g. 1280x800")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    p.add_argument("--autoplay", action="store_true", help="a computer plays your seat too (demos, screenshots)")
    p.add_argument("--score-pad", action="store_true",
                   help="open the score pad: keep the score of a game played with real cards")
    p.add_argument("--no-sound", action="store_true", help="start without sound")
    p.add_argument("link", nargs="?", type=_link, metavar="briscola://HOST:PORT/CODE",
                   help="an invitation to a friend's table: Join opens filled in (a clicked link starts the game so)")
    p.add_argument("--join", metavar="ADDRESS", type=_address,
                   help="join a friend's table at this address (HOST:PORT, wss://HOST:PORT, or an invitation "
                        "briscola://HOST:PORT/CODE or briscolas://HOST:PORT/CODE, which gives the code too)")
    p.add_argument("--code", type=_code, help="the table code (with --join)")
    p.add_argument("--name", type=_name, help=f"your name at the table (with --join), at most {MAX_NAME} characters")
    p.add_argument("--serve", action="store_true",
                   help="host tables without a window (briscola --serve --help lists its options)")
    p.add_argument("--no-discovery", action="store_true",
                   help="neither advertise nor look for tables on the local network")
    p.add_argument("--version", action="version", version=f"briscola {version()}",
                   help="print the game's version and exit")
    p.add_argument("--self-test", action="store_true",
                   help="play a seeded match of every table headless at instant speed and exit (0 = all good)")
    return p


def check_choices(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    """Combinations argparse cannot check alone: a match format and the computer levels must suit
    the table (given with --variant; without it, :func:`play` checks them against the last table
    played once the settings are read)."""
    if args.variant:
        problem = table_refusal(args.variant, args.fmt, args.level) or exchange_refusal(args.variant, args.exchange)
        if problem:
            parser.error(problem)
    args.refused_link = None   # a clicked link that cannot be used: the game opens Join with why
    if args.link is not None:
        try:
            checked_link(args.link)
        except LinkRefused:
            args.refused_link, args.link = args.link, None
    if args.link and args.join:
        parser.error("give the invitation once: briscola briscola://HOST:PORT/CODE, or --join with it")
    link = args.link or (args.join if args.join and args.join.lower().startswith(LINK_SCHEMES) else None)
    args.link = link
    if link is not None:   # the link says where and which table; without --name, Join opens filled in
        address, code = checked_link(link)
        if args.code and normalize_code(args.code) != normalize_code(code):
            parser.error("the invitation names another table code than --code")
        args.join, args.code = address, args.code or normalize_code(code)
    if args.join and not args.code:
        parser.error("--join needs the table code and your name: --join HOST:PORT --code CODE --name NAME")
    if args.join and not args.name and link is None:
        parser.error("--join needs the table code and your name: --join HOST:PORT --code CODE --name NAME")
    if (args.code or args.name) and not args.join:
        parser.error("--code and --name go with --join HOST:PORT")
    if args.join and (args.score_pad or args.variant or args.fmt or args.seed is not None or args.level
                      or args.exchange):
        parser.error("--join sits at a friend's table: the host chooses the table, so it does not go with "
                     "--variant, --exchange, --format, --seed, --level or --score-pad")
    if args.score_pad and wants_table(args):
        parser.error("--score-pad keeps the score of a game played with real cards; it does not go with the "
                     "table options (--variant, --exchange, --format, --seed, --level, --autoplay)")


def exchange_refusal(variant_name: str, exchange: str | None) -> str | None:
    """Why the exchange of the seven cannot be played at ``variant_name`` (None: it can, or it is off)."""
    if exchange in (None, ExchangeRule.OFF.value) or PRESETS[variant_name].trump is TrumpRule.TURNED:
        return None
    return (f"--exchange {exchange} needs a table with a turned trump; {variant_name} has none "
            "(chiamata calls its trump, briscolone plays without one)")


def with_exchange(variant: Variant, exchange: str) -> Variant:
    """``variant`` with the exchange of the seven chosen (a table without a turned trump stays as it is)."""
    if variant.trump is not TrumpRule.TURNED or exchange not in {r.value for r in ExchangeRule}:
        return variant
    return replace(variant, exchange=ExchangeRule(exchange))


#: Plays the self-test for the parsed command line and returns the exit code.
SelfTest = Callable[[argparse.Namespace], int]


def run(argv: list[str], *, self_test: SelfTest | None = None) -> int:
    """Parse the command line and play; ``--self-test`` runs ``self_test``, which the entry point
    loads only when it is asked for."""
    if "--serve" in argv:   # the headless host has options of its own
        return serve([a for a in argv if a != "--serve"])
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.no_discovery:
        turn_discovery_off()
    check_choices(args, parser)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if args.self_test:
        if self_test is None:
            parser.error("--self-test is run by the game's command: briscola --self-test")
        return self_test(args)
    if display_missing(argv):   # said before anything opens (the offscreen driver would run unseen)
        print(f"briscola: {NO_DISPLAY}", file=sys.stderr)
        return 1
    # Per-monitor DPI awareness on Windows: the window gets real pixels, and the cards are
    # rasterised at that pixel size, so they stay sharp on high-density screens.
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    try:
        data_root(args.lang or i18n.system_language())
    except DataMissing as exc:
        # No locales and no art: say it in the person's language (from the command line or the
        # system; the settings are not read yet), in a window (the windowed build has no console
        # for a traceback) and on stderr.
        print(f"briscola: {exc}", file=sys.stderr)
        show_message_window(str(exc))
        return 1
    return play(args)


def _load_settings(args: argparse.Namespace) -> tuple[Store, Settings]:
    """The user folder's store, claimed for this copy of the game, and its settings.

    Raises AlreadyOpen, having read nothing, when another copy holds the folder."""
    store = Store()
    store.claim()
    first_start = not store.path(SETTINGS).exists()
    settings = store.load_settings()
    if first_start and (args.lang or i18n.system_language()) == "es":
        # A first start in Spanish deals the deck Brisca is played with (Settings changes it, and it is kept).
        settings.deck_style = "spanish"
    # Look at the statistics now too: a damaged or newer file is set aside and told at the
    # title, not found after the person's next match (libyaml reads it in milliseconds).
    store.load_stats()
    return store, settings


def tell_already_open(args: argparse.Namespace) -> int:
    """A second copy of the game: say so on stderr and in a window, touch nothing, exit 0."""
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
        screen = open_window((640, height), title="Briscola", resizable=False)  # the splash's, when it shows
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
    try:
        store, settings = _load_settings(args)
    except AlreadyOpen:
        if args.link or args.refused_link:   # a link clicked while the game runs: that game opens it
            hand_over(Store().folder, args.link or args.refused_link)
            print("briscola: the game already open takes the invitation", file=sys.stderr)
            return 0
        return tell_already_open(args)
    variant_name = args.variant or (settings.variant if settings.variant in PRESETS else "two_players")
    problem = (table_refusal(variant_name, args.fmt, args.level, from_settings=not args.variant)
               or exchange_refusal(variant_name, args.exchange))
    if problem and wants_table(args):
        store.release()
        build_parser().error(problem)   # exit code 2 with one line, as for the options argparse checks
    run_only = apply_command_line(settings, args)
    i18n.set_language(settings.language or i18n.system_language())
    # The exchange of the seven as given, or as last chosen on the new-match screen.
    variant = with_exchange(PRESETS[variant_name], args.exchange or settings.exchange)
    fmt = MATCH_FORMATS.get(args.fmt or settings.match_format)
    if fmt is None or fmt.kind != variant.match_kind:
        fmt = default_format(variant)
    audio = Audio(settings.sound, settings.volume)
    pygame.init()
    audio.start()
    size = args.size or (1280, 800)
    if args.size and pygame.display.get_driver() != "dummy":  # an offscreen surface fits anything
        size = fit_to_display(args.size, pygame.display.get_desktop_sizes())
    app = install(App(size, settings=settings, store=store, audio=audio,
                      title="Briscola", icon=make_icon(64), autoplay=args.autoplay,
                      fullscreen=args.fullscreen or settings.fullscreen))
    app.run_only = run_only
    watcher = LinkWatcher(store.folder).start()   # links clicked while the game runs
    if args.join:   # straight to the lobby of a friend's table; leaving it goes to the title
        app.nav.open(Screen.TITLE)
        join = app.nav.open(Screen.JOIN_TABLE, address=args.join, code=args.code, name=args.name or "")
        if args.name:   # a link without a name opens Join filled in, the name to write
            join.join()
    elif args.refused_link:   # a clicked link that cannot be used: Join says why, in the player's language
        app.nav.open(Screen.TITLE)
        open_link_text(app, args.refused_link)
    elif wants_table(args):
        ask_then_start_table(app, args, settings, store, variant, fmt)
    else:
        app.nav.open(Screen.TITLE)  # the title shows the storage notices itself
        if args.score_pad:  # straight to the score pad; its Back returns to the title
            app.nav.open(Screen.SCORE_PAD)
    code = app.run()
    watcher.close()
    app.save_settings()
    audio.close()
    pygame.quit()
    return code


def apply_command_line(settings: Settings, args: argparse.Namespace) -> dict[str, tuple[object, object]]:
    """Use the language, deck, speed, sound and full screen given on the command line for this run;
    returns what ``App.run_only`` needs to keep them out of the saved settings (``--speed fast``
    for a demo must not become the person's speed) and what the settings screen shows as this
    run's value beside the saved one (``options.SETTING_OPTIONS`` names the option of each)."""
    run_only: dict[str, tuple[object, object]] = {}
    if args.lang and args.lang != settings.language:
        run_only["language"] = (args.lang, settings.language)
        settings.language = args.lang
    if args.deck:
        run_only["deck_style"] = (args.deck, settings.deck_style)
        settings.deck_style = args.deck
    if args.speed:
        run_only["animation_speed"] = (args.speed, settings.animation_speed)
        settings.animation_speed = args.speed
    if args.no_sound and settings.sound:
        run_only["sound"] = (False, settings.sound)
        settings.sound = False
    if args.fullscreen:
        run_only["fullscreen"] = (True, settings.fullscreen)   # App turns it on (and sets the field)
    elif args.size and settings.fullscreen:
        # A window size asks for a window: this run is windowed, the saved full screen stays.
        run_only["fullscreen"] = (False, settings.fullscreen)
        settings.fullscreen = False
    return run_only


def ask_then_start_table(app: App, args: argparse.Namespace, settings: Settings, store: Store | None,
                         variant: Variant, fmt: MatchFormat) -> None:
    """The table the command line asks for; but an interrupted match is never replaced unasked:
    over the title, continue it or abandon it for the new one."""
    saved = MatchSession.resume(store) if store is not None and not args.autoplay else None
    if saved is None:
        start_table(app, args, settings, store, variant, fmt)
        return
    title = app.nav.open(Screen.TITLE)

    def abandon() -> None:
        app.stack.clear()
        start_table(app, args, settings, store, variant, fmt)
    app.stack.push(ConfirmScene(
        app, lambda: t("confirm.abandon_question", detail=t(
            "menu.continue_detail", table=variant_title(saved.match.variant.name, app.cards.style),
            hand=saved.match.hand_index + 1)),
        lambda: t("confirm.abandon"), lambda: t("confirm.keep"), on_yes=abandon,
        on_no=title.continue_match))  # type: ignore[attr-defined]


def wants_table(args: argparse.Namespace) -> bool:
    """A table option on the command line goes straight to the table; none starts at the title."""
    return bool(args.variant or args.fmt or args.seed is not None or args.level or args.exchange
                or (args.autoplay and not args.join))


def start_table(app: App, args: argparse.Namespace, settings: Settings, store: Store | None, variant: Variant,
                fmt: MatchFormat) -> TableScene:
    """Push the table for the match the command line asked for.

    A real match is autosaved after every trick and counted once in the statistics, as one
    started from the title is; ``--autoplay`` is a demo and records nothing. The storage
    notices (a damaged file set aside) are shown over the table, since no title shows them.
    """
    levels = args.level or tuple(settings.levels or ("medium",))
    n = variant.players - 1
    record = not args.autoplay and store is not None
    config = TableConfig(variant=variant, fmt=fmt, seed=args.seed if args.seed is not None else int(time.time()),
                         levels=tuple(levels[i % len(levels)] for i in range(n)),
                         speed=args.speed or settings.animation_speed,
                         autoplay=args.autoplay, autoplay_level=levels[0],
                         hints=settings.hints, counting=settings.counting_panel,
                         record=record,
                         keep_hand=app.reviews.keep if record else None)  # kept for review, as from the title
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
