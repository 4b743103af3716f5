"""A value shown inside a sentence takes its sentence form, and a French mark stays with its word.

The lobby's buttons read "Match length: best of three" and "Time for each move: no limit": the
value after the colon is not the capitalised label a choice shows on its own ("Best of three",
"No limit"), in any language ("Temps pour chaque coup : sans limite", not "... : Sans limite").
The same goes for the settings a command-line option changed for the session, said under their row.

French sets " :", " ?", " !", " ;" and " »" apart from the word before with a space, which the
typeface can only write as a plain one: a wrapped line never starts with the mark alone (nor ends
with an opening « alone).
"""

from __future__ import annotations

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.app.core.options import DECK_STYLES, SPEED_NAMES, TURN_LIMITS
from briscola_desktop.app.friends.lobby_screen import length_words, time_words
from briscola_desktop.app.text import TextCache, unbreakable_words
from briscola_desktop.rules.variant import MATCH_FORMATS


@pytest.fixture
def language():
    yield i18n.set_language
    i18n.set_language("en")


def starts_in_lower_case(text: str) -> bool:
    first = text.lstrip()[:1]
    return first.isdigit() or first == first.lower()


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_the_lobby_buttons_put_the_sentence_form_after_the_colon(code: str, language) -> None:
    language(code)
    for fmt in MATCH_FORMATS:
        value = length_words(fmt, in_sentence=True)
        assert starts_in_lower_case(value), f"{code}: {fmt} inside a sentence is '{value}'"
        assert i18n.t("friends.length_button", format=value).endswith(value)
    for limit in TURN_LIMITS:
        value = time_words(limit, in_sentence=True)
        assert starts_in_lower_case(value), f"{code}: {limit} seconds inside a sentence is '{value}'"
    assert time_words(None) != time_words(None, in_sentence=True)


@pytest.mark.parametrize("code", [c for c in i18n.LANGUAGES if c != "en"])
def test_a_setting_given_on_the_command_line_is_said_in_its_sentence_form(code: str) -> None:
    # "Per questa sessione (--deck): carte francesi; impostazione salvata: carte italiane". English
    # opens the line with the value ("Off for this session"), so its values keep their capital.
    catalog = i18n.load_catalog(code)
    values = {k: v for k, v in catalog.items() if k.startswith("settings.this_run_value.")}
    assert {k.rsplit(".", 1)[1] for k in values if ".deck." in k} == set(DECK_STYLES)
    assert {k.rsplit(".", 1)[1] for k in values if ".speed." in k} == set(SPEED_NAMES)
    capitalised = {k: v for k, v in values.items() if not starts_in_lower_case(v)}
    assert not capitalised, f"{code}: {capitalised}"


def test_the_check_flags_a_capitalised_value() -> None:
    assert not starts_in_lower_case("Sans limite")
    assert starts_in_lower_case("60 secondes") and starts_in_lower_case("deux manches gagnantes")


def french_texts_with_a_spaced_mark() -> list[str]:
    catalog = i18n.load_catalog("fr")
    texts = [form for value in catalog.values() for form in (value.values() if isinstance(value, dict) else [value])]
    return [x for x in texts if isinstance(x, str) and any(m in x for m in (" :", " ?", " !", " ;", " »"))]


def test_a_french_mark_is_one_word_with_the_word_before() -> None:
    assert unbreakable_words("Partir maintenant ?") == ["Partir", "maintenant ?"]
    assert unbreakable_words("depuis « Rejoindre une table ». Partir ?") == [
        "depuis", "« Rejoindre", "une", "table ».", "Partir ?"]
    assert unbreakable_words("Or : gagnée") == ["Or :", "gagnée"]


def test_no_wrapped_french_line_starts_with_a_mark(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.init()
    cache = TextCache()
    lines: list[str] = []
    monkeypatch.setattr(cache, "render", lambda text, *args, **kw: lines.append(text) or pygame.Surface((1, 1)))
    texts = french_texts_with_a_spaced_mark()
    assert len(texts) > 50
    for text in texts:
        for width in range(120, 700, 20):
            cache.wrap(text, 18, width)
    bad = {line for line in lines if line[:1] in ":;?!»" or line.endswith("«")}
    assert not bad, sorted(bad)[:10]
