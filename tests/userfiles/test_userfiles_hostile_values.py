"""Every value of every user file replaced by a hostile one, then the screen that reads the file opened.

For each of the five files (settings, statistics, the match in progress, the hands kept for
review, the score pad) every number field is given a huge integer, infinity, NaN and a
negative; every text field a NUL, 100,000 characters, right-to-left letters and a pile of
combining marks; every list 100,000 entries. Each case starts the game's App on that folder
(SDL's dummy driver) and opens the screen that reads the file: it must draw, and the file must
either be set aside with its bytes kept, or load to objects the game writes and reads back the same.
The known crashes come first, each with what it must now do.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, Iterator

import pytest
import yaml

from briscola_desktop.userfiles.hands import HandHistory
from briscola_desktop.userfiles.settings import Settings
from briscola_desktop.userfiles.store import Store

from tests.support.userfiles_screens import (FILES, Screens, comparable, copy_folder, fill_valid_folder, loaded, read_data,
                                rewritten, set_aside, write_data)

NUMBERS = {"huge": 10**400, "infinity": math.inf, "nan": math.nan, "negative": -1}
TEXTS = {"nul": "a\x00b", "100000_chars": "x" * 100_000, "right_to_left": "\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627",
         "combining": "e\u0301\u0302\u0303\u0304\u0305"}
LIST_LENGTH = 100_000
# Mappings keyed by data (plays, cards, tables): one key stands for all.
_DATA_KEYED = {"values", "cards", "by_variant", "by_level", "friends"}


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("valid")
    fill_valid_folder(folder)
    return folder


def _paths(node: Any, path: tuple = (), parent: str = "") -> Iterator[tuple[tuple, Any]]:
    """Every (path, value) in ``node``: the first entry of each list, one key of a data-keyed mapping."""
    yield path, node
    if isinstance(node, dict):
        keys = list(node)[:1] if parent in _DATA_KEYED else list(node)
        for key in keys:
            yield from _paths(node[key], path + (key,), str(key))
    elif isinstance(node, list) and node:
        yield from _paths(node[0], path + (0,), parent)


def _cases() -> list[tuple[str, tuple, str]]:
    """(file, path, hostile value's name) for every field of every file, from a valid folder."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        fill_valid_folder(Path(tmp))
        out = []
        for kind in FILES:
            for path, value in _paths(read_data(Path(tmp), kind)):
                if path in ((), ("format",)) or path[-1] == "version":
                    continue   # the header: another test's matter (damage and newer versions)
                if isinstance(value, bool) or value is None:
                    continue
                names = NUMBERS if isinstance(value, (int, float)) else TEXTS if isinstance(value, str) else \
                    ["100000_entries"] if isinstance(value, list) else []
                out += [(kind, path, name) for name in names]
        return out


CASES = _cases()


def _hostile(name: str, old: Any) -> Any:
    if name in NUMBERS:
        return NUMBERS[name]
    if name in TEXTS:
        return TEXTS[name]
    return [old[0] if old else 0] * LIST_LENGTH


def _put(data: Any, path: tuple, value: Any) -> None:
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value


@pytest.mark.parametrize("kind,path,name", CASES, ids=[f"{k}:{'.'.join(map(str, p))}={n}" for k, p, n in CASES])
def test_a_hostile_value_opens_its_screen_and_is_kept_or_loads_sound(template: Path, tmp_path: Path,
                                                                     kind: str, path: tuple, name: str) -> None:
    folder = copy_folder(template, tmp_path / "user")
    data = read_data(folder, kind)
    old = data
    for key in path:
        old = old[key]
    _put(data, path, _hostile(name, old))
    raw = write_data(folder, kind, data)

    screens = Screens.start(folder)
    try:
        screens.open(kind)          # draws without raising
    finally:
        screens.close()

    kept = set_aside(folder, kind)
    if kept:
        assert any(p.read_bytes() == raw for p in kept), "the original bytes are kept beside"
    else:
        value = loaded(folder, kind)
        assert comparable(rewritten(value, kind, tmp_path / "again"), kind) == comparable(value, kind)


# ---- the crashes seen before, one by one --------------------------------------------------------------------
def _edit(folder: Path, kind: str, change) -> bytes:
    data = read_data(folder, kind)
    change(data)
    return write_data(folder, kind, data)


def _draws(folder: Path, kind: str) -> Store:
    screens = Screens.start(folder)
    try:
        screens.open(kind)
    finally:
        screens.close()
    return screens.store


def _first_values(data: dict) -> dict:
    return next(iter(data["hands"][0]["analysis"]["values"].values()))["cards"]


def test_a_cached_analysis_number_too_large_for_a_float_drops_that_analysis_alone(template, tmp_path):
    folder = copy_folder(template, tmp_path / "user")
    _edit(folder, "hands", lambda d: _first_values(d).update({next(iter(_first_values(d))): 10**400}))
    _draws(folder, "hands")
    (hand,) = HandHistory(Store(folder)).hands()
    assert hand.cache is None and hand.record.actions   # the hand stays; its analysis is made again


def test_infinity_where_a_variant_count_belongs_sets_the_hands_aside(template, tmp_path):
    folder = copy_folder(template, tmp_path / "user")
    raw = _edit(folder, "hands", lambda d: d["hands"][0]["hand"]["variant"].update(removed=[math.inf]))
    store = _draws(folder, "hands")
    assert [p.read_bytes() for p in set_aside(folder, "hands")] == [raw]
    assert "review.history_reset" in store.notices


def test_a_nul_in_a_variant_name_never_reaches_the_screen(template, tmp_path):
    folder = copy_folder(template, tmp_path / "user")
    raw = _edit(folder, "hands", lambda d: d["hands"][0]["hand"]["variant"].update(name="two_\x00players"))
    _draws(folder, "hands")
    assert [p.read_bytes() for p in set_aside(folder, "hands")] == [raw]


def test_an_analysis_nested_hundreds_deep_is_set_aside_and_the_next_hand_is_written(template, tmp_path):
    folder = copy_folder(template, tmp_path / "user")
    _edit(folder, "hands", lambda d: d["hands"][0]["analysis"].update(extra="NESTED"))
    path = folder / FILES["hands"]
    # 900 levels: deeper than the YAML dumper can recurse (written as text, as an editor would)
    path.write_text(path.read_text(encoding="utf-8").replace("NESTED", "[" * 900 + "1" + "]" * 900), encoding="utf-8")
    raw = path.read_bytes()
    _draws(folder, "hands")
    assert [p.read_bytes() for p in set_aside(folder, "hands")] == [raw]
    record = read_data(template, "hands")["hands"][0]["hand"]
    from briscola_desktop.review import HandRecord
    history = HandHistory(Store(folder))
    assert history.add(HandRecord.from_dict(record))          # a new file is written, no RecursionError
    assert len(HandHistory(Store(folder)).hands()) == 1


def test_a_nul_in_a_score_pad_date_keeps_the_rest_and_the_past_games_screen_draws(template, tmp_path):
    folder = copy_folder(template, tmp_path / "user")
    raw = _edit(folder, "scorepad", lambda d: d["match"]["past"][0].update(date="2026-01-01\x0010:00"))
    _draws(folder, "scorepad")
    assert [p.read_bytes() for p in set_aside(folder, "scorepad")] == [raw]
    game, past, names = loaded(folder, "scorepad")
    assert game is not None and past == []          # the game in progress is kept, the bad entry is not
    assert names == ("Ada", "Bo")                   # and the names last used


_BOMB = "".join(
    [f"a0: &a0 [x, x, x, x, x, x, x, x, x]\n"]
    + [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]\n" for i in range(1, 9)])


@pytest.mark.parametrize("kind,field", [("settings", "levels"), ("statistics", "recorded_ids")])
def test_an_alias_bomb_in_one_field_is_repaired_and_the_original_kept(template, tmp_path, kind, field):
    folder = copy_folder(template, tmp_path / "user")
    path = folder / FILES[kind]
    text = path.read_text(encoding="utf-8").replace(f"{field}:", _BOMB + f"{field}: *a8\nold_{field}:", 1)
    path.write_text(text, encoding="utf-8")
    raw = path.read_bytes()
    good = loaded(template, kind)
    probe = Store(copy_folder(folder, tmp_path / "probe"))
    probe.load_settings() if kind == "settings" else probe.load_stats()
    assert probe.notices == [f"storage.{'settings' if kind == 'settings' else 'stats'}_repaired"]
    _draws(folder, kind)
    assert [p.read_bytes() for p in set_aside(folder, kind)] == [raw]   # the original, before the rewrite
    repaired = loaded(folder, kind)
    if kind == "settings":
        assert repaired == Settings(**{**good.to_dict(), "levels": Settings().levels})
    else:
        assert repaired.total == good.total and repaired.recorded_ids == []
    assert yaml.safe_load(path.read_text(encoding="utf-8"))   # a sound file in its place


@pytest.mark.parametrize("hostile", ["Bea\x1b[2J", "A" * 25, 42, ["Bea"], "Bea\u202e"])
def test_a_hostile_player_name_in_the_settings_is_refused_and_nothing_else_lost(hostile) -> None:
    settings, refused = Settings.read({"player_name": hostile, "sound": False})
    assert settings.player_name == "" and refused == ["player_name"] and settings.sound is False
    assert Settings.read({"player_name": "Bérénice"})[0].player_name == "Bérénice"
