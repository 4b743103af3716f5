"""Corner indices drawn as stroked paths (nanosvg ignores SVG <text>).

Each glyph is drawn on a 10 x 16 grid (y down) with round-capped strokes, in the
plain, heavy style of printed card indices; ``advance`` is how far the next glyph
starts.
"""

from __future__ import annotations

from dataclasses import dataclass

from .svg import group, num, path, transform

GLYPH_HEIGHT = 16.0


@dataclass(frozen=True)
class Glyph:
    d: str
    advance: float = 10.0
    left: float = 0.0  # leftmost inked x, for centring


GLYPHS: dict[str, Glyph] = {
    "1": Glyph("M1.2,3.4 L5,0.4 L5,16 M1.6,16 L8.4,16", advance=9.6),
    "2": Glyph("M1,4.2 C1,1.6 2.9,0 5.1,0 C7.4,0 9,1.6 9,4 C9,7.2 5.6,9.4 1,16 L9.4,16"),
    "3": Glyph("M1.1,1.6 C2.2,0.5 3.6,0 5,0 C7.4,0 8.9,1.5 8.9,3.9 C8.9,6.2 7.1,7.6 4.4,7.6 "
               "C7.6,7.6 9.4,9.3 9.4,11.8 C9.4,14.5 7.4,16 4.9,16 C3.2,16 1.7,15.4 0.6,14.2"),
    "4": Glyph("M7,16 L7,0.4 L0.6,11 L9.8,11"),
    "5": Glyph("M8.8,0.4 L2.1,0.4 L1.4,7.2 C2.5,6.2 3.7,5.7 5,5.7 C7.8,5.7 9.4,7.7 9.4,10.7 "
               "C9.4,13.9 7.4,16 4.7,16 C3,16 1.6,15.3 0.6,14"),
    "6": Glyph("M8.6,1.2 C7.7,0.4 6.6,0 5.4,0 C2.5,0 0.8,3 0.8,8.4 C0.8,13.5 2.6,16 5.2,16 "
               "C7.8,16 9.4,14 9.4,11 C9.4,8 7.7,6.3 5.2,6.3 C3.3,6.3 1.7,7.3 0.9,9"),
    "7": Glyph("M0.6,0.4 L9.4,0.4 C6.6,4.4 4.6,9.4 3.9,16"),
    "8": Glyph("M5,7.5 C2.5,7.5 1.3,6 1.3,3.8 C1.3,1.5 2.9,0 5,0 C7.1,0 8.7,1.5 8.7,3.8 "
               "C8.7,6 7.5,7.5 5,7.5 C2.2,7.5 0.7,9.2 0.7,11.8 C0.7,14.4 2.5,16 5,16 "
               "C7.5,16 9.3,14.4 9.3,11.8 C9.3,9.2 7.8,7.5 5,7.5 Z"),
    "9": Glyph("M1.4,14.8 C2.3,15.6 3.4,16 4.6,16 C7.5,16 9.2,13 9.2,7.6 C9.2,2.5 7.4,0 4.8,0 "
               "C2.2,0 0.6,2 0.6,5 C0.6,8 2.3,9.7 4.8,9.7 C6.7,9.7 8.3,8.7 9.1,7"),
    "0": Glyph("M5,0 C7.8,0 9.4,3 9.4,8 C9.4,13 7.8,16 5,16 C2.2,16 0.6,13 0.6,8 "
               "C0.6,3 2.2,0 5,0 Z"),
    "A": Glyph("M0.4,16 L5,0.2 L9.6,16 M2.2,10.6 L7.8,10.6"),
    "J": Glyph("M3.6,0.4 L9,0.4 M7.4,0.4 L7.4,11.6 C7.4,14.6 6,16 3.9,16 C2.1,16 0.9,14.9 0.5,13"),
    "Q": Glyph("M5,0 C7.8,0 9.4,3 9.4,7.8 C9.4,12.6 7.8,15.4 5,15.4 C2.2,15.4 0.6,12.6 0.6,7.8 "
               "C0.6,3 2.2,0 5,0 Z M5.6,11.4 L9.8,16.4"),
    "K": Glyph("M1,0.2 L1,16 M9.4,0.2 L1.2,9.6 M4.2,6.4 L9.8,16"),
    # French indices (roi, dame, valet) and the Norwegian knekt's "Kn".
    "R": Glyph("M1,16 L1,0.4 L5.2,0.4 C7.8,0.4 9.2,1.9 9.2,4.4 C9.2,6.9 7.8,8.4 5.2,8.4 L1,8.4 "
               "M5.2,8.4 L9.6,16"),
    "D": Glyph("M1,0.4 L1,15.6 L4.2,15.6 C7.6,15.6 9.4,12.9 9.4,8 C9.4,3.1 7.6,0.4 4.2,0.4 Z"),
    "V": Glyph("M0.4,0.2 L5,16 L9.6,0.2"),
    "n": Glyph("M1.2,5.6 L1.2,16 M1.2,9 C2,6.7 3.4,5.4 5,5.4 C7,5.4 8.2,6.9 8.2,9.5 L8.2,16",
               advance=9.2),
}


def index_mark(text: str, cx: float, top: float, height: float, colour: str,
               weight: float = 2.7, condense: float = 1.0) -> str:
    """``text`` as strokes, centred on ``cx``, ``height`` card units tall.

    ``condense`` < 1 narrows wide labels such as "10" so they fit the corner column.
    """
    scale = height / GLYPH_HEIGHT
    sx = scale * condense
    width = sum(GLYPHS[ch].advance for ch in text) - (GLYPHS[text[-1]].advance - 10.0)
    x = cx - width * sx / 2
    strokes = []
    offset = 0.0
    for ch in text:
        g = GLYPHS[ch]
        strokes.append(group(path(g.d), transform(offset, 0)))
        offset += g.advance
    if text in ("6", "9"):
        # Underline 6 and 9 so the upside-down corner of one never reads as the other.
        strokes.append(path("M2.4,17.7 L7.6,17.7"))
    # Stroke width is in glyph units; keep it visually even when condensed.
    return group(strokes, f"translate({num(x)} {num(top)}) scale({num(sx)} {num(scale)})",
                 fill="none", stroke=colour, stroke_width=float(weight),
                 stroke_linecap="round", stroke_linejoin="round")
