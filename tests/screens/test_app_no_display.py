"""A start with no screen to show the window on (Linux, the BSDs): one clear line, a non-zero exit."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from briscola_desktop import splash

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("platform", ["linux", "freebsd14"])
def test_no_display_variable_and_no_chosen_driver_is_no_display(platform: str) -> None:
    assert splash.display_missing([], {}, platform)
    assert splash.display_missing(["--variant", "chiamata"], {"HOME": "/home/x"}, platform)


@pytest.mark.parametrize("environ", [{"DISPLAY": ":0"}, {"WAYLAND_DISPLAY": "wayland-0"},
                                     {"SDL_VIDEODRIVER": "dummy"}, {"SDL_VIDEODRIVER": "offscreen"}])
def test_a_display_or_an_explicit_driver_is_enough(environ: dict[str, str]) -> None:
    assert not splash.display_missing([], environ, "linux")


@pytest.mark.parametrize("argv", [["--self-test"], ["--serve", "--port", "0"], ["--help"], ["-h"]])
def test_the_options_that_open_no_window_never_need_a_display(argv: list[str]) -> None:
    assert not splash.display_missing(argv, {}, "linux")


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_windows_and_macos_have_no_display_variable_to_miss(platform: str) -> None:
    assert not splash.display_missing([], {}, platform)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is a Linux and BSD matter")
def test_the_game_says_no_display_found_and_exits_non_zero(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(PYTHONPATH=str(ROOT), XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "cfg"),
               HOME=str(tmp_path), PYGAME_HIDE_SUPPORT_PROMPT="1", BRISCOLA_NO_DISCOVERY="1")
    done = subprocess.run([sys.executable, "-m", "briscola_desktop", "--no-sound"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert done.stderr.strip().splitlines()[-1].startswith("briscola: no display found")
    assert "SDL_VIDEODRIVER=dummy" in done.stderr
    assert not (tmp_path / "data").exists(), "nothing is written for a start that cannot show a window"


def test_run_refuses_too_when_called_without_the_entry_point(monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    from briscola_desktop.app.entrance import main

    monkeypatch.setattr(main, "display_missing", lambda argv: True)
    assert main.run(["--no-sound"]) == 1
    assert "no display found" in capsys.readouterr().err
