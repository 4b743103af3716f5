"""What each card Hard could have played was really worth against ``hard_v1``: data to check the search's values.

Hard (seat-fair, both seats in turn) plays two-seat hands against ``hard_v1``. At a share of Hard's decisions
made by playouts (a stock above Hard's ``exact_stock``, more than one legal card), the game is copied once per
legal card: that card is played, and the rest of the hand is played from the true deal by ``hard_v1`` and Hard
(on a quarter of its budget, :data:`CONTINUE_HARD`). The seat's side's final card points are the card's value
``q`` in that deal, where the search's value ``v`` is an average over dealt worlds. One JSON line per decision:
``seat`` (Hard's), ``trump``, ``stock``, ``hand``, ``lead`` (the card led, for an answer; else null),
``points`` (both sides' captured points), ``chosen``, and ``v`` and ``q`` (card -> value).

The difference ``q(c) - v(c)`` of a single deal is noisy (it is one deal against an average), but its mean over
many decisions of one kind says where the playouts' model of the opponent misjudges the real one. ``--report``
prints that per kind of card (:func:`card_kind`) and how far the kinds' means spread against their noise. At
seeds 101 and 102 (4,512 decisions) they spread less than their noise: the search's values are not off by
kind of card by as much as this can show (see the README).

    python training/counterfactual.py --deals 300 --seed 101 --share 0.35 --out /tmp/cf.jsonl [--workers 2]
    python training/counterfactual.py --report /tmp/cf.jsonl

Training code: not part of the game's package.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
from multiprocessing import get_context

from briscola_desktop.ai.players import make_player
from briscola_desktop.ai.playout import V3_EARLY_STOCK, lead_class
from briscola_desktop.ai.search import HARD
from briscola_desktop.devtools.selfplay import play_timed
from briscola_desktop.rules import HandState, hand_seed, preset
from briscola_desktop.rules.cards import POINTS, SUIT_INDEX, beats

#: The players of the continuations: Hard on a quarter of its budget (four times as fast; it plays the same
#: kind of game) and ``hard_v1`` as it is.
CONTINUE_HARD = {"play_budget": 18000, "max_worlds": 320}


def _finish(state: HandState, players: dict, seat: int) -> int:
    """Play ``state`` to its end with ``players`` and return the card points of ``seat``'s side."""
    play_timed(state, players)
    return state.result.points[state.variant.side_of(seat)]


def deal_records(job: tuple[int, int, float], hard: dict | None = None, cont_hard: dict | None = CONTINUE_HARD,
                 finals: list | None = None) -> list[dict]:
    """Every sampled decision of one deal, in both seatings. ``hard`` and ``cont_hard`` change Hard's settings
    in the hand and in the continuations; ``finals``, if given, receives Hard's side's card points at the end
    of each seating's hand."""
    seed, deal, share = job
    variant = preset("two_players")
    out = []
    for hard_seat in (0, 1):
        sample = random.Random(seed * 100003 + deal * 7 + hard_seat)
        players = {hard_seat: make_player("hard", seed=1000 + deal, settings=hard),
                   1 - hard_seat: make_player("hard_v1", seed=2000 + deal)}
        cont = {hard_seat: make_player("hard", seed=1000 + deal, settings=cont_hard),
                1 - hard_seat: make_player("hard_v1", seed=2000 + deal)}
        state = HandState(variant, seed=hand_seed(seed, deal), hand_index=deal)
        while not state.is_over:
            s = state.to_act
            view = state.view(s)
            action = players[s].choose(view)
            legal = view.legal_actions()
            if (s == hard_seat and view.stock_size > HARD.exact_stock and len(legal) > 1
                    and sample.random() < share):
                values = players[s].last_stats["values"]
                q = {}
                for c in legal:
                    branch = state.clone(events=False)
                    branch.apply(c, seat=s)
                    q[int(c)] = _finish(branch, cont, s)
                out.append({"seat": hard_seat, "trump": int(view.trump_suit), "stock": view.stock_size,
                            "hand": [int(c) for c in view.hand],
                            "lead": int(view.table[0][1]) if view.table else None,
                            "points": list(view.points), "chosen": int(action),
                            "v": {int(c): round(v, 3) for c, v in values.items()}, "q": q})
            state.apply(action, seat=s)
        if finals is not None:
            finals.append(state.result.points[variant.side_of(hard_seat)])
    return out


def card_kind(row: dict, c: int) -> str:
    """What playing ``c`` is in ``row``'s position: a lead by its class (``t`` for a trump, then the rank) with
    ``E`` (a stock of 20 or more) or ``L``; an answer by the led card (``t`` a trump, ``0`` a card worth
    nothing, ``F`` a figure, ``C`` an ace or three) and whether ``c`` takes the trick, with a trump or in the
    suit, or loses it, and whether ``c`` carries points (``P``) or none (``0``)."""
    trump = row["trump"]
    lead = row["lead"]
    if lead is None:
        return f"lead {lead_class(c, trump)} {'E' if row['stock'] >= V3_EARLY_STOCK else 'L'}"
    led = "t" if SUIT_INDEX[lead] == trump else "0" if POINTS[lead] == 0 else "F" if POINTS[lead] < 10 else "C"
    if beats(c, lead, trump):
        how = "trump" if SUIT_INDEX[c] == trump and SUIT_INDEX[lead] != trump else "suit"
        return f"answer {led} take-{how}{'P' if POINTS[c] else '0'}"
    if SUIT_INDEX[c] == trump:
        return f"answer {led} lose-trump"
    return f"answer {led} lose-{'P' if POINTS[c] else '0'}"


def residuals(rows: list[dict]) -> dict[str, list[float]]:
    """Per :func:`card_kind`, how much better each card did in its deal than the search said, both measured
    from the mean of the position's cards: ``(q(c) - mean q) - (v(c) - mean v)``."""
    out: dict[str, list[float]] = {}
    for row in rows:
        q = {int(c): x for c, x in row["q"].items()}
        v = {int(c): x for c, x in row["v"].items()}
        mq, mv = sum(q.values()) / len(q), sum(v.values()) / len(v)
        for c in q:
            out.setdefault(card_kind(row, c), []).append((q[c] - mq) - (v[c] - mv))
    return out


def report(rows: list[dict]) -> str:
    """:func:`residuals` as a table: kind, cards, mean and its standard error (``*`` beyond two of them); then
    how far the kinds' means spread against their noise."""
    lines = [f"{len(rows)} decisions"]
    means, variances = [], []   # of the kinds measured by 20 cards or more
    for kind, xs in sorted(residuals(rows).items()):
        mean = statistics.fmean(xs)
        se = statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else math.inf
        lines.append(f"{kind:24s} {len(xs):5d} {mean:+6.2f} {se:5.2f}{' *' if abs(mean) > 2 * se else ''}")
        if len(xs) >= 20:
            means.append(mean)
            variances.append(se * se)
    if len(means) > 1:
        # if the kinds' means spread no more than their own noise, the search is off by kind of card no more
        # than these decisions can show
        lines.append(f"variance of the means of {len(means)} kinds of 20 cards or more: "
                     f"{statistics.pvariance(means):.2f}; their mean squared standard error: "
                     f"{statistics.fmean(variances):.2f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=101)
    parser.add_argument("--share", type=float, default=0.35)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", help="write the decisions here, one JSON line each")
    parser.add_argument("--report", nargs="+", metavar="FILE", help="print the residuals of decisions written")
    args = parser.parse_args(argv)
    if args.report:
        rows = [json.loads(line) for name in args.report for line in open(name, encoding="utf-8") if line.strip()]
        print(report(rows))
        return 0
    if not args.out:
        parser.error("--out FILE is needed to collect decisions (or --report FILE to read them)")
    jobs = [(args.seed, d, args.share) for d in range(args.deals)]
    count = 0
    with open(args.out, "w", encoding="utf-8") as f, get_context("spawn").Pool(args.workers) as pool:
        for records in pool.imap(deal_records, jobs):
            for r in records:
                f.write(json.dumps(r) + "\n")
                count += 1
            f.flush()
    print(count, "decisions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
