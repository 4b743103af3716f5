"""Edited and damaged autosaves: only known tables, formats and levels; every failure set aside.

A table name with a NUL crashed the title at every start; one with spaces
or non-ASCII letters crashed every start when the finished match was counted; an auction at
two seats crashed in play; any other exception while resuming escaped.
"""

from __future__ import annotations

import copy
import math
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings as hyp_settings, strategies as st

from briscola_desktop.userfiles import store as storage
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, Match, SaveError, default_format
from briscola_desktop.userfiles.autosave import (
    PAYLOAD_VERSION,
    SaveFromNewerVersion,
    SavedMatch,
    load_saved_match,
    read_saved_match,
)
from briscola_desktop.userfiles.store import END_MARKER, StorageError, Store


def _payload(variant: str = "two_players", actions: int = 7, seed: int = 11) -> dict[str, Any]:
    """A real save: a match at ``variant`` with ``actions`` first-legal actions played."""
    table = PRESETS[variant]
    match = Match(table, default_format(table), seed=seed)
    for _ in range(actions):
        if match.is_over:
            break
        if match.hand.is_over:
            match.next_hand()
            continue
        match.apply(match.hand.legal_actions()[0])
    return {"version": PAYLOAD_VERSION, "match_id": "0123abcd", "levels": ["easy"] * (table.players - 1),
            "match": match.to_dict()}


def _edit(path: str, value: Any, variant: str = "two_players") -> dict[str, Any]:
    payload = _payload(variant)
    *parents, last = path.split(".")
    node: Any = payload
    for part in parents:
        node = node[int(part)] if isinstance(node, list) else node[part]
    if value is _DELETE:
        del node[last]
    elif isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
    return payload


_DELETE = object()

EDITS: dict[str, tuple[str, Any]] = {
    "version_text": ("version", "1"),
    "version_true": ("version", True),
    "version_missing": ("version", _DELETE),
    "match_id_missing": ("match_id", _DELETE),
    "match_id_empty": ("match_id", ""),
    "match_id_spaces": ("match_id", "a b"),
    "match_id_nul": ("match_id", "ab\x00cd"),
    "match_id_long": ("match_id", "a" * 65),
    "match_id_number": ("match_id", 5),
    "levels_missing": ("levels", _DELETE),
    "levels_empty": ("levels", []),
    "levels_unknown": ("levels", ["godlike"]),
    "levels_too_many": ("levels", ["easy", "hard"]),
    "levels_nul": ("levels", ["easy\x00"]),
    "levels_number": ("levels", [1]),
    "match_missing": ("match", _DELETE),
    "match_a_list": ("match", [1, 2]),
    "match_format_tag": ("match.format", "someone-else/match"),
    "match_version_text": ("match.version", "1"),
    "variant_name_nul": ("match.variant.name", "two_players\x00"),
    "variant_name_spaces": ("match.variant.name", "my own table"),
    "variant_name_non_ascii": ("match.variant.name", "tàvolo_mio"),
    "variant_name_number": ("match.variant.name", 2),
    "variant_name_unknown": ("match.variant.name", "three_players_40"),
    "variant_auction_two_seats": ("match.variant", {
        "name": "two_players", "players": 2, "hand_size": 20, "trump": "called", "auction": True,
        "match_kind": "deals"}),
    "variant_players_seven": ("match.variant.players", 7),
    "variant_players_text": ("match.variant.players", "2"),
    "variant_follow_suit_edited": ("match.variant.follow_suit", True),
    "variant_open_hands_edited": ("match.variant.open_hands", True),
    "variant_unknown_field": ("match.variant.jokers", 2),
    "variant_removed_out_of_deck": ("match.variant.removed", [99]),
    "variant_hand_size_zero": ("match.variant.hand_size", 0),
    "variant_hand_size_huge": ("match.variant.hand_size", 10**9),
    "variant_trump_unknown": ("match.variant.trump", "jokers"),
    "variant_a_list": ("match.variant", [1]),
    "format_target_huge": ("match.match_format", {"kind": "wins", "target": 999}),
    "format_of_another_table": ("match.match_format", {"kind": "points", "target": 121}),
    "format_target_true": ("match.match_format", {"kind": "wins", "target": True}),
    "format_missing": ("match.match_format", _DELETE),
    "seed_text": ("match.seed", "11"),
    "seed_float": ("match.seed", 11.5),
    "seed_other": ("match.seed", 12),
    "seed_huge": ("match.seed", 10**100),
    "first_dealer_far": ("match.first_dealer", 7),
    "first_dealer_negative": ("match.first_dealer", -1),
    "first_dealer_text": ("match.first_dealer", "1"),
    "hands_empty": ("match.hands", []),
    "hands_not_list": ("match.hands", "all of them"),
    "hands_too_many": ("match.hands", [[]] * 600),
    "action_garbage": ("match.hands.0.0", "zz"),
    "action_nul": ("match.hands.0.0", "\x00"),
    "action_number": ("match.hands.0.0", 12),
    "action_repeated": ("match.hands.0.1", None),  # filled in below: the first action again
}
NEWER: dict[str, tuple[str, Any]] = {
    "payload_version_newer": ("version", PAYLOAD_VERSION + 1),
    "match_version_newer": ("match.version", 99),
}


def _edited(kind: str) -> dict[str, Any]:
    path, value = {**EDITS, **NEWER}[kind]
    if kind == "action_repeated":
        payload = _payload()
        payload["match"]["hands"][0][1] = payload["match"]["hands"][0][0]
        return payload
    return _edit(path, value if value is _DELETE else copy.deepcopy(value))


def test_a_real_save_loads_identically() -> None:
    payload = _payload("chiamata", actions=30)
    saved = read_saved_match(copy.deepcopy(payload))
    assert isinstance(saved, SavedMatch)
    assert saved.match.to_dict() == payload["match"]
    assert saved.levels == payload["levels"] and saved.match_id == payload["match_id"]


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_every_preset_is_accepted(variant: str) -> None:
    payload = _payload(variant, actions=12)
    assert read_saved_match(payload).match.to_dict() == payload["match"]


@pytest.mark.parametrize("kind", sorted(EDITS))
def test_an_edited_save_is_refused_with_a_save_error(kind: str) -> None:
    with pytest.raises(SaveError) as caught:
        read_saved_match(_edited(kind))
    assert not isinstance(caught.value, SaveFromNewerVersion)


@pytest.mark.parametrize("kind", sorted(NEWER))
def test_a_save_from_a_newer_version_is_called_newer(kind: str) -> None:
    with pytest.raises(SaveFromNewerVersion):
        read_saved_match(_edited(kind))


def _write_raw(store: Store, payload: dict) -> None:
    """The payload as a hand-edited file holds it (the store itself refuses to write such values)."""
    text = yaml.safe_dump({"format": 1, "match": payload}, allow_unicode=True) + END_MARKER + "\n"
    store.path("autosave").parent.mkdir(parents=True, exist_ok=True)
    store.path("autosave").write_text(text, encoding="utf-8")


@pytest.mark.parametrize("kind", sorted({**EDITS, **NEWER}))
def test_an_edited_autosave_is_set_aside_kept_and_told_once(tmp_path: Path, kind: str) -> None:
    store = Store(tmp_path)
    _write_raw(store, _edited(kind))
    original = store.path("autosave").read_bytes()
    fresh = Store(tmp_path)
    assert load_saved_match(fresh) is None
    newer = kind in NEWER
    assert fresh.notices == [(storage.NOTICE_NEWER if newer else storage.NOTICE_RESET)["autosave"]]
    kept = list(tmp_path.glob(f"autosave.yaml.{'newer' if newer else 'bad'}-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == original
    again = Store(tmp_path)
    assert load_saved_match(again) is None and again.notices == []


def test_an_unforeseen_exception_in_the_replay_is_a_save_error(monkeypatch: pytest.MonkeyPatch) -> None:
    def explode(data: object) -> Match:
        raise StopIteration("inside the rules core")

    monkeypatch.setattr(Match, "from_dict", staticmethod(explode))
    with pytest.raises(SaveError, match="StopIteration"):
        read_saved_match(_payload())


def test_a_two_seat_auction_would_crash_in_play() -> None:
    """Why the presets are the only tables accepted: this variant passes the rules core's
    own checks, yet cannot be played (the reason the old code crashed in play)."""
    from briscola_desktop.rules import Variant

    variant = Variant.from_dict(EDITS["variant_auction_two_seats"][1])
    match = Match(variant, MATCH_FORMATS["five_deals"], seed=1)
    with pytest.raises(Exception):  # noqa: B017 - any crash will do: it is refused before play
        for _ in range(200):
            match.apply(match.hand.legal_actions()[0])


# ----------------------------------------------------------------- fuzzing


def _paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            out += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node[:6]):
            out += _paths(value, (*prefix, i))
    return out


_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12),
    st.sampled_from(["two_players", "chiamata", "wins", "points", "deals", "called", "\x00", "easy", "hard",
                     "Ac", "pass", "bid:2:61", "two players", "tàvolo"]),
    st.lists(st.integers(min_value=-3, max_value=45), max_size=5),
    st.dictionaries(st.sampled_from(["kind", "target", "name", "players"]), st.integers(0, 200), max_size=3),
)
_BASES = {name: _payload(name, actions=9) for name in ("two_players", "chiamata", "briscolone", "four_teams")}


def _check_outcome(tmp_path: Path, raw: bytes, expected: dict[str, Any] | None) -> None:
    """The store and the save checks on ``raw``: a SavedMatch that round-trips, or nothing
    with the file kept aside and one notice. Never an exception."""
    for leftover in tmp_path.iterdir():
        leftover.unlink()
    store = Store(tmp_path)
    store.path("autosave").write_bytes(raw)
    saved = load_saved_match(store)
    if saved is None:
        assert len(store.notices) == 1
        kept = [p for p in tmp_path.iterdir() if p.name.startswith("autosave.yaml.")]
        assert len(kept) == 1 and kept[0].read_bytes() == raw
        return
    assert store.notices == []
    assert store.path("autosave").read_bytes() == raw  # a usable save stays where it is
    if expected is not None:
        assert saved.match.to_dict() == expected["match"]
    # Whatever was accepted is a real match: saved again, it loads to the same match.
    again = read_saved_match({"version": PAYLOAD_VERSION, "match_id": saved.match_id, "levels": saved.levels,
                              "match": saved.match.to_dict()})
    assert again.match.to_dict() == saved.match.to_dict()


@hyp_settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(base=st.sampled_from(sorted(_BASES)), data=st.data())
def test_fuzz_yaml_values_of_a_save(tmp_path: Path, base: str, data: st.DataObject) -> None:
    payload = copy.deepcopy(_BASES[base])
    paths = [p for p in _paths(payload) if p]
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(paths))
        node = payload
        try:
            for part in path[:-1]:
                node = node[part]
            value = data.draw(_VALUES)
            if isinstance(value, float) and math.isnan(value) and data.draw(st.booleans()):
                value = 0.0
            node[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue  # an earlier mutation changed the shape under this path
    store = Store(tmp_path)
    try:
        store.save_autosave(payload)
        raw = store.path("autosave").read_bytes()
    except StorageError:
        # Not data the game would write (a number as a mapping key): written as YAML by
        # hand, as an editor could, so the reading side still meets it.
        raw = (yaml.safe_dump({"format": 1, "match": payload}) + END_MARKER + "\n").encode()
    _check_outcome(tmp_path, raw, None)


@hyp_settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(base=st.sampled_from(sorted(_BASES)), data=st.data())
def test_fuzz_bytes_of_a_save(tmp_path: Path, base: str, data: st.DataObject) -> None:
    store = Store(tmp_path)
    store.save_autosave(_BASES[base])
    raw = bytearray(store.path("autosave").read_bytes())
    for _ in range(data.draw(st.integers(1, 4))):
        op = data.draw(st.sampled_from(["flip", "insert", "delete", "cut"]))
        at = data.draw(st.integers(0, max(0, len(raw) - 1)))
        if op == "flip" and raw:
            raw[at] ^= 1 << data.draw(st.integers(0, 7))
        elif op == "insert":
            raw[at:at] = data.draw(st.binary(min_size=1, max_size=8))
        elif op == "delete" and raw:
            del raw[at:at + data.draw(st.integers(1, 8))]
        elif op == "cut":
            del raw[at:]
    _check_outcome(tmp_path, bytes(raw), None)


def test_an_untouched_save_loads_identically_through_the_store(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.save_autosave(_BASES["chiamata"])
    _check_outcome(tmp_path, store.path("autosave").read_bytes(), _BASES["chiamata"])
