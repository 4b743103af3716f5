"""The game's choices as the screens offer them: deck styles, animation speeds with their time factors, levels.

The names are defined once below the app: deck styles and speeds beside the settings that hold
them (``storage``), the computer levels in the AI package. This module adds what the app needs
on top (the speeds' time factors, the default level); every screen, the command line and the
board read the choices from here.
"""

from __future__ import annotations

from briscola_desktop.ai import LEVELS as AI_LEVELS
from briscola_desktop.userfiles.settings import ANIMATION_SPEEDS, DECK_STYLES as STORED_DECK_STYLES, Settings

#: Italian- or French-suited cards.
DECK_STYLES: tuple[str, ...] = tuple(STORED_DECK_STYLES)

#: The animation speeds, in the order a person steps through them.
SPEED_NAMES: tuple[str, ...] = tuple(ANIMATION_SPEEDS)
#: Time factor of each animation speed (0 = instant), given in the order of ``SPEED_NAMES``:
#: a speed added to the settings without its factor stops the game at start, not mid-match.
SPEEDS: dict[str, float] = dict(zip(SPEED_NAMES, (1.6, 1.0, 0.5, 0.0), strict=True))
#: The speed a new player gets (the settings' default); an unknown name plays at it.
DEFAULT_SPEED: str = Settings.animation_speed

#: The computer levels a person can choose, easiest first.
LEVELS: tuple[str, ...] = tuple(AI_LEVELS)
DEFAULT_LEVEL = "medium"


__all__ = ["DECK_STYLES", "SPEEDS", "SPEED_NAMES", "DEFAULT_SPEED", "LEVELS", "DEFAULT_LEVEL"]
