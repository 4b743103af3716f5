"""``python -m briscola_desktop.bench review``: is the review's best card stable, and how long does it take?

Plays hands (the person's seat by Medium, a player with a club player's habits and a few
slips; the others by Hard), then analyses each hand twice with two different seeds on one
core. Prints the share of judged decisions whose best card differs between the two
analyses, the share whose mark (good / inaccuracy / mistake / blunder) differs, and the
median and worst time to analyse one hand.
"""

from __future__ import annotations

import argparse
import statistics
import time

from briscola_desktop.ai import make_player
from briscola_desktop.rules import HandState, hand_seed, preset

from briscola_desktop.review.analysis import Depth, analyse
from briscola_desktop.review.record import PERSON, HandRecord


def played_hand(variant_name: str, deal: int, person: str = "medium") -> HandRecord:
    """A hand played to the end: ``person`` at seat 0, Hard everywhere else."""
    v = preset(variant_name)
    state = HandState(v, seed=hand_seed(1000 + deal, 0), hand_index=0)
    players = [make_player(person if s == PERSON else "hard", seed=deal * 10 + s) for s in range(v.players)]
    while not state.is_over:
        seat = state.to_act
        state.apply(players[seat].choose(state.view(seat)), seat=seat)
    return HandRecord.from_state(state)


def _top(values: dict) -> object:
    return max(values, key=lambda c: (values[c], -int(c)))


def parse_depth(text: str) -> Depth:
    """``600`` (a fixed number of worlds) or ``150x4-12`` (batches of 150 worlds, 4 to 12 of them)."""
    if "x" not in text:
        return Depth.fixed(int(text))
    worlds, batches = text.split("x")
    low, _, high = batches.partition("-")
    return Depth(batch_worlds=int(worlds), min_batches=int(low), max_batches=int(high or low))


def main(argv: list[str] | None = None) -> int:
    default = Depth()
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.bench review")
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--table", default="two_players")
    parser.add_argument("--depths", default=f"{default.batch_worlds}x{default.min_batches}-{default.max_batches}",
                        help="comma-separated depths: 600 (fixed worlds) or 150x4-12 (batches, the review's way)")
    parser.add_argument("--person", default="medium", help="the level that plays the reviewed seat")
    args = parser.parse_args(argv)
    records = [played_hand(args.table, d, args.person) for d in range(args.hands)]
    print(f"review stability and time on one core: {args.hands} hands of {args.table}, "
          f"seat 0 played by {args.person}, each hand analysed twice (seeds 1 and 2)")
    print("  best changes: the best card the review shows differs (the card played when within a point of the top,")
    print("  else the top one); top changes: the highest-valued card differs; mark: good/inaccuracy/mistake/blunder")
    print("  accuracy: the reviewed seat's mean share of plays within a point of the best")
    print("  cpu s/hand: median (and max) processor seconds to analyse one hand, i.e. on one core; wall: elapsed")
    print(f"{'depth':>10} {'decisions':>9} {'best changes':>13} {'top changes':>13} {'mark changes':>13} "
          f"{'worlds/dec':>10} {'cpu s/hand':>10} {'max':>6} {'wall s/hand':>11} {'accuracy':>8}")
    for text in args.depths.split(","):
        depth = parse_depth(text)
        decisions = best_changes = top_changes = mark_changes = 0
        worlds: list[int] = []
        accuracy: list[float] = []
        times: list[float] = []
        cpu: list[float] = []
        for record in records:
            runs = []
            for seed in (1, 2):
                t0, c0 = time.perf_counter(), time.process_time()
                runs.append(analyse(record, depth=depth, seed=seed))
                times.append(time.perf_counter() - t0)
                cpu.append(time.process_time() - c0)
                accuracy.append(runs[-1].accuracy or 0.0)
            for a, b in zip(runs[0].judged, runs[1].judged):
                decisions += 1
                best_changes += a.best != b.best
                top_changes += _top(a.values) != _top(b.values)
                mark_changes += a.verdict != b.verdict
                worlds += [a.worlds, b.worlds]
        share = lambda k: f"{100 * k / max(1, decisions):5.1f}% ({k:3d})"  # noqa: E731
        print(f"{text:>10} {decisions:9d} {share(best_changes):>13} {share(top_changes):>13} "
              f"{share(mark_changes):>13} {statistics.mean(worlds):10.0f} {statistics.median(cpu):10.2f} "
              f"{max(cpu):6.2f} {statistics.median(times):11.2f} {100 * statistics.mean(accuracy):7.1f}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
