"""The twelve court figures of the Siciliane, full length, standing on a patch of ground, drawn
like the old woodcut prints: heavy black outlines, a few parallel hatching strokes for shade,
deep reds, greens and yellows.

Every one of the twelve has a pose and a face of its own (``Look``: the width of the face, the
cut and length of the hair, the fringe, eyes, brows, nose, mouth, a moustache or beard):

- the "donna" (rank 8) is a sturdy, broad-shouldered young page with a girl's grace and long
  hair, short tunic, hose and boots, armed like a soldier (a short sword belted at the hip):
  coins, brown hair waving to the chest, striding with the coin raised high under a plumed cap;
  cups, a round face and straight auburn hair, standing square with the cup held in both hands
  under a wide hat; swords, fair curls under a crested steel morion, a big sword upright and a
  round steel buckler with a brass rim and boss; batons, black hair falling straight to the
  waist under a soldier's bonnet, at ease with the legs crossed, the long club held upright at
  her side and the free hand at her belt;
- the "cavallo" (rank 9) is a stocky young man astride a grey, on a saddle with a bordered,
  tasselled cloth, a different grey and gait on each: a dapple grey walking (coins: dark curls and
  a moustache, the coin held out in front), a near-white grey rearing (cups: black hair to the
  collar, clean-shaven, the cup raised high), an iron grey trotting (swords: a short beard and a
  hooked nose under a crested helmet, the sword swung overhead), a flea-bitten grey standing
  square, head up (batons: a fair bob under a tall cap, the long club on his shoulder);
- the "re" (rank 10): four paladin kings of the Opera dei Pupi, all standing the same way, in a
  long robe with an embroidered band set with lozenges down its front, a mantle brocaded with
  little lozenges, its broad border set with pearls, ermine, steel pauldrons or armour: coins
  with a full-size coin at his chest in both hands, cups raising a big cup, a sceptre in the
  other hand, swords in an open mantle over a cuirass with the sword upright beside him and an
  orb, batons holding his long knotty club upright in his hand, the other hand on his hip.

Every figure stands on a slab of the rank's colour (``ground``), grass on it and a shadow.

``Signs`` draws the caller's suit signs (coin, cup, sword, club) at a centre and size.
Coordinates are card units on a 240 x 360 card, feet on y = 298.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from ..svg import circle, circle_d, ellipse, group, path, polygon, rect, thick_line
from .common import INK, SKIN, WHITE

GROUND = 298.0
GOLD = "#f0b416"
DARK = "#2e1f14"
W = 2.3  # outline width of the figures: heavy, as in the old prints
RED, GREEN, BLUE, YELLOW = "#b3261e", "#1e7a34", "#1f4f9c", "#f0b416"
PURPLE, ORANGE = "#6a2f7e", "#d9661c"


@dataclass(frozen=True)
class Signs:
    """The suit signs, drawn by the caller: ``coin(x, y, r)``, ``cup(x, y, h)``,
    ``sword(x, y, length, width, rot)`` and ``club(x, y, length, width, rot)``, each centred on
    (x, y), the long signs point (or thick end) up before ``rot`` degrees."""
    coin: Callable[[float, float, float], str]
    cup: Callable[[float, float, float], str]
    sword: Callable[[float, float, float, float, float], str]
    club: Callable[[float, float, float, float, float], str]


def head_path(cx: float, cy: float, r: float, d: str) -> str:
    """Path data written in head units (the head's centre at 0,0, its radius 1) placed at
    (cx, cy) with radius ``r``: every "x,y" pair is mapped, the commands kept (absolute only)."""
    out = []
    for token in d.split():
        if "," in token:
            head, x, y = "", *token.split(",")
            if x[0].isalpha():
                head, x = x[0], x[1:]
            out.append(f"{head}{cx + float(x) * r:.2f},{cy + float(y) * r:.2f}")
        else:
            out.append(token)
    return " ".join(out)


def _hand(x: float, y: float, r: float = 5.8) -> str:
    return circle(x, y, r, fill=SKIN, stroke=INK, stroke_width=1.8)


def _limb(points: list[tuple[float, float]], colour: str, width: float = 11) -> str:
    return thick_line(points, colour, width, INK, 2.0)


def _hatch(lines: list[tuple[float, float, float, float]], width: float = 1.2) -> str:
    """A few parallel strokes of shade, as a woodcut cuts them."""
    d = " ".join(f"M{x0:.1f},{y0:.1f} L{x1:.1f},{y1:.1f}" for x0, y0, x1, y1 in lines)
    return path(d, fill="none", stroke=INK, stroke_width=width, stroke_linecap="round", opacity=0.8)


def _strokes(x0: float, y0: float, x1: float, y1: float, n: int, dx: float, dy: float) -> list:
    """``n`` parallel strokes (dx, dy) long, their feet spread from (x0, y0) to (x1, y1)."""
    return [(x0 + (x1 - x0) * k / max(1, n - 1), y0 + (y1 - y0) * k / max(1, n - 1),
             x0 + (x1 - x0) * k / max(1, n - 1) + dx, y0 + (y1 - y0) * k / max(1, n - 1) + dy) for k in range(n)]


def _features(cx: float, cy: float, r: float) -> str:
    """Eyes, brows, nose and mouth of a frontal face, cut in strong black strokes."""
    eyes = circle_d(cx - r * 0.36, cy - r * 0.05, r * 0.12) + " " + circle_d(cx + r * 0.36, cy - r * 0.05, r * 0.12)
    lines = head_path(cx, cy, r, "M-0.6,-0.3 L-0.16,-0.36 M0.6,-0.3 L0.16,-0.36 M0,-0.22 L-0.1,0.3 L0.08,0.32")
    return (path(eyes, fill=INK) + path(lines, fill="none", stroke=INK, stroke_width=1.5, stroke_linecap="round")
            + path(head_path(cx, cy, r, "M-0.22,0.56 L0.22,0.56"), stroke="#8e1a14", stroke_width=2.0,
                   stroke_linecap="round"))


def youth_head(cx: float, cy: float, r: float, hair: str) -> str:
    """A youth's head: long hair falling to the shoulders, a fringe, a smooth face."""
    back = head_path(cx, cy, r, "M-1.05,-0.2 C-1.3,-1.5 1.3,-1.5 1.05,-0.2 C1.2,0.8 1.45,1.5 0.9,1.55 L0.45,0.7 "
                          "L-0.45,0.7 L-0.9,1.55 C-1.45,1.5 -1.2,0.8 -1.05,-0.2 Z")
    fringe = head_path(cx, cy, r, "M-0.95,-0.1 C-0.9,-1.1 0.9,-1.1 0.95,-0.1 C0.6,-0.5 -0.2,-0.55 -0.95,-0.1 Z")
    curls = head_path(cx, cy, r, "M-1.1,0.4 L-0.95,1.2 M1.1,0.4 L0.95,1.2")
    return (path(back, fill=hair, stroke=INK, stroke_width=1.8)
            + path(curls, stroke=INK, stroke_width=1.0)
            + ellipse(cx, cy, r * 0.86, r, fill=SKIN, stroke=INK, stroke_width=2.0)
            + path(fringe, fill=hair, stroke=INK, stroke_width=1.4)
            + _features(cx, cy, r))


@dataclass(frozen=True)
class Look:
    """What makes one face its own: the width of the face (``jaw``, in head radii), the hair's
    cut (``hair``: "wavy", "straight", "curls", "short" or "bob") and how far it falls
    (``length``), the fringe ("part", "straight", "curly", "side"), the eyes ("lashed", "round",
    "almond", "lidded"), brows ("arched", "straight", "heavy", "raised"), nose ("fine", "long",
    "snub", "hooked"), mouth ("bow", "smile", "wide", "pout", "firm"), rosy cheeks, and the
    colour of a moustache or a short beard."""
    jaw: float = 0.84
    hair: str = "wavy"
    length: float = 2.7
    fringe: str = "part"
    eyes: str = "lashed"
    brows: str = "arched"
    nose: str = "fine"
    mouth: str = "bow"
    cheeks: bool = True
    tache: bool = False
    beard: bool = False


def _hair_back(j: float, look: Look) -> tuple[str, str]:
    """The hair behind the face (head units) and the strokes of its locks."""
    L = look.length
    a, b = j + 0.2, j + 0.45
    if look.hair == "wavy":
        return (f"M{-a},-0.3 C{-b},-1.5 {b},-1.5 {a},-0.3 C{a + 0.15},0.6 {a + 0.5},{L * 0.5} {a + 0.45},{L - 0.5} "
                f"C{a + 0.5},{L} {a + 0.2},{L + 0.25} {a - 0.05},{L} C{a + 0.05},{L - 0.35} {a - 0.2},{L - 0.55} "
                f"{a - 0.15},{L - 0.85} C{a - 0.3},1.3 {a - 0.4},0.9 0.5,0.7 L-0.5,0.7 C{-a + 0.4},0.9 {-a + 0.3},1.3 "
                f"{-a + 0.15},{L - 0.85} C{-a + 0.2},{L - 0.55} {-a - 0.05},{L - 0.35} {-a + 0.05},{L} "
                f"C{-a - 0.2},{L + 0.25} {-a - 0.5},{L} {-a - 0.45},{L - 0.5} C{-a - 0.5},{L * 0.5} {-a - 0.15},0.6 {-a},-0.3 Z",
                f"M{-a - 0.1},0.5 C{-a - 0.3},1.1 {-a},{L * 0.6} {-a - 0.2},{L - 0.3} "
                f"M{a + 0.1},0.5 C{a + 0.3},1.1 {a},{L * 0.6} {a + 0.2},{L - 0.3}")
    if look.hair == "straight":
        return (f"M{-a + 0.05},-0.3 C{-b},-1.5 {b},-1.5 {a - 0.05},-0.3 L{a + 0.2},{L} L{a - 0.3},{L} L0.5,0.75 "
                f"L-0.5,0.75 L{-a + 0.3},{L} L{-a - 0.2},{L} Z",
                f"M{-a + 0.05},0.4 L{-a + 0.05},{L - 0.1} M{a - 0.05},0.4 L{a - 0.05},{L - 0.1} "
                f"M{-a - 0.1},0.8 L{-a - 0.12},{L - 0.3} M{a + 0.1},0.8 L{a + 0.12},{L - 0.3}")
    if look.hair == "bob":
        return (f"M{-a},-0.3 C{-b},-1.5 {b},-1.5 {a},-0.3 C{a + 0.1},0.5 {a + 0.2},{L} {a - 0.1},{L} L0.4,0.8 "
                f"L-0.4,0.8 L{-a + 0.1},{L} C{-a - 0.2},{L} {-a - 0.1},0.5 {-a},-0.3 Z",
                f"M{-a + 0.05},0.2 L{-a + 0.1},{L - 0.15} M{a - 0.05},0.2 L{a - 0.1},{L - 0.15}")
    # short hair (and the crown of the curly heads): a cap to the nape
    return f"M{-j - 0.14},0.6 C{-j - 0.45},-1.4 {j + 0.45},-1.4 {j + 0.14},0.6 Z", ""


_FRINGES = {
    "part": "M{a},0.1 C{b},-1.1 {j},-1.15 {c},0.0 C{d},-0.45 0.3,-0.6 0.0,-0.42 C-0.35,-0.62 {e},-0.45 {a},0.1 Z",
    "straight": "M{a},-0.05 C{b},-1.2 {j},-1.2 {c},-0.05 L{f},-0.4 L{g},-0.4 Z",
    "curly": "M{a},0.0 C{b},-1.15 {j},-1.15 {c},0.0 Q{d},-0.62 0.42,-0.36 Q0.2,-0.68 0.0,-0.4 Q-0.2,-0.68 -0.42,-0.36 "
             "Q{e},-0.62 {a},0.0 Z",
    "side": "M{a},0.1 C{b},-1.1 {j},-1.25 {c},-0.1 C0.5,-0.65 -0.3,-0.5 {a},0.1 Z",
}


def own_head(cx: float, cy: float, r: float, hair: str, look: Look = Look()) -> str:
    """A head of its own: the face, features and hair of ``look`` (see ``Look``)."""
    j = look.jaw
    back, locks = _hair_back(j, look)
    out = [path(head_path(cx, cy, r, back), fill=hair, stroke=INK, stroke_width=1.8)]
    if look.hair == "curls":
        curls = " ".join(circle_d(cx + s * (j + 0.12) * r, cy + y * r, r * 0.34)
                         for s in (-1, 1) for y in (0.15, 0.7, 1.25, 1.8)[:max(2, int(look.length / 0.5))])
        out.append(path(curls, fill=hair, stroke=INK, stroke_width=1.5))
    if locks:
        out.append(path(head_path(cx, cy, r, locks), fill="none", stroke=INK, stroke_width=1.0, opacity=0.7))
    out.append(ellipse(cx, cy + r * 0.05, r * j, r * 0.98, fill=SKIN, stroke=INK, stroke_width=1.8))
    if look.cheeks:
        out.append(path(head_path(cx, cy, r, "M-0.6,0.3 C-0.6,0.22 -0.36,0.22 -0.36,0.3 C-0.36,0.4 -0.6,0.4 -0.6,0.3 Z "
                                              "M0.36,0.3 C0.36,0.22 0.6,0.22 0.6,0.3 C0.6,0.4 0.36,0.4 0.36,0.3 Z"),
                        fill="#e98a7a", opacity=0.75))
    if look.beard:
        k = j * 0.85
        out.append(path(head_path(cx, cy, r, f"M{-k},0.35 C{-k},1.0 -0.35,1.3 0,1.35 C0.35,1.3 {k},1.0 {k},0.35 "
                                             f"C0.5,0.8 -0.5,0.8 {-k},0.35 Z"), fill=hair, stroke=INK, stroke_width=1.5))
    fr = _FRINGES[look.fringe].format(a=-j - 0.08, b=-j - 0.16, j=j + 0.06, c=j + 0.1, d=j * 0.85, e=-j * 0.85,
                                      f=j - 0.1, g=-j + 0.1)
    out.append(path(head_path(cx, cy, r, fr), fill=hair, stroke=INK, stroke_width=1.3))
    ex = 0.36 if j > 0.86 else 0.33
    if look.eyes == "round":
        out.append(path(circle_d(cx - r * ex, cy, r * 0.13) + " " + circle_d(cx + r * ex, cy, r * 0.13), fill=WHITE,
                        stroke=INK, stroke_width=1.0))
        out.append(path(circle_d(cx - r * ex, cy + r * 0.02, r * 0.09) + " " + circle_d(cx + r * ex, cy + r * 0.02, r * 0.09),
                        fill=INK))
    elif look.eyes == "almond":
        out.append(path(head_path(cx, cy, r, f"M{-ex - 0.18},0 Q{-ex},-0.15 {-ex + 0.18},0 Q{-ex},0.1 {-ex - 0.18},0 Z "
                                             f"M{ex - 0.18},0 Q{ex},-0.15 {ex + 0.18},0 Q{ex},0.1 {ex - 0.18},0 Z"),
                        fill=WHITE, stroke=INK, stroke_width=1.1))
        out.append(path(circle_d(cx - r * ex, cy - r * 0.02, r * 0.075) + " " + circle_d(cx + r * ex, cy - r * 0.02, r * 0.075),
                        fill=INK))
    else:
        out.append(path(circle_d(cx - r * ex, cy - r * 0.02, r * 0.1) + " " + circle_d(cx + r * ex, cy - r * 0.02, r * 0.1),
                        fill=INK))
        lid = ("M{0},-0.1 C{1},-0.22 {2},-0.22 {3},-0.12" if look.eyes == "lashed" else "M{0},-0.06 L{3},-0.06")
        lids = " ".join(lid.format(s * (ex + 0.19), s * (ex + 0.09), s * (ex - 0.09), s * (ex - 0.19)) for s in (-1, 1))
        out.append(path(head_path(cx, cy, r, lids), fill="none", stroke=INK,
                        stroke_width=1.3 if look.eyes == "lashed" else 2.0, stroke_linecap="round"))
    brows = {"arched": ("M-0.56,-0.3 C-0.44,-0.44 -0.26,-0.44 -0.14,-0.34 M0.14,-0.34 C0.26,-0.44 0.44,-0.44 0.56,-0.3", 1.0),
             "straight": ("M-0.58,-0.3 L-0.14,-0.32 M0.14,-0.32 L0.58,-0.3", 1.5),
             "heavy": ("M-0.6,-0.36 L-0.14,-0.26 M0.14,-0.26 L0.6,-0.36", 2.6),
             "raised": ("M-0.56,-0.3 L-0.14,-0.3 M0.14,-0.36 C0.28,-0.5 0.44,-0.48 0.56,-0.4", 1.4)}[look.brows]
    noses = {"fine": "M0,-0.12 L-0.05,0.25 L0.05,0.27", "long": "M0.02,-0.14 L-0.1,0.36 L0.08,0.38",
             "snub": "M-0.09,0.22 Q0,0.32 0.09,0.22", "hooked": "M0,-0.14 C0.16,0.04 0.14,0.3 -0.04,0.33"}
    out.append(path(head_path(cx, cy, r, brows[0]), fill="none", stroke=INK, stroke_width=brows[1], stroke_linecap="round"))
    out.append(path(head_path(cx, cy, r, noses[look.nose]), fill="none", stroke=INK, stroke_width=1.2,
                    stroke_linecap="round"))
    lips = "#c0282a"
    if look.mouth == "bow":
        out.append(ellipse(cx, cy + r * 0.56, r * 0.15, r * 0.08, fill=lips))
    elif look.mouth == "pout":
        out.append(ellipse(cx, cy + r * 0.58, r * 0.17, r * 0.09, fill=lips))
    else:
        d = {"smile": "M-0.26,0.5 Q0,0.72 0.26,0.5", "wide": "M-0.3,0.57 L0.3,0.57",
             "firm": "M-0.2,0.6 L0.2,0.6"}[look.mouth]
        out.append(path(head_path(cx, cy, r, d), fill="none", stroke=lips if look.mouth != "firm" else "#6a1a12",
                        stroke_width=2.0, stroke_linecap="round"))
    if look.tache:
        t = head_path(cx, cy, r, "M-0.42,0.52 C-0.22,0.3 0.22,0.3 0.42,0.52")
        out.append(path(t, fill="none", stroke=INK, stroke_width=3.6, stroke_linecap="round")
                   + path(t, fill="none", stroke=hair, stroke_width=2.2, stroke_linecap="round"))
    return "".join(out)


#: The four donne, each with her own face and hair.
PAGE_LOOKS = {
    "coins": Look(jaw=0.86, hair="wavy", length=2.9, fringe="part", eyes="lashed", brows="arched", nose="fine",
                  mouth="bow"),
    "cups": Look(jaw=0.94, hair="straight", length=2.3, fringe="straight", eyes="almond", brows="straight",
                 nose="snub", mouth="smile"),
    "swords": Look(jaw=0.9, hair="curls", length=2.0, fringe="curly", eyes="almond", brows="arched", nose="fine",
                   mouth="pout", cheeks=False),
    "batons": Look(jaw=0.88, hair="straight", length=3.3, fringe="side", eyes="lidded", brows="arched", nose="long",
                   mouth="wide"),
}
#: The four cavalieri: young men, each his own.
RIDER_LOOKS = {
    "coins": Look(jaw=0.94, hair="curls", length=1.2, fringe="curly", eyes="lashed", brows="heavy", nose="snub",
                  mouth="firm", cheeks=False, tache=True),
    "cups": Look(jaw=0.86, hair="bob", length=1.6, fringe="side", eyes="almond", brows="arched", nose="fine",
                 mouth="smile", cheeks=True),
    "swords": Look(jaw=0.98, hair="short", fringe="side", eyes="lidded", brows="heavy", nose="hooked", mouth="firm",
                   cheeks=False, tache=True, beard=True),
    "batons": Look(jaw=0.92, hair="bob", length=1.1, fringe="straight", eyes="round", brows="raised", nose="long",
                   mouth="wide", cheeks=True),
}


def _sidearm(x: float, y: float, flip: int = 1) -> str:
    """A short sword worn at the hip, the page's soldierly arm: scabbard, cross-guard, pommel."""
    d = f"M{x:.1f},{y:.1f} L{x + flip * 16:.1f},{y + 44:.1f}"
    return (path(d, stroke=INK, stroke_width=7.5, stroke_linecap="round")
            + path(d, stroke="#5a3a1a", stroke_width=4.5, stroke_linecap="round")
            + path(f"M{x - 6:.1f},{y + 2 * flip - 2:.1f} L{x + 6:.1f},{y - 2 * flip - 2:.1f}", stroke=GOLD,
                   stroke_width=3.2, stroke_linecap="round")
            + circle(x - flip * 3, y - 9, 2.8, fill=GOLD, stroke=INK, stroke_width=1.0))


def king_head(cx: float, cy: float, r: float, hair: str, beard: str = "point") -> str:
    """A king's head: hair to the nape, a full beard ("point", "square" or "fork"), a moustache."""
    back = head_path(cx, cy, r, "M-1.02,0.7 C-1.25,-1.3 1.25,-1.3 1.02,0.7 Z")
    shape = {"point": "M-0.86,0.3 C-0.9,1.1 -0.4,1.5 0,1.85 C0.4,1.5 0.9,1.1 0.86,0.3 ",
             "square": "M-0.9,0.3 C-0.95,1.0 -0.8,1.45 -0.6,1.55 L0.6,1.55 C0.8,1.45 0.95,1.0 0.9,0.3 ",
             "fork": "M-0.86,0.3 C-0.9,1.2 -0.5,1.6 -0.3,1.95 L0,1.5 L0.3,1.95 C0.5,1.6 0.9,1.2 0.86,0.3 "}[beard]
    d = head_path(cx, cy, r, shape + "C0.6,0.75 0.35,0.62 0,0.7 C-0.35,0.62 -0.6,0.75 -0.86,0.3 Z")
    tache = head_path(cx, cy, r, "M-0.55,0.62 C-0.3,0.38 0.3,0.38 0.55,0.62")
    strands = head_path(cx, cy, r, "M-0.4,0.95 L-0.25,1.45 M0,1.0 L0,1.5 M0.4,0.95 L0.25,1.45")
    return (path(back, fill=hair, stroke=INK, stroke_width=1.8)
            + ellipse(cx, cy, r * 0.88, r, fill=SKIN, stroke=INK, stroke_width=2.0)
            + path(d, fill=hair, stroke=INK, stroke_width=1.8)
            + path(tache, fill="none", stroke=INK, stroke_width=3.4, stroke_linecap="round")
            + path(tache, fill="none", stroke=hair, stroke_width=2.0, stroke_linecap="round")
            + path(strands, stroke=INK, stroke_width=1.0, opacity=0.8)
            + _features(cx, cy - r * 0.05, r))


# --- headgear ----------------------------------------------------------------------------------

def feathered_cap(cx: float, top: float, r: float, colour: str, trim: str, plume: str = WHITE) -> str:
    """A soft cap worn aslant with a plume."""
    feather = head_path(cx, top, r, "M0.7,0.1 C1.4,-1.2 2.2,-1.0 2.3,-1.7 C2.4,-0.5 1.5,0.2 0.8,0.5 Z")
    cap = head_path(cx, top, r, "M-1.2,0.55 C-1.3,-0.6 1.3,-0.75 1.25,0.45 Z")
    return (path(feather, fill=plume, stroke=INK, stroke_width=1.6)
            + path(head_path(cx, top, r, "M1.0,-0.1 L1.9,-1.2"), stroke=INK, stroke_width=1.0)
            + path(cap, fill=colour, stroke=INK, stroke_width=W)
            + path(head_path(cx, top, r, "M-1.15,0.5 L1.2,0.4"), stroke=trim, stroke_width=3.4))


def brim_hat(cx: float, top: float, r: float, colour: str, trim: str) -> str:
    """A wide flat hat with a low crown and a band."""
    crown = head_path(cx, top, r, "M-0.85,0.45 L-0.75,-0.35 C-0.3,-0.6 0.3,-0.6 0.75,-0.35 L0.85,0.45 Z")
    return (ellipse(cx, top + r * 0.45, r * 1.75, r * 0.34, fill=colour, stroke=INK, stroke_width=W)
            + path(crown, fill=colour, stroke=INK, stroke_width=W)
            + rect(cx - r * 0.82, top + r * 0.05, r * 1.64, r * 0.3, fill=trim, stroke=INK, stroke_width=1.0))


def helmet(cx: float, top: float, r: float, colour: str, crest: str) -> str:
    """A morion: a round steel cap with a comb and a red crest, the brim turned up."""
    comb = head_path(cx, top, r, "M-0.7,0.1 C-0.7,-1.3 0.7,-1.3 0.8,0.1 Z")
    plume = head_path(cx, top, r, "M-0.2,-0.9 C-1.4,-2.2 -2.4,-1.2 -2.6,-0.2 C-1.8,-1.0 -1.0,-1.0 -0.4,-0.5 Z")
    return (path(plume, fill=crest, stroke=INK, stroke_width=1.6)
            + path(comb, fill=colour, stroke=INK, stroke_width=W)
            + path(head_path(cx, top, r, "M-1.5,0.3 C-1.0,0.7 1.0,0.7 1.6,0.2 C1.0,0.0 -1.0,0.0 -1.5,0.3 Z"),
                   fill=colour, stroke=INK, stroke_width=W)
            + _hatch([(cx - r * 0.3, top - r * 0.6, cx - r * 0.5, top), (cx - r * 0.05, top - r * 0.7, cx - r * 0.2, top)]))


def _bonnet(cx: float, top: float, r: float, colour: str, trim: str) -> str:
    """A soldier's flat bonnet worn level, a stiff brim turned up at the front and a short
    cock's feather standing up at the side."""
    feather = head_path(cx, top, r, "M-0.9,0.0 C-1.3,-0.9 -1.1,-1.7 -0.7,-2.0 C-0.7,-1.3 -0.5,-0.7 -0.55,0.0 Z")
    crown_d = head_path(cx, top, r, "M-1.25,0.35 C-1.5,-0.5 -0.6,-0.85 0.2,-0.8 C1.2,-0.75 1.55,-0.3 1.3,0.35 Z")
    return (path(feather, fill=GREEN, stroke=INK, stroke_width=1.5)
            + path(crown_d, fill=colour, stroke=INK, stroke_width=W)
            + path(head_path(cx, top, r, "M-1.3,0.2 L1.32,0.2 L1.2,0.62 L-1.18,0.62 Z"), fill=trim, stroke=INK,
                   stroke_width=1.6)
            + circle(cx - r * 0.75, top + r * 0.05, r * 0.18, fill=WHITE, stroke=INK, stroke_width=1.0))


def _buckler(x: float, y: float, r: float) -> str:
    """A plain round buckler: a steel face in a brass rim, a ring of brass rivets and a brass boss."""
    rivets = " ".join(circle_d(x + math.cos(math.radians(a)) * r * 0.68, y + math.sin(math.radians(a)) * r * 0.68, 1.6)
                      for a in range(0, 360, 45))
    return (circle(x, y, r, fill="#c9d1d8", stroke=INK, stroke_width=W)
            + circle(x, y, r - 3.2, fill="none", stroke="#d9a520", stroke_width=4.4)
            + circle(x, y, r - 6, fill="none", stroke=INK, stroke_width=1.0)
            + _hatch([(x + r * 0.15, y + r * 0.5, x + r * 0.5, y + r * 0.15), (x + r * 0.05, y + r * 0.62, x + r * 0.62, y + r * 0.05)])
            + path(rivets, fill="#d9a520", stroke=INK, stroke_width=0.6)
            + circle(x, y, r * 0.28, fill="#e9b530", stroke=INK, stroke_width=1.8)
            + circle(x - r * 0.08, y - r * 0.08, r * 0.09, fill=WHITE, opacity=0.8))


def tall_cap(cx: float, top: float, r: float, colour: str, trim: str) -> str:
    """A tall soft cap falling forward, a tassel at its tip and a turned-up band."""
    cap = head_path(cx, top, r, "M-1.05,0.55 C-1.1,-0.8 -0.2,-1.8 0.9,-1.6 C1.6,-1.5 1.7,-0.9 1.35,-0.7 "
                              "C1.0,-1.0 0.7,-0.6 1.05,0.5 Z")
    return (path(cap, fill=colour, stroke=INK, stroke_width=W)
            + circle(cx + r * 1.4, top - r * 0.6, r * 0.22, fill=trim, stroke=INK, stroke_width=1.2)
            + path(head_path(cx, top, r, "M-1.15,0.2 L1.15,0.15 L1.15,0.6 L-1.15,0.65 Z"), fill=trim, stroke=INK,
                   stroke_width=1.6))


def crown(cx: float, base: float, w: float, h: float, jewel: str, kind: str = "points") -> str:
    """A king's crown: "points" (five points with pearls), "arched" (closed, with a cross),
    "fleurs" (three lilies) or "spikes" (a ring of tall spikes)."""
    x0 = cx - w / 2
    band = (rect(x0 - 1, base - h * 0.32, w + 2, h * 0.32, fill="#c4861c", stroke=INK, stroke_width=1.6)
            + circle(cx, base - h * 0.16, 2.8, fill=jewel, stroke=INK, stroke_width=0.8)
            + circle(cx - w * 0.3, base - h * 0.16, 2.2, fill=GREEN) + circle(cx + w * 0.3, base - h * 0.16, 2.2, fill=GREEN))
    if kind == "arched":
        arch = (f"M{x0:.2f},{base - h * 0.3:.2f} C{x0:.2f},{base - h * 1.4:.2f} {x0 + w:.2f},{base - h * 1.4:.2f} "
                f"{x0 + w:.2f},{base - h * 0.3:.2f} Z")
        return (path(arch, fill=jewel, stroke=INK, stroke_width=W)
                + path(f"M{cx:.2f},{base - h * 0.3:.2f} L{cx:.2f},{base - h * 1.12:.2f}", stroke=GOLD, stroke_width=4)
                + path(f"M{cx:.2f},{base - h * 1.1:.2f} L{cx:.2f},{base - h * 1.55:.2f} M{cx - 5:.2f},{base - h * 1.38:.2f} "
                       f"L{cx + 5:.2f},{base - h * 1.38:.2f}", stroke=INK, stroke_width=2.4)
                + band)
    if kind == "fleurs":
        d = []
        for k in (-1, 0, 1):
            x = cx + k * w * 0.36
            d.append(f"M{x - 5:.2f},{base - h * 0.3:.2f} C{x - 9:.2f},{base - h * 0.8:.2f} {x - 2:.2f},{base - h:.2f} "
                     f"{x:.2f},{base - h * 1.2:.2f} C{x + 2:.2f},{base - h:.2f} {x + 9:.2f},{base - h * 0.8:.2f} "
                     f"{x + 5:.2f},{base - h * 0.3:.2f} Z")
        return path(" ".join(d), fill=GOLD, stroke=INK, stroke_width=1.8) + band
    pts = [(x0, base), (x0 - 2, base - h)]
    n = 8 if kind == "points" else 12
    for k in range(1, n + 1):
        pts.append((x0 + w * k / n, base - (h * (0.45 if kind == "points" else 0.55) if k % 2 else h)))
    pts += [(x0 + w + 2, base - h), (x0 + w, base)]
    out = polygon(pts, fill=GOLD, stroke=INK, stroke_width=1.8)
    if kind == "points":
        out += path(" ".join(circle_d(x0 + w * k / 4 + (-2 if k == 0 else 2 if k == 4 else 0), base - h - 2.5, 2.6)
                             for k in range(5)), fill=WHITE, stroke=INK, stroke_width=1.0)
    return out + band


# --- bodies ------------------------------------------------------------------------------------

def _leg(hip: tuple[float, float], knee: tuple[float, float], ankle: tuple[float, float], toe: int,
         hose: str, boot: str, cuff: str, thick: float = 12) -> str:
    """A leg in hose with a tall boot from below the knee; the foot points ``toe`` (-1 or 1)."""
    kx, ky = knee
    ax, ay = ankle
    top = (kx + (ax - kx) * 0.2, ky + (ay - ky) * 0.2)
    foot = (f"M{ax - 6:.2f},{ay - 8:.2f} L{ax + 6:.2f},{ay - 8:.2f} L{ax + toe * 18:.2f},{ay - 2:.2f} "
            f"L{ax + toe * 18:.2f},{ay + 1:.2f} L{ax - toe * 8:.2f},{ay + 1:.2f} Z")
    return (_limb([hip, knee, top], hose, thick)
            + _limb([top, (ax, ay - 6)], boot, thick + 1)
            + path(foot, fill=boot, stroke=INK, stroke_width=1.8)
            + _cuff(top, (ax - kx, ay - ky), cuff))


def _cuff(at: tuple[float, float], along: tuple[float, float], colour: str) -> str:
    """The turned-down top of a boot: a band across the leg."""
    n = math.hypot(*along) or 1.0
    ux, uy = along[0] / n, along[1] / n
    px, py = -uy * 8.5, ux * 8.5
    x, y = at
    pts = [(x + px - ux * 2, y + py - uy * 2), (x - px - ux * 2, y - py - uy * 2),
           (x - px + ux * 6, y - py + uy * 6), (x + px + ux * 6, y + py + uy * 6)]
    return polygon(pts, fill=colour, stroke=INK, stroke_width=1.6)


def _tunic(cx: float, sy: float, wy: float, hem: float, sw: float, ww: float, hw: float, skew: float,
           fill: str, trim: str, shade: int = 1) -> str:
    """A tunic (or robe) from the shoulders (half width ``sw``) in to the waist and out to the hem,
    the hem swung ``skew`` aside; hatching down the ``shade`` side."""
    d = (f"M{cx - sw:.2f},{sy:.2f} L{cx + sw:.2f},{sy:.2f} C{cx + sw + 3:.2f},{sy + 24:.2f} {cx + ww:.2f},{wy - 16:.2f} "
         f"{cx + ww:.2f},{wy:.2f} L{cx + hw + skew:.2f},{hem:.2f} Q{cx + skew:.2f},{hem + 7:.2f} {cx - hw + skew:.2f},{hem:.2f} "
         f"L{cx - ww:.2f},{wy:.2f} C{cx - ww:.2f},{wy - 16:.2f} {cx - sw - 3:.2f},{sy + 24:.2f} {cx - sw:.2f},{sy:.2f} Z")
    s = shade
    edge_top = cx + s * (ww - 4)
    edge_bot = cx + s * (hw - 6) + skew
    lines = _strokes(edge_top, wy + 6, edge_bot, hem - 12, max(3, int((hem - wy) / 14)), -s * 9, 6)
    lines += _strokes(cx + s * (sw - 3), sy + 12, cx + s * (ww - 3), wy - 10, 3, -s * 8, 5)
    return (path(d, fill=fill, stroke=INK, stroke_width=W)
            + path(f"M{cx - hw + skew + 3:.2f},{hem - 4:.2f} Q{cx + skew:.2f},{hem + 3:.2f} {cx + hw + skew - 3:.2f},{hem - 4:.2f}",
                   fill="none", stroke=trim, stroke_width=4.0)
            + _hatch(lines))


def _collar(cx: float, y: float, w: float, colour: str = WHITE) -> str:
    return path(f"M{cx - w:.2f},{y + 2:.2f} C{cx - w * 0.6:.2f},{y + 12:.2f} {cx + w * 0.6:.2f},{y + 12:.2f} {cx + w:.2f},{y + 2:.2f} "
                f"L{cx + w * 0.7:.2f},{y - 3:.2f} L{cx - w * 0.7:.2f},{y - 3:.2f} Z", fill=colour, stroke=INK, stroke_width=1.8)


def _neck(cx: float, y: float, h: float = 14) -> str:
    return rect(cx - 5.5, y, 11, h, fill=SKIN, stroke=INK, stroke_width=1.6)


def _belt(cx: float, y: float, half: float) -> str:
    return (rect(cx - half, y - 4, half * 2, 8, fill=DARK, stroke=INK, stroke_width=1.4)
            + rect(cx - 4, y - 5, 8, 10, fill=GOLD, stroke=INK, stroke_width=1.2))


def _ermine(x0: float, x1: float, y: float, h: float = 11) -> str:
    """A band of ermine: white with black tails."""
    tails = " ".join(f"M{x:.1f},{y + 3:.1f} l0,5" for x in range(int(x0) + 8, int(x1) - 4, 14))
    return (rect(x0, y, x1 - x0, h, rx=3, fill=WHITE, stroke=INK, stroke_width=1.8)
            + path(tails, stroke=INK, stroke_width=2.6))


def _mantle(d: str, fill: str, border: str, edges: tuple[float, float, float, float] | None = None) -> str:
    """A king's long mantle with a broad border of another colour all round its edge, pearls
    set along the border, and (given its ``edges``: left and right x at the shoulders, y = 104,
    and at the hem, y = 296) a brocade of little gold lozenges over the cloth."""
    out = (path(d, fill="none", stroke=INK, stroke_width=9.5) + path(d, fill=fill, stroke=border, stroke_width=5)
           + path(d, fill="none", stroke=WHITE, stroke_width=2.2, stroke_dasharray="0.1 7", stroke_linecap="round"))
    if edges:
        lt, rt, lb, rb = edges
        spots = []
        for row, y in enumerate(range(128, 290, 20)):
            f = (y - 104) / 192
            left, right = lt + (lb - lt) * f + 11, rt + (rb - rt) * f - 11
            for x in range(36 + (row % 2) * 10, 206, 20):
                if left < x < right:
                    spots.append(f"M{x},{y - 5} L{x + 3.5},{y} L{x},{y + 5} L{x - 3.5},{y} Z")
        out += path(" ".join(spots), fill=RED if fill == YELLOW else GOLD, stroke=INK, stroke_width=0.7, opacity=0.9)
    return out


def _orphrey(cx: float, y0: float, y1: float, w0: float, w1: float, band: str = GOLD, gem: str = RED) -> str:
    """An embroidered band down the front of a robe, widening to the hem, set with lozenges."""
    gems = " ".join(f"M{cx},{y - 5} L{cx + 4},{y} L{cx},{y + 5} L{cx - 4},{y} Z" for y in range(int(y0) + 10, int(y1) - 4, 14))
    return (path(f"M{cx - w0},{y0} L{cx + w0},{y0} L{cx + w1},{y1} L{cx - w1},{y1} Z", fill=band, stroke=INK,
                 stroke_width=1.6)
            + path(gems, fill=gem, stroke=INK, stroke_width=0.9))


def _pauldron(x: float, y: float) -> str:
    """A paladin's steel shoulder plate, two lames showing, as the Opera dei Pupi knights wear."""
    return (path(f"M{x - 13:.1f},{y + 6:.1f} C{x - 14:.1f},{y - 10:.1f} {x + 14:.1f},{y - 10:.1f} {x + 13:.1f},{y + 6:.1f} "
                 f"C{x + 6:.1f},{y + 2:.1f} {x - 6:.1f},{y + 2:.1f} {x - 13:.1f},{y + 6:.1f} Z",
                 fill="#9aa6b2", stroke=INK, stroke_width=1.8)
            + path(f"M{x - 11:.1f},{y:.1f} C{x - 4:.1f},{y - 4:.1f} {x + 4:.1f},{y - 4:.1f} {x + 11:.1f},{y:.1f}",
                   fill="none", stroke=INK, stroke_width=1.2))


def _mirror(svg: str, flip: bool) -> str:
    return group(svg, "translate(240 0) scale(-1 1)") if flip else svg


# --- the pages (rank 8) ------------------------------------------------------------------------

def page(suit: str, signs: Signs) -> str:
    hy, r = 80.0, 16.0
    look = PAGE_LOOKS[suit]
    arm, leg = 14, 15  # sturdy limbs
    if suit == "coins":  # striding right, the coin raised high, the other hand on the hip, a cape flying
        cx = 114.0
        return "".join([
            path("M92,104 C64,120 50,160 46,208 C60,198 74,202 86,194 L96,118 Z", fill=RED, stroke=INK, stroke_width=W),
            _hatch(_strokes(58, 170, 74, 130, 4, 10, 4)),
            _leg((104, 202), (90, 246), (80, 292), -1, YELLOW, DARK, GOLD, leg),
            _leg((126, 202), (142, 246), (152, 292), 1, RED, DARK, GOLD, leg),
            _tunic(cx, 104, 168, 216, 25, 21, 35, 4, BLUE, GOLD),
            path("M114,106 L114,168", stroke=GOLD, stroke_width=3),
            _belt(cx, 168, 21), _sidearm(132, 172),
            _limb([(92, 112), (70, 140), (92, 164)], BLUE, arm), _hand(92, 164, 6.6),
            _neck(cx, hy + 11), _collar(cx, 104, 18),
            own_head(cx, hy, r, "#6b3b17", look), feathered_cap(cx, hy - r, r, RED, GOLD),
            _limb([(136, 112), (162, 120), (156, 100)], BLUE, arm),
            signs.coin(154, 74, 26), _hand(156, 100, 6.6),
        ])
    if suit == "cups":  # standing square, the cup held in both hands before the chest
        cx = 120.0
        return "".join([
            _leg((110, 208), (108, 250), (103, 292), -1, GREEN, "#7a3a1a", GOLD, leg),
            _leg((130, 208), (133, 250), (137, 292), 1, GREEN, "#7a3a1a", GOLD, leg),
            _tunic(cx, 104, 178, 230, 26, 21, 38, 0, RED, GOLD, shade=-1),
            path("M101,108 L110,192 L130,192 L139,108 Z", fill=YELLOW, stroke=INK, stroke_width=1.8),
            _hatch(_strokes(104, 120, 107, 176, 4, 5, 0)),
            _belt(cx, 178, 21), _sidearm(100, 182, -1),
            _neck(cx, hy + 11), _collar(cx, 104, 19),
            own_head(cx, hy, r, "#a8481c", look), brim_hat(cx, hy - r, r * 1.05, GREEN, RED),
            _limb([(96, 112), (82, 146), (104, 162)], RED, arm), _limb([(144, 112), (158, 146), (136, 162)], RED, arm),
            signs.cup(120, 154, 80), _hand(104, 162, 6.6), _hand(136, 162, 6.6),
        ])
    if suit == "swords":  # feet wide apart, a morion, a big sword upright, a round buckler on the other arm
        cx = 120.0
        return "".join([
            path("M100,104 C84,140 80,180 84,214 L102,204 L104,118 Z", fill=BLUE, stroke=INK, stroke_width=W),
            _leg((110, 204), (92, 248), (78, 292), -1, RED, DARK, GOLD, leg),
            _leg((130, 204), (148, 248), (162, 292), 1, YELLOW, DARK, GOLD, leg),
            _tunic(cx, 104, 170, 214, 25, 20, 34, 0, GREEN, GOLD),
            path(" ".join(f"M{x},{y} l4,4 l-4,4 l-4,-4 Z" for x, y in ((110, 182), (130, 182), (120, 196))), fill=GOLD,
                 stroke=INK, stroke_width=1.0),
            _belt(cx, 170, 20),
            _neck(cx, hy + 11), _collar(cx, 104, 18),
            _sidearm(106, 174, -1),
            own_head(cx, hy, r, "#d9a441", look), helmet(cx, hy - r * 0.85, r * 1.08, "#b4bec8", YELLOW),
            _limb([(144, 112), (166, 132), (172, 160)], GREEN, arm),
            signs.sword(172, 98, 164, 16, 0), _hand(172, 160, 6.6),
            _limb([(96, 112), (80, 136), (82, 150)], GREEN, arm),
            _buckler(76, 148, 27),
        ])
    # batons: at ease, the legs crossed, the long club held upright at her side, a bonnet, the free hand at her belt
    cx = 122.0
    return _mirror("".join([
        _leg((114, 206), (120, 250), (134, 292), 1, RED, "#1f3a6a", GOLD, leg),
        _leg((132, 206), (128, 250), (108, 292), -1, GREEN, "#1f3a6a", GOLD, leg),
        _tunic(cx, 104, 166, 216, 25, 20, 33, -2, YELLOW, RED),
        path("M101,112 L145,150 M145,112 L101,150", stroke=RED, stroke_width=3.2),
        _belt(cx, 166, 20), _sidearm(104, 172, -1),
        _limb([(99, 112), (84, 142), (100, 166)], YELLOW, arm), _hand(100, 166, 6.6),
        _neck(cx, hy + 11), _collar(cx, 104, 18),
        own_head(cx, hy, r, "#2b2018", look), _bonnet(cx, hy - r, r, RED, GOLD),
        _limb([(145, 112), (162, 140), (172, 166)], YELLOW, arm),
        signs.club(176, 150, 190, 27, 12), _hand(172, 166, 6.6),
    ]), True)


# --- the kings (rank 10) -----------------------------------------------------------------------

def king(suit: str, signs: Signs) -> str:
    hy, r = 76.0, 17.0
    if suit == "coins":  # standing square, a full-size coin held at his chest with both hands
        cx = 120.0
        return "".join([
            _mantle("M88,104 C62,150 50,230 46,296 L194,296 C190,230 178,150 152,104 Z", GREEN, GOLD,
                    (88, 152, 46, 194)),
            _hatch(_strokes(60, 220, 72, 150, 5, 10, 8) + _strokes(180, 220, 168, 150, 5, -10, 8)),
            _tunic(cx, 106, 196, 294, 22, 24, 48, 0, RED, GOLD),
            _orphrey(cx, 196, 292, 6, 14),
            _ermine(70, 170, 283),
            ellipse(104, 298, 11, 4.5, fill=DARK) + ellipse(136, 298, 11, 4.5, fill=DARK),
            _neck(cx, hy + 14), _ermine(90, 150, 100, 14),
            king_head(cx, hy, r, "#7a4a1e", "square"), crown(cx, hy - r * 0.75, r * 2.0, r * 1.35, RED, "points"),
            _limb([(98, 116), (84, 150), (92, 164)], RED, 13), _limb([(142, 116), (156, 150), (148, 164)], RED, 13),
            _pauldron(98, 114), _pauldron(142, 114),
            signs.coin(120, 160, 33), _hand(90, 162, 6.4), _hand(150, 162, 6.4),
        ])
    if suit == "cups":  # standing, the big cup raised in his right hand, a sceptre in his left
        cx = 120.0
        return "".join([
            _mantle("M88,104 C62,150 50,230 46,296 L194,296 C190,230 178,150 152,104 Z", PURPLE, GOLD,
                    (88, 152, 46, 194)),
            _hatch(_strokes(60, 220, 72, 150, 5, 10, 8) + _strokes(180, 220, 168, 150, 5, -10, 8)),
            _tunic(cx, 106, 190, 294, 22, 22, 46, 0, BLUE, GOLD, shade=-1),
            path(" ".join(f"M{cx - 30 + k * 12},{y} l6,-8 l6,8" for y in (230, 262) for k in range(6)),
                 fill="none", stroke=GOLD, stroke_width=2.2),
            _orphrey(cx, 194, 292, 6, 12, GOLD, GREEN),
            _belt(cx, 190, 21),
            _ermine(72, 168, 283),
            ellipse(104, 298, 11, 4.5, fill=DARK) + ellipse(136, 298, 11, 4.5, fill=DARK),
            _neck(cx, hy + 14), _ermine(92, 148, 100, 13),
            king_head(cx, hy, r, "#b8b8b0", "fork"), crown(cx, hy - r * 0.75, r * 2.0, r * 1.3, RED, "arched"),
            path("M78,112 L102,240", stroke=INK, stroke_width=6.5, stroke_linecap="round"),
            path("M78,112 L102,240", stroke=GOLD, stroke_width=3.6, stroke_linecap="round"),
            path(head_path(77, 104, 7, "M0,-1.4 L0.9,0 L0,1.4 L-0.9,0 Z"), fill=GOLD, stroke=INK, stroke_width=1.6),
            _limb([(100, 116), (84, 148), (88, 170)], BLUE, 13), _hand(88, 168, 6.2),
            _limb([(140, 116), (162, 132), (162, 110)], BLUE, 13),
            signs.cup(162, 76, 76), _hand(162, 110, 6.4),
            _pauldron(100, 114), _pauldron(140, 114),
        ])
    if suit == "swords":  # an open mantle over armour, the sword upright beside him, an orb
        cx = 118.0
        return "".join([
            _mantle("M86,104 C54,150 44,240 42,296 L110,296 L112,170 L124,170 L128,296 L196,296 C192,230 180,150 150,104 Z",
                    YELLOW, RED, (86, 150, 42, 196)),
            _hatch(_strokes(54, 240, 64, 160, 5, 10, 8) + _strokes(184, 250, 176, 160, 5, -10, 8)),
            path("M100,104 L138,104 C142,140 142,170 140,200 L134,292 L102,292 L96,200 C94,170 94,140 100,104 Z",
                 fill=PURPLE, stroke=INK, stroke_width=W),
            _orphrey(118, 190, 291, 6, 11, GOLD, BLUE),
            path("M102,108 L134,108 C136,140 134,170 130,190 L106,190 C102,170 100,140 102,108 Z", fill="#9aa6b2",
                 stroke=INK, stroke_width=1.8),
            _hatch([(106, 130, 130, 130), (106, 146, 132, 146), (106, 162, 131, 162), (108, 178, 130, 178)], 1.6),
            path("M118,108 L118,190", stroke=INK, stroke_width=1.4),
            _ermine(100, 136, 284),
            ellipse(108, 298, 10, 4.5, fill=DARK) + ellipse(130, 298, 10, 4.5, fill=DARK),
            _neck(cx, hy + 14), _collar(cx, 104, 20, GOLD),
            king_head(cx, hy, r, "#3b2a1a", "point"), crown(cx, hy - r * 0.75, r * 2.0, r * 1.5, BLUE, "spikes"),
            _limb([(136, 114), (160, 140), (170, 176)], PURPLE, 13),
            signs.sword(170, 120, 190, 16, 0), _hand(170, 176, 6.4),
            _limb([(100, 114), (82, 146), (92, 164)], PURPLE, 13),
            circle(92, 148, 11, fill=GOLD, stroke=INK, stroke_width=W),
            path("M92,137 L92,131 M88,133 L96,133", stroke=INK, stroke_width=2.2),
            path("M81,148 L103,148", stroke=INK, stroke_width=1.4),
            _hand(92, 164, 6.2),
        ])
    # batons: the long knotty club held upright in his hand, the other hand on his hip, the mantle spread wide
    cx = 114.0
    return _mirror("".join([
        _mantle("M84,104 C50,140 36,230 34,296 L186,296 C184,230 174,150 146,104 Z", RED, GOLD, (84, 146, 34, 186)),
        _hatch(_strokes(46, 250, 58, 150, 6, 10, 8)),
        _tunic(cx, 106, 186, 292, 21, 20, 40, 2, GREEN, GOLD),
        path(" ".join(f"M{x0},{y} L{x1},{y}" for x0, x1, y in ((96, 132, 200), (90, 138, 226), (84, 144, 252),
                                                                  (78, 150, 278))), stroke=GOLD, stroke_width=3.6),
        _orphrey(cx + 1, 192, 290, 5, 11, GOLD, RED),
        ellipse(100, 298, 11, 4.5, fill=DARK) + ellipse(130, 298, 11, 4.5, fill=DARK),
        _neck(cx, hy + 14), _ermine(84, 144, 100, 14),
        king_head(cx, hy, r, "#b0682a", "point"), crown(cx, hy - r * 0.75, r * 2.0, r * 1.4, GREEN, "fleurs"),
        _limb([(94, 116), (72, 150), (94, 178)], RED, 13), _hand(94, 178, 6.2),
        _limb([(136, 116), (164, 136), (161, 166)], RED, 13),
        signs.club(164, 150, 196, 30, 10), _hand(161, 166, 7.0),
        _pauldron(94, 114), _pauldron(136, 114),
    ]), True)


# --- the horses and riders (rank 9) ------------------------------------------------------------

def _rot(p: tuple[float, float], pivot: tuple[float, float], angle: float) -> tuple[float, float]:
    a = math.radians(angle)
    x, y = p[0] - pivot[0], p[1] - pivot[1]
    return pivot[0] + x * math.cos(a) - y * math.sin(a), pivot[1] + x * math.sin(a) + y * math.cos(a)


#: Each gait's legs (far fore, far hind, near hind, near fore), hip or shoulder to hoof, the turn of
#: the neck about the withers and the turn of the whole body about the hindquarters.
GAITS = {
    "walk": ([(152, 232), (164, 258), (162, 296)], [(86, 230), (80, 262), (84, 296)],
             [(98, 232), (104, 264), (98, 296)], [(142, 232), (160, 254), (152, 276)], 0, 0),
    "trot": ([(152, 232), (150, 264), (146, 296)], [(86, 230), (70, 254), (58, 272)],
             [(98, 232), (104, 264), (112, 296)], [(142, 232), (166, 244), (160, 268)], -10, 0),
    "rear": ([(152, 232), (178, 226), (176, 252)], [(86, 230), (76, 264), (66, 296)],
             [(98, 232), (96, 266), (92, 296)], [(142, 232), (168, 240), (160, 264)], -6, -24),
    "stand": ([(152, 232), (156, 264), (158, 296)], [(86, 230), (78, 262), (80, 296)],
              [(98, 232), (100, 264), (96, 296)], [(142, 232), (140, 264), (136, 296)], -8, 0),
}
PIVOT_BODY = (90.0, 236.0)
PIVOT_NECK = (160.0, 200.0)


@dataclass(frozen=True)
class Coat:
    colour: str
    marks: str  # "dapple", "white", "iron", "flea"
    mane: str
    spot: str


COATS = {
    "dapple": Coat("#a9adb2", "dapple", "#4a4b50", "#dfe2e6"),
    "white": Coat("#e4e3dd", "white", "#a9a9a4", "#cfcfca"),
    "iron": Coat("#666b72", "iron", "#26272b", "#8d939b"),
    "flea": Coat("#e0ddd4", "flea", "#6e6a64", "#6b4a34"),
}


def _horse(coat: Coat, gait: str, rider: str, reins_from: tuple[float, float]) -> str:
    """A grey horse facing right, whole, the rider (drawn in the horse's frame) on its back."""
    far_fore, far_hind, near_hind, near_fore, neck_turn, body_turn = GAITS[gait]
    hoof = "#2e2a26"
    shade = "#5e6166" if coat.marks != "iron" else "#45494f"

    def leg(pts: list[tuple[float, float]], fill: str) -> str:
        x, y = pts[-1]
        return _limb(pts, fill, 11) + rect(x - 6.5, y - 4, 13, 6, rx=2, fill=hoof, stroke=INK, stroke_width=1.2)

    if coat.marks == "flea":
        marks = path(" ".join(circle_d(x, y, 1.5) for x, y in
                              ((72, 204), (82, 222), (92, 200), (100, 214), (110, 232), (118, 204), (128, 220),
                               (140, 206), (150, 226), (160, 212), (86, 212), (106, 196), (134, 232), (146, 196),
                               (164, 200), (76, 232), (124, 236))), fill=coat.spot)
    elif coat.marks in ("dapple", "iron"):
        spots = ((72, 210), (80, 226), (90, 206), (98, 230), (108, 200), (126, 204), (144, 200), (100, 218),
                 (118, 222), (138, 226), (156, 214), (112, 236), (132, 238), (150, 230))
        marks = path(" ".join(circle_d(x, y, 4.6 if coat.marks == "dapple" else 3.4)
                              for x, y in spots[::1 if coat.marks == "dapple" else 2]), fill=coat.spot)
    else:
        marks = ""
    belly = _hatch(_strokes(96, 234, 146, 234, 6, -4, -8) + _strokes(70, 214, 74, 236, 3, 8, -3))
    neck_head = group("".join([
        path("M138,202 C140,176 150,152 164,132 L192,144 C186,166 180,194 176,224 Z", fill=coat.colour, stroke=INK,
             stroke_width=W),
        path("M160,136 C160,116 184,110 196,122 L220,156 C224,168 214,178 203,173 L182,160 Z", fill=coat.colour,
             stroke=INK, stroke_width=W),
        polygon([(168, 124), (168, 104), (179, 119)], fill=coat.colour, stroke=INK, stroke_width=1.8),
        path("M166,124 C150,146 138,172 136,200 L146,202 C148,176 156,152 172,134 Z", fill=coat.mane, stroke=INK,
             stroke_width=1.6),
        _hatch(_strokes(176, 170, 170, 200, 3, 8, 2)),
        circle(186, 132, 2.8, fill=INK), circle(213, 163, 1.8, fill=INK),
        path("M172,130 L214,166 M188,146 L168,158 M200,150 L210,168", fill="none", stroke="#7a1f14", stroke_width=2.6),
    ]), f"rotate({neck_turn} {PIVOT_NECK[0]} {PIVOT_NECK[1]})")
    bit = _rot((212, 166), PIVOT_NECK, neck_turn)
    body = "".join([
        leg(far_fore, shade),
        path("M70,200 C48,208 44,250 54,278 C58,254 62,236 76,216 Z", fill=coat.mane, stroke=INK, stroke_width=1.8),
        ellipse(116, 214, 57, 29, fill=coat.colour, stroke=INK, stroke_width=W),
        marks, belly,
        neck_head,
        "" if body_turn else leg(near_hind, coat.colour),
        leg(near_fore, coat.colour),
        rider,
        path(f"M{reins_from[0]:.1f},{reins_from[1]:.1f} Q{(reins_from[0] + bit[0]) / 2:.1f},{max(reins_from[1], bit[1]) + 10:.1f} "
             f"{bit[0]:.1f},{bit[1]:.1f}", fill="none", stroke="#7a1f14", stroke_width=2.2),
    ])
    if body_turn:
        # the hind legs stay on the ground, the rest turns up about the hindquarters
        return leg(far_hind, shade) + leg(near_hind, coat.colour) + group(body, f"rotate({body_turn} {PIVOT_BODY[0]} {PIVOT_BODY[1]})")
    return leg(far_hind, shade) + body


def _saddle(cloth: str) -> str:
    """A saddle on its cloth, in the rider's frame (the seat at 0,0, facing right): the cloth
    follows the horse's barrel down its side, a gold border and a hem cut in tongues with tassels;
    the dark leather seat rises to a cantle behind and a pommel in front, a girth below."""
    hem = " ".join(f"L{x},{32 + (6 if k % 2 else 0)}" for k, x in enumerate(range(24, -27, -8)))
    cloth_d = f"M-30,2 C-12,-4 12,-4 30,0 L27,32 {hem} L-30,32 Z"
    tassels = " ".join(circle_d(x, 41, 2.4) for x in range(-24, 25, 16))
    return "".join([
        path(cloth_d, fill=cloth, stroke=INK, stroke_width=W, stroke_linejoin="round"),
        path("M-27,8 C-12,3 12,3 27,6 M-27,26 L26,26", fill="none", stroke=GOLD, stroke_width=3.2),
        path(tassels, fill=GOLD, stroke=INK, stroke_width=0.8),
        path("M-6,4 L-4,32", stroke="#4a2d14", stroke_width=5),
        path("M-26,2 C-30,-10 -22,-16 -16,-6 C-6,-2 8,-2 16,-6 C20,-14 28,-10 26,2 C10,6 -10,6 -26,2 Z", fill="#5a3418",
             stroke=INK, stroke_width=1.8),
    ])


def _seated(x: float, y: float, main: str, second: str, hose: str, boots: str, hair: str, headgear: str,
            arm: str, lean: float = 0, behind: str = "", look: Look = Look()) -> str:
    """A rider seated at (x, y) facing right: saddle cloth, torso, the near leg down the horse's
    side, the head and its ``headgear``; ``arm`` is the near arm and what it holds, drawn last."""
    body = "".join([
        behind,
        _saddle(second),
        path("M-21,-68 L22,-68 C26,-42 25,-16 22,4 L-20,4 C-23,-16 -24,-42 -21,-68 Z", fill=main, stroke=INK,
             stroke_width=W),
        _hatch(_strokes(-17, -52, -17, -8, 4, 8, 4)),
        path("M1,-66 L1,-14", stroke=GOLD, stroke_width=2.6),
        rect(-22, -16, 45, 8, fill=DARK, stroke=INK, stroke_width=1.4),
        _limb([(0, -2), (24, 12), (20, 44)], hose, 15),
        path("M12,32 L28,32 L30,54 L40,58 L40,63 L12,63 Z", fill=boots, stroke=INK, stroke_width=1.8),
        path("M10,64 L34,64", stroke=INK, stroke_width=2.6),
        rect(-6, -84, 12, 18, fill=SKIN, stroke=INK, stroke_width=1.6),
        _collar(0, -68, 18),
        own_head(0, -92, 14.5, hair, look),
        headgear,
        arm,
    ])
    tf = f"translate({x} {y})" + (f" rotate({lean})" if lean else "")
    return group(body, tf)


def rider(suit: str, signs: Signs) -> str:
    r = 14.5
    top = -92 - r
    look = RIDER_LOOKS[suit]
    if suit == "coins":  # dapple grey walking, the coin held out in front
        arm = (_limb([(12, -60), (32, -40), (48, -58)], ORANGE, 14) + signs.coin(56, -76, 24) + _hand(48, -58, 6.4))
        man = _seated(104, 186, ORANGE, BLUE, YELLOW, DARK, "#4a2a12", feathered_cap(0, top, r, RED, GOLD), arm,
                      look=look)
        return _horse(COATS["dapple"], "walk", man, (118, 168))
    if suit == "cups":  # near-white grey rearing, the cup raised high
        arm = (_limb([(12, -60), (30, -86), (30, -114)], GREEN, 14) + signs.cup(30, -142, 62) + _hand(30, -114, 6.4))
        man = _seated(102, 191, GREEN, RED, YELLOW, "#7a3a1a", "#1c1410", brim_hat(0, top, r, RED, GOLD), "", 32,
                      arm, look=look)
        return _mirror(group(_horse(COATS["white"], "rear", man, (118, 168)), "translate(120 306) scale(0.94) translate(-120 -306)"), True)
    if suit == "swords":  # iron grey trotting, the sword swung overhead, a crested helmet
        arm = (_limb([(12, -60), (28, -86), (14, -110)], RED, 14) + signs.sword(-26, -140, 120, 13, -52)
               + _hand(14, -110, 6.4))
        man = _seated(104, 186, RED, BLUE, GREEN, DARK, "#9a4a22", helmet(0, top, r, "#9aa6b2", RED), arm, -4,
                      look=look)
        return _horse(COATS["iron"], "trot", man, (118, 168))
    # batons: flea-bitten grey standing square, head up, the long club on the rider's shoulder
    arm = _limb([(12, -60), (30, -36), (14, -62)], PURPLE, 14) + _hand(14, -62, 6.4)
    man = _seated(108, 188, PURPLE, YELLOW, BLUE, "#1f3a6a", "#d0a050", tall_cap(0, top, r, GREEN, RED), arm, -6,
                  signs.club(-14, -86, 134, 24, -42), look=look)
    return _mirror(group(_horse(COATS["flea"], "stand", man, (122, 170)),
                         "translate(124 300) scale(1.1) translate(-130 -300)"), True)


def ground(band: str, x0: float = 44, x1: float = 196) -> str:
    """What a figure stands on: a clear slab of the rank's colour (red for the donna, yellow for
    the cavallo, green for the re), a patch of grass on it and the figure's shadow."""
    mid = (x0 + x1) / 2
    tufts = " ".join(f"M{x:.1f},{GROUND + 3:.1f} l-3,-8 M{x + 4:.1f},{GROUND + 3:.1f} l1,-9 M{x + 8:.1f},{GROUND + 3:.1f} l4,-7"
                     for x in (x0 + 12, mid - 44, mid + 30, x1 - 24))
    slab_hatch = " ".join(f"M{x:.1f},{GROUND + 17:.1f} l6,-7" for x in range(int(x0) + 8, int(x1) - 8, 9))
    return (rect(x0, GROUND + 2, x1 - x0, 18, rx=2, fill=band, stroke=INK, stroke_width=W)
            + path(slab_hatch, stroke=INK, stroke_width=1.0, opacity=0.45)
            + path(f"M{x0 + 4:.1f},{GROUND + 6:.1f} C{x0 + 12:.1f},{GROUND - 6:.1f} {x1 - 12:.1f},{GROUND - 6:.1f} {x1 - 4:.1f},{GROUND + 6:.1f} Z",
                   fill="#3f8a2c", stroke=INK, stroke_width=1.6)
            + path(tufts, stroke="#1f5a1a", stroke_width=1.6, stroke_linecap="round")
            + ellipse(mid, GROUND + 1, (x1 - x0) * 0.3, 4.5, fill=INK, opacity=0.3))
