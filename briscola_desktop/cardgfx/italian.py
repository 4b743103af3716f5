"""The Italian-suited faces, drawn in the spirit of Neapolitan cards.

Coins are golden ornate discs, cups are goblets, swords are straight blue blades
and batons are knotty clubs; aces to sevens use the traditional counts, swords and
batons crossing in a lattice; the Fante stands, the Cavallo rides and the Re wears
a crown, each holding his suit. Coordinates are card units on a 240 x 360 card.

This module lays out a card's centre (the pips, the aces); the suit signs and the colours are
drawn in :mod:`.italian_signs`, the court figures in :mod:`.italian_figures`, and every name
they offer can still be imported from here.
"""

from __future__ import annotations

import math

from briscola_desktop.rules.cards import Rank, Suit
from .italian_figures import PALETTES, Palette, cavallo, fante, re_figure
from .italian_signs import (
    BLUE, GOLD, GOLD_DARK, GOLD_LIGHT, GREEN, INK, LEAF, RED, SKIN, STEEL, STEEL_DARK, WOOD, WOOD_DARK, WOOD_LIGHT,
    baton, coin, cup, suit_sign, sword,
)
from .svg import circle, ellipse, group, path, transform

#: The names this module offers: the deck's centre drawing, and the signs, colours and figures it is made of.
__all__ = [
    "BLUE", "GOLD", "GOLD_DARK", "GOLD_LIGHT", "GREEN", "INK", "LEAF", "PALETTES", "RED", "SKIN", "STEEL",
    "STEEL_DARK", "WOOD", "WOOD_DARK", "WOOD_LIGHT", "Palette", "ace", "baton", "cavallo", "centre", "coin", "cup",
    "fante", "pips", "re_figure", "suit_sign", "sword",
]


# ---------------------------------------------------------------- pips
_COIN_SPOTS: dict[int, list[tuple[float, float]]] = {
    2: [(120, 100), (120, 260)],
    3: [(82, 88), (120, 180), (158, 272)],
    4: [(82, 100), (158, 100), (82, 260), (158, 260)],
    5: [(82, 92), (158, 92), (120, 180), (82, 268), (158, 268)],
    6: [(82, 80), (158, 80), (82, 180), (158, 180), (82, 280), (158, 280)],
    7: [(82, 74), (158, 74), (120, 128), (82, 184), (158, 184), (82, 286), (158, 286)],
}
_CUP_SPOTS: dict[int, list[tuple[float, float]]] = {
    2: [(120, 102), (120, 258)],
    3: [(120, 72), (120, 180), (120, 288)],
    4: [(82, 102), (158, 102), (82, 258), (158, 258)],
    5: [(80, 88), (160, 88), (120, 180), (80, 272), (160, 272)],
    6: [(80, 76), (160, 76), (80, 180), (160, 180), (80, 284), (160, 284)],
    7: [(82, 74), (158, 74), (72, 180), (120, 180), (168, 180), (82, 286), (158, 286)],
}


def _lattice(count: int) -> list[tuple[float, float]]:
    """(x offset, angle) of each crossed blade.

    Blades cross in pairs like an X and an odd one stands upright; one leaning
    family is turned point-down (angle + 180), as on Italian packs, so the hilts
    spread over both ends of the card instead of piling up at the bottom.
    """
    pairs = count // 2
    spread = {1: [0.0], 2: [-32.0, 32.0], 3: [-50.0, 0.0, 50.0]}[pairs]
    lean = {1: 24.0, 2: 13.0, 3: 9.0}[pairs]
    out = [(dx, lean) for dx in spread] + [(dx, 180.0 - lean) for dx in spread]
    if count % 2:
        out.append((0.0, 0.0))
    return out


def pips(suit: Suit, rank: int) -> str:
    if suit is Suit.COINS:
        r = 30 if rank <= 5 else 27
        return "".join(coin(x, y, r) for x, y in _COIN_SPOTS[rank])
    if suit is Suit.CUPS:
        h = 80 if rank <= 5 else (70 if rank == 6 else 64)
        return "".join(cup(x, y, h) for x, y in _CUP_SPOTS[rank])
    parts = []
    for dx, angle in _lattice(rank):
        if suit is Suit.SWORDS:
            length = 270 if rank < 4 else 258
            parts.append(sword(120 + dx, 180, length, {2: 15, 3: 15, 4: 14, 5: 14}.get(rank, 12), angle))
        else:
            length = 262 if rank < 4 else 250
            parts.append(baton(120 + dx, 180, length, 24 if rank < 6 else 21, angle,
                               leaves=(angle == 0 and rank == 3)))
    return "".join(parts)


def _laurel(cx: float, cy: float, r: float, a0: float, a1: float, count: int, leaf: float) -> str:
    """Leaves set along an arc (angles in degrees, 0 = right, clockwise)."""
    parts = [path(_arc(cx, cy, r, a0, a1), fill="none", stroke="#5a4a1a", stroke_width=2.0)]
    for k in range(count):
        a = a0 + (a1 - a0) * (k + 0.5) / count
        rad = math.radians(a)
        x, y = cx + r * math.cos(rad), cy + r * math.sin(rad)
        for side in (-1, 1):
            parts.append(group(ellipse(0, -leaf * 0.55, leaf * 0.28, leaf * 0.6, fill=LEAF, stroke=INK,
                                       stroke_width=1.0),
                               transform(x, y, a + 90 + side * 55 + (a1 > a0) * 180)))
    return "".join(parts)


def _arc(cx: float, cy: float, r: float, a0: float, a1: float) -> str:
    x0, y0 = cx + r * math.cos(math.radians(a0)), cy + r * math.sin(math.radians(a0))
    x1, y1 = cx + r * math.cos(math.radians(a1)), cy + r * math.sin(math.radians(a1))
    large = 1 if abs(a1 - a0) > 180 else 0
    sweep = 1 if a1 > a0 else 0
    return f"M{x0:.2f},{y0:.2f} A{r:.2f},{r:.2f} 0 {large} {sweep} {x1:.2f},{y1:.2f}"


def ace(suit: Suit) -> str:
    if suit is Suit.COINS:
        rays = []
        for first, colour in ((0, RED), (1, GOLD)):
            d = []
            for k in range(first, 24, 2):
                a = math.radians(k * 15)
                ca, sa = math.cos(a), math.sin(a)
                tri = [(-5, -78), (0, -96), (5, -78)]
                d.append("M" + " L".join(f"{120 + x * ca - y * sa:.2f},{180 + x * sa + y * ca:.2f}"
                                         for x, y in tri) + " Z")
            rays.append(path(" ".join(d), fill=colour, stroke=INK, stroke_width=1.0))
        return "".join(rays) + circle(120, 180, 82, fill=GREEN, stroke=INK, stroke_width=2.0) + \
            coin(120, 180, 74)
    if suit is Suit.CUPS:
        return (_laurel(120, 232, 86, 200, 340, 7, 20)
                + cup(120, 178, 228)
                + circle(120, 62, 10, fill=RED, stroke=INK, stroke_width=1.6))
    if suit is Suit.SWORDS:
        return (_laurel(120, 196, 70, 160, 20, 7, 18)
                + sword(120, 180, 310, 26)
                + path("M84,214 C100,236 140,236 156,214", fill="none", stroke=RED, stroke_width=5.0,
                       stroke_linecap="round"))
    return (_laurel(120, 196, 70, 160, 20, 7, 18)
            + baton(120, 182, 300, 44, leaves=True)
            + path("M86,236 C100,252 140,252 154,236", fill="none", stroke=RED, stroke_width=5.0,
                   stroke_linecap="round"))


def centre(suit: Suit, rank: Rank) -> str:
    """Everything inside the corners: pips, ace or figure."""
    if rank is Rank.ACE:
        return ace(suit)
    if rank is Rank.JACK:
        return fante(suit)
    if rank is Rank.QUEEN:
        return cavallo(suit)
    if rank is Rank.KING:
        return re_figure(suit)
    return pips(suit, int(rank))
