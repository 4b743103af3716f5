"""Each reason a hint gives, on a hand-built position where it is true (given) and one where it is not.

The hint's card is fixed here (``explain`` is asked about it), so the search cannot move the cases.
A hint names the points already on the table, never the played card's own as the trick's.
"""

from __future__ import annotations

import dataclasses

import pytest

from briscola_desktop.ai.hints import HINT_KEYS, explain
from briscola_desktop.rules import (
    EXCHANGE, Bid, Call, ExchangeRule, HandState, Phase, card_from_key, preset, view_from_values,
)

C = card_from_key


def _view(hand, *, trump="swords_four", table=(), stock=20, **kw):
    """Seat 0's view; ``table`` is card keys (the seats before it led) or ``(seat, key)`` pairs."""
    cards = [(s, C(c)) for s, c in table] if table and isinstance(table[0], tuple) else [C(c) for c in table]
    return view_from_values(hand=[C(c) for c in hand], trump_card=C(trump) if trump else None,
                            table=cards, stock_size=stock, **kw)


def _chiamata(phase: Phase):
    """Seat 0's view at the auction, or at the call after it bid and everyone else passed."""
    state = HandState(preset("chiamata"), seed=1)
    while state.phase is Phase.AUCTION and phase is not Phase.AUCTION:
        acts = state.legal_actions()
        bids = [a for a in acts if isinstance(a, Bid)]
        state.apply(bids[0] if state.to_act == 0 and bids else next(a for a in acts if not isinstance(a, Bid)))
    while state.to_act != 0:
        state.apply(next(a for a in state.legal_actions() if not isinstance(a, Bid)))
    assert state.phase is phase
    return state.view(0)


def _bid(view):
    return next(a for a in view.legal_actions() if isinstance(a, Bid))


def _pass(view):
    return next(a for a in view.legal_actions() if not isinstance(a, Bid))


def _exchange_open(hand=("swords_seven", "cups_four", "batons_six"), trump="swords_ace"):
    """Seat 0 to lead at a two-seat table playing the exchange of the seven, the stock full."""
    return _view(hand, trump=trump, stock=34, variant=dataclasses.replace(preset("two_players"),
                                                                          exchange=ExchangeRule.ON))


LIVE = ("cups_three", "coins_four", "batons_six")
LOST = ("coins_four", "batons_six", "cups_king")          # nothing takes the ace of cups (no trump)
LAST_STOCK = dict(trump="coins_ace", table=[(1, "swords_two")], stock=2)

# key: (view maker, the action) where the hint is true and gives that key ...
GIVEN = {
    "hint.take_trick": (lambda: _view(LIVE, table=["cups_king"]), "cups_three"),
    "hint.trump_it": (lambda: _view(("swords_two", "coins_four", "batons_six"), table=["cups_ace"]), "swords_two"),
    "hint.take_lead": (lambda: _view(("cups_six", "coins_four", "batons_six"), table=["cups_five"]), "cups_six"),
    "hint.keep_points": (lambda: _view(LIVE, table=["cups_five"]), "cups_three"),
    "hint.throw_liscio": (lambda: _view(LOST, table=["cups_ace"]), "batons_six"),
    "hint.keep_trumps": (lambda: _view(("swords_two", "batons_six", "cups_king"), table=["cups_ace"]),
                         "batons_six"),
    "hint.save_points": (lambda: _view(("cups_king", "coins_ace", "batons_three"), table=["cups_ace"]),
                         "cups_king"),
    "hint.played_out": (lambda: _view(("cups_king", "coins_ace", "batons_three"), table=["cups_ace"]),
                        "coins_ace"),
    "hint.give_points": (lambda: _view(("coins_three", "batons_six", "cups_four"), variant="four_teams",
                                       table=[(2, "cups_ace"), (3, "cups_two")]), "coins_three"),
    "hint.lead_low": (lambda: _view(("coins_four", "cups_three", "swords_two")), "coins_four"),
    "hint.lead_safe": (lambda: _view(("swords_ace", "cups_three", "coins_four")), "swords_ace"),
    "hint.lead_trump": (lambda: _view(("swords_two", "cups_three", "coins_four")), "swords_two"),
    "hint.lead_best": (lambda: _view(("swords_two", "cups_three", "coins_four")), "cups_three"),
    "hint.lose_for_trump": (lambda: _view(("swords_four", "batons_two", "cups_four"), **LAST_STOCK), "batons_two"),
    "hint.endgame": (lambda: _view(("coins_two", "cups_four"), trump=None, trump_suit=2, stock=0), "cups_four"),
    "hint.only_card": (lambda: _view(("coins_two",), stock=0, trump=None, trump_suit=2), "coins_two"),
    "hint.bid": (lambda: _chiamata(Phase.AUCTION), _bid),
    "hint.pass": (lambda: _chiamata(Phase.AUCTION), _pass),
    "hint.call": (lambda: _chiamata(Phase.CALL), lambda v: v.legal_actions()[0]),
    "exchange.hint.take": (_exchange_open, lambda v: EXCHANGE),
}

# ... and where it is not true, and that key is not given.
NOT_GIVEN = {
    # Nothing on the table: the trick's points are not the three's own.
    "hint.take_trick": (lambda: _view(LIVE, table=["cups_five"]), "cups_three"),
    # A trump on a trick of no points (the four seats' case): no "N points are worth a trump".
    "hint.trump_it": (lambda: _view(("swords_queen", "coins_four", "batons_six"), variant="four_teams",
                                    table=[(3, "cups_five")]), "swords_queen"),
    "hint.take_lead": (lambda: _view(("cups_six", "coins_four", "batons_six"), table=["cups_king"]), "cups_six"),
    "hint.keep_points": (lambda: _view(LIVE, table=["cups_king"]), "cups_three"),
    "hint.throw_liscio": (lambda: _view(LOST, table=["cups_ace"]), "cups_king"),
    # A trump of no points thrown under a higher trump is not "keep your trumps".
    "hint.keep_trumps": (lambda: _view(("swords_two", "swords_ace", "cups_king"), table=["swords_three"]),
                         "swords_two"),
    # The ace given where the king would do: not "as few points as you can".
    "hint.save_points": (lambda: _view(("cups_king", "coins_ace", "batons_three"), table=["cups_ace"]),
                         "coins_ace"),
    "hint.played_out": (lambda: _view(("cups_king", "coins_ace", "batons_three"), table=["cups_ace"]),
                        "cups_king"),
    # The other side holds the trick: not "your side is winning".
    "hint.give_points": (lambda: _view(("coins_three", "batons_six", "cups_four"), variant="four_teams",
                                       table=[(3, "cups_ace")]), "coins_three"),
    "hint.lead_low": (lambda: _view(("coins_four", "cups_three", "swords_two")), "swords_two"),
    "hint.lead_safe": (lambda: _view(("swords_ace", "cups_three", "coins_four")), "cups_three"),
    "hint.lead_trump": (lambda: _view(("swords_two", "cups_three", "coins_four")), "coins_four"),
    "hint.lead_best": (lambda: _view(("swords_ace", "cups_three", "coins_four")), "swords_ace"),
    "hint.lose_for_trump": (lambda: _view(("swords_four", "batons_two", "cups_four"),
                                          **{**LAST_STOCK, "stock": 20}), "batons_two"),
    "hint.endgame": (lambda: _view(("coins_two", "cups_four")), "cups_four"),
    "hint.only_card": (lambda: _view(("coins_two", "cups_four")), "coins_two"),
    "hint.bid": (lambda: _chiamata(Phase.AUCTION), _pass),
    "hint.pass": (lambda: _chiamata(Phase.AUCTION), _bid),
    "hint.call": (lambda: _chiamata(Phase.AUCTION), _bid),
    # The exchange open, a card played instead: the card's own reason.
    "exchange.hint.take": (_exchange_open, "cups_four"),
}


def _explain(case):
    make, action = case
    view = make()
    chosen = action(view) if callable(action) else C(action)
    assert chosen in view.legal_actions()
    return explain(view, chosen)


def test_every_hint_has_a_case_where_it_is_given_and_one_where_it_is_not():
    assert set(GIVEN) == set(HINT_KEYS) == set(NOT_GIVEN)


@pytest.mark.parametrize("key", sorted(HINT_KEYS))
def test_the_hint_is_given_where_it_is_true(key):
    said, params = _explain(GIVEN[key])
    assert said == key and set(params) == set(HINT_KEYS[key])


@pytest.mark.parametrize("key", sorted(HINT_KEYS))
def test_the_hint_is_not_given_where_it_is_not_true(key):
    assert _explain(NOT_GIVEN[key])[0] != key


def test_the_points_named_are_those_on_the_table_never_the_played_cards_own():
    assert _explain(GIVEN["hint.take_trick"]) == ("hint.take_trick", {"points": 4})
    assert _explain(GIVEN["hint.trump_it"]) == ("hint.trump_it", {"points": 11})
    assert _explain(GIVEN["hint.keep_points"]) == ("hint.keep_points", {"points": 10})
    assert _explain(NOT_GIVEN["hint.trump_it"]) == ("hint.keep_points", {"points": 3})


def test_the_exchange_hint_names_the_card_given_and_the_card_taken():
    assert _explain(GIVEN["exchange.hint.take"]) == ("exchange.hint.take", {"given": C("swords_seven"),
                                                                            "taken": C("swords_ace")})
    two = (_exchange_open(("swords_two", "cups_four", "batons_six"), "swords_five"), EXCHANGE)
    assert explain(*two) == ("exchange.hint.take", {"given": C("swords_two"), "taken": C("swords_five")})


def test_a_call_names_a_card_of_the_called_suit_at_the_bid_rank():
    view = GIVEN["hint.call"][0]()
    call = view.legal_actions()[0]
    assert isinstance(call, Call)
    card = explain(view, call)[1]["card"]
    assert card.suit == call.suit and card.rank == view.high_bid.rank
