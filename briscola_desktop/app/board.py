"""What the table shows: the cards where the person sees them, driven by rules events.

The :class:`Board` is the display model. It never asks the rules what happens next: the
table scene hands it the events ``apply`` returned, and :meth:`Board.enqueue` turns each
event into timed steps (a card dealt, played, swept to a pile, drawn). While the steps run,
the board shows the past catching up with the rules state; when it is idle the two agree.

Cards are sprites that belong to a *place* (a hand, the table, the trump spot, a pile);
the layout says where a place is, so every resize re-seats every card.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from briscola_desktop.rules import events as ev
from briscola_desktop.rules.cards import Card

from .anim import Motion, Step, Timeline, ease_in_out, ease_out_cubic, lerp
from .ui.cardart import QUARTER_TURN, CardArt
from .hand_order import sorted_hand
from .layout import TableLayout
from .core.options import SPEEDS

Place = tuple  # ("hand", seat) | ("trick", seat) | ("pile", seat) | ("trump",) | ("stock",)


@dataclass(frozen=True)
class Ring:
    """An outline round a card, one look per meaning (issue 12, item 8)."""

    colour: tuple[int, int, int]
    width: int


#: The card the keyboard and the mouse point at (raised too): white, like a focus ring.
FOCUS_RING = Ring((255, 255, 255), 4)
#: The hint's advice: sky blue, never gold, so it is not mistaken for the focus or the winner.
HINT_RING = Ring((96, 200, 255), 5)
#: The card winning the trick on the felt: gold.
WINNER_RING = Ring((250, 208, 80), 5)

# Base durations in seconds at normal speed (scaled by the speed setting). Tuned for pace
# (issue 12, item 16; ``python -m briscola_desktop.bench pace`` prints the result): at Normal a
# two-player trick cycle takes at most 2.5 s and a computer seat at most 1 s, Fast half that.
# The trick stays on the felt long enough to read every card: TRICK_READ for two cards and
# TRICK_READ_PER_CARD more for each further one. Draws begin while the sweep is landing.
SHUFFLE = 0.8
DEAL_MOVE, DEAL_GAP = 0.30, 0.09
TURN_MOVE, TURN_GAP = 0.55, 0.65
PLAY_MOVE, PLAY_GAP = 0.28, 0.30
TRICK_READ, TRICK_READ_PER_CARD = 0.7, 0.1
SWEEP_MOVE, SWEEP_GAP = 0.34, 0.28
DRAW_MOVE, DRAW_GAP = 0.28, 0.14
TIDY_MOVE = 0.22   # the person's cards sliding to make room for a drawn card (sorted hands)
TRUMP_DRAW_MOVE, TRUMP_DRAW_GAP = 0.6, 0.6
SPEECH = 0.8
BANNER = 1.3


@dataclass
class Sprite:
    card: Card
    place: Place
    face_up: bool
    motion: Motion | None = None


@dataclass
class Decor:
    """What the scene adds on top of the board's own state when drawing."""

    lifted: Card | None = None
    hinted: Card | None = None
    focused: Card | None = None
    dimmed: frozenset = frozenset()   # cards of the person's hand that may not be played now
    drag: tuple[Card, float, float] | None = None


@dataclass
class Banner:
    key: str
    params: dict[str, Any] = field(default_factory=dict)


class Board:
    """Cards in places, a timeline of steps, and the counters the score bar shows."""

    def __init__(self, variant: Any, speed: str = "normal", person: int = 0) -> None:
        self.variant = variant
        self.person = person
        self.timeline = Timeline()
        self.set_speed(speed)
        self.layout: TableLayout | None = None
        self._shades: dict[tuple[int, int], pygame.Surface] = {}
        self.on_hand_over: Callable[[Any, Step], None] | None = None
        #: The person's cards kept in order (the "Sort my cards" setting); see :meth:`tidy`.
        self.sort_hand = False
        self._reset()

    # -- state -----------------------------------------------------------------------
    def _reset(self) -> None:
        n = self.variant.players
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.trick: list[tuple[int, Card]] = []  # the cards on the felt, in the order played
        self.piles = [0] * n
        self.points = [0] * n
        self.stock = 0
        self.trump: Card | None = None
        self.turned: Card | None = None
        self.trump_suit: int | None = None
        self.dealer: int | None = None
        self.hand_index = 0
        self.sprites: dict[int, Sprite] = {}
        self.last_trick: ev.TrickWon | None = None
        self.trick_winner: int | None = None
        self.speech: dict[int, Banner] = {}
        self.banner: Banner | None = None
        self.called_card: Card | None = None
        self.caller: int | None = None
        self.partner: int | None = None
        self.result: Any = None
        self.shuffle_start: float | None = None

    def set_speed(self, speed: str) -> None:
        self.speed_name = speed if speed in SPEEDS else "normal"
        self.factor = SPEEDS[self.speed_name]

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
        return not self.idle or self.shuffling

    @property
    def shuffling(self) -> bool:
        return self.shuffle_start is not None and self.now - self.shuffle_start < SHUFFLE * self.factor

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
                kind = sprite.place[0]
                if kind == "pile":
                    del self.sprites[key]
                    self.piles[sprite.place[1]] += 1
                elif kind == "stock":
                    del self.sprites[key]
        return landed

    def hurry(self) -> None:
        if not self.idle:
            self.timeline.hurry()

    # -- moving cards ------------------------------------------------------------------------
    def _move(self, sprite: Sprite, place: Place, face_up: bool, duration: float,
              start: tuple[float, float, float, float] | None = None) -> None:
        x, y, w, angle = start if start is not None else self.pose(sprite)[:4]
        flip = face_up != sprite.face_up
        sprite.place = place
        sprite.face_up = face_up
        sprite.motion = Motion(x, y, w, angle, self.now, duration * self.factor, flip=flip)

    def rest(self, sprite: Sprite) -> tuple[float, float, float, float]:
        """Where a card belongs now: centre x, y, width, angle."""
        lay = self.layout
        assert lay is not None, "the board needs a layout before it can place cards"
        kind = sprite.place[0]
        if kind == "hand":
            seat = sprite.place[1]
            hand = self.hands[seat]
            i = hand.index(sprite.card) if sprite.card in hand else 0
            x, y = lay.hand_position(seat, i, len(hand))
            return x, y, lay.seats[seat].card_width, 0.0
        if kind == "trick":
            x, y = lay.seats[sprite.place[1]].table
            return x, y, lay.table_width, 0.0
        if kind == "pile":
            x, y = lay.seats[sprite.place[1]].pile
            return x, y, lay.small_width, 0.0
        if kind == "trump":
            return lay.trump[0], lay.trump[1], lay.card_width, QUARTER_TURN
        x, y = lay.stock
        return x, y, lay.card_width, 0.0

    def pose(self, sprite: Sprite) -> tuple[float, float, float, float, bool, float]:
        """Where a card is drawn now: x, y, width, angle, face shown, horizontal squash."""
        x1, y1, w1, a1 = self.rest(sprite)
        m = sprite.motion
        if m is None:
            return x1, y1, w1, a1, sprite.face_up, 1.0
        raw = m.progress(self.now)
        p = m.ease(raw)
        face = sprite.face_up
        squash = 1.0
        if m.flip:
            face = sprite.face_up if raw >= 0.5 else not sprite.face_up
            squash = max(0.04, abs(math.cos(math.pi * raw)))
        return (lerp(m.x0, x1, p), lerp(m.y0, y1, p), lerp(m.w0, w1, p), lerp(m.angle0, a1, p), face, squash)

    def stock_pose(self) -> tuple[float, float, float, float]:
        lay = self.layout
        assert lay is not None
        depth = min(self.stock, 12) * 0.35
        return lay.stock[0] - depth, lay.stock[1] - depth, lay.card_width, 0.0

    # -- events into steps ----------------------------------------------------------------
    def enqueue(self, events: list) -> None:
        """Queue the animation of every event, in order."""
        for event in events:
            for step in self._steps(event):
                self.timeline.add(step)

    def _steps(self, e: object) -> list[Step]:
        f = self.factor
        if isinstance(e, ev.HandStarted):
            def begin(e=e) -> None:
                self._reset()
                self.dealer = e.dealer
                self.hand_index = e.hand_index
                self.stock = len(self.variant.deck)
                self.shuffle_start = self.now
            return [Step(begin, SHUFFLE * f, sound="shuffle")]
        if isinstance(e, ev.CardDealt):
            return [Step(lambda e=e: self._from_stock(e.seat, e.card, DEAL_MOVE), DEAL_GAP * f, sound="deal")]
        if isinstance(e, ev.TrumpTurned):
            def begin(e=e) -> None:
                start = self.stock_pose()
                self.stock -= 1
                self.trump = self.turned = e.card
                self.trump_suit = int(e.card.suit)
                sprite = Sprite(e.card, ("trump",), False)
                self.sprites[int(e.card)] = sprite
                self._move(sprite, ("trump",), True, TURN_MOVE, start=start)
                sprite.motion.ease = ease_in_out
                self.tidy()   # the trumps in the hand just dealt gather at the right
            return [Step(begin, TURN_GAP * f, sound="deal")]
        if isinstance(e, ev.CardPlayed):
            def begin(e=e) -> None:
                self.speech.clear()
                sprite = self.sprites.get(int(e.card))
                if sprite is None:  # not dealt on screen (cannot happen with real events)
                    sprite = Sprite(e.card, ("hand", e.seat), False)
                    self.sprites[int(e.card)] = sprite
                start = self.pose(sprite)[:4]
                if sprite.card in self.hands[e.seat]:
                    self.hands[e.seat].remove(sprite.card)
                self.trick.append((e.seat, e.card))
                self._move(sprite, ("trick", e.seat), True, PLAY_MOVE, start=start)
            return [Step(begin, PLAY_GAP * f, sound="play")]
        if isinstance(e, ev.TrickWon):
            def show(e=e) -> None:
                self.trick_winner = e.winner

            def sweep(e=e) -> None:
                for seat, c in self.trick:
                    sprite = self.sprites.get(int(c))
                    if sprite is not None:
                        self._move(sprite, ("pile", e.winner), False, SWEEP_MOVE)
                self.trick = []
                self.points[e.winner] += e.points
                self.last_trick = e
                self.trick_winner = None
            read = TRICK_READ + TRICK_READ_PER_CARD * max(0, len(e.cards) - 2)
            return [Step(show, read * f), Step(sweep, SWEEP_GAP * f, sound="trick")]
        if isinstance(e, ev.CardDrawn):
            def begin(e=e) -> None:
                self._from_stock(e.seat, e.card, DRAW_MOVE)
            return [Step(begin, DRAW_GAP * f, sound="deal")]
        if isinstance(e, ev.TrumpDrawn):
            def begin(e=e) -> None:
                sprite = self.sprites.get(int(e.card)) or Sprite(e.card, ("trump",), True)
                self.sprites[int(e.card)] = sprite
                start = self.pose(sprite)[:4]
                self.trump = None
                self.hands[e.seat].append(e.card)
                self.tidy(e.seat)
                # The drawn trump was face up for all to see: it stays face up in that hand.
                self._move(sprite, ("hand", e.seat), True, TRUMP_DRAW_MOVE, start=start)
                sprite.motion.ease = ease_in_out
            return [Step(begin, TRUMP_DRAW_GAP * f, sound="deal")]
        if isinstance(e, (ev.BidMade, ev.Passed)):
            def begin(e=e) -> None:
                if isinstance(e, ev.Passed):
                    self.speech[e.seat] = Banner("table.said_pass")
                else:
                    self.speech[e.seat] = Banner("table.said_bid", {"bid": e.bid})
            return [Step(begin, SPEECH * f)]
        if isinstance(e, ev.AuctionWon):
            def begin(e=e) -> None:
                self.caller = e.seat
                self.banner = Banner("table.auction_won", {"seat": e.seat, "bid": e.bid})
            return [Step(begin, BANNER * f)]
        if isinstance(e, ev.CardCalled):
            def begin(e=e) -> None:
                self.speech.clear()
                self.caller = e.seat
                self.called_card = e.card
                self.trump_suit = int(e.card.suit)
                self.tidy()   # the trumps are known now: they gather at the right
                self.banner = Banner("table.card_called", {"seat": e.seat, "card": e.card})
            return [Step(begin, BANNER * f), Step(self._clear_banner, 0.0)]
        if isinstance(e, ev.PartnerRevealed):
            def begin(e=e) -> None:
                self.partner = e.seat
                key = "table.caller_alone" if e.seat == e.caller else "table.partner_revealed"
                self.banner = Banner(key, {"seat": e.seat, "caller": e.caller})
            return [Step(begin, BANNER * f), Step(self._clear_banner, 0.0)]
        if isinstance(e, ev.ThrownIn):
            def begin(e=e) -> None:
                self.speech.clear()
                self.banner = Banner("table.thrown_in")
                for seat, hand in enumerate(self.hands):
                    for c in hand:
                        sprite = self.sprites.get(int(c))
                        if sprite is not None:
                            self._move(sprite, ("stock",), False, DEAL_MOVE * 2)
                    self.hands[seat] = []
            return [Step(begin, BANNER * f), Step(self._clear_banner, 0.0)]
        if isinstance(e, ev.HandOver):
            holder: list[Step] = []

            def begin(e=e) -> None:
                self.result = e.result
                if self.on_hand_over is not None:
                    self.on_hand_over(e.result, holder[0])
                else:
                    holder[0].release()
            step = Step(begin, 0.0, blocking=True)
            holder.append(step)
            return [Step(lambda: None, 0.35 * f), step]
        return []  # HandStarted's bookkeeping and MatchOver need no animation

    def _clear_banner(self) -> None:
        self.banner = None

    def _from_stock(self, seat: int, c: Card, move: float) -> None:
        start = self.stock_pose()
        self.stock = max(0, self.stock - 1)
        sprite = Sprite(c, ("stock",), False)
        self.sprites[int(c)] = sprite
        self.hands[seat].append(c)
        self.tidy(seat)
        self._move(sprite, ("hand", seat), self.visible_to_person(seat), move, start=start)

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
                self._move(sprite, ("hand", seat), sprite.face_up, TIDY_MOVE, start=start)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, art: CardArt, decor: Decor, stock_top: Card | None = None) -> None:
        """Stock, trump, piles, hands and the trick; moving cards on top. Changes nothing."""
        lay = self.layout
        if lay is None:
            return
        moving: list[Sprite] = []
        # The crosswise trump lies under the stock, so it is drawn first.
        trump_sprite = self.sprites.get(int(self.trump)) if self.trump is not None else None
        if trump_sprite is not None and trump_sprite.motion is None:
            self._blit_sprite(surface, art, trump_sprite)
        self._draw_stock(surface, art, stock_top)
        for seat in range(len(self.piles)):
            self._draw_pile(surface, art, seat)
        order = [s for s in range(len(self.hands)) if s != self.person] + [self.person]
        for seat in order:
            # Overlapping cards (many of them, a small window): each badge moves into the part of
            # its card that shows, instead of hiding under the neighbour with only a sliver out.
            step = int(lay.seats[seat].step)
            overlapped = seat == self.person and step < lay.seats[seat].card_width
            for i, c in enumerate(self.hands[seat]):
                sprite = self.sprites.get(int(c))
                if sprite is None:
                    continue
                if sprite.motion is not None or (decor.drag and decor.drag[0] == c):
                    moving.append(sprite)
                    continue
                lift = 0.0
                if seat == self.person and c in (decor.lifted, decor.focused):
                    lift = lay.card_height * 0.12
                covered = overlapped and i < len(self.hands[seat]) - 1
                rings = []
                if seat == self.person and c == decor.hinted:
                    rings.append(HINT_RING)
                if seat == self.person and c == decor.focused:
                    rings.append(FOCUS_RING)
                self._blit_sprite(surface, art, sprite, lift=lift,
                                  dim=seat == self.person and c in decor.dimmed,
                                  rings=tuple(rings), badge_visible=step if covered else None)
        for seat, c in self.trick:
            sprite = self.sprites.get(int(c))
            if sprite is None:
                continue
            if sprite.motion is not None:
                moving.append(sprite)
                continue
            self._blit_sprite(surface, art, sprite, rings=(WINNER_RING,) if self.trick_winner == seat else ())
        for sprite in self.sprites.values():
            if sprite.motion is not None and sprite not in moving:
                moving.append(sprite)
        moving.sort(key=lambda s: s.motion.start if s.motion else 1e18)
        for sprite in moving:
            if decor.drag and decor.drag[0] == sprite.card and sprite.motion is None:
                x, y = decor.drag[1], decor.drag[2]
                self._blit_at(surface, art, sprite.card, True, x, y, lay.card_width, 0.0, 1.0)
            else:
                self._blit_sprite(surface, art, sprite)

    def _draw_stock(self, surface: pygame.Surface, art: CardArt, stock_top: Card | None) -> None:
        lay = self.layout
        if self.stock <= 0 or lay is None:
            return
        w = lay.card_width
        back = art.back(w)
        layers = min(self.stock, 12)
        # A shuffle: the pile splits in two halves that slide apart and back together, twice.
        split = 0.0
        if self.shuffling:
            t = (self.now - self.shuffle_start) / max(SHUFFLE * self.factor, 1e-6)
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
        if stock_top is not None and self.idle and not split:
            face = art.face(stock_top, w)
            d = (layers - 1) * 0.35
            surface.blit(face, face.get_rect(center=(round(x0 - d), round(y0 - d))))

    def _draw_pile(self, surface: pygame.Surface, art: CardArt, seat: int) -> None:
        lay = self.layout
        count = self.piles[seat]
        if not count or lay is None:
            return
        w = lay.small_width
        back = art.back(w)
        x, y = lay.seats[seat].pile
        for i in range(min(1 + count // 4, 8)):
            surface.blit(back, back.get_rect(center=(round(x + i * 0.8), round(y - i * 0.8))))

    def pile_rect(self, seat: int) -> pygame.Rect | None:
        lay = self.layout
        if lay is None or not self.piles[seat]:
            return None
        w = lay.small_width
        h = round(w * lay.small_height / max(lay.small_width, 1))
        x, y = lay.seats[seat].pile
        return pygame.Rect(0, 0, w + 8, h + 8).move(round(x - w / 2 - 4), round(y - h / 2 - 4))

    def hand_rects(self, seat: int) -> list[tuple[Card, pygame.Rect]]:
        """Resting rectangles of a hand's cards, left to right (for hit tests)."""
        lay = self.layout
        if lay is None:
            return []
        out = []
        for c in self.hands[seat]:
            sprite = self.sprites.get(int(c))
            if sprite is None:
                continue
            x, y, w, _ = self.rest(sprite)
            h = w * lay.card_height / lay.card_width
            out.append((c, pygame.Rect(round(x - w / 2), round(y - h / 2), round(w), round(h))))
        return out

    def _blit_sprite(self, surface: pygame.Surface, art: CardArt, sprite: Sprite, lift: float = 0.0,
                     dim: bool = False, rings: tuple[Ring, ...] = (), badge_visible: int | None = None) -> None:
        x, y, w, angle, face, squash = self.pose(sprite)
        self._blit_at(surface, art, sprite.card, face, x, y - lift, w, angle, squash, dim=dim, rings=rings,
                      badge_visible=badge_visible)

    def _blit_at(self, surface: pygame.Surface, art: CardArt, c: Card, face: bool, x: float, y: float,
                 w: float, angle: float, squash: float, dim: bool = False, rings: tuple[Ring, ...] = (),
                 badge_visible: int | None = None) -> None:
        lay = self.layout
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
            surface.blit(self._shade(rect.size), rect)

    def _shade(self, size: tuple[int, int]) -> pygame.Surface:
        # A translucent veil over cards that may not be played (follow-suit tables); one per size.
        surf = self._shades.get(size)
        if surf is None:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            surf.fill((0, 0, 0, 110))
            if len(self._shades) > 8:
                self._shades.clear()
            self._shades[size] = surf
        return surf


__all__ = ["Board", "Decor", "Banner", "Sprite", "ease_out_cubic"]
