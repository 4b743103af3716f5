"""A hosted table: one :class:`~briscola_desktop.play.runner.MatchRunner` (the referee) and its seats.

Everything here runs on the host's event-loop thread (see :mod:`.host`): the runner is never
shared with another thread, so no lock is needed. A :class:`HostedTable` turns what the
runner reports into one :class:`~.protocol.Update` per seat, each built from that seat's
view (``HandState.view(seat)``, the information set a computer seat gets) and the events
redacted for that seat (:func:`.protocol.event_msg`). Nothing else about the hand leaves it.

A table is saved (when the host has a folder for it) as a user file of its own
(:mod:`briscola_desktop.userfiles.hosted`, one per code): in the lobby whenever a seat changes,
and in play by the runner's own :class:`~briscola_desktop.play.session.MatchSession` through a
:class:`TableStore` after every trick and hand. It holds the table's code, settings, seats,
names and the seat tokens' hashes, and the match (variant, format, seed, actions), so a
restarted host opens the same table and the players' tokens still work. Every value is checked
where the file is read; a file that fails is set aside and the host goes on without that table.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import secrets
import time
from dataclasses import dataclass
from typing import Any, Callable

from briscola_desktop.ai import PLAYER_NAMES
from briscola_desktop.play.port import MatchStanding
from briscola_desktop.play.runner import MatchRunner, TableConfig
from briscola_desktop.play.seats import SeatPlayer, make_seat_player
from briscola_desktop.play.session import MatchSession
from briscola_desktop.review.record import HandRecord
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, Match, MatchFormat, Variant, action_from_str
from briscola_desktop.rules import events as ev
from briscola_desktop.userfiles.document import StorageError
from briscola_desktop.userfiles.hosted import (
    ABSENCE_CHOICES, CODE_ALPHABET, CODE_LENGTH, MAX_ABSENCE, MAX_TURN_LIMIT, HostedTables, SavedSeat, SavedTable,
)

from . import protocol as p

log = logging.getLogger(__name__)

# Table codes (CODE_ALPHABET, CODE_LENGTH: 6 symbols of 32, 30 bits) are defined with the file
# that keeps them, userfiles/hosted.py.
TOKEN_BYTES = 16                    # 128-bit seat tokens


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(text: str) -> str:
    """What a person typed, as a code: capitals, no spaces or dashes, look-alikes read as meant."""
    text = "".join(ch for ch in str(text).upper() if ch not in " -_\t")
    return text.translate(str.maketrans({"O": "0", "I": "1", "L": "1", "U": "V"}))


def token_hash(token: str) -> str:
    """Seat tokens are kept (and saved) only as their hash."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def standing_of_match(match: Match) -> MatchStanding:
    """The public standing of ``match`` (nothing in it is private)."""
    return MatchStanding(
        variant=match.variant, format=match.format, sides=match.sides, hands_won=tuple(match.hands_won),
        scores=tuple(match.scores), deals_played=match.deals_played, hand_index=match.hand_index,
        results=tuple(match.results), is_over=match.is_over, winners=match.winners)


@dataclass
class TableSettings:
    """What a host chooses when opening a table."""

    variant: Variant
    fmt: MatchFormat
    seats: tuple[str, ...]                  # per seat: protocol.FRIEND or a computer level
    turn_limit: float | None = None         # seconds per move for a person (None: no limit)
    absence: str = "computer"               # after ``absence_after`` s away: wait / computer / end
    absence_after: float = 60.0
    stand_in_level: str = "medium"          # the computer that plays for an absent or slow person
    hints: bool = True                      # players may ask for hints and the count panel
    seed: int | None = None                 # the match's deal seed (None: a random one)

    def problems(self) -> list[str]:
        out = []
        if len(self.seats) != self.variant.players:
            out.append(f"a {self.variant.players}-seat table needs {self.variant.players} seats")
        for kind in self.seats:
            if kind != p.FRIEND and kind not in PLAYER_NAMES:
                out.append(f"a seat is a friend or a computer level ({', '.join(PLAYER_NAMES)}), not {kind!r}")
        if self.fmt.kind != self.variant.match_kind:
            out.append(f"a {self.variant.name} match is played by {self.variant.match_kind.value}")
        if self.absence not in ABSENCE_CHOICES:
            out.append(f"after a player stays away: {', '.join(ABSENCE_CHOICES)}")
        if self.stand_in_level not in PLAYER_NAMES:
            out.append(f"the stand-in is a computer level ({', '.join(PLAYER_NAMES)})")
        if self.turn_limit is not None and not 1 <= self.turn_limit <= MAX_TURN_LIMIT:
            out.append(f"a turn limit is 1 to {MAX_TURN_LIMIT:.0f} seconds")
        if not 0 <= self.absence_after <= MAX_ABSENCE:
            out.append(f"the time a player may stay away is 0 to {MAX_ABSENCE:.0f} seconds")
        return out


def settings_from_create(message: p.Create) -> TableSettings:
    """A headless host's table from a player's :class:`~.protocol.Create` (``NetError`` bad_table)."""
    variant = PRESETS.get(message.variant)
    fmt = MATCH_FORMATS.get(message.format)
    if variant is None:
        raise p.NetError(p.ErrorCode.BAD_TABLE, f"unknown table {message.variant[:40]!r}")
    if fmt is None:
        raise p.NetError(p.ErrorCode.BAD_TABLE, f"unknown match format {message.format[:40]!r}")
    settings = TableSettings(variant, fmt, tuple(message.seats), turn_limit=message.turn_limit)
    problems = settings.problems()
    if not problems and settings.seats[0] != p.FRIEND:
        problems.append("the player opening the table sits at seat 1")
    if problems:
        raise p.NetError(p.ErrorCode.BAD_TABLE, "; ".join(problems))
    return settings


@dataclass
class Seat:
    kind: str                               # protocol.FRIEND or a computer level
    token_hash: str | None = None           # set when a friend takes the seat
    name: str | None = None
    conn: Any = None                        # the connection playing the seat now (host.Connection)
    away_since: float | None = None         # when the connection dropped (None: here or never joined)

    @property
    def friend(self) -> bool:
        return self.kind == p.FRIEND

    @property
    def joined(self) -> bool:
        return self.token_hash is not None


class TableStore:
    """Where a hosted table is saved: its file among the host's :class:`HostedTables`.

    It offers what :class:`MatchSession` asks of a store (the payload's match is the runner's
    own, written from the match object); matches with friends are not counted in this host's
    statistics (``record_match`` counts nothing: each player's own game counts them).
    """

    def __init__(self, files: HostedTables, table: HostedTable) -> None:
        self.files = files
        self.table = table
        self.notices: list[str] = []

    def save_table(self, match_id: str | None = None) -> bool:
        """Write the table as it is now (its lobby, or its match with ``match_id``)."""
        try:
            return self.files.save(self.table.snapshot(match_id))
        except StorageError as exc:  # the game's own objects refused: a bug, said in the log, play goes on
            log.error("could not save table %s: %s", self.table.code, exc)
            return False

    def save_autosave(self, payload: dict[str, Any]) -> bool:
        match_id = payload.get("match_id") if isinstance(payload, dict) else None
        return self.save_table(match_id if isinstance(match_id, str) else None)

    def record_match(self, match_id: str, **_: Any) -> bool:
        return True

    def clear_autosave(self) -> None:
        self.files.remove(self.table.code)

    def tell(self, key: str) -> None:
        self.notices.append(key)


class HostedTable:
    """A table at the host: the seats, the lobby, the referee, and what each seat is sent.

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
        self.runner: MatchRunner | None = None
        self.ready: set[int] = set()
        self.rematch: set[int] = set()
        self.ended = False
        self.turn_started: float | None = None
        self._turn_token: object = None
        self.store = TableStore(files, self) if files is not None else None
        self.last_active = clock()
        self.opened_by: str | None = None  # the address that opened it on a headless host (a limit per address)
        # Wire forms kept from move to move (tricks of the hand, results of the match): they only grow.
        self._wire_key: tuple[int, int] | None = None   # (match count, hand index) the tricks belong to
        self._wire_tricks: list[p.TrickMsg] = []
        self._wire_results: list[p.ResultMsg] = []

    # ------------------------------------------------------------------ seats and lobby
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

    def free_seats(self) -> int:
        return sum(1 for s in self.seats if s.friend and not s.joined)

    def people_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.friend]

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
                return i, self.give_token(i, name)
        raise p.NetError(p.ErrorCode.TABLE_FULL, "every seat at this table is taken")

    def give_token(self, seat: int, name: str | None) -> str:
        token = secrets.token_urlsafe(TOKEN_BYTES)
        self.seats[seat].token_hash = token_hash(token)
        self.seats[seat].name = name
        self.save_lobby()
        return token

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

    def name_of(self, seat: int) -> str:
        return self.seats[seat].name or f"{seat + 1}"

    def attach(self, seat: int, conn: Any, name: str | None, token: str) -> None:
        """``conn`` plays ``seat`` now (a join or a rejoin): it gets the table and, in play, the full view."""
        old = self.seats[seat].conn
        s = self.seats[seat]
        if name and name != s.name:
            s.name = name
            self.save_lobby()
        s.conn = conn
        was_away = s.away_since is not None
        s.away_since = None
        self.last_active = self.clock()
        if self.runner is not None and seat in self.runner.stand_ins():
            self.runner.stand_in(seat, None)  # the player is back: the computer gives the seat back
        self.send(conn, p.Welcome(p.PROTOCOL_VERSION, seat, token, self.table_msg()))
        if old is not None and old is not conn:
            old.send(p.Error(p.ErrorCode.SEAT_TAKEN.value, "this seat is played from another connection now"))
            old.close_soon("another connection took this seat")
        self.broadcast_lobby()
        if was_away:
            self.notice_all(p.NOTICE_BACK, {"name": self.name_of(seat)}, but=seat)
        if self.runner is not None:
            self.send(conn, self.update_for(seat, self.runner.match.hand_events(), sync=True))

    def detach(self, seat: int, conn: Any) -> None:
        s = self.seats[seat]
        if s.conn is not conn:
            return
        s.conn = None
        if self.started and not self.ended:
            s.away_since = self.clock()
            self.notice_all(p.NOTICE_WAITING, {"name": self.name_of(seat)})
        self.broadcast_lobby()

    def leave(self, seat: int, conn: Any) -> None:
        """A player leaves on purpose: in the lobby a friend's seat is free again (seat 0 stays the
        host's); in a match the seat waits for them as for a dropped connection."""
        if not self.started and seat != 0 and self.seats[seat].conn is conn:
            self.seats[seat] = Seat(self.seats[seat].kind)
            self.save_lobby()
            self.broadcast_lobby()
            return
        self.detach(seat, conn)

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

    # ------------------------------------------------------------------ the match
    def start(self, fill: str | None = None, *, seed: int | None = None) -> None:
        """Start the match: every friend's seat must be taken, or the free ones go to a computer of ``fill``."""
        if self.started:
            raise p.NetError(p.ErrorCode.NOT_READY, "the match has already started")
        free = [i for i, s in enumerate(self.seats) if s.friend and not s.joined]
        if free and fill is None:
            raise p.NetError(p.ErrorCode.NOT_READY, "seats are still free: wait for friends or give them to a computer")
        if fill is not None and fill not in PLAYER_NAMES:
            raise p.NetError(p.ErrorCode.BAD_TABLE, f"a computer level is one of {', '.join(PLAYER_NAMES)}")
        for i in free:
            self.seats[i].kind = fill
        now = self.clock()
        for s in self.seats:  # a friend who joined and dropped before the start is away from now on
            if s.friend and s.conn is None:
                s.away_since = now
        self.runner = self._make_runner(seed)
        events = self.runner.new_match(self.runner.config.seed)  # the match's own seed
        self.broadcast_lobby()
        self._after(events)

    def _make_runner(self, seed: int | None) -> MatchRunner:
        if seed is None:
            seed = self.settings.seed if self.settings.seed is not None else secrets.randbits(62)
        people = tuple(self.people_seats())
        levels = tuple(s.kind for s in self.seats if not s.friend)
        config = TableConfig(variant=self.settings.variant, fmt=self.settings.fmt, seed=seed, levels=levels,
                             people=people, threaded=self.threaded, record=self.store is not None)
        runner = MatchRunner(config, store=self.store, make_player=self.make_player,
                             on_events=self._after)
        return runner

    def resume(self, match: Match, match_id: str | None) -> None:
        """Open a saved table's match again (a restarted host): every person is away until they rejoin."""
        self.runner = self._make_runner(match.seed)
        session = None
        if self.store is not None:
            session = MatchSession(self.store, match, levels=self.runner.seat_levels(),
                                   match_id=match_id)
        self.runner.new_match(match=match, session=session)
        now = self.clock()
        for i in self.people_seats():
            self.seats[i].away_since = now

    def _after(self, events: list) -> None:
        """Tell every seat what just happened: its own redacted events and its view after them."""
        if not events:
            return
        self.last_active = self.clock()
        shared: dict[str, Any] = {}  # what every seat's update has in common, built once per batch
        for i, seat in enumerate(self.seats):
            if seat.conn is not None:
                self.send(seat.conn, self.update_for(i, events, shared=shared))
        if any(isinstance(e, ev.HandOver) for e in events):
            self.ready.clear()
        if any(isinstance(e, ev.MatchOver) for e in events):
            self.rematch.clear()

    def update_for(self, seat: int, events: list, *, sync: bool = False,
                   shared: dict[str, Any] | None = None) -> p.Update:
        """``seat``'s update after ``events``: its view (``hand.view(seat)``) and the events as it may see them.

        ``shared`` (one dict per batch) keeps what is the same for every seat: the standing,
        the hand's record, the public fields of the view."""
        runner = self.runner
        assert runner is not None
        match = runner.match
        hand = match.hand
        variant = self.settings.variant
        common = shared if shared is not None else {}
        if "standing" not in common:
            record = None
            if hand.is_over and (sync or any(isinstance(e, ev.HandOver) for e in events)):
                record = p.record_msg(HandRecord.from_match(match))
            to_act = hand.to_act if runner.in_play else None
            deadline = None
            if to_act is not None and self.settings.turn_limit is not None and self._person_plays(to_act):
                started = self.turn_started if self._turn_token == runner.token else self.clock()
                deadline = max(0.0, self.settings.turn_limit - (self.clock() - started))
            if self._wire_key != (runner.match_count, hand.hand_index):
                if self._wire_key is None or self._wire_key[0] != runner.match_count:
                    self._wire_results = []  # another match
                self._wire_key, self._wire_tricks = (runner.match_count, hand.hand_index), []
            self._wire_tricks.extend(p.trick_msg(t) for t in hand.tricks[len(self._wire_tricks):])
            self._wire_results.extend(p.result_msg(r) for r in match.results[len(self._wire_results):])
            common.update(standing=p.standing_msg(standing_of_match(match), list(self._wire_results)),
                          record=record, to_act=to_act, deadline=deadline, view=None, tricks=list(self._wire_tricks))
        view = p.view_msg(hand.view(seat), like=common["view"], tricks=common["tricks"])
        common["view"] = view
        return p.Update(position=runner.token, events=[p.event_msg(e, seat, variant) for e in events],
                        view=view, standing=common["standing"], to_act=common["to_act"], sync=sync,
                        record=common["record"], deadline=common["deadline"])

    def _person_plays(self, seat: int) -> bool:
        return self.seats[seat].friend and (self.runner is None or seat not in self.runner.stand_ins())

    def move(self, seat: int, message: p.Move) -> None:
        """A person's move: applied only if it is their seat's turn, at this position, and legal."""
        runner = self.runner
        if runner is None:
            raise p.NetError(p.ErrorCode.NOT_READY, "the match has not started")
        if self.ended:
            raise p.NetError(p.ErrorCode.ENDED, "the host ended this match")
        if tuple(message.position) != runner.token:
            raise p.NetError(p.ErrorCode.STALE_POSITION, "the table has moved on since this move was chosen")
        if not self._person_plays(seat):
            raise p.NetError(p.ErrorCode.NOT_YOUR_TURN, "a computer plays this seat for now")
        try:
            action = action_from_str(message.action)
        except ValueError as exc:
            raise p.NetError(p.ErrorCode.BAD_MESSAGE, str(exc)) from None
        refusal = runner.offer(action, seat)
        if refusal is not None:
            raise p.NetError(refusal.code, refusal.detail or refusal.rule, refusal.rule)

    def say_ready(self, seat: int, hand_index: int) -> None:
        runner = self.runner
        if runner is None or not runner.match.hand.is_over or runner.match.is_over:
            return  # nothing to deal: a late or repeated ready is no fault
        if hand_index != runner.match.hand_index:
            return
        self.ready.add(seat)
        self._deal_if_ready()

    def _deal_if_ready(self) -> None:
        runner = self.runner
        if runner is None or not runner.match.hand.is_over or runner.match.is_over:
            return
        waiting = [i for i in self._present_people() if i not in self.ready]
        if waiting or not self._present_people():
            return
        self.ready.clear()
        events = runner.next_deal()
        if events:
            self._after(events)

    def _present_people(self) -> list[int]:
        stand_ins = self.runner.stand_ins() if self.runner is not None else {}
        return [i for i, s in enumerate(self.seats) if s.friend and s.conn is not None and i not in stand_ins]

    def ask_rematch(self, seat: int) -> None:
        runner = self.runner
        if runner is None or not runner.match.is_over or self.ended:
            raise p.NetError(p.ErrorCode.NOT_READY, "a rematch comes after the match")
        self.rematch.add(seat)
        if all(i in self.rematch for i in self._present_people()):
            self.rematch.clear()
            self.ready.clear()
            self._after(runner.new_match())

    def quick(self, seat: int, message_id: str) -> None:
        if message_id not in p.QUICK_MESSAGES:
            raise p.NetError(p.ErrorCode.BAD_MESSAGE, f"quick messages are {', '.join(p.QUICK_MESSAGES)}")
        self.broadcast(p.Bubble(seat, message_id))

    def stand_in_now(self, seat: int, level: str | None) -> None:
        """The host's choice for an absent player's seat: a computer of ``level`` for now, or (None) wait."""
        runner = self.runner
        if runner is None or self.ended:
            raise p.NetError(p.ErrorCode.NOT_READY, "the match is not being played")
        if not 0 <= seat < len(self.seats) or not self.seats[seat].friend:
            raise p.NetError(p.ErrorCode.BAD_MESSAGE, "only a friend's seat can be played for them")
        if self.seats[seat].conn is not None:
            raise p.NetError(p.ErrorCode.NOT_READY, f"{self.name_of(seat)} is here")
        if level is not None and level not in PLAYER_NAMES:
            raise p.NetError(p.ErrorCode.BAD_TABLE, f"a computer level is one of {', '.join(PLAYER_NAMES)}")
        runner.stand_in(seat, level)
        if level is not None:
            self.notice_all(p.NOTICE_STAND_IN, {"name": self.name_of(seat)})
        self.broadcast_lobby()
        self._deal_if_ready()

    def end(self, reason_name: str) -> None:
        self.ended = True
        self.notice_all(p.NOTICE_ENDED, {"name": reason_name})
        if self.runner is not None:
            self.runner.close()

    # ------------------------------------------------------------------ time
    def needs_tick(self) -> bool:
        """Something here depends on time: computer seats or stand-ins, a turn limit, a player away,
        a deal waiting (a table of people all here, playing without a limit, moves only on messages)."""
        runner = self.runner
        if runner is None or self.ended:
            return False
        return bool((runner.seats is not None and runner.seats.players) or self.settings.turn_limit is not None
                    or any(s.away_since is not None for s in self.seats) or runner.match.hand.is_over)

    def tick(self, dt: float) -> None:
        """Computer seats think and play; the turn limit and the absence rule are applied."""
        runner = self.runner
        if not self.needs_tick():
            return
        now = self.clock()
        if runner.in_play:
            if self._turn_token != runner.token:
                self._turn_token = runner.token
                self.turn_started = now
            runner.play_computers(dt, self.pace)
            seat = runner.match.hand.to_act
            limit = self.settings.turn_limit
            if (limit is not None and runner.in_play and self._person_plays(seat) and self.turn_started is not None
                    and now - self.turn_started > limit):
                self._play_for(seat)
        elif runner.match.hand.is_over and not runner.match.is_over:
            self._deal_if_ready()
        for i, s in enumerate(self.seats):
            if s.away_since is None or now - s.away_since < self.settings.absence_after:
                continue
            if self.settings.absence == "computer" and i not in runner.stand_ins():
                runner.stand_in(i, self.settings.stand_in_level)
                self.notice_all(p.NOTICE_STAND_IN, {"name": self.name_of(i)})
                self.broadcast_lobby()
                self._deal_if_ready()
            elif self.settings.absence == "end" and not runner.match.is_over:
                self.end(self.name_of(i))
                return

    def _play_for(self, seat: int) -> None:
        """The turn limit ran out: a computer of the stand-in level plays this one move."""
        runner = self.runner
        assert runner is not None
        make = self.make_player or make_seat_player
        view = runner.match.hand.view(seat)
        try:
            action = make(self.settings.stand_in_level, runner.match.seed * 10 + seat).choose(view)
        except Exception:  # noqa: BLE001 - a legal move keeps the table going
            action = view.legal_actions()[0]
        if action not in view.legal_actions():
            action = view.legal_actions()[0]
        self.notice_all(p.NOTICE_TURN_TIMEOUT, {"name": self.name_of(seat)})
        runner.offer(action, seat)

    def close(self) -> None:
        if self.runner is not None:
            self.runner.close()

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


def open_saved_table(saved: SavedTable, files: HostedTables, **kwargs: Any) -> HostedTable:
    """A saved table opened again, in its lobby or with its match resumed (``ValueError`` says
    what the host cannot use; the file's values were checked when it was read)."""
    settings = TableSettings(saved.variant, saved.fmt, tuple(seat.kind for seat in saved.seats),
                             turn_limit=saved.turn_limit, absence=saved.absence, absence_after=saved.absence_after,
                             stand_in_level=saved.stand_in_level, hints=saved.hints)
    problems = settings.problems()
    if not problems and settings.seats[0] != p.FRIEND:
        problems.append("seat 1 is the host's own: it is a friend's seat")
    if problems:
        raise ValueError("; ".join(problems))
    table = HostedTable(saved.code, settings, files=files, **kwargs)
    for seat, kept in zip(table.seats, saved.seats):
        seat.token_hash = kept.token_hash
        seat.name = kept.name
    if saved.match is not None:
        table.resume(saved.match, saved.match_id)
    return table


__all__ = ["ABSENCE_CHOICES", "CODE_ALPHABET", "CODE_LENGTH", "HostedTable", "Seat", "TableSettings", "TableStore",
           "open_saved_table", "new_code", "normalize_code", "settings_from_create", "standing_of_match", "token_hash"]
