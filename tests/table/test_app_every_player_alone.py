"""The each-for-themselves tables of four to six seats in the app: offered, laid out, counted, resumed.

Scene tests with SDL's dummy drivers (no window opens); the self-test runs in a child process.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.app.entrance import main, registry
from briscola_desktop.app.screens.new_match_screen import NewMatchScene
from briscola_desktop.app.screens.title_screen import TitleScene
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.core.wording import seat_level_label
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.play.seats import FirstLegal
from briscola_desktop.play.session import MatchSession
from briscola_desktop.app.screens.stats_screen import StatsScene
from briscola_desktop.app.table import hud
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, Match, default_format, preset
from briscola_desktop.userfiles.store import Store

from tests.support.realtime import step_until

ROOT = Path(__file__).resolve().parents[2]
ALONE = {"four_players": 4, "five_players": 5, "six_players": 6}


def start(app: App, store: Store, *argv: str) -> TableScene:
    a = main.build_parser().parse_args(list(argv))
    variant = PRESETS[a.variant]
    table = main.start_table(app, a, store.load_settings(), store, variant, default_format(variant))
    table.config.threaded = False
    return table


def play_frames(app: App, until) -> None:
    """Step the loop until ``until()`` holds, bounded by the clock (see ``tests/support/realtime.py``)."""
    step_until(app, until, 1 / 30)


# --------------------------------------------------------------------------- the new-match screen


@pytest.mark.parametrize("name", sorted(ALONE))
def test_the_new_match_screen_offers_each_table_beside_the_team_tables(app: App, store: Store, name: str) -> None:
    players = ALONE[name]
    scene = NewMatchScene(app, rng=random.Random(2))
    app.stack.push(scene)
    seats = scene.form.controls[0]
    seats.step(players - scene.variant.players)
    assert scene.variant.players == players
    table = scene.form.controls[1]
    assert name in table.options and table.options.index(name) == len(table.options) - 1
    table.step(table.options.index(name) - table.options.index(scene.variant_name))
    assert scene.variant_name == name
    assert scene.format_name == "best_of_three"  # the usual format of an individual table
    assert i18n.t(f"newmatch.variant.{name}") in table.value_text().lower()
    level_labels = {seat_level_label(scene.variant, seat) for seat in range(1, players)}
    level_rows = [c for c in scene.form.controls if c.label() in level_labels]
    assert len(level_rows) == players - 1
    assert not any("partner" in c.label() for c in scene.form.controls)  # nobody is on your side
    with mock.patch.object(registry, "TableScene") as made:
        scene.start()
    config = made.call_args.args[1]
    assert config.variant == preset(name) and config.fmt == MATCH_FORMATS["best_of_three"]
    assert len(config.levels) == players - 1
    assert Store(store.folder).load_settings().variant == name


def test_the_names_read_apart_from_the_team_tables_in_every_language() -> None:
    for code in i18n.LANGUAGES:
        i18n.set_language(code)
        for name, players in ALONE.items():
            mine = i18n.t(f"newmatch.variant.{name}")
            others = [i18n.t(f"newmatch.variant.{n}") for n, v in PRESETS.items()
                      if v.players == players and n != name]
            assert mine and mine not in others, (code, name)
    i18n.set_language("en")


# --------------------------------------------------------------------------- the command line


@pytest.mark.parametrize("name", sorted(ALONE))
def test_the_command_line_starts_each_table(app: App, store: Store, name: str) -> None:
    table = start(app, store, "--variant", name, "--seed", "5", "--level", "easy,hard")
    assert app.stack.top is table and table.local.match.variant == preset(name)
    assert table.local.match.format == MATCH_FORMATS["best_of_three"]
    assert len(table.config.levels) == ALONE[name] - 1


def test_the_command_line_refuses_a_points_format_at_these_tables(capsys) -> None:
    parser = main.build_parser()
    a = parser.parse_args(["--variant", "six_players", "--format", "to_121"])
    with pytest.raises(SystemExit):
        main.check_choices(a, parser)
    assert "does not suit --variant six_players" in capsys.readouterr().err


# --------------------------------------------------------------------------- the table


@pytest.mark.parametrize("name", sorted(ALONE))
def test_every_seat_has_its_own_place_name_and_running_score(app: App, store: Store, name: str) -> None:
    players = ALONE[name]
    table = start(app, store, "--variant", name, "--seed", "8", "--autoplay", "--speed", "fast")
    play_frames(app, lambda: len(table.local.match.hand.tricks) >= 2 and table.board.idle)
    app.frame(1 / 30, [])
    model = table.hud
    assert model.bar_rows == 2 and table.lay.bar_height > 0
    names = [label.name for label in model.labels]
    assert len(names) == players == len(set(names)) == len(table.lay.seats)
    assert all(label.team is None for label in model.labels)  # no team colours: nobody is a partner
    assert "partner" not in " ".join(label.tags for label in model.labels)
    # The score bar: one entry per seat with that seat's points, then what is left in play.
    points = table.board.points
    for seat, seat_name in enumerate(names):
        assert i18n.t("table.score_entry", name=seat_name, points=points[seat]) in model.score_line
    assert sum(points) > 0
    # Seats sit apart: no two name labels or hands in the same spot.
    spots = {(round(p.label[0]), round(p.label[1])) for p in table.lay.seats}
    assert len(spots) == players


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_six_seats_fit_the_score_bar_at_small_windows(store: Store, monkeypatch, size) -> None:
    monkeypatch.setattr("briscola_desktop.play.runner.make_seat_player", lambda level, seed: FirstLegal())
    i18n.set_language("en")
    pygame.init()
    app = install(App(size, settings=store.load_settings(), store=store))
    table = start(app, store, "--variant", "six_players", "--seed", "8")
    app.frame(1 / 30, [])
    w = table.lay.size[0]
    line = app.text.fit(table.hud.score_line, table.lay.font_size, w - 2 * int(w * 0.012))
    assert line.get_width() <= w and line.get_height() < table.lay.bar_height
    app.stack.clear()


def test_bar_rows_grow_for_four_or_more_scores_only() -> None:
    rows = {name: hud.bar_rows(v) for name, v in PRESETS.items()}
    assert rows["four_players"] == rows["five_players"] == rows["six_players"] == rows["chiamata"] == 2
    assert rows["two_players"] == rows["four_teams"] == rows["six_three_teams"] == rows["three_players_36"] == 1


# --------------------------------------------------------------------------- statistics and saves


@pytest.mark.parametrize("name", sorted(ALONE))
def test_statistics_file_each_table_as_its_own(app: App, store: Store, name: str) -> None:
    match = Match(preset(name), MATCH_FORMATS["single_hand"], seed=4)
    session = MatchSession(store, match, levels=["medium"] * (ALONE[name] - 1), match_id=f"m-{name}")
    rng = random.Random(4)
    while not match.is_over:
        match.apply(rng.choice(match.hand.legal_actions()))
    assert session.match_done()
    stats = Store(store.folder).load_stats()
    assert set(stats.by_variant) == {name} and stats.by_variant[name].matches_played == 1
    scene = StatsScene(app)
    app.stack.push(scene)
    texts = [c.text for c in scene.cells]
    title = f"{ALONE[name]} players, {i18n.t(f'newmatch.variant.{name}')}"
    assert title in texts


@pytest.mark.parametrize("name", sorted(ALONE))
def test_a_saved_match_resumes_where_it_stood(app: App, store: Store, name: str) -> None:
    match = Match(preset(name), seed=31)
    rng = random.Random(3)
    for _ in range(ALONE[name] * 2 + 1):  # two tricks and a card
        match.apply(rng.choice(match.hand.legal_actions()))
    MatchSession(store, match, levels=["easy"] * (ALONE[name] - 1), match_id="r").save()
    title = TitleScene(app)
    app.stack.push(title)
    with mock.patch.object(TableScene, "update"):
        title.continue_match()
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert table.local.match.to_dict() == match.to_dict()
        board = table.board
        for seat in range(ALONE[name]):
            held = {s.card for s in board.sprites.values() if s.place == ("hand", seat)}
            assert held == set(match.hand.hands[seat])
        assert [c for _s, c in match.hand.table] == [s.card for s in board.sprites.values() if s.place[0] == "trick"]


# --------------------------------------------------------------------------- the self-test


@pytest.mark.parametrize("name", sorted(ALONE))
def test_the_self_test_plays_each_table(tmp_path: Path, name: str) -> None:
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "cfg"), "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-m", "briscola_desktop", "--self-test", "--variant", name],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert f"{name}" in out.stdout and "1/1 tables passed" in out.stdout
