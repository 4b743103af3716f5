"""How long the finished trick stays: read per card alike at every table size, the longer pause,
and "Keep the finished trick until I click" (saved in the settings, honoured by the board and the
table; a demo that plays itself never waits)."""

from __future__ import annotations

import pygame
import pytest

from briscola_desktop.app.core.scene import App
from briscola_desktop.app.screens.settings_screen import SettingsScene
from briscola_desktop.app.table.board import Board
from briscola_desktop.app.table.board import timing
from briscola_desktop.app.table.board.choreography import trick_won
from briscola_desktop.app.table.layout import table_layout
from briscola_desktop.app.table.scene import CLICK_TO_GO_ON, TableScene
from briscola_desktop.app.ui.controls import Choice
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.rules import PRESETS, Match, preset
from briscola_desktop.rules import events as ev
from briscola_desktop.userfiles.settings import Settings
from briscola_desktop.userfiles.store import Store

from tests.support.realtime import step_until

SIZE = (1280, 800)


@pytest.mark.parametrize("cards", [3, 4, 5, 6])
def test_a_bigger_trick_is_read_no_faster_per_card_than_two(cards: int) -> None:
    assert timing.trick_read(cards) / cards >= timing.trick_read(2) / 2


def test_the_longer_pause_doubles_and_until_a_click_keeps_at_least_the_usual_time() -> None:
    for cards in (2, 5):
        assert timing.trick_read(cards, "long") == pytest.approx(2 * timing.trick_read(cards))
        assert timing.trick_read(cards, "click") == pytest.approx(timing.trick_read(cards))
    assert timing.trick_read(2, "no such pause") == timing.trick_read(2)


def test_the_setting_is_saved_and_a_bad_value_falls_back_to_normal(tmp_path) -> None:
    store = Store(tmp_path)
    settings = store.load_settings()
    assert settings.trick_pause == "normal"
    settings.trick_pause = "click"
    store.save_settings(settings)
    assert Store(tmp_path).load_settings().trick_pause == "click"
    kept, refused = Settings.read({"trick_pause": "forever", "sound": False})
    assert kept.trick_pause == "normal" and refused == ["trick_pause"] and kept.sound is False
    assert Settings.read({"trick_pause": ["click"]})[0].trick_pause == "normal"


def _board_after_a_trick(pause: str) -> Board:
    variant = PRESETS["two_players"]
    match = Match(variant, seed=3)
    board = Board(variant, "normal")
    board.trick_pause = pause
    board.layout = table_layout(SIZE, variant.players, variant.hand_size, 1.5)
    board.enqueue(list(match.hand.deal_events))
    hand = match.hand
    while not hand.tricks:
        board.enqueue(match.apply(hand.legal_actions()[0], seat=hand.to_act))
    for _ in range(30 * 20):   # twenty seconds of frames
        board.update(1 / 30)
    return board


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode(SIZE)
    yield


def test_until_a_click_the_trick_stays_and_draws_no_frames_then_a_click_sweeps_it() -> None:
    board = _board_after_a_trick("click")
    assert board.waiting_for_click and board.trick_winner is not None and len(board.trick) == 2
    assert not board.idle and not board.animating
    board.hurry()   # the click (or a key)
    assert not board.waiting_for_click
    for _ in range(60):
        board.update(1 / 30)
    assert board.idle and board.trick == [] and board.last_trick is not None


def test_with_the_usual_pause_the_trick_is_swept_by_itself() -> None:
    board = _board_after_a_trick("normal")
    assert board.idle and board.trick == [] and not board.waiting_for_click


def _table(app: App, *, autoplay: bool = False) -> TableScene:
    config = TableConfig(variant=preset("two_players"), seed=12, levels=("easy",), speed="fast",
                         threaded=False, autoplay=autoplay, autoplay_level="easy")
    table = TableScene(app, config)
    app.stack.push(table)
    return table


def _click(app: App, pos: tuple[int, int]) -> None:
    app.frame(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


@pytest.mark.parametrize("go_on", ["click", "key"])
def test_at_the_table_the_trick_waits_says_so_and_a_click_or_key_goes_on(app: App, go_on: str) -> None:
    app.settings.trick_pause = "click"
    table = _table(app)
    step_until(app, lambda: table.person_to_act(), 0.05)
    table.play_card(table.legal_now()[0])
    step_until(app, lambda: table.board.waiting_for_click, 0.05)
    for _ in range(100):   # five seconds: still waiting
        app.frame(0.05)
    assert table.board.waiting_for_click and table.notice == CLICK_TO_GO_ON
    assert table.banner_text(table.notice) == "Click or press a key to continue"
    if go_on == "click":
        _click(app, (SIZE[0] // 2, 300))
    else:
        app.frame(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, unicode=" ", mod=0)])
    assert not table.board.waiting_for_click
    step_until(app, lambda: table.board.idle, 0.05)
    assert table.notice is None and table.board.last_trick is not None


def test_a_demo_that_plays_itself_never_waits_for_a_click(app: App) -> None:
    app.settings.trick_pause = "click"
    table = _table(app, autoplay=True)
    assert table.board.trick_pause == "long"
    step_until(app, lambda: table.board.last_trick is not None, 0.05)
    assert not table.board.waiting_for_click


def test_the_setting_is_offered_in_settings_and_reaches_the_table_on_return(app: App) -> None:
    table = _table(app)
    settings = SettingsScene(app)
    app.stack.push(settings)
    row = next(c for c in settings.form.controls if isinstance(c, Choice) and c.label() == "Pause after a trick")
    assert [row.name(p) for p in row.options] == ["Normal", "Longer", "Until I click"]
    row.step(1)
    row.step(1)
    assert app.settings.trick_pause == "click"
    settings.back()
    assert table.board.trick_pause == "click"


def test_a_trick_event_held_for_a_click_begins_its_sweep_only_after_it() -> None:
    # The choreography's own steps: the read step blocks only with "click".
    variant = PRESETS["two_players"]
    board = Board(variant, "normal")
    match = Match(variant, seed=4)
    hand = match.hand
    events: list = []
    while not hand.tricks:
        events += match.apply(hand.legal_actions()[0], seat=hand.to_act)
    e = next(x for x in events if isinstance(x, ev.TrickWon))
    board.trick_pause = "click"
    assert [s.blocking for s in trick_won(board, e)] == [True, False]
    board.trick_pause = "long"
    read, _sweep = trick_won(board, e)
    assert not read.blocking and read.hold == pytest.approx(2 * timing.trick_read(len(e.cards)))
