"""Keys and the mouse at the table, turned into intents: play this card, open the pause menu, ...

:class:`TableInput` keeps the pointer's state (the card under it, a press, a drag, the
keyboard focus in the hand) and calls the table's intents; it decides no rule (the table's
port says what is legal) and draws nothing.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from briscola_desktop.play.port import TablePort
from briscola_desktop.rules import EXCHANGE, Card, Exchange, ExchangeRule, Phase

from ..ui.widgets import ButtonGroup
from ..core.wording import PERSON
from .board import Board, Decor
from .layout import TableLayout

DRAG_THRESHOLD = 8      # pixels a press must travel to count as a drag


class TableIntents(Protocol):
    """What the person can ask of the table (the scene implements it)."""

    board: Board
    lay: TableLayout | None
    port: TablePort
    buttons: ButtonGroup
    toolbar: ButtonGroup

    def open_pause(self) -> None: ...
    def show_last_trick(self) -> None: ...
    def toggle_hint(self) -> None: ...
    def toggle_counting(self) -> None: ...
    def play_card(self, c: Card) -> bool: ...
    def exchange(self) -> bool: ...


class TableInput:
    """The person's hand under the pointer and the keyboard, as intents."""

    def __init__(self, table: TableIntents) -> None:
        self.table = table
        self.hover: Card | None = None
        self.focus_index = 0
        self.press: tuple[Card, int, int] | None = None
        self.drag: tuple[Card, float, float] | None = None
        #: A press on the face-up trump (the exchange of the seven), taken on release over it.
        self.press_trump = False

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.motion(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed(event)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.released(event)

    def key(self, event: pygame.event.Event) -> None:
        table = self.table
        key = event.key
        if key == pygame.K_ESCAPE:
            table.open_pause()
            return
        if key == pygame.K_l:
            table.show_last_trick()
            return
        if key == pygame.K_h:
            table.toggle_hint()
            return
        if key == pygame.K_c:
            table.toggle_counting()
            return
        if not table.board.idle:
            table.board.hurry()
            return
        if key == pygame.K_x and self.exchange_played():
            table.exchange()   # refused with the reason when it may not be made now
            return
        if not table.port.my_turn():
            table.port.skip_wait()
            return
        if table.buttons.buttons:
            table.buttons.handle(event)
            return
        hand = table.board.hands[PERSON]
        if not hand:
            return
        if pygame.K_1 <= key <= pygame.K_9 or pygame.K_KP1 <= key <= pygame.K_KP9:
            index = key - (pygame.K_1 if key <= pygame.K_9 else pygame.K_KP1)
            if index < len(hand):
                self.focus_index = index
                table.play_card(hand[index])
            return
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.move_focus(-1 if key == pygame.K_LEFT else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            focused = self.focused()
            if focused is not None:
                table.play_card(focused)

    def exchange_played(self) -> bool:
        """This table plays the exchange of the seven (the face-up trump answers a click or X)."""
        return self.table.port.variant.exchange is not ExchangeRule.OFF

    def on_trump(self, pos: tuple[int, int]) -> bool:
        """``pos`` is on the face-up trump under the stock, at a table that plays the exchange."""
        rect = self.table.board.trump_rect()
        return self.exchange_played() and rect is not None and rect.collidepoint(pos)

    # -- focus: one card that mouse and keyboard both point at, always a card that may be played --
    def playable(self) -> list[int]:
        """Indices in the person's hand of the cards that may be played now."""
        legal = self.table.port.legal_now()
        return [i for i, c in enumerate(self.table.board.hands[PERSON]) if c in legal]

    def focused(self) -> Card | None:
        """The focused card: the playable card at or nearest to ``focus_index`` (never an illegal one)."""
        hand = self.table.board.hands[PERSON]
        playable = self.playable()
        if not playable:
            return None
        best = min(playable, key=lambda i: (abs(i - self.focus_index), i))
        return hand[best]

    def move_focus(self, step: int) -> None:
        """Arrow keys: to the next playable card that way, round the end."""
        hand = self.table.board.hands[PERSON]
        playable = self.playable()
        if not playable:
            return
        current = hand.index(self.focused()) if self.focused() in hand else playable[0]
        pos = playable.index(current) if current in playable else 0
        self.focus_index = playable[(pos + step) % len(playable)]

    def decor(self, show_hint: bool) -> Decor:
        """How the person's hand is drawn now: lifted, focused, hinted, dimmed (not playable) cards."""
        port = self.table.port
        hand = self.table.board.hands[PERSON]
        legal = port.legal_now()
        dimmed: frozenset = frozenset()
        if legal and port.view().phase is Phase.PLAY:
            dimmed = frozenset(c for c in hand if c not in legal)
        focused = self.focused() if (hand and legal) else None
        hinted = None
        trump_hinted = False
        if show_hint and legal:
            h = port.current_hint()
            hinted = h[0] if h and isinstance(h[0], Card) else None
            trump_hinted = bool(h) and isinstance(h[0], Exchange)   # the hint says: take the face-up trump
        # On the person's turn the one raised card is the focus (the pointer moves it); between
        # turns a card under the pointer rises to be looked at.
        lifted = None if (focused is not None or self.drag is not None) else self.hover
        return Decor(lifted=lifted, hinted=hinted, focused=focused, dimmed=dimmed, drag=self.drag,
                     trump_offered=EXCHANGE in legal, trump_hinted=trump_hinted)

    def card_at(self, pos: tuple[int, int]) -> Card | None:
        lay = self.table.lay
        lifted = lay.card_height * 0.12 if lay else 0
        for c, rect in reversed(self.table.board.hand_rects(PERSON)):
            if rect.collidepoint(pos) or (c == self.hover and rect.move(0, -lifted).collidepoint(pos)):
                return c
        return None

    def motion(self, event: pygame.event.Event) -> None:
        self.table.toolbar.handle(event)
        self.table.buttons.handle(event)
        if self.press is not None:
            c, x0, y0 = self.press
            x, y = event.pos
            if self.drag is not None or abs(x - x0) + abs(y - y0) > DRAG_THRESHOLD:
                self.drag = (c, float(x), float(y))
            return
        self.hover = self.card_at(event.pos)
        hand = self.table.board.hands[PERSON]
        if self.hover is not None and self.hover in self.table.port.legal_now() and self.hover in hand:
            self.focus_index = hand.index(self.hover)   # hovering moves the focus: one card, one pointer

    def pressed(self, event: pygame.event.Event) -> None:
        table = self.table
        for b in table.toolbar.buttons:
            if b.contains(event.pos):
                return  # pressed on release
        if not table.board.idle:
            table.board.hurry()
            return
        port = table.port
        if not port.my_turn():
            port.skip_wait()
        for seat in range(port.variant.players):
            rect = table.board.pile_rect(seat)
            if rect is not None and rect.collidepoint(event.pos):
                table.show_last_trick()
                return
        if self.on_trump(event.pos):
            self.press_trump = True   # exchanged (or refused, with the reason) on release
            return
        if port.my_turn() and port.view().phase is Phase.PLAY:
            c = self.card_at(event.pos)
            if c is not None:
                self.press = (c, event.pos[0], event.pos[1])

    def released(self, event: pygame.event.Event) -> None:
        table = self.table
        if table.toolbar.handle(event):
            self.press = self.drag = None
            return
        if table.buttons.handle(event):
            return
        if self.press_trump:
            self.press_trump = False
            if self.on_trump(event.pos):
                table.exchange()
            return
        press, drag = self.press, self.drag
        self.press = None
        if press is None:
            return
        c = press[0]
        lay = table.lay
        if drag is None:
            if self.card_at(event.pos) == c:
                table.play_card(c)
        elif lay is not None and event.pos[1] < lay.hand_top - lay.card_height * 0.1:
            table.play_card(c)   # dropped onto the table
        self.drag = None


__all__ = ["TableInput", "TableIntents", "DRAG_THRESHOLD"]
