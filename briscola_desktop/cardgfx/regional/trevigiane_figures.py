"""The twelve court figures of the Trevigiane, drawn for this pattern alone.

Each is a half figure above the card's middle line (the card turns it half round for the lower
half, as the real double-headed cards are printed), with the long Venetian faces of the pattern
drawn in thin lines like an old woodcut print, each court his own face (hair, nose, brow, age, beard's
cut and colour) shaded with fine parallel hatching down one cheek, the robes worked with brocade in
fine black line (lilies, lozenge buds, stars, rosettes, sprigs; a different one on each coat and
cloak), hatched shade down their sides, beaded borders and a vine running down every sleeve: the fanti
young, all three in the same tall rolled-brim cap (red, azure, gold), a cloak over one shoulder falling
across them, save the jack of swords, the bareheaded grey-bearded "vecia scapelada" in a plain tunic
with a sword belt, his curved sword held by the grip, who holds a small head up by its hair; the jack
of cups with a small red-faced half moon tucked at his side; the cavalli on horses rearing to the side,
both forelegs raised and folded at the knee, a long arched neck, the head drawn with its harness
(headstall, browband, noseband, bit, reins) and a plume at the poll, the rider astride on a short
fringed saddle cloth, his boot in a gold stirrup, horse and rider running cleanly into the middle
line; the kings bearded and crowned, an ermine-lined mantle thrown over one shoulder, each in his own
pose: coins standing, his great coin raised beside his head and a sceptre in the other hand; cups
holding a great chalice before his chest in both hands; swords seated on a red throne with gold
posts, turned aside, a great straight sword upright in his fist; batons white-bearded with a great
knotted club in his fist and the small round seal of Treviso tucked at his side. Coordinates are card
units on a 240 x 360 card (the half runs from y 12 to the middle, 180).
"""

from __future__ import annotations

import math
from typing import Callable

from briscola_desktop.rules.cards import Rank, Suit
from ..svg import circle, ellipse, group, path, polygon, rect, thick_line
from .common import INK, SKIN, WHITE, star

RED = "#c0392b"
AZURE = "#2d5ea8"
GOLD = "#e2a92c"
GREEN = "#2f7d45"
DARK_GOLD = "#a8741a"
TUNIC = "#a0522d"
MID = 177  # where a half ends, just above the middle band

Sign = Callable[[float, float], str]


# --- heads -------------------------------------------------------------------------------------

def head(cx: float, cy: float, r: float, hair: str, *, beard: str | None = None, long_hair: bool = True,
         bald: bool = False, old: bool = False, style: str = "long", nose: str = "straight", brow: str = "arch",
         age: int = 0, shape: str = "pointed", wide: float = 1.0, look: float = 0.5) -> str:
    """A Venetian face seen from the front, each court his own: ``style`` of the hair ("long" falling
    past the jaw, "bob" cut at the jaw with a fringe, "curls", "none"), the ``nose`` ("straight",
    "hook", "broad", "snub"), the ``brow`` ("arch", "heavy" knitted, "high"), ``age`` (0 to 2: lines
    on the brow, the cheek and round the eyes), the beard's ``shape`` ("pointed", "forked", "square",
    "round", "goatee", "moustache"), ``wide`` the face's breadth, ``look`` where the eyes turn; drawn in
    thin lines with a little hatching down the shaded cheek."""
    w = r * 0.62 * wide
    if not long_hair:
        style = "none"
    parts = []
    line = dict(fill="none", stroke=INK, stroke_linecap="round")
    if style == "long":
        parts.append(path(f"M{cx - w * 0.9:.2f},{cy - r * 0.9:.2f} C{cx - w * 1.55:.2f},{cy - r * 0.2:.2f} "
                          f"{cx - w * 1.5:.2f},{cy + r * 0.9:.2f} {cx - w * 1.35:.2f},{cy + r * 1.45:.2f} "
                          f"L{cx - w * 0.5:.2f},{cy + r * 1.2:.2f} L{cx + w * 0.5:.2f},{cy + r * 1.2:.2f} "
                          f"L{cx + w * 1.35:.2f},{cy + r * 1.45:.2f} C{cx + w * 1.5:.2f},{cy + r * 0.9:.2f} "
                          f"{cx + w * 1.55:.2f},{cy - r * 0.2:.2f} {cx + w * 0.9:.2f},{cy - r * 0.9:.2f} Z",
                          fill=hair, stroke=INK, stroke_width=1.2))
        parts.append(path(" ".join(f"M{cx + sd * w * (1.0 + k * 0.14):.2f},{cy - r * 0.4:.2f} C{cx + sd * w * (1.2 + k * 0.1):.2f},{cy + r * 0.4:.2f} "
                                   f"{cx + sd * w * (1.1 + k * 0.12):.2f},{cy + r * 1.0:.2f} {cx + sd * w * (1.0 + k * 0.15):.2f},{cy + r * 1.35:.2f}"
                                   for sd in (-1, 1) for k in range(3)), stroke_width=0.7, opacity=0.7, **line))
    elif style == "bob":
        parts.append(path(f"M{cx - w * 0.95:.2f},{cy - r * 0.95:.2f} C{cx - w * 1.5:.2f},{cy - r * 0.4:.2f} "
                          f"{cx - w * 1.45:.2f},{cy + r * 0.5:.2f} {cx - w * 1.3:.2f},{cy + r * 0.78:.2f} "
                          f"C{cx - w * 1.15:.2f},{cy + r * 0.92:.2f} {cx - w * 0.95:.2f},{cy + r * 0.8:.2f} {cx - w * 0.9:.2f},{cy + r * 0.6:.2f} "
                          f"L{cx + w * 0.9:.2f},{cy + r * 0.6:.2f} C{cx + w * 0.95:.2f},{cy + r * 0.8:.2f} "
                          f"{cx + w * 1.15:.2f},{cy + r * 0.92:.2f} {cx + w * 1.3:.2f},{cy + r * 0.78:.2f} "
                          f"C{cx + w * 1.45:.2f},{cy + r * 0.5:.2f} {cx + w * 1.5:.2f},{cy - r * 0.4:.2f} {cx + w * 0.95:.2f},{cy - r * 0.95:.2f} Z",
                          fill=hair, stroke=INK, stroke_width=1.2))
        parts.append(path(" ".join(f"M{cx + sd * w * 1.2:.2f},{cy - r * 0.3:.2f} Q{cx + sd * w * 1.35:.2f},{cy + r * 0.3:.2f} {cx + sd * w * (1.15 + k * 0.1):.2f},{cy + r * 0.75:.2f}"
                                   for sd in (-1, 1) for k in range(2)), stroke_width=0.7, opacity=0.7, **line))
    elif style == "curls":
        curls = []
        for k in range(11):
            t = math.radians(160 - k * 14)  # round the head from the left jaw over the top to the right
            x, y = cx + math.cos(t) * w * 1.28, cy - math.sin(t) * r * 1.05 + (r * 0.45 if k in (0, 10) else 0)
            curls.append(f"M{x - r * 0.3:.2f},{y:.2f} a{r * 0.3:.2f},{r * 0.3:.2f} 0 1 0 {r * 0.6:.2f},0 "
                         f"a{r * 0.3:.2f},{r * 0.3:.2f} 0 1 0 {-r * 0.6:.2f},0 Z")
        curls += [f"M{cx + sd * w * 1.3 - r * 0.28:.2f},{cy + r * 0.5:.2f} a{r * 0.28:.2f},{r * 0.28:.2f} 0 1 0 {r * 0.56:.2f},0 "
                  f"a{r * 0.28:.2f},{r * 0.28:.2f} 0 1 0 {-r * 0.56:.2f},0 Z" for sd in (-1, 1)]
        parts.append(path(" ".join(curls), fill=hair, stroke=INK, stroke_width=1.0))
    parts.append(path(f"M{cx - w:.2f},{cy - r * 0.85:.2f} C{cx - w * 1.08:.2f},{cy + r * 0.2:.2f} "
                      f"{cx - w * 0.7:.2f},{cy + r * 1.05:.2f} {cx:.2f},{cy + r * 1.22:.2f} "
                      f"C{cx + w * 0.7:.2f},{cy + r * 1.05:.2f} {cx + w * 1.08:.2f},{cy + r * 0.2:.2f} {cx + w:.2f},{cy - r * 0.85:.2f} "
                      f"C{cx + w * 0.7:.2f},{cy - r * 1.3:.2f} {cx - w * 0.7:.2f},{cy - r * 1.3:.2f} {cx - w:.2f},{cy - r * 0.85:.2f} Z",
                      fill=SKIN if not old else "#ecc9a6", stroke=INK, stroke_width=1.4))
    # the hatching down the shaded cheek
    # (as the old woodcut prints shade it: parallel strokes crossed by a second, shorter set), a stroke down
    # the side of the nose, the hollow under each eye, the cleft of the chin
    hatch = [f"M{cx - w * (0.97 - k * 0.05):.2f},{cy + r * (0.1 + k * 0.13):.2f} l{w * 0.24:.2f},{r * 0.1:.2f}"
             for k in range(5)]
    hatch += [f"M{cx + w * 0.78:.2f},{cy + r * 0.2:.2f} q{-w * 0.04:.2f},{r * 0.24:.2f} {-w * 0.16:.2f},{r * 0.42:.2f}",
              f"M{cx + w * 0.1:.2f},{cy - r * 0.02:.2f} q{w * 0.14:.2f},{r * 0.2:.2f} {w * 0.1:.2f},{r * 0.4:.2f}",
              f"M{cx - w * 0.62:.2f},{cy - r * 0.04:.2f} q{w * 0.18:.2f},{r * 0.08:.2f} {w * 0.36:.2f},0",
              f"M{cx + w * 0.26:.2f},{cy - r * 0.04:.2f} q{w * 0.18:.2f},{r * 0.08:.2f} {w * 0.36:.2f},0",
              f"M{cx - w * 0.12:.2f},{cy + r * 1.02:.2f} q{w * 0.12:.2f},{r * 0.07:.2f} {w * 0.24:.2f},0"]
    parts.append(path(" ".join(hatch), fill="none", stroke="#9b6b4c", stroke_width=0.7, opacity=0.8,
                      stroke_linecap="round"))
    if bald:  # the bald crown, lined
        parts.append(path(f"M{cx - w * 0.5:.2f},{cy - r * 0.8:.2f} Q{cx:.2f},{cy - r * 0.9:.2f} {cx + w * 0.5:.2f},{cy - r * 0.8:.2f} "
                          f"M{cx - w * 0.45:.2f},{cy - r * 0.64:.2f} Q{cx:.2f},{cy - r * 0.72:.2f} {cx + w * 0.45:.2f},{cy - r * 0.64:.2f}",
                          fill="none", stroke="#9b6b4c", stroke_width=0.9))
    elif style == "bob":  # a straight fringe over the brow
        parts.append(path(f"M{cx - w * 1.05:.2f},{cy - r * 0.35:.2f} C{cx - w * 1.15:.2f},{cy - r * 1.4:.2f} "
                          f"{cx + w * 1.15:.2f},{cy - r * 1.4:.2f} {cx + w * 1.05:.2f},{cy - r * 0.35:.2f} "
                          f"L{cx + w * 0.8:.2f},{cy - r * 0.52:.2f} L{cx - w * 0.8:.2f},{cy - r * 0.52:.2f} Z",
                          fill=hair, stroke=INK, stroke_width=1.1))
        parts.append(path(" ".join(f"M{cx + w * k * 0.25:.2f},{cy - r * 0.95:.2f} L{cx + w * k * 0.28:.2f},{cy - r * 0.56:.2f}"
                                   for k in (-3, -1, 1, 3)), stroke_width=0.7, opacity=0.7, **line))
    elif style == "curls":
        parts.append(path(" ".join(f"M{cx + w * k * 0.3 - r * 0.2:.2f},{cy - r * 0.78:.2f} a{r * 0.2:.2f},{r * 0.2:.2f} 0 1 0 {r * 0.4:.2f},0 "
                                   f"a{r * 0.2:.2f},{r * 0.2:.2f} 0 1 0 {-r * 0.4:.2f},0 Z" for k in (-2, -1, 0, 1, 2)),
                          fill=hair, stroke=INK, stroke_width=0.9))
    elif style != "none" or not bald:  # the hair parted over the high brow
        parts.append(path(f"M{cx - w * 1.02:.2f},{cy - r * 0.5:.2f} C{cx - w * 1.1:.2f},{cy - r * 1.35:.2f} "
                          f"{cx + w * 1.1:.2f},{cy - r * 1.35:.2f} {cx + w * 1.02:.2f},{cy - r * 0.5:.2f} "
                          f"C{cx + w * 0.8:.2f},{cy - r * 0.85:.2f} {cx + w * 0.3:.2f},{cy - r * 0.95:.2f} {cx:.2f},{cy - r * 0.82:.2f} "
                          f"C{cx - w * 0.3:.2f},{cy - r * 0.95:.2f} {cx - w * 0.8:.2f},{cy - r * 0.85:.2f} {cx - w * 1.02:.2f},{cy - r * 0.5:.2f} Z",
                          fill=hair, stroke=INK, stroke_width=1.1))
    brow_ink = "#5a3c24" if not old else "#8d8780"
    if hair in ("#e8e4dc", "#d8d4cc"):
        brow_ink = "#9c968c"
    ey = cy - r * 0.22
    if brow == "heavy":  # knitted down to the nose: a stern look
        parts.append(path(f"M{cx - w * 0.88:.2f},{ey - r * 0.26:.2f} L{cx - w * 0.12:.2f},{ey - r * 0.1:.2f} "
                          f"M{cx + w * 0.12:.2f},{ey - r * 0.1:.2f} L{cx + w * 0.88:.2f},{ey - r * 0.26:.2f}",
                          fill="none", stroke=brow_ink, stroke_width=max(1.4, r * 0.11), stroke_linecap="round"))
    elif brow == "high":  # raised thin arches: an open, young look
        parts.append(path(f"M{cx - w * 0.8:.2f},{ey - r * 0.2:.2f} Q{cx - w * 0.45:.2f},{ey - r * 0.44:.2f} {cx - w * 0.12:.2f},{ey - r * 0.24:.2f} "
                          f"M{cx + w * 0.12:.2f},{ey - r * 0.24:.2f} Q{cx + w * 0.45:.2f},{ey - r * 0.44:.2f} {cx + w * 0.8:.2f},{ey - r * 0.2:.2f}",
                          fill="none", stroke=brow_ink, stroke_width=max(1.0, r * 0.05), stroke_linecap="round"))
    else:
        parts.append(path(f"M{cx - w * 0.82:.2f},{ey - r * 0.16:.2f} Q{cx - w * 0.45:.2f},{ey - r * 0.3:.2f} {cx - w * 0.1:.2f},{ey - r * 0.14:.2f} "
                          f"M{cx + w * 0.1:.2f},{ey - r * 0.14:.2f} Q{cx + w * 0.45:.2f},{ey - r * 0.3:.2f} {cx + w * 0.82:.2f},{ey - r * 0.16:.2f}",
                          fill="none", stroke=brow_ink, stroke_width=max(1.1, r * 0.06), stroke_linecap="round"))
    # heavy lids over almond eyes, looking aside
    parts.append(path(f"M{cx - w * 0.75:.2f},{ey:.2f} Q{cx - w * 0.45:.2f},{ey - r * 0.12:.2f} {cx - w * 0.15:.2f},{ey:.2f} "
                      f"M{cx + w * 0.15:.2f},{ey:.2f} Q{cx + w * 0.45:.2f},{ey - r * 0.12:.2f} {cx + w * 0.75:.2f},{ey:.2f}",
                      fill="none", stroke=INK, stroke_width=1.3, stroke_linecap="round"))
    off = (look - 0.5) * w * 0.36
    parts.append(circle(cx - w * 0.45 + off, ey + r * 0.03, r * 0.065, fill=INK))
    parts.append(circle(cx + w * 0.45 + off, ey + r * 0.03, r * 0.065, fill=INK))
    if age:  # lines on the brow, under the eyes and down from the nose
        d = [f"M{cx - w * 0.5:.2f},{cy - r * 0.66:.2f} Q{cx:.2f},{cy - r * 0.74:.2f} {cx + w * 0.5:.2f},{cy - r * 0.66:.2f}",
             f"M{cx - w * 0.42:.2f},{cy + r * 0.3:.2f} Q{cx - w * 0.5:.2f},{cy + r * 0.5:.2f} {cx - w * 0.36:.2f},{cy + r * 0.62:.2f}",
             f"M{cx + w * 0.42:.2f},{cy + r * 0.3:.2f} Q{cx + w * 0.5:.2f},{cy + r * 0.5:.2f} {cx + w * 0.36:.2f},{cy + r * 0.62:.2f}"]
        if age > 1:
            d += [f"M{cx - w * 0.4:.2f},{cy - r * 0.56:.2f} Q{cx:.2f},{cy - r * 0.62:.2f} {cx + w * 0.4:.2f},{cy - r * 0.56:.2f}",
                  f"M{cx - w * 0.7:.2f},{ey + r * 0.12:.2f} Q{cx - w * 0.45:.2f},{ey + r * 0.22:.2f} {cx - w * 0.2:.2f},{ey + r * 0.12:.2f}",
                  f"M{cx + w * 0.2:.2f},{ey + r * 0.12:.2f} Q{cx + w * 0.45:.2f},{ey + r * 0.22:.2f} {cx + w * 0.7:.2f},{ey + r * 0.12:.2f}",
                  f"M{cx - w * 0.82:.2f},{ey:.2f} l{-w * 0.12:.2f},{-r * 0.06:.2f} M{cx - w * 0.82:.2f},{ey + r * 0.04:.2f} l{-w * 0.12:.2f},{r * 0.06:.2f}",
                  f"M{cx + w * 0.82:.2f},{ey:.2f} l{w * 0.12:.2f},{-r * 0.06:.2f} M{cx + w * 0.82:.2f},{ey + r * 0.04:.2f} l{w * 0.12:.2f},{r * 0.06:.2f}"]
        parts.append(path(" ".join(d), fill="none", stroke="#8a5a3c", stroke_width=0.8, stroke_linecap="round"))
    # the nose
    nb = cy + r * 0.42
    if nose == "hook":
        nd = (f"M{cx - w * 0.06:.2f},{ey - r * 0.05:.2f} C{cx - w * 0.1:.2f},{cy + r * 0.05:.2f} {cx - w * 0.38:.2f},{cy + r * 0.28:.2f} "
              f"{cx - w * 0.2:.2f},{nb:.2f} Q{cx - w * 0.05:.2f},{nb + r * 0.08:.2f} {cx + w * 0.16:.2f},{nb - r * 0.02:.2f}")
    elif nose == "broad":
        nd = (f"M{cx - w * 0.06:.2f},{ey - r * 0.02:.2f} L{cx - w * 0.12:.2f},{nb - r * 0.1:.2f} "
              f"M{cx - w * 0.32:.2f},{nb - r * 0.04:.2f} Q{cx - w * 0.26:.2f},{nb + r * 0.1:.2f} {cx:.2f},{nb + r * 0.05:.2f} "
              f"Q{cx + w * 0.26:.2f},{nb + r * 0.1:.2f} {cx + w * 0.32:.2f},{nb - r * 0.04:.2f}")
    elif nose == "snub":
        nd = (f"M{cx - w * 0.04:.2f},{ey + r * 0.06:.2f} Q{cx - w * 0.24:.2f},{cy + r * 0.28:.2f} {cx - w * 0.08:.2f},{cy + r * 0.33:.2f} "
              f"Q{cx + w * 0.06:.2f},{cy + r * 0.37:.2f} {cx + w * 0.16:.2f},{cy + r * 0.3:.2f}")
    else:
        nd = (f"M{cx - w * 0.08:.2f},{ey - r * 0.05:.2f} L{cx - w * 0.14:.2f},{nb:.2f} "
              f"Q{cx:.2f},{cy + r * 0.5:.2f} {cx + w * 0.16:.2f},{nb:.2f}")
    parts.append(path(nd, fill="none", stroke="#8a5a3c", stroke_width=1.2, stroke_linecap="round"))
    if beard:
        b = beard
        if shape == "forked":
            outline = (f"C{cx - w * 1.05:.2f},{cy + r * 1.0:.2f} {cx - w * 0.7:.2f},{cy + r * 1.7:.2f} {cx - w * 0.32:.2f},{cy + r * 2.15:.2f} "
                       f"L{cx:.2f},{cy + r * 1.72:.2f} L{cx + w * 0.32:.2f},{cy + r * 2.15:.2f} "
                       f"C{cx + w * 0.7:.2f},{cy + r * 1.7:.2f} {cx + w * 1.05:.2f},{cy + r * 1.0:.2f} ")
            strands = [(-0.5, 1.0, -0.3, 2.0), (0.5, 1.0, 0.3, 2.0), (-0.15, 0.95, -0.1, 1.6), (0.15, 0.95, 0.1, 1.6)]
        elif shape == "square":
            outline = (f"C{cx - w * 1.08:.2f},{cy + r * 0.9:.2f} {cx - w * 1.0:.2f},{cy + r * 1.5:.2f} {cx - w * 0.85:.2f},{cy + r * 1.78:.2f} "
                       f"L{cx + w * 0.85:.2f},{cy + r * 1.78:.2f} C{cx + w * 1.0:.2f},{cy + r * 1.5:.2f} {cx + w * 1.08:.2f},{cy + r * 0.9:.2f} ")
            strands = [(-0.6, 1.0, -0.62, 1.7), (-0.2, 0.95, -0.22, 1.72), (0.2, 0.95, 0.22, 1.72), (0.6, 1.0, 0.62, 1.7)]
        elif shape == "round":
            outline = (f"C{cx - w * 1.08:.2f},{cy + r * 0.9:.2f} {cx - w * 0.75:.2f},{cy + r * 1.5:.2f} {cx:.2f},{cy + r * 1.5:.2f} "
                       f"C{cx + w * 0.75:.2f},{cy + r * 1.5:.2f} {cx + w * 1.08:.2f},{cy + r * 0.9:.2f} ")
            strands = [(-0.5, 0.95, -0.4, 1.3), (0.5, 0.95, 0.4, 1.3), (0, 1.0, 0, 1.4)]
        else:  # pointed
            outline = (f"C{cx - w * 1.05:.2f},{cy + r * 1.0:.2f} {cx - w * 0.5:.2f},{cy + r * 1.7:.2f} {cx:.2f},{cy + r * 2.15:.2f} "
                       f"C{cx + w * 0.5:.2f},{cy + r * 1.7:.2f} {cx + w * 1.05:.2f},{cy + r * 1.0:.2f} ")
            strands = [(-0.5, 1.0, -0.05, 1.9), (0.5, 1.0, 0.05, 1.9), (0, 0.9, 0, 1.7)]
        if shape == "goatee":
            parts.append(path(f"M{cx - w * 0.3:.2f},{cy + r * 0.9:.2f} Q{cx:.2f},{cy + r * 0.8:.2f} {cx + w * 0.3:.2f},{cy + r * 0.9:.2f} "
                              f"Q{cx + w * 0.2:.2f},{cy + r * 1.3:.2f} {cx:.2f},{cy + r * 1.62:.2f} Q{cx - w * 0.2:.2f},{cy + r * 1.3:.2f} "
                              f"{cx - w * 0.3:.2f},{cy + r * 0.9:.2f} Z", fill=b, stroke=INK, stroke_width=1.0))
        elif shape != "moustache":
            parts.append(path(f"M{cx - w * 1.02:.2f},{cy + r * 0.1:.2f} " + outline
                              + f"{cx + w * 1.02:.2f},{cy + r * 0.1:.2f} "
                              f"C{cx + w * 0.8:.2f},{cy + r * 0.75:.2f} {cx + w * 0.4:.2f},{cy + r * 0.56:.2f} {cx:.2f},{cy + r * 0.6:.2f} "
                              f"C{cx - w * 0.4:.2f},{cy + r * 0.56:.2f} {cx - w * 0.8:.2f},{cy + r * 0.75:.2f} {cx - w * 1.02:.2f},{cy + r * 0.1:.2f} Z",
                              fill=b, stroke=INK, stroke_width=1.2))
            parts.append(path(" ".join(f"M{cx + w * x0:.2f},{cy + r * y0:.2f} Q{cx + w * (x0 + x1) * 0.55:.2f},{cy + r * (y0 + y1) / 2:.2f} "
                                       f"{cx + w * x1:.2f},{cy + r * y1:.2f}" for x0, y0, x1, y1 in strands),
                              fill="none", stroke=INK, stroke_width=0.8, opacity=0.7))
        if shape in ("moustache", "goatee"):  # a thin moustache with its ends turned up
            parts.append(path(f"M{cx:.2f},{cy + r * 0.56:.2f} C{cx - w * 0.3:.2f},{cy + r * 0.5:.2f} {cx - w * 0.55:.2f},{cy + r * 0.66:.2f} "
                              f"{cx - w * 0.62:.2f},{cy + r * 0.44:.2f} M{cx:.2f},{cy + r * 0.56:.2f} C{cx + w * 0.3:.2f},{cy + r * 0.5:.2f} "
                              f"{cx + w * 0.55:.2f},{cy + r * 0.66:.2f} {cx + w * 0.62:.2f},{cy + r * 0.44:.2f}",
                              fill="none", stroke=b, stroke_width=max(1.6, r * 0.1), stroke_linecap="round"))
            parts.append(path(f"M{cx - w * 0.22:.2f},{cy + r * 0.74:.2f} Q{cx:.2f},{cy + r * 0.8:.2f} {cx + w * 0.22:.2f},{cy + r * 0.74:.2f}",
                              fill="none", stroke="#a3402f", stroke_width=1.3, stroke_linecap="round"))
        else:
            parts.append(path(f"M{cx - w * 0.6:.2f},{cy + r * 0.62:.2f} C{cx - w * 0.3:.2f},{cy + r * 0.44:.2f} "
                              f"{cx + w * 0.3:.2f},{cy + r * 0.44:.2f} {cx + w * 0.6:.2f},{cy + r * 0.62:.2f} "
                              f"C{cx + w * 0.2:.2f},{cy + r * 0.54:.2f} {cx - w * 0.2:.2f},{cy + r * 0.54:.2f} {cx - w * 0.6:.2f},{cy + r * 0.62:.2f} Z",
                              fill=b, stroke=INK, stroke_width=1.0))
            parts.append(path(f"M{cx - w * 0.2:.2f},{cy + r * 0.7:.2f} L{cx + w * 0.2:.2f},{cy + r * 0.7:.2f}",
                              stroke="#8e3a2a", stroke_width=1.3, stroke_linecap="round"))
    else:
        parts.append(path(f"M{cx - w * 0.26:.2f},{cy + r * 0.7:.2f} Q{cx:.2f},{cy + r * 0.76:.2f} {cx + w * 0.26:.2f},{cy + r * 0.7:.2f}",
                          fill="none", stroke="#a3402f", stroke_width=1.4, stroke_linecap="round"))
    return "".join(parts)


def brocade(kind: str, spots: list[tuple[float, float]], u: float = 6.0) -> str:
    """A brocade worked on a garment in fine black line, one motif at each of ``spots``: "pomegranate"
    (a lozenge bud on its stalk), "fleur" (a trefoil lily), "rosette" (a four-rayed lozenge flower), "star", "vine"
    (a sprig of two leaves)."""
    d = []
    for x, y in spots:
        if kind == "pomegranate":
            d.append(f"M{x:.2f},{y - u:.2f} L{x + u * 0.45:.2f},{y:.2f} L{x:.2f},{y + u:.2f} L{x - u * 0.45:.2f},{y:.2f} Z "
                     f"M{x - u * 0.35:.2f},{y + u * 0.1:.2f} L{x + u * 0.35:.2f},{y + u * 0.1:.2f} M{x:.2f},{y + u:.2f} l0,{u * 0.4:.2f}")
        elif kind == "fleur":
            d.append(f"M{x:.2f},{y + u * 0.6:.2f} Q{x - u * 0.45:.2f},{y - u * 0.2:.2f} {x:.2f},{y - u:.2f} Q{x + u * 0.45:.2f},{y - u * 0.2:.2f} {x:.2f},{y + u * 0.6:.2f} "
                     f"M{x:.2f},{y + u * 0.2:.2f} Q{x - u * 0.9:.2f},{y - u * 0.5:.2f} {x - u * 0.9:.2f},{y + u * 0.2:.2f} "
                     f"M{x:.2f},{y + u * 0.2:.2f} Q{x + u * 0.9:.2f},{y - u * 0.5:.2f} {x + u * 0.9:.2f},{y + u * 0.2:.2f} "
                     f"M{x - u * 0.5:.2f},{y + u * 0.35:.2f} L{x + u * 0.5:.2f},{y + u * 0.35:.2f}")
        elif kind == "rosette":
            e = u * 0.5
            d.append(f"M{x - e:.2f},{y:.2f} L{x:.2f},{y - e:.2f} L{x + e:.2f},{y:.2f} L{x:.2f},{y + e:.2f} Z "
                     f"M{x:.2f},{y - u:.2f} L{x:.2f},{y - e:.2f} M{x:.2f},{y + u:.2f} L{x:.2f},{y + e:.2f} "
                     f"M{x - u:.2f},{y:.2f} L{x - e:.2f},{y:.2f} M{x + u:.2f},{y:.2f} L{x + e:.2f},{y:.2f}")
        elif kind == "star":
            d.append(f"M{x:.2f},{y - u:.2f} L{x + u * 0.25:.2f},{y - u * 0.25:.2f} L{x + u:.2f},{y:.2f} L{x + u * 0.25:.2f},{y + u * 0.25:.2f} "
                     f"L{x:.2f},{y + u:.2f} L{x - u * 0.25:.2f},{y + u * 0.25:.2f} L{x - u:.2f},{y:.2f} L{x - u * 0.25:.2f},{y - u * 0.25:.2f} Z")
        else:  # vine
            d.append(f"M{x:.2f},{y + u:.2f} Q{x - u * 0.3:.2f},{y:.2f} {x:.2f},{y - u:.2f} "
                     f"M{x - u * 0.1:.2f},{y:.2f} Q{x - u:.2f},{y - u * 0.3:.2f} {x - u * 0.8:.2f},{y - u * 0.8:.2f} Q{x - u * 0.3:.2f},{y - u * 0.6:.2f} {x - u * 0.1:.2f},{y:.2f} "
                     f"M{x:.2f},{y - u * 0.5:.2f} Q{x + u:.2f},{y - u * 0.6:.2f} {x + u * 0.8:.2f},{y - u * 1.1:.2f}")
    return path(" ".join(d), fill="none", stroke=INK, stroke_width=0.75, opacity=0.8, stroke_linejoin="round")


def _grid(x0: float, x1: float, y0: float, y1: float, step: float) -> list[tuple[float, float]]:
    """Spots in a half-drop grid over a box."""
    out = []
    row = 0
    y = y0
    while y <= y1:
        x = x0 + (step / 2 if row % 2 else 0)
        while x <= x1:
            out.append((x, y))
            x += step
        y += step * 0.8
        row += 1
    return out


def crown(cx: float, base: float, w: float, h: float, cap: str) -> str:
    """An open crown of five fleurons over a velvet cap."""
    x0 = cx - w / 2
    pts = [(x0, base)]
    for k in range(9):
        x = x0 + w * k / 8
        pts.append((x, base - (h if k % 2 == 0 else h * 0.45)))
    pts.append((x0 + w, base))
    balls = " ".join(f"M{x0 + w * k / 4 - 2.6:.2f},{base - h - 1.5:.2f} a2.6,2.6 0 1 0 5.2,0 a2.6,2.6 0 1 0 -5.2,0 Z"
                     for k in range(5))
    return (path(f"M{x0 + 3:.2f},{base:.2f} C{x0 + 2:.2f},{base - h * 1.3:.2f} {x0 + w - 2:.2f},{base - h * 1.3:.2f} "
                 f"{x0 + w - 3:.2f},{base:.2f} Z", fill=cap, stroke=INK, stroke_width=1.3)
            + polygon(pts, fill=GOLD, stroke=INK, stroke_width=1.5)
            + path(balls, fill=WHITE, stroke=INK, stroke_width=1.0)
            + rect(x0 - 1.5, base - 7, w + 3, 8, rx=2, fill=DARK_GOLD, stroke=INK, stroke_width=1.2)
            + circle(cx, base - 3, 3, fill=RED) + circle(cx - w * 0.3, base - 3, 2.2, fill=AZURE)
            + circle(cx + w * 0.3, base - 3, 2.2, fill=AZURE))


def beret(cx: float, top: float, r: float, colour: str, feather: str) -> str:
    """A wide flat cap worn aslant, a plume curling back from its band."""
    return (path(f"M{cx + r * 0.4:.2f},{top:.2f} C{cx + r * 1.5:.2f},{top - r * 1.1:.2f} {cx + r * 2.2:.2f},{top - r * 0.4:.2f} "
                 f"{cx + r * 2.3:.2f},{top + r * 0.3:.2f} C{cx + r * 1.9:.2f},{top - r * 0.2:.2f} {cx + r * 1.4:.2f},{top - r * 0.3:.2f} "
                 f"{cx + r * 0.6:.2f},{top + r * 0.3:.2f} Z", fill=feather, stroke=INK, stroke_width=1.2)
            + path(f"M{cx - r * 1.3:.2f},{top + r * 0.45:.2f} C{cx - r * 1.5:.2f},{top - r * 0.6:.2f} "
                   f"{cx + r * 1.2:.2f},{top - r * 0.9:.2f} {cx + r * 1.35:.2f},{top + r * 0.25:.2f} "
                   f"C{cx + r * 0.4:.2f},{top + r * 0.55:.2f} {cx - r * 0.5:.2f},{top + r * 0.6:.2f} {cx - r * 1.3:.2f},{top + r * 0.45:.2f} Z",
                   fill=colour, stroke=INK, stroke_width=1.5)
            + path(f"M{cx - r * 0.95:.2f},{top + r * 0.5:.2f} C{cx - r * 0.3:.2f},{top + r * 0.62:.2f} "
                   f"{cx + r * 0.5:.2f},{top + r * 0.45:.2f} {cx + r * 0.95:.2f},{top + r * 0.32:.2f}",
                   fill="none", stroke=GOLD, stroke_width=3.2))


def tall_hat(cx: float, top: float, r: float, colour: str, brim: str) -> str:
    """A tall rounded hat with a rolled brim."""
    return (path(f"M{cx - r * 0.85:.2f},{top + r * 0.4:.2f} C{cx - r * 0.9:.2f},{top - r * 1.5:.2f} "
                 f"{cx + r * 0.9:.2f},{top - r * 1.7:.2f} {cx + r * 0.85:.2f},{top + r * 0.4:.2f} Z",
                 fill=colour, stroke=INK, stroke_width=1.5)
            + path(f"M{cx - r * 0.3:.2f},{top - r * 0.9:.2f} Q{cx:.2f},{top - r * 0.3:.2f} {cx + r * 0.35:.2f},{top - r * 1.0:.2f}",
                   fill="none", stroke=GOLD, stroke_width=2.0)
            + rect(cx - r * 1.1, top + r * 0.15, r * 2.2, r * 0.5, rx=r * 0.25, fill=brim, stroke=INK, stroke_width=1.3))


def helmet(cx: float, top: float, r: float, plume: str) -> str:
    """A rounded steel helmet with a brim and a tall plume."""
    return (path(f"M{cx + r * 0.1:.2f},{top - r * 0.6:.2f} C{cx + r * 0.6:.2f},{top - r * 1.5:.2f} {cx + r * 1.6:.2f},{top - r * 1.35:.2f} "
                 f"{cx + r * 1.8:.2f},{top - r * 0.9:.2f} C{cx + r * 1.3:.2f},{top - r * 1.2:.2f} {cx + r * 0.8:.2f},{top - r * 1.0:.2f} "
                 f"{cx + r * 0.4:.2f},{top - r * 0.3:.2f} Z", fill=plume, stroke=INK, stroke_width=1.2)
            + path(f"M{cx - r * 0.92:.2f},{top + r * 0.45:.2f} C{cx - r * 1.0:.2f},{top - r * 1.0:.2f} "
                   f"{cx + r * 1.0:.2f},{top - r * 1.0:.2f} {cx + r * 0.92:.2f},{top + r * 0.45:.2f} Z",
                   fill="#b8c4cf", stroke=INK, stroke_width=1.5)
            + path(f"M{cx:.2f},{top - r * 0.6:.2f} L{cx:.2f},{top + r * 0.4:.2f}", stroke="#6f7d8a", stroke_width=2.0)
            + rect(cx - r * 1.15, top + r * 0.3, r * 2.3, r * 0.32, rx=r * 0.16, fill="#8fa0b0", stroke=INK,
                   stroke_width=1.2))


def turban(cx: float, top: float, r: float, colour: str, trim: str) -> str:
    """A wound turban with a jewel."""
    return (ellipse(cx, top + r * 0.05, r * 1.15, r * 0.72, fill=colour, stroke=INK, stroke_width=1.5)
            + path(f"M{cx - r * 1.05:.2f},{top + r * 0.1:.2f} C{cx - r * 0.4:.2f},{top - r * 0.5:.2f} "
                   f"{cx + r * 0.4:.2f},{top + r * 0.5:.2f} {cx + r * 1.05:.2f},{top - r * 0.1:.2f}",
                   fill="none", stroke=trim, stroke_width=3.0)
            + circle(cx, top - r * 0.45, r * 0.2, fill=RED, stroke=INK, stroke_width=1.0))


# --- bodies ------------------------------------------------------------------------------------

def bust(cx: float, neck: float, w: float, coat: str, front: str, trim: str, *, belt: bool = True,
         pattern: str = "", bottom: float = MID, motif: str = "") -> str:
    """Shoulders and chest down to the middle line: a coat open over a doublet ``front``, its edges
    trimmed; ``pattern`` ("dots", "bars", "chevrons") decorates the doublet."""
    parts = [path(f"M{cx - 12:.2f},{neck:.2f} C{cx - w * 0.5:.2f},{neck + 3:.2f} {cx - w * 0.9:.2f},{neck + 6:.2f} "
                  f"{cx - w:.2f},{neck + 24:.2f} C{cx - w:.2f},{neck + 50:.2f} {cx - w * 0.86:.2f},{bottom - 30:.2f} {cx - w * 0.84:.2f},{bottom:.2f} "
                  f"L{cx + w * 0.84:.2f},{bottom:.2f} C{cx + w * 0.86:.2f},{bottom - 30:.2f} {cx + w:.2f},{neck + 50:.2f} "
                  f"{cx + w:.2f},{neck + 24:.2f} C{cx + w * 0.9:.2f},{neck + 6:.2f} {cx + w * 0.5:.2f},{neck + 3:.2f} "
                  f"{cx + 12:.2f},{neck:.2f} Z", fill=coat, stroke=INK, stroke_width=1.7)]
    if motif:  # the coat's brocade, in fine black line
        parts.append(brocade(motif, _grid(cx - w * 0.7, cx + w * 0.72, neck + 24, bottom - 6, 15)))
    parts += [path(f"M{cx - 14:.2f},{neck + 2:.2f} L{cx - 24:.2f},{bottom:.2f} L{cx + 24:.2f},{bottom:.2f} L{cx + 14:.2f},{neck + 2:.2f} Z",
                   fill=front, stroke=INK, stroke_width=1.4),
              path(f"M{cx - 14:.2f},{neck + 2:.2f} L{cx - 24:.2f},{bottom:.2f} M{cx + 14:.2f},{neck + 2:.2f} L{cx + 24:.2f},{bottom:.2f}",
                   stroke=trim, stroke_width=4.2),
              path(f"M{cx - 14:.2f},{neck + 2:.2f} L{cx - 24:.2f},{bottom:.2f} M{cx + 14:.2f},{neck + 2:.2f} L{cx + 24:.2f},{bottom:.2f}",
                   stroke=INK, stroke_width=1.1, stroke_dasharray="1 3", stroke_linecap="round")]  # the border's beading
    if pattern == "dots":
        parts.append(path(" ".join(f"M{cx + dx - 2:.2f},{y:.2f} a2,2 0 1 0 4,0 a2,2 0 1 0 -4,0 Z"
                                   for y in range(int(neck) + 14, bottom - 6, 12) for dx in (-8, 8)), fill=trim))
    elif pattern == "bars":
        parts.append(path(" ".join(f"M{cx - 14:.2f},{y:.2f} L{cx + 14:.2f},{y:.2f}"
                                   for y in range(int(neck) + 14, bottom - 4, 10)), stroke=trim, stroke_width=2.4))
    elif pattern == "chevrons":
        parts.append(path(" ".join(f"M{cx - 14:.2f},{y:.2f} L{cx:.2f},{y + 7:.2f} L{cx + 14:.2f},{y:.2f}"
                                   for y in range(int(neck) + 12, bottom - 10, 13)), fill="none", stroke=trim,
                          stroke_width=2.4))
    parts.append(path(" ".join(f"M{cx + sd * (w * 0.55 + k * 7):.2f},{neck + 40 + k * 4:.2f} "
                               f"Q{cx + sd * (w * 0.5 + k * 7):.2f},{(neck + bottom) / 2 + 20:.2f} {cx + sd * (w * 0.6 + k * 9):.2f},{bottom:.2f}"
                               for sd in (-1, 1) for k in range(2)), fill="none", stroke=INK, stroke_width=0.9,
                      opacity=0.5))  # the coat's folds
    parts.append(path(" ".join(f"M{cx + sd * (w * 0.96 - k * 0.6):.2f},{neck + 30 + k * 7:.2f} l{-sd * 6:.2f},{4:.2f}"
                               for sd in (-1, 1) for k in range(int((bottom - neck - 40) / 7))),
                      fill="none", stroke=INK, stroke_width=0.7, opacity=0.55, stroke_linecap="round"))  # the hatched shade down each side
    parts.append(path(f"M{cx - 9:.2f},{neck - 2:.2f} L{cx + 9:.2f},{neck - 2:.2f} L{cx + 12:.2f},{neck + 6:.2f} "
                      f"L{cx:.2f},{neck + 12:.2f} L{cx - 12:.2f},{neck + 6:.2f} Z", fill=WHITE, stroke=INK,
                      stroke_width=1.2))  # the shirt's collar
    if belt:
        parts.append(rect(cx - 24, bottom - 20, 48, 7, fill=DARK_GOLD, stroke=INK, stroke_width=1.2))
        parts.append(rect(cx - 5, bottom - 22, 10, 11, rx=2, fill=GOLD, stroke=INK, stroke_width=1.2))
    return "".join(parts)


def drape(cx: float, neck: float, w: float, colour: str, lining: str, side: int, *, fur: bool = False,
          bottom: float = MID, motif: str = "") -> str:
    """A cloak thrown over one shoulder (``side`` 1: the viewer's right) and falling across the body in a
    diagonal to the other hip, its turned-back edge showing the ``lining`` (ermine for the kings), its
    folds drawn in thin lines and hatching."""
    s = side

    def x(v: float) -> float:
        return cx + s * v

    edge = [(x(-4), neck + 6), (x(w * 0.14), neck + 44), (x(-w * 0.1), bottom - 40), (x(-w * 0.42), bottom)]
    body = (f"M{x(10):.2f},{neck - 1:.2f} C{x(w * 0.6):.2f},{neck:.2f} {x(w + 4):.2f},{neck + 6:.2f} {x(w + 6):.2f},{neck + 26:.2f} "
            f"C{x(w + 6):.2f},{neck + 60:.2f} {x(w * 0.9):.2f},{bottom - 30:.2f} {x(w * 0.88):.2f},{bottom:.2f} L{edge[3][0]:.2f},{bottom:.2f} "
            f"C{edge[2][0]:.2f},{edge[2][1]:.2f} {edge[1][0]:.2f},{edge[1][1]:.2f} {edge[0][0]:.2f},{edge[0][1]:.2f} Z")
    band = 9
    lin = (f"M{edge[0][0]:.2f},{edge[0][1]:.2f} C{edge[1][0]:.2f},{edge[1][1]:.2f} {edge[2][0]:.2f},{edge[2][1]:.2f} "
           f"{edge[3][0]:.2f},{edge[3][1]:.2f} L{edge[3][0] + s * band * 1.4:.2f},{bottom:.2f} "
           f"C{edge[2][0] + s * band:.2f},{edge[2][1]:.2f} {edge[1][0] + s * band:.2f},{edge[1][1]:.2f} "
           f"{edge[0][0] + s * band:.2f},{edge[0][1] - 2:.2f} Z")
    folds = " ".join(f"M{x(w * f0):.2f},{neck + 30 + k * 6:.2f} C{x(w * (f0 - 0.1)):.2f},{neck + 60:.2f} "
                     f"{x(w * (f0 - 0.25)):.2f},{bottom - 30:.2f} {x(w * (f0 - 0.3)):.2f},{bottom:.2f}"
                     for k, f0 in enumerate((0.45, 0.72, 0.98)))
    hatch = " ".join(f"M{x(w * 0.98 - k * 2):.2f},{neck + 46 + k * 6:.2f} l{s * -7:.2f},{7:.2f}" for k in range(6))
    parts = [path(body, fill=colour, stroke=INK, stroke_width=1.6)]
    if motif:
        lo, hi = sorted((x(w * 0.42), x(w * 0.86)))
        parts.append(brocade(motif, _grid(lo, hi, neck + 34, bottom - 8, 16), 5.5))
    parts += [path(folds, fill="none", stroke=INK, stroke_width=0.9, opacity=0.55),
             path(hatch, fill="none", stroke=INK, stroke_width=0.8, opacity=0.5, stroke_linecap="round"),
             path(lin, fill=WHITE if fur else lining, stroke=INK, stroke_width=1.2)]
    if not fur:  # the lining's edge, finely bordered
        parts.append(path(f"M{edge[0][0] + s * band * 0.5:.2f},{edge[0][1] + 2:.2f} C{edge[1][0] + s * band * 0.5:.2f},{edge[1][1]:.2f} "
                          f"{edge[2][0] + s * band * 0.5:.2f},{edge[2][1]:.2f} {edge[3][0] + s * band * 0.7:.2f},{bottom:.2f}",
                          fill="none", stroke=INK, stroke_width=1.0, stroke_dasharray="1 3", stroke_linecap="round"))
    if fur:
        tails = " ".join(f"M{edge[0][0] + (edge[3][0] - edge[0][0]) * t + s * 4:.2f},{edge[0][1] + (bottom - edge[0][1]) * t:.2f} l-1.5,4 l1.5,-1 l1.5,1 Z"
                         for t in (0.15, 0.35, 0.55, 0.75, 0.92))
        parts.append(path(tails, fill=INK))
    return "".join(parts)


def tippet(cx: float, neck: float, w: float) -> str:
    """The king's small ermine tippet round the neck, lying lower on one shoulder than the other."""
    d = (f"M{cx - 14:.2f},{neck - 1:.2f} C{cx - w * 0.5:.2f},{neck + 2:.2f} {cx - w * 0.8:.2f},{neck + 8:.2f} {cx - w * 0.84:.2f},{neck + 22:.2f} "
         f"C{cx - w * 0.5:.2f},{neck + 28:.2f} {cx - w * 0.2:.2f},{neck + 24:.2f} {cx:.2f},{neck + 30:.2f} "
         f"C{cx + w * 0.3:.2f},{neck + 28:.2f} {cx + w * 0.6:.2f},{neck + 34:.2f} {cx + w * 0.8:.2f},{neck + 28:.2f} "
         f"C{cx + w * 0.8:.2f},{neck + 8:.2f} {cx + w * 0.5:.2f},{neck + 2:.2f} {cx + 14:.2f},{neck - 1:.2f} Z")
    tails = " ".join(f"M{cx + dx:.2f},{neck + dy:.2f} l-1.5,4 l1.5,-1 l1.5,1 Z"
                     for dx, dy in ((-30, 12), (-14, 18), (4, 20), (22, 20), (34, 14)))
    return path(d, fill=WHITE, stroke=INK, stroke_width=1.4) + path(tails, fill=INK)


def arm(points: list[tuple[float, float]], sleeve: str, cuff: str, width: float = 15) -> str:
    """A sleeved arm from the shoulder along ``points`` to a cuff and a hand at the last point, a flower
    worked on the upper sleeve and another on the forearm."""
    hx, hy = points[-1]
    px, py = points[-2]
    cx_, cy_ = hx + (px - hx) * 0.25, hy + (py - hy) * 0.25
    spots = [((points[0][0] + points[1][0]) / 2, (points[0][1] + points[1][1]) / 2),
             ((points[1][0] + cx_) / 2, (points[1][1] + cy_) / 2)]
    petals = " ".join(f"M{fx + dx:.2f},{fy + dy:.2f} a2.2,2.2 0 1 0 0.1,0 Z" for fx, fy in spots
                      for dx, dy in ((0, -3.4), (3.2, -1), (2, 2.8), (-2, 2.8), (-3.2, -1)))
    flower = path(petals, fill=cuff, stroke=INK, stroke_width=0.7) + path(
        " ".join(f"M{fx - 1.6:.2f},{fy:.2f} a1.6,1.6 0 1 0 3.2,0 a1.6,1.6 0 1 0 -3.2,0 Z" for fx, fy in spots), fill=RED)
    pts = points[:-1] + [(cx_, cy_)]
    vine = []
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        n = max(1, int(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 // 11))
        nx, ny = y0 - y1, x1 - x0
        ln = (nx * nx + ny * ny) ** 0.5 or 1.0
        nx, ny = nx / ln * width * 0.28, ny / ln * width * 0.28
        vine.append(f"M{x0:.2f},{y0:.2f}")
        for k in range(n):
            t0, t1 = k / n, (k + 1) / n
            sd = 1 if k % 2 else -1
            mx, my = x0 + (x1 - x0) * (t0 + t1) / 2 + nx * sd, y0 + (y1 - y0) * (t0 + t1) / 2 + ny * sd
            vine.append(f"Q{mx:.2f},{my:.2f} {x0 + (x1 - x0) * t1:.2f},{y0 + (y1 - y0) * t1:.2f}")
    return (thick_line(pts, sleeve, width, INK, 1.5)
            + path(" ".join(vine), fill="none", stroke=INK, stroke_width=0.7, opacity=0.75) + flower
            + circle(cx_, cy_, width * 0.45, fill=cuff, stroke=INK, stroke_width=1.2)
            + circle(hx, hy, 6.5, fill=SKIN, stroke=INK, stroke_width=1.5))


# --- beasts ------------------------------------------------------------------------------------

def horse(coat: str, mane: str, cloth: str, cloth_trim: str) -> str:
    """The horse's forehand seen from the side, rearing to the left: both forelegs raised and folded at
    the knee before the chest (the near one high, the far one lower, hooves hanging), a long arched neck,
    a drawn head with ears, lidded eye, nostril and lips, the harness (headstall, browband, noseband, bit
    and reins) and a plume at the poll; a short saddle cloth with a fringe under the rider, the girth and
    the horse's barrel below it running cleanly into the middle line."""
    legs_far = (thick_line([(90, 148), (64, 150), (60, 164)], _shade(coat), 13, INK, 1.5)
                + path("M52,163 L67,163 L68,171 L51,171 Z", fill="#3b2a1a", stroke=INK, stroke_width=1.1))
    body = path("M64,177 C60,150 68,126 86,104 C92,94 96,80 98,64 C118,64 138,92 158,108 "
                "C182,116 204,112 216,128 C224,142 222,164 214,177 Z", fill=coat, stroke=INK, stroke_width=1.7)
    # the near foreleg: the forearm thrust out from the chest, the cannon hanging from the knee, the hoof
    leg_near = (path("M92,132 C80,126 64,122 50,124 C42,125 38,132 42,138 C46,142 56,140 66,142 "
                     "C76,146 86,150 94,150 Z", fill=coat, stroke=INK, stroke_width=1.6)
                + path("M40,132 C36,142 36,152 40,158 L50,158 C50,150 50,142 52,136 Z", fill=coat, stroke=INK,
                       stroke_width=1.5)
                + path("M38,157 L53,157 L55,166 L36,166 Z", fill="#3b2a1a", stroke=INK, stroke_width=1.2)
                + path("M58,128 C66,130 74,132 82,136 M46,142 C44,146 44,150 45,154", fill="none", stroke=INK,
                       stroke_width=0.8, opacity=0.6))
    head = path("M98,58 C90,50 78,52 70,62 C60,76 50,88 40,102 C34,110 32,120 38,126 C44,131 52,129 58,124 "
                "C68,118 80,110 92,98 C102,88 104,70 98,58 Z", fill=coat, stroke=INK, stroke_width=1.7)
    shade = path("M74,92 C80,98 86,100 92,98 M78,86 C84,92 88,92 94,90 M70,118 C74,114 78,112 82,110 "
                 "M78,112 C80,108 84,106 88,104 M204,150 l8,6 M200,156 l10,8 M196,162 l12,10 M100,160 l-8,8 M106,162 l-8,10",
                 fill="none", stroke=INK, stroke_width=0.9, opacity=0.5)  # the cheek's, neck's and barrel's hatching
    ears = path("M84,56 L84,32 L96,52 Z M92,58 L100,36 L104,60 Z", fill=coat, stroke=INK, stroke_width=1.4)
    mane_d = path("M98,60 C106,56 112,60 112,66 C120,64 126,70 124,78 C134,78 138,86 134,92 C144,92 148,100 144,106 "
                  "C152,106 158,110 158,108 C138,92 118,64 98,64 Z M86,56 C76,54 70,62 72,72 C76,66 80,64 86,64 Z",
                  fill=mane, stroke=INK, stroke_width=1.2)
    # a short saddle cloth ending well above the middle line, its fringe, and the girth under it
    cloth_d = path("M122,156 C122,140 132,124 152,112 C178,120 204,116 214,128 C220,138 220,150 216,158 "
                   "C196,164 150,164 122,156 Z", fill=cloth, stroke=INK, stroke_width=1.5)
    fringe = (path("M124,158 C150,166 196,166 216,160", fill="none", stroke=cloth_trim, stroke_width=3.6)
              + path("M124,158 C150,166 196,166 216,160", fill="none", stroke=INK, stroke_width=1.0,
                     stroke_dasharray="1.5 3", stroke_linecap="round"))
    girth = path("M150,164 L146,177 M160,165 L156,177", stroke="#6a2a1a", stroke_width=2.6)
    features = (path("M66,76 Q72,70 78,76 Q72,80 66,76 Z", fill=INK)  # the eye under its lid
                + path("M64,72 Q72,66 80,73", fill="none", stroke=INK, stroke_width=1.1)
                + path("M38,112 C40,108 44,108 45,112", fill="none", stroke=INK, stroke_width=1.6)  # the nostril
                + path("M37,124 C44,124 50,122 54,124", fill="none", stroke=INK, stroke_width=1.2))
    harness = path("M90,62 L58,120 M78,60 L100,66 M44,100 C50,106 56,110 62,108 M96,68 C100,78 98,90 92,98",
                   fill="none", stroke="#6a2a1a", stroke_width=3.2, stroke_linecap="round")
    studs = (path(" ".join(f"M{x:.1f},{y:.1f} a1.8,1.8 0 1 0 3.6,0 a1.8,1.8 0 1 0 -3.6,0 Z"
                           for x, y in ((81, 61), (88, 62.5), (95, 64), (72, 95), (66, 106)))
                  , fill=GOLD, stroke=INK, stroke_width=0.6)
             + circle(56, 122, 4.2, fill="none", stroke=GOLD, stroke_width=2.6))  # the bit ring
    reins = path("M56,122 C76,134 104,132 126,126", fill="none", stroke="#6a2a1a", stroke_width=2.4)
    plume = path("M92,54 C88,40 92,26 104,18 C100,30 104,38 100,50 Z M96,54 C98,40 108,32 118,30 "
                 "C110,38 106,46 100,56 Z", fill=RED, stroke=INK, stroke_width=1.1)
    return (legs_far + body + shade + girth + cloth_d + fringe + leg_near + mane_d + ears + head + features
            + harness + studs + plume + reins)


def _shade(colour: str) -> str:
    """A darker tone of a ``#rrggbb`` colour, for the far side of a beast."""
    v = [int(colour[k:k + 2], 16) * 3 // 4 for k in (1, 3, 5)]
    return "#" + "".join(f"{c:02x}" for c in v)


def moon(x: float, y: float, r: float) -> str:
    """The half moon with a red face at the jack of cups' side: a crescent whose hollow edge is a face in
    profile looking to the left (brow, eye, long nose, lips, chin), centred on (x, y), ``r`` its radius."""
    k = r / 32
    def p(px: float, py: float) -> str:
        return f"{x + px * k:.2f},{y + py * k:.2f}"
    body = (f"M{p(-6, -32)} C{p(26, -34)} {p(42, -8)} {p(32, 16)} C{p(24, 32)} {p(6, 36)} {p(-8, 32)} "
            f"C{p(4, 28)} {p(10, 22)} {p(6, 16)} L{p(1, 13)} L{p(4, 10)} L{p(0, 7)} L{p(3, 4)} "
            f"C{p(0, 2)} {p(-6, 0)} {p(-8, -2)} L{p(2, -7)} C{p(6, -10)} {p(6, -14)} {p(4, -17)} "
            f"C{p(2, -24)} {p(-2, -28)} {p(-6, -32)} Z")
    return (path(body, fill="#d4503a", stroke=INK, stroke_width=1.6)
            + path(f"M{p(10, -26)} C{p(26, -22)} {p(32, 0)} {p(24, 18)}", fill="none", stroke="#f08a6e",
                   stroke_width=max(1.2, 3.2 * k), stroke_linecap="round")  # the light on its back
            + path(f"M{p(5, -13)} Q{p(10, -16)} {p(14, -12)}", fill="none", stroke=INK, stroke_width=1.3,
                   stroke_linecap="round")  # the brow
            + circle(x + 10 * k, y - 9 * k, 2.2 * k, fill=INK)
            + circle(x + 10 * k, y + 7 * k, 4 * k, fill="#a8321f", opacity=0.8))  # the cheek


def severed_head(x: float, y: float) -> str:
    """The small head the jack of swords holds up by its hair: eyes closed, a dark shock of hair
    gathered in his fist above it."""
    return (path(f"M{x - 11:.2f},{y - 4:.2f} C{x - 12:.2f},{y - 16:.2f} {x + 12:.2f},{y - 16:.2f} {x + 11:.2f},{y - 4:.2f} "
                 f"L{x + 4:.2f},{y - 12:.2f} L{x:.2f},{y - 18:.2f} L{x - 4:.2f},{y - 12:.2f} Z",
                 fill="#3b2a1a", stroke=INK, stroke_width=1.2)
            + ellipse(x, y + 2, 9.5, 11, fill="#ead0b4", stroke=INK, stroke_width=1.4)
            + path(f"M{x - 10:.2f},{y - 3:.2f} C{x - 6:.2f},{y - 10:.2f} {x + 6:.2f},{y - 10:.2f} {x + 10:.2f},{y - 3:.2f}",
                   fill="none", stroke="#3b2a1a", stroke_width=3.0)
            + path(f"M{x - 6:.2f},{y + 1:.2f} q2.5,1.6 5,0 M{x + 1:.2f},{y + 1:.2f} q2.5,1.6 5,0 "
                   f"M{x - 3:.2f},{y + 8:.2f} L{x + 3:.2f},{y + 8:.2f}", fill="none", stroke=INK, stroke_width=1.2,
                   stroke_linecap="round")
            + path(f"M{x - 7:.2f},{y + 10:.2f} C{x - 4:.2f},{y + 15:.2f} {x + 4:.2f},{y + 15:.2f} {x + 7:.2f},{y + 10:.2f} "
                   f"C{x + 4:.2f},{y + 17:.2f} {x - 4:.2f},{y + 17:.2f} {x - 7:.2f},{y + 10:.2f} Z",
                   fill="#3b2a1a", stroke=INK, stroke_width=1.0))


def seal(cx: float, cy: float, r: float) -> str:
    """The round seal of Treviso the king of batons keeps beside him: a red shield with a silver
    cross and two stars in chief, in a gold ring wreathed with leaves."""
    s = r * 0.62
    shield = (f"M{cx - s:.2f},{cy - s:.2f} L{cx + s:.2f},{cy - s:.2f} L{cx + s:.2f},{cy + s * 0.2:.2f} "
              f"C{cx + s:.2f},{cy + s * 0.8:.2f} {cx + s * 0.3:.2f},{cy + s * 1.05:.2f} {cx:.2f},{cy + s * 1.2:.2f} "
              f"C{cx - s * 0.3:.2f},{cy + s * 1.05:.2f} {cx - s:.2f},{cy + s * 0.8:.2f} {cx - s:.2f},{cy + s * 0.2:.2f} Z")
    leaves = " ".join(f"M{cx + dx * r * 0.92:.2f},{cy + dy * r * 0.92:.2f} l{dx * 5:.2f},{-4:.2f} l{dx * 2:.2f},{6:.2f} Z"
                      for dx, dy in ((-1, 0.2), (-0.8, 0.6), (1, 0.2), (0.8, 0.6), (-0.9, -0.4), (0.9, -0.4)))
    return (circle(cx, cy, r, fill=GOLD, stroke=INK, stroke_width=1.7)
            + circle(cx, cy, r * 0.84, fill=WHITE, stroke=INK, stroke_width=1.2)
            + path(leaves, fill=GREEN, stroke=INK, stroke_width=0.8)
            + path(shield, fill=RED, stroke=INK, stroke_width=1.4)
            + path(f"M{cx:.2f},{cy - s * 0.95:.2f} L{cx:.2f},{cy + s * 1.1:.2f} M{cx - s * 0.95:.2f},{cy + s * 0.05:.2f} "
                   f"L{cx + s * 0.95:.2f},{cy + s * 0.05:.2f}", stroke=WHITE, stroke_width=s * 0.32)
            + star(cx - s * 0.5, cy - s * 0.5, s * 0.28, 8, WHITE, 0.5)
            + star(cx + s * 0.5, cy - s * 0.5, s * 0.28, 8, WHITE, 0.5))


# --- the twelve --------------------------------------------------------------------------------

def _jack(suit: Suit, signs: dict[str, Sign]) -> str:
    if suit is Suit.COINS:  # a young page, hand on hip, his coin held up beside his head
        return (bust(120, 92, 48, AZURE, RED, GOLD, pattern="dots", motif="rosette")
                + drape(120, 92, 48, RED, GOLD, -1, motif="star")
                + arm([(76, 106), (50, 134), (86, 158)], AZURE, GOLD)
                + head(120, 60, 21, "#d9a441", style="curls", nose="snub", brow="high", wide=1.05, look=0.9)
                + tall_hat(120, 40, 21, RED, GOLD)
                + arm([(164, 106), (194, 128), (186, 108)], AZURE, GOLD)
                + signs["coin"](186, 80)
                + circle(186, 104, 6.5, fill=SKIN, stroke=INK, stroke_width=1.5))
    if suit is Suit.CUPS:  # cup held high in his right hand, the red-faced half moon at his left side
        return (bust(98, 92, 40, RED, GOLD, AZURE, pattern="chevrons", motif="fleur")
                + drape(98, 92, 40, AZURE, GOLD, -1, motif="vine")
                + arm([(64, 106), (52, 96), (58, 76)], RED, GOLD)
                + signs["cup"](58, 52)
                + circle(58, 76, 6.5, fill=SKIN, stroke=INK, stroke_width=1.5)
                + head(98, 60, 21, "#3b2a1a", beard="#3b2a1a", shape="moustache", wide=0.9, look=0.1)
                + tall_hat(98, 40, 21, AZURE, GOLD)
                + moon(170, 124, 22)
                + arm([(132, 104), (146, 134), (140, 158)], RED, GOLD))
    if suit is Suit.SWORDS:  # the "vecia scapelada": bareheaded, grey-bearded, sword and a head in hand
        # a plain servant's tunic, a sword belt slung across it, no mantle; the head hangs by its hair
        return (bust(120, 92, 44, TUNIC, TUNIC, "#7a3b1f", belt=False, motif="vine")
                + thick_line([(92, 100), (150, 170)], "#5a3a20", 7, INK, 1.1)
                + rect(120, 130, 8, 10, rx=2, fill=GOLD, stroke=INK, stroke_width=1.0)
                + signs["sword"](50, 124)
                + arm([(80, 108), (62, 130), (50, 142)], "#7a3b1f", GOLD)
                + head(120, 64, 18, "#9a948c", beard="#9a948c", bald=True, old=True, nose="broad", brow="heavy",
                       age=2, wide=1.08, look=0.0)
                + arm([(160, 106), (192, 120), (190, 86)], "#7a3b1f", GOLD)
                + path("M186,88 C184,96 186,104 184,112 M190,88 C190,98 192,104 192,112 M194,88 C196,96 198,104 198,112",
                       fill="none", stroke="#3b2a1a", stroke_width=3.0, stroke_linecap="round")
                + group(severed_head(0, 0), "translate(191 128) scale(1.3)")
                + circle(190, 86, 7, fill=SKIN, stroke=INK, stroke_width=1.5))
    # batons: the baton over his shoulder
    return (bust(120, 92, 48, GOLD, RED, AZURE, pattern="bars", motif="pomegranate")
            + drape(120, 92, 48, AZURE, RED, -1, motif="fleur")
            + arm([(76, 108), (64, 140), (92, 160)], RED, GOLD)
            + head(120, 60, 21, "#6b4423", beard="#6b4423", shape="goatee", style="bob", nose="hook",
                   brow="heavy", wide=0.92, look=1.0)
            + tall_hat(120, 40, 21, GOLD, RED)
            + signs["staff"](180, 86)
            + arm([(164, 108), (178, 134), (176, 128)], RED, GOLD))


KNIGHT_FACES = {
    Suit.COINS: dict(style="bob", nose="snub", brow="high", look=0.9),
    Suit.CUPS: dict(style="long", nose="straight", brow="arch", beard="#3b2a1a", shape="moustache", look=0.9),
    Suit.SWORDS: dict(style="curls", nose="hook", brow="heavy", wide=1.05, look=0.9),
    Suit.BATONS: dict(style="long", nose="broad", brow="arch", beard="#2b2b2b", shape="goatee", look=0.9),
}


def _knight(suit: Suit, signs: dict[str, Sign]) -> str:
    looks = {
        Suit.COINS: ("#f1ece2", "#bdb6aa", RED, GOLD, AZURE, GOLD, "#c98a3a"),
        Suit.CUPS: ("#9a5b2a", "#2b2118", AZURE, GOLD, RED, GOLD, "#3b2a1a"),
        Suit.SWORDS: ("#5a534d", "#1f1a16", GOLD, RED, RED, GOLD, "#6b4423"),
        Suit.BATONS: ("#c98a44", "#f1ece2", GREEN, GOLD, AZURE, GOLD, "#2b2b2b"),
    }[suit]
    coat, mane, cloth, trim, tunic, cuff, hair = looks
    rider = bust(150, 88, 30, tunic, cloth if cloth != tunic else GOLD, trim, belt=False, bottom=152)
    hx, hy = 150, 58
    if suit is Suit.COINS:
        hat = beret(hx - 2, hy - 20, 18, AZURE, WHITE)
        held = signs["coin"](200, 66) + arm([(172, 100), (198, 98), (200, 86)], tunic, cuff)
    elif suit is Suit.CUPS:
        hat = turban(hx, hy - 18, 18, WHITE, RED)
        held = signs["cup"](198, 86) + arm([(172, 100), (194, 114), (198, 106)], tunic, cuff)
    elif suit is Suit.SWORDS:
        hat = helmet(hx, hy - 18, 18, RED)
        held = signs["raised"](196, 96) + arm([(172, 100), (194, 110), (196, 96)], tunic, cuff)
    else:
        hat = tall_hat(hx, hy - 18, 18, RED, GOLD)
        held = signs["short_staff"](196, 94) + arm([(172, 100), (196, 112), (200, 100)], tunic, cuff)
    hose = GOLD if tunic == AZURE else AZURE
    # his leg astride: the thigh down the horse's flank, the knee bent, the boot in a gold stirrup,
    # all of it above the middle line
    leg = (thick_line([(156, 136), (132, 146), (138, 160)], hose, 14, INK, 1.4)
           + path("M130,156 L146,156 L148,166 L124,168 C122,164 126,160 130,160 Z", fill="#5a3a20", stroke=INK,
                  stroke_width=1.2)
           + path("M126,166 L150,166 L146,172 L130,172 Z", fill=GOLD, stroke=INK,
                  stroke_width=1.1))
    body = (horse(coat, mane, cloth, trim) + rider + leg
            + arm([(128, 100), (120, 118), (124, 126)], tunic, cuff)
            + head(hx, hy, 18, hair, **KNIGHT_FACES[suit]) + hat + held)
    if suit in (Suit.CUPS, Suit.BATONS):  # these two ride the other way
        body = group(body, "translate(240 0) scale(-1 1)")
    return body


def throne(cx: float, w: float, colour: str) -> str:
    """The high back of a throne behind a seated king: a cloth of estate between two gold posts, each
    topped with a ball finial, a carved cresting across the top."""
    x0, x1 = cx - w / 2, cx + w / 2
    return (rect(x0, 70, w, MID - 70, fill=colour, stroke=INK, stroke_width=1.5)
            + path(" ".join(f"M{x:.2f},76 L{x:.2f},{MID:.2f}" for x in (x0 + 12, x1 - 12)), stroke=INK,
                   stroke_width=0.8, opacity=0.5)
            + path(f"M{x0:.2f},72 C{x0 + w * 0.25:.2f},60 {x1 - w * 0.25:.2f},60 {x1:.2f},72 Z", fill=GOLD,
                   stroke=INK, stroke_width=1.3)
            + "".join(rect(x - 6, 58, 12, MID - 58, rx=3, fill=GOLD, stroke=INK, stroke_width=1.4)
                      + circle(x, 52, 8, fill=GOLD, stroke=INK, stroke_width=1.4)
                      + circle(x - 2.5, 49.5, 2.4, fill="#fff3c4") for x in (x0, x1))
            + path(" ".join(f"M{x - 6:.2f},{y:.2f} L{x + 6:.2f},{y:.2f}" for x in (x0, x1) for y in (90, 130)),
                   stroke=INK, stroke_width=1.1))


def _king(suit: Suit, signs: dict[str, Sign]) -> str:
    if suit is Suit.COINS:  # standing, his great coin raised high in his fist, a sceptre in the other
        return (bust(120, 92, 52, RED, AZURE, GOLD, pattern="dots", motif="pomegranate")
                + drape(120, 92, 52, AZURE, WHITE, 1, fur=True, motif="fleur")
                + tippet(120, 92, 52)
                + arm([(76, 110), (50, 112), (58, 96)], RED, GOLD)
                + signs["great_coin"](60, 66)
                + circle(58, 96, 6.5, fill=SKIN, stroke=INK, stroke_width=1.5)
                + head(120, 60, 21, "#6b4423", beard="#7a4a22", shape="forked", age=1, look=0.1)
                + crown(120, 44, 40, 20, RED)
                + thick_line([(186, 164), (192, 64)], GOLD, 5, INK, 1.2) + star(192, 60, 9, 6, GOLD, 0.5)
                + arm([(164, 112), (180, 140), (188, 136)], RED, GOLD))
    if suit is Suit.CUPS:  # his great cup held before his chest in both hands
        return (bust(120, 92, 52, GOLD, RED, AZURE, pattern="chevrons", motif="rosette")
                + drape(120, 92, 52, GREEN, WHITE, 1, fur=True, motif="vine")
                + tippet(120, 92, 52)
                + head(120, 60, 21, "#23180f", beard="#23180f", shape="round", style="bob", nose="broad",
                       brow="high", wide=1.12, look=0.5)
                + crown(120, 44, 40, 20, AZURE)
                + signs["great_cup"](120, 134)
                + arm([(74, 112), (74, 142), (97, 138)], GOLD, AZURE)
                + arm([(166, 112), (166, 142), (143, 138)], GOLD, AZURE))
    if suit is Suit.SWORDS:  # seated on his throne, turned aside, the great sword upright, a hand on the arm
        return (throne(116, 148, RED)
                + bust(108, 94, 48, AZURE, GOLD, RED, pattern="bars", motif="star")
                + drape(108, 94, 48, RED, WHITE, -1, fur=True, motif="pomegranate")
                + tippet(108, 94, 48)
                + signs["great_sword"](184, 138)
                + path("M28,150 L70,150 L70,164 L28,164 Z", fill=GOLD, stroke=INK, stroke_width=1.4)  # the chair's arm
                + arm([(68, 114), (52, 136), (44, 146)], AZURE, RED)
                + head(104, 62, 20, "#9a4a22", beard="#a8562a", shape="square", style="curls", nose="hook",
                       brow="heavy", age=1, look=1.0)
                + crown(104, 47, 38, 19, RED)
                + arm([(148, 112), (172, 140), (184, 142)], AZURE, RED))
    # batons: a great club in his fist, a small round seal tucked at his side, his other hand on his belt
    return (bust(124, 92, 50, GREEN, RED, GOLD, pattern="dots", motif="fleur")
            + drape(124, 92, 50, RED, WHITE, 1, fur=True, motif="rosette")
            + tippet(124, 92, 50)
            + seal(40, 154, 14)
            + arm([(82, 112), (68, 140), (100, 158)], GREEN, RED)
            + head(124, 60, 21, "#e8e4dc", beard="#e8e4dc", shape="pointed", old=True, age=2, nose="straight",
                   brow="arch", wide=0.95, look=0.3)
            + crown(124, 44, 40, 20, RED)
            + arm([(166, 112), (184, 138), (180, 130)], GREEN, RED)
            + signs["club"](182, 130)
            + path("M173,124 C178,119 188,120 190,126 C191,132 186,137 178,137 C172,136 170,129 173,124 Z",
                   fill=SKIN, stroke=INK, stroke_width=1.4))


def figure(suit: Suit, rank: Rank, signs: dict[str, Sign]) -> str:
    """The upper half of the court card (the caller mirrors it)."""
    if rank is Rank.JACK:
        return _jack(suit, signs)
    if rank is Rank.QUEEN:
        return _knight(suit, signs)
    return _king(suit, signs)
