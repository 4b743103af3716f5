"""What the person chose (``settings.yaml``): every field typed, checked when read, with a default
that needs no file."""

from __future__ import annotations

import logging
import re
import unicodedata
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Callable

from .checks import Refused, finite, is_name

log = logging.getLogger(__name__)

#: Every deck style, defined once, with the suits its cards carry ("italian": coins, cups, swords and
#: batons, which the Spanish deck's oros, copas, espadas and bastos are; "french": diamonds, hearts, spades
#: and clubs): the game's own Italian design ("italian"), the French deck, the four regional Italian
#: patterns most Briscola is played with, and the Spanish deck Brisca is played with.
DECK_SUITS: dict[str, str] = {
    "italian": "italian",
    "french": "french",
    "piacentine": "italian",
    "napoletane": "italian",
    "siciliane": "italian",
    "trevigiane": "italian",
    "spanish": "italian",
}
DECK_STYLES = tuple(DECK_SUITS)
#: The real patterns the game draws in memory, each with its own back (the "card back" setting is for the
#: others): the four regional Italian ones and the Spanish deck.
REGIONAL_STYLES = ("piacentine", "napoletane", "siciliane", "trevigiane", "spanish")
#: The patterns whose real cards print no rank numerals: a small rank index can be turned on for them.
UNNUMBERED_STYLES = ("napoletane", "siciliane")
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
#: How long a finished trick stays on the felt before it is swept: the usual pause (longer for
#: more cards), twice that, or until the person clicks or presses a key.
TRICK_PAUSES = ("normal", "long", "click")
#: The house rule "exchange of the seven" as the new-match screen offers it, by the values of the rules
#: core's ``ExchangeRule`` (this leaf module imports no rules; a test keeps the two lists the same).
EXCHANGE_RULES = ("off", "on", "after_trick")
MAX_LEVELS = 6  # at most five computer seats at a six-seat table; one spare

_LANGUAGE = re.compile(r"[a-z]{2,3}([_\-][A-Za-z0-9]{2,8})?")


#: The longest name a table with friends takes (``net.protocol.MAX_NAME``).
MAX_PLAYER_NAME = 24


def _language(value: object) -> object:
    if value is None or (isinstance(value, str) and _LANGUAGE.fullmatch(value)):
        return value
    raise Refused("not a language code")


def _choice(choices: tuple[str, ...]) -> Callable[[object], object]:
    def check(value: object) -> object:
        if isinstance(value, str) and value in choices:
            return value
        raise Refused(f"not one of {', '.join(choices)}")

    return check


def _bool(value: object) -> object:
    if isinstance(value, bool):
        return value
    raise Refused("not true or false")


def _name(value: object) -> object:
    if is_name(value):
        return value
    raise Refused("not a name")


def _player_name(value: object) -> object:
    """The name last used at a table with friends: a short text without control characters."""
    if not isinstance(value, str) or len(value) > MAX_PLAYER_NAME or \
            any(unicodedata.category(ch).startswith("C") for ch in value):
        raise Refused(f"not a name of at most {MAX_PLAYER_NAME} characters")
    return value


def _volume(value: object) -> object:
    # A finite number out of range is held at the nearest end (and counted as a repair).
    return min(1.0, max(0.0, finite(value, "volume", -1e9, 1e9)))


def _levels(value: object) -> object:
    # The length is checked before anything walks the list (an alias bomb is one alias).
    if isinstance(value, list) and 1 <= len(value) <= MAX_LEVELS and all(is_name(item) for item in value):
        return list(value)
    raise Refused(f"not 1 to {MAX_LEVELS} level names")


@dataclass
class Settings:
    """What the person chose; every field has a default that needs no file."""

    language: str | None = None  # None = not chosen yet -> the app picks the system language
    deck_style: str = "italian"  # one of DECK_STYLES
    four_colour: bool = False  # French deck with blue diamonds and green clubs
    card_back: str = "red"
    badges: bool = True  # point badges on counting cards
    rank_index: bool = False  # a small rank numeral on the decks that print none (UNNUMBERED_STYLES)
    animation_speed: str = "normal"  # "slow" | "normal" | "fast" | "instant"
    sound: bool = True
    volume: float = 0.6  # 0..1
    fullscreen: bool = False
    hints: bool = False
    counting_panel: bool = False
    sort_hand: bool = True  # the person's cards kept in order: suits together, trumps at the right
    trick_pause: str = "normal"  # "normal" | "long" | "click": the finished trick stays until a click
    variant: str = "two_players"  # preset name of the last table chosen
    match_format: str = "best_of_three"
    levels: list[str] = field(default_factory=lambda: ["medium"])  # per computer seat, or one for all
    exchange: str = "off"  # the exchange of the seven at tables with a turned trump: one of EXCHANGE_RULES
    player_name: str = ""  # the name last used at a table with friends (Host and Join start with it)

    def to_dict(self) -> dict[str, Any]:
        """Plain data for YAML."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Build settings from a loaded mapping, field by field (see :meth:`read`)."""
        return cls.read(data)[0]

    @classmethod
    def read(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """The settings in ``data`` and the names of the fields refused: unknown keys are ignored,
        a missing field keeps its default, and a bad value falls back to that field's default
        (a hand-edited typo costs one setting, not all of them)."""
        settings = cls()
        refused: list[str] = []
        for f in fields(cls):
            if f.name not in data:
                continue
            try:
                kept = _CHECKS[f.name](data[f.name])
                setattr(settings, f.name, kept)
                if kept != data[f.name]:
                    refused.append(f.name)
            except Refused as exc:
                log.info("settings: ignoring the value of %s: %s", f.name, exc)
                refused.append(f.name)
        return settings, refused


_CHECKS: dict[str, Callable[[object], object]] = {
    "language": _language,
    "deck_style": _choice(DECK_STYLES),
    "four_colour": _bool,
    "card_back": _name,
    "badges": _bool,
    "rank_index": _bool,
    "animation_speed": _choice(ANIMATION_SPEEDS),
    "sound": _bool,
    "volume": _volume,
    "fullscreen": _bool,
    "hints": _bool,
    "counting_panel": _bool,
    "sort_hand": _bool,
    "trick_pause": _choice(TRICK_PAUSES),
    "variant": _name,
    "match_format": _name,
    "levels": _levels,
    "exchange": _choice(EXCHANGE_RULES),
    "player_name": _player_name,
}

__all__ = ["ANIMATION_SPEEDS", "DECK_STYLES", "DECK_SUITS", "EXCHANGE_RULES", "REGIONAL_STYLES", "UNNUMBERED_STYLES",
           "MAX_LEVELS", "TRICK_PAUSES", "Settings"]
