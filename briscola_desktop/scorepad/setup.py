"""Who sits at the table, how they are grouped into sides, and how the game is won.

The sides come from the rules core's table presets (partners face to face at four; at
six two teams of three or three teams of two), the formats are the rules core's
:class:`MatchFormat` values, and chiamata is the core's five-seat table.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from enum import Enum
from typing import Callable, Sequence

from briscola_desktop.rules.variant import MATCH_FORMATS, MatchFormat, MatchKind, preset

from .errors import ScorePadError

MIN_PLAYERS = 2
MAX_PLAYERS = 6
MAX_NAME_LENGTH = 16  # characters after trimming: fits six names side by side at 800x600
MAX_WINS_TARGET = 21  # "first to N": longer than any evening
MAX_DEALS = 40        # chiamata deals in one game
MAX_POINTS_TARGET = 1000
CHIAMATA_PLAYERS = preset("chiamata").players

#: Punctuation a name may hold besides letters, marks, digits and single spaces
#: ("D'Angelo", "Anne-Marie", "Jr.", "Ø. & Co").
NAME_PUNCTUATION = frozenset("'’-.&")


class Seating(str, Enum):
    """How the players form sides."""

    EACH_ALONE = "each_alone"                  # every player for themselves
    PAIRS = "pairs"                            # four seats, partners face to face
    TWO_TEAMS_OF_THREE = "two_teams_of_three"  # six seats
    THREE_TEAMS_OF_TWO = "three_teams_of_two"  # six seats


# The rules core's tables that define each team seating.
_TEAM_PRESETS = {
    Seating.PAIRS: "four_teams",
    Seating.TWO_TEAMS_OF_THREE: "six_two_teams",
    Seating.THREE_TEAMS_OF_TWO: "six_three_teams",
}


def sides_of(seating: Seating, players: int) -> tuple[tuple[int, ...], ...]:
    """The seats of each side, in seat order (seats numbered in play order round the table)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ScorePadError("scorepad.error.player_count", low=MIN_PLAYERS, high=MAX_PLAYERS)
    if seating is Seating.EACH_ALONE:
        return tuple((s,) for s in range(players))
    table = preset(_TEAM_PRESETS[seating])
    if table.players != players:
        raise ScorePadError("scorepad.error.seating", players=players)
    assert table.teams is not None
    return table.teams


def seatings_for(players: int) -> tuple[Seating, ...]:
    """The seatings a table of ``players`` can use."""
    return (Seating.EACH_ALONE,) + tuple(
        s for s, name in _TEAM_PRESETS.items() if preset(name).players == players)


def normalise_name(raw: object) -> str:
    """A name as typed, trimmed, with inner runs of spaces made one, in NFC form.

    Refuses (``ScorePadError``) text that is empty, longer than :data:`MAX_NAME_LENGTH`,
    or holds anything but letters of any script, combining marks, digits, single spaces
    and the punctuation of :data:`NAME_PUNCTUATION`.
    """
    if not isinstance(raw, str):
        raise ScorePadError("scorepad.error.name_empty")
    text = " ".join(unicodedata.normalize("NFC", raw).split())
    if not text:
        raise ScorePadError("scorepad.error.name_empty")
    if len(text) > MAX_NAME_LENGTH:
        raise ScorePadError("scorepad.error.name_too_long", name=text[:MAX_NAME_LENGTH] + "…",
                            limit=MAX_NAME_LENGTH)
    for ch in text:
        kind = unicodedata.category(ch)
        if kind[0] in "LMN" or ch == " " or ch in NAME_PUNCTUATION:
            continue
        raise ScorePadError("scorepad.error.name_character", name=text,
                            character=ch if ch.isprintable() else f"U+{ord(ch):04X}")
    return text


def default_names(players: int, translate: Callable[..., str]) -> tuple[str, ...]:
    """"Player 1", "Player 2"... in the person's language (``translate`` is ``i18n.t``)."""
    return tuple(normalise_name(translate("seat.player", number=i + 1)) for i in range(players))


def is_chiamata(fmt: MatchFormat) -> bool:
    """A chiamata evening: a number of deals scored in match points per seat."""
    return fmt.kind is MatchKind.DEALS


@dataclass(frozen=True)
class Setup:
    """Names in seating order (play order round the table), the seating, the format and
    the first dealer. Build it with :meth:`create`, which checks and tidies everything."""

    names: tuple[str, ...]
    seating: Seating
    format: MatchFormat
    first_dealer: int = 0
    sides: tuple[tuple[int, ...], ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "sides", sides_of(self.seating, len(self.names)))
        for name in self.names:
            if normalise_name(name) != name:  # refuses a bad name with its reason first
                raise ValueError(f"{name!r} is not tidied: build a set-up from typed names with Setup.create")
        taken: set[str] = set()
        for name in self.names:
            if name.casefold() in taken:
                raise ScorePadError("scorepad.error.name_taken", name=name)
            taken.add(name.casefold())
        if not isinstance(self.first_dealer, int) or isinstance(self.first_dealer, bool) \
                or not 0 <= self.first_dealer < self.players:
            raise ScorePadError("scorepad.error.dealer", high=self.players)
        check_format(self.format, self.players, self.seating)

    @classmethod
    def create(cls, names: Sequence[object], seating: Seating | str = Seating.EACH_ALONE,
               fmt: MatchFormat | None = None, first_dealer: int = 0) -> "Setup":
        """Check and tidy typed names (see :func:`normalise_name`) and build the set-up."""
        if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
            raise ScorePadError("scorepad.error.player_count", low=MIN_PLAYERS, high=MAX_PLAYERS)
        tidy = []
        for i, raw in enumerate(names):
            try:
                tidy.append(normalise_name(raw))
            except ScorePadError as exc:
                raise ScorePadError(exc.key, seat=i + 1, **exc.params) from None
        try:
            seating = Seating(seating)
        except ValueError:
            raise ScorePadError("scorepad.error.seating", players=len(names)) from None
        return cls(tuple(tidy), seating, fmt or DEFAULT_FORMAT, first_dealer)

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def chiamata(self) -> bool:
        return is_chiamata(self.format)

    @property
    def teams(self) -> bool:
        return self.seating is not Seating.EACH_ALONE

    def side_of(self, seat: int) -> int:
        return next(i for i, side in enumerate(self.sides) if seat in side)

    def side_names(self, side: int) -> tuple[str, ...]:
        """The names of the players of ``side``."""
        return tuple(self.names[s] for s in self.sides[side])

    def to_dict(self) -> dict:
        return {"names": list(self.names), "seating": self.seating.value,
                "match_format": self.format.to_dict(), "first_dealer": self.first_dealer}

    @classmethod
    def from_dict(cls, data: object) -> "Setup":
        """Rebuild from :meth:`to_dict`; anything wrong raises ``ScorePadError`` or ``ValueError``."""
        if not isinstance(data, dict):
            raise ValueError("the set-up must be a mapping")
        names = data.get("names")
        if not isinstance(names, list):
            raise ValueError("the set-up needs a list of names")
        return cls.create(names, str(data.get("seating")), MatchFormat.from_dict(data.get("match_format")),
                          data.get("first_dealer"))  # type: ignore[arg-type]


#: The source's "two winning hands": the rules core's best of three.
DEFAULT_FORMAT = MATCH_FORMATS["best_of_three"]
#: Formats offered by name (the rules core's named formats).
NAMED_FORMATS = MATCH_FORMATS


def first_to(wins: int) -> MatchFormat:
    """First side to win ``wins`` hands."""
    return MatchFormat(MatchKind.WINS, wins)


def points_to(target: int) -> MatchFormat:
    """Card points added up over hands until a side reaches ``target`` (Briscolone: 121 or 151)."""
    return MatchFormat(MatchKind.POINTS, target)


def deals(count: int) -> MatchFormat:
    """A chiamata evening of ``count`` deals."""
    return MatchFormat(MatchKind.DEALS, count)


def check_format(fmt: object, players: int, seating: Seating) -> None:
    """Refuse a format this table cannot play, or a target beyond any evening."""
    if not isinstance(fmt, MatchFormat):
        raise ScorePadError("scorepad.error.format")
    if fmt.kind is MatchKind.DEALS:
        if players != CHIAMATA_PLAYERS or seating is not Seating.EACH_ALONE:
            raise ScorePadError("scorepad.error.chiamata_table", players=CHIAMATA_PLAYERS)
        if fmt.target > MAX_DEALS:
            raise ScorePadError("scorepad.error.deals_target", high=MAX_DEALS)
    elif fmt.kind is MatchKind.WINS and fmt.target > MAX_WINS_TARGET:
        raise ScorePadError("scorepad.error.wins_target", high=MAX_WINS_TARGET)
    elif fmt.kind is MatchKind.POINTS and fmt.target > MAX_POINTS_TARGET:
        raise ScorePadError("scorepad.error.points_target", high=MAX_POINTS_TARGET)
