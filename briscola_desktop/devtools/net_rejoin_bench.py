"""``bench net rejoin``: from a returning seat's connection opening to its table shown as it is now.

A real host on 127.0.0.1 (in this process, its own thread) runs a table of friends' seats, every one a
:class:`~briscola_desktop.net.join.remote.RemoteTable` played here by its first legal move. At each stage of a
hand (the deal, early, mid, late, the last trick) the play stops with the seat to act thinking, and the
measured seat's window is killed (its connection closed without a goodbye) and opened again: a new connection
with its seat token, and the real table scene on it (dummy video driver, the table at Normal speed). The figure
is the time from that connection opening to the table being correct: the port's view equals the host's for
the seat, and the board shows it (:func:`~briscola_desktop.app.table.board.catch_up.shows`: scores, stock,
trump, hands, the trick on the felt as far as played) with nothing left to animate but the cards of the trick
on the felt. Median and p95 over the repeats; beside it, how long the old way (the whole hand dealt and played
again at Normal) would have kept the table behind. Figures, never assertions.

:class:`RejoinRig` is the same table for the tests (``tests/friends/test_back_at_once.py``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from typing import Callable

import pygame

from briscola_desktop import i18n
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.app.friends.turned import TurnedPort
from briscola_desktop.app.table.board import Board, catch_up
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.limits import SIMULATED_PLAYERS
from briscola_desktop.net.host.server import Host
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.net.join.client import Client
from briscola_desktop.net.join.remote import RemoteTable
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.play.seats import FirstLegal
from briscola_desktop.rules import MATCH_FORMATS, PRESETS
from briscola_desktop.rules.view import View

#: The stages of a hand, as the share of its cards played (the last trick: its first card on the felt).
STAGES = {"deal": 0.0, "early": 0.15, "mid": 0.5, "late": 0.8, "last trick": 1.0}
FRAME = 1 / 60


def first_legal(level: str, seed: int) -> FirstLegal:  # noqa: ARG001 - the runner's make_player signature
    return FirstLegal()


def stage_moves(variant, share: float) -> int:
    """Cards played into the hand at ``share`` of it: odd shares leave cards on the felt; the last trick's
    stage has its first card on the felt."""
    cards = len(variant.deck)
    last = cards - variant.players + 1
    return min(last, int(round(cards * share)) | (1 if share else 0))


class RejoinRig:
    """A table of friends at a real host on loopback; seat ``seat`` is the one that leaves and comes back."""

    def __init__(self, variant: str = "two_players", *, seat: int = 1, seed: int = 7, **host_kwargs) -> None:
        self.variant = PRESETS[variant]
        self.seat = seat
        kwargs = {"pace": 0.0, "make_player": first_legal, "rate": 10_000, **host_kwargs}
        for limit in ("connections_per_address", "join_burst"):
            kwargs.setdefault(limit, SIMULATED_PLAYERS[limit])
        self.host = Host(host="127.0.0.1", port=0, **kwargs)
        self.host.start()
        opened = self.host.open_table(TableSettings(self.variant, MATCH_FORMATS["first_to_five"],
                                                    (p.FRIEND,) * self.variant.players, absence="wait", seed=seed))
        self.code = opened.code
        self.tokens: list[str | None] = [opened.token] + [None] * (self.variant.players - 1)
        self.tables: list[RemoteTable | None] = []
        self.resent: list[list] = []   # what the returning seat was handed before its table scene took over
        for i in range(self.variant.players):
            self.tables.append(self._sit(i))
            self.until(lambda i=i: self.tables[i].joined, f"seat {i + 1} joined")
            self.tokens[i] = self.tables[i].client.token or self.tokens[i]
        self.tables[0].start()
        self.until(lambda: all(t.started for t in self.tables), "the deal", play=False)

    def _sit(self, seat: int, on_events: Callable[[list], None] = lambda batch: None) -> RemoteTable:
        hello = p.Hello(v=p.PROTOCOL_VERSION, code=self.code, name=f"P{seat + 1}", token=self.tokens[seat])
        return RemoteTable(Client(self.host.url, hello).start(), on_events=on_events, threaded_hints=False)

    def step(self, play: bool = True, limit: int | None = None) -> None:
        """Every seat here reads the host; with ``play``, the seat to act plays its first legal move (no more
        than ``limit`` cards into the hand)."""
        for table in self.tables:
            if table is None:
                continue
            table.update(FRAME, 0.0)
            if play and table.started and table.my_turn() and (limit is None or len(table.view().played) < limit):
                table.submit(table.legal_now()[0])

    def until(self, done: Callable[[], bool], what: str, seconds: float = 30.0, play: bool = True,
              limit: int | None = None) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.step(play, limit)
            if done():
                return
            time.sleep(0.001)
        raise RuntimeError(f"{what} did not happen within {seconds:.0f} s")

    def play_to(self, moves: int) -> None:
        """Play on until ``moves`` cards of the current hand are played, every seat told of the last one."""
        self.until(lambda: all(t.started and len(t.view().played) >= moves for t in self.tables if t is not None)
                   and self.host_view(0).played == self.tables[0].view().played, f"{moves} cards played", limit=moves)

    def host_view(self, seat: int | None = None) -> View:
        seat = self.seat if seat is None else seat
        return self.host.with_table(self.code, lambda t: t.runner.match.hand.view(seat))

    def kill(self) -> None:
        """The seat's window is gone: its connection closes without a word (no ``leave``)."""
        table = self.tables[self.seat]
        assert table is not None
        table.client.reconnect = False
        table.client.close()
        self.tables[self.seat] = None
        self.until(lambda: self.host.with_table(self.code, lambda t: t.seats[self.seat].conn is None),
                   "the host saw the seat go", play=False)

    def come_back(self, app: App) -> TableScene:
        """The seat's window opened again: a new connection with its token and, as the lobby hands over once the
        host's first batch is in (kept aside meanwhile), the real table scene on it, shown that batch."""
        early: list[list] = []
        remote = self._sit(self.seat, on_events=early.append)
        self.resent = early
        self.tables[self.seat] = remote
        deadline = time.monotonic() + 30
        while not (remote.joined and remote.started) and time.monotonic() < deadline:
            remote.update(0.0, 0.0)
            time.sleep(0.0005)
        turned = TurnedPort(remote)

        def open_port(is_idle, on_events, on_change) -> TurnedPort:
            remote.is_idle, remote.on_change = is_idle, on_change
            remote.on_events = lambda batch: on_events(turned.events(batch))
            return turned

        config = TableConfig(variant=self.variant, fmt=MATCH_FORMATS["first_to_five"], seed=0, levels=(),
                             people=(0,), speed="normal")
        scene = TableScene(app, config, open_port=open_port)
        for batch in early:
            scene._on_events(turned.events(batch))
        app.stack.push(scene)
        return scene

    def put_down(self, app: App) -> None:
        """The returning seat's table scene is closed (it leaves the seat): the seat comes back to be played
        here like the others."""
        app.stack.clear()
        self.tables[self.seat] = self._sit(self.seat)
        self.until(lambda: self.tables[self.seat].started, "the seat back", play=False)

    def close(self) -> None:
        for table in self.tables:
            if table is not None:
                table.client.reconnect = False
                table.close()
        self.host.stop()


def table_correct(rig: RejoinRig, scene: TableScene, host_view: View) -> bool:
    """The returning seat's table is right: its port's view is the host's, and the board shows it with nothing
    left to animate but the cards of the trick on the felt."""
    remote = rig.tables[rig.seat]
    if remote is None or not remote.started or remote.view() != host_view:
        return False
    return catch_up.shows(scene.board, scene.port.view())


def old_replay_seconds(rig: RejoinRig, scene: TableScene) -> float:
    """How long the old way kept the table behind: the hand resent, dealt and played again at Normal."""
    events = [e for batch in rig.resent for e in batch]
    board = Board(scene.variant, "normal", person=0)
    board.layout = scene.lay
    board.enqueue(events)
    steps = board.timeline
    total = 0.0
    while steps.busy() and total < 120:
        board.update(0.05)
        total += 0.05
        if steps.blocked:
            steps.release_blocker()
    return total


def measure(rig: RejoinRig, app: App, seconds: float = 20.0) -> tuple[float, TableScene]:
    """One rejoin: (seconds from the connection opening to the table correct, the scene)."""
    expected = rig.host_view()
    rig.kill()
    t0 = time.perf_counter()
    scene = rig.come_back(app)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.frame(FRAME, [])
        if table_correct(rig, scene, expected):
            return time.perf_counter() - t0, scene
    raise RuntimeError("the table did not come right")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m briscola_desktop.bench net rejoin",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=10, help="rejoins measured at each stage (default 10)")
    ap.add_argument("--variant", default="four_players", help="the table (default four_players)")
    args = ap.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    i18n.set_language("en")
    pygame.init()
    variant = PRESETS[args.variant]
    print(f"rejoin at every stage of a hand ({args.variant}, a real host on 127.0.0.1, the table scene at Normal, "
          f"dummy video; {args.repeats} rejoins a stage): from the connection opening to the table correct")
    app = install(App((1280, 800)))
    for stage, share in STAGES.items():
        rig = RejoinRig(args.variant)
        try:
            moves = stage_moves(variant, share)
            rig.play_to(moves)
            if stage == next(iter(STAGES)):   # the process's first table warms the card art: said, not counted
                cold, _ = measure(rig, app)
                app.stack.clear()
                print(f"  (the first rejoin in the process, card art still cold: {cold * 1000:.0f} ms, not counted)")
            samples, old = [], 0.0
            for _ in range(args.repeats):
                took, scene = measure(rig, app)
                samples.append(took)
                old = old_replay_seconds(rig, scene)
                app.stack.clear()
            ms = [s * 1000 for s in samples]
            print(f"  {stage:10}  {moves:2} cards played  median {statistics.median(ms):6.1f} ms  "
                  f"p95 {percentile(ms, 0.95):6.1f} ms   (replayed card by card at Normal: {old:4.1f} s)", flush=True)
        finally:
            rig.close()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
