"""The computer players: Random, Reference, Easy, Medium and Hard.

Every player decides from a :class:`~briscola_desktop.rules.View` alone (``choose(view)``)
and is deterministic: its random generator is seeded from its own seed and the position
(see :func:`knowledge.rng_for`), never from call history. ``think(view)`` is the same
decision as a generator that yields between slices of work, for the table's frame loop.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Generator, Mapping
from dataclasses import dataclass

from briscola_desktop.rules import EXCHANGE, PASS, Bid, Exchange, Phase, View
from briscola_desktop.rules.tricks import beats, trick_points, winning_entry
from briscola_desktop.rules.cards import POINTS, STRENGTH, SUIT_INDEX

from .bidding import next_bid
from .knowledge import auction_action, check_view, rng_for
from .medium import easy_exchanges, medium_card, medium_exchanges
from .playout import POLICIES
from .search import HARD, HARD_V1, HARD_V2, LEAVES, SearchSettings, best_of, run, search
from .tricks import cheapest_key, cheapest_winner_key

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")


def cards_of(legal: list) -> list:
    """The legal cards among ``legal`` (the exchange of the seven, when legal, left out)."""
    return [a for a in legal if not isinstance(a, Exchange)]


@dataclass
class Player:
    """Base of every computer seat: auction and call from the hand-strength estimate, cards by ``play``."""

    seed: int = 0
    name: str = "player"
    bid_bias: float = 0.0
    #: Salt of the position's random generator (levels sharing a salt deal the same worlds).
    rng_salt: str = ""

    def choose(self, view: View):
        """The action this seat takes in ``view`` (pure: same seed and view, same choice)."""
        return run(self.think(view))

    def think(self, view: View) -> Generator[None, None, object]:
        """Generator form of :meth:`choose`: yields between slices of work, returns the action."""
        if view.to_act != view.seat or view.phase is Phase.OVER:
            raise ValueError(f"seat {view.seat} is not to act")
        rng = rng_for(self.seed, view, self.rng_salt or self.name)
        if view.phase in (Phase.AUCTION, Phase.CALL):
            return self.auction(view, rng)
        check_view(view)
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        action = yield from self.play(view, legal, rng)
        return action

    def auction(self, view: View, rng: random.Random):
        return auction_action(view, self.bid_bias)

    def play(self, view: View, legal: list, rng: random.Random) -> Generator[None, None, object]:
        """The action to take: a legal card, or :data:`~briscola_desktop.rules.EXCHANGE` when ``legal``
        holds it (the seat then acts again, without it, and plays a card)."""
        raise NotImplementedError
        yield  # pragma: no cover  (makes this a generator)


class RandomPlayer(Player):
    """Any legal action (the exchange of the seven among them); in an auction it passes half the time,
    otherwise makes the lowest bid."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed=seed, name="random")

    def auction(self, view: View, rng: random.Random):
        legal = view.legal_actions()
        if view.phase is Phase.CALL:
            return rng.choice(legal)
        bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda b: b.order)
        return bids[0] if bids and rng.random() < 0.5 else PASS

    def play(self, view, legal, rng):
        return rng.choice(legal)
        yield  # pragma: no cover


def reference_card(view: View, legal: list):
    """The usual published rule-based baseline (see the arena's documentation)."""
    trump = view.trump_suit
    if not view.table:
        if view.stock_size > 0:
            return min(legal, key=cheapest_key(trump))
        return max(legal, key=lambda c: (SUIT_INDEX[c] == trump, STRENGTH[c], POINTS[c], -int(c)))
    _, best = winning_entry(view.table, trump)
    winners = [c for c in legal if beats(c, best, trump)]
    if winners:
        w = min(winners, key=cheapest_winner_key(trump))
        is_trump = SUIT_INDEX[w] == trump
        if trick_points(view.table) + POINTS[w] >= 10 or view.stock_size == 0 or (not is_trump and POINTS[w] == 0):
            return w
    return min(legal, key=cheapest_key(trump))


class ReferencePlayer(Player):
    """The published rule-based baseline (the arena's yardstick); it knows no house rule, so it never
    exchanges the seven."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed=seed, name="reference")

    def play(self, view, legal, rng):
        return reference_card(view, cards_of(legal))
        yield  # pragma: no cover


class MediumPlayer(Player):
    """Rules of thumb a club player would teach (no search); it makes the exchange of the seven
    whenever the rules let it (:func:`.medium.medium_exchanges` says why)."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed=seed, name="medium")

    def play(self, view, legal, rng):
        if EXCHANGE in legal and medium_exchanges(view):
            return EXCHANGE
        return medium_card(view, cards_of(legal))
        yield  # pragma: no cover


class EasyPlayer(Player):
    """Medium's rules with a beginner's slips: now and then it plays a card without thinking. It makes
    the exchange of the seven when the card it takes carries points, as a casual player does, and
    passes up the two's exchange (a pointless card for a pointless card: not worth the bother to it)."""

    mistake_rate: float = 0.25

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed=seed, name="easy", bid_bias=-4.0)

    def play(self, view, legal, rng):
        slip = rng.random() < self.mistake_rate
        if EXCHANGE in legal and easy_exchanges(view):
            return EXCHANGE
        cards = cards_of(legal)
        if slip:
            return rng.choice(cards)
        return medium_card(view, cards)
        yield  # pragma: no cover


class HardPlayer(Player):
    """Determinized search (PIMC) with playouts, exact alpha-beta at the end of a two-seat hand."""

    def __init__(self, seed: int = 0, settings: SearchSettings | None = None, name: str = "hard") -> None:
        super().__init__(seed=seed, name=name, rng_salt="hard")
        self.settings = settings or HARD
        self.last_stats = {}

    def auction(self, view: View, rng: random.Random):
        action = auction_action(view, self.bid_bias)
        if self.settings.bid_worlds and action is PASS:
            raise_to = next_bid(view, rng, self.settings.bid_worlds, self.settings.bid_share, self.settings.policy)
            if raise_to is not None:
                return raise_to
        return action

    def play(self, view, legal, rng):
        """The best action of the search: a card, or the exchange of the seven when no card is worth
        more than exchanging first (the search values the exchange by the best card after it)."""
        stats: dict = {}
        values = yield from search(view, rng, self.settings, stats)
        self.last_stats = {**stats, "values": values}
        return best_of(values, view.trump_suit)


def hard_v1(seed: int = 0) -> HardPlayer:
    """Hard as first shipped (:data:`~.search.HARD_V1`), the arena's fixed yardstick; never retuned."""
    return HardPlayer(seed=seed, settings=HARD_V1, name="hard_v1")


def hard_v2(seed: int = 0) -> HardPlayer:
    """Hard as it was when the learned evaluation began (:data:`~.search.HARD_V2`), frozen for the arena."""
    return HardPlayer(seed=seed, settings=HARD_V2, name="hard_v2")


def evaluate(view: View, rng: random.Random, *, worlds: int | None = None,
             settings: SearchSettings | None = None) -> dict:
    """Hard's value of every legal action of the seat to act, from that seat's view only: every legal
    card, and :data:`~briscola_desktop.rules.EXCHANGE` when the exchange of the seven is legal (its
    value is that of the best card to play once it is made).

    The value is the expected card points the seat's side holds at the end of the hand
    (points already captured included; 120 in all, so with two sides the expected final
    margin is ``2 * value - 120``). In chiamata once a bid stands, a value also carries
    ``settings.target_bonus`` when the bid goes the side's way. ``worlds`` fixes the number of
    dealt worlds (more worlds: a steadier ranking); by default Hard's own budget decides. Hard
    plays :func:`~.search.best_of` of these values (an argmax; ties go to the cheaper card) when
    given the same ``rng`` (``knowledge.rng_for(seed, view, "hard")``).
    """
    if view.to_act != view.seat or view.phase is not Phase.PLAY:
        raise ValueError(f"seat {view.seat} has no card to play in this view")
    check_view(view)
    return run(search(view, rng, settings or HARD, worlds=worlds))


_MAKERS = {
    "random": RandomPlayer,
    "reference": ReferencePlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": HardPlayer,
    "hard_v1": hard_v1,
    "hard_v2": hard_v2,
}


#: The levels that search, and the settings each starts from (``make_player(..., settings=...)`` changes them).
SEARCH_LEVELS: dict[str, SearchSettings] = {"hard": HARD, "hard_v1": HARD_V1, "hard_v2": HARD_V2}
#: How an error names the type a search setting takes.
SETTING_KINDS = {int: "a whole number", float: "a number", str: "a name"}


def search_settings(level: str, changes: Mapping[str, object]) -> SearchSettings:
    """``level``'s :class:`SearchSettings` with ``changes`` (field name -> value) applied.

    Raises ``ValueError`` naming the problem: a level that does not search, a field that does not
    exist, or a value of the wrong type.
    """
    if level not in SEARCH_LEVELS:
        raise ValueError(f"only the searching levels ({', '.join(SEARCH_LEVELS)}) take search settings, "
                         f"not {level!r}")
    base = SEARCH_LEVELS[level]
    fields = {f.name for f in dataclasses.fields(SearchSettings)}
    for name, value in changes.items():
        if name not in fields:
            raise ValueError(f"no search setting {name!r}; the settings are: {', '.join(sorted(fields))}")
        want = type(getattr(base, name))
        if want is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
            changes = {**changes, name: value}
        if not isinstance(value, want) or isinstance(value, bool) != (want is bool):
            raise ValueError(f"search setting {name!r} takes {SETTING_KINDS[want]}, not {value!r}")
        if name in ("policy", "policy_self") and value not in POLICIES \
                and not (name == "policy_self" and value == ""):
            raise ValueError(f"no playout policy {value!r}; the policies are: {', '.join(POLICIES)}")
        if name == "leaf" and value not in LEAVES:
            raise ValueError(f"no leaf {value!r}; the leaves are: {', '.join(LEAVES)}")
    return dataclasses.replace(base, **changes)


def make_player(level: str, seed: int = 0, settings: Mapping[str, object] | None = None) -> Player:
    """A fresh player for one seat: ``level`` is one of :data:`LEVELS`, ``"random"``, ``"reference"``,
    ``"hard_v1"`` or ``"hard_v2"``. ``settings`` changes a searching level's :class:`SearchSettings` (for
    experiments in the arena: Hard with one setting changed against Hard as it is)."""
    if level not in _MAKERS:
        raise ValueError(f"unknown player level {level!r}; choose one of: {', '.join(_MAKERS)}")
    if settings:
        return HardPlayer(seed=seed, settings=search_settings(level, settings), name=level)
    return _MAKERS[level](seed=seed)


PLAYER_NAMES: tuple[str, ...] = tuple(_MAKERS)
