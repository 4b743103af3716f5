"""The match session when files or the disk let it down."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
import yaml

from briscola_desktop import atomic
from briscola_desktop.userfiles import store as storage
from briscola_desktop.play.session import MatchSession
from briscola_desktop.rules import MATCH_FORMATS, Match, preset
from briscola_desktop.userfiles.store import END_MARKER, Store, StorageError


def _finished(store: Store, match_id: str = "done") -> MatchSession:
    match = Match(preset("two_players"), MATCH_FORMATS["single_hand"], seed=3)
    session = MatchSession(store, match, levels=["easy"], match_id=match_id)
    while not match.is_over:
        match.apply(match.hand.legal_actions()[0])
        session.trick_done()
    return session


def _refuse_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic.tempfile, "mkstemp", refuse)


def test_a_finished_match_is_kept_until_the_statistics_are_written(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    session = _finished(store)
    saved = store.path("autosave").read_bytes()
    _refuse_writes(monkeypatch)
    assert session.match_done() is False  # not counted: the disk is full
    assert store.path("autosave").read_bytes() == saved  # the finished match is still on disk
    assert "storage.match_kept_for_stats" in store.notices and storage.NOTICE_SAVE_FAILED in store.notices
    assert store.failure_reason == storage.REASON_DISK_FULL
    monkeypatch.undo()
    # The next start finds the finished match, counts it once, and clears it.
    fresh = Store(tmp_path)
    assert MatchSession.resume(fresh) is None
    assert fresh.load_stats().matches_played == 1
    assert not fresh.path("autosave").exists()
    assert MatchSession.resume(Store(tmp_path)) is None
    assert Store(tmp_path).load_stats().matches_played == 1


def test_a_save_with_a_nul_in_its_table_name_is_set_aside(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = MatchSession(store, Match(preset("two_players"), seed=5), levels=["easy"], match_id="x")
    payload = session.payload()
    payload["match"]["variant"]["name"] = "two_players\x00"
    with pytest.raises(StorageError):   # the game never writes it...
        store.save_autosave(payload)
    text = yaml.safe_dump({"format": 1, "match": payload}) + END_MARKER + "\n"
    store.path("autosave").write_text(text, encoding="utf-8")   # ...but a hand-edited file may hold it
    fresh = Store(tmp_path)
    assert MatchSession.resume(fresh) is None
    assert fresh.notices == ["storage.autosave_reset"]
    assert len(list(tmp_path.glob("autosave.yaml.bad-*"))) == 1


@pytest.mark.parametrize("name", ["my table", "tàvolo"])
def test_a_finished_match_at_an_unknown_table_does_not_crash_the_start(tmp_path: Path, name: str) -> None:
    store = Store(tmp_path)
    session = _finished(store)
    payload = session.payload()
    payload["match"]["variant"]["name"] = name
    store.save_autosave(payload)
    fresh = Store(tmp_path)
    assert MatchSession.resume(fresh) is None  # the old code raised ValueError in record_match
    assert fresh.notices == ["storage.autosave_reset"]
    assert fresh.load_stats().matches_played == 0


def test_a_newer_save_is_called_newer(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = MatchSession(store, Match(preset("two_players"), seed=5), levels=["easy"], match_id="x")
    payload = session.payload()
    payload["version"] = 2
    store.save_autosave(payload)
    fresh = Store(tmp_path)
    assert MatchSession.resume(fresh) is None
    assert fresh.notices == ["storage.autosave_newer"]
    assert len(list(tmp_path.glob("autosave.yaml.newer-*"))) == 1


def test_any_exception_while_resuming_sets_the_save_aside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    MatchSession(store, Match(preset("two_players"), seed=5), levels=["easy"], match_id="x").save()

    def explode(self: MatchSession, *args: object, **kwargs: object) -> None:
        raise StopIteration("something the checks did not foresee")

    monkeypatch.setattr(MatchSession, "__init__", explode)
    fresh = Store(tmp_path)
    assert MatchSession.resume(fresh) is None
    assert fresh.notices == ["storage.autosave_reset"]


def test_continue_after_a_refused_save_resumes_the_match_as_played(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    match = Match(preset("two_players"), seed=9)
    session = MatchSession(store, match, levels=["easy"], match_id="x")
    session.save()
    _refuse_writes(monkeypatch)
    for _ in range(12):  # six tricks the disk never saw
        match.apply(match.hand.legal_actions()[0])
        session.trick_done()
    again = MatchSession.resume(store)  # what the title's Continue does after Main menu
    assert again is not None
    assert again.match.to_dict() == match.to_dict()
