"""Every number a text says about a table comes from the rules core's preset of that table.

The help pages name a table's numbers as ``{<preset>_<fact>}`` and a table's one-line
description as ``{<fact>}`` (``briscola_desktop/i18n/tables.py``). Two checks:

- with every fact replaced by a sentinel (1000 and up), the only figures left in a text are
  the few that are not a table's count (card points, 61, 120, the Briscolone targets): a count
  written by hand would show up as a figure below 1000;
- with the real facts, every figure in the text about a table is one of that table's numbers
  (or one of those constants), so the chiamata page says 8 cards and the 36-card tables 9 trumps.
"""

from __future__ import annotations

import re

import pytest

from briscola_desktop.i18n import LANGUAGES, Localizer, help_numbers, variant_facts
from briscola_desktop.i18n import tables
from briscola_desktop.rules import PRESETS

# Figures that are no table's count, by help page: card points and worked examples, the 61 that
# wins, the deck's 120, the 40 cards and 30 points of a full deck, the Briscolone targets, and the
# rank 2 where French writes it as a numeral ("sans les 2": "les deux" would read as "both").
CONSTANTS: dict[str, set[int]] = {
    "overview": {120},
    "deck": {40, 8, 9, 10, 11, 4, 3, 2, 30, 120, 84},
    "tricks": {4, 10, 14, 11, 15},
    "scoring": {120, 61, 60, 110, 11, 10, 4, 3, 2, 44, 76},
    "tables": {2},
    "three_players": {120, 61, 2},
    "four_players": {61, 60},
    "six_players": {61, 60, 2},
    "every_player_alone": {2},
    "chiamata": {61, 65, 70, 2, 1, 4},
    "briscolone": {121, 151},
    "trumping": {21, 2},
    "counting": {61, 2},
    "patterns": {10, 11, 12},          # the numbers printed on the Spanish deck's figures, not a count
}
ABOUT_CONSTANTS = {61, 2}
# Which tables each help page speaks of (the pages not listed speak of the two-player game).
PAGE_TABLES: dict[str, tuple[str, ...]] = {
    "overview": ("two_players",),
    "deal": ("two_players", "briscolone", "chiamata"),
    "tables": tuple(PRESETS),
    "three_players": ("three_players_36", "three_players_39"),
    "four_players": ("four_teams",),
    "six_players": ("six_two_teams", "six_three_teams", "six_players"),
    "every_player_alone": ("four_players", "five_players", "six_players"),
    "chiamata": ("chiamata",),
    "scoperta": ("scoperta",),
    "briscolone": ("briscolone", "two_players"),
    "trumping": ("two_players", "six_players"),
    "counting": ("two_players", "six_players"),
}
SENTINEL = 1000
FIGURE = re.compile(r"(?<![\w{])\d+")
# English counts written as words before what a table counts: must be placeholders instead.
COUNT_WORDS = re.compile(r"\b(three|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|seventeen|twenty)"
                         r"(th)? (face-down )?(cards?|tricks?|trumps?)\b", re.IGNORECASE)


def figures(text: str) -> set[int]:
    return {int(f) for f in FIGURE.findall(text)}


def page_texts(loc: Localizer, code: str) -> dict[str, str]:
    loc.set_language(code)
    out: dict[str, str] = {}
    for kind in ("rules", "strategy"):
        for page in loc.help_pages(kind):
            parts = [page["title"]] + [b.get("text") or b.get("heading") or "" for b in page["blocks"]]
            out[page["id"]] = " ".join(parts)
    return out


def sentinel_facts(monkeypatch: pytest.MonkeyPatch) -> None:
    real = tables.variant_facts
    monkeypatch.setattr(tables, "variant_facts",
                        lambda variant: {k: SENTINEL + v for k, v in real(variant).items()})


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_help_page_writes_a_tables_count_by_hand(code: str, monkeypatch: pytest.MonkeyPatch) -> None:
    sentinel_facts(monkeypatch)
    pages = page_texts(Localizer(), code)
    for page_id, text in pages.items():
        by_hand = {f for f in figures(text) if f < SENTINEL} - CONSTANTS.get(page_id, set())
        assert not by_hand, f"{code} {page_id}: {sorted(by_hand)} written by hand in: {text}"
    if code == "en":
        for page_id, text in pages.items():
            assert not COUNT_WORDS.search(text), f"{page_id}: a count in words: {COUNT_WORDS.search(text)[0]!r}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_table_description_writes_a_count_by_hand(code: str) -> None:
    loc = Localizer()
    loc.set_language(code)
    for name, variant in PRESETS.items():
        fake = {k: SENTINEL + v for k, v in variant_facts(variant).items()}
        about = loc.t(f"newmatch.about.{name}", **fake)
        label = loc.t(f"newmatch.variant.{name}", card="x", **fake)
        for text in (about, label):
            assert figures(text) <= ABOUT_CONSTANTS | {f for f in figures(text) if f >= SENTINEL}, (code, name, text)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_figure_about_a_table_is_that_tables_number(code: str) -> None:
    loc = Localizer()
    loc.set_language(code)
    for name, variant in PRESETS.items():
        facts = set(variant_facts(variant).values())
        about = loc.t(f"newmatch.about.{name}", **variant_facts(variant))
        assert figures(about) <= facts | ABOUT_CONSTANTS, f"{code} {name}: {about}"
    pages = page_texts(loc, code)
    for page_id, names in PAGE_TABLES.items():
        facts = {v for n in names for v in variant_facts(PRESETS[n]).values()}
        wrong = figures(pages[page_id]) - facts - CONSTANTS.get(page_id, set())
        assert not wrong, f"{code} {page_id}: {sorted(wrong)} is no number of {names}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_pages_say_the_hand_and_the_trumps_of_their_own_table(code: str) -> None:
    loc = Localizer()
    pages = page_texts(loc, code)
    chiamata, briscolone = variant_facts(PRESETS["chiamata"]), variant_facts(PRESETS["briscolone"])
    assert str(chiamata["hand"]) in pages["chiamata"] and str(chiamata["cards"]) in pages["chiamata"]
    assert str(briscolone["hand"]) in pages["briscolone"]
    assert {variant_facts(PRESETS["six_players"])["trumps"], variant_facts(PRESETS["two_players"])["trumps"]} \
        <= figures(pages["trumping"]) & figures(pages["counting"])
    two = variant_facts(PRESETS["two_players"])
    assert {two["stock"], two["draws"]} <= figures(pages["stock"])
    loc.set_language(code)
    # A table's description carries its own hand size where it speaks of one.
    for name in ("two_players", "chiamata", "briscolone"):
        assert str(PRESETS[name].hand_size) in loc.t(f"newmatch.about.{name}", **variant_facts(PRESETS[name]))


def test_the_facts_are_the_rules_cores_numbers() -> None:
    two, chiamata, six = (variant_facts(PRESETS[n]) for n in ("two_players", "chiamata", "six_players"))
    assert (two["hand"], two["cards"], two["tricks"], two["stock"], two["draws"], two["trumps"]) == (3, 40, 20, 33, 17, 10)
    assert (chiamata["hand"], chiamata["stock"], chiamata["last_tricks"]) == (8, 0, 8)
    assert (six["cards"], six["trumps"], six["draws"]) == (36, 9, 3)
    assert variant_facts(PRESETS["briscolone"])["hand"] == PRESETS["briscolone"].hand_size == 5
    assert help_numbers()["three_players_39_tricks"] == len(PRESETS["three_players_39"].deck) // 3


def test_the_sentinel_check_can_fail(monkeypatch: pytest.MonkeyPatch) -> None:
    # A count written by hand is a figure below the sentinels.
    assert {f for f in figures("Everyone gets 8 cards and plays 1008 tricks.") if f < SENTINEL} == {8}
    assert COUNT_WORDS.search("you hold three cards at a time")
    assert COUNT_WORDS.search("after the 17th trick") is None and COUNT_WORDS.search("ten trumps")
