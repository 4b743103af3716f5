"""Faults: a client cut off mid-trick, a client that never answers, the host killed mid-hand.

Real sockets on 127.0.0.1; the killed host is a real process (``python -m briscola_desktop.net.server.serve``)
killed with SIGKILL and started again on its autosave folder.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path


from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.rules import DECK, MATCH_FORMATS, PRESETS, action_from_str, match_winners
from briscola_desktop.userfiles.document import END_MARKER

from .helpers import Bot, all_joined, hand_records, host_match, match_over, random_chooser, run_until, running_host
from .test_leaks import leaks

ROOT = Path(__file__).resolve().parents[2]


def hello(code: str, name: str, token: str | None = None) -> p.Hello:
    return p.Hello(v=p.PROTOCOL_VERSION, code=code, name=name, token=token)


def two_seats(host, **settings) -> tuple[str, list[Bot]]:
    fmt = settings.pop("fmt", MATCH_FORMATS["single_hand"])
    opened = host.open_table(TableSettings(PRESETS["two_players"], fmt, (p.FRIEND, p.FRIEND), seed=7, **settings))
    bots = [Bot(host.url, hello(opened.code, "Ada", opened.token), random_chooser(1)),
            Bot(host.url, hello(opened.code, "Bruno"), random_chooser(2))]
    run_until(bots, lambda: all_joined(bots, 2), what="the friends joining")
    bots[0].table.start()
    run_until(bots, lambda: all(b.table.started for b in bots), what="the first deal")
    return opened.code, bots


def mid_trick(bot: Bot) -> bool:
    table = bot.table
    return table.started and not table._pending and len(table.view().table) == 1 and len(table.view().played) > 4


def notices_of(bot: Bot, seen: list) -> list:
    seen.extend(bot.table.take_notices())
    return seen


def records_in(frames: list[bytes]) -> dict[int, p.RecordMsg]:
    out = {}
    for frame in frames:
        message = p.decode_host(frame)
        if isinstance(message, p.Update) and message.record is not None:
            out[message.record.hand_index] = message.record
    return out


def test_a_client_cut_off_mid_trick_reconnects_with_its_seat_and_finishes() -> None:
    with running_host() as host:
        code, bots = two_seats(host, fmt=MATCH_FORMATS["best_of_three"])
        try:
            run_until(bots, lambda: mid_trick(bots[1]), what="a trick half played")
            before = host.table_actions(code)
            cut = time.monotonic()
            bots[1].client.drop()
            told: list = []
            run_until(bots, lambda: ("net.waiting_for", {"name": "Bruno"}) in notices_of(bots[0], told),
                      what="the other seat told")
            run_until(bots, lambda: bots[1].client.reconnects == 1 and bots[1].table.connection == "open",
                      what="the reconnection")
            assert time.monotonic() - cut < 5
            flat = [a for hand in before for a in hand]
            assert [a for hand in host.table_actions(code) for a in hand][: len(flat)] == flat
            run_until(bots, lambda: ("net.player_back", {"name": "Bruno"}) in notices_of(bots[0], told),
                      what="the other seat told of the return")
            run_until(bots, lambda: match_over(bots), seconds=40)
            match = host_match(host, code)
            assert bots[1].table.standing().winners == match.winners
            assert bots[1].table.seat == 1
            for bot in bots:  # the resent view after the reconnection leaks nothing either
                assert leaks(bot.client.frames, bot.table.seat, hand_records(match)) == []
        finally:
            for bot in bots:
                bot.close()


def test_a_killed_client_comes_back_with_its_token_in_a_new_process_of_the_game() -> None:
    with running_host() as host:
        code, bots = two_seats(host)
        try:
            run_until(bots, lambda: mid_trick(bots[0]), what="a trick half played")
            token = bots[0].client.token
            bots[0].client.reconnect = False
            bots[0].client.drop()
            bots[0].close()
            again = Bot(host.url, hello(code, "Ada", token), random_chooser(9))
            bots[0] = again
            run_until(bots, lambda: again.table.started, what="the seat given back")
            assert again.table.seat == 0 and again.batches[0][0].__class__.__name__ == "HandStarted"
            run_until(bots, lambda: match_over(bots), seconds=40)
            assert again.table.standing().winners == host_match(host, code).winners
        finally:
            for bot in bots:
                bot.close()


def test_a_client_that_never_answers_is_played_for_when_its_turn_limit_runs_out() -> None:
    with running_host() as host:
        code, bots = two_seats(host, turn_limit=1.0)
        try:
            bots[1].play = False
            told: list = []
            def played_for_bruno() -> list:
                return [params for key, params in notices_of(bots[0], told)
                        if key == "net.turn_timed_out" and params["name"] == "Bruno" and params["seat"] == "1"]
            run_until(bots, lambda: len(played_for_bruno()) >= 2, seconds=20, what="two moves played for the silent seat")
            # Each notice names the card that was played for Bruno.
            assert all(action_from_str(params["card"]) in DECK for params in played_for_bruno())
            run_until(bots, lambda: bots[0].table.to_act() == 1, what="the silent seat's turn")
            left = bots[0].table.time_left()
            assert left is not None and 0.0 <= left <= 1.0 and bots[0].table.deadline() <= 1.0
            bots[1].play = True
            run_until(bots, lambda: match_over(bots), seconds=40)
        finally:
            for bot in bots:
                bot.close()


def test_an_absent_player_is_replaced_by_a_computer_then_given_the_seat_back() -> None:
    with running_host() as host:
        code, bots = two_seats(host, absence="computer", absence_after=0.3, stand_in_level="easy")
        try:
            run_until(bots, lambda: mid_trick(bots[1]), what="a trick half played")
            token = bots[1].client.token
            bots[1].client.reconnect = False
            bots[1].client.drop()
            bots[1].close()
            ada = bots[:1]
            told: list = []
            run_until(ada, lambda: ("net.seat_to_computer", {"name": "Bruno"}) in notices_of(ada[0], told),
                      what="the seat given to a computer")
            moves = len(host.table_actions(code)[0])
            run_until(ada, lambda: len(host.table_actions(code)[0]) >= moves + 4, what="the stand-in playing")
            back = Bot(host.url, hello(code, "Bruno", token), random_chooser(5))
            bots[1] = back
            run_until(bots, lambda: back.table.lobby is not None and back.table.lobby.seats[1].stand_in is None
                      and back.table.started, what="the seat handed back")
            run_until(bots, lambda: match_over(bots), seconds=40)
        finally:
            for bot in bots:
                bot.close()


def test_the_host_may_end_the_match_when_a_player_stays_away() -> None:
    with running_host() as host:
        code, bots = two_seats(host, absence="end", absence_after=0.3)
        try:
            bots[1].client.reconnect = False
            bots[1].client.drop()
            told: list = []
            run_until(bots[:1], lambda: ("net.match_ended", {"name": "Bruno"}) in notices_of(bots[0], told),
                      what="the match ended")
            actions = host.table_actions(code)
            time.sleep(0.2)
            assert host.table_actions(code) == actions
        finally:
            for bot in bots:
                bot.close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(port: int, folder: Path) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "briscola_desktop.net.server.serve", "--port", str(port),
                             "--save-dir", str(folder), "--pace", "0", "--rate", "10000"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    line = proc.stdout.readline()
    assert f":{port}/" in line, line
    return proc


def test_the_host_killed_mid_hand_restarts_from_its_autosave_and_the_match_ends_right(tmp_path: Path) -> None:
    port = free_port()
    proc = serve(port, tmp_path)
    url = f"ws://127.0.0.1:{port}/"
    bots: list[Bot] = []
    try:
        create = p.Create(v=p.PROTOCOL_VERSION, name="Ada", variant="two_players", format="best_of_three",
                          seats=[p.FRIEND, p.FRIEND])
        bots.append(Bot(url, create, random_chooser(3)))
        run_until(bots, lambda: bots[0].client.code is not None, what="the table opened")
        bots.append(Bot(url, hello(bots[0].client.code, "Bruno"), random_chooser(4)))
        run_until(bots, lambda: all_joined(bots, 2), what="the friend joining")
        bots[0].table.start()
        run_until(bots, lambda: bots[0].table.started and bots[0].table.view().hand_index == 1
                  and len(bots[0].table.view().played) >= 9, what="the second hand under way")
        seen = list(bots[0].table.view().played)
        proc.kill()  # SIGKILL on POSIX, TerminateProcess on Windows
        proc.wait(10)
        assert list(tmp_path.glob("*.yaml")), "the table was autosaved"
        proc = serve(port, tmp_path)
        run_until(bots, lambda: all(b.client.reconnects >= 1 and b.table.connection == "open" for b in bots),
                  what="both players back")
        run_until(bots, lambda: match_over(bots), seconds=40)
        standing = bots[0].table.standing()
        records = records_in(bots[0].client.frames)
        assert sorted(records) == list(range(len(standing.results)))
        variant = PRESETS["two_players"]
        results = [p.record_of(records[i], variant).replay().result for i in sorted(records)]
        assert tuple(results) == standing.results  # each hand as the rules core plays its record
        trick_seen = seen[: len(seen) - len(seen) % 2]  # what was saved: the tricks finished before the kill
        assert [c.key for c in trick_seen] == [a for a in records[1].actions[: len(trick_seen)]]
        hands_won = [sum(1 for r in results if r.winner == side) for side in range(2)]
        scores = [sum(r.points[side] for r in results) for side in range(2)]
        assert standing.winners == match_winners(MATCH_FORMATS["best_of_three"], hands_won, scores, len(results))
        assert standing == bots[1].table.standing()
        assert not list(tmp_path.glob("*.yaml")), "a finished match leaves no autosave behind"
    finally:
        for bot in bots:
            bot.close()
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


def test_a_second_connection_with_a_seat_s_token_takes_the_seat_and_the_first_stops() -> None:
    with running_host() as host:
        code, bots = two_seats(host)
        try:
            token = bots[1].client.token
            twin = Bot(host.url, hello(code, "Bruno", token), random_chooser(8))
            run_until(bots + [twin], lambda: twin.table.started and bots[1].table.connection == "closed",
                      what="the seat taken over")
            assert bots[1].table.last_error.code == "seat_taken" and bots[1].client.reconnects == 0
            bots[1].close()
            bots[1] = twin
            run_until(bots, lambda: match_over(bots), seconds=40)
        finally:
            for bot in bots:
                bot.close()


def test_the_host_chooses_to_give_an_absent_seat_to_a_computer_at_once() -> None:
    with running_host() as host:
        code, bots = two_seats(host, absence="wait")
        try:
            bots[1].client.reconnect = False
            bots[1].client.drop()
            bots[1].close()
            ada = bots[:1]
            run_until(ada, lambda: not ada[0].table.lobby.seats[1].connected, what="Bruno away")
            ada[0].table.stand_in(0, "easy")  # Ada is here: refused
            run_until(ada, lambda: ada[0].table.last_error is not None, what="the refusal")
            assert ada[0].table.last_error.code == "not_ready"
            ada[0].table.stand_in(1, "easy")
            run_until(ada, lambda: ada[0].table.lobby.seats[1].stand_in == "easy", what="the stand-in")
            run_until(ada, lambda: match_over(ada), seconds=40)
        finally:
            bots[0].close()


def test_a_saved_table_keeps_no_token_and_a_damaged_save_is_set_aside(tmp_path: Path) -> None:
    with running_host(save_dir=tmp_path) as host:
        code, bots = two_seats(host)
        try:
            run_until(bots, lambda: len(bots[0].table.view().tricks) >= 1, what="a trick won (autosaved)")
            saved = (tmp_path / f"{code}.yaml").read_text(encoding="utf-8")
            assert code in saved
            assert all(b.client.token not in saved for b in bots)  # only the tokens' hashes
        finally:
            for bot in bots:
                bot.close()
    (tmp_path / "ZZZZZZ.yaml").write_text(f"format: briscola-desktop/hosted-table\nversion: 1\n{END_MARKER}\n")
    with running_host(save_dir=tmp_path) as host:
        assert [t.code for t in host.tables()] == [code]  # the good one is open again, same code
        assert list(tmp_path.glob("ZZZZZZ.yaml.bad-*"))
        assert host.tables()[0].started
