"""At the table when the disk refuses: said once, here, with the
reason; Main menu keeps the match in memory so Continue resumes it as played."""

from __future__ import annotations

import errno
import os

import pygame
import pytest

from briscola_desktop import atomic, i18n
from briscola_desktop.userfiles import store as storage
from briscola_desktop.app.entrance import main
from briscola_desktop.app.core.scene import App
from briscola_desktop.play.session import MatchSession
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.app.ui.dialog import NoticeScene
from briscola_desktop.rules import MATCH_FORMATS, PRESETS
from briscola_desktop.userfiles.store import Store

from tests.support.realtime import ticks


def _refuse_writes(monkeypatch: pytest.MonkeyPatch, number: int = errno.ENOSPC) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError(number, os.strerror(number))

    monkeypatch.setattr(atomic.tempfile, "mkstemp", refuse)


def _refuse_statistics(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the statistics file cannot be written (the disk filled up just then)."""
    real = atomic.tempfile.mkstemp

    def mkstemp(*args: object, **kwargs: object) -> tuple[int, str]:
        if str(kwargs.get("prefix", "")).startswith(".statistics"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(atomic.tempfile, "mkstemp", mkstemp)


def _start(app: App, store: Store, fmt: str = "best_of_three") -> TableScene:
    args = main.build_parser().parse_args(["--seed", "5", "--speed", "instant", "--format", fmt])
    table = main.start_table(app, args, store.load_settings(), store, PRESETS["two_players"], MATCH_FORMATS[fmt])
    table.config.threaded = False
    return table


def _play(app: App, table: TableScene, tricks: int, notices: list) -> None:
    """Step the real loop, the person playing their first legal card, until ``tricks`` more
    tricks are taken; every notice that comes up is read and closed."""
    for _ in ticks(what=f"trick {tricks}"):
        top = app.stack.top
        if isinstance(top, NoticeScene):
            notices.append([line for line in top.keys])
            app.draw()
            app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")])
            continue
        if top is table and table.person_to_act():
            table.submit(table.legal_now()[0])
        elif top is not table:
            app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")])
            continue
        app.frame(1 / 60)
        taken = sum(len(h) for h in table.local.match.to_dict()["hands"]) // 2
        if taken >= tricks:
            return


def test_a_refused_save_is_said_once_at_the_table_with_its_reason(app: App, store: Store,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    table = _start(app, store)
    _refuse_writes(monkeypatch)
    notices: list = []
    _play(app, table, 12, notices)
    assert len(notices) == 1, notices  # once, however many tricks failed to save
    key, params = notices[0][0]
    assert key == "storage.progress_not_saved" and params["reason"] == i18n.t("storage.reason_disk_full")
    assert "the disk is full" in i18n.t(key, **params)
    assert storage.NOTICE_SAVE_FAILED not in store.notices  # told here: the title will not repeat it


def test_a_read_only_folder_gives_its_own_reason(app: App, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    table = _start(app, store)
    _refuse_writes(monkeypatch, errno.EROFS)
    notices: list = []
    _play(app, table, 2, notices)
    assert notices and notices[0][0][1]["reason"] == i18n.t("storage.reason_read_only")


def test_main_menu_keeps_the_match_for_continue_when_the_disk_refuses(app: App, store: Store,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    table = _start(app, store)
    _play(app, table, 1, [])  # saved to disk up to here
    on_disk = store.path("autosave").read_bytes()
    _refuse_writes(monkeypatch)
    _play(app, table, 7, [])  # six tricks the disk never saw
    played = table.local.match.to_dict()
    table.leave_for_title()
    title = app.stack.top
    assert getattr(title, "is_home", False)
    assert title.saved is not None, "Continue is offered"
    assert title.saved.match.to_dict() == played  # the match as played, not the stale file
    assert store.path("autosave").read_bytes() == on_disk  # nothing on disk was lost either


def test_a_finished_match_the_statistics_cannot_take_is_kept_and_said(app: App, store: Store,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    table = _start(app, store, "single_hand")
    _refuse_statistics(monkeypatch)
    notices: list = []
    for _ in ticks(what="the end of the match"):
        if table.local.match.is_over and isinstance(app.stack.top, NoticeScene):
            break
        top = app.stack.top
        if isinstance(top, NoticeScene):
            notices.append(list(top.keys))
            app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")])
        elif top is table and table.person_to_act():
            table.submit(table.legal_now()[0])
        app.frame(1 / 60)
        if type(app.stack.top).__name__ == "HandResultScene":  # read it: the match result follows
            app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")])
    assert table.local.match.is_over
    told = [k for group in notices + [list(app.stack.top.keys)] for k in group]
    assert "storage.match_kept_for_stats" in told
    assert store.path("autosave").exists()  # the finished match waits on disk for the statistics
    monkeypatch.undo()
    # The next start counts it, once.
    assert Store(store.folder).load_stats().matches_played == 0
    fresh = Store(store.folder)
    assert MatchSession.resume(fresh) is None
    assert fresh.load_stats().matches_played == 1
