"""The board: what the table shows, driven by rules events.

The :class:`Board` never asks the rules what happens next: the table scene hands it the
events the port reported, and :meth:`Board.enqueue` turns each into timed steps through the
choreography (:mod:`.choreography`). While the steps run, the board's state (:mod:`.state`)
shows the past catching up with the rules; when it is idle the two agree. Cards are sprites
in places (:mod:`.sprites`, which also holds the card geometry); painting is
:mod:`.paint`'s plain functions.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from briscola_desktop.rules.cards import Card

from ...core.options import DEFAULT_SPEED, SPEEDS
from ...core.cardart import CardArt
from ..anim import Motion, Step, Timeline
from ..hand_order import sorted_hand
from ..layout import TableLayout
from . import paint, sprites as geometry, timing
from .choreography import steps_for
from .sprites import STOCK_PLACE, TRUMP_PLACE, Decor, HiddenCard, Place, Pose, Rest, Spot, Sprite
from .state import BoardState


class Board(BoardState):
    """Cards in places, a timeline of steps, and the counters the score bar shows."""

    def __init__(self, variant: Any, speed: str = DEFAULT_SPEED, person: int = 0) -> None:
        self.variant = variant
        self.players = variant.players
        self.person = person
        self.timeline = Timeline()
        self.set_speed(speed)
        self.layout: TableLayout | None = None
        self.veils = paint.Veils()
        self.on_hand_over: Callable[[Any, Step], None] | None = None
        #: The person's cards kept in order (the "Sort my cards" setting); see :meth:`tidy`.
        self.sort_hand = False
        #: The "finished trick" setting: ``click`` keeps each finished trick on the felt until the
        #: person clicks or presses a key (:meth:`hurry`); ``long`` doubles its time.
        self.trick_pause = "normal"
        self.reset()

    def reset(self) -> None:
        """A new deal: nothing on the felt, no sprites."""
        super().reset()
        self.sprites: dict[int, Sprite] = {}

    def set_speed(self, speed: str) -> None:
        self.speed_name = speed if speed in SPEEDS else DEFAULT_SPEED
        self.factor = SPEEDS[self.speed_name]

    def hold(self, seconds: float) -> float:
        """A base duration (at Normal) at this board's speed."""
        return seconds * self.factor

    @property
    def now(self) -> float:
        return self.timeline.now

    def visible_to_person(self, seat: int) -> bool:
        return seat == self.person or bool(self.variant.open_hands)

    @property
    def idle(self) -> bool:
        """Nothing queued, nothing moving: the board shows the rules state as it is."""
        return not self.timeline.busy() and not any(s.motion for s in self.sprites.values())

    @property
    def animating(self) -> bool:
        if self.waiting_for_click and not self.timeline.holding and not any(s.motion for s in self.sprites.values()):
            return False   # still, until the person clicks: no frames to draw meanwhile
        return not self.idle or self.shuffling

    @property
    def shuffling(self) -> bool:
        return self.shuffle_start is not None and self.now - self.shuffle_start < self.hold(timing.SHUFFLE)

    # -- time --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.timeline.advance(dt)
        # Begin due steps and land finished motions until nothing more happens at this instant
        # (at instant speed a whole deal runs inside one update).
        for _ in range(1000):
            began = self.timeline.run_due()
            landed = self._land()
            if not began and not landed:
                break
        if self.idle:
            self.timeline.hurrying = False

    def _land(self) -> int:
        now = self.now
        landed = 0
        for key, sprite in list(self.sprites.items()):
            m = sprite.motion
            if m is not None and m.done(now):
                sprite.motion = None
                landed += 1
                spot = sprite.place.spot
                if spot is Spot.PILE:
                    del self.sprites[key]
                    self.piles[sprite.place.seat] += 1
                elif spot is Spot.STOCK:
                    del self.sprites[key]
        return landed

    @property
    def waiting_for_click(self) -> bool:
        """A finished trick is kept on the felt until the person clicks or presses a key."""
        return self.timeline.blocked and self.trick_winner is not None

    def hurry(self) -> None:
        """A click or a key while the board moves: a trick kept until a click goes on (at its
        usual pace); anything else runs faster."""
        if self.waiting_for_click:
            self.timeline.release_blocker()
            return
        if not self.idle:
            self.timeline.hurry()

    def enqueue(self, events: list) -> None:
        """Queue the animation of every event, in order."""
        for event in events:
            for step in steps_for(self, event):
                self.timeline.add(step)

    # -- moving cards ------------------------------------------------------------------------
    def move(self, sprite: Sprite, place: Place, face_up: bool, duration: float, start: Rest | None = None) -> None:
        """Send ``sprite`` to ``place`` in ``duration`` base seconds (times the speed)."""
        x, y, w, angle = start if start is not None else self.pose(sprite)[:4]
        flip = face_up != sprite.face_up
        sprite.place = place
        sprite.face_up = face_up
        sprite.motion = Motion(x, y, w, angle, self.now, self.hold(duration), flip=flip)

    def rest(self, sprite: Sprite) -> Rest:
        """Where a card belongs now: centre x, y, width, angle."""
        lay = self.layout
        assert lay is not None, "the board needs a layout before it can place cards"
        return geometry.rest(lay, self.hands, sprite)

    def pose(self, sprite: Sprite) -> Pose:
        """Where a card is drawn now: x, y, width, angle, face shown, horizontal squash."""
        lay = self.layout
        assert lay is not None, "the board needs a layout before it can place cards"
        return geometry.pose(geometry.rest(lay, self.hands, sprite), sprite, self.timeline.now)

    def stock_pose(self) -> Rest:
        lay = self.layout
        assert lay is not None
        return geometry.stock_rest(lay, self.stock)

    def from_stock(self, seat: int, c: Card | None, move: float) -> None:
        """A card dealt or drawn to ``seat``; ``None``: one this seat may not see (face down)."""
        card: Card | HiddenCard = self.next_hidden() if c is None else c
        start = self.stock_pose()
        self.stock = max(0, self.stock - 1)
        sprite = Sprite(card, STOCK_PLACE, False)
        self.sprites[int(card)] = sprite
        self.hands[seat].append(card)
        self.tidy(seat)
        self.move(sprite, Place(Spot.HAND, seat), self.visible_to_person(seat), move, start=start)

    def reveal(self, seat: int, c: Card) -> Sprite | None:
        """``c`` played from among ``seat``'s face-down unknown cards: that sprite becomes it."""
        hand = self.hands[seat]
        hidden = next((h for h in hand if isinstance(h, HiddenCard)), None)
        if hidden is None:
            return None
        sprite = self.sprites.pop(int(hidden))
        hand[hand.index(hidden)] = c
        sprite.card = c
        self.sprites[int(c)] = sprite
        return sprite

    def tidy(self, seat: int | None = None) -> None:
        """Sorted hands on: put the person's cards in order (suits together, trumps at the right);
        the cards that change place slide there. Also called when the setting is switched."""
        seat = self.person if seat is None else seat
        if not self.sort_hand or seat != self.person:
            return
        hand = self.hands[seat]
        ordered = sorted_hand(hand, self.trump_suit)
        if ordered == hand:
            return
        resting = {c: self.pose(self.sprites[int(c)])[:4] for c in hand
                   if int(c) in self.sprites and self.sprites[int(c)].motion is None}
        hand[:] = ordered
        for c, start in resting.items():
            sprite = self.sprites[int(c)]
            if self.rest(sprite)[:2] != start[:2]:
                self.move(sprite, Place(Spot.HAND, seat), sprite.face_up, timing.TIDY_MOVE, start=start)

    # -- for the scene: drawing and hit tests ----------------------------------------------
    def draw(self, surface: pygame.Surface, art: CardArt, decor: Decor, stock_top: Card | None = None) -> None:
        """Paint the board (:func:`.paint.draw_board`). Changes nothing."""
        paint.draw_board(surface, self, art, decor, stock_top)

    def pile_rect(self, seat: int) -> pygame.Rect | None:
        lay = self.layout
        if lay is None or not self.piles[seat]:
            return None
        return geometry.pile_rect(lay, seat)

    def trump_rect(self) -> pygame.Rect | None:
        """The visible part of the face-up trump under the stock, while it lies there at rest (for hit tests)."""
        lay = self.layout
        if lay is None or self.trump is None:
            return None
        sprite = self.sprites.get(int(self.trump))
        if sprite is None or sprite.motion is not None or sprite.place != TRUMP_PLACE:
            return None
        return geometry.trump_rect(lay)

    def hand_rects(self, seat: int) -> list[tuple[Card, pygame.Rect]]:
        """Resting rectangles of a hand's cards, left to right (for hit tests)."""
        lay = self.layout
        if lay is None:
            return []
        out = []
        for c in self.hands[seat]:
            sprite = self.sprites.get(int(c))
            if sprite is not None:
                out.append((c, geometry.card_rect(lay, self.rest(sprite))))
        return out


__all__ = ["Board"]
