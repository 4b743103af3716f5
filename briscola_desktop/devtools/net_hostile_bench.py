"""What hostile clients cost a host: its memory with many silent and many non-reading connections.

``python -m briscola_desktop.bench net hostile`` (or ``python -m briscola_desktop.devtools.net_hostile_bench``)
starts a table server process (``--serve``, its per-address limits raised: every client here comes
from 127.0.0.1) and reads its resident memory (RSS, ``/proc``) and the bytes the kernel holds unsent on
its connections (the Send-Q ``ss`` shows: where a host's unsent bytes wait once written) at each step:

1. started, nothing connected;
2. ``--silent`` clients seated at tables of their own, reading what they are sent and saying nothing;
3. each wave: ``--deaf`` clients seated at other tables that never read (raw sockets with a small
   receive buffer, the WebSocket handshake and a hello written by hand: :func:`deaf_connection`),
   each sent ``--rounds`` lobby messages by its table's opener; then the same ``--wait`` seconds later.
   A host that drops the clients which stop reading (:mod:`.connection`) holds a bounded amount for
   each, for a bounded time, and reuses it for the next wave; one that does not holds it for good.

``--root DIR --old-limits`` runs another source tree's server instead (the version before a change,
e.g. ``git archive HEAD briscola_desktop | tar -x -C DIR``), with the options it knows. Every socket is on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import os
import socket
import struct
import subprocess
import time
import urllib.request
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

from briscola_desktop.net import protocol as p
from .net_load_bench import RAISED_LIMITS, ROOT, free_port, rss_kib, start_serve, stop_serve
from briscola_desktop.net.host.service import REFRESH

#: The receive buffer a non-reading client asks for: the kernel's smallest, so the host's writes back up soon.
DEAF_RCVBUF = 4096
#: Guests at a table of the bench (seats 1 to 4; the opener flips seat 5 to flood the table with lobbies).
GUESTS = 4
#: Seat changes an opener sends before reading their lobbies back.
FLOOD_BATCH = 25


def masked_text_frame(data: bytes) -> bytes:
    """A client's WebSocket text frame (RFC 6455 5.2), masked with a zero key (the payload as it is)."""
    size = len(data)
    if size < 126:
        head = struct.pack("!BB", 0x81, 0x80 | size)
    elif size < 1 << 16:
        head = struct.pack("!BBH", 0x81, 0x80 | 126, size)
    else:
        head = struct.pack("!BBQ", 0x81, 0x80 | 127, size)
    return head + b"\0\0\0\0" + data


def deaf_connection(port: int, first: Any, *, host: str = "127.0.0.1", timeout: float = 5.0) -> socket.socket:
    """A WebSocket client that sends ``first`` (a hello or a create) and then never reads again.

    The handshake's answer is read byte by byte up to its blank line, so no frame of the host's is taken
    from the socket; its receive buffer is the kernel's smallest (:data:`DEAF_RCVBUF`)."""
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, DEAF_RCVBUF)   # before connect: the window it offers
    sock.settimeout(timeout)
    sock.connect((host, port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET / HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    answer = b""
    while not answer.endswith(b"\r\n\r\n"):
        byte = sock.recv(1)
        if not byte:
            raise ConnectionError("the host closed the connection during the handshake")
        answer += byte
    if not answer.startswith(b"HTTP/1.1 101"):
        raise ConnectionError(f"the host refused the WebSocket: {answer.splitlines()[0]!r}")
    sock.sendall(masked_text_frame(p.encode(first)))
    return sock


def _create(name: str, seats: int = 6) -> p.Create:
    return p.Create(v=p.PROTOCOL_VERSION, name=name, variant="six_players" if seats == 6 else "two_players",
                    format="single_hand", seats=[p.FRIEND] * seats)


async def _open_tables(url: str, count: int) -> list[tuple[Any, str]]:
    """``count`` tables of six seats, each with its opener connected: (the opener's connection, the code)."""
    openers = []
    for i in range(count):
        ws = await connect(url, proxy=None, max_queue=None, compression=None)
        await ws.send(p.encode(_create(f"Opener{i}")).decode())
        welcome = p.decode_host(await ws.recv())
        assert isinstance(welcome, p.Welcome), welcome
        openers.append((ws, welcome.table.code))
    return openers


async def _silent(url: str, code: str, name: str) -> Any:
    """A guest that reads what it is sent (its library does) and says nothing after its hello."""
    ws = await connect(url, proxy=None, max_queue=None, compression=None)
    await ws.send(p.encode(p.Hello(v=p.PROTOCOL_VERSION, code=code, name=name)).decode())
    return ws


async def _flood(opener: Any, rounds: int) -> None:
    """The opener changes a free seat back and forth, ``FLOOD_BATCH`` changes at a time, each batch's lobbies
    read back before the next: every change sends the lobby to everyone at the table, and only the guests
    that do not read fall behind."""
    for start in range(0, rounds, FLOOD_BATCH):
        batch = range(start, min(rounds, start + FLOOD_BATCH))
        for r in batch:
            await opener.send(p.encode(p.SetSeat(seat=5, kind="medium" if r % 2 == 0 else p.FRIEND)).decode())
        echoed = 0
        while echoed < len(batch):
            echoed += isinstance(p.decode_host(await opener.recv()), p.Lobby)


def _unsent_kib(port: int) -> int:
    """Bytes the kernel holds unsent on the host's side of its connections (the Send-Q ``ss`` shows), in KiB."""
    try:
        out = subprocess.run(["ss", "-Htn", f"sport = :{port}"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return -1
    return sum(int(line.split()[2]) for line in out.splitlines() if len(line.split()) > 2) // 1024


def _metric(port: int, name: str) -> str:
    """A value of the server's /metrics ("-" where the server has no such metric: an older version)."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as answer:
            text = answer.read().decode()
    except OSError:
        return "-"
    return next((line.split()[-1] for line in text.splitlines() if line.startswith(name + " ")), "-")


def measure(silent: int, deaf: int, rounds: int, wait: float, waves: int, root: Path = ROOT,
            limits: tuple[str, ...] = RAISED_LIMITS) -> list[tuple[str, int, int, str]]:
    """(step, the host's RSS in KiB, its unsent bytes in the kernel in KiB, connections open / dropped) at each step
    (see the module docstring)."""
    port = free_port()
    proc = start_serve(port, root=root, limits=limits)
    url = f"ws://127.0.0.1:{port}/"
    figures: list[tuple[str, int, int, str]] = []
    deaf_sockets: list[socket.socket] = []

    async def look(step: str) -> None:
        await asyncio.sleep(REFRESH + 0.1)    # the metrics page is made anew at most once a REFRESH
        counts = (f"{_metric(port, 'briscola_connections')} open, "
                  f"{_metric(port, 'briscola_connections_dropped_total')} dropped")
        figures.append((step, rss_kib(proc.pid), _unsent_kib(port), counts))

    async def run() -> None:
        await look("started")
        quiet = await _open_tables(url, (silent + GUESTS - 1) // GUESTS)
        guests = [await _silent(url, quiet[i // GUESTS][1], f"Quiet{i}") for i in range(silent)]
        await asyncio.sleep(1.0)
        await look(f"{silent} silent connections")
        for wave in range(1, waves + 1):
            loud = await _open_tables(url, (deaf + GUESTS - 1) // GUESTS)
            for i in range(deaf):
                hello = p.Hello(v=p.PROTOCOL_VERSION, code=loud[i // GUESTS][1], name=f"Deaf{i}")
                deaf_sockets.append(await asyncio.to_thread(deaf_connection, port, hello))
            await asyncio.gather(*(_flood(ws, rounds) for ws, _ in loud))
            await look(f"wave {wave}: + {deaf} non-reading connections, {rounds} lobbies each")
            await asyncio.sleep(wait)
            await look(f"wave {wave}: {wait:g} s later")
            for ws, _ in loud:
                await ws.close()
        for ws in guests + [ws for ws, _ in quiet]:
            await ws.close()

    try:
        asyncio.run(run())
    finally:
        for sock in deaf_sockets:
            sock.close()
        stop_serve(proc)
    return figures


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench net hostile", description=__doc__.split("\n\n")[0])
    ap.add_argument("--silent", type=int, default=200, help="silent connections (default 200)")
    ap.add_argument("--deaf", type=int, default=200, help="non-reading connections a wave (default 200)")
    ap.add_argument("--waves", type=int, default=2, help="waves of non-reading connections (default 2)")
    ap.add_argument("--rounds", type=int, default=2000,
                    help="lobby messages flooded to each non-reading connection (default 2000, about 2 MiB)")
    ap.add_argument("--wait", type=float, default=15.0, help="seconds before the next look (default 15)")
    ap.add_argument("--root", type=Path, default=ROOT, help="the source tree whose server runs (default this one)")
    ap.add_argument("--old-limits", action="store_true",
                    help="give the server only the limit options a version without the per-address limits knows")
    args = ap.parse_args(argv)
    started = time.monotonic()
    limits = RAISED_LIMITS[:6] if args.old_limits else RAISED_LIMITS
    print(f"host: {args.root}; unsent: the bytes the kernel holds for the host's connections", flush=True)
    for step, rss, tcp, counts in measure(args.silent, args.deaf, args.rounds, args.wait, args.waves, args.root,
                                          limits):
        print(f"host RSS {rss / 1024:7.1f} MiB  unsent {tcp / 1024:7.1f} MiB  connections {counts:20}  {step}",
              flush=True)
    print(f"({time.monotonic() - started:.0f} s; one --serve process, every client on 127.0.0.1)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
