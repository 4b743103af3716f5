"""Network figures on this machine's loopback: move round trip, a headless host under load, reconnection.

``python -m briscola_desktop.devtools.net_bench [cost|rtt|load|reconnect|shards|tls|hostile|rejoin|all] [options]`` prints:

- **cost**: the host's own CPU work per move with the sockets aside (the referee applying it, and
  every seat's update built and encoded): what bounds the moves a second one core can take.
- **rtt**: a move's round trip from a client's submit to its own echo event (the ``Update`` that
  carries its ``CardPlayed``), median and p99, on an in-process host (the host's own window case)
  while computer seats think on it at other tables.
- **load**: a headless host (``python -m briscola_desktop.net.server.serve``, a process of its own, pinned to
  one core where the machine allows) with N tables of two simulated clients on real sockets
  playing legal moves as fast as the rules allow: tables, moves a second, round trip median and
  p99, and the host's memory per table.
- **reconnect**: from a dropped connection to the seat's view restored (the resent ``Update``),
  median and p99.
- **shards** and **tls** (:mod:`.bench_service`): the load round on one table server and on three
  behind HAProxy, in one run; a move's round trip over ``wss://`` against ``ws://``, in one run.
- **rejoin** (:mod:`.net_rejoin_bench`, options of its own): from a returning seat's connection opening to
  its table shown as it is now (the real table scene), at every stage of a hand, median and p95.
- **hostile** (:mod:`.net_hostile_bench`, options of its own): a table server's memory with 200 silent and
  200 non-reading connections, and a while after.

Simulated players (:mod:`.bench_seats`) choose among the legal moves of the view they were sent,
like a person would; the host checks every move as it would a person's. Figures, never assertions:
nothing here fails because the machine is slow.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import threading
import time

from briscola_desktop.rules import MATCH_FORMATS, PRESETS, action_to_str

from . import net_hostile_bench, net_rejoin_bench
from briscola_desktop.net import protocol as p
from .net_load_bench import free_port, load_round, rss_kib, start_serve, stop_serve, timing
from .net_seats_bench import SeatStats, blocking_bot
from .net_service_bench import bench_shards, bench_tls
from briscola_desktop.net.join.client import Client
from briscola_desktop.net.host.server import Host
from briscola_desktop.net.host.limits import SIMULATED_PLAYERS
from briscola_desktop.net.host.tables import HostedTable, TableSettings


# ----------------------------------------------------------------------------- rtt

def bench_rtt(moves: int, busy_tables: int, level: str) -> None:
    host = Host(pace=0.0, **SIMULATED_PLAYERS)
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
          f"thinking): {timing(stats.rtt)}")


# ----------------------------------------------------------------------------- load

def bench_load(table_counts: list[int], seconds: float, profile: str | None = None, pin: bool = True) -> None:
    for tables in table_counts:
        port = free_port()
        proc = start_serve(port, profile, pin)
        try:
            time.sleep(0.3)
            base = rss_kib(proc.pid)
            r = asyncio.run(load_round(f"ws://127.0.0.1:{port}/", tables, seconds, proc.pid, base))
        finally:
            stop_serve(proc)
        print(f"--serve load: {r['tables']} two-seat tables, {r['moves_per_s']:.0f} moves/s, round trip "
              f"{timing(r['rtt'])}, host memory {r['rss_mib']:.1f} MiB ({r['kib_per_table']:.0f} KiB per table), "
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
    host = Host(pace=0.0, **SIMULATED_PLAYERS)
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
    print(f"reconnection (drop to the seat's view restored, loopback): {timing(samples)}")


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
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["hostile"]:
        return net_hostile_bench.main(argv[1:])
    if argv[:1] == ["rejoin"]:
        return net_rejoin_bench.main(argv[1:])
    ap = argparse.ArgumentParser(prog="python -m briscola_desktop.devtools.net_bench", description=__doc__.splitlines()[0])
    ap.add_argument("what", nargs="?", default="all",
                    choices=("cost", "rtt", "load", "reconnect", "shards", "tls", "all"))
    ap.add_argument("--matches", type=int, default=30, help="cost: matches played (default 30)")
    ap.add_argument("--moves", type=int, default=400, help="rtt: moves measured (default 400)")
    ap.add_argument("--busy", type=int, default=3, help="rtt: tables of computer seats thinking meanwhile")
    ap.add_argument("--level", default="medium", help="rtt: the thinking computers' level (default medium)")
    ap.add_argument("--tables", default="50,100,200", help="load: table counts, comma-separated")
    ap.add_argument("--seconds", type=float, default=8.0, help="load: seconds measured per table count")
    ap.add_argument("--reconnects", type=int, default=30, help="reconnect: drops measured")
    ap.add_argument("--profile", default=None, help="load: write the host's cProfile statistics to this file")
    ap.add_argument("--no-pin", action="store_true", help="load: let the system place the host and the players")
    ap.add_argument("--shard-tables", type=int, default=200,
                    help="shards: two-seat tables on one instance, then on three behind HAProxy (default 200)")
    ap.add_argument("--shard-save", action="store_true",
                    help="shards: every server saves its tables after each trick (as --save-dir does)")
    ap.add_argument("--tls-moves", type=int, default=200, help="tls: round trips a round (default 200)")
    ap.add_argument("--tls-rounds", type=int, default=5, help="tls: rounds of wss:// then ws:// (default 5)")
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
    if args.what in ("shards", "all"):
        bench_shards(args.shard_tables, args.seconds, args.shard_save)
    if args.what in ("tls", "all"):
        bench_tls(args.tls_moves, args.tls_rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
