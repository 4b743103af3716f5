"""Waking the frame loop from any thread: :func:`wake_loop`.

While nothing on screen changes, the loop sleeps in ``pygame.event.wait`` (``App.run``). Whatever
learns something on another thread calls ``wake_loop()``: the network client when a message from
the host arrives (the friends' screens give it to the client as its ``on_message``), a background
query when its answer is in. It posts a :data:`WAKE` event; the loop wakes at once, the App takes
the event (it draws nothing by itself) and the top scene's ``update`` reads what arrived and asks
for a redraw if the picture changed. The other thread never touches a scene.

Call it after the news is where the scene reads it (a queue, an attribute): the frame that takes
the event then sees it. A WAKE already waiting in the queue is not posted again, so a burst of
messages wakes the loop once and that frame reads them all.
"""

from __future__ import annotations

import pygame

#: The event type ``wake_loop`` posts (taken by ``App.dispatch``, never given to a scene).
WAKE = pygame.event.custom_type()


def wake_loop() -> None:
    """Wake the frame loop (from any thread; never blocks, never raises)."""
    try:
        # pump=False: only the loop's own thread may pump the window's events.
        if not pygame.event.peek(WAKE, pump=False):
            pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:   # no event queue (pygame not started, or quit): no loop to wake
        pass


__all__ = ["WAKE", "wake_loop"]
