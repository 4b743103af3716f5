"""``python -m briscola_desktop.bench rules``: speed of the rules core.

Prints complete random two-player hands per second (deal, legal_actions, apply with
events, to the end) and clone+apply per second, each as the median of several rounds.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from briscola_desktop.rules.state import HandState
from briscola_desktop.rules.variant import preset


def random_hands(count: int, variant_name: str = "two_players", seed: int = 0) -> float:
    """Play ``count`` random hands; return hands per second."""
    variant = preset(variant_name)
    rng = random.Random(seed)
    start = time.perf_counter()
    for i in range(count):
        state = HandState(variant, seed=seed * 1_000_003 + i)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
    return count / (time.perf_counter() - start)


def clone_apply(count: int, seed: int = 0) -> float:
    """Clone a mid-hand state and apply one legal card, ``count`` times; return per second."""
    rng = random.Random(seed)
    state = HandState(preset("two_players"), seed=seed)
    for _ in range(10):
        state.apply(rng.choice(state.legal_actions()))
    start = time.perf_counter()
    for _ in range(count):
        copy = state.clone(events=False)
        copy.apply(copy.legal_actions()[0])
    return count / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.bench rules")
    parser.add_argument("--hands", type=int, default=2000, help="hands per round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--variant", default="two_players")
    args = parser.parse_args(argv)
    hands = [random_hands(args.hands, args.variant, seed=r) for r in range(args.rounds)]
    clones = [clone_apply(args.hands * 20, seed=r) for r in range(args.rounds)]
    print(f"random {args.variant} hands per second (one core, median of {args.rounds}): "
          f"{statistics.median(hands):,.0f}  (min {min(hands):,.0f}, max {max(hands):,.0f})")
    print(f"clone+apply per second (median of {args.rounds}): {statistics.median(clones):,.0f}")
    return 0
