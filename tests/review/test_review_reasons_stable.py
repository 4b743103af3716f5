"""The review's reasons stay the same words for the same positions.

Every ordered pair of legal cards at every decision of seeded hands (random legal play, so a change
to the computer players cannot move them) is explained, and the reasons are compared with the
ones recorded in ``data/review_reasons.json``: a few hands in full, readable, and many more as one
digest. After a deliberate change to the reasons, record them again with
``python -m tests.review.test_review_reasons_stable`` and say why in the commit.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from briscola_desktop.review import HandRecord, explain, plays_to_judge
from briscola_desktop.rules import POINTS, HandState, preset
from briscola_desktop.rules.cards import STRENGTH

RECORDED = Path(__file__).parents[1] / "data" / "review_reasons.json"

#: Hands shown in full in the recorded file: variant and seeds.
SHOWN = {"two_players": (0, 2), "three_players_39": (0,), "four_teams": (3,)}
#: Hands checked through the digest: every table shape the reasons look at, and enough two-seat
#: hands that each reason comes up many times.
DIGESTED: dict[str, tuple[int, ...] | range] = {
    "two_players": range(40), "three_players_39": range(12), "four_teams": range(12),
    "chiamata": range(10), "five_players": range(6), "briscolone": range(8),
}


def _hand(variant: str, seed: int) -> HandRecord:
    """A hand of random legal actions (bids too), the same for the same variant and seed."""
    rng = random.Random(seed * 7919 + len(variant))
    state = HandState(preset(variant), seed=seed)
    while not state.is_over:
        state.apply(rng.choice(sorted(state.legal_actions(), key=repr)))
    return HandRecord.from_state(state)


def _reasons(hands: dict[str, tuple[int, ...] | range]) -> list[str]:
    """One line per (decision, card played, best card): the reasons' keys, cards and counts."""
    lines = []
    for variant, seeds in hands.items():
        for seed in seeds:
            record = _hand(variant, seed)
            for seat in range(record.variant.players):
                for i, view, _ in plays_to_judge(record, seat):
                    legal = sorted(view.legal_actions(), key=int)
                    # Values that differ card to card, so the cost named with a reason varies too.
                    values = {c: POINTS[c] * 1.3 + STRENGTH[c] * 0.7 + (int(c) * 37 % 11) for c in legal}
                    for played in legal:
                        for best in legal:
                            if played != best:
                                said = "; ".join(
                                    r.key.rsplit(".", 1)[1]
                                    + "".join(f" {n}={c.key}" for n, c in r.cards)
                                    + ("" if r.count is None else f" #{r.count}")
                                    for r in explain(view, played, best, values))
                                lines.append(f"{variant} {seed} seat {seat} action {i}: "
                                             f"{played.key} for {best.key}: {said}")
    return lines


def _digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def _record() -> dict:
    return {"shown": _reasons(SHOWN), "digested": _digest(_reasons(DIGESTED))}


def test_the_reasons_of_the_shown_hands_are_the_recorded_ones():
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))["shown"]
    now = _reasons(SHOWN)
    assert len(now) == len(recorded)
    differ = [(a, b) for a, b in zip(now, recorded) if a != b]
    assert not differ, f"{len(differ)} reasons changed, the first: now {differ[0][0]!r}, was {differ[0][1]!r}"


def test_the_reasons_of_many_more_hands_give_the_recorded_digest():
    assert _digest(_reasons(DIGESTED)) == json.loads(RECORDED.read_text(encoding="utf-8"))["digested"]


def test_the_recorded_hands_meet_every_reason():
    """The comparison means something for each reason: every key comes up in the shown hands."""
    from briscola_desktop.review import REASON_KEYS

    said = "\n".join(json.loads(RECORDED.read_text(encoding="utf-8"))["shown"])
    missing = [k for k in REASON_KEYS if f" {k.rsplit('.', 1)[1]}" not in said]
    assert not missing


if __name__ == "__main__":
    RECORDED.write_text(json.dumps(_record(), indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {RECORDED}")
