"""Briscola chiamata: the auction, the called card, the secret partner and the match points."""

from __future__ import annotations

import random

import pytest

from briscola_desktop.rules import PASS, Bid, Call, HandState, IllegalAction, Phase, Rank, Suit, events, preset

from tests.support.rules_helpers import C, play_randomly

CH = preset("chiamata")


def _hand(seed=1):
    return HandState(CH, dealer=4, seed=seed)


def test_all_forty_cards_dealt_eight_each_no_stock_no_trump_yet():
    hand = _hand()
    assert [len(h) for h in hand.hands] == [8] * 5
    assert hand.stock_size == 0 and hand.trump_suit is None
    assert hand.phase is Phase.AUCTION and hand.to_act == 0


def test_bids_go_down_from_ace_then_points_rise_above_61():
    hand = _hand()
    hand.apply(Bid(Rank.KING))
    with pytest.raises(IllegalAction, match="higher than the last"):
        hand.apply(Bid(Rank.ACE))
    with pytest.raises(IllegalAction, match="after a bid of two"):
        hand.apply(Bid(Rank.SEVEN, 70))
    hand.apply(Bid(Rank.TWO))
    legal = hand.legal_actions()
    assert Bid(Rank.TWO, 62) in legal and Bid(Rank.FOUR) not in legal and PASS in legal
    hand.apply(Bid(Rank.TWO, 65))
    assert hand.high_bid == Bid(Rank.TWO, 65) and hand.high_bidder == 2


def test_a_pass_is_final_and_the_last_bidder_wins_the_auction():
    hand = _hand()
    hand.apply(Bid(Rank.ACE))       # seat 0
    hand.apply(PASS)                # seat 1 out for good
    hand.apply(Bid(Rank.THREE))     # seat 2
    hand.apply(PASS)                # seat 3
    hand.apply(PASS)                # seat 4
    assert hand.to_act == 0, "seat 1 passed and is skipped"
    out = hand.apply(PASS)          # seat 0
    assert events.AuctionWon(2, Bid(Rank.THREE)) in out
    assert hand.phase is Phase.CALL and hand.to_act == 2


def test_everyone_passes_cards_thrown_in():
    hand = _hand()
    out = []
    for _ in range(5):
        out = hand.apply(PASS)
    assert hand.is_over and hand.result.thrown_in
    assert any(isinstance(e, events.ThrownIn) for e in out)


def test_call_sets_trump_and_partner_is_revealed_when_played():
    hand = _hand(seed=7)
    hand.apply(Bid(Rank.ACE))
    for _ in range(4):
        hand.apply(PASS)
    out = hand.apply(Call(Suit.SWORDS))
    called = C(Suit.SWORDS, Rank.ACE)
    assert out == [events.CardCalled(0, called)]
    assert hand.trump_suit == Suit.SWORDS
    holder = next(s for s in range(5) if called in hand.hands[s])
    assert hand.partner == holder
    others = [s for s in range(5) if s != holder]
    assert all(hand.view(s).partner is None for s in others if s != holder)
    assert hand.view(holder).partner == holder
    rng = random.Random(7)
    revealed = []
    while not hand.is_over:
        out = hand.apply(rng.choice(hand.legal_actions()))
        revealed += [e for e in out if isinstance(e, events.PartnerRevealed)]
    assert revealed == [events.PartnerRevealed(holder, 0)]
    r = hand.result
    assert r.caller == 0 and r.partner == holder and r.bid == Bid(Rank.ACE)


@pytest.mark.parametrize("won", [True, False])
def test_match_points_caller_two_partner_one_others_minus_one(won):
    hand = _scripted_finish(partner_is_caller=False, caller_points=70 if won else 50)
    r = hand.result
    scores = r.seat_scores
    sign = 1 if won else -1
    assert scores[r.caller] == 2 * sign and scores[r.partner] == sign
    assert all(scores[s] == -sign for s in range(5) if s not in (r.caller, r.partner))
    assert sum(scores) == 0


def test_alone_caller_scores_four_others_minus_one():
    hand = _scripted_finish(partner_is_caller=True, caller_points=61)
    r = hand.result
    assert r.partner == r.caller
    assert r.seat_scores[r.caller] == 4
    assert all(r.seat_scores[s] == -1 for s in range(5) if s != r.caller)


def test_calling_side_needs_the_bid_points():
    hand = _scripted_finish(partner_is_caller=False, caller_points=64, bid=Bid(Rank.TWO, 65))
    assert hand.result.bid == Bid(Rank.TWO, 65)
    assert hand.result.winner == 1
    hand.points[hand.result.caller] = 65
    hand.points[next(s for s in range(5) if s not in hand.result.sides[0])] = 55
    hand._finish()
    assert hand.result.winner == 0


ACE_BID = Bid(Rank.ACE)


def _scripted_finish(partner_is_caller, caller_points, bid=ACE_BID):
    hand = _hand(seed=3)
    if bid.points > 61:
        hand.apply(Bid(Rank.TWO))   # points are raised only after a plain two
    hand.apply(bid)
    while hand.phase is Phase.AUCTION:
        hand.apply(PASS)
    caller = hand.high_bidder
    # Call a card the caller holds (alone) or one held by somebody else.
    own = [c for c in hand.hands[caller] if c.rank == bid.rank]
    others = [s for s in Suit if C(s, bid.rank) not in hand.hands[caller]]
    suit = own[0].suit if partner_is_caller else others[0]
    if partner_is_caller and not own:
        pytest.skip("caller holds no card of that rank in this deal")
    hand.apply(Call(suit))
    play_randomly(hand, random.Random(0))
    calling = {caller, hand.partner}
    # Re-score with chosen points to test the arithmetic.
    pts = [0] * 5
    pts[caller] = caller_points
    rest = [s for s in range(5) if s not in calling]
    pts[rest[0]] = 120 - caller_points
    hand.points = pts
    hand._finish()
    return hand
