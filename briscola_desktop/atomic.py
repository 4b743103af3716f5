"""Writing a file so that a crash, a full disk or a power cut leaves the old file or the new one.

The whole content is written to a temporary file in the same folder (``.<name>.<random>.tmp``),
flushed and fsync'ed, then moved over the old file with ``os.replace``, which is atomic on one
file system; the folder is fsync'ed too, so the move itself survives a power cut (POSIX only).
A write that fails removes its temporary file and raises the ``OSError``; the old file is
untouched. The store (:mod:`.storage`), the hand history and the arena's saved runs all write
this way.

Standard library only: every part of the project may use it, the rules core and the AI included.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


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
        os.replace(tmp, path)
        tmp = ""
    finally:
        if tmp:
            try:
                os.unlink(tmp)
            except OSError:
                pass
    _fsync_folder(path.parent)


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


__all__ = ["write_atomic"]
