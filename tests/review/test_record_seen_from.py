"""A hand's record seen from another seat: the review of a player who did not sit at seat 0."""

from __future__ import annotations

import random

import pytest

from briscola_desktop.review import HandRecord
from briscola_desktop.rules import PRESETS, HandState

from tests.support.rules_helpers import play_randomly


def _played(variant_name: str, seed: int) -> HandState:
    state = HandState(PRESETS[variant_name], dealer=seed % PRESETS[variant_name].players, seed=seed)
    play_randomly(state, random.Random(seed))
    return state


@pytest.mark.parametrize("variant_name", sorted(PRESETS))
def test_every_seat_replays_the_same_hand_from_seat_zero(variant_name: str) -> None:
    for seed in (3, 11):
        original = _played(variant_name, seed)
        record = HandRecord.from_state(original)
        n = original.players
        for seat in range(n):
            turned = record.seen_from(seat)
            dealt = turned.new_state()
            first = HandState(record.variant, dealer=record.dealer, seed=record.seed, hand_index=record.hand_index)
            assert [dealt.hands[(s - seat) % n] for s in range(n)] == first.hands
            final = dealt
            for final, _action in turned.steps():   # one state, advanced in place after each action
                pass
            assert final.is_over
            assert [final.points[(s - seat) % n] for s in range(n)] == list(original.points)
            result, seen = original.result, final.result
            assert result.thrown_in == seen.thrown_in
            if not result.thrown_in:
                mine = next(i for i, side in enumerate(result.sides) if seat in side)
                assert sorted(result.points) == sorted(seen.points)
                ours = next(i for i, side in enumerate(seen.sides) if 0 in side)
                assert seen.points[ours] == result.points[mine]


def test_a_seat_outside_the_table_is_refused() -> None:
    record = HandRecord.from_state(_played("two_players", 1))
    with pytest.raises(ValueError):
        record.seen_from(2)
