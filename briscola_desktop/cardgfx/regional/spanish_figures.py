"""The twelve figures of the Spanish deck, drawn for it alone: full length, single-headed, in the
Castilian manner (heavy outlines, flat red, yellow, blue and green, a few printed hatching strokes on the
cloth), standing on the frame's lower side with their heads near its top.

Sota (10): a page in a belted tunic with puffed, slashed sleeves, striped hose and a plumed hat, each
his own: oros in a blue doublet and yellow cape, red
hose, raising the coin over his head, the other hand on his hip; copas in a long green coat and a round
bonnet, yellow hose, holding his cup out before him; espadas in a yellow doublet and blue cape, green
hose, his sword point down at his side with his hand on the pommel; bastos in a red tunic and a beret,
blue hose, legs crossed, leaning with both hands on his club planted beside him.
Caballo (11): a rider in a plumed broad hat on a whole horse with a coloured saddle cloth; the horses of
oros and copas look left, those of espadas and bastos right; a white horse walking (oros), a bay rearing
(copas), a black one rearing (espadas), a chestnut walking (bastos); the white horse cream with grey
dapples, every coat shaded along the belly and neck.
Rey (12): a bearded king standing in a long robe and mantle with an ermine collar and a gold crown, each
with his own beard and face (oros a brown forked beard, copas an auburn pointed one, espadas a long white
one and a stern brow, bastos a full black one), holding the sign (and a sceptre in copas).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...rules.cards import Rank, Suit
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
    lx = cx + look * r * 0.18
    eyes = " ".join(circle_d(lx + s * r * 0.34, cy - r * 0.02, r * 0.1) for s in (-1, 1))
    parts.append(path(eyes, fill=INK))
    parts.append(path(f"M{lx - r * 0.52:.2f},{cy - r * (0.3 - brows * 0.1):.2f} L{lx - r * 0.18:.2f},"
                      f"{cy - r * (0.3 - brows * 0.2):.2f} "
                      f"M{lx + r * 0.18:.2f},{cy - r * (0.3 - brows * 0.2):.2f} L{lx + r * 0.52:.2f},"
                      f"{cy - r * (0.3 - brows * 0.1):.2f} "
                      f"M{lx:.2f},{cy + r * 0.02:.2f} L{lx + look * r * 0.1 - r * 0.08:.2f},{cy + r * 0.34:.2f} "
                      f"L{lx + r * 0.08:.2f},{cy + r * 0.36:.2f}",
                      fill="none", stroke=INK, stroke_width=1.3, stroke_linecap="round"))
    if beard:
        parts.append(_beard(cx, cy, r, lx, beard, beard_style))
    else:
        parts.append(path(f"M{lx - r * 0.22:.2f},{cy + r * 0.56:.2f} Q{lx:.2f},{cy + r * 0.7:.2f} "
                          f"{lx + r * 0.22:.2f},{cy + r * 0.56:.2f}", fill="none", stroke="#b0392c",
                          stroke_width=1.8, stroke_linecap="round"))
        parts.append(path(" ".join(circle_d(lx + s * r * 0.5, cy + r * 0.3, r * 0.14) for s in (-1, 1)),
                          fill=CHEEK, opacity=0.75))
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


PAGES = {
    # raising the coin high, the other hand on his hip, stepping out
    Suit.COINS: Page(tunic=BLUE, trim=YELLOW, cape=YELLOW, hose=RED, hat="flat", cap=RED, feather=GREEN,
                     hair="#6b3f1d", skirt=214, look=0.6, feet=((96, 334), (150, 328)),
                     left=[(98, 114), (76, 140), (94, 160)], right=[(142, 114), (162, 98), (150, 76)]),
    # holding his cup out before him, standing square, in a long green coat
    Suit.CUPS: Page(tunic=GREEN, trim=YELLOW, cape=RED, hose=YELLOW, hat="bonnet", cap=RED, feather=BLUE,
                    hair="#c08a3a", skirt=246, look=0.7, feet=((104, 334), (138, 334)),
                    left=[(98, 114), (84, 150), (98, 166)], right=[(142, 114), (162, 132), (170, 144)]),
    # the sword point down at his side, his hand on its pommel, the other hand on his hip
    Suit.SWORDS: Page(tunic=YELLOW, trim=RED, cape=BLUE, hose=GREEN, hat="flat", cap=GREEN, feather=RED,
                      hair="#3a2618", skirt=206, look=-0.5, feet=((92, 334), (146, 334)),
                      left=[(98, 114), (76, 142), (92, 160)], right=[(142, 114), (160, 146), (158, 176)]),
    # leaning on his club planted beside him, legs crossed, both hands on its head
    Suit.BATONS: Page(tunic=RED, trim=YELLOW, cape=None, hose=BLUE, hat="beret", cap=GREEN, feather=YELLOW,
                      hair="#8c5424", skirt=212, look=-0.7, feet=((136, 334), (104, 332)),
                      left=[(98, 114), (86, 146), (80, 150)], right=[(142, 114), (124, 150), (86, 160)]),
}


def sota(suit: Suit) -> str:
    p = PAGES[suit]
    cx = 120
    parts = []
    left, right = p.left, p.right
    # what is held behind the figure
    if suit is Suit.BATONS:  # planted on the ground at his side, its knob under his hands
        parts.append(basto(80, 244, 184, 34, rot=-4, sprout=True))
    if p.cape:  # short cape hanging behind from the shoulders
        parts.append(path("M96,108 C78,120 68,172 66,212 L100,204 L140,204 L174,212 C172,172 162,120 144,108 Z",
                          fill=p.cape, stroke=INK, stroke_width=2.2))
        parts.append(hatch([(76, 170, 74, 200), (82, 160, 80, 196), (164, 170, 166, 200), (158, 160, 160, 196)],
                           p.cape, 1.6))
    # legs in hose and black shoes
    for (hx, hy), (fx, fy) in zip(((108, 206), (132, 206)), p.feet):
        kx, ky = (hx + fx) / 2 + (fx - cx) * 0.1, (hy + fy) / 2
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
    # tunic: fitted body, flared skirt
    h = p.skirt
    spread = 44 + (h - 210) * 0.45
    parts.append(path(f"M98,106 L142,106 C150,110 151,122 148,134 L146,156 C156,176 {cx + spread - 4:.2f},196 "
                      f"{cx + spread:.2f},{h:.2f} C140,{h + 6:.2f} 100,{h + 6:.2f} {cx - spread:.2f},{h:.2f} "
                      f"C{cx - spread + 4:.2f},196 84,176 94,156 L92,134 C89,122 90,110 98,106 Z",
                      fill=p.tunic, stroke=INK, stroke_width=2.4))
    parts.append(path(f"M120,108 L120,156 M108,162 C106,182 104,200 102,{h + 2:.2f} M132,162 C134,182 136,200 "
                      f"138,{h + 2:.2f}", fill="none", stroke=p.trim, stroke_width=3.2))
    parts.append(path(f"M{cx - spread + 2:.2f},{h - 4:.2f} C100,{h + 2:.2f} 140,{h + 2:.2f} {cx + spread - 2:.2f},"
                      f"{h - 4:.2f}", fill="none", stroke=p.trim, stroke_width=4.2))
    parts.append(hatch([(96, 176, 90, h - 14), (146, 176, 152, h - 14), (112, 180, 110, h - 12),
                        (128, 180, 130, h - 12), (100, 116, 104, 140), (140, 116, 136, 140)], p.tunic, 1.7))
    parts.append(rect(93, 154, 54, 9, rx=2, fill=BLACK, stroke=INK, stroke_width=1.8))
    parts.append(rect(115, 153, 10, 11, rx=2, fill=GOLD, stroke=INK, stroke_width=1.5))
    # white falling collar
    parts.append(path("M104,104 C110,114 130,114 136,104 L140,110 C132,122 108,122 100,110 Z", fill=WHITE,
                      stroke=INK, stroke_width=2.0))
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
    top = [head(cx, 84, 17, p.hair, look=p.look)]
    if p.hat == "flat":
        top.append(page_cap(cx, 84, 17, p.cap, p.feather))
    elif p.hat == "bonnet":
        top.append(plume(cx + 10, 84 - 27, 17, p.feather, 1) + bonnet(cx, 84, 17, p.cap, p.feather))
    else:
        top.append(plume(cx - 12, 84 - 22, 17, p.feather, -1) + beret(cx, 84, 17, p.cap, p.feather))
    parts.append(_upright("".join(top), cx, 84))
    # the sign in hand
    if suit is Suit.SWORDS:  # point down at his side, in front, the pommel in his hand
        parts.append(espada(159, 252, 158, 16, rot=180))
    if suit is Suit.COINS:
        parts.append(oro(146, 58, 16))
    elif suit is Suit.CUPS:
        parts.append(copa(170, 118, 50))
    parts.append(hand(*left[2]))
    parts.append(hand(*right[2]))
    return group(parts, FIG)


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
        left, right = [(96, 116), (84, 150), (110, 160)], [(144, 116), (166, 156), (160, 186)]
    else:
        left, right = [(96, 116), (92, 160), (108, 178)], [(144, 116), (162, 156), (146, 178)]
    if suit is Suit.CUPS:  # the sceptre, behind the hand
        parts.append(limb([(80, 240), (76, 104)], GOLD, 5) + circle(76, 100, 7, fill=GOLD, stroke=INK, stroke_width=1.8)
                     + path("M76,86 L76,93 M72,89.5 L80,89.5", stroke=INK, stroke_width=2.2))
    # mantle behind, falling to the feet
    parts.append(path("M94,108 C70,130 62,220 75,334 L165,334 C176,220 170,130 146,108 Z", fill=k.mantle,
                      stroke=INK, stroke_width=2.4))
    parts.append(hatch([(74, 150 + k * 34, 80, 170 + k * 34) for k in range(5)]
                       + [(166, 150 + k * 34, 160, 170 + k * 34) for k in range(5)], k.mantle, 2.0))
    # long robe
    parts.append(path("M100,110 L140,110 C150,130 156,200 160,330 L80,330 C84,200 90,130 100,110 Z",
                      fill=k.robe, stroke=INK, stroke_width=2.4))
    parts.append(hatch([(92, 214, 88, 300), (98, 236, 96, 306), (148, 214, 152, 300), (142, 236, 144, 306)],
                       k.robe, 1.8))
    # fine printed shading: the folds of the robe's skirt and short strokes in the mantle's shadowed edge
    parts.append(hatch([(102, 150, 96, 196), (138, 150, 144, 196), (88, 286, 86, 318), (152, 286, 154, 318)],
                       k.robe, 1.2))
    parts.append(hatch([(70 + 1.2 * j, 226 + j * 20, 76 + 1.2 * j, 236 + j * 20) for j in range(5)]
                       + [(170 - 1.2 * j, 226 + j * 20, 164 - 1.2 * j, 236 + j * 20) for j in range(5)], k.mantle, 1.2))
    parts.append(path("M112,126 L128,126 L136,330 L104,330 Z", fill=k.panel, stroke=INK, stroke_width=1.8))
    parts.append(hatch([(110, 250 + k * 14, 116, 244 + k * 14) for k in range(5)], k.panel, 1.5))
    # the robe's brocade: small gold rosettes in two columns beside the front panel, and its gilt mantle edge
    dots = " ".join(circle_d(120 + side * (26 + (y - 110) * 0.08), y, 2.8)
                    for y in range(206, 306, 22) for side in (-1, 1))
    parts.append(path(dots, fill=GOLD, stroke=INK, stroke_width=0.8))
    parts.append(path("M93,110 C69,132 64,220 76,330 M147,110 C168,132 174,220 164,330", fill="none", stroke=GOLD,
                      stroke_width=2.6))
    parts.append(path("M80,322 L160,322", stroke=GOLD, stroke_width=6))
    parts.append(path("M80,322 L160,322 M80,328 L160,328", stroke=INK, stroke_width=1.5))
    parts.append(path("M106,186 C116,190 124,190 134,186", fill="none", stroke=GOLD, stroke_width=5))
    parts.append(ellipse(102, 334, 11, 5, fill=BLACK) + ellipse(138, 334, 11, 5, fill=BLACK))
    # arms in wide sleeves
    for arm in (left, right):
        parts.append(limb(arm[:2], k.robe, 17))
        parts.append(limb(arm[1:], k.robe, 14))
        parts.append(limb([arm[2], arm[2]], WHITE, 10))
    if suit is Suit.SWORDS:
        parts.append(held_sword(160, 186, 164, 18, 0))
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
    gait: str  # "walk" or "rear"


MOUNTS = {
    Suit.COINS: Mount(coat="#f1e6cc", mane="#a49a86", cloth=BLUE, trim=YELLOW, tunic=RED, hat=GREEN, plume=YELLOW,
                      hair="#6b3f1d", facing=-1, gait="walk"),
    Suit.CUPS: Mount(coat="#a8622a", mane="#3a2416", cloth=RED, trim=YELLOW, tunic=BLUE, hat=RED, plume=YELLOW,
                     hair="#e0b050", facing=-1, gait="rear"),
    Suit.SWORDS: Mount(coat="#4a4850", mane="#1f1c1e", cloth=YELLOW, trim=RED, tunic=GREEN, hat=BLUE, plume=RED,
                       hair="#3a2618", facing=1, gait="rear"),
    Suit.BATONS: Mount(coat="#d89a52", mane="#7a4418", cloth=GREEN, trim=RED, tunic=YELLOW, hat=RED, plume=BLUE,
                       hair="#5a3a1c", facing=1, gait="walk"),
}


def _leg(points: list[tuple[float, float]], coat: str) -> str:
    x, y = points[-1]
    px, py = points[-2]
    a = math.atan2(y - py, x - px)
    hx, hy = x + math.cos(a) * 4, y + math.sin(a) * 4
    return limb(points, coat, 11) + circle(hx, hy, 6.2, fill=BLACK, stroke=INK, stroke_width=1.5)


def _shade(colour: str, f: float) -> str:
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#%02x%02x%02x" % (int(r * f), int(g * f), int(b * f))


def horse(m: Mount) -> tuple[str, str]:
    """The horse facing right, in its own frame (hooves near y=90): (behind the rider's leg, the rest)."""
    far = _shade(m.coat, 0.8)
    parts = []
    # tail
    if m.gait == "rear":  # the tail streams out behind
        parts.append(path("M-62,-16 C-90,-16 -104,4 -100,24 C-92,12 -78,6 -58,0 Z", fill=m.mane, stroke=INK,
                          stroke_width=1.8))
    else:
        parts.append(path("M-62,-16 C-80,-8 -82,24 -74,50 C-68,32 -66,14 -56,0 Z", fill=m.mane, stroke=INK,
                          stroke_width=1.8))
    if m.gait == "rear":
        far_fore = [(30, 10), (54, 4), (50, 30)]
        near_fore = [(42, 10), (70, -6), (68, 22)]
        far_hind = [(-40, 12), (-30, 44), (-42, 70), (-36, 90)]
        near_hind = [(-50, 12), (-44, 44), (-58, 70), (-54, 90)]
    else:
        far_fore = [(32, 12), (30, 48), (30, 78), (32, 88)]
        near_fore = [(44, 12), (56, 40), (48, 60), (52, 66)]
        far_hind = [(-34, 12), (-26, 44), (-24, 72), (-18, 90)]
        near_hind = [(-46, 12), (-37, 44), (-36, 72), (-28, 90)]
    parts.append(_leg(far_fore, far) + _leg(far_hind, far))
    parts.append(path("M-64,-8 C-66,-30 -40,-36 -10,-32 C14,-30 34,-36 50,-30 C66,-22 66,6 54,18 "
                      "C40,28 -30,30 -50,22 C-64,16 -64,6 -64,-8 Z", fill=m.coat, stroke=INK, stroke_width=2.2))
    parts.append(path("M36,-30 C40,-56 56,-82 74,-96 C80,-100 86,-98 90,-92 L110,-64 C114,-56 110,-50 102,-52 "
                      "L86,-60 C80,-46 72,-30 62,-12 Z", fill=m.coat, stroke=INK, stroke_width=2.2))
    # the coat's shading: a shadow along the belly and under the neck; the white horse dappled grey
    shadow = _shade(m.coat, 0.78)
    parts.append(path("M-58,10 C-40,24 10,28 50,14 C40,26 -30,30 -50,22 C-58,19 -60,15 -58,10 Z "
                      "M62,-14 C70,-30 80,-46 86,-60 L80,-58 C74,-44 68,-30 58,-14 Z", fill=shadow, opacity=0.8))
    if m.coat == "#f1e6cc":
        spots = [(-48, -14, 6, 4.5), (-36, -2, 5, 4), (-50, 4, 4, 3), (-24, 8, 4.5, 3.5), (30, -6, 5, 4),
                 (42, 6, 4, 3), (38, -20, 4, 3), (-56, -22, 3.5, 3)]
        parts.append(path(" ".join(ellipse_d(x, y, a, b) for x, y, a, b in spots), fill="#cfc2a6",
                          stroke="#b3a68a", stroke_width=0.8))
    parts.append(polygon([(74, -94), (72, -110), (84, -97)], fill=m.coat, stroke=INK, stroke_width=1.6))
    parts.append(path("M72,-98 C58,-86 46,-64 38,-34 L30,-30 C34,-50 40,-66 46,-74 L42,-76 C52,-88 60,-96 "
                      "68,-100 Z", fill=m.mane, stroke=INK, stroke_width=1.6))
    parts.append(circle(86, -82, 2.6, fill=INK) + circle(105, -57, 1.8, fill=INK))
    # bridle
    parts.append(path("M80,-92 L100,-56 M86,-66 L104,-62", fill="none", stroke=RED, stroke_width=2.4))
    # saddle cloth with its trim, and the breast strap
    parts.append(path("M-36,-34 L20,-34 C24,-10 24,10 18,26 L-30,26 C-36,10 -38,-10 -36,-34 Z", fill=m.cloth,
                      stroke=INK, stroke_width=1.9))
    parts.append(path("M-32,20 L16,20", stroke=m.trim, stroke_width=4.0))
    parts.append(hatch([(-26, -24, -28, 12), (-18, -24, -20, 12), (8, -24, 10, 12)], m.cloth, 1.6))
    parts.append(hatch([(-50, 14, -40, 18), (-24, 22, -12, 24), (2, 22, 14, 22), (40, 14, 48, 8),
                        (60, -18, 52, -2), (44, -48, 52, -70)], m.coat, 1.6))
    parts.append(path("M20,-28 C36,-20 48,-18 58,-22", fill="none", stroke=RED, stroke_width=3.2))
    legs = _leg(near_fore, m.coat) + _leg(near_hind, m.coat)
    return "".join(parts), legs


def rider(m: Mount, suit: Suit) -> str:
    """The rider seated at the saddle, in the horse's frame (facing right)."""
    parts = []
    # arms: the sign arm and the rein arm (towards the horse's head)
    if suit is Suit.COINS:
        sign_arm = [(-12, -80), (-30, -96), (-34, -118)]
    elif suit is Suit.CUPS:
        sign_arm = [(-12, -80), (-32, -74), (-40, -88)]
    elif suit is Suit.SWORDS:
        sign_arm = [(-12, -80), (4, -100), (22, -112)]
    else:
        sign_arm = [(-12, -80), (-26, -66), (-8, -62)]
    rein_arm = [(12, -80), (24, -62), (38, -58)]
    # thigh and leg over the horse's side, booted, in the stirrup
    parts.append(limb([(-4, -42), (18, -30), (14, 6)], m.tunic, 15))
    parts.append(limb([(14, 0), (16, 12)], BLACK, 13))
    parts.append(path("M8,16 L26,16", stroke=GOLD, stroke_width=3.4))
    # torso in a tunic with a skirt over the saddle
    parts.append(path("M-18,-86 L18,-86 C22,-74 20,-58 16,-46 C22,-40 26,-34 28,-28 L-30,-30 C-26,-36 -22,-42 -16,-46 "
                      "C-20,-58 -22,-74 -18,-86 Z", fill=m.tunic, stroke=INK, stroke_width=2.0))
    parts.append(path("M-16,-48 L16,-48", stroke=BLACK, stroke_width=5))
    parts.append(path("M-28,-31 L27,-29", stroke=m.trim, stroke_width=3.6))
    parts.append(path("M-10,-88 C-6,-80 6,-80 10,-88 L12,-84 C6,-74 -6,-74 -12,-84 Z", fill=WHITE, stroke=INK,
                      stroke_width=1.5))
    for arm in (sign_arm, rein_arm):
        parts.append(limb(arm, m.tunic, 11))
    if suit is Suit.SWORDS:
        parts.append(held_sword(22, -112, 124, 11, 84))
    if suit is Suit.BATONS:
        parts.append(held_club(-8, -62, 118, 28, -12))
    parts.append(path("M38,-58 C60,-50 80,-52 100,-56", fill="none", stroke=BLACK, stroke_width=2.0))
    parts.append(head(0, -102, 14, m.hair, look=0.7))
    parts.append(rider_hat(0, -102, 14, m.hat, m.plume))
    if suit is Suit.COINS:
        parts.append(oro(-34, -134, 19))
    elif suit is Suit.CUPS:
        parts.append(copa(-42, -104, 46))
    parts.append(hand(*sign_arm[-1], 5.5) + hand(*rein_arm[-1], 5.5))
    return "".join(parts)


def caballo(suit: Suit) -> str:
    m = MOUNTS[suit]
    back, legs = horse(m)
    body = back + rider(m, suit) + legs
    if m.gait == "rear":
        body = group(body, "translate(34 0) rotate(-16 -45 90)")
        s, shift = 1.12, 12.0
    else:
        # the walking horse as wide as the card allows: the left-facing one's hind legs keep clear of
        # the number in the bottom right corner
        s, shift = (1.08, 18.0) if m.facing == 1 else (1.04, 14.0)
    ty = (338 if m.gait == "rear" else 333) - 92 * s
    tx = 120 - shift * m.facing
    return group(body, f"translate({tx:.2f} {ty:.2f}) scale({m.facing * s:.2f} {s:.2f})")


def figure(suit: Suit, rank: Rank) -> str:
    if rank is Rank.JACK:
        return sota(suit)
    if rank is Rank.QUEEN:
        return caballo(suit)
    return rey(suit)
