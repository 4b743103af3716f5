"""Each played card lies towards the seat that played it, and stays readable."""

from __future__ import annotations

import math

import pytest

from briscola_desktop.app.table.layout import table_layout
from briscola_desktop.rules import PRESETS

SIZES = [(800, 600), (1280, 800), (1920, 1080)]
TABLES = sorted({v.players for v in PRESETS.values() if v.players >= 3})


def _angle(a, b) -> float:
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0]))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", TABLES)
def test_every_trick_card_points_towards_its_seat(size, players):
    lay = table_layout(size, players, 3)
    for seat, place in enumerate(lay.seats):
        to_card = _angle(lay.centre, place.table)
        to_hand = _angle(lay.centre, place.hand)
        off = abs((to_card - to_hand + 180) % 360 - 180)
        assert off <= 30, f"seat {seat}: its card lies {off:.0f} degrees away from its hand"


def _covers(top, under, w, h) -> tuple[bool, bool]:
    """Does the card centred at ``top`` hide the top-left / bottom-right index of ``under``?"""
    iw, ih = w * 0.22, h * 0.3            # the index: number and suit sign in the corner
    tx0, ty0, tx1, ty1 = top[0] - w / 2, top[1] - h / 2, top[0] + w / 2, top[1] + h / 2
    ux0, uy0 = under[0] - w / 2, under[1] - h / 2
    corners = ((ux0, uy0, ux0 + iw, uy0 + ih), (ux0 + w - iw, uy0 + h - ih, ux0 + w, uy0 + h))
    return tuple(not (cx1 <= tx0 or cx0 >= tx1 or cy1 <= ty0 or cy0 >= ty1) for cx0, cy0, cx1, cy1 in corners)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", TABLES)
def test_whoever_leads_every_card_of_the_trick_shows_an_index(size, players):
    lay = table_layout(size, players, 3)
    w, h = lay.table_width, lay.table_width * 1.5
    spots = [p.table for p in lay.seats]
    for leader in range(players):
        order = [(leader + k) % players for k in range(players)]
        for i, seat in enumerate(order):
            hidden_tl = hidden_br = False
            for later in order[i + 1:]:
                tl, br = _covers(spots[later], spots[seat], w, h)
                hidden_tl, hidden_br = hidden_tl or tl, hidden_br or br
            assert not (hidden_tl and hidden_br), f"leader {leader}: seat {seat}'s card shows no index"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("hand_size", [3, 5])
def test_two_players_lay_their_cards_side_by_side_without_covering(size, hand_size):
    """Two seats: the cards lie staggered (the person's lower, towards the person) but apart, so
    neither hides any part of the other: both corner indices of the lead card stay readable."""
    lay = table_layout(size, 2, hand_size)
    w, h = lay.table_width, lay.table_width * 1.5
    (ax, ay), (bx, by) = (p.table for p in lay.seats)
    assert abs(ax - bx) >= w or abs(ay - by) >= h, "the two trick cards overlap"
    assert ay > by                       # the person's card is the nearer one
