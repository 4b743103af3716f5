"""What a table with friends says while the host cannot be reached, and its pause menu (a real host on
127.0.0.1): one state, one line; the menu says the match goes on, offers no New match, and Main menu
asks first."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from briscola_desktop.app.friends.presence import away_to_act, seat_states
from briscola_desktop.app.friends.turned import Turn
from briscola_desktop.app.table.dialogs import PauseScene
from briscola_desktop.app.ui.dialog import ConfirmScene
from briscola_desktop.i18n import t
from briscola_desktop.net import protocol as p

from ..net.helpers import running_host
from .driving import frames_until, key
from .test_whom_we_wait_for import seated


def test_with_the_host_unreachable_the_table_says_one_thing(fast) -> None:
    app = fast
    with running_host() as host:
        ada, bea = seated(app, host, "single_hand")
        bea.companion._autoplayer = None
        try:
            frames_until(app, lambda: bea.board.idle and bea.port.my_turn(), bots=(ada,), what="Bea's turn")
            client = bea.companion.link.table.client
            client.url = "ws://127.0.0.1:9/"          # nothing answers there: the host stays unreachable
            client.drop()
            frames_until(app, lambda: bea.companion.status_words() == ["Connection lost. Reconnecting…"],
                         what="reconnecting")
            for _ in range(5):
                app.frame(0.016, [])
            assert bea.hud.status is None               # not "The computer is playing your seat…" as well
        finally:
            ada.close()


def test_the_pause_menu_at_a_friends_table_says_the_match_goes_on_and_asks_before_leaving(fast) -> None:
    app = fast
    with running_host() as host:
        ada, bea = seated(app, host, "single_hand")
        bea.companion._autoplayer = None
        try:
            frames_until(app, lambda: bea.board.idle and bea.port.token is not None, bots=(ada,), what="the deal")
            key(app, pygame.K_ESCAPE)
            pause = app.stack.top
            assert isinstance(pause, PauseScene) and pause.title_key == "friends.pause_title"
            labels = [b.label for b in pause.group.buttons]
            assert "New match" not in labels and "Main menu" in labels
            next(b for b in pause.group.buttons if b.label == "Main menu").press()
            question = app.stack.top
            assert isinstance(question, ConfirmScene) and "goes on without you" in question.message()
            question.answer_no()
            assert app.stack.top is pause and not bea.companion.link.closed   # still seated
        finally:
            ada.close()


def test_a_player_away_on_their_turn_is_waited_for_not_thinking(fast) -> None:
    app = fast
    with running_host() as host:
        ada, bea = seated(app, host, "single_hand", ada_plays=False)
        bea.companion._autoplayer = None
        try:
            frames_until(app, lambda: bea.board.idle and bea.port.token is not None, bots=(ada,), what="the deal")
            def adas_turn() -> bool:   # Bea plays her card when it is hers; then Ada is to play
                if bea.board.idle and bea.port.my_turn():
                    bea.port.submit(bea.port.legal_now()[0])
                return bea.board.idle and bea.port.thinking() == 1
            frames_until(app, adas_turn, bots=(ada,), what="Ada's turn")
            assert bea.hud.status == "Ada is thinking…"
            ada.client.reconnect = False
            ada.client.drop()
            frames_until(app, lambda: "Waiting for Ada…" in bea.companion.status_words(), what="Ada away")
            app.frame(0.016, [])
            assert bea.hud.status is None and "away" in bea.hud.labels[1].tags   # one says it, not both
        finally:
            ada.close()


def test_the_name_tag_says_away_as_soon_as_the_notice_does_before_the_lobby_message() -> None:
    """The host's "waiting for Ada" notice and its lobby message saying Ada dropped are two messages; a frame
    can fall between them. The tag reads the notice too, so it never says "thinking…" under "Waiting for Ada…"."""
    still_connected = SimpleNamespace(seats=[   # the lobby message not come yet: Ada still connected in it
        p.SeatMsg(seat=0, kind=p.FRIEND, name="Bea", joined=True, connected=True),
        p.SeatMsg(seat=1, kind=p.FRIEND, name="Ada", joined=True, connected=True)])
    turn = Turn(0, 2)
    thinking, away = t("friends.state.thinking"), t("friends.state.away")
    assert seat_states(still_connected, turn, 1, between_hands=False) == ("", thinking)
    assert seat_states(still_connected, turn, 1, between_hands=False, waiting=["Ada"]) == ("", away)
    assert away_to_act(still_connected, turn, 1, ["Ada"])        # and the status line agrees
    assert seat_states(still_connected, turn, 1, between_hands=False, waiting=["Cleo"]) == ("", thinking)
