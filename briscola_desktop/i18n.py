"""Every word the game shows, in English, Italian, French and Norwegian Bokmål.

The UI holds keys, never sentences: ``t("term.trump")``, ``t("term.points", count=7)``.
Texts live in ``locales/<code>.yaml`` (short UI strings, nested mappings read as dotted
keys) and ``locales/help/<code>.yaml`` (the rules and strategy pages).

A missing key never reaches the screen as a raw key and never raises: it falls back to
English and is logged once; if English lacks it too, an error is logged once and the last
dotted segment is shown humanised ("new_game" -> "New game"). A test keeps the four files
key-for-key identical so the fallbacks stay a safety net, not a habit.

State: the module keeps exactly one small object, :data:`_STATE` (a :class:`Localizer`),
holding the current language, the catalogues loaded so far and the keys already reported
missing. Nothing is read at import time; a catalogue is loaded the first time it is needed.
Tests and tools that want their own state can build a ``Localizer`` directly.

This module imports no pygame.
"""

from __future__ import annotations

import copy
import locale
import logging
import os
import string
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from briscola_desktop.resources import data_path
from briscola_desktop.rules.cards import DECK, Rank, Suit
from briscola_desktop.userfiles.settings import DECK_STYLES  # the one list of deck styles, beside the settings that hold one

log = logging.getLogger(__name__)

LANGUAGES: tuple[str, ...] = ("en", "it", "fr", "nb")
FALLBACK = "en"
HELP_KINDS: tuple[str, ...] = ("rules", "strategy")

# The category names a plural entry may use. English, Italian and Norwegian use one/other;
# French uses the same two categories with a different rule (see plural_category).
PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})

# Codes a system may report for a language we ship, mapped to our code. Norwegian comes as
# "no" (macrolanguage), "nb" (Bokmål) or "nn" (Nynorsk); Bokmål is the closest we have.
_SYSTEM_CODES = {
    "en": "en", "it": "it", "fr": "fr", "nb": "nb", "no": "nb", "nn": "nb",
    # Windows' locale module reports long English names ("Norwegian Bokmål_Norway").
    "english": "en", "italian": "it", "french": "fr", "norwegian": "nb",
    "norwegian bokmål": "nb", "norwegian (bokmål)": "nb", "norwegian nynorsk": "nb",
    "bokmal": "nb", "nynorsk": "nb",
}


# --------------------------------------------------------------------------------------
# Pure helpers (no state): flattening, plural rules, placeholders, formatting
# --------------------------------------------------------------------------------------

def is_plural_entry(value: object) -> bool:
    """True for a mapping like ``{one: "...", other: "..."}`` (a counted string)."""
    return (
        isinstance(value, Mapping)
        and "other" in value
        and all(isinstance(k, str) and k in PLURAL_CATEGORIES for k in value)
    )


def flatten(tree: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """Nested mappings -> ``{"a.b.c": value}``. Plural entries stay whole mappings."""
    flat: dict[str, Any] = {}
    for key, value in tree.items():
        dotted = f"{prefix}{key}"
        if isinstance(value, Mapping) and not is_plural_entry(value):
            flat.update(flatten(value, dotted + "."))
        else:
            flat[dotted] = value
    return flat


def plural_category(code: str, count: float) -> str:
    """The plural form a language uses for ``count``: "one" or "other".

    English, Italian and Norwegian: only exactly 1 is singular ("0 points", "0 poeng").
    French: 0 and 1 (and anything below 2) take the singular ("0 point", "1 pli").
    """
    n = abs(count)
    if code == "fr":
        return "one" if n < 2 else "other"
    return "one" if n == 1 else "other"


def placeholders(template: str) -> set[str]:
    """Names of the ``{placeholders}`` in a template (``{{`` escapes are ignored)."""
    names: set[str] = set()
    for _literal, name, _spec, _conv in string.Formatter().parse(template):
        if name is not None and name != "":
            names.add(name)
    return names


class _KeepMissing(dict):
    """format_map helper: an unknown placeholder stays visible as ``{name}``."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def humanise(key: str) -> str:
    """Last dotted segment as readable words: ``"menu.new_game"`` -> ``"New game"``."""
    last = key.rsplit(".", 1)[-1].replace("_", " ").strip()
    return (last[:1].upper() + last[1:]) if last else "?"


def capitalise(text: str) -> str:
    """Upper-case the first letter only (``"asso di denari"`` -> ``"Asso di denari"``)."""
    return text[:1].upper() + text[1:]


# --------------------------------------------------------------------------------------
# Loading files
# --------------------------------------------------------------------------------------

class LocaleFileError(ValueError):
    """A locale file exists but cannot be used; the message names the file and the fault."""


def locale_file(code: str) -> Path:
    return data_path("locales", f"{code}.yaml")


def help_file(code: str) -> Path:
    return data_path("locales", "help", f"{code}.yaml")


_SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _read_yaml_mapping(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise LocaleFileError(f"cannot read {path}: {exc.strerror or exc}") from exc
    try:
        # libyaml's safe loader when PyYAML has it: the pure-Python one took 0.23 s of every
        # start for the English catalogue alone.
        data = yaml.load(text, Loader=_SAFE_LOADER)  # noqa: S506 - a safe loader either way
    except yaml.YAMLError as exc:
        raise LocaleFileError(f"{path} is not valid YAML: {exc}") from exc
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise LocaleFileError(f"{path} must hold a mapping of keys, not a {type(data).__name__}")
    return data


def load_catalog(code: str) -> dict[str, Any]:
    """The UI strings of one language as ``{dotted_key: str | plural mapping}``.

    Raises LocaleFileError (with the file name) when the file is missing or broken.
    """
    return flatten(_read_yaml_mapping(locale_file(code)))


def load_help(code: str) -> dict[str, list[dict[str, Any]]]:
    """The help pages of one language: ``{"rules": [...], "strategy": [...]}``.

    Each page is ``{id, title, blocks}``; a block is ``{heading: str}``, ``{text: str}``
    or ``{cards: [card keys]}``. Raises LocaleFileError if the shape is wrong.
    """
    path = help_file(code)
    data = _read_yaml_mapping(path)
    result: dict[str, list[dict[str, Any]]] = {}
    for kind in HELP_KINDS:
        pages = data.get(kind)
        if not isinstance(pages, list):
            raise LocaleFileError(f"{path}: '{kind}' must be a list of pages")
        for number, page in enumerate(pages, 1):
            where = f"{path}: {kind} page {number}"
            if not isinstance(page, dict) or not {"id", "title", "blocks"} <= page.keys():
                raise LocaleFileError(f"{where} needs 'id', 'title' and 'blocks'")
            if not isinstance(page["blocks"], list) or not page["blocks"]:
                raise LocaleFileError(f"{where}: 'blocks' must be a non-empty list")
            for block in page["blocks"]:
                if not isinstance(block, dict) or len(block) != 1:
                    raise LocaleFileError(f"{where}: each block has exactly one of heading/text/cards")
                (btype, value), = block.items()
                if btype in ("heading", "text"):
                    if not isinstance(value, str) or not value.strip():
                        raise LocaleFileError(f"{where}: a '{btype}' block must be non-empty text")
                elif btype == "cards":
                    if not isinstance(value, list) or not all(isinstance(k, str) for k in value):
                        raise LocaleFileError(f"{where}: a 'cards' block is a list of card keys")
                else:
                    raise LocaleFileError(f"{where}: unknown block type '{btype}'")
        result[kind] = pages
    return result


# --------------------------------------------------------------------------------------
# The state object
# --------------------------------------------------------------------------------------

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
            return template.format_map(_KeepMissing(values))
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
        "the ace of coins", "l'as de deniers", "mynter ess"), ``{Coins_ace}`` /
        ``{The_coins_ace}`` -> the same at a sentence start; ``{coins}`` / ``{Coins}`` -> the
        suit; ``{rank_queen}`` / ``{Rank_queen}`` -> the rank. So one text serves both decks.
        """
        style = _style(style)
        words: dict[str, str] = {}
        for rank in Rank:
            words[f"rank_{rank.key}"] = self.t(f"deck.{style}.rank.{rank.key}", _lang=code)
        for suit in Suit:
            words[suit.key] = self.t(f"deck.{style}.suit.{suit.key}", _lang=code)
        for c in DECK:
            words[c.key] = self.card_in_sentence(c, style, article=False, _lang=code)
            words[f"the_{c.key}"] = self.card_in_sentence(c, style, article=True, _lang=code)
        words.update({capitalise(k): capitalise(v) for k, v in list(words.items())})
        return words

    def card_in_sentence(self, c: Any, style: str, article: bool = True, *,
                         _lang: str | None = None) -> str:
        """A card named inside a sentence (lower case), with its article by default.

        en "the three of cups", it "il tre di coppe" / "l'asso di denari" / "la donna di
        cuori", fr "le roi d'épées" / "la dame de cœur", nb "kopper tre" / "hjerter dame"
        (Norwegian names a card without an article). ``article=False`` drops it where the
        sentence supplies its own word ("un fante", "senza il" is not needed).
        """
        style = _style(style)
        group = "rank_with_article" if article else "rank"
        rank = self.t(f"deck.{style}.{group}.{c.rank.key}", _lang=_lang)
        return self.t(f"deck.{style}.card_name.{c.suit.key}", _lang=_lang, rank=rank)

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


def _usable(value: object) -> bool:
    if isinstance(value, str):
        return value != ""
    return is_plural_entry(value)


_STATE = Localizer()
"""The module's only state: current language, loaded catalogues, keys already reported."""


# --------------------------------------------------------------------------------------
# The public functions the app uses
# --------------------------------------------------------------------------------------

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


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The user's system language if it is one we ship ("no"/"nb"/"nn" -> "nb"), else "en".

    Looks at the POSIX variables (LANGUAGE is a preference list, then LC_ALL, LC_MESSAGES,
    LANG), then what the platform reports (Windows UI language, the locale module).
    """
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        raw = env.get(var, "")
        if not raw or raw in ("C", "POSIX") or raw.startswith("C."):
            continue
        # LANGUAGE may list several: the first one we ship wins ("de:it" -> it).
        for item in raw.split(":"):
            code = _match_system_code(item)
            if code:
                return code
        if var != "LANGUAGE":
            return FALLBACK  # an explicit locale we do not ship: English
    if environ is None:
        for name in _platform_locale_names():
            code = _match_system_code(name)
            if code:
                return code
    return FALLBACK


def _match_system_code(name: str) -> str | None:
    """``"nb_NO.UTF-8"``, ``"it-IT"``, ``"Norwegian Bokmål_Norway"`` -> our code or None."""
    name = name.strip().split(".")[0].split("@")[0].lower()
    if not name:
        return None
    if name in _SYSTEM_CODES:
        return _SYSTEM_CODES[name]
    for sep in ("_", "-"):
        head = name.split(sep)[0]
        if head in _SYSTEM_CODES:
            return _SYSTEM_CODES[head]
    return None


def _platform_locale_names() -> list[str]:
    names: list[str] = []
    if sys.platform == "win32":
        try:
            import ctypes

            lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
            names.append(locale.windows_locale.get(lcid, ""))
        except (AttributeError, OSError):
            pass
    try:
        names.append(locale.getlocale(locale.LC_MESSAGES if hasattr(locale, "LC_MESSAGES")
                                      else locale.LC_CTYPE)[0] or "")
    except (ValueError, TypeError):
        pass
    return [n for n in names if n]


def _style(style: str) -> str:
    if style in DECK_STYLES:
        return style
    log.warning("Unknown deck style '%s'; naming cards as Italian cards.", style)
    return "italian"


def rank_name(rank: Any, style: str) -> str:
    """Name of a rank in the current language for the deck style ("fante", "dame", ...)."""
    return t(f"deck.{_style(style)}.rank.{rank.key}")


def suit_name(suit: Any, style: str) -> str:
    """Name of a suit as used inside a sentence ("denari", "cœur", "spar"); lower case
    where the language writes it so. Use :func:`capitalise` for a label."""
    return t(f"deck.{_style(style)}.suit.{suit.key}")


def card_name(card: Any, style: str) -> str:
    """Full name of a card as a label, on its own: "Asso di denari", "As de carreau", "Ruter ess".

    Each suit has its own pattern so each language can inflect ("roi d'épées"). Inside a
    sentence use :func:`card_in_sentence` instead ("Call the three of cups", not "Call Three
    of cups").
    """
    return capitalise(_STATE.card_in_sentence(card, style, article=False))


def card_in_sentence(card: Any, style: str, article: bool = True) -> str:
    """A card named inside a sentence in the current language: lower case, with the article
    the language puts there. en "the three of cups", it "il tre di coppe" / "l'asso di
    denari", fr "le trois de cœur" / "la dame de pique", nb "kopper tre" / "hjerter dame".

    Write the sentence without its own article: ``"Call {card}: ..."``, ``"Chiama {card}"``.
    """
    return _STATE.card_in_sentence(card, style, article)


def join_list(items: Any) -> str:
    """Names joined as the language lists them: "Player 2 and Player 4", "A, B e C"."""
    names = [str(x) for x in items]
    if len(names) < 2:
        return names[0] if names else ""
    return t("term.list_and", rest=t("term.list_comma").join(names[:-1]), last=names[-1])


# --------------------------------------------------------------------------------------
# Numbers in the language's own style
# --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class NumberStyle:
    """How a language writes a number: decimal mark, thousands separator, percent sign.

    Written here rather than read from the ``locale`` module: the system locale is not the
    game's language, and most systems lack the other three locales. The separators are
    plain spaces because the UI font has no glyph for the no-break spaces (see fonts.py).
    """

    decimal: str
    group: str
    percent: str  # a template with {number}


NUMBER_STYLES: dict[str, NumberStyle] = {
    "en": NumberStyle(decimal=".", group=",", percent="{number}%"),
    "it": NumberStyle(decimal=",", group=".", percent="{number}%"),
    "fr": NumberStyle(decimal=",", group=" ", percent="{number} %"),
    "nb": NumberStyle(decimal=",", group=" ", percent="{number} %"),
}


def format_number(value: float, decimals: int = 0, code: str | None = None) -> str:
    """``value`` rounded to ``decimals`` places the way ``code`` (default: the current
    language) writes it: 54.9 -> "54.9" (en), "54,9" (it, fr, nb); 1234 -> "1,234" (en),
    "1.234" (it), "1 234" (fr, nb). Unknown codes are written as English.
    """
    style = NUMBER_STYLES.get(_STATE.code if code is None else code, NUMBER_STYLES[FALLBACK])
    if decimals < 0:
        raise ValueError(f"decimals must be 0 or more, not {decimals}")
    # Format in English first (Python's own grouping), then swap the marks in one pass so
    # "," and "." cannot be confused with each other.
    english = f"{float(value):,.{decimals}f}"
    if english in ("-0", "-0." + "0" * decimals):  # -0.04 rounds to "-0.0": no minus on zero
        english = english[1:]
    return english.translate(str.maketrans({",": style.group, ".": style.decimal}))


def format_percent(fraction: float, decimals: int = 0, code: str | None = None) -> str:
    """A fraction (0.6) as a percentage in the language's style: "60%" (en, it), "60 %" (fr, nb)."""
    style = NUMBER_STYLES.get(_STATE.code if code is None else code, NUMBER_STYLES[FALLBACK])
    return style.percent.format(number=format_number(fraction * 100, decimals, code))


def help_pages(kind: str, style: str = "italian") -> list[dict[str, Any]]:
    """The "rules" or "strategy" pages in the current language (English if missing).

    A page is ``{"id", "title", "blocks"}``; blocks are ``{"heading": str}``,
    ``{"text": str}`` or ``{"cards": ["coins_ace", ...]}`` (card keys, drawn with the
    current deck by the screen). Card and suit names in the text follow ``style``
    ("italian" or "french"). Returns a fresh copy each call.
    """
    return _STATE.help_pages(kind, style)
