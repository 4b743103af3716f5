"""One copy of the game per user folder; statistics that add up; a disk that refuses.

Two copies on one folder overwrote each other's settings, autosave
and statistics (a read-modify-write race lost 45 of 181 matches); a full disk lost a
finished match without a word.
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from briscola_desktop import atomic, i18n, resources
from briscola_desktop.userfiles import store as storage
from briscola_desktop.userfiles import lock
from briscola_desktop.app.entrance import main
from briscola_desktop.userfiles.settings import Settings
from briscola_desktop.userfiles.store import Store

REPO = Path(__file__).resolve().parents[2]


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(REPO), "XDG_DATA_HOME": str(tmp_path / "data"),
            "XDG_CONFIG_HOME": str(tmp_path / "cfg"), "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1", **extra}


def _run(code: str, env: dict[str, str], timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          env=env, timeout=timeout)


# ----------------------------------------------------------------- one copy at a time


def test_a_second_claim_from_another_process_is_refused(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.claim() is True
    try:
        done = _run(f"""
            from pathlib import Path
            from briscola_desktop.userfiles.store import AlreadyOpen, Store
            try:
                Store(Path({str(tmp_path)!r})).claim()
            except AlreadyOpen:
                print("refused")
        """, _env(tmp_path))
        assert done.stdout.strip() == "refused", done.stderr
    finally:
        store.release()
    done = _run(f"""
        from pathlib import Path
        from briscola_desktop.userfiles.store import Store
        print(Store(Path({str(tmp_path)!r})).claim())
    """, _env(tmp_path))
    assert done.stdout.strip() == "True", done.stderr  # let go: the next copy may run


def test_the_same_process_may_claim_again_and_still_write_statistics(tmp_path: Path) -> None:
    first, second = Store(tmp_path), Store(tmp_path)
    assert first.claim() and second.claim()
    try:
        assert second.record_match("m1", variant="two_players", level="easy", won=True,
                                   hands=[(70, 50, True)]) is True
    finally:
        second.release()
        first.release()


def test_a_second_copy_of_the_game_says_so_and_touches_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "data" / storage.APP_DIR_NAME
    folder.mkdir(parents=True)
    # The first copy's files, one of them damaged: only the first copy may set it aside.
    (folder / "settings.yaml").write_bytes(b"\xef\xbb\xbf")
    first_stats = Store(folder)
    first_stats.record_match("m1", variant="two_players", level="easy", won=True, hands=[(70, 50, True)])
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    holder = Store(folder)
    holder.claim()
    try:
        done = subprocess.run([sys.executable, "-m", "briscola_desktop", "--lang", "fr"], capture_output=True,
                              text=True, env=_env(tmp_path), timeout=120)
    finally:
        holder.release()
    assert done.returncode == 0, done.stderr
    assert "Briscola est déjà ouvert" in done.stderr
    assert "Traceback" not in done.stderr
    after = {p.name: p.read_bytes() for p in folder.iterdir()}
    after.pop(lock.LOCK_FILE, None)
    before.pop(lock.LOCK_FILE, None)
    assert after == before


def test_the_first_copy_runs_while_it_holds_the_folder(tmp_path: Path) -> None:
    done = _run("""
        import sys
        from briscola_desktop.app.entrance import main
        from briscola_desktop.userfiles.store import Store
        store, settings = main._load_settings(main.build_parser().parse_args([]))
        print(store._folder_lock()._claimed, settings.deck_style)
    """, _env(tmp_path))
    assert done.stdout.split() == ["True", "italian"], done.stderr


# ----------------------------------------------------------------- statistics add up


_RECORDER = """
    import sys
    from pathlib import Path
    from briscola_desktop.userfiles.store import Store
    folder, tag, count = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    store = Store(folder)
    for i in range(count):
        assert store.record_match(f"{tag}-{i}", variant="two_players", level="easy", won=i % 2 == 0,
                                  hands=[(61, 59, True)]) is True
"""


def test_statistics_from_two_sequential_processes_add_up_exactly(tmp_path: Path) -> None:
    for tag in ("first", "second"):
        subprocess.run([sys.executable, "-c", textwrap.dedent(_RECORDER), str(tmp_path), tag, "15"],
                       check=True, env=_env(tmp_path), timeout=120)
    stats = Store(tmp_path).load_stats()
    assert stats.matches_played == 30 and stats.total.matches_won == 16
    assert stats.total.points_total == 30 * 61


def test_statistics_from_two_processes_at_once_add_up_exactly(tmp_path: Path) -> None:
    """Read-merge-write under the folder lock: no match lost to a race (the old code lost
    45 of 181 this way)."""
    procs = [subprocess.Popen([sys.executable, "-c", textwrap.dedent(_RECORDER), str(tmp_path), tag, "25"],
                              env=_env(tmp_path)) for tag in ("left", "right")]
    assert [p.wait(timeout=300) for p in procs] == [0, 0]
    stats = Store(tmp_path).load_stats()
    assert stats.matches_played == 50
    assert stats.total.hands_won == 50


# ----------------------------------------------------------------- a disk that refuses


def _refuse_writes(monkeypatch: pytest.MonkeyPatch, number: int) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError(number, os.strerror(number))

    monkeypatch.setattr(atomic.tempfile, "mkstemp", refuse)


@pytest.mark.parametrize(("number", "reason"), [
    (errno.ENOSPC, storage.REASON_DISK_FULL),
    (errno.EROFS, storage.REASON_READ_ONLY),
    (errno.EACCES, storage.REASON_READ_ONLY),
    (errno.EIO, storage.REASON_OTHER),
])
def test_a_refused_write_loses_nothing_and_says_why(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                    number: int, reason: str) -> None:
    store = Store(tmp_path)
    store.save_settings(Settings(language="it"))
    store.record_match("m0", variant="two_players", level="easy", won=True, hands=[(70, 50, True)])
    store.save_autosave({"version": 1, "match_id": "x", "levels": ["easy"], "match": {"seed": 1}})
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}

    _refuse_writes(monkeypatch, number)
    full = Store(tmp_path)
    assert full.record_match("m1", variant="two_players", level="easy", won=True, hands=[(70, 50, True)]) is None
    assert full.save_settings(Settings(language="fr")) is False
    assert full.save_autosave({"version": 1, "match_id": "y", "levels": ["easy"], "match": {"seed": 2}}) is False
    assert full.notices == [storage.NOTICE_SAVE_FAILED]
    assert full.failure_reason == reason
    after = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
    assert after == before  # the old files stand, whole
    monkeypatch.undo()
    # Room again: the match that could not be counted is counted now, once.
    again = Store(tmp_path)
    assert again.record_match("m1", variant="two_players", level="easy", won=True, hands=[(70, 50, True)]) is True
    assert again.load_stats().matches_played == 2


def test_a_write_that_fails_half_way_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    store.record_match("m0", variant="two_players", level="easy", won=True, hands=[(70, 50, True)])
    old = store.path("statistics").read_bytes()

    real_fdopen = os.fdopen

    class Full:
        def __init__(self, handle: object) -> None:
            self.handle = handle

        def __enter__(self) -> Full:
            return self

        def __exit__(self, *exc: object) -> None:
            self.handle.close()  # type: ignore[attr-defined]

        def write(self, data: bytes) -> int:
            self.handle.write(data[:10])  # type: ignore[attr-defined]
            raise OSError(errno.ENOSPC, "No space left on device")

    def writer(fd: int, mode: str = "r", *args: object, **kwargs: object) -> object:
        handle = real_fdopen(fd, mode)
        return Full(handle) if "w" in mode else handle  # only the writer runs out of room

    monkeypatch.setattr(os, "fdopen", writer)
    assert store.record_match("m1", variant="two_players", level="easy", won=True, hands=[(1, 2, False)]) is None
    assert store.path("statistics").read_bytes() == old
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []
    assert store.failure_reason == storage.REASON_DISK_FULL


def test_statistics_wait_for_a_lock_held_elsewhere_and_then_say_so(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(storage, "STATS_LOCK_SECONDS", 0.2)
    done = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import sys, time
        from pathlib import Path
        from briscola_desktop.userfiles.store import Store
        store = Store(Path({str(tmp_path)!r}))  # kept: a lock let go of is released
        store.claim()
        print("held", flush=True)
        time.sleep(30)
    """)], env=_env(tmp_path), stdout=subprocess.PIPE, text=True)
    try:
        assert done.stdout is not None and done.stdout.readline().strip() == "held"
        store = Store(tmp_path)
        assert store.record_match("m1", variant="two_players", level="easy", won=True,
                                  hands=[(70, 50, True)]) is None
        assert store.notices == [storage.NOTICE_SAVE_FAILED]
        assert not store.path("statistics").exists()
    finally:
        done.kill()
        done.wait()


# ----------------------------------------------------------------- the start-up path


def test_window_size_is_capped_to_the_largest_display() -> None:
    assert main.fit_to_display((99999, 99999), [(1920, 1080), (2560, 1440)]) == (2560, 1440)
    assert main.fit_to_display((1280, 800), [(1920, 1080)]) == (1280, 800)
    assert main.fit_to_display((1600, 1000), [(1024, 768)]) == (1024, 768)
    assert main.fit_to_display((1600, 1000), [(640, 480)]) == (800, 600)  # never below the minimum
    assert main.fit_to_display((1600, 1000), []) == (1600, 1000)


def test_missing_data_files_are_said_in_a_window_not_a_traceback(tmp_path: Path) -> None:
    done = _run(f"""
        import sys
        from pathlib import Path
        from briscola_desktop import resources
        from briscola_desktop.app.entrance import main
        resources._candidate_roots = lambda: [Path({str(tmp_path)!r})]
        shown = []
        main.show_message_window = lambda text, *a, **k: shown.append(text)
        code = main.run([])
        print("code", code, "shown", len(shown), "data files" in shown[0])
    """, _env(tmp_path))
    assert "Traceback" not in done.stderr, done.stderr
    assert done.stdout.split() == ["code", "1", "shown", "1", "True"]
    assert "cannot find its data files" in done.stderr


@pytest.mark.parametrize(("env", "argv", "words"), [
    ({"LANG": "it_IT.UTF-8", "LANGUAGE": ""}, [], "non trova i suoi file di dati"),
    ({"LANG": "en_US.UTF-8", "LANGUAGE": ""}, ["--lang", "nb"], "finner ikke datafilene"),
    ({"LANG": "", "LANGUAGE": "fr_FR"}, [], "ne trouve pas ses fichiers"),
])
def test_missing_data_files_are_said_in_the_persons_language(tmp_path: Path, env: dict, argv: list,
                                                              words: str) -> None:
    done = _run(f"""
        from pathlib import Path
        from briscola_desktop import resources
        from briscola_desktop.app.entrance import main
        resources._candidate_roots = lambda: [Path({str(tmp_path)!r})]
        shown = []
        main.show_message_window = lambda text, *a, **k: shown.append(text)
        print(main.run({argv!r}), shown)
    """, _env(tmp_path, **{"LC_ALL": "", "LC_MESSAGES": "", **env}))
    assert words in done.stdout, done.stdout + done.stderr
    assert words in done.stderr and str(tmp_path) in done.stdout


def test_every_language_can_say_its_data_files_are_missing() -> None:
    assert set(resources.MISSING_DATA) == set(i18n.LANGUAGES)
    for text in resources.MISSING_DATA.values():
        assert text.format(tried="/x") != text and "assets/" in text


def test_the_message_window_draws_and_returns_under_the_dummy_driver() -> None:
    main.show_message_window("Briscola is already open. " * 8, "OK")


def test_a_refused_autosave_is_kept_in_memory_for_continue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Main menu threw away the match in memory and Continue resumed a
    stale save when the disk refused the newer ones."""
    store = Store(tmp_path)
    old = {"version": 1, "match_id": "x", "levels": ["easy"], "match": {"tricks": 1}}
    new = {"version": 1, "match_id": "x", "levels": ["easy"], "match": {"tricks": 7}}
    assert store.save_autosave(old)
    _refuse_writes(monkeypatch, errno.ENOSPC)
    assert store.save_autosave(new) is False
    assert store.load_autosave() == new  # the match as played, not the stale file
    assert Store(tmp_path).load_autosave() == old  # the disk still holds what it could
    monkeypatch.undo()
    assert store.save_autosave(new) and Store(tmp_path).load_autosave() == new


def test_a_match_left_while_the_disk_refuses_is_not_offered_again(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    store.save_autosave({"version": 1, "match_id": "x", "levels": ["easy"], "match": {}})

    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(Path, "unlink", refuse)
    store.clear_autosave()
    assert store.load_autosave() is None
    monkeypatch.undo()
    assert store.path("autosave").exists()  # nothing deleted that the disk kept


def test_a_first_start_in_spanish_deals_the_spanish_deck_and_a_chosen_deck_is_kept(tmp_path: Path) -> None:
    script = """
        from briscola_desktop.app.entrance import main
        store, settings = main._load_settings(main.build_parser().parse_args(["--lang", "es"]))
        print(settings.deck_style)
        if settings.deck_style == "spanish":
            settings.deck_style = "napoletane"
            store.save_settings(settings)
    """
    first = _run(script, _env(tmp_path))
    assert first.stdout.split() == ["spanish"], first.stderr
    again = _run(script, _env(tmp_path))
    assert again.stdout.split() == ["napoletane"], again.stderr
