"""The scripts behind the playout tables: positions valued by a search, and v3's lead order from them."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "training"))

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
