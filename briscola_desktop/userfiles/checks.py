"""The type and range of every value read from a user file, and of every value written to one.

A file is written by this game but can be edited, damaged or made by hand, so each value read
is checked where it is read: a whole number within the range the game can use (never a bool,
never a float such as ``.inf``), a finite float, a short text without control characters, a
list of bounded length. A value outside its range is refused (:class:`Refused`), never
clamped into a meaning it did not have. Standard library only.
"""

from __future__ import annotations

import math
import re
import unicodedata
from typing import Any

#: Seeds are 64-bit and unsigned: the rules core draws each hand's deal seed as 64 random bits
#: (``rules.match.hand_seed``), so half of all real seeds are 2**63 or more.
MAX_SEED = 2**64 - 1
#: A count above this is not a real one (a billion matches): an edited or damaged field.
MAX_COUNT = 10**9
#: The longest text any of the files holds (a date, a name, an id, a card's key).
MAX_TEXT = 200
#: The longest list any of the files holds (a hand's actions, the ids remembered).
MAX_LIST = 1000
#: A plain data structure nests at most this deep when written.
MAX_DEPTH = 64

_NAME = re.compile(r"[a-z0-9][a-z0-9_\-]{0,63}")
#: A match id (``uuid4().hex`` today; older saves may hold other safe ids).
_MATCH_ID = re.compile(r"[A-Za-z0-9_\-]{1,64}")


class Refused(ValueError):
    """A value read from a file is not one the game can use (the reason in the message)."""


def is_whole(value: object, lowest: int = 0, highest: int = MAX_COUNT) -> bool:
    """An int (not a bool) within ``lowest..highest``."""
    return isinstance(value, int) and not isinstance(value, bool) and lowest <= value <= highest


def whole(value: object, what: str, lowest: int = 0, highest: int = MAX_COUNT) -> int:
    """``value`` when :func:`is_whole`, else :class:`Refused` naming ``what``."""
    if not is_whole(value, lowest, highest):
        raise Refused(f"{what} must be a whole number from {lowest} to {highest}, not {short(value)}")
    return int(value)  # type: ignore[arg-type]


def finite(value: object, what: str, lowest: float, highest: float) -> float:
    """A finite number within ``lowest..highest`` as a float (an int too large for a float is refused)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise Refused(f"{what} must be a number, not {short(value)}")
    if isinstance(value, int) and not -(2**53) <= value <= 2**53:
        raise Refused(f"{what} is out of range")
    number = float(value)
    if not math.isfinite(number) or not lowest <= number <= highest:
        raise Refused(f"{what} must be from {lowest} to {highest}, not {short(value)}")
    return number


def has_control(text: str) -> bool:
    """True when ``text`` holds a control or unassigned character (NUL included)."""
    return any(unicodedata.category(ch) in ("Cc", "Cs", "Cn") for ch in text)


def is_text(value: object, longest: int = MAX_TEXT) -> bool:
    """A str of at most ``longest`` characters without control characters."""
    return isinstance(value, str) and len(value) <= longest and not has_control(value)


def text(value: object, what: str, longest: int = MAX_TEXT) -> str:
    """``value`` when :func:`is_text`, else :class:`Refused`."""
    if not is_text(value, longest):
        raise Refused(f"{what} must be text of at most {longest} characters without control characters")
    return str.__str__(value)  # type: ignore[arg-type]


def is_name(value: object) -> bool:
    """A short lower-case name as the game writes them (presets, levels, card backs)."""
    return isinstance(value, str) and _NAME.fullmatch(value) is not None


def is_match_id(value: object) -> bool:
    """A match id as the autosave and the statistics keep it."""
    return isinstance(value, str) and _MATCH_ID.fullmatch(value) is not None


def items(value: object, what: str, longest: int = MAX_LIST) -> list[Any]:
    """``value`` when it is a list of at most ``longest`` entries (checked before anything walks it)."""
    if not isinstance(value, list):
        raise Refused(f"{what} must be a list, not {short(value)}")
    if len(value) > longest:
        raise Refused(f"{what} holds {len(value)} entries, more than {longest}")
    return value


def mapping(value: object, what: str, longest: int = MAX_LIST) -> dict[Any, Any]:
    """``value`` when it is a mapping of at most ``longest`` entries."""
    if not isinstance(value, dict):
        raise Refused(f"{what} must be a mapping, not {short(value)}")
    if len(value) > longest:
        raise Refused(f"{what} holds {len(value)} entries, more than {longest}")
    return value


def short(value: object) -> str:
    """A value for a log line: its type and at most 40 characters of it (never a huge repr)."""
    if isinstance(value, (list, dict)):
        return f"a {type(value).__name__} of {len(value)}"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**40:
        return "a huge number"
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."


__all__ = ["MAX_COUNT", "MAX_DEPTH", "MAX_LIST", "MAX_SEED", "MAX_TEXT", "Refused", "finite", "has_control",
           "is_name", "is_text", "is_whole", "items", "mapping", "short", "text", "whole"]
