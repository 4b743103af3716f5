"""One copy of the game per user folder, and statistics written under the same lock.

:meth:`FolderLock.claim` holds a lock file in the user folder (``filelock``) for as long as the
process lives; a second copy gets :class:`AlreadyOpen`. A statistics write takes the same lock
(re-entered by the copy that claimed it), so a tool or a test sharing the folder cannot lose a
match."""

from __future__ import annotations

import contextlib
import logging
from pathlib import Path
from typing import Iterator

import filelock

log = logging.getLogger(__name__)

LOCK_FILE = "briscola.lock"
# How long a statistics write waits for a folder lock held by another process (a tool or
# test sharing the folder; a second copy of the game never gets that far).
STATS_LOCK_SECONDS = 10.0


class AlreadyOpen(RuntimeError):
    """Another copy of the game holds this user folder (see :meth:`FolderLock.claim`)."""


class FolderLock:
    """The lock file of one user folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._lock: filelock.BaseFileLock | None = None
        self._claimed = False

    def _get(self) -> filelock.BaseFileLock:
        if self._lock is None:
            self.folder.mkdir(parents=True, exist_ok=True)
            # One lock object per path in this process (is_singleton), counted, so the
            # statistics writer re-enters the lock the running game already holds.
            self._lock = filelock.FileLock(str(self.folder / LOCK_FILE), is_singleton=True, thread_local=False)
        return self._lock

    def claim(self) -> bool:
        """Hold the folder for as long as the process lives (the OS lets go when it ends, however
        it ends). :class:`AlreadyOpen` when another copy holds it; False, holding nothing, when the
        folder cannot take a lock at all (read-only, missing drive): the game then runs, and a
        failed save says so."""
        try:
            lock = self._get()
            lock.acquire(timeout=0)
        except filelock.Timeout:
            raise AlreadyOpen(f"another copy of the game is using {self.folder}") from None
        except OSError as exc:
            log.warning("cannot lock the user folder %s: %s", self.folder, exc)
            return False
        self._claimed = True
        return True

    def release(self) -> None:
        """Let go of a folder claimed by :meth:`claim` (tests; the OS does it at exit)."""
        if self._claimed and self._lock is not None:
            self._claimed = False
            self._lock.release()

    @contextlib.contextmanager
    def for_statistics(self, timeout: float) -> Iterator[bool]:
        """The lock for one statistics write. Yields False when another process holds it past
        ``timeout``; True otherwise (also when no lock can be made here: the write is tried, and
        if the disk refuses it too, the write says so)."""
        try:
            lock = self._get()
            lock.acquire(timeout=timeout)
        except filelock.Timeout:
            log.warning("statistics not saved: another copy of the game holds %s", self.folder)
            yield False
            return
        except OSError as exc:
            log.warning("cannot lock %s for the statistics: %s", self.folder, exc)
            yield True
            return
        try:
            yield True
        finally:
            lock.release()


__all__ = ["LOCK_FILE", "STATS_LOCK_SECONDS", "AlreadyOpen", "FolderLock"]
