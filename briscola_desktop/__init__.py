"""Briscola Desktop: the Italian card game for the desktop."""

from __future__ import annotations

import functools

#: The version written in pyproject.toml (a test keeps the two equal). Used when the package's
#: metadata cannot be read: a PyInstaller bundle carries the code but no ``.dist-info`` folder.
VERSION = "0.1.0"
#: The distribution name in pyproject.toml, under which pip records the metadata.
DISTRIBUTION = "briscola-desktop"


@functools.cache
def version() -> str:
    """The version pip recorded for this package, else :data:`VERSION`.

    Read on first use, not at import: importlib.metadata costs about 15 ms, and every start of
    the game imports this package before its window shows.
    """
    from importlib import metadata  # deferred: see the docstring

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return VERSION


def __getattr__(name: str) -> str:
    """``briscola_desktop.__version__``, the usual name, read lazily like :func:`version`."""
    if name == "__version__":
        return version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
