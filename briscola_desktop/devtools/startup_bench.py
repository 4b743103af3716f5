"""Start-up figures: ``python -m briscola_desktop.bench startup [--runs N] [--display]``.

Starts the real game (``briscola``, no options: the title) in fresh processes and prints, from
the moment the process is spawned, the medians of

- **first frame**: the first picture put in the window (the title's background);
- **title**: the first frame that shows the title scene with its menu.

Four cases, all from one run so they compare:

- **floor**: Python, pygame and an empty window painted once: no game starts faster here;
- **cold**: the first start after the code was put on disk without bytecode (a source
  checkout, or an install that skipped compiling): every module of the game is compiled on
  the fly;
- **precompiled**: a fresh copy after ``compileall`` (what pip's wheel install and the
  PyInstaller bundle leave behind);
- **warm**: a later start (bytecode written by the previous start, files in the OS cache).

Each run uses a copy of the package in a temporary folder (data files linked, not copied)
and a temporary user folder, so nothing of the person's is read or written. The dummy video
driver is used unless ``--display`` is given (then the X display or desktop in use).
The operating system's file cache is not dropped (that needs privileges): "cold" here means
no bytecode, not a cold disk.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from briscola_desktop.resources import data_root

PACKAGE_DIR = Path(__file__).resolve().parents[1]

#: The floor no game can beat on this machine: Python, pygame and an empty window painted once.
FLOOR = r"""
import json, time
import pygame
pygame.display.init()
screen = pygame.display.set_mode((1280, 800))
screen.fill((24, 92, 60))
pygame.display.flip()
now = time.monotonic()
print("STARTUP " + json.dumps({"first_frame": now, "title": now}), flush=True)
"""

#: Run inside the child: stamps every flip of the window, and exits once the title is shown.
PROBE = r"""
import os, sys, time, json
import pygame

_flip = pygame.display.flip
_update = pygame.display.update
stamps = {"first_frame": None, "title": None}
apps = []

def _title_shown():
    for app in apps:
        top = app.stack.top if getattr(app, "stack", None) is not None else None
        if top is not None and "Title" in type(top).__name__:
            return True
    return False

def _stamp():
    now = time.monotonic()
    if stamps["first_frame"] is None:
        stamps["first_frame"] = now
    if _title_shown():
        stamps["title"] = now
        print("STARTUP " + json.dumps(stamps), flush=True)
        os._exit(0)

def flip():
    _flip()
    _stamp()

def update(*args, **kwargs):
    _update(*args, **kwargs)
    _stamp()

pygame.display.flip = flip
pygame.display.update = update

from briscola_desktop.app.core import scene as _scene
_init = _scene.App.__init__

def _app_init(self, *args, **kwargs):
    apps.append(self)
    _init(self, *args, **kwargs)

_scene.App.__init__ = _app_init
from briscola_desktop.__main__ import main
sys.exit(main(["--no-sound"]))
"""


def fresh_copy(into: Path) -> Path:
    """A copy of the package's code without bytecode, with the data folders linked beside it."""
    shutil.copytree(PACKAGE_DIR, into / "briscola_desktop",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "_data"))
    root = data_root()
    for name in ("assets", "locales"):
        (into / name).symlink_to(root / name, target_is_directory=True)
    return into


def start_once(code_dir: Path, user_dir: Path, display: bool, write_bytecode: bool = True,
               script: str = PROBE) -> dict[str, float]:
    """Spawn the game once; seconds from spawn to the first frame and to the title."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["PYTHONPATH"] = str(code_dir)
    if not write_bytecode:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    env["XDG_DATA_HOME"] = str(user_dir / "data")
    env["XDG_CONFIG_HOME"] = str(user_dir / "config")
    env["SDL_AUDIODRIVER"] = "dummy"
    if not display:
        env["SDL_VIDEODRIVER"] = "dummy"
    spawned = time.monotonic()
    result = subprocess.run([sys.executable, "-c", script], env=env, cwd=str(user_dir), capture_output=True,
                            text=True, timeout=120)
    for line in result.stdout.splitlines():
        if line.startswith("STARTUP "):
            stamps = json.loads(line[len("STARTUP "):])
            return {k: v - spawned for k, v in stamps.items()}
    raise RuntimeError(f"the game did not reach its title (exit {result.returncode}): {result.stderr[-800:]}")


def measure(runs: int, display: bool) -> dict[str, list[dict[str, float]]]:
    cases: dict[str, list[dict[str, float]]] = {"floor": [], "cold": [], "precompiled": [], "warm": []}
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="briscola-startup-") as tmp:
            top = Path(tmp)
            code, users = top / "code", top / "users"
            code.mkdir()
            users.mkdir()
            fresh_copy(code)
            cases["floor"].append(start_once(code, users, display, script=FLOOR))
            cases["cold"].append(start_once(code, users, display))    # compiles, writes bytecode
            cases["warm"].append(start_once(code, users, display))    # reads it back
        with tempfile.TemporaryDirectory(prefix="briscola-startup-") as tmp:
            top = Path(tmp)
            code, users = top / "code", top / "users"
            code.mkdir()
            users.mkdir()
            fresh_copy(code)
            compileall.compile_dir(code / "briscola_desktop", quiet=1)
            cases["precompiled"].append(start_once(code, users, display, write_bytecode=False))
    return cases


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.bench startup",
                                     description="Seconds from spawning the game to its first frame and its title.")
    parser.add_argument("--runs", type=int, default=5, help="starts per case (medians are printed)")
    parser.add_argument("--display", action="store_true", help="use the real display instead of the dummy driver")
    args = parser.parse_args(argv)
    cases = measure(max(1, args.runs), args.display)
    driver = "display" if args.display else "dummy video driver"
    print(f"start-up to the title, {args.runs} runs per case, {driver} (seconds from spawn, median [min-max])")
    print(f"{'case':12} {'first frame':>22} {'title':>22}")
    for name, rows in cases.items():
        cells = []
        for key in ("first_frame", "title"):
            values = [r[key] for r in rows]
            cells.append(f"{statistics.median(values):6.2f} [{min(values):.2f}-{max(values):.2f}]")
        print(f"{name:12} {cells[0]:>22} {cells[1]:>22}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
