"""Where the choice weights of ``briscola_desktop/ai/choice_model.py`` come from.

Hard (on an 18,000-play budget) plays two-seat hands against itself; every choice it makes while the stock
holds cards is written as its context, the classes of the cards it could play and the class it played
(``--collect``). The weights are Luce's choice model fitted to those records per context by the usual
minorise-maximise iteration (``--fit``); the script prints them as the module's two tables.

    python training/choice_model.py --collect --hands 300 --seed 21 --out /tmp/choices.jsonl
    python training/choice_model.py --fit /tmp/choices.jsonl [more files]

Training code: not part of the game's package.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from collections import Counter, defaultdict

from briscola_desktop.ai.choice_model import answer_class, answer_context, lead_context
from briscola_desktop.ai.playout import lead_class
from briscola_desktop.ai.players import make_player
from briscola_desktop.rules import HandState, hand_seed, preset


def collect(hands: int, seed: int, out: str) -> int:
    """Write one JSON line ``[kind, context, classes, chosen]`` per choice of Hard against itself; the count."""
    variant = preset("two_players")
    count = 0
    with open(out, "w", encoding="utf-8") as f:
        for d in range(hands):
            state = HandState(variant, seed=hand_seed(seed, d), hand_index=d)
            players = [make_player("hard", seed=100 + d, settings={"play_budget": 18000}),
                       make_player("hard", seed=200 + d, settings={"play_budget": 18000})]
            while not state.is_over:
                seat = state.to_act
                view = state.view(seat)
                card = players[seat].choose(view)
                if len(view.legal_actions()) > 1 and view.stock_size >= 1:
                    t = view.trump_suit
                    if not view.table:
                        rec = ["lead", lead_context(view.stock_size),
                               sorted({lead_class(int(c), t) for c in view.hand}), lead_class(int(card), t)]
                    else:
                        lead = int(view.table[0][1])
                        rec = ["answer", answer_context(lead, t, view.stock_size),
                               sorted({answer_class(int(c), lead, t) for c in view.hand}),
                               answer_class(int(card), lead, t)]
                    f.write(json.dumps(rec) + "\n")
                    count += 1
                state.apply(card, seat=seat)
    return count


def fit(records: list[list], rounds: int = 300, prior: float = 1.0) -> dict[tuple[str, str], dict[str, float]]:
    """Luce weights per ``(kind, context)``: each class's wins over its expected wins, both plus ``prior`` (a
    gamma prior holding every weight near 1 until the records say otherwise)."""
    groups: dict[tuple[str, str], list[tuple[list[str], str]]] = defaultdict(list)
    for kind, ctx, classes, chosen in records:
        if len(classes) > 1:
            groups[(kind, ctx)].append((classes, chosen))
    out = {}
    for key, data in groups.items():
        names = sorted({c for classes, _ in data for c in classes})
        wins = Counter(chosen for _, chosen in data)
        w = dict.fromkeys(names, 1.0)
        for _ in range(rounds):
            expected: Counter = Counter()
            for classes, _ in data:
                total = sum(w[c] for c in classes)
                for c in classes:
                    expected[c] += 1.0 / total
            w = {c: (wins[c] + prior) / (expected[c] + prior) for c in names}   # a prior of weight 1
            scale = math.exp(-statistics.fmean(math.log(v) for v in w.values()))   # geometric mean 1
            w = {c: v * scale for c, v in w.items()}
        out[key] = w
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--collect", action="store_true")
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--out", default="/tmp/choices.jsonl")
    parser.add_argument("--fit", nargs="*", default=None, metavar="FILE")
    args = parser.parse_args(argv)
    if args.collect:
        print(collect(args.hands, args.seed, args.out), "choices written to", args.out)
    if args.fit:
        records = [json.loads(line) for path in args.fit for line in open(path, encoding="utf-8")]
        weights = fit(records)
        for kind, name in (("lead", "LEAD_WEIGHTS"), ("answer", "ANSWER_WEIGHTS")):
            print(f"{name} = {{")
            for (k, ctx), w in sorted(weights.items()):
                if k == kind:
                    body = ", ".join(f'"{c}": {v:.3g}' for c, v in sorted(w.items(), key=lambda x: -x[1]))
                    print(f'    "{ctx}": {{{body}}},')
            print("}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
