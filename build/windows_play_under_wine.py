"""Play the Windows build as a person would, under Wine and a virtual X screen, and keep screenshots.

    python build/windows_play_under_wine.py [--dist dist/windows] [--shots docs/images/windows]
                                            [--only title] [--time-first-frame N]

Run after ``build/windows_under_wine.py``. Each step drives ``Briscola.exe`` from outside, by keys
(xdotool), in a real window on an Xvfb screen of its own, and checks what it can from outside:

1. ``Briscola.exe --version`` and ``--self-test`` answer (their output comes back through Wine's pipe);
2. the game starts to its title, in a window named Briscola (screenshot ``windows-title.png``);
3. Settings: the language to Italian, the animations to instant; back to the title;
4. New match, Enter to start: a table with Italian cards (``windows-table-it.png``), then the key 1 is pressed
   until the hand result shows (``windows-hand-result-it.png``); F11 (the window fills the screen) and F11 back,
   and a resize (the window takes the new size);
5. Continue, Esc, Main menu, Esc (to Quit) and Enter: the game ends by itself with exit status 0.

``--only title`` stops after 2 (the CI test); ``--time-first-frame N`` instead prints the time from start to
the first frame, median of N runs (see build/bench_bundle.py, whose probe it uses). Each run of the game gets
its own empty user folder (platformdirs' ``WIN_PD_OVERRIDE_LOCAL_APPDATA``, in place of %LOCALAPPDATA%),
``SDL_AUDIODRIVER=dummy`` unless ``--sound`` is given, and ``BRISCOLA_NO_DISCOVERY=1``. Wine is not Windows:
what this shows is that the Windows build runs and plays, not how fast it is on a Windows PC.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import windows_under_wine as build  # noqa: E402  (build/windows_under_wine.py, beside this file)

SCREEN = (1600, 1000)
#: Time to wait for the title from a cold start (Wine's first start in a prefix is the slowest).
START_SECONDS = 60.0
#: More colours than the splash's plain felt: the title's words, cards and buttons are on screen.
TITLE_COLOURS = 64


class Screen:
    """A private Xvfb display (``-displayfd`` picks a free number) and the tools that act on it."""

    def __init__(self, size: tuple[int, int] = SCREEN) -> None:
        read, write = os.pipe()
        self.process = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size[0]}x{size[1]}x24",
                                         "-nolisten", "tcp"], pass_fds=(write,), stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as handle:
            number = handle.readline().strip()
        if not number:
            raise SystemExit("Xvfb did not start")
        self.display = f":{number}"
        self.size = size

    def run(self, *command: str) -> str:
        done = subprocess.run(list(command), env=dict(os.environ, DISPLAY=self.display), capture_output=True,
                              text=True, timeout=30)
        return done.stdout.strip()

    def key(self, name: str, pause: float = 0.4, times: int = 1) -> None:
        for _ in range(times):
            self.run("xdotool", "key", name)
            time.sleep(pause)

    def shot(self, path: Path) -> Path:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.run("import", "-window", "root", str(path))
        return path

    def window(self, name: str = "Briscola", seconds: float = START_SECONDS) -> str:
        """The id of the window called ``name``, waited for; '' when none came."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            found = self.run("xdotool", "search", "--name", f"^{name}$").split()
            if found:
                return found[0]
            time.sleep(0.25)
        return ""

    def colours(self) -> int:
        """How many colours the screen shows (ImageMagick): 1 or 2 while only the splash's felt is up."""
        with tempfile.NamedTemporaryFile(suffix=".png") as shot:
            self.run("import", "-window", "root", shot.name)
            counted = self.run("convert", shot.name, "-format", "%k", "info:")
        return int(counted) if counted.isdigit() else 0

    def wait_for_title(self, seconds: float = START_SECONDS) -> bool:
        """Wait until the game has drawn more than its splash (the felt): cards, words, buttons."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.colours() > TITLE_COLOURS:
                time.sleep(0.5)  # the frame after: the title's fan of cards is drawn as it comes
                return True
            time.sleep(0.5)
        return False

    def geometry(self, window: str) -> tuple[int, int, int, int]:
        values = dict(line.split("=", 1) for line in self.run("xdotool", "getwindowgeometry", "--shell",
                                                              window).split() if "=" in line)
        return tuple(int(values.get(k, -1)) for k in ("X", "Y", "WIDTH", "HEIGHT"))  # type: ignore[return-value]

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


def game_env(prefix: Path, user: Path | None, display: str | None, sound: bool = False, **extra: str
             ) -> dict[str, str]:
    """Wine's environment for one run of the game, with its own user folder (None: the prefix's
    %LOCALAPPDATA%, as on Windows)."""
    env = build.wine_env(prefix, BRISCOLA_NO_DISCOVERY="1", **extra)
    if user is not None:
        env["WIN_PD_OVERRIDE_LOCAL_APPDATA"] = build.windows_path(user)
    for name in ("SDL_VIDEODRIVER", "PYTHONPATH", "PYTHONUTF8"):
        env.pop(name, None)
    if not sound:
        env["SDL_AUDIODRIVER"] = "dummy"
    else:
        env.pop("SDL_AUDIODRIVER", None)
    if display:
        env["DISPLAY"] = display
    else:
        env.pop("DISPLAY", None)
        env["SDL_VIDEODRIVER"] = "dummy"
    return env


class Drill:
    """The checks of one play-through, printed as they happen."""

    def __init__(self) -> None:
        self.failed: list[str] = []

    def check(self, what: str, ok: bool, detail: str = "") -> bool:
        print(f"{'ok  ' if ok else 'FAIL'} {what}{': ' + detail if detail else ''}", flush=True)
        if not ok:
            self.failed.append(what)
        return ok


def answers(exe: Path, prefix: Path, drill: Drill, version: str) -> None:
    """``--version`` and ``--self-test``, headless."""
    with tempfile.TemporaryDirectory() as user:
        env = game_env(prefix, Path(user), None)
        said = build.wine([build.windows_path(exe), "--version"], env, timeout=120)
        drill.check("Briscola.exe --version", said.stdout.strip().endswith(f"briscola {version}"),
                    said.stdout.strip()[-200:])
        tested = build.wine([build.windows_path(exe), "--self-test"], env, timeout=600)
        last = tested.stdout.strip().splitlines()[-1:] or [""]
        drill.check("Briscola.exe --self-test", tested.returncode == 0 and "tables passed" in last[0],
                    f"exit {tested.returncode}, {last[0]}")


def start_game(exe: Path, prefix: Path, user: Path | None, screen: Screen, *args: str, sound: bool = False,
               **extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(["wine", build.windows_path(exe), *args],
                            env=game_env(prefix, user, screen.display, sound, **extra), stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, encoding="utf-8",
                            errors="replace")


def stop(game: subprocess.Popen[str]) -> str:
    """End a game the drill could not quit, and return what it printed."""
    if game.poll() is None:
        game.terminate()
    try:
        out, _ = game.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        game.kill()
        out, _ = game.communicate()
    return out or ""


def play(exe: Path, prefix: Path, shots: Path, drill: Drill, only_title: bool, sound: bool) -> None:
    """Steps 2 to 5 of the module docstring, in one run of the game."""
    screen = Screen()
    user = Path(tempfile.mkdtemp(prefix="briscola-wine-user-"))
    game = start_game(exe, prefix, user, screen, sound=sound)
    try:
        window = screen.window()
        if not drill.check("a window named Briscola", bool(window), f"on {screen.display}"):
            return
        screen.run("xdotool", "mousemove", "0", "0")  # the pointer away from the buttons
        drill.check("the title is drawn", screen.wait_for_title(), f"{screen.colours()} colours on screen")
        screen.run("xdotool", "windowfocus", "--sync", window)
        time.sleep(1)
        drill.check("the game still runs at its title", game.poll() is None)
        title = screen.shot(shots / "windows-title.png")
        drill.check("title screenshot", title.is_file() and title.stat().st_size > 10_000, str(title))
        if only_title:
            return
        # Settings is the third button; language is its first row, the animation speed its fifth
        # (the four-colour row, French cards only, is skipped by the arrows).
        screen.key("Down", times=2)
        screen.key("Return", 1.5)
        screen.key("Right", 1.0)
        screen.key("Down", 0.2, times=4)
        screen.key("Right", times=2)
        screen.shot(shots / "windows-settings-it.png")
        screen.key("Escape", 1.0)
        screen.key("Up", 0.2, times=2)  # back at the title, the focus is still on Settings
        screen.key("Return", 1.5)  # New match
        screen.key("Return", 3.0)  # its Start button has the focus
        screen.key("1", 0.5, times=6)
        time.sleep(1.5)
        screen.shot(shots / "windows-table-it.png")
        screen.key("1", 0.3, times=40)
        time.sleep(1.5)
        screen.shot(shots / "windows-hand-result-it.png")
        drill.check("the game still runs after a hand", game.poll() is None)
        screen.key("F11", 2.0)
        full = screen.geometry(window)
        drill.check("F11: the window fills the screen", full[2:] == screen.size, f"{full}")
        screen.key("F11", 2.0)
        back = screen.geometry(window)
        drill.check("F11 again: a window again", back[2:] != screen.size and back[2] > 0, f"{back}")
        screen.run("xdotool", "windowsize", window, "1000", "700")
        time.sleep(2.0)
        resized = screen.geometry(window)
        drill.check("resized to 1000x700", resized[2:] == (1000, 700), f"{resized}")
        screen.shot(shots / "windows-resized-it.png")
        screen.key("Return", 2.0)  # Continue: the next hand is dealt
        screen.key("Escape", 1.0)  # the pause menu: Resume, Settings, New match, Main menu, Quit
        screen.key("Down", 0.2, times=3)
        screen.key("Return", 2.0)  # Main menu
        screen.key("Escape", 0.5)  # the title's Esc walks the focus to Quit
        screen.key("Return", 0.5)
        try:
            status = game.wait(timeout=30)
        except subprocess.TimeoutExpired:
            status = None
        drill.check("Quit: the game ended by itself", status == 0, f"exit status {status}")
    finally:
        out = stop(game)
        if drill.failed and out.strip():
            print("--- the game's output ---\n" + out[-3000:], flush=True)
        screen.close()
        shutil.rmtree(user, ignore_errors=True)


def time_first_frame(exe: Path, prefix: Path, runs: int) -> list[float]:
    """Seconds from start to the first frame on screen, per run (build/bench_bundle.py's probe)."""
    screen = Screen((1280, 1024))
    os.environ["DISPLAY"] = screen.display
    import bench_bundle  # noqa: E402  (build/bench_bundle.py: reads the screen through Xlib)

    probe = bench_bundle.ScreenProbe()
    times = []
    try:
        for _ in range(runs):
            user = Path(tempfile.mkdtemp(prefix="briscola-wine-user-"))
            empty = probe.pixel(*bench_bundle.PROBE)
            start = time.perf_counter()
            game = start_game(exe, prefix, user, screen)
            try:
                while time.perf_counter() - start < START_SECONDS and probe.pixel(*bench_bundle.PROBE) == empty:
                    if game.poll() is not None:
                        raise SystemExit(f"Briscola.exe exited {game.returncode} before its first frame")
                    time.sleep(0.002)
                times.append(time.perf_counter() - start)
            finally:
                stop(game)
                shutil.rmtree(user, ignore_errors=True)
                time.sleep(0.5)
    finally:
        screen.close()
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="play the Windows build under Wine, with screenshots")
    parser.add_argument("--dist", type=Path, default=build.TOP / "dist" / "windows", help="holds Briscola/")
    parser.add_argument("--shots", type=Path, default=build.TOP / "docs" / "images" / "windows")
    parser.add_argument("--cache", type=Path, help="the build's cache (its Wine prefix is used)")
    parser.add_argument("--only", choices=["title"], help="stop after the title screenshot")
    parser.add_argument("--sound", action="store_true", help="leave SDL to find a sound device")
    parser.add_argument("--time-first-frame", type=int, metavar="RUNS", help="only time the start, RUNS times")
    args = parser.parse_args(argv)
    exe = args.dist / build.APP / f"{build.APP}.exe"
    if not exe.is_file():
        raise SystemExit(f"{exe} does not exist: run build/windows_under_wine.py first")
    prefix = build.make_prefix(build.cache_dir(args.cache) / "wine-prefix")
    if args.time_first_frame:
        times = time_first_frame(exe, prefix, args.time_first_frame)
        print(f"Briscola.exe under Wine: start to first frame over {len(times)} runs: median "
              f"{statistics.median(times):.3f} s (min {min(times):.3f}, max {max(times):.3f})")
        return 0
    drill = Drill()
    answers(exe, prefix, drill, build.project_version())
    play(exe, prefix, args.shots, drill, args.only == "title", args.sound)
    print(f"{'all checks passed' if not drill.failed else 'FAILED: ' + ', '.join(drill.failed)}", flush=True)
    return 0 if not drill.failed else 1


if __name__ == "__main__":
    sys.exit(main())
