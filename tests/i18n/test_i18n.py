"""The localization layer and the four locale files (UI strings and help pages)."""

from __future__ import annotations

import logging
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

import briscola_desktop
from briscola_desktop import i18n
from briscola_desktop.i18n import (
    LANGUAGES,
    Localizer,
    flatten,
    is_plural_entry,
    placeholders,
)
from briscola_desktop.resources import data_path
from briscola_desktop.rules.cards import DECK, Rank, Suit, card_from_key

ROOT = Path(__file__).resolve().parents[2]


def raw(code: str) -> dict:
    return yaml.safe_load(data_path("locales", f"{code}.yaml").read_text(encoding="utf-8"))


def raw_help(code: str) -> dict:
    return yaml.safe_load(data_path("locales", "help", f"{code}.yaml").read_text(encoding="utf-8"))


def leaves(tree, path=""):
    """Every leaf of a YAML tree with its dotted path (plural forms included)."""
    if isinstance(tree, dict):
        for k, v in tree.items():
            yield from leaves(v, f"{path}.{k}" if path else str(k))
    elif isinstance(tree, list):
        for i, v in enumerate(tree):
            yield from leaves(v, f"{path}[{i}]")
    else:
        yield path, tree


def templates(value) -> list[str]:
    return list(value.values()) if is_plural_entry(value) else [value]


@pytest.fixture()
def loc() -> Localizer:
    return Localizer()


# ----------------------------------------------------------------- the UI files

def test_every_language_has_a_ui_file_and_a_help_file():
    for code in LANGUAGES:
        assert data_path("locales", f"{code}.yaml").is_file(), code
        assert data_path("locales", "help", f"{code}.yaml").is_file(), code


def test_the_four_ui_files_have_exactly_the_same_keys():
    english = set(flatten(raw("en")))
    for code in LANGUAGES[1:]:
        other = set(flatten(raw(code)))
        assert not english - other, f"{code}.yaml lacks: {sorted(english - other)}"
        assert not other - english, f"{code}.yaml has keys English lacks: {sorted(other - english)}"


def test_plural_entries_are_plural_in_every_language_with_one_and_other():
    flat = {code: flatten(raw(code)) for code in LANGUAGES}
    for key, value in flat["en"].items():
        for code in LANGUAGES:
            mine = flat[code].get(key)
            if mine is None:
                continue  # the parity test reports it
            assert is_plural_entry(mine) == is_plural_entry(value), f"{code}: {key}"
            if is_plural_entry(mine):
                assert set(mine) == {"one", "other"}, f"{code}: {key} has {sorted(mine)}"


def test_every_key_has_the_same_placeholders_in_all_four():
    flat = {code: flatten(raw(code)) for code in LANGUAGES}
    for key, value in flat["en"].items():
        wanted = set().union(*(placeholders(t) for t in templates(value)))
        for code in LANGUAGES[1:]:
            if key not in flat[code]:
                continue
            for form in templates(flat[code][key]):
                got = placeholders(form)
                # A plural form may leave {count} out ("un pli", "one trick") but nothing else.
                assert got <= wanted and wanted - got <= {"count"}, (
                    f"{code}: {key} has {sorted(got)}, English {sorted(wanted)}")


def test_no_value_is_empty_or_not_a_string():
    for code in LANGUAGES:
        for path, value in leaves(raw(code)):
            assert isinstance(value, str), f"{code}.yaml {path} is {value!r} (quote it)"
            assert value.strip(), f"{code}.yaml {path} is empty"


def test_every_string_formats_with_sample_values():
    for code in LANGUAGES:
        for key, value in flatten(raw(code)).items():
            for form in templates(value):
                # Every value as a phrase, so {seat.by} and agreements ({card:a|b}) format too.
                sample = {name: i18n.Phrase(f"<{name}>", bare=name, forms={}, gender="feminine")
                          for name in placeholders(form)}
                out = form.format(**sample)
                assert "{" not in out and "}" not in out, f"{code}: {key} -> {out!r}"


def test_lang_names_are_each_language_in_its_own_words():
    for code in LANGUAGES:
        names = flatten(raw(code))
        assert names["lang.en"] == "English"
        assert names["lang.it"] == "Italiano"
        assert names["lang.fr"] == "Français"
        assert names["lang.nb"] == "Norsk bokmål"
        assert names["lang.es"] == "Español"


# ----------------------------------------------------------------- lookup and plurals

def test_lookup_in_each_language(loc):
    expected = {"en": "trump", "it": "briscola", "fr": "atout", "nb": "trumf", "es": "triunfo"}
    for code, word in expected.items():
        loc.set_language(code)
        assert loc.t("term.trump") == word


@pytest.mark.parametrize(
    ("code", "count", "text"),
    [
        ("en", 0, "0 points"), ("en", 1, "1 point"), ("en", 2, "2 points"),
        ("it", 0, "0 punti"), ("it", 1, "1 punto"), ("it", 11, "11 punti"),
        ("fr", 0, "0 point"), ("fr", 1, "1 point"), ("fr", 2, "2 points"),
        ("nb", 1, "1 poeng"), ("nb", 61, "61 poeng"),
        ("es", 0, "0 puntos"), ("es", 1, "1 punto"), ("es", 2, "2 puntos"),
    ],
)
def test_plural_forms_follow_each_language(loc, code, count, text):
    loc.set_language(code)
    assert loc.t("term.points", count=count) == text


def test_french_zero_tricks_is_singular_but_english_is_plural(loc):
    loc.set_language("fr")
    assert loc.t("term.tricks", count=0) == "0 pli"
    loc.set_language("en")
    assert loc.t("term.tricks", count=0) == "0 tricks"


def test_missing_key_falls_back_to_english_and_is_logged_once(loc, caplog):
    loc.set_language("it")
    loc._catalogs["it"] = {k: v for k, v in loc.catalog("it").items() if k != "term.stock"}
    with caplog.at_level(logging.WARNING, logger="briscola_desktop.i18n"):
        assert loc.t("term.stock") == "stock"
        assert loc.t("term.stock") == "stock"
    hits = [r for r in caplog.records if "term.stock" in r.getMessage()]
    assert len(hits) == 1 and hits[0].levelno == logging.WARNING


def test_key_missing_everywhere_shows_readable_words_and_logs_one_error(loc, caplog):
    loc.set_language("fr")
    with caplog.at_level(logging.WARNING, logger="briscola_desktop.i18n"):
        assert loc.t("menu.no_such_button") == "No such button"
        assert loc.t("menu.no_such_button") == "No such button"
    hits = [r for r in caplog.records if "menu.no_such_button" in r.getMessage()]
    assert len(hits) == 1 and hits[0].levelno == logging.ERROR


def test_a_missing_placeholder_value_stays_visible_instead_of_crashing(loc):
    loc._catalogs["en"] = {"score.line": "{player} has {points}"}
    assert loc.t("score.line", player="Anna") == "Anna has {points}"


def test_a_malformed_template_is_shown_raw_and_logged(loc, caplog):
    loc._catalogs["en"] = {"bad.brace": "50 { points"}
    with caplog.at_level(logging.ERROR, logger="briscola_desktop.i18n"):
        assert loc.t("bad.brace") == "50 { points"
    assert any("bad.brace" in r.getMessage() for r in caplog.records)


def test_unknown_language_means_english_with_a_warning(loc, caplog):
    with caplog.at_level(logging.WARNING, logger="briscola_desktop.i18n"):
        loc.set_language("de")
    assert loc.code == "en"
    assert any("'de'" in r.getMessage() for r in caplog.records)


def test_a_broken_locale_file_falls_back_to_english_with_the_file_named(loc, caplog, tmp_path, monkeypatch):
    broken = tmp_path / "it.yaml"
    broken.write_text("term:\n  trump: [unclosed\n", encoding="utf-8")
    real = i18n.files.locale_file
    monkeypatch.setattr(i18n.files, "locale_file", lambda code: broken if code == "it" else real(code))
    with caplog.at_level(logging.ERROR, logger="briscola_desktop.i18n"):
        loc.set_language("it")
        assert loc.t("term.trump") == "trump"
    assert any(str(broken) in r.getMessage() for r in caplog.records)
    assert broken.read_text(encoding="utf-8").startswith("term:")  # the file is left alone


def test_preload_fills_the_caches_for_the_current_language_and_english():
    before = i18n.language()
    try:
        i18n.set_language("nb")
        i18n.preload()
        assert {"nb", "en"} <= set(i18n._STATE._catalogs)
        assert i18n._STATE._help.get("nb") and i18n._STATE._help.get("en")
    finally:
        i18n.set_language(before)


def test_module_functions_share_one_state():
    before = i18n.language()
    try:
        i18n.set_language("nb")
        assert i18n.language() == "nb"
        assert i18n.t("term.trick") == "stikk"
    finally:
        i18n.set_language(before)


# ----------------------------------------------------------------- system language

@pytest.mark.parametrize(
    ("environ", "code"),
    [
        ({"LANG": "nb_NO.UTF-8"}, "nb"),
        ({"LANG": "no_NO.UTF-8"}, "nb"),
        ({"LANG": "nn_NO.UTF-8"}, "nb"),
        ({"LANG": "it_IT.UTF-8"}, "it"),
        ({"LANG": "fr_CA.UTF-8"}, "fr"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANGUAGE": "de:fr", "LANG": "de_DE.UTF-8"}, "fr"),
        ({"LC_ALL": "it_CH.UTF-8", "LANG": "fr_FR.UTF-8"}, "it"),
        ({"LC_MESSAGES": "nb-NO"}, "nb"),
        ({"LANG": "es_ES.UTF-8"}, "es"),
        ({"LANG": "es_MX.UTF-8"}, "es"),
        ({"LANG": "es_AR.UTF-8"}, "es"),
        ({"LC_ALL": "es_419.UTF-8"}, "es"),
        ({"LANGUAGE": "es_CO:es", "LANG": "es_CO.UTF-8"}, "es"),
        ({"LANG": "ca_ES.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_system_language(environ, code):
    assert i18n.system_language(environ) == code


def test_windows_style_locale_names_are_understood():
    assert i18n._match_system_code("Norwegian Bokmål_Norway") == "nb"
    assert i18n._match_system_code("Italian_Italy") == "it"
    assert i18n._match_system_code("German_Germany") is None
    assert i18n._match_system_code("Spanish_Spain") == "es"
    assert i18n._match_system_code("Spanish_Mexico.1252") == "es"
    assert i18n._match_system_code("Spanish - Modern Sort_Spain") == "es"
    assert i18n._match_system_code("Spanish - Modern Sort") == "es"
    assert i18n._match_system_code("spanish") == "es"
    assert i18n._match_system_code("Español") == "es"


# ----------------------------------------------------------------- card names

@pytest.mark.parametrize(
    ("code", "style", "key", "name"),
    [
        ("it", "italian", "coins_ace", "Asso di denari"),
        ("it", "italian", "batons_queen", "Cavallo di bastoni"),
        ("it", "french", "cups_queen", "Donna di cuori"),
        ("fr", "italian", "swords_king", "Roi d'épées"),
        ("fr", "french", "coins_ace", "As de carreau"),
        ("fr", "french", "cups_queen", "Dame de cœur"),
        ("en", "italian", "swords_jack", "Jack of swords"),
        ("en", "french", "batons_three", "Three of clubs"),
        ("nb", "french", "coins_ace", "Ruter ess"),
        ("nb", "italian", "cups_seven", "Sju i kopper"),
        ("es", "italian", "coins_ace", "As de oros"),
        ("es", "italian", "batons_jack", "Sota de bastos"),
        ("es", "italian", "cups_queen", "Caballo de copas"),
        ("es", "french", "cups_queen", "Reina de corazones"),
        ("es", "french", "batons_jack", "Jota de tréboles"),
    ],
)
def test_card_names(code, style, key, name):
    before = i18n.language()
    try:
        i18n.set_language(code)
        assert i18n.card_name(card_from_key(key), style) == name
    finally:
        i18n.set_language(before)


@pytest.mark.parametrize(
    ("code", "style", "key", "phrase"),
    [
        # English: lower case, with "the".
        ("en", "italian", "cups_three", "the three of cups"),
        ("en", "italian", "swords_queen", "the knight of swords"),
        ("en", "french", "batons_jack", "the jack of clubs"),
        ("en", "french", "cups_queen", "the queen of hearts"),
        # Italian: l' before a vowel, il before a consonant, la for the French deck's donna.
        ("it", "italian", "coins_ace", "l'asso di denari"),
        ("it", "italian", "cups_three", "il tre di coppe"),
        ("it", "italian", "batons_jack", "il fante di bastoni"),
        ("it", "italian", "swords_queen", "il cavallo di spade"),
        ("it", "italian", "coins_king", "il re di denari"),
        ("it", "french", "cups_queen", "la donna di cuori"),
        ("it", "french", "swords_ace", "l'asso di picche"),
        # French: l'as, le trois, la dame, le valet, le roi; "d'épées" elides.
        ("fr", "french", "coins_ace", "l'as de carreau"),
        ("fr", "french", "cups_three", "le trois de cœur"),
        ("fr", "french", "swords_queen", "la dame de pique"),
        ("fr", "french", "batons_jack", "le valet de trèfle"),
        ("fr", "italian", "swords_king", "le roi d'épées"),
        ("fr", "italian", "coins_queen", "le cavalier de deniers"),
        # Norwegian: suit first, lower case, no article, as a Norwegian player says it.
        ("nb", "french", "cups_queen", "hjerter dame"),
        ("nb", "french", "swords_ace", "spar ess"),
        ("nb", "italian", "cups_three", "tre i kopper"),
        ("nb", "italian", "batons_queen", "hest i staver"),
        # Spanish: el as, el rey, el caballo; la sota and la reina are feminine.
        ("es", "italian", "coins_ace", "el as de oros"),
        ("es", "italian", "batons_jack", "la sota de bastos"),
        ("es", "italian", "swords_queen", "el caballo de espadas"),
        ("es", "french", "cups_queen", "la reina de corazones"),
        ("es", "french", "swords_king", "el rey de picas"),
    ],
)
def test_cards_named_inside_a_sentence(code, style, key, phrase):
    before = i18n.language()
    try:
        i18n.set_language(code)
        assert i18n.card_in_sentence(card_from_key(key), style) == phrase
    finally:
        i18n.set_language(before)


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("style", ("italian", "french"))
def test_in_sentence_card_names_are_lower_case_and_carry_the_languages_article(code, style):
    articles = {"en": ("the ",), "it": ("il ", "l'", "la "), "fr": ("le ", "l'", "la "), "nb": ("",),
                "es": ("el ", "la ")}[code]
    before = i18n.language()
    try:
        i18n.set_language(code)
        for c in DECK:
            with_article = i18n.card_in_sentence(c, style)
            bare = i18n.card_in_sentence(c, style, article=False)
            assert with_article == with_article.lower(), (code, style, with_article)
            assert with_article.startswith(articles), (code, style, with_article)
            assert with_article.endswith(bare.split(" ", 1)[-1]), (code, style, with_article, bare)
            # The label is the bare in-sentence name with a capital letter.
            assert i18n.card_name(c, style) == i18n.capitalise(bare)
    finally:
        i18n.set_language(before)


def test_the_call_hint_reads_as_a_sentence_in_every_language():
    before = i18n.language()
    expected = {"en": "Call the three of cups –", "it": "Chiama il tre di coppe:",
                "fr": "Appelez le trois de coupes :", "nb": "Meld tre i kopper:",
                "es": "Llama el tres de copas:"}
    try:
        for code, start in expected.items():
            i18n.set_language(code)
            text = i18n.t("hint.call", card=i18n.card_in_sentence(card_from_key("cups_three"), "italian"))
            assert text.startswith(start), (code, text)
    finally:
        i18n.set_language(before)


def test_every_card_has_a_distinct_name_in_every_language_and_style():
    before = i18n.language()
    try:
        for code in LANGUAGES:
            i18n.set_language(code)
            for style in ("italian", "french"):
                names = {i18n.card_name(c, style) for c in DECK}
                assert len(names) == 40, (code, style)
                suits = {i18n.suit_name(s, style) for s in Suit}
                assert len(suits) == 4, (code, style)
    finally:
        i18n.set_language(before)


def test_french_deck_suit_names_are_the_french_suits():
    before = i18n.language()
    try:
        i18n.set_language("en")
        assert [i18n.suit_name(s, "french") for s in Suit] == ["diamonds", "hearts", "spades", "clubs"]
        i18n.set_language("it")
        assert [i18n.suit_name(s, "italian") for s in Suit] == ["denari", "coppe", "spade", "bastoni"]
        assert i18n.rank_name(Rank.QUEEN, "italian") == "cavallo"
    finally:
        i18n.set_language(before)


# ----------------------------------------------------------------- help pages

def test_help_files_have_the_same_pages_in_the_same_order():
    english = raw_help("en")
    for kind in i18n.HELP_KINDS:
        ids = [p["id"] for p in english[kind]]
        assert len(ids) == len(set(ids)), f"duplicate page ids in en {kind}"
        for code in LANGUAGES[1:]:
            assert [p["id"] for p in raw_help(code)[kind]] == ids, f"{code} {kind}"


def test_help_files_load_and_have_the_block_shape():
    for code in LANGUAGES:
        data = i18n.load_help(code)  # raises LocaleFileError naming the fault
        assert data["rules"] and data["strategy"]


def test_help_values_are_non_empty_strings():
    for code in LANGUAGES:
        for path, value in leaves(raw_help(code)):
            assert isinstance(value, str) and value.strip(), f"help/{code}.yaml {path}: {value!r}"


def test_help_card_pictures_name_real_cards():
    for code in LANGUAGES:
        for kind in i18n.HELP_KINDS:
            for page in raw_help(code)[kind]:
                for block in page["blocks"]:
                    for key in block.get("cards", []):
                        card_from_key(key)  # raises on an unknown key


def test_help_texts_use_only_known_names_and_format_for_both_decks(loc):
    for code in LANGUAGES:
        for style in ("italian", "french"):
            words = loc.help_vocabulary(code, style)
            for kind in i18n.HELP_KINDS:
                for page in raw_help(code)[kind]:
                    texts = [page["title"]] + [b.get("text") or b.get("heading") for b in page["blocks"]
                                               if "cards" not in b]
                    for text in texts:
                        unknown = placeholders(text) - set(words)
                        assert not unknown, f"{code} {page['id']}: unknown {sorted(unknown)}"
                        assert "{" not in text.format_map(words), f"{code} {page['id']}"


def test_the_rules_cover_every_table_the_game_offers():
    pages = {p["id"] for p in raw_help("en")["rules"]}
    for needed in ("deck", "deal", "tricks", "stock", "scoring", "match", "three_players",
                   "four_players", "six_players", "chiamata", "scoperta", "briscolone"):
        assert needed in pages, needed
    strategy = {p["id"] for p in raw_help("en")["strategy"]}
    for needed in ("trumping", "leading", "counting", "last_stock"):
        assert needed in strategy, needed


def test_help_pages_follow_the_language_and_the_deck(loc):
    loc.set_language("it")
    italian = loc.help_pages("rules", "italian")
    french = loc.help_pages("rules", "french")
    # The "tricks" page names cards only through placeholders (the deck page names both decks).
    text_it = " ".join(b.get("text", "") for p in italian if p["id"] == "tricks" for b in p["blocks"])
    text_fr = " ".join(b.get("text", "") for p in french if p["id"] == "tricks" for b in p["blocks"])
    assert "asso di denari" in text_it and "quadri" not in text_it
    assert "asso di quadri" in text_fr and "denari" not in text_fr
    # The article comes with the card: "il re" for the king, "l'asso" for the ace.
    assert "Tu giochi il re di bastoni" in text_it and "Tu giochi l'asso di denari" in text_it
    italian[0]["title"] = "changed"
    assert loc.help_pages("rules")[0]["title"] != "changed"


def test_unknown_help_kind_is_a_clear_error(loc):
    with pytest.raises(ValueError, match="rules, strategy"):
        loc.help_pages("tutorial")


# ----------------------------------------------------------------- purity

def test_i18n_imports_no_pygame_and_loads_nothing_at_import():
    code = (
        "import sys; import briscola_desktop.i18n as m; "
        "assert not m._STATE._catalogs, 'loaded at import'; "
        "m.set_language('fr'); m.t('term.trump'); m.help_pages('rules'); "
        "assert 'pygame' not in sys.modules, 'pygame imported'"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, env=env, cwd=ROOT)
    assert result.returncode == 0, result.stderr


def test_yaml_files_quote_words_yaml_would_read_as_booleans():
    # A bare no/yes/on/off would load as a bool and fail the string test above; this
    # scans the text too, so a reviewer sees the exact line.
    for path in sorted((ROOT / "locales").rglob("*.yaml")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            m = re.match(r"^\s*[\w.-]+:\s+(\S.*)$", line)
            if m and not line.lstrip().startswith("#"):
                value = m.group(1).strip()
                assert value.lower() not in {"yes", "no", "on", "off", "true", "false", "y", "n"}, (
                    f"{path.name}:{number} leaves {value} unquoted")


# ----------------------------------------------------------------- numbers

@pytest.mark.parametrize("code, average, percent, big", [
    ("en", "54.9", "60%", "1,234.5"),
    ("it", "54,9", "60%", "1.234,5"),
    ("fr", "54,9", "60 %", "1 234,5"),
    ("nb", "54,9", "60 %", "1 234,5"),
    ("es", "54,9", "60 %", "1 234,5"),
])
def test_numbers_are_written_in_each_languages_style(code, average, percent, big):
    assert i18n.format_number(54.94, 1, code) == average
    assert i18n.format_percent(0.6, code=code) == percent
    assert i18n.format_number(1234.5, 1, code) == big


def test_format_number_follows_the_current_language():
    try:
        i18n.set_language("fr")
        assert i18n.format_number(54.94, 1) == "54,9"
        assert i18n.format_percent(0.6) == "60 %"
        i18n.set_language("en")
        assert i18n.format_number(54.94, 1) == "54.9"
        assert i18n.format_percent(0.6) == "60%"
    finally:
        i18n.set_language("en")


def test_format_number_rounds_and_never_shows_minus_zero():
    assert i18n.format_number(54.96, 1, "it") == "55,0"
    assert i18n.format_number(-0.04, 1, "en") == "0.0"
    assert i18n.format_number(-3.25, 1, "nb") == "-3,2"  # half to even, as Python rounds
    assert i18n.format_number(7, 0, "fr") == "7"
    assert i18n.format_percent(0.05, code="fr") == "5 %"
    assert i18n.format_percent(1.0, code="it") == "100%"


def test_format_number_with_an_unknown_language_writes_english_and_rejects_negative_places():
    assert i18n.format_number(2.5, 1, "de") == "2.5"
    with pytest.raises(ValueError, match="decimals"):
        i18n.format_number(1.0, -1)


def test_the_number_styles_use_only_characters_the_font_has():
    # No-break spaces would draw as boxes (fonts.py); the styles must not use them.
    for style in i18n.NUMBER_STYLES.values():
        assert not {"\u00a0", "\u202f"} & set(style.decimal + style.group + style.percent)


# ----------------------------------------------------------------- counted sentences

COUNTED_KEYS = ("hint.take_trick", "hint.trump_it", "hint.give_points", "result.bid_made", "result.bid_made_you",
                "result.bid_failed", "result.bid_failed_you")


@pytest.mark.parametrize("key", COUNTED_KEYS)
def test_sentences_with_a_count_are_plural_entries_in_every_language(key):
    for code in LANGUAGES:
        value = i18n.load_catalog(code)[key]
        assert i18n.is_plural_entry(value), (code, key)
        # The number is named {points}; the form is picked by count= (see test below).
        assert "{points}" in value["one"] and "{points}" in value["other"], (code, key)


@pytest.mark.parametrize(("code", "count", "text"), [
    ("en", 1, "Take the trick – 1 point on the table"),
    ("en", 14, "Take the trick – 14 points on the table"),
    ("it", 1, "Prendi: in tavola c'è 1 punto"),
    ("it", 14, "Prendi: in tavola ci sono 14 punti"),
    ("fr", 0, "Prenez le pli : 0 point sur le tapis"),
    ("fr", 1, "Prenez le pli : 1 point sur le tapis"),
    ("fr", 14, "Prenez le pli : 14 points sur le tapis"),
    ("nb", 1, "Ta stikket: 1 poeng ligger på bordet"),
    ("es", 1, "Llévate la baza: hay 1 punto en la mesa"),
    ("es", 14, "Llévate la baza: hay 14 puntos en la mesa"),
])
def test_a_counted_hint_agrees_with_its_number(loc, code, count, text):
    loc.set_language(code)
    assert loc.t("hint.take_trick", count=count, points=count) == text


def test_a_counted_sentence_without_its_count_still_reads_for_most_numbers(loc):
    # A call site that passes only points= gets the "other" form: right for 2 and more.
    loc.set_language("it")
    assert loc.t("hint.take_trick", points=14) == "Prendi: in tavola ci sono 14 punti"


def test_french_zero_points_in_a_failed_bid_is_singular(loc):
    loc.set_language("fr")
    assert loc.t("result.bid_failed", count=0, points=0, seat="Joueur 2", target=61) == \
        "Joueur 2 : contrat chuté (0 point, 61 requis)"
    loc.set_language("en")
    assert loc.t("result.bid_failed", count=0, points=0, seat="Player 2", target=61) == \
        "Player 2 fell short: 0 points of 61 needed"


@pytest.mark.parametrize(("code", "names", "text"), [
    ("en", ["Player 2"], "Player 2"),
    ("en", ["Player 2", "Player 4"], "Player 2 and Player 4"),
    ("it", ["Giocatore 1", "Giocatore 2", "Giocatore 4"], "Giocatore 1, Giocatore 2 e Giocatore 4"),
    ("fr", ["Joueur 2", "Joueur 4"], "Joueur 2 et Joueur 4"),
    ("nb", ["Spiller 2", "Spiller 4"], "Spiller 2 og Spiller 4"),
    ("es", ["Jugador 1", "Jugador 2", "Jugador 4"], "Jugador 1, Jugador 2 y Jugador 4"),
])
def test_names_are_listed_with_the_languages_and(code, names, text):
    before = i18n.language()
    try:
        i18n.set_language(code)
        assert i18n.join_list(names) == text
        if len(names) > 1:
            assert i18n.t("result.sides_share_match", sides=i18n.join_list(names)).count(text) == 1
    finally:
        i18n.set_language(before)


def test_every_key_the_code_names_is_in_the_english_file():
    """A key written out in the code (``t("menu.keys")``) exists: one branch once dropped a key as
    unused while another drew it, and the title showed the raw word "Keys" in every language."""
    tree = raw("en")

    def present(key: str) -> bool:
        node = tree
        for part in key.split("."):
            if not isinstance(node, dict) or part not in node:
                return False
            node = node[part]
        return True

    pattern = re.compile(r"""\b(?:t|tn|i18n\.t)\(\s*["']([a-z0-9_]+(?:\.[a-z0-9_]+)+)["']""")
    source = Path(briscola_desktop.__file__).parent
    named = {(m.group(1), path.relative_to(source).as_posix())
             for path in source.rglob("*.py") for m in pattern.finditer(path.read_text(encoding="utf-8"))}
    assert len(named) > 150   # the pattern sees the code's keys
    missing = sorted(f"{key} ({where})" for key, where in named if not present(key))
    assert not missing, "keys the code uses but no locale file holds: " + ", ".join(missing)
