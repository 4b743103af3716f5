"""The lookup engine: one language's catalogue and help pages, loaded lazily, with English behind.

:data:`STATE` is the package's only state (the current language, the catalogues loaded so
far, the keys already reported missing); tests and tools that want their own build a
:class:`Localizer` directly.
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from briscola_desktop.rules.cards import DECK, Rank, Suit
from briscola_desktop.userfiles.settings import DECK_SUITS  # the one list of deck styles, beside the settings that hold one

from .files import HELP_KINDS, LocaleFileError, load_catalog, load_help
from .grammar import Phrase, build_phrase
from .languages import FALLBACK, LANGUAGES
from .tables import help_numbers
from .text import KeepMissing, capitalise, humanise, is_plural_entry, plural_category

# One logger for the whole package, so every message is reported as "briscola_desktop.i18n".
log = logging.getLogger(__package__)


@dataclass
class Localizer:
    """Current language plus lazily loaded catalogues; the engine behind :func:`t`."""

    code: str = FALLBACK
    _catalogs: dict[str, dict[str, Any]] = field(default_factory=dict)
    _help: dict[str, dict[str, list[dict[str, Any]]] | None] = field(default_factory=dict)
    _reported: set[tuple[str, str]] = field(default_factory=set)

    # -- loading ---------------------------------------------------------------------
    def catalog(self, code: str) -> dict[str, Any]:
        """The catalogue of ``code``, loaded once; an unusable file counts as empty."""
        if code not in self._catalogs:
            try:
                self._catalogs[code] = load_catalog(code)
            except LocaleFileError as exc:
                log.error("Language '%s' cannot be loaded, English is used instead: %s", code, exc)
                self._catalogs[code] = {}
        return self._catalogs[code]

    def set_language(self, code: str) -> None:
        if code not in LANGUAGES:
            log.warning("Unknown language '%s'; using English. Known: %s", code, ", ".join(LANGUAGES))
            code = FALLBACK
        self.code = code
        self.catalog(code)

    # -- lookup ----------------------------------------------------------------------
    def _report_once(self, level: int, code: str, key: str, message: str) -> None:
        if (code, key) not in self._reported:
            self._reported.add((code, key))
            log.log(level, message)

    def lookup(self, key: str, code: str | None = None) -> tuple[str, Any] | None:
        """(language, raw value) for a key, falling back to English; None if nowhere."""
        code = self.code if code is None else code
        value = self.catalog(code).get(key)
        if _usable(value):
            return code, value
        if code != FALLBACK:
            english = self.catalog(FALLBACK).get(key)
            if _usable(english):
                self._report_once(logging.WARNING, code, key,
                                  f"Text '{key}' is missing in '{code}'; showing English.")
                return FALLBACK, english
        self._report_once(logging.ERROR, FALLBACK, key,
                          f"Text '{key}' is missing in every language; showing '{humanise(key)}'.")
        return None

    def t(self, key: str, count: int | None = None, *, _lang: str | None = None, **params: Any) -> str:
        found = self.lookup(key, _lang)
        if found is None:
            return humanise(key)
        code, value = found
        if is_plural_entry(value):
            category = "other" if count is None else plural_category(code, count)
            template = value.get(category, value["other"])
        else:
            template = value
        values = dict(params)
        if count is not None:
            values.setdefault("count", count)
        return self._format(code, key, template, values)

    def _format(self, code: str, key: str, template: str, values: Mapping[str, Any]) -> str:
        try:
            text = template.format_map(KeepMissing(values))
            # A sentence that opens with a card or a seat starts with a capital letter: "Il
            # computer sta pensando…", "L'asso di coppe…", "The computer wins the hand".
            if template.startswith("{") and isinstance(values.get(_first_field(template)), Phrase):
                text = capitalise(text)
            return text
        except (ValueError, IndexError, AttributeError, KeyError) as exc:
            # A malformed template ("{" alone, "{0}") must not take the screen down.
            self._report_once(logging.ERROR, code, key, f"Text '{key}' in '{code}' cannot be formatted: {exc}")
            return template

    # -- help pages ------------------------------------------------------------------
    def help_data(self, code: str) -> dict[str, list[dict[str, Any]]] | None:
        """Help pages of ``code``, loaded once; None (logged) if the file is unusable."""
        if code not in self._help:
            try:
                self._help[code] = load_help(code)
            except LocaleFileError as exc:
                log.error("Help pages for '%s' cannot be loaded: %s", code, exc)
                self._help[code] = None
        return self._help[code]

    def help_vocabulary(self, code: str, style: str) -> dict[str, str]:
        """What help texts may name in braces, in ``code`` for the deck ``style``.

        ``{coins_ace}`` -> "asso di denari" (in-sentence form, no article),
        ``{the_coins_ace}`` -> "l'asso di denari" (with the article the language puts there:
        "the ace of coins", "l'as de deniers", "ess i mynter"), ``{Coins_ace}`` /
        ``{The_coins_ace}`` -> the same at a sentence start; ``{coins}`` / ``{Coins}`` -> the
        suit; ``{rank_queen}`` / ``{Rank_queen}`` -> the rank. So one text serves both decks.
        ``{<preset>_<fact>}`` is a table's number (``{chiamata_hand}`` -> "8"; see ``tables.py``).
        Plurals without a number: ``{ranks_queen}`` -> "queens", "donne", "dames", "damer";
        ``{hearts_card}`` / ``{cups_cards}`` style names a suit's cards: ``{cups_card}`` -> "heart"
        (French deck) or "card of cups", ``{cups_cards}`` -> "hearts", "carte di coppe".
        """
        style = deck_style(style)
        words: dict[str, str] = {}
        for rank in Rank:
            words[f"rank_{rank.key}"] = self.t(f"deck.{style}.rank.{rank.key}", _lang=code)
            words[f"ranks_{rank.key}"] = self.uncounted(f"deck.{style}.rank_count.{rank.key}", code)
        for suit in Suit:
            words[suit.key] = self.t(f"deck.{style}.suit.{suit.key}", _lang=code)
            words[f"{suit.key}_card"] = self.uncounted(f"deck.{style}.suit_count.{suit.key}", code, "one")
            words[f"{suit.key}_cards"] = self.uncounted(f"deck.{style}.suit_count.{suit.key}", code)
        for c in DECK:
            words[c.key] = self.card_in_sentence(c, style, article=False, _lang=code)
            words[f"the_{c.key}"] = self.card_in_sentence(c, style, article=True, _lang=code)
        words.update({capitalise(k): capitalise(v) for k, v in list(words.items())})
        # The tables' numbers, from the rules core's presets: {chiamata_hand}, {six_players_trumps}.
        words.update({key: str(value) for key, value in help_numbers().items()})
        return words

    def uncounted(self, key: str, code: str, category: str = "other") -> str:
        """A counted entry's noun without its number: "{count} queens" -> "queens"."""
        found = self.lookup(key, code)
        if found is None or not is_plural_entry(found[1]):
            return humanise(key)
        template = found[1].get(category, found[1]["other"])
        return template.replace("{count}", "").strip()

    def card_in_sentence(self, c: Any, style: str, article: bool = True, *,
                         _lang: str | None = None) -> Phrase:
        """A card named inside a sentence (lower case), with its article by default.

        en "the three of cups", it "il tre di coppe" / "l'asso di denari" / "la donna di
        cuori", fr "le roi d'épées" / "la dame de cœur", nb "tre i kopper" / "hjerter dame"
        (Norwegian names a card without an article). ``article=False`` drops it where the
        sentence supplies its own word. The result is a :class:`Phrase`: ``{card.of}``,
        ``{card.to}``, ``{card.by}``, ``{card.a}`` and agreement (``{card:costato|costata}``)
        follow the rank's gender in ``deck.<style>.gender``.
        """
        style = deck_style(style)
        rank = self.t(f"deck.{style}.rank.{c.rank.key}", _lang=_lang)
        noun = self.t(f"deck.{style}.card_name.{c.suit.key}", _lang=_lang, rank=rank)
        return self.phrase(noun, self.word(f"deck.{style}.gender.{c.rank.key}", _lang), article, _lang=_lang)

    def seat_in_sentence(self, kind: str, number: int | None = None, *, _lang: str | None = None) -> Phrase:
        """A seat (``kind`` "computer", "player" or "team") named inside a sentence: en "the
        computer" / "Player 3", it "il computer" / "il giocatore 3" / "la squadra 2", fr
        "l'ordinateur" / "le joueur 3" / "l'équipe 2", nb "datamaskinen" / "spiller 3".
        The noun is ``seat.noun.<kind>``, its gender ``seat.gender.<kind>``.
        """
        noun = self.t(f"seat.noun.{kind}", _lang=_lang, number=number)
        return self.phrase(noun, self.word(f"seat.gender.{kind}", _lang), _lang=_lang)

    def name_in_sentence(self, name: str, *, _lang: str | None = None) -> Phrase:
        """A person's name inside a sentence: no article ("Anna", "par Anna", "d'Anna", "da Anna")."""
        return self.phrase(name, "name", _lang=_lang)

    def phrase(self, noun: str, gender: str, article: bool = True, *, _lang: str | None = None) -> Phrase:
        """``noun`` as a :class:`Phrase` with the articles the language gives ``gender``."""
        catalog = self.catalog(self.code if _lang is None else _lang)
        english = self.catalog(FALLBACK)

        def template(form: str, key: str) -> str | None:
            value = catalog.get(f"grammar.{form}.{key}")
            if not isinstance(value, str) or not value:
                value = english.get(f"grammar.{form}.{key}") if not catalog else None
            return value if isinstance(value, str) and value else None

        return build_phrase(noun, gender, template, article)

    def word(self, key: str, _lang: str | None = None) -> str:
        """A single word of grammar data (a gender), English's when the language lacks it."""
        found = self.lookup(key, _lang)
        return found[1] if found is not None and isinstance(found[1], str) else ""

    def help_pages(self, kind: str, style: str = "italian") -> list[dict[str, Any]]:
        if kind not in HELP_KINDS:
            raise ValueError(f"help kind must be one of {', '.join(HELP_KINDS)}, not {kind!r}")
        for code in (self.code, FALLBACK):
            data = self.help_data(code)
            if data is not None and data.get(kind):
                if code != self.code:
                    self._report_once(logging.WARNING, self.code, f"help:{kind}",
                                      f"Help '{kind}' is missing in '{self.code}'; showing English.")
                words = self.help_vocabulary(code, style)
                # A fresh copy, so a screen that edits what it lays out cannot spoil the cache.
                pages = copy.deepcopy(data[kind])
                for page in pages:
                    where = f"help:{kind}:{page['id']}"
                    page["title"] = self._format(code, where, page["title"], words)
                    for block in page["blocks"]:
                        for btype in ("heading", "text"):
                            if btype in block:
                                block[btype] = self._format(code, where, block[btype], words)
                return pages
        return [{"id": "unavailable", "title": self.t("guide.unavailable_title"),
                 "blocks": [{"text": self.t("guide.unavailable_text")}]}]


def _first_field(template: str) -> str:
    """The name of the placeholder a template opens with ("seat" for "{seat.by} ...")."""
    end = min((i for i in (template.find(c, 1) for c in "}.:![") if i > 0), default=-1)
    return template[1:end] if end > 0 else ""


def _usable(value: object) -> bool:
    if isinstance(value, str):
        return value != ""
    return is_plural_entry(value)


def deck_style(style: str) -> str:
    """The words a deck ``style`` names its cards with: "italian" or "french" (a regional Italian
    pattern names them as the Italian deck does); "italian" with a warning for an unknown style."""
    if style in DECK_SUITS:
        return DECK_SUITS[style]
    log.warning("Unknown deck style '%s'; naming cards as Italian cards.", style)
    return "italian"


STATE = Localizer()
"""The package's only state: current language, loaded catalogues, keys already reported."""
