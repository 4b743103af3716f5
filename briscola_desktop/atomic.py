"""Writing a file so that a crash, a full disk or a power cut leaves the old file or the new one.

The whole content is written to a temporary file in the same folder (``.<name>.<random>.tmp``),
flushed and fsync'ed, then moved over the old file with ``os.replace``, which is atomic on one
file system; the folder is fsync'ed too, so the move itself survives a power cut (POSIX only).
A write that fails removes its temporary file and raises the ``OSError``; the old file is
untouched. The store (:mod:`.storage`), the hand history and the arena's saved runs all write
this way.

Windows refuses to replace a file that another program holds open without sharing deletion (an
editor, a backup or antivirus scanner, a second copy of a tool): ``os.replace`` raises
``PermissionError``. The move is then tried again for a moment (such holds are usually brief); if
the file is still held, the new content is kept beside it as ``<name>.new`` and
:class:`KeptBeside` (an ``OSError``) says where, so the caller can tell the person: nothing is lost.

Standard library only: every part of the project may use it, the rules core and the AI included.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

#: Windows: a held file is replaced as soon as it is let go; tries and the pause between them.
REPLACE_TRIES = 10
REPLACE_PAUSE = 0.05
#: What the new content is called when the old file stays held (``settings.yaml.new``).
KEPT_SUFFIX = ".new"
WINDOWS = os.name == "nt"


class KeptBeside(PermissionError):
    """The target stayed held open by another program: the new content is in :attr:`kept`."""

    def __init__(self, path: Path, kept: Path, cause: OSError) -> None:
        super().__init__(cause.errno, f"{path} is held open by another program; the new content is kept in {kept}",
                         str(path))
        self.kept = kept


def write_atomic(path: Path | str, data: bytes) -> None:
    """Replace ``path`` with ``data`` in one step (creating its folder if needed); ``OSError`` if the disk
    refuses, with the old file, if any, left as it was and no temporary file left behind."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        _replace(tmp, path)
        tmp = ""
    finally:
        if tmp:
            try:
                os.unlink(tmp)
            except OSError:
                pass
    _fsync_folder(path.parent)


def _replace(tmp: str, path: Path) -> None:
    """``os.replace``; on Windows, a target held open is waited for briefly, then left alone with the
    new content beside it (:class:`KeptBeside`)."""
    for attempt in range(REPLACE_TRIES if WINDOWS else 1):
        try:
            os.replace(tmp, path)
        except PermissionError as exc:
            if not WINDOWS or path.is_dir():
                raise
            refused = exc
            time.sleep(REPLACE_PAUSE)
        else:
            if WINDOWS:  # a version kept beside by an earlier save is older than this one
                try:
                    path.with_name(path.name + KEPT_SUFFIX).unlink(missing_ok=True)
                except OSError:
                    pass
            return
    kept = path.with_name(path.name + KEPT_SUFFIX)
    try:
        os.replace(tmp, kept)
    except OSError:
        raise refused from None
    raise KeptBeside(path, kept, refused)


def _fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable where the platform allows it (POSIX only; a refusal is ignored)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


__all__ = ["KEPT_SUFFIX", "KeptBeside", "write_atomic"]
