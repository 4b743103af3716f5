"""A hosted table's seats and lobby: who sits where, their tokens, what everyone is told, the saved lobby.

:class:`TableLobby` is the first layer of a hosted table (:class:`.tables.HostedTable`): the
table's code, settings and seats, the seat tokens (given once, kept as hashes, compared in
constant time), the lobby message every connection sees, and the table as its file keeps it.
The match (:mod:`.referee`) and the connections and the clock (:mod:`.tables`) build on it.
Everything here runs on the host's event-loop thread.
"""

from __future__ import annotations

import hmac
import secrets
import time
from dataclasses import dataclass, replace
from typing import Any, Callable

from briscola_desktop.ai import PLAYER_NAMES
from briscola_desktop.play.runner import MatchRunner
from briscola_desktop.play.seats import SeatPlayer
from briscola_desktop.rules import MATCH_FORMATS, ExchangeRule, Variant
from briscola_desktop.userfiles.hosted import HostedTables, SavedSeat, SavedTable

from .. import protocol as p
from ..protocol.codes import new_token, token_hash
from .table_settings import TableSettings, with_exchange
from .table_store import TableStore


@dataclass
class Seat:
    kind: str                               # protocol.FRIEND or a computer level
    token_hash: str | None = None           # set when a friend takes the seat
    name: str | None = None
    conn: Any = None                        # the connection playing the seat now (connection.Connection)
    away_since: float | None = None         # when the connection dropped (None: here or never joined)
    version: int = p.PROTOCOL_VERSION       # the protocol the seat's game last spoke (a house rule needs a new one)

    @property
    def friend(self) -> bool:
        return self.kind == p.FRIEND

    @property
    def joined(self) -> bool:
        return self.token_hash is not None


class TableLobby:
    """A table's seats and lobby (see the module docstring).

    ``send(conn, message)`` queues a message to a connection (the host's writer sends it).
    """

    def __init__(self, code: str, settings: TableSettings, *, send: Callable[[Any, Any], None],
                 make_player: Callable[[str, int], SeatPlayer] | None = None, pace: float = 1.0,
                 threaded: bool = True, files: HostedTables | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.code = code
        self.public_id = secrets.token_hex(4)  # names the table on the network; never the code (the code is the key)
        self.settings = settings
        self.send = send
        self.make_player = make_player
        self.pace = pace
        self.threaded = threaded
        self.clock = clock
        self.seats = [Seat(kind) for kind in settings.seats]
        self.runner: MatchRunner | None = None  # set when the match starts (.referee)
        self.store = TableStore(files, self) if files is not None else None
        self.last_active = clock()
        self.opened_by: str | None = None  # the address that opened it on a headless host (a limit per address)
        self.told_too_old: set[str] = set()   # names of players refused for a house rule, told to the table once

    @property
    def started(self) -> bool:
        return self.runner is not None

    def table_msg(self) -> p.TableMsg:
        stand_ins = self.runner.stand_ins() if self.runner is not None else {}
        seats = [p.SeatMsg(seat=i, kind=s.kind, name=s.name, joined=s.joined, connected=s.conn is not None,
                           stand_in=stand_ins.get(i)) for i, s in enumerate(self.seats)]
        return p.TableMsg(code=self.code, variant=p.variant_msg(self.settings.variant),
                          format=p.format_msg(self.settings.fmt), seats=seats, started=self.started,
                          turn_limit=self.settings.turn_limit, hints=self.settings.hints)

    def lowest_version(self) -> int:
        """The oldest protocol a game may speak to sit here: the newest any house rule of the table needs."""
        return lowest_version(self.settings.variant)

    def too_old(self, version: int) -> str | None:
        """The house rule of this table a game of protocol ``version`` does not know (None: it may sit)."""
        return rule_too_new(self.settings.variant, version)

    def free_seats(self) -> int:
        return sum(1 for s in self.seats if s.friend and not s.joined)

    def people_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.friend]

    def name_of(self, seat: int) -> str:
        return self.seats[seat].name or f"{seat + 1}"

    # ------------------------------------------------------------------ tokens
    def seat_of_token(self, token: str) -> int | None:
        """The seat whose token this is (every seat compared, in constant time each)."""
        wanted = token_hash(token)
        found = None
        for i, seat in enumerate(self.seats):
            if seat.token_hash is not None and hmac.compare_digest(seat.token_hash, wanted):
                found = i
        return found

    def take_free_seat(self, name: str) -> tuple[int, str]:
        """A joining friend takes the first free friend's seat: (seat, its new token)."""
        for i, seat in enumerate(self.seats):
            if seat.friend and not seat.joined:
                return i, self.give_token(i, self.distinct_name(name, i))
        raise p.NetError(p.ErrorCode.TABLE_FULL, "every seat at this table is taken")

    def distinct_name(self, name: str, seat: int) -> str:
        """``name`` for ``seat``, or, when another seat at this table already goes by it, "Bea (2)": two
        players never share a name at one table (the tags, the notices and the results say who is who)."""
        taken = {s.name.casefold() for i, s in enumerate(self.seats) if i != seat and s.name}
        found = name
        for n in range(2, len(self.seats) + 2):
            if found.casefold() not in taken:
                break
            suffix = f" ({n})"
            found = name[: p.MAX_NAME - len(suffix)].rstrip() + suffix
        return found

    def give_token(self, seat: int, name: str | None) -> str:
        token = new_token()
        self.seats[seat].token_hash = token_hash(token)
        self.seats[seat].name = name
        self.save_lobby()
        return token

    # ------------------------------------------------------------------ telling everyone
    def broadcast(self, message: Any) -> None:
        for seat in self.seats:
            if seat.conn is not None:
                self.send(seat.conn, message)

    def broadcast_lobby(self) -> None:
        self.broadcast(p.Lobby(self.table_msg()))

    def notice_all(self, key: str, params: dict[str, str], *, but: int | None = None) -> None:
        for i, seat in enumerate(self.seats):
            if seat.conn is not None and i != but:
                self.send(seat.conn, p.Notice(key, params))

    # ------------------------------------------------------------------ seat 0 sets the table
    def set_seat(self, seat: int, kind: str) -> None:
        if self.started:
            raise p.NetError(p.ErrorCode.NOT_READY, "the match has started: seats are set")
        if not 0 < seat < len(self.seats):
            raise p.NetError(p.ErrorCode.BAD_MESSAGE, f"seat {seat + 1} is not one you can change")
        if self.seats[seat].joined:
            raise p.NetError(p.ErrorCode.NOT_READY, f"{self.name_of(seat)} sits there")
        if kind != p.FRIEND and kind not in PLAYER_NAMES:
            raise p.NetError(p.ErrorCode.BAD_TABLE, f"a seat is a friend or a computer level, not {kind[:20]!r}")
        self.seats[seat].kind = kind
        self.save_lobby()
        self.broadcast_lobby()

    def configure(self, format_name: str, turn_limit: float | None, hints: bool, exchange: str | None = None) -> None:
        """Seat 0, in the lobby: another match length, time for each move, hints rule or exchange of the seven
        (None: as it is; checked as any table's settings are, by ``TableSettings.problems``). A house rule is
        not turned on while a player whose game does not know it sits here: seat 0 is told who (nothing
        changes)."""
        if self.started:
            raise p.NetError(p.ErrorCode.NOT_READY, "the match has started: the table is set")
        fmt = MATCH_FORMATS.get(format_name)
        if fmt is None:
            raise p.NetError(p.ErrorCode.BAD_TABLE, f"unknown match format {format_name[:40]!r}")
        variant = self.settings.variant if exchange is None else with_exchange(self.settings.variant, exchange)
        for i, seat in enumerate(self.seats):
            if seat.joined and rule_too_new(variant, seat.version) is not None:
                if self.seats[0].conn is not None:
                    self.send(self.seats[0].conn, p.Notice(p.NOTICE_SEATED_TOO_OLD, {"name": self.name_of(i)}))
                return
        settings = replace(self.settings, variant=variant, fmt=fmt, turn_limit=turn_limit, hints=hints)
        problems = settings.problems()
        if problems:
            raise p.NetError(p.ErrorCode.BAD_TABLE, "; ".join(problems))
        self.settings = settings
        self.save_lobby()
        self.broadcast_lobby()

    # ------------------------------------------------------------------ saving
    def snapshot(self, match_id: str | None = None) -> SavedTable:
        """The table as its file keeps it: code, settings, seats (token hashes, never tokens) and,
        once started, the runner's match with ``match_id``."""
        s = self.settings
        match = self.runner.match if self.runner is not None else None
        return SavedTable(code=self.code, variant=s.variant, fmt=s.fmt,
                          seats=tuple(SavedSeat(x.kind, x.token_hash, x.name) for x in self.seats),
                          turn_limit=s.turn_limit, absence=s.absence, absence_after=s.absence_after,
                          stand_in_level=s.stand_in_level, hints=s.hints, match=match,
                          match_id=match_id if match is not None else None)

    def save_lobby(self) -> None:
        """Save the table while it is in its lobby (a seat taken, left or changed): a host that
        restarts keeps the code and the seats. In play the runner's session saves it."""
        if self.store is not None and not self.started:
            self.store.save_table()


def lowest_version(variant: Variant) -> int:
    """The oldest protocol a game may speak to sit at a table of ``variant``: the newest any house rule it
    plays needs (:data:`~.protocol.HOUSE_RULES_SINCE`), else :data:`~.protocol.OLDEST_PROTOCOL`."""
    return max([p.OLDEST_PROTOCOL] + [since for rule, since in p.HOUSE_RULES_SINCE.items()
                                      if _plays(variant, rule)])


def rule_too_new(variant: Variant, version: int) -> str | None:
    """The house rule of ``variant`` a game of protocol ``version`` does not know, or None."""
    for rule, since in p.HOUSE_RULES_SINCE.items():
        if version < since and _plays(variant, rule):
            return rule
    return None


def _plays(variant: Variant, rule: str) -> bool:
    if rule == "exchange":
        return variant.exchange is not ExchangeRule.OFF
    raise ValueError(f"{rule!r} is not a house rule")


__all__ = ["Seat", "TableLobby", "lowest_version", "rule_too_new"]
