"""The twelve court figures of the Napoletane, drawn for this pattern alone.

Full-length, single-headed figures on the suit-coloured base: the fante a long-haired young page
in a short doublet, puffed trunk hose and ruff, a flat cap with a plume; the cavallo a cavalier in
a plumed broad hat on a whole horse walking left (body, four legs, mane and tail, a saddle cloth),
the horse's coat changing by suit; the re standing in a long royal mantle falling to the ground
over his gown, an ermine cape on his shoulders and ermine down the mantle's edges and hem, a
crown with fleurons over a velvet cap, a full beard. Each holds his suit sign his own way (see
``fante``, ``cavallo``, ``re``). The caller draws the base and passes the suit's sign painters.
Coordinates are card units on a 240 x 360 card, the figures standing on y = 300.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from ...rules.cards import Suit
from ..svg import circle, ellipse, group, path, polygon, rect, thick_line, transform
from .common import INK, SKIN, WHITE

GROUND = 300.0
RED, BLUE, GREEN, GOLD, YELLOW = "#c8352b", "#2d5ea8", "#2f8a48", "#e6ae2c", "#f2c230"
BROWN, DARK = "#6b4423", "#2e2118"

#: The suit sign painters the caller passes: (x, y, size, rot) -> SVG, the sign's centre at (x, y).
Signs = dict[str, Callable[..., str]]


@dataclass(frozen=True)
class Page:
    doublet: str
    panes: str  # the trunk hose's panes
    slash: str  # what shows between them
    hose: str
    cape: str
    cap: str
    hair: str = "#7a4a22"


@dataclass(frozen=True)
class Knight:
    coat: str
    sleeve: str
    hose: str
    hat: str
    plume: str
    cloth: str  # the horse's saddle cloth
    fringe: str
    horse: str
    mane: str
    hair: str = "#4a2e18"


@dataclass(frozen=True)
class King:
    mantle: str
    lining: str
    gown: str
    trim: str
    beard: str
    hair: str


PAGES = {
    Suit.COINS: Page(doublet=RED, panes=BLUE, slash=YELLOW, hose=YELLOW, cape=BLUE, cap=GREEN, hair="#8a5426"),
    Suit.CUPS: Page(doublet=BLUE, panes=RED, slash=YELLOW, hose=GREEN, cape=RED, cap=RED, hair="#3b2a1a"),
    Suit.SWORDS: Page(doublet=GREEN, panes=RED, slash=YELLOW, hose=BLUE, cape=YELLOW, cap=BLUE, hair="#9a5c2a"),
    Suit.BATONS: Page(doublet=YELLOW, panes=GREEN, slash=RED, hose=RED, cape=GREEN, cap=RED, hair="#2b2b2b"),
}
KNIGHTS = {
    Suit.COINS: Knight(coat=RED, sleeve=BLUE, hose=YELLOW, hat=BLUE, plume=WHITE, cloth=BLUE, fringe=YELLOW,
                       horse="#f1ece2", mane="#cfc6b6"),
    Suit.CUPS: Knight(coat=BLUE, sleeve=RED, hose=GREEN, hat=RED, plume=YELLOW, cloth=RED, fringe=YELLOW,
                      horse="#a0622e", mane="#3a2414"),
    Suit.SWORDS: Knight(coat=GREEN, sleeve=YELLOW, hose=BLUE, hat=GREEN, plume=RED, cloth=YELLOW, fringe=RED,
                        horse="#b5b3b0", mane="#54504c"),
    Suit.BATONS: Knight(coat=YELLOW, sleeve=RED, hose=RED, hat=RED, plume=GREEN, cloth=GREEN, fringe=YELLOW,
                        horse="#3e2a1e", mane="#17110c"),
}
KINGS = {
    Suit.COINS: King(mantle="#e9b52c", lining=RED, gown=BLUE, trim=RED, beard="#ece6da", hair="#ece6da"),
    Suit.CUPS: King(mantle=BLUE, lining=RED, gown=RED, trim=GOLD, beard="#6b4423", hair="#6b4423"),
    Suit.SWORDS: King(mantle=RED, lining=BLUE, gown=GREEN, trim=GOLD, beard="#d9d3c8", hair="#d9d3c8"),
    Suit.BATONS: King(mantle=GREEN, lining=RED, gown=YELLOW, trim=RED, beard="#2b2118", hair="#2b2118"),
}


def _f(v: float) -> str:
    return f"{v:.1f}"


def _shade(colour: str, k: float = 0.78) -> str:
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#{:02x}{:02x}{:02x}".format(*(int(c * k) for c in (r, g, b)))


def _limb(pts: list[tuple[float, float]], colour: str, width: float = 11) -> str:
    return thick_line(pts, colour, width, INK, 1.4)


def _hand(x: float, y: float, r: float = 5.5) -> str:
    return ellipse(x, y, r, r * 0.92, fill=SKIN, stroke=INK, stroke_width=1.3)


def held_at(hx: float, hy: float, reach: float, rot: float) -> tuple[float, float]:
    """The centre of a long sign (sword, club) whose grip, ``reach`` below its centre before
    turning, is in the hand at (hx, hy) once turned ``rot`` degrees."""
    a = math.radians(rot)
    return hx + reach * math.sin(a), hy - reach * math.cos(a)


# ---------------------------------------------------------------- heads
def head(cx: float, cy: float, r: float, kind: str, hair: str, beard: str | None = None) -> str:
    """A head: "page" (long curled hair, smooth face), "knight" (curled moustache and a small
    pointed beard) or "king" (long hair and a full beard)."""
    parts = []
    if kind in ("page", "king"):  # the hair that falls behind the face to the shoulders
        drop = r * (1.45 if kind == "page" else 1.15)
        d = [f"M{_f(cx - r * 0.95)},{_f(cy - r * 0.5)} C{_f(cx - r * 1.2)},{_f(cy - r * 1.35)} "
             f"{_f(cx + r * 1.2)},{_f(cy - r * 1.35)} {_f(cx + r * 0.95)},{_f(cy - r * 0.5)}"]
        # curls down the right side, along the bottom, up the left
        for k in range(3):
            y0 = cy - r * 0.5 + (k + 1) * (drop + r * 0.5) / 3
            d.append(f"Q{_f(cx + r * 1.5)},{_f(y0 - r * 0.3)} {_f(cx + r * (1.15 - 0.08 * k))},{_f(y0)}")
        d.append(f"L{_f(cx - r * 0.9)},{_f(cy + drop)}")
        for k in range(3):
            y0 = cy + drop - (k + 1) * (drop + r * 0.5) / 3
            d.append(f"Q{_f(cx - r * 1.5)},{_f(y0 + r * 0.3)} {_f(cx - r * (1.0 - 0.05 * k))},{_f(y0)}")
        parts.append(path(" ".join(d) + " Z", fill=hair, stroke=INK, stroke_width=1.3))
    if kind == "knight":  # short dark hair, showing about the ears and nape
        parts.append(path(f"M{_f(cx - r * 0.95)},{_f(cy + r * 0.5)} C{_f(cx - r * 1.25)},{_f(cy - r * 1.3)} "
                          f"{_f(cx + r * 1.25)},{_f(cy - r * 1.3)} {_f(cx + r * 0.95)},{_f(cy + r * 0.5)} Z",
                          fill=hair, stroke=INK, stroke_width=1.2))
    parts.append(ellipse(cx, cy, r * 0.82, r, fill=SKIN, stroke=INK, stroke_width=1.5))
    # eyes, brows, nose and mouth
    eyes = " ".join(f"M{_f(cx + s * r * 0.5)},{_f(cy - r * 0.08)} Q{_f(cx + s * r * 0.32)},{_f(cy - r * 0.22)} "
                    f"{_f(cx + s * r * 0.14)},{_f(cy - r * 0.08)}" for s in (-1, 1))
    parts.append(path(eyes, fill="none", stroke=INK, stroke_width=1.2))
    parts.append(circle(cx - r * 0.32, cy - r * 0.07, r * 0.08, fill=INK))
    parts.append(circle(cx + r * 0.32, cy - r * 0.07, r * 0.08, fill=INK))
    brows = " ".join(f"M{_f(cx + s * r * 0.56)},{_f(cy - r * 0.28)} Q{_f(cx + s * r * 0.34)},{_f(cy - r * 0.42)} "
                     f"{_f(cx + s * r * 0.12)},{_f(cy - r * 0.3)}" for s in (-1, 1))
    parts.append(path(brows, fill="none", stroke=_shade(hair, 0.7) if kind != "king" else INK, stroke_width=1.4,
                      stroke_linecap="round"))
    parts.append(path(f"M{_f(cx + r * 0.02)},{_f(cy - r * 0.05)} L{_f(cx - r * 0.1)},{_f(cy + r * 0.28)} "
                      f"L{_f(cx + r * 0.1)},{_f(cy + r * 0.3)}", fill="none", stroke="#a8795a", stroke_width=1.2,
                      stroke_linecap="round"))
    if kind == "page":
        parts.append(path(f"M{_f(cx - r * 0.2)},{_f(cy + r * 0.55)} Q{_f(cx)},{_f(cy + r * 0.68)} "
                          f"{_f(cx + r * 0.2)},{_f(cy + r * 0.55)}", fill="none", stroke="#b3402f", stroke_width=1.6,
                          stroke_linecap="round"))
        parts.append(circle(cx - r * 0.45, cy + r * 0.3, r * 0.14, fill="#ee9f8c", opacity=0.7))
        parts.append(circle(cx + r * 0.45, cy + r * 0.3, r * 0.14, fill="#ee9f8c", opacity=0.7))
    elif kind == "knight":
        tash = (f"M{_f(cx)},{_f(cy + r * 0.42)} C{_f(cx - r * 0.3)},{_f(cy + r * 0.3)} {_f(cx - r * 0.6)},{_f(cy + r * 0.5)} "
                f"{_f(cx - r * 0.72)},{_f(cy + r * 0.22)} C{_f(cx - r * 0.5)},{_f(cy + r * 0.62)} {_f(cx - r * 0.2)},{_f(cy + r * 0.5)} "
                f"{_f(cx)},{_f(cy + r * 0.52)} C{_f(cx + r * 0.2)},{_f(cy + r * 0.5)} {_f(cx + r * 0.5)},{_f(cy + r * 0.62)} "
                f"{_f(cx + r * 0.72)},{_f(cy + r * 0.22)} C{_f(cx + r * 0.6)},{_f(cy + r * 0.5)} {_f(cx + r * 0.3)},{_f(cy + r * 0.3)} "
                f"{_f(cx)},{_f(cy + r * 0.42)} Z")
        parts.append(path(f"M{_f(cx - r * 0.16)},{_f(cy + r * 0.74)} L{_f(cx)},{_f(cy + r * 1.22)} "
                          f"L{_f(cx + r * 0.16)},{_f(cy + r * 0.74)} Z", fill=hair, stroke=INK, stroke_width=1.1))
        parts.append(path(tash, fill=hair, stroke=INK, stroke_width=1.0))
    else:  # the king's full beard, moustache over it
        b = beard or hair
        parts.append(path(f"M{_f(cx - r * 0.8)},{_f(cy + r * 0.05)} C{_f(cx - r * 0.9)},{_f(cy + r * 1.1)} "
                          f"{_f(cx - r * 0.4)},{_f(cy + r * 1.6)} {_f(cx)},{_f(cy + r * 1.85)} "
                          f"C{_f(cx + r * 0.4)},{_f(cy + r * 1.6)} {_f(cx + r * 0.9)},{_f(cy + r * 1.1)} "
                          f"{_f(cx + r * 0.8)},{_f(cy + r * 0.05)} C{_f(cx + r * 0.6)},{_f(cy + r * 0.5)} "
                          f"{_f(cx - r * 0.6)},{_f(cy + r * 0.5)} {_f(cx - r * 0.8)},{_f(cy + r * 0.05)} Z",
                          fill=b, stroke=INK, stroke_width=1.3))
        parts.append(path(f"M{_f(cx - r * 0.2)},{_f(cy + r * 0.9)} L{_f(cx - r * 0.1)},{_f(cy + r * 1.5)} "
                          f"M{_f(cx + r * 0.2)},{_f(cy + r * 0.9)} L{_f(cx + r * 0.1)},{_f(cy + r * 1.5)}",
                          stroke=_shade(b, 0.7), stroke_width=1.2))
        parts.append(path(f"M{_f(cx - r * 0.62)},{_f(cy + r * 0.5)} C{_f(cx - r * 0.4)},{_f(cy + r * 0.26)} "
                          f"{_f(cx - r * 0.1)},{_f(cy + r * 0.34)} {_f(cx)},{_f(cy + r * 0.44)} "
                          f"C{_f(cx + r * 0.1)},{_f(cy + r * 0.34)} {_f(cx + r * 0.4)},{_f(cy + r * 0.26)} "
                          f"{_f(cx + r * 0.62)},{_f(cy + r * 0.5)} C{_f(cx + r * 0.3)},{_f(cy + r * 0.52)} "
                          f"{_f(cx - r * 0.3)},{_f(cy + r * 0.52)} {_f(cx - r * 0.62)},{_f(cy + r * 0.5)} Z",
                          fill=b, stroke=INK, stroke_width=1.1))
    if kind == "page":  # a fringe of curls over the brow
        d = [f"M{_f(cx - r * 0.84)},{_f(cy - r * 0.2)}"]
        for k in range(4):
            x1 = cx - r * 0.84 + (k + 1) * r * 1.68 / 4
            d.append(f"Q{_f(x1 - r * 0.21)},{_f(cy - r * 0.2)} {_f(x1)},{_f(cy - r * (0.4 if k in (1, 2) else 0.3))}")
        d.append(f"C{_f(cx + r * 0.9)},{_f(cy - r * 1.2)} {_f(cx - r * 0.9)},{_f(cy - r * 1.2)} "
                 f"{_f(cx - r * 0.84)},{_f(cy - r * 0.2)} Z")
        parts.append(path(" ".join(d), fill=hair, stroke=INK, stroke_width=1.2))
    return "".join(parts)


def page_cap(cx: float, top: float, colour: str, plume: str = WHITE) -> str:
    """The page's flat cap worn tilted, a jewel and a plume curling back over it."""
    return group(
        path("M-24,4 C-26,-4 -14,-10 0,-10 C16,-10 28,-4 26,4 C14,8 -12,8 -24,4 Z", fill=colour, stroke=INK,
             stroke_width=1.4)
        + path("M-14,-6 C-12,-16 12,-18 16,-6 Z", fill=colour, stroke=INK, stroke_width=1.3)
        + path("M8,-10 C-4,-26 -26,-26 -36,-10 C-26,-16 -14,-16 -6,-8 C-18,-12 -28,-6 -32,2 C-20,-8 -4,-8 6,-4 Z",
               fill=plume, stroke=INK, stroke_width=1.1)
        + circle(10, -6, 3.2, fill=GOLD, stroke=INK, stroke_width=1.0),
        transform(cx, top, -8))


def cavalier_hat(cx: float, top: float, colour: str, plume: str) -> str:
    """The knight's broad hat, the brim turned up at one side, two plumes sweeping back."""
    return group(
        path("M6,-6 C20,-30 44,-30 50,-18 C40,-22 28,-18 20,-6 Z M4,-8 C14,-34 34,-40 44,-32 C32,-30 22,-22 14,-6 Z",
             fill=plume, stroke=INK, stroke_width=1.1)
        + path("M-16,-2 C-16,-18 14,-22 16,-2 Z", fill=colour, stroke=INK, stroke_width=1.4)
        + path("M-30,4 C-22,-4 20,-6 30,-8 C32,-2 26,6 16,6 C4,8 -18,10 -30,4 Z", fill=colour, stroke=INK,
               stroke_width=1.4)
        + path("M-15,-3 C-5,-6 6,-6 15,-4", fill="none", stroke=GOLD, stroke_width=3.0),
        transform(cx, top))


def crown(cx: float, base: float, w: float, gold: str = GOLD) -> str:
    """A royal crown of five fleurons over a red velvet cap, a jewelled band."""
    h = w * 0.55
    x0 = cx - w / 2
    cap = path(f"M{_f(x0 + 3)},{_f(base - 4)} C{_f(x0 + 2)},{_f(base - h * 1.25)} {_f(x0 + w - 2)},{_f(base - h * 1.25)} "
               f"{_f(x0 + w - 3)},{_f(base - 4)} Z", fill="#a3262a", stroke=INK, stroke_width=1.2)
    d = [f"M{_f(x0)},{_f(base)}", f"L{_f(x0 - 2)},{_f(base - h * 0.7)}"]
    for k in range(5):
        tip = x0 + w * k / 4
        # a fleuron: rise to a tip, dip between
        d.append(f"L{_f(tip)},{_f(base - h * (0.95 if k % 2 == 0 else 0.8))}")
        if k < 4:
            d.append(f"L{_f(x0 + w * (k + 0.5) / 4)},{_f(base - h * 0.45)}")
    d.append(f"L{_f(x0 + w + 2)},{_f(base - h * 0.7)} L{_f(x0 + w)},{_f(base)} Z")
    balls = " ".join(f"M{_f(x0 + w * k / 4 + 2.6)},{_f(base - h * (0.95 if k % 2 == 0 else 0.8) - 2.2)} "
                     f"a2.6,2.6 0 1 0 -5.2,0 a2.6,2.6 0 1 0 5.2,0" for k in range(5))
    return (cap + circle(cx, base - h * 1.02, 3.2, fill=gold, stroke=INK, stroke_width=1.0)
            + path(" ".join(d), fill=gold, stroke=INK, stroke_width=1.4)
            + path(balls, fill=WHITE, stroke=INK, stroke_width=0.9)
            + rect(x0 - 1, base - 7, w + 2, 8, rx=2, fill="#c58f1f", stroke=INK, stroke_width=1.2)
            + circle(cx, base - 3, 2.6, fill=RED) + circle(cx - w * 0.3, base - 3, 2.0, fill=BLUE)
            + circle(cx + w * 0.3, base - 3, 2.0, fill=BLUE))


def ruff(cx: float, cy: float, rx: float, ry: float) -> str:
    """A white pleated ruff round the neck."""
    pts = []
    n = 22
    for k in range(n):
        a = 2 * math.pi * k / n
        rr = 1.0 if k % 2 == 0 else 0.8
        pts.append((cx + rx * rr * math.cos(a), cy + ry * rr * math.sin(a)))
    return polygon(pts, fill=WHITE, stroke=INK, stroke_width=1.1)


# ---------------------------------------------------------------- the fante
def fante(suit: Suit, signs: Signs) -> str:
    """The page, full length: long curls, flat plumed cap, ruff, short doublet with a pointed
    waist, puffed and paned trunk hose, a short cape over the left shoulder. Coins: the coin held
    up high; cups: the cup offered at the shoulder; clubs: leaning on the club planted beside him,
    ankles crossed; swords: the long sword point down to the ground and a leafy branch raised."""
    p = PAGES[suit]
    cx = 120.0
    parts: list[str] = []
    shoe = "#3a2516"
    # legs
    if suit is Suit.BATONS:  # leaning: the weight on one leg, the other crossed before it
        parts.append(_limb([(112, 226), (112, 262), (116, GROUND - 6)], p.hose, 12))
        parts.append(ellipse(112, GROUND - 3, 12, 5, fill=shoe, stroke=INK, stroke_width=1.2))
        parts.append(_limb([(130, 226), (126, 262), (104, GROUND - 12)], p.hose, 12))
        parts.append(ellipse(98, GROUND - 9, 10, 5, fill=shoe, stroke=INK, stroke_width=1.2, transform=None))
    else:
        parts.append(_limb([(112, 226), (108, 262), (106, GROUND - 6)], p.hose, 12))
        parts.append(_limb([(128, 226), (132, 262), (136, GROUND - 6)], p.hose, 12))
        parts.append(ellipse(102, GROUND - 3, 12, 5, fill=shoe, stroke=INK, stroke_width=1.2))
        parts.append(ellipse(140, GROUND - 3, 12, 5, fill=shoe, stroke=INK, stroke_width=1.2))
    # garters below the knee
    parts.append(path("M100,252 L120,252 M122,252 L142,252" if suit is not Suit.BATONS else "M102,252 L122,252",
                      stroke=p.slash, stroke_width=4.0))
    # the cape behind, from the left shoulder
    parts.append(path("M100,122 C80,128 70,170 74,214 L92,220 C90,180 96,146 108,124 Z", fill=p.cape, stroke=INK,
                      stroke_width=1.5))
    # trunk hose: a puffed round with panes
    parts.append(path("M94,196 C82,214 90,236 108,236 L120,230 L132,236 C150,236 158,214 146,196 Z", fill=p.slash,
                      stroke=INK, stroke_width=1.5))
    panes = " ".join(f"M{x - 3.5:.1f},{198} L{x - 4.5 + (x - 120) * 0.25:.1f},{234 - abs(x - 120) * 0.1:.1f} "
                     f"L{x + 4.5 + (x - 120) * 0.25:.1f},{234 - abs(x - 120) * 0.1:.1f} L{x + 3.5:.1f},198 Z"
                     for x in (96, 110, 130, 144))
    parts.append(path(panes, fill=p.panes, stroke=INK, stroke_width=1.0))
    # doublet with a pointed waist, buttons down the front
    parts.append(path("M100,118 L140,118 C148,146 146,178 140,204 L120,214 L100,204 C94,178 92,146 100,118 Z",
                      fill=p.doublet, stroke=INK, stroke_width=1.6))
    parts.append(path("M120,122 L120,212", stroke=_shade(p.doublet, 0.7), stroke_width=1.4))
    parts.append(path(" ".join(f"M{121.8:.1f},{y} a1.8,1.8 0 1 0 -3.6,0 a1.8,1.8 0 1 0 3.6,0" for y in range(132, 206, 14)),
                      fill=GOLD, stroke=INK, stroke_width=0.6))
    parts.append(path("M100,204 L120,214 L140,204", fill="none", stroke=GOLD, stroke_width=3.0))
    # head, ruff, cap
    parts.append(rect(114, 98, 12, 18, fill=SKIN, stroke=INK, stroke_width=1.2))
    parts.append(head(cx, 84, 16, "page", p.hair))
    parts.append(ruff(cx, 116, 22, 7))
    parts.append(page_cap(cx + 2, 70, p.cap))
    # shoulders, puffed
    shoulders = (ellipse(98, 128, 10, 10, fill=p.panes, stroke=INK, stroke_width=1.3)
                 + ellipse(142, 128, 10, 10, fill=p.panes, stroke=INK, stroke_width=1.3))
    sleeve = p.doublet
    if suit is Suit.COINS:  # the coin raised high, the other hand at the hip
        parts.append(_limb([(98, 130), (82, 156), (98, 178)], sleeve))
        parts.append(_hand(99, 178))
        parts.append(_limb([(142, 130), (160, 118), (162, 98)], sleeve))
        parts.append(signs["coin"](162, 74, 22))
        parts.append(_hand(162, 96))
    elif suit is Suit.CUPS:  # the cup offered at the shoulder, the other hand holding the cape
        parts.append(_limb([(98, 130), (86, 162), (84, 196)], sleeve))
        parts.append(_hand(84, 197))
        parts.append(_limb([(142, 130), (164, 150), (168, 136)], sleeve))
        parts.append(signs["cup"](168, 108, 58))
        parts.append(_hand(168, 138))
    elif suit is Suit.BATONS:  # leaning on the club, planted on the ground
        x, y = held_at(158, 150, -68, 4)
        parts.append(signs["club"](x, y, 150, 24, 4))
        parts.append(_limb([(98, 130), (82, 156), (98, 178)], sleeve))
        parts.append(_hand(99, 178))
        parts.append(_limb([(142, 130), (154, 140), (158, 152)], sleeve))
        parts.append(_hand(158, 153))
    else:  # the long sword, point down, and a branch
        parts.append(signs["branch"](86, 178, 106, -12))
        parts.append(_limb([(98, 130), (80, 150), (84, 132)], sleeve))
        parts.append(_hand(84, 132))
        x, y = held_at(160, 178, 0.37 * 140, 180)
        parts.append(signs["sword"](x, y, 140, 10, 180))
        parts.append(_limb([(142, 130), (158, 152), (160, 176)], sleeve))
        parts.append(_hand(160, 178))
    parts.append(shoulders)
    return "".join(parts)


# ---------------------------------------------------------------- the cavallo
def _horse(k: Knight, suit: Suit) -> tuple[str, str]:
    """The horse walking left, whole: (what is drawn behind the rider's leg, the near legs and
    head drawn after)."""
    coat, dark = k.horse, _shade(k.horse, 0.78)
    hoof = DARK
    far: list[str] = []
    # far legs, in shade
    for pts in ([(102, 238), (98, 268), (100, GROUND - 4)], [(156, 238), (150, 268), (152, GROUND - 4)]):
        far.append(_limb(pts, dark, 10))
        far.append(rect(pts[-1][0] - 6, pts[-1][1] - 1, 12, 6, rx=2, fill=hoof))
    # tail
    far.append(path("M178,206 C200,210 208,246 200,282 C194,266 186,248 176,230 C170,246 172,262 176,274 "
                    "C164,258 164,228 172,210 Z", fill=k.mane, stroke=INK, stroke_width=1.3))
    # body and neck, one outline
    far.append(path("M74,208 C70,190 66,170 60,154 L82,136 C92,160 100,182 112,196 C134,192 160,192 176,200 "
                    "C194,210 194,238 180,246 C158,256 110,256 86,244 C72,236 70,222 74,208 Z",
                    fill=coat, stroke=INK, stroke_width=1.7))
    # mane along the neck's crest
    far.append(path("M80,134 C90,150 98,170 110,194 C102,190 96,184 92,176 C94,184 96,190 98,194 "
                    "C88,182 84,168 82,160 C80,166 80,170 82,176 C74,160 72,146 72,138 Z",
                    fill=k.mane, stroke=INK, stroke_width=1.1))
    if suit is Suit.SWORDS:  # a dappled grey
        far.append(path(" ".join(f"M{x + 5},{y} a5,4 0 1 0 -10,0 a5,4 0 1 0 10,0"
                                 for x, y in ((130, 232), (148, 240), (160, 226), (100, 232), (90, 216))),
                        fill=_shade(coat, 0.86)))
    near: list[str] = []
    # the head, muzzle down-left
    near.append(path("M64,128 C56,134 44,152 36,168 C32,176 40,184 50,180 C58,172 70,166 82,162 "
                     "C88,150 80,132 64,128 Z", fill=coat, stroke=INK, stroke_width=1.6))
    near.append(path("M64,130 L64,112 L74,126 Z", fill=coat, stroke=INK, stroke_width=1.2))
    near.append(path("M58,134 C52,130 52,124 56,120 C60,126 66,128 70,130 Z", fill=k.mane, stroke=INK,
                     stroke_width=1.0))  # forelock
    near.append(circle(60, 144, 2.4, fill=INK))
    near.append(circle(41, 172, 1.8, fill=INK))
    # bridle and reins
    near.append(path("M44,166 L66,152 L78,140 M50,178 L66,152", fill="none", stroke="#5a2d17", stroke_width=2.2))
    near.append(path("M46,170 C70,190 96,184 110,176", fill="none", stroke="#5a2d17", stroke_width=1.8))
    # the saddle cloth, fringed
    near.append(path("M106,192 L156,192 L162,240 C140,246 122,246 100,240 Z", fill=k.cloth, stroke=INK,
                     stroke_width=1.5))
    near.append(path("M101,236 C122,242 140,242 161,236", fill="none", stroke=k.fringe, stroke_width=4.0))
    near.append(path("M110,198 L152,198 L156,232 L106,232 Z", fill="none", stroke=k.fringe, stroke_width=1.6))
    # near legs: the fore leg lifted at the knee, the hind leg planted
    near.append(_limb([(86, 236), (72, 258), (80, 280)], coat, 11))
    near.append(rect(74, 278, 12, 6, rx=2, fill=hoof, transform="rotate(-20 80 281)"))
    near.append(_limb([(170, 236), (176, 266), (170, GROUND - 4)], coat, 11))
    near.append(rect(164, GROUND - 5, 12, 6, rx=2, fill=hoof))
    return "".join(far), "".join(near)


def cavallo(suit: Suit, signs: Signs) -> str:
    """The knight on a whole horse walking left, a broad plumed hat, his suit sign in the far
    hand: the coin raised, the cup lifted, the sword brandished, the club on his shoulder."""
    k = KNIGHTS[suit]
    far, near = _horse(k, suit)
    parts = [far]
    # the sign arm goes behind the body
    if suit is Suit.COINS:
        parts.append(_limb([(146, 140), (162, 128), (166, 108)], k.sleeve))
        parts.append(signs["coin"](168, 84, 20))
        parts.append(_hand(166, 106))
    elif suit is Suit.CUPS:
        parts.append(_limb([(146, 140), (166, 136), (170, 116)], k.sleeve))
        parts.append(signs["cup"](170, 90, 50))
        parts.append(_hand(170, 116))
    elif suit is Suit.SWORDS:
        x, y = held_at(166, 114, 0.37 * 104, 22)
        parts.append(signs["sword"](x, y, 104, 10, 22))
        parts.append(_limb([(146, 140), (164, 132), (166, 114)], k.sleeve))
        parts.append(_hand(166, 113))
    else:
        x, y = held_at(158, 150, 0.34 * 120, 24)
        parts.append(signs["club"](x, y, 120, 20, 24))
        parts.append(_limb([(146, 140), (160, 160), (158, 150)], k.sleeve))
        parts.append(_hand(158, 150))
    parts.append(near)
    # the rider: coat with skirts over the saddle, sash, near leg in a boot
    parts.append(path("M112,190 C112,176 118,170 124,168 L146,168 C152,172 156,180 156,194 L148,208 L118,208 Z",
                      fill=k.coat, stroke=INK, stroke_width=1.5))
    parts.append(path("M114,130 L152,130 C158,150 156,166 152,178 L116,178 C110,166 110,150 114,130 Z",
                      fill=k.coat, stroke=INK, stroke_width=1.6))
    parts.append(path("M116,138 L152,172", stroke=k.fringe, stroke_width=5.0))
    parts.append(rect(114, 172, 40, 7, fill="#5a2d17", stroke=INK, stroke_width=1.1))
    parts.append(_limb([(130, 196), (112, 212), (116, 240)], k.hose, 13))
    parts.append(path("M108,226 L124,226 L124,248 L128,254 L104,254 L108,246 Z", fill="#3a2516", stroke=INK,
                      stroke_width=1.3))  # the boot
    parts.append(path("M114,256 L124,256", stroke=GOLD, stroke_width=2.5))  # the stirrup
    parts.append(rect(127, 110, 12, 16, fill=SKIN, stroke=INK, stroke_width=1.2))
    parts.append(head(133, 101, 16, "knight", k.hair))
    parts.append(ruff(133, 130, 18, 5))
    parts.append(cavalier_hat(132, 80, k.hat, k.plume))
    # the rein arm, forward
    parts.append(_limb([(120, 140), (108, 160), (110, 176)], k.sleeve))
    parts.append(_hand(110, 176))
    parts.append(ellipse(120, 140, 8, 8, fill=k.sleeve, stroke=INK, stroke_width=1.2))
    return "".join(parts)


# ---------------------------------------------------------------- the re
def _ermine(d: str, spots: list[tuple[float, float]]) -> str:
    """An ermine band or cape: white fur with black tails."""
    tails = " ".join(f"M{x:.1f},{y:.1f} l1.8,4.6 l-1.8,-1.2 l-1.8,1.2 Z" for x, y in spots)
    return path(d, fill=WHITE, stroke=INK, stroke_width=1.4) + path(tails, fill=INK)


def re(suit: Suit, signs: Signs) -> str:
    """The king standing in a long mantle to the ground over his gown, ermine on the shoulders,
    down the mantle's front and along its hem, crowned, bearded. Coins: the coin raised at his
    shoulder; cups: a covered cup held before his breast; swords: the sword raised high; clubs:
    a club shouldered."""
    k = KINGS[suit]
    parts: list[str] = []
    # the mantle, spreading wide to the ground
    parts.append(path("M98,118 C78,128 70,156 66,196 C62,240 56,272 50,GND L190,GND C184,272 178,240 174,196 "
                      "C170,156 162,128 142,118 Z".replace("GND", f"{GROUND - 2:.0f}"),
                      fill=k.mantle, stroke=INK, stroke_width=1.7))
    parts.append(path("M66,210 C72,236 70,262 60,292", fill="none", stroke=_shade(k.mantle, 0.72), stroke_width=1.8))
    parts.append(path("M174,210 C168,236 170,262 180,292", fill="none", stroke=_shade(k.mantle, 0.72), stroke_width=1.8))
    # a brocade of small gold flowers on the mantle
    spots = [(x, y) for y in range(168, 280, 26) for x in (72 + (y - 168) * -0.08, 168 + (y - 168) * 0.08)]
    spots += [(x + 0 * y, y + 13) for x, y in ((84, 174), (156, 174), (80, 226), (160, 226))]
    brocade = " ".join(f"M{x + 2.2:.1f},{y - 3:.1f} a2.2,2.2 0 1 0 -4.4,0 a2.2,2.2 0 1 0 4.4,0 "
                       f"M{x - 0.4:.1f},{y + 1.5:.1f} a2.2,2.2 0 1 0 -4.4,0 a2.2,2.2 0 1 0 4.4,0 "
                       f"M{x + 4.8:.1f},{y + 1.5:.1f} a2.2,2.2 0 1 0 -4.4,0 a2.2,2.2 0 1 0 4.4,0" for x, y in spots)
    parts.append(path(brocade, fill=k.trim if k.trim != k.mantle else GOLD, opacity=0.9))
    # the gown in the opening, with a jewelled orphrey
    parts.append(path(f"M110,130 L130,130 L150,{GROUND - 2:.0f} L90,{GROUND - 2:.0f} Z", fill=k.gown, stroke=INK,
                      stroke_width=1.4))
    parts.append(path(f"M116,150 L124,150 L128,{GROUND - 14:.0f} L112,{GROUND - 14:.0f} Z", fill=k.trim, stroke=INK,
                      stroke_width=1.0))
    parts.append(path(" ".join(f"M{122.5:.1f},{y} a2.5,2.5 0 1 0 -5,0 a2.5,2.5 0 1 0 5,0" for y in range(166, 280, 22)),
                      fill=RED if k.trim != RED else BLUE))
    parts.append(rect(100, 196, 40, 8, fill=k.trim, stroke=INK, stroke_width=1.2))  # the girdle
    # ermine down the mantle's front edges and along the hem
    g = GROUND - 2
    parts.append(_ermine(f"M104,140 L112,140 L92,{g - 10:.0f} L80,{g - 10:.0f} Z", [(101, 170), (95, 210), (89, 250)]))
    parts.append(_ermine(f"M128,140 L136,140 L160,{g - 10:.0f} L148,{g - 10:.0f} Z", [(138, 170), (145, 210), (151, 250)]))
    parts.append(_ermine(f"M52,{g - 12:.0f} L188,{g - 12:.0f} L190,{g:.0f} L50,{g:.0f} Z",
                         [(62 + 16 * i, g - 10) for i in range(8)]))
    # the free arm holds the mantle at the girdle
    parts.append(_limb([(80, 132), (74, 170), (96, 196)], k.mantle, 14))
    parts.append(ellipse(93, 194, 8, 6, fill=WHITE, stroke=INK, stroke_width=1.1, transform="rotate(40 93 194)"))
    parts.append(_hand(99, 198))
    # the ermine cape over the shoulders, head, crown
    parts.append(_ermine("M88,120 C96,108 144,108 152,120 C164,130 164,146 156,152 C134,160 106,160 84,152 "
                         "C76,146 76,130 88,120 Z", [(92, 132), (106, 144), (120, 148), (134, 144), (148, 132),
                                                     (100, 122), (140, 122)]))
    parts.append(head(120, 88, 17, "king", k.hair, k.beard))
    parts.append(crown(120, 74, 36))
    # the arm that holds the sign, in front of the cape
    hx, hy = {Suit.COINS: (166, 110), Suit.CUPS: (162, 166), Suit.SWORDS: (170, 138), Suit.BATONS: (164, 172)}[suit]
    elbow = {Suit.COINS: (174, 142), Suit.CUPS: (176, 176), Suit.SWORDS: (178, 160), Suit.BATONS: (176, 186)}[suit]
    if suit is Suit.SWORDS:
        x, y = held_at(hx, hy, 0.37 * 116, -3)
        parts.append(signs["sword"](x, y, 116, 12, -3))
    if suit is Suit.BATONS:
        x, y = held_at(hx, hy, 0.34 * 136, 14)
        parts.append(signs["club"](x, y, 136, 24, 14))
    parts.append(_limb([(154, 136), elbow, (hx, hy + 3)], k.mantle, 14))
    if suit is Suit.COINS:
        parts.append(signs["coin"](168, 84, 24))
    if suit is Suit.CUPS:
        parts.append(signs["lidded_cup"](162, 128, 70))
    parts.append(_hand(hx, hy))
    return "".join(parts)
