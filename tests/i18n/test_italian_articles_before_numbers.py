"""Italian articles before numbers: "gli 8 punti", "gli 11 punti", never "i 8" or "il 11".

An Italian article agrees with the sound of the word after it, and a number is read aloud: 8 is
"otto", 11 "undici", 80 "ottanta", 1 "uno", so they take "l'" and "gli" ("l'8 settembre",
"l'11 per cento", "gli 80 punti"), while 2 ("due") takes "il" and "i". "l'8", "l'11" and "l'80"
are therefore right, but only for those numbers: a template that writes an article before a
number it does not know ("i {count} punti", "l'{count}") is wrong for some of them. So every
Italian string and help text is rendered with 1, 8, 11 and 80 (and 2, for the other sound) in
every numeric placeholder, and an article that does not fit the number after it is rejected.
"un" and "una" are rejected before any number: an indefinite article before a count ("un 8
punti") is never what a sentence means.
"""

from __future__ import annotations

import re

import pytest
import yaml

from briscola_desktop.i18n import Localizer, flatten, help_numbers, is_plural_entry, placeholders, plural_category
from briscola_desktop.i18n.grammar import Phrase
from briscola_desktop.resources import data_path

NUMBERS = (1, 8, 11, 80, 2)
# Placeholders that carry a number, or a text that starts with one ("14 punti", "4 giocatori", "80 %").
NUMERIC = {"count", "points", "hand", "hands", "total", "number", "target", "cards", "high", "low", "expected",
           "difference", "tricks", "deal", "deals", "trick", "players", "limit", "over_at", "page", "pages",
           "current", "longest", "done", "percent", "seats", "version", "port"}
# Placeholders that carry words: names, cards, labels, addresses.
WORDS = {"noun", "card", "best", "stronger", "trump", "name", "names", "seat", "side", "sides", "caller", "partner",
         "who", "dealer", "host", "rank", "suit", "format", "bid", "entries", "table", "code", "reason", "tally",
         "address", "rest", "last", "variant", "option", "value", "saved", "detail", "outcome", "date", "result",
         "character", "level", "rule", "time", "hints", "given", "taken"}

# Articles and articulated prepositions by the sound they go before.
_BEFORE_VOWEL = r"l'|gli|dell'|degli|all'|agli|dall'|dagli|nell'|negli|sull'|sugli"
_BEFORE_CONSONANT = r"il|i|la|del|dei|della|al|ai|alla|dal|dai|dalla|nel|nei|nella|sul|sui|sulla|col|coi"
_ARTICLE_NUMBER = re.compile(r"(?<![\w'])(%s|%s|un|una|un'|uno)(\s?)(\d[\d.,]*[ªº°]?)" % (_BEFORE_VOWEL, _BEFORE_CONSONANT),
                             re.IGNORECASE)


def starts_with_vowel_sound(number: str) -> bool:
    """Whether the Italian word for a number starts with a vowel: uno, otto, undici, ottanta, ottocento,
    undicimila (but cento, mille, due, diciotto...); an ordinal "1ª" is "prima", "11ª" "undicesima"."""
    digits = re.sub(r"\D", "", number)
    if digits == "1":
        return not number.endswith(("ª", "º", "°"))
    return digits == "11" or digits.startswith("8") or (len(digits) == 5 and digits.startswith("11"))


def wrong_articles(text: str) -> list[str]:
    """Every article in ``text`` that does not fit the number right after it."""
    wrong = []
    for article, space, number in _ARTICLE_NUMBER.findall(text):
        if article.lower() in {"un", "una", "un'", "uno"} or (
                starts_with_vowel_sound(number) != bool(re.fullmatch(_BEFORE_VOWEL, article.lower()))):
            wrong.append(f"{article}{space}{number}")
    return wrong


def values(number: int) -> dict:
    word = Phrase("Anna", bare="Anna", forms={}, gender="name")
    return {**{name: word for name in WORDS}, **{name: number for name in NUMERIC}}


def italian_strings() -> dict[str, object]:
    return flatten(yaml.safe_load(data_path("locales", "it.yaml").read_text(encoding="utf-8")))


def test_every_placeholder_is_known_as_a_number_or_words():
    unknown = {}
    for key, value in italian_strings().items():
        for form in (value.values() if is_plural_entry(value) else [value]):
            for name in placeholders(form) - NUMERIC - WORDS:
                unknown.setdefault(name, key)
    assert not unknown, f"add each to NUMERIC or WORDS in this test: {unknown}"


@pytest.mark.parametrize("number", NUMBERS)
def test_no_italian_string_puts_a_wrong_article_before_a_number(number):
    offenders = []
    for key, value in italian_strings().items():
        if is_plural_entry(value):
            template = value.get(plural_category("it", number), value["other"])
        elif isinstance(value, str):
            template = value
        else:
            continue
        text = template.format_map(values(number))
        offenders += [f"{key}: «{w}» in: {text}" for w in wrong_articles(text)]
    assert not offenders, "\n".join(offenders)


@pytest.mark.parametrize("number", NUMBERS)
def test_no_italian_help_text_puts_a_wrong_article_before_a_number(number):
    loc = Localizer()
    for style in ("italian", "french"):
        words = loc.help_vocabulary("it", style)
        words.update({key: str(number) for key in help_numbers()})
        offenders = []
        for kind, pages in loc.help_data("it").items():
            for page in pages:
                for block in [{"text": page["title"]}] + page["blocks"]:
                    for text in (block.get("text"), block.get("heading")):
                        if text:
                            shown = text.format_map(words)
                            offenders += [f"{kind}:{page['id']}: «{w}» in: {shown}" for w in wrong_articles(shown)]
        assert not offenders, "\n".join(offenders)


@pytest.mark.parametrize(("text", "wrong"), [
    ("restano i 8 punti", ["i 8"]),
    ("i 11 punti", ["i 11"]),
    ("il 8 di coppe", ["il 8"]),
    ("il 11", ["il 11"]),
    ("un 8", ["un 8"]),
    ("un 11 punti", ["un 11"]),
    ("l'2", ["l'2"]),
    ("gli 2 punti", ["gli 2"]),
    ("dei 80 punti", ["dei 80"]),
    ("gli 8 punti, gli 11 punti, l'80 %, l'8, l'11, i 2 punti, il 120, dei 61 punti, a 121", []),
    ("Gli 11 punti dell'asso", []),
    ("la 11ª presa, la 8ª presa", ["la 11ª", "la 8ª"]),
    ("l'11ª presa, la 2ª presa, la 1ª presa", []),
])
def test_the_article_check_knows_which_article_each_number_takes(text, wrong):
    assert wrong_articles(text) == wrong
