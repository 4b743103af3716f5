"""What the table writes, as one value: :class:`HudModel` (the bar, the name tags, the panels, the status
line) and each seat's :class:`SeatLabel`. Built by :func:`.hud.build`; painted by the draw functions of
:mod:`.hud`, :mod:`.called_panel` and :mod:`.count_panel`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from briscola_desktop.rules import Card

from .board import Decor
from .trump_marker import TrumpMarker


@dataclass(frozen=True)
class SeatLabel:
    """A seat's name plate: the name, its tags (dealer, partner, caller) and what it just said."""

    name: str
    to_act: bool
    tags: str = ""
    team: int | None = None
    speech: str | None = None


@dataclass(frozen=True)
class HudModel:
    """Everything the table writes, in the person's words, for one moment of the match."""

    bar_rows: int = 1
    score_line: str = ""
    match_line: str = ""
    labels: tuple[SeatLabel, ...] = ()
    cards_left: str | None = None
    trump_is: str | None = None
    no_trump: str | None = None
    trump_marker: TrumpMarker | None = None    # by the stock, the whole hand
    no_stock: bool = False                     # a table that deals every card (chiamata)
    called_lines: tuple[str, ...] = ()
    called_card: Card | None = None
    banner: str | None = None
    status: str | None = None
    status_gold: bool = False
    counting: tuple[str, ...] = ()
    counting_cards: tuple[tuple[Card, ...], ...] = ()   # under each counting line, its unseen cards
    advice: Any = None                      # the hinted auction/call action (its button is ringed)
    stock_top: Card | None = None
    decor: Decor = field(default_factory=Decor)
    exchange_tag: str | None = None         # on the face-up trump while the person may take it ("Exchange (X)")


__all__ = ["HudModel", "SeatLabel"]
