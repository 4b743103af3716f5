"""Tiny helpers that write SVG elements as text, with stable number formatting.

The art is written for nanosvg (the rasteriser inside SDL_image that
``pygame.image.load_sized_svg`` uses): plain shapes, paths, groups with
transforms and gradients only; no <text>, <use>, <clipPath> or <pattern>,
which nanosvg ignores.
"""

from __future__ import annotations

from collections.abc import Iterable


def num(value: float) -> str:
    """Format a number with at most two decimals, so output never depends on float noise."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _attrs(kw: dict[str, object]) -> str:
    parts = []
    for key, value in kw.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if isinstance(value, float):
            value = num(value)
        parts.append(f'{name}="{value}"')
    return (" " + " ".join(parts)) if parts else ""


def path(d: str, **kw: object) -> str:
    return f'<path d="{d}"{_attrs(kw)}/>'


def circle(cx: float, cy: float, r: float, **kw: object) -> str:
    return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}"{_attrs(kw)}/>'


def ellipse(cx: float, cy: float, rx: float, ry: float, **kw: object) -> str:
    return f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="{num(rx)}" ry="{num(ry)}"{_attrs(kw)}/>'


def rect(x: float, y: float, w: float, h: float, rx: float = 0, **kw: object) -> str:
    corner = f' rx="{num(rx)}"' if rx else ""
    return f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}"{corner}{_attrs(kw)}/>'


def polyline(points: Iterable[tuple[float, float]], **kw: object) -> str:
    pts = " ".join(f"{num(x)},{num(y)}" for x, y in points)
    return f'<polyline points="{pts}"{_attrs(kw)}/>'


def polygon(points: Iterable[tuple[float, float]], **kw: object) -> str:
    pts = " ".join(f"{num(x)},{num(y)}" for x, y in points)
    return f'<polygon points="{pts}"{_attrs(kw)}/>'


def line(x1: float, y1: float, x2: float, y2: float, **kw: object) -> str:
    return f'<line x1="{num(x1)}" y1="{num(y1)}" x2="{num(x2)}" y2="{num(y2)}"{_attrs(kw)}/>'


def transform(x: float = 0, y: float = 0, rot: float = 0, scale: float = 1,
              sx: float | None = None) -> str:
    """A transform string: translate, then rotate (degrees), then scale."""
    parts = []
    if x or y:
        parts.append(f"translate({num(x)} {num(y)})")
    if rot:
        parts.append(f"rotate({num(rot)})")
    if sx is not None:
        parts.append(f"scale({num(sx)} {num(scale)})")
    elif scale != 1:
        parts.append(f"scale({num(scale)})")
    return " ".join(parts)


def group(children: Iterable[str] | str, tf: str = "", **kw: object) -> str:
    body = children if isinstance(children, str) else "".join(children)
    t = f' transform="{tf}"' if tf else ""
    return f"<g{t}{_attrs(kw)}>{body}</g>"


def thick_line(points: list[tuple[float, float]], colour: str, width: float, ink: str,
               outline: float) -> str:
    """A rounded stroke with a dark outline (drawn as a wider dark stroke beneath)."""
    return (polyline(points, fill="none", stroke=ink, stroke_width=float(width + 2 * outline),
                     stroke_linecap="round", stroke_linejoin="round")
            + polyline(points, fill="none", stroke=colour, stroke_width=float(width),
                       stroke_linecap="round", stroke_linejoin="round"))


def document(width: int, height: int, body: Iterable[str], defs: str = "") -> str:
    d = f"<defs>{defs}</defs>" if defs else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}">{d}{"".join(body)}</svg>\n')


def ellipse_d(cx: float, cy: float, rx: float, ry: float, rot: float = 0.0,
              ox: float = 0.0, oy: float = 0.0) -> str:
    """Path data of an ellipse, rotated ``rot`` degrees about (ox, oy).

    Many small shapes merged into one path rasterise much faster in nanosvg than
    the same shapes as separate elements (one scanline pass per element).
    """
    import math

    k = 0.5523  # cubic Bezier approximation of a quarter circle
    pts = [(rx, 0), (rx, ry * k), (rx * k, ry), (0, ry), (-rx * k, ry), (-rx, ry * k), (-rx, 0),
           (-rx, -ry * k), (-rx * k, -ry), (0, -ry), (rx * k, -ry), (rx, -ry * k), (rx, 0)]
    a = math.radians(rot)
    ca, sa = math.cos(a), math.sin(a)

    def at(px: float, py: float) -> str:
        x, y = cx + px - ox, cy + py - oy
        return f"{num(ox + x * ca - y * sa)},{num(oy + x * sa + y * ca)}"

    d = [f"M{at(*pts[0])}"]
    for i in range(1, 13, 3):
        d.append(f"C{at(*pts[i])} {at(*pts[i + 1])} {at(*pts[i + 2])}")
    return " ".join(d) + " Z"


def circle_d(cx: float, cy: float, r: float) -> str:
    return ellipse_d(cx, cy, r, r)


def clip_segment(x0: float, y0: float, x1: float, y1: float,
                  box: tuple[float, float, float, float]) -> tuple[float, float, float, float] | None:
    """Liang-Barsky: the part of a segment inside ``box`` (nanosvg has no clipPath)."""
    bx0, by0, bx1, by1 = box
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - bx0), (dx, bx1 - x0), (-dy, y0 - by0), (dy, by1 - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 > t1:
        return None
    return x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy
