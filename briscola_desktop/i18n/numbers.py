"""Numbers and percentages written in the style of the current language."""

from __future__ import annotations

from dataclasses import dataclass

from .languages import FALLBACK
from .localizer import STATE


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
    # Spanish: decimal comma and a space before % (the Academy's rule, read the same in Spain and
    # the Americas); a space groups thousands, where a point would read as a decimal in Mexico.
    "es": NumberStyle(decimal=",", group=" ", percent="{number} %"),
}


def format_number(value: float, decimals: int = 0, code: str | None = None) -> str:
    """``value`` rounded to ``decimals`` places the way ``code`` (default: the current
    language) writes it: 54.9 -> "54.9" (en), "54,9" (it, fr, nb, es); 1234 -> "1,234" (en),
    "1.234" (it), "1 234" (fr, nb, es). Unknown codes are written as English.
    """
    style = NUMBER_STYLES.get(STATE.code if code is None else code, NUMBER_STYLES[FALLBACK])
    if decimals < 0:
        raise ValueError(f"decimals must be 0 or more, not {decimals}")
    # Format in English first (Python's own grouping), then swap the marks in one pass so
    # "," and "." cannot be confused with each other.
    english = f"{float(value):,.{decimals}f}"
    if english in ("-0", "-0." + "0" * decimals):  # -0.04 rounds to "-0.0": no minus on zero
        english = english[1:]
    return english.translate(str.maketrans({",": style.group, ".": style.decimal}))


def format_percent(fraction: float, decimals: int = 0, code: str | None = None) -> str:
    """A fraction (0.6) as a percentage in the language's style: "60%" (en, it), "60 %" (fr, nb, es)."""
    style = NUMBER_STYLES.get(STATE.code if code is None else code, NUMBER_STYLES[FALLBACK])
    return style.percent.format(number=format_number(fraction * 100, decimals, code))
