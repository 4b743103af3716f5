"""Property tests of the score pad: totals add up, the winner comes exactly when the
format says, undo returns the previous state, correction recomputes."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from briscola_desktop.rules import MatchKind
from briscola_desktop.scorepad import (ChiamataHand, PointsHand, ScoreGame, ScorePadError, Setup, deals,
                                       first_to, points_to, possible_points, seatings_for)

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def setups(draw) -> Setup:
    players = draw(st.integers(2, 6))
    seating = draw(st.sampled_from(seatings_for(players)))
    fmt = draw(st.one_of(st.integers(1, 5).map(first_to), st.sampled_from([121, 151]).map(points_to)))
    names = [f"P{i}" for i in range(players)]
    return Setup.create(names, seating, fmt, draw(st.integers(0, players - 1)))


@st.composite
def split_120(draw, sides: int) -> PointsHand:
    """120 cut at random into one share per side."""
    cuts = sorted(draw(st.lists(st.integers(0, 120), min_size=sides - 1, max_size=sides - 1)))
    bounds = [0, *cuts, 120]
    return PointsHand(tuple(bounds[i + 1] - bounds[i] for i in range(sides)))


def _possible(hand: PointsHand) -> bool:
    return all(v in possible_points() for v in hand.points)


def valid_points_hands(sides: int):
    """Card points per side that real piles could make; a tie at the top now and then."""
    tie = PointsHand((120 // sides,) * sides)  # 60-60, 40-40-40...: a drawn hand
    split = split_120(sides).filter(_possible)
    return st.one_of(split, split, split, st.just(tie))


def _oracle_over(setup: Setup, hands: list[PointsHand]) -> int | None:
    """The hand number (1-based) at which the format is met, worked out by hand."""
    won = [0] * len(setup.sides)
    pts = [0] * len(setup.sides)
    for number, hand in enumerate(hands, 1):
        top = max(hand.points)
        if hand.points.count(top) == 1:
            won[hand.points.index(top)] += 1
        pts = [a + b for a, b in zip(pts, hand.points)]
        if setup.format.kind is MatchKind.WINS and max(won) >= setup.format.target:
            return number
        if setup.format.kind is MatchKind.POINTS and max(pts) >= setup.format.target \
                and pts.count(max(pts)) == 1:
            return number
    return None


@SETTINGS
@given(data=st.data())
def test_any_valid_hands_add_up_and_the_winner_comes_exactly_when_the_format_says(data):
    setup = data.draw(setups())
    hands = data.draw(st.lists(valid_points_hands(len(setup.sides)), max_size=14))
    game = ScoreGame(setup)
    over_at = _oracle_over(setup, hands)
    for number, hand in enumerate(hands, 1):
        if game.over:
            try:
                game.record(hand)
            except ScorePadError as exc:
                assert exc.key == "scorepad.error.game_over"
            else:
                raise AssertionError("a hand was taken after the game was won")
            continue
        game.record(hand)
        st_ = game.standing
        assert sum(st_.points) == 120 * number
        assert sum(st_.hands_won) == sum(1 for o in game.outcomes if not o.drawn)
        assert game.over == (over_at == number) or (over_at is not None and number > over_at)
        assert game.next_dealer == (setup.first_dealer + number) % setup.players
    assert game.over == (over_at is not None)
    if over_at is not None:
        assert len(game.hands) == over_at


@SETTINGS
@given(data=st.data())
def test_undo_returns_the_previous_state(data):
    setup = data.draw(setups())
    hands = data.draw(st.lists(valid_points_hands(len(setup.sides)), min_size=1, max_size=10))
    game = ScoreGame(setup)
    for hand in hands:
        if game.over:
            break
        before = (game.hands, game.outcomes, game.standing, game.next_dealer)
        game.record(hand)
        after = (game.hands, game.outcomes, game.standing, game.next_dealer)
        assert game.undo() == hand
        assert (game.hands, game.outcomes, game.standing, game.next_dealer) == before
        game.record(hand)
        assert (game.hands, game.outcomes, game.standing, game.next_dealer) == after


@SETTINGS
@given(data=st.data())
def test_a_correction_gives_the_same_totals_as_entering_the_right_hand_in_the_first_place(data):
    setup = data.draw(setups())
    sides = len(setup.sides)
    hands = data.draw(st.lists(valid_points_hands(sides), min_size=1, max_size=10))
    game = ScoreGame(setup)
    for hand in hands:
        if game.over:
            break
        game.record(hand)
    number = data.draw(st.integers(1, len(game.hands)))
    fixed = data.draw(valid_points_hands(sides))
    wanted = list(game.hands)
    wanted[number - 1] = fixed
    before = (game.hands, game.standing)
    try:
        fresh = ScoreGame(setup, wanted)
    except ScorePadError as exc:
        # The right hand would have ended the game earlier: the correction is refused whole.
        assert exc.key == "scorepad.error.game_over"
        try:
            game.correct(number, fixed)
        except ScorePadError as exc2:
            assert exc2.key == "scorepad.error.correction_ends_game"
        else:
            raise AssertionError("a correction that ends the game early was taken")
        assert (game.hands, game.standing) == before
        return
    game.correct(number, fixed)
    assert game.standing == fresh.standing and game.outcomes == fresh.outcomes
    assert sum(game.standing.points) == 120 * len(game.hands)


@st.composite
def chiamata_deals(draw) -> ChiamataHand:
    caller = draw(st.integers(0, 4))
    partner = draw(st.integers(0, 4))
    return ChiamataHand(caller, partner, draw(st.integers(61, 120)), draw(st.booleans()))


@SETTINGS
@given(count=st.integers(1, 12), hands=st.lists(chiamata_deals(), max_size=14))
def test_chiamata_match_points_always_sum_to_zero_and_the_evening_ends_after_its_deals(count, hands):
    game = ScoreGame(Setup.create(list("ABCDE"), fmt=deals(count)))
    for number, hand in enumerate(hands, 1):
        if number > count:
            assert game.over
            break
        game.record(hand)
        assert sum(game.standing.match_points) == 0
        assert game.over == (number == count)
        scores = game.outcomes[-1].seat_scores
        assert scores is not None
        if hand.alone:
            assert scores[hand.caller] == (4 if hand.made else -4)
        else:
            assert (scores[hand.caller], scores[hand.partner]) == ((2, 1) if hand.made else (-2, -1))
    if game.over:
        top = max(game.standing.match_points)
        assert game.winners == tuple(i for i, v in enumerate(game.standing.match_points) if v == top)
