"""The menu screens, driven by keys and clicks with the dummy video driver (no window opens)."""

from __future__ import annotations

import random
from unittest import mock

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.app.entrance import registry
from briscola_desktop.app.ui.dialog import ConfirmScene, NoticeScene
from briscola_desktop.app.ui.controls import NumberField
from briscola_desktop.app.screens.new_match_screen import NewMatchScene
from briscola_desktop.app.screens.title_screen import TitleScene
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.app.screens.rules_screen import RulesScene
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.play.session import MatchSession
from briscola_desktop.app.screens.settings_screen import SettingsScene
from briscola_desktop.app.screens.stats_screen import StatsScene, chart_title
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.audio import Audio
from briscola_desktop.rules import MATCH_FORMATS, Match, preset
from briscola_desktop.userfiles.statistics import LAST_RESULTS_LIMIT
from briscola_desktop.userfiles.store import Store

from tests.support.realtime import step_until


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def app(store: Store):
    pygame.init()
    audio = mock.Mock(spec=Audio)
    application = install(App((1024, 700), settings=store.load_settings(), store=store, audio=audio))
    yield application
    application.stack.clear()


def key(app: App, k: int, unicode: str = "", mod: int = 0) -> None:
    app.frame(0.016, [pygame.event.Event(pygame.KEYDOWN, key=k, unicode=unicode, mod=mod)])


def click(app: App, pos: tuple[int, int]) -> None:
    app.frame(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


def labels(title: TitleScene) -> list[str]:
    return [b.value for b in title.buttons.buttons]


# --------------------------------------------------------------------------- title


def test_title_offers_continue_only_when_a_match_was_interrupted(app: App, store: Store) -> None:
    title = TitleScene(app)
    app.stack.push(title)
    assert "menu.continue" not in labels(title)
    match = Match(preset("two_players"), seed=77)
    match.apply(match.hand.legal_actions()[0])
    MatchSession(store, match, levels=["hard"], match_id="saved-1").save()
    title.refresh()
    assert labels(title)[0] == "menu.continue"
    with mock.patch.object(registry, "TableScene") as table:
        key(app, pygame.K_RETURN)  # Continue has the focus
    _app, config = table.call_args.args
    session = table.call_args.kwargs["session"]
    assert session.match_id == "saved-1" and config.seed == 77 and config.levels == ("hard",)
    assert config.record
    assert session.match.to_dict() == match.to_dict()


def test_title_shows_storage_notices_once_and_enter_closes_them(app: App, store: Store) -> None:
    store.path("statistics").parent.mkdir(parents=True, exist_ok=True)
    store.path("statistics").write_text("not: [valid")
    store.load_stats()
    assert store.notices == ["storage.stats_reset"]
    title = TitleScene(app)
    app.stack.push(title)
    notice = app.stack.top
    assert isinstance(notice, NoticeScene) and notice.keys == ["storage.stats_reset"] and store.notices == []
    key(app, pygame.K_DOWN)  # swallowed by the notice: the menu does not move underneath
    assert title.buttons.focus == 0
    key(app, pygame.K_RETURN)
    assert app.stack.top is title   # closed, and not shown again when the title comes back
    key(app, pygame.K_DOWN)
    assert title.buttons.focus == 1


def test_title_buttons_open_the_screens(app: App) -> None:
    title = TitleScene(app)
    app.stack.push(title)
    expected = {"menu.new_match": NewMatchScene, "menu.settings": SettingsScene,
                "menu.rules": RulesScene, "menu.statistics": StatsScene}
    for button in list(title.buttons.buttons):
        if button.value in expected:
            click(app, button.rect.center)
            assert type(app.stack.top) is expected[button.value]
            key(app, pygame.K_ESCAPE)
            assert app.stack.top is title
    key(app, pygame.K_ESCAPE)  # focus walks to Quit
    key(app, pygame.K_RETURN)
    assert not app.running


# --------------------------------------------------------------------------- new match


def test_new_match_by_keyboard_five_seats_and_a_typed_deal_number(app: App, store: Store) -> None:
    app.stack.push(TitleScene(app))
    scene = NewMatchScene(app, rng=random.Random(1))
    app.stack.push(scene)
    for _ in range(len(scene.form.controls)):  # up to the first row (Players)
        key(app, pygame.K_UP)
    while scene.form.focus != 0:
        key(app, pygame.K_UP)
    for _ in range(3):
        key(app, pygame.K_RIGHT)  # 2 -> 5 players
    assert scene.variant_name == "chiamata"
    assert scene.format_name == "five_deals"  # best of three does not suit a points-per-deal table
    level_rows = [c for c in scene.form.controls if "'s level" in c.label()]
    assert len(level_rows) == 4
    while not isinstance(scene.form.focused, NumberField):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_DELETE)
    assert 0 in scene.actions.disabled  # no number, no start
    for digit in "4711":
        key(app, getattr(pygame, f"K_{digit}"), unicode=digit)
    key(app, pygame.K_DOWN)  # to the buttons row (Start)
    with mock.patch.object(registry, "TableScene") as table:
        key(app, pygame.K_RETURN)
    _app, config = table.call_args.args
    assert table.call_args.kwargs["session"] is None and config.record
    assert config.seed == 4711 and config.variant.name == "chiamata"
    assert config.fmt == MATCH_FORMATS["five_deals"] and len(config.levels) == 4
    saved = Store(store.folder).load_settings()
    assert saved.variant == "chiamata" and saved.match_format == "five_deals"


def test_same_deal_number_deals_the_same_cards(app: App) -> None:
    tables = []
    for _ in range(2):
        scene = NewMatchScene(app, rng=random.Random(5))
        app.stack.push(scene)
        with mock.patch.object(registry, "TableScene") as table:
            scene.start()
        config = table.call_args.args[1]
        tables.append(Match(config.variant, config.fmt, seed=config.seed).hand.hands)
    assert tables[0] == tables[1]


def test_new_match_rows_follow_the_table(app: App) -> None:
    scene = NewMatchScene(app)
    app.stack.push(scene)
    seats = scene.form.controls[0]
    seats.step(1)  # three players
    table = scene.form.controls[1]
    assert set(table.options) == {"three_players_36", "three_players_39"}
    assert "two of coins" in table.value_text() or "36" in table.value_text()
    seats.step(3)  # six players
    assert sum(1 for c in scene.form.controls if "'s level" in c.label()) == 5
    assert any("partner" in c.label() for c in scene.form.controls)


# --------------------------------------------------------------------------- settings


def test_settings_apply_at_once_and_are_saved(app: App, store: Store) -> None:
    scene = SettingsScene(app)
    app.stack.push(scene)
    key(app, pygame.K_RIGHT)  # language: English -> Italiano
    assert i18n.language() == "it"
    assert Store(store.folder).load_settings().language == "it"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)  # deck: Italian -> French
    assert app.cards.style == "french"
    assert scene.four_colour.enabled
    key(app, pygame.K_DOWN)  # four-colour, now reachable
    key(app, pygame.K_RETURN)
    assert app.settings.four_colour is True
    volume = next(c for c in scene.form.controls if type(c).__name__ == "Slider")
    scene.form.focus = scene.form.controls.index(volume)
    key(app, pygame.K_LEFT)
    app.audio.set_volume.assert_called_with(pytest.approx(0.5))
    assert Store(store.folder).load_settings().volume == pytest.approx(0.5)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is None


def test_volume_slider_drag(app: App) -> None:
    scene = SettingsScene(app)
    app.stack.push(scene)
    volume = next(c for c in scene.form.controls if type(c).__name__ == "Slider")
    scene.form.focus = scene.form.controls.index(volume)
    scene.form._reveal()
    bar = volume.bar()
    app.frame(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(bar.x + 2, bar.centery)),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=(bar.right, bar.centery), rel=(1, 0), buttons=(1, 0, 0)),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(bar.right, bar.centery))])
    assert volume.value == pytest.approx(1.0)
    assert app.settings.volume == pytest.approx(1.0)


# --------------------------------------------------------------------------- statistics


def test_statistics_show_tables_and_reset_asks_first(app: App, store: Store) -> None:
    stats = store.load_stats()
    stats.record_match("a", variant="two_players", level="hard", won=True, hands=[(70, 50, True), (65, 55, True)])
    stats.record_match("b", variant="chiamata", level="mixed", won=False, hands=[(40, 80, False)])
    store.save_stats(stats)
    scene = StatsScene(app)
    app.stack.push(scene)
    texts = [c.text for c in scene.cells]
    assert "2 players, classic" in texts and "5 players, Briscola chiamata (auction)" in texts
    assert "Mixed levels" in texts and "Hard" in texts
    assert "Win streak: 0 (best: 1)" in texts
    assert scene.chart.width > 0
    reset = scene.buttons.buttons[0]
    click(app, reset.rect.center)
    assert isinstance(app.stack.top, ConfirmScene)
    key(app, pygame.K_RETURN)  # "Keep them" has the focus
    assert Store(store.folder).load_stats().matches_played == 2
    click(app, reset.rect.center)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene
    assert Store(store.folder).load_stats().matches_played == 0
    assert "stats.empty" not in texts and scene.cells[0].text == i18n.t("stats.empty")


def test_the_chart_is_titled_all_matches_until_older_ones_drop_out_of_it(app: App, store: Store) -> None:
    stats = store.load_stats()
    stats.record_match("m0", variant="two_players", level="hard", won=True, hands=[(70, 50, True)])
    assert chart_title(stats) == "Your one match so far"
    store.save_stats(stats)
    app.stack.push(StatsScene(app))
    assert "Your one match so far" in [c.text for c in app.stack.top.cells]
    assert "Your last match" not in [c.text for c in app.stack.top.cells]
    stats.record_match("m1", variant="two_players", level="hard", won=False, hands=[(50, 70, False)])
    assert chart_title(stats) == "All 2 of your matches"
    for i in range(2, LAST_RESULTS_LIMIT + 3):
        stats.record_match(f"m{i}", variant="two_players", level="hard", won=True, hands=[(70, 50, True)])
    assert chart_title(stats) == f"Your last {LAST_RESULTS_LIMIT} matches"


# --------------------------------------------------------------------------- rules


def test_rules_pages_turn_and_scroll_by_keyboard(app: App) -> None:
    scene = RulesScene(app)
    app.stack.push(scene)
    assert scene.page == 0 and len(scene.pages) > 3
    key(app, pygame.K_RIGHT)
    assert scene.page == 1
    assert any(p.card is not None for p in scene.pieces)  # the deck page shows cards
    app.resize((800, 600))
    while scene.max_scroll == 0 and scene.page < len(scene.pages) - 1:  # a long page
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_END)
    assert scene.max_scroll > 0 and scene.scroll == scene.max_scroll
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    for _ in range(len(scene.pages) + 1):
        key(app, pygame.K_LEFT)
    assert scene.page == 0  # and stays there
    scene.switch_kind()
    assert scene.kind == "strategy" and scene.pages == i18n.help_pages("strategy", app.cards.style)


@pytest.mark.parametrize("size", [(1100, 700), (1600, 1000)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_long_titles_in_the_rules_contents_wrap_at_the_reading_size(app: App, size) -> None:
    """The contents column keeps every title at the small reading size, on more lines when long."""
    wrapped = 0
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            for kind in ("rules", "strategy"):
                scene = RulesScene(app)
                scene.kind = kind
                app.stack.push(scene)
                app.resize(size)
                line_h = app.text.render("Ag", scene.m.small).get_height()
                area = scene.contents_area
                assert scene.contents and area.width > 0
                for (rect, i), (below, _j) in zip(scene.contents, scene.contents[1:] + [(None, None)]):
                    lines = scene._contents_lines(i, (255, 255, 255))
                    assert all(img.get_height() == line_h and img.get_width() <= rect.width - 16 for img in lines)
                    assert rect.height >= len(lines) * line_h and area.contains(rect), (lang, i)
                    assert below is None or below.top >= rect.bottom
                    wrapped += len(lines) > 1
                app.frame(0.016, [])
                app.stack.remove(scene)
    finally:
        i18n.set_language("en")
    assert wrapped > 0


def test_rules_follow_the_language(app: App) -> None:
    scene = RulesScene(app)
    app.stack.push(scene)
    english = scene.pages[0]["title"]
    i18n.set_language("it")
    app.relayout()
    assert scene.pages[0]["title"] != english


# --------------------------------------------------------------------------- the table with a session


def play_frames(app: App, until) -> None:
    step_until(app, until, 0.05)


def test_table_autosaves_after_a_trick_and_counts_the_match_once(app: App, store: Store) -> None:
    config = TableConfig(variant=preset("two_players"), fmt=MATCH_FORMATS["single_hand"], seed=9,
                         levels=("easy",), speed="instant", autoplay=True, autoplay_level="easy", threaded=False,
                         result_pause=0.0, record=True)
    app.stack.push(TitleScene(app))
    table = TableScene(app, config)
    app.stack.push(table)
    play_frames(app, lambda: len(table.local.match.hand.tricks) >= 1)
    saved = MatchSession.from_payload(store, Store(store.folder).load_autosave())
    assert saved.match.to_dict()["hands"][0][:2] == table.local.match.to_dict()["hands"][0][:2]
    play_frames(app, lambda: table.local.match.is_over)
    stats = Store(store.folder).load_stats()
    assert stats.matches_played == 1 and stats.by_level["easy"].matches_played == 1
    assert Store(store.folder).load_autosave() is None
    table.local.session.match_done()  # a second call counts nothing
    assert Store(store.folder).load_stats().matches_played == 1


def test_resumed_table_stands_where_the_match_stood(app: App, store: Store) -> None:
    match = Match(preset("two_players"), seed=31)
    rng = random.Random(3)
    for _ in range(9):  # four tricks and a card
        match.apply(rng.choice(match.hand.legal_actions()))
    MatchSession(store, match, levels=["easy"], match_id="r").save()
    title = TitleScene(app)
    app.stack.push(title)
    with mock.patch.object(TableScene, "update"):
        title.continue_match()
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert table.local.match.to_dict() == match.to_dict()
        assert table.local.session.match_id == "r"
        board = table.board
        assert board.idle
        person_cards = {s.card for s in board.sprites.values() if s.place == ("hand", 0)}
        assert person_cards == set(match.hand.hands[0])
        assert [c for _s, c in match.hand.table] == [
            s.card for s in board.sprites.values() if s.place[0] == "trick"]


# --------------------------------------------------------------------------- monkey


SCREENS = [TitleScene, NewMatchScene, SettingsScene, StatsScene, RulesScene]
KEYS = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_ESCAPE,
        pygame.K_TAB, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
        pygame.K_HOME, pygame.K_END, pygame.K_7, pygame.K_a]


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    w, h = size
    pos = (rng.randrange(-20, w + 20), rng.randrange(-20, h + 20))
    roll = rng.random()
    if roll < 0.40:
        k = rng.choice(KEYS)
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=rng.choice((0, pygame.KMOD_SHIFT)),
                                  unicode="7" if k == pygame.K_7 else "")
    if roll < 0.60:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if roll < 0.75:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=rng.choice((1, 1, 3)), pos=pos)
    if roll < 0.92:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, button=rng.choice((1, 1, 3)), pos=pos)
    if roll < 0.98:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False)
    # A few sizes, revisited (each new size rasterises the cards again; that is the slow part).
    return pygame.event.Event(pygame.VIDEORESIZE, size=rng.choice(((700, 500), (800, 600), (1100, 760),
                                                                   (1500, 1000))))


def test_monkey_20000_events_across_the_menu_screens(app: App, store: Store) -> None:
    stats = store.load_stats()
    for i in range(12):
        stats.record_match(f"m{i}", variant=random.Random(i).choice(["two_players", "four_teams", "chiamata"]),
                           level="medium", won=i % 3 == 0 or None, hands=[(60 + i, 60 - i, i % 2 == 0)])
    store.save_stats(stats)
    started: list[tuple] = []
    rng = random.Random(20_000)
    with mock.patch.object(app.nav, "start_match", lambda *a, **k: started.append(a)):
        for screen in SCREENS:
            for _ in range(4000 // 8):
                app.running = True
                top = app.stack.top
                if top is None or not isinstance(top, (*SCREENS, ConfirmScene)):
                    app.stack.clear()
                    app.stack.push(TitleScene(app))
                    if screen is not TitleScene:
                        app.stack.push(screen(app))
                app.frame(0.016, [random_event(rng, app.size) for _ in range(8)])
    assert started  # the monkey did reach Start at least once


def test_pause_settings_apply_on_resume_and_main_menu_keeps_the_match(app: App, store: Store) -> None:
    from briscola_desktop.app.table.dialogs import PauseScene

    title = TitleScene(app)
    app.stack.push(title)
    config = TableConfig(variant=preset("two_players"), seed=12, levels=("easy",), speed="normal",
                         threaded=False, record=True)
    table = TableScene(app, config)
    app.stack.push(table)
    play_frames(app, lambda: table.person_to_act())
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    settings_button = next(b for b in pause.group.buttons if b.label == "Settings")
    click(app, settings_button.rect.center)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    app.settings.hints = True
    app.settings.counting_panel = True
    app.settings.animation_speed = "fast"
    key(app, pygame.K_ESCAPE)  # back to the pause menu
    assert app.stack.top is pause
    key(app, pygame.K_ESCAPE)  # resume
    assert app.stack.top is table
    assert table.show_hint and table.show_counting and table.board.speed_name == "fast"
    card = table.legal_now()[0]
    assert table.play_card(card)  # one card into the trick, not yet saved by a trick
    key(app, pygame.K_ESCAPE)
    menu_button = next(b for b in app.stack.top.group.buttons if b.label == "Main menu")
    click(app, menu_button.rect.center)
    assert app.stack.top is title and table not in app.stack.scenes
    assert labels(title)[0] == "menu.continue"
    assert title.saved is not None and title.saved.match.to_dict() == table.local.match.to_dict()
