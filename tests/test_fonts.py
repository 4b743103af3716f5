"""The UI font has a glyph for every character of every locale string."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path

import pytest
import yaml

from briscola_desktop import fonts
from briscola_desktop.i18n import LANGUAGES, Localizer
from briscola_desktop.resources import data_path

# Characters the four languages need even where today's texts happen not to use them.
REQUIRED = "æøåÆØÅéèêëàâäîïôöòùûüçÇœŒÉÈÀÒÙÌìíóú«»·’‘“”–—…"


def all_strings(tree) -> list[str]:
    if isinstance(tree, dict):
        return [s for v in tree.values() for s in all_strings(v)]
    if isinstance(tree, list):
        return [s for v in tree for s in all_strings(v)]
    return [tree] if isinstance(tree, str) else []


def every_shown_text() -> str:
    """Every UI string and every help text as shown, for both decks."""
    parts: list[str] = []
    for path in sorted(data_path("locales").rglob("*.yaml")):
        parts += all_strings(yaml.safe_load(path.read_text(encoding="utf-8")))
    loc = Localizer()
    for code in LANGUAGES:
        loc.set_language(code)
        for style in ("italian", "french"):
            for kind in ("rules", "strategy"):
                parts += all_strings(loc.help_pages(kind, style))
    return "".join(parts)


def test_ui_font_path_is_default_or_a_real_file():
    path = fonts.ui_font_path()
    assert path is None or Path(path).is_file()


def test_the_glyph_check_can_fail():
    assert fonts.missing_glyphs("a中") == {"中"}


def test_the_required_characters_all_have_glyphs():
    assert fonts.missing_glyphs(REQUIRED) == set()


def test_every_character_of_every_locale_string_has_a_glyph():
    text = every_shown_text()
    missing = fonts.missing_glyphs(text)
    assert not missing, "no glyph for: " + ", ".join(f"{c!r} U+{ord(c):04X}" for c in sorted(missing))


def test_font_is_cached_and_never_below_the_readable_size():
    fonts.clear_cache()
    assert fonts.font(20) is fonts.font(20)
    assert fonts.font(20, bold=True) is not fonts.font(20)
    assert fonts.font(6).get_height() == fonts.font(fonts.MIN_SIZE).get_height()


def test_body_size_grows_with_the_window_but_never_below_the_minimum():
    assert fonts.body_size(300) == fonts.MIN_BODY_SIZE
    assert fonts.body_size(1080) > fonts.body_size(720) >= fonts.MIN_BODY_SIZE


@pytest.mark.parametrize("word", ["Æbleskiver på bordet", "Fran\u00e7ais « œuvre » · è à ò ù"])
def test_text_renders_with_ink(word):
    surface = fonts.font(18).render(word, True, (0, 0, 0))
    assert surface.get_width() > 10 * len(word) // 3
    assert surface.get_bounding_rect().height > 0
