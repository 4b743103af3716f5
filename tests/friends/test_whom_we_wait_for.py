"""Whom a table with friends waits for, and who is connected (a real host on 127.0.0.1; Bea's game driven
by its frames, a computer choosing her cards; Ada is a client the test plays):

- between hands: Bea's result says when Ada has read hers; once Bea moved on, her table says it waits
  for Ada to continue;
- after the match: "Ada wants a rematch" on Bea's result; once Bea asked, her table waits for Ada's answer;
- each name tag says how the seat stands; a card the turn limit played is told to its player and the others.
"""

from __future__ import annotations

from briscola_desktop.ai.players import make_player
from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.table.results import HandResultScene
from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.rules import MATCH_FORMATS, PRESETS

from ..net.helpers import Bot, running_host
from .driving import frames_until, joined_lobby, table_scene, until_match_result


def seated(app, host, fmt: str, *, ada_plays: bool = True, variant: str = "two_players",
           seats: tuple[str, ...] = (p.FRIEND, p.FRIEND), **settings):
    """Ada opens a two-friend table on ``host`` (``variant``, the other ``seats`` computers) and starts it once
    Bea (this app) has joined from the Join screen; returns (Ada's client, Bea's table scene) with a computer
    choosing Bea's cards. Ada plays her cards unless ``ada_plays`` is False (then not one, from the deal on)."""
    table = TableSettings(PRESETS[variant], MATCH_FORMATS[fmt], seats=seats, **settings)
    opened = host.open_table(table)
    ada = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token), ready=False)
    ada.play = ada_plays
    app.nav.open(Screen.TITLE)
    joined_lobby(app, app.nav.open(Screen.JOIN_TABLE, address=f"127.0.0.1:{host.port}", code=opened.code, name="Bea"),
                 bots=(ada,), what="Bea in the lobby")
    ada.table.start(None)
    frames_until(app, lambda: table_scene(app) is not None, bots=(ada,), what="the table")
    bea = table_scene(app)
    bea.companion._autoplayer = make_player("easy", 0)   # Bea's cards; her result dialogs wait for her
    return ada, bea


def test_between_hands_each_window_says_who_has_read_the_result(fast, quick_moves) -> None:
    app = fast
    with running_host() as host:
        ada, bea = seated(app, host, "best_of_five")
        try:
            frames_until(app, lambda: isinstance(app.stack.top, HandResultScene), bots=(ada,), seconds=60,
                         what="the first hand's result")
            result = app.stack.top
            assert result.notes.shown == []                  # nobody has moved on yet
            next(b for b in result.group.buttons if b.label == "Review").press()   # the review names Ada as the table
            review = app.stack.top
            assert review.words.seat(1) == "Ada" and review.words.seat(0) == "You"
            assert review.index == 0 and review.model.cards_left == "33 cards left"   # the table's count, trump apart
            app.stack.remove(review)
            assert len(app.reviews.kept()) == 1        # kept with the last hands, as any hand played here
            ada.table.request_next_deal()                    # Ada read hers first
            frames_until(app, lambda: result.notes.shown == ["Ada is ready for the next hand."], bots=(ada,),
                         what="Bea told Ada is ready")
            ada.table.quick("well_played")                   # sent while Bea's result is open
            for _ in range(30):
                app.frame(0.016, [])
            assert app.stack.top is result and not bea.companion.quick.bubbles
            result.proceed()
            frames_until(app, lambda: bea.companion.quick.bubbles.get(1, ("",))[0] == "well_played", bots=(ada,),
                         what="Ada's message shown once the result closed")
            frames_until(app, lambda: app.stack.top is bea and bea.port.view().phase.value != "over", bots=(ada,),
                         what="the second deal")
            frames_until(app, lambda: isinstance(app.stack.top, HandResultScene), bots=(ada,), seconds=60,
                         what="the second hand's result")
            app.stack.top.proceed()                          # Bea moves on first this time
            frames_until(app, lambda: "Waiting for Ada to continue…" in bea.companion.status_words(), bots=(ada,),
                         what="Bea's table waiting for Ada")
            # Ada's window learns it by the host's next lobby update, which may come a frame after Bea's own line
            frames_until(app, lambda: ada.table.lobby.seats[1].ready and not ada.table.lobby.seats[0].ready,
                         bots=(ada,), what="Ada's window told Bea is ready")
            assert "looking at the result" in bea.hud.labels[1].tags   # Ada's name tag says where she is
            ada.table.request_next_deal()
            frames_until(app, lambda: bea.port.view().phase.value != "over", bots=(ada,), what="the third deal")
            assert not any("continue" in line for line in bea.companion.status_words())
        finally:
            ada.close()


def test_after_the_match_each_window_says_who_wants_a_rematch(fast, quick_moves) -> None:
    app = fast
    with running_host() as host:
        ada, bea = seated(app, host, "single_hand")
        try:
            until_match_result(app, bots=(ada,), what="the match's result")
            result = app.stack.top
            labels = [b.label for b in result.group.buttons]
            assert labels[:2] == ["Rematch", "Main menu"] and "Back to the lobby" not in labels   # not the host
            ada.table.rematch()
            frames_until(app, lambda: result.notes.shown == ["Ada wants a rematch."], bots=(ada,),
                         what="Bea told Ada wants a rematch")
            result.new_match()                                # both asked: the second match is dealt
            frames_until(app, lambda: bea.port.standing().results == () and bea.port.view().phase.value != "over",
                         bots=(ada,), what="the rematch")
            until_match_result(app, bots=(ada,), what="the second match's result")
            app.stack.top.new_match()                         # Bea asks first this time
            frames_until(app, lambda: "Waiting for Ada to answer the rematch…" in bea.companion.status_words(),
                         bots=(ada,), what="Bea's table waiting for Ada's answer")
            frames_until(app, lambda: ada.table.lobby.seats[1].rematch, bots=(ada,),
                         what="Ada's window told Bea wants a rematch")
        finally:
            ada.close()


def test_name_tags_say_how_each_seat_stands_and_a_card_played_for_someone_is_told(fast) -> None:
    app = fast
    with running_host() as host:
        ada, bea = seated(app, host, "single_hand", ada_plays=False, turn_limit=1.0)
        bea.companion._autoplayer = None      # Bea does not play: the turn limit plays for her
        try:
            def tag(seat: int) -> str:
                return bea.hud.labels[seat].tags
            frames_until(app, lambda: bea.board.idle and bea.port.token is not None, bots=(ada,), what="the deal")
            if bea.port.to_act() == 1:
                frames_until(app, lambda: "thinking…" in tag(1), bots=(ada,), what="Ada thinking")
                ada.play = True
            frames_until(app, lambda: bea.port.my_turn(), bots=(ada,), what="Bea's turn")
            ada.play = False
            frames_until(app, lambda: bea.hud.status is not None and bea.hud.status.startswith("Time ran out:"),
                         bots=(ada,), seconds=20, what="Bea told a card was played for her")
            assert bea.hud.status.endswith("was played for you.")
            told: list[dict] = []   # Ada's own copy of the notice comes on her connection, in its own time

            def ada_told() -> bool:
                told.extend(params for key, params in ada.table.take_notices() if key == p.NOTICE_TURN_TIMEOUT)
                return bool(told)
            frames_until(app, ada_told, bots=(ada,), what="Ada told a card was played for Bea")
            assert told[0]["name"] == "Bea" and told[0]["seat"] == "1" and told[0]["card"]
            ada.play = True
            frames_until(app, lambda: "at the table" in tag(1), bots=(ada,), what="Ada at the table")
            ada.play = False
            ada.client.reconnect = False
            ada.client.drop()
            # The tag may say it from the lobby message before the notice is told (notices wait for an idle board).
            frames_until(app, lambda: "away" in tag(1) and "Waiting for Ada…" in bea.companion.status_words(),
                         what="Ada away, on her tag and the line under the bar")
        finally:
            ada.close()
