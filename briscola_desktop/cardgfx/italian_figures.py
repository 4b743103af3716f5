"""The Italian court figures: the Fante stands, the Cavallo rides, the Re wears a crown.

Each holds his suit's sign (drawn by :mod:`.italian_signs`) in a palette of his suit.
Coordinates are card units on a 240 x 360 card.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from briscola_desktop.rules.cards import Suit
from .italian_signs import BLUE, GOLD, GOLD_DARK, GOLD_LIGHT, INK, RED, SKIN, baton, coin, cup, sword
from .svg import circle, ellipse, path, polygon, rect, thick_line

@dataclass(frozen=True)
class Palette:
    tunic: str
    cloak: str
    hose: str
    trim: str = GOLD
    hair: str = "#6b4423"
    horse: str = "#efe8dc"


PALETTES = {
    Suit.COINS: Palette(tunic="#c2372b", cloak="#2d5ea8", hose="#e8b437", horse="#f1ebdf"),
    Suit.CUPS: Palette(tunic="#2d5ea8", cloak="#c2372b", hose="#2f7d45", hair="#3b2a1a", horse="#9a6233"),
    Suit.SWORDS: Palette(tunic="#2f7d45", cloak="#c2372b", hose="#2d5ea8", hair="#a0622d", horse="#b7b2ab"),
    Suit.BATONS: Palette(tunic="#7b4397", cloak="#2f7d45", hose="#c2372b", hair="#2b2b2b", horse="#6b4226"),
}


def _held(suit: Suit, hx: float, hy: float, scale: float = 1.0, tilt: float = 0) -> str:
    """The suit item held in a hand at (hx, hy); the hand is drawn afterwards, on top."""
    if suit is Suit.COINS:
        return coin(hx, hy - 24 * scale, 25 * scale)
    if suit is Suit.CUPS:
        return cup(hx, hy - 30 * scale, 66 * scale)
    if suit is Suit.SWORDS:
        length = 150 * scale
        # the grip sits in the hand: shift the sword so its grip centre is at the hand
        off = length / 2 - length * 0.12 / 2 - 10 * scale
        rad = math.radians(tilt)
        return sword(hx - math.sin(rad) * off, hy - math.cos(rad) * off, length, 11 * scale, tilt)
    length = 140 * scale
    off = length * 0.22
    rad = math.radians(tilt)
    return baton(hx - math.sin(rad) * off, hy - math.cos(rad) * off, length, 22 * scale, tilt, leaves=True)


def _hand(x: float, y: float, r: float = 7.0) -> str:
    return circle(x, y, r, fill=SKIN, stroke=INK, stroke_width=1.6)


def _face(cx: float, cy: float, r: float, beard: str | None = None) -> str:
    parts = [circle(cx, cy, r, fill=SKIN, stroke=INK, stroke_width=1.8)]
    if beard:
        parts.append(path(f"M{cx - r + 1:.2f},{cy + 1:.2f} C{cx - r + 2:.2f},{cy + r * 1.3:.2f} "
                          f"{cx - 4:.2f},{cy + r * 1.55:.2f} {cx:.2f},{cy + r * 1.6:.2f} "
                          f"C{cx + 4:.2f},{cy + r * 1.55:.2f} {cx + r - 2:.2f},{cy + r * 1.3:.2f} "
                          f"{cx + r - 1:.2f},{cy + 1:.2f} C{cx + r * 0.5:.2f},{cy + r * 0.5:.2f} "
                          f"{cx - r * 0.5:.2f},{cy + r * 0.5:.2f} {cx - r + 1:.2f},{cy + 1:.2f} Z",
                          fill=beard, stroke=INK, stroke_width=1.4))
        parts.append(path(f"M{cx - 8:.2f},{cy + 7:.2f} C{cx - 3:.2f},{cy + 4:.2f} {cx + 3:.2f},{cy + 4:.2f} "
                          f"{cx + 8:.2f},{cy + 7:.2f}", fill="none", stroke=INK, stroke_width=2.2,
                          stroke_linecap="round"))
    parts.append(circle(cx - r * 0.36, cy - r * 0.05, r * 0.1, fill=INK))
    parts.append(circle(cx + r * 0.36, cy - r * 0.05, r * 0.1, fill=INK))
    parts.append(path(f"M{cx:.2f},{cy:.2f} L{cx - 2:.2f},{cy + r * 0.35:.2f} L{cx + 1:.2f},{cy + r * 0.38:.2f}",
                      fill="none", stroke="#b07a55", stroke_width=1.4, stroke_linecap="round"))
    if not beard:
        parts.append(path(f"M{cx - 5:.2f},{cy + r * 0.58:.2f} C{cx - 2:.2f},{cy + r * 0.7:.2f} "
                          f"{cx + 2:.2f},{cy + r * 0.7:.2f} {cx + 5:.2f},{cy + r * 0.58:.2f}",
                          fill="none", stroke="#9c3b2e", stroke_width=1.6, stroke_linecap="round"))
        parts.append(circle(cx - r * 0.55, cy + r * 0.35, r * 0.16, fill="#f0a890", opacity=0.7))
        parts.append(circle(cx + r * 0.55, cy + r * 0.35, r * 0.16, fill="#f0a890", opacity=0.7))
    return "".join(parts)


def _crown(cx: float, base: float, w: float, h: float) -> str:
    x0, x1 = cx - w / 2, cx + w / 2
    pts = [(x0, base), (x0 - 2, base - h), (cx - w / 4, base - h * 0.55), (cx, base - h * 1.15),
           (cx + w / 4, base - h * 0.55), (x1 + 2, base - h), (x1, base)]
    return (polygon(pts, fill=GOLD, stroke=INK, stroke_width=1.6)
            + rect(x0 - 1, base - 6, w + 2, 8, fill=GOLD_DARK, stroke=INK, stroke_width=1.4)
            + circle(cx, base - 2, 2.6, fill=RED) + circle(cx - w / 3, base - 2, 2.2, fill=BLUE)
            + circle(cx + w / 3, base - 2, 2.2, fill=BLUE)
            + circle(x0 - 2, base - h, 2.6, fill=GOLD_LIGHT, stroke=INK, stroke_width=1.0)
            + circle(x1 + 2, base - h, 2.6, fill=GOLD_LIGHT, stroke=INK, stroke_width=1.0)
            + circle(cx, base - h * 1.15, 3, fill=RED, stroke=INK, stroke_width=1.0))


def _ground(cx: float = 120, y: float = 314, rx: float = 70) -> str:
    return (ellipse(cx, y, rx, 10, fill="#d8ccb0")
            + path(f"M{cx - rx * 0.8:.2f},{y:.2f} L{cx + rx * 0.8:.2f},{y:.2f}", stroke="#b9a981",
                   stroke_width=1.5))


def _holding_low(suit: Suit) -> bool:
    return suit in (Suit.SWORDS, Suit.BATONS)


def fante(suit: Suit) -> str:
    p = PALETTES[suit]
    low = _holding_low(suit)
    hand = (170, 178) if low else (170, 114)
    arm = [(146, 118), (166, 150), hand] if low else [(146, 118), (170, 142), hand]
    parts = [
        _ground(),
        # legs and shoes
        rect(103, 214, 14, 88, fill=p.hose, stroke=INK, stroke_width=1.6),
        rect(123, 214, 14, 88, fill=p.hose, stroke=INK, stroke_width=1.6),
        ellipse(106, 304, 14, 6, fill="#3a2516", stroke=INK, stroke_width=1.4),
        ellipse(134, 304, 14, 6, fill="#3a2516", stroke=INK, stroke_width=1.4),
        # short cape behind
        path("M90,116 C78,150 74,190 78,228 L162,228 C166,190 162,150 150,116 Z", fill=p.cloak,
             stroke=INK, stroke_width=1.6),
        # tunic
        path("M92,114 L148,114 L141,178 L160,226 L80,226 L99,178 Z", fill=p.tunic, stroke=INK,
             stroke_width=1.8),
        path("M120,118 L120,224", stroke=p.trim, stroke_width=4.0),
        path("M84,216 L156,216", stroke=p.trim, stroke_width=4.0),
        rect(98, 172, 44, 10, fill="#4a2c17", stroke=INK, stroke_width=1.4),
        rect(114, 171, 12, 12, fill=GOLD, stroke=INK, stroke_width=1.2),
        # neck and collar
        rect(114, 98, 12, 18, fill=SKIN, stroke=INK, stroke_width=1.4),
        path("M100,114 C110,124 130,124 140,114 L136,110 C126,118 114,118 104,110 Z", fill="#f7f2e6",
             stroke=INK, stroke_width=1.2),
        # hair, face, beret with a feather
        path("M100,88 C98,62 142,62 140,88 L141,102 C136,94 135,80 120,78 C105,80 104,94 99,102 Z",
             fill=p.hair, stroke=INK, stroke_width=1.4),
        _face(120, 86, 19),
        path("M134,60 C150,40 166,38 176,30 C170,46 156,56 138,66 Z", fill="#f7f2e6", stroke=INK,
             stroke_width=1.3),
        ellipse(120, 66, 27, 9, fill=p.cloak, stroke=INK, stroke_width=1.6),
        path("M99,64 C100,50 140,50 141,64 Z", fill=p.cloak, stroke=INK, stroke_width=1.6),
        circle(136, 62, 3.2, fill=GOLD, stroke=INK, stroke_width=1.0),
        # the other arm rests on the belt
        thick_line([(94, 118), (80, 152), (98, 176)], p.tunic, 13, INK, 1.6),
        _hand(99, 176),
        # arm holding the suit item
        thick_line(arm, p.tunic, 13, INK, 1.6),
        _held(suit, hand[0], hand[1], 1.0 if low else 1.0),
        _hand(*hand),
    ]
    return "".join(parts)


def cavallo(suit: Suit) -> str:
    p = PALETTES[suit]
    horse = p.horse
    dark = "#3a2516"
    mane = "#4a3020" if horse != "#6b4226" else "#1e1410"
    legs = [
        [(84, 238), (80, 276), (82, 306)],
        [(98, 242), (104, 276), (100, 306)],
        [(148, 242), (142, 276), (146, 306)],
        [(162, 238), (168, 274), (164, 306)],
    ]
    parts = [_ground(rx=80)]
    # far legs first (darker), then body, near legs
    for pts in (legs[1], legs[3]):
        parts.append(thick_line(pts, _shade(horse), 11, INK, 1.5))
        parts.append(rect(pts[-1][0] - 7, pts[-1][1] - 2, 14, 7, rx=2, fill=dark))
    parts += [
        path("M64,214 C40,224 36,262 46,290 C52,268 58,250 70,232 Z", fill=mane, stroke=INK,
             stroke_width=1.5),
        ellipse(122, 226, 60, 31, fill=horse, stroke=INK, stroke_width=1.8),
        path("M150,212 C154,190 162,170 170,154 L190,164 C184,186 180,206 176,230 Z", fill=horse,
             stroke=INK, stroke_width=1.8),
        path("M166,152 C172,138 188,138 194,146 L212,176 C214,184 206,190 200,186 L180,170 Z",
             fill=horse, stroke=INK, stroke_width=1.8),
        polygon([(172, 146), (172, 130), (181, 142)], fill=horse, stroke=INK, stroke_width=1.4),
        path("M168,150 C160,166 154,186 150,210 L158,212 C160,190 166,170 176,154 Z", fill=mane,
             stroke=INK, stroke_width=1.2),
        circle(186, 156, 2.4, fill=INK),
        circle(205, 180, 1.8, fill=INK),
    ]
    for pts in (legs[0], legs[2]):
        parts.append(thick_line(pts, horse, 11, INK, 1.5))
        parts.append(rect(pts[-1][0] - 7, pts[-1][1] - 2, 14, 7, rx=2, fill=dark))
    parts += [
        # saddle cloth and bridle
        path("M96,200 L146,200 L150,246 L92,246 Z", fill=p.cloak, stroke=INK, stroke_width=1.6),
        path("M94,238 L148,238", stroke=p.trim, stroke_width=4.0),
        path("M176,150 L202,182 M186,166 L160,172", fill="none", stroke="#5a2d17", stroke_width=2.2),
        # rider: far arm raised with the suit item, body, near leg
        thick_line([(108, 122), (90, 116), (82, 96)], p.tunic, 12, INK, 1.6),
        _held(suit, 82, 96, 0.7 if _holding_low(suit) else 0.8, tilt=-6 if _holding_low(suit) else 0),
        _hand(82, 96, 6.5),
        path("M104,118 L136,118 L132,192 L108,192 Z", fill=p.tunic, stroke=INK, stroke_width=1.8),
        path("M120,120 L120,192", stroke=p.trim, stroke_width=3.5),
        rect(106, 176, 28, 8, fill="#4a2c17", stroke=INK, stroke_width=1.2),
        thick_line([(122, 192), (146, 206), (140, 246)], p.hose, 14, INK, 1.6),
        ellipse(145, 250, 13, 6, fill="#3a2516", stroke=INK, stroke_width=1.4),
        # head with a plumed hat
        rect(114, 100, 12, 18, fill=SKIN, stroke=INK, stroke_width=1.4),
        path("M104,92 C102,72 138,72 136,92 L137,102 C132,96 131,86 120,84 C109,86 108,96 103,102 Z",
             fill=p.hair, stroke=INK, stroke_width=1.4),
        _face(120, 94, 16),
        path("M112,70 C104,52 112,38 124,30 C122,46 124,56 122,70 Z", fill="#f7f2e6", stroke=INK,
             stroke_width=1.3),
        ellipse(120, 76, 28, 7, fill=p.cloak, stroke=INK, stroke_width=1.6),
        path("M104,74 C106,60 134,60 136,74 Z", fill=p.cloak, stroke=INK, stroke_width=1.6),
        # near arm holds the reins
        thick_line([(132, 124), (146, 154), (162, 168)], p.tunic, 12, INK, 1.6),
        _hand(163, 168, 6.5),
    ]
    return "".join(parts)


def re_figure(suit: Suit) -> str:
    p = PALETTES[suit]
    low = _holding_low(suit)
    hand = (168, 178) if low else (172, 118)
    arm = [(150, 126), (166, 154), hand] if low else [(150, 126), (172, 146), hand]
    parts = [
        _ground(),
        ellipse(106, 308, 13, 6, fill="#3a2516", stroke=INK, stroke_width=1.4),
        ellipse(134, 308, 13, 6, fill="#3a2516", stroke=INK, stroke_width=1.4),
        # mantle, then the robe's front panel
        path("M90,118 C80,170 70,250 66,306 L174,306 C170,250 160,170 150,118 Z", fill=p.cloak,
             stroke=INK, stroke_width=1.8),
        path("M108,126 L132,126 L144,306 L96,306 Z", fill=p.tunic, stroke=INK, stroke_width=1.6),
        path("M108,128 L97,304 M132,128 L143,304", stroke=p.trim, stroke_width=3.5),
        path("M67,298 L173,298", stroke="#f7f2e6", stroke_width=8.0),
        rect(100, 186, 40, 9, fill=p.trim, stroke=INK, stroke_width=1.3),
        # ermine collar
        path("M86,120 C96,106 144,106 154,120 C146,136 94,136 86,120 Z", fill="#f7f2e6", stroke=INK,
             stroke_width=1.5),
        path("M100,122 l0,5 M114,126 l0,5 M128,126 l0,5 M142,122 l0,5 M120,298 l0,4 M92,298 l0,4 "
             "M148,298 l0,4", stroke=INK, stroke_width=2.4, stroke_linecap="round"),
        _face(120, 88, 19, beard="#e4ded2" if suit in (Suit.COINS, Suit.SWORDS) else "#6b4423"),
        _crown(120, 72, 40, 24),
        # left hand on the chest, right hand with the suit item
        thick_line([(92, 128), (84, 164), (106, 178)], p.cloak, 13, INK, 1.6),
        _hand(107, 178),
        thick_line(arm, p.cloak, 13, INK, 1.6),
        _held(suit, hand[0], hand[1]),
        _hand(*hand),
    ]
    return "".join(parts)


def _shade(colour: str) -> str:
    """The colour 20% darker, for the far side of a figure."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#{:02x}{:02x}{:02x}".format(*(int(c * 0.8) for c in (r, g, b)))
