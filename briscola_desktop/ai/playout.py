"""Playout policies: how every seat plays the rest of a dealt world, quickly, in Hard's search.

A policy is a function ``pick(w, seat) -> card`` over a :class:`~.search.World`. The search
plays each candidate card and then the rest of the hand by one policy; a policy closer to
good play makes the averages closer to the truth, but it runs tens of thousands of times a
decision, so it is a handful of rules over plain ints.

- ``v1``: the policy of Hard as first shipped (a partner-aware reference player); frozen
  with the level ``hard_v1``.
- ``v3``: v1 leading at two seats in the order Hard itself prefers (:data:`V3_LEAD_EARLY`); Hard's own seat
  plays it in Hard's two-seat playouts (the setting ``policy_self``) while the opponent stays v1.

Policies tried and dropped (no level played them: v2, a sharper rule set, and v4, v1 answering as Hard
answers) live in git history; ``docs/computer-players.md`` gives their figures.

:func:`playout_two_sided` plays one seat by one policy and the other by another (Hard's setting
``policy_self``: its own future play modelled apart from its opponent's).

:func:`playout_v1_fast` plays ``v1`` exactly as :func:`playout` does, over precomputed tables, three to four
times as fast, and :func:`playout_v3_fast` likewise; the search uses the fast loop of whichever policy it
plays.
"""

from __future__ import annotations

from collections.abc import Callable

from briscola_desktop.rules.cards import POINTS, STRENGTH, SUIT_INDEX, beats
from briscola_desktop.rules.tricks import legal_cards, trick_points, winning_entry

from .world import World, finish_trick

Policy = Callable[[World, int], int]


def playout(w: World, pick: Policy, stop_stock: int = -1) -> None:
    """Play ``w`` to the end, every seat choosing by ``pick`` (mutates ``w``).

    With ``stop_stock`` at 0 or more, stop instead at the start of the first trick with at most
    that many cards left in the stock (for an exact solve of the rest).
    """
    hands = w.hands
    n = w.n
    seat = w.to_act
    while hands[seat]:
        c = pick(w, seat)
        hands[seat].remove(c)
        table = w.table
        table.append((seat, c))
        if len(table) < n:
            seat = (seat + 1) % n
            continue
        seat = finish_trick(w)
        if len(w.stock) <= stop_stock:
            break
    w.to_act = seat


# ---- v1: Hard as first shipped (never change) ---------------------------------------------------

def pick_v1(w: World, seat: int) -> int:
    """The first Hard's playout card: the cheapest card, or the cheapest winner when a trick is worth it."""
    hand = w.hands[seat]
    table = w.table
    trump = w.trump
    if trump is None and not table:
        c = _safe_lead_v1(hand, w.hands, w.stock, seat)
        if c is not None:
            return c
    legal = legal_cards(hand, table, w.follow) if w.follow else hand
    if len(legal) == 1:
        return legal[0]
    S, P, T = SUIT_INDEX, POINTS, STRENGTH
    # cheapest card: fewest points, non-trump first, weakest
    cheap = legal[0]
    ck = (P[cheap], S[cheap] == trump, T[cheap])
    for c in legal:
        k = (P[c], S[c] == trump, T[c])
        if k < ck:
            cheap, ck = c, k
    if not table:
        return cheap
    return _answer_v1(legal, cheap, table, trump, len(w.stock), w.side, seat, w.n)


def _safe_lead_v1(hand: list[int], hands: list[list[int]], stock: list[int], seat: int) -> int | None:
    """Without trumps: the card worth most points that no card still out can beat, if any.

    Only cards already played or in our own hand are excluded, which a player knows, so
    this does not peek into the dealt world.
    """
    P = POINTS
    best = None
    for c in hand:
        if P[c] == 0 or (best is not None and P[c] <= P[best]):
            continue
        beaten = any(beats(x, c, None) for x in stock)
        if not beaten:
            for k, h in enumerate(hands):
                if k != seat and any(beats(x, c, None) for x in h):
                    beaten = True
                    break
        if not beaten:
            best = c
    return best


def _answer_v1(legal: list[int], cheap: int, table: list, trump: int | None, stock_len: int, side: list[int],
               seat: int, n: int) -> int:
    S, P, T = SUIT_INDEX, POINTS, STRENGTH
    wseat, wcard = winning_entry(table, trump)
    tpts = trick_points(table)
    last = len(table) == n - 1
    if side[wseat] == side[seat]:
        if last:  # partner holds the trick: load it with the best non-trump
            load = None
            for c in legal:
                if S[c] != trump and (load is None or P[c] > P[load]):
                    load = c
            if load is not None:
                return load
        return cheap
    win = None
    wk = None
    ws = S[wcard]
    for c in legal:
        if beats(c, wcard, trump):
            # last to play: win with the most points in the suit; otherwise the cheapest winner
            k = (S[c] == trump, -P[c] if (last and S[c] == ws) else P[c], T[c])
            if wk is None or k < wk:
                win, wk = c, k
    if win is not None and (tpts + P[win] >= 10 or not stock_len or S[win] != trump):
        return win
    return cheap


# ---- v1, fast ------------------------------------------------------------------------------------

def _v1_tables(trump: int):
    """For one trump suit: which card beats which (the rules core's ``beats``) and pick_v1's sort keys as ints."""
    S, P, T = SUIT_INDEX, POINTS, STRENGTH
    beat = tuple(tuple(beats(c, held, trump) for c in range(40)) for held in range(40))   # beat[held][c]
    cheap = tuple(200 * P[c] + 100 * (S[c] == trump) + T[c] for c in range(40))
    # a winner: (is trump, points, strength); answering last in the winning card's suit, -points
    win = tuple(10000 * (S[c] == trump) + 100 * (20 + P[c]) + T[c] for c in range(40))
    win_last = tuple(tuple(10000 * (S[c] == trump) + 100 * (20 + (-P[c] if S[c] == ws else P[c])) + T[c]
                           for c in range(40)) for ws in range(4))
    trumpish = tuple(S[c] == trump for c in range(40))
    return beat, cheap, win, win_last, trumpish


_V1_TABLES = {t: _v1_tables(t) for t in (0, 1, 2, 3)}
#: pick_v1 answering last at two seats with the stock not yet empty: take the trick with winner ``w`` of led
#: card ``l`` when the two carry ten points or more or ``w`` is not a trump (``_V1_TAKE[trump][l][w]``).
_V1_TAKE = {t: tuple(tuple(POINTS[l] + POINTS[x] >= 10 or SUIT_INDEX[x] != t for x in range(40))
                     for l in range(40)) for t in (0, 1, 2, 3)}


def playout_v1_fast(w: World, stop_stock: int = -1) -> None:
    """:func:`playout` with :func:`pick_v1`, inlined over precomputed tables: the same cards played, three to
    four times as fast. For tables with a trump and no duty to follow suit; other worlds go to :func:`playout`."""
    if w.follow or w.trump is None:
        playout(w, pick_v1, stop_stock)
    elif w.n == 2 and w.side[0] != w.side[1]:
        _playout_v1_two(w, stop_stock)
    else:
        _playout_v1_table(w, stop_stock)


def _playout_v1_table(w: World, stop_stock: int) -> None:
    """:func:`playout_v1_fast` at a table of three seats or more (or two on one side), a card per turn of the
    loop. The choice of an answer that may take the trick stays inline: it is most of the cards played."""
    beat, cheapk, wink, winlast, trumpish = _V1_TABLES[w.trump]
    P, S = POINTS, SUIT_INDEX
    n, hands, stock, pts, side = w.n, w.hands, w.stock, w.pts, w.side
    table = w.table
    seat = w.to_act
    wseat, wcard, tpts = _v1_trick_so_far(table, beat)
    played = len(table)
    while hands[seat]:
        hand = hands[seat]
        cheap = hand[0]
        k = cheapk[cheap]
        for c in hand:
            if cheapk[c] < k:
                cheap, k = c, cheapk[c]
        if not played:
            c = cheap
            wseat, wcard, tpts = seat, c, P[c]
        else:
            last = played == n - 1
            if side[wseat] == side[seat]:
                c = _v1_load(hand, cheap, trumpish) if last else cheap
            else:
                keys = winlast[S[wcard]] if last else wink
                beaten_by = beat[wcard]
                win = None
                for x in hand:
                    if beaten_by[x] and (win is None or keys[x] < keys[win]):
                        win = x
                if win is not None and (tpts + P[win] >= 10 or not stock or not trumpish[win]):
                    c = win
                else:
                    c = cheap
            tpts += P[c]
            if beat[wcard][c]:
                wseat, wcard = seat, c
        hand.remove(c)
        played += 1
        if played < n:
            table.append((seat, c))
            seat = (seat + 1) % n
            continue
        pts[side[wseat]] += tpts   # the trick is complete: score it
        if stock:   # draw from the top of the stock in turn from the winner
            for j in range(n):
                hands[(wseat + j) % n].append(stock.pop())
        seat = wseat
        table = []
        played = 0
        if len(stock) <= stop_stock:
            break
    w.table = table
    w.to_act = seat


def _v1_trick_so_far(table: list, beat: tuple) -> tuple[int, int, int]:
    """The trick on the table: its winning seat and card and its points (``(-1, -1, 0)`` before a lead)."""
    if not table:
        return -1, -1, 0
    wseat, wcard = table[0]
    tpts = POINTS[wcard]
    for s_, c in table[1:]:
        tpts += POINTS[c]
        if beat[wcard][c]:
            wseat, wcard = s_, c
    return wseat, wcard, tpts


def _v1_load(hand: list[int], cheap: int, trumpish: tuple) -> int:
    """Last to play, the partner holding the trick: load it with the non-trump of most points (else ``cheap``)."""
    load = None
    for x in hand:
        if not trumpish[x] and (load is None or POINTS[x] > POINTS[load]):
            load = x
    return cheap if load is None else load


def _playout_v1_two(w: World, stop_stock: int, pick: Policy = pick_v1, leads: tuple | None = None,
                    take: tuple | None = None, own: tuple | None = None) -> None:
    """:func:`playout_v1_fast` at two seats, a whole trick per turn of the loop (half the time again: most of
    Hard's playouts are two-seat ones). The v1 family of policies differs only in which card leads and
    which winner is worth taking a trick with: ``leads``, the lead keys while the stock holds
    :data:`V3_EARLY_STOCK` cards or more and below it (by default pick_v1's cheapest card); ``take[lead][win]``,
    whether the answer takes a trick with the winner chosen (by default pick_v1's rule). ``pick`` is the
    same policy in general form, for a trick already started. ``own``, if given, is ``(seat, leads, take)``:
    that seat plays by those tables instead (see :func:`playout_two_sided`)."""
    beat, cheapk, _, wink, _ = _V1_TABLES[w.trump]
    v1_leads, v1_take = (cheapk, cheapk), _V1_TAKE[w.trump]
    keys = [leads or v1_leads] * 2    # per seat: its (early, late) lead keys
    takes = [take or v1_take] * 2     # per seat: its take table when it answers
    if own is not None:
        me, my_leads, my_take = own
        keys[me], takes[me] = my_leads or v1_leads, my_take or v1_take
    P, S = POINTS, SUIT_INDEX
    hands, stock, pts, side = w.hands, w.stock, w.pts, w.side
    seat = w.to_act
    if w.table:  # finish the trick on the table first, the general way
        c = pick(w, seat)
        hands[seat].remove(c)
        w.table.append((seat, c))
        seat = finish_trick(w)
        if len(stock) <= stop_stock:
            w.to_act = seat
            return
    while hands[seat]:
        # lead: the card of the lowest lead key (v1: the cheapest card; the first of equals)
        hand = hands[seat]
        leadk = keys[seat][0 if len(stock) >= V3_EARLY_STOCK else 1]
        lead = hand[0]
        k = leadk[lead]
        for c in hand:
            if leadk[c] < k:
                lead, k = c, leadk[c]
        hand.remove(lead)
        other = 1 - seat
        hand = hands[other]
        # answer, last to play: the winner by pick_v1's key, if the trick is worth it; else the cheapest
        beaten_by = beat[lead]
        wk = wkeys = None
        win = None
        for c in hand:
            if beaten_by[c]:
                if wkeys is None:
                    wkeys = wink[S[lead]]
                kc = wkeys[c]
                if wk is None or kc < wk:
                    win, wk = c, kc
        if win is not None and (not stock or takes[other][lead][win]):
            ans = win
        else:
            ans = hand[0]
            k = cheapk[ans]
            for c in hand:
                if cheapk[c] < k:
                    ans, k = c, cheapk[c]
        hand.remove(ans)
        winner = other if beaten_by[ans] else seat
        pts[side[winner]] += P[lead] + P[ans]
        if stock:
            hands[winner].append(stock.pop())
            hands[1 - winner].append(stock.pop())
        seat = winner
        if len(stock) <= stop_stock:
            break
    w.table = []
    w.to_act = seat


# ---- v3: v1 leading as Hard leads (two seats) ----------------------------------------------------

#: The card classes (``t`` for a trump; A 2 3 4 5 6 7 J C K) in the order v3 prefers to lead them at two
#: seats, while the stock holds :data:`V3_EARLY_STOCK` cards or more and after. Learned from Hard's own
#: choices: 3,226 two-seat leads of Hard against itself (800 hands, stock of nine or more), each valued by a
#: 500-world search; a class's place is its mean shortfall from the best lead when it could be led
#: (``training/lead_order.py`` measures it).
#: Figures lead before lisci (the rule player answering a figure lets it go unless it holds the ace or the
#: three; a liscio it overtakes with any higher card), the trump ace early, the carichi last.
V3_LEAD_EARLY = ("tA", "C", "J", "K", "t3", "t5", "t7", "t4", "t6", "4", "6", "7", "tJ", "2", "5", "t2", "tC",
                 "tK", "3", "A")
V3_LEAD_LATE = ("C", "K", "t6", "J", "t4", "7", "4", "2", "6", "tA", "t7", "5", "t5", "t2", "tJ", "t3", "tC",
                "3", "A", "tK")
V3_EARLY_STOCK = 20
RANK_NAMES = "A234567JCK"   # a card's rank index (card % 10) -> its name in the orders above


def lead_class(card: int, trump: int | None) -> str:
    """A card's name in :data:`V3_LEAD_EARLY` / :data:`V3_LEAD_LATE`: its rank, ``t`` first for a trump."""
    return ("t" if SUIT_INDEX[card] == trump else "") + RANK_NAMES[card % 10]


def _lead_keys(order: tuple[str, ...], trump: int) -> tuple[int, ...]:
    place = {name: i for i, name in enumerate(order)}
    return tuple(place[lead_class(c, trump)] for c in range(40))


_V3_LEADS = {t: (_lead_keys(V3_LEAD_EARLY, t), _lead_keys(V3_LEAD_LATE, t)) for t in (0, 1, 2, 3)}


def pick_v3(w: World, seat: int) -> int:
    """v1, except that a two-seat lead (with a trump) follows :data:`V3_LEAD_EARLY` / :data:`V3_LEAD_LATE`."""
    if w.table or w.trump is None or w.n != 2 or w.side[0] == w.side[1]:
        return pick_v1(w, seat)
    keys = _V3_LEADS[w.trump][0 if len(w.stock) >= V3_EARLY_STOCK else 1]
    hand = w.hands[seat]
    lead = hand[0]
    for c in hand:
        if keys[c] < keys[lead]:
            lead = c
    return lead


def _fast_two(w: World) -> bool:
    """Whether ``w`` suits the fast two-seat loop: two opposing seats, a trump, no duty to follow suit."""
    return w.n == 2 and w.side[0] != w.side[1] and not w.follow and w.trump is not None


def _playout_family(w: World, stop_stock: int, pick: Policy, leads: dict | None, take: dict | None) -> None:
    """:func:`playout` with ``pick``, a two-seat variant of v1 given by its lead keys and take table per trump
    suit: over the fast two-seat loop where it applies, else the general loop (v1's fast one beyond two seats,
    where the variants play as v1)."""
    if _fast_two(w):
        _playout_v1_two(w, stop_stock, pick, leads and leads[w.trump], take and take[w.trump])
    elif w.n == 2:
        playout(w, pick, stop_stock)
    else:
        playout_v1_fast(w, stop_stock)


def playout_v3_fast(w: World, stop_stock: int = -1) -> None:
    """:func:`playout` with :func:`pick_v3`, fast."""
    _playout_family(w, stop_stock, pick_v3, *_FAMILY[pick_v3])


def playout_two_sided(w: World, stop_stock: int, seat: int, ours: Policy, theirs: Policy) -> None:
    """:func:`playout` at two seats where ``seat`` plays by ``ours`` and the other seat by ``theirs``: over the
    fast two-seat loop when both are of the v1 family (v1, v3), which plays the same cards as the general
    loop with :func:`two_sided`."""
    pick = two_sided(seat, ours, theirs)
    if _fast_two(w) and ours in _FAMILY and theirs in _FAMILY:
        leads, take = _FAMILY[theirs]
        my_leads, my_take = _FAMILY[ours]
        t = w.trump
        _playout_v1_two(w, stop_stock, pick, leads and leads[t], take and take[t],
                        (seat, my_leads and my_leads[t], my_take and my_take[t]))
    else:
        playout(w, pick, stop_stock)


def two_sided(seat: int, ours: Policy, theirs: Policy) -> Policy:
    """A policy that plays ``ours`` for ``seat`` and ``theirs`` for every other seat."""
    def pick(w: World, s: int) -> int:
        return (ours if s == seat else theirs)(w, s)
    return pick


POLICIES: dict[str, Policy] = {"v1": pick_v1, "v3": pick_v3}
#: The v1 family at two seats: each policy's lead keys and take tables per trump suit (None: v1's own); the
#: fast loop of v3 and :func:`playout_two_sided` read them from here.
_FAMILY = {pick_v1: (None, None), pick_v3: (_V3_LEADS, None)}
#: The fast loop of a policy that has one (it plays exactly the policy's cards).
FAST_PLAYOUTS = {pick_v1: playout_v1_fast, pick_v3: playout_v3_fast}

__all__ = ["FAST_PLAYOUTS", "POLICIES", "Policy", "pick_v1", "pick_v3", "playout", "playout_two_sided",
           "playout_v1_fast", "playout_v3_fast", "two_sided"]
