"""The table as a player sees it (issue 12): scene tests under the dummy drivers."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from briscola_desktop.app.table.dialogs import LastTrickScene  # noqa: E402

from .table_helpers import DT, build_table, persons_turn  # noqa: E402


def click(pos) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def play_one_trick(app, table) -> None:
    tricks = len(table.match.hand.tricks)
    while len(table.match.hand.tricks) == tricks:
        persons_turn(app, table)
        if len(table.match.hand.tricks) != tricks:
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
    from briscola_desktop.app.table.dialogs import HandResultScene, MatchResultScene

    for _ in range(200_000):
        top = app.stack.top
        if isinstance(top, MatchResultScene):
            return
        if isinstance(top, HandResultScene):
            top.proceed() if top.clock >= top.duration else app.frame(DT)
            continue
        if table.person_to_act():
            table.submit(table.legal_now()[0], 0)
        app.frame(DT)
    raise AssertionError("the match never ended")


def test_the_match_result_offers_rematch_main_menu_and_statistics_and_esc_goes_home():
    from briscola_desktop.app.menus import TitleScene
    from briscola_desktop.app.stats_screen import StatsScene
    from briscola_desktop.rules import MATCH_FORMATS

    for choice in ("rematch", "menu", "stats", "esc"):
        app, table = build_table("two_players", hints=False, counting=False, fmt=MATCH_FORMATS["single_hand"])
        try:
            finish_match(app, table)
            result = app.stack.top
            labels = [b.label for b in result.group.buttons]
            assert labels == ["Rematch", "Main menu", "Statistics"]
            if choice == "rematch":
                started = table.runner.match_count
                result.group.buttons[0].action()
                assert app.stack.top is table and table.runner.match_count == started + 1
                assert not table.match.is_over
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
