"""The one place that draws text never raises on what it is given, and shows what it replaced."""

from __future__ import annotations

import logging

import pygame
import pytest

from briscola_desktop.app import text as text_module
from briscola_desktop.app.text import MAX_CHARS, REPLACEMENT, TextCache, drawable
from briscola_desktop.fonts import font

HOSTILE = {
    "nul": "Ada\x00Bo",
    "control": "tab\there\x07bell\x1bescape",
    "lone_surrogate": "a\ud800b",
    "long": "x" * 100_000,
    "right_to_left": "\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627",
    "combining": "e\u0301\u0302\u0303\u0304",
    "emoji": "coins \U0001F600",
    "unassigned": "\U000E0FFF",
    "private_use": "\ue000",
    "empty": "",
}


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_render_fit_and_wrap_never_raise(name: str) -> None:
    cache = TextCache()
    value = HOSTILE[name]
    assert cache.render(value, 20).get_height() > 0
    assert cache.fit(value, 20, 300).get_height() > 0
    assert all(line.get_height() > 0 for line in cache.wrap(value, 20, 300))


def test_a_nul_and_a_control_character_are_replaced_visibly() -> None:
    face = font(20)
    assert drawable("Ada\x00Bo", face) == f"Ada{REPLACEMENT}Bo"
    assert drawable("a\x07b", face) == f"a{REPLACEMENT}b"


def test_a_character_no_typeface_has_is_replaced_and_the_drawn_letters_kept() -> None:
    face = font(20)
    assert drawable("\u0915", face) == REPLACEMENT            # Devanagari: in no face of the game
    assert drawable("\u05e9", face) == "\u05e9"               # Hebrew: drawn by a fallback face
    assert drawable("Ærø Å «é» – …", face) == "Ærø Å «é» – …"   # every letter of the four locales stays
    assert drawable("e\u0301", face) == "é"                    # a letter and its accent drawn as one


def test_long_text_is_cut_with_an_ellipsis() -> None:
    shown = drawable("x" * 100_000, font(20))
    assert len(shown) == MAX_CHARS and shown.endswith("…")


def test_what_is_not_text_is_drawn_as_the_mark() -> None:
    assert TextCache().render(42, 20).get_width() == TextCache().render(REPLACEMENT, 20).get_width()  # type: ignore[arg-type]


def test_each_kind_of_replacement_is_logged_once(caplog: pytest.LogCaptureFixture, monkeypatch) -> None:
    monkeypatch.setattr(text_module, "_logged", set())
    cache = TextCache()
    with caplog.at_level(logging.WARNING, logger="briscola_desktop.app.text"):
        for i in range(5):
            cache.render(f"a\x00{i}", 20)
    assert len([r for r in caplog.records if "control" in r.getMessage()]) == 1


def test_a_renderer_error_draws_the_mark(monkeypatch) -> None:
    class Refusing:
        def render(self, value, antialias, colour):
            if value != REPLACEMENT:
                raise pygame.error("Text has zero width")
            return pygame.Surface((7, 20))

        def metrics(self, value):
            return [(0, 7, 0, 10, 7)] * len(value)

    monkeypatch.setattr(text_module, "font", lambda size, bold=False: Refusing())
    assert TextCache().render("anything", 20).get_size() == (7, 20)


def test_a_long_paragraph_of_the_help_is_wrapped_whole_not_cut_at_one_lines_limit(monkeypatch) -> None:
    """A help paragraph may hold more than one line's :data:`MAX_CHARS` (the table-server page's run to 670):
    every word must reach the screen (a cut paragraph ended in "…" mid-sentence on the rules pages)."""
    import yaml

    from briscola_desktop.resources import data_path

    pygame.init()
    drawn: list[str] = []
    real = TextCache.render
    monkeypatch.setattr(TextCache, "render", lambda self, t, *a, **k: (drawn.append(t), real(self, t, *a, **k))[1])
    cache = TextCache()
    longest = []
    for path in sorted(data_path("locales", "help").glob("*.yaml")):
        help_pages = yaml.safe_load(path.read_text(encoding="utf-8"))
        for kind in help_pages.values():
            for page in kind:
                for block in page.get("blocks", []):
                    if len(block.get("text", "")) > MAX_CHARS:
                        longest.append(block["text"])
    assert longest, "no help paragraph is longer than one line's limit: this test checks nothing"
    for text in longest:
        drawn.clear()
        cache.wrap(text, 16, 600)
        assert " ".join(drawn).split() == text.split()
