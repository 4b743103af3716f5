"""The hand review: replaying a record, judging each play from the seat's view, reasons from the situation."""

from __future__ import annotations

import pytest

from briscola_desktop.ai import make_player
from briscola_desktop.review import (
    NOTE_AUCTION,
    PERSON,
    Decision,
    Depth,
    HandRecord,
    HandReview,
    Reason,
    Verdict,
    analyse,
    analyse_steps,
    explain,
    judge,
    plays_to_judge,
    review_from_cache,
)
from briscola_desktop import i18n
from briscola_desktop.review import REASON_KEYS
from briscola_desktop.review import reasons as R
from briscola_desktop.review.timeline import timeline
from briscola_desktop.review.worker import AnalysisJob
from briscola_desktop.rules import (
    POINTS,
    HandState,
    Match,
    Rank,
    SaveError,
    beats,
    card_from_key,
    preset,
    view_from_values,
)
from briscola_desktop.rules.cards import STRENGTH, SUIT_INDEX

C = card_from_key
QUICK = Depth.fixed(120)   # enough for the clear-cut cases the tests look at


# ---- hands played by small scripted players (rules only, so a change to the AI cannot move them) ----

def _strongest(state: HandState):
    """The opponent: leads and answers with its strongest card, trumps first."""
    legal = state.legal_actions()
    return max(legal, key=lambda c: (SUIT_INDEX[c] == state.trump_suit, STRENGTH[c], int(c)))


def _cheapest(state: HandState):
    legal = state.legal_actions()
    return min(legal, key=lambda c: (POINTS[c], SUIT_INDEX[c] == state.trump_suit, STRENGTH[c], int(c)))


def _ace_on_a_lost_trick(state: HandState):
    """The person's slip: with no card that can win the trick, throw a plain ace onto it."""
    legal = state.legal_actions()
    if state.table and not any(beats(c, state.table[0][1], state.trump_suit) for c in legal):
        aces = [c for c in legal if c.rank == Rank.ACE and SUIT_INDEX[c] != state.trump_suit]
        plain = [c for c in legal if POINTS[c] == 0 and SUIT_INDEX[c] != state.trump_suit]
        if aces and plain:
            return aces[0]
    return _cheapest(state)


def _play(variant_name: str, seed: int, person, others) -> HandRecord:
    state = HandState(preset(variant_name), seed=seed)
    while not state.is_over:
        state.apply(person(state) if state.to_act == PERSON else others(state))
    return HandRecord.from_state(state)


def _slip_hand() -> tuple[HandRecord, int]:
    """A two-seat hand in which the person threw an ace on a trick it could not win (and the action index)."""
    for seed in range(200):
        record = _play("two_players", seed, _ace_on_a_lost_trick, _strongest)
        for i, view, played in plays_to_judge(record):
            if view.table and played.rank == Rank.ACE and len(view.tricks) < 4 \
                    and not any(beats(c, view.table[0][1], view.trump_suit) for c in view.legal_actions()):
                return record, i
    raise AssertionError("no deal among 200 gives the slip")


# ---- the record ----------------------------------------------------------------------------------

def test_a_record_replays_to_the_same_hand_and_survives_plain_data():
    record = _play("two_players", 3, _cheapest, _strongest)
    again = HandRecord.from_dict(record.to_dict())
    assert again == record
    final = again.replay()
    assert final.is_over and sum(final.points) == 120


def test_a_record_from_a_match_matches_the_hand_as_played():
    match = Match(preset("two_players"), seed=11)
    while not match.hand.is_over:
        match.apply(_cheapest(match.hand))
    record = HandRecord.from_match(match)
    assert record.replay().points == match.hand.points
    match.next_hand()
    assert HandRecord.from_match(match, 0) == record


def test_an_edited_record_is_refused_with_the_action_it_breaks():
    data = _play("two_players", 3, _cheapest, _strongest).to_dict()
    data["actions"][4] = data["actions"][0]  # a card already played
    with pytest.raises(SaveError, match="action 5"):
        HandRecord.from_dict(data).replay()
    with pytest.raises(SaveError):
        HandRecord.from_dict({**data, "dealer": 7})
    with pytest.raises(SaveError):
        HandRecord.from_dict({**data, "actions": "coins_ace"})


# ---- judging ---------------------------------------------------------------------------------------

def test_verdict_thresholds():
    assert Verdict.of(0.0, 3) is Verdict.GOOD
    assert Verdict.of(1.0, 3) is Verdict.GOOD
    assert Verdict.of(1.5, 3) is Verdict.INACCURACY
    assert Verdict.of(3.0, 3) is Verdict.MISTAKE
    assert Verdict.of(8.0, 3) is Verdict.MISTAKE
    assert Verdict.of(8.5, 3) is Verdict.BLUNDER
    assert Verdict.of(20.0, 1) is Verdict.FORCED


def test_throwing_an_ace_on_a_trick_you_cannot_win_is_a_blunder_with_that_reason():
    record, index = _slip_hand()
    review = analyse(record, depth=QUICK, seed=1)
    slip = next(d for d in review.decisions if d.action_index == index)
    assert slip.verdict is Verdict.BLUNDER, slip.values
    assert slip.cost > 8
    assert slip.best != slip.played and POINTS[slip.best] == 0
    first = slip.reasons[0]
    assert first.key == R.THREW_POINTS and first.card("card") == slip.played and first.count == 11
    assert slip in review.costliest(3)
    assert review.points_given_away >= slip.cost


def test_each_play_is_judged_from_the_seats_own_view():
    record, _ = _slip_hand()
    views = {}
    for i, (st, _action) in enumerate(record.steps()):
        if st.to_act == PERSON:
            views[i] = st.view(PERSON)
    for i, view, _played in plays_to_judge(record):
        assert view == views[i]
        # No card of the other hand is visible, save the face-up trump once it was drawn.
        assert view.seat == PERSON and set(view.known[1]) <= {view.turned_card}


def test_a_hand_played_by_hard_scores_near_full_accuracy():
    hard = [make_player("hard", seed=5), make_player("hard", seed=6)]
    state = HandState(preset("two_players"), seed=123)
    while not state.is_over:
        state.apply(hard[state.to_act].choose(state.view(state.to_act)))
    review = analyse(HandRecord.from_state(state), depth=Depth(batch_worlds=150, min_batches=2, max_batches=4))
    assert len(review.judged) >= 12
    assert review.accuracy >= 0.9, [(d.played, d.cost) for d in review.judged]
    assert not any(d.verdict is Verdict.BLUNDER for d in review.decisions)


def test_the_same_seed_gives_the_same_analysis_and_the_cache_rebuilds_it():
    record, _ = _slip_hand()
    a = analyse(record, depth=QUICK, seed=4)
    b = analyse(record, depth=QUICK, seed=4)
    assert [d.values for d in a.decisions] == [d.values for d in b.decisions]
    again = review_from_cache(record, a.cache())
    assert [(d.best, d.verdict) for d in again.decisions] == [(d.best, d.verdict) for d in a.decisions]
    assert again.accuracy == pytest.approx(a.accuracy)


def test_a_cache_that_does_not_fit_the_hand_is_refused():
    record, _ = _slip_hand()
    cache = analyse(record, depth=QUICK).cache()
    key = next(iter(cache["values"]))
    wrong = {**cache, "values": {**cache["values"], key: {"worlds": 10, "cards": {"coins_two": 50.0}}}}
    with pytest.raises(SaveError):
        review_from_cache(record, wrong)
    nan = {**cache, "values": {**cache["values"],
                               key: {**cache["values"][key],
                                     "cards": {k: float("nan") for k in cache["values"][key]["cards"]}}}}
    with pytest.raises(SaveError):
        review_from_cache(record, nan)
    with pytest.raises(SaveError):
        review_from_cache(record, {"seat": 0})


def test_the_progress_counts_every_play_of_the_seat():
    record = _play("two_players", 8, _cheapest, _strongest)
    gen = analyse_steps(record, depth=Depth.fixed(30))
    steps = []
    try:
        while True:
            steps.append(next(gen))
    except StopIteration as stop:
        review = stop.value
    assert steps[-1] == (20, 20) and len(review.decisions) == 20
    assert review.decisions[-1].verdict is Verdict.FORCED


def test_at_a_team_table_only_the_persons_plays_are_judged():
    record = _play("four_teams", 2, _cheapest, _strongest)
    review = analyse(record, depth=Depth.fixed(20))
    assert len(review.decisions) == 10
    assert all(d.view.seat == PERSON and d.view.to_act == PERSON for d in review.decisions)
    assert review.notes == ()


def test_chiamata_says_the_auction_is_not_judged():
    state = HandState(preset("chiamata"), seed=4)
    players = [make_player("medium", seed=s) for s in range(5)]
    while not state.is_over:
        state.apply(players[state.to_act].choose(state.view(state.to_act)))
    if state.result.thrown_in:
        pytest.skip("everyone passed")
    review = analyse(HandRecord.from_state(state), depth=Depth.fixed(8))
    assert review.notes == (NOTE_AUCTION,)
    assert len(review.decisions) == 8  # cards only, no bid and no call


# ---- the summary -------------------------------------------------------------------------------------

def _decision(i: int, cost: float) -> Decision:
    view = view_from_values(hand=[C("coins_two"), C("cups_four")], trump_card=C("swords_five"), stock_size=20)
    values = {C("coins_two"): 50.0, C("cups_four"): 50.0 - cost}
    return judge(i, view, C("cups_four"), values)


def test_summary_accuracy_points_given_away_and_costliest():
    decisions = tuple(_decision(i, cost) for i, cost in enumerate([0.0, 0.5, 2.0, 4.0, 12.0, 3.5]))
    review = HandReview(HandRecord(preset("two_players"), 1, 1, 0, ()), PERSON, decisions, 0)
    assert review.accuracy == pytest.approx(2 / 6)
    assert review.points_given_away == pytest.approx(4.0 + 12.0 + 3.5)
    assert [d.cost for d in review.costliest()] == [12.0, 4.0, 3.5]
    assert [d.verdict for d in review.mistakes] == [Verdict.MISTAKE, Verdict.BLUNDER, Verdict.MISTAKE]


def test_the_best_card_is_the_one_played_when_within_a_point():
    assert _decision(0, 0.8).best == C("cups_four")
    assert _decision(0, 1.6).best == C("coins_two")


# ---- reasons come from the situation -------------------------------------------------------------------

def _values(view, best, cost=11.0):
    return {c: (60.0 if c == best else 60.0 - cost) for c in view.legal_actions()}


def test_the_same_ace_gets_a_different_reason_in_a_different_situation():
    ace, low = C("coins_ace"), C("cups_four")
    hand = [ace, low, C("batons_six")]
    # The opponent led the ace of trumps: nothing wins it, the ace just gives 11 points away.
    lost = view_from_values(hand=hand, trump_card=C("swords_four"), table=[C("swords_ace")], stock_size=20)
    first = explain(lost, ace, low, _values(lost, low))[0]
    assert first.key == R.THREW_POINTS and first.count == 11
    # Leading it with trumps unseen: it can be trumped.
    lead = view_from_values(hand=hand, trump_card=C("swords_four"), stock_size=20)
    first = explain(lead, ace, low, _values(lead, low))[0]
    assert first.key == R.TRUMP_UNSEEN and first.count == 9


def test_a_lone_three_led_while_the_ace_is_unseen_versus_seen():
    three, low = C("cups_three"), C("coins_four")
    hand = [three, low, C("batons_six")]
    unseen = view_from_values(hand=hand, trump_card=C("swords_four"), stock_size=20)
    first = explain(unseen, three, low, _values(unseen, low, 6.0))[0]
    assert first.key == R.STRONGER_UNSEEN and first.card("stronger") == C("cups_ace")
    # Once the ace of cups has gone, the danger is only a trump.
    gone = view_from_values(hand=hand, trump_card=C("swords_four"), stock_size=18,
                            played=[C("cups_ace"), C("batons_two")])
    first = explain(gone, three, low, _values(gone, low, 6.0))[0]
    assert first.key == R.TRUMP_UNSEEN


def test_a_trick_of_ten_points_was_worth_a_trump_but_one_of_none_was_not():
    trump, low = C("swords_two"), C("coins_four")
    hand = [trump, low, C("batons_six")]
    rich = view_from_values(hand=hand, trump_card=C("swords_four"), table=[C("cups_three")], stock_size=20)
    first = explain(rich, low, trump, _values(rich, trump, 10.0))[0]
    assert first.key == R.WORTH_TRUMP and first.count == 10 and first.card("best") == trump
    # Spending that trump on a trick of no points is the other mistake.
    poor = view_from_values(hand=hand, trump_card=C("swords_four"), table=[C("cups_five")], stock_size=20)
    keys = [r.key for r in explain(poor, trump, low, _values(poor, low, 4.0))]
    assert R.TRUMPED_NOTHING in keys and R.WORTH_TRUMP not in keys


def test_winning_the_last_trick_before_the_face_up_trump_gives_the_trump_away():
    hand = [C("cups_king"), C("coins_four"), C("batons_six")]
    last = view_from_values(hand=hand, trump_card=C("swords_ace"), table=[C("cups_jack")], stock_size=2)
    keys = [r.key for r in explain(last, C("cups_king"), C("coins_four"), _values(last, C("coins_four"), 5.0))]
    assert R.GAVE_TRUMP_CARD in keys
    # With more stock left the same play has no such reason.
    early = view_from_values(hand=hand, trump_card=C("swords_ace"), table=[C("cups_jack")], stock_size=20)
    keys = [r.key for r in explain(early, C("cups_king"), C("coins_four"), _values(early, C("coins_four"), 5.0))]
    assert R.GAVE_TRUMP_CARD not in keys


def test_a_partners_safe_trick_should_have_been_loaded():
    hand = [C("cups_three"), C("coins_four"), C("batons_six")]
    # four_teams: seats 0 and 2 are partners; the person plays last, the partner holds the trick with the ace of trumps.
    view = view_from_values(hand=hand, trump_card=C("swords_four"), variant="four_teams",
                            table=[(1, C("cups_two")), (2, C("swords_ace")), (3, C("batons_two"))], stock_size=20)
    first = explain(view, C("coins_four"), C("cups_three"), _values(view, C("cups_three"), 10.0))[0]
    assert first.key == R.LOAD_PARTNER and first.count == 10


def test_every_reason_has_a_generic_fallback_and_serialises():
    view = view_from_values(hand=[C("coins_two"), C("cups_four")], trump_card=C("swords_five"), stock_size=20)
    reasons = explain(view, C("cups_four"), C("coins_two"), {C("coins_two"): 50.0, C("cups_four"): 46.0})
    assert reasons[-1] == Reason(R.GENERIC, (("best", C("coins_two")),), 4)
    assert reasons[-1].to_dict() == {"key": R.GENERIC, "cards": {"best": "coins_two"}, "count": 4}


# ---- off the frame: the analysis in its own process ------------------------------------------------------

def test_the_analysis_runs_in_a_separate_process_and_matches_the_same_analysis_here():
    record = _play("two_players", 8, _cheapest, _strongest)
    depth = Depth.fixed(25)
    job = AnalysisJob(record, depth=depth, seed=3)
    review = job.wait(timeout=120)
    assert review is not None, job.error
    assert job.progress == (20, 20) and not job.running
    here = analyse(record, depth=depth, seed=3)
    assert [(d.best, d.verdict) for d in review.decisions] == [(d.best, d.verdict) for d in here.decisions]


def test_a_cancelled_analysis_stops_its_process():
    job = AnalysisJob(_play("two_players", 9, _cheapest, _strongest))
    job.cancel()
    assert not job.running and job.review is None and job.error == "cancelled"
    assert job.poll()


# ---- the hand trick by trick ------------------------------------------------------------------------------

def test_the_timeline_has_every_trick_with_the_persons_decision_and_the_hands_at_its_start():
    record = _play("four_teams", 5, _cheapest, _strongest)
    review = analyse(record, depth=Depth.fixed(10))
    steps = timeline(record, review)
    final = record.replay()
    assert len(steps) == 10 and steps[-1].scores == tuple(final.points)
    assert [s.decision for s in steps] == list(review.decisions)
    for step, trick in zip(steps, final.tricks):
        assert step.cards == trick.cards and step.winner == trick.winner
        # every card played in the trick came from the hand its seat held when the trick began
        assert all(c in step.hands[s] for s, c in step.cards)
        d = step.decision
        assert d.view.table == step.table_before(PERSON) and d.view.hand == step.hands[PERSON]


def test_an_ace_thrown_away_when_a_card_could_take_the_trick_names_both():
    hand = [C("batons_ace"), C("cups_king"), C("swords_three")]
    view = view_from_values(hand=hand, trump_card=C("cups_four"), table=[C("coins_two")], stock_size=20)
    keys = [r.key for r in explain(view, C("batons_ace"), C("cups_king"), _values(view, C("cups_king"), 6.0))]
    # The trick held nothing: the king would have taken it, and the lead, not "its points" (its own).
    assert keys[:2] == [R.GAVE_POINTS, R.TAKE_LEAD]


def test_taking_last_with_the_lesser_card_when_the_three_would_take_too():
    hand = [C("swords_seven"), C("batons_three"), C("swords_three")]
    view = view_from_values(hand=hand, trump_card=C("swords_four"), table=[C("cups_three")], stock_size=20)
    first = explain(view, C("swords_seven"), C("swords_three"), _values(view, C("swords_three"), 4.0))[0]
    assert first.key == R.BANK_POINTS and first.count == 10


def test_a_high_trump_on_a_trump_lead_of_no_points_is_a_trump_spent_on_nothing():
    hand = [C("cups_king"), C("batons_three"), C("swords_six")]
    view = view_from_values(hand=hand, trump_card=C("cups_two"), table=[C("cups_five")], stock_size=16)
    keys = [r.key for r in explain(view, C("cups_king"), C("swords_six"), _values(view, C("swords_six"), 4.0))]
    assert R.TRUMPED_NOTHING in keys


def test_a_king_led_into_an_unseen_ace_names_the_ace_not_only_the_average():
    hand = [C("batons_king"), C("coins_four"), C("swords_six")]
    view = view_from_values(hand=hand, trump_card=C("cups_two"), stock_size=20)
    reasons = explain(view, C("batons_king"), C("coins_four"), _values(view, C("coins_four"), 8.0))
    assert reasons[0].key == R.STRONGER_UNSEEN and reasons[0].card("stronger") == C("batons_ace")
    # Also when the better lead carried more points but nothing of its suit could take it (an ace).
    hand = [C("batons_king"), C("swords_ace"), C("coins_five")]
    view = view_from_values(hand=hand, trump_card=C("cups_two"), stock_size=20)
    reasons = explain(view, C("batons_king"), C("swords_ace"), _values(view, C("swords_ace"), 8.0))
    assert reasons[0].key == R.STRONGER_UNSEEN and reasons[0].card("stronger") == C("batons_ace")


def test_a_trump_used_where_a_plain_card_took_the_trick_too_is_a_trump_spared_not_spent():
    hand = [C("cups_king"), C("batons_ace"), C("swords_six")]
    view = view_from_values(hand=hand, trump_card=C("cups_two"), table=[C("batons_king")], stock_size=16)
    keys = [r.key for r in explain(view, C("cups_king"), C("batons_ace"), _values(view, C("batons_ace"), 8.0))]
    assert R.SPARED_TRUMP in keys and R.TRUMPED_NOTHING not in keys
    # When the plain card could not take the trick, the trump was the way to take it: no such reason.
    lost = view_from_values(hand=hand, trump_card=C("cups_two"), table=[C("coins_three")], stock_size=16)
    keys = [r.key for r in explain(lost, C("cups_king"), C("swords_six"), _values(lost, C("swords_six"), 4.0))]
    assert R.SPARED_TRUMP not in keys


def test_leading_a_trump_when_a_plain_card_was_the_better_lead_says_so():
    hand = [C("cups_jack"), C("batons_four"), C("swords_six")]
    view = view_from_values(hand=hand, trump_card=C("cups_two"), stock_size=20)
    keys = [r.key for r in explain(view, C("cups_jack"), C("swords_six"), _values(view, C("swords_six"), 4.0))]
    assert keys[0] == R.LED_TRUMP
    # A plain card led gets no such reason.
    keys = [r.key for r in explain(view, C("batons_four"), C("swords_six"), _values(view, C("swords_six"), 4.0))]
    assert R.LED_TRUMP not in keys


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_reason_verdict_and_note_reads_in_every_language(code):
    loc = i18n.Localizer()
    catalog = i18n.flatten(i18n.load_catalog(code))
    card = i18n.card_name(C("cups_ace"), "italian").lower()
    for key in (*REASON_KEYS, NOTE_AUCTION, *(f"review.verdict.{v.value}" for v in Verdict)):
        assert key in catalog, (code, key)
        for count in (1, 4, 11):
            text = loc.t(key, count=count, _lang=code, card=card, best=card, stronger=card, trump=card)
            assert text and "{" not in text and not text.startswith("review"), (code, key, text)
