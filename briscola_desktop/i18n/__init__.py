"""Every word the game shows, in English, Italian, French and Norwegian Bokmål.

The UI holds keys, never sentences: ``t("term.trump")``, ``t("term.points", count=7)``.
Texts live in ``locales/<code>.yaml`` (short UI strings, nested mappings read as dotted
keys) and ``locales/help/<code>.yaml`` (the rules and strategy pages).

A missing key never reaches the screen as a raw key and never raises: it falls back to
English and is logged once; if English lacks it too, an error is logged once and the last
dotted segment is shown humanised ("new_game" -> "New game"). A test keeps the four files
key-for-key identical so the fallbacks stay a safety net, not a habit.

State: the package keeps exactly one small object, :data:`_STATE` (a :class:`Localizer`),
holding the current language, the catalogues loaded so far and the keys already reported
missing. Nothing is read at import time; a catalogue is loaded the first time it is needed.
Tests and tools that want their own state can build a ``Localizer`` directly.

Every name is imported from here; the modules behind it are ``text`` (pure helpers: dotted
keys, plurals, placeholders), ``languages`` (the languages shipped, the system's language),
``files`` (reading the locale files), ``localizer`` (the lookup engine and the state),
``names`` (cards, seats, ranks, suits and lists in words), ``grammar`` (a card or a seat inside a
sentence: articles, prepositions, gender agreement), ``numbers`` (numbers and percentages) and
``tables`` (each table's numbers, from the rules core's presets, for the texts that speak of it).

This package imports no pygame.
"""

from __future__ import annotations

from typing import Any

from .files import HELP_KINDS, LocaleFileError, help_file, load_catalog, load_help, locale_file
from .languages import FALLBACK, LANGUAGES, system_language
from .languages import _match_system_code  # noqa: F401 - the tests check the code matching through the package
from .localizer import STATE as _STATE  # the package's only state, under the name the tests and tools know
from .localizer import Localizer
from .grammar import FORMS, GENDERS, Phrase
from .names import (card_in_sentence, card_name, join_list, name_in_sentence, rank_count, rank_name, seat_in_sentence,
                    suit_count, suit_name)
from .numbers import NUMBER_STYLES, NumberStyle, format_number, format_percent
from .tables import help_numbers, variant_facts
from .text import (PLURAL_CATEGORIES, agreements, capitalise, flatten, humanise, is_plural_entry, placeholders,
                   plural_category)

__all__ = [
    "FALLBACK", "FORMS", "GENDERS", "HELP_KINDS", "LANGUAGES", "NUMBER_STYLES", "PLURAL_CATEGORIES",
    "LocaleFileError", "Localizer", "NumberStyle", "Phrase", "agreements", "capitalise", "card_in_sentence",
    "card_name", "flatten", "format_number", "format_percent", "help_file", "help_numbers", "help_pages", "humanise",
    "is_plural_entry", "join_list", "language", "load_catalog", "load_help", "locale_file", "name_in_sentence",
    "placeholders", "plural_category", "preload", "rank_count", "rank_name", "seat_in_sentence", "set_language",
    "suit_count", "suit_name", "system_language", "t", "variant_facts",
]


def set_language(code: str) -> None:
    """Switch every later lookup to ``code`` (one of LANGUAGES; anything else -> English)."""
    _STATE.set_language(code)


def preload() -> None:
    """Load the current language, English and their help pages now (about 40 ms).

    Call it at start-up or on a language change, outside the frame loop, so opening the
    Rules screen later does not stall a frame while YAML is parsed.
    """
    for code in dict.fromkeys((_STATE.code, FALLBACK)):
        _STATE.catalog(code)
        _STATE.help_data(code)


def language() -> str:
    """Code of the current language."""
    return _STATE.code


def t(key: str, count: int | None = None, **params: Any) -> str:
    """The text for ``key`` in the current language, formatted with ``params``.

    With ``count`` a plural entry picks its form by the language's rule and ``{count}``
    is filled in. Never raises for a missing key or placeholder (see module doc).
    """
    return _STATE.t(key, count, **params)


def help_pages(kind: str, style: str = "italian") -> list[dict[str, Any]]:
    """The "rules" or "strategy" pages in the current language (English if missing).

    A page is ``{"id", "title", "blocks"}``; blocks are ``{"heading": str}``,
    ``{"text": str}`` or ``{"cards": ["coins_ace", ...]}`` (card keys, drawn with the
    current deck by the screen). Card and suit names in the text follow ``style``
    ("italian" or "french"). Returns a fresh copy each call.
    """
    return _STATE.help_pages(kind, style)
