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
