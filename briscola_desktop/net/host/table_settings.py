"""What a host chooses when opening a table (:class:`TableSettings`), checked before a table opens."""

from __future__ import annotations

from dataclasses import dataclass, replace

from briscola_desktop.ai import PLAYER_NAMES
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, ExchangeRule, MatchFormat, TrumpRule, Variant
from briscola_desktop.userfiles.hosted import ABSENCE_CHOICES, MAX_ABSENCE, MAX_TURN_LIMIT

from .. import protocol as p


@dataclass
class TableSettings:
    """What a host chooses when opening a table."""

    variant: Variant
    fmt: MatchFormat
    seats: tuple[str, ...]                  # per seat: protocol.FRIEND or a computer level
    turn_limit: float | None = None         # seconds per move for a person (None: no limit)
    absence: str = "computer"               # after ``absence_after`` s away: wait / computer / end
    absence_after: float = 60.0
    stand_in_level: str = "medium"          # the computer that plays for an absent or slow person
    hints: bool = True                      # players may ask for hints and the count panel
    seed: int | None = None                 # the match's deal seed (None: a random one)

    def problems(self) -> list[str]:
        """What makes these settings a table no host opens: the one check for a table opened here, a
        network ``create`` and a hosted table's file read back."""
        out = []
        if len(self.seats) != self.variant.players:
            out.append(f"a {self.variant.players}-seat table needs {self.variant.players} seats")
        if self.seats and self.seats[0] != p.FRIEND:
            out.append("seat 1 is the person's who opens the table: it is a friend's seat")
        for kind in self.seats:
            if kind != p.FRIEND and kind not in PLAYER_NAMES:
                out.append(f"a seat is a friend or a computer level ({', '.join(PLAYER_NAMES)}), not {kind!r}")
        if self.fmt.kind != self.variant.match_kind:
            out.append(f"a {self.variant.name} match is played by {self.variant.match_kind.value}")
        if self.absence not in ABSENCE_CHOICES:
            out.append(f"after a player stays away: {', '.join(ABSENCE_CHOICES)}")
        if self.stand_in_level not in PLAYER_NAMES:
            out.append(f"the stand-in is a computer level ({', '.join(PLAYER_NAMES)})")
        if self.turn_limit is not None and not 1 <= self.turn_limit <= MAX_TURN_LIMIT:
            out.append(f"a turn limit is 1 to {MAX_TURN_LIMIT:.0f} seconds")
        if not 0 <= self.absence_after <= MAX_ABSENCE:
            out.append(f"the time a player may stay away is 0 to {MAX_ABSENCE:.0f} seconds")
        return out


def with_exchange(variant: Variant, value: str) -> Variant:
    """``variant`` playing the exchange of the seven as ``value`` says ("off", "on", "after_trick"):
    ``NetError`` bad_table for another value, or for a table without a turned trump."""
    try:
        rule = ExchangeRule(value)
    except ValueError:
        raise p.NetError(p.ErrorCode.BAD_TABLE, f"the exchange of the seven is off, on or after_trick, "
                                                f"not {value[:20]!r}") from None
    if rule is not ExchangeRule.OFF and variant.trump is not TrumpRule.TURNED:
        raise p.NetError(p.ErrorCode.BAD_TABLE, "the exchange of the seven needs a turned trump")
    return variant if rule is variant.exchange else replace(variant, exchange=rule)


def settings_from_create(message: p.Create) -> TableSettings:
    """A headless host's table from a player's :class:`~.protocol.Create` (``NetError`` bad_table)."""
    variant = PRESETS.get(message.variant)
    fmt = MATCH_FORMATS.get(message.format)
    if variant is None:
        raise p.NetError(p.ErrorCode.BAD_TABLE, f"unknown table {message.variant[:40]!r}")
    variant = with_exchange(variant, message.exchange)
    if fmt is None:
        raise p.NetError(p.ErrorCode.BAD_TABLE, f"unknown match format {message.format[:40]!r}")
    settings = TableSettings(variant, fmt, tuple(message.seats), turn_limit=message.turn_limit)
    problems = settings.problems()
    if problems:
        raise p.NetError(p.ErrorCode.BAD_TABLE, "; ".join(problems))
    return settings


__all__ = ["TableSettings", "settings_from_create", "with_exchange"]
