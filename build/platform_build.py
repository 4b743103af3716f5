"""What the PyInstaller build does differently on Windows, macOS and Linux.

``build/pyinstaller.spec`` asks :func:`options_for` once and passes the answer to PyInstaller's
``EXE`` and ``BUNDLE``. Keeping the platform branches here, in a module that imports nothing of
PyInstaller, lets a test read the build of every system on any system:

- **Windows**: the ``.ico`` icon and a version resource (Explorer's Properties > Details), written
  here as a PyInstaller version file (``briscola-version.txt``, the text form of ``VSVersionInfo``).
- **macOS**: a real ``Briscola.app`` (``BUNDLE``) with a bundle identifier, the ``.icns`` icon and an
  Info.plist that carries the version and asks for full-resolution (Retina) drawing.
- **Linux**: the plain one-folder build; the executable carries no icon (the menu entry names it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

TOP = Path(__file__).resolve().parent.parent
APP_NAME = "Briscola"
PRODUCT_NAME = "Briscola Desktop"
BUNDLE_IDENTIFIER = "org.briscola-desktop.Briscola"
DESCRIPTION = "Briscola, the Italian card game"
COPYRIGHT = "Copyright the Briscola Desktop authors; MIT licence"
#: The file of the Windows version resource, in the build's work folder.
WINDOWS_VERSION_FILE = "briscola-version.txt"


@dataclass(frozen=True)
class PlatformBuild:
    """The platform-dependent arguments of the spec's ``EXE`` and ``BUNDLE``."""

    #: ``EXE(icon=...)``: the icon files, or None for none.
    exe_icon: list[str] | None = None
    #: ``EXE(version=...)``: the path of a PyInstaller version file (Windows only), or None.
    exe_version: str | None = None
    #: ``BUNDLE(coll, **bundle)`` on macOS; None where no ``.app`` is made.
    bundle: dict[str, Any] | None = None
    #: Files written for this platform (the version file), for the build log.
    written: list[Path] = field(default_factory=list)


def project_version(top: Path = TOP) -> str:
    """``version`` of the ``[project]`` table in pyproject.toml.

    tomllib arrived in Python 3.11; on 3.10 the line is read directly (the file keeps it on one
    line, as every tool writes it).
    """
    text = (top / "pyproject.toml").read_text(encoding="utf-8")
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        project = re.search(r"^\[project\]\s*$(.*?)(?=^\[|\Z)", text, re.M | re.S)
        found = project and re.search(r'^version\s*=\s*"([^"]+)"\s*$', project.group(1), re.M)
        if not found:
            raise SystemExit(f"no version in the [project] table of {top / 'pyproject.toml'}")
        return found.group(1)
    return tomllib.loads(text)["project"]["version"]


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """The four 16-bit numbers Windows keeps for a version: "1.2.3" -> (1, 2, 3, 0).

    A pre-release or local suffix is dropped ("1.3.0rc1" -> (1, 3, 0, 0)): Windows has no place
    for it; the text fields keep the full string.
    """
    numbers = [int(m.group()) for m in (re.match(r"\d+", part) for part in version.split(".")[:4]) if m]
    if not numbers:
        raise ValueError(f"{version!r} does not start with a number")
    return tuple((numbers + [0, 0, 0, 0])[:4])  # type: ignore[return-value]


def windows_version_text(version: str) -> str:
    """A PyInstaller version file: the text form of ``VSVersionInfo`` that ``EXE(version=...)`` reads."""
    numbers = version_numbers(version)
    strings = {
        "CompanyName": PRODUCT_NAME,
        "FileDescription": DESCRIPTION,
        "FileVersion": version,
        "InternalName": APP_NAME,
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": f"{APP_NAME}.exe",
        "ProductName": PRODUCT_NAME,
        "ProductVersion": version,
    }
    rows = ",\n".join(f"          StringStruct({key!r}, {value!r})" for key, value in strings.items())
    # 0x0409 is US English and 1200 (0x04B0) Unicode: the language block every Windows reads.
    return f"""# Windows version resource of {APP_NAME}.exe, written by build/platform_build.py.
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers},
    prodvers={numbers},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [
{rows}
        ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def info_plist(version: str) -> dict[str, Any]:
    """The Info.plist keys of ``Briscola.app`` beyond those PyInstaller writes itself."""
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "NSHumanReadableCopyright": COPYRIGHT,
        "LSApplicationCategoryType": "public.app-category.card-games",
        # Full-resolution drawing on Retina screens; without it macOS doubles every pixel.
        "NSHighResolutionCapable": True,
        "NSSupportsAutomaticGraphicsSwitching": True,
        # A briscola://HOST:PORT/CODE invitation clicked anywhere opens the game (SDL hands the URL
        # to the game as a dropped file; the game opens Join filled in).
        "CFBundleURLTypes": [{"CFBundleURLName": f"{BUNDLE_IDENTIFIER}.invitation",
                              "CFBundleURLSchemes": ["briscola"]}],
    }


def options_for(platform: str, icons: dict[str, Path], version: str, work: Path) -> PlatformBuild:
    """The build of ``platform`` (a ``sys.platform`` value); ``icons`` as make_icon.write_icons returns."""
    if platform == "win32":
        work.mkdir(parents=True, exist_ok=True)
        version_file = work / WINDOWS_VERSION_FILE
        version_file.write_text(windows_version_text(version), encoding="utf-8")
        return PlatformBuild(exe_icon=[str(icons["ico"])], exe_version=str(version_file), written=[version_file])
    if platform == "darwin":
        return PlatformBuild(
            exe_icon=[str(icons["icns"])],
            bundle={
                "name": f"{APP_NAME}.app",
                "icon": str(icons["icns"]),
                "bundle_identifier": BUNDLE_IDENTIFIER,
                "version": version,
                "info_plist": info_plist(version),
            },
        )
    return PlatformBuild()
