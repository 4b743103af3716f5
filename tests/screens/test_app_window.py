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
            "import briscola_desktop.app.entrance.main\n"
            "print('briscola_desktop.app.entrance.selftest' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT,
                         env={**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy"}).stdout.split()
    assert out[-1:] == ["False"]


class _Sized:
    """A scene that notes every size it is laid out for and every surface it draws on."""

    opaque = True

    def __init__(self, app: App) -> None:
        self.app = app
        self.sizes: list[tuple[int, int]] = []
        self.drawn_on: list[pygame.Surface] = []

    def layout(self, size: tuple[int, int]) -> None:
        self.sizes.append(tuple(size))

    def enter(self) -> None: ...

    def leave(self) -> None: ...

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn_on.append(surface)

    def update(self, dt: float) -> None: ...

    animating = False


@pytest.fixture
def windowed_app():
    pygame.display.quit()
    pygame.init()
    app = App((900, 650))
    yield app
    pygame.display.quit()


def _f11(down: bool, *, repeat: bool = False) -> pygame.event.Event:
    kind = pygame.KEYDOWN if down else pygame.KEYUP
    return pygame.event.Event(kind, key=pygame.K_F11, mod=0, unicode="", scancode=0, repeat=repeat)


def test_f11_toggles_full_screen_once_per_press(windowed_app: App) -> None:
    app = windowed_app
    app.dispatch(_f11(True))
    assert app.fullscreen
    app.dispatch(_f11(True, repeat=True))   # the key held: SDL's repeats
    app.dispatch(_f11(True))                # SDL's key-down again after the window was re-made
    assert app.fullscreen, "a key-down with no key-up between toggled again"
    app.dispatch(_f11(False))
    app.dispatch(_f11(True))
    assert not app.fullscreen and app.size == (900, 650)
    app.dispatch(_f11(False))


def test_a_repeated_f11_alone_never_toggles(windowed_app: App) -> None:
    windowed_app.dispatch(_f11(True, repeat=True))
    assert not windowed_app.fullscreen


def test_every_frame_draws_on_the_surface_the_window_has_now(windowed_app: App) -> None:
    app = windowed_app
    scene = _Sized(app)
    app.stack.push(scene)  # type: ignore[arg-type]
    app.frame(0.016)
    # The surface behind the window is replaced and resized with no event saying so (a change of
    # screen resolution in full screen): the next frame is laid out for it and drawn on it.
    replaced = pygame.display.set_mode((1000, 720), pygame.RESIZABLE)
    app.invalidate()
    app.frame(0.016)
    assert scene.sizes[-1] == (1000, 720)
    assert scene.drawn_on[-1] is replaced
    assert app.screen is replaced and app.size == (1000, 720)


def test_a_resize_while_full_screen_lays_the_scenes_out_for_the_new_size(windowed_app: App) -> None:
    app = windowed_app
    scene = _Sized(app)
    app.stack.push(scene)  # type: ignore[arg-type]
    app.toggle_fullscreen()
    assert app.fullscreen
    full = app.size
    pygame.display.set_mode((1024, 700), pygame.RESIZABLE)   # the resolution changes under the game
    app.frame(0.016, [pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1024, y=700)])
    assert scene.sizes[-1] == (1024, 700) != full
    assert scene.drawn_on[-1] is pygame.display.get_surface()
