"""H and C at the table with hints off in the settings: a notice says so and where to turn them on;
the press is spent there, never kept to act on once hints are turned on."""

from __future__ import annotations

import pygame
import pytest

from briscola_desktop.app.core.scene import App
from briscola_desktop.app.table.board import Banner
from briscola_desktop.app.table.scene import HINTS_OFF_SECONDS, TableScene
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.rules import preset

from tests.support.realtime import step_until


def _key(app: App, k: int) -> None:
    app.frame(0.016, [pygame.event.Event(pygame.KEYDOWN, key=k, unicode="", mod=0)])


def _table(app: App) -> TableScene:
    config = TableConfig(variant=preset("two_players"), seed=12, levels=("easy",), speed="fast", threaded=False,
                         hints=app.settings.hints, counting=app.settings.counting_panel)
    table = TableScene(app, config)
    app.stack.push(table)
    step_until(app, lambda: table.person_to_act(), 0.05)
    return table


def _turn_hints_on(app: App, table: TableScene) -> None:
    """Settings (from the pause menu) with hints turned on, then back at the table."""
    app.settings.hints = True
    table.resume()
    app.frame(0.016)


@pytest.mark.parametrize("k", [pygame.K_h, pygame.K_c], ids=["H", "C"])
def test_with_hints_off_the_key_says_where_to_turn_them_on(app: App, k: int) -> None:
    table = _table(app)
    _key(app, k)
    assert table.notice == Banner("table.hints_off")
    assert table.banner_text(table.notice) == \
        "“Hints and card count” is off: turn it on in Settings (Esc)"
    assert not table.show_hint and not table.show_counting
    assert app.settings.counting_panel is False and app.settings.hints is False


def test_the_notice_stays_long_enough_to_read_then_goes(app: App) -> None:
    table = _table(app)
    _key(app, pygame.K_h)
    step_until(app, lambda: table.board.now > table.notice_until - 0.5, 0.05)
    assert table.notice is not None
    step_until(app, lambda: table.notice is None, 0.05)
    assert HINTS_OFF_SECONDS >= 3


def test_presses_with_hints_off_are_not_kept_for_later(app: App, store) -> None:
    # Two tables on the same settings: one pressed H and C (three times) while hints were off.
    pressed = _table(app)
    for k in (pygame.K_h, pygame.K_c, pygame.K_h):
        _key(app, k)
    _turn_hints_on(app, pressed)
    after_presses = (pressed.show_hint, pressed.show_counting, app.settings.counting_panel)
    app.stack.clear()
    app.settings.hints = False
    untouched = _table(app)
    _turn_hints_on(app, untouched)
    assert after_presses == (untouched.show_hint, untouched.show_counting, app.settings.counting_panel)
    # and from now on each press acts at once
    _key(app, pygame.K_h)
    assert untouched.show_hint is not after_presses[0]
