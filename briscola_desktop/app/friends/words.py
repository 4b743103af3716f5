"""Seat names at a table with friends: a person's seat is called by the name they joined with, a
computer's by the host's seat number (so every window calls it the same, whatever its own seat);
a person's name tag also says how their seat stands (here, thinking, away, a computer for now)."""

from __future__ import annotations

from dataclasses import dataclass

from briscola_desktop import i18n
from briscola_desktop.i18n import Phrase, t

from ..core.wording import PERSON, TableWords


@dataclass(frozen=True)
class FriendsWords(TableWords):
    """:class:`TableWords` with the players' names (None: a computer seat) and each shown seat's
    number at the host (``host_seats[shown]``, 0-based)."""

    names: tuple[str | None, ...] = ()
    host_seats: tuple[int, ...] = ()
    states: tuple[str, ...] = ()   # each shown seat's state on its name tag ("" for none)

    def seat_state(self, seat: int) -> str:
        return self.states[seat] if 0 <= seat < len(self.states) else ""

    def seat(self, seat: int) -> str:
        if seat == PERSON or not 0 <= seat < len(self.names):
            return super().seat(seat)
        name = self.names[seat]
        if name:
            return name
        if self.players == 2 or seat >= len(self.host_seats):
            return super().seat(seat)
        return t("seat.player", number=self.host_seats[seat] + 1)

    def seat_in_sentence(self, seat: int, name: str | None = None) -> Phrase:
        """A friend by their name (no article); a computer seat by the host's seat number."""
        if name or seat == PERSON or not 0 <= seat < len(self.names):
            return super().seat_in_sentence(seat, name)
        if self.names[seat]:
            return i18n.name_in_sentence(self.names[seat])
        if self.players == 2 or seat >= len(self.host_seats):
            return super().seat_in_sentence(seat)
        return i18n.seat_in_sentence("player", self.host_seats[seat] + 1)


__all__ = ["FriendsWords"]
