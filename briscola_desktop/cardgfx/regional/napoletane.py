"""Napoletane: the Neapolitan pattern, played from Abruzzo to Calabria.

What makes it known on sight, as drawn here: Spanish-type suits (separate straight swords,
knotty clubs crossed in an X, warm gold coins with a red-and-orange flower, goblets), laid out
so that every sword and club can be counted at table size; the pattern's own full-length figures
(``napoletane_figures``), drawn with heavy outlines, standing on a base coloured by suit (yellow
coins, red cups, green clubs, blue swords), so a card is read even upside down: two legs a fante,
four a cavallo, a mantle or a throne a re; the ace of coins with its double-headed eagle over the
coin; the four of coins with four tricolour banners and a crowned coat of arms between the coins;
the two and three of swords tied with a red ribbon, three yellow flowers at the heart of the four
of swords, a piper and a fox in the vignette of the five; the great sun-like grotesque mask of a
moustached man (the "gatto mammone") over the crossing of the three of clubs; a blue tartan back;
no corner numerals (the game's point badges, and an optional rank index, tell the rank).
"""

from __future__ import annotations

import math
import re

from ...rules.cards import Card, Rank, Suit
from ..svg import circle, ellipse, ellipse_d, group, path, polygon, rect, transform
from .common import INK, WHITE, base_plinth, blank, eagle_wing, leaf, sprig, star
from .napoletane_figures import cavallo, fante
from .napoletane_figures import re as king
from .signs import ClubLook, CoinLook, CupLook, SwordLook, club, coin, cup, spanish_sign, sword

PAPER = "#fbf6ea"
#: Warm coins, as printed: a gold rim, a red ring and a red-and-orange rosette on a yellow field.
COIN = CoinLook(rim="#e09a1c", field="#f7d46a", ring="#b8261e", rosette="#d2401e", heart="#f29a1a", petals=8)
CUP = CupLook(bowl="#e2a92c", band="#c0392b", knop="#2d5ea8", foot="round")
SWORD = SwordLook(blade="#d3e3f0", edge="#5f86b2", hilt="#e2a92c", grip="#2d5ea8", quillons="curl")
CLUB = ClubLook(wood="#a8692a", light="#d89c5c", dark="#5e3514", band=None, taper=0.5, sprouts=True,
                leaf="#3b8a3e")
#: The base a figure stands on, by suit.
BASES = {Suit.COINS: "#eab420", Suit.CUPS: "#b82a22", Suit.BATONS: "#24783c", Suit.SWORDS: "#22509c"}


def suit_sign(suit: Suit, cx: float, cy: float, size: float, detail: bool = False) -> str:
    return spanish_sign(suit, cx, cy, size, (COIN, CUP, SWORD, CLUB), 0.38, detail)


# ---------------------------------------------------------------- numerals
_SPOTS = {
    2: [(120, 96), (120, 264)],
    3: [(120, 76), (120, 180), (120, 284)],
    4: [(78, 96), (162, 96), (78, 264), (162, 264)],
    5: [(78, 88), (162, 88), (120, 180), (78, 272), (162, 272)],
    6: [(78, 80), (162, 80), (78, 180), (162, 180), (78, 280), (162, 280)],
    7: [(78, 72), (162, 72), (120, 126), (78, 180), (162, 180), (78, 288), (162, 288)],
}


def _crossed(rank: int) -> list[tuple[float, float, float]]:
    """(x, y, angle) of each long sign: crossed pairs set well apart, and an odd one upright, so
    every stick and blade can be counted at table size (no piece laid across)."""
    if rank == 2:
        return [(120, 180, 28), (120, 180, -28)]
    if rank == 3:
        return [(120, 180, 30), (120, 180, -30), (120, 180, 0)]
    pairs, tilt = {4: ([72, 168], 16), 5: ([56, 184], 11), 6: ([46, 120, 194], 9.5), 7: ([44, 196], 9.5)}[rank]
    out = []
    for x in pairs:
        out += [(x, 180, tilt), (x, 180, -tilt)]
    if rank == 5:
        out.append((120, 180, 0))
    if rank == 7:  # the middle three like the three's: a cross and an upright
        out += [(120, 180, 16), (120, 180, -16), (120, 180, 0)]
    return out


def _ribbon(cx: float, cy: float) -> str:
    return (path(f"M{cx - 22:.2f},{cy - 8:.2f} C{cx - 10:.2f},{cy + 4:.2f} {cx + 10:.2f},{cy + 4:.2f} {cx + 22:.2f},{cy - 8:.2f} "
                 f"L{cx + 20:.2f},{cy + 4:.2f} C{cx + 8:.2f},{cy + 14:.2f} {cx - 8:.2f},{cy + 14:.2f} {cx - 20:.2f},{cy + 4:.2f} Z",
                 fill="#d03a2c", stroke=INK, stroke_width=1.3)
            + path(f"M{cx - 4:.2f},{cy + 8:.2f} L{cx - 16:.2f},{cy + 36:.2f} L{cx - 6:.2f},{cy + 30:.2f} L{cx:.2f},{cy + 40:.2f} Z "
                   f"M{cx + 4:.2f},{cy + 8:.2f} L{cx + 18:.2f},{cy + 34:.2f} L{cx + 8:.2f},{cy + 30:.2f} Z",
                   fill="#d03a2c", stroke=INK, stroke_width=1.2))


def _fox(cx: float, cy: float) -> str:
    """A small fox running, the vignette at the heart of the five of swords."""
    body = path("M-30,0 C-24,-12 6,-14 16,-8 L26,-18 L28,-8 C34,-6 36,-2 38,2 L26,2 C20,8 6,8 -4,6 "
                "L-10,14 L-14,14 L-10,4 C-16,4 -20,6 -22,14 L-26,14 L-24,2 C-32,4 -40,0 -46,-6 C-40,-2 -34,-2 -30,0 Z",
                fill="#c8642a", stroke=INK, stroke_width=1.3)
    return group(body + circle(27, -4, 1.5, fill=INK) + path("M-46,-6 L-50,-9", stroke=WHITE, stroke_width=3.0),
                 transform(cx, cy))


def _flowers(cx: float, cy: float) -> str:
    """Three yellow five-petalled flowers with leaves, at the heart of the four of swords."""
    parts = [leaf(cx - 4, cy + 4, 20, -120, "#3b8a3e"), leaf(cx + 4, cy + 4, 20, 120, "#3b8a3e"),
             leaf(cx, cy - 4, 18, 0, "#3b8a3e")]
    for dx, dy in ((-15, -12), (15, -12), (0, 14)):
        x, y = cx + dx, cy + dy
        petals = " ".join(ellipse_d(x, y - 5.5, 4.2, 6, k * 72, x, y) for k in range(5))
        parts.append(path(petals, fill="#f2c230", stroke=INK, stroke_width=1.0))
        parts.append(circle(x, y, 3.0, fill="#c0392b", stroke=INK, stroke_width=0.8))
    return "".join(parts)


def _mascherone(cx: float, cy: float) -> str:
    """The big grotesque mask (the "gatto mammone") at the heart of the three of clubs, over the
    clubs' crossing: a man's broad face like a sun, a ring of pointed flame-like rays about it, a
    low frowning brow, heavy-lidded eyes, a fleshy nose, a great moustache sweeping out to curled
    tips, an open mouth and a short pointed beard."""
    rays = []
    n = 16
    for k in range(n):  # flame-like rays, alternately long and short
        a = 2 * math.pi * k / n
        r_out = 86 if k % 2 == 0 else 70
        w = math.pi / n * 0.95
        p0 = (48 * math.sin(a - w), -50 * math.cos(a - w))
        p2 = (48 * math.sin(a + w), -50 * math.cos(a + w))
        tip = (r_out * math.sin(a + 0.08), -r_out * math.cos(a + 0.08))
        rays.append(f"M{p0[0]:.1f},{p0[1]:.1f} Q{(p0[0] + tip[0]) / 2 + 5 * math.cos(a):.1f},"
                    f"{(p0[1] + tip[1]) / 2 + 5 * math.sin(a):.1f} {tip[0]:.1f},{tip[1]:.1f} "
                    f"Q{(p2[0] + tip[0]) / 2:.1f},{(p2[1] + tip[1]) / 2:.1f} {p2[0]:.1f},{p2[1]:.1f} Z")
    long_rays = " ".join(r for i, r in enumerate(rays) if i % 2 == 0)
    short_rays = " ".join(r for i, r in enumerate(rays) if i % 2 == 1)
    skin, shade, hair = "#f0b878", "#c97c48", "#3a2414"
    parts = [
        path(long_rays, fill="#eab420", stroke=INK, stroke_width=1.8),
        path(short_rays, fill="#d2401e", stroke=INK, stroke_width=1.6),
        circle(0, 0, 50, fill="#d2401e", stroke=INK, stroke_width=2.0),
        # the face, broad at the cheeks, a heavy jaw
        path("M-38,-30 C-30,-50 30,-50 38,-30 C46,-10 46,18 34,36 C22,50 -22,50 -34,36 C-46,18 -46,-10 -38,-30 Z",
             fill=skin, stroke=INK, stroke_width=2.2),
        # hatching in the hollows of the cheeks and the temples
        path("M-36,4 L-30,12 M-37,12 L-30,20 M-35,20 L-28,27 M36,4 L30,12 M37,12 L30,20 M35,20 L28,27 "
             "M-30,-34 L-24,-28 M30,-34 L24,-28", stroke=shade, stroke_width=1.6, stroke_linecap="round"),
        # hair low on the brow
        path("M-38,-30 C-30,-52 30,-52 38,-30 C30,-36 20,-34 12,-40 C6,-34 -6,-34 -12,-40 C-20,-34 -30,-36 -38,-30 Z",
             fill=hair, stroke=INK, stroke_width=1.6),
        # one heavy frowning brow, knitted over the nose
        path("M-34,-16 C-26,-28 -10,-26 0,-18 C10,-26 26,-28 34,-16 C24,-20 12,-18 0,-12 C-12,-18 -24,-20 -34,-16 Z",
             fill=hair, stroke=INK, stroke_width=1.3),
        # heavy-lidded almond eyes looking aside
        path("M-28,-8 C-22,-15 -10,-15 -5,-8 C-10,-3 -22,-3 -28,-8 Z M28,-8 C22,-15 10,-15 5,-8 "
             "C10,-3 22,-3 28,-8 Z", fill=WHITE, stroke=INK, stroke_width=1.6),
        circle(-13, -8.5, 3.4, fill=INK), circle(19, -8.5, 3.4, fill=INK),
        path("M-28,-9 C-22,-14 -10,-14 -5,-9 M28,-9 C22,-14 10,-14 5,-9", fill="none", stroke=INK, stroke_width=2.6),
        # a long fleshy nose
        path("M-4,-12 C-5,-2 -12,6 -12,12 C-8,17 8,17 12,12 C12,6 5,-2 4,-12 Z", fill=shade, stroke=INK,
             stroke_width=1.6),
        # the open mouth, teeth showing
        path("M-15,25 C-6,21 6,21 15,25 C11,37 -11,37 -15,25 Z", fill="#6a1712", stroke=INK, stroke_width=1.6),
        path("M-11,25 L11,25 L10,28 L-10,28 Z", fill=WHITE, stroke=INK, stroke_width=0.8),
        # the great moustache, sweeping out beyond the cheeks to curled tips
        path("M0,17 C-10,12 -26,14 -40,18 C-52,21 -60,12 -56,2 C-54,-3 -47,-1 -50,5 C-50,11 -42,12 -34,10 "
             "C-20,7 -8,9 0,14 C8,9 20,7 34,10 C42,12 50,11 50,5 C47,-1 54,-3 56,2 C60,12 52,21 40,18 "
             "C26,14 10,12 0,17 Z", fill=hair, stroke=INK, stroke_width=1.6),
        # the short pointed beard
        path("M-12,38 C-8,44 8,44 12,38 C10,48 4,56 0,62 C-4,56 -10,48 -12,38 Z", fill=hair, stroke=INK,
             stroke_width=1.4),
    ]
    return group(parts, transform(cx, cy))


def _tricolour(x: float, y: float, side: int) -> str:
    """A small tricolour banner (green, white, red) hung from the pole's top at (x, y), flying
    to ``side`` (-1 left, 1 right), its free edge waved."""
    w, h = 34, 23
    cols = ("#2f8a48", WHITE, "#c8352b")
    out = []
    for i, c in enumerate(cols):
        x0, x1 = x + side * w * i / 3, x + side * w * (i + 1) / 3
        wave0, wave1 = 3 * math.sin(i * 1.6), 3 * math.sin((i + 1) * 1.6)
        out.append(path(f"M{x0:.1f},{y + wave0:.1f} L{x1:.1f},{y + wave1:.1f} L{x1:.1f},{y + h + wave1:.1f} "
                        f"L{x0:.1f},{y + h + wave0:.1f} Z", fill=c))
    top = " ".join(f"L{x + side * w * (i + 1) / 3:.1f},{y + 3 * math.sin((i + 1) * 1.6):.1f}" for i in range(3))
    bottom = " ".join(f"L{x + side * w * i / 3:.1f},{y + h + 3 * math.sin(i * 1.6):.1f}" for i in (2, 1, 0))
    outline = f"M{x:.1f},{y:.1f} {top} L{x + side * w:.1f},{y + h + 3 * math.sin(4.8):.1f} {bottom}"
    out.append(path(outline, fill="none", stroke=INK, stroke_width=1.2))
    return "".join(out)


def _flags_and_arms(cx: float, cy: float) -> str:
    """The heart of the four of coins: four tricolour banners on poles fanned behind a crowned
    shield of arms (a silver halberd on red)."""
    parts = []
    foot = (cx, cy + 44)
    tops = [(cx - 66, cy - 12), (cx - 42, cy - 42), (cx + 42, cy - 42), (cx + 66, cy - 12)]
    for (x, y) in tops:
        parts.append(path(f"M{foot[0]:.1f},{foot[1]:.1f} L{x:.1f},{y:.1f}", stroke=INK, stroke_width=4.4,
                          stroke_linecap="round"))
        parts.append(path(f"M{foot[0]:.1f},{foot[1]:.1f} L{x:.1f},{y:.1f}", stroke="#a8692a", stroke_width=2.4,
                          stroke_linecap="round"))
        parts.append(circle(x, y - 2, 3.2, fill="#e6ae2c", stroke=INK, stroke_width=1.0))
    for (x, y) in tops:
        parts.append(_tricolour(x, y + 2, -1 if x < cx else 1))
    # the shield and its halberd
    sx, sy = cx, cy + 4
    parts.append(path(f"M{sx - 22:.1f},{sy - 24:.1f} L{sx + 22:.1f},{sy - 24:.1f} L{sx + 22:.1f},{sy + 6:.1f} "
                      f"C{sx + 22:.1f},{sy + 20:.1f} {sx + 10:.1f},{sy + 28:.1f} {sx:.1f},{sy + 32:.1f} "
                      f"C{sx - 10:.1f},{sy + 28:.1f} {sx - 22:.1f},{sy + 20:.1f} {sx - 22:.1f},{sy + 6:.1f} Z",
                      fill="#c8352b", stroke=INK, stroke_width=1.6))
    parts.append(path(f"M{sx:.1f},{sy - 18:.1f} L{sx + 4:.1f},{sy - 6:.1f} L{sx + 2:.1f},{sy - 4:.1f} "
                      f"C{sx + 8:.1f},{sy - 10:.1f} {sx + 14:.1f},{sy - 10:.1f} {sx + 16:.1f},{sy - 14:.1f} "
                      f"C{sx + 16:.1f},{sy - 2:.1f} {sx + 10:.1f},{sy + 2:.1f} {sx + 3:.1f},{sy + 2:.1f} "
                      f"L{sx + 3:.1f},{sy + 24:.1f} L{sx - 3:.1f},{sy + 24:.1f} L{sx - 3:.1f},{sy + 2:.1f} "
                      f"C{sx - 10:.1f},{sy + 2:.1f} {sx - 16:.1f},{sy - 2:.1f} {sx - 16:.1f},{sy - 14:.1f} "
                      f"C{sx - 14:.1f},{sy - 10:.1f} {sx - 8:.1f},{sy - 10:.1f} {sx - 2:.1f},{sy - 4:.1f} "
                      f"L{sx - 4:.1f},{sy - 6:.1f} Z", fill=WHITE, stroke=INK, stroke_width=1.2))
    parts.append(rect(sx - 8, sy + 3, 16, 4, fill=WHITE, stroke=INK, stroke_width=1.0))
    # a crown over the shield
    parts.append(polygon([(sx - 20, sy - 26), (sx - 22, sy - 42), (sx - 11, sy - 34), (sx, sy - 46), (sx + 11, sy - 34),
                          (sx + 22, sy - 42), (sx + 20, sy - 26)], fill="#e6ae2c", stroke=INK, stroke_width=1.4))
    parts.append(circle(sx, sy - 32, 2.6, fill="#c0392b"))
    return "".join(parts)


def _piper(cx: float, cy: float) -> str:
    """A small countryman playing a pipe, beside the fox of the five of swords."""
    return group(
        path("M-5,8 L-8,20 M5,8 L8,20", stroke=INK, stroke_width=3.0, stroke_linecap="round")
        + path("M-8,-6 L8,-6 L10,10 L-10,10 Z", fill="#c8352b", stroke=INK, stroke_width=1.1)
        + circle(0, -12, 5.5, fill="#f3d3b0", stroke=INK, stroke_width=1.1)
        + path("M-6,-15 C-6,-22 6,-22 6,-15 Z", fill="#2f8a48", stroke=INK, stroke_width=1.0)
        + path("M3,-10 L18,-2", stroke="#8a5a2a", stroke_width=2.4, stroke_linecap="round")
        + path("M-6,-4 L8,-5 L13,-4", fill="none", stroke="#f3d3b0", stroke_width=2.6, stroke_linecap="round"),
        transform(cx, cy))


def _numeral(suit: Suit, rank: int) -> str:
    parts = []
    if suit is Suit.COINS:
        r = 30 if rank <= 4 else 26
        spots = _SPOTS[rank]
        if rank == 4:  # banners and a coat of arms between the four coins
            spots = [(72, 90), (168, 90), (72, 270), (168, 270)]
            parts.append(_flags_and_arms(120, 176))
        parts += [coin(x, y, r, COIN) for x, y in spots]
        return "".join(parts)
    if suit is Suit.CUPS:
        h = 78 if rank <= 5 else 64
        return "".join(cup(x, y, h, CUP) for x, y in _SPOTS[rank])
    for x, y, a in _crossed(rank):
        if suit is Suit.SWORDS:
            length = 250 if rank <= 5 else 244
            parts.append(sword(x, y, length if a != 90 else 190, 13 if rank <= 3 else (11 if rank <= 5 else 9), SWORD,
                               rot=a))
        else:
            length = 240 if rank <= 5 else 236
            parts.append(club(x, y, length if a != 90 else 190, 26 if rank <= 3 else (21 if rank <= 5 else 17), CLUB,
                              rot=a))
    if suit is Suit.SWORDS and rank in (2, 3):
        parts.append(_ribbon(120, 196))
    if suit is Suit.SWORDS and rank == 4:
        parts.append(_flowers(120, 180))
    if suit is Suit.SWORDS and rank == 5:
        parts.append(rect(64, 292, 112, 44, rx=8, fill="#e9f1d6", stroke=INK, stroke_width=1.3))
        parts.append(_piper(84, 314) + group(_fox(0, 0), transform(142, 320, 0, 0.78)))
    if suit is Suit.BATONS and rank == 3:  # the great mask over the clubs' crossing
        parts.append(group(_mascherone(0, 0), transform(120, 178, 0, 0.98)))
    return "".join(parts)


# ---------------------------------------------------------------- aces
def _eagle(cx: float, cy: float) -> str:
    """The double-headed eagle of the ace of coins: wings raised, two crowned necks looking away
    from each other, tail and talons below; the coin is set on its breast by the caller."""
    parts = [eagle_wing(-1, "#2b2420"), eagle_wing(1, "#2b2420"),
             path("M-14,40 L-30,96 L-12,84 L0,104 L12,84 L30,96 L14,40 Z", fill="#2b2420", stroke=INK,
                  stroke_width=1.4),
             ellipse(0, 8, 30, 46, fill="#2b2420", stroke=INK, stroke_width=1.5)]
    for side in (-1, 1):
        parts.append(path(f"M{side * 4},-30 C{side * 6},-52 {side * 14},-66 {side * 24},-72 "
                          f"L{side * 34},-64 C{side * 26},-56 {side * 20},-44 {side * 18},-26 Z",
                          fill="#2b2420", stroke=INK, stroke_width=1.4))
        parts.append(circle(side * 30, -72, 10, fill="#2b2420", stroke=INK, stroke_width=1.4))
        parts.append(path(f"M{side * 38},-76 L{side * 52},-70 L{side * 40},-64 Z", fill="#e6ae2c", stroke=INK,
                          stroke_width=1.1))
        parts.append(circle(side * 33, -74, 2.2, fill="#f8dd84"))
        parts.append(path(f"M{side * 40},-68 L{side * 46},-58", stroke="#c0392b", stroke_width=2.2,
                          stroke_linecap="round"))  # the tongue
        parts.append(path(f"M{side * 16},42 L{side * 30},58 M{side * 30},58 l{side * 8},2 M{side * 30},58 l{side * 2},8",
                          stroke="#e6ae2c", stroke_width=3.4, stroke_linecap="round"))
        parts.append(polygon([(side * 20, -84), (side * 22, -98), (side * 30, -90), (side * 38, -98), (side * 40, -84)],
                             fill="#e6ae2c", stroke=INK, stroke_width=1.1))
    parts.append(polygon([(-18, -104), (-22, -124), (-9, -114), (0, -130), (9, -114), (22, -124), (18, -104)],
                         fill="#e6ae2c", stroke=INK, stroke_width=1.4))
    parts.append(circle(0, -112, 3, fill="#c0392b"))
    return group(parts, transform(cx, cy))


def _ace(suit: Suit) -> str:
    if suit is Suit.COINS:
        return (_eagle(120, 176) + coin(120, 186, 38, COIN)
                + sprig(60, 322, 40, -40, "#3b8a3e") + sprig(180, 322, 40, 40, "#3b8a3e"))
    if suit is Suit.CUPS:
        return (cup(120, 182, 236, CupLook(bowl="#e2a92c", band="#c0392b", knop="#2d5ea8", foot="lidded"))
                + sprig(60, 300, 60, -20, "#3b8a3e") + sprig(180, 300, 60, 20, "#3b8a3e"))
    if suit is Suit.SWORDS:
        return (sprig(120, 250, 90, -60, "#3b8a3e", 4) + sprig(120, 250, 90, 60, "#3b8a3e", 4)
                + sword(120, 180, 300, 24, SWORD) + _ribbon(120, 236)
                + star(120, 40, 16, 8, "#e6ae2c", 0.5))
    return (club(120, 184, 296, 54, CLUB, rot=6) + leaf(90, 56, 34, -40, "#3b8a3e") + leaf(150, 60, 34, 40, "#3b8a3e")
            + sprig(70, 320, 50, -40, "#3b8a3e") + sprig(170, 320, 50, 40, "#3b8a3e"))


# ---------------------------------------------------------------- figures
#: What the figures hold, drawn in this pattern's looks: painters of the sign centred at (x, y).
_SIGNS = {
    "coin": lambda x, y, r: coin(x, y, r, COIN),
    "cup": lambda x, y, h: cup(x, y, h, CUP),
    "lidded_cup": lambda x, y, h: cup(x, y, h, CupLook(bowl="#e2a92c", band="#c0392b", knop="#2d5ea8", foot="lidded")),
    "sword": lambda x, y, length, width, rot: sword(x, y, length, width, SWORD, rot=rot),
    "club": lambda x, y, length, width, rot: club(x, y, length, width, CLUB, rot=rot),
    "branch": lambda x, y, length, angle: sprig(x, y, length, angle, "#3b8a3e", 4),
}


def _figure(suit: Suit, rank: Rank) -> str:
    base = base_plinth(300, BASES[suit])
    draw, scale = {Rank.JACK: (fante, 1.1), Rank.QUEEN: (cavallo, 1.08), Rank.KING: (king, 1.06)}[rank]
    # the figure stands on the base, drawn a little larger than its own units
    return base + group(draw(suit, _SIGNS), f"translate(120 300) scale({scale}) translate(-120 -300)")


def face_svg(card: Card) -> str:
    """The inside of the card (the caller draws the paper)."""
    if card.rank is Rank.ACE:
        return _ace(card.suit)
    if card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        return _figure(card.suit, card.rank)
    return _numeral(card.suit, int(card.rank))


_INK_STROKE = re.compile(r'stroke="%s" stroke-width="([0-9.]+)"' % INK)


def _old_print(svg: str) -> str:
    """The old printed look: every black outline drawn heavier (thin ones by half again, the wide
    under-strokes of limbs by a fixed margin, so limbs keep their colour)."""
    def heavier(m: re.Match[str]) -> str:
        w = float(m.group(1))
        w = w * 1.5 if w < 5 else w + 1.6
        return f'stroke="{INK}" stroke-width="{w:.2f}"'
    return _INK_STROKE.sub(heavier, svg)


def face(card: Card) -> list[str]:
    return [blank(PAPER), _old_print(face_svg(card))]


def back() -> list[str]:
    """A blue tartan, as Neapolitan packs are often backed: broad navy bands crossing both ways on
    a blue-grey field (darker where they cross), a narrower mid-blue band and a thin white line
    between, in a navy frame; unlike the Piacentine back's red field."""
    navy, mid, field = "#1b3468", "#4a72b0", "#b4c2d4"
    x0, y0, x1, y1 = 18, 18, 222, 342
    parts = [blank(PAPER), rect(8, 8, 224, 344, rx=9, fill=navy), rect(x0, y0, x1 - x0, y1 - y0, fill=field)]
    step = 46
    xs = range(x0 + 6, x1 - 8, step)
    ys = range(y0 + 4, y1 - 8, step)
    for colour, off, w, alpha in ((navy, 0, 18, 0.6), (mid, 28, 7, 0.55)):
        d = " ".join(f"M{x + off},{y0} h{w} V{y1} h{-w} Z" for x in xs if x + off + w <= x1)
        d += " " + " ".join(f"M{x0},{y + off} v{w} H{x1} v{-w} Z" for y in ys if y + off + w <= y1)
        parts.append(path(d, fill=colour, opacity=alpha))
    white = " ".join(f"M{x + 40},{y0} V{y1}" for x in xs if x + 40 < x1)
    white += " " + " ".join(f"M{x0},{y + 40} H{x1}" for y in ys if y + 40 < y1)
    parts.append(path(white, stroke="#f4f1ea", stroke_width=2.0, opacity=0.85))
    dark = " ".join(f"M{x + 9},{y0} V{y1}" for x in xs) + " " + " ".join(f"M{x0},{y + 9} H{x1}" for y in ys)
    parts.append(path(dark, stroke="#0c1a3a", stroke_width=1.4))
    parts.append(rect(x0, y0, x1 - x0, y1 - y0, fill="none", stroke="#f4f1ea", stroke_width=2.0))
    return parts
