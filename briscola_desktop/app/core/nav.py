"""Navigation by intent: screens ask for a screen by name, never import each other's classes.

The registry (``app/entrance/registry.py``) registers one factory per :class:`Screen` and the
function that starts a match; every scene then says what it wants: ``app.nav.open(Screen.
SETTINGS)``, ``app.nav.go_home()``, ``app.nav.start_match(request)``. So the screens form
no import circle, and a new screen is one enum member and one registration.

Navigation needs little of the scenes and of the App: a stack to push on and whether a scene
is the title. It says so in the protocols below, so this module imports neither (the App,
which builds the :class:`Navigator`, imports it).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable, Protocol

from briscola_desktop.play.session import MatchSession
from briscola_desktop.rules import MatchFormat, Variant


class Screen(Enum):
    """The places a person can go."""

    TITLE = "title"
    NEW_MATCH = "new_match"
    SETTINGS = "settings"
    RULES = "rules"
    STATISTICS = "statistics"
    REVIEW = "review"            # options: record (a HandRecord), start_summary
    HANDS = "hands"              # the last hands kept for review
    NOTICE = "notice"  # things to tell once, over any screen: ``open(Screen.NOTICE, keys=[...])``
    SCORE_PAD = "score_pad"
    FRIENDS = "friends"          # Play with friends: host or join
    HOST_TABLE = "host_table"
    JOIN_TABLE = "join_table"    # options: address, code, name (--join), problem, problem_at, join_now
    LOBBY = "lobby"              # options: link (a friends.link.TableLink)
    FRIENDS_TABLE = "friends_table"  # options: link


@dataclass(frozen=True)
class MatchRequest:
    """A match to start: a fresh one, or ``session`` (an interrupted one) to resume."""

    variant: Variant
    fmt: MatchFormat
    seed: int
    levels: tuple[str, ...]
    session: MatchSession | None = None


class Place(Protocol):
    """A scene as navigation sees it."""

    is_home: bool


class Stack(Protocol):
    """The scene stack as navigation uses it."""

    @property
    def top(self) -> Any: ...

    @property
    def scenes(self) -> tuple[Any, ...]: ...

    def push(self, scene: Any) -> None: ...

    def pop(self) -> Any: ...

    def replace(self, scene: Any) -> None: ...

    def clear(self) -> None: ...


class Host(Protocol):
    """What navigation needs of the App: its scene stack. The App itself is handed to the factories."""

    @property
    def stack(self) -> Stack: ...


#: Builds the scene for a screen: ``factory(app, **options)``.
Factory = Callable[..., Place]


class NotRegistered(LookupError):
    """A screen was asked for before the entry point registered it (a wiring bug)."""


class Navigator:
    """The app's screens by name, and the way to a match."""

    def __init__(self, app: Host) -> None:
        self.app = app
        self.screens: dict[Screen, Factory] = {}
        self.match_starter: Callable[[Any, MatchRequest], Place] | None = None

    def register(self, screen: Screen, factory: Factory) -> None:
        """``factory(app, **options)`` builds the scene for ``screen``."""
        self.screens[screen] = factory

    def make(self, screen: Screen, **options: Any) -> Place:
        factory = self.screens.get(screen)
        if factory is None:
            raise NotRegistered(f"no scene registered for {screen.name}; call registry.install(app) first")
        return factory(self.app, **options)

    def open(self, screen: Screen, **options: Any) -> Place:
        """Put ``screen`` on top of the current one (Back or Esc returns)."""
        scene = self.make(screen, **options)
        self.app.stack.push(scene)
        return scene

    def go_home(self) -> None:
        """Back to the title: the one underneath is uncovered (it looks for Continue again);
        a stack without one (a table started from the command line) gets a fresh title."""
        stack = self.app.stack
        if any(s.is_home for s in stack.scenes):
            while stack.top is not None and not stack.top.is_home:
                stack.pop()
        else:
            stack.clear()
            self.open(Screen.TITLE)

    def start_match(self, request: MatchRequest, *, replacing: Place | None = None) -> Place:
        """Show the table for ``request``: in place of ``replacing`` (the new-match screen) when
        it is on top, else above the current screen (the title, for Continue)."""
        if self.match_starter is None:
            raise NotRegistered("no match starter registered; call registry.install(app) first")
        scene = self.match_starter(self.app, request)
        if replacing is not None and self.app.stack.top is replacing:
            self.app.stack.replace(scene)
        else:
            self.app.stack.push(scene)
        return scene


__all__ = ["Screen", "MatchRequest", "Navigator", "NotRegistered", "Place", "Stack", "Host"]
