"""Trevigiane (Trevisane): the pattern of Treviso, Venice and the Veneto, and much of Friuli.

What makes it known on sight, as drawn here: Italian-type suits, long curved swords bowed into
the familiar oval with straight batons crossing through it; coins half azure and half gold;
lidded chalices; every ace with its motto on a ribbon (drawn as a gesture of script), the aces of
swords and cups with an eye in each top corner; numbers in the top-left and bottom-right corners;
the court cards double-headed, the page of swords bareheaded and bearded, the king of batons with
a shield of arms.
"""

from __future__ import annotations

from ...rules.cards import Card, Rank, Suit
from ..svg import circle, ellipse, path, rect
from .common import INK, PIP_SPOTS, blank, corner_numerals, eye, frame, mirrored, scroll, sprig, star
from .figures import Dress, bust
from .signs import CoinLook, CupLook, StaffLook, SwordLook, coin, cup, staff, sword

PAPER = "#fcf8ee"
COIN = CoinLook(rim="#e2a92c", field="#f3cf5a", ring="#c0392b", rosette="#c0392b", heart="#f3cf5a", petals=8,
                split="#4b8fd0")
CUP = CupLook(bowl="#e2a92c", band="#2d5ea8", knop="#c0392b", foot="lidded")
BLADE = SwordLook(blade="#a7bfd8", edge="#3f5f86", hilt="#e2a92c", grip="#c0392b", curve=0.1, quillons="bar",
                  arc=True)
UPRIGHT = SwordLook(blade="#a7bfd8", edge="#3f5f86", hilt="#e2a92c", grip="#c0392b", quillons="bar")
STAFF = StaffLook(wood="#c0392b", ring="#e2a92c", cap="#2d5ea8")
DRESS = {
    Suit.COINS: Dress(tunic="#2d5ea8", cloak="#c0392b", hose="#e2a92c", hat="#c0392b", pattern="dots"),
    Suit.CUPS: Dress(tunic="#c0392b", cloak="#e2a92c", hose="#2d5ea8", hat="#2d5ea8", hair="#3b2a1a",
                     pattern="checks"),
    Suit.SWORDS: Dress(tunic="#e2a92c", cloak="#2d5ea8", hose="#c0392b", hat="#2f7d45", hair="#6b4423",
                       pattern="stripes"),
    Suit.BATONS: Dress(tunic="#2f7d45", cloak="#c0392b", hose="#e2a92c", hat="#e2a92c", hair="#2b2b2b"),
}


def suit_sign(suit: Suit, cx: float, cy: float, size: float, detail: bool = False) -> str:
    if suit is Suit.COINS:
        return coin(cx, cy, size * 0.46, COIN, detail)
    if suit is Suit.CUPS:
        return cup(cx, cy, size * 0.95, CUP, detail)
    if suit is Suit.SWORDS:
        return sword(cx, cy, size * 1.1, size * 0.18, BLADE, detail=detail)
    return staff(cx, cy, size * 1.05, size * 0.16, STAFF, detail=detail)




def _oval(rank: int) -> str:
    """Curved blades bowed in pairs into an oval (the outer pair widest); an odd count adds an
    upright blade through the middle."""
    parts = []
    pairs = rank // 2
    for k in range(pairs):
        dx = 4 + k * 3
        look = SwordLook(blade=BLADE.blade, edge=BLADE.edge, hilt=BLADE.hilt, grip=BLADE.grip, quillons="bar",
                         arc=True, curve=0.22 - k * 0.075)
        parts.append(sword(120 - dx, 180, 290 - k * 16, 11, look, flip=True))
        parts.append(sword(120 + dx, 180, 290 - k * 16, 11, look))
    if rank % 2:
        parts.append(sword(120, 180, 280, 15, UPRIGHT))
    else:  # a small flower at the heart of the oval
        parts.append(star(120, 172, 11, 6, "#c0392b", 0.5) + circle(120, 172, 3.6, fill="#e2a92c"))
    return "".join(parts)


def _batons(rank: int) -> str:
    """Straight batons crossing in a lattice; an odd count adds an upright one."""
    parts = []
    pairs = rank // 2
    for k in range(pairs):
        dx = (k - (pairs - 1) / 2) * 34
        parts.append(staff(120 + dx, 180, 280, 13, STAFF, rot=14))
        parts.append(staff(120 + dx, 180, 280, 13, STAFF, rot=-14))
    if rank % 2:
        parts.append(staff(120, 180, 290, 13, STAFF))
    return "".join(parts)


def _numeral(suit: Suit, rank: int) -> str:
    if suit is Suit.COINS:
        r = 30 if rank <= 4 else 27
        return "".join(coin(x, y, r, COIN) for x, y in PIP_SPOTS[rank])
    if suit is Suit.CUPS:
        h = 80 if rank <= 5 else 66
        return "".join(cup(x, y, h, CUP) for x, y in PIP_SPOTS[rank])
    if suit is Suit.SWORDS:
        return _oval(rank)
    return _batons(rank)


def _ace(suit: Suit) -> str:
    motto = scroll(120, 316, 168, 34, "#f6ecd0")
    if suit is Suit.COINS:
        return (coin(120, 160, 80, COIN) + sprig(40, 254, 40, 20, "#3e8e41") + sprig(200, 254, 40, -20, "#3e8e41")
                + motto)
    eyes = eye(44, 56, 12) + eye(196, 56, 12)
    if suit is Suit.CUPS:
        return eyes + cup(120, 168, 220, CUP) + motto
    if suit is Suit.SWORDS:
        return (eyes + sword(120, 160, 270, 24, BLADE, rot=2)
                + sprig(120, 250, 60, -60, "#3e8e41") + sprig(120, 250, 60, 60, "#3e8e41") + motto)
    return staff(120, 160, 260, 30, STAFF) + sprig(120, 100, 50, -40, "#3e8e41") + sprig(120, 100, 50, 40, "#3e8e41") + motto


def _held(suit: Suit):
    def draw(x: float, y: float) -> str:
        if suit is Suit.COINS:
            return coin(x, y - 20, 22, COIN)
        if suit is Suit.CUPS:
            return cup(x, y - 24, 52, CUP)
        if suit is Suit.SWORDS:
            return sword(x, y - 50, 124, 9, BLADE, rot=-8)
        return staff(x, y - 24, 120, 11, STAFF, rot=-14)
    return draw


def _arms(cx: float, cy: float) -> str:
    """A small shield of arms beside the king of batons."""
    return (path(f"M{cx - 14:.2f},{cy - 16:.2f} L{cx + 14:.2f},{cy - 16:.2f} L{cx + 14:.2f},{cy + 2:.2f} "
                 f"C{cx + 14:.2f},{cy + 12:.2f} {cx:.2f},{cy + 18:.2f} {cx:.2f},{cy + 20:.2f} "
                 f"C{cx:.2f},{cy + 18:.2f} {cx - 14:.2f},{cy + 12:.2f} {cx - 14:.2f},{cy + 2:.2f} Z",
                 fill="#c0392b", stroke=INK, stroke_width=1.4)
            + path(f"M{cx:.2f},{cy - 14:.2f} L{cx:.2f},{cy + 16:.2f} M{cx - 12:.2f},{cy - 2:.2f} L{cx + 12:.2f},{cy - 2:.2f}",
                   stroke="#fbf8f0", stroke_width=4.0))


def _figure(suit: Suit, rank: Rank) -> str:
    dress = DRESS[suit]
    kind = {Rank.JACK: "fante", Rank.QUEEN: "cavallo", Rank.KING: "re"}[rank]
    headwear = {Rank.JACK: "beret", Rank.QUEEN: "cap", Rank.KING: "crown"}[rank]
    if rank is Rank.JACK and suit is Suit.SWORDS:  # bareheaded and bearded
        dress = Dress(tunic=dress.tunic, cloak=dress.cloak, hose=dress.hose, hat=dress.hat, pattern=dress.pattern,
                      hair="#8a8680", beard="#8a8680")
        headwear = "none"
    if rank is Rank.KING:
        dress = Dress(tunic=dress.tunic, cloak=dress.cloak, hose=dress.hose, hat=dress.hat, pattern=dress.pattern,
                      hair="#5a3a20", beard="#5a3a20")
    half = bust(kind, dress, _held(suit), headwear=headwear, hold_left=suit in (Suit.COINS, Suit.CUPS))
    if rank is Rank.KING and suit is Suit.BATONS:
        half += _arms(40, 136)
    inner = rect(12, 12, 216, 336, rx=6, fill="#f3ead2")
    return inner + mirrored(half, "#c0392b") + frame(12, 12, 216, 336, INK, 2.0)


def face(card: Card) -> list[str]:
    if card.rank is Rank.ACE:
        inside = _ace(card.suit)
    elif card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        inside = _figure(card.suit, card.rank)
    else:
        inside = _numeral(card.suit, int(card.rank))
    court = card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING)
    return [blank(PAPER), inside, corner_numerals(card.rank, "#8c1f1a", backing=PAPER if court else None)]


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
    parts.append(coin(120, 180, 28, COIN))
    return parts
