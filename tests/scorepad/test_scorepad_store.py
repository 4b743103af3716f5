"""The score pad's file: survives a restart, keeps past games, sets a damaged file aside."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from briscola_desktop.rules import MATCH_FORMATS
from briscola_desktop.scorepad import (ChiamataHand, PointsHand, ScoreGame, ScorePadError, ScorePadStore, Seating,
                                       Setup, deals)
from briscola_desktop.scorepad.store import MAX_PAST_GAMES, NOTICE_FILE_NEWER, NOTICE_FILE_RESET, NOTICE_SAVE_FAILED_PAD
from briscola_desktop.userfiles.store import STATISTICS, Store

NOON = dt.datetime(2026, 12, 3, 12, 0, tzinfo=dt.timezone.utc)


def _store(folder: Path) -> ScorePadStore:
    return ScorePadStore(folder, clock=lambda: NOON)


def _game(*hands: tuple[int, int]) -> ScoreGame:
    game = ScoreGame(Setup.create(["Anna", "Bruno"], fmt=MATCH_FORMATS["best_of_three"], first_dealer=1))
    for pts in hands:
        game.record(PointsHand(pts))
    return game


def test_the_game_in_progress_survives_a_restart(tmp_path):
    store = _store(tmp_path)
    store.load()
    assert store.game is None and store.past == [] and store.notices == []
    game = _game((70, 50))
    assert store.start(game)
    game.record(PointsHand((30, 90)))
    assert store.save()
    again = _store(tmp_path)
    again.load()
    assert again.game is not None
    assert again.game.hands == game.hands and again.game.standing == game.standing
    assert again.game.setup == game.setup and again.game.next_dealer == game.next_dealer
    assert again.notices == []
    # Its own folder, apart from the statistics and the match against the computer.
    assert again.path == tmp_path / "scorepad" / again.path.name
    assert not Store(tmp_path).path(STATISTICS).exists()


def test_a_chiamata_evening_round_trips(tmp_path):
    store = _store(tmp_path)
    game = ScoreGame(Setup.create(list("ABCDE"), fmt=deals(4)))
    game.record(ChiamataHand(0, 2, 70, True, points=75))
    game.record(ChiamataHand(3, 3, 61, False))
    store.start(game)
    again = _store(tmp_path)
    again.load()
    assert again.game is not None and again.game.standing == game.standing and again.game.hands == game.hands


def test_finishing_moves_the_game_to_the_past_list_in_one_write(tmp_path):
    store = _store(tmp_path)
    store.load()
    game = _game((70, 50), (80, 40))
    store.start(game)
    with pytest.raises(ScorePadError):
        _store(tmp_path).finish()  # nothing in progress
    assert store.finish()
    assert store.game is None
    again = _store(tmp_path)
    again.load()
    assert again.game is None and len(again.past) == 1
    past = again.past[0]
    assert past.date == "2026-12-03T12:00+00:00"
    assert past.names == ("Anna", "Bruno") and past.seating is Seating.EACH_ALONE
    assert past.format == MATCH_FORMATS["best_of_three"] and past.winners == (0,) and past.tally == (2, 0)
    assert past.hands == 2


def test_an_unfinished_game_cannot_be_filed_as_past(tmp_path):
    store = _store(tmp_path)
    store.start(_game((70, 50)))
    with pytest.raises(ScorePadError):
        store.finish()
    assert store.abandon() and store.game is None and store.past == []


def test_the_past_list_keeps_the_newest_games(tmp_path):
    store = _store(tmp_path)
    for i in range(MAX_PAST_GAMES + 3):
        store.start(_game((70, 50), (80, 40)))
        assert store.finish()
    again = _store(tmp_path)
    again.load()
    assert len(again.past) == MAX_PAST_GAMES


def _reopened_after(tmp_path, change) -> tuple[ScorePadStore, bytes]:
    """A game saved, its file's bytes replaced by ``change(text)``, the pad opened again."""
    store = _store(tmp_path)
    store.start(_game((70, 50)))
    written = change(store.path.read_text(encoding="utf-8"))
    store.path.write_bytes(written)
    again = _store(tmp_path)
    again.load()
    return again, written


def _backups(store: ScorePadStore, kind: str) -> list[bytes]:
    return [p.read_bytes() for p in store.path.parent.glob(f"{store.path.name}.{kind}-*")]


@pytest.mark.parametrize("damage", [
    b"", b"\x00\x01binary\xff", "not: [valid yaml".encode(), b"just text\n",
])
def test_a_damaged_file_is_set_aside_with_a_notice(tmp_path, damage):
    again, _ = _reopened_after(tmp_path, lambda text: damage)
    assert again.game is None and again.notices == [NOTICE_FILE_RESET]
    assert _backups(again, "bad") == [damage]


@pytest.mark.parametrize("newer", [("format: 1\n", "format: 7\n"), ("  version: 1\n", "  version: 7\n")],
                         ids=["the data file", "the score pad's own part"])
def test_a_file_from_a_newer_version_is_kept_unchanged_and_said_so_not_called_damaged(tmp_path, newer):
    def edit(text: str) -> bytes:
        assert newer[0] in text
        return text.replace(newer[0], newer[1], 1).encode("utf-8")
    again, written = _reopened_after(tmp_path, edit)
    assert again.game is None and again.notices == [NOTICE_FILE_NEWER]
    assert _backups(again, "newer") == [written] and _backups(again, "bad") == []


def test_an_edited_game_that_does_not_add_up_is_set_aside_and_the_past_games_kept(tmp_path):
    store = _store(tmp_path)
    store.start(_game((70, 50), (80, 40)))
    store.finish()
    store.start(_game((70, 50)))
    text = store.path.read_text(encoding="utf-8")
    assert "- 70\n" in text
    store.path.write_text(text.replace("- 70\n", "- 75\n", 1), encoding="utf-8")  # 75 + 50 = 125
    again = _store(tmp_path)
    again.load()
    assert again.game is None and len(again.past) == 1 and again.notices == [NOTICE_FILE_RESET]
    assert list(store.path.parent.glob(store.path.name + ".bad-*"))
    # What checked out was written back: a third start finds it without a notice.
    third = _store(tmp_path)
    third.load()
    assert len(third.past) == 1 and third.notices == []


def test_a_damaged_past_entry_is_set_aside_and_the_game_in_progress_kept(tmp_path):
    store = _store(tmp_path)
    store.start(_game((70, 50), (80, 40)))
    store.finish()
    store.start(_game((70, 50)))
    text = store.path.read_text(encoding="utf-8")
    store.path.write_text(text.replace("2026-12-03T12:00+00:00", "yesterday"), encoding="utf-8")
    again = _store(tmp_path)
    again.load()
    assert again.game is not None and again.game.hands == (PointsHand((70, 50)),)
    assert again.past == [] and again.notices == [NOTICE_FILE_RESET]


def test_a_failed_save_keeps_the_game_in_memory_and_says_so(tmp_path):
    blocker = tmp_path / "blocked"
    blocker.write_text("a file where the folder should be")
    store = _store(blocker)
    game = _game((70, 50), (80, 40))
    assert not store.start(game)
    assert store.game is game and store.notices == [NOTICE_SAVE_FAILED_PAD]
    assert not store.finish()
    assert store.game is game and store.past == []  # nothing moved
