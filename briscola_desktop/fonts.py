"""The one UI font, and a check that it can draw every character we show.

Choice: pygame-ce's bundled default font (FreeSans Bold, from GNU FreeFont) has a glyph for
every character the four languages use: æ ø å é è à ò ù ç œ « » · ’ – … and the rest
(tests/test_fonts.py checks every string of every locale file). It comes with the pygame-ce
dependency, so nothing is copied into the project and the PyInstaller bundle already holds it.
It is a bold face only; ``bold=True`` asks pygame to embolden it further, for headings.

It lacks the no-break spaces (U+00A0, U+202F), so the texts use plain spaces.

pygame is imported lazily: importing this module opens nothing.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover - typing only
    import pygame

#: Every request is raised to this size: below it the accents (é, å) and the middle dot
#: blur into the letters. Looked at under Xvfb: 12 still works for digits and one-word
#: labels (badges, the table's fit() floor), 18 is comfortable for a line of status text,
#: 22 for paragraphs of the rules.
MIN_SIZE = 12
#: Smallest size for running text (rules pages, dialogs); see :func:`body_size`.
MIN_BODY_SIZE = 18


def ui_font_path() -> str | None:
    """File of the UI font, or None for pygame's bundled default font."""
    return None


def readable_size(size: int) -> int:
    """``size`` raised to :data:`MIN_SIZE` so small layouts stay legible."""
    return max(MIN_SIZE, int(size))


def body_size(window_height: int, lines: int = 32) -> int:
    """Size for paragraph text so about ``lines`` lines fill the window height.

    Never below :data:`MIN_BODY_SIZE`: on a small window the text scrolls instead of shrinking.
    """
    return max(MIN_BODY_SIZE, int(window_height) // max(1, lines))


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The UI font at ``size`` pixels, cached per (size, bold).

    Call :func:`clear_cache` after ``pygame.quit()``: fonts do not survive it.
    """
    import pygame

    if not pygame.font.get_init():
        pygame.font.init()
    result = pygame.font.Font(ui_font_path(), readable_size(size))
    if bold:
        result.set_bold(True)
    return result


def clear_cache() -> None:
    """Forget the cached fonts (after pygame.font.quit() they are unusable)."""
    font.cache_clear()


def missing_glyphs(text: str) -> set[str]:
    """Characters of ``text`` the UI font has no glyph for (line breaks are ignored).

    Uses pygame.freetype because ``pygame.font.Font.metrics`` reports the font's
    "missing glyph" box as if it were a real glyph.
    """
    import pygame.freetype

    if not pygame.freetype.get_init():
        pygame.freetype.init()
    face = _freetype_face()
    chars = sorted(set(text) - {"\n", "\r", "\t"})
    if not chars:
        return set()
    metrics = face.get_metrics("".join(chars))
    return {ch for ch, m in zip(chars, metrics) if m is None}


@lru_cache(maxsize=1)
def _freetype_face() -> pygame.freetype.Font:
    import pygame.freetype

    return pygame.freetype.Font(ui_font_path(), 16)
