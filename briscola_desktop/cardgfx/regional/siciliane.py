"""Siciliane: the Sicilian pattern, played across the island.

Close to the Neapolitan family, with its own figures and aces, drawn in the manner of the old
woodcut prints (heavy black outlines, hatching, deep reds, greens and yellows): Spanish-type suits
(broad straight swords with shell guards and curled quillons, long knotty clubs with a heavy
head tapering to a slim grip (``cudgel``), round gadrooned cups with a pearled blue band on a
trumpet foot (``_cup_pip``), gold coins with a blue ring), drawn big so they fill the card;
twelve full-length figures, each in a pose and with a face of its own, standing on a slab of the
rank's colour with grass on it and a shadow (red for the donna, a sturdy, girlish long-haired
page armed like a soldier; yellow for the cavallo, a broad-shouldered young rider astride on a
saddle cloth, on four different greys; green for the re, four paladin kings in long brocaded
robes and pearl-bordered mantles: ``siciliane_figures``); four aces each with its own heavy
ornament (the rayed coin in a beaded blue frame under a crown, a great lidded chalice with
scrolled handles, a sword through a crown with big scrolls at the guard, a great knotty club
sprouting leaves); the swords of the numerals in fanned pairs up to the four, then in a row with
every other one set lower so each hilt stands apart; little scenes drawn straight on the paper in
the gaps of the numeral cards, a different one on each (``siciliane_scenes``); the three of coins
and the back with the Trinacria (three running legs round the Gorgon's winged head and ears of
wheat), faces in the coins of the two and at the heart of the five; no corner numerals (the point
badges and an optional rank index tell the rank).
"""

from __future__ import annotations

import math
from functools import lru_cache

from briscola_desktop.rules.cards import Card, Rank, Suit
from ..svg import circle, clip_segment, ellipse, ellipse_d, group, path, polygon, rect, transform
from .common import INK, SKIN, blank, leaf
from .signs import ClubLook, CoinLook, CupLook, SwordLook, coin, spanish_sign, sword
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


@lru_cache(maxsize=None)
def _cup_shape(h: float, lid: bool) -> str:
    """The Sicilian numeral cup in local units (100 tall, centred): a round gold bowl with a blue
    band set with pearls, gadrooned below, a red knop, a slim stem and a trumpet foot with a red
    rim; ``lid`` adds a domed cover with a finial and two scrolled handles (the ace's chalice)."""
    ow = max(1.3, 1.7 * 100 / h) if not lid else 1.1
    bowl = "M-31,-44 C-35,-8 -18,8 0,8 C18,8 35,-8 31,-44 Z"
    parts = []
    if lid:
        handles = ("M-30,-30 C-52,-34 -54,-10 -40,-4 C-32,0 -26,-8 -32,-12 "
                   "M30,-30 C52,-34 54,-10 40,-4 C32,0 26,-8 32,-12")
        parts += [path(handles, fill="none", stroke=INK, stroke_width=7.5, stroke_linecap="round"),
                  path(handles, fill="none", stroke=CUP.bowl, stroke_width=4.5, stroke_linecap="round"),
                  path("M-30,-46 C-30,-70 30,-70 30,-46 Z", fill=CUP.bowl, stroke=INK, stroke_width=ow),
                  path("M-20,-50 C-18,-62 18,-62 20,-50", fill="none", stroke="#8a5a12", stroke_width=1.4),
                  path("M0,-66 C-6,-68 -7,-78 0,-86 C7,-78 6,-68 0,-66 Z", fill=CUP.knop, stroke=INK, stroke_width=ow)]
    parts += [
        path("M-5,26 C-8,38 -26,40 -28,48 L28,48 C26,40 8,38 5,26 Z", fill=CUP.bowl, stroke=INK, stroke_width=ow),
        path("M-27,44 L27,44", stroke=CUP.knop, stroke_width=4.0),
        rect(-4, 6, 8, 22, fill=CUP.bowl, stroke=INK, stroke_width=ow),
        ellipse(0, 14, 9, 6.5, fill=CUP.knop, stroke=INK, stroke_width=ow),
        ellipse(0, 25, 6, 3, fill=CUP.bowl, stroke=INK, stroke_width=ow * 0.8),
        path(bowl, fill=CUP.bowl, stroke=INK, stroke_width=ow),
        path("M-32.5,-38 C-12,-33 12,-33 32.5,-38 L32,-27 C12,-22 -12,-22 -32,-27 Z", fill=CUP.band),
        path(" ".join(f"M{k * 9},-20 Q{k * 6.5},-4 {k * 2.4},6" for k in (-3, -2, -1, 0, 1, 2, 3)), fill="none",
             stroke="#8a5a12", stroke_width=1.5, stroke_linecap="round"),
        path(" ".join(f"M{x - 2.2},-31 a2.2,2.2 0 1,0 4.4,0 a2.2,2.2 0 1,0 -4.4,0" for x in (-20, -10, 0, 10, 20)),
             fill="#fcf7ec"),
        path(bowl, fill="none", stroke=INK, stroke_width=ow),
    ]
    if not lid:
        parts.append(ellipse(0, -44, 31, 5.5, fill="#8a5a12", stroke=INK, stroke_width=ow))
    return "".join(parts)


def _cup_pip(x: float, y: float, h: float, lid: bool = False) -> str:
    """A cup ``h`` tall centred on (x, y) (drawn once, then moved and scaled)."""
    return group(_cup_shape(round(h, 1), lid), transform(x, y, scale=h / 100))


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
        base = big * (1.0 - 0.66 * t)
        if t > 0.93:  # the knob at the butt
            base += big * 0.2 * math.sin(math.pi * (t - 0.93) / 0.07)
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

#: Where the coins and cups sit (x, y, size: the coin's radius or the cup's height) and the
#: scene that goes with them: (x, ground y, scale).
_ROUND = {
    2: ([(120, 80, 42), (120, 268, 42)], [(120, 80, 104), (120, 270, 104)], (120, 210, 1.15)),
    3: ([(120, 62, 37), (120, 150, 37), (120, 238, 37)], [(120, 60, 84), (120, 150, 84), (120, 240, 84)],
        (120, 340, 1.05)),
    4: ([(72, 88, 38), (168, 88, 38), (72, 254, 38), (168, 254, 38)],
        [(72, 86, 96), (168, 86, 96), (72, 256, 96), (168, 256, 96)], (120, 204, 1.2)),
    5: ([(72, 76, 34), (168, 76, 34), (120, 158, 34), (72, 240, 34), (168, 240, 34)],
        [(70, 72, 86), (170, 72, 86), (120, 158, 86), (70, 244, 86), (170, 244, 86)], (120, 340, 1.0)),
    6: ([(70, 72, 33), (170, 72, 33), (70, 170, 33), (170, 170, 33), (70, 268, 33), (170, 268, 33)],
        [(70, 72, 84), (170, 72, 84), (70, 170, 84), (170, 170, 84), (70, 268, 84), (170, 268, 84)],
        (120, 336, 0.75)),
    7: ([(72, 66, 31), (168, 66, 31), (120, 122, 31), (72, 178, 31), (168, 178, 31), (72, 262, 31), (168, 262, 31)],
        [(72, 62, 72), (168, 62, 72), (120, 120, 72), (72, 180, 72), (168, 180, 72), (72, 262, 72), (168, 262, 72)],
        (120, 340, 0.9)),
}
#: Where the clubs stand (x, y, length, width) and their scene: long clubs, the heavy end up.
_TOP, _LOW = 90.0, 238.0
_LONG = {
    2: ([(88, 150, 222, 34), (152, 150, 222, 34)], (120, 338, 1.2)),
    3: ([(66, 150, 222, 32), (120, 150, 222, 32), (174, 150, 222, 32)], (120, 338, 1.2)),
    4: ([(70, _TOP, 144, 30), (170, _TOP, 144, 30), (70, _LOW, 144, 30), (170, _LOW, 144, 30)], (120, 236, 1.0)),
    5: ([(64, _TOP, 144, 28), (120, _TOP, 144, 28), (176, _TOP, 144, 28), (72, _LOW, 144, 28), (168, _LOW, 144, 28)],
        (120, 302, 0.85)),
    6: ([(64, _TOP, 140, 28), (120, _TOP, 140, 28), (176, _TOP, 140, 28), (64, _LOW, 140, 28), (120, _LOW, 140, 28),
         (176, _LOW, 140, 28)], (120, 342, 0.62)),
    7: ([(56, _TOP, 140, 26), (98, _TOP, 140, 26), (142, _TOP, 140, 26), (184, _TOP, 140, 26), (66, _LOW, 140, 26),
         (120, _LOW, 140, 26), (174, _LOW, 140, 26)], (120, 342, 0.62)),
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
_SWORD_WIDTH = {5: 14.5, 6: 13.0, 7: 11.5}
#: Where the swords stand, (x, y, turn, length) each, in two fanned groups from the four on, and
#: their scene below the hilts or between the groups.
_SWORDS = {
    2: (_fan(120, 2, 62, 8, 152, 218), (120, 340, 1.05)),
    3: (_fan(120, 3, 56, 7, 152, 218), (120, 340, 1.05)),
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
        coins, cups, (sx, sy, scale) = _ROUND[rank]
        if suit is Suit.COINS:
            for x, y, r in coins:
                parts.append(_coin(x, y, r))
                if rank == 2:  # a portrait in each coin of the two
                    parts.append(circle(x, y, r * 0.6, fill="#f5cf62", stroke=INK, stroke_width=1.2)
                                 + king_head(x, y - r * 0.12, r * 0.3, "#b07b1e"))
        else:
            parts.extend(_cup_pip(x, y, h) for x, y, h in cups)
        if suit is Suit.COINS and rank == 3:
            parts.append(circle(120, 150, 40, fill="#f5cc55", stroke=INK, stroke_width=2.0) + _trinacria(120, 150, 28))
        if suit is Suit.COINS and rank == 5:
            parts.append(circle(120, 158, 19, fill="#f5cf62", stroke=INK, stroke_width=1.2)
                         + king_head(120, 155, 10, "#b07b1e"))
    elif suit is Suit.SWORDS:
        spots, (sx, sy, scale) = _SWORDS[rank]
        for x, y, rot, length in spots:
            parts.append(_sword_pip(x, y, length, _SWORD_WIDTH.get(rank, 16.5), rot))
    else:
        spots, (sx, sy, scale) = _LONG[rank]
        for x, y, length, width in spots:
            parts.append(cudgel(x, y, length, width))
    kind, flip = _SCENES[suit][rank]
    parts.append(scene(kind, sx, sy, scale, flip))
    return "".join(parts)


def _scroll(x: float, y: float, size: float, side: int, fill: str) -> str:
    """A heavy C-scroll of the print's ornaments: a thick curl ending in a round eye."""
    d = head_path(x, y, size, f"M0,0 C{side * 0.8},-0.3 {side * 1.3},-1.0 {side * 1.0},-1.6 "
                              f"C{side * 0.8},-2.0 {side * 0.3},-1.8 {side * 0.45},-1.4")
    return (path(d, fill="none", stroke=INK, stroke_width=size * 0.42 + 3, stroke_linecap="round")
            + path(d, fill="none", stroke=fill, stroke_width=size * 0.42, stroke_linecap="round")
            + circle(x + side * 0.45 * size, y - 1.4 * size, size * 0.2, fill="#b3261e", stroke=INK, stroke_width=1.2))


def _crown(cx: float, base: float, w: float, h: float) -> str:
    """A royal crown: a jewelled band, five points tipped with pearls and a cap of red."""
    x0 = cx - w / 2
    pts = [(x0, base)]
    for k in range(9):
        pts.append((x0 + w * k / 8, base - h * (1.0 if k % 2 == 0 else 0.55)))
    pts.append((x0 + w, base))
    return (path(f"M{x0 + w * 0.1:.1f},{base - h * 0.5:.1f} C{x0 + w * 0.2:.1f},{base - h * 1.3:.1f} "
                 f"{x0 + w * 0.8:.1f},{base - h * 1.3:.1f} {x0 + w * 0.9:.1f},{base - h * 0.5:.1f} Z",
                 fill="#b3261e", stroke=INK, stroke_width=1.8)
            + polygon(pts, fill="#e9a415", stroke=INK, stroke_width=2.0)
            + path(" ".join(f"M{x0 + w * k / 4 - 3.2:.1f},{base - h:.1f} a3.2,3.2 0 1,0 6.4,0 a3.2,3.2 0 1,0 -6.4,0"
                            for k in range(5)), fill="#fcf7ec", stroke=INK, stroke_width=1.1)
            + rect(x0 - 2, base - h * 0.3, w + 4, h * 0.3, fill="#c4861c", stroke=INK, stroke_width=1.8)
            + path(" ".join(f"M{cx + k * w * 0.28:.1f},{base - h * 0.26:.1f} l3.5,{h * 0.11:.1f} l-3.5,{h * 0.11:.1f} "
                            f"l-3.5,{-h * 0.11:.1f} Z" for k in (-1, 0, 1)), fill="#1e7a34", stroke=INK, stroke_width=0.9))


def _ace(suit: Suit) -> str:
    if suit is Suit.COINS:
        # the rayed coin in a frame of its own: a blue ring with gold beads, red fleurons
        # at the quarters, a crown above
        cy = 190
        rays = " ".join(f"M{120 + math.cos(math.radians(k * 15)) * 66:.2f},{cy + math.sin(math.radians(k * 15)) * 66:.2f} "
                        f"L{120 + math.cos(math.radians(k * 15 + 7.5)) * 88:.2f},{cy + math.sin(math.radians(k * 15 + 7.5)) * 88:.2f} "
                        f"L{120 + math.cos(math.radians(k * 15 + 15)) * 66:.2f},{cy + math.sin(math.radians(k * 15 + 15)) * 66:.2f} Z"
                        for k in range(24))
        beads = " ".join(f"M{120 + math.cos(math.radians(k * 20)) * 98 - 3:.2f},{cy + math.sin(math.radians(k * 20)) * 98:.2f} "
                         f"a3,3 0 1,0 6,0 a3,3 0 1,0 -6,0" for k in range(18))
        fleurons = " ".join(head_path(120 + math.cos(math.radians(a)) * 98, cy + math.sin(math.radians(a)) * 98, 12,
                                      "M0,-1 C0.6,-0.4 0.6,0.4 0,1 C-0.6,0.4 -0.6,-0.4 0,-1 Z")
                            for a in (0, 180, 90))
        return (circle(120, cy, 98, fill="none", stroke=INK, stroke_width=15)
                + circle(120, cy, 98, fill="none", stroke="#1f4f9c", stroke_width=11)
                + path(beads, fill="#f5cc55", stroke=INK, stroke_width=0.8)
                + path(fleurons, fill="#b3261e", stroke=INK, stroke_width=1.4)
                + path(rays, fill="#e9a415", stroke=INK, stroke_width=1.8) + _coin(120, cy, 66)
                + _crown(120, 92, 76, 44))
    if suit is Suit.CUPS:
        # a great lidded chalice with scrolled handles standing on a pair of scrolls
        return (_scroll(94, 316, 24, -1, LEAF) + _scroll(146, 316, 24, 1, LEAF)
                + _cup_pip(120, 190, 204, lid=True))
    if suit is Suit.SWORDS:
        # a crowned sword: the blade through a royal crown, big scrolls springing from the guard
        return (_scroll(100, 246, 42, -1, "#e9a415") + _scroll(140, 246, 42, 1, "#e9a415")
                + _scroll(108, 296, 24, -1, "#1e7a34") + _scroll(132, 296, 24, 1, "#1e7a34")
                + sword(120, 180, 320, 30, SWORD)
                + _crown(120, 104, 88, 46))
    # a great knotty club with leafy shoots sprouting from its knots
    sprouts = "".join(leaf(x, y, 32, a, LEAF) for x, y, a in
                      ((86, 96, -60), (84, 100, -100), (160, 126, 60), (162, 130, 100), (82, 186, -70),
                       (80, 190, -112), (154, 222, 66), (156, 226, 108), (96, 56, -30), (144, 60, 30)))
    return cudgel(120, 184, 318, 96) + sprouts + circle(96, 56, 4, fill="#b3261e") + circle(144, 60, 4, fill="#b3261e")


# --- court cards -----------------------------------------------------------------------------------

SIGNS = Signs(
    coin=lambda x, y, r: _coin(x, y, r),
    cup=lambda x, y, h: _cup_pip(x, y, h),
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
