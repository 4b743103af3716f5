"""A connection to a host, in a thread of its own: the frame loop only polls it, never waits on it.

Public API::

    client = Client("ws://192.168.1.20:47321/", Hello(v=PROTOCOL_VERSION, code="K7Q2XD", name="Ada"))
    client.start()                 # connects in the background
    for message in client.poll():  # every frame: decoded host messages and Status changes, never blocks
        ...
    client.send(Move(action="coins_ace", position=(1, 0, 3)))   # thread-safe, never blocks
    client.close()
    client.on_message = wake          # called on the client's thread after each item reaches the inbox

``poll()`` returns :mod:`.protocol` host messages (``Welcome``, ``Lobby``, ``Update``,
``Bubble``, ``Notice``, ``Error``) and :class:`Status` items saying how the connection
stands (``connecting``, ``open``, ``reconnecting``, ``closed``). After a ``Welcome`` the
client knows its seat and token; when the connection drops it tries again with the token,
waiting longer each time (:data:`BACKOFF`), and the host gives the seat back with the full
view. It gives up after ``give_up_after`` seconds, or at once when the host refuses the
hello (wrong code, version, full table): then ``Status("closed", reason)`` comes last.

Every frame is checked by :func:`.protocol.decode_host`; one that cannot be read is dropped
with a ``Status("bad_message", ...)`` and the connection goes on. ``record=True`` keeps
every frame received (the leak test reads them).

A frame loop that sleeps while nothing changes sets ``on_message``: the client's thread calls it
after each message or status is in the inbox (the game posts an event its sleeping loop wakes
on), so the loop polls when there is something to read, not every frame. It must return at once
and never raise; the default does nothing.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import ssl
import threading
import time
from dataclasses import dataclass
from typing import Any, Callable

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidMessage, InvalidURI

from .. import protocol as p
from .endpoint import Endpoint, parse_address, parse_endpoint, parse_invitation, parse_invitation_endpoint, url_of

log = logging.getLogger(__name__)

#: Seconds between reconnection attempts: doubling from the first to the last, then the last again.
BACKOFF = (0.1, 2.0)
#: The first attempt after a drop comes almost at once (most drops are one lost connection, not a host gone).
FIRST_RETRY = 0.02
#: Refusals after which trying again cannot help.
FATAL = {p.ErrorCode.VERSION.value, p.ErrorCode.BAD_CODE.value, p.ErrorCode.BAD_TOKEN.value,
         p.ErrorCode.TABLE_FULL.value, p.ErrorCode.BAD_NAME.value, p.ErrorCode.WAIT.value,
         p.ErrorCode.BAD_TABLE.value, p.ErrorCode.ENDED.value, p.ErrorCode.TOO_FAST.value}
# (``too_many`` is not among them: a first join ends there, having no token, but a seat coming back tries again.)

#: Refusals that end the connection even after a welcome (trying again would only repeat them).
ALWAYS_FATAL = {p.ErrorCode.TOO_FAST.value, p.ErrorCode.SEAT_TAKEN.value}

CONNECTING, OPEN, RECONNECTING, CLOSED, BAD_MESSAGE = "connecting", "open", "reconnecting", "closed", "bad_message"


#: Notices after which the connection ends for good, and why.
_FINAL_NOTICES = {p.NOTICE_ENDED: "the match has ended", p.NOTICE_ENDED_BY: "the match has ended",
                  p.NOTICE_THROWN_IN_CAP: "the match has ended", p.NOTICE_HOST_LEFT: "the host left"}


@dataclass
class _Ending:
    """How a connection ended: whether trying again cannot help, and why."""

    fatal: bool = False
    reason: str = "the connection was closed"


@dataclass(frozen=True)
class Status:
    """How the connection stands: ``state`` is connecting / open / reconnecting / closed / bad_message."""

    state: str
    reason: str = ""


def _nothing() -> None:
    """The default ``on_message``: nobody sleeps waiting for the client."""


class Client:
    """One seat's connection to a host (see the module docstring)."""

    def __init__(self, url: str, hello: p.Hello | p.Create, *, record: bool = False,
                 reconnect: bool = True, give_up_after: float = 30.0, open_timeout: float = 5.0) -> None:
        self.url = url
        self.hello = hello
        self.record = record
        self.reconnect = reconnect
        self.give_up_after = give_up_after
        self.open_timeout = open_timeout
        self.frames: list[bytes] = []          # every frame received, when recording
        self.inbox: queue.SimpleQueue[Any] = queue.SimpleQueue()
        #: Called on the client's thread after each item reaches the inbox (see the module docstring).
        self.on_message: Callable[[], None] = _nothing
        self.seat: int | None = None
        # A hello with a seat token comes back to a seat (a host restarted from its save): if the
        # first try cannot connect, the client tries again as after any drop.
        rejoining = isinstance(hello, p.Hello) and hello.token is not None
        self.token: str | None = hello.token if rejoining else None
        self.code: str | None = hello.code if rejoining else None
        self.state = CONNECTING
        self.reconnects = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue[bytes | None] | None = None
        self._thread: threading.Thread | None = None
        self._closing = False
        self._ws: Any = None
        self._started = threading.Event()
        self._opened = False

    # ------------------------------------------------------------------ the game's side (any thread)
    def start(self) -> Client:
        self._thread = threading.Thread(target=self._run, name="briscola-client", daemon=True)
        self._thread.start()
        self._started.wait(5.0)
        return self

    def poll(self) -> list[Any]:
        """Everything received since the last poll (never blocks)."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def next(self, timeout: float) -> Any:
        """The next message, waiting at most ``timeout`` seconds (tools and tests; never the frame loop)."""
        return self.inbox.get(timeout=timeout)

    def send(self, message: Any) -> None:
        """Queue ``message`` for the host (sent once connected again if the connection is down; a move
        for a position that is gone by then is refused by the host as stale)."""
        self.send_raw(p.encode(message))

    def send_raw(self, data: bytes | str) -> None:
        """Queue a frame as is (tests send malformed ones)."""
        loop, outbox = self._loop, self._outbox
        if loop is None or outbox is None or self._closing:
            return
        payload = data if isinstance(data, bytes) else data.encode("utf-8")
        try:
            loop.call_soon_threadsafe(outbox.put_nowait, payload)
        except RuntimeError:
            pass  # the loop has stopped: nothing to send to

    @property
    def closing(self) -> bool:
        """``close()`` was called: the connection ends by this side's wish."""
        return self._closing

    def close(self, timeout: float = 3.0) -> None:
        self._closing = True
        loop, outbox = self._loop, self._outbox
        if loop is not None and outbox is not None:
            try:
                loop.call_soon_threadsafe(outbox.put_nowait, None)
            except RuntimeError:
                pass
        if self._thread is not None:
            self._thread.join(timeout)

    def drop(self) -> None:
        """Cut the connection without a goodbye, as a network fault would (tests, the bench)."""
        loop, ws = self._loop, self._ws
        if loop is not None and ws is not None:
            try:
                loop.call_soon_threadsafe(ws.transport.abort)
            except RuntimeError:
                pass

    # ------------------------------------------------------------------ the client's thread
    def _status(self, state: str, reason: str = "") -> None:
        if state != BAD_MESSAGE:
            self.state = state
        self._deliver(Status(state, reason))

    def _deliver(self, item: Any) -> None:
        self.inbox.put(item)
        try:
            self.on_message()
        except Exception:  # noqa: BLE001 - a waker's fault must not end the connection
            log.exception("the client's on_message failed")

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        self._outbox = asyncio.Queue()
        self._started.set()
        try:
            loop.run_until_complete(self._main())
        except Exception as exc:  # noqa: BLE001 - told to the game, never raised into it
            log.exception("the network connection failed")
            self._status(CLOSED, str(exc))
        finally:
            loop.close()

    async def _main(self) -> None:
        delay = BACKOFF[0]
        lost_at: float | None = None
        self._status(CONNECTING)
        while not self._closing:
            self._opened = False
            fatal, reason = await self._session()
            if self._closing:
                break
            if fatal or not self.reconnect or self.token is None:
                self._status(CLOSED, reason)
                return
            now = time.monotonic()
            if lost_at is None or self._opened:
                lost_at = now
                delay = FIRST_RETRY
            if now - lost_at > self.give_up_after:
                self._status(CLOSED, "the host cannot be reached")
                return
            self._status(RECONNECTING, reason)
            await asyncio.sleep(delay)
            delay = BACKOFF[0] if delay < BACKOFF[0] else min(delay * 2, BACKOFF[1])
        self._status(CLOSED, "closed")

    def _target(self) -> str:
        """This connection's URL: the table's shard path when its code starts with a shard."""
        code = self.code or (self.hello.code if isinstance(self.hello, p.Hello) else None)
        try:
            return parse_endpoint(self.url).for_code(code).url
        except ValueError:
            return self.url  # not an address a person types: used as given (websockets says what is wrong)

    def _hello(self) -> bytes:
        if self.token is not None and self.code is not None:
            name = self.hello.name if isinstance(self.hello, (p.Hello, p.Create)) else ""
            return p.encode(p.Hello(v=p.PROTOCOL_VERSION, code=self.code, name=name, token=self.token))
        return p.encode(self.hello)

    async def _session(self) -> tuple[bool, str]:
        """One connection, until it ends: (trying again cannot help?, why it ended)."""
        url = self._target()
        try:
            ws = await asyncio.wait_for(
                connect(url, max_size=p.MAX_HOST_FRAME, compression=None, proxy=None,
                        open_timeout=self.open_timeout, ping_interval=10, ping_timeout=20, close_timeout=2),
                self.open_timeout + 1)
        except ssl.SSLCertVerificationError as exc:
            return True, f"the host's certificate cannot be trusted ({exc.verify_message})"
        except ssl.SSLError as exc:
            return True, (f"the secure connection (TLS) failed ({exc.reason or exc}): if the host does not "
                          "speak TLS, join it with ws:// or HOST:PORT")
        except InvalidMessage as exc:
            if url.startswith("wss://"):
                return False, f"cannot connect: {exc}"
            return True, ("the host did not answer as a table host: if it speaks TLS, join it with wss:// "
                          "or a briscolas:// invitation")
        except (OSError, InvalidHandshake, asyncio.TimeoutError, ConnectionClosed) as exc:
            said = str(exc) or type(exc).__name__
            if url.startswith("wss://") and isinstance(exc, (ConnectionResetError, ConnectionAbortedError)):
                said += ": if the host does not speak TLS, join it with ws:// or HOST:PORT"
            return False, f"cannot connect: {said}"
        except InvalidURI as exc:
            return True, str(exc)
        self._ws = ws
        ending = _Ending()
        try:
            await ws.send(self._hello(), text=True)
            writer = asyncio.create_task(self._write(ws))
            try:
                await self._receive(ws, ending)
            finally:
                writer.cancel()
        except ConnectionClosed as exc:
            code = exc.rcvd.code if exc.rcvd is not None else "no close frame"
            ending.reason = f"the connection was closed ({code})"
        except OSError as exc:
            ending.reason = f"the connection failed: {exc}"
        finally:
            self._ws = None
            try:
                await asyncio.wait_for(ws.close(), 2.0)
            except Exception:  # noqa: BLE001 - closing a dead connection may fail in many ways
                pass
        if self._closing:
            return True, "closed"
        return ending.fatal, ending.reason

    async def _receive(self, ws: Any, ending: _Ending) -> None:
        """Every frame the host sends, decoded into the inbox, until the connection ends (an exception) or
        the host speaks another protocol version. A refusal that trying again cannot help is noted in
        ``ending``; the host closes the connection after it."""
        while True:
            data = await ws.recv(decode=False)  # bytes as sent: msgspec checks the UTF-8 itself
            if self.record:
                self.frames.append(data)
            try:
                message = p.decode_host(data)
            except p.NetError as exc:
                self._status(BAD_MESSAGE, str(exc))
                if exc.code == p.ErrorCode.VERSION.value:
                    ending.fatal, ending.reason = True, str(exc)
                    return
                continue
            final = self._take(message)
            if final is not None:
                ending.fatal, ending.reason = True, final
            self._deliver(message)

    def _take(self, message: Any) -> str | None:
        """Note a welcome (seat, token, code; the connection is open); for a message after which trying
        again cannot help (a refused hello, a refusal that is always final, the end of the match or of
        the host), why."""
        if isinstance(message, p.Welcome):
            self.seat, self.token, self.code = message.seat, message.token, message.table.code
            self._opened = True
            if self.state != OPEN:
                if self.state == RECONNECTING:
                    self.reconnects += 1
                self._status(OPEN)
            return None
        if isinstance(message, p.Error):
            final = message.code in ALWAYS_FATAL or (message.code in FATAL and self.state != OPEN)
            return message.message if final else None
        if isinstance(message, p.Notice):
            return _FINAL_NOTICES.get(message.key)
        return None

    async def _write(self, ws: Any) -> None:
        outbox = self._outbox
        assert outbox is not None
        while True:
            data = await outbox.get()
            if data is None:
                await ws.close()
                return
            try:
                await ws.send(data, text=True)
            except ConnectionClosed:
                return


__all__ = ["Client", "Status", "BACKOFF", "CONNECTING", "OPEN", "RECONNECTING", "CLOSED", "BAD_MESSAGE",
           "Endpoint", "parse_address", "parse_endpoint", "parse_invitation", "parse_invitation_endpoint", "url_of"]
