"""The game table: one match on the felt, seen from the person's seat.

The scene drives a :class:`~briscola_desktop.play.port.TablePort` and never a rules
``Match``: it shows the events the port hands out and feeds it the person's intents. A match
on this computer is a :class:`~briscola_desktop.play.local.LocalTable` (the local runner);
a seat at a networked table is another port (``open_port``). The scene owns the layout, the
board's animation, the bar and labels (``hud``), input (``input``), the auction buttons
(``choices``) and the dialogs over the table. It decides no rule and imports no other
screen: leaving for the title is ``app.nav.go_home()``.
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.play.local import LocalTable
from briscola_desktop.play.port import OnEvents, Resent, TablePort
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.play.seats import SeatPlayer
from briscola_desktop.play.session import MatchSession
from briscola_desktop.rules import Phase
from briscola_desktop.rules import events as ev

from ..core.scene import App, Scene
from ..ui.dialog import NoticeScene
from ..ui.widgets import Button, ButtonGroup
from ..core.wording import PERSON, TableWords
from . import hud
from .board import Banner, Board, catch_up
from .choices import choice_buttons, place_choices
from .companion import TableCompanion
from .dialogs import PauseScene
from .felt import felt, place_toolbar, prepare_table_art
from .followed import FollowedSettings
from .input import TableInput
from .intents import HINTS_OFF_SECONDS, TableIntents
from .layout import TableLayout

NOTICE_SECONDS = 1.6
#: Shown above the hand while a finished trick waits for the person ("until I click").
CLICK_TO_GO_ON = Banner("table.click_to_continue")

#: Opens the port of a table played elsewhere, given the scene's hooks: (is the board idle?,
#: where event batches go, something worth redrawing changed).
OpenPort = Callable[[Callable[[], bool], OnEvents, Callable[[], None]], TablePort]


class TableScene(TableIntents, Scene):
    """The table with one match in progress.

    ``companion`` is the company the table keeps (:class:`~.companion.TableCompanion`): nothing at a
    local table; at a table with friends, the people (presence, quick messages, away, the match's end
    with them). The scene asks it at a few named points and knows nothing of what it does.

    A local table (no ``open_port``): ``match`` is a match already under way (a resumed
    autosave): the board replays its current hand at once and play goes on from there.
    ``session`` (a ``MatchSession``) is told of every trick, hand and the match's end; with
    ``config.record`` the runner makes a session of its own for every later match (New match
    from the pause menu). ``make_player(level, seed)`` builds the computer seats (the AI's
    players by default).

    A table played elsewhere: ``open_port`` builds its port from the scene's hooks; its first
    batch of events (starting with ``HandStarted``) deals the hand. ``restart``, if given, is
    what New match and Rematch ask for there.
    """

    # ``match`` is a rules Match handed through to the local table unread: the scene never imports it.
    def __init__(self, app: App, config: TableConfig, match: object | None = None,
                 session: MatchSession | None = None, *,
                 make_player: Callable[[str, int], SeatPlayer] | None = None,
                 open_port: OpenPort | None = None, restart: Callable[[], None] | None = None,
                 companion: TableCompanion | None = None) -> None:
        super().__init__(app)
        self.companion = companion if companion is not None else TableCompanion()
        self.config = config
        self.variant = config.variant
        self.lay: TableLayout | None = None
        #: The "Hints and card count" setting as this table started (or was changed in Settings since).
        self.help_on = config.hints
        self.show_hint = config.hints
        self.show_counting = config.counting and config.hints
        self.notice: Banner | None = None
        self.notice_until = 0.0
        self.buttons = ButtonGroup()
        self.toolbar = ButtonGroup()
        self.input = TableInput(self)
        self.ending = self.companion.ending(self)
        self.board = self._new_board()
        self.hand_total = 0
        self.hud = hud.HudModel()
        self.choices_token: object = None
        self._background: pygame.Surface | None = None
        self._catch_up = False
        self._tail: list = []   # events to animate once a hand laid out at once has landed (the trick on the felt)
        self.followed = FollowedSettings(app.settings)
        #: The local match's adapter (tools and tests read its match); None at a table played elsewhere.
        self.local: LocalTable | None = None
        self.port: TablePort
        self._restart = restart
        self.companion.attach(self)
        if open_port is not None:
            self.port = open_port(lambda: self.board.idle, self._on_events, app.invalidate)
            if self.port.seat != PERSON:
                # The layout, the words ("You") and the HUD put the person at seat 0 (the bottom).
                raise ValueError(f"the table is shown from seat {PERSON}: a port at seat {self.port.seat} "
                                 f"must number the seats from its own (its seat as {PERSON})")
            return
        self.local = LocalTable(config, store=app.store, make_player=make_player,
                                is_idle=lambda: self.board.idle, on_events=self._on_events,
                                on_change=app.invalidate)
        self.port = self.local
        if session is not None and match is None:
            match = session.match
        self.new_match(config.seed, match=match, session=session)

    @property
    def words(self) -> TableWords:
        """Seat, side, bid and card names at this table, in the deck being shown."""
        return self.companion.words(TableWords(self.variant.players, self.port.standing().sides,
                                               self.app.cards.style))

    def person_to_act(self) -> bool:
        return self.port.my_turn()

    def legal_now(self) -> list:
        return self.port.legal_now()

    def submit(self, action: object) -> bool:
        """The person's move, offered to the port (False: refused, nothing changed)."""
        return self.port.submit(action)

    # -- match lifecycle ----------------------------------------------------------------
    def _new_board(self) -> Board:
        board = Board(self.variant, self.config.speed, person=PERSON)
        board.sort_hand = self.app.settings.sort_hand
        board.trick_pause = self.trick_pause()
        board.layout = self.lay
        board.on_hand_over = self.ending.hand_over
        board.timeline.on_sound = self.app.play_sound
        return board

    def new_match(self, seed: int | None = None, *, match: object | None = None,
                  session: MatchSession | None = None) -> None:
        """Start a fresh match (a new seed unless given) and deal its first hand, or show ``match``
        (a resumed one: local tables only). At a table played elsewhere: ask for a rematch."""
        if self.local is None:
            if self._restart is not None:
                self._restart()
            return
        self.board = self._new_board()
        if match is None:
            self.local.new_match(seed, session=session)   # its deal comes back through _on_events
            return
        # A resumed match: its current hand's events, replayed at instant speed when laid out.
        catch_up.instant(self.board)   # no clatter of sounds, no trick kept for a click
        self.local.new_match(seed, match=match, session=session)
        self._catch_up = True
        if self.lay is not None:
            self._finish_catch_up()

    def _finish_catch_up(self) -> None:
        self._catch_up = False
        catch_up.land(self.board)  # instant speed: the whole replay lands in this one call
        self.board.set_speed(self.config.speed)
        self.board.trick_pause = self.trick_pause()
        self.board.timeline.on_sound = self.app.play_sound
        tail, self._tail = self._tail, []
        if tail:   # the trick on the felt, at the table's pace
            self._on_events(tail)

    def _catch_up_with(self, events: Resent) -> None:
        """The hand so far, sent again in full (a rejoin, a reconnection, a reopened table): laid out at once
        on a fresh board, the cards of the trick on the felt played at the table's pace."""
        self.board = self._new_board()
        self.hand_total = sum(c.points for c in self.variant.deck)
        self._tail = catch_up.lay_out(self.board, events)
        self._catch_up = True
        self.input.focus_index = 0
        if self.lay is not None:
            self._finish_catch_up()
        self.refresh_hud()
        self.app.invalidate()

    def _on_events(self, events: list) -> None:
        """A batch from the port: a new deal, what just happened in the hand, or the hand so far resent."""
        if isinstance(events, Resent):
            self._catch_up_with(events)
        elif self._catch_up:
            self._tail.extend(events)   # after a hand still to be laid out (no layout yet): shown once it is
        elif events and isinstance(events[0], ev.HandStarted):
            self._deal(events)
        else:
            self._show_events(events)

    def _deal(self, events: list) -> None:
        self.hand_total = sum(c.points for c in self.variant.deck)   # every card point of the deck
        self.board.enqueue(events)
        self.input.focus_index = 0
        self.refresh_hud()
        self.app.invalidate()

    def _show_events(self, events: list) -> None:
        self.input.hover = None
        self.board.enqueue(events)
        for e in events:
            if isinstance(e, ev.TrumpExchanged) and e.seat == PERSON:
                # The person's own exchange: said over the hand (another seat's is said over the felt).
                self._notice(Banner("exchange.table.done_you", {"card": e.taken, "given": e.given}))
        self.app.invalidate()

    def leave_for_title(self) -> None:
        """Main menu: save the match as it stands (mid-trick too); the title offers Continue."""
        self.port.save_now()
        self.app.nav.go_home()

    def leave(self) -> None:
        self.companion.leave(self.port)

    # -- layout -------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self.lay = prepare_table_art(self.app.cards, size, self.variant)
        self.board.layout = self.lay
        self._background = None
        if pygame.display.get_surface() is not None:
            self._background_for(size)  # built here, not inside the first frame
        self.build_toolbar()
        self._build_choices()
        if self._catch_up:
            self._finish_catch_up()
        self.companion.layout(self.lay)
        self.refresh_hud()

    def resume(self) -> None:
        """Back from an overlay (pause, settings): apply what the person changed in the settings
        meanwhile (a tool's or test's own speed in ``config`` stands until then)."""
        self.followed.apply(self)

    @property
    def bar_rows(self) -> int:
        """A score per seat at four or more needs the bar's whole width (see :func:`hud.bar_rows`)."""
        return hud.bar_rows(self.variant)

    def _background_for(self, size: tuple[int, int]) -> pygame.Surface:
        # The felt, drawn once per window size.
        if self._background is None or self._background.get_size() != size:
            self._background = felt(size)
        return self._background

    def build_toolbar(self) -> None:
        lay = self.lay
        if lay is None:
            return
        entries = [("table.toolbar.menu", self.open_pause), ("table.toolbar.last_trick", self.show_last_trick)]
        if self.help_on:   # hints off in the settings: no Hint or Count button
            entries += [("table.toolbar.hint", self.toggle_hint), ("table.toolbar.counting", self.toggle_counting)]
        self.toolbar.set([Button(t(key), action) for key, action in entries])
        place_toolbar(self.toolbar, lay)

    def _build_choices(self) -> None:
        """Buttons for the person's auction bid or call (empty in the play phase)."""
        port = self.port
        mine = port.my_turn()
        self.choices_token = port.token if mine else None
        phase = port.view().phase
        if not mine or phase not in (Phase.AUCTION, Phase.CALL):
            self.buttons.set([])
            return
        self.buttons.set(choice_buttons(phase, port.legal_now(), self.words, self.submit))
        if self.lay is not None:
            place_choices(self.buttons, self.lay, self.app.text)

    # -- the person's intents (the rest: intents.py) -----------------------------------
    def open_pause(self) -> None:
        if self.companion.open_pause():
            return
        self.app.stack.push(PauseScene(self.app, on_new_match=self.choose_new_match,
                                       on_main_menu=self.leave_for_title, detail=self.match_detail))

    def trick_pause(self) -> str:
        """The "finished trick" setting for this table: a demo that plays itself never waits for a
        click nobody will give (it keeps the longer pause instead)."""
        pause = self.app.settings.trick_pause
        return "long" if pause == "click" and self.config.autoplay else pause

    def _notice(self, banner: Banner, seconds: float = NOTICE_SECONDS) -> None:
        self.notice = banner
        self.notice_until = self.board.now + seconds
        self.app.invalidate()

    def handle(self, event: pygame.event.Event) -> None:
        if not self.companion.handle(event):
            self.input.handle(event)

    # -- the frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.board.update(dt)
        if self.notice is not None and self.board.now > self.notice_until:
            self.notice = None
            self.app.invalidate()
        waiting = self.board.waiting_for_click
        if waiting and self.notice is None:
            self.notice, self.notice_until = CLICK_TO_GO_ON, math.inf
            self.app.invalidate()
        elif not waiting and self.notice == CLICK_TO_GO_ON:
            self.notice = None
            self.app.invalidate()
        port = self.port
        port.update(dt, self.board.factor)   # computer seats think and play; messages are read
        if self.board.idle and port.my_turn():
            if self.choices_token != port.token:
                self._build_choices()
            if self.show_hint:
                port.update_hint()
        if self.board.idle:
            self.tell_notices()
        self.refresh_hud()
        self.companion.update(dt)

    def tell_notices(self) -> None:
        """Say at the table, once, what the port wants said (progress cannot be saved and why, a
        finished match kept for the statistics, ...): over whatever is on top."""
        items = self.companion.tell(self.port.take_notices())
        if items:
            self.app.stack.push(NoticeScene(self.app, items))

    @property
    def animating(self) -> bool:
        # Waiting on another seat (or a hint): keep ticking so its answer is picked up promptly
        # (a port whose news wakes the loop by itself does not need it: ``polls_other_seats``).
        port = self.port
        waiting = (self.companion.polls_other_seats and port.to_act() is not None and not port.my_turn()
                   and not self.board.waiting_for_click)
        timed_notice = self.notice is not None and self.notice_until != math.inf
        return (self.board.animating or waiting or timed_notice
                or (self.show_hint and port.hint_pending) or self.companion.animating)

    def wake_in(self) -> float | None:
        return self.companion.wake_in()

    def banner_text(self, banner: Banner) -> str:
        return hud.said(self.words, banner)

    def score_line(self) -> str:
        """"You 47 · Computer 38 · 35 left in play" from what the board has shown so far."""
        return hud.score_line(self.port, self.board, self.words, self.hand_total)

    def match_line(self) -> str:
        return hud.match_line(self.port.standing(), self.words)

    def refresh_hud(self) -> None:
        """Every sentence the table writes, chosen now (``draw`` only paints them).

        Whatever the screen shows changed (an action applied, a computer's answer from its
        thread, a timer, a hint, the board falling idle): the frame is redrawn, so the person's
        turn never waits for a mouse move."""
        if self.companion.elsewhere():   # e.g. a friends' table back in its lobby: no match to write about
            return
        before = self.hud
        self.hud = self.companion.hud(hud.build(self.port, self.board, self.words, hand_total=self.hand_total,
                                                show_hint=self.show_hint, show_counting=self.show_counting,
                                                notice=self.notice, decor=self.input.decor(self.show_hint)))
        if self.hud != before:
            self.app.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        if lay is None:
            return
        surface.blit(self._background_for(surface.get_size()), (0, 0))
        hud.draw(surface, lay, self.app.text, self.app.cards, self.hud, self.board, self.buttons, self.toolbar,
                 self.variant.hand_size)
        self.companion.draw(surface)


__all__ = ["TableScene", "TableConfig", "HINTS_OFF_SECONDS"]
