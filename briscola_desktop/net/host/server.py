"""The host: a WebSocket server (``ws://HOST:PORT/``) in a thread of its own, hosting tables by code.

Public API (thread-safe; call it from the frame loop or a command line)::

    host = Host(port=0, save_dir=folder)          # port 0: a free port is picked
    port = host.start()                            # listening now; says which port
    opened = host.open_table(TableSettings(variant, fmt, seats=("friend", "friend", "medium", "friend")))
    opened.code, opened.token                      # the table code to give friends; seat 0's token
    # the host's own window joins seat 0 like any friend, over 127.0.0.1:
    client = Client(f"ws://127.0.0.1:{port}/", Hello(v=PROTOCOL_VERSION, code=opened.code, name="Ada",
                                                     token=opened.token))
    host.tables()                                  # [TableInfo]: code, variant, free seats, started (lobby, discovery)
    host.stop()

Everything that touches a table runs on the server's event-loop thread: the message
handlers and the tables' clock (computer seats think and play after a pause a person can
see; turn limits; absent players), so each table's :class:`~briscola_desktop.play.runner.MatchRunner`
is used by that one thread only. The clock does not tick at a fixed rate: it sleeps until the
first thing due at any table (:meth:`.tables.HostedTable.next_due`: a computer seat's turn, looked
at every :data:`TICK` until it has played; a turn limit running out; an absent player's time up; a
deal every person present is ready for) or the next sweep (every :data:`SWEEP` seconds, closing
the tables nobody uses). After a message or a connection's end, the clock asks that one table what
it has due next. Where only people are to act, none of them away or on a turn limit, the host
sleeps from one message to the next (the WebSocket keepalive pings, every 10 s a connection, are
the websockets library's own).

A remote person's move reaches the runner only after the connection is found to own the seat,
the position token matches and the rules core accepts it; a refusal names the rule and changes
nothing.

Safety: frames over 16 KiB are refused by the WebSocket layer (``max_size``); every frame is
decoded strictly (:func:`.protocol.decode_client`); a connection sending more than
:data:`RATE` messages a second is slowed and then dropped; wrong table codes from one address
make it wait (:mod:`.limits`); codes and token hashes are compared in constant time. One address
has at most ``connections_per_address`` connections and ``join_burst`` joins at once; a client that
stops reading is dropped (:mod:`.connection`). Tools whose simulated players all come from
127.0.0.1 raise ``rate``, ``connections_per_address`` and ``join_burst``. With
``allow_create`` (the headless ``--serve``) players open tables themselves with a ``Create`` message.

The parts: :mod:`.connection` serves each connection (the first message, then every later one,
held to the rate), :mod:`.registry` keeps the tables by code (opening, finding, reopening saved
ones, closing idle ones), and this module runs the server thread and offers the calls above.

With ``save_dir`` each table is saved (:mod:`briscola_desktop.userfiles.hosted`, one file per
code) in its lobby whenever a seat changes and in play after every trick and hand; a host started
again on the same folder opens the saved tables with the same codes, and players rejoin with their
tokens. A saved table that cannot be used is set aside (kept as ``.bad-<timestamp>``), said in
the log and in :meth:`Host.take_notices` (locale keys for the person hosting), and the host
goes on without it.
"""

from __future__ import annotations

import asyncio
import logging
import socket
import ssl
import threading
import time
from concurrent.futures import Future
from pathlib import Path
from typing import Any, Callable

from websockets.asyncio.server import serve

from briscola_desktop.play.seats import SeatPlayer
from briscola_desktop.userfiles.hosted import HostedTables

from .. import protocol as p
from .connection import HELLO_TIMEOUT, OUTBOX_BYTES, OUTBOX_LIMIT, WRITE_TIMEOUT, Connection, Doorkeeper
from .limits import (
    CODE_WINDOW, CONNECTIONS_PER_ADDRESS, JOIN_BURST, OVER_WINDOW, RATE, RATE_DROP, TABLES_PER_ADDRESS, WRONG_CODES,
)
from .registry import IDLE_TABLE, OpenedTable, TableInfo, TableRegistry
from .service import Service
from .tables import HostedTable, TableSettings

log = logging.getLogger(__name__)

TICK = 0.01                 # seconds between two looks at a computer seat's answer while one is to act
SWEEP = 5.0                 # seconds between two looks for idle tables and old wrong codes
MIN_PORT = 1024             # never a privileged port
DEFAULT_PORT = 47321        # Host(port=None) tries this one and the next PORT_RANGE - 1 in turn
PORT_RANGE = 10


class Host:
    """Hosts tables on ``ws://host:port/`` from a thread of its own (see the module docstring)."""

    def __init__(self, *, host: str = "127.0.0.1", port: int | None = 0, save_dir: Path | None = None,
                 make_player: Callable[[str, int], SeatPlayer] | None = None, pace: float = 1.0,
                 threaded: bool = True, allow_create: bool = False, max_tables: int = 1000,
                 rate: int = RATE, tables_per_address: int = TABLES_PER_ADDRESS, shard: str = "",
                 tls: ssl.SSLContext | None = None, proxies: tuple[str, ...] = (),
                 connections_per_address: int = CONNECTIONS_PER_ADDRESS, join_burst: int = JOIN_BURST,
                 write_timeout: float = WRITE_TIMEOUT) -> None:
        if port is not None and port != 0 and not MIN_PORT <= port <= 65535:
            raise ValueError(f"the port must be from {MIN_PORT} to 65535 (or 0 for a free one)")
        self.host = host
        self.port = port
        self.save_dir = Path(save_dir) if save_dir is not None else None
        self.notices: list[str] = []  # locale keys for the person hosting (a saved table set aside...)
        files = HostedTables(self.save_dir, self._tell) if self.save_dir is not None else None
        self._tables = TableRegistry(files, max_tables=max_tables, make_player=make_player, pace=pace,
                                     threaded=threaded, shard=shard)
        # A table server's own: codes minted behind its shard, TLS, /healthz and /metrics (net/service.py)
        self.service = Service(self._tables, shard=shard, tls=tls)
        self._door = Doorkeeper(self._tables, allow_create=allow_create, rate=rate,
                                tables_per_address=tables_per_address, proxies=frozenset(proxies),
                                connections_per_address=connections_per_address, join_burst=join_burst,
                                write_timeout=write_timeout)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stop: asyncio.Event | None = None
        # The tables' clock (on the server's thread): the next tick's timer and when it is due (loop.time()).
        self._timer: asyncio.TimerHandle | None = None
        self._deadline: float | None = None
        self._last_tick = self._swept = 0.0
        self._ready = threading.Event()
        self._error: BaseException | None = None
        #: Listening on IPv6 as well ([::] on the same port) when told every interface and the machine has it.
        self.listens_ipv6 = False
        self._for_good = False   # stop(closed=True): the tables are closed for good, their saves removed

    @property
    def messages_handled(self) -> int:
        return self._door.messages_handled

    @property
    def refused(self) -> int:
        return self._door.refused

    # ------------------------------------------------------------------ lifecycle (any thread)
    def start(self, timeout: float = 10.0) -> int:
        """Start serving; returns the port it listens on. Saved tables (``save_dir``) are opened again.

        ``port=None``: the first free port from DEFAULT_PORT (PORT_RANGE of them); 0: any free port.
        RuntimeError says why it could not listen."""
        if self.port is None:
            last: Exception | None = None
            for port in range(DEFAULT_PORT, DEFAULT_PORT + PORT_RANGE):
                self.port = port
                try:
                    return self._start(timeout)
                except RuntimeError as exc:
                    last = exc
            self.port = None
            raise RuntimeError(f"no free port from {DEFAULT_PORT} to {DEFAULT_PORT + PORT_RANGE - 1}: {last}")
        return self._start(timeout)

    def _start(self, timeout: float) -> int:
        self._ready.clear()
        self._error = None
        self._thread = threading.Thread(target=self._run, name="briscola-host", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise RuntimeError("the host did not start in time")
        if self._error is not None:
            self._thread.join(timeout)
            self._thread = None
            raise RuntimeError(f"the host could not start: {self._error}") from self._error
        return self.port

    def stop(self, timeout: float = 5.0, closed: bool = False) -> None:
        """Stop serving; the players are told the host left. ``closed``: the tables are closed for good (their
        saves removed, the players told so: a seat kept there is no use); else they stay saved, to open again."""
        self._for_good = self._for_good or closed
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(stop.set)
            except RuntimeError:
                pass
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    @property
    def url(self) -> str:
        """Where a client on this machine reaches the host (127.0.0.1 when it listens on every interface)."""
        host = "127.0.0.1" if self.host in ("0.0.0.0", "") else self.host
        return f"{'wss' if self.service.tls else 'ws'}://{host}:{self.port}/"

    def call(self, fn: Callable[[], Any], timeout: float = 5.0) -> Any:
        """Run ``fn`` on the server's thread and return its result (tables are touched there only)."""
        if self._loop is None:
            raise RuntimeError("the host is not running")
        future: Future = Future()

        def run() -> None:
            try:
                future.set_result(fn())
            except BaseException as exc:  # noqa: BLE001 - handed to the caller
                future.set_exception(exc)
            self._table_changed(None)   # fn may have changed any table

        self._loop.call_soon_threadsafe(run)
        return future.result(timeout)

    def open_table(self, settings: TableSettings) -> OpenedTable:
        """Open a table (the lobby) and return its code and seat 0's token."""
        problems = settings.problems()
        if problems:
            raise ValueError("; ".join(problems))

        def make() -> OpenedTable:
            table = self._tables.new_table(settings)
            return OpenedTable(table.code, table.give_token(0, None))

        return self.call(make)

    def tables(self) -> list[TableInfo]:
        return self.call(self._tables.infos)

    def table_actions(self, code: str) -> list[list[str]]:
        """The match's actions per hand at table ``code`` (tests and tools compare them)."""
        def read() -> list[list[str]]:
            table = self._tables[code]
            return [] if table.runner is None else table.runner.match.to_dict()["hands"]

        return self.call(read)

    def with_table(self, code: str, fn: Callable[[HostedTable], Any]) -> Any:
        """Run ``fn(table)`` on the server's thread (the lobby screen's and tests' door to a table)."""
        return self.call(lambda: fn(self._tables[code]))

    # ------------------------------------------------------------------ the server thread
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._main())
        except BaseException as exc:  # noqa: BLE001 - reported to start()
            self._error = exc
            log.exception("the host stopped")
        finally:
            self._ready.set()
            self._tables.close_all(for_good=self._for_good)
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        self._door.on_handled = self._table_changed
        self._last_tick = self._swept = time.monotonic()
        self._tables.load_saved()
        for key in self.notices:
            log.warning("told the person hosting: %s", key)
        options = dict(max_size=p.MAX_FRAME, compression=None, ping_interval=10, ping_timeout=20, max_queue=64,
                       close_timeout=1, **self.service.server_options())
        async with serve(self._door.serve, self.host, self.port, **options) as server:
            sock = next(iter(server.sockets))
            self.port = sock.getsockname()[1]
            also = await self._serve_ipv6_too(options)
            self._ready.set()
            self._schedule(SWEEP)
            self._table_changed(None)   # a saved match opened again may have a computer to act
            await self._stop.wait()
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
            # A host leaving on purpose says so (a crash cannot).
            self._tables.broadcast(p.Notice(p.NOTICE_HOST_LEFT, {p.HOST_LEFT_CLOSED: "1"} if self._for_good else {}))
            await asyncio.sleep(0.05)
            if also is not None:
                also.close()
            server.close()

    async def _serve_ipv6_too(self, options: dict) -> Any:
        """Told every interface (0.0.0.0), listen on IPv6's every interface too, on the same port, where
        the machine has IPv6; None where it has not (said in the log: IPv4 alone goes on)."""
        if self.host not in ("0.0.0.0", "") or not socket.has_ipv6:
            return None
        sock = socket.socket(socket.AF_INET6, socket.SOCK_STREAM)
        try:
            sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)   # IPv4 is the other server's
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            sock.bind(("::", self.port))
            server = await serve(self._door.serve, sock=sock, **options)
        except OSError as exc:
            sock.close()
            log.info("listening on IPv4 only: IPv6 is not available here (%s)", exc)
            return None
        self.listens_ipv6 = True
        return server

    def _tell(self, key: str) -> None:
        if key not in self.notices:
            self.notices.append(key)

    def take_notices(self) -> list[str]:
        """What the person hosting should be told (locale keys, each once), emptied as it is read."""
        def take() -> list[str]:
            taken = list(self.notices)
            self.notices.clear()
            return taken

        return self.call(take) if self._loop is not None and not self._loop.is_closed() else take()

    # ------------------------------------------------------------------ the tables' clock (server thread)
    def _schedule(self, delay: float) -> None:
        """Tick ``delay`` seconds from now, unless a tick is due sooner already (so a stream of messages
        never puts one off)."""
        loop = self._loop
        if loop is None:
            return
        at = loop.time() + max(0.0, delay)
        if self._deadline is not None and self._deadline <= at:
            return
        if self._timer is not None:
            self._timer.cancel()
        self._deadline = at
        self._timer = loop.call_at(at, self._tick)

    def _table_changed(self, table: HostedTable | None) -> None:
        """A message was handled or a connection ended at ``table`` (None: any table may have changed):
        what it has due next may be sooner now (a computer seat's turn began, a player left). Only that
        table is asked, so a message costs the same at one table or a thousand; the clock does not tick
        for the message itself (a tick after every message slowed every move's round trip)."""
        try:
            due = self._tables.next_due(TICK) if table is None else table.next_due(TICK)
        except Exception:  # noqa: BLE001 - the tick finds the fault, logs it and ends that table
            due = 0.0
        if due is not None:
            self._schedule(due)

    def _tick(self) -> None:
        """Every table's computers, turn limits and absent players (``HostedTable.tick``); every SWEEP
        seconds the tables nobody uses are closed. Then sleep until the first thing due at any table
        (``HostedTable.next_due``) or the next sweep, whichever is first: never on a fixed fast tick."""
        self._timer = self._deadline = None
        now = time.monotonic()
        dt, self._last_tick = now - self._last_tick, now
        try:
            if now - self._swept >= SWEEP:
                self._swept = now
                self._door.forget_old(now)
                self._tables.sweep(now)
            self._tables.tick(dt)
        finally:
            due = self._tables.next_due(TICK)
            until_sweep = max(0.0, SWEEP - (time.monotonic() - self._swept))
            self._schedule(until_sweep if due is None else min(due, until_sweep))


__all__ = ["Host", "OpenedTable", "TableInfo", "RATE", "TICK", "DEFAULT_PORT", "MIN_PORT", "PORT_RANGE",
           "TABLES_PER_ADDRESS", "Connection", "HostedTable", "TableSettings", "CODE_WINDOW", "HELLO_TIMEOUT",
           "IDLE_TABLE", "OUTBOX_LIMIT", "OVER_WINDOW", "RATE_DROP", "WRONG_CODES", "CONNECTIONS_PER_ADDRESS",
           "JOIN_BURST", "OUTBOX_BYTES", "WRITE_TIMEOUT"]
