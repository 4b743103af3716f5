"""French names the rank 2 with the numeral where "deux" could read as "both".

"Tous les deux sont retirés du paquet" reads as "both are removed", "sans les deux" as "without
both of them". Where the cards of rank 2 are meant in the plural, the French texts write the
numeral: "les quatre 2 sont retirés", "sans les 2", "Les 2 ne valent rien". "Les deux" stays
right before a plural noun ("les deux équipes", "les deux autres"), where it is the number two.
The table descriptions, the table names and every help page are checked, with both decks.
"""

from __future__ import annotations

import re

import pytest

from briscola_desktop.i18n import Localizer, variant_facts
from briscola_desktop.rules import PRESETS

# "les deux", "des deux", "aux deux", "tous les deux" not followed by a plural noun or adjective.
AMBIGUOUS_DEUX = re.compile(r"\b(?:les|des|aux|ces)\s+deux\b(?!\s+[a-zà-ÿœæ]+[sx]\b)", re.IGNORECASE)


def french_texts() -> dict[str, str]:
    loc = Localizer()
    texts: dict[str, str] = {}
    for name, variant in PRESETS.items():
        facts = variant_facts(variant)
        texts[f"newmatch.about.{name}"] = loc.t(f"newmatch.about.{name}", _lang="fr", **facts)
        texts[f"newmatch.variant.{name}"] = loc.t(f"newmatch.variant.{name}", _lang="fr", card="le 2 de carreau",
                                                  **facts)
    loc.set_language("fr")
    for style in ("italian", "french"):
        for kind in ("rules", "strategy"):
            for page in loc.help_pages(kind, style):
                for i, block in enumerate(page["blocks"]):
                    text = block.get("text") or block.get("heading")
                    if text:
                        texts[f"{kind}:{page['id']}:{i}:{style}"] = text
    return texts


def test_the_rank_two_is_a_numeral_wherever_deux_could_mean_both():
    texts = french_texts()
    assert any("2" in text for key, text in texts.items() if key.startswith("newmatch.about.three_players_36"))
    offenders = [f"{key}: {m.group(0)!r} in: {text}" for key, text in texts.items()
                 for m in AMBIGUOUS_DEUX.finditer(text)]
    assert not offenders, "\n".join(offenders)


@pytest.mark.parametrize(("text", "caught"), [
    ("Chacun pour soi, à 36 cartes : tous les deux sont retirés du paquet.", True),
    ("36 cartes, sans les deux", True),
    ("Les deux ne valent rien : le paquet garde ses 120 points.", True),
    ("on retire des deux avant de distribuer", True),
    ("Chacun pour soi, à 36 cartes : les quatre 2 sont retirés du paquet.", False),
    ("Les deux équipes alternent autour de la table, contre les deux autres.", False),
    ("Les deux totaux font toujours 120.", False),
    ("Le deux est atout.", False),
])
def test_the_check_tells_the_rank_from_the_number(text, caught):
    assert bool(AMBIGUOUS_DEUX.search(text)) == caught
