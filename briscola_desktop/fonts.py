"""The one UI typeface, in a regular and a bold weight, and a check that it draws every character.

Choice: Lato (Łukasz Dziedzic, SIL Open Font License 1.1), from the PyPI package ``font-lato``
(a dependency in pyproject.toml; it ships the licence beside the files; no font file is copied
into this repository). A humanist sans drawn for screens, with real kerning, static Regular and
Bold files, and every letter of English, Italian, French and Norwegian Bokmål with « » · ’ – …
and the no-break space (tests/ui/test_fonts.py checks every locale string in both weights).

Looked at and set aside: Atkinson Hyperlegible (its zero is slashed, which a Norwegian reads
as the letter Ø: "Du: 0" became "Du: Ø"), and the packaged Inter, Noto Sans, Source Sans 3,
IBM Plex Sans and Open Sans (variable fonts only: SDL_ttf cannot pick their bold weight).
Lato has no narrow no-break space (U+202F) and no card-suit symbols: suits are drawn from the
card art, never as text.

Without the package (a broken install) the game still runs on pygame-ce's bundled default
font (FreeSans Bold), emboldened for ``bold=True``, and logs the fallback once.

Names in other scripts (a score pad player, a friend's name, a table's name) are drawn letter by
letter from the first of :data:`FALLBACK_FACES` that has the letter, each from its own PyPI
package as Lato is: Noto Sans Arabic (``fontpkg-noto-sans-arabic``, 0.8 MB, OFL), Heebo for
Hebrew (``fontpkg-heebo``, 0.1 MB, OFL) and WenQuanYi Micro Hei for Chinese, Japanese, Korean,
Greek and Cyrillic (``paperang-p2-fonts-cjk``, one 5.2 MB file, Apache 2.0 or GPLv3 with the
font exception). Noto Sans CJK was set aside for its 16 MB per weight, and Noto Sans (2 MB)
because Micro Hei already draws Greek and Cyrillic. These faces have one weight: bold text
borrows SDL's emboldening. A letter no face has is :func:`undrawable`: the name fields refuse it,
and ``app/text.py`` shows it as a visible ``?``, never as a box.

pygame is imported lazily: importing this module opens nothing.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

try:  # the typeface ships as a package of font files; its __init__ only lists its folder
    import font_lato as _typeface
except ImportError:  # pragma: no cover - exercised by monkeypatching FONT_FILES in the tests
    _typeface = None

# The fallback typefaces' packages, imported by name so that PyInstaller, which follows import
# statements, bundles them as it bundles font_lato; each __init__ only names its folder.
try:
    import paperang_p2_fonts_cjk as _cjk_faces
except ImportError:  # pragma: no cover - a broken install: those letters show as "?"
    _cjk_faces = None
try:
    import fontpkg_noto_sans_arabic as _arabic_faces
except ImportError:  # pragma: no cover
    _arabic_faces = None
try:
    import fontpkg_heebo as _hebrew_faces
except ImportError:  # pragma: no cover
    _hebrew_faces = None
_FALLBACK_PACKAGES: dict[str, ModuleType | None] = {
    "paperang_p2_fonts_cjk": _cjk_faces, "fontpkg_noto_sans_arabic": _arabic_faces, "fontpkg_heebo": _hebrew_faces}

if TYPE_CHECKING:  # pragma: no cover - typing only
    import pygame

log = logging.getLogger(__name__)

#: The typeface's name, for the about text and the logs.
FAMILY = "Lato"
#: Regular and bold files inside the package (None when the package is missing).
FONT_FILES: dict[bool, Path] | None = (
    {False: Path(_typeface.font_directory) / "Lato-Regular.ttf",
     True: Path(_typeface.font_directory) / "Lato-Bold.ttf"}
    if _typeface is not None else None)

#: The sizes the screens ask for were tuned with pygame's default font, which SDL draws at
#: 0.6875 of the asked size and wide for its height. The typeface is drawn at this share of
#: the asked size (regular, bold) so that a line keeps about its width (median over every
#: locale string: 1.03 of before in both weights) while its letters stand taller (x-height
#: 8 px instead of 7 at an asked 18): layouts still fit, and the text reads more easily.
TYPEFACE_SCALE = {False: 0.82, True: 0.92}

#: Every request is raised to this size: below it the accents (é, å) and the middle dot
#: blur into the letters. Looked at under Xvfb: 12 still works for digits and one-word
#: labels (badges, the table's fit() floor), 18 is comfortable for a line of status text,
#: 22 for paragraphs of the rules.
MIN_SIZE = 12
#: Smallest size for running text (rules pages, dialogs); see :func:`body_size`.
MIN_BODY_SIZE = 18


def ui_font_path(bold: bool = False) -> str | None:
    """File of the UI typeface in that weight, or None for pygame's bundled default font."""
    if FONT_FILES is None:
        _warn_fallback("the package font-lato is not installed")
        return None
    path = FONT_FILES[bool(bold)]
    if not path.is_file():
        _warn_fallback(f"{path} is missing")
        return None
    return str(path)


@lru_cache(maxsize=1)
def _warn_fallback(why: str) -> None:
    log.warning("UI typeface %s not available (%s): using pygame's default font", FAMILY, why)


def readable_size(size: int) -> int:
    """``size`` raised to :data:`MIN_SIZE` so small layouts stay legible."""
    return max(MIN_SIZE, int(size))


def body_size(window_height: int, lines: int = 32) -> int:
    """Size for paragraph text so about ``lines`` lines fill the window height.

    Never below :data:`MIN_BODY_SIZE`: on a small window the text scrolls instead of shrinking.
    """
    return max(MIN_BODY_SIZE, int(window_height) // max(1, lines))


def drawn_size(size: int, bold: bool = False) -> int:
    """The pixel size the typeface is drawn at for an asked ``size`` (see :data:`TYPEFACE_SCALE`)."""
    pixels = readable_size(size)
    if FONT_FILES is None:
        return pixels
    return max(1, round(pixels * TYPEFACE_SCALE[bool(bold)]))


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The UI typeface at ``size`` pixels, regular or bold, cached per (size, bold).

    Call :func:`clear_cache` after ``pygame.quit()``: fonts do not survive it.
    """
    import pygame

    if not pygame.font.get_init():
        pygame.font.init()
    path = ui_font_path(bold)
    result = pygame.font.Font(path, drawn_size(size, bold))
    if bold and path is None:  # the fallback has one weight: let SDL embolden it
        result.set_bold(True)
    return result


def clear_cache() -> None:
    """Forget the cached fonts (after pygame.font.quit() they are unusable)."""
    font.cache_clear()
    _freetype_face.cache_clear()
    fallback_font.cache_clear()
    _fallback_probe.cache_clear()
    face_index.cache_clear()
    fallback_has.cache_clear()


def missing_glyphs(text: str, bold: bool | None = None) -> set[str]:
    """Characters of ``text`` the UI typeface has no glyph for (line breaks are ignored),
    in the weight ``bold``, or in either weight when ``bold`` is None.

    Uses pygame.freetype because ``pygame.font.Font.metrics`` reports the font's
    "missing glyph" box as if it were a real glyph.
    """
    import pygame.freetype

    if not pygame.freetype.get_init():
        pygame.freetype.init()
    chars = sorted(set(text) - {"\n", "\r", "\t"})
    if not chars:
        return set()
    missing: set[str] = set()
    for weight in ((False, True) if bold is None else (bold,)):
        metrics = _freetype_face(weight).get_metrics("".join(chars))
        missing |= {ch for ch, m in zip(chars, metrics) if m is None}
    return missing


@lru_cache(maxsize=2)
def _freetype_face(bold: bool) -> pygame.freetype.Font:
    import pygame.freetype

    return pygame.freetype.Font(ui_font_path(bold), 16)


# -- letters of other scripts ---------------------------------------------------------------

@dataclass(frozen=True)
class FallbackFace:
    """A typeface drawn for the letters the UI typeface lacks, found inside its PyPI package."""

    family: str
    package: str      # the importable package that ships the file
    file_glob: str    # the file inside the package's folder
    script: str       # ISO 15924 code given to the shaper (Arabic joins its letters)
    right_to_left: bool

    def path(self) -> Path | None:
        """The font file, or None when the package is not installed (logged once)."""
        module = _FALLBACK_PACKAGES.get(self.package)
        if module is None or not getattr(module, "__file__", None):
            _warn_no_fallback(self.family, f"the package {self.package} is not installed")
            return None
        found = sorted(Path(module.__file__).parent.rglob(self.file_glob))
        if not found:
            _warn_no_fallback(self.family, f"no {self.file_glob} inside {self.package}")
            return None
        return found[0]


#: Tried in this order for a letter the UI typeface has no glyph for.
FALLBACK_FACES: tuple[FallbackFace, ...] = (
    # Micro Hei first: Heebo also has a few Greek letters, which must not break a Greek name in two.
    FallbackFace("WenQuanYi Micro Hei", "paperang_p2_fonts_cjk", "wqy-microhei.ttc", "Zyyy", False),
    FallbackFace("Noto Sans Arabic", "fontpkg_noto_sans_arabic", "NotoSansArabic*.ttf", "Arab", True),
    FallbackFace("Heebo", "fontpkg_heebo", "Heebo*.ttf", "Hebr", True),
)


@lru_cache(maxsize=8)
def _warn_no_fallback(family: str, why: str) -> None:
    log.warning("Typeface %s for other scripts not available (%s): its letters show as '?'", family, why)


@lru_cache(maxsize=len(FALLBACK_FACES))
def _fallback_probe(index: int) -> pygame.freetype.Font | None:
    """A freetype face of fallback ``index`` for glyph look-ups (None when its package is missing)."""
    import pygame.freetype

    path = FALLBACK_FACES[index].path()
    if path is None:
        return None
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    return pygame.freetype.Font(str(path), 16)


def _has_glyph(probe: pygame.freetype.Font, ch: str) -> bool:
    return probe.get_metrics(ch)[0] is not None


@lru_cache(maxsize=4096)
def face_index(ch: str) -> int | None:
    """Which face draws ``ch``: 0 for the UI typeface (both weights), ``i + 1`` for
    ``FALLBACK_FACES[i]``, None when none has it. White space and marks that join the letter
    before them belong to that letter's face (the caller keeps them in its run)."""
    if ch in "\n\r\t" or (ui_font_path(False) is not None and not missing_glyphs(ch)):
        return 0
    for i in range(len(FALLBACK_FACES)):
        if fallback_has(i, ch):
            return i + 1
    return None


@lru_cache(maxsize=4096)
def fallback_has(index: int, ch: str) -> bool:
    """Whether ``FALLBACK_FACES[index]`` has a glyph for ``ch`` (False when its package is missing)."""
    probe = _fallback_probe(index)
    return probe is not None and _has_glyph(probe, ch)


def undrawable(text: str) -> set[str]:
    """Characters of ``text`` that no face (the UI typeface or a fallback) can draw."""
    return {ch for ch in set(text) if face_index(ch) is None}


@lru_cache(maxsize=64)
def fallback_font(index: int, size: int, bold: bool = False) -> pygame.font.Font | None:
    """``FALLBACK_FACES[index]`` at the pixel size the UI typeface is drawn at for ``size``,
    set up for its script and direction; None when its package is missing."""
    import pygame

    face = FALLBACK_FACES[index]
    path = face.path()
    if path is None:
        return None
    if not pygame.font.get_init():
        pygame.font.init()
    # The regular scale for both weights: these faces have one weight, emboldened by SDL.
    result = pygame.font.Font(str(path), drawn_size(size, False))
    if bold:
        result.set_bold(True)
    try:  # shaping (joined Arabic letters, right-to-left order) needs SDL_ttf built with HarfBuzz
        result.set_script(face.script)
        result.set_direction(pygame.DIRECTION_RTL if face.right_to_left else pygame.DIRECTION_LTR)
    except (AttributeError, pygame.error):  # pragma: no cover - older pygame-ce builds
        pass
    return result
