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
handlers and a periodic tick (computer seats think and play after a pause a person can
see; turn limits; absent players), so each table's :class:`~briscola_desktop.play.runner.MatchRunner`
is used by that one thread only. A remote person's move reaches the runner only after the
connection is found to own the seat, the position token matches and the rules core accepts
it; a refusal names the rule and changes nothing.

Safety: frames over 16 KiB are refused by the WebSocket layer (``max_size``); every frame is
decoded strictly (:func:`.protocol.decode_client`); a connection sending more than
:data:`RATE` messages a second is slowed and then dropped; wrong table codes from one address
make it wait; codes and token hashes are compared in constant time. With ``allow_create`` (the
headless ``--serve``) players open tables themselves with a ``Create`` message.

With ``save_dir`` each table is saved (:mod:`briscola_desktop.userfiles.hosted`, one file per
code) in its lobby whenever a seat changes and in play after every trick and hand; a host started
again on the same folder opens the saved tables with the same codes, and players rejoin with their
tokens. A saved table that cannot be used is set aside (kept as ``.bad-<timestamp>``), said in
the log and in :meth:`Host.take_notices` (locale keys for the person hosting), and the host
goes on without it.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import threading
import time
from collections import deque
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from briscola_desktop.play.seats import SeatPlayer
from briscola_desktop.userfiles.hosted import HostedTables

from . import protocol as p
from .tables import HostedTable, TableSettings, new_code, normalize_code, open_saved_table, settings_from_create

log = logging.getLogger(__name__)

RATE = 20                   # messages a second a person may send; more is slowed
RATE_DROP = 20              # ... and this many messages over the rate within OVER_WINDOW drop the connection
OVER_WINDOW = 5.0
WRONG_CODES = 5             # wrong codes from one address within CODE_WINDOW seconds make it wait
CODE_WINDOW = 30.0
HELLO_TIMEOUT = 10.0        # a connection that says nothing this long is closed
OUTBOX_LIMIT = 500          # a connection this many messages behind is too slow to keep
TABLES_PER_ADDRESS = 20     # tables one address may have opened at once on a headless host
TICK = 0.01                 # seconds between two ticks of every table
MIN_PORT = 1024             # never a privileged port
DEFAULT_PORT = 47321        # Host(port=None) tries this one and the next PORT_RANGE - 1 in turn
PORT_RANGE = 10
IDLE_TABLE = 1800.0         # a table nobody is connected to for this long (match over or never started) is closed


@dataclass(frozen=True)
class OpenedTable:
    code: str
    token: str              # seat 0's token: the host's own window joins with it


@dataclass(frozen=True)
class TableInfo:
    """A table as the host's lobby screen and discovery show it."""

    code: str
    public_id: str          # what discovery shows (never the code)
    variant: str
    players: int
    free_seats: int
    names: tuple[str | None, ...]
    started: bool


class Connection:
    """One WebSocket client: its outbox (sent in order by a writer task) and the seat it owns."""

    def __init__(self, ws: ServerConnection, address: str) -> None:
        self.ws = ws
        self.address = address
        self.outbox: asyncio.Queue[bytes | None] = asyncio.Queue()
        self.table: HostedTable | None = None
        self.seat: int | None = None
        self.times: deque[float] = deque()     # when the messages of the last second came
        self.over: deque[float] = deque()      # when messages over the rate came (last OVER_WINDOW s)
        self.closing: str | None = None

    def send(self, message: Any) -> None:
        if self.closing is not None:
            return
        if self.outbox.qsize() > OUTBOX_LIMIT:
            self.close_soon("too slow to keep up")
            return
        self.outbox.put_nowait(p.encode(message))

    def close_soon(self, reason: str) -> None:
        if self.closing is None:
            self.closing = reason
            self.outbox.put_nowait(None)


class Host:
    """Hosts tables on ``ws://host:port/`` from a thread of its own (see the module docstring)."""

    def __init__(self, *, host: str = "127.0.0.1", port: int | None = 0, save_dir: Path | None = None,
                 make_player: Callable[[str, int], SeatPlayer] | None = None, pace: float = 1.0,
                 threaded: bool = True, allow_create: bool = False, max_tables: int = 1000,
                 rate: int = RATE, tables_per_address: int = TABLES_PER_ADDRESS) -> None:
        if port is not None and port != 0 and not MIN_PORT <= port <= 65535:
            raise ValueError(f"the port must be from {MIN_PORT} to 65535 (or 0 for a free one)")
        self.host = host
        self.port = port
        self.save_dir = Path(save_dir) if save_dir is not None else None
        self.notices: list[str] = []  # locale keys for the person hosting (a saved table set aside...)
        self._files = HostedTables(self.save_dir, self._tell) if self.save_dir is not None else None
        self.make_player = make_player
        self.pace = pace
        self.threaded = threaded
        self.allow_create = allow_create
        self.max_tables = max_tables
        self.rate = rate            # messages a second per connection before slowing (tools raise it for bots)
        self.tables_per_address = tables_per_address
        self._tables: dict[str, HostedTable] = {}
        self._wrong: dict[str, deque[float]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self.messages_handled = 0
        self.refused = 0

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

    def stop(self, timeout: float = 5.0) -> None:
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
        return f"ws://{host}:{self.port}/"

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

        self._loop.call_soon_threadsafe(run)
        return future.result(timeout)

    def open_table(self, settings: TableSettings) -> OpenedTable:
        """Open a table (the lobby) and return its code and seat 0's token."""
        problems = settings.problems()
        if problems:
            raise ValueError("; ".join(problems))
        if settings.seats[0] != p.FRIEND:
            raise ValueError("seat 1 is the host's own: it is a friend's seat")

        def make() -> OpenedTable:
            table = self._new_table(settings)
            return OpenedTable(table.code, table.give_token(0, None))

        return self.call(make)

    def tables(self) -> list[TableInfo]:
        def snapshot() -> list[TableInfo]:
            return [TableInfo(t.code, t.public_id, t.settings.variant.name, t.settings.variant.players, t.free_seats(),
                              tuple(s.name for s in t.seats), t.started) for t in self._tables.values()]

        return self.call(snapshot)

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
            for table in self._tables.values():
                table.close()
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        self._load_saved()
        async with serve(self._serve, self.host, self.port, max_size=p.MAX_FRAME, compression=None,
                         ping_interval=10, ping_timeout=20, max_queue=64, close_timeout=1) as server:
            sock = next(iter(server.sockets))
            self.port = sock.getsockname()[1]
            self._ready.set()
            ticker = asyncio.create_task(self._tick())
            await self._stop.wait()
            ticker.cancel()
            for table in self._tables.values():  # a host leaving on purpose says so (a crash cannot)
                table.broadcast(p.Notice(p.NOTICE_HOST_LEFT, {}))
            await asyncio.sleep(0.05)
            server.close()

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

    def _load_saved(self) -> None:
        """Open the saved tables again; one that cannot be used is set aside and the host goes on."""
        files = self._files
        if files is None:
            return
        for saved in files.load_all():  # each value checked; a damaged file is set aside there
            if len(self._tables) >= self.max_tables:
                log.error("not opening the saved table %s: this host has as many tables as it can take", saved.code)
                continue
            try:
                table = open_saved_table(saved, files, send=self._send, make_player=self.make_player,
                                         pace=self.pace, threaded=self.threaded)
            except Exception as exc:  # noqa: BLE001 - a table the host cannot open is set aside, the others open
                log.error("the saved table %s cannot be opened: %s", saved.code, exc)
                files.set_aside(saved.code, f"the host cannot open this table: {type(exc).__name__}: {exc}")
                continue
            self._tables[table.code] = table
        for key in self.notices:
            log.warning("told the person hosting: %s", key)

    def _new_table(self, settings: TableSettings) -> HostedTable:
        if len(self._tables) >= self.max_tables:
            raise p.NetError(p.ErrorCode.BAD_TABLE, "this host has as many tables as it can take")
        code = new_code()
        while code in self._tables:
            code = new_code()
        table = HostedTable(code, settings, send=self._send, make_player=self.make_player, pace=self.pace,
                            threaded=self.threaded, files=self._files)
        self._tables[code] = table
        return table

    @staticmethod
    def _send(conn: Connection, message: Any) -> None:
        conn.send(message)

    async def _tick(self) -> None:
        last = swept = time.monotonic()
        while True:
            await asyncio.sleep(TICK)
            now = time.monotonic()
            dt, last = now - last, now
            if now - swept > 5.0:
                swept = now
                self._sweep(now)
            for table in list(self._tables.values()):
                try:
                    table.tick(dt)
                except Exception:  # noqa: BLE001 - one table's fault must not stop the others
                    log.exception("table %s failed; it is ended", table.code)
                    table.end("")
                    table.ended = True

    def _sweep(self, now: float) -> None:
        """Close the tables nobody uses: no one connected for IDLE_TABLE, and no match left to finish.
        Forget wrong codes older than CODE_WINDOW."""
        for address in [a for a, times in self._wrong.items() if not times or now - times[-1] > CODE_WINDOW]:
            del self._wrong[address]
        for code, table in list(self._tables.items()):
            if any(s.conn is not None for s in table.seats) or now - table.last_active < IDLE_TABLE:
                continue
            if table.ended or not table.started or table.runner.match.is_over:
                table.close()
                if table.store is not None and not table.started:
                    table.store.clear_autosave()
                del self._tables[code]

    # ------------------------------------------------------------------ one connection
    async def _serve(self, ws: ServerConnection) -> None:
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        conn = Connection(ws, address)
        writer = asyncio.create_task(self._write(conn))
        try:
            try:
                first = await asyncio.wait_for(ws.recv(decode=False), HELLO_TIMEOUT)
            except asyncio.TimeoutError:
                conn.send(p.Error(p.ErrorCode.BAD_MESSAGE.value, "say hello first"))
                return
            await self._handle(conn, first, first_message=True)
            if conn.table is None:
                return
            while conn.closing is None:
                frame = await ws.recv(decode=False)  # bytes as sent: msgspec checks the UTF-8 itself
                if not await self._rate_ok(conn):
                    break
                await self._handle(conn, frame, first_message=False)
        except ConnectionClosed:
            pass
        finally:
            if conn.table is not None and conn.seat is not None:
                conn.table.detach(conn.seat, conn)
            conn.close_soon("bye")
            try:
                await asyncio.wait_for(writer, 2.0)
            except (asyncio.TimeoutError, ConnectionClosed):
                writer.cancel()

    async def _write(self, conn: Connection) -> None:
        try:
            while True:
                data = await conn.outbox.get()
                if data is None:
                    break
                await conn.ws.send(data, text=True)  # JSON text frames, without decoding them first
        except ConnectionClosed:
            return
        if conn.closing in ("bye",):
            await conn.ws.close()
        else:
            await conn.ws.close(1008, (conn.closing or "")[:100])

    async def _rate_ok(self, conn: Connection) -> bool:
        """More than ``rate`` (RATE) messages in a second: slowed; RATE_DROP such within OVER_WINDOW: dropped.

        Slowing reads is what holds a flood back (the sender's socket fills), so the count over
        the rate is kept for a while rather than forgotten as soon as the slowed pace is legal."""
        now = time.monotonic()
        times, over = conn.times, conn.over
        times.append(now)
        while times and now - times[0] > 1.0:
            times.popleft()
        while over and now - over[0] > OVER_WINDOW:
            over.popleft()
        if len(times) <= self.rate:
            return True
        over.append(now)
        if len(over) > RATE_DROP:
            conn.send(p.Error(p.ErrorCode.TOO_FAST.value, "too many messages: the connection is closed"))
            conn.close_soon("too many messages")
            return False
        await asyncio.sleep(1.0 / self.rate)  # slowed: a person never sends this fast
        return True

    async def _handle(self, conn: Connection, frame: str | bytes, *, first_message: bool) -> None:
        self.messages_handled += 1
        try:
            message = p.decode_client(frame)
            if first_message:
                self._greet(conn, message)
            else:
                self._dispatch(conn, message)
        except p.NetError as exc:
            self.refused += 1
            conn.send(p.Error(exc.code, exc.message, exc.rule))
            if first_message:
                conn.close_soon(exc.code)
        except Exception:  # noqa: BLE001 - a fault of ours: said to the player, logged, the host goes on
            log.exception("could not handle a message at table %s", conn.table.code if conn.table else "-")
            self.refused += 1
            conn.send(p.Error(p.ErrorCode.BAD_MESSAGE.value, "the host could not handle this message"))
            if first_message:
                conn.close_soon("error")

    def _greet(self, conn: Connection, message: Any) -> None:
        if isinstance(message, p.Create):
            if not self.allow_create:
                raise p.NetError(p.ErrorCode.BAD_MESSAGE, "tables are opened by the host here: join with a code")
            name = p.clean_name(message.name)
            if sum(1 for t in self._tables.values() if t.opened_by == conn.address) >= self.tables_per_address:
                raise p.NetError(p.ErrorCode.WAIT, "this address has opened as many tables as it may: "
                                                   "finish or leave one first")
            table = self._new_table(settings_from_create(message))
            table.opened_by = conn.address
            token = table.give_token(0, name)
            self._seat(conn, table, 0, name, token)
            return
        if not isinstance(message, p.Hello):
            raise p.NetError(p.ErrorCode.BAD_MESSAGE, "the first message is a hello")
        self._check_not_locked(conn.address)
        table = self._find(message.code)
        if table is None:
            self._wrong.setdefault(conn.address, deque()).append(time.monotonic())
            raise p.NetError(p.ErrorCode.BAD_CODE, "no table has this code")
        if message.token is not None:
            seat = table.seat_of_token(message.token)
            if seat is None:
                self._wrong.setdefault(conn.address, deque()).append(time.monotonic())
                raise p.NetError(p.ErrorCode.BAD_TOKEN, "this seat token is not one of this table's")
            name = p.clean_name(message.name) if message.name else table.seats[seat].name
            if name is None:
                raise p.NetError(p.ErrorCode.BAD_NAME, "a name needs at least one letter")
            self._seat(conn, table, seat, name, message.token)
            return
        name = p.clean_name(message.name)
        if table.ended:
            raise p.NetError(p.ErrorCode.ENDED, "the match at this table has ended")
        seat, token = table.take_free_seat(name)
        self._seat(conn, table, seat, name, token)

    def _seat(self, conn: Connection, table: HostedTable, seat: int, name: str, token: str) -> None:
        conn.table, conn.seat = table, seat
        table.attach(seat, conn, name, token)

    def _check_not_locked(self, address: str) -> None:
        wrong = self._wrong.get(address)
        if not wrong:
            return
        now = time.monotonic()
        while wrong and now - wrong[0] > CODE_WINDOW:
            wrong.popleft()
        if len(wrong) >= WRONG_CODES:
            wait = int(CODE_WINDOW - (now - wrong[0])) + 1
            raise p.NetError(p.ErrorCode.WAIT, f"too many wrong codes: wait {wait} seconds and try again")

    def _find(self, code: str) -> HostedTable | None:
        wanted = normalize_code(code)[:32]
        found = None
        for known, table in self._tables.items():
            if hmac.compare_digest(known.encode(), wanted.encode()):
                found = table
        return found

    def _dispatch(self, conn: Connection, message: Any) -> None:
        table, seat = conn.table, conn.seat
        assert table is not None and seat is not None
        if isinstance(message, p.Move):
            table.move(seat, message)
        elif isinstance(message, p.Ready):
            table.say_ready(seat, message.hand_index)
        elif isinstance(message, p.Quick):
            table.quick(seat, message.id)
        elif isinstance(message, p.Rematch):
            table.ask_rematch(seat)
        elif isinstance(message, p.Start):
            self._owner(seat)
            table.start(message.fill)
        elif isinstance(message, p.SetSeat):
            self._owner(seat)
            table.set_seat(message.seat, message.kind)
        elif isinstance(message, p.StandIn):
            self._owner(seat)
            table.stand_in_now(message.seat, message.level)
        elif isinstance(message, p.EndMatch):
            self._owner(seat)
            if not table.started or table.ended:
                raise p.NetError(p.ErrorCode.NOT_READY, "the match is not being played")
            table.end(table.name_of(seat))
        elif isinstance(message, p.Leave):
            table.leave(seat, conn)
            conn.table = conn.seat = None  # nothing more to detach when the connection ends
            conn.close_soon("bye")
        else:
            raise p.NetError(p.ErrorCode.BAD_MESSAGE, f"{type(message).__name__.lower()} only comes first")

    @staticmethod
    def _owner(seat: int) -> None:
        if seat != 0:
            raise p.NetError(p.ErrorCode.NOT_OWNER, "only the player who opened the table may do that")


__all__ = ["Host", "OpenedTable", "TableInfo", "RATE", "TICK"]
