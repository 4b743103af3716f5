"""New match from the pause menu: after the abandon is confirmed, the new-match screen over the
title, as the title's New match opens it; the match stays under Continue until a new one starts."""

from __future__ import annotations

import pygame

from briscola_desktop.app.core.scene import App
from briscola_desktop.app.screens.new_match_screen import NewMatchScene
from briscola_desktop.app.screens.title_screen import TitleScene
from briscola_desktop.app.table.dialogs import PauseScene
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.app.ui.dialog import ConfirmScene
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.rules import preset
from briscola_desktop.userfiles.store import Store

from tests.support.realtime import step_until


def _key(app: App, k: int) -> None:
    app.frame(0.016, [pygame.event.Event(pygame.KEYDOWN, key=k, unicode="", mod=0)])


def _press(app: App, label: str) -> None:
    top = app.stack.top
    button = next(b for b in top.group.buttons if b.label == label)
    button.action()
    app.frame(0.016)


def _table(app: App) -> TableScene:
    config = TableConfig(variant=preset("two_players"), seed=12, levels=("easy",), speed="normal",
                         threaded=False, record=True)
    table = TableScene(app, config)
    app.stack.push(table)
    step_until(app, lambda: table.person_to_act(), 0.05)
    assert table.play_card(table.legal_now()[0])
    return table


def test_new_match_in_the_pause_menu_asks_then_opens_the_new_match_screen(app: App, store: Store) -> None:
    title = TitleScene(app)
    app.stack.push(title)
    table = _table(app)
    _key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    _press(app, "New match")
    assert isinstance(app.stack.top, ConfirmScene)
    app.stack.top.answer_yes()
    app.frame(0.016)
    assert isinstance(app.stack.top, NewMatchScene), app.stack.scenes
    assert table not in app.stack.scenes
    assert app.stack.scenes[0] is title
    assert title.saved is not None and title.saved.match.to_dict() == table.local.match.to_dict()


def test_back_from_that_screen_finds_the_match_under_continue(app: App, store: Store) -> None:
    title = TitleScene(app)
    app.stack.push(title)
    _table(app)
    _key(app, pygame.K_ESCAPE)
    _press(app, "New match")
    app.stack.top.answer_yes()
    app.frame(0.016)
    _key(app, pygame.K_ESCAPE)   # Back from the new-match screen
    assert app.stack.top is title
    assert title.buttons.buttons[0].value == "menu.continue"


def test_keep_playing_leaves_the_table_as_it_was(app: App, store: Store) -> None:
    app.stack.push(TitleScene(app))
    table = _table(app)
    _key(app, pygame.K_ESCAPE)
    _press(app, "New match")
    app.stack.top.answer_no()
    app.frame(0.016)
    assert app.stack.top is table


def test_a_table_started_from_the_command_line_gets_a_title_beneath_the_new_match_screen(
        app: App, store: Store) -> None:
    _table(app)   # no title underneath, as `briscola --variant ...` starts it
    _key(app, pygame.K_ESCAPE)
    _press(app, "New match")
    app.stack.top.answer_yes()
    app.frame(0.016)
    assert isinstance(app.stack.top, NewMatchScene)
    assert [type(s) for s in app.stack.scenes] == [TitleScene, NewMatchScene]
