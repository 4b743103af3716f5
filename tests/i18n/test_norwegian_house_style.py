"""Norwegian house style, over every screen text and help page in Bokmål.

- One ellipsis: "…" with a space before it where words trail off ("Datamaskinen tenker …",
  "Kobler til verten …"), as Språkrådet writes it; no space only where a word or an address is
  cut ("briscola://…"). Never three full stops.
- One spelling of "counted": "telt" (Bokmål allows "talt" too; the game writes one).
- A common noun before a number is lower case inside a sentence ("spiller 3", "lag 2", "giv 4");
  a label that starts with one keeps its capital ("Spiller 3", "Giv 4 · Anna gir").
- An Italian-suited card is "ess i mynter", "konge i staver", like "kort i mynter"; a
  French-suited one keeps the Norwegian card players' "hjerter dame".
"""

from __future__ import annotations

import re

import pytest
import yaml

from briscola_desktop.i18n import Localizer, flatten, is_plural_entry
from briscola_desktop.resources import data_path
from briscola_desktop.rules.cards import DECK, card_from_key

NOUNS_BEFORE_NUMBERS = r"Spiller|Lag|Giv|Plass|Stikk|Side|Kamp|Utdeling|Runde|Bord"
# A capital noun before a number that is not the first word of a text or of a sentence.
CAPITAL_INSIDE = re.compile(r"(?:(?<=[\wæøå,;] )|(?<=\())(?:%s) (?:\{|\d)" % NOUNS_BEFORE_NUMBERS)
ELLIPSIS_WITHOUT_SPACE = re.compile(r"(?<![ \u00a0/])…")


def norwegian_texts() -> dict[str, str]:
    """Every Norwegian screen text (each plural form) and help block, as written (placeholders kept)."""
    strings = flatten(yaml.safe_load(data_path("locales", "nb.yaml").read_text(encoding="utf-8")))
    texts: dict[str, str] = {}
    for key, value in strings.items():
        forms = value.items() if is_plural_entry(value) else [("", value)]
        for form, text in forms:
            if isinstance(text, str):
                texts[f"{key}{'.' + form if form else ''}"] = text
    for kind, pages in Localizer().help_data("nb").items():
        for page in pages:
            texts[f"{kind}:{page['id']}"] = page["title"]
            for i, block in enumerate(page["blocks"]):
                if block.get("text") or block.get("heading"):
                    texts[f"{kind}:{page['id']}:{i}"] = block.get("text") or block.get("heading")
    return texts


def test_one_ellipsis_style_throughout():
    texts = norwegian_texts()
    assert any("…" in text for text in texts.values())
    offenders = [f"{key}: {text}" for key, text in texts.items()
                 if ELLIPSIS_WITHOUT_SPACE.search(text) or "..." in text]
    assert not offenders, "\n".join(offenders)


def test_counted_is_spelt_telt():
    texts = norwegian_texts()
    offenders = [f"{key}: {text}" for key, text in texts.items() if re.search(r"\b[Tt]alt\b", text)]
    assert not offenders, "\n".join(offenders)
    assert any(re.search(r"\btelt\b", text) for text in texts.values())


def test_a_noun_before_a_number_is_lower_case_inside_a_sentence():
    offenders = [f"{key}: {text}" for key, text in norwegian_texts().items() if CAPITAL_INSIDE.search(text)]
    assert not offenders, "\n".join(offenders)
    loc = Localizer()
    assert loc.seat_in_sentence("player", 3, _lang="nb") == "spiller 3"
    assert loc.seat_in_sentence("team", 2, _lang="nb") == "lag 2"
    assert loc.t("table.thinking", _lang="nb", seat=loc.seat_in_sentence("player", 3, _lang="nb")) \
        == "Spiller 3 tenker …"


@pytest.mark.parametrize(("text", "caught"), [
    ("Delt seier: Spiller 2 og Spiller 4", True),
    ("Kamp: 3–1 (Giv 2 av 5)", True),
    ("Giv {hand} · {dealer} gir", False),
    ("Plass 1 er din. Vennene tar de ledige plassene.", False),
    ("Delt seier: spiller 2 og spiller 4", False),
])
def test_the_capital_check_tells_a_label_from_a_sentence(text, caught):
    assert bool(CAPITAL_INSIDE.search(text)) == caught


@pytest.mark.parametrize(("text", "caught"), [
    ("Datamaskinen tenker…", True),
    ("Vent...", True),
    ("Datamaskinen tenker …", False),
    ("Limer du inn en invitasjon (briscola://…), fylles adresse og kode ut.", False),
])
def test_the_ellipsis_check_tells_the_two_styles_apart(text, caught):
    assert bool(ELLIPSIS_WITHOUT_SPACE.search(text) or "..." in text) == caught


def test_an_italian_card_is_its_rank_in_its_suit():
    loc = Localizer()
    assert loc.card_in_sentence(card_from_key("coins_ace"), "italian", _lang="nb") == "ess i mynter"
    assert loc.card_in_sentence(card_from_key("batons_king"), "italian", _lang="nb") == "konge i staver"
    assert loc.card_in_sentence(card_from_key("cups_queen"), "french", _lang="nb") == "hjerter dame"
    for c in DECK:
        rank = loc.t(f"deck.italian.rank.{c.rank.key}", _lang="nb")
        suit = loc.t(f"deck.italian.suit.{c.suit.key}", _lang="nb")
        assert loc.card_in_sentence(c, "italian", _lang="nb") == f"{rank} i {suit}"
