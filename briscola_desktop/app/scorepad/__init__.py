"""The score pad's screens: keep the score of a game played with real cards at a real table.

:func:`score_pad_home` is what ``app.nav.open(Screen.SCORE_PAD)`` shows (``registry.install``
registers it). The pad's screens reach one another only through the callbacks of
:class:`ScorePadFlow` (no screen imports another), and the logic they show is
:mod:`briscola_desktop.scorepad`, which imports no pygame.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from briscola_desktop.scorepad import PastGame, PointsEntry, ScoreGame, ScorePadStore, Setup

from briscola_desktop.i18n import t

from ..core.scene import App, Scene
from ..ui.dialog import ConfirmScene
from .count import CountScene
from .home import HomeScene
from .pad import PadScene
from .past import PastGamesScene
from .setup_screen import SetupScene


class ScorePadFlow:
    """Which screen follows which; owns the pad's store for as long as the pad is open."""

    def __init__(self, app: App, store: ScorePadStore) -> None:
        self.app, self.store = app, store
        self.home = HomeScene(app, store, on_continue=self.open_game, on_new=self.open_setup,
                              on_past=self.open_past, on_back=self.leave)

    @classmethod
    def create(cls, app: App, folder: Path | None = None) -> "ScorePadFlow":
        """Load the pad's file (from ``folder``, else the app's user folder) and build the home screen."""
        if folder is None and app.store is not None and hasattr(app.store, "folder"):
            folder = app.store.folder
        store = ScorePadStore(folder)
        store.load()
        return cls(app, store)

    # -- the ways between screens -------------------------------------------------------------
    def show_home(self) -> None:
        """Back to the pad's first screen (the screens above it are closed)."""
        self._file_finished_game()
        while self.app.stack.top is not self.home and self.app.stack.top is not None:
            self.app.stack.pop()

    def open_setup(self) -> None:
        """The set-up form; with an unfinished game in progress, ask first (Start replaces it)."""
        game = self.store.game
        if game is not None and not game.over and self.app.stack.top is self.home:
            self.app.stack.push(ConfirmScene(
                self.app, lambda: t("scorepad.ui.replace_question", names=", ".join(game.setup.names),
                                    hand=game.next_number),
                lambda: t("scorepad.ui.replace_yes"), lambda: t("scorepad.ui.replace_no"),
                lambda: self._replace_above_home(self._setup())))
            return
        self._replace_above_home(self._setup())

    def _setup(self) -> SetupScene:
        """The set-up form, offering the names of the last game started."""
        return SetupScene(self.app, self.start_game, self.show_home, self.store.names)

    def start_game(self, setup: Setup) -> None:
        game = ScoreGame(setup)
        self.store.start(game)
        self.open_game()

    def open_game(self) -> None:
        if self.store.game is None:
            return
        self._replace_above_home(PadScene(self.app, self.store, self.store.game, open_count=self.open_count,
                                          on_new_game=self.new_after_finish, on_past=self.open_past,
                                          on_home=self.show_home))

    def new_after_finish(self) -> None:
        self._file_finished_game()
        self.open_setup()

    def open_past(self) -> None:
        self._file_finished_game()
        self._replace_above_home(PastGamesScene(self.app, self.store, self.show_home, self.open_past_game))

    def open_past_game(self, past: PastGame) -> None:
        """A past game's hands, over the list (Back returns to it); nothing in it can be changed."""
        if past.game is None:
            return
        scene: PadScene | None = None

        def close() -> None:
            if scene is not None:
                self.app.stack.remove(scene)

        scene = PadScene(self.app, self.store, past.game, open_count=self.open_count, on_new_game=close,
                         on_past=close, on_home=close, read_only=True)
        self.app.stack.push(scene)

    def open_count(self, entry: PointsEntry, names: list[str], on_done: Callable[[], None]) -> None:
        self.app.stack.push(CountScene(self.app, entry, names, on_done))

    def leave(self) -> None:
        """Close the pad: back to the screen it was opened from (the title)."""
        self._file_finished_game()
        self.app.stack.remove(self.home)
        if self.app.stack.top is None:
            self.app.nav.go_home()

    # -- helpers -------------------------------------------------------------------------------
    def _replace_above_home(self, scene: Scene) -> None:
        while self.app.stack.top is not self.home and self.app.stack.top is not None:
            self.app.stack.pop()
        self.app.stack.push(scene)

    def _file_finished_game(self) -> None:
        """A won game moves to the past list when the person leaves its table (undo stays
        possible while it is shown)."""
        if self.store.game is not None and self.store.game.over:
            self.store.finish()


def score_pad_home(app: App, folder: Path | None = None) -> HomeScene:
    """The pad's first screen, its file loaded: the factory behind ``Screen.SCORE_PAD``."""
    return ScorePadFlow.create(app, folder).home


__all__ = ["ScorePadFlow", "score_pad_home"]
