"""What the board shows of the hand, as far as it has been animated: a mirror of the rules state.

:class:`BoardState` holds the hands, the trick on the felt, the piles' sizes, the points, the
stock's size, the trump, the dealer, chiamata's caller and partner, what a seat just said and
the banner. Only the board's steps change it (as each event's animation begins), so while
steps run it shows the past catching up with the rules; when the board is idle the two agree.
It holds no rule: every value comes from an event.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from briscola_desktop.rules import events as ev
from briscola_desktop.rules.cards import Card

from .sprites import HiddenCard


@dataclass
class Banner:
    """A sentence to show (a locale key and its params), said by a seat or over the felt."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)


class BoardState:
    """The hand as shown so far (see the module docstring); ``reset`` starts a new deal."""

    players: int

    def reset(self) -> None:
        n = self.players
        self.hands: list[list[Card | HiddenCard]] = [[] for _ in range(n)]
        self.trick: list[tuple[int, Card]] = []  # the cards on the felt, in the order played
        self.piles = [0] * n
        self.points = [0] * n
        self.stock = 0
        self.trump: Card | None = None
        self.turned: Card | None = None
        self.trump_suit: int | None = None
        self.dealer: int | None = None
        self.hand_index = 0
        self.last_trick: ev.TrickWon | None = None
        self.trick_winner: int | None = None
        self.speech: dict[int, Banner] = {}
        self.banner: Banner | None = None
        self.called_card: Card | None = None
        self.caller: int | None = None
        self.partner: int | None = None
        self.result: Any = None
        self.shuffle_start: float | None = None
        self.hidden_count = 0   # cards dealt or drawn unseen so far (their keys: -1, -2, ...)

    def clear_banner(self) -> None:
        self.banner = None

    def next_hidden(self) -> HiddenCard:
        """A new face-down unknown card (another seat's, at a networked table)."""
        self.hidden_count += 1
        return HiddenCard(-self.hidden_count)


__all__ = ["Banner", "BoardState"]
