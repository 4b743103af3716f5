"""Pure text helpers of the locales: dotted keys, plural forms, placeholders, capitals.

They hold no state and read no file; the catalogue loader and the lookup build on them.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any

# The category names a plural entry may use. English, Italian, Norwegian and Spanish use one/other;
# French uses the same two categories with a different rule (see plural_category).
PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})


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

    English, Italian, Norwegian and Spanish: only exactly 1 is singular ("0 points", "0 poeng",
    "0 puntos").
    French: 0 and 1 (and anything below 2) take the singular ("0 point", "1 pli").
    """
    n = abs(count)
    if code == "fr":
        return "one" if n < 2 else "other"
    return "one" if n == 1 else "other"


def placeholders(template: str) -> set[str]:
    """Names of the ``{placeholders}`` in a template (``{{`` escapes are ignored).

    A phrase's form or agreement counts as the phrase: ``{seat.by}`` and ``{card:è|è}`` -> seat, card.
    """
    names: set[str] = set()
    for _literal, name, _spec, _conv in string.Formatter().parse(template):
        if name is not None and name != "":
            names.add(name.split(".", 1)[0].split("[", 1)[0])
    return names


def agreements(template: str) -> list[tuple[str, str]]:
    """(placeholder, spec) of every agreement in a template: ``{card:costato|costata}``."""
    return [(name, spec) for _literal, name, spec, _conv in string.Formatter().parse(template)
            if name and spec and "|" in spec]


class KeepMissing(dict):
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
