"""The real game started on user folders holding damaged files: it always reaches its title.

Every kind of the damaged-file corpus (``test_storage_damage.CORPUS``) is placed as the
settings, the statistics and the autosave in turn, and every edited save of
``test_saves`` as the autosave; then the real entry point (``main.run``) starts on that folder
under SDL's dummy driver, the title is drawn, a real SIGTERM ends it, and the test checks:
exit code 0, the title told the person (one notice of the right kind), the original file
still exists set aside with its bytes, and every other file in the folder is unchanged.

All the starts run one after another in one child process (one pygame import instead of a
hundred), each ended by its own SIGTERM; a separate test does one start as a whole process
to see the process's own exit code.
"""

from __future__ import annotations

import json
import os
import selectors
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
import yaml

from briscola_desktop.userfiles import store as storage
from briscola_desktop.userfiles import lock
from tests.userfiles import test_saves
from tests.userfiles import test_storage_damage as damage

REPO = Path(__file__).resolve().parents[2]

# The child: start the real game once per folder read from stdin; say when the title is
# drawn (with the notices it shows) and what run() returned after the SIGTERM.
_DRIVER = textwrap.dedent("""
    import json, os, sys
    import pygame
    from briscola_desktop import fonts
    from briscola_desktop.app.core import scene
    from briscola_desktop.app.entrance import main

    # Each start rasterises the 40 card faces again (about a second here); the SVG bytes and
    # sizes repeat from start to start, so the child keeps the pictures. Nothing the test
    # looks at (the user folder, the title, the exit) depends on it.
    pictures = {}
    load_svg = pygame.image.load_sized_svg

    def remembered_svg(source, size):
        data = source.getvalue()
        key = (data, tuple(size))
        if key not in pictures:
            pictures[key] = load_svg(source, size)
        return pictures[key].copy()

    pygame.image.load_sized_svg = remembered_svg
    shown = {}
    draw = scene.App.draw

    def spy(self):
        draw(self)
        names = [type(s).__name__ for s in self.stack.scenes]
        if not shown and "TitleScene" in names:   # the title, with the notice dialog over it if any
            shown["title"] = True
            top = self.stack.top
            told = [k if isinstance(k, str) else k[0] for k in getattr(top, "keys", [])]
            print("TITLE " + json.dumps(told if type(top).__name__ == "NoticeScene" else []), flush=True)

    scene.App.draw = spy
    for line in sys.stdin:
        os.environ["XDG_DATA_HOME"] = line.strip()
        shown.clear()
        code = main.run(["--no-sound", "--size", "800x600"])
        fonts.clear_cache()
        print("EXIT " + str(code), flush=True)
""")


def _env(home: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(REPO), "XDG_DATA_HOME": str(home), "XDG_CONFIG_HOME": str(home / "cfg"),
            "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LANGUAGE": "en", "LANG": "C.UTF-8",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


class Child:
    """The driver process, fed one folder at a time."""

    def __init__(self, home: Path) -> None:
        self.proc = subprocess.Popen([sys.executable, "-c", _DRIVER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, env=_env(home))
        self.selector = selectors.DefaultSelector()
        assert self.proc.stdout is not None
        self.selector.register(self.proc.stdout, selectors.EVENT_READ)

    def line(self, timeout: float) -> str:
        assert self.proc.stdout is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.selector.select(timeout=0.5):
                text = self.proc.stdout.readline()
                if not text:
                    raise AssertionError(f"the game process ended (code {self.proc.poll()})")
                if text.startswith(("TITLE ", "EXIT ")):  # anything else is not ours to read
                    return text.strip()
        raise AssertionError("the game did not answer in time (a hang before the title?)")

    def start(self, home: Path) -> tuple[list[str], int]:
        """Start the game on ``home``; SIGTERM it at the title; (notices shown, exit code)."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(f"{home}\n")
        self.proc.stdin.flush()
        title = self.line(120)
        assert title.startswith("TITLE "), title
        self.proc.send_signal(signal.SIGTERM)
        ended = self.line(60)
        assert ended.startswith("EXIT "), ended
        return json.loads(title[6:]), int(ended[5:])

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=60)


def _folder_files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir()
            if p.is_file() and not p.is_symlink() and p.name != lock.LOCK_FILE}


def _cases() -> list[tuple[str, str, bytes, str]]:
    """(case id, file name, bytes, notice family) for every damaged folder."""
    cases = []
    for kind in sorted(damage.CORPUS):
        family = damage.CORPUS[kind][1]
        if family == "ok_or_reset":
            continue  # healthy YAML of ours in disguise: checked field by field, no notice
        for name in damage.ALL_NAMES:
            cases.append((f"{kind}-{name}", name, damage._corpus_bytes(kind, name), family))
    for kind in sorted({**test_saves.EDITS, **test_saves.NEWER}):
        # Written as a hand-edited file holds it: the game's own writer refuses such values.
        raw = (yaml.safe_dump({"format": 1, "match": test_saves._edited(kind)}, allow_unicode=True)
               + storage.END_MARKER + "\n").encode("utf-8")
        cases.append((f"save-{kind}", "autosave", raw, "newer" if kind in test_saves.NEWER else "reset"))
    return cases


def test_the_game_reaches_its_title_on_every_damaged_folder(tmp_path: Path) -> None:
    cases = _cases()
    child = Child(tmp_path / "first")
    failures: list[str] = []
    try:
        for case, name, raw, family in cases:
            home = tmp_path / case
            folder = home / storage.APP_DIR_NAME
            folder.mkdir(parents=True)
            for other in ("settings", "statistics"):  # healthy neighbours, to be left alone
                if other != name:
                    (folder / f"{other}.yaml").write_bytes(damage._good(other))
            (folder / f"{name}.yaml").write_bytes(raw)
            before = _folder_files(folder)
            try:
                notices, code = child.start(home)
            except AssertionError as exc:
                failures.append(f"{case}: {exc}")
                child = Child(tmp_path / "again")
                continue
            after = _folder_files(folder)
            key = (storage.NOTICE_NEWER if family == "newer" else storage.NOTICE_RESET)[name]
            problems = []
            if code != 0:
                problems.append(f"exit code {code}")
            if key not in notices:
                problems.append(f"notices {notices}, expected {key}")
            kept = [n for n in after if n.startswith(f"{name}.yaml.")]
            if len(kept) != 1 or after[kept[0]] != raw:
                problems.append(f"original not kept aside: {sorted(after)}")
            for other, data in before.items():
                if other != f"{name}.yaml" and after.get(other) != data:
                    problems.append(f"{other} changed or lost")
            if problems:
                failures.append(f"{case}: " + "; ".join(problems))
    finally:
        child.close()
    assert not failures, f"{len(failures)} of {len(cases)} folders:\n" + "\n".join(failures)


def test_one_start_as_a_whole_process_exits_0_on_sigterm(tmp_path: Path) -> None:
    folder = tmp_path / storage.APP_DIR_NAME
    folder.mkdir()
    (folder / "statistics.yaml").write_bytes(b"\xef\xbb\xbf")
    proc = subprocess.Popen([sys.executable, "-c", _DRIVER.replace("for line in sys.stdin:", "for line in ['" +
                                                                   str(tmp_path) + "']:")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(tmp_path))
    try:
        assert proc.stdout is not None
        title = proc.stdout.readline()
        assert title.startswith("TITLE ") and "storage.stats_reset" in title, (title, proc.stderr)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert [p.name for p in folder.glob("statistics.yaml.bad-*")]


@pytest.mark.parametrize("size", ["99999x99999"])
def test_a_huge_window_size_is_accepted_on_the_command_line_and_capped(size: str) -> None:
    from briscola_desktop.app.entrance import main

    assert main.build_parser().parse_args(["--size", size]).size == (99999, 99999)
    assert main.fit_to_display((99999, 99999), [(1600, 1000)]) == (1600, 1000)
