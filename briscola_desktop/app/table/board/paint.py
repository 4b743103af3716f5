"""Painting the board: plain functions of the board's state, the card art and the scene's decor.

Nothing here changes the board: the same state always paints the same picture. The only
thing kept is :class:`Veils`, the translucent shades over cards that may not be played,
made once per card size.
"""

from __future__ import annotations

import math

import pygame

from briscola_desktop.rules.cards import Card

from ...core.cardart import QUARTER_TURN, CardArt
from . import timing
from .sprites import EXCHANGE_RING, WINNER_RING, FOCUS_RING, HINT_RING, Decor, Ring, Sprite
from .stage import Stage



class Veils:
    """A translucent veil over cards that may not be played (follow-suit tables); one per size."""

    def __init__(self) -> None:
        self._by_size: dict[tuple[int, int], pygame.Surface] = {}

    def get(self, size: tuple[int, int]) -> pygame.Surface:
        surf = self._by_size.get(size)
        if surf is None:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            surf.fill((0, 0, 0, 110))
            if len(self._by_size) > 8:
                self._by_size.clear()
            self._by_size[size] = surf
        return surf


def draw_board(surface: pygame.Surface, board: Stage, art: CardArt, decor: Decor,
               stock_top: Card | None = None) -> None:
    """Stock, trump, piles, hands and the trick; moving cards on top."""
    lay = board.layout
    if lay is None:
        return
    moving: list[Sprite] = []
    # The crosswise trump lies under the stock, so it is drawn first.
    trump_sprite = board.sprites.get(int(board.trump)) if board.trump is not None else None
    if trump_sprite is not None and trump_sprite.motion is None:
        # The exchange of the seven: the card the person may take is outlined, the hint's ring outside.
        rings = ((HINT_RING,) if decor.trump_hinted else ()) + ((EXCHANGE_RING,) if decor.trump_offered else ())
        blit_sprite(surface, board, art, trump_sprite, rings=rings)
    draw_stock(surface, board, art, stock_top)
    for seat in range(len(board.piles)):
        draw_pile(surface, board, art, seat)
    person = board.person
    order = [s for s in range(len(board.hands)) if s != person] + [person]
    for seat in order:
        draw_hand(surface, board, art, decor, seat, moving)
    draw_trick(surface, board, art, moving)
    draw_moving(surface, board, art, decor, moving)


def draw_trick(surface: pygame.Surface, board: Stage, art: CardArt, moving: list[Sprite]) -> None:
    """The cards on the felt at rest, the winning one ringed (cards still in flight go to ``moving``)."""
    for seat, c in board.trick:
        sprite = board.sprites.get(int(c))
        if sprite is None:
            continue
        if sprite.motion is not None:
            moving.append(sprite)
            continue
        blit_sprite(surface, board, art, sprite, rings=(WINNER_RING,) if board.trick_winner == seat else ())


def draw_moving(surface: pygame.Surface, board: Stage, art: CardArt, decor: Decor, moving: list[Sprite]) -> None:
    """Cards in flight (and the dragged card) over everything, the earliest started first."""
    lay = board.layout
    for sprite in board.sprites.values():
        if sprite.motion is not None and sprite not in moving:
            moving.append(sprite)
    moving.sort(key=lambda s: s.motion.start if s.motion else 1e18)
    for sprite in moving:
        if decor.drag and decor.drag[0] == sprite.card and sprite.motion is None:
            x, y = decor.drag[1], decor.drag[2]
            blit_at(surface, board, art, sprite.card, True, x, y, lay.card_width, 0.0, 1.0)
        else:
            blit_sprite(surface, board, art, sprite)


def draw_hand(surface: pygame.Surface, board: Stage, art: CardArt, decor: Decor, seat: int,
              moving: list[Sprite]) -> None:
    """A seat's cards at rest (cards in flight or dragged are added to ``moving``, drawn last)."""
    lay = board.layout
    person = seat == board.person
    # Overlapping cards (many of them, a small window): each badge moves into the part of
    # its card that shows, instead of hiding under the neighbour with only a sliver out.
    step = int(lay.seats[seat].step)
    overlapped = person and step < lay.seats[seat].card_width
    hand = board.hands[seat]
    for i, c in enumerate(hand):
        sprite = board.sprites.get(int(c))
        if sprite is None:
            continue
        if sprite.motion is not None or (decor.drag and decor.drag[0] == c):
            moving.append(sprite)
            continue
        lift = 0.0
        rings: list[Ring] = []
        if person:
            if c in (decor.lifted, decor.focused):
                lift = lay.card_height * 0.12
            if c == decor.hinted:
                rings.append(HINT_RING)
            if c == decor.focused:
                rings.append(FOCUS_RING)
        covered = overlapped and i < len(hand) - 1
        blit_sprite(surface, board, art, sprite, lift=lift, dim=person and c in decor.dimmed,
                    rings=tuple(rings), badge_visible=step if covered else None)


def draw_stock(surface: pygame.Surface, board: Stage, art: CardArt, stock_top: Card | None) -> None:
    lay = board.layout
    if board.stock <= 0 or lay is None:
        return
    w = lay.card_width
    back = art.back(w)
    layers = min(board.stock, 12)
    # A shuffle: the pile splits in two halves that slide apart and back together, twice.
    split = 0.0
    if board.shuffling:
        t = (board.now - board.shuffle_start) / max(timing.SHUFFLE * board.factor, 1e-6)
        split = abs(math.sin(t * math.pi * 2)) * w * 0.55
    x0, y0 = lay.stock
    shadow = art.shadow(w)
    m = art.shadow_margin(w)
    rect = back.get_rect(center=(round(x0), round(y0)))
    surface.blit(shadow, (rect.x - m + w // 30, rect.y - m + w // 30))
    for i in range(layers):
        d = i * 0.35
        offset = (split if i % 2 else -split) if split else 0.0
        r = back.get_rect(center=(round(x0 - d + offset), round(y0 - d)))
        surface.blit(back, r)
    # Scoperta: the stock's top card lies face up whenever nothing is moving (while cards are
    # drawn the top changes under them, so it waits for the board to settle).
    if stock_top is not None and board.idle and not split:
        face = art.face(stock_top, w)
        d = (layers - 1) * 0.35
        surface.blit(face, face.get_rect(center=(round(x0 - d), round(y0 - d))))


def draw_pile(surface: pygame.Surface, board: Stage, art: CardArt, seat: int) -> None:
    lay = board.layout
    count = board.piles[seat]
    if not count or lay is None:
        return
    w = lay.small_width
    back = art.back(w)
    x, y = lay.seats[seat].pile
    for i in range(min(1 + count // 4, 8)):
        surface.blit(back, back.get_rect(center=(round(x + i * 0.8), round(y - i * 0.8))))


def blit_sprite(surface: pygame.Surface, board: Stage, art: CardArt, sprite: Sprite, lift: float = 0.0,
                dim: bool = False, rings: tuple[Ring, ...] = (), badge_visible: int | None = None) -> None:
    x, y, w, angle, face, squash = board.pose(sprite)
    blit_at(surface, board, art, sprite.card, face, x, y - lift, w, angle, squash, dim=dim, rings=rings,
            badge_visible=badge_visible)


def blit_at(surface: pygame.Surface, board: Stage, art: CardArt, c: Card, face: bool, x: float, y: float,
            w: float, angle: float, squash: float, dim: bool = False, rings: tuple[Ring, ...] = (),
            badge_visible: int | None = None) -> None:
    lay = board.layout
    # Cards at rest use the sizes rasterised for the layout; cards in flight are scaled from
    # the nearest of them that is at least as large.
    base_w = lay.card_width
    for size in sorted({lay.small_width, lay.table_width}):
        if w <= size + 0.5:
            base_w = size
            break
    quarter = abs(angle - QUARTER_TURN) < 0.5
    upright = abs(angle) < 0.5
    if face and badge_visible is not None and upright and abs(w - base_w) <= 0.5:
        img = art.face_badge_left(c, base_w, badge_visible)
    else:
        img = (art.face(c, base_w, quarter) if face else art.back(base_w, quarter))
    if not (quarter or upright):
        img = pygame.transform.rotate(art.face(c, base_w) if face else art.back(base_w), angle)
    if abs(w - base_w) > 0.5 or squash < 0.999:
        k = w / base_w
        iw, ih = img.get_size()
        if quarter:
            size = (max(1, round(iw * k)), max(1, round(ih * k * squash)))
        else:
            size = (max(1, round(iw * k * squash)), max(1, round(ih * k)))
        img = pygame.transform.scale(img, size)
    rect = img.get_rect(center=(round(x), round(y)))
    if upright and squash >= 0.999 and abs(w - base_w) <= 0.5:
        shadow = art.shadow(base_w)
        m = art.shadow_margin(base_w)
        surface.blit(shadow, (rect.x - m + base_w // 30, rect.y - m + base_w // 30))
    # Outer rings first: a card both hinted and focused shows the hint's ring round the focus ring.
    grow = 4 * len(rings)
    for ring in rings:
        pygame.draw.rect(surface, ring.colour, rect.inflate(grow * 2, grow * 2), width=ring.width,
                         border_radius=max(4, rect.width // 12))
        grow -= 4
    surface.blit(img, rect)
    if dim:
        surface.blit(board.veils.get(rect.size), rect)


__all__ = ["Veils", "blit_at", "blit_sprite", "draw_board", "draw_hand", "draw_moving", "draw_pile", "draw_stock",
           "draw_trick"]
