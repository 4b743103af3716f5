"""Every label fits the widget that shows it at the smallest window (800x600), in all four languages.

The widgets draw their labels through ``TextCache.fit(text, size, max_width)``, which shrinks
text step by step (to 12 px at least) until it fits, and draws it too wide if even 12 px is
not enough. A recorder wraps ``fit`` and notes, for every label drawn, the size asked for,
the size it ended at and the width it took. A label fits when it is

- not cut: its width is within the width it was given, and
- still the size its widget meant: at most two of fit()'s 10 % steps smaller (>= 80 % of the
  requested size) and never below the 12 px floor. A bigger shrink reads as a different,
  squeezed font next to its neighbours; the cure is shorter wording in the locale file.

Each screen is built at 800x600 under the dummy video driver and drawn once: title, new
match, settings, statistics (with figures), every rules and strategy page, the table (two
players and the five-seat chiamata, with the hint and counting panel on), the pause menu,
a hand result and a match result.
"""

from __future__ import annotations

import math
import os
import re
import random
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.app.screens.new_match_screen import NewMatchScene
from briscola_desktop.app.screens.title_screen import TitleScene
from briscola_desktop.app.table.dialogs import PauseScene
from briscola_desktop.app.table.results import HandResultScene
from briscola_desktop.play.seats import FirstLegal
from briscola_desktop.app.screens.rules_screen import RulesScene
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.app.screens.settings_screen import SettingsScene
from briscola_desktop.app.screens.stats_screen import StatsScene
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.app.text import TextCache
from briscola_desktop.fonts import font
from briscola_desktop.rules import MATCH_FORMATS, PRESETS
from briscola_desktop.userfiles.store import Store

from tests.support.realtime import step_until

SMALLEST = (800, 600)
FLOOR = 12            # fit()'s own floor, and the smallest size fonts.py allows
MOST_SHRINK = 0.8     # two of fit()'s 10 % steps
DT = 1 / 60


@dataclass(frozen=True)
class Fitted:
    """One label as fit() drew it."""

    screen: str
    text: str
    wanted: int
    size: int
    max_width: int
    width: int

    @property
    def cut(self) -> bool:
        return self.width > self.max_width

    @property
    def squeezed(self) -> bool:
        return self.wanted >= FLOOR and self.size < max(FLOOR, math.ceil(self.wanted * MOST_SHRINK))

    def __str__(self) -> str:
        how = "cut" if self.cut else "squeezed"
        return (f"{self.screen}: {how} {self.text!r} (asked {self.wanted} px, drawn {self.size} px, "
                f"{self.width} px wide in {self.max_width})")


#: Set to a folder to keep a picture of every screen the fit tests walk (for the readers of a language).
SHOTS_ENV = "BRISCOLA_SHOTS_DIR"


class FitRecorder:
    """Wraps TextCache.fit to note every label it draws, and which screen drew it."""

    def __init__(self) -> None:
        self.screen = "?"
        self.seen: list[Fitted] = []
        self.pictures: dict[str, pygame.Surface] = {}

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        original = TextCache.fit
        recorder = self

        def fit(cache: TextCache, text: str, size: int, max_width: int, colour=(240, 236, 220),
                bold: bool = False) -> pygame.Surface:
            sizes: list[int] = []
            plain_render = cache.render

            def render(t: str, s: int, c=(240, 236, 220), b: bool = False) -> pygame.Surface:
                sizes.append(int(s))
                return plain_render(t, s, c, b)

            cache.render = render  # type: ignore[method-assign]  # only for this call
            try:
                surf = original(cache, text, size, max_width, colour, bold)
            finally:
                del cache.render
            recorder.seen.append(Fitted(recorder.screen, text, int(size), sizes[-1] if sizes else int(size),
                                        int(max_width), surf.get_width()))
            return surf

        monkeypatch.setattr(TextCache, "fit", fit)
        if os.environ.get(SHOTS_ENV):
            self._keep_pictures(monkeypatch)

    def _keep_pictures(self, monkeypatch: pytest.MonkeyPatch) -> None:
        """With ``BRISCOLA_SHOTS_DIR`` set, the last frame drawn of every screen the walk names (at the size
        its name ends with, if any) is kept, to be written as ``<dir>/<screen>.png`` when the test ends: the
        pictures a fresh reader of a language is given (docs/translations.md)."""
        original = App.draw
        recorder = self

        def draw(app: App) -> None:
            original(app)
            # A walk names a screen with its window size, then may go back to another size and run on: a
            # frame of another size is not that screen's picture (it mislabelled captures readers were given).
            named = re.search(r"(\d+)x(\d+)$", recorder.screen)
            if named is None or tuple(map(int, named.groups())) == app.screen.get_size():
                recorder.pictures[recorder.screen] = app.screen.copy()

        monkeypatch.setattr(App, "draw", draw)

    def write_pictures(self) -> None:
        folder = os.environ.get(SHOTS_ENV)
        if not folder:
            return
        out = Path(folder)
        out.mkdir(parents=True, exist_ok=True)
        for name, picture in self.pictures.items():
            slug = re.sub(r"[^A-Za-z0-9]+", "-", name).strip("-")
            if not slug:   # frames drawn before the walk named a screen ("?")
                continue
            pygame.image.save(picture, str(out / f"{slug}.png"))

    def problems(self) -> list[Fitted]:
        found: dict[tuple[str, str], Fitted] = {}
        for f in self.seen:
            if f.text.strip() and (f.cut or f.squeezed):
                found.setdefault((f.screen, f.text), f)
        return list(found.values())


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> FitRecorder:
    # Computer seats play their first legal card at once: the test is about labels, not the AI.
    monkeypatch.setattr("briscola_desktop.play.runner.make_seat_player", lambda level, seed: FirstLegal())
    rec = FitRecorder()
    rec.install(monkeypatch)
    yield rec
    rec.write_pictures()
    i18n.set_language("en")


def filled_store(folder: Path) -> Store:
    store = Store(folder)
    stats = store.load_stats()
    stats.record_match("a", variant="two_players", level="hard", won=True, hands=[(70, 50, True), (65, 55, True)])
    stats.record_match("b", variant="chiamata", level="mixed", won=False, hands=[(40, 80, False)])
    stats.record_match("c", variant="six_three_teams", level="easy", won=False, hands=[(60, 60, None)])
    stats.record_match("d", variant="briscolone", level="medium", won=True, hands=[(90, 30, True)])
    store.save_stats(stats)
    return store


def show(app: App, rec: FitRecorder, name: str, scene) -> None:
    rec.screen = name
    app.stack.push(scene)
    app.draw()


def table(app: App, variant: str, fmt: str | None = None, **extra) -> TableScene:
    config = TableConfig(variant=PRESETS[variant], fmt=MATCH_FORMATS[fmt] if fmt else None, seed=5,
                         speed="instant", threaded=False, hints=True, counting=True, **extra)
    return TableScene(app, config)


def run_until(app: App, cond) -> None:
    step_until(app, cond, DT)


def visit_every_screen(app: App, rec: FitRecorder, lang: str) -> None:
    show(app, rec, f"{lang} title", TitleScene(app))
    app.stack.clear()
    show(app, rec, f"{lang} new match", NewMatchScene(app, rng=random.Random(1)))
    app.stack.clear()
    show(app, rec, f"{lang} settings", SettingsScene(app))
    app.stack.clear()
    show(app, rec, f"{lang} statistics", StatsScene(app))
    app.stack.clear()
    for kind in ("rules", "strategy"):
        rules = RulesScene(app, kind)
        show(app, rec, f"{lang} {kind} page 1", rules)
        for page in range(1, len(rules.pages)):
            rec.screen = f"{lang} {kind} page {page + 1}"
            rules.go(page)
            app.draw()
        app.stack.clear()

    # The table at the person's turn: status line, score bar, toolbar, hint, counting panel.
    for variant in ("two_players", "chiamata"):
        scene = table(app, variant)
        show(app, rec, f"{lang} table {variant}", scene)
        run_until(app, scene.person_to_act)
        app.draw()
        show(app, rec, f"{lang} pause {variant}", PauseScene(app, on_new_match=scene.new_match,
                                                                 on_main_menu=scene.leave_for_title))
        app.stack.clear()

    # A hand result (best of three: the first hand leaves the match open), then the match result
    # with the deciding hand's detail; the count-up runs on each, labels drawn at every stage.
    scene = table(app, "two_players", "best_of_three", autoplay=True, result_pause=0.0)
    rec.screen = f"{lang} table to the hand result"
    app.stack.push(scene)
    run_until(app, lambda: isinstance(app.stack.top, HandResultScene))
    for name, screen in (("HandResultScene", "hand result"), ("MatchResultScene", "match result")):
        run_until(app, lambda: type(app.stack.top).__name__ == name)
        rec.screen = f"{lang} {screen}"
        for _ in range(120):
            if type(app.stack.top).__name__ != name:
                break
            app.frame(DT)
            app.draw()
    app.stack.clear()


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_label_fits_at_800x600(lang: str, recorder: FitRecorder, tmp_path: Path) -> None:
    pygame.init()
    i18n.set_language(lang)
    store = filled_store(tmp_path)
    settings = store.load_settings()
    settings.language = lang
    app = install(App(SMALLEST, settings=settings, store=store))
    visit_every_screen(app, recorder, lang)
    screens = {f.screen.split(" ", 1)[1] for f in recorder.seen}
    # The walk reached every screen and each drew labels through fit().
    for must in ("title", "new match", "settings", "statistics", "rules page 1", "table two_players",
                 "table chiamata", "pause two_players", "hand result"):
        assert must in screens, f"no label recorded on the {must} screen"
    problems = recorder.problems()
    assert not problems, "labels that do not fit at 800x600:\n" + "\n".join(map(str, problems))


def test_the_recorder_notices_a_label_that_is_cut_or_squeezed(recorder: FitRecorder) -> None:
    # The check itself must be able to fail.
    pygame.init()
    cache = TextCache()
    recorder.screen = "probe"
    cache.fit("A sentence far too long for a forty-pixel button", 20, 40)
    squeezed = "Short enough once squeezed"
    # 20 -> 18 -> 16 -> 14 px: three steps, below the 80 % line.
    cache.fit(squeezed, 20, font(14).size(squeezed)[0])
    cache.fit("Fits", 20, 200)
    problems = recorder.problems()
    assert [p.text for p in problems if p.cut] == ["A sentence far too long for a forty-pixel button"]
    assert [(p.text, p.size) for p in problems if not p.cut] == [(squeezed, 14)]
    assert recorder.seen[-1].size == 20 and not recorder.seen[-1].cut
