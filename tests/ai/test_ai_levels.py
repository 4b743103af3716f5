"""The frozen yardstick ``hard_v1`` and Hard's public evaluation (``ai.evaluate``)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from briscola_desktop.ai import evaluate, make_player
from briscola_desktop.ai.knowledge import rng_for, suit_strength
from briscola_desktop.ai.search import SearchSettings, best_of, run, search
from briscola_desktop.rules import PASS, Bid, HandState, Phase, Rank, action_from_str, preset

GOLDEN = Path(__file__).parents[1] / "data" / "hard_v1_choices.json"


def _positions() -> list[dict]:
    return json.loads(GOLDEN.read_text(encoding="utf-8"))


def _state(case: dict) -> HandState:
    state = HandState(preset(case["variant"]), seed=case["seed"], hand_index=case["hand_index"])
    for text in case["actions"]:
        state.apply(action_from_str(text))
    return state


def test_hard_v1_still_makes_the_choices_recorded_from_the_original_hard():
    """180 positions on every table, recorded from Hard as first shipped: same card, same values."""
    cases = _positions()
    assert len(cases) >= 150 and len({c["variant"] for c in cases}) >= 8
    for case in cases:
        state = _state(case)
        assert state.to_act == case["seat"]
        player = make_player("hard_v1", seed=case["player_seed"])
        view = state.view(case["seat"])
        assert int(player.choose(view)) == case["choice"], case
        values = {int(c): v for c, v in player.last_stats["values"].items()}
        recorded = {int(c): v for c, v in case["values"].items()}
        assert sorted(values) == sorted(recorded)
        # The same ranking and the same gaps between cards (values may be shifted by a constant:
        # the exact endgame now counts the points already captured too).
        base, rbase = values[case["choice"]], recorded[case["choice"]]
        for c in values:
            assert values[c] - base == pytest.approx(recorded[c] - rbase, abs=1e-4), case


@pytest.mark.parametrize("variant_name", ["two_players", "four_teams", "chiamata"])
def test_hard_plays_the_argmax_of_evaluate(variant_name):
    rng = random.Random(3)
    checked = 0
    for deal in range(3):
        state = HandState(preset(variant_name), seed=50 + deal, hand_index=deal)
        hard = make_player("hard", seed=deal)
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            action = hard.choose(view)
            if state.phase.value == "play" and len(view.legal_actions()) > 1 and rng.random() < 0.3:
                values = evaluate(view, rng_for(deal, view, "hard"))
                assert set(values) == set(view.legal_actions())
                assert action == best_of(values, view.trump_suit)
                assert values[action] == max(values.values())
                checked += 1
            state.apply(action)
    assert checked >= 3


def test_evaluate_counts_final_points_of_the_seat_side_and_takes_a_world_count():
    state = HandState(preset("two_players"), seed=8)
    rng = random.Random(0)
    while len(state.played) < 24:  # late in the hand: the exact solve and the playouts both run
        state.apply(state.legal_actions()[0])
        view = state.view(state.to_act)
        values = evaluate(view, random.Random(1), worlds=5)
        held = view.points[view.seat]
        for v in values.values():
            assert held <= v <= 120
    with pytest.raises(ValueError, match="no card to play"):
        evaluate(state.view(1 - state.to_act), rng)


def _auction_at_the_two(strong: bool):
    """A chiamata deal where seat 0 opened with the two at 61 and seat 1 (strongest or weakest hand) answers."""
    def strength(state):
        hand = state.hands[1]
        return max(suit_strength(hand, s) for s in range(4))

    states = [HandState(preset("chiamata"), seed=s, dealer=4) for s in range(300)]
    state = max(states, key=strength) if strong else min(states, key=strength)
    assert state.to_act == 0
    state.apply(Bid(Rank.TWO, 61))
    assert state.to_act == 1
    return state


def test_hard_bids_points_above_61_with_a_strong_hand_and_hard_v1_does_not():
    state = _auction_at_the_two(strong=True)
    view = state.view(1)
    action = make_player("hard", seed=1).choose(view)
    assert isinstance(action, Bid) and action.rank is Rank.TWO and action.points > 61
    assert make_player("hard_v1", seed=1).choose(view) is PASS
    weak = _auction_at_the_two(strong=False)
    assert make_player("hard", seed=1).choose(weak.view(1)) is PASS


@pytest.mark.parametrize("variant_name", ["four_teams", "three_players_39", "six_two_teams", "chiamata"])
def test_hard_solves_the_last_tricks_exactly_at_bigger_tables_and_hard_v1_plays_them_out(variant_name):
    """From twelve cards left (hands and stock) Hard solves every dealt world; hard_v1 never does."""
    rng = random.Random(11)
    for deal in range(6):
        state = HandState(preset(variant_name), seed=70 + deal, hand_index=deal)
        first = None  # the hand's first card to play: no exact solve there
        while not state.is_over and (state.phase is not Phase.PLAY
                                     or sum(len(h) for h in state.hands) + state.stock_size > 12):
            if first is None and state.phase is Phase.PLAY:
                first = state.view(state.to_act)
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        view = state.view(state.to_act)
        if len(view.legal_actions()) > 1:
            break
    else:
        pytest.fail("no late position with a choice")
    hard, v1 = make_player("hard", seed=2), make_player("hard_v1", seed=2)
    hard.choose(view)
    v1.choose(view)
    assert hard.last_stats["exact"] and hard.last_stats["worlds"] == 40
    assert not v1.last_stats["exact"]
    hard.choose(first)
    assert not hard.last_stats["exact"] and hard.last_stats["worlds"] >= 6


@pytest.mark.parametrize("seed", [3, 8])
def test_the_alpha_beta_solver_agrees_with_the_rules_engine_from_a_stock_of_four(seed):
    from briscola_desktop.ai.endgame import solve
    from briscola_desktop.ai.world import World

    rng = random.Random(seed)
    state = HandState(preset("two_players"), seed=seed)
    while state.stock_size > 4:
        state.apply(rng.choice(state.legal_actions()))
    stock = ([state.trump_card] if state.trump_card is not None else []) + list(state.stock)
    w = World(2, [list(h) for h in state.hands], stock, list(state.table), state.to_act, state.trump_suit,
              False, [0, 1], list(state.points))

    def brute(st: HandState, me: int) -> int:
        if st.is_over:
            return 0
        values = []
        for c in st.legal_actions():
            child = st.clone(events=False)
            before = child.points[me]
            child.apply(c)
            values.append(child.points[me] - before + brute(child, me))
        return max(values) if st.to_act == me else min(values)

    assert solve(w, state.to_act) == brute(state, state.to_act)


@pytest.mark.parametrize("variant_name, wide", [("briscolone", True), ("two_players", False)])
def test_the_wide_play_budget_sets_the_worlds_only_where_hands_hold_more_than_three_cards(variant_name, wide):
    state = HandState(preset(variant_name), seed=5)
    while state.phase is not Phase.PLAY:
        state.apply(state.legal_actions()[0])
    view = state.view(state.to_act)
    per_world = len(view.legal_actions()) * (sum(view.hand_sizes) + view.stock_size)
    counted = {}
    for budget_wide in (0, per_world * 20):
        stats: dict = {}
        settings = SearchSettings(play_budget=per_world * 10, play_budget_wide=budget_wide, min_worlds=1)
        run(search(view, random.Random(1), settings, stats=stats))
        counted[budget_wide] = stats["worlds"]
    assert counted[0] == 10
    assert counted[per_world * 20] == (20 if wide else 10)


def test_the_searching_seat_may_play_its_own_playout_policy_at_two_seats():
    # v1 for the searching seat is today's search exactly; v3 (Hard's own lead order) changes the values
    changed = 0
    for seed in range(4):
        state = HandState(preset("two_players"), seed=seed)
        view = state.view(state.to_act)
        plain = run(search(view, random.Random(1), SearchSettings(play_budget=20000)))
        same = run(search(view, random.Random(1), SearchSettings(play_budget=20000, policy_self="v1")))
        own = run(search(view, random.Random(1), SearchSettings(play_budget=20000, policy_self="v3")))
        assert same == plain
        changed += own != plain
    assert changed >= 3
