"""The court figures of the regional patterns, drawn from a few parts: a head with its hat or
crown, a body in a tunic or a long mantle, a rider on a horse, and a bust for the mirrored
(double-headed) cards. Each pattern dresses them in its own colours and hats and puts the suit
sign in a hand (``held``: the SVG of the sign, drawn by the caller at the hand).
Coordinates are card units on a 240 x 360 card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..svg import circle, ellipse, path, polygon, rect, thick_line
from .common import INK, SKIN, WHITE

#: Draws the held suit sign with the hand at (x, y); the hand itself is drawn over it.
Held = Callable[[float, float], str]


@dataclass(frozen=True)
class Dress:
    tunic: str
    cloak: str
    hose: str
    trim: str = "#e2a92c"
    hat: str = "#c0392b"
    hair: str = "#6b4423"
    beard: str | None = None
    pattern: str = "plain"  # "plain", "stripes", "dots", "checks": what decorates the tunic


def hand(x: float, y: float, r: float = 6.5) -> str:
    return circle(x, y, r, fill=SKIN, stroke=INK, stroke_width=1.5)


def face(cx: float, cy: float, r: float, beard: str | None = None, lady: bool = False) -> str:
    parts = [ellipse(cx, cy, r * 0.92, r, fill=SKIN, stroke=INK, stroke_width=1.7)]
    if beard:
        parts.append(path(f"M{cx - r * 0.9:.2f},{cy + 1:.2f} C{cx - r:.2f},{cy + r * 1.5:.2f} {cx + r:.2f},{cy + r * 1.5:.2f} "
                          f"{cx + r * 0.9:.2f},{cy + 1:.2f} C{cx + r * 0.4:.2f},{cy + r * 0.55:.2f} "
                          f"{cx - r * 0.4:.2f},{cy + r * 0.55:.2f} {cx - r * 0.9:.2f},{cy + 1:.2f} Z",
                          fill=beard, stroke=INK, stroke_width=1.3))
        parts.append(path(f"M{cx - r * 0.42:.2f},{cy + r * 0.42:.2f} C{cx - r * 0.15:.2f},{cy + r * 0.25:.2f} "
                          f"{cx + r * 0.15:.2f},{cy + r * 0.25:.2f} {cx + r * 0.42:.2f},{cy + r * 0.42:.2f}",
                          fill="none", stroke=INK, stroke_width=2.0, stroke_linecap="round"))
    else:
        parts.append(path(f"M{cx - r * 0.25:.2f},{cy + r * 0.55:.2f} Q{cx:.2f},{cy + r * 0.7:.2f} "
                          f"{cx + r * 0.25:.2f},{cy + r * 0.55:.2f}", fill="none", stroke="#a3402f",
                          stroke_width=1.6, stroke_linecap="round"))
        parts.append(circle(cx - r * 0.5, cy + r * 0.3, r * 0.15, fill="#ee9f8c", opacity=0.7))
        parts.append(circle(cx + r * 0.5, cy + r * 0.3, r * 0.15, fill="#ee9f8c", opacity=0.7))
    for side in (-1, 1):
        parts.append(circle(cx + side * r * 0.36, cy - r * 0.08, r * 0.1, fill=INK))
        parts.append(path(f"M{cx + side * r * 0.55:.2f},{cy - r * 0.3:.2f} L{cx + side * r * 0.2:.2f},{cy - r * 0.34:.2f}",
                          stroke=INK, stroke_width=1.3, stroke_linecap="round"))
    if lady:
        parts.append(path(f"M{cx - r * 0.95:.2f},{cy - r * 0.1:.2f} C{cx - r * 1.3:.2f},{cy + r * 1.2:.2f} "
                          f"{cx - r * 0.9:.2f},{cy + r * 1.5:.2f} {cx - r * 0.55:.2f},{cy + r * 1.45:.2f}",
                          fill="none", stroke=INK, stroke_width=1.2))
    parts.append(path(f"M{cx:.2f},{cy - r * 0.05:.2f} L{cx - r * 0.12:.2f},{cy + r * 0.3:.2f} L{cx + r * 0.08:.2f},{cy + r * 0.32:.2f}",
                      fill="none", stroke="#a8795a", stroke_width=1.3, stroke_linecap="round"))
    return "".join(parts)


def hair(cx: float, cy: float, r: float, colour: str, long: bool = False) -> str:
    drop = r * (1.7 if long else 0.9)
    return path(f"M{cx - r * 1.05:.2f},{cy + drop:.2f} C{cx - r * 1.35:.2f},{cy - r * 1.2:.2f} "
                f"{cx + r * 1.35:.2f},{cy - r * 1.2:.2f} {cx + r * 1.05:.2f},{cy + drop:.2f} "
                f"L{cx + r * 0.7:.2f},{cy + drop * 0.6:.2f} L{cx - r * 0.7:.2f},{cy + drop * 0.6:.2f} Z",
                fill=colour, stroke=INK, stroke_width=1.3)


def crown(cx: float, base: float, w: float, h: float, gold: str = "#e2a92c", jewel: str = "#c0392b",
          points: int = 3) -> str:
    x0 = cx - w / 2
    pts = [(x0, base)]
    for k in range(points * 2 + 1):
        x = x0 + w * k / (points * 2)
        pts.append((x, base - (h if k % 2 == 0 else h * 0.5)))
    pts.append((x0 + w, base))
    tips = "".join(circle(x0 + w * k / points, base - h - 2, 2.6, fill=WHITE, stroke=INK, stroke_width=1.0)
                   for k in range(points + 1))
    return (polygon(pts, fill=gold, stroke=INK, stroke_width=1.5) + tips
            + rect(x0 - 1, base - 6, w + 2, 7, fill="#b07b1e", stroke=INK, stroke_width=1.2)
            + circle(cx, base - 2.5, 2.6, fill=jewel))


def hat(cx: float, top: float, r: float, kind: str, colour: str, trim: str) -> str:
    """Headwear over a head of radius ``r`` whose top is at ``top``: "brim" (a wide hat with a
    feather), "beret", "cap" (a tall cap), "turban", "veil", or "none" (bareheaded)."""
    if kind == "none":
        return ""
    if kind == "brim":
        return (ellipse(cx, top + 4, r * 1.7, r * 0.35, fill=colour, stroke=INK, stroke_width=1.5)
                + path(f"M{cx - r * 0.9:.2f},{top + 4:.2f} C{cx - r * 0.9:.2f},{top - r * 0.9:.2f} "
                       f"{cx + r * 0.9:.2f},{top - r * 0.9:.2f} {cx + r * 0.9:.2f},{top + 4:.2f} Z",
                       fill=colour, stroke=INK, stroke_width=1.5)
                + path(f"M{cx + r * 0.5:.2f},{top - r * 0.3:.2f} C{cx + r * 1.6:.2f},{top - r * 1.6:.2f} "
                       f"{cx + r * 2.2:.2f},{top - r * 1.2:.2f} {cx + r * 2.4:.2f},{top - r * 1.9:.2f} "
                       f"C{cx + r * 2.1:.2f},{top - r * 0.7:.2f} {cx + r * 1.3:.2f},{top - r * 0.2:.2f} "
                       f"{cx + r * 0.6:.2f},{top:.2f} Z", fill=WHITE, stroke=INK, stroke_width=1.2)
                + rect(cx - r * 0.9, top - 2, r * 1.8, 5, fill=trim, stroke=INK, stroke_width=1.0))
    if kind == "beret":
        return (path(f"M{cx - r * 1.25:.2f},{top + 6:.2f} C{cx - r * 1.3:.2f},{top - r * 0.8:.2f} "
                     f"{cx + r * 1.4:.2f},{top - r * 0.9:.2f} {cx + r * 1.3:.2f},{top + 4:.2f} Z",
                     fill=colour, stroke=INK, stroke_width=1.5)
                + circle(cx + r * 0.6, top - r * 0.2, 3, fill=trim, stroke=INK, stroke_width=1.0))
    if kind == "cap":
        return (path(f"M{cx - r * 0.95:.2f},{top + 6:.2f} L{cx - r * 0.7:.2f},{top - r * 1.1:.2f} "
                     f"C{cx:.2f},{top - r * 1.5:.2f} {cx + r * 0.4:.2f},{top - r * 1.2:.2f} {cx + r * 0.95:.2f},{top + 6:.2f} Z",
                     fill=colour, stroke=INK, stroke_width=1.5)
                + rect(cx - r * 1.05, top + 1, r * 2.1, 7, rx=3, fill=trim, stroke=INK, stroke_width=1.1))
    if kind == "turban":
        return (ellipse(cx, top, r * 1.2, r * 0.75, fill=colour, stroke=INK, stroke_width=1.5)
                + path(f"M{cx - r:.2f},{top:.2f} C{cx - r * 0.3:.2f},{top - r * 0.5:.2f} {cx + r * 0.3:.2f},{top + r * 0.4:.2f} "
                       f"{cx + r:.2f},{top - r * 0.2:.2f}", fill="none", stroke=trim, stroke_width=2.4)
                + circle(cx, top - r * 0.55, 3.2, fill=trim, stroke=INK, stroke_width=1.0))
    # veil: a lady's headdress
    return (path(f"M{cx - r * 1.2:.2f},{top + r * 2.2:.2f} C{cx - r * 1.5:.2f},{top - r * 0.8:.2f} "
                 f"{cx + r * 1.5:.2f},{top - r * 0.8:.2f} {cx + r * 1.2:.2f},{top + r * 2.2:.2f} "
                 f"L{cx + r * 0.85:.2f},{top + r * 0.6:.2f} C{cx + r * 0.4:.2f},{top + r * 0.1:.2f} "
                 f"{cx - r * 0.4:.2f},{top + r * 0.1:.2f} {cx - r * 0.85:.2f},{top + r * 0.6:.2f} Z",
                 fill=colour, stroke=INK, stroke_width=1.4)
            + rect(cx - r * 0.9, top - 1, r * 1.8, 6, rx=3, fill=trim, stroke=INK, stroke_width=1.0))


def _decor(kind: str, x0: float, y0: float, x1: float, y1: float, colour: str) -> str:
    if kind == "stripes":
        d = " ".join(f"M{x:.2f},{y0 + 4:.2f} L{x:.2f},{y1 - 4:.2f}" for x in range(int(x0) + 8, int(x1) - 4, 9))
        return path(d, stroke=colour, stroke_width=2.4, opacity=0.85)
    if kind == "dots":
        d = " ".join(circle_d_(x, y, 2.2) for x in range(int(x0) + 8, int(x1) - 4, 11)
                     for y in range(int(y0) + 8, int(y1) - 4, 11))
        return path(d, fill=colour)
    if kind == "checks":
        d = " ".join(f"M{x0 + 4:.2f},{y:.2f} L{x1 - 4:.2f},{y:.2f}" for y in range(int(y0) + 10, int(y1) - 4, 12))
        return path(d, stroke=colour, stroke_width=2.2)
    return ""


def circle_d_(x: float, y: float, r: float) -> str:
    return f"M{x - r:.2f},{y:.2f} a{r:.2f},{r:.2f} 0 1 0 {2 * r:.2f},0 a{r:.2f},{r:.2f} 0 1 0 {-2 * r:.2f},0 Z"


def standing(kind: str, dress: Dress, held: Held, *, headwear: str, ground: float = 300,
             left_handed: bool = False, lady: bool = False) -> str:
    """A full-length figure: ``kind`` "fante" (a page in a short tunic) or "re" (a king in a
    long mantle), feet at ``ground``, the suit sign raised in the right hand (the left with
    ``left_handed``)."""
    side = -1 if left_handed else 1
    cx = 120
    hx, hy = cx + side * 52, 150
    parts: list[str] = []
    if kind == "re":
        parts.append(path(f"M86,112 C74,170 66,240 62,{ground:.2f} L178,{ground:.2f} C174,240 166,170 154,112 Z",
                          fill=dress.cloak, stroke=INK, stroke_width=1.8))
        parts.append(path(f"M106,118 L134,118 L146,{ground:.2f} L94,{ground:.2f} Z", fill=dress.tunic, stroke=INK,
                          stroke_width=1.6))
        parts.append(_decor(dress.pattern, 96, 130, 144, ground - 12, dress.trim))
        parts.append(path(f"M64,{ground - 8:.2f} L176,{ground - 8:.2f}", stroke=WHITE, stroke_width=8.0))
        parts.append(path(f"M78,{ground - 8:.2f} l0,4 M100,{ground - 8:.2f} l0,4 M124,{ground - 8:.2f} l0,4 "
                          f"M148,{ground - 8:.2f} l0,4 M168,{ground - 8:.2f} l0,4", stroke=INK, stroke_width=2.2))
        parts.append(path("M84,116 C96,102 144,102 156,116 C146,132 94,132 84,116 Z", fill=WHITE, stroke=INK,
                          stroke_width=1.4))
        parts.append(path("M98,118 l0,5 M112,122 l0,5 M128,122 l0,5 M142,118 l0,5", stroke=INK, stroke_width=2.2))
        head_y, r = 84, 19
    else:
        parts.append(rect(104, 206, 13, ground - 210, fill=dress.hose, stroke=INK, stroke_width=1.5))
        parts.append(rect(123, 206, 13, ground - 210, fill=dress.hose, stroke=INK, stroke_width=1.5))
        parts.append(ellipse(108, ground - 2, 13, 5.5, fill="#3a2516", stroke=INK, stroke_width=1.3))
        parts.append(ellipse(133, ground - 2, 13, 5.5, fill="#3a2516", stroke=INK, stroke_width=1.3))
        if lady:  # the Sicilian page is drawn like a young woman: a long skirt over the legs
            parts.append(path(f"M96,150 L144,150 L164,{ground - 6:.2f} L76,{ground - 6:.2f} Z", fill=dress.tunic,
                              stroke=INK, stroke_width=1.7))
            parts.append(_decor(dress.pattern, 84, 170, 156, ground - 10, dress.trim))
        parts.append(path("M88,112 C76,150 74,190 78,222 L162,222 C166,190 164,150 152,112 Z", fill=dress.cloak,
                          stroke=INK, stroke_width=1.5))
        parts.append(path("M94,110 L146,110 L140,172 L158,220 L82,220 L100,172 Z", fill=dress.tunic, stroke=INK,
                          stroke_width=1.7))
        parts.append(_decor(dress.pattern, 92, 118, 148, 216, dress.trim))
        parts.append(rect(98, 168, 44, 9, fill="#4a2c17", stroke=INK, stroke_width=1.3))
        parts.append(path("M100,110 C110,120 130,120 140,110", fill="none", stroke=WHITE, stroke_width=4.0))
        head_y, r = 84, 18
    parts.append(rect(cx - 6, head_y + r - 6, 12, 16, fill=SKIN, stroke=INK, stroke_width=1.3))
    parts.append(hair(cx, head_y, r, dress.hair, long=lady or kind == "re"))
    parts.append(face(cx, head_y, r, dress.beard, lady=lady))
    if headwear == "crown":
        parts.append(crown(cx, head_y - r + 6, r * 2.1, r * 1.2))
    else:
        parts.append(hat(cx, head_y - r + 2, r, headwear, dress.hat, dress.trim))
    # the free arm rests at the belt, the other holds the sign
    rest = (cx - side * 30, 172)
    parts.append(thick_line([(cx - side * 24, 118), (cx - side * 38, 150), rest], dress.cloak if kind == "re" else dress.tunic,
                            12, INK, 1.5))
    parts.append(hand(*rest))
    parts.append(thick_line([(cx + side * 24, 118), (cx + side * 44, 140), (hx, hy)],
                            dress.cloak if kind == "re" else dress.tunic, 12, INK, 1.5))
    parts.append(held(hx, hy))
    parts.append(hand(hx, hy))
    return "".join(parts)


def rider(dress: Dress, held: Held, *, horse: str, headwear: str, ground: float = 300,
          mane: str = "#3a2a1c") -> str:
    """A rider on a horse walking right, the suit sign raised in his far hand."""
    hoof = "#2e2118"
    legs = [[(84, 236), (80, 272), (82, ground - 4)], [(98, 240), (104, 272), (100, ground - 4)],
            [(146, 240), (140, 272), (144, ground - 4)], [(160, 236), (166, 270), (162, ground - 4)]]
    parts: list[str] = []
    for pts in (legs[1], legs[3]):
        parts.append(thick_line(pts, _shade(horse), 10, INK, 1.4))
        parts.append(rect(pts[-1][0] - 6, pts[-1][1] - 2, 12, 6, rx=2, fill=hoof))
    parts += [
        path("M66,212 C42,222 40,258 48,284 C54,262 60,248 72,230 Z", fill=mane, stroke=INK, stroke_width=1.4),
        ellipse(122, 224, 58, 30, fill=horse, stroke=INK, stroke_width=1.7),
        path("M148,210 C152,188 160,168 168,152 L188,162 C182,184 178,204 174,228 Z", fill=horse, stroke=INK,
             stroke_width=1.7),
        path("M164,150 C170,136 186,136 192,144 L210,174 C212,182 204,188 198,184 L178,168 Z", fill=horse,
             stroke=INK, stroke_width=1.7),
        polygon([(170, 144), (170, 128), (179, 140)], fill=horse, stroke=INK, stroke_width=1.3),
        path("M166,148 C158,164 152,184 148,208 L156,210 C158,188 164,168 174,152 Z", fill=mane, stroke=INK,
             stroke_width=1.1),
        circle(184, 154, 2.3, fill=INK),
    ]
    for pts in (legs[0], legs[2]):
        parts.append(thick_line(pts, horse, 10, INK, 1.4))
        parts.append(rect(pts[-1][0] - 6, pts[-1][1] - 2, 12, 6, rx=2, fill=hoof))
    parts += [
        path("M94,198 L146,198 L150,244 L90,244 Z", fill=dress.cloak, stroke=INK, stroke_width=1.5),
        _decor(dress.pattern, 94, 200, 146, 242, dress.trim),
        path("M174,148 L200,180 M184,164 L158,170", fill="none", stroke="#5a2d17", stroke_width=2.0),
        thick_line([(108, 122), (90, 112), (80, 96)], dress.tunic, 11, INK, 1.5),
        held(80, 96),
        hand(80, 96, 6),
        path("M104,116 L136,116 L132,190 L108,190 Z", fill=dress.tunic, stroke=INK, stroke_width=1.7),
        _decor(dress.pattern, 106, 120, 134, 186, dress.trim),
        thick_line([(122, 190), (146, 204), (140, 244)], dress.hose, 13, INK, 1.5),
        ellipse(145, 248, 12, 5.5, fill="#3a2516", stroke=INK, stroke_width=1.3),
        rect(114, 98, 12, 18, fill=SKIN, stroke=INK, stroke_width=1.3),
        hair(120, 92, 16, dress.hair),
        face(120, 92, 16, dress.beard),
        hat(120, 76, 16, headwear, dress.hat, dress.trim),
        thick_line([(132, 122), (146, 150), (160, 164)], dress.tunic, 11, INK, 1.5),
        hand(161, 164, 6),
    ]
    return "".join(parts)


def _horse_head(x: float, facing: int, colour: str) -> str:
    """A horse's neck rising from the middle line at ``x`` and its head turned ``facing`` (-1 left,
    1 right), behind the knight of a mirrored card."""
    f = facing
    neck = (f"M{x - f * 22:.2f},177 C{x - f * 26:.2f},140 {x - f * 18:.2f},96 {x + f * 2:.2f},62 "
            f"C{x + f * 14:.2f},50 {x + f * 30:.2f},52 {x + f * 42:.2f},62 L{x + f * 62:.2f},92 "
            f"C{x + f * 66:.2f},102 {x + f * 56:.2f},110 {x + f * 46:.2f},104 L{x + f * 30:.2f},94 "
            f"C{x + f * 24:.2f},118 {x + f * 24:.2f},150 {x + f * 28:.2f},177 Z")
    mane = (f"M{x - f * 22:.2f},177 C{x - f * 26:.2f},140 {x - f * 18:.2f},96 {x + f * 2:.2f},62 "
            f"L{x - f * 8:.2f},66 C{x - f * 30:.2f},100 {x - f * 36:.2f},140 {x - f * 34:.2f},177 Z")
    ears = f"M{x + f * 8:.2f},58 L{x + f * 4:.2f},40 L{x + f * 18:.2f},54 Z"
    return (path(mane, fill="#3a2a1c", stroke=INK, stroke_width=1.4)
            + path(neck, fill=colour, stroke=INK, stroke_width=1.7)
            + path(ears, fill=colour, stroke=INK, stroke_width=1.3)
            + circle(x + f * 30, 70, 2.6, fill=INK)
            + path(f"M{x + f * 14:.2f},66 L{x + f * 52:.2f},100 M{x + f * 40:.2f},88 L{x + f * 10:.2f},120",
                   fill="none", stroke="#7a3a1a", stroke_width=2.4))


def bust(kind: str, dress: Dress, held: Held, *, headwear: str, lady: bool = False, hold_left: bool = False,
         horse_colour: str = "#a0683a") -> str:
    """The upper half of a mirrored court card (it must stay above the middle line, y < 177):
    head and shoulders, the suit sign in one hand before the chest."""
    cx = 120 + (-6 if hold_left else 6)
    side = -1 if hold_left else 1
    head_y, r = 72, 21
    horse = _horse_head(cx - side * 44, -side, horse_colour) if kind == "cavallo" else ""
    parts = [horse,
        path(f"M{cx - 62:.2f},177 C{cx - 60:.2f},140 {cx - 50:.2f},112 {cx - 26:.2f},104 L{cx + 26:.2f},104 "
             f"C{cx + 50:.2f},112 {cx + 60:.2f},140 {cx + 62:.2f},177 Z", fill=dress.cloak, stroke=INK, stroke_width=1.7),
        path(f"M{cx - 26:.2f},106 L{cx + 26:.2f},106 L{cx + 34:.2f},177 L{cx - 34:.2f},177 Z", fill=dress.tunic,
             stroke=INK, stroke_width=1.6),
        _decor(dress.pattern, cx - 30, 112, cx + 30, 176, dress.trim),
    ]
    if kind == "re":
        parts.append(path(f"M{cx - 44:.2f},110 C{cx - 30:.2f},94 {cx + 30:.2f},94 {cx + 44:.2f},110 "
                          f"C{cx + 30:.2f},126 {cx - 30:.2f},126 {cx - 44:.2f},110 Z", fill=WHITE, stroke=INK,
                          stroke_width=1.4))
        parts.append(path(f"M{cx - 28:.2f},112 l0,5 M{cx - 10:.2f},116 l0,5 M{cx + 10:.2f},116 l0,5 M{cx + 28:.2f},112 l0,5",
                          stroke=INK, stroke_width=2.2))
    else:
        parts.append(path(f"M{cx - 20:.2f},104 C{cx - 8:.2f},116 {cx + 8:.2f},116 {cx + 20:.2f},104", fill="none",
                          stroke=WHITE, stroke_width=4.5))
    parts.append(rect(cx - 6, head_y + r - 6, 12, 14, fill=SKIN, stroke=INK, stroke_width=1.3))
    parts.append(hair(cx, head_y, r, dress.hair, long=lady or kind == "re"))
    parts.append(face(cx, head_y, r, dress.beard, lady=lady))
    if headwear == "crown":
        parts.append(crown(cx, head_y - r + 7, r * 2.1, r * 1.15))
    else:
        parts.append(hat(cx, head_y - r + 3, r, headwear, dress.hat, dress.trim))
    hx, hy = cx + side * 40, 150
    parts.append(thick_line([(cx + side * 40, 116), (cx + side * 52, 138), (hx, hy)], dress.cloak, 12, INK, 1.5))
    parts.append(held(hx, hy))
    parts.append(hand(hx, hy))
    parts.append(thick_line([(cx - side * 40, 116), (cx - side * 44, 148), (cx - side * 18, 160)], dress.cloak, 12,
                            INK, 1.5))
    parts.append(hand(cx - side * 16, 160))
    return "".join(parts)


def _shade(colour: str) -> str:
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#{:02x}{:02x}{:02x}".format(*(int(c * 0.8) for c in (r, g, b)))
