"""The names, one-line descriptions and help pages of the each-for-themselves tables at 4-6 seats."""

from __future__ import annotations

import pytest
import yaml

from briscola_desktop.i18n import LANGUAGES, Localizer, variant_facts
from briscola_desktop.resources import data_path
from briscola_desktop.rules import PRESETS

NEW = ("four_players", "five_players", "six_players")


def ui(code: str) -> dict:
    return yaml.safe_load(data_path("locales", f"{code}.yaml").read_text(encoding="utf-8"))


def rules_pages(code: str) -> dict[str, list[str]]:
    """The rules pages as shown: the tables' numbers filled in from the rules core."""
    loc = Localizer()
    loc.set_language(code)
    return {p["id"]: [b.get("text", "") for b in p["blocks"]] for p in loc.help_pages("rules")}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_new_table_has_a_name_and_a_description_in_every_language(code):
    newmatch = ui(code)["newmatch"]
    english = ui("en")["newmatch"]
    for name in NEW:
        assert name in PRESETS
        label, about = newmatch["variant"][name], newmatch["about"][name]
        assert label.strip() and about.strip() and about.rstrip().endswith(".")
        if code != "en":
            assert about != english["about"][name], f"{code}: {name} is not translated"
    # The five-seat description says there is no auction, the six-seat one that the twos are out.
    loc = Localizer()
    loc.set_language(code)
    shown = {name: loc.t(f"newmatch.about.{name}", **variant_facts(PRESETS[name])) for name in NEW}
    assert "40" in shown["five_players"] and "36" in shown["six_players"]


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_help_has_a_table_of_tables_and_a_section_on_playing_alone(code):
    pages = rules_pages(code)
    order = list(pages)
    assert order == list(rules_pages("en")), "the pages come in the same order in every language"
    assert order.index("tables") < order.index("three_players")
    assert order.index("six_players") < order.index("every_player_alone") < order.index("chiamata")
    tables = " ".join(pages["tables"])
    alone = " ".join(pages["every_player_alone"])
    # The facts, in figures every language writes the same way.
    for figure in ("40", "36", "20", "12", "13", "10", "8", "6"):
        assert figure in tables, f"{code}: the table of tables lacks {figure}"
    for figure in ("40", "36", "10", "8", "6", "7", "3"):
        assert figure in alone, f"{code}: the section lacks {figure}"
