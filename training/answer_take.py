"""Where playout v5's take pairs come from (``V5_TAKE_ALSO`` / ``V5_THROW_ALSO`` in ai/playout.py): when
Hard's own seat, answering a lead at two seats, takes the trick with the winner the rule player would pick
instead of throwing its cheapest card.

It reads answer positions written by ``positions.py --kind answer`` (Hard's own two-seat answers, every card
valued by a 1,000-world search) and, for each pair (led card's class, winner's class), prints the mean gain of
taking over throwing the cheapest card, over the positions where the rule player's winner and its cheapest
card differ; a pair with at least ``--min`` positions takes when its mean is positive, one with fewer goes by
its group's positions (:func:`group`), else by the rule player. The game's table came from seeds 7 and 8,
500 hands each:

    python training/positions.py --kind answer --hands 500 --seed 7 --out /tmp/take7.jsonl
    python training/positions.py --kind answer --hands 500 --seed 8 --out /tmp/take8.jsonl
    python training/answer_take.py /tmp/take7.jsonl /tmp/take8.jsonl

Training code: not part of the game's package.
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import defaultdict

from briscola_desktop.ai.playout import answer_choice, lead_class

def gains(paths: list[str]) -> dict[tuple[str, str], list[float]]:
    """``(led class, winner class) -> [value of taking - value of the cheapest card, ...]``."""
    out: dict[tuple[str, str], list[float]] = defaultdict(list)
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                row = json.loads(line)
                values = {int(c): v for c, v in row["values"].items()}
                trump, lead = row["trump"], row["lead"]
                win, cheap = answer_choice(list(values), lead, trump)
                if win is None or win == cheap:
                    continue
                out[(lead_class(lead, trump), lead_class(win, trump))].append(values[win] - values[cheap])
    return out


POINTS_OF = dict(zip("A234567JCK", (11, 0, 10, 0, 0, 0, 0, 2, 3, 4)))
RANK_GROUPS = {"2": "-", "4": "-", "5": "-", "6": "-", "7": "-", "J": "JCK", "C": "JCK", "K": "JCK", "3": "A3",
               "A": "A3"}


def group(name: str) -> str:
    """A class's group: a liscio, a figure or a carico, a trump or not."""
    return name[:-1] + RANK_GROUPS[name[-1]]


def v1_takes(led: str, win: str) -> bool:
    """The rule player's choice for a pair of classes: take with a non-trump winner, or when the two cards
    carry ten points or more."""
    return not win.startswith("t") or POINTS_OF[led[-1]] + POINTS_OF[win[-1]] >= 10


def decide(data: dict[tuple[str, str], list[float]], least: int) -> dict[tuple[str, str], tuple[bool, str]]:
    """Each pair's choice (take?) and where it came from: its own positions if it has ``least`` of them, else
    those of its led class with a winner of the same group (:func:`group`), else the rule player's choice."""
    groups: dict[tuple[str, str], list[float]] = defaultdict(list)
    for (led, win), v in data.items():
        groups[(led, group(win))] += v
    out = {}
    for (led, win), v in data.items():
        g = groups[(led, group(win))]
        if len(v) >= least:
            out[(led, win)] = (statistics.fmean(v) > 0, "own")
        elif len(g) >= least:
            out[(led, win)] = (statistics.fmean(g) > 0, "group")
        else:
            out[(led, win)] = (v1_takes(led, win), "v1")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--min", type=int, default=20)
    args = parser.parse_args(argv)
    data = gains(args.paths)
    choice = decide(data, args.min)
    also, never = [], []
    for (led, win), v in sorted(data.items()):
        mean = statistics.fmean(v)
        se = statistics.stdev(v) / len(v) ** 0.5 if len(v) > 1 else float("nan")
        take, source = choice[(led, win)]
        print(f"  {led:>3} by {win:>3}  {mean:+6.2f} ± {se:4.2f}  ({len(v)} positions)  "
              f"{'take' if take else 'throw'} ({source})")
        if take != v1_takes(led, win):
            (also if take else never).append(f"{led}>{win}")
    print(sum(map(len, data.values())), "positions")
    print("V5_TAKE_ALSO =", tuple(also))
    print("V5_THROW_ALSO =", tuple(never))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
