"""The arena and the feeding measurement at the each-for-themselves tables of four to six seats."""

from __future__ import annotations

import json
import random

import pytest

from briscola_desktop.devtools import arena
from briscola_desktop.devtools import feeding
from briscola_desktop.rules import HandState, preset
from briscola_desktop.rules.cards import POINTS

from tests.support.rules_helpers import play_randomly


@pytest.mark.parametrize("name", ["four_players", "five_players", "six_players"])
def test_arena_seats_player_a_alone_in_each_seat_in_turn(name):
    n = preset(name).players
    assert arena.seatings(name) == [(s,) for s in range(n)]


def test_arena_command_line_accepts_the_new_tables(capsys):
    assert arena.main(["--a", "reference", "--b", "random", "--hands", "5", "--seed", "4", "--workers", "1",
                       "--variant", "five_players", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["variant"] == "five_players" and data["hands"] == 5 and data["deals"] == 1
    # Every seat played its hand once: A's and B's decisions were both timed.
    assert data["times_a"]["decisions"] > 0 and data["times_b"]["decisions"] > 0


def test_feeding_tally_splits_each_gift_by_who_received_it():
    v = preset("five_players")
    hand = HandState(v, seed=3)
    play_randomly(hand, random.Random(3))
    tallies = [feeding.tally_hand(hand, s) for s in range(5)]
    assert [t.won for t in tallies] == hand.points
    # Every point a trick's winner did not play itself was given by someone.
    gifts = sum(POINTS[c] for t in hand.tricks for s, c in t.cards if s != t.winner)
    assert sum(t.given_next + t.given_before + t.given_other for t in tallies) == gifts
    for seat, t in enumerate(tallies):
        expected_next = sum(POINTS[c] for tr in hand.tricks for s, c in tr.cards
                            if s == seat and tr.winner == (seat + 1) % 5)
        assert t.given_next == expected_next
        assert t.loads_given == sum(1 for tr in hand.tricks for s, c in tr.cards
                                    if s == seat and tr.winner != seat and POINTS[c] >= 10)


def test_feeding_of_a_player_against_itself_is_exactly_even():
    s = feeding.run("medium", "medium", hands=10, seed=2, variant="four_players", workers=1)
    assert s["hands"] == 12 and s["deals"] == 3  # whole deals: one hand per seat
    assert s["mean_diff"] == pytest.approx(0.0)
    a, b = s["tally_a"], s["tally_b"]
    assert a.seat_hands * 3 == b.seat_hands
    assert a.per_hand("won") == pytest.approx(b.per_hand("won"))
    assert a.per_hand("given_next") == pytest.approx(b.per_hand("given_next"))
    text = feeding.report(s)
    assert "medium (one seat) vs medium (the other 3) on four_players: 12 hands" in text


def test_feeding_command_line_refuses_team_tables_and_bad_counts(capsys):
    with pytest.raises(SystemExit):
        feeding.main(["--variant", "four_teams"])
    with pytest.raises(SystemExit):
        feeding.main(["--hands", "0"])
    assert "hands must be at least 1" in capsys.readouterr().err
