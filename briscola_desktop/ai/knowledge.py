"""What a seat can work out from its view: unseen cards, trumps out, the chiamata partner, hand strength.

Everything here takes a :class:`~briscola_desktop.rules.View` (never a full state), so no
player built on it can see a hidden card.
"""

from __future__ import annotations

import random

from briscola_desktop.rules import PASS, Bid, Call, Card, Phase, Suit, View, card
from briscola_desktop.rules.actions import MIN_TARGET
from briscola_desktop.rules.cards import POINTS, RANKS_BY_STRENGTH, STRENGTH, SUIT_INDEX
from briscola_desktop.rules.tricks import beats

from .tricks import ACE_INDEX, THREE_INDEX


def rng_for(seed: int, view: View, salt: str = "") -> random.Random:
    """A generator fixed by the player's seed and the position alone (not by call history).

    The same seed and the same view therefore always give the same choice, which the
    fair-play test relies on.
    """
    key = f"{seed}:{salt}:{view.hand_index}:{view.seat}:{len(view.played)}:{len(view.bids)}:{view.phase.value}"
    return random.Random(key)


def unseen_summary(view: View) -> dict[str, list[Card]]:
    """Aces, threes and trumps this seat has not seen yet (not in its hand, not played, not face up)."""
    unseen = sorted(view.unseen())
    return {
        "aces": [c for c in unseen if c % 10 == ACE_INDEX],
        "threes": [c for c in unseen if c % 10 == THREE_INDEX],
        "trumps": [c for c in unseen if view.trump_suit is not None and SUIT_INDEX[c] == view.trump_suit],
    }


def unseen_trumps(view: View) -> list[Card]:
    if view.trump_suit is None:
        return []
    return [c for c in view.unseen() if SUIT_INDEX[c] == view.trump_suit]


def seen_before_table(view: View) -> set[int]:
    """Cards out of play or visible to this seat (its hand, played cards, face-up cards)."""
    seen = set(view.hand) | set(view.played)
    for k in view.known:
        seen.update(k)
    if view.trump_card is not None:
        seen.add(view.trump_card)
    return seen


def check_view(view: View) -> None:
    """Raise ``ValueError`` with a clear message if a view's card counts do not add up.

    Views from the rules core always add up; a view built by hand (``view_from_values``, another
    engine) may not, and a search on it would silently play a different game.
    """
    hidden_in_hands = sum(view.hand_sizes[s] - len(view.known[s]) for s in range(view.players) if s != view.seat)
    face_down = view.stock_size - (view.trump_card is not None) - (view.stock_top is not None)
    expected = hidden_in_hands + face_down
    unseen = len(view.unseen())
    if unseen != expected or face_down < 0:
        raise ValueError(
            f"inconsistent view: {unseen} cards are unaccounted for (not in the hand, not played, not face up), "
            f"but the other hands and the stock hide {expected}; check played, stock_size and hand_sizes")


# ---- chiamata: who is the hidden partner? ---------------------------------------------------

def partner_weights(view: View) -> dict[int, float]:
    """How likely each seat is to hold the called card, from the play so far (unnormalised).

    Only meaningful in chiamata while the partner is hidden from this seat. The clues a
    table reads: a seat that throws points onto a trick the caller is winning is probably
    the partner; a seat that takes points away from the caller, or throws points onto an
    opponent's trick while the caller is beaten, probably is not. A caller who called his
    own card (playing alone) is possible but rare.
    """
    caller = view.high_bidder
    if view.called_card is None or caller is None:
        return {}
    if view.partner is not None:
        return {view.partner: 1.0}
    seats = [s for s in range(view.players) if s != view.seat]
    weights = {s: (0.25 if s == caller else 1.0) for s in seats}
    trump = view.trump_suit
    for trick in view.tricks:
        _read_trick(trick.cards, caller, trump, weights)
    if view.table:
        _read_trick(view.table, caller, trump, weights)
    return weights


def _read_trick(cards, caller: int, trump: int | None, weights: dict[int, float]) -> None:
    best_seat, best_card = cards[0]
    for seat, c in cards[1:]:
        takes = beats(c, best_card, trump)
        if seat in weights and seat != caller:
            caller_winning = best_seat == caller
            if caller_winning and not takes and POINTS[c] >= 2:
                weights[seat] *= 1.0 + POINTS[c] / 4.0      # loading the caller's trick
            elif caller_winning and takes and POINTS[c] + POINTS[best_card] >= 4:
                weights[seat] *= 0.4                          # took points off the caller
            elif not caller_winning and not takes and POINTS[c] >= 10:
                weights[seat] *= 0.5                          # fed a big card to someone else
        if takes:
            best_seat, best_card = seat, c


def guess_partner(view: View) -> int | None:
    """The seat most likely to be the caller's partner, or ``None`` outside a chiamata play phase."""
    weights = partner_weights(view)
    if not weights:
        return None
    return max(sorted(weights), key=lambda s: weights[s])


def believed_sides(view: View) -> list[int]:
    """A side label per seat as this seat believes it (fixed teams, or chiamata's best guess)."""
    v = view.variant
    if not v.auction:
        return [v.side_of(s) for s in range(v.players)]
    caller = view.high_bidder
    if view.called_card is None or caller is None:
        return list(range(v.players))
    partner = view.partner if view.partner is not None else guess_partner(view)
    if view.seat == caller and view.partner is None:
        partner = caller  # the caller does not know; treat everyone else as unknown (alone)
    calling = {caller, partner}
    return [0 if s in calling else 1 for s in range(v.players)]


# ---- chiamata: bidding and calling ----------------------------------------------------------

def suit_strength(hand, trump: int) -> float:
    """A plain estimate of the card points ``hand`` brings in with ``trump`` as trump.

    Trumps win tricks, so each counts its points plus a bonus growing with its rank;
    outside trump only aces and threes (and a little for kings) are likely to bring
    points home. A called partner adds about a fair share of the deck (see
    :func:`bid_threshold`).
    """
    total = 0.0
    for c in hand:
        if SUIT_INDEX[c] == trump:
            total += 4 + POINTS[c] + STRENGTH[c]
        elif POINTS[c] == 11:
            total += 8
        elif POINTS[c] == 10:
            total += 5
        elif POINTS[c] == 4:
            total += 2
    return total


def bid_threshold(rank_index: int, points: int = MIN_TARGET, bias: float = 0.0) -> float:
    """Strength needed to call the card of ``RANKS_BY_STRENGTH[rank_index]`` (0 = ace) for ``points``.

    Calling a weaker card promises more from one's own hand, hence a higher threshold.
    """
    return 40.0 + 6.0 * rank_index + 1.5 * (points - MIN_TARGET) + bias


def best_call(hand, rank) -> tuple[Suit, float]:
    """The suit to call for ``rank``: the strongest trump suit whose card of that rank we do not hold."""
    options = []
    for s in Suit:
        strength = suit_strength(hand, int(s))
        alone = card(s, rank) in hand
        options.append((not alone, strength, -int(s), s))
    options.sort(reverse=True)
    _, strength, _, suit = options[0]
    return suit, strength


def auction_action(view: View, bias: float = 0.0):
    """A bid, pass or call from the hand-strength estimate (shared by every level)."""
    hand = view.hand
    if view.phase is Phase.CALL:
        return Call(best_call(hand, view.high_bid.rank)[0])
    legal = view.legal_actions()
    bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda b: b.order)
    for b in bids:
        idx = RANKS_BY_STRENGTH.index(b.rank)
        _, strength = best_call(hand, b.rank)
        if strength >= bid_threshold(idx, b.points, bias):
            return b
        if b.points > MIN_TARGET:
            break  # point bids only get harder
    return PASS


__all__ = [
    "auction_action",
    "believed_sides",
    "best_call",
    "bid_threshold",
    "check_view",
    "guess_partner",
    "partner_weights",
    "rng_for",
    "suit_strength",
    "unseen_summary",
    "unseen_trumps",
]
