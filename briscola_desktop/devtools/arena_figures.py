"""What an arena run's figures say (:mod:`briscola_desktop.devtools.arena` plays the deals): a run's summary
and report, each deal one sample for the 95% intervals; the per-deal file ``--deals-out`` writes and
``--paired-with`` reads, and the deal-by-deal difference of two runs on the same deals."""

from __future__ import annotations

import json
import math
import statistics
from dataclasses import dataclass, field

from briscola_desktop.atomic import write_atomic
from briscola_desktop.devtools.selfplay import percentile
from briscola_desktop.rules import preset


@dataclass
class DealOutcome:
    """What one deal produced over all its seatings."""

    diffs: list[float] = field(default_factory=list)
    results: list[int] = field(default_factory=list)     # +1 A won, 0 draw, -1 A lost
    times_a: list[float] = field(default_factory=list)   # seconds per decision that had a choice
    times_b: list[float] = field(default_factory=list)
    card_diffs: list[float] = field(default_factory=list)  # chiamata with --bids-by: see :func:`play_deal`


def _mean_ci(lists: list[list[float]]) -> tuple[float, list[float]]:
    """The mean of all values and its 95% interval, each deal's values (all its seatings) one sample."""
    values = [d for xs in lists for d in xs]
    per_deal = [statistics.fmean(xs) for xs in lists if xs]
    mean = statistics.fmean(values) if values else 0.0
    half = 1.96 * statistics.stdev(per_deal) / math.sqrt(len(per_deal)) if len(per_deal) > 1 else float("nan")
    return mean, [mean - half, mean + half]


def summarise(a: str, b: str, variant: str, outcomes: list[DealOutcome], seconds: float) -> dict:
    diffs = [d for o in outcomes for d in o.diffs]
    results = [r for o in outcomes for r in o.results]
    mean, ci = _mean_ci([o.diffs for o in outcomes])
    wins, draws, losses = results.count(1), results.count(0), results.count(-1)
    decided = wins + losses
    ta = [t for o in outcomes for t in o.times_a]
    tb = [t for o in outcomes for t in o.times_b]

    def times(ts: list[float]) -> dict:
        return {"decisions": len(ts), "median_ms": 1000 * statistics.median(ts) if ts else 0.0,
                "p95_ms": 1000 * percentile(ts, 0.95), "max_ms": 1000 * max(ts) if ts else 0.0}

    summary = {
        "a": a, "b": b, "variant": variant, "hands": len(diffs), "deals": len(outcomes),
        "wins": wins, "draws": draws, "losses": losses,
        "win_share_of_decided": wins / decided if decided else 0.0,
        "mean_diff": mean, "ci95": ci,
        "times_a": times(ta), "times_b": times(tb), "wall_seconds": seconds,
    }
    cards = [o.card_diffs for o in outcomes]
    if any(cards):
        card_mean, card_ci = _mean_ci(cards)
        summary["card_diff"] = {"hands": sum(map(len, cards)), "mean": card_mean, "ci95": card_ci}
    return summary


def write_deals(path: str, s: dict) -> None:
    """Save a run's per-deal differences (``--deals-out``) so that a later run on the same deals can be paired
    with it (``--paired-with``)."""
    data = {key: s[key] for key in ("a", "b", "variant", "seed", "sides", "exchange", "mean_diff", "deal_diffs")}
    write_atomic(path, json.dumps(data).encode("utf-8"))   # a failed write leaves an earlier run's file whole


def read_deals(path: str) -> dict:
    """A file written by :func:`write_deals`; ``ValueError`` naming what is wrong with it."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as exc:
        raise ValueError(f"cannot read {path}: {exc.strerror or exc}") from None
    except ValueError:
        raise ValueError(f"{path} is not a file written by --deals-out (not JSON)") from None
    need = ("a", "b", "variant", "seed", "deal_diffs")
    if not isinstance(data, dict) or any(key not in data for key in need) \
            or not isinstance(data["deal_diffs"], list):
        raise ValueError(f"{path} is not a file written by --deals-out (it lacks {', '.join(need)})")
    return data


def check_same_deals(other: dict, variant: str, seed: int, deals: int, sides: bool, exchange: str = "off") -> None:
    """``ValueError`` unless the run saved in ``other`` played these deals (table, seed, count, sides, and the
    exchange of the seven)."""
    if other.get("exchange", "off") != exchange:
        raise ValueError(f"the saved run played the exchange of the seven {other.get('exchange', 'off')},"
                         f" not {exchange}")
    if (variant, seed, deals, sides) != (other["variant"], other["seed"], len(other["deal_diffs"]),
                                         bool(other.get("sides"))):
        raise ValueError(f"the saved run played other deals: {other['variant']} seed {other['seed']}, "
                         f"{len(other['deal_diffs'])} deals{' (sides)' if other.get('sides') else ''}, "
                         f"not {variant} seed {seed}, {deals} deals{' (sides)' if sides else ''}")


def paired(s: dict, other: dict) -> dict:
    """This run minus ``other`` (a :func:`read_deals` file) deal by deal: the mean difference of the two runs'
    figures with its 95% interval, each deal one sample, and how closely the deals' figures go together.

    Both runs must have played the same deals (table, seed and number of deals). A change measured this way
    against the same opponent keeps the luck of the cards out of the comparison as far as the two runs play the
    deals alike; ``correlation`` says how far that is (0: no better than comparing the two intervals)."""
    mine, theirs = s["deal_diffs"], other["deal_diffs"]
    check_same_deals(other, s["variant"], s["seed"], len(mine), bool(s.get("sides")), s.get("exchange", "off"))
    x = [statistics.fmean(d) for d in mine]
    y = [statistics.fmean(d) for d in theirs]
    diffs = [a - b for a, b in zip(x, y)]
    mean, ci = _mean_ci([[d] for d in diffs])
    try:
        r = statistics.correlation(x, y)
    except statistics.StatisticsError:   # fewer than two deals, or one run the same on every deal
        r = float("nan")
    return {"against": f"{other['a']} vs {other['b']}", "deals": len(diffs), "mean": mean,
            "ci95": ci, "correlation": r}


def report(s: dict) -> str:
    ta, tb = s["times_a"], s["times_b"]
    unit = "match points" if preset(s["variant"]).auction and not s.get("sides") else "points"
    rule = s.get("exchange", "off")
    lines = [
        f"{s['a']} vs {s['b']} on {s['variant']}"
        + (f" with the exchange of the seven {rule}" if rule != "off" else "")
        + f": {s['hands']} hands ({s['deals']} deals, seat-fair)",
        (f"  {s['a']} wins {s['wins']}, draws {s['draws']}, losses {s['losses']}"
         f"  ({100 * s['win_share_of_decided']:.1f}% of decided hands)"),
        (f"  average difference {s['mean_diff']:+.2f} {unit} per hand"
         f"  (95% CI {s['ci95'][0]:+.2f} .. {s['ci95'][1]:+.2f})"),
        (f"  decision ms {s['a']}: median {ta['median_ms']:.1f}, p95 {ta['p95_ms']:.1f}, max {ta['max_ms']:.1f}"
         f"  ({ta['decisions']} decisions)"),
        (f"  decision ms {s['b']}: median {tb['median_ms']:.1f}, p95 {tb['p95_ms']:.1f}, max {tb['max_ms']:.1f}"
         f"  ({tb['decisions']} decisions)"),
        f"  wall time {s['wall_seconds']:.1f} s",
    ]
    if "paired" in s:
        q = s["paired"]
        lines.append(f"  minus {q['against']} on the same {q['deals']} deals: {q['mean']:+.2f} per hand"
                     f"  (95% CI {q['ci95'][0]:+.2f} .. {q['ci95'][1]:+.2f};"
                     f" the deals' correlation {q['correlation']:.2f})")
    if "card_diff" in s:
        c = s["card_diff"]
        lines.insert(3, f"  card points A's play added to its side {c['mean']:+.2f} per hand"
                        f"  (95% CI {c['ci95'][0]:+.2f} .. {c['ci95'][1]:+.2f}; the same auction, against the"
                        f" deal with {s['b']} in A's seat; {c['hands']} hands)")
    return "\n".join(lines)


def pooled(runs: list[dict]) -> dict:
    """Runs saved by ``--deals-out`` (the same players at the same table, each on a seed of its own) taken as one:
    the mean difference per hand over all their hands and its 95% interval, each deal one sample, and each run's
    own mean. ``ValueError`` if the runs played other players, tables or rules, or one seed twice (its deals would
    count twice)."""
    if not runs:
        raise ValueError("no runs to pool")
    keys = ("a", "b", "variant", "sides", "exchange")
    first = {k: runs[0].get(k) for k in keys}
    seeds: list[int] = []
    for run in runs:
        other = {k: run.get(k) for k in keys}
        if other != first:
            changed = ", ".join(f"{k} {first[k]} / {other[k]}" for k in keys if other[k] != first[k])
            raise ValueError(f"the runs played different games ({changed})")
        if run["seed"] in seeds:
            raise ValueError(f"seed {run['seed']} appears twice: its deals would count twice")
        seeds.append(run["seed"])
    deals = [d for run in runs for d in run["deal_diffs"]]
    mean, ci = _mean_ci(deals)
    return {**first, "seeds": seeds, "deals": len(deals), "hands": sum(map(len, deals)), "mean": mean, "ci95": ci,
            "runs": [{"seed": run["seed"], "deals": len(run["deal_diffs"]),
                      "mean": _mean_ci(run["deal_diffs"])[0]} for run in runs]}


def pooled_report(q: dict) -> str:
    runs = len(q["seeds"])
    lines = [f"{q['a']} vs {q['b']} on {q['variant']}: {q['hands']} hands ({q['deals']} deals) from"
             f" {runs} run{'s' if runs != 1 else ''}, seed{'s' if runs != 1 else ''} {', '.join(map(str, q['seeds']))}",
             f"  average difference {q['mean']:+.2f} per hand  (95% CI {q['ci95'][0]:+.2f} .. {q['ci95'][1]:+.2f})"]
    lines += [f"  seed {r['seed']}: {r['mean']:+.2f} ({r['deals']} deals)" for r in q["runs"]]
    return "\n".join(lines)
