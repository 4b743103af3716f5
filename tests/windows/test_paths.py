"""Paths Windows refuses (briscola_desktop.winpaths): too long, or a name it forbids; told in one line.

Run as Windows by passing ``windows=True`` (and whether long paths are on) or by monkeypatching
``winpaths.ON_WINDOWS``; the built game refuses them under Wine too (test_windows_facts_under_wine.py), though
Wine itself takes a path of 260 characters or more that Windows would refuse.
"""

from __future__ import annotations

import errno
import subprocess
import sys
from pathlib import Path

import pytest

from briscola_desktop import winpaths
from briscola_desktop.net.server import serve
from briscola_desktop.userfiles.document import REASON_OTHER, REASON_PATH_TOO_LONG, reason_key

ROOT = Path(__file__).resolve().parents[2]
LONG = ("C:\\Users\\Zoë Сергей\\AppData\\Local\\" + "\\".join(["a folder with a long name"] * 10)
        + "\\briscola-desktop")


def test_a_user_folder_in_other_letters_and_spaces_is_fine() -> None:
    assert winpaths.path_problem("C:\\Users\\Zoë Сергей\\AppData\\Local\\briscola-desktop", windows=True) is None
    assert winpaths.path_problem("\\\\server\\share\\Zoë\\tables", windows=True) is None


def test_a_path_of_260_characters_or_more_is_refused_in_one_line() -> None:
    assert len(LONG) >= winpaths.MAX_PATH
    problem = winpaths.path_problem(LONG, windows=True, long_paths=False)
    assert problem == f"the path is {len(LONG)} characters long; Windows allows at most 259 unless long paths are " \
                      "turned on (LongPathsEnabled)"
    assert winpaths.path_problem(LONG, windows=True, long_paths=True) is None
    assert winpaths.path_problem("\\\\?\\" + LONG, windows=True, long_paths=False) is None
    assert winpaths.path_problem(LONG[: winpaths.MAX_PATH - 1], windows=True, long_paths=False) is None


@pytest.mark.parametrize(("path", "words"), [
    ("C:\\games\\tables: mine", "holds a character Windows does not allow in a name (:)"),
    ("D:\\what?\\tables", "(?)"),
    ("D:\\a<b>\\tables", "(< >)"),
    ("D:\\pipe|star*", "(* |)"),
    ("D:\\tables\\tab\there", "(\\x09)"),
    ("D:\\tables.", "ends in a dot or a space"),
    ("D:\\tables \\x", "ends in a dot or a space"),
    ("D:\\CON", "the name of a device"),
    ("D:\\games\\nul.yaml", "the name of a device"),
    ("D:\\Lpt3 .txt", "the name of a device"),
])
def test_names_windows_forbids_are_named(path: str, words: str) -> None:
    problem = winpaths.path_problem(path, windows=True, long_paths=False)
    assert problem is not None and words in problem, problem


def test_nothing_is_refused_elsewhere() -> None:
    assert winpaths.path_problem("/home/zoë/a:b?/CON", windows=False) is None
    assert winpaths.path_problem("/tmp/" + "x" * 400, windows=False) is None


def test_a_save_refused_for_a_long_path_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(winpaths, "ON_WINDOWS", True)
    monkeypatch.setattr(winpaths, "long_paths_enabled", lambda: False)
    refused = FileNotFoundError(errno.ENOENT, "The system cannot find the path specified", LONG + "\\settings.yaml")
    assert reason_key(refused) == REASON_PATH_TOO_LONG
    assert reason_key(FileNotFoundError(errno.ENOENT, "gone", "C:\\short\\settings.yaml")) == REASON_OTHER


def test_the_hosts_save_folder_is_refused_in_one_line(monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(winpaths, "ON_WINDOWS", True)
    monkeypatch.setattr(winpaths, "long_paths_enabled", lambda: False)
    for folder, words in ((LONG, "characters long"), ("D:\\tables: mine", "does not allow in a name")):
        with pytest.raises(SystemExit) as exited:
            serve.parser().parse_args(["--save-dir", folder])
        assert exited.value.code == 2
        said = capsys.readouterr().err.strip().splitlines()
        assert said[-1].startswith("briscola --serve: error: argument --save-dir: ") and words in said[-1], said
        assert "Traceback" not in "\n".join(said)


@pytest.mark.skipif(sys.platform == "win32", reason="Windows refuses the name")
def test_on_linux_the_same_folder_is_taken(tmp_path: Path) -> None:
    folder = tmp_path / "tables: mine?"
    done = subprocess.run([sys.executable, "-c", "import sys; from briscola_desktop.net.server import serve; "
                           "print(serve.parser().parse_args(['--save-dir', sys.argv[1]]).save_dir)", str(folder)],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == str(folder), done.stderr
