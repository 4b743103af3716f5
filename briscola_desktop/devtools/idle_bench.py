"""``python -m briscola_desktop.bench idle``: how much of a core the game uses while nobody does anything.

Each case runs in a process of its own, in the game's real frame loop (``App.run``: wall-clock
time, event waits) under SDL's dummy video driver (``--driver x11`` with a ``DISPLAY`` for a real
one), with a user folder of its own and LAN discovery off. Once the case has reached its idle
state the process prints ``ready`` and this command reads its CPU time (user + system, every
thread: the frame loop, the client's and the host's) from ``/proc`` over ``--windows`` windows of
``--seconds`` each, and prints the median as a percent of one core (CPU time / wall time).

The cases: the title; a local table on the person's turn; the host's lobby waiting for a friend;
a friends' table in play, in two windows on 127.0.0.1 (one hosts, the other joins), measured
once with the host's window waiting for the friend's move and once the other way round; and the
headless host (``briscola --serve``) with 10 tables nobody plays at (5 lobbies waiting for a
friend, 5 matches against a computer waiting for the person's move), its clients in this process.
Figures, never assertions. Linux only (``/proc``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pygame

from briscola_desktop import i18n
from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.friends.link import host_table, join_table, turn_discovery_off
from briscola_desktop.app.friends.companion import is_friends_table
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.net import protocol as p
from briscola_desktop.net.join.client import Client
from briscola_desktop.net.server.serve import LISTENING
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.rules import MATCH_FORMATS, PRESETS
from briscola_desktop.userfiles.store import Store

SERVE_TABLES = 10
SETUP_SECONDS = 60.0   # a case that has not reached its idle state by then is reported as such
FOLDERS: dict[int, tempfile.TemporaryDirectory] = {}   # each measured process's user folder, by process id


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of process ``pid`` so far (every thread)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def wakeups(pid: int) -> int:
    """How many times the threads of ``pid`` went to sleep and woke again (voluntary context switches)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            for line in (task / "status").read_text().splitlines():
                if line.startswith("voluntary_ctxt_switches:"):
                    total += int(line.split()[1])
        except OSError:   # a thread that ended meanwhile
            continue
    return total


@dataclass(frozen=True)
class Idle:
    """One process's median CPU use (percent of a core) and wake-ups a second over the windows."""

    cpu: float
    wakeups: float

    def __str__(self) -> str:
        return f"{self.cpu:5.1f}%  {self.wakeups:6.0f} wake-ups/s"


def measure(pids: list[int], windows: int, seconds: float) -> list[Idle]:
    """Each process's CPU time / wall time and wake-ups a second, median over ``windows`` windows."""
    cpu: list[list[float]] = [[] for _ in pids]
    woke: list[list[float]] = [[] for _ in pids]
    for _ in range(windows):
        cpu0, woke0, wall0 = [cpu_seconds(i) for i in pids], [wakeups(i) for i in pids], time.monotonic()
        time.sleep(seconds)
        wall = time.monotonic() - wall0
        for k, pid in enumerate(pids):
            cpu[k].append(100 * (cpu_seconds(pid) - cpu0[k]) / wall)
            woke[k].append((wakeups(pid) - woke0[k]) / wall)
    return [Idle(statistics.median(c), statistics.median(w)) for c, w in zip(cpu, woke)]


# ----------------------------------------------------------------------------- the measured processes

def _app(size: tuple[int, int], folder: Path) -> App:
    i18n.set_language("en")
    pygame.init()
    store = Store(folder)
    settings = store.load_settings()
    settings.trick_pause = "normal"   # a finished trick goes on by itself (no click is coming)
    return install(App(size, settings=settings, store=store))


def _drive(app: App, until: Callable[[], bool], what: str) -> None:
    """Run the real loop until ``until()``; give up (and say so) after SETUP_SECONDS."""
    deadline = time.monotonic() + SETUP_SECONDS
    app.run(until=lambda: until() or time.monotonic() > deadline)
    if not until():
        print(f"failed: {what} did not happen", flush=True)
        raise SystemExit(1)


def _ready_then_idle(app: App) -> int:
    print("ready", flush=True)
    return app.run()   # until the bench ends this process


def _friends_table(app: App) -> TableScene | None:
    return next((s for s in app.stack.scenes if is_friends_table(s)), None)


def _play_until_other_to_act(app: App, mover: bool) -> None:
    """At the friends' table: the mover plays its first legal card whenever it is its turn, until the
    other window's seat is to act; the other window just waits for that."""
    def settled() -> bool:
        table = _friends_table(app)
        if table is None or table.port.token is None or not table.board.idle:
            return False
        to_act = table.port.to_act()
        if to_act is None:
            return False
        if to_act == 0:
            if mover and table.port.my_turn():
                table.port.submit(table.port.legal_now()[0])
            return not mover
        return mover

    _drive(app, settled, "the table reaching the other player's turn")


def child(role: str, args: argparse.Namespace) -> int:
    turn_discovery_off()
    app = _app(args.size, Path(args.folder))
    if role == "title":
        app.nav.open(Screen.TITLE)
        _drive(app, lambda: app.stats.frames > 0, "the title's first frame")
        return _ready_then_idle(app)
    if role == "local":
        config = TableConfig(variant=PRESETS["two_players"], seed=3, speed="normal")
        table = TableScene(app, config)
        app.stack.push(table)
        _drive(app, lambda: table.person_to_act() and table.board.idle, "the person's turn")
        return _ready_then_idle(app)
    settings = TableSettings(PRESETS["two_players"], MATCH_FORMATS["first_to_five"], (p.FRIEND, p.FRIEND))
    if role in ("lobby", "host"):
        link = host_table(settings, "Ada", listen="127.0.0.1", port=0,
                          save_dir=app.store.folder / "hosted")
        print(f"address 127.0.0.1:{link.host.port} {link.code}", flush=True)
        app.nav.open(Screen.TITLE)
        lobby = app.nav.open(Screen.LOBBY, link=link)
        _drive(app, lambda: lobby.table.joined, "the host's own seat")
        if role == "lobby":
            return _ready_then_idle(app)
        _drive(app, lambda: not lobby.free_seats(), "the friend joining")
        lobby.start()
    else:   # "joined": the friend's window
        link = join_table(args.address, args.code, "Bea")
        app.nav.open(Screen.TITLE)
        app.nav.open(Screen.LOBBY, link=link)
    _drive(app, lambda: _friends_table(app) is not None, "the match starting")
    _play_until_other_to_act(app, args.mover)
    return _ready_then_idle(app)


# ----------------------------------------------------------------------------- the bench

def _spawn(args: argparse.Namespace, role: str, *extra: str) -> subprocess.Popen:
    """A measured process playing ``role``, with a user folder of its own (removed by ``_stop``)."""
    folder = tempfile.TemporaryDirectory(prefix="briscola-idle-")
    env = dict(os.environ, BRISCOLA_NO_DISCOVERY="1", SDL_AUDIODRIVER="dummy")
    if args.driver:
        env["SDL_VIDEODRIVER"] = args.driver
    else:
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    cmd = [sys.executable, "-m", "briscola_desktop.devtools.idle_bench", "--child", role,
           "--size", f"{args.size[0]}x{args.size[1]}", "--folder", folder.name, *extra]
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    FOLDERS[proc.pid] = folder
    return proc


def _wait_line(proc: subprocess.Popen, start: str) -> str:
    """The first line of ``proc`` that starts with ``start`` (a failure or an early end raises)."""
    while True:
        line = proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the process ended before saying {start!r}")
        if line.startswith("failed"):
            raise RuntimeError(line.strip())
        if line.startswith(start):
            return line.strip()


def _stop(procs: list[subprocess.Popen]) -> None:
    for proc in procs:
        if proc.poll() is None:
            proc.terminate()
    for proc in procs:
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        folder = FOLDERS.pop(proc.pid, None)
        if folder is not None:
            folder.cleanup()


def _one(args: argparse.Namespace, role: str) -> Idle:
    proc = _spawn(args, role)
    try:
        _wait_line(proc, "ready")
        return measure([proc.pid], args.windows, args.seconds)[0]
    finally:
        _stop([proc])


def _pair(args: argparse.Namespace, host_moves: bool) -> tuple[Idle, Idle]:
    """(host window, joined window) at one friends' table; ``host_moves``: the host's window plays
    until the friend is to act (so it waits for the friend), else the joined window does."""
    host = _spawn(args, "host", *(["--mover"] if host_moves else []))
    procs = [host]
    try:
        address, code = _wait_line(host, "address").split()[1:]
        joined = _spawn(args, "joined", "--address", address, "--code", code,
                        *([] if host_moves else ["--mover"]))
        procs.append(joined)
        _wait_line(host, "ready")
        _wait_line(joined, "ready")
        host_cpu, joined_cpu = measure([host.pid, joined.pid], args.windows, args.seconds)
        return host_cpu, joined_cpu
    finally:
        _stop(procs)


def _serve(args: argparse.Namespace) -> Idle:
    env = dict(os.environ, BRISCOLA_NO_DISCOVERY="1")
    proc = subprocess.Popen([sys.executable, "-m", "briscola_desktop", "--serve", "--port", "0"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    clients: list[Client] = []
    try:
        line = _wait_line(proc, LISTENING)
        url = "ws://127.0.0.1:" + line.rsplit(":", 1)[1].split("/")[0] + "/"
        for i in range(SERVE_TABLES):
            in_play = i % 2 == 1
            seats = [p.FRIEND, "medium"] if in_play else [p.FRIEND, p.FRIEND]
            client = Client(url, p.Create(v=p.PROTOCOL_VERSION, name=f"P{i}", variant="two_players",
                                          format="first_to_five", seats=seats, turn_limit=None)).start()
            clients.append(client)
            _until_welcome(client)
            if in_play:
                client.send(p.Start(fill=None))
        time.sleep(3.0)   # a computer that leads plays its card; then every table waits for a person
        return measure([proc.pid], args.windows, args.seconds)[0]
    finally:
        for client in clients:
            client.close()
        _stop([proc])


def _until_welcome(client: Client) -> None:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if isinstance(client.next(10), p.Welcome):
            return
    raise RuntimeError("the headless host did not welcome a table's opener")


def _size(text: str) -> tuple[int, int]:
    w, _, h = text.partition("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m briscola_desktop.bench idle",
                                 description="CPU use of the game's real loop while nobody does anything.")
    ap.add_argument("--windows", type=int, default=5, help="measurement windows per case (the median is shown)")
    ap.add_argument("--seconds", type=float, default=3.0, help="length of each window")
    ap.add_argument("--size", type=_size, default=(1280, 800), help="window size, WxH")
    ap.add_argument("--driver", default=None, help="SDL video driver (default dummy; x11 with a DISPLAY)")
    ap.add_argument("--only", default=None, help="one case: title, local, lobby, friends, serve")
    ap.add_argument("--child", default=None, help=argparse.SUPPRESS)
    ap.add_argument("--address", default="", help=argparse.SUPPRESS)
    ap.add_argument("--code", default="", help=argparse.SUPPRESS)
    ap.add_argument("--mover", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--folder", default="", help=argparse.SUPPRESS)
    args = ap.parse_args(argv or [])
    if args.child:
        return child(args.child, args)
    print(f"idle CPU, percent of one core (process CPU time / wall time, every thread), median of "
          f"{args.windows} windows of {args.seconds:g} s; video driver {args.driver or 'dummy'}, "
          f"{args.size[0]}x{args.size[1]}; wake-ups: voluntary context switches of every thread")
    cases = [args.only] if args.only else ["title", "local", "lobby", "friends", "serve"]
    for case in cases:
        if case in ("title", "local", "lobby"):
            what = {"title": "the title", "local": "a local table, the person's turn",
                    "lobby": "the host's lobby, waiting for a friend"}[case]
            print(f"  {what:58} {_one(args, case)}", flush=True)
        elif case == "friends":
            host_waits, joined_thinks = _pair(args, host_moves=True)
            host_thinks, joined_waits = _pair(args, host_moves=False)
            print(f"  {'friends table, host window waiting for the friend':58} {host_waits}")
            print(f"  {'friends table, joined window waiting for the host':58} {joined_waits}")
            print(f"  {'friends table, host window, its person to move':58} {host_thinks}")
            print(f"  {'friends table, joined window, its person to move':58} {joined_thinks}", flush=True)
        elif case == "serve":
            what = f"briscola --serve, {SERVE_TABLES} tables nobody plays at"
            print(f"  {what:58} {_serve(args)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
