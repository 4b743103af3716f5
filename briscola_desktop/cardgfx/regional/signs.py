"""Suit signs of the regional patterns, each drawn in a few parameterised forms.

Spanish-type suits (Piacentine, Napoletane, Siciliane): separate swords, clubs cut from a
branch with their knots and stubs, coins and goblets. Each pattern picks its own colours and
shapes (the Trevigiane take only the sword's colours; they and the Spanish deck draw their own
signs); nothing here knows which pattern asks. Coordinates are card units.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..svg import circle, circle_d, ellipse, ellipse_d, group, path, polygon, rect, transform
from briscola_desktop.rules.cards import Suit
from .common import INK


@dataclass(frozen=True)
class CoinLook:
    rim: str = "#e5ad2e"
    field: str = "#f6d77a"
    ring: str = "#b8312a"
    rosette: str = "#c0392b"
    heart: str = "#2f7d45"
    petals: int = 8
    split: str | None = None  # a second field colour: the disc is half one, half the other


def coin(cx: float, cy: float, r: float, look: CoinLook, detail: bool = True) -> str:
    """A coin: a rimmed gold disc, a coloured ring and a rosette at its heart."""
    ow = max(1.2, r / 22)
    parts = [circle(cx, cy, r, fill=look.rim, stroke=INK, stroke_width=ow)]
    if look.split:
        # half azure, half gold: two half discs
        parts.append(path(f"M{cx - r * 0.8:.2f},{cy:.2f} A{r * 0.8:.2f},{r * 0.8:.2f} 0 0 1 "
                          f"{cx + r * 0.8:.2f},{cy:.2f} Z", fill=look.split))
        parts.append(path(f"M{cx - r * 0.8:.2f},{cy:.2f} A{r * 0.8:.2f},{r * 0.8:.2f} 0 0 0 "
                          f"{cx + r * 0.8:.2f},{cy:.2f} Z", fill=look.field))
        parts.append(circle(cx, cy, r * 0.8, fill="none", stroke=INK, stroke_width=ow * 0.6))
    else:
        parts.append(circle(cx, cy, r * 0.8, fill=look.field, stroke=INK, stroke_width=ow * 0.6))
    if detail:
        # a pip-sized coin gets fewer dots and petals: the same look, less to rasterise
        small = r < 34
        ndots = 12 if small else 16
        dots = " ".join(circle_d(cx + math.cos(math.radians(k * 360 / ndots)) * r * 0.9,
                                 cy + math.sin(math.radians(k * 360 / ndots)) * r * 0.9, r * 0.045)
                        for k in range(ndots))
        parts.append(path(dots, fill=look.ring))
        # a split coin keeps its two halves in view: a smaller flower, no inner ring
        bloom = 0.6 if look.split else 1.0
        petals = min(look.petals, 8) if small else look.petals
        if not look.split:
            parts.append(circle(cx, cy, r * 0.62, fill="none", stroke=look.ring, stroke_width=max(1.0, r * 0.07)))
        petals = " ".join(ellipse_d(cx, cy - r * 0.33 * bloom, r * 0.12 * bloom, r * 0.26 * bloom,
                                    k * 360 / petals, cx, cy)
                          for k in range(petals))
        parts.append(path(petals, fill=look.rosette, stroke=INK, stroke_width=ow * 0.45))
    else:
        parts.append(circle(cx, cy, r * 0.45, fill=look.rosette))
    parts.append(circle(cx, cy, r * 0.16, fill=look.heart, stroke=INK, stroke_width=ow * 0.45))
    return "".join(parts)


@dataclass(frozen=True)
class CupLook:
    bowl: str = "#e2a92c"
    band: str = "#2d5ea8"
    knop: str = "#c0392b"
    foot: str = "hex"  # "hex" (faceted), "round", "tall" (a narrow stem), "lidded"


def cup(cx: float, cy: float, h: float, look: CupLook, detail: bool = True) -> str:
    """A goblet ``h`` tall centred on (cx, cy)."""
    s = h / 100.0
    ow = 1.5 / s
    body: list[str] = []
    if look.foot == "lidded":
        body.append(path("M-24,-40 C-22,-60 22,-60 24,-40 Z", fill=look.bowl, stroke=INK, stroke_width=ow))
        body.append(circle(0, -60, 5, fill=look.knop, stroke=INK, stroke_width=ow))
    if look.foot == "tall":
        body.append(path("M-28,-46 C-30,-18 -14,-4 0,-4 C14,-4 30,-18 28,-46 Z", fill=look.bowl, stroke=INK,
                         stroke_width=ow))
        body.append(rect(-4, -6, 8, 40, fill=look.bowl, stroke=INK, stroke_width=ow))
        body.append(ellipse(0, 8, 9, 5, fill=look.knop, stroke=INK, stroke_width=ow))
    else:
        body.append(path("M-32,-40 C-34,-8 -16,6 0,6 C16,6 34,-8 32,-40 Z", fill=look.bowl, stroke=INK,
                         stroke_width=ow))
        body.append(rect(-6, 4, 12, 28, fill=look.bowl, stroke=INK, stroke_width=ow))
        body.append(ellipse(0, 16, 11, 6, fill=look.knop, stroke=INK, stroke_width=ow))
    if detail:
        body.append(path("M-31,-30 L31,-30 L29.5,-21 L-29.5,-21 Z" if look.foot != "tall" else
                         "M-29,-36 L29,-36 L27.5,-28 L-27.5,-28 Z", fill=look.band))
        body.append(path("M-20,-14 C-14,-4 -6,0 2,0", fill="none", stroke="#fff3c4", stroke_width=2.6))
    body.append(ellipse(0, -40 if look.foot != "tall" else -46, 32 if look.foot != "tall" else 28, 6.5,
                        fill=look.knop if look.foot == "round" else "#9a6a1c", stroke=INK, stroke_width=ow))
    if look.foot == "hex":
        body.append(polygon([(-26, 48), (-16, 32), (16, 32), (26, 48), (16, 50), (-16, 50)], fill=look.bowl,
                            stroke=INK, stroke_width=ow))
        if detail:
            body.append(path("M-16,32 L-16,50 M16,32 L16,50 M0,32 L0,50", stroke=INK, stroke_width=ow * 0.6))
    else:
        body.append(path("M-24,48 C-24,38 -9,34 -5,31 L5,31 C9,34 24,38 24,48 Z", fill=look.bowl, stroke=INK,
                         stroke_width=ow))
        if detail:
            body.append(path("M-20,44 L20,44", stroke=look.band, stroke_width=2.6))
    return group(body, transform(cx, cy, 0, s))


@dataclass(frozen=True)
class SwordLook:
    blade: str = "#cfe0ee"
    edge: str = "#6f93b8"
    hilt: str = "#e2a92c"
    grip: str = "#c0392b"
    curve: float = 0.0  # 0 straight; > 0 a curved blade (its sideways bow, as a share of the length)
    quillons: str = "curl"  # "curl" (curled guard ends), "bar", "shell"
    arc: bool = False  # a curved blade bowed like a bracket, its point back over the hilt (Italian suits)


def sword(cx: float, cy: float, length: float, width: float, look: SwordLook, rot: float = 0,
          flip: bool = False, detail: bool = True) -> str:
    """A sword, point up before ``rot``: straight or curved (``look.curve``), ``flip`` bows it the
    other way."""
    half = length / 2
    hw = width / 2
    guard_y = half - length * 0.2
    bow = look.curve * length * (-1 if flip else 1)
    tip_y = -half
    ow = 1.5 if detail else 1.1
    if bow and look.arc:
        # bowed like a bracket: the point comes back over the hilt, so two blades make an oval
        d = (f"M{-hw:.2f},{guard_y:.2f} C{-hw + bow * 1.35:.2f},{guard_y - length * 0.3:.2f} "
             f"{-hw + bow * 1.35:.2f},{tip_y + length * 0.3:.2f} 0,{tip_y:.2f} "
             f"C{hw + bow * 1.25:.2f},{tip_y + length * 0.32:.2f} {hw + bow * 1.25:.2f},{guard_y - length * 0.3:.2f} "
             f"{hw:.2f},{guard_y:.2f} Z")
        fuller = (f"M0,{guard_y - 6:.2f} C{bow * 1.3:.2f},{guard_y - length * 0.3:.2f} "
                  f"{bow * 1.3:.2f},{tip_y + length * 0.3:.2f} {bow * 0.1:.2f},{tip_y + length * 0.08:.2f}")
    elif bow:
        # a curved blade: the back and the edge bow together, the point swept over
        d = (f"M{-hw:.2f},{guard_y:.2f} C{-hw + bow * 0.6:.2f},{guard_y - length * 0.35:.2f} "
             f"{-hw + bow * 1.2:.2f},{tip_y + length * 0.25:.2f} {bow * 0.9:.2f},{tip_y:.2f} "
             f"C{hw + bow * 1.1:.2f},{tip_y + length * 0.3:.2f} {hw + bow * 0.7:.2f},{guard_y - length * 0.3:.2f} "
             f"{hw:.2f},{guard_y:.2f} Z")
        fuller = (f"M0,{guard_y - 6:.2f} C{bow * 0.5:.2f},{guard_y - length * 0.3:.2f} "
                  f"{bow * 0.9:.2f},{tip_y + length * 0.3:.2f} {bow * 0.85:.2f},{tip_y + length * 0.12:.2f}")
    else:
        d = (f"M{-hw:.2f},{guard_y:.2f} L{-hw:.2f},{tip_y + width * 1.6:.2f} L0,{tip_y:.2f} "
             f"L{hw:.2f},{tip_y + width * 1.6:.2f} L{hw:.2f},{guard_y:.2f} Z")
        fuller = f"M0,{guard_y - 5:.2f} L0,{tip_y + width * 2:.2f}"
    parts = [path(d, fill=look.blade, stroke=INK, stroke_width=ow)]
    if detail:
        parts.append(path(fuller, fill="none", stroke=look.edge, stroke_width=max(1.0, width * 0.15),
                          stroke_linecap="round"))
    gw = width * 1.7
    gt = max(width * 0.42, 2.4)
    if look.quillons == "curl":
        parts.append(path(f"M{-gw:.2f},{guard_y + gt:.2f} C{-gw * 0.5:.2f},{guard_y - gt:.2f} "
                          f"{gw * 0.5:.2f},{guard_y - gt:.2f} {gw:.2f},{guard_y + gt:.2f}",
                          fill="none", stroke=INK, stroke_width=gt + 2.2, stroke_linecap="round"))
        parts.append(path(f"M{-gw:.2f},{guard_y + gt:.2f} C{-gw * 0.5:.2f},{guard_y - gt:.2f} "
                          f"{gw * 0.5:.2f},{guard_y - gt:.2f} {gw:.2f},{guard_y + gt:.2f}",
                          fill="none", stroke=look.hilt, stroke_width=gt, stroke_linecap="round"))
    elif look.quillons == "shell":
        parts.append(ellipse(0, guard_y, gw * 0.75, gt * 1.4, fill=look.hilt, stroke=INK, stroke_width=ow))
    else:
        parts.append(rect(-gw, guard_y - gt / 2, gw * 2, gt, rx=gt / 2, fill=look.hilt, stroke=INK,
                          stroke_width=ow))
    grip_len = length * 0.13
    parts.append(rect(-hw * 0.62, guard_y + gt * 0.5, width * 0.62, grip_len, fill=look.grip, stroke=INK,
                      stroke_width=ow))
    parts.append(circle(0, guard_y + gt * 0.5 + grip_len + width * 0.35, width * 0.45, fill=look.hilt, stroke=INK,
                        stroke_width=ow))
    return group(parts, transform(cx, cy, rot))


@dataclass(frozen=True)
class ClubLook:
    wood: str = "#b7742f"
    light: str = "#dba466"
    dark: str = "#6e3f19"
    band: str | None = "#c0392b"
    taper: float = 0.55  # bottom width / top width
    sprouts: bool = False  # small green leaves from the knots (a living branch)
    leaf: str = "#3e8e41"


def club(cx: float, cy: float, length: float, width: float, look: ClubLook, rot: float = 0,
         detail: bool = True) -> str:
    """A club cut from a branch: thick end up, knots and cut stubs along it."""
    half = length / 2
    wt = width / 2
    wb = wt * look.taper
    ow = 1.5 if detail else 1.1

    def hw(y: float) -> float:
        return wt + (wb - wt) * (y + half) / length

    knots = [(-0.32, -1), (-0.12, 1), (0.08, -1), (0.27, 1)] if detail else [(-0.2, 1), (0.1, -1)]
    parts = []
    for frac, side in knots:  # stubs of cut branches, behind the shaft
        y = frac * length
        x = side * hw(y)
        stub = path(f"M0,{-width * 0.16:.2f} L{side * width * 0.32:.2f},{-width * 0.3:.2f} "
                    f"L{side * width * 0.38:.2f},{width * 0.02:.2f} L0,{width * 0.16:.2f} Z",
                    fill=look.dark, stroke=INK, stroke_width=ow * 0.8)
        parts.append(group(stub, transform(x, y)))
        if look.sprouts and detail:
            parts.append(group(path(f"M0,0 C{side * 6:.2f},-6 {side * 12:.2f},-6 {side * 16:.2f},-2 "
                                    f"C{side * 12:.2f},2 {side * 6:.2f},3 0,0 Z", fill=look.leaf, stroke=INK,
                                    stroke_width=0.9),
                               transform(x + side * width * 0.3, y - width * 0.2)))
    parts.append(path(f"M{-wb:.2f},{half:.2f} L{-wt:.2f},{-half + wt:.2f} "
                      f"C{-wt:.2f},{-half - wt * 0.3:.2f} {wt:.2f},{-half - wt * 0.3:.2f} {wt:.2f},{-half + wt:.2f} "
                      f"L{wb:.2f},{half:.2f} Z", fill=look.wood, stroke=INK, stroke_width=ow))
    if detail:
        parts.append(path(f"M{-wt * 0.4:.2f},{-half + wt:.2f} L{-wb * 0.4:.2f},{half * 0.8:.2f}",
                          stroke=look.light, stroke_width=max(1.1, width * 0.13), stroke_linecap="round"))
        for frac, side in knots:
            y = frac * length
            parts.append(ellipse(side * hw(y) * 0.35, y + 3, width * 0.1, width * 0.06, fill=look.dark))
    if look.band:
        parts.append(rect(-wb * 1.25, half - length * 0.14, wb * 2.5, length * 0.045, fill=look.band, stroke=INK,
                          stroke_width=ow * 0.8))
    return group(parts, transform(cx, cy, rot))


def spanish_sign(suit: Suit, cx: float, cy: float, size: float, looks: tuple[CoinLook, CupLook, SwordLook, ClubLook],
                 club_width: float, detail: bool = False) -> str:
    """One suit sign of a Spanish-suited pattern (coins, cups, swords, knotty clubs) in a box of ``size``, as the
    trump marker and the rank index draw it; ``club_width`` is the pattern's club thickness, a share of ``size``."""
    coin_look, cup_look, sword_look, club_look = looks
    if suit is Suit.COINS:
        return coin(cx, cy, size * 0.46, coin_look, detail)
    if suit is Suit.CUPS:
        return cup(cx, cy, size * 0.95, cup_look, detail)
    if suit is Suit.SWORDS:
        return sword(cx, cy, size * 1.1, size * 0.2, sword_look, detail=detail)
    return club(cx, cy, size * 1.05, size * club_width, club_look, detail=detail)
