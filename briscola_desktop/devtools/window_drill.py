"""Full screen and resizing in a real window, at every kind of screen: ``python -m
briscola_desktop.bench window [--shots DIR]`` inside an X display (``xvfb-run -a -s '-screen 0
1600x1000x24'``; start a window manager such as openbox first to drill with one).

At the title, a table, a hand review and the score pad, a helper thread drives the real window
with xdotool as a person and a window manager would: F11, a resize while full screen, F11 again,
a resize of the window. It checks after each step that the game still runs, that full screen
fills the screen from its origin, that the window comes back to the size asked for, and that
each press of F11 toggled once and only once (no flipping between the two modes afterwards).
Prints one line per check and exits 1 when one failed; the screenshots (``import``, ImageMagick)
go to ``--shots``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import pygame

from briscola_desktop import i18n
from briscola_desktop.app.core.nav import MatchRequest, Screen
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.app.core.scene import App
from briscola_desktop.review import HandRecord
from briscola_desktop.rules import MATCH_FORMATS, HandState, preset
from briscola_desktop.userfiles.store import Store

#: Seconds given to the window system after each step (a window manager answers in tens of ms).
SETTLE = 1.0
TOOLS = ("xdotool", "import")


@dataclass
class Drill:
    """What one screen's drill saw."""

    screen: str
    checks: list[tuple[str, bool, str]] = field(default_factory=list)

    def check(self, what: str, ok: bool, detail: str = "") -> None:
        self.checks.append((what, ok, detail))

    @property
    def ok(self) -> bool:
        return all(ok for _, ok, _ in self.checks)


def _xdotool(*args: str) -> str:
    return subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=20).stdout


def _geometry(window: str, want: Callable[[tuple[int, int, int, int]], bool] | None = None
              ) -> tuple[int, int, int, int]:
    """The X window's x, y, width, height as the X server has it; with ``want``, asked again for
    up to five seconds until ``want`` holds (a busy machine's window manager may answer late, and
    xdotool may find no window for a moment while it is re-parented)."""
    deadline = time.monotonic() + 5
    found = (0, 0, 0, 0)
    while True:
        values = dict(line.split("=", 1) for line in _xdotool("getwindowgeometry", "--shell", window).split()
                      if "=" in line)
        if all(k in values for k in ("X", "Y", "WIDTH", "HEIGHT")):
            found = int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])
            if want is None or want(found):
                return found
        if time.monotonic() > deadline:
            return found
        time.sleep(0.1)


def _settle(app: App) -> None:
    """Give the window system a moment, then wait for the game to draw a frame after it (a screen
    that lays itself out for a new size may take most of a second to rasterise its cards)."""
    time.sleep(SETTLE)
    drawn = app.stats.frames
    app.invalidate()
    deadline = time.monotonic() + 10
    while app.stats.frames == drawn and time.monotonic() < deadline:
        time.sleep(0.05)


def _hand_record() -> HandRecord:
    """A finished two-seat hand, every card the first legal one."""
    state = HandState(preset("two_players"), seed=5)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return HandRecord.from_state(state)


def _screens(app: App) -> dict[str, Callable[[], None]]:
    def title() -> None:
        app.nav.open(Screen.TITLE)

    def table() -> None:
        app.nav.open(Screen.TITLE)
        app.nav.start_match(MatchRequest(preset("two_players"), MATCH_FORMATS["best_of_three"], 3, ("easy",)))

    def review() -> None:
        app.nav.open(Screen.TITLE)
        app.nav.open(Screen.REVIEW, record=_hand_record())

    def score_pad() -> None:
        app.nav.open(Screen.TITLE)
        app.nav.open(Screen.SCORE_PAD)

    return {"title": title, "table": table, "review": review, "score pad": score_pad}


def _drive(app: App, window: str, drill: Drill, toggles: list[float], shots: Path | None,
           done: threading.Event) -> None:
    """The person and the window manager, in a thread beside the game's loop."""
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
        name = drill.screen.replace(" ", "_")
        _xdotool("windowactivate", window)
        _xdotool("windowfocus", window)
        time.sleep(SETTLE)
        _xdotool("key", "F11")
        _settle(app)
        x, y, w, h = _geometry(window, lambda g: g == (0, 0, *desktop))
        _settle(app)
        drill.check("F11: full screen", app.fullscreen and len(toggles) == 1, f"toggles {len(toggles)}")
        drill.check("full screen from the screen's origin", (x, y, w, h) == (0, 0, *desktop),
                    f"X window at {x},{y} {w}x{h}, screen {desktop[0]}x{desktop[1]}")
        drill.check("drawn at the window's size", app.size == (w, h), f"surface {app.size}")
        if shots is not None:
            subprocess.run(["import", "-window", "root", str(shots / f"{name}_full.png")], timeout=30)
        _xdotool("windowsize", window, "1024", "700")   # a window manager or a new resolution
        time.sleep(SETTLE)
        drill.check("resized while full screen: still running", app.running)
        _xdotool("key", "F11")
        _settle(app)
        drill.check("F11 again: windowed", not app.fullscreen and len(toggles) == 2, f"toggles {len(toggles)}")
        _xdotool("windowsize", window, "1100", "760")
        _settle(app)
        x, y, w, h = _geometry(window, lambda g: g[2:] == (1100, 760))
        _settle(app)
        drill.check("resized window: drawn at its size", app.size == (w, h) == (1100, 760),
                    f"X window {w}x{h}, surface {app.size}")
        time.sleep(SETTLE * 1.5)
        drill.check("no toggle without a press", len(toggles) == 2, f"toggles {len(toggles)}")
        if shots is not None:
            subprocess.run(["import", "-window", "root", str(shots / f"{name}_window.png")], timeout=30)
    except Exception as exc:  # noqa: BLE001 - a failed step is a failed check, told in the report
        drill.check("the drill ran", False, repr(exc))
    finally:
        done.set()


def _loop(app: App, done: threading.Event) -> None:
    """The App's frame loop in real time until the drill is done (``App.run`` would also run the
    quit tasks at its end)."""
    clock = pygame.time.Clock()
    last = time.perf_counter()
    while not done.is_set() and app.running:
        clock.tick(60)
        now = time.perf_counter()
        app.frame(min(now - last, 0.1), pygame.event.get())
        last = now


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench window", description=__doc__.split("\n\n")[0])
    parser.add_argument("--shots", type=Path, help="save a screenshot of each screen, full screen and windowed")
    parser.add_argument("--only", help="comma-separated screens: title, table, review, score pad")
    args = parser.parse_args(argv)
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing or not os.environ.get("DISPLAY"):
        print(f"window drill: needs an X display and {', '.join(TOOLS)} (missing: "
              f"{', '.join(missing) or 'DISPLAY'}); run it under xvfb-run")
        return 2
    if args.shots is not None:
        args.shots.mkdir(parents=True, exist_ok=True)
    i18n.set_language("en")
    pygame.init()
    drills: list[Drill] = []
    with tempfile.TemporaryDirectory() as folder:
        app = install(App((1280, 800), store=Store(Path(folder))))
        toggles: list[float] = []
        toggle = app.toggle_fullscreen

        def counted() -> None:
            toggles.append(time.monotonic())
            toggle()
        app.toggle_fullscreen = counted  # type: ignore[method-assign]
        window = _xdotool("search", "--pid", str(os.getpid())).split()[-1]
        wanted = [s.strip() for s in args.only.split(",")] if args.only else None
        for name, open_screen in _screens(app).items():
            if wanted and name not in wanted:
                continue
            app.stack.clear()
            if app.fullscreen:
                counted()
            app.resize((1280, 800))
            toggles.clear()
            open_screen()
            drill = Drill(name)
            done = threading.Event()
            helper = threading.Thread(target=_drive, args=(app, window, drill, toggles, args.shots, done),
                                      daemon=True)
            helper.start()
            _loop(app, done)
            helper.join(timeout=30)
            drills.append(drill)
            if not app.running:
                drill.check("the game kept running", False)
                break
        app.stack.clear()
        app.reviews.close()
    pygame.quit()
    for drill in drills:
        for what, ok, detail in drill.checks:
            print(f"{'ok  ' if ok else 'FAIL'} {drill.screen}: {what}{f' ({detail})' if detail else ''}")
    return 0 if drills and all(d.ok for d in drills) else 1


if __name__ == "__main__":
    raise SystemExit(main())
