"""The windowed Windows build tells its version where a person sees it (briscola_desktop.windows_console).

Run as Windows by monkeypatching (sys.platform "win32", no standard streams, kernel32 and user32 stood in
for): under Wine the build inherits the Unix side's streams, so the path where Windows gives it none is
not reached there (docs/packaging.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from briscola_desktop import version, windows_console
from briscola_desktop.__main__ import main


class Kernel32:
    def __init__(self, attached: bool) -> None:
        self.attached = attached
        self.calls: list[int] = []

    def AttachConsole(self, process: int) -> int:  # noqa: N802 - the Windows name
        self.calls.append(process)
        return 1 if self.attached else 0


class User32:
    def __init__(self) -> None:
        self.boxes: list[tuple[str, str, int]] = []

    def MessageBoxW(self, owner, text: str, title: str, style: int) -> int:  # noqa: N802 - the Windows name
        self.boxes.append((text, title, style))
        return 1


def no_streams(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)


@pytest.fixture
def windowed_windows(monkeypatch: pytest.MonkeyPatch):
    """This process as the windowed build on Windows (the streams are taken away in the test itself:
    pytest gives its own back between a fixture and the test)."""
    import briscola_desktop.app.entrance.main  # noqa: F401 - imported as Linux, before the platform is patched

    monkeypatch.setattr(sys, "platform", "win32")
    user32 = User32()
    monkeypatch.setattr(windows_console, "_user32", lambda: user32)
    return monkeypatch, user32


def test_version_from_a_console_is_written_to_that_console(windowed_windows, tmp_path: Path) -> None:
    monkeypatch, user32 = windowed_windows
    kernel32 = Kernel32(attached=True)
    monkeypatch.setattr(windows_console, "_kernel32", lambda: kernel32)
    console = tmp_path / "console.txt"
    monkeypatch.setattr(windows_console, "open", lambda name, *a, **k: open(console, "a", **k), raising=False)
    no_streams(monkeypatch)
    with pytest.raises(SystemExit) as exited:
        main(["--version"])
    assert exited.value.code == 0
    assert kernel32.calls == [windows_console.ATTACH_PARENT_PROCESS]
    sys.stdout.flush()
    assert console.read_text(encoding="utf-8").strip() == f"briscola {version()}"
    assert user32.boxes == []


def test_version_without_a_console_shows_a_message_box(windowed_windows) -> None:
    monkeypatch, user32 = windowed_windows
    monkeypatch.setattr(windows_console, "_kernel32", lambda: Kernel32(attached=False))
    no_streams(monkeypatch)
    with pytest.raises(SystemExit):
        main(["--version"])
    assert user32.boxes == [(f"briscola {version()}", "Briscola", windows_console.MB_OK_INFORMATION)]
    assert sys.stdout is None and sys.stderr is None, "the streams are given back as they were"


def test_help_without_a_console_shows_the_options_in_a_message_box(windowed_windows) -> None:
    monkeypatch, user32 = windowed_windows
    monkeypatch.setattr(windows_console, "_kernel32", lambda: Kernel32(attached=False))
    no_streams(monkeypatch)
    with pytest.raises(SystemExit):
        main(["--help"])
    (text, _, _), = user32.boxes
    assert "--version" in text and "--self-test" in text


def test_a_double_clicked_game_shows_no_box(windowed_windows) -> None:
    """Only the options that exist to print get a box: a game started with no console opens its window."""
    monkeypatch, user32 = windowed_windows
    monkeypatch.setattr(windows_console, "_kernel32", lambda: Kernel32(attached=False))
    no_streams(monkeypatch)
    with windows_console.output_place(["--lang", "it"]):
        assert sys.stdout is None
    assert user32.boxes == []


def test_nothing_changes_where_there_are_streams(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")   # python -m briscola_desktop in a console; or Wine
    monkeypatch.setattr(windows_console, "_kernel32", lambda: pytest.fail("no console to attach to is needed"))
    assert not windows_console.nowhere_to_write()
    with windows_console.output_place(["--version"]):
        pass
