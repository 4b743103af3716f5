"""The data finder: bundle first, then the wheel's _data, then the checkout."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from briscola_desktop import resources

REPO_TOP = Path(__file__).resolve().parents[2]


def _make_root(folder: Path, marker: str = "locales") -> Path:
    (folder / marker).mkdir(parents=True)
    return folder


@pytest.fixture
def no_bundle(monkeypatch: pytest.MonkeyPatch) -> None:
    """Run as if not frozen, whatever the test runner is."""
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)


def test_checkout_finds_the_real_locale_files(no_bundle: None) -> None:
    assert resources.data_root() == REPO_TOP
    english = resources.data_path("locales", "en.yaml")
    assert english.is_file()
    assert english.read_text(encoding="utf-8").strip(), "en.yaml is empty"


def test_data_path_joins_parts_below_the_root(no_bundle: None) -> None:
    assert resources.data_path("assets", "cards") == REPO_TOP / "assets" / "cards"


def test_bundle_folder_wins_when_frozen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bundle = _make_root(tmp_path / "bundle")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert resources.data_root() == bundle
    assert resources.data_path("locales", "en.yaml") == bundle / "locales" / "en.yaml"


def test_wheel_data_folder_wins_over_the_folder_above_the_package(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_bundle: None
) -> None:
    package = tmp_path / "site-packages" / "briscola_desktop"
    _make_root(package / "_data", "assets")
    _make_root(tmp_path / "site-packages")  # a stray locales/ beside the package must not win
    monkeypatch.setattr(resources, "_PACKAGE_DIR", package)
    assert resources.data_root() == package / "_data"


def test_empty_bundle_falls_through_to_the_next_place(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "bundle").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "bundle"), raising=False)
    assert resources.data_root() == REPO_TOP


def test_missing_data_names_every_place_looked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_bundle: None
) -> None:
    package = tmp_path / "lonely" / "briscola_desktop"
    package.mkdir(parents=True)
    monkeypatch.setattr(resources, "_PACKAGE_DIR", package)
    with pytest.raises(FileNotFoundError) as caught:
        resources.data_path("locales", "en.yaml")
    message = str(caught.value)
    assert "assets/ and locales/" in message
    assert str(package / "_data") in message
    assert str(package.parent) in message


def test_importing_resources_touches_no_files(monkeypatch: pytest.MonkeyPatch) -> None:
    """The module must do no work at import time: reloading it with no data anywhere is fine."""
    import importlib

    monkeypatch.setattr(Path, "is_dir", lambda self: pytest.fail(f"import looked at {self}"))
    importlib.reload(resources)
