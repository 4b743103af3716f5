"""The UI font has a glyph for every character of every locale string."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import yaml

from briscola_desktop import fonts
from briscola_desktop.i18n import LANGUAGES, Localizer
from briscola_desktop.resources import data_path

# Characters the five languages need even where today's texts happen not to use them.
REQUIRED = "æøåÆØÅéèêëàâäîïôöòùûüçÇœŒÉÈÀÒÙÌìíóú«»·’‘“”–—…\u00a0€ñÑ¿¡áÁÍÓÚÜ"


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


def test_the_ui_typeface_comes_from_its_package_in_two_weights():
    regular, bold = fonts.ui_font_path(False), fonts.ui_font_path(True)
    assert regular and bold and regular != bold
    assert Path(regular).is_file() and Path(bold).is_file()
    # The package's own file (CI's virtual environment may sit inside the checkout, so the test
    # asks where font_lato is installed rather than whether the path is outside the repository).
    package_dir = Path(importlib.util.find_spec("font_lato").origin).resolve().parent
    assert package_dir in Path(regular).resolve().parents and package_dir in Path(bold).resolve().parents
    assert fonts.font(20).name == fonts.FAMILY == fonts.font(20, bold=True).name
    assert fonts.font(20, bold=True).style_name == "Bold" and fonts.font(20).style_name == "Regular"


def test_no_font_file_is_copied_into_the_repository():
    top = Path(__file__).resolve().parents[2]
    copied = [p for p in top.rglob("*") if p.suffix.lower() in {".ttf", ".otf", ".woff", ".woff2"}
              and not any(part.startswith(".") or part in {"build", "dist"} for part in p.relative_to(top).parts)]
    assert copied == []


def test_without_the_typeface_package_the_default_font_stands_in(monkeypatch):
    monkeypatch.setattr(fonts, "FONT_FILES", None)
    fonts.clear_cache()
    try:
        assert fonts.ui_font_path() is None and fonts.ui_font_path(True) is None
        assert fonts.font(20, bold=True).render("Menu", True, (0, 0, 0)).get_width() > 20
        assert fonts.font(20).name != "Lato"
    finally:
        monkeypatch.undo()
        fonts.clear_cache()


def test_bold_is_a_heavier_face_than_regular():
    import pygame

    word = "Briscola"
    regular = fonts.font(24).render(word, True, (0, 0, 0), (255, 255, 255))
    bold = fonts.font(24, bold=True).render(word, True, (0, 0, 0), (255, 255, 255))

    def ink(surface) -> int:
        return sum(1 for x in range(surface.get_width()) for y in range(surface.get_height())
                   if surface.get_at((x, y))[0] < 128)
    assert ink(bold) > ink(regular) * 1.2
    assert isinstance(regular, pygame.Surface)


def test_the_glyph_check_can_fail():
    assert fonts.missing_glyphs("a中") == {"中"}


@pytest.mark.parametrize("bold", [False, True])
def test_the_required_characters_all_have_glyphs(bold):
    assert fonts.missing_glyphs(REQUIRED, bold) == set()


def test_every_character_of_every_locale_string_has_a_glyph():
    text = every_shown_text()
    missing = fonts.missing_glyphs(text)   # in both weights
    assert not missing, "no glyph for: " + ", ".join(f"{c!r} U+{ord(c):04X}" for c in sorted(missing))


def test_font_is_cached_and_never_below_the_readable_size():
    fonts.clear_cache()
    assert fonts.font(20) is fonts.font(20)
    assert fonts.font(20, bold=True) is not fonts.font(20)
    assert fonts.font(6).get_height() == fonts.font(fonts.MIN_SIZE).get_height()


def test_body_size_grows_with_the_window_but_never_below_the_minimum():
    assert fonts.body_size(300) == fonts.MIN_BODY_SIZE
    assert fonts.body_size(1080) > fonts.body_size(720) >= fonts.MIN_BODY_SIZE


@pytest.mark.parametrize("name", ["Muñoz", "¿Otra partida?", "Agüero", "¡Buena baza!", "Ibáñez", "ÑANDÚ"])
@pytest.mark.parametrize("bold", [False, True])
def test_spanish_names_and_marks_draw_with_the_games_font(name, bold):
    assert fonts.missing_glyphs(name, bold) == set()
    surface = fonts.font(18, bold=bold).render(name, True, (0, 0, 0))
    assert surface.get_width() > 10 * len(name) // 3 and surface.get_bounding_rect().height > 0


@pytest.mark.parametrize("word", ["Æbleskiver på bordet", "Fran\u00e7ais « œuvre » · è à ò ù"])
def test_text_renders_with_ink(word):
    surface = fonts.font(18).render(word, True, (0, 0, 0))
    assert surface.get_width() > 10 * len(word) // 3
    assert surface.get_bounding_rect().height > 0
