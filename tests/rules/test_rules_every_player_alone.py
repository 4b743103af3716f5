"""Every player for themselves at four, five and six seats.

Card and trick counts, the deal and the draw order, who takes the face-up trump, ties at
the top, match formats, saves and what each seat's view hides, at each new table.
"""

from __future__ import annotations

import random

import pytest

from briscola_desktop.rules import (
    MATCH_FORMATS, PRESETS, HandState, IllegalAction, Match, MatchKind, Phase, Rank, SaveError, TrumpRule,
    Variant, default_format, events, preset,
)

from tests.support.rules_helpers import deck_with, play_match, play_randomly

# name: (players, cards in the deck, tricks, cards in the stock after the deal, face-up trump included)
ALONE = {
    "four_players": (4, 40, 10, 28),
    "five_players": (5, 40, 8, 25),
    "six_players": (6, 36, 6, 18),
}
NAMES = sorted(ALONE)


@pytest.mark.parametrize("name", NAMES)
def test_each_seat_is_its_own_side_with_a_turned_trump_and_no_auction(name):
    v = preset(name)
    assert v.teams is None and not v.auction and v.trump == TrumpRule.TURNED
    assert v.sides == tuple((s,) for s in range(v.players))
    assert v.hand_size == 3 and not v.follow_suit and not v.open_hands
    assert v.match_kind == MatchKind.WINS
    hand = HandState(v, seed=1)
    assert hand.phase is Phase.PLAY  # five seats: plain Briscola, straight to the cards
    assert all(hasattr(a, "suit") for a in hand.legal_actions())


@pytest.mark.parametrize("name", NAMES)
def test_card_and_trick_counts(name):
    players, cards, tricks, stock = ALONE[name]
    v = preset(name)
    assert v.players == players and len(v.deck) == cards and v.tricks == tricks
    for seed in range(3):
        hand = HandState(v, seed=seed)
        assert [len(h) for h in hand.hands] == [3] * players
        assert hand.stock_size == stock and hand.trump_card is not None
        play_randomly(hand, random.Random(seed))
        assert len(hand.tricks) == tricks
        assert sorted(c for t in hand.tricks for _, c in t.cards) == sorted(v.deck)
        assert sum(hand.points) == 120 and len(hand.result.points) == players


def test_six_players_play_without_the_twos_and_four_and_five_with_all_forty():
    assert all(c.rank != Rank.TWO for c in preset("six_players").deck)
    assert preset("six_players").removed == preset("six_two_teams").removed
    assert sum(1 for c in preset("four_players").deck if c.rank == Rank.TWO) == 4
    assert sum(1 for c in preset("five_players").deck if c.rank == Rank.TWO) == 4


@pytest.mark.parametrize("name", NAMES)
def test_deal_goes_counterclockwise_from_the_dealers_right(name):
    v = preset(name)
    n = v.players
    hand = HandState(v, dealer=2, seed=5)
    dealt = [e.seat for e in hand.deal_events if isinstance(e, events.CardDealt)]
    assert dealt == [(2 + k) % n for k in range(1, n + 1)] * 3
    assert hand.leader == hand.to_act == 3 % n


@pytest.mark.parametrize("name", NAMES)
def test_draws_come_out_even_and_the_last_drawer_takes_the_face_up_trump(name):
    players, _, tricks, stock = ALONE[name]
    v = preset(name)
    for seed in range(6):
        hand = HandState(v, seed=seed)
        turned = hand.trump_card
        rng = random.Random(seed)
        rounds = []
        while not hand.is_over:
            out = hand.apply(rng.choice(hand.legal_actions()))
            draws = [e for e in out if isinstance(e, (events.CardDrawn, events.TrumpDrawn))]
            if draws:
                winner = next(e.winner for e in out if isinstance(e, events.TrickWon))
                rounds.append((winner, draws))
        assert len(rounds) == stock // players            # 7 rounds at four, 5 at five, 3 at six
        assert len(rounds) == tricks - 3                   # the last three tricks have nothing to draw
        for winner, draws in rounds:
            assert [d.seat for d in draws] == [(winner + k) % players for k in range(players)]
        last_winner, last = rounds[-1]
        trump_draws = [d for _, ds in rounds for d in ds if isinstance(d, events.TrumpDrawn)]
        assert trump_draws == [last[-1]], "the face-up trump is the very last card drawn"
        assert last[-1].card == turned
        # At four seats the fourth drawer; in general the seat before the trick's winner.
        assert last[-1].seat == (last_winner + players - 1) % players


def test_four_players_scripted_last_round_gives_the_trump_to_the_fourth_drawer():
    """A scripted deal (the seven of coins turned up after twelve dealt cards), first legal card everywhere."""
    from briscola_desktop.rules import Suit, card

    v = preset("four_players")
    seven = card(Suit.COINS, Rank.SEVEN)
    front = [c for c in v.deck if c != seven][:12] + [seven]
    hand = HandState(v, dealer=3, deck=deck_with(v, front))
    assert hand.trump_card == seven and hand.leader == 0
    assert hand.hands[0] == [front[0], front[4], front[8]]  # one card at a time from the dealer's right
    rounds = []
    while not hand.is_over:
        out = hand.apply(hand.legal_actions()[0])
        drawn = [e for e in out if isinstance(e, (events.CardDrawn, events.TrumpDrawn))]
        if drawn:
            rounds.append(drawn)
    assert len(rounds) == 7 and all(len(r) == 4 for r in rounds)
    last = rounds[-1]
    assert [type(e) for e in last] == [events.CardDrawn] * 3 + [events.TrumpDrawn]
    assert last[3].card == seven and last[3].seat == (last[0].seat + 3) % 4
    assert seven in hand.captured[0] + hand.captured[1] + hand.captured[2] + hand.captured[3]


def _tie_at_the_top(name: str) -> tuple[HandState, list[int]]:
    """A real hand (random play) that ends with two or more seats level at the top."""
    v = preset(name)
    for seed in range(400):
        hand = HandState(v, seed=seed)
        play_randomly(hand, random.Random(seed))
        pts = list(hand.result.points)
        if pts.count(max(pts)) > 1:
            return hand, pts
    raise AssertionError(f"no tie at the top in 400 random hands of {name}")


@pytest.mark.parametrize("name", NAMES)
def test_most_points_wins_and_a_tie_at_the_top_is_a_drawn_hand(name):
    hand, pts = _tie_at_the_top(name)
    assert hand.result.is_draw and hand.result.winner is None
    # And an ordinary hand: the single highest score wins, 61 or not.
    v = preset(name)
    for seed in range(20):
        other = HandState(v, seed=seed)
        play_randomly(other, random.Random(seed))
        p = list(other.result.points)
        if p.count(max(p)) == 1:
            assert other.result.winner == p.index(max(p))
            assert other.result.points == other.result.seat_points
            break
    else:  # pragma: no cover
        pytest.fail("no decided hand in 20 seeds")


def test_a_tie_below_the_top_is_not_a_draw():
    v = preset("five_players")
    for seed in range(400):
        hand = HandState(v, seed=seed)
        play_randomly(hand, random.Random(seed))
        p = list(hand.result.points)
        top = max(p)
        if p.count(top) == 1 and len(set(p)) < len(p):
            assert hand.result.winner == p.index(top)
            return
    pytest.fail("no hand with a tie below the top in 400 seeds")


@pytest.mark.parametrize("name", NAMES)
def test_match_formats_are_those_of_the_other_individual_tables(name):
    v = preset(name)
    three = preset("three_players_36")
    fits = [n for n, f in MATCH_FORMATS.items() if f.kind == v.match_kind]
    assert fits == [n for n, f in MATCH_FORMATS.items() if f.kind == three.match_kind]
    assert fits == ["single_hand", "best_of_three", "best_of_five", "first_to_five"]
    assert default_format(v) == default_format(three) == MATCH_FORMATS["best_of_three"]
    with pytest.raises(ValueError, match="played by wins"):
        Match(v, MATCH_FORMATS["to_121"])


@pytest.mark.parametrize("name", NAMES)
def test_a_match_counts_hands_per_seat_and_a_drawn_hand_for_nobody(name):
    v = preset(name)
    match = Match(v, MATCH_FORMATS["best_of_three"], seed=3)
    assert match.sides == v.sides and len(match.hands_won) == v.players
    play_match(match, random.Random(3))
    won = [r.winner for r in match.results if r.winner is not None]
    assert match.hands_won == [won.count(s) for s in range(v.players)]
    assert len(match.winners) == 1 and match.hands_won[match.winners[0]] == 2
    assert len(match.results) - len(won) == sum(1 for r in match.results if r.is_draw)


@pytest.mark.parametrize("name", NAMES)
def test_a_saved_match_resumes_exactly_mid_hand_and_between_hands(name):
    v = preset(name)
    match = Match(v, MATCH_FORMATS["best_of_five"], seed=21, first_dealer=1)
    rng = random.Random(21)
    while not match.hand.is_over:
        match.apply(rng.choice(match.hand.legal_actions()))
    match.next_hand()
    for _ in range(v.players * 2 + 1):  # into the third trick of the second hand
        match.apply(rng.choice(match.hand.legal_actions()))
    saved = match.to_dict()
    assert saved["variant"]["name"] == name
    again = Match.from_dict(saved)
    assert again.to_dict() == saved
    assert again.hand.hands == match.hand.hands and again.hand.stock == match.hand.stock
    assert again.hand.to_act == match.hand.to_act and again.hands_won == match.hands_won
    # A tampered save is refused with the reason, never half-built.
    saved["hands"][1][0] = "9X"
    with pytest.raises(SaveError):
        Match.from_dict(saved)


@pytest.mark.parametrize("name", NAMES)
def test_a_view_shows_only_the_own_hand_until_the_face_up_trump_is_taken(name):
    v = preset(name)
    n = v.players
    hand = HandState(v, seed=9)
    rng = random.Random(9)
    checked_after = False
    while not hand.is_over:
        for seat in range(n):
            view = hand.view(seat)
            others = {c for s in range(n) if s != seat for c in hand.hands[s]}
            assert view.hand == tuple(hand.hands[seat])
            assert not others & set(view.hand)
            face_down = [c for c in hand.stock]
            # Unseen = the other hands and the face-down stock, less what is publicly known.
            public = {c for s in range(n) for c in view.known[s]}
            assert sorted(view.unseen()) == sorted((others | set(face_down)) - public)
            assert view.known[seat] == ()
            assert view.stock_top is None
        out = hand.apply(rng.choice(hand.legal_actions()))
        took = [e for e in out if isinstance(e, events.TrumpDrawn)]
        if took:
            drawer = took[0].seat
            for seat in range(n):
                known = hand.view(seat).known
                if seat != drawer:
                    # Everyone saw who took the face-up trump, and only that card is known.
                    assert known[drawer] == (took[0].card,)
                assert all(known[s] == () for s in range(n) if s != drawer)
            checked_after = True
    assert checked_after


@pytest.mark.parametrize("name", NAMES)
def test_a_move_out_of_turn_is_refused_and_changes_nothing(name):
    hand = HandState(preset(name), seed=2)
    wrong = (hand.to_act + 1) % hand.players
    before = hand.clone().hands
    with pytest.raises(IllegalAction, match="wait for your turn"):
        hand.apply(hand.hands[wrong][0], seat=wrong)
    assert hand.hands == before and not hand.table


def test_presets_sit_beside_the_others_and_round_trip():
    names = list(PRESETS)
    for name in NAMES:
        assert name in names
        assert PRESETS[name].to_dict()["teams"] is None
        assert Variant.from_dict(PRESETS[name].to_dict()) == PRESETS[name]
    # Same seat count: the team table is still the first choice, the new one beside it.
    assert names.index("four_players") == names.index("four_teams") + 1
    assert names.index("six_players") == names.index("six_three_teams") + 1
    assert names.index("five_players") == names.index("chiamata") + 1
