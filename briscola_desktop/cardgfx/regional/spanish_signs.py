"""The suit signs of the Spanish deck (baraja espanola, Castilian pattern), drawn for it alone.

Oros: a gold coin with a spiked ring of rays and a six-pointed star at its red heart; copas: a wide golden goblet
with a red band and blue jewels on a knobbed stem; espadas: a straight blue-grey blade with a gold
cross guard whose ends curl down, a dark grip and a round pommel; bastos: a thick club of light wood,
knobbed all along its length, with knots, grain, cut stubs and (on the big ones) a fresh green sprout. Coordinates are card units (y down).
"""

from __future__ import annotations

import math

from ..svg import circle, circle_d, ellipse, ellipse_d, group, path, polygon, rect, transform
from .common import INK

GOLD = "#f0b52c"
GOLD_LIGHT = "#fbdc6e"
GOLD_DARK = "#b8701a"
RED = "#c8322b"
BLUE = "#2a5ca8"
GREEN = "#2f8a3e"
STEEL = "#86acdc"
STEEL_DARK = "#2f5d9e"
CLUB = "#d49f52"
CLUB_LIGHT = "#f4d9a0"
CLUB_DARK = "#6e4318"
KNOT = "#a96f2c"
BARK = "#9a6428"
SPROUT = "#3aa24a"


def oro(cx: float, cy: float, r: float, detail: bool = True, face: bool = False) -> str:
    """A coin: a rimmed gold disc, a spiked ring of rays inside it and, at its heart, a six-pointed star on a
    red ground (``face``: a smiling sun's face instead, as on the big ace)."""
    ow = max(1.2, r / 20)
    parts = [circle(cx, cy, r, fill=GOLD, stroke=INK, stroke_width=ow),
             circle(cx, cy, r * 0.84, fill="none", stroke=GOLD_DARK, stroke_width=max(1.0, r * 0.07))]
    rays = 12 if r < 40 else 16
    pts = []
    for k in range(rays * 2):
        a = math.radians(k * 180 / rays)
        rr = r * (0.74 if k % 2 == 0 else 0.5)
        pts.append((cx + rr * math.sin(a), cy - rr * math.cos(a)))
    parts.append(polygon(pts, fill=GOLD_LIGHT, stroke=GOLD_DARK, stroke_width=max(0.8, r * 0.035)))
    if face:
        parts.append(circle(cx, cy, r * 0.4, fill=GOLD, stroke=INK, stroke_width=ow * 0.6))
        e = r * 0.065
        parts.append(path(circle_d(cx - r * 0.14, cy - r * 0.08, e) + " " + circle_d(cx + r * 0.14, cy - r * 0.08, e),
                          fill="#7a3d10"))
        parts.append(path(f"M{cx - r * 0.17:.2f},{cy + r * 0.12:.2f} Q{cx:.2f},{cy + r * 0.26:.2f} "
                          f"{cx + r * 0.17:.2f},{cy + r * 0.12:.2f}", fill="none", stroke="#7a3d10",
                          stroke_width=max(0.9, r * 0.05), stroke_linecap="round"))
        return "".join(parts)
    parts.append(circle(cx, cy, r * 0.42, fill=RED, stroke=INK, stroke_width=ow * 0.6))
    if detail:
        star = []
        for k in range(12):
            a = math.radians(k * 30)
            rr = r * (0.34 if k % 2 == 0 else 0.17)
            star.append((cx + rr * math.sin(a), cy - rr * math.cos(a)))
        parts.append(polygon(star, fill=GOLD_LIGHT, stroke=INK, stroke_width=max(0.7, r * 0.03)))
    return "".join(parts)


def copa(cx: float, cy: float, h: float, detail: bool = True, lid: bool = False) -> str:
    """A goblet ``h`` tall centred on (cx, cy): wide bowl, red band with blue jewels, knobbed stem."""
    s = h / 100.0
    ow = 1.5 / s
    body = []
    if lid:
        body.append(path("M-28,-46 C-26,-68 26,-68 28,-46 Z", fill=GOLD, stroke=INK, stroke_width=ow))
        body.append(path("M-18,-56 L18,-56", stroke=RED, stroke_width=4.0))
        body.append(circle(0, -70, 6, fill=BLUE, stroke=INK, stroke_width=ow))
    body.append(path("M-32,-46 C-34,-12 -18,4 0,5 C18,4 34,-12 32,-46 Z", fill=GOLD, stroke=INK, stroke_width=ow))
    body.append(path("M-32.4,-34 L32.4,-34 L30.6,-22 L-30.6,-22 Z", fill=RED, stroke=INK, stroke_width=ow * 0.6))
    if detail:
        body.append(path(" ".join(circle_d(x, -28, 3.6) for x in (-18, 0, 18)), fill=BLUE, stroke=INK,
                         stroke_width=ow * 0.4))
        body.append(path("M-22,-14 C-16,-4 -8,-1 0,-1", fill="none", stroke="#fff1b8", stroke_width=3.0,
                         stroke_linecap="round"))
    body.append(ellipse(0, -46, 32, 6.5, fill=GOLD_DARK, stroke=INK, stroke_width=ow))
    body.append(rect(-5, 3, 10, 30, fill=GOLD, stroke=INK, stroke_width=ow))
    body.append(ellipse(0, 17, 11, 7, fill=BLUE, stroke=INK, stroke_width=ow))
    body.append(path("M-27,50 C-27,40 -10,36 -5,32 L5,32 C10,36 27,40 27,50 Z", fill=GOLD, stroke=INK,
                     stroke_width=ow))
    if detail:
        body.append(path("M-22,45 L22,45", stroke=RED, stroke_width=3.0))
    return group(body, transform(cx, cy, 0, s))


def espada(cx: float, cy: float, length: float, width: float, rot: float = 0, detail: bool = True,
           guard: float = 1.65, curve: float = 0.0) -> str:
    """A straight sword, point up before ``rot`` (degrees, clockwise), centred on (cx, cy); ``guard``: the
    cross guard's half-span in blade widths."""
    half = length / 2
    hw = width / 2
    gy = half - length * 0.2
    tip = -half
    ow = 1.5 if detail else 1.2
    def bend(y: float) -> float:  # ``curve``: how far the point swings aside, in lengths (a gently bent blade)
        return curve * length * ((gy - y) / (gy - tip)) ** 2

    if curve:
        ys = [gy + (tip + width * 1.7 - gy) * k / 5 for k in range(6)]
        outline = ([(-hw + bend(y), y) for y in ys] + [(bend(tip), tip)]
                   + [(hw + bend(y), y) for y in reversed(ys)])
        mid = " ".join(f"{'M' if k == 0 else 'L'}{bend(y):.2f},{y:.2f}" for k, y in
                       enumerate(gy - 4 + (tip + width * 2.2 - gy + 4) * j / 4 for j in range(5)))
    else:
        outline = [(-hw, gy), (-hw, tip + width * 1.7), (0, tip), (hw, tip + width * 1.7), (hw, gy)]
        mid = f"M0,{gy - 4:.2f} L0,{tip + width * 2.2:.2f}"
    parts = [polygon(outline, fill=STEEL, stroke=INK, stroke_width=ow)]
    if detail:
        parts.append(path(mid, fill="none", stroke=STEEL_DARK, stroke_width=max(1.0, width * 0.16),
                          stroke_linecap="round"))
    gw = width * guard
    gt = max(width * 0.38, 2.4)
    guard = (f"M{-gw:.2f},{gy + gt * 1.6:.2f} Q{-gw:.2f},{gy:.2f} {-gw * 0.5:.2f},{gy:.2f} "
             f"L{gw * 0.5:.2f},{gy:.2f} Q{gw:.2f},{gy:.2f} {gw:.2f},{gy + gt * 1.6:.2f}")
    parts.append(path(guard, fill="none", stroke=INK, stroke_width=gt + 2.4, stroke_linecap="round"))
    parts.append(path(guard, fill="none", stroke=GOLD, stroke_width=gt, stroke_linecap="round"))
    grip = length * 0.12
    parts.append(rect(-hw * 0.75, gy + gt * 0.4, width * 0.75, grip, rx=width * 0.15, fill="#6b2a1e", stroke=INK,
                      stroke_width=ow))
    parts.append(circle(0, gy + gt * 0.4 + grip + width * 0.4, width * 0.52, fill=GOLD, stroke=INK, stroke_width=ow))
    return group(parts, transform(cx, cy, rot))


def _lumpy_side(side: int, length: float, wt: float, wb: float, bumps: list[float]) -> list[tuple[float, float]]:
    pts = []
    n = len(bumps)
    for k in range(n + 1):
        t = k / n
        pts.append((side * (wb + (wt - wb) * t), length / 2 - t * (length - wt)))
    return pts


def basto(cx: float, cy: float, length: float, width: float, rot: float = 0, detail: bool = True,
          sprout: bool = True) -> str:
    """A knotted club, thick knobbed end up, tapering to the grip: round knots bulge from both sides, a
    lopped twig or two shows its cut end, and a fresh shoot sprouts from it."""
    half = length / 2
    wt = width / 2
    wb = wt * 0.52
    ow = 1.5 if detail else 1.2
    top = -half + wt

    def hw(y: float) -> float:
        return wb + (wt - wb) * (half - y) / (length - wt)

    parts = []
    if sprout:  # a young shoot from a knot, behind the club
        sy = -length * 0.1
        parts.append(path(f"M{wt * 0.8:.2f},{sy:.2f} C{wt * 1.5:.2f},{sy - width * 0.4:.2f} "
                          f"{wt * 2.2:.2f},{sy - width * 0.3:.2f} {wt * 2.7:.2f},{sy - width * 0.8:.2f} "
                          f"C{wt * 1.9:.2f},{sy - width * 0.9:.2f} {wt * 1.3:.2f},{sy - width * 0.6:.2f} "
                          f"{wt * 0.6:.2f},{sy - width * 0.2:.2f} Z", fill=SPROUT, stroke=INK, stroke_width=ow * 0.7))
    # cut stubs of lopped twigs, behind the club
    stubs = []
    for frac, side in ((-0.2, -1), (0.22, 1)):
        y = frac * length
        x = side * hw(y) * 0.8
        stubs.append(f"M{x:.2f},{y - width * 0.12:.2f} L{x + side * width * 0.36:.2f},{y - width * 0.34:.2f} "
                     f"L{x + side * width * 0.46:.2f},{y - width * 0.1:.2f} L{x:.2f},{y + width * 0.12:.2f} Z")
    parts.append(path(" ".join(stubs), fill=BARK, stroke=INK, stroke_width=ow * 0.8))
    # the knots: round swellings half outside the outline
    knots = [(-0.3, 1), (-0.17, -1), (0.0, 1), (0.12, -1), (0.3, -1)]
    knob_d = " ".join(circle_d(side * hw(f * length) * 0.92, f * length, width * 0.17) for f, side in knots)
    parts.append(path(knob_d, fill=KNOT, stroke=INK, stroke_width=ow))
    d = (f"M{-wb:.2f},{half:.2f} L{wb:.2f},{half:.2f} L{wt:.2f},{top:.2f} "
         f"C{wt * 1.2:.2f},{top - wt * 1.55:.2f} {-wt * 1.2:.2f},{top - wt * 1.55:.2f} {-wt:.2f},{top:.2f} Z")
    parts.append(path(d, fill=CLUB, stroke=INK, stroke_width=ow))
    parts.append(path(knob_d, fill=KNOT))  # the knots' inner halves over the outline
    if detail:
        parts.append(path(f"M{-wt * 0.45:.2f},{top:.2f} L{-wb * 0.4:.2f},{half * 0.8:.2f}",
                          stroke=CLUB_LIGHT, stroke_width=max(1.0, width * 0.1), stroke_linecap="round"))
        # the grain: two long dark strokes, and the cut end grain at the butt
        parts.append(path(f"M{wt * 0.3:.2f},{top + wt * 0.2:.2f} C{wt * 0.5:.2f},{-half * 0.2:.2f} "
                          f"{wb * 0.1:.2f},{half * 0.3:.2f} {wb * 0.35:.2f},{half * 0.9:.2f} "
                          f"M{wt * 0.62:.2f},{-half * 0.55:.2f} C{wt * 0.7:.2f},{-half * 0.3:.2f} "
                          f"{wt * 0.45:.2f},{-half * 0.1:.2f} {wt * 0.5:.2f},{half * 0.1:.2f}",
                          fill="none", stroke=CLUB_DARK, stroke_width=max(0.8, width * 0.045), stroke_linecap="round"))
        eyes = " ".join(ellipse_d(side * hw(f * length) * 0.78, f * length, width * 0.08, width * 0.06)
                        for f, side in knots)
        parts.append(path(eyes, fill=CLUB_DARK))
    return group(parts, transform(cx, cy, rot))


def sign(suit_index: int, cx: float, cy: float, size: float, detail: bool = False) -> str:
    """One sign in a box of ``size`` (0 oros, 1 copas, 2 espadas, 3 bastos)."""
    if suit_index == 0:
        return oro(cx, cy, size * 0.46, detail)
    if suit_index == 1:
        return copa(cx, cy, size * 0.95, detail)
    if suit_index == 2:
        return espada(cx, cy, size * 1.1, size * 0.2, detail=detail)
    return basto(cx, cy, size * 1.05, size * 0.4, detail=detail)
