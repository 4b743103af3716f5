"""Noun phrases inside sentences: a card or a seat with the article, preposition and gender its
language gives it.

A :class:`Phrase` is a ``str`` (its plain value is the form a subject or an object takes: "the
computer", "il computer", "l'ordinateur", "datamaskinen") that also carries:

- its other forms as attributes, for the languages that fuse a preposition with the article:
  ``{seat.by}`` -> "dal computer", "par l'ordinateur"; ``{card.of}`` -> "della donna di cuori",
  "de la dame de cœur"; ``{card.to}``, ``{card.a}`` (indefinite), ``{card.bare}`` (no article);
- its grammatical gender, which a template uses to make a word agree:
  ``{card:costato|costata}`` picks the first word for a masculine phrase, the second for a
  feminine one, the third (if written) for a neuter one; a name or an unknown gender takes the
  first.

Which article goes with which gender and which first letter is written in each locale under
``grammar.<form>.<gender>`` (``masculine_vowel`` for a noun that starts with a vowel: "l'asso",
"l'as", "an ace"), so the code never holds a word of any language.
"""

from __future__ import annotations

from collections.abc import Callable

#: The genders a noun may have. ``name`` is a proper name (a friend at the table, "Player 3" in
#: English): no article, and no agreement beyond the first form.
GENDERS: tuple[str, ...] = ("masculine", "feminine", "neuter", "name")
#: The forms a phrase has, each written per gender in ``grammar.<form>.<gender>``.
FORMS: tuple[str, ...] = ("the", "a", "of", "to", "by")
# Which of the "m|f|n" words of an agreement spec each gender takes.
_AGREEMENT_INDEX = {"masculine": 0, "feminine": 1, "neuter": 2}
# A noun starting with one of these takes the "_vowel" form of its article (elision: "l'asso",
# "l'ordinateur", "dell'asso"; English "an ace"). No rank, suit or seat noun of the four
# languages starts with a mute h, so letters are enough.
_VOWELS = frozenset("aeiouàáâäèéêëìíîïòóôöùúûüœæ")


def starts_with_vowel(noun: str) -> bool:
    return noun[:1].lower() in _VOWELS


class Phrase(str):
    """A noun phrase: the ``str`` value is its subject/object form; the other forms are attributes."""

    bare: str
    the: str
    a: str
    of: str
    to: str
    by: str
    gender: str

    def __new__(cls, value: str, *, bare: str, forms: dict[str, str], gender: str) -> Phrase:
        phrase = super().__new__(cls, value)
        phrase.bare = bare
        for form in FORMS:
            setattr(phrase, form, forms.get(form, bare))
        phrase.gender = gender
        return phrase

    def agree(self, *words: str) -> str:
        """The word of ``words`` (masculine, feminine, neuter) that agrees with this phrase."""
        index = _AGREEMENT_INDEX.get(self.gender, 0)
        return words[index] if index < len(words) else words[0]

    def __format__(self, spec: str) -> str:
        if "|" in spec:
            return self.agree(*spec.split("|"))
        return format(str(self), spec)

    def __reduce__(self):  # pickled or copied, a phrase stays a phrase
        forms = {form: getattr(self, form) for form in FORMS}
        return (_rebuild, (str(self), self.bare, forms, self.gender))


def _rebuild(value: str, bare: str, forms: dict[str, str], gender: str) -> Phrase:
    return Phrase(value, bare=bare, forms=forms, gender=gender)


def build_phrase(noun: str, gender: str, article_template: Callable[[str, str], str | None],
                 article: bool = True) -> Phrase:
    """The phrase of ``noun`` with ``gender``; ``article_template(form, gender_key)`` gives the
    locale's template for a form (None when the locale has none: the bare noun is used).

    ``article=False`` makes the plain value the bare noun (for a sentence that brings its own
    determiner); the other forms are there either way.
    """
    if gender not in GENDERS:
        gender = "masculine"
    vowel = starts_with_vowel(noun)
    forms: dict[str, str] = {}
    for form in FORMS:
        template = None
        for key in ((f"{gender}_vowel", gender) if vowel else (gender,)):
            template = article_template(form, key)
            if template:
                break
        forms[form] = template.replace("{noun}", noun) if template else noun
    return Phrase(forms["the"] if article else noun, bare=noun, forms=forms, gender=gender)


__all__ = ["FORMS", "GENDERS", "Phrase", "build_phrase", "starts_with_vowel"]
