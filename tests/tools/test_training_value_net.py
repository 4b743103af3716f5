"""The value network tried for Hard's leaf (training only): its file, its inputs, TD(lambda) targets, pooled fits."""

from __future__ import annotations

import random

import pytest

np = pytest.importorskip("numpy")

from briscola_desktop.ai.world import World  # noqa: E402
from training import net_model, value_net  # noqa: E402


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
    out = value_net.td_targets(rows, np.full(len(rows), 33.0), value_net.arrays(rows)[1], 1.0)
    assert out.tolist() == [60.0, 19.0, 45.0] * 2   # each leader's final points less what it held


def test_lambda_zero_adds_the_points_of_one_trick_to_the_value_of_the_next_position():
    rows = _game()
    values = np.array([0.0, 30.0, 40.0])   # the leader's further points, as a fitted network would give them
    out = value_net.td_targets(rows, values, value_net.arrays(rows)[1], 0.0)
    # the last position keeps its outcome; the second (seat 1 leads, 79 left): seat 0 takes 15 on the way and,
    # leading then, is valued at 40 more, so seat 1 gets 79 - 55 = 24; the first (seat 0 leads): no points on the
    # way, and seat 1 leading is valued at 30 of the 79 left, so seat 0 gets 49
    assert out.tolist() == [49.0, 24.0, 45.0]


def test_a_game_cut_short_keeps_its_last_recorded_outcome():
    rows = _game()[:2] + _game(1)
    out = value_net.td_targets(rows, np.zeros(len(rows)), value_net.arrays(rows)[1], 0.0)
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


def _net(seed: int = 0) -> net_model.Net:
    rng = np.random.default_rng(seed)
    sizes = [net_model.INPUTS, 8, 1]
    return net_model.Net([(rng.normal(0, 0.1, (a, b)).astype(np.float32), np.full(b, 0.05, np.float32))
                          for a, b in zip(sizes, sizes[1:])], rng.normal(0, 0.01, sizes[0]).astype(np.float32))


def test_a_saved_network_loads_back_the_same(tmp_path):
    net = _net()
    path = tmp_path / "net.bin"
    assert net_model.save(net, path) == path.stat().st_size
    back = net_model.load(path)
    assert back.sizes() == net.sizes()
    for (w, b), (w2, b2) in zip(net.layers, back.layers):
        assert (w == w2).all() and (b == b2).all()
    assert (net.skip == back.skip).all()


def test_each_card_is_put_in_its_place_with_the_suits_renamed_for_the_trump():
    batch = net_model.LeafBatch()
    hands, stock = [[0, 15, 22], [31, 8, 19]], [25, 3, 11, 37, 14]   # face-up 25 (swords), next 14, then 37
    batch.add(hands, stock, 2, [20, 30], 1)
    x, left = net_model.encode(batch)
    on = {int(i) for i in x[0, :240].nonzero()[0]}
    place = {loc: i for i, loc in enumerate(net_model.LOCATIONS)}
    want = {place["lead_hand"] * 40 + net_model.canonical(2, c) for c in hands[1]}
    want |= {place["other_hand"] * 40 + net_model.canonical(2, c) for c in hands[0]}
    want |= {place["face_up"] * 40 + 5, place["next_draw"] * 40 + net_model.canonical(2, 14),
             place["second_draw"] * 40 + net_model.canonical(2, 37)}
    want |= {place["stock"] * 40 + net_model.canonical(2, c) for c in (3, 11)}
    assert on == want and net_model.canonical(2, 25) == 5 and net_model.canonical(2, 3) == 23
    assert left[0] == 70


def test_the_network_leaf_values_worlds_in_one_batch_as_one_by_one():
    """The batched leaf gives each world the network's value of that world alone, from either side."""
    rng = random.Random(5)
    net = _net(3)
    deck = list(range(40))
    worlds = []
    for _ in range(12):
        rng.shuffle(deck)
        left = rng.randrange(0, 30)
        worlds.append(World(2, [deck[:3], deck[3:6]], deck[6:6 + left + 1], [], rng.randrange(2), deck[6] // 10,
                            False, [0, 1], [rng.randrange(0, 30), rng.randrange(0, 30)]))
    batch = net_model.LeafBatch()
    for w in worlds:
        batch.add(w.hands, w.stock, w.trump, w.pts, w.to_act)
    together = net.values(batch)
    for w, v in zip(worlds, together):
        one = net_model.LeafBatch()
        one.add(w.hands, w.stock, w.trump, w.pts, w.to_act)
        assert net.values(one)[0] == pytest.approx(v, abs=1e-4)
        assert 0.0 <= v <= 120 - sum(w.pts)
    x, _ = net_model.encode(batch)
    assert np.all(x[:, :240].sum(axis=1) == np.array([6 + len(w.stock) for w in worlds]))


@pytest.mark.parametrize("damage", ["flipped", "cut", "shape", "garbage"])
def test_a_damaged_file_is_refused_naming_what_is_wrong(tmp_path, damage):
    path = tmp_path / "net.bin"
    net_model.save(_net(), path)
    data = bytearray(path.read_bytes())
    if damage == "flipped":
        data[-5] ^= 0x40
    elif damage == "cut":
        data = data[:-8]
    elif damage == "shape":
        data = data.replace(f"[{net_model.INPUTS}, 8, 1]".encode(), f"[{net_model.INPUTS}, 4, 2]".encode())
    else:
        data = b"\x00\x01not a network"
    path.write_bytes(bytes(data))
    words = {"flipped": "checksum", "cut": "bytes of numbers", "shape": "layer sizes", "garbage": "not a value"}
    with pytest.raises(ValueError, match=words[damage]):
        net_model.load(path)
