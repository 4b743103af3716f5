"""The twelve court figures of the Trevigiane, drawn for this pattern alone.

Each is a half figure above the card's middle line (the card turns it half round for the lower
half, as the real double-headed cards are printed): the fanti young and capped, save the jack of
swords, the bareheaded bearded "vecia scapelada" who holds a small severed head by the hair; the
jack of cups with a hound at his side; the cavalli riding horses seen from the side, head and neck
and mane and bridle; the kings bearded and crowned in ermine-collared mantles, the king of batons
beside the round seal of Treviso. Coordinates are card units on a 240 x 360 card (the half runs
from y 12 to the middle, 180).
"""

from __future__ import annotations

from typing import Callable

from ...rules.cards import Rank, Suit
from ..svg import circle, ellipse, group, path, polygon, rect, thick_line
from .common import INK, SKIN, WHITE, star

RED = "#c0392b"
AZURE = "#2d5ea8"
GOLD = "#e2a92c"
GREEN = "#2f7d45"
DARK_GOLD = "#a8741a"
MID = 177  # where a half ends, just above the middle band

Sign = Callable[[float, float], str]


# --- heads -------------------------------------------------------------------------------------

def head(cx: float, cy: float, r: float, hair: str, *, beard: str | None = None, long_hair: bool = True,
         bald: bool = False, old: bool = False) -> str:
    """A face seen from the front, with hair to the jaw or the shoulders and, for the kings and the
    old jack, a moustache and a forked beard."""
    parts = []
    if long_hair:
        drop = r * (1.45 if not bald else 1.0)
        parts.append(path(f"M{cx - r * 0.9:.2f},{cy - r * 0.4:.2f} C{cx - r * 1.35:.2f},{cy + r * 0.2:.2f} "
                          f"{cx - r * 1.3:.2f},{cy + drop * 0.8:.2f} {cx - r * 0.9:.2f},{cy + drop:.2f} "
                          f"L{cx + r * 0.9:.2f},{cy + drop:.2f} C{cx + r * 1.3:.2f},{cy + drop * 0.8:.2f} "
                          f"{cx + r * 1.35:.2f},{cy + r * 0.2:.2f} {cx + r * 0.9:.2f},{cy - r * 0.4:.2f} Z",
                          fill=hair, stroke=INK, stroke_width=1.3))
    parts.append(ellipse(cx, cy, r * 0.84, r, fill=SKIN, stroke=INK, stroke_width=1.6))
    if not bald:  # the fringe over the brow
        parts.append(path(f"M{cx - r * 0.86:.2f},{cy - r * 0.1:.2f} C{cx - r * 0.9:.2f},{cy - r * 1.1:.2f} "
                          f"{cx + r * 0.9:.2f},{cy - r * 1.1:.2f} {cx + r * 0.86:.2f},{cy - r * 0.1:.2f} "
                          f"C{cx + r * 0.6:.2f},{cy - r * 0.55:.2f} {cx + r * 0.2:.2f},{cy - r * 0.62:.2f} {cx:.2f},{cy - r * 0.5:.2f} "
                          f"C{cx - r * 0.2:.2f},{cy - r * 0.62:.2f} {cx - r * 0.6:.2f},{cy - r * 0.55:.2f} "
                          f"{cx - r * 0.86:.2f},{cy - r * 0.1:.2f} Z", fill=hair, stroke=INK, stroke_width=1.2))
    else:  # the bald crown: a few lines of wrinkles
        parts.append(path(f"M{cx - r * 0.35:.2f},{cy - r * 0.62:.2f} Q{cx:.2f},{cy - r * 0.7:.2f} {cx + r * 0.35:.2f},{cy - r * 0.62:.2f} "
                          f"M{cx - r * 0.3:.2f},{cy - r * 0.48:.2f} Q{cx:.2f},{cy - r * 0.55:.2f} {cx + r * 0.3:.2f},{cy - r * 0.48:.2f}",
                          fill="none", stroke="#b98a66", stroke_width=1.1))
    brow = "#6b4a2e" if not old else "#8d8780"
    parts.append(path(f"M{cx - r * 0.58:.2f},{cy - r * 0.22:.2f} Q{cx - r * 0.36:.2f},{cy - r * 0.36:.2f} {cx - r * 0.14:.2f},{cy - r * 0.24:.2f} "
                      f"M{cx + r * 0.14:.2f},{cy - r * 0.24:.2f} Q{cx + r * 0.36:.2f},{cy - r * 0.36:.2f} {cx + r * 0.58:.2f},{cy - r * 0.22:.2f}",
                      fill="none", stroke=brow, stroke_width=max(1.2, r * 0.09), stroke_linecap="round"))
    parts.append(ellipse(cx - r * 0.35, cy - r * 0.06, r * 0.11, r * 0.08, fill=INK))
    parts.append(ellipse(cx + r * 0.35, cy - r * 0.06, r * 0.11, r * 0.08, fill=INK))
    parts.append(path(f"M{cx + r * 0.02:.2f},{cy - r * 0.05:.2f} L{cx - r * 0.1:.2f},{cy + r * 0.3:.2f} L{cx + r * 0.1:.2f},{cy + r * 0.32:.2f}",
                      fill="none", stroke="#a8795a", stroke_width=1.3, stroke_linecap="round"))
    if beard:
        parts.append(path(f"M{cx - r * 0.82:.2f},{cy + r * 0.05:.2f} C{cx - r * 0.9:.2f},{cy + r * 0.9:.2f} "
                          f"{cx - r * 0.45:.2f},{cy + r * 1.55:.2f} {cx - r * 0.12:.2f},{cy + r * 1.75:.2f} "
                          f"L{cx:.2f},{cy + r * 1.5:.2f} L{cx + r * 0.12:.2f},{cy + r * 1.75:.2f} "
                          f"C{cx + r * 0.45:.2f},{cy + r * 1.55:.2f} {cx + r * 0.9:.2f},{cy + r * 0.9:.2f} {cx + r * 0.82:.2f},{cy + r * 0.05:.2f} "
                          f"C{cx + r * 0.6:.2f},{cy + r * 0.55:.2f} {cx - r * 0.6:.2f},{cy + r * 0.55:.2f} {cx - r * 0.82:.2f},{cy + r * 0.05:.2f} Z",
                          fill=beard, stroke=INK, stroke_width=1.3))
        parts.append(path(f"M{cx - r * 0.5:.2f},{cy + r * 0.55:.2f} C{cx - r * 0.3:.2f},{cy + r * 0.35:.2f} "
                          f"{cx + r * 0.3:.2f},{cy + r * 0.35:.2f} {cx + r * 0.5:.2f},{cy + r * 0.55:.2f} "
                          f"C{cx + r * 0.2:.2f},{cy + r * 0.46:.2f} {cx - r * 0.2:.2f},{cy + r * 0.46:.2f} {cx - r * 0.5:.2f},{cy + r * 0.55:.2f} Z",
                          fill=beard, stroke=INK, stroke_width=1.1))
        parts.append(path(f"M{cx - r * 0.16:.2f},{cy + r * 0.66:.2f} L{cx + r * 0.16:.2f},{cy + r * 0.66:.2f}",
                          stroke="#8e3a2a", stroke_width=1.6, stroke_linecap="round"))
    else:
        parts.append(path(f"M{cx - r * 0.22:.2f},{cy + r * 0.55:.2f} Q{cx:.2f},{cy + r * 0.68:.2f} {cx + r * 0.22:.2f},{cy + r * 0.55:.2f}",
                          fill="none", stroke="#a3402f", stroke_width=1.6, stroke_linecap="round"))
        parts.append(circle(cx - r * 0.5, cy + r * 0.3, r * 0.15, fill="#ee9f8c", opacity=0.7))
        parts.append(circle(cx + r * 0.5, cy + r * 0.3, r * 0.15, fill="#ee9f8c", opacity=0.7))
    return "".join(parts)


def crown(cx: float, base: float, w: float, h: float, cap: str) -> str:
    """An open crown of five fleurons over a velvet cap."""
    x0 = cx - w / 2
    pts = [(x0, base)]
    for k in range(9):
        x = x0 + w * k / 8
        pts.append((x, base - (h if k % 2 == 0 else h * 0.45)))
    pts.append((x0 + w, base))
    balls = " ".join(f"M{x0 + w * k / 4 - 2.6:.2f},{base - h - 1.5:.2f} a2.6,2.6 0 1 0 5.2,0 a2.6,2.6 0 1 0 -5.2,0 Z"
                     for k in range(5))
    return (path(f"M{x0 + 3:.2f},{base:.2f} C{x0 + 2:.2f},{base - h * 1.3:.2f} {x0 + w - 2:.2f},{base - h * 1.3:.2f} "
                 f"{x0 + w - 3:.2f},{base:.2f} Z", fill=cap, stroke=INK, stroke_width=1.3)
            + polygon(pts, fill=GOLD, stroke=INK, stroke_width=1.5)
            + path(balls, fill=WHITE, stroke=INK, stroke_width=1.0)
            + rect(x0 - 1.5, base - 7, w + 3, 8, rx=2, fill=DARK_GOLD, stroke=INK, stroke_width=1.2)
            + circle(cx, base - 3, 3, fill=RED) + circle(cx - w * 0.3, base - 3, 2.2, fill=AZURE)
            + circle(cx + w * 0.3, base - 3, 2.2, fill=AZURE))


def beret(cx: float, top: float, r: float, colour: str, feather: str) -> str:
    """A wide flat cap worn aslant, a plume curling back from its band."""
    return (path(f"M{cx + r * 0.4:.2f},{top:.2f} C{cx + r * 1.5:.2f},{top - r * 1.1:.2f} {cx + r * 2.2:.2f},{top - r * 0.4:.2f} "
                 f"{cx + r * 2.3:.2f},{top + r * 0.3:.2f} C{cx + r * 1.9:.2f},{top - r * 0.2:.2f} {cx + r * 1.4:.2f},{top - r * 0.3:.2f} "
                 f"{cx + r * 0.6:.2f},{top + r * 0.3:.2f} Z", fill=feather, stroke=INK, stroke_width=1.2)
            + path(f"M{cx - r * 1.3:.2f},{top + r * 0.45:.2f} C{cx - r * 1.5:.2f},{top - r * 0.6:.2f} "
                   f"{cx + r * 1.2:.2f},{top - r * 0.9:.2f} {cx + r * 1.35:.2f},{top + r * 0.25:.2f} "
                   f"C{cx + r * 0.4:.2f},{top + r * 0.55:.2f} {cx - r * 0.5:.2f},{top + r * 0.6:.2f} {cx - r * 1.3:.2f},{top + r * 0.45:.2f} Z",
                   fill=colour, stroke=INK, stroke_width=1.5)
            + path(f"M{cx - r * 0.95:.2f},{top + r * 0.5:.2f} C{cx - r * 0.3:.2f},{top + r * 0.62:.2f} "
                   f"{cx + r * 0.5:.2f},{top + r * 0.45:.2f} {cx + r * 0.95:.2f},{top + r * 0.32:.2f}",
                   fill="none", stroke=GOLD, stroke_width=3.2))


def tall_hat(cx: float, top: float, r: float, colour: str, brim: str) -> str:
    """A tall rounded hat with a rolled brim."""
    return (path(f"M{cx - r * 0.85:.2f},{top + r * 0.4:.2f} C{cx - r * 0.9:.2f},{top - r * 1.5:.2f} "
                 f"{cx + r * 0.9:.2f},{top - r * 1.7:.2f} {cx + r * 0.85:.2f},{top + r * 0.4:.2f} Z",
                 fill=colour, stroke=INK, stroke_width=1.5)
            + path(f"M{cx - r * 0.3:.2f},{top - r * 0.9:.2f} Q{cx:.2f},{top - r * 0.3:.2f} {cx + r * 0.35:.2f},{top - r * 1.0:.2f}",
                   fill="none", stroke=GOLD, stroke_width=2.0)
            + rect(cx - r * 1.1, top + r * 0.15, r * 2.2, r * 0.5, rx=r * 0.25, fill=brim, stroke=INK, stroke_width=1.3))


def brimmed_hat(cx: float, top: float, r: float, colour: str, band: str) -> str:
    """A broad round-brimmed hat with a low crown and a band."""
    return (path(f"M{cx - r * 0.75:.2f},{top + r * 0.3:.2f} C{cx - r * 0.8:.2f},{top - r * 0.9:.2f} "
                 f"{cx + r * 0.8:.2f},{top - r * 0.9:.2f} {cx + r * 0.75:.2f},{top + r * 0.3:.2f} Z",
                 fill=colour, stroke=INK, stroke_width=1.5)
            + rect(cx - r * 0.78, top - r * 0.05, r * 1.56, r * 0.3, fill=band, stroke=INK, stroke_width=1.1)
            + ellipse(cx, top + r * 0.35, r * 1.7, r * 0.3, fill=colour, stroke=INK, stroke_width=1.5))


def helmet(cx: float, top: float, r: float, plume: str) -> str:
    """A rounded steel helmet with a brim and a tall plume."""
    return (path(f"M{cx + r * 0.1:.2f},{top - r * 0.6:.2f} C{cx + r * 0.6:.2f},{top - r * 1.9:.2f} {cx + r * 1.6:.2f},{top - r * 1.6:.2f} "
                 f"{cx + r * 1.8:.2f},{top - r * 0.9:.2f} C{cx + r * 1.3:.2f},{top - r * 1.2:.2f} {cx + r * 0.8:.2f},{top - r * 1.0:.2f} "
                 f"{cx + r * 0.4:.2f},{top - r * 0.3:.2f} Z", fill=plume, stroke=INK, stroke_width=1.2)
            + path(f"M{cx - r * 0.92:.2f},{top + r * 0.45:.2f} C{cx - r * 1.0:.2f},{top - r * 1.0:.2f} "
                   f"{cx + r * 1.0:.2f},{top - r * 1.0:.2f} {cx + r * 0.92:.2f},{top + r * 0.45:.2f} Z",
                   fill="#b8c4cf", stroke=INK, stroke_width=1.5)
            + path(f"M{cx:.2f},{top - r * 0.6:.2f} L{cx:.2f},{top + r * 0.4:.2f}", stroke="#6f7d8a", stroke_width=2.0)
            + rect(cx - r * 1.15, top + r * 0.3, r * 2.3, r * 0.32, rx=r * 0.16, fill="#8fa0b0", stroke=INK,
                   stroke_width=1.2))


def turban(cx: float, top: float, r: float, colour: str, trim: str) -> str:
    """A wound turban with a jewel."""
    return (ellipse(cx, top + r * 0.05, r * 1.15, r * 0.72, fill=colour, stroke=INK, stroke_width=1.5)
            + path(f"M{cx - r * 1.05:.2f},{top + r * 0.1:.2f} C{cx - r * 0.4:.2f},{top - r * 0.5:.2f} "
                   f"{cx + r * 0.4:.2f},{top + r * 0.5:.2f} {cx + r * 1.05:.2f},{top - r * 0.1:.2f}",
                   fill="none", stroke=trim, stroke_width=3.0)
            + circle(cx, top - r * 0.45, r * 0.2, fill=RED, stroke=INK, stroke_width=1.0))


# --- bodies ------------------------------------------------------------------------------------

def bust(cx: float, neck: float, w: float, coat: str, front: str, trim: str, *, belt: bool = True,
         pattern: str = "", bottom: float = MID) -> str:
    """Shoulders and chest down to the middle line: a coat open over a doublet ``front``, its edges
    trimmed; ``pattern`` ("dots", "bars", "chevrons") decorates the doublet."""
    parts = [path(f"M{cx - 12:.2f},{neck:.2f} C{cx - w * 0.5:.2f},{neck + 3:.2f} {cx - w * 0.9:.2f},{neck + 6:.2f} "
                  f"{cx - w:.2f},{neck + 24:.2f} L{cx - w - 6:.2f},{bottom:.2f} L{cx + w + 6:.2f},{bottom:.2f} "
                  f"L{cx + w:.2f},{neck + 24:.2f} C{cx + w * 0.9:.2f},{neck + 6:.2f} {cx + w * 0.5:.2f},{neck + 3:.2f} "
                  f"{cx + 12:.2f},{neck:.2f} Z", fill=coat, stroke=INK, stroke_width=1.7),
             path(f"M{cx - 14:.2f},{neck + 2:.2f} L{cx - 24:.2f},{bottom:.2f} L{cx + 24:.2f},{bottom:.2f} L{cx + 14:.2f},{neck + 2:.2f} Z",
                  fill=front, stroke=INK, stroke_width=1.4),
             path(f"M{cx - 14:.2f},{neck + 2:.2f} L{cx - 24:.2f},{bottom:.2f} M{cx + 14:.2f},{neck + 2:.2f} L{cx + 24:.2f},{bottom:.2f}",
                  stroke=trim, stroke_width=3.2)]
    if pattern == "dots":
        parts.append(path(" ".join(f"M{cx + dx - 2:.2f},{y:.2f} a2,2 0 1 0 4,0 a2,2 0 1 0 -4,0 Z"
                                   for y in range(int(neck) + 14, bottom - 6, 12) for dx in (-8, 8)), fill=trim))
    elif pattern == "bars":
        parts.append(path(" ".join(f"M{cx - 14:.2f},{y:.2f} L{cx + 14:.2f},{y:.2f}"
                                   for y in range(int(neck) + 14, bottom - 4, 10)), stroke=trim, stroke_width=2.4))
    elif pattern == "chevrons":
        parts.append(path(" ".join(f"M{cx - 14:.2f},{y:.2f} L{cx:.2f},{y + 7:.2f} L{cx + 14:.2f},{y:.2f}"
                                   for y in range(int(neck) + 12, bottom - 10, 13)), fill="none", stroke=trim,
                          stroke_width=2.4))
    parts.append(path(f"M{cx - 9:.2f},{neck - 2:.2f} L{cx + 9:.2f},{neck - 2:.2f} L{cx + 12:.2f},{neck + 6:.2f} "
                      f"L{cx:.2f},{neck + 12:.2f} L{cx - 12:.2f},{neck + 6:.2f} Z", fill=WHITE, stroke=INK,
                      stroke_width=1.2))  # the shirt's collar
    if belt:
        parts.append(rect(cx - 24, bottom - 20, 48, 7, fill=DARK_GOLD, stroke=INK, stroke_width=1.2))
        parts.append(rect(cx - 5, bottom - 22, 10, 11, rx=2, fill=GOLD, stroke=INK, stroke_width=1.2))
    return "".join(parts)


def ermine(cx: float, neck: float, w: float) -> str:
    """The king's ermine cape over the shoulders: white fur with black tails."""
    d = (f"M{cx - 14:.2f},{neck - 1:.2f} C{cx - w * 0.6:.2f},{neck + 1:.2f} {cx - w:.2f},{neck + 6:.2f} {cx - w - 2:.2f},{neck + 30:.2f} "
         f"C{cx - w * 0.6:.2f},{neck + 40:.2f} {cx - w * 0.3:.2f},{neck + 36:.2f} {cx:.2f},{neck + 40:.2f} "
         f"C{cx + w * 0.3:.2f},{neck + 36:.2f} {cx + w * 0.6:.2f},{neck + 40:.2f} {cx + w + 2:.2f},{neck + 30:.2f} "
         f"C{cx + w:.2f},{neck + 6:.2f} {cx + w * 0.6:.2f},{neck + 1:.2f} {cx + 14:.2f},{neck - 1:.2f} Z")
    tails = " ".join(f"M{cx + dx:.2f},{neck + dy:.2f} l-1.6,4 l1.6,-1 l1.6,1 Z"
                     for dx, dy in ((-40, 16), (-26, 24), (-10, 28), (10, 28), (26, 24), (40, 16), (-18, 12), (18, 12)))
    return path(d, fill=WHITE, stroke=INK, stroke_width=1.5) + path(tails, fill=INK)


def arm(points: list[tuple[float, float]], sleeve: str, cuff: str, width: float = 15) -> str:
    """A sleeved arm from the shoulder along ``points`` to a cuff and a hand at the last point, a flower
    worked on the upper sleeve."""
    hx, hy = points[-1]
    px, py = points[-2]
    cx_, cy_ = hx + (px - hx) * 0.25, hy + (py - hy) * 0.25
    fx, fy = (points[0][0] + points[1][0]) / 2, (points[0][1] + points[1][1]) / 2
    petals = " ".join(f"M{fx + dx:.2f},{fy + dy:.2f} a2.2,2.2 0 1 0 0.1,0 Z"
                      for dx, dy in ((0, -3.4), (3.2, -1), (2, 2.8), (-2, 2.8), (-3.2, -1)))
    flower = path(petals, fill=cuff, stroke=INK, stroke_width=0.7) + circle(fx, fy, 1.6, fill=RED)
    return (thick_line(points[:-1] + [(cx_, cy_)], sleeve, width, INK, 1.5) + flower
            + circle(cx_, cy_, width * 0.45, fill=cuff, stroke=INK, stroke_width=1.2)
            + circle(hx, hy, 6.5, fill=SKIN, stroke=INK, stroke_width=1.5))


# --- beasts ------------------------------------------------------------------------------------

def horse(coat: str, mane: str, cloth: str, cloth_trim: str) -> str:
    """A horse's forehand seen from the side, head to the left: neck, mane, head with ear, eye,
    nostril and bridle, the saddle cloth over its back (the rider is drawn over it)."""
    body = path("M60,177 C60,150 72,124 84,104 C82,98 74,96 66,102 L44,124 C38,130 28,128 26,120 "
                "C24,113 28,107 34,102 L58,66 C62,58 70,54 78,54 C100,60 124,96 150,116 "
                "C176,124 206,120 228,128 L228,177 Z", fill=coat, stroke=INK, stroke_width=1.8)
    ears = path("M70,58 L72,38 L82,54 Z M78,55 L84,40 L88,58 Z", fill=coat, stroke=INK, stroke_width=1.4)
    mane_d = path("M76,54 C70,48 74,44 80,46 C86,44 92,48 92,56 C100,58 102,66 100,72 C110,74 112,82 110,88 "
                  "C120,90 124,98 120,104 C132,104 136,112 132,118 C142,116 148,120 148,126 L150,116 "
                  "C124,96 100,60 78,54 Z M68,60 C62,58 60,66 64,72 C66,66 70,64 74,64 Z",
                  fill=mane, stroke=INK, stroke_width=1.2)
    cloth_d = path("M120,177 C122,150 130,128 150,118 C176,126 206,122 228,130 L228,177 Z", fill=cloth,
                   stroke=INK, stroke_width=1.5)
    fringe = path("M120,170 C124,148 134,128 152,120", fill="none", stroke=cloth_trim, stroke_width=4.0)
    features = (ellipse(60, 84, 4.2, 3.2, fill=INK) + circle(61, 83, 1.1, fill=WHITE)
                + ellipse(32, 114, 3.2, 2.2, fill=INK, opacity=0.8)
                + path("M27,121 C32,124 38,124 42,121", fill="none", stroke=INK, stroke_width=1.3))
    bridle = path("M76,64 L46,118 M38,102 C44,106 50,110 52,116 M76,64 C74,74 70,84 62,96", fill="none",
                  stroke="#6a2a1a", stroke_width=3.0, stroke_linecap="round")
    studs = circle(46, 118, 3, fill=GOLD, stroke=INK, stroke_width=1.0)
    return body + cloth_d + fringe + mane_d + ears + features + bridle + studs


def dog(x: float, y: float, bottom: float) -> str:
    """A white hound with a brown ear sitting up at the jack's side, looking up at him (to the left);
    its chest runs down to ``bottom``."""
    return (path(f"M{x - 20:.2f},{bottom:.2f} C{x - 22:.2f},{y + 40:.2f} {x - 18:.2f},{y + 20:.2f} {x - 10:.2f},{y + 10:.2f} "
                 f"L{x + 16:.2f},{y + 8:.2f} C{x + 26:.2f},{y + 30:.2f} {x + 30:.2f},{y + 50:.2f} {x + 30:.2f},{bottom:.2f} Z",
                 fill="#f4efe4", stroke=INK, stroke_width=1.6)
            + path(f"M{x - 14:.2f},{bottom:.2f} L{x - 12:.2f},{y + 44:.2f} M{x + 2:.2f},{bottom:.2f} L{x + 2:.2f},{y + 48:.2f}",
                   stroke=INK, stroke_width=1.3)  # the forelegs
            + path(f"M{x - 2:.2f},{y - 18:.2f} C{x + 14:.2f},{y - 22:.2f} {x + 22:.2f},{y - 8:.2f} {x + 20:.2f},{y + 6:.2f} "
                   f"C{x + 18:.2f},{y + 14:.2f} {x + 6:.2f},{y + 16:.2f} {x - 6:.2f},{y + 10:.2f} "
                   f"L{x - 26:.2f},{y + 4:.2f} C{x - 34:.2f},{y + 2:.2f} {x - 34:.2f},{y - 8:.2f} {x - 27:.2f},{y - 10:.2f} "
                   f"L{x - 12:.2f},{y - 14:.2f} Z", fill="#f4efe4", stroke=INK, stroke_width=1.6)  # head and muzzle
            + circle(x - 31, y - 5, 3.6, fill=INK)  # the nose
            + path(f"M{x - 30:.2f},{y + 2:.2f} C{x - 24:.2f},{y + 5:.2f} {x - 16:.2f},{y + 5:.2f} {x - 10:.2f},{y + 3:.2f}",
                   fill="none", stroke=INK, stroke_width=1.2)
            + ellipse(x - 6, y - 9, 2.8, 2.4, fill=INK)
            + path(f"M{x + 2:.2f},{y - 18:.2f} C{x + 12:.2f},{y - 20:.2f} {x + 20:.2f},{y - 6:.2f} {x + 18:.2f},{y + 14:.2f} "
                   f"C{x + 16:.2f},{y + 22:.2f} {x + 8:.2f},{y + 22:.2f} {x + 6:.2f},{y + 12:.2f} "
                   f"C{x + 4:.2f},{y:.2f} {x:.2f},{y - 8:.2f} {x + 2:.2f},{y - 18:.2f} Z",
                   fill="#8b5a2b", stroke=INK, stroke_width=1.3)  # the hanging ear
            + path(f"M{x - 12:.2f},{y + 14:.2f} C{x - 2:.2f},{y + 20:.2f} {x + 12:.2f},{y + 20:.2f} {x + 20:.2f},{y + 14:.2f}",
                   fill="none", stroke=INK, stroke_width=6.0, stroke_linecap="round")
            + path(f"M{x - 12:.2f},{y + 14:.2f} C{x - 2:.2f},{y + 20:.2f} {x + 12:.2f},{y + 20:.2f} {x + 20:.2f},{y + 14:.2f}",
                   fill="none", stroke=RED, stroke_width=3.6, stroke_linecap="round")
            + circle(x + 4, y + 21, 2.6, fill=GOLD, stroke=INK, stroke_width=0.9))


def severed_head(x: float, y: float) -> str:
    """The small head the jack of swords holds up by its hair: eyes closed, a dark shock of hair
    gathered in his fist above it."""
    return (path(f"M{x - 11:.2f},{y - 4:.2f} C{x - 12:.2f},{y - 16:.2f} {x + 12:.2f},{y - 16:.2f} {x + 11:.2f},{y - 4:.2f} "
                 f"L{x + 4:.2f},{y - 12:.2f} L{x:.2f},{y - 18:.2f} L{x - 4:.2f},{y - 12:.2f} Z",
                 fill="#3b2a1a", stroke=INK, stroke_width=1.2)
            + ellipse(x, y + 2, 9.5, 11, fill="#ead0b4", stroke=INK, stroke_width=1.4)
            + path(f"M{x - 10:.2f},{y - 3:.2f} C{x - 6:.2f},{y - 10:.2f} {x + 6:.2f},{y - 10:.2f} {x + 10:.2f},{y - 3:.2f}",
                   fill="none", stroke="#3b2a1a", stroke_width=3.0)
            + path(f"M{x - 6:.2f},{y + 1:.2f} q2.5,1.6 5,0 M{x + 1:.2f},{y + 1:.2f} q2.5,1.6 5,0 "
                   f"M{x - 3:.2f},{y + 8:.2f} L{x + 3:.2f},{y + 8:.2f}", fill="none", stroke=INK, stroke_width=1.2,
                   stroke_linecap="round")
            + path(f"M{x - 7:.2f},{y + 10:.2f} C{x - 4:.2f},{y + 15:.2f} {x + 4:.2f},{y + 15:.2f} {x + 7:.2f},{y + 10:.2f} "
                   f"C{x + 4:.2f},{y + 17:.2f} {x - 4:.2f},{y + 17:.2f} {x - 7:.2f},{y + 10:.2f} Z",
                   fill="#3b2a1a", stroke=INK, stroke_width=1.0))


def seal(cx: float, cy: float, r: float) -> str:
    """The round seal of Treviso the king of batons keeps beside him: a red shield with a silver
    cross and two stars in chief, in a gold ring wreathed with leaves."""
    s = r * 0.62
    shield = (f"M{cx - s:.2f},{cy - s:.2f} L{cx + s:.2f},{cy - s:.2f} L{cx + s:.2f},{cy + s * 0.2:.2f} "
              f"C{cx + s:.2f},{cy + s * 0.8:.2f} {cx + s * 0.3:.2f},{cy + s * 1.05:.2f} {cx:.2f},{cy + s * 1.2:.2f} "
              f"C{cx - s * 0.3:.2f},{cy + s * 1.05:.2f} {cx - s:.2f},{cy + s * 0.8:.2f} {cx - s:.2f},{cy + s * 0.2:.2f} Z")
    leaves = " ".join(f"M{cx + dx * r * 0.92:.2f},{cy + dy * r * 0.92:.2f} l{dx * 5:.2f},{-4:.2f} l{dx * 2:.2f},{6:.2f} Z"
                      for dx, dy in ((-1, 0.2), (-0.8, 0.6), (1, 0.2), (0.8, 0.6), (-0.9, -0.4), (0.9, -0.4)))
    return (circle(cx, cy, r, fill=GOLD, stroke=INK, stroke_width=1.7)
            + circle(cx, cy, r * 0.84, fill=WHITE, stroke=INK, stroke_width=1.2)
            + path(leaves, fill=GREEN, stroke=INK, stroke_width=0.8)
            + path(shield, fill=RED, stroke=INK, stroke_width=1.4)
            + path(f"M{cx:.2f},{cy - s * 0.95:.2f} L{cx:.2f},{cy + s * 1.1:.2f} M{cx - s * 0.95:.2f},{cy + s * 0.05:.2f} "
                   f"L{cx + s * 0.95:.2f},{cy + s * 0.05:.2f}", stroke=WHITE, stroke_width=s * 0.32)
            + star(cx - s * 0.5, cy - s * 0.5, s * 0.28, 8, WHITE, 0.5)
            + star(cx + s * 0.5, cy - s * 0.5, s * 0.28, 8, WHITE, 0.5))


# --- the twelve --------------------------------------------------------------------------------

def _jack(suit: Suit, signs: dict[str, Sign]) -> str:
    if suit is Suit.COINS:  # a young page in a plumed red cap, hand on hip, his coin held up beside his head
        return (bust(120, 92, 48, AZURE, RED, GOLD, pattern="dots")
                + arm([(76, 106), (50, 134), (86, 158)], AZURE, GOLD)
                + head(120, 60, 21, "#c98a3a")
                + beret(118, 40, 21, RED, WHITE)
                + arm([(164, 106), (194, 128), (186, 108)], AZURE, GOLD)
                + signs["coin"](186, 80)
                + circle(186, 104, 6.5, fill=SKIN, stroke=INK, stroke_width=1.5))
    if suit is Suit.CUPS:  # cup held high, his other hand on the collar of the hound at his side
        return (bust(98, 92, 40, RED, GOLD, AZURE, pattern="chevrons")
                + arm([(64, 106), (52, 96), (58, 76)], RED, GOLD)
                + signs["cup"](58, 52)
                + circle(58, 76, 6.5, fill=SKIN, stroke=INK, stroke_width=1.5)
                + head(98, 60, 21, "#3b2a1a")
                + tall_hat(98, 40, 21, AZURE, GOLD)
                + group(dog(0, 0, 46), "translate(190 126) scale(1.1)")
                + arm([(132, 104), (142, 136), (174, 150)], RED, GOLD))
    if suit is Suit.SWORDS:  # the "vecia scapelada": bareheaded, grey-bearded, sword and a head in hand
        return (bust(120, 92, 48, GOLD, AZURE, RED, pattern="bars")
                + signs["sword"](50, 138)
                + arm([(76, 108), (56, 128), (50, 138)], GOLD, RED)
                + head(120, 58, 22, "#9a948c", beard="#9a948c", bald=True, old=True)
                + arm([(164, 106), (192, 122), (188, 92)], GOLD, RED)
                + group(severed_head(0, 0), "translate(188 124) scale(1.45)")
                + circle(188, 96, 7, fill=SKIN, stroke=INK, stroke_width=1.5))
    # batons: a broad-brimmed hat, the baton over his shoulder
    return (bust(120, 92, 48, GREEN, GOLD, RED, pattern="bars")
            + arm([(76, 108), (64, 140), (92, 160)], GREEN, GOLD)
            + head(120, 60, 21, "#6b4423")
            + brimmed_hat(120, 38, 21, GOLD, RED)
            + signs["staff"](180, 86)
            + arm([(164, 108), (178, 134), (176, 128)], GREEN, GOLD))


def _knight(suit: Suit, signs: dict[str, Sign]) -> str:
    looks = {
        Suit.COINS: ("#f1ece2", "#bdb6aa", RED, GOLD, AZURE, GOLD, "#c98a3a"),
        Suit.CUPS: ("#9a5b2a", "#2b2118", AZURE, GOLD, RED, GOLD, "#3b2a1a"),
        Suit.SWORDS: ("#5a534d", "#1f1a16", GOLD, RED, RED, GOLD, "#6b4423"),
        Suit.BATONS: ("#c98a44", "#f1ece2", GREEN, GOLD, AZURE, GOLD, "#2b2b2b"),
    }[suit]
    coat, mane, cloth, trim, tunic, cuff, hair = looks
    rider = bust(150, 88, 30, tunic, cloth if cloth != tunic else GOLD, trim, belt=False, bottom=152)
    hx, hy = 150, 58
    rein = path("M46,118 C70,128 100,128 124,126", fill="none", stroke="#6a2a1a", stroke_width=2.0)
    if suit is Suit.COINS:
        hat = beret(hx - 2, hy - 20, 18, AZURE, WHITE)
        held = signs["coin"](204, 64) + arm([(172, 100), (200, 98), (204, 84)], tunic, cuff)
    elif suit is Suit.CUPS:
        hat = turban(hx, hy - 18, 18, WHITE, RED)
        held = signs["cup"](206, 68) + arm([(172, 100), (198, 108), (206, 92)], tunic, cuff)
    elif suit is Suit.SWORDS:
        hat = helmet(hx, hy - 18, 18, RED)
        held = signs["raised"](196, 96) + arm([(172, 100), (194, 110), (196, 96)], tunic, cuff)
    else:
        hat = tall_hat(hx, hy - 18, 18, RED, GOLD)
        held = signs["staff"](202, 80) + arm([(172, 100), (196, 112), (200, 100)], tunic, cuff)
    hose = GOLD if tunic == AZURE else AZURE
    leg = (thick_line([(154, 146), (130, 158), (132, 177)], hose, 15, INK, 1.4)
           + thick_line([(132, 170), (130, 178)], "#5a3a20", 14, INK, 1.2))
    body = (horse(coat, mane, cloth, trim) + rider + leg
            + arm([(128, 100), (120, 118), (124, 126)], tunic, cuff) + rein
            + head(hx, hy, 18, hair, long_hair=True) + hat + held)
    if suit in (Suit.CUPS, Suit.BATONS):  # these two ride the other way
        body = group(body, "translate(240 0) scale(-1 1)")
    return body


def _king(suit: Suit, signs: dict[str, Sign]) -> str:
    if suit is Suit.COINS:  # a coin held up on the viewer's left, a sceptre in the other hand
        return (bust(120, 92, 52, RED, AZURE, GOLD, pattern="dots") + ermine(120, 92, 52)
                + signs["coin"](58, 90)
                + arm([(76, 112), (64, 132), (60, 114)], RED, GOLD)
                + head(120, 60, 21, "#6b4423", beard="#6b4423")
                + crown(120, 44, 40, 20, RED)
                + thick_line([(186, 160), (194, 40)], GOLD, 5, INK, 1.2) + star(194, 38, 9, 6, GOLD, 0.5)
                + arm([(164, 112), (180, 140), (188, 134)], RED, GOLD))
    if suit is Suit.CUPS:  # the cup raised before him on the viewer's right
        return (bust(120, 92, 52, GOLD, RED, AZURE, pattern="chevrons") + ermine(120, 92, 52)
                + arm([(76, 112), (72, 144), (104, 150)], GOLD, AZURE)
                + head(120, 60, 21, "#3b2a1a", beard="#3b2a1a")
                + crown(120, 44, 40, 20, AZURE)
                + signs["cup"](182, 88)
                + arm([(164, 112), (184, 132), (182, 112)], GOLD, AZURE))
    if suit is Suit.SWORDS:  # the sword upright in his fist, the blade by his head
        return (bust(120, 92, 52, AZURE, GOLD, RED, pattern="bars") + ermine(120, 92, 52)
                + signs["upright"](178, 130)
                + arm([(76, 112), (70, 146), (100, 152)], AZURE, RED)
                + head(120, 60, 21, "#7a4a22", beard="#7a4a22")
                + crown(120, 44, 40, 20, RED)
                + arm([(164, 112), (180, 138), (178, 130)], AZURE, RED))
    # batons: the baton on his shoulder, the seal of Treviso beside him
    return (bust(124, 92, 50, GREEN, RED, GOLD, pattern="dots") + ermine(124, 92, 50)
            + seal(48, 118, 26)
            + signs["staff"](176, 86)
            + head(124, 60, 21, "#2b2b2b", beard="#2b2b2b")
            + crown(124, 44, 40, 20, RED)
            + arm([(168, 112), (178, 134), (174, 128)], GREEN, RED))


def figure(suit: Suit, rank: Rank, signs: dict[str, Sign]) -> str:
    """The upper half of the court card (the caller mirrors it)."""
    if rank is Rank.JACK:
        return _jack(suit, signs)
    if rank is Rank.QUEEN:
        return _knight(suit, signs)
    return _king(suit, signs)
