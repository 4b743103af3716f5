"""A game kept on the score pad: the hands as entered, and everything worked out from them.

The pad stores only the set-up and the hands; the totals, the dealer of each hand and the
winner are recomputed from them by the rules core's functions every time something
changes. So undo and correction cannot leave a stale total behind, and a change that
would not make sense (a hand after the game was won) is refused with nothing changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from briscola_desktop.rules.match import dealer_of_hand, match_winners
from briscola_desktop.rules.variant import MatchKind

from .errors import ScorePadError
from .hands import Hand, HandOutcome, hand_from_dict, outcome
from .setup import Setup

SAVE_FORMAT = "briscola-desktop/scorepad-game"
SAVE_VERSION = 1
MAX_HANDS = 500  # far more than any evening; a longer saved list is not a real game


@dataclass(frozen=True)
class Standing:
    """Where the game stands after some hands.

    ``hands_won`` and ``points`` are per side (``points``: card points added up over the
    hands); for chiamata ``match_points`` is per seat and ``deals`` counts the deals.
    ``winners`` is set once the format is met: one side, or several sharing the top of a
    chiamata evening (a drawn game).
    """

    hands_won: tuple[int, ...]
    points: tuple[int, ...]
    match_points: tuple[int, ...]
    deals: int
    winners: tuple[int, ...] | None

    @property
    def over(self) -> bool:
        return self.winners is not None


def replay(setup: Setup, hands: Sequence[Hand]) -> tuple[tuple[HandOutcome, ...], Standing]:
    """Check every hand in order and work out the standing after each.

    Raises ``ScorePadError`` for a bad hand (its ``hand`` parameter is the 1-based number)
    or for a hand after the game was already won.
    """
    n_sides = len(setup.sides)
    hands_won = [0] * n_sides
    points = [0] * n_sides
    match_points = [0] * setup.players
    deals = 0
    winners: tuple[int, ...] | None = None
    outcomes: list[HandOutcome] = []
    if len(hands) > MAX_HANDS:
        raise ScorePadError("scorepad.error.too_many_hands", limit=MAX_HANDS)
    for index, hand in enumerate(hands):
        number = index + 1
        if winners is not None:
            raise ScorePadError("scorepad.error.game_over", hand=number, over_at=index)
        dealer = dealer_of_hand(setup.first_dealer, index, setup.players)
        try:
            result = outcome(hand, number, dealer, n_sides, setup.players, setup.chiamata)
        except ScorePadError as exc:
            raise ScorePadError(exc.key, hand=number, **exc.params) from None
        outcomes.append(result)
        if result.seat_scores is not None:
            deals += 1
            for seat, score in enumerate(result.seat_scores):
                match_points[seat] += score
            winners = match_winners(setup.format, hands_won, match_points, deals)
            continue
        deals += 1
        for side, value in enumerate(hand.points):  # type: ignore[union-attr]
            points[side] += value
        if result.winner is not None:
            hands_won[result.winner] += 1
        winners = match_winners(setup.format, hands_won, points, deals)
    standing = Standing(tuple(hands_won), tuple(points), tuple(match_points), deals, winners)
    return tuple(outcomes), standing


class ScoreGame:
    """The game on the pad: record, undo and correct hands; read the standing.

    Every change is checked on a copy of the hand list first and applied only if the whole
    game still makes sense, so nothing is ever half-applied.
    """

    def __init__(self, setup: Setup, hands: Sequence[Hand] = ()) -> None:
        self.setup = setup
        self._hands: tuple[Hand, ...] = ()
        self.outcomes: tuple[HandOutcome, ...] = ()
        self.standing: Standing = replay(setup, ())[1]
        self._commit(tuple(hands))

    def _commit(self, hands: tuple[Hand, ...]) -> None:
        outcomes, standing = replay(self.setup, hands)  # raises before anything changes
        self._hands, self.outcomes, self.standing = hands, outcomes, standing

    # ---- reading ---------------------------------------------------------------------------
    @property
    def hands(self) -> tuple[Hand, ...]:
        return self._hands

    @property
    def over(self) -> bool:
        return self.standing.over

    @property
    def winners(self) -> tuple[int, ...] | None:
        """The winning side(s) (seats for chiamata), or None while the game goes on."""
        return self.standing.winners

    @property
    def next_dealer(self) -> int:
        """The seat that deals the next hand (the deal passes round the table, drawn hands too)."""
        return dealer_of_hand(self.setup.first_dealer, len(self._hands), self.setup.players)

    @property
    def next_number(self) -> int:
        return len(self._hands) + 1

    @property
    def uses_points_total(self) -> bool:
        """True when the format adds up card points (Briscolone to 121 or 151)."""
        return self.setup.format.kind is MatchKind.POINTS

    # ---- changing ----------------------------------------------------------------------------
    def check(self, hand: Hand) -> HandOutcome:
        """What recording ``hand`` next would decide, without recording it."""
        if self.over:
            raise ScorePadError("scorepad.error.game_over", hand=self.next_number, over_at=len(self._hands))
        return replay(self.setup, self._hands + (hand,))[0][-1]

    def record(self, hand: Hand) -> HandOutcome:
        """Add the next hand. Refused after the game is over or when the hand is not valid."""
        if self.over:
            raise ScorePadError("scorepad.error.game_over", hand=self.next_number, over_at=len(self._hands))
        self._commit(self._hands + (hand,))
        return self.outcomes[-1]

    def undo(self) -> Hand:
        """Take back the last hand (also after the game was won) and return it."""
        if not self._hands:
            raise ScorePadError("scorepad.error.nothing_to_undo")
        last = self._hands[-1]
        self._commit(self._hands[:-1])
        return last

    def correct(self, number: int, hand: Hand) -> HandOutcome:
        """Replace hand ``number`` (1-based) and recompute everything after it.

        Refused if the correction would end the game before hands that follow it."""
        if not isinstance(number, int) or not 1 <= number <= len(self._hands):
            raise ScorePadError("scorepad.error.no_such_hand", hand=number, count=len(self._hands))
        hands = list(self._hands)
        hands[number - 1] = hand
        try:
            self._commit(tuple(hands))
        except ScorePadError as exc:
            if exc.key != "scorepad.error.game_over":
                raise
            raise ScorePadError("scorepad.error.correction_ends_game", hand=number,
                                over_at=exc.params["over_at"]) from None
        return self.outcomes[number - 1]

    # ---- saving --------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "setup": self.setup.to_dict(),
                "hands": [h.to_dict() for h in self._hands]}

    @classmethod
    def from_dict(cls, data: object) -> "ScoreGame":
        """Rebuild a saved game by recording its hands again; ``ValueError`` (or its subclass
        ``ScorePadError``) if anything is wrong, so a damaged file cannot build a broken game."""
        if not isinstance(data, dict):
            raise ValueError("a saved score pad game must be a mapping")
        if data.get("format") != SAVE_FORMAT or data.get("version") != SAVE_VERSION:
            raise ValueError("this is not a score pad game this version can read")
        setup = Setup.from_dict(data.get("setup"))
        hands = data.get("hands")
        if not isinstance(hands, list):
            raise ValueError("a saved score pad game needs a list of hands")
        return cls(setup, [hand_from_dict(h) for h in hands])
