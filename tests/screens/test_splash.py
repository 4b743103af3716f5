"""The window shows the title's felt before the game loads."""

from __future__ import annotations

import os
import subprocess
import sys

import pygame

from briscola_desktop import splash
from briscola_desktop.app.ui.widgets import FELT


def test_the_splash_paints_the_titles_felt_at_the_games_size():
    assert splash.FELT == FELT
    assert splash.window_size([]) == splash.DEFAULT_SIZE
    assert splash.window_size(["--size", "1600x900"]) == (1600, 900)
    assert splash.window_size(["--size=1024x700", "--lang", "it"]) == (1024, 700)
    assert splash.window_size(["--size", "nonsense"]) == splash.DEFAULT_SIZE
    try:
        assert splash.show_for(["--size", "900x650"])
        screen = pygame.display.get_surface()
        assert screen.get_size() == (900, 650)
        assert tuple(screen.get_at((450, 325)))[:3] == FELT
    finally:
        pygame.display.quit()


def test_no_window_for_the_self_test_or_help():
    assert not splash.show_for(["--self-test"])
    assert not splash.show_for(["--help"])


def test_the_entry_point_opens_the_window_before_it_loads_the_game():
    # Importing the entry point loads nothing of the game yet: main() paints the window first.
    code = ("import sys\n"
            "import briscola_desktop.__main__\n"
            "print('briscola_desktop.app.entrance.main' in sys.modules, 'briscola_desktop.rules' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "SDL_VIDEODRIVER": "dummy"}).stdout.split()
    assert out[-2:] == ["False", "False"]
