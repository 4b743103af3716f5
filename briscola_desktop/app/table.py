"""The game table: one match, played by the person in seat 0 and computer seats.

How a turn flows (see DESIGN.md): when the board is idle, the scene asks the hand state
who acts. A computer seat gets its view handed to a worker thread; the person gets
clickable cards or auction buttons. The chosen action goes through :meth:`TableScene.submit`,
the single door to the rules core, which checks turn and legality and applies it; the
returned events go to the board to be animated. Nothing here decides a rule.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

import pygame

from briscola_desktop import i18n
from briscola_desktop.i18n import t
from briscola_desktop.rules import (MATCH_FORMATS, Bid, Call, Card, HandState, IllegalAction, Match, MatchFormat,
                                    MatchKind, Pass, Phase, Variant, hand_seed)
from briscola_desktop.rules import events as ev
from briscola_desktop.rules.actions import MIN_TARGET
from briscola_desktop.rules.cards import Rank, Suit

from .anim import SPEEDS
from .board import Banner, Board, Decor
from .layout import TableLayout, table_layout
from .players import ComputerSeats, Worker, make_seat_player
from .scene import App, Scene
from .widgets import FELT, FELT_DARK, GOLD, INK, INK_DIM, Button, ButtonGroup, panel

log = logging.getLogger(__name__)

PERSON = 0
THINK_PAUSE = 0.55      # a computer that answers at once still waits this long (times the speed factor)
DRAG_THRESHOLD = 8      # pixels a press must travel to count as a drag
TEAM_COLOURS = ((240, 196, 80), (120, 190, 250), (240, 130, 150))

# Sentences whose subject is a seat: when that seat is the person, the locale's "_you"
# variant is used ("You win the auction", not "You wins"); "_your" when the person is the
# caller in the object ("... is your partner").
YOU_KEYS = frozenset({"table.auction_won", "table.card_called", "table.partner_revealed", "table.caller_alone",
                      "table.last_trick.won_by", "result.bid_made", "result.bid_failed"})
YOUR_KEYS = frozenset({"table.partner_revealed"})


def personal_key(key: str, seat: int | None = None, caller: int | None = None) -> str:
    """``key``, or its variant for a sentence about the person (seat 0)."""
    if seat == PERSON and key in YOU_KEYS:
        return key + "_you"
    if caller == PERSON and key in YOUR_KEYS:
        return key + "_your"
    return key


@dataclass
class TableConfig:
    """What a match is played with (from the command line now, the menus later)."""

    variant: Variant
    fmt: MatchFormat | None = None
    seed: int = 0
    levels: tuple[str, ...] = ("medium",)   # per computer seat, repeated if shorter
    speed: str = "normal"
    autoplay: bool = False                  # the person's seat is played by a computer too
    autoplay_level: str = "medium"
    threaded: bool = True                   # computers think in a worker thread
    hints: bool = False
    counting: bool = False
    result_pause: float | None = None       # autoplay: seconds before result screens move on
    record: bool = False                    # autosave every trick and count the match (needs app.store)
    stats: dict[str, Any] = field(default_factory=dict)  # filled by the scene (self-test, tests)


def format_name(fmt: MatchFormat) -> str:
    for name, value in MATCH_FORMATS.items():
        if value == fmt:
            return name
    return ""


class TableScene(Scene):
    """The table with one match in progress.

    ``match`` is a match already under way (a resumed autosave): the board replays its
    current hand at once and play goes on from there. ``session`` (a ``MatchSession``) is
    told of every trick, hand and the match's end; with ``config.record`` the table makes a
    session of its own for every later match it starts (New match from the pause menu).
    """

    def __init__(self, app: App, config: TableConfig, match: Match | None = None,
                 session: Any = None) -> None:
        super().__init__(app)
        self.config = config
        self.variant = config.variant
        self.lay: TableLayout | None = None
        self.match_count = 0
        self.hover: Card | None = None
        self.focus_index = 0
        self.press: tuple[Card, int, int] | None = None
        self.drag: tuple[Card, float, float] | None = None
        self.show_hint = config.hints
        self.show_counting = config.counting
        self.notice: Banner | None = None
        self.notice_until = 0.0
        self.buttons = ButtonGroup()
        self.toolbar = ButtonGroup()
        self.illegal_attempts = 0   # actions refused by the rules core (should stay 0)
        self._legal: list = []
        self._legal_token: object = None
        self._wait = 0.0
        self._wait_token: object = None
        self._skip_wait = False
        self._pending_action: tuple[object, int, Any] | None = None
        self._choices_token: object = None
        self._hint_cache: tuple[object, Any] = (None, None)
        self._background: pygame.Surface | None = None
        self.seats: ComputerSeats | None = None
        self.hint_worker = Worker(config.threaded, "briscola-hint")
        self.board: Board
        self.match: Match
        self.session: Any = None
        self._catch_up = False
        if session is not None and match is None:
            match = session.match
        self.new_match(config.seed, match=match, session=session)

    # -- match lifecycle ----------------------------------------------------------------
    def new_match(self, seed: int | None = None, *, match: Match | None = None, session: Any = None) -> None:
        """Start a fresh match (a new seed unless given) and deal its first hand.

        With ``match`` (a resumed one) its current hand is replayed on the board at once.
        """
        if self.seats is not None:
            self.seats.close()
        if self.session is not None and not self.session.match.is_over:
            self._save(self.session.abandon)  # the person chose a new match over this one
        self.session = None
        if match is not None:
            seed = match.seed  # the computer seats get the seeds they had the first time
        elif seed is None:
            seed = self.config.seed + 1 + self.match_count
        self.match_count += 1
        self.config.stats["matches_started"] = self.config.stats.get("matches_started", 0) + 1
        self.match = match if match is not None else Match(self.variant, self.config.fmt, seed=seed)
        n = self.variant.players
        levels = self.config.levels or ("medium",)
        players: dict[int, Any] = {}
        for seat in range(1, n):
            players[seat] = make_seat_player(levels[(seat - 1) % len(levels)], seed * 10 + seat)
        if self.config.autoplay:
            players[PERSON] = make_seat_player(self.config.autoplay_level, seed * 10)
        self.seats = ComputerSeats(players, threaded=self.config.threaded)
        self.board = Board(self.variant, self.config.speed, person=PERSON)
        self.board.layout = self.lay
        self.board.on_hand_over = self._hand_over
        self.board.timeline.on_sound = self.app.play_sound
        self.session = session if session is not None else self._new_session()
        if match is not None:
            self._show_position()
            return
        self._deal(list(self.match.hand.deal_events))
        if self.session is not None:
            self._save(self.session.hand_done)  # saved from the first deal on

    def _new_session(self) -> Any:
        if not self.config.record or self.app.store is None:
            return None
        from .session import MatchSession

        return MatchSession(self.app.store, self.match, levels=self.seat_levels())

    def seat_levels(self) -> list[str]:
        """The level of every computer seat, in seat order."""
        levels = self.config.levels or ("medium",)
        return [levels[i % len(levels)] for i in range(self.variant.players - 1)]

    def _show_position(self) -> None:
        """A resumed match: its current hand's events, replayed at instant speed when laid out."""
        hand = self.match.hand
        replay = HandState(self.variant, dealer=hand.dealer, seed=hand_seed(self.match.seed, hand.hand_index),
                           hand_index=hand.hand_index)
        events = list(replay.deal_events)
        for action in hand.actions:
            events.extend(replay.apply(action))
        self.board.set_speed("instant")
        self.board.timeline.on_sound = None  # no clatter of sounds for the replay
        self._deal(events)
        self._catch_up = True
        if self.lay is not None:
            self._finish_catch_up()

    def _finish_catch_up(self) -> None:
        self._catch_up = False
        self.board.update(0.0)  # instant speed: the whole replay lands in this one call
        self.board.set_speed(self.config.speed)
        self.board.timeline.on_sound = self.app.play_sound

    @staticmethod
    def _save(call: Any) -> None:
        try:
            call()
        except Exception as exc:  # saving must never stop a game; the store queued a notice if it could
            log.error("could not save the match: %s", exc)

    def _record(self, events: list) -> None:
        """Tell the session what the rules core just reported (autosave, statistics)."""
        session = self.session
        if session is None:
            return
        if any(isinstance(e, ev.MatchOver) for e in events) or self.match.is_over:
            self._save(session.match_done)
        elif any(isinstance(e, (ev.TrickWon, ev.HandOver, ev.ThrownIn)) for e in events):
            self._save(session.trick_done)

    def _deal(self, events: list) -> None:
        hand = self.match.hand
        self.hand_total = hand.points_in_play() + sum(hand.points)
        self.board.enqueue(events)
        self.focus_index = 0
        self.app.invalidate()

    def _hand_over(self, result: Any, step: Any) -> None:
        from .overlays import HandResultScene

        self.config.stats["hands"] = self.config.stats.get("hands", 0) + 1
        if result.thrown_in:   # chiamata: everyone passed; the next dealer deals
            step.release()
            self._after_hand()
            return
        won = result.winner is not None and PERSON in result.sides[result.winner]
        self.app.play_sound("hand_won" if won else "hand_lost")
        self.app.stack.push(HandResultScene(self.app, self, result, step))

    def _after_hand(self) -> None:
        """The hand result was read: the match result, or the next deal."""
        from .overlays import MatchResultScene

        if self.match.is_over:
            self.config.stats["matches_finished"] = self.config.stats.get("matches_finished", 0) + 1
            winners = self.match.winners or ()
            if any(PERSON in self.match.sides[w] for w in winners):
                self.app.play_sound("match_won")
            self.app.stack.push(MatchResultScene(self.app, self))
            return
        self._deal(self.match.next_hand())
        if self.session is not None:
            self._save(self.session.hand_done)  # the next hand is dealt: save its start

    def leave_for_title(self) -> None:
        """Main menu: save the match as it stands (mid-trick too) and show the title.

        The title found beneath is uncovered (and looks for the autosave again, so it
        offers Continue); a table started from the command line gets a fresh title.
        """
        from .menus import TitleScene

        if self.session is not None and not self.match.is_over:
            self._save(self.session.save)
        stack = self.app.stack
        if any(isinstance(s, TitleScene) for s in stack.scenes):
            while not isinstance(stack.top, TitleScene):
                stack.pop()
        else:
            stack.clear()
            stack.push(TitleScene(self.app))

    def leave(self) -> None:
        if self.seats is not None:
            self.seats.close()
        self.hint_worker.close()

    # -- names --------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        if seat == PERSON:
            return t("seat.you")
        if self.variant.players == 2:
            return t("seat.computer")
        return t("seat.player", number=seat + 1)

    def side_name(self, index: int) -> str:
        sides = self.match.sides
        side = sides[index]
        if len(side) == 1:
            return self.seat_name(side[0])
        if PERSON in side:
            return t("seat.us")
        if len(sides) == 2:
            return t("seat.them")  # plural: sentences about them use their own keys (is_them)
        return t("seat.team", number=index + 1)

    def is_them(self, index: int) -> bool:
        """The side is named "Them" (a plural subject: "They win", not "Them wins")."""
        side = self.match.sides[index]
        return len(side) > 1 and PERSON not in side and len(self.match.sides) == 2

    def bid_text(self, bid: Bid) -> str:
        rank = i18n.capitalise(i18n.rank_name(bid.rank, self.app.cards.style))
        if bid.rank is Rank.TWO and bid.points != MIN_TARGET:
            return t("table.bid_points", rank=rank, points=bid.points)
        return rank

    def card_name(self, c: Card) -> str:
        return i18n.card_name(c, self.app.cards.style)

    # -- layout -------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        art = self.app.cards
        aspect = art.height(100) / 100
        self.lay = table_layout(size, self.variant.players, self.variant.hand_size, aspect,
                                open_hands=self.variant.open_hands, bar_rows=self.bar_rows)
        art.prepare(self.lay.card_width, self.lay.small_width, self.lay.table_width)
        self._warm(art)
        self.board.layout = self.lay
        self._background = None
        if pygame.display.get_surface() is not None:
            self._background_for(size)  # built here, not inside the first frame
        self._build_toolbar()
        self._build_choices()
        if self._catch_up:
            self._finish_catch_up()

    def resume(self) -> None:
        """Back from an overlay (pause, settings): re-read what the settings may have changed."""
        settings = self.app.settings
        if settings is not None:
            speed = getattr(settings, "animation_speed", None)
            if speed in SPEEDS and speed != self.config.speed:
                self.config.speed = speed
                self.board.set_speed(speed)
            self.show_hint = bool(getattr(settings, "hints", self.show_hint))
            self.show_counting = bool(getattr(settings, "counting_panel", self.show_counting))
        self._choices_token = None  # labels of bid buttons follow the language and deck
        self.app.invalidate()

    def _warm(self, art: Any) -> None:
        """Rasterise on resize what the frames would otherwise make on first use (a spike):
        backs and blurred shadows at every width, and the crosswise trump's quarter turns."""
        lay = self.lay
        for w in {lay.card_width, lay.small_width, lay.table_width}:
            art.back(w)
            art.shadow(w)
        if self.variant.trump.value == "turned":
            art.back(lay.card_width, True)
            for c in self.variant.deck:
                art.face(c, lay.card_width, True)

    @property
    def bar_rows(self) -> int:
        """A score per seat (chiamata's five) needs the bar's whole width: the match line goes below."""
        return 2 if self.variant.auction else 1

    def _background_for(self, size: tuple[int, int]) -> pygame.Surface:
        # The felt with a soft darker rim, drawn once per window size.
        if self._background is None or self._background.get_size() != size:
            bg = pygame.Surface(size)
            bg.fill(FELT_DARK)
            w, h = size
            steps = 14
            for i in range(steps):
                k = i / (steps - 1)
                colour = tuple(int(FELT_DARK[j] + (FELT[j] - FELT_DARK[j]) * k) for j in range(3))
                inset_x, inset_y = int(w * 0.06 * k), int(h * 0.06 * k)
                pygame.draw.ellipse(bg, colour, (inset_x - w * 0.15, inset_y - h * 0.1,
                                                 w * 1.3 - 2 * inset_x, h * 1.2 - 2 * inset_y))
            self._background = bg.convert() if pygame.display.get_surface() is not None else bg
        return self._background

    def _build_toolbar(self) -> None:
        lay = self.lay
        if lay is None:
            return
        entries = [("table.toolbar.menu", self._open_pause), ("table.toolbar.last_trick", self.show_last_trick),
                   ("table.toolbar.hint", self.toggle_hint), ("table.toolbar.counting", self.toggle_counting)]
        self.toolbar.set([Button(t(key), action) for key, action in entries])
        h = max(26, int(lay.size[1] * 0.038))
        w, _ = lay.size
        from briscola_desktop.fonts import font

        # Two rows of two at the right edge, just above the person's hand row (the left holds
        # the stock and the person's name; this corner is free at every table size).
        size = lay.small_font
        right = w - max(8, int(w * 0.012))
        bottom = int(lay.hand_top - lay.card_height * 0.14)
        bw = max(font(size).size(b.label)[0] for b in self.toolbar.buttons) + h
        for i, b in enumerate(self.toolbar.buttons):
            col, row = i % 2, i // 2
            b.rect = pygame.Rect(right - (2 - col) * bw - (1 - col) * 6, bottom - (2 - row) * (h + 6), bw, h)
        for b in self.toolbar.buttons:
            b.focused = False

    # -- the turn -------------------------------------------------------------------------
    @property
    def token(self) -> tuple[int, int, int]:
        """Identifies the position: changes with every applied action and every new hand."""
        hand = self.match.hand
        return (self.match_count, hand.hand_index, len(hand.actions))

    def person_to_act(self) -> bool:
        hand = self.match.hand
        return (not self.config.autoplay and self.board.idle and not hand.is_over
                and hand.to_act == PERSON and not self.match.is_over)

    def legal_now(self) -> list:
        """The person's legal actions at this moment (empty when it is not their turn)."""
        if not self.person_to_act():
            return []
        if self._legal_token != self.token:
            self._legal_token = self.token
            self._legal = self.match.hand.legal_actions()
        return self._legal

    def submit(self, action: object, seat: int) -> bool:
        """The one door to the rules core: apply ``action`` for ``seat`` if it is that seat's turn
        and the rules allow it. Returns False (and changes nothing) otherwise."""
        hand = self.match.hand
        if not self.board.idle or self.match.is_over or hand.is_over or hand.to_act != seat:
            return False
        if not hand.is_legal(action):
            self.illegal_attempts += 1
            return False
        try:
            events = self.match.apply(action, seat=seat)
        except IllegalAction as exc:  # is_legal said yes: a rules bug; show it rather than crash
            log.error("the rules refused %r for seat %s: %s", action, seat, exc)
            self.illegal_attempts += 1
            return False
        self.config.stats["actions"] = self.config.stats.get("actions", 0) + 1
        self.hover = None
        self._record(events)
        self.board.enqueue(events)
        self.app.invalidate()
        return True

    def play_card(self, c: Card) -> bool:
        """The person plays ``c`` (from a click, a drag or a key)."""
        if c not in self.legal_now():
            if self.person_to_act() and c in self.match.hand.hands[PERSON]:
                self._notice(Banner("table.must_follow"))
            return False
        start = None
        if self.drag is not None and self.drag[0] == c:
            start = (self.drag[1], self.drag[2])
        ok = self.submit(c, PERSON)
        if ok and start is not None:
            sprite = self.board.sprites.get(int(c))
            if sprite is not None and sprite.motion is not None:
                sprite.motion.x0, sprite.motion.y0 = start
        return ok

    def update(self, dt: float) -> None:
        self.board.update(dt)
        if self.notice is not None and self.board.now > self.notice_until:
            self.notice = None
            self.app.invalidate()
        if not self.board.idle:
            return
        hand = self.match.hand
        if hand.is_over or self.match.is_over:
            return
        seat = hand.to_act
        if self.seats is not None and seat in self.seats.seats():
            token = self.token
            if self._wait_token != token:
                self._wait_token = token
                self._wait = 0.0
                self._skip_wait = False
                self.seats.ask(token, seat, hand.view(seat))
                self.app.invalidate()
            self._wait += dt
            ready, action = self.seats.answer(token)
            if ready:
                self._pending_action = (token, seat, action)
            pending = self._pending_action
            if pending is not None and pending[0] == token:
                if self._skip_wait or self._wait >= THINK_PAUSE * self.board.factor:
                    self._pending_action = None
                    self.submit(pending[2], pending[1])
        else:
            if self._choices_token != self.token:
                self._build_choices()
            if self.show_hint and self.person_to_act():
                self._update_hint()

    @property
    def animating(self) -> bool:
        if self.board.animating:
            return True
        hand = self.match.hand
        # Waiting for a computer: keep ticking so its answer is picked up promptly.
        waiting_hint = self.show_hint and self.person_to_act() and self._hint_cache[0] != self.token
        return (not hand.is_over and self.seats is not None and hand.to_act in self.seats.seats()
                and not self.match.is_over) or self.notice is not None or waiting_hint

    # -- choices: auction, call ---------------------------------------------------------------
    def _build_choices(self) -> None:
        """Buttons for the person's auction bid or call (empty in the play phase)."""
        self._choices_token = self.token if self.person_to_act() else None
        hand = self.match.hand
        if not self.person_to_act() or hand.phase not in (Phase.AUCTION, Phase.CALL):
            self.buttons.set([])
            return
        legal = self.legal_now()
        buttons: list[Button] = []
        if hand.phase is Phase.CALL:
            for a in legal:
                if isinstance(a, Call):
                    label = i18n.capitalise(i18n.suit_name(a.suit, self.app.cards.style))
                    buttons.append(Button(label, lambda a=a: self.submit(a, PERSON), value=a))
        else:
            bids = [a for a in legal if isinstance(a, Bid)]
            ranks = [a for a in bids if a.points == MIN_TARGET]
            points = [a for a in bids if a.points != MIN_TARGET]
            for a in ranks:
                buttons.append(Button(self.bid_text(a), lambda a=a: self.submit(a, PERSON), value=a))
            if points:
                low = points[0].points
                for a in points:
                    if a.points - low in (0, 1, 4, 9):
                        buttons.append(Button(self.bid_text(a), lambda a=a: self.submit(a, PERSON), value=a))
            for a in legal:
                if isinstance(a, Pass):
                    buttons.append(Button(t("table.pass"), lambda a=a: self.submit(a, PERSON), value=a))
        self.buttons.set(buttons)
        lay = self.lay
        if lay is not None:
            h = max(30, int(lay.size[1] * 0.05))
            self.buttons.layout_row((int(lay.centre[0]), int(lay.centre[1] + lay.card_height * 0.15)), h,
                                    int(lay.size[0] * 0.6), self.app.text, lay.font_size)

    # -- toggles and overlays ------------------------------------------------------------
    def toggle_hint(self) -> None:
        self.show_hint = not self.show_hint
        if self.app.settings is not None and hasattr(self.app.settings, "hints"):
            self.app.settings.hints = self.show_hint

    def toggle_counting(self) -> None:
        self.show_counting = not self.show_counting
        if self.app.settings is not None and hasattr(self.app.settings, "counting_panel"):
            self.app.settings.counting_panel = self.show_counting

    def show_last_trick(self) -> None:
        from .overlays import LastTrickScene

        if self.board.last_trick is None:
            self._notice(Banner("table.no_trick_yet"))
            return
        self.app.stack.push(LastTrickScene(self.app, self, self.board.last_trick))

    def _open_pause(self) -> None:
        from .overlays import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    def _notice(self, banner: Banner) -> None:
        self.notice = banner
        self.notice_until = self.board.now + 1.6
        self.app.invalidate()

    # -- input ----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event)

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key == pygame.K_ESCAPE:
            self._open_pause()
            return
        if key == pygame.K_l:
            self.show_last_trick()
            return
        if key == pygame.K_h:
            self.toggle_hint()
            return
        if key == pygame.K_c:
            self.toggle_counting()
            return
        if not self.board.idle:
            self.board.hurry()
            return
        if not self.person_to_act():
            self._skip_wait = True
            return
        if self.buttons.buttons:
            self.buttons.handle(event)
            return
        hand = self.board.hands[PERSON]
        if not hand:
            return
        if pygame.K_1 <= key <= pygame.K_9 or pygame.K_KP1 <= key <= pygame.K_KP9:
            index = key - (pygame.K_1 if key <= pygame.K_9 else pygame.K_KP1)
            if index < len(hand):
                self.focus_index = index
                self.play_card(hand[index])
            return
        if key == pygame.K_LEFT:
            self.focus_index = (self.focus_index - 1) % len(hand)
        elif key == pygame.K_RIGHT:
            self.focus_index = (self.focus_index + 1) % len(hand)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.play_card(hand[min(self.focus_index, len(hand) - 1)])

    def _card_at(self, pos: tuple[int, int]) -> Card | None:
        lifted = self.lay.card_height * 0.12 if self.lay else 0
        for c, rect in reversed(self.board.hand_rects(PERSON)):
            if rect.collidepoint(pos) or (c == self.hover and rect.move(0, -lifted).collidepoint(pos)):
                return c
        return None

    def _motion(self, event: pygame.event.Event) -> None:
        self.toolbar.handle(event)
        self.buttons.handle(event)
        if self.press is not None:
            c, x0, y0 = self.press
            x, y = event.pos
            if self.drag is not None or abs(x - x0) + abs(y - y0) > DRAG_THRESHOLD:
                self.drag = (c, float(x), float(y))
            return
        self.hover = self._card_at(event.pos)

    def _press(self, event: pygame.event.Event) -> None:
        for b in self.toolbar.buttons:
            if b.contains(event.pos):
                return  # pressed on release
        if not self.board.idle:
            self.board.hurry()
            return
        if not self.person_to_act():
            self._skip_wait = True
        for seat in range(self.variant.players):
            rect = self.board.pile_rect(seat)
            if rect is not None and rect.collidepoint(event.pos):
                self.show_last_trick()
                return
        if self.person_to_act() and self.match.hand.phase is Phase.PLAY:
            c = self._card_at(event.pos)
            if c is not None:
                self.press = (c, event.pos[0], event.pos[1])

    def _release(self, event: pygame.event.Event) -> None:
        if self.toolbar.handle(event):
            self.press = self.drag = None
            return
        if self.buttons.handle(event):
            return
        press, drag = self.press, self.drag
        self.press = None
        if press is None:
            return
        c = press[0]
        if drag is None:
            if self._card_at(event.pos) == c:
                self.play_card(c)
        elif self.lay is not None and event.pos[1] < self.lay.hand_top - self.lay.card_height * 0.1:
            self.play_card(c)   # dropped onto the table
        self.drag = None

    # -- drawing ----------------------------------------------------------------------------------
    def decor(self) -> Decor:
        hand = self.board.hands[PERSON]
        legal = self.legal_now()
        dimmed: frozenset = frozenset()
        if legal and self.match.hand.phase is Phase.PLAY:
            dimmed = frozenset(c for c in hand if c not in legal)
        focused = hand[min(self.focus_index, len(hand) - 1)] if (hand and legal) else None
        hinted = None
        if self.show_hint and legal:
            h = self.current_hint()
            hinted = h[0] if h and isinstance(h[0], Card) else None
        return Decor(lifted=self.hover if self.drag is None else None, hinted=hinted, focused=focused,
                     dimmed=dimmed, drag=self.drag)

    def current_hint(self) -> tuple[Any, str, dict] | None:
        """(action, text key, params) the Hard player would choose, once worked out for this position."""
        token, value = self._hint_cache
        return value if token == self.token else None

    def _update_hint(self) -> None:
        """Work the hint out off the frame loop (a Hard search takes a while) and pick it up."""
        token = self.token
        if self._hint_cache[0] == token:
            return
        if not self.hint_worker.asked(token):
            self.hint_worker.ask(token, _compute_hint, self.match.hand.view(PERSON))
        try:
            ready, value = self.hint_worker.answer(token)
        except Exception as exc:  # noqa: BLE001 - a hint is a help, never a crash
            log.warning("hint unavailable: %s", exc)
            ready, value = True, None
        if ready:
            self._hint_cache = (token, value)
            self.app.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        if lay is None:
            return
        surface.blit(self._background_for(surface.get_size()), (0, 0))
        text = self.app.text
        self._draw_labels(surface)
        stock_top = None
        if self.variant.stock_top_visible and self.board.idle:
            stock_top = self.match.hand.view(PERSON).stock_top
        self.board.draw(surface, self.app.cards, self.decor(), stock_top=stock_top)
        self._draw_stock_info(surface)
        self._draw_bar(surface)
        self._draw_called(surface)
        banner = self.board.banner or self.notice
        if banner is not None:
            msg = self.banner_text(banner)
            img = text.fit(msg, lay.font_size + 4, int(lay.size[0] * 0.7), GOLD, True)
            r = img.get_rect(center=(int(lay.centre[0]), int(lay.centre[1] - lay.card_height * 0.05)))
            panel(surface, r.inflate(28, 18), 220)
            surface.blit(img, r)
        self._draw_status(surface)
        if self.buttons.buttons and self.board.idle:
            self.buttons.draw(surface, text, lay.font_size)
            advice = self.current_hint() if self.show_hint else None
            for b in self.buttons.buttons:
                if advice is not None and b.value == advice[0]:
                    pygame.draw.rect(surface, GOLD, b.rect.inflate(8, 8), width=3, border_radius=8)
        if self.show_counting:
            self._draw_counting(surface)
        self.toolbar.draw(surface, text, lay.small_font)

    def banner_text(self, banner: Banner) -> str:
        params = dict(banner.params)
        text_key = personal_key(banner.key, params.get("seat"), params.get("caller"))
        for key in ("seat", "caller"):
            if key in params:
                params[key] = self.seat_name(params[key])
        if "bid" in params:
            params["bid"] = self.bid_text(params["bid"])
        if "card" in params:
            params["card"] = self.card_name(params["card"])
        return t(text_key, **params)

    def score_line(self) -> str:
        """"You 47 · Computer 38 · 35 left in play" from what the board has shown so far."""
        sep = t("table.separator")
        entries = []
        board = self.board
        if self.variant.auction:
            for seat in range(self.variant.players):
                entries.append(t("table.score_entry", name=self.seat_name(seat), points=board.points[seat]))
        else:
            for i, side in enumerate(self.match.sides):
                pts = sum(board.points[s] for s in side)
                entries.append(t("table.score_entry", name=self.side_name(i), points=pts))
        left = self.hand_total - sum(board.points)
        entries.append(t("table.left_in_play", points=left))
        return sep.join(entries)

    def match_line(self) -> str:
        sep = t("table.separator")
        fmt = self.match.format
        name = format_name(fmt)
        how = t(f"table.format.{name}") if name else ""
        if fmt.kind is MatchKind.WINS:
            tally = self.match.hands_won
            key = "table.match_hands"
        elif fmt.kind is MatchKind.POINTS:
            tally = self.match.scores
            key = "table.match_points"
        else:
            tally = self.match.scores
            key = "table.match_deals"
        entries = sep.join(t("table.score_entry", name=self.side_name(i), points=v) for i, v in enumerate(tally))
        return t(key, entries=entries, format=how, deal=self.match.deals_played + 1, deals=fmt.target)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        lay = self.lay
        w, _ = lay.size
        text = self.app.text
        panel(surface, pygame.Rect(0, 0, w, lay.bar_height), 200, 0)
        left = int(w * 0.012)
        if self.bar_rows == 2:
            # Two lines, each the bar's full width: the scores, then the match tally.
            score = text.fit(self.score_line(), lay.font_size, w - 2 * left, INK, True)
            match = text.fit(self.match_line(), lay.small_font, w - 2 * left, INK_DIM)
            gap = max(2, (lay.bar_height - score.get_height() - match.get_height()) // 3)
            surface.blit(score, (left, gap))
            surface.blit(match, (left, gap * 2 + score.get_height()))
            return
        score = text.fit(self.score_line(), lay.font_size, int(w * 0.52), INK, True)
        surface.blit(score, score.get_rect(midleft=(left, lay.bar_height // 2)))
        match = text.fit(self.match_line(), lay.small_font, int(w * 0.44), INK_DIM)
        surface.blit(match, match.get_rect(midright=(int(w * 0.988), lay.bar_height // 2)))

    def _draw_labels(self, surface: pygame.Surface) -> None:
        lay = self.lay
        text = self.app.text
        hand = self.match.hand
        to_act = hand.to_act if (self.board.idle and not hand.is_over) else None
        teams = self.variant.teams
        for seat, place in enumerate(lay.seats):
            name = self.seat_name(seat)
            colour = GOLD if seat == to_act else INK
            img = text.render(name, lay.font_size if seat == PERSON else lay.small_font, colour, True)
            x, y = place.label
            r = img.get_rect(center=(int(x), int(y)))
            extra: list[str] = []
            if seat == self.board.dealer:
                extra.append(t("table.dealer"))
            if teams is not None and seat != PERSON and self.variant.side_of(seat) == self.variant.side_of(PERSON):
                extra.append(t("table.partner"))
            if self.variant.auction:
                if seat == self.board.caller:
                    extra.append(t("table.caller"))
                if self.board.partner is not None and seat == self.board.partner and seat != self.board.caller:
                    extra.append(t("table.partner"))
            box = r.inflate(16, 8)
            panel(surface, box, 170, 8)
            if seat == to_act:
                pygame.draw.rect(surface, GOLD, box, width=2, border_radius=8)
            if teams is not None:
                dot = TEAM_COLOURS[self.variant.side_of(seat) % len(TEAM_COLOURS)]
                pygame.draw.circle(surface, dot, (box.left - 8, box.centery), max(4, lay.small_font // 3))
            surface.blit(img, r)
            if extra:
                tag = text.render(t("table.separator").join(extra), lay.small_font, GOLD)
                surface.blit(tag, tag.get_rect(midtop=(box.centerx, box.bottom + 2)))
            speech = self.board.speech.get(seat)
            if speech is not None:
                said = text.render(self.banner_text(speech), lay.font_size, (30, 30, 30), True)
                if seat == PERSON:
                    # Above the person's name, left of the hand: the line over the hand is the status.
                    sx = max(said.get_width() / 2 + 14, x)
                    anchor = (int(sx), int(box.top - said.get_height() / 2 - 12 - lay.small_font * 0.2))
                else:
                    anchor = (int(place.hand[0]), int(place.hand[1] + lay.small_height * 0.5 + lay.small_font * 2.6))
                sr = said.get_rect(center=anchor)
                pygame.draw.rect(surface, (250, 244, 220), sr.inflate(18, 10), border_radius=10)
                surface.blit(said, sr)

    def _draw_stock_info(self, surface: pygame.Surface) -> None:
        lay = self.lay
        text = self.app.text
        board = self.board
        x, y = lay.stock
        below = y + lay.card_height * 0.5 + lay.small_font
        if board.stock > 0:
            label = text.render(t("term.cards_left", count=board.stock), lay.small_font, INK)
            surface.blit(label, label.get_rect(center=(int(x), int(below))))
        if self.variant.trump.value == "turned" and board.trump is None and board.turned is not None:
            # The face-up trump has been drawn: still say which suit is trump.
            suit = i18n.suit_name(board.turned.suit, self.app.cards.style)
            # From the stock's left edge, never past a fifth of the window: the hand-result box
            # (centred, at most 60 % wide) must not cover it.
            left = max(4, int(x - lay.card_width * 0.5))
            img = text.fit(t("table.trump_is", suit=suit), lay.small_font, max(40, int(lay.size[0] * 0.2) - 6 - left),
                           GOLD, True)
            surface.blit(img, img.get_rect(midleft=(left, int(y))))
        if self.variant.trump.value == "none" and board.dealer is not None:
            img = text.render(t("table.no_trump"), lay.small_font, INK_DIM)
            surface.blit(img, img.get_rect(center=(int(x), int(below + lay.small_font * 1.4))))

    def _draw_called(self, surface: pygame.Surface) -> None:
        """Chiamata: the high bid during the auction, then the called card and who called it."""
        if not self.variant.auction:
            return
        lay = self.lay
        text = self.app.text
        board = self.board
        hand = self.match.hand
        lines: list[str] = []
        if board.called_card is not None:
            lines.append(t("table.called", card=self.card_name(board.called_card)))
            lines.append(t("table.called_by", seat=self.seat_name(board.caller)))
            if board.partner is not None:
                lines.append(t("table.partner_is", seat=self.seat_name(board.partner)))
            else:
                lines.append(t("table.partner_hidden"))
        elif self.board.idle and hand.high_bid is not None and hand.phase is Phase.AUCTION:
            lines.append(t("table.high_bid", bid=self.bid_text(hand.high_bid), seat=self.seat_name(hand.high_bidder)))
        if not lines:
            return
        x = int(lay.size[0] * 0.012)
        y = lay.bar_height + int(lay.size[1] * 0.02)
        card_w = lay.small_width if board.called_card is not None else 0
        # The panel keeps to the corner left of the top seats' hands (and their piles).
        room = self._top_left_room() - x - card_w - 30
        imgs = [text.fit(line, lay.small_font, max(60, room), GOLD if i == 0 else INK, i == 0)
                for i, line in enumerate(lines)]
        width = max(i.get_width() for i in imgs)
        height = sum(i.get_height() + 4 for i in imgs)
        box = pygame.Rect(x, y, width + card_w + 30, max(height, lay.small_height if card_w else 0) + 16)
        panel(surface, box, 190)
        if card_w:
            face = self.app.cards.face(board.called_card, card_w)
            surface.blit(face, (x + 8, y + 8))
        ty = y + 8
        for img in imgs:
            surface.blit(img, (x + 16 + card_w, ty))
            ty += img.get_height() + 4

    def _top_left_room(self) -> int:
        """x where the leftmost top seat's hand begins (the top-left corner panel ends before it)."""
        lay = self.lay
        edges = [lay.size[0] * 0.45]
        for seat, place in enumerate(lay.seats):
            if place.side == "top":
                n = self.variant.hand_size
                span = place.card_width + place.step * max(0, n - 1)
                edges.append(place.hand[0] - span / 2 - 6)
        return int(min(edges))

    def _draw_status(self, surface: pygame.Surface) -> None:
        lay = self.lay
        text = self.app.text
        hand = self.match.hand
        msg = None
        colour = INK
        if self.board.idle and not hand.is_over and not self.match.is_over:
            seat = hand.to_act
            if self.person_to_act():
                key = {Phase.AUCTION: "table.your_bid", Phase.CALL: "table.your_call"}.get(hand.phase,
                                                                                           "table.your_turn")
                msg = t(key)
                colour = GOLD
                if self.show_hint:
                    h = self.current_hint()
                    if h is not None:
                        msg = t(h[1], **_hint_params(h[2], self))
            elif seat == PERSON:   # autoplay: a computer plays the person's seat
                msg = t("table.autoplay_thinking")
            else:
                msg = t("table.thinking", seat=self.seat_name(seat))
        if msg:
            img = text.fit(msg, lay.font_size, int(lay.size[0] * 0.6), colour, True)
            y = lay.hand_top - lay.card_height * 0.12 - img.get_height() * 0.8
            surface.blit(img, img.get_rect(center=(int(lay.seats[PERSON].hand[0]), int(y))))

    def _draw_counting(self, surface: pygame.Surface) -> None:
        lay = self.lay
        text = self.app.text
        view = self.match.hand.view(PERSON)
        unseen = view.unseen()
        aces = sum(1 for c in unseen if c.rank is Rank.ACE)
        threes = sum(1 for c in unseen if c.rank is Rank.THREE)
        lines = [t("table.counting.title"), t("table.counting.aces", count=aces), t("table.counting.threes", count=threes)]
        if view.trump_suit is not None:
            trumps = sum(1 for c in unseen if int(c.suit) == view.trump_suit)
            lines.append(t("table.counting.trumps", count=trumps))
        imgs = [text.render(s, lay.small_font, GOLD if i == 0 else INK, i == 0) for i, s in enumerate(lines)]
        width = max(i.get_width() for i in imgs) + 24
        height = sum(i.get_height() + 3 for i in imgs) + 16
        x = lay.size[0] - width - int(lay.size[0] * 0.012)
        y = lay.bar_height + int(lay.size[1] * 0.02)
        panel(surface, pygame.Rect(x, y, width, height), 200)
        ty = y + 8
        for img in imgs:
            surface.blit(img, (x + 12, ty))
            ty += img.get_height() + 3


def _compute_hint(view: Any) -> tuple[Any, str, dict] | None:
    """Runs in the hint worker: ask the AI package for its advice on ``view``."""
    from briscola_desktop.ai import hint  # type: ignore[attr-defined]

    return _hint_parts(hint(view))


def _hint_parts(raw: Any) -> tuple[Any, str, dict] | None:
    """Normalise what ``ai.hint`` returns into (action, text key, params)."""
    if raw is None:
        return None
    if isinstance(raw, tuple) and len(raw) == 3:
        return raw[0], str(raw[1]), dict(raw[2] or {})
    action = getattr(raw, "action", getattr(raw, "card", None))
    key = getattr(raw, "key", None) or getattr(raw, "reason", None)
    params = getattr(raw, "params", None) or {}
    if action is None or not key:
        return None
    return action, str(key), dict(params)


def _hint_params(params: dict, scene: TableScene) -> dict:
    """Cards and seats in hint parameters become names in the current language."""
    out = {}
    for k, v in params.items():
        if isinstance(v, Card):
            out[k] = scene.card_name(v)
        elif isinstance(v, Suit):
            out[k] = i18n.suit_name(v, scene.app.cards.style)
        else:
            out[k] = v
    return out


__all__ = ["TableScene", "TableConfig", "SPEEDS", "format_name", "personal_key"]
