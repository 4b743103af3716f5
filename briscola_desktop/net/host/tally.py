"""What a host counts and logs: connections, moves, refusals by code, and one line per table event.

A :class:`Tally` lives with the host's tables (:class:`.registry.TableRegistry`) and is touched on
the host's event-loop thread only: the doorkeeper notes each connection, table opened, seat joined,
move and refusal; the registry's sweep notes the tables whose match has ended and those it closes.
``--serve`` shows the counts on ``/healthz`` and ``/metrics`` (:mod:`.service`).

Each event is one line on the ``briscola_desktop.net.events`` logger, naming a table by its public
id (what discovery shows), never by its code, and never a seat token::

    table 3f9a12c0 opened: two_players, 2 seats, by 198.51.100.4
    table 3f9a12c0 seat 2 joined from 198.51.100.5
    table 3f9a12c0 ended
    refused bad_code from 198.51.100.6
"""

from __future__ import annotations

import logging
from collections import Counter
from typing import Any

events = logging.getLogger("briscola_desktop.net.events")


class Tally:
    """The host's counts and event lines (see the module docstring)."""

    def __init__(self) -> None:
        self.connections = 0            # open WebSocket connections now
        self.connections_total = 0
        self.moves = 0                  # moves people sent (each one checked by the referee)
        self.opened = 0                 # tables opened by a create
        self.joined = 0                 # seats taken or taken back
        self.refusals: Counter[str] = Counter()       # refused messages, by error code
        self.drops = 0                  # connections ended at once for not reading (Connection.drop)
        self.http: Counter[str] = Counter()           # HTTP requests answered, by status
        self._ended: set[str] = set()   # public ids of the tables whose end was logged

    # ------------------------------------------------------------------ connections and messages
    def connected(self) -> None:
        self.connections += 1
        self.connections_total += 1

    def disconnected(self) -> None:
        self.connections -= 1

    def moved(self) -> None:
        self.moves += 1

    def refused(self, code: str, address: str) -> None:
        self.refusals[code] += 1
        events.info("refused %s from %s", code, address)

    def dropped(self, reason: str, address: str) -> None:
        """A connection ended at once: the client did not read what it was sent."""
        self.drops += 1
        events.info("dropped a connection from %s: %s", address, reason)

    def answered(self, status: int, what: str, address: str) -> None:
        """An HTTP request answered without a WebSocket (health, metrics, or refused)."""
        self.http[str(status)] += 1
        if status >= 400:
            events.info("refused HTTP %d (%s) from %s", status, what, address)

    # ------------------------------------------------------------------ tables
    def table_opened(self, table: Any, address: str) -> None:
        self.opened += 1
        events.info("table %s opened: %s, %d seats, by %s", table.public_id, table.settings.variant.name,
                    len(table.seats), address)

    def seat_joined(self, table: Any, seat: int, address: str, *, back: bool) -> None:
        self.joined += 1
        events.info("table %s seat %d %s from %s", table.public_id, seat + 1, "came back" if back else "joined",
                    address)

    def look(self, table: Any) -> None:
        """Log the end of ``table``'s match once (the registry's sweep shows each table here)."""
        runner = table.runner
        over = table.ended or (runner is not None and runner.match.is_over)
        if over and table.public_id not in self._ended:
            self._ended.add(table.public_id)
            events.info("table %s ended", table.public_id)
        elif not over:
            self._ended.discard(table.public_id)   # a rematch: its end is logged again

    def table_closed(self, table: Any) -> None:
        self._ended.discard(table.public_id)
        events.info("table %s closed", table.public_id)


__all__ = ["Tally", "events"]
