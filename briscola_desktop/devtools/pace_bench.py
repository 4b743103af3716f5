"""Pace of play: ``python -m briscola_desktop.bench pace [--tricks N]``.

How long the person waits at the table, from the animation timings alone: the real table
scene is stepped with a fixed 1/60 s on a virtual clock (no sleeping), the computer seats
answer at once (their think pause still counts: it is part of the pace), and the person
plays their first legal card the moment it is their turn. Printed, at Normal and Fast speed,
as medians over the tricks of seeded deals:

- **trick cycle** (two players): from the person's card to their next turn: their card
  flying, the computer's answer, the trick read, the sweep and the draws;
- **computer card to prompt** (two players): from the computer's card landing in the
  trick to the person's next turn (the figure a player feels as "waiting");
- **per computer seat** (four seats): from a computer seat's turn to the next seat's turn in
  the same trick (its think pause and its card's flight), and the whole wait from the
  person's card to their next turn.

Targets: Normal at most 2.5 s per two-player trick cycle and 1 s per computer
seat; Fast at half that.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys

import pygame

from briscola_desktop import i18n
from briscola_desktop.app.core.scene import App
from briscola_desktop.play.seats import FirstLegal
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.rules import PRESETS

DT = 1 / 60


def run_table(variant_name: str, speed: str, tricks: int, seed: int) -> dict[str, list[float]]:
    """Step a table and collect the waits (virtual seconds) named in the module docstring."""
    pygame.init()
    app = App((1280, 800))
    app.draw = lambda: None  # type: ignore[method-assign]  # pace depends on update only: skip the pixels
    config = TableConfig(variant=PRESETS[variant_name], seed=seed, speed=speed, threaded=False)
    table = TableScene(app, config, make_player=lambda level, seed: FirstLegal())
    app.stack.push(table)
    clock = 0.0
    person_played: float | None = None
    computer_card: float | None = None
    turn: tuple[object, int, int, float] | None = None   # (position token, seat, cards on the felt, began)
    out: dict[str, list[float]] = {"cycle": [], "computer_to_prompt": [], "per_seat": []}
    real_submit = table.local.runner.submit

    def submit(action: object, seat: int) -> bool:
        nonlocal computer_card
        ok = real_submit(action, seat)
        if ok and seat != 0:
            computer_card = clock
        return ok

    table.local.runner.submit = submit  # type: ignore[method-assign]
    seen = 0
    for _ in range(2_000_000):
        hand = table.local.match.hand
        if table.local.match.is_over or hand.is_over or seen >= tricks:
            break
        if table.board.idle and (turn is None or turn[0] != table.port.token):
            on_felt = len(hand.table)
            # A computer seat's share: its turn until the next seat's turn within the same trick.
            if turn is not None and turn[1] != 0 and on_felt == turn[2] + 1:
                out["per_seat"].append(clock - turn[3])
            turn = (table.port.token, hand.to_act, on_felt, clock)
        if table.person_to_act():
            if person_played is not None:
                out["cycle"].append(clock - person_played)
                seen += 1
            if computer_card is not None:
                out["computer_to_prompt"].append(clock - computer_card)
                computer_card = None
            person_played = clock
            table.play_card(table.legal_now()[0])
        app.frame(DT)
        clock += DT
    app.stack.clear()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.bench pace",
                                     description="Seconds the person waits per trick, from the animation timings.")
    parser.add_argument("--tricks", type=int, default=12, help="tricks measured per table and speed")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    i18n.set_language("en")
    print(f"pace at the table (virtual clock, 1/60 s steps, computers answer at once; medians over "
          f"{args.tricks} tricks; seconds)")
    print(f"{'speed':8} {'2p trick cycle':>15} {'2p computer card -> prompt':>27} "
          f"{'4p per computer seat':>21} {'4p person card -> prompt':>25}")
    for speed in ("normal", "fast"):
        two = run_table("two_players", speed, args.tricks, args.seed)
        four = run_table("four_teams", speed, args.tricks, args.seed)
        med = statistics.median
        print(f"{speed:8} {med(two['cycle']):15.2f} {med(two['computer_to_prompt']):27.2f} "
              f"{med(four['per_seat']):21.2f} {med(four['cycle']):25.2f}")
    print("targets: normal <= 2.50 per 2p trick cycle and <= 1.00 per computer seat; fast half of that")
    return 0


if __name__ == "__main__":
    sys.exit(main())
