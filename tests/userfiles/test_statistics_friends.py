"""Matches with friends in the statistics: counted by table, once per match, apart from the matches
against the computer; counted from a networked match's standing; shown on the statistics screen."""

from __future__ import annotations

import random
from pathlib import Path
from unittest import mock

import pygame
import pytest
import yaml

from briscola_desktop import i18n
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.screens.stats_screen import StatsScene
from briscola_desktop.audio import Audio
from briscola_desktop.net.host.tables import standing_of_match
from briscola_desktop.play.friends import friends_match_id, record_friends_match
from briscola_desktop.review.record import HandRecord
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, Match, default_format
from briscola_desktop.userfiles.document import END_MARKER
from briscola_desktop.userfiles.statistics import Statistics
from briscola_desktop.userfiles.store import Store

HANDS = [(70, 50, True), (40, 80, False), (60, 60, None)]


# --------------------------------------------------------------------------- the model


def test_a_match_with_friends_is_counted_by_table_and_apart_from_the_computer() -> None:
    stats = Statistics()
    stats.record_match("c1", variant="two_players", level="hard", won=True, hands=[(70, 50, True)])
    before = stats.to_dict()
    assert stats.record_friends_match("f1", variant="four_teams", won=None, hands=HANDS)
    assert stats.record_friends_match("f2", variant="four_teams", won=True, hands=[(80, 40, True)])
    assert stats.record_friends_match("f3", variant="two_players", won=False, hands=[(30, 90, False)])
    after = stats.to_dict()
    for key in ("total", "by_variant", "by_level", "current_streak", "longest_streak", "last_results"):
        assert after[key] == before[key], key  # the matches against the computer are untouched
    teams = stats.friends["four_teams"]
    assert (teams.matches_played, teams.matches_won, teams.matches_drawn, teams.matches_lost) == (2, 1, 1, 0)
    assert (teams.hands_played, teams.hands_won, teams.hands_drawn, teams.hands_lost) == (4, 2, 1, 1)
    assert teams.best_hand == 80 and teams.points_total == 250
    total = stats.friends_total
    assert (total.matches_played, total.matches_won, total.matches_lost, total.hands_played) == (3, 1, 1, 5)
    assert total.best_hand == 80


def test_a_match_with_friends_is_counted_once_by_its_id() -> None:
    stats = Statistics()
    assert stats.record_friends_match("f1", variant="two_players", won=True, hands=[(70, 50, True)])
    assert not stats.record_friends_match("f1", variant="two_players", won=True, hands=[(70, 50, True)])
    assert not stats.record_match("f1", variant="two_players", level="easy", won=True, hands=[])
    assert stats.friends["two_players"].matches_played == 1 and stats.matches_played == 0


@pytest.mark.parametrize("args", [
    {"match_id": "../x"}, {"variant": "Two Players"}, {"won": "yes"}, {"hands": [(121, 0, True)]},
    {"hands": [(70, 50, True)] * 501},
])
def test_a_friends_match_with_bad_arguments_is_refused_and_nothing_counted(args: dict) -> None:
    stats = Statistics()
    call = {"match_id": "f1", "variant": "two_players", "won": True, "hands": [(70, 50, True)], **args}
    with pytest.raises(ValueError):
        stats.record_friends_match(call.pop("match_id"), **call)
    assert stats.friends == {} and stats.recorded_ids == []


def test_the_friends_section_is_saved_and_read_back(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.record_friends_match("f1", variant="chiamata", won=False, hands=[(40, 80, False)]) is True
    assert store.record_friends_match("f1", variant="chiamata", won=False, hands=[(40, 80, False)]) is False
    again = Store(tmp_path)
    stats = again.load_stats()
    assert stats.friends["chiamata"].matches_lost == 1 and again.notices == []
    assert stats.to_dict() == Store(tmp_path).load_stats().to_dict()


def test_a_statistics_file_from_before_the_friends_section_loads_unrepaired(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record_match("c1", variant="two_players", level="hard", won=True, hands=[(70, 50, True)])
    path = store.path("statistics")
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    del data["friends"]
    path.write_text(yaml.safe_dump(data, sort_keys=False) + END_MARKER + "\n", encoding="utf-8")
    fresh = Store(tmp_path)
    stats = fresh.load_stats()
    assert stats.friends == {} and stats.matches_played == 1
    assert fresh.notices == [] and not list(tmp_path.glob("statistics.yaml.bad-*"))


@pytest.mark.parametrize("friends", [
    {"two_players": {"matches_won": 10**100}},
    {"two_players": {"matches_won": float("inf")}},
    {"Two Players\x00": {"matches_won": 1}},
    {f"t{i}": {} for i in range(300)},
    "a table",
])
def test_a_damaged_friends_section_is_repaired_and_the_original_kept(tmp_path: Path, friends: object) -> None:
    store = Store(tmp_path)
    store.record_match("c1", variant="two_players", level="hard", won=True, hands=[(70, 50, True)])
    path = store.path("statistics")
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["friends"] = friends
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True) + END_MARKER + "\n", encoding="utf-8")
    fresh = Store(tmp_path)
    stats = fresh.load_stats()
    assert stats.matches_played == 1  # the rest was kept
    assert all(t.matches_won < 10**9 for t in stats.friends.values())
    assert fresh.notices == ["storage.stats_repaired"]
    assert len(list(tmp_path.glob("statistics.yaml.bad-*"))) == 1


def test_reset_empties_the_friends_section_too() -> None:
    stats = Statistics()
    stats.record_friends_match("f1", variant="two_players", won=True, hands=[(70, 50, True)])
    stats.reset()
    assert stats.friends == {} and stats.recorded_ids == ["f1"]


# --------------------------------------------------------------------------- from a networked match


def played_out(variant_name: str, seed: int) -> Match:
    variant = PRESETS[variant_name]
    match = Match(variant, default_format(variant), seed=seed)
    rng = random.Random(seed)
    while not match.is_over:
        if match.hand.is_over:
            match.next_hand()
            continue
        match.apply(rng.choice(match.hand.legal_actions()))
    return match


@pytest.mark.parametrize("variant", ["two_players", "four_teams", "chiamata"])
def test_each_seat_counts_the_match_it_played_once_and_from_its_own_side(tmp_path: Path, variant: str) -> None:
    match = played_out(variant, 4)
    standing = standing_of_match(match)
    last = HandRecord.from_match(match)
    for seat in range(match.variant.players):
        store = Store(tmp_path / f"seat{seat}")
        assert record_friends_match(store, code="AB23CD", standing=standing, seat=seat, last_hand=last) is True
        assert record_friends_match(store, code="AB23CD", standing=standing, seat=seat, last_hand=last) is False
        tally = store.load_stats().friends[variant]
        side = match.side_of(seat)
        won = side in match.winners and len(match.winners) == 1
        drawn = side in match.winners and len(match.winners) > 1
        assert (tally.matches_won, tally.matches_drawn, tally.matches_lost) == (int(won), int(drawn),
                                                                               int(not won and not drawn))
        assert tally.hands_played == sum(1 for r in match.results if not r.thrown_in)
        assert store.load_stats().matches_played == 0


def test_two_matches_at_one_table_have_different_ids_and_each_seat_the_same() -> None:
    first, second = played_out("two_players", 1), played_out("two_players", 2)
    one = friends_match_id("AB23CD", HandRecord.from_match(first))
    assert one == friends_match_id("AB23CD", HandRecord.from_match(first))
    assert one != friends_match_id("AB23CD", HandRecord.from_match(second))
    assert one != friends_match_id("ZX98WV", HandRecord.from_match(first))
    assert Statistics().record_friends_match(one, variant="two_players", won=None, hands=[])  # a usable id


def test_a_match_not_over_or_a_seat_not_at_the_table_is_not_counted(tmp_path: Path) -> None:
    match = played_out("two_players", 3)
    store = Store(tmp_path)
    with pytest.raises(ValueError):
        record_friends_match(store, code="AB23CD", standing=standing_of_match(match), seat=5,
                             last_hand=HandRecord.from_match(match))
    going = Match(PRESETS["two_players"], MATCH_FORMATS["best_of_three"], seed=3)
    with pytest.raises(ValueError):
        record_friends_match(store, code="AB23CD", standing=standing_of_match(going), seat=0,
                             last_hand=HandRecord.from_match(going))
    assert store.load_stats().friends == {}


# --------------------------------------------------------------------------- the screen


@pytest.fixture
def app(store: Store):
    pygame.init()
    application = install(App((1024, 700), settings=store.load_settings(), store=store,
                              audio=mock.Mock(spec=Audio)))
    yield application
    application.stack.clear()
    i18n.set_language("en")


def texts_of(scene: StatsScene) -> list[str]:
    return [c.text for c in scene.cells]


def test_the_screen_has_no_friends_section_without_matches_with_friends(app: App, store: Store) -> None:
    i18n.set_language("en")
    store.record_match("c1", variant="two_players", level="hard", won=True, hands=[(70, 50, True)])
    scene = StatsScene(app)
    app.stack.push(scene)
    assert "With friends" not in texts_of(scene) and "All matches" in texts_of(scene)


@pytest.mark.parametrize("language", ["en", "it", "fr", "nb", "es"])
def test_the_screen_shows_the_friends_section_in_every_language(app: App, store: Store, language: str) -> None:
    i18n.set_language(language)
    store.record_match("c1", variant="two_players", level="hard", won=True, hands=[(70, 50, True)])
    store.record_friends_match("f1", variant="four_teams", won=True, hands=[(80, 40, True)])
    scene = StatsScene(app)
    app.stack.push(scene)
    app.frame(0.016, [])
    texts = texts_of(scene)
    assert i18n.t("stats.friends") in texts and i18n.t("stats.friends_all") in texts
    assert i18n.t("stats.vs_computer") in texts and i18n.t("stats.all") not in texts
    friends_at = texts.index(i18n.t("stats.friends_all"))
    assert texts[friends_at + 1: friends_at + 3] == ["1", "1"]  # played, won
    assert i18n.t("stats.friends") != i18n.t("stats.by_table")
    scene.draw(app.screen)  # drawn without raising


def test_with_only_matches_with_friends_the_screen_shows_them_and_no_streak(app: App, store: Store) -> None:
    i18n.set_language("en")
    store.record_friends_match("f1", variant="two_players", won=False, hands=[(30, 90, False)])
    scene = StatsScene(app)
    app.stack.push(scene)
    texts = texts_of(scene)
    assert "With friends" in texts and "All matches with friends" in texts
    assert i18n.t("stats.empty") not in texts
    assert not any(text.startswith("Win streak") for text in texts) and scene.chart.width == 0
    assert scene.buttons.buttons[0].enabled  # Reset
