"""Trevigiane (Trevisane): the pattern of Treviso, Venice and the Veneto, and much of Friuli.

What makes it known on sight, as drawn here: Italian-type suits; long curved swords interlaced into
an oval the height of the card, each pair with its own two hilts crossing at the foot and at the head,
the odd counts with a straight sword upright through the middle; straight batons crossing in a
lattice; coins half azure and half gold; lidded chalices; the ace of coins a great coin with a sun's
face at its heart; every ace with its motto lettered on a ribbon, the aces of swords and cups with an
eye in each top corner, cockerels at the foot of the aces of swords and batons; red numbers in the
top-left and bottom-right corners; twelve double-headed court figures of the pattern's own
(``trevigiane_figures``): the bareheaded old jack of swords with a head in his hand, the jack of cups
with his hound, the cavalli riding, the king of batons beside the seal of Treviso.
"""

from __future__ import annotations

import math

from ...rules.cards import Card, Rank, Suit
from ..svg import circle, circle_d, ellipse, group, path, rect, thick_line
from .common import INK, PIP_SPOTS, blank, corner_numerals, eye, frame, mirrored, scroll, sprig
from .signs import CoinLook, CupLook, StaffLook, SwordLook, coin, cup, staff
from .trevigiane_figures import figure
from .trevigiane_letters import lettering

PAPER = "#fcf8ee"
COIN = CoinLook(rim="#e2a92c", field="#f3cf5a", ring="#c0392b", rosette="#c0392b", heart="#f3cf5a", petals=8,
                split="#4b8fd0")
PIP = CoinLook(rim=COIN.rim, field=COIN.field, ring=COIN.ring, rosette="none", heart=COIN.heart, split=COIN.split)
CUP = CupLook(bowl="#e2a92c", band="#2d5ea8", knop="#c0392b", foot="lidded")
BLADE = SwordLook(blade="#a7bfd8", edge="#3f5f86", hilt="#e2a92c", grip="#c0392b")  # the colours of every blade
STAFF = StaffLook(wood="#c0392b", ring="#e2a92c", cap="#2d5ea8")


def suit_sign(suit: Suit, cx: float, cy: float, size: float, detail: bool = False) -> str:
    if suit is Suit.COINS:
        return coin(cx, cy, size * 0.46, COIN, detail)
    if suit is Suit.CUPS:
        return cup(cx, cy, size * 0.95, CUP, detail)
    if suit is Suit.SWORDS:
        # a curved blade as on the cards, hilt low, bowed and swept back over its hilt
        return blade([(cx + size * 0.12, cy + size * 0.3), (cx - size * 0.42, cy + size * 0.02),
                      (cx - size * 0.3, cy - size * 0.4), (cx + size * 0.08, cy - size * 0.56)], size * 0.16,
                     steps=10 if detail else 7)
    return staff(cx, cy, size * 1.05, size * 0.16, STAFF, detail=detail)




def _bezier(p: list[tuple[float, float]], t: float) -> tuple[float, float, float, float]:
    """Point and unit tangent of the cubic ``p`` at ``t``."""
    u = 1 - t
    x = u ** 3 * p[0][0] + 3 * u * u * t * p[1][0] + 3 * u * t * t * p[2][0] + t ** 3 * p[3][0]
    y = u ** 3 * p[0][1] + 3 * u * u * t * p[1][1] + 3 * u * t * t * p[2][1] + t ** 3 * p[3][1]
    dx = 3 * u * u * (p[1][0] - p[0][0]) + 6 * u * t * (p[2][0] - p[1][0]) + 3 * t * t * (p[3][0] - p[2][0])
    dy = 3 * u * u * (p[1][1] - p[0][1]) + 6 * u * t * (p[2][1] - p[1][1]) + 3 * t * t * (p[3][1] - p[2][1])
    n = math.hypot(dx, dy) or 1.0
    return x, y, dx / n, dy / n


def blade(p: list[tuple[float, float]], width: float, colour: str = "#a7bfd8", edge: str = "#3f5f86",
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


def _up_sword(side: int, reach: float, width: float = 11) -> list[tuple[float, float]]:
    """A blade with its hilt at the foot of the oval, a little off the middle, bowed out to ``side`` and
    swept back over the middle at the top: its hilt crosses its neighbour's."""
    return [(120 - side * 10, 286), (120 + side * reach, 224), (120 + side * reach, 94), (120 - side * 18, 44)]


def _turned(p: list[tuple[float, float]]) -> list[tuple[float, float]]:
    return [(240 - x, 360 - y) for x, y in p]


#: the blades of each count, as (side, reach) of those hilted at the foot and of those hilted at the top
#: (drawn turned half round); an odd count adds the straight sword upright through the middle
_SWORDS = {
    2: ([(-1, 82)], [(-1, 82)]),
    4: ([(-1, 92), (1, 92)], [(-1, 62), (1, 62)]),
    6: ([(-1, 100), (1, 100), (-1, 30)], [(-1, 70), (1, 70), (-1, 30)]),
}


def _oval(rank: int) -> str:
    """The Trevigiane swords: long curved blades interlaced into an oval the height of the card, each
    pair with its two hilts crossing at the foot and at the head; the odd counts add a straight
    sword upright through the middle."""
    foot, head = _SWORDS[rank - rank % 2]
    parts = []
    for side, reach in head:
        parts.append(blade(_turned(_up_sword(side, reach)), 12))
    for side, reach in foot:
        parts.append(blade(_up_sword(side, reach), 12))
    if rank % 2:
        parts.append(_straight(120, 318, 40, 14))
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


def _pip_coin(cx: float, cy: float, r: float) -> str:
    """A coin of the numeral cards: the half azure, half gold disc with a red eight-petalled flower
    (one filled path: lighter to rasterise than the shared coin's separate petals)."""
    d = []
    for k in range(8):
        a = math.radians(k * 45)
        b1, b2 = math.radians(k * 45 - 22), math.radians(k * 45 + 22)
        d.append(f"M{cx:.2f},{cy:.2f} Q{cx + r * 0.46 * math.sin(b1):.2f},{cy - r * 0.46 * math.cos(b1):.2f} "
                 f"{cx + r * 0.46 * math.sin(a):.2f},{cy - r * 0.46 * math.cos(a):.2f} "
                 f"Q{cx + r * 0.46 * math.sin(b2):.2f},{cy - r * 0.46 * math.cos(b2):.2f} {cx:.2f},{cy:.2f} Z")
    return (coin(cx, cy, r, PIP, detail=False) + path(" ".join(d), fill=RED, stroke=INK, stroke_width=0.8)
            + circle(cx, cy, r * 0.13, fill=GOLD, stroke=INK, stroke_width=0.8))


def _numeral(suit: Suit, rank: int) -> str:
    if suit is Suit.COINS:
        r = 30 if rank <= 4 else 27
        return "".join(_pip_coin(x, y, r) for x, y in PIP_SPOTS[rank])
    if suit is Suit.CUPS:
        h = 80 if rank <= 5 else 66
        return "".join(cup(x, y, h, CUP) for x, y in PIP_SPOTS[rank])
    if suit is Suit.SWORDS:
        return _oval(rank)
    return _batons(rank)


#: the aces' mottoes (two lines each), in the spirit of the deck's sayings on luck and play
MOTTOES = {
    Suit.COINS: ("LA FORTUNA", "XE ORBA"),
    Suit.CUPS: ("PER UN PUNTO", "SE PERDE TUTO"),
    Suit.SWORDS: ("CHI GA CUOR", "NO GA PAURA"),
    Suit.BATONS: ("CHI PERDE", "PAGA DA BEVER"),
}
GOLD = "#e2a92c"
RED = "#c0392b"
AZURE = "#2d5ea8"


def _motto(suit: Suit, cy: float = 302) -> str:
    """The ace's motto written on a ribbon."""
    top, bottom = MOTTOES[suit]
    return (scroll(120, cy, 172, 40, "#f6ecd0", lines=0)
            + lettering(top, 120, cy - 14.5, 10.5, "#3a2a1c", 1.7)
            + lettering(bottom, 120, cy + 3.5, 10.5, "#3a2a1c", 1.7))


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
    """The ace of coins: a great coin whose heart is a sun with a face, its rays breaking out over a
    rim half azure and half gold, ringed with red pearls."""
    dots = " ".join(circle_d(cx + math.cos(math.radians(k * 15)) * r * 0.9, cy + math.sin(math.radians(k * 15)) * r * 0.9,
                             r * 0.04) for k in range(24))
    return (circle(cx, cy, r, fill=GOLD, stroke=INK, stroke_width=2.0)
            + path(f"M{cx - r * 0.98:.2f},{cy:.2f} A{r * 0.98:.2f},{r * 0.98:.2f} 0 0 1 {cx + r * 0.98:.2f},{cy:.2f} "
                   f"L{cx + r * 0.8:.2f},{cy:.2f} A{r * 0.8:.2f},{r * 0.8:.2f} 0 0 0 {cx - r * 0.8:.2f},{cy:.2f} Z",
                   fill=COIN.split)
            + circle(cx, cy, r * 0.8, fill="#fbf3d6", stroke=INK, stroke_width=1.4)
            + path(dots, fill=RED)
            + sun(cx, cy, r * 0.46))


def _ace(suit: Suit) -> str:
    motto = _motto(suit)
    if suit is Suit.COINS:
        return (_sun_coin(120, 144, 92) + sprig(30, 262, 40, 25, "#3e8e41") + sprig(210, 262, 40, -25, "#3e8e41")
                + motto)
    eyes = eye(44, 56, 12) + eye(196, 56, 12)
    if suit is Suit.CUPS:
        return eyes + cup(120, 170, 200, CUP) + motto
    if suit is Suit.SWORDS:
        return (eyes + sprig(120, 214, 58, -62, "#3e8e41") + sprig(120, 214, 58, 62, "#3e8e41")
                + blade([(120, 206), (120, 146), (160, 92), (112, 20)], 24)
                + rooster(78, 276, 50) + rooster(162, 276, 50, -1) + motto)
    return (sun(120, 46, 14) + staff(120, 166, 196, 30, STAFF) + sprig(120, 118, 50, -44, "#3e8e41")
            + sprig(120, 118, 50, 44, "#3e8e41") + rooster(170, 278, 52, -1) + motto)


#: the suit signs as the court figures hold them, each drawn at the hand (x, y)
SIGNS = {
    "coin": lambda x, y: coin(x, y, 22, COIN),
    "cup": lambda x, y: cup(x, y, 52, CUP),
    "sword": lambda x, y: blade([(x, y), (x - 2, y - 40), (x - 22, y - 76), (x + 4, y - 118)], 11),
    "raised": lambda x, y: blade([(x, y), (x + 4, y - 30), (x + 22, y - 56), (x + 10, y - 84)], 10),
    "upright": lambda x, y: _straight(x, y + 14, y - 118, 11),
    "staff": lambda x, y: staff(x, y, 150, 11, STAFF, rot=18),
}


def _figure(suit: Suit, rank: Rank) -> str:
    inner = rect(12, 12, 216, 336, rx=6, fill="#f3ead2")
    return inner + mirrored(figure(suit, rank, SIGNS), RED) + frame(12, 12, 216, 336, INK, 2.0)


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
