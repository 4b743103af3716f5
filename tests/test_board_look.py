"""The board as the person sees it (issue 12): driven by real rules events, drawn with the
real card art under the dummy video driver, without a table scene."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from briscola_desktop.app.board import Board, Decor  # noqa: E402
from briscola_desktop.app.cardart import CardArt  # noqa: E402
from briscola_desktop.app.layout import table_layout  # noqa: E402
from briscola_desktop.rules import PRESETS, Match  # noqa: E402

SIZE = (1280, 800)


class RecordingArt:
    """The real card art, noting every face asked for."""

    def __init__(self) -> None:
        self.art = CardArt("italian")
        self.faces: list = []

    def face(self, card, width, quarter_turn=False):
        self.faces.append(card)
        return self.art.face(card, width, quarter_turn)

    def __getattr__(self, name):
        return getattr(self.art, name)


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode(SIZE)
    yield
    pygame.display.quit()


def settle(board: Board) -> None:
    for _ in range(100_000):
        if board.idle and not board.shuffling:
            return
        board.update(1 / 30)
    raise AssertionError("the board never fell idle")


def board_for(variant_name: str, seed: int = 3, speed: str = "fast") -> tuple[Board, Match]:
    variant = PRESETS[variant_name]
    match = Match(variant, seed=seed)
    board = Board(variant, speed)
    board.layout = table_layout(SIZE, variant.players, variant.hand_size, 1.5, open_hands=variant.open_hands)
    board.enqueue(list(match.hand.deal_events))
    settle(board)
    return board, match


def play_trick(board: Board, match: Match) -> None:
    hand = match.hand
    tricks = len(hand.tricks)
    while len(hand.tricks) == tricks and not hand.is_over:
        events = match.apply(hand.legal_actions()[0], seat=hand.to_act)
        board.enqueue(events)
        settle(board)


def test_scoperta_shows_the_top_of_the_stock_after_every_draw():
    board, match = board_for("scoperta")
    for trick in range(3):
        top = match.hand.view(0).stock_top
        assert top is not None
        art = RecordingArt()
        board.draw(pygame.display.get_surface(), art, Decor(), stock_top=top)
        assert top in art.faces, f"the stock's top card was hidden after {trick} draws"
        play_trick(board, match)
