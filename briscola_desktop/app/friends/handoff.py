"""An invitation link opened while the game is already running: handed to that game.

A clicked ``briscola://HOST:PORT/CODE`` link starts a second copy of the game (the system's URL
handler), which finds the user folder held by the running one (its single-copy lock). That copy
writes the link into the user folder (:func:`hand_over`) and ends; the running game's
:class:`LinkWatcher` (a thread looking once a second) takes it and posts :data:`LINK_EVENT`; the App
hands it to :func:`open_link`, which opens Join filled in with the address and the code, asking first
when a match is under way (leaving a table with friends, or a match against the computer that stays
saved under Continue). A link that cannot be used opens Join with the reason, in the player's language
(a clicked link has no console to say it on).
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.userfiles.incoming import LINK_FILE, leave_link, take_link_text

from ..core.nav import Screen
from ..core.scene import App
from ..table.scene import TableScene
from ..ui.dialog import ConfirmScene, NoticeScene
from .link import LinkRefused, checked_link
from .refusals import CODE, TOP

log = logging.getLogger(__name__)

LINK_EVENT = pygame.event.custom_type()
LOOK_EVERY = 1.0   # seconds between two looks for a link handed over


def hand_over(folder: Path, link: str) -> None:
    """The second copy: leave ``link`` (checked already) for the running game in the user folder."""
    leave_link(folder, link)


def take_link(folder: Path) -> tuple[str, str, str] | None:
    """The link handed over, if any (read once, then removed): (``HOST:PORT``, code, ""), or for a link
    that cannot be used (the address if it could be read, "", the reason in the player's language); None
    if there is none."""
    text = take_link_text(folder)
    if text is None:
        return None
    try:
        return (*checked_link(text), "")
    except LinkRefused as exc:
        log.warning("a link handed over was refused: %s", exc)
        return exc.address, "", exc.reason()


class LinkWatcher:
    """A thread looking for a link handed over (:func:`hand_over`), posting :data:`LINK_EVENT` with it."""

    def __init__(self, folder: Path, every: float = LOOK_EVERY) -> None:
        self.folder = folder
        self.every = every
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="briscola-links", daemon=True)

    def start(self) -> LinkWatcher:
        self._thread.start()
        return self

    def close(self) -> None:
        self._stop.set()
        self._thread.join(2.0)

    def _run(self) -> None:
        while not self._stop.wait(self.every):
            found = take_link(self.folder)
            if found is not None:
                pygame.event.post(pygame.event.Event(LINK_EVENT, address=found[0], code=found[1],
                                                     problem=found[2]))


def open_link(app: App, address: str, code: str, reason: str = "") -> None:
    """Join filled in with ``address`` and ``code`` (over the title), or with why the link cannot be used
    (``reason``); a match under way is left only once the person says so, and never for a link that
    cannot be used (that is only said, over the match)."""
    def go() -> None:
        app.nav.go_home()
        app.nav.open(Screen.JOIN_TABLE, address=address, code=code,
                     problem=t("friends.link_refused", reason=reason) if reason else "",
                     problem_at=CODE if address else TOP)
        app.invalidate()

    playing = any(isinstance(scene, TableScene) for scene in app.stack.scenes)
    if reason and playing:
        app.stack.push(NoticeScene(app, [("friends.link_refused", {"reason": reason})]))
        return
    if playing:
        app.stack.push(ConfirmScene(app, lambda: t("friends.link_question", code=code),
                                    lambda: t("friends.link_join"), lambda: t("friends.stay"), on_yes=go))
        return
    go()


def open_link_text(app: App, text: str) -> None:
    """A link given whole (the command line, a dropped URL): Join filled in, or with why it cannot be used."""
    try:
        address, code = checked_link(text)
    except LinkRefused as exc:
        log.warning("a link opened with the game was refused: %s", exc)
        open_link(app, exc.address, "", exc.reason())
        return
    open_link(app, address, code)


def dropped(app: App, event: pygame.event.Event) -> None:
    """A file or URL dropped on the window (macOS hands a clicked link to the running game so): an
    invitation opens Join; anything else goes to the screen on top as any event does."""
    text = str(getattr(event, "file", "") or "")
    if text.startswith("briscola://"):
        open_link_text(app, text)
        return
    if app.stack.top is not None:
        app.stack.top.handle(event)


__all__ = ["LINK_EVENT", "LINK_FILE", "LinkWatcher", "dropped", "hand_over", "open_link", "open_link_text", "take_link"]
