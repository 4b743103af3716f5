"""The help names the screens and buttons as the screens do.

Where a help page quotes a screen, a button or a line of the game (between “ ” in English, « » in
Italian, French, Norwegian and Spanish), the quoted words are the text of a real key of that language's
screen file: the whole text, or its words up to a placeholder ("Friends on the internet join at" for
"Friends on the internet join at {address}"). A help that says "Siediti al tavolo" while the button
says "Entra in un tavolo" leaves a player looking for a button that is not there.

A few quotes are not names on screen but a word glossed ("les cartes « lisses »"): they are listed
below, each by hand.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping

import pytest

from briscola_desktop import i18n

#: How each language quotes a name on screen.
QUOTES = {
    "en": re.compile(r"“([^”]+)”"),
    "it": re.compile(r"«\s*([^»]+?)\s*»"),
    "fr": re.compile(r"«\s*([^»]+?)\s*»"),
    "nb": re.compile(r"«\s*([^»]+?)\s*»"),
    "es": re.compile(r"«\s*([^»]+?)\s*»"),
}

#: Quotes in the help that gloss a word rather than name something on screen.
GLOSSES = {
    "en": set(),
    "it": {"due a 65", "due a 70", "Port forwarding", "Apertura porte"},   # the router's page, not the game's
    "fr": {"lisses", "charges", "découverte"},
    "nb": set(),
    "es": set(),
}

PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def screen_names(catalog: Mapping[str, object]) -> set[str]:
    """Every text of the screen file, and each run of its words between placeholders."""
    names: set[str] = set()
    for value in catalog.values():
        for text in (value.values() if isinstance(value, Mapping) else [value]):
            if not isinstance(text, str):
                continue
            names.add(text)
            for piece in PLACEHOLDER.split(text):
                piece = piece.strip(" :·,()")
                if piece:
                    names.add(piece)
    return names


def help_quotes(code: str) -> Iterator[tuple[str, str]]:
    """(page, quoted words) for every quote in the help's titles, headings and paragraphs."""
    for kind, pages in i18n.load_help(code).items():
        for page in pages:
            where = f"help:{kind}:{page['id']}"
            texts = [page["title"]] + [b[k] for b in page["blocks"] for k in ("heading", "text") if k in b]
            for text in texts:
                for quoted in QUOTES[code].findall(text):
                    yield where, quoted


def unknown_quotes(code: str, quotes: Iterator[tuple[str, str]]) -> list[str]:
    names = screen_names(i18n.load_catalog(code))
    return [f"{where}: “{quoted}” is no text of {code}.yaml"
            for where, quoted in quotes if quoted not in names and quoted not in GLOSSES[code]]


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_name_the_help_quotes_is_a_text_of_the_screens(code: str) -> None:
    quotes = list(help_quotes(code))
    # The friends' pages name buttons and lines in every language: the check has something to check.
    assert len(quotes) >= 3, f"{code}: the help quotes {len(quotes)} names"
    wrong = unknown_quotes(code, iter(quotes))
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize(("code", "quoted"), [
    ("it", "Entra in un tavolo"),                       # the button the help once named
    ("fr", "salon d'attente"),
    ("nb", "Venner med IPv6 blir med på"),
    ("en", "Join a table now"),                         # more words than the button has
])
def test_the_check_flags_a_name_no_screen_shows(code: str, quoted: str) -> None:
    assert unknown_quotes(code, iter([("help:probe", quoted)]))


def test_a_line_is_quoted_by_its_words_before_the_placeholder() -> None:
    assert not unknown_quotes("en", iter([("help:probe", "Friends on the internet join at")]))
    assert not unknown_quotes("fr", iter([("help:probe", "Rejoindre une table")]))
