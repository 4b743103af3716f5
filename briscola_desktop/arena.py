"""``python -m briscola_desktop.arena``: pit two computer players against each other, seat-fair.

Every deal is played once per seating with the players' sides swapped (two seatings for
two sides; each side in turn for more), so luck of the cards cancels out. ``--hands`` is
the total number of hands played (deals x seatings). Hands run in parallel on all cores.

The point difference of a hand is player A's side card points minus the average of the
other sides' points; a hand is won by A when its side scores strictly the most card points.
In chiamata (sides change every deal) A takes one seat in turn and the difference is A's
match points for the deal. The 95% confidence interval treats each deal (all its seatings
averaged) as one sample, which is what makes seat-fair pairs fair.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import statistics
import sys
import time
from dataclasses import dataclass, field
from multiprocessing import get_context

from briscola_desktop.ai.players import SETTING_KINDS, PLAYER_NAMES, make_player, search_settings
from briscola_desktop.ai.search import SearchSettings
from briscola_desktop.ai.selfplay import percentile, play_timed
from briscola_desktop.rules import PRESETS, HandState, Phase, hand_seed, preset


@dataclass
class DealOutcome:
    """What one deal produced over all its seatings."""

    diffs: list[float] = field(default_factory=list)
    results: list[int] = field(default_factory=list)     # +1 A won, 0 draw, -1 A lost
    times_a: list[float] = field(default_factory=list)   # seconds per decision that had a choice
    times_b: list[float] = field(default_factory=list)


def seatings(variant_name: str) -> list[tuple[int, ...]]:
    """For each seating, the seats player A takes (the other seats are player B's)."""
    v = preset(variant_name)
    if v.auction:
        return [(s,) for s in range(v.players)]
    return [side for side in v.sides]


class AuctionOnly:
    """A seat that bids and calls as ``bidder`` but plays its cards as ``card_player`` (to compare bidding alone)."""

    def __init__(self, bidder, card_player) -> None:
        self.bidder, self.card_player = bidder, card_player

    def choose(self, view):
        if view.phase in (Phase.AUCTION, Phase.CALL):
            return self.bidder.choose(view)
        return self.card_player.choose(view)


def _seat_player(level: str, seed: int, cards_by: str | None, changes: dict | None = None):
    player = make_player(level, seed=seed, settings=changes)
    return player if cards_by is None else AuctionOnly(player, make_player(cards_by, seed=seed))


def play_deal(args: tuple) -> DealOutcome:
    """Play one deal in every seating (run in a worker process)."""
    a_name, b_name, variant_name, seed, deal, *rest = args
    cards_by, a_set, b_set = (list(rest) + [None, None, None])[:3]
    v = preset(variant_name)
    out = DealOutcome()
    deal_seed = hand_seed(seed, deal)
    for k, a_seats in enumerate(seatings(variant_name)):
        # Fresh players per seat; seeds differ per seat and deal but not per seating.
        players = {s: _seat_player(a_name, seed * 7919 + deal * 31 + s, cards_by, a_set) if s in a_seats
                   else _seat_player(b_name, seed * 7919 + deal * 31 + s, cards_by, b_set)
                   for s in range(v.players)}
        state = HandState(v, seed=deal_seed, hand_index=deal)
        for seat, dt in play_timed(state, players):
            (out.times_a if seat in a_seats else out.times_b).append(dt)
        r = state.result
        if r.thrown_in:
            out.diffs.append(0.0)
            out.results.append(0)
            continue
        if v.auction:
            a = a_seats[0]
            mine = r.seat_scores[a]
            out.diffs.append(float(mine))
            out.results.append((mine > 0) - (mine < 0))
            continue
        a_side = v.sides.index(a_seats)
        mine = r.points[a_side]
        others = [p for i, p in enumerate(r.points) if i != a_side]
        out.diffs.append(mine - sum(others) / len(others))
        top = max(others)
        out.results.append((mine > top) - (mine < top))
    return out


def summarise(a: str, b: str, variant: str, outcomes: list[DealOutcome], seconds: float) -> dict:
    diffs = [d for o in outcomes for d in o.diffs]
    results = [r for o in outcomes for r in o.results]
    per_deal = [statistics.fmean(o.diffs) for o in outcomes]
    mean = statistics.fmean(diffs) if diffs else 0.0
    half = 1.96 * statistics.stdev(per_deal) / math.sqrt(len(per_deal)) if len(per_deal) > 1 else float("nan")
    wins, draws, losses = results.count(1), results.count(0), results.count(-1)
    decided = wins + losses
    ta = [t for o in outcomes for t in o.times_a]
    tb = [t for o in outcomes for t in o.times_b]

    def times(ts: list[float]) -> dict:
        return {"decisions": len(ts), "median_ms": 1000 * statistics.median(ts) if ts else 0.0,
                "p95_ms": 1000 * percentile(ts, 0.95), "max_ms": 1000 * max(ts) if ts else 0.0}

    return {
        "a": a, "b": b, "variant": variant, "hands": len(diffs), "deals": len(outcomes),
        "wins": wins, "draws": draws, "losses": losses,
        "win_share_of_decided": wins / decided if decided else 0.0,
        "mean_diff": mean, "ci95": [mean - half, mean + half],
        "times_a": times(ta), "times_b": times(tb), "wall_seconds": seconds,
    }


def label(level: str, changes: dict | None) -> str:
    """A player's name in the figures: ``hard`` or, with changed search settings, ``hard[tail_stock=8]``."""
    if not changes:
        return level
    return level + "[" + ",".join(f"{k}={v}" for k, v in sorted(changes.items())) + "]"


def run_arena(a: str, b: str, hands: int, seed: int = 1, variant: str = "two_players",
              workers: int | None = None, cards_by: str | None = None,
              a_set: dict | None = None, b_set: dict | None = None) -> dict:
    """Play ``hands`` seat-fair hands of A against B; ``a_set``/``b_set`` change a searching level's settings.

    Hard against Hard with one setting changed is a head-to-head: both deal the same worlds from a
    position (the same random salt), so hands where the change alters no card cancel exactly.
    """
    for level, changes in ((a, a_set), (b, b_set)):
        if changes:
            search_settings(level, changes)  # a bad setting fails here, not in every worker
    per_deal = len(seatings(variant))
    deals = max(1, math.ceil(hands / per_deal))
    jobs = [(a, b, variant, seed, d, cards_by, a_set, b_set) for d in range(deals)]
    workers = workers or os.cpu_count() or 1
    t0 = time.perf_counter()
    if workers == 1:
        outcomes = [play_deal(j) for j in jobs]
    else:
        # spawn, not fork: a fork taken while another thread holds a lock (the game's worker
        # threads in the test process) leaves the child waiting on that lock for ever.
        with get_context("spawn").Pool(workers) as pool:
            outcomes = pool.map(play_deal, jobs, chunksize=max(1, deals // (workers * 8)))
    return summarise(label(a, a_set), label(b, b_set), variant, outcomes, time.perf_counter() - t0)


def report(s: dict) -> str:
    ta, tb = s["times_a"], s["times_b"]
    unit = "match points" if preset(s["variant"]).auction else "points"
    lines = [
        f"{s['a']} vs {s['b']} on {s['variant']}: {s['hands']} hands ({s['deals']} deals, seat-fair)",
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
    return "\n".join(lines)


def _parse_settings(level: str, items: list[str]) -> dict:
    """``["tail_stock=8", "policy=v2"]`` -> ``{"tail_stock": 8, "policy": "v2"}``, typed as the setting is."""
    out: dict = {}
    types = {f.name: type(getattr(SearchSettings(), f.name)) for f in dataclasses.fields(SearchSettings)}
    for item in items:
        name, eq, text = item.partition("=")
        name = name.strip()
        if not eq:
            raise ValueError(f"{item!r} is not NAME=VALUE")
        want = types.get(name, str)
        try:
            out[name] = want(text.strip())
        except ValueError:
            raise ValueError(f"search setting {name!r} takes {SETTING_KINDS[want]}, not {text!r}") from None
    if out:
        search_settings(level, out)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.arena", description=__doc__.split("\n")[0])
    parser.add_argument("--a", default="hard", choices=PLAYER_NAMES, help="player A")
    parser.add_argument("--b", default="reference", choices=PLAYER_NAMES, help="player B")
    parser.add_argument("--hands", type=int, default=2000, help="hands in total (deals x seatings)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default="two_players", choices=sorted(PRESETS))
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all cores)")
    parser.add_argument("--cards-by", default=None, choices=PLAYER_NAMES,
                        help="every seat plays its cards as this level; A and B differ only in bidding (chiamata)")
    for who in ("a", "b"):
        parser.add_argument(f"--{who}-set", action="append", default=[], metavar="NAME=VALUE",
                            help=f"change one search setting of player {who.upper()} (a searching level; repeatable),"
                                 " e.g. tail_stock=8")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if args.hands < 1:
        parser.error("--hands must be at least 1")
    changes = {}
    for who, level, items in (("a", args.a, args.a_set), ("b", args.b, args.b_set)):
        try:
            changes[who] = _parse_settings(level, items)
        except ValueError as exc:
            parser.error(f"--{who}-set: {exc}")
    summary = run_arena(args.a, args.b, args.hands, args.seed, args.variant, args.workers, args.cards_by,
                        changes["a"], changes["b"])
    if args.cards_by and not args.json:
        print(f"(bidding only: every seat plays its cards as {args.cards_by})")
    print(json.dumps(summary, indent=2) if args.json else report(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
