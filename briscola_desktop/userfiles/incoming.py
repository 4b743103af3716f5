"""An invitation link left in the user folder by a second copy of the game for the one running
(``incoming-link.txt``): written atomically, read once (at most a few hundred bytes) and removed. What
the text says is checked by the game (``app.friends.link.checked_link``), never here."""

from __future__ import annotations

from pathlib import Path

from briscola_desktop.atomic import write_atomic

LINK_FILE = "incoming-link.txt"
MAX_BYTES = 2048


def leave_link(folder: Path, link: str) -> None:
    write_atomic(folder / LINK_FILE, link.encode("utf-8")[:MAX_BYTES])


def take_link_text(folder: Path) -> str | None:
    """The text left there, once (the file is removed), or None; bytes that are not UTF-8 count as none."""
    path = folder / LINK_FILE
    try:
        data = path.read_bytes()[:MAX_BYTES]
        path.unlink()
    except OSError:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


__all__ = ["LINK_FILE", "MAX_BYTES", "leave_link", "take_link_text"]
