"""A player's name and the clipboard, as the friends' screens take them."""

from __future__ import annotations

import unicodedata

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
    missing = undrawable(name)
    if missing:  # every seat would show it as "?": say which character, and ask for another spelling
        return None, why_not_drawn(name, missing)
    return name, ""


def why_not_drawn(name: str, missing: set[str]) -> str:
    """The first character of ``name`` in ``missing`` (none of the game's typefaces draws it), named
    plainly: an emoji or a character, where it is (after the letters before it) and its code point."""
    at = next(i for i, ch in enumerate(name) if ch in missing)
    ch = name[at]
    what = t("friends.char_emoji" if is_emoji(ch) else "friends.char_other")
    before = "".join(c for c in name[:at] if c not in missing).strip()
    code = f"{ord(ch):04X}"
    if before:
        return t("friends.name_char_after", character=what, name=before, code=code)
    return t("friends.name_char_first", character=what, code=code)


def is_emoji(ch: str) -> bool:
    """A pictograph, a smiley, a flag's letter, a dingbat: the symbol planes' "other symbols"."""
    code = ord(ch)
    return unicodedata.category(ch) == "So" and (code >= 0x1F000 or 0x2600 <= code <= 0x27BF)


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


__all__ = ["checked_name", "why_not_drawn", "copy_text", "paste_text"]
