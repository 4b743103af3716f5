"""The friends' table is the table scene with a companion (a real host on 127.0.0.1 where a table is
played): a local table's companion does nothing; at a friend's seat the score and match lines put this
player's side first, and the tags say nothing stale while our connection is down."""

from __future__ import annotations

import pygame

from briscola_desktop.app.friends.companion import FriendsCompanion, is_friends_table
from briscola_desktop.app.table.companion import TableCompanion
from briscola_desktop.app.table.ending import HandEnding
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.rules import PRESETS

from ..net.helpers import running_host
from .driving import frames_until
from .test_whom_we_wait_for import seated


def test_a_local_table_holds_a_companion_that_does_nothing(app) -> None:
    table = TableScene(app, TableConfig(variant=PRESETS["two_players"], seed=5, speed="instant"))
    companion = table.companion
    assert type(companion) is TableCompanion and not is_friends_table(table)
    assert isinstance(table.ending, HandEnding) and type(table.ending) is HandEnding
    assert companion.tell([("a.key", {}), ("b.key", {"n": 1})]) == ["a.key", ("b.key", {"n": 1})]
    assert not companion.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, unicode="q", mod=0))
    assert companion.words(table.words) is not None and companion.wake_in() is None
    assert not companion.animating and not companion.elsewhere() and not companion.open_pause()
    assert companion.polls_other_seats


def test_at_a_friends_seat_the_lines_put_us_first_and_the_tags_go_quiet_while_we_reconnect(fast) -> None:
    app = fast
    with running_host() as host:
        ada, bea = seated(app, host, "best_of_three")
        bea.companion._autoplayer = None
        try:
            assert isinstance(bea.companion, FriendsCompanion) and is_friends_table(bea)
            frames_until(app, lambda: bea.board.idle and bea.port.token is not None, bots=(ada,), what="the deal")
            # Bea sits at the host's seat 1: the host's side 0 is Ada's, yet Bea reads herself first.
            assert bea.score_line().startswith("You: 0 · Ada: 0"), bea.score_line()
            assert "You: 0 · Ada: 0" in bea.match_line(), bea.match_line()
            frames_until(app, lambda: bea.words.seat_state(1) != "", bots=(ada,), what="Ada's tag")
            client = bea.companion.link.table.client
            client.url = "ws://127.0.0.1:9/"          # nothing answers there: the host stays unreachable
            client.drop()
            frames_until(app, lambda: bea.companion.status_words() == ["Connection lost. Reconnecting…"],
                         what="reconnecting")
            app.frame(0.016, [])
            assert bea.words.seat_state(1) == ""       # not "here" while we cannot know
            assert all(label.tags in ("", "dealer") for label in bea.hud.labels), bea.hud.labels
        finally:
            ada.close()
