"""The load round the network figures share: a headless host in a process of its own, and N tables of
two simulated players on real sockets (:mod:`.bench_seats`), measured for some seconds.

Used by ``bench net load`` (:mod:`.bench`) and ``bench net shards`` (:mod:`.bench_service`).
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

from briscola_desktop.net import protocol as p
from .net_seats_bench import SeatStats, SimSeat
from briscola_desktop.net.server.fleet import free_port

ROOT = Path(__file__).resolve().parents[2]


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timing(values: list[float]) -> str:
    if not values:
        return "no samples"
    return f"median {statistics.median(values) * 1000:.2f} ms, p99 {percentile(values, 0.99) * 1000:.2f} ms (n={len(values)})"


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of process ``pid`` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


#: A table server's limits raised for simulated players (all from 127.0.0.1, far faster than people).
RAISED_LIMITS = ("--rate", "100000", "--max-tables", "100000", "--tables-per-address", "100000",
                 "--connections-per-address", "100000", "--join-burst", "100000")


def start_serve(port: int, profile: str | None = None, pin: bool = True, save_dir: Path | None = None, *,
                root: Path = ROOT, limits: tuple[str, ...] = RAISED_LIMITS) -> subprocess.Popen:
    """A table server process on ``port`` (its tables autosaved in ``save_dir`` if given), its output read
    all along (one log line per table event: a pipe nobody read would stop it once full). ``root``: the
    source tree it runs from (another version's, to compare), with the ``limits`` options it knows."""
    cmd = [sys.executable, *(["-m", "cProfile", "-o", profile] if profile else []), "-m", "briscola_desktop.net.server.serve",
           "--port", str(port), "--pace", "0", *limits, *(["--save-dir", str(save_dir)] if save_dir is not None else [])]
    env = dict(os.environ, PYTHONPATH=str(root) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    line = proc.stdout.readline()
    if f":{port}/" not in line:
        proc.kill()
        raise SystemExit(f"the headless host did not start: {line}")
    threading.Thread(target=proc.stdout.read, name="serve-output", daemon=True).start()
    if not pin:
        return proc
    try:
        os.sched_setaffinity(proc.pid, {0})          # the host on one core ...
        os.sched_setaffinity(0, set(range(1, os.cpu_count() or 2)) or {0})  # ... the simulated players on the rest
    except (AttributeError, OSError):
        pass
    return proc


def stop_serve(proc: subprocess.Popen) -> None:
    """Stop a table server started by :func:`start_serve` as a service manager would: SIGTERM, then a kill
    after ten seconds."""
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


async def load_round(url: str, tables: int, seconds: float, pid: int | list[int], base_rss: int) -> dict:
    """``tables`` two-seat tables played at ``url`` for ``seconds``; the host's CPU and memory are those of
    the process ``pid`` (or the sum over a list of them: a fleet of table servers)."""
    pids = pid if isinstance(pid, list) else [pid]
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
    cpu0, own0 = sum(map(cpu_seconds, pids)), cpu_seconds(os.getpid())
    await asyncio.sleep(seconds)
    elapsed = time.perf_counter() - t0
    host_cpu = (sum(map(cpu_seconds, pids)) - cpu0) / elapsed
    players_cpu = (cpu_seconds(os.getpid()) - own0) / elapsed
    moves, rtt = stats.moves, list(stats.rtt)
    rss = sum(map(rss_kib, pids))
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    return {"tables": tables, "moves_per_s": moves / elapsed, "rtt": rtt, "errors": stats.errors,
            "kib_per_table": (rss - base_rss) / tables, "rss_mib": rss / 1024, "host_cpu": host_cpu,
            "players_cpu": players_cpu}


__all__ = ["ROOT", "cpu_seconds", "free_port", "load_round", "percentile", "rss_kib", "start_serve", "timing"]
