"""Packaging: the wheel carries the data, the icon files are valid, the executable runs.

Always on (a few seconds): the sdist and wheel are built from a copy of the checkout and their
file lists are compared with assets/ and locales/ on disk; the icon and the .desktop entry
are checked.

Behind the ``package`` marker, run only when ``BRISCOLA_TEST_PACKAGE=1`` (CI sets it): the
PyInstaller executable is built and runs ``--self-test`` from another folder without writing
into its own; the wheel is installed into a fresh virtual environment and ``briscola
--self-test`` runs there; an editable install still finds the checkout's data.
"""

from __future__ import annotations

import configparser
import importlib.util
import io
import os
import shutil
import struct
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

REPO_TOP = Path(__file__).resolve().parents[2]
BUILD_DIR = REPO_TOP / "build"
DATA_TREES = ("assets", "locales")
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
EXE_NAME = "{}.exe" if sys.platform == "win32" else "{}"

package_only = pytest.mark.skipif(
    os.environ.get("BRISCOLA_TEST_PACKAGE") != "1",
    reason="builds the executable and virtual environments; set BRISCOLA_TEST_PACKAGE=1",
)


def shipped_files(top: Path = REPO_TOP) -> set[str]:
    """Every data file the game ships, as 'assets/...' and 'locales/...' (hidden files excluded)."""
    found = set()
    for tree in DATA_TREES:
        for path in (top / tree).rglob("*"):
            rel = path.relative_to(top)
            if path.is_file() and not any(p.startswith(".") or p == "__pycache__" for p in rel.parts):
                found.add(rel.as_posix())
    return found


def load_build_module(name: str):
    """Import build/<name>.py (the build folder is not a package)."""
    spec = importlib.util.spec_from_file_location(f"_build_{name}", BUILD_DIR / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is made
    spec.loader.exec_module(module)
    return module


def run(command: list[str], cwd: Path, env: dict[str, str] | None = None, timeout: float = 600):
    """Run a command; on failure show its output, which is the only clue in a CI log."""
    result = subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout
    )
    assert result.returncode == 0, (
        f"{' '.join(map(str, command))} exited {result.returncode}\n"
        f"--- stdout ---\n{result.stdout[-4000:]}\n--- stderr ---\n{result.stderr[-4000:]}"
    )
    return result


def can_build_without_isolation() -> bool:
    """True when this environment's setuptools can make a wheel by itself (offline, faster)."""
    try:
        import setuptools
    except ImportError:
        return False
    major_minor = tuple(int(p) for p in setuptools.__version__.split(".")[:2])
    if major_minor >= (70, 1):
        return True  # bdist_wheel is part of setuptools from 70.1 on
    return major_minor >= (68, 0) and importlib.util.find_spec("wheel") is not None


# ---------------------------------------------------------------- the wheel and the sdist


@pytest.fixture(scope="session")
def source_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The parts of the checkout a build reads, copied so building leaves no trace in it."""
    copy = tmp_path_factory.mktemp("source") / "briscola-desktop"
    copy.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".*")
    for name in ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "LICENSE"):
        if (REPO_TOP / name).is_file():
            shutil.copy2(REPO_TOP / name, copy / name)
    for name in ("briscola_desktop", *DATA_TREES):
        shutil.copytree(REPO_TOP / name, copy / name, ignore=ignore)
    (copy / "build").mkdir()
    for path in BUILD_DIR.iterdir():
        if path.suffix in {".py", ".spec", ".desktop"}:
            shutil.copy2(path, copy / "build" / path.name)
    return copy


@pytest.fixture(scope="session")
def sdist(source_copy: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A source distribution built with setuptools' PEP 517 hook, as `python -m build` would."""
    out = tmp_path_factory.mktemp("sdist")
    code = "import sys; from setuptools import build_meta; print(build_meta.build_sdist(sys.argv[1]))"
    name = run([sys.executable, "-c", code, str(out)], cwd=source_copy).stdout.strip().splitlines()[-1]
    return out / name


@pytest.fixture(scope="session")
def wheel(sdist: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A wheel built from the sdist (so a file MANIFEST.in forgets is missed here too)."""
    out = tmp_path_factory.mktemp("wheel")
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(sdist)]
    if can_build_without_isolation():
        command.insert(4, "--no-build-isolation")
    run(command, cwd=out, timeout=300)
    (built,) = out.glob("briscola_desktop-*.whl")
    return built


def test_there_is_data_to_ship() -> None:
    files = shipped_files()
    assert "locales/en.yaml" in files
    assert len(files) >= 4


# The archives are compared with the copy they were built from, not with the live checkout,
# which other people may be changing while the tests run.


def test_sdist_carries_every_data_file(sdist: Path, source_copy: Path) -> None:
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    missing = sorted(shipped_files(source_copy) - names)
    assert not missing, f"the sdist lacks {missing}"
    assert "setup.py" in names and "pyproject.toml" in names


def test_wheel_carries_every_data_file_under_package_data(wheel: Path, source_copy: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    prefix = "briscola_desktop/_data/"
    in_wheel = {name[len(prefix):] for name in names if name.startswith(prefix)}
    expected = shipped_files(source_copy)
    assert not sorted(expected - in_wheel), f"the wheel lacks {sorted(expected - in_wheel)}"
    assert not sorted(in_wheel - expected), f"the wheel has extra data {sorted(in_wheel - expected)}"


def test_wheel_data_is_byte_identical_to_its_source(wheel: Path, source_copy: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        for rel in sorted(shipped_files(source_copy)):
            assert archive.read(f"briscola_desktop/_data/{rel}") == (source_copy / rel).read_bytes(), rel


def test_wheel_has_the_code_and_the_command(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
        scripts = archive.read(entry_points).decode()
    for module in ("__main__.py", "resources.py", "app/entrance/main.py", "rules/cards.py"):
        assert f"briscola_desktop/{module}" in names
    assert "briscola = briscola_desktop.__main__:main" in scripts
    assert not any(n.startswith(("tests/", "build/")) for n in names)


# ---------------------------------------------------------------- icon and menu entry


@pytest.fixture(scope="module")
def icons(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return load_build_module("make_icon").write_icons(tmp_path_factory.mktemp("icons"))


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE
    return struct.unpack(">II", data[16:24])


def test_icon_png_is_square_and_not_blank(icons: dict[str, Path]) -> None:
    import pygame

    assert _png_size(icons["png"].read_bytes()) == (256, 256)
    image = pygame.image.load(str(icons["png"]))
    corners = image.get_at((0, 0)).a
    centre = image.get_at((128, 128))
    assert corners == 0, "the corners of the rounded tile should be transparent"
    assert centre.a == 255 and len({tuple(image.get_at((x, 128))) for x in range(0, 256, 8)}) > 4


def test_stand_in_icon_is_drawn_at_the_asked_size() -> None:
    """The build's fallback, used when the game's own icon module cannot be imported."""
    import pygame

    make_icon = load_build_module("make_icon")
    data = make_icon.render_png(48, make_icon.stand_in_icon)
    assert _png_size(data) == (48, 48)
    image = pygame.image.load(io.BytesIO(data), "icon.png")
    assert image.get_at((0, 0)).a == 0 and image.get_at((24, 24)).a == 255


def test_icon_is_the_games_own_when_it_has_one() -> None:
    make_icon = load_build_module("make_icon")
    source, _ = make_icon.icon_source()
    if (REPO_TOP / "briscola_desktop" / "app" / "ui" / "icon.py").is_file():
        assert source == "briscola_desktop.app.ui.icon.make_icon", source
    else:
        assert source.startswith("stand-in")


def test_ico_holds_a_png_per_size(icons: dict[str, Path]) -> None:
    data = icons["ico"].read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    make_icon = load_build_module("make_icon")
    assert count == len(make_icon.ICO_SIZES)
    for index, size in enumerate(make_icon.ICO_SIZES):
        w, h, _, _, planes, bpp, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        assert (w or 256, h or 256, planes, bpp) == (size, size, 1, 32)
        assert _png_size(data[offset : offset + length]) == (size, size)


def test_icns_elements_fill_the_file_exactly(icons: dict[str, Path]) -> None:
    data = icons["icns"].read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    sizes = dict(load_build_module("make_icon").ICNS_TYPES)
    position, seen = 8, []
    while position < len(data):
        kind, length = data[position : position + 4], struct.unpack(">I", data[position + 4 : position + 8])[0]
        assert _png_size(data[position + 8 : position + length]) == (sizes[kind],) * 2
        seen.append(kind)
        position += length
    assert position == len(data) and set(seen) == set(sizes)


def _desktop_entry(text: str) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive in desktop entries
    parser.read_string(text)
    return parser["Desktop Entry"]


def test_desktop_entry_template_has_what_menus_need() -> None:
    entry = _desktop_entry((BUILD_DIR / "briscola.desktop").read_text(encoding="utf-8"))
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Briscola"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";") and entry["Categories"].endswith(";")
    assert entry["Icon"] == "briscola-desktop" and entry["Exec"]
    assert entry["MimeType"] == "x-scheme-handler/briscola;" and entry["Exec"].endswith(" %u")   # invitation links
    if shutil.which("desktop-file-validate"):  # the freedesktop checker, where installed
        run(["desktop-file-validate", str(BUILD_DIR / "briscola.desktop")], cwd=BUILD_DIR)


def test_desktop_entry_installer_writes_and_removes_its_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    installer = load_build_module("install_desktop_entry")
    exe = tmp_path / "my games" / "Briscola"
    exe.parent.mkdir()
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    assert installer.main(["--exe", str(exe)]) == 0
    entry = _desktop_entry((home / "applications" / "briscola-desktop.desktop").read_text("utf-8"))
    assert entry["Exec"] == f'"{exe}" %u'  # the space in the folder name needs the quotes; %u: a clicked link
    if shutil.which("desktop-file-validate"):
        run(["desktop-file-validate", str(home / "applications" / "briscola-desktop.desktop")], cwd=tmp_path)
    assert (home / "icons" / "hicolor" / "256x256" / "apps" / "briscola-desktop.png").is_file()
    assert installer.main(["--uninstall"]) == 0
    assert not [p for p in home.rglob("*") if p.is_file() and "briscola" in p.name]


def test_desktop_entry_installer_refuses_a_missing_executable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    installer = load_build_module("install_desktop_entry")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    with pytest.raises(SystemExit, match="not an executable file"):
        installer.main(["--exe", str(tmp_path / "nothing")])
    assert not (tmp_path / "share").exists()


# ---------------------------------------------------------------- the slow end-to-end checks


def user_folders_env(tmp: Path) -> dict[str, str]:
    """An environment whose user folders are all under ``tmp``, with headless SDL."""
    env = dict(os.environ)
    home = tmp / "home"
    for var, sub in (
        ("HOME", ""),
        ("XDG_DATA_HOME", ".local/share"),
        ("XDG_CONFIG_HOME", ".config"),
        ("XDG_CACHE_HOME", ".cache"),
        ("XDG_STATE_HOME", ".local/state"),
    ):
        (home / sub).mkdir(parents=True, exist_ok=True)
        env[var] = str(home / sub)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONPATH", None)  # the checkout must not leak into what is being tested
    return env


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file below ``folder`` with its size and modification time."""
    return {
        str(p.relative_to(folder)): (p.lstat().st_size, p.lstat().st_mtime_ns)
        for p in sorted(folder.rglob("*"))
    }


def folder_megabytes(folder: Path) -> float:
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


@pytest.mark.package
@package_only
def test_executable_runs_its_self_test_from_another_folder(bundle: Path, tmp_path: Path) -> None:
    folder = bundle
    exe = folder / EXE_NAME.format("Briscola")
    internal = folder / "_internal"
    missing = sorted(rel for rel in shipped_files() if not (internal / rel).is_file())
    assert not missing, f"the bundle lacks {missing}"
    assert not (internal / "numpy").exists(), "numpy was bundled; the game must not need it"
    assert not (internal / "tkinter").exists()
    print(f"\nbundle folder: {folder_megabytes(folder):.1f} MB")

    before = snapshot(folder)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    result = run([str(exe), "--self-test"], cwd=elsewhere, env=user_folders_env(tmp_path), timeout=600)
    assert snapshot(folder) == before, "the executable wrote inside its own folder"
    assert not list(elsewhere.iterdir()), f"the executable wrote into the working folder: {result.stdout}"


@pytest.mark.package
@package_only
def test_executable_tells_the_projects_version(bundle: Path, tmp_path: Path) -> None:
    """The bundle carries no package metadata: the version it tells is the constant kept equal
    to pyproject.toml's."""
    exe = bundle / EXE_NAME.format("Briscola")
    result = run([str(exe), "--version"], cwd=tmp_path, env=user_folders_env(tmp_path), timeout=120)
    assert result.stdout.strip() == f"briscola {pyproject_version()}"


def pyproject_version() -> str:
    return load_build_module("platform_build").project_version(REPO_TOP)


@pytest.mark.package
@package_only
def test_wheel_runs_in_a_fresh_virtual_environment(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    run([sys.executable, "-m", "venv", str(venv)], cwd=tmp_path)
    bindir = venv / ("Scripts" if sys.platform == "win32" else "bin")
    python = bindir / EXE_NAME.format("python")
    run([str(python), "-m", "pip", "install", "--quiet", str(wheel)], cwd=tmp_path, timeout=600)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = user_folders_env(tmp_path)
    where = run(
        [str(python), "-c", "from briscola_desktop.resources import data_root; print(data_root())"],
        cwd=elsewhere,
        env=env,
    ).stdout.strip()
    assert Path(where).parts[-2:] == ("briscola_desktop", "_data") and str(venv) in where
    # Compiled at install time (pip's default for a wheel), so the first start does not compile
    # every module on the fly (14 s to the title when it did).
    package = Path(where).parent
    compiled = {f"{room}/{p.name.split('.')[0]}" for room in ("core", "entrance")
                for p in (package / "app" / room / "__pycache__").glob("*.pyc")}
    assert {"entrance/main", "core/scene"} <= compiled, f"no bytecode beside the installed game: {sorted(compiled)}"
    run([str(bindir / EXE_NAME.format("briscola")), "--self-test"], cwd=elsewhere, env=env, timeout=600)


@pytest.mark.package
@package_only
def test_editable_install_reads_the_checkout(tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    # Only resources is imported below, so the game's dependencies are not installed (--no-deps).
    run([sys.executable, "-m", "venv", str(venv)], cwd=tmp_path)
    python = venv / ("Scripts" if sys.platform == "win32" else "bin") / EXE_NAME.format("python")
    # The new venv has its own (possibly old) setuptools, so the build stays isolated here:
    # whether *this* environment could build without isolation says nothing about that venv.
    command = [str(python), "-m", "pip", "install", "--quiet", "--no-deps", "-e", str(REPO_TOP)]
    run(command, cwd=tmp_path, timeout=600)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    code = (
        "import briscola_desktop, briscola_desktop.resources as r;"
        "print(briscola_desktop.__file__); print(r.data_root())"
    )
    out = run([str(python), "-c", code], cwd=elsewhere, env=user_folders_env(tmp_path)).stdout.split()
    assert Path(out[0]).resolve() == (REPO_TOP / "briscola_desktop" / "__init__.py").resolve()
    assert Path(out[1]).resolve() == REPO_TOP.resolve()
