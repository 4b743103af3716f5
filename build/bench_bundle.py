"""Figures for the double-click build: folder size and time from start to the first frame.

    python build/bench_bundle.py [--build] [--runs 5] [--dist dist/Briscola]

``--build`` runs PyInstaller first (into build/pyinstaller and dist/, as the README command
does). The size is the bundle folder's bytes on disk, symlinks not counted twice, with the
biggest parts listed so the next trim has a target.

Start-up is timed under a virtual X screen (the script starts itself under ``xvfb-run`` when
no ``DISPLAY`` is set): from launching the executable until the pixel at the screen's centre
stops being the black of the empty screen, i.e. until the game's first drawn frame is on
screen. Xlib is read through ctypes every 2 ms, so the figure is good to a few milliseconds.
Each run gets fresh user folders. The median is printed with the minimum and maximum.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent
DEFAULT_DIST = TOP / "dist" / "Briscola"
#: Where to look for the window: SDL centres a new window on the screen (1280 x 1024 here).
SCREEN = (1280, 1024)
PROBE = (SCREEN[0] // 2, SCREEN[1] // 2)


def folder_bytes(folder: Path) -> int:
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def biggest_parts(folder: Path, count: int = 10) -> list[tuple[int, str]]:
    """The largest files and first-level folders inside ``_internal`` (or the bundle)."""
    inner = folder / "_internal" if (folder / "_internal").is_dir() else folder
    parts = []
    for child in inner.iterdir():
        if child.is_symlink():
            continue
        size = folder_bytes(child) if child.is_dir() else child.stat().st_size
        parts.append((size, child.name + ("/" if child.is_dir() else "")))
    return sorted(parts, reverse=True)[:count]


class ScreenProbe:
    """Reads one pixel of the X root window (which shows the windows on it) through Xlib."""

    def __init__(self) -> None:
        xlib = ctypes.CDLL("libX11.so.6")
        xlib.XOpenDisplay.restype = ctypes.c_void_p
        xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
        xlib.XDefaultRootWindow.restype = ctypes.c_ulong
        xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        xlib.XGetImage.restype = ctypes.c_void_p
        xlib.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                   ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        xlib.XGetPixel.restype = ctypes.c_ulong
        xlib.XGetPixel.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
        self._xlib = xlib
        self._display = xlib.XOpenDisplay(None)
        if not self._display:
            raise SystemExit("cannot open the X display")
        self._root = xlib.XDefaultRootWindow(self._display)

    def pixel(self, x: int, y: int) -> int:
        all_planes, z_pixmap = 0xFFFFFFFF, 2
        image = self._xlib.XGetImage(self._display, self._root, x, y, 1, 1, all_planes, z_pixmap)
        value = self._xlib.XGetPixel(image, 0, 0)
        # Deliberately not freed: XDestroyImage is a macro, and a 1x1 image per poll is tiny.
        return value


def time_to_first_frame(exe: Path, probe: ScreenProbe, timeout: float = 30.0) -> float:
    """Seconds from launch until the probe pixel changes from the empty screen's colour."""
    empty = probe.pixel(*PROBE)
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HOME=home, XDG_DATA_HOME=f"{home}/share",
                   XDG_CONFIG_HOME=f"{home}/config", XDG_CACHE_HOME=f"{home}/cache",
                   SDL_AUDIODRIVER="dummy")
        start = time.perf_counter()
        game = subprocess.Popen([str(exe)], cwd=home, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while time.perf_counter() - start < timeout:
                if probe.pixel(*PROBE) != empty:
                    return time.perf_counter() - start
                if game.poll() is not None:
                    raise SystemExit(f"{exe} exited with {game.returncode} before drawing a frame")
                time.sleep(0.002)
            raise SystemExit(f"no frame from {exe} within {timeout} s")
        finally:
            game.terminate()
            try:
                game.wait(timeout=10)
            except subprocess.TimeoutExpired:
                game.kill()
                game.wait()
            time.sleep(0.2)  # let the X server clear the closed window before the next run


def build() -> None:
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    str(TOP / "build" / "pyinstaller.spec")], cwd=TOP, check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="size and start-up time of the built game")
    parser.add_argument("--build", action="store_true", help="run PyInstaller first")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dist", type=Path, default=DEFAULT_DIST, help="the one-folder bundle")
    parser.add_argument("--exe", type=Path, help="time this program instead (e.g. a venv's briscola)")
    args = parser.parse_args(argv)

    if not os.environ.get("DISPLAY"):
        if not shutil.which("xvfb-run"):
            raise SystemExit("no DISPLAY and no xvfb-run: install xvfb or run on a desktop")
        command = ["xvfb-run", "-a", "-s", f"-screen 0 {SCREEN[0]}x{SCREEN[1]}x24", sys.executable, __file__]
        return subprocess.call(command + (argv if argv is not None else sys.argv[1:]))

    if args.build:
        build()
    exe = args.exe or args.dist / ("Briscola.exe" if sys.platform == "win32" else "Briscola")
    if not exe.is_file():
        raise SystemExit(f"{exe} does not exist; build it first (--build)")

    if args.exe is None:
        print(f"bundle folder {args.dist}: {folder_bytes(args.dist) / 1e6:.1f} MB (aim: under 60 MB)")
        for size, name in biggest_parts(args.dist):
            print(f"  {size / 1e6:6.1f} MB  {name}")

    probe = ScreenProbe()
    times = [time_to_first_frame(exe, probe) for _ in range(args.runs)]
    print(
        f"{exe.name}: start to first frame over {args.runs} runs: median {statistics.median(times):.3f} s "
        f"(min {min(times):.3f}, max {max(times):.3f}) (aim: under 2 s)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
