"""The twelve figures of the Spanish deck, drawn for it alone: full length, single-headed, in the
Castilian manner (heavy outlines, flat red, yellow, blue and green, a few printed hatching strokes on the
cloth), standing on the frame's lower side with their heads near its top. Every face has shaped eyes under
a lid line, arched brows and a nose line down the side it is turned from. The top-right corner (where the
game draws the point badge) and both number corners are kept clear of every figure.

Sota (10): a page turned three-quarter, his weight on one leg, the other knee bent, the upper body swayed
over the standing hip, in a belted tunic buttoned off-centre, puffed slashed sleeves, striped hose and a
plumed hat, each his own: oros in a blue doublet and yellow cape, red hose, raising the coin over his head,
the other hand on his hip; copas in a long green coat and a round bonnet, yellow hose, holding his cup out;
espadas in a yellow doublet and blue cape, green hose, his sword point down at his side; bastos in a red
tunic and a beret, blue hose, legs crossed, leaning on his club planted beside him.
Caballo (11): a big horse in motion filling the card from side to side, built with a deep chest, a
rounded rump, tapering legs and dark hooves, shaded under the belly, the neck and the haunch; a larger
rider in a plumed broad hat sits astride on a coloured saddle cloth: a dappled white horse trotting
(oros, looking left, the coin raised), a bay rearing (copas, looking left, the cup held up), a black one
rearing (espadas, looking right, the sword held high), a chestnut trotting (bastos, looking right, the
club raised upright in the rider's fist).
Rey (12): a bearded king standing in a long robe under a broad mantle that falls from his shoulders to
the ground (its gilt edge swept back on one side to clear the number corner), an ermine collar and a gold
crown, each with his own beard and face (oros a brown forked beard, copas an auburn pointed one, espadas a
long white one and a stern brow, bastos a full black one), holding the sign (and a sceptre in copas).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from briscola_desktop.rules.cards import Rank, Suit
from ..svg import circle, circle_d, ellipse, ellipse_d, group, path, polygon, rect, thick_line
from .common import INK
from .spanish_signs import BLUE, GOLD, GREEN, RED, basto, copa, espada, oro

SKIN = "#f4d3af"
CHEEK = "#ec9c82"
WHITE = "#fbf8f0"
BLACK = "#2b2624"
HOSE = "#c8322b"
YELLOW = "#f2c230"


def limb(points: list[tuple[float, float]], colour: str, width: float) -> str:
    return thick_line(points, colour, width, INK, 2.0)


def hatch(lines: list[tuple[float, float, float, float]], colour: str, width: float = 1.6) -> str:
    """A few printed hatching strokes (one path), in a darker shade of the cloth they lie on."""
    d = " ".join(f"M{a:.2f},{b:.2f} L{c:.2f},{e:.2f}" for a, b, c, e in lines)
    return path(d, fill="none", stroke=_shade(colour, 0.62), stroke_width=width, stroke_linecap="round")


#: The standing figures are drawn larger than their sketch, filling the card between the frame lines as
#: Fournier's do: feet on the frame's lower side, the head near its top, the body from side to side.
FIG = "translate(120 343) scale(1.22 1.1) translate(-120 -338)"
#: The heads are drawn narrower inside that wide scaling, so the faces keep their shape.
HEAD_X = 0.9


def _upright(part: str, cx: float, cy: float) -> str:
    return group(part, f"translate({cx:.2f} {cy:.2f}) scale({HEAD_X} 1) translate({-cx:.2f} {-cy:.2f})")


def hand(x: float, y: float, r: float = 6.0) -> str:
    return circle(x, y, r, fill=SKIN, stroke=INK, stroke_width=1.9)


def held_sword(hx: float, hy: float, length: float, width: float, rot: float) -> str:
    """A sword whose grip is in the hand at (hx, hy), its point towards ``rot`` degrees from up."""
    a = math.radians(rot)
    off = length * 0.36
    return espada(hx + math.sin(a) * off, hy - math.cos(a) * off, length, width, rot=rot)


def held_club(hx: float, hy: float, length: float, width: float, rot: float, sprout: bool = True) -> str:
    a = math.radians(rot)
    off = length * 0.32
    return basto(hx + math.sin(a) * off, hy - math.cos(a) * off, length, width, rot=rot, sprout=sprout)


# ---------------------------------------------------------------- heads
BEARDS = {
    # the beard's outline below the cheeks, as (x, y) in face radii: each king wears his own
    "full": [(-0.9, 0.05), (-1.0, 1.0), (-0.55, 1.55), (0.0, 1.7), (0.55, 1.55), (1.0, 1.0), (0.9, 0.05)],
    "forked": [(-0.9, 0.05), (-0.95, 1.1), (-0.45, 1.9), (0.0, 1.45), (0.45, 1.9), (0.95, 1.1), (0.9, 0.05)],
    "pointed": [(-0.86, 0.1), (-0.8, 0.9), (-0.3, 1.5), (0.05, 2.2), (0.3, 1.5), (0.8, 0.9), (0.86, 0.1)],
    "long": [(-0.9, 0.05), (-1.05, 1.2), (-0.6, 2.2), (0.0, 2.6), (0.6, 2.2), (1.05, 1.2), (0.9, 0.05)],
}


def _beard(cx: float, cy: float, r: float, lx: float, colour: str, style: str) -> str:
    pts = [(cx + x * r, cy + y * r) for x, y in BEARDS[style]]
    d = f"M{pts[0][0]:.2f},{pts[0][1]:.2f} "
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        d += f"Q{x0 + (x1 - x0) * 0.5 + (y1 - y0) * 0.18:.2f},{y0 + (y1 - y0) * 0.5 - (x1 - x0) * 0.18:.2f} {x1:.2f},{y1:.2f} "
    # the mouth's opening, cut back up under the moustache
    d += (f"C{cx + r * 0.55:.2f},{cy + r * 0.75:.2f} {cx - r * 0.55:.2f},{cy + r * 0.75:.2f} "
          f"{pts[0][0]:.2f},{pts[0][1]:.2f} Z")
    curls = " ".join(f"M{cx + s * r * 0.25:.2f},{cy + r * (0.95 + k * 0.35):.2f} "
                     f"q{s * r * 0.08:.2f},{r * 0.2:.2f} 0,{r * 0.38:.2f}" for s in (-1, 1) for k in range(2))
    moustache = (f"M{lx:.2f},{cy + r * 0.42:.2f} C{lx - r * 0.3:.2f},{cy + r * 0.3:.2f} {lx - r * 0.62:.2f},"
                 f"{cy + r * 0.5:.2f} {lx - r * 0.74:.2f},{cy + r * 0.78:.2f} C{lx - r * 0.5:.2f},{cy + r * 0.62:.2f} "
                 f"{lx - r * 0.2:.2f},{cy + r * 0.62:.2f} {lx:.2f},{cy + r * 0.56:.2f} "
                 f"C{lx + r * 0.2:.2f},{cy + r * 0.62:.2f} {lx + r * 0.5:.2f},{cy + r * 0.62:.2f} "
                 f"{lx + r * 0.74:.2f},{cy + r * 0.78:.2f} C{lx + r * 0.62:.2f},{cy + r * 0.5:.2f} "
                 f"{lx + r * 0.3:.2f},{cy + r * 0.3:.2f} {lx:.2f},{cy + r * 0.42:.2f} Z")
    return (path(d, fill=colour, stroke=INK, stroke_width=2.0)
            + path(curls, fill="none", stroke=_shade(colour, 0.6), stroke_width=1.2, stroke_linecap="round")
            + path(f"M{lx - r * 0.2:.2f},{cy + r * 0.8:.2f} Q{lx:.2f},{cy + r * 0.9:.2f} {lx + r * 0.2:.2f},"
                   f"{cy + r * 0.8:.2f}", fill="none", stroke="#8a2a22", stroke_width=1.6, stroke_linecap="round")
            + path(moustache, fill=colour, stroke=INK, stroke_width=1.6))


def head(cx: float, cy: float, r: float, hair: str, beard: str | None = None, long_hair: bool = False,
         look: float = 0.0, beard_style: str = "full", brows: float = 0.0) -> str:
    """A face turned a little (``look``: -1 left .. 1 right), its hair and, if given, a beard of
    ``beard_style``; ``brows`` > 0 knits the brows (a sterner face)."""
    parts = []
    drop = r * (0.95 if long_hair else 0.55)
    parts.append(path(f"M{cx - r * 1.02:.2f},{cy + drop:.2f} C{cx - r * 1.25:.2f},{cy - r * 1.3:.2f} "
                      f"{cx + r * 1.25:.2f},{cy - r * 1.3:.2f} {cx + r * 1.02:.2f},{cy + drop:.2f} "
                      f"L{cx + r * 0.6:.2f},{cy + drop:.2f} L{cx - r * 0.6:.2f},{cy + drop:.2f} Z",
                      fill=hair, stroke=INK, stroke_width=1.8))
    parts.append(ellipse(cx, cy, r * 0.84, r, fill=SKIN, stroke=INK, stroke_width=2.0))
    # fringe
    parts.append(path(f"M{cx - r * 0.86:.2f},{cy - r * 0.1:.2f} C{cx - r * 0.9:.2f},{cy - r * 1.05:.2f} "
                      f"{cx + r * 0.9:.2f},{cy - r * 1.05:.2f} {cx + r * 0.86:.2f},{cy - r * 0.1:.2f} "
                      f"C{cx + r * 0.6:.2f},{cy - r * 0.5:.2f} {cx + r * 0.2:.2f},{cy - r * 0.62:.2f} "
                      f"{cx - r * 0.1:.2f},{cy - r * 0.5:.2f} C{cx - r * 0.4:.2f},{cy - r * 0.62:.2f} "
                      f"{cx - r * 0.7:.2f},{cy - r * 0.45:.2f} {cx - r * 0.86:.2f},{cy - r * 0.1:.2f} Z",
                      fill=hair, stroke=INK, stroke_width=1.5))
    lx = cx + look * r * 0.22
    # shaped eyes: an almond of white under a heavy upper lid, the iris turned the way he looks; the far
    # eye narrower when the face is turned
    whites, lids, irises, brow_d = [], [], [], []
    for side in (-1, 1):
        w = r * 0.22 * (1 - 0.32 * max(0.0, side * look))
        ex, ey = lx + side * r * 0.36, cy - r * 0.02
        whites.append(f"M{ex - w:.2f},{ey:.2f} Q{ex:.2f},{ey - r * 0.34:.2f} {ex + w:.2f},{ey:.2f} "
                      f"Q{ex:.2f},{ey + r * 0.22:.2f} {ex - w:.2f},{ey:.2f} Z")
        lids.append(f"M{ex - w * 1.1:.2f},{ey + r * 0.02:.2f} Q{ex:.2f},{ey - r * 0.36:.2f} {ex + w * 1.1:.2f},"
                    f"{ey + r * 0.02:.2f}")
        irises.append(circle_d(ex + look * w * 0.3, ey - r * 0.03, r * 0.1))
        brow_d.append(f"M{ex + side * w * 1.35:.2f},{ey - r * 0.3:.2f} Q{ex:.2f},{ey - r * 0.52:.2f} "
                      f"{ex - side * w * 1.1:.2f},{ey - r * (0.36 - brows * 0.16):.2f}")
    parts.append(path(" ".join(whites), fill=WHITE))
    parts.append(path(" ".join(irises), fill=INK))
    parts.append(path(" ".join(lids), fill="none", stroke=INK, stroke_width=1.5, stroke_linecap="round"))
    parts.append(path(" ".join(brow_d), fill="none", stroke=_shade(hair, 0.55) if hair != INK else INK,
                      stroke_width=max(1.6, r * 0.11), stroke_linecap="round"))
    # the nose: its ridge from the brow down the side turned away, the tip and a nostril
    nx = lx + look * r * 0.16
    parts.append(path(f"M{lx - look * r * 0.06:.2f},{cy - r * 0.16:.2f} C{nx + look * r * 0.04:.2f},{cy + r * 0.08:.2f} "
                      f"{nx + look * r * 0.14:.2f},{cy + r * 0.28:.2f} {nx + look * r * 0.06:.2f},{cy + r * 0.38:.2f} "
                      f"C{nx - look * r * 0.04:.2f},{cy + r * 0.44:.2f} {nx - r * 0.14:.2f},{cy + r * 0.42:.2f} "
                      f"{nx - r * 0.18:.2f},{cy + r * 0.36:.2f}",
                      fill="none", stroke=INK, stroke_width=1.3, stroke_linecap="round"))
    if beard:
        parts.append(_beard(cx, cy, r, lx, beard, beard_style))
    else:
        parts.append(path(f"M{lx - r * 0.2:.2f},{cy + r * 0.58:.2f} Q{lx:.2f},{cy + r * 0.66:.2f} "
                          f"{lx + r * 0.2:.2f},{cy + r * 0.56:.2f} M{lx - r * 0.08:.2f},{cy + r * 0.74:.2f} "
                          f"L{lx + r * 0.08:.2f},{cy + r * 0.74:.2f}", fill="none", stroke="#9a3226",
                          stroke_width=1.5, stroke_linecap="round"))
        parts.append(path(" ".join(circle_d(lx + s * r * 0.52, cy + r * 0.34, r * 0.12) for s in (-1, 1)),
                          fill=CHEEK, opacity=0.45))
    return "".join(parts)


def page_cap(cx: float, cy: float, r: float, colour: str, feather: str) -> str:
    """A page's flat cap worn aslant, with a curling feather."""
    return (path(f"M{cx - r * 0.2:.2f},{cy - r * 1.0:.2f} C{cx - r * 0.6:.2f},{cy - r * 1.9:.2f} "
                 f"{cx - r * 1.7:.2f},{cy - r * 2.2:.2f} {cx - r * 2.0:.2f},{cy - r * 1.6:.2f} "
                 f"C{cx - r * 1.4:.2f},{cy - r * 1.8:.2f} {cx - r * 0.8:.2f},{cy - r * 1.5:.2f} "
                 f"{cx - r * 0.5:.2f},{cy - r * 0.9:.2f} Z", fill=feather, stroke=INK, stroke_width=1.5)
            + path(f"M{cx - r * 1.15:.2f},{cy - r * 0.62:.2f} C{cx - r * 1.3:.2f},{cy - r * 1.35:.2f} "
                   f"{cx + r * 1.1:.2f},{cy - r * 1.75:.2f} {cx + r * 1.35:.2f},{cy - r * 0.95:.2f} "
                   f"C{cx + r * 0.6:.2f},{cy - r * 0.7:.2f} {cx - r * 0.5:.2f},{cy - r * 0.5:.2f} "
                   f"{cx - r * 1.15:.2f},{cy - r * 0.62:.2f} Z", fill=colour, stroke=INK, stroke_width=1.9)
            + path(f"M{cx - r * 0.95:.2f},{cy - r * 0.66:.2f} C{cx - r * 0.3:.2f},{cy - r * 0.9:.2f} "
                   f"{cx + r * 0.6:.2f},{cy - r * 1.0:.2f} {cx + r * 1.15:.2f},{cy - r * 0.98:.2f}",
                   fill="none", stroke=YELLOW, stroke_width=2.4))


def rider_hat(cx: float, cy: float, r: float, colour: str, plume: str) -> str:
    """A broad round hat with a plume, as the caballos wear."""
    return (path(f"M{cx + r * 0.3:.2f},{cy - r * 1.5:.2f} C{cx + r * 0.9:.2f},{cy - r * 2.6:.2f} "
                 f"{cx + r * 2.0:.2f},{cy - r * 2.4:.2f} {cx + r * 2.3:.2f},{cy - r * 1.9:.2f} "
                 f"C{cx + r * 1.6:.2f},{cy - r * 2.0:.2f} {cx + r * 1.0:.2f},{cy - r * 1.7:.2f} "
                 f"{cx + r * 0.7:.2f},{cy - r * 1.2:.2f} Z", fill=plume, stroke=INK, stroke_width=1.5)
            + path(f"M{cx - r * 0.75:.2f},{cy - r * 0.8:.2f} C{cx - r * 0.8:.2f},{cy - r * 1.9:.2f} "
                   f"{cx + r * 0.8:.2f},{cy - r * 1.9:.2f} {cx + r * 0.75:.2f},{cy - r * 0.8:.2f} Z",
                   fill=colour, stroke=INK, stroke_width=1.8)
            + ellipse(cx, cy - r * 0.78, r * 1.55, r * 0.32, fill=colour, stroke=INK, stroke_width=1.9)
            + path(f"M{cx - r * 0.74:.2f},{cy - r * 1.02:.2f} L{cx + r * 0.74:.2f},{cy - r * 1.02:.2f}",
                   stroke=YELLOW, stroke_width=2.6))


def crown(cx: float, base: float, w: float, h: float) -> str:
    """A gold crown: a jewelled band and five points tipped with pearls."""
    x0 = cx - w / 2
    pts = [(x0, base)]
    for k in range(9):
        x = x0 + w * k / 8
        pts.append((x + (0 if k % 2 == 0 else 0), base - (h if k % 2 == 0 else h * 0.45)))
    pts.append((x0 + w, base))
    pearls = " ".join(circle_d(x0 + w * k / 8, base - h - 1.6, 2.4) for k in range(0, 9, 2))
    return (polygon(pts, fill=GOLD, stroke=INK, stroke_width=1.8)
            + path(pearls, fill=WHITE, stroke=INK, stroke_width=0.9)
            + rect(x0 - 1, base - 5, w + 2, 7, rx=2, fill=GOLD, stroke=INK, stroke_width=1.6)
            + path(" ".join(circle_d(cx + k * w * 0.27, base - 1.5, 2.0) for k in (-1, 0, 1)), fill=RED))


# ---------------------------------------------------------------- sota
def bonnet(cx: float, cy: float, r: float, colour: str, band: str) -> str:
    """A round bonnet with a rolled brim, worn straight."""
    return (path(f"M{cx - r * 0.95:.2f},{cy - r * 0.7:.2f} C{cx - r * 1.1:.2f},{cy - r * 2.0:.2f} "
                 f"{cx + r * 1.1:.2f},{cy - r * 2.0:.2f} {cx + r * 0.95:.2f},{cy - r * 0.7:.2f} Z",
                 fill=colour, stroke=INK, stroke_width=2.0)
            + rect(cx - r * 1.2, cy - r * 0.98, r * 2.4, r * 0.42, rx=r * 0.2, fill=band, stroke=INK,
                   stroke_width=1.8))


def beret(cx: float, cy: float, r: float, colour: str, tassel: str) -> str:
    """A soft beret pulled down to one side, with a tassel."""
    return (path(f"M{cx - r * 1.0:.2f},{cy - r * 0.55:.2f} C{cx - r * 1.6:.2f},{cy - r * 1.4:.2f} "
                 f"{cx + r * 0.6:.2f},{cy - r * 2.0:.2f} {cx + r * 1.5:.2f},{cy - r * 0.9:.2f} "
                 f"C{cx + r * 1.6:.2f},{cy - r * 0.5:.2f} {cx + r * 1.1:.2f},{cy - r * 0.4:.2f} {cx + r * 0.9:.2f},"
                 f"{cy - r * 0.55:.2f} C{cx + r * 0.3:.2f},{cy - r * 0.8:.2f} {cx - r * 0.4:.2f},{cy - r * 0.8:.2f} "
                 f"{cx - r * 1.0:.2f},{cy - r * 0.55:.2f} Z", fill=colour, stroke=INK, stroke_width=2.0)
            + circle(cx + r * 1.45, cy - r * 0.6, r * 0.22, fill=tassel, stroke=INK, stroke_width=1.8))


def plume(x: float, y: float, r: float, colour: str, side: int) -> str:
    """A curling ostrich plume rising from a hat, with its quill line (``side``: which way it curls)."""
    d = (f"M{x:.2f},{y + r * 0.3:.2f} C{x + side * r * 0.2:.2f},{y - r * 0.9:.2f} {x + side * r * 1.3:.2f},"
         f"{y - r * 1.5:.2f} {x + side * r * 2.0:.2f},{y - r * 0.8:.2f} C{x + side * r * 1.4:.2f},"
         f"{y - r * 1.0:.2f} {x + side * r * 0.8:.2f},{y - r * 0.6:.2f} {x + side * r * 0.5:.2f},{y + r * 0.3:.2f} Z")
    quill = (f"M{x + side * r * 0.25:.2f},{y + r * 0.2:.2f} C{x + side * r * 0.4:.2f},{y - r * 0.7:.2f} "
             f"{x + side * r * 1.2:.2f},{y - r * 1.2:.2f} {x + side * r * 1.8:.2f},{y - r * 0.85:.2f}")
    return (path(d, fill=colour, stroke=INK, stroke_width=1.5)
            + path(quill, fill="none", stroke=_shade(colour, 0.6), stroke_width=1.3))


@dataclass(frozen=True)
class Page:
    tunic: str
    trim: str
    cape: str | None
    hose: str
    hat: str
    cap: str
    feather: str
    hair: str
    skirt: float  # how far the tunic's skirt falls (y of its hem)
    look: float
    feet: tuple[tuple[float, float], tuple[float, float]]
    left: list[tuple[float, float]]  # the viewer's left arm: shoulder, elbow, hand
    right: list[tuple[float, float]]
    turn: float = 0.0  # the body turned three-quarter: -1 to the viewer's left .. 1 to the right
    sway: float = 0.0  # the upper body leaning over the hip that bears his weight (degrees)
    bend: tuple[float, float] = (0.0, 0.0)  # each knee pushed out (the free leg bent)


PAGES = {
    # raising the coin high, the other hand on his hip, stepping out
    Suit.COINS: Page(tunic=BLUE, trim=YELLOW, cape=YELLOW, hose=RED, hat="flat", cap=RED, feather=GREEN,
                     hair="#6b3f1d", skirt=214, look=0.7, feet=((104, 334), (150, 324)),
                     left=[(98, 114), (76, 140), (94, 160)], right=[(142, 114), (162, 98), (150, 76)],
                     turn=0.6, sway=-6.0, bend=(0.0, 14.0)),
    # holding his cup out before him, standing square, in a long green coat
    Suit.CUPS: Page(tunic=GREEN, trim=YELLOW, cape=RED, hose=YELLOW, hat="bonnet", cap=RED, feather=BLUE,
                    hair="#c08a3a", skirt=246, look=0.8, feet=((94, 328), (132, 334)),
                    left=[(98, 114), (84, 150), (98, 166)], right=[(142, 114), (162, 132), (170, 144)],
                    turn=0.7, sway=5.0, bend=(-12.0, 0.0)),
    # the sword point down at his side, his hand on its pommel, the other hand on his hip
    Suit.SWORDS: Page(tunic=YELLOW, trim=RED, cape=BLUE, hose=GREEN, hat="flat", cap=GREEN, feather=RED,
                      hair="#3a2618", skirt=206, look=-0.8, feet=((88, 326), (136, 334)),
                      left=[(98, 114), (76, 142), (92, 160)], right=[(142, 114), (160, 146), (158, 176)],
                      turn=-0.6, sway=6.0, bend=(-14.0, 0.0)),
    # leaning on his club planted beside him, legs crossed, both hands on its head
    Suit.BATONS: Page(tunic=RED, trim=YELLOW, cape=None, hose=BLUE, hat="beret", cap=GREEN, feather=YELLOW,
                      hair="#8c5424", skirt=212, look=-0.8, feet=((136, 334), (104, 332)),
                      left=[(98, 114), (86, 146), (80, 150)], right=[(142, 114), (124, 150), (86, 160)],
                      turn=-0.6, sway=2.0),
}


def sota(suit: Suit) -> str:
    p = PAGES[suit]
    cx = 120
    parts = []
    left, right = p.left, p.right
    # what is held behind the figure
    if suit is Suit.BATONS:  # planted on the ground at his side, its knob under his hands
        parts.append(basto(80, 244, 184, 34, rot=-4, sprout=True))
    legs_at = len(parts)
    if p.cape:  # short cape hanging behind from the shoulders
        parts.append(path("M96,108 C78,120 68,172 66,212 L100,204 L140,204 L174,212 C172,172 162,120 144,108 Z",
                          fill=p.cape, stroke=INK, stroke_width=2.2))
        parts.append(hatch([(76, 170, 74, 200), (82, 160, 80, 196), (164, 170, 166, 200), (158, 160, 160, 196)],
                           p.cape, 1.6))
    cape = parts[legs_at:]
    del parts[legs_at:]
    # legs in hose and black shoes: one bearing his weight, the other free, its knee bent
    for (hx, hy), (fx, fy), bend in zip(((108, 206), (132, 206)), p.feet, p.bend):
        kx, ky = (hx + fx) / 2 + (fx - cx) * 0.1 + bend, (hy + fy) / 2
        parts.append(limb([(hx, hy), (kx, ky), (fx, fy - 8)], p.hose, 16))
        # striped hose: bands of the trim colour across the leg, and a garter below the knee
        bands = []
        for (ax, ay), (bx, by) in (((hx, hy), (kx, ky)), ((kx, ky), (fx, fy - 8))):
            for t in (0.3, 0.55, 0.8):
                x, y = ax + (bx - ax) * t, ay + (by - ay) * t
                bands.append(f"M{x - 6.5:.2f},{y:.2f} L{x + 6.5:.2f},{y:.2f}")
        parts.append(path(" ".join(bands), stroke=_shade(p.hose, 0.6), stroke_width=2.6))
        parts.append(path(f"M{kx - 8:.2f},{ky - 4:.2f} L{kx + 8:.2f},{ky - 4:.2f}", stroke=p.trim, stroke_width=4))
        side = -1 if fx < cx else 1
        parts.append(ellipse(fx + side * 5, fy - 2, 12, 6, fill=BLACK, stroke=INK, stroke_width=2.0))
    upper_at = len(parts)
    parts += cape
    # tunic: fitted body, flared skirt; its front line, buttons and belt buckle moved the way he turns
    t = p.turn * 10
    h = p.skirt
    spread = 44 + (h - 210) * 0.45
    parts.append(path(f"M98,106 L142,106 C150,110 151,122 148,134 L146,156 C156,176 {cx + spread - 4:.2f},196 "
                      f"{cx + spread:.2f},{h:.2f} C140,{h + 6:.2f} 100,{h + 6:.2f} {cx - spread:.2f},{h:.2f} "
                      f"C{cx - spread + 4:.2f},196 84,176 94,156 L92,134 C89,122 90,110 98,106 Z",
                      fill=p.tunic, stroke=INK, stroke_width=2.4))
    parts.append(path(f"M{120 + t:.2f},110 L{120 + t * 1.1:.2f},156 M108,162 C106,182 104,200 102,{h + 2:.2f} M132,162 C134,182 136,200 "
                      f"138,{h + 2:.2f}", fill="none", stroke=p.trim, stroke_width=3.2))
    parts.append(path(f"M{cx - spread + 2:.2f},{h - 4:.2f} C100,{h + 2:.2f} 140,{h + 2:.2f} {cx + spread - 2:.2f},"
                      f"{h - 4:.2f}", fill="none", stroke=p.trim, stroke_width=4.2))
    parts.append(hatch([(96, 176, 90, h - 14), (146, 176, 152, h - 14), (112, 180, 110, h - 12),
                        (128, 180, 130, h - 12), (100, 116, 104, 140), (140, 116, 136, 140)], p.tunic, 1.7))
    parts.append(rect(93, 154, 54, 9, rx=2, fill=BLACK, stroke=INK, stroke_width=1.8))
    parts.append(rect(115 + t * 1.1, 153, 10, 11, rx=2, fill=GOLD, stroke=INK, stroke_width=1.5))
    parts.append(path(" ".join(circle_d(120 + t * (0.9 + y / 600), y, 2.2) for y in (122, 134, 146)), fill=p.trim,
                      stroke=INK, stroke_width=0.9))
    # white falling collar
    parts.append(group(path("M104,104 C110,114 130,114 136,104 L140,110 C132,122 108,122 100,110 Z", fill=WHITE,
                            stroke=INK, stroke_width=2.0), f"translate({t * 0.5:.2f} 0)"))
    # arms with puffed sleeves slashed in the trim colour
    for arm in (left, right):
        parts.append(limb(arm[:2], p.tunic, 16))
        parts.append(limb(arm[1:], p.tunic, 12))
        parts.append(ellipse(arm[0][0], arm[0][1] + 2, 12, 11, fill=p.trim, stroke=INK, stroke_width=1.8))
        parts.append(path(f"M{arm[0][0] - 6:.2f},{arm[0][1] - 3:.2f} L{arm[0][0] - 6:.2f},{arm[0][1] + 8:.2f} "
                          f"M{arm[0][0]:.2f},{arm[0][1] - 5:.2f} L{arm[0][0]:.2f},{arm[0][1] + 9:.2f} "
                          f"M{arm[0][0] + 6:.2f},{arm[0][1] - 3:.2f} L{arm[0][0] + 6:.2f},{arm[0][1] + 8:.2f}",
                          stroke=p.tunic, stroke_width=2.4))
        ex, ey = arm[1]
        parts.append(ellipse(ex, ey, 8.5, 7.5, fill=p.tunic, stroke=INK, stroke_width=1.6)
                     + path(f"M{ex - 3:.2f},{ey - 5:.2f} L{ex - 3:.2f},{ey + 5:.2f} M{ex + 3:.2f},{ey - 5:.2f} "
                            f"L{ex + 3:.2f},{ey + 5:.2f}", stroke=p.trim, stroke_width=2.0))
    # the head and hat
    hx = cx + t * 0.4
    top = [head(hx, 84, 17, p.hair, look=p.look)]
    if p.hat == "flat":
        top.append(page_cap(hx, 84, 17, p.cap, p.feather))
    elif p.hat == "bonnet":
        top.append(plume(hx + 6, 84 - 27, 15, p.feather, 1) + bonnet(hx, 84, 17, p.cap, p.feather))
    else:
        top.append(plume(hx - 12, 84 - 22, 17, p.feather, -1) + beret(hx, 84, 17, p.cap, p.feather))
    parts.append(_upright("".join(top), hx, 84))
    # the sign in hand
    if suit is Suit.SWORDS:  # point down at his side, in front, the pommel in his hand
        parts.append(espada(159, 252, 158, 16, rot=180))
    if suit is Suit.COINS:
        parts.append(oro(146, 58, 16))
    elif suit is Suit.CUPS:
        parts.append(copa(170, 118, 50))
    parts.append(hand(*left[2]))
    parts.append(hand(*right[2]))
    upper = group(parts[upper_at:], f"rotate({p.sway:.2f} 120 206)")
    return group(parts[:upper_at] + [upper], FIG)


# ---------------------------------------------------------------- rey
@dataclass(frozen=True)
class King:
    robe: str
    mantle: str
    panel: str
    hair: str
    beard: str
    style: str
    brows: float


KINGS = {  # every rey a bearded man, each with his own beard and face
    Suit.COINS: King(robe=RED, mantle=BLUE, panel=YELLOW, hair="#6b3f1d", beard="#6b3f1d", style="forked",
                     brows=0.0),
    Suit.CUPS: King(robe=BLUE, mantle=RED, panel=YELLOW, hair="#9a4a22", beard="#9a4a22", style="pointed",
                    brows=0.6),
    Suit.SWORDS: King(robe=YELLOW, mantle=GREEN, panel=RED, hair="#d8d2c4", beard="#ece6d8", style="long",
                      brows=1.0),
    Suit.BATONS: King(robe=GREEN, mantle=RED, panel=BLUE, hair="#2e2018", beard="#2e2018", style="full",
                      brows=0.3),
}


def rey(suit: Suit) -> str:
    k = KINGS[suit]
    cx = 120
    parts = []
    if suit is Suit.COINS:
        left, right = [(96, 116), (72, 156), (80, 142)], [(144, 116), (160, 160), (146, 184)]
    elif suit is Suit.CUPS:
        left, right = [(96, 116), (80, 150), (78, 170)], [(144, 116), (164, 150), (162, 176)]
    elif suit is Suit.SWORDS:
        left, right = [(96, 116), (84, 150), (110, 160)], [(144, 116), (164, 160), (152, 196)]
    else:
        left, right = [(96, 116), (92, 160), (108, 178)], [(144, 116), (162, 156), (146, 178)]
    if suit is Suit.CUPS:  # the sceptre, behind the hand
        parts.append(limb([(80, 240), (76, 104)], GOLD, 5) + circle(76, 100, 7, fill=GOLD, stroke=INK, stroke_width=1.8)
                     + path("M76,86 L76,93 M72,89.5 L80,89.5", stroke=INK, stroke_width=2.2))
    # mantle behind, falling to the feet
    parts.append(path("M92,106 C58,126 46,220 40,300 C38,316 40,328 42,334 L150,334 C150,326 150,318 152,310 "
                      "C158,302 180,288 192,262 C198,220 184,126 148,106 Z", fill=k.mantle,
                      stroke=INK, stroke_width=2.4))
    parts.append(hatch([(62 - k * 4, 150 + k * 34, 70 - k * 4, 172 + k * 34) for k in range(5)]
                       + [(178 + k * 3, 150 + k * 34, 170 + k * 3, 172 + k * 34) for k in range(4)], k.mantle, 2.0))
    # the mantle's deep folds falling to the hem
    parts.append(hatch([(70, 200, 62, 320), (168, 200, 170, 270)], k.mantle, 2.4))
    # long robe
    parts.append(path("M100,110 L140,110 C150,130 156,200 160,330 L80,330 C84,200 90,130 100,110 Z",
                      fill=k.robe, stroke=INK, stroke_width=2.4))
    parts.append(hatch([(92, 214, 88, 300), (98, 236, 96, 306), (148, 214, 152, 300), (142, 236, 144, 306)],
                       k.robe, 1.8))
    # fine printed shading: the folds of the robe's skirt and short strokes in the mantle's shadowed edge
    parts.append(hatch([(102, 150, 96, 196), (138, 150, 144, 196), (88, 286, 86, 318), (152, 286, 154, 318)],
                       k.robe, 1.2))
    parts.append(hatch([(52 - 1.4 * j, 226 + j * 20, 58 - 1.4 * j, 236 + j * 20) for j in range(4)]
                       + [(186 + 0.6 * j, 226 + j * 20, 180 + 0.6 * j, 236 + j * 20) for j in range(3)], k.mantle, 1.2))
    parts.append(path("M112,126 L128,126 L136,330 L104,330 Z", fill=k.panel, stroke=INK, stroke_width=1.8))
    parts.append(hatch([(110, 250 + k * 14, 116, 244 + k * 14) for k in range(5)], k.panel, 1.5))
    # the robe's brocade: small gold rosettes in two columns beside the front panel, and its gilt mantle edge
    dots = " ".join(circle_d(120 + side * (26 + (y - 110) * 0.08), y, 2.8)
                    for y in range(206, 306, 22) for side in (-1, 1))
    parts.append(path(dots, fill=GOLD, stroke=INK, stroke_width=0.8))
    parts.append(path("M91,108 C58,130 48,220 42,300 M149,108 C184,130 198,220 192,262 C180,288 158,302 152,310", fill="none", stroke=GOLD,
                      stroke_width=2.6))
    hem = "M43,329 L147,329 C149,324 150,316 152,310"
    parts.append(path(hem, fill="none", stroke=INK, stroke_width=8.5, stroke_linecap="round"))
    parts.append(path(hem, fill="none", stroke=GOLD, stroke_width=5.5, stroke_linecap="round"))
    parts.append(path("M106,186 C116,190 124,190 134,186", fill="none", stroke=GOLD, stroke_width=5))
    parts.append(ellipse(102, 334, 11, 5, fill=BLACK) + ellipse(138, 334, 11, 5, fill=BLACK))
    # arms in wide sleeves
    for arm in (left, right):
        parts.append(limb(arm[:2], k.robe, 17))
        parts.append(limb(arm[1:], k.robe, 14))
        parts.append(limb([arm[2], arm[2]], WHITE, 10))
    if suit is Suit.SWORDS:
        parts.append(held_sword(152, 196, 150, 18, 0))
    if suit is Suit.BATONS:
        parts.append(held_club(110, 178, 130, 32, -10))
    # ermine collar over the shoulders
    parts.append(path("M88,112 C98,100 142,100 152,112 C150,126 140,132 120,132 C100,132 90,126 88,112 Z",
                      fill=WHITE, stroke=INK, stroke_width=1.9))
    parts.append(path(" ".join(f"M{x},{y} l0,4" for x, y in ((98, 114), (110, 122), (120, 118), (130, 122),
                                                             (142, 114))),
                      stroke=INK, stroke_width=2.4, stroke_linecap="round"))
    parts.append(_upright(head(cx, 82, 17, k.hair, beard=k.beard, long_hair=True,
                               look=0.5 if suit in (Suit.COINS, Suit.SWORDS) else -0.5, beard_style=k.style,
                               brows=k.brows) + crown(cx, 70, 34, 18), cx, 82))
    if suit is Suit.COINS:
        parts.append(oro(78, 124, 20))
    elif suit is Suit.CUPS:
        parts.append(copa(162, 150, 60))
    parts.append(hand(*left[2]))
    parts.append(hand(*right[2]))
    return group(parts, FIG)


# ---------------------------------------------------------------- caballo
@dataclass(frozen=True)
class Mount:
    coat: str
    mane: str
    cloth: str
    trim: str
    tunic: str
    hat: str
    plume: str
    hair: str
    facing: int  # 1 right, -1 left
    gait: str  # "trot" or "rear"


MOUNTS = {
    Suit.COINS: Mount(coat="#f3ede0", mane="#b9b0a0", cloth=BLUE, trim=YELLOW, tunic=RED, hat=GREEN, plume=YELLOW,
                      hair="#6b3f1d", facing=-1, gait="trot"),
    Suit.CUPS: Mount(coat="#a8622a", mane="#3a2416", cloth=RED, trim=YELLOW, tunic=BLUE, hat=RED, plume=YELLOW,
                     hair="#e0b050", facing=-1, gait="rear"),
    Suit.SWORDS: Mount(coat="#4a4850", mane="#1f1c1e", cloth=YELLOW, trim=RED, tunic=GREEN, hat=BLUE, plume=RED,
                       hair="#3a2618", facing=1, gait="rear"),
    Suit.BATONS: Mount(coat="#d89a52", mane="#7a4418", cloth=GREEN, trim=RED, tunic=YELLOW, hat=RED, plume=BLUE,
                       hair="#5a3a1c", facing=1, gait="trot"),
}


def _shade(colour: str, f: float) -> str:
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#%02x%02x%02x" % (int(r * f), int(g * f), int(b * f))


def _leg(points: list[tuple[float, float]], widths: list[float], coat: str) -> str:
    """A horse's leg as one tapering outline through ``points`` (hip or shoulder first), ``widths`` across
    at each, ending in a dark hoof set along the last joint."""
    left, right = [], []
    for k, (x, y) in enumerate(points):
        ax, ay = points[max(k - 1, 0)]
        bx, by = points[min(k + 1, len(points) - 1)]
        dx, dy = bx - ax, by - ay
        n = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / n * widths[k] / 2, dx / n * widths[k] / 2
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    outline = left + right[::-1]
    (px, py), (x, y) = points[-2], points[-1]
    n = math.hypot(x - px, y - py) or 1.0
    ux, uy = (x - px) / n, (y - py) / n
    w = widths[-1] * 0.62
    hoof = [(x - uy * w, y + ux * w), (x + uy * w, y - ux * w),
            (x + uy * w * 1.25 + ux * 9, y - ux * w * 1.25 + uy * 9), (x - uy * w * 1.25 + ux * 9, y + ux * w * 1.25 + uy * 9)]
    return polygon(outline, fill=coat, stroke=INK, stroke_width=2.0) + polygon(hoof, fill=BLACK, stroke=INK,
                                                                                stroke_width=1.5)


def _rot(pt: tuple[float, float], about: tuple[float, float], deg: float) -> tuple[float, float]:
    a = math.radians(deg)
    dx, dy = pt[0] - about[0], pt[1] - about[1]
    return (about[0] + dx * math.cos(a) - dy * math.sin(a), about[1] + dx * math.sin(a) + dy * math.cos(a))


#: Leg plans in card units for a horse facing right, hip or shoulder first, hoof last; the trotting horse
#: moves its diagonal pairs together (near fore and far hind lifted), the rearing one sits on its hocks.
FORE_W = [22, 14, 11, 10]
HIND_W = [30, 18, 11, 10]
TROT = {
    "far_fore": [(154, 226), (158, 270), (160, 306), (166, 326)],
    "far_hind": [(82, 226), (96, 262), (80, 288), (74, 306)],
    "near_fore": [(170, 226), (188, 256), (178, 276), (166, 290)],
    "near_hind": [(66, 228), (82, 266), (68, 296), (76, 326)],
}
REAR_ABOUT = (100, 240)
REAR_DEG = -16.0
REAR = {  # the fore legs in the body's frame (tilted with it), the hind legs on the ground
    "far_fore": [(156, 226), (176, 248), (164, 270), (156, 284)],
    "near_fore": [(172, 226), (196, 240), (190, 266), (178, 278)],
    "far_hind": [(84, 232), (104, 274), (78, 300), (86, 326)],
    "near_hind": [(62, 234), (84, 280), (56, 304), (62, 328)],
}


def horse(m: Mount) -> tuple[str, str, str, str, str]:
    """The horse facing right in card units: (the far legs and tail, the body, the near legs, and for the
    rearing horse the far and near hind legs standing on the ground, untilted)."""
    far = _shade(m.coat, 0.78)
    shadow = _shade(m.coat, 0.8)
    plan = REAR if m.gait == "rear" else TROT
    back = []
    # tail: streaming out in the trot, swept down behind the rearing horse
    if m.gait == "rear":
        back.append(path("M46,196 C18,204 12,236 22,270 C30,254 32,236 54,214 Z", fill=m.mane, stroke=INK,
                         stroke_width=1.8))
    else:
        back.append(path("M44,188 C18,186 8,216 14,256 C22,236 30,222 50,206 Z", fill=m.mane, stroke=INK,
                         stroke_width=1.8))
    back.append(hatch([(24, 204, 16, 236), (32, 204, 24, 226)], m.mane, 1.4))
    if m.gait == "rear":  # the hind legs stand on the ground, from the hips where the tilted body puts them
        plan = {**plan, **{k: [_rot(plan[k][0], REAR_ABOUT, REAR_DEG)] + plan[k][1:] for k in ("far_hind", "near_hind")}}
    rear_legs = _leg(plan["far_hind"], HIND_W, far)
    fore_far = _leg(plan["far_fore"], FORE_W, far)
    body = [fore_far]
    if m.gait != "rear":
        back.append(rear_legs)
    # the barrel, the rump and the chest
    body.append(path("M60,178 C80,170 98,182 114,184 C130,186 142,176 156,172 C176,176 192,196 190,218 "
                     "C188,234 176,242 164,244 C140,252 100,254 78,246 C60,242 42,232 40,212 C38,192 46,180 60,178 Z",
                     fill=m.coat, stroke=INK, stroke_width=2.4))
    # the neck and the head, the muzzle down
    body.append(path("M138,182 C146,150 162,120 178,104 L184,100 C198,104 210,122 220,142 C224,152 218,162 208,160 "
                     "C200,160 194,156 190,150 C182,150 176,142 176,132 C174,156 182,182 190,214 C170,206 150,196 138,182 Z",
                     fill=m.coat, stroke=INK, stroke_width=2.4))
    body.append(polygon([(178, 104), (176, 84), (188, 100)], fill=m.coat, stroke=INK, stroke_width=1.8))
    # shading: under the belly, down the haunch and the shoulder, under the jaw and the neck
    body.append(path("M48,220 C62,238 100,246 150,240 C166,238 180,230 186,220 C186,236 176,242 164,244 "
                     "C140,252 100,254 78,246 C60,242 50,232 48,220 Z "
                     "M186,146 C184,160 184,180 188,208 L180,204 C176,180 178,160 182,146 Z "
                     "M44,200 C50,214 60,224 74,228 C60,232 48,224 44,210 Z", fill=shadow))
    body.append(hatch([(62, 192, 74, 214), (70, 188, 82, 208), (156, 196, 168, 220), (164, 192, 174, 214),
                       (196, 120, 204, 134), (94, 236, 108, 242)], m.coat, 1.5))
    if m.gait == "trot" and m.coat == "#f3ede0":  # the white horse dappled grey on the rump and the shoulder
        spots = [(58, 196, 6, 4.5), (72, 204, 5, 4), (62, 214, 4, 3), (84, 214, 4.5, 3.5), (162, 208, 5, 4),
                 (172, 198, 4, 3), (176, 216, 4, 3), (50, 188, 3.5, 3)]
        body.append(path(" ".join(ellipse_d(x, y, a, b) for x, y, a, b in spots), fill="#d6cebd"))
    # mane and forelock
    body.append(path("M180,100 C162,114 146,144 134,178 L142,176 C146,166 148,160 152,154 L150,148 C156,136 162,124 "
                     "170,116 L168,110 C174,106 178,104 184,102 Z M184,100 C190,104 194,110 192,116 C188,112 184,108 "
                     "180,106 Z", fill=m.mane, stroke=INK, stroke_width=1.6))
    # eye, nostril, mouth
    body.append(ellipse(196, 118, 3.2, 2.4, fill=INK) + circle(213, 150, 2.0, fill=INK)
                + path("M206,158 L212,156", stroke=INK, stroke_width=1.4))
    # bridle and reins' ring
    body.append(path("M182,104 C184,120 188,134 196,148 M196,148 C202,142 210,140 218,142 M182,104 L194,108",
                     fill="none", stroke=RED, stroke_width=2.6, stroke_linecap="round"))
    # the build: the line of the shoulder and of the haunch
    body.append(path("M150,190 C160,204 164,220 160,236 M60,190 C76,196 86,212 84,232", fill="none",
                     stroke=_shade(m.coat, 0.6), stroke_width=1.6, stroke_linecap="round"))
    # saddle cloth, saddle and breast strap
    body.append(path("M88,176 L140,176 C144,200 144,222 138,242 L92,242 C86,222 84,200 88,176 Z", fill=m.cloth,
                     stroke=INK, stroke_width=2.0))
    body.append(path("M92,234 L138,234", stroke=m.trim, stroke_width=5))
    body.append(hatch([(96, 186, 96, 226), (104, 186, 104, 226), (130, 186, 132, 226)], m.cloth, 1.5))
    body.append(path("M96,176 C104,168 128,168 136,176 Z", fill="#7a4418", stroke=INK, stroke_width=1.6))
    body.append(path("M140,186 C158,196 172,200 186,196", fill="none", stroke=RED, stroke_width=3.6))
    body.append(path("M114,186 L114,246", stroke=INK, stroke_width=1.6))
    near = [_leg(plan["near_fore"], FORE_W, m.coat)]
    hind_near = _leg(plan["near_hind"], HIND_W, m.coat)
    if m.gait == "rear":
        return "".join(back), "".join(body), "".join(near), rear_legs, hind_near
    return "".join(back), "".join(body), "".join(near) + hind_near, "", ""


def rider(m: Mount, suit: Suit) -> tuple[str, str]:
    """The rider seated in the saddle, in card units (facing right): (his far side, the rest)."""
    parts = []
    if suit is Suit.COINS:
        sign_arm = [(102, 120), (86, 106), (84, 90)]
    elif suit is Suit.CUPS:
        sign_arm = [(102, 120), (84, 126), (84, 108)]
    elif suit is Suit.SWORDS:
        sign_arm = [(102, 120), (88, 118), (96, 106)]
    else:
        sign_arm = [(102, 120), (88, 142), (86, 130)]
    rein_arm = [(128, 120), (142, 146), (160, 150)]
    behind = ""
    if suit is Suit.SWORDS:  # the sword held high, upright
        behind = held_sword(96, 106, 90, 13, 20)
    if suit is Suit.BATONS:  # the club raised upright in his fist
        behind = held_club(86, 130, 96, 26, 6)
    # the seat: the tunic's skirt over the saddle, the thigh forward, the booted leg hanging in the stirrup
    parts.append(limb([(108, 172), (136, 186), (132, 224)], m.tunic, 18))
    parts.append(limb([(132, 214), (134, 234)], BLACK, 15))
    parts.append(path("M124,242 L144,242", stroke=GOLD, stroke_width=4))
    parts.append(path("M98,116 L132,116 C138,132 136,150 132,164 C140,170 146,178 148,186 L90,184 C92,176 96,170 "
                      "100,164 C96,150 94,132 98,116 Z", fill=m.tunic, stroke=INK, stroke_width=2.2))
    parts.append(hatch([(104, 130, 106, 156), (126, 130, 124, 156), (100, 170, 98, 180), (136, 170, 140, 180)],
                       m.tunic, 1.5))
    parts.append(path("M100,164 L132,164", stroke=BLACK, stroke_width=6))
    parts.append(rect(112, 160, 8, 9, rx=1.5, fill=GOLD, stroke=INK, stroke_width=1.2))
    parts.append(path("M91,182 L147,184", stroke=m.trim, stroke_width=4))
    parts.append(path("M104,114 C110,124 122,124 128,114 L132,120 C124,132 108,132 100,120 Z", fill=WHITE, stroke=INK,
                      stroke_width=1.6))
    for arm in (sign_arm, rein_arm):
        parts.append(limb(arm[:2], m.tunic, 15) + limb(arm[1:], m.tunic, 12))
        parts.append(ellipse(arm[0][0], arm[0][1] + 2, 8, 7, fill=_shade(m.tunic, 0.85), stroke=INK, stroke_width=1.5)
                     + path(f"M{arm[0][0] - 3:.2f},{arm[0][1] - 3:.2f} L{arm[0][0] - 3:.2f},{arm[0][1] + 7:.2f} "
                            f"M{arm[0][0] + 3:.2f},{arm[0][1] - 3:.2f} L{arm[0][0] + 3:.2f},{arm[0][1] + 7:.2f}",
                            stroke=m.trim, stroke_width=2.0))
    parts.append(path("M160,150 C178,154 194,148 210,146", fill="none", stroke=BLACK, stroke_width=2.2))
    parts.append(head(116, 96, 16, m.hair, look=0.6) + rider_hat(116, 96, 16, m.hat, m.plume))
    if suit is Suit.COINS:
        parts.append(oro(84, 72, 19))
    elif suit is Suit.CUPS:
        parts.append(copa(84, 92, 44))
    parts.append(hand(*sign_arm[-1], 6) + hand(*rein_arm[-1], 6))
    return behind, "".join(parts)


def caballo(suit: Suit) -> str:
    m = MOUNTS[suit]
    back, body, near, far_hind, near_hind = horse(m)
    behind, man = rider(m, suit)
    # the rider drawn a size up from the seat, sitting tall over the horse
    behind = group(behind, "translate(114 184) scale(1.14) translate(-114 -184)")
    man = group(man, "translate(114 184) scale(1.14) translate(-114 -184)")
    if m.gait == "rear":
        tilt = f"rotate({REAR_DEG} {REAR_ABOUT[0]} {REAR_ABOUT[1]})"
        whole = group(far_hind + group(back + body + behind + man + near, tilt) + near_hind, "translate(14 6)")
    else:
        whole = group(back + body + behind + man + near, "translate(0 0)")
    if m.facing == -1:
        whole = group(whole, "translate(240 0) scale(-1 1)")
    return whole


def figure(suit: Suit, rank: Rank) -> str:
    if rank is Rank.JACK:
        return sota(suit)
    if rank is Rank.QUEEN:
        return caballo(suit)
    return rey(suit)
