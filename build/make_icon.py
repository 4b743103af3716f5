"""Render the game's icon as PNG (Linux menu), ICO (Windows) and ICNS (macOS).

The picture is the game's own window icon, ``briscola_desktop.app.ui.icon.make_icon(size)``, so
the executable, the menu entry and the window all show the same thing. Should that module be
missing or broken, a stand-in drawn here is used instead (a felt tile with three fanned cards
and an ace of coins, written as SVG and rasterised by pygame-ce at each size), and the build
says so: the build never fails for want of an icon.

ICO and ICNS are tiny container formats that may hold PNG images as they are, so both are
assembled here by hand; no imaging library is needed.

    python build/make_icon.py [OUT_DIR]      # default: build/icons

The PyInstaller spec calls :func:`write_icons` itself, so a plain build needs no extra step.
"""

from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path
from typing import Any, Callable

#: Sizes put in the Windows ICO (Explorer, taskbar, Alt-Tab, large icons).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types that hold a PNG of the given pixel size (the @2x ones reuse bigger PNGs).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)
#: Sizes of the freedesktop hicolor theme that the Linux entry installs.
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

_CARD_W, _CARD_H = 112.0, 168.0


def _card_back(angle: float) -> str:
    """A face-down card, turned ``angle`` degrees about the fan's pivot."""
    x, y = 128 - _CARD_W / 2, 54.0
    return f"""
  <g transform="rotate({angle:.1f} 128 236)">
    <rect x="{x + 3}" y="{y + 5}" width="{_CARD_W}" height="{_CARD_H}" rx="12" fill="#000" opacity="0.28"/>
    <rect x="{x}" y="{y}" width="{_CARD_W}" height="{_CARD_H}" rx="12" fill="#fbf5e6" stroke="#2d2118" stroke-width="3"/>
    <rect x="{x + 9}" y="{y + 9}" width="{_CARD_W - 18}" height="{_CARD_H - 18}" rx="7" fill="#8e2230"/>
    <rect x="{x + 15}" y="{y + 15}" width="{_CARD_W - 30}" height="{_CARD_H - 30}" rx="4" fill="none" stroke="#e7c873" stroke-width="3"/>
    <path d="M{128} {y + 40} L{128 + 22} {y + _CARD_H / 2} L{128} {y + _CARD_H - 40} L{128 - 22} {y + _CARD_H / 2} Z" fill="#e7c873"/>
  </g>"""


def _rosette(cx: float, cy: float, r: float, petals: int) -> str:
    """Pointed petals around the coin's centre, as on the ace of coins of Italian decks."""
    parts = []
    for i in range(petals):
        a = 2 * math.pi * i / petals
        tip = (cx + r * math.cos(a), cy + r * math.sin(a))
        side = 0.32 * r
        left = (cx + side * math.cos(a - 0.55), cy + side * math.sin(a - 0.55))
        right = (cx + side * math.cos(a + 0.55), cy + side * math.sin(a + 0.55))
        parts.append(
            f'<path d="M{cx:.2f} {cy:.2f} L{left[0]:.2f} {left[1]:.2f} L{tip[0]:.2f} {tip[1]:.2f} '
            f'L{right[0]:.2f} {right[1]:.2f} Z" fill="#9a5b12"/>'
        )
    return "\n    ".join(parts)


def icon_svg() -> str:
    """The stand-in icon as an SVG document on a 256 x 256 canvas."""
    x, y = 128 - _CARD_W / 2, 54.0
    cx, cy = 128.0, y + _CARD_H / 2
    return f"""<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs>
    <radialGradient id="felt" cx="50%" cy="40%" r="70%">
      <stop offset="0" stop-color="#2f8a55"/>
      <stop offset="1" stop-color="#15512f"/>
    </radialGradient>
    <radialGradient id="gold" cx="40%" cy="35%" r="70%">
      <stop offset="0" stop-color="#fff1a8"/>
      <stop offset="0.55" stop-color="#e9b93c"/>
      <stop offset="1" stop-color="#a86a12"/>
    </radialGradient>
  </defs>
  <rect x="8" y="8" width="240" height="240" rx="44" fill="url(#felt)" stroke="#0d3a20" stroke-width="4"/>
  {_card_back(-24)}
  {_card_back(-8)}
  <g transform="rotate(12 128 236)">
    <rect x="{x + 3}" y="{y + 5}" width="{_CARD_W}" height="{_CARD_H}" rx="12" fill="#000" opacity="0.3"/>
    <rect x="{x}" y="{y}" width="{_CARD_W}" height="{_CARD_H}" rx="12" fill="#fffaf0" stroke="#2d2118" stroke-width="3"/>
    <circle cx="{cx}" cy="{cy}" r="44" fill="url(#gold)" stroke="#6e4308" stroke-width="4"/>
    <circle cx="{cx}" cy="{cy}" r="33" fill="none" stroke="#8a5610" stroke-width="3"/>
    <circle cx="{cx}" cy="{cy}" r="24" fill="#f6d46a" stroke="#8a5610" stroke-width="2"/>
    {_rosette(cx, cy, 21, 8)}
    <circle cx="{cx}" cy="{cy}" r="5" fill="#b5161c"/>
  </g>
</svg>
"""


def stand_in_icon(size: int) -> Any:
    """The stand-in icon as a pygame Surface, rasterised sharp at ``size`` pixels."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame  # deferred: importing this module must not need pygame

    return pygame.image.load_sized_svg(io.BytesIO(icon_svg().encode("utf-8")), (size, size))


def icon_source() -> tuple[str, Callable[[int], Any]]:
    """(name, draw) where ``draw(size)`` returns a pygame Surface of the icon."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    top = str(Path(__file__).resolve().parent.parent)
    if top not in sys.path:
        sys.path.insert(0, top)  # run from a checkout: the game package sits one folder up
    try:
        from briscola_desktop.app.ui.icon import make_icon as draw_app_icon
    except Exception as error:  # noqa: BLE001 - any failure means: use the stand-in, and say so
        return f"stand-in drawn by build/make_icon.py ({type(error).__name__}: {error})", stand_in_icon
    return "briscola_desktop.app.ui.icon.make_icon", draw_app_icon


def render_png(size: int, draw: Callable[[int], Any] | None = None) -> bytes:
    """The icon as PNG bytes, ``size`` pixels square."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    surface = (draw or icon_source()[1])(size)
    if surface.get_size() != (size, size):
        surface = pygame.transform.smoothscale(surface, (size, size))
    out = io.BytesIO()
    pygame.image.save(surface, out, "icon.png")
    return out.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows ICO holding one PNG per size (PNG entries are valid since Windows Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 stands for 256 in the one-byte fields
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS ICNS whose elements are PNGs (accepted since OS X 10.7)."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(out_dir: Path) -> dict[str, Path]:
    """Write ``briscola.png`` (256 px), ``briscola.ico``, ``briscola.icns`` and the hicolor PNGs.

    Returns the written paths by role: ``png``, ``ico``, ``icns`` and ``png-<size>``.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    source, draw = icon_source()
    print(f"icon: {source}")
    wanted = set(ICO_SIZES) | {size for _, size in ICNS_TYPES} | set(HICOLOR_SIZES)
    pngs = {size: render_png(size, draw) for size in sorted(wanted)}
    written: dict[str, Path] = {}

    def put(role: str, name: str, data: bytes) -> None:
        path = out_dir / name
        path.write_bytes(data)
        written[role] = path

    put("png", "briscola.png", pngs[256])
    put("ico", "briscola.ico", ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    put("icns", "briscola.icns", icns_bytes(pngs))
    for size in HICOLOR_SIZES:
        put(f"png-{size}", f"briscola-{size}.png", pngs[size])
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out_dir = Path(args[0]) if args else Path(__file__).resolve().parent / "icons"
    for role, path in write_icons(out_dir).items():
        print(f"{role:8} {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
