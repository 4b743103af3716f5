"""The twelve court figures of the Piacentine, drawn for this pattern alone.

The modern Piacentine court card is double-headed: a half figure, cut at the waist by the middle
of the card, drawn again turned. The figures wear Renaissance dress: a wide white collar, puffed
and slashed sleeves, a doublet in flat red, blue, yellow and green; the fanti (jacks) a flat cap
with a great plume, the cavalli (knights) a brimmed hat and ride a horse whose head and raised
forelegs fill the half card, the kings a tall crown, a beard and a mantle edged with ermine. Each
of the twelve has its own pose and holds its suit sign its own way: the jack of coins shows his
coin up high, the king of coins carries an axe on his shoulder, the king of batons is seen in
profile, looking sideways, his club upright before him.

The heads are drawn in the manner of an old woodcut rather than a cartoon: long faces narrowing to
the chin, heavy-lidded eyes, a brow line running on into a long nose, hair and beards in strands;
folds and hatching in a few strokes on the doublets, mantles and horses.

Everything is drawn in the upper half of a 240 x 360 card (y < 177); ``court`` shrinks that half a
little about the middle line so that it keeps clear of the frame and the corner numbers, and draws
the lower half as the very same half turned 180 degrees about the card's centre. The suit signs come
from the caller (``Kit``), in the pattern's own look.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from ...rules.cards import Rank, Suit
from ..svg import circle, ellipse, group, path, polygon, rect, thick_line
from .common import INK, frame, mirrored

SKIN = "#f4d2ae"
WHITE = "#fbf8f0"
RED = "#cf3b2c"
BLUE = "#2c64ad"
YELLOW = "#eeb72b"
GREEN = "#2f7d45"
BLACK = "#2a2522"
GOLD = "#e9a92a"


@dataclass(frozen=True)
class Kit:
    """The pattern's suit signs, drawn at a point: coin(x, y, r), cup(x, y, h), sword(x, y, length,
    width, rot), club(x, y, length, width, rot)."""
    coin: Callable[[float, float, float], str]
    cup: Callable[[float, float, float], str]
    sword: Callable[[float, float, float, float, float], str]
    club: Callable[[float, float, float, float, float], str]


# ---------------------------------------------------------------- parts
def _hand(x: float, y: float, r: float = 6.0) -> str:
    return ellipse(x, y, r, r * 0.9, fill=SKIN, stroke=INK, stroke_width=1.4)


def _arm(points: list[tuple[float, float]], sleeve: str, cuff: str = WHITE) -> str:
    """A sleeved arm from the shoulder through the elbow to the wrist, a white cuff at the wrist."""
    (x1, y1), (x2, y2) = points[-2], points[-1]
    d = math.hypot(x2 - x1, y2 - y1) or 1
    cx, cy = x2 - (x2 - x1) / d * 4, y2 - (y2 - y1) / d * 4
    return (thick_line(points, sleeve, 13, INK, 1.5)
            + circle(cx, cy, 6.2, fill=cuff, stroke=INK, stroke_width=1.2))


def _puff(x: float, y: float, colour: str, slash: str) -> str:
    """A puffed, slashed shoulder sleeve."""
    return (ellipse(x, y, 17, 14, fill=colour, stroke=INK, stroke_width=1.5)
            + path(f"M{x - 8:.2f},{y - 11:.2f} Q{x - 11:.2f},{y:.2f} {x - 8:.2f},{y + 11:.2f} "
                   f"M{x:.2f},{y - 13:.2f} L{x:.2f},{y + 13:.2f} M{x + 8:.2f},{y - 11:.2f} "
                   f"Q{x + 11:.2f},{y:.2f} {x + 8:.2f},{y + 11:.2f}", fill="none", stroke=slash, stroke_width=3.0))


def _ruff(cx: float, cy: float, rx: float, ry: float, scallops: int = 14) -> str:
    """A wide white collar with a scalloped edge, lying flat on the shoulders."""
    pts = [(cx + rx * math.cos(2 * math.pi * k / scallops), cy + ry * math.sin(2 * math.pi * k / scallops))
           for k in range(scallops)]
    d = [f"M{pts[0][0]:.2f},{pts[0][1]:.2f}"]
    for k in range(1, scallops + 1):
        x, y = pts[k % scallops]
        d.append(f"A{rx * 0.24:.2f},{ry * 0.5:.2f} 0 0 1 {x:.2f},{y:.2f}")
    return (path(" ".join(d) + " Z", fill=WHITE, stroke=INK, stroke_width=1.4)
            + ellipse(cx, cy - ry * 0.2, rx * 0.32, ry * 0.42, fill="none", stroke="#b9ae9c", stroke_width=1.2))


def _doublet(cx: float, top: float, colour: str, trim: str, pattern: str, wide: float = 36) -> str:
    """The doublet from the collar to the middle line, and its decoration."""
    body = path(f"M{cx - wide:.2f},{top:.2f} L{cx + wide:.2f},{top:.2f} L{cx + wide + 8:.2f},177 "
                f"L{cx - wide - 8:.2f},177 Z", fill=colour, stroke=INK, stroke_width=1.6)
    if pattern == "bands":
        deco = path(f"M{cx - 14:.2f},{top:.2f} L{cx - 17:.2f},177 M{cx + 14:.2f},{top:.2f} L{cx + 17:.2f},177",
                    stroke=trim, stroke_width=6.0)
    elif pattern == "lacing":
        deco = (path(f"M{cx:.2f},{top:.2f} L{cx:.2f},177", stroke=trim, stroke_width=7.0)
                + path(" ".join(f"M{cx - 5:.2f},{y:.2f} L{cx + 5:.2f},{y + 6:.2f}"
                                for y in range(int(top) + 6, 172, 12)),
                       stroke=INK, stroke_width=1.4))
    elif pattern == "chevrons":
        deco = path(" ".join(f"M{cx - wide + 4:.2f},{y:.2f} L{cx:.2f},{y + 12:.2f} L{cx + wide - 4:.2f},{y:.2f}"
                             for y in range(int(top) + 12, 170, 18)), fill="none", stroke=trim, stroke_width=4.0)
    else:  # quartered: one half another colour
        deco = path(f"M{cx:.2f},{top:.2f} L{cx + wide:.2f},{top:.2f} L{cx + wide + 8:.2f},177 L{cx:.2f},177 Z",
                    fill=trim, stroke=INK, stroke_width=1.2)
    # folds: a few strokes down the sides and the gathers under the belt, as an old print's line work
    folds = path(" ".join(f"M{cx + s * (wide - 6):.2f},{top + 8:.2f} Q{cx + s * (wide - 2):.2f},{top + 34:.2f} "
                          f"{cx + s * (wide + 1):.2f},158 M{cx + s * (wide - 14):.2f},{top + 20:.2f} "
                          f"Q{cx + s * (wide - 10):.2f},{top + 40:.2f} {cx + s * (wide - 9):.2f},156"
                          for s in (-1, 1))
                 + " " + " ".join(f"M{cx + x:.2f},168 L{cx + x * 1.05:.2f},176" for x in range(-int(wide), int(wide) + 1, 9)),
                 fill="none", stroke=INK, stroke_width=1.0, opacity=0.55)
    belt = rect(cx - wide - 5, 160, wide * 2 + 10, 8, fill="#4a2c17", stroke=INK, stroke_width=1.2)
    return body + deco + folds + belt


def _mantle(cx: float, colour: str) -> str:
    """A king's mantle falling from the shoulders behind him."""
    body = path(f"M{cx - 40:.2f},98 C{cx - 60:.2f},104 {cx - 68:.2f},140 {cx - 76:.2f},177 L{cx + 76:.2f},177 "
                f"C{cx + 68:.2f},140 {cx + 60:.2f},104 {cx + 40:.2f},98 Z", fill=colour, stroke=INK, stroke_width=1.7)
    # hatching along the outer edges (the shadow of the fall) and two long folds
    hatch = " ".join(f"M{cx + s * (57 + k * 0.3):.2f},{116 + k:.2f} l{-s * 12:.2f},5" for s in (-1, 1)
                     for k in range(0, 56, 7))
    folds = " ".join(f"M{cx + s * 46:.2f},110 Q{cx + s * 58:.2f},140 {cx + s * 62:.2f},176" for s in (-1, 1))
    return body + path(hatch + " " + folds, fill="none", stroke=INK, stroke_width=1.0, opacity=0.6)


def _ermine(cx: float, top: float, w: float, facing: int = 0) -> str:
    """A king's short cape of ermine over the shoulders: white fur falling from the neck over the
    shoulders, its hem in soft scallops, dotted with black tails."""
    c = cx + facing * 8
    d = (f"M{cx - w:.2f},{top + 32:.2f} C{cx - w - 2:.2f},{top + 16:.2f} {c - w * 0.7:.2f},{top + 2:.2f} "
         f"{c - w * 0.3:.2f},{top - 2:.2f} L{c + w * 0.3:.2f},{top - 2:.2f} "
         f"C{c + w * 0.7:.2f},{top + 2:.2f} {cx + w + 2:.2f},{top + 16:.2f} {cx + w:.2f},{top + 32:.2f} "
         f"Q{cx + w * 0.75:.2f},{top + 39:.2f} {cx + w * 0.5:.2f},{top + 35:.2f} "
         f"Q{cx + w * 0.25:.2f},{top + 41:.2f} {cx:.2f},{top + 37:.2f} "
         f"Q{cx - w * 0.25:.2f},{top + 41:.2f} {cx - w * 0.5:.2f},{top + 35:.2f} "
         f"Q{cx - w * 0.75:.2f},{top + 39:.2f} {cx - w:.2f},{top + 32:.2f} Z")
    tails = " ".join(f"M{cx + dx:.2f},{top + dy:.2f} l-2.4,6 l2.4,-2 l2.4,2 Z"
                     for dx, dy in ((-w * 0.72, 20), (-w * 0.38, 24), (0, 26), (w * 0.38, 24), (w * 0.72, 20),
                                    (-w * 0.52, 8), (w * 0.52, 8)))
    return path(d, fill=WHITE, stroke=INK, stroke_width=1.5) + path(tails, fill=INK)


def _face(cx: float, cy: float, r: float, hair: str, beard: str | None = None, long: bool = False) -> str:
    """A head seen from the front in the manner of an old woodcut: a long face narrowing to the chin,
    hair falling in strands, heavy-lidded eyes under a brow line that runs on into a long straight
    nose, lines at the cheeks; a king's forked beard drawn in strands, with drooping moustaches."""
    drop = r * (1.35 if long else 0.9)
    hx = r * 1.1
    parts = [path(f"M{cx - hx:.2f},{cy + drop:.2f} C{cx - r * 1.3:.2f},{cy - r * 1.45:.2f} "
                  f"{cx + r * 1.3:.2f},{cy - r * 1.45:.2f} {cx + hx:.2f},{cy + drop:.2f} "
                  f"L{cx + r * 0.62:.2f},{cy + drop - r * 0.2:.2f} L{cx - r * 0.62:.2f},{cy + drop - r * 0.2:.2f} Z",
                  fill=hair, stroke=INK, stroke_width=1.4)]
    # the face: a long oval with a flat-sided jaw and a narrow chin
    parts.append(path(f"M{cx - r * 0.74:.2f},{cy - r * 0.55:.2f} C{cx - r * 0.8:.2f},{cy - r * 1.12:.2f} "
                      f"{cx + r * 0.8:.2f},{cy - r * 1.12:.2f} {cx + r * 0.74:.2f},{cy - r * 0.55:.2f} "
                      f"C{cx + r * 0.76:.2f},{cy + r * 0.3:.2f} {cx + r * 0.52:.2f},{cy + r * 0.95:.2f} "
                      f"{cx:.2f},{cy + r * 1.12:.2f} C{cx - r * 0.52:.2f},{cy + r * 0.95:.2f} "
                      f"{cx - r * 0.76:.2f},{cy + r * 0.3:.2f} {cx - r * 0.74:.2f},{cy - r * 0.55:.2f} Z",
                      fill=SKIN, stroke=INK, stroke_width=1.5))
    # the fringe cut straight across the brow, in strands
    parts.append(path(f"M{cx - r * 0.8:.2f},{cy - r * 0.3:.2f} C{cx - r * 0.78:.2f},{cy - r * 1.0:.2f} "
                      f"{cx + r * 0.78:.2f},{cy - r * 1.0:.2f} {cx + r * 0.8:.2f},{cy - r * 0.3:.2f} "
                      f"L{cx + r * 0.62:.2f},{cy - r * 0.5:.2f} L{cx - r * 0.62:.2f},{cy - r * 0.5:.2f} Z",
                      fill=hair, stroke=INK, stroke_width=1.2))
    strands = " ".join(f"M{cx + s * r * k:.2f},{cy - r * 0.86:.2f} Q{cx + s * r * (k + 0.12):.2f},{cy - r * 0.6:.2f} "
                       f"{cx + s * r * (k + 0.06):.2f},{cy - r * 0.52:.2f}" for s in (-1, 1) for k in (0.15, 0.45))
    side = " ".join(f"M{cx + s * r * 0.9:.2f},{cy - r * 0.1:.2f} Q{cx + s * r * 1.02:.2f},{cy + drop * 0.5:.2f} "
                    f"{cx + s * r * 0.98:.2f},{cy + drop * 0.9:.2f}" for s in (-1, 1))
    parts.append(path(strands + " " + side, fill="none", stroke=INK, stroke_width=0.9))
    # brows running into the nose, heavy upper lids, pupils
    parts.append(path(f"M{cx - r * 0.58:.2f},{cy - r * 0.36:.2f} Q{cx - r * 0.3:.2f},{cy - r * 0.5:.2f} "
                      f"{cx - r * 0.08:.2f},{cy - r * 0.34:.2f} L{cx - r * 0.1:.2f},{cy + r * 0.3:.2f} "
                      f"Q{cx - r * 0.02:.2f},{cy + r * 0.42:.2f} {cx + r * 0.14:.2f},{cy + r * 0.32:.2f} "
                      f"M{cx + r * 0.58:.2f},{cy - r * 0.36:.2f} Q{cx + r * 0.3:.2f},{cy - r * 0.5:.2f} "
                      f"{cx + r * 0.1:.2f},{cy - r * 0.34:.2f}", fill="none", stroke=INK, stroke_width=1.3,
                      stroke_linecap="round", stroke_linejoin="round"))
    lids = " ".join(f"M{cx + s * r * 0.54:.2f},{cy - r * 0.14:.2f} Q{cx + s * r * 0.36:.2f},{cy - r * 0.3:.2f} "
                    f"{cx + s * r * 0.16:.2f},{cy - r * 0.16:.2f}" for s in (-1, 1))
    parts.append(path(lids, fill="none", stroke=INK, stroke_width=1.5, stroke_linecap="round"))
    pupils = " ".join(f"M{cx + s * r * 0.36:.2f},{cy - r * 0.12:.2f} a{r * 0.08:.2f},{r * 0.08:.2f} 0 1 0 0.01,0"
                      for s in (-1, 1))
    parts.append(path(pupils, fill=INK, stroke=INK, stroke_width=r * 0.1))
    # the lines from the nose to the mouth's corners, and under the eyes
    parts.append(path(" ".join(f"M{cx + s * r * 0.24:.2f},{cy + r * 0.3:.2f} Q{cx + s * r * 0.4:.2f},{cy + r * 0.5:.2f} "
                               f"{cx + s * r * 0.34:.2f},{cy + r * 0.7:.2f} M{cx + s * r * 0.5:.2f},{cy + r * 0.02:.2f} "
                               f"L{cx + s * r * 0.3:.2f},{cy + r * 0.06:.2f}" for s in (-1, 1)),
                      fill="none", stroke="#9b6a48", stroke_width=1.0, stroke_linecap="round"))
    if beard:
        # a forked beard from the cheeks, in strands, and drooping moustaches
        parts.append(path(f"M{cx - r * 0.74:.2f},{cy + r * 0.05:.2f} C{cx - r * 0.8:.2f},{cy + r * 0.9:.2f} "
                          f"{cx - r * 0.5:.2f},{cy + r * 1.5:.2f} {cx - r * 0.2:.2f},{cy + r * 1.95:.2f} "
                          f"L{cx:.2f},{cy + r * 1.6:.2f} L{cx + r * 0.2:.2f},{cy + r * 1.95:.2f} "
                          f"C{cx + r * 0.5:.2f},{cy + r * 1.5:.2f} {cx + r * 0.8:.2f},{cy + r * 0.9:.2f} "
                          f"{cx + r * 0.74:.2f},{cy + r * 0.05:.2f} C{cx + r * 0.5:.2f},{cy + r * 0.75:.2f} "
                          f"{cx - r * 0.5:.2f},{cy + r * 0.75:.2f} {cx - r * 0.74:.2f},{cy + r * 0.05:.2f} Z",
                          fill=beard, stroke=INK, stroke_width=1.3))
        parts.append(path(" ".join(f"M{cx + s * r * k:.2f},{cy + r * 0.8:.2f} Q{cx + s * r * (k + 0.05):.2f},"
                                   f"{cy + r * 1.3:.2f} {cx + s * r * (k - 0.1):.2f},{cy + r * 1.7:.2f}"
                                   for s in (-1, 1) for k in (0.2, 0.45)),
                          fill="none", stroke=INK, stroke_width=0.9, opacity=0.7))
        parts.append(path(f"M{cx - r * 0.62:.2f},{cy + r * 0.78:.2f} C{cx - r * 0.5:.2f},{cy + r * 0.4:.2f} "
                          f"{cx - r * 0.15:.2f},{cy + r * 0.44:.2f} {cx:.2f},{cy + r * 0.5:.2f} "
                          f"C{cx + r * 0.15:.2f},{cy + r * 0.44:.2f} {cx + r * 0.5:.2f},{cy + r * 0.4:.2f} "
                          f"{cx + r * 0.62:.2f},{cy + r * 0.78:.2f} C{cx + r * 0.4:.2f},{cy + r * 0.6:.2f} "
                          f"{cx - r * 0.4:.2f},{cy + r * 0.6:.2f} {cx - r * 0.62:.2f},{cy + r * 0.78:.2f} Z",
                          fill=beard, stroke=INK, stroke_width=1.1))
        parts.append(path(f"M{cx - r * 0.16:.2f},{cy + r * 0.7:.2f} L{cx + r * 0.16:.2f},{cy + r * 0.7:.2f}",
                          stroke="#8a3b2c", stroke_width=1.6, stroke_linecap="round"))
    else:
        # a small firm mouth, the line under the lip, the chin
        parts.append(path(f"M{cx - r * 0.2:.2f},{cy + r * 0.62:.2f} L{cx + r * 0.2:.2f},{cy + r * 0.62:.2f}",
                          stroke="#8a3b2c", stroke_width=1.7, stroke_linecap="round"))
        parts.append(path(f"M{cx - r * 0.1:.2f},{cy + r * 0.8:.2f} L{cx + r * 0.1:.2f},{cy + r * 0.8:.2f} "
                          f"M{cx - r * 0.16:.2f},{cy + r * 0.98:.2f} Q{cx:.2f},{cy + r * 1.04:.2f} "
                          f"{cx + r * 0.16:.2f},{cy + r * 0.98:.2f}", fill="none", stroke="#9b6a48",
                          stroke_width=1.0, stroke_linecap="round"))
    return "".join(parts)


def _profile(cx: float, cy: float, r: float, facing: int, hair: str, beard: str) -> str:
    """A bearded head in profile, looking ``facing`` (-1 left, 1 right): brow, long nose, the
    beard falling to a point, hair down the nape."""
    f = facing

    def p(x: float, y: float) -> str:
        return f"{cx + f * x * r:.2f},{cy + y * r:.2f}"

    back_hair = path(f"M{p(-0.2, -0.9)} C{p(-1.05, -0.95)} {p(-1.25, 0.2)} {p(-0.95, 1.2)} L{p(-0.35, 1.0)} "
                     f"L{p(-0.25, 0.1)} Z", fill=hair, stroke=INK, stroke_width=1.4)
    head = path(f"M{p(-0.55, -0.85)} C{p(0.1, -1.15)} {p(0.7, -0.85)} {p(0.75, -0.35)} L{p(0.78, -0.15)} "
                f"L{p(1.12, 0.2)} L{p(0.8, 0.32)} L{p(0.82, 0.5)} L{p(0.55, 0.85)} L{p(-0.45, 0.75)} "
                f"C{p(-0.85, 0.4)} {p(-0.9, -0.45)} {p(-0.55, -0.85)} Z", fill=SKIN, stroke=INK, stroke_width=1.5)
    beard_d = path(f"M{p(-0.35, 0.05)} C{p(-0.25, 0.45)} {p(0.25, 0.55)} {p(0.5, 0.45)} L{p(0.82, 0.5)} "
                   f"C{p(0.85, 0.95)} {p(0.55, 1.45)} {p(0.2, 1.95)} C{p(0.05, 1.5)} {p(-0.4, 1.15)} "
                   f"{p(-0.45, 0.75)} Z", fill=beard, stroke=INK, stroke_width=1.3)
    eye = (path(f"M{p(0.3, -0.3)} L{p(0.62, -0.34)}", stroke=INK, stroke_width=1.6, stroke_linecap="round")
           + circle(cx + f * 0.46 * r, cy - 0.14 * r, r * 0.09, fill=INK))
    ear = ellipse(cx - f * 0.15 * r, cy + 0.05 * r, r * 0.16, r * 0.24, fill=SKIN, stroke=INK, stroke_width=1.2)
    # line work: the brow and the long nose, the cheek's line, strands in the beard and the hair
    lines = path(f"M{p(0.2, -0.5)} Q{p(0.45, -0.58)} {p(0.7, -0.42)} M{p(0.45, 0.05)} Q{p(0.38, 0.3)} {p(0.5, 0.42)} "
                 f"M{p(0.0, 0.7)} Q{p(0.15, 1.2)} {p(0.18, 1.6)} M{p(0.3, 0.65)} Q{p(0.45, 1.0)} {p(0.35, 1.4)} "
                 f"M{p(-0.25, 0.45)} Q{p(-0.15, 0.8)} {p(-0.05, 1.1)} M{p(-0.55, -0.5)} Q{p(-0.85, 0.1)} {p(-0.75, 0.9)}",
                 fill="none", stroke=INK, stroke_width=1.0, opacity=0.7)
    moustache = path(f"M{p(0.8, 0.42)} C{p(0.6, 0.38)} {p(0.4, 0.5)} {p(0.3, 0.72)}", fill="none", stroke=INK,
                     stroke_width=1.6, stroke_linecap="round")
    return back_hair + head + beard_d + eye + ear + lines + moustache


def _crown(cx: float, base: float, w: float, h: float, tilt: float = 0) -> str:
    """A tall open crown: a jewelled band and five points tipped with pearls, the middle one a lily."""
    x0 = cx - w / 2
    pts = [(x0, base), (x0 - 3, base - h)]
    for k in range(1, 9):
        x = x0 - 3 + (w + 6) * k / 8
        pts.append((x, base - (h if k % 2 == 0 else h * 0.45)))
    pts.append((x0 + w, base))
    body = (polygon(pts, fill=GOLD, stroke=INK, stroke_width=1.5)
            + rect(x0 - 2, base - 8, w + 4, 9, rx=2, fill="#c9861b", stroke=INK, stroke_width=1.3)
            + path(" ".join(f"M{x0 + w * k / 4 - 2:.2f},{base - 4:.2f} h4" for k in (1, 3)), stroke=RED,
                   stroke_width=4.0)
            + circle(cx, base - 4, 2.8, fill=GREEN)
            + path(" ".join(f"M{x0 - 3 + (w + 6) * k / 4 + 2.6:.2f},{base - h - 2:.2f} a2.6,2.6 0 1 0 0.01,0"
                            for k in (0, 1, 3, 4)), fill=WHITE, stroke=INK, stroke_width=1.0))
    lily = path(f"M{cx:.2f},{base - h - 10:.2f} C{cx + 6:.2f},{base - h - 4:.2f} {cx + 3:.2f},{base - h + 2:.2f} "
                f"{cx:.2f},{base - h + 2:.2f} C{cx - 3:.2f},{base - h + 2:.2f} {cx - 6:.2f},{base - h - 4:.2f} "
                f"{cx:.2f},{base - h - 10:.2f} Z", fill=GOLD, stroke=INK, stroke_width=1.1)
    out = body + lily
    return group(out, f"rotate({tilt:.2f} {cx:.2f} {base:.2f})") if tilt else out


def _plumed_cap(cx: float, top: float, r: float, colour: str, plume: str, side: int = 1) -> str:
    """The jack's flat cap (a wide beret) tilted to one side, a great curling plume sweeping back."""
    s = side
    cap = path(f"M{cx - s * r * 1.2:.2f},{top + r * 0.42:.2f} C{cx - s * r * 1.3:.2f},{top - r * 0.35:.2f} "
               f"{cx + s * r * 0.8:.2f},{top - r * 0.7:.2f} {cx + s * r * 1.5:.2f},{top + r * 0.05:.2f} "
               f"C{cx + s * r * 1.0:.2f},{top + r * 0.5:.2f} {cx - s * r * 0.5:.2f},{top + r * 0.55:.2f} "
               f"{cx - s * r * 1.2:.2f},{top + r * 0.42:.2f} Z", fill=colour, stroke=INK, stroke_width=1.5)
    band = path(f"M{cx - s * r * 1.12:.2f},{top + r * 0.4:.2f} C{cx - s * r * 0.3:.2f},{top + r * 0.55:.2f} "
                f"{cx + s * r * 0.9:.2f},{top + r * 0.45:.2f} {cx + s * r * 1.42:.2f},{top + r * 0.1:.2f}",
                fill="none", stroke=GOLD, stroke_width=3.0)
    fx, fy = cx + s * r * 0.4, top - r * 0.25
    feather = path(f"M{fx:.2f},{fy:.2f} C{fx + s * r * 0.6:.2f},{fy - r * 1.5:.2f} "
                   f"{fx + s * r * 1.9:.2f},{fy - r * 1.4:.2f} "
                   f"{fx + s * r * 2.4:.2f},{fy - r * 0.35:.2f} C{fx + s * r * 2.5:.2f},{fy + r * 0.2:.2f} "
                   f"{fx + s * r * 2.2:.2f},{fy + r * 0.6:.2f} {fx + s * r * 1.9:.2f},{fy + r * 0.8:.2f} "
                   f"C{fx + s * r * 2.0:.2f},{fy + r * 0.1:.2f} {fx + s * r * 1.5:.2f},{fy - r * 0.7:.2f} "
                   f"{fx + s * r * 0.3:.2f},{fy + r * 0.3:.2f} Z", fill=plume, stroke=INK, stroke_width=1.3)
    vane = path(f"M{fx + s * r * 0.2:.2f},{fy:.2f} C{fx + s * r * 0.9:.2f},{fy - r * 1.0:.2f} "
                f"{fx + s * r * 1.9:.2f},{fy - r * 0.9:.2f} {fx + s * r * 2.1:.2f},{fy + r * 0.4:.2f}",
                fill="none", stroke=INK, stroke_width=1.0)
    return feather + vane + cap + band


def _brim_hat(cx: float, top: float, r: float, colour: str, trim: str, side: int = 1) -> str:
    """The knight's hat: a round crown and a brim turned up at one side, a short plume at the front."""
    s = side
    return (path(f"M{cx - r * 0.85:.2f},{top + r * 0.3:.2f} C{cx - r * 0.9:.2f},{top - r * 0.75:.2f} "
                 f"{cx + r * 0.9:.2f},{top - r * 0.75:.2f} {cx + r * 0.85:.2f},{top + r * 0.3:.2f} Z",
                 fill=colour, stroke=INK, stroke_width=1.5)
            + path(f"M{cx - r * 1.5:.2f},{top + r * 0.35:.2f} C{cx - r * 0.5:.2f},{top + r * 0.6:.2f} "
                   f"{cx + r * 0.6:.2f},{top + r * 0.6:.2f} {cx + r * 1.5:.2f},{top + r * 0.3:.2f} "
                   f"L{cx + s * r * 1.3:.2f},{top - r * 0.2:.2f} C{cx + r * 0.4:.2f},{top + r * 0.3:.2f} "
                   f"{cx - r * 0.6:.2f},{top + r * 0.25:.2f} {cx - r * 1.5:.2f},{top + r * 0.35:.2f} Z",
                   fill=trim, stroke=INK, stroke_width=1.4)
            + path(f"M{cx - s * r * 0.3:.2f},{top - r * 0.3:.2f} C{cx - s * r * 0.5:.2f},{top - r * 1.3:.2f} "
                   f"{cx - s * r * 1.2:.2f},{top - r * 1.5:.2f} {cx - s * r * 1.5:.2f},{top - r * 1.1:.2f} "
                   f"C{cx - s * r * 1.0:.2f},{top - r * 1.0:.2f} {cx - s * r * 0.7:.2f},{top - r * 0.6:.2f} "
                   f"{cx - s * r * 0.5:.2f},{top - r * 0.1:.2f} Z", fill=WHITE, stroke=INK, stroke_width=1.2))


def _axe(x: float, y: float, rot: float) -> str:
    """A long-handled axe held at (x, y), the blade up at the top of the haft."""
    body = (rect(-3, -92, 6, 110, rx=2, fill="#8a5a2b", stroke=INK, stroke_width=1.3)
            + path("M2,-88 C14,-98 26,-96 30,-86 C30,-74 28,-62 24,-56 C18,-64 10,-68 2,-68 Z", fill="#c8d4df",
                   stroke=INK, stroke_width=1.5)
            + path("M28,-84 C30,-74 28,-64 24,-58", fill="none", stroke="#2a4a70", stroke_width=2.4)
            + path("M-3,-86 L-12,-80 L-3,-76 Z", fill="#c8d4df", stroke=INK, stroke_width=1.2))
    return group(body, f"translate({x:.2f} {y:.2f}) rotate({rot:.2f})")


def _sceptre(x: float, y: float, length: float, rot: float) -> str:
    body = (rect(-2.5, -length, 5, length + 14, rx=2, fill=GOLD, stroke=INK, stroke_width=1.2)
            + circle(0, -length - 5, 6, fill=GOLD, stroke=INK, stroke_width=1.3)
            + circle(0, -length - 5, 2.4, fill=RED))
    return group(body, f"translate({x:.2f} {y:.2f}) rotate({rot:.2f})")


def _grip_sword(kit: Kit, hx: float, hy: float, length: float, width: float, rot: float) -> str:
    """A sword whose grip is in the hand at (hx, hy), turned ``rot`` degrees from point-up."""
    a = math.radians(rot)
    k = 0.37 * length
    return kit.sword(hx + math.sin(a) * k, hy - math.cos(a) * k, length, width, rot)


def _grip_club(kit: Kit, hx: float, hy: float, length: float, width: float, rot: float) -> str:
    """A club held near its thin end in the hand at (hx, hy), its knob up at ``rot`` degrees."""
    a = math.radians(rot)
    k = 0.34 * length
    return kit.club(hx + math.sin(a) * k, hy - math.cos(a) * k, length, width, rot)


# ---------------------------------------------------------------- the horse
def _horse(facing: int, coat: str, mane: str, x0: float = 120) -> str:
    """A horse in the half card: its body across the middle line, its arched neck and head up on
    the ``facing`` side (-1 left, 1 right), the forelegs raised in a prance; bridle and saddle cloth."""
    f = facing

    def p(x: float, y: float) -> str:
        return f"{x0 + f * x:.2f},{y:.2f}"

    dark = _shade(coat)
    parts = []
    # the far foreleg, then the near one reaching further forward
    for pts, colour in (([(48, 150), (74, 146), (80, 164)], dark), ([(58, 138), (92, 124), (100, 146)], coat)):
        parts.append(thick_line([(x0 + f * x, y) for x, y in pts], colour, 12, INK, 1.6))
        hx, hy = x0 + f * pts[-1][0], pts[-1][1]
        parts.append(ellipse(hx, hy + 2, 7, 5, fill=BLACK, stroke=INK, stroke_width=1.0))
    parts.append(path(f"M{p(-92, 146)} C{p(-108, 146)} {p(-110, 162)} {p(-104, 177)} L{p(-94, 177)} "
                      f"C{p(-96, 164)} {p(-94, 154)} {p(-86, 150)} Z", fill=mane, stroke=INK, stroke_width=1.3))
    parts.append(path(f"M{p(-94, 177)} C{p(-98, 150)} {p(-78, 134)} {p(-40, 134)} L{p(30, 132)} "
                      f"C{p(62, 130)} {p(74, 150)} {p(70, 177)} Z", fill=coat, stroke=INK, stroke_width=1.8))
    parts.append(path(f"M{p(-40, 138)} L{p(12, 136)} L{p(16, 177)} L{p(-46, 177)} Z", fill=RED, stroke=INK,
                      stroke_width=1.4))
    parts.append(path(f"M{p(-42, 146)} L{p(13, 144)}", stroke=GOLD, stroke_width=3.5))
    # the arched neck and the head, muzzle down
    parts.append(path(f"M{p(8, 136)} C{p(14, 100)} {p(34, 66)} {p(56, 52)} L{p(58, 34)} L{p(68, 48)} "
                      f"C{p(80, 56)} {p(94, 72)} {p(104, 88)} C{p(108, 97)} {p(101, 104)} {p(92, 101)} "
                      f"L{p(80, 94)} C{p(74, 98)} {p(70, 106)} {p(68, 114)} C{p(66, 124)} {p(64, 132)} "
                      f"{p(62, 142)} Z", fill=coat, stroke=INK, stroke_width=1.8))
    parts.append(path(f"M{p(8, 136)} C{p(14, 100)} {p(34, 66)} {p(56, 52)} L{p(64, 56)} L{p(50, 46)} "
                      f"C{p(28, 58)} {p(2, 96)} {p(-4, 136)} Z", fill=mane, stroke=INK, stroke_width=1.3))
    # line work: the shoulder, the haunch and the muscles of the neck
    parts.append(path(f"M{p(30, 140)} Q{p(46, 148)} {p(48, 170)} M{p(-84, 152)} Q{p(-72, 140)} {p(-56, 142)} "
                      f"M{p(22, 112)} Q{p(30, 92)} {p(46, 74)} M{p(32, 120)} Q{p(42, 102)} {p(56, 86)} "
                      f"M{p(24, 150)} L{p(36, 158)} M{p(22, 158)} L{p(34, 166)} M{p(-60, 160)} L{p(-70, 168)}",
                      fill="none", stroke=INK, stroke_width=1.0, opacity=0.55))
    parts.append(circle(x0 + f * 76, 66, 3.0, fill=INK))
    parts.append(circle(x0 + f * 100, 95, 2.0, fill=INK))
    # forelock, mouth, and the bridle: cheek strap, noseband, rein
    parts.append(path(f"M{p(60, 50)} C{p(68, 54)} {p(72, 60)} {p(70, 68)} C{p(66, 62)} {p(62, 58)} {p(56, 56)} Z",
                      fill=mane, stroke=INK, stroke_width=1.0))
    parts.append(path(f"M{p(93, 101)} L{p(86, 96)}", stroke=INK, stroke_width=1.4, stroke_linecap="round"))
    parts.append(path(f"M{p(62, 58)} Q{p(70, 78)} {p(84, 90)} M{p(82, 92)} L{p(99, 80)} M{p(86, 95)} "
                      f"L{p(40, 128)}", fill="none", stroke=RED, stroke_width=2.8))
    return "".join(parts)


def _shade(colour: str) -> str:
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#{:02x}{:02x}{:02x}".format(*(int(c * 0.78) for c in (r, g, b)))


# ---------------------------------------------------------------- the figures
def _standing(cx: float, dress: dict, head: str, arms: str, held_behind: str = "", held_front: str = "",
              king: bool = False) -> str:
    """A half figure at ``cx``: a jack in doublet, puffed sleeves and wide collar; a king in a mantle
    with an ermine cape; the arms and what they hold are given whole by the caller."""
    parts = [held_behind]
    if king:
        parts.append(_mantle(cx, dress["mantle"]))
    parts.append(_doublet(cx, 96, dress["doublet"], dress["trim"], dress["pattern"], wide=30 if king else 32))
    if king:
        parts.append(rect(cx - 6, 80, 12, 14, fill=SKIN, stroke=INK, stroke_width=1.2))
        parts.append(_ermine(cx, 94, 48))
    else:
        parts.append(_puff(cx - 36, 106, dress["sleeve"], dress["slash"]))
        parts.append(_puff(cx + 36, 106, dress["sleeve"], dress["slash"]))
        parts.append(rect(cx - 6, 80, 12, 14, fill=SKIN, stroke=INK, stroke_width=1.2))
        parts.append(_ruff(cx, 96, 34, 10))
    parts.append(head)
    parts.append(arms)
    parts.append(held_front)
    return "".join(parts)


def _jack(suit: Suit, kit: Kit) -> str:
    cx = 120
    if suit is Suit.COINS:
        # the coin shown high in the raised right hand, the left hand on the hip
        dress = dict(doublet=RED, trim=YELLOW, pattern="bands", sleeve=BLUE, slash=YELLOW)
        head = _face(cx, 62, 19, "#d9a441") + _plumed_cap(cx, 44, 19, GREEN, WHITE, side=-1)
        arms = (_arm([(cx + 40, 104), (cx + 58, 84), (cx + 40, 56)], BLUE)
                + kit.coin(cx + 40, 34, 21) + _hand(cx + 40, 52)
                + _arm([(cx - 40, 106), (cx - 64, 136), (cx - 40, 158)], BLUE) + _hand(cx - 36, 158))
        return _standing(cx, dress, head, arms)
    if suit is Suit.CUPS:
        # the cup carried before the chest in both hands
        dress = dict(doublet=BLUE, trim=GOLD, pattern="lacing", sleeve=RED, slash=WHITE)
        head = _face(cx, 62, 19, "#5a3a1e") + _plumed_cap(cx, 44, 19, RED, YELLOW, side=1)
        arms = (_arm([(cx - 40, 106), (cx - 46, 136), (cx - 14, 146)], RED)
                + _arm([(cx + 40, 106), (cx + 46, 136), (cx + 14, 146)], RED))
        return _standing(cx, dress, head, arms, held_front=kit.cup(cx, 126, 62) + _hand(cx - 9, 141, 5.5)
                         + _hand(cx + 9, 141, 5.5))
    if suit is Suit.SWORDS:
        # the sword shouldered, point up past his left, the other hand at the belt
        dress = dict(doublet=GREEN, trim=YELLOW, pattern="chevrons", sleeve=YELLOW, slash=RED)
        head = _face(cx, 62, 19, "#2f2218") + _plumed_cap(cx, 44, 19, BLUE, RED, side=1)
        arms = (_arm([(cx - 40, 106), (cx - 50, 140), (cx - 26, 156)], YELLOW) + _hand(cx - 24, 156)
                + _arm([(cx + 40, 106), (cx + 50, 140), (cx + 40, 156)], YELLOW))
        return _standing(cx, dress, head, arms, held_behind=_grip_sword(kit, cx + 42, 154, 150, 14, 14)
                         ) + _hand(cx + 42, 154)
    # batons: a great club leant on his shoulder, the other hand on his hip
    dress = dict(doublet=YELLOW, trim=GREEN, pattern="quartered", sleeve=GREEN, slash=YELLOW)
    head = _face(cx, 62, 19, "#8c5424") + _plumed_cap(cx, 44, 19, RED, WHITE, side=1)
    arms = (_arm([(cx + 40, 106), (cx + 64, 136), (cx + 40, 158)], GREEN) + _hand(cx + 36, 158)
            + _arm([(cx - 40, 106), (cx - 50, 142), (cx - 24, 150)], GREEN))
    return _standing(cx, dress, head, arms, held_front=_grip_club(kit, cx - 22, 150, 140, 27, -22)
                     + _hand(cx - 22, 150))


def _king(suit: Suit, kit: Kit) -> str:
    cx = 120
    if suit is Suit.BATONS:
        return _king_of_batons(kit)
    if suit is Suit.COINS:
        # an old king: white beard, the axe on his shoulder, the coin in the other hand
        dress = dict(doublet=YELLOW, trim=RED, pattern="lacing", sleeve=RED, slash=YELLOW, mantle=BLUE)
        head = _face(cx, 60, 19, "#e8e1d4", beard="#e8e1d4", long=True) + _crown(cx, 46, 34, 24)
        arms = (_arm([(cx + 40, 108), (cx + 54, 140), (cx + 34, 150)], RED)
                + _arm([(cx - 40, 108), (cx - 60, 136), (cx - 56, 150)], RED))
        return _standing(cx, dress, head, arms, held_behind=_axe(cx + 34, 150, 6), king=True,
                         held_front=_hand(cx + 32, 150) + kit.coin(cx - 58, 140, 18) + _hand(cx - 52, 152))
    if suit is Suit.CUPS:
        # a brown-bearded king raising his cup at his side, a sceptre in the other hand
        dress = dict(doublet=RED, trim=GOLD, pattern="bands", sleeve=BLUE, slash=WHITE, mantle=GREEN)
        head = _face(cx, 60, 19, "#6b4423", beard="#6b4423", long=True) + _crown(cx, 46, 34, 24)
        arms = (_arm([(cx - 40, 108), (cx - 66, 112), (cx - 66, 80)], BLUE)
                + _arm([(cx + 40, 108), (cx + 50, 140), (cx + 30, 150)], BLUE))
        return _standing(cx, dress, head, arms, king=True, held_behind=_sceptre(cx + 30, 150, 100, 8),
                         held_front=kit.cup(cx - 66, 56, 64) + _hand(cx - 66, 70, 5.5) + _hand(cx + 30, 150))
    # swords: a black-bearded king, the sword upright in his fist, the other hand on his breast
    dress = dict(doublet=BLUE, trim=YELLOW, pattern="chevrons", sleeve=GREEN, slash=YELLOW, mantle=RED)
    head = _face(cx, 60, 19, "#2b2420", beard="#2b2420", long=True) + _crown(cx, 46, 34, 24)
    arms = (_arm([(cx - 40, 108), (cx - 54, 142), (cx - 60, 156)], GREEN)
            + _arm([(cx + 40, 108), (cx + 46, 136), (cx + 10, 140)], GREEN))
    return _standing(cx, dress, head, arms, king=True, held_behind="",
                     held_front=_grip_sword(kit, cx - 60, 152, 140, 14, 0) + _hand(cx - 60, 152) + _hand(cx + 10, 140))


def _king_of_batons(kit: Kit) -> str:
    """The king of batons in profile, facing left: crowned, bearded, his club upright before him."""
    cx, f = 128, -1
    parts = [path(f"M{cx - 34:.2f},100 C{cx - 52:.2f},118 {cx - 60:.2f},150 {cx - 62:.2f},177 L{cx + 74:.2f},177 "
                  f"C{cx + 72:.2f},140 {cx + 58:.2f},108 {cx + 30:.2f},96 Z", fill=RED, stroke=INK, stroke_width=1.7),
             # the doublet seen from the side, the chest forward
             path(f"M{cx - 26:.2f},100 L{cx + 28:.2f},100 L{cx + 34:.2f},177 L{cx - 42:.2f},177 C{cx - 46:.2f},140 "
                  f"{cx - 38:.2f},114 {cx - 26:.2f},100 Z", fill=GREEN, stroke=INK, stroke_width=1.6),
             path(f"M{cx - 10:.2f},100 L{cx - 16:.2f},177", stroke=YELLOW, stroke_width=6.0),
             rect(cx - 46, 160, 82, 8, fill="#4a2c17", stroke=INK, stroke_width=1.2),
             rect(cx - 6, 78, 12, 18, fill=SKIN, stroke=INK, stroke_width=1.2),
             _ermine(cx + 4, 96, 42, facing=f),
             _profile(cx, 58, 23, f, "#5e3a1c", "#9a6232"),
             _crown(cx - 1, 46, 36, 26),
             _grip_club(kit, cx - 54, 140, 150, 28, -3),
             _arm([(cx + 14, 112), (cx - 6, 146), (cx - 48, 142)], YELLOW),
             _hand(cx - 52, 140)]
    return "".join(parts)


def _knight(suit: Suit, kit: Kit) -> str:
    """A rider on his horse: the horse's head and raised forelegs on one side, the rider above its
    back holding his suit sign."""
    if suit is Suit.COINS:
        f, coat, mane = -1, "#dcd6cc", "#8d8378"
        dress = dict(doublet=GREEN, sleeve=RED, hat=RED, trim=YELLOW)
    elif suit is Suit.CUPS:
        f, coat, mane = 1, "#a5652e", "#3a2416"
        dress = dict(doublet=YELLOW, sleeve=BLUE, hat=GREEN, trim=RED)
    elif suit is Suit.SWORDS:
        f, coat, mane = 1, "#7f8a9a", "#2a2522"
        dress = dict(doublet=RED, sleeve=YELLOW, hat=BLUE, trim=GOLD)
    else:
        f, coat, mane = -1, "#c98b4a", "#f1e6cf"
        dress = dict(doublet=BLUE, sleeve=GREEN, hat=YELLOW, trim=RED)
    rx = 120 - f * 30  # the rider sits behind the horse's neck
    hx = 120 + f * 10
    parts = [group(_horse(f, coat, mane, x0=0), f"translate({hx:.2f} 177) scale(0.9) translate(0 -177)")]
    # the rider's body and leg over the horse's side
    parts.append(path(f"M{rx - 24:.2f},96 L{rx + 24:.2f},96 L{rx + 28:.2f},150 L{rx - 28:.2f},150 Z",
                      fill=dress["doublet"], stroke=INK, stroke_width=1.6))
    parts.append(path(f"M{rx:.2f},96 L{rx:.2f},150", stroke=dress["trim"], stroke_width=5.0))
    parts.append(thick_line([(rx + f * 6, 146), (rx + f * 30, 152), (rx + f * 28, 168)], dress["sleeve"], 14, INK, 1.5))
    parts.append(path(f"M{rx + f * 20:.2f},166 L{rx + f * 38:.2f},166 L{rx + f * 36:.2f},177 L{rx + f * 20:.2f},177 Z",
                      fill=BLACK, stroke=INK, stroke_width=1.2))
    parts.append(_puff(rx - 28, 104, dress["sleeve"], dress["trim"]))
    parts.append(_puff(rx + 28, 104, dress["sleeve"], dress["trim"]))
    parts.append(rect(rx - 5, 80, 10, 14, fill=SKIN, stroke=INK, stroke_width=1.2))
    parts.append(_ruff(rx, 95, 28, 8, 12))
    parts.append(_face(rx, 62, 17, "#6b4423" if suit is not Suit.SWORDS else "#2f2218"))
    parts.append(_brim_hat(rx, 44, 17, dress["hat"], dress["trim"], side=f))
    back = -f  # the hand away from the horse's head
    if suit is Suit.COINS:
        # the coin held out over the horse's head
        parts.append(_arm([(rx + f * 30, 106), (rx + f * 50, 104), (rx + f * 62, 86)], dress["sleeve"]))
        parts.append(kit.coin(rx + f * 64, 66, 19) + _hand(rx + f * 62, 86))
        parts.append(_arm([(rx + back * 30, 108), (rx + back * 36, 136), (rx + back * 10, 140)], dress["sleeve"]))
        parts.append(_hand(rx + back * 8, 140))
    elif suit is Suit.CUPS:
        # the cup raised high behind him
        parts.append(_arm([(rx + back * 30, 106), (rx + back * 48, 88), (rx + back * 36, 50)], dress["sleeve"]))
        parts.append(kit.cup(rx + back * 36, 34, 54) + _hand(rx + back * 36, 45, 5.0))
        parts.append(_arm([(rx + f * 30, 108), (rx + f * 40, 134), (rx + f * 50, 132)], dress["sleeve"]))
        parts.append(_hand(rx + f * 52, 132))
    elif suit is Suit.SWORDS:
        # the sword raised upright at arm's length
        parts.append(_arm([(rx + back * 30, 106), (rx + back * 54, 118), (rx + back * 52, 102)], dress["sleeve"]))
        parts.append(_grip_sword(kit, rx + back * 52, 100, 98, 13, -back * 6) + _hand(rx + back * 52, 100))
        parts.append(_arm([(rx + f * 30, 108), (rx + f * 40, 134), (rx + f * 50, 132)], dress["sleeve"]))
        parts.append(_hand(rx + f * 52, 132))
    else:
        # the club raised on his shoulder, knob up behind his head
        parts.insert(0, _grip_club(kit, rx + back * 42, 116, 112, 26, -back * 8))
        parts.append(_arm([(rx + back * 30, 106), (rx + back * 48, 132), (rx + back * 42, 118)], dress["sleeve"]))
        parts.append(_hand(rx + back * 42, 116))
        parts.append(_arm([(rx + f * 30, 108), (rx + f * 40, 134), (rx + f * 50, 132)], dress["sleeve"]))
        parts.append(_hand(rx + f * 52, 132))
    return "".join(parts)


MIDDLE = 177
FIT = 0.9
BAND = {Suit.COINS: YELLOW, Suit.CUPS: RED, Suit.SWORDS: BLUE, Suit.BATONS: GREEN}


def court(suit: Suit, rank: Rank, kit: Kit) -> str:
    """A whole double-headed court card inside its frame."""
    if rank is Rank.JACK:
        half = _jack(suit, kit)
    elif rank is Rank.QUEEN:
        half = _knight(suit, kit)
    else:
        half = _king(suit, kit)
    # the half figure is drawn a little smaller about the middle of the band's edge, so that it keeps
    # clear of the frame and the corner numbers; the lower half is the same half turned round
    fitted = group(half, f"translate(120 {MIDDLE}) scale({FIT}) translate(-120 -{MIDDLE})")
    return frame(10, 10, 220, 340, INK, 1.8) + mirrored(fitted, BAND[suit])
