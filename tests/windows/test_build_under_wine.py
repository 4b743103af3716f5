"""The Windows download, built here under Wine (build/windows_under_wine.py), answers and starts to its
title in a real window (build/windows_play_under_wine.py --only title). Marker ``windows``, on when
``BRISCOLA_TEST_WINDOWS=1`` (CI sets it)."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from .conftest import REPO_TOP, WindowsBuild


def title_looks_drawn(path: Path) -> tuple[bool, str]:
    import pygame

    image = pygame.image.load(str(path))
    w, h = image.get_size()
    centre = image.get_at((w // 2, h // 2))
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, w, 40) for y in range(0, h, 40)}
    # The title's felt is green; the Briscola title, cards and buttons add many colours.
    return centre.g > centre.r and centre.g > centre.b and len(colours) > 8, f"centre {centre}, {len(colours)} colours"


@pytest.mark.windows
def test_the_zip_holds_the_exe_with_its_icon_and_version(windows_build: WindowsBuild) -> None:
    print("\n" + windows_build.log)
    version = windows_build.build.project_version()
    archive = windows_build.release / windows_build.build.zip_name(version)
    with zipfile.ZipFile(archive) as zipped:
        names = set(zipped.namelist())
    assert {"Briscola/Briscola.exe", "Briscola/_internal/locales/it.yaml", "Briscola/_internal/python313.dll"} <= names
    exe = windows_build.exe.read_bytes()
    assert exe[:2] == b"MZ"
    # The version resource (platform_build.windows_version_text) and the .ico's PNG images.
    assert "Briscola Desktop".encode("utf-16-le") in exe and version.encode("utf-16-le") in exe
    assert b"\x89PNG\r\n\x1a\n" in exe


@pytest.mark.windows
def test_the_exe_answers_and_starts_to_its_title(windows_build: WindowsBuild, tmp_path: Path) -> None:
    shots = tmp_path / "shots"
    command = [sys.executable, str(REPO_TOP / "build" / "windows_play_under_wine.py"), "--only", "title",
               "--dist", str(windows_build.dist), "--shots", str(shots)]
    played = subprocess.run(command, cwd=REPO_TOP, capture_output=True, text=True, timeout=900)
    print(played.stdout)
    assert played.returncode == 0, f"{played.stdout[-4000:]}\n{played.stderr[-4000:]}"
    version = windows_build.build.project_version()
    assert f"ok   Briscola.exe --version: briscola {version}" in played.stdout
    assert "ok   Briscola.exe --self-test" in played.stdout
    drawn, detail = title_looks_drawn(shots / "windows-title.png")
    assert drawn, f"the title screenshot looks empty: {detail}"
