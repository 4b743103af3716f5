"""The languages the game ships, and which of them the user's system asks for."""

from __future__ import annotations

import locale
import os
import sys
from collections.abc import Mapping

LANGUAGES: tuple[str, ...] = ("en", "it", "fr", "nb", "es")
FALLBACK = "en"

# Codes a system may report for a language we ship, mapped to our code. Norwegian comes as
# "no" (macrolanguage), "nb" (Bokmål) or "nn" (Nynorsk); Bokmål is the closest we have.
# Spanish comes as "es" with any country (es_ES, es_MX, es_AR, es_419, ...): one Spanish for all.
_SYSTEM_CODES = {
    "en": "en", "it": "it", "fr": "fr", "nb": "nb", "no": "nb", "nn": "nb", "es": "es",
    # Windows' locale module reports long English names ("Norwegian Bokmål_Norway",
    # "Spanish_Spain", "Spanish_Mexico", "Spanish - Modern Sort_Spain").
    "english": "en", "italian": "it", "french": "fr", "norwegian": "nb",
    "norwegian bokmål": "nb", "norwegian (bokmål)": "nb", "norwegian nynorsk": "nb",
    "bokmal": "nb", "nynorsk": "nb",
    "spanish": "es", "español": "es", "espanol": "es", "castellano": "es",
    "spanish - modern sort": "es", "spanish - traditional sort": "es",
}


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
