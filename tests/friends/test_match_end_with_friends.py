"""The end of a match with friends (a real host on 127.0.0.1): Rematch, Back to the lobby (the host: the
same seats, to start again) and Main menu, which the host is asked about first since it closes the table
for everyone; a friend's window follows the host back to the lobby with its seat."""

from __future__ import annotations

from briscola_desktop.ai.players import make_player
from briscola_desktop.app.friends.lobby_screen import LobbyScene
from briscola_desktop.app.ui.dialog import ConfirmScene
from briscola_desktop.net import protocol as p

from ..net.helpers import Bot, running_host
from .driving import frames_until, hosted_lobby, table_scene, until_match_result
from .test_whom_we_wait_for import seated


def test_the_host_goes_back_to_the_lobby_with_the_same_seats_and_is_asked_before_closing(fast, quick_moves) -> None:
    app = fast
    lobby = hosted_lobby(app, fmt="single_hand")
    link = lobby.link
    bea = Bot(link.host.url, p.Hello(v=p.PROTOCOL_VERSION, code=link.code, name="Bea"))
    try:
        frames_until(app, lambda: not lobby.free_seats(), bots=(bea,), what="Bea in the lobby")
        lobby.start()
        frames_until(app, lambda: table_scene(app) is not None, bots=(bea,), what="the table")
        table_scene(app).companion._autoplayer = make_player("easy", 0)
        until_match_result(app, bots=(bea,), what="the match's result")
        result = app.stack.top
        by_label = {b.label: b for b in result.group.buttons}
        assert ["Rematch", "Back to the lobby", "Main menu"] == [b.label for b in result.group.buttons][:3]
        assert "Statistics" not in by_label
        by_label["Main menu"].press()                 # the host leaving closes the table: asked first
        question = app.stack.top
        assert isinstance(question, ConfirmScene) and app.stack.scenes[-2] is result
        question.answer_no()
        assert app.stack.top is result and link.host is not None and not link.closed
        by_label["Back to the lobby"].press()
        frames_until(app, lambda: isinstance(app.stack.top, LobbyScene), bots=(bea,), what="the lobby again")
        again = app.stack.top
        assert again.link is link and not link.closed
        frames_until(app, lambda: again.seat_rows and again.seat_rows[1][1] == "Bea", bots=(bea,),
                     what="the same seats")
        # Bea's window hears of the lobby in a message of its own, which may come a frame after the host's
        # lobby shows her seat: wait for it (it never coming fails here).
        frames_until(app, lambda: not bea.table.started and bea.table.lobby is not None
                     and not bea.table.lobby.started, bots=(bea,), what="Bea's window back in the lobby")
        again.start()
        frames_until(app, lambda: table_scene(app) is not None and table_scene(app).port.token is not None,
                     bots=(bea,), what="a new match from the lobby")
        assert table_scene(app).port.standing().results == ()
    finally:
        bea.close()


def test_a_friends_window_follows_the_host_back_to_the_lobby(fast, quick_moves) -> None:
    app = fast
    with running_host() as host:
        ada, bea = seated(app, host, "single_hand")
        try:
            until_match_result(app, bots=(ada,), what="the match's result")
            ada.table.to_lobby()
            frames_until(app, lambda: isinstance(app.stack.top, LobbyScene), bots=(ada,), what="Bea in the lobby")
            lobby = app.stack.top
            assert lobby.link is bea.companion.link and not bea.companion.link.closed and lobby.table.seat == 1
            ada.table.start(None)
            frames_until(app, lambda: table_scene(app) is not None and table_scene(app) is not bea,
                         bots=(ada,), what="the new match at Bea's window")
        finally:
            ada.close()


def test_back_in_the_lobby_the_host_changes_the_match_and_every_lobby_says_it(fast, quick_moves) -> None:
    app = fast
    with running_host() as host:
        ada, bea = seated(app, host, "single_hand", turn_limit=60.0)
        try:
            until_match_result(app, bots=(ada,), what="the match's result")
            ada.table.to_lobby()
            frames_until(app, lambda: isinstance(app.stack.top, LobbyScene), bots=(ada,), what="Bea in the lobby")
            lobby = app.stack.top
            frames_until(app, lambda: any("Single hand" in line for line, _ in lobby.info_lines()), bots=(ada,),
                         what="the match told in Bea's lobby")
            assert any(line == "Single hand · time for each move: 60 seconds · hints allowed"
                       for line, _ in lobby.info_lines())
            ada.table.configure("best_of_five", None, False)        # Ada changes the match from her lobby
            frames_until(app, lambda: any(line == "Best of five · time for each move: no limit · no hints"
                                          for line, _ in lobby.info_lines()), bots=(ada,), what="the new settings")
            ada.table.start(None)
            frames_until(app, lambda: table_scene(app) is not None and table_scene(app) is not bea
                         and table_scene(app).port.token is not None, bots=(ada,), what="the new match")
            assert table_scene(app).port.standing().format.target == 3   # best of five: three hands to win
            assert table_scene(app).companion.link.table.lobby.turn_limit is None
        finally:
            ada.close()


def test_the_hosts_lobby_buttons_change_the_match(fast) -> None:
    app = fast
    lobby = hosted_lobby(app, fmt="single_hand")
    by_value = {b.value: b for b in lobby.buttons.buttons}
    assert by_value["length"].label == "Match length: single hand"
    by_value["length"].press()
    frames_until(app, lambda: any(b.label == "Match length: best of three" for b in lobby.buttons.buttons),
                 what="the next length")
    next(b for b in lobby.buttons.buttons if b.value == "time").press()
    frames_until(app, lambda: any(b.label == "Time for each move: 30 seconds" for b in lobby.buttons.buttons),
                 what="a time for each move")
    next(b for b in lobby.buttons.buttons if b.value == "hints").press()
    frames_until(app, lambda: lobby.table.lobby is not None and not lobby.table.lobby.hints, what="no hints")
    assert lobby.link.host.with_table(lobby.link.code, lambda t: (t.settings.fmt.target, t.settings.turn_limit,
                                                                  t.settings.hints)) == (2, 30.0, False)
