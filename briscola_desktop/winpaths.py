"""Paths that Windows refuses, told in one clear line before anything tries them.

Windows keeps rules Linux does not: a path of 260 characters or more fails (``MAX_PATH``) unless long
paths are turned on for the whole machine (``LongPathsEnabled`` in the registry, off by default); a
file or folder name may not hold ``< > : " / \\ | ? *`` or a control character, may not end in a dot
or a space, and may not be a device's name (``CON``, ``PRN``, ``AUX``, ``NUL``, ``COM1``...
``LPT9``, with or without an extension). :func:`path_problem` says which rule a path breaks;
the store turns a refused save of a too-long path into the words of ``storage.reason_path_too_long``.

Standard library only (``winreg`` on Windows): the network host's command line uses it too.
"""

from __future__ import annotations

import ntpath
import os
from pathlib import PureWindowsPath

#: Windows' limit: a path must be shorter than this (259 characters and the final NUL).
MAX_PATH = 260
FORBIDDEN = frozenset('<>:"/\\|?*') | frozenset(chr(c) for c in range(32))
DEVICE_NAMES = frozenset({"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"}
                         | {f"{kind}{n}" for kind in ("COM", "LPT") for n in "123456789¹²³"})
ON_WINDOWS = os.name == "nt"


def long_paths_enabled() -> bool:
    """True when this Windows lets programs use paths of 260 characters or more (and everywhere else)."""
    if not ON_WINDOWS:
        return True
    import winreg

    try:
        with winreg.OpenKey(winreg.HKEY_LOCAL_MACHINE, r"SYSTEM\CurrentControlSet\Control\FileSystem") as key:
            return winreg.QueryValueEx(key, "LongPathsEnabled")[0] == 1
    except OSError:
        return False


def too_long(path: str | os.PathLike[str] | None, *, windows: bool | None = None,
             long_paths: bool | None = None) -> bool:
    """True when Windows without long paths refuses ``path`` for its length (never elsewhere).
    ``windows``: judge as Windows (None: when this is Windows); ``long_paths``: whether the machine
    allows them (None: ask it)."""
    if path is None or not (ON_WINDOWS if windows is None else windows):
        return False
    text = os.fspath(path)
    if text.startswith("\\\\?\\"):
        return False  # the extended-length form has no such limit
    if len(ntpath.abspath(text) if ON_WINDOWS else text) < MAX_PATH:
        return False
    return not (long_paths_enabled() if long_paths is None else long_paths)


def name_problem(name: str) -> str | None:
    """Why Windows refuses ``name`` as one file or folder name, or None."""
    bad = sorted({c for c in name if c in FORBIDDEN})
    if bad:
        shown = " ".join(repr(c)[1:-1] if c.isprintable() else f"\\x{ord(c):02x}" for c in bad)
        return f'"{name}" holds a character Windows does not allow in a name ({shown})'
    if name != name.rstrip(". "):
        return f'"{name}" ends in a dot or a space, which Windows drops from names'
    if name.split(".", 1)[0].rstrip(" ").upper() in DEVICE_NAMES:
        return f'"{name}" is the name of a device on Windows'
    return None


def path_problem(path: str | os.PathLike[str], *, windows: bool | None = None,
                 long_paths: bool | None = None) -> str | None:
    """One line saying why Windows would refuse ``path`` (too long, or a name it forbids), or None.

    On other systems, nothing is refused."""
    if not (ON_WINDOWS if windows is None else windows):
        return None
    text = os.fspath(path)
    if too_long(text, windows=True, long_paths=long_paths):
        return (f"the path is {len(text)} characters long; Windows allows at most {MAX_PATH - 1} unless "
                "long paths are turned on (LongPathsEnabled)")
    # Windows' own reading of the path on every system: the anchor (drive, root or share) is not a name.
    pure = PureWindowsPath(text)
    for part in pure.parts[1:] if pure.anchor else pure.parts:
        if part in (".", ".."):
            continue
        problem = name_problem(part)
        if problem:
            return problem
    return None


__all__ = ["MAX_PATH", "long_paths_enabled", "name_problem", "path_problem", "too_long"]
