"""Settings, statistics and autosave: round trips, damaged files, counting once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings as hyp_settings, strategies as st

from briscola_desktop.userfiles import store as storage
from briscola_desktop.userfiles import document, statistics
from briscola_desktop.userfiles.store import END_MARKER, MAX_FILE_BYTES, Store, StorageError
from briscola_desktop.userfiles.settings import Settings
from briscola_desktop.userfiles.statistics import Statistics

ALL_NAMES = ("settings", "statistics", "autosave")


def _load(store: Store, name: str):
    return {
        "settings": store.load_settings,
        "statistics": store.load_stats,
        "autosave": store.load_autosave,
    }[name]()


def _backups(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.yaml.bad-*"))


def _sample_stats() -> Statistics:
    stats = Statistics()
    stats.record_match("m1", variant="two_players", level="easy", won=True,
                       hands=[(70, 50, True), (61, 59, True)])
    stats.record_match("m2", variant="three_players", level="hard", won=False,
                       hands=[(40, 80, False)])
    stats.record_match("m3", variant="two_players", level="hard", won=None,
                       hands=[(60, 60, None)])
    return stats


# ----------------------------------------------------------------- round trips


def test_settings_round_trip(tmp_path: Path) -> None:
    store = Store(tmp_path)
    chosen = Settings(
        language="nb", deck_style="french", four_colour=True, card_back="blue", badges=False,
        animation_speed="instant", sound=False, volume=0.25, fullscreen=True, hints=True,
        counting_panel=True, variant="four_players_teams", match_format="first_to_five",
        levels=["easy", "hard", "medium"],
    )
    assert store.save_settings(chosen) is True
    assert Store(tmp_path).load_settings() == chosen
    assert store.notices == []


def test_missing_files_give_defaults_without_notice(tmp_path: Path) -> None:
    store = Store(tmp_path / "not" / "there")
    assert store.load_settings() == Settings()
    assert store.load_stats() == Statistics()
    assert store.load_autosave() is None
    assert store.notices == []
    assert not (tmp_path / "not").exists()  # reading never creates the folder


def test_statistics_round_trip(tmp_path: Path) -> None:
    stats = _sample_stats()
    Store(tmp_path).save_stats(stats)
    loaded = Store(tmp_path).load_stats()
    assert loaded == stats
    assert loaded.to_dict() == stats.to_dict()


def test_autosave_round_trip_and_clear(tmp_path: Path) -> None:
    store = Store(tmp_path)
    payload = {"variant": "two_players", "seed": 987654321, "actions": [3, 17, 22, 0],
               "format": "rules-1", "note": "àèìòù ø"}
    store.save_autosave(payload)
    assert Store(tmp_path).load_autosave() == payload
    store.clear_autosave()
    assert store.load_autosave() is None
    store.clear_autosave()  # clearing twice is harmless
    assert store.notices == []


def test_default_folder_is_platform_user_folder_and_created_lazily(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    import platformdirs

    store = Store()
    assert store.folder == Path(platformdirs.user_data_dir("briscola-desktop", appauthor=False))
    store.load_settings()
    assert not store.folder.exists()
    store.save_settings(Settings(volume=0.1))
    assert store.path("settings").is_file()


def test_written_file_is_readable_yaml_with_end_marker(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.save_settings(Settings(language="it"))
    text = store.path("settings").read_text(encoding="utf-8")
    assert text.rstrip().endswith(END_MARKER)
    assert yaml.safe_load(text)["language"] == "it"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.yaml"]  # no temp file left


# ----------------------------------------------------------------- damaged files

DAMAGE = {
    "empty": b"",
    "blank": b"  \n\n",
    "not_yaml": b"volume: [0.5\nsound: {{{\n" + END_MARKER.encode() + b"\n",
    "binary": bytes(range(256)) * 4,
    "not_utf8": b"language: \xff\xfe\xfa\n" + END_MARKER.encode() + b"\n",
    "a_list": b"- 1\n- 2\n" + END_MARKER.encode() + b"\n",
    "a_scalar": b"hello\n" + END_MARKER.encode() + b"\n",
    "no_end_marker": b"format: 1\nlanguage: it\n",
    "deep_nesting": b"a: " + b"[" * 600 + b"]" * 600 + b"\n" + END_MARKER.encode() + b"\n",
}


def _truncated(store: Store, name: str) -> bytes:
    """A good file cut in half, as a crash in a non-atomic writer would leave it."""
    if name == "settings":
        store.save_settings(Settings(language="fr", volume=0.3, levels=["easy", "hard"]))
    elif name == "statistics":
        store.save_stats(_sample_stats())
    else:
        store.save_autosave({"variant": "two_players", "seed": 5, "actions": list(range(30))})
    whole = store.path(name).read_bytes()
    return whole[: len(whole) // 2]


@pytest.mark.parametrize("name", ALL_NAMES)
@pytest.mark.parametrize("kind", [*DAMAGE, "truncated"])
def test_damaged_file_is_set_aside_and_defaults_used(tmp_path: Path, name: str, kind: str) -> None:
    store = Store(tmp_path)
    bad = _truncated(store, name) if kind == "truncated" else DAMAGE[kind]
    store.path(name).write_bytes(bad)

    fresh = Store(tmp_path)
    loaded = _load(fresh, name)
    assert loaded == {"settings": Settings(), "statistics": Statistics(), "autosave": None}[name]
    assert fresh.notices == [storage.NOTICE_RESET[name]]
    backups = _backups(tmp_path, name)
    assert len(backups) == 1 and backups[0].read_bytes() == bad  # nothing lost
    assert not fresh.path(name).exists()

    # The next run starts clean: no second notice, and the backup stays.
    again = Store(tmp_path)
    _load(again, name)
    assert again.notices == []
    assert _backups(tmp_path, name) == backups


@pytest.mark.parametrize("name", ALL_NAMES)
def test_oversized_file_is_refused_and_set_aside(tmp_path: Path, name: str) -> None:
    store = Store(tmp_path)
    path = store.path(name)
    with open(path, "wb") as handle:
        handle.write(b"a: 1\n")
        handle.truncate(MAX_FILE_BYTES + 10)  # sparse: big on paper, cheap on disk
    assert _load(store, name) in (None, Settings(), Statistics())
    assert store.notices == [storage.NOTICE_RESET[name]]
    backups = _backups(tmp_path, name)
    assert len(backups) == 1 and backups[0].stat().st_size == MAX_FILE_BYTES + 10


def test_each_damaged_file_is_told_once_per_kind(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for name in ALL_NAMES:
        store.path(name).write_bytes(b"")
    store.load_settings()
    store.load_stats()
    store.load_autosave()
    store.load_settings()
    assert store.notices == ["storage.settings_reset", "storage.stats_reset", "storage.autosave_reset"]


def test_bad_values_fall_back_per_field_and_the_original_is_kept_aside(tmp_path: Path) -> None:
    store = Store(tmp_path)
    text = (
        "format: 1\n"
        "language: 42\n"            # wrong type
        "deck_style: german\n"      # unknown choice
        "four_colour: 'yes'\n"      # a string, not a bool
        "card_back: green\n"        # fine
        "animation_speed: fast\n"   # fine
        "volume: 7\n"               # out of range: clamped
        "sound: .nan\n"             # wrong type
        "levels: []\n"              # empty list
        "match_format: ../../etc\n" # not a name
        "colour_of_the_sky: blue\n" # unknown key: ignored
        + END_MARKER + "\n"
    )
    store.path("settings").write_text(text, encoding="utf-8")
    loaded = store.load_settings()
    expected = Settings(card_back="green", animation_speed="fast", volume=1.0)
    assert loaded == expected
    assert store.notices == ["storage.settings_repaired"]
    kept = _backups(tmp_path, "settings")
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == text   # the original, whole
    assert Store(tmp_path).load_settings() == expected   # the repaired file was written in its place


def test_nan_volume_and_bool_volume_fall_back(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for raw in (".nan", "true"):
        store.path("settings").write_text(f"format: 1\nvolume: {raw}\n{END_MARKER}\n", encoding="utf-8")
        assert store.load_settings().volume == Settings().volume


def test_statistics_bad_fields_fall_back(tmp_path: Path) -> None:
    store = Store(tmp_path)
    text = (
        "format: 1\n"
        "total: {matches_won: 3, matches_lost: -2, matches_drawn: true, matches_played: 99,"
        " hands_won: 4, best_hand: 80}\n"
        "by_variant: {two_players: {matches_won: 1}, 'bad name!': {matches_won: 5}}\n"
        "by_level: [1, 2]\n"
        "current_streak: 9\n"
        "longest_streak: 2\n"
        "last_results: [{result: won, points_for: 70, points_against: 50, variant: two_players},"
        " {result: maybe, points_for: 1, points_against: 2}, 7]\n"
        "recorded_ids: [a, 3, '', b]\n"
        + END_MARKER + "\n"
    )
    store.path("statistics").write_text(text, encoding="utf-8")
    stats = store.load_stats()
    assert stats.total.matches_won == 3
    assert stats.total.matches_lost == 0 and stats.total.matches_drawn == 0
    assert stats.total.matches_played == 3  # the split wins over a disagreeing total
    assert stats.total.hands_played == 4 and stats.total.best_hand == 80
    assert list(stats.by_variant) == ["two_players"]
    assert stats.by_level == {}
    assert (stats.current_streak, stats.longest_streak) == (2, 2)
    assert [r.result for r in stats.last_results] == ["won"]
    assert stats.recorded_ids == ["a", "b"]
    assert store.notices == ["storage.stats_repaired"]   # the original kept aside


def test_autosave_without_match_mapping_is_set_aside(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.path("autosave").write_text(f"format: 1\nmatch: [1, 2]\n{END_MARKER}\n", encoding="utf-8")
    assert store.load_autosave() is None
    assert store.notices == ["storage.autosave_reset"]
    assert len(_backups(tmp_path, "autosave")) == 1


def test_autosave_with_self_referencing_alias_is_set_aside(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.path("autosave").write_text(f"match: &m {{loop: *m}}\n{END_MARKER}\n", encoding="utf-8")
    assert store.load_autosave() is None
    assert len(_backups(tmp_path, "autosave")) == 1


def test_app_can_set_aside_an_autosave_the_rules_core_rejected(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.save_autosave({"variant": "no_such_variant", "seed": 1, "actions": [99]})
    assert store.load_autosave() is not None  # shape is fine; content is the core's job
    backup = store.set_aside("autosave", "from_dict: unknown variant")
    assert backup is not None and backup.is_file()
    assert store.load_autosave() is None
    assert store.notices == ["storage.autosave_reset"]


def test_damaged_file_that_cannot_be_moved_is_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Store(tmp_path)
    store.path("statistics").write_bytes(b"total: {matches_won: 3")  # damaged

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "rename", refuse)
    assert store.load_stats() == Statistics()
    assert store.save_stats(Statistics()) is False
    assert store.path("statistics").read_bytes() == b"total: {matches_won: 3"
    assert store.notices == ["storage.stats_reset", "storage.save_failed"]
    assert store.save_settings(Settings()) is True  # other files are unaffected


def test_byte_order_mark_and_windows_line_endings_are_fine(tmp_path: Path) -> None:
    store = Store(tmp_path)
    text = f"\ufeffformat: 1\r\nlanguage: fr\r\nvolume: 0.2\r\n{END_MARKER}\r\n"
    store.path("settings").write_bytes(text.encode("utf-8"))
    assert store.load_settings() == Settings(language="fr", volume=0.2)
    assert store.notices == []


def test_set_aside_never_overwrites_an_earlier_backup(tmp_path: Path) -> None:
    store = Store(tmp_path)
    first_bytes, second_bytes = b"first", b"second"
    store.path("settings").write_bytes(first_bytes)
    first = store.set_aside("settings", "test")
    store.path("settings").write_bytes(second_bytes)
    second = store.set_aside("settings", "test")
    assert first != second
    assert first.read_bytes() == first_bytes and second.read_bytes() == second_bytes


def test_set_aside_of_missing_file_returns_none(tmp_path: Path) -> None:
    assert Store(tmp_path).set_aside("autosave", "nothing there") is None


def test_unknown_file_name_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown store file"):
        Store(tmp_path).set_aside("passwords", "x")


# ----------------------------------------------------------------- writing safely


def test_failed_replace_keeps_the_old_file_and_leaves_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Store(tmp_path)
    store.save_settings(Settings(language="it"))
    good = store.path("settings").read_bytes()

    def power_cut(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", power_cut)
    assert store.save_settings(Settings(language="fr")) is False
    monkeypatch.undo()
    assert store.path("settings").read_bytes() == good
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.yaml"]
    assert store.notices == ["storage.save_failed"]
    assert Store(tmp_path).load_settings().language == "it"


def test_temp_files_left_by_a_killed_process_are_swept(tmp_path: Path) -> None:
    store = Store(tmp_path)
    old = tmp_path / ".autosave.yaml.abc123.tmp"
    fresh = tmp_path / ".autosave.yaml.def456.tmp"  # maybe another instance writing now
    other = tmp_path / ".settings.yaml.xyz789.tmp"
    for leftover in (old, fresh, other):
        leftover.write_text("half a fi")
    long_ago = os.path.getmtime(old) - 3600
    os.utime(old, (long_ago, long_ago))
    os.utime(other, (long_ago, long_ago))
    store.save_autosave({"seed": 1})
    assert not old.exists() and fresh.exists()
    assert other.exists()  # only the file being written is swept


def test_unwritable_folder_reports_instead_of_crashing(tmp_path: Path) -> None:
    blocker = tmp_path / "file_not_folder"
    blocker.write_text("x")
    store = Store(blocker / "sub")
    assert store.save_stats(Statistics()) is False
    assert store.notices == ["storage.save_failed"]


def test_non_plain_autosave_is_refused_before_touching_disk(tmp_path: Path) -> None:
    store = Store(tmp_path)
    good = {"variant": "two_players", "seed": 1, "actions": [1]}
    store.save_autosave(good)
    with pytest.raises(StorageError, match="plain data"):
        store.save_autosave({"variant": object()})
    with pytest.raises(StorageError):
        store.save_autosave({1: "int key"})  # type: ignore[dict-item]
    assert store.load_autosave() == good


def test_card_like_values_tuples_and_enums_are_stored_as_plain_data(tmp_path: Path) -> None:
    import enum

    class FakeCard(int):
        pass

    class Kind(enum.Enum):
        WINS = "wins"

    store = Store(tmp_path)
    store.save_autosave({"removed": [FakeCard(1), FakeCard(11)], "teams": ((0, 2), (1, 3)),
                         "kind": Kind.WINS})
    loaded = store.load_autosave()
    assert loaded == {"removed": [1, 11], "teams": [[0, 2], [1, 3]], "kind": "wins"}
    assert type(loaded["removed"][0]) is int


def test_real_match_payload_survives_the_autosave_for_every_table(tmp_path: Path) -> None:
    """Integration with the rules core: save after a few actions, load, replay."""
    rules_match = pytest.importorskip("briscola_desktop.rules.match")
    from briscola_desktop.rules import PRESETS, preset

    store = Store(tmp_path)
    for name in PRESETS:
        match = rules_match.Match(preset(name), seed=11)
        for _ in range(7):
            if match.hand.is_over:
                break
            match.apply(match.hand.legal_actions()[0])
        store.save_autosave(match.to_dict())
        loaded = store.load_autosave()
        rebuilt = rules_match.Match.from_dict(loaded)
        # The core may hand out Card objects where the file holds plain ints.
        assert document.plain(rebuilt.to_dict()) == loaded, name
        assert rebuilt.hand.legal_actions() == match.hand.legal_actions(), name
    assert store.notices == []


# ----------------------------------------------------------------- statistics


def test_match_is_counted_exactly_once(tmp_path: Path) -> None:
    stats = Statistics()
    hands = [(70, 50, True)]
    assert stats.record_match("abc", variant="two_players", level="medium", won=True, hands=hands)
    assert not stats.record_match("abc", variant="two_players", level="medium", won=True, hands=hands)
    assert stats.total.matches_played == 1 and stats.total.hands_played == 1
    # ...also after a save and a new run.
    Store(tmp_path).save_stats(stats)
    again = Store(tmp_path).load_stats()
    assert not again.record_match("abc", variant="two_players", level="medium", won=True, hands=hands)
    assert again.total.matches_played == 1


def test_totals_per_variant_and_level() -> None:
    stats = _sample_stats()
    t = stats.total
    assert (t.matches_played, t.matches_won, t.matches_lost, t.matches_drawn) == (3, 1, 1, 1)
    assert (t.hands_played, t.hands_won, t.hands_lost, t.hands_drawn) == (4, 2, 1, 1)
    assert t.best_hand == 70
    assert t.average_points == pytest.approx((70 + 61 + 40 + 60) / 4)
    assert stats.by_variant["two_players"].matches_played == 2
    assert stats.by_variant["three_players"].matches_lost == 1
    assert stats.by_level["hard"].matches_played == 2
    assert stats.by_level["easy"].matches_won == 1
    assert [(r.result, r.points_for, r.points_against) for r in stats.last_results] == [
        ("won", 131, 109), ("lost", 40, 80), ("drawn", 60, 60)
    ]


def test_streaks() -> None:
    stats = Statistics()
    outcomes = [True, True, True, None, True, False, True, True]
    for i, won in enumerate(outcomes):
        stats.record_match(f"m{i}", variant="two_players", level="medium", won=won, hands=[])
    assert stats.longest_streak == 3
    assert stats.current_streak == 2


def test_last_results_and_ids_are_bounded() -> None:
    stats = Statistics()
    many = max(statistics.LAST_RESULTS_LIMIT, statistics.RECORDED_IDS_LIMIT) + 5
    for i in range(many):
        stats.record_match(f"m{i}", variant="two_players", level="medium", won=True, hands=[])
    assert len(stats.last_results) == statistics.LAST_RESULTS_LIMIT
    assert len(stats.recorded_ids) == statistics.RECORDED_IDS_LIMIT
    assert stats.recorded_ids[-1] == f"m{many - 1}"  # the newest are kept
    assert stats.total.matches_played == many
    assert (stats.current_streak, stats.longest_streak) == (many, many)


def test_reset_clears_counts_but_still_refuses_old_ids() -> None:
    stats = _sample_stats()
    stats.reset()
    assert stats.total.matches_played == 0 and stats.by_variant == {} and stats.last_results == []
    assert stats.average_points is None and stats.best_hand is None
    assert not stats.record_match("m1", variant="two_players", level="easy", won=True, hands=[])
    assert stats.record_match("m9", variant="two_players", level="easy", won=True, hands=[])
    assert stats.matches_played == 1


@pytest.mark.parametrize(
    "kwargs",
    [
        {"match_id": ""},
        {"variant": "Bad Name"},
        {"level": ""},
        {"won": "yes"},
        {"hands": [(1, 2)]},
        {"hands": [(-1, 2, True)]},
        {"hands": [(1, 2, "won")]},
    ],
)
def test_record_match_rejects_bad_arguments_clearly(kwargs: dict) -> None:
    args = {"match_id": "m", "variant": "two_players", "level": "easy", "won": True,
            "hands": [(61, 59, True)]}
    args.update(kwargs)
    stats = Statistics()
    match_id = args.pop("match_id")
    with pytest.raises(ValueError, match="record_match"):
        stats.record_match(match_id, **args)
    assert stats == Statistics()  # nothing half-counted


outcome = st.sampled_from([True, False, None])
hand = st.tuples(st.integers(0, 120), st.integers(0, 120), outcome)
match = st.tuples(st.sampled_from(["a", "b", "c", "d"]), st.sampled_from(["two_players", "briscolone"]),
                  st.sampled_from(["easy", "hard"]), outcome, st.lists(hand, max_size=5))


@hyp_settings(max_examples=60, deadline=None)
@given(st.lists(match, max_size=12))
def test_statistics_invariants(matches: list) -> None:
    stats = Statistics()
    counted = set()
    for match_id, variant, level, won, hands in matches:
        fresh = stats.record_match(match_id, variant=variant, level=level, won=won, hands=hands)
        assert fresh == (match_id not in counted)
        counted.add(match_id)
    t = stats.total
    assert t.matches_played == len(counted)
    assert t.matches_won + t.matches_drawn + t.matches_lost == t.matches_played
    assert t.hands_won + t.hands_drawn + t.hands_lost == t.hands_played
    assert sum(v.matches_played for v in stats.by_variant.values()) == t.matches_played
    assert sum(v.hands_played for v in stats.by_level.values()) == t.hands_played
    assert 0 <= stats.current_streak <= stats.longest_streak <= t.matches_won
    assert Statistics.from_dict(yaml.safe_load(yaml.safe_dump(stats.to_dict()))) == stats


# ----------------------------------------------------------------- layering


def test_storage_imports_no_pygame_and_does_nothing_at_import() -> None:
    code = (
        "import sys, briscola_desktop.userfiles.store as s; "
        "assert 'pygame' not in sys.modules, 'pygame imported'; "
        "assert 'platformdirs' not in sys.modules, 'platformdirs used at import'"
    )
    env = dict(os.environ)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                            cwd=Path(__file__).resolve().parents[2])
    assert result.returncode == 0, result.stderr
