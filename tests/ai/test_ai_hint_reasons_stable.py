"""The hint's reasons stay the same for the same positions.

Every legal action at every turn of seeded hands (random legal play, bids and calls too) is explained
by :func:`briscola_desktop.ai.hints.explain`; the reasons, one line each, must give the digest recorded
below. After a deliberate change to the hints, print the new digest with
``python -m tests.ai.test_ai_hint_reasons_stable`` and say why in the commit.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random

from briscola_desktop.ai.hints import HINT_KEYS, explain
from briscola_desktop.rules import ExchangeRule, HandState, preset

#: Tables and hands; "+exchange": the preset playing the exchange of the seven (a house rule).
HANDS = {"two_players": 30, "three_players_39": 8, "four_teams": 8, "chiamata": 10, "five_players": 5,
         "briscolone": 6, "two_players+exchange": 12, "four_teams+exchange": 4}
# Recorded again when the exchange of the seven came in: the tables "+exchange" were added; the lines of
# the other tables are unchanged (their digest alone is still a3e1bd58...).
RECORDED = "90021926c777048945ece1b9fc18d39bd6b6d9f33d8e32085a77b7b228022580"


def _reasons() -> list[str]:
    lines = []
    for variant, seeds in HANDS.items():
        for seed in range(seeds):
            rng = random.Random(seed)
            name, _, rule = variant.partition("+")
            table = preset(name)
            if rule:
                table = dataclasses.replace(table, exchange=ExchangeRule.ON)
            state = HandState(table, seed=seed)
            while not state.is_over:
                view = state.view(state.to_act)
                actions = sorted(state.legal_actions(), key=repr)
                lines += [f"{variant} {seed} {a!r}: {explain(view, a)!r}" for a in actions]
                state.apply(rng.choice(actions))
    return lines


def _digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def test_the_hints_reasons_give_the_recorded_digest():
    lines = _reasons()
    assert all(any(f"'{key}'" in line for line in lines) for key in HINT_KEYS), "a reason never comes up"
    assert _digest(lines) == RECORDED


if __name__ == "__main__":
    print(_digest(_reasons()))
