"""Switching the language in the middle of a match: the match stays exactly as it was, the screen
re-renders in the new language at once (status line, score bar, toolbar), no restart."""

from __future__ import annotations

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.play.seats import FirstLegal
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.app.screens.settings_screen import SettingsScene, apply_setting
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.app.text import TextCache
from briscola_desktop.rules import PRESETS
from briscola_desktop.userfiles.settings import Settings

from tests.support.realtime import step_until

DT = 1 / 60


@pytest.fixture
def drawn(monkeypatch):
    """Every text the screen renders, in order (TextCache.render is where all text goes)."""
    monkeypatch.setattr("briscola_desktop.play.runner.make_seat_player", lambda level, seed: FirstLegal())
    seen: list[str] = []
    original = TextCache.render

    def render(self, text, size, colour=(240, 236, 220), bold=False):
        seen.append(text)
        return original(self, text, size, colour, bold)

    monkeypatch.setattr(TextCache, "render", render)
    i18n.set_language("en")
    yield seen
    i18n.set_language("en")


def build(variant: str = "two_players") -> tuple[App, TableScene]:
    pygame.init()
    app = install(App((1024, 700), settings=Settings(language="en")))
    config = TableConfig(variant=PRESETS[variant], seed=11, speed="fast", threaded=False)
    table = TableScene(app, config)
    app.stack.push(table)
    return app, table


def play_until_persons_turn(app: App, table: TableScene) -> None:
    step_until(app, table.person_to_act, DT, what="the person's turn")


def board_state(table: TableScene) -> dict:
    b = table.board
    return {"hands": [list(h) for h in b.hands], "trick": list(b.trick), "points": list(b.points),
            "stock": b.stock, "trump": b.trump, "piles": list(b.piles), "dealer": b.dealer,
            "now": b.now, "idle": b.idle}


def play_cards(app: App, table: TableScene, tricks: int) -> None:
    for _ in range(tricks):
        play_until_persons_turn(app, table)
        table.play_card(table.legal_now()[0])
    play_until_persons_turn(app, table)


def test_switching_to_french_mid_match_keeps_the_match_and_redraws_in_french(drawn):
    app, table = build()
    play_cards(app, table, 3)
    hand = table.local.match.hand
    assert len(hand.tricks) >= 2 and not hand.is_over          # really mid-match
    saved = table.local.match.to_dict()
    board = board_state(table)
    legal = table.legal_now()
    app.draw()
    assert i18n.t("table.your_turn") in drawn                  # English status line ("Your turn...")
    english_toolbar = [b.label for b in table.toolbar.buttons]

    drawn.clear()
    apply_setting(app, "language", "fr")                        # the settings screen's path
    app.draw()

    assert i18n.language() == "fr" and app.settings.language == "fr"
    assert table.local.match.to_dict() == saved                       # not one action more or less
    assert board_state(table) == board                          # every card where it was
    assert table.legal_now() == legal and table.person_to_act()
    assert app.stack.top is table                               # no restart, same scene
    assert i18n.t("table.your_turn") in drawn                   # the status line, now French...
    french_status = i18n.t("table.your_turn")
    i18n.set_language("en")
    english_status = i18n.t("table.your_turn")
    i18n.set_language("fr")
    assert french_status != english_status and english_status not in drawn
    french_toolbar = [b.label for b in table.toolbar.buttons]   # the toolbar was rebuilt in layout()
    assert french_toolbar != english_toolbar
    # Hints off (the default): no Hint or Count button.
    assert french_toolbar == [i18n.t(k) for k in ("table.toolbar.menu", "table.toolbar.last_trick")]
    assert table.score_line() in drawn and "Vous" in table.score_line()

    # The match goes on as before: the next card is accepted and counted.
    before = len(table.local.match.hand.actions)
    assert table.play_card(table.legal_now()[0])
    assert len(table.local.match.hand.actions) == before + 1


def test_switching_through_the_settings_screen_over_the_table(drawn):
    # As a person does it: pause, settings, Right on the language row (English -> Italiano), back.
    app, table = build("chiamata")
    play_until_persons_turn(app, table)
    saved = table.local.match.to_dict()
    board = board_state(table)
    settings = SettingsScene(app)
    app.stack.push(settings)
    app.frame(DT, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")])
    assert i18n.language() == "it"
    app.frame(DT, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert app.stack.top is table
    drawn.clear()
    app.draw()
    assert table.local.match.to_dict() == saved
    # The board's clock ran on for the frame after Escape; nothing else on it moved.
    assert {k: v for k, v in board_state(table).items() if k != "now"} == \
        {k: v for k, v in board.items() if k != "now"}
    assert table.local.match.hand.phase.name == "AUCTION"             # seat 0 bids first
    assert i18n.t("table.your_bid") in drawn and "Tu" in table.score_line()
    # The bid buttons were rebuilt in Italian, not left in English.
    labels = [b.label for b in table.buttons.buttons]
    assert i18n.t("table.pass") in labels and i18n.t("table.pass") != "Pass"


def test_every_language_round_trip_leaves_the_match_untouched(drawn):
    app, table = build()
    play_cards(app, table, 2)
    saved, board = table.local.match.to_dict(), board_state(table)
    for code in ("it", "nb", "es", "fr", "en"):
        apply_setting(app, "language", code)
        app.draw()
        assert table.local.match.to_dict() == saved and board_state(table) == board
        assert i18n.t("table.your_turn") in drawn


def test_numbers_on_the_statistics_and_settings_screens_follow_the_language(drawn, tmp_path):
    from briscola_desktop.app.screens.stats_screen import StatsScene
    from briscola_desktop.userfiles.store import Store

    pygame.init()
    store = Store(tmp_path)
    stats = store.load_stats()
    stats.record_match("a", variant="two_players", level="hard", won=True, hands=[(70, 50, True), (61, 59, True)])
    store.save_stats(stats)
    app = install(App((1024, 700), settings=Settings(language="en"), store=store))
    scene = StatsScene(app)
    app.stack.push(scene)
    assert "65.5" in [c.text for c in scene.cells]
    apply_setting(app, "language", "it")                        # relayout rebuilds the cells
    texts = [c.text for c in scene.cells]
    assert "65,5" in texts and "65.5" not in texts
    app.stack.clear()
    settings = SettingsScene(app)
    app.stack.push(settings)
    volume = next(c for c in settings.form.controls if type(c).__name__ == "Slider")
    assert volume.value_text() == f"{round(volume.value * 100)}%"
    apply_setting(app, "language", "fr")
    drawn.clear()
    app.draw()
    assert volume.value_text() == f"{round(volume.value * 100)} %" and volume.value_text() in drawn
