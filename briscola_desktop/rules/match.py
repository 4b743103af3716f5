"""A match: hands dealt one after another until the match format is met.

The whole match is saved as variant + format + seed + the actions of each hand;
loading replays them, so an edited or damaged file can never build a broken state.
"""

from __future__ import annotations

import random

from . import events as ev
from .actions import action_from_str, action_to_str
from .errors import IllegalAction, SaveError
from .records import HandResult
from .state import HandState
from .variant import MatchFormat, MatchKind, Variant, default_format

SAVE_FORMAT = "briscola-desktop/match"
SAVE_VERSION = 1
_MAX_HANDS = 500  # a saved match with more hands than this is not a real match


def hand_seed(match_seed: int, hand_index: int) -> int:
    """The deal seed of hand ``hand_index``: the same match seed deals the same cards."""
    return random.Random(f"briscola:{match_seed}:{hand_index}").getrandbits(64)


def dealer_of_hand(first_dealer: int, hand_index: int, players: int) -> int:
    """Who deals hand ``hand_index``: the deal passes to the next seat in play order each hand."""
    return (first_dealer + hand_index) % players


def match_winners(fmt: MatchFormat, hands_won: "list[int] | tuple[int, ...]",
                  scores: "list[int] | tuple[int, ...]", deals_played: int) -> tuple[int, ...] | None:
    """The winning side(s) once the format is met, else ``None`` (play on).

    WINS: the first side with ``target`` hands won. POINTS: the side with the most points
    once someone has ``target``; level at the top plays on. DEALS: after ``target`` deals,
    every side with the best match score (a shared top is a drawn match).
    """
    if fmt.kind is MatchKind.DEALS:
        if deals_played >= fmt.target:
            best = max(scores)
            return tuple(i for i, s in enumerate(scores) if s == best)
        return None
    if fmt.kind is MatchKind.WINS:
        best = max(hands_won)
        return (list(hands_won).index(best),) if best >= fmt.target else None
    best = max(scores)
    if best >= fmt.target:
        leaders = tuple(i for i, s in enumerate(scores) if s == best)
        if len(leaders) == 1:
            return leaders
    return None


class Match:
    """Hands in sequence with the running match score.

    Match sides: the variant's teams, or each seat alone (chiamata scores each seat).
    """

    def __init__(self, variant: Variant, fmt: MatchFormat | None = None, seed: int = 0,
                 first_dealer: int | None = None) -> None:
        fmt = fmt or default_format(variant)
        if fmt.kind != variant.match_kind:
            raise ValueError(f"a {variant.name} match is played by {variant.match_kind.value}, not {fmt.kind.value}")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("the deal number must be a whole number")
        self.variant = variant
        self.format = fmt
        self.seed = seed
        n = variant.players
        self.first_dealer = n - 1 if first_dealer is None else first_dealer
        if not 0 <= self.first_dealer < n:
            raise ValueError(f"first dealer must be a seat from 0 to {n - 1}")
        self.sides: tuple[tuple[int, ...], ...] = (
            tuple((s,) for s in range(n)) if variant.auction else variant.sides)
        self.hands_won = [0] * len(self.sides)
        self.scores = [0] * len(self.sides)   # card points (POINTS) or match points (DEALS)
        self.results: list[HandResult] = []
        self.winners: tuple[int, ...] | None = None
        self._history: list[list] = []   # the actions of the finished hands
        self.hand = self._new_hand(0)

    # ---- progress ------------------------------------------------------------------------
    def _new_hand(self, index: int) -> HandState:
        dealer = dealer_of_hand(self.first_dealer, index, self.variant.players)
        return HandState(self.variant, dealer=dealer, seed=hand_seed(self.seed, index), hand_index=index)

    def hand_events(self) -> list:
        """Everything that happened in the current hand so far, from its deal: what a viewer
        joining now (a resumed match, a review) replays. Rebuilt from the hand's seed and
        actions by the rules core, so nothing outside it re-deals."""
        replay = self._new_hand(self.hand.hand_index)
        events = list(replay.deal_events)
        for action in self.hand.actions:
            events.extend(replay.apply(action))
        return events

    @property
    def hand_index(self) -> int:
        return self.hand.hand_index

    @property
    def is_over(self) -> bool:
        return self.winners is not None

    @property
    def deals_played(self) -> int:
        return sum(1 for r in self.results if not r.thrown_in)

    def side_of(self, seat: int) -> int:
        return next(i for i, side in enumerate(self.sides) if seat in side)

    def apply(self, action: object, seat: int | None = None) -> list:
        """Apply an action to the hand in progress; adds match bookkeeping to the events."""
        if self.is_over:
            raise IllegalAction("the match is over", "start a new match")
        out = self.hand.apply(action, seat)
        if self.hand.is_over:
            out.extend(self._score(self.hand.result))
        return out

    def next_hand(self) -> list:
        """Deal the next hand (after a finished one); returns the deal events."""
        if self.is_over:
            raise IllegalAction("the match is over", "start a new match")
        if not self.hand.is_over:
            raise IllegalAction("the hand is still being played", "finish it first")
        self._history.append(list(self.hand.actions))
        self.hand = self._new_hand(self.hand.hand_index + 1)
        return list(self.hand.deal_events)

    def _score(self, result: HandResult) -> list:
        self.results.append(result)
        if result.thrown_in:
            return []
        fmt = self.format
        if fmt.kind is MatchKind.DEALS:
            for seat, pts in enumerate(result.seat_scores or ()):
                self.scores[seat] += pts
        else:
            # Hand sides and match sides coincide outside chiamata.
            for i, pts in enumerate(result.points):
                self.scores[i] += pts
            if result.winner is not None:
                self.hands_won[result.winner] += 1
        self.winners = match_winners(fmt, self.hands_won, self.scores, self.deals_played)
        if self.winners is not None:
            tally = self.hands_won if fmt.kind is MatchKind.WINS else self.scores
            return [ev.MatchOver(self.winners, tuple(tally))]
        return []

    # ---- saving --------------------------------------------------------------------------
    def to_dict(self) -> dict:
        """Variant + format + seed + the actions of every hand (plain YAML/JSON-safe values)."""
        actions = [[action_to_str(a) for a in h] for h in (*self._history, self.hand.actions)]
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "variant": self.variant.to_dict(),
            "match_format": self.format.to_dict(),
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "hands": actions,
        }

    @classmethod
    def from_dict(cls, data: object) -> "Match":
        """Rebuild a match by replaying its actions; raises :class:`SaveError` on any inconsistency."""
        try:
            if not isinstance(data, dict):
                raise SaveError("a saved match must be a mapping")
            if data.get("format") != SAVE_FORMAT:
                raise SaveError("this is not a saved Briscola match")
            if data.get("version") != SAVE_VERSION:
                raise SaveError(f"saved match version {data.get('version')!r} is not supported")
            variant = Variant.from_dict(data.get("variant"))
            fmt = MatchFormat.from_dict(data.get("match_format"))
            hands = data.get("hands")
            if not isinstance(hands, list) or not hands or len(hands) > _MAX_HANDS:
                raise SaveError("a saved match needs a list of hands")
            match = cls(variant, fmt, seed=data.get("seed"), first_dealer=data.get("first_dealer"))
            for i, acts in enumerate(hands):
                if not isinstance(acts, list):
                    raise SaveError(f"hand {i + 1}: the actions must be a list")
                if i > 0:
                    match.next_hand()
                for j, text in enumerate(acts):
                    try:
                        match.apply(action_from_str(text))
                    except (ValueError, IllegalAction) as exc:
                        raise SaveError(f"hand {i + 1}, action {j + 1} ({text!r}): {exc}") from None
            return match
        except SaveError:
            raise
        except (ValueError, TypeError, KeyError) as exc:
            raise SaveError(f"saved match is damaged: {exc}") from None
