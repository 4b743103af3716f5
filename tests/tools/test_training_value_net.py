"""The value network's recipe: TD(lambda) targets from a game's positions, and fits with the card inputs pooled."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")

from training import value_net  # noqa: E402


def _game(deal: int = 0) -> list[dict]:
    """Three positions of one game (stocks 12, 10, 8), seat 0 leading, then seat 1, then seat 0; seat 0 ends with
    70 of the 120 points."""
    hands = [[0, 1, 2], [3, 4, 5]]
    return [
        {"hands": hands, "stock": list(range(6, 18)), "trump": 0, "pts": [10, 20], "lead": 0,
         "final": [70, 50], "deal": deal},
        {"hands": hands, "stock": list(range(6, 16)), "trump": 0, "pts": [10, 31], "lead": 1,
         "final": [70, 50], "deal": deal},
        {"hands": hands, "stock": list(range(6, 14)), "trump": 0, "pts": [25, 31], "lead": 0,
         "final": [70, 50], "deal": deal},
    ]


def test_lambda_one_gives_the_real_outcomes_back():
    rows = _game() + _game(1)
    out = value_net.td_targets(rows, np.full(len(rows), 33.0), 1.0)
    assert out.tolist() == [60.0, 19.0, 45.0] * 2   # each leader's final points less what it held


def test_lambda_zero_adds_the_points_of_one_trick_to_the_value_of_the_next_position():
    rows = _game()
    values = np.array([0.0, 30.0, 40.0])   # the leader's further points, as a fitted network would give them
    out = value_net.td_targets(rows, values, 0.0)
    # the last position keeps its outcome; the second (seat 1 leads, 79 left): seat 0 takes 15 on the way and,
    # leading then, is valued at 40 more, so seat 1 gets 79 - 55 = 24; the first (seat 0 leads): no points on the
    # way, and seat 1 leading is valued at 30 of the 79 left, so seat 0 gets 49
    assert out.tolist() == [49.0, 24.0, 45.0]


def test_a_game_cut_short_keeps_its_last_recorded_outcome():
    rows = _game()[:2] + _game(1)
    out = value_net.td_targets(rows, np.zeros(len(rows)), 0.0)
    assert out[1] == 19.0   # no position after it in its game: the real outcome


def test_a_fit_with_the_plain_suits_pooled_gives_each_plain_suit_the_same_weights():
    rng = np.random.default_rng(3)
    n = 400
    x = np.zeros((n, value_net.CARD_INPUTS + 40), dtype=np.float32)
    x[np.arange(n)[:, None], rng.integers(0, value_net.CARD_INPUTS, (n, 6))] = 1.0
    x[:, value_net.CARD_INPUTS:] = rng.random((n, 40))
    left = np.full(n, 60.0, dtype=np.float32)
    y = rng.random(n).astype(np.float32) * 60
    net = value_net.fit(x, left, y, seed=1, hidden=(4,), epochs=2, cards="pooled", log=lambda _: None)
    w = net.layers[0][0]
    assert w.shape[0] == x.shape[1]
    for loc in range(6):   # a plain suit's card and the same rank in the other plain suits share their row
        for rank in range(10):
            rows = [w[loc * 40 + suit * 10 + rank] for suit in (1, 2, 3)]
            assert np.array_equal(rows[0], rows[1]) and np.array_equal(rows[0], rows[2])
