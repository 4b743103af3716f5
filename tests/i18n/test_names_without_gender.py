"""A sentence about a person needs no gender, in Italian and French.

A friend's name and a score-pad player's name are typed by a person: the game cannot know whether
"Anna", "Sam" or "Kim" is a man or a woman, nor whether the person at the keyboard is. So a
sentence that takes a person's name ({name}, {seat}, {side}, {caller}, ... : a seat and a side
are a typed name at a friends' table and on the score pad) or speaks to the person ("_you"
sentences) is written so that nothing in it agrees with that person's gender: "{seat} fa coppia
con {caller}", "{name} è di nuovo al tavolo", "{name} est de retour", not "è il compagno", "è
tornato", "n'est pas revenu", "da solo", "seul".

The check, per language:

- words that only ever describe a person and show a gender ("solo/sola", "compagno/compagna",
  "seul/seule", "le/la partenaire", "revenu/revenue", "prêt/prête"...) may not appear at all;
- a past participle or adjective in -o/-a (it) or -é/-ée, -u/-ue, -i/-ie (fr) may not follow "è",
  "est" (and "non", "pas") when the name is the subject right before it, nor follow a verb whose
  subject is the person ("sei", "ti sei", "vous êtes"). A participle that agrees with a thing ("la
  partita è stata chiusa") is not about the person and passes.
"""

from __future__ import annotations

import re

import pytest
import yaml

from briscola_desktop.i18n import flatten, is_plural_entry, placeholders
from briscola_desktop.resources import data_path

# Placeholders that can carry a person's typed name (or the person's own seat).
PERSON = {"name", "names", "seat", "side", "sides", "caller", "partner", "who", "dealer"}
# The new-match screen names only the computer seats, by their number ("Giocatore 3", a
# masculine noun), never a person: its "{seat}" texts may agree with that noun.
COMPUTER_SEATS_ONLY = ("newmatch.",)
MARK = "NOME"   # what a person placeholder is rendered as, so the checks can see where it stands

GENDERED_WORDS = {
    "it": r"solo|sola|soli|compagno|compagna|compagni|amico|amica|avversario|avversaria|pronto|pronta|"
          r"tornato|tornata|rientrato|rientrata|arrivato|arrivata|rimasto|rimasta|seduto|seduta|"
          r"collegato|collegata|scollegato|scollegata|uscito|lui|lei|stesso|stessa|vincitore|vincitrice",
    "fr": r"seul|seule|seuls|le partenaire|la partenaire|un partenaire|une partenaire|l'ami|l'amie|"
          r"revenu|revenue|arrivé|arrivée|parti|prêt|prête|absent|absente|connecté|connectée|"
          r"déconnecté|déconnectée|resté|restée|sorti|sortie|lui-même|elle-même",
}
# A past participle or an adjective that agrees: "tornato", "seduta", "preso", "rimasta", "fatto";
# "revenu", "arrivée", "parti". Adverbs ("via", "ici") are not.
PARTICIPLE = {"it": r"\w+(?:at|ut|it|s|ss|st|tt)[oa]", "fr": r"\w+(?:é|ée|u|ue|i|ie)"}
# "{name} è tornato", "{name} non è tornato", "{name} n'est pas revenu", "{name} est parti".
AFTER_THE_NAME = {
    "it": re.compile(r"%s\s+(?:non\s+)?(?:è|era|sarà|si è)\s+(?:già\s+|ancora\s+|stat[oa]\s+)?(%s)\b"
                     % (MARK, PARTICIPLE["it"])),
    "fr": re.compile(r"%s\s+(?:n'|ne\s+)?(?:est|était|sera)\s+(?:pas\s+|déjà\s+|encore\s+)?(%s)\b"
                     % (MARK, PARTICIPLE["fr"])),
}
# The person as the subject: "sei tornato", "ti sei chiamato", "vous êtes revenu".
AFTER_YOU = {
    "it": re.compile(r"\b(?:sei|eri|sarai|ti sei)\s+(?:già\s+|ancora\s+)?(%s)\b" % PARTICIPLE["it"], re.IGNORECASE),
    "fr": re.compile(r"\bvous (?:êtes|étiez|serez)\s+(?:pas\s+|déjà\s+|encore\s+)?(%s)\b" % PARTICIPLE["fr"],
                     re.IGNORECASE),
}
# Words after "sei" that are not a participle about the person ("sei in coppia", "sei tu").
NOT_ABOUT_THE_PERSON = {"it": {"tu", "di", "in", "a", "il", "la"}, "fr": {"ici", "aussi", "parmi"}}


def gendered(code: str, text: str) -> list[str]:
    """Every word of ``text`` (with the persons rendered as MARK) that agrees with a person's gender."""
    found = [m.group(0) for m in re.finditer(r"(?<![\w'])(?:%s)(?![\w'-])" % GENDERED_WORDS[code], text,
                                            re.IGNORECASE)]
    found += [m.group(0) for m in AFTER_THE_NAME[code].finditer(text)]
    found += [m.group(0) for m in AFTER_YOU[code].finditer(text)
              if m.group(1).lower() not in NOT_ABOUT_THE_PERSON[code]]
    return found


def person_texts(code: str) -> dict[str, str]:
    """The texts that take a person's name or speak to the person, with each person rendered as MARK."""
    strings = flatten(yaml.safe_load(data_path("locales", f"{code}.yaml").read_text(encoding="utf-8")))
    texts = {}
    for key, value in strings.items():
        if key.startswith(COMPUTER_SEATS_ONLY):
            continue
        forms = list(value.values()) if is_plural_entry(value) else [value]
        for i, form in enumerate(f for f in forms if isinstance(f, str)):
            names = placeholders(form)
            if names & PERSON or key.endswith(("_you", "_your")):
                marks = {name: MARK for name in PERSON}
                rendered = re.sub(r"\{(\w+)(?:\.\w+)?(?::[^}]*)?\}",
                                  lambda m: marks.get(m.group(1), "X"), form)
                texts[f"{key}[{i}]"] = rendered
    return texts


@pytest.mark.parametrize("code", ("it", "fr"))
def test_no_sentence_about_a_person_needs_their_gender(code):
    texts = person_texts(code)
    assert len(texts) > 40, "the sentences about persons were not found"
    offenders = [f"{key}: {gendered(code, text)} in: {text}" for key, text in texts.items() if gendered(code, text)]
    assert not offenders, "\n".join(offenders)


@pytest.mark.parametrize(("code", "text", "caught"), [
    ("it", "NOME è il compagno del giocatore 3", True),
    ("it", "NOME è tornato al tavolo.", True),
    ("it", "La partita è stata chiusa: NOME non è tornata.", True),
    ("it", "NOME da solo", True),
    ("it", "Ti sei chiamato da solo: giochi contro tutti", True),
    ("it", "Sei tu il compagno del chiamante", True),
    ("it", "NOME fa coppia con NOME", False),
    ("it", "NOME è di nuovo al tavolo.", False),
    ("it", "La partita è stata chiusa in assenza di NOME.", False),
    ("it", "Chiamata di NOME riuscita: 70 punti", False),
    ("it", "Sei di nuovo al tavolo: mentre eri via ha giocato il computer al posto tuo.", False),
    ("it", "Sei rimasta fuori", True),
    ("fr", "La partie a été arrêtée : NOME n'est pas revenu.", True),
    ("fr", "NOME est revenue", True),
    ("fr", "NOME seul", True),
    ("fr", "Vous êtes le partenaire de l'appelant", True),
    ("fr", "NOME a appelé sa propre carte et joue seule", True),
    ("fr", "NOME fait équipe avec NOME", False),
    ("fr", "Vous êtes ici depuis le début", False),
    ("fr", "NOME est de retour.", False),
    ("fr", "La partie a été arrêtée : NOME n'est pas de retour.", False),
    ("fr", "Vous avez appelé votre propre carte : vous jouez contre les quatre autres", False),
])
def test_the_check_tells_a_gendered_sentence_from_a_neutral_one(code, text, caught):
    assert bool(gendered(code, text)) == caught, gendered(code, text)
