"""The one exception type for a move the rules refuse."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules do not allow. The message names the rule; the state is unchanged."""

    def __init__(self, rule: str, detail: str = "", why: str = "") -> None:
        self.rule = rule
        #: A stable name of the rule broken (``"stock_empty"``), for a message in the player's
        #: language; empty for rules the table names by itself (follow suit, your turn).
        self.why = why
        super().__init__(f"{rule}: {detail}" if detail else rule)


class SaveError(ValueError):
    """Saved match data that cannot be replayed; nothing half-built is returned."""
