"""The host's clock wakes only for what is due: a computer seat's turn, a turn limit, an absent player, a
message; a table where nobody moves costs it nothing between messages.

The unit tests drive a :class:`HostedTable` on a clock of their own; the last one counts the clock's
looks at a real host on 127.0.0.1 while two people think (a count, not a time)."""

from __future__ import annotations

import time

import pytest

from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.server import TICK
from briscola_desktop.net.host.registry import TableRegistry
from briscola_desktop.net.host.tables import LATE, HostedTable, TableSettings
from briscola_desktop.play.seats import FirstLegal
from briscola_desktop.rules import MATCH_FORMATS, PRESETS

from .helpers import Bot, all_joined, run_until, running_host


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def table_of(seats: tuple[str, ...], clock: Clock, **settings) -> HostedTable:
    table = HostedTable("AB23CD", TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], seats,
                                                seed=3, **settings),
                        send=lambda conn, message: None, make_player=lambda level, seed: FirstLegal(),
                        threaded=False, pace=1.0, clock=clock)
    for seat, kind in enumerate(seats):
        if kind == p.FRIEND:
            token = table.give_token(seat, f"P{seat}")
            table.attach(seat, object(), f"P{seat}", token)
    return table


def test_a_table_of_people_waits_for_messages_only() -> None:
    clock = Clock()
    table = table_of((p.FRIEND, p.FRIEND), clock)
    assert table.next_due(TICK) is None            # the lobby: only a message changes it
    table.start(None)
    clock.now += 30
    assert table.next_due(TICK) is None            # a person thinks, no turn limit, nobody away


def test_a_turn_limit_and_an_absent_player_wake_the_host_when_due() -> None:
    clock = Clock()
    table = table_of((p.FRIEND, p.FRIEND), clock, turn_limit=30.0, absence_after=60.0)
    table.start(None)
    assert table.next_due(TICK) == TICK            # the turn clock starts at the next look
    table.tick(0.0)
    assert table.next_due(TICK) == pytest.approx(30.0 + LATE)
    clock.now += 10
    assert table.next_due(TICK) == pytest.approx(20.0 + LATE)
    waiting = 1 - table.runner.match.hand.to_act   # the player not to act drops
    table.detach(waiting, table.seats[waiting].conn)
    clock.now += 15
    assert table.next_due(TICK) == pytest.approx(5.0 + LATE)      # the turn limit still comes first
    before = table.runner.token
    clock.now += 5 + 2 * LATE
    table.tick(0.0)                                 # a computer plays the slow person's move
    assert table.runner.token != before
    assert table.next_due(TICK) == TICK             # a new position: looked at TICK on
    table.tick(0.0)
    due = table.next_due(TICK)
    assert due is not None and due <= 45.0 + LATE  # now the absent player's 60 s are the next thing due


def test_a_computer_seats_turn_is_looked_at_until_it_has_played() -> None:
    clock = Clock()
    table = table_of((p.FRIEND, "medium"), clock)
    table.start(None)
    for _ in range(20):
        table.tick(0.0)
        if table.runner.computer_to_act():
            break
        # the person's move, so that the computer is to act
        table.runner.offer(table.runner.match.hand.view(0).legal_actions()[0], 0)
    assert table.runner.computer_to_act()
    table.tick(0.0)
    assert table.next_due(TICK) == TICK
    before = table.runner.token
    table.tick(1.0)                                 # the pause is over: the computer plays
    assert table.runner.token != before
    assert table.next_due(TICK) == TICK             # the next position: looked at TICK on


def test_a_host_where_nobody_moves_does_not_tick(monkeypatch: pytest.MonkeyPatch) -> None:
    looks: list[float] = []     # the clock's ticks
    asked: list[float] = []     # the clock asking what is due next
    tick, next_due = TableRegistry.tick, TableRegistry.next_due
    monkeypatch.setattr(TableRegistry, "tick", lambda self, dt: (looks.append(dt), tick(self, dt))[1])
    monkeypatch.setattr(TableRegistry, "next_due", lambda self, poll: (asked.append(poll), next_due(self, poll))[1])
    with running_host() as host:
        opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"],
                                               (p.FRIEND, p.FRIEND), seed=7))
        bots = [Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token)),
                Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Bruno"))]
        try:
            run_until(bots, lambda: all_joined(bots, 2), what="the friends joining")
            bots[0].table.start()
            run_until(bots, lambda: all(b.table.started for b in bots), what="the first deal")
            looks.clear()
            time.sleep(0.5)   # both think; nobody sends anything
            assert len(looks) <= 1, f"the host's clock looked {len(looks)} times at a table where nobody moved"
            asked.clear()
            bots[0].table.quick("thanks")            # a message: the clock asks what is due, and sleeps on
            run_until(bots, lambda: bool(asked), seconds=10, what="the clock asking again after a message")
        finally:
            for bot in bots:
                bot.close()
