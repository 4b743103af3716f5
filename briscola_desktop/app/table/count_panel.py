"""The counting panel at the right of the table: the aces, threes, court cards and trumps this player has
not seen yet, each count with its unseen cards as small cards (from the AI's count of the view). Its lines
are chosen with the rest of the table's words (:func:`.hud.build`); :func:`draw_counting` only paints them."""

from __future__ import annotations

import pygame

from briscola_desktop.ai import unseen_summary
from briscola_desktop.i18n import t
from briscola_desktop.play.port import TablePort
from briscola_desktop.rules import Card

from ..text import TextCache
from ..core.cardart import CardArt
from ..ui.card_rows import INDEX_ONLY, SHOWN_HEIGHT, CardRows, draw_rows, lay_out, readable_width, rows_height
from ..ui.widgets import GOLD, INK, panel
from .hud_model import HudModel
from .layout import TableLayout


def counting_lines(port: TablePort) -> tuple[str, ...]:
    """The panel of counting cards and trumps the person has not seen yet (from the AI's count)."""
    return tuple(line for line, _cards in counting_rows(port))


def counting_rows(port: TablePort) -> tuple[tuple[str, tuple[Card, ...]], ...]:
    """Each line of the counting panel with the unseen cards it counts, shown as small cards:
    aces, threes, the court cards, and the trumps once known."""
    view = port.view()
    unseen = unseen_summary(view)
    courts = tuple(sorted((c for c in view.unseen() if c.points and c not in unseen["aces"]
                           and c not in unseen["threes"]), key=lambda c: (-c.points, int(c))))
    rows: list[tuple[str, tuple[Card, ...]]] = [
        (t("table.counting.title"), ()),
        (t("table.counting.aces", count=len(unseen["aces"])), tuple(unseen["aces"])),
        (t("table.counting.threes", count=len(unseen["threes"])), tuple(unseen["threes"])),
        (t("table.counting.courts", count=len(courts)), courts)]
    if view.trump_suit is not None:
        rows.append((t("table.counting.trumps", count=len(unseen["trumps"])), tuple(unseen["trumps"])))
    return tuple(rows)


#: Pixels between a count and the small cards under it: the label's ink keeps clear of the cards.
LABEL_TO_CARDS = 6


def mini_card_width(lay: TableLayout) -> int:
    """Cards in the counting panel: small, but with the corner index readable at this window size."""
    return readable_width(lay.size[1])


def draw_counting(surface: pygame.Surface, lay: TableLayout, text: TextCache, model: HudModel,
                  art: CardArt | None = None, hand_size: int = 3,
                  bottom_limit: int | None = None) -> tuple[pygame.Rect, tuple[CardRows, ...]] | None:
    """The counting panel at the right, below any top seat's hand; the unseen cards as small cards
    under their counts, unless the window is too short for them above the toolbar (``bottom_limit``):
    then the counts alone. Returns the panel and its rows of cards (None: no panel)."""
    if not model.counting:
        return None
    imgs = [text.render(s, lay.small_font, GOLD if i == 0 else INK, i == 0) for i, s in enumerate(model.counting)]
    rows = model.counting_cards or tuple(() for _ in imgs)
    mw = mini_card_width(lay)
    mh = art.height(mw) if art is not None else round(mw * 1.5)
    labels_w = max(i.get_width() for i in imgs)
    limit = bottom_limit if bottom_limit is not None else lay.size[1]
    for seat in lay.seats[1:]:   # a seat at the right edge (four seats and more): stop above its hand
        if seat.side == "right":
            limit = min(limit, int(seat.hand[1] - seat.card_width * 0.75 - 4))
    # Any top seat's hand and name that would sit under the panel (three players: seat 1).
    top_seats = []
    for seat in lay.seats[1:]:
        if seat.side != "top":
            continue
        span = seat.card_width + seat.step * max(0, hand_size - 1)
        seat_box = pygame.Rect(int(seat.hand[0] - span / 2), 0, int(span), int(seat.label[1] + lay.small_font * 1.8))
        if len(lay.seats) <= 3:   # and its captured pile (at four seats and more the panel keeps above)
            seat_box.union_ip(pygame.Rect(int(seat.pile[0] - seat.card_width), 0, int(seat.card_width * 2),
                                          int(seat.pile[1] + seat.card_width)))
        top_seats.append(seat_box)
    right = lay.size[0] - int(lay.size[0] * 0.012)

    def place(with_cards: bool, fans_w: int, shown: float = SHOWN_HEIGHT) -> pygame.Rect:
        """The panel with its cards in fans ``fans_w`` wide (more rows when narrower), below the top seats
        it would cover."""
        fan = [max(r.right for r in lay_out(cards, (0, 0), fans_w, mw, mh).rects) if with_cards and cards else 0
               for cards in rows]
        width = max(labels_w, max(fan)) + 24
        height = 16 + sum(i.get_height() + (LABEL_TO_CARDS + rows_height(len(cards), fans_w, mw, mh, shown=shown) + 4
                                            if with_cards and cards else 3)
                          for i, cards in zip(imgs, rows))
        box = pygame.Rect(right - width, lay.bar_height + int(lay.size[1] * 0.02), width, int(height))
        for seat_box in top_seats:
            if seat_box.colliderect(box):
                box.top = seat_box.bottom + 4
        return box

    # Overlapped like a fan so each card's index shows, in more rows when a fan would be too wide: first
    # in the room beside the top seats, else wider and below them; the cards' tops, else their indices
    # alone, else no cards (the counts alone) when the window is too short for them.
    beside = right - max((b.right for b in top_seats), default=0) - 4 - 24
    widths = [w for w in (beside, int(lay.size[0] * 0.3)) if w >= mw * 2] or [max(labels_w, mw * 2)]
    with_cards, fans_w, shown = False, widths[0], SHOWN_HEIGHT
    box = place(False, fans_w)
    if art is not None:
        fitting = ((s_, w_) for s_ in (SHOWN_HEIGHT, INDEX_ONLY) for w_ in widths
                   if place(True, max(labels_w, w_), s_).bottom <= limit - 6)
        found = next(fitting, None)
        if found is not None:
            shown, fans_w = found[0], max(labels_w, found[1])
            with_cards, box = True, place(True, fans_w, shown)
    x, y = box.topleft
    panel(surface, box, 200)
    ty = y + 8
    fans: list[CardRows] = []
    for img, cards in zip(imgs, rows):
        surface.blit(img, (x + 12, ty))
        ty += img.get_height() + (LABEL_TO_CARDS if with_cards and cards else 3)
        if with_cards and cards and art is not None:
            # Only the top of each small card: its index (rank and suit) is what is read here.
            fan = lay_out(cards, (x + 12, int(ty)), fans_w, mw, mh, shown=shown)
            draw_rows(surface, art, fan)
            fans.append(fan)
            ty += fan.height + 4
    return box, tuple(fans)


__all__ = ["counting_lines", "counting_rows", "draw_counting", "mini_card_width", "LABEL_TO_CARDS"]
