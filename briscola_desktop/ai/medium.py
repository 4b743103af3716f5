"""Medium's card: the rules of thumb a club player teaches, one named rule each.

:func:`medium_card` tries the rules in a fixed order and plays the first card one of them
proposes. Every threshold is a named constant below, with the reason for it.
"""

from __future__ import annotations

from dataclasses import dataclass

from briscola_desktop.rules import View
from briscola_desktop.rules.cards import POINTS, STRENGTH, SUIT_INDEX, beats
from briscola_desktop.rules.tricks import trick_points, winning_entry

from .knowledge import believed_sides

#: Throwing a trump away costs about this many points more than its face value (it is a trick later).
TRUMP_THROW_PREMIUM = 6
#: A trick holding this many points is worth a trump (and even a trump with points of its own).
RICH_TRICK = 10
#: A trick with this many points is worth a small trump when trumps are plentiful or time is short.
FAIR_TRICK = 3
#: "Time is short": the stock holds at most this many cards.
SHORT_STOCK = 4
#: "Trumps are plentiful": we hold at least this many.
SPARE_TRUMPS = 2
#: Take a trick with a same-suit card when the trick and the card hold at least this many points.
WORTH_TAKING = 2
#: A card this valuable (an ace or a three) is not thrown away while a pointless trump can take instead.
LOAD = 10


@dataclass(frozen=True)
class Position:
    """What Medium's rules read from a view: the legal cards, the trump, the cards that could beat ours."""

    view: View
    legal: list
    trump: int | None
    threats: list           # unseen cards and cards other seats are known to hold
    wseat: int | None       # on a trick: the seat winning it so far, its card, the points in it
    wcard: int | None
    tpts: int
    last: bool              # we play the trick's last card

    @classmethod
    def of(cls, view: View, legal: list) -> Position:
        unseen = view.unseen()
        if view.stock_top is not None:
            unseen = [u for u in unseen if u != view.stock_top]
        # Cards other seats are known to hold (open hands, a drawn face-up trump) can beat us too.
        others_known = [c for s, k in enumerate(view.known) if s != view.seat for c in k]
        wseat = wcard = None
        if view.table:
            wseat, wcard = winning_entry(view.table, view.trump_suit)
        return cls(view, legal, view.trump_suit, unseen + others_known, wseat, wcard, trick_points(view.table),
                   len(view.table) == view.players - 1)

    def is_trump(self, c: int) -> bool:
        return self.trump is not None and SUIT_INDEX[c] == self.trump

    def unbeatable(self, c: int) -> bool:
        """No card this seat has not seen (or knows to be elsewhere) could beat ``c``."""
        return not any(beats(u, c, self.trump) for u in self.threats)

    def throw_cost(self, c: int) -> tuple:
        return (POINTS[c] + (TRUMP_THROW_PREMIUM if self.is_trump(c) else 0), STRENGTH[c], int(c))


# ---- the exchange of the seven ---------------------------------------------------------------------

def medium_exchanges(view: View) -> bool:
    """Medium makes the exchange of the seven whenever the rules allow it (``view`` has it legal).

    The rule of thumb: taking a card of points, or a stronger trump, for a weaker trump is almost
    always right. The seven takes only a card stronger than itself (the jack, knight, king, three
    or ace of trumps: 2 to 11 points), the two only a card stronger than the two; the hand gets
    the better trump at once, and the weaker one is what the last seat to draw will get instead.
    The price is small: every seat now knows who holds the taken card. Waiting gains nothing
    either (the face-up card can only be taken once, by whoever exchanges first), so a club player
    exchanges as soon as it is their turn.
    """
    return view.trump_card is not None


def easy_exchanges(view: View) -> bool:
    """Easy exchanges like a casual player: when the face-up card it would take carries points
    (the seven's exchange: an ace, a three, a king, a knight or a jack of trumps); the two's
    exchange, a card of no points for another, it does not bother with."""
    return view.trump_card is not None and POINTS[view.trump_card] > 0


# ---- leading -------------------------------------------------------------------------------------

def bank_sure_points(p: Position):
    """Lead the richest card nobody can beat."""
    safe = [c for c in p.legal if POINTS[c] > 0 and p.unbeatable(c)]
    if safe:
        return max(safe, key=lambda c: (POINTS[c], -p.is_trump(c), -int(c)))
    return None


def lead_a_plain_card(p: Position):
    """Lead the cheapest non-trump, unless it is a load and a pointless trump could go instead."""
    plain = [c for c in p.legal if not p.is_trump(c)]
    if not plain:
        return None
    cheap = min(plain, key=lambda c: (POINTS[c], STRENGTH[c], int(c)))
    if POINTS[cheap] < LOAD or not any(p.is_trump(c) and POINTS[c] == 0 for c in p.legal):
        return cheap
    return None


def lead_the_cheapest(p: Position):
    """Otherwise lead whatever costs fewest points."""
    return min(p.legal, key=lambda c: (POINTS[c], STRENGTH[c], int(c)))


# ---- answering ------------------------------------------------------------------------------------

def load_partners_trick(p: Position):
    """Partner is winning, surely (we are last or nothing can beat it): throw our richest non-trump on it."""
    followers = [s for s, _ in p.view.table]
    if (p.last or p.unbeatable(p.wcard)) and len(set(followers)) == len(p.view.table):
        loads = [c for c in p.legal if not p.is_trump(c) and POINTS[c] > 0]
        if loads:
            return max(loads, key=lambda c: (POINTS[c], -int(c)))
    return None


def throw_the_cheapest(p: Position):
    """Give away the card that costs least (a trump counts extra)."""
    return min(p.legal, key=p.throw_cost)


def take_in_suit(p: Position):
    """Beat the winning card in its own suit: last, with the richest such card; else the cheapest, if worth it."""
    same_suit = _same_suit_winners(p)
    if not same_suit or not (p.last or not p.is_trump(same_suit[0])):
        return None
    if p.last:
        return max(same_suit, key=lambda c: (POINTS[c], -int(c)))
    pick = min(same_suit, key=lambda c: (POINTS[c], STRENGTH[c]))
    if p.tpts + POINTS[pick] >= WORTH_TAKING or POINTS[pick] == 0:
        return pick
    return None


def _same_suit_winners(p: Position) -> list:
    return [c for c in p.legal if SUIT_INDEX[c] == SUIT_INDEX[p.wcard] and beats(c, p.wcard, p.trump)]


def take_with_a_trump(p: Position):
    """Trump a trick worth it: rich, or fair while trumps are plentiful or the stock is short,
    or any points once the stock is gone, or when the alternative is throwing away a load."""
    same_suit = _same_suit_winners(p)
    trumps_win = [c for c in p.legal if p.is_trump(c) and beats(c, p.wcard, p.trump) and c not in same_suit]
    if not trumps_win:
        return None
    view, tpts = p.view, p.tpts
    cheapest_throw = throw_the_cheapest(p)
    cheap_trump = min(trumps_win, key=lambda c: (POINTS[c], STRENGTH[c]))
    my_trumps = sum(1 for c in view.hand if p.is_trump(c))
    worth = tpts >= RICH_TRICK or (tpts >= FAIR_TRICK and (my_trumps >= SPARE_TRUMPS or view.stock_size <= SHORT_STOCK))
    if view.stock_size == 0 and tpts > 0:
        worth = True
    # Giving away an ace or three costs more than spending a small trump.
    if POINTS[cheapest_throw] >= LOAD and POINTS[cheap_trump] == 0:
        worth = True
    if worth and (POINTS[cheap_trump] < LOAD or tpts >= RICH_TRICK):
        return cheap_trump
    return None


#: The rules in the order they are tried, leading and answering; the first card proposed is played.
LEAD_RULES = (bank_sure_points, lead_a_plain_card, lead_the_cheapest)
PARTNER_WINS_RULES = (load_partners_trick, throw_the_cheapest)
OPPONENT_WINS_RULES = (take_in_suit, take_with_a_trump, throw_the_cheapest)


def medium_card(view: View, legal: list):
    """Sound rules of thumb: lead lisci, take points cheaply, keep trumps, load a partner's trick."""
    p = Position.of(view, legal)
    if not view.table:
        rules = LEAD_RULES
    else:
        sides = believed_sides(view)
        rules = PARTNER_WINS_RULES if sides[p.wseat] == sides[view.seat] else OPPONENT_WINS_RULES
    for rule in rules:
        card = rule(p)
        if card is not None:  # a card may be 0 (the ace of coins): test for None, never for truth
            return card
    raise AssertionError("the last rule always proposes a card")  # pragma: no cover


__all__ = ["LEAD_RULES", "OPPONENT_WINS_RULES", "PARTNER_WINS_RULES", "Position", "easy_exchanges", "medium_card",
           "medium_exchanges"]
