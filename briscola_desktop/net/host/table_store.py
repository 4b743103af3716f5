"""Where a hosted table is saved: :class:`TableStore`, its file among the host's ``HostedTables``.

The table is saved in its lobby whenever a seat changes and, in play, by the runner's own
:class:`~briscola_desktop.play.session.MatchSession` after every trick and hand: this store is the
session's store. The file (:mod:`briscola_desktop.userfiles.hosted`) holds the table's code,
settings, seats, names and the seat tokens' hashes, and the match.
"""

from __future__ import annotations

import logging
from typing import Any, Protocol

from briscola_desktop.userfiles.document import StorageError
from briscola_desktop.userfiles.hosted import HostedTables, SavedTable

log = logging.getLogger(__name__)


class SavedTableSource(Protocol):
    """What the store reads of a table: its code, and the table as its file keeps it."""

    code: str

    def snapshot(self, match_id: str | None = None) -> SavedTable: ...


class TableStore:
    """Where a hosted table is saved: its file among the host's :class:`HostedTables`.

    It offers what :class:`MatchSession` asks of a store (the payload's match is the runner's
    own, written from the match object); matches with friends are not counted in this host's
    statistics (``record_match`` counts nothing: each player's own game counts them).
    """

    def __init__(self, files: HostedTables, table: SavedTableSource) -> None:
        self.files = files
        self.table = table
        self.notices: list[str] = []
        self.closed = False   # the table was closed for good: nothing is written any more

    def save_table(self, match_id: str | None = None) -> bool:
        """Write the table as it is now (its lobby, or its match with ``match_id``)."""
        if self.closed:
            return False
        try:
            return self.files.save(self.table.snapshot(match_id))
        except StorageError as exc:  # the game's own objects refused: a bug, said in the log, play goes on
            log.error("could not save table %s: %s", self.table.code, exc)
            return False

    def save_autosave(self, payload: dict[str, Any]) -> bool:
        match_id = payload.get("match_id") if isinstance(payload, dict) else None
        return self.save_table(match_id if isinstance(match_id, str) else None)

    def record_match(self, match_id: str, **_: Any) -> bool:
        return True

    def clear_autosave(self) -> None:
        self.files.remove(self.table.code)

    def close_for_good(self) -> None:
        """The table was closed for everyone: its file goes, and a save still under way (a seat leaving as the
        host stops) writes nothing: no list offers it to open again."""
        self.closed = True
        self.clear_autosave()

    def tell(self, key: str) -> None:
        self.notices.append(key)


__all__ = ["SavedTableSource", "TableStore"]
