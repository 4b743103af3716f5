"""The deck rows of the settings and new-match screens: a regional pattern chosen in either is
drawn at once and saved; its own back greys out the card-back row, and the rank index row is
open only for the patterns that print no numerals."""

from __future__ import annotations

import random

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.screens.new_match_screen import NewMatchScene
from briscola_desktop.app.screens.settings_screen import SettingsScene
from briscola_desktop.app.ui.controls import Choice
from briscola_desktop.rules.cards import card_from_key
from briscola_desktop.userfiles.settings import DECK_STYLES, REGIONAL_STYLES, UNNUMBERED_STYLES
from briscola_desktop.userfiles.store import Store


@pytest.fixture
def app(store: Store):
    i18n.set_language("en")
    pygame.init()
    application = install(App((1024, 700), settings=store.load_settings(), store=store))
    yield application
    application.stack.clear()


def _deck_row(scene) -> Choice:
    return next(c for c in scene.form.controls if isinstance(c, Choice) and c.options == list(DECK_STYLES))


def test_every_deck_is_offered_in_settings_and_each_greys_out_the_rows_it_has_no_use_for(app: App, store: Store):
    scene = SettingsScene(app)
    app.stack.push(scene)
    row = _deck_row(scene)
    seen = []
    for _ in DECK_STYLES:
        row.step(1)
        style = app.settings.deck_style
        seen.append(style)
        assert app.cards.style == style
        assert scene.card_back.enabled == (style not in REGIONAL_STYLES)
        assert scene.rank_index.enabled == (style in UNNUMBERED_STYLES)
        assert scene.four_colour.enabled == (style == "french")
        assert Store(store.folder).load_settings().deck_style == style
    assert sorted(seen) == sorted(DECK_STYLES)


def test_the_rank_index_row_draws_numbers_on_the_napoletane(app: App):
    scene = SettingsScene(app)
    app.stack.push(scene)
    row = _deck_row(scene)
    row.set_options(row.options, "siciliane")
    row.on_change("napoletane")
    seven = card_from_key("cups_seven")
    plain = pygame.image.tobytes(app.cards.face(seven, 90), "RGBA")
    scene.rank_index.on_change(True)
    assert app.settings.rank_index is True and app.cards.renderer.rank_index is True
    assert pygame.image.tobytes(app.cards.face(seven, 90), "RGBA") != plain


def test_the_new_match_screen_chooses_the_deck_too(app: App, store: Store):
    scene = NewMatchScene(app, rng=random.Random(3))
    app.stack.push(scene)
    row = _deck_row(scene)
    assert row.value == app.settings.deck_style
    row.set_options(row.options, "siciliane")
    row.step(1)
    assert app.settings.deck_style == row.value == "trevigiane"
    assert app.cards.style == "trevigiane"
    assert Store(store.folder).load_settings().deck_style == "trevigiane"


def test_a_regional_deck_chosen_mid_match_is_ready_before_the_tables_next_frame(app: App):
    from briscola_desktop.app.table.scene import TableScene
    from briscola_desktop.play.runner import TableConfig
    from briscola_desktop.rules import MATCH_FORMATS, PRESETS

    config = TableConfig(variant=PRESETS["two_players"], fmt=MATCH_FORMATS["best_of_three"], seed=5,
                         levels=("easy",), speed="instant", threaded=False)
    table = TableScene(app, config)
    app.stack.push(table)
    for _ in range(20):
        app.frame(1 / 30, [])
    before = pygame.image.tobytes(app.screen, "RGB")
    settings = SettingsScene(app)
    app.stack.push(settings)
    _deck_row(settings).on_change("piacentine")
    settings.back()   # back to the table, as from its pause menu
    renderer = app.cards.renderer
    # The face sets of the new deck were rasterised when it was chosen, not inside the next frame.
    prepared = {key[0] for key in renderer._faces}
    assert "piacentine" in prepared
    app.frame(1 / 30, [])
    assert app.stack.top is table and app.cards.style == "piacentine"
    assert pygame.image.tobytes(app.screen, "RGB") != before
