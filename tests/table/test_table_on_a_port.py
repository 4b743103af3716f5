"""The real table scene driven by a port that holds no match: only this seat's views and redacted events.

A seat at a networked table knows its own hand, the public standing and the events with the
other seats' deals and draws hidden (``card=None``). :class:`ScriptedPort` is such a port,
built from a hand worked out beforehand: for each step the batch of events as that seat may
see them and the seat's :class:`View` after it. The scene must play the hand to its result
from that alone, show the hidden cards face down, and name the seat it waits on by the name
the port gives.
"""

from __future__ import annotations

import gc
import types
from dataclasses import dataclass, replace

import pygame

from briscola_desktop.app.table.board import HiddenCard
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.app.table.results import MatchResultScene
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.play.port import MatchStanding
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, HandResult, HandState, Match, View
from briscola_desktop.rules import events as ev

from tests.support.realtime import step_until

DT = 1 / 60
NAMES = ("Ann", "Bob")
FORMAT = MATCH_FORMATS["single_hand"]


@dataclass(frozen=True)
class Step:
    actor: int | None          # who acted (None: the deal)
    action: object
    events: tuple              # as seat 0 may see them
    view: View                 # seat 0's view after them


def hide(events: list, seat: int) -> tuple:
    """The events as ``seat`` sees them: another seat's dealt or drawn card is unknown."""
    out = []
    for e in events:
        if isinstance(e, (ev.CardDealt, ev.CardDrawn)) and e.seat != seat:
            e = replace(e, card=None)
        out.append(e)
    return tuple(out)


def script(variant, seed: int) -> tuple[list[Step], HandResult]:
    """One hand worked out in advance (every seat plays its first legal card), seen from seat 0."""
    state = HandState(variant, dealer=1, seed=seed, hand_index=0)
    steps = [Step(None, None, hide(list(state.deal_events), 0), state.view(0))]
    while not state.is_over:
        seat = state.to_act
        action = state.legal_actions()[0]
        events = state.apply(action, seat=seat)
        steps.append(Step(seat, action, hide(events, 0), state.view(0)))
    return steps, state.result


class ScriptedPort:
    """A TablePort over a list of steps: no rules state, only what seat 0 may know."""

    seat = 0

    def __init__(self, variant, steps: list[Step], result: HandResult, is_idle, on_events, on_change) -> None:
        self.variant = variant
        self.steps = steps
        self.result = result
        self.is_idle = is_idle
        self.on_events = on_events
        self.shown = -1            # index of the last step handed out
        self.waited = 0.0
        self.refused = 0
        self.next_deal_asked = 0
        self.closed = False

    @property
    def token(self):
        return self.shown

    def _over(self) -> bool:
        return self.shown == len(self.steps) - 1

    def view(self) -> View:
        return self.steps[max(self.shown, 0)].view

    def standing(self) -> MatchStanding:
        over = self._over()
        return MatchStanding(
            variant=self.variant, format=FORMAT, sides=self.variant.sides,
            hands_won=tuple(int(over and self.result.winner == i) for i in range(len(self.variant.sides))),
            scores=(0,) * len(self.variant.sides), deals_played=int(over), hand_index=0,
            results=(self.result,) if over else (), is_over=over,
            winners=(self.result.winner,) if over else None)

    def seat_names(self):
        return NAMES

    def to_act(self):
        if self.shown < 0 or self._over() or not self.is_idle():
            return None
        return self.view().to_act

    def my_turn(self) -> bool:
        return self.to_act() == self.seat

    def legal_now(self) -> list:
        return self.view().legal_actions() if self.my_turn() else []

    def _hand_out(self) -> None:
        self.shown += 1
        self.waited = 0.0
        self.on_events(list(self.steps[self.shown].events))

    def submit(self, action) -> bool:
        nxt = self.steps[self.shown + 1] if not self._over() else None
        if not self.my_turn() or nxt is None or nxt.action != action:
            self.refused += 1
            return False
        self._hand_out()
        return True

    def update(self, dt: float, factor: float) -> None:
        if not self.is_idle():
            return
        if self.shown < 0:
            self._hand_out()
            return
        seat = self.to_act()
        if seat is not None and seat != self.seat:
            self.waited += dt
            if self.waited >= 0.3:     # the other player takes a moment
                self._hand_out()

    def skip_wait(self) -> None:
        pass

    def thinking(self):
        seat = self.to_act()
        return seat if seat is not None and seat != self.seat else None

    def hand_ended(self):
        return None

    def request_next_deal(self) -> None:
        self.next_deal_asked += 1

    def current_hint(self):
        return None

    @property
    def hint_pending(self) -> bool:
        return False

    def update_hint(self) -> None:
        pass

    def take_notices(self) -> list:
        return []

    def save_now(self) -> None:
        pass

    def close(self) -> None:
        self.closed = True


def reachable(start: object, limit: int = 400_000) -> list[object]:
    """Objects reachable from ``start`` through attributes, containers and closures (not module globals)."""
    seen: set[int] = set()
    queue = [start]
    out = []
    while queue and len(seen) < limit:
        obj = queue.pop()
        if id(obj) in seen or isinstance(obj, (types.ModuleType, type)):
            continue
        seen.add(id(obj))
        out.append(obj)
        if isinstance(obj, types.FunctionType):
            queue.extend(c.cell_contents for c in (obj.__closure__ or ()) if c.cell_contents is not None)
            continue
        queue.extend(gc.get_referents(obj))
    return out


def test_the_table_plays_a_hand_from_a_port_that_holds_only_views_and_hidden_events() -> None:
    variant = PRESETS["two_players"]
    steps, result = script(variant, seed=11)
    assert any(isinstance(e, ev.CardDrawn) and e.card is None for s in steps for e in s.events)
    pygame.init()
    try:
        app = install(App((1024, 700)))
        config = TableConfig(variant=variant, fmt=FORMAT, seed=11, speed="fast", threaded=False)
        ports: list[ScriptedPort] = []

        def open_port(is_idle, on_events, on_change) -> ScriptedPort:
            ports.append(ScriptedPort(variant, steps, result, is_idle, on_events, on_change))
            return ports[0]

        table = TableScene(app, config, open_port=open_port)
        app.stack.push(table)
        port = ports[0]
        assert table.local is None and table.port is port
        statuses: set[str] = set()

        def watch() -> bool:
            board = table.board
            if board.idle and port.shown >= 0 and app.stack.top is table:
                # The other seat's cards are face-down unknowns; the person's hand is the view's.
                assert all(isinstance(c, HiddenCard) for c in board.hands[1])
                assert sorted(board.hands[0]) == sorted(port.view().hand)
                if table.hud.status:
                    statuses.add(table.hud.status)
                if table.person_to_act():
                    assert table.play_card(table.legal_now()[0])
            return isinstance(app.stack.top, MatchResultScene)

        step_until(app, watch, DT, seconds=60, what="the hand's end")
        assert port.refused == 0 and port._over()
        top = app.stack.top
        assert top.match.is_over and top.match.results == (result,)
        assert any("Bob" in s for s in statuses), statuses       # "{name} is thinking…" by the port's name
        assert not any(isinstance(o, (Match, HandState)) for o in reachable(table))
    finally:
        pygame.display.quit()


def test_a_port_that_is_not_seat_zero_is_refused_with_a_clear_message() -> None:
    variant = PRESETS["two_players"]
    steps, result = script(variant, seed=11)
    pygame.init()
    try:
        app = install(App((1024, 700)))
        config = TableConfig(variant=variant, fmt=FORMAT, seed=11, speed="fast", threaded=False)

        def open_port(is_idle, on_events, on_change) -> ScriptedPort:
            port = ScriptedPort(variant, steps, result, is_idle, on_events, on_change)
            port.seat = 1
            return port

        try:
            TableScene(app, config, open_port=open_port)
        except ValueError as exc:
            assert "seat 1" in str(exc) and "its seat as 0" in str(exc)
        else:
            raise AssertionError("a port at seat 1 was shown as if it were seat 0")
    finally:
        pygame.display.quit()
