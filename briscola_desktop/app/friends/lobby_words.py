"""The lobby's words: the match's lines (length, time, hints, the exchange of the seven, partners) and the
seats as their plates name them, chosen from the host's lobby message. No pygame here."""

from __future__ import annotations

from briscola_desktop.i18n import join_list, t
from briscola_desktop.net import protocol as p
from briscola_desktop.rules import ExchangeRule, TrumpRule, format_name

from ..core.wording import level_name
from .lobby_view import SeatPlate


def time_words(turn_limit: float | None, *, in_sentence: bool = False) -> str:
    """The time for each move: "No limit" as a label, "no limit" inside a sentence ("Time for each move: ..."),
    "60 seconds"."""
    if turn_limit is None:
        return t("friends.no_limit_in_sentence" if in_sentence else "friends.no_limit")
    return t("friends.seconds", count=int(turn_limit))


def length_words(fmt: str, *, in_sentence: bool = False) -> str:
    """The match length: "Best of three" as a label, "best of three" inside a sentence ("Match length: ...")."""
    return t(f"friends.length_in_sentence.{fmt}" if in_sentence else f"newmatch.format.{fmt}")


#: The exchange of the seven's values in the order the opener's button goes through them.
EXCHANGE_VALUES = tuple(rule.value for rule in ExchangeRule)


def exchange_offered(lobby: p.TableMsg) -> bool:
    """The table has a turned trump, so the exchange of the seven may be played there."""
    return lobby.variant.trump == TrumpRule.TURNED.value


def exchange_words(value: str) -> str:
    """The exchange of the seven as the lobby's button and line say it: "Exchange the seven: after a won trick"."""
    shown = value if value in EXCHANGE_VALUES else ExchangeRule.OFF.value
    return t("exchange.lobby.setting", option=t("exchange.option"), value=t(f"exchange.lobby.value.{shown}"))


def exchange_lines(lobby: p.TableMsg, *, setting: bool = True) -> list[str]:
    """Every window's lines on the exchange of the seven at a table with a turned trump: the setting (left to
    the opener's button when ``setting`` is False), and what it means while it is played."""
    if not exchange_offered(lobby):
        return []
    value = lobby.variant.exchange if lobby.variant.exchange in EXCHANGE_VALUES else ExchangeRule.OFF.value
    lines = [exchange_words(value)] if setting else []
    if value != ExchangeRule.OFF.value:
        lines.append(t(f"exchange.about.{value}"))
    return lines


def match_lines(lobby: p.TableMsg, *, opener: bool = False) -> list[str]:
    """What every window's lobby says of the match: its length, the time for each move, the hints, the
    exchange of the seven (a table with a turned trump; the opener's button says the setting), and at a table
    of teams who partners whom (by name, or by seat while a seat is free)."""
    return rules_lines(lobby, opener=opener) + partner_lines(lobby)


def rules_lines(lobby: p.TableMsg, *, opener: bool = False, rules: bool = True) -> list[str]:
    """The match's length, time and hints (unless ``rules`` is False: the opener's buttons say them) and the
    exchange of the seven."""
    fmt = format_name(p.format_of(lobby.format))
    length = length_words(fmt) if fmt else ""
    lines = [t("friends.rules_line", format=length, time=time_words(lobby.turn_limit, in_sentence=True),
               hints=t("friends.hints_yes" if lobby.hints else "friends.hints_no"))] if rules else []
    return lines + exchange_lines(lobby, setting=not opener)


def partner_lines(lobby: p.TableMsg) -> list[str]:
    """At a table of teams, who partners whom, each seat named as the seat list names it."""
    variant = p.variant_of(lobby.variant)
    if variant.teams is None:
        return []
    return [t("friends.partners", names=join_list([partner_name(lobby.seats[i]) for i in side
                                                   if i < len(lobby.seats)]))   # "Giulia and Computer (Easy)"
            for side in variant.sides]


def partner_name(seat: p.SeatMsg) -> str:
    """A seat on the partners' line as the seat list names it: the friend's name, the computer with its
    level, a free seat by its row ("Player 3")."""
    if seat.kind == p.FRIEND and not seat.joined:
        return t("friends.seat_row", number=seat.seat + 1)
    return seat.name or "?" if seat.kind == p.FRIEND else seat_status(seat)


def seat_status(seat: p.SeatMsg, mine: int | None = None) -> str:
    """A seat as its plate says it: a friend's name ("Giulia (you)" for this window's own, "Bea (away)"), a
    computer with its level, or a free seat."""
    if seat.kind != p.FRIEND:
        return t("friends.seat_computer", level=level_name(seat.kind))
    if not seat.joined:
        return t("lobby.seat_open")
    name = seat.name or "?"
    if seat.seat == mine:
        return t("friends.seat_you", name=name)
    return name if seat.connected or mine is None else t("friends.seat_away", name=name)


def seat_plates(lobby: p.TableMsg, mine: int) -> tuple[SeatPlate, ...]:
    """The seats' plates round the table, partners marked by their side."""
    variant = p.variant_of(lobby.variant)
    return tuple(SeatPlate(s.seat, t("friends.seat_row", number=s.seat + 1), seat_status(s, mine),
                           variant.side_of(s.seat) if variant.teams is not None else None, you=s.seat == mine,
                           free=s.kind == p.FRIEND and not s.joined,
                           away=s.kind == p.FRIEND and s.joined and not s.connected)
                 for s in lobby.seats)


def host_name(lobby: p.TableMsg | None) -> str:
    """The name of the friend who opened the table ("" when unknown)."""
    first = lobby.seats[0] if lobby is not None and lobby.seats else None
    return first.name or "" if first is not None and first.kind == p.FRIEND and first.joined else ""


__all__ = ["EXCHANGE_VALUES", "exchange_lines", "exchange_offered", "exchange_words", "host_name", "length_words",
           "match_lines", "partner_lines", "partner_name", "rules_lines", "seat_plates", "seat_status", "time_words"]
