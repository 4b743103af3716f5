"""The lobby's words mean what happened: the host leaving with friends seated is
asked first; a friend reads who closed the table ("Ada closed the table" after a match); a friend's lobby
no longer says the host starts "when every seat is taken" once they are; the partners' line names each
seat as the seat list does. Real hosts on 127.0.0.1; the other players are clients the test drives."""

from __future__ import annotations

import msgspec

from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.core.wording import level_name
from briscola_desktop.app.friends.lobby_screen import LobbyScene
from briscola_desktop.app.ui.dialog import ConfirmScene
from briscola_desktop.i18n import t
from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.rules import MATCH_FORMATS, PRESETS

from ..net.helpers import Bot, run_until, running_host
from .driving import frames_until, hosted_lobby, joined_lobby

TWO_FRIENDS = TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], seats=(p.FRIEND, p.FRIEND))
TEAMS = TableSettings(PRESETS["four_teams"], MATCH_FORMATS["single_hand"],
                      seats=(p.FRIEND, p.FRIEND, "easy", p.FRIEND))


def press(lobby: LobbyScene, value: str) -> None:
    next(b for b in lobby.buttons.buttons if b.value == value).press()


def test_a_host_alone_leaves_at_once_and_with_a_friend_seated_is_asked_first(fast) -> None:
    app = fast
    lobby = hosted_lobby(app, "Ada")
    press(lobby, "leave")   # nobody else at the table: nothing to ask
    assert lobby not in app.stack.scenes

    lobby = hosted_lobby(app, "Ada")
    bea = Bot(lobby.link.host.url, p.Hello(v=p.PROTOCOL_VERSION, code=lobby.link.code, name="Bea"))
    try:
        frames_until(app, lambda: not lobby.free_seats(), bots=(bea,), what="Bea seated")
        press(lobby, "leave")
        question = app.stack.top
        assert isinstance(question, ConfirmScene) and question.message() == t("friends.close_table_question")
        assert [b.label for b in question.buttons.buttons] == [t("friends.close_table"), t("friends.stay")]
        question.answer_no()   # Stay: the table goes on
        assert app.stack.top is lobby and not lobby.link.closed
        app.frame(0.016, [])
        lobby.back()           # Escape asks too
        app.stack.top.answer_yes()
        assert lobby not in app.stack.scenes and lobby.link.closed
        frames_until(app, lambda: any(k == p.NOTICE_HOST_LEFT for k, _ in bea.table.take_notices()),
                     bots=(bea,), what="Bea told the host left")
    finally:
        bea.close()


def test_a_friend_reads_who_closed_the_table_and_whether_a_match_was_played(fast) -> None:
    app = fast
    for played, words in ((False, t("lobby.host_closed_before", name="Ada")), (True, t("lobby.host_closed", name="Ada"))):
        with running_host() as host:
            opened = host.open_table(TWO_FRIENDS)
            owner = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token))
            try:
                run_until([owner], lambda: owner.table.joined, what="Ada seated")   # named before Bea comes
                app.nav.open(Screen.TITLE)
                lobby = joined_lobby(app, app.nav.open(Screen.JOIN_TABLE, address=f"127.0.0.1:{host.port}",
                                                       code=opened.code, name="Bea"), bots=(owner,))
                lobby.link.played = played   # as a lobby reached again after a match is
                host.stop()
                frames_until(app, lambda: lobby.problem != "", what="the host's leaving told")
                assert lobby.problem == words
                assert t("friends.seat_kept") not in [w for w, _ in lobby.info_lines()]
                assert "before the match started" in lobby.problem or played
            finally:
                owner.close()
                app.stack.clear()


def test_a_full_table_says_who_starts_and_the_partners_line_names_seats_as_the_seat_list(fast) -> None:
    app = fast
    with running_host() as host:
        opened = host.open_table(TEAMS)
        owner = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token))
        carlo = None
        try:
            run_until([owner], lambda: owner.table.joined, what="Ada seated")   # named before Bea comes
            app.nav.open(Screen.TITLE)
            lobby = joined_lobby(app, app.nav.open(Screen.JOIN_TABLE, address=f"127.0.0.1:{host.port}",
                                                   code=opened.code, name="Bea"), bots=(owner,))
            words = [w for w, _ in lobby.info_lines()]
            assert t("friends.waiting_start") in words   # a seat is still free
            # Partners: seats 1 and 3, seats 2 and 4; seat 4 free, named by its row as the seat list's label.
            rows = dict(lobby.seat_rows)
            computer = t("friends.seat_computer", level=level_name("easy"))
            assert rows[t("friends.seat_row", number=3)] == computer == "Computer (Easy)"
            assert t("friends.partners", names=f"Ada and {computer}") in words
            assert t("friends.partners", names="Bea (you) and Player 4") not in words
            assert t("friends.partners", names="Bea and Player 4") in words
            carlo = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Carlo"))
            frames_until(app, lambda: not lobby.free_seats(), bots=(owner, carlo), what="every seat taken")
            words = [w for w, _ in lobby.info_lines()]
            assert t("friends.waiting_start") not in words
            assert t("lobby.waiting_host", name="Ada") in words
            assert t("friends.partners", names="Bea and Carlo") in words
            assert lobby.model().seats[2].team == lobby.model().seats[0].team != lobby.model().seats[1].team
            # Back in a seat while the match is on (a rejoin), the lobby shows for a moment: it says so, not who
            # starts the match.
            lobby.table.lobby = msgspec.structs.replace(lobby.table.lobby, started=True)
            assert lobby.status_words() == t("lobby.match_on")
            assert t("lobby.waiting_host", name="Ada") not in [w for w, _ in lobby.model().lines()]
        finally:
            owner.close()
            if carlo is not None:
                carlo.close()
            app.stack.clear()
