"""Random mutations of valid user files: each loads to the same objects, loads to sound ones, or is set aside.

For each of the five files (settings, statistics, the match in progress, the hands kept for
review, the score pad), hypothesis flips, inserts and deletes bytes of a valid file, or replaces
one value anywhere in it with a random one (numbers of any size, infinities, NaN, text with
control characters, lists, mappings). Then the game's App starts on the folder (SDL's dummy
driver) and opens the screen that reads the file. It must draw without raising, and the file must
be set aside with its bytes kept, or load to objects the game writes and reads back the same
(the same objects as the valid file when the mutation left its YAML values as they were).
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings, strategies as st

from tests.support.userfiles_screens import (FILES, Screens, comparable, copy_folder, fill_valid_folder, loaded, rewritten,
                                set_aside, write_data)

EXAMPLES = 40
_SETTINGS = settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
                     suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

_TEMPLATE: dict[str, Any] = {}


def _template() -> Path:
    """One valid folder for the whole module (made once: the hand's analysis takes a moment)."""
    if "folder" not in _TEMPLATE:
        folder = Path(tempfile.mkdtemp(prefix="valid-user-folder-"))
        fill_valid_folder(folder)
        _TEMPLATE["folder"] = folder
        _TEMPLATE["loaded"] = {kind: loaded(folder, kind) for kind in FILES}
    return _TEMPLATE["folder"]


@pytest.fixture(scope="module", autouse=True)
def _clean_template():
    yield
    if "folder" in _TEMPLATE:
        shutil.rmtree(_TEMPLATE.pop("folder"), ignore_errors=True)


def _check(kind: str, raw: bytes, same_values: bool) -> None:
    """Write ``raw`` as the file of ``kind`` in a copy of the valid folder and check the outcome."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = copy_folder(_template(), Path(tmp) / "user")
        (folder / FILES[kind]).write_bytes(raw)
        screens = Screens.start(folder)
        try:
            screens.open(kind)
        finally:
            screens.close()
        kept = set_aside(folder, kind)
        if kept:
            assert any(p.read_bytes() == raw for p in kept)
            return
        value = loaded(folder, kind)
        if same_values:
            assert comparable(value, kind) == comparable(_TEMPLATE["loaded"][kind], kind)
        assert comparable(rewritten(value, kind, Path(tmp) / "again"), kind) == comparable(value, kind)


# ---- byte mutations ---------------------------------------------------------------------------------------
_EDITS = st.lists(st.tuples(st.sampled_from(["flip", "insert", "delete"]), st.floats(0, 1, exclude_max=True),
                            st.integers(0, 255)), min_size=1, max_size=4)


def _mutate_bytes(raw: bytes, edits: list[tuple[str, float, int]]) -> bytes:
    data = bytearray(raw)
    for op, where, byte in edits:
        i = int(where * len(data)) if data else 0
        if op == "flip" and data:
            data[i] ^= byte or 1
        elif op == "insert":
            data.insert(i, byte)
        elif data:
            del data[i]
    return bytes(data)


def _same_yaml(a: bytes, b: bytes) -> bool:
    try:
        return yaml.safe_load(a.decode("utf-8")) == yaml.safe_load(b.decode("utf-8")) and \
            a.rstrip().endswith(b.rstrip().splitlines()[-1])
    except Exception:  # noqa: BLE001 - not YAML: not the same
        return False


@pytest.mark.parametrize("kind", list(FILES))
@_SETTINGS
@given(edits=_EDITS)
def test_a_byte_mutation_is_set_aside_or_loads_sound(kind: str, edits) -> None:
    raw = (_template() / FILES[kind]).read_bytes()
    mutated = _mutate_bytes(raw, edits)
    _check(kind, mutated, _same_yaml(mutated, raw))


# ---- value mutations ------------------------------------------------------------------------------------------
_SCALARS = st.one_of(
    st.integers(), st.integers(-(10**30), 10**30), st.just(10**400),
    st.floats(allow_nan=True, allow_infinity=True), st.booleans(), st.none(),
    st.text(max_size=40), st.text(alphabet=st.characters(max_codepoint=0x40), max_size=10),
    st.sampled_from(["\x00", "x" * 5000, "\u05e9\u05dc\u05d5\u05dd", "e\u0301\u0302", "two_players", "coins_ace"]),
)
_VALUES = st.recursive(_SCALARS, lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner,
                                                                                             max_size=4), max_leaves=10)


def _places(node: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            out += _places(value, path + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            out += _places(value, path + (i,))
    return out


@pytest.mark.parametrize("kind", list(FILES))
@_SETTINGS
@given(data=st.data())
def test_a_value_mutation_is_set_aside_or_loads_sound(kind: str, data) -> None:
    raw = (_template() / FILES[kind]).read_bytes()
    original = yaml.safe_load(raw.decode("utf-8"))
    tree = yaml.safe_load(raw.decode("utf-8"))
    path = data.draw(st.sampled_from([p for p in _places(tree) if p]))
    value = data.draw(_VALUES)
    node = tree
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    with tempfile.TemporaryDirectory() as tmp:
        mutated = write_data(Path(tmp), kind, tree) if kind != "scorepad" else None
        if mutated is None:
            (Path(tmp) / "scorepad").mkdir()
            mutated = write_data(Path(tmp), kind, tree)
    _check(kind, mutated, tree == original)
