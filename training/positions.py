"""Two-seat positions of Hard playing itself, each with every card in hand valued by a well-sampled search:
data to learn playout tables from (``lead_order.py`` reads Hard's leads from it at Hard's own budget; the
answer table of an experiment, commit 8d0bfe0, came from it).

Hard plays two-seat hands against itself (its card choices on a smaller budget, to go faster); at every
position of the chosen kind with a stock of ``--min-stock`` or more (seven: the positions a playout plays before
the search's exact solve) every legal card is valued again with ``--worlds`` dealt worlds. One JSON line per
position: ``trump``, ``stock``, ``hand``, ``lead`` (the card led, for an answer; else null) and ``values``
(card -> expected final card points of the seat's side).

    python training/positions.py --kind answer --hands 500 --seed 7 --out /tmp/take7.jsonl [--worlds 1000]

Training code: not part of the game's package.
"""

from __future__ import annotations

import argparse
import json
import random

from briscola_desktop.ai.players import evaluate, make_player
from briscola_desktop.rules import HandState, hand_seed, preset

PLAY_BUDGET = 18000   # the card choices of the hands played (the positions' values use --worlds)


def positions(kind: str, hands: int, seed: int, worlds: int, min_stock: int = 7,
              play_budget: int | None = PLAY_BUDGET):
    """Play ``hands`` hands, Hard against itself (on ``play_budget``; None: Hard's own), and yield
    ``(view, values)`` at every ``kind`` ("lead" or "answer") position with a stock of ``min_stock`` or more
    and a choice to make, ``values`` from a search of ``worlds`` dealt worlds."""
    variant = preset("two_players")
    table_size = 0 if kind == "lead" else 1
    settings = {"play_budget": play_budget} if play_budget is not None else None
    for d in range(hands):
        state = HandState(variant, seed=hand_seed(seed, d), hand_index=d)
        players = [make_player("hard", seed=100 + d, settings=settings),
                   make_player("hard", seed=200 + d, settings=settings)]
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            if len(view.table) == table_size and view.stock_size >= min_stock and len(view.legal_actions()) > 1:
                yield view, evaluate(view, random.Random(d * 1000 + len(view.played)), worlds=worlds)
            state.apply(players[seat].choose(view), seat=seat)


def collect(kind: str, hands: int, seed: int, worlds: int, out: str, min_stock: int = 7) -> int:
    """Write every position of :func:`positions` with its values to ``out``, one JSON line each; returns the
    number written."""
    count = 0
    with open(out, "w", encoding="utf-8") as f:
        for view, values in positions(kind, hands, seed, worlds, min_stock):
            f.write(json.dumps({"trump": int(view.trump_suit), "stock": view.stock_size,
                                "hand": [int(c) for c in view.hand],
                                "lead": int(view.table[0][1]) if view.table else None,
                                "values": {int(c): round(v, 3) for c, v in values.items()}}) + "\n")
            count += 1
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kind", choices=("lead", "answer"), required=True)
    parser.add_argument("--hands", type=int, default=500)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--worlds", type=int, default=1000)
    parser.add_argument("--min-stock", type=int, default=7)
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    print(collect(args.kind, args.hands, args.seed, args.worlds, args.out, args.min_stock), "positions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
