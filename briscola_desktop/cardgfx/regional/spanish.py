"""The Spanish deck (baraja espanola): the common Castilian pattern Brisca is played with in Spain
and Latin America, drawn here in its 40-card form (1 to 7, sota 10, caballo 11, rey 12).

What makes it known on sight, as drawn here: a thin frame line just inside the card's edge whose
breaks (the "pintas") tell the suit when the cards are barely fanned: unbroken for oros, one break
for copas, two for espadas, three for bastos, in the top and bottom sides; the number in the top
left corner (and turned at the bottom right), 10, 11 and 12 on the figures, both corners kept clear
of any drawing; gold coins with a spiked ring of rays and a star at the heart, golden goblets,
straight broad blue swords with solid gold hilts standing upright in rows, knobbly clubs of light wood
crossed in pairs (each pair an X standing clear of the next, an odd one laid across); big ornate aces
(a sun-faced coin in a laurel ring, a great two-handled cup, a sword through a crown wound with a
ribbon, a club gripped in a fist); and full-length, single-headed figures in flat red, yellow, blue and
green with heavy outlines and a few hatching strokes (``spanish_figures``): four pages each in his own
pose and dress, four riders on whole horses, four bearded crowned kings standing in long robes.
"""

from __future__ import annotations

from ...rules.cards import Card, Rank, Suit
from ..glyphs import index_mark
from ..svg import circle, circle_d, ellipse, path, polygon, rect
from .common import INK, WHITE, leaf, scroll, sprig, turned
from .spanish_figures import figure
from .spanish_signs import (BLUE, GOLD, GOLD_DARK, GOLD_LIGHT, RED, basto, copa, espada, oro, sign)

PAPER = "#fcf8ee"
EDGE = "#3b3631"
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
    return path(" ".join(d), fill="none", stroke=EDGE, stroke_width=4.0, stroke_linecap="butt")


def label(rank: Rank) -> str:
    """The number a card of ``rank`` shows: 1 to 7, and 10, 11, 12 for the sota, caballo and rey."""
    return {Rank.JACK: "10", Rank.QUEEN: "11", Rank.KING: "12"}.get(rank, str(int(rank)))


def number(rank: Rank) -> str:
    """The card's number, upright top left and turned bottom right."""
    text = label(rank)
    mark = index_mark(text, 31, 19, 29, INK, weight=3.0, condense=0.62 if len(text) > 1 else 1.0)
    return mark + turned(mark)


# ---------------------------------------------------------------- number cards
def _swords(rank: int) -> str:
    """Straight broad blue swords standing upright: one row up to three, two rows from four."""
    if rank <= 3:
        xs = {2: [94, 146], 3: [76, 120, 164]}[rank]
        return "".join(espada(x, 190, 262, 18, rot=(x - 120) * 0.1) for x in xs)
    # (how many, centre height, step, blade width, length) per row; the corners are kept clear
    rows = {4: [(2, 106, 60, 22, 144), (2, 254, 60, 22, 144)],
            5: [(3, 106, 46, 20, 144), (2, 254, 60, 22, 144)],
            6: [(3, 106, 44, 19, 144), (3, 240, 44, 19, 144)],
            7: [(4, 112, 36, 17, 136), (3, 240, 44, 19, 144)]}[rank]
    parts = []
    for n, y, step, width, length in rows:
        for k in range(n):
            x = 120 + (k - (n - 1) / 2) * step
            parts.append(espada(x, y, length, width, guard=min(1.1, (step - 4) / (2 * width))))
    return "".join(parts)


def _cross(cx: float, cy: float, length: float, width: float, lean: float) -> list[str]:
    """Two clubs crossed in an X, knobs up."""
    return [basto(cx, cy, length, width, rot=-lean, sprout=False), basto(cx, cy, length, width, rot=lean, sprout=False)]


def _lying(cx: float, cy: float, length: float, width: float) -> str:
    return basto(cx, cy, length, width, rot=90, sprout=False)


def _clubs(rank: int) -> str:
    """Knobbly wooden clubs crossed in pairs, each pair an X standing clear of the next."""
    if rank == 2:
        return "".join(_cross(120, 184, 262, 38, 22))
    if rank == 3:
        return "".join(_cross(120, 180, 256, 36, 27) + [basto(120, 180, 248, 36, sprout=True)])
    if rank == 4:
        parts = _cross(120, 106, 130, 28, 33) + _cross(120, 254, 130, 28, 33)
    elif rank == 5:
        parts = _cross(120, 96, 116, 25, 34) + [_lying(120, 180, 150, 24)] + _cross(120, 264, 116, 25, 34)
    elif rank == 6:  # three pairs in a triangle
        parts = _cross(120, 104, 116, 24, 30) + _cross(80, 240, 108, 23, 25) + _cross(160, 240, 108, 23, 25)
    else:  # a pair, two pairs, and one club laid across below
        parts = (_cross(120, 82, 102, 22, 31) + _cross(78, 178, 102, 22, 24) + _cross(162, 178, 102, 22, 24)
                 + [_lying(120, 272, 136, 22)])
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


def _as_de_oros() -> str:
    """A big ornate coin: a radiant sun with a full face, in a laurel ring, with flourishes and a ribbon."""
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
    # the sun's face
    parts.append(path("M104,166 Q110,161 116,166 M124,166 Q130,161 136,166", fill="none", stroke="#7a3d10",
                      stroke_width=2.2, stroke_linecap="round"))
    parts.append(path(f"M110,171 a3,3 0 1,0 0.1,0 Z M130,171 a3,3 0 1,0 0.1,0 Z", fill="#7a3d10"))
    parts.append(path("M120,170 L116,184 L122,185", fill="none", stroke="#a2571c", stroke_width=1.8,
                      stroke_linecap="round", stroke_linejoin="round"))
    parts.append(path("M109,193 Q120,201 131,193", fill="none", stroke=RED, stroke_width=2.6, stroke_linecap="round"))
    parts.append(path("M101,183 a4,3 0 1,0 0.1,0 Z M139,183 a4,3 0 1,0 0.1,0 Z", fill="#f08a50", opacity=0.7))
    parts.append(polygon([(120, 264), (110, 278), (120, 292), (130, 278)], fill=RED, stroke=INK, stroke_width=1.2))
    parts.append(scroll(120, 312, 110, 24, "#fbf3d8", lines=1))
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
    parts = [sprig(120, 318, 70, -58, LEAF, 3), sprig(120, 318, 70, 58, LEAF, 3)]
    parts.append(espada(120, 178, 300, 28))
    # a red ribbon wound round the blade
    d = ("M86,120 C110,104 138,112 156,100 L160,112 C140,124 112,118 92,132 Z "
         "M84,176 C108,160 136,168 156,156 L160,168 C140,180 112,174 90,188 Z")
    parts.append(path(d, fill=RED, stroke=INK, stroke_width=1.4))
    parts.append(path("M86,120 L74,132 L90,130 Z M156,156 L170,150 L160,168 Z", fill="#9b2420", stroke=INK,
                      stroke_width=1.2))
    # the point rises through a crown
    parts.append(polygon([(94, 96), (90, 66), (104, 80), (120, 60), (136, 80), (150, 66), (146, 96)], fill=GOLD,
                         stroke=INK, stroke_width=1.5))
    parts.append(path(" ".join(circle_d(x, y, 3.2) for x, y in ((90, 63), (120, 56), (150, 63))), fill=WHITE,
                      stroke=INK, stroke_width=1.0))
    parts.append(rect(92, 92, 56, 10, rx=3, fill=GOLD, stroke=INK, stroke_width=1.4))
    parts.append(path(" ".join(circle_d(x, 97, 2.6) for x in (102, 120, 138)), fill=RED))
    return "".join(parts)


def _as_de_bastos() -> str:
    parts = [leaf(114, 52, 34, 34, LEAF) + leaf(94, 60, 30, -44, LEAF) + leaf(104, 48, 28, -6, LEAF)]
    parts.append(basto(126, 180, 262, 70, rot=-5))
    # a fist from a red sleeve at the bottom grips the club: four fingers across it, the thumb over them
    parts.append(path("M86,340 L92,304 L150,306 L155,340 Z", fill=RED, stroke=INK, stroke_width=1.6))
    parts.append(path("M90,310 L152,312", stroke=GOLD, stroke_width=6))
    parts.append(path("M96,306 C92,290 94,262 104,256 L148,258 C156,262 158,292 150,308 Z", fill="#f3d3b0",
                      stroke=INK, stroke_width=1.6))
    fingers = " ".join(f"M{150 - k:.2f},{262 + k * 11:.2f} C{160 - k:.2f},{262 + k * 11:.2f} "
                       f"{160 - k:.2f},{272 + k * 11:.2f} {150 - k:.2f},{272 + k * 11:.2f}" for k in range(4))
    parts.append(path(fingers, fill="#f3d3b0", stroke=INK, stroke_width=1.4))
    parts.append(path("M102,262 C116,258 132,262 138,272 C130,278 114,276 104,272", fill="#f3d3b0", stroke=INK,
                      stroke_width=1.4))
    return "".join(parts)


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
