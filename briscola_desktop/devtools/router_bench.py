"""``python -m briscola_desktop.bench router``: from Host to the lobby's line about the internet.

Runs the game's App (dummy video driver) inside a home of the test lab (``tests/support/netlab.py``:
network namespaces, so it needs root and a source checkout) and hosts a table again and again behind
four routers: one that answers UPnP (the real miniupnpd), one that answers NAT-PMP only (the same,
with UPnP off), one with neither, and one that answers discovery but never its HTTP (the slowest
kind of broken). For each it prints, median and p95:

- ``lobby``: seconds from pressing Open to the first frame of the lobby (aim: at once);
- ``line``: seconds from pressing Open to the lobby showing the router's answer (aim: the internet
  address within 3 s, the "did not open a port" line within 5 s).
"""

from __future__ import annotations

import argparse
import importlib
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import pygame

from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.friends import reach
from briscola_desktop.app.friends.lobby_screen import LobbyScene
from briscola_desktop.net.reach.router import ENV_SWITCH
from briscola_desktop.userfiles.settings import Settings
from briscola_desktop.userfiles.store import Store

FRAME = 0.016
ROUTERS = ("answers", "nat-pmp", "no-upnp", "silent")


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def host_once(app: App, home) -> tuple[float, float, str]:
    """Open a table in ``home``; (seconds to the lobby's first frame, seconds to the router's line, its reach)."""
    app.nav.open(Screen.TITLE)
    host_screen = app.nav.open(Screen.HOST_TABLE)
    host_screen.set_seats(2)
    host_screen.name = "Ada"
    started = time.perf_counter()
    with home.host.entered():
        host_screen.open_table()
    lobby = app.stack.top
    if not isinstance(lobby, LobbyScene):
        raise RuntimeError(f"the table did not open: {host_screen.problem}")
    app.frame(FRAME, [])
    first_frame = time.perf_counter() - started
    deadline = time.monotonic() + 30
    while reach.router_answer(lobby.link) is None:
        if time.monotonic() > deadline:
            raise RuntimeError("the router's answer never came")
        app.frame(FRAME, [])
        time.sleep(0.005)
    app.frame(FRAME, [])
    line = time.perf_counter() - started
    answer = reach.router_answer(lobby.link)
    lobby.back()
    app.stack.clear()
    return first_frame, line, answer.reach.value


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench router", description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7, help="tables hosted behind each router (default 7)")
    ap.add_argument("--routers", nargs="+", choices=ROUTERS, default=list(ROUTERS))
    args = ap.parse_args(argv)
    # The lab is a test helper of the source checkout (not in the wheel): loaded by name from there.
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    try:
        netlab = importlib.import_module("tests.support.netlab")
    except ImportError:
        print("bench router needs a source checkout (tests/support/netlab.py)", file=sys.stderr)
        return 2
    NetLab = netlab.NetLab
    reason = netlab.lab_unavailable()
    if reason is not None:
        print(f"bench router cannot run here: {reason}", file=sys.stderr)
        return 2
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["BRISCOLA_NO_DISCOVERY"] = "1"   # no mDNS; the router is asked inside the lab only
    os.environ[ENV_SWITCH] = "1"
    pygame.init()
    print(f"bench router: {args.runs} tables hosted behind each router (machine load {os.getloadavg()[0]:.2f})")
    print(f"{'router':<10} {'answer':<8} {'lobby median':>13} {'lobby p95':>10} {'line median':>12} {'line p95':>9}")
    with tempfile.TemporaryDirectory() as tmp, NetLab() as lab:
        app = install(App((1280, 800), settings=Settings(), store=Store(Path(tmp))))
        for kind in args.routers:
            home = lab.home(upnp=kind == "answers", natpmp=kind == "nat-pmp")
            if kind == "silent":
                lab.misbehaving_router(home, "silent")
            runs = [host_once(app, home) for _ in range(args.runs)]
            lobby = [r[0] for r in runs]
            line = [r[1] for r in runs]
            answers = sorted({r[2] for r in runs})
            print(f"{kind:<10} {'/'.join(answers):<8} {statistics.median(lobby):>12.3f}s {p95(lobby):>9.3f}s "
                  f"{statistics.median(line):>11.3f}s {p95(line):>8.3f}s", flush=True)
        app.reviews.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
