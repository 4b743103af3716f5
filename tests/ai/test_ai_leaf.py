"""The learned leaf of Hard's two-seat search (``ai/leaf.py``) and the script that measures and fits it."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from briscola_desktop.ai.leaf import FEATURES, LEAF_WEIGHTS, features, leaf_value
from briscola_desktop.ai.search import SearchSettings, run, search
from briscola_desktop.ai.world import World
from briscola_desktop.rules import HandState, Phase, preset
from briscola_desktop.rules.cards import POINTS

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "training"))

import leaf_values  # noqa: E402

COINS_ACE, CUPS_ACE, CUPS_TWO = 0, 10, 11   # card = suit * 10 + rank index (A 2 3 ... K)


def _world(hands: list[list[int]], leader: int = 0) -> World:
    used = {c for h in hands for c in h}
    stock = [c for c in range(40) if c not in used][:20]   # stock[0] is the face-up trump (a coin)
    return World(2, hands, stock, [], leader, 0, False, [0, 1], [30, 34])


def test_every_feature_has_a_name_and_a_weight():
    w = _world([[1, 12, 25], [5, 16, 27]])
    x = features(w.hands, w.stock, w.trump, w.pts, w.to_act)
    assert len(x) == len(FEATURES) == len(LEAF_WEIGHTS)
    assert x[0] == 1.0 and x[1] == 120 - 64 and x[2] == 20


def test_the_two_seats_share_exactly_the_points_left():
    for hands in ([[1, 12, 25], [5, 16, 27]], [[COINS_ACE, 2, 3], [CUPS_ACE, 30, 31]]):
        for leader in (0, 1):
            w = _world([h[:] for h in hands], leader)
            mine, theirs = leaf_value(w, 0, LEAF_WEIGHTS), leaf_value(w, 1, LEAF_WEIGHTS)
            assert 0.0 <= mine <= 56 and mine + theirs == pytest.approx(56)


def test_holding_the_trump_ace_is_worth_more_than_a_liscio_the_opponent_holds_instead():
    # coins are trumps: the leader gets the ace of coins and gives its cups two for it
    plain = _world([[CUPS_TWO, 12, 25], [COINS_ACE, 16, 27]])
    strong = _world([[COINS_ACE, 12, 25], [CUPS_TWO, 16, 27]])
    assert leaf_value(strong, 0, LEAF_WEIGHTS) > leaf_value(plain, 0, LEAF_WEIGHTS) + 5


def _lead_views(variant: str = "two_players", count: int = 4):
    for seed in range(count):
        state = HandState(preset(variant), seed=seed)
        while state.phase is not Phase.PLAY:
            state.apply(state.legal_actions()[0])
        yield state.view(state.to_act)


def _values(view, **changes) -> dict:
    return run(search(view, random.Random(1), SearchSettings(**{"play_budget": 6000, "policy_self": "v3", **changes})))


def test_the_leaf_alone_plays_no_playout_and_a_mix_is_the_average_of_leaf_and_playout():
    for view in _lead_views():
        plain = _values(view)
        leaf = _values(view, leaf_stock=6)
        assert leaf != plain
        # with the leaf alone only the current trick is played: our own playout policy never comes into it
        assert _values(view, leaf_stock=6, policy_self="v1") == leaf
        # with no share for the leaf a world is played out as without it
        played = _values(view, leaf_stock=6, leaf_mix=0.0)
        assert played == pytest.approx(plain)
        half = _values(view, leaf_stock=6, leaf_mix=0.5)
        for c in half:
            assert half[c] == pytest.approx((leaf[c] + played[c]) / 2)


def test_five_card_hands_keep_their_playouts():
    # the leaf is fitted on three-card hands: Briscolone's search is the same with or without it
    for view in _lead_views("briscolone", 2):
        assert _values(view, leaf_stock=6) == _values(view)


def test_the_script_records_true_deals_at_trick_boundaries_and_plays_them_out(tmp_path):
    rows = leaf_values.deal_positions((7, 0, "reference", "medium"))
    assert len(rows) >= 2 * 10   # both seatings, from the first trick to a stock of seven
    for row in rows:
        assert len(row["stock"]) > 6 and sum(row["final"]) == 120
        hands, stock = row["hands"], row["stock"]
        assert sorted(hands[0] + hands[1] + stock) == sorted(set(hands[0] + hands[1] + stock))
        taken = row["pts"]
        assert sum(taken) + sum(POINTS[c] for c in hands[0] + hands[1] + stock) == 120
        assert 0 <= leaf_values.playout_value(row, "v3", "v1") <= 120 - sum(taken)
    out = tmp_path / "leaf.jsonl"
    assert leaf_values.main(["--deals", "2", "--seed", "7", "--players", "reference,medium", "--workers", "1",
                             "--out", str(out)]) == 0
    written = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert written[:len(rows)] == rows
