"""Shared by the hostile-file tests: a user folder holding one valid file of each of the six
kinds, the screen that reads each file, and what "loaded" means for each.

Not a test module (no ``test_`` prefix): the two test modules import it.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import pygame
import yaml

from briscola_desktop import i18n
from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.core.reviews import Reviews
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.scorepad import ScorePadFlow
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.review import Depth, HandRecord, analyse
from briscola_desktop.rules import MATCH_FORMATS, Match, HandState, default_format, preset
from briscola_desktop.scorepad import PointsHand, ScoreGame, ScorePadStore, Setup
from briscola_desktop.userfiles.autosave import PAYLOAD_VERSION, load_saved_match
from briscola_desktop.userfiles.document import END_MARKER
from briscola_desktop.userfiles.hands import HandHistory
from briscola_desktop.userfiles.seats import KeptSeat, SeatKeys
from briscola_desktop.userfiles.store import Store

#: The six files, by a short name, and where each lives in the user folder.
FILES = {"settings": "settings.yaml", "statistics": "statistics.yaml", "autosave": "autosave.yaml",
         "hands": "hands.yaml", "scorepad": "scorepad/autosave.yaml", "seats": "seats.yaml"}
QUICK = Depth.fixed(4)
# The Join screen reads the kept seats; it must not look for tables on this machine's network.
os.environ.setdefault("BRISCOLA_NO_DISCOVERY", "1")


def fill_valid_folder(folder: Path) -> None:
    """One valid file of each kind in ``folder``, written by the game's own code."""
    store = Store(folder)
    store.save_settings(store.load_settings())
    store.record_match("m1", variant="two_players", level="medium", won=True,
                       hands=[(70, 50, True), (61, 59, True)])
    store.record_friends_match("f1", variant="four_teams", won=None, hands=[(60, 60, None), (75, 45, True)])
    table = preset("two_players")
    match = Match(table, default_format(table), seed=11)
    for _ in range(7):
        match.apply(match.hand.legal_actions()[0])
    store.save_autosave({"version": PAYLOAD_VERSION, "match_id": "0123abcd", "levels": ["easy"],
                         "match": match.to_dict()})
    state = HandState(table, seed=3)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    record = HandRecord.from_state(state)
    HandHistory(store).add(record, analyse(record, depth=QUICK).cache())
    pad = ScorePadStore(folder)
    pad.load()
    setup = Setup.create(["Ada", "Bo"], "each_alone", MATCH_FORMATS["best_of_three"], 0)
    pad.start(ScoreGame(setup, [PointsHand((70, 50)), PointsHand((70, 50))]))
    pad.finish()
    pad.start(ScoreGame(setup, [PointsHand((30, 90))]))
    SeatKeys(store).remember(KeptSeat("192.168.1.20:47321", "K7Q2XD", "Bérénice", "Zq3_vYk-2mT8pLw0aXcR9A"))


def copy_folder(template: Path, folder: Path) -> Path:
    shutil.copytree(template, folder)
    return folder


def read_data(folder: Path, kind: str) -> Any:
    return yaml.safe_load((folder / FILES[kind]).read_text(encoding="utf-8"))


def write_data(folder: Path, kind: str, data: Any) -> bytes:
    """``data`` written as a hand-edited file would hold it (values the game would never write)."""
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True) + END_MARKER + "\n"
    raw = text.encode("utf-8", "surrogatepass")
    (folder / FILES[kind]).write_bytes(raw)
    return raw


# ---- what each file loads to ----------------------------------------------------------------------
def loaded(folder: Path, kind: str) -> Any:
    """What the game reads from the file of ``kind`` in ``folder``, as comparable plain values."""
    store = Store(folder)
    if kind == "settings":
        return store.load_settings()
    if kind == "statistics":
        return store.load_stats()
    if kind == "autosave":
        saved = load_saved_match(store)
        return None if saved is None else (saved.match.to_dict(), saved.levels, saved.match_id)
    if kind == "hands":
        return [(h.record, h.ended, h.cache) for h in HandHistory(store).hands()]
    if kind == "seats":
        return SeatKeys(store).seats()
    pad = ScorePadStore(folder)
    pad.load()
    return (None if pad.game is None else pad.game.to_dict(), [p.to_dict() for p in pad.past], pad.names)


def rewritten(value: Any, kind: str, folder: Path) -> Any:
    """``value`` (what :func:`loaded` gave) written by the game into an empty ``folder`` and read back."""
    store = Store(folder)
    if kind == "settings":
        store.save_settings(value)
    elif kind == "statistics":
        store.save_stats(value)
    elif kind == "autosave":
        if value is None:
            return None
        match, levels, match_id = value
        store.save_autosave({"version": PAYLOAD_VERSION, "match_id": match_id, "levels": levels, "match": match})
    elif kind == "hands":
        history = HandHistory(store)
        for record, _ended, cache in value:
            history.add(record, cache)
    elif kind == "seats":
        keys = SeatKeys(store)
        for seat in value:
            keys.remember(seat)
    else:
        pad = ScorePadStore(folder)
        game, past, names = value
        pad.game = None if game is None else ScoreGame.from_dict(game)
        from briscola_desktop.scorepad.store import PastGame
        pad.past = [PastGame.from_dict(p) for p in past]
        pad.names = names
        pad.save()
    return loaded(folder, kind)


def comparable(value: Any, kind: str) -> Any:
    """What survives a rewrite (a kept hand's time is set anew when it is kept again)."""
    if kind == "hands":
        return [(record, cache) for record, _ended, cache in value]
    return value


def set_aside(folder: Path, kind: str) -> list[Path]:
    path = folder / FILES[kind]
    return sorted(p for p in path.parent.glob(path.name + ".*-*") if ".bad-" in p.name or ".newer-" in p.name)


# ---- the screen that reads each file -------------------------------------------------------------------
@dataclass
class Screens:
    """A fresh App on a user folder, as the game starts on it, with a way to open each file's screen."""

    app: App
    store: Store

    @classmethod
    def start(cls, folder: Path) -> Screens:
        i18n.set_language("en")
        pygame.init()
        store = Store(folder)
        app = install(App((1024, 700), settings=store.load_settings(), store=store))
        app.reviews = Reviews(store, QUICK)
        return cls(app, store)

    def show(self) -> None:
        self.app.frame(0.016, [])
        self.app.draw()

    def open(self, kind: str) -> None:
        """Open and draw the screen(s) that read the file of ``kind``."""
        OPENERS[kind](self)

    def close(self) -> None:
        self.app.stack.clear()
        self.app.reviews.close()


def _settings(s: Screens) -> None:
    s.app.nav.go_home()
    s.show()
    s.app.nav.open(Screen.SETTINGS)
    s.show()


def _statistics(s: Screens) -> None:
    s.app.nav.open(Screen.STATISTICS)
    s.show()


def _autosave(s: Screens) -> None:
    s.app.nav.go_home()   # the title offers to continue the interrupted match, with its table named
    s.show()


def _hands(s: Screens) -> None:
    s.app.nav.open(Screen.HANDS)
    s.show()
    for kept in s.app.reviews.kept():
        if kept.cache is not None:   # a review without its analysis would start a process
            s.app.nav.open(Screen.REVIEW, record=kept.record)
            s.show()


def _scorepad(s: Screens) -> None:
    flow = ScorePadFlow.create(s.app, s.store.folder)
    s.app.stack.push(flow.home)
    s.show()
    flow.open_past()
    s.show()
    flow.open_game()
    s.show()


def _seats(s: Screens) -> None:
    s.app.nav.open(Screen.JOIN_TABLE)   # lists the kept seats (nothing is joined)
    s.show()


OPENERS: dict[str, Callable[[Screens], None]] = {
    "settings": _settings, "statistics": _statistics, "autosave": _autosave, "hands": _hands, "scorepad": _scorepad,
    "seats": _seats,
}
