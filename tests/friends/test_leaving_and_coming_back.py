"""Leaving a friend's lobby and coming back (a real host on 127.0.0.1, the friend's game driven by its
frames): leaving gives the seat up and forgets its token, so the Join screen no longer offers it and the
same code joins at once; a token the host no longer knows falls back to a fresh join by itself."""

from __future__ import annotations

import socket

from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.friends.lobby_screen import LobbyScene
from briscola_desktop.app.ui.controls import ButtonRow
from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.rules import MATCH_FORMATS, PRESETS
from briscola_desktop.userfiles.seats import KeptSeat, SeatKeys

from ..net.helpers import Bot, running_host
from .driving import frames_until, hosted_lobby, joined_lobby

TWO_FRIENDS = TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], seats=(p.FRIEND, p.FRIEND))


def kept_labels(join) -> list[str]:
    return [c.items[0][0]() for c in join.form.controls if isinstance(c, ButtonRow)]


def test_leaving_the_lobby_forgets_the_seat_and_the_same_code_joins_again_at_once(fast) -> None:
    app = fast
    with running_host() as host:
        opened = host.open_table(TWO_FRIENDS)
        owner = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token))
        try:
            address = f"127.0.0.1:{host.port}"
            app.nav.open(Screen.TITLE)
            lobby = joined_lobby(app, app.nav.open(Screen.JOIN_TABLE, address=address, code=opened.code, name="Bea"),
                                 bots=(owner,))
            assert SeatKeys(app.store).find(address, opened.code) is not None   # kept while seated
            frames_until(app, lambda: owner.table.lobby is not None and owner.table.lobby.seats[1].joined,
                         bots=(owner,), what="the opener's lobby seeing Bea")   # else the wait below is stale
            lobby.back()                      # Leave the table
            frames_until(app, lambda: not owner.table.lobby.seats[1].joined, bots=(owner,),
                         what="the seat given up at the host")
            join = app.nav.open(Screen.JOIN_TABLE, address=address, code=opened.code, name="Bea")
            assert not any(label.startswith("Back to table ") for label in kept_labels(join))
            again = joined_lobby(app, join, bots=(owner,), what="joined again")
            assert again.problem == "" and again.table.seat == 1
        finally:
            owner.close()


def test_a_token_the_host_no_longer_knows_falls_back_to_a_fresh_join(fast) -> None:
    app = fast
    with running_host() as host:
        opened = host.open_table(TWO_FRIENDS)
        owner = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token))
        try:
            address = f"127.0.0.1:{host.port}"
            stale = KeptSeat(address, opened.code, "Bea", "x" * 32)   # a seat this host never gave
            SeatKeys(app.store).remember(stale)
            app.nav.open(Screen.TITLE)
            join = app.nav.open(Screen.JOIN_TABLE)
            join.back_to(stale)
            frames_until(app, lambda: isinstance(app.stack.top, LobbyScene) and app.stack.top.table.joined,
                         bots=(owner,), what="a fresh seat")
            lobby = app.stack.top
            assert lobby.problem == "" and lobby.table.seat == 1
            kept = SeatKeys(app.store).find(address, opened.code)
            assert kept is not None and kept.token != stale.token   # the new seat's token is kept instead
        finally:
            owner.close()


def test_a_vanished_table_leaves_the_kept_seats_and_the_list_keeps_its_size(fast) -> None:
    app = fast
    with running_host() as host:
        address = f"127.0.0.1:{host.port}"
        keys = SeatKeys(app.store)
        for i in range(5):   # five seats kept at tables this host no longer has
            keys.remember(KeptSeat(address, f"GONE{i}A", "Bea", "y" * 32))
        app.nav.open(Screen.TITLE)
        join = app.nav.open(Screen.JOIN_TABLE)
        assert len([label for label in kept_labels(join) if label.startswith("Back to table ")]) == 3   # the newest three
        join.back_to(SeatKeys(app.store).find(address, "GONE4A"))
        frames_until(app, lambda: join.problem != "", what="the host's answer")
        assert app.stack.top is join                               # the lobby never opened
        assert join.problem == "The host has closed this table."   # not "check the code"
        assert SeatKeys(app.store).find(address, "GONE4A") is None   # gone from the list


def test_a_failed_join_says_why_on_the_form_which_keeps_what_was_typed(fast) -> None:
    app = fast
    with socket.socket() as s:   # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    app.nav.open(Screen.TITLE)
    join = app.nav.open(Screen.JOIN_TABLE, address=f"127.0.0.1:{port}", code="ABCDEF", name="Bea")
    join.join()
    assert app.stack.top is join and join.pending is not None   # connecting: the form says so
    frames_until(app, lambda: join.problem != "", what="the refusal")
    assert app.stack.top is join and join.pending is None        # no lobby for a join that failed
    assert join.problem == "The host cannot be reached. Check the address and try again."
    assert join.form.focused is join.address_field
    assert (join.address, join.code, join.name) == (f"127.0.0.1:{port}", "ABCDEF", "Bea")
    join.join()                                                  # Join again: tried again, said again
    frames_until(app, lambda: join.pending is None and join.problem != "", what="the second refusal")
    assert app.stack.top is join


def test_a_table_hosted_and_left_before_its_match_is_offered_again_below_host_and_join(fast) -> None:
    app = fast
    lobby = hosted_lobby(app)
    code = lobby.link.table_code
    lobby.back()
    app.nav.go_home()
    menu = app.nav.open(Screen.FRIENDS)
    menu.listen = "127.0.0.1"
    labels = [c.items[0][0]() for c in menu.form.controls if isinstance(c, ButtonRow)]
    assert labels[:2] == ["Host a table", "Join a table"]          # where a habitual click lands
    assert f"Reopen table {code} with the same seats" in labels   # no match to go on with


def test_the_name_used_at_a_table_is_remembered_for_the_next_one(fast) -> None:
    app = fast
    hosted_lobby(app, name="Giulia")
    # In the settings file at once, not only at a clean quit: a crash or a killed game keeps it too.
    assert app.store.load_settings().player_name == "Giulia"
    app.nav.go_home()
    assert app.nav.open(Screen.JOIN_TABLE).name == "Giulia"
    assert app.nav.open(Screen.HOST_TABLE).name == "Giulia"
