"""Napoletane: the Neapolitan pattern, played from Abruzzo to Calabria.

What makes it known on sight, as drawn here: Spanish-type suits (separate straight swords,
knotty clubs, warm gold coins with a red-and-orange flower, goblets), the coins and cups of the
numerals big enough to fill the face as printed, the swords and clubs laid out so that every sword
and club is counted at table size (the five of clubs five short clubs standing apart like the
spots of a die; otherwise from the five on, short crossed pairs in rows and the odd one standing
alone); the pattern's own full-length figures (``napoletane_figures``), big enough to
fill the card from near the top edge to near the foot, small grave heads on long bodies, each
with a face of his own, the suit sign held big and forward enough to read at table size, drawn
in heavy outlines, strong flat primary colours and woodcut-like hatching, each standing on a low
patch of earth and grass washed with the suit's colour (yellow coins, red cups, green clubs, blue
swords); the ace of coins with its crowned double-headed eagle, a big coin on its breast; the
ace of cups a tall covered chalice filling the card; the four of coins with four small plain pennants and a
crowned coat of arms between the coins; the two and three of swords tied with a red ribbon,
three yellow flowers at the heart of the four of swords, a little piper and a fox either side of
the lone sword of the five; the solemn, fleshy grotesque mask of a moustached man set over the
crossing of the three of clubs, the clubs clear above and below it; a blue tartan back; no
corner numerals (the game's point badges, and an optional rank index, tell the rank).
"""

from __future__ import annotations

import re

from briscola_desktop.rules.cards import Card, Rank, Suit
from ..svg import circle, ellipse, ellipse_d, group, path, polygon, rect, transform
from .common import INK, WHITE, blank, eagle_wing, leaf, sprig, star
from .napoletane_figures import WIDEN, cavallo, fante, narrow
from .napoletane_figures import re as king
from .signs import ClubLook, CoinLook, CupLook, SwordLook, club, coin, cup, spanish_sign, sword

PAPER = "#fbf6ea"
#: Warm coins, as printed: a gold rim, a red ring and a red-and-orange rosette on a yellow field.
COIN = CoinLook(rim="#e09a1c", field="#f7d46a", ring="#b8261e", rosette="#d2401e", heart="#f29a1a", petals=8)
CUP = CupLook(bowl="#e2a92c", band="#c0392b", knop="#2d5ea8", foot="round")
SWORD = SwordLook(blade="#d3e3f0", edge="#5f86b2", hilt="#e2a92c", grip="#2d5ea8", quillons="curl")
CLUB = ClubLook(wood="#a8692a", light="#d89c5c", dark="#5e3514", band=None, taper=0.5, sprouts=True,
                leaf="#3b8a3e")
#: The tint of the ground a figure stands on, by suit.
BASES = {Suit.COINS: "#e0b02a", Suit.CUPS: "#b83a2e", Suit.BATONS: "#3a8a46", Suit.SWORDS: "#3a64b0"}


def suit_sign(suit: Suit, cx: float, cy: float, size: float, detail: bool = False) -> str:
    return spanish_sign(suit, cx, cy, size, (COIN, CUP, SWORD, CLUB), 0.38, detail)


# ---------------------------------------------------------------- numerals
_SPOTS = {
    2: [(120, 96), (120, 264)],
    3: [(120, 76), (120, 180), (120, 284)],
    4: [(78, 96), (162, 96), (78, 264), (162, 264)],
    5: [(78, 88), (162, 88), (120, 180), (78, 272), (162, 272)],
    6: [(78, 80), (162, 80), (78, 180), (162, 180), (78, 280), (162, 280)],
    7: [(78, 72), (162, 72), (120, 126), (78, 180), (162, 180), (78, 288), (162, 288)],
}


#: The coins and cups of the numerals: big signs filling the face, as printed (radius or height, centres).
_BIG_COINS = {
    2: (48, [(120, 100), (120, 260)]),
    3: (41, [(120, 80), (120, 180), (120, 280)]),
    4: (40, [(74, 88), (166, 88), (74, 272), (166, 272)]),
    5: (35, [(76, 84), (164, 84), (120, 180), (76, 276), (164, 276)]),
    6: (31, [(74, 82), (166, 82), (74, 180), (166, 180), (74, 278), (166, 278)]),
    7: (30, [(74, 68), (166, 68), (120, 125), (74, 182), (166, 182), (74, 288), (166, 288)]),
}
_BIG_CUPS = {
    2: (124, [(120, 100), (120, 262)]),
    3: (94, [(120, 78), (120, 180), (120, 282)]),
    4: (104, [(72, 96), (168, 96), (72, 264), (168, 264)]),
    5: (88, [(70, 88), (170, 88), (120, 182), (70, 274), (170, 274)]),
    6: (76, [(74, 84), (166, 84), (74, 182), (166, 182), (74, 280), (166, 280)]),
    7: (70, [(72, 76), (168, 76), (120, 130), (72, 184), (168, 184), (72, 286), (168, 286)]),
}


def _crossed(rank: int) -> list[tuple[float, float, float, float]]:
    """(x, y, angle, length) of each long sign, so every stick and blade is counted at a glance at
    table size: the two to four as long crossed pairs; from the five on, short crossed pairs set
    apart in rows, two side by side at the top, and the odd one standing alone, upright and
    shorter, clear of every pair (the five: two pairs over a lone upright; the six: two pairs over
    a third; the seven: two pairs, a lone upright between, a pair below)."""
    if rank == 2:
        return [(120, 180, 28, 250), (120, 180, -28, 250)]
    if rank == 3:
        return [(120, 180, 30, 290), (120, 180, -30, 290), (120, 180, 0, 300)]
    if rank == 4:
        return [(x, 180, t, 240) for x in (72, 168) for t in (16, -16)]
    tilt = 22
    top_y, length = {5: (98, 154), 6: (94, 150), 7: (84, 140)}[rank]
    out = [(x, top_y, t, length) for x in (62, 178) for t in (tilt, -tilt)]
    if rank == 5:
        out.append((120, 264, 0, 148))
    elif rank == 6:
        out += [(120, 268, t, 148) for t in (tilt, -tilt)]
    else:
        out += [(120, 170, 0, 100)] + [(120, 290, t, 114) for t in (tilt, -tilt)]
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


def _flowers(cx: float, cy: float) -> str:
    """Three yellow five-petalled flowers with leaves, at the heart of the four of swords."""
    parts = [leaf(cx - 4, cy + 4, 20, -120, "#3b8a3e"), leaf(cx + 4, cy + 4, 20, 120, "#3b8a3e"),
             leaf(cx, cy - 4, 18, 0, "#3b8a3e")]
    for dx, dy in ((-15, -12), (15, -12), (0, 14)):
        x, y = cx + dx, cy + dy
        petals = " ".join(ellipse_d(x, y - 5.5, 4.2, 6, k * 72, x, y) for k in range(5))
        parts.append(path(petals, fill="#f2c230", stroke=INK, stroke_width=1.0))
        parts.append(circle(x, y, 3.0, fill="#c0392b", stroke=INK, stroke_width=0.8))
    return "".join(parts)


def _mascherone(cx: float, cy: float) -> str:
    """The grotesque mask at the heart of the three of clubs, set over the clubs' crossing (no ring
    about it), solemn and still, as carved: a broad fleshy man's face between jug ears, wild tufted
    hair, one heavy knotted brow over small heavy-lidded eyes, a great bulbous nose, a thick
    moustache drooping past the jaw over a closed, down-turned mouth, a double chin."""
    skin, shade, deep, hair = "#efc090", "#c98e5e", "#8a5030", "#4a3020"
    line = "#6a4632"
    return group([
        # jug ears
        path("M-60,-14 C-80,-22 -84,12 -62,18 Z M60,-14 C80,-22 84,12 62,18 Z", fill=skin, stroke=INK,
             stroke_width=1.6),
        path("M-64,-6 C-72,-6 -72,6 -64,8 M64,-6 C72,-6 72,6 64,8", fill="none", stroke=deep, stroke_width=1.3),
        # wild hair, tufted, low on the brow
        path("M-62,-30 C-74,-54 -60,-78 -40,-82 C-36,-96 -14,-100 -2,-90 C10,-102 36,-98 40,-82 C60,-80 76,-56 62,-30 "
             "C56,-50 40,-58 20,-56 C8,-64 -8,-64 -20,-56 C-40,-58 -56,-50 -62,-30 Z", fill=hair, stroke=INK,
             stroke_width=1.6),
        path("M-40,-78 C-36,-68 -30,-62 -22,-60 M-2,-88 C0,-76 2,-68 4,-62 M38,-80 C34,-70 28,-62 20,-58", fill="none",
             stroke="#7a5a40", stroke_width=1.3),
        # the face: broad, the cheeks heavy, a long jaw and a double chin
        path("M-58,-40 C-50,-64 50,-64 58,-40 C68,-14 68,16 60,40 C52,62 32,80 0,82 C-32,80 -52,62 -60,40 "
             "C-68,16 -68,-14 -58,-40 Z", fill=skin, stroke=INK, stroke_width=2.0),
        path("M-28,78 C-18,94 18,94 28,78", fill=skin, stroke=INK, stroke_width=1.6),
        path("M-56,8 C-50,30 -42,44 -30,54 M56,8 C50,30 42,44 30,54 M-28,-44 C-12,-50 12,-50 28,-44",
             fill="none", stroke=shade, stroke_width=1.6),
        # one heavy knotted brow, a crease between
        path("M-54,-24 C-44,-42 -16,-40 0,-30 C16,-40 44,-42 54,-24 C40,-30 20,-27 0,-21 C-20,-27 -40,-30 -54,-24 Z",
             fill=hair, stroke=INK, stroke_width=1.3),
        path("M0,-30 L0,-20", stroke=deep, stroke_width=1.4),
        # small heavy-lidded eyes looking straight out, pouches below
        path("M-40,-10 Q-28,-20 -16,-10 Q-28,-3 -40,-10 Z M40,-10 Q28,-20 16,-10 Q28,-3 40,-10 Z", fill="#f4ecdc",
             stroke=INK, stroke_width=1.2),
        circle(-28, -10, 3.6, fill=INK), circle(28, -10, 3.6, fill=INK),
        path("M-42,-11 Q-28,-24 -14,-11 M42,-11 Q28,-24 14,-11", fill="none", stroke=INK, stroke_width=2.2,
             stroke_linecap="round"),
        path("M-38,0 C-32,6 -22,6 -16,0 M38,0 C32,6 22,6 16,0", fill="none", stroke=shade, stroke_width=1.5),
        # the great bulbous nose
        path("M-7,-20 C-8,-8 -16,2 -22,12 C-30,24 -18,34 -8,30 C-4,36 4,36 8,30 C18,34 30,24 22,12 "
             "C16,2 8,-8 7,-20 Z", fill=shade, stroke=INK, stroke_width=1.6),
        path("M-14,26 a4.5,3 0 1 0 9,0 M5,26 a4.5,3 0 1 0 9,0", fill=deep),
        # the thick moustache drooping past the closed, down-turned mouth
        path("M0,34 C-14,30 -32,32 -44,42 C-54,50 -58,62 -54,72 C-64,66 -68,48 -60,36 C-48,22 -20,24 0,31 "
             "C20,24 48,22 60,36 C68,48 64,66 54,72 C58,62 54,50 44,42 C32,32 14,30 0,34 Z", fill=hair, stroke=INK,
             stroke_width=1.5),
        path("M-24,52 C-12,46 12,46 24,52", fill="none", stroke="#7a2a20", stroke_width=2.6, stroke_linecap="round"),
        path("M-14,60 C-6,64 6,64 14,60", fill="none", stroke=line, stroke_width=1.3, stroke_linecap="round"),
        path("M-18,70 C-8,74 8,74 18,70", fill="none", stroke=shade, stroke_width=1.4),
    ], transform(cx, cy))


def _pennant(x: float, y: float, side: int, colour: str) -> str:
    """A small heraldic pennant of one plain colour, hung from the pole's top at (x, y) and flying
    to ``side`` (-1 left, 1 right): long, tapering to a swallow-tail, its edges waved, a gold fringe
    at the hoist."""
    w, h = 26, 14
    d = (f"M{x:.1f},{y:.1f} C{x + side * w * 0.4:.1f},{y - 2:.1f} {x + side * w * 0.7:.1f},{y + 3:.1f} "
         f"{x + side * w:.1f},{y + 2:.1f} L{x + side * w * 0.74:.1f},{y + h * 0.5:.1f} L{x + side * w:.1f},{y + h - 2:.1f} "
         f"C{x + side * w * 0.7:.1f},{y + h - 1:.1f} {x + side * w * 0.4:.1f},{y + h + 2:.1f} {x:.1f},{y + h:.1f} Z")
    return (path(d, fill=colour, stroke=INK, stroke_width=1.1)
            + path(f"M{x + side * 2.5:.1f},{y + 1:.1f} L{x + side * 2.5:.1f},{y + h - 1:.1f}", stroke="#e6ae2c",
                   stroke_width=2.4))


def _flags_and_arms(cx: float, cy: float) -> str:
    """The heart of the four of coins: four small plain pennants (red and blue) on poles fanned
    behind a crowned shield of arms (a silver halberd on red)."""
    parts = []
    foot = (cx, cy + 44)
    tops = [(cx - 66, cy - 12), (cx - 42, cy - 42), (cx + 42, cy - 42), (cx + 66, cy - 12)]
    for (x, y) in tops:
        parts.append(path(f"M{foot[0]:.1f},{foot[1]:.1f} L{x:.1f},{y:.1f}", stroke=INK, stroke_width=4.4,
                          stroke_linecap="round"))
        parts.append(path(f"M{foot[0]:.1f},{foot[1]:.1f} L{x:.1f},{y:.1f}", stroke="#a8692a", stroke_width=2.4,
                          stroke_linecap="round"))
        parts.append(circle(x, y - 2, 3.2, fill="#e6ae2c", stroke=INK, stroke_width=1.0))
    for (x, y), colour in zip(tops, ("#c8352b", "#2d5ea8", "#2d5ea8", "#c8352b")):
        parts.append(_pennant(x, y + 2, -1 if x < cx else 1, colour))
    # the shield and its halberd
    sx, sy = cx, cy + 4
    parts.append(path(f"M{sx - 22:.1f},{sy - 24:.1f} L{sx + 22:.1f},{sy - 24:.1f} L{sx + 22:.1f},{sy + 6:.1f} "
                      f"C{sx + 22:.1f},{sy + 20:.1f} {sx + 10:.1f},{sy + 28:.1f} {sx:.1f},{sy + 32:.1f} "
                      f"C{sx - 10:.1f},{sy + 28:.1f} {sx - 22:.1f},{sy + 20:.1f} {sx - 22:.1f},{sy + 6:.1f} Z",
                      fill="#c8352b", stroke=INK, stroke_width=1.6))
    parts.append(path(f"M{sx:.1f},{sy - 18:.1f} L{sx + 4:.1f},{sy - 6:.1f} L{sx + 2:.1f},{sy - 4:.1f} "
                      f"C{sx + 8:.1f},{sy - 10:.1f} {sx + 14:.1f},{sy - 10:.1f} {sx + 16:.1f},{sy - 14:.1f} "
                      f"C{sx + 16:.1f},{sy - 2:.1f} {sx + 10:.1f},{sy + 2:.1f} {sx + 3:.1f},{sy + 2:.1f} "
                      f"L{sx + 3:.1f},{sy + 24:.1f} L{sx - 3:.1f},{sy + 24:.1f} L{sx - 3:.1f},{sy + 2:.1f} "
                      f"C{sx - 10:.1f},{sy + 2:.1f} {sx - 16:.1f},{sy - 2:.1f} {sx - 16:.1f},{sy - 14:.1f} "
                      f"C{sx - 14:.1f},{sy - 10:.1f} {sx - 8:.1f},{sy - 10:.1f} {sx - 2:.1f},{sy - 4:.1f} "
                      f"L{sx - 4:.1f},{sy - 6:.1f} Z", fill=WHITE, stroke=INK, stroke_width=1.2))
    parts.append(rect(sx - 8, sy + 3, 16, 4, fill=WHITE, stroke=INK, stroke_width=1.0))
    # a crown over the shield
    parts.append(polygon([(sx - 20, sy - 26), (sx - 22, sy - 42), (sx - 11, sy - 34), (sx, sy - 46), (sx + 11, sy - 34),
                          (sx + 22, sy - 42), (sx + 20, sy - 26)], fill="#e6ae2c", stroke=INK, stroke_width=1.4))
    parts.append(circle(sx, sy - 32, 2.6, fill="#c0392b"))
    return "".join(parts)


def _piper(cx: float, cy: float) -> str:
    """A small countryman playing a pipe, beside the fox of the five of swords."""
    return group(
        path("M-5,8 L-8,20 M5,8 L8,20", stroke=INK, stroke_width=3.0, stroke_linecap="round")
        + path("M-8,-6 L8,-6 L10,10 L-10,10 Z", fill="#c8352b", stroke=INK, stroke_width=1.1)
        + circle(0, -12, 5.5, fill="#f3d3b0", stroke=INK, stroke_width=1.1)
        + path("M-6,-15 C-6,-22 6,-22 6,-15 Z", fill="#2f8a48", stroke=INK, stroke_width=1.0)
        + path("M3,-10 L18,-2", stroke="#8a5a2a", stroke_width=2.4, stroke_linecap="round")
        + path("M-6,-4 L8,-5 L13,-4", fill="none", stroke="#f3d3b0", stroke_width=2.6, stroke_linecap="round"),
        transform(cx, cy))


def _numeral(suit: Suit, rank: int) -> str:
    parts = []
    if suit is Suit.COINS:
        r, spots = _BIG_COINS[rank]
        if rank == 4:  # banners and a coat of arms between the four coins
            parts.append(_flags_and_arms(120, 180))
        parts += [coin(x, y, r, COIN) for x, y in spots]
        return "".join(parts)
    if suit is Suit.CUPS:
        h, spots = _BIG_CUPS[rank]
        return "".join(cup(x, y, h, CUP) for x, y in spots)
    spots = _crossed(rank)
    if suit is Suit.BATONS and rank == 5:  # five clubs standing apart, as the five spots of a die
        spots = [(x, y, a, 124) for x, y, a in ((72, 100, -8), (168, 100, 8), (120, 180, 0), (72, 260, 8),
                                                (168, 260, -8))]
    for x, y, a, length in spots:
        if suit is Suit.SWORDS:
            parts.append(sword(x, y, length, 13 if rank <= 3 else (11 if rank <= 4 else 10), SWORD, rot=a))
        else:
            parts.append(club(x, y, length, 26 if rank <= 3 else (21 if rank <= 5 else 19), CLUB, rot=a))
    if suit is Suit.SWORDS and rank in (2, 3):
        parts.append(_ribbon(120, 196))
    if suit is Suit.SWORDS and rank == 4:
        parts.append(_flowers(120, 180))
    if suit is Suit.SWORDS and rank == 5:  # the little vignette, either side of the lone sword
        parts.append(path("M34,330 C50,322 74,322 92,330 M148,332 C164,324 190,324 206,332", fill="none",
                          stroke="#6f8f4a", stroke_width=2.0, stroke_linecap="round"))
        parts.append(group(_piper(0, 0), transform(66, 310, 0, 0.9)) + group(_fox(0, 0), transform(180, 320, 0, 0.62)))
    if suit is Suit.BATONS and rank == 3:  # the mask over the clubs' crossing, the clubs clear above and below
        parts.append(group(_mascherone(0, 0), transform(120, 178, 0, 0.6)))
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


def _chalice() -> str:
    """The ace of cups: a tall covered chalice filling the card. A pine-cone finial on a domed lid
    ribbed with gadroons and rimmed with a jewelled band; a deep bowl with a red band set with
    blue and red stones, its lower half lobed; two scrolled handles; a stem of three knops (a great
    blue one between two gold collars) on a trumpet foot spreading to a broad ribbed base."""
    gold, shade, light, red, blue = "#e2a92c", "#b67a1c", "#f6d98c", "#b83a2e", "#2d5ea8"
    ow = 1.8
    p: list[str] = []
    # the two scrolled handles, behind the bowl
    for s in (-1, 1):
        x = lambda v: 120 + s * v  # noqa: E731
        p.append(path(f"M{x(64)},118 C{x(96)},104 {x(108)},132 {x(94)},150 C{x(84)},164 {x(92)},184 {x(104)},180 "
                      f"C{x(112)},176 {x(108)},166 {x(100)},168", fill="none", stroke=INK, stroke_width=10,
                      stroke_linecap="round"))
        p.append(path(f"M{x(64)},118 C{x(96)},104 {x(108)},132 {x(94)},150 C{x(84)},164 {x(92)},184 {x(104)},180 "
                      f"C{x(112)},176 {x(108)},166 {x(100)},168", fill="none", stroke=gold, stroke_width=6,
                      stroke_linecap="round"))
        p.append(circle(x(98), 128, 4.5, fill=light, stroke=INK, stroke_width=1.2))
    # the broad base and the trumpet foot
    p.append(path("M44,326 C46,306 84,300 100,292 C108,280 110,262 112,252 L128,252 C130,262 132,280 140,292 "
                  "C156,300 194,306 196,326 C170,338 70,338 44,326 Z", fill=gold, stroke=INK, stroke_width=ow))
    p.append(path("M46,322 C80,332 160,332 194,322", fill="none", stroke=shade, stroke_width=3))
    p.append(path(" ".join(f"M{120 + d},{310 + abs(d) * 0.05:.1f} l{d * 0.12:.1f},14" for d in (-60, -40, -20, 0, 20, 40, 60)),
                  fill="none", stroke=shade, stroke_width=1.6))
    p.append(ellipse(120, 304, 44, 8, fill="none", stroke=INK, stroke_width=1.4))
    p.append(path(" ".join(f"M{x + 3.5},{304 + (0 if abs(x - 120) < 30 else 2)} a3.5,3.5 0 1 0 -7,0 a3.5,3.5 0 1 0 7,0"
                           for x in (84, 102, 120, 138, 156)), fill=red, stroke=INK, stroke_width=0.9))
    # the stem: collar, great knop, collar
    p.append(path("M106,214 L134,214 L130,256 L110,256 Z", fill=shade, stroke=INK, stroke_width=ow))
    p.append(ellipse(120, 256, 20, 6, fill=gold, stroke=INK, stroke_width=ow))
    p.append(ellipse(120, 234, 30, 17, fill=blue, stroke=INK, stroke_width=ow))
    p.append(path("M94,232 C106,226 134,226 146,232", fill="none", stroke=gold, stroke_width=3))
    p.append(path(" ".join(f"M{x + 3},{236} a3,3 0 1 0 -6,0 a3,3 0 1 0 6,0" for x in (104, 120, 136)), fill=light,
                  stroke=INK, stroke_width=0.8))
    p.append(ellipse(120, 212, 22, 7, fill=gold, stroke=INK, stroke_width=ow))
    # the bowl: deep, a band of stones, lobes below
    p.append(path("M54,110 L186,110 C188,150 170,196 120,206 C70,196 52,150 54,110 Z", fill=gold, stroke=INK,
                  stroke_width=ow))
    p.append(path("M56,122 L184,122 L182,142 L58,142 Z", fill=red, stroke=INK, stroke_width=1.4))
    p.append(path(" ".join(f"M{x},126 l5,6 l-5,6 l-5,-6 Z" for x in (76, 120, 164)), fill=blue, stroke=INK,
                  stroke_width=0.9))
    p.append(path(" ".join(f"M{x + 3.5},132 a3.5,3.5 0 1 0 -7,0 a3.5,3.5 0 1 0 7,0" for x in (98, 142)), fill=light,
                  stroke=INK, stroke_width=0.9))
    lobes = " ".join(f"M{120 + d},146 C{120 + d * 1.05 - 8},170 {120 + d * 0.8 - 4},192 {120 + d * 0.55},198 "
                     f"C{120 + d * 0.8 + 6},186 {120 + d * 1.05 + 8},166 {120 + d},146 Z"
                     for d in (-52, -26, 0, 26, 52))
    p.append(path(lobes, fill=shade, stroke=INK, stroke_width=1.1))
    p.append(path("M66,150 C68,168 78,184 92,194", fill="none", stroke=light, stroke_width=3, stroke_linecap="round"))
    # the lid: a jewelled rim, a ribbed dome, a pine-cone finial
    p.append(rect(48, 98, 144, 14, rx=4, fill=gold, stroke=INK, stroke_width=ow))
    p.append(path(" ".join(f"M{x + 3},105 a3,3 0 1 0 -6,0 a3,3 0 1 0 6,0" for x in range(62, 184, 16)), fill=red,
                  stroke=INK, stroke_width=0.8))
    p.append(path("M58,98 C60,60 90,44 120,44 C150,44 180,60 182,98 Z", fill=gold, stroke=INK, stroke_width=ow))
    p.append(path(" ".join(f"M{120 + d},96 Q{120 + d * 0.7},62 120,46" for d in (-48, -24, 24, 48)) + " M120,96 L120,46",
                  fill="none", stroke=shade, stroke_width=1.6))
    p.append(path("M72,90 C74,70 88,58 100,54", fill="none", stroke=light, stroke_width=3, stroke_linecap="round"))
    p.append(ellipse(120, 44, 14, 5, fill=gold, stroke=INK, stroke_width=1.4))
    p.append(path("M108,40 C106,26 114,16 120,12 C126,16 134,26 132,40 Z", fill=gold, stroke=INK, stroke_width=1.5))
    p.append(path("M110,34 L126,22 M110,26 L128,36 M114,18 L131,30", fill="none", stroke=shade, stroke_width=1.3))
    return "".join(p)


def _ace(suit: Suit) -> str:
    if suit is Suit.COINS:
        return (_eagle(120, 176) + coin(120, 188, 44, COIN)
                + sprig(60, 322, 40, -40, "#3b8a3e") + sprig(180, 322, 40, 40, "#3b8a3e"))
    if suit is Suit.CUPS:
        return sprig(34, 312, 44, -24, "#3b8a3e") + sprig(206, 312, 44, 24, "#3b8a3e") + _chalice()
    if suit is Suit.SWORDS:
        return (sprig(120, 250, 90, -60, "#3b8a3e", 4) + sprig(120, 250, 90, 60, "#3b8a3e", 4)
                + sword(120, 180, 300, 24, SWORD) + _ribbon(120, 236)
                + star(120, 40, 16, 8, "#e6ae2c", 0.5))
    return (club(120, 184, 296, 54, CLUB, rot=6) + leaf(90, 56, 34, -40, "#3b8a3e") + leaf(150, 60, 34, 40, "#3b8a3e")
            + sprig(70, 320, 50, -40, "#3b8a3e") + sprig(170, 320, 50, 40, "#3b8a3e"))


# ---------------------------------------------------------------- figures
#: What the figures hold, drawn in this pattern's looks: painters of the sign centred at (x, y), narrowed
#: back by the figures' widening so coins stay round.
def _narrowed(paint):
    return lambda x, y, *a: group(paint(x, y, *a), narrow(x, y))


_SIGNS = {
    "coin": _narrowed(lambda x, y, r: coin(x, y, r, COIN)),
    "cup": _narrowed(lambda x, y, h: cup(x, y, h, CUP)),
    "lidded_cup": _narrowed(lambda x, y, h: cup(x, y, h, CupLook(bowl="#e2a92c", band="#c0392b", knop="#2d5ea8",
                                                                  foot="lidded"))),
    "sword": lambda x, y, length, width, rot: sword(x, y, length, width, SWORD, rot=rot),
    "club": lambda x, y, length, width, rot: club(x, y, length, width, CLUB, rot=rot),
    "branch": lambda x, y, length, angle: sprig(x, y, length, angle, "#3b8a3e", 4),
}

#: Where the figures stand on the card, and how much they are enlarged from their own units (their
#: ground at y = 300): from near the top edge to near the foot, wider than tall by ``WIDEN``.
GROUND_Y = 334.0
#: (scale, extra x shift) per rank: kings are the widest figures.
_FIT = {Rank.JACK: (1.26, 0), Rank.QUEEN: (1.24, -4), Rank.KING: (1.235, 0)}


def _ground(suit: Suit) -> str:
    """A low patch of earth the figure stands on: a tinted mound (a thin wash of the suit's colour,
    so the card still reads upside down) with a few strokes of earth and tufts of grass."""
    y = GROUND_Y
    mound = (f"M40,{y + 6:.0f} C52,{y - 8:.0f} 92,{y - 10:.0f} 120,{y - 9:.0f} C150,{y - 10:.0f} 186,{y - 8:.0f} "
             f"198,{y + 4:.0f} C170,{y + 14:.0f} 70,{y + 14:.0f} 40,{y + 6:.0f} Z")
    strokes = " ".join(f"M{x},{y + dy} l{w},0" for x, dy, w in ((58, 4, 16), (84, 8, 22), (124, 6, 18), (150, 9, 20),
                                                                 (172, 3, 12), (100, 1, 10)))
    tufts = " ".join(f"M{x},{y - 5} l-4,-9 M{x},{y - 5} l1,-11 M{x},{y - 5} l5,-8"
                     for x in (50, 74, 168, 190))
    return (path(mound, fill="#d8c69a", stroke=INK, stroke_width=1.3)
            + path(mound, fill=BASES[suit], opacity=0.3)
            + path(strokes, stroke="#7a5a32", stroke_width=1.4, stroke_linecap="round")
            + path(tufts, stroke="#3f6f34", stroke_width=1.6, stroke_linecap="round"))


def _figure(suit: Suit, rank: Rank) -> str:
    draw = {Rank.JACK: fante, Rank.QUEEN: cavallo, Rank.KING: king}[rank]
    scale, dx = _FIT[rank]
    if suit is Suit.CUPS and rank is Rank.KING:  # his mantle flies out to the right
        dx = -8
    tf = f"translate({120 + dx} {GROUND_Y:.0f}) scale({scale * WIDEN:.4f} {scale}) translate(-120 -300)"
    return _ground(suit) + group(draw(suit, _SIGNS), tf)


def face_svg(card: Card) -> str:
    """The inside of the card (the caller draws the paper)."""
    if card.rank is Rank.ACE:
        return _ace(card.suit)
    if card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        return _figure(card.suit, card.rank)
    return _numeral(card.suit, int(card.rank))


_INK_STROKE = re.compile(r'stroke="%s" stroke-width="([0-9.]+)"' % INK)


def _old_print(svg: str) -> str:
    """The printed look: every black outline drawn heavier (half as thick again, the finest lines
    of the faces only a little, the wide under-strokes of limbs by a fixed margin, so limbs keep
    their colour)."""
    def heavier(m: re.Match[str]) -> str:
        w = float(m.group(1))
        w = w * 1.1 if w < 1.0 else (w * 1.5 if w < 5 else w + 1.8)
        return f'stroke="{INK}" stroke-width="{w:.2f}"'
    return _INK_STROKE.sub(heavier, svg)


def face(card: Card) -> list[str]:
    return [blank(PAPER), _old_print(face_svg(card))]


def back() -> list[str]:
    """A blue tartan, as Neapolitan packs are often backed: broad navy bands crossing both ways on
    a blue-grey field (darker where they cross), a narrower mid-blue band and a thin white line
    between, in a navy frame; unlike the Piacentine back's red field."""
    navy, mid, field = "#1b3468", "#4a72b0", "#b4c2d4"
    x0, y0, x1, y1 = 18, 18, 222, 342
    parts = [blank(PAPER), rect(8, 8, 224, 344, rx=9, fill=navy), rect(x0, y0, x1 - x0, y1 - y0, fill=field)]
    step = 46
    xs = range(x0 + 6, x1 - 8, step)
    ys = range(y0 + 4, y1 - 8, step)
    for colour, off, w, alpha in ((navy, 0, 18, 0.6), (mid, 28, 7, 0.55)):
        d = " ".join(f"M{x + off},{y0} h{w} V{y1} h{-w} Z" for x in xs if x + off + w <= x1)
        d += " " + " ".join(f"M{x0},{y + off} v{w} H{x1} v{-w} Z" for y in ys if y + off + w <= y1)
        parts.append(path(d, fill=colour, opacity=alpha))
    white = " ".join(f"M{x + 40},{y0} V{y1}" for x in xs if x + 40 < x1)
    white += " " + " ".join(f"M{x0},{y + 40} H{x1}" for y in ys if y + 40 < y1)
    parts.append(path(white, stroke="#f4f1ea", stroke_width=2.0, opacity=0.85))
    dark = " ".join(f"M{x + 9},{y0} V{y1}" for x in xs) + " " + " ".join(f"M{x0},{y + 9} H{x1}" for y in ys)
    parts.append(path(dark, stroke="#0c1a3a", stroke_width=1.4))
    parts.append(rect(x0, y0, x1 - x0, y1 - y0, fill="none", stroke="#f4f1ea", stroke_width=2.0))
    return parts
