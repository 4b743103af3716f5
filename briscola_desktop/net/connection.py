"""One WebSocket connection at the host, from its first message to its last.

A :class:`Connection` is one client: its outbox (sent in order by a writer task) and the seat it
owns. The :class:`Doorkeeper` serves each connection on the host's event-loop thread: the first
message must be a ``hello`` (join by code, or come back with a seat token) or, on a headless
host, a ``create``; every later one is decoded strictly (:func:`.protocol.decode_client`), held to
the rate (:mod:`.limits`) and handed to the connection's table as the seat it owns. A message that
cannot be used is answered with an ``error`` and changes nothing; a refused first message closes
the connection.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any, Callable

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from . import protocol as p
from .limits import RATE, TABLES_PER_ADDRESS, MessageRate, Pace, WrongCodes
from .registry import TableRegistry
from .table_settings import settings_from_create
from .tables import HostedTable

log = logging.getLogger(__name__)

HELLO_TIMEOUT = 10.0        # a connection that says nothing this long is closed
OUTBOX_LIMIT = 500          # a connection this many messages behind is too slow to keep


class Connection:
    """One WebSocket client: its outbox (sent in order by a writer task) and the seat it owns."""

    def __init__(self, ws: ServerConnection, address: str, rate: int = RATE) -> None:
        self.ws = ws
        self.address = address
        self.outbox: asyncio.Queue[bytes | None] = asyncio.Queue()
        self.table: HostedTable | None = None
        self.seat: int | None = None
        self.rate = MessageRate(rate)
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


class Doorkeeper:
    """Serves every connection of one host (see the module docstring)."""

    def __init__(self, tables: TableRegistry, *, allow_create: bool = False, rate: int = RATE,
                 tables_per_address: int = TABLES_PER_ADDRESS, proxies: frozenset[str] = frozenset()) -> None:
        self.tables = tables
        self.proxies = proxies      # reverse proxies whose X-Forwarded-For names the player's address
        self.allow_create = allow_create
        self.rate = rate            # messages a second per connection before slowing (tools raise it for bots)
        self.tables_per_address = tables_per_address
        self.wrong = WrongCodes()
        self.messages_handled = 0
        self.refused = 0
        #: Called with the connection's table (None: not known) after every message handled and every
        #: connection ended: the host's clock asks that table what it has due next.
        self.on_handled: Callable[[HostedTable | None], None] = lambda table: None

    async def serve(self, ws: ServerConnection) -> None:
        """The WebSocket server's handler: one connection, until it ends."""
        conn = Connection(ws, self.address_of(ws), self.rate)
        writer = asyncio.create_task(self._write(conn))
        self.tables.tally.connected()
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
            self.tables.tally.disconnected()
            if conn.table is not None and conn.seat is not None:
                conn.table.detach(conn.seat, conn)
            self.on_handled(conn.table)
            conn.close_soon("bye")
            try:
                await asyncio.wait_for(writer, 2.0)
            except (asyncio.TimeoutError, ConnectionClosed):
                writer.cancel()

    def address_of(self, ws: ServerConnection) -> str:
        """The player's address: the peer's, or behind a trusted proxy the last one its X-Forwarded-For adds
        (the limits per address then hold per player, not for the proxy as a whole)."""
        peer = str(ws.remote_address[0]) if ws.remote_address else "?"
        if peer not in self.proxies or ws.request is None:
            return peer
        forwarded = ws.request.headers.get("X-Forwarded-For", "")
        last = forwarded.rsplit(",", 1)[-1].strip()[:64]
        return last if last and all(ch in "0123456789abcdefABCDEF.:" for ch in last) else peer

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
        """Within the rate: read it; over it: read it after a pause; far over it: drop the connection."""
        pace = conn.rate.note(time.monotonic())
        if pace is Pace.OK:
            return True
        if pace is Pace.DROP:
            conn.send(p.Error(p.ErrorCode.TOO_FAST.value, "too many messages: the connection is closed"))
            conn.close_soon("too many messages")
            return False
        await asyncio.sleep(conn.rate.pause)  # slowed: a person never sends this fast
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
            self.tables.tally.refused(exc.code, conn.address)
            conn.send(p.Error(exc.code, exc.message, exc.rule))
            if first_message:
                conn.close_soon(exc.code)
        except Exception:  # noqa: BLE001 - a fault of ours: said to the player, logged, the host goes on
            log.exception("could not handle a message at table %s", conn.table.code if conn.table else "-")
            self.refused += 1
            self.tables.tally.refused("fault", conn.address)
            conn.send(p.Error(p.ErrorCode.BAD_MESSAGE.value, "the host could not handle this message"))
            if first_message:
                conn.close_soon("error")
        self.on_handled(conn.table)

    # ------------------------------------------------------------------ the first message
    def _greet(self, conn: Connection, message: Any) -> None:
        if isinstance(message, p.Create):
            self._create(conn, message)
            return
        if not isinstance(message, p.Hello):
            raise p.NetError(p.ErrorCode.BAD_MESSAGE, "the first message is a hello")
        self.wrong.check(conn.address, time.monotonic())
        table = self.tables.find(message.code)
        if table is None:
            self.wrong.note(conn.address, time.monotonic())
            raise p.NetError(p.ErrorCode.BAD_CODE, "no table has this code")
        if message.token is not None:
            self._rejoin(conn, table, message)
            return
        name = p.clean_name(message.name)
        if table.ended:
            raise p.NetError(p.ErrorCode.ENDED, "the match at this table has ended")
        seat, token = table.take_free_seat(name)
        self._seat(conn, table, seat, name, token)

    def _create(self, conn: Connection, message: p.Create) -> None:
        """A headless host: the player opens a table and sits at its seat 0."""
        if not self.allow_create:
            raise p.NetError(p.ErrorCode.BAD_MESSAGE, "tables are opened by the host here: join with a code")
        name = p.clean_name(message.name)
        if self.tables.opened_by(conn.address) >= self.tables_per_address:
            raise p.NetError(p.ErrorCode.WAIT, "this address has opened as many tables as it may: "
                                               "finish or leave one first")
        table = self.tables.new_table(settings_from_create(message))
        table.opened_by = conn.address
        self.tables.tally.table_opened(table, conn.address)
        token = table.give_token(0, name)
        self._seat(conn, table, 0, name, token)

    def _rejoin(self, conn: Connection, table: HostedTable, message: p.Hello) -> None:
        """A player comes back to the seat their token was given for."""
        assert message.token is not None
        seat = table.seat_of_token(message.token)
        if seat is None:
            self.wrong.note(conn.address, time.monotonic())
            raise p.NetError(p.ErrorCode.BAD_TOKEN, "this seat token is not one of this table's")
        name = p.clean_name(message.name) if message.name else table.seats[seat].name
        if name is None:
            raise p.NetError(p.ErrorCode.BAD_NAME, "a name needs at least one letter")
        self._seat(conn, table, seat, name, message.token, back=True)

    def _seat(self, conn: Connection, table: HostedTable, seat: int, name: str, token: str, *,
              back: bool = False) -> None:
        conn.table, conn.seat = table, seat
        table.attach(seat, conn, name, token)
        self.tables.tally.seat_joined(table, seat, conn.address, back=back)

    # ------------------------------------------------------------------ every later message
    def _dispatch(self, conn: Connection, message: Any) -> None:
        table, seat = conn.table, conn.seat
        assert table is not None and seat is not None
        if isinstance(message, p.Move):
            self.tables.tally.moved()
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
        elif isinstance(message, p.Configure):
            self._owner(seat)
            table.configure(message.format, message.turn_limit, message.hints)
        elif isinstance(message, p.ToLobby):
            self._owner(seat)
            table.back_to_lobby()
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


__all__ = ["HELLO_TIMEOUT", "OUTBOX_LIMIT", "Connection", "Doorkeeper"]
