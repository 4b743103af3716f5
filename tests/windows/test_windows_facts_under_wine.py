"""Windows facts Linux hides, shown by the Windows build (or the Windows Python that built it) under Wine:
a user folder under %LOCALAPPDATA% of a user named in other letters with a space, a second copy of the game,
no sound device, a file held open while it is saved. Marker ``windows`` (``BRISCOLA_TEST_WINDOWS=1``).

What Wine cannot show (paths of 260 characters, which it accepts; a windowed program's missing console,
since Wine hands it the Unix side's streams) is tested as Windows by monkeypatching beside this file.
"""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

import pytest

from .conftest import REPO_TOP, WindowsBuild

pytestmark = pytest.mark.windows
#: A Windows user whose name has letters from two alphabets and a space.
USER = "Zoë Сергей"

HELD_FILE = r"""
import os, sys, _winapi
sys.path.insert(0, sys.argv[1])  # the checkout: its standard-library-only atomic writer
from briscola_desktop import atomic
target = os.path.join(sys.argv[2], "settings.yaml")
with open(target, "wb") as f:
    f.write(b"old")
# Held as an editor or a scanner holds it: shared for reading and writing, not for deleting.
handle = _winapi.CreateFile(target, 0x80000000, 1 | 2, 0, 3, 0, 0)
try:
    atomic.write_atomic(target, b"new")
    print("replaced while held")
except atomic.KeptBeside as exc:
    print("kept", os.path.basename(exc.kept), open(exc.kept, "rb").read().decode(), open(target, "rb").read().decode())
finally:
    _winapi.CloseHandle(handle)
atomic.write_atomic(target, b"after")
print("let go", open(target, "rb").read().decode(), " ".join(sorted(os.listdir(sys.argv[2]))))
"""


def quit_from_title(screen, game: subprocess.Popen[str]) -> int | None:
    """Esc walks the title's focus to Quit; Enter quits. The exit status, or None if it did not end."""
    screen.key("Escape", 0.5)
    screen.key("Return", 0.5)
    try:
        return game.wait(timeout=30)
    except subprocess.TimeoutExpired:
        return None


def test_a_file_held_open_keeps_the_new_content_beside_it(windows_build: WindowsBuild, tmp_path: Path) -> None:
    build = windows_build.build
    python = build.build_python(build.cache_dir(), *build.fetch(*build.read_pins(), build.cache_dir()))
    script = tmp_path / "held.py"
    script.write_text(HELD_FILE, encoding="utf-8")
    folder = tmp_path / "user folder"
    folder.mkdir()
    command = [build.windows_path(python / "python.exe"), "-u", build.windows_path(script),
               build.windows_path(REPO_TOP), build.windows_path(folder)]
    done = build.wine(command, build.wine_env(windows_build.prefix()), timeout=120)
    lines = [line for line in done.stdout.splitlines() if line.startswith(("kept", "let go", "replaced"))]
    assert lines == ["kept settings.yaml.new new old", "let go after settings.yaml"], done.stdout


def test_a_second_copy_says_the_game_is_already_open(windows_build: WindowsBuild, tmp_path: Path) -> None:
    play = windows_build.play
    screen = play.Screen()
    prefix = windows_build.prefix()
    first = play.start_game(windows_build.exe, prefix, tmp_path, screen)
    second = None
    try:
        assert screen.window(), "the first copy opened no window"
        assert screen.wait_for_title(), "the first copy never drew its title"
        second = play.start_game(windows_build.exe, prefix, tmp_path, screen)
        deadline = time.monotonic() + play.START_SECONDS
        while time.monotonic() < deadline and len(screen.run("xdotool", "search", "--name", "^Briscola$").split()) < 2:
            time.sleep(0.25)
        windows = screen.run("xdotool", "search", "--name", "^Briscola$").split()
        assert len(windows) >= 2, "the second copy showed no window"
        screen.shot(tmp_path / "second-copy.png")
        screen.run("xdotool", "windowfocus", "--sync", windows[-1])
        screen.key("Return", 1.0)   # the message window's OK
        said, _ = second.communicate(timeout=60)
        assert second.returncode == 0
        assert "briscola: Briscola is already open." in said, said
        assert first.poll() is None, "the first copy must go on"
        screen.run("xdotool", "windowfocus", "--sync", windows[0])
        assert quit_from_title(screen, first) == 0
    finally:
        for game in (first, second):
            if game is not None:
                play.stop(game)
        screen.close()


def test_the_user_folder_is_under_localappdata_of_a_user_named_in_other_letters(windows_build: WindowsBuild
                                                                                ) -> None:
    play = windows_build.play
    prefix = windows_build.prefix(USER=USER, LOGNAME=USER)
    folder = prefix / "drive_c" / "users" / USER / "AppData" / "Local" / "briscola-desktop"
    assert folder.parent.is_dir(), f"Wine made no C:\\users\\{USER}\\AppData\\Local"
    for old in folder.glob("*"):
        old.unlink()
    screen = play.Screen()
    game = play.start_game(windows_build.exe, prefix, None, screen, USER=USER, LOGNAME=USER)
    try:
        assert screen.window(), "no window"
        assert screen.wait_for_title(), "no title"
        screen.run("xdotool", "windowfocus", "--sync", screen.window())
        screen.key("Down", 0.3, times=2)
        screen.key("Return", 1.5)     # Settings
        screen.key("Right", 1.0)      # the language: Italiano (saved at once)
        screen.key("Escape", 1.0)
        assert quit_from_title(screen, game) == 0
    finally:
        out = play.stop(game)
        screen.close()
    settings = folder / "settings.yaml"
    assert settings.is_file(), f"nothing saved in {folder}: {sorted(folder.parent.rglob('*'))[:20]}\n{out[-2000:]}"
    assert "language: it" in settings.read_text(encoding="utf-8")


def test_no_sound_device_gives_a_silent_game(windows_build: WindowsBuild, tmp_path: Path) -> None:
    """Wine here has no sound device; SDL is left to look for one (no SDL_AUDIODRIVER)."""
    play = windows_build.play
    screen = play.Screen()
    game = play.start_game(windows_build.exe, windows_build.prefix(), tmp_path, screen, sound=True)
    try:
        started = time.monotonic()
        window = screen.window()
        assert window, "no window without a sound device"
        assert screen.wait_for_title(), "no title without a sound device"
        print(f"\nthe title after {time.monotonic() - started:.1f} s with SDL looking for a sound device")
        assert game.poll() is None, "the game ended without a sound device"
        screen.run("xdotool", "windowfocus", "--sync", window)
        assert quit_from_title(screen, game) == 0
    finally:
        out = play.stop(game)
        screen.close()
    assert "Traceback" not in out, out


@pytest.mark.parametrize(("folder", "words"), [
    ("C:\\tables: mine", 'holds a character Windows does not allow in a name (:)'),
    ("C:\\" + "\\".join(["a folder with a long name"] * 12), "characters long; Windows allows at most 259"),
], ids=["forbidden name", "260 characters"])
def test_the_host_refuses_a_folder_windows_forbids_in_one_line(windows_build: WindowsBuild, tmp_path: Path,
                                                               folder: str, words: str) -> None:
    """The built game on Windows' Python: a name Wine refuses as Windows does (with a low-level error, had the
    game tried it), and a long path, which Wine would take but Windows without LongPathsEnabled refuses (the
    prefix has no such setting)."""
    build, play = windows_build.build, windows_build.play
    prefix = windows_build.prefix()
    try:
        done = build.wine([build.windows_path(windows_build.exe), "--serve", "--save-dir", folder],
                          play.game_env(prefix, tmp_path, None), timeout=90)
    except subprocess.TimeoutExpired:
        subprocess.run(["wineserver", "-k"], env=build.wine_env(prefix), timeout=60)
        pytest.fail(f"--save-dir {folder!r} was taken: the host started")
    lines = done.stdout.strip().splitlines()
    assert done.returncode == 2, done.stdout
    assert lines[-1].startswith("briscola --serve: error: argument --save-dir: ") and words in lines[-1], lines
    assert "Traceback" not in done.stdout
