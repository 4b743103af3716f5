"""Piacentine: the pattern of Piacenza, Emilia, Lazio, the Marche and much of central Italy.

What makes it known on sight, as drawn here: Spanish-type suits with slightly curved swords that
cross in pairs, one hilt down and its mate's hilt up, every sword whole; knotted batons standing
apart, their thin ends pointing to the card's centre; orange-gold coins ringed in green with a red
flower; every card numbered in its corners; the ace of coins, "la Polla", a crowned eagle spreading
its wings, a big coin on its breast; a goblet on a six-sided foot; the court cards in the modern
double-headed form inside a thin frame (one half portrait cut at the waist and the same half turned round), twelve half-length figures of their own
in Renaissance dress with the stiff faces and line work of an old print (``piacentine_figures``):
big heads, broad shoulders, the signs held up by the head or before the chest; the jack of coins
showing his coin up high, the king of coins holding a big coin, the king of batons in profile, the
knights beside the front of a horse rearing one foreleg.
"""

from __future__ import annotations

from ...rules.cards import Card, Rank, Suit
from ..svg import circle, ellipse, group, path, polygon, rect, transform
from .common import INK, PIP_SPOTS, blank, corner_numerals, eagle_wing, leaf, sprig
from .piacentine_figures import Kit, court
from .signs import ClubLook, CoinLook, CupLook, SwordLook, club, coin, cup, spanish_sign, sword

PAPER = "#fdfaf1"
COIN = CoinLook(rim="#ee9f22", field="#f6c94a", ring="#2f7d45", rosette="#d1452f", heart="#2f7d45", petals=6)
CUP = CupLook(bowl="#e9a92a", band="#d1452f", knop="#2f6fb0", foot="hex")
# steel-blue blades with a dark fuller down the middle, so the curved blades still read one by one at 70 px
SWORD = SwordLook(blade="#9dbad8", edge="#1b3b63", hilt="#e9a92a", grip="#c23a2c", curve=0.035, quillons="bar")
# the ace's sword is the broad curved blade of a scimitar
ACE_SWORD = SwordLook(blade="#a9c4df", edge="#1b3b63", hilt="#e9a92a", grip="#c23a2c", curve=0.13, quillons="curl")
CLUB = ClubLook(wood="#c98536", light="#eab978", dark="#7a4519", band="#2f7d45", taper=0.45)


def suit_sign(suit: Suit, cx: float, cy: float, size: float, detail: bool = False) -> str:
    return spanish_sign(suit, cx, cy, size, (COIN, CUP, SWORD, CLUB), 0.36, detail)




def _long(suit: Suit, rank: int) -> str:
    """Swords and batons: the swords cross in pairs, hilts alternately down and up; batons point their
    thin ends at the centre."""
    parts = []
    if suit is Suit.SWORDS:
        # each pair crosses in a saltire: one sword stands hilt down, its mate hangs hilt up, both hilts on
        # the same side and both points on the other, every sword whole (grip, guard and pommel); the
        # pairs mirror one another across the card; an odd count adds one more sword upright in the middle
        cols = {1: [120.0], 2: [84.0, 156.0], 3: [54.0, 120.0, 186.0]}[rank // 2]
        length = 236 if rank <= 5 else 206
        width = 15 if rank <= 3 else 13 if rank <= 5 else 12
        # the six and the seven spread their three pairs to the card's edges, leaning wider, so that a
        # gap of paper stands between the pairs and the blades can be counted at table size
        lean = 21 if len(cols) == 1 else 13.5 if len(cols) == 2 else 12.5
        for x in cols:
            side = -1 if x < 120 or (x == 120 and rank < 6) else 1  # which side the hilts are on
            parts.append(sword(x, 180, length, width, SWORD, rot=side * -lean))
            parts.append(sword(x, 180, length, width, SWORD, rot=180 + side * lean, flip=True))
        if rank % 2:
            parts.append(sword(120, 180, length * 0.9, width, SWORD))
        return "".join(parts)
    # batons: the knobbed ends out to the card's ends, the thin ends (the stems) to the centre: the upper
    # row stands knob up, the lower row is turned knob down
    rows = {2: ([120], [120]), 3: ([96, 144], [120]), 4: ([96, 144], [96, 144]), 5: ([78, 120, 162], [96, 144]),
            6: ([78, 120, 162], [78, 120, 162]), 7: ([66, 102, 138, 174], [78, 120, 162])}[rank]
    length = 140 if rank <= 3 else 128
    width = 30 if rank <= 3 else 24
    for xs, (y, base_rot) in zip(rows, ((100, 0), (260, 180))):
        for x in xs:
            tilt = (x - 120) * 0.25
            parts.append(club(x, y, length, width, CLUB, rot=base_rot - tilt if base_rot else tilt))
    return "".join(parts)


def _numeral(suit: Suit, rank: int) -> str:
    if suit is Suit.COINS:
        r = 30 if rank <= 4 else 27
        return "".join(coin(x, y, r, COIN) for x, y in PIP_SPOTS[rank])
    if suit is Suit.CUPS:
        h = 78 if rank <= 5 else 66
        return "".join(cup(x, y, h, CUP) for x, y in PIP_SPOTS[rank])
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
    return group(eagle, transform(120, 176, 0, 1.04)) + coin(120, 190, 50, COIN)


def _ace(suit: Suit) -> str:
    if suit is Suit.COINS:
        return _polla()
    if suit is Suit.CUPS:
        return cup(120, 184, 232, CUP) + sprig(70, 290, 50, -30, "#3e8e41") + sprig(170, 290, 50, 30, "#3e8e41")
    if suit is Suit.SWORDS:
        return (sprig(120, 240, 80, -70, "#3e8e41", 4) + sprig(120, 240, 80, 70, "#3e8e41", 4)
                + sword(110, 180, 300, 30, ACE_SWORD, rot=2))
    return (club(120, 186, 280, 58, CLUB, rot=-6) + leaf(150, 60, 30, 40, "#3e8e41")
            + leaf(92, 64, 30, -40, "#3e8e41"))


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
