"""The new-match row of a computer seat names the seat inside its sentence ("Livello del giocatore 2"),
never as a label pasted before a colon ("Giocatore 2: livello")."""

from __future__ import annotations

import pytest

from briscola_desktop import i18n
from briscola_desktop.app.core.wording import seat_level_label
from briscola_desktop.rules import PRESETS


@pytest.fixture(autouse=True)
def english():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("code", "seat", "words"), [
    ("en", 1, "Player 2's level"),
    ("it", 1, "Livello del giocatore 2"),
    ("fr", 1, "Niveau du joueur 2"),
    ("nb", 1, "Nivå for spiller 2"),
    ("it", 2, "Livello del giocatore 3 (compagno)"),
    ("fr", 2, "Niveau du joueur 3 (partenaire)"),
])
def test_a_seat_of_four_in_teams_is_named_inside_the_level_row(code: str, seat: int, words: str) -> None:
    i18n.set_language(code)
    assert seat_level_label(PRESETS["four_teams"], seat) == words


@pytest.mark.parametrize(("code", "words"), [
    ("en", "The computer's level"),
    ("it", "Livello del computer"),
    ("fr", "Niveau de l'ordinateur"),
    ("nb", "Nivå for datamaskinen"),
])
def test_the_computer_of_a_two_player_table_takes_its_article(code: str, words: str) -> None:
    i18n.set_language(code)
    assert seat_level_label(PRESETS["two_players"], 1) == words
