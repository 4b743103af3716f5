"""Card counts, hand sizes, draw order and the face-up trump at every table."""

from __future__ import annotations

import random

import pytest

from briscola_desktop.rules import PRESETS, HandState, IllegalAction, Rank, TrumpRule, Variant, events, preset

from tests.support.rules_helpers import play_randomly

EXPECTED = {  # name: (players, cards, tricks, hand size)
    "two_players": (2, 40, 20, 3),
    "three_players_36": (3, 36, 12, 3),
    "three_players_39": (3, 39, 13, 3),
    "four_teams": (4, 40, 10, 3),
    "six_two_teams": (6, 36, 6, 3),
    "six_three_teams": (6, 36, 6, 3),
    "chiamata": (5, 40, 8, 8),
    "scoperta": (2, 40, 20, 3),
    "briscolone": (2, 40, 20, 5),
    "briscolone_free": (2, 40, 20, 5),
}


def _finish_auction(hand: HandState) -> None:
    """Bid an ace, everyone else passes, call coins."""
    from briscola_desktop.rules import PASS, Bid, Call, Suit

    hand.apply(Bid(Rank.ACE))
    while hand.phase.value == "auction":
        hand.apply(PASS)
    hand.apply(Call(Suit.COINS))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_cards_tricks_and_hand_sizes(name):
    players, cards, tricks, size = EXPECTED[name]
    v = preset(name)
    assert v.players == players and len(v.deck) == cards and v.tricks == tricks
    hand = HandState(v, seed=4)
    assert all(len(h) == size for h in hand.hands)
    in_play = sum(len(h) for h in hand.hands) + hand.stock_size
    assert in_play == cards
    if v.auction:
        _finish_auction(hand)
    play_randomly(hand, random.Random(4))
    assert len(hand.tricks) == tricks
    assert sorted(c for t in hand.tricks for _, c in t.cards) == sorted(v.deck)
    assert sum(hand.points) == 120


def test_three_player_decks_remove_the_twos():
    assert all(c.rank != Rank.TWO for c in preset("three_players_36").deck)
    assert sum(1 for c in preset("three_players_39").deck if c.rank == Rank.TWO) == 3
    assert all(c.rank != Rank.TWO for c in preset("six_two_teams").deck)


@pytest.mark.parametrize("name", [n for n, v in PRESETS.items() if not v.auction])
def test_draw_order_winner_first_then_table_order_and_trump_last(name):
    v = preset(name)
    for seed in range(5):
        hand = HandState(v, seed=seed)
        rng = random.Random(seed)
        trump = hand.trump_card
        trump_drawn = []
        while not hand.is_over:
            out = hand.apply(rng.choice(hand.legal_actions()))
            won = [e for e in out if isinstance(e, events.TrickWon)]
            draws = [e for e in out if isinstance(e, (events.CardDrawn, events.TrumpDrawn))]
            if draws:
                w = won[0].winner
                assert [d.seat for d in draws] == [(w + k) % v.players for k in range(v.players)]
                trump_drawn += [d for d in draws if isinstance(d, events.TrumpDrawn)]
                if any(isinstance(d, events.TrumpDrawn) for d in draws):
                    assert isinstance(draws[-1], events.TrumpDrawn), "the face-up trump is the last card drawn"
        if v.trump == TrumpRule.TURNED:
            assert len(trump_drawn) == 1 and trump_drawn[0].card == trump
        else:
            assert trump_drawn == [] and trump is None


def test_teams_sit_opposite_or_alternate():
    assert preset("four_teams").teams == ((0, 2), (1, 3))
    assert preset("six_two_teams").teams == ((0, 2, 4), (1, 3, 5))
    assert preset("six_three_teams").teams == ((0, 3), (1, 4), (2, 5))


def test_team_hand_result_adds_partners_points():
    hand = HandState(preset("four_teams"), seed=8)
    play_randomly(hand, random.Random(8))
    sp = hand.result.seat_points
    assert hand.result.points == (sp[0] + sp[2], sp[1] + sp[3])


def test_individual_table_most_points_wins_tie_at_top_is_draw():
    hand = HandState(preset("three_players_36"), seed=2)
    play_randomly(hand, random.Random(2))
    hand.points = [50, 50, 20]
    hand._finish()
    assert hand.result.is_draw
    hand.points = [30, 50, 40]
    hand._finish()
    assert hand.result.winner == 1


def test_scoperta_views_show_every_hand_and_the_stock_top():
    hand = HandState(preset("scoperta"), seed=6)
    view = hand.view(0)
    assert view.known[1] == tuple(hand.hands[1])
    assert view.stock_top == hand.stock[-1]


def test_two_player_view_hides_opponent_and_stock():
    hand = HandState(preset("two_players"), seed=6)
    view = hand.view(0)
    assert view.known[1] == () and view.stock_top is None
    assert not set(hand.hands[1]) & set(view.hand)


def test_briscolone_has_no_trump_and_must_follow_suit():
    v = preset("briscolone")
    hand = HandState(v, seed=12)
    assert hand.trump_card is None and hand.trump_suit is None
    lead = hand.hands[0][0]
    hand.apply(lead)
    follower = hand.hands[1]
    same = [c for c in follower if c.suit == lead.suit]
    other = [c for c in follower if c.suit != lead.suit]
    if same and other:
        with pytest.raises(IllegalAction, match="you must follow suit"):
            hand.apply(other[0])
        assert sorted(hand.legal_actions()) == sorted(same)
    else:
        assert sorted(hand.legal_actions()) == sorted(follower)


def test_briscolone_void_is_public_until_the_next_draw():
    v = preset("briscolone")
    checked = 0
    for seed in range(40):
        hand = HandState(v, seed=seed)
        rng = random.Random(seed)
        while not hand.is_over:
            led = hand.table[0][1].suit if hand.table else None
            seat = hand.to_act
            card = rng.choice(hand.legal_actions())
            drawing_left = hand.stock_size > 0
            hand.apply(card)
            if led is not None and card.suit != led:
                # Shown void: public at once, and kept while no card is drawn.
                if not drawing_left:
                    assert led not in {c.suit for c in hand.hands[seat]}
                    assert led in hand.view((seat + 1) % 2).voids[seat]
                    checked += 1
                else:
                    assert hand.view(seat).voids[seat] == frozenset()
    assert checked > 10


def test_invalid_variants_are_refused_with_a_reason():
    with pytest.raises(ValueError, match="2 to 6 seats"):
        Variant(players=7)
    with pytest.raises(ValueError, match="do not share evenly"):
        Variant(players=3)
    with pytest.raises(ValueError, match="cover every seat"):
        Variant(players=4, teams=((0, 1), (1, 3)))


def test_variant_round_trips_through_dict():
    for v in PRESETS.values():
        assert Variant.from_dict(v.to_dict()) == v
    with pytest.raises(ValueError, match="unknown fields"):
        Variant.from_dict({**preset("two_players").to_dict(), "cheat": True})
