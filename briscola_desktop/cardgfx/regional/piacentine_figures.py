"""The twelve court figures of the Piacentine, drawn for this pattern alone.

The modern Piacentine court card is double-headed: each half is a figure cut at the middle of the
card, and the lower half is the same figure turned round (exactly 180 degrees), so that the card reads
as a whole figure both ways up. The halves meet, overlapping by a hair, at the card's centre, where a
fine line alone marks the join. Arms are held so that they read as arms either way up: hands before
the chest or on the hip, or a suit sign held up beside the head.

The figures wear Renaissance dress. The fanti (jacks) are tall, slim young pages cut at mid-thigh: a
soft flat cap set at a slant with an ostrich plume fixed to its band by a gold brooch, rising from
behind the cap and falling down its far side; a wide white collar, small puffed and slashed shoulders,
a fitted doublet tapering to a belted waist, a short pleated skirt over the hips and legs in
parti-coloured hose. The cavalli (knights) wear a brimmed hat with a short plume; each rider sits
astride the fore part of his horse (head, arched neck, chest, a raised and a planted foreleg), his
leg bent down over a long saddle cloth which hangs to the middle line, where its straight fringed hem
meets the other half's: no hind legs or rump. The kings are broad and robed: a tall crown, an ermine
cape, a heavy mantle falling in folds, bordered in gold and open on a brocade gown. Each of the twelve
has its own pose and holds its suit sign its own way, swords gripped by the hilt in a closed fist: the
jack of coins shows his coin up beside his head, the jack of cups carries his cup before his chest in
both hands, the jack of swords holds his sword upright by his shoulder, the jack of batons his club
upright at his other side; the king of coins, old and white-bearded, holds his coin up high beside
his head, the king of cups raises his cup and carries a sceptre, the king of swords holds a sword
upright, the king of batons is seen in profile, his club upright before him; the knight of coins
rides a white horse and holds a large coin up behind his head.

The heads are drawn in the manner of an old print rather than a cartoon: long faces narrowing to the
chin, heavy-lidded eyes, a brow line running on into the nose, hair and beards in strands; each face
has its own nose (straight, hooked, snub), age (smooth, lined, furrowed) and beard (forked, full and
rounded, a trim spade beard with waxed moustaches, a moustache alone). Robes and doublets carry a
little hatching along their folds and in the shade under the arms.

Everything is drawn in the upper half of a 240 x 360 card (y < 177); ``court`` shrinks that half a
little about the middle line so that it keeps clear of the frame and the corner numbers, and draws
the lower half as the very same half turned 180 degrees about the card's centre. The suit signs come
from the caller (``Kit``), in the pattern's own look.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from briscola_desktop.rules.cards import Rank, Suit
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


def _puff(x: float, y: float, colour: str, slash: str, k: float = 1.0) -> str:
    """A puffed, slashed shoulder sleeve (``k`` its size)."""
    return (ellipse(x, y, 17 * k, 14 * k, fill=colour, stroke=INK, stroke_width=1.5)
            + path(f"M{x - 8 * k:.2f},{y - 11 * k:.2f} Q{x - 11 * k:.2f},{y:.2f} {x - 8 * k:.2f},{y + 11 * k:.2f} "
                   f"M{x:.2f},{y - 13 * k:.2f} L{x:.2f},{y + 13 * k:.2f} M{x + 8 * k:.2f},{y - 11 * k:.2f} "
                   f"Q{x + 11 * k:.2f},{y:.2f} {x + 8 * k:.2f},{y + 11 * k:.2f}", fill="none", stroke=slash,
                   stroke_width=3.0 * k))


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


def _face(cx: float, cy: float, r: float, hair: str, beard: str | None = None, long: bool = False,
          nose: str = "straight", age: int = 0, cut: str = "forked") -> str:
    """A head seen from the front in the manner of an old print: a long face narrowing to the chin,
    hair falling in strands, heavy-lidded eyes under a brow line that runs on into the nose, lines at
    the cheeks. Each face has its own character: ``nose`` "straight", "hooked" (long, with a bump and
    a heavy tip) or "snub"; ``age`` 0 a smooth young face, 1 lines under the eyes, 2 an old man's
    furrowed brow and hollow cheeks; a beard (``beard`` its colour) cut "forked", "full" (broad and
    rounded) or "pointed" (a trim spade beard with turned-up moustaches), or with no beard at all a
    "moustache" alone."""
    drop = r * (1.35 if long else 0.9)
    hx = r * 1.1
    parts = [path(f"M{cx - hx:.2f},{cy + drop:.2f} C{cx - r * 1.3:.2f},{cy - r * 1.45:.2f} "
                  f"{cx + r * 1.3:.2f},{cy - r * 1.45:.2f} {cx + hx:.2f},{cy + drop:.2f} "
                  f"L{cx + r * 0.62:.2f},{cy + drop - r * 0.2:.2f} L{cx - r * 0.62:.2f},{cy + drop - r * 0.2:.2f} Z",
                  fill=hair, stroke=INK, stroke_width=1.4)]
    # the face: a long oval with a flat-sided jaw and a narrow chin (an old man's cheeks hollower)
    j = 0.7 if age >= 2 else 0.76
    parts.append(path(f"M{cx - r * 0.74:.2f},{cy - r * 0.55:.2f} C{cx - r * 0.8:.2f},{cy - r * 1.12:.2f} "
                      f"{cx + r * 0.8:.2f},{cy - r * 1.12:.2f} {cx + r * 0.74:.2f},{cy - r * 0.55:.2f} "
                      f"C{cx + r * j:.2f},{cy + r * 0.3:.2f} {cx + r * 0.52:.2f},{cy + r * 0.95:.2f} "
                      f"{cx:.2f},{cy + r * 1.12:.2f} C{cx - r * 0.52:.2f},{cy + r * 0.95:.2f} "
                      f"{cx - r * j:.2f},{cy + r * 0.3:.2f} {cx - r * 0.74:.2f},{cy - r * 0.55:.2f} Z",
                      fill=SKIN, stroke=INK, stroke_width=1.5))
    # the fringe cut straight across the brow, in strands (an old man's hair thin and swept back)
    low = -0.62 if age >= 2 else -0.5
    parts.append(path(f"M{cx - r * 0.8:.2f},{cy - r * 0.3:.2f} C{cx - r * 0.78:.2f},{cy - r * 1.0:.2f} "
                      f"{cx + r * 0.78:.2f},{cy - r * 1.0:.2f} {cx + r * 0.8:.2f},{cy - r * 0.3:.2f} "
                      f"L{cx + r * 0.62:.2f},{cy + r * low:.2f} L{cx - r * 0.62:.2f},{cy + r * low:.2f} Z",
                      fill=hair, stroke=INK, stroke_width=1.2))
    strands = " ".join(f"M{cx + s * r * k:.2f},{cy - r * 0.86:.2f} Q{cx + s * r * (k + 0.12):.2f},{cy - r * 0.6:.2f} "
                       f"{cx + s * r * (k + 0.06):.2f},{cy + r * (low - 0.02):.2f}" for s in (-1, 1) for k in (0.15, 0.45))
    side = " ".join(f"M{cx + s * r * 0.9:.2f},{cy - r * 0.1:.2f} Q{cx + s * r * 1.02:.2f},{cy + drop * 0.5:.2f} "
                    f"{cx + s * r * 0.98:.2f},{cy + drop * 0.9:.2f}" for s in (-1, 1))
    parts.append(path(strands + " " + side, fill="none", stroke=INK, stroke_width=0.9))
    # brows running into the nose, heavy upper lids, pupils
    if nose == "hooked":
        bridge = (f"L{cx - r * 0.06:.2f},{cy - r * 0.05:.2f} Q{cx + r * 0.04:.2f},{cy + r * 0.2:.2f} "
                  f"{cx - r * 0.04:.2f},{cy + r * 0.42:.2f} Q{cx + r * 0.06:.2f},{cy + r * 0.54:.2f} "
                  f"{cx + r * 0.2:.2f},{cy + r * 0.4:.2f}")
    elif nose == "snub":
        bridge = (f"L{cx - r * 0.1:.2f},{cy + r * 0.16:.2f} Q{cx - r * 0.2:.2f},{cy + r * 0.32:.2f} "
                  f"{cx - r * 0.04:.2f},{cy + r * 0.32:.2f} Q{cx + r * 0.12:.2f},{cy + r * 0.34:.2f} "
                  f"{cx + r * 0.16:.2f},{cy + r * 0.24:.2f}")
    else:
        bridge = (f"L{cx - r * 0.1:.2f},{cy + r * 0.3:.2f} Q{cx - r * 0.02:.2f},{cy + r * 0.42:.2f} "
                  f"{cx + r * 0.14:.2f},{cy + r * 0.32:.2f}")
    brow = 0.56 if age >= 2 else 0.5
    parts.append(path(f"M{cx - r * 0.58:.2f},{cy - r * 0.36:.2f} Q{cx - r * 0.3:.2f},{cy - r * brow:.2f} "
                      f"{cx - r * 0.08:.2f},{cy - r * 0.34:.2f} {bridge} "
                      f"M{cx + r * 0.58:.2f},{cy - r * 0.36:.2f} Q{cx + r * 0.3:.2f},{cy - r * brow:.2f} "
                      f"{cx + r * 0.1:.2f},{cy - r * 0.34:.2f}", fill="none", stroke=INK, stroke_width=1.3,
                      stroke_linecap="round", stroke_linejoin="round"))
    lids = " ".join(f"M{cx + s * r * 0.54:.2f},{cy - r * 0.14:.2f} Q{cx + s * r * 0.36:.2f},{cy - r * 0.3:.2f} "
                    f"{cx + s * r * 0.16:.2f},{cy - r * 0.16:.2f}" for s in (-1, 1))
    parts.append(path(lids, fill="none", stroke=INK, stroke_width=1.5, stroke_linecap="round"))
    pupils = " ".join(f"M{cx + s * r * 0.36:.2f},{cy - r * 0.12:.2f} a{r * 0.08:.2f},{r * 0.08:.2f} 0 1 0 0.01,0"
                      for s in (-1, 1))
    parts.append(path(pupils, fill=INK, stroke=INK, stroke_width=r * 0.1))
    # the lines from the nose to the mouth's corners and under the eyes; with age, bags under the eyes,
    # the brow furrowed and the cheeks hollowed
    if age:
        lines = " ".join(f"M{cx + s * r * 0.24:.2f},{cy + r * 0.3:.2f} Q{cx + s * r * 0.4:.2f},{cy + r * 0.5:.2f} "
                         f"{cx + s * r * 0.34:.2f},{cy + r * 0.7:.2f}" for s in (-1, 1))
    else:
        # a young face: only the nostrils' wings and a touch at the cheeks
        lines = " ".join(f"M{cx + s * r * 0.22:.2f},{cy + r * 0.3:.2f} q{s * r * 0.08:.2f},{r * 0.06:.2f} "
                         f"{s * r * 0.06:.2f},{r * 0.14:.2f} M{cx + s * r * 0.5:.2f},{cy + r * 0.3:.2f} "
                         f"q{s * r * 0.04:.2f},{r * 0.1:.2f} 0,{r * 0.18:.2f}" for s in (-1, 1))
    if age >= 1:
        lines += " " + " ".join(f"M{cx + s * r * 0.52:.2f},{cy + r * 0.02:.2f} Q{cx + s * r * 0.38:.2f},{cy + r * 0.14:.2f} "
                                f"{cx + s * r * 0.2:.2f},{cy + r * 0.04:.2f}" for s in (-1, 1))
    if age >= 2:
        lines += (f" M{cx - r * 0.4:.2f},{cy - r * 0.66:.2f} Q{cx:.2f},{cy - r * 0.74:.2f} {cx + r * 0.4:.2f},{cy - r * 0.66:.2f}"
                  f" M{cx - r * 0.3:.2f},{cy - r * 0.56:.2f} Q{cx:.2f},{cy - r * 0.62:.2f} {cx + r * 0.3:.2f},{cy - r * 0.56:.2f}"
                  + "".join(f" M{cx + s * r * 0.62:.2f},{cy + r * 0.1:.2f} Q{cx + s * r * 0.56:.2f},{cy + r * 0.3:.2f} "
                            f"{cx + s * r * 0.6:.2f},{cy + r * 0.44:.2f}" for s in (-1, 1)))
    parts.append(path(lines, fill="none", stroke="#9b6a48", stroke_width=1.0, stroke_linecap="round"))
    if beard and cut == "full":
        # a broad rounded beard from the ears, in curls, the moustache running into it
        parts.append(path(f"M{cx - r * 0.78:.2f},{cy - r * 0.05:.2f} C{cx - r * 0.95:.2f},{cy + r * 1.0:.2f} "
                          f"{cx - r * 0.6:.2f},{cy + r * 1.7:.2f} {cx:.2f},{cy + r * 1.72:.2f} "
                          f"C{cx + r * 0.6:.2f},{cy + r * 1.7:.2f} {cx + r * 0.95:.2f},{cy + r * 1.0:.2f} "
                          f"{cx + r * 0.78:.2f},{cy - r * 0.05:.2f} C{cx + r * 0.55:.2f},{cy + r * 0.7:.2f} "
                          f"{cx - r * 0.55:.2f},{cy + r * 0.7:.2f} {cx - r * 0.78:.2f},{cy - r * 0.05:.2f} Z",
                          fill=beard, stroke=INK, stroke_width=1.3))
        parts.append(path(" ".join(f"M{cx + x * r:.2f},{cy + y * r:.2f} q{r * 0.1:.2f},{r * 0.12:.2f} 0,{r * 0.24:.2f}"
                                   for x, y in ((-0.55, 0.75), (-0.3, 1.1), (0, 1.25), (0.3, 1.1), (0.55, 0.75),
                                                (-0.15, 0.85), (0.15, 0.85))),
                          fill="none", stroke=INK, stroke_width=0.9, opacity=0.7))
        parts.append(path(f"M{cx - r * 0.5:.2f},{cy + r * 0.7:.2f} C{cx - r * 0.35:.2f},{cy + r * 0.44:.2f} "
                          f"{cx + r * 0.35:.2f},{cy + r * 0.44:.2f} {cx + r * 0.5:.2f},{cy + r * 0.7:.2f} "
                          f"C{cx + r * 0.25:.2f},{cy + r * 0.58:.2f} {cx - r * 0.25:.2f},{cy + r * 0.58:.2f} "
                          f"{cx - r * 0.5:.2f},{cy + r * 0.7:.2f} Z", fill=_shade(beard, 0.8), stroke=INK,
                          stroke_width=1.0))
        parts.append(path(f"M{cx - r * 0.14:.2f},{cy + r * 0.74:.2f} L{cx + r * 0.14:.2f},{cy + r * 0.74:.2f}",
                          stroke="#8a3b2c", stroke_width=1.6, stroke_linecap="round"))
    elif beard and cut == "pointed":
        # a trim beard to a point on the chin, and moustaches waxed and turned up at the ends
        parts.append(path(f"M{cx - r * 0.7:.2f},{cy + r * 0.15:.2f} C{cx - r * 0.62:.2f},{cy + r * 0.9:.2f} "
                          f"{cx - r * 0.3:.2f},{cy + r * 1.3:.2f} {cx:.2f},{cy + r * 1.85:.2f} "
                          f"C{cx + r * 0.3:.2f},{cy + r * 1.3:.2f} {cx + r * 0.62:.2f},{cy + r * 0.9:.2f} "
                          f"{cx + r * 0.7:.2f},{cy + r * 0.15:.2f} C{cx + r * 0.5:.2f},{cy + r * 0.8:.2f} "
                          f"{cx - r * 0.5:.2f},{cy + r * 0.8:.2f} {cx - r * 0.7:.2f},{cy + r * 0.15:.2f} Z",
                          fill=beard, stroke=INK, stroke_width=1.3))
        parts.append(path(f"M{cx:.2f},{cy + r * 0.9:.2f} L{cx:.2f},{cy + r * 1.6:.2f} M{cx - r * 0.3:.2f},{cy + r * 0.9:.2f} "
                          f"Q{cx - r * 0.2:.2f},{cy + r * 1.2:.2f} {cx - r * 0.06:.2f},{cy + r * 1.5:.2f} "
                          f"M{cx + r * 0.3:.2f},{cy + r * 0.9:.2f} Q{cx + r * 0.2:.2f},{cy + r * 1.2:.2f} "
                          f"{cx + r * 0.06:.2f},{cy + r * 1.5:.2f}", fill="none", stroke=_tint(beard, 0.3),
                          stroke_width=1.0))
        parts.append(path(f"M{cx:.2f},{cy + r * 0.5:.2f} C{cx - r * 0.3:.2f},{cy + r * 0.44:.2f} "
                          f"{cx - r * 0.55:.2f},{cy + r * 0.6:.2f} {cx - r * 0.72:.2f},{cy + r * 0.3:.2f} "
                          f"M{cx:.2f},{cy + r * 0.5:.2f} C{cx + r * 0.3:.2f},{cy + r * 0.44:.2f} "
                          f"{cx + r * 0.55:.2f},{cy + r * 0.6:.2f} {cx + r * 0.72:.2f},{cy + r * 0.3:.2f}",
                          fill="none", stroke=beard, stroke_width=r * 0.14, stroke_linecap="round"))
        parts.append(path(f"M{cx - r * 0.14:.2f},{cy + r * 0.7:.2f} L{cx + r * 0.14:.2f},{cy + r * 0.7:.2f}",
                          stroke="#8a3b2c", stroke_width=1.6, stroke_linecap="round"))
    elif beard:
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
        # a small firm mouth, the line under the lip, the chin; a young man's thin moustache if he has one
        parts.append(path(f"M{cx - r * 0.2:.2f},{cy + r * 0.62:.2f} L{cx + r * 0.2:.2f},{cy + r * 0.62:.2f}",
                          stroke="#8a3b2c", stroke_width=1.7, stroke_linecap="round"))
        parts.append(path(f"M{cx - r * 0.1:.2f},{cy + r * 0.8:.2f} L{cx + r * 0.1:.2f},{cy + r * 0.8:.2f} "
                          f"M{cx - r * 0.16:.2f},{cy + r * 0.98:.2f} Q{cx:.2f},{cy + r * 1.04:.2f} "
                          f"{cx + r * 0.16:.2f},{cy + r * 0.98:.2f}", fill="none", stroke="#9b6a48",
                          stroke_width=1.0, stroke_linecap="round"))
        if cut == "moustache":
            parts.append(path(f"M{cx:.2f},{cy + r * 0.46:.2f} C{cx - r * 0.2:.2f},{cy + r * 0.4:.2f} "
                              f"{cx - r * 0.4:.2f},{cy + r * 0.5:.2f} {cx - r * 0.46:.2f},{cy + r * 0.68:.2f} "
                              f"M{cx:.2f},{cy + r * 0.46:.2f} C{cx + r * 0.2:.2f},{cy + r * 0.4:.2f} "
                              f"{cx + r * 0.4:.2f},{cy + r * 0.5:.2f} {cx + r * 0.46:.2f},{cy + r * 0.68:.2f}",
                              fill="none", stroke=hair, stroke_width=r * 0.1, stroke_linecap="round"))
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


def _bezier(p0, p1, p2, p3, t):
    u = 1 - t
    return tuple(u ** 3 * a + 3 * u * u * t * b + 3 * u * t * t * c + t ** 3 * d for a, b, c, d in zip(p0, p1, p2, p3))


def _feather(p0, p1, p2, p3, width: float, fill: str) -> str:
    """An ostrich plume along a curve from its quill (``p0``) to its drooping tip: broad near the
    quill, tapering to the tip, the spine drawn down it and the barbs hatched across."""
    n = 10
    pts = [_bezier(p0, p1, p2, p3, k / n) for k in range(n + 1)]
    left, right, barbs = [], [], []
    for k, (x, y) in enumerate(pts):
        (ax, ay), (bx, by) = pts[max(k - 1, 0)], pts[min(k + 1, n)]
        dx, dy = bx - ax, by - ay
        d = math.hypot(dx, dy) or 1
        nx, ny = -dy / d, dx / d
        t = k / n
        w = width * (0.55 + 1.2 * t * (1 - t) * 2) * (1 - t ** 3) + 0.8
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
        if 0 < k < n:
            barbs.append(f"M{x:.2f},{y:.2f} L{x + nx * w * 0.8 + dx * 0.25:.2f},{y + ny * w * 0.8 + dy * 0.25:.2f} "
                         f"M{x:.2f},{y:.2f} L{x - nx * w * 0.8 + dx * 0.25:.2f},{y - ny * w * 0.8 + dy * 0.25:.2f}")
    outline = polygon(left + right[::-1], fill=fill, stroke=INK, stroke_width=1.2)
    spine = path("M" + " L".join(f"{x:.2f},{y:.2f}" for x, y in pts) + " " + " ".join(barbs), fill="none",
                 stroke=_shade(fill, 0.6), stroke_width=1.0)
    return outline + spine


def _plumed_cap(cx: float, top: float, r: float, colour: str, plume: str, side: int = 1) -> str:
    """The page's flat cap (a soft beret) set at a slant over the brow, and his plume fixed to its
    band by a gold brooch, rising from behind the cap and falling back down the far side."""
    s = side
    cap = path(f"M{cx - s * r * 1.15:.2f},{top + r * 0.5:.2f} C{cx - s * r * 1.25:.2f},{top - r * 0.3:.2f} "
               f"{cx + s * r * 0.7:.2f},{top - r * 0.62:.2f} {cx + s * r * 1.35:.2f},{top + r * 0.12:.2f} "
               f"C{cx + s * r * 0.95:.2f},{top + r * 0.55:.2f} {cx - s * r * 0.5:.2f},{top + r * 0.62:.2f} "
               f"{cx - s * r * 1.15:.2f},{top + r * 0.5:.2f} Z", fill=colour, stroke=INK, stroke_width=1.5)
    # soft folds in the crown of the cap
    pleats = path(f"M{cx - s * r * 0.5:.2f},{top - r * 0.1:.2f} Q{cx - s * r * 0.3:.2f},{top + r * 0.2:.2f} "
                  f"{cx - s * r * 0.4:.2f},{top + r * 0.45:.2f} M{cx + s * r * 0.1:.2f},{top - r * 0.25:.2f} "
                  f"Q{cx + s * r * 0.3:.2f},{top + r * 0.1:.2f} {cx + s * r * 0.25:.2f},{top + r * 0.45:.2f}",
                  fill="none", stroke=_shade(colour, 0.6), stroke_width=1.6)
    band = path(f"M{cx - s * r * 1.1:.2f},{top + r * 0.46:.2f} C{cx - s * r * 0.3:.2f},{top + r * 0.6:.2f} "
                f"{cx + s * r * 0.8:.2f},{top + r * 0.5:.2f} {cx + s * r * 1.28:.2f},{top + r * 0.16:.2f}",
                fill="none", stroke=GOLD, stroke_width=3.2)
    bx, by = cx + s * r * 0.75, top + r * 0.36
    feather = _feather((bx, by), (bx + s * r * 0.5, by - r * 1.3), (cx - s * r * 0.6, top - r * 1.5),
                       (cx - s * r * 1.45, top + r * 0.7), r * 0.3, plume)
    brooch = circle(bx, by, r * 0.16, fill=GOLD, stroke=INK, stroke_width=1.1) + circle(bx, by, r * 0.06, fill=RED)
    return feather + cap + pleats + band + brooch


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
    # the old print's hatching: short strokes laid across the shadow side of each fold
    hatch = []
    for x in xs:
        s = 1 if x > 0 else -1
        for k in range(1, 7):
            t = k / 7
            y = top + (bottom - top) * t
            xx = cx + x + s * sway * (2 * (1 - t) * t * 1.4 + t * t) - s * 3
            hatch.append(f"M{xx:.2f},{y:.2f} l{-s * 6:.2f},3")
    return (path(" ".join(dark), fill="none", stroke=_shade(colour, 0.62), stroke_width=5.0, stroke_linecap="round")
            + path(" ".join(hatch), fill="none", stroke=INK, stroke_width=0.9, opacity=0.55)
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


JACK_Y = 50   # a page's face: smaller and higher than a king's, for a tall young figure
JACK_R = 27


def _page(cx: float, colour: str, trim: str, pattern: str, hose: tuple[str, str]) -> str:
    """A page's slim body cut at mid-thigh: a fitted doublet over narrow shoulders tapering to the
    waist, a belt, a short pleated skirt flaring over the hips, and the legs in parti-coloured hose
    running down to the middle line."""
    body = path(f"M{cx - 11:.2f},80 C{cx - 29:.2f},84 {cx - 48:.2f},88 {cx - 55:.2f},98 "
                f"C{cx - 57:.2f},112 {cx - 46:.2f},128 {cx - 40:.2f},140 L{cx + 40:.2f},140 "
                f"C{cx + 46:.2f},128 {cx + 57:.2f},112 {cx + 55:.2f},98 "
                f"C{cx + 48:.2f},88 {cx + 29:.2f},84 {cx + 11:.2f},80 Z", fill=colour, stroke=INK, stroke_width=1.6)
    deco = {
        "bands": path(f"M{cx - 15:.2f},86 L{cx - 13:.2f},140 M{cx + 15:.2f},86 L{cx + 13:.2f},140",
                      stroke=trim, stroke_width=7.0),
        "lacing": path(f"M{cx:.2f},86 L{cx:.2f},140", stroke=trim, stroke_width=8.0)
        + path(" ".join(f"M{cx - 7:.2f},{y} L{cx + 7:.2f},{y + 6}" for y in range(94, 136, 10)),
               stroke=INK, stroke_width=1.4),
        "chevrons": path(" ".join(f"M{cx - 44:.2f},{y} L{cx:.2f},{y + 12} L{cx + 44:.2f},{y}"
                                  for y in (98, 114, 128)), fill="none", stroke=trim, stroke_width=4.5),
        "quartered": path(f"M{cx:.2f},82 L{cx + 11:.2f},80 C{cx + 29:.2f},84 {cx + 48:.2f},88 {cx + 55:.2f},98 "
                          f"C{cx + 57:.2f},112 {cx + 46:.2f},128 {cx + 40:.2f},140 L{cx:.2f},140 Z",
                          fill=trim, stroke=INK, stroke_width=1.2),
    }[pattern]
    # the old print's hatching: the shade down the doublet's sides, under the arms
    hatch = path(" ".join(f"M{cx + s * (51 - (y - 100) * 0.3):.2f},{y} l{-s * 7:.2f},4"
                          for s in (-1, 1) for y in range(102, 138, 5)),
                 stroke=INK, stroke_width=0.9, opacity=0.6)
    skirt = path(f"M{cx - 42:.2f},140 L{cx + 42:.2f},140 L{cx + 55:.2f},160 "
                 f"Q{cx + 42:.2f},164 {cx + 28:.2f},160 Q{cx + 13:.2f},165 {cx:.2f},160 "
                 f"Q{cx - 13:.2f},165 {cx - 28:.2f},160 Q{cx - 42:.2f},164 {cx - 55:.2f},160 Z",
                 fill=colour, stroke=INK, stroke_width=1.5)
    pleats = path(" ".join(f"M{cx + x:.2f},144 L{cx + x * 1.3:.2f},160" for x in (-26, -13, 0, 13, 26)),
                  stroke=_shade(colour, 0.6), stroke_width=1.6)
    legs = (rect(cx - 27, 158, 22, 20, fill=hose[0], stroke=INK, stroke_width=1.4)
            + rect(cx + 5, 158, 22, 20, fill=hose[1], stroke=INK, stroke_width=1.4))
    belt = (rect(cx - 42, 136, 84, 7, fill="#4a2c17", stroke=INK, stroke_width=1.1)
            + rect(cx - 5, 135, 10, 9, fill=GOLD, stroke=INK, stroke_width=1.0))
    return legs + skirt + pleats + body + deco + hatch + belt


def _jack(suit: Suit, kit: Kit) -> str:
    """A jack: a tall young page cut at mid-thigh, plumed cap, wide collar, puffed shoulders, his
    suit sign held up by his head, before his chest or upright at his side."""
    cx = 120
    if suit is Suit.COINS:
        colour, trim, pattern, sleeve, slash, hair, cap, plume, side = RED, YELLOW, "bands", BLUE, YELLOW, "#d9a441", GREEN, WHITE, -1
        hose, nose, cut = (YELLOW, BLUE), "straight", None
    elif suit is Suit.CUPS:
        colour, trim, pattern, sleeve, slash, hair, cap, plume, side = BLUE, GOLD, "lacing", RED, WHITE, "#5a3a1e", RED, YELLOW, 1
        hose, nose, cut = (RED, WHITE), "snub", None
    elif suit is Suit.SWORDS:
        colour, trim, pattern, sleeve, slash, hair, cap, plume, side = GREEN, YELLOW, "chevrons", YELLOW, RED, "#2f2218", BLUE, RED, -1
        hose, nose, cut = (RED, YELLOW), "hooked", "moustache"
    else:
        colour, trim, pattern, sleeve, slash, hair, cap, plume, side = YELLOW, GREEN, "quartered", GREEN, YELLOW, "#8c5424", RED, WHITE, 1
        hose, nose, cut = (GREEN, RED), "straight", None
    lx, rx, sy = cx - 50, cx + 50, 100   # the shoulders
    if suit is Suit.COINS:
        # the coin shown up beside his head, the other hand on his hip
        arms = (_sleeve([(lx, sy + 2), (lx - 10, 124), (cx - 40, 136)], sleeve, 15) + _hand(cx - 38, 137, 6)
                + _sleeve([(rx, sy + 2), (rx + 20, 114), (rx + 16, 84)], sleeve, 15))
        front = kit.coin(rx + 16, 58, 21) + _fist(rx + 16, 82, 6.5, 0)
    elif suit is Suit.CUPS:
        # the cup carried before his chest in both hands
        arms = (_sleeve([(lx, sy + 2), (lx - 6, 126), (cx - 14, 130)], sleeve, 15)
                + _sleeve([(rx, sy + 2), (rx + 6, 126), (cx + 14, 130)], sleeve, 15))
        front = kit.cup(cx, 110, 54) + _hand(cx - 12, 130, 6) + _hand(cx + 12, 130, 6)
    elif suit is Suit.SWORDS:
        # the sword upright before his shoulder, its hilt gripped in his fist, the other hand on his hip
        arms = (_sleeve([(lx, sy + 2), (lx - 10, 124), (cx - 40, 136)], sleeve, 15) + _hand(cx - 38, 137, 6)
                + _sleeve([(rx, sy + 2), (rx + 12, 124), (rx - 2, 128)], sleeve, 15))
        front = _grip_sword(kit, rx - 2, 128, 126, 18, 3) + _fist(rx - 2, 128, 7, 3)
    else:
        # the club held upright at his other side, knob up past his head, the other hand on his hip
        arms = (_sleeve([(rx, sy + 2), (rx + 10, 124), (cx + 40, 136)], sleeve, 15) + _hand(cx + 38, 137, 6)
                + _sleeve([(lx, sy + 2), (lx - 12, 124), (lx + 2, 130)], sleeve, 15))
        front = _grip_club(kit, lx + 2, 130, 138, 26, -8) + _fist(lx + 2, 130, 7, -8)
    parts = [_page(cx, colour, trim, pattern, hose),
             _puff(lx, sy, sleeve, slash, 0.8), _puff(rx, sy, sleeve, slash, 0.8),
             rect(cx - 7, 70, 14, 14, fill=SKIN, stroke=INK, stroke_width=1.2), _ruff(cx, 82, 30, 8, 14),
             _face(cx, JACK_Y, JACK_R, hair, nose=nose, cut=cut or ""),
             _plumed_cap(cx, JACK_Y - 21, 23, cap, plume, side=side),
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
        # an old king, white-bearded, furrowed: his big coin held up high beside his head, the other
        # hand laid on his breast
        gown, mantle, sleeve, hair, motif = YELLOW, BLUE, RED, "#e8e1d4", "lattice"
        face = dict(nose="hooked", age=2, cut="forked")
        arms = (_sleeve([(cx - 66, 130), (cx - 76, 158), (cx - 24, 152)], sleeve)
                + _sleeve([(cx + 66, 130), (cx + 88, 132), (cx + 74, 100)], sleeve))
        front = kit.coin(cx + 72, 72, 27) + _fist(cx + 74, 100, 8, 0) + _hand(cx - 22, 152, 7)
    elif suit is Suit.CUPS:
        # a brown-bearded king raising his cup beside his head, a sceptre in the other hand
        gown, mantle, sleeve, hair, motif = RED, GREEN, BLUE, "#6b4423", "lilies"
        face = dict(nose="straight", age=1, cut="full")
        arms = (_sleeve([(cx - 66, 130), (cx - 86, 130), (cx - 72, 100)], sleeve)
                + _sleeve([(cx + 66, 130), (cx + 72, 156), (cx + 58, 158)], sleeve))
        front = (kit.cup(cx - 72, 68, 62) + _hand(cx - 72, 96, 7) + _sceptre(cx + 58, 156, 104, 6)
                 + _hand(cx + 58, 156, 7))
    else:
        # a black-bearded king, the sword upright in his fist beside his head, the other hand on his breast
        gown, mantle, sleeve, hair, motif = BLUE, RED, GREEN, "#2b2420", "lilies"
        face = dict(nose="straight", age=1, cut="pointed")
        arms = (_sleeve([(cx - 66, 130), (cx - 84, 158), (cx - 56, 152)], sleeve)
                + _sleeve([(cx + 66, 130), (cx + 70, 156), (cx + 22, 150)], sleeve))
        front = (_grip_sword(kit, cx - 54, 152, 160, 20, -4) + _fist(cx - 54, 152, 8.5, -4)
                 + _hand(cx + 18, 150, 7))
    parts = [behind, _robe(cx, gown, mantle, motif), _neck(cx), _ermine(cx, 100, 66),
             _face(cx, HEAD_Y + 2, HEAD_R, hair, beard=hair, long=True, **face), _crown(cx, HEAD_Y - 18, 48, 30),
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
    """The fore part of a horse seen from the side under its rider, walking towards the ``f`` side
    (-1 left, 1 right): the head and arched neck coming forward large before the rider, the chest, the
    near foreleg raised and the far one planted; behind the rider's leg a long saddle cloth hangs over
    the horse's body down to the middle line, where its straight fringed hem meets the other half's."""
    def p(x: float, y: float) -> str:
        return f"{120 + f * x:.2f},{y:.2f}"

    dark = _shade(coat)
    parts = []
    # the far foreleg (planted), behind the body
    parts.append(thick_line([(120 + f * 34, 146), (120 + f * 40, 162), (120 + f * 40, 172)], dark, 14, INK, 1.6))
    parts.append(path(f"M{p(32, 170)} L{p(48, 170)} L{p(49, 177)} L{p(31, 177)} Z", fill=BLACK, stroke=INK,
                      stroke_width=1.0))
    # body, neck and head in one outline: from under the cloth over the withers and the crest to the
    # poll, forehead and muzzle, chin, jaw, throat, chest, belly back under the cloth
    parts.append(path(f"M{p(-20, 104)} C{p(-6, 104)} {p(2, 102)} {p(6, 98)} C{p(20, 90)} {p(34, 64)} {p(50, 42)} "
                      f"L{p(50, 26)} L{p(60, 38)} L{p(66, 30)} "
                      f"L{p(68, 44)} C{p(80, 56)} {p(94, 72)} {p(104, 86)} C{p(108, 94)} {p(102, 102)} {p(92, 100)} "
                      f"L{p(80, 94)} C{p(74, 94)} {p(68, 96)} {p(64, 102)} C{p(62, 116)} {p(72, 128)} {p(68, 142)} "
                      f"C{p(64, 154)} {p(54, 160)} {p(40, 162)} C{p(24, 166)} {p(4, 166)} {p(-20, 166)} Z",
                      fill=coat, stroke=INK, stroke_width=1.9))
    # the mane in locks along the crest, the forelock
    parts.append(path(f"M{p(4, 100)} C{p(20, 90)} {p(34, 64)} {p(50, 42)} L{p(54, 50)} L{p(42, 56)} L{p(40, 68)} "
                      f"L{p(28, 72)} L{p(26, 84)} L{p(14, 90)} L{p(12, 100)} Z", fill=mane, stroke=INK, stroke_width=1.3))
    parts.append(path(f"M{p(62, 38)} C{p(72, 44)} {p(76, 52)} {p(72, 60)} C{p(66, 54)} {p(62, 50)} {p(56, 48)} Z",
                      fill=mane, stroke=INK, stroke_width=1.0))
    # eye, nostril, mouth; line work: jaw, neck, shoulder, and hatching down the chest
    parts.append(circle(120 + f * 74, 58, 3.4, fill=INK))
    parts.append(circle(120 + f * 98, 90, 2.4, fill=INK))
    parts.append(path(f"M{p(76, 82)} Q{p(70, 90)} {p(72, 96)} M{p(40, 96)} Q{p(48, 80)} {p(58, 70)} "
                      f"M{p(36, 112)} Q{p(52, 124)} {p(52, 144)} "
                      + " ".join(f"M{p(62 - k * 1.5, 118 + k * 6)} l{-f * 6:.2f},2" for k in range(6)),
                      fill="none", stroke=_shade(coat, 0.55), stroke_width=1.3))
    # the near foreleg raised: forearm lifted forward, the cannon hanging from the knee, the hoof
    parts.append(thick_line([(120 + f * 52, 146), (120 + f * 78, 150), (120 + f * 80, 164)], coat, 15, INK, 1.7))
    parts.append(path(f"M{p(72, 162)} L{p(88, 162)} L{p(88, 171)} L{p(72, 170)} Z", fill=BLACK, stroke=INK,
                      stroke_width=1.0))
    # the long saddle cloth (caparison) from the saddle to the middle line, bordered in gold, a
    # fringe along its straight hem; hatching along its folds
    parts.append(path(f"M{p(-78, 110)} C{p(-50, 100)} {p(-20, 98)} {p(8, 96)} C{p(14, 120)} {p(16, 150)} "
                      f"{p(12, 177)} L{p(-84, 177)} C{p(-86, 150)} {p(-84, 126)} {p(-78, 110)} Z",
                      fill=cloth, stroke=INK, stroke_width=1.6))
    parts.append(path(f"M{p(8, 100)} C{p(14, 124)} {p(15, 150)} {p(11, 168)} L{p(-83, 168)}",
                      fill="none", stroke=GOLD, stroke_width=4.0))
    parts.append(path(" ".join(f"M{p(x, 171)} L{p(x, 177)}" for x in range(-80, 12, 6)) + " "
                      + " ".join(f"M{p(x, 118)} Q{p(x - 4, 140)} {p(x + 2, 164)}" for x in (-62, -40, -18)),
                      fill="none", stroke=_shade(cloth, 0.6), stroke_width=1.6))
    # bridle and rein
    parts.append(path(f"M{p(62, 44)} Q{p(70, 70)} {p(86, 92)} M{p(84, 94)} L{p(102, 82)} M{p(60, 42)} L{p(74, 46)}",
                      fill="none", stroke=RED, stroke_width=3.0))
    return "".join(parts)


def _rider(rx: float, f: int, doublet: str, sleeve: str, trim: str, hat: str, hair: str, boot: str,
           **face) -> str:
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
    parts.append(_face(rx, 40, 21, hair, **face))
    parts.append(_brim_hat(rx, 22, 21, hat, trim, side=f))
    return "".join(parts)


def _knight_side(suit: Suit, kit: Kit) -> str:
    """A rider astride a horse seen from the side, holding his sign up behind him."""
    if suit is Suit.COINS:
        f, coat, mane, cloth = 1, "#ebe2cf", "#b59a6a", RED
        doublet, sleeve, hat, trim, hair = GREEN, RED, RED, YELLOW, "#6b4423"
        face = dict(nose="straight", age=1)
    elif suit is Suit.CUPS:
        f, coat, mane, cloth = 1, "#b8692c", "#f0dca8", BLUE
        doublet, sleeve, hat, trim, hair = YELLOW, BLUE, GREEN, RED, "#6b4423"
        face = dict(nose="snub")
    elif suit is Suit.SWORDS:
        f, coat, mane, cloth = -1, "#8e97a6", "#2a2522", YELLOW
        doublet, sleeve, hat, trim, hair = RED, YELLOW, BLUE, GOLD, "#2f2218"
        face = dict(nose="hooked", cut="moustache")
    else:
        f, coat, mane, cloth = -1, "#7a4020", "#2a2522", RED
        doublet, sleeve, hat, trim, hair = BLUE, GREEN, YELLOW, RED, "#8c5424"
        face = dict(nose="straight", cut="moustache", age=1)
    rx = 120 - f * 26   # the rider sits behind the withers
    b = -f              # his side away from the horse's head
    parts = []
    if suit is Suit.SWORDS:
        parts.append(_grip_sword(kit, rx + b * 44, 70, 104, 15, b * 18))
    elif suit is Suit.BATONS:
        parts.append(_grip_club(kit, rx + b * 52, 72, 104, 26, b * 30))
    parts.append(_horse_side(f, "#" + coat[1:], mane, cloth))
    parts.append(_rider(rx, f, doublet, sleeve, trim, hat, hair, BLACK, **face))
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


def court(suit: Suit, rank: Rank, kit: Kit) -> str:
    """A whole double-headed court card inside its frame."""
    if rank is Rank.JACK:
        half = _jack(suit, kit)
    elif rank is Rank.QUEEN:
        half = _knight(suit, kit)
    else:
        half = _king(suit, kit)
    # the half figure is drawn a little smaller about the middle line, so that it keeps clear of the
    # frame and the corner numbers; the lower half is the same half turned round, and the two meet (and
    # overlap by a hair) at the card's centre, where a fine line alone marks the join
    fitted = group(half, f"translate(120 {CY + 0.6}) scale({FIT}) translate(-120 -{MIDDLE})")
    join = path(f"M11,{CY} L229,{CY}", stroke=INK, stroke_width=0.8, opacity=0.6)
    return frame(10, 10, 220, 340, INK, 1.8) + fitted + turned(fitted) + join
