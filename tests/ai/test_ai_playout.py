"""The search's playouts: the fast loop plays exactly the cards of the general one, at every table."""

from __future__ import annotations

import random

import pytest

from briscola_desktop.ai.endgame import TwoSeatSolver, solve
from briscola_desktop.ai.playout import (pick_v1, pick_v3, playout, playout_two_sided, playout_v1_fast,
                                         playout_v3_fast, two_sided)
from briscola_desktop.ai.world import World, deal_world, legal_in, play_card
from briscola_desktop.rules import HandState, preset


def _worlds(variant: str, count: int, seed: int):
    """Dealt worlds of ``variant`` part-way through a hand (random plays), some mid-trick."""
    rng = random.Random(seed)
    for k in range(count):
        st = HandState(preset(variant), seed=seed * 1000 + k)
        w = deal_world(st.view(st.to_act), rng)
        for _ in range(rng.randrange(0, 34)):
            if not w.hands[w.to_act]:
                break
            play_card(w, rng.choice(legal_in(w)))
        yield w


def _facts(w):
    return w.hands, w.stock, w.pts, w.to_act, w.table


@pytest.mark.parametrize("variant", ["two_players", "scoperta", "briscolone", "four_teams", "three_players_39",
                                     "six_two_teams", "five_players", "chiamata"])
@pytest.mark.parametrize("stop", [-1, 0, 2, 6])
@pytest.mark.parametrize("pick, fast_loop", [(pick_v1, playout_v1_fast), (pick_v3, playout_v3_fast)])
def test_the_fast_loop_plays_the_same_cards_as_the_general_one(variant: str, stop: int, pick, fast_loop) -> None:
    for w in _worlds(variant, 150, seed=stop + 7):
        general, fast = w.copy(), w.copy()
        playout(general, pick, stop)
        fast_loop(fast, stop)
        assert _facts(fast) == _facts(general)
        if stop < 0:
            assert not any(fast.hands) and sum(fast.pts) == 120
        else:
            assert not fast.table and (len(fast.stock) <= stop or not any(fast.hands))


@pytest.mark.parametrize("variant", ["two_players", "briscolone", "scoperta"])
@pytest.mark.parametrize("ours, theirs", [(pick_v3, pick_v1), (pick_v1, pick_v3)])
def test_a_two_sided_playout_plays_each_seat_by_its_own_policy_and_the_fast_loop_agrees(variant, ours, theirs):
    rng = random.Random(11)
    differs = 0
    for w in _worlds(variant, 120, seed=11):
        seat = rng.randrange(2)
        general, fast, alike = w.copy(), w.copy(), w.copy()
        playout(general, two_sided(seat, ours, theirs), 2)
        playout_two_sided(fast, 2, seat, ours, theirs)
        assert _facts(fast) == _facts(general)
        playout(alike, theirs, 2)
        differs += _facts(alike) != _facts(general)
    if variant != "briscolone":   # no trump there, where v3 plays as v1
        assert differs > 0         # the seat's own policy does change the play


def test_a_playout_stopped_early_leaves_a_position_the_solver_finishes() -> None:
    for w in _worlds("two_players", 40, seed=3):
        if len(w.stock) <= 2 or w.table:
            continue
        start = w.copy()
        solver = TwoSeatSolver(start, 0)
        playout_v1_fast(w, 2)
        assert len(w.stock) <= 2 and not w.table
        rest = solver.value(w)
        assert rest == solve(w, 0) if any(w.hands[w.to_act]) else rest == 0
        assert 0 <= w.pts[0] + rest <= 120


def test_v3_leads_by_its_learned_order_and_otherwise_plays_as_v1() -> None:
    # trump coins (suit 0); hand: a liscio 4 of cups (13), the King of cups (19), the ace of swords (20)
    w = World(2, [[13, 19, 20], [1, 2, 3]], [5] + list(range(30, 40)) + list(range(21, 30)), [], 0, 0, False,
              [0, 1], [0, 0])
    assert pick_v1(w, 0) == 13          # v1: the cheapest card
    assert pick_v3(w, 0) == 19          # v3: a figure before a liscio, never the ace
    w.table = [(1, 14)]
    w.to_act = 0
    assert pick_v3(w, 0) == pick_v1(w, 0)
