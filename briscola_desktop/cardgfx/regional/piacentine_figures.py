"""The twelve court figures of the Piacentine, drawn for this pattern alone.

The modern Piacentine court card is double-headed: each half is a half-length portrait cut at the
waist where the two halves meet (a narrow muted band in the suit's colour between two hairlines), and
the lower half is the same portrait turned round, so that the card reads as a whole figure both ways
up. Each half holds a big head well inside it (the face with its headgear about a third of the half's
height), broad shoulders and a robe filling the half's width, and arms held so that they read as arms
either way up: hands before the chest, or a suit sign held up beside the head. Only the knights show
legs (the rider's and the horse's).

The figures wear Renaissance dress: the fanti (jacks) a plumed flat cap, a wide white collar, puffed
and slashed sleeves and a doublet in flat red, blue, yellow and green; the cavalli (knights) a
brimmed hat, each rider sitting astride in each half, his leg bent down the horse's flank, the
horse's head and arched neck coming forward large before him and its forelegs below (the hind part
goes down into the band); the kings a tall crown, a beard, an ermine cape, and a heavy mantle
falling in folds, bordered in gold and open on a brocade gown. Each of the twelve has its own pose
and holds its suit sign its own way, swords and the axe gripped by the hilt or haft in a closed fist:
the jack of coins shows his coin up beside his head, the jack of swords holds his sword upright
before his shoulder, the king of coins holds a big coin in his hand before his chest (the axe of the
old pattern small at his other side), the king of swords a broad sword upright by the hilt, the king
of batons is seen in profile, his club upright before him, the knight of coins rides a white horse
and holds a large coin up behind his head.

The heads are drawn in the manner of an old woodcut rather than a cartoon: long faces narrowing to
the chin, heavy-lidded eyes, a brow line running on into a long nose, hair and beards in strands.

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
from .common import CY, INK, frame, turned

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


def _fist(x: float, y: float, r: float = 7.0, across: float = 0.0) -> str:
    """A fist closed round a grip: the knuckles' bar with the fingers' joints, the thumb over them;
    ``across`` turns it (degrees) to lie across a tilted grip."""
    body = (path(f"M{-r:.2f},{-r * 0.8:.2f} C{-r * 0.4:.2f},{-r * 1.2:.2f} {r * 0.4:.2f},{-r * 1.2:.2f} "
                 f"{r:.2f},{-r * 0.8:.2f} C{r * 1.25:.2f},{0:.2f} {r * 1.15:.2f},{r * 0.8:.2f} {r * 0.6:.2f},{r * 1.0:.2f} "
                 f"L{-r * 0.6:.2f},{r * 1.0:.2f} C{-r * 1.15:.2f},{r * 0.8:.2f} {-r * 1.25:.2f},{0:.2f} "
                 f"{-r:.2f},{-r * 0.8:.2f} Z", fill=SKIN, stroke=INK, stroke_width=1.4)
            + path(" ".join(f"M{r * k:.2f},{-r * 0.3:.2f} L{r * k:.2f},{r * 0.9:.2f}" for k in (-0.45, 0, 0.45)),
                   stroke="#9b6a48", stroke_width=1.1)
            + path(f"M{-r * 0.95:.2f},{-r * 0.5:.2f} C{-r * 0.3:.2f},{-r * 0.75:.2f} {r * 0.3:.2f},{-r * 0.6:.2f} "
                   f"{r * 0.55:.2f},{-r * 0.2:.2f}", fill="none", stroke=INK, stroke_width=1.3, stroke_linecap="round"))
    return group(body, f"translate({x:.2f} {y:.2f}) rotate({across:.2f})")


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


def _axe(x: float, y: float, rot: float, scale: float = 1.0) -> str:
    """A long-handled axe held at (x, y), the blade up at the top of the haft."""
    body = (rect(-3, -92, 6, 110, rx=2, fill="#8a5a2b", stroke=INK, stroke_width=1.3)
            + path("M2,-88 C14,-98 26,-96 30,-86 C30,-74 28,-62 24,-56 C18,-64 10,-68 2,-68 Z", fill="#c8d4df",
                   stroke=INK, stroke_width=1.5)
            + path("M28,-84 C30,-74 28,-64 24,-58", fill="none", stroke="#2a4a70", stroke_width=2.4)
            + path("M-3,-86 L-12,-80 L-3,-76 Z", fill="#c8d4df", stroke=INK, stroke_width=1.2))
    return group(body, f"translate({x:.2f} {y:.2f}) rotate({rot:.2f}) scale({scale:.2f} {abs(scale):.2f})")


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


# ---------------------------------------------------------------- half-length bodies
def _sleeve(points: list[tuple[float, float]], colour: str, width: float = 18.0, cuff: str = WHITE) -> str:
    """A full sleeve from the shoulder through the elbow to the wrist, a turned-back cuff at the wrist."""
    (x1, y1), (x2, y2) = points[-2], points[-1]
    d = math.hypot(x2 - x1, y2 - y1) or 1
    cx, cy = x2 - (x2 - x1) / d * 5, y2 - (y2 - y1) / d * 5
    return (thick_line(points, colour, width, INK, 1.6)
            + circle(cx, cy, width * 0.36, fill=cuff, stroke=INK, stroke_width=1.2))


def _shoulders(cx: float, colour: str, wide: float = 74, low: float = 80) -> str:
    """The body of a half-length figure: from the neck out over broad shoulders and straight down to
    the middle line, filling the half card's width."""
    return path(f"M{cx - 14:.2f},94 C{cx - 34:.2f},100 {cx - wide + 10:.2f},104 {cx - wide:.2f},118 "
                f"C{cx - wide - 6:.2f},132 {cx - low:.2f},152 {cx - low:.2f},177 L{cx + low:.2f},177 "
                f"C{cx + low:.2f},152 {cx + wide + 6:.2f},132 {cx + wide:.2f},118 "
                f"C{cx + wide - 10:.2f},104 {cx + 34:.2f},100 {cx + 14:.2f},94 Z",
                fill=colour, stroke=INK, stroke_width=1.7)


def _tint(colour: str, k: float) -> str:
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#{:02x}{:02x}{:02x}".format(*(int(c + (255 - c) * k) for c in (r, g, b)))


def _folds(cx: float, colour: str, xs: tuple[float, ...], top: float, bottom: float = 177, sway: float = 6) -> str:
    """Folds falling in the cloth: for each offset a deep shadow in the cloth's own darker shade with a
    lit ridge beside it, swaying a little outwards as they fall."""
    dark, lit, ink = [], [], []
    for x in xs:
        s = 1 if x > 0 else -1
        x0, x1 = cx + x, cx + x + s * sway
        mid = (top + bottom) / 2
        dark.append(f"M{x0:.2f},{top:.2f} Q{x0 + s * sway * 1.4:.2f},{mid:.2f} {x1:.2f},{bottom:.2f}")
        lit.append(f"M{x0 + s * 6:.2f},{top + 8:.2f} Q{x0 + s * (sway * 1.4 + 6):.2f},{mid:.2f} {x1 + s * 6:.2f},{bottom:.2f}")
        ink.append(f"M{x0 - s * 2:.2f},{top + 4:.2f} Q{x0 + s * sway * 1.4 - s * 2:.2f},{mid:.2f} {x1 - s * 2:.2f},{bottom:.2f}")
    return (path(" ".join(dark), fill="none", stroke=_shade(colour, 0.62), stroke_width=5.0, stroke_linecap="round")
            + path(" ".join(lit), fill="none", stroke=_tint(colour, 0.35), stroke_width=3.0, stroke_linecap="round")
            + path(" ".join(ink), fill="none", stroke=INK, stroke_width=1.0, opacity=0.6))


def _jerkin(cx: float, colour: str, trim: str, pattern: str) -> str:
    """A jack's doublet over broad shoulders, its decoration, folds and belt."""
    deco = {
        "bands": path(f"M{cx - 20:.2f},100 L{cx - 26:.2f},177 M{cx + 20:.2f},100 L{cx + 26:.2f},177",
                      stroke=trim, stroke_width=8.0),
        "lacing": path(f"M{cx:.2f},98 L{cx:.2f},177", stroke=trim, stroke_width=9.0)
        + path(" ".join(f"M{cx - 7:.2f},{y} L{cx + 7:.2f},{y + 7}" for y in range(104, 168, 12)),
               stroke=INK, stroke_width=1.5),
        "chevrons": path(" ".join(f"M{cx - 50:.2f},{y} L{cx:.2f},{y + 16} L{cx + 50:.2f},{y}"
                                  for y in range(112, 172, 20)), fill="none", stroke=trim, stroke_width=5.0),
        "quartered": path(f"M{cx:.2f},96 L{cx + 14:.2f},94 C{cx + 34:.2f},100 {cx + 64:.2f},104 {cx + 74:.2f},118 "
                          f"C{cx + 80:.2f},132 {cx + 80:.2f},152 {cx + 80:.2f},177 L{cx:.2f},177 Z",
                          fill=trim, stroke=INK, stroke_width=1.2),
    }[pattern]
    folds = (_folds(cx, colour, (-58, -36, 36, 58), 122, 160, 4)
             + path(" ".join(f"M{cx + x:.2f},168 L{cx + x * 1.04:.2f},176" for x in range(-64, 65, 10)),
                    fill="none", stroke=INK, stroke_width=1.0, opacity=0.55))
    belt = rect(cx - 78, 160, 156, 8, fill="#4a2c17", stroke=INK, stroke_width=1.2)
    return _shoulders(cx, colour) + deco + folds + belt


def _robe(cx: float, gown: str, mantle: str, motif: str) -> str:
    """A king's long robe: a mantle over broad shoulders, open down the front on a brocade gown, its
    edges bordered in gold; the ermine cape comes on top."""
    # a heavy mantle, wider at the hem, falling in deep folds
    parts = [_shoulders(cx, mantle, wide=80, low=94), _folds(cx, mantle, (-80, -64, -50, 50, 64, 80), 128, 177, 7)]
    parts.append(path(f"M{cx - 26:.2f},100 L{cx + 26:.2f},100 L{cx + 38:.2f},177 L{cx - 38:.2f},177 Z",
                      fill=gown, stroke=INK, stroke_width=1.4))
    # the brocade: a lattice of diamonds with a dot in each, or rows of small lilies
    if motif == "lattice":
        # zigzag rows, each kept inside the gown's width at its height, which together make diamonds
        rows = []
        for k, y in enumerate(range(104, 177, 9)):
            w = 26 + 12 * (y + 9 - 100) / 77 - 3
            xs = [x for x in range(-44, 45, 10) if abs(x) <= w]
            pts = [(cx + x, y + (9 if (i + k) % 2 else 0)) for i, x in enumerate(xs)]
            rows.append("M" + " L".join(f"{x:.2f},{yy:.2f}" for x, yy in pts))
        parts.append(path(" ".join(rows), fill="none", stroke=GOLD, stroke_width=2.0))
    else:
        d = " ".join(f"M{cx + x:.2f},{y} l3,5 l-3,5 l-3,-5 Z" for y in (120, 140, 160) for x in (-20, 0, 20)) + " " + \
            " ".join(f"M{cx + x:.2f},{y} l3,5 l-3,5 l-3,-5 Z" for y in (110, 130, 150) for x in (-10, 10))
        parts.append(path(d, fill=GOLD, stroke=INK, stroke_width=0.8))
    # the gown's edges cut clean again over the lattice, and the gold borders of the mantle's opening
    parts.append(path(f"M{cx - 26:.2f},100 L{cx - 38:.2f},177 M{cx + 26:.2f},100 L{cx + 38:.2f},177",
                      stroke=GOLD, stroke_width=8.0))
    parts.append(path(f"M{cx - 26:.2f},100 L{cx - 38:.2f},177 M{cx + 26:.2f},100 L{cx + 38:.2f},177",
                      stroke=INK, stroke_width=1.0, stroke_dasharray="2 5"))
    # the mantle's hem border at the sides and its folds
    parts.append(path(f"M{cx - 92:.2f},146 C{cx - 94:.2f},158 {cx - 94:.2f},168 {cx - 94:.2f},177 "
                      f"M{cx + 92:.2f},146 C{cx + 94:.2f},158 {cx + 94:.2f},168 {cx + 94:.2f},177",
                      fill="none", stroke=GOLD, stroke_width=5.0))
    return "".join(parts)


def _neck(cx: float) -> str:
    return rect(cx - 8, 82, 16, 16, fill=SKIN, stroke=INK, stroke_width=1.2)


# ---------------------------------------------------------------- the figures
HEAD_Y = 63   # the centre of a jack's or a king's face, well inside the half
HEAD_R = 32   # the face: with its hair and headgear, about a third of the half's height


def _jack(suit: Suit, kit: Kit) -> str:
    """A jack cut at the waist: plumed cap, wide collar, puffed shoulders, his suit sign held up by his
    head or before his chest."""
    cx = 120
    if suit is Suit.COINS:
        colour, trim, pattern, sleeve, slash, hair, cap, plume, side = RED, YELLOW, "bands", BLUE, YELLOW, "#d9a441", GREEN, WHITE, -1
    elif suit is Suit.CUPS:
        colour, trim, pattern, sleeve, slash, hair, cap, plume, side = BLUE, GOLD, "lacing", RED, WHITE, "#5a3a1e", RED, YELLOW, 1
    elif suit is Suit.SWORDS:
        colour, trim, pattern, sleeve, slash, hair, cap, plume, side = GREEN, YELLOW, "chevrons", YELLOW, RED, "#2f2218", BLUE, RED, -1
    else:
        colour, trim, pattern, sleeve, slash, hair, cap, plume, side = YELLOW, GREEN, "quartered", GREEN, YELLOW, "#8c5424", RED, WHITE, 1
    behind, front = "", ""
    if suit is Suit.COINS:
        # the coin shown up beside his head, the other hand laid on his chest
        arms = (_sleeve([(cx - 62, 122), (cx - 70, 150), (cx - 30, 150)], sleeve) + _hand(cx - 26, 150, 7)
                + _sleeve([(cx + 62, 122), (cx + 80, 134), (cx + 68, 102)], sleeve))
        front = kit.coin(cx + 66, 74, 24) + _hand(cx + 68, 100, 7)
    elif suit is Suit.CUPS:
        # the cup carried before his chest in both hands
        arms = (_sleeve([(cx - 62, 122), (cx - 68, 152), (cx - 20, 156)], sleeve)
                + _sleeve([(cx + 62, 122), (cx + 68, 152), (cx + 20, 156)], sleeve))
        front = kit.cup(cx, 130, 64) + _hand(cx - 14, 154, 7) + _hand(cx + 14, 154, 7)
    elif suit is Suit.SWORDS:
        # the sword upright before his shoulder, its hilt gripped in his fist, the other hand on his hip
        arms = (_sleeve([(cx - 62, 122), (cx - 80, 148), (cx - 52, 166)], sleeve) + _hand(cx - 48, 166, 7)
                + _sleeve([(cx + 62, 122), (cx + 80, 152), (cx + 56, 146)], sleeve))
        front = _grip_sword(kit, cx + 52, 146, 150, 21, 5) + _fist(cx + 52, 146, 8, 5)
    else:
        # the great club shouldered, knob up past his head, the other hand on his belt
        arms = (_sleeve([(cx - 62, 122), (cx - 72, 150), (cx - 36, 162)], sleeve) + _hand(cx - 32, 162, 7)
                + _sleeve([(cx + 62, 122), (cx + 74, 150), (cx + 56, 150)], sleeve))
        front = _grip_club(kit, cx + 56, 150, 160, 30, 12) + _hand(cx + 56, 150, 7)
    parts = [behind, _jerkin(cx, colour, trim, pattern),
             _puff(cx - 60, 118, sleeve, slash), _puff(cx + 60, 118, sleeve, slash),
             _neck(cx), _ruff(cx, 98, 40, 11, 16),
             _face(cx, HEAD_Y, HEAD_R, hair), _plumed_cap(cx, HEAD_Y - 24, 29, cap, plume, side=side),
             arms, front]
    return "".join(parts)


def _king(suit: Suit, kit: Kit) -> str:
    """A king cut at the waist: tall crown, beard, a long mantle bordered in gold over a brocade gown,
    an ermine cape on his shoulders, his suit sign held up by his head or before his chest."""
    if suit is Suit.BATONS:
        return _king_of_batons(kit)
    cx = 120
    behind, front = "", ""
    if suit is Suit.COINS:
        # an old king, white-bearded: a big coin held up before his chest, the axe of this king on his shoulder
        gown, mantle, sleeve, hair, motif = YELLOW, BLUE, RED, "#e8e1d4", "lattice"
        # the axe small at his side, its haft in his fist; the big coin held up in his other hand, the
        # fingers over its rim
        arms = (_sleeve([(cx - 66, 130), (cx - 78, 156), (cx - 62, 162)], sleeve)
                + _sleeve([(cx + 66, 130), (cx + 82, 158), (cx + 50, 150)], sleeve))
        front = (_axe(cx - 64, 162, -8, -0.8) + _fist(cx - 63, 162, 7.5, -8) + kit.coin(cx + 34, 126, 31)
                 + _fist(cx + 46, 152, 8, -30))
    elif suit is Suit.CUPS:
        # a brown-bearded king raising his cup beside his head, a sceptre in the other hand
        gown, mantle, sleeve, hair, motif = RED, GREEN, BLUE, "#6b4423", "lilies"
        arms = (_sleeve([(cx - 66, 130), (cx - 86, 130), (cx - 72, 100)], sleeve)
                + _sleeve([(cx + 66, 130), (cx + 72, 156), (cx + 58, 158)], sleeve))
        front = (kit.cup(cx - 72, 68, 62) + _hand(cx - 72, 96, 7) + _sceptre(cx + 58, 156, 104, 6)
                 + _hand(cx + 58, 156, 7))
    else:
        # a black-bearded king, the sword upright in his fist beside his head, the other hand on his breast
        gown, mantle, sleeve, hair, motif = BLUE, RED, GREEN, "#2b2420", "lilies"
        arms = (_sleeve([(cx - 66, 130), (cx - 84, 158), (cx - 56, 152)], sleeve)
                + _sleeve([(cx + 66, 130), (cx + 70, 156), (cx + 22, 150)], sleeve))
        front = (_grip_sword(kit, cx - 54, 152, 160, 20, -4) + _fist(cx - 54, 152, 8.5, -4)
                 + _hand(cx + 18, 150, 7))
    parts = [behind, _robe(cx, gown, mantle, motif), _neck(cx), _ermine(cx, 100, 66),
             _face(cx, HEAD_Y + 2, HEAD_R, hair, beard=hair, long=True), _crown(cx, HEAD_Y - 18, 48, 30),
             arms, front]
    return "".join(parts)


def _king_of_batons(kit: Kit) -> str:
    """The king of batons in profile, facing left: crowned, bearded, his club upright before him."""
    cx, f = 124, -1
    parts = [_robe(cx, GREEN, RED, "lattice"), _neck(cx), _ermine(cx + 2, 100, 64, facing=f),
             _profile(cx, HEAD_Y + 2, 30, f, "#5e3a1c", "#9a6232"),
             _crown(cx - 2, HEAD_Y - 20, 46, 30),
             _grip_club(kit, cx - 58, 150, 168, 32, -4),
             _sleeve([(cx - 62, 128), (cx - 74, 150), (cx - 60, 152)], YELLOW),
             _hand(cx - 58, 150, 7),
             _sleeve([(cx + 64, 128), (cx + 72, 160), (cx + 40, 164)], YELLOW), _hand(cx + 36, 164, 7)]
    return "".join(parts)


# ---------------------------------------------------------------- the cavalli
def _shade(colour: str, k: float = 0.78) -> str:
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#{:02x}{:02x}{:02x}".format(*(int(c * k) for c in (r, g, b)))


def _horse_side(f: int, coat: str, mane: str, cloth: str) -> str:
    """A horse seen from the side under its rider, walking towards the ``f`` side (-1 left, 1 right):
    the head and arched neck come forward large before the rider, the near foreleg raised and the far
    one planted, both running down to the middle line; the barrel and the rump go back and down into the
    band, the tail hanging behind. The saddle cloth lies on its back where the rider sits."""
    def p(x: float, y: float) -> str:
        return f"{120 + f * x:.2f},{y:.2f}"

    dark = _shade(coat)
    parts = []
    # the far foreleg (planted) and the tail, behind the body
    parts.append(thick_line([(120 + f * 30, 146), (120 + f * 34, 164), (120 + f * 32, 180)], dark, 15, INK, 1.6))
    parts.append(path(f"M{p(-78, 116)} C{p(-100, 124)} {p(-104, 150)} {p(-98, 177)} L{p(-82, 177)} "
                      f"C{p(-86, 152)} {p(-84, 134)} {p(-72, 122)} Z", fill=mane, stroke=INK, stroke_width=1.4))
    # body, neck and head in one outline: rump from the band, croup, back, withers, crest to the poll,
    # forehead and muzzle, chin, jaw, throat, chest, belly back to the band
    parts.append(path(f"M{p(-90, 177)} C{p(-94, 150)} {p(-92, 122)} {p(-74, 112)} C{p(-52, 104)} {p(-20, 108)} "
                      f"{p(2, 100)} C{p(20, 90)} {p(34, 64)} {p(50, 42)} L{p(50, 26)} L{p(60, 38)} L{p(66, 30)} "
                      f"L{p(68, 44)} C{p(80, 56)} {p(94, 72)} {p(104, 86)} C{p(108, 94)} {p(102, 102)} {p(92, 100)} "
                      f"L{p(80, 94)} C{p(74, 94)} {p(68, 96)} {p(64, 102)} C{p(62, 116)} {p(70, 128)} {p(68, 140)} "
                      f"C{p(64, 152)} {p(54, 158)} {p(40, 160)} C{p(10, 166)} {p(-40, 166)} {p(-66, 177)} Z",
                      fill=coat, stroke=INK, stroke_width=1.9))
    # the mane in locks along the crest, the forelock
    parts.append(path(f"M{p(2, 100)} C{p(20, 90)} {p(34, 64)} {p(50, 42)} L{p(54, 50)} L{p(42, 56)} L{p(40, 68)} "
                      f"L{p(28, 72)} L{p(26, 84)} L{p(14, 90)} L{p(10, 102)} Z", fill=mane, stroke=INK, stroke_width=1.3))
    parts.append(path(f"M{p(62, 38)} C{p(72, 44)} {p(76, 52)} {p(72, 60)} C{p(66, 54)} {p(62, 50)} {p(56, 48)} Z",
                      fill=mane, stroke=INK, stroke_width=1.0))
    # eye, nostril, mouth; line work: jaw, neck, shoulder, flank
    parts.append(circle(120 + f * 74, 58, 3.4, fill=INK))
    parts.append(circle(120 + f * 98, 90, 2.4, fill=INK))
    parts.append(path(f"M{p(76, 82)} Q{p(70, 90)} {p(72, 96)} M{p(40, 96)} Q{p(48, 80)} {p(58, 70)} "
                      f"M{p(36, 112)} Q{p(52, 124)} {p(52, 144)} M{p(-54, 120)} Q{p(-40, 136)} {p(-52, 160)}",
                      fill="none", stroke=_shade(coat, 0.55), stroke_width=1.4))
    # the near foreleg raised: forearm lifted forward, the cannon hanging from the knee, the hoof
    parts.append(thick_line([(120 + f * 50, 146), (120 + f * 78, 150), (120 + f * 80, 168)], coat, 16, INK, 1.7))
    parts.append(path(f"M{p(72, 166)} L{p(88, 166)} L{p(88, 176)} L{p(72, 175)} Z", fill=BLACK, stroke=INK,
                      stroke_width=1.0))
    # the saddle cloth, hanging in scallops, with a gold border
    parts.append(path(f"M{p(-54, 106)} L{p(6, 98)} C{p(10, 112)} {p(12, 126)} {p(8, 140)} "
                      f"Q{p(-2, 148)} {p(-12, 140)} Q{p(-24, 150)} {p(-34, 140)} Q{p(-46, 150)} {p(-58, 140)} "
                      f"C{p(-60, 128)} {p(-58, 116)} {p(-54, 106)} Z", fill=cloth, stroke=INK, stroke_width=1.5))
    parts.append(path(f"M{p(-56, 134)} Q{p(-46, 142)} {p(-34, 134)} Q{p(-24, 142)} {p(-12, 134)} Q{p(-2, 142)} "
                      f"{p(6, 132)}", fill="none", stroke=GOLD, stroke_width=3.0))
    # bridle and rein
    parts.append(path(f"M{p(62, 44)} Q{p(70, 70)} {p(86, 92)} M{p(84, 94)} L{p(102, 82)} M{p(60, 42)} L{p(74, 46)}",
                      fill="none", stroke=RED, stroke_width=3.0))
    return "".join(parts)


def _rider(rx: float, f: int, doublet: str, sleeve: str, trim: str, hat: str, hair: str, boot: str) -> str:
    """A rider astride, seen from the side with his face turned to us: his torso upright over the
    saddle, the near leg bent down the horse's flank, the foot in the stirrup."""
    parts = []
    # the near leg: thigh forward along the saddle, knee, shin down, the boot in the stirrup
    parts.append(thick_line([(rx, 108), (rx + f * 22, 122), (rx + f * 16, 150)], "#e6dccb", 17, INK, 1.6))
    parts.append(path(f"M{rx + f * 8:.2f},{138} L{rx + f * 26:.2f},136 L{rx + f * 24:.2f},158 "
                      f"L{rx + f * 34:.2f},160 L{rx + f * 34:.2f},168 L{rx + f * 8:.2f},168 Z", fill=boot, stroke=INK,
                      stroke_width=1.4))
    parts.append(path(f"M{rx + f * 10:.2f},168 L{rx + f * 32:.2f},168", stroke=GOLD, stroke_width=3.0))
    # the torso: a doublet from the shoulders to the saddle, skirted over the thigh
    parts.append(path(f"M{rx - 10:.2f},68 C{rx - 26:.2f},70 {rx - 36:.2f},76 {rx - 38:.2f},88 L{rx - 34:.2f},116 "
                      f"L{rx + 34:.2f},116 L{rx + 38:.2f},88 C{rx + 36:.2f},76 {rx + 26:.2f},70 {rx + 10:.2f},68 Z",
                      fill=doublet, stroke=INK, stroke_width=1.6))
    parts.append(path(f"M{rx:.2f},72 L{rx:.2f},114", stroke=trim, stroke_width=6.0))
    parts.append(path(f"M{rx - 20:.2f},84 Q{rx - 24:.2f},100 {rx - 20:.2f},114 M{rx + 20:.2f},84 "
                      f"Q{rx + 24:.2f},100 {rx + 20:.2f},114", fill="none", stroke=INK, stroke_width=1.0, opacity=0.5))
    parts.append(rect(rx - 36, 104, 72, 7, fill="#4a2c17", stroke=INK, stroke_width=1.1))
    parts.append(_puff(rx - 32, 82, sleeve, trim) + _puff(rx + 32, 82, sleeve, trim))
    parts.append(rect(rx - 6, 56, 12, 12, fill=SKIN, stroke=INK, stroke_width=1.1))
    parts.append(_ruff(rx, 68, 26, 7, 12))
    parts.append(_face(rx, 40, 21, hair))
    parts.append(_brim_hat(rx, 22, 21, hat, trim, side=f))
    return "".join(parts)


def _knight_side(suit: Suit, kit: Kit) -> str:
    """A rider astride a horse seen from the side, holding his sign up behind him."""
    if suit is Suit.COINS:
        f, coat, mane, cloth = 1, "#ebe2cf", "#b59a6a", RED
        doublet, sleeve, hat, trim, hair = GREEN, RED, RED, YELLOW, "#6b4423"
    elif suit is Suit.CUPS:
        f, coat, mane, cloth = 1, "#b8692c", "#f0dca8", BLUE
        doublet, sleeve, hat, trim, hair = YELLOW, BLUE, GREEN, RED, "#6b4423"
    elif suit is Suit.SWORDS:
        f, coat, mane, cloth = -1, "#8e97a6", "#2a2522", YELLOW
        doublet, sleeve, hat, trim, hair = RED, YELLOW, BLUE, GOLD, "#2f2218"
    else:
        f, coat, mane, cloth = -1, "#7a4020", "#2a2522", RED
        doublet, sleeve, hat, trim, hair = BLUE, GREEN, YELLOW, RED, "#8c5424"
    rx = 120 - f * 26   # the rider sits behind the withers
    b = -f              # his side away from the horse's head
    parts = []
    if suit is Suit.SWORDS:
        parts.append(_grip_sword(kit, rx + b * 44, 70, 104, 15, b * 18))
    elif suit is Suit.BATONS:
        parts.append(_grip_club(kit, rx + b * 52, 72, 104, 26, b * 30))
    parts.append(_horse_side(f, "#" + coat[1:], mane, cloth))
    parts.append(_rider(rx, f, doublet, sleeve, trim, hat, hair, BLACK))
    # the rein hand forward over the withers
    parts.append(_sleeve([(rx + f * 32, 84), (rx + f * 44, 104), (rx + f * 56, 94)], sleeve, 14))
    parts.append(_hand(rx + f * 58, 93, 6))
    parts.append(path(f"M{rx + f * 58:.2f},93 L{120 + f * 86:.2f},94", stroke=RED, stroke_width=2.6))
    # the sign held up behind him
    hand_x = rx + b * {Suit.SWORDS: 44, Suit.COINS: 46}.get(suit, 52)
    parts.append(_sleeve([(rx + b * 32, 84), (rx + b * 54, 96), (hand_x, 74)], sleeve, 14))
    if suit is Suit.CUPS:
        parts.append(kit.cup(rx + b * 54, 48, 50))
        parts.append(_hand(rx + b * 52, 72, 6))
    elif suit is Suit.COINS:
        # a large coin held up high behind his head, the fist closed on its rim
        parts.append(kit.coin(rx + b * 40, 50, 26))
        parts.append(_fist(hand_x, 76, 7, 0))
    else:
        parts.append(_hand(hand_x, 71, 6))
    return "".join(parts)


def _knight(suit: Suit, kit: Kit) -> str:
    return _knight_side(suit, kit)


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
    fitted = group(half, f"translate(120 {CY - 1}) scale({FIT}) translate(-120 -{MIDDLE})")
    # the two halves meet at a narrow muted band in the suit's colour between two hairlines
    join = (rect(12, CY - 2, 216, 4, fill=_tint(BAND[suit], 0.4))
            + path(f"M12,{CY - 2} L228,{CY - 2} M12,{CY + 2} L228,{CY + 2}", stroke=INK, stroke_width=0.7,
                   opacity=0.55))
    return frame(10, 10, 220, 340, INK, 1.8) + fitted + turned(fitted) + join
