"""Full screen and resizing in a real X window (Xvfb), at the title, a table, a review and the score
pad: the drill of ``devtools/window_drill.py`` run under ``xvfb-run``, with openbox as the window
manager when it is installed. Skipped where Xvfb or xdotool is missing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("xvfb-run", "xdotool", "import")

pytestmark = pytest.mark.skipif(any(shutil.which(t) is None for t in TOOLS),
                                reason="needs xvfb-run, xdotool and ImageMagick's import")

_DRILL = """
{ [ -n "$WM" ] && "$WM" >/dev/null 2>&1 & } ; sleep 1
"$PYTHON" -X faulthandler -m briscola_desktop.bench window
"""


@pytest.mark.parametrize("manager", ["openbox", ""], ids=["window manager", "no window manager"])
def test_full_screen_and_resizes_survive_every_screen_in_a_real_window(tmp_path: Path, manager: str) -> None:
    if manager and shutil.which(manager) is None:
        pytest.skip(f"{manager} is not installed")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHON": sys.executable, "WM": manager,
           "BRISCOLA_NO_DISCOVERY": "1", "SDL_AUDIODRIVER": "dummy", "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "cfg"), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env.pop("SDL_VIDEODRIVER", None)   # the real X driver, not the tests' dummy one
    done = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24", "bash", "-c", _DRILL], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=600)
    report = done.stdout + done.stderr
    assert done.returncode == 0, report
    assert report.count("ok  ") == 28 and "FAIL" not in report, report
