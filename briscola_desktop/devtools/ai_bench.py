"""``python -m briscola_desktop.bench ai``: decision times of the computer players, on one core.

Plays whole hands (each level against the reference player) in this process only and
prints, per level and table, the median, 95th percentile and maximum time of the
decisions that had a choice (a forced card is not a decision).

``--exchange on`` (or ``after_trick``) plays every table with a turned trump twice, on the same deals: without
the exchange of the seven and with it, and prints both figures side by side (an exchange is a decision of its own).
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import time

from briscola_desktop.ai.players import make_player
from briscola_desktop.devtools.arena import _parse_settings
from briscola_desktop.devtools.selfplay import percentile, play_timed
from briscola_desktop.rules import ExchangeRule, HandState, TrumpRule, hand_seed, preset


CLOCKS = {"wall": time.perf_counter, "cpu": time.thread_time}
#: Levels that search (slow): they get the hand counts as given.
SEARCHING = frozenset({"hard", "hard_v1", "hard_v2"})


def level_player(spec: str, seed: int):
    """A player of ``spec``: a level, optionally with search settings changed after ``+`` signs
    (``hard+leaf=net``: Hard with the value network's leaf, beside ``hard_v2`` in one run)."""
    level, *items = spec.split("+")
    return make_player(level, seed=seed, settings=_parse_settings(level, items) if items else None)


def decision_times(level: str, variant_name: str, hands: int, seed: int = 0, clock: str = "wall",
                   exchange: str = "off") -> list[float]:
    """Seconds per real decision of ``level`` (seat 0, and its partner at team tables) over ``hands`` deals,
    at the table playing the exchange of the seven as ``exchange`` says (off, on, after_trick)."""
    v = preset(variant_name)
    if exchange != ExchangeRule.OFF.value:
        v = dataclasses.replace(v, exchange=ExchangeRule(exchange))
    mine = set(v.sides[0]) if not v.auction else {0}
    times: list[float] = []
    for deal in range(hands):
        players = [level_player(level, seed + s) if s in mine else make_player("reference", seed=seed + s)
                   for s in range(v.players)]
        state = HandState(v, seed=hand_seed(seed, deal), hand_index=deal)
        times.extend(dt for seat, dt in play_timed(state, players, CLOCKS[clock]) if seat in mine)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.bench ai")
    parser.add_argument("--hands", type=int, default=40, help="two-player hands for Hard (other tables: fewer)")
    parser.add_argument("--levels", default="easy,medium,hard",
                        help="levels, each optionally with search settings: hard+leaf=net")
    parser.add_argument("--tables", default="two_players,four_teams,six_two_teams,chiamata,briscolone")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall",
                        help="wall time, or this thread's CPU time (not inflated by a busy machine)")
    parser.add_argument("--exchange", choices=[r.value for r in ExchangeRule], default="off",
                        help="also play each table with a turned trump with the exchange of the seven (on, or"
                             " after_trick) on the same deals, and print its times beside those without it")
    args = parser.parse_args(argv)
    compare = args.exchange != ExchangeRule.OFF.value
    print(f"decision times on one core (decisions with a real choice; ms, {args.clock} clock)")
    levels = args.levels.split(",")
    width = max(8, *(len(level) for level in levels))
    head = f"{'level':{width}} {'table':16} {'decisions':>9} {'median':>8} {'p95':>8} {'max':>8}"
    if compare:
        head += f"   | exchange {args.exchange}: {'decisions':>9} {'median':>8} {'p95':>8} {'max':>8}"
    print(head)
    for level in levels:
        for table in args.tables.split(","):
            hands = args.hands if table == "two_players" else max(2, args.hands // 5)
            if level.split("+")[0] not in SEARCHING:
                hands *= 5  # rule players are quick: more hands for the same wait
            ts = decision_times(level, table, hands, args.seed, args.clock)
            if not ts:
                continue
            line = f"{level:{width}} {table:16} {_figures(ts)}"
            if compare and preset(table).trump is TrumpRule.TURNED:
                pad = " " * len(f"exchange {args.exchange}: ")
                with_rule = decision_times(level, table, hands, args.seed, args.clock, args.exchange)
                line += f"   | {pad}{_figures(with_rule)}"
            print(line)
    return 0


def _figures(ts: list[float]) -> str:
    """Decisions, median, 95th percentile and maximum (ms) of ``ts`` (seconds), in the table's columns."""
    return (f"{len(ts):9d} {1000 * statistics.median(ts):8.1f} {1000 * percentile(ts, 0.95):8.1f} "
            f"{1000 * max(ts):8.1f}")


if __name__ == "__main__":
    raise SystemExit(main())
