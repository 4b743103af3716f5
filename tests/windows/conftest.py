"""The Windows build that the ``windows`` tests share: made once per session under Wine by
build/windows_under_wine.py (behind ``BRISCOLA_TEST_WINDOWS=1``; CI sets it)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

from tests.packaging.test_packaging import load_build_module

REPO_TOP = Path(__file__).resolve().parents[2]
TOOLS = ("wine", "Xvfb", "xdotool", "import")


@dataclass(frozen=True)
class WindowsBuild:
    dist: Path          # holds Briscola/Briscola.exe
    release: Path       # holds the zip
    log: str            # what the build script printed
    build: ModuleType   # build/windows_under_wine.py
    play: ModuleType    # build/windows_play_under_wine.py

    @property
    def exe(self) -> Path:
        return self.dist / "Briscola" / "Briscola.exe"

    def prefix(self, **extra: str) -> Path:
        """The cache's Wine prefix (made once), or with ``USER=...`` one of that Windows user's own."""
        cache = self.build.cache_dir()
        name = "wine-prefix" if not extra else "wine-prefix-" + extra["USER"].encode("utf-8").hex()[:16]
        return self.build.make_prefix(cache / name, **extra)


@pytest.fixture(scope="session")
def windows_build(tmp_path_factory: pytest.TempPathFactory) -> WindowsBuild:
    if os.environ.get("BRISCOLA_TEST_WINDOWS") != "1":
        pytest.skip("builds the Windows download under Wine; set BRISCOLA_TEST_WINDOWS=1")
    for tool in TOOLS:
        assert shutil.which(tool), f"{tool} is missing: .ci/run installs it (wine64 wine xvfb xdotool imagemagick)"
    build, play = load_build_module("windows_under_wine"), load_build_module("windows_play_under_wine")
    given = os.environ.get("BRISCOLA_WINDOWS_DIST")  # a build made before (one run of these tests at a time)
    if given and (Path(given) / "Briscola" / "Briscola.exe").is_file():
        return WindowsBuild(Path(given), Path(given).parent.parent / "release", "reused " + given, build, play)
    top = tmp_path_factory.mktemp("windows")
    dist, release = top / "dist", top / "release"
    command = [sys.executable, str(REPO_TOP / "build" / "windows_under_wine.py"), "--dist", str(dist),
               "--work", str(top / "work"), "--release", str(release)]
    built = subprocess.run(command, cwd=REPO_TOP, capture_output=True, text=True, timeout=1800)
    assert built.returncode == 0, f"{built.stdout[-4000:]}\n{built.stderr[-4000:]}"
    return WindowsBuild(dist, release, built.stdout, build, play)
