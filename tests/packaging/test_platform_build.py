"""The PyInstaller spec read for each system: a real .app on macOS, icon and version resource on
Windows, the plain folder on Linux.

The spec is executed as PyInstaller would execute it, with ``sys.platform`` set to the system in
question and PyInstaller's build steps (Analysis, EXE, COLLECT, BUNDLE, ...) replaced by recorders,
so what the spec would hand PyInstaller on Windows or macOS is checked on any machine.
"""

from __future__ import annotations

import importlib.util
import plistlib
import sys
import types
from pathlib import Path
from typing import Any

import pytest

REPO_TOP = Path(__file__).resolve().parents[2]
BUILD_DIR = REPO_TOP / "build"


def load_build_module(name: str) -> types.ModuleType:
    spec = importlib.util.spec_from_file_location(f"_build_{name}", BUILD_DIR / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is made
    spec.loader.exec_module(module)
    return module


platform_build = load_build_module("platform_build")


def pyproject_version() -> str:
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+; project_version's own reader is checked too
    with open(REPO_TOP / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]["version"]


class Recorder:
    """Stands for one of PyInstaller's build steps: keeps the arguments of every call."""

    def __init__(self, name: str, calls: dict[str, list[tuple[tuple, dict]]]) -> None:
        self.name, self.calls = name, calls

    def __call__(self, *args: Any, **kwargs: Any) -> types.SimpleNamespace:
        self.calls.setdefault(self.name, []).append((args, kwargs))
        return types.SimpleNamespace(pure=[], scripts=[], binaries=[], datas=[], step=self.name)


def run_spec(platform: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, list[tuple[tuple, dict]]]:
    """Execute build/pyinstaller.spec as on ``platform``; returns the build steps' calls."""
    icons_dir = tmp_path / "icons"
    icons_dir.mkdir()
    icons = {role: icons_dir / f"briscola.{role}" for role in ("png", "ico", "icns")}
    for path in icons.values():
        path.write_bytes(b"icon")
    # The icon drawing and PyInstaller's module search are tested elsewhere; here they only answer.
    fake_icon = types.ModuleType("make_icon")
    fake_icon.write_icons = lambda out_dir: icons  # type: ignore[attr-defined]
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_data_files = lambda package: [("/fonts/Lato-Bold.ttf", "font_lato")]  # type: ignore[attr-defined]
    hooks.collect_submodules = lambda package: [package]  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "make_icon", fake_icon)
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setitem(sys.modules, "platform_build", platform_build)
    monkeypatch.setattr(sys, "path", list(sys.path))  # the spec adds build/ and the top to it
    calls: dict[str, list[tuple[tuple, dict]]] = {}
    namespace = {name: Recorder(name, calls) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    namespace.update(SPECPATH=str(BUILD_DIR), workpath=str(tmp_path / "work"), __name__="__main__",
                     __file__=str(BUILD_DIR / "pyinstaller.spec"))
    code = compile((BUILD_DIR / "pyinstaller.spec").read_text(encoding="utf-8"), "pyinstaller.spec", "exec")
    with monkeypatch.context() as patch:
        patch.setattr(sys, "platform", platform)
        exec(code, namespace)  # noqa: S102 - the spec is Python by design; PyInstaller runs it the same way
    return calls


def only_call(calls: dict[str, list[tuple[tuple, dict]]], step: str) -> dict[str, Any]:
    assert len(calls.get(step, [])) == 1, f"{step} called {len(calls.get(step, []))} times"
    return calls[step][0][1]


def test_macos_build_is_a_real_app_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = run_spec("darwin", tmp_path, monkeypatch)
    version = pyproject_version()
    exe = only_call(calls, "EXE")
    assert exe["icon"] == [str(tmp_path / "icons" / "briscola.icns")]
    bundle = only_call(calls, "BUNDLE")
    assert bundle["name"] == "Briscola.app"
    assert bundle["bundle_identifier"] == "org.briscola-desktop.Briscola"
    assert bundle["icon"].endswith(".icns") and Path(bundle["icon"]).is_file()
    assert bundle["version"] == version
    plist = bundle["info_plist"]
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == version
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleURLTypes"][0]["CFBundleURLSchemes"] == ["briscola"]   # invitation links open the game
    plistlib.dumps(plist)  # every value is of a type a property list can hold
    assert calls["BUNDLE"][0][0][0].step == "COLLECT"  # the .app wraps the one-folder build


def test_windows_build_has_the_icon_and_a_version_resource(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = run_spec("win32", tmp_path, monkeypatch)
    exe = only_call(calls, "EXE")
    assert exe["icon"] == [str(tmp_path / "icons" / "briscola.ico")]
    assert exe["console"] is False
    version_file = Path(exe["version"])
    assert version_file.parent == tmp_path / "work" and version_file.is_file()
    assert "BUNDLE" not in calls
    info = read_windows_version(version_file, monkeypatch)
    major, minor, patch, build = platform_build.version_numbers(pyproject_version())
    assert info.ffi.fileVersionMS == (major << 16) | minor
    assert info.ffi.fileVersionLS == (patch << 16) | build
    assert info.ffi.productVersionMS == info.ffi.fileVersionMS
    strings = {s.name: s.val for s in info.kids[0].kids[0].kids}
    assert strings["ProductVersion"] == strings["FileVersion"] == pyproject_version()
    assert strings["OriginalFilename"] == "Briscola.exe"
    assert info.toRaw()  # PyInstaller can write it into the executable


def read_windows_version(path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The version file as PyInstaller reads it on Windows.

    PyInstaller's reader module imports pefile and pywin32's win32api, which exist only on
    Windows; reading and serialising use neither, so placeholders let it load here.
    """
    pytest.importorskip("PyInstaller", reason="PyInstaller reads the version file: pip install -e '.[build]'")
    from PyInstaller import compat

    if importlib.util.find_spec("pefile") is None:
        monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    if not hasattr(compat, "win32api"):
        monkeypatch.setattr(compat, "win32api", types.ModuleType("win32api"), raising=False)
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    from PyInstaller.utils.win32 import versioninfo

    return versioninfo.load_version_info_from_text_file(str(path))


def test_linux_build_is_the_plain_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = run_spec("linux", tmp_path, monkeypatch)
    exe = only_call(calls, "EXE")
    assert exe["icon"] is None and exe["version"] is None
    assert exe["name"] == "Briscola" and exe["exclude_binaries"] is True
    assert "BUNDLE" not in calls
    collect = only_call(calls, "COLLECT")
    assert collect["name"] == "Briscola"
    assert not list((tmp_path / "work").glob("*version*"))


@pytest.mark.parametrize(("text", "numbers"), [
    ("0.1.0", (0, 1, 0, 0)),
    ("1.2.3.4", (1, 2, 3, 4)),
    ("2.0", (2, 0, 0, 0)),
    ("1.3.0rc1", (1, 3, 0, 0)),
])
def test_windows_version_numbers(text: str, numbers: tuple[int, int, int, int]) -> None:
    assert platform_build.version_numbers(text) == numbers


def test_version_without_a_number_is_refused() -> None:
    with pytest.raises(ValueError, match="does not start with a number"):
        platform_build.version_numbers("beta")


def test_project_version_reads_pyproject_with_and_without_tomllib(monkeypatch: pytest.MonkeyPatch) -> None:
    expected = pyproject_version()
    assert platform_build.project_version(REPO_TOP) == expected
    monkeypatch.setitem(sys.modules, "tomllib", None)  # as on Python 3.10, which has no tomllib
    assert platform_build.project_version(REPO_TOP) == expected
