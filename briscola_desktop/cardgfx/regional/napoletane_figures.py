"""The twelve court figures of the Napoletane, drawn for this pattern alone.

Full-length, single-headed figures with small heads on long bodies, in the manner of an old print:
heavy outlines, strong flat primaries (red, blue, green, yellow and gold), woodcut-like hatching
and small woven patterns on doublets, coats, robes and saddle cloths, and grave, still faces drawn
in fine lines (small almond eyes under a lid line, a closed mouth, no smile), each figure with a
face of his own (see ``PAGE_FACES``, ``KNIGHT_FACES`` and the kings' heads). The fante a young
page in a short patterned doublet, puffed trunk hose and ruff, a flat cap with a plume, his hair
his own (fair curls, a black bob, short red curls, straight chestnut hair); the cavallo a cavalier
in a plumed broad hat on a whole horse (body, four legs, mane and tail, a patterned saddle cloth)
walking left, the knight of cups' to the right, the horse's coat changing by suit, the knight of
swords a turbaned Saracen with a hooked nose, a drooping moustache and a scimitar, the others
clean-shaven (coins), full-bearded (cups), greying with a twirled moustache (clubs); the re
crowned, bearded, robed and standing, each in his own pose and robe and with his own face: coins
an old king with a white forked beard holding the great coin before his breast in both hands;
cups a brown round-bearded king with a fleshy nose striding in a striped gown, a big covered cup
held up before him; swords an old grey king with a hawk's nose, knitted brows and a pointed
beard, his sword held upright in front of him in both hands; clubs a black square-bearded king in
a gown of roundels leaning on his club as on a staff. Each holds his suit sign his own way, big
enough to be read at table size (see ``fante``, ``cavallo``, ``re``). The caller draws the ground
and passes the suit's sign painters, and draws every figure widened by ``WIDEN`` (heads and held
signs are narrowed back so they stay round). Coordinates are card units on a 240 x 360 card, the
figures standing on y = 300 before the caller's enlargement.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from briscola_desktop.rules.cards import Suit
from ..svg import circle, ellipse, group, path, polygon, rect, thick_line, transform
from .common import INK, SKIN, WHITE

GROUND = 300.0
#: The printed deck's strong flat primaries: a full red, a deep blue, a grass green, a gold and a
#: bright yellow.
RED, BLUE, GREEN, GOLD, YELLOW = "#cc2a22", "#1f4fa6", "#23883a", "#e9a91c", "#f4cc22"
#: How much wider than tall the figures are drawn (the caller scales them so); heads and held signs
#: are narrowed back by it so they stay round.
WIDEN = 1.12
BROWN, DARK = "#6b4423", "#2e2118"

#: The suit sign painters the caller passes: (x, y, size, rot) -> SVG, the sign's centre at (x, y).
Signs = dict[str, Callable[..., str]]


@dataclass(frozen=True)
class Page:
    doublet: str
    panes: str  # the trunk hose's panes
    slash: str  # what shows between them
    hose: str
    cape: str
    cap: str
    hair: str = "#7a4a22"


@dataclass(frozen=True)
class Knight:
    coat: str
    sleeve: str
    hose: str
    hat: str
    plume: str
    cloth: str  # the horse's saddle cloth
    fringe: str
    horse: str
    mane: str
    hair: str = "#4a2e18"


@dataclass(frozen=True)
class King:
    mantle: str
    gown: str
    trim: str
    beard: str
    hair: str

#: Each knight's own face (``head``'s keywords): coins a fair young man, clean-shaven; cups a dark,
#: broad-nosed man in a short full beard; swords the Saracen, hawk-nosed and stern, a long drooping
#: moustache and a long pointed black beard; clubs an older, greying man with a long nose, a
#: moustache twirled up at the ends and a tuft under the lip.
KNIGHT_FACES = {
    Suit.COINS: dict(nose="straight", brows="arch", moustache="none", chin="none", wide=0.94),
    Suit.CUPS: dict(nose="broad", brows="heavy", moustache="thin", chin="full", wide=1.08),
    Suit.SWORDS: dict(nose="hooked", brows="knit", moustache="drooping", chin="goatee", wide=0.96),
    Suit.BATONS: dict(nose="long", brows="raised", moustache="curled", chin="tuft", old=True, wide=0.9),
}

#: The small figure woven in each page's doublet.
PAGE_WEAVE = {Suit.COINS: "flower", Suit.CUPS: "lozenge", Suit.SWORDS: "roundel", Suit.BATONS: "lozenge"}

#: Each page's own face (``head``'s keywords), all young and smooth: coins a round face framed in
#: fair shoulder-length curls, rosy-cheeked; cups a narrow face under black hair cut level at the jaw with a
#: straight fringe; swords a freckled, snub-nosed lad with short red curls, his ears showing; clubs a long
#: face, a hooked nose, knitted brows and the first down on his lip under straight chestnut hair
#: parted in the middle.
PAGE_FACES = {
    Suit.COINS: dict(nose="straight", brows="arch", style="curls", wide=1.05, cheeks=True),
    Suit.CUPS: dict(nose="long", brows="arch", style="bob", wide=0.9),
    Suit.SWORDS: dict(nose="broad", brows="raised", style="short", wide=1.0, freckles=True, cheeks=True),
    Suit.BATONS: dict(nose="hooked", brows="knit", style="long", wide=0.88, down=True),
}

PAGES = {
    Suit.COINS: Page(doublet=RED, panes=BLUE, slash=YELLOW, hose=YELLOW, cape=BLUE, cap=GREEN, hair="#e0b04a"),
    Suit.CUPS: Page(doublet=BLUE, panes=RED, slash=YELLOW, hose=GREEN, cape=RED, cap=RED, hair="#1e1a18"),
    Suit.SWORDS: Page(doublet=GREEN, panes=RED, slash=YELLOW, hose=BLUE, cape=YELLOW, cap=BLUE, hair="#b4501e"),
    Suit.BATONS: Page(doublet=YELLOW, panes=GREEN, slash=RED, hose=RED, cape=GREEN, cap=RED, hair="#6e3c1c"),
}
KNIGHTS = {
    Suit.COINS: Knight(coat=RED, sleeve=BLUE, hose=YELLOW, hat=BLUE, plume=WHITE, cloth=BLUE, fringe=YELLOW,
                       horse="#f1ece2", mane="#cfc6b6", hair="#c08a3a"),
    Suit.CUPS: Knight(coat=BLUE, sleeve=RED, hose=GREEN, hat=RED, plume=YELLOW, cloth=RED, fringe=YELLOW,
                      horse="#ad7546", mane="#4a3020", hair="#3a2414"),
    Suit.SWORDS: Knight(coat=GREEN, sleeve=YELLOW, hose=BLUE, hat=GREEN, plume=RED, cloth=YELLOW, fringe=RED,
                        horse="#b5b3b0", mane="#54504c", hair="#161210"),
    Suit.BATONS: Knight(coat=YELLOW, sleeve=RED, hose=RED, hat=RED, plume=GREEN, cloth=GREEN, fringe=YELLOW,
                        horse="#7c4527", mane="#1e1410", hair="#8c857a"),
}
KINGS = {
    Suit.COINS: King(mantle=RED, gown=BLUE, trim=GOLD, beard="#ece6da", hair="#ece6da"),
    Suit.CUPS: King(mantle=BLUE, gown=RED, trim=YELLOW, beard="#7a4a26", hair="#6b4423"),
    Suit.SWORDS: King(mantle=RED, gown=GREEN, trim=YELLOW, beard="#b9b4aa", hair="#b9b4aa"),
    Suit.BATONS: King(mantle="#7a4a22", gown=GREEN, trim=YELLOW, beard="#2b2118", hair="#2b2118"),
}


def _f(v: float) -> str:
    return f"{v:.1f}"


def _shade(colour: str, k: float = 0.78) -> str:
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#{:02x}{:02x}{:02x}".format(*(int(c * k) for c in (r, g, b)))


def _limb(pts: list[tuple[float, float]], colour: str, width: float = 11) -> str:
    """An arm or leg: sturdy, a fifth thicker than asked."""
    return thick_line(pts, colour, width * 1.2, INK, 1.4)


def _hand(x: float, y: float, r: float = 6.3) -> str:
    return ellipse(x, y, r, r * 0.92, fill=SKIN, stroke=INK, stroke_width=1.3)


def held_at(hx: float, hy: float, reach: float, rot: float) -> tuple[float, float]:
    """The centre of a long sign (sword, club) whose grip, ``reach`` below its centre before
    turning, is in the hand at (hx, hy) once turned ``rot`` degrees."""
    a = math.radians(rot)
    return hx + reach * math.sin(a), hy - reach * math.cos(a)


# ---------------------------------------------------------------- heads
def head(cx: float, cy: float, r: float, kind: str, hair: str, beard: str | None = None, nose: str = "straight",
         brows: str = "arch", cut: str = "forked", old: bool = False, style: str = "curls",
         moustache: str = "thin", chin: str = "goatee", wide: float = 1.0, cheeks: bool = False,
         freckles: bool = False, down: bool = False) -> str:
    """A head: "page" (a smooth young face), "knight" (short hair, his own moustache and beard)
    or "king" (long hair and a full beard). ``nose`` ("straight", "hooked", "broad", "long"),
    ``brows`` ("arch", "heavy", "knit", "raised"), the king's beard ``cut`` ("forked", "round",
    "pointed", "square"), the page's hair ``style`` ("curls" to the shoulders, "bob" cut level at
    the jaw under a straight fringe, "short" curls above the ears, "long" straight hair parted in
    the middle), the knight's ``moustache`` ("thin", "curled" up at the ends, "drooping", "none")
    and ``chin`` ("goatee", "tuft", "full" short beard along the jaw, "none"), the face's width
    ``wide``, ``cheeks`` (rosy), ``freckles``, ``down`` (the first shadow of a moustache on a young
    lip) and ``old`` (bags under the eyes, a furrowed brow) give each face its own character.
    Drawn narrowed by ``WIDEN`` about its centre."""

    def q(x: float, y: float) -> str:
        """A point of the head, in radii from its centre."""
        return f"{_f(cx + x * r)},{_f(cy + y * r)}"

    def both(fmt: Callable[[int], str]) -> str:
        return " ".join(fmt(s) for s in (-1, 1))

    parts = []
    hair_line = _shade(hair, 0.62)
    if kind == "page" and style == "long":  # straight hair falling behind to the shoulders
        parts.append(path(f"M{q(-0.95, -0.5)} C{q(-1.2, -1.35)} {q(1.2, -1.35)} {q(0.95, -0.5)} L{q(1.12, 1.55)} "
                          f"L{q(-1.12, 1.55)} Z", fill=hair, stroke=INK, stroke_width=1.0))
        parts.append(path(both(lambda s: f"M{q(s * 0.96, -0.2)} L{q(s * 1.04, 1.5)}"), fill="none", stroke=hair_line,
                          stroke_width=1.1))
    elif kind == "page" and style == "bob":  # cut level at the jaw
        parts.append(path(f"M{q(-0.95, -0.5)} C{q(-1.2, -1.35)} {q(1.2, -1.35)} {q(0.95, -0.5)} "
                          f"C{q(1.12, -0.1)} {q(1.12, 0.4)} {q(1.04, 0.78)} L{q(-1.04, 0.78)} "
                          f"C{q(-1.12, 0.4)} {q(-1.12, -0.1)} {q(-0.95, -0.5)} Z", fill=hair, stroke=INK, stroke_width=1.0))
    elif kind == "page" and style == "short":  # short curls, no lower than the ears
        d = [f"M{q(-0.86, 0.22)} C{q(-1.28, -1.4)} {q(1.28, -1.4)} {q(0.86, 0.22)}"]
        for k in range(3):
            y0 = 0.22 - (k + 1) * 0.26
            d.append(f"Q{q(1.16, y0 + 0.13)} {q(0.9 - 0.02 * k, y0)}")
        d.append(f"L{q(-0.94, -0.56)}")
        for k in range(3):
            y0 = -0.56 + (k + 1) * 0.26
            d.append(f"Q{q(-1.16, y0 - 0.13)} {q(-0.9 + 0.02 * k, y0)}")
        parts.append(path(" ".join(d) + " Z", fill=hair, stroke=INK, stroke_width=1.0))
    elif kind in ("page", "king"):  # the hair that falls behind the face to the shoulders
        drop = 1.45 if kind == "page" else 1.15
        d = [f"M{q(-0.95, -0.5)} C{q(-1.2, -1.35)} {q(1.2, -1.35)} {q(0.95, -0.5)}"]
        for k in range(3):  # curls down the right side, along the bottom, up the left
            y0 = -0.5 + (k + 1) * (drop + 0.5) / 3
            d.append(f"Q{q(1.5, y0 - 0.3)} {q(1.15 - 0.08 * k, y0)}")
        d.append(f"L{q(-0.9, drop)}")
        for k in range(3):
            y0 = drop - (k + 1) * (drop + 0.5) / 3
            d.append(f"Q{q(-1.5, y0 + 0.3)} {q(-1.0 + 0.05 * k, y0)}")
        parts.append(path(" ".join(d) + " Z", fill=hair, stroke=INK, stroke_width=1.0))
        parts.append(path(both(lambda s: f"M{q(s * 0.98, -0.1)} Q{q(s * 1.3, 0.4)} {q(s * 1.05, drop * 0.8)}"),
                          fill="none", stroke=_shade(hair, 0.62), stroke_width=1.1))  # strands combed down
    if kind == "knight":  # short dark hair, showing about the ears and nape
        parts.append(path(f"M{q(-0.95, 0.5)} C{q(-1.25, -1.3)} {q(1.25, -1.3)} {q(0.95, 0.5)} Z", fill=hair, stroke=INK,
                          stroke_width=1.2))
    if kind == "knight" or style == "short":  # the ears show
        parts.append(path(both(lambda s: f"M{q(s * 0.7, -0.16)} C{q(s * 0.98, -0.3)} {q(s * 1.0, 0.26)} {q(s * 0.7, 0.24)} Z"),
                          fill=SKIN, stroke=INK, stroke_width=0.9))
    parts.append(ellipse(cx, cy, r * (0.8 if kind == "king" else 0.76) * wide, r * 1.04, fill=SKIN, stroke=INK,
                         stroke_width=1.0))
    line = "#6a4632"  # the fine brown line the features are printed in
    # eyes: small almonds under a heavy lid line, the gaze level and grave
    parts.append(path(both(lambda s: f"M{q(s * 0.46, -0.08)} Q{q(s * 0.3, -0.19)} {q(s * 0.13, -0.08)} "
                                     f"Q{q(s * 0.3, -0.02)} {q(s * 0.46, -0.08)} Z"),
                      fill="#f4ecdc", stroke=line, stroke_width=0.7))
    look = {"hooked": 0.04, "broad": -0.03}.get(nose, 0.0)
    parts.append(path(" ".join(f"M{_f(cx + r * (s * 0.29 + look) + r * 0.05)},{_f(cy - r * 0.09)} "
                               f"a{_f(r * 0.05)},{_f(r * 0.05)} 0 1 0 {_f(-r * 0.1)},0 "
                               f"a{_f(r * 0.05)},{_f(r * 0.05)} 0 1 0 {_f(r * 0.1)},0" for s in (-1, 1)), fill=INK))
    parts.append(path(both(lambda s: f"M{q(s * 0.5, -0.07)} Q{q(s * 0.3, -0.22)} {q(s * 0.1, -0.1)}"), fill="none",
                      stroke=INK, stroke_width=0.9, stroke_linecap="round"))
    brow_ink = INK if kind == "king" else _shade(hair, 0.6)
    if brows == "heavy":  # low and thick, nearly straight
        parts.append(path(both(lambda s: f"M{q(s * 0.56, -0.26)} Q{q(s * 0.34, -0.36)} {q(s * 0.1, -0.28)}"),
                          fill="none", stroke=beard or hair, stroke_width=1.8, stroke_linecap="round"))
        parts.append(path(both(lambda s: f"M{q(s * 0.56, -0.26)} Q{q(s * 0.34, -0.36)} {q(s * 0.1, -0.28)}"),
                          fill="none", stroke=INK, stroke_width=0.6, stroke_linecap="round"))
    elif brows == "knit":  # slanting down to the nose: stern, a crease between
        parts.append(path(both(lambda s: f"M{q(s * 0.54, -0.36)} L{q(s * 0.1, -0.24)}") + f" M{q(0, -0.36)} L{q(0, -0.24)}",
                          fill="none", stroke=brow_ink, stroke_width=1.1, stroke_linecap="round"))
    else:
        lift = -0.42 if brows == "raised" else -0.36
        parts.append(path(both(lambda s: f"M{q(s * 0.52, -0.27)} Q{q(s * 0.32, lift)} {q(s * 0.1, -0.28)}"),
                          fill="none", stroke=brow_ink, stroke_width=0.9, stroke_linecap="round"))
    # the nose: a long fine line from the brow, a small wing at the tip
    if nose == "hooked":  # a hawk's nose, bending down over the moustache
        parts.append(path(f"M{q(0.04, -0.22)} C{q(0.14, 0)} {q(0.26, 0.2)} {q(0.08, 0.36)} L{q(-0.08, 0.3)}", fill="none",
                          stroke=line, stroke_width=1.2, stroke_linecap="round"))
    elif nose == "broad":  # a fleshy, wide tip
        parts.append(path(f"M{q(0.04, -0.2)} L{q(0.06, 0.16)} M{q(-0.2, 0.24)} Q{q(-0.14, 0.34)} {q(0, 0.32)} "
                          f"Q{q(0.14, 0.34)} {q(0.2, 0.24)}", fill="none", stroke=line, stroke_width=1.1,
                          stroke_linecap="round"))
    else:
        tip = 0.36 if nose == "long" else 0.28
        parts.append(path(f"M{q(0.04, -0.22)} L{q(0.06, tip - 0.04)} Q{q(0, tip + 0.04)} {q(-0.1, tip - 0.02)}",
                          fill="none", stroke=line, stroke_width=0.9, stroke_linecap="round"))
    if cheeks:
        parts.append(path(both(lambda s: f"M{q(s * 0.42 + 0.13, 0.26)} a{_f(r * 0.13)},{_f(r * 0.09)} 0 1 0 {_f(-r * 0.26)},0 "
                                         f"a{_f(r * 0.13)},{_f(r * 0.09)} 0 1 0 {_f(r * 0.26)},0"), fill="#e89a8a", opacity=0.75))
    if freckles:
        parts.append(path(" ".join(f"M{q(x, y)} l0.1,0" for x in (-0.42, -0.3, -0.36, 0.3, 0.42, 0.36)
                                   for y in ((0.12,) if abs(x) == 0.36 else (0.2,))),
                          stroke="#b4663a", stroke_width=1.3, stroke_linecap="round"))
    if down:
        parts.append(path(f"M{q(-0.3, 0.5)} Q{q(0, 0.42)} {q(0.3, 0.5)}", fill="none", stroke=_shade(hair, 0.9),
                          stroke_width=1.3, stroke_linecap="round", opacity=0.8))
    if kind == "page":  # a small closed mouth, level, the lower lip a shade below
        parts.append(path(f"M{q(-0.15, 0.58)} L{q(0.15, 0.58)}", fill="none", stroke="#8a3a2e", stroke_width=1.0,
                          stroke_linecap="round"))
        parts.append(path(f"M{q(-0.07, 0.68)} L{q(0.07, 0.68)}", fill="none", stroke="#c08a70", stroke_width=0.8,
                          stroke_linecap="round"))
    elif kind == "knight":  # his own beard and moustache, the closed mouth between
        b = beard or hair
        if chin == "full":  # a short beard along the jaw, the chin rounded
            parts.append(path(f"M{q(-0.74, 0.05)} C{q(-0.76, 0.7)} {q(-0.4, 1.22)} {q(0, 1.26)} C{q(0.4, 1.22)} "
                              f"{q(0.76, 0.7)} {q(0.74, 0.05)} C{q(0.6, 0.6)} {q(0.3, 0.8)} {q(0, 0.8)} "
                              f"C{q(-0.3, 0.8)} {q(-0.6, 0.6)} {q(-0.74, 0.05)} Z", fill=b, stroke=INK, stroke_width=0.9))
            parts.append(path(both(lambda s: f"M{q(s * 0.3, 0.9)} Q{q(s * 0.3, 1.06)} {q(s * 0.16, 1.16)}"),
                              fill="none", stroke=_shade(b, 0.6), stroke_width=0.9))
        elif chin == "goatee":  # a long pointed beard
            parts.append(path(f"M{q(-0.2, 0.72)} C{q(-0.2, 0.96)} {q(-0.06, 1.3)} {q(0.04, 1.5)} C{q(0.06, 1.2)} "
                              f"{q(0.22, 0.96)} {q(0.2, 0.72)} Z", fill=b, stroke=INK, stroke_width=0.8))
        elif chin == "tuft":  # a small tuft under the lip
            parts.append(path(f"M{q(-0.08, 0.72)} L{q(0, 0.98)} L{q(0.08, 0.72)} Z", fill=b, stroke=INK,
                              stroke_width=0.7))
        else:  # clean-shaven: a cleft in the chin
            parts.append(path(f"M{q(-0.06, 0.9)} Q{q(0, 0.96)} {q(0.06, 0.9)}", fill="none", stroke="#b89478",
                              stroke_width=0.8))
        if moustache == "curled":  # the ends twirled upwards
            parts.append(path(f"M{q(0, 0.44)} C{q(-0.3, 0.36)} {q(-0.5, 0.5)} {q(-0.62, 0.36)} C{q(-0.7, 0.24)} "
                              f"{q(-0.6, 0.16)} {q(-0.54, 0.24)} C{q(-0.56, 0.4)} {q(-0.42, 0.56)} {q(0, 0.52)} "
                              f"C{q(0.42, 0.56)} {q(0.56, 0.4)} {q(0.54, 0.24)} C{q(0.6, 0.16)} {q(0.7, 0.24)} "
                              f"{q(0.62, 0.36)} C{q(0.5, 0.5)} {q(0.3, 0.36)} {q(0, 0.44)} Z", fill=b, stroke=INK,
                              stroke_width=0.7))
        elif moustache == "drooping":  # long, hanging past the corners of the mouth
            parts.append(path(f"M{q(0, 0.4)} C{q(-0.3, 0.34)} {q(-0.46, 0.5)} {q(-0.48, 0.98)} L{q(-0.36, 0.98)} "
                              f"C{q(-0.34, 0.66)} {q(-0.2, 0.54)} {q(0, 0.54)} C{q(0.2, 0.54)} {q(0.34, 0.66)} {q(0.36, 0.98)} "
                              f"L{q(0.48, 0.98)} C{q(0.46, 0.5)} {q(0.3, 0.34)} {q(0, 0.4)} Z", fill=b, stroke=INK,
                              stroke_width=0.7))
        elif moustache == "thin":
            parts.append(path(f"M{q(0, 0.42)} C{q(-0.28, 0.36)} {q(-0.5, 0.44)} {q(-0.64, 0.46)} "
                              f"C{q(-0.46, 0.58)} {q(-0.2, 0.52)} {q(0, 0.52)} C{q(0.2, 0.52)} {q(0.46, 0.58)} {q(0.64, 0.46)} "
                              f"C{q(0.5, 0.44)} {q(0.28, 0.36)} {q(0, 0.42)} Z", fill=b, stroke=INK, stroke_width=0.7))
        mouth = 0.14 if moustache == "none" else 0.12
        parts.append(path(f"M{q(-mouth, 0.64)} L{q(mouth, 0.64)}", fill="none", stroke="#8a3a2e", stroke_width=0.9))
    else:  # the king's beard, cut his own way, combed in strands, a drooping moustache over it
        b = beard or hair
        sides = {"round": ((-1.0, 1.1), (-0.6, 1.85), (0.0, 1.9)), "pointed": ((-0.9, 1.0), (-0.4, 1.8), (0.0, 2.6)),
                 "square": ((-0.95, 0.9), (-0.85, 1.6), (-0.7, 2.05)),
                 "forked": ((-0.95, 1.2), (-0.6, 1.9), (-0.3, 2.35))}[cut]
        left = " ".join(q(x, y) for x, y in sides)
        middle = {"square": f" L{q(0.7, 2.05)}", "forked": f" L{q(0, 2.0)} L{q(0.3, 2.35)}"}.get(cut, "")
        right = " ".join(q(x, y) for x, y in ((-sides[1][0], sides[1][1]), (-sides[0][0], sides[0][1]), (0.8, 0.05)))
        parts.append(path(f"M{q(-0.8, 0.05)} C{left}{middle} C{right} C{q(0.6, 0.5)} {q(-0.6, 0.5)} {q(-0.8, 0.05)} Z",
                          fill=b, stroke=INK, stroke_width=1.0))
        end = {"round": 1.75, "pointed": 2.3, "square": 1.95}.get(cut, 2.05)
        parts.append(path(" ".join(f"M{q(s * dd, 0.75)} Q{q(s * (dd + 0.08), (0.75 + end) / 2)} {q(s * (dd * 0.6 + 0.05), end)}"
                                   for s in (-1, 1) for dd in (0.2, 0.5)),
                          fill="none", stroke=_shade(b, 0.6), stroke_width=0.9))
        droop = 0.95 if cut in ("forked", "pointed") else 0.75
        parts.append(path(f"M{q(-0.6, droop)} C{q(-0.45, 0.36)} {q(-0.1, 0.36)} {q(0, 0.44)} C{q(0.1, 0.36)} {q(0.45, 0.36)} "
                          f"{q(0.6, droop)} C{q(0.36, 0.54)} {q(-0.36, 0.54)} {q(-0.6, droop)} Z",
                          fill=b, stroke=INK, stroke_width=0.8))
        parts.append(path(f"M{q(-0.12, 0.66)} L{q(0.12, 0.66)}", fill="none", stroke="#7a2a20", stroke_width=1.0,
                          stroke_linecap="round"))
    if old:  # lines of age: a furrowed brow, bags under the eyes, hollowed cheeks
        age = [f"M{q(-0.3, -0.6)} Q{q(0, -0.68)} {q(0.3, -0.6)}", f"M{q(-0.22, -0.7)} Q{q(0, -0.76)} {q(0.22, -0.7)}",
               both(lambda s: f"M{q(s * 0.5, 0.06)} Q{q(s * 0.32, 0.16)} {q(s * 0.16, 0.06)}"),
               both(lambda s: f"M{q(s * 0.62, 0.08)} Q{q(s * 0.66, 0.26)} {q(s * 0.58, 0.36)}")]
        parts.append(path(" ".join(age), fill="none", stroke="#b89478", stroke_width=0.7))
    if kind == "page" and style == "bob":  # a straight fringe cut level over the brow
        parts.append(path(f"M{q(-0.86, -0.44)} L{q(0.86, -0.44)} C{q(0.92, -1.22)} {q(-0.92, -1.22)} {q(-0.86, -0.44)} Z",
                          fill=hair, stroke=INK, stroke_width=0.9))
        parts.append(path(" ".join(f"M{q(x, -0.46)} L{q(x * 0.8, -0.8)}" for x in (-0.5, -0.2, 0.1, 0.4)), fill="none",
                          stroke=hair_line, stroke_width=0.9))
    elif kind == "page" and style == "long":  # parted in the middle, swept to both sides
        parts.append(path(f"M{q(-0.84, -0.02)} Q{q(-0.6, -0.56)} {q(0, -0.64)} Q{q(0.6, -0.56)} {q(0.84, -0.02)} "
                          f"C{q(0.95, -1.25)} {q(-0.95, -1.25)} {q(-0.84, -0.02)} Z", fill=hair, stroke=INK,
                          stroke_width=0.9))
        parts.append(path(f"M{q(0, -0.64)} L{q(0, -1.0)} " + both(lambda s: f"M{q(s * 0.5, -0.5)} Q{q(s * 0.3, -0.8)} {q(s * 0.06, -0.9)}"),
                          fill="none", stroke=hair_line, stroke_width=0.9))
    elif kind == "page":  # a fringe of curls over the brow
        d = [f"M{q(-0.84, -0.2)}"]
        for k in range(4):
            x1 = -0.84 + (k + 1) * 1.68 / 4
            d.append(f"Q{q(x1 - 0.21, -0.2)} {q(x1, -(0.4 if k in (1, 2) else 0.3))}")
        d.append(f"C{q(0.9, -1.2)} {q(-0.9, -1.2)} {q(-0.84, -0.2)} Z")
        parts.append(path(" ".join(d), fill=hair, stroke=INK, stroke_width=0.9))
    return group(parts, narrow(cx, cy))


def narrow(cx: float, cy: float) -> str:
    """The transform that undoes the figure's widening about (cx, cy), for round things."""
    return f"translate({_f(cx)} {_f(cy)}) scale({1 / WIDEN:.4f} 1) translate({_f(-cx)} {_f(-cy)})"


def page_cap(cx: float, top: float, colour: str, plume: str = WHITE) -> str:
    """The page's flat cap worn tilted, a jewel and a plume curling back over it."""
    return group(
        path("M-24,4 C-26,-4 -14,-10 0,-10 C16,-10 28,-4 26,4 C14,8 -12,8 -24,4 Z", fill=colour, stroke=INK,
             stroke_width=1.4)
        + path("M-14,-6 C-12,-16 12,-18 16,-6 Z", fill=colour, stroke=INK, stroke_width=1.3)
        + path("M8,-10 C-4,-26 -26,-26 -36,-10 C-26,-16 -14,-16 -6,-8 C-18,-12 -28,-6 -32,2 C-20,-8 -4,-8 6,-4 Z",
               fill=plume, stroke=INK, stroke_width=1.1)
        + circle(10, -6, 3.2, fill=GOLD, stroke=INK, stroke_width=1.0),
        transform(cx, top, -8))


def cavalier_hat(cx: float, top: float, colour: str, plume: str) -> str:
    """The knight's broad hat, the brim turned up at one side, two plumes sweeping back."""
    return group(
        path("M6,-6 C20,-30 44,-30 50,-18 C40,-22 28,-18 20,-6 Z M4,-8 C14,-34 34,-40 44,-32 C32,-30 22,-22 14,-6 Z",
             fill=plume, stroke=INK, stroke_width=1.1)
        + path("M-16,-2 C-16,-18 14,-22 16,-2 Z", fill=colour, stroke=INK, stroke_width=1.4)
        + path("M-30,4 C-22,-4 20,-6 30,-8 C32,-2 26,6 16,6 C4,8 -18,10 -30,4 Z", fill=colour, stroke=INK,
               stroke_width=1.4)
        + path("M-15,-3 C-5,-6 6,-6 15,-4", fill="none", stroke=GOLD, stroke_width=3.0),
        transform(cx, top))


def turban(cx: float, cy: float, colour: str, band: str, plume: str) -> str:
    """The knight of swords' turban: a wound dome wider than the head, its wraps slanting, a
    jewel at the front and a short plume."""
    return group(
        path("M2,-20 C6,-34 16,-38 22,-34 C14,-32 10,-26 8,-18 Z", fill=plume, stroke=INK, stroke_width=1.1)
        + path("M-22,4 C-26,-10 -18,-24 0,-25 C18,-24 26,-10 22,4 C10,8 -10,8 -22,4 Z", fill=colour, stroke=INK,
               stroke_width=1.5)
        + path("M-22,-2 C-10,-12 10,-14 22,-6 M-20,-12 C-8,-20 10,-20 18,-16 M-16,4 C-6,-6 10,-8 21,0", fill="none",
               stroke=band, stroke_width=2.4)
        + path("M4,-4 l4,-6 l4,6 l-4,6 Z", fill=RED, stroke=INK, stroke_width=1.0),
        transform(cx, cy))


def scimitar(hx: float, hy: float, blade: str = "#d3e3f0") -> str:
    """A curved scimitar held up in the hand at (hx, hy), the blade sweeping up and outwards."""
    return group(
        path("M-3,-8 C4,-30 24,-50 36,-72 C30,-46 16,-26 5,-4 Z", fill=blade, stroke=INK, stroke_width=1.4)
        + path("M0,-10 C8,-30 22,-48 32,-64", fill="none", stroke="#8fa9c6", stroke_width=1.1)
        + path("M-10,-4 L10,-12", stroke=INK, stroke_width=6.0, stroke_linecap="round")
        + path("M-10,-4 L10,-12", stroke=GOLD, stroke_width=3.6, stroke_linecap="round")
        + path("M-1,0 L-5,12", stroke=DARK, stroke_width=4.4, stroke_linecap="round")
        + circle(-6, 14, 3.2, fill=GOLD, stroke=INK, stroke_width=1.0),
        transform(hx, hy))


def crown(cx: float, base: float, w: float, gold: str = GOLD) -> str:
    """A royal crown of five fleurons over a red velvet cap, a jewelled band."""
    h = w * 0.55
    x0 = cx - w / 2
    cap = path(f"M{_f(x0 + 3)},{_f(base - 4)} C{_f(x0 + 2)},{_f(base - h * 1.25)} {_f(x0 + w - 2)},{_f(base - h * 1.25)} "
               f"{_f(x0 + w - 3)},{_f(base - 4)} Z", fill="#a3262a", stroke=INK, stroke_width=1.2)
    d = [f"M{_f(x0)},{_f(base)}", f"L{_f(x0 - 2)},{_f(base - h * 0.7)}"]
    for k in range(5):
        tip = x0 + w * k / 4
        # a fleuron: rise to a tip, dip between
        d.append(f"L{_f(tip)},{_f(base - h * (0.95 if k % 2 == 0 else 0.8))}")
        if k < 4:
            d.append(f"L{_f(x0 + w * (k + 0.5) / 4)},{_f(base - h * 0.45)}")
    d.append(f"L{_f(x0 + w + 2)},{_f(base - h * 0.7)} L{_f(x0 + w)},{_f(base)} Z")
    balls = " ".join(f"M{_f(x0 + w * k / 4 + 2.6)},{_f(base - h * (0.95 if k % 2 == 0 else 0.8) - 2.2)} "
                     f"a2.6,2.6 0 1 0 -5.2,0 a2.6,2.6 0 1 0 5.2,0" for k in range(5))
    return (cap + circle(cx, base - h * 1.02, 3.2, fill=gold, stroke=INK, stroke_width=1.0)
            + path(" ".join(d), fill=gold, stroke=INK, stroke_width=1.4)
            + path(balls, fill=WHITE, stroke=INK, stroke_width=0.9)
            + rect(x0 - 1, base - 7, w + 2, 8, rx=2, fill="#c58f1f", stroke=INK, stroke_width=1.2)
            + circle(cx, base - 3, 2.6, fill=RED) + circle(cx - w * 0.3, base - 3, 2.0, fill=BLUE)
            + circle(cx + w * 0.3, base - 3, 2.0, fill=BLUE))


def ruff(cx: float, cy: float, rx: float, ry: float) -> str:
    """A white pleated ruff round the neck."""
    pts = []
    n = 22
    for k in range(n):
        a = 2 * math.pi * k / n
        rr = 1.0 if k % 2 == 0 else 0.8
        pts.append((cx + rx * rr * math.cos(a), cy + ry * rr * math.sin(a)))
    return polygon(pts, fill=WHITE, stroke=INK, stroke_width=1.1)


# ---------------------------------------------------------------- the fante
def fante(suit: Suit, signs: Signs) -> str:
    """The page, full length: long curls, flat plumed cap, ruff, short doublet with a pointed
    waist, puffed and paned trunk hose, a short cape over the left shoulder. Coins: the coin held
    up high; cups: the cup held in both hands before his chest, the cape on his other shoulder; clubs: leaning on the club planted beside him,
    ankles crossed; swords: only the long sword, point down to the ground, the other hand on his breast."""
    p = PAGES[suit]
    cx = 120.0
    parts: list[str] = []
    shoe = "#3a2516"
    # legs
    if suit is Suit.BATONS:  # leaning: the weight on one leg, the other crossed before it
        parts.append(_limb([(112, 226), (112, 262), (116, GROUND - 6)], p.hose, 12))
        parts.append(ellipse(112, GROUND - 3, 12, 5, fill=shoe, stroke=INK, stroke_width=1.2))
        parts.append(_limb([(130, 226), (126, 262), (104, GROUND - 12)], p.hose, 12))
        parts.append(ellipse(98, GROUND - 9, 10, 5, fill=shoe, stroke=INK, stroke_width=1.2, transform=None))
    else:
        parts.append(_limb([(112, 226), (108, 262), (106, GROUND - 6)], p.hose, 12))
        parts.append(_limb([(128, 226), (132, 262), (136, GROUND - 6)], p.hose, 12))
        parts.append(ellipse(102, GROUND - 3, 12, 5, fill=shoe, stroke=INK, stroke_width=1.2))
        parts.append(ellipse(140, GROUND - 3, 12, 5, fill=shoe, stroke=INK, stroke_width=1.2))
    # garters below the knee
    parts.append(path("M100,252 L120,252 M122,252 L142,252" if suit is not Suit.BATONS else "M102,252 L122,252",
                      stroke=p.slash, stroke_width=4.0))
    # the cape behind, from the left shoulder
    cape = (path("M100,122 C80,128 70,170 74,214 L92,220 C90,180 96,146 108,124 Z", fill=p.cape, stroke=INK,
                 stroke_width=1.5)
            + path("M80,170 l8,-6 M78,184 l9,-6 M77,198 l10,-6 M84,152 l7,-6", fill="none",
                   stroke=_shade(p.cape, 0.55), stroke_width=1.4, stroke_linecap="round"))
    # the page of cups wears his cape on the other shoulder
    parts.append(group(cape, "translate(240 0) scale(-1 1)") if suit is Suit.CUPS else cape)
    # trunk hose: a puffed round with panes
    parts.append(path("M94,196 C82,214 90,236 108,236 L120,230 L132,236 C150,236 158,214 146,196 Z", fill=p.slash,
                      stroke=INK, stroke_width=1.5))
    panes = " ".join(f"M{x - 3.5:.1f},{198} L{x - 4.5 + (x - 120) * 0.25:.1f},{234 - abs(x - 120) * 0.1:.1f} "
                     f"L{x + 4.5 + (x - 120) * 0.25:.1f},{234 - abs(x - 120) * 0.1:.1f} L{x + 3.5:.1f},198 Z"
                     for x in (96, 110, 130, 144))
    parts.append(path(panes, fill=p.panes, stroke=INK, stroke_width=1.0))
    # doublet with a pointed waist, buttons down the front
    parts.append(path("M100,118 L140,118 C148,146 146,178 140,204 L120,214 L100,204 C94,178 92,146 100,118 Z",
                      fill=p.doublet, stroke=INK, stroke_width=1.6))
    parts.append(path("M120,122 L120,212", stroke=_shade(p.doublet, 0.7), stroke_width=1.4))
    parts.append(path(" ".join(f"M{121.8:.1f},{y} a1.8,1.8 0 1 0 -3.6,0 a1.8,1.8 0 1 0 3.6,0" for y in range(132, 206, 14)),
                      fill=GOLD, stroke=INK, stroke_width=0.6))
    parts.append(path("M100,204 L120,214 L140,204", fill="none", stroke=GOLD, stroke_width=3.0))
    # the doublet's woven pattern and the hose's fine shading
    parts.append(_motifs([(107, 138), (133, 138), (105, 160), (135, 160), (107, 182), (133, 182)],
                         PAGE_WEAVE[suit], _shade(p.doublet, 0.62), p.slash))
    parts.append(_hatch([(108 + (4 if suit is Suit.BATONS else -2) * (i % 2), 240 + 8 * (i // 2)) for i in range(6)]
                        + [(128 + 4 * (i % 2) if suit is not Suit.BATONS else 124, 240 + 8 * (i // 2)) for i in range(6)],
                        5, 3, _shade(p.hose, 0.6), 1.0))
    parts.append(path("M100,150 l6,6 M99,164 l7,7 M99,178 l7,7 M137,150 l-5,6 M139,164 l-6,7 M139,178 l-6,7",
                      fill="none", stroke=_shade(p.doublet, 0.6), stroke_width=1.3, stroke_linecap="round"))
    # head, ruff, cap
    parts.append(rect(115, 98, 10, 18, fill=SKIN, stroke=INK, stroke_width=1.2))
    parts.append(head(cx, 85, 17.5, "page", p.hair, **PAGE_FACES[suit]))
    parts.append(ruff(cx, 116, 22, 7))
    parts.append(group(page_cap(cx + 2, 70, p.cap), narrow(cx, 70)))
    # shoulders, puffed
    shoulders = (ellipse(98, 128, 10, 10, fill=p.panes, stroke=INK, stroke_width=1.3)
                 + ellipse(142, 128, 10, 10, fill=p.panes, stroke=INK, stroke_width=1.3))
    sleeve = p.doublet
    if suit is Suit.COINS:  # the coin raised high, the other hand at the hip
        parts.append(_limb([(98, 130), (82, 156), (98, 178)], sleeve))
        parts.append(_hand(99, 178))
        parts.append(_limb([(142, 130), (160, 140), (160, 128)], sleeve))
        parts.append(signs["coin"](161, 102, 26))
        parts.append(_hand(160, 126))
    elif suit is Suit.CUPS:  # the cup held in both hands before his chest
        parts.append(_limb([(98, 130), (90, 164), (110, 172)], sleeve))
        parts.append(_limb([(142, 130), (150, 164), (130, 172)], sleeve))
        parts.append(signs["cup"](120, 146, 76))
        parts.append(_hand(110, 172))
        parts.append(_hand(130, 172))
    elif suit is Suit.BATONS:  # leaning on the club, planted on the ground
        x, y = held_at(158, 150, -74, 4)
        parts.append(signs["club"](x, y, 166, 30, 4))
        parts.append(_limb([(98, 130), (82, 156), (98, 178)], sleeve))
        parts.append(_hand(99, 178))
        parts.append(_limb([(142, 130), (154, 140), (158, 152)], sleeve))
        parts.append(_hand(158, 153))
    else:  # the long sword, point down, his other hand laid on his breast
        parts.append(_limb([(98, 130), (90, 162), (110, 156)], sleeve))
        parts.append(_hand(111, 155))
        x, y = held_at(160, 178, 0.37 * 150, 180)
        parts.append(signs["sword"](x, y, 150, 14, 180))
        parts.append(_limb([(142, 130), (158, 152), (160, 176)], sleeve))
        parts.append(_hand(160, 178))
    parts.append(shoulders)
    return "".join(parts)


# ---------------------------------------------------------------- the cavallo
def _horse(k: Knight, suit: Suit) -> tuple[str, str]:
    """The horse walking left, whole: (what is drawn behind the rider's leg, the near legs and
    head drawn after)."""
    coat, dark = k.horse, _shade(k.horse, 0.78)
    hoof = DARK
    far: list[str] = []
    # far legs, in shade
    for pts in ([(102, 238), (98, 268), (100, GROUND - 4)], [(156, 238), (150, 268), (152, GROUND - 4)]):
        far.append(_limb(pts, dark, 10))
        far.append(rect(pts[-1][0] - 6, pts[-1][1] - 1, 12, 6, rx=2, fill=hoof))
    # tail
    far.append(path("M178,206 C200,210 208,246 200,282 C194,266 186,248 176,230 C170,246 172,262 176,274 "
                    "C164,258 164,228 172,210 Z", fill=k.mane, stroke=INK, stroke_width=1.3))
    # body and neck, one outline
    far.append(path("M74,208 C70,190 66,170 60,154 L82,136 C92,160 100,182 112,196 C134,192 160,192 176,200 "
                    "C194,210 194,238 180,246 C158,256 110,256 86,244 C72,236 70,222 74,208 Z",
                    fill=coat, stroke=INK, stroke_width=1.7))
    # mane along the neck's crest
    far.append(path("M80,134 C90,150 98,170 110,194 C102,190 96,184 92,176 C94,184 96,190 98,194 "
                    "C88,182 84,168 82,160 C80,166 80,170 82,176 C74,160 72,146 72,138 Z",
                    fill=k.mane, stroke=INK, stroke_width=1.1))
    # woodcut shading under the belly, on the haunch and down the neck
    far.append(path(" ".join(f"M{x},{y} l4,-7" for x, y in ((96, 248), (104, 250), (112, 251), (160, 248), (168, 245),
                                                          (176, 240), (184, 232), (186, 222)))
                    + " M72,190 l7,-3 M70,178 l7,-3 M67,166 l7,-3", fill="none", stroke=_shade(coat, 0.55),
                    stroke_width=1.4, stroke_linecap="round"))
    if suit is Suit.SWORDS:  # a dappled grey
        far.append(path(" ".join(f"M{x + 5},{y} a5,4 0 1 0 -10,0 a5,4 0 1 0 10,0"
                                 for x, y in ((130, 232), (148, 240), (160, 226), (100, 232), (90, 216))),
                        fill=_shade(coat, 0.86)))
    near: list[str] = []
    # the head, muzzle down-left
    near.append(path("M64,128 C56,134 44,152 36,168 C32,176 40,184 50,180 C58,172 70,166 82,162 "
                     "C88,150 80,132 64,128 Z", fill=coat, stroke=INK, stroke_width=1.6))
    near.append(path("M64,130 L64,112 L74,126 Z", fill=coat, stroke=INK, stroke_width=1.2))
    near.append(path("M58,134 C52,130 52,124 56,120 C60,126 66,128 70,130 Z", fill=k.mane, stroke=INK,
                     stroke_width=1.0))  # forelock
    near.append(circle(60, 144, 2.4, fill=INK))
    near.append(circle(41, 172, 1.8, fill=INK))
    # bridle and reins
    near.append(path("M44,166 L66,152 L78,140 M50,178 L66,152", fill="none", stroke="#5a2d17", stroke_width=2.2))
    near.append(path("M46,170 C70,190 96,184 110,176", fill="none", stroke="#5a2d17", stroke_width=1.8))
    # the saddle cloth, fringed
    near.append(path("M106,192 L156,192 L162,240 C140,246 122,246 100,240 Z", fill=k.cloth, stroke=INK,
                     stroke_width=1.5))
    near.append(path("M101,236 C122,242 140,242 161,236", fill="none", stroke=k.fringe, stroke_width=4.0))
    near.append(path("M110,198 L152,198 L156,232 L106,232 Z", fill="none", stroke=k.fringe, stroke_width=1.6))
    near.append(_motifs([(120, 208), (142, 208), (116, 224), (131, 218), (148, 226)], "lozenge", k.fringe,
                        _shade(k.cloth, 0.6)))
    # near legs: the fore leg lifted at the knee, the hind leg planted
    near.append(_limb([(86, 236), (72, 258), (80, 280)], coat, 11))
    near.append(rect(74, 278, 12, 6, rx=2, fill=hoof, transform="rotate(-20 80 281)"))
    near.append(_limb([(170, 236), (176, 266), (170, GROUND - 4)], coat, 11))
    near.append(rect(164, GROUND - 5, 12, 6, rx=2, fill=hoof))
    return "".join(far), "".join(near)


def cavallo(suit: Suit, signs: Signs) -> str:
    """The knight on a whole horse walking left (cups: to the right), a broad plumed hat (a turban
    for swords), his suit sign in hand: the coin raised, the cup held forward over the horse's neck,
    the scimitar brandished, the club on his shoulder."""
    k = KNIGHTS[suit]
    far, near = _horse(k, suit)
    parts = [far]
    # the sign arm goes behind the body
    if suit is Suit.COINS:
        parts.append(_limb([(146, 140), (164, 146), (166, 128)], k.sleeve))
        parts.append(signs["coin"](167, 104, 22))
        parts.append(_hand(166, 126))
    elif suit is Suit.CUPS:  # the far hand on his hip; the cup is held forward in the near hand
        parts.append(_limb([(146, 140), (162, 156), (152, 172)], k.sleeve))
    elif suit is Suit.SWORDS:  # the scimitar of the Saracen knight
        parts.append(scimitar(166, 112))
        parts.append(_limb([(146, 140), (164, 132), (166, 114)], k.sleeve))
        parts.append(_hand(166, 113))
    else:
        x, y = held_at(158, 150, 0.34 * 104, 16)
        parts.append(signs["club"](x, y, 104, 20, 16))
        parts.append(_limb([(146, 140), (160, 160), (158, 150)], k.sleeve))
        parts.append(_hand(158, 150))
    parts.append(near)
    # the rider: coat with skirts over the saddle, sash, near leg in a boot
    parts.append(path("M112,190 C112,176 118,170 124,168 L146,168 C152,172 156,180 156,194 L148,208 L118,208 Z",
                      fill=k.coat, stroke=INK, stroke_width=1.5))
    parts.append(path("M114,130 L152,130 C158,150 156,166 152,178 L116,178 C110,166 110,150 114,130 Z",
                      fill=k.coat, stroke=INK, stroke_width=1.6))
    parts.append(_motifs([(124, 146), (142, 152), (128, 166)], "roundel", _shade(k.coat, 0.62), k.fringe))
    parts.append(path("M114,146 l6,5 M113,158 l6,5 M146,140 l5,-4 M149,152 l5,-4", fill="none",
                      stroke=_shade(k.coat, 0.6), stroke_width=1.3, stroke_linecap="round"))
    parts.append(path("M116,138 L152,172", stroke=k.fringe, stroke_width=5.0))
    parts.append(rect(114, 172, 40, 7, fill="#5a2d17", stroke=INK, stroke_width=1.1))
    parts.append(_limb([(130, 196), (112, 212), (116, 240)], k.hose, 13))
    parts.append(path("M108,226 L124,226 L124,248 L128,254 L104,254 L108,246 Z", fill="#3a2516", stroke=INK,
                      stroke_width=1.3))  # the boot
    parts.append(path("M114,256 L124,256", stroke=GOLD, stroke_width=2.5))  # the stirrup
    parts.append(rect(127, 110, 12, 16, fill=SKIN, stroke=INK, stroke_width=1.2))
    parts.append(head(133, 101, 16.5, "knight", k.hair, **KNIGHT_FACES[suit]))
    parts.append(ruff(133, 130, 18, 5))
    if suit is Suit.SWORDS:  # the turbaned knight
        parts.append(group(turban(133, 89, WHITE, k.hat, k.plume), narrow(133, 89)))
    else:
        parts.append(group(cavalier_hat(132, 80, k.hat, k.plume), narrow(132, 80)))
    if suit is Suit.CUPS:  # the cup held forward, out over the horse's neck
        parts.append(_limb([(120, 140), (100, 148), (88, 138)], k.sleeve))
        parts.append(signs["cup"](86, 114, 46))
        parts.append(_hand(88, 138))
    else:  # the rein arm, forward
        parts.append(_limb([(120, 140), (108, 160), (110, 176)], k.sleeve))
        parts.append(_hand(110, 176))
    parts.append(ellipse(120, 140, 8, 8, fill=k.sleeve, stroke=INK, stroke_width=1.2))
    if suit is Suit.CUPS:  # his horse walks the other way, to the right
        return group(parts, "translate(240 0) scale(-1 1)")
    return "".join(parts)


# ---------------------------------------------------------------- the re
def _hatch(starts: list[tuple[float, float]], dx: float, dy: float, colour: str, width: float = 1.3) -> str:
    """A few parallel strokes of shading, as the woodcut-like prints have on robes and coats."""
    return path(" ".join(f"M{x:.1f},{y:.1f} l{dx:.1f},{dy:.1f}" for x, y in starts), fill="none", stroke=colour,
                stroke_width=width, stroke_linecap="round")


def _motifs(points: list[tuple[float, float]], kind: str, colour: str, accent: str) -> str:
    """The pattern woven on a king's robe: "flower" (three-lobed sprigs), "lozenge" (small
    diamonds with a centre), "roundel" (rings with a dot)."""
    if kind == "flower":
        d = " ".join(f"M{x + 2.4:.1f},{y - 3:.1f} a2.4,2.4 0 1 0 -4.8,0 a2.4,2.4 0 1 0 4.8,0 "
                     f"M{x - 0.6:.1f},{y + 1.6:.1f} a2.4,2.4 0 1 0 -4.8,0 a2.4,2.4 0 1 0 4.8,0 "
                     f"M{x + 5.4:.1f},{y + 1.6:.1f} a2.4,2.4 0 1 0 -4.8,0 a2.4,2.4 0 1 0 4.8,0" for x, y in points)
        return path(d, fill=colour) + path(" ".join(f"M{x:.1f},{y + 3:.1f} l0,5" for x, y in points), stroke=accent,
                                           stroke_width=1.4)
    if kind == "lozenge":
        d = " ".join(f"M{x:.1f},{y - 7:.1f} L{x + 5:.1f},{y:.1f} L{x:.1f},{y + 7:.1f} L{x - 5:.1f},{y:.1f} Z"
                     for x, y in points)
        return (path(d, fill=colour, stroke=INK, stroke_width=0.8)
                + path(" ".join(f"M{x + 1.6:.1f},{y:.1f} a1.6,1.6 0 1 0 -3.2,0 a1.6,1.6 0 1 0 3.2,0"
                                for x, y in points), fill=accent))
    d = " ".join(f"M{x + 5:.1f},{y:.1f} a5,5 0 1 0 -10,0 a5,5 0 1 0 10,0" for x, y in points)
    return (path(d, fill="none", stroke=colour, stroke_width=2.2)
            + path(" ".join(f"M{x + 1.8:.1f},{y:.1f} a1.8,1.8 0 1 0 -3.6,0 a1.8,1.8 0 1 0 3.6,0" for x, y in points),
                   fill=accent))


def spiked_crown(cx: float, base: float, w: float, gold: str = GOLD) -> str:
    """An open crown of tall points each tipped with a pearl, on a jewelled band."""
    x0, h = cx - w / 2, w * 0.62
    d = [f"M{_f(x0)},{_f(base)}"]
    for k in range(5):
        tip = x0 + w * k / 4
        d.append(f"L{_f(tip)},{_f(base - h)}")
        if k < 4:
            d.append(f"L{_f(x0 + w * (k + 0.5) / 4)},{_f(base - h * 0.4)}")
    d.append(f"L{_f(x0 + w)},{_f(base)} Z")
    pearls = " ".join(f"M{_f(x0 + w * k / 4 + 2.6)},{_f(base - h - 1)} a2.6,2.6 0 1 0 -5.2,0 a2.6,2.6 0 1 0 5.2,0"
                      for k in range(5))
    return (path(" ".join(d), fill=gold, stroke=INK, stroke_width=1.4)
            + path(pearls, fill=WHITE, stroke=INK, stroke_width=0.9)
            + rect(x0 - 1, base - 7, w + 2, 8, rx=2, fill="#c58f1f", stroke=INK, stroke_width=1.2)
            + circle(cx, base - 3, 2.6, fill=GREEN) + circle(cx - w * 0.3, base - 3, 2.0, fill=RED)
            + circle(cx + w * 0.3, base - 3, 2.0, fill=RED))


def _re_coins(k: King, signs: Signs) -> str:
    """Standing frontal in a long gown to the feet, a wide mantle patterned with flowers falling
    behind him to the ground, a rounded gold-bordered cape on his shoulders clasped with a jewel,
    and the great coin held forward before his breast in both hands."""
    parts = [
        # the mantle spreading behind him to the ground
        path(f"M98,118 C74,140 62,220 54,{GROUND - 2:.0f} L186,{GROUND - 2:.0f} C178,220 166,140 142,118 Z",
             fill=k.mantle, stroke=INK, stroke_width=1.5),
        path(f"M54,{GROUND - 2:.0f} L186,{GROUND - 2:.0f}", stroke=k.trim, stroke_width=3.0),
        _motifs([(74, 196), (68, 236), (64, 274), (166, 196), (172, 236), (176, 274)], "flower", k.trim, GREEN),
        _hatch([(62 + 2 * i, 214 + 14 * i) for i in range(5)] + [(170 + 2 * i, 208 + 14 * i) for i in range(5)], 6, 5,
               _shade(k.mantle, 0.6), 1.0),
        # the gown, straight to the feet, a jewelled orphrey down the front and a hem
        path("M102,124 L138,124 C144,180 148,240 152,290 L88,290 C92,240 96,180 102,124 Z", fill=k.gown,
             stroke=INK, stroke_width=1.4),
        path("M116,132 L124,132 L127,288 L113,288 Z", fill=k.trim, stroke=INK, stroke_width=0.9),
        path(" ".join(f"M{120 + 0.02 * (y - 130):.1f},{y} l0,0.1" for y in range(206, 286, 16)), stroke=RED,
             stroke_width=3.4, stroke_linecap="round"),
        path("M90,280 L150,280", stroke=k.trim, stroke_width=3.0),
        path("M102,196 L98,276 M138,196 L142,276", fill="none", stroke=_shade(k.gown, 0.62), stroke_width=1.2),
        ellipse(106, GROUND - 6, 10, 4.5, fill=DARK, stroke=INK, stroke_width=1.0),
        ellipse(134, GROUND - 6, 10, 4.5, fill=DARK, stroke=INK, stroke_width=1.0),
        rect(100, 196, 40, 7, fill=k.trim, stroke=INK, stroke_width=1.0),
        # the rounded cape over his shoulders, bordered in gold, a jewel at the throat
        path("M88,124 C96,110 144,110 152,124 C158,140 156,156 150,166 L90,166 C84,156 82,140 88,124 Z",
             fill=k.mantle, stroke=INK, stroke_width=1.5),
        path("M90,164 L150,164", stroke=k.trim, stroke_width=3.4),
        _hatch([(92, 134), (94, 146), (148, 134), (146, 146)], 4, 6, _shade(k.mantle, 0.6), 1.1),
    ]
    parts.append(head(120, 88, 18.5, "king", k.hair, k.beard, nose="long", brows="raised", cut="forked", old=True))
    parts.append(group(crown(120, 72, 36), narrow(120, 72)))
    # both arms come forward, the hands holding the great coin before his breast
    parts.append(_limb([(96, 130), (86, 160), (98, 172)], k.gown, 13))
    parts.append(_limb([(144, 130), (154, 160), (142, 172)], k.gown, 13))
    parts.append(signs["coin"](120, 160, 27))
    parts.append(_hand(97, 168))
    parts.append(_hand(143, 168))
    return "".join(parts)


def _re_cups(k: King, signs: Signs) -> str:
    """Striding to the left in a striped knee-length gown with a fur hem, hose and shoes showing,
    his mantle flying out behind him to the ground, a covered cup held out before him."""
    hose = "#e2c27a"
    parts = [
        # the mantle flying behind, to the right, down to the ground
        path(f"M128,116 C154,122 174,176 182,228 C188,258 192,282 196,{GROUND - 2:.0f} L158,{GROUND - 2:.0f} "
             "C154,250 146,196 132,150 Z", fill=k.mantle, stroke=INK, stroke_width=1.7),
        path(f"M182,228 C188,258 192,282 196,{GROUND - 2:.0f}", fill="none", stroke=k.trim, stroke_width=3.0),
        _hatch([(148 + 2 * i, 168 + 18 * i) for i in range(7)], 12, 4, _shade(k.mantle, 0.6)),
        # the legs in stride
        _limb([(126, 232), (140, 262), (152, GROUND - 6)], hose, 12),
        _limb([(112, 232), (100, 262), (86, GROUND - 6)], hose, 12),
        path(f"M72,{GROUND - 1:.0f} C74,{GROUND - 10:.0f} 90,{GROUND - 12:.0f} 94,{GROUND - 1:.0f} Z", fill=DARK,
             stroke=INK, stroke_width=1.2),
        path(f"M144,{GROUND - 1:.0f} C146,{GROUND - 10:.0f} 162,{GROUND - 12:.0f} 166,{GROUND - 1:.0f} Z", fill=DARK,
             stroke=INK, stroke_width=1.2),
        # the gown to the knee, striped in gold, a fur hem
        path("M104,122 L138,122 C144,160 150,200 156,242 C134,250 106,250 88,242 C94,200 98,160 104,122 Z",
             fill=k.gown, stroke=INK, stroke_width=1.6),
        path(" ".join(f"M{x:.1f},132 L{120 + (x - 121) * 1.6:.1f},242" for x in (106, 114, 122, 130, 138)),
             fill="none", stroke=k.trim, stroke_width=3.2),
        path("M86,238 C106,246 134,246 158,238 L159,250 C134,258 106,258 85,250 Z", fill="#7a5230", stroke=INK,
             stroke_width=1.3),
        _hatch([(90 + 8 * i, 243 + (2 if 2 < i < 6 else 0)) for i in range(9)], 1, 6, "#3e2814", 1.2),
        _hatch([(102 - 1.6 * i, 150 + 12 * i) for i in range(7)] + [(134 + 1.8 * i, 146 + 12 * i) for i in range(7)],
               6, 5, _shade(k.gown, 0.55), 1.1),
        rect(99, 184, 44, 7, fill="#5a2d17", stroke=INK, stroke_width=1.1),
        rect(116, 182, 10, 11, fill=k.trim, stroke=INK, stroke_width=1.0),
    ]
    # the arm swinging back
    parts.append(_limb([(136, 130), (150, 166), (156, 194)], k.gown, 13))
    parts.append(_hand(156, 196))
    parts.append(path("M96,124 C104,112 136,112 144,124 C142,134 100,134 96,124 Z", fill="#7a5230", stroke=INK,
                      stroke_width=1.3))  # the fur collar
    parts.append(head(118, 89, 18.5, "king", k.hair, k.beard, nose="broad", brows="heavy", cut="round"))
    parts.append(group(spiked_crown(118, 73, 34), narrow(118, 73)))
    # the covered cup held out before him
    parts.append(_limb([(104, 130), (86, 162), (88, 176)], k.gown, 13))
    parts.append(signs["lidded_cup"](88, 138, 80))
    parts.append(_hand(88, 174))
    return "".join(parts)


def _re_swords(k: King, signs: Signs) -> str:
    """Robed and crowned, standing frontal in a long gown to the feet girt with a gold belt, a
    mantle patterned with lozenges falling behind him to the ground, a gold-edged collar on his
    shoulders, his sword held upright in front of him, both hands closed on the grip at his waist
    and the blade rising before his right shoulder."""
    parts = [
        path(f"M96,118 C70,140 58,220 50,{GROUND - 2:.0f} L190,{GROUND - 2:.0f} C182,220 170,140 144,118 Z",
             fill=k.mantle, stroke=INK, stroke_width=1.7),
        path(f"M50,{GROUND - 2:.0f} L190,{GROUND - 2:.0f}", stroke=k.trim, stroke_width=3.0),
        _motifs([(70, 200), (64, 240), (60, 278), (170, 200), (176, 240), (180, 278), (82, 164), (158, 164)],
                "lozenge", k.trim, WHITE),
        # the gown, straight to the feet, its hem in gold and two deep folds
        path("M100,122 L140,122 C146,180 150,240 156,292 L84,292 C90,240 94,180 100,122 Z", fill=k.gown,
             stroke=INK, stroke_width=1.5),
        path("M104,206 L96,286 M136,206 L144,286 M120,210 L120,288", fill="none", stroke=_shade(k.gown, 0.6),
             stroke_width=1.4),
        path("M86,282 L154,282", stroke=k.trim, stroke_width=4.0),
        ellipse(106, GROUND - 6, 10, 4.5, fill=DARK, stroke=INK, stroke_width=1.0),
        ellipse(134, GROUND - 6, 10, 4.5, fill=DARK, stroke=INK, stroke_width=1.0),
        rect(98, 196, 44, 8, fill=k.trim, stroke=INK, stroke_width=1.1),
        # the gold-edged collar over his shoulders, its points on the breast
        path("M92,122 C100,110 140,110 148,122 L150,140 L132,150 L120,160 L108,150 L90,140 Z", fill=k.mantle,
             stroke=INK, stroke_width=1.5),
        path("M90,140 L108,150 L120,160 L132,150 L150,140", fill="none", stroke=k.trim, stroke_width=3.2),
    ]
    parts.append(head(120, 89, 18.5, "king", k.hair, k.beard, nose="hooked", brows="knit", cut="pointed", old=True))
    parts.append(group(spiked_crown(120, 73, 35), narrow(120, 73)))
    # the sword upright in front of him, the blade rising before his right shoulder
    # both arms, in the gown's sleeves, come in to the grip, the hands one over the other
    parts.append(_limb([(98, 130), (92, 170), (136, 198)], k.gown, 13))
    parts.append(_limb([(144, 130), (162, 164), (148, 186)], k.gown, 13))
    x, y = held_at(142, 192, 0.37 * 156, 0)
    parts.append(signs["sword"](x, y, 156, 15, 0))
    parts.append(_hand(142, 198))
    parts.append(_hand(142, 186))
    return "".join(parts)


def _re_batons(k: King, signs: Signs) -> str:
    """Standing in a long gown patterned with roundels, a brown fur tippet, a hand at his belt,
    the other holding his tall club planted on the ground like a staff."""
    parts = [
        path(f"M98,118 C86,160 80,230 72,{GROUND - 2:.0f} L168,{GROUND - 2:.0f} C160,230 154,160 142,118 Z",
             fill=k.gown, stroke=INK, stroke_width=1.7),
        _motifs([(98, 164), (142, 164), (92, 214), (120, 228), (148, 214), (86, 262), (114, 272), (140, 262),
                 (158, 276), (120, 180)], "roundel", k.trim, RED),
        _hatch([(84 + 2 * i, 200 + 14 * i) for i in range(6)], 8, -3, _shade(k.gown, 0.55)),
        _hatch([(150 - 1 * i, 200 + 14 * i) for i in range(6)], 8, 3, _shade(k.gown, 0.55)),
        path(f"M73,{GROUND - 12:.0f} L167,{GROUND - 12:.0f} L168,{GROUND - 2:.0f} L72,{GROUND - 2:.0f} Z",
             fill=k.trim, stroke=INK, stroke_width=1.3),
        rect(96, 192, 48, 8, fill="#5a2d17", stroke=INK, stroke_width=1.2),
        rect(115, 190, 10, 12, fill=k.trim, stroke=INK, stroke_width=1.0),
    ]
    # the club planted like a staff
    parts.append(signs["club"](70, 210, 176, 22, -2))
    parts.append(_limb([(142, 130), (162, 164), (142, 194)], k.gown, 14))
    parts.append(_hand(140, 195))
    # the fur tippet over the shoulders
    parts.append(path("M86,124 C96,108 144,108 154,124 C160,138 148,150 120,152 C92,150 80,138 86,124 Z",
                      fill=k.mantle, stroke=INK, stroke_width=1.5))
    parts.append(_hatch([(90 + 9 * i, 134 + (6 if 1 < i < 6 else 0)) for i in range(8)], 2, 7, "#3e2814", 1.3))
    parts.append(head(120, 88, 18.5, "king", k.hair, k.beard, nose="straight", brows="heavy", cut="square"))
    parts.append(group(crown(120, 72, 36), narrow(120, 72)))
    parts.append(_limb([(98, 130), (80, 142), (72, 150)], k.gown, 14))
    parts.append(_hand(72, 150))
    return "".join(parts)


def re(suit: Suit, signs: Signs) -> str:
    """The king, crowned, bearded and robed in his own pose by suit, each standing: coins with the
    coin held before his breast in both hands, cups striding with a covered cup held up, swords holding
    his sword upright before him in both hands, clubs leaning on his club as on a staff."""
    k = KINGS[suit]
    draw = {Suit.COINS: _re_coins, Suit.CUPS: _re_cups, Suit.SWORDS: _re_swords, Suit.BATONS: _re_batons}[suit]
    return draw(k, signs)
