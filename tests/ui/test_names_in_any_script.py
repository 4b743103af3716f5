"""Names in Greek, Cyrillic, Arabic, Hebrew and Chinese are drawn with real letters, never boxes.

The UI typeface (Lato) has none of these letters; ``fonts.FALLBACK_FACES`` supply them glyph by
glyph. A name is checked three ways: every character has a glyph in the face that draws it
(freetype metrics), the picture is not the picture of missing-glyph boxes, and a right-to-left
name is one run drawn right to left.
"""

from __future__ import annotations

import pygame
import pygame.freetype
import pytest

from briscola_desktop import fonts
from briscola_desktop.app.text import REPLACEMENT, TextCache, drawable, runs, text_width
from briscola_desktop.app.ui.metrics import Metrics
from briscola_desktop.app.ui.textfield import TextField

NAMES = {
    "greek": "Αλέξανδρος",
    "cyrillic": "Дмитрий",
    "arabic": "محمد علي",
    "hebrew": "דוד כהן",
    "chinese": "王小明",
}
# A code point no face draws: what a box looks like in each face.
NEVER_DRAWN = "\U000F0000"


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def ink(surface: pygame.Surface) -> bytes:
    """The picture's coverage (alpha), so two renders compare by shape, not by colour."""
    return pygame.image.tobytes(surface, "RGBA")[3::4]


@pytest.mark.parametrize("script", sorted(NAMES))
def test_every_letter_of_the_name_has_a_glyph_in_the_face_that_draws_it(script: str) -> None:
    name = NAMES[script]
    assert fonts.undrawable(name) == set()
    pieces = runs(drawable(name, fonts.font(24)), 24)
    for face, chars in pieces:
        path = next((str(f.path()) for f in fonts.FALLBACK_FACES if f.family == face.name), None)
        probe = pygame.freetype.Font(path if path else fonts.ui_font_path(), 16)
        missing = [ch for ch, m in zip(chars, probe.get_metrics(chars)) if m is None]
        assert missing == [], f"{face.name} lacks {missing} of {chars!r}"
    # The UI typeface itself lacks them: the test would catch a fallback that silently stopped.
    letters = {ch for ch in name if ch != " "}
    assert fonts.missing_glyphs("".join(letters), bold=False) == letters


@pytest.mark.parametrize("script", sorted(NAMES))
def test_the_name_is_not_drawn_as_boxes_nor_as_the_replacement(script: str) -> None:
    name = NAMES[script]
    cache = TextCache()
    drawn = cache.render(name, 24, (255, 255, 255))
    assert drawable(name, fonts.font(24)) == name       # nothing replaced by "?"
    for face, chars in runs(name, 24):
        boxes = face.render(NEVER_DRAWN * len(chars), True, (255, 255, 255))
        own = face.render(chars, True, (255, 255, 255))
        assert ink(own) != ink(boxes), f"{face.name} draws {chars!r} as boxes"
    assert drawn.get_bounding_rect().width > 10 and drawn.get_bounding_rect().height > 5
    # The same name in the UI typeface alone would be boxes or marks: the fallback is what draws it.
    alone = fonts.font(24).render(REPLACEMENT * len(name), True, (255, 255, 255))
    assert ink(drawn) != ink(alone)


@pytest.mark.parametrize("script", ["arabic", "hebrew"])
def test_a_right_to_left_name_of_two_words_is_one_run_drawn_right_to_left(script: str) -> None:
    name = NAMES[script]
    pieces = runs(name, 24)
    assert [chars for _, chars in pieces] == [name]
    face = pieces[0][0]
    first_word = name.split(" ")[0]
    whole = face.render(name, True, (255, 255, 255))
    first = face.render(first_word, True, (255, 255, 255))
    w, h = first.get_width(), min(first.get_height(), whole.get_height())

    def distance(x: int) -> int:
        """How unlike the first word alone the strip of the whole name at ``x`` is."""
        strip = ink(whole.subsurface(pygame.Rect(x, 0, w, h)).copy())
        alone = ink(first.subsurface(pygame.Rect(0, 0, w, h)).copy())
        return sum(abs(a - b) for a, b in zip(strip, alone))

    # Right to left: the first word typed stands at the right end of the picture, not the left.
    assert distance(whole.get_width() - w) < distance(0)


def test_a_latin_name_keeps_the_ui_typeface_and_one_run() -> None:
    assert [(f.name, c) for f, c in runs("Anna Maria", 24)] == [(fonts.FAMILY, "Anna Maria")]


def test_a_mixed_line_is_measured_as_it_is_drawn() -> None:
    cache = TextCache()
    line = "Ada 王小明 Дмитрий"
    assert abs(text_width(line, 24) - cache.render(line, 24).get_width()) <= 1
    lines = cache.wrap(" ".join(NAMES.values()), 24, 200)
    assert len(lines) > 1 and all(surf.get_width() <= 200 for surf in lines)


def test_a_character_no_face_has_is_named_and_shown_as_the_mark() -> None:
    emoji = "\U0001F600"
    assert fonts.undrawable(f"Ada {emoji}") == {emoji}
    assert drawable(f"Ada {emoji}", fonts.font(24)) == f"Ada {REPLACEMENT}"


def test_the_name_field_leaves_out_what_no_face_draws_and_says_so() -> None:
    field = TextField(lambda: "Name", "", 24)
    field.text_event(pygame.event.Event(pygame.TEXTINPUT, text="王"))
    assert field.value == "王" and not field.left_out
    field.text_event(pygame.event.Event(pygame.TEXTINPUT, text="\U0001F600"))
    assert field.value == "王" and field.left_out
    field.text_event(pygame.event.Event(pygame.TEXTINPUT, text="Ω"))
    assert field.value == "王Ω" and not field.left_out
    field.set("Ada\u0900ब")      # pasted Devanagari: no face has it
    assert field.value == "Ada" and field.left_out
    surface = pygame.Surface((600, 80))
    field.rect = pygame.Rect(0, 0, 600, 60)
    field.draw(surface, TextCache(), Metrics.for_size((800, 600)), True, False)


def test_a_network_name_no_face_draws_is_refused_with_a_reason() -> None:
    from briscola_desktop.app.friends.names import checked_name

    assert checked_name("Ελένη") == ("Ελένη", "")
    name, why = checked_name("Ada \U0001F600")
    assert name is None and why


def test_every_fallback_face_is_a_dependency_and_travels_in_the_bundle() -> None:
    from pathlib import Path

    top = Path(__file__).resolve().parents[2]
    pyproject = (top / "pyproject.toml").read_text(encoding="utf-8")
    spec = (top / "build" / "pyinstaller.spec").read_text(encoding="utf-8")
    for face in fonts.FALLBACK_FACES:
        assert face.path() is not None and face.path().is_file(), face.family
        assert f'"{face.package.replace("_", "-")}' in pyproject, f"{face.package} is no dependency"
        assert f'"{face.package}"' in spec, f"{face.package} is not collected by the PyInstaller spec"


def test_without_a_fallback_package_its_letters_are_marks_not_boxes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fonts, "_FALLBACK_PACKAGES", {name: None for name in fonts._FALLBACK_PACKAGES})
    fonts.clear_cache()
    try:
        assert fonts.undrawable(NAMES["greek"]) == set(NAMES["greek"])
        assert drawable(NAMES["greek"], fonts.font(24)) == REPLACEMENT * len(NAMES["greek"])
        assert TextCache().render(NAMES["chinese"], 24).get_width() > 0
    finally:
        monkeypatch.undo()
        fonts.clear_cache()
