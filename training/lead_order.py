"""Where playout v3's lead order comes from (``V3_LEAD_EARLY`` / ``V3_LEAD_LATE`` in ai/playout.py).

Hard plays two-seat hands against itself; at every lead with a stock of nine or more (the playout
phase) the position is valued again with a well-sampled search (``--worlds`` dealt worlds). For each
card class (a rank, a trump or not) the script prints its mean shortfall from the best lead in the
positions where it could have been led, early (stock of 20 or more) and late: the lower, the better a
lead. The orders in the game are these lists sorted by that shortfall, from 800 hands (two runs of
400, seeds 5 and 6; 3,226 leads) at 500 worlds.

    python training/lead_order.py --hands 400 --seed 5 [--worlds 500]

Training code: not part of the game's package.
"""

from __future__ import annotations

import argparse
import statistics
from collections import defaultdict

from briscola_desktop.ai.playout import lead_class
from positions import positions   # training/positions.py, beside this script


def shortfalls(hands: int, seed: int, worlds: int) -> dict[tuple[str, str], list[float]]:
    """``(class, "early"|"late") -> [best lead's value - this class's value, ...]`` over Hard's own leads."""
    out: dict[tuple[str, str], list[float]] = defaultdict(list)
    for view, values in positions("lead", hands, seed, worlds, min_stock=9, play_budget=None):
        top = max(values.values())
        phase = "early" if view.stock_size >= 20 else "late"
        for card, value in values.items():
            out[(lead_class(card, view.trump_suit), phase)].append(top - value)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--worlds", type=int, default=500)
    args = parser.parse_args(argv)
    data = shortfalls(args.hands, args.seed, args.worlds)
    for phase in ("early", "late"):
        rows = sorted((statistics.fmean(v), k[0], len(v)) for k, v in data.items() if k[1] == phase)
        print(f"{phase}: " + " ".join(name for _, name, _ in rows))
        for mean, name, n in rows:
            print(f"  {name:>3}  {mean:5.2f} points short of the best lead ({n} positions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
