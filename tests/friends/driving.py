"""Driving the game's frames in the friends' tests: run frames until something happens (bounded by
the clock), type text and press keys as a person would, find the table scene on the stack."""

from __future__ import annotations

import time

import pygame

from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.friends.companion import is_friends_table
from briscola_desktop.app.table.scene import TableScene

from ..net.helpers import where_seat_stands

FRAME = 0.016


def frames_until(app, until, seconds: float = 30.0, bots: tuple = (), what: str = "it") -> None:
    """Run the app's frames (and the friends' clients) until ``until()``; fail after ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.frame(FRAME, [])
        for bot in bots:
            bot.step()
        if until():
            return
        time.sleep(0.002)
    raise AssertionError(f"{what} did not happen within {seconds:.0f} s; {where_things_stand(app, bots)}")


def until_match_result(app, bots: tuple = (), seconds: float = 60.0, what: str = "the match's result") -> None:
    """Run frames until the match's result is on top. A hand drawn 60 to 60 decides no match, not even a single
    hand's: the match plays on, so its hand result is read (Continue) and the bots say they are ready for the next
    deal, as people would (a test that assumed one hand always ends the match stalled a few runs in a hundred)."""
    from briscola_desktop.app.table.results import HandResultScene, MatchResultScene

    ready = [bot.ready for bot in bots]
    for bot in bots:
        bot.ready = True

    def over() -> bool:
        if isinstance(app.stack.top, HandResultScene):
            app.stack.top.proceed()
        return isinstance(app.stack.top, MatchResultScene)
    try:
        frames_until(app, over, seconds=seconds, bots=bots, what=what)
    finally:
        for bot, was in zip(bots, ready):
            bot.ready = was


def where_things_stand(app, bots: tuple = ()) -> str:
    """What a wait that timed out found: the scenes on the stack, the friends' table's seat and connection, and
    each bot's (a rare stall says what it was waiting on)."""
    lines = [f"scenes {[type(s).__name__ for s in app.stack.scenes]}"]
    table = table_scene(app)
    if table is not None:
        lines.append(f"table: board idle {table.board.idle}, seat {where_seat_stands(table.companion.link.table)}, "
                     f"lines {table.companion.status_words()}")
    lines += [f"bot {i}: {where_seat_stands(bot.table)}" for i, bot in enumerate(bots)]
    return "; ".join(lines)


def typed(app, text: str) -> None:
    app.frame(FRAME, [pygame.event.Event(pygame.TEXTINPUT, text=text)])


def key(app, k: int, mod: int = 0) -> None:
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=k, unicode="", mod=mod)])


def joined_lobby(app, join, bots: tuple = (), what: str = "the lobby"):
    """Press Join on the Join form ``join``: the form waits for the host's welcome, then the lobby opens over it
    (a refusal stays on the form); the lobby once this window is seated."""
    from briscola_desktop.app.friends.lobby_screen import LobbyScene
    join.join()
    frames_until(app, lambda: isinstance(app.stack.top, LobbyScene) and app.stack.top.table.joined, bots=bots,
                 what=what)
    app.frame(FRAME, [])   # the lobby's first frame (it keeps the seat's token)
    return app.stack.top


def hosted_lobby(app, name: str = "Ada", fmt: str | None = None):
    """The title, Host a table on 127.0.0.1 (any free port) as ``name`` (the match ``fmt`` if given), and
    the lobby once the host's own seat is taken."""
    app.nav.open(Screen.TITLE)
    host_screen = app.nav.open(Screen.HOST_TABLE)
    host_screen.listen = ("127.0.0.1", 0)
    if fmt is not None:
        host_screen.format_name = fmt
    host_screen.name = name
    host_screen.open_table()
    lobby = app.stack.top
    frames_until(app, lambda: lobby.table.joined, what="the host's own seat")
    return lobby


def table_scene(app) -> TableScene | None:
    """The friends' table on the app's stack (under any dialog), or None."""
    return next((s for s in app.stack.scenes if is_friends_table(s)), None)
