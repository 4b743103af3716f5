"""The one PyInstaller build that the package tests share (built once per test session)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO_TOP = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``dist/Briscola``, the one-folder build of the checkout, made by PyInstaller from the spec.

    Building takes minutes, so the executable test and the .deb test both use this one; only
    tests behind ``BRISCOLA_TEST_PACKAGE=1`` ask for it.
    """
    if os.environ.get("BRISCOLA_TEST_PACKAGE") != "1":
        pytest.skip("builds the executable; set BRISCOLA_TEST_PACKAGE=1")
    assert importlib.util.find_spec("PyInstaller"), (
        "BRISCOLA_TEST_PACKAGE=1 needs PyInstaller: python -m pip install -e '.[test,build]'"
    )
    top = tmp_path_factory.mktemp("pyinstaller")
    work, dist = top / "work", top / "dist"
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--workpath", str(work), "--distpath", str(dist), str(REPO_TOP / "build" / "pyinstaller.spec")]
    result = subprocess.run(command, cwd=REPO_TOP, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, (
        f"PyInstaller exited {result.returncode}\n--- stdout ---\n{result.stdout[-4000:]}\n"
        f"--- stderr ---\n{result.stderr[-4000:]}"
    )
    return dist / "Briscola"
