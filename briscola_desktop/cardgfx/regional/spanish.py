"""The Spanish deck (baraja espanola): the common Castilian pattern Brisca is played with in Spain
and Latin America, drawn here in its 40-card form (1 to 7, sota 10, caballo 11, rey 12).

What makes it known on sight, as drawn here: a thin frame line just inside the card's edge whose
breaks (the "pintas") tell the suit when the cards are barely fanned: unbroken for oros, one break
for copas, two for espadas, three for bastos, in the top and bottom sides; the number in the top
left corner (and turned at the bottom right), 10, 11 and 12 on the figures, both corners kept clear
of any drawing; gold coins with a spiked ring of rays and a star at the heart, golden goblets,
broad blue swords with gold hilts and knobbly clubs of light wood, both crossed in pairs on the number
cards as the Castilian deck lays them (the two an X, the three an X with one upright, from the four
crossed pairs, one laid across on the five and seven); big ornate aces (a coin with a beaded rim and a
rosette heart in a laurel ring over a ribbon lettered BARAJA ESPAÑOLA, a great two-handled cup, a plain
upright sword between two laurel branches, a great club tapering from a knotted head to a turned handle
with a sprig of leaves at its crown); and full-length, single-headed figures filling the card in flat
red, yellow, blue and green with heavy outlines and fine hatching strokes (``spanish_figures``): four
pages turned three-quarter each in his own pose and dress, four riders on big horses trotting or
rearing, four bearded crowned kings standing in long robes under broad mantles.
"""

from __future__ import annotations

from briscola_desktop.rules.cards import Card, Rank, Suit
from ..glyphs import GLYPH_HEIGHT, GLYPHS, index_mark
from ..svg import circle, circle_d, ellipse, group, path, polygon, rect
from .common import INK, leaf, sprig, turned
from . import letters
from .spanish_figures import figure
from .spanish_signs import (BLUE, GOLD, GOLD_DARK, GOLD_LIGHT, RED, basto, copa, espada, oro, sign)

PAPER = "#fcf8ee"
EDGE = "#3b3631"
PINTA = "#1f1b18"  # the frame line, darker than the card's edge so its breaks show at table size
LEAF = "#3f8f3a"
SUITS = (Suit.COINS, Suit.CUPS, Suit.SWORDS, Suit.BATONS)

#: Where the coins and cups of the two to seven sit.
SPOTS: dict[int, list[tuple[float, float]]] = {
    2: [(120, 110), (120, 250)],
    3: [(120, 84), (120, 180), (120, 276)],
    4: [(80, 110), (160, 110), (80, 250), (160, 250)],
    5: [(80, 94), (160, 94), (120, 180), (80, 266), (160, 266)],
    6: [(80, 88), (160, 88), (80, 180), (160, 180), (80, 272), (160, 272)],
    7: [(80, 84), (160, 84), (120, 134), (80, 184), (160, 184), (80, 278), (160, 278)],
}


def suit_sign(suit: Suit, cx: float, cy: float, size: float, detail: bool = False) -> str:
    return sign(SUITS.index(suit), cx, cy, size, detail)


# ---------------------------------------------------------------- frame and number
X0, Y0, X1, Y1 = 11.0, 11.0, 229.0, 349.0
GAP = 20.0


def frame(breaks: int) -> str:
    """The thin frame line; ``breaks`` gaps (the pintas) in its top and bottom sides."""
    r = 7.0
    d = [f"M{X0:.2f},{Y0 + r:.2f} L{X0:.2f},{Y1 - r:.2f} M{X1:.2f},{Y0 + r:.2f} L{X1:.2f},{Y1 - r:.2f}"]
    # corners with a stretch of the top and bottom lines, then the pieces between the gaps
    centres = [120 + (k - (breaks - 1) / 2) * 30 for k in range(breaks)]
    cuts = [X0 + r] + [c + s * GAP / 2 for c in centres for s in (-1, 1)] + [X1 - r]
    for y, sy in ((Y0, 1), (Y1, -1)):
        d.append(f"M{X0:.2f},{y + sy * r:.2f} Q{X0:.2f},{y:.2f} {X0 + r:.2f},{y:.2f}")
        d.append(f"M{X1 - r:.2f},{y:.2f} Q{X1:.2f},{y:.2f} {X1:.2f},{y + sy * r:.2f}")
        for a, b in zip(cuts[0::2], cuts[1::2]):
            d.append(f"M{a:.2f},{y:.2f} L{b:.2f},{y:.2f}")
    return path(" ".join(d), fill="none", stroke=PINTA, stroke_width=6.0, stroke_linecap="butt")


def label(rank: Rank) -> str:
    """The number a card of ``rank`` shows: 1 to 7, and 10, 11, 12 for the sota, caballo and rey."""
    return {Rank.JACK: "10", Rank.QUEEN: "11", Rank.KING: "12"}.get(rank, str(int(rank)))


def number(rank: Rank) -> str:
    """The card's number, upright top left and turned bottom right."""
    text = label(rank)
    if text == "6":
        # The Spanish deck has no 9, so its 6 needs no underline (which at this size ran into the bowl
        # like a tail): the plain glyph, placed as index_mark places it.
        scale, sx = 29 / GLYPH_HEIGHT, 29 / GLYPH_HEIGHT * 0.92
        x = 31 - 10.0 * sx / 2
        mark = group(path(GLYPHS["6"].d), f"translate({x:.3f} 19) scale({sx:.4f} {scale:.4f})", fill="none",
                     stroke=INK, stroke_width=2.5, stroke_linecap="round", stroke_linejoin="round")
    else:
        mark = index_mark(text, 31, 19, 29, INK, weight=2.5, condense=0.62 if len(text) > 1 else 0.92)
    return mark + turned(mark)


# ---------------------------------------------------------------- number cards
#: Where the crossed signs of the four to seven lie: ("x", cx, cy, length, width, lean) is a pair crossed
#: in an X, ("-", cx, cy, length, width, 0) one laid across; the clubs and the swords share the plan, as the
#: Castilian deck lays them.
CROSSED: dict[int, list[tuple[str, float, float, float, float, float]]] = {
    4: [("x", 120, 106, 130, 28, 33), ("x", 120, 254, 130, 28, 33)],
    5: [("x", 120, 96, 116, 25, 34), ("-", 120, 180, 150, 24, 0), ("x", 120, 264, 116, 25, 34)],
    6: [("x", 120, 104, 116, 24, 30), ("x", 80, 240, 108, 23, 25), ("x", 160, 240, 108, 23, 25)],
    7: [("x", 120, 82, 102, 22, 31), ("x", 78, 178, 102, 22, 24), ("x", 162, 178, 102, 22, 24),
        ("-", 120, 272, 136, 22, 0)],
}


def _swords(rank: int) -> str:
    """Broad blue swords with gold hilts crossed like the clubs: the two an X, the three an X with one
    standing upright through it, from the four crossed pairs (and one laid across on the five and seven),
    each blade bent a little outwards; the blades cross above the middle so the hilts stand apart."""
    import math

    def pair(cx: float, cy: float, length: float, width: float, lean: float, guard: float, curve: float,
             rise: float = 0.1) -> list[str]:
        out = []
        for side in (-1, 1):
            a = math.radians(side * lean)
            d = length * rise  # the crossing lies this far above the sword's middle
            out.append(espada(cx - math.sin(a) * d, cy + math.cos(a) * d, length, width, rot=side * lean,
                              curve=side * curve, guard=guard))
        return out

    if rank == 2:
        return "".join(pair(120, 166, 250, 24, 17, 1.45, 0.05))
    if rank == 3:
        return "".join(pair(120, 166, 240, 22, 21, 1.3, 0.05) + [espada(120, 174, 262, 22)])
    parts = []
    for kind, cx, cy, length, width, lean in CROSSED[rank]:
        if kind == "x":
            parts += pair(120 + (cx - 120) * 0.94, cy - (6 if cy > 180 else 0), length, width * 0.74, lean * 0.85,
                          1.15, 0.06, 0.04)
        else:
            parts.append(espada(cx, cy, length, width * 0.86, rot=90, guard=1.4))
    return "".join(parts)


def _cross(cx: float, cy: float, length: float, width: float, lean: float) -> list[str]:
    """Two clubs crossed in an X, knobs up."""
    return [basto(cx, cy, length, width, rot=-lean, sprout=False), basto(cx, cy, length, width, rot=lean, sprout=False)]


def _clubs(rank: int) -> str:
    """Knobbly wooden clubs crossed in pairs, each pair an X standing clear of the next."""
    if rank == 2:
        return "".join(_cross(120, 184, 262, 38, 22))
    if rank == 3:
        return "".join(_cross(120, 180, 256, 36, 27) + [basto(120, 180, 248, 36, sprout=False)])
    parts = []
    for kind, cx, cy, length, width, lean in CROSSED[rank]:
        if kind == "x":
            parts += _cross(cx, cy, length, width, lean)
        else:
            parts.append(basto(cx, cy, length, width, rot=90, sprout=False))
    return "".join(parts)


#: The cups sit a little further in than the coins (a goblet's rim is wider than its foot).
CUP_SPOTS = {**SPOTS,
             5: [(82, 100), (158, 100), (120, 180), (82, 260), (158, 260)],
             6: [(82, 96), (158, 96), (82, 180), (158, 180), (82, 264), (158, 264)]}


def _numeral(suit: Suit, rank: int) -> str:
    if suit is Suit.COINS:
        r = {2: 34, 3: 33, 4: 32, 5: 30, 6: 29, 7: 26}[rank]
        return "".join(oro(x, y, r) for x, y in SPOTS[rank])
    if suit is Suit.CUPS:
        h = {2: 96, 3: 84, 4: 90, 5: 76, 6: 72, 7: 60}[rank]
        return "".join(copa(x, y, h) for x, y in CUP_SPOTS[rank])
    if suit is Suit.SWORDS:
        return _swords(rank)
    return _clubs(rank)


# ---------------------------------------------------------------- aces
def _laurel(cx: float, cy: float, r: float) -> str:
    """A ring of laurel leaves round a big coin, one path."""
    import math
    d = []
    for k in range(22):
        a = math.radians(k * 360 / 22)
        x, y = cx + math.cos(a) * r, cy + math.sin(a) * r
        ang = math.degrees(a) + 90
        for tilt in (-38, 38):
            t = math.radians(ang + tilt)
            dx, dy = math.sin(t), -math.cos(t)
            nx, ny = -dy, dx
            L = 15
            d.append(f"M{x:.2f},{y:.2f} Q{x + dx * L * 0.5 + nx * 4:.2f},{y + dy * L * 0.5 + ny * 4:.2f} "
                     f"{x + dx * L:.2f},{y + dy * L:.2f} Q{x + dx * L * 0.5 - nx * 4:.2f},"
                     f"{y + dy * L * 0.5 - ny * 4:.2f} {x:.2f},{y:.2f} Z")
    return path(" ".join(d), fill=LEAF, stroke=INK, stroke_width=0.9)


def _legend(cx: float, cy: float, text: str) -> str:
    """A ribbon with swallow-tailed ends and ``text`` lettered on it in stroked capitals (an N written
    after a tilde mark, "Ñ", gets its tilde drawn over it)."""
    plain = text.replace("Ñ", "N")
    hgt = 7.4
    wide = letters.width(plain, hgt)
    x0, x1, h = cx - wide / 2 - 10, cx + wide / 2 + 10, 18.0
    y0, y1 = cy - h / 2, cy + h / 2
    tails = (f"M{x0 + 4:.2f},{y0 + 5:.2f} L{x0 - 11:.2f},{y0 + 5:.2f} L{x0 - 5:.2f},{y1 + 1:.2f} "
             f"L{x0 - 11:.2f},{y1 + 6:.2f} L{x0 + 4:.2f},{y1 + 6:.2f} Z "
             f"M{x1 - 4:.2f},{y0 + 5:.2f} L{x1 + 11:.2f},{y0 + 5:.2f} L{x1 + 5:.2f},{y1 + 1:.2f} "
             f"L{x1 + 11:.2f},{y1 + 6:.2f} L{x1 - 4:.2f},{y1 + 6:.2f} Z")
    parts = [path(tails, fill="#e9d9ad", stroke=INK, stroke_width=1.4),
             path(f"M{x0:.2f},{y0:.2f} Q{cx:.2f},{y0 - 4:.2f} {x1:.2f},{y0:.2f} L{x1:.2f},{y1:.2f} "
                  f"Q{cx:.2f},{y1 - 4:.2f} {x0:.2f},{y1:.2f} Z", fill="#fbf3d8", stroke=INK, stroke_width=1.5)]
    top = cy - hgt / 2 - 1.5
    parts.append(letters.lettering(plain, cx, top, hgt, RED, weight=1.5))
    at = plain.find("N", text.find("Ñ")) if "Ñ" in text else -1
    if at >= 0:
        left = cx - wide / 2 + letters.width(plain[:at] + "I", hgt) - letters.width("I", hgt)
        nx = left + letters.width("N", hgt) / 2
        parts.append(path(f"M{nx - 3.2:.2f},{top - 1.6:.2f} q1.6,-2 3.2,0 t3.2,0", fill="none", stroke=RED,
                          stroke_width=1.2, stroke_linecap="round"))
    return "".join(parts)


def _as_de_oros() -> str:
    """A big ornate coin in a laurel ring: a beaded rim, a spiked ring of rays and a rosette at its heart,
    with flourishes above and a ribbon lettered BARAJA ESPAÑOLA below."""
    import math
    parts = [circle(120, 176, 88, fill="none", stroke="#2f6a2c", stroke_width=2.0), _laurel(120, 176, 88)]
    # flourishes above and below, and the scroll
    for sy in (-1,):
        parts.append(path(f"M120,{176 + sy * 96:.2f} C104,{176 + sy * 114:.2f} 88,{176 + sy * 100:.2f} "
                          f"76,{176 + sy * 108:.2f} M120,{176 + sy * 96:.2f} C136,{176 + sy * 114:.2f} "
                          f"152,{176 + sy * 100:.2f} 164,{176 + sy * 108:.2f}", fill="none", stroke=RED,
                          stroke_width=3.4, stroke_linecap="round"))
        parts.append(path(" ".join(circle_d(x, 176 + sy * 110, 4.2) for x in (74, 166)), fill=BLUE, stroke=INK,
                          stroke_width=1.0))
    parts.append(polygon([(120, 62), (110, 78), (120, 88), (130, 78)], fill=RED, stroke=INK, stroke_width=1.2))
    parts.append(circle(120, 176, 82, fill=GOLD, stroke=INK, stroke_width=2.4))
    parts.append(circle(120, 176, 72, fill="none", stroke=GOLD_DARK, stroke_width=4.0))
    pts = []
    for k in range(48):
        a = math.radians(k * 180 / 24)
        rr = 64 if k % 2 == 0 else 44
        pts.append((120 + rr * math.sin(a), 176 - rr * math.cos(a)))
    parts.append(polygon(pts, fill=GOLD_LIGHT, stroke=GOLD_DARK, stroke_width=1.4))
    parts.append(circle(120, 176, 38, fill=GOLD, stroke=INK, stroke_width=1.8))
    # the heart of the coin: a rosette of eight pointed petals over eight round ones, a red boss in the middle
    petals = []
    for k in range(16):
        a = math.radians(k * 22.5)
        big = k % 2 == 0
        ln, wd = (34, 9.5) if big else (26, 8.0)
        dx, dy = math.sin(a), -math.cos(a)
        nx, ny = -dy, dx
        tx, ty = 120 + dx * ln, 176 + dy * ln
        petals.append(f"M120,176 Q{120 + dx * ln * 0.5 + nx * wd:.2f},{176 + dy * ln * 0.5 + ny * wd:.2f} "
                      f"{tx:.2f},{ty:.2f} Q{120 + dx * ln * 0.5 - nx * wd:.2f},{176 + dy * ln * 0.5 - ny * wd:.2f} "
                      f"120,176 Z")
    parts.append(path(" ".join(petals[1::2]), fill=GOLD_DARK, stroke=INK, stroke_width=1.0))
    parts.append(path(" ".join(petals[0::2]), fill=GOLD_LIGHT, stroke=INK, stroke_width=1.2))
    parts.append(circle(120, 176, 11, fill=RED, stroke=INK, stroke_width=1.5))
    parts.append(circle(120, 176, 4.5, fill=GOLD_LIGHT, stroke=INK, stroke_width=1.0))
    # the rim: a ring of beads between two lines
    parts.append(path(" ".join(circle_d(120 + 77 * math.sin(math.radians(k * 10)), 176 - 77 * math.cos(math.radians(k * 10)),
                                        2.3) for k in range(36)), fill=GOLD_LIGHT, stroke=INK, stroke_width=0.8))
    parts.append(polygon([(120, 264), (110, 278), (120, 292), (130, 278)], fill=RED, stroke=INK, stroke_width=1.2))
    parts.append(_legend(107, 316, "BARAJA ESPAÑOLA"))
    return "".join(parts)


def _as_de_copas() -> str:
    """A great goblet: wide bowl with a jewelled band and fluted base, curling handles, two knops and a
    stepped foot, laurel sprigs on either side."""
    parts = [sprig(74, 292, 64, -30, LEAF, 3), sprig(166, 292, 64, 30, LEAF, 3)]
    handles = "M60,112 C18,100 16,168 66,170 M180,112 C222,100 224,168 174,170"
    parts.append(path(handles, fill="none", stroke=INK, stroke_width=10, stroke_linecap="round"))
    parts.append(path(handles, fill="none", stroke=GOLD, stroke_width=6, stroke_linecap="round"))
    parts.append(path("M56,98 C52,172 86,214 120,216 C154,214 188,172 184,98 Z", fill=GOLD, stroke=INK,
                      stroke_width=2.0))
    parts.append(path("M80,178 C92,170 96,150 96,134 M104,200 C112,186 112,160 110,134 M136,200 C128,186 128,160 "
                      "130,134 M160,178 C148,170 144,150 144,134", fill="none", stroke=GOLD_DARK, stroke_width=2.4))
    parts.append(path("M56.5,110 L183.5,110 L182,132 L58,132 Z", fill=RED, stroke=INK, stroke_width=1.5))
    parts.append(path(" ".join(circle_d(x, 121, 5.5) for x in (78, 99, 120, 141, 162)), fill=BLUE, stroke=INK,
                      stroke_width=1.0))
    parts.append(path("M70,150 C74,176 86,194 100,202", fill="none", stroke="#fff1b8", stroke_width=4.0,
                      stroke_linecap="round"))
    parts.append(ellipse(120, 98, 64, 12, fill=GOLD_DARK, stroke=INK, stroke_width=2.0))
    parts.append(ellipse(120, 101, 54, 7, fill="#8a5212"))
    parts.append(rect(110, 212, 20, 50, fill=GOLD, stroke=INK, stroke_width=1.8))
    parts.append(ellipse(120, 232, 24, 12, fill=BLUE, stroke=INK, stroke_width=1.8))
    parts.append(circle(120, 232, 4.5, fill=RED, stroke=INK, stroke_width=1.0))
    parts.append(ellipse(120, 256, 15, 6, fill=GOLD_DARK, stroke=INK, stroke_width=1.5))
    parts.append(path("M68,314 C68,292 100,278 110,262 L130,262 C140,278 172,292 172,314 Z", fill=GOLD, stroke=INK,
                      stroke_width=2.0))
    parts.append(path("M80,300 L160,300", stroke=RED, stroke_width=5.0))
    parts.append(rect(62, 312, 116, 10, rx=4, fill=GOLD_DARK, stroke=INK, stroke_width=1.8))
    return "".join(parts)


def _as_de_espadas() -> str:
    """A single broad sword standing upright, point up, between two laurel branches crossed at its foot."""
    parts = [sprig(112, 318, 100, -38, LEAF, 4), sprig(128, 318, 100, 38, LEAF, 4)]
    parts.append(espada(120, 180, 292, 30, guard=1.9))
    return "".join(parts)


def _as_de_bastos() -> str:
    """The great club standing on its own: a heavy rounded head with a few knots and lopped stubs,
    tapering to a turned handle with a knob at its foot, and a sprig of fresh leaves from its crown."""
    parts = [path("M118,70 C112,56 104,46 92,40", fill="none", stroke="#6e4318", stroke_width=4.0,
                  stroke_linecap="round"),
             leaf(92, 42, 36, -40, LEAF), leaf(100, 48, 32, -96, LEAF), leaf(110, 60, 32, -10, LEAF),
             leaf(126, 64, 36, 30, LEAF), leaf(136, 62, 30, 80, LEAF),
             leaf(118, 66, 30, 0, LEAF), leaf(98, 70, 24, -60, LEAF)]
    # the body: a rounded head, swelling and tapering to the neck of the handle
    body = ("M96,96 C94,70 146,64 148,92 C152,130 146,176 136,226 L133,262 L107,262 L104,226 "
            "C94,176 90,130 96,96 Z")
    stubs = "M96,132 L80,120 L82,134 L97,146 Z M145,176 L160,164 L160,178 L142,190 Z"
    parts.append(path(stubs, fill="#9a6428", stroke=INK, stroke_width=1.8))
    parts.append(path(body, fill="#d49f52", stroke=INK, stroke_width=2.2))
    # light down the left, shade down the right, and the grain
    parts.append(path("M104,96 C100,130 104,180 112,250", fill="none", stroke="#f4d9a0", stroke_width=6,
                      stroke_linecap="round"))
    parts.append(path("M142,100 C144,140 138,190 128,254 L134,254 C142,190 148,140 146,100 Z", fill="#a96f2c",
                      opacity=0.7))
    parts.append(path("M124,82 C128,130 120,180 122,240 M132,112 C134,140 130,160 130,180", fill="none",
                      stroke="#6e4318", stroke_width=1.6, stroke_linecap="round"))
    knots = " ".join(circle_d(x, y, r) for x, y, r in ((110, 116, 5.5), (134, 140, 6), (114, 196, 5), (130, 222, 4.5)))
    parts.append(path(knots, fill="#a96f2c", stroke=INK, stroke_width=1.4))
    parts.append(path(" ".join(circle_d(x, y, r) for x, y, r in ((110, 116, 1.8), (134, 140, 2), (114, 196, 1.6))),
                      fill="#6e4318"))
    # the turned handle: a collar, the grip and its knob
    parts.append(rect(103, 258, 34, 9, rx=3, fill="#a96f2c", stroke=INK, stroke_width=1.8))
    parts.append(path("M109,267 L131,267 L129,306 L111,306 Z", fill="#d49f52", stroke=INK, stroke_width=2.0))
    parts.append(path("M112,276 L128,280 M112,286 L128,290 M112,296 L128,300", stroke="#6e4318", stroke_width=1.6))
    parts.append(ellipse(120, 312, 13, 9, fill="#a96f2c", stroke=INK, stroke_width=1.9))
    # drawn a third wider than sketched, a heavy club filling the card's middle
    leaves = 8  # the sprig: its stem and seven leaves, drawn at their own width
    return "".join(parts[:leaves]) + group(parts[leaves:], "translate(120 0) scale(1.32 1) translate(-120 0)")


def _ace(suit: Suit) -> str:
    return {Suit.COINS: _as_de_oros, Suit.CUPS: _as_de_copas, Suit.SWORDS: _as_de_espadas,
            Suit.BATONS: _as_de_bastos}[suit]()


# ---------------------------------------------------------------- the card
def face(card: Card) -> list[str]:
    if card.rank is Rank.ACE:
        inside = _ace(card.suit)
    elif card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        inside = figure(card.suit, card.rank)
    else:
        inside = _numeral(card.suit, int(card.rank))
    return [rect(1.5, 1.5, 237, 357, rx=14, fill=PAPER, stroke=EDGE, stroke_width=3.0), inside,
            frame(SUITS.index(card.suit)), number(card.rank)]


def back() -> list[str]:
    """A deep blue back with a gold diamond lattice, a white border and a red oval with a coin."""
    parts = [rect(1.5, 1.5, 237, 357, rx=14, fill=PAPER, stroke=EDGE, stroke_width=3.0),
             rect(12, 12, 216, 336, rx=8, fill="#1d3c78")]
    d = []
    for k in range(-14, 16):
        x = 12 + k * 24
        d.append(f"M{x},12 L{x + 336},348 M{x + 336},12 L{x},348")
    parts.append(path(" ".join(d), stroke="#c99a2e", stroke_width=2.2, opacity=0.9))
    # cover the lattice's overflow beyond the field with the paper margin (the card's outline, the field cut out)
    margin = ("M15.5,1.5 L224.5,1.5 A14,14 0 0 1 238.5,15.5 L238.5,344.5 A14,14 0 0 1 224.5,358.5 "
              "L15.5,358.5 A14,14 0 0 1 1.5,344.5 L1.5,15.5 A14,14 0 0 1 15.5,1.5 Z "
              "M12,20 L12,340 Q12,348 20,348 L220,348 Q228,348 228,340 L228,20 Q228,12 220,12 L20,12 Q12,12 12,20 Z")
    parts.append(path(margin, fill=PAPER, fill_rule="evenodd"))
    parts.append(rect(1.5, 1.5, 237, 357, rx=14, fill="none", stroke=EDGE, stroke_width=3.0))
    parts.append(rect(18, 18, 204, 324, rx=5, fill="none", stroke=PAPER, stroke_width=2.6))
    parts.append(ellipse(120, 180, 50, 66, fill="#b3262a", stroke=PAPER, stroke_width=4.0))
    parts.append(oro(120, 180, 34))
    return parts
