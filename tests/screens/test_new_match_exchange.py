"""The new-match screen's row for the exchange of the seven: offered at the tables with a turned trump
(not chiamata, not Briscolone), off by default, explained in one line as the other rows are, built
into the table's variant, and remembered for next time. The command line's --exchange beside --variant."""

from __future__ import annotations

import random
from unittest import mock

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.app.entrance import main, registry
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.screens.new_match_screen import NewMatchScene
from briscola_desktop.app.ui.controls import Choice
from briscola_desktop.rules import PRESETS, ExchangeRule
from briscola_desktop.userfiles.store import Store


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def app(store: Store):
    pygame.init()
    application = install(App((1024, 700), settings=store.load_settings(), store=store))
    yield application
    application.stack.clear()


def exchange_row(scene: NewMatchScene) -> Choice | None:
    rows = [c for c in scene.form.controls if isinstance(c, Choice) and c.label() == "Exchange the seven"]
    assert len(rows) <= 1
    return rows[0] if rows else None


def texts(scene: NewMatchScene) -> list[str]:
    return [c.label() for c in scene.form.controls]


def start(app: App, scene: NewMatchScene):
    app.stack.push(scene)
    with mock.patch.object(registry, "TableScene") as table:
        scene.start()
    return table.call_args.args[1]


def test_the_row_is_offered_off_by_default_at_the_two_player_table(app: App) -> None:
    scene = NewMatchScene(app, rng=random.Random(1))
    assert scene.variant_name == "two_players"
    row = exchange_row(scene)
    assert row is not None and row.value == "off"
    assert row.options == ["off", "on", "after_trick"]
    assert [row.name(v) for v in row.options] == ["Off", "On", "After winning a trick"]
    # Its one line of explanation follows the value, right under it.
    index = scene.form.controls.index(row)
    note = scene.form.controls[index + 1]
    assert note.label() == i18n.t("exchange.about.off")
    row.step(1)
    assert note.label() == i18n.t("exchange.about.on")
    config = start(app, NewMatchScene(app, rng=random.Random(1)))
    assert config.variant.exchange is ExchangeRule.OFF


@pytest.mark.parametrize("variant", ["chiamata", "briscolone", "briscolone_free"])
def test_no_row_where_there_is_no_turned_trump(app: App, variant: str) -> None:
    scene = NewMatchScene(app)
    if variant == "chiamata":
        scene.set_seats(5)
    else:
        scene.set_variant(variant)
    assert scene.variant_name == variant
    assert exchange_row(scene) is None
    assert not any(label.startswith(i18n.t("exchange.about.off")[:20]) for label in texts(scene))


def test_the_choice_is_played_remembered_and_kept_across_tables(app: App, store: Store) -> None:
    scene = NewMatchScene(app, rng=random.Random(2))
    exchange_row(scene).step(2)                      # after a won trick
    assert scene.exchange_name == "after_trick"
    scene.set_seats(5)                               # chiamata: no row, the choice waits
    assert exchange_row(scene) is None
    scene.set_seats(2)
    assert exchange_row(scene).value == "after_trick"
    config = start(app, scene)
    assert config.variant.exchange is ExchangeRule.AFTER_TRICK and config.variant.name == "two_players"
    assert Store(store.folder).load_settings().exchange == "after_trick"
    # Next time the screen opens with it.
    again = NewMatchScene(app)
    assert exchange_row(again).value == "after_trick"
    # A chiamata match is started without it and leaves the remembered choice alone.
    again.set_seats(5)
    config = start(app, again)
    assert config.variant.exchange is ExchangeRule.OFF
    assert Store(store.folder).load_settings().exchange == "after_trick"


def test_four_seats_in_teams_offer_it_too(app: App) -> None:
    scene = NewMatchScene(app)
    scene.set_seats(4)
    scene.set_variant("four_teams")
    exchange_row(scene).step(1)
    assert start(app, scene).variant.exchange is ExchangeRule.ON


# --------------------------------------------------------------------------- the command line

def test_the_command_line_takes_exchange_beside_variant() -> None:
    parser = main.build_parser()
    args = parser.parse_args(["--variant", "two_players", "--exchange", "after_trick", "--seed", "3"])
    main.check_choices(args, parser)
    assert args.exchange == "after_trick" and main.wants_table(args)
    assert main.wants_table(parser.parse_args(["--exchange", "on"]))
    with pytest.raises(SystemExit):
        parser.parse_args(["--exchange", "sometimes"])


@pytest.mark.parametrize("argv", [["--variant", "chiamata", "--exchange", "on"],
                                  ["--variant", "briscolone", "--exchange", "after_trick"],
                                  ["--join", "127.0.0.1:5000", "--code", "ABCDEF", "--name", "Ann", "--exchange", "on"],
                                  ["--score-pad", "--exchange", "on"]])
def test_the_command_line_refuses_it_where_it_cannot_be_played(argv, capsys) -> None:
    parser = main.build_parser()
    with pytest.raises(SystemExit) as exit_:
        main.check_choices(parser.parse_args(argv), parser)
    assert exit_.value.code == 2
    assert "exchange" in capsys.readouterr().err


def test_off_is_allowed_anywhere_and_the_variant_gets_the_rule() -> None:
    parser = main.build_parser()
    main.check_choices(parser.parse_args(["--variant", "chiamata", "--exchange", "off"]), parser)
    assert main.with_exchange(PRESETS["two_players"], "on").exchange is ExchangeRule.ON
    assert main.with_exchange(PRESETS["chiamata"], "on") == PRESETS["chiamata"]
    assert main.with_exchange(PRESETS["two_players"], "nonsense") == PRESETS["two_players"]
