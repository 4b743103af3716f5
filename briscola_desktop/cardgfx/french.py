"""The French-suited faces: diamonds, hearts, spades and clubs.

Pips follow the standard arrangements (lower-half pips turned upside down), the
ace carries one large pip, and J, Q, K are double-headed half figures in a frame,
as on most French-suited packs. Coordinates are card units on a 240 x 360 card.
"""

from __future__ import annotations

from dataclasses import dataclass

from briscola_desktop.rules.cards import Rank, Suit
from .italian_signs import GOLD, GOLD_DARK, INK, SKIN, sword
from .svg import circle, ellipse, group, path, polygon, rect, thick_line, transform

RED = "#c8102e"
BLACK = "#1c1c1c"
#: Four-colour pack: diamonds blue and clubs green, so no two suits share a colour.
FOUR_COLOUR_BLUE = "#1659c7"
FOUR_COLOUR_GREEN = "#13824a"

# Shapes on a 100 x 100 box centred on the origin, point/stem down where it has one.
_SHAPES = {
    Suit.CUPS: "M0,46 C-10,30 -48,8 -48,-18 C-48,-38 -31,-48 -19,-48 C-8,-48 -2,-41 0,-32 "
               "C2,-41 8,-48 19,-48 C31,-48 48,-38 48,-18 C48,8 10,30 0,46 Z",
    Suit.COINS: "M0,-50 C9,-33 23,-15 38,0 C23,15 9,33 0,50 C-9,33 -23,15 -38,0 C-23,-15 -9,-33 0,-50 Z",
    Suit.SWORDS: "M0,-50 C-10,-33 -48,-14 -48,11 C-48,29 -33,37 -21,37 C-12,37 -6,33 -3,28 "
                 "C-4,38 -9,45 -17,50 L17,50 C9,45 4,38 3,28 C6,33 12,37 21,37 C33,37 48,29 48,11 "
                 "C48,-14 10,-33 0,-50 Z",
    Suit.BATONS: "M0,-48 C12,-48 21,-39 21,-27 C21,-18 17,-12 11,-8 C15,-10 19,-11 23,-11 "
                 "C35,-11 45,-2 45,11 C45,24 35,33 23,33 C14,33 7,28 4,21 C5,33 9,43 17,50 "
                 "L-17,50 C-9,43 -5,33 -4,21 C-7,28 -14,33 -23,33 C-35,33 -45,24 -45,11 "
                 "C-45,-2 -35,-11 -23,-11 C-19,-11 -15,-10 -11,-8 C-17,-12 -21,-18 -21,-27 "
                 "C-21,-39 -12,-48 0,-48 Z",
}


def suit_colour(suit: Suit, four_colour: bool) -> str:
    if four_colour and suit is Suit.COINS:
        return FOUR_COLOUR_BLUE
    if four_colour and suit is Suit.BATONS:
        return FOUR_COLOUR_GREEN
    return RED if suit in (Suit.COINS, Suit.CUPS) else BLACK


def suit_sign(suit: Suit, cx: float, cy: float, size: float, colour: str, rot: float = 0) -> str:
    return path(_SHAPES[suit], fill=colour, transform=transform(cx, cy, rot, size / 100.0))


_SPOTS: dict[int, list[tuple[float, float]]] = {
    2: [(120, 70), (120, 290)],
    3: [(120, 70), (120, 180), (120, 290)],
    4: [(82, 70), (158, 70), (82, 290), (158, 290)],
    5: [(82, 70), (158, 70), (120, 180), (82, 290), (158, 290)],
    6: [(82, 70), (158, 70), (82, 180), (158, 180), (82, 290), (158, 290)],
    7: [(82, 70), (158, 70), (120, 125), (82, 180), (158, 180), (82, 290), (158, 290)],
}


def pips(suit: Suit, rank: int, colour: str) -> str:
    # Pips below the middle are turned upside down, as printed packs do, so the
    # card reads the same either way up.
    return "".join(suit_sign(suit, x, y, 50, colour, 180 if y > 180 else 0)
                   for x, y in _SPOTS[rank])


def ace(suit: Suit, colour: str) -> str:
    parts = []
    if suit is Suit.SWORDS:
        # the traditional ornate ace of spades
        parts.append(ellipse(120, 180, 78, 96, fill="none", stroke=GOLD_DARK, stroke_width=3.0))
        parts.append(ellipse(120, 180, 70, 88, fill="none", stroke=colour, stroke_width=1.5))
        return "".join(parts) + suit_sign(suit, 120, 180, 118, colour)
    return suit_sign(suit, 120, 180, 104, colour)


@dataclass(frozen=True)
class Palette:
    coat: str
    second: str
    third: str


BLUE = "#2f5aa8"
YELLOW = "#f2c14e"
CRIMSON = "#c83737"
GREEN = "#2f8a57"
PALETTES = {
    Suit.CUPS: Palette(CRIMSON, YELLOW, BLUE),
    Suit.COINS: Palette(BLUE, YELLOW, CRIMSON),
    Suit.SWORDS: Palette(GREEN, YELLOW, CRIMSON),
    Suit.BATONS: Palette(CRIMSON, BLUE, YELLOW),
}
FRAME = (44, 34, 152, 292)  # x, y, width, height of the court panel


def _bust(suit: Suit, rank: Rank, colour: str) -> str:
    """The upper half of a double-headed court card; the lower half is this turned 180 degrees."""
    p = PALETTES[suit]
    hx, hy = 112.0, 92.0
    parts: list[str] = []
    # held item behind the body, on the figure's left (viewer's right)
    if rank is Rank.KING:
        parts.append(sword(164, 110, 150, 10))
    elif rank is Rank.JACK:
        parts.append(path("M164,178 L164,52", stroke="#7a4a22", stroke_width=5.0, stroke_linecap="round"))
        parts.append(polygon([(164, 34), (174, 54), (164, 66), (154, 54)], fill="#cfd8e0", stroke=INK,
                             stroke_width=1.4))
        parts.append(path("M156,62 C146,56 144,66 154,70 Z", fill="#cfd8e0", stroke=INK,
                          stroke_width=1.2))
    # shoulders and coat
    parts.append(path("M62,180 C62,140 80,122 112,116 C144,122 162,140 162,180 Z", fill=p.coat,
                      stroke=INK, stroke_width=1.8))
    parts.append(path("M98,118 L112,160 L126,118 C120,116 104,116 98,118 Z", fill=p.second, stroke=INK,
                      stroke_width=1.4))
    parts.append(path("M74,150 L80,180 M150,150 L144,180 M86,132 C100,150 124,150 138,132", fill="none",
                      stroke=p.second, stroke_width=4.0))
    for x in (88, 100, 124, 136):
        parts.append(circle(x, 168, 3.0, fill=p.third, stroke=INK, stroke_width=0.8))
    # hair / veil, face, headgear
    if rank is Rank.QUEEN:
        parts.append(path(f"M{hx - 26},{hy + 30} C{hx - 30},{hy - 10} {hx - 20},{hy - 30} {hx},{hy - 30} "
                          f"C{hx + 20},{hy - 30} {hx + 30},{hy - 10} {hx + 26},{hy + 30} Z",
                          fill=p.third, stroke=INK, stroke_width=1.5))
    parts.append(path(f"M{hx - 21},{hy + 6} C{hx - 24},{hy - 22} {hx + 24},{hy - 22} {hx + 21},{hy + 6} "
                      f"L{hx + 22},{hy + 18} C{hx + 16},{hy + 6} {hx + 14},{hy - 8} {hx},{hy - 10} "
                      f"C{hx - 14},{hy - 8} {hx - 16},{hy + 6} {hx - 22},{hy + 18} Z",
                      fill="#6b4423" if rank is not Rank.KING else "#d9d2c5", stroke=INK, stroke_width=1.3))
    parts.append(rect(hx - 6, hy + 16, 12, 12, fill=SKIN, stroke=INK, stroke_width=1.2))
    parts.append(circle(hx, hy, 20, fill=SKIN, stroke=INK, stroke_width=1.8))
    parts.append(circle(hx - 7, hy - 1, 2.0, fill=INK))
    parts.append(circle(hx + 7, hy - 1, 2.0, fill=INK))
    parts.append(path(f"M{hx},{hy} L{hx - 2},{hy + 7} L{hx + 1},{hy + 7}", fill="none", stroke="#b07a55",
                      stroke_width=1.3))
    if rank is Rank.KING:
        parts.append(path(f"M{hx - 19},{hy + 4} C{hx - 18},{hy + 30} {hx - 6},{hy + 34} {hx},{hy + 34} "
                          f"C{hx + 6},{hy + 34} {hx + 18},{hy + 30} {hx + 19},{hy + 4} "
                          f"C{hx + 10},{hy + 12} {hx - 10},{hy + 12} {hx - 19},{hy + 4} Z",
                          fill="#d9d2c5", stroke=INK, stroke_width=1.3))
        parts.append(path(f"M{hx - 8},{hy + 9} C{hx - 3},{hy + 6} {hx + 3},{hy + 6} {hx + 8},{hy + 9}",
                          fill="none", stroke=INK, stroke_width=2.0))
        parts.append(polygon([(hx - 20, hy - 14), (hx - 23, hy - 40), (hx - 10, hy - 26), (hx, hy - 44),
                              (hx + 10, hy - 26), (hx + 23, hy - 40), (hx + 20, hy - 14)],
                             fill=GOLD, stroke=INK, stroke_width=1.5))
        parts.append(rect(hx - 21, hy - 20, 42, 7, fill=p.third, stroke=INK, stroke_width=1.2))
    else:
        parts.append(path(f"M{hx - 5},{hy + 11} C{hx - 2},{hy + 13} {hx + 2},{hy + 13} {hx + 5},{hy + 11}",
                          fill="none", stroke="#9c3b2e", stroke_width=1.5))
        if rank is Rank.QUEEN:
            parts.append(polygon([(hx - 16, hy - 15), (hx - 17, hy - 32), (hx - 8, hy - 22), (hx, hy - 36),
                                  (hx + 8, hy - 22), (hx + 17, hy - 32), (hx + 16, hy - 15)],
                                 fill=GOLD, stroke=INK, stroke_width=1.4))
            parts.append(circle(hx, hy - 20, 2.6, fill=p.coat))
        else:
            parts.append(path(f"M{hx + 10},{hy - 24} C{hx + 30},{hy - 46} {hx + 40},{hy - 44} {hx + 48},{hy - 50} "
                              f"C{hx + 40},{hy - 34} {hx + 28},{hy - 26} {hx + 14},{hy - 18} Z",
                              fill="#f7f2e6", stroke=INK, stroke_width=1.2))
            parts.append(ellipse(hx, hy - 18, 25, 8, fill=p.third, stroke=INK, stroke_width=1.5))
            parts.append(path(f"M{hx - 18},{hy - 20} C{hx - 16},{hy - 36} {hx + 16},{hy - 36} {hx + 18},{hy - 20} Z",
                              fill=p.third, stroke=INK, stroke_width=1.5))
    # the arm and hand that hold the item
    parts.append(thick_line([(140, 134), (154, 156), (164, 146)], p.coat, 12, INK, 1.5))
    if rank is Rank.QUEEN:
        parts.append(path("M164,146 C166,120 162,100 160,86", fill="none", stroke="#2f7d45", stroke_width=2.6))
        parts.append(ellipse(154, 116, 6, 3, fill="#3e8e41", stroke=INK, stroke_width=0.8,
                             transform="rotate(-30 154 116)"))
        for k in range(5):
            parts.append(group(ellipse(0, -6, 4, 6, fill=colour, stroke=INK, stroke_width=0.8),
                               transform(160, 82, k * 72)))
        parts.append(circle(160, 82, 3.2, fill=GOLD))
    parts.append(circle(164, 146, 6.5, fill=SKIN, stroke=INK, stroke_width=1.4))
    # the suit sign in the panel's corner
    parts.append(suit_sign(suit, 66, 58, 30, colour))
    return "".join(parts)


def court(suit: Suit, rank: Rank, colour: str) -> str:
    x, y, w, h = FRAME
    half = _bust(suit, rank, colour)
    return "".join([
        rect(x, y, w, h, rx=6, fill="#fbf3dc", stroke=colour, stroke_width=2.2),
        half,
        group(half, "rotate(180 120 180)"),
        path(f"M{x + 4},180 L{x + w - 4},180", stroke=INK, stroke_width=1.4),
        rect(x, y, w, h, rx=6, fill="none", stroke=colour, stroke_width=2.2),
    ])


def centre(suit: Suit, rank: Rank, colour: str) -> str:
    if rank is Rank.ACE:
        return ace(suit, colour)
    if rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        return court(suit, rank, colour)
    return pips(suit, int(rank), colour)
