"""The seats at friends' tables this player can go back to (``seats.yaml``).

A seat token is the secret a host gives a player who sits at its table: with it the player
gets the same seat back after the game was closed or crashed (the code alone would only find
the seat taken). Each entry is the host's address, the table code, the player's name and the
token; at most :data:`LIMIT`, newest last. Every value is checked where it is read (the address
a ``HOST:PORT``, the code and the token of the shapes the host makes, the name a short text);
an entry that fails is damage: the file is set aside, the entries that passed are written back
and the person is told once. What is written is built from :class:`KeptSeat` values only.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import Any

from .checks import Refused, items, mapping, text
from .document import FileKind, FileWords, YamlDocument
from .store import NOTICE_SAVE_FAILED, Store

log = logging.getLogger(__name__)

FILE_NAME = "seats.yaml"
FORMAT = "briscola-desktop/seats"
VERSION = 1
#: Seats kept: the tables a person is likely to go back to.
LIMIT = 8
MAX_BYTES = 64 * 1024
#: Locale key told once when a damaged file was set aside.
NOTICE_RESET = "friends.seats_reset"
KIND = FileKind(FILE_NAME, VERSION, FileWords(NOTICE_RESET, NOTICE_RESET, NOTICE_RESET, NOTICE_SAVE_FAILED),
                tag=FORMAT, max_bytes=MAX_BYTES)
_ADDRESS = re.compile(r"(?:[A-Za-z0-9][A-Za-z0-9.\-]{0,252}|\[[0-9A-Fa-f:.]{2,45}\]):[0-9]{1,5}")
_CODE = re.compile(r"[A-Z0-9]{4,16}")
_TOKEN = re.compile(r"[A-Za-z0-9_\-]{16,64}")
_MAX_NAME = 24


@dataclass(frozen=True)
class KeptSeat:
    """A seat at a friend's table: where, which table, as whom, and the token that gives it back."""

    address: str
    code: str
    name: str
    token: str
    host: str = ""    # the host's name, when known ("Back to Giulia's table"); left out of the file when not

    def to_dict(self) -> dict[str, Any]:
        data = {"address": self.address, "code": self.code, "name": self.name, "token": self.token}
        if self.host:
            data["host"] = self.host
        return data


def kept_seat(entry: object) -> KeptSeat:
    """A seat from the file after every value is checked; :class:`Refused` says what does not fit."""
    data = mapping(entry, "a kept seat", 5)
    address = text(data.get("address"), "the host's address", 260)
    code = text(data.get("code"), "the table code", 16)
    name = text(data.get("name"), "the player's name", _MAX_NAME)
    token = text(data.get("token"), "the seat token", 64)
    host = text(data.get("host", ""), "the host's name", _MAX_NAME)
    if not _ADDRESS.fullmatch(address) or not 1 <= int(address.rsplit(":", 1)[1]) <= 65535:
        raise Refused("the host's address is not HOST:PORT")
    if not _CODE.fullmatch(code):
        raise Refused("the table code is not one a host makes")
    if not _TOKEN.fullmatch(token):
        raise Refused("the seat token is not one a host makes")
    if not name.strip():
        raise Refused("the player's name is empty")
    return KeptSeat(address, code, name, token, host)


class SeatKeys:
    """The kept seats (one per run, on the app's :class:`Store`)."""

    def __init__(self, store: Store) -> None:
        self.document = YamlDocument(store.folder, KIND, store.tell)
        self._seats: list[KeptSeat] | None = None

    def seats(self) -> list[KeptSeat]:
        """Oldest first (read from the file once, then kept in memory)."""
        if self._seats is None:
            self._seats = self._load()
        return list(self._seats)

    def find(self, address: str, code: str) -> KeptSeat | None:
        for seat in self.seats():
            if seat.address == address and seat.code == code:
                return seat
        return None

    def remember(self, seat: KeptSeat) -> bool:
        """Keep ``seat`` (it replaces one at the same table, whose host's name it keeps when it has none);
        False if the disk refused."""
        before = self.find(seat.address, seat.code)
        if not seat.host and before is not None and before.token == seat.token and before.host:
            seat = KeptSeat(seat.address, seat.code, seat.name, seat.token, before.host)
        kept_seat(seat.to_dict())   # the game writes only what it would read back
        seats = [s for s in self.seats() if (s.address, s.code) != (seat.address, seat.code)] + [seat]
        self._seats = seats[-LIMIT:]
        return self._write(self._seats)

    def forget(self, address: str, code: str) -> bool:
        seats = [s for s in self.seats() if (s.address, s.code) != (address, code)]
        if len(seats) == len(self.seats()):
            return True
        self._seats = seats
        return self._write(seats)

    def _load(self) -> list[KeptSeat]:
        data = self.document.read()
        if data is None:
            return []
        try:
            entries = items(data.get("seats"), "the kept seats", LIMIT)
        except Refused as exc:
            self.document.set_aside(str(exc))
            return []
        kept: list[KeptSeat] = []
        for entry in entries:
            try:
                kept.append(kept_seat(entry))
            except Refused as exc:
                log.warning("a kept seat cannot be used: %s", exc)
        if len(kept) != len(entries):
            self.document.set_aside("a kept seat does not fit")
            self._write(kept)
        return kept

    def _write(self, seats: list[KeptSeat]) -> bool:
        return self.document.write({"seats": [s.to_dict() for s in seats]})


__all__ = ["FILE_NAME", "FORMAT", "LIMIT", "NOTICE_RESET", "VERSION", "KeptSeat", "SeatKeys", "kept_seat"]
