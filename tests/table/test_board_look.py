"""The board as the person sees it: driven by real rules events, drawn with the
real card art under the dummy video driver, without a table scene."""

from __future__ import annotations

import pygame
import pytest

from briscola_desktop.app.table.board import Board, Decor
from briscola_desktop.app.core.cardart import CardArt
from briscola_desktop.app.table.layout import table_layout
from briscola_desktop.rules import PRESETS, Match
from briscola_desktop.userfiles.settings import DECK_STYLES

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


@pytest.mark.parametrize("style", DECK_STYLES)
def test_the_trump_marker_shows_the_suit_symbol_and_name(style):
    from briscola_desktop.app.text import TextCache
    from briscola_desktop.app.table.trump_marker import PAPER, TrumpMarker, draw_trump_marker
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
    from briscola_desktop.app.core.cardart import QUARTER_TURN

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


@pytest.mark.parametrize("variant_name", ["two_players", "briscolone", "chiamata"])
def test_sorted_hands_keep_the_persons_cards_in_order_and_slide_them_there(variant_name):
    from briscola_desktop.app.table.hand_order import sorted_hand

    variant = PRESETS[variant_name]
    match = Match(variant, seed=7)
    board = Board(variant, "fast")
    board.sort_hand = True
    board.layout = table_layout(SIZE, variant.players, variant.hand_size, 1.5)
    from briscola_desktop.app.table.board import timing

    slides = []
    real_move = board.move
    board.move = lambda sprite, place, face_up, duration, start=None: (  # type: ignore[method-assign]
        slides.append(sprite.card) if duration == timing.TIDY_MOVE else None,
        real_move(sprite, place, face_up, duration, start))
    board.enqueue(list(match.hand.deal_events))
    settle(board)
    assert board.hands[0] == sorted_hand(match.hand.hands[0], board.trump_suit)
    for _ in range(4):
        hand = match.hand
        while not hand.is_over and (hand.to_act != 0 or hand.phase.name != "PLAY"):
            board.enqueue(match.apply(hand.legal_actions()[-1 if hand.phase.name == "AUCTION" else 0],
                                      seat=hand.to_act))
            settle(board)
        if hand.is_over:
            break
        board.enqueue(match.apply(hand.legal_actions()[-1], seat=0))
        settle(board)
        assert board.hands[0] == sorted_hand(board.hands[0], board.trump_suit)
    assert slides, "no card slid to its place"


def test_unsorted_hands_keep_the_deal_order():
    board, match = board_for("two_players", seed=7)
    assert board.hands[0] == list(match.hand.hands[0]) or sorted(board.hands[0]) == sorted(match.hand.hands[0])
    assert not board.sort_hand


def test_at_800x600_the_badges_of_overlapped_cards_show_on_their_visible_part():
    size = (800, 600)
    variant = PRESETS["chiamata"]
    lay = table_layout(size, variant.players, variant.hand_size, 1.5)
    step, w = int(lay.seats[0].step), lay.card_width
    assert step < w                                  # eight cards overlap at this size
    art = CardArt("italian")
    counting = [c for c in variant.deck if c.points][0]
    moved = art.face_badge_left(counting, w, step)
    usual = art.face(counting, w)
    badge = art.renderer.badge(counting, w)
    # The visible strip holds the whole badge; beyond it (under the neighbour) the face is plain.
    strip = moved.subsurface((0, 0, step, badge.get_height() + 6))
    assert pygame.image.tobytes(strip, "RGBA") != pygame.image.tobytes(usual.subsurface((0, 0, step, badge.get_height() + 6)), "RGBA")
    hidden = pygame.Rect(step, 0, w - step, badge.get_height() + 6)
    assert pygame.image.tobytes(moved.subsurface(hidden), "RGBA") == \
        pygame.image.tobytes(art.renderer.plain_face(counting, w).subsurface(hidden), "RGBA")
    blank = [c for c in variant.deck if not c.points][0]
    assert art.face_badge_left(blank, w, step) is art.face(blank, w)


def test_focus_hint_and_trick_winner_each_have_their_own_look():
    from briscola_desktop.app.table.board import FOCUS_RING, HINT_RING, WINNER_RING

    board, match = board_for("two_players", seed=4)
    surface = pygame.display.get_surface()
    art = CardArt("italian")
    (a, ra), (b, rb) = board.hand_rects(0)[:2]
    surface.fill((0, 0, 0))
    board.draw(surface, art, Decor(focused=a, hinted=b))
    lift = int(board.layout.card_height * 0.12)
    assert tuple(surface.get_at((ra.centerx, ra.top - lift - 2)))[:3] == FOCUS_RING.colour
    assert tuple(surface.get_at((rb.centerx, rb.top - 3)))[:3] == HINT_RING.colour
    assert len({FOCUS_RING.colour, HINT_RING.colour, WINNER_RING.colour}) == 3
    # Both on one card: two rings, the hint's outside the focus's.
    surface.fill((0, 0, 0))
    board.draw(surface, art, Decor(focused=a, hinted=a))
    assert tuple(surface.get_at((ra.centerx, ra.top - lift - 2)))[:3] == FOCUS_RING.colour
    assert tuple(surface.get_at((ra.centerx, ra.top - lift - 6)))[:3] == HINT_RING.colour


def test_cards_the_seat_may_not_see_arrive_face_down_and_are_revealed_when_played():
    """At a networked table another seat's deal and draws come as ``card=None``: the board
    keeps them face down (never asking the art for a face) and shows each when it is played."""
    from dataclasses import replace

    from briscola_desktop.app.table.board import HiddenCard
    from briscola_desktop.rules import events as ev

    def hidden(events):
        return [replace(e, card=None) if isinstance(e, (ev.CardDealt, ev.CardDrawn)) and e.seat != 0 else e
                for e in events]

    variant = PRESETS["two_players"]
    match = Match(variant, seed=4)
    board = Board(variant, "fast")
    board.layout = table_layout(SIZE, variant.players, variant.hand_size, 1.5)
    art = RecordingArt()
    surface = pygame.Surface(SIZE)
    board.enqueue(hidden(match.hand.deal_events))
    settle(board)
    assert len(board.hands[1]) == 3 and all(isinstance(c, HiddenCard) for c in board.hands[1])
    played_by_other = []
    for _ in range(6):
        hand = match.hand
        seat = hand.to_act
        card = hand.legal_actions()[0]
        if seat == 1:
            played_by_other.append(card)
        board.enqueue(hidden(match.apply(card, seat=seat)))
        while not board.idle:
            board.update(1 / 30)
            board.draw(surface, art, Decor())
        assert not any(isinstance(c, HiddenCard) for c in art.faces)
        assert sorted(board.hands[0]) == sorted(match.hand.hands[0])
        assert len(board.hands[1]) == len(match.hand.hands[1])
        assert all(isinstance(c, HiddenCard) for c in board.hands[1])
    assert played_by_other and set(played_by_other) <= set(art.faces)   # shown once played
    assert sum(board.piles) + len(board.trick) > 0
