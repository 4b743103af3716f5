"""The frozen level ``hard_v2``, and the value network's loader and leaf (the learned evaluation's groundwork)."""

from __future__ import annotations

import json
import logging
import random
import subprocess
import sys
from pathlib import Path

import pytest

from briscola_desktop.ai import value_net
from briscola_desktop.ai.leaf import LEAF_WEIGHTS_V2, leaf_value
from briscola_desktop.ai.players import make_player, search_settings
from briscola_desktop.ai.search import HARD, HARD_V2
from briscola_desktop.ai.world import World
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
    assert arena._parse_settings("hard", ["leaf=net"]) == {"leaf": "net"}
    assert ai_bench.level_player("hard+leaf=net", 1).settings == search_settings("hard", {"leaf": "net"})
    assert ai_bench.level_player("hard_v2", 1).settings == HARD_V2
    with pytest.raises(ValueError, match="no leaf"):
        ai_bench.level_player("hard+leaf=tree", 1)


def _net(seed: int = 0) -> value_net.Net:
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(seed)
    sizes = [value_net.INPUTS, 8, 1]
    return value_net.Net([(rng.normal(0, 0.1, (a, b)).astype(np.float32), np.full(b, 0.05, np.float32))
                          for a, b in zip(sizes, sizes[1:])], rng.normal(0, 0.01, sizes[0]).astype(np.float32))


def test_a_saved_network_loads_back_the_same(tmp_path):
    net = _net()
    path = tmp_path / "net.bin"
    assert value_net.save(net, path) == path.stat().st_size
    back = value_net.load(path)
    assert back.sizes() == net.sizes()
    for (w, b), (w2, b2) in zip(net.layers, back.layers):
        assert (w == w2).all() and (b == b2).all()
    assert (net.skip == back.skip).all()


@pytest.mark.parametrize("damage", ["missing", "flipped", "cut", "shape", "garbage"])
def test_a_missing_or_damaged_file_falls_back_to_the_linear_leaf_with_one_log_line(tmp_path, caplog, damage):
    path = tmp_path / "net.bin"
    if damage != "missing":
        value_net.save(_net(), path)
        data = bytearray(path.read_bytes())
        if damage == "flipped":
            data[-5] ^= 0x40
        elif damage == "cut":
            data = data[:-8]
        elif damage == "shape":
            data = data.replace(f"[{value_net.INPUTS}, 8, 1]".encode(), f"[{value_net.INPUTS}, 4, 2]".encode())
        else:
            data = b"\x00\x01not a network"
        path.write_bytes(bytes(data))
    with caplog.at_level(logging.WARNING, logger=value_net.__name__):
        assert value_net.shared(path) is None
        assert value_net.shared(path) is None   # checked once, told once
    assert len(caplog.records) == 1 and "linear leaf" in caplog.messages[0]


def test_without_numpy_the_network_is_not_used_and_says_so_once(tmp_path, monkeypatch, caplog):
    pytest.importorskip("numpy")
    path = tmp_path / "net.bin"
    value_net.save(_net(), path)
    monkeypatch.setitem(sys.modules, "numpy", None)   # import numpy now raises ImportError
    with caplog.at_level(logging.WARNING, logger=value_net.__name__):
        assert value_net.shared(path) is None
    assert len(caplog.records) == 1


def test_the_search_does_not_import_numpy_until_the_network_is_asked_for():
    code = "import sys, briscola_desktop.ai.players; print('numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "False"


def test_each_card_is_put_in_its_place_with_the_suits_renamed_for_the_trump():
    pytest.importorskip("numpy")
    batch = value_net.LeafBatch()
    hands, stock = [[0, 15, 22], [31, 8, 19]], [25, 3, 11, 37, 14]   # face-up 25 (swords), next 14, then 37
    batch.add(hands, stock, 2, [20, 30], 1)
    x, left = value_net.encode(batch)
    on = {int(i) for i in x[0, :240].nonzero()[0]}
    place = {loc: i for i, loc in enumerate(value_net.LOCATIONS)}
    want = {place["lead_hand"] * 40 + value_net.canonical(2, c) for c in hands[1]}
    want |= {place["other_hand"] * 40 + value_net.canonical(2, c) for c in hands[0]}
    want |= {place["face_up"] * 40 + 5, place["next_draw"] * 40 + value_net.canonical(2, 14),
             place["second_draw"] * 40 + value_net.canonical(2, 37)}
    want |= {place["stock"] * 40 + value_net.canonical(2, c) for c in (3, 11)}
    assert on == want and value_net.canonical(2, 25) == 5 and value_net.canonical(2, 3) == 23
    assert left[0] == 70


def _two_seat_view():
    state = HandState(preset("two_players"), seed=21, hand_index=0)
    return state.view(state.to_act)


def test_hard_with_a_broken_network_plays_as_with_the_linear_leaf(tmp_path, monkeypatch):
    monkeypatch.setattr(value_net, "WEIGHTS", tmp_path / "absent.bin")
    view = _two_seat_view()
    settings = {"play_budget": 6000, "max_worlds": 80}
    net = make_player("hard", seed=4, settings={**settings, "leaf": "net"})
    linear = make_player("hard", seed=4, settings=settings)
    assert net.choose(view) == linear.choose(view)
    assert net.last_stats["values"] == linear.last_stats["values"]


def test_the_network_leaf_values_worlds_in_one_batch_as_one_by_one(tmp_path, monkeypatch):
    """The batched leaf gives each world the network's value of that world alone, from either side."""
    np = pytest.importorskip("numpy")
    rng = random.Random(5)
    net = _net(3)
    deck = list(range(40))
    worlds = []
    for _ in range(12):
        rng.shuffle(deck)
        left = rng.randrange(0, 30)
        worlds.append(World(2, [deck[:3], deck[3:6]], deck[6:6 + left + 1], [], rng.randrange(2), deck[6] // 10,
                            False, [0, 1], [rng.randrange(0, 30), rng.randrange(0, 30)]))
    batch = value_net.LeafBatch()
    for w in worlds:
        batch.add(w.hands, w.stock, w.trump, w.pts, w.to_act)
    together = net.values(batch)
    for w, v in zip(worlds, together):
        one = value_net.LeafBatch()
        one.add(w.hands, w.stock, w.trump, w.pts, w.to_act)
        assert net.values(one)[0] == pytest.approx(v, abs=1e-4)
        assert 0.0 <= v <= 120 - sum(w.pts)
    x, _ = value_net.encode(batch)
    assert np.all(x[:, :240].sum(axis=1) == np.array([6 + len(w.stock) for w in worlds]))
    # the linear leaf still answers for the same worlds (the fallback's values are finite and in range)
    assert all(0.0 <= leaf_value(w, 0, LEAF_WEIGHTS_V2) <= 120 - sum(w.pts) for w in worlds)


def test_hard_plays_with_the_shipped_network_when_it_loads(monkeypatch):
    if value_net.shared() is None:
        pytest.skip("no numpy or no shipped weights")
    view = _two_seat_view()
    player = make_player("hard", seed=4, settings={"play_budget": 6000, "max_worlds": 80, "leaf": "net"})
    assert player.choose(view) in view.legal_actions()
    assert all(0.0 <= v <= 120.0 for v in player.last_stats["values"].values())


if __name__ == "__main__":
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(json.dumps(record(), indent=1) + "\n", encoding="utf-8")
    print("wrote", GOLDEN)
