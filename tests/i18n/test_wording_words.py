"""The wording module in each language: cards inside sentences, counted hints and results, shared wins."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from briscola_desktop import i18n
from briscola_desktop.app.core import wording
from briscola_desktop.app.core.wording import TableWords
from briscola_desktop.rules.cards import card_from_key


@pytest.fixture
def lang():
    before = i18n.language()
    yield i18n.set_language
    i18n.set_language(before)


@pytest.mark.parametrize(("code", "style", "text"), [
    ("en", "italian", "Call the three of cups – its suit is where your hand is strongest"),
    ("it", "italian", "Chiama il tre di coppe: il suo seme è quello in cui sei più forte"),
    ("it", "french", "Chiama il tre di cuori: il suo seme è quello in cui sei più forte"),
    ("fr", "french", "Appelez le trois de cœur : c'est votre couleur la plus forte"),
    ("nb", "french", "Meld hjerter tre: i den fargen er hånden din sterkest"),
])
def test_the_call_hint_names_the_card_inside_the_sentence(lang, code, style, text):
    lang(code)
    words = TableWords(players=5, sides=tuple((s,) for s in range(5)), style=style)
    assert words.hint("hint.call", {"card": card_from_key("cups_three")}) == text


@pytest.mark.parametrize(("code", "text"), [
    ("en", "Player 3 calls the knight of swords"),
    ("it", "Il giocatore 3 chiama il cavallo di spade"),
    ("fr", "Le joueur 3 appelle le cavalier d'épées"),
    ("nb", "Spiller 3 melder hest i sverd"),
])
def test_a_called_card_reads_inside_the_banner(lang, code, text):
    lang(code)
    words = TableWords(players=5, sides=tuple((s,) for s in range(5)), style="italian")
    assert words.sentence("table.card_called", {"seat": 2, "card": card_from_key("swords_queen")}) == text


@pytest.mark.parametrize(("code", "points", "text"), [
    ("en", 14, "Take the trick – 14 points on the table"),
    ("fr", 1, "Prenez le pli : 1 point sur le tapis"),
    ("it", 1, "Prendi: in tavola c'è 1 punto"),
    ("nb", 11, "Ta stikket: 11 poeng ligger på bordet"),
])
def test_a_counted_hint_agrees_with_its_number(lang, code, points, text):
    lang(code)
    words = TableWords(players=2, sides=((0,), (1,)))
    assert words.hint("hint.take_trick", {"points": points}) == text


@pytest.mark.parametrize("key", ["hint.take_trick", "hint.trump_it", "hint.give_points"])
def test_a_hint_worth_no_points_is_not_shown(lang, key):
    for code in i18n.LANGUAGES:
        lang(code)
        words = TableWords(players=2, sides=((0,), (1,)))
        assert words.hint(key, {"points": 0}) is None, code
        assert words.hint(key, {"points": 4}), code


@pytest.mark.parametrize(("code", "seat", "points", "text"), [
    ("fr", 2, 0, "Le joueur 3 : contrat chuté (0 point, 61 requis)"),
    ("en", 2, 0, "Player 3 fell short: 0 points of 61 needed"),
    ("en", 0, 70, "You made it: 70 points, 61 needed"),
    ("it", 1, 1, "Chiamata del giocatore 2 fallita: 1 punto, ne servivano 61"),
])
def test_a_bid_result_agrees_with_its_number(lang, code, seat, points, text):
    lang(code)
    words = TableWords(players=5, sides=tuple((s,) for s in range(5)))
    result = SimpleNamespace(caller=seat, winner=0 if points >= 61 else 1, points=(points, 120 - points),
                             bid=SimpleNamespace(points=61))
    assert words.bid_result(result) == text


@pytest.mark.parametrize(("code", "winners", "text"), [
    ("en", (1, 3), "Player 2 and Player 4 share the win"),
    ("en", (0, 3), "You share the win with Player 4"),
    ("it", (1, 2, 3), "Vittoria a pari merito: il giocatore 2, il giocatore 3 e il giocatore 4"),
    ("fr", (1, 3), "Victoire ex æquo : le joueur 2 et le joueur 4"),
    ("nb", (0, 1), "Du deler seieren med spiller 2"),
])
def test_several_winners_share_the_match(lang, code, winners, text):
    lang(code)
    words = TableWords(players=5, sides=tuple((s,) for s in range(5)))
    assert words.match_winners(winners) == text


def test_the_removed_card_of_the_39_card_table_takes_its_article(lang):
    lang("it")
    assert wording.variant_label("three_players_39", "italian") == "39 carte, senza il due di denari"
    lang("en")
    assert wording.variant_label("three_players_39", "french") == "39 cards, the two of diamonds removed"
    lang("fr")
    assert wording.variant_label("three_players_39", "italian") == "39 cartes, sans le deux de deniers"
