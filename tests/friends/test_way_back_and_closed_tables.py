"""The way back to a seat kept at a friend's table ("Back to Giulia's table" on the title, as Continue is for a
local match), a malformed invitation link said in the game, and a table closed for good offered nowhere any more.
Real hosts on 127.0.0.1."""

from __future__ import annotations

from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.entrance import main as cli
from briscola_desktop.app.friends.handoff import open_link_text
from briscola_desktop.app.friends.join_screen import JoinScene
from briscola_desktop.app.friends.link import join_table, saved_table
from briscola_desktop.app.friends.lobby_screen import LobbyScene
from briscola_desktop.app.screens.title_screen import TitleScene
from briscola_desktop.app.ui.controls import ButtonRow
from briscola_desktop.app.ui.dialog import ConfirmScene
from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.server import Host
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.rules import MATCH_FORMATS, PRESETS
from briscola_desktop.userfiles.seats import SeatKeys

from ..net.helpers import Bot, instant_player, run_until, running_host
from .driving import frames_until, hosted_lobby, joined_lobby

TWO_FRIENDS = TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], seats=(p.FRIEND, p.FRIEND))


def title_labels(title: TitleScene) -> list[str]:
    return [b.label for b in title.buttons.buttons]


def test_after_a_crash_the_title_offers_the_way_back_to_giulias_table_and_it_rejoins(fast) -> None:
    app = fast
    with running_host() as host:
        opened = host.open_table(TWO_FRIENDS)
        owner = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Giulia", token=opened.token))
        try:
            run_until([owner], lambda: owner.table.joined, what="Giulia's own seat")
            app.nav.open(Screen.TITLE)
            address = f"127.0.0.1:{host.port}"
            lobby = joined_lobby(app, app.nav.open(Screen.JOIN_TABLE, address=address, code=opened.code, name="Bea"),
                                 bots=(owner,))
            kept = SeatKeys(app.store).find(address, opened.code)
            assert kept is not None and kept.host == "Giulia"          # kept with the host's name
            # The game goes away without a goodbye (a crash): the seat stays kept; a new start shows the title.
            lobby.table.client.reconnect = False
            lobby.table.client.drop()
            lobby._handed_over = True   # a crash runs no leave(): nothing is given up
            app.stack.clear()
            title = app.nav.open(Screen.TITLE)
            labels = title_labels(title)
            assert labels[0] == "Back to Giulia's table" and "New match" in labels
            title.buttons.buttons[0].press()
            join = app.stack.top
            assert isinstance(join, JoinScene) and join.pending is not None   # asking the host at once
            frames_until(app, lambda: isinstance(app.stack.top, LobbyScene) and app.stack.top.table.joined,
                         bots=(owner,), what="the seat back")
            assert app.stack.top.table.seat == 1 and app.stack.top.table.client.token == kept.token
        finally:
            owner.close()


def test_the_title_offers_no_way_back_without_a_friends_seat(fast) -> None:
    app = fast
    hosted_lobby(app, name="Ada")            # the host's own seat is kept (to open the table again)...
    app.stack.clear()
    title = app.nav.open(Screen.TITLE)
    assert not any(label.startswith("Back to") for label in title_labels(title))   # ...but is no friend's table


def test_a_malformed_link_opens_the_game_with_the_reason_on_the_join_form(fast) -> None:
    app = fast
    parser = cli.build_parser()
    args = parser.parse_args(["briscola://127.0.0.1:47321/K7!!"])   # as a clicked link starts the game
    cli.check_choices(args, parser)                                 # no usage text, no exit
    assert args.refused_link == "briscola://127.0.0.1:47321/K7!!" and args.link is None
    app.nav.open(Screen.TITLE)
    open_link_text(app, args.refused_link)
    join = app.stack.top
    assert isinstance(join, JoinScene)
    assert join.problem == "This invitation doesn't work: “K7!!” isn't a table code."
    assert join.address == "127.0.0.1:47321" and join.form.focused is join.code_field   # the address kept
    app.nav.go_home()
    open_link_text(app, "briscola://127.0.0.1:99999/K7Q2XD")
    join = app.stack.top
    assert join.problem == "This invitation doesn't work: the host's address in it isn't valid."
    assert join.address == "" and join.form.focused is join.address_field


def test_a_table_closed_for_everyone_leaves_the_reopen_list_and_the_friends_kept_seats(fast) -> None:
    app = fast
    lobby = hosted_lobby(app, name="Giulia")
    code, port = lobby.link.table_code, lobby.link.host.port
    folder = app.store.folder
    friend = join_table(f"127.0.0.1:{port}", code, "Bea")   # a friend's game (its own link)
    try:
        frames_until(app, lambda: (friend.table.update(0.016, 1.0), friend.table.joined)[1], what="Bea seated")
        frames_until(app, lambda: lobby.friends_seated(), what="Bea in Giulia's lobby")
        assert saved_table(folder, code)                    # saved: it could be opened again
        lobby.back()                                        # leave: asked first, friends are seated
        question = app.stack.top
        assert isinstance(question, ConfirmScene)
        question.answer_yes()                               # close the table for everyone
        assert not saved_table(folder, code)                # its save is gone...
        assert SeatKeys(app.store).find(f"127.0.0.1:{port}", code) is None   # ...and the host's kept seat
        menu = app.nav.open(Screen.FRIENDS)
        labels = [c.items[0][0]() for c in menu.form.controls if isinstance(c, ButtonRow)]
        assert not any(code in label for label in labels)   # not offered to reopen
        frames_until(app, lambda: (friend.table.update(0.016, 1.0), friend.table.closed_for_good)[1],
                     what="the friend told the table is closed for good")
    finally:
        friend.close()


def test_a_friends_kept_seat_is_forgotten_when_the_host_closes_for_good_not_when_it_only_stops(fast, tmp_path) -> None:
    app = fast
    for for_good in (False, True):
        host = Host(host="127.0.0.1", port=0, save_dir=tmp_path / f"hosted-{for_good}", pace=0.0,
                    make_player=instant_player)
        host.start()
        opened = host.open_table(TWO_FRIENDS)
        address = f"127.0.0.1:{host.port}"
        link = join_table(address, opened.code, "Bea", store=app.store)
        frames_until(app, lambda: (link.table.update(0.016, 1.0), link.table.joined)[1], what="Bea seated")
        SeatKeys(app.store).remember(SeatKeys(app.store).find(address, opened.code)
                                     or _seat(address, opened.code, link))
        host.stop(closed=for_good)
        frames_until(app, lambda: (link.table.update(0.016, 1.0), link.table.connection == "closed")[1],
                     what="the host gone")
        assert link.table.closed_for_good is for_good
        link.close()
        kept = SeatKeys(app.store).find(address, opened.code)
        assert (kept is None) is for_good   # closed for good: forgotten; only stopped: kept (it may reopen)
        assert bool(list((tmp_path / f"hosted-{for_good}").glob(f"{opened.code}.*"))) is not for_good


def _seat(address: str, code: str, link):
    from briscola_desktop.userfiles.seats import KeptSeat

    return KeptSeat(address, code, "Bea", link.table.client.token, "Giulia")
