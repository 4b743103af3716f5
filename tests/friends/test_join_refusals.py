"""A join the host refuses is said on the Join form, beside what to change, with the focus there; the lobby
never opens for it. Real hosts on 127.0.0.1; the friend's game driven by its frames."""

from __future__ import annotations

import socket

from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.friends.join_screen import JoinScene
from briscola_desktop.app.friends.lobby_screen import LobbyScene
from briscola_desktop.app.ui.controls import ButtonRow, Note
from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.net.reach.discovery import FoundTable
from briscola_desktop.rules import MATCH_FORMATS, PRESETS
from briscola_desktop.userfiles.seats import KeptSeat, SeatKeys

from ..net.helpers import Bot, run_until, running_host
from .driving import frames_until, joined_lobby

TWO_FRIENDS = TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], seats=(p.FRIEND, p.FRIEND))
FULL = "This table is full. Ask the host to free a seat, or join another table."


def refused(app, join: JoinScene, bots: tuple = ()) -> str:
    """Press Join and run frames until the form says why; the lobby never opened."""
    join.join()
    assert join.pending is not None and app.stack.top is join   # connecting: the form waits for the answer
    frames_until(app, lambda: join.pending is None, bots=bots, what="the host's answer")
    assert app.stack.top is join and not any(isinstance(s, LobbyScene) for s in app.stack.scenes)
    return join.problem


def row_after(join: JoinScene, control) -> object:
    controls = join.form.controls
    return controls[controls.index(control) + 1]


def owner_of(host, opened) -> Bot:
    owner = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Giulia", token=opened.token))
    run_until([owner], lambda: owner.table.joined, what="the host's own seat")
    return owner


def test_a_wrong_code_puts_the_focus_back_on_the_code_with_the_reason_beside_it(fast) -> None:
    app = fast
    with running_host() as host:
        opened = host.open_table(TWO_FRIENDS)
        owner = owner_of(host, opened)
        try:
            app.nav.open(Screen.TITLE)
            join = app.nav.open(Screen.JOIN_TABLE, address=f"127.0.0.1:{host.port}", code="ZZZZZZ", name="Bea")
            assert refused(app, join, (owner,)) == "No table has this code. Check it with the host."
            assert join.form.focused is join.code_field
            beside = row_after(join, join.code_field)
            assert isinstance(beside, Note) and beside.label() == join.problem   # the reason beside the code
            assert (join.address, join.code, join.name) == (f"127.0.0.1:{host.port}", "ZZZZZZ", "Bea")
            # The code put right, Join seats her: the reason goes, the lobby opens over the form.
            join.code_field.set(opened.code)
            lobby = joined_lobby(app, join, bots=(owner,))
            assert lobby.table.seat == 1 and join.problem == ""
        finally:
            owner.close()


def test_a_full_table_says_so_and_offers_the_tables_found(fast) -> None:
    app = fast
    with running_host() as host:
        opened = host.open_table(TWO_FRIENDS)
        owner = owner_of(host, opened)
        other = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Carla"))
        try:
            run_until([owner, other], lambda: other.table.joined, what="the last seat taken")
            app.nav.open(Screen.TITLE)
            join = app.nav.open(Screen.JOIN_TABLE, address=f"127.0.0.1:{host.port}", code=opened.code, name="Bea")
            assert refused(app, join, (owner, other)) == FULL
            assert join.form.focused is join.address_field    # no table found: type another
            # With tables found on the network, the refusal points at them and the focus is on the first.
            nearby = FoundTable("svc", "Dario", "two_players", 2, 1, False, p.PROTOCOL_VERSION, "ab12", ("127.0.0.1",),
                                host.port, p.PROTOCOL_VERSION)
            join.found = [nearby]
            join.build()
            assert refused(app, join, (owner, other)).startswith("This table is full. Pick another table")
            focused = join.form.focused
            assert isinstance(focused, ButtonRow) and "Dario" in focused.items[0][0]()
            notes = [c.label() for c in join.form.controls if isinstance(c, Note)]
            assert notes.index(join.problem) < notes.index("Tables on your home network")   # said above the list
        finally:
            other.close()
            owner.close()


def test_a_table_the_host_closed_says_it_is_gone_not_check_the_address(fast) -> None:
    app = fast
    with running_host() as host:
        opened = host.open_table(TWO_FRIENDS)
        host.call(lambda: host._tables._close(opened.code))   # closed on the host, which still runs
        app.nav.open(Screen.TITLE)
        join = app.nav.open(Screen.JOIN_TABLE, address=f"127.0.0.1:{host.port}", code=opened.code, name="Bea")
        problem = refused(app, join)
        assert problem == "The host has closed this table."
        assert "address" not in problem and "Check" not in problem
        assert join.form.focused is join.address_field


def test_a_kept_seat_whose_host_is_not_running_says_the_table_is_not_open_and_keeps_the_seat(fast) -> None:
    app = fast
    with socket.socket() as s:   # a port nothing listens on: the host's game is not running
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    seat = KeptSeat(f"127.0.0.1:{port}", "K7Q2XD", "Bea", "t" * 32, "Giulia")
    SeatKeys(app.store).remember(seat)
    app.nav.open(Screen.TITLE)
    join = app.nav.open(Screen.JOIN_TABLE)
    join.back_to(seat)
    frames_until(app, lambda: join.pending is None, what="no answer")
    assert app.stack.top is join
    assert join.problem.startswith("This table isn't open at the moment")   # not "check the address": it came kept
    assert SeatKeys(app.store).find(seat.address, seat.code) is not None   # the host may open it again


def test_the_italian_form_says_it_in_italian(fast) -> None:
    from briscola_desktop import i18n

    app = fast
    i18n.set_language("it")
    try:
        with running_host() as host:
            app.nav.open(Screen.TITLE)
            join = app.nav.open(Screen.JOIN_TABLE, address=f"127.0.0.1:{host.port}", code="ZZZZZZ", name="Bea")
            assert refused(app, join) == "Nessun tavolo ha questo codice. Controllalo con chi ha aperto il tavolo."
            assert join.form.focused is join.code_field
    finally:
        i18n.set_language("en")


def test_every_refusal_fits_the_join_form_at_800x600_in_every_language(store) -> None:
    import pygame

    from briscola_desktop import i18n
    from briscola_desktop.app.core.scene import App
    from briscola_desktop.app.entrance.registry import install
    from briscola_desktop.app.ui.metrics import Metrics

    pygame.init()
    app = install(App((800, 600), settings=store.load_settings(), store=store))
    keys = ["friends.refused.full", "friends.refused.full_found", "friends.refused.gone", "friends.refused.not_open",
            "net.error.bad_code", "friends.cannot_reach"]
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            said = [i18n.t(key) for key in keys]
            said += [i18n.t("friends.link_refused", reason=i18n.t(f"friends.link_why.{why}", code="K7!!"))
                     for why in ("too_long", "control", "scheme", "address", "no_code", "bad_code")]
            for words in said:
                app.stack.clear()
                join = app.nav.open(Screen.JOIN_TABLE, problem=words)
                app.frame(0.016, [])
                note = next(c for c in join.form.controls if isinstance(c, Note) and c.label() == words)
                shown = app.text.fit(words, Metrics.for_size(app.size).small, note.rect.width - 32)
                assert shown.get_width() <= note.rect.width - 32, (lang, words)
                assert note.rect.bottom <= 600, (lang, words)
    finally:
        i18n.set_language("en")
        app.stack.clear()
