"""Where the Windows double-click build writes what a person asked for on its command line.

``Briscola.exe`` is a windowed program (no console window opens when it is double-clicked), so Windows
gives it no standard output: PyInstaller then sets ``sys.stdout`` and ``sys.stderr`` to None, and
``Briscola.exe --version`` typed in a Command Prompt or PowerShell would print nothing. So, at start, when
there is nowhere to write:

- started from a console, the program **attaches to that console** (``AttachConsole(ATTACH_PARENT_PROCESS)``)
  and writes there. Windows has already shown the next prompt by then, as it does for every windowed
  program, so the answer appears under it;
- started with no console (a shortcut whose target says ``--version``, the Run box), what it would have
  printed for ``--version`` and ``--help`` is shown in a **message box** instead.

Everywhere else (Linux, macOS, ``python -m briscola_desktop`` on Windows, Wine, whose programs inherit
the Unix side's streams) nothing changes. Standard library only; ctypes is imported only on Windows.
"""

from __future__ import annotations

import contextlib
import io
import sys
from typing import Any, Iterator

#: ``AttachConsole``'s argument for "the console of the process that started me".
ATTACH_PARENT_PROCESS = -1
#: ``MessageBoxW`` style: an OK button and the information icon.
MB_OK_INFORMATION = 0x00000040
#: The options whose whole point is what they print (the rest open the game's window).
PRINTING_OPTIONS = ("--version", "-h", "--help")


def _kernel32() -> Any:
    import ctypes

    return ctypes.WinDLL("kernel32", use_last_error=True)


def _user32() -> Any:
    import ctypes

    return ctypes.WinDLL("user32", use_last_error=True)


def nowhere_to_write() -> bool:
    """True on Windows when this process has no standard output or error (a windowed build)."""
    return sys.platform == "win32" and (sys.stdout is None or sys.stderr is None)


def attach_parent_console(kernel32: Any = None) -> bool:
    """Write to the console of the program that started this one, if it has one; True when attached."""
    kernel32 = kernel32 or _kernel32()
    if not kernel32.AttachConsole(ATTACH_PARENT_PROCESS):
        return False
    # "CONOUT$" is the attached console's screen buffer, whatever the process's standard handles are.
    sys.stdout = open("CONOUT$", "w", encoding="utf-8", errors="replace", buffering=1)  # noqa: SIM115
    sys.stderr = open("CONOUT$", "w", encoding="utf-8", errors="replace", buffering=1)  # noqa: SIM115
    return True


@contextlib.contextmanager
def message_box(title: str, user32: Any = None) -> Iterator[None]:
    """Collect what the block prints, then show it in a message box (nothing printed: no box)."""
    collected = io.StringIO()
    saved = sys.stdout, sys.stderr
    sys.stdout = sys.stderr = collected
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved
        text = collected.getvalue().strip()
        if text:
            (user32 or _user32()).MessageBoxW(None, text, title, MB_OK_INFORMATION)


def output_place(args: list[str], title: str = "Briscola") -> contextlib.AbstractContextManager[None]:
    """What to run the program inside so that what it prints is seen (see the module docstring)."""
    if not nowhere_to_write():
        return contextlib.nullcontext()
    if attach_parent_console():
        return contextlib.nullcontext()
    if any(arg in PRINTING_OPTIONS for arg in args):
        return message_box(title)
    return contextlib.nullcontext()


__all__ = ["attach_parent_console", "message_box", "nowhere_to_write", "output_place"]
