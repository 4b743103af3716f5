"""Siciliane: the Sicilian pattern, played across the island.

Close to the Neapolitan family, with its own figures and aces, drawn in the manner of the old
woodcut prints (heavy black outlines, hatching, deep reds, greens and yellows): Spanish-type suits
(broad straight swords with shell guards and curled quillons, knotty cudgels with a heavy head
tapering to the grip (``cudgel``), tall-stemmed cups, gold coins with a blue ring); twelve
full-length figures, each in a pose of its own, standing on a slab of the rank's colour with grass
on it and a shadow (red for the donna, a long-haired girlish page armed like a soldier; yellow for
the cavallo, astride on a saddle cloth, on four different greys; green for the re, four paladin
kings standing alike in long brocaded robes and pearl-bordered mantles: ``siciliane_figures``);
aces filling the card with leafy sprays; the swords of the numerals in fanned pairs up to the
four, then in a row with every other one set lower so each hilt stands apart; little scenes
drawn straight on the paper in the gaps of the numeral cards, a different one on each
(``siciliane_scenes``); the three of coins and the back with the Trinacria (three running legs
round the Gorgon's winged head and ears of wheat), faces in the coins of the two and at the heart
of the five; no corner numerals (the point badges and an optional rank index tell the rank).
"""

from __future__ import annotations

import math
from functools import lru_cache

from ...rules.cards import Card, Rank, Suit
from ..svg import circle, clip_segment, ellipse, ellipse_d, group, path, polygon, rect, transform
from .common import INK, SKIN, blank, leaf
from .signs import ClubLook, CoinLook, CupLook, SwordLook, coin, cup, spanish_sign, sword
from .siciliane_figures import Signs, ground, head_path, king, king_head, page, rider, youth_head
from .siciliane_scenes import scene

PAPER = "#fcf7ec"
COIN = CoinLook(rim="#e9a415", field="#f5cc55", ring="#1f4f9c", rosette="#b3261e", heart="#f5cc55", petals=12)
CUP = CupLook(bowl="#e9a415", band="#1f4f9c", knop="#b3261e", foot="tall")
SWORD = SwordLook(blade="#a9bfd4", edge="#3f5a78", hilt="#e9a415", grip="#b3261e", quillons="shell")
CLUB = ClubLook(wood="#8d6a32", light="#c29a5a", dark="#4f3a16", band="#1e7a34", taper=0.7)
#: The band of colour under each figure's ground, by rank.
BASES = {Rank.JACK: "#b3261e", Rank.QUEEN: "#f0b416", Rank.KING: "#1e7a34"}
LEAF = "#1e7a34"

@lru_cache(maxsize=None)
def _coin_shape(r: float) -> str:
    return circle(0, 0, r + max(1.2, r * 0.05), fill=INK) + coin(0, 0, r, COIN)


def _coin(x: float, y: float, r: float) -> str:
    """A coin with the heavy black rim of the old prints (drawn once per size, then moved)."""
    return group(_coin_shape(r), transform(x, y))


def cudgel(cx: float, cy: float, length: float, width: float, rot: float = 0, detail: bool = True) -> str:
    """The Sicilian mazza: a knotty cudgel cut from a branch, a heavy rounded head at the top
    (``width`` across) tapering to a slim grip with a little knob at the butt, its outline
    swelling at the knots, knot eyes and two lopped side shoots; centred on (cx, cy), the head up,
    turned ``rot`` degrees."""
    return group(_cudgel_shape(round(length, 2), round(width, 2), detail), transform(cx, cy, rot))


@lru_cache(maxsize=None)
def _cudgel_shape(length: float, width: float, detail: bool) -> str:
    h = length / 2
    big = width / 2
    # the knots: (share of the length from the head, side, swelling as a share of the half width)
    knots = ((0.17, 1, 0.3), (0.3, -1, 0.32), (0.45, 1, 0.28), (0.6, -1, 0.26), (0.75, 1, 0.22))

    def half(t: float, side: int) -> float:
        base = big * (1.0 - 0.52 * t)
        if t > 0.93:  # the knob at the butt
            base += big * 0.16 * math.sin(math.pi * (t - 0.93) / 0.07)
        return base + sum(a * big * math.exp(-((t - k) / 0.045) ** 2) for k, s, a in knots if s == side)

    ts = [0.1 + 0.88 * i / 30 for i in range(31)]
    right = [(half(t, 1), -h + t * length) for t in ts]
    left = [(-half(t, -1), -h + t * length) for t in reversed(ts)]
    top = -h + 0.1 * length
    d = ("M" + " L".join(f"{x:.2f},{y:.2f}" for x, y in right)
         + f" C{right[-1][0]:.2f},{h + big * 0.2:.2f} {left[0][0]:.2f},{h + big * 0.2:.2f} {left[0][0]:.2f},{left[0][1]:.2f} L"
         + " L".join(f"{x:.2f},{y:.2f}" for x, y in left)
         + f" C{left[-1][0] - big * 0.1:.2f},{top - big * 1.25:.2f} {right[0][0] + big * 0.1:.2f},{top - big * 1.25:.2f} "
           f"{right[0][0]:.2f},{right[0][1]:.2f} Z")
    ow = max(1.2, min(2.2, width * 0.07))
    parts = []
    if detail:  # two lopped shoots, behind the shaft, their cut ends pale
        for t, side in ((0.3, -1), (0.6, -1) if width < 40 else (0.45, 1)):
            y = -h + t * length
            x = side * half(t, side) * 0.7
            sx, sy = x + side * big * 0.95, y - big * 0.75
            parts.append(path(f"M{x:.2f},{y - big * 0.28:.2f} L{sx - side * big * 0.16:.2f},{sy - big * 0.12:.2f} "
                              f"L{sx + side * big * 0.12:.2f},{sy + big * 0.2:.2f} L{x:.2f},{y + big * 0.3:.2f} Z",
                              fill=CLUB.wood, stroke=INK, stroke_width=ow, stroke_linejoin="round"))
            parts.append(ellipse(sx, sy + big * 0.04, big * 0.2, big * 0.13, fill=CLUB.light, stroke=INK,
                                 stroke_width=ow * 0.7))
    parts.append(path(d, fill=CLUB.wood, stroke=INK, stroke_width=ow, stroke_linejoin="round"))
    if detail:
        shine = [(-half(t, -1) * 0.5, -h + t * length) for t in ts[1:-4:3]]
        parts.append(path("M" + " L".join(f"{x:.2f},{y:.2f}" for x, y in shine), fill="none", stroke=CLUB.light,
                          stroke_width=max(1.0, width * 0.12), stroke_linecap="round", stroke_linejoin="round"))
        grain = [(half(t, 1) * 0.35, -h + t * length) for t in ts[2:-3:3]]
        parts.append(path("M" + " L".join(f"{x:.2f},{y:.2f}" for x, y in grain), fill="none", stroke=CLUB.dark,
                          stroke_width=max(0.8, width * 0.05), stroke_linecap="round", opacity=0.7))
    eyes = " ".join(ellipse_d(s * (half(k, s) - big * 0.45), -h + k * length, big * 0.2, big * 0.12, s * 20,
                              s * (half(k, s) - big * 0.45), -h + k * length)
                    for k, s, _ in (knots if detail else knots[::2]))
    parts.append(path(eyes, fill=CLUB.dark, stroke=INK, stroke_width=ow * 0.5))
    return "".join(parts)


def suit_sign(suit: Suit, cx: float, cy: float, size: float, detail: bool = False) -> str:
    if suit is Suit.BATONS:
        return cudgel(cx, cy, size * 1.05, size * 0.38, 0, detail)
    return spanish_sign(suit, cx, cy, size, (COIN, CUP, SWORD, CLUB), 0.32, detail)


def _wheat(angle: float, cx: float, cy: float, r: float) -> str:
    """An ear of wheat on a stalk, from near the centre outwards at ``angle`` degrees."""
    grains = " ".join(ellipse_d(s * r * 0.07, -r * (0.8 + 0.12 * k), r * 0.055, r * 0.085, s * 25)
                      for k in range(4) for s in (-1, 1))
    ear = (path(f"M0,{-r * 0.4:.2f} L0,{-r * 1.34:.2f}", stroke="#8a5a12", stroke_width=max(1.0, r * 0.04))
           + path(grains + " " + ellipse_d(0, -r * 1.26, r * 0.05, r * 0.09), fill="#e9a415", stroke=INK,
                  stroke_width=max(0.6, r * 0.025)))
    return group(ear, transform(cx, cy, angle))


def _trinacria(cx: float, cy: float, r: float) -> str:
    """The island's emblem: three legs bent at the knee, running round the Gorgon's head, which
    has small wings at the temples; ears of wheat between the legs."""
    ow = max(1.4, r * 0.06)
    parts = [_wheat(k * 120 - 52, cx, cy, r) for k in range(3)]
    leg_d = head_path(0, 0, r, "M-0.17,-0.1 C-0.24,-0.5 -0.22,-0.8 -0.15,-0.98 C-0.08,-1.14 0.1,-1.16 0.3,-1.1 "
                               "L0.6,-1.06 L0.63,-1.3 C0.67,-1.37 0.77,-1.37 0.81,-1.31 L0.86,-1.02 "
                               "C0.86,-0.93 0.79,-0.88 0.68,-0.89 C0.5,-0.9 0.4,-0.74 0.2,-0.8 "
                               "C0.13,-0.6 0.15,-0.35 0.17,-0.1 Z")
    lines = head_path(0, 0, r, "M-0.1,-0.9 C-0.02,-0.98 0.06,-0.98 0.1,-0.92 M0.66,-1.3 L0.66,-1.2 "
                               "M0.73,-1.33 L0.73,-1.22 M0.3,-0.88 C0.38,-0.92 0.46,-0.94 0.55,-0.94 "
                               "M-0.12,-0.3 L-0.14,-0.6")
    for k in range(3):
        # a thigh outwards, the knee bent, the calf and shin swept round, the foot flexed
        leg = (path(leg_d, fill=SKIN, stroke=INK, stroke_width=ow)
               + path(lines, fill="none", stroke=INK, stroke_width=max(0.8, r * 0.035), stroke_linecap="round"))
        parts.append(group(leg, transform(cx, cy, k * 120)))
    hr = r * 0.36
    wings = " ".join(head_path(cx, cy, hr, f"M{s * 0.7},-0.7 C{s * 1.2},-1.6 {s * 1.9},-1.7 {s * 2.1},-1.3 "
                                     f"C{s * 1.7},-1.2 {s * 1.9},-0.9 {s * 1.5},-0.8 C{s * 1.4},-0.6 {s * 1.1},-0.5 {s * 0.9},-0.35 Z")
                     for s in (-1, 1))
    snakes = head_path(cx, cy, hr, "M-1.0,0.2 C-1.5,0.5 -1.2,0.9 -1.6,1.2 M1.0,0.2 C1.5,0.5 1.2,0.9 1.6,1.2 "
                                   "M-0.6,-1.0 C-0.9,-1.4 -0.5,-1.6 -0.8,-1.9 M0.6,-1.0 C0.9,-1.4 0.5,-1.6 0.8,-1.9")
    return ("".join(parts) + path(snakes, fill="none", stroke="#3f6a2a", stroke_width=max(1.2, r * 0.06),
                                  stroke_linecap="round")
            + youth_head(cx, cy, hr, "#b8741c")
            + path(wings, fill="#f4f1e8", stroke=INK, stroke_width=max(1.0, r * 0.04)))


# --- numeral cards ---------------------------------------------------------------------------------

#: Where the coins and cups sit, and the scene that goes with them: (kind, x, ground y, scale).
_ROUND = {
    2: ([(120, 80), (120, 270)], (120, 210, 1.35)),
    3: ([(120, 64), (120, 150), (120, 236)], (120, 336, 1.15)),
    4: ([(72, 82), (168, 82), (72, 256), (168, 256)], (120, 202, 1.35)),
    5: ([(72, 70), (168, 70), (120, 150), (72, 230), (168, 230)], (120, 336, 1.2)),
    6: ([(68, 74), (172, 74), (68, 172), (172, 172), (68, 270), (172, 270)], (120, 338, 0.8)),
    7: ([(72, 66), (168, 66), (120, 116), (72, 166), (168, 166), (72, 244), (168, 244)], (120, 338, 1.1)),
}
#: Where the clubs stand (all of one size on every card) and their scene.
_LONG = {
    2: ([(92, 128), (148, 128)], (120, 334, 1.5)),
    3: ([(70, 128), (120, 128), (170, 128)], (120, 334, 1.5)),
    4: ([(70, 98), (170, 98), (70, 218), (170, 218)], (120, 262, 1.05)),
    5: ([(70, 98), (170, 98), (120, 158), (70, 218), (170, 218)], (120, 340, 0.8)),
    6: ([(70, 98), (120, 98), (170, 98), (70, 218), (120, 218), (170, 218)], (120, 338, 1.0)),
    7: ([(60, 98), (100, 98), (140, 98), (180, 98), (70, 218), (120, 218), (170, 218)], (120, 338, 1.0)),
}


def _fan(cx: float, n: int, spacing: float, step: float, y: float = 160, length: float = 190) -> list:
    """``n`` swords side by side about ``cx``, their points leaning a little apart (a fan)."""
    return [(cx + (k - (n - 1) / 2) * spacing, y, (k - (n - 1) / 2) * step, length) for k in range(n)]


def _row(n: int, spacing: float, stagger: float, length: float = 186, lean: float = 2.5) -> list:
    """``n`` swords in a row across the card, every other one set lower so that no two hilts
    meet (each blade and hilt stands apart), the points leaning a little apart."""
    return [(120 + (k - (n - 1) / 2) * spacing, 150 + (k % 2) * stagger, (k - (n - 1) / 2) * lean, length)
            for k in range(n)]


#: The width of the numeral swords, by rank: narrower where they stand close.
_SWORD_WIDTH = {5: 12.0, 6: 11.0, 7: 10.0}
#: Where the swords stand, (x, y, turn, length) each, in two fanned groups from the four on, and
#: their scene below the hilts or between the groups.
_SWORDS = {
    2: (_fan(120, 2, 40, 10, 150, 200), (120, 336, 1.25)),
    3: (_fan(120, 3, 36, 9, 150, 200), (120, 336, 1.25)),
    4: (_fan(72, 2, 30, 7) + _fan(168, 2, 30, 7), (120, 336, 1.0)),
    5: (_row(5, 36, 26), (120, 338, 0.72)),
    6: (_row(6, 30, 34), (120, 336, 1.0)),
    7: (_row(7, 26, 44, 178, 1.2), (120, 338, 1.0)),
}


def _sword_pip(x: float, y: float, length: float, width: float, rot: float = 0) -> str:
    """The Sicilian numeral sword: a broad straight blade with a fuller, a shell guard with
    ribs, quillons curled at the ends, a bound red grip and a round pommel; centred on (x, y),
    the point up, turned ``rot`` degrees."""
    h = length / 2
    w = width / 2
    g = h - length * 0.2  # the guard
    blade = (f"M{-w:.2f},{g:.2f} L{-w * 0.9:.2f},{-h + w * 3.4:.2f} L0,{-h:.2f} L{w * 0.9:.2f},{-h + w * 3.4:.2f} "
             f"L{w:.2f},{g:.2f} Z")
    shell = (f"M{-w * 2.3:.2f},{g - 1:.2f} C{-w * 2.4:.2f},{g + w * 1.6:.2f} {w * 2.4:.2f},{g + w * 1.6:.2f} "
             f"{w * 2.3:.2f},{g - 1:.2f} Z")
    ribs = " ".join(f"M0,{g + w * 0.2:.2f} L{k * w * 0.75:.2f},{g + w * 1.1:.2f}" for k in (-2, -1, 0, 1, 2))
    quillons = (f"M{-w * 3.2:.2f},{g - w * 0.9:.2f} C{-w * 3.4:.2f},{g + w * 0.3:.2f} {-w * 2.0:.2f},{g + w * 0.3:.2f} "
                f"0,{g + w * 0.1:.2f} C{w * 2.0:.2f},{g + w * 0.3:.2f} {w * 3.4:.2f},{g + w * 0.3:.2f} {w * 3.2:.2f},{g - w * 0.9:.2f}")
    grip_top, grip_bot = g + w * 1.2, h - w * 1.4
    binds = " ".join(f"M{-w * 0.55:.2f},{grip_top + (grip_bot - grip_top) * k / 4:.2f} l{w * 1.1:.2f},{w * 0.5:.2f}"
                     for k in (1, 2, 3))
    out = "".join([
        path(blade, fill=SWORD.blade, stroke=INK, stroke_width=1.8, stroke_linejoin="round"),
        path(f"M0,{g - 2:.2f} L0,{-h + w * 4:.2f} M{-w * 0.45:.2f},{g - 4:.2f} L{-w * 0.4:.2f},{-h + w * 5:.2f}",
             stroke=SWORD.edge, stroke_width=1.3),
        rect(-w * 0.55, grip_top, w * 1.1, grip_bot - grip_top, fill=SWORD.grip, stroke=INK, stroke_width=1.4),
        path(binds, stroke=INK, stroke_width=1.0),
        path(quillons, fill="none", stroke=INK, stroke_width=w * 0.9 + 2.4, stroke_linecap="round"),
        path(quillons, fill="none", stroke=SWORD.hilt, stroke_width=w * 0.9, stroke_linecap="round"),
        path(shell, fill=SWORD.hilt, stroke=INK, stroke_width=1.5),
        path(ribs, stroke="#8a5a12", stroke_width=1.0),
        circle(0, h - w * 0.9, w * 1.05, fill=SWORD.hilt, stroke=INK, stroke_width=1.5),
    ])
    return group(out, transform(x, y, rot))


LONG_LENGTH = 112.0
#: The scene of each numeral card (a flipped one is drawn facing the other way).
_SCENES: dict[Suit, dict[int, tuple[str, bool]]] = {
    Suit.COINS: {2: ("church", False), 3: ("boat", False), 4: ("donkey", False), 5: ("lemons", False),
                 6: ("cypress", False), 7: ("house", False)},
    Suit.CUPS: {2: ("rooster", False), 3: ("cart", False), 4: ("fish", False), 5: ("bird", False),
                6: ("woman", False), 7: ("windmill", False)},
    Suit.SWORDS: {2: ("etna", False), 3: ("dog", False), 4: ("tower", False), 5: ("peasant", False),
                  6: ("house", True), 7: ("boat", True)},
    Suit.BATONS: {2: ("windmill", True), 3: ("etna", True), 4: ("cypress", False), 5: ("woman", False),
                  6: ("rooster", True), 7: ("donkey", True)},
}


def _numeral(suit: Suit, rank: int) -> str:
    parts = []
    if suit in (Suit.COINS, Suit.CUPS):
        spots, (sx, sy, scale) = _ROUND[rank]
        for i, (x, y) in enumerate(spots):
            if suit is Suit.COINS:
                r = 32 if rank == 2 else 30 if rank == 3 else 27
                parts.append(_coin(x, y, r))
                if rank == 2:  # a portrait in each coin of the two
                    parts.append(circle(x, y, r * 0.6, fill="#f5cf62", stroke=INK, stroke_width=1.2)
                                 + king_head(x, y - r * 0.12, r * 0.3, "#b07b1e"))
            else:
                parts.append(cup(x, y, 76 if rank == 2 else 70 if rank == 4 else 66 if rank == 3 else 62, CUP))
        if suit is Suit.COINS and rank == 3:
            parts.append(circle(120, 150, 36, fill="#f5cc55", stroke=INK, stroke_width=2.0) + _trinacria(120, 150, 25))
        if suit is Suit.COINS and rank == 5:
            parts.append(circle(120, 150, 16, fill="#f5cf62", stroke=INK, stroke_width=1.2)
                         + king_head(120, 147, 8.5, "#b07b1e"))
    elif suit is Suit.SWORDS:
        spots, (sx, sy, scale) = _SWORDS[rank]
        for x, y, rot, length in spots:
            parts.append(_sword_pip(x, y, length, _SWORD_WIDTH.get(rank, 13.0), rot))
    else:
        spots, (sx, sy, scale) = _LONG[rank]
        for x, y in spots:
            parts.append(cudgel(x, y, LONG_LENGTH, 25))
    kind, flip = _SCENES[suit][rank]
    parts.append(scene(kind, sx, sy, scale, flip))
    return "".join(parts)


def _spray(x: float, y: float, length: float, angle: float, bend: float, leaves: int = 5) -> str:
    """A leafy spray: a curving stem with leaves along both sides, a bud at its tip."""
    a0 = angle
    pts = [(x, y)]
    parts = []
    px, py = x, y
    step = length / leaves
    for k in range(leaves):
        a = math.radians(a0 + bend * k)
        nx, ny = px + math.sin(a) * step, py - math.cos(a) * step
        size = step * (1.5 - 0.5 * k / leaves)
        parts.append(leaf(nx, ny, size, a0 + bend * k - 55, LEAF))
        parts.append(leaf(nx, ny, size * 0.9, a0 + bend * k + 55, LEAF))
        px, py = nx, ny
        pts.append((px, py))
    stem = path("M" + " L".join(f"{u:.1f},{v:.1f}" for u, v in pts), fill="none", stroke="#4d3a18", stroke_width=2.6,
                stroke_linecap="round", stroke_linejoin="round")
    return stem + "".join(parts) + circle(px, py, step * 0.28, fill="#b3261e", stroke=INK, stroke_width=1.4)


def _ace(suit: Suit) -> str:
    sprays = (_spray(112, 298, 110, -20, -14) + _spray(128, 298, 110, 20, 14))
    if suit is Suit.COINS:
        rays = " ".join(f"M{120 + math.cos(math.radians(k * 15)) * 72:.2f},{178 + math.sin(math.radians(k * 15)) * 72:.2f} "
                        f"L{120 + math.cos(math.radians(k * 15 + 7.5)) * 102:.2f},{178 + math.sin(math.radians(k * 15 + 7.5)) * 102:.2f} "
                        f"L{120 + math.cos(math.radians(k * 15 + 15)) * 72:.2f},{178 + math.sin(math.radians(k * 15 + 15)) * 72:.2f} Z"
                        for k in range(24))
        return (_spray(112, 318, 110, -78, 16) + _spray(128, 318, 110, 78, -16)
                + _spray(100, 70, 80, -60, -10, 4) + _spray(140, 70, 80, 60, 10, 4)
                + path(rays, fill="#e9a415", stroke=INK, stroke_width=1.8) + _coin(120, 178, 72)
                + polygon([(94, 84), (88, 56), (106, 70), (120, 46), (134, 70), (152, 56), (146, 84)], fill="#e9a415",
                          stroke=INK, stroke_width=2.0)
                + circle(120, 74, 4, fill="#b3261e"))
    if suit is Suit.CUPS:
        return (sprays + _spray(70, 250, 120, -30, 10) + _spray(170, 250, 120, 30, -10)
                + cup(120, 180, 250, CupLook(bowl="#e9a415", band="#b3261e", knop="#1f4f9c", foot="lidded")))
    if suit is Suit.SWORDS:
        crown = polygon([(92, 96), (88, 70), (104, 84), (120, 62), (136, 84), (152, 70), (148, 96)], fill="#e9a415",
                        stroke=INK, stroke_width=2.0)
        ribbon = path("M60,170 C90,150 150,196 180,170 L184,184 C150,210 90,164 56,184 Z", fill="#b3261e", stroke=INK,
                      stroke_width=2.0)
        return (_spray(112, 300, 150, -34, 6, 6) + _spray(128, 300, 150, 34, -6, 6)
                + sword(120, 184, 300, 28, SWORD) + ribbon + crown + circle(120, 86, 4.5, fill="#b3261e"))
    ribbon = path("M62,130 C100,150 140,110 178,130 L174,144 C136,124 104,164 66,144 Z", fill="#b3261e", stroke=INK,
                  stroke_width=2.0)
    return (_spray(112, 320, 150, -34, 6, 6) + _spray(128, 320, 150, 34, -6, 6)
            + cudgel(120, 176, 300, 70) + ribbon)


# --- court cards -----------------------------------------------------------------------------------

SIGNS = Signs(
    coin=lambda x, y, r: _coin(x, y, r),
    cup=lambda x, y, h: cup(x, y, h, CUP),
    sword=lambda x, y, length, width, rot: sword(x, y, length, width, SWORD, rot=rot),
    club=lambda x, y, length, width, rot: cudgel(x, y, length, width * 1.15, rot),
)
_SUIT_NAMES = {Suit.COINS: "coins", Suit.CUPS: "cups", Suit.SWORDS: "swords", Suit.BATONS: "batons"}


def _figure(suit: Suit, rank: Rank) -> str:
    name = _SUIT_NAMES[suit]
    if rank is Rank.JACK:
        return ground(BASES[rank]) + page(name, SIGNS)
    if rank is Rank.QUEEN:
        return ground(BASES[rank]) + rider(name, SIGNS)
    return ground(BASES[rank]) + king(name, SIGNS)


def face(card: Card) -> list[str]:
    if card.rank is Rank.ACE:
        inside = _ace(card.suit)
    elif card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        inside = _figure(card.suit, card.rank)
    else:
        inside = _numeral(card.suit, int(card.rank))
    return [blank(PAPER), inside]


def back() -> list[str]:
    """A blue field with a gold diamond lattice and the Trinacria at the centre."""
    parts = [blank(PAPER), rect(10, 10, 220, 340, rx=8, fill="#1f4f8a")]
    d = []
    for k in range(-20, 34):
        for x0, y0, x1, y1 in ((10 + k * 18, 10, 10 + k * 18 + 226, 350), (10 + k * 18, 350, 10 + k * 18 + 226, 10)):
            seg = clip_segment(x0, y0, x1, y1, (10, 10, 230, 350))
            if seg:
                d.append(f"M{seg[0]:.2f},{seg[1]:.2f} L{seg[2]:.2f},{seg[3]:.2f}")
    parts.append(path(" ".join(d), stroke="#e9c25a", stroke_width=1.4))
    parts.append(rect(16, 16, 208, 328, rx=5, fill="none", stroke=PAPER, stroke_width=2.5))
    parts.append(ellipse(120, 180, 50, 62, fill="#f5cf62", stroke=PAPER, stroke_width=5.0))
    parts.append(_trinacria(120, 180, 36))
    return parts
