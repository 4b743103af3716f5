"""The table at a hosted match: the usual :class:`~..table.scene.TableScene` on the seat's remote port,
with :class:`FriendsCompanion`, what only a table with friends has: the people's names and states on
their seats, quick messages (Q or the Quick button, :mod:`.quick`) shown as bubbles by the seat,
"Waiting for {name}" while a player's connection is down (the host may let a computer play or end the
match), "Reconnecting…" while ours is, "the host left" (the table stays on screen under the notice;
closing it goes to the title), whom the table waits for between hands, the lobby again when the host
takes the table back there, and the match's end with friends (:mod:`.ending`).

:func:`friends_table` opens it (``Screen.FRIENDS_TABLE``). The seat is shown from seat 0 as every table
is (:class:`~.turned.TurnedPort`). With the command line's ``--autoplay`` a computer (Easy) plays this
seat too, for demos and tests.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Callable

import pygame

from briscola_desktop.ai.players import make_player
from briscola_desktop.i18n import t
from briscola_desktop.net import protocol as p
from briscola_desktop.net.join.client import OPEN
from briscola_desktop.net.join.remote import RemoteTable
from briscola_desktop.play.friends import record_friends_match
from briscola_desktop.play.port import OnEvents, TablePort
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.review.record import HandRecord

from ..core.nav import Screen
from ..core.scene import App
from ..core.wake import wake_loop
from ..core.wording import TableWords
from ..table.board import Banner
from ..table.companion import TableCompanion
from ..table.dialogs import PauseScene
from ..table.ending import EndingTable, HandEnding
from ..table.hud_model import HudModel
from ..table.layout import TableLayout
from ..table.scene import TableScene
from ..ui.widgets import ButtonGroup
from .ending import FriendsEnding, ask_before_leaving
from .link import TableLink, close_for_good, forget_kept_seat
from .presence import away_to_act, result_lines, seat_states, table_lines
from .quick import QuickMessages
from .status import StatusLines
from .told import played_for
from .turned import AWAY_PLAYED, TurnedPort
from .words import FriendsWords

log = logging.getLogger(__name__)

TOLD_SECONDS = 4.5      # a card played for someone, a computer standing in: time to read it
AUTOPLAY_PAUSE = 0.5    # seconds the autoplayed seat waits before its move (the others can follow)


def config_for(app: App, link: TableLink) -> TableConfig:
    """The table's look and pace from this player's own settings; the rules from the host."""
    table = link.table
    fmt = p.format_of(table.lobby.format) if table.lobby is not None else None
    s = app.settings
    return TableConfig(variant=table.variant, fmt=fmt, seed=0, levels=(), people=(0,), speed=s.animation_speed,
                       hints=s.hints and bool(table.lobby and table.lobby.hints),
                       counting=s.counting_panel and bool(table.lobby and table.lobby.hints))


def friends_table(app: App, link: TableLink) -> TableScene:
    """The table scene on ``link``'s seat, with the friends' companion; the first deal, handed out while
    the lobby was still up, is shown at once."""
    companion = FriendsCompanion(app, link)
    scene = TableScene(app, config_for(app, link), open_port=companion.open_port, restart=link.table.rematch,
                       companion=companion)
    companion.replay_early()
    return scene


def is_friends_table(scene: object) -> bool:
    """A table scene at a hosted match (tools and tests look for it on the stack)."""
    return isinstance(scene, TableScene) and isinstance(scene.companion, FriendsCompanion)


class FriendsCompanion(TableCompanion):
    """A seat at a hosted table (see the module docstring).

    The loop sleeps while the other players think: a message from the host wakes it (the client
    calls ``wake_loop``), and so do the timers of this table (``wake_in``): the turn clock's next
    visible second and the end of a bubble. Nothing here is polled every frame.
    """

    #: Another seat's move comes as a message that wakes the loop: no frames while waiting for it.
    polls_other_seats = False

    def __init__(self, app: App, link: TableLink) -> None:
        self.app = app
        self.link = link
        self.scene: TableScene | None = None
        self._back_in_lobby = False   # the host took the table back to its lobby: the link goes on there
        self.turned: TurnedPort | None = None
        self._show_events: OnEvents | None = None          # the scene's own way in for a batch
        self.quick = QuickMessages(app.text, link.table.quick, app.invalidate)
        self.lines = StatusLines(self)
        self.waiting: list[str] = []                       # names of players whose connection dropped
        self.reconnecting = False
        self.host_left = False
        self.clock = 0.0
        self._my_turn_since: float | None = None
        self._autoplayer = make_player("easy", 0) if app.autoplay else None
        self._counted: object = None   # the ended standing already looked at (counted or refused)

    # -- the port -------------------------------------------------------------------------
    def attach(self, scene: object) -> None:
        if not isinstance(scene, TableScene):
            raise TypeError(f"the friends' companion goes with a table scene, not {type(scene).__name__}")
        self.scene = scene

    def open_port(self, is_idle: Callable[[], bool], on_events: OnEvents, on_change: Callable[[], None]) -> TablePort:
        """The seat's remote table, turned so that this seat is shown as seat 0 (the scene's ``open_port``)."""
        remote = self.link.table
        remote.client.on_message = wake_loop   # a message from the host wakes the sleeping loop
        turned = TurnedPort(remote, on_hand=self._keep_hand)
        self._show_events = on_events
        remote.is_idle = is_idle
        remote.on_events = lambda batch: on_events(turned.events(batch))   # a resent hand stays marked Resent
        remote.on_change = on_change
        self.turned = turned
        return turned

    def replay_early(self) -> None:
        """The first deal's batches, handed out while the lobby was still up."""
        early, self.link.early = self.link.early, []
        for batch in early:
            self._show_events(self.turned.events(batch))

    def _keep_hand(self, record: HandRecord) -> None:
        """A hand played here goes to the last hands kept for review, as a hand against the computer does
        (a chiamata deal everyone passed is not a hand played), with the names the table gave its seats."""
        results = self.link.table.standing().results
        if results and not results[-1].thrown_in:   # kept with the seats' names, as the table shows them
            turn = self.turned.turn
            names = tuple("" if seat == 0 else name or "" for seat, name in enumerate(self.turned.seat_names()))
            self.app.reviews.keep(record, names=names, numbers=tuple(turn.host(i) for i in range(turn.players)))

    # -- names, states, what the table writes ----------------------------------------------
    def words(self, words: TableWords) -> FriendsWords:
        """The usual table words, with the people's names and states on their seats."""
        turn = self.turned.turn if self.turned is not None else None
        numbers = tuple(turn.host(i) for i in range(words.players)) if turn is not None else ()
        return FriendsWords(words.players, words.sides, words.style, names=tuple(self.scene.port.seat_names()),
                            host_seats=numbers, states=self.seat_states())

    def seat_states(self) -> tuple[str, ...]:
        """Each shown seat's state on its name tag (see :func:`.presence.seat_states`); none while our own
        connection is down or the host has left: what the lobby last said of the others is stale then."""
        if self.host_left or self.link.table.connection != OPEN:
            return ()
        between_hands, match_over = self.hand_or_match_over()
        return seat_states(self.link.table.lobby, self.turned.turn if self.turned is not None else None,
                           self.scene.port.thinking(), between_hands=between_hands and not match_over,
                           waiting=self.waiting)

    def thinking_is_away(self) -> bool:
        turn = self.turned.turn if self.turned is not None else None
        return away_to_act(self.link.table.lobby, turn, self.scene.port.thinking(), self.waiting)

    def hud(self, model: HudModel) -> HudModel:
        if model.status is not None and (self.link.table.connection != OPEN or self.thinking_is_away()):
            # The host cannot be reached, or the player to act is away: the line under the bar says so
            # ("Reconnecting…", "Waiting for Bea…"), and nobody is thinking meanwhile.
            return replace(model, status=None, status_gold=False)
        return model

    def status_words(self) -> list[str]:
        """The lines under the score bar: our connection, then each player we wait for."""
        lines = []
        if self.host_left:
            lines.append(t("net.host_left"))
        elif self.reconnecting:
            lines.append(t("net.reconnecting"))
        lines += [t("net.waiting_for", name=name) for name in self.waiting]
        between_hands, match_over = self.hand_or_match_over()
        if (between_hands or match_over) and not self.host_left:
            lines += table_lines(self.link.table.lobby, self.link.table.seat, between_hands=between_hands,
                                 match_over=match_over)
        left = self.link.table.time_left()
        seat = self.scene.port.to_act()
        if left is not None and seat is not None and not self.host_left:
            lines.append(t("friends.time_left", count=max(0, int(left + 0.999)), name=self.scene.words.seat(seat)))
        return lines

    def status_boxes(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        return self.lines.boxes()

    @property
    def away_buttons(self) -> ButtonGroup:
        return self.lines.away_buttons

    @property
    def remote(self) -> RemoteTable:
        return self.link.table

    @property
    def lay(self) -> TableLayout | None:
        return self.scene.lay if self.scene is not None else None

    # -- who moved on, the lobby again --------------------------------------------------
    @property
    def owner(self) -> bool:
        return self.link.owner

    @property
    def hosting(self) -> bool:
        return self.link.hosting

    def hand_or_match_over(self) -> tuple[bool, bool]:
        remote = self.link.table
        if not remote.started:
            return False, False
        standing = remote.standing()
        return remote.view().phase.value == "over", standing.is_over

    def ending(self, table: EndingTable) -> HandEnding:
        return FriendsEnding(table, self)

    def result_notes(self) -> list[str]:
        """On this player's result: who has moved on. The table beneath is not updated while the result
        is up, so the host's messages are read here (nothing is dealt before this player is ready)."""
        remote = self.link.table
        remote.update(0.0, self.scene.board.factor)
        if self.elsewhere():
            return []
        _, match_over = self.hand_or_match_over()
        return result_lines(remote.lobby, remote.seat, match_over=match_over)

    def open_pause(self) -> bool:
        """The menu at a table with friends: the match goes on meanwhile, so there is no New match, and
        Main menu asks first."""
        self.app.stack.push(PauseScene(self.app, on_new_match=None, title_key="friends.pause_title",
                                       on_main_menu=lambda: ask_before_leaving(self.app, hosting=self.hosting,
                                                                               on_close=self.close_for_everyone)))
        return True

    def close_for_everyone(self) -> None:
        """The host's "close the table" answered yes at the table: the table leaves every Reopen and Join list."""
        close_for_good(self.app.store, self.link)

    def back_to_lobby(self) -> None:
        """The host, after the match: the same seats in the lobby, to change the table and start again."""
        self.link.table.to_lobby()

    def elsewhere(self) -> bool:
        """The host took the table back to its lobby: every window goes there with its seat."""
        remote = self.link.table
        if self._back_in_lobby or remote.started or remote.lobby is None or remote.lobby.started:
            return self._back_in_lobby
        self._back_in_lobby = True
        stack = self.app.stack
        while stack.top is not None and stack.top is not self.scene:
            stack.pop()
        stack.replace(self.app.nav.make(Screen.LOBBY, link=self.link))
        return True

    # -- input and the frame -------------------------------------------------------------
    def layout(self, lay: TableLayout) -> None:
        self.quick.place(lay)
        self.lines.place_away()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.quick.handle_key(event):
            return True
        if event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return self.quick.handle_mouse(event) or self.lines.away_buttons.handle(event)
        return False

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.elsewhere():
            return
        if self.turned is not None:
            for seat, message_id in self.link.table.take_bubbles():
                self.quick.show(self.turned.turn.shown(seat), message_id)
        self.quick.expire()
        self.lines.update()
        if self.reconnecting and self.link.table.connection == OPEN:
            self.reconnecting = False
            self.app.invalidate()
        self._count_finished_match()
        if self.host_left and self.app.stack.top is self.scene:
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
        scene = self.scene
        if self._autoplayer is None or not scene.board.idle or not scene.port.my_turn():
            self._my_turn_since = None
            return
        if self._my_turn_since is None:
            self._my_turn_since = self.clock
        if self.clock - self._my_turn_since >= AUTOPLAY_PAUSE:
            self._my_turn_since = None
            scene.port.submit(self._autoplayer.choose(self.link.table.view()))

    def tell(self, notices: list[tuple[str, dict]]) -> list:
        """What the connection says goes on the table's own lines; the rest in the notice dialog."""
        told: list = []
        for key, params in notices:
            name = params.get("name", "")
            if key == p.NOTICE_WAITING:
                if name not in self.waiting:
                    self.waiting.append(name)
            elif key == p.NOTICE_TURN_TIMEOUT:   # said over the felt: play goes on
                self.scene._notice(played_for(params, self.turned.turn if self.turned else None), TOLD_SECONDS)
            elif key in (p.NOTICE_BACK, p.NOTICE_STAND_IN, p.NOTICE_PLAYED_FOR_YOU, AWAY_PLAYED):
                if name in self.waiting:
                    self.waiting.remove(name)
                self.scene._notice(Banner(key, dict(params)), TOLD_SECONDS)
            elif key.startswith("exchange."):   # a refused exchange of the seven, a friend's game too old for
                self.scene._notice(Banner(key, dict(params)), TOLD_SECONDS)   # the house rule: over the felt
            elif key == p.NOTICE_RECONNECTING:
                self.reconnecting = True
            elif key == p.NOTICE_HOST_LEFT:
                if not self.host_left:
                    self.host_left = True
                    told.append((key, params))
                    if not self.hosting and not self.hand_or_match_over()[1]:
                        told.append("friends.seat_kept")   # the way back once the host opens the table again
            else:
                told.append((key, params) if params else key)
            self.app.invalidate()
        return told

    @property
    def animating(self) -> bool:
        # The autoplayed seat's pause before its move is counted in frames.
        return self._my_turn_since is not None

    def wake_in(self) -> float | None:
        """The next change that comes by time alone: a bubble's end, the turn clock's next second."""
        due = [d for d in (self.quick.next_end(), self.lines.next_second()) if d is not None]
        return max(0.0, min(due)) if due else None

    def leave(self, port: TablePort) -> None:
        if self._back_in_lobby:
            return
        _, match_over = self.hand_or_match_over()
        if match_over:   # nothing to come back to: the seat leaves the kept ones (a host that left may reopen)
            forget_kept_seat(self.app.store, self.link)
        self.link.close()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.scene.lay
        if lay is None:
            return
        self.quick.draw(surface, lay)
        self.lines.draw(surface, lay)
        self.quick.draw_buttons(surface, lay)


__all__ = ["FriendsCompanion", "friends_table", "is_friends_table", "config_for", "AUTOPLAY_PAUSE", "TOLD_SECONDS"]
