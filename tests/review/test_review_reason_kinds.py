"""Each reason of the review, on a hand-built position where it is true (given) and one where it is not.

A reason describes the trick as it stood before the judged card: the points named are those
already on the table, never the judged card's own. No reason is said twice, and the closing
reason that names the cost (the average, or every card known) is only given alone.
"""

from __future__ import annotations

import random

import pytest

from briscola_desktop import i18n
from briscola_desktop.app.core.wording import reason_text
from briscola_desktop.app.review.view import ReviewMoment, side_lines
from briscola_desktop.review import REASON_KEYS, HandRecord, HandReview, Verdict, explain, judge, plays_to_judge
from briscola_desktop.review import reasons as R
from briscola_desktop.rules import POINTS, HandState, Phase, card_from_key, preset, view_from_values
from briscola_desktop.rules.cards import STRENGTH

C = card_from_key


def _view(hand, *, trump="swords_four", table=(), stock=20, **kw):
    """Seat 0's view; ``table`` is card keys (the seats before it led) or ``(seat, key)`` pairs."""
    cards = [(s, C(c)) for s, c in table] if table and isinstance(table[0], tuple) else [C(c) for c in table]
    return view_from_values(hand=[C(c) for c in hand], trump_card=C(trump) if trump else None,
                            table=cards, stock_size=stock, **kw)


def _explain(view, played: str, best: str, cost: float = 6.0):
    values = {c: 60.0 - (cost if c == C(played) else 0.0) for c in view.legal_actions()}
    return explain(view, C(played), C(best), values)


def _keys(view, played: str, best: str) -> list[str]:
    return [r.key for r in _explain(view, played, best)]


# Each case: (reason, view, played, best). The view is built fresh by a function.
HAND = ("coins_ace", "cups_four", "batons_six")
GIVEN = {
    # The trump ace led: nothing takes it, and the ace gives its 11 points to the other side.
    R.THREW_POINTS: (lambda: _view(HAND, table=["swords_ace"]), "coins_ace", "cups_four"),
    R.LOAD_PARTNER: (lambda: _view(("cups_three", "coins_four", "batons_six"), variant="four_teams",
                                   table=[(1, "cups_two"), (2, "swords_ace"), (3, "batons_two")]),
                     "coins_four", "cups_three"),
    R.WORTH_TRUMP: (lambda: _view(("swords_two", "coins_four", "batons_six"), table=["cups_three"]),
                    "coins_four", "swords_two"),
    R.GAVE_POINTS: (lambda: _view(HAND, table=["cups_two"]), "coins_ace", "cups_four"),
    R.COULD_TAKE: (lambda: _view(("cups_three", "coins_four", "batons_six"), table=["cups_king"]),
                   "coins_four", "cups_three"),
    R.TAKE_LEAD: (lambda: _view(("cups_three", "coins_four", "batons_six"), table=["cups_five"]),
                  "coins_four", "cups_three"),
    R.BANK_POINTS: (lambda: _view(("swords_seven", "batons_three", "swords_three"), table=["cups_three"]),
                    "swords_seven", "swords_three"),
    R.GAVE_TRUMP_CARD: (lambda: _view(("cups_king", "coins_four", "batons_six"), trump="swords_ace",
                                      table=["cups_jack"], stock=2), "cups_king", "coins_four"),
    R.STRONGER_UNSEEN: (lambda: _view(("cups_three", "coins_four", "batons_six")), "cups_three", "coins_four"),
    R.TRUMP_UNSEEN: (lambda: _view(HAND), "coins_ace", "cups_four"),
    R.TRUMPED_NOTHING: (lambda: _view(("swords_two", "coins_four", "batons_six"), table=["cups_five"]),
                        "swords_two", "coins_four"),
    R.SPARED_TRUMP: (lambda: _view(("cups_king", "batons_ace", "swords_six"), trump="cups_two",
                                   table=["batons_king"], stock=16), "cups_king", "batons_ace"),
    R.LED_TRUMP: (lambda: _view(("cups_jack", "batons_four", "swords_six"), trump="cups_two"),
                  "cups_jack", "swords_six"),
    R.ALL_KNOWN: (lambda: _view(("coins_two", "cups_four"), trump=None, trump_suit=2, stock=0),
                  "cups_four", "coins_two"),
    R.GENERIC: (lambda: _view(("coins_two", "cups_four")), "cups_four", "coins_two"),
}

_ALL_SWORDS_BUT_THE_FOUR = ["swords_ace", "swords_two", "swords_three", "swords_five", "swords_six",
                            "swords_seven", "swords_jack", "swords_queen", "swords_king"]
NOT_GIVEN = {
    # A cups card could take the trick: the ace was not thrown on a trick that could not be won.
    R.THREW_POINTS: (lambda: _view(HAND, table=["cups_two"]), "coins_ace", "cups_four"),
    # Four seats, the partner still to play: the ace is not lost yet.
    R.GAVE_POINTS: (lambda: _view(HAND, variant="four_teams", table=[(3, "cups_two")]), "coins_ace",
                    "batons_six"),
    # The partner holds with the king of cups, the ace and the three of cups unseen, a seat to come.
    R.LOAD_PARTNER: (lambda: _view(("cups_three", "coins_four", "batons_six"), variant="four_teams",
                                   table=[(2, "cups_king"), (3, "cups_two")]), "coins_four", "cups_three"),
    # Four points on the table are not worth a trump.
    R.WORTH_TRUMP: (lambda: _view(("swords_two", "coins_four", "batons_six"), table=["cups_king"]),
                    "coins_four", "swords_two"),
    # Nothing on the table: taking it gains the lead, not points.
    R.COULD_TAKE: (lambda: _view(("cups_three", "coins_four", "batons_six"), table=["cups_five"]),
                   "coins_four", "cups_three"),
    R.TAKE_LEAD: (lambda: _view(("cups_three", "coins_four", "batons_six"), table=["cups_king"]),
                  "coins_four", "cups_three"),
    # The better card carried fewer points.
    R.BANK_POINTS: (lambda: _view(("swords_seven", "batons_three", "swords_three"), table=["cups_three"]),
                    "swords_three", "swords_seven"),
    R.GAVE_TRUMP_CARD: (lambda: _view(("cups_king", "coins_four", "batons_six"), trump="swords_ace",
                                      table=["cups_jack"], stock=20), "cups_king", "coins_four"),
    R.STRONGER_UNSEEN: (lambda: _view(("cups_three", "coins_four", "batons_six"), stock=18,
                                      played=[C("cups_ace"), C("batons_two")]), "cups_three", "coins_four"),
    # Every trump but the face-up one is gone.
    R.TRUMP_UNSEEN: (lambda: _view(HAND, stock=10, played=[C(c) for c in _ALL_SWORDS_BUT_THE_FOUR]),
                     "coins_ace", "cups_four"),
    R.TRUMPED_NOTHING: (lambda: _view(("swords_two", "coins_four", "batons_six"), table=["cups_king"]),
                        "swords_two", "coins_four"),
    R.SPARED_TRUMP: (lambda: _view(("cups_king", "batons_ace", "swords_six"), trump="cups_two",
                                   table=["coins_three"], stock=16), "cups_king", "swords_six"),
    R.LED_TRUMP: (lambda: _view(("cups_jack", "batons_four", "swords_six"), trump="cups_two"),
                  "batons_four", "swords_six"),
    R.ALL_KNOWN: (lambda: _view(("coins_two", "cups_four")), "cups_four", "coins_two"),
    R.GENERIC: (lambda: _view(HAND, table=["swords_ace"]), "coins_ace", "cups_four"),
}


def test_every_reason_has_a_case_where_it_is_given_and_one_where_it_is_not():
    assert set(GIVEN) == set(REASON_KEYS) == set(NOT_GIVEN)


@pytest.mark.parametrize("key", REASON_KEYS)
def test_the_reason_is_given_where_it_is_true(key):
    make, played, best = GIVEN[key]
    assert key in _keys(make(), played, best)


@pytest.mark.parametrize("key", REASON_KEYS)
def test_the_reason_is_not_given_where_it_is_not_true(key):
    make, played, best = NOT_GIVEN[key]
    assert key not in _keys(make(), played, best)


def test_a_three_thrown_on_a_led_five_names_the_three_lost_not_the_best_cards_own_points():
    """The five of coins led, the three of swords thrown and lost; the three of trumps would have taken it."""
    view = _view(("swords_three", "batons_three", "cups_four"), trump="batons_four", table=["coins_five"])
    reasons = _explain(view, "swords_three", "batons_three", 10.0)
    assert reasons[0].key == R.GAVE_POINTS and reasons[0].card("card") == C("swords_three")
    assert reasons[0].count == 10
    # The trick held nothing: no sentence says the best card would have taken "its 10 points".
    assert R.COULD_TAKE not in [r.key for r in reasons]
    assert [r.key for r in reasons][1:] == [R.TAKE_LEAD]


def test_the_points_a_better_card_would_have_taken_are_those_already_on_the_table():
    view = _view(("cups_three", "coins_four", "batons_six"), table=["cups_king"])
    reason = next(r for r in _explain(view, "coins_four", "cups_three") if r.key == R.COULD_TAKE)
    assert reason.count == 4 == POINTS[C("cups_king")]


def test_the_closing_reason_names_the_cost_and_is_said_alone():
    alone = _explain(GIVEN[R.GENERIC][0](), "cups_four", "coins_two", 4.0)
    assert [(r.key, r.count) for r in alone] == [(R.GENERIC, 4)]
    known = _explain(GIVEN[R.ALL_KNOWN][0](), "cups_four", "coins_two", 4.0)
    assert [(r.key, r.count) for r in known] == [(R.ALL_KNOWN, 4)]


# ---- no sentence twice, over many seeded hands ----------------------------------------------------

def _random_hand(variant: str, seed: int) -> HandRecord:
    rng = random.Random(seed)
    state = HandState(preset(variant), seed=seed)
    while not state.is_over:
        state.apply(rng.choice(sorted(state.legal_actions(), key=repr)))
    return HandRecord.from_state(state)


def _pairs():
    """(record, view, played, best, values) for every ordered pair of legal cards in seeded hands."""
    for variant, seeds in (("two_players", 12), ("four_teams", 5), ("three_players_39", 4), ("chiamata", 3)):
        for seed in range(seeds):
            record = _random_hand(variant, seed)
            for _i, view, _played in plays_to_judge(record, 0):
                legal = view.legal_actions()
                values = {c: POINTS[c] * 1.3 + STRENGTH[c] * 0.7 + (int(c) * 37 % 11) for c in legal}
                for played in legal:
                    for best in legal:
                        if played != best:
                            yield record, view, played, best, values


@pytest.fixture
def language():
    yield i18n.set_language
    i18n.set_language("en")


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_no_reason_is_said_twice_and_the_closing_reason_stands_alone(code, language):
    language(code)
    said = 0
    for _record, view, played, best, values in _pairs():
        reasons = explain(view, played, best, values)
        keys = [r.key for r in reasons]
        texts = [reason_text(r, "italian") for r in reasons]
        assert len(set(keys)) == len(keys) and len(set(texts)) == len(texts), (code, texts)
        assert reasons and (len(reasons) == 1 or not set(keys) & R.STATES_COST), keys
        said += 1
    assert said > 1000


def test_the_review_side_never_shows_a_line_twice_nor_the_cost_beside_the_reason_that_names_it(language):
    language("en")
    cost_lines = closing = 0
    for record, view, played, best, values in _pairs():
        values = {**values, best: max(values.values()) + 6.0}   # the best card on top: a mistake
        decision = judge(0, view, played, values)
        assert decision.verdict in (Verdict.MISTAKE, Verdict.BLUNDER) and decision.best == best
        now = ReviewMoment((), 0, HandReview(record, 0, (decision,), 0), None, None, False, False)
        lines = [line.words for line in side_lines(now, decision, "italian")]
        assert len(set(lines)) == len(lines), lines
        cost = i18n.t("review.cost", count=round(decision.cost))
        if decision.reasons[0].key in R.STATES_COST:
            closing += 1
            assert cost not in lines
        else:
            cost_lines += 1
            assert cost in lines
    assert closing > 50 and cost_lines > 50


def test_before_the_called_card_shows_no_card_is_said_to_go_to_the_other_side():
    """Chiamata, the partner not known yet: the seat holding the trick may be the partner."""
    state = HandState(preset("chiamata"), seed=2)
    while state.phase is not Phase.PLAY:
        state.apply(sorted(state.legal_actions(), key=repr)[0])
    # The last seat of the first trick: no seat to come, so only the unknown sides stop the sentence.
    while len(state.table) < state.variant.players - 1:
        state.apply(min(state.legal_actions(), key=lambda c: (POINTS[c], int(c))))
    view = state.view(state.to_act)
    assert view.partner is None and any(POINTS[c] for c in view.legal_actions())
    legal = view.legal_actions()
    values = {c: 60.0 for c in legal}
    for played in legal:
        for best in legal:
            if played != best:
                keys = [r.key for r in explain(view, played, best, {**values, best: 70.0})]
                assert R.GAVE_POINTS not in keys and R.THREW_POINTS not in keys
