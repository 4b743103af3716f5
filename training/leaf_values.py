"""How well a playout predicts what a full deal is really worth: data to judge leaf evaluations of Hard's search.

Hard's search values a card by dealing full worlds and playing each to the end with a rule policy. Here two-seat
hands are played by real players (``--players``, seat 0 and seat 1; seat-fair: every deal twice, the players'
seats swapped), and at every trick boundary of the playout phase (table empty, a stock above Hard's
``exact_stock``) the true full deal is recorded with the points the seat to lead really went on to take. One
JSON line per position: ``hands`` (per seat), ``stock`` (a world's stock: the face-up trump first, the next card
drawn last), ``trump``, ``pts`` (captured per seat), ``lead`` (the seat to lead), ``final`` (per seat).

``--report`` sets predictors of the leader's future points against what it really took, on the true deal: a
playout of each policy, and the linear leaf of :mod:`briscola_desktop.ai.leaf` fitted on the first half of the
positions and scored on the second (alone and with a playout). The lower a predictor's mean squared error, the
closer it comes to what real play makes of the deal. It then prints the leaf's weights fitted on all positions:
``LEAF_WEIGHTS`` in ``ai/leaf.py`` are those of the first 61,152 positions at seed 301.

    python training/leaf_values.py --deals 2000 --seed 301 --out /tmp/leaf.jsonl [--players hard_v1,hard_v1]
    python training/leaf_values.py --report /tmp/leaf.jsonl

Training code: not part of the game's package.
"""

from __future__ import annotations

import argparse
import json
from multiprocessing import get_context

from briscola_desktop.ai.leaf import FEATURES, features
from briscola_desktop.ai.players import make_player
from briscola_desktop.ai.playout import POLICIES, playout_two_sided
from briscola_desktop.ai.search import HARD
from briscola_desktop.ai.world import World
from briscola_desktop.rules import HandState, hand_seed, preset


def deal_positions(job: tuple) -> list[dict]:
    """The recorded positions of one deal, played twice with the players' seats swapped. ``job`` is
    ``(seed, deal, first, second)``, optionally with a fifth entry: search settings changed for both players
    (``players.search_settings``; a reduced budget to generate data faster)."""
    seed, deal, first, second = job[:4]
    changes = job[4] if len(job) > 4 else None
    out = []
    for names in ((first, second), (second, first)):
        players = {s: make_player(name, seed=1000 * (s + 1) + deal, settings=changes)
                   for s, name in enumerate(names)}
        state = HandState(preset("two_players"), seed=hand_seed(seed, deal), hand_index=deal)
        rows = []
        while not state.is_over:
            if not state.table and state.stock_size > HARD.exact_stock:
                rows.append({"hands": [[int(c) for c in h] for h in state.hands],
                             "stock": [int(state.trump_card)] + [int(c) for c in state.stock],
                             "trump": int(state.trump_suit), "pts": list(state.points), "lead": state.to_act})
            seat = state.to_act
            state.apply(players[seat].choose(state.view(seat)), seat=seat)
        for row in rows:
            row["final"] = list(state.result.points)
        out.extend(rows)
    return out


def world_of(row: dict) -> World:
    """The recorded position as a search world (the leader to act on an empty table)."""
    return World(2, [list(h) for h in row["hands"]], list(row["stock"]), [], row["lead"], row["trump"], False,
                 [0, 1], list(row["pts"]))


def playout_value(row: dict, ours: str, theirs: str) -> int:
    """The leader's future points when the rest of the deal is played out, the leader by ``ours``."""
    w = world_of(row)
    me = row["lead"]
    before = w.pts[me]
    playout_two_sided(w, -1, me, POLICIES[ours], POLICIES[theirs])
    return w.pts[me] - before


def row_features(row: dict) -> list[float]:
    """:func:`~briscola_desktop.ai.leaf.features` of a recorded position."""
    return features(row["hands"], row["stock"], row["trump"], row["pts"], row["lead"])


def report(path: str) -> None:
    """Print how each predictor fares on the second half of the positions, and the weights fitted on all."""
    import numpy as np   # training only: the game itself does not need numpy

    with open(path, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.endswith("\n")]   # a stopped run's last line may be cut
    y = np.array([r["final"][r["lead"]] - r["pts"][r["lead"]] for r in rows], dtype=float)
    half = np.arange(len(rows)) < len(rows) // 2   # fit on the first half of the deals, score on the second
    print(f"{len(rows)} positions; the leader's future points: mean {y.mean():.2f}, sd {y.std():.2f}")
    preds = {}
    for ours, theirs in (("v1", "v1"), ("v3", "v1"), ("v3", "v3")):
        preds[f"playout {ours}/{theirs}"] = np.array([playout_value(r, ours, theirs) for r in rows], dtype=float)
    x = np.array([row_features(r) for r in rows], dtype=float)
    coef, *_ = np.linalg.lstsq(x[half], y[half], rcond=None)
    preds["linear features"] = x @ coef
    for name in [k for k in preds if k.startswith("playout")]:
        xb = np.column_stack([x, preds[name]])
        cb, *_ = np.linalg.lstsq(xb[half], y[half], rcond=None)
        preds[f"linear + {name}"] = xb @ cb
    print("  weights: " + ", ".join(f"{n} {w:+.3f}" for n, w in zip(FEATURES, coef)))
    test = ~half
    for name, p in preds.items():
        err = p[test] - y[test]
        print(f"  {name:32} test MSE {np.mean(err ** 2):7.2f}  bias {np.mean(err):+6.2f}  "
              f"corr {np.corrcoef(p[test], y[test])[0, 1]:.3f}")
    coef, *_ = np.linalg.lstsq(x, y, rcond=None)
    print("fitted on all positions (ai/leaf.py's LEAF_WEIGHTS):")
    print("  (" + ", ".join(f"{w:.4f}" for w in coef) + ")")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=301)
    parser.add_argument("--players", default="hard_v1,hard_v1")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out")
    parser.add_argument("--report")
    args = parser.parse_args(argv)
    if args.report:
        report(args.report)
        return 0
    if not args.out:
        parser.error("--out FILE (where to write the positions) or --report FILE is needed")
    first, second = args.players.split(",")
    jobs = [(args.seed, d, first, second) for d in range(args.deals)]
    with open(args.out, "w", encoding="utf-8") as f, get_context("spawn").Pool(args.workers) as pool:
        for rows in pool.imap(deal_positions, jobs, chunksize=4):
            for row in rows:
                f.write(json.dumps(row) + "\n")
            f.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
