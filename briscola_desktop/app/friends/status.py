"""The lines a table with friends writes under the score bar ("Reconnecting…", "Waiting for Bea…", whom the
table waits for between hands, the turn clock) and the host's two buttons while a friend is away (a
computer plays for them now, or the match ends): placed below any seat across the top, so they never
cover a player's cards.

The words are the companion's (:meth:`.companion.FriendsCompanion.status_words`); this module places
and paints them, and says when the turn clock's next second is due.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.net import protocol as p
from briscola_desktop.net.join.remote import RemoteTable

from ..core.options import DEFAULT_LEVEL
from ..core.scene import App
from ..table.layout import TableLayout
from ..ui.widgets import GOLD, INK, Button, ButtonGroup, panel


class Lined(Protocol):
    """What the lines need of the friends' table."""

    app: App
    waiting: list[str]
    host_left: bool

    @property
    def owner(self) -> bool: ...
    @property
    def remote(self) -> RemoteTable: ...
    @property
    def lay(self) -> TableLayout | None: ...
    def status_words(self) -> list[str]: ...


class StatusLines:
    """The status lines and the host's choice for a friend away (see the module docstring)."""

    def __init__(self, table: Lined) -> None:
        self.table = table
        self.away_buttons = ButtonGroup()   # the host's choice for a player who is away
        self._shown: tuple[str, ...] = ()    # the lines last drawn (the clock's second)
        self._away_key: object = None

    def away_seats(self) -> list[tuple[int, str]]:
        """(host seat, name) of each player we wait for, as the lobby knows them."""
        lobby = self.table.remote.lobby
        if lobby is None:
            return []
        return [(s.seat, s.name or "") for s in lobby.seats
                if s.kind == p.FRIEND and s.name in self.table.waiting and not s.connected and s.stand_in is None]

    def update(self) -> None:
        """Redraw when a line changes (the turn clock's second, a player away or back); the host's
        buttons follow whom we wait for."""
        table = self.table
        status = tuple(table.status_words())
        if status != self._shown:
            self._shown = status
            table.app.invalidate()
        away_key = (tuple(self.away_seats()), len(status), table.lay)
        if away_key != self._away_key:
            self._away_key = away_key
            self.place_away()
            table.app.invalidate()

    def place_away(self) -> None:
        """Seat 1 (the host) gets two buttons under the lines while a player is away."""
        table = self.table
        away = self.away_seats() if table.owner else []
        if table.lay is None or not away:
            self.away_buttons.set([])
            return
        seat, name = away[0]
        remote = table.remote
        buttons = [Button(t("friends.stand_in_now", name=name), lambda: remote.stand_in(seat, DEFAULT_LEVEL),
                          value="stand_in"),
                   Button(t("friends.end_match"), remote.end_match, value="end")]
        for b, rect in zip(buttons, self.column()[1]):
            b.rect = rect
        self.away_buttons.set(buttons)
        for b in buttons:
            b.focused = False

    def top(self) -> int:
        """Where the lines (and the host's buttons) start: under the bar, and below the name and tags of
        any seat across the top, so they never cover that player's cards."""
        lay = self.table.lay
        if lay is None:
            return 0
        top = lay.bar_height + 8
        for place in lay.seats[1:]:
            if place.side == "top":
                top = max(top, int(place.label[1] + lay.small_font * 2.4))
        return top

    def boxes(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Each status line as drawn, and its panel, one under the other from :meth:`top`."""
        return self.column()[0]

    def column(self) -> tuple[list[tuple[pygame.Surface, pygame.Rect]], list[pygame.Rect]]:
        """The lines (words and panels) one under the other from :meth:`top`, and the host's buttons for a
        friend away in a row under them: centred, unless that covers a card (a card led by the top seat
        lies right under its name); then beside the trick, on the first side clear of every card."""
        table = self.table
        lay = table.lay
        if lay is None:
            return [], []
        pad, width = lay.small_font, lay.size[0]
        words = [table.app.text.fit(line, lay.font_size, int(width * 0.7), GOLD) for line in table.status_words()]
        lines, y = [], self.top()
        for w in words:
            box = w.get_rect().inflate(pad, pad // 2)
            box.midtop = (width // 2, y)
            lines.append(box)
            y = box.bottom + 6
        away = self.away_seats() if table.owner else []
        labels = [t("friends.stand_in_now", name=away[0][1]), t("friends.end_match")] if away else []
        h = max(26, int(lay.size[1] * 0.038))
        widths = [table.app.text.render(label, lay.small_font, INK).get_width() + h for label in labels]
        row, x = [], width // 2 - (sum(widths) + 8 * (len(widths) - 1)) // 2
        for w in widths:
            row.append(pygame.Rect(x, y, w, h))
            x += w + 8
        rects = lines + row
        if rects:
            shift = self._clear_shift(lay, rects)
            for rect in rects:
                rect.x += shift
        return list(zip(words, lines)), row

    def _clear_shift(self, lay: TableLayout, rects: list[pygame.Rect]) -> int:
        """How far to move the centred column sideways so that it covers no card: 0, or beside the trick
        (right, then left), kept in the window; 0 again when no place is clear."""
        block = rects[0].unionall(rects[1:])
        cards = card_areas(lay)
        area, margin, width = trick_area(lay), 8, lay.size[0]
        for left in (block.left, area.right + margin, area.left - margin - block.width):
            left = max(margin, min(width - margin - block.width, left))
            moved = [r.move(left - block.left, 0) for r in rects]
            if not any(r.colliderect(c) for r in moved for c in cards):
                return left - block.left
        return 0

    def next_second(self) -> float | None:
        """Seconds until the turn clock's line shows one second less (it shows ``int(left + 0.999)``:
        it changes when ``left`` passes a whole number less 0.001)."""
        left = self.table.remote.time_left()
        if left is None or left <= 0 or self.table.host_left:
            return None
        return (left - 0.001) % 1.0 + 0.002

    def draw(self, surface: pygame.Surface, lay: TableLayout) -> None:
        for words, box in self.boxes():
            panel(surface, box, radius=box.height // 3)
            surface.blit(words, words.get_rect(center=box.center))
        self.away_buttons.draw(surface, self.table.app.text, lay.small_font)


def card_areas(lay: TableLayout) -> list[pygame.Rect]:
    """Where cards lie on the felt besides the person's hand: the trick, the stock and the trump under it,
    and each other seat's hand (around its centre, a few cards wide)."""
    w, h = lay.card_width, lay.card_height
    stock = pygame.Rect(0, 0, w, h)
    stock.center = (round(lay.stock[0]), round(lay.stock[1]))
    trump = pygame.Rect(0, 0, h, w)
    trump.center = (round(lay.trump[0]), round(lay.trump[1]))
    out = [trick_area(lay), stock, trump]
    for place in lay.seats[1:]:
        hand = pygame.Rect(0, 0, lay.small_width + round(2 * place.step), lay.small_height)
        hand.center = (round(place.hand[0]), round(place.hand[1]))
        out.append(hand)
    return out


def trick_area(lay: TableLayout) -> pygame.Rect:
    """Where the cards played to the trick lie: every seat's spot, as wide and tall as a card on the felt."""
    height = round(lay.table_width * lay.card_height / max(1, lay.card_width))
    spots = [pygame.Rect(0, 0, lay.table_width, height) for _ in lay.seats]
    for spot, place in zip(spots, lay.seats):
        spot.center = (round(place.table[0]), round(place.table[1]))
    return spots[0].unionall(spots[1:]).inflate(8, 8) if spots else pygame.Rect(0, 0, 0, 0)


__all__ = ["StatusLines", "card_areas", "trick_area"]
