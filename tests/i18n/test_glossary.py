"""The glossaries (locales/glossary/<code>.yaml): one term per idea, in the UI and the help alike.

Each glossary names the word the game uses for an idea and the alternatives a native player
would not use (regular expressions). These tests keep the glossary in step with the term.*
keys and the match formats, and flag any UI or help string that uses a replaced word.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
import yaml

from briscola_desktop import i18n
from briscola_desktop.resources import data_path
from briscola_desktop.rules.variant import MATCH_FORMATS

LANGUAGES = i18n.LANGUAGES
#: The ideas every glossary must settle, plus the match formats.
REQUIRED = ("hand", "deal", "trick", "trump", "stock", "lead", "follow_suit", "counting_cards",
            "blank_cards", "caller", "partner")
WINS_FORMATS = ("single_hand", "best_of_three", "best_of_five", "first_to_five")


def glossary(code: str) -> dict[str, Any]:
    with open(data_path("locales", "glossary", f"{code}.yaml"), encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def texts(code: str) -> Iterator[tuple[str, str]]:
    """(where, text) for every UI string (each plural form) and every help title, heading, text."""
    for key, value in i18n.load_catalog(code).items():
        if isinstance(value, Mapping):
            for form, text in value.items():
                yield f"{key}.{form}", text
        else:
            yield key, value
    for kind, pages in i18n.load_help(code).items():
        for page in pages:
            where = f"help:{kind}:{page['id']}"
            yield where, page["title"]
            for block in page["blocks"]:
                for btype in ("heading", "text"):
                    if btype in block:
                        yield where, block[btype]


def _allowed(where: str, allow_in: list[str]) -> bool:
    # "table.format.five_deals" allows that key (and its plural forms); "help:rules:chiamata" a page.
    return any(where == a or where.startswith(a + ".") for a in allow_in)


def offences(gloss: Mapping[str, Any], strings: Iterator[tuple[str, str]]) -> list[str]:
    """Every (where, text) that uses a word the glossary replaces, as readable lines."""
    rules = []
    for concept, entry in gloss["terms"].items():
        for pattern in entry.get("avoid", []):
            rules.append((concept, entry["use"], re.compile(rf"(?<!\w){pattern}(?!\w)", re.IGNORECASE),
                          list(entry.get("allow_in", []))))
    found = []
    for where, text in strings:
        # Placeholders are names, not words a player reads ("{partner}" is fine in Italian).
        words = re.sub(r"\{[^{}]*\}", "…", text)
        for concept, use, rx, allow_in in rules:
            m = rx.search(words)
            if m and not _allowed(where, allow_in):
                found.append(f"{where}: '{m.group(0)}' where the glossary says '{use}' ({concept}): {text}")
    return found


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_language_has_a_glossary_that_settles_the_games_terms(code):
    gloss = glossary(code)
    missing = [c for c in REQUIRED if c not in gloss["terms"]]
    assert not missing, f"{code} glossary lacks {missing}"
    assert set(gloss["formats"]) == set(MATCH_FORMATS), code
    for concept, entry in gloss["terms"].items():
        assert isinstance(entry.get("use"), str) and entry["use"].strip(), (code, concept)
        for pattern in entry.get("avoid", []):
            re.compile(pattern)  # a broken pattern fails here, not silently


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_term_keys_hold_the_glossarys_word(code):
    catalog = i18n.load_catalog(code)
    for concept, entry in glossary(code)["terms"].items():
        if "key" in entry:
            assert catalog[entry["key"]].lower() == entry["use"].lower(), (code, concept)


@pytest.mark.parametrize("code", LANGUAGES)
def test_match_formats_are_named_the_same_on_the_new_match_screen_and_in_the_help(code):
    catalog = i18n.load_catalog(code)
    gloss = glossary(code)
    match_page = next(p for p in i18n.load_help(code)["rules"] if p["id"] == "match")
    help_text = " ".join(b.get("text", "") for b in match_page["blocks"]).lower()
    for name, label in gloss["formats"].items():
        assert catalog[f"newmatch.format.{name}"] == label, (code, name)
        if name in WINS_FORMATS:
            assert label.lower() in help_text, f"{code}: the help's match page does not name '{label}'"


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_ui_or_help_string_uses_a_word_the_glossary_replaces(code):
    found = offences(glossary(code), texts(code))
    assert not found, "\n".join(found)


@pytest.mark.parametrize(("code", "where", "text"), [
    ("fr", "table.match_hands", "Donnes gagnées : {entries}"),
    ("fr", "result.you_win_hand", "Vous gagnez la donne"),
    ("fr", "hint.throw_liscio", "Défaussez une carte sans valeur"),
    ("nb", "hint.throw_liscio", "Kast et blankt kort"),
    ("nb", "table.format.five_deals", "fem giv"),
    ("it", "help:rules:deal", "formano il mazzo da cui si pesca, il tallone."),
    ("it", "newmatch.format.best_of_three", "Al meglio delle tre"),
    ("en", "term.blanks", "blanks"),
])
def test_the_check_flags_a_replaced_word(code, where, text):
    assert offences(glossary(code), iter([(where, text)])), (code, text)


def test_the_check_lets_a_word_through_where_the_glossary_allows_it():
    assert not offences(glossary("it"), iter([("scorepad.ui.pair", "{caller} con {partner}")]))
    gloss = glossary("fr")
    assert not offences(gloss, iter([("table.match_deals", "Partie : {entries} (donne {deal} sur {deals})")]))
    assert not offences(gloss, iter([("help:rules:chiamata", "Points de partie pour la donne")]))
    # "donne" the verb is not the noun
    assert not offences(gloss, iter([("help:strategy:leading", "Un roi donne peu de points")]))
