"""The friends' screens on a real host on 127.0.0.1 (dummy video driver): host through the menus
and play against a friend's client, join by a pasted invitation, quick messages, a player's
connection lost and back. A friend is a seat's RemoteTable played by the test (tests/net/helpers.py)."""

from __future__ import annotations

import pygame
import pytest

from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.entrance import main as cli
from briscola_desktop.app.friends.host_screen import HostScene
from briscola_desktop.app.friends.join_screen import JoinScene
from briscola_desktop.app.friends.lobby_screen import LobbyScene
from briscola_desktop.app.friends.menu_screen import FriendsScene
from briscola_desktop.app.friends.companion import is_friends_table
from briscola_desktop.app.screens.title_screen import TitleScene
from briscola_desktop.app.ui.controls import ButtonRow
from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.net.join import client as client_module
from briscola_desktop.rules import MATCH_FORMATS, PRESETS

from ..net.helpers import Bot, running_host
from .driving import FRAME, frames_until, joined_lobby, key, typed


def test_the_title_leads_to_host_and_join(fast) -> None:
    app = fast
    title = app.nav.open(Screen.TITLE)
    assert isinstance(title, TitleScene)
    title.open_friends()
    menu = app.stack.top
    assert isinstance(menu, FriendsScene)
    menu.host()
    assert isinstance(app.stack.top, HostScene)
    app.stack.top.back()
    menu.join()
    assert isinstance(app.stack.top, JoinScene)


def test_host_through_the_menus_and_play_a_friend_to_the_match_end(fast) -> None:
    app = fast
    app.autoplay = True            # the host's own seat plays itself (Easy): the test drives the friend
    app.nav.open(Screen.TITLE)
    host_screen = app.nav.open(Screen.HOST_TABLE)
    host_screen.listen = ("127.0.0.1", 0)
    host_screen.set_seats(2)
    host_screen.format_name = "single_hand"
    host_screen.form.focus = host_screen.form.controls.index(host_screen.name_field)
    host_screen.open_table()
    assert "name" in host_screen.problem.lower()   # no name yet: refused, said why
    assert app.stack.top is host_screen
    host_screen.form.focus = host_screen.form.controls.index(host_screen.name_field)
    typed(app, "Ada")
    host_screen.open_table()
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene)
    frames_until(app, lambda: lobby.table.joined, what="the host's own seat")
    assert lobby.seat_rows[0][1] == "Ada (you)" and lobby.seat_rows[1][1] == "Free seat"
    start = next(b for b in lobby.buttons.buttons if b.value == "start")
    assert not start.enabled                     # a friend's seat is still free
    link = lobby.link
    friend = Bot(link.host.url, p.Hello(v=p.PROTOCOL_VERSION, code=link.code, name="Bea"))
    try:
        frames_until(app, lambda: lobby.seat_rows and lobby.seat_rows[1][1] == "Bea", bots=(friend,),
                     what="the friend's name in the lobby")
        start = next(b for b in lobby.buttons.buttons if b.value == "start")
        assert start.enabled
        start.press()
        frames_until(app, lambda: is_friends_table(app.stack.top) or
                     any(is_friends_table(s) for s in app.stack.scenes), bots=(friend,),
                     what="the table")
        table = next(s for s in app.stack.scenes if is_friends_table(s))
        assert table.port.seat == 0 and table.companion.link.table.seat == 0
        frames_until(app, lambda: table.port.token is not None and table.port.standing().is_over
                     and friend.table.started and friend.table.standing().is_over,
                     seconds=60, bots=(friend,), what="the match's end in both games")
        mine, theirs = table.port.standing(), friend.table.standing()
        assert mine.results == theirs.results and mine.winners == theirs.winners
        # The host's game counts the match in its own statistics, with friends, once.
        frames_until(app, lambda: app.store.load_stats().friends_total.matches_played == 1,
                     bots=(friend,), what="the match counted with friends")
        for _ in range(5):
            app.frame(FRAME, [])   # more frames at the ended match count nothing more
        stats = app.store.load_stats()
        assert stats.friends_total.matches_played == 1 and stats.total.matches_played == 0
        # The hand is kept for review, as a hand against the computer is, from this player's chair.
        kept = app.reviews.kept()
        assert len(kept) == 1 and kept[0].record == table.companion.link.table.hand_finished().seen_from(0)
        assert (kept[0].names, kept[0].numbers) == (("", "Bea"), (0, 1))   # named as the table named them
    finally:
        friend.close()


def test_an_invitation_typed_a_letter_at_a_time_is_read_at_join(fast) -> None:
    app = fast
    settings = TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], seats=(p.FRIEND, p.FRIEND))
    with running_host() as host:
        opened = host.open_table(settings)
        owner = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token))
        try:
            app.nav.open(Screen.TITLE)
            join = app.nav.open(Screen.JOIN_TABLE)
            line = f"briscola://127.0.0.1:{host.port}/{opened.code.lower()}"
            for letter in line:
                typed(app, letter)
            assert join.address == line and join.code == ""       # nothing jumped between the fields
            join.form.focus = join.form.controls.index(join.name_field)
            typed(app, "Bruno")
            key(app, pygame.K_RETURN)   # the lobby opens once the host has seated this window
            frames_until(app, lambda: isinstance(app.stack.top, LobbyScene), bots=(owner,), what="the lobby opened")
            lobby = app.stack.top
            frames_until(app, lambda: lobby.table.joined and len(lobby.seat_rows) == 2, bots=(owner,),
                         what="the lobby")
            assert lobby.link.address == f"127.0.0.1:{host.port}" and lobby.link.code == opened.code
        finally:
            owner.close()


def test_join_by_a_pasted_invitation_shows_the_table_from_the_friends_seat(fast, monkeypatch) -> None:
    app = fast
    settings = TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], seats=(p.FRIEND, p.FRIEND))
    with running_host() as host:
        opened = host.open_table(settings)
        owner = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token))
        try:
            app.nav.open(Screen.TITLE)
            join = app.nav.open(Screen.JOIN_TABLE)
            assert join.form.focused is join.address_field
            typed(app, f"briscola://127.0.0.1:{host.port}/{opened.code}")
            assert join.address == f"127.0.0.1:{host.port}" and join.code == opened.code
            join.join()
            assert "name" in join.problem.lower()        # no name: refused, nothing lost
            assert join.address == f"127.0.0.1:{host.port}"
            join.form.focus = join.form.controls.index(join.name_field)
            typed(app, "Bérénice")
            key(app, pygame.K_RETURN)   # the lobby opens once the host has seated this window
            frames_until(app, lambda: isinstance(app.stack.top, LobbyScene), bots=(owner,), what="the lobby opened")
            lobby = app.stack.top
            frames_until(app, lambda: lobby.table.joined and len(lobby.seat_rows) == 2, bots=(owner,),
                         what="the lobby")
            assert lobby.seat_rows[1][1] == "Bérénice (you)"
            assert not any(b.value == "start" for b in lobby.buttons.buttons)   # only the host starts
            owner.table.start(None)
            frames_until(app, lambda: any(is_friends_table(s) for s in app.stack.scenes),
                         bots=(owner,), what="the table")
            table = next(s for s in app.stack.scenes if is_friends_table(s))
            frames_until(app, lambda: table.port.token is not None and table.board.idle, bots=(owner,),
                         what="the deal")
            # The friend sits at the host's seat 1, shown at the bottom as seat 0.
            assert table.companion.link.table.seat == 1 and table.port.seat == 0
            assert table.port.view().hand == table.companion.link.table.view().hand
            assert table.port.seat_names()[1] == "Ada"
            # A quick message: Q opens the menu, 3 sends "nice trick"; Ada's window shows it by seat 1.
            key(app, pygame.K_q)
            assert table.companion.quick.open
            key(app, pygame.K_3)
            got: list = []
            frames_until(app, lambda: got.extend(owner.table.take_bubbles()) or got, bots=(owner,),
                         what="the bubble at the host")
            assert got == [(1, "nice_trick")]
            owner.table.quick("thanks")
            frames_until(app, lambda: 1 in table.companion.quick.bubbles, bots=(owner,),
                         what="the bubble by Ada's seat")
            assert table.companion.quick.bubbles[1][0] == "thanks"
            # Ada's connection drops: "Waiting for Ada…", then she is back with her token. Her game tries again
            # after FIRST_RETRY (20 ms): a frame slower than that would tell "waiting" and "back" together, and
            # the line in between is never drawn. A second's wait keeps each state on screen for frames.
            monkeypatch.setattr(client_module, "FIRST_RETRY", 1.0)
            owner.client.drop()
            frames_until(app, lambda: table.companion.status_words() == ["Waiting for Ada…"], bots=(owner,),
                         what="waiting for Ada")
            frames_until(app, lambda: table.companion.status_words() == [], bots=(owner,), seconds=20,
                         what="Ada back")
            # Our own connection drops: "Reconnecting…", then the seat's view again, laid out at once.
            board_before = table.board
            table.companion.link.table.client.drop()
            frames_until(app, lambda: table.companion.status_words() == ["Connection lost. Reconnecting…"],
                         bots=(owner,), what="reconnecting")
            frames_until(app, lambda: table.companion.status_words() == [] and table.board is not board_before,
                         bots=(owner,), seconds=20, what="the seat back")
            # Laid out at once; only the cards of the trick on the felt are played again, at the table's pace.
            frames_until(app, lambda: table.board.idle, bots=(owner,), seconds=5, what="the trick on the felt shown")
            assert sorted(map(int, table.board.hands[0])) == sorted(map(int, table.port.view().hand))
        finally:
            owner.close()


def test_the_command_line_joins_and_serves() -> None:
    parser = cli.build_parser()
    args = parser.parse_args(["--join", "127.0.0.1:47321", "--code", "ABCDEF", "--name", "Ada", "--no-discovery"])
    cli.check_choices(args, parser)
    assert args.join == "127.0.0.1:47321" and not cli.wants_table(args)
    with pytest.raises(SystemExit):
        cli.check_choices(parser.parse_args(["--join", "127.0.0.1:47321"]), parser)
    with pytest.raises(SystemExit):
        parser.parse_args(["--join", "nowhere"])
    with pytest.raises(SystemExit) as done:
        cli.run(["--serve", "--help"])
    assert done.value.code == 0


def test_the_host_leaving_keeps_the_table_under_the_notice_then_goes_to_the_title(fast) -> None:
    app = fast
    settings = TableSettings(PRESETS["two_players"], MATCH_FORMATS["best_of_three"], seats=(p.FRIEND, p.FRIEND))
    with running_host() as host:
        opened = host.open_table(settings)
        owner = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token))
        try:
            title = app.nav.open(Screen.TITLE)
            join = app.nav.open(Screen.JOIN_TABLE, address=f"127.0.0.1:{host.port}", code=opened.code, name="Bea")
            joined_lobby(app, join, bots=(owner,))
            owner.table.start(None)
            frames_until(app, lambda: any(is_friends_table(s) for s in app.stack.scenes),
                         bots=(owner,), what="the table")
            table = next(s for s in app.stack.scenes if is_friends_table(s))
            frames_until(app, lambda: table.port.token is not None and table.board.idle, bots=(owner,),
                         what="the deal")
            hand = table.port.view().hand
            host.stop()
            frames_until(app, lambda: table.companion.host_left and app.stack.top is not table, seconds=20,
                         what="the host left")
            notice = app.stack.top
            assert app.stack.scenes[-2] is table and table.port.view().hand == hand   # the table stays as it was
            assert "The host left the table" in " ".join(table.companion.status_words())
            assert "friends.seat_kept" in notice.keys   # and the way back to the seat is said
            notice.close()
            frames_until(app, lambda: app.stack.top is title, what="back at the title")
        finally:
            owner.close()


def test_the_host_gives_an_absent_friends_seat_to_a_computer_and_the_clock_shows(fast) -> None:
    app = fast
    app.autoplay = True
    app.nav.open(Screen.TITLE)
    host_screen = app.nav.open(Screen.HOST_TABLE)
    host_screen.listen = ("127.0.0.1", 0)
    host_screen.format_name = "single_hand"
    host_screen.set_turn_limit(60)
    host_screen.set_absence("wait")
    host_screen.name = "Ada"
    host_screen.open_table()
    lobby = app.stack.top
    frames_until(app, lambda: lobby.table.joined, what="the host's own seat")
    link = lobby.link
    friend = Bot(link.host.url, p.Hello(v=p.PROTOCOL_VERSION, code=link.code, name="Bea"), reconnect=False)
    try:
        frames_until(app, lambda: not lobby.free_seats() and lobby.table.lobby.seats[1].joined, bots=(friend,),
                     what="Bea in the lobby")
        lobby.start()
        frames_until(app, lambda: any(is_friends_table(s) for s in app.stack.scenes),
                     bots=(friend,), what="the table")
        table = next(s for s in app.stack.scenes if is_friends_table(s))
        assert table.companion.link.table.lobby.turn_limit == 60
        frames_until(app, lambda: any("seconds left" in line for line in table.companion.status_words()),
                     bots=(friend,), what="the turn clock")
        friend.play = False
        friend.client.drop()
        frames_until(app, lambda: [b.value for b in table.companion.away_buttons.buttons] == ["stand_in", "end"],
                     what="the host's choice for Bea")
        assert "Waiting for Bea…" in table.companion.status_words()
        table.companion.away_buttons.buttons[0].press()
        frames_until(app, lambda: (not table.companion.away_buttons.buttons
                                   and "Waiting for Bea…" not in table.companion.status_words()),
                     what="a computer in Bea's seat")
        frames_until(app, lambda: table.port.standing().is_over, seconds=60, what="the match's end")
    finally:
        friend.close()


def test_a_closed_game_gets_its_seat_back_from_the_kept_token(fast) -> None:
    app = fast
    settings = TableSettings(PRESETS["two_players"], MATCH_FORMATS["best_of_three"], seats=(p.FRIEND, p.FRIEND))
    with running_host() as host:
        opened = host.open_table(settings)
        owner = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token))
        try:
            app.nav.open(Screen.TITLE)
            address = f"127.0.0.1:{host.port}"
            joined_lobby(app, app.nav.open(Screen.JOIN_TABLE, address=address, code=opened.code, name="Bea"),
                         bots=(owner,))
            owner.table.start(None)
            frames_until(app, lambda: any(is_friends_table(s) for s in app.stack.scenes),
                         bots=(owner,), what="the table")
            table = next(s for s in app.stack.scenes if is_friends_table(s))
            frames_until(app, lambda: table.port.token is not None, bots=(owner,), what="the deal")
            hand = table.port.view().hand
            # The game goes away mid-hand (its connection cut, no goodbye), as a crash would.
            table.companion.link.table.client.reconnect = False
            table.companion.link.table.client.drop()
            frames_until(app, lambda: any(s.seat == 1 and not s.connected for s in owner.table.lobby.seats),
                         bots=(owner,), what="the host noticing")
            app.stack.clear()
            # A new start: the Join screen offers the kept seat; choosing it sits Bea at seat 2 again.
            app.nav.open(Screen.TITLE)
            join = app.nav.open(Screen.JOIN_TABLE)
            assert join.keys.find(address, opened.code) is not None
            labels = [c.items[0][0]() for c in join.form.controls if isinstance(c, ButtonRow)]
            assert f"Back to table {opened.code} as Bea" in labels
            join.back_to(join.keys.find(address, opened.code))
            frames_until(app, lambda: any(is_friends_table(s) for s in app.stack.scenes),
                         bots=(owner,), what="the seat back")
            again = next(s for s in app.stack.scenes if is_friends_table(s))
            frames_until(app, lambda: again.port.token is not None, bots=(owner,), what="the hand again")
            assert again.companion.link.table.seat == 1 and again.port.view().hand == hand
            frames_until(app, lambda: all(s.connected for s in owner.table.lobby.seats), bots=(owner,),
                         what="the opener's lobby seeing Bea back")   # a lobby message of the opener's own
        finally:
            owner.close()


def test_a_table_opened_on_a_headless_host_from_the_host_screen(fast) -> None:
    app = fast
    with running_host(allow_create=True) as server:
        app.nav.open(Screen.TITLE)
        host_screen = app.nav.open(Screen.HOST_TABLE)
        host_screen.name = "Ada"
        host_screen.set_server(f"127.0.0.1:{server.port}")
        host_screen.open_table()
        lobby = app.stack.top
        assert isinstance(lobby, LobbyScene) and not lobby.link.hosting
        frames_until(app, lambda: lobby.table.joined, what="the table opened on the server")
        code = lobby.link.table_code
        assert len(code) == 6 and lobby.link.invitation() == f"briscola://127.0.0.1:{server.port}/{code}"
        assert [b.value for b in lobby.buttons.buttons] == [("computer", 1), "copy", "length", "time", "hints",
                                                         "exchange", "start", "leave"]
        friend = Bot(server.url, p.Hello(v=p.PROTOCOL_VERSION, code=code, name="Bea"))
        try:
            frames_until(app, lambda: not lobby.free_seats(), bots=(friend,), what="Bea at the server's table")
            lobby.start()
            frames_until(app, lambda: any(is_friends_table(s) for s in app.stack.scenes),
                         bots=(friend,), what="the table")
        finally:
            friend.close()


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_host_closed_mid_match_opens_the_same_table_again_and_the_friend_comes_back(fast) -> None:
    app = fast
    app.autoplay = True
    port = _free_port()
    app.nav.open(Screen.TITLE)
    host_screen = app.nav.open(Screen.HOST_TABLE)
    host_screen.listen = ("127.0.0.1", port)
    host_screen.name = "Ada"
    host_screen.open_table()
    lobby = app.stack.top
    frames_until(app, lambda: lobby.table.joined, what="the host's own seat")
    code = lobby.link.table_code
    friend = Bot(lobby.link.host.url, p.Hello(v=p.PROTOCOL_VERSION, code=code, name="Bea"), give_up_after=60.0)
    try:
        frames_until(app, lambda: not lobby.free_seats(), bots=(friend,), what="Bea in the lobby")
        lobby.start()
        frames_until(app, lambda: any(is_friends_table(s) for s in app.stack.scenes),
                     bots=(friend,), what="the table")
        saved = app.store.folder / "hosted" / f"{code}.yaml"
        frames_until(app, lambda: saved.is_file() and friend.table.started and friend.table.view().tricks,
                     bots=(friend,), what="a trick saved")
        app.stack.clear()   # the host's game goes away: its host stops, the table is on disk
        app.nav.open(Screen.TITLE)
        menu = app.nav.open(Screen.FRIENDS)
        menu.listen = "127.0.0.1"
        assert [s.code for s in menu.hosted()] == [code]
        menu.reopen(menu.hosted()[0])
        frames_until(app, lambda: any(is_friends_table(s) for s in app.stack.scenes),
                     bots=(friend,), what="the table open again")
        table = next(s for s in app.stack.scenes if is_friends_table(s))
        assert table.companion.link.table_code == code and table.companion.link.host.port == port
        # The host said it was leaving, so Bea's game stopped trying; she comes back with her kept token.
        frames_until(app, lambda: friend.table.connection == "closed", bots=(friend,), what="Bea told")
        back = Bot(table.companion.link.host.url, p.Hello(v=p.PROTOCOL_VERSION, code=code, name="Bea",
                                                token=friend.client.token))
        friend.close()
        friend = back
        frames_until(app, lambda: all(s.connected for s in table.companion.link.table.lobby.seats), bots=(friend,),
                     seconds=40, what="Bea back at the table")
        frames_until(app, lambda: table.port.standing().is_over and friend.table.started
                     and friend.table.standing().is_over, bots=(friend,), seconds=80,
                     what="the match's end in both games")
        assert friend.table.standing().results == table.port.standing().results
    finally:
        friend.close()
