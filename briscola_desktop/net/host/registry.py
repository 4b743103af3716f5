"""The host's tables by code: opening, finding (in constant time), reopening saved ones, ticking, closing idle ones.

Used on the host's event-loop thread only (:class:`.host.Host`). A code is compared with every
known code in constant time each, so the time a wrong code takes says nothing about the right ones.
"""

from __future__ import annotations

import hmac
import logging
from dataclasses import dataclass
from typing import Any, Callable

from briscola_desktop.play.seats import SeatPlayer
from briscola_desktop.userfiles.hosted import HostedTables

from .. import protocol as p
from ..protocol.codes import new_code, normalize_code
from .tables import HostedTable, TableSettings, open_saved_table
from .tally import Tally

log = logging.getLogger(__name__)

IDLE_TABLE = 1800.0         # a table nobody is connected to for this long (match over or never started) is closed
CLOSED_KEPT = 512           # codes of closed tables remembered, to answer that the table is gone (not "wrong code")


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
    lowest_version: int = p.OLDEST_PROTOCOL   # the oldest protocol a game may speak to sit here (its house rules)


def _send(conn: Any, message: Any) -> None:
    conn.send(message)


class TableRegistry:
    """The tables of one host (at most ``max_tables``), each made with the host's players and pace."""

    def __init__(self, files: HostedTables | None, *, max_tables: int = 1000,
                 make_player: Callable[[str, int], SeatPlayer] | None = None, pace: float = 1.0,
                 threaded: bool = True, shard: str = "") -> None:
        self.files = files
        self.shard = shard          # a table server behind a proxy: every code starts with it
        self.tally = Tally()
        self.max_tables = max_tables
        self.make_player = make_player
        self.pace = pace
        self.threaded = threaded
        self.tables: dict[str, HostedTable] = {}
        self._closed: dict[str, None] = {}   # codes of the tables closed here, oldest first (CLOSED_KEPT at most)

    def __getitem__(self, code: str) -> HostedTable:
        return self.tables[code]

    def new_table(self, settings: TableSettings) -> HostedTable:
        """A new table, in its lobby. A full host first closes its longest-unused table nobody is at (an empty
        table costs little, but must not keep anyone from opening one); with none, it refuses."""
        if len(self.tables) >= self.max_tables:
            unused = [(t.last_active, code) for code, t in self.tables.items() if not t.in_use()]
            if not unused:
                raise p.NetError(p.ErrorCode.BAD_TABLE, "this host has as many tables as it can take")
            self._close(min(unused)[1])
        code = new_code(self.shard)
        while code in self.tables:
            code = new_code(self.shard)
        table = HostedTable(code, settings, send=_send, make_player=self.make_player, pace=self.pace,
                            threaded=self.threaded, files=self.files)
        self.tables[code] = table
        return table

    def find(self, code: str) -> HostedTable | None:
        """The table of what a person typed as its code (every code compared, in constant time each)."""
        wanted = normalize_code(code)[:32]
        found = None
        for known, table in self.tables.items():
            if hmac.compare_digest(known.encode(), wanted.encode()):
                found = table
        return found

    def was_closed(self, code: str) -> bool:
        """A table with this code was open here and is closed: a join is told the table is gone."""
        return normalize_code(code)[:32] in self._closed

    def opened_by(self, address: str) -> int:
        """How many of the tables ``address`` opened are in use (a headless host's limit per address counts
        what costs something: a table left empty does not keep its opener from opening another)."""
        return sum(1 for t in self.tables.values() if t.opened_by == address and t.in_use())

    def infos(self) -> list[TableInfo]:
        return [TableInfo(t.code, t.public_id, t.settings.variant.name, t.settings.variant.players, t.free_seats(),
                          tuple(s.name for s in t.seats), t.started, t.lowest_version())
                for t in self.tables.values()]

    def load_saved(self) -> None:
        """Open the saved tables again; one that cannot be used is set aside and the host goes on."""
        files = self.files
        if files is None:
            return
        for saved in files.load_all():  # each value checked; a damaged file is set aside there
            if len(self.tables) >= self.max_tables:
                log.error("not opening the saved table %s: this host has as many tables as it can take", saved.code)
                continue
            try:
                table = open_saved_table(saved, files, send=_send, make_player=self.make_player,
                                         pace=self.pace, threaded=self.threaded)
            except Exception as exc:  # noqa: BLE001 - a table the host cannot open is set aside, the others open
                log.error("the saved table %s cannot be opened: %s", saved.code, exc)
                files.set_aside(saved.code, f"the host cannot open this table: {type(exc).__name__}: {exc}")
                continue
            self.tables[table.code] = table

    def tick(self, dt: float) -> None:
        """Every table's computers, turn limits and absent players, ``dt`` seconds on."""
        for table in list(self.tables.values()):
            try:
                table.tick(dt)
            except Exception:  # noqa: BLE001 - one table's fault must not stop the others
                log.exception("table %s failed; it is ended", table.code)
                table.end(name="")
                table.ended = True

    def next_due(self, poll: float) -> float | None:
        """Seconds until the first table has something to do (:meth:`.tables.HostedTable.next_due`), or None."""
        due = None
        for table in self.tables.values():
            try:
                mine = table.next_due(poll)
            except Exception:  # noqa: BLE001 - its tick says what is wrong and ends it
                mine = 0.0
            if mine is not None and (due is None or mine < due):
                due = mine
        return due

    def sweep(self, now: float) -> None:
        """Close the tables not in use (no one connected, no match left to finish) for IDLE_TABLE."""
        for code, table in list(self.tables.items()):
            self.tally.look(table)
            if not table.in_use() and now - table.last_active >= IDLE_TABLE:
                self._close(code)

    def _close(self, code: str) -> None:
        """Close the table ``code`` (nobody is at it, no match is played there) and forget it."""
        table = self.tables.pop(code)
        self.tally.table_closed(table)
        table.close()
        self._remember_closed(code)
        if table.store is not None and not table.started:
            table.store.clear_autosave()

    def _remember_closed(self, code: str) -> None:
        self._closed[code] = None
        while len(self._closed) > CLOSED_KEPT:
            del self._closed[next(iter(self._closed))]

    def broadcast(self, message: Any) -> None:
        for table in self.tables.values():
            table.broadcast(message)

    def close_all(self, for_good: bool = False) -> None:
        """Close every table (the host stops); ``for_good``: their saves go too, so none is offered to open
        again (a host that only stops keeps them: a table it may open again)."""
        for table in self.tables.values():
            table.close()
            if for_good:
                self._remember_closed(table.code)
                if table.store is not None:
                    table.store.close_for_good()


__all__ = ["IDLE_TABLE", "OpenedTable", "TableInfo", "TableRegistry"]
