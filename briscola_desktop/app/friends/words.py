"""Seat names at a table with friends: a person's seat is called by the name they joined with."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.wording import PERSON, TableWords


@dataclass(frozen=True)
class FriendsWords(TableWords):
    """:class:`TableWords` with the players' names (None: a computer seat, named as usual)."""

    names: tuple[str | None, ...] = ()

    def seat(self, seat: int) -> str:
        name = self.names[seat] if seat != PERSON and 0 <= seat < len(self.names) else None
        return name if name else super().seat(seat)


__all__ = ["FriendsWords"]
