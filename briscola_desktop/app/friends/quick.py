"""Quick messages at a table with friends: the Quick message button (or Q), its five messages (1-5 or
a click), and the bubbles by the sender's seat for a few seconds (shown seats, :func:`.told.draw_bubbles`).

Held by the friends' table companion (:mod:`.companion`); nothing here reads the match.
"""

from __future__ import annotations

import time
from typing import Callable

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.net import protocol as p

from ..table.layout import TableLayout
from ..text import TextCache
from ..ui.widgets import INK, Button, ButtonGroup
from .told import draw_bubbles

BUBBLE_SECONDS = 3.5
QUICK_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)


class QuickMessages:
    """The quick messages' button, their menu and the bubbles (``send`` hands a message to the host)."""

    def __init__(self, text: TextCache, send: Callable[[str], None], invalidate: Callable[[], None]) -> None:
        self.text = text
        self._send = send
        self._invalidate = invalidate
        self.open = False
        self.buttons = ButtonGroup()    # the five messages, while open
        self.toggle = ButtonGroup()     # the Quick message button
        self.bubbles: dict[int, tuple[str, float]] = {}   # shown seat -> (message id, shown until: monotonic s)
        self.lay: TableLayout | None = None

    def flip(self) -> None:
        self.open = not self.open
        self.place(self.lay)
        self._invalidate()

    def send(self, message_id: str) -> None:
        self._send(message_id)
        self.open = False
        self._invalidate()

    def place(self, lay: TableLayout | None) -> None:
        """The button under the bar at the right, the open menu under it."""
        self.lay = lay
        if lay is None:
            return
        w, h = lay.size
        bh = max(26, int(h * 0.038))
        right = w - max(8, int(w * 0.012))
        toggle = Button(t("friends.quick.button"), self.flip, value="quick")
        bw = max(self.text.render(toggle.label, lay.small_font, INK).get_width() + bh, bh * 3)
        toggle.rect = pygame.Rect(right - bw, lay.bar_height + bh // 2, bw, bh)
        self.toggle.set([toggle])
        toggle.focused = False   # a mouse button: the keyboard's way is Q
        buttons = []
        if self.open:
            labels = [(m, f"{i + 1}  {t(f'friends.quick.{m}')}") for i, m in enumerate(p.QUICK_MESSAGES)]
            mw = max(self.text.render(label, lay.small_font, INK).get_width() for _, label in labels) + bh
            for i, (m, label) in enumerate(labels):
                b = Button(label, lambda m=m: self.send(m), value=m)
                b.rect = pygame.Rect(right - mw, toggle.rect.bottom + 6 + i * (bh + 4), mw, bh)
                buttons.append(b)
        self.buttons.set(buttons)

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Q opens and closes the menu; 1-5 send while it is open, Esc closes it. True: the key was taken."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_q or (self.open and event.key == pygame.K_ESCAPE):
            self.flip()
            return True
        if self.open and event.key in QUICK_KEYS:
            self.send(p.QUICK_MESSAGES[QUICK_KEYS.index(event.key)])
            return True
        return False

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        return self.toggle.handle(event) or self.buttons.handle(event)

    def show(self, shown_seat: int, message_id: str) -> None:
        """A message from the player at ``shown_seat``: a bubble by the seat."""
        self.bubbles[shown_seat] = (message_id, time.monotonic() + BUBBLE_SECONDS)
        self._invalidate()

    def expire(self) -> None:
        """Bubbles whose time is up go (the bubbles' own clock: the loop's dt is cut short after a sleep)."""
        now = time.monotonic()
        for seat in [s for s, (_, until) in self.bubbles.items() if until <= now]:
            del self.bubbles[seat]
            self._invalidate()

    def next_end(self) -> float | None:
        """Seconds to the next bubble's end."""
        now = time.monotonic()
        return min((until - now for _, until in self.bubbles.values()), default=None)

    def draw(self, surface: pygame.Surface, lay: TableLayout) -> None:
        draw_bubbles(surface, lay, self.text, self.bubbles)

    def draw_buttons(self, surface: pygame.Surface, lay: TableLayout) -> None:
        self.toggle.draw(surface, self.text, lay.small_font)
        if self.open:
            self.buttons.draw(surface, self.text, lay.small_font)


__all__ = ["QuickMessages", "BUBBLE_SECONDS", "QUICK_KEYS"]
