"""Siciliane: the Sicilian pattern, played across the island.

Close to the Neapolitan family, with its own figures and aces, as drawn here: Spanish-type suits
(straight swords with shell guards, slim green-banded clubs, tall-stemmed cups, gold coins with a
blue ring); twelve full-length figures of its own on a base coloured by rank (red for the donna,
yellow for the cavallo, green for the re: ``siciliane_figures``), the donna a young page in a
short tunic and tall boots, the cavallo on a grey dappled horse; little scenes drawn straight on
the paper of the numeral cards, a different one on each (``siciliane_scenes``); the three of
coins with the Trinacria at its heart, faces in the coins of the two and at the heart of the
five; no corner numerals (the point badges and an optional rank index tell the rank).
"""

from __future__ import annotations

import math

from ...rules.cards import Card, Rank, Suit
from ..svg import circle, clip_segment, ellipse, group, path, polygon, rect, transform
from .common import INK, SKIN, base_plinth, blank, sprig, star
from .signs import ClubLook, CoinLook, CupLook, SwordLook, club, coin, cup, spanish_sign, sword
from .siciliane_figures import Look, head_path, king, king_head, page, page_head, rider
from .siciliane_scenes import scene

PAPER = "#fcf7ec"
COIN = CoinLook(rim="#e9a825", field="#f5cf62", ring="#1f5fa8", rosette="#d13b2e", heart="#f5cf62", petals=12)
CUP = CupLook(bowl="#e9a825", band="#1f5fa8", knop="#d13b2e", foot="tall")
SWORD = SwordLook(blade="#a9bfd4", edge="#4f6a88", hilt="#e9a825", grip="#d13b2e", quillons="shell")
CLUB = ClubLook(wood="#8d6a32", light="#c29a5a", dark="#4f3a16", band="#2f8a48", taper=0.7)
#: The base under each figure, by rank.
BASES = {Rank.JACK: "#cf3a2c", Rank.QUEEN: "#f0c232", Rank.KING: "#2f8a48"}

RED, BLUE, GREEN, YELLOW = "#cf3a2c", "#1f5fa8", "#2f8a48", "#f0c232"
PURPLE, BROWN, BLACK = "#7a3f8c", "#6b4423", "#2b2b2b"

#: The twelve figures: colours, pose and what the free hand does (see ``siciliane_figures.Look``).
LOOKS: dict[tuple[Suit, Rank], tuple[Look, str]] = {
    (Suit.COINS, Rank.JACK): (Look(BLUE, RED, YELLOW, RED, pose="raise", free="hip"), "plume"),
    (Suit.COINS, Rank.QUEEN): (Look(GREEN, RED, YELLOW, RED, hair=BROWN, pose="raise"), "plume"),
    (Suit.COINS, Rank.KING): (Look(RED, BLUE, RED, RED, hair="#8a5a2a", pose="front", free="sceptre"), GREEN),
    (Suit.CUPS, Rank.JACK): (Look(RED, YELLOW, BLUE, GREEN, hair="#8a5a2a", boots="#7a3a1a", pose="front",
                                  free="down"), "brim"),
    (Suit.CUPS, Rank.QUEEN): (Look(BLUE, YELLOW, RED, GREEN, hair=BLACK, pose="raise", flip=True), "brim"),
    (Suit.CUPS, Rank.KING): (Look(BLUE, RED, BLUE, RED, hair="#a9a9a9", pose="raise", free="hip", flip=True,
                                  decor="flowers"), RED),
    (Suit.SWORDS, Rank.JACK): (Look(GREEN, BLUE, RED, BLUE, hair="#a0622a", pose="lean", free="hip",
                                    flip=True), "plume"),
    (Suit.SWORDS, Rank.QUEEN): (Look(RED, BLUE, GREEN, YELLOW, hair="#3b2a1a", pose="raise"), "brim"),
    (Suit.SWORDS, Rank.KING): (Look(YELLOW, PURPLE, RED, RED, hair="#6b4423", pose="shoulder", free="orb"), BLUE),
    (Suit.BATONS, Rank.JACK): (Look(YELLOW, GREEN, RED, RED, hair=BLACK, boots="#1f3a6a", pose="shoulder",
                                    free="hip"), "brim"),
    (Suit.BATONS, Rank.QUEEN): (Look(YELLOW, GREEN, BLUE, GREEN, hair="#8a5a2a", pose="raise", flip=True), "plume"),
    (Suit.BATONS, Rank.KING): (Look(GREEN, RED, GREEN, RED, hair="#b0682a", pose="front", free="hip", flip=True,
                                    decor="bands"), RED),
}


def suit_sign(suit: Suit, cx: float, cy: float, size: float, detail: bool = False) -> str:
    return spanish_sign(suit, cx, cy, size, (COIN, CUP, SWORD, CLUB), 0.32, detail)


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
    hr = r * 0.42
    wings = " ".join(head_path(cx, cy, hr, f"M{s * 0.45},-0.75 C{s * 1.0},-1.7 {s * 1.8},-1.7 {s * 2.0},-1.3 "
                                     f"C{s * 1.6},-1.1 {s * 1.3},-0.7 {s * 0.85},-0.35 Z") for s in (-1, 1))
    return "".join(parts) + page_head(cx, cy, hr, "#c8862a") + path(wings, fill="#f4f1e8", stroke=INK,
                                                                       stroke_width=1.1)


# --- numeral cards ---------------------------------------------------------------------------------

#: Where the coins and cups sit, and the scene that goes with them: (kind, x, ground y, scale).
_ROUND = {
    2: ([(120, 80), (120, 270)], (120, 210, 1.35)),
    3: ([(120, 64), (120, 150), (120, 236)], (120, 336, 1.15)),
    4: ([(72, 82), (168, 82), (72, 256), (168, 256)], (120, 202, 1.35)),
    5: ([(72, 70), (168, 70), (120, 150), (72, 230), (168, 230)], (120, 336, 1.2)),
    6: ([(68, 74), (172, 74), (68, 172), (172, 172), (68, 270), (172, 270)], (120, 268, 1.0)),
    7: ([(72, 66), (168, 66), (120, 116), (72, 166), (168, 166), (72, 244), (168, 244)], (120, 338, 1.1)),
}
#: Where the swords and clubs stand (all of one size on every card) and their scene.
_LONG = {
    2: ([(92, 128), (148, 128)], (120, 334, 1.5)),
    3: ([(70, 128), (120, 128), (170, 128)], (120, 334, 1.5)),
    4: ([(70, 98), (170, 98), (70, 218), (170, 218)], (120, 262, 1.05)),
    5: ([(70, 98), (120, 98), (170, 98), (70, 218), (170, 218)], (120, 276, 0.95)),
    6: ([(70, 98), (120, 98), (170, 98), (70, 218), (120, 218), (170, 218)], (120, 338, 1.0)),
    7: ([(60, 98), (100, 98), (140, 98), (180, 98), (70, 218), (120, 218), (170, 218)], (120, 338, 1.0)),
}
LONG_LENGTH = 112.0
#: The scene of each numeral card (a flipped one is drawn facing the other way).
_SCENES: dict[Suit, dict[int, tuple[str, bool]]] = {
    Suit.COINS: {2: ("church", False), 3: ("boat", False), 4: ("donkey", False), 5: ("lemons", False),
                 6: ("cypress", False), 7: ("house", False)},
    Suit.CUPS: {2: ("rooster", False), 3: ("cart", False), 4: ("fish", False), 5: ("bird", False),
                6: ("woman", False), 7: ("windmill", False)},
    Suit.SWORDS: {2: ("etna", False), 3: ("dog", False), 4: ("tower", False), 5: ("peasant", False),
                  6: ("house", True), 7: ("boat", True)},
    Suit.BATONS: {2: ("windmill", True), 3: ("etna", True), 4: ("cypress", False), 5: ("woman", False),
                  6: ("rooster", True), 7: ("donkey", True)},
}


def _numeral(suit: Suit, rank: int) -> str:
    parts = []
    if suit in (Suit.COINS, Suit.CUPS):
        spots, (sx, sy, scale) = _ROUND[rank]
        for i, (x, y) in enumerate(spots):
            if suit is Suit.COINS:
                r = 32 if rank == 2 else 30 if rank == 3 else 27
                parts.append(coin(x, y, r, COIN))
                if rank == 2:  # a portrait in each coin of the two
                    parts.append(circle(x, y, r * 0.6, fill="#f5cf62", stroke=INK, stroke_width=1.2)
                                 + king_head(x, y - r * 0.12, r * 0.3, "#b07b1e"))
            else:
                parts.append(cup(x, y, 76 if rank == 2 else 70 if rank == 4 else 66 if rank == 3 else 62, CUP))
        if suit is Suit.COINS and rank == 3:
            parts.append(circle(120, 150, 28, fill="#f5cf62", stroke=INK, stroke_width=1.4) + _trinacria(120, 150, 24))
        if suit is Suit.COINS and rank == 5:
            parts.append(circle(120, 150, 16, fill="#f5cf62", stroke=INK, stroke_width=1.2)
                         + king_head(120, 147, 8.5, "#b07b1e"))
    else:
        spots, (sx, sy, scale) = _LONG[rank]
        for x, y in spots:
            if suit is Suit.SWORDS:
                parts.append(sword(x, y, LONG_LENGTH, 11, SWORD))
            else:
                parts.append(club(x, y, LONG_LENGTH, 21, CLUB))
    kind, flip = _SCENES[suit][rank]
    parts.append(scene(kind, sx, sy, scale, flip))
    return "".join(parts)


def _ace(suit: Suit) -> str:
    if suit is Suit.COINS:
        rays = " ".join(f"M{120 + math.cos(math.radians(k * 15)) * 62:.2f},{170 + math.sin(math.radians(k * 15)) * 62:.2f} "
                        f"L{120 + math.cos(math.radians(k * 15 + 7.5)) * 92:.2f},{170 + math.sin(math.radians(k * 15 + 7.5)) * 92:.2f} "
                        f"L{120 + math.cos(math.radians(k * 15 + 15)) * 62:.2f},{170 + math.sin(math.radians(k * 15 + 15)) * 62:.2f} Z"
                        for k in range(24))
        return (path(rays, fill="#e9a825", stroke=INK, stroke_width=1.0) + coin(120, 170, 62, COIN)
                + polygon([(96, 100), (92, 76), (108, 88), (120, 68), (132, 88), (148, 76), (144, 100)], fill="#e9a825",
                          stroke=INK, stroke_width=1.4)
                + sprig(96, 300, 44, -60, "#3e8e41") + sprig(144, 300, 44, 60, "#3e8e41"))
    if suit is Suit.CUPS:
        return (cup(120, 170, 220, CupLook(bowl="#e9a825", band="#d13b2e", knop="#1f5fa8", foot="lidded"))
                + sprig(80, 296, 46, -40, "#3e8e41") + sprig(160, 296, 46, 40, "#3e8e41") + star(120, 40, 14, 8, "#d13b2e"))
    if suit is Suit.SWORDS:
        crown = polygon([(92, 96), (88, 70), (104, 84), (120, 62), (136, 84), (152, 70), (148, 96)], fill="#e9a825",
                        stroke=INK, stroke_width=1.4)
        return (sprig(112, 300, 60, -38, "#3e8e41") + sprig(128, 300, 60, 38, "#3e8e41")
                + sword(120, 180, 300, 24, SWORD) + crown + circle(120, 86, 4, fill="#d13b2e"))
    ribbon = path("M70,130 C100,150 140,110 170,130 L166,142 C136,122 104,162 74,142 Z", fill="#cf3a2c", stroke=INK,
                  stroke_width=1.3)
    return (sprig(110, 320, 50, -50, "#3e8e41") + sprig(130, 320, 50, 50, "#3e8e41")
            + club(120, 176, 290, 50, CLUB) + ribbon)


# --- court cards -----------------------------------------------------------------------------------

def _held(suit: Suit):
    """The suit sign held in a figure's hand at (x, y), tilted ``rot`` degrees (180: grounded,
    the hand on the pommel or the club's foot)."""
    def draw(x: float, y: float, s: float, rot: float) -> str:
        a = math.radians(rot)
        if suit is Suit.COINS:
            return coin(x, y - 18 * s, 22 * s, COIN)
        if suit is Suit.CUPS:
            return cup(x, y - 26 * s, 56 * s, CUP)
        if suit is Suit.SWORDS:
            length = 136 * s
            d = length * 0.37
            return sword(x + d * math.sin(a), y - d * math.cos(a), length, 11 * s, SWORD, rot=rot)
        length = 120 * s
        d = length * 0.4
        return club(x + d * math.sin(a), y - d * math.cos(a), length, 22 * s, CLUB, rot=rot)
    return draw


def _figure(suit: Suit, rank: Rank) -> str:
    look, extra = LOOKS[(suit, rank)]
    base = base_plinth(300, BASES[rank], x0=44, x1=196)
    held = _held(suit)
    if rank is Rank.JACK:
        return base + page(look, held, hat=extra)
    if rank is Rank.QUEEN:
        return base + rider(look, held, hat=extra, scale=0.7 if suit is Suit.SWORDS else 0.8)
    return base + king(look, held, jewel=extra)


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
