"""The opener's settings of the match in the lobby: its length, the time for each move, the hints and the
exchange of the seven (a house rule of tables with a turned trump), each a button that steps through its
values; the host's lobby message says what they are now."""

from __future__ import annotations

from typing import Any

from briscola_desktop.i18n import t
from briscola_desktop.net import protocol as p
from briscola_desktop.rules import format_name

from ..core.options import TURN_LIMITS, formats_for
from ..ui.widgets import Button
from .lobby_words import EXCHANGE_VALUES, exchange_offered, exchange_words, length_words, time_words


class MatchSettings:
    """The lobby's settings buttons and what they change (mixed into the lobby: ``self.table`` is its seat's
    :class:`RemoteTable`, ``self.inviting`` whether this window set the table)."""

    table: Any
    inviting: bool

    def setting_count(self) -> int:
        """How many settings the opener's lobby shows (fixed for a table: it keeps their slots)."""
        lobby = self.table.lobby
        return 0 if lobby is None else 4 if exchange_offered(lobby) else 3

    def setting_buttons(self) -> list[Button]:
        """The opener sets the match: its length, the time for each move, the hints, the exchange of the
        seven (a house rule of tables with a turned trump)."""
        lobby = self.table.lobby
        if not self.inviting or lobby is None:
            return []
        fmt = format_name(p.format_of(lobby.format)) or ""
        buttons = [
            Button(t("friends.length_button", format=length_words(fmt, in_sentence=True)), self.next_length,
                   value="length"),
            Button(t("friends.time_button", time=time_words(lobby.turn_limit, in_sentence=True)), self.next_time,
                   value="time"),
            Button(t("friends.hints_button_on" if lobby.hints else "friends.hints_button_off"),
                   self.toggle_hints, value="hints")]
        if exchange_offered(lobby):
            buttons.append(Button(exchange_words(lobby.variant.exchange), self.next_exchange, value="exchange"))
        return buttons

    def _configure(self, format_name_: str | None = None, turn_limit: object = "same",
                   hints: bool | None = None, exchange: str | None = None) -> None:
        """The opener changes the match: one setting, the others as the lobby says them (the exchange of the
        seven is sent only when it changes)."""
        lobby = self.table.lobby
        if lobby is None:
            return
        fmt = format_name_ or format_name(p.format_of(lobby.format)) or ""
        limit = lobby.turn_limit if turn_limit == "same" else turn_limit
        self.table.configure(fmt, limit, lobby.hints if hints is None else hints, exchange=exchange)

    def next_exchange(self) -> None:
        """The exchange of the seven: off, on, after a won trick, off again."""
        lobby = self.table.lobby
        if lobby is not None and exchange_offered(lobby):
            now = lobby.variant.exchange
            i = EXCHANGE_VALUES.index(now) if now in EXCHANGE_VALUES else 0
            self._configure(exchange=EXCHANGE_VALUES[(i + 1) % len(EXCHANGE_VALUES)])

    def next_length(self) -> None:
        lobby = self.table.lobby
        if lobby is not None:
            names = formats_for(p.variant_of(lobby.variant))
            now = format_name(p.format_of(lobby.format))
            self._configure(names[(names.index(now) + 1) % len(names)] if now in names else names[0])

    def next_time(self) -> None:
        lobby = self.table.lobby
        if lobby is not None:
            now = None if lobby.turn_limit is None else int(lobby.turn_limit)
            i = TURN_LIMITS.index(now) if now in TURN_LIMITS else 0
            after = TURN_LIMITS[(i + 1) % len(TURN_LIMITS)]
            self._configure(turn_limit=None if after is None else float(after))

    def toggle_hints(self) -> None:
        if self.table.lobby is not None:
            self._configure(hints=not self.table.lobby.hints)


__all__ = ["MatchSettings"]
