"""The score pad's screens, driven by keys, typed text and clicks (dummy video driver)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.scorepad import ScorePadFlow
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.app.scorepad.count import CountScene
from briscola_desktop.app.scorepad.home import HomeScene
from briscola_desktop.app.scorepad.pad import PadScene
from briscola_desktop.app.scorepad.past import PastGamesScene
from briscola_desktop.app.scorepad.setup_screen import SetupScene
from briscola_desktop.app.ui.textfield import TextField
from briscola_desktop.rules import MATCH_FORMATS, Rank, Suit, card
from briscola_desktop.scorepad import (ChiamataHand, PointsHand, ScorePadStore, Seating, Setup, deals)

from tests.scorepad.screens import app, english, key  # noqa: F401 - the shared fixtures and key press


def typed(app: App, text: str) -> None:
    """Digits as key presses (the pad reads them from KEYDOWN), other text as TEXTINPUT."""
    for ch in text:
        if ch.isdigit():
            key(app, ord(ch), ch)
        else:
            app.frame(0.016, [pygame.event.Event(pygame.TEXTINPUT, text=ch)])


def click(app: App, pos: tuple[int, int]) -> None:
    app.frame(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


def open_pad(app: App, folder: Path, setup: Setup | None = None):
    flow = ScorePadFlow.create(app, folder)
    app.stack.push(flow.home)
    if setup is not None:
        flow.start_game(setup)
    app.frame(0.016)
    return flow, None


def two_players() -> Setup:
    return Setup.create(["Anna", "Bruno"], fmt=MATCH_FORMATS["best_of_three"])


def test_a_best_of_three_typed_with_tab_and_enter_to_the_winner(app, tmp_path):
    flow, _ = open_pad(app, tmp_path, two_players())
    pad = app.stack.top
    assert isinstance(pad, PadScene)
    typed(app, "70")
    key(app, pygame.K_RETURN)  # the second side is filled with 50
    assert pad.game.hands == (PointsHand((70, 50)),)
    key(app, pygame.K_TAB)
    typed(app, "45")
    key(app, pygame.K_RETURN)
    assert pad.game.hands[-1] == PointsHand((75, 45))
    assert pad.game.over and "Anna wins the game!" == pad.status_line()
    app.draw()
    # Leaving the table files the finished game among the past games, on disk.
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, HomeScene)
    again = ScorePadStore(tmp_path)
    again.load()
    assert again.game is None and again.past[0].winners == (0,) and again.past[0].tally == (2, 0)


def test_a_sum_that_is_off_is_refused_with_the_side_named_and_the_typing_kept(app, tmp_path):
    flow, _ = open_pad(app, tmp_path, two_players())
    pad = app.stack.top
    typed(app, "70")
    key(app, pygame.K_TAB)
    typed(app, "60")
    key(app, pygame.K_RETURN)
    assert pad.game.hands == ()
    assert pad.message_error and "With 60 for Bruno" in pad.message
    assert pad.points_entry.texts == ["70", "60"]
    app.draw()


def test_counting_a_pile_on_the_card_grid_fills_the_side(app, tmp_path):
    flow, _ = open_pad(app, tmp_path, two_players())
    pad = app.stack.top
    key(app, ord("c"), "c")
    grid = app.stack.top
    assert isinstance(grid, CountScene)
    for c in (card(Suit.COINS, Rank.ACE), card(Suit.CUPS, Rank.THREE), card(Suit.SWORDS, Rank.KING)):
        click(app, grid.cells[int(c)].center)
    assert grid.entry.piles.points(0) == 25
    app.draw()
    key(app, pygame.K_TAB)  # the other side: the cards of the first are refused
    click(app, grid.cells[int(card(Suit.COINS, Rank.ACE))].center)
    assert "already in the pile of Anna" in grid.message
    key(app, pygame.K_RETURN)
    # Bruno's side was not counted (the refused tap added nothing): it gets what is left.
    assert app.stack.top is pad and pad.points_entry.texts == ["25", ""]
    assert pad.points_entry.preview() == [25, 95]
    key(app, pygame.K_RETURN)
    assert pad.game.hands == (PointsHand((25, 95)),)


def test_escape_leaves_the_grid_without_changing_the_piles(app, tmp_path):
    flow, _ = open_pad(app, tmp_path, two_players())
    pad = app.stack.top
    key(app, ord("c"), "c")
    grid = app.stack.top
    key(app, pygame.K_SPACE)  # the cursor starts on the ace of coins
    assert grid.entry.piles.points(0) == 11
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is pad and pad.points_entry.piles.points(0) == 0 and pad.points_entry.texts == ["", ""]


def test_undo_and_a_correction_by_clicking_a_hand(app, tmp_path):
    flow, _ = open_pad(app, tmp_path, Setup.create(["Anna", "Bruno"], fmt=MATCH_FORMATS["best_of_five"]))
    pad = app.stack.top
    for pts in ("70", "30", "61"):
        typed(app, pts)
        key(app, pygame.K_RETURN)
    assert pad.game.standing.hands_won == (2, 1)
    key(app, ord("u"), "u")
    assert len(pad.game.hands) == 2 and pad.game.next_dealer == 0
    row_y = pad.table_rect.y + pad.row_h * 2 + pad.row_h // 2  # the second hand's row
    click(app, (pad.table_rect.centerx, row_y))
    assert pad.editing == 2 and pad.points_entry.texts == ["30", "90"]
    app.draw()
    for _ in range(2):
        key(app, pygame.K_BACKSPACE)
    typed(app, "80")
    key(app, pygame.K_TAB)
    key(app, pygame.K_DELETE)
    key(app, pygame.K_RETURN)
    assert pad.editing is None and pad.game.hands[1] == PointsHand((80, 40))
    assert pad.game.standing.hands_won == (2, 0) and pad.game.standing.points == (150, 90)
    saved = ScorePadStore(tmp_path)
    saved.load()
    assert saved.game is not None and saved.game.hands == pad.game.hands


def test_a_chiamata_deal_entered_by_keys(app, tmp_path):
    setup = Setup.create(["Anna", "Bruno", "Chiara", "Dario", "Elena"], fmt=deals(2))
    flow, _ = open_pad(app, tmp_path, setup)
    pad = app.stack.top
    key(app, pygame.K_RIGHT)                                   # caller: Anna
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)                                   # partner: Anna = alone
    key(app, pygame.K_RETURN)                                  # made not said yet
    assert pad.game.hands == () and "made its bid" in pad.message
    key(app, pygame.K_DOWN)
    key(app, pygame.K_BACKSPACE)
    typed(app, "5")                                            # bid 65
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)                                   # made
    key(app, pygame.K_RETURN)
    assert pad.game.hands == (ChiamataHand(0, 0, 65, True),)
    assert pad.game.standing.match_points == (4, -1, -1, -1, -1)
    app.draw()


def test_setup_takes_typed_names_in_any_script_and_refuses_a_bad_one_until_it_is_fixed(app, tmp_path):
    flow, _ = open_pad(app, tmp_path)
    key(app, pygame.K_RETURN)  # New game
    scene = app.stack.top
    assert isinstance(scene, SetupScene)
    first = scene.name_fields[0]
    scene.form.focus = scene.form.controls.index(first)
    key(app, pygame.K_DELETE)
    # An input method composes, then hands over the finished text.
    app.frame(0.016, [pygame.event.Event(pygame.TEXTEDITING, text="さ", start=0, length=1)])
    assert first.composing == "さ" and first.value == ""
    key(app, pygame.K_BACKSPACE)  # belongs to the input method while composing
    app.frame(0.016, [pygame.event.Event(pygame.TEXTINPUT, text="さくら")])
    assert first.value == "さくら" and first.composing == ""
    key(app, pygame.K_DOWN)
    typed(app, "Øy#")
    key(app, pygame.K_RETURN)  # Enter in a name field starts
    assert app.stack.top is scene and scene.name_fields[1].invalid
    assert scene.error == "“Øy#” contains “#”: use letters, digits, spaces, ' - . or &."
    app.draw()
    key(app, pygame.K_BACKSPACE)
    assert scene.error == "" and not scene.name_fields[1].invalid   # fixed: the red refusal goes at once
    typed(app, "stein")
    key(app, pygame.K_RETURN)
    pad = app.stack.top
    assert isinstance(pad, PadScene) and pad.game.setup.names == ("さくら", "Øystein")


def test_setup_offers_teams_and_chiamata_where_the_table_allows(app, tmp_path):
    flow, _ = open_pad(app, tmp_path)
    flow.open_setup()
    scene = app.stack.top
    scene.players_choice.step(2)  # 4 players
    scene._players_changed(4)
    assert scene.seating_choice.options == [Seating.EACH_ALONE, Seating.PAIRS]
    scene.players_choice.step(1)
    scene._players_changed(5)
    assert "chiamata" in scene.format_choice.options
    scene._players_changed(6)
    assert "chiamata" not in scene.format_choice.options and len(scene.seating_choice.options) == 3


def test_home_continues_the_game_in_progress_and_lists_past_games(app, tmp_path):
    store = ScorePadStore(tmp_path)
    from briscola_desktop.scorepad import ScoreGame
    done = ScoreGame(two_players(), [PointsHand((70, 50)), PointsHand((70, 50))])
    store.start(done)
    store.finish()
    store.start(ScoreGame(two_players(), [PointsHand((30, 90))]))
    flow, _ = open_pad(app, tmp_path)
    home = app.stack.top
    assert [b.value for b in home.buttons.buttons] == [
        "scorepad.ui.continue", "scorepad.ui.new_game", "scorepad.ui.past_games", "scorepad.ui.back"]
    app.draw()
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, PadScene) and app.stack.top.game.hands == (PointsHand((30, 90)),)
    key(app, pygame.K_ESCAPE)
    home.buttons.focus = 2
    key(app, pygame.K_RETURN)
    past = app.stack.top
    assert isinstance(past, PastGamesScene)
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is home


def test_a_damaged_pad_file_is_told_once_on_the_home_screen(app, tmp_path):
    folder = tmp_path / "scorepad"
    folder.mkdir()
    (folder / "autosave.yaml").write_bytes(b"\x00garbage")
    flow, _ = open_pad(app, tmp_path)
    home = app.stack.top
    assert home.notices == ["scorepad.notice.file_reset"]
    app.draw()
    key(app, pygame.K_DOWN)
    assert home.notices == []


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_screen_draws_at_800_by_600_in_every_language(app, tmp_path, code):
    i18n.set_language(code)
    flow, _ = open_pad(app, tmp_path)
    app.draw()
    flow.open_setup()
    app.draw()
    flow.start_game(Setup.create(["Anna", "Bruno", "Chiara", "Dario"], Seating.PAIRS))
    pad = app.stack.top
    typed(app, "72")
    key(app, pygame.K_RETURN)
    app.draw()
    key(app, ord("c"), "c")
    app.draw()
    key(app, pygame.K_ESCAPE)
    flow.start_game(Setup.create(list("ABCDE"), fmt=deals(3)))
    app.draw()
    flow.open_past()
    app.draw()
    assert pad.game.hands == (PointsHand((72, 48)),)


def _walk_every_pad_screen(app: App, tmp_path: Path, rec) -> None:
    rec.screen = "pad home"
    flow, _ = open_pad(app, tmp_path)
    app.draw()
    rec.screen = "pad setup"
    flow.open_setup()
    app.draw()
    rec.screen = "pad setup six"
    app.stack.top._players_changed(6)
    app.draw()
    rec.screen = "pad table pairs"
    flow.start_game(Setup.create(["Annabella", "Bartolomeo", "Chiara", "Domenico"], Seating.PAIRS))
    typed(app, "72")
    key(app, pygame.K_RETURN)
    typed(app, "60")
    key(app, pygame.K_TAB)
    typed(app, "70")
    key(app, pygame.K_RETURN)   # refused: a message line
    app.draw()
    rec.screen = "pad counting"
    key(app, ord("c"), "c")
    app.draw()
    key(app, pygame.K_ESCAPE)
    rec.screen = "pad table six"
    flow.start_game(Setup.create(list("ABCDEF"), Seating.THREE_TEAMS_OF_TWO))
    typed(app, "30")
    key(app, pygame.K_TAB)
    typed(app, "30")
    key(app, pygame.K_RETURN)
    app.draw()
    rec.screen = "pad chiamata"
    flow.start_game(Setup.create(["Annabella", "Bartolomeo", "Chiara", "Domenico", "Elisabetta"], fmt=deals(2)))
    pad = app.stack.top
    pad.game.record(ChiamataHand(0, 2, 70, True))
    pad.layout(app.size)
    app.draw()
    rec.screen = "pad winner"
    pad.game.record(ChiamataHand(3, 3, 61, False))
    pad.layout(app.size)
    app.draw()
    rec.screen = "pad past games"
    flow.open_past()
    app.draw()


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_pad_label_fits_at_800_by_600(app, tmp_path, code, monkeypatch):
    from tests.i18n.test_i18n_fit import FitRecorder

    rec = FitRecorder()
    rec.install(monkeypatch)
    i18n.set_language(code)
    _walk_every_pad_screen(app, tmp_path, rec)
    screens = {f.screen for f in rec.seen}
    assert {"pad home", "pad setup", "pad table pairs", "pad counting", "pad chiamata", "pad winner",
            "pad past games"} <= screens
    problems = rec.problems()
    assert not problems, "labels that do not fit at 800x600:\n" + "\n".join(map(str, problems))


def test_a_new_game_over_an_unfinished_one_asks_first(app, tmp_path):
    from briscola_desktop.scorepad import ScoreGame

    store = ScorePadStore(tmp_path)
    store.start(ScoreGame(two_players(), [PointsHand((30, 90))]))
    flow, _ = open_pad(app, tmp_path)
    flow.open_setup()
    assert type(app.stack.top).__name__ == "ConfirmScene"
    app.draw()
    key(app, pygame.K_RETURN)  # No has the focus: nothing happens to the game
    assert app.stack.top is flow.home and flow.store.game is not None
    flow.open_setup()
    app.stack.top.answer_yes()
    assert isinstance(app.stack.top, SetupScene) and flow.store.game is not None  # dropped only at Start


def test_the_title_opens_the_score_pad_and_back_returns_to_it(tmp_path):
    from briscola_desktop.app.screens.title_screen import TitleScene
    from briscola_desktop.userfiles.store import Store

    pygame.init()
    app = install(App((800, 600), store=Store(tmp_path)))
    title = TitleScene(app)
    app.stack.push(title)
    button = next(b for b in title.buttons.buttons if b.value == "scorepad.ui.menu_entry")
    click(app, button.rect.center)
    home = app.stack.top
    assert isinstance(home, HomeScene) and home.store.path.parent == tmp_path / "scorepad"
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is title
    app.stack.clear()


def test_score_pad_on_the_command_line():
    from briscola_desktop.app.entrance import main

    parser = main.build_parser()
    args = parser.parse_args(["--score-pad", "--lang", "it"])
    assert args.score_pad and not main.wants_table(args)
    with pytest.raises(SystemExit):
        main.check_choices(parser.parse_args(["--score-pad", "--variant", "chiamata"]), parser)


def test_a_long_evening_scrolls_and_a_hand_off_screen_can_be_corrected(app, tmp_path):
    setup = Setup.create(["Anna", "Bruno"], fmt=MATCH_FORMATS["first_to_five"])
    flow, _ = open_pad(app, tmp_path, setup)
    pad = app.stack.top
    for _ in range(16):
        typed(app, "60")
        key(app, pygame.K_RETURN)  # 60-60: drawn, replayed; the game goes on
    assert len(pad.game.hands) == 16 and not pad.game.over
    assert pad.scroll == 16 - pad.rows_fit > 0  # the newest hands are shown
    app.frame(0.016, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=20, flipped=False)])
    assert pad.scroll == 0
    app.draw()
    for _ in range(16):
        key(app, pygame.K_PAGEDOWN)
    for _ in range(14):
        key(app, pygame.K_PAGEUP)
    assert pad.selected == 2 and pad.scroll <= 1 < pad.scroll + pad.rows_fit
    key(app, ord("e"), "e")
    assert pad.editing == 2 and pad.points_entry.texts == ["60", "60"]


def test_a_chiamata_evening_kept_by_keys_to_the_winner_and_filed(app, tmp_path):
    setup = Setup.create(["Anna", "Bruno", "Chiara", "Dario", "Elena"], fmt=deals(3))
    flow, _ = open_pad(app, tmp_path, setup)
    pad = app.stack.top

    def deal(caller_steps: int, partner_steps: int, bid_digits: str, made: bool) -> None:
        form = pad.chiamata_form
        form.focus = 0
        for _ in range(caller_steps):
            key(app, pygame.K_RIGHT)
        key(app, pygame.K_DOWN)
        for _ in range(partner_steps):
            key(app, pygame.K_RIGHT)
        key(app, pygame.K_DOWN)
        for _ in range(3):
            key(app, pygame.K_BACKSPACE)
        typed(app, bid_digits)
        key(app, pygame.K_DOWN)
        key(app, pygame.K_RIGHT if made else pygame.K_LEFT)  # made / failed
        key(app, pygame.K_RETURN)

    deal(1, 3, "61", True)    # Anna calls Chiara: +2 +1, others -1
    deal(4, 4, "75", True)    # Dario alone: +4, others -1
    deal(2, 5, "90", False)   # Bruno with Elena, failed: -2 -1, others +1
    assert [o.seat_scores for o in pad.game.outcomes] == [
        (2, -1, 1, -1, -1), (-1, -1, -1, 4, -1), (1, -2, 1, 1, -1)]
    assert pad.game.over and pad.game.winners == (3,) and pad.status_line() == "Dario wins the game!"
    app.draw()
    key(app, ord("p"), "p")   # past games: the evening is filed
    assert isinstance(app.stack.top, PastGamesScene)
    assert flow.store.game is None and flow.store.past[0].tally == (2, -4, 1, 4, -3)
    app.draw()


class _FakePad:
    """The intents the pad's input may call, recorded."""

    def __init__(self, *, chiamata: bool = False, entry_open: bool = True) -> None:
        from briscola_desktop.app.ui.form import Form
        from briscola_desktop.app.ui.scroll import ScrollView
        from briscola_desktop.scorepad import PointsEntry

        self.buttons: list = []
        self.rows = ScrollView()
        self.row_h = 20
        self.chiamata_form = Form()
        self.points_entry = PointsEntry(2)
        self.selected: int | None = None
        self.chiamata, self.entry_open = chiamata, entry_open
        self.box_rects = (pygame.Rect(0, 500, 100, 40), pygame.Rect(200, 500, 100, 40))
        self.calls: list[tuple] = []

    def __getattr__(self, name: str):
        if name in ("commit", "undo", "count_cards", "new_game", "past_games", "select", "edit"):
            return lambda *args: self.calls.append((name, *args))
        raise AttributeError(name)

    def row_at(self, pos):
        return 3 if pos[1] < 100 else None


def _down(k: int, unicode: str = "", mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, unicode=unicode, mod=mod)


def test_the_pads_keys_and_clicks_become_intents() -> None:
    from briscola_desktop.app.scorepad.pad_input import PadInput

    pad = _FakePad()
    seen = PadInput(pad)
    for event in (_down(pygame.K_RETURN), _down(ord("u"), "u"), _down(pygame.K_z, mod=pygame.KMOD_CTRL),
                  _down(pygame.K_UP), _down(pygame.K_PAGEDOWN), _down(ord("c"), "c"),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(50, 50))):
        seen.handle(event)
    assert pad.calls == [("commit",), ("undo",), ("undo",), ("select", -1), ("select", 1), ("count_cards",),
                         ("edit", 3)]
    seen.handle(_down(ord("7"), "7"))
    seen.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(250, 520)))   # the second side's box
    seen.handle(_down(ord("5"), "5"))
    assert pad.points_entry.texts == ["7", "5"]


def test_a_won_game_keys_name_the_ways_out_and_type_nothing() -> None:
    from briscola_desktop.app.scorepad.pad_input import PadInput

    pad = _FakePad(entry_open=False)
    seen = PadInput(pad)
    for event in (_down(ord("n"), "n"), _down(ord("p"), "p"), _down(ord("7"), "7")):
        seen.handle(event)
    assert pad.calls == [("new_game",), ("past_games",)] and pad.points_entry.texts == ["", ""]
