"""The last hands kept for review (``hands.yaml``): each as variant + deal seed + actions, with its
analysis cached.

One :class:`~.document.YamlDocument` in the store's user folder, newest hand last, at most
:data:`LIMIT` hands. Every entry is checked where it is read: the table must be one the game
offers (a preset, field for field), the seed, dealer and hand number whole numbers in range,
the actions a bounded list the rules core replays, the date a plain ISO time, the cached
analysis numbers finite and in range and fitting the hand (:func:`review_from_cache`). An entry
that fails is damage: the whole file is set aside (kept as ``hands.yaml.bad-<timestamp>``), the
hands that passed are written back, and the person is told once. A cached analysis that does
not fit its hand is dropped alone (it is recomputed, nothing is lost). What is written is built
from the game's own objects (the record, the rebuilt review), never from what was read.
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from briscola_desktop.review import HandRecord, HandReview, review_from_cache
from briscola_desktop.rules import PRESETS, SaveError, Variant

from .checks import MAX_SEED, Refused, finite, items, mapping, text, whole
from .document import FileKind, FileWords, StorageError, YamlDocument
from .store import NOTICE_SAVE_FAILED, Store

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
KIND = FileKind(FILE_NAME, VERSION, FileWords(NOTICE_RESET, NOTICE_RESET, NOTICE_RESET, NOTICE_SAVE_FAILED),
                tag=FORMAT, max_bytes=MAX_BYTES)
_ENDED = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
_MAX_ACTIONS = 400   # a hand has at most 40 cards plus a short auction
_MAX_WORLDS = 10**7
_MAX_CARD_POINTS = 120
#: A seat's name as kept (the network allows 24 characters; room for a little more, never a page).
MAX_NAME_CHARS = 64


@dataclass(frozen=True)
class KeptHand:
    """One hand kept for review: its record, when it ended, and its analysis once made. A hand played
    with friends also keeps how the table named its seats (from the review's chair, seat 0 the person):
    ``names`` the name each friend joined with ("" for the person and a computer), ``numbers`` each
    seat's number at the host (a computer is "Player {number + 1}" there); both empty otherwise."""

    record: HandRecord
    ended: str                                # ISO date and time (UTC) the hand was kept
    cache: dict | None = field(default=None, hash=False, compare=False)
    names: tuple[str, ...] = ()
    numbers: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"hand": self.record.to_dict(), "ended": self.ended, "analysis": self.cache}
        if self.names:
            out["names"], out["numbers"] = list(self.names), list(self.numbers)
        return out


class HandHistory:
    """The last :data:`LIMIT` hands. Create one per run with the app's :class:`Store` and share it."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.document = YamlDocument(store.folder, KIND, store.tell)
        self._hands: list[KeptHand] | None = None

    @property
    def path(self) -> Path:
        return self.document.path

    # ---- reading ----------------------------------------------------------------------------
    def hands(self) -> list[KeptHand]:
        """The kept hands, oldest first (read from the file once, then kept in memory)."""
        if self._hands is None:
            self._hands = self._load()
        return list(self._hands)

    def _load(self) -> list[KeptHand]:
        data = self.document.read()
        if data is None:
            return []
        try:
            entries = items(data.get("hands"), "the kept hands", LIMIT)
        except Refused as exc:
            self.document.set_aside(str(exc))
            return []
        kept: list[KeptHand] = []
        for entry in entries:
            hand = kept_from(entry)
            if hand is not None:
                kept.append(hand)
        if len(kept) != len(entries):
            self.document.set_aside("a kept hand does not replay")
            self._write(kept)
        return kept

    # ---- writing ----------------------------------------------------------------------------
    def add(self, record: HandRecord, cache: dict | None = None, *, names: tuple[str, ...] = (),
            numbers: tuple[int, ...] = ()) -> bool:
        """Keep a finished hand (the oldest goes beyond :data:`LIMIT`), with how a table with friends named
        its seats (``names``, ``numbers``: see :class:`KeptHand`); False if the disk refused."""
        if not record.actions:
            return False
        ended = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        try:
            names, numbers = _seat_names(record, list(names), list(numbers)) if names else ((), ())
        except Refused as exc:   # the hand is kept all the same, its seats named as any table names them
            log.warning("the seats' names were not kept with the hand: %s", exc)
            names, numbers = (), ()
        kept = KeptHand(record, ended, _fitting(record, cache), names, numbers)
        hands = [h for h in self.hands() if h.record != record] + [kept]
        self._hands = hands[-LIMIT:]
        return self._write(self._hands)

    def set_analysis(self, record: HandRecord, cache: dict) -> bool:
        """Cache the analysis of a kept hand; False if the hand is not kept, the analysis does not
        fit it, or the disk refused."""
        hands = self.hands()
        checked = _fitting(record, cache)
        for i, h in enumerate(hands):
            if h.record == record and checked is not None:
                hands[i] = replace(h, cache=checked)
                self._hands = hands
                return self._write(hands)
        return False

    def _write(self, hands: list[KeptHand]) -> bool:
        try:
            return self.document.write({"hands": [h.to_dict() for h in hands]})
        except StorageError as exc:   # keeping a hand for review must never stop the game
            log.error("the kept hands were not written: %s", exc)
            return False


def _fitting(record: HandRecord, cache: object) -> dict | None:
    """``cache`` rebuilt from the review it makes for ``record``, or None when it does not fit."""
    if cache is None:
        return None
    try:
        return _review(record, cache).cache()
    except (SaveError, Refused) as exc:
        log.info("dropping a cached analysis that does not fit its hand: %s", exc)
        return None


def _review(record: HandRecord, cache: object) -> HandReview:
    """The review a cached analysis makes, after its numbers are checked for type and range."""
    raw = mapping(cache, "a cached analysis", 8)
    whole(raw.get("seat"), "the analysed seat", 0, record.variant.players - 1)
    whole(raw.get("seed"), "the analysis seed", 0, MAX_SEED)
    for key, decision in mapping(raw.get("values"), "the analysed plays", _MAX_ACTIONS).items():
        text(key, "an analysed play", 8)
        decision = mapping(decision, "an analysed play", 4)
        whole(decision.get("worlds"), "the worlds searched", 0, _MAX_WORLDS)
        for card, value in mapping(decision.get("cards"), "the analysed cards", 40).items():
            text(card, "a card", 32)
            finite(value, "a card's value", 0.0, _MAX_CARD_POINTS)
    return review_from_cache(record, raw)


def _record(raw: object) -> HandRecord:
    """A hand's record after its values are checked, replayed by the rules core."""
    data = mapping(raw, "a kept hand", 8)
    variant = mapping(data.get("variant"), "the table", 32)
    name = text(variant.get("name"), "the table's name", 64)
    known = PRESETS.get(name)
    if known is None or Variant.from_dict(variant) != known:
        raise Refused(f"the table {name!r} is not one this game offers")
    whole(data.get("seed"), "the deal seed", 0, MAX_SEED)
    whole(data.get("dealer"), "the dealer", 0, known.players - 1)
    whole(data.get("hand_index"), "the hand number", 0, 10_000)
    for action in items(data.get("actions"), "the actions", _MAX_ACTIONS):
        text(action, "an action", 32)
    record = HandRecord.from_dict(data)
    record.replay()
    return record


def _seat_names(record: HandRecord, names: object, numbers: object) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The seats' names and host numbers of a hand with friends, checked: one of each per seat, each name
    short text (:data:`MAX_NAME_CHARS`), the numbers the seats' own in some order; :class:`Refused` if not."""
    players = record.variant.players
    names = tuple(text(n, "a seat's name", MAX_NAME_CHARS) for n in items(names, "the seats' names", players))
    numbers = tuple(whole(n, "a seat's number", 0, players - 1) for n in items(numbers, "the seats' numbers", players))
    if len(names) != players or sorted(numbers) != list(range(players)):
        raise Refused("the seats' names and numbers do not fit the table")
    return names, numbers


def kept_from(entry: object) -> KeptHand | None:
    """A kept hand from the file, checked and replayed; None if anything in it does not fit."""
    try:
        data = mapping(entry, "a kept hand", 8)
        ended = text(data.get("ended"), "the time the hand ended", 32)
        if not _ENDED.fullmatch(ended):
            raise Refused("the time the hand ended is not an ISO time")
        record = _record(data.get("hand"))
        names, numbers = (_seat_names(record, data.get("names"), data.get("numbers")) if "names" in data
                          else ((), ()))
    except Exception as exc:  # noqa: BLE001 - Refused, SaveError, anything stranger: damage, never a crash
        log.warning("a kept hand cannot be used: %s", exc)
        return None
    return KeptHand(record, ended, _fitting(record, data.get("analysis")), names, numbers)


__all__ = ["FILE_NAME", "FORMAT", "LIMIT", "NOTICE_RESET", "VERSION", "HandHistory", "KeptHand", "kept_from"]
