"""A friends' lobby and table idle like a local table: the loop draws nothing while nobody moves, and a
friend's move still shows in the first frame after its message.

The frame loop is the game's own (``App.run``) on a simulated clock (tests/support/simulated_loop.py):
frames are counted, never timed. The host and the friend are real, on 127.0.0.1 (the friend is a
seat's RemoteTable driven by the test, tests/net/helpers.py)."""

from __future__ import annotations

import time
from contextlib import contextmanager
from typing import Iterator

import pygame
import pytest

from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.friends.link import host_table
from briscola_desktop.app.friends.companion import is_friends_table
from briscola_desktop.app.friends.quick import BUBBLE_SECONDS
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.rules import MATCH_FORMATS, PRESETS

from ..net.helpers import Bot
from ..support.simulated_loop import SimulatedLoop

IDLE_SECONDS = 20.0   # simulated: 1200 frames for a loop that draws every frame
FRAME = 1 / 60


def real_frames_until(app, until, what: str, seconds: float = 30.0) -> None:
    """Frames in real time (the host and the client answer in real time) until ``until()``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.frame(FRAME, pygame.event.get())
        if until():
            return
        time.sleep(0.002)
    raise AssertionError(f"{what} did not happen within {seconds:.0f} s")


def settle(app, seconds: float = 0.4) -> None:
    """Real frames for a moment, so every message the host had to send has arrived and been read."""
    end = time.monotonic() + seconds
    real_frames_until(app, lambda: time.monotonic() > end, "settling")


@pytest.fixture
def sim(monkeypatch: pytest.MonkeyPatch) -> SimulatedLoop:
    return SimulatedLoop()


def local_table_draws(app, sim: SimulatedLoop, monkeypatch: pytest.MonkeyPatch) -> int:
    table = TableScene(app, TableConfig(variant=PRESETS["two_players"], seed=5, speed="instant"))
    app.stack.push(table)
    real_frames_until(app, lambda: table.person_to_act() and table.board.idle, "the person's turn")
    with monkeypatch.context() as m:
        sim.install(m)
        draws = sim.draws(app, IDLE_SECONDS)
    app.stack.clear()
    return draws


def test_a_friends_lobby_and_table_draw_no_more_frames_than_a_local_table_while_nobody_moves(
        app, sim: SimulatedLoop, monkeypatch: pytest.MonkeyPatch) -> None:
    app.settings.animation_speed = "instant"
    local = local_table_draws(app, sim, monkeypatch)
    settings = TableSettings(PRESETS["two_players"], MATCH_FORMATS["first_to_five"], (p.FRIEND, p.FRIEND))
    link = host_table(settings, "Ada", listen="127.0.0.1", port=0)
    friend = None
    try:
        app.nav.open(Screen.TITLE)
        lobby = app.nav.open(Screen.LOBBY, link=link)
        real_frames_until(app, lambda: lobby.table.joined, "the host's own seat")
        settle(app)
        with monkeypatch.context() as m:
            sim.install(m)
            lobby_draws = sim.draws(app, IDLE_SECONDS)
        assert lobby_draws <= local, f"the lobby drew {lobby_draws} frames, a local table {local}"

        friend = Bot(link.host.url, p.Hello(v=p.PROTOCOL_VERSION, code=link.code, name="Bea"))
        real_frames_until(app, lambda: not lobby.free_seats(), "the friend joining")
        lobby.start()
        real_frames_until(app, lambda: is_friends_table(app.stack.top), "the table")
        table = app.stack.top
        waiting_for_friend(app, table)
        settle(app)
        with monkeypatch.context() as m:
            sim.install(m)
            table_draws = sim.draws(app, IDLE_SECONDS)
        assert table_draws <= local, f"the friends' table drew {table_draws} frames, a local table {local}"
        assert table.wake_in() is None   # no turn clock, no bubble: only a message wakes the loop

        # A bubble wakes the loop when it is due to go, not before.
        friend.table.quick("thanks")
        real_frames_until(app, lambda: 1 in table.companion.quick.bubbles, "the friend's bubble")
        assert 0 < table.wake_in() <= BUBBLE_SECONDS
    finally:
        if friend is not None:
            friend.close()
        app.stack.clear()
        link.close()


def waiting_for_friend(app, table: TableScene) -> None:
    """The host's window plays its first legal card whenever it is its turn, until the friend is to act."""
    def friends_turn() -> bool:
        port = table.port
        if port.token is None or not table.board.idle or port.to_act() is None:
            return False
        if port.my_turn():
            port.submit(port.legal_now()[0])
            return False
        return port.to_act() != 0

    real_frames_until(app, friends_turn, "the friend's turn")


@contextmanager
def friends_table(app, turn_limit: float | None = None) -> Iterator[tuple[TableScene, Bot]]:
    """This window hosts a two-seat table on 127.0.0.1 and sits at it; the friend (a Bot) has joined and
    the match is on. Everything is closed afterwards."""
    app.settings.animation_speed = "instant"
    settings = TableSettings(PRESETS["two_players"], MATCH_FORMATS["first_to_five"], (p.FRIEND, p.FRIEND),
                             turn_limit=turn_limit)
    link = host_table(settings, "Ada", listen="127.0.0.1", port=0)
    friend = Bot(link.host.url, p.Hello(v=p.PROTOCOL_VERSION, code=link.code, name="Bea"))
    try:
        app.nav.open(Screen.TITLE)
        lobby = app.nav.open(Screen.LOBBY, link=link)
        real_frames_until(app, lambda: lobby.table.joined and not lobby.free_seats(), "the friend joining")
        lobby.start()
        real_frames_until(app, lambda: is_friends_table(app.stack.top), "the table")
        yield app.stack.top, friend
    finally:
        friend.close()
        app.stack.clear()
        link.close()


def test_a_friends_move_shows_in_the_first_frame_after_its_message(
        app, sim: SimulatedLoop, monkeypatch: pytest.MonkeyPatch) -> None:
    with friends_table(app) as (table, friend):
        link = table.companion.link
        waiting_for_friend(app, table)
        settle(app)
        pygame.event.clear()
        # The friend moves; its update reaches the host window's client (on the client's thread).
        deadline = time.monotonic() + 20
        while not friend.table.my_turn() and time.monotonic() < deadline:
            friend.table.update(0.01, 0.0)
            time.sleep(0.005)
        before = table.port.token
        assert friend.table.submit(friend.table.legal_now()[0])
        inbox = link.table.client.inbox
        while inbox.qsize() == 0 and time.monotonic() < deadline:
            time.sleep(0.002)
        assert inbox.qsize() > 0, "the friend's move never reached the host window"
        time.sleep(0.05)   # the client's thread has called its on_message by now
        frames = app.stats.frames
        with monkeypatch.context() as m:
            sim.install(m)
            took = sim.run_until(app, lambda: table.port.token != before, seconds=5.0)
        assert table.port.token != before, "the move was never handed to the table"
        assert took <= FRAME + 1e-9, f"the move reached the table {took * 1000:.0f} ms (simulated) after its message"
        assert app.stats.frames > frames   # and that frame was drawn


def test_the_turn_clock_wakes_the_loop_for_its_next_second_only(app) -> None:
    with friends_table(app, turn_limit=30.0) as (table, _friend):
        real_frames_until(app, lambda: table.port.token is not None and table.board.idle
                          and table.companion.link.table.time_left() is not None, "the turn clock")
        app.frame(0.0, [])
        due = table.wake_in()
        assert due is not None and 0 < due <= 1.01   # the clock's next visible second, not sooner
        if due < 0.2:   # so close that the frames below could see it come: take the next second
            time.sleep(due + 0.01)
            app.frame(0.0, [])
            due = table.wake_in()
        shown = table.companion.status_words()[-1]
        frames = app.stats.frames
        app.frame(0.0, [])
        assert app.stats.frames == frames              # nothing changed yet: nothing drawn
        time.sleep(due + 0.01)
        app.frame(0.0, [])
        assert table.companion.status_words()[-1] != shown       # a second less on the clock ...
        assert app.stats.frames == frames + 1          # ... and drawn
