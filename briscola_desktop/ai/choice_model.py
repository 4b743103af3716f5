"""How likely a strong player's card is, given its hand: choice weights learned from play, to read the opponent by.

At two seats with a stock, a strong player's choices fall into classes: a lead by its card class (rank, trump
or not: :func:`.playout.lead_class`), an answer by what the card does to the led card (:func:`answer_class`:
trumps it, wins in the suit, or loses, and with how many points). In each context (a lead, early or late in
the hand; an answer, by the led card's kind) every class has a weight, and a player holding cards of several
classes plays one of them with a chance in proportion to its weight (Luce's choice model). The weights were
fitted to Hard's own choices (``training/choice_model.py``).

:func:`read_weight` turns the opponent's plays on the table and in the last trick into a dealt world's weight:
how likely those plays were with the hand that world gives it. A world where the opponent, holding a trump worth
nothing, let our King go by counts for less than one where it held no such trump.
"""

from __future__ import annotations

from dataclasses import dataclass

from briscola_desktop.rules import View
from briscola_desktop.rules.cards import POINTS, SUIT_INDEX, beats

from .playout import lead_class
from .world import World

EARLY_STOCK = 20   # a choice is "early" while the stock holds at least this many cards
FLOOR = 0.05       # the least chance of any play: a strong player errs, and a small sample misleads


def answer_class(card: int, lead: int, trump: int | None) -> str:
    """What ``card`` does to the led card: ``T`` trumps it, ``W`` wins in the suit, ``L`` loses (``Lt``: a
    trump that loses); then ``0`` no points, ``+`` a figure's, ``C`` a carico's (ace or three)."""
    worth = "0" if POINTS[card] == 0 else ("+" if POINTS[card] < 10 else "C")
    if SUIT_INDEX[card] == trump and SUIT_INDEX[lead] != trump:
        return "T" + worth
    if beats(card, lead, trump):
        return "W" + worth
    if SUIT_INDEX[card] == trump:
        return "Lt"
    return "L" + worth


def lead_context(stock: int) -> str:
    return "early" if stock >= EARLY_STOCK else "late"


def answer_context(lead: int, trump: int | None, stock: int) -> str:
    """The phase and the led card's kind: a liscio ``0``, a figure ``F``, a carico ``C``; ``t`` for a trump."""
    kind = "0" if POINTS[lead] == 0 else ("F" if POINTS[lead] < 10 else "C")
    return lead_context(stock) + ("t" if SUIT_INDEX[lead] == trump else "") + kind


#: Luce weights of a lead's card class, early and late: fitted by ``training/choice_model.py`` to 10,200 choices
#: of Hard against itself (300 hands, ``--seed 21``).
LEAD_WEIGHTS: dict[str, dict[str, float]] = {
    "early": {"C": 2.21, "J": 1.96, "K": 1.83, "t7": 1.78, "2": 1.51, "7": 1.45, "tA": 1.39, "4": 1.38, "t3": 1.37,
        "t6": 1.36, "5": 1.35, "6": 1.31, "t5": 1.3, "t4": 1.19, "t2": 1.03, "tJ": 0.972, "tC": 0.794, "3": 0.248,
        "tK": 0.194, "A": 0.0862},
    "late": {"C": 2.62, "K": 2.59, "J": 2.26, "tA": 1.72, "3": 1.36, "t4": 1.12, "t6": 1.1, "5": 1.06, "7": 1.05,
        "6": 1.05, "2": 1.03, "4": 1, "t7": 0.902, "t2": 0.874, "A": 0.869, "t5": 0.795, "t3": 0.769, "tJ": 0.682,
        "tC": 0.445, "tK": 0.148},
}
#: Luce weights of an answer's class, per :func:`answer_context`.
ANSWER_WEIGHTS: dict[str, dict[str, float]] = {
    "early0": {"WC": 19.1, "W+": 6.56, "L0": 3.98, "TC": 1.55, "W0": 1.16, "T+": 0.615, "T0": 0.555, "L+": 0.545,
        "LC": 0.00597},
    "earlyC": {"T0": 7.44, "T+": 4.13, "TC": 3.21, "WC": 3.1, "L0": 0.712, "L+": 0.239, "LC": 0.0192},
    "earlyF": {"WC": 19.7, "W+": 6.99, "TC": 3.64, "T0": 2.11, "T+": 1.65, "L0": 0.772, "L+": 0.182, "LC": 0.00409},
    "earlyt0": {"L0": 5.69, "Lt": 3.3, "WC": 1.86, "W+": 1.22, "W0": 1.13, "L+": 1.02, "LC": 0.0205},
    "earlytC": {"L0": 3.89, "WC": 2.22, "Lt": 1.54, "L+": 1.07, "LC": 0.0701},
    "earlytF": {"WC": 4.91, "L0": 3.05, "W+": 1.83, "Lt": 1.62, "L+": 0.651, "LC": 0.0346},
    "late0": {"WC": 12.7, "W+": 3.64, "L0": 3.46, "L+": 0.99, "TC": 0.847, "W0": 0.672, "T0": 0.444, "T+": 0.408,
        "LC": 0.0613},
    "lateC": {"WC": 9.14, "T0": 4.76, "T+": 3.99, "TC": 3.71, "L0": 0.824, "L+": 0.144, "LC": 0.0131},
    "lateF": {"WC": 18.5, "W+": 4.45, "TC": 2.42, "T0": 1.41, "L0": 1.12, "T+": 1.08, "L+": 0.351, "LC": 0.0084},
    "latet0": {"L0": 5.46, "Lt": 2.86, "L+": 1.97, "WC": 1.34, "W+": 0.534, "W0": 0.416, "LC": 0.109},
    "latetC": {"L0": 2.49, "WC": 2.27, "L+": 1.35, "Lt": 0.611, "LC": 0.214},
    "latetF": {"WC": 3.41, "L0": 3.27, "Lt": 1.98, "W+": 1.38, "L+": 0.802, "LC": 0.0411},
}


def choice_probability(hand: list[int], card: int, table: list, trump: int | None, stock: int) -> float:
    """The chance that a strong player holding ``hand`` (``card`` among it) plays a card of ``card``'s class
    on ``table`` (two seats: empty for a lead, else the led card), with ``stock`` cards in the stock."""
    if not table:
        weights = LEAD_WEIGHTS.get(lead_context(stock))
        classes = {lead_class(c, trump) for c in hand}
        mine = lead_class(card, trump)
    else:
        lead = table[0][1]
        weights = ANSWER_WEIGHTS.get(answer_context(lead, trump, stock))
        classes = {answer_class(c, lead, trump) for c in hand}
        mine = answer_class(card, lead, trump)
    if not weights or len(classes) < 2:
        return 1.0
    return max(FLOOR, weights.get(mine, 1.0) / sum(weights.get(k, 1.0) for k in classes))


@dataclass(frozen=True, slots=True)
class Play:
    """The opponent (``seat``) played ``card``; since then it played ``since`` and, if ``drew``, drew one card,
    so its hand then was the world's hand with ``since`` and ``card`` back, less one card of those (the one drawn:
    any of them, as far as we know). ``kind[c]`` is the class of card ``c`` in that play's context, and
    ``weight[k]`` the weight of class ``k`` (precomputed: a world's weight is read tens of thousands of times)."""

    seat: int
    card: int
    since: tuple
    drew: bool
    kind: tuple
    weight: tuple


def _play(seat: int, card: int, before: tuple, since: tuple, drew: bool, trump: int, stock: int) -> Play | None:
    if not before:
        weights = LEAD_WEIGHTS.get(lead_context(stock))
        names = [lead_class(c, trump) for c in range(40)]
    else:
        lead = before[0][1]
        weights = ANSWER_WEIGHTS.get(answer_context(lead, trump, stock))
        names = [answer_class(c, lead, trump) for c in range(40)]
    if not weights:
        return None
    ids = {name: i for i, name in enumerate(sorted(set(names)))}
    weight = [1.0] * len(ids)
    for name, i in ids.items():
        weight[i] = weights.get(name, 1.0)
    return Play(seat, card, since, drew, tuple(ids[n] for n in names), tuple(weight))


def plays_to_read(view: View) -> list[Play]:
    """The opponent's plays on the table and in the last complete trick, at two seats with a stock and a trump."""
    if view.players != 2 or view.stock_size == 0 or view.trump_suit is None:
        return []
    opp = 1 - view.seat
    out = []
    now = tuple(c for s, c in view.table if s == opp)
    if now:   # at two seats the opponent on the table has led
        out.append(_play(opp, now[0], (), (), False, view.trump_suit, view.stock_size))
    if view.tricks:
        last = view.tricks[-1].cards
        for i, (s, c) in enumerate(last):
            if s == opp:
                out.append(_play(opp, c, tuple(last[:i]), now, True, view.trump_suit, view.stock_size + 2))
    return [p for p in out if p is not None]


def _chance(p: Play, hand: list[int]) -> float:
    """:func:`choice_probability` of ``p.card`` from ``hand`` (which holds it), over the play's tables."""
    kind, weight = p.kind, p.weight
    classes = {kind[c] for c in hand}
    if len(classes) < 2:
        return 1.0
    total = 0.0
    for k in classes:
        total += weight[k]
    return max(FLOOR, weight[kind[p.card]] / total)


def read_weight(w: World, plays: list[Play], power: float) -> float:
    """How likely ``plays`` were in world ``w``, to the power ``power`` (below 1: trusted less)."""
    weight = 1.0
    for p in plays:
        held = w.hands[p.seat] + list(p.since)
        if p.drew and held:
            chance = 0.0
            for drawn in held:
                hand = [c for c in held if c != drawn]
                hand.append(p.card)
                chance += _chance(p, hand)
            chance /= len(held)
        else:
            chance = _chance(p, held + [p.card])
        weight *= chance
    return weight ** power if power != 1.0 else weight


__all__ = ["ANSWER_WEIGHTS", "LEAD_WEIGHTS", "Play", "answer_class", "answer_context", "choice_probability",
           "lead_context", "plays_to_read", "read_weight"]
