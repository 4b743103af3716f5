"""Siciliane: the Sicilian pattern, played across the island.

Close to the Neapolitan family, with its own figures and aces, as drawn here: Spanish-type suits
(straight swords with shell guards, slim green-banded clubs, tall-stemmed cups, gold coins with a
blue ring); full-length figures on a base coloured by rank (red for the page, yellow for the
knight, green for the king), the page drawn as a young woman ("donna") and the knight on a grey
horse; little vignettes on the numeral cards; the three of coins with the Trinacria at its heart,
faces in the coins of the two; no corner numerals (the point badges and an optional rank index
tell the rank).
"""

from __future__ import annotations

import math

from ...rules.cards import Card, Rank, Suit
from ..svg import circle, clip_segment, ellipse, group, path, polygon, rect, transform
from .common import INK, SKIN, base_plinth, blank, sprig, star
from .figures import Dress, face as head, rider, standing
from .signs import ClubLook, CoinLook, CupLook, SwordLook, club, coin, cup, spanish_sign, sword

PAPER = "#fcf7ec"
COIN = CoinLook(rim="#e9a825", field="#f5cf62", ring="#1f5fa8", rosette="#d13b2e", heart="#f5cf62", petals=12)
CUP = CupLook(bowl="#e9a825", band="#1f5fa8", knop="#d13b2e", foot="tall")
SWORD = SwordLook(blade="#a9bfd4", edge="#4f6a88", hilt="#e9a825", grip="#d13b2e", quillons="shell")
CLUB = ClubLook(wood="#8d6a32", light="#c29a5a", dark="#4f3a16", band="#2f8a48", taper=0.7)
#: The base under each figure, by rank.
BASES = {Rank.JACK: "#cf3a2c", Rank.QUEEN: "#f0c232", Rank.KING: "#2f8a48"}
DRESS = {
    Suit.COINS: Dress(tunic="#1f5fa8", cloak="#d13b2e", hose="#e9a825", hat="#d13b2e", pattern="stripes"),
    Suit.CUPS: Dress(tunic="#d13b2e", cloak="#e9a825", hose="#1f5fa8", hat="#1f5fa8", hair="#3b2a1a", pattern="dots"),
    Suit.SWORDS: Dress(tunic="#e9a825", cloak="#1f5fa8", hose="#d13b2e", hat="#2f8a48", hair="#9a5c2a"),
    Suit.BATONS: Dress(tunic="#2f8a48", cloak="#d13b2e", hose="#1f5fa8", hat="#e9a825", hair="#2b2b2b",
                       pattern="checks"),
}


def suit_sign(suit: Suit, cx: float, cy: float, size: float, detail: bool = False) -> str:
    return spanish_sign(suit, cx, cy, size, (COIN, CUP, SWORD, CLUB), 0.32, detail)


_SPOTS = {
    2: [(120, 92), (120, 250)],
    3: [(120, 72), (120, 166), (120, 260)],
    4: [(80, 90), (160, 90), (80, 240), (160, 240)],
    5: [(80, 80), (160, 80), (120, 165), (80, 250), (160, 250)],
    6: [(80, 74), (160, 74), (80, 160), (160, 160), (80, 246), (160, 246)],
    7: [(80, 68), (160, 68), (120, 114), (80, 160), (160, 160), (80, 252), (160, 252)],
}


def _trinacria(cx: float, cy: float, r: float) -> str:
    """Three bent legs round a face: the island's emblem."""
    parts = []
    for k in range(3):
        a = k * 120
        leg = path(f"M0,0 L0,{-r * 0.9:.2f} L{r * 0.55:.2f},{-r * 1.05:.2f}", fill="none", stroke=SKIN,
                   stroke_width=r * 0.28, stroke_linecap="round", stroke_linejoin="round")
        outline = path(f"M0,0 L0,{-r * 0.9:.2f} L{r * 0.55:.2f},{-r * 1.05:.2f}", fill="none", stroke=INK,
                       stroke_width=r * 0.28 + 2.4, stroke_linecap="round", stroke_linejoin="round")
        parts.append(group(outline + leg, transform(cx, cy, a)))
    return "".join(parts) + head(cx, cy, r * 0.42)


def _vignette(kind: int) -> str:
    """A small scene at the foot of a numeral card: a house, a bird, a boat, a tree."""
    box = rect(70, 296, 100, 42, rx=8, fill="#eef3dc", stroke=INK, stroke_width=1.2)
    if kind == 0:
        pic = (polygon([(104, 326), (104, 312), (120, 302), (136, 312), (136, 326)], fill="#f1e2c4", stroke=INK,
                       stroke_width=1.1) + polygon([(100, 313), (120, 299), (140, 313)], fill="#c8522f", stroke=INK,
                                                   stroke_width=1.1) + rect(116, 316, 8, 10, fill="#6b4423"))
    elif kind == 1:
        pic = (path("M100,318 C108,306 122,306 128,314 L142,308 L136,318 C128,326 110,328 100,318 Z", fill="#2f5e9a",
                    stroke=INK, stroke_width=1.1) + circle(134, 312, 1.4, fill="#fff"))
    elif kind == 2:
        pic = (path("M96,322 L144,322 L136,330 L104,330 Z", fill="#8d5a2b", stroke=INK, stroke_width=1.1)
               + polygon([(120, 302), (120, 320), (138, 320)], fill="#fbf8f0", stroke=INK, stroke_width=1.1)
               + path("M82,332 Q90,328 98,332 T114,332 T130,332 T146,332 T160,332", fill="none", stroke="#2f5e9a",
                      stroke_width=1.4))
    else:
        pic = (rect(117, 314, 6, 16, fill="#6b4423") + circle(120, 308, 12, fill="#3e8e41", stroke=INK, stroke_width=1.1)
               + circle(112, 306, 2.2, fill="#e67e22") + circle(126, 312, 2.2, fill="#e67e22"))
    return box + pic


def _numeral(suit: Suit, rank: int) -> str:
    parts = []
    if suit is Suit.COINS:
        r = 30 if rank <= 4 else 26
        for i, (x, y) in enumerate(_SPOTS[rank]):
            parts.append(coin(x, y, r, COIN))
            if rank == 2:  # a portrait in each coin of the two
                parts.append(circle(x, y, r * 0.6, fill="#f5cf62", stroke=INK, stroke_width=1.2) + head(x, y, r * 0.45,
                             beard="#6b4423" if i else None))
        if rank == 3:
            parts.append(circle(120, 166, 30, fill="#f5cf62", stroke=INK, stroke_width=1.4) + _trinacria(120, 166, 26))
        if rank == 5:
            parts.append(circle(120, 165, 16, fill="#f5cf62", stroke=INK, stroke_width=1.2) + head(120, 165, 12, beard="#8a5a2a"))
    elif suit is Suit.CUPS:
        h = 74 if rank <= 5 else 62
        parts += [cup(x, y, h, CUP) for x, y in _SPOTS[rank]]
    else:
        # separate long signs: up to the three one fan spread from the foot; from the four on,
        # a row above the middle and a row below it, each splayed a little
        rows = [(rank, 160.0, 230.0)] if rank <= 3 else [((rank + 1) // 2, 100.0, 112.0), (rank // 2, 226.0, 112.0)]
        for count, y, length in rows:
            for k in range(count):
                off = k - (count - 1) / 2
                if rank <= 3:
                    a, x = off * 16, 120 + math.sin(math.radians(off * 16)) * 60
                else:
                    a, x = off * 9, 120 + off * 34
                if suit is Suit.SWORDS:
                    parts.append(sword(x, y, length, 12 if rank <= 3 else 11, SWORD, rot=a))
                else:
                    parts.append(club(x, y, length, 22 if rank <= 3 else 20, CLUB, rot=a))
    parts.append(_vignette((rank + int(suit)) % 4))
    return "".join(parts)


def _ace(suit: Suit) -> str:
    if suit is Suit.COINS:
        rays = " ".join(f"M{120 + math.cos(math.radians(k * 15)) * 62:.2f},{170 + math.sin(math.radians(k * 15)) * 62:.2f} "
                        f"L{120 + math.cos(math.radians(k * 15 + 7.5)) * 92:.2f},{170 + math.sin(math.radians(k * 15 + 7.5)) * 92:.2f} "
                        f"L{120 + math.cos(math.radians(k * 15 + 15)) * 62:.2f},{170 + math.sin(math.radians(k * 15 + 15)) * 62:.2f} Z"
                        for k in range(24))
        return (path(rays, fill="#e9a825", stroke=INK, stroke_width=1.0) + coin(120, 170, 62, COIN)
                + polygon([(96, 100), (92, 76), (108, 88), (120, 68), (132, 88), (148, 76), (144, 100)], fill="#e9a825",
                          stroke=INK, stroke_width=1.4) + _vignette(3))
    if suit is Suit.CUPS:
        return (cup(120, 170, 220, CupLook(bowl="#e9a825", band="#d13b2e", knop="#1f5fa8", foot="lidded"))
                + sprig(80, 296, 46, -40, "#3e8e41") + sprig(160, 296, 46, 40, "#3e8e41") + star(120, 40, 14, 8, "#d13b2e"))
    if suit is Suit.SWORDS:
        crown = polygon([(92, 96), (88, 70), (104, 84), (120, 62), (136, 84), (152, 70), (148, 96)], fill="#e9a825",
                        stroke=INK, stroke_width=1.4)
        return sword(120, 180, 300, 24, SWORD) + crown + circle(120, 86, 4, fill="#d13b2e") + _vignette(2)
    ribbon = path("M70,130 C100,150 140,110 170,130 L166,142 C136,122 104,162 74,142 Z", fill="#cf3a2c", stroke=INK,
                  stroke_width=1.3)
    return club(120, 176, 290, 50, CLUB) + ribbon + _vignette(0)


def _held(suit: Suit, scale: float = 1.0):
    def draw(x: float, y: float) -> str:
        if suit is Suit.COINS:
            return coin(x, y - 22 * scale, 23 * scale, COIN)
        if suit is Suit.CUPS:
            return cup(x, y - 28 * scale, 58 * scale, CUP)
        if suit is Suit.SWORDS:
            return sword(x, y - 56 * scale, 140 * scale, 11 * scale, SWORD, rot=6)
        return club(x, y - 36 * scale, 120 * scale, 20 * scale, CLUB, rot=10)
    return draw


def _figure(suit: Suit, rank: Rank) -> str:
    dress = DRESS[suit]
    base = base_plinth(300, BASES[rank], x0=50, x1=190)
    if rank is Rank.JACK:
        return base + standing("fante", dress, _held(suit), headwear="veil", lady=True, left_handed=True)
    if rank is Rank.QUEEN:
        return base + rider(dress, _held(suit, 0.75), horse="#b9b6b0", headwear="turban")
    king = Dress(tunic=dress.tunic, cloak=dress.cloak, hose=dress.hose, hat=dress.hat, pattern=dress.pattern,
                 beard="#3b2a1a", hair="#3b2a1a")
    return base + standing("re", king, _held(suit), headwear="crown", left_handed=True)


def face(card: Card) -> list[str]:
    if card.rank is Rank.ACE:
        inside = _ace(card.suit)
    elif card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        inside = _figure(card.suit, card.rank)
    else:
        inside = _numeral(card.suit, int(card.rank))
    return [blank(PAPER), inside]


def back() -> list[str]:
    """A blue field with a gold diamond lattice and the Trinacria at the centre."""
    parts = [blank(PAPER), rect(10, 10, 220, 340, rx=8, fill="#1f4f8a")]
    d = []
    for k in range(-20, 34):
        for x0, y0, x1, y1 in ((10 + k * 18, 10, 10 + k * 18 + 226, 350), (10 + k * 18, 350, 10 + k * 18 + 226, 10)):
            seg = clip_segment(x0, y0, x1, y1, (10, 10, 230, 350))
            if seg:
                d.append(f"M{seg[0]:.2f},{seg[1]:.2f} L{seg[2]:.2f},{seg[3]:.2f}")
    parts.append(path(" ".join(d), stroke="#e9c25a", stroke_width=1.4))
    parts.append(rect(16, 16, 208, 328, rx=5, fill="none", stroke=PAPER, stroke_width=2.5))
    parts.append(ellipse(120, 180, 50, 62, fill="#f5cf62", stroke=PAPER, stroke_width=5.0))
    parts.append(_trinacria(120, 180, 36))
    return parts
