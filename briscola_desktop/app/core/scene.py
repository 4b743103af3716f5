"""The scene framework: a stack of scenes and the App context that runs the frame loop.

A :class:`Scene` has three calls the loop makes, in this order each frame:

- ``handle(event)``: input, only for the top scene;
- ``update(dt)``: change state, with ``dt`` in seconds (only the top scene is updated,
  so a pause overlay freezes the table beneath it);
- ``draw(surface)``: paint the current state. ``draw`` never changes state: the same
  state always draws the same picture, so a frame can be redrawn at any time.

Scenes are kept on a :class:`SceneStack` (push, pop, replace). A scene that is not
``opaque`` (an overlay) lets the scene below be drawn first.

The :class:`App` holds what every scene shares (window, settings, card art, audio, store,
text cache) and runs the loop. It redraws only when something changed: a scene calls
``app.invalidate()`` or reports ``animating``; otherwise the loop sleeps in
``pygame.event.wait`` with a timeout (a low idle tick), so an unchanged screen costs
almost no CPU. Four things wake it: a window event (input, a resize), a scene's timer (its
``wake_in``: a turn clock's next second, a bubble's end), a WAKE event posted from another
thread (``wake.wake_loop``: a message from the host, a background answer), and the idle tick.
"""

from __future__ import annotations

import dataclasses
import logging
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

import pygame

from briscola_desktop.userfiles.settings import Settings

from .cardart import NOTICE_CARD_ART, CardArt
from .nav import Navigator, Screen
from .reviews import Reviews
from .wake import WAKE
from .window import display_surface, open_window, resize_window, set_fullscreen, set_minimum_size, window_position
from ..text import TextCache

log = logging.getLogger(__name__)

MIN_SIZE = (800, 600)
ACTIVE_FPS = 60
IDLE_WAIT_MS = 250  # while nothing moves the loop wakes 4 times a second at most


class Scene:
    """Base class of every screen. Subclasses override what they need."""

    #: False for overlays: the scene below is drawn first.
    opaque: bool = True
    #: True for the title: ``app.nav.go_home()`` comes back to it.
    is_home: bool = False
    #: Esc leaves the screen through :meth:`back` (the App sends it there; ``handle`` never sees
    #: it). Off for the screens whose Esc means something else (the title, the table, the review).
    escape_goes_back: bool = False

    def __init__(self, app: "App") -> None:
        self.app = app

    # -- lifecycle -------------------------------------------------------------------
    def enter(self) -> None:
        """Called when the scene is pushed (or replaces another)."""

    def leave(self) -> None:
        """Called when the scene is popped or replaced."""

    def resume(self) -> None:
        """Called when the scene above this one was popped."""

    def layout(self, size: tuple[int, int]) -> None:
        """Recompute every position for a window of ``size`` pixels."""

    def back(self) -> None:
        """Leave the screen (Esc where ``escape_goes_back``, a Back button): uncover the one below."""
        self.app.stack.remove(self)

    # -- the frame -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event (only the top scene gets events)."""

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; must not change state."""

    @property
    def animating(self) -> bool:
        """True while something moves: the loop then runs at full frame rate."""
        return False

    def wake_in(self) -> float | None:
        """Seconds until this scene's picture changes by time alone (a turn clock's next second, a
        bubble's end), for a loop that sleeps meanwhile; None: only an event changes it."""
        return None


class SceneStack:
    """Scenes on top of one another; the top one gets input and time."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self.changed = False  # set by every push/pop/replace; the App clears it

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        return tuple(self._scenes)

    def __len__(self) -> int:
        return len(self._scenes)

    def push(self, scene: Scene) -> None:
        self._scenes.append(scene)
        self.changed = True
        scene.layout(scene.app.size)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        self.changed = True
        scene.leave()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def remove(self, scene: Scene) -> None:
        """Take ``scene`` off wherever it is (e.g. an overlay closing itself)."""
        if scene is self.top:
            self.pop()
        elif scene in self._scenes:
            self._scenes.remove(scene)
            self.changed = True
            scene.leave()

    def replace(self, scene: Scene) -> None:
        if self._scenes:
            old = self._scenes.pop()
            old.leave()
        self.push(scene)

    def clear(self) -> None:
        while self._scenes:
            self._scenes.pop().leave()
        self.changed = True

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the topmost opaque scene up."""
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[i].opaque:
                start = i
                break
        return self._scenes[start:]


@dataclass
class FrameStats:
    """What the loop did (used by the self-test and the frame bench)."""

    frames: int = 0
    draw_seconds: list[float] = field(default_factory=list)
    keep_times: bool = False


class App:
    """The context every scene shares, and the frame loop.

    Built by :func:`briscola_desktop.app.entrance.main.run`; tests build one with the dummy video
    driver. It owns no game state: the table scene owns its match.
    """

    def __init__(self, size: tuple[int, int] = (1280, 800), *, settings: Settings | None = None, store: Any = None,
                 audio: Any = None, title: str = "Briscola", icon: pygame.Surface | None = None,
                 autoplay: bool = False, fullscreen: bool = False) -> None:
        if not pygame.get_init():
            pygame.init()
        #: What the person chose (defaults when built without; tools and the self-test keep it in memory).
        self.settings: Settings = settings if settings is not None else Settings()
        #: Screens by name (registered by ``registry.install``): ``nav.open``, ``nav.go_home``, ``nav.start_match``.
        self.nav = Navigator(self)
        self.store = store
        #: Settings given on the command line for this run only: field -> (value given, value saved).
        self.run_only: dict[str, tuple[Any, Any]] = {}
        self.audio = audio
        self.autoplay = autoplay
        self.fullscreen = False
        self._windowed_size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        self._windowed_position: tuple[int, int] | None = None
        #: F11 is down: its key-down toggled full screen, and no key-up came since (see ``dispatch``).
        self._f11_down = False
        # The splash's window when it shows (one window from the first frame), else a new one.
        # Kept only as the fallback of ``screen``: the surface itself is asked for at every use.
        self._screen = open_window(self._windowed_size, title=title, icon=icon)
        #: The size every scene was last laid out for; a frame whose surface has another size is
        #: laid out again before it is drawn.
        self._laid_out: tuple[int, int] = self._screen.get_size()
        set_minimum_size(MIN_SIZE)
        self.stack = SceneStack()
        self.text: TextCache = TextCache()
        s = self.settings
        self.cards: CardArt = CardArt(s.deck_style, four_colour=s.four_colour, back=s.card_back, badges=s.badges,
                                      rank_index=s.rank_index)
        self.running = True
        #: Events of the game's own types (a link handed over...) and who takes each; the rest go to the top scene.
        self.event_handlers: dict[int, Callable[[pygame.event.Event], None]] = {}
        self.exit_code = 0
        self.stats = FrameStats()
        self._dirty = True
        self._was_animating = False
        self.on_quit: list[Callable[[], None]] = []
        #: The hands kept for review and their analyses (running in their own processes).
        self.reviews = Reviews(store)
        self.on_quit.append(self.reviews.close)
        self._told_card_art = False
        if fullscreen:
            self.toggle_fullscreen()

    # -- window ----------------------------------------------------------------------
    @property
    def screen(self) -> pygame.Surface:
        """The window's drawing surface as it is now: SDL may replace it at any resize or change
        of mode (a cached one crashed the game in its next draw), so it is never kept."""
        return display_surface(self._screen)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def toggle_fullscreen(self) -> None:
        """Full screen on or off, in the same window; back in a window it has its old size and place."""
        if not self.fullscreen:
            self._windowed_size = self.size
            self._windowed_position = window_position()
        screen = set_fullscreen(not self.fullscreen, windowed_position=None if not self.fullscreen
                                else self._windowed_position)
        if screen is None:
            return
        if self.fullscreen and screen.get_size() != self._windowed_size:
            screen = resize_window(self._windowed_size)
        self._screen = screen
        self.fullscreen = not self.fullscreen
        self.settings.fullscreen = self.fullscreen
        self.relayout()

    def resize(self, size: tuple[int, int]) -> None:
        """The window was resized by the person (or a test): lay everything out afresh."""
        size = (max(int(size[0]), MIN_SIZE[0]), max(int(size[1]), MIN_SIZE[1]))
        if not self.fullscreen:
            if size != self.size:
                self._screen = resize_window(size)
            self._windowed_size = size
        self.relayout()

    def save_settings(self) -> None:
        """Write the settings to the user folder (nothing without a store: tools, the self-test)."""
        if self.store is not None:
            self.store.save_settings(self.settings_to_save())

    def settings_to_save(self) -> Settings:
        """The settings as the person chose them: an option given on the command line is for this
        run only (``run_only``: field -> (value given, value saved before)), unless the person
        changed that setting themselves meanwhile."""
        if not self.run_only:
            return self.settings
        kept = dataclasses.replace(self.settings)
        for name, (given, before) in self.run_only.items():
            if getattr(kept, name) == given:
                setattr(kept, name, before)
        return kept

    def relayout(self) -> None:
        size = self.size
        self._laid_out = size
        for scene in self.stack.scenes:
            scene.layout(size)
        self.invalidate()

    # -- redraw control --------------------------------------------------------------
    def invalidate(self) -> None:
        """Ask for a redraw on the next frame."""
        self._dirty = True

    @property
    def animating(self) -> bool:
        return any(s.animating for s in self.stack.scenes)

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    def play_sound(self, name: str) -> None:
        if self.audio is not None:
            try:
                self.audio.play(name)
            except Exception as exc:  # a sound problem must never stop the game
                log.warning("sound %r failed: %s", name, exc)

    # -- events ----------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: window events here, the rest to the top scene."""
        if event.type == pygame.QUIT:
            self.quit(0)
            return
        if event.type == WAKE:   # news from another thread: the top scene's update reads it
            return
        if event.type == pygame.VIDEORESIZE:
            self.resize(event.size)
            return
        if event.type == pygame.WINDOWSIZECHANGED:
            if not self.fullscreen and self.screen.get_size() != (event.x, event.y):
                self.resize((event.x, event.y))
            elif self.size != self._laid_out:  # full screen at a new resolution: same window, new size
                self.relayout()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN,
                          pygame.WINDOWFOCUSGAINED):
            self.invalidate()
            return
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_F11:
            self._f11(event)
            return
        handler = self.event_handlers.get(event.type)
        if handler is not None:
            handler(event)
            self.invalidate()
            return
        top = self.stack.top
        if top is not None:
            if top.escape_goes_back and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                top.back()
            else:
                top.handle(event)
            self.invalidate()

    def _f11(self, event: pygame.event.Event) -> None:
        """F11 toggles full screen once per press. A held key's repeats do not count, and neither
        does a second key-down before the key-up: SDL sends the key-down again when the window
        is re-made for the new mode, and toggling on it flipped the window between full screen
        and windowed about three times a second."""
        if event.type == pygame.KEYUP:
            self._f11_down = False
            return
        if getattr(event, "repeat", False) or self._f11_down:
            return
        self._f11_down = True
        self.toggle_fullscreen()

    # -- the loop --------------------------------------------------------------------
    def frame(self, dt: float, events: Iterable[pygame.event.Event] = ()) -> bool:
        """One frame: events, update, draw if needed. Returns True if it drew."""
        events = list(events)
        # Dragging a window edge sends a stream of resizes; only the last one in a frame counts
        # (each one re-rasterises the cards).
        resizes = [i for i, e in enumerate(events) if e.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED)]
        if len(resizes) > 1:
            drop = set(resizes[:-1])
            events = [e for i, e in enumerate(events) if i not in drop]
        for event in events:
            self.dispatch(event)
            if not self.running:
                return False
        top = self.stack.top
        if top is not None:
            top.update(dt)
        if not self.running:
            return False
        if self.cards.fallback_reason is not None and not self._told_card_art:
            self._tell_card_art()
        if self.stack.changed:
            self.stack.changed = False
            self._dirty = True
        # The frame in which something stops moving changes the picture too (the board falls
        # idle and the person's turn is shown), so it is drawn like the moving ones before it.
        animating = self.animating
        was_animating, self._was_animating = self._was_animating, animating
        if self._dirty or animating or was_animating:
            self.draw()
            return True
        return False

    def _tell_card_art(self) -> None:
        """The card pictures failed and plain faces stand in: say so once per run (the log
        line alone left the person wondering why the deck looks different)."""
        self._told_card_art = True
        if Screen.NOTICE in self.nav.screens and self.stack.top is not None:
            self.nav.open(Screen.NOTICE, keys=[NOTICE_CARD_ART])

    def draw(self) -> None:
        start = time.perf_counter()
        surface = self.screen   # fetched now, never kept past this frame
        if surface.get_size() != self._laid_out:
            # The window changed size with no event saying so (a change of screen resolution
            # in full screen): lay out for the surface that is drawn on, not the old one.
            self.relayout()
        for scene in self.stack.visible():
            scene.draw(surface)
        pygame.display.flip()
        self._dirty = False
        self.stats.frames += 1
        if self.stats.keep_times:
            self.stats.draw_seconds.append(time.perf_counter() - start)

    def _idle_wait_ms(self) -> int:
        """How long the idle loop may sleep: the idle tick, or less when the top scene's timer is due sooner."""
        top = self.stack.top
        due = top.wake_in() if top is not None else None
        if due is None:
            return IDLE_WAIT_MS
        return max(1, min(IDLE_WAIT_MS, int(due * 1000) + 1))

    def run(self, *, max_seconds: float | None = None, fixed_dt: float | None = None,
            until: Callable[[], bool] | None = None) -> int:
        """Run until quit. ``fixed_dt`` makes time advance by that much per frame and never
        sleeps (the self-test and benches); ``until`` stops the loop when it returns True."""
        clock = pygame.time.Clock()
        started = time.perf_counter()
        last = started
        while self.running and self.stack.top is not None:
            if until is not None and until():
                break
            if max_seconds is not None and time.perf_counter() - started > max_seconds:
                break
            if fixed_dt is not None:
                self.frame(fixed_dt, pygame.event.get())
                # A loop that never sleeps holds the GIL and starves the computer seats' worker
                # thread (seen: ten times the frames, over a minute per self-test). Half a
                # millisecond outside the timed frame lets it run.
                time.sleep(0.0005)
                continue
            busy = self._dirty or self.animating or self.stack.changed or self._was_animating
            if busy:
                clock.tick(ACTIVE_FPS)
                events = pygame.event.get()
            else:
                # Nothing moves: sleep until an event arrives (input, a WAKE from another thread),
                # the top scene's timer is due or the idle tick passes.
                first = pygame.event.wait(self._idle_wait_ms())
                events = [first] if first.type != pygame.NOEVENT else []
                events.extend(pygame.event.get())
            now = time.perf_counter()
            # A long stall (window dragged, machine asleep) must not jump animations.
            dt = min(now - last, 0.1)
            last = now
            self.frame(dt, events)
        for callback in self.on_quit:
            try:
                callback()
            except Exception as exc:  # closing must not fail on a side task
                log.warning("on-quit task failed: %s", exc)
        return self.exit_code
