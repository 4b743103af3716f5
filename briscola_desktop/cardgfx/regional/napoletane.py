"""Napoletane: the Neapolitan pattern, played from Abruzzo to Calabria.

What makes it known on sight, as drawn here: Spanish-type suits (separate straight swords,
knotty clubs crossed in an X, gold coins with a flower, goblets); the pattern's own full-length
figures (``napoletane_figures``) standing on a base coloured by suit (yellow coins, red cups,
green clubs, blue swords), so a card is read even upside down: two legs a fante, four a cavallo,
a mantle to the ground a re; the ace of coins with its double-headed eagle over the coin; the
four of coins with four tricolour banners and a crowned coat of arms between the coins; the two
and three of swords tied with a red ribbon, three yellow flowers at the heart of the four of
swords, a piper and a fox in the vignette of the five; the great grotesque mask (the "gatto
mammone") over the crossing of the three of clubs; no corner numerals (the game's point badges,
and an optional rank index, tell the rank).
"""

from __future__ import annotations

import math

from ...rules.cards import Card, Rank, Suit
from ..svg import circle, ellipse, ellipse_d, group, path, polygon, rect, transform
from .common import INK, WHITE, base_plinth, blank, eagle_wing, leaf, sprig, star
from .napoletane_figures import cavallo, fante, re
from .signs import ClubLook, CoinLook, CupLook, SwordLook, club, coin, cup, spanish_sign, sword

PAPER = "#fbf6ea"
COIN = CoinLook(rim="#e6ae2c", field="#f8dd84", ring="#c0392b", rosette="#2d5ea8", heart="#c0392b", petals=8)
CUP = CupLook(bowl="#e2a92c", band="#c0392b", knop="#2d5ea8", foot="round")
SWORD = SwordLook(blade="#d3e3f0", edge="#5f86b2", hilt="#e2a92c", grip="#2d5ea8", quillons="curl")
CLUB = ClubLook(wood="#a8692a", light="#d89c5c", dark="#5e3514", band=None, taper=0.5, sprouts=True,
                leaf="#3b8a3e")
#: The base a figure stands on, by suit.
BASES = {Suit.COINS: "#f2c230", Suit.CUPS: "#c8352b", Suit.BATONS: "#2f8a48", Suit.SWORDS: "#2d5ea8"}


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
    """(x, y, angle) of each long sign: crossed pairs, and an odd one upright."""
    if rank == 2:
        return [(120, 180, 28), (120, 180, -28)]
    if rank == 3:
        return [(120, 180, 30), (120, 180, -30), (120, 180, 0)]
    pairs = {4: [(80, 180), (160, 180)], 5: [(76, 180), (164, 180)],
             6: [(68, 180), (120, 180), (172, 180)], 7: [(68, 180), (120, 180), (172, 180)]}[rank]
    out = []
    for x, y in pairs:
        tilt = 16 if rank < 6 else 10
        out += [(x, y, tilt), (x, y, -tilt)]
    if rank == 5:
        out.append((120, 180, 0))
    if rank == 7:  # the seventh lies across the middle
        out.append((120, 180, 90))
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
    clubs' crossing: a lobed mane with two pointed ears, a broad frowning face with bulging eyes,
    a flat nose, a great curled moustache with whiskers, an open mouth and its tongue."""
    mane = []
    n = 14
    for k in range(n):  # a ring of pointed acanthus lobes
        a0 = 2 * math.pi * k / n
        a1 = 2 * math.pi * (k + 0.5) / n
        a2 = 2 * math.pi * (k + 1) / n
        p0 = (50 * math.sin(a0), -56 * math.cos(a0))
        tip = (64 * math.sin(a1), -70 * math.cos(a1))
        p2 = (50 * math.sin(a2), -56 * math.cos(a2))
        if not mane:
            mane.append(f"M{p0[0]:.1f},{p0[1]:.1f}")
        mane.append(f"Q{(p0[0] + tip[0]) / 2 + 6 * math.cos(a1):.1f},{(p0[1] + tip[1]) / 2 + 6 * math.sin(a1):.1f} "
                    f"{tip[0]:.1f},{tip[1]:.1f} Q{(p2[0] + tip[0]) / 2:.1f},{(p2[1] + tip[1]) / 2:.1f} {p2[0]:.1f},{p2[1]:.1f}")
    parts = [
        path(" ".join(mane) + " Z", fill="#2f8a48", stroke=INK, stroke_width=1.6),
        ellipse(0, 2, 50, 55, fill="#c8352b", stroke=INK, stroke_width=1.4),
        # the ears
        path("M-40,-30 L-46,-66 L-18,-46 Z M40,-30 L46,-66 L18,-46 Z", fill="#e0a24a", stroke=INK, stroke_width=1.5),
        path("M-38,-36 L-42,-56 L-26,-45 Z M38,-36 L42,-56 L26,-45 Z", fill="#c8352b"),
        # the face
        path("M-40,-26 C-44,-52 44,-52 40,-26 C48,0 44,34 24,46 C12,54 -12,54 -24,46 C-44,34 -48,0 -40,-26 Z",
             fill="#f0c27a", stroke=INK, stroke_width=1.8),
        # frowning brows, bulging eyes looking aside
        path("M-34,-18 C-26,-30 -12,-28 -4,-16 C-14,-22 -24,-22 -34,-18 Z M34,-18 C26,-30 12,-28 4,-16 "
             "C14,-22 24,-22 34,-18 Z", fill="#5a3516", stroke=INK, stroke_width=1.2),
        ellipse(-17, -9, 10, 7.5, fill=WHITE, stroke=INK, stroke_width=1.4),
        ellipse(17, -9, 10, 7.5, fill=WHITE, stroke=INK, stroke_width=1.4),
        circle(-13, -9, 4.2, fill=INK), circle(21, -9, 4.2, fill=INK),
        # a broad flat nose
        path("M-4,-12 C-6,0 -14,6 -12,12 C-6,16 6,16 12,12 C14,6 6,0 4,-12 Z", fill="#e8a868", stroke=INK,
             stroke_width=1.4),
        path("M-7,11 a2.5,2 0 1 0 5,0 a2.5,2 0 1 0 -5,0 M2,11 a2.5,2 0 1 0 5,0 a2.5,2 0 1 0 -5,0", fill=INK),
        # the open mouth and the tongue
        path("M-16,26 C-8,22 8,22 16,26 C12,40 -12,40 -16,26 Z", fill="#7a1b16", stroke=INK, stroke_width=1.4),
        path("M-7,30 C-6,40 6,40 7,30 C3,33 -3,33 -7,30 Z", fill="#e05a4a"),
        path("M-12,26 L-10,30 L-8,25 M12,26 L10,30 L8,25", fill=WHITE, stroke=INK, stroke_width=0.8),
        # the great moustache, curled up at its ends
        path("M0,18 C-10,12 -24,14 -36,20 C-46,24 -54,16 -52,6 C-50,0 -44,2 -46,8 C-44,14 -36,10 -30,8 "
             "C-18,4 -6,8 0,16 C6,8 18,4 30,8 C36,10 44,14 46,8 C44,2 50,0 52,6 C54,16 46,24 36,20 "
             "C24,14 10,12 0,18 Z", fill="#5a3516", stroke=INK, stroke_width=1.3),
        # cat's whiskers
        path("M-26,22 L-62,16 M-26,25 L-62,30 M26,22 L62,16 M26,25 L62,30", stroke=INK, stroke_width=1.4,
             stroke_linecap="round"),
        # the chin's tuft
        path("M-8,44 C-4,52 4,52 8,44 L0,60 Z", fill="#5a3516", stroke=INK, stroke_width=1.1),
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
        parts.append(group(_mascherone(0, 0), transform(120, 180, 0, 1.12)))
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
    draw, scale = {Rank.JACK: (fante, 1.1), Rank.QUEEN: (cavallo, 1.08), Rank.KING: (re, 1.06)}[rank]
    # the figure stands on the base, drawn a little larger than its own units
    return base + group(draw(suit, _SIGNS), f"translate(120 300) scale({scale}) translate(-120 -300)")


def face_svg(card: Card) -> str:
    """The inside of the card (the caller draws the paper)."""
    if card.rank is Rank.ACE:
        return _ace(card.suit)
    if card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        return _figure(card.suit, card.rank)
    return _numeral(card.suit, int(card.rank))


def face(card: Card) -> list[str]:
    return [blank(PAPER), face_svg(card)]


def back() -> list[str]:
    """Black and white checks in a red frame, as Neapolitan packs are often backed."""
    parts = [blank(PAPER), rect(10, 10, 220, 340, rx=8, fill="#b3262c")]
    d = []
    step = 16
    for row in range(20):
        for col in range(13):
            if (row + col) % 2 == 0:
                x, y = 20 + col * step, 20 + row * step
                if x + step <= 221 and y + step <= 341:
                    d.append(f"M{x},{y} h{step} v{step} h{-step} Z")
    parts.append(rect(20, 20, 200, 320, fill="#f6f0e2"))
    parts.append(path(" ".join(d), fill="#1f1b1a"))
    parts.append(ellipse(120, 180, 46, 60, fill="#b3262c", stroke="#f6f0e2", stroke_width=5.0))
    parts.append(coin(120, 180, 30, COIN))
    return parts
