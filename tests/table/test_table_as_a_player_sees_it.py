"""The table as a player sees it: the piles, the results, hints and the count, the trump marker, focus; scene tests under the dummy drivers."""

from __future__ import annotations

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.app.table.dialogs import LastTrickScene

from tests.support.table_helpers import DT, build_table, persons_turn


def click(pos) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def play_one_trick(app, table) -> None:
    tricks = len(table.local.match.hand.tricks)
    while len(table.local.match.hand.tricks) == tricks:
        persons_turn(app, table)
        if len(table.local.match.hand.tricks) != tricks:
            break
        table.play_card(table.legal_now()[0])
        app.frame(DT)


def test_clicking_a_captured_pile_opens_the_last_trick_and_it_stays_open():
    app, table = build_table("two_players", speed="fast", hints=False, counting=False)
    try:
        play_one_trick(app, table)
        persons_turn(app, table)
        pile = next(r for s in range(2) if (r := table.board.pile_rect(s)) is not None)
        app.frame(DT, click(pile.center))
        app.frame(DT)
        assert isinstance(app.stack.top, LastTrickScene), "the last-trick window closed on its own click"
        app.frame(DT, click((5, 5)))                 # a new click anywhere closes it
        assert app.stack.top is table
    finally:
        pygame.display.quit()


def finish_match(app, table) -> None:
    from briscola_desktop.app.table.results import HandResultScene, MatchResultScene

    for _ in range(200_000):
        top = app.stack.top
        if isinstance(top, MatchResultScene):
            return
        if isinstance(top, HandResultScene):
            top.proceed() if top.clock >= top.duration else app.frame(DT)
            continue
        if table.person_to_act():
            table.submit(table.legal_now()[0])
        app.frame(DT)
    raise AssertionError("the match never ended")


def test_the_match_result_offers_rematch_main_menu_and_statistics_and_esc_goes_home():
    from briscola_desktop.app.screens.title_screen import TitleScene
    from briscola_desktop.app.screens.stats_screen import StatsScene
    from briscola_desktop.rules import MATCH_FORMATS

    for choice in ("rematch", "menu", "stats", "esc"):
        app, table = build_table("two_players", hints=False, counting=False, fmt=MATCH_FORMATS["single_hand"])
        try:
            finish_match(app, table)
            result = app.stack.top
            labels = [b.label for b in result.group.buttons]
            assert labels == ["Rematch", "Main menu", "Statistics", "Review"]   # Review: the deciding hand
            if choice == "rematch":
                started = table.local.runner.match_count
                result.group.buttons[0].action()
                assert app.stack.top is table and table.local.runner.match_count == started + 1
                assert not table.local.match.is_over
            elif choice == "menu":
                result.group.buttons[1].action()
                assert isinstance(app.stack.top, TitleScene)
            elif choice == "stats":
                result.group.buttons[2].action()
                assert isinstance(app.stack.top, StatsScene)
                assert isinstance(app.stack.scenes[-2], TitleScene)    # Back leads home
            else:
                app.frame(DT, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
                assert isinstance(app.stack.top, TitleScene)
        finally:
            app.stack.clear()
            pygame.display.quit()


def test_with_hints_off_there_is_no_hint_or_count_button_and_h_does_nothing():
    app, table = build_table("two_players", speed="fast", hints=False, counting=False)
    try:
        persons_turn(app, table)
        labels = [b.label for b in table.toolbar.buttons]
        assert labels == ["Menu (Esc)", "Last trick (L)"]
        app.frame(DT, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")])
        app.frame(DT, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c")])
        assert not table.show_hint and not table.show_counting
        app.settings.hints = True          # switched on in Settings, back at the table
        table.resume()
        assert [b.label for b in table.toolbar.buttons][2:] == ["Hint (H)", "Card count (C)"]
        assert table.show_hint
    finally:
        pygame.display.quit()


def test_the_setting_names_what_it_does_in_every_language():
    from briscola_desktop import i18n
    for lang in ("en", "it", "fr", "nb", "es"):
        i18n.set_language(lang)
        assert "button" not in i18n.t("settings.hints").lower() and "bouton" not in i18n.t("settings.hints").lower()
    i18n.set_language("en")
    assert i18n.t("settings.hints") == "Hints and card count"


def test_sorted_hands_are_on_by_default_and_follow_the_setting():
    from briscola_desktop.app.table.hand_order import sorted_hand
    from briscola_desktop.userfiles.settings import Settings

    assert Settings().sort_hand
    app, table = build_table("chiamata", speed="fast", hints=False, counting=False)
    try:
        persons_turn(app, table)
        assert table.board.sort_hand
        assert table.board.hands[0] == sorted_hand(table.board.hands[0], table.board.trump_suit)
    finally:
        pygame.display.quit()


def test_the_trump_marker_names_the_trump_at_every_kind_of_table():
    from briscola_desktop.rules.cards import Suit

    for name, expect in (("two_players", "suit"), ("briscolone", "No trump"), ("chiamata", "Not called yet")):
        app, table = build_table(name, speed="fast", hints=False, counting=False)
        try:
            persons_turn(app, table)
            marker = table.hud.trump_marker
            assert marker is not None
            if expect == "suit":
                assert marker.suit == Suit(table.local.match.hand.trump_suit)
                assert marker.name.lower() == table.words.suit(marker.suit).lower()
            else:
                assert marker.name == expect and marker.suit is None
        finally:
            pygame.display.quit()


def test_focus_never_rests_on_an_illegal_card_and_hovering_moves_it():
    app, table = build_table("briscolone", speed="fast", hints=False, counting=False, seed=3)
    try:
        # Find a moment where the person must follow suit with some cards barred.
        for _ in range(40):
            persons_turn(app, table)
            legal, hand = table.legal_now(), table.board.hands[0]
            if len(legal) < len(hand):
                break
            table.play_card(legal[-1])
            app.frame(DT)
        legal, hand = table.legal_now(), table.board.hands[0]
        assert len(legal) < len(hand), "no follow-suit moment found"
        for i in range(len(hand)):
            table.input.focus_index = i
            assert table.input.focused() in legal
        for step in (1, 1, 1, -1, -1, -1, -1):
            app.frame(DT, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT if step > 0 else pygame.K_LEFT,
                                              mod=0, unicode="")])
            assert table.hud.decor.focused in legal
        target = legal[0]
        rect = dict(table.board.hand_rects(0))[target]
        app.frame(DT, [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0))])
        decor = table.hud.decor
        assert decor.focused == target and decor.lifted is None     # one raised card: mouse and keys agree
        app.frame(DT, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")])
        assert target in table.local.match.hand.played
    finally:
        pygame.display.quit()


def test_the_count_panel_shows_the_unseen_counting_cards_and_trumps_as_cards():
    app, table = build_table("two_players", speed="fast", hints=True, counting=True)
    try:
        persons_turn(app, table)
        view = table.local.match.hand.view(0)
        unseen = set(view.unseen())
        rows = dict(zip(table.hud.counting, table.hud.counting_cards))
        shown = [c for cards in rows.values() for c in cards]
        assert shown and all(c in unseen for c in shown)
        counting = {c for c in unseen if c.points}
        assert counting <= set(shown)                     # every unseen counting card is there
        trumps = {c for c in unseen if int(c.suit) == view.trump_suit}
        assert trumps <= set(shown)
        drawn = []
        real = app.cards.face
        app.cards.face = lambda c, w, quarter_turn=False: drawn.append(c) or real(c, w, quarter_turn)
        table.draw(app.screen)
        assert counting <= set(drawn)                     # drawn as small cards, not only counted
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("matches", [1, 200])
def test_statistics_chart_is_labelled_with_sensible_bars_and_focus_starts_on_back(matches):
    from briscola_desktop.app.core.scene import App
    from briscola_desktop.app.screens.stats_screen import StatsScene
    from briscola_desktop.userfiles.statistics import MatchResult, Statistics

    pygame.init()
    app = App((1280, 800))
    try:
        stats = Statistics()
        for i in range(matches):
            stats.last_results.append(MatchResult("won" if i % 3 else "lost", 70 + i % 20, 50, "two_players"))
        del stats.last_results[:-30]
        scene = StatsScene(app, stats)
        app.stack.push(scene)
        labels = [b.label for b in scene.buttons.buttons]   # Reset, Last hands, Back
        assert scene.buttons.focus == labels.index("Back")
        from tests.support.geometry import frame_regions
        regions = frame_regions(app, scene.draw)
        words = {r.what for r in regions if r.kind == "label"}
        assert {"Matches, oldest to newest", "Your share of the points", "100%", "0%"} <= words  # English writes no space before %
        bars: list[pygame.Rect] = []
        real = pygame.draw.rect

        def spy(surface, colour, rect, *a, **k):
            r = pygame.Rect(rect)
            if tuple(colour)[:3] in ((240, 196, 80), (214, 80, 70)) and r.bottom < scene.buttons.buttons[0].rect.top:
                bars.append(r)
            return real(surface, colour, rect, *a, **k)
        pygame.draw.rect = spy
        try:
            scene.draw(app.screen)
        finally:
            pygame.draw.rect = real
        assert len(bars) == min(matches, 30)
        assert all(b.width <= 40 for b in bars)     # one match is a bar, not a slab
    finally:
        app.stack.clear()
        pygame.display.quit()


def assert_counting_cards_drawn(app, scene, detail) -> None:
    """Each side's counting cards add up to its points, and the finished count draws every one."""
    assert detail.shows_cards()
    for cards, points in zip(detail.taken, detail.result.points):
        assert sum(c.points for c in cards) == points
        assert all(c.points for c in cards)
    drawn = []
    real = app.cards.face
    app.cards.face = lambda c, w, quarter_turn=False: drawn.append(c) or real(c, w, quarter_turn)
    scene.clock = scene.duration
    scene.draw(app.screen)
    assert sorted(drawn) == sorted(c for cards in detail.taken for c in cards)


def test_the_deciding_hand_goes_straight_to_the_match_result_with_that_hands_detail():
    """No hand result then a match result in a row; one dialog with the hand's count,
    its counting cards, the way on (rematch, menu, statistics) and the hand's review."""
    from briscola_desktop.app.table.results import HandResultScene, MatchResultScene
    from briscola_desktop.rules import MATCH_FORMATS

    app, table = build_table("two_players", hints=False, counting=False, fmt=MATCH_FORMATS["single_hand"])
    try:
        seen = []
        for _ in range(200_000):
            top = app.stack.top
            seen.append(type(top).__name__)
            if isinstance(top, MatchResultScene):
                break
            assert not isinstance(top, HandResultScene) or not table.local.match.is_over, "a hand result came first"
            if isinstance(top, HandResultScene):   # a 60-60 draw deals again: that hand has its result
                top.proceed()
                continue
            if table.person_to_act():
                table.submit(table.legal_now()[0])
            app.frame(DT)
        result = app.stack.top
        assert isinstance(result, MatchResultScene) and table.local.match.is_over
        detail = result.detail
        assert detail is not None and detail.result == table.local.match.results[-1]
        labels = [b.label for b in result.group.buttons]
        assert labels == [i18n.t("result.rematch"), i18n.t("result.main_menu"), i18n.t("result.statistics"),
                          i18n.t("review.open")]
        assert_counting_cards_drawn(app, result, detail)
        inside = result.box
        assert all(inside.contains(b.rect) for b in result.group.buttons)
    finally:
        pygame.display.quit()
        app.stack.clear()


def test_the_hand_result_lays_out_each_sides_counting_cards_adding_up_to_its_points():
    from briscola_desktop.app.table.results import HandResultScene

    app, table = build_table("two_players", hints=False, counting=False)
    try:
        for _ in range(200_000):
            if isinstance(app.stack.top, HandResultScene):
                break
            if table.person_to_act():
                table.submit(table.legal_now()[0])
            app.frame(DT)
        result = app.stack.top
        assert isinstance(result, HandResultScene)
        assert_counting_cards_drawn(app, result, result.detail)
    finally:
        pygame.display.quit()
