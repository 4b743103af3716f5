"""Napoletane: the Neapolitan pattern, played from Abruzzo to Calabria.

What makes it known on sight, as drawn here: Spanish-type suits (separate straight swords,
knotty clubs crossed in an X, gold coins with a flower, goblets); full-length figures standing on
a base coloured by suit (yellow coins, red cups, green clubs, blue swords), so a card is read
even upside down; the ace of coins with its double-headed eagle over the coin; the two and three
of swords tied with a red ribbon, flowers at the heart of the four of swords, a fox running on
the five; a face on the middle club of the three of clubs; no corner numerals (the game's point
badges, and an optional rank index, tell the rank).
"""

from __future__ import annotations

from ...rules.cards import Card, Rank, Suit
from ..svg import circle, ellipse, group, path, polygon, rect, transform
from .common import INK, WHITE, base_plinth, blank, eagle_wing, leaf, sprig, star
from .figures import Dress, face as head, rider, standing
from .signs import ClubLook, CoinLook, CupLook, SwordLook, club, coin, cup, spanish_sign, sword

PAPER = "#fbf6ea"
COIN = CoinLook(rim="#e6ae2c", field="#f8dd84", ring="#c0392b", rosette="#2d5ea8", heart="#c0392b", petals=8)
CUP = CupLook(bowl="#e2a92c", band="#c0392b", knop="#2d5ea8", foot="round")
SWORD = SwordLook(blade="#d3e3f0", edge="#5f86b2", hilt="#e2a92c", grip="#2d5ea8", quillons="curl")
CLUB = ClubLook(wood="#a8692a", light="#d89c5c", dark="#5e3514", band=None, taper=0.5, sprouts=True,
                leaf="#3b8a3e")
#: The base a figure stands on, by suit.
BASES = {Suit.COINS: "#f2c230", Suit.CUPS: "#c8352b", Suit.BATONS: "#2f8a48", Suit.SWORDS: "#2d5ea8"}
DRESS = {
    Suit.COINS: Dress(tunic="#c8352b", cloak="#2d5ea8", hose="#f2c230", hat="#2f8a48", pattern="dots"),
    Suit.CUPS: Dress(tunic="#2d5ea8", cloak="#c8352b", hose="#2f8a48", hat="#c8352b", hair="#3b2a1a",
                     pattern="stripes"),
    Suit.SWORDS: Dress(tunic="#2f8a48", cloak="#c8352b", hose="#2d5ea8", hat="#2d5ea8", hair="#9a5c2a",
                       pattern="checks"),
    Suit.BATONS: Dress(tunic="#c8352b", cloak="#2f8a48", hose="#e6ae2c", hat="#e6ae2c", hair="#2b2b2b",
                       pattern="stripes"),
}


def suit_sign(suit: Suit, cx: float, cy: float, size: float, detail: bool = False) -> str:
    return spanish_sign(suit, cx, cy, size, (COIN, CUP, SWORD, CLUB), 0.38, detail)


def _held(suit: Suit, scale: float = 1.0, down: bool = False):
    def draw(x: float, y: float) -> str:
        if suit is Suit.COINS:
            return coin(x, y - 22 * scale, 24 * scale, COIN)
        if suit is Suit.CUPS:
            return cup(x, y - 28 * scale, 60 * scale, CUP)
        if suit is Suit.SWORDS:
            if down:  # the long sword held point down
                return sword(x, y + 62 * scale, 170 * scale, 11 * scale, SWORD, rot=180)
            return sword(x, y - 60 * scale, 150 * scale, 11 * scale, SWORD)
        return club(x, y - 34 * scale, 120 * scale, 24 * scale, CLUB, rot=8)
    return draw


# ---------------------------------------------------------------- numerals
_SPOTS = {
    2: [(120, 96), (120, 264)],
    3: [(120, 76), (120, 180), (120, 284)],
    4: [(78, 96), (162, 96), (78, 264), (162, 264)],
    5: [(78, 88), (162, 88), (120, 180), (78, 272), (162, 272)],
    6: [(78, 80), (162, 80), (78, 180), (162, 180), (78, 280), (162, 280)],
    7: [(78, 72), (162, 72), (120, 126), (78, 180), (162, 180), (78, 288), (162, 288)],
}


def _crossed(rank: int) -> list[tuple[float, float, float]]:
    """(x, y, angle) of each long sign: crossed pairs, and an odd one upright."""
    if rank == 2:
        return [(120, 180, 28), (120, 180, -28)]
    if rank == 3:
        return [(120, 180, 30), (120, 180, -30), (120, 180, 0)]
    pairs = {4: [(80, 180), (160, 180)], 5: [(76, 180), (164, 180)],
             6: [(68, 180), (120, 180), (172, 180)], 7: [(68, 180), (120, 180), (172, 180)]}[rank]
    out = []
    for x, y in pairs:
        tilt = 16 if rank < 6 else 10
        out += [(x, y, tilt), (x, y, -tilt)]
    if rank == 5:
        out.append((120, 180, 0))
    if rank == 7:  # the seventh lies across the middle
        out.append((120, 180, 90))
    return out


def _ribbon(cx: float, cy: float) -> str:
    return (path(f"M{cx - 22:.2f},{cy - 8:.2f} C{cx - 10:.2f},{cy + 4:.2f} {cx + 10:.2f},{cy + 4:.2f} {cx + 22:.2f},{cy - 8:.2f} "
                 f"L{cx + 20:.2f},{cy + 4:.2f} C{cx + 8:.2f},{cy + 14:.2f} {cx - 8:.2f},{cy + 14:.2f} {cx - 20:.2f},{cy + 4:.2f} Z",
                 fill="#d03a2c", stroke=INK, stroke_width=1.3)
            + path(f"M{cx - 4:.2f},{cy + 8:.2f} L{cx - 16:.2f},{cy + 36:.2f} L{cx - 6:.2f},{cy + 30:.2f} L{cx:.2f},{cy + 40:.2f} Z "
                   f"M{cx + 4:.2f},{cy + 8:.2f} L{cx + 18:.2f},{cy + 34:.2f} L{cx + 8:.2f},{cy + 30:.2f} Z",
                   fill="#d03a2c", stroke=INK, stroke_width=1.2))


def _fox(cx: float, cy: float) -> str:
    """A small fox running, the vignette at the heart of the five of swords."""
    body = path("M-30,0 C-24,-12 6,-14 16,-8 L26,-18 L28,-8 C34,-6 36,-2 38,2 L26,2 C20,8 6,8 -4,6 "
                "L-10,14 L-14,14 L-10,4 C-16,4 -20,6 -22,14 L-26,14 L-24,2 C-32,4 -40,0 -46,-6 C-40,-2 -34,-2 -30,0 Z",
                fill="#c8642a", stroke=INK, stroke_width=1.3)
    return group(body + circle(27, -4, 1.5, fill=INK) + path("M-46,-6 L-50,-9", stroke=WHITE, stroke_width=3.0),
                 transform(cx, cy))


def _numeral(suit: Suit, rank: int) -> str:
    parts = []
    if suit is Suit.COINS:
        r = 30 if rank <= 4 else 26
        spots = _SPOTS[rank]
        if rank == 4:  # a garland joins the four coins round a small star
            parts.append(sprig(120, 210, 60, 0, "#3b8a3e", 3) + star(120, 180, 12, 8, "#c0392b"))
        parts += [coin(x, y, r, COIN) for x, y in spots]
        return "".join(parts)
    if suit is Suit.CUPS:
        h = 78 if rank <= 5 else 64
        return "".join(cup(x, y, h, CUP) for x, y in _SPOTS[rank])
    for x, y, a in _crossed(rank):
        if suit is Suit.SWORDS:
            length = 250 if rank <= 5 else 244
            parts.append(sword(x, y, length if a != 90 else 190, 13 if rank <= 3 else (11 if rank <= 5 else 9), SWORD,
                               rot=a))
        else:
            length = 240 if rank <= 5 else 236
            parts.append(club(x, y, length if a != 90 else 190, 26 if rank <= 3 else (21 if rank <= 5 else 17), CLUB,
                              rot=a))
    if suit is Suit.SWORDS and rank in (2, 3):
        parts.append(_ribbon(120, 196))
    if suit is Suit.SWORDS and rank == 4:
        for dx, dy in ((-16, -14), (16, -14), (0, 14)):
            parts.append(star(120 + dx, 180 + dy, 10, 6, "#f2c230", 0.5))
            parts.append(circle(120 + dx, 180 + dy, 3.2, fill="#c0392b"))
    if suit is Suit.SWORDS and rank == 5:
        parts.append(rect(64, 292, 112, 44, rx=8, fill="#e9f1d6", stroke=INK, stroke_width=1.3))
        parts.append(_fox(122, 318))
    if suit is Suit.BATONS and rank == 3:  # a face on the middle club
        parts.append(head(120, 118, 13))
    return "".join(parts)


# ---------------------------------------------------------------- aces
def _eagle(cx: float, cy: float) -> str:
    """The double-headed eagle of the ace of coins: wings raised, two crowned necks looking away
    from each other, tail and talons below; the coin is set on its breast by the caller."""
    parts = [eagle_wing(-1, "#2b2420"), eagle_wing(1, "#2b2420"),
             path("M-14,40 L-30,96 L-12,84 L0,104 L12,84 L30,96 L14,40 Z", fill="#2b2420", stroke=INK,
                  stroke_width=1.4),
             ellipse(0, 8, 30, 46, fill="#2b2420", stroke=INK, stroke_width=1.5)]
    for side in (-1, 1):
        parts.append(path(f"M{side * 4},-30 C{side * 6},-52 {side * 14},-66 {side * 24},-72 "
                          f"L{side * 34},-64 C{side * 26},-56 {side * 20},-44 {side * 18},-26 Z",
                          fill="#2b2420", stroke=INK, stroke_width=1.4))
        parts.append(circle(side * 30, -72, 10, fill="#2b2420", stroke=INK, stroke_width=1.4))
        parts.append(path(f"M{side * 38},-76 L{side * 52},-70 L{side * 40},-64 Z", fill="#e6ae2c", stroke=INK,
                          stroke_width=1.1))
        parts.append(circle(side * 33, -74, 2.2, fill="#f8dd84"))
        parts.append(path(f"M{side * 40},-68 L{side * 46},-58", stroke="#c0392b", stroke_width=2.2,
                          stroke_linecap="round"))  # the tongue
        parts.append(path(f"M{side * 16},42 L{side * 30},58 M{side * 30},58 l{side * 8},2 M{side * 30},58 l{side * 2},8",
                          stroke="#e6ae2c", stroke_width=3.4, stroke_linecap="round"))
        parts.append(polygon([(side * 20, -84), (side * 22, -98), (side * 30, -90), (side * 38, -98), (side * 40, -84)],
                             fill="#e6ae2c", stroke=INK, stroke_width=1.1))
    parts.append(polygon([(-18, -104), (-22, -124), (-9, -114), (0, -130), (9, -114), (22, -124), (18, -104)],
                         fill="#e6ae2c", stroke=INK, stroke_width=1.4))
    parts.append(circle(0, -112, 3, fill="#c0392b"))
    return group(parts, transform(cx, cy))


def _ace(suit: Suit) -> str:
    if suit is Suit.COINS:
        return (_eagle(120, 176) + coin(120, 186, 38, COIN)
                + sprig(60, 322, 40, -40, "#3b8a3e") + sprig(180, 322, 40, 40, "#3b8a3e"))
    if suit is Suit.CUPS:
        return (cup(120, 182, 236, CupLook(bowl="#e2a92c", band="#c0392b", knop="#2d5ea8", foot="lidded"))
                + sprig(60, 300, 60, -20, "#3b8a3e") + sprig(180, 300, 60, 20, "#3b8a3e"))
    if suit is Suit.SWORDS:
        return (sprig(120, 250, 90, -60, "#3b8a3e", 4) + sprig(120, 250, 90, 60, "#3b8a3e", 4)
                + sword(120, 180, 300, 24, SWORD) + _ribbon(120, 236)
                + star(120, 40, 16, 8, "#e6ae2c", 0.5))
    return (club(120, 184, 296, 54, CLUB, rot=6) + leaf(90, 56, 34, -40, "#3b8a3e") + leaf(150, 60, 34, 40, "#3b8a3e")
            + sprig(70, 320, 50, -40, "#3b8a3e") + sprig(170, 320, 50, 40, "#3b8a3e"))


# ---------------------------------------------------------------- figures
def _figure(suit: Suit, rank: Rank) -> str:
    dress = DRESS[suit]
    base = base_plinth(300, BASES[suit])
    if rank is Rank.JACK:
        swords = suit is Suit.SWORDS
        body = standing("fante", dress, _held(suit, down=swords), headwear="brim")
        if swords:  # the page of swords also carries a branch
            body = sprig(86, 182, 90, -20, "#3b8a3e", 4) + body
        return base + body
    if rank is Rank.QUEEN:
        horse = {Suit.COINS: "#f1ebdf", Suit.CUPS: "#9a6233", Suit.SWORDS: "#b9b4ad", Suit.BATONS: "#6b4226"}[suit]
        return base + rider(dress, _held(suit, 0.75), horse=horse, headwear="beret")
    king = Dress(tunic=dress.tunic, cloak=dress.cloak, hose=dress.hose, hat=dress.hat, pattern=dress.pattern,
                 beard="#e8e1d4" if suit in (Suit.COINS, Suit.SWORDS) else "#5a3a20", hair="#e8e1d4")
    return base + standing("re", king, _held(suit), headwear="crown")


def face_svg(card: Card) -> str:
    """The inside of the card (the caller draws the paper)."""
    if card.rank is Rank.ACE:
        return _ace(card.suit)
    if card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        return _figure(card.suit, card.rank)
    return _numeral(card.suit, int(card.rank))


def face(card: Card) -> list[str]:
    return [blank(PAPER), face_svg(card)]


def back() -> list[str]:
    """Black and white checks in a red frame, as Neapolitan packs are often backed."""
    parts = [blank(PAPER), rect(10, 10, 220, 340, rx=8, fill="#b3262c")]
    d = []
    step = 16
    for row in range(20):
        for col in range(13):
            if (row + col) % 2 == 0:
                x, y = 20 + col * step, 20 + row * step
                if x + step <= 221 and y + step <= 341:
                    d.append(f"M{x},{y} h{step} v{step} h{-step} Z")
    parts.append(rect(20, 20, 200, 320, fill="#f6f0e2"))
    parts.append(path(" ".join(d), fill="#1f1b1a"))
    parts.append(ellipse(120, 180, 46, 60, fill="#b3262c", stroke="#f6f0e2", stroke_width=5.0))
    parts.append(coin(120, 180, 30, COIN))
    return parts
