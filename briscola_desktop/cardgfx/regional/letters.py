"""A tiny stroked capital alphabet for the lettering on the cards: the mottoes on the Trevigiane aces,
the legend on the Spanish ace of coins (nanosvg draws no text).

Each letter is a few strokes on a grid 6 units tall (its width given beside it), written with
absolute M, L, Q, C and Z commands only, so the whole line is one stroked path scaled into place.
"""

from __future__ import annotations

import re

from ..svg import path

#: letter -> (width in grid units, strokes)
GLYPHS: dict[str, tuple[float, str]] = {
    "A": (4.4, "M0,6 L2.2,0 L4.4,6 M0.8,4 L3.6,4"),
    "B": (4.0, "M0,6 L0,0 L2.5,0 Q3.8,0 3.8,1.5 Q3.8,3 2.4,3 L0,3 M2.4,3 Q4,3 4,4.5 Q4,6 2.5,6 L0,6"),
    "C": (4.0, "M4,1 Q3.4,0 2.2,0 Q0,0 0,3 Q0,6 2.2,6 Q3.4,6 4,5"),
    "D": (4.0, "M0,0 L0,6 L1.8,6 Q4,6 4,3 Q4,0 1.8,0 Z"),
    "E": (3.6, "M3.6,0 L0,0 L0,6 L3.6,6 M0,3 L2.8,3"),
    "F": (3.4, "M3.4,0 L0,0 L0,6 M0,3 L2.7,3"),
    "G": (4.2, "M4,1 Q3.4,0 2.2,0 Q0,0 0,3 Q0,6 2.2,6 Q4.2,6 4.2,3.6 L2.5,3.6"),
    "H": (4.0, "M0,0 L0,6 M4,0 L4,6 M0,3 L4,3"),
    "I": (0.0, "M0,0 L0,6"),
    "J": (3.2, "M3.2,0 L3.2,4.4 Q3.2,6 1.6,6 Q0.3,6 0,4.8"),
    "K": (3.8, "M0,0 L0,6 M3.8,0 L0,3.7 M1.3,2.5 L3.8,6"),
    "L": (3.4, "M0,0 L0,6 L3.4,6"),
    "M": (5.0, "M0,6 L0,0 L2.5,4.2 L5,0 L5,6"),
    "N": (4.0, "M0,6 L0,0 L4,6 L4,0"),
    "O": (4.4, "M2.2,0 C5,0 5,6 2.2,6 C-0.6,6 -0.6,0 2.2,0 Z"),
    "P": (3.8, "M0,6 L0,0 L2.4,0 Q3.8,0 3.8,1.6 Q3.8,3.2 2.4,3.2 L0,3.2"),
    "Q": (4.4, "M2.2,0 C5,0 5,6 2.2,6 C-0.6,6 -0.6,0 2.2,0 Z M2.8,4.4 L4.5,6.4"),
    "R": (3.9, "M0,6 L0,0 L2.4,0 Q3.8,0 3.8,1.6 Q3.8,3.2 2.4,3.2 L0,3.2 M2,3.2 L3.9,6"),
    "S": (3.8, "M3.7,0.9 Q3.2,0 1.9,0 Q0.1,0 0.1,1.5 Q0.1,2.9 1.9,3 Q3.8,3.1 3.8,4.5 Q3.8,6 1.9,6 Q0.5,6 0,5"),
    "T": (4.0, "M0,0 L4,0 M2,0 L2,6"),
    "U": (4.0, "M0,0 L0,4.2 Q0,6 2,6 Q4,6 4,4.2 L4,0"),
    "V": (4.2, "M0,0 L2.1,6 L4.2,0"),
    "W": (5.4, "M0,0 L1.3,6 L2.7,2 L4.1,6 L5.4,0"),
    "X": (4.0, "M0,0 L4,6 M4,0 L0,6"),
    "Y": (4.0, "M0,0 L2,3 L4,0 M2,3 L2,6"),
    "Z": (3.8, "M0,0 L3.8,0 L0,6 L3.8,6"),
    "'": (0.0, "M0,0 L0,1.6"),
    ".": (0.0, "M0,5.7 L0,6"),
    ",": (0.4, "M0.4,5.4 L0,7"),
    "!": (0.0, "M0,0 L0,4 M0,5.7 L0,6"),
}
SPACE = 2.6
GAP = 1.5
_PAIR = re.compile(r"(-?[\d.]+),(-?[\d.]+)")


def width(text: str, height: float) -> float:
    """How wide ``text`` is written ``height`` tall (card units)."""
    s = height / 6
    total = 0.0
    for ch in text.upper():
        total += SPACE if ch == " " else GLYPHS[ch][0] + GAP
    return max(0.0, total - GAP) * s


def strokes(text: str, cx: float, top: float, height: float) -> str:
    """Path data of ``text`` (capitals) centred on ``cx``, its letters ``height`` tall from ``top``."""
    s = height / 6
    x = cx - width(text, height) / 2
    out = []
    for ch in text.upper():
        if ch == " ":
            x += SPACE * s
            continue
        w, d = GLYPHS[ch]
        ox = x
        out.append(_PAIR.sub(lambda m: f"{ox + float(m.group(1)) * s:.2f},{top + float(m.group(2)) * s:.2f}", d))
        x += (w + GAP) * s
    return " ".join(out)


def lettering(text: str, cx: float, top: float, height: float, colour: str, weight: float | None = None) -> str:
    """``text`` written as one stroked path (round ends and joins)."""
    return path(strokes(text, cx, top, height), fill="none", stroke=colour,
                stroke_width=weight if weight is not None else max(1.0, height * 0.14),
                stroke_linecap="round", stroke_linejoin="round")
