"""Names and sentences of the pad, from the locale files (the pad's logic holds keys only)."""

from __future__ import annotations

from typing import Callable

from briscola_desktop.rules import format_name
from briscola_desktop.rules.variant import MatchFormat, MatchKind

from .errors import ScorePadError
from .setup import Setup

Translate = Callable[..., str]


def side_name(setup_names: tuple[str, ...], seats: tuple[int, ...], translate: Translate) -> str:
    """A side as the table calls it: the player's name, or the team's names joined."""
    return translate("scorepad.team_joiner").join(setup_names[s] for s in seats)


def side_label(setup: Setup, side: int, translate: Translate) -> str:
    return side_name(setup.names, setup.sides[side], translate)


def format_label(fmt: MatchFormat, translate: Translate) -> str:
    """"best of three", "to 121", "first to 7", "8 deals"."""
    name = format_name(fmt)
    if name is not None:
        return translate(f"scorepad.format.{name}")
    key = {MatchKind.WINS: "first_to", MatchKind.POINTS: "points_to", MatchKind.DEALS: "deals"}[fmt.kind]
    return translate(f"scorepad.format.{key}", count=fmt.target)


def describe(error: ScorePadError, setup: Setup | None, translate: Translate,
             side_names: "list[str] | None" = None) -> str:
    """The error's sentence, with a ``side`` index turned into that side's name (from
    ``side_names`` when given, else from ``setup``)."""
    params = dict(error.params)
    side = params.get("side")
    if side_names is not None and isinstance(side, int) and 0 <= side < len(side_names):
        params["side"] = side_names[side]
    elif "side" in params and setup is not None and isinstance(params["side"], int) \
            and 0 <= params["side"] < len(setup.sides):
        params["side"] = side_label(setup, params["side"], translate)
    elif "side" in params:
        params["side"] = translate("scorepad.side_number", number=int(params["side"]) + 1)
    return translate(error.key, **params)
