"""An interrupted match is never replaced unasked, and command-line options stay in their run."""

from __future__ import annotations

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.app.entrance import main
from briscola_desktop.app.screens.new_match_screen import NewMatchScene
from briscola_desktop.app.screens.title_screen import TitleScene
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.play.session import MatchSession
from briscola_desktop.app.table.dialogs import PauseScene
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.app.ui.dialog import ConfirmScene
from briscola_desktop.rules import Match, preset
from briscola_desktop.userfiles.store import Store

from tests.support.table_helpers import build_table


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield


@pytest.fixture
def app(store: Store):
    pygame.init()
    application = install(App((1024, 700), settings=store.load_settings(), store=store))
    yield application
    application.stack.clear()
    pygame.display.quit()


def interrupted(store: Store) -> Match:
    match = Match(preset("two_players"), seed=77)
    match.apply(match.hand.legal_actions()[0])
    MatchSession(store, match, levels=["hard"], match_id="saved-1").save()
    return match


def test_new_match_on_the_title_asks_before_abandoning_the_interrupted_one(app, store):
    interrupted(store)
    title = app.nav.open(main.Screen.TITLE)
    title.new_match()
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene)
    assert "2 players" in ask.message() and [b.label for b in ask.buttons.buttons] == ["Abandon it", "Continue it"]
    ask.answer_no()                                   # Continue it: the saved match, not a new one
    assert isinstance(app.stack.top, TableScene) and app.stack.top.local.session.match_id == "saved-1"
    app.nav.go_home()
    title = app.stack.top
    title.new_match()
    app.stack.top.answer_yes()                        # Abandon it: on to the new-match screen
    assert isinstance(app.stack.top, NewMatchScene)


def test_without_an_interrupted_match_new_match_asks_nothing(app):
    title = app.nav.open(main.Screen.TITLE)
    title.new_match()
    assert isinstance(app.stack.top, NewMatchScene)


def test_new_match_in_the_pause_menu_asks_first():
    app, table = build_table("two_players", hints=False, counting=False)
    try:
        table.open_pause()
        seed_before = table.local.match.seed
        app.stack.top.new_match()
        ask = app.stack.top
        assert isinstance(ask, ConfirmScene) and "hand 1" in ask.message()
        ask.answer_no()                               # keep playing this one
        assert app.stack.top is table and table.local.match.seed == seed_before
        table.open_pause()
        app.stack.top.new_match()
        app.stack.top.answer_yes()                    # abandon it: choose the new match first
        assert isinstance(app.stack.top, NewMatchScene) and table not in app.stack.scenes
    finally:
        pygame.display.quit()


def test_table_options_on_the_command_line_ask_before_replacing_an_interrupted_match(app, store):
    interrupted(store)
    args = main.build_parser().parse_args(["--variant", "briscolone", "--seed", "5"])
    variant = preset("briscolone")
    main.ask_then_start_table(app, args, app.settings, store, variant, main.default_format(variant))
    assert isinstance(app.stack.top, ConfirmScene) and isinstance(app.stack.scenes[0], TitleScene)
    app.stack.top.answer_yes()
    assert isinstance(app.stack.top, TableScene) and app.stack.top.variant.name == "briscolone"


def test_table_options_start_at_once_when_nothing_is_interrupted(app, store):
    args = main.build_parser().parse_args(["--variant", "briscolone", "--seed", "5"])
    variant = preset("briscolone")
    main.ask_then_start_table(app, args, app.settings, store, variant, main.default_format(variant))
    assert isinstance(app.stack.top, TableScene)


def test_command_line_options_are_for_that_run_only(app, store):
    settings = app.settings
    settings.animation_speed, settings.deck_style = "slow", "italian"
    args = main.build_parser().parse_args(["--speed", "fast", "--deck", "french", "--fullscreen"])
    app.run_only = main.apply_command_line(settings, args)
    assert settings.animation_speed == "fast" and settings.deck_style == "french"   # used in this run
    app.save_settings()
    saved = Store(store.folder).load_settings()
    assert (saved.animation_speed, saved.deck_style, saved.fullscreen) == ("slow", "italian", False)
    settings.animation_speed = "normal"        # the person chose a speed in Settings meanwhile: kept
    settings.volume = 0.3
    app.save_settings()
    saved = Store(store.folder).load_settings()
    assert saved.animation_speed == "normal" and saved.volume == pytest.approx(0.3) and saved.deck_style == "italian"
