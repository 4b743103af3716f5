"""Variants (tables and house rules) and match formats, as plain parameter values.

A variant is a frozen dataclass; every table the rule sources describe is a
preset value in :data:`PRESETS`, and options are ``dataclasses.replace`` away.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from enum import Enum

from .cards import DECK, Rank, Suit, card
from .exchange import ExchangeRule


class TrumpRule(str, Enum):
    TURNED = "turned"   # the card after the deal is turned face up under the stock
    CALLED = "called"   # chiamata: the auction winner names the trump suit
    NONE = "none"       # Briscolone: no trump at all


class MatchKind(str, Enum):
    WINS = "wins"       # first side to win N hands (single hand, best of 3/5, first to 5)
    POINTS = "points"   # card points added up over hands until a side reaches a target (Briscolone)
    DEALS = "deals"     # a fixed number of deals, match points per deal (chiamata)


@dataclass(frozen=True)
class Variant:
    """The parameters of one table. Seats are numbered in counterclockwise play order."""

    name: str = "two_players"
    players: int = 2
    removed: tuple[int, ...] = ()          # cards taken out of the 40 before the deal
    hand_size: int = 3
    trump: TrumpRule = TrumpRule.TURNED
    follow_suit: bool = False
    teams: tuple[tuple[int, ...], ...] | None = None   # None: each seat for itself
    open_hands: bool = False               # scoperta: every hand face up
    stock_top_visible: bool = False        # scoperta: the top card of the stock is face up
    auction: bool = False                  # chiamata
    match_kind: MatchKind = MatchKind.WINS
    exchange: ExchangeRule = ExchangeRule.OFF   # house rule: the seven (or the two) takes the face-up trump

    def __post_init__(self) -> None:
        problems = self.problems()
        if problems:
            raise ValueError("invalid variant: " + "; ".join(problems))

    def problems(self) -> list[str]:
        out: list[str] = []
        if not 2 <= self.players <= 6:
            out.append("a table has 2 to 6 seats")
        if any(not isinstance(c, int) or not 0 <= c < 40 for c in self.removed):
            out.append("removed cards must be numbers 0..39")
        size = 40 - len(set(self.removed))
        if self.players and size % self.players:
            out.append(f"{size} cards do not share evenly among {self.players} players")
        if self.hand_size < 1 or self.hand_size * self.players > size:
            out.append("the hands do not fit in the deck")
        if self.trump == TrumpRule.TURNED and self.hand_size * self.players >= size:
            out.append("a turned trump needs a stock")
        if self.teams is not None:
            seats = sorted(s for team in self.teams for s in team)
            if seats != list(range(self.players)):
                out.append("teams must cover every seat exactly once")
        if self.auction and (self.trump != TrumpRule.CALLED or self.teams is not None):
            out.append("an auction goes with a called trump and no fixed teams")
        if not isinstance(self.exchange, ExchangeRule):
            out.append("exchange must be off, on or after_trick")
        elif self.exchange is not ExchangeRule.OFF and self.trump != TrumpRule.TURNED:
            out.append("the exchange of the seven needs a turned trump")
        return out

    @property
    def deck(self) -> tuple[int, ...]:
        removed = set(self.removed)
        return tuple(c for c in DECK if c not in removed)

    @property
    def tricks(self) -> int:
        return len(self.deck) // self.players

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Fixed sides for scoring (chiamata's sides are only known after the call)."""
        if self.teams is not None:
            return self.teams
        return tuple((s,) for s in range(self.players))

    def side_of(self, seat: int) -> int:
        for i, side in enumerate(self.sides):
            if seat in side:
                return i
        raise ValueError(f"seat {seat} is not at this table")

    def to_dict(self) -> dict:
        data = asdict(self)
        data["trump"] = self.trump.value
        data["match_kind"] = self.match_kind.value
        data["removed"] = [int(c) for c in self.removed]
        data["teams"] = None if self.teams is None else [list(t) for t in self.teams]
        # Left out when off, so a save or a table without the house rule reads as it always did
        # (and a player whose game predates the rule can still join such a table).
        if self.exchange is ExchangeRule.OFF:
            del data["exchange"]
        else:
            data["exchange"] = self.exchange.value
        return data

    @classmethod
    def from_dict(cls, data: object) -> "Variant":
        if not isinstance(data, dict):
            raise ValueError("variant must be a mapping")
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"variant has unknown fields: {sorted(unknown)}")
        kwargs = dict(data)
        try:
            if "removed" in kwargs:
                kwargs["removed"] = tuple(int(c) for c in kwargs["removed"])
            if kwargs.get("teams") is not None:
                kwargs["teams"] = tuple(tuple(int(s) for s in team) for team in kwargs["teams"])
            if "trump" in kwargs:
                kwargs["trump"] = TrumpRule(kwargs["trump"])
            if "match_kind" in kwargs:
                kwargs["match_kind"] = MatchKind(kwargs["match_kind"])
            if "exchange" in kwargs:
                kwargs["exchange"] = ExchangeRule(kwargs["exchange"])
            for name in ("players", "hand_size"):
                if name in kwargs and (not isinstance(kwargs[name], int) or isinstance(kwargs[name], bool)):
                    raise ValueError(f"{name} must be a whole number")
            for name in ("follow_suit", "open_hands", "stock_top_visible", "auction"):
                if name in kwargs and not isinstance(kwargs[name], bool):
                    raise ValueError(f"{name} must be true or false")
            if "name" in kwargs and not isinstance(kwargs["name"], str):
                raise ValueError("name must be text")
        except (TypeError, ValueError) as exc:
            raise ValueError(f"invalid variant: {exc}") from None
        return cls(**kwargs)


_TWOS = tuple(card(s, Rank.TWO) for s in Suit)

#: Every table of the rule sources, by name.
PRESETS: dict[str, Variant] = {
    v.name: v
    for v in (
        Variant(name="two_players"),
        Variant(name="three_players_36", players=3, removed=_TWOS),
        Variant(name="three_players_39", players=3, removed=(card(Suit.COINS, Rank.TWO),)),
        Variant(name="four_teams", players=4, teams=((0, 2), (1, 3))),
        # Each for themselves at four, five and six seats (four_players, five_players, six_players):
        # the deal, draws and scoring of the three-seat table; only the seats and the deck differ.
        Variant(name="four_players", players=4),
        Variant(name="six_two_teams", players=6, removed=_TWOS, teams=((0, 2, 4), (1, 3, 5))),
        Variant(name="six_three_teams", players=6, removed=_TWOS, teams=((0, 3), (1, 4), (2, 5))),
        Variant(name="six_players", players=6, removed=_TWOS),
        Variant(name="chiamata", players=5, hand_size=8, trump=TrumpRule.CALLED, auction=True,
                match_kind=MatchKind.DEALS),
        Variant(name="five_players", players=5),   # plain Briscola at five: no auction, 8 tricks
        Variant(name="scoperta", open_hands=True, stock_top_visible=True),
        Variant(name="briscolone", hand_size=5, trump=TrumpRule.NONE, follow_suit=True,
                match_kind=MatchKind.POINTS),
        Variant(name="briscolone_free", hand_size=5, trump=TrumpRule.NONE, follow_suit=False,
                match_kind=MatchKind.POINTS),
    )
}


def preset(name: str) -> Variant:
    try:
        return PRESETS[name]
    except KeyError:
        raise ValueError(f"unknown table {name!r}; choose one of: {', '.join(PRESETS)}") from None


@dataclass(frozen=True)
class MatchFormat:
    """How a match is won: ``kind`` with its ``target``.

    WINS: the first side to win ``target`` hands (1 = single hand, 2 = best of three,
    3 = best of five, 5 = first to five). POINTS: card points summed over hands up to
    ``target`` (121 or 151). DEALS: ``target`` deals, highest match score wins.
    """

    kind: MatchKind = MatchKind.WINS
    target: int = 2

    def __post_init__(self) -> None:
        if not isinstance(self.target, int) or isinstance(self.target, bool) or self.target < 1:
            raise ValueError("a match target must be a whole number of at least 1")
        if self.kind == MatchKind.POINTS and self.target < 61:
            raise ValueError("a points match goes to at least 61")

    def to_dict(self) -> dict:
        return {"kind": self.kind.value, "target": self.target}

    @classmethod
    def from_dict(cls, data: object) -> "MatchFormat":
        if not isinstance(data, dict) or set(data) != {"kind", "target"}:
            raise ValueError("match format must be a mapping with kind and target")
        try:
            return cls(MatchKind(data["kind"]), data["target"])
        except ValueError as exc:
            raise ValueError(f"invalid match format: {exc}") from None


#: Named match formats (the names the settings and the command line use).
MATCH_FORMATS: dict[str, MatchFormat] = {
    "single_hand": MatchFormat(MatchKind.WINS, 1),
    "best_of_three": MatchFormat(MatchKind.WINS, 2),
    "best_of_five": MatchFormat(MatchKind.WINS, 3),
    "first_to_five": MatchFormat(MatchKind.WINS, 5),
    "to_121": MatchFormat(MatchKind.POINTS, 121),
    "to_151": MatchFormat(MatchKind.POINTS, 151),
    "five_deals": MatchFormat(MatchKind.DEALS, 5),
    "ten_deals": MatchFormat(MatchKind.DEALS, 10),
}


def format_name(fmt: MatchFormat) -> str | None:
    """The name of ``fmt`` in :data:`MATCH_FORMATS` ("best_of_three", "to_121"), or None for one made by hand."""
    return next((name for name, named in MATCH_FORMATS.items() if named == fmt), None)


def default_format(variant: Variant) -> MatchFormat:
    """The usual format for a table: best of three; 121 for Briscolone; five deals for chiamata."""
    return {
        MatchKind.WINS: MATCH_FORMATS["best_of_three"],
        MatchKind.POINTS: MATCH_FORMATS["to_121"],
        MatchKind.DEALS: MATCH_FORMATS["five_deals"],
    }[variant.match_kind]


__all__ = [
    "Variant", "TrumpRule", "ExchangeRule", "MatchKind", "PRESETS", "preset", "MatchFormat", "MATCH_FORMATS",
    "default_format", "replace", "field",
]
