"""A seat at a hosted table as the table scene drives it (``play.port.TablePort``), and the lobby."""

from __future__ import annotations

import inspect

from briscola_desktop.net import protocol as p
from briscola_desktop.net.join.remote import RemoteTable
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.play.port import TablePort
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, events as ev

from .helpers import Bot, all_joined, host_match, match_over, run_until, running_host


def hello(code: str, name: str, token: str | None = None) -> p.Hello:
    return p.Hello(v=p.PROTOCOL_VERSION, code=code, name=name, token=token)


def test_remote_table_offers_everything_the_table_scene_drives() -> None:
    wanted = {name for name, _ in inspect.getmembers(TablePort) if not name.startswith("_")}
    wanted |= set(TablePort.__annotations__)
    offered = {name for name in dir(RemoteTable) if not name.startswith("_")} | {"seat", "variant"}
    assert wanted - offered == set()


def test_events_wait_while_the_scene_is_busy_and_the_view_follows_what_was_shown() -> None:
    with running_host() as host:
        opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"],
                                               (p.FRIEND, p.FRIEND), seed=4))
        ada = Bot(host.url, hello(opened.code, "Ada", opened.token))
        busy = {"now": True}
        bruno = Bot(host.url, hello(opened.code, "Bruno"))
        bruno.table.is_idle = lambda: not busy["now"]
        bots = [ada, bruno]
        try:
            run_until(bots, lambda: all_joined(bots, 2), what="the friends joining")
            ada.table.start()
            run_until(bots, lambda: ada.table.started and len(ada.table.view().played) >= 1, what="a card played")
            assert not bruno.table.started and bruno.batches == []  # nothing handed out while busy
            assert bruno.table.to_act() is None and not bruno.table.my_turn() and bruno.table.legal_now() == []
            busy["now"] = False
            run_until([bruno], lambda: bool(bruno.batches), what="Bruno's first batch")   # may still be on its way
            assert isinstance(bruno.batches[0][0], ev.HandStarted)
            shown = bruno.table.view()
            assert shown.played == ada.table.view().played[: len(shown.played)]
            run_until(bots, lambda: match_over(bots))
            assert bruno.table.hand_finished().replay().result == host_match(host, opened.code).results[0]
        finally:
            for bot in bots:
                bot.close()


def test_a_refused_move_comes_back_as_a_notice_naming_the_rule_and_the_seat_may_choose_again() -> None:
    with running_host() as host:
        opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"],
                                               (p.FRIEND, p.FRIEND), seed=4))
        bots = [Bot(host.url, hello(opened.code, "Ada", opened.token)), Bot(host.url, hello(opened.code, "Bruno"))]
        for bot in bots:
            bot.play = False
        try:
            run_until(bots, lambda: all_joined(bots, 2), what="the friends joining")
            bots[0].table.start()
            run_until(bots, lambda: any(b.table.started and b.table.my_turn() for b in bots), what="a turn")
            mover = next(b for b in bots if b.table.my_turn())
            assert not mover.table.submit("not a card")  # refused at once: not a legal move
            stale = mover.table.token
            card = mover.table.legal_now()[0]
            mover.client.send(p.Move(action=card.key, position=(stale[0], stale[1], stale[2] + 1)))
            told: list = []
            run_until(bots, lambda: told.extend(mover.table.take_notices()) or told, what="the refusal")
            assert told == [("net.move_refused", {"rule": "the table has moved on since this move was chosen"})]
            assert mover.table.submit(card)
            assert not mover.table.my_turn()  # sent: not offered twice
            run_until(bots, lambda: len(mover.table.view().played) == 1, what="the move echoed")
        finally:
            for bot in bots:
                bot.close()


def test_quick_messages_hints_and_a_rematch() -> None:
    with running_host() as host:
        opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"],
                                               (p.FRIEND, p.FRIEND), seed=4, hints=True))
        bots = [Bot(host.url, hello(opened.code, "Ada", opened.token)), Bot(host.url, hello(opened.code, "Bruno"))]
        try:
            run_until(bots, lambda: all_joined(bots, 2), what="the friends joining")
            bots[0].table.start()
            bots[1].play = False
            run_until(bots, lambda: bots[1].table.started and bots[1].table.my_turn(), what="Bruno's turn")
            bots[1].table.update_hint()
            hint = bots[1].table.current_hint()
            assert hint is not None and hint[0] in bots[1].table.legal_now()
            bots[1].table.quick("well_played")
            bots[1].client.send(p.Quick(id="you_are_bad"))  # not one of the set
            run_until(bots, lambda: (1, "well_played") in bots[0].table.take_bubbles(), what="the bubble")
            bots[1].play = True
            run_until(bots, lambda: match_over(bots))
            first = host_match(host, opened.code)
            for bot in bots:
                bot.table.rematch()
            run_until(bots, lambda: all(b.table.token[0] == 2 and b.table.view().hand_index == 0 for b in bots),
                      what="the rematch dealt")
            assert host_match(host, opened.code).seed != first.seed
            second = host_match(host, opened.code).to_dict()["hands"][0]
            for bot in bots:  # a fresh standing and a fresh hand, nothing carried over from the first match
                played = [c.key for c in bot.table.view().played]
                assert bot.table.standing().results == () and played == second[: len(played)]
        finally:
            for bot in bots:
                bot.close()


def test_the_lobby_seat_0_starts_and_fills_free_seats_others_may_not() -> None:
    with running_host() as host:
        opened = host.open_table(TableSettings(PRESETS["four_teams"], MATCH_FORMATS["single_hand"],
                                               (p.FRIEND, p.FRIEND, p.FRIEND, p.FRIEND)))
        bots = [Bot(host.url, hello(opened.code, "Ada", opened.token)), Bot(host.url, hello(opened.code, "Bruno"))]
        try:
            run_until(bots, lambda: all_joined(bots, 2), what="Bruno joining")
            bots[1].table.start(fill="easy")
            run_until(bots, lambda: bots[1].table.last_error is not None, what="the refusal")
            assert bots[1].table.last_error.code == "not_owner"
            bots[0].table.start()
            run_until(bots, lambda: bots[0].table.last_error is not None, what="the refusal")
            assert bots[0].table.last_error.code == "not_ready"
            bots[0].table.set_seat(3, "hard")
            run_until(bots, lambda: bots[1].table.lobby.seats[3].kind == "hard", what="seat 4 given to a computer")
            bots[0].table.start(fill="easy")
            run_until(bots, lambda: all(b.table.started for b in bots), what="the start")
            kinds = [s.kind for s in bots[1].table.lobby.seats]
            assert kinds == [p.FRIEND, p.FRIEND, "easy", "hard"]
            assert list(bots[1].table.seat_names()) == ["Ada", "Bruno", None, None]
            late = Bot(host.url, hello(opened.code, "Carla"))
            run_until(bots + [late], lambda: late.table.last_error is not None, what="the late friend refused")
            assert late.table.last_error.code == "table_full"
            late.close()
            run_until(bots, lambda: match_over(bots))
        finally:
            for bot in bots:
                bot.close()


def test_a_friend_who_leaves_the_lobby_frees_the_seat() -> None:
    with running_host() as host:
        opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"],
                                               (p.FRIEND, p.FRIEND)))
        ada = Bot(host.url, hello(opened.code, "Ada", opened.token))
        bruno = Bot(host.url, hello(opened.code, "Bruno"))
        run_until([ada, bruno], lambda: all_joined([ada, bruno], 2), what="Bruno joining")
        bruno.close()
        run_until([ada], lambda: not ada.table.lobby.seats[1].joined, what="the seat freed")
        carla = Bot(host.url, hello(opened.code, "Carla"))
        run_until([ada, carla], lambda: ada.table.lobby.seats[1].name == "Carla", what="Carla seated")
        assert host.tables()[0].free_seats == 0
        ada.close()
        carla.close()
