"""The score pad's fields: greyed placeholders, text selected on focus, the last names remembered, a corrected
hand worked out again, a refusal that goes once the entry is fixed, and a past game opened to its hands."""

from __future__ import annotations

import datetime as dt
from unittest import mock

import pygame

from briscola_desktop import i18n
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.scorepad import ScorePadFlow
from briscola_desktop.app.scorepad.pad import PadScene
from briscola_desktop.app.scorepad.past import PastGamesScene
from briscola_desktop.app.scorepad.setup_screen import SetupScene
from briscola_desktop.app.ui.textfield import PLACEHOLDER, TextField
from briscola_desktop.app.ui.widgets import INK
from briscola_desktop.rules import MATCH_FORMATS
from briscola_desktop.scorepad import PointsEntry, PointsHand, ScoreGame, ScorePadStore, Setup
from briscola_desktop.scorepad.store import MAX_KEPT_HANDS, NOTICE_FILE_RESET, PastGame, kept_hands

from tests.scorepad.screens import app, english, key  # noqa: F401 - the shared fixtures and key press

NOON = dt.datetime(2026, 12, 3, 12, 0, tzinfo=dt.timezone.utc)


def text_in(app: App, text: str) -> None:
    app.frame(0.016, [pygame.event.Event(pygame.TEXTINPUT, text=text)])


def click(app: App, pos: tuple[int, int]) -> None:
    app.frame(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


def open_setup(app: App, folder) -> tuple[ScorePadFlow, SetupScene]:
    flow = ScorePadFlow.create(app, folder)
    if flow.store.game is not None:
        flow.store.abandon()   # no "replace the game in progress?" question in the way
    app.stack.push(flow.home)
    flow.open_setup()
    app.frame(0.016)
    scene = app.stack.top
    assert isinstance(scene, SetupScene)
    return flow, scene


def focus(app: App, scene: SetupScene, field: TextField) -> None:
    """Tab from the row above onto ``field`` (the way a person reaches it)."""
    scene.form.focus = scene.form.controls.index(field) - 1
    key(app, pygame.K_TAB)
    assert scene.form.focused is field


# ---- the name fields -------------------------------------------------------------------------------

def test_an_empty_name_field_shows_its_placeholder_greyed_and_typing_gives_only_what_was_typed(app, tmp_path):
    _, scene = open_setup(app, tmp_path)
    first = scene.name_fields[0]
    assert first.value == "" and scene.name_of(0) == "Player 1"
    drawn: list[tuple[str, tuple]] = []
    real_fit = app.text.fit

    def spy(text, size, width, colour=INK, bold=False):
        drawn.append((text, tuple(colour)))
        return real_fit(text, size, width, colour, bold)

    with mock.patch.object(app.text, "fit", side_effect=spy):
        app.draw()
    assert ("Player 1", tuple(PLACEHOLDER)) in drawn, "the placeholder is drawn greyed"
    focus(app, scene, first)
    text_in(app, "Anna")
    assert first.value == "Anna"
    key(app, pygame.K_RETURN)
    pad = app.stack.top
    assert isinstance(pad, PadScene) and pad.game.setup.names == ("Anna", "Player 2")   # empty: the greyed name


def test_the_last_names_come_back_selected_so_a_new_name_replaces_them(app, tmp_path):
    flow, scene = open_setup(app, tmp_path)
    scene.name_fields[0].set("Anna")
    scene.name_fields[1].set("Bruno")
    scene.start()
    assert flow.store.names == ("Anna", "Bruno")
    flow.show_home()
    # A new pad (a restart) offers them again from the file.
    _, again = open_setup(app, tmp_path)
    first, second = again.name_fields[:2]
    assert (first.value, second.value) == ("Anna", "Bruno")
    focus(app, again, second)
    assert second.selected
    text_in(app, "Carla")
    assert second.value == "Carla"              # replaced, not "BrunoCarla"
    text_in(app, "!")
    assert second.value == "Carla!"             # once typing has begun, it goes on at the end
    key(app, pygame.K_a, "a", pygame.KMOD_CTRL)  # Ctrl+A selects all again
    text_in(app, "Dario")
    assert second.value == "Dario"
    key(app, pygame.K_a, "a", pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)
    assert second.value == "" and again.name_of(1) == "Player 2"


def test_remembered_names_that_do_not_check_out_set_the_file_aside_and_nothing_crashes(app, tmp_path):
    store = ScorePadStore(tmp_path, clock=lambda: NOON)
    store.start(ScoreGame(Setup.create(["Anna", "Bruno"], fmt=MATCH_FORMATS["best_of_three"])))
    text = store.path.read_text(encoding="utf-8")
    at = text.rindex("- Bruno")   # the remembered names come last
    assert "names:" in text[:at] and "names:" not in text[at:]
    store.path.write_text(text[:at] + "- 'Bru<no>'" + text[at + len("- Bruno"):], encoding="utf-8")
    again = ScorePadStore(tmp_path, clock=lambda: NOON)
    again.load()
    assert again.notices == [NOTICE_FILE_RESET]
    assert list(store.path.parent.glob(store.path.name + ".bad-*"))
    _, scene = open_setup(app, tmp_path)
    assert all(f.value in ("", "Anna") for f in scene.name_fields)


# ---- correcting a hand ---------------------------------------------------------------------------

def test_correcting_one_side_works_the_other_out_again_from_120():
    entry = PointsEntry.from_hand(PointsHand((70, 50)))
    assert entry.values() == [70, 50] and entry.filled_side is None
    entry.type_text("8")                     # the first digit replaces the recorded 70
    entry.type_text("0")
    assert entry.texts[0] == "80" and entry.filled_side == 1
    assert entry.preview() == [80, 40]
    assert entry.commit() == PointsHand((80, 40))


def test_a_corrected_hand_on_the_pad_re_fills_the_other_side(app, tmp_path):
    flow = ScorePadFlow.create(app, tmp_path)
    app.stack.push(flow.home)
    flow.start_game(Setup.create(["Anna", "Bruno"], fmt=MATCH_FORMATS["best_of_five"]))
    pad = app.stack.top
    pad.game.record(PointsHand((70, 50)))
    pad.edit(1)
    key(app, pygame.K_9, "9")
    key(app, pygame.K_0, "0")
    app.frame(0.016)
    assert [b.value for b in pad.model.boxes] == ["90", "30"]
    key(app, pygame.K_RETURN)
    assert pad.game.hands == (PointsHand((90, 30)),)


def test_a_red_refusal_goes_as_soon_as_the_entry_is_fixed(app, tmp_path):
    flow = ScorePadFlow.create(app, tmp_path)
    app.stack.push(flow.home)
    flow.start_game(Setup.create(["Anna", "Bruno"], fmt=MATCH_FORMATS["best_of_five"]))
    pad = app.stack.top
    for ch in "130":
        key(app, ord(ch), ch)
    key(app, pygame.K_RETURN)
    assert pad.message_error and pad.message and pad.game.hands == ()
    key(app, pygame.K_BACKSPACE)            # 13, and the other side's 107: a hand that adds up
    app.frame(0.016)
    assert pad.message == "" and not pad.message_error
    assert pad.model.message == ""


# ---- a past game -----------------------------------------------------------------------------------

def finished_game(first: int = 70) -> ScoreGame:
    game = ScoreGame(Setup.create(["Anna", "Bruno"], fmt=MATCH_FORMATS["best_of_three"]))
    game.record(PointsHand((first, 120 - first)))
    game.record(PointsHand((80, 40)))
    return game


def test_a_past_game_opens_to_show_its_hands_and_back_returns_to_the_list(app, tmp_path):
    store = ScorePadStore(tmp_path, clock=lambda: NOON)
    store.start(finished_game(65))
    store.finish()
    flow = ScorePadFlow.create(app, tmp_path)
    app.stack.push(flow.home)
    flow.open_past()
    app.frame(0.016)
    past = app.stack.top
    assert isinstance(past, PastGamesScene)
    row = past.list_rect.x + 40, past.list_rect.y + past.entry_h // 2
    click(app, row)
    shown = app.stack.top
    assert isinstance(shown, PadScene) and shown.read_only
    assert shown.game.hands == (PointsHand((65, 55)), PointsHand((80, 40)))
    assert shown.model.rows[0].cells[1:3] == ("65", "55")
    assert not shown.entry_open and [b.label for b in shown.buttons] == ["Back (Esc)"]
    key(app, pygame.K_u, "u")               # nothing in a past game can be changed
    click(app, shown.buttons[0].rect.center)
    assert app.stack.top is past and len(flow.store.past[0].game.hands) == 2
    key(app, pygame.K_RETURN)               # Enter opens the chosen game too
    assert isinstance(app.stack.top, PadScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is past


def test_a_past_game_from_an_older_file_says_its_hands_were_not_kept(app, tmp_path):
    store = ScorePadStore(tmp_path, clock=lambda: NOON)
    store.start(finished_game())
    store.finish()
    text = store.path.read_text(encoding="utf-8")
    start = text.index("    game:\n")
    end = text.index("\n  names:\n", start) + 1   # the remembered names, after the past list
    store.path.write_text(text[:start] + text[end:], encoding="utf-8")   # an entry as older files wrote it
    flow = ScorePadFlow.create(app, tmp_path)
    assert flow.store.notices == [] and flow.store.past[0].game is None
    app.stack.push(flow.home)
    flow.open_past()
    key(app, pygame.K_RETURN)
    past = app.stack.top
    assert isinstance(past, PastGamesScene) and past.message == i18n.t("scorepad.ui.past_no_hands")


def test_the_hands_kept_across_past_games_are_bounded_newest_first():
    games = [PastGame.from_game(finished_game(), NOON) for _ in range(MAX_KEPT_HANDS // 2 + 5)]
    kept = kept_hands(games)
    assert sum(p.hands for p in kept if p.game is not None) <= MAX_KEPT_HANDS
    assert kept[0].game is not None and kept[-1].game is None
    assert [p.hands for p in kept] == [p.hands for p in games]   # every summary stays


def test_a_full_past_list_with_its_hands_is_still_written(tmp_path):
    store = ScorePadStore(tmp_path, clock=lambda: NOON)
    for i in range(60):
        game = ScoreGame(Setup.create(["Anna", "Bruno", "Carla", "Dario"], fmt=MATCH_FORMATS["first_to_five"]))
        while not game.over:
            game.record(PointsHand((40, 30, 30, 20)))
        assert store.start(game)
        assert store.finish(), i
    again = ScorePadStore(tmp_path, clock=lambda: NOON)
    again.load()
    assert again.notices == [] and len(again.past) == 50 and again.past[0].game is not None
