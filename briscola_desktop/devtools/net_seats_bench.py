"""The simulated players of the network figures (:mod:`.bench`): seats that play legal random moves.

- :class:`SimSeat`: a seat over a raw asyncio WebSocket, light enough for hundreds in one process
  (the headless host's load); it reads only the few fields it needs of most updates.
- :func:`blocking_bot`: a seat driven by a thread that blocks on a :class:`~.client.Client`'s inbox
  (the move round trip as the game's own client sees it, and tables of computers kept busy).

Each chooses among the legal moves of the view it was sent, like a person would, and times its own
moves from the send to the update that carries its played card.
"""

from __future__ import annotations

import asyncio
import random
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import msgspec
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from briscola_desktop.rules import action_to_str

from briscola_desktop.net import protocol as p
from briscola_desktop.net.join.endpoint import parse_endpoint
from briscola_desktop.net.join.client import Client


class _LightEvent(msgspec.Struct):
    kind: str
    seat: int | None = None


class _LightView(msgspec.Struct):
    hand: list[str]
    phase: str
    hand_index: int


class _LightStanding(msgspec.Struct):
    is_over: bool


class _Light(msgspec.Struct):
    """The few fields of a host message a simulated player reads (the rest is skipped unread, so the
    players' side costs little next to the host's, which decodes and checks everything)."""

    type: str
    position: tuple[int, int, int] | None = None
    to_act: int | None = None
    view: _LightView | None = None
    standing: _LightStanding | None = None
    events: list[_LightEvent] = []


_light = msgspec.json.Decoder(_Light)


@dataclass
class SeatStats:
    rtt: list[float] = field(default_factory=list)
    moves: int = 0
    errors: int = 0


class SimSeat:
    """A seat played by legal random moves over a raw asyncio WebSocket (light enough for hundreds)."""

    def __init__(self, url: str, hello: p.Hello | p.Create, rng: random.Random, stats: SeatStats,
                 *, start_when_full: int = 0) -> None:
        self.url = url
        self.hello = hello
        self.rng = rng
        self.stats = stats
        self.start_when_full = start_when_full
        self.seat: int | None = None
        self.code: str | None = None
        self.token: str | None = None
        self.variant = None
        self.sent_at: float | None = None
        self.sent_for: tuple | None = None
        self.ready_for: int | None = None
        self.rematch_for: tuple | None = None
        self.started = False
        self.joined = asyncio.Event()

    async def run(self, stop: asyncio.Event) -> None:
        code = self.hello.code if isinstance(self.hello, p.Hello) else None
        url = parse_endpoint(self.url).for_code(code).url   # a table server's shard: its path
        async with connect(url, compression=None, proxy=None, max_size=p.MAX_HOST_FRAME, open_timeout=30) as ws:
            await ws.send(p.encode(self.hello).decode())
            reader = asyncio.create_task(self._read(ws))
            await stop.wait()
            reader.cancel()

    async def _read(self, ws) -> None:
        try:
            async for frame in ws:
                light = _light.decode(frame)
                if light.type == "update" and self.variant is not None and not self.variant.follow_suit:
                    await self._take_light(ws, light)  # any card in hand is legal: no need for the full view
                else:
                    await self._take(ws, p.decode_host(frame))
        except (ConnectionClosed, asyncio.CancelledError):
            return

    async def _take_light(self, ws, m: _Light) -> None:
        now = time.perf_counter()
        self._count_round_trip(any(e.kind == "card_played" and e.seat == self.seat for e in m.events), now)
        await self._answer(ws, m, m.to_act == self.seat and m.view.phase == "play",
                           lambda: self.rng.choice(m.view.hand))

    def _count_round_trip(self, own_card_played: bool, now: float) -> None:
        """The move sent last came back applied: its time from sending counts as one round trip."""
        if self.sent_at is not None and own_card_played:
            self.stats.rtt.append(now - self.sent_at)
            self.stats.moves += 1
            self.sent_at = None

    async def _answer(self, ws, m: Any, my_turn: bool, choose: Callable[[], str]) -> None:
        """Play ``choose()`` once per position on this seat's turn; else ask for the rematch once per
        match, or the next deal once per hand."""
        position = tuple(m.position)
        if my_turn and self.sent_for != position:
            action = choose()
            self.sent_for = position
            self.sent_at = time.perf_counter()
            await ws.send(p.encode(p.Move(action=action, position=position)).decode())
        elif m.standing.is_over:
            if self.rematch_for != position[:1]:
                self.rematch_for = position[:1]
                await ws.send(p.encode(p.Rematch()).decode())
        elif m.view.phase == "over" and self.ready_for != m.view.hand_index:
            self.ready_for = m.view.hand_index
            await ws.send(p.encode(p.Ready(hand_index=m.view.hand_index)).decode())

    async def _take(self, ws, m) -> None:
        now = time.perf_counter()
        if isinstance(m, p.Welcome):
            self.seat, self.code, self.token = m.seat, m.table.code, m.token
            self.variant = p.variant_of(m.table.variant)
            self.joined.set()
        elif isinstance(m, p.Lobby):
            if (self.start_when_full and not self.started and not m.table.started
                    and sum(s.joined for s in m.table.seats) >= self.start_when_full):
                self.started = True
                await ws.send(p.encode(p.Start()).decode())
        elif isinstance(m, p.Error):
            self.stats.errors += 1
            self.sent_for = None
        elif isinstance(m, p.Update):
            self._count_round_trip(any(isinstance(e, p.EvCardPlayed) and e.seat == self.seat for e in m.events), now)
            await self._answer(ws, m, m.to_act == self.seat, lambda: action_to_str(
                self.rng.choice(p.view_of(m.view, self.variant).legal_actions())))


class _BlockingBot(threading.Thread):
    """A seat driven by a thread that blocks on its client's inbox (tools only; never a frame loop)."""

    def __init__(self, url: str, code: str, token: str | None, stop: threading.Event, *, start: bool,
                 stats: SeatStats | None = None, wait_for: int = 1, limit: int | None = None) -> None:
        super().__init__(daemon=True)
        hello = p.Hello(v=p.PROTOCOL_VERSION, code=code, name="Bench", token=token)
        self.client = Client(url, hello).start()
        self.stop_event = stop
        self.owner = start
        self.stats = stats or SeatStats()
        self.wait_for = wait_for
        self.limit = limit
        self.done = threading.Event()
        self.rng = random.Random(len(code) + (0 if token is None else 1))
        self.seat: int | None = None
        self.variant = None
        self.sent_at: float | None = None
        self.sent_for: tuple | None = None
        self.ready_for: int | None = None
        self.started = False
        self.start()

    def run(self) -> None:
        while not self.stop_event.is_set():
            try:
                m = self.client.next(0.5)
            except Exception:  # noqa: BLE001 - queue.Empty: look at the stop flag again
                continue
            now = time.perf_counter()
            if isinstance(m, p.Welcome):
                self.seat, self.variant = m.seat, p.variant_of(m.table.variant)
                if self.owner and not self.started and self.wait_for == 1:
                    self._send_start()
            elif isinstance(m, p.Lobby) and self.owner and not self.started and not m.table.started:
                if sum(s.joined for s in m.table.seats) >= self.wait_for:
                    self._send_start()
            elif isinstance(m, p.Update) and self._take_update(m, now):
                self.done.set()
                return
        self.client.close()

    def _send_start(self) -> None:
        self.started = True
        self.client.send(p.Start())

    def _take_update(self, m: p.Update, now: float) -> bool:
        """Time this seat's move when it comes back, then move, ask for a rematch or say ready.
        True when ``limit`` round trips are measured."""
        if self.sent_at is not None and any(isinstance(e, p.EvCardPlayed) and e.seat == self.seat for e in m.events):
            self.stats.rtt.append(now - self.sent_at)
            self.sent_at = None
            if self.limit is not None and len(self.stats.rtt) >= self.limit:
                return True
        position = tuple(m.position)
        if m.to_act == self.seat and self.sent_for != position:
            action = self.rng.choice(p.view_of(m.view, self.variant).legal_actions())
            self.sent_for = position
            self.sent_at = time.perf_counter()
            self.client.send(p.Move(action=action_to_str(action), position=position))
        elif m.standing.is_over:
            self.client.send(p.Rematch())
        elif m.view.phase == "over" and self.ready_for != m.view.hand_index:
            self.ready_for = m.view.hand_index
            self.client.send(p.Ready(hand_index=m.view.hand_index))
        return False


def blocking_bot(url: str, code: str, token: str | None, stop: threading.Event, **kwargs) -> _BlockingBot:
    return _BlockingBot(url, code, token, stop, **kwargs)


__all__ = ["SeatStats", "SimSeat", "blocking_bot"]
