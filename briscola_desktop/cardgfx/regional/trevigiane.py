"""Trevigiane (Trevisane): the pattern of Treviso, Venice and the Veneto, and much of Friuli.

What makes it known on sight, as drawn here: Italian-type suits; long curved swords of dark steel in
pairs, each pair an oval with one hilt at its foot and one at its head, the pairs nested one inside
another with paper between, the odd counts with a straight sword upright in the clear middle; smooth
wooden staves, gently tapering, one thin gold band at the grip and gold-capped, crossed in pairs (X) and sheaves (an X with one upright
through it), each crossing bound with a gold flower; coins as great struck gold pieces (a beaded rim, a
ring of gold petals, a red rosette with an azure heart) and tall chalices with their lids seated on
them, both filling the card; the ace of coins a great beaded coin with a sun's face at its heart; the
ace of cups a grand lidded chalice (gadrooned bowl with a band of leaves, two knops, a stepped and
scalloped foot); the ace of batons a sturdy wooden club standing upright, a capital on it with two
small faces beneath and a festoon hanging from each end, a hand grasping its foot and a cockerel beside
it; every ace with its old proverb lettered on a ribbon, cockerels at the foot of the ace of swords;
red numbers in the top-left and bottom-right corners, the 6 and the 9 barred beneath; twelve
double-headed court figures of the pattern's own (``trevigiane_figures``), the halves meeting at a
fine double line.
"""

from __future__ import annotations

import math

from briscola_desktop.rules.cards import Card, Rank, Suit
from ..svg import circle, ellipse, group, path, rect, thick_line
from .common import INK, SKIN, blank, corner_numerals, frame, scroll, sprig, turned
from .signs import SwordLook
from .trevigiane_figures import figure
from .letters import lettering

PAPER = "#fcf8ee"
BLADE = SwordLook(blade="#7d8f9f", edge="#2c3e50", hilt="#e2a92c", grip="#c0392b")  # the colours of every blade


def suit_sign(suit: Suit, cx: float, cy: float, size: float, detail: bool = False) -> str:
    if suit is Suit.COINS:
        return gold_coin(cx, cy, size * 0.46, detail)
    if suit is Suit.CUPS:
        return chalice(cx, cy, size * 0.95, detail)
    if suit is Suit.SWORDS:
        # a curved blade as on the cards, hilt low, bowed and swept back over its hilt
        return blade([(cx + size * 0.12, cy + size * 0.3), (cx - size * 0.42, cy + size * 0.02),
                      (cx - size * 0.3, cy - size * 0.4), (cx + size * 0.08, cy - size * 0.56)], size * 0.16,
                     steps=10 if detail else 7)
    return stave(cx, cy, size * 1.05, size * 0.2, 18, detail)




def chalice(cx: float, cy: float, h: float, detail: bool = True) -> str:
    """The Trevigiane cup: a tall gold chalice with an azure band, a red knop on the stem and a domed lid
    seated on its lip (the lid's flange overlaps the lip: no gap between them), a red finial on top;
    ``h`` tall centred on (cx, cy)."""
    s = h / 100.0
    ow = 1.5 / s
    body = [path("M-24,48 C-24,38 -9,34 -5,31 L5,31 C9,34 24,38 24,48 Z", fill=GOLD, stroke=INK, stroke_width=ow),
            rect(-5, 2, 10, 30, fill=GOLD, stroke=INK, stroke_width=ow),
            ellipse(0, 16, 11, 6, fill=RED, stroke=INK, stroke_width=ow),
            path("M-30,-36 C-32,-8 -15,6 0,6 C15,6 32,-8 30,-36 Z", fill=GOLD, stroke=INK, stroke_width=ow)]
    if detail:
        body += [path("M-30.5,-28 L30.5,-28 L29,-19 L-29,-19 Z", fill=AZURE),
                 path("M-20,-12 C-14,-3 -6,0 2,0", fill="none", stroke="#fff3c4", stroke_width=2.6),
                 path("M-24,-17 L-17,-3 M-12,-17 L-8,1 M0,-17 L0,2 M12,-17 L8,1 M24,-17 L17,-3 M-19,38 L19,38",
                      fill="none", stroke=INK, stroke_width=0.8 / s, opacity=0.7),  # the engraved gadroons
                 path("M-20,44 L20,44", stroke=AZURE, stroke_width=2.6)]
    body += [rect(-33, -40, 66, 6, rx=3, fill="#c58f22", stroke=INK, stroke_width=ow),  # the lip
             path("M-27,-39 C-26,-58 26,-58 27,-39 Z", fill=GOLD, stroke=INK, stroke_width=ow),  # the lid on it
             rect(-3, -60, 6, 7, fill=GOLD, stroke=INK, stroke_width=ow * 0.8),
             circle(0, -63, 5, fill=RED, stroke=INK, stroke_width=ow)]
    if detail:
        body.append(path("M-18,-44 C-14,-51 -6,-54 2,-54", fill="none", stroke="#fff3c4", stroke_width=2.2))
    return group(body, f"translate({cx:.2f} {cy:.2f}) scale({s:.4f})")


def _bezier(p: list[tuple[float, float]], t: float) -> tuple[float, float, float, float]:
    """Point and unit tangent of the cubic ``p`` at ``t``."""
    u = 1 - t
    x = u ** 3 * p[0][0] + 3 * u * u * t * p[1][0] + 3 * u * t * t * p[2][0] + t ** 3 * p[3][0]
    y = u ** 3 * p[0][1] + 3 * u * u * t * p[1][1] + 3 * u * t * t * p[2][1] + t ** 3 * p[3][1]
    dx = 3 * u * u * (p[1][0] - p[0][0]) + 6 * u * t * (p[2][0] - p[1][0]) + 3 * t * t * (p[3][0] - p[2][0])
    dy = 3 * u * u * (p[1][1] - p[0][1]) + 6 * u * t * (p[2][1] - p[1][1]) + 3 * t * t * (p[3][1] - p[2][1])
    n = math.hypot(dx, dy) or 1.0
    return x, y, dx / n, dy / n


def blade(p: list[tuple[float, float]], width: float, colour: str = "#7d8f9f", edge: str = "#2c3e50",
          hilt: str = "#e2a92c", grip: str = "#c0392b", steps: int = 14) -> str:
    """A curved Italian blade along the cubic ``p`` (from the guard ``p[0]`` to the point ``p[3]``), with
    its own hilt: a crossbar square to the blade, a grip and a round pommel, running on past the guard."""
    left, right, mid = [], [], []
    for i in range(steps + 1):
        t = i / steps
        x, y, tx, ty = _bezier(p, t)
        hw = width / 2 * (1 - 0.8 * t ** 2.2)
        left.append((x - ty * hw, y + tx * hw))
        right.append((x + ty * hw, y - tx * hw))
        if 0.05 < t < 0.8:
            mid.append((x, y))
    outline = left + right[::-1]
    d = "M" + " L".join(f"{x:.2f},{y:.2f}" for x, y in outline) + " Z"
    x0, y0, tx, ty = _bezier(p, 0)
    gx, gy = -ty, tx  # across the blade
    g = width * 1.75
    grip_len = width * 2.2
    ex, ey = x0 - tx * grip_len, y0 - ty * grip_len
    parts = [path(d, fill=colour, stroke=INK, stroke_width=1.4),
             path("M" + " L".join(f"{x:.2f},{y:.2f}" for x, y in mid), fill="none", stroke=edge,
                  stroke_width=max(1.0, width * 0.16), stroke_linecap="round"),
             thick_line([(x0, y0), (ex, ey)], grip, width * 0.62, INK, 1.2),
             thick_line([(x0 - gx * g, y0 - gy * g), (x0 + gx * g, y0 + gy * g)], hilt, width * 0.58, INK, 1.3),
             circle(x0 - gx * g, y0 - gy * g, width * 0.42, fill=hilt, stroke=INK, stroke_width=1.2),
             circle(x0 + gx * g, y0 + gy * g, width * 0.42, fill=hilt, stroke=INK, stroke_width=1.2),
             circle(ex - tx * width * 0.35, ey - ty * width * 0.35, width * 0.58, fill=hilt, stroke=INK,
                    stroke_width=1.3)]
    return "".join(parts)


def _nest_sword(side: int, reach: float, foot: float, top: float) -> list[tuple[float, float]]:
    """A blade with its hilt at ``foot``, just off the middle, bowed out to ``side`` by ``reach`` and
    swept back over the middle at ``top``: with its partner (the same turned half round) it closes an
    oval whose two hilts cross at the foot and at the head."""
    return [(120 - side * 8, foot), (120 + side * reach, foot - (foot - top) * 0.26),
            (120 + side * reach, top + (foot - top) * 0.2), (120 - side * 12, top)]


def _turned(p: list[tuple[float, float]]) -> list[tuple[float, float]]:
    return [(240 - x, 360 - y) for x, y in p]


#: the nested ovals of each count, outermost first, as (reach, hilt height at the foot): each oval is one
#: pair of blades, the one bowed to the left hilted at the foot, its partner hilted at the head; the odd
#: counts add a straight sword upright in the clear middle of the innermost oval
_OVALS = {
    2: [(92, 300)],
    3: [(104, 306)],
    4: [(110, 310), (52, 262)],
    5: [(112, 314), (68, 280)],
    6: [(114, 314), (78, 272), (40, 232)],
    7: [(116, 318), (90, 292), (62, 266)],
}


def _oval(rank: int) -> str:
    """The Trevigiane swords: long curved blades in pairs, each pair an oval with a hilt at the foot and
    one at the head, the pairs nested one inside the other with clear paper between; the odd counts
    stand a straight sword upright in the middle."""
    parts = []
    width = 15 if rank < 4 else 13 if rank < 6 else 11.5
    for reach, foot in _OVALS[rank]:
        top = 360 - foot
        p = _nest_sword(-1, reach, foot, top)
        parts.append(blade(_turned(p), width, steps=16))
        parts.append(blade(p, width, steps=16))
    if rank % 2:
        foot = _OVALS[rank][-1][1]
        parts.append(_straight(120, foot - 36 if rank > 3 else 262, 360 - foot + 34 if rank > 3 else 98, 15))
    return "".join(parts)


def _straight(x: float, hilt_y: float, tip_y: float, width: float) -> str:
    """A straight sword upright, its guard at ``hilt_y``: a plain double-edged blade."""
    guard = hilt_y - width * 1.8
    hw = width / 2
    d = (f"M{x - hw:.2f},{guard:.2f} L{x - hw:.2f},{tip_y + width * 2:.2f} L{x:.2f},{tip_y:.2f} "
         f"L{x + hw:.2f},{tip_y + width * 2:.2f} L{x + hw:.2f},{guard:.2f} Z")
    g = width * 1.6
    return (path(d, fill=BLADE.blade, stroke=INK, stroke_width=1.5)
            + path(f"M{x:.2f},{guard - 6:.2f} L{x:.2f},{tip_y + width * 2.2:.2f}", stroke=BLADE.edge,
                   stroke_width=max(1.0, width * 0.16))
            + thick_line([(x, guard), (x, hilt_y)], BLADE.grip, width * 0.55, INK, 1.2)
            + thick_line([(x - g, guard), (x + g, guard)], BLADE.hilt, width * 0.5, INK, 1.3)
            + circle(x, hilt_y + width * 0.3, width * 0.5, fill=BLADE.hilt, stroke=INK, stroke_width=1.3))


def _knot(x: float, y: float, r: float) -> str:
    """The gold ornament of the batons: a ring binding a crossing, or a little four-leaved flower
    set in the paper between the batons."""
    d = " ".join(f"M{x:.2f},{y:.2f} Q{x + r * dx - r * 0.5 * dy:.2f},{y + r * dy + r * 0.5 * dx:.2f} "
                 f"{x + r * 1.1 * dx:.2f},{y + r * 1.1 * dy:.2f} Q{x + r * dx + r * 0.5 * dy:.2f},"
                 f"{y + r * dy - r * 0.5 * dx:.2f} {x:.2f},{y:.2f} Z"
                 for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)))
    return path(d, fill=GOLD, stroke=INK, stroke_width=1.1) + circle(x, y, r * 0.32, fill=RED, stroke=INK,
                                                                      stroke_width=0.9)


#: the batons of each count, as groups side by side (x, half angle, length, staves): two staves crossed
#: as an X, three as a sheaf (an X with one upright through its crossing), one standing upright; and the
#: staves' thickness. So 4 reads X X, 5 X | X, 6 two sheaves, 7 sheaf | sheaf.
_BATONS = {
    2: ([(120, 15, 290, 2)], 22),
    3: ([(120, 17, 290, 3)], 22),
    4: ([(68, 12, 286, 2), (172, 12, 286, 2)], 20),
    5: ([(58, 11, 280, 2), (120, 0, 296, 1), (182, 11, 280, 2)], 19),
    6: ([(66, 14, 270, 3), (174, 14, 270, 3)], 17),
    7: ([(56, 12, 264, 3), (120, 0, 296, 1), (184, 12, 264, 3)], 16),
}


def _batons(rank: int) -> str:
    """Sturdy straight batons in crossed pairs and sheaves standing side by side, each crossing bound with
    a gold flower; gold flowers in the paper between two crosses."""
    groups, width = _BATONS[rank]
    parts, rings = [], []
    for x, a, length, n in groups:
        if n >= 2:
            parts.append(stave(x, 180, length, width, a))
            parts.append(stave(x, 180, length, width, -a))
        if n != 2:
            parts.append(stave(x, 180, length + (8 if n == 3 else 0), width, 0))
        if n >= 2:
            rings.append(_knot(x, 180, width * 0.75))
    if rank == 4:
        rings += [_knot(120, 70, 11), _knot(120, 290, 11)]
    return "".join(parts) + "".join(rings)


WOOD = "#95602f"
WOOD_DARK = "#5c3617"
WOOD_LIGHT = "#c99563"
PALE_GOLD = "#f6dc84"


def _beads(cx: float, cy: float, r: float, n: int, size: float, colour: str) -> str:
    """``n`` round beads on a circle of radius ``r``: one circle stroked in round dots (cheap to draw)."""
    return circle(cx, cy, r, fill="none", stroke=colour, stroke_width=size,
                  stroke_dasharray=f"0.01 {2 * math.pi * r / n:.3f}", stroke_linecap="round")


def _petal_ring_d(cx: float, cy: float, r0: float, r1: float, n: int, spread: float, turn: float = 0.0) -> str:
    """A ring of ``n`` pointed, lozenge-shaped petals (or rays) from radius ``r0`` out to ``r1``, as one
    path of straight lines (cheap to fill)."""
    out = []
    for k in range(n):
        a = math.radians(k * 360 / n + turn)
        b1, b2 = a - spread, a + spread
        rm = (r0 + r1) / 2
        out.append(f"M{cx + r0 * math.cos(a):.2f},{cy + r0 * math.sin(a):.2f} "
                   f"L{cx + rm * math.cos(b1):.2f},{cy + rm * math.sin(b1):.2f} L{cx + r1 * math.cos(a):.2f},{cy + r1 * math.sin(a):.2f} "
                   f"L{cx + rm * math.cos(b2):.2f},{cy + rm * math.sin(b2):.2f} Z")
    return " ".join(out)


def gold_coin(cx: float, cy: float, r: float, detail: bool = True, heart: str = "") -> str:
    """A Trevigiane coin: a struck gold piece, its rim beaded, a ring of pointed gold petals round a red
    rosette with an azure heart."""
    ow = max(1.1, r / 26)
    parts = [circle(cx, cy, r, fill=GOLD, stroke=INK, stroke_width=ow * 1.3)]
    if detail:  # the beading
        parts.append(_beads(cx, cy, r * 0.89, 22 if r > 30 else 16, r * 0.1, PALE_GOLD))
    parts.append(circle(cx, cy, r * 0.78, fill="#f6da74", stroke=INK, stroke_width=ow * 0.8))
    if detail:
        parts.append(path(_petal_ring_d(cx, cy, r * 0.42, r * 0.74, 12, 0.16), fill="#dda035"))
    if heart:
        parts.append(heart)
    else:
        parts.append(path(_petal_ring_d(cx, cy, r * 0.06, r * 0.46, 8, 0.3, 22.5), fill=RED, stroke=INK,
                          stroke_width=ow * 0.7))
        parts.append(circle(cx, cy, r * 0.13, fill=AZURE))
    return "".join(parts)


def stave(cx: float, cy: float, length: float, width: float, rot: float = 0.0, detail: bool = True) -> str:
    """A Trevigiane baton: a smooth wooden staff tapering gently from its foot to its head, its grain
    drawn in long fine lines, one thin gold band at the grip and a rounded gold cap at each end; centred
    on (cx, cy), turned ``rot`` degrees."""
    h = length / 2
    w0, w1 = width / 2, width * 0.36  # half widths at the foot and at the head

    def hw(y: float) -> float:
        return w1 + (w0 - w1) * (y + h) / length

    body = (f"M{-w1:.2f},{-h + 4:.2f} C{-w1 * 1.05:.2f},{-h * 0.3:.2f} {-w0:.2f},{h * 0.4:.2f} {-w0:.2f},{h - 4:.2f} "
            f"L{w0:.2f},{h - 4:.2f} C{w0:.2f},{h * 0.4:.2f} {w1 * 1.05:.2f},{-h * 0.3:.2f} {w1:.2f},{-h + 4:.2f} Z")
    parts = [path(body, fill=WOOD, stroke=INK, stroke_width=1.3)]
    if detail:
        parts.append(path(f"M{-w1 * 0.35:.2f},{-h + 8:.2f} C{-w1 * 0.45:.2f},{-h * 0.2:.2f} {-w0 * 0.5:.2f},{h * 0.3:.2f} {-w0 * 0.45:.2f},{h - 8:.2f}",
                          fill="none", stroke=WOOD_LIGHT, stroke_width=max(1.0, width * 0.18)))
        parts.append(path(f"M{w1 * 0.4:.2f},{-h + 12:.2f} C{w1 * 0.5:.2f},{-h * 0.1:.2f} {w0 * 0.35:.2f},{h * 0.2:.2f} {w0 * 0.45:.2f},{h - 12:.2f}",
                          fill="none", stroke=WOOD_DARK, stroke_width=0.8, opacity=0.8))
        y = h * 0.62  # the one thin band, at the grip
        k = hw(y) * 1.12
        parts.append(path(f"M{-k:.2f},{y - 1.5:.2f} L{k:.2f},{y - 1.5:.2f} L{k:.2f},{y + 1.5:.2f} L{-k:.2f},{y + 1.5:.2f} Z",
                          fill=GOLD, stroke=INK, stroke_width=0.7))
    caps = (f"M{-w1 * 1.3:.2f},{-h + 6:.2f} C{-w1 * 1.3:.2f},{-h - 4:.2f} {w1 * 1.3:.2f},{-h - 4:.2f} {w1 * 1.3:.2f},{-h + 6:.2f} Z "
            f"M{-w0 * 1.15:.2f},{h - 6:.2f} C{-w0 * 1.15:.2f},{h + 4:.2f} {w0 * 1.15:.2f},{h + 4:.2f} {w0 * 1.15:.2f},{h - 6:.2f} Z")
    parts.append(path(caps, fill=GOLD, stroke=INK, stroke_width=1.1))
    return group(parts, f"translate({cx:.2f} {cy:.2f}) rotate({rot:.2f})")


def club(x: float, y: float, length: float = 168, rot: float = 10) -> str:
    """The king of batons' great club held at (x, y): a knotty wooden cudgel swelling to a heavy head,
    its stubs of lopped branches along it, a gold band at the grip."""
    L = length
    top, foot = -L * 0.72, L * 0.28
    d = (f"M-5,{foot:.2f} C-6,{foot * 0.2:.2f} -7,{top * 0.3:.2f} -10,{top * 0.62:.2f} "
         f"C-16,{top * 0.72:.2f} -12,{top * 0.8:.2f} -15,{top * 0.88:.2f} C-17,{top * 0.98:.2f} -8,{top * 1.04:.2f} 0,{top * 1.03:.2f} "
         f"C9,{top * 1.04:.2f} 17,{top * 0.97:.2f} 14,{top * 0.86:.2f} C12,{top * 0.78:.2f} 16,{top * 0.7:.2f} 10,{top * 0.6:.2f} "
         f"C7,{top * 0.3:.2f} 6,{foot * 0.2:.2f} 5,{foot:.2f} Z")
    stubs = (f"M-9,{top * 0.5:.2f} l-8,-5 l1,6 Z M9,{top * 0.38:.2f} l8,-4 l-1,6 Z M-12,{top * 0.8:.2f} l-7,-2 l4,6 Z "
             f"M12,{top * 0.9:.2f} l7,-3 l-3,7 Z")
    grain = (f"M-2,{foot - 6:.2f} C-3,{top * 0.2:.2f} -4,{top * 0.5:.2f} -6,{top * 0.85:.2f} "
             f"M3,{foot - 10:.2f} C3,{top * 0.3:.2f} 5,{top * 0.6:.2f} 6,{top * 0.9:.2f} "
             f"M-6,{top * 0.7:.2f} q4,-4 2,-9 M5,{top * 0.95:.2f} q-4,-3 -1,-8")
    parts = [path(stubs, fill=WOOD, stroke=INK, stroke_width=1.2),
             path(d, fill=WOOD, stroke=INK, stroke_width=1.6),
             path(f"M-3,{foot - 8:.2f} C-4,{top * 0.3:.2f} -6,{top * 0.6:.2f} -9,{top * 0.8:.2f}", fill="none",
                  stroke=WOOD_LIGHT, stroke_width=2.2),
             path(grain, fill="none", stroke=WOOD_DARK, stroke_width=0.9),
             rect(-7, foot - 20, 14, 6, rx=2, fill=GOLD, stroke=INK, stroke_width=1.0)]
    return group(parts, f"translate({x:.2f} {y:.2f}) rotate({rot:.2f})")


def grand_chalice(cx: float = 120, top: float = 22, bottom: float = 264) -> str:
    """The ace of cups: a great lidded chalice, its bowl engraved with gadroons and a band of leaves,
    two knops on the stem, a decorated foot, the lid crowned with a finial; filling the card above the
    motto."""
    k = (bottom - top) / 242
    def P(x: float, y: float) -> str:
        return f"{cx + x * k:.2f},{top + y * k:.2f}"
    o = 1.6
    parts = [
        # the foot, stepped, with its border of scallops
        path(f"M{P(-70, 236)} C{P(-70, 220)} {P(-40, 212)} {P(-18, 200)} L{P(18, 200)} C{P(40, 212)} {P(70, 220)} {P(70, 236)} "
             f"C{P(70, 244)} {P(-70, 244)} {P(-70, 236)} Z", fill=GOLD, stroke=INK, stroke_width=o),
        path(f"M{P(-62, 232)} C{P(-30, 238)} {P(30, 238)} {P(62, 232)}", fill="none", stroke=RED, stroke_width=3.2),
        path(" ".join(f"M{P(x - 6, 222 - abs(x) * 0.1)} q{3 * k:.2f},{-7 * k:.2f} {6 * k:.2f},0 q{3 * k:.2f},{-7 * k:.2f} {6 * k:.2f},0"
                      for x in (-44, -24, -4, 16, 36)), fill="none", stroke=INK, stroke_width=0.9),
        # the stem with its knops
        path(f"M{P(-9, 200)} L{P(-7, 140)} L{P(7, 140)} L{P(9, 200)} Z", fill=GOLD, stroke=INK, stroke_width=o),
        ellipse(cx, top + 186 * k, 20 * k, 7 * k, fill=GOLD, stroke=INK, stroke_width=1.3),
        path(f"M{P(-24, 166)} C{P(-26, 152)} {P(-14, 148)} {P(0, 148)} C{P(14, 148)} {P(26, 152)} {P(24, 166)} "
             f"C{P(20, 176)} {P(-20, 176)} {P(-24, 166)} Z", fill=GOLD, stroke=INK, stroke_width=o),
        path(f"M{P(-22, 162)} C{P(-8, 168)} {P(8, 168)} {P(22, 162)}", fill="none", stroke=AZURE, stroke_width=3.4),
        circle(cx, top + 157 * k, 3.2 * k, fill=RED, stroke=INK, stroke_width=0.9),
        ellipse(cx, top + 142 * k, 15 * k, 5 * k, fill=GOLD, stroke=INK, stroke_width=1.3),
        # the bowl, with gadroons below and a band of leaves above
        path(f"M{P(-62, 66)} C{P(-64, 104)} {P(-36, 136)} {P(0, 138)} C{P(36, 136)} {P(64, 104)} {P(62, 66)} Z",
             fill=GOLD, stroke=INK, stroke_width=o),
        path(" ".join(f"M{P(x * 0.8, 98)} C{P(x * 0.82, 116)} {P(x * 0.5, 128)} {P(x * 0.3, 134)}" for x in (-52, -36, -20, -6, 8, 22, 38, 54)),
             fill="none", stroke=INK, stroke_width=1.0),
        path(f"M{P(-60, 80)} L{P(60, 80)} L{P(58, 96)} L{P(-58, 96)} Z", fill=AZURE, stroke=INK, stroke_width=1.2),
        path(" ".join(f"M{P(x, 88)} q{4 * k:.2f},{-6 * k:.2f} {8 * k:.2f},0 q{-4 * k:.2f},{6 * k:.2f} {-8 * k:.2f},0 Z"
                      for x in range(-52, 50, 13)), fill=PALE_GOLD, stroke=INK, stroke_width=0.8),
        path(f"M{P(-40, 104)} C{P(-34, 120)} {P(-20, 128)} {P(-8, 130)}", fill="none", stroke="#fff3c4", stroke_width=3.0),
        # the lip and the domed lid with its finial
        rect(cx - 68 * k, top + 58 * k, 136 * k, 10 * k, rx=4 * k, fill="#c58f22", stroke=INK, stroke_width=o),
        path(f"M{P(-58, 59)} C{P(-56, 26)} {P(56, 26)} {P(58, 59)} Z", fill=GOLD, stroke=INK, stroke_width=o),
        path(f"M{P(-52, 54)} C{P(-30, 46)} {P(30, 46)} {P(52, 54)}", fill="none", stroke=RED, stroke_width=2.6),
        path(" ".join(f"M{P(x, 44 - abs(x) * 0.12)} l{0:.2f},{-6 * k:.2f}" for x in range(-36, 40, 9)), stroke=INK,
             stroke_width=0.9),
        path(f"M{P(-30, 40)} C{P(-24, 32)} {P(-12, 30)} {P(-2, 30)}", fill="none", stroke="#fff3c4", stroke_width=2.4),
        path(f"M{P(-8, 30)} L{P(-6, 16)} L{P(6, 16)} L{P(8, 30)} Z", fill=GOLD, stroke=INK, stroke_width=1.3),
        ellipse(cx, top + 15 * k, 11 * k, 4 * k, fill=GOLD, stroke=INK, stroke_width=1.2),
        path(f"M{P(0, -4)} C{P(9, 0)} {P(9, 10)} {P(0, 13)} C{P(-9, 10)} {P(-9, 0)} {P(0, -4)} Z", fill=RED, stroke=INK,
             stroke_width=1.3),
        path(" ".join(f"M{P(x, 62)} a{2.2 * k:.2f},{2.2 * k:.2f} 0 1 0 0.1,0 Z" for x in range(-60, 64, 12)), fill=RED,
             stroke=INK, stroke_width=0.6),
    ]
    return "".join(parts)


#: the coins and cups of the two to seven, as (x, y, size) filling the card: coins by radius, cups by
#: height; the sevens stand two, three and two
_COIN_SPOTS = {
    2: [(120, 98, 62), (120, 262, 62)],
    3: [(120, 70, 50), (120, 180, 50), (120, 290, 50)],
    4: [(72, 100, 44), (168, 100, 44), (72, 260, 44), (168, 260, 44)],
    5: [(70, 86, 40), (170, 86, 40), (120, 180, 40), (70, 274, 40), (170, 274, 40)],
    6: [(72, 76, 40), (168, 76, 40), (72, 180, 40), (168, 180, 40), (72, 284, 40), (168, 284, 40)],
    7: [(72, 74, 36), (168, 74, 36), (46, 180, 32), (120, 180, 32), (194, 180, 32), (72, 286, 36),
        (168, 286, 36)],
}
_CUP_SPOTS = {
    2: [(120, 98, 135), (120, 262, 135)],
    3: [(120, 70, 92), (120, 180, 92), (120, 290, 92)],
    4: [(72, 98, 120), (168, 98, 120), (72, 262, 120), (168, 262, 120)],
    5: [(68, 82, 82), (172, 82, 82), (120, 180, 82), (68, 278, 82), (172, 278, 82)],
    6: [(72, 70, 90), (168, 70, 90), (72, 180, 90), (168, 180, 90), (72, 290, 90), (168, 290, 90)],
    7: [(72, 70, 88), (168, 70, 88), (46, 180, 78), (120, 180, 78), (194, 180, 78), (72, 290, 88),
        (168, 290, 88)],
}


def _savoy(cx: float, cy: float, w: float) -> str:
    """The Savoy shield the older printings set among the four coins: red with a silver cross, under a
    small gold crown."""
    h = w * 1.15
    x0, y0 = cx - w / 2, cy - h / 2 + w * 0.12
    shield = (f"M{x0:.2f},{y0:.2f} L{x0 + w:.2f},{y0:.2f} L{x0 + w:.2f},{y0 + h * 0.55:.2f} "
              f"C{x0 + w:.2f},{y0 + h * 0.85:.2f} {cx + w * 0.2:.2f},{y0 + h * 0.95:.2f} {cx:.2f},{y0 + h:.2f} "
              f"C{cx - w * 0.2:.2f},{y0 + h * 0.95:.2f} {x0:.2f},{y0 + h * 0.85:.2f} {x0:.2f},{y0 + h * 0.55:.2f} Z")
    c = w * 0.2
    crown = (f"M{x0 + 2:.2f},{y0 - 1:.2f} L{x0:.2f},{y0 - w * 0.3:.2f} L{cx - w * 0.22:.2f},{y0 - w * 0.14:.2f} "
             f"L{cx:.2f},{y0 - w * 0.36:.2f} L{cx + w * 0.22:.2f},{y0 - w * 0.14:.2f} L{x0 + w:.2f},{y0 - w * 0.3:.2f} "
             f"L{x0 + w - 2:.2f},{y0 - 1:.2f} Z")
    return (path(crown, fill=GOLD, stroke=INK, stroke_width=1.2)
            + path(shield, fill=RED, stroke=INK, stroke_width=1.6)
            + path(f"M{cx - c / 2:.2f},{y0 + 3:.2f} h{c:.2f} v{h * 0.3:.2f} h{w * 0.33:.2f} v{c:.2f} h{-w * 0.33:.2f} "
                   f"v{h * 0.42:.2f} h{-c:.2f} v{-h * 0.42:.2f} h{-w * 0.33:.2f} v{-c:.2f} h{w * 0.33:.2f} Z",
                   fill="#fbf8f0"))


def _numeral(suit: Suit, rank: int) -> str:
    if suit is Suit.COINS:
        coins = "".join(gold_coin(x, y, r) for x, y, r in _COIN_SPOTS[rank])
        return coins + (_savoy(120, 184, 28) if rank == 4 else "")
    if suit is Suit.CUPS:
        return "".join(chalice(x, y + h * 0.06, h) for x, y, h in _CUP_SPOTS[rank])
    if suit is Suit.SWORDS:
        return _oval(rank)
    return _batons(rank)


#: the aces' mottoes, the old proverbs the Trevisane have carried for two centuries, as two lines each
MOTTOES = {
    Suit.COINS: ("NON VAL SAPER A CHI", "HA FORTUNA CONTRA"),
    Suit.CUPS: ("PER UN PUNTO MARTIN", "PERSE LA CAPA"),
    Suit.SWORDS: ("NON TI FIDAR DI ME", "SE IL CUOR TI MANCA"),
    Suit.BATONS: ("SE TI PERDI", "TUO DANNO"),
}
GOLD = "#e2a92c"
RED = "#c0392b"
AZURE = "#2d5ea8"


def _motto(suit: Suit, cy: float = 292) -> str:
    """The ace's motto lettered on a ribbon in two lines."""
    top, bottom = MOTTOES[suit]
    return (scroll(120, cy, 206, 44, "#f6ecd0", lines=0)
            + lettering(top, 120, cy - 15.5, 11.5, "#3a2a1c", 1.9)
            + lettering(bottom, 120, cy + 4, 11.5, "#3a2a1c", 1.9))


def sun(cx: float, cy: float, r: float, rays: int = 16, detail: bool = True) -> str:
    """A sun with a face: straight and flaming rays round a gold disc with eyes, nose and a smile."""
    straight, wavy = [], []
    for k in range(rays):
        a = math.radians(k * 360 / rays)
        ca, sa = math.cos(a), math.sin(a)
        if k % 2 == 0:
            tip = r * 1.5
            w = math.radians(7)
            straight.append(f"M{cx + r * 0.9 * math.cos(a - w):.2f},{cy + r * 0.9 * math.sin(a - w):.2f} "
                            f"L{cx + tip * ca:.2f},{cy + tip * sa:.2f} "
                            f"L{cx + r * 0.9 * math.cos(a + w):.2f},{cy + r * 0.9 * math.sin(a + w):.2f} Z")
        else:
            tip = r * 1.38
            w = math.radians(6)
            mx, my = cx + r * 1.15 * math.cos(a + 0.1), cy + r * 1.15 * math.sin(a + 0.1)
            wavy.append(f"M{cx + r * 0.9 * math.cos(a - w):.2f},{cy + r * 0.9 * math.sin(a - w):.2f} "
                        f"Q{mx:.2f},{my:.2f} {cx + tip * ca:.2f},{cy + tip * sa:.2f} "
                        f"Q{mx + 0.05 * r * sa:.2f},{my:.2f} "
                        f"{cx + r * 0.9 * math.cos(a + w):.2f},{cy + r * 0.9 * math.sin(a + w):.2f} Z")
    parts = [path(" ".join(wavy), fill=RED, stroke=INK, stroke_width=1.1),
             path(" ".join(straight), fill=GOLD, stroke=INK, stroke_width=1.2),
             circle(cx, cy, r, fill="#f3cf5a", stroke=INK, stroke_width=1.6)]
    if detail:
        e = r * 0.3
        parts += [
            # brows, eyes and lids
            path(f"M{cx - e * 1.6:.2f},{cy - r * 0.3:.2f} Q{cx - e:.2f},{cy - r * 0.45:.2f} {cx - e * 0.35:.2f},{cy - r * 0.28:.2f} "
                 f"M{cx + e * 0.35:.2f},{cy - r * 0.28:.2f} Q{cx + e:.2f},{cy - r * 0.45:.2f} {cx + e * 1.6:.2f},{cy - r * 0.3:.2f}",
                 fill="none", stroke="#8a5a12", stroke_width=max(1.0, r * 0.05), stroke_linecap="round"),
            ellipse(cx - e, cy - r * 0.12, e * 0.5, e * 0.3, fill="#fbf8f0", stroke=INK, stroke_width=1.0),
            ellipse(cx + e, cy - r * 0.12, e * 0.5, e * 0.3, fill="#fbf8f0", stroke=INK, stroke_width=1.0),
            circle(cx - e * 0.9, cy - r * 0.12, e * 0.22, fill=AZURE),
            circle(cx + e * 1.1, cy - r * 0.12, e * 0.22, fill=AZURE),
            # the nose, the cheeks and the smile
            path(f"M{cx:.2f},{cy - r * 0.15:.2f} Q{cx - r * 0.03:.2f},{cy + r * 0.12:.2f} {cx - r * 0.1:.2f},{cy + r * 0.17:.2f} "
                 f"Q{cx:.2f},{cy + r * 0.24:.2f} {cx + r * 0.1:.2f},{cy + r * 0.17:.2f}",
                 fill="none", stroke="#8a5a12", stroke_width=max(1.0, r * 0.045), stroke_linecap="round"),
            circle(cx - r * 0.5, cy + r * 0.2, r * 0.14, fill="#e8846a", opacity=0.75),
            circle(cx + r * 0.5, cy + r * 0.2, r * 0.14, fill="#e8846a", opacity=0.75),
            path(f"M{cx - r * 0.3:.2f},{cy + r * 0.38:.2f} Q{cx:.2f},{cy + r * 0.6:.2f} {cx + r * 0.3:.2f},{cy + r * 0.38:.2f} "
                 f"Q{cx:.2f},{cy + r * 0.48:.2f} {cx - r * 0.3:.2f},{cy + r * 0.38:.2f} Z",
                 fill=RED, stroke=INK, stroke_width=max(1.0, r * 0.04)),
        ]
    else:
        parts.append(path(f"M{cx - r * 0.4:.2f},{cy - r * 0.1:.2f} h1 M{cx + r * 0.4:.2f},{cy - r * 0.1:.2f} h1 "
                          f"M{cx - r * 0.3:.2f},{cy + r * 0.35:.2f} Q{cx:.2f},{cy + r * 0.55:.2f} {cx + r * 0.3:.2f},{cy + r * 0.35:.2f}",
                          fill="none", stroke=INK, stroke_width=max(1.0, r * 0.1), stroke_linecap="round"))
    return "".join(parts)


def rooster(x: float, y: float, size: float, facing: int = 1) -> str:
    """A cockerel standing with its feet at (x, y), ``size`` tall, facing right (``facing`` -1: left), as
    they stand at the foot of the aces of swords and batons."""
    body = [
        path("M-8,-20 C-22,-46 -36,-40 -34,-20 C-30,-30 -22,-30 -16,-18 C-26,-34 -34,-26 -30,-12 "
             "C-24,-20 -18,-18 -10,-12 Z", fill="#2f5d3a", stroke=INK, stroke_width=1.3),  # the sickle tail
        path("M-12,-20 C-8,-24 0,-24 4,-30 C2,-36 4,-42 10,-42 C16,-42 18,-36 16,-32 C14,-26 18,-20 16,-14 "
             "C14,-6 6,-3 -2,-3 C-10,-3 -16,-10 -12,-20 Z", fill=RED, stroke=INK, stroke_width=1.4),
        path("M4,-30 C2,-36 4,-42 10,-42 C16,-42 18,-36 16,-32 C14,-28 14,-24 12,-22 C8,-24 6,-26 4,-30 Z",
             fill=GOLD, stroke=INK, stroke_width=1.1),  # the hackles
        path("M5,-41 C4,-46 8,-47 9,-44 C9,-48 13,-48 13,-44 C14,-47 18,-46 16,-41 Z", fill=RED, stroke=INK,
             stroke_width=1.0),  # the comb
        path("M16,-38 L22,-36 L16,-34 Z", fill=GOLD, stroke=INK, stroke_width=0.9),
        path("M15,-34 C17,-32 17,-29 15,-28 C13,-29 13,-32 15,-34 Z", fill=RED, stroke=INK, stroke_width=0.8),
        circle(11.5, -38, 1.3, fill=INK),
        path("M-4,-4 L-6,0 M-6,0 L-10,0 M4,-4 L5,0 M5,0 L9,0", fill="none", stroke="#b8862a", stroke_width=1.8,
             stroke_linecap="round"),
    ]
    k = size / 48
    return group(body, f"translate({x:.2f} {y:.2f}) scale({k * facing:.3f} {k:.3f})")


def _sun_coin(cx: float, cy: float, r: float) -> str:
    """The ace of coins: a great gold coin, its rim beaded and ringed with a wreath of small petals,
    whose heart is a sun with a face, its rays on a pale field."""
    return (circle(cx, cy, r, fill=GOLD, stroke=INK, stroke_width=2.0)
            + _beads(cx, cy, r * 0.93, 40, r * 0.06, PALE_GOLD)
            + circle(cx, cy, r * 0.87, fill="#e9b845", stroke=INK, stroke_width=1.2)
            + path(_petal_ring_d(cx, cy, r * 0.74, r * 0.86, 32, 0.09), fill=RED, stroke=INK, stroke_width=0.7)
            + circle(cx, cy, r * 0.74, fill="#fbf3d6", stroke=INK, stroke_width=1.4)
            + _beads(cx, cy, r * 0.7, 36, r * 0.036, AZURE)
            + sun(cx, cy, r * 0.44))


def _mask(cx: float, cy: float, r: float) -> str:
    """One of the two small faces under the capital of the ace of batons: a round, curly-haired face."""
    curls = " ".join(f"M{cx + r * dx:.2f},{cy - r * 0.55:.2f} a{r * 0.34:.2f},{r * 0.34:.2f} 0 1 1 0.1,0 Z"
                     for dx in (-0.75, -0.25, 0.25, 0.75))
    return (circle(cx, cy, r, fill="#f2d2b0", stroke=INK, stroke_width=1.3)
            + path(curls, fill="#c98a3a", stroke=INK, stroke_width=0.9)
            + circle(cx - r * 0.36, cy + r * 0.02, r * 0.12, fill=INK) + circle(cx + r * 0.36, cy + r * 0.02, r * 0.12, fill=INK)
            + circle(cx - r * 0.55, cy + r * 0.4, r * 0.18, fill="#e8846a", opacity=0.8)
            + circle(cx + r * 0.55, cy + r * 0.4, r * 0.18, fill="#e8846a", opacity=0.8)
            + path(f"M{cx - r * 0.25:.2f},{cy + r * 0.48:.2f} Q{cx:.2f},{cy + r * 0.68:.2f} {cx + r * 0.25:.2f},{cy + r * 0.48:.2f}",
                   fill="none", stroke="#8e3a2a", stroke_width=1.2, stroke_linecap="round"))


def _festoon(side: int) -> str:
    """A laurel garland hanging from one end of the capital down the card's side, red flowers set in it,
    a gold tassel at its end (``side`` -1: the viewer's left)."""
    p = [(120 + side * 42, 46), (120 + side * 104, 56), (120 + side * 100, 150), (120 + side * 80, 184)]
    leaves, flowers = [], []
    n = 13
    for k in range(n):
        x, y, tx, ty = _bezier(p, (k + 0.5) / n)
        for sd in (-1, 1):  # a pair of leaves pointing down the garland, one to each side
            lx, ly = x + (tx * 0.7 - ty * sd * 0.75) * 16, y + (ty * 0.7 + tx * sd * 0.75) * 16
            mx, my = (x + lx) / 2, (y + ly) / 2
            nx, ny = -(ly - y) * 0.42, (lx - x) * 0.42
            leaves.append(f"M{x:.2f},{y:.2f} Q{mx + nx:.2f},{my + ny:.2f} {lx:.2f},{ly:.2f} "
                          f"Q{mx - nx:.2f},{my - ny:.2f} {x:.2f},{y:.2f} Z")
        if k % 3 == 1:
            x, y = x - ty * side * 3, y
            flowers.append(f"M{x - 4.2:.2f},{y:.2f} a4.2,4.2 0 1 0 8.4,0 a4.2,4.2 0 1 0 -8.4,0 Z")
    ex, ey = p[3]
    bough = f"M{p[0][0]:.2f},{p[0][1]:.2f} C{p[1][0]:.2f},{p[1][1]:.2f} {p[2][0]:.2f},{p[2][1]:.2f} {ex:.2f},{ey:.2f}"
    return (path(bough, fill="none", stroke="#2a5e2c", stroke_width=5)
            + path(" ".join(leaves), fill="#3e8e41", stroke=INK, stroke_width=0.9)
            + path(" ".join(flowers), fill=RED, stroke=INK, stroke_width=1.0)
            + path(f"M{ex:.2f},{ey:.2f} L{ex - 7:.2f},{ey + 20:.2f} L{ex + 7:.2f},{ey + 20:.2f} Z", fill=GOLD,
                   stroke=INK, stroke_width=1.1)
            + circle(ex, ey, 4, fill=GOLD, stroke=INK, stroke_width=1.1))


def _column_baton() -> str:
    """The ace of batons: a sturdy wooden club standing upright, the grain and knots of the wood along it
    and tapering to the grip, a gold capital on it with two small faces beneath, a festoon hanging from each end of the capital; at its foot a hand grasping it on
    one side and a cockerel on the other."""
    # a sturdy wooden club, not a turned column: broad under the capital, tapering to the grip, the grain
    # running its length round two knots, its butt rounded below the fist
    shaft = (path("M96,60 C97,110 104,190 106,252 C107,262 133,262 134,252 C136,190 143,110 144,60 Z", fill=WOOD,
                  stroke=INK, stroke_width=1.9)
             + path("M104,68 C105,120 110,190 112,246", fill="none", stroke=WOOD_LIGHT, stroke_width=4.2)
             + path("M114,64 C114,96 120,106 116,124 C113,140 118,170 119,250 "
                    "M126,64 C127,92 124,104 128,122 C131,138 125,160 126,216 M136,66 C135,110 132,170 129,250 "
                    "M108,150 C110,180 112,210 113,240",
                    fill="none", stroke=WOOD_DARK, stroke_width=1.0, opacity=0.85)
             + path("M116,114 C112,118 113,128 119,130 C125,130 126,120 122,115 C120,113 118,113 116,114 Z "
                    "M124,176 C121,179 122,186 126,187 C130,187 131,180 128,177 Z", fill="#6e4220", stroke=INK,
                    stroke_width=1.0)  # the knots in the wood
             + path("M118,119 C117,122 118,125 120,126", fill="none", stroke=WOOD_LIGHT, stroke_width=1.0))
    capital = (rect(100, 58, 40, 8, rx=2, fill=GOLD, stroke=INK, stroke_width=1.3)  # the necking
               + path("M102,60 C94,54 84,52 80,44 L160,44 C156,52 146,54 138,60 Z", fill=GOLD, stroke=INK,
                      stroke_width=1.5)
               + "".join(circle(cx, 48, 7, fill=GOLD, stroke=INK, stroke_width=1.3)
                         + path(f"M{cx:.2f},48 m-3,0 a3,3 0 1 1 3,3", fill="none", stroke=INK, stroke_width=1.1)
                         for cx in (80, 160))  # the volutes
               + rect(72, 32, 96, 11, rx=2, fill=RED, stroke=INK, stroke_width=1.5)  # the abacus
               + path("M76,37.5 L164,37.5", stroke=GOLD, stroke_width=2)
               + path("M108,32 C108,22 113,17 120,16 C127,17 132,22 132,32 Z", fill=AZURE, stroke=INK,
                      stroke_width=1.4)  # the knob on top
               + circle(120, 14, 4, fill=GOLD, stroke=INK, stroke_width=1.1))
    hand = (thick_line([(22, 262), (56, 246), (88, 236)], AZURE, 24, INK, 1.6)
            + ellipse(92, 235, 7, 14, fill=GOLD, stroke=INK, stroke_width=1.3)  # the cuff
            + path("M96,222 C104,214 132,214 142,220 C146,226 146,244 140,250 C128,254 106,252 98,248 Z",
                   fill=SKIN, stroke=INK, stroke_width=1.5)  # the fist round the baton
            + path("M116,226 C128,224 138,226 144,230 M114,234 C128,232 138,234 144,238 M114,242 C128,240 138,242 143,246",
                   fill="none", stroke=INK, stroke_width=1.1)
            + path("M98,224 C106,218 116,218 118,226 C116,232 108,232 100,232", fill=SKIN, stroke=INK,
                   stroke_width=1.3))  # the thumb over the fingers
    return (_festoon(-1) + _festoon(1) + shaft + capital + _mask(94, 80, 11) + _mask(146, 80, 11) + hand
            + rooster(180, 264, 58, -1))


def _ace(suit: Suit) -> str:
    motto = _motto(suit)
    if suit is Suit.COINS:
        return (_sun_coin(120, 144, 92) + sprig(30, 262, 40, 25, "#3e8e41") + sprig(210, 262, 40, -25, "#3e8e41")
                + motto)
    if suit is Suit.CUPS:
        return grand_chalice() + motto
    if suit is Suit.SWORDS:
        return (sprig(120, 214, 58, -62, "#3e8e41") + sprig(120, 214, 58, 62, "#3e8e41")
                + blade([(120, 206), (120, 146), (162, 92), (112, 20)], 30)
                + rooster(78, 262, 48) + rooster(162, 262, 48, -1) + motto)
    return _column_baton() + motto


#: the suit signs as the court figures hold them, each drawn at the hand (x, y)
SIGNS = {
    "coin": lambda x, y: gold_coin(x, y, 22),
    "cup": lambda x, y: chalice(x, y, 52),
    "sword": lambda x, y: blade([(x, y), (x - 2, y - 36), (x - 20, y - 70), (x + 4, y - 106)], 16),
    "raised": lambda x, y: blade([(x, y), (x + 4, y - 28), (x + 20, y - 52), (x + 10, y - 76)], 12),
    "upright": lambda x, y: _straight(x, y + 14, y - 106, 13),
    "great_coin": lambda x, y: gold_coin(x, y, 31),
    "great_cup": lambda x, y: chalice(x, y, 80),
    "great_sword": lambda x, y: _straight(x, y + 16, y - 132, 17),
    "staff": lambda x, y: stave(x, y, 140, 13, 18),
    "short_staff": lambda x, y: stave(x, y, 124, 13, 18),
    "club": lambda x, y: club(x, y, 148, 12),
}


def _figure(suit: Suit, rank: Rank) -> str:
    inner = rect(12, 12, 216, 336, rx=6, fill="#f3ead2")
    half = figure(suit, rank, SIGNS)
    # the two halves meet at a fine double line on a narrow muted band
    band = (rect(12, 176.5, 216, 7, fill="#d9c9a3")
            + path("M12,176.5 L228,176.5 M12,183.5 L228,183.5", stroke="#6b5a44", stroke_width=1.0))
    return inner + half + turned(half) + band + frame(12, 12, 216, 336, INK, 2.0)


def face(card: Card) -> list[str]:
    if card.rank is Rank.ACE:
        inside = _ace(card.suit)
    elif card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        inside = _figure(card.suit, card.rank)
    else:
        inside = _numeral(card.suit, int(card.rank))
    court = card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING)
    return [blank(PAPER), inside, _index(card.rank, court)]


def _index(rank: Rank, court: bool) -> str:
    """The red corner numbers, the 6 and the 9 each with a little bar under it so that the turned one
    in the bottom corner is not read as the other."""
    marks = corner_numerals(rank, "#8c1f1a", backing=PAPER if court else None)
    if int(rank) in (6, 9):
        bar = rect(13, 47, 18, 3.6, rx=1.8, fill="#8c1f1a")
        marks += bar + turned(bar)
    return marks


def back() -> list[str]:
    """Blue and white small checks in a blue frame, as Venetian packs are backed."""
    parts = [blank(PAPER), rect(10, 10, 220, 340, rx=8, fill="#fbf8f0")]
    d = []
    step = 10
    for row in range(32):
        for col in range(21):
            if (row + col) % 2 == 0:
                d.append(f"M{15 + col * step},{15 + row * step} h{step} v{step} h{-step} Z")
    parts.append(path(" ".join(d), fill="#2d5ea8"))
    parts.append(rect(10, 10, 220, 340, rx=8, fill="none", stroke="#1d3f75", stroke_width=6.0))
    parts.append(ellipse(120, 180, 40, 52, fill="#fbf8f0", stroke="#1d3f75", stroke_width=4.0))
    parts.append(gold_coin(120, 180, 28))
    return parts
