"""The analysis of a finished hand: every card the person could have played, valued by the search.

The hand is replayed by the rules core. At each card the reviewed seat played, the seat's
view (``state.view(seat)``: its own hand, the trump, the table, the cards gone; never a hidden
card) is handed to the search, which deals the unseen cards many times over and plays every
legal card out in each dealt world. A card's value is the points its side ends the hand with
on average; the cost of a play is the best value minus the value of the card played.

Only card plays are judged. At a table playing the exchange of the seven, a card played while the
exchange was open is judged against the exchange too (valued by the search as the best card to play
after it): when exchanging first was worth more than a point over the best card, the play is marked
with a reason of its own (:data:`.reasons.MISSED_EXCHANGE`). An exchange made is not a decision of
its own here: the card played after it is judged as any other.

The chiamata auction and call are not: the search values cards
from a fixed contract, and no measure we have of a bid is fair enough to call one a mistake
(:data:`NOTE_AUCTION` says so in the review).
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator
from dataclasses import dataclass, field, replace
from enum import Enum

from briscola_desktop.ai import evaluate
from briscola_desktop.ai.search import HARD, run
from briscola_desktop.rules import EXCHANGE, POINTS, Card, Exchange, Phase, SaveError, View, card_from_key
from briscola_desktop.rules.cards import STRENGTH, SUIT_INDEX, TOTAL_POINTS

from .reasons import Reason, explain, missed_exchange
from .record import PERSON, HandRecord

#: A play within this many points of the best counts as accurate ...
ACCURATE = 1.0
#: ... and is shown as the best card itself: which of two cards this close is higher changes
#: with the seed of the analysis (the bench prints how often), so the review does not pick.
TIE = ACCURATE
#: A play that cost at least this many points on average is a mistake ...
MISTAKE = 3.0
#: ... and more than this many, a blunder.
BLUNDER = 8.0
#: Shown in a chiamata review: the auction and the call are not judged.
NOTE_AUCTION = "review.note.auction_not_judged"
# Averages of whole points carry float noise: 1.0000000002 points is still one point.
_EPSILON = 1e-6

# Hard's settings, but valuing plain card points (no chiamata bid bonus), so a cost reads as
# points; the world count is set per call.
_SEARCH = replace(HARD, target_bonus=0)


def card_values(view: View, rng: random.Random, worlds: int) -> dict:
    """The points each legal card is worth on average to ``view.seat``'s side (the one door into the AI);
    with the exchange of the seven open, :data:`~briscola_desktop.rules.EXCHANGE` too (the best card after it).

    ``ai.evaluate``: Hard's judgement of every legal card with a fixed number of worlds (points
    already captured included; the exact endgame solve where Hard uses it).
    """
    return evaluate(view, rng, worlds=worlds, settings=_SEARCH)


@dataclass(frozen=True)
class Depth:
    """How many worlds a decision gets: batches (one search each) until the verdict is settled.

    ``min_batches`` always; more, up to ``max_batches``, while the best card or the play's mark
    is still within ``settled_z`` standard errors (of the batch means) of changing.
    ``python -m briscola_desktop.bench review`` prints how often the best card changes with the
    seed at a given depth, and how long a hand takes.
    """

    # 250 x 4..16 measured on 10 two-player hands (bench review): the best card shown changed
    # in 2.6% of 190 decisions between seeds, 5.1 s per hand on one core (150 x 4..12: 6.8%, 3.5 s).
    batch_worlds: int = 250
    min_batches: int = 4
    max_batches: int = 16
    settled_z: float = 2.0

    @classmethod
    def fixed(cls, worlds: int) -> Depth:
        """Exactly ``worlds`` worlds in one batch (tests, comparisons)."""
        return cls(batch_worlds=worlds, min_batches=1, max_batches=1)


def _mean(values: list[float]) -> float:
    return sum(values) / len(values)


def _stderr(values: list[float]) -> float:
    k = len(values)
    if k < 2:
        return 0.0
    m = _mean(values)
    return math.sqrt(sum((v - m) ** 2 for v in values) / (k - 1) / k)


def _in_doubt(batches: list[dict[Card, float]], played: Card, z: float) -> bool:
    """Could more worlds still change the play's mark or the best card shown?"""
    means = {c: _mean([b[c] for b in batches]) for c in batches[0]}
    top = max(means, key=means.__getitem__)
    diffs = [b[top] - b[played] for b in batches]
    cost, se = _mean(diffs), _stderr(diffs)
    if any(abs(cost - edge) < z * se for edge in {TIE, ACCURATE, MISTAKE, BLUNDER}):
        return True
    if cost > TIE:  # the best card shown is the top one: is it clearly on top?
        for c in means:
            if c != top:
                gaps = [b[top] - b[c] for b in batches]
                if _mean(gaps) < z * _stderr(gaps):
                    return True
    return False


def estimate(view: View, key: str, played: Card, depth: Depth = Depth()) -> tuple[dict[Card, float], int]:
    """``(value of each legal card, worlds dealt)`` for ``view``, searched to ``depth``.

    ``key`` fixes the random worlds (the same key, the same values).
    """
    batches: list[dict[Card, float]] = []
    while len(batches) < depth.max_batches:
        batches.append(card_values(view, random.Random(f"{key}:{len(batches)}"), depth.batch_worlds))
        if len(batches) == 2 and batches[0] == batches[1]:
            batches.pop()  # the same values from other worlds: an exact solve, nothing to average
            break
        if len(batches) >= depth.min_batches and not _in_doubt(batches, played, depth.settled_z):
            break
    means = {c: _mean([b[c] for b in batches]) for c in batches[0]}
    return means, len(batches) * depth.batch_worlds


class Verdict(str, Enum):
    """How a play is marked in the review."""

    FORCED = "forced"          # one legal card: not a decision
    GOOD = "good"              # within ACCURATE points of the best
    INACCURACY = "inaccuracy"  # cost above ACCURATE, below MISTAKE
    MISTAKE = "mistake"        # cost of MISTAKE points or more
    BLUNDER = "blunder"        # cost of more than BLUNDER points

    @classmethod
    def of(cls, cost: float, choices: int) -> Verdict:
        if choices <= 1:
            return cls.FORCED
        if cost > BLUNDER + _EPSILON:
            return cls.BLUNDER
        if cost >= MISTAKE - _EPSILON:
            return cls.MISTAKE
        if cost > ACCURATE + _EPSILON:
            return cls.INACCURACY
        return cls.GOOD


@dataclass(frozen=True)
class Decision:
    """One card the reviewed seat played, with what every legal card was worth from its view."""

    action_index: int                 # position of the play in the hand's actions
    view: View                        # what the seat could see when it chose
    played: Card
    values: dict[Card, float] = field(hash=False)
    best: Card
    cost: float                       # points the play cost on average (0 for the best card)
    verdict: Verdict
    reasons: tuple[Reason, ...]       # most telling first; empty unless a mistake or a blunder
    worlds: int = 0                   # worlds dealt to value the cards (0: forced, or an exact solve)
    #: The exchange of the seven was open and not made: what exchanging first (then the best card) was
    #: worth; None when it was not open. Not among ``values``, which are the cards'.
    exchange_value: float | None = None

    @property
    def missed_exchange(self) -> bool:
        """The seat played a card where exchanging first was worth more than a point over its best card."""
        return self.exchange_value is not None and bool(self.values) \
            and self.exchange_value - max(self.values.values()) > ACCURATE + _EPSILON

    @property
    def trick(self) -> int:
        """0-based number of the trick the card went to."""
        return len(self.view.tricks)

    @property
    def judged(self) -> bool:
        return self.verdict is not Verdict.FORCED

    @property
    def accurate(self) -> bool:
        return self.cost <= ACCURATE + _EPSILON

    def ranked(self) -> list[tuple[Card, float]]:
        """The legal cards, best first."""
        return sorted(self.values.items(), key=lambda cv: (-cv[1], int(cv[0])))


@dataclass(frozen=True)
class HandReview:
    """The review of one hand for one seat."""

    record: HandRecord
    seat: int
    decisions: tuple[Decision, ...]
    seed: int
    notes: tuple[str, ...] = ()

    @property
    def judged(self) -> list[Decision]:
        """Decisions with a real choice (a forced card is not a decision)."""
        return [d for d in self.decisions if d.judged]

    @property
    def accuracy(self) -> float | None:
        """Share of the decisions within :data:`ACCURATE` points of the best (None: no decision)."""
        judged = self.judged
        if not judged:
            return None
        return sum(1 for d in judged if d.accurate) / len(judged)

    @property
    def mistakes(self) -> list[Decision]:
        """Mistakes and blunders, in playing order."""
        return [d for d in self.decisions if d.verdict in (Verdict.MISTAKE, Verdict.BLUNDER)]

    @property
    def points_given_away(self) -> float:
        """Points the mistakes and blunders cost on average."""
        return sum(d.cost for d in self.mistakes)

    def costliest(self, count: int = 3) -> list[Decision]:
        """The ``count`` costliest plays that were not accurate, costliest first."""
        wrong = [d for d in self.judged if not d.accurate]
        return sorted(wrong, key=lambda d: (-d.cost, d.action_index))[:count]

    def cache(self) -> dict:
        """The searched values as plain data, to rebuild this review with :func:`review_from_cache`."""
        return {"seat": self.seat, "seed": self.seed,
                "values": {str(d.action_index): _cached(d) for d in self.decisions if d.judged}}


def _cached(d: Decision) -> dict:
    out = {"worlds": d.worlds, "cards": {c.key: round(v, 3) for c, v in d.values.items()}}
    if d.exchange_value is not None:
        out["exchange"] = round(d.exchange_value, 3)
    return out


def _key(seed: int, record: HandRecord, action_index: int) -> str:
    """Fixes the worlds of one decision by the analysis seed and the position, so an analysis can be repeated."""
    return f"review:{seed}:{record.seed}:{action_index}"


def _give_away_key(trump: int | None):
    """Prefer the card cheaper to give away: fewer points, not a trump, weaker."""
    return lambda c: (POINTS[c], SUIT_INDEX[c] == trump, STRENGTH[c], int(c))


def _pick_best(values: dict[Card, float], played: Card, trump: int | None) -> Card:
    """The best card: the one played if within :data:`TIE` of the top, else the top one
    (on an exact tie, the card cheaper to give away)."""
    top = max(values.values())
    if values[played] >= top - TIE - _EPSILON:
        return played
    return min((c for c in values if values[c] >= top - _EPSILON), key=_give_away_key(trump))


def judge(action_index: int, view: View, played: Card, values: dict, worlds: int = 0) -> Decision:
    """Mark one play from the values of the legal actions (the cards, and :data:`EXCHANGE` when it was open).

    With the exchange open and not made, the play's cost is measured from the better of the best card and
    the exchange; a missed exchange worth more than :data:`ACCURATE` points over the best card is the first
    reason, whatever the mark, and the card's own reasons follow when the card alone was a mistake.
    """
    cards = {c: v for c, v in values.items() if not isinstance(c, Exchange)}
    exchange_value = values.get(EXCHANGE)
    best = _pick_best(cards, played, view.trump_suit)
    top_card = max(cards.values())
    card_cost = max(0.0, top_card - cards[played])
    cost = max(0.0, max(values.values()) - cards[played])
    verdict = Verdict.of(cost, len(values))
    bad = (Verdict.MISTAKE, Verdict.BLUNDER)
    reasons: tuple[Reason, ...] = ()
    if exchange_value is not None and exchange_value - top_card > ACCURATE + _EPSILON:
        reasons = (missed_exchange(view, exchange_value - top_card),)
        if Verdict.of(card_cost, len(cards)) in bad:
            reasons += explain(view, played, best, cards)
    elif verdict in bad:
        reasons = explain(view, played, best, cards)
    return Decision(action_index, view, played, cards, best, cost, verdict, reasons, worlds, exchange_value)


def plays_to_judge(record: HandRecord, seat: int = PERSON) -> list[tuple[int, View, Card]]:
    """``(action index, view, card played)`` for every card ``seat`` played (replayed by the rules core).

    An exchange of the seven is not a card played: the card after it is judged from the view the
    exchange left (its hand holding the card taken)."""
    if not 0 <= seat < record.variant.players:
        raise ValueError(f"seat {seat} is not at a {record.variant.players}-seat table")
    out = []
    for i, (state, action) in enumerate(record.steps()):
        if state.phase is Phase.PLAY and state.to_act == seat and isinstance(action, Card):
            out.append((i, state.view(seat), action))
    return out


def analyse_steps(record: HandRecord, *, seat: int = PERSON, depth: Depth = Depth(),
                  seed: int = 0) -> Generator[tuple[int, int], None, HandReview]:
    """Generator: yields ``(decisions done, decisions in all)`` after each decision, returns the review.

    A worker advances it to the end (see :func:`analyse`); the UI may show the progress.
    """
    plays = plays_to_judge(record, seat)
    decisions = []
    for k, (i, view, played) in enumerate(plays):
        legal = view.legal_actions()
        if len(legal) == 1:
            decisions.append(judge(i, view, played, {legal[0]: 0.0}))
        else:
            values, worlds = estimate(view, _key(seed, record, i), played, depth)
            decisions.append(judge(i, view, played, values, worlds))
        yield k + 1, len(plays)
    notes = (NOTE_AUCTION,) if record.variant.auction else ()
    return HandReview(record, seat, tuple(decisions), seed, notes)


def analyse(record: HandRecord, *, seat: int = PERSON, depth: Depth = Depth(), seed: int = 0) -> HandReview:
    """The review of ``record`` for ``seat`` (seconds of work: run it off the frame)."""
    return run(analyse_steps(record, seat=seat, depth=depth, seed=seed))


def review_from_cache(record: HandRecord, cache: object) -> HandReview:
    """Rebuild a review from :meth:`HandReview.cache` without searching; :class:`SaveError` if it does not fit.

    The hand is replayed and every cached value checked against the legal cards of the
    position it claims, so a stale or edited cache is refused rather than shown.
    """
    if not isinstance(cache, dict):
        raise SaveError("a cached analysis must be a mapping")
    seat, seed, values = (cache.get(k) for k in ("seat", "seed", "values"))
    for name, value in (("seat", seat), ("seed", seed)):
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise SaveError(f"cached analysis: {name} must be a whole number")
    if not isinstance(values, dict):
        raise SaveError("cached analysis: values must be a mapping")
    try:
        plays = plays_to_judge(record, seat)
    except ValueError as exc:
        raise SaveError(f"cached analysis: {exc}") from None
    decisions = []
    for i, view, played in plays:
        legal = view.legal_actions()
        if len(legal) == 1:
            decisions.append(judge(i, view, played, {legal[0]: 0.0}))
            continue
        raw = values.get(str(i))
        if not isinstance(raw, dict) or not isinstance(raw.get("cards"), dict):
            raise SaveError(f"cached analysis: no values for action {i + 1}")
        try:
            found = {card_from_key(k): float(v) for k, v in raw["cards"].items()}
        except (ValueError, TypeError) as exc:
            raise SaveError(f"cached analysis, action {i + 1}: {exc}") from None
        worlds = raw.get("worlds")
        if not all(math.isfinite(v) and 0 <= v <= TOTAL_POINTS for v in found.values()) \
                or not isinstance(worlds, int) or isinstance(worlds, bool) or worlds < 0:
            raise SaveError(f"cached analysis, action {i + 1}: values out of range")
        cards = [c for c in legal if not isinstance(c, Exchange)]
        if set(found) != set(cards):
            raise SaveError(f"cached analysis, action {i + 1}: the values are not for the cards that were legal")
        if len(cards) < len(legal):   # the exchange of the seven was open: its value is cached too
            exchange = raw.get("exchange")
            if isinstance(exchange, bool) or not isinstance(exchange, (int, float)) \
                    or not (math.isfinite(exchange) and 0 <= exchange <= TOTAL_POINTS):
                raise SaveError(f"cached analysis, action {i + 1}: no value for the exchange of the seven")
            found[EXCHANGE] = float(exchange)
        decisions.append(judge(i, view, played, found, worlds))
    notes = (NOTE_AUCTION,) if record.variant.auction else ()
    return HandReview(record, seat, tuple(decisions), seed, notes)
