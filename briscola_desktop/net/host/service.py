"""What a table server (``briscola --serve``) answers besides its WebSocket: health, metrics, wrong paths.

:class:`Service` gives the host's WebSocket server its ``process_request`` and
``process_response`` hooks (websockets calls them on the host's event-loop thread), and TLS when
it has a certificate::

    GET /healthz   200 {"status": "ok", "version": "...", "protocol": 1, "shard": "B", "tables": 3, "players": 5}
    GET /metrics   200 Prometheus text: tables, players, connections, moves, refusals by code, HTTP answers
    GET /  or /s/<its shard>/   the WebSocket (a plain HTTP request there is refused by websockets: 426)
    anything else  404

Health and metrics are for load balancers and uptime checks, so a flood of them stays cheap: their
bodies are made at most once per :data:`REFRESH` seconds, and each address may ask
:data:`PAGES_PER_SECOND` times a second (in bursts of :data:`PAGE_BURST`), all addresses together
:data:`ALL_PAGES_PER_SECOND`; past that the answer is ``429`` with ``Retry-After``. Every refused
request is counted and logged as one line (:class:`.tally.Tally`).
"""

from __future__ import annotations

import http
import json
import ssl
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection

from briscola_desktop import version

from .. import protocol as p
from .limits import AddressBuckets, Bucket
from .registry import TableRegistry

REFRESH = 1.0                   # seconds a health or metrics body is reused
PAGES_PER_SECOND = 5.0          # one address
PAGE_BURST = 20.0
ALL_PAGES_PER_SECOND = 200.0    # every address together
HEALTH, METRICS = "/healthz", "/metrics"


def tls_context(cert: Path, key: Path) -> ssl.SSLContext:
    """A server context for ``wss://`` (TLS 1.2 at least); ``ValueError`` says why the files cannot be used."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_cert_chain(cert, key)
    except FileNotFoundError as exc:
        raise ValueError(f"{exc.filename} cannot be found") from None
    except (ssl.SSLError, OSError) as exc:
        raise ValueError(f"the certificate {cert} and key {key} cannot be used: {exc}") from None
    return context


class Service:
    """The table server's HTTP side and TLS (see the module docstring); one per host."""

    def __init__(self, tables: TableRegistry, *, shard: str = "", tls: ssl.SSLContext | None = None) -> None:
        self.tables = tables
        self.shard = shard
        self.tls = tls
        self.paths = {"/"} | ({f"/s/{shard}/", f"/s/{shard}"} if shard else set())
        self._all = Bucket(ALL_PAGES_PER_SECOND, ALL_PAGES_PER_SECOND, time.monotonic())
        self._bucket = AddressBuckets(PAGES_PER_SECOND, PAGE_BURST)
        self._pages: dict[str, tuple[float, str]] = {}

    def server_options(self) -> dict[str, Any]:
        """Keyword arguments for websockets' ``serve``."""
        return {"ssl": self.tls, "process_request": self.process_request, "process_response": self.process_response,
                "create_connection": self._connection_class()}

    def _connection_class(self) -> type[ServerConnection]:
        tally = self.tables.tally

        class Connection(ServerConnection):
            """websockets' connection, saying when what came was no HTTP request at all (a TLS handshake
            on a plain port, noise): websockets closes it without a word."""

            async def handshake(self, *args: Any, **kwargs: Any) -> None:
                await super().handshake(*args, **kwargs)
                if self.request is None:
                    tally.answered(400, "no HTTP request: a TLS handshake on a plain port, or noise",
                                   _address(self))

        return Connection

    # ------------------------------------------------------------------ websockets' hooks
    def process_request(self, connection: Any, request: Any) -> Any:
        path = request.path.split("?", 1)[0]
        address = _address(connection)
        if path in self.paths:
            return None                   # the WebSocket handshake goes on (websockets refuses plain HTTP)
        if path not in (HEALTH, METRICS):
            return self._refuse(connection, http.HTTPStatus.NOT_FOUND, "not a table server's path", address)
        now = time.monotonic()
        if not self._bucket(address, now).take(now) or not self._all.take(now):
            response = self._refuse(connection, http.HTTPStatus.TOO_MANY_REQUESTS, f"{path} too often", address)
            response.headers["Retry-After"] = "1"
            return response
        self.tables.tally.answered(200, path, address)
        if path == HEALTH:
            return _with_type(connection.respond(http.HTTPStatus.OK, self._page(path, now)), "application/json")
        return _with_type(connection.respond(http.HTTPStatus.OK, self._page(path, now)),
                          "text/plain; version=0.0.4; charset=utf-8")

    def process_response(self, connection: Any, request: Any, response: Any) -> None:
        """A WebSocket handshake websockets refused (a plain HTTP request, a bad header): counted and logged."""
        path = request.path.split("?", 1)[0]
        if response.status_code >= 400 and path in self.paths:
            self.tables.tally.answered(response.status_code, f"no WebSocket handshake on {path[:40]}",
                                       _address(connection))

    def _refuse(self, connection: Any, status: http.HTTPStatus, what: str, address: str) -> Any:
        self.tables.tally.answered(status.value, what, address)
        return connection.respond(status, f"{status.phrase}\n")

    # ------------------------------------------------------------------ the pages
    def _page(self, path: str, now: float) -> str:
        made = self._pages.get(path)
        if made is None or now - made[0] > REFRESH:
            made = (now, self.health() if path == HEALTH else self.metrics())
            self._pages[path] = made
        return made[1]

    def _players(self) -> int:
        return sum(1 for t in self.tables.tables.values() for s in t.seats if s.conn is not None)

    def health(self) -> str:
        return json.dumps({"status": "ok", "version": version(), "protocol": p.PROTOCOL_VERSION,
                           "shard": self.shard, "tables": len(self.tables.tables), "players": self._players()})

    def metrics(self) -> str:
        tally = self.tables.tally
        rows = [
            ("briscola_tables", "gauge", "Tables open on this server.", [("", len(self.tables.tables))]),
            ("briscola_players", "gauge", "Seats played by a connected person.", [("", self._players())]),
            ("briscola_connections", "gauge", "Open WebSocket connections.", [("", tally.connections)]),
            ("briscola_connections_total", "counter", "WebSocket connections accepted.",
             [("", tally.connections_total)]),
            ("briscola_connections_dropped_total", "counter", "Connections ended at once: the client did not read.",
             [("", tally.drops)]),
            ("briscola_tables_opened_total", "counter", "Tables opened by a player.", [("", tally.opened)]),
            ("briscola_seats_joined_total", "counter", "Seats taken or taken back.", [("", tally.joined)]),
            ("briscola_moves_total", "counter", "Moves sent by players.", [("", tally.moves)]),
            ("briscola_refusals_total", "counter", "Messages refused, by error code.",
             [(f'{{code="{code}"}}', n) for code, n in sorted(tally.refusals.items())]),
            ("briscola_http_responses_total", "counter", "HTTP answers other than a WebSocket, by status.",
             [(f'{{status="{status}"}}', n) for status, n in sorted(tally.http.items())]),
        ]
        lines = []
        for name, kind, about, values in rows:
            lines += [f"# HELP {name} {about}", f"# TYPE {name} {kind}"]
            lines += [f"{name}{labels} {value}" for labels, value in values]
        return "\n".join(lines) + "\n"


def _address(connection: Any) -> str:
    remote = getattr(connection, "remote_address", None)
    return str(remote[0]) if remote else "?"


def _with_type(response: Any, content_type: str) -> Any:
    del response.headers["Content-Type"]
    response.headers["Content-Type"] = content_type
    return response


__all__ = ["ALL_PAGES_PER_SECOND", "HEALTH", "METRICS", "PAGE_BURST", "PAGES_PER_SECOND", "REFRESH", "Bucket",
           "Service", "tls_context"]
