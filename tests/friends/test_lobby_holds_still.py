"""The lobby holds still: every button is where it was at the first frame while the router
answers, the clipboard notice shows and the seats fill, so a click aimed at a button lands on it.

A six-seat table hosted on 127.0.0.1, a router that answers when the test says (nothing is sent to any
router), friends joining through the real protocol (tests/net/helpers.py)."""

from __future__ import annotations

import importlib

import pygame
import pytest

from briscola_desktop.app.friends import link as link_module
from briscola_desktop.app.friends import reach
from briscola_desktop.net import protocol as p
from briscola_desktop.i18n import t

from ..net.helpers import Bot
from .driving import FRAME, frames_until, hosted_lobby

ROUTER = importlib.import_module(link_module.RouterPort.__module__)   # the router's module, wherever it lives


class SlowRouter:
    """A router that has not answered yet; ``answer_now`` gives its answer (a port opened at 203.0.113.7)."""

    made: list["SlowRouter"] = []

    def __init__(self, port: int, **_: object) -> None:
        self.port, self.answer, self.pinhole_answer, self.finished = port, None, None, True
        SlowRouter.made.append(self)

    def start(self) -> "SlowRouter":
        return self

    def answer_now(self) -> None:
        self.answer = ROUTER.RouterAnswer(ROUTER.Reach.OPEN, self.port, "192.168.1.20", "203.0.113.7", self.port)

    def close(self, timeout: float = 0) -> None:
        pass


def under(lobby, point: tuple[int, int]) -> object:
    """What a click at ``point`` would press: the value of the button there (None: no button)."""
    hit = [b.value for b in lobby.buttons.buttons if b.contains(point)]
    assert len(hit) <= 1, f"{len(hit)} buttons under {point}: {hit}"
    return hit[0] if hit else None


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_every_button_stays_where_it_was_at_the_first_frame(fast, monkeypatch: pytest.MonkeyPatch,
                                                           size: tuple[int, int]) -> None:
    app = fast
    monkeypatch.setattr(link_module, "RouterPort", SlowRouter)
    app.resize(size)
    app.settings.variant = "six_players"
    lobby = hosted_lobby(app, "Giulia")
    router = SlowRouter.made[-1]
    bots: list[Bot] = []
    try:
        frames_until(app, lambda: lobby.table.lobby is not None and len(lobby.free_seats()) == 5,
                     what="the six seats")
        app.draw()
        first = {b.value: b.rect.copy() for b in lobby.buttons.buttons}
        assert {"copy", "details", "length", "time", "hints", "start", "leave"} <= set(first)
        assert sum(isinstance(v, tuple) for v in first) == 5   # a Computer button for each free seat
        assert lobby.model().reach == (reach.AMBER, t("lobby.reach.asking"))
        moments = 0

        def same_buttons(when: str) -> None:
            nonlocal moments
            app.draw()
            moments += 1
            for value, rect in first.items():
                found = under(lobby, rect.center)
                assert found in (value, None), f"{when}: a click on {value} at {rect.center} finds {found}"
                now = next((b.rect for b in lobby.buttons.buttons if b.value == value), None)
                assert now is None or now == rect, f"{when}: {value} moved from {tuple(rect)} to {tuple(now)}"
            for value in ("copy", "details", "length", "time", "hints", "start", "leave"):
                assert under(lobby, first[value].center) == value, f"{when}: {value} is gone"

        router.answer_now()
        frames_until(app, lambda: lobby.model().reach[0] == reach.GREEN, what="the router's answer")
        same_buttons("after the router's answer")
        next(b for b in lobby.buttons.buttons if b.value == "copy").press()
        app.frame(FRAME, [])
        assert lobby.model().notice is not None    # on the clipboard, or why not
        same_buttons("with the clipboard notice")
        names = ["Bea", "Carlo", "Dario"]
        for name in names:
            bots.append(Bot(lobby.link.host.url, p.Hello(v=p.PROTOCOL_VERSION, code=lobby.link.code, name=name)))
            frames_until(app, lambda n=len(bots): len(lobby.free_seats()) == 5 - n, bots=tuple(bots),
                         what=f"{name} seated")
            same_buttons(f"{name} seated")
        for seat in list(lobby.free_seats()):   # the last two seats to the computer, each by its own button
            app.frame(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=first[("computer", seat)].center)])
            frames_until(app, lambda s=seat: s not in lobby.free_seats(), bots=tuple(bots),
                         what=f"seat {seat + 1} to the computer")
            same_buttons(f"seat {seat + 1} to the computer")
        assert not lobby.free_seats() and next(b for b in lobby.buttons.buttons if b.value == "start").enabled
        assert moments == 7
        # The click the play-test meant for Start, aimed where the hints were at the first frame: the hints.
        hints = lobby.table.lobby.hints
        app.frame(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=first["hints"].center)])
        frames_until(app, lambda: lobby.table.lobby.hints != hints, bots=tuple(bots), what="the hints changed")
        assert lobby.table.lobby.turn_limit is None and not lobby.table.started
    finally:
        for bot in bots:
            bot.close()
        app.stack.clear()
