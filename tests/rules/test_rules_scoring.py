"""The rules core's public scoring helpers, shared by the match and the score pad."""

from __future__ import annotations

import pytest

from briscola_desktop.rules import (MATCH_FORMATS, MatchFormat, MatchKind, bid_made, chiamata_seat_scores,
                                    dealer_of_hand, hand_winner, match_winners)


def test_hand_winner_is_the_side_with_most_points():
    assert hand_winner((70, 50)) == 0
    assert hand_winner((30, 90)) == 1
    assert hand_winner((20, 40, 60)) == 2


def test_sixty_all_and_a_shared_top_are_drawn_hands():
    assert hand_winner((60, 60)) is None
    assert hand_winner((50, 50, 20)) is None
    # A tie below the top does not matter.
    assert hand_winner((60, 30, 30)) == 0


def test_bid_made_needs_the_bid_points():
    assert bid_made(61, 61)
    assert not bid_made(60, 61)
    assert bid_made(90, 80)


def test_chiamata_scores_with_a_partner_and_alone():
    assert chiamata_seat_scores(5, 0, 2, True) == (2, -1, 1, -1, -1)
    assert chiamata_seat_scores(5, 0, 2, False) == (-2, 1, -1, 1, 1)
    assert chiamata_seat_scores(5, 3, 3, True) == (-1, -1, -1, 4, -1)
    assert chiamata_seat_scores(5, 3, 3, False) == (1, 1, 1, -4, 1)
    with pytest.raises(ValueError):
        chiamata_seat_scores(5, 5, 0, True)


def test_the_deal_passes_round_the_table():
    assert [dealer_of_hand(2, i, 4) for i in range(6)] == [2, 3, 0, 1, 2, 3]


def test_match_winners_for_each_kind():
    bo3 = MATCH_FORMATS["best_of_three"]
    assert match_winners(bo3, [1, 1], [100, 140], 2) is None
    assert match_winners(bo3, [2, 1], [0, 0], 3) == (0,)
    to121 = MATCH_FORMATS["to_121"]
    assert match_winners(to121, [1, 0], [120, 0], 1) is None
    assert match_winners(to121, [1, 1], [130, 110], 2) == (0,)
    assert match_winners(to121, [1, 1], [130, 130], 2) is None  # level at the top: play on
    five = MatchFormat(MatchKind.DEALS, 2)
    assert match_winners(five, [0] * 5, [2, -1, 1, -1, -1], 1) is None
    assert match_winners(five, [0] * 5, [3, 0, 3, -3, -3], 2) == (0, 2)
