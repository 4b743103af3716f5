"""Where everything sits on the table, computed from the window size.

Nothing here assumes a window size: every position is a fraction of the window or a
multiple of the card size, and :func:`table_layout` is called again at every resize.
Seats go round counterclockwise in play order as seen from the person's chair at the
bottom: seat 1 on the person's right, then across, then round to the left.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

Point = tuple[float, float]

#: Where the other seats' hands sit, as fractions of the play area (x of the width,
#: y of the height below the score bar), by table size. Seat 0 is always bottom centre.
SEAT_SPOTS: dict[int, tuple[Point, ...]] = {
    2: ((0.50, 0.12),),
    3: ((0.78, 0.12), (0.22, 0.12)),
    4: ((0.90, 0.40), (0.50, 0.12), (0.10, 0.40)),
    5: ((0.90, 0.42), (0.66, 0.12), (0.34, 0.12), (0.10, 0.42)),  # room top left for the called card
    6: ((0.90, 0.46), (0.76, 0.12), (0.50, 0.12), (0.24, 0.12), (0.10, 0.46)),
}


@dataclass(frozen=True)
class SeatPlace:
    """One seat's spots: its hand, the card it plays, its captured pile, its name label."""

    hand: Point          # centre of the hand
    step: float          # distance between neighbouring cards in the hand
    card_width: int      # width of the cards in this hand
    table: Point         # centre of the card this seat plays
    pile: Point          # centre of its captured pile
    label: Point         # centre of the name label
    side: str            # "bottom", "top", "left", "right"


@dataclass(frozen=True)
class TableLayout:
    """Every position of the table scene for one window size."""

    size: tuple[int, int]
    players: int
    card_width: int          # the person's cards and the stock
    card_height: int
    small_width: int         # the other seats' cards
    small_height: int
    table_width: int         # cards played to the trick
    bar_height: int          # the score bar along the top
    font_size: int
    small_font: int
    centre: Point            # middle of the trick area
    stock: Point
    trump: Point             # centre of the crosswise trump (its far end out of the stock)
    seats: tuple[SeatPlace, ...] = field(default_factory=tuple)

    @property
    def hand_top(self) -> float:
        """Top edge of the person's hand (lifted cards excepted)."""
        return self.seats[0].hand[1] - self.card_height / 2

    def hand_position(self, seat: int, index: int, count: int) -> Point:
        """Centre of card ``index`` of ``count`` in ``seat``'s hand."""
        place = self.seats[seat]
        x = place.hand[0] + (index - (count - 1) / 2) * place.step
        return x, place.hand[1]


def card_sizes(size: tuple[int, int], aspect: float) -> tuple[int, int]:
    """The person's card width and height for a window (large, readable cards)."""
    w, h = size
    cw = int(min(h * 0.215 / aspect, w * 0.11))
    return max(cw, 40), round(max(cw, 40) * aspect)


def table_layout(size: tuple[int, int], players: int, hand_size: int, aspect: float = 1.5,
                 open_hands: bool = False, bar_rows: int = 1) -> TableLayout:
    """Lay out a table of ``players`` seats with hands of up to ``hand_size`` cards.

    ``bar_rows`` 2 gives the score bar two lines (a score per seat, then the match), so a
    five-seat scoreboard keeps a readable font at 800x600.
    """
    w, h = size
    cw, ch = card_sizes(size, aspect)
    ratio = 0.72 if open_hands else 0.6
    ocw = max(30, int(cw * ratio))
    och = round(ocw * aspect)
    font_size = max(14, int(h * 0.026))
    small_font = max(12, round(h * 0.0225))   # drawn at 14 px or more from 1280x800 on (fonts.drawn_size)
    bar = max(30, int(h * 0.05)) if bar_rows <= 1 else max(int(font_size * 1.35 + small_font * 1.35) + 8,
                                                            int(h * 0.075))
    play_top = bar
    play_h = h - bar
    margin = max(8, int(w * 0.012))

    # The person's hand: full-size cards, overlapping only when many.
    max_span = w * (0.62 if hand_size <= 5 else 0.72)
    step0 = cw * 1.08 if hand_size <= 1 else min(cw * 1.08, (max_span - cw) / (hand_size - 1))
    hand0 = (w * 0.5, h - margin - ch * 0.5 - ch * 0.06)

    # Trick area: a ring of played cards, each towards its seat. At four seats and more the
    # ring needs room for every card without overlaps, so its cards are a little smaller.
    if players <= 3:
        tw = cw
        centre = (w * 0.5, play_top + play_h * 0.47)
        rx, ry = cw * 1.12, ch * 0.42   # the far card clears the top seat's name and tags
        top_y = max(play_top + play_h * SEAT_SPOTS[players][0][1], play_top + margin + och / 2)
        tags_bottom = top_y + och / 2 + small_font * 3.4
        ry = max(ch * 0.15, min(ry, centre[1] - ch / 2 - tags_bottom))
    else:
        tw = max(30, int(cw * 0.76))
        th = tw * aspect
        top_band = play_top + play_h * 0.12 + och / 2 + small_font * 2.2
        bottom_band = hand0[1] - ch / 2 - font_size * 1.6
        centre = (w * 0.5, (top_band + bottom_band) / 2)
        ry = min(th * 0.62, max(th * 0.5, (bottom_band - top_band - th) / 2))
        rx = tw * (1.35 if players >= 5 else 1.15)
    stock = (w * 0.12, centre[1]) if players <= 3 else (w * 0.11, play_top + play_h * 0.74)
    # the trump lies crosswise under the stock with three fifths of its face out: its index and enough of its
    # pips to read the card without the trump marker (half out, players made out only two or four pips of it);
    # more would reach the host's buttons of a friends' table at 800x600
    trump = (stock[0] + cw * 0.7, stock[1])

    seats: list[SeatPlace] = []
    trick = _trick_spots(players, centre, rx, ry, tw, tw * aspect)
    for seat in range(players):
        table = trick[seat]
        if players == 2:  # side by side, staggered towards their seats, apart: neither hides an index
            table = (table[0] + (0.56 if seat == 0 else -0.56) * cw, table[1])
        if seat == 0:
            pile = (min(w - margin - ocw, hand0[0] + max_span / 2 + cw * 0.9), hand0[1])
            hand_left = hand0[0] - (cw + step0 * max(0, hand_size - 1)) / 2
            label = (max(margin + font_size * 2.5, hand_left - font_size * 3), hand0[1])
            seats.append(SeatPlace(hand0, step0, cw, table, pile, label, "bottom"))
            continue
        fx, fy = SEAT_SPOTS[players][seat - 1]
        step = ocw * (1.04 if open_hands else 0.3)
        span = ocw + step * max(0, hand_size - 1)
        x = min(max(w * fx, margin + span / 2), w - margin - span / 2)
        y = play_top + play_h * fy
        y = max(y, play_top + margin + och / 2)
        if fx in (0.10, 0.90):
            side = "left" if fx < 0.5 else "right"
            inward = 1 if side == "left" else -1
            pile = (x + inward * (span / 2 + ocw * 0.9), y)
        else:
            side = "top"
            pile = (x + span / 2 + ocw * 0.9, y)
        label = (x, y + och / 2 + small_font * 0.95)
        seats.append(SeatPlace((x, y), step, ocw, table, pile, label, side))
    return TableLayout(size=(w, h), players=players, card_width=cw, card_height=ch, small_width=ocw,
                       small_height=och, table_width=tw, bar_height=bar, font_size=font_size, small_font=small_font,
                       centre=centre, stock=stock, trump=trump, seats=tuple(seats))


def _trick_spots(players: int, centre: Point, rx: float, ry: float, tw: float, th: float) -> list[Point]:
    """Where each seat's card lies in the trick: towards that seat, as on a real table.

    The cards lie on a ring round the centre in play order (bottom, then to the person's right,
    across, and round to the left), so a glance tells whose card is whose. At five and six seats
    neighbours on the ring overlap a little, one above the other; each card keeps one of its two
    corner indices uncovered (the upper card its top-left, the lower card its bottom-right), and a
    card played later lies on top, as it would on the felt.
    """
    angles = [math.radians(90 - 360 * s / players) for s in range(players)]
    return [(centre[0] + math.cos(a) * rx, centre[1] + math.sin(a) * ry) for a in angles]
