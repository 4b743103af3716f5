"""One WebSocket connection at the host, from its first message to its last.

A :class:`Connection` is one client: its outbox (sent in order by a writer task) and the seat it
owns. The :class:`Doorkeeper` serves each connection on the host's event-loop thread: the first
message must be a ``hello`` (join by code, or come back with a seat token) or, on a headless
host, a ``create``; every later one is decoded strictly (:func:`.protocol.decode_client`), held to
the rate (:mod:`.limits`) and handed to the connection's table as the seat it owns. A message that
cannot be used is answered with an ``error`` and changes nothing; a refused first message closes
the connection.

A client costs the host a bounded amount for a bounded time: at most :data:`CONNECTIONS_PER_ADDRESS`
connections from one address, and :data:`JOIN_BURST` joins at once (then :data:`JOINS_PER_SECOND`);
its outbox holds at most :data:`OUTBOX_LIMIT` messages and :data:`OUTBOX_BYTES` bytes, the kernel
:data:`SEND_BUFFER` bytes more; a message it does not take within :data:`WRITE_TIMEOUT` seconds, or
an outbox past its bounds, ends the connection at once (:meth:`Connection.drop`: no closing handshake,
which would wait behind what it has not read). Its seat then counts as away, as for any dropped
connection, and the table's rule for an absent player applies.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import struct
import time
from collections import Counter
from typing import Any, Callable

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from .. import protocol as p
from .limits import (
    CONNECTIONS_PER_ADDRESS, JOIN_BURST, JOINS_PER_SECOND, RATE, TABLES_PER_ADDRESS, AddressBuckets, MessageRate, Pace,
    WrongCodes,
)
from .registry import TableRegistry
from .table_settings import settings_from_create
from .tables import HostedTable

log = logging.getLogger(__name__)

HELLO_TIMEOUT = 10.0        # a connection that says nothing this long is closed
OUTBOX_LIMIT = 500          # a connection this many messages behind is too slow to keep
# ... or this many bytes behind: two of the largest frames a client accepts (a whole hand resent with a long
# match's standing). A client that keeps up is a few KiB behind at most, even at a deal at a six-seat table.
OUTBOX_BYTES = 2 * p.MAX_HOST_FRAME
# A message the client's network has not taken this long after it was written ends the connection: the
# largest frame (64 KiB) crosses a 64 kbit/s mobile link in 8 s, and a table waiting longer than this for one
# player is stuck anyway. The seat then counts as away and the client comes back with its token.
WRITE_TIMEOUT = 10.0
# The kernel's buffer of a connection's unsent bytes. Left to itself Linux grows it up to 4 MiB (tcp_wmem) for a
# client that stops reading; 64 KiB (the kernel doubles it for its bookkeeping) still carries the largest frame at
# once, and a game's few KiB a move at any round trip a person would play across.
SEND_BUFFER = 64 * 1024


class Connection:
    """One WebSocket client: its outbox (sent in order by a writer task) and the seat it owns."""

    def __init__(self, ws: ServerConnection, address: str, rate: int = RATE, *,
                 write_timeout: float = WRITE_TIMEOUT) -> None:
        self.ws = ws
        self.address = address
        self.outbox: asyncio.Queue[bytes | None] = asyncio.Queue()
        self.queued = 0             # bytes in the outbox
        self.table: HostedTable | None = None
        self.seat: int | None = None
        self.rate = MessageRate(rate)
        self.write_timeout = write_timeout
        self.closing: str | None = None
        self.dropped = False        # ended by :meth:`drop` (too slow), not closed in order
        self.version = p.PROTOCOL_VERSION   # the protocol its hello or create spoke (an older game: fewer fields)

    def send(self, message: Any) -> None:
        """Queue ``message``; a client too far behind (:data:`OUTBOX_LIMIT`, :data:`OUTBOX_BYTES`) is dropped."""
        if self.closing is not None:
            return
        data = p.encode(message)
        if self.outbox.qsize() >= OUTBOX_LIMIT:
            self.drop(f"too slow to keep up: {OUTBOX_LIMIT} messages behind")
            return
        if self.queued + len(data) > OUTBOX_BYTES:
            self.drop(f"too slow to keep up: {OUTBOX_BYTES // 1024} KiB behind")
            return
        self.queued += len(data)
        self.outbox.put_nowait(data)

    def close_soon(self, reason: str) -> None:
        """Close in order once what is queued has been sent (the writer sends a close frame)."""
        if self.closing is None:
            self.closing = reason
            self.outbox.put_nowait(None)

    def drop(self, reason: str) -> None:
        """End the connection now: it is reset (its transport aborted, lingering 0 s), so what the client has not
        read is freed at once, here and in the kernel, and the connection's handler sees it closed (its seat
        then counts as away). A closing handshake would wait behind the unread bytes, as the keepalive ping
        does."""
        if self.dropped:
            return
        self.dropped = True
        self.closing = reason
        while not self.outbox.empty():
            self.outbox.get_nowait()
        self.outbox.put_nowait(None)    # the writer stops, if it was not stuck in a send
        self.queued = 0
        sock = self.ws.transport.get_extra_info("socket")
        with contextlib.suppress(OSError):   # (a socket closed meanwhile has nothing left to free)
            if sock is not None:   # a reset, not a close: the kernel keeps an orphan's unread bytes for minutes
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.ws.transport.abort()

    async def write(self) -> None:
        """The writer task: the outbox in order, each message taken by the network within the write timeout."""
        loop = asyncio.get_running_loop()
        try:
            while (data := await self.outbox.get()) is not None:
                self.queued -= len(data)
                stalled = loop.call_later(self.write_timeout, self.drop,
                                          f"a message was not read within {self.write_timeout:g} s")
                try:
                    await self.ws.send(data, text=True)  # JSON text frames, without decoding them first
                finally:
                    stalled.cancel()
            if self.closing == "bye":
                await self.ws.close()
            else:
                await self.ws.close(1008, (self.closing or "")[:100])
        except ConnectionClosed:
            return


def limit_send_buffer(ws: ServerConnection) -> None:
    """Hold the kernel's buffer of unsent bytes for ``ws`` to :data:`SEND_BUFFER`."""
    sock = ws.transport.get_extra_info("socket")
    if sock is not None:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)


class Doorkeeper:
    """Serves every connection of one host (see the module docstring)."""

    def __init__(self, tables: TableRegistry, *, allow_create: bool = False, rate: int = RATE,
                 tables_per_address: int = TABLES_PER_ADDRESS, proxies: frozenset[str] = frozenset(),
                 connections_per_address: int = CONNECTIONS_PER_ADDRESS, join_burst: int = JOIN_BURST,
                 write_timeout: float = WRITE_TIMEOUT) -> None:
        self.tables = tables
        self.proxies = proxies      # reverse proxies whose X-Forwarded-For names the player's address
        self.allow_create = allow_create
        self.rate = rate            # messages a second per connection before slowing (tools raise it for bots)
        self.tables_per_address = tables_per_address
        self.connections_per_address = connections_per_address   # the bench raises it: all its players are local
        self.write_timeout = write_timeout
        self.wrong = WrongCodes()
        self.joins = AddressBuckets(JOINS_PER_SECOND, join_burst)
        self.open_from: Counter[str] = Counter()    # connections open now, by address
        self.messages_handled = 0
        self.refused = 0
        #: Called with the connection's table (None: not known) after every message handled and every
        #: connection ended: the host's clock asks that table what it has due next.
        self.on_handled: Callable[[HostedTable | None], None] = lambda table: None

    async def serve(self, ws: ServerConnection) -> None:
        """The WebSocket server's handler: one connection, until it ends."""
        conn = Connection(ws, self.address_of(ws), self.rate, write_timeout=self.write_timeout)
        limit_send_buffer(ws)
        writer = asyncio.create_task(conn.write())
        self.tables.tally.connected()
        self.open_from[conn.address] += 1
        try:
            if self.open_from[conn.address] > self.connections_per_address:
                self._refuse(conn, p.NetError(p.ErrorCode.TOO_MANY, "this address has as many connections open "
                                                                    "as it may: close one first"), close=True)
                return
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
            await self._ended(conn, writer)

    async def _ended(self, conn: Connection, writer: asyncio.Task) -> None:
        """A connection ended (in order, dropped or lost): its seat is left (away), its count freed."""
        self.tables.tally.disconnected()
        self.open_from[conn.address] -= 1
        if not self.open_from[conn.address]:
            del self.open_from[conn.address]
        if conn.dropped:
            self.tables.tally.dropped(conn.closing or "", conn.address)
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

    def forget_old(self, now: float) -> None:
        """The sweep: forget the addresses whose wrong codes are old and whose joins are saved up again."""
        self.wrong.forget_old(now)
        self.joins.forget_full(now)

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
                await self._greet(conn, message)
            else:
                self._dispatch(conn, message)
        except p.NetError as exc:
            self._refuse(conn, exc, close=first_message)
        except Exception:  # noqa: BLE001 - a fault of ours: said to the player, logged, the host goes on
            log.exception("could not handle a message at table %s", conn.table.code if conn.table else "-")
            self.refused += 1
            self.tables.tally.refused("fault", conn.address)
            conn.send(p.Error(p.ErrorCode.BAD_MESSAGE.value, "the host could not handle this message"))
            if first_message:
                conn.close_soon("error")
        self.on_handled(conn.table)

    def _refuse(self, conn: Connection, exc: p.NetError, *, close: bool) -> None:
        """Tell the client why (one log line), and close the connection when it may not go on."""
        self.refused += 1
        self.tables.tally.refused(exc.code, conn.address)
        # ``why`` is protocol 3's: an older game would not read the refusal at all (its "version" above all).
        why = exc.why if conn.version >= p.HOUSE_RULES_SINCE["exchange"] else ""
        conn.send(p.Error(exc.code, exc.message, exc.rule, why))
        if close:
            conn.close_soon(exc.code)

    # ------------------------------------------------------------------ the first message
    async def _greet(self, conn: Connection, message: Any) -> None:
        if isinstance(message, (p.Hello, p.Create)):
            conn.version = message.v
        if isinstance(message, p.Create):
            self._take_join(conn.address)
            self._create(conn, message)
            return
        if not isinstance(message, p.Hello):
            raise p.NetError(p.ErrorCode.BAD_MESSAGE, "the first message is a hello")
        table = self.tables.find(message.code)
        seat = table.seat_of_token(message.token) if table is not None and message.token is not None else None
        if seat is not None:   # a valid token always reaches its seat: slowed in a flood, never refused
            await self._await_join(conn.address)
            if self.tables.tables.get(table.code) is table:
                self._house_rules_known(conn, table, message)
                self._rejoin(conn, table, seat, message)
                return
            table = None
        # Only a valid token gets an answer other than "wait" during a wait: no code can be tried meanwhile.
        self.wrong.check(conn.address, time.monotonic())
        self._take_join(conn.address)
        if table is None:
            self.wrong.note(conn.address, time.monotonic())
            if self.tables.was_closed(message.code):   # a code that was right: its table is gone
                raise p.NetError(p.ErrorCode.BAD_CODE, "the table with this code was closed", why=p.WHY_CLOSED)
            raise p.NetError(p.ErrorCode.BAD_CODE, "no table has this code")
        if message.token is not None:
            self.wrong.note(conn.address, time.monotonic())
            raise p.NetError(p.ErrorCode.BAD_TOKEN, "this seat token is not one of this table's")
        name = p.clean_name(message.name)
        if table.ended:
            raise p.NetError(p.ErrorCode.ENDED, "the match at this table has ended")
        self._house_rules_known(conn, table, message)
        seat, token = table.take_free_seat(name)
        self._seat(conn, table, seat, name, token)

    @staticmethod
    def _house_rules_known(conn: Connection, table: HostedTable, message: p.Hello) -> None:
        """A game too old for a house rule this table plays is refused with ``version`` (what any older game
        says in its player's language) and the rule's name in ``why`` (what a newer one says); the players
        at the table are told once who could not join, and why."""
        rule = table.too_old(conn.version)
        if rule is None:
            return
        try:
            name = p.clean_name(message.name)
        except p.NetError:
            name = ""
        if name and name not in table.told_too_old and len(table.told_too_old) < 16:
            table.told_too_old.add(name)
            table.notice_all(p.NOTICE_FRIEND_TOO_OLD, {"name": name})
        raise p.NetError(p.ErrorCode.VERSION, f"this table plays a house rule your game does not know "
                                              f"({rule}): update the game to join", why=rule)

    def _take_join(self, address: str) -> None:
        """One join from ``address``, or ``NetError`` ``too_many`` past :data:`JOIN_BURST` (then one every
        1 / :data:`JOINS_PER_SECOND` seconds)."""
        now = time.monotonic()
        bucket = self.joins(address, now)
        if not bucket.take(now):
            raise p.NetError(p.ErrorCode.TOO_MANY, f"too many joins from this address: wait "
                                                   f"{int(bucket.wait(now)) + 1} seconds and try again")

    async def _await_join(self, address: str) -> None:
        """One join from ``address``, after waiting for it in a flood (a seat's token is never refused)."""
        now = time.monotonic()
        bucket = self.joins(address, now)
        while not bucket.take(now):
            await asyncio.sleep(bucket.wait(now))
            now = time.monotonic()

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

    def _rejoin(self, conn: Connection, table: HostedTable, seat: int, message: p.Hello) -> None:
        """A player comes back to the seat their token was given for."""
        assert message.token is not None
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
            if not table.started or table.ended or table.runner.match.is_over:
                raise p.NetError(p.ErrorCode.NOT_READY, "the match is not being played")
            table.end(p.NOTICE_ENDED_BY, name=table.name_of(seat))   # said as it is, counted for nobody
        elif isinstance(message, p.Configure):
            self._owner(seat)
            table.configure(message.format, message.turn_limit, message.hints, message.exchange)
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


__all__ = ["HELLO_TIMEOUT", "OUTBOX_BYTES", "OUTBOX_LIMIT", "SEND_BUFFER", "WRITE_TIMEOUT", "Connection", "Doorkeeper",
           "limit_send_buffer"]
