"""The four Italian suit signs: the golden denaro, the goblet, the straight sword, the knotty baton.

Each is drawn at any size and angle, plain (corners, hands) or in full detail (pips, aces,
the items the court figures hold). The colours of the Italian pack live here too, beside the
signs that set them. Coordinates are card units on a 240 x 360 card.
"""

from __future__ import annotations

import math

from briscola_desktop.rules.cards import Suit
from .svg import circle, circle_d, ellipse, ellipse_d, group, path, rect, transform

INK = "#2a211c"
GOLD = "#e8b437"
GOLD_LIGHT = "#f7dc83"
GOLD_DARK = "#a8731c"
RED = "#c2372b"
GREEN = "#2f7d45"
BLUE = "#2d5ea8"
STEEL = "#c7dced"
STEEL_DARK = "#6f93b8"
SKIN = "#f4d2ac"
WOOD = "#b8742f"
WOOD_LIGHT = "#dca265"
WOOD_DARK = "#74411a"
LEAF = "#3e8e41"


# ---------------------------------------------------------------- suit signs
def coin(cx: float, cy: float, r: float, detail: bool = True) -> str:
    """A golden denaro: a rimmed disc with a ring of dots and a red rosette."""
    s = r / 48.0
    ow = max(1.6, 2.2 * s) if detail else 1.8
    parts = [circle(cx, cy, r, fill=GOLD, stroke=INK, stroke_width=float(ow))]
    if not detail:
        parts.append(circle(cx, cy, r * 0.62, fill=GOLD_LIGHT, stroke=GOLD_DARK, stroke_width=1.0))
        parts.append(circle(cx, cy, r * 0.3, fill=RED))
        return "".join(parts)
    parts.append(circle(cx, cy, r * 0.86, fill="none", stroke=GOLD_DARK, stroke_width=float(1.6 * s)))
    dots = " ".join(circle_d(cx + math.cos(math.radians(k * 30 + 15)) * r * 0.93,
                             cy + math.sin(math.radians(k * 30 + 15)) * r * 0.93, r * 0.05)
                    for k in range(12))
    parts.append(path(dots, fill=RED))
    parts.append(circle(cx, cy, r * 0.74, fill=GOLD_LIGHT, stroke=INK, stroke_width=float(ow * 0.7)))
    for first, colour in ((0, RED), (1, "#e0672e")):
        petals = " ".join(ellipse_d(cx, cy - r * 0.37, r * 0.13, r * 0.3, k * 45, cx, cy)
                          for k in range(first, 8, 2))
        parts.append(path(petals, fill=colour, stroke=INK, stroke_width=float(ow * 0.45)))
    parts.append(circle(cx, cy, r * 0.19, fill=GREEN, stroke=INK, stroke_width=float(ow * 0.5)))
    parts.append(circle(cx, cy, r * 0.07, fill=GOLD_LIGHT))
    return "".join(parts)


def cup(cx: float, cy: float, height: float, detail: bool = True) -> str:
    """A goblet ``height`` tall centred on (cx, cy): gold bowl, blue band, red knop."""
    s = height / 100.0
    ow = (1.6 if detail else 1.4) / s
    body = [
        # bowl
        path("M-32,-42 C-32,-5 -18,8 0,8 C18,8 32,-5 32,-42 Z", fill=GOLD, stroke=INK,
             stroke_width=float(ow)),
    ]
    if detail:
        body.append(path("M-31.4,-31 L31.4,-31 L29.6,-21 L-29.6,-21 Z", fill=BLUE))
        body.append(path("M-22,-14 C-16,-2 -8,2 0,2.5", fill="none", stroke=GOLD_LIGHT,
                         stroke_width=float(3.0)))
        for x in (-18, 0, 18):
            body.append(circle(x, -26, 2.6, fill=GOLD_LIGHT))
    body += [
        ellipse(0, -42, 32, 7, fill=GOLD_DARK, stroke=INK, stroke_width=float(ow)),
        rect(-5, 6, 10, 25, fill=GOLD, stroke=INK, stroke_width=float(ow)),
        ellipse(0, 17, 10, 5.5, fill=RED, stroke=INK, stroke_width=float(ow)),
        path("M-23,47 C-23,37 -9,33 -5,30 L5,30 C9,33 23,37 23,47 Z", fill=GOLD, stroke=INK,
             stroke_width=float(ow)),
    ]
    if detail:
        body.append(path("M-20,42 L20,42", stroke=RED, stroke_width=float(3.0)))
    return group(body, transform(cx, cy, 0, s))


def sword(cx: float, cy: float, length: float, width: float, rot: float = 0,
          detail: bool = True) -> str:
    """A straight sword, point up, ``length`` long and ``width`` across the blade."""
    half = length / 2
    pr = width * 0.42  # pommel radius
    pommel_y = half - pr
    grip_len = length * 0.12
    grip_bottom = pommel_y - pr * 0.6
    grip_top = grip_bottom - grip_len
    guard_t = max(width * 0.5, 2.5)
    guard_top = grip_top - guard_t
    gw = width * 1.9
    hw = width / 2
    ow = 1.6 if detail else 1.2
    parts = [
        path(f"M{-hw:.2f},{guard_top:.2f} L{-hw:.2f},{-half + width * 1.8:.2f} L0,{-half:.2f} "
             f"L{hw:.2f},{-half + width * 1.8:.2f} L{hw:.2f},{guard_top:.2f} Z",
             fill=STEEL, stroke=INK, stroke_width=float(ow)),
    ]
    if detail:
        parts.append(path(f"M0,{guard_top - 4:.2f} L0,{-half + width * 2.2:.2f}", stroke=STEEL_DARK,
                          stroke_width=float(max(1.2, width * 0.16)), stroke_linecap="round"))
    parts += [
        rect(-hw * 0.7, grip_top, width * 0.7, grip_len + pr, fill=RED, stroke=INK,
             stroke_width=float(ow)),
        rect(-gw, guard_top, gw * 2, guard_t, rx=guard_t / 2, fill=GOLD, stroke=INK,
             stroke_width=float(ow)),
        circle(0, pommel_y, pr, fill=GOLD, stroke=INK, stroke_width=float(ow)),
    ]
    if detail:
        parts.append(circle(-gw, guard_top + guard_t / 2, guard_t * 0.55, fill=RED, stroke=INK,
                            stroke_width=float(ow * 0.8)))
        parts.append(circle(gw, guard_top + guard_t / 2, guard_t * 0.55, fill=RED, stroke=INK,
                            stroke_width=float(ow * 0.8)))
    return group(parts, transform(cx, cy, rot))


def baton(cx: float, cy: float, length: float, width: float, rot: float = 0,
          detail: bool = True, leaves: bool = False) -> str:
    """A knotty club, thick end up, with cut-branch knots and a red grip band."""
    half = length / 2
    wt = width * 0.55   # half width at the top
    wb = width * 0.33   # half width at the bottom
    ow = 1.6 if detail else 1.2
    body = (f"M{-wb:.2f},{half:.2f} L{-wt:.2f},{-half + wt:.2f} "
            f"C{-wt:.2f},{-half - wt * 0.25:.2f} {wt:.2f},{-half - wt * 0.25:.2f} {wt:.2f},{-half + wt:.2f} "
            f"L{wb:.2f},{half:.2f} Z")
    parts = []

    def halfwidth(y: float) -> float:
        t = (y + half) / length
        return wt + (wb - wt) * t

    knots = [(-0.3, -1), (-0.08, 1), (0.14, -1), (0.33, 1)] if detail else [(-0.15, 1), (0.15, -1)]
    knot_parts = []
    for frac, side in knots:
        y = frac * length
        x = side * halfwidth(y)
        knot_parts.append(group(ellipse(side * width * 0.12, 0, width * 0.26, width * 0.17,
                                        fill=WOOD_DARK, stroke=INK, stroke_width=float(ow * 0.8)),
                                transform(x, y, side * -30)))
    parts.extend(knot_parts)
    parts.append(path(body, fill=WOOD, stroke=INK, stroke_width=float(ow)))
    if detail:
        parts.append(path(f"M{-wt * 0.35:.2f},{-half + wt * 0.8:.2f} L{-wb * 0.35:.2f},{half * 0.75:.2f}",
                          stroke=WOOD_LIGHT, stroke_width=float(max(1.2, width * 0.14)),
                          stroke_linecap="round"))
        for frac, side in knots:
            y = frac * length
            parts.append(circle(side * halfwidth(y) * 0.55, y, width * 0.06, fill=WOOD_DARK))
    band_y = half - length * 0.12
    parts.append(rect(-wb * 1.2, band_y, wb * 2.4, length * 0.05, fill=RED, stroke=INK,
                      stroke_width=float(ow * 0.8)))
    if leaves:
        for side in (-1, 1):
            parts.append(group(ellipse(0, -width * 0.45, width * 0.2, width * 0.5, fill=LEAF, stroke=INK,
                                       stroke_width=float(ow * 0.7)),
                               transform(side * wt * 0.8, -half + wt * 0.4, side * 50)))
    return group(parts, transform(cx, cy, rot))


def suit_sign(suit: Suit, cx: float, cy: float, size: float, detail: bool = False) -> str:
    """A suit sign about ``size`` tall, for corners and hands."""
    if suit is Suit.COINS:
        return coin(cx, cy, size * 0.48, detail)
    if suit is Suit.CUPS:
        return cup(cx, cy, size, detail)
    if suit is Suit.SWORDS:
        return sword(cx, cy, size * 1.15, size * 0.2, detail=detail)
    return baton(cx, cy, size * 1.1, size * 0.36, detail=detail)
