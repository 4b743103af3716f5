"""Network figures on this machine's loopback: move round trip, a headless host under load, reconnection.

``python -m briscola_desktop.net.bench [rtt|load|reconnect|all] [options]`` prints:

- **cost**: the host's own CPU work per move with the sockets aside (the referee applying it, and
  every seat's update built and encoded): what bounds the moves a second one core can take.
- **rtt**: a move's round trip from a client's submit to its own echo event (the ``Update`` that
  carries its ``CardPlayed``), median and p99, on an in-process host (the host's own window case)
  while computer seats think on it at other tables.
- **load**: a headless host (``python -m briscola_desktop.net.serve``, a process of its own, pinned to
  one core where the machine allows) with N tables of two simulated clients on real sockets
  playing legal moves as fast as the rules allow: tables, moves a second, round trip median and
  p99, and the host's memory per table.
- **reconnect**: from a dropped connection to the seat's view restored (the resent ``Update``),
  median and p99.

Simulated players (:mod:`.bench_seats`) choose among the legal moves of the view they were sent,
like a person would; the host checks every move as it would a person's. Figures, never assertions:
nothing here fails because the machine is slow.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

from briscola_desktop.rules import MATCH_FORMATS, PRESETS, action_to_str

from . import protocol as p
from .bench_seats import SeatStats, SimSeat, blocking_bot
from .client import Client
from .host import Host
from .tables import HostedTable, TableSettings

ROOT = Path(__file__).resolve().parents[2]


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _ms(values: list[float]) -> str:
    if not values:
        return "no samples"
    return f"median {statistics.median(values) * 1000:.2f} ms, p99 {_pct(values, 0.99) * 1000:.2f} ms (n={len(values)})"


# ----------------------------------------------------------------------------- rtt

def bench_rtt(moves: int, busy_tables: int, level: str) -> None:
    host = Host(pace=0.0, rate=100_000)
    host.start()
    stats = SeatStats()
    stop = threading.Event()
    busy: list[Client] = []
    try:
        for _ in range(busy_tables):  # tables where computer seats think all the time
            opened = host.open_table(TableSettings(PRESETS["four_players"], MATCH_FORMATS["first_to_five"],
                                                   (p.FRIEND, level, level, level)))
            busy.append(blocking_bot(host.url, opened.code, opened.token, stop, start=True))
        opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["first_to_five"],
                                               (p.FRIEND, p.FRIEND)))
        other = blocking_bot(host.url, opened.code, None, stop, start=False)
        measured = blocking_bot(host.url, opened.code, opened.token, stop, start=True, stats=stats,
                                 wait_for=2, limit=moves)
        measured.done.wait(300)
    finally:
        stop.set()
        host.stop()
    print(f"move round trip (in-process host, loopback, {busy_tables} tables of three '{level}' computer seats "
          f"thinking): {_ms(stats.rtt)}")


# ----------------------------------------------------------------------------- load

def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of process ``pid`` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _serve(port: int, profile: str | None = None, pin: bool = True) -> subprocess.Popen:
    cmd = [sys.executable, *(["-m", "cProfile", "-o", profile] if profile else []), "-m", "briscola_desktop.net.serve", "--port", str(port), "--pace", "0",
           "--rate", "100000", "--max-tables", "100000", "--tables-per-address", "100000"]
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    line = proc.stdout.readline()
    if f":{port}/" not in line:
        proc.kill()
        raise SystemExit(f"the headless host did not start: {line}")
    if not pin:
        return proc
    try:
        os.sched_setaffinity(proc.pid, {0})          # the host on one core ...
        os.sched_setaffinity(0, set(range(1, os.cpu_count() or 2)) or {0})  # ... the simulated players on the rest
    except (AttributeError, OSError):
        pass
    return proc


async def _load_round(url: str, tables: int, seconds: float, pid: int, base_rss: int) -> dict:
    stop = asyncio.Event()
    stats = SeatStats()
    tasks = []
    owners = []
    for i in range(tables):
        create = p.Create(v=p.PROTOCOL_VERSION, name=f"Host{i}", variant="two_players", format="first_to_five",
                          seats=[p.FRIEND, p.FRIEND])
        owner = SimSeat(url, create, random.Random(i * 2), stats, start_when_full=2)
        owners.append(owner)
        tasks.append(asyncio.create_task(owner.run(stop)))
    await asyncio.wait_for(asyncio.gather(*(o.joined.wait() for o in owners)), 60)
    for i, owner in enumerate(owners):
        guest = SimSeat(url, p.Hello(v=p.PROTOCOL_VERSION, code=owner.code, name=f"Guest{i}"),
                        random.Random(i * 2 + 1), stats)
        tasks.append(asyncio.create_task(guest.run(stop)))
    await asyncio.sleep(min(3.0, seconds / 3))  # every table started and playing
    stats.rtt.clear()
    stats.moves = 0
    t0 = time.perf_counter()
    cpu0, own0 = _cpu_seconds(pid), _cpu_seconds(os.getpid())
    await asyncio.sleep(seconds)
    elapsed = time.perf_counter() - t0
    host_cpu = (_cpu_seconds(pid) - cpu0) / elapsed
    players_cpu = (_cpu_seconds(os.getpid()) - own0) / elapsed
    moves, rtt = stats.moves, list(stats.rtt)
    rss = _rss_kib(pid)
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    return {"tables": tables, "moves_per_s": moves / elapsed, "rtt": rtt, "errors": stats.errors,
            "kib_per_table": (rss - base_rss) / tables, "rss_mib": rss / 1024, "host_cpu": host_cpu,
            "players_cpu": players_cpu}


def bench_load(table_counts: list[int], seconds: float, profile: str | None = None, pin: bool = True) -> None:
    for tables in table_counts:
        port = _free_port()
        proc = _serve(port, profile, pin)
        try:
            time.sleep(0.3)
            base = _rss_kib(proc.pid)
            r = asyncio.run(_load_round(f"ws://127.0.0.1:{port}/", tables, seconds, proc.pid, base))
        finally:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
        print(f"--serve load: {r['tables']} two-seat tables, {r['moves_per_s']:.0f} moves/s, round trip "
              f"{_ms(r['rtt'])}, host memory {r['rss_mib']:.1f} MiB ({r['kib_per_table']:.0f} KiB per table), "
              f"host CPU {r['host_cpu'] * 100:.0f}% of a core (simulated players {r['players_cpu'] * 100:.0f}%), "
              f"{r['host_cpu'] / max(r['moves_per_s'], 1e-9) * 1e6:.0f} µs of host CPU a move, "
              f"refusals {r['errors']}", flush=True)


# ----------------------------------------------------------------------------- cost

class _Encoder:
    """A connection that only encodes what it is sent (the host's work without the sockets)."""

    def __init__(self) -> None:
        self.sent = 0

    def send(self, message) -> None:
        self.sent += len(p.encode(message))


def bench_cost(matches: int) -> None:
    """The host's own work per move, sockets aside: the referee, and every seat's update built and encoded."""
    moves = 0
    sent = 0
    t0 = time.process_time()
    for k in range(matches):
        table = HostedTable("BENCH0", TableSettings(PRESETS["two_players"], MATCH_FORMATS["first_to_five"],
                                                    (p.FRIEND, p.FRIEND), seed=k), send=lambda c, m: c.send(m))
        for seat in table.seats:
            seat.conn, seat.token_hash = _Encoder(), "-"
        table.start()
        rng = random.Random(k)
        runner = table.runner
        while not runner.match.is_over:
            hand = runner.match.hand
            if hand.is_over:
                for seat in range(len(table.seats)):
                    table.say_ready(seat, hand.hand_index)
                continue
            move = p.Move(action=action_to_str(rng.choice(hand.legal_actions())), position=runner.token)
            table.move(hand.to_act, move)
            moves += 1
        sent += sum(seat.conn.sent for seat in table.seats)
    cpu = time.process_time() - t0
    print(f"host work per move, sockets aside (two seats, rules + both updates built and encoded): "
          f"{cpu / moves * 1e6:.0f} µs of CPU, {moves / cpu:.0f} moves/s on one core, "
          f"{sent / moves / 2:.0f} bytes per seat per move (n={moves})")


# ----------------------------------------------------------------------------- reconnect

def bench_reconnect(times: int) -> None:
    host = Host(pace=0.0, rate=100_000)
    host.start()
    samples: list[float] = []
    try:
        opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["first_to_five"],
                                               (p.FRIEND, p.FRIEND)))
        a = Client(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token)).start()
        b = Client(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Bruno")).start()
        _wait(b, lambda m: isinstance(m, p.Welcome), 10)
        a.send(p.Start())
        _wait(b, lambda m: isinstance(m, p.Update), 10)
        for _ in range(times):
            b.poll()
            t0 = time.perf_counter()
            b.drop()
            _wait(b, lambda m: isinstance(m, p.Update) and m.sync, 30)
            samples.append(time.perf_counter() - t0)
        a.close()
        b.close()
    finally:
        host.stop()
    print(f"reconnection (drop to the seat's view restored, loopback): {_ms(samples)}")


def _wait(client: Client, predicate, seconds: float):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            m = client.next(max(0.01, deadline - time.monotonic()))
        except Exception:  # noqa: BLE001 - queue.Empty
            break
        if predicate(m):
            return m
    raise SystemExit("the expected message did not come")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m briscola_desktop.net.bench", description=__doc__.splitlines()[0])
    ap.add_argument("what", nargs="?", default="all", choices=("cost", "rtt", "load", "reconnect", "all"))
    ap.add_argument("--matches", type=int, default=30, help="cost: matches played (default 30)")
    ap.add_argument("--moves", type=int, default=400, help="rtt: moves measured (default 400)")
    ap.add_argument("--busy", type=int, default=3, help="rtt: tables of computer seats thinking meanwhile")
    ap.add_argument("--level", default="medium", help="rtt: the thinking computers' level (default medium)")
    ap.add_argument("--tables", default="50,100,200", help="load: table counts, comma-separated")
    ap.add_argument("--seconds", type=float, default=8.0, help="load: seconds measured per table count")
    ap.add_argument("--reconnects", type=int, default=30, help="reconnect: drops measured")
    ap.add_argument("--profile", default=None, help="load: write the host's cProfile statistics to this file")
    ap.add_argument("--no-pin", action="store_true", help="load: let the system place the host and the players")
    args = ap.parse_args(argv)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"net bench on {os.cpu_count()} cores, load average {load:.1f} before it started "
          f"(python {sys.version.split()[0]})", flush=True)
    if args.what in ("cost", "all"):
        bench_cost(args.matches)
    if args.what in ("rtt", "all"):
        bench_rtt(args.moves, args.busy, args.level)
    if args.what in ("reconnect", "all"):
        bench_reconnect(args.reconnects)
    if args.what in ("load", "all"):
        bench_load([int(x) for x in args.tables.split(",") if x.strip()], args.seconds, args.profile, not args.no_pin)
    return 0


if __name__ == "__main__":
    sys.exit(main())
