"""Where Hard's chiamata partner clues come from (``PARTNER_CLUES`` in ai/knowledge.py): how much more likely
each kind of play is from the hidden partner than from a defender.

``collect`` plays chiamata hands with every seat at one level and writes, at every card a seat plays while the
partner is hidden from it, the hand's tricks so far, the caller, the seat and the true partner (one JSON line).
``fit`` reads such files, keeps each hand's longest record, classifies every card a seat other than the caller
played (:func:`clue`: where the caller stood in the trick, whether the card took it, its points, a trump or
not) and prints, per class, the ratio of its share among the partner's plays to its share among the defenders'
(plays counted per situation, one added to every count; kinds seen fewer than 20 times left out). With
``--test FILE`` it also prints how much probability the clues give the true partner in FILE's positions,
against the first rules and no clues at all.

    python training/partner_clues.py collect --level hard_v1 --hands 640 --seed 1 --out /tmp/clues1.jsonl
    python training/partner_clues.py collect --level hard --hands 72 --seed 2 --out /tmp/clues2.jsonl
    python training/partner_clues.py fit /tmp/clues1.jsonl --test /tmp/clues2.jsonl

Training code: not part of the game's package.
"""

from __future__ import annotations

import argparse
import json
import math
from collections import defaultdict

from briscola_desktop.ai.knowledge import clue, partner_weights
from briscola_desktop.ai.players import make_player
from briscola_desktop.rules import HandState, Phase, hand_seed, preset
from briscola_desktop.rules.tricks import beats


def collect(level: str, hands: int, seed: int, out: str) -> int:
    variant = preset("chiamata")
    count = 0
    with open(out, "w", encoding="utf-8") as f:
        for d in range(hands):
            state = HandState(variant, seed=hand_seed(seed, d), hand_index=d)
            players = [make_player(level, seed=10 * d + s) for s in range(variant.players)]
            while not state.is_over:
                seat = state.to_act
                view = state.view(seat)
                if view.phase is Phase.PLAY and view.called_card is not None and view.partner is None \
                        and view.called_card not in view.played and view.called_card not in view.hand:
                    f.write(json.dumps({
                        "seat": seat, "caller": view.high_bidder, "partner": state.partner,
                        "trump": None if view.trump_suit is None else int(view.trump_suit),
                        "tricks": [[[s, int(c)] for s, c in t.cards] for t in view.tricks],
                        "table": [[s, int(c)] for s, c in view.table]}) + "\n")
                    count += 1
                state.apply(players[seat].choose(view), seat=seat)
    return count


def _read(paths: list[str]) -> tuple[list[dict], list[dict]]:
    """Every record, and each hand's longest one (a hand is known by its first trick)."""
    rows = [json.loads(line) for p in paths for line in open(p, encoding="utf-8")]
    longest: dict[str, dict] = {}
    for r in rows:
        if r["tricks"]:
            key = json.dumps(r["tricks"][0])
            if key not in longest or len(r["tricks"]) > len(longest[key]["tricks"]):
                longest[key] = r
    return rows, list(longest.values())


def _clues(cards, caller: int, trump):
    """``(seat, clue)`` for each card of a trick played by a seat other than the caller (leads excepted)."""
    best_seat, best = cards[0]
    caller_played = best_seat == caller
    for seat, c in cards[1:]:
        takes = beats(c, best, trump)
        if seat != caller:
            yield seat, clue(best_seat == caller, caller_played, takes, c, trump)
        else:
            caller_played = True
        if takes:
            best_seat, best = seat, c


RARE = 20   # a kind of play seen fewer times than this gets no ratio (it counts as no clue)


def fit(hands: list[dict]) -> tuple[dict, dict]:
    counts: dict = defaultdict(lambda: [0, 0])          # clue -> [defenders' plays, partner's plays]
    for r in hands:
        for cards in r["tricks"]:
            for seat, k in _clues(cards, r["caller"], r["trump"]):
                counts[k][seat == r["partner"]] += 1
    per_situation: dict = defaultdict(lambda: [0, 0, 0])   # situation -> [defenders, partner, classes]
    for k, (d, p) in counts.items():
        s = per_situation[k[0]]
        s[0] += d
        s[1] += p
        s[2] += 1
    ratios = {}
    for k, (d, p) in counts.items():
        if d + p < RARE:
            continue
        dn, pn, classes = per_situation[k[0]]
        ratio = ((p + 1) / (pn + classes)) / ((d + 1) / (dn + classes))
        ratios[k] = round(min(10.0, max(0.02, ratio)), 2)
    return ratios, counts


def _view_like(r: dict):
    """The few facts partner_weights reads, from a record."""
    from types import SimpleNamespace
    from briscola_desktop.rules.records import TrickRecord
    return SimpleNamespace(
        high_bidder=r["caller"], called_card=0, partner=None, seat=r["seat"], players=5, trump_suit=r["trump"],
        tricks=tuple(TrickRecord(leader=t[0][0], cards=tuple((s, c) for s, c in t), winner=0, points=0)
                     for t in r["tricks"]),
        table=tuple((s, c) for s, c in r["table"]))


def score(rows: list[dict], clues) -> tuple[float, float, float]:
    """Mean log probability, mean probability and share ranked first, of the true partner."""
    ll = pp = first = 0.0
    for r in rows:
        w = partner_weights(_view_like(r), clues)
        p = w[r["partner"]] / sum(w.values())
        ll += math.log(max(p, 1e-9))
        pp += p
        first += max(sorted(w), key=w.__getitem__) == r["partner"]
    return ll / len(rows), pp / len(rows), first / len(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--level", default="hard_v1")
    c.add_argument("--hands", type=int, default=600)
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("paths", nargs="+")
    f.add_argument("--test", default=None)
    args = parser.parse_args(argv)
    if args.cmd == "collect":
        print(collect(args.level, args.hands, args.seed, args.out), "positions")
        return 0
    _, hands = _read(args.paths)
    ratios, counts = fit(hands)
    print(f"{len(hands)} hands")
    for k in sorted(ratios):
        print(f"  {k}: {ratios[k]}   (defenders {counts[k][0]}, partner {counts[k][1]})")
    if args.test:
        rows, _ = _read([args.test])
        for name, model in (("no clues", {}), ("the first rules", None), ("these clues", ratios)):
            ll, p, first = score(rows, model)
            print(f"{name:>16}: log p {ll:.3f}, p {p:.3f}, ranked first {first:.1%} ({len(rows)} positions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
