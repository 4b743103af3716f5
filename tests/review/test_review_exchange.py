"""The hand review at a table playing the exchange of the seven.

A hand's record with an exchange replays and steps trick by trick; a card played where exchanging
first paid is marked with a reason of its own, an exchange made is not; the cached analysis keeps
the exchange's value; an older record, without the rule, still opens.
"""

from __future__ import annotations

import dataclasses

import pytest
import yaml

from briscola_desktop import i18n
from briscola_desktop.resources import data_path
from briscola_desktop.review import Depth, HandRecord, Verdict, analyse, estimate, judge, plays_to_judge
from briscola_desktop.review import review_from_cache
from briscola_desktop.review.reasons import EXCHANGE_REASON_KEYS, MISSED_EXCHANGE
from briscola_desktop.review.timeline import timeline
from briscola_desktop.ai import make_player
from briscola_desktop.rules import EXCHANGE, ExchangeRule, HandState, SaveError, card_from_key, preset

C = card_from_key
ON = dataclasses.replace(preset("two_players"), exchange=ExchangeRule.ON)


#: A deal (a record keeps the seed, not the cards) where seat 0, to lead, holds the king of cups and the
#: seven of batons and of cups, and the ace of batons is turned.
SEED = 60
SEVEN, ACE, KING = C("batons_seven"), C("batons_ace"), C("cups_king")


def test_the_deal_is_the_one_the_cases_need():
    state = HandState(ON, seed=SEED)
    assert state.trump_card == ACE and sorted(state.hands[0]) == sorted([KING, SEVEN, C("cups_seven")])


def _record(first: list) -> HandRecord:
    """Seat 0's first actions as given, then the hand played out by Medium at both seats."""
    state = HandState(ON, seed=SEED)
    for action in first:
        state.apply(action, seat=0)
    players = [make_player("medium", seed=s) for s in range(2)]
    while not state.is_over:
        seat = state.to_act
        state.apply(players[seat].choose(state.view(seat)), seat=seat)
    record = HandRecord.from_state(state)
    # The record is what the game keeps: through plain data and back.
    return HandRecord.from_dict(yaml.safe_load(yaml.safe_dump(record.to_dict())))


MISSED = [C("cups_seven")]             # led the seven of cups, the ace of trumps left face up
MADE = [EXCHANGE, C("cups_seven")]     # took the ace with the seven first


def test_a_record_with_an_exchange_replays_and_steps_trick_by_trick():
    record = _record(MADE)
    assert record.actions[0] == "exchange" and record.variant.exchange is ExchangeRule.ON
    final = record.replay()
    assert final.is_over and sum(final.result.points) == 120
    steps = timeline(record)
    assert len(steps) == 20
    first = steps[0]
    assert first.exchanges == ((0, SEVEN, ACE),)
    assert first.trump_card == ACE                      # what lay face up when the trick began
    assert ACE in first.hands[0] and SEVEN not in first.hands[0]
    for step in steps:                                  # every card played is in its player's hand
        assert all(c in step.hands[s] for s, c in step.cards)


def test_the_exchange_made_is_not_a_decision_and_the_card_after_it_is_judged_without_it():
    plays = plays_to_judge(_record(MADE))
    assert all(isinstance(played, int) for _, _, played in plays)
    i, view, played = plays[0]
    assert i == 1 and played == C("cups_seven") and EXCHANGE not in view.legal_actions()
    values, worlds = estimate(view, "t", played, Depth.fixed(120))
    decision = judge(i, view, played, values, worlds)
    assert decision.exchange_value is None and not decision.missed_exchange
    assert all(r.key != MISSED_EXCHANGE for r in decision.reasons)


def test_a_missed_profitable_exchange_is_marked_with_its_own_reason():
    i, view, played = plays_to_judge(_record(MISSED))[0]
    assert i == 0 and EXCHANGE in view.legal_actions()
    values, worlds = estimate(view, "t", played, Depth.fixed(120))
    decision = judge(i, view, played, values, worlds)
    assert decision.missed_exchange and decision.verdict is not Verdict.GOOD
    reason = decision.reasons[0]
    assert reason.key == MISSED_EXCHANGE
    assert reason.card("given") == SEVEN and reason.card("taken") == ACE
    assert reason.count >= 2
    assert EXCHANGE not in decision.values and set(decision.values) == set(view.hand)   # the cards' values only


def test_judge_marks_the_missed_exchange_only_when_it_was_worth_more_than_the_best_card():
    _, view, played = plays_to_judge(_record(MISSED))[0]
    cards = {c: 60.0 for c in view.hand}
    worth = judge(0, view, played, {**cards, EXCHANGE: 66.0})
    assert worth.missed_exchange and worth.reasons[0].key == MISSED_EXCHANGE and worth.reasons[0].count == 6
    assert worth.cost == pytest.approx(6.0) and worth.verdict is Verdict.MISTAKE
    not_worth = judge(0, view, played, {**cards, EXCHANGE: 60.5})
    assert not not_worth.missed_exchange and not_worth.reasons == () and not_worth.verdict is Verdict.GOOD


def test_a_whole_hand_with_exchanges_is_reviewed_and_its_cache_rebuilds_it():
    record = _record(MISSED)
    review = analyse(record, depth=Depth.fixed(40))
    assert review.decisions and review.decisions[0].exchange_value is not None
    again = review_from_cache(record, review.cache())
    assert [(d.played, d.verdict, d.exchange_value is not None) for d in again.decisions] \
        == [(d.played, d.verdict, d.exchange_value is not None) for d in review.decisions]
    assert again.decisions[0].missed_exchange == review.decisions[0].missed_exchange
    cache = review.cache()
    first = str(review.decisions[0].action_index)
    del cache["values"][first]["exchange"]
    with pytest.raises(SaveError, match="exchange"):
        review_from_cache(record, cache)


def test_an_older_record_without_the_rule_still_opens_and_is_reviewed():
    state = HandState(preset("two_players"), seed=4)
    players = [make_player("medium", seed=s) for s in range(2)]
    while not state.is_over:
        state.apply(players[state.to_act].choose(state.view(state.to_act)), seat=state.to_act)
    saved = HandRecord.from_state(state).to_dict()
    assert "exchange" not in saved["variant"]               # written as before the rule existed
    record = HandRecord.from_dict(saved)
    assert record.variant.exchange is ExchangeRule.OFF
    review = analyse(record, depth=Depth.fixed(20))
    assert all(d.exchange_value is None for d in review.decisions)
    assert all("exchange" not in v for v in review.cache()["values"].values())
    rebuilt = review_from_cache(record, review.cache())
    assert [(d.played, d.verdict) for d in rebuilt.decisions] == [(d.played, d.verdict) for d in review.decisions]


@pytest.mark.parametrize("code", ["en", "it", "fr", "nb"])
def test_the_missed_exchange_is_said_in_each_language_with_its_cards_and_count(code):
    catalog = yaml.safe_load(data_path("locales", f"{code}.yaml").read_text(encoding="utf-8"))
    for key in EXCHANGE_REASON_KEYS:
        entry = catalog
        for part in key.split("."):
            entry = entry[part]
        assert set(entry) == {"one", "other"}
        for template in entry.values():
            assert "{given}" in template and "{taken}" in template and "{count}" in template
        loc = i18n.Localizer()
        for count in (1, 4, 11):
            text = loc.t(key, count=count, _lang=code, given="GIVEN", taken="TAKEN")
            assert "{" not in text and "GIVEN" in text and "TAKEN" in text and str(count) in text
