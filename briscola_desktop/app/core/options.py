"""The game's choices as the screens offer them: deck styles, animation speeds with their time factors, levels.

The names are defined once below the app: deck styles and speeds beside the settings that hold
them (``storage``), the computer levels in the AI package. This module adds what the app needs
on top (the speeds' time factors, the default level); every screen, the command line and the
board read the choices from here.
"""

from __future__ import annotations

from briscola_desktop.ai import LEVELS as AI_LEVELS
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, Variant, default_format, format_name
from briscola_desktop.userfiles.settings import ANIMATION_SPEEDS, DECK_STYLES as STORED_DECK_STYLES, Settings
from briscola_desktop.userfiles.settings import REGIONAL_STYLES, UNNUMBERED_STYLES
from briscola_desktop.userfiles.settings import TRICK_PAUSES as STORED_TRICK_PAUSES

#: The game's own Italian-suited cards, the French deck and the four regional Italian patterns
#: (``REGIONAL_STYLES``, each with its own back; ``UNNUMBERED_STYLES`` print no numerals).
DECK_STYLES: tuple[str, ...] = tuple(STORED_DECK_STYLES)

#: The animation speeds, in the order a person steps through them.
SPEED_NAMES: tuple[str, ...] = tuple(ANIMATION_SPEEDS)
#: Time factor of each animation speed (0 = instant), given in the order of ``SPEED_NAMES``:
#: a speed added to the settings without its factor stops the game at start, not mid-match.
SPEEDS: dict[str, float] = dict(zip(SPEED_NAMES, (1.6, 1.0, 0.5, 0.0), strict=True))
#: The speed a new player gets (the settings' default); an unknown name plays at it.
DEFAULT_SPEED: str = Settings.animation_speed

#: How long a finished trick stays: the usual pause, a longer one, until the person clicks.
TRICK_PAUSES: tuple[str, ...] = tuple(STORED_TRICK_PAUSES)

#: The computer levels a person can choose, easiest first.
LEVELS: tuple[str, ...] = tuple(AI_LEVELS)
DEFAULT_LEVEL = "medium"
#: A friends' table's time for each move, as the host chooses it (seconds; None: no limit).
TURN_LIMITS: tuple[int | None, ...] = (None, 30, 60, 120)


#: The command-line option that sets each setting for one run only (``App.run_only``): the settings
#: screen names it beside the value it gives ("Off for this run (--no-sound); saved: On").
SETTING_OPTIONS: dict[str, str] = {
    "language": "--lang",
    "deck_style": "--deck",
    "animation_speed": "--speed",
    "sound": "--no-sound",
    "fullscreen": "--fullscreen",
}




def setting_option(name: str, given: object) -> str:
    """The option that gave setting ``name`` the value ``given`` for this run (a window size
    given with ``--size`` is what keeps a saved full screen off)."""
    if name == "fullscreen" and given is False:
        return "--size"
    return SETTING_OPTIONS[name]


# The tables and match formats as the new-match and host screens offer them.

def variants_for(players: int) -> list[str]:
    """The preset variants for a number of seats, in the rules core's order."""
    return [name for name, v in PRESETS.items() if v.players == players]


def formats_for(variant: Variant) -> list[str]:
    """The match formats that suit a variant (a format's kind must be the variant's)."""
    return [name for name, f in MATCH_FORMATS.items() if f.kind == variant.match_kind]


def seat_counts() -> list[int]:
    return sorted({v.players for v in PRESETS.values()})


def table_refusal(variant_name: str, fmt_name: str | None, levels: tuple[str, ...] | None, *,
                  from_settings: bool = False) -> str | None:
    """Why a match format or computer levels given on the command line do not fit the table
    ``variant_name`` (one line, for the person at the terminal), or None when they fit.
    ``from_settings``: the table was not given, it is the last one played (from the settings)."""
    variant = PRESETS[variant_name]
    table = (f"the last table played ({variant_name}; choose another with --variant)" if from_settings
             else f"--variant {variant_name}")
    if fmt_name is not None and MATCH_FORMATS[fmt_name].kind != variant.match_kind:
        return f"--format {fmt_name} does not suit {table}; choose one of: {', '.join(formats_for(variant))}"
    seats = variant.players - 1
    if levels is not None and len(levels) > seats:
        return (f"--level gives {len(levels)} levels but {table} has {seats} computer "
                f"seat{'s' if seats != 1 else ''}; give one level for all of them, or at most {seats}, "
                "one per seat")
    return None


def default_format_name(variant: Variant) -> str:
    """The usual match format of a variant, by name."""
    return format_name(default_format(variant)) or ""


__all__ = ["REGIONAL_STYLES", "UNNUMBERED_STYLES", "SETTING_OPTIONS", "setting_option", "TRICK_PAUSES", "DECK_STYLES", "SPEEDS", "SPEED_NAMES", "DEFAULT_SPEED", "LEVELS", "DEFAULT_LEVEL", "TURN_LIMITS",
           "variants_for", "formats_for", "seat_counts", "default_format_name", "table_refusal"]
