"""The window at once: the title's felt shown before the game's modules load.

Loading the game (the screens, the rules, the computer players, the card art) takes most of a
second on a warm start and several on the first; a window that stays black meanwhile looks
broken. :func:`show_for` opens the window at the size the game will use and paints the title's
background, so the person sees the game start at once; the App then takes the same window over.
Only pygame is imported here.
"""

from __future__ import annotations

import os
import re
import sys
from typing import Mapping

#: The title's background (``app.ui.widgets.FELT``; a test keeps the two equal).
FELT = (22, 92, 56)
DEFAULT_SIZE = (1280, 800)
#: Options after which no window opens (they print and exit, or play headless).
SELF_TEST = "--self-test"
NO_WINDOW = {SELF_TEST, "-h", "--help", "--version"}


#: Systems whose windows come from an X or Wayland display named in the environment (Windows and
#: macOS always have their desktop).
DISPLAY_SYSTEMS = ("linux", "freebsd", "openbsd", "netbsd", "dragonfly")
NO_DISPLAY = ("no display found: neither DISPLAY nor WAYLAND_DISPLAY is set, so the game has nowhere to "
              "show its window. Start it from a desktop session; to run it without a window on purpose, "
              "set SDL_VIDEODRIVER=dummy, or use briscola --self-test or briscola --serve.")


def display_missing(argv: list[str], environ: Mapping[str, str] | None = None,
                    platform: str | None = None) -> bool:
    """True when the game would open its window on no screen at all: on Linux and the BSDs with
    neither ``DISPLAY`` nor ``WAYLAND_DISPLAY`` set, SDL falls back to an offscreen driver and the
    game ran invisibly for ever. A video driver chosen explicitly (``SDL_VIDEODRIVER``, as the
    tests and tools do) and the options that open no window (``--self-test``, ``--help``,
    ``--serve``) are never refused."""
    env = os.environ if environ is None else environ
    system = sys.platform if platform is None else platform
    if not system.startswith(DISPLAY_SYSTEMS):
        return False
    if NO_WINDOW.intersection(argv) or "--serve" in argv:
        return False
    if env.get("SDL_VIDEODRIVER"):
        return False
    return not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


def window_size(argv: list[str]) -> tuple[int, int]:
    """The ``--size`` given on the command line (as the game will read it), else the default."""
    for i, arg in enumerate(argv):
        text = arg.split("=", 1)[1] if arg.startswith("--size=") else (
            argv[i + 1] if arg == "--size" and i + 1 < len(argv) else None)
        if text is not None:
            m = re.fullmatch(r"\s*(\d{2,5})\s*[xX×]\s*(\d{2,5})\s*", text)
            if m:
                return max(800, int(m.group(1))), max(600, int(m.group(2)))
    return DEFAULT_SIZE


def show_for(argv: list[str]) -> bool:
    """Open the game's window painted with the title's felt; False when no window is wanted or
    none can be opened (the game then opens its own as before)."""
    if NO_WINDOW.intersection(argv):
        return False
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    try:
        import pygame

        pygame.display.init()
        pygame.display.set_caption("Briscola")
        screen = pygame.display.set_mode(window_size(argv), pygame.RESIZABLE)
        screen.fill(FELT)
        pygame.display.flip()
    except Exception:  # noqa: BLE001 - no display, no driver: the game reports it properly itself
        return False
    return True
