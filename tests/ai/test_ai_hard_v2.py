"""The frozen level ``hard_v2``: today's Hard as it was when the learned evaluation began, with its own leaf."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from briscola_desktop.ai.players import make_player, search_settings
from briscola_desktop.ai.search import HARD, HARD_V2
from briscola_desktop.devtools import ai_bench, arena
from briscola_desktop.rules import HandState, action_from_str, action_to_str, preset

GOLDEN = Path(__file__).parent / "data" / "hard_v2_choices.json"
#: Where the recorded positions come from: (table, hand seed, actions played before the decision).
SPOTS = (("two_players", 7, 0), ("two_players", 7, 5), ("two_players", 8, 12), ("two_players", 9, 19),
         ("two_players", 10, 27), ("two_players", 11, 31), ("briscolone", 12, 6), ("four_teams", 13, 9))


def _state(variant: str, seed: int, actions: list[str]) -> HandState:
    state = HandState(preset(variant), seed=seed, hand_index=0)
    for text in actions:
        state.apply(action_from_str(text))
    return state


def record() -> list[dict]:
    """Today's Hard's choices at :data:`SPOTS` (the positions reached by Medium playing every seat); run this
    module as a script to rewrite the golden file, which is done once, when ``hard_v2`` is frozen."""
    cases = []
    for variant, seed, steps in SPOTS:
        state = _state(variant, seed, [])
        actions = []
        for _ in range(steps):
            seat = state.to_act
            action = make_player("medium", seed=seat).choose(state.view(seat))
            actions.append(action_to_str(action))
            state.apply(action, seat=seat)
        hard = make_player("hard", seed=seed)
        choice = hard.choose(state.view(state.to_act))
        cases.append({"variant": variant, "seed": seed, "actions": actions, "seat": state.to_act,
                      "player_seed": seed, "choice": action_to_str(choice),
                      "values": {action_to_str(a): round(v, 6) for a, v in hard.last_stats["values"].items()}})
    return cases


def test_hard_v2_makes_the_choices_recorded_from_hard_when_it_was_frozen():
    cases = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert len(cases) == len(SPOTS)
    for case in cases:
        state = _state(case["variant"], case["seed"], case["actions"])
        assert state.to_act == case["seat"]
        player = make_player("hard_v2", seed=case["player_seed"])
        assert action_to_str(player.choose(state.view(case["seat"]))) == case["choice"], case
        values = {action_to_str(a): v for a, v in player.last_stats["values"].items()}
        assert values == pytest.approx(case["values"], abs=1e-4), case


def test_hard_v2_is_todays_hard_with_its_own_frozen_leaf():
    assert HARD_V2.leaf == "linear_v2" and HARD.leaf == "linear"
    assert search_settings("hard_v2", {"leaf": "linear"}) == HARD
    with pytest.raises(ValueError, match="no leaf"):
        search_settings("hard", {"leaf": "forest"})


def test_the_arena_and_the_decision_bench_take_the_leaf_as_a_setting():
    assert arena._parse_settings("hard", ["leaf=linear_v2"]) == {"leaf": "linear_v2"}
    assert ai_bench.level_player("hard+leaf=linear_v2", 1).settings == search_settings("hard", {"leaf": "linear_v2"})
    assert ai_bench.level_player("hard_v2", 1).settings == HARD_V2
    with pytest.raises(ValueError, match="no leaf"):
        ai_bench.level_player("hard+leaf=net", 1)   # the network was tried and is not in the game


def test_the_computer_players_never_import_numpy():
    code = "import sys, briscola_desktop.ai.players, briscola_desktop.ai.search; print('numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "False"


if __name__ == "__main__":
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(json.dumps(record(), indent=1) + "\n", encoding="utf-8")
    print("wrote", GOLDEN)
