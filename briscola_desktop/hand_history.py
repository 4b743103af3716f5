"""The last hands kept for review: each as variant + deal seed + actions, with its analysis cached.

One YAML file, ``hands.yaml``, in the store's user folder (:attr:`storage.Store.folder`),
newest hand last, at most :data:`LIMIT` hands. Written the way the store writes its own files
(the whole text built first, a temporary file in the same folder, flushed, fsync'ed, moved
over the old one with ``os.replace``), so a crash leaves the old list or the new one. The file
ends with the store's end-marker line; one without it was cut short.

Reading: a file that cannot be read or parsed, or any hand in it that the rules core refuses
to replay, sets the whole file aside as ``hands.yaml.bad-<timestamp>`` (nothing is deleted),
keeps the hands that do replay, and queues the notice :data:`NOTICE_RESET` on the store. A
cached analysis that does not fit its hand is dropped alone (it is recomputed, nothing is lost).

The store (``storage.py``) has no public reader or writer for a file other than its three, so
this module carries its own small reader (:func:`_read_text`) and writes the way the store does
(:func:`.atomic.write_atomic`), on top of the store's public folder, notices, end marker and size limit.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import yaml

from briscola_desktop.atomic import write_atomic
from briscola_desktop.review import HandRecord, review_from_cache
from briscola_desktop.rules import SaveError
from briscola_desktop.storage import END_MARKER, Store

log = logging.getLogger(__name__)

FILE_NAME = "hands.yaml"
FORMAT = "briscola-desktop/hands"
VERSION = 1
#: Hands kept for review.
LIMIT = 20
#: Twenty hands with their analyses take about 40 KB; anything far larger is not ours.
MAX_BYTES = 1024 * 1024
#: Locale key told once when a damaged file was set aside.
NOTICE_RESET = "review.history_reset"
#: The store's own notice for a save the disk refused.
NOTICE_SAVE_FAILED = "storage.save_failed"
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


@dataclass(frozen=True)
class KeptHand:
    """One hand kept for review: its record, when it ended, and its analysis once made."""

    record: HandRecord
    ended: str                                # ISO date and time (UTC) the hand was kept
    cache: dict | None = field(default=None, hash=False, compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {"hand": self.record.to_dict(), "ended": self.ended, "analysis": self.cache}


class HandHistory:
    """The last :data:`LIMIT` hands. Create one per run with the app's :class:`Store` and share it."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._hands: list[KeptHand] | None = None
        self._protected = False   # a damaged file could not be moved aside: never write over it

    @property
    def path(self) -> Path:
        return self.store.folder / FILE_NAME

    # ---- reading ----------------------------------------------------------------------------
    def hands(self) -> list[KeptHand]:
        """The kept hands, oldest first (read from the file once, then kept in memory)."""
        if self._hands is None:
            self._hands = self._load()
        return list(self._hands)

    def _load(self) -> list[KeptHand]:
        try:
            text = _read_text(self.path)
        except FileNotFoundError:
            return []
        except (OSError, ValueError) as exc:
            self._set_aside(f"cannot read the file: {exc}")
            return []
        try:
            data = yaml.load(text, Loader=_LOADER)  # noqa: S506 (a safe loader)
        except Exception as exc:  # YAMLError, RecursionError: damage, never a crash
            self._set_aside(f"not valid YAML: {type(exc).__name__}")
            return []
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION \
                or not isinstance(data.get("hands"), list):
            self._set_aside("not a list of kept hands of a version this game knows")
            return []
        kept: list[KeptHand] = []
        damaged = False
        for entry in data["hands"][-LIMIT:]:
            hand = _kept_from(entry)
            if hand is None:
                damaged = True
            else:
                kept.append(hand)
        if damaged:
            self._set_aside("a kept hand does not replay")
            self._write(kept)
        return kept

    # ---- writing ----------------------------------------------------------------------------
    def add(self, record: HandRecord, cache: dict | None = None) -> bool:
        """Keep a finished hand (the oldest goes beyond :data:`LIMIT`); False if the disk refused."""
        if not record.actions:
            return False
        ended = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        hands = [h for h in self.hands() if h.record != record] + [KeptHand(record, ended, cache)]
        self._hands = hands[-LIMIT:]
        return self._write(self._hands)

    def set_analysis(self, record: HandRecord, cache: dict) -> bool:
        """Cache the analysis of a kept hand; False if the hand is not kept or the disk refused."""
        hands = self.hands()
        for i, h in enumerate(hands):
            if h.record == record:
                hands[i] = replace(h, cache=cache)
                self._hands = hands
                return self._write(hands)
        return False

    def _write(self, hands: list[KeptHand]) -> bool:
        if self._protected:
            log.warning("not saving over %s: it could not be set aside earlier", self.path)
            return False
        body = {"format": FORMAT, "version": VERSION, "hands": [h.to_dict() for h in hands]}
        text = yaml.dump(body, Dumper=_DUMPER, sort_keys=False, allow_unicode=True, default_flow_style=None)
        try:
            write_atomic(self.path, (text + END_MARKER + "\n").encode("utf-8"))
        except OSError as exc:
            log.warning("could not save %s: %s", self.path, exc)
            _tell(self.store, NOTICE_SAVE_FAILED)
            return False
        return True

    def _set_aside(self, reason: str) -> None:
        """Keep the damaged file as ``hands.yaml.bad-<timestamp>`` and tell the person once."""
        log.warning("setting aside %s: %s", self.path, reason)
        _tell(self.store, NOTICE_RESET)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        for attempt in range(100):
            backup = self.path.with_name(FILE_NAME + (f".bad-{stamp}" if not attempt else f".bad-{stamp}-{attempt}"))
            if backup.exists():
                continue  # never overwrite an earlier backup
            try:
                os.rename(self.path, backup)
                return
            except FileNotFoundError:
                return
            except OSError as exc:
                log.warning("could not set aside %s: %s", self.path, exc)
                break
        self._protected = True


def _tell(store: Store, key: str) -> None:
    """Queue a notice on the store once (the title and the table show the store's notices)."""
    if key not in store.notices:
        store.notices.append(key)


def _kept_from(entry: object) -> KeptHand | None:
    """A kept hand from the file, replayed by the rules core; None if it does not replay."""
    if not isinstance(entry, dict) or not isinstance(entry.get("ended"), str):
        return None
    try:
        record = HandRecord.from_dict(entry.get("hand"))
        record.replay()
    except SaveError as exc:
        log.warning("a kept hand does not replay: %s", exc)
        return None
    cache = entry.get("analysis")
    if cache is not None:
        try:
            review_from_cache(record, cache)
        except SaveError as exc:
            log.info("dropping a cached analysis that does not fit its hand: %s", exc)
            cache = None
    return KeptHand(record, entry["ended"][:32], cache)


def _read_text(path: Path) -> str:
    """The file's text; ``FileNotFoundError`` if absent, ``ValueError`` if too big, not a file,
    not UTF-8, or cut short (no end marker)."""
    if not path.is_file():
        if path.exists():
            raise ValueError("not a regular file")
        raise FileNotFoundError(path)
    with open(path, "rb") as handle:
        raw = handle.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise ValueError(f"over {MAX_BYTES} bytes")
    text = raw.decode("utf-8-sig")
    lines = text.rstrip().splitlines()
    if not lines or lines[-1].strip() != END_MARKER:
        raise ValueError("cut short (the end marker line is missing)")
    return text
