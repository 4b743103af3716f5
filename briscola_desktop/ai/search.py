"""Hard's search: determinization (PIMC), fast playouts, and an exact endgame solver.

The seat's view is dealt out many times over (:class:`.world.WorldDealer`: unseen cards at
random, consistent with voids, known cards and, in chiamata, a weighted guess at the hidden
partner). Each candidate card is played in every dealt world and the rest of the hand is
played out by a quick rule-of-thumb policy (:mod:`.playout`); the candidate with the best
average wins. At two seats (three-card hands) a world is valued half by that playout and half
by a value of the deal learned from real play, taken once the current trick is played
(:mod:`.leaf`). Near the end of a two-player hand (:attr:`SearchSettings.exact_stock`) every
dealt world is solved exactly instead (:mod:`.endgame`: alpha-beta with a transposition
table); with the stock empty the two-player hand is fully known, so that solve is the true
value. At bigger tables the last few tricks of each dealt world are solved the same way
(:attr:`SearchSettings.exact_cards_multi`; our side's seats maximise, the others minimise).
Losing the last stock trick on purpose to collect a strong face-up trump falls out of this
solve by itself.

The exchange of the seven (a house rule, :mod:`briscola_desktop.rules.exchange`) is searched like any
move: when it is legal, every dealt world is also copied with the exchange made (the face-up trump
into the seat's hand, the seven or the two in its place under the stock), and every card the seat
could then play is valued in that copy exactly as a card is valued in the world itself (played
out, or solved exactly near the end). The exchange is worth the best of those cards' averages over
the worlds: the seat chooses its card after exchanging knowing no more than before, so taking the
best card per world would flatter the exchange. The worlds need nothing new: the taken card is in
``view.known`` of the seat that took it, so every world deals it to that seat. Later exchanges,
the opponent's or our own, are not played inside the playouts or the exact solve (each world is
played on as if the face-up card stayed where it is): a small blind spot, since the exchange is
made on the seat's own turn and the search looks at this turn's.

The settings of the first Hard are frozen as :data:`HARD_V1` (the arena's ``hard_v1``), those of
the Hard of the start of the learned evaluation as :data:`HARD_V2` (``hard_v2``); today's Hard plays :data:`HARD`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from briscola_desktop.rules import EXCHANGE, Exchange, View, exchanger_for
from briscola_desktop.rules.cards import DECK, POINTS, STRENGTH, SUIT_INDEX, TOTAL_POINTS
from briscola_desktop.rules.tricks import legal_cards

from .endgame import TableSolver, TwoSeatSolver, solve
from .leaf import LEAF_WEIGHTS, LINEAR_LEAVES, leaf_value
from .playout import FAST_PLAYOUTS, POLICIES, playout, playout_two_sided
from .world import World, WorldDealer, deal_world, play_card


# ---- the decision --------------------------------------------------------------------------------

@dataclass(frozen=True)
class SearchSettings:
    """How hard Hard thinks: a budget of simulated card plays per decision (a cap, not a clock)."""

    play_budget: int = 9000       # two seats: card plays per decision, spread over the dealt worlds
    min_worlds: int = 8           # ... with at least and at most this many worlds
    max_worlds: int = 160
    play_budget_wide: int = 0     # two seats, hands of more than three cards (Briscolone): the play
    #                               budget there (0: ``play_budget``)
    play_budget_multi: int = 9000  # the same at three seats or more
    min_worlds_multi: int = 6
    max_worlds_multi: int = 160
    exact_stock: int = 2          # two seats: solve exactly once the stock holds at most this many
    exact_cards: int = 10         # ... and at most this many cards are left in hands and stock
    exact_worlds: int = 24        # ... dealing this many worlds when more than one stock card is hidden
    exact_cards_wide: int = 10    # ... and at most this many where hands hold more than three cards
    #                               (Briscolone's five-card hands make a far bigger tree per stock card)
    target_bonus: int = 30        # chiamata: value of making (or breaking) the bid, in card points
    policy: str = "v1"            # the playout policy (a key of ``playout.POLICIES``); beyond two seats
    #                               every policy of the v1 family plays as v1
    bid_worlds: int = 0           # chiamata: deals played out to judge a point bid (0: the shared rule only)
    bid_share: float = 0.6        # ... raise when the side makes the next target in this share of them
    exact_cards_multi: int = 0    # three seats or more: solve every dealt world exactly once at most this
    #                               many cards are left in hands and stock (0: never, play out instead)
    exact_worlds_multi: int = 40  # ... dealing this many worlds
    policy_self: str = ""         # two seats: the searching seat's own playout policy while the opponent
    #                               keeps ``policy`` ("": ``policy`` for both)
    leaf_stock: int = -1          # two seats, three-card hands: once the current trick is played out, a world
    #                               whose stock then holds more than this many cards is valued (in part) by the
    #                               learned leaf of :mod:`.leaf` (-1: never; every world played out to the end)
    leaf_mix: float = 1.0         # ... the leaf's share of such a world's value; the rest is its playout to the
    #                               end (1.0: the leaf alone, no playout)
    leaf: str = "linear"          # ... which leaf (a key of :data:`LEAVES`): "linear" (today's weights of
    #                               :mod:`.leaf`), "linear_v2" (hard_v2's, frozen)


#: The names the setting ``leaf`` takes.
LEAVES = tuple(LINEAR_LEAVES)


#: Hard as it was first shipped, frozen as the arena's yardstick ``hard_v1``: never change these values.
HARD_V1 = SearchSettings(play_budget=9000, play_budget_multi=9000, min_worlds=8, max_worlds=160,
                         max_worlds_multi=160, min_worlds_multi=6, exact_stock=2, exact_cards=10, exact_worlds=24,
                         exact_cards_wide=10,
                         target_bonus=30, policy="v1", bid_worlds=0, bid_share=0.6)

#: Today's Hard, tuned against :data:`HARD_V1` in the arena. At two seats eight times the play budget and
#: worlds (72,000 plays and up to 1,280 worlds beat 18,000 and 320 by about +2 a hand over 1200 hands head
#: to head, and cost median time only: the 95th percentile is the exact phase's); Briscolone's five-card
#: hands make each play dearer, so there half that budget keeps the 95th percentile near 100 ms. An exact
#: solve of 60 dealt worlds from a stock of six (a stock of eight with 30 worlds played the same, head to
#: head, and took a third longer at the 95th percentile). In its playouts Hard's own seat leads in the order
#: learned from its own choices (v3) while the opponent stays the v1 rule player: +0.82 a hand head to head
#: over 3,600 hands (v3 for both seats: -0.18). At three seats or more twelve times the play
#: budget (the fast playout loop pays for it) and an exact solve of every dealt world
#: (:class:`.endgame.TableSolver`) once twelve cards or fewer are left; in chiamata, bids judged by
#: played-out deals. At two seats a world whose stock still holds more than six cards after the current trick
#: is valued half by its playout and half by the learned leaf (:mod:`.leaf`): against hard_v1, deal by deal
#: against the Hard without it, +0.93 (-0.29 .. +2.15) and +1.25 (+0.02 .. +2.48) points a hand at seeds 1
#: and 2 (2000 hands each), +1.18 (+0.56 .. +1.79) over seeds 1 to 4; the leaf alone, without playouts, -0.23
#: (-1.66 .. +1.19) at seed 1.
#: Its arena runs against hard_v1 at seeds 1 to 4 are kept in ``training/baselines/`` for ``--paired-with``:
#: whoever changes these values reruns them with ``--deals-out`` (see docs/computer-players.md).
HARD = SearchSettings(play_budget=72000, max_worlds=1280, play_budget_wide=36000, policy_self="v3",
                      leaf_stock=6, leaf_mix=0.5, exact_stock=6, exact_cards=12, exact_worlds=60, exact_cards_wide=12,
                      play_budget_multi=108000, max_worlds_multi=1920, exact_cards_multi=12, exact_worlds_multi=40,
                      bid_worlds=40, bid_share=0.6)

#: Hard as it was when the learned evaluation began, frozen as the arena's ``hard_v2`` (its linear
#: leaf too: ``leaf="linear_v2"``): never change these values. A test replays its recorded choices.
HARD_V2 = SearchSettings(play_budget=72000, max_worlds=1280, play_budget_wide=36000, policy_self="v3",
                         leaf_stock=6, leaf_mix=0.5, leaf="linear_v2", exact_stock=6, exact_cards=12, exact_worlds=60,
                         exact_cards_wide=12, play_budget_multi=108000, max_worlds_multi=1920, exact_cards_multi=12,
                         exact_worlds_multi=40, bid_worlds=40, bid_share=0.6)


def _score(w: World, view: View, me: int, settings: SearchSettings) -> float:
    """The value of a finished world for the side labelled ``me``: its card points (+ bid bonus in chiamata)."""
    return _final(w, view, me, w.pts[me], settings)


def _final(w: World, view: View, me: int, mine: int, settings: SearchSettings) -> float:
    """:func:`_score` of a solved world where side ``me`` ends with ``mine`` card points (of 120 in all)."""
    value = float(mine)
    if view.variant.auction and view.high_bid is not None and len(w.pts) == 2:
        made = (mine if me == 0 else TOTAL_POINTS - mine) >= view.high_bid.points
        if (me == 0) == made:
            value += settings.target_bonus
    return value


def search(view: View, rng: random.Random, settings: SearchSettings = HARD_V1,
           stats: dict | None = None, worlds: int | None = None):
    """Generator: yields ``None`` between slices of work and returns ``{action: mean value}``.

    A value is the card points the seat's side holds at the end of the hand (those already
    captured included), averaged over the dealt worlds; in chiamata with a bid, plus
    ``settings.target_bonus`` in the worlds where the bid goes that side's way. The actions are
    the legal cards and, when the exchange of the seven is legal, :data:`EXCHANGE` (valued by the
    best card to play after it; ``stats["after_exchange"]`` holds every such card's value).
    ``worlds`` fixes the number of played-out worlds (else the play budget sets it); an exact
    endgame solve deals its own count (at two seats every split of the unseen cards when at most
    one stock card is hidden, else ``exact_worlds``; ``exact_worlds_multi`` at bigger tables). Run
    it to the end with :func:`run`; a UI can advance it a slice per frame instead.
    """
    legal = view.legal_actions()
    n = view.players
    remaining = sum(view.hand_sizes) + view.stock_size
    cards_cap = settings.exact_cards_wide if _wide(view) else settings.exact_cards
    two_exact = n == 2 and view.stock_size <= settings.exact_stock and remaining <= cards_cap
    multi_exact = n > 2 and remaining <= settings.exact_cards_multi
    swap = exchange_of(view) if any(isinstance(a, Exchange) for a in legal) else None
    cands = Candidates({c: 0.0 for c in legal if not isinstance(c, Exchange)}, swap,
                       {c: 0.0 for c in _after_exchange(view, swap)} if swap is not None else {})
    if two_exact:
        count = yield from _solve_two_seats(view, rng, settings, cands)
    elif multi_exact:
        count = yield from _solve_table(view, rng, settings, cands)
    else:
        if worlds is None:
            worlds = _worlds_for_budget(view, settings, len(cands.totals) + len(cands.after), remaining)
        count = yield from _play_out_worlds(view, rng, settings, cands, worlds)
    if stats is not None:
        stats["worlds"] = count
        stats["exact"] = two_exact or multi_exact
    values: dict = {c: cands.totals[c] / max(1, count) for c in cands.totals}
    if swap is not None:
        after = {c: cands.after[c] / max(1, count) for c in cands.after}
        values[EXCHANGE] = max(after.values())
        if stats is not None:
            stats["after_exchange"] = after
    return values


@dataclass
class Candidates:
    """What a search adds up per world: each legal card's value, and with the exchange legal
    (``swap``: the card given and the card taken), each card's value once the exchange is made."""

    totals: dict
    swap: tuple[int, int] | None
    after: dict

    def worlds_of(self, w: World, seat: int):
        """``(world, totals)`` to value: ``w`` itself with the legal cards, then its exchanged copy."""
        yield w, self.totals
        if self.swap is not None:
            yield exchanged(w, seat, *self.swap), self.after


def exchange_of(view: View) -> tuple[int, int]:
    """``(given, taken)`` of the exchange open to ``view.seat``: its seven (or two) for the face-up trump."""
    taken = view.trump_card
    return exchanger_for(taken), taken


def _after_exchange(view: View, swap: tuple[int, int]) -> list[int]:
    """The cards the seat may play once it has made the exchange ``swap``."""
    given, taken = swap
    hand = [taken if c == given else c for c in view.hand]
    return legal_cards(hand, view.table, view.variant.follow_suit)


def exchanged(w: World, seat: int, given: int, taken: int) -> World:
    """A copy of ``w`` after ``seat`` exchanged ``given`` for the face-up trump ``taken`` (``w.stock[0]``)."""
    other = w.copy()
    hand = other.hands[seat]
    hand[hand.index(given)] = taken
    other.stock[0] = given
    return other


def _wide(view: View) -> bool:
    """Briscolone's five-card hands: their own budget and exact-solve cap."""
    return view.variant.hand_size > 3


def _solve_two_seats(view: View, rng: random.Random, settings: SearchSettings, cands: Candidates):
    """Two seats near the end: each world solved exactly; adds into ``cands``, returns the worlds solved."""
    count = 0
    for world in _endgame_worlds(view, rng, settings.exact_worlds):
        me = world.side[view.seat]
        for w, totals in cands.worlds_of(world, view.seat):
            solver = TwoSeatSolver(w, me)
            for c in totals:
                totals[c] += w.pts[me] + solver.value_after(w, view.seat, c)
        count += 1
        yield None
    return count


def _solve_table(view: View, rng: random.Random, settings: SearchSettings, cands: Candidates):
    """Three seats or more near the end: a fixed count of dealt worlds, each solved exactly."""
    dealer = WorldDealer(view)
    count = 0
    for _ in range(settings.exact_worlds_multi):
        world = dealer.deal(rng)
        me = world.side[view.seat]
        for w, totals in cands.worlds_of(world, view.seat):
            solver = TableSolver(w, me)
            for c in totals:
                totals[c] += _final(w, view, me, w.pts[me] + solver.value_after(w, view.seat, c), settings)
        count += 1
        yield None
    return count


def _worlds_for_budget(view: View, settings: SearchSettings, candidates: int, remaining: int) -> int:
    """How many worlds to play out: the play budget over the plays each world costs, within the bounds."""
    if view.players == 2:
        floor, budget, cap = settings.min_worlds, settings.play_budget, settings.max_worlds
        if _wide(view) and settings.play_budget_wide:
            budget = settings.play_budget_wide
    else:
        floor, budget, cap = settings.min_worlds_multi, settings.play_budget_multi, settings.max_worlds_multi
    return max(floor, min(cap, budget // max(1, candidates * remaining)))


def _play_out_to_end(view: View, settings: SearchSettings) -> Callable[[World, int], None]:
    """The playout the settings ask for, as ``play_out(world, stop)``: the fast loop of a policy when it
    has one, else the general one, or two policies when the searching seat plays its own."""
    pick = POLICIES[settings.policy]
    fast = FAST_PLAYOUTS.get(pick)   # the same play, faster
    if view.players == 2 and settings.policy_self:
        ours, seat = POLICIES[settings.policy_self], view.seat

        def two_sided(child: World, stop: int) -> None:
            playout_two_sided(child, stop, seat, ours, pick)
        return two_sided
    if fast is not None:
        return fast

    def general(child: World, stop: int) -> None:
        playout(child, pick, stop)
    return general


def _play_out_worlds(view: View, rng: random.Random, settings: SearchSettings, cands: Candidates, worlds: int):
    """Each candidate card played in ``worlds`` dealt worlds and the hand played out; adds into ``cands``,
    returns the worlds visited. At two seats, once the current trick is played (the opponent answering as in
    the playouts), a world whose stock still holds more than ``leaf_stock`` cards is valued by the learned
    leaf, blended with its playout by ``leaf_mix`` (inline: this runs for every card of every world)."""
    dealer = WorldDealer(view)
    pick = POLICIES[settings.policy]
    play_out = _play_out_to_end(view, settings)
    leaf_on = view.players == 2 and not _wide(view) and settings.leaf_stock >= 0 and view.trump_suit is not None
    mix = settings.leaf_mix
    weights = LINEAR_LEAVES.get(settings.leaf, LEAF_WEIGHTS)
    count = 0
    for _ in range(worlds):
        world = dealer.deal(rng)
        me = world.side[view.seat]
        for w, totals in cands.worlds_of(world, view.seat):
            for c in totals:
                child = w.copy()
                play_card(child, c)
                if leaf_on:
                    while child.table:
                        play_card(child, pick(child, child.to_act))
                    if len(child.stock) > settings.leaf_stock:
                        value = child.pts[me] + leaf_value(child, me, weights)
                        if mix < 1.0:
                            play_out(child, -1)
                            value = mix * value + (1.0 - mix) * _score(child, view, me, settings)
                        totals[c] += value
                        continue
                play_out(child, -1)
                totals[c] += _score(child, view, me, settings)
        count += 1
        yield None  # one world per slice: about a millisecond at two seats
    return count


def _endgame_worlds(view: View, rng: random.Random, samples: int):
    """Every split of the unseen cards between the opponent's hand and the last face-down stock card."""
    unseen = sorted(view.unseen())
    face_down = view.stock_size - (1 if view.trump_card is not None else 0)
    top = [view.stock_top] if view.stock_top is not None else []
    hidden = face_down - len(top)
    if hidden <= 0:
        yield _two_world(view, unseen, top)
        return
    if hidden == 1:
        for u in unseen:
            yield _two_world(view, [c for c in unseen if c != u], [u] + top)
        return
    dealer = WorldDealer(view)  # more hidden stock cards: a sample of the deals
    for _ in range(samples):
        yield dealer.deal(rng)


def _two_world(view: View, opp_unknown: list[int], stock_down: list[int]) -> World:
    opp = 1 - view.seat
    hands = [[], []]
    hands[view.seat] = list(view.hand)
    hands[opp] = list(view.known[opp]) + list(opp_unknown)
    stock = ([view.trump_card] if view.trump_card is not None else []) + list(stock_down)
    side = [0, 1]
    pts = [view.points[0], view.points[1]]
    return World(2, hands, stock, list(view.table), view.to_act, view.trump_suit, view.variant.follow_suit,
                 side, pts)


def run(gen) -> dict:
    """Drive a :func:`search` generator to its end and return its result."""
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


def best_of(values: dict, trump: int | None):
    """The best-valued action; between cards, ties go to the card that is cheaper to give away (stable,
    deterministic); the exchange of the seven, when valued, is made unless a card is worth strictly more
    (it never loses a point in the hand: a tie is the exchange's)."""
    cards = [c for c in values if not isinstance(c, Exchange)]
    best = max(cards, key=lambda c: (round(values[c], 6), -POINTS[c], SUIT_INDEX[c] != trump, -STRENGTH[c],
                                     -int(c)))
    if EXCHANGE in values and round(values[EXCHANGE], 6) >= round(values[best], 6):
        return EXCHANGE
    return best


__all__ = [
    "DECK",
    "HARD",
    "HARD_V1",
    "HARD_V2",
    "LEAVES",
    "Candidates",
    "SearchSettings",
    "World",
    "best_of",
    "deal_world",
    "exchange_of",
    "exchanged",
    "play_card",
    "run",
    "search",
    "solve",
]
