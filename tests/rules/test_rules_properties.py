"""Invariants over thousands of random games of every variant (hypothesis, fixed seeds)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from briscola_desktop.rules import PRESETS, HandState, IllegalAction, Match, Phase, sample_state

VARIANTS = sorted(PRESETS)
games = st.tuples(st.sampled_from(VARIANTS), st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))


def _all_cards(h: HandState) -> list:
    cards = [c for hand in h.hands for c in hand] + list(h.stock) + [c for _, c in h.table]
    cards += [c for pile in h.captured for c in pile]
    if h.trump_card is not None:
        cards.append(h.trump_card)
    return cards


def _visible(view) -> set:
    seen = set(view.hand) | set(view.played) | {c for k in view.known for c in k}
    seen |= {c for _, c in view.table} | {c for t in view.tricks for _, c in t.cards}
    for extra in (view.trump_card, view.turned_card, view.stock_top, view.called_card):
        if extra is not None:
            seen.add(extra)
    return seen


@settings(max_examples=2000, deadline=None, derandomize=True)
@given(games)
def test_each_card_once_points_120_and_views_hide_what_is_hidden(game):
    name, seed, play_seed = game
    v = PRESETS[name]
    h = HandState(v, seed=seed)
    rng = random.Random(play_seed)
    while not h.is_over:
        assert sorted(_all_cards(h)) == sorted(v.deck)
        seat = rng.randrange(v.players)
        view = h.view(seat)
        visible = _visible(view)
        for other in range(v.players):
            if other == seat:
                continue
            hidden = set(h.hands[other]) - set(view.known[other])
            if not v.open_hands:
                assert not (hidden & visible) or (v.auction and hidden & visible <= {h.called_card})
        if not v.stock_top_visible:
            assert not (set(h.stock) & visible)
        h.apply(rng.choice(h.legal_actions()))
    if not h.result.thrown_in:
        assert sum(h.points) == 120 == sum(h.result.points)


@settings(max_examples=500, deadline=None, derandomize=True)
@given(games)
def test_save_then_load_replays_identically(game):
    name, seed, play_seed = game
    m = Match(PRESETS[name], seed=seed % 10_000)
    rng = random.Random(play_seed)
    steps = rng.randrange(1, 200)
    for _ in range(steps):
        if m.is_over:
            break
        if m.hand.is_over:
            m.next_hand()
            continue
        m.apply(rng.choice(m.hand.legal_actions()))
    data = m.to_dict()
    again = Match.from_dict(data)
    assert again.to_dict() == data
    assert again.hand.hands == m.hand.hands and again.hand.stock == m.hand.stock
    assert again.results == m.results and again.scores == m.scores


@settings(max_examples=500, deadline=None, derandomize=True)
@given(games)
def test_illegal_actions_change_nothing(game):
    name, seed, play_seed = game
    v = PRESETS[name]
    h = HandState(v, seed=seed)
    rng = random.Random(play_seed)
    for _ in range(rng.randrange(0, 30)):
        if h.is_over:
            break
        h.apply(rng.choice(h.legal_actions()))
    before = (repr(h.hands), repr(h.stock), repr(h.table), list(h.points), h.to_act, h.phase, len(h.actions))
    legal = h.legal_actions()
    candidates = [c for c in v.deck if c not in legal]
    bad = rng.choice(candidates) if candidates else "nonsense"
    try:
        h.apply(bad)
    except IllegalAction as exc:
        assert str(exc)
    else:
        raise AssertionError(f"{bad!r} was accepted")
    if legal and not h.is_over:
        wrong_seat = (h.to_act + 1) % v.players
        try:
            h.apply(legal[0], seat=wrong_seat)
        except IllegalAction as exc:
            assert "turn" in str(exc)
        else:
            raise AssertionError("a move out of turn was accepted")
    after = (repr(h.hands), repr(h.stock), repr(h.table), list(h.points), h.to_act, h.phase, len(h.actions))
    assert before == after


@settings(max_examples=500, deadline=None, derandomize=True)
@given(games)
def test_sampled_states_agree_with_the_view(game):
    name, seed, play_seed = game
    v = PRESETS[name]
    h = HandState(v, seed=seed)
    rng = random.Random(play_seed)
    for _ in range(rng.randrange(0, 40)):
        if h.is_over:
            break
        h.apply(rng.choice(h.legal_actions()))
    if h.is_over:
        return
    view = h.view(h.to_act)
    s = sample_state(view, random.Random(play_seed))
    assert s.hands[view.seat] == list(view.hand)
    assert [len(x) for x in s.hands] == [len(x) for x in h.hands]
    assert s.stock_size == h.stock_size and s.trump_card == h.trump_card
    assert sorted(_all_cards(s)) == sorted(v.deck)
    for seat, known in enumerate(view.known):
        assert set(known) <= set(s.hands[seat])
    for seat, voids in enumerate(view.voids):
        if seat != view.seat:
            assert not any(c.suit in voids for c in s.hands[seat])
    assert s.legal_actions() == h.legal_actions() or h.phase is not Phase.PLAY or v.follow_suit is False
    # The sampled state plays to the end under the same rules.
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
