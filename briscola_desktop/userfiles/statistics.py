"""Everything counted over the person's finished matches (``statistics.yaml``).

Matches against the computer fill the totals, the tables, the levels, the streaks and the
chart; matches with friends (at a networked table) are kept apart, by table, in ``friends``.
A file written before the friends' section existed loads with it empty.

Read field by field: a count outside its range, a total that disagrees with its parts, a
streak longer than the wins, an entry of the wrong shape is refused and named, so the store
knows the file was repaired and keeps the original beside it."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

from .checks import MAX_COUNT, is_match_id, is_name, is_whole

# The most card points one side can take in one hand: every point of the deck.
MAX_HAND_POINTS = 120
# A match has at most this many hands (the rules core refuses longer saves).
MAX_MATCH_HANDS = 500
LAST_RESULTS_LIMIT = 30  # enough for a small chart
RECORDED_IDS_LIMIT = 200  # matches remembered for "count once"; a replay can only repeat a recent one
MAX_TALLY_KEYS = 200  # tables/levels kept per breakdown; guards a hostile file
_TALLY_COUNTS = ("matches_won", "matches_drawn", "matches_lost", "hands_won", "hands_drawn", "hands_lost",
                 "points_total")


def _count(data: dict[str, Any], name: str, refused: list[str], where: str) -> int:
    value = data.get(name, 0)
    if is_whole(value, 0, MAX_COUNT):
        return int(value)
    refused.append(f"{where}.{name}")
    return 0


@dataclass
class Tally:
    """Counts for one slice of the statistics (all play, one table, or one level)."""

    matches_played: int = 0
    matches_won: int = 0
    matches_drawn: int = 0
    matches_lost: int = 0
    hands_played: int = 0
    hands_won: int = 0
    hands_drawn: int = 0
    hands_lost: int = 0
    points_total: int = 0  # the person's points summed over every hand, for the average
    best_hand: int | None = None  # most points the person took in one hand

    @property
    def average_points(self) -> float | None:
        """Average points the person took per hand, or None before the first hand."""
        return self.points_total / self.hands_played if self.hands_played else None

    def add(self, won: bool | None, hands: list[tuple[int, int, bool | None]]) -> None:
        self.matches_played += 1
        if won is True:
            self.matches_won += 1
        elif won is False:
            self.matches_lost += 1
        else:
            self.matches_drawn += 1
        for mine, _theirs, hand_won in hands:
            self.hands_played += 1
            if hand_won is True:
                self.hands_won += 1
            elif hand_won is False:
                self.hands_lost += 1
            else:
                self.hands_drawn += 1
            self.points_total += mine
            if self.best_hand is None or mine > self.best_hand:
                self.best_hand = mine

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object, refused: list[str] | None = None, where: str = "tally") -> Tally:
        """Read counts field by field; a bad count becomes 0 and is named in ``refused``. The
        won/drawn/lost split is trusted over a 'played' total that disagrees with it."""
        refused = [] if refused is None else refused
        tally = cls()
        if not isinstance(data, dict):
            refused.append(where)
            return tally
        for name in _TALLY_COUNTS:
            setattr(tally, name, _count(data, name, refused, where))
        tally.matches_played = tally.matches_won + tally.matches_drawn + tally.matches_lost
        tally.hands_played = tally.hands_won + tally.hands_drawn + tally.hands_lost
        for name in ("matches_played", "hands_played"):
            if name in data and data[name] != getattr(tally, name):
                refused.append(f"{where}.{name}")
        # No hand is worth more than the deck's 120 points: a larger total is impossible.
        if tally.points_total > MAX_HAND_POINTS * tally.hands_played:
            tally.points_total = 0
            refused.append(f"{where}.points_total")
        best = data.get("best_hand")
        possible = (
            is_whole(best, 0, MAX_HAND_POINTS)
            and tally.hands_played > 0
            and (tally.points_total == 0 or best <= tally.points_total)  # type: ignore[operator]
        )
        tally.best_hand = best if possible else None  # type: ignore[assignment]
        if best is not None and not possible:
            refused.append(f"{where}.best_hand")
        return tally


@dataclass
class MatchResult:
    """One finished match, for the chart of recent results."""

    result: str  # "won" | "drawn" | "lost"
    points_for: int  # the person's points summed over the match's hands
    points_against: int
    variant: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> MatchResult | None:
        """The result in ``data``, or None when any part of it is out of shape or range."""
        if not isinstance(data, dict):
            return None
        result, pf, pa, variant = (
            data.get("result"), data.get("points_for"), data.get("points_against"), data.get("variant")
        )
        most = MAX_HAND_POINTS * MAX_MATCH_HANDS  # a match's points cannot exceed this
        if result not in ("won", "drawn", "lost") or not (is_whole(pf, 0, most) and is_whole(pa, 0, most)):
            return None
        if not (is_name(variant) or variant == ""):
            return None
        return cls(result, pf, pa, variant)


@dataclass
class Statistics:
    """Everything counted over the person's finished matches.

    A match is counted once: ``record_match`` remembers the match id (the most recent
    ``RECORDED_IDS_LIMIT`` of them) and ignores a second record of the same id, e.g. when
    a match is replayed from the autosave after the end was already counted.
    """

    total: Tally = field(default_factory=Tally)
    by_variant: dict[str, Tally] = field(default_factory=dict)
    by_level: dict[str, Tally] = field(default_factory=dict)
    current_streak: int = 0  # matches won in a row, up to the latest one; a draw ends it
    longest_streak: int = 0
    last_results: list[MatchResult] = field(default_factory=list)  # oldest first, bounded
    recorded_ids: list[str] = field(default_factory=list)  # oldest first, bounded; both kinds of match
    friends: dict[str, Tally] = field(default_factory=dict)  # matches with friends, by table

    def record_match(
        self,
        match_id: str,
        *,
        variant: str,
        level: str,
        won: bool | None,
        hands: list[tuple[int, int, bool | None]],
    ) -> bool:
        """Count a finished match against the computer. ``won`` is None for a drawn match;
        ``hands`` gives (my points, opponents' points, won or None for drawn) per hand.
        Returns False, counting nothing, when ``match_id`` was already recorded."""
        if not is_name(level):
            raise ValueError(f"record_match: bad level name {level!r}")
        checked = _checked_match(match_id, variant, won, hands)
        if match_id in self.recorded_ids:
            return False
        for tally in (
            self.total,
            self.by_variant.setdefault(variant, Tally()),
            self.by_level.setdefault(level, Tally()),
        ):
            tally.add(won, checked)
        if won is True:
            self.current_streak += 1
            self.longest_streak = max(self.longest_streak, self.current_streak)
        else:
            self.current_streak = 0
        result = "won" if won is True else "lost" if won is False else "drawn"
        self.last_results.append(
            MatchResult(result, sum(h[0] for h in checked), sum(h[1] for h in checked), variant)
        )
        del self.last_results[:-LAST_RESULTS_LIMIT]
        self._remember(match_id)
        return True

    def record_friends_match(
        self,
        match_id: str,
        *,
        variant: str,
        won: bool | None,
        hands: list[tuple[int, int, bool | None]],
    ) -> bool:
        """Count a finished match with friends in :attr:`friends` under its table, apart from the
        matches against the computer (no total, level, streak or chart changes). Arguments as in
        :meth:`record_match`; False, counting nothing, when ``match_id`` was already recorded."""
        checked = _checked_match(match_id, variant, won, hands)
        if match_id in self.recorded_ids:
            return False
        if variant not in self.friends and len(self.friends) >= MAX_TALLY_KEYS:
            raise ValueError(f"record_friends_match: more than {MAX_TALLY_KEYS} tables")
        self.friends.setdefault(variant, Tally()).add(won, checked)
        self._remember(match_id)
        return True

    def _remember(self, match_id: str) -> None:
        self.recorded_ids.append(match_id)
        del self.recorded_ids[:-RECORDED_IDS_LIMIT]

    @property
    def friends_total(self) -> Tally:
        """Every match with friends, all tables together."""
        total = Tally()
        for tally in self.friends.values():
            for name in _TALLY_COUNTS + ("matches_played", "hands_played"):
                setattr(total, name, getattr(total, name) + getattr(tally, name))
            if tally.best_hand is not None and (total.best_hand is None or tally.best_hand > total.best_hand):
                total.best_hand = tally.best_hand
        return total

    def reset(self) -> None:
        """Start counting from zero. The recorded match ids are kept on purpose: a match
        counted before the reset must not be counted again after it."""
        ids = self.recorded_ids
        fresh = Statistics()
        for f in fields(self):
            setattr(self, f.name, getattr(fresh, f.name))
        self.recorded_ids = ids

    # Convenience views for the statistics screen.
    @property
    def matches_played(self) -> int:
        return self.total.matches_played

    @property
    def average_points(self) -> float | None:
        return self.total.average_points

    @property
    def best_hand(self) -> int | None:
        return self.total.best_hand

    def to_dict(self) -> dict[str, Any]:
        return {
            "total": self.total.to_dict(),
            "by_variant": {k: v.to_dict() for k, v in self.by_variant.items()},
            "by_level": {k: v.to_dict() for k, v in self.by_level.items()},
            "current_streak": self.current_streak,
            "longest_streak": self.longest_streak,
            "last_results": [r.to_dict() for r in self.last_results],
            "recorded_ids": list(self.recorded_ids),
            "friends": {k: v.to_dict() for k, v in self.friends.items()},
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Statistics:
        """Build statistics from a loaded mapping, field by field (see :meth:`read`)."""
        return cls.read(data)[0]

    @classmethod
    def read(cls, data: dict[str, Any]) -> tuple[Statistics, list[str]]:
        """The statistics in ``data`` and the names of the parts refused (bad parts become empty)."""
        refused: list[str] = []
        stats = cls(total=Tally.from_dict(data.get("total", {}), refused, "total"))
        for name in ("by_variant", "by_level", "friends"):
            raw = data.get(name, {})
            if not isinstance(raw, dict) or len(raw) > MAX_TALLY_KEYS:
                refused.append(name)
                continue
            table = {k: Tally.from_dict(v, refused, f"{name}.{k}") for k, v in raw.items()
                     if is_name(k) and isinstance(v, dict)}
            if len(table) != len(raw):
                refused.append(name)
            setattr(stats, name, table)
        # A streak is made of won matches: a longer one than the wins counted is impossible.
        longest = _count(data, "longest_streak", refused, "streak")
        stats.longest_streak = longest if longest <= stats.total.matches_won else 0
        current = _count(data, "current_streak", refused, "streak")
        stats.current_streak = min(current, stats.longest_streak)
        if (stats.longest_streak, stats.current_streak) != (longest, current):
            refused.append("streak")
        stats.last_results = _bounded(data.get("last_results", []), LAST_RESULTS_LIMIT, MatchResult.from_dict,
                                      refused, "last_results")
        stats.recorded_ids = _bounded(data.get("recorded_ids", []), RECORDED_IDS_LIMIT, _match_id,
                                      refused, "recorded_ids")
        return stats, refused


def _match_id(value: object) -> str | None:
    return value if is_match_id(value) else None


def _bounded(raw: object, limit: int, build: Any, refused: list[str], where: str) -> list[Any]:
    """The last ``limit`` entries of ``raw`` that ``build`` accepts; anything else is named in ``refused``."""
    if not isinstance(raw, list) or len(raw) > limit:
        refused.append(where)
        raw = raw[-limit:] if isinstance(raw, list) else []
    built = [build(entry) for entry in raw]
    if any(entry is None for entry in built):
        refused.append(where)
    return [entry for entry in built if entry is not None]


def _checked_match(match_id: object, variant: object, won: object, hands: object) -> list[tuple[int, int, bool | None]]:
    """The hands of a match to count, once its id, table and result are checked (ValueError)."""
    if not is_match_id(match_id):
        raise ValueError(f"record_match needs a short plain match id, got {match_id!r}")
    if not is_name(variant):
        raise ValueError(f"record_match: bad variant name {variant!r}")
    if won not in (True, False, None):
        raise ValueError(f"record_match: won must be True, False or None, got {won!r}")
    if not isinstance(hands, (list, tuple)) or len(hands) > MAX_MATCH_HANDS:
        raise ValueError(f"record_match: hands must be a list of at most {MAX_MATCH_HANDS}")
    return [_checked_hand(hand) for hand in hands]


def _checked_hand(hand: object) -> tuple[int, int, bool | None]:
    if (
        not isinstance(hand, (tuple, list))
        or len(hand) != 3
        or not is_whole(hand[0], 0, MAX_HAND_POINTS)
        or not is_whole(hand[1], 0, MAX_HAND_POINTS)
        or hand[2] not in (True, False, None)
    ):
        raise ValueError(f"record_match: each hand is (my points, their points, won/None), got {hand!r}")
    return (hand[0], hand[1], hand[2])


__all__ = ["LAST_RESULTS_LIMIT", "MAX_HAND_POINTS", "MAX_MATCH_HANDS", "MAX_TALLY_KEYS", "MatchResult",
           "RECORDED_IDS_LIMIT", "Statistics", "Tally"]
