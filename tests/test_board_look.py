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


@pytest.mark.parametrize("style", ["italian", "french"])
def test_the_trump_marker_shows_the_suit_symbol_and_name(style):
    from briscola_desktop.app.text import TextCache
    from briscola_desktop.app.trump_marker import PAPER, TrumpMarker, draw_trump_marker
    from briscola_desktop.rules.cards import Suit

    surface = pygame.Surface((400, 200))
    text, art = TextCache(), CardArt(style)
    pictures = set()
    for suit in Suit:
        surface.fill((22, 92, 56))
        rect = draw_trump_marker(surface, text, art, TrumpMarker("Trump", suit.key, suit), (200, 100), 18)
        assert surface.get_rect().contains(rect) and rect.height >= 40
        assert surface.get_at((rect.x + 8 + int(18 * 1.3), rect.top + 4)) != PAPER   # the disc is round
        pictures.add(pygame.image.tobytes(surface.subsurface(rect), "RGB"))
    assert len(pictures) == 4            # each suit its own symbol
    surface.fill((22, 92, 56))
    plain = draw_trump_marker(surface, text, art, TrumpMarker("Trump", "not called yet", None), (200, 100), 18)
    assert plain.height < rect.height    # no symbol before the suit is known


def test_the_crosswise_trump_shows_its_index_at_the_end_out_of_the_stock():
    from briscola_desktop.app.cardart import QUARTER_TURN

    art = CardArt("italian")
    c = PRESETS["two_players"].deck[0]
    upright, turned = art.face(c, 100), art.face(c, 100, True)
    assert turned.get_size() == (upright.get_height(), upright.get_width())
    # Turned clockwise: the top-left corner (the index) ends at the top-right, the end that
    # sticks out to the right of the stock.
    corner = upright.subsurface((0, 0, 30, 40))
    moved = turned.subsurface((turned.get_width() - 40, 0, 40, 30))
    assert pygame.image.tobytes(pygame.transform.rotate(corner, QUARTER_TURN), "RGB") == \
        pygame.image.tobytes(moved, "RGB")
