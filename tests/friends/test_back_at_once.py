"""Back at the table at once: a seat that comes back mid-hand (its window killed and opened again, its token
kept) is shown the table as it is now from its first frame (the host's scores, stock and hands), with nothing
of the hand played again but the cards of the trick on the felt, and is told once what a computer played for
it while it was away. A real host on 127.0.0.1 and the real table scene (``devtools/net_rejoin_bench.py``'s
rig, the one ``bench net rejoin`` measures)."""

from __future__ import annotations

import pytest

from briscola_desktop.app.friends.turned import AWAY_PLAYED, TurnedPort
from briscola_desktop.app.table.board import catch_up
from briscola_desktop.app.ui.dialog import NoticeScene
from briscola_desktop.devtools.net_rejoin_bench import FRAME, RejoinRig, table_correct
from briscola_desktop.i18n import t
from briscola_desktop.rules import events as ev

from tests.friends.driving import frames_until


@pytest.fixture
def rig():
    table = RejoinRig("two_players")
    yield table
    table.close()


def test_the_first_frame_after_a_rejoin_at_mid_hand_shows_the_hosts_scores_and_stock(app, rig) -> None:
    rig.play_to(21)   # trick 11, its first card on the felt
    host = rig.host_view()
    assert sum(host.points) > 0 and host.table, "the hand is under way, a card on the felt"
    rig.kill()
    scene = rig.come_back(app)
    app.frame(FRAME, [])   # the first frame the returning player sees

    turned = TurnedPort(rig.tables[rig.seat]).turn
    points = turned.per_seat(host.points)   # the host's view, numbered as this window shows it
    face_down = host.stock_size - (host.trump_card is not None)
    assert list(scene.board.points) == list(points)
    assert scene.hud.cards_left == t("term.cards_left", count=face_down)
    assert t("table.left_in_play", points=120 - sum(host.points)) in scene.hud.score_line
    assert t("table.score_entry", name=scene.words.seat(0), points=points[0]) in scene.hud.score_line
    assert table_correct(rig, scene, host)
    # Nothing of the earlier tricks is still to be shown: at most the trick on the felt is moving.
    assert scene.board.timeline.pending <= len(host.table)
    assert not scene.board.shuffling   # the deal is not shuffled again
    assert scene.board.trump == host.trump_card


def test_a_rejoin_at_the_deal_and_at_the_last_trick_is_right_at_once(app, rig) -> None:
    for moves in (0, 39):
        rig.play_to(moves)
        host = rig.host_view()
        rig.kill()
        scene = rig.come_back(app)
        app.frame(FRAME, [])
        assert table_correct(rig, scene, host), f"{moves} cards played"
        assert scene.board.timeline.pending <= len(host.table)
        rig.put_down(app)


def test_the_away_line_says_how_many_cards_a_computer_played_and_is_offered_once(app, rig) -> None:
    rig.play_to(4)
    before = len(rig.host_view().played)
    rig.kill()
    rig.tables[0].stand_in(rig.seat, "easy")   # the opener lets a computer play the absent seat for now
    rig.play_to(before + 4)                    # two cards each: two of them the computer's, for the absent seat
    scene = rig.come_back(app)
    frames_until(app, lambda: isinstance(app.stack.top, NoticeScene), what="the away line")
    assert app.stack.top.keys == [(AWAY_PLAYED, {"count": 2})]
    assert "2 cards" in t(AWAY_PLAYED, count=2)
    app.stack.pop()
    for _ in range(30):
        app.frame(FRAME, [])
    assert not isinstance(app.stack.top, NoticeScene), "said once"
    assert scene.port.take_notices() == []


def test_the_trick_on_the_felt_is_what_is_left_to_play() -> None:
    dealt, played, won = ev.HandStarted(dealer=0, hand_index=0), ev.CardPlayed(0, None), ev.TrickWon(0, (), 0)
    assert catch_up.trick_on_the_felt([dealt, played, played, won, played]) == 4
    assert catch_up.trick_on_the_felt([dealt, played, won]) == 3
    assert catch_up.trick_on_the_felt([]) == 0
