"""The real frame loop in real time: the person's turn is drawn without any input.

The other scene tests step ``App.frame`` with a fixed dt, and that draws whenever the state
asks for it; they could not see a screen that forgets to redraw (after the
deal nothing was drawn until the mouse moved). Here ``App.run`` runs as in the game (it sleeps
in ``pygame.event.wait`` when it believes nothing changed), the computer seats think in their
worker thread, and no event is ever posted. Two checks:

- a frame is drawn within about a second of the person's turn beginning, and that frame
  showed the turn (the prompt, and in the auction the bid buttons);
- when the loop stops, what was last put on the screen equals what drawing the scenes now
  gives: the window is never left showing an older state.

The dummy video driver is enough: its screen is a surface like any other.
"""

from __future__ import annotations

import time

import pygame
import pytest

from briscola_desktop.app.core.scene import App
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.rules import PRESETS, Phase

#: How long after the turn begins the prompt must be on the screen (seconds).
PROMPT_WITHIN = 1.0
#: How long the loop keeps running, untouched, after the turn began.
WATCH_AFTER = 1.6


def prompt_showing(table: TableScene) -> bool:
    """What the table draws at this moment includes the person's prompt (and in the auction
    or the call, the choice buttons)."""
    if not table.person_to_act():
        return False
    if table.local.match.hand.phase in (Phase.AUCTION, Phase.CALL):
        return bool(table.buttons.buttons)
    return True


def fresh_picture(app: App) -> pygame.Surface:
    """The scenes drawn now onto a new surface (draw never changes state)."""
    surface = pygame.Surface(app.screen.get_size())
    for scene in app.stack.visible():
        scene.draw(surface)
    return surface


def watch_turns(variant: str, seed: int, turns: int) -> tuple[list[float], list[tuple[float, bool]], App]:
    """Run the real loop through the person's first ``turns`` turns, untouched for WATCH_AFTER
    seconds after each began; then the test plays the first legal card (as a click would, but
    with no event: nothing wakes the loop but the game itself).

    Returns when each turn began (perf_counter), every drawn frame as (time, prompt drawn),
    and the app.
    """
    pygame.init()
    app = App((1024, 700))
    config = TableConfig(variant=PRESETS[variant], seed=seed, speed="fast", levels=("easy",), threaded=True)
    table = TableScene(app, config)
    app.stack.push(table)
    frames: list[tuple[float, bool]] = []
    real_draw = app.draw

    def draw() -> None:
        real_draw()
        frames.append((time.perf_counter(), prompt_showing(table)))

    app.draw = draw  # type: ignore[method-assign]
    began: list[float] = []
    token: list[object] = [None]
    real_frame = app.frame

    def frame(dt: float, events=()) -> bool:
        # The turn begins inside a frame (the board falls idle in update): stamp it with the
        # frame's start, so a prompt drawn in that same frame counts as at once.
        start = time.perf_counter()
        drew = real_frame(dt, events)
        if table.person_to_act() and table.port.token != token[0]:
            token[0] = table.port.token
            began.append(start)
        return drew

    app.frame = frame  # type: ignore[method-assign]

    def until() -> bool:
        if began and table.port.token == token[0] and time.perf_counter() - began[-1] > WATCH_AFTER:
            if len(began) >= turns:
                return True
            table.submit(table.legal_now()[0])
        return False

    app.run(max_seconds=60, until=until)
    return began, frames, app


@pytest.mark.parametrize("variant, seed, turns", [
    ("two_players", 3, 3),   # after the deal, then after tricks, draws and a computer's card
    ("chiamata", 11, 1),     # the auction: the prompt and the bid buttons
])
def test_the_persons_turn_is_drawn_without_any_input(variant: str, seed: int, turns: int) -> None:
    began, frames, app = watch_turns(variant, seed, turns)
    try:
        assert len(began) == turns, f"the person's turn came {len(began)} times, not {turns}"
        for i, start in enumerate(began):
            end = began[i + 1] if i + 1 < len(began) else float("inf")
            shown = [t for t, prompt in frames if prompt and start <= t < end]
            drawn = len([t for t, _ in frames if start <= t < end])
            assert shown, f"turn {i + 1}: no frame showed it ({drawn} frames drawn after it began)"
            assert shown[0] - start <= PROMPT_WITHIN, f"turn {i + 1}: shown after {shown[0] - start:.2f} s"
        # The window holds what the state looks like now, not an older picture.
        now = fresh_picture(app)
        assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(now, "RGB"), \
            "the window shows an older picture than the state"
    finally:
        app.stack.clear()
        pygame.display.quit()
