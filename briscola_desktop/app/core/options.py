"""One home for the game's choices: deck styles, animation speeds with their time factors, levels.

The names a settings file may hold are checked by ``storage`` (``DECK_STYLES``,
``ANIMATION_SPEEDS``); the computer levels come from the AI package. Every screen, the
command line and the board read them from here; a test keeps the three in step.
"""

from __future__ import annotations

from briscola_desktop.ai import LEVELS as AI_LEVELS
from briscola_desktop.storage import ANIMATION_SPEEDS, DECK_STYLES as STORED_DECK_STYLES

#: Italian- or French-suited cards.
DECK_STYLES: tuple[str, ...] = tuple(STORED_DECK_STYLES)

#: Time factor of each animation-speed setting (0 = instant), in the order a person steps through them.
SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
SPEED_NAMES: tuple[str, ...] = tuple(ANIMATION_SPEEDS)
DEFAULT_SPEED = "normal"

#: The computer levels a person can choose, easiest first.
LEVELS: tuple[str, ...] = tuple(AI_LEVELS)
DEFAULT_LEVEL = "medium"


def speed_factor(name: str) -> float:
    """The time factor of a speed setting (an unknown name plays at normal speed)."""
    return SPEEDS.get(name, SPEEDS[DEFAULT_SPEED])


__all__ = ["DECK_STYLES", "SPEEDS", "SPEED_NAMES", "DEFAULT_SPEED", "LEVELS", "DEFAULT_LEVEL", "speed_factor"]
