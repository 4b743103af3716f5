"""A learned value of a full two-seat deal at a trick boundary: the card points the seat to lead will still take.

Hard's search values a card by dealing full worlds and playing each to the end with rule policies
(:mod:`.playout`). A playout is one deterministic line of play by rules, while real players choose from what
they see. On the last 30,576 of 61,152 positions of ``hard_v1`` against itself, a playout's points missed what
the seat to lead really went on to take by a mean square of 282-309 (by playout policy), and a linear function
of 24 features of the deal (:func:`features`) fitted to the first half by 126 (``training/leaf_values.py
--report``). A playout sees how the cards of this deal fall; the leaf, what real play makes of such deals on
average. They err differently, so Hard values a world by both (:attr:`.search.SearchSettings.leaf_mix`): the
current trick is played out by the playout policies, then the leaf and a playout to the end are averaged. Pure
Python over small tables: no new dependency at run time.
"""

from __future__ import annotations

from briscola_desktop.rules.cards import POINTS, STRENGTH, SUIT_INDEX, TOTAL_POINTS

from .world import World


def _card_table(trump: int) -> tuple[tuple[int, int, int, int, int, int], ...]:
    """Per card: (points, is a trump, trump strength or 0, a trump worth 10 or more, a non-trump worth 10 or more,
    a non-trump figure)."""
    rows = []
    for c in range(40):
        t = SUIT_INDEX[c] == trump
        p = POINTS[c]
        rows.append((p, int(t), STRENGTH[c] + 1 if t else 0, int(t and p >= 10), int(not t and p >= 10),
                     int(not t and 2 <= p <= 4)))
    return tuple(rows)


_TABLES = {t: _card_table(t) for t in range(4)}

#: The names of :func:`features`' entries, in order (the training script prints its weights by them).
FEATURES = ("one", "left", "stock",
            "lead_pts", "lead_trumps", "lead_trump_strength", "lead_trump_carichi", "lead_carichi", "lead_figures",
            "other_pts", "other_trumps", "other_trump_strength", "other_trump_carichi", "other_carichi",
            "other_figures",
            "face_up_pts", "face_up_strength", "stock_pts", "stock_trumps", "stock_trump_carichi",
            "next_pts", "next_trump", "second_pts", "second_trump")


def features(hands: list[list[int]], stock: list[int], trump: int, pts: list[int], leader: int) -> list[float]:
    """The deal's features from the side of the seat to lead (two seats, table empty; ``stock`` as a world's)."""
    tab = _TABLES[trump]
    out = [1.0, TOTAL_POINTS - pts[0] - pts[1], len(stock)]
    for seat in (leader, 1 - leader):
        a = b = c = d = e = f = 0
        for x in hands[seat]:
            r = tab[x]
            a += r[0]
            b += r[1]
            c += r[2]
            d += r[3]
            e += r[4]
            f += r[5]
        out += [a, b, c, d, e, f]
    if stock:
        up = tab[stock[0]]
        sp = st = sc = 0
        for x in stock:
            r = tab[x]
            sp += r[0]
            st += r[1]
            sc += r[3]
        nxt = tab[stock[-1]]
        sec = tab[stock[-2]] if len(stock) > 1 else (0, 0, 0, 0, 0, 0)
        out += [up[0], up[2], sp, st, sc, nxt[0], nxt[1], sec[0], sec[1]]
    else:
        out += [0] * 9
    return out


def leaf_value(w: World, me: int, weights: tuple[float, ...]) -> float:
    """Side ``me``'s expected further points in ``w`` (two seats, a trick boundary) by the linear ``weights``."""
    x = features(w.hands, w.stock, w.trump, w.pts, w.to_act)
    lead = sum(a * b for a, b in zip(weights, x))
    lead = min(max(lead, 0.0), x[1])
    return lead if w.side[w.to_act] == me else x[1] - lead


#: :func:`features`' weights, fitted by least squares to 61,152 positions of ``hard_v1`` against itself (the
#: first 2,184 deals of ``training/leaf_values.py --deals 3000 --seed 301``; ``--report`` prints them). The leaf
#: of the frozen level ``hard_v2``: never change these values (a refit goes into :data:`LEAF_WEIGHTS`).
LEAF_WEIGHTS_V2 = (0.1226, 0.3309, 0.0724, 0.6652, 1.0310, -0.0492, -0.1038, -3.8195, -1.7618, -0.4853, -1.0755, 0.0265,
                   1.6846, 4.3262, 2.4332, 0.0074, -0.0302, 0.1511, -0.1201, 0.3324, 0.0169, 0.4004, -0.0399, -0.0273)

#: Today's Hard's leaf (the search setting ``leaf="linear"``): for now ``hard_v2``'s.
LEAF_WEIGHTS = LEAF_WEIGHTS_V2

#: The linear leaves by the name the search setting ``leaf`` gives them.
LINEAR_LEAVES = {"linear": LEAF_WEIGHTS, "linear_v2": LEAF_WEIGHTS_V2}
