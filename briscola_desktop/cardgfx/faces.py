"""The card art as SVG text: every face, back and suit symbol (``python -m briscola_desktop.bench cards`` writes it).

:func:`all_files` gives, by path under ``assets/cards/``:
- ``italian/<suit>_<rank>.svg``  40 Neapolitan-style faces (coins_ace ... batons_king)
- ``french/<suit>_<rank>.svg``   40 French-suited faces (diamonds_ace ... clubs_king), red and black
- ``french-four-colour/...``     the same with blue diamonds and green clubs
- ``french[-four-colour]-fr/``   the 12 court cards with French indices (R D V)
- ``french[-four-colour]-nb/``   the 12 court cards with Norwegian indices (K D Kn)
- ``backs/<name>.svg``           card backs

The four regional patterns (:mod:`.regional`) are never files: the renderer draws their faces and
backs in memory when a deck first needs them (about 15 ms of Python for 40 faces), so the package
grows by their code alone.

Every file is a pure function of this code: generating again changes no byte (numbers
are rounded to two decimals, nothing depends on time or order of a dict that could vary).
The game itself reads the written files; only :func:`suit_symbol` is drawn at run time.
"""

from __future__ import annotations

import math

from briscola_desktop.rules.cards import DECK, Card, Rank, Suit
from briscola_desktop.userfiles.settings import DECK_SUITS, REGIONAL_STYLES
from . import french, italian, regional
from .glyphs import index_mark
from .svg import circle, circle_d, clip_segment, document, ellipse, group, path, polygon, rect

VIEW_W, VIEW_H = 240, 360
CORNER_RADIUS = 14
PAPER = "#fcf9f0"
EDGE = "#3b3631"
ITALIAN_INDEX = "#1e1a17"

#: Back names and their (field, light line, dark accent) colours.
BACKS: dict[str, tuple[str, str, str]] = {
    "red": ("#a5232c", "#d4646a", "#6e1219"),
    "blue": ("#1f4f96", "#5f8bd0", "#11305e"),
    "green": ("#1f6b45", "#5aa47c", "#0f3f27"),
}

DECK_DIRS = {"italian": "italian", "french": "french", "french-four-colour": "french-four-colour"}


def face_name(style: str, c: Card) -> str:
    """File stem of a face: Italian suit names for the Italian deck, French for French."""
    suit = c.suit.key if DECK_SUITS.get(style, "italian") == "italian" else c.suit.french_key
    return f"{suit}_{c.rank.key}"


def _blank() -> list[str]:
    return [rect(1.5, 1.5, VIEW_W - 3, VIEW_H - 3, rx=CORNER_RADIUS, fill=PAPER, stroke=EDGE,
                 stroke_width=3.0)]


def _corners(label: str, sign_top: str, sign_bottom: str, colour: str) -> list[str]:
    """Index + suit sign at top left, and the same turned 180 degrees at bottom right."""
    height = 38.0
    # Two-character labels are narrowed to stay clear of the court cards' frame; "Kn" is the
    # widest (a capital and a lower-case letter), so it is narrowed a little more.
    condense = (0.56 if label.isalpha() else 0.78) if len(label) > 1 else 1.0
    mark = index_mark(label, 25, 14, height, colour, condense=condense)
    return [mark, sign_top,
            group(mark, f"rotate(180 {VIEW_W / 2} {VIEW_H / 2})"), sign_bottom]


def italian_face(c: Card) -> str:
    suit, rank = c.suit, c.rank
    label = str(int(rank))
    # The corner sign sits under the number; the bottom one is drawn turned round.
    top = italian.suit_sign(suit, 25, 81, 38)
    bottom = group(top, f"rotate(180 {VIEW_W / 2} {VIEW_H / 2})")
    body = _blank() + [italian.centre(suit, rank)] + _corners(label, top, bottom, ITALIAN_INDEX)
    return document(VIEW_W, VIEW_H, body)


#: Corner letters of the French-suited court cards, as each language's decks print them:
#: English and Italian players know K Q J; French decks print R D V (roi, dame, valet);
#: Norwegian decks K D Kn (konge, dame, knekt). The ace is "A" everywhere.
INDEX_SETS: dict[str, dict[Rank, str]] = {
    "en": {Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K"},
    "fr": {Rank.JACK: "V", Rank.QUEEN: "D", Rank.KING: "R"},
    "nb": {Rank.JACK: "Kn", Rank.QUEEN: "D", Rank.KING: "K"},
}
#: The set drawn into the plain ``french`` folders; the others only hold their court cards.
BASE_INDICES = "en"
COURTS: tuple[Rank, ...] = (Rank.JACK, Rank.QUEEN, Rank.KING)


def french_label(rank: Rank, indices: str = BASE_INDICES) -> str:
    """The corner index of a French-suited card in the index set ``indices``."""
    if rank is Rank.ACE:
        return "A"
    return INDEX_SETS[indices].get(rank, str(int(rank)))


def french_dir(four_colour: bool, indices: str = BASE_INDICES) -> str:
    """Folder of a French-suited face: ``french``, ``french-four-colour``, ``french-fr``, ..."""
    base = "french-four-colour" if four_colour else "french"
    return base if indices == BASE_INDICES else f"{base}-{indices}"


def french_face(c: Card, four_colour: bool, indices: str = BASE_INDICES) -> str:
    suit, rank = c.suit, c.rank
    colour = french.suit_colour(suit, four_colour)
    label = french_label(rank, indices)
    top = french.suit_sign(suit, 25, 79, 28, colour)
    bottom = group(top, f"rotate(180 {VIEW_W / 2} {VIEW_H / 2})")
    body = _blank() + [french.centre(suit, rank, colour)] + _corners(label, top, bottom, colour)
    return document(VIEW_W, VIEW_H, body)


#: View box of a lone suit symbol (square).
SYMBOL_VIEW = 100


def suit_symbol(style: str, suit: Suit, four_colour: bool = False) -> str:
    """A lone suit symbol as an SVG document, as the cards of ``style`` draw it (the table's
    trump marker shows it beside the suit's name). Made in memory: it is never a file."""
    half = SYMBOL_VIEW / 2
    if style in REGIONAL_STYLES:
        sign = regional.sign(style, suit, half, half, SYMBOL_VIEW * 0.8)
    elif style == "french":
        sign = french.suit_sign(suit, half, half, SYMBOL_VIEW * 0.82, french.suit_colour(suit, four_colour))
    else:
        sign = italian.suit_sign(suit, half, half, SYMBOL_VIEW * 0.8, detail=True)
    return document(SYMBOL_VIEW, SYMBOL_VIEW, [sign])


def rank_index(style: str, c: Card) -> str:
    """The small rank index drawn over a face of a pattern that prints no numerals (an SVG
    fragment the renderer adds when the person turns it on; never a file)."""
    return regional.rank_index(c)


def back(name: str) -> str:
    field, light, dark = BACKS[name]
    inset = 12.0
    box = (inset, inset, VIEW_W - inset, VIEW_H - inset)
    parts = _blank()
    parts.append(rect(inset, inset, VIEW_W - 2 * inset, VIEW_H - 2 * inset, rx=8, fill=field))
    # a diamond lattice of thin light lines, clipped to the field by hand
    step = 24.0
    d = []
    for k in range(-20, 40):
        for sign in (1, -1):
            x0 = inset + k * step
            seg = clip_segment(x0, inset, x0 + sign * 400, inset + 400 * 1.5, box)
            if seg:
                d.append(f"M{seg[0]:.2f},{seg[1]:.2f} L{seg[2]:.2f},{seg[3]:.2f}")
    parts.append(path(" ".join(d), stroke=light, stroke_width=1.6, fill="none"))
    # small dots in the lattice cells, as one path (far faster to rasterise than 200 circles)
    dots = []
    for row in range(0, 22):
        for col in range(0, 12):
            x = inset + (col + 0.5 * (row % 2)) * step
            y = inset + row * step * 0.75 + step * 0.375
            if inset + 4 < x < VIEW_W - inset - 4 and inset + 4 < y < VIEW_H - inset - 4:
                dots.append(circle_d(x, y, 1.8))
    parts.append(path(" ".join(dots), fill=light))
    parts.append(rect(inset + 6, inset + 6, VIEW_W - 2 * inset - 12, VIEW_H - 2 * inset - 12, rx=5,
                      fill="none", stroke=PAPER, stroke_width=2.5))
    # central medallion: oval, gold ring, rosette
    cx, cy = VIEW_W / 2, VIEW_H / 2
    parts.append(ellipse(cx, cy, 62, 84, fill=dark, stroke=PAPER, stroke_width=4.0))
    parts.append(ellipse(cx, cy, 54, 76, fill="none", stroke="#e8b437", stroke_width=2.5))
    for k in range(12):
        a = k * 30
        parts.append(group(ellipse(0, -30, 8, 22, fill=field, stroke="#e8b437", stroke_width=1.5),
                           f"translate({cx} {cy}) rotate({a})"))
    parts.append(circle(cx, cy, 14, fill="#e8b437", stroke=PAPER, stroke_width=2.0))
    parts.append(circle(cx, cy, 6, fill=field))
    for k in range(4):
        a = math.radians(k * 90 + 45)
        parts.append(polygon([(cx + math.cos(a) * 88, cy + math.sin(a) * 112),
                              (cx + math.cos(a) * 80, cy + math.sin(a) * 104 - 6),
                              (cx + math.cos(a) * 72, cy + math.sin(a) * 96),
                              (cx + math.cos(a) * 80, cy + math.sin(a) * 104 + 6)], fill="#e8b437"))
    return document(VIEW_W, VIEW_H, parts)


def all_files() -> dict[str, str]:
    """Relative path -> SVG text, for every file the generator owns."""
    files: dict[str, str] = {}
    for c in DECK:
        files[f"italian/{face_name('italian', c)}.svg"] = italian_face(c)
        for four in (False, True):
            files[f"{french_dir(four)}/{face_name('french', c)}.svg"] = french_face(c, four)
            # Other languages' indices differ only on the court cards: only those are kept
            # (the renderer takes the rest from the plain folder), 12 small files a set.
            if c.rank in COURTS:
                for indices in INDEX_SETS:
                    if indices != BASE_INDICES:
                        files[f"{french_dir(four, indices)}/{face_name('french', c)}.svg"] = \
                            french_face(c, four, indices)
    for name in BACKS:
        files[f"backs/{name}.svg"] = back(name)
    return files
