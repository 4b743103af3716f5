"""A corpus of damaged user files, each placed as settings, statistics and autosave in turn.

Every kind must leave the game with its defaults, one notice of the right kind, and the
original bytes kept beside the new file (``<file>.bad-*`` or ``<file>.newer-*``). Nothing
else in the folder changes. The same corpus is started in the real app by
``test_app_damaged_folders.py``.
"""

from __future__ import annotations

import functools
import os
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest

from briscola_desktop.userfiles import store as storage
from briscola_desktop.userfiles import document, statistics
from briscola_desktop.userfiles.store import END_MARKER, MAX_FILE_BYTES, Store
from briscola_desktop.userfiles.settings import Settings
from briscola_desktop.userfiles.statistics import Statistics

ALL_NAMES = ("settings", "statistics", "autosave")
_MARK = END_MARKER.encode()


def _marked(body: str | bytes) -> bytes:
    """A body followed by our end marker line, as a (hand-edited) file of ours would end."""
    raw = body.encode("utf-8") if isinstance(body, str) else body
    return raw + b"\n" + _MARK + b"\n"


@functools.lru_cache(maxsize=None)
def _good(name: str) -> bytes:
    """A healthy file of each kind, written by the store itself."""
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp))
        if name == "settings":
            store.save_settings(Settings(language="fr", volume=0.3, levels=["easy", "hard"]))
        elif name == "statistics":
            stats = Statistics()
            stats.record_match("m1", variant="two_players", level="easy", won=True, hands=[(70, 50, True)])
            store.save_stats(stats)
        else:
            store.save_autosave({"version": 1, "match_id": "abc", "levels": ["easy"], "match": {"seed": 5}})
        return store.path(name).read_bytes()


def _billion_laughs() -> bytes:
    lines = ["format: 1", 'a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for i in range(1, 10):
        prev = f"*a{i - 1}"
        lines.append(f"a{i}: &a{i} [{', '.join([prev] * 9)}]")
    lines += ["total: *a9", "by_variant: {two_players: *a9}", "match: {hands: *a9}", "levels: *a9"]
    return _marked("\n".join(lines))


# kind -> (bytes, or a function of the file's name giving bytes; notice family)
CORPUS: dict[str, tuple[object, str]] = {
    "empty": (b"", "reset"),
    "bom_only": (b"\xef\xbb\xbf", "reset"),
    "bom_and_blank_lines": (b"\xef\xbb\xbf\r\n \r\n", "reset"),
    "whitespace": (b" \t\n   \n\n", "reset"),
    "unicode_whitespace": ("\u00a0\u2003\n\u3000\u2029".encode(), "reset"),
    "separator_controls": (b"\x1c\x1d\x1e\x1f\x85", "reset"),
    "nul_bytes": (b"\0" * 64, "reset"),
    "binary": (bytes(range(256)) * 4, "reset"),
    "latin1": (_marked("format: 1\nlanguage: fran\xe7ais".encode("latin-1")), "reset"),
    "utf16": (_marked("format: 1\nlanguage: it").decode().encode("utf-16"), "reset"),
    "not_yaml": (_marked("format: 1\nvolume: [0.5\nsound: {{{"), "reset"),
    "tab_indented": (_marked("format: 1\n\tlanguage: it"), "reset"),
    "a_list": (_marked("- 1\n- 2"), "reset"),
    "a_scalar": (_marked("hello"), "reset"),
    "null_document": (_marked("~"), "reset"),
    "two_documents": (_marked("format: 1\n---\nformat: 1"), "reset"),
    "marker_only": (_MARK + b"\n", "reset"),
    "cut_short": (lambda name: _good(name)[: len(_good(name)) // 2], "reset"),
    "cut_after_marker_removed": (lambda name: _good(name).replace(_MARK, b""), "reset"),
    "deep_flow_nesting": (_marked(b"format: 1\nx: " + b"[" * 25_000 + b"]" * 25_000), "reset"),
    "deep_block_nesting": (_marked(b"format: 1\nx:\n" + b"- " * 20_000 + b"1"), "reset"),
    "alias_bomb": (_billion_laughs(), "ok_or_reset"),
    "self_reference": (_marked("format: 1\ntotal: &t [*t]\nmatch: &m {loop: *m}\nlevels: &l [*l]"), "ok_or_reset"),
    "unhashable_key": (_marked("format: 1\n? [a, b]\n: 1"), "reset"),
    "huge_integer": (_marked("format: 1\nvolume: " + "9" * 5000), "reset"),
    "huge_float": (_marked("format: 1\nvolume: 1e99999\ntotal: {matches_won: 1e99999}"), "ok_or_reset"),
    "python_tag": (_marked("format: 1\nvolume: !!python/object/apply:os.getcwd []"), "reset"),
    "unknown_tag": (_marked("format: 1\nvolume: !custom 3"), "reset"),
    "no_format": (_marked("language: it\nvolume: 0.2"), "reset"),
    "format_as_text": (_marked("format: '1'\nlanguage: it"), "reset"),
    "format_true": (_marked("format: true\nlanguage: it"), "reset"),
    "format_zero": (_marked("format: 0\nlanguage: it"), "reset"),
    "format_negative": (_marked("format: -3\nlanguage: it"), "reset"),
    "newer_format": (_marked("format: 2\nlanguage: it\ntotal: {matches_won: 40}\nmatch: {future: yes}"), "newer"),
    "much_newer_format": (_marked("format: 9000\nsomething_new: [1, 2, 3]"), "newer"),
    "oversized": (_marked(b"format: 1\n" + b"# padding\n" * (MAX_FILE_BYTES // 10 + 1)), "reset"),
}


def _corpus_bytes(kind: str, name: str) -> bytes:
    raw, _family = CORPUS[kind]
    return raw(name) if callable(raw) else raw  # type: ignore[operator,return-value]


def _load(store: Store, name: str) -> object:
    return {"settings": store.load_settings, "statistics": store.load_stats,
            "autosave": store.load_autosave}[name]()


_DEFAULTS = {"settings": Settings(), "statistics": Statistics(), "autosave": None}


def _folder_state(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file() and not p.is_symlink()}


@pytest.mark.parametrize("name", ALL_NAMES)
@pytest.mark.parametrize("kind", sorted(CORPUS))
def test_damaged_file_is_set_aside_told_once_and_nothing_is_lost(tmp_path: Path, kind: str, name: str) -> None:
    bad = _corpus_bytes(kind, name)
    family = CORPUS[kind][1]
    # The other two files are healthy: they must come through untouched.
    for other in ALL_NAMES:
        if other != name:
            (tmp_path / f"{other}.yaml").write_bytes(_good(other))
    store = Store(tmp_path)
    store.path(name).write_bytes(bad)
    before = _folder_state(tmp_path)

    loaded = _load(store, name)

    if family == "ok_or_reset" and not store.notices:
        # Some hostile-looking files are healthy YAML of ours: then each field was checked
        # on its own and the file stays where it is.
        assert store.path(name).read_bytes() == bad
        return
    assert loaded == _DEFAULTS[name]
    key = (storage.NOTICE_NEWER if family == "newer" else storage.NOTICE_RESET)[name]
    repaired = storage.NOTICE_REPAIRED[name]   # some fields refused, the rest kept
    assert store.notices == [key] or (family == "ok_or_reset" and store.notices == [repaired])
    after = _folder_state(tmp_path)
    prefix = f"{name}.yaml.{'newer' if family == 'newer' else 'bad'}-"
    kept = [n for n in after if n.startswith(prefix)]
    assert len(kept) == 1 and after[kept[0]] == bad  # the original bytes, kept beside
    if f"{name}.yaml" in after:   # a repaired file: what could be read was written in its place
        assert family == "ok_or_reset" and _load(Store(tmp_path), name) == _DEFAULTS[name]
    for other, data in before.items():  # nothing else in the folder changed
        if other != f"{name}.yaml":
            assert after[other] == data

    again = Store(tmp_path)
    assert _load(again, name) == _DEFAULTS[name]
    assert again.notices == []  # told once


@pytest.mark.parametrize("name", ALL_NAMES)
def test_other_files_still_load_beside_a_damaged_one(tmp_path: Path, name: str) -> None:
    for other in ALL_NAMES:
        (tmp_path / f"{other}.yaml").write_bytes(_good(other))
    (tmp_path / f"{name}.yaml").write_bytes(b"\xef\xbb\xbf")
    store = Store(tmp_path)
    assert store.load_settings() == (Settings() if name == "settings" else
                                     Settings(language="fr", volume=0.3, levels=["easy", "hard"]))
    assert store.load_stats().matches_played == (0 if name == "statistics" else 1)
    assert (store.load_autosave() is None) == (name == "autosave")


@pytest.mark.parametrize("name", ALL_NAMES)
def test_a_directory_at_a_data_path_is_set_aside(tmp_path: Path, name: str) -> None:
    store = Store(tmp_path)
    store.path(name).mkdir()
    (store.path(name) / "inside.txt").write_text("keep me")
    assert _load(store, name) == _DEFAULTS[name]
    assert store.notices == [storage.NOTICE_RESET[name]]
    kept = list(tmp_path.glob(f"{name}.yaml.bad-*"))
    assert len(kept) == 1 and (kept[0] / "inside.txt").read_text() == "keep me"


@pytest.mark.parametrize("name", ALL_NAMES)
def test_a_device_behind_a_link_is_not_read(tmp_path: Path, name: str) -> None:
    store = Store(tmp_path)
    os.symlink("/dev/zero", store.path(name))  # endless: reading it would fill memory
    assert _load(store, name) == _DEFAULTS[name]
    assert store.notices == [storage.NOTICE_RESET[name]]
    assert os.path.islink(next(tmp_path.glob(f"{name}.yaml.bad-*")))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("name", ALL_NAMES)
def test_a_fifo_at_a_data_path_does_not_hang_the_start(tmp_path: Path, name: str) -> None:
    # In a child process with a deadline: a hang fails the test instead of the suite.
    os.mkfifo(tmp_path / f"{name}.yaml")
    code = textwrap.dedent(f"""
        from pathlib import Path
        from briscola_desktop.userfiles.store import Store
        store = Store(Path({str(tmp_path)!r}))
        loaded = {{"settings": store.load_settings, "statistics": store.load_stats,
                  "autosave": store.load_autosave}}[{name!r}]()
        print(store.notices)
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])})
    assert done.returncode == 0, done.stderr
    assert storage.NOTICE_RESET[name] in done.stdout
    kept = list(tmp_path.glob(f"{name}.yaml.bad-*"))
    assert len(kept) == 1 and kept[0].is_fifo()


def test_a_dangling_link_is_a_missing_file(tmp_path: Path) -> None:
    store = Store(tmp_path)
    os.symlink(tmp_path / "nowhere", store.path("settings"))
    assert store.load_settings() == Settings()
    assert store.notices == []


def test_newer_statistics_are_never_written_over(tmp_path: Path) -> None:
    """A statistics file from a newer version was read as empty and then
    overwritten by the next finished match."""
    newer = _marked("format: 2\ntotal: {matches_won: 40, hands_won: 90}\nhistory: [lots, of, it]")
    store = Store(tmp_path)
    store.path("statistics").write_bytes(newer)
    assert store.record_match("m1", variant="two_players", level="easy", won=True,
                              hands=[(70, 50, True)]) is True
    assert store.notices == ["storage.stats_newer"]
    kept = list(tmp_path.glob("statistics.yaml.newer-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == newer
    assert Store(tmp_path).load_stats().matches_played == 1  # the new file counts from here


def test_a_newer_file_that_cannot_be_moved_is_left_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    newer = _marked("format: 3\ntotal: {matches_won: 40}")
    store = Store(tmp_path)
    store.path("statistics").write_bytes(newer)

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "rename", refuse)
    assert store.record_match("m1", variant="two_players", level="easy", won=True,
                              hands=[(70, 50, True)]) is None  # not saved: said so
    assert store.path("statistics").read_bytes() == newer
    assert store.notices == ["storage.stats_newer", "storage.save_failed"]


# ----------------------------------------------------------------- impossible values


def test_impossible_statistics_are_rejected_field_by_field(tmp_path: Path) -> None:
    text = _marked(
        "format: 1\n"
        "total: {matches_won: 3, hands_won: 4, hands_lost: 1, best_hand: 5000, points_total: 250}\n"
        "by_variant: {two_players: {matches_won: 2, hands_won: 2, points_total: 9999, best_hand: 90},"
        " briscolone: {matches_won: 10000000000, matches_lost: 1}}\n"
        "longest_streak: 50\n"
        "current_streak: 40\n"
        "last_results: [{result: won, points_for: 99999999, points_against: 5, variant: two_players},"
        " {result: lost, points_for: 50, points_against: 70, variant: two_players}]\n"
    )
    store = Store(tmp_path)
    store.path("statistics").write_bytes(text)
    stats = store.load_stats()
    assert stats.total.best_hand is None  # 5000 points in one hand: impossible
    assert stats.total.points_total == 250 and stats.total.hands_played == 5  # possible: kept
    two = stats.by_variant["two_players"]
    assert two.points_total == 0  # 9999 points in 2 hands of at most 120: impossible
    assert two.best_hand == 90  # possible on its own: kept
    assert stats.by_variant["briscolone"].matches_won == 0 and stats.by_variant["briscolone"].matches_lost == 1
    assert (stats.longest_streak, stats.current_streak) == (0, 0)  # 50 in a row from 3 wins
    assert [(r.points_for, r.points_against) for r in stats.last_results] == [(50, 70)]
    assert store.notices == ["storage.stats_repaired"]  # the original is kept aside


def test_record_match_refuses_an_impossible_hand() -> None:
    with pytest.raises(ValueError):
        Statistics().record_match("m", variant="two_players", level="easy", won=True, hands=[(121, 0, True)])


def test_max_hand_points_is_the_decks_total() -> None:
    from briscola_desktop.rules.cards import TOTAL_POINTS

    assert statistics.MAX_HAND_POINTS == TOTAL_POINTS


# ----------------------------------------------------------------- the loader


def test_libyaml_loader_is_used_where_available() -> None:
    import yaml

    if getattr(yaml, "CSafeLoader", None) is None:
        pytest.skip("PyYAML built without libyaml")
    assert document.LOADER is yaml.CSafeLoader


def test_the_size_cap_fits_real_files_with_room(tmp_path: Path) -> None:
    """The largest real statistics file (every table and level, ids and results full) is
    well under the cap, so the cap never refuses a real file."""
    from briscola_desktop.rules import PRESETS

    stats = Statistics()
    levels = ["easy", "medium", "hard", "mixed"]
    for i in range(statistics.RECORDED_IDS_LIMIT + 50):
        stats.record_match(f"{i:032x}", variant=list(PRESETS)[i % len(PRESETS)], level=levels[i % 4],
                           won=i % 3 == 0, hands=[(120, 0, True)] * 3)
    store = Store(tmp_path)
    assert store.save_stats(stats)
    size = store.path("statistics").stat().st_size
    assert size * 2 < MAX_FILE_BYTES, size
    assert Store(tmp_path).load_stats() == stats
