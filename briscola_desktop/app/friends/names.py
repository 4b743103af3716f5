"""A player's name and the clipboard, as the friends' screens take them."""

from __future__ import annotations

import pygame

from briscola_desktop.fonts import undrawable
from briscola_desktop.i18n import t
from briscola_desktop.net import protocol as p


def checked_name(text: str) -> tuple[str | None, str]:
    """(the name as the host will show it, "") or (None, why it cannot be a name)."""
    try:
        name = p.clean_name(text)
    except p.NetError:
        return None, t("friends.bad_name", count=p.MAX_NAME)
    if undrawable(name):  # every seat would show it as "?": ask for another spelling
        return None, t("seat.name_not_shown")
    return name, ""


def copy_text(text: str) -> bool:
    """Put ``text`` on the system clipboard; False where the clipboard cannot be reached."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        pygame.scrap.put_text(text)
        return pygame.scrap.has_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return False


def paste_text() -> str:
    """The clipboard's text ("" when there is none or it cannot be reached)."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError, NotImplementedError):
        return ""


__all__ = ["checked_name", "copy_text", "paste_text"]
