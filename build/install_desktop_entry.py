"""Put Briscola in the Linux desktop's application menu (for the current user).

    python build/install_desktop_entry.py                      # the PyInstaller build in dist/Briscola
    python build/install_desktop_entry.py --exe "$(command -v briscola)"   # a pip-installed game
    python build/install_desktop_entry.py --uninstall

It writes ``briscola-desktop.desktop`` into ``$XDG_DATA_HOME/applications`` (normally
``~/.local/share/applications``), with ``Exec`` set to the executable's absolute path, and the
icon into ``$XDG_DATA_HOME/icons/hicolor/<size>/apps/briscola-desktop.png``. Nothing needs
root, and ``--uninstall`` removes exactly those files again.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

BUILD_DIR = Path(__file__).resolve().parent
ENTRY_NAME = "briscola-desktop.desktop"
ICON_NAME = "briscola-desktop"
DEFAULT_EXE = BUILD_DIR.parent / "dist" / "Briscola" / "Briscola"


def data_home() -> Path:
    """``$XDG_DATA_HOME`` or its default, ``~/.local/share``."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


_RESERVED = set(' \t\n"\'\\><~|&;$*?#()`')


def exec_quote(path: Path) -> str:
    """``path`` as one argument of a desktop entry's ``Exec`` key.

    The desktop-entry spec wants reserved characters inside double quotes, with ``"``, `` ` ``,
    ``$`` and ``\\`` escaped by a backslash, and then every backslash doubled again because the
    value is itself an escaped string; ``%`` is written ``%%``.
    """
    text = str(path).replace("%", "%%")
    if not _RESERVED.intersection(text):
        return text
    inner = "".join("\\" + c if c in '"`$\\' else c for c in text)
    return '"' + inner.replace("\\", "\\\\") + '"'


def desktop_entry(template: str, exe: Path) -> str:
    """The template with ``Exec``/``TryExec`` pointing at ``exe`` (the template's field codes, ``%u``:
    a link opened with the game, kept after it)."""
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            codes = [word for word in line[len("Exec="):].split()[1:] if word.startswith("%")]
            lines.append(" ".join([f"Exec={exec_quote(exe)}", *codes]))
            # TryExec takes a plain path (no quoting); the menu hides the entry if it is gone.
            lines.append(f"TryExec={str(exe).replace(chr(92), chr(92) * 2)}")
        elif not line.startswith("TryExec="):
            lines.append(line)
    return "\n".join(lines) + "\n"


def icon_pngs(exe: Path) -> dict[int, bytes]:
    """The icon by pixel size: drawn by make_icon when pygame is at hand, else the bundle's PNG."""
    try:
        sys.path.insert(0, str(BUILD_DIR))
        import make_icon

        return {size: make_icon.render_png(size) for size in make_icon.HICOLOR_SIZES}
    except ImportError:
        bundled = exe.parent / "_internal" / "briscola.png"
        if not bundled.is_file():
            raise SystemExit(f"No icon: pygame is not installed and {bundled} does not exist")
        return {256: bundled.read_bytes()}


def installed_paths(home: Path) -> list[Path]:
    """Every file this script may write under ``home``."""
    sizes = (16, 24, 32, 48, 64, 128, 256, 512)
    return [home / "applications" / ENTRY_NAME] + [
        home / "icons" / "hicolor" / f"{s}x{s}" / "apps" / f"{ICON_NAME}.png" for s in sizes
    ]


def refresh_caches(home: Path) -> None:
    """Tell the menu and icon caches about the change; optional tools, so failures are ignored."""
    for command in (
        ["update-desktop-database", str(home / "applications")],
        ["gtk-update-icon-cache", "--quiet", "--ignore-theme-index", str(home / "icons" / "hicolor")],
    ):
        if shutil.which(command[0]):
            subprocess.run(command, check=False, capture_output=True)


def install(exe: Path, home: Path) -> list[Path]:
    """Write the menu entry and icons; returns the written files."""
    if not (exe.is_file() and os.access(exe, os.X_OK)):
        raise SystemExit(
            f"{exe} is not an executable file. Build it first (pyinstaller build/pyinstaller.spec)"
            " or pass --exe PATH."
        )
    template_path = exe.parent / "_internal" / "briscola.desktop"
    if not template_path.is_file():
        template_path = BUILD_DIR / "briscola.desktop"
    written = []
    entry = home / "applications" / ENTRY_NAME
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(desktop_entry(template_path.read_text(encoding="utf-8"), exe), encoding="utf-8")
    written.append(entry)
    for size, data in icon_pngs(exe).items():
        target = home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        written.append(target)
    refresh_caches(home)
    return written


def uninstall(home: Path) -> list[Path]:
    """Remove what :func:`install` wrote; returns the removed files."""
    removed = [path for path in installed_paths(home) if path.is_file()]
    for path in removed:
        path.unlink()
    refresh_caches(home)
    return removed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--exe", type=Path, default=DEFAULT_EXE, help=f"the game to start (default: {DEFAULT_EXE})")
    parser.add_argument("--uninstall", action="store_true", help="remove the entry and icons")
    args = parser.parse_args(argv)
    home = data_home()
    if args.uninstall:
        paths = uninstall(home)
        verb = "removed"
    else:
        paths = install(args.exe.resolve(), home)
        verb = "wrote"
    for path in paths:
        print(f"{verb} {path}")
    if not paths:
        print("nothing to remove")
    return 0


if __name__ == "__main__":
    sys.exit(main())
