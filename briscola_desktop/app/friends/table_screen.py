"""The table at a hosted match: the usual table scene on the seat's remote port, and what only a
table with friends has: quick messages (Q or the Quick button) shown as bubbles by the seat,
"Waiting for {name}" while a player's connection is down, "Reconnecting…" while ours is, and
"the host left" (the table stays on screen under the notice; closing it goes to the title).

The seat is shown from seat 0 as every table is (:class:`~.turned.TurnedPort`). With the
command line's ``--autoplay`` a computer (Easy) plays this seat too, for demos and tests.
"""

from __future__ import annotations

import logging
import time
from dataclasses import replace

import pygame

from briscola_desktop.ai.players import make_player
from briscola_desktop.i18n import t
from briscola_desktop.net import protocol as p
from briscola_desktop.net.join.client import OPEN
from briscola_desktop.play.friends import record_friends_match
from briscola_desktop.play.port import OnEvents, TablePort
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.review.record import HandRecord
from briscola_desktop.rules import events as ev

from ..core.nav import Screen
from ..core.options import DEFAULT_LEVEL
from ..core.scene import App
from ..core.wake import wake_loop
from ..table.board import Banner
from ..table.dialogs import PauseScene
from ..table.scene import TableScene
from ..ui.dialog import NoticeScene
from ..ui.widgets import GOLD, INK, Button, ButtonGroup, panel
from .ending import FriendsEnding, ask_before_leaving
from .link import TableLink, forget_kept_seat
from .presence import away_to_act, result_lines, seat_states, table_lines
from .told import draw_bubbles, played_for
from .turned import TurnedPort
from .words import FriendsWords

log = logging.getLogger(__name__)

BUBBLE_SECONDS = 3.5
TOLD_SECONDS = 4.5      # a card played for someone, a computer standing in: time to read it
AUTOPLAY_PAUSE = 0.5    # seconds the autoplayed seat waits before its move (the others can follow)
QUICK_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)


def config_for(app: App, link: TableLink) -> TableConfig:
    """The table's look and pace from this player's own settings; the rules from the host."""
    table = link.table
    fmt = p.format_of(table.lobby.format) if table.lobby is not None else None
    s = app.settings
    return TableConfig(variant=table.variant, fmt=fmt, seed=0, levels=(), people=(0,), speed=s.animation_speed,
                       hints=s.hints and bool(table.lobby and table.lobby.hints),
                       counting=s.counting_panel and bool(table.lobby and table.lobby.hints))


class FriendsTableScene(TableScene):
    """A seat at a hosted table (see the module docstring).

    The loop sleeps while the other players think: a message from the host wakes it (the client
    calls ``wake_loop``), and so do the two timers of this screen (``wake_in``): the turn clock's
    next visible second and the end of a bubble. Nothing here is polled every frame.
    """

    #: Another seat's move comes as a message that wakes the loop: no frames while waiting for it.
    polls_other_seats = False

    ending_type = FriendsEnding

    def __init__(self, app: App, link: TableLink) -> None:
        self.link = link
        self._back_in_lobby = False   # the host took the table back to its lobby: the link goes on there
        self.turned: TurnedPort | None = None
        self.bubbles: dict[int, tuple[str, float]] = {}   # shown seat -> (message id, shown until: monotonic s)
        self._status: tuple[str, ...] = ()                 # the status lines last drawn (the clock's second)
        self.waiting: list[str] = []                       # names of players whose connection dropped
        self.reconnecting = False
        self.host_left = False
        self.quick_open = False
        self.quick_buttons = ButtonGroup()
        self.quick_toggle = ButtonGroup()
        self.away_buttons = ButtonGroup()   # the host's choice for a player who is away
        self._away_key: object = None
        self.clock = 0.0
        self._my_turn_since: float | None = None
        self._dealt: tuple[int, int] | None = None   # (hand, hands finished) of the deal on the board
        self._autoplayer = make_player("easy", 0) if app.autoplay else None
        self._counted: object = None   # the ended standing already looked at (counted or refused)
        super().__init__(app, config_for(app, link), open_port=self._open, restart=link.table.rematch)
        early, link.early = link.early, []
        for batch in early:   # the first deal, handed out while the lobby was still up
            self._on_events(self.turned.events(batch))

    def _open(self, is_idle, on_events: OnEvents, on_change) -> TablePort:
        remote = self.link.table
        remote.client.on_message = wake_loop   # a message from the host wakes the sleeping loop
        turned = TurnedPort(remote, on_hand=self._keep_hand)
        remote.is_idle = is_idle
        remote.on_events = lambda batch: on_events(turned.events(batch))
        remote.on_change = on_change
        self.turned = turned
        return turned

    def _keep_hand(self, record: HandRecord) -> None:
        """A hand played here goes to the last hands kept for review, as a hand against the computer does
        (a chiamata deal everyone passed is not a hand played)."""
        results = self.link.table.standing().results
        if results and not results[-1].thrown_in:
            self.app.reviews.keep(record)

    def _on_events(self, events: list) -> None:
        """A deal the board already shows, sent again in full (this seat reconnected): the hand so far
        is laid out at once, not dealt and played again card by card."""
        if not events or not isinstance(events[0], ev.HandStarted):
            super()._on_events(events)
            return
        standing = self.port.standing()
        dealt = (events[0].hand_index, len(standing.results))
        again, self._dealt = dealt == self._dealt, dealt
        if not again or self.lay is None:
            super()._on_events(events)
            return
        self.board = self._new_board()
        self.board.set_speed("instant")
        self.board.timeline.on_sound = None
        super()._on_events(events)
        self.board.update(0.0)
        self.board.set_speed(self.config.speed)
        self.board.timeline.on_sound = self.app.play_sound

    @property
    def words(self) -> FriendsWords:
        """The usual table words, with the people's names and states on their seats."""
        turn = self.turned.turn if self.turned is not None else None
        numbers = tuple(turn.host(i) for i in range(self.variant.players)) if turn is not None else ()
        return FriendsWords(self.variant.players, self.port.standing().sides, self.app.cards.style,
                            names=tuple(self.port.seat_names()), host_seats=numbers, states=self.seat_states())

    def seat_states(self) -> tuple[str, ...]:
        """Each shown seat's state on its name tag (see :func:`.presence.seat_states`)."""
        between_hands, match_over = self._hand_or_match_over()
        return seat_states(self.link.table.lobby, self.turned.turn if self.turned is not None else None,
                           self.port.thinking(), between_hands=between_hands and not match_over)

    def _thinking_is_away(self) -> bool:
        turn = self.turned.turn if self.turned is not None else None
        return away_to_act(self.link.table.lobby, turn, self.port.thinking(), self.waiting)

    # -- who moved on, the lobby again --------------------------------------------------
    @property
    def owner(self) -> bool:
        return self.link.owner

    @property
    def hosting(self) -> bool:
        return self.link.hosting

    def _hand_or_match_over(self) -> tuple[bool, bool]:
        remote = self.link.table
        if not remote.started:
            return False, False
        standing = remote.standing()
        return remote.view().phase.value == "over", standing.is_over

    def result_notes(self) -> list[str]:
        """On this player's result: who has moved on. The table beneath is not updated while the result
        is up, so the host's messages are read here (nothing is dealt before this player is ready)."""
        remote = self.link.table
        remote.update(0.0, self.board.factor)
        if self._watch_lobby():
            return []
        _, match_over = self._hand_or_match_over()
        return result_lines(remote.lobby, remote.seat, match_over=match_over)

    def refresh_hud(self) -> None:
        if self._watch_lobby():   # back in the lobby, there is no match to write about
            return
        super().refresh_hud()
        if self.hud.status is not None and (self.link.table.connection != OPEN or self._thinking_is_away()):
            # The host cannot be reached, or the player to act is away: the line under the bar says so
            # ("Reconnecting…", "Waiting for Bea…"), and nobody is thinking meanwhile.
            self.hud = replace(self.hud, status=None, status_gold=False)

    def open_pause(self) -> None:
        """The menu at a table with friends: the match goes on meanwhile, so there is no New match, and
        Main menu asks first."""
        self.app.stack.push(PauseScene(self.app, on_new_match=None, title_key="friends.pause_title",
                                       on_main_menu=lambda: ask_before_leaving(self.app, hosting=self.hosting)))

    def back_to_lobby(self) -> None:
        """The host, after the match: the same seats in the lobby, to change the table and start again."""
        self.link.table.to_lobby()

    def _watch_lobby(self) -> bool:
        """The host took the table back to its lobby: every window goes there with its seat."""
        remote = self.link.table
        if self._back_in_lobby or remote.started or remote.lobby is None or remote.lobby.started:
            return self._back_in_lobby
        self._back_in_lobby = True
        stack = self.app.stack
        while stack.top is not None and stack.top is not self:
            stack.pop()
        stack.replace(self.app.nav.make(Screen.LOBBY, link=self.link))
        return True

    # -- quick messages ----------------------------------------------------------------
    def toggle_quick(self) -> None:
        self.quick_open = not self.quick_open
        self._place_quick()
        self.app.invalidate()

    def send_quick(self, message_id: str) -> None:
        self.link.table.quick(message_id)
        self.quick_open = False
        self.app.invalidate()

    def _place_quick(self) -> None:
        lay = self.lay
        if lay is None:
            return
        w, h = lay.size
        bh = max(26, int(h * 0.038))
        right = w - max(8, int(w * 0.012))
        toggle = Button(t("friends.quick.button"), self.toggle_quick, value="quick")
        bw = max(self.app.text.render(toggle.label, lay.small_font, INK).get_width() + bh, bh * 3)
        toggle.rect = pygame.Rect(right - bw, lay.bar_height + bh // 2, bw, bh)
        self.quick_toggle.set([toggle])
        toggle.focused = False   # a mouse button: the keyboard's way is Q
        buttons = []
        if self.quick_open:
            labels = [(m, f"{i + 1}  {t(f'friends.quick.{m}')}") for i, m in enumerate(p.QUICK_MESSAGES)]
            mw = max(self.app.text.render(label, lay.small_font, INK).get_width() for _, label in labels) + bh
            for i, (m, label) in enumerate(labels):
                b = Button(label, lambda m=m: self.send_quick(m), value=m)
                b.rect = pygame.Rect(right - mw, toggle.rect.bottom + 6 + i * (bh + 4), mw, bh)
                buttons.append(b)
        self.quick_buttons.set(buttons)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self._place_quick()
        self._place_away()

    # -- a player away: the host chooses --------------------------------------------------
    def away_seats(self) -> list[tuple[int, str]]:
        """(host seat, name) of each player we wait for, as the lobby knows them."""
        lobby = self.link.table.lobby
        if lobby is None:
            return []
        return [(s.seat, s.name or "") for s in lobby.seats
                if s.kind == p.FRIEND and s.name in self.waiting and not s.connected and s.stand_in is None]

    def _place_away(self) -> None:
        """Seat 1 (the host) gets two buttons under the lines while a player is away."""
        lay = self.lay
        away = self.away_seats() if self.link.owner else []
        if lay is None or not away:
            self.away_buttons.set([])
            return
        seat, name = away[0]
        buttons = [Button(t("friends.stand_in_now", name=name), lambda s=seat: self.stand_in(s), value="stand_in"),
                   Button(t("friends.end_match"), self.end_match, value="end")]
        h = max(26, int(lay.size[1] * 0.038))
        boxes = self.status_boxes()
        y = (boxes[-1][1].bottom if boxes else self.lines_top()) + 6
        widths = [self.app.text.render(b.label, lay.small_font, INK).get_width() + h for b in buttons]
        x = lay.size[0] // 2 - (sum(widths) + 8) // 2
        for b, w in zip(buttons, widths):
            b.rect = pygame.Rect(x, y, w, h)
            b.focused = False
            x += w + 8
        self.away_buttons.set(buttons)
        for b in buttons:
            b.focused = False

    def lines_top(self) -> int:
        """Where the lines about the players (and the host's buttons) start: under the bar, and below the
        name and tags of any seat across the top, so they never cover that player's cards."""
        lay = self.lay
        if lay is None:
            return 0
        top = lay.bar_height + 8
        for place in lay.seats[1:]:
            if place.side == "top":
                top = max(top, int(place.label[1] + lay.small_font * 2.4))
        return top

    def status_boxes(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Each line of :meth:`status_words` as drawn, and its panel, one under the other from :meth:`lines_top`."""
        lay = self.lay
        if lay is None:
            return []
        out, y, pad = [], self.lines_top(), lay.small_font
        for line in self.status_words():
            words = self.app.text.fit(line, lay.font_size, int(lay.size[0] * 0.7), GOLD)
            box = words.get_rect(midtop=(lay.size[0] // 2, y)).inflate(pad, pad // 2)
            out.append((words, box))
            y = box.bottom + 6
        return out

    def stand_in(self, seat: int) -> None:
        self.link.table.stand_in(seat, DEFAULT_LEVEL)

    def end_match(self) -> None:
        self.link.table.end_match()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_q:
            self.toggle_quick()
            return
        if self.quick_open and event.type == pygame.KEYDOWN and event.key in QUICK_KEYS:
            self.send_quick(p.QUICK_MESSAGES[QUICK_KEYS.index(event.key)])
            return
        if self.quick_open and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.toggle_quick()
            return
        if event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if (self.quick_toggle.handle(event) or self.quick_buttons.handle(event)
                    or self.away_buttons.handle(event)):
                return
        super().handle(event)

    # -- the frame ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        super().update(dt)
        if self._watch_lobby():
            return
        remote = self.link.table
        now = time.monotonic()   # the bubbles' own clock: the loop's dt is cut short after a sleep
        if self.turned is not None:
            for seat, message_id in remote.take_bubbles():
                shown = self.turned.turn.shown(seat)
                self.bubbles[shown] = (message_id, now + BUBBLE_SECONDS)
                self.app.invalidate()
        for seat in [s for s, (_, until) in self.bubbles.items() if until <= now]:
            del self.bubbles[seat]
            self.app.invalidate()
        status = tuple(self.status_words())
        if status != self._status:   # the turn clock's second, a player away or back
            self._status = status
            self.app.invalidate()
        if self.reconnecting and remote.connection == OPEN:
            self.reconnecting = False
            self.app.invalidate()
        away_key = (tuple(self.away_seats()), len(status), self.lay)
        if away_key != self._away_key:
            self._away_key = away_key
            self._place_away()
            self.app.invalidate()
        self._count_finished_match()
        if self.host_left and self.app.stack.top is self:
            self.app.nav.go_home()   # the notice was read: back to the title
            return
        self._autoplay()

    def _count_finished_match(self) -> None:
        """A match with friends that has ended goes to this player's own statistics (their friends
        section), once per match: the id is the same at every seat and after a rejoin."""
        remote = self.link.table
        if self.app.store is None or remote.variant is None:
            return
        try:
            standing = remote.standing()
        except RuntimeError:   # nothing sent yet
            return
        if not standing.is_over or standing is self._counted:   # one look per batch, not per frame
            return
        self._counted = standing
        last = remote.hand_finished()
        if last is None:
            return
        try:   # a batch sent again (a rejoin) is the same match id: the statistics count it once
            record_friends_match(self.app.store, code=self.link.table_code, standing=standing,
                                 seat=remote.seat, last_hand=last)
        except ValueError as exc:   # what the host sent does not make a finished match: say it, count nothing
            log.warning("the match with friends was not counted: %s", exc)

    def _autoplay(self) -> None:
        if self._autoplayer is None or not self.board.idle or not self.port.my_turn():
            self._my_turn_since = None
            return
        if self._my_turn_since is None:
            self._my_turn_since = self.clock
        if self.clock - self._my_turn_since >= AUTOPLAY_PAUSE:
            self._my_turn_since = None
            self.port.submit(self._autoplayer.choose(self.link.table.view()))

    def tell_notices(self) -> None:
        """What the connection says goes on the table's own lines; the rest in the notice dialog."""
        told: list = []
        for key, params in self.port.take_notices():
            name = params.get("name", "")
            if key == p.NOTICE_WAITING:
                if name not in self.waiting:
                    self.waiting.append(name)
            elif key == p.NOTICE_TURN_TIMEOUT:
                self._notice(played_for(params, self.turned.turn if self.turned else None), TOLD_SECONDS)   # said over the felt: play goes on
            elif key in (p.NOTICE_BACK, p.NOTICE_STAND_IN, p.NOTICE_PLAYED_FOR_YOU):
                if name in self.waiting:
                    self.waiting.remove(name)
                self._notice(Banner(key, dict(params)), TOLD_SECONDS)
            elif key.startswith("exchange."):   # a refused exchange of the seven, a friend's game too old for
                self._notice(Banner(key, dict(params)), TOLD_SECONDS)   # the house rule: over the felt, play goes on
            elif key == p.NOTICE_RECONNECTING:
                self.reconnecting = True
            elif key == p.NOTICE_HOST_LEFT:
                if not self.host_left:
                    self.host_left = True
                    told.append((key, params))
                    if not self.hosting and not self._hand_or_match_over()[1]:
                        told.append("friends.seat_kept")   # the way back once the host opens the table again
            else:
                told.append((key, params) if params else key)
            self.app.invalidate()
        if told:
            self.app.stack.push(NoticeScene(self.app, told))

    def status_words(self) -> list[str]:
        """The lines under the score bar: our connection, then each player we wait for."""
        lines = []
        if self.host_left:
            lines.append(t("net.host_left"))
        elif self.reconnecting:
            lines.append(t("net.reconnecting"))
        lines += [t("net.waiting_for", name=name) for name in self.waiting]
        between_hands, match_over = self._hand_or_match_over()
        if (between_hands or match_over) and not self.host_left:
            lines += table_lines(self.link.table.lobby, self.link.table.seat, between_hands=between_hands,
                                 match_over=match_over)
        left = self.link.table.time_left()
        seat = self.port.to_act()
        if left is not None and seat is not None and not self.host_left:
            lines.append(t("friends.time_left", count=max(0, int(left + 0.999)), name=self.words.seat(seat)))
        return lines

    @property
    def animating(self) -> bool:
        # The autoplayed seat's pause before its move is counted in frames.
        return super().animating or self._my_turn_since is not None

    def wake_in(self) -> float | None:
        """The next change that comes by time alone: a bubble's end, the turn clock's next second."""
        now = time.monotonic()
        due = [until - now for _, until in self.bubbles.values()]
        left = self.link.table.time_left()
        if left is not None and left > 0 and not self.host_left:
            # status_words shows int(left + 0.999): it changes when left passes a whole number less 0.001.
            due.append((left - 0.001) % 1.0 + 0.002)
        return max(0.0, min(due)) if due else None

    def leave(self) -> None:
        if self._back_in_lobby:
            return
        _, match_over = self._hand_or_match_over()
        if match_over:   # nothing to come back to: the seat leaves the kept ones (a host that left may reopen)
            forget_kept_seat(self.app.store, self.link)
        self.link.close()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        lay = self.lay
        if lay is None:
            return
        text = self.app.text
        size = lay.small_font
        draw_bubbles(surface, lay, text, self.bubbles)
        for words, box in self.status_boxes():
            panel(surface, box, radius=box.height // 3)
            surface.blit(words, words.get_rect(center=box.center))
        self.away_buttons.draw(surface, text, size)
        self.quick_toggle.draw(surface, text, size)
        if self.quick_open:
            self.quick_buttons.draw(surface, text, size)


__all__ = ["FriendsTableScene"]
