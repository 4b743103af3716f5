"""The scripts behind the playout tables: positions valued by a search, and v3's lead order from them."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "training"))

import lead_order  # noqa: E402

from briscola_desktop.ai.playout import RANK_NAMES, V3_LEAD_EARLY, V3_LEAD_LATE  # noqa: E402


def test_shortfalls_are_measured_from_the_best_lead_of_each_position(capsys):
    data = lead_order.shortfalls(hands=1, seed=5, worlds=16)
    assert data and all(phase in ("early", "late") for _, phase in data)
    values = [x for xs in data.values() for x in xs]
    assert min(values) == 0.0 and all(x >= 0.0 for x in values)   # the best lead of a position falls short by 0
    assert all(name in V3_LEAD_EARLY and name in V3_LEAD_LATE for name, _ in data)
    assert lead_order.main(["--hands", "1", "--worlds", "8"]) == 0
    assert capsys.readouterr().out.startswith("early: ")


def test_the_orders_name_every_card_class_once():
    classes = {t + r for t in ("", "t") for r in RANK_NAMES}
    assert sorted(V3_LEAD_EARLY) == sorted(classes) and sorted(V3_LEAD_LATE) == sorted(classes)


def test_positions_writes_each_answer_with_every_card_valued(tmp_path):
    import json

    import positions  # training/positions.py

    out = tmp_path / "answers.jsonl"
    count = positions.collect("answer", hands=1, seed=3, worlds=8, out=str(out))
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert count == len(rows) > 0
    for row in rows:
        assert row["lead"] is not None and row["stock"] >= 7
        assert sorted(map(int, row["values"])) == sorted(row["hand"])   # every card in hand, valued


def test_counterfactual_values_every_legal_card_by_playing_the_true_deal_on():
    import counterfactual  # training/counterfactual.py

    cheap = {"play_budget": 1500, "max_worlds": 40}
    finals: list[int] = []
    rows = counterfactual.deal_records((5, 0, 1.0), hard=cheap, cont_hard=cheap, finals=finals)
    assert len(finals) == 2 and {row["seat"] for row in rows} == {0, 1}
    for row in rows:
        assert row["stock"] > 6 and sorted(row["q"]) == sorted(row["v"]) and len(row["q"]) > 1
        assert set(row["q"]) <= set(row["hand"]) and row["chosen"] in row["q"]
        assert all(0 <= q <= 120 for q in row["q"].values())
        # the same players carry on in the copies, so the card Hard chose is worth what its hand really scored
        assert row["q"][row["chosen"]] == finals[row["seat"]]


def test_counterfactual_residuals_say_how_far_each_kind_of_card_beat_its_value():
    import counterfactual  # training/counterfactual.py

    # trump is suit 0 (cards 0-9); the opponent led the 2 of suit 1 (card 11), worth nothing
    answer = {"trump": 0, "stock": 25, "hand": [1, 10, 27], "lead": 11,
              "v": {"1": 60.0, "10": 58.0, "27": 50.0}, "q": {"1": 50, "10": 60, "27": 52}}
    lead = {"trump": 0, "stock": 30, "hand": [0, 11], "lead": None, "v": {"0": 55.0, "11": 57.0},
            "q": {"0": 70, "11": 60}}
    assert [counterfactual.card_kind(answer, c) for c in (1, 10, 27)] == [
        "answer 0 take-trump0", "answer 0 take-suitP", "answer 0 lose-P"]
    assert [counterfactual.card_kind(lead, c) for c in (0, 11)] == ["lead tA E", "lead 2 E"]
    res = counterfactual.residuals([answer, lead])
    # from each position's mean: the 2 of trumps did 4 worse than its mean (54) where the search said 4 better
    assert res == {"answer 0 take-trump0": [-8.0], "answer 0 take-suitP": [4.0], "answer 0 lose-P": [4.0],
                   "lead tA E": [6.0], "lead 2 E": [-6.0]}
    table = counterfactual.report([answer, lead]).splitlines()
    assert table[0] == "2 decisions" and any(line.startswith("answer 0 take-trump0") for line in table)
    assert not table[-1].startswith("variance")   # no kind has the 20 cards the spread needs
    spread = counterfactual.report([answer, lead] * 20).splitlines()[-1]
    assert spread == ("variance of the means of 5 kinds of 20 cards or more: 33.60; "
                      "their mean squared standard error: 0.00")
