"""Sentences put together from parts: a card or a seat with its article, preposition and gender,
and numbers with each language's plural forms. Every card of both decks, every seat kind and the
counts 0, 1, 2 and 5 are rendered in every language; a table written by hand says what a
sample of them must read."""

from __future__ import annotations

import pickle
import re

import pytest
import yaml

from briscola_desktop import i18n
from briscola_desktop.app.core.wording import TableWords
from briscola_desktop.app.friends.words import FriendsWords
from briscola_desktop.i18n import FORMS, LANGUAGES, Localizer, Phrase, agreements, is_plural_entry, placeholders
from briscola_desktop.resources import data_path
from briscola_desktop.rules.cards import DECK, Rank, Suit, card_from_key
from briscola_desktop.rules.variant import PRESETS

STYLES = ("italian", "french")
COUNTS = (0, 1, 2, 5)
SEATS = (("computer", None), ("player", 3), ("team", 2))


@pytest.fixture(scope="module")
def loc() -> Localizer:
    return Localizer()


@pytest.fixture
def lang():
    before = i18n.language()
    yield i18n.set_language
    i18n.set_language(before)


def card_form(loc: Localizer, code: str, style: str, key: str, form: str) -> str:
    phrase = loc.card_in_sentence(card_from_key(key), style, _lang=code)
    return str(phrase) if form == "the" else getattr(phrase, form)


# ----------------------------------------------------------------- written by hand

@pytest.mark.parametrize(("code", "style", "key", "form", "text"), [
    ("en", "french", "cups_queen", "the", "the queen of hearts"),
    ("en", "italian", "coins_ace", "a", "an ace of coins"),
    ("en", "french", "batons_three", "a", "a three of clubs"),
    ("en", "italian", "swords_king", "of", "of the king of swords"),
    ("it", "french", "cups_queen", "the", "la donna di cuori"),
    ("it", "french", "cups_queen", "a", "una donna di cuori"),
    ("it", "french", "cups_queen", "of", "della donna di cuori"),
    ("it", "french", "cups_queen", "to", "alla donna di cuori"),
    ("it", "french", "cups_queen", "by", "dalla donna di cuori"),
    ("it", "italian", "coins_ace", "of", "dell'asso di denari"),
    ("it", "italian", "coins_ace", "a", "un asso di denari"),
    ("it", "italian", "batons_king", "by", "dal re di bastoni"),
    ("it", "italian", "cups_queen", "the", "il cavallo di coppe"),
    ("fr", "french", "cups_queen", "the", "la dame de cœur"),
    ("fr", "french", "cups_queen", "a", "une dame de cœur"),
    ("fr", "french", "cups_queen", "of", "de la dame de cœur"),
    ("fr", "french", "coins_ace", "of", "de l'as de carreau"),
    ("fr", "french", "coins_ace", "to", "à l'as de carreau"),
    ("fr", "french", "batons_king", "of", "du roi de trèfle"),
    ("fr", "french", "batons_king", "to", "au roi de trèfle"),
    ("fr", "italian", "swords_queen", "by", "par le cavalier d'épées"),
    ("nb", "french", "cups_queen", "the", "hjerter dame"),
    ("nb", "italian", "swords_ace", "by", "av ess i sverd"),
    ("nb", "italian", "batons_king", "the", "konge i staver"),
    # Spanish: "la sota", "la reina"; de + el = del, a + el = al; no elision before a vowel.
    ("es", "italian", "coins_ace", "the", "el as de oros"),
    ("es", "italian", "coins_ace", "of", "del as de oros"),
    ("es", "italian", "coins_ace", "a", "un as de oros"),
    ("es", "italian", "batons_king", "to", "al rey de bastos"),
    ("es", "italian", "batons_jack", "the", "la sota de bastos"),
    ("es", "italian", "batons_jack", "of", "de la sota de bastos"),
    ("es", "italian", "batons_jack", "to", "a la sota de bastos"),
    ("es", "italian", "swords_queen", "by", "por el caballo de espadas"),
    ("es", "french", "cups_queen", "the", "la reina de corazones"),
    ("es", "french", "cups_queen", "a", "una reina de corazones"),
    ("es", "french", "batons_jack", "of", "de la jota de tréboles"),
    ("es", "french", "coins_three", "to", "al tres de diamantes"),
])
def test_a_card_takes_the_article_of_its_gender(loc, code, style, key, form, text):
    assert card_form(loc, code, style, key, form) == text


@pytest.mark.parametrize(("code", "kind", "number", "form", "text"), [
    ("en", "computer", None, "the", "the computer"),
    ("en", "player", 3, "the", "Player 3"),
    ("en", "player", 3, "by", "by Player 3"),
    ("it", "computer", None, "the", "il computer"),
    ("it", "computer", None, "by", "dal computer"),
    ("it", "computer", None, "of", "del computer"),
    ("it", "player", 3, "the", "il giocatore 3"),
    ("it", "team", 2, "by", "dalla squadra 2"),
    ("fr", "computer", None, "the", "l'ordinateur"),
    ("fr", "computer", None, "by", "par l'ordinateur"),
    ("fr", "computer", None, "of", "de l'ordinateur"),
    ("fr", "player", 3, "of", "du joueur 3"),
    ("fr", "team", 2, "the", "l'équipe 2"),
    ("nb", "computer", None, "the", "datamaskinen"),
    ("nb", "computer", None, "by", "av datamaskinen"),
    ("es", "computer", None, "the", "la máquina"),
    ("es", "computer", None, "by", "por la máquina"),
    ("es", "computer", None, "of", "de la máquina"),
    ("es", "player", 3, "the", "el jugador 3"),
    ("es", "player", 3, "of", "del jugador 3"),
    ("es", "player", 3, "to", "al jugador 3"),
    ("es", "team", 2, "by", "por el equipo 2"),
])
def test_a_seat_takes_the_article_its_language_puts_there(loc, code, kind, number, form, text):
    phrase = loc.seat_in_sentence(kind, number, _lang=code)
    assert (str(phrase) if form == "the" else getattr(phrase, form)) == text


@pytest.mark.parametrize(("code", "name", "form", "text"), [
    ("it", "Anna", "by", "da Anna"),
    ("fr", "Anna", "of", "d'Anna"),
    ("fr", "Marc", "of", "de Marc"),
    ("en", "Anna", "the", "Anna"),
    ("es", "Anna", "of", "de Anna"),
    ("es", "Muñoz", "to", "a Muñoz"),
])
def test_a_persons_name_takes_no_article(loc, code, name, form, text):
    phrase = loc.name_in_sentence(name, _lang=code)
    assert (str(phrase) if form == "the" else getattr(phrase, form)) == text


@pytest.mark.parametrize(("code", "style", "rank", "count", "text"), [
    ("en", "french", Rank.QUEEN, 0, "0 queens"),
    ("en", "french", Rank.QUEEN, 1, "1 queen"),
    ("en", "french", Rank.QUEEN, 2, "2 queens"),
    ("it", "french", Rank.QUEEN, 0, "0 donne"),
    ("it", "french", Rank.QUEEN, 1, "1 donna"),
    ("it", "italian", Rank.ACE, 5, "5 assi"),
    ("fr", "french", Rank.QUEEN, 0, "0 dame"),
    ("fr", "french", Rank.QUEEN, 1, "1 dame"),
    ("fr", "french", Rank.QUEEN, 2, "2 dames"),
    ("nb", "french", Rank.QUEEN, 1, "1 dame"),
    ("nb", "french", Rank.QUEEN, 5, "5 damer"),
    ("nb", "italian", Rank.THREE, 2, "2 treere"),
    ("es", "italian", Rank.JACK, 0, "0 sotas"),
    ("es", "italian", Rank.JACK, 1, "1 sota"),
    ("es", "italian", Rank.THREE, 2, "2 treses"),
    ("es", "italian", Rank.KING, 5, "5 reyes"),
    ("es", "french", Rank.ACE, 2, "2 ases"),
    ("es", "italian", Rank.TWO, 5, "5 doses"),
])
def test_ranks_are_counted_with_the_languages_plural(lang, code, style, rank, count, text):
    lang(code)
    assert i18n.rank_count(rank, count, style) == text


@pytest.mark.parametrize(("code", "style", "suit", "count", "text"), [
    ("en", "french", Suit.CUPS, 1, "1 heart"),
    ("en", "french", Suit.CUPS, 2, "2 hearts"),
    ("en", "italian", Suit.CUPS, 5, "5 cards of cups"),
    ("fr", "french", Suit.CUPS, 0, "0 carte de cœur"),
    ("fr", "french", Suit.CUPS, 5, "5 cartes de cœur"),
    ("it", "italian", Suit.SWORDS, 1, "1 carta di spade"),
    ("nb", "italian", Suit.SWORDS, 1, "1 kort i sverd"),
    ("es", "italian", Suit.COINS, 0, "0 cartas de oros"),
    ("es", "italian", Suit.COINS, 1, "1 carta de oros"),
    ("es", "french", Suit.CUPS, 1, "1 corazón"),
    ("es", "french", Suit.BATONS, 5, "5 tréboles"),
])
def test_suits_are_counted_with_the_languages_plural(lang, code, style, suit, count, text):
    lang(code)
    assert i18n.suit_count(suit, count, style) == text


@pytest.mark.parametrize(("code", "text"), [
    ("en", "The computer is thinking…"),
    ("it", "Il computer sta pensando…"),
    ("fr", "L'ordinateur réfléchit…"),
    ("nb", "Datamaskinen tenker …"),
    ("es", "La máquina está pensando…"),
])
def test_a_sentence_that_opens_with_a_seat_starts_with_a_capital(lang, code, text):
    lang(code)
    assert i18n.t("table.thinking", seat=i18n.seat_in_sentence("computer")) == text


@pytest.mark.parametrize(("code", "players", "sides", "winner", "text"), [
    ("en", 2, ((0,), (1,)), 1, "The computer wins the hand"),
    ("it", 2, ((0,), (1,)), 1, "Il computer vince la mano"),
    ("fr", 2, ((0,), (1,)), 1, "L'ordinateur remporte la manche"),
    ("nb", 2, ((0,), (1,)), 1, "Datamaskinen vant given"),
    ("en", 3, ((0,), (1,), (2,)), 2, "Player 3 wins the hand"),
    ("it", 6, ((0, 3), (1, 4), (2, 5)), 1, "La squadra 2 vince la mano"),
    ("fr", 6, ((0, 3), (1, 4), (2, 5)), 1, "L'équipe 2 remporte la manche"),
    ("es", 2, ((0,), (1,)), 1, "La máquina gana la mano"),
    ("es", 3, ((0,), (1,), (2,)), 2, "El jugador 3 gana la mano"),
    ("es", 6, ((0, 3), (1, 4), (2, 5)), 1, "El equipo 2 gana la mano"),
])
def test_a_side_wins_the_hand_with_its_article(lang, code, players, sides, winner, text):
    lang(code)
    words = TableWords(players=players, sides=sides)
    assert i18n.t("result.side_wins_hand", side=words.side_in_sentence(winner)) == text


@pytest.mark.parametrize(("code", "key", "count", "text"), [
    ("it", "french.cups_queen", 2, "Presa 4: la donna di cuori è costata 2 punti"),
    ("it", "french.cups_three", 1, "Presa 4: il tre di cuori è costato 1 punto"),
    ("fr", "french.cups_queen", 1, "Pli 4 : la dame de cœur a coûté 1 point"),
    ("en", "italian.coins_ace", 0, "Trick 4: the ace of coins cost 0 points"),
    ("es", "italian.batons_jack", 1, "Baza 4: la sota de bastos costó 1 punto"),
    ("es", "italian.coins_ace", 0, "Baza 4: el as de oros costó 0 puntos"),
])
def test_a_participle_agrees_with_the_cards_gender(lang, code, key, count, text):
    lang(code)
    style, card = key.split(".")
    phrase = i18n.card_in_sentence(card_from_key(card), style)
    assert i18n.t("review.summary.moment", count=count, trick=4, card=phrase) == text


@pytest.mark.parametrize(("code", "text"), [
    ("fr", "Pli remporté par l'ordinateur (14 points)"),
    ("it", "Il computer si aggiudica la presa: 14 punti"),
    ("en", "The computer took it: 14 points"),
    ("es", "Se la lleva la máquina: 14 puntos"),
])
def test_the_last_trick_names_its_winner_with_the_article(lang, code, text):
    lang(code)
    assert i18n.t("table.last_trick.won_by", seat=i18n.seat_in_sentence("computer"),
                  points=i18n.t("term.points", count=14)) == text


# ----------------------------------------------------------------- every card, seat and count

@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("style", STYLES)
def test_every_card_renders_every_form_in_every_language(loc, code, style):
    genders = set()
    for c in DECK:
        phrase = loc.card_in_sentence(c, style, _lang=code)
        assert isinstance(phrase, Phrase)
        genders.add(phrase.gender)
        bare = loc.card_in_sentence(c, style, article=False, _lang=code)
        assert str(bare) == phrase.bare
        for form in FORMS:
            text = getattr(phrase, form)
            assert text and "{" not in text and "}" not in text, (code, style, c.key, form, text)
            assert text.endswith(phrase.bare), (code, style, c.key, form, text)  # the article goes before
            assert text == text.lower() or code == "nb", (code, style, c.key, form, text)
        # Agreement picks a word by gender: the same word for the same gender, always.
        assert format(phrase, "M|F|N") == {"masculine": "M", "feminine": "F", "neuter": "N"}[phrase.gender]
    assert genders <= {"masculine", "feminine", "neuter"}, (code, style, genders)


def test_in_spanish_the_sota_the_jota_and_the_reina_are_feminine(loc):
    for style, ranks in (("italian", {Rank.JACK}), ("french", {Rank.JACK, Rank.QUEEN})):
        feminine = {c.rank for c in DECK if loc.card_in_sentence(c, style, _lang="es").gender == "feminine"}
        assert feminine == ranks, style


def test_only_the_queen_of_the_french_deck_is_feminine_in_italian_and_french(loc):
    for code in ("it", "fr"):
        for style in STYLES:
            feminine = {c.rank for c in DECK if loc.card_in_sentence(c, style, _lang=code).gender == "feminine"}
            assert feminine == ({Rank.QUEEN} if style == "french" else set()), (code, style)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_seat_kind_renders_every_form(loc, code):
    for kind, number in SEATS:
        phrase = loc.seat_in_sentence(kind, number, _lang=code)
        for form in FORMS:
            text = getattr(phrase, form)
            assert text and "{" not in text, (code, kind, form, text)
            if number is not None:
                assert str(number) in text, (code, kind, form, text)


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("style", STYLES)
def test_every_rank_and_suit_is_counted_for_0_1_2_and_5(loc, code, style):
    for count in COUNTS:
        singular = i18n.plural_category(code, count) == "one"
        for rank in Rank:
            text = loc.t(f"deck.{style}.rank_count.{rank.key}", count, _lang=code)
            assert text.startswith(f"{count} "), (code, style, rank, text)
        for suit in Suit:
            text = loc.t(f"deck.{style}.suit_count.{suit.key}", count, _lang=code)
            assert text.startswith(f"{count} "), (code, style, suit, text)
        assert singular == (count == 1 or (code == "fr" and count == 0)), (code, count)


# ----------------------------------------------------------------- counts go through the plurals

def _catalog(code: str) -> dict:
    return i18n.flatten(yaml.safe_load(data_path("locales", f"{code}.yaml").read_text(encoding="utf-8")))


# Nouns a number can count, as each language writes them right after the number.
COUNTED_NOUNS = {
    "en": r"points?|cards?|tricks?|hands?|deals?|players?|seconds?|characters?|seats?|scores?|plays?|aces|trumps?",
    "it": r"punt[oi]|cart[ae]|pres[ae]|man[oi]|smazzat[ae]|giocator[ei]|second[oi]|caratter[ei]|post[oi]|"
          r"punteggi?|giocat[ae]|briscol[ae]",
    "fr": r"points?|cartes?|plis?|manches?|donnes?|joueurs?|secondes?|caractères?|places?|scores?|coups?|atouts?",
    "nb": r"poeng|kort|stikk|giv(?:er)?|spillere?|sekund(?:er)?|tegn|plass(?:er)?|poengsum(?:mer)?|trekk|trumf(?:er)?",
    "es": r"puntos?|cartas?|bazas?|manos?|jugador(?:es)?|segundos?|caracter(?:es)?|carácter|puestos?|"
          r"tanteos?|jugadas?|triunfos?|ases",
}
# Numbers that are bounds of the game, never 1, so their noun is always plural: the fewest and most
# players, a name's length limit, the most hands or deals a game can be set to, a hand's total.
BOUNDS = {"low", "high", "limit", "players", "total", "expected", "sides"}
# A table's numbers in the new-match texts ("{hand} cards each", "{tricks} tricks"): checked below
# to be at least two at every table, so their noun is always plural there too.
TABLE_NUMBERS = {"hand", "cards", "tricks"}
# Placeholders that hold a name, not a number ("{dealer} deals", "{dealer} donne").
NAMES = {"dealer", "name", "names", "seat", "side", "caller", "partner", "who"}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_string_with_a_count_is_a_plural_entry(code):
    offenders = []
    for key, value in _catalog(code).items():
        if is_plural_entry(value) or not isinstance(value, str):
            continue
        if "count" in placeholders(value):
            offenders.append(f"{key}: {value}")
        for name, noun in re.findall(r"\{(\w+)\}\s+(%s)(?!\w)" % COUNTED_NOUNS[code], value, re.IGNORECASE):
            if name not in BOUNDS | NAMES | TABLE_NUMBERS:
                offenders.append(f"{key}: {{{name}}} {noun}: {value}")
    assert not offenders, "\n".join(offenders)


def test_the_table_numbers_the_texts_count_are_never_one():
    for name, variant in PRESETS.items():
        facts = i18n.variant_facts(variant)
        assert all(facts[fact] >= 2 for fact in TABLE_NUMBERS), (name, facts)


def test_the_plural_check_catches_a_number_before_its_noun():
    assert re.search(r"\{(\w+)\}\s+(%s)(?!\w)" % COUNTED_NOUNS["fr"], "Il reste {points} points") is not None


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_agreement_names_a_phrase_and_two_or_three_words(code):
    phrases = {"card", "best", "stronger", "trump", "seat", "caller", "side", "sides"}
    for key, value in _catalog(code).items():
        for form in (value.values() if is_plural_entry(value) else [value]):
            for name, spec in agreements(form):
                assert name in phrases, (code, key, name)
                assert 2 <= len(spec.split("|")) <= 3, (code, key, spec)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_gender_written_in_a_locale_is_one_the_code_knows(code):
    for key, value in _catalog(code).items():
        if ".gender." in key:
            assert value in i18n.GENDERS, (code, key, value)


@pytest.mark.parametrize(("code", "style", "name", "text"), [
    ("en", "french", "ranks_queen", "queens"),
    ("en", "french", "cups_card", "heart"),
    ("en", "italian", "cups_cards", "cards of cups"),
    ("it", "french", "ranks_queen", "donne"),
    ("fr", "french", "cups_cards", "cartes de cœur"),
    ("nb", "french", "ranks_queen", "damer"),
    ("es", "italian", "ranks_jack", "sotas"),
    ("es", "french", "cups_card", "corazón"),
    ("es", "italian", "coins_cards", "cartas de oros"),
])
def test_the_help_texts_can_name_ranks_and_suits_in_the_plural(loc, code, style, name, text):
    assert loc.help_vocabulary(code, style)[name] == text


def test_a_phrase_survives_a_copy_between_processes(lang):
    lang("fr")
    phrase = i18n.card_in_sentence(card_from_key("cups_queen"), "french")
    copy = pickle.loads(pickle.dumps(phrase))
    assert isinstance(copy, Phrase) and copy == "la dame de cœur"
    assert copy.of == "de la dame de cœur" and copy.gender == "feminine"


@pytest.mark.parametrize(("code", "seat", "text"), [
    ("it", 1, "Bob sta pensando…"),
    ("it", 2, "Il giocatore 3 sta pensando…"),
    ("fr", 2, "Le joueur 3 réfléchit…"),
    ("es", 1, "Bob está pensando…"),
    ("es", 2, "El jugador 3 está pensando…"),
])
def test_at_a_friends_table_a_friend_is_named_without_an_article(lang, code, seat, text):
    lang(code)
    words = FriendsWords(players=4, sides=((0, 2), (1, 3)), names=(None, "Bob", None, None), host_seats=(0, 1, 2, 3))
    assert i18n.t("table.thinking", seat=words.seat_in_sentence(seat)) == text
