"""Build the Linux ``.deb`` from the one-folder PyInstaller build, with ``dpkg-deb`` alone.

    pyinstaller build/pyinstaller.spec                # makes dist/Briscola/
    python build/make_deb.py                          # makes dist/briscola-desktop_<version>_<arch>.deb
    python build/make_deb.py --bundle DIR --out DIR --compression gzip

What the package installs:

- ``/opt/briscola-desktop/``: the bundle as PyInstaller made it (the game, Python and the data);
- ``/usr/bin/briscola``: a two-line script that starts it (a script rather than a symlink, so the
  bundle always sees its own folder as the place it was started from);
- ``/usr/share/applications/briscola-desktop.desktop``: the menu entry (``build/briscola.desktop``);
- ``/usr/share/icons/hicolor/<n>x<n>/apps/briscola-desktop.png``: the icon, drawn by
  ``build/make_icon.py`` from the game's own window icon, at every size desktops ask for;
- ``/usr/share/doc/briscola-desktop/copyright``.

``Depends`` lists the Debian packages holding the shared libraries the bundle links to but does
not carry (found with ``readelf`` and ``dpkg -S`` on the building machine), with glibc no older
than the one it was built against. The maintainer scripts refresh the icon cache and the menu
database when those tools exist, and do nothing otherwise; ``dpkg -r`` leaves nothing behind.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

BUILD_DIR = Path(__file__).resolve().parent
TOP = BUILD_DIR.parent
sys.path.insert(0, str(BUILD_DIR))  # the sibling build modules (build/ is not a package)

import install_desktop_entry  # noqa: E402
import make_icon  # noqa: E402
import platform_build  # noqa: E402

PACKAGE = "briscola-desktop"
INSTALL_DIR = Path("/opt") / PACKAGE
COMMAND = Path("/usr/bin/briscola")
DESKTOP_FILE = Path("/usr/share/applications") / f"{PACKAGE}.desktop"
ICON_DIR = Path("/usr/share/icons/hicolor")
ICON_NAME = install_desktop_entry.ICON_NAME
MAINTAINER = "Briscola Desktop developers <noreply@briscola-desktop.invalid>"  # no mail is read there
SUMMARY = "Briscola, the Italian card game"
DESCRIPTION = """\
Briscola is Italy's everyday trick-taking card game: forty cards, three in
the hand, a trump turned up under the stock, and 120 points to share.
Play it against computer opponents at three levels, or with friends on the
local network or across the internet, with Italian- or French-suited cards,
in English, Italian, French or Norwegian Bokmal, at tables of 2 to 6 seats.
The package carries its own Python; it needs nothing else installed."""
COMPRESSIONS = ("xz", "gzip", "zstd", "none")

LAUNCHER = f"""#!/bin/sh
# Starts Briscola, installed in {INSTALL_DIR} by the {PACKAGE} package.
exec {INSTALL_DIR}/{platform_build.APP_NAME} "$@"
"""

# Both tools are optional (a server or a minimal desktop may have neither): refresh what exists.
# The icon cache is only rebuilt where the hicolor theme is installed, so no cache appears in a
# folder that had none.
_REFRESH = f"""\
if [ -f {ICON_DIR}/index.theme ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache --quiet --force {ICON_DIR} || true
fi
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q {DESKTOP_FILE.parent} || true
fi
"""
POSTINST = f"""#!/bin/sh
set -e
if [ "$1" = "configure" ]; then
{_REFRESH}fi
"""
POSTRM = f"""#!/bin/sh
set -e
case "$1" in
    remove|purge)
{_REFRESH}        ;;
esac
"""


@dataclass(frozen=True)
class DebInfo:
    """What goes into ``DEBIAN/control``."""

    version: str
    architecture: str
    depends: list[str]
    installed_kib: int

    def control(self) -> str:
        long_description = "\n".join(" " + line if line else " ." for line in DESCRIPTION.splitlines())
        return (
            f"Package: {PACKAGE}\n"
            f"Version: {self.version}\n"
            f"Architecture: {self.architecture}\n"
            f"Maintainer: {MAINTAINER}\n"
            f"Installed-Size: {self.installed_kib}\n"
            f"Depends: {', '.join(self.depends)}\n"
            "Section: games\n"
            "Priority: optional\n"
            f"Description: {SUMMARY}\n"
            f"{long_description}\n"
        )


def debian_version(version: str) -> str:
    """A PEP 440 version as Debian orders it: pre-releases sort before the release with ``~``.

    "1.2.0" stays, "1.3.0rc1" becomes "1.3.0~rc1", "2.0.dev3" becomes "2.0~dev3".
    """
    text = re.sub(r"(?<=\d)\.?(a|b|rc|dev)(?=\d)", r"~\1", version)
    if not re.fullmatch(r"[0-9][A-Za-z0-9.+~-]*", text):
        raise ValueError(f"{version!r} cannot be written as a Debian version")
    return text


def architecture() -> str:
    """The Debian name of this machine's architecture (the bundle holds native code)."""
    if shutil.which("dpkg"):
        return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                              check=True).stdout.strip()
    machine = os.uname().machine
    return {"x86_64": "amd64", "aarch64": "arm64", "armv7l": "armhf", "i686": "i386"}.get(machine, machine)


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as handle:
            return handle.read(4) == b"\x7fELF"
    except OSError:
        return False


def needed_libraries(bundle: Path) -> set[str]:
    """The shared libraries (sonames) the bundle's programs and libraries ask for but do not carry."""
    carried, needed = set(), set()
    for path in bundle.rglob("*"):
        if path.is_symlink() or not path.is_file() or not is_elf(path):
            continue
        carried.add(path.name)
        out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True).stdout
        needed.update(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out))
    return {name for name in needed if name not in carried}


def glibc_needed(bundle: Path) -> str | None:
    """The newest ``GLIBC_x.y`` symbol version any of the bundle's files asks for."""
    newest: tuple[int, ...] = ()
    for path in bundle.rglob("*"):
        if path.is_file() and not path.is_symlink() and is_elf(path):
            out = subprocess.run(["readelf", "--version-info", "--wide", str(path)],
                                 capture_output=True, text=True).stdout
            for found in re.findall(r"GLIBC_(\d+(?:\.\d+)+)", out):
                newest = max(newest, tuple(int(p) for p in found.split(".")))
    return ".".join(map(str, newest)) if newest else None


def package_of(soname: str) -> str | None:
    """The installed Debian package that holds the library ``soname``, e.g. ``libc.so.6`` -> libc6."""
    result = subprocess.run(["dpkg", "-S", f"*/{soname}"], capture_output=True, text=True)
    for line in result.stdout.splitlines():
        owner, _, path = line.partition(": ")
        if path.endswith("/" + soname) and "diversion" not in owner:
            return owner.split(",")[0].strip().split(":")[0]
    return None


def dependencies(bundle: Path) -> list[str]:
    """``Depends`` for the bundle: the packages of the libraries it needs, glibc with its version."""
    packages = {"libc6"}
    if shutil.which("readelf") and shutil.which("dpkg"):
        for soname in sorted(needed_libraries(bundle)):
            owner = package_of(soname)
            if owner is None:
                print(f"make_deb: no installed package holds {soname}; it is left out of Depends", file=sys.stderr)
            else:
                packages.add(owner)
        glibc = glibc_needed(bundle)
    else:
        print("make_deb: readelf or dpkg missing; Depends is libc6 alone", file=sys.stderr)
        glibc = None
    return [f"libc6 (>= {glibc})" if name == "libc6" and glibc else name for name in sorted(packages)]


def copyright_text() -> str:
    licence = TOP / "LICENSE"
    terms = licence.read_text(encoding="utf-8") if licence.is_file() else "MIT licence (see pyproject.toml).\n"
    return (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {PACKAGE}\n\n"
        "Files: *\n"
        "Copyright: the Briscola Desktop authors\n"
        "License: MIT\n\n"
        "The bundled Python runtime and libraries keep their own licences; their notices travel\n"
        f"inside {INSTALL_DIR}/_internal.\n\n" + terms
    )


def write(path: Path, text: str | bytes, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    path.chmod(mode)


def normalise_modes(root: Path) -> None:
    """Folders 0755, executables 0755, every other file 0644: what Debian expects of a package."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            executable = path.stat().st_mode & (stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
            path.chmod(0o755 if executable else 0o644)


def folder_kib(root: Path) -> int:
    return sum((p.lstat().st_size + 1023) // 1024 for p in root.rglob("*") if not p.is_dir()) + 1


def stage(bundle: Path, root: Path, version: str) -> DebInfo:
    """Lay the package's files out under ``root`` as they will be installed."""
    exe = bundle / platform_build.APP_NAME
    if not (exe.is_file() and (bundle / "_internal").is_dir()):
        raise SystemExit(f"{bundle} is not a PyInstaller one-folder build of Briscola "
                         f"(no {exe.name} and _internal/ in it); run: pyinstaller build/pyinstaller.spec")
    shutil.copytree(bundle, root / INSTALL_DIR.relative_to("/"), symlinks=True)
    normalise_modes(root)
    write(root / COMMAND.relative_to("/"), LAUNCHER, 0o755)
    template = (BUILD_DIR / "briscola.desktop").read_text(encoding="utf-8")
    write(root / DESKTOP_FILE.relative_to("/"), install_desktop_entry.desktop_entry(template, COMMAND))
    draw = make_icon.icon_source()[1]
    for size in make_icon.HICOLOR_SIZES:
        png = make_icon.render_png(size, draw)
        write(root / ICON_DIR.relative_to("/") / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png", png)
    write(root / "usr/share/doc" / PACKAGE / "copyright", copyright_text())
    info = DebInfo(debian_version(version), architecture(), dependencies(bundle), folder_kib(root))
    write(root / "DEBIAN" / "control", info.control())
    write(root / "DEBIAN" / "postinst", POSTINST, 0o755)
    write(root / "DEBIAN" / "postrm", POSTRM, 0o755)
    return info


def build_deb(bundle: Path, out_dir: Path, compression: str = "xz", version: str | None = None) -> Path:
    """Make ``<out_dir>/briscola-desktop_<version>_<arch>.deb`` from the one-folder ``bundle``."""
    if shutil.which("dpkg-deb") is None:
        raise SystemExit("dpkg-deb is missing: it comes with dpkg (Debian, Ubuntu and their kin)")
    if compression not in COMPRESSIONS:
        raise SystemExit(f"unknown compression {compression!r}; choose from {', '.join(COMPRESSIONS)}")
    version = version or platform_build.project_version(TOP)
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="briscola-deb-") as scratch:
        root = Path(scratch) / "root"
        info = stage(bundle.resolve(), root, version)
        target = out_dir / f"{PACKAGE}_{info.version}_{info.architecture}.deb"
        subprocess.run(["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(root), str(target)],
                       check=True, capture_output=True, text=True)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, default=TOP / "dist" / platform_build.APP_NAME,
                        help="the PyInstaller one-folder build (default: dist/Briscola)")
    parser.add_argument("--out", type=Path, default=TOP / "dist", help="where the .deb goes (default: dist)")
    parser.add_argument("--compression", choices=COMPRESSIONS, default="xz",
                        help="dpkg-deb's compressor (default xz: the smallest download)")
    args = parser.parse_args(argv)
    try:
        target = build_deb(args.bundle, args.out, args.compression)
    except subprocess.CalledProcessError as error:
        raise SystemExit(f"{' '.join(error.cmd)} failed:\n{error.stderr}") from None
    print(f"{target} ({target.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
