"""``python -m briscola_desktop.bench feeding``: who gives points away at an each-for-themselves table.

At a table where every seat plays alone (``four_players``, ``five_players``, ``six_players``,
the three-seat tables), a card with points thrown on a trick that another seat wins is a gift
to a rival. This measurement pits player A (one seat) against player B (every other seat),
seat-fair as the arena does it (each deal once with A in each seat), and prints for A and for
B, from the same hands: the arena's point difference and win share, the card points each
seat won, and the card points it gave away per hand, split by who received them (the next
seat to play, the seat before it, the others), plus how often it gave an ace or a three.

Hard's search scores a world by its own seat's card points only; these figures show whether
that makes it generous to a neighbour.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from dataclasses import dataclass, field
from multiprocessing import get_context

from briscola_desktop.rules import PRESETS, HandState, hand_seed, preset
from briscola_desktop.rules.cards import POINTS

from briscola_desktop.ai.players import PLAYER_NAMES, make_player
from briscola_desktop.devtools.selfplay import play_timed


@dataclass
class SeatTally:
    """Per-hand figures of one kind of seat (A or B), summed over the hands it sat in."""

    seat_hands: int = 0
    won: int = 0              # card points captured
    given_next: int = 0       # card points thrown on a trick the next seat to play won
    given_before: int = 0     # ... that the seat before this one won
    given_other: int = 0      # ... that any other seat won
    loads_given: int = 0      # aces and threes thrown on another seat's trick

    def add(self, other: "SeatTally") -> None:
        for name in self.__dataclass_fields__:
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def per_hand(self, name: str) -> float:
        return getattr(self, name) / self.seat_hands if self.seat_hands else 0.0


@dataclass
class DealFeeding:
    a: SeatTally = field(default_factory=SeatTally)
    b: SeatTally = field(default_factory=SeatTally)
    diffs: list[float] = field(default_factory=list)   # A's points minus the others' average
    results: list[int] = field(default_factory=list)   # +1 A alone on top, 0 shared top, -1 below
    times_a: list[float] = field(default_factory=list)


def tally_hand(state: HandState, seat: int) -> SeatTally:
    """What ``seat`` won and gave away in a finished hand."""
    n = state.players
    out = SeatTally(seat_hands=1, won=state.points[seat])
    for trick in state.tricks:
        if trick.winner == seat:
            continue
        for s, c in trick.cards:
            if s != seat:
                continue
            pts = POINTS[c]
            after = (trick.winner - seat) % n
            if after == 1:
                out.given_next += pts
            elif after == n - 1:
                out.given_before += pts
            else:
                out.given_other += pts
            out.loads_given += pts >= 10
    return out


def play_deal(args: tuple) -> DealFeeding:
    """One deal with A in each seat in turn (run in a worker process)."""
    a_name, b_name, variant_name, seed, deal = args
    v = preset(variant_name)
    out = DealFeeding()
    for a_seat in range(v.players):
        players = {s: make_player(a_name if s == a_seat else b_name, seed=seed * 7919 + deal * 31 + s)
                   for s in range(v.players)}
        state = HandState(v, seed=hand_seed(seed, deal), hand_index=deal)
        for seat, dt in play_timed(state, players):
            if seat == a_seat:
                out.times_a.append(dt)
        for s in range(v.players):
            (out.a if s == a_seat else out.b).add(tally_hand(state, s))
        pts = state.result.points
        mine = pts[a_seat]
        others = [p for i, p in enumerate(pts) if i != a_seat]
        out.diffs.append(mine - sum(others) / len(others))
        out.results.append((mine > max(others)) - (mine < max(others)))
    return out


def run(a: str, b: str, hands: int, seed: int, variant: str, workers: int) -> dict:
    v = preset(variant)
    deals = max(1, math.ceil(hands / v.players))
    jobs = [(a, b, variant, seed, d) for d in range(deals)]
    t0 = time.perf_counter()
    if workers == 1:
        outcomes = [play_deal(j) for j in jobs]
    else:
        # spawn, not fork: a fork taken while another thread holds a lock (the game's worker
        # threads in the test process) leaves the child waiting on that lock for ever.
        with get_context("spawn").Pool(workers) as pool:
            outcomes = pool.map(play_deal, jobs, chunksize=1)
    ta, tb = SeatTally(), SeatTally()
    for o in outcomes:
        ta.add(o.a)
        tb.add(o.b)
    per_deal = [statistics.fmean(o.diffs) for o in outcomes]
    diffs = [d for o in outcomes for d in o.diffs]
    results = [r for o in outcomes for r in o.results]
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(per_deal) / math.sqrt(len(per_deal)) if len(per_deal) > 1 else float("nan")
    times = sorted(t for o in outcomes for t in o.times_a)
    return {"a": a, "b": b, "variant": variant, "hands": len(diffs), "deals": deals, "tally_a": ta, "tally_b": tb,
            "mean_diff": mean, "ci95": (mean - half, mean + half), "top_alone": results.count(1),
            "top_shared": results.count(0), "below": results.count(-1),
            "median_ms": 1000 * statistics.median(times) if times else 0.0, "wall": time.perf_counter() - t0}


def report(s: dict) -> str:
    n = preset(s["variant"]).players
    lines = [
        f"{s['a']} (one seat) vs {s['b']} (the other {n - 1}) on {s['variant']}: {s['hands']} hands, "
        f"{s['deals']} deals, {s['a']} in each seat in turn",
        f"  {s['a']}'s points minus the others' average: {s['mean_diff']:+.2f} per hand "
        f"(95% CI {s['ci95'][0]:+.2f} .. {s['ci95'][1]:+.2f})",
        f"  {s['a']} alone on top {s['top_alone']}, sharing the top {s['top_shared']}, below {s['below']} "
        f"({100 * s['top_alone'] / s['hands']:.1f}% of hands won; an even share is {100 / n:.1f}%)",
        f"  per seat and hand       {'won':>6} {'to next':>8} {'to prev':>8} {'to other':>9} {'given':>6} "
        f"{'A/3 given':>9}",
    ]
    for label, t in ((s["a"], s["tally_a"]), (s["b"], s["tally_b"])):
        given = t.given_next + t.given_before + t.given_other
        lines.append(
            f"  {label:22}  {t.per_hand('won'):6.2f} {t.per_hand('given_next'):8.2f} "
            f"{t.per_hand('given_before'):8.2f} {t.per_hand('given_other'):9.2f} {given / t.seat_hands:6.2f} "
            f"{t.per_hand('loads_given'):9.3f}")
    lines.append(f"  {s['a']} decision median {s['median_ms']:.1f} ms; wall time {s['wall']:.1f} s")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.bench feeding",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--a", default="hard", choices=PLAYER_NAMES)
    parser.add_argument("--b", default="medium", choices=PLAYER_NAMES)
    parser.add_argument("--variant", default="five_players",
                        choices=sorted(n for n, v in PRESETS.items() if v.teams is None and not v.auction
                                       and v.players > 2))
    parser.add_argument("--hands", type=int, default=300, help="hands in total (deals x seats)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all cores)")
    args = parser.parse_args(argv)
    if args.hands < 1:
        parser.error("--hands must be at least 1")
    print(report(run(args.a, args.b, args.hands, args.seed, args.variant, args.workers or os.cpu_count() or 1)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
