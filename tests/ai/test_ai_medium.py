"""Medium's card, split into named rules (ai/medium.py), plays exactly as the one function it replaced."""

from __future__ import annotations

import random

import pytest

from briscola_desktop.ai.knowledge import believed_sides
from briscola_desktop.ai.medium import medium_card
from briscola_desktop.ai.players import reference_card
from briscola_desktop.rules import PRESETS, HandState, Phase, View, preset
from briscola_desktop.rules.cards import POINTS, STRENGTH, SUIT_INDEX, beats
from briscola_desktop.rules.tricks import trick_points, winning_entry


# ---- the original, one function of complexity 56, kept here as the reference ----------------------

def _original_safe(c: int, view: View, unseen: list[int]) -> bool:
    """No card this seat has not seen could beat ``c`` (so a lead of ``c`` wins the trick)."""
    trump = view.trump_suit
    return not any(beats(u, c, trump) for u in unseen)


def original_medium_card(view: View, legal: list):
    """Sound rules of thumb: lead lisci, take points cheaply, keep trumps, load a partner's trick."""
    trump = view.trump_suit
    seat, n = view.seat, view.players
    unseen = view.unseen()
    if view.stock_top is not None:
        unseen = [u for u in unseen if u != view.stock_top]
    # Cards other seats are known to hold (open hands, a drawn face-up trump) can beat us too.
    others_known = [c for s, k in enumerate(view.known) if s != seat for c in k]
    threats = unseen + others_known
    is_t = lambda c: trump is not None and SUIT_INDEX[c] == trump
    throw_key = lambda c: (POINTS[c] + (6 if is_t(c) else 0), STRENGTH[c], int(c))
    if not view.table:
        safe = [c for c in legal if POINTS[c] > 0 and _original_safe(c, view, threats)]
        if safe:  # a card nobody can beat: bank its points
            return max(safe, key=lambda c: (POINTS[c], -is_t(c), -int(c)))
        plain = [c for c in legal if not is_t(c)]
        if plain:
            cheap = min(plain, key=lambda c: (POINTS[c], STRENGTH[c], int(c)))
            if POINTS[cheap] < 10 or not any(is_t(c) and POINTS[c] == 0 for c in legal):
                return cheap
        return min(legal, key=lambda c: (POINTS[c], STRENGTH[c], int(c)))
    sides = believed_sides(view)
    wseat, wcard = winning_entry(view.table, trump)
    tpts = trick_points(view.table)
    last = len(view.table) == n - 1
    if sides[wseat] == sides[seat]:
        followers = [s for s, _ in view.table]
        safe_for_partner = last or _original_safe(wcard, view, threats)
        if safe_for_partner and len(set(followers)) == len(view.table):
            loads = [c for c in legal if not is_t(c) and POINTS[c] > 0]
            if loads:
                return max(loads, key=lambda c: (POINTS[c], -int(c)))
        return min(legal, key=throw_key)
    same_suit = [c for c in legal if SUIT_INDEX[c] == SUIT_INDEX[wcard] and beats(c, wcard, trump)]
    trumps_win = [c for c in legal if is_t(c) and beats(c, wcard, trump) and c not in same_suit]
    if same_suit and (last or not is_t(same_suit[0])):
        if last:
            return max(same_suit, key=lambda c: (POINTS[c], -int(c)))
        pick = min(same_suit, key=lambda c: (POINTS[c], STRENGTH[c]))
        if tpts + POINTS[pick] >= 2 or POINTS[pick] == 0:
            return pick
    cheapest_throw = min(legal, key=throw_key)
    if trumps_win:
        cheap_trump = min(trumps_win, key=lambda c: (POINTS[c], STRENGTH[c]))
        my_trumps = sum(1 for c in view.hand if is_t(c))
        worth = tpts >= 10 or (tpts >= 3 and (my_trumps >= 2 or view.stock_size <= 4))
        if view.stock_size == 0 and tpts > 0:
            worth = True
        # Giving away an ace or three costs more than spending a small trump.
        if POINTS[cheapest_throw] >= 10 and POINTS[cheap_trump] == 0:
            worth = True
        if worth and (POINTS[cheap_trump] < 10 or tpts >= 10):
            return cheap_trump
    return cheapest_throw


# ---- the check ------------------------------------------------------------------------------------

@pytest.mark.parametrize("variant_name", sorted(PRESETS))
def test_medium_rules_choose_what_the_original_function_chose(variant_name):
    rng = random.Random(variant_name)
    compared = 0
    for deal in range(40):
        state = HandState(preset(variant_name), seed=deal)
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            legal = view.legal_actions()
            if state.phase is Phase.PLAY:
                if len(legal) > 1:
                    assert medium_card(view, legal) == original_medium_card(view, legal), (deal, view)
                    compared += 1
                action = rng.choice([medium_card(view, legal), reference_card(view, legal), rng.choice(legal)])
            else:
                action = rng.choice(legal)
            state.apply(action)
    assert compared > 200
