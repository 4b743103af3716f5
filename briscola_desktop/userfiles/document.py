"""One YAML document in the user folder: read safely, set aside when damaged, written atomically.

Every file the game keeps (settings, statistics, the match in progress, the hands kept for
review, the score pad) is a :class:`YamlDocument`. What it promises:

- **Reading** opens regular files only (a FIFO would hang the read, a device could be endless),
  refuses a file over its size cap before reading it, decodes UTF-8, requires the end-marker
  line every write puts last (a file cut short is caught even when what survived parses),
  counts nesting depth and aliases on the event stream (no recursion, before anything is
  built: libyaml's composer recurses in C, and a few dozen aliases can stand for billions of
  nodes), then loads with the C safe loader where PyYAML has it (``safe_load`` semantics only).
  It checks the header the game writes (``format``, and ``version`` for a tagged file).
  *Any* exception on the way is damage: no file can stop the game.
- **Damage** sets the file aside as ``<file>.bad-<timestamp>`` beside it (never overwriting an
  earlier one), tells the person once, and the game goes on with what it has. A file from a
  newer version is set aside as ``<file>.newer-<timestamp>`` and called newer, not damaged. A
  file the game had to *repair* (some values refused, the rest kept) is set aside the same way
  before the repaired one is written, so the original is never lost. A file that could not be
  moved aside is never written over in this run.
- **Writing** builds the whole text in memory from the game's own objects, checked again on
  the way out (:func:`plain`: plain types only, whole numbers within 64 bits, finite floats,
  text without control characters, bounded sizes), then writes it to a temporary file in the
  same folder, fsyncs it and moves it over the old one with ``os.replace`` (:mod:`..atomic`).

No pygame; nothing happens at import time.
"""

from __future__ import annotations

import errno
import logging
import math
import os
import stat
import time
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, Callable

import yaml

from briscola_desktop.atomic import KeptBeside, write_atomic
from briscola_desktop.winpaths import too_long

from .checks import has_control, short

log = logging.getLogger(__name__)

# libyaml where PyYAML was built with it: about six times faster than the pure Python one, and
# as safe (SafeConstructor, no python/* tags).
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

#: Every file we write ends with this line; a file without it was cut short (or is not ours).
END_MARKER = "# end of briscola-desktop data (keep this line)"
#: Our files nest a handful of levels deep; 32 leaves room and keeps libyaml's recursion short.
MAX_DEPTH = 32
#: The game writes no aliases; a file edited by hand may hold a few. Far more is a bomb.
MAX_ALIASES = 100
#: The most values a document may hold (twenty kept hands with their analyses hold about 10,000).
MAX_NODES = 200_000
#: Files older than this beside a document (``.<name>.*.tmp``) are leftovers of a killed write.
STALE_TEMP_SECONDS = 60.0
#: Whole numbers written fit 64 bits, signed or unsigned (deal seeds are unsigned); longer text and
#: lists are not the game's own.
_MIN_INT = -(2**63)
_MAX_INT = 2**64
_MAX_WRITTEN_TEXT = 10_000
_MAX_WRITTEN_NODES = 200_000

REASON_DISK_FULL = "storage.reason_disk_full"
REASON_READ_ONLY = "storage.reason_read_only"
REASON_OTHER = "storage.reason_other"
#: Windows: another program holds the file open (the new content is kept beside it, ``.new``).
REASON_IN_USE = "storage.reason_in_use"
#: Windows: the user folder's path is too long (260 characters) for a machine without long paths.
REASON_PATH_TOO_LONG = "storage.reason_path_too_long"


class StorageError(ValueError):
    """A value handed to a document cannot be saved (not plain data, or out of range)."""


class Damage(Exception):
    """A file cannot be one of ours (the reason in the message)."""


@dataclass(frozen=True)
class FileWords:
    """The locale keys a document tells the person: set aside as damaged, from a newer version,
    repaired (some values refused, the rest kept), a save the disk refused."""

    reset: str
    newer: str
    repaired: str
    save_failed: str = "storage.save_failed"


@dataclass(frozen=True)
class FileKind:
    """How a file is recognised: its name, its header and its size cap.

    An untagged file's header is ``format: <version>``; a tagged one's is ``format: <tag>`` and
    ``version: <version>``."""

    name: str
    version: int
    words: FileWords
    tag: str | None = None
    max_bytes: int = 64 * 1024

    def header(self) -> dict[str, Any]:
        return {"format": self.version} if self.tag is None else {"format": self.tag, "version": self.version}


class YamlDocument:
    """One file of ``kind`` in ``folder``. ``tell`` queues a notice (a locale key) for the person."""

    def __init__(self, folder: Path, kind: FileKind, tell: Callable[[str], None]) -> None:
        self.kind = kind
        self.path = Path(folder) / kind.name
        self._tell = tell
        # The file was damaged but could not be moved aside: never written over in this run.
        self.protected = False
        # The locale key saying why the last save failed; None until one fails.
        self.failure_reason: str | None = None

    # ---- reading ---------------------------------------------------------------------------
    def read(self) -> dict[str, Any] | None:
        """The file's mapping without its header, or None when it is missing or was set aside."""
        try:
            raw = read_regular(self.path, self.kind.max_bytes)
            if raw is None:
                return None
            data = parse(raw, self.kind.max_bytes)
            if self._is_newer(data):
                self.set_aside(f"written by a newer version ({_header_text(data)})", newer=True)
                return None
            if any(data.get(key) != value or isinstance(data.get(key), bool)
                   for key, value in self.kind.header().items()):
                raise Damage(f"the header ({_header_text(data)}) is not one this game writes")
        except Damage as exc:
            self.set_aside(str(exc))
            return None
        except Exception as exc:  # noqa: BLE001 - OSError and anything stranger: damage, never a crash
            self.set_aside(f"the file cannot be read: {type(exc).__name__}: {exc}")
            return None
        return {key: value for key, value in data.items() if key not in self.kind.header()}

    def _is_newer(self, data: dict[str, Any]) -> bool:
        key = "format" if self.kind.tag is None else "version"
        if self.kind.tag is not None and data.get("format") != self.kind.tag:
            return False
        value = data.get(key)
        return isinstance(value, int) and not isinstance(value, bool) and value > self.kind.version

    def set_aside(self, reason: str, *, newer: bool = False, repaired: bool = False) -> Path | None:
        """Keep the file as ``<file>.bad-<timestamp>`` (``.newer-`` for a newer version's) and tell
        the person once. The backup's path, or None when there was nothing to keep or it could not
        be moved (then this run never writes over it)."""
        words = self.kind.words
        self._tell(words.newer if newer else words.repaired if repaired else words.reset)
        log.warning("setting aside %s: %s", self.path, reason)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        kind = "newer" if newer else "bad"
        for attempt in range(100):
            suffix = f".{kind}-{stamp}" if attempt == 0 else f".{kind}-{stamp}-{attempt}"
            backup = self.path.with_name(self.path.name + suffix)
            if os.path.lexists(backup):
                continue  # never overwrite an earlier backup
            try:
                os.rename(self.path, backup)
            except FileNotFoundError:
                return None
            except OSError as exc:
                log.warning("could not set aside %s: %s", self.path, exc)
                self.protected = True
                return None
            return backup
        log.warning("could not find a free backup name for %s", self.path)
        self.protected = True
        return None

    # ---- writing ---------------------------------------------------------------------------
    def render(self, body: dict[str, Any]) -> bytes:
        """The file's whole text for ``body``; :class:`StorageError` before anything touches the disk."""
        data = plain({**self.kind.header(), **body})
        try:
            text = yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, default_flow_style=False)
        except (yaml.YAMLError, RecursionError) as exc:
            raise StorageError(f"cannot write this data as YAML: {exc}") from exc
        encoded = (text + END_MARKER + "\n").encode("utf-8")
        if len(encoded) > self.kind.max_bytes:
            raise StorageError(f"{self.kind.name} would be {len(encoded)} bytes, over its {self.kind.max_bytes}")
        return encoded

    def write(self, body: dict[str, Any]) -> bool:
        """Write atomically; False (with the save-failed notice) when the disk refused or the file
        must not be written over. :class:`StorageError` when ``body`` is not plain data."""
        encoded = self.render(body)
        if self.protected:
            log.warning("not saving over %s: it could not be set aside earlier", self.path)
            self._tell(self.kind.words.save_failed)
            self.failure_reason = REASON_READ_ONLY
            return False
        try:
            write_atomic(self.path, encoded)
        except OSError as exc:
            log.warning("could not save %s: %s", self.path, exc)
            self._tell(self.kind.words.save_failed)
            self.failure_reason = reason_key(exc)
            return False
        sweep_stale_temps(self.path)
        return True

    def remove(self) -> bool:
        """Delete the file (missing is fine); False when the disk refused."""
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.warning("could not remove %s: %s", self.path, exc)
            return False
        return True


class _Dumper(_DUMPER):  # type: ignore[misc, valid-type]
    """The safe dumper that never writes an alias (the reader refuses many)."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


def _header_text(data: dict[str, Any]) -> str:
    return ", ".join(f"{k}: {short(data.get(k))}" for k in ("format", "version") if k in data) or "none"


def reason_key(exc: OSError) -> str:
    """The locale key that says in a person's words why the disk refused a write."""
    if isinstance(exc, KeptBeside):
        return REASON_IN_USE
    if too_long(exc.filename):
        return REASON_PATH_TOO_LONG
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return REASON_DISK_FULL
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return REASON_READ_ONLY
    return REASON_OTHER


def read_regular(path: Path, max_bytes: int) -> bytes | None:
    """The bytes of ``path``, or None when nothing is there; :class:`Damage` for anything but a
    regular file of at most ``max_bytes``. The check is made on the open file too (O_NONBLOCK
    keeps a FIFO swapped in meanwhile from blocking the open), so nothing slips in between."""
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    if not stat.S_ISREG(info.st_mode):
        raise Damage(f"not a regular file (mode {stat.filemode(info.st_mode)})")
    if info.st_size > max_bytes:
        raise Damage(f"file is {info.st_size} bytes, over the {max_bytes}-byte limit")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise Damage("not a regular file")
        return handle.read(max_bytes + 1)  # one byte past the cap: the file may have grown since stat()


def check_events(text: str) -> None:
    """:class:`Damage` when the YAML in ``text`` nests deeper than :data:`MAX_DEPTH`, holds more
    than :data:`MAX_ALIASES` aliases or more than :data:`MAX_NODES` nodes. Counted on the event
    stream: no recursion, nothing built.

    An alias is one node here, though it stands for all its anchor holds (a few dozen aliases can
    stand for billions of values): every reader checks a list's or a mapping's length before it
    walks it, so a field holding such a bomb is refused alone and the rest of the file is kept."""
    depth = aliases = nodes = 0
    for event in yaml.parse(text, Loader=LOADER):
        if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            depth += 1
            if depth > MAX_DEPTH:
                raise Damage(f"file nests deeper than {MAX_DEPTH} levels")
        elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            depth -= 1
            continue
        elif isinstance(event, yaml.AliasEvent):
            aliases += 1
            if aliases > MAX_ALIASES:
                raise Damage(f"file holds more than {MAX_ALIASES} aliases")
        elif not isinstance(event, yaml.ScalarEvent):
            continue
        nodes += 1
        if nodes > MAX_NODES:
            raise Damage(f"file holds more than {MAX_NODES} values")


def parse(raw: bytes, max_bytes: int) -> dict[str, Any]:
    """The mapping in ``raw``; :class:`Damage` naming what is wrong."""
    if len(raw) > max_bytes:
        raise Damage(f"file is over the {max_bytes}-byte limit")
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark from a Windows editor is fine
    except UnicodeDecodeError as exc:
        raise Damage(f"file is not UTF-8 text: {exc}") from None
    lines = text.split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    if not lines:
        raise Damage("file is empty")
    if lines[-1].strip() != END_MARKER:
        raise Damage("file is cut short (its end marker line is missing)")
    try:
        check_events(text)
        data = yaml.load(text, Loader=LOADER)  # noqa: S506 - a safe loader (C or Python)
    except Damage:
        raise
    except Exception as exc:  # YAMLError, RecursionError, anything else
        raise Damage(f"file is not valid YAML: {type(exc).__name__}: {exc}") from None
    if not isinstance(data, dict):
        raise Damage(f"file holds a {type(data).__name__}, not a mapping")
    return data


def plain(value: object, depth: int = 0, budget: list[int] | None = None) -> Any:
    """A copy of ``value`` made only of plain YAML data, checked on the way out: dicts with text
    keys, lists (tuples become lists), text without control characters, whole numbers within
    64 bits, finite floats, bools, None. Subclasses (the rules core's ``Card``, an enum member)
    become their plain value. :class:`StorageError` for anything else, or when it nests or
    grows past what any of our files holds."""
    if budget is None:
        budget = [_MAX_WRITTEN_NODES]
    budget[0] -= 1
    if budget[0] < 0 or depth > 64:
        raise StorageError("the data is nested too deeply or is too large")
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, Enum):
        return plain(value.value, depth + 1, budget)
    if isinstance(value, int):
        if not _MIN_INT <= value < _MAX_INT:
            raise StorageError("a whole number is out of the 64-bit range")
        return int(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise StorageError(f"cannot store the number {value!r}")
        return float(value)
    if isinstance(value, str):
        if len(value) > _MAX_WRITTEN_TEXT or has_control(value):
            raise StorageError("text is too long or holds control characters")
        return str.__str__(value)
    if isinstance(value, (list, tuple)):
        return [plain(item, depth + 1, budget) for item in value]
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise StorageError(f"mapping keys must be text, got {type(key).__name__}")
            out[plain(key, depth + 1, budget)] = plain(item, depth + 1, budget)
        return out
    raise StorageError(f"cannot store a {type(value).__name__} as plain data")


def sweep_stale_temps(path: Path) -> None:
    """Remove temporary files a killed process left behind for ``path`` (older than a minute:
    a write in progress takes milliseconds)."""
    cutoff = time.time() - STALE_TEMP_SECONDS
    for leftover in path.parent.glob(f".{path.name}.*.tmp"):
        try:
            if leftover.stat().st_mtime < cutoff:
                leftover.unlink()
        except OSError:
            pass  # another process removed it, or we may not: harmless either way


__all__ = ["END_MARKER", "LOADER", "MAX_ALIASES", "MAX_DEPTH", "MAX_NODES", "Damage", "FileKind", "FileWords",
           "REASON_DISK_FULL", "REASON_IN_USE", "REASON_OTHER", "REASON_PATH_TOO_LONG", "REASON_READ_ONLY",
           "StorageError", "YamlDocument", "check_events", "parse", "plain", "read_regular", "reason_key",
           "sweep_stale_temps"]
