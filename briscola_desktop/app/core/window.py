"""The game's one window, from the splash's first frame to Quit.

``pygame.display.set_mode`` makes a new system window each time it is called (seen under X11:
the window id changes), so calling it again blinks the window, may move it, and makes its
taskbar entry flicker. It is called once, by whoever shows the window first (the splash, or
the App when the game starts without one); after that the window is changed in place through
pygame's ``Window``: its size, full screen, its minimum size.
"""

from __future__ import annotations

import logging
import warnings

import pygame

log = logging.getLogger(__name__)


def _window() -> pygame.Window | None:
    """The display module's window, or None for a pygame without ``Window`` or no window yet."""
    try:
        with warnings.catch_warnings():
            # Deprecated for drawing through the Window; here it only changes the window itself.
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()
    except (AttributeError, pygame.error):
        return None


def open_window(size: tuple[int, int], *, title: str, icon: pygame.Surface | None = None,
                resizable: bool = True) -> pygame.Surface:
    """The display surface at ``size``: the window already on screen (the splash's) when there is
    one, resized in place if need be; else a new window."""
    pygame.display.set_caption(title)
    if icon is not None:
        pygame.display.set_icon(icon)
    surface = pygame.display.get_surface()
    if surface is None:
        return pygame.display.set_mode(size, pygame.RESIZABLE if resizable else 0)
    if surface.get_size() != tuple(size):
        return resize_window(size)
    return surface


def resize_window(size: tuple[int, int]) -> pygame.Surface:
    """The same window at ``size``; the display surface follows it."""
    window = _window()
    if window is not None:
        window.size = size
        surface = _fresh_surface()
        if surface is not None and surface.get_size() == tuple(size):
            return surface
    # A pygame without Window, or a window that refused the size (e.g. still full screen):
    # a new window is better than a wrong size.
    return pygame.display.set_mode(size, pygame.RESIZABLE)


def set_minimum_size(size: tuple[int, int]) -> None:
    """The smallest size the person can drag the window to (a pygame without Window has no such limit)."""
    window = _window()
    if window is not None:
        try:
            window.minimum_size = size
        except (pygame.error, TypeError) as exc:
            log.debug("minimum window size not set: %s", exc)


def set_fullscreen(on: bool, *, windowed_position: tuple[int, int] | None = None) -> pygame.Surface | None:
    """The same window full screen (at the desktop's size) or back to its windowed size; None
    when the driver cannot.

    Going full screen, the window is first placed at the screen's origin at the desktop's size
    (one screen only: the origin of another is not known here). Without that, an X server with
    no window manager, or one that ignores the full-screen request, left the window where it
    was, at its old size, while the game drew a desktop-sized picture into it: the picture
    started at the windowed offset and its right and bottom were cut off. Coming back,
    ``windowed_position`` puts the window where it was before."""
    window = _window()
    if window is None:
        return None
    try:
        if on:
            desktops = pygame.display.get_desktop_sizes()
            if len(desktops) == 1 and pygame.display.get_driver() not in ("dummy", "offscreen"):
                window.position = (0, 0)
                window.size = desktops[0]
            window.set_fullscreen(desktop=True)
        else:
            window.set_windowed()
            if windowed_position is not None:
                window.position = windowed_position
    except pygame.error as exc:  # e.g. no display mode list under some drivers
        log.warning("full screen not available: %s", exc)
        return None
    return _fresh_surface()


def _fresh_surface() -> pygame.Surface | None:
    """The display surface after the window changed size. SDL frees the surface behind a window
    that changes size; pygame points its display surface at the new one when it sees the
    window's size event, which older pygame-ce versions only do while pumping events. Pumping
    here (events stay queued for the next frame) means nothing draws on the freed one."""
    pygame.event.pump()
    return pygame.display.get_surface()


def window_position() -> tuple[int, int] | None:
    """Where the window is on the desktop, or None (no window, or a pygame without ``Window``)."""
    window = _window()
    if window is None:
        return None
    try:
        x, y = window.position
    except (pygame.error, TypeError, ValueError):
        return None
    return int(x), int(y)


def display_surface(fallback: pygame.Surface) -> pygame.Surface:
    """The window's drawing surface as it is now. SDL may replace the surface behind the window
    at any resize or change of mode, so nothing keeps a reference to it between frames: every
    draw asks for it here (``fallback`` when there is no window, e.g. after ``pygame.quit``)."""
    surface = pygame.display.get_surface() if pygame.display.get_init() else None
    return surface if surface is not None else fallback


__all__ = ["open_window", "resize_window", "set_minimum_size", "set_fullscreen", "window_position",
           "display_surface"]
