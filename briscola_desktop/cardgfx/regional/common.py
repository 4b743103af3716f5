"""What the real patterns share: the card's paper, corner numerals, the half turn of a double-headed
card, the rank index of the patterns that print none, and small ornaments.

Coordinates are card units on a 240 x 360 card, as in the rest of ``cardgfx``; everything is
plain SVG that nanosvg draws (no text, clip paths or patterns).
"""

from __future__ import annotations

import math

from briscola_desktop.rules.cards import Card, Rank
from ..glyphs import index_mark
from ..svg import group, path, polygon, rect

#: Where the coins and cups of the two to six sit on a 240x360 card in the Piacentine (its seven has a
#: layout of its own).
PIP_SPOTS: dict[int, list[tuple[int, int]]] = {
    2: [(120, 100), (120, 260)],
    3: [(120, 80), (120, 180), (120, 280)],
    4: [(80, 100), (160, 100), (80, 260), (160, 260)],
    5: [(80, 92), (160, 92), (120, 180), (80, 268), (160, 268)],
    6: [(80, 84), (160, 84), (80, 180), (160, 180), (80, 276), (160, 276)],
    7: [(80, 76), (160, 76), (120, 128), (80, 180), (160, 180), (80, 284), (160, 284)],
}

W, H = 240, 360
CX, CY = W / 2, H / 2
RADIUS = 14
INK = "#231c17"
SKIN = "#f3d3b0"
WHITE = "#fbf8f0"


def blank(paper: str, edge: str = "#3b3631") -> str:
    return rect(1.5, 1.5, W - 3, H - 3, rx=RADIUS, fill=paper, stroke=edge, stroke_width=3.0)


def turned(svg: str) -> str:
    """``svg`` turned half round the card's centre (the lower half of a mirrored card)."""
    return group(svg, f"rotate(180 {CX} {CY})")


def corner_numerals(rank: Rank, colour: str, x: float = 22, top: float = 12, height: float = 30,
                    backing: str | None = None) -> str:
    """The rank's number at the top left and, turned, at the bottom right; ``backing`` paints a
    patch of paper under it (where a court card's frame would run through the number)."""
    label = str(int(rank))
    mark = index_mark(label, x, top, height, colour, weight=2.9, condense=0.72 if len(label) > 1 else 1.0)
    if backing:
        mark = rect(x - 16, top - 6, 32, height + 12, rx=5, fill=backing) + mark
    return mark + turned(mark)


def rank_index(card: Card) -> str:
    """A small rank numeral on a white tab in the top-left corner (and turned at the bottom
    right), for the patterns whose real cards print none; drawn over the face."""
    label = str(int(card.rank))
    wide = len(label) > 1
    tab = rect(5, 5, 36 if wide else 28, 40, rx=7, fill=WHITE, stroke=INK, stroke_width=1.8)
    mark = index_mark(label, 23 if wide else 19, 11, 28, INK, weight=3.1, condense=0.6 if wide else 1.0)
    return tab + mark + turned(tab + mark)


def eagle_wing(side: int, colour: str) -> str:
    """One heraldic wing, raised: a solid upper edge and a scalloped row of long feathers below."""
    pts = [(22, -14), (40, -48), (66, -74), (98, -88)]
    d = [f"M{side * pts[0][0]},{pts[0][1]}"]
    for x, y in pts[1:]:
        d.append(f"L{side * x},{y}")
    # the feathers' tips, from the wing tip back towards the body
    tips = [(100, -64), (100, -38), (94, -14), (82, 8), (64, 24), (44, 32)]
    last = (98, -88)
    for x, y in tips:
        mx, my = (last[0] + x) / 2 + 10, (last[1] + y) / 2
        d.append(f"Q{side * mx:.2f},{my:.2f} {side * x},{y}")
        last = (x, y)
    d.append(f"L{side * 18},18 Z")
    ribs = " ".join(f"M{side * 30},{-6 + k * 6} L{side * x},{y}" for k, (x, y) in enumerate(tips[:-1]))
    return (path(" ".join(d), fill=colour, stroke=INK, stroke_width=1.5)
            + path(ribs, stroke="#8f806c", stroke_width=1.4))


def frame(x: float, y: float, w: float, h: float, colour: str, width: float = 2.2, rx: float = 6) -> str:
    return rect(x, y, w, h, rx=rx, fill="none", stroke=colour, stroke_width=width)


def leaf(x: float, y: float, length: float, angle: float, fill: str, ink: str = INK) -> str:
    """A pointed leaf from (x, y) pointing at ``angle`` degrees (0 = up, clockwise)."""
    half = length / 2
    d = (f"M0,0 C{length * 0.32:.2f},{-half * 0.4:.2f} {length * 0.3:.2f},{-length * 0.8:.2f} 0,{-length:.2f} "
         f"C{-length * 0.3:.2f},{-length * 0.8:.2f} {-length * 0.32:.2f},{-half * 0.4:.2f} 0,0 Z")
    return group(path(d, fill=fill, stroke=ink, stroke_width=1.1), f"translate({x:.2f} {y:.2f}) rotate({angle:.2f})")


def sprig(x: float, y: float, length: float, angle: float, fill: str, leaves: int = 3) -> str:
    """A stem with leaves on both sides (laurel or olive)."""
    a = math.radians(angle)
    dx, dy = math.sin(a), -math.cos(a)
    parts = [path(f"M{x:.2f},{y:.2f} L{x + dx * length:.2f},{y + dy * length:.2f}", stroke="#4d3a18",
                  stroke_width=1.6, stroke_linecap="round")]
    for k in range(leaves):
        t = (k + 0.6) / (leaves + 0.2)
        px, py = x + dx * length * t, y + dy * length * t
        size = length * 0.34 * (1.1 - 0.3 * t)
        parts.append(leaf(px, py, size, angle - 50, fill))
        parts.append(leaf(px, py, size, angle + 50, fill))
    parts.append(leaf(x + dx * length, y + dy * length, length * 0.3, angle, fill))
    return "".join(parts)


def scroll(cx: float, cy: float, w: float, h: float, fill: str, ink: str = INK, lines: int = 2) -> str:
    """A ribbon cartouche with curled ends and a few lines of script-like strokes (a motto drawn
    as a gesture: nanosvg has no text)."""
    x0, x1 = cx - w / 2, cx + w / 2
    y0, y1 = cy - h / 2, cy + h / 2
    body = path(f"M{x0 + 8:.2f},{y0:.2f} L{x1 - 8:.2f},{y0:.2f} C{x1 + 4:.2f},{y0:.2f} {x1 + 4:.2f},{y1:.2f} "
                f"{x1 - 8:.2f},{y1:.2f} L{x0 + 8:.2f},{y1:.2f} C{x0 - 4:.2f},{y1:.2f} {x0 - 4:.2f},{y0:.2f} "
                f"{x0 + 8:.2f},{y0:.2f} Z", fill=fill, stroke=ink, stroke_width=1.4)
    curls = (path(f"M{x0 + 8:.2f},{y0:.2f} C{x0:.2f},{y0 + 4:.2f} {x0 + 2:.2f},{y0 + 10:.2f} {x0 + 9:.2f},{y0 + 8:.2f}",
                  fill="none", stroke=ink, stroke_width=1.2)
             + path(f"M{x1 - 8:.2f},{y1:.2f} C{x1:.2f},{y1 - 4:.2f} {x1 - 2:.2f},{y1 - 10:.2f} {x1 - 9:.2f},{y1 - 8:.2f}",
                    fill="none", stroke=ink, stroke_width=1.2))
    script = []
    for i in range(lines):
        y = y0 + h * (i + 1) / (lines + 1)
        x = x0 + 12
        d = [f"M{x:.2f},{y:.2f}"]
        k = 0
        while x < x1 - 16:
            step = 5.0 + (k * 7 % 5)
            d.append(f"q{step / 2:.2f},{-3.2 if k % 2 else 2.6:.2f} {step:.2f},0")
            x += step
            k += 1
            if k % 6 == 5:
                x += 4
                d.append("m4,0")
        script.append("".join(d))
    return body + curls + path(" ".join(script), fill="none", stroke=ink, stroke_width=1.1,
                               stroke_linecap="round")


def star(cx: float, cy: float, r: float, points: int, fill: str, inner: float = 0.45, rot: float = 0) -> str:
    pts = []
    for k in range(points * 2):
        a = math.radians(rot + k * 180 / points)
        rr = r if k % 2 == 0 else r * inner
        pts.append((cx + rr * math.sin(a), cy - rr * math.cos(a)))
    return polygon(pts, fill=fill, stroke=INK, stroke_width=1.0)
