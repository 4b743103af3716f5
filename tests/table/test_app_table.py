"""The table scene under SDL's dummy drivers: playing by mouse and keyboard, guards, overlays."""

from __future__ import annotations

import pygame
import pytest

from briscola_desktop.app.table.dialogs import LastTrickScene, PauseScene
from briscola_desktop.app.table.results import HandResultScene
from briscola_desktop.play.seats import FirstLegal
from briscola_desktop.app.core.scene import App
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, Bid, Phase

from tests.support.realtime import step_until, ticks

DT = 1 / 60


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def click(pos) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


@pytest.fixture
def make_table(monkeypatch):
    # Computer seats play their first legal card at once: the tests are about the table, not the AI.
    monkeypatch.setattr("briscola_desktop.play.runner.make_seat_player", lambda level, seed: FirstLegal())
    made = []

    def build(variant="two_players", speed="fast", fmt=None, size=(1024, 700)) -> tuple[App, TableScene]:
        pygame.init()
        app = App(size)
        v = PRESETS[variant]
        config = TableConfig(variant=v, fmt=MATCH_FORMATS[fmt] if fmt else None, seed=5, speed=speed,
                             threaded=False)
        table = TableScene(app, config)
        app.stack.push(table)
        made.append(app)
        return app, table

    yield build
    pygame.display.quit()


def run_until(app: App, cond) -> None:
    step_until(app, cond, DT)


def persons_turn(table: TableScene):
    return lambda: table.person_to_act()


def test_the_deal_is_animated_then_the_person_may_play(make_table):
    app, table = make_table()
    assert not table.board.idle                  # the shuffle and deal are queued
    assert table.legal_now() == []               # no input while the deal runs
    run_until(app, persons_turn(table))
    assert sorted(table.board.hands[0]) == sorted(table.local.match.hand.hands[0])
    assert table.board.stock + 1 == table.local.match.hand.stock_size   # + the crosswise trump
    assert table.board.trump == table.local.match.hand.trump_card


def test_clicking_a_card_plays_it_once_however_fast_the_clicks(make_table):
    app, table = make_table()
    run_until(app, persons_turn(table))
    c, rect = table.board.hand_rects(0)[0]
    before = len(table.local.match.hand.actions)
    app.frame(DT, click(rect.center) + click(rect.center) + click(rect.center))
    hand = table.local.match.hand
    assert hand.actions[before] == c
    assert hand.actions.count(c) == 1
    # The second and third clicks came during the animation: they hurried it, nothing more.
    assert len([a for a in hand.actions[before:] if a in table.board.hands[0]]) == 0
    assert table.local.illegal_attempts == 0


def test_number_keys_play_the_card_in_that_position(make_table):
    app, table = make_table()
    run_until(app, persons_turn(table))
    second = table.board.hands[0][1]
    app.frame(DT, [key(pygame.K_2)])
    assert second in table.local.match.hand.played


def test_arrow_keys_and_enter_play_the_focused_card(make_table):
    app, table = make_table()
    run_until(app, persons_turn(table))
    hand = list(table.board.hands[0])
    app.frame(DT, [key(pygame.K_RIGHT), key(pygame.K_RIGHT), key(pygame.K_RETURN)])
    assert hand[2] in table.local.match.hand.played


def test_dragging_a_card_to_the_table_plays_it_and_a_short_drag_back_does_not(make_table):
    app, table = make_table()
    run_until(app, persons_turn(table))
    c, rect = table.board.hand_rects(0)[0]
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
    away = (rect.centerx + 40, rect.centery + 30)     # dragged sideways, released over the hand row
    app.frame(DT, [down, pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(40, 30), buttons=(1, 0, 0)),
                   pygame.event.Event(pygame.MOUSEBUTTONUP, pos=away, button=1)])
    assert c not in table.local.match.hand.played
    up_there = (rect.centerx, int(table.lay.centre[1]))
    app.frame(DT, [down, pygame.event.Event(pygame.MOUSEMOTION, pos=up_there, rel=(0, -200), buttons=(1, 0, 0)),
                   pygame.event.Event(pygame.MOUSEBUTTONUP, pos=up_there, button=1)])
    assert c in table.local.match.hand.played


def test_keys_out_of_turn_reach_no_rule(make_table):
    app, table = make_table()
    before = list(table.local.match.hand.actions)
    app.frame(DT, [key(pygame.K_1), key(pygame.K_RETURN)])   # during the deal
    assert table.local.match.hand.actions == before
    assert table.local.illegal_attempts == 0


def test_the_board_matches_the_rules_state_whenever_it_is_idle(make_table):
    app, table = make_table(speed="instant")
    checks = 0
    for _ in ticks(what="the end of the first hand"):
        app.frame(DT)
        if table.local.match.hand.is_over:
            break
        if table.person_to_act():
            hand = table.local.match.hand
            for seat in range(2):
                assert sorted(table.board.hands[seat]) == sorted(hand.hands[seat])
            assert table.board.points == hand.points
            assert [c for _, c in table.board.trick] == [c for _, c in hand.table]
            checks += 1
            table.play_card(table.legal_now()[0])
    assert checks >= 20


def test_a_whole_match_runs_through_hand_results_to_the_match_result_and_a_new_match(make_table):
    app, table = make_table(speed="instant", fmt="best_of_three")
    results_seen = 0
    for _ in ticks(what="the match result"):
        top = app.stack.top
        if type(top).__name__ == "MatchResultScene":
            break
        if isinstance(top, HandResultScene):
            assert not table.local.match.is_over               # only hands that leave the match open
            results_seen += 1
            app.frame(DT, [key(pygame.K_RETURN)])   # finishes the count-up, or continues
            while isinstance(app.stack.top, HandResultScene) and app.stack.top is top:
                app.frame(DT, [key(pygame.K_RETURN)])
            continue
        if table.person_to_act():
            table.play_card(table.legal_now()[0])
        app.frame(DT)
    assert results_seen >= 1 and table.local.match.is_over      # two hands at least: one hand result or more
    top = app.stack.top
    assert type(top).__name__ == "MatchResultScene"
    assert top.detail is not None and top.detail.result == table.local.match.results[-1]   # the deciding hand
    top.new_match()
    assert app.stack.top is table and not table.local.match.is_over
    assert table.config.stats["matches_started"] == 2


def test_escape_opens_the_pause_menu_and_escape_again_resumes(make_table):
    app, table = make_table()
    app.frame(DT, [key(pygame.K_ESCAPE)])
    assert isinstance(app.stack.top, PauseScene)
    now = table.board.now
    app.frame(DT)
    assert table.board.now == now          # the table is frozen under the menu
    app.frame(DT, [key(pygame.K_ESCAPE)])
    assert app.stack.top is table


def test_the_last_trick_can_be_reviewed_with_l(make_table):
    app, table = make_table(speed="instant")
    run_until(app, persons_turn(table))
    app.frame(DT, [key(pygame.K_l)])
    assert app.stack.top is table and table.notice is not None    # no trick yet: a notice
    table.play_card(table.legal_now()[0])
    run_until(app, lambda: table.board.last_trick is not None and table.board.idle)
    app.frame(DT, [key(pygame.K_l)])
    assert isinstance(app.stack.top, LastTrickScene)
    assert app.stack.top.trick.cards == table.local.match.hand.tricks[-1].cards
    app.frame(DT, [key(pygame.K_l)])
    assert app.stack.top is table


def test_chiamata_auction_buttons_offer_only_legal_bids_and_submit_them(make_table):
    app, table = make_table(variant="chiamata", speed="instant")
    run_until(app, lambda: table.person_to_act() and bool(table.buttons.buttons))
    hand = table.local.match.hand
    assert hand.phase is Phase.AUCTION
    legal = hand.legal_actions()
    assert all(b.value in legal for b in table.buttons.buttons)
    bid = next(b for b in table.buttons.buttons if isinstance(b.value, Bid))
    app.frame(DT, click(bid.rect.center))
    assert hand.bids and any(a == bid.value for s, a in hand.bids if s == 0)


def test_resizing_in_the_middle_of_the_deal_keeps_every_card_on_screen(make_table):
    app, table = make_table(speed="slow")
    for _ in range(20):
        app.frame(DT)
    app.resize((1600, 1000))
    app.frame(DT)
    assert table.lay.size == (1600, 1000)
    run_until(app, persons_turn(table))
    for c, rect in table.board.hand_rects(0):
        assert pygame.Rect(0, 0, 1600, 1000).contains(rect)


def test_score_line_names_each_side_and_the_points_left(make_table):
    app, table = make_table(variant="four_teams", speed="instant")
    line = table.score_line()
    assert line.startswith("Us: 0") and "Them: 0" in line and "Still to play for: 120" in line


def test_a_computer_click_skips_its_pause_but_never_its_turn(make_table):
    app, table = make_table(speed="slow")
    run_until(app, lambda: table.board.idle and table.local.match.hand.to_act == 1 and not table.local.match.hand.is_over
              or table.person_to_act())
    if table.person_to_act():
        table.play_card(table.legal_now()[0])
        run_until(app, lambda: table.board.idle and table.local.match.hand.to_act == 1)
    actions = len(table.local.match.hand.actions)
    app.frame(DT, click((5, 300)))
    app.frame(DT)
    assert len(table.local.match.hand.actions) == actions + 1



def test_sentences_about_the_person_use_the_you_variants(make_table) -> None:
    from briscola_desktop import i18n
    from briscola_desktop.app.table.board import Banner
    from briscola_desktop.app.table.dialogs import LastTrickScene
    from briscola_desktop.app.core.wording import YOU_KEYS, YOUR_KEYS
    from briscola_desktop.rules.cards import Rank

    loc = i18n.Localizer()
    for lang in i18n.LANGUAGES:  # every variant exists in every language, with no {seat} left over
        for key in [k + "_you" for k in YOU_KEYS] + [k + "_your" for k in YOUR_KEYS]:
            value = loc.catalog(lang).get(key)  # a sentence, or a plural entry for a counted one
            assert isinstance(value, str) or i18n.is_plural_entry(value), (lang, key)
        for key in YOU_KEYS:
            value = loc.catalog(lang)[key + "_you"]
            forms = value.values() if i18n.is_plural_entry(value) else [value]
            assert all("{seat}" not in form for form in forms), (lang, key)
    i18n.set_language("en")
    app, table = make_table("chiamata")
    two = Bid(Rank.TWO)
    assert table.banner_text(Banner("table.auction_won", {"seat": 0, "bid": two})) == "You win the auction: Two"
    assert table.banner_text(Banner("table.auction_won", {"seat": 2, "bid": two})) == "Player 3 wins the auction: Two"
    assert table.banner_text(Banner("table.partner_revealed", {"seat": 3, "caller": 0})) == "Player 4 is your partner"
    assert table.banner_text(Banner("table.partner_revealed", {"seat": 0, "caller": 1})) \
        == "You are the partner of Player 2"
    assert table.banner_text(Banner("table.partner_revealed", {"seat": 2, "caller": 1})) \
        == "Player 3 is the partner of Player 2"
    assert table.banner_text(Banner("table.caller_alone", {"seat": 0, "caller": 0})).startswith("You called")
