"""One window from the first frame to Quit: the splash's window is the game's, and resizing or
full screen change it in place (``pygame.display.set_mode`` would make a new system window)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from briscola_desktop import splash
from briscola_desktop.app.core.scene import App

ROOT = Path(__file__).resolve().parents[2]

# The child starts the game as the command does, counts every set_mode, and quits once the
# title is drawn.
_START = """
import sys
import pygame
from briscola_desktop import __main__ as entry
from briscola_desktop.app.core import scene

made = []
set_mode = pygame.display.set_mode
def counting(*args, **kwargs):
    surface = set_mode(*args, **kwargs)
    made.append(surface)
    return surface
pygame.display.set_mode = counting

draw = scene.App.draw
def draw_once(self):
    draw(self)
    print("DRAWN", len(made), self.screen is made[0], self.screen.get_size(), flush=True)
    self.quit(0)
scene.App.draw = draw_once
sys.exit(entry.main(sys.argv[1:]))
"""


def _start(tmp_path: Path, *argv: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "cfg"), "HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", _START, *argv], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    return next(line for line in done.stdout.splitlines() if line.startswith("DRAWN"))


def test_the_game_draws_its_first_frame_in_the_splashs_window(tmp_path: Path) -> None:
    assert _start(tmp_path, "--no-sound") == "DRAWN 1 True (1280, 800)"


def test_a_size_on_the_command_line_still_opens_one_window(tmp_path: Path) -> None:
    assert _start(tmp_path, "--no-sound", "--size", "1024x700") == "DRAWN 1 True (1024, 700)"


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """The sizes of the windows made after the splash's."""
    made: list[tuple[int, int]] = []
    set_mode = pygame.display.set_mode

    def counting(size=(0, 0), *args, **kwargs):
        made.append(tuple(size))
        return set_mode(size, *args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", counting)
    return made


def test_the_app_takes_the_window_over_and_keeps_it(counted: list[tuple[int, int]]) -> None:
    pygame.display.quit()
    try:
        assert splash.show_for(["--size", "900x650"])
        shown = pygame.display.get_surface()
        counted.clear()
        app = App((900, 650))
        assert app.screen is shown
        app.resize((1100, 720))
        assert app.size == (1100, 720)
        app.toggle_fullscreen()
        app.toggle_fullscreen()
        assert not app.fullscreen and app.size == (1100, 720)
        assert counted == []
        assert pygame.display.get_surface() is shown
    finally:
        pygame.display.quit()


def test_a_window_of_another_size_is_resized_not_replaced(counted: list[tuple[int, int]]) -> None:
    pygame.display.quit()
    try:
        assert splash.show_for([])
        shown = pygame.display.get_surface()
        counted.clear()
        app = App((1000, 700))
        assert app.size == (1000, 700)
        assert app.screen is shown and counted == []
    finally:
        pygame.display.quit()


def test_a_normal_start_does_not_load_the_self_test() -> None:
    code = ("import sys\n"
            "import briscola_desktop.app.core.main\n"
            "print('briscola_desktop.app.selftest' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT,
                         env={**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy"}).stdout.split()
    assert out[-1:] == ["False"]
