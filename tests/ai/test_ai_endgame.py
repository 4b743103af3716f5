"""The exact endgame solvers against a brute-force walk of the same dealt world, at every kind of table."""

from __future__ import annotations

import random

import pytest

from briscola_desktop.ai.endgame import TableSolver, TwoSeatSolver
from briscola_desktop.ai.world import World, legal_in, play_card
from briscola_desktop.rules import HandState, preset


def _world(state: HandState) -> World:
    v = state.variant
    stock = ([state.trump_card] if state.trump_card is not None else []) + list(state.stock)
    side = [v.side_of(s) for s in range(v.players)]
    return World(v.players, [[int(c) for c in h] for h in state.hands], [int(c) for c in stock],
                 [(s, int(c)) for s, c in state.table], state.to_act, state.trump_suit, v.follow_suit, side,
                 [0] * (max(side) + 1))


def _brute(w: World, me: int) -> int:
    """Points side ``me`` takes from ``w`` on, our seats maximising and every other seat minimising."""
    if not w.table and not any(w.hands):
        return 0
    values = []
    for c in legal_in(w):
        child = w.copy()
        before = child.pts[me]
        play_card(child, c)
        values.append(child.pts[me] - before + _brute(child, me))
    return max(values) if w.side[w.to_act] == me else min(values)


def _late_world(variant: str, seed: int, cards_left: int) -> World:
    rng = random.Random(seed)
    state = HandState(preset(variant), seed=seed)
    while sum(len(h) for h in state.hands) + state.stock_size > cards_left:
        state.apply(rng.choice(state.legal_actions()))
    return _world(state)


@pytest.mark.parametrize("variant,cards_left", [("four_teams", 9), ("three_players_36", 8),
                                                ("six_two_teams", 8), ("briscolone", 8), ("two_players", 10)])
@pytest.mark.parametrize("seed", [1, 4])
def test_table_solver_agrees_with_brute_force(variant, cards_left, seed):
    w = _late_world(variant, seed, cards_left)
    me = w.side[w.to_act]
    solver = TableSolver(w, me)
    for c in legal_in(w):
        child = w.copy()
        before = child.pts[me]
        play_card(child, c)
        assert solver.value_after(w, w.to_act, c) == child.pts[me] - before + _brute(child, me)


@pytest.mark.parametrize("seed", [2, 5, 9])
def test_table_solver_and_two_seat_solver_agree_at_two_seats(seed):
    w = _late_world("two_players", seed, 12)  # a stock of six: draws in the fixed order of the world
    me = w.side[w.to_act]
    table, two = TableSolver(w, me), TwoSeatSolver(w, me)
    values = [table.value_after(w, w.to_act, c) for c in legal_in(w)]
    assert values == [two.value_after(w, w.to_act, c) for c in legal_in(w)]
