"""The last hands kept for review: the newest twenty, atomic writes, damaged files set aside with a notice."""

from __future__ import annotations

import random
from pathlib import Path

import yaml

from briscola_desktop.userfiles.hands import FILE_NAME, LIMIT, NOTICE_RESET, HandHistory
from briscola_desktop.review import Depth, HandRecord, analyse
from briscola_desktop.rules import POINTS, HandState, Match, preset
from briscola_desktop.userfiles.store import END_MARKER, Store


def _hand(seed: int) -> HandRecord:
    state = HandState(preset("two_players"), seed=seed)
    while not state.is_over:
        state.apply(min(state.legal_actions(), key=lambda c: (POINTS[c], int(c))))
    return HandRecord.from_state(state)


def test_hands_are_kept_across_runs_newest_twenty(tmp_path: Path):
    history = HandHistory(Store(tmp_path))
    records = [_hand(s) for s in range(LIMIT + 3)]
    for r in records:
        assert history.add(r)
    again = HandHistory(Store(tmp_path)).hands()
    assert [h.record for h in again] == records[-LIMIT:]
    assert not list(tmp_path.glob(".*.tmp"))  # no temporary file left behind


def test_the_analysis_is_cached_and_rebuilt(tmp_path: Path):
    record = _hand(1)
    history = HandHistory(Store(tmp_path))
    history.add(record)
    review = analyse(record, depth=Depth.fixed(20))
    assert history.set_analysis(record, review.cache())
    kept = HandHistory(Store(tmp_path)).hands()[0]
    assert kept.cache == review.cache()


def test_a_damaged_file_is_set_aside_with_a_notice_and_the_list_starts_afresh(tmp_path: Path):
    (tmp_path / FILE_NAME).write_text("hands: [unclosed\n" + END_MARKER + "\n", encoding="utf-8")
    store = Store(tmp_path)
    history = HandHistory(store)
    assert history.hands() == []
    assert store.notices == [NOTICE_RESET]
    assert len(list(tmp_path.glob(FILE_NAME + ".bad-*"))) == 1
    assert history.add(_hand(2)) and len(HandHistory(Store(tmp_path)).hands()) == 1


def test_a_file_cut_short_is_damaged(tmp_path: Path):
    history = HandHistory(Store(tmp_path))
    history.add(_hand(3))
    path = tmp_path / FILE_NAME
    path.write_bytes(path.read_bytes()[:-60])
    store = Store(tmp_path)
    assert HandHistory(store).hands() == [] and store.notices == [NOTICE_RESET]


def test_a_hand_that_does_not_replay_is_set_aside_and_the_others_kept(tmp_path: Path):
    history = HandHistory(Store(tmp_path))
    good, bad = _hand(4), _hand(5)
    history.add(good)
    history.add(bad)
    path = tmp_path / FILE_NAME
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["hands"][1]["hand"]["actions"][0] = bad.actions[2]  # the same card twice: cannot replay
    path.write_text(yaml.safe_dump(data) + END_MARKER + "\n", encoding="utf-8")
    store = Store(tmp_path)
    kept = HandHistory(store).hands()
    assert [h.record for h in kept] == [good]
    assert store.notices == [NOTICE_RESET]
    backups = list(tmp_path.glob(FILE_NAME + ".bad-*"))
    assert len(backups) == 1 and backups[0].read_text(encoding="utf-8") != ""
    assert [h.record for h in HandHistory(Store(tmp_path)).hands()] == [good]


def test_a_cache_that_does_not_fit_is_dropped_alone(tmp_path: Path):
    record = _hand(6)
    history = HandHistory(Store(tmp_path))
    history.add(record, cache={"seat": 0, "seed": 0, "values": {"0": {"worlds": 5, "cards": {"coins_ace": 3}}}})
    store = Store(tmp_path)
    kept = HandHistory(store).hands()
    assert kept[0].record == record and kept[0].cache is None and store.notices == []


def test_a_hand_whose_deal_seed_needs_all_64_bits_is_kept_and_read_back(tmp_path) -> None:
    """Deal seeds are 64 random bits (half of them 2**63 or more): such a hand is kept like any other."""
    match = Match(preset("two_players"), seed=1)   # its first hand's deal seed is over 2**63
    rng = random.Random(0)
    while not match.hand.is_over:
        match.apply(rng.choice(match.hand.legal_actions()))
    record = HandRecord.from_match(match)
    assert record.seed >= 2**63
    assert HandHistory(Store(tmp_path)).add(record)
    assert [kept.record for kept in HandHistory(Store(tmp_path)).hands()] == [record]
