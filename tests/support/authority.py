"""The tests' certificate authority (:mod:`briscola_desktop.net.server.authority`), skipped with the reason
where the ``openssl`` command cannot be run."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from briscola_desktop.net.server.authority import OPENSSL_MISSING, Authority, make_authority as _make


def make_authority(folder: Path, **kwargs) -> Authority:
    if shutil.which("openssl") is None:
        pytest.skip(OPENSSL_MISSING)
    return _make(folder, **kwargs)


__all__ = ["Authority", "make_authority"]
