"""Chiamata's corner panel at the top left of the table: the high bid during the auction, then the called
card (shown small) with who called it and, once known, the partner. Its lines are chosen with the rest
of the table's words (:func:`.hud.build`); :func:`draw_called` only paints them."""

from __future__ import annotations

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.play.port import TablePort
from briscola_desktop.rules import Phase

from ..text import TextCache
from ..core.cardart import CardArt
from ..ui.widgets import GOLD, INK, panel
from ..core.wording import TableWords
from .board import Board
from .hud_model import HudModel
from .layout import TableLayout


def called_lines(port: TablePort, board: Board, words: TableWords) -> tuple[str, ...]:
    """Chiamata: the high bid during the auction, then the called card and who called it."""
    if not port.variant.auction:
        return ()
    hand = port.view()
    lines: list[str] = []
    if board.called_card is not None:
        lines.append(t("table.called", card=words.card_in_sentence(board.called_card)))
        lines.append(t("table.called_by", seat=words.seat(board.caller)))
        if board.partner is not None:
            lines.append(t("table.partner_is", seat=words.seat(board.partner)))
        elif hand.holds_called_card:   # the core tells this seat alone that it holds the called card
            lines.append(t("table.alone_you" if hand.high_bidder == hand.seat else "table.partner_you"))
        else:
            lines.append(t("table.partner_hidden"))
    elif board.idle and hand.high_bid is not None and hand.phase is Phase.AUCTION:
        lines.append(t("table.high_bid", bid=words.bid(hand.high_bid), seat=words.seat(hand.high_bidder)))
    return tuple(lines)


def top_left_room(lay: TableLayout, hand_size: int) -> int:
    """x where the leftmost top seat's hand begins (the top-left corner panel ends before it)."""
    edges = [lay.size[0] * 0.45]
    for place in lay.seats:
        if place.side == "top":
            span = place.card_width + place.step * max(0, hand_size - 1)
            edges.append(place.hand[0] - span / 2 - 6)
    return int(min(edges))


def draw_called(surface: pygame.Surface, lay: TableLayout, text: TextCache, art: CardArt, model: HudModel,
                hand_size: int) -> None:
    """Chiamata's corner panel: the high bid, or the called card with who called it."""
    lines = model.called_lines
    if not lines:
        return
    x = int(lay.size[0] * 0.012)
    y = lay.bar_height + int(lay.size[1] * 0.02)
    card_w = lay.small_width if model.called_card is not None else 0
    # The panel keeps to the corner left of the top seats' hands (and their piles).
    room = top_left_room(lay, hand_size) - x - card_w - 30
    # Wrapped, not shrunk: at 800x600 the corner is about 100 px wide and "Called card: the two
    # of coins" needs two lines at the readable size.
    imgs = [img for i, line in enumerate(lines)
            for img in text.wrap(line, lay.small_font, max(60, room), GOLD if i == 0 else INK, i == 0)]
    width = max(i.get_width() for i in imgs)
    height = sum(i.get_height() + 4 for i in imgs)
    box = pygame.Rect(x, y, width + card_w + 30, max(height, lay.small_height if card_w else 0) + 16)
    panel(surface, box, 190)
    if card_w:
        face = art.face(model.called_card, card_w)
        surface.blit(face, (x + 8, y + 8))
    ty = y + 8
    for img in imgs:
        surface.blit(img, (x + 16 + card_w, ty))
        ty += img.get_height() + 4


__all__ = ["called_lines", "draw_called", "top_left_room"]
