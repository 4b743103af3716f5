"""Settings, statistics and the match in progress, kept between runs.

Three YAML files live in one user folder (``platformdirs.user_data_dir("briscola-desktop")``
unless a folder is given): ``settings.yaml``, ``statistics.yaml`` and ``autosave.yaml``.

Writing: the whole text is built in memory first (so a value YAML cannot represent never
touches the disk), then written to a temporary file in the same folder, flushed, fsync'ed
and moved over the old file with ``os.replace`` (:mod:`.atomic`). A crash or power cut leaves either the old
file or the new one, never half of one.

Reading draws one line between *damage* and *a bad value*:

- The file as a whole is damaged when it is not a regular file (a FIFO would hang the read),
  cannot be read, is larger than ``MAX_FILE_BYTES`` (refused before it is read), is empty or
  blank, is not UTF-8, is not YAML, nests deeper than ``MAX_DEPTH``, is not a mapping, lacks
  the end marker line that every write puts last (so a file cut short is caught even when
  the part that survived happens to parse), or carries no ``format`` we wrote. *Any*
  exception while reading or building counts as damage: a file can never stop the game
  from starting. A damaged file is set aside as ``<file>.bad-<timestamp>`` beside it, a
  notice key is queued for the person, and the defaults are used. Nothing is deleted.
- A file whose ``format`` is a number above ``FORMAT_VERSION`` was written by a newer
  version of the game: it is set aside the same way (so nothing we write can overwrite it)
  and the person is told it is *newer*, not damaged.
- Inside a healthy file, one field with a wrong type or an impossible value (a hand of more
  than 120 points, a count of more than a billion) falls back to its default for that field
  only, and unknown keys are ignored: a hand-edited typo costs one setting, not all of them,
  and is not worth a warning.

One copy of the game at a time: :meth:`Store.claim` holds a lock file in the user folder
(``filelock``) for as long as the process lives, and a second copy gets
:class:`AlreadyOpen`. Statistics are written under the same lock as read-merge-write
(:meth:`Store.record_match`), so a tool or test that shares the folder cannot lose a match.

This module imports no pygame and does no work at import time.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import math
import os
import re
import stat
import time
from dataclasses import asdict, dataclass, field, fields
from enum import Enum
from pathlib import Path
from typing import Any, Callable, Iterator

import filelock
import yaml

from .atomic import write_atomic

log = logging.getLogger(__name__)

# libyaml's loader where PyYAML was built with it: about six times faster than the pure
# Python one, and just as safe (SafeConstructor, no python/* tags).
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

APP_DIR_NAME = "briscola-desktop"
FORMAT_VERSION = 1
# Real files are at most about 20 KB (statistics with every table, level and the 200 ids
# remembered); 64 KiB leaves room for three times that and parses in a fraction of a second,
# where 1 MiB of YAML flow list took the pure Python loader 30 s.
MAX_FILE_BYTES = 64 * 1024
# Our files nest four levels deep at most. libyaml's composer recurses in C, and a file
# nested tens of thousands deep (60 KB of "[[[[") crashes the process outright, so the depth
# is counted on the event stream (no recursion) before anything is composed.
MAX_DEPTH = 32
# The most card points one side can take in one hand: every point of the deck.
MAX_HAND_POINTS = 120
# A count above this is not a real one (a billion matches): an edited or damaged field.
MAX_COUNT = 10**9
# A match has at most this many hands (the rules core refuses longer saves).
MAX_MATCH_HANDS = 500
LOCK_FILE = "briscola.lock"
# How long a statistics write waits for a folder lock held by another process (a tool or
# test sharing the folder; a second copy of the game never gets that far).
STATS_LOCK_SECONDS = 10.0
# Every file we write ends with this line. A file without it was cut short (or written by
# something else) and is treated as damaged; the comment tells a person who edits the file
# by hand to keep it.
END_MARKER = "# end of briscola-desktop data (keep this line)"

SETTINGS = "settings"
STATISTICS = "statistics"
AUTOSAVE = "autosave"
_FILES = {SETTINGS: "settings.yaml", STATISTICS: "statistics.yaml", AUTOSAVE: "autosave.yaml"}
# Locale keys queued in Store.notices when a damaged file was set aside / could not be saved.
NOTICE_RESET = {
    SETTINGS: "storage.settings_reset",
    STATISTICS: "storage.stats_reset",
    AUTOSAVE: "storage.autosave_reset",
}
# ... when a file came from a newer version of the game (set aside, not "damaged").
NOTICE_NEWER = {
    SETTINGS: "storage.settings_newer",
    STATISTICS: "storage.stats_newer",
    AUTOSAVE: "storage.autosave_newer",
}
NOTICE_SAVE_FAILED = "storage.save_failed"
REASON_DISK_FULL = "storage.reason_disk_full"
REASON_READ_ONLY = "storage.reason_read_only"
REASON_OTHER = "storage.reason_other"

DECK_STYLES = ("italian", "french")
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
MAX_LEVELS = 6  # at most five computer seats at a six-seat table; one spare

# Names chosen by other layers (card backs, presets, match formats, AI levels) are checked
# for shape here, and against the real lists by the layer that owns them.
_NAME = re.compile(r"[a-z0-9][a-z0-9_\-]{0,63}")
_LANGUAGE = re.compile(r"[a-z]{2,3}([_\-][A-Za-z0-9]{2,8})?")


class StorageError(ValueError):
    """A value handed to the store cannot be saved (e.g. not plain YAML data)."""


class AlreadyOpen(RuntimeError):
    """Another copy of the game holds this user folder (see :meth:`Store.claim`)."""


# --------------------------------------------------------------------------- helpers


def _is_name(value: object) -> bool:
    return isinstance(value, str) and _NAME.fullmatch(value) is not None


def _is_bool(value: object) -> bool:
    return isinstance(value, bool)


def _is_count(value: object, most: int = MAX_COUNT) -> bool:
    # bool is an int in Python; True must not count as 1 match.
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= most


def _as_count(value: object) -> int:
    return value if _is_count(value) else 0  # type: ignore[return-value]


def _as_volume(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    number = float(value)
    if math.isnan(number):
        return None
    return min(1.0, max(0.0, number))


def _to_plain(value: object, depth: int = 0, budget: list[int] | None = None) -> object:
    """A copy of ``value`` made only of plain YAML data (dict with str keys, list, str,
    int, float, bool, None), or StorageError.

    Subclasses of int/str/float (e.g. the rules core's ``Card``, an enum member) become
    their plain value and tuples become lists, because ``yaml.safe_dump`` refuses them.
    Depth and size are bounded so a hostile file (deep nesting, self-referencing aliases)
    cannot hang or crash whoever walks it next."""
    if budget is None:
        budget = [200_000]
    budget[0] -= 1
    if budget[0] < 0 or depth > 64:
        raise StorageError("the data is nested too deeply or is too large")
    if value is None or type(value) in (str, bool, int, float):
        return value
    if isinstance(value, Enum):
        return _to_plain(value.value, depth + 1, budget)
    if isinstance(value, bool):
        return bool(value)
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return float(value)
    if isinstance(value, str):
        return str.__str__(value)
    if isinstance(value, (list, tuple)):
        return [_to_plain(item, depth + 1, budget) for item in value]
    if isinstance(value, dict):
        plain: dict[str, object] = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise StorageError(f"mapping keys must be text, got {key!r}")
            plain[str.__str__(key)] = _to_plain(item, depth + 1, budget)
        return plain
    raise StorageError(f"cannot store a {type(value).__name__} ({value!r}) as plain data")


# --------------------------------------------------------------------------- settings


# Per-field check and repair: returns the value to keep, or _REJECT for "use the default".
_REJECT = object()


def _check_language(value: object) -> object:
    if value is None:
        return None
    if isinstance(value, str) and _LANGUAGE.fullmatch(value):
        return value
    return _REJECT


def _check_choice(choices: tuple[str, ...]) -> Callable[[object], object]:
    def check(value: object) -> object:
        return value if isinstance(value, str) and value in choices else _REJECT

    return check


def _check_bool(value: object) -> object:
    return value if _is_bool(value) else _REJECT


def _check_name(value: object) -> object:
    return value if _is_name(value) else _REJECT


def _check_volume(value: object) -> object:
    volume = _as_volume(value)
    return _REJECT if volume is None else volume


def _check_levels(value: object) -> object:
    if (
        isinstance(value, list)
        and 1 <= len(value) <= MAX_LEVELS
        and all(_is_name(item) for item in value)
    ):
        return list(value)
    return _REJECT


@dataclass
class Settings:
    """What the person chose; every field has a default that needs no file."""

    language: str | None = None  # None = not chosen yet -> the app picks the system language
    deck_style: str = "italian"  # "italian" | "french"
    four_colour: bool = False  # French deck with blue diamonds and green clubs
    card_back: str = "red"
    badges: bool = True  # point badges on counting cards
    animation_speed: str = "normal"  # "slow" | "normal" | "fast" | "instant"
    sound: bool = True
    volume: float = 0.6  # 0..1
    fullscreen: bool = False
    hints: bool = False
    counting_panel: bool = False
    sort_hand: bool = True  # the person's cards kept in order: suits together, trumps at the right
    variant: str = "two_players"  # preset name of the last table chosen
    match_format: str = "best_of_three"
    levels: list[str] = field(default_factory=lambda: ["medium"])  # per computer seat, or one for all

    def to_dict(self) -> dict[str, Any]:
        """Plain data for YAML."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Build settings from a loaded mapping, field by field: unknown keys are ignored
        and a bad value falls back to that field's default."""
        settings = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            kept = _SETTINGS_CHECKS[f.name](data[f.name])
            if kept is _REJECT:
                log.info("settings: ignoring bad value for %s: %r", f.name, data[f.name])
                continue
            setattr(settings, f.name, kept)
        return settings


_SETTINGS_CHECKS: dict[str, Callable[[object], object]] = {
    "language": _check_language,
    "deck_style": _check_choice(DECK_STYLES),
    "four_colour": _check_bool,
    "card_back": _check_name,
    "badges": _check_bool,
    "animation_speed": _check_choice(ANIMATION_SPEEDS),
    "sound": _check_bool,
    "volume": _check_volume,
    "fullscreen": _check_bool,
    "hints": _check_bool,
    "counting_panel": _check_bool,
    "sort_hand": _check_bool,
    "variant": _check_name,
    "match_format": _check_name,
    "levels": _check_levels,
}


# --------------------------------------------------------------------------- statistics

LAST_RESULTS_LIMIT = 30  # enough for a small chart
RECORDED_IDS_LIMIT = 200  # matches remembered for "count once"; a replay can only repeat a recent one
MAX_TALLY_KEYS = 200  # tables/levels kept per breakdown; guards a hostile file


@dataclass
class Tally:
    """Counts for one slice of the statistics (all play, one table, or one level)."""

    matches_played: int = 0
    matches_won: int = 0
    matches_drawn: int = 0
    matches_lost: int = 0
    hands_played: int = 0
    hands_won: int = 0
    hands_drawn: int = 0
    hands_lost: int = 0
    points_total: int = 0  # the person's points summed over every hand, for the average
    best_hand: int | None = None  # most points the person took in one hand

    @property
    def average_points(self) -> float | None:
        """Average points the person took per hand, or None before the first hand."""
        return self.points_total / self.hands_played if self.hands_played else None

    def add(self, won: bool | None, hands: list[tuple[int, int, bool | None]]) -> None:
        self.matches_played += 1
        if won is True:
            self.matches_won += 1
        elif won is False:
            self.matches_lost += 1
        else:
            self.matches_drawn += 1
        for mine, _theirs, hand_won in hands:
            self.hands_played += 1
            if hand_won is True:
                self.hands_won += 1
            elif hand_won is False:
                self.hands_lost += 1
            else:
                self.hands_drawn += 1
            self.points_total += mine
            if self.best_hand is None or mine > self.best_hand:
                self.best_hand = mine

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> Tally:
        """Read counts field by field; a bad count becomes 0. The won/drawn/lost split is
        trusted over a 'played' total that disagrees with it."""
        tally = cls()
        if not isinstance(data, dict):
            return tally
        for name in (
            "matches_won", "matches_drawn", "matches_lost",
            "hands_won", "hands_drawn", "hands_lost", "points_total",
        ):
            setattr(tally, name, _as_count(data.get(name)))
        tally.matches_played = tally.matches_won + tally.matches_drawn + tally.matches_lost
        tally.hands_played = tally.hands_won + tally.hands_drawn + tally.hands_lost
        # No hand is worth more than the deck's 120 points: a larger total is impossible.
        if tally.points_total > MAX_HAND_POINTS * tally.hands_played:
            tally.points_total = 0
        best = data.get("best_hand")
        possible = (
            _is_count(best, MAX_HAND_POINTS)
            and tally.hands_played > 0
            and (tally.points_total == 0 or best <= tally.points_total)  # type: ignore[operator]
        )
        tally.best_hand = best if possible else None  # type: ignore[assignment]
        return tally


@dataclass
class MatchResult:
    """One finished match, for the chart of recent results."""

    result: str  # "won" | "drawn" | "lost"
    points_for: int  # the person's points summed over the match's hands
    points_against: int
    variant: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> MatchResult | None:
        if not isinstance(data, dict):
            return None
        result, pf, pa, variant = (
            data.get("result"), data.get("points_for"), data.get("points_against"), data.get("variant")
        )
        most = MAX_HAND_POINTS * MAX_MATCH_HANDS  # a match's points cannot exceed this
        if result not in ("won", "drawn", "lost") or not (_is_count(pf, most) and _is_count(pa, most)):
            return None
        return cls(result, pf, pa, variant if _is_name(variant) else "")


@dataclass
class Statistics:
    """Everything counted over the person's finished matches.

    A match is counted once: ``record_match`` remembers the match id (the most recent
    ``RECORDED_IDS_LIMIT`` of them) and ignores a second record of the same id, e.g. when
    a match is replayed from the autosave after the end was already counted.
    """

    total: Tally = field(default_factory=Tally)
    by_variant: dict[str, Tally] = field(default_factory=dict)
    by_level: dict[str, Tally] = field(default_factory=dict)
    current_streak: int = 0  # matches won in a row, up to the latest one; a draw ends it
    longest_streak: int = 0
    last_results: list[MatchResult] = field(default_factory=list)  # oldest first, bounded
    recorded_ids: list[str] = field(default_factory=list)  # oldest first, bounded

    def record_match(
        self,
        match_id: str,
        *,
        variant: str,
        level: str,
        won: bool | None,
        hands: list[tuple[int, int, bool | None]],
    ) -> bool:
        """Count a finished match. ``won`` is None for a drawn match; ``hands`` gives
        (my points, opponents' points, won or None for drawn) per hand.
        Returns False, counting nothing, when ``match_id`` was already recorded."""
        if not isinstance(match_id, str) or not match_id:
            raise ValueError(f"record_match needs a non-empty match id, got {match_id!r}")
        if not _is_name(variant):
            raise ValueError(f"record_match: bad variant name {variant!r}")
        if not _is_name(level):
            raise ValueError(f"record_match: bad level name {level!r}")
        if won not in (True, False, None):
            raise ValueError(f"record_match: won must be True, False or None, got {won!r}")
        checked: list[tuple[int, int, bool | None]] = []
        for hand in hands:
            if (
                not isinstance(hand, (tuple, list))
                or len(hand) != 3
                or not _is_count(hand[0], MAX_HAND_POINTS)
                or not _is_count(hand[1], MAX_HAND_POINTS)
                or hand[2] not in (True, False, None)
            ):
                raise ValueError(
                    f"record_match: each hand is (my points, their points, won/None), got {hand!r}"
                )
            checked.append((hand[0], hand[1], hand[2]))
        if match_id in self.recorded_ids:
            return False

        for tally in (
            self.total,
            self.by_variant.setdefault(variant, Tally()),
            self.by_level.setdefault(level, Tally()),
        ):
            tally.add(won, checked)
        if won is True:
            self.current_streak += 1
            self.longest_streak = max(self.longest_streak, self.current_streak)
        else:
            self.current_streak = 0
        result = "won" if won is True else "lost" if won is False else "drawn"
        self.last_results.append(
            MatchResult(result, sum(h[0] for h in checked), sum(h[1] for h in checked), variant)
        )
        del self.last_results[:-LAST_RESULTS_LIMIT]
        self.recorded_ids.append(match_id)
        del self.recorded_ids[:-RECORDED_IDS_LIMIT]
        return True

    def reset(self) -> None:
        """Start counting from zero. The recorded match ids are kept on purpose: a match
        counted before the reset must not be counted again after it."""
        ids = self.recorded_ids
        fresh = Statistics()
        for f in fields(self):
            setattr(self, f.name, getattr(fresh, f.name))
        self.recorded_ids = ids

    # Convenience views for the statistics screen.
    @property
    def matches_played(self) -> int:
        return self.total.matches_played

    @property
    def average_points(self) -> float | None:
        return self.total.average_points

    @property
    def best_hand(self) -> int | None:
        return self.total.best_hand

    def to_dict(self) -> dict[str, Any]:
        return {
            "total": self.total.to_dict(),
            "by_variant": {k: v.to_dict() for k, v in self.by_variant.items()},
            "by_level": {k: v.to_dict() for k, v in self.by_level.items()},
            "current_streak": self.current_streak,
            "longest_streak": self.longest_streak,
            "last_results": [r.to_dict() for r in self.last_results],
            "recorded_ids": list(self.recorded_ids),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Statistics:
        """Build statistics from a loaded mapping, field by field (bad parts become empty)."""
        stats = cls(total=Tally.from_dict(data.get("total")))
        for name in ("by_variant", "by_level"):
            raw = data.get(name)
            if isinstance(raw, dict):
                table = {k: Tally.from_dict(v) for k, v in raw.items() if _is_name(k)}
                setattr(stats, name, dict(list(table.items())[:MAX_TALLY_KEYS]))
        # A streak is made of won matches: a longer one than the wins counted is impossible.
        longest = _as_count(data.get("longest_streak"))
        stats.longest_streak = longest if longest <= stats.total.matches_won else 0
        stats.current_streak = min(_as_count(data.get("current_streak")), stats.longest_streak)
        raw_results = data.get("last_results")
        if isinstance(raw_results, list):
            parsed = (MatchResult.from_dict(r) for r in raw_results[-LAST_RESULTS_LIMIT:])
            stats.last_results = [r for r in parsed if r is not None]
        raw_ids = data.get("recorded_ids")
        if isinstance(raw_ids, list):
            stats.recorded_ids = [i for i in raw_ids[-RECORDED_IDS_LIMIT:] if isinstance(i, str) and i]
        return stats


# --------------------------------------------------------------------------- the store


class Store:
    """Reads and writes the three user files. Create one per run and share it.

    ``notices`` collects locale keys of things to tell the person once (a damaged file set
    aside, a save that failed); the UI shows them and clears the list.
    """

    def __init__(self, folder: Path | None = None) -> None:
        # Only the path is worked out here; the folder is created on the first write.
        self._folder = Path(folder) if folder is not None else None
        self.notices: list[str] = []
        # Files that were unreadable or damaged but could not be moved aside: never written
        # over in this run, so whatever they hold is still there for the person to rescue.
        self._protected: set[str] = set()
        self._folder_lock: filelock.BaseFileLock | None = None
        self._claimed = False
        # Locale key saying why the last save failed (disk full, read-only, other), for a
        # screen that tells the person at once; None until a save fails.
        self.failure_reason: str | None = None
        # The match payload whose save the disk refused, kept in memory for this run.
        self._unsaved_match: dict[str, Any] | None = None
        self._forgotten_match = False

    def tell(self, key: str) -> None:
        """Queue a notice (a locale key) for the person, once."""
        self._notify(key)

    @property
    def folder(self) -> Path:
        if self._folder is None:
            import platformdirs  # deferred: nothing happens at import time

            self._folder = Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False))
        return self._folder

    def path(self, name: str) -> Path:
        """Where the file called ``name`` ("settings", "statistics", "autosave") lives."""
        if name not in _FILES:
            raise ValueError(f"unknown store file {name!r}; expected one of {sorted(_FILES)}")
        return self.folder / _FILES[name]

    def _notify(self, key: str) -> None:
        if key not in self.notices:
            self.notices.append(key)

    # ----------------------------------------------------------------- one copy at a time

    def _lock(self) -> filelock.BaseFileLock:
        if self._folder_lock is None:
            self.folder.mkdir(parents=True, exist_ok=True)
            # One lock object per path in this process (is_singleton), counted, so the
            # statistics writer re-enters the lock the running game already holds.
            self._folder_lock = filelock.FileLock(
                str(self.folder / LOCK_FILE), is_singleton=True, thread_local=False
            )
        return self._folder_lock

    def claim(self) -> bool:
        """Hold this user folder for as long as the process lives (the OS lets go when it
        ends, however it ends). Raises :class:`AlreadyOpen` when another copy of the game
        holds it. Returns False, holding nothing, when the folder cannot take a lock at
        all (read-only, missing drive): the game then runs, and a failed save says so."""
        try:
            lock = self._lock()
            lock.acquire(timeout=0)
        except filelock.Timeout:
            raise AlreadyOpen(f"another copy of the game is using {self.folder}") from None
        except OSError as exc:
            log.warning("cannot lock the user folder %s: %s", self.folder, exc)
            return False
        self._claimed = True
        return True

    def release(self) -> None:
        """Let go of the folder claimed by :meth:`claim` (tests; the OS does it at exit)."""
        if self._claimed and self._folder_lock is not None:
            self._claimed = False
            self._folder_lock.release()

    # ----------------------------------------------------------------- reading

    def _read(self, name: str) -> dict[str, Any] | None:
        """The file's mapping, or None when it is missing or was set aside.

        Any exception on the way counts as damage: no file can stop the game starting."""
        path = self.path(name)
        try:
            raw = _read_regular(path)
        except _Damage as exc:
            self.set_aside(name, str(exc))
            return None
        except Exception as exc:  # noqa: BLE001 - OSError and anything stranger
            self.set_aside(name, f"cannot read the file: {type(exc).__name__}: {exc}")
            return None
        if raw is None:
            return None
        try:
            problem, data = _parse(raw)
        except Exception as exc:  # noqa: BLE001 - a parser bug must not stop the game either
            problem, data = f"the file cannot be read: {type(exc).__name__}: {exc}", {}
        if problem:
            self.set_aside(name, problem)
            return None
        version = data.get("format")
        if _is_count(version) and version > FORMAT_VERSION:  # type: ignore[operator]
            self.set_aside(name, f"format {version} is from a newer version of the game", newer=True)
            return None
        if version != FORMAT_VERSION or isinstance(version, bool):
            self.set_aside(name, f"format {version!r} is not one this game writes")
            return None
        return data

    def _load(self, name: str, build: Callable[[dict[str, Any]], Any], default: Any) -> Any:
        """Read ``name`` and build the object from its mapping; any failure to build sets
        the file aside and gives ``default``."""
        data = self._read(name)
        if data is None:
            return default
        try:
            return build(data)
        except Exception as exc:  # noqa: BLE001 - see _read
            self.set_aside(name, f"the file's content cannot be used: {type(exc).__name__}: {exc}")
            return default

    # ----------------------------------------------------------------- writing

    def _write(self, name: str, data: dict[str, Any]) -> bool:
        """Write atomically; False (with a notice queued) when the disk refused."""
        text = _render(data)  # may raise StorageError before anything touches the disk
        path = self.path(name)
        if name in self._protected:
            log.warning("not saving over %s: it could not be set aside earlier", path)
            self._notify(NOTICE_SAVE_FAILED)
            self.failure_reason = REASON_READ_ONLY
            return False
        try:
            write_atomic(path, text.encode("utf-8"))
        except OSError as exc:
            log.warning("could not save %s: %s", path, exc)
            self._notify(NOTICE_SAVE_FAILED)
            self.failure_reason = _reason_key(exc)
            return False
        _sweep_stale_temps(path)
        return True

    # ----------------------------------------------------------------- public API

    def load_settings(self) -> Settings:
        """The saved settings, or the defaults."""
        return self._load(SETTINGS, Settings.from_dict, Settings())

    def save_settings(self, settings: Settings) -> bool:
        """Save atomically. Returns False (and queues a notice) if the disk refused."""
        return self._write(SETTINGS, settings.to_dict())

    def load_stats(self) -> Statistics:
        """The saved statistics, or empty ones."""
        return self._load(STATISTICS, Statistics.from_dict, Statistics())

    def save_stats(self, stats: Statistics) -> bool:
        """Save atomically, under the folder lock. Returns False (and queues a notice) if
        the disk refused. Prefer :meth:`record_match` to count a match."""
        with self._statistics_lock() as locked:
            if not locked:
                return False
            return self._write(STATISTICS, stats.to_dict())

    def record_match(
        self,
        match_id: str,
        *,
        variant: str,
        level: str,
        won: bool | None,
        hands: list[tuple[int, int, bool | None]],
    ) -> bool | None:
        """Count a finished match in the statistics file: under the folder lock, read what
        is on disk now, add the match (once, by id), write it back.

        True: counted and safely written. False: this id was counted before (nothing to
        write). None: it could not be written (disk full, read-only, a file we must not
        overwrite); the notice is queued, and the caller should keep the autosave so the
        match is counted at the next start. Bad arguments raise ValueError, as in
        :meth:`Statistics.record_match`."""
        with self._statistics_lock() as locked:
            if not locked:
                return None
            stats = self.load_stats()
            if not stats.record_match(match_id, variant=variant, level=level, won=won, hands=hands):
                return False
            return True if self._write(STATISTICS, stats.to_dict()) else None

    @contextlib.contextmanager
    def _statistics_lock(self) -> Iterator[bool]:
        """The folder lock for a statistics write (re-entered if this process claimed the
        folder). Yields False, with the save-failed notice, when it cannot be had."""
        try:
            lock = self._lock()
            lock.acquire(timeout=STATS_LOCK_SECONDS)
        except filelock.Timeout:
            log.warning("statistics not saved: another copy of the game holds %s", self.folder)
            self._notify(NOTICE_SAVE_FAILED)
            yield False
            return
        except OSError as exc:
            # No lock can be made here (read-only folder): try the write anyway; if the
            # disk refuses it too, _write says so.
            log.warning("cannot lock %s for the statistics: %s", self.folder, exc)
            yield True
            return
        try:
            yield True
        finally:
            lock.release()

    def load_autosave(self) -> dict[str, Any] | None:
        """The saved match payload as written by ``save_autosave``, or None.

        Only the file's shape is checked here; the rules core validates the content when
        the app rebuilds the match, and the app calls ``set_aside("autosave", ...)`` if
        that fails."""
        if self._unsaved_match is not None:
            # The disk refused the latest save: the match in memory is the true one (so
            # Continue after Main menu resumes it, not an older file).
            return _to_plain(self._unsaved_match)  # type: ignore[return-value]
        if self._forgotten_match:
            return None  # the match ended or was left; the disk refused to remove its file
        data = self._read(AUTOSAVE)
        if data is None:
            return None
        payload = data.get("match")
        if not isinstance(payload, dict):
            self.set_aside(AUTOSAVE, "the file holds no saved match mapping")
            return None
        try:
            return _to_plain(payload)  # type: ignore[return-value]
        except Exception as exc:  # noqa: BLE001 - StorageError, and anything stranger
            self.set_aside(AUTOSAVE, f"the saved match is not plain data: {exc}")
            return None

    def save_autosave(self, payload: dict[str, Any]) -> bool:
        """Save the match in progress (variant + seed + actions as plain data).
        Raises StorageError, before touching the disk, if the payload is not plain data."""
        if not isinstance(payload, dict):
            raise StorageError(f"the autosave payload must be a mapping, got {type(payload).__name__}")
        try:
            plain = _to_plain(payload)
        except StorageError as exc:
            raise StorageError(
                "the autosave payload must be plain data "
                f"(str keys; lists, str, int, float, bool, None): {exc}"
            ) from None
        saved = self._write(AUTOSAVE, {"match": plain})
        self._unsaved_match = None if saved else plain  # type: ignore[assignment]
        self._forgotten_match = False
        return saved

    def clear_autosave(self) -> None:
        """Forget the match in progress (it ended or the person abandoned it)."""
        self._unsaved_match = None
        try:
            self.path(AUTOSAVE).unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.warning("could not remove the autosave: %s", exc)
            self._forgotten_match = True  # this run does not offer it again

    def set_aside(self, name: str, reason: str, *, newer: bool = False) -> Path | None:
        """Keep a damaged file as ``<file>.bad-<timestamp>`` beside it (``.newer-`` for a
        file from a newer version), queue the notice for the person, and return the
        backup's path (None if there was nothing to keep or the file could not be moved;
        then this run never writes over it)."""
        path = self.path(name)
        self._notify((NOTICE_NEWER if newer else NOTICE_RESET)[name])
        log.warning("setting aside %s: %s", path, reason)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        for attempt in range(100):
            kind = "newer" if newer else "bad"
            suffix = f".{kind}-{stamp}" if attempt == 0 else f".{kind}-{stamp}-{attempt}"
            backup = path.with_name(path.name + suffix)
            if os.path.lexists(backup):
                continue  # never overwrite an earlier backup
            try:
                os.rename(path, backup)
            except FileNotFoundError:
                return None
            except OSError as exc:
                log.warning("could not set aside %s: %s", path, exc)
                self._protected.add(name)
                return None
            return backup
        log.warning("could not find a free backup name for %s", path)
        self._protected.add(name)
        return None


def _reason_key(exc: OSError) -> str:
    """The locale key that says in a person's words why the disk refused a write."""
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return REASON_DISK_FULL
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return REASON_READ_ONLY
    return REASON_OTHER


class _Damage(Exception):
    """The file at a data path cannot be one of ours (reason in the message)."""


def _read_regular(path: Path) -> bytes | None:
    """The bytes of ``path``, or None when nothing is there.

    Only a regular file is opened: a FIFO would block the read until someone writes to it
    (the game would hang before its window), and a device could be endless. The check is
    made on the open file too (O_NONBLOCK keeps a FIFO swapped in meanwhile from blocking
    the open), so nothing can slip in between."""
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    if not stat.S_ISREG(info.st_mode):
        raise _Damage(f"not a regular file (mode {stat.filemode(info.st_mode)})")
    if info.st_size > MAX_FILE_BYTES:
        raise _Damage(f"file is {info.st_size} bytes, over the {MAX_FILE_BYTES}-byte limit")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise _Damage("not a regular file")
        # Read at most one byte past the limit: the file may have grown since stat().
        return handle.read(MAX_FILE_BYTES + 1)


def _nesting_depth(text: str) -> int:
    """How deep the YAML in ``text`` nests, counted on the event stream (no recursion),
    stopping as soon as it passes MAX_DEPTH."""
    depth = deepest = 0
    for event in yaml.parse(text, Loader=_LOADER):
        if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            depth += 1
            deepest = max(deepest, depth)
            if deepest > MAX_DEPTH:
                break
        elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            depth -= 1
    return deepest


def _parse(raw: bytes) -> tuple[str, dict[str, Any]]:
    """(problem, mapping): problem is "" for a sound file."""
    if len(raw) > MAX_FILE_BYTES:
        return f"file is over the {MAX_FILE_BYTES}-byte limit", {}
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark from a Windows editor is fine
    except UnicodeDecodeError as exc:
        return f"file is not UTF-8 text: {exc}", {}
    lines = text.split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    if not lines:  # empty, blank, or only a byte-order mark
        return "file is empty", {}
    if lines[-1].strip() != END_MARKER:
        return "file is cut short (its end marker line is missing)", {}
    try:
        if _nesting_depth(text) > MAX_DEPTH:
            return f"file nests deeper than {MAX_DEPTH} levels", {}
        data = yaml.load(text, Loader=_LOADER)  # noqa: S506 - a safe loader (C or Python)
    except Exception as exc:  # YAMLError, RecursionError, anything else
        return f"file is not valid YAML: {type(exc).__name__}: {exc}", {}
    if not isinstance(data, dict):
        return f"file holds a {type(data).__name__}, not a mapping", {}
    return "", data


def _render(data: dict[str, Any]) -> str:
    body = _to_plain({"format": FORMAT_VERSION, **data})
    try:
        text = yaml.safe_dump(body, sort_keys=False, allow_unicode=True, default_flow_style=False)
    except yaml.YAMLError as exc:
        raise StorageError(f"cannot write this data as YAML: {exc}") from exc
    return text + END_MARKER + "\n"


STALE_TEMP_SECONDS = 60.0


def _sweep_stale_temps(path: Path) -> None:
    """Remove temporary files a killed process left behind for ``path``. A temp file older
    than a minute cannot belong to a write still in progress (writes take milliseconds)."""
    cutoff = time.time() - STALE_TEMP_SECONDS
    for leftover in path.parent.glob(f".{path.name}.*.tmp"):
        try:
            if leftover.stat().st_mtime < cutoff:
                leftover.unlink()
        except OSError:
            pass  # another process removed it, or we may not: harmless either way
