"""The tables this game hosts for friends: one file per table code (``<folder>/<CODE>.yaml``).

A hosted table's file keeps what a host that stops (or crashes) needs to open the same table
again: its code, its settings, its seats (who sits where, their names, and only the *hash* of
each seat's secret token) and, once the match has started, the match as the rules core saves
it (variant + format + seed + actions) with its match id. A table still in its lobby is saved
too, so a restarted host keeps the code and the seats already taken.

The file is a :class:`~.document.YamlDocument` like every user file (regular files only, a size
cap, set aside as ``.bad-<timestamp>`` when damaged, written atomically, one notice). Every value
is checked where it is read: the code in the table-code alphabet and equal to the file's name,
token hashes as hex of a SHA-256's length, names bounded and without control or formatting
characters, computer levels by name, the table and format among those the game offers, and the
match replayed by the rules core. A file that fails any check is set aside whole (a table with a
wrong seat cannot be half opened), and the host goes on without it. No pygame, nothing at import.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from briscola_desktop.ai import PLAYER_NAMES
from briscola_desktop.rules import Match, MatchFormat, SaveError, Variant

from .autosave import known_format, known_table
from .checks import MAX_SEED, Refused, finite, is_match_id, items, mapping, short, whole
from .document import FileKind, FileWords, StorageError, YamlDocument

log = logging.getLogger(__name__)

HOSTED_TAG = "briscola-desktop/hosted-table"
HOSTED_VERSION = 1
#: A match of many hands at a six-seat table is about 20 KB; four times that leaves room.
HOSTED_MAX_BYTES = 128 * 1024
#: Table codes: digits and capitals without the look-alikes I, L, O, U (32 symbols, 5 bits each).
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_LENGTH = 6
#: A table server behind a proxy starts its codes with its shard: at most this many more symbols.
SHARD_LENGTH = 2
#: A seat for a person (every other seat holds a computer level's name).
FRIEND = "friend"
#: A player's name is at most this many characters (the protocol's limit).
NAME_LIMIT = 24
#: What a player away too long is given: wait for them, a computer for now, or the end of the match.
ABSENCE_CHOICES = ("wait", "computer", "end")
MAX_SEATS = 6
#: The longest turn limit and absence a host can set, in seconds.
MAX_TURN_LIMIT = 3600.0
MAX_ABSENCE = 24 * 3600.0

NOTICE_RESET = "storage.hosted_reset"
NOTICE_NEWER = "storage.hosted_newer"
NOTICE_SAVE_FAILED = "storage.save_failed"

_CODE = re.compile(f"[{CODE_ALPHABET}]{{{CODE_LENGTH},{CODE_LENGTH + SHARD_LENGTH}}}")
_TOKEN_HASH = re.compile(r"[0-9a-f]{64}")


def is_code(value: object) -> bool:
    """A table code as the host makes them."""
    return isinstance(value, str) and _CODE.fullmatch(value) is not None


def is_token_hash(value: object) -> bool:
    """A seat token's SHA-256, as lower-case hex."""
    return isinstance(value, str) and _TOKEN_HASH.fullmatch(value) is not None


def is_player_name(value: object) -> bool:
    """A name as the host keeps it: 1 to :data:`NAME_LIMIT` characters, one line, no control or
    formatting characters, no leading, trailing or doubled spaces."""
    if not isinstance(value, str) or not 0 < len(value) <= NAME_LIMIT:
        return False
    if any(unicodedata.category(ch).startswith("C") for ch in value):
        return False
    return value == " ".join(value.split())


@dataclass(frozen=True)
class SavedSeat:
    """One seat: a friend's (``kind`` is :data:`FRIEND`) or a computer's (a level)."""

    kind: str
    token_hash: str | None = None   # set once a friend took the seat
    name: str | None = None


@dataclass(frozen=True)
class SavedTable:
    """A hosted table as its file keeps it; ``match`` is None while the table is in its lobby."""

    code: str
    variant: Variant
    fmt: MatchFormat
    seats: tuple[SavedSeat, ...]
    turn_limit: float | None = None
    absence: str = "computer"
    absence_after: float = 60.0
    stand_in_level: str = "medium"
    hints: bool = True
    match: Match | None = None
    match_id: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The file's body, from the game's own objects."""
        return {
            "code": self.code,
            "variant": self.variant.to_dict(),
            "match_format": self.fmt.to_dict(),
            "turn_limit": self.turn_limit,
            "absence": self.absence,
            "absence_after": self.absence_after,
            "stand_in_level": self.stand_in_level,
            "hints": self.hints,
            "seats": [{"kind": s.kind, "token_hash": s.token_hash, "name": s.name} for s in self.seats],
            "match_id": self.match_id,
            "match": None if self.match is None else self.match.to_dict(),
        }

    def problems(self) -> list[str]:
        """What makes this table one the game could not have hosted (checked before writing, too)."""
        out: list[str] = []
        if not is_code(self.code):
            out.append(f"the table code {short(self.code)} is not one the host makes")
        if len(self.seats) != self.variant.players:
            out.append(f"a {self.variant.players}-seat table needs {self.variant.players} seats")
        for i, seat in enumerate(self.seats):
            if seat.kind != FRIEND and seat.kind not in PLAYER_NAMES:
                out.append(f"seat {i + 1} is a friend's or a computer level's, not {short(seat.kind)}")
            if seat.token_hash is not None and (seat.kind != FRIEND or not is_token_hash(seat.token_hash)):
                out.append(f"seat {i + 1}'s token is not a friend's seat token hash")
            if seat.name is not None and not is_player_name(seat.name):
                out.append(f"seat {i + 1}'s name is not a player's name")
        if self.fmt.kind != self.variant.match_kind:
            out.append(f"a {self.variant.name} match is played by {self.variant.match_kind.value}")
        if self.absence not in ABSENCE_CHOICES:
            out.append(f"after a player stays away: {', '.join(ABSENCE_CHOICES)}, not {short(self.absence)}")
        if self.stand_in_level not in PLAYER_NAMES:
            out.append(f"the stand-in is a computer level, not {short(self.stand_in_level)}")
        if self.match is not None:
            if self.match.variant != self.variant or self.match.format != self.fmt:
                out.append("the match is not played at this table")
            if not is_match_id(self.match_id):
                out.append("the match has no usable match id")
        return out


def read_saved_table(data: dict[str, Any], code: str) -> SavedTable:
    """The table in a file's body (its header already checked); :class:`Refused` naming the first
    value that is wrong. ``code`` is the one the file is named for."""
    saved_code = data.get("code")
    if saved_code != code or not is_code(saved_code):
        raise Refused(f"the table code {short(saved_code)} is not the file's ({code})")
    try:
        variant = known_table(data.get("variant"))
        fmt = known_format(data.get("match_format"), variant)
    except SaveError as exc:
        raise Refused(str(exc)) from None
    raw_seats = items(data.get("seats"), "the seats", MAX_SEATS)
    seats = tuple(_seat(raw, i) for i, raw in enumerate(raw_seats))
    turn_limit = data.get("turn_limit")
    if turn_limit is not None:
        turn_limit = finite(turn_limit, "the turn limit", 1.0, MAX_TURN_LIMIT)
    absence = data.get("absence")
    if absence not in ABSENCE_CHOICES:
        raise Refused(f"after a player stays away: {', '.join(ABSENCE_CHOICES)}, not {short(absence)}")
    hints = data.get("hints")
    if not isinstance(hints, bool):
        raise Refused(f"hints are allowed or not (true/false), not {short(hints)}")
    level = data.get("stand_in_level")
    if level not in PLAYER_NAMES:
        raise Refused(f"the stand-in is a computer level, not {short(level)}")
    match_id = data.get("match_id")
    if match_id is not None and not is_match_id(match_id):
        raise Refused(f"the match id {short(match_id)} is not one the game makes")
    table = SavedTable(code=saved_code, variant=variant, fmt=fmt, seats=seats, turn_limit=turn_limit,
                       absence=str(absence), absence_after=finite(data.get("absence_after"), "the absence time",
                                                                 0.0, MAX_ABSENCE),
                       stand_in_level=str(level), hints=hints, match=_match(data.get("match")),
                       match_id=match_id)
    problems = table.problems()
    if problems:
        raise Refused("; ".join(problems))
    return table


def _seat(raw: object, index: int) -> SavedSeat:
    seat = mapping(raw, f"seat {index + 1}", 3)
    kind, token, name = seat.get("kind"), seat.get("token_hash"), seat.get("name")
    if kind != FRIEND and kind not in PLAYER_NAMES:
        raise Refused(f"seat {index + 1} is a friend's or a computer level's, not {short(kind)}")
    if token is not None and not is_token_hash(token):
        raise Refused(f"seat {index + 1}'s token hash must be 64 hex digits, not {short(token)}")
    if name is not None and not is_player_name(name):
        raise Refused(f"seat {index + 1}'s name must be 1 to {NAME_LIMIT} characters without control characters")
    return SavedSeat(str(kind), token, name)


def _match(raw: object) -> Match | None:
    """The saved match, replayed by the rules core (None: the table is in its lobby)."""
    if raw is None:
        return None
    data = mapping(raw, "the match", 16)
    whole(data.get("seed"), "the match's seed", -(2**63), MAX_SEED)
    try:
        return Match.from_dict(data)
    except Exception as exc:  # noqa: BLE001 - SaveError and anything stranger from a replay: damage
        raise Refused(f"the match cannot be replayed: {type(exc).__name__}: {exc}") from None


def hosted_kind(code: str) -> FileKind:
    """The file of table ``code``."""
    if not is_code(code):
        raise ValueError(f"not a table code: {short(code)}")
    return FileKind(f"{code}.yaml", HOSTED_VERSION, FileWords(NOTICE_RESET, NOTICE_NEWER, NOTICE_RESET,
                                                               NOTICE_SAVE_FAILED),
                    tag=HOSTED_TAG, max_bytes=HOSTED_MAX_BYTES)


class HostedTables:
    """The folder of hosted tables: one :class:`YamlDocument` per code.

    ``tell`` queues a notice (a locale key) for the person hosting: a table's file set aside,
    a save the disk refused."""

    def __init__(self, folder: Path, tell: Callable[[str], None] | None = None) -> None:
        self.folder = Path(folder)
        self._tell = tell or (lambda key: None)
        self._documents: dict[str, YamlDocument] = {}

    def document(self, code: str) -> YamlDocument:
        if code not in self._documents:
            self._documents[code] = YamlDocument(self.folder, hosted_kind(code), self._tell)
        return self._documents[code]

    def codes(self) -> list[str]:
        """The codes of the tables saved in the folder (files named for a code), sorted."""
        try:
            names = sorted(entry.name for entry in self.folder.iterdir())
        except OSError as exc:
            log.warning("cannot list the hosted tables in %s: %s", self.folder, exc)
            return []
        return [name[: -len(".yaml")] for name in names if name.endswith(".yaml") and is_code(name[: -len(".yaml")])]

    def load(self, code: str) -> SavedTable | None:
        """The table saved for ``code``; None when there is none or its file was set aside."""
        document = self.document(code)
        data = document.read()
        if data is None:
            return None
        try:
            return read_saved_table(data, code)
        except Exception as exc:  # noqa: BLE001 - Refused, and anything stranger: damage, never a crash
            document.set_aside(f"the saved table cannot be used: {exc}")
            return None

    def load_all(self) -> list[SavedTable]:
        """Every saved table that can be opened again; the others are set aside (and told)."""
        found = []
        for code in self.codes():
            table = self.load(code)
            if table is not None:
                found.append(table)
        return found

    def save(self, table: SavedTable) -> bool:
        """Write ``table`` atomically; False (with the save-failed notice) when the disk refused.
        :class:`StorageError` when the table is not one the game could host."""
        problems = table.problems()
        if problems:
            raise StorageError("; ".join(problems))
        return self.document(table.code).write(table.to_dict())

    def set_aside(self, code: str, reason: str) -> None:
        """Keep table ``code``'s file beside as damaged (the host could not open it)."""
        self.document(code).set_aside(reason)

    def remove(self, code: str) -> bool:
        """Forget table ``code`` (the match ended, the lobby closed); False when the disk refused."""
        return self.document(code).remove()


__all__ = ["ABSENCE_CHOICES", "CODE_ALPHABET", "CODE_LENGTH", "SHARD_LENGTH", "FRIEND", "HOSTED_MAX_BYTES", "HOSTED_TAG",
           "HOSTED_VERSION", "HostedTables", "NAME_LIMIT", "NOTICE_NEWER", "NOTICE_RESET", "SavedSeat", "SavedTable",
           "hosted_kind", "is_code", "is_player_name", "is_token_hash", "read_saved_table"]
