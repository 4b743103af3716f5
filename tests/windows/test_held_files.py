"""A file held open by another program on Windows: the save waits a moment, then keeps the new content
beside it and says so; nothing is lost.

Run as Windows by monkeypatching here (``atomic.WINDOWS``, and ``os.replace`` refusing as Windows does with
a sharing violation); tests/windows/test_windows_facts_under_wine.py does it for real under Wine.
"""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from briscola_desktop import atomic
from briscola_desktop.atomic import KeptBeside, write_atomic
from briscola_desktop.userfiles.document import REASON_IN_USE
from briscola_desktop.userfiles.store import Store

SHARING_VIOLATION = 32


def held(monkeypatch: pytest.MonkeyPatch, target: Path, refusals: int | None) -> list[str]:
    """``os.replace`` onto ``target`` refused ``refusals`` times (None: always), as Windows refuses a file
    another program opened without FILE_SHARE_DELETE; returns the targets asked for."""
    real = atomic.os.replace
    asked: list[str] = []

    def replace(source, destination):
        asked.append(str(destination))
        if Path(destination) == target and (refusals is None or asked.count(str(target)) <= refusals):
            raise PermissionError(errno.EACCES, "The process cannot access the file because it is being used "
                                                "by another process", str(destination), SHARING_VIOLATION)
        return real(source, destination)

    monkeypatch.setattr(atomic, "WINDOWS", True)
    monkeypatch.setattr(atomic.os, "replace", replace)
    monkeypatch.setattr(atomic.time, "sleep", lambda seconds: None)
    return asked


def test_a_file_let_go_within_a_moment_is_replaced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "settings.yaml"
    target.write_bytes(b"old")
    asked = held(monkeypatch, target, refusals=3)
    write_atomic(target, b"new")
    assert target.read_bytes() == b"new"
    assert asked.count(str(target)) == 4
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.yaml"]


def test_a_file_still_held_keeps_the_new_content_beside_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "settings.yaml"
    target.write_bytes(b"old")
    asked = held(monkeypatch, target, refusals=None)
    with pytest.raises(KeptBeside) as raised:
        write_atomic(target, b"new")
    assert asked.count(str(target)) == atomic.REPLACE_TRIES
    assert raised.value.kept == tmp_path / "settings.yaml.new"
    assert target.read_bytes() == b"old" and raised.value.kept.read_bytes() == b"new"
    assert "held open by another program" in str(raised.value)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.yaml", "settings.yaml.new"], "no temporary file"


def test_the_next_save_that_goes_through_removes_the_older_kept_version(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "settings.yaml"
    target.write_bytes(b"old")
    (tmp_path / "settings.yaml.new").write_bytes(b"kept by an earlier save")
    held(monkeypatch, target, refusals=0)
    write_atomic(target, b"newest")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.yaml"] and target.read_bytes() == b"newest"


def test_elsewhere_a_refused_replace_is_not_retried(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "settings.yaml"
    target.write_bytes(b"old")
    asked = held(monkeypatch, target, refusals=None)
    monkeypatch.setattr(atomic, "WINDOWS", False)
    with pytest.raises(PermissionError) as raised:
        write_atomic(target, b"new")
    assert not isinstance(raised.value, KeptBeside) and len(asked) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.yaml"]


def test_the_store_says_why_the_settings_were_not_saved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    settings = store.load_settings()
    assert store.save_settings(settings)
    before = store.path("settings").read_bytes()
    held(monkeypatch, store.path("settings"), refusals=None)
    settings.language = "it"
    assert not store.save_settings(settings)
    assert store.failure_reason == REASON_IN_USE
    assert store.path("settings").read_bytes() == before
    kept = store.path("settings").with_name(store.path("settings").name + ".new")
    assert b"language: it" in kept.read_bytes()
