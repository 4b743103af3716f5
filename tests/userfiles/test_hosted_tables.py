"""The hosted tables' files (``userfiles/hosted.py``): saved and read back the same; a damaged,
edited or hostile file is set aside (kept as ``.bad-``), told once, and the other tables load."""

from __future__ import annotations

import copy
import hashlib
import os
from pathlib import Path
from typing import Any, Callable

import pytest
import yaml

from briscola_desktop.net import protocol
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, Match
from briscola_desktop.userfiles.document import END_MARKER, StorageError
from briscola_desktop.userfiles.hosted import (
    FRIEND, HOSTED_MAX_BYTES, NAME_LIMIT, NOTICE_NEWER, NOTICE_RESET, HostedTables, SavedSeat, SavedTable,
)

CODE = "AB23CD"
OTHER = "ZX98WV"


def token_hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def lobby_table(code: str = CODE) -> SavedTable:
    variant = PRESETS["two_players"]
    return SavedTable(code=code, variant=variant, fmt=MATCH_FORMATS["best_of_three"],
                      seats=(SavedSeat(FRIEND, token_hash("a"), "Ada"), SavedSeat(FRIEND, token_hash("b"), "Bruno")),
                      turn_limit=30.0, absence="wait", absence_after=45.0, stand_in_level="hard", hints=False)


def table_in_play(code: str = CODE) -> SavedTable:
    table = lobby_table(code)
    match = Match(table.variant, table.fmt, seed=123)
    for _ in range(9):
        match.apply(match.hand.legal_actions()[0])
    return SavedTable(**{**table.__dict__, "match": match, "match_id": "0123abcd"})


def saved_folder(folder: Path, table: SavedTable) -> tuple[HostedTables, list[str]]:
    told: list[str] = []
    files = HostedTables(folder, told.append)
    assert files.save(table)
    return files, told


def edit(folder: Path, code: str, change: Callable[[dict[str, Any]], None]) -> None:
    """Change the file's values as a person editing it by hand might (values the game never writes)."""
    path = folder / f"{code}.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True) + END_MARKER + "\n"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))


def test_a_table_in_its_lobby_is_read_back_as_it_was_saved(tmp_path: Path) -> None:
    table = lobby_table()
    files, told = saved_folder(tmp_path, table)
    assert HostedTables(tmp_path).load(CODE) == table
    assert files.codes() == [CODE] and told == []


def test_a_table_in_play_is_read_back_with_its_match_replayed(tmp_path: Path) -> None:
    table = table_in_play()
    saved_folder(tmp_path, table)
    back = HostedTables(tmp_path).load(CODE)
    assert back is not None and back.match is not None
    assert back.match.to_dict() == table.match.to_dict()
    assert back.match_id == "0123abcd"
    assert back.seats == table.seats and back.turn_limit == 30.0 and back.hints is False


def test_the_protocol_and_the_file_agree_on_what_a_seat_and_a_name_are() -> None:
    assert FRIEND == protocol.FRIEND and NAME_LIMIT == protocol.MAX_NAME


def test_a_table_the_game_could_not_host_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    files = HostedTables(tmp_path)
    bad = SavedTable(**{**lobby_table().__dict__, "seats": (SavedSeat(FRIEND, None, "Ada\x00"), SavedSeat(FRIEND))})
    with pytest.raises(StorageError):
        files.save(bad)
    assert list(tmp_path.iterdir()) == []


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """Set the value at ``path`` ("seats.0.name") in the loaded data."""
    def change(data: dict[str, Any]) -> None:
        keys = path.split(".")
        target: Any = data
        for key in keys[:-1]:
            target = target[int(key)] if isinstance(target, list) else target[key]
        last = keys[-1]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    return change


def _more_seats(count: int) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data["seats"] = [copy.deepcopy(data["seats"][0]) for _ in range(count)]
    return change


HOSTILE_VALUES: dict[str, Callable[[dict[str, Any]], None]] = {
    "NUL in a name": _set("seats.0.name", "Ada\x00"),
    "a line break in a name": _set("seats.1.name", "Bru\nno"),
    "a right-to-left override in a name": _set("seats.1.name", "\u202eBruno"),
    "a name of 100,000 characters": _set("seats.0.name", "A" * 100_000),
    "a name that is a number": _set("seats.0.name", 12),
    "a token of the wrong length": _set("seats.0.token_hash", "ab" * 16),
    "a token that is not hex": _set("seats.0.token_hash", "z" * 64),
    "a token in capitals": _set("seats.0.token_hash", token_hash("a").upper()),
    "a token that is a huge integer": _set("seats.0.token_hash", 10**80),
    "a huge integer for the absence time": _set("absence_after", 10**100),
    "infinity for the turn limit": _set("turn_limit", float("inf")),
    "NaN for the absence time": _set("absence_after", float("nan")),
    "a negative turn limit": _set("turn_limit", -5),
    "a turn limit that is text": _set("turn_limit", "30"),
    "hints that are text": _set("hints", "yes"),
    "an unknown absence rule": _set("absence", "explode"),
    "an unknown stand-in level": _set("stand_in_level", "grandmaster"),
    "an unknown seat kind": _set("seats.1.kind", "../../etc/passwd"),
    "a token on a computer seat": _set("seats.1.kind", "easy"),
    "100,000 seats": _more_seats(100_000),
    "three seats at a two-seat table": _more_seats(3),
    "no seats": _set("seats", None),
    "a seat that is a list": _set("seats.0", [1, 2, 3]),
    "a code that is not the file's": _set("code", OTHER),
    "a code with look-alike letters": _set("code", "AB23CO"),
    "a table the game does not offer": _set("variant.players", 7),
    "a match format that does not suit the table": _set("match_format", {"kind": "nonsense"}),
    "a huge integer for the match's seed": _set("match.seed", 10**100),
    "an illegal action in the match": _set("match.hands.0.0", "XX"),
    "a match at another table": _set("match.variant", PRESETS["scoperta"].to_dict()),
    "a match without its id": _set("match_id", None),
    "a match id with a path in it": _set("match_id", "../../x"),
    "100,000 actions in a hand": _set("match.hands.0", ["1B"] * 100_000),
}


@pytest.mark.parametrize("case", sorted(HOSTILE_VALUES))
def test_a_hostile_value_sets_the_file_aside_and_the_other_tables_load(tmp_path: Path, case: str) -> None:
    saved_folder(tmp_path, table_in_play(CODE))
    saved_folder(tmp_path, lobby_table(OTHER))
    edit(tmp_path, CODE, HOSTILE_VALUES[case])
    told: list[str] = []
    files = HostedTables(tmp_path, told.append)
    loaded = files.load_all()
    assert [t.code for t in loaded] == [OTHER]
    assert told == [NOTICE_RESET]
    assert len(list(tmp_path.glob(f"{CODE}.yaml.bad-*"))) == 1  # kept beside, not lost
    assert not (tmp_path / f"{CODE}.yaml").exists()
    assert HostedTables(tmp_path).load_all() == loaded  # the next start finds the good table only


ALIAS_BOMB = "\n".join([
    "format: briscola-desktop/hosted-table",
    "version: 1",
    "a: &a [x, x, x, x, x, x, x, x, x]",
    "b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]",
    "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]",
    "d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]",
    "code: " + CODE,
    "seats: *d",
    END_MARKER, ""])

RAW_FILES: dict[str, bytes] = {
    "an alias bomb in the seats": ALIAS_BOMB.encode(),
    "a file cut short": b"format: briscola-desktop/hosted-table\nversion: 1\ncode: AB23CD\n",
    "bytes that are not UTF-8": b"format: briscola-desktop/hosted-table\nversion: 1\n\xff\xfe\n" + END_MARKER.encode(),
    "a list instead of a mapping": f"- 1\n- 2\n{END_MARKER}\n".encode(),
    "another file's header": f"format: 1\ncode: AB23CD\n{END_MARKER}\n".encode(),
    "nesting 1,000 deep": ("seats: " + "[" * 1000 + "]" * 1000 + "\n" + END_MARKER + "\n").encode(),
    "a file over the size cap": b"#" * (HOSTED_MAX_BYTES + 1),
}


@pytest.mark.parametrize("case", sorted(RAW_FILES))
def test_a_broken_file_is_set_aside_and_told_once(tmp_path: Path, case: str) -> None:
    (tmp_path / f"{CODE}.yaml").write_bytes(RAW_FILES[case])
    told: list[str] = []
    assert HostedTables(tmp_path, told.append).load_all() == []
    assert told == [NOTICE_RESET]
    assert len(list(tmp_path.glob(f"{CODE}.yaml.bad-*"))) == 1


def test_a_table_saved_by_a_newer_version_is_kept_and_called_newer(tmp_path: Path) -> None:
    saved_folder(tmp_path, lobby_table())
    edit(tmp_path, CODE, _set("version", 2))
    told: list[str] = []
    assert HostedTables(tmp_path, told.append).load(CODE) is None
    assert told == [NOTICE_NEWER]
    assert list(tmp_path.glob(f"{CODE}.yaml.newer-*"))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_a_pipe_in_a_table_s_place_is_set_aside_without_hanging(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / f"{CODE}.yaml")
    told: list[str] = []
    assert HostedTables(tmp_path, told.append).load_all() == []
    assert told == [NOTICE_RESET]


def test_files_not_named_for_a_table_code_are_left_alone(tmp_path: Path) -> None:
    for name in ("notes.yaml", "ab23cd.yaml", "AB23CD.json", "AB23CD.yaml.bad-20260101-000000"):
        (tmp_path / name).write_text("hello")
    told: list[str] = []
    files = HostedTables(tmp_path, told.append)
    assert files.codes() == [] and files.load_all() == [] and told == []
    assert len(list(tmp_path.iterdir())) == 4


def test_a_missing_folder_holds_no_tables(tmp_path: Path) -> None:
    assert HostedTables(tmp_path / "not-yet").load_all() == []
