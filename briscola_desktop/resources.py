"""Find the files the game ships (card art, sounds, locales).

One helper serves the three ways the game runs:
- a PyInstaller bundle: files sit under ``sys._MEIPASS``;
- an installed wheel: files are packaged inside ``briscola_desktop/_data``;
- a source checkout (plain or editable install): files sit beside the package,
  at the top of the repository.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


class DataMissing(FileNotFoundError):
    """The game's own data files (``assets/``, ``locales/``) are not where it looks.

    A FileNotFoundError, so older callers still catch it; the entry point shows its
    message in a window, since the windowed build has no console for a traceback."""


def _candidate_roots() -> list[Path]:
    """Where the data may be, most specific first.

    The bundle comes first so a frozen game never reads a stray checkout; ``_data`` comes
    before the folder above the package because, once installed, that folder is
    site-packages, where another project's ``locales/`` could sit.
    """
    roots: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle))
    roots.append(_PACKAGE_DIR / "_data")
    roots.append(_PACKAGE_DIR.parent)
    return roots


#: What to say when the data files are missing, in each language the game ships. The locale files
#: are among the missing files, so these few sentences live here.
MISSING_DATA: dict[str, str] = {
    "en": ("Briscola cannot find its data files (assets/ and locales/); looked in: {tried}. "
           "Reinstall the game, or run it from a complete source checkout."),
    "it": ("Briscola non trova i suoi file di dati (assets/ e locales/); ha cercato in: {tried}. "
           "Reinstalla il gioco, oppure avvialo da una copia completa dei sorgenti."),
    "fr": ("Briscola ne trouve pas ses fichiers de données (assets/ et locales/) ; dossiers examinés : {tried}. "
           "Réinstallez le jeu, ou lancez-le depuis une copie complète des sources."),
    "nb": ("Briscola finner ikke datafilene sine (assets/ og locales/); så etter i: {tried}. "
           "Installer spillet på nytt, eller start det fra en fullstendig kopi av kildekoden."),
    "es": ("El juego no encuentra sus archivos de datos (assets/ y locales/) en: {tried}. "
           "Vuelve a instalar el juego, o ábrelo desde una copia completa del código fuente."),
}


def data_root(lang: str = "en") -> Path:
    """The folder that holds ``assets/`` and ``locales/``.

    Raises :class:`DataMissing` when there is none, its message in ``lang`` (English for a
    language not in :data:`MISSING_DATA`)."""
    for root in _candidate_roots():
        if (root / "locales").is_dir() or (root / "assets").is_dir():
            return root
    tried = ", ".join(str(r) for r in _candidate_roots())
    raise DataMissing(MISSING_DATA.get(lang, MISSING_DATA["en"]).format(tried=tried))


def data_path(*parts: str) -> Path:
    """Path of a bundled file or folder, e.g. ``data_path("assets", "cards")``."""
    return data_root().joinpath(*parts)
