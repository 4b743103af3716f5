"""Figures of the table server as a service: shards behind HAProxy against one instance, TLS against plain.

``python -m briscola_desktop.bench net shards`` (or ``python -m briscola_desktop.devtools.net_bench shards``):
N two-seat tables of simulated players (as ``load``) on one ``--serve`` instance, then on three
instances behind HAProxy with ``deploy/haproxy.cfg`` (:mod:`.fleet`), in one run: moves a second,
round trip median and p99, the servers' CPU. Nothing is pinned to a core in either round.

``python -m briscola_desktop.bench net tls``: a move's round trip at an in-process host over
``wss://`` (a certificate of an authority made for the run with ``openssl``, trusted through
``SSL_CERT_FILE``) and over ``ws://``, alternating rounds in one run, medians of each.

Figures, never assertions.
"""

from __future__ import annotations

import asyncio
import os
import ssl
import statistics
import tempfile
import threading
import time
from pathlib import Path

from briscola_desktop.rules import MATCH_FORMATS, PRESETS

from briscola_desktop.net import protocol as p
from briscola_desktop.net.server.authority import make_authority
from .net_load_bench import RAISED_LIMITS, load_round, start_serve, stop_serve, timing
from .net_seats_bench import SeatStats, blocking_bot
from briscola_desktop.net.server.fleet import Fleet, free_port, haproxy_missing
from briscola_desktop.net.host.server import Host
from briscola_desktop.net.host.limits import SIMULATED_PLAYERS
from briscola_desktop.net.host.service import tls_context
from briscola_desktop.net.host.tables import TableSettings

SERVE_ARGS = ("--pace", "0", *RAISED_LIMITS)


def _report(label: str, r: dict) -> None:
    print(f"{label}: {r['tables']} two-seat tables, {r['moves_per_s']:.0f} moves/s, round trip {timing(r['rtt'])}, "
          f"servers' CPU {r['host_cpu'] * 100:.0f}% of a core (simulated players {r['players_cpu'] * 100:.0f}%), "
          f"refusals {r['errors']}", flush=True)


def bench_shards(tables: int, seconds: float, save: bool = False) -> None:
    """One instance, then three behind HAProxy, with the same tables and players (and with ``save``, every
    server saving its tables after each trick, as a deployment that survives a restart does)."""
    why = haproxy_missing()
    if why is not None:
        print(f"shards: not measured: {why}")
        return
    port = free_port()
    saves = tempfile.TemporaryDirectory() if save else None
    proc = start_serve(port, pin=False, save_dir=Path(saves.name) if saves is not None else None)
    try:
        time.sleep(0.3)
        one = asyncio.run(load_round(f"ws://127.0.0.1:{port}/", tables, seconds, proc.pid, 0))
    finally:
        stop_serve(proc)
        if saves is not None:
            saves.cleanup()
    saving = ", saving its tables" if save else ""
    _report(f"one --serve instance{saving}", one)
    with tempfile.TemporaryDirectory() as folder, Fleet(Path(folder), serve_args=SERVE_ARGS, save=save) as fleet:
        pids = [i.proc.pid for i in fleet.instances.values() if i.proc is not None]
        three = asyncio.run(load_round(fleet.url, tables, seconds, pids, 0))
        spread = {shard: fleet.health(shard)["tables"] for shard in fleet.instances}
    _report(f"three --serve instances behind HAProxy{saving}", three)
    print(f"  tables per instance: {spread}", flush=True)


def _round_trips(tls: ssl.SSLContext | None, moves: int) -> list[float]:
    """``moves`` round trips of one seat at a two-seat table of an in-process host (with TLS or not)."""
    stats = SeatStats()
    stop = threading.Event()
    host = Host(pace=0.0, **SIMULATED_PLAYERS, tls=tls)
    host.start()
    try:
        opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["first_to_five"],
                                               (p.FRIEND, p.FRIEND)))
        blocking_bot(host.url, opened.code, None, stop, start=False)
        measured = blocking_bot(host.url, opened.code, opened.token, stop, start=True, stats=stats, wait_for=2,
                                limit=moves)
        measured.done.wait(300)
    finally:
        stop.set()
        host.stop()
    return stats.rtt


def bench_tls(moves: int, rounds: int) -> None:
    """A move's round trip over wss:// and over ws://, alternating, in one run."""
    with tempfile.TemporaryDirectory() as folder:
        try:
            authority = make_authority(Path(folder))
        except RuntimeError as exc:
            print(f"tls: not measured: {exc}")
            return
        before = os.environ.get("SSL_CERT_FILE")
        os.environ["SSL_CERT_FILE"] = str(authority.ca)
        contexts = {"wss": tls_context(authority.cert, authority.key), "ws": None}
        samples: dict[str, list[float]] = {"wss": [], "ws": []}
        medians: dict[str, list[float]] = {"wss": [], "ws": []}
        try:
            for _ in range(rounds):
                for scheme in ("wss", "ws"):
                    rtt = _round_trips(contexts[scheme], moves)
                    samples[scheme] += rtt
                    medians[scheme].append(statistics.median(rtt) if rtt else float("nan"))
        finally:
            if before is None:
                os.environ.pop("SSL_CERT_FILE", None)
            else:
                os.environ["SSL_CERT_FILE"] = before
    for scheme in ("wss", "ws"):
        per_round = ", ".join(f"{m * 1000:.2f}" for m in medians[scheme])
        print(f"move round trip over {scheme}:// (in-process host, loopback, {rounds} rounds of {moves} moves): "
              f"{timing(samples[scheme])}; round medians {per_round} ms", flush=True)


__all__ = ["bench_shards", "bench_tls"]
