"""One version number: pyproject.toml's, read from the installed metadata or from the constant
that a frozen bundle falls back to, printed by ``briscola --version`` and named in CHANGELOG.md."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

import briscola_desktop

REPO_TOP = Path(__file__).resolve().parents[2]


def pyproject_version() -> str:
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    with open(REPO_TOP / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]["version"]


def test_constant_is_the_pyproject_version() -> None:
    assert briscola_desktop.VERSION == pyproject_version(), (
        "briscola_desktop/__init__.py's VERSION must equal pyproject.toml's version"
    )


def test_distribution_name_is_the_pyproject_name() -> None:
    tomllib = pytest.importorskip("tomllib")
    with open(REPO_TOP / "pyproject.toml", "rb") as handle:
        assert tomllib.load(handle)["project"]["name"] == briscola_desktop.DISTRIBUTION


def test_version_is_the_metadata_when_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(metadata, "version", lambda name: "9.8.7" if name == "briscola-desktop" else "")
    briscola_desktop.version.cache_clear()
    try:
        assert briscola_desktop.version() == "9.8.7"
        assert briscola_desktop.__version__ == "9.8.7"
    finally:
        briscola_desktop.version.cache_clear()


def test_version_falls_back_to_the_constant_without_metadata(monkeypatch: pytest.MonkeyPatch) -> None:
    """As in a PyInstaller bundle, which carries no .dist-info folder."""
    def no_metadata(name: str) -> str:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", no_metadata)
    briscola_desktop.version.cache_clear()
    try:
        assert briscola_desktop.version() == briscola_desktop.VERSION
    finally:
        briscola_desktop.version.cache_clear()


def test_unknown_attribute_is_still_an_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'nothing_here'"):
        getattr(briscola_desktop, "nothing_here")


def test_command_prints_the_version(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(REPO_TOP), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, "-m", "briscola_desktop", "--version"], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"briscola {briscola_desktop.version()}"
    assert not list(tmp_path.iterdir()), "--version wrote into the working folder"


def changelog() -> str:
    return (REPO_TOP / "CHANGELOG.md").read_text(encoding="utf-8")


def test_changelog_has_the_current_version_with_a_date() -> None:
    heading = re.search(rf"^## \[{re.escape(pyproject_version())}\] - (\d{{4}}-\d{{2}}-\d{{2}})$", changelog(), re.M)
    assert heading, f"CHANGELOG.md has no '## [{pyproject_version()}] - YYYY-MM-DD' section"


def test_changelog_sections_are_in_the_keep_a_changelog_shape() -> None:
    headings = re.findall(r"^(##+) (.+)$", changelog(), re.M)
    versions = [text for level, text in headings if level == "##"]
    assert versions[0] == "[Unreleased]", "the first section is [Unreleased]"
    for text in versions[1:]:
        assert re.fullmatch(r"\[\d+\.\d+\.\d+[^\]]*\] - \d{4}-\d{2}-\d{2}", text), text
    kinds = {"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"}
    assert {text for level, text in headings if level == "###"} <= kinds
