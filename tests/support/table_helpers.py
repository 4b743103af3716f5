"""Building a table for scene tests: computer seats that answer at once, no threads."""

from __future__ import annotations

import pygame

from briscola_desktop.app.core.scene import App
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.play.seats import FirstLegal
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.rules import PRESETS

from .realtime import step_until

DT = 1 / 60


def build_table(name: str, size=(1280, 800), *, speed: str = "instant", hints: bool = True,
                counting: bool = True, seed: int = 5, fmt=None, store=None):
    pygame.init()
    app = install(App(size, store=store))
    config = TableConfig(variant=PRESETS[name], fmt=fmt, seed=seed, speed=speed, threaded=False, hints=hints,
                         counting=counting, record=store is not None)
    table = TableScene(app, config, make_player=lambda level, seed: FirstLegal())
    app.stack.push(table)
    return app, table


def persons_turn(app, table) -> None:
    step_until(app, lambda: table.person_to_act() and (not table.show_hint
                                                       or table.port.current_hint() is not None),
               DT, what="the person's turn")
    app.frame(DT)


def focus_card(app, table, index: int) -> None:
    table.input.focus_index = index
    table.input.hover = None
    app.frame(DT)


def toolbar_and_choices(table) -> list:
    return list(table.toolbar.buttons) + list(table.buttons.buttons)
