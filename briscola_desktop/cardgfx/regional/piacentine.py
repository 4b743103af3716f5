"""Piacentine: the pattern of Piacenza, Emilia, Lazio, the Marche and much of central Italy.

What makes it known on sight, as drawn here: Spanish-type suits whose swords and batons never cross:
short straight swords (crossguard, red grip, round pommel) and knotted cudgels stand apart in an
upper and a lower group, hilts and knobs out at the card's ends, points and thin ends towards the
centre; orange-gold coins ringed in green with a red flower; every card numbered in its corners; the
ace of coins, "la Polla", a crowned eagle spreading its wings, a big coin on its breast and a small
blank banner under its tail; the ace of cups a great engraved chalice on a knop and a domed foot; the
ace of swords a long straight blade with a parade hilt (curled, knobbed quillons, a jewelled ring, a
wire-bound grip and a round knop) over two laurel sprigs; the ace of batons a knotted club with leafy
twigs sprouting from its head; the sevens of coins and cups laid two, three, two; the court cards in
the modern double-headed form inside a thin frame, the two halves meeting at a hairline, twelve
figures of their own in Renaissance dress (``piacentine_figures``): tall slim pages with plumed caps,
knights astride the fore part of their horses over long saddle cloths, broad robed kings with faces
of their own, the king of batons in profile.
"""

from __future__ import annotations

from briscola_desktop.rules.cards import Card, Rank, Suit
from ..svg import circle, ellipse, group, path, polygon, rect, thick_line, transform
from .common import INK, PIP_SPOTS, blank, corner_numerals, eagle_wing, leaf, sprig
from .piacentine_figures import Kit, court
from .signs import ClubLook, CoinLook, CupLook, SwordLook, club, coin, cup, spanish_sign, sword

PAPER = "#fdfaf1"
COIN = CoinLook(rim="#ee9f22", field="#f6c94a", ring="#2f7d45", rosette="#d1452f", heart="#2f7d45", petals=6)
CUP = CupLook(bowl="#e9a92a", band="#d1452f", knop="#2f6fb0", foot="hex")
# steel-blue blades with a dark fuller down the middle, so the curved blades still read one by one at 70 px
SWORD = SwordLook(blade="#9dbad8", edge="#1b3b63", hilt="#e9a92a", grip="#c23a2c", curve=0.035, quillons="bar")
# the numerals' swords: short, straight and broad, standing apart
NUM_SWORD = SwordLook(blade="#a9c4df", edge="#1b3b63", hilt="#e9a92a", grip="#c23a2c", curve=0.0, quillons="bar")
CLUB = ClubLook(wood="#c98536", light="#eab978", dark="#7a4519", band="#2f7d45", taper=0.45)


def suit_sign(suit: Suit, cx: float, cy: float, size: float, detail: bool = False) -> str:
    return spanish_sign(suit, cx, cy, size, (COIN, CUP, SWORD, CLUB), 0.36, detail)




def _long(suit: Suit, rank: int) -> str:
    """Swords and batons alike stand apart, never crossing, in an upper and a lower group: the hilts (the
    batons' knobs) out at the card's ends, the points (the batons' thin ends) towards the centre, each
    group fanned a little."""
    parts = []
    rows = {2: ([120], [120]), 3: ([96, 144], [120]), 4: ([96, 144], [96, 144]), 5: ([78, 120, 162], [96, 144]),
            6: ([78, 120, 162], [78, 120, 162]), 7: ([66, 102, 138, 174], [78, 120, 162])}[rank]
    if suit is Suit.SWORDS:
        # short straight swords, each whole and broad (crossguard, red grip, round pommel); the swords
        # of a row spread wider than the batons', so that the guards keep clear of one another
        rows = {2: ([120], [120]), 3: ([94, 146], [120]), 4: ([86, 154], [86, 154]), 5: ([64, 120, 176], [88, 152]),
                6: ([64, 120, 176], [64, 120, 176]), 7: ([58, 100, 142, 184], [64, 120, 176])}[rank]
        length = 140 if rank <= 5 else 128
        width = 19 if rank == 2 else 17 if rank == 3 else 16 if rank <= 5 else 13
        for xs, (y, up) in zip(rows, ((102, False), (258, True))):
            for x in xs:
                tilt = (x - 120) * 0.22
                parts.append(sword(x, y, length, width, NUM_SWORD, rot=-tilt if up else 180 + tilt))
        return "".join(parts)
    # batons: the knobbed ends out to the card's ends, the thin ends (the stems) to the centre: the upper
    # row stands knob up, the lower row is turned knob down
    length = 140 if rank <= 3 else 128
    width = 30 if rank <= 3 else 24
    for xs, (y, base_rot) in zip(rows, ((100, 0), (260, 180))):
        for x in xs:
            tilt = (x - 120) * 0.25
            parts.append(club(x, y, length, width, CLUB, rot=base_rot - tilt if base_rot else tilt))
    return "".join(parts)


# the seven: a pair above, three across the middle, a pair below, evenly spread so that no gap opens
SEVEN = [(76, 78), (164, 78), (62, 180), (120, 180), (178, 180), (76, 282), (164, 282)]


def _numeral(suit: Suit, rank: int) -> str:
    if suit is Suit.COINS:
        r = 30 if rank <= 4 else 27 if rank < 7 else 25
        return "".join(coin(x, y, r, COIN) for x, y in (SEVEN if rank == 7 else PIP_SPOTS[rank]))
    if suit is Suit.CUPS:
        h = 78 if rank <= 5 else 66
        return "".join(cup(x, y, h, CUP) for x, y in (SEVEN if rank == 7 else PIP_SPOTS[rank]))
    return _long(suit, rank)


# ---------------------------------------------------------------- aces
def _polla() -> str:
    """La Polla: a crowned eagle, wings raised, its head turned, a coin on its breast."""
    eagle = [eagle_wing(-1, "#3a2f28"), eagle_wing(1, "#3a2f28"),
             path("M-14,40 L-28,98 L-12,86 L0,106 L12,86 L28,98 L14,40 Z", fill="#3a2f28", stroke=INK,
                  stroke_width=1.4),
             ellipse(0, 8, 30, 46, fill="#3a2f28", stroke=INK, stroke_width=1.5),
             path("M-10,-30 C-12,-50 -6,-66 8,-74 C20,-80 32,-74 34,-64 L50,-58 L34,-52 C28,-46 22,-36 14,-26 Z",
                  fill="#3a2f28", stroke=INK, stroke_width=1.5),
             path("M33,-66 C42,-68 52,-64 54,-56 C54,-51 51,-47 48,-46 C48,-50 46,-53 42,-53 L33,-52 Z",
                  fill="#ee9f22", stroke=INK, stroke_width=1.2),
             circle(20, -64, 2.6, fill="#f6c94a"),
             # the crown sits on the crown of the head, its band over the brow
             polygon([(1, -68), (-3, -96), (8, -84), (17, -102), (26, -84), (37, -96), (33, -68)],
                      fill="#ee9f22", stroke=INK, stroke_width=1.4),
             path("M0,-72 C10,-76 24,-76 34,-72 L34,-66 C24,-70 10,-70 0,-66 Z", fill="#c9861b", stroke=INK,
                  stroke_width=1.2),
             circle(17, -86, 3.0, fill="#d1452f"),
             path("M-16,42 L-30,60 M-30,60 l-8,2 M-30,60 l-2,8 M16,42 L30,60 M30,60 l8,2 M30,60 l2,8",
                  stroke="#ee9f22", stroke_width=3.4, stroke_linecap="round")]
    # the coin on the breast is big: it covers the body from the neck to the tail's root
    # a small blank banner (for the maker's name) unfurled under the tail
    banner = (path("M60,304 L76,300 L76,322 L60,326 L68,314 Z M180,304 L164,300 L164,322 L180,326 L172,314 Z",
                   fill="#e6dcc4", stroke=INK, stroke_width=1.3)
              + path("M72,298 C100,292 140,292 168,298 L168,320 C140,314 100,314 72,320 Z", fill=PAPER, stroke=INK,
                     stroke_width=1.5))
    return banner + group(eagle, transform(120, 172, 0, 1.04)) + coin(120, 186, 50, COIN)


def _grand_cup() -> str:
    """The ace of cups: a great chalice filling the card: a wide lip, the bowl engraved with a jewelled
    band over a row of lobes (gadroons), a collar, a round knop, a fluted stem and a broad domed foot
    ringed with ornament."""
    gold, deep, light = "#e9a92a", "#b87a16", "#f8d878"
    p = []
    # the foot: a broad dome on a stepped rim, flutes and a ring of dots
    p.append(path("M58,316 C60,296 92,282 108,262 L132,262 C148,282 180,296 182,316 Z", fill=gold, stroke=INK,
                  stroke_width=1.8))
    p.append(path("M52,316 L188,316 L184,328 L56,328 Z", fill=deep, stroke=INK, stroke_width=1.6))
    p.append(path("M84,300 C96,290 104,280 112,266 M156,300 C144,290 136,280 128,266 M120,266 L120,304 "
                  "M98,306 C106,296 112,284 116,266 M142,306 C134,296 128,284 124,266",
                  fill="none", stroke=deep, stroke_width=2.0))
    p.append(path("M66,310 C100,302 140,302 174,310", fill="none", stroke="#2f7d45", stroke_width=5.0))
    p.append(path(" ".join(f"M{x},{307 - abs(x - 120) * 0.02:.2f} a2.6,2.6 0 1 0 0.01,0" for x in range(76, 170, 12)),
                  fill=light, stroke=light, stroke_width=2.6))
    # the stem, fluted, and the knop: a round boss with red and blue stones
    p.append(path("M108,262 C112,250 112,238 110,226 L130,226 C128,238 128,250 132,262 Z", fill=gold, stroke=INK,
                  stroke_width=1.6))
    p.append(path("M116,258 L116,230 M124,258 L124,230", stroke=deep, stroke_width=1.6))
    p.append(ellipse(120, 208, 30, 21, fill=gold, stroke=INK, stroke_width=1.8))
    p.append(path("M92,208 C100,214 140,214 148,208", fill="none", stroke=deep, stroke_width=2.2))
    p.append(ellipse(120, 206, 7, 9, fill="#c23a2c", stroke=INK, stroke_width=1.3))
    p.append(ellipse(101, 205, 5, 7, fill="#2f6fb0", stroke=INK, stroke_width=1.2))
    p.append(ellipse(139, 205, 5, 7, fill="#2f6fb0", stroke=INK, stroke_width=1.2))
    p.append(path("M104,186 L136,186 L132,194 L108,194 Z", fill=deep, stroke=INK, stroke_width=1.4))
    # the bowl: straight-flared above, rounded below, the lip rolled
    p.append(path("M44,52 C46,92 54,140 80,164 C92,176 106,184 120,184 C134,184 148,176 160,164 "
                  "C186,140 194,92 196,52 Z", fill=gold, stroke=INK, stroke_width=2.0))
    # the lobes round the bottom of the bowl
    lobes = " ".join(f"M{120 + k * 15:.2f},{183 - abs(k) * 3:.2f} C{120 + k * 17 - 10:.2f},{160 - abs(k) * 4:.2f} "
                     f"{120 + k * 17 - 8:.2f},{138 - abs(k) * 2:.2f} {120 + k * 18:.2f},{128:.2f} "
                     f"C{120 + k * 17 + 8:.2f},{138 - abs(k) * 2:.2f} {120 + k * 17 + 10:.2f},{160 - abs(k) * 4:.2f} "
                     f"{120 + k * 15:.2f},{183 - abs(k) * 3:.2f} Z" for k in (-3, -2, -1, 0, 1, 2, 3))
    p.append(path(lobes, fill=light, stroke=deep, stroke_width=1.4))
    # the engraved band with its stones, and a scroll border under the lip
    p.append(path("M48,84 L192,84 L189,116 L51,116 Z", fill="#c23a2c", stroke=INK, stroke_width=1.6))
    p.append(path("M52,92 L188,92 M53,108 L187,108", stroke=gold, stroke_width=2.2))
    for x, c in ((72, "#2f7d45"), (96, "#2f6fb0"), (120, "#2f7d45"), (144, "#2f6fb0"), (168, "#2f7d45")):
        p.append(polygon([(x, 92), (x + 7, 100), (x, 108), (x - 7, 100)], fill=c, stroke=INK, stroke_width=1.1))
    p.append(path(" ".join(f"M{x},74 q6,-8 12,0 q-6,6 -12,0" for x in range(54, 186, 16)), fill="none",
                  stroke=deep, stroke_width=1.6))
    p.append(path("M62,126 C66,146 74,156 86,166", fill="none", stroke="#fff3c4", stroke_width=4.0,
                  stroke_linecap="round"))
    p.append(ellipse(120, 52, 76, 13, fill="#8f5e14", stroke=INK, stroke_width=2.0))
    p.append(ellipse(120, 52, 76, 13, fill="none", stroke=light, stroke_width=3.0))
    p.append(ellipse(120, 54, 66, 8, fill="#6e4610"))
    return "".join(p)


def _great_sword() -> str:
    """The ace of swords: a long straight two-edged blade, point up, with a fuller down its middle and
    a ricasso below; a hilt of parade: quillons curving towards the blade and ending in knobs, a ring
    with a stone at the cross, a wire-bound grip and a round knop (pommel) with a button."""
    blue, edge, gold, deep = "#a9c4df", "#1b3b63", "#e9a92a", "#b87a16"
    p = [path("M107,246 L107,70 L120,36 L133,70 L133,246 Z", fill=blue, stroke=INK, stroke_width=1.8),
         path("M120,236 L120,66", stroke=edge, stroke_width=3.0, stroke_linecap="round"),
         path("M112,236 L112,74 M128,236 L128,74", stroke="#dbe8f4", stroke_width=1.4),
         # the ricasso, and the quillons: a bar bowed towards the blade with knobbed, curled ends
         rect(108, 236, 24, 12, fill="#8fa9c4", stroke=INK, stroke_width=1.4),
         path("M62,238 C74,256 96,254 120,252 C144,254 166,256 178,238", fill="none", stroke=INK,
              stroke_width=10.0, stroke_linecap="round"),
         path("M62,238 C74,256 96,254 120,252 C144,254 166,256 178,238", fill="none", stroke=gold,
              stroke_width=7.0, stroke_linecap="round"),
         circle(60, 234, 7, fill=gold, stroke=INK, stroke_width=1.5),
         circle(180, 234, 7, fill=gold, stroke=INK, stroke_width=1.5),
         ellipse(120, 254, 14, 10, fill=gold, stroke=INK, stroke_width=1.5),
         ellipse(120, 254, 5, 6, fill="#c23a2c", stroke=INK, stroke_width=1.1),
         # the grip bound with wire, and the knop with its button
         rect(112, 264, 16, 40, rx=3, fill="#c23a2c", stroke=INK, stroke_width=1.5),
         path(" ".join(f"M112,{y} L128,{y + 6}" for y in range(266, 300, 6)), stroke=deep, stroke_width=1.4),
         ellipse(120, 305, 12, 5, fill=gold, stroke=INK, stroke_width=1.3),
         circle(120, 318, 13, fill=gold, stroke=INK, stroke_width=1.6),
         path("M111,314 Q120,306 129,314", fill="none", stroke="#fff3c4", stroke_width=2.4, stroke_linecap="round"),
         circle(120, 333, 4.5, fill=gold, stroke=INK, stroke_width=1.2)]
    return "".join(p)


def _ace(suit: Suit) -> str:
    if suit is Suit.COINS:
        return _polla()
    if suit is Suit.CUPS:
        return _grand_cup()
    if suit is Suit.SWORDS:
        return sprig(120, 236, 80, -70, "#3e8e41", 4) + sprig(120, 236, 80, 70, "#3e8e41", 4) + _great_sword()
    # two twigs sprouting from the club's head, each with its leaves at the tip
    twigs = (thick_line([(-22, -92), (-40, -116), (-48, -138)], "#8a5426", 5.0, INK, 1.2)
             + thick_line([(24, -70), (44, -92), (50, -112)], "#8a5426", 5.0, INK, 1.2)
             + leaf(-48, -136, 30, -28, "#3e8e41") + leaf(-42, -120, 22, -80, "#3e8e41")
             + leaf(50, -110, 30, 26, "#3e8e41") + leaf(45, -96, 22, 76, "#3e8e41"))
    return group(twigs, transform(120, 186, -6)) + club(120, 186, 280, 58, CLUB, rot=-6)


# ---------------------------------------------------------------- figures
KIT = Kit(coin=lambda x, y, r: coin(x, y, r, COIN),
          cup=lambda x, y, h: cup(x, y, h, CUP),
          sword=lambda x, y, length, width, rot: sword(x, y, length, width, SWORD, rot=rot),
          club=lambda x, y, length, width, rot: club(x, y, length, width, CLUB, rot=rot))


def _figure(suit: Suit, rank: Rank) -> str:
    return court(suit, rank, KIT)


def face(card: Card) -> list[str]:
    if card.rank is Rank.ACE:
        inside = _ace(card.suit)
    elif card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        inside = _figure(card.suit, card.rank)
    else:
        inside = _numeral(card.suit, int(card.rank))
    court = card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING)
    return [blank(PAPER), inside, corner_numerals(card.rank, INK, backing=PAPER if court else None)]


def back() -> list[str]:
    """A red field with a fine blue tartan, as the "rivoltinato" backs of Emilian packs."""
    parts = [blank(PAPER), rect(10, 10, 220, 340, rx=8, fill="#c23a31")]
    d = " ".join(f"M{x},14 L{x},346" for x in range(18, 226, 12))
    e = " ".join(f"M14,{y} L226,{y}" for y in range(18, 346, 12))
    parts.append(path(d, stroke="#27457a", stroke_width=3.0, opacity=0.8))
    parts.append(path(e, stroke="#27457a", stroke_width=3.0, opacity=0.8))
    parts.append(path(d + " " + e, stroke="#f3d9a4", stroke_width=0.9, opacity=0.8))
    parts.append(rect(18, 18, 204, 324, rx=5, fill="none", stroke="#fdfaf1", stroke_width=3.0))
    parts.append(ellipse(120, 180, 38, 50, fill="#fdfaf1", stroke="#27457a", stroke_width=3.0))
    parts.append(coin(120, 180, 26, COIN))
    return parts
