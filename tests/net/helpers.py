"""Driving networked tables in tests: a host on 127.0.0.1, clients that play like people would.

A :class:`Bot` is a seat's :class:`RemoteTable` played by a chooser (``view -> action``): it
moves when the table says it may (``my_turn``), says ready after each hand and records the
event batches it was handed. Every loop is bounded by the clock.
"""

from __future__ import annotations

import random
import time
from contextlib import contextmanager
from typing import Callable, Iterator

from briscola_desktop.net import protocol as p
from briscola_desktop.net.join.client import Client
from briscola_desktop.net.host.server import Host
from briscola_desktop.net.host.limits import SIMULATED_PLAYERS
from briscola_desktop.net.join.remote import RemoteTable
from briscola_desktop.play.seats import FirstLegal
from briscola_desktop.review.record import HandRecord
from briscola_desktop.rules import Match


def random_chooser(seed: int) -> Callable:
    rng = random.Random(seed)
    return lambda view: rng.choice(view.legal_actions())


def instant_player(level: str, seed: int) -> FirstLegal:  # noqa: ARG001 - the runner's make_player signature
    return FirstLegal()


@contextmanager
def running_host(**kwargs) -> Iterator[Host]:
    kwargs.setdefault("pace", 0.0)
    kwargs.setdefault("make_player", instant_player)
    kwargs.setdefault("rate", 10_000)  # the bots play far faster than a person: only the flood test keeps RATE
    for limit in ("connections_per_address", "join_burst"):   # all from 127.0.0.1: test_hostile keeps the real ones
        kwargs.setdefault(limit, SIMULATED_PLAYERS[limit])
    host = Host(host="127.0.0.1", port=0, **kwargs)
    host.start()
    try:
        yield host
    finally:
        host.stop()


class Bot:
    """One seat played through the real protocol by ``choose``."""

    def __init__(self, url: str, hello: p.Hello | p.Create, choose: Callable | None = None, *,
                 record: bool = True, ready: bool = True, **client_kwargs) -> None:
        self.client = Client(url, hello, record=record, **client_kwargs).start()
        self.batches: list[list] = []
        self.table = RemoteTable(self.client, on_events=self.batches.append, threaded_hints=False)
        self.choose = choose or random_chooser(0)
        self.ready = ready
        self.play = True
        self._said_ready: object = None

    def step(self) -> None:
        table = self.table
        table.update(0.01, 0.0)
        if not table.started or not self.play:
            return
        if table.my_turn():
            assert table.submit(self.choose(table.view()))
        view = table.view()
        if (self.ready and view.phase.value == "over" and not table.standing().is_over
                and self._said_ready != table.token):
            self._said_ready = table.token
            table.request_next_deal()

    def events(self) -> list:
        return [e for batch in self.batches for e in batch]

    def close(self) -> None:
        self.table.close()


def run_until(bots: list[Bot], until: Callable[[], bool], seconds: float = 40.0, what: str = "the match") -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for bot in bots:
            bot.step()
        if until():
            return
        time.sleep(0.001)
    bots_now = "; ".join(f"bot {i}: {where_seat_stands(bot.table)}" for i, bot in enumerate(bots))
    raise AssertionError(f"{what} did not get there in {seconds:.0f} s; {bots_now}")


def where_seat_stands(remote: RemoteTable) -> str:
    """One seat's side of a wait that timed out: its connection, whose turn it sees, what it has not shown yet."""
    if remote.variant is None:
        return f"not seated, connection {remote.connection}"
    return (f"connection {remote.connection}, to act {remote.to_act()}, my turn {remote.my_turn()}, "
            f"started {remote.started}, batches waiting {len(remote._pending)}")


def token_of(bot: Bot, seconds: float = 15.0) -> str:
    """``bot``'s seat token, once its own welcome has come: another seat's lobby can show it seated first."""
    run_until([bot], lambda: bot.client.token is not None, seconds=seconds, what="the seat's welcome")
    return bot.client.token


def all_joined(bots: list[Bot], seats: int) -> bool:
    lobby = bots[0].table.lobby
    return lobby is not None and sum(s.joined for s in lobby.seats) >= seats


def match_over(bots: list[Bot]) -> bool:
    return all(b.table.started and b.table.standing().is_over and not b.table._pending for b in bots)


def play_two_to_the_end(ada: Bot, bea: Bot, *, joining: str, seconds: float = 40.0) -> None:
    """Ada (the table's opener) and Bea join, Ada starts, the match is played to its end, both see the same
    standing; both bots are closed whatever happens."""
    bots = [ada, bea]
    try:
        run_until(bots, lambda: all_joined(bots, 2), seconds=15, what=joining)
        ada.table.start()
        run_until(bots, lambda: match_over(bots), seconds=seconds)
        assert bea.table.standing() == ada.table.standing()
    finally:
        for bot in bots:
            bot.close()


def host_match(host: Host, code: str) -> Match:
    """The host's match at table ``code``, rebuilt from its save form by the rules core."""
    return Match.from_dict(host.with_table(code, lambda t: t.runner.match.to_dict()))


def hand_records(match: Match) -> list[HandRecord]:
    return [HandRecord.from_match(match, i) for i in range(match.hand_index + 1)]


#: Multicast tests run again inside a network namespace of their own (nothing but a loopback interface).
NETNS_RUN = "/work/shared/tools/netns-run"
#: Set in the environment of the run inside the namespace.
INSIDE_NETNS = "BRISCOLA_TEST_IN_NETNS"


def rerun_inside_netns(test: str, seconds: float = 80.0) -> None:
    """Run the test ``test`` (``tests/...py::name``) again inside a network namespace of its own, with
    discovery on: multicast never leaves this machine. Skips, saying why, where no namespace can be made."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    import pytest

    root = Path(__file__).resolve().parents[2]
    if not Path(NETNS_RUN).exists():
        pytest.skip(f"{NETNS_RUN} is not on this machine: no namespace to keep multicast in")
    env = dict(os.environ, PYTHONPATH=str(root), **{INSIDE_NETNS: "1"})
    env.pop("BRISCOLA_NO_DISCOVERY", None)
    done = subprocess.run([NETNS_RUN, sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider", "-x", test, "-rs"],
                          cwd=root, env=env, capture_output=True, text=True, timeout=seconds)
    if done.returncode == 77:
        pytest.skip(f"netns-run cannot make a network namespace here: {done.stderr.strip()[-200:]}")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "1 passed" in done.stdout, done.stdout[-3000:]
