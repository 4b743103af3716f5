"""The user folder and its three first files: the settings, the statistics, the match in progress.

``platformdirs.user_data_dir("briscola-desktop")`` unless a folder is given. Each file is a
:class:`~.document.YamlDocument` (see there for how files are read, set aside and written); this
module says what each holds and when a repaired one is written back. The hands kept for review
(:mod:`.hands`) and the score pad (:mod:`briscola_desktop.scorepad.store`) live in the same
folder, as documents of their own.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Callable, TypeVar

from .document import (
    END_MARKER, REASON_DISK_FULL, REASON_OTHER, REASON_READ_ONLY, FileKind, FileWords, StorageError, YamlDocument,
    plain,
)
from .lock import AlreadyOpen, FolderLock
from .settings import Settings
from .statistics import Statistics

log = logging.getLogger(__name__)

APP_DIR_NAME = "briscola-desktop"
FORMAT_VERSION = 1
# Real files are at most about 20 KB (statistics with every table, level and the 200 ids
# remembered); 64 KiB leaves room for three times that and parses in a fraction of a second.
MAX_FILE_BYTES = 64 * 1024
# How long a statistics write waits for a folder lock held by another process.
STATS_LOCK_SECONDS = 10.0

SETTINGS = "settings"
STATISTICS = "statistics"
AUTOSAVE = "autosave"
NOTICE_SAVE_FAILED = "storage.save_failed"
NOTICE_RESET = {SETTINGS: "storage.settings_reset", STATISTICS: "storage.stats_reset",
                AUTOSAVE: "storage.autosave_reset"}
NOTICE_NEWER = {SETTINGS: "storage.settings_newer", STATISTICS: "storage.stats_newer",
                AUTOSAVE: "storage.autosave_newer"}
NOTICE_REPAIRED = {SETTINGS: "storage.settings_repaired", STATISTICS: "storage.stats_repaired",
                   AUTOSAVE: "storage.autosave_reset"}
KINDS = {
    name: FileKind(f"{name}.yaml", FORMAT_VERSION, FileWords(NOTICE_RESET[name], NOTICE_NEWER[name],
                                                             NOTICE_REPAIRED[name], NOTICE_SAVE_FAILED),
                   max_bytes=MAX_FILE_BYTES)
    for name in (SETTINGS, STATISTICS, AUTOSAVE)
}

T = TypeVar("T")


class Store:
    """Reads and writes the three first user files. Create one per run and share it.

    ``notices`` collects locale keys of things to tell the person once (a damaged file set
    aside, a save that failed); the UI shows them and clears the list.
    """

    def __init__(self, folder: Path | None = None) -> None:
        # Only the path is worked out here; the folder is created on the first write.
        self._folder = Path(folder) if folder is not None else None
        self.notices: list[str] = []
        self._documents: dict[str, YamlDocument] = {}
        self._lock: FolderLock | None = None
        # Locale key saying why the last save failed (disk full, read-only, other), for a
        # screen that tells the person at once; None until a save fails.
        self.failure_reason: str | None = None
        # The match payload whose save the disk refused, kept in memory for this run.
        self._unsaved_match: dict[str, Any] | None = None
        self._forgotten_match = False

    def tell(self, key: str) -> None:
        """Queue a notice (a locale key) for the person, once."""
        if key not in self.notices:
            self.notices.append(key)

    @property
    def folder(self) -> Path:
        if self._folder is None:
            import platformdirs  # deferred: nothing happens at import time

            self._folder = Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False))
        return self._folder

    def document(self, name: str) -> YamlDocument:
        """The document called ``name`` ("settings", "statistics", "autosave")."""
        if name not in KINDS:
            raise ValueError(f"unknown store file {name!r}; expected one of {sorted(KINDS)}")
        if name not in self._documents:
            self._documents[name] = YamlDocument(self.folder, KINDS[name], self.tell)
        return self._documents[name]

    def path(self, name: str) -> Path:
        """Where the file called ``name`` lives."""
        return self.document(name).path

    # ---- one copy at a time ----------------------------------------------------------------
    def _folder_lock(self) -> FolderLock:
        if self._lock is None:
            self._lock = FolderLock(self.folder)
        return self._lock

    def claim(self) -> bool:
        """Hold this user folder for as long as the process lives (:meth:`FolderLock.claim`);
        :class:`AlreadyOpen` when another copy of the game holds it."""
        return self._folder_lock().claim()

    def release(self) -> None:
        """Let go of the folder claimed by :meth:`claim`."""
        self._folder_lock().release()

    # ---- reading ---------------------------------------------------------------------------
    def _load(self, name: str, read: Callable[[dict[str, Any]], tuple[T, list[str]]], default: T) -> T:
        """The object ``read`` builds from the file, or ``default``. A file ``read`` had to repair
        is set aside before the repaired object is written in its place."""
        document = self.document(name)
        data = document.read()
        if data is None:
            return default
        try:
            built, refused = read(data)
        except Exception as exc:  # noqa: BLE001 - any failure to build is damage, never a crash
            document.set_aside(f"the file's content cannot be used: {type(exc).__name__}: {exc}")
            return default
        if refused:
            document.set_aside(f"repaired: refused {', '.join(refused[:10])}", repaired=True)
            self._write(name, built.to_dict())  # type: ignore[attr-defined]
        return built

    def _write(self, name: str, body: dict[str, Any]) -> bool:
        document = self.document(name)
        saved = document.write(body)
        if not saved:
            self.failure_reason = document.failure_reason
        return saved

    # ---- settings and statistics -----------------------------------------------------------
    def load_settings(self) -> Settings:
        """The saved settings, or the defaults."""
        return self._load(SETTINGS, Settings.read, Settings())

    def save_settings(self, settings: Settings) -> bool:
        """Save atomically. Returns False (and queues a notice) if the disk refused."""
        return self._write(SETTINGS, settings.to_dict())

    def load_stats(self) -> Statistics:
        """The saved statistics, or empty ones."""
        return self._load(STATISTICS, Statistics.read, Statistics())

    def save_stats(self, stats: Statistics) -> bool:
        """Save atomically, under the folder lock. Returns False (and queues a notice) if the
        disk refused. Prefer :meth:`record_match` to count a match."""
        with self._folder_lock().for_statistics(STATS_LOCK_SECONDS) as locked:
            if not locked:
                self.tell(NOTICE_SAVE_FAILED)
                return False
            return self._write(STATISTICS, stats.to_dict())

    def record_match(self, match_id: str, *, variant: str, level: str, won: bool | None,
                     hands: list[tuple[int, int, bool | None]]) -> bool | None:
        """Count a finished match in the statistics file: under the folder lock, read what is on
        disk now, add the match (once, by id), write it back.

        True: counted and safely written. False: this id was counted before (nothing to write).
        None: it could not be written (disk full, read-only, a file we must not overwrite); the
        notice is queued, and the caller should keep the autosave so the match is counted at the
        next start. Bad arguments raise ValueError, as in :meth:`Statistics.record_match`."""
        return self._count(lambda stats: stats.record_match(match_id, variant=variant, level=level, won=won,
                                                            hands=hands))

    def record_friends_match(self, match_id: str, *, variant: str, won: bool | None,
                             hands: list[tuple[int, int, bool | None]]) -> bool | None:
        """Count a finished match with friends in the statistics' friends section, apart from the
        matches against the computer: as :meth:`record_match` (read-merge-write under the folder
        lock, once by id; True counted, False counted before, None not written)."""
        return self._count(lambda stats: stats.record_friends_match(match_id, variant=variant, won=won, hands=hands))

    def _count(self, add: Callable[[Statistics], bool]) -> bool | None:
        """Under the folder lock: the statistics on disk now, ``add`` applied, written back."""
        with self._folder_lock().for_statistics(STATS_LOCK_SECONDS) as locked:
            if not locked:
                self.tell(NOTICE_SAVE_FAILED)
                return None
            stats = self.load_stats()
            if not add(stats):
                return False
            return True if self._write(STATISTICS, stats.to_dict()) else None

    # ---- the match in progress -------------------------------------------------------------
    def load_autosave(self) -> dict[str, Any] | None:
        """The saved match payload as written by ``save_autosave``, or None.

        Only the file's shape and plain values are checked here; :mod:`.autosave` checks the
        content when the match is rebuilt, and sets the file aside if that fails."""
        if self._unsaved_match is not None:
            # The disk refused the latest save: the match in memory is the true one.
            return plain(self._unsaved_match)  # type: ignore[no-any-return]
        if self._forgotten_match:
            return None  # the match ended or was left; the disk refused to remove its file
        data = self.document(AUTOSAVE).read()
        if data is None:
            return None
        payload = data.get("match")
        if not isinstance(payload, dict):
            self.set_aside(AUTOSAVE, "the file holds no saved match mapping")
            return None
        try:
            return plain(payload)  # type: ignore[no-any-return]
        except Exception as exc:  # noqa: BLE001 - StorageError, and anything stranger
            self.set_aside(AUTOSAVE, f"the saved match is not plain data: {exc}")
            return None

    def save_autosave(self, payload: dict[str, Any]) -> bool:
        """Save the match in progress (variant + seed + actions as plain data). Raises
        StorageError, before touching the disk, if the payload is not plain data."""
        if not isinstance(payload, dict):
            raise StorageError(f"the autosave payload must be a mapping, got {type(payload).__name__}")
        try:
            checked = plain(payload)
        except StorageError as exc:
            raise StorageError("the autosave payload must be plain data "
                               f"(str keys; lists, str, int, float, bool, None): {exc}") from None
        saved = self._write(AUTOSAVE, {"match": checked})
        self._unsaved_match = None if saved else checked
        self._forgotten_match = False
        return saved

    def clear_autosave(self) -> None:
        """Forget the match in progress (it ended or the person abandoned it)."""
        self._unsaved_match = None
        if not self.document(AUTOSAVE).remove():
            self._forgotten_match = True  # this run does not offer it again

    def set_aside(self, name: str, reason: str, *, newer: bool = False) -> Path | None:
        """Keep a damaged file as ``<file>.bad-<timestamp>`` (``.newer-`` for a newer version's),
        queue the notice, and return the backup's path (see :meth:`YamlDocument.set_aside`)."""
        return self.document(name).set_aside(reason, newer=newer)


__all__ = ["APP_DIR_NAME", "AUTOSAVE", "END_MARKER", "FORMAT_VERSION", "MAX_FILE_BYTES", "NOTICE_NEWER",
           "NOTICE_REPAIRED", "NOTICE_RESET", "NOTICE_SAVE_FAILED", "REASON_DISK_FULL", "REASON_OTHER",
           "REASON_READ_ONLY", "SETTINGS", "STATISTICS", "AlreadyOpen", "Store", "StorageError"]
