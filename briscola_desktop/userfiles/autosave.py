"""The match in progress (``autosave.yaml``): the game accepts a match at a table it knows, replayed by the rules core.

The autosave is a file on the person's disk: it can be damaged, edited by hand, or written
by a newer version of the game. Replaying its actions through the rules core already makes
a broken *position* impossible; this module also refuses broken *parameters* before the
replay starts, because the rules core accepts any variant it can describe, and some of those
it cannot play (an auction at two seats) or the screens cannot name (a table called
"\\x00"). So:

- the table must be one of the presets (``rules.PRESETS``), field for field, and the match
  format one of ``rules.MATCH_FORMATS`` that suits it;
- the computer levels must be levels the AI has, one per computer seat;
- the match id must be a short plain name (it is written into the statistics);
- then ``Match.from_dict`` replays every action, and the rules core validates each one.

:func:`read_saved_match` turns *every* failure into :class:`~briscola_desktop.rules.SaveError`
(:class:`SaveFromNewerVersion` when the save is newer than this game), and
:func:`load_saved_match` sets such a file aside with the right notice: nothing a file holds
can crash a start. No pygame here.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from typing import Any

from briscola_desktop.ai import PLAYER_NAMES
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, Match, MatchFormat, SaveError, Variant
from briscola_desktop.rules.match import SAVE_VERSION
from .checks import is_match_id
from .store import AUTOSAVE, Store

log = logging.getLogger(__name__)

#: Version of the autosave payload around the rules core's save (levels, match id).
PAYLOAD_VERSION = 1
_MAX_SEATS = 6   # the largest table: its length is checked before the list is walked


class SaveFromNewerVersion(SaveError):
    """The save was written by a newer version of the game: kept, and called newer, not damaged."""


@dataclass(frozen=True)
class SavedMatch:
    """An autosave the game can continue: the replayed match, its computer levels and its id."""

    match: Match
    levels: list[str]
    match_id: str


def _version(data: dict[str, Any], key: str, ours: int, what: str) -> None:
    value = data.get(key)
    if isinstance(value, int) and not isinstance(value, bool) and value > ours:
        raise SaveFromNewerVersion(f"{what} version {value} comes from a newer version of the game")
    if value != ours or isinstance(value, bool):
        raise SaveError(f"{what} version {value!r} is not supported")


def known_table(raw: object) -> Variant:
    """The preset ``raw`` describes, field for field, with the house rule it was played with (the
    exchange of the seven, which ``Variant`` itself allows only with a turned trump); :class:`SaveError`
    for any other table."""
    try:
        variant = Variant.from_dict(raw)
    except ValueError as exc:
        raise SaveError(f"the saved table is not valid: {exc}") from None
    known = PRESETS.get(variant.name)
    if known is None or replace(known, exchange=variant.exchange) != variant:
        raise SaveError(f"the saved table {variant.name[:40]!r} is not one this game offers")
    return variant if variant.exchange is not known.exchange else known


def known_format(raw: object, variant: Variant) -> MatchFormat:
    """The offered match format ``raw`` describes that suits ``variant`` (:class:`SaveError` otherwise)."""
    try:
        fmt = MatchFormat.from_dict(raw)
    except ValueError as exc:
        raise SaveError(f"the saved match format is not valid: {exc}") from None
    if fmt not in MATCH_FORMATS.values() or fmt.kind != variant.match_kind:
        raise SaveError(f"the saved match format {fmt} is not one this game offers for {variant.name}")
    return fmt


def _read(payload: object) -> SavedMatch:
    if not isinstance(payload, dict):
        raise SaveError("the autosave is not a mapping")
    _version(payload, "version", PAYLOAD_VERSION, "autosave")
    match_id = payload.get("match_id")
    if not is_match_id(match_id):
        raise SaveError("the autosave has no usable match id")
    levels = payload.get("levels")
    if not isinstance(levels, list) or len(levels) > _MAX_SEATS \
            or not all(isinstance(lv, str) and lv in PLAYER_NAMES for lv in levels):
        raise SaveError(f"the autosave's computer levels must be from {', '.join(PLAYER_NAMES)}")
    data = payload.get("match")
    if not isinstance(data, dict):
        raise SaveError("the autosave holds no match")
    _version(data, "version", SAVE_VERSION, "saved match")
    variant = known_table(data.get("variant"))
    known_format(data.get("match_format"), variant)
    if len(levels) != variant.players - 1:
        raise SaveError(f"a {variant.players}-seat table needs {variant.players - 1} computer levels, "
                        f"the autosave has {len(levels)}")
    match = Match.from_dict(data)  # the rules core replays and checks every action
    return SavedMatch(match=match, levels=list(levels), match_id=match_id)


def read_saved_match(payload: object) -> SavedMatch:
    """The match an autosave payload holds, or SaveError naming what is wrong.

    Never raises anything else: an exception the checks above did not foresee (inside the
    rules core's replay, say) is a damaged save too."""
    try:
        return _read(payload)
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - see the docstring
        raise SaveError(f"the saved match cannot be replayed: {type(exc).__name__}: {exc}") from None


def load_saved_match(store: Store) -> SavedMatch | None:
    """The interrupted match in ``store``, or None when there is none or it cannot be used.

    A save that cannot be used is set aside (kept beside, as ``.bad-`` or ``.newer-``) and
    the person is told once through ``store.notices``; the next start finds nothing."""
    payload = store.load_autosave()
    if payload is None:
        return None
    try:
        return read_saved_match(payload)
    except SaveFromNewerVersion as exc:
        store.set_aside(AUTOSAVE, str(exc), newer=True)
    except SaveError as exc:
        store.set_aside(AUTOSAVE, f"the saved match cannot be replayed: {exc}")
    return None


__all__ = ["PAYLOAD_VERSION", "SaveFromNewerVersion", "SavedMatch", "known_format", "known_table", "load_saved_match",
           "read_saved_match"]
