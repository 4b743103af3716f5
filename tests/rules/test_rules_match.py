"""Match formats, drawn hands, the rotating deal, and saving as variant + seed + actions."""

from __future__ import annotations

import random

import pytest

from briscola_desktop.rules import (MATCH_FORMATS, PRESETS, HandResult, IllegalAction, Match, MatchFormat,
                                    MatchKind, SaveError, events, preset)

from tests.support.rules_helpers import play_match

TWO = preset("two_players")


def _result(winner, points=(70, 50)):
    return HandResult(sides=((0,), (1,)), points=points, winner=winner, seat_points=points)


@pytest.mark.parametrize("name,needed", [("single_hand", 1), ("best_of_three", 2), ("best_of_five", 3),
                                         ("first_to_five", 5)])
def test_wins_formats_end_when_a_side_reaches_the_target(name, needed):
    m = Match(TWO, MATCH_FORMATS[name])
    for _ in range(needed - 1):
        assert m._score(_result(0)) == []
        assert m._score(_result(None, (60, 60))) == [], "a drawn hand counts for nobody"
    out = m._score(_result(0))
    assert m.is_over and m.winners == (0,)
    assert out == [events.MatchOver((0,), tuple(m.hands_won))]
    assert m.hands_won == [needed, 0]


def test_drawn_hand_counts_for_nobody_and_another_hand_is_dealt():
    m = Match(TWO, MATCH_FORMATS["single_hand"], seed=1)
    m._score(_result(None, (60, 60)))
    assert not m.is_over and m.hands_won == [0, 0]


def test_first_hand_dealt_by_the_computer_so_the_person_leads_and_the_deal_rotates():
    for name, v in PRESETS.items():
        m = Match(v, seed=2)
        assert m.hand.dealer == v.players - 1
        assert m.hand.to_act == 0, name
    m = Match(TWO, seed=2)
    play_match_hand(m)
    m.next_hand()
    assert m.hand.dealer == 0 and m.hand.to_act == 1


def play_match_hand(m):
    rng = random.Random(0)
    while not m.hand.is_over:
        m.apply(rng.choice(m.hand.legal_actions()))


def test_next_hand_refused_while_a_hand_is_being_played():
    m = Match(TWO, seed=2)
    with pytest.raises(IllegalAction, match="still being played"):
        m.next_hand()


def test_same_seed_same_deals():
    a, b = Match(TWO, seed=99), Match(TWO, seed=99)
    assert a.hand.hands == b.hand.hands and a.hand.stock == b.hand.stock
    assert Match(TWO, seed=100).hand.hands != a.hand.hands


def test_briscolone_points_match_to_121():
    m = Match(preset("briscolone"), MATCH_FORMATS["to_121"], seed=5)
    play_match(m, random.Random(5))
    assert max(m.scores) >= 121 and m.winners == (m.scores.index(max(m.scores)),)


def test_chiamata_match_counts_deals_and_adds_seat_scores():
    m = Match(preset("chiamata"), MATCH_FORMATS["five_deals"], seed=5)
    play_match(m, random.Random(5))
    assert m.deals_played == 5 and sum(m.scores) == 0
    assert set(m.winners) == {i for i, s in enumerate(m.scores) if s == max(m.scores)}


def test_format_must_fit_the_table():
    with pytest.raises(ValueError, match="played by points"):
        Match(preset("briscolone"), MATCH_FORMATS["best_of_three"])
    with pytest.raises(ValueError, match="at least 1"):
        MatchFormat(MatchKind.WINS, 0)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_save_and_load_replays_identically_mid_hand(name):
    m = Match(preset(name), seed=8)
    rng = random.Random(8)
    for _ in range(23):
        if m.is_over:
            break
        if m.hand.is_over:
            m.next_hand()
        else:
            m.apply(rng.choice(m.hand.legal_actions()))
    data = m.to_dict()
    loaded = Match.from_dict(data)
    assert loaded.to_dict() == data
    assert loaded.hand.hands == m.hand.hands and loaded.hand.points == m.hand.points
    assert loaded.scores == m.scores and loaded.hand.to_act == m.hand.to_act


@pytest.mark.parametrize("damage", ["not a mapping", "wrong format", "edited action", "unknown card",
                                    "bad seed", "bad variant", "actions not a list", "too many hands"])
def test_damaged_saves_raise_a_clear_error(damage):
    m = Match(TWO, seed=8)
    rng = random.Random(8)
    for _ in range(6):
        m.apply(rng.choice(m.hand.legal_actions()))
    data = m.to_dict()
    if damage == "not a mapping":
        data = ["hello"]
    elif damage == "wrong format":
        data["format"] = "chess"
    elif damage == "edited action":
        # the same card played twice can never be legal
        data["hands"][0][1] = data["hands"][0][0]
    elif damage == "unknown card":
        data["hands"][0][0] = "coins_eight"
    elif damage == "bad seed":
        data["seed"] = "abc"
    elif damage == "bad variant":
        data["variant"]["players"] = 9
    elif damage == "actions not a list":
        data["hands"] = {"a": 1}
    else:
        data["hands"] = [[]] * 10_000
    with pytest.raises(SaveError) as info:
        Match.from_dict(data)
    assert str(info.value)
