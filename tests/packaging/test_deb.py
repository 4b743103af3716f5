"""The Linux .deb (build/make_deb.py): its layout and control file, and a real install and removal.

Always on, where dpkg-deb exists (a few seconds): a package is made from a stand-in bundle and
its file list, modes, control fields and menu entry are read back.

Behind the ``package`` marker (``BRISCOLA_TEST_PACKAGE=1``), as root on a system with dpkg: the
.deb of the real one-folder build (the one the executable test uses) is installed with ``dpkg
-i``, the installed ``briscola`` runs its self-test headless, and ``dpkg --purge`` leaves nothing of
it under /opt or /usr.
"""

from __future__ import annotations

import configparser
import importlib.util
import os
import shutil
import subprocess
import sys
import types
from pathlib import Path

import pytest

REPO_TOP = Path(__file__).resolve().parents[2]
BUILD_DIR = REPO_TOP / "build"
PACKAGE = "briscola-desktop"

needs_dpkg_deb = pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb is not installed")


def load_make_deb() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("_build_make_deb", BUILD_DIR / "make_deb.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is made
    spec.loader.exec_module(module)
    return module


make_deb = load_make_deb()


def run(command: list[str], cwd: Path | None = None, env: dict[str, str] | None = None,
        timeout: float = 600) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert result.returncode == 0, (
        f"{' '.join(command)} exited {result.returncode}\n"
        f"--- stdout ---\n{result.stdout[-4000:]}\n--- stderr ---\n{result.stderr[-4000:]}"
    )
    return result


def contents(deb: Path) -> dict[str, str]:
    """Path in the package -> its mode string, from ``dpkg-deb --contents``."""
    listing = run(["dpkg-deb", "--contents", str(deb)]).stdout
    return {line.split()[-1].removeprefix(".").rstrip("/") or "/": line.split()[0]
            for line in listing.splitlines() if " -> " not in line}


def desktop_entry(text: str) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive in desktop entries
    parser.read_string(text)
    return parser["Desktop Entry"]


# ---------------------------------------------------------------- made from a stand-in bundle


@pytest.fixture(scope="module")
def stand_in_deb(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A .deb of a folder shaped like the PyInstaller build (a script for the game, some data)."""
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb is not installed")
    bundle = tmp_path_factory.mktemp("bundle") / "Briscola"
    (bundle / "_internal" / "locales").mkdir(parents=True)
    (bundle / "_internal" / "locales" / "en.yaml").write_text("menu: {}\n", encoding="utf-8")
    (bundle / "Briscola").write_text("#!/bin/sh\necho stand-in\n", encoding="utf-8")
    (bundle / "Briscola").chmod(0o700)  # modes are normalised: 0755 for what may run
    return make_deb.build_deb(bundle, tmp_path_factory.mktemp("deb"), compression="gzip", version="1.2.0rc1")


@needs_dpkg_deb
def test_deb_name_and_control_fields(stand_in_deb: Path) -> None:
    assert stand_in_deb.name == f"{PACKAGE}_1.2.0~rc1_{make_deb.architecture()}.deb"
    fields = run(["dpkg-deb", "--field", str(stand_in_deb)]).stdout
    control = dict(line.split(": ", 1) for line in fields.splitlines() if ": " in line and not line.startswith(" "))
    assert control["Package"] == PACKAGE
    assert control["Version"] == "1.2.0~rc1"
    assert control["Section"] == "games"
    assert control["Depends"].startswith("libc6")
    assert int(control["Installed-Size"]) > 0


@needs_dpkg_deb
def test_deb_lays_out_the_game_command_menu_entry_and_icons(stand_in_deb: Path) -> None:
    files = contents(stand_in_deb)
    assert files["/opt/briscola-desktop/Briscola"] == "-rwxr-xr-x"
    assert files["/opt/briscola-desktop/_internal/locales/en.yaml"] == "-rw-r--r--"
    assert files["/usr/bin/briscola"] == "-rwxr-xr-x"
    assert files[f"/usr/share/applications/{PACKAGE}.desktop"] == "-rw-r--r--"
    for size in (16, 24, 32, 48, 64, 128, 256):
        assert f"/usr/share/icons/hicolor/{size}x{size}/apps/{PACKAGE}.png" in files, size
    assert f"/usr/share/doc/{PACKAGE}/copyright" in files
    assert files["/opt"] == files["/usr/share"] == "drwxr-xr-x"
    outside = [p for p in files if not p.startswith(("/opt/briscola-desktop", "/usr/")) and p not in ("/", "/opt", "/usr")]
    assert not outside, f"files outside /opt/briscola-desktop and /usr: {outside}"


@needs_dpkg_deb
def test_deb_command_and_menu_entry_start_the_installed_game(stand_in_deb: Path, tmp_path: Path) -> None:
    run(["dpkg-deb", "--extract", str(stand_in_deb), str(tmp_path)])
    launcher = (tmp_path / "usr/bin/briscola").read_text(encoding="utf-8")
    assert 'exec /opt/briscola-desktop/Briscola "$@"' in launcher
    entry = desktop_entry((tmp_path / f"usr/share/applications/{PACKAGE}.desktop").read_text(encoding="utf-8"))
    assert entry["Exec"] == "/usr/bin/briscola %u"          # a clicked invitation link comes as %u
    assert "x-scheme-handler/briscola" in entry["MimeType"].split(";")
    assert entry["Icon"] == PACKAGE and "Game" in entry["Categories"].split(";")
    if shutil.which("desktop-file-validate"):
        run(["desktop-file-validate", str(tmp_path / f"usr/share/applications/{PACKAGE}.desktop")])
    png = (tmp_path / f"usr/share/icons/hicolor/48x48/apps/{PACKAGE}.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and int.from_bytes(png[16:20], "big") == 48


@needs_dpkg_deb
def test_deb_maintainer_scripts_refresh_only_what_exists(stand_in_deb: Path, tmp_path: Path) -> None:
    run(["dpkg-deb", "--control", str(stand_in_deb), str(tmp_path)])
    for name in ("postinst", "postrm"):
        script = tmp_path / name
        assert os.access(script, os.X_OK), name
        text = script.read_text(encoding="utf-8")
        assert "command -v gtk-update-icon-cache" in text and "command -v update-desktop-database" in text
        if shutil.which("sh"):
            run(["sh", "-n", str(script)])  # the shell can parse it


def test_deb_refuses_a_folder_that_is_not_the_build(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="not a PyInstaller one-folder build"):
        make_deb.stage(tmp_path, tmp_path / "root", "1.0.0")
    assert not (tmp_path / "root").exists()


@pytest.mark.parametrize(("pep440", "debian"), [
    ("0.1.0", "0.1.0"),
    ("1.3.0rc1", "1.3.0~rc1"),
    ("2.0.dev3", "2.0~dev3"),
    ("2.0b2", "2.0~b2"),
])
def test_debian_version_sorts_pre_releases_first(pep440: str, debian: str) -> None:
    assert make_deb.debian_version(pep440) == debian


def test_debian_version_refuses_what_dpkg_would(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="cannot be written as a Debian version"):
        make_deb.debian_version("v1 beta")


# ---------------------------------------------------------------- installed for real


def installed_state() -> str | None:
    result = subprocess.run(["dpkg-query", "-W", "-f=${Status}", PACKAGE], capture_output=True, text=True)
    return result.stdout.strip() if result.returncode == 0 else None


def ours_left_behind() -> list[str]:
    """Every path under /opt and /usr whose name says it is this game's."""
    left = []
    for top in (Path("/opt"), Path("/usr/bin"), Path("/usr/share/applications"), Path("/usr/share/icons"),
                Path("/usr/share/doc")):
        if top.is_dir():
            left += [str(p) for p in top.rglob("*briscola*")]
    return left


@pytest.mark.package
def test_deb_installs_runs_and_removes_cleanly(bundle: Path, tmp_path: Path) -> None:
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("dpkg -i needs root")
    if shutil.which("dpkg") is None or shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg is not installed (not a Debian-family system)")
    if installed_state() not in (None, "unknown ok not-installed", "deinstall ok config-files"):
        pytest.skip(f"a {PACKAGE} package is installed here ({installed_state()}); the test would remove it")
    assert not ours_left_behind(), f"files of the game are already on this system: {ours_left_behind()}"
    # zstd: seconds instead of xz's most of a minute; what is installed is the same.
    deb = make_deb.build_deb(bundle, tmp_path / "deb", compression="zstd")
    try:
        run(["dpkg", "--install", str(deb)], timeout=300)
        listed = run(["dpkg", "--listfiles", PACKAGE]).stdout.split()
        assert "/opt/briscola-desktop/Briscola" in listed and "/usr/bin/briscola" in listed
        assert Path("/usr/share/icons/hicolor/256x256/apps/briscola-desktop.png").is_file()
        entry = desktop_entry(Path(f"/usr/share/applications/{PACKAGE}.desktop").read_text(encoding="utf-8"))
        assert entry["Exec"] == "/usr/bin/briscola %u"          # a clicked invitation link comes as %u
        home = tmp_path / "home"
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
                   XDG_CACHE_HOME=str(home / "cache"), XDG_STATE_HOME=str(home / "state"),
                   SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        elsewhere = tmp_path / "elsewhere"
        elsewhere.mkdir()
        version = run(["/usr/bin/briscola", "--version"], cwd=elsewhere, env=env).stdout.strip()
        assert version == f"briscola {make_deb.platform_build.project_version(REPO_TOP)}"
        run(["/usr/bin/briscola", "--self-test"], cwd=elsewhere, env=env, timeout=600)
    finally:
        removal = subprocess.run(["dpkg", "--purge", PACKAGE], capture_output=True, text=True, timeout=300)
    assert removal.returncode == 0, removal.stderr
    assert installed_state() in (None, "unknown ok not-installed")
    assert not [p for p in listed if os.path.lexists(p) and not os.path.isdir(p)], "files left after dpkg --purge"
    assert not Path("/opt/briscola-desktop").exists()
    assert not ours_left_behind(), f"left after dpkg --purge: {ours_left_behind()}"
