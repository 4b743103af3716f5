"""The score pad's logic: set-up, hands, counting piles, winners, undo and correction."""

from __future__ import annotations

import pytest

from briscola_desktop import i18n
from briscola_desktop.rules import DECK, MATCH_FORMATS, Rank, Suit, card
from briscola_desktop.scorepad import (ChiamataHand, PileCounter, PointsHand, ScoreGame, ScorePadError, Seating,
                                       Setup, check_points, deals, default_names, describe, fill_last,
                                       first_to, format_label, normalise_name, points_to, possible_points,
                                       seatings_for, side_label)
from briscola_desktop.scorepad.setup import MAX_NAME_LENGTH


def _loc(code: str) -> i18n.Localizer:
    loc = i18n.Localizer()
    loc.set_language(code)
    return loc


def _refused(key: str):
    """pytest.raises for a ScorePadError with this locale key."""
    return pytest.raises(ScorePadError, match=rf"^scorepad\.error\.{key}\b")


def two(fmt=MATCH_FORMATS["best_of_three"]) -> ScoreGame:
    return ScoreGame(Setup.create(["Anna", "Bruno"], fmt=fmt))


# ---- set-up -----------------------------------------------------------------------------------

def test_names_are_trimmed_and_any_script_is_welcome():
    assert normalise_name("  Anna   Maria ") == "Anna Maria"
    for name in ("Ærlend", "Zoë", "D'Angelo", "Jean-Luc", "Μαρία", "Сергей", "さくら", "محمد", "Øystein Jr."):
        assert normalise_name(name) == name
    # A name typed with a combining accent is stored in its composed form.
    assert normalise_name("Zoe\u0308") == "Zoë"


@pytest.mark.parametrize("raw, key", [
    ("", "name_empty"), ("    ", "name_empty"), (None, "name_empty"),
    ("x" * (MAX_NAME_LENGTH + 1), "name_too_long"),
    ("Anna\x00", "name_character"), ("Bob<script>", "name_character"), ("a\tb\nc:", "name_character"),
])
def test_bad_names_are_refused_with_a_reason(raw, key):
    with _refused(key):
        normalise_name(raw)


def test_a_name_at_the_length_limit_is_kept():
    assert normalise_name("é" * MAX_NAME_LENGTH) == "é" * MAX_NAME_LENGTH


def test_default_names_come_from_the_locale():
    assert default_names(3, _loc("en").t) == ("Player 1", "Player 2", "Player 3")
    assert default_names(2, _loc("it").t) == ("Giocatore 1", "Giocatore 2")


def test_setup_refuses_duplicates_and_wrong_counts_and_names_the_seat():
    with _refused("name_taken"):
        Setup.create(["Anna", "anna"])
    with _refused("player_count"):
        Setup.create(["Anna"])
    with _refused("player_count"):
        Setup.create([f"P{i}" for i in range(7)])
    with pytest.raises(ScorePadError) as err:
        Setup.create(["Anna", "  "])
    assert err.value.key == "scorepad.error.name_empty" and err.value.params["seat"] == 2


def test_team_seatings_come_from_the_rules_core_tables():
    assert seatings_for(2) == (Seating.EACH_ALONE,)
    assert seatings_for(4) == (Seating.EACH_ALONE, Seating.PAIRS)
    assert set(seatings_for(6)) == {Seating.EACH_ALONE, Seating.TWO_TEAMS_OF_THREE, Seating.THREE_TEAMS_OF_TWO}
    four = Setup.create(["A", "B", "C", "D"], Seating.PAIRS)
    assert four.sides == ((0, 2), (1, 3))  # partners face to face
    six2 = Setup.create(list("ABCDEF"), Seating.TWO_TEAMS_OF_THREE)
    assert six2.sides == ((0, 2, 4), (1, 3, 5))
    six3 = Setup.create(list("ABCDEF"), Seating.THREE_TEAMS_OF_TWO)
    assert six3.sides == ((0, 3), (1, 4), (2, 5))
    with _refused("seating"):
        Setup.create(["A", "B", "C"], Seating.PAIRS)


def test_formats_are_checked_for_the_table():
    assert Setup.create(["A", "B"]).format == MATCH_FORMATS["best_of_three"]  # two winning hands
    with _refused("chiamata_table"):
        Setup.create(["A", "B", "C", "D"], fmt=deals(5))
    with _refused("seating"):
        Setup.create(list("ABCDE"), "pairs", fmt=deals(5))
    with _refused("wins_target"):
        Setup.create(["A", "B"], fmt=first_to(99))
    with pytest.raises(ValueError):
        points_to(40)  # the rules core's own check: a points match goes to at least 61


def test_format_and_side_labels_read_naturally():
    en = _loc("en").t
    assert format_label(MATCH_FORMATS["best_of_three"], en) == "best of three (two hands to win)"
    assert format_label(first_to(7), en) == "first to 7 hands"
    assert format_label(deals(8), en) == "8 deals"
    assert format_label(deals(1), _loc("nb").t) == "1 giv"
    assert format_label(deals(8), _loc("nb").t) == "8 giver"
    assert format_label(first_to(4), _loc("fr").t) == "4 manches gagnantes"
    four = Setup.create(["Anna", "Bruno", "Carla", "Dario"], Seating.PAIRS)
    assert side_label(four, 0, en) == "Anna & Carla"
    assert side_label(four, 1, _loc("it").t) == "Bruno e Dario"


# ---- points of a hand -------------------------------------------------------------------------

def test_only_one_and_a_hundred_and_nineteen_are_out_of_reach():
    assert sorted(set(range(121)) - possible_points()) == [1, 119]


def test_points_must_add_up_to_120_and_the_message_says_by_how_much():
    assert check_points((70, 50), 2) == (70, 50)
    with pytest.raises(ScorePadError) as err:
        check_points((70, 40), 2)
    assert err.value.key == "scorepad.error.sum_short" and err.value.params["difference"] == 10
    with _refused("sum_over"):
        check_points((40, 40, 50), 3)


def test_the_side_that_is_off_is_named():
    setup = Setup.create(["Anna", "Bruno"])
    with pytest.raises(ScorePadError) as err:
        check_points((121, -1), 2)
    assert err.value.params["side"] == 0
    assert describe(err.value, setup, _loc("en").t) == \
        "Anna: 121 is not possible, a hand's points go from 0 to 120."
    with pytest.raises(ScorePadError) as err:
        check_points((119, 1), 2)
    assert describe(err.value, setup, _loc("fr").t) == "Anna : aucun tas de cartes ne peut valoir 119."
    with _refused("points_missing"):
        check_points((60, True), 2)


def test_all_but_one_side_fills_the_last_with_what_is_left():
    assert fill_last([70, None]) == (70, 50)
    assert fill_last([None, 30, 40]) == (50, 30, 40)
    assert fill_last([60, 60]) == (60, 60)
    with _refused("points_missing"):
        fill_last([None, None, 40])
    with pytest.raises(ScorePadError) as err:
        fill_last([80, 50, None])
    assert err.value.key == "scorepad.error.others_over" and err.value.params["side"] == 2


def test_a_counted_pile_adds_the_rules_core_card_points():
    counter = PileCounter(2)
    for c in (card(Suit.COINS, Rank.ACE), card(Suit.CUPS, Rank.THREE), card(Suit.SWORDS, Rank.KING),
              card(Suit.BATONS, Rank.TWO)):
        counter.toggle(0, c)
    assert counter.points(0) == 25
    assert counter.values() == [25, None]
    assert fill_last(counter.values()) == (25, 95)
    counter.toggle(0, card(Suit.CUPS, Rank.THREE))  # tapped again: out of the pile
    assert counter.points(0) == 15
    with pytest.raises(ScorePadError) as err:
        counter.toggle(1, card(Suit.COINS, Rank.ACE))
    assert err.value.key == "scorepad.error.card_taken" and err.value.params["side"] == 0
    # Every card in one pile is the whole deck's 120.
    full = PileCounter(2)
    for c in DECK:
        full.toggle(1, c)
    assert full.points(1) == 120


# ---- winners -----------------------------------------------------------------------------------

def test_two_winning_hands_decide_a_best_of_three():
    game = two()
    game.record(PointsHand((70, 50)))
    game.record(PointsHand((30, 90)))
    assert not game.over
    out = game.record(PointsHand((61, 59)))
    assert out.winner == 0 and game.over and game.winners == (0,)
    assert game.standing.hands_won == (2, 1) and game.standing.points == (161, 199)
    with _refused("game_over"):
        game.record(PointsHand((60, 60)))


def test_sixty_all_counts_for_nobody_and_is_replayed():
    game = two(MATCH_FORMATS["single_hand"])
    out = game.record(PointsHand((60, 60)))
    assert out.drawn and not game.over and game.standing.hands_won == (0, 0)
    game.record(PointsHand((64, 56)))
    assert game.winners == (0,)


def test_a_tie_at_the_top_of_an_individual_table_is_a_draw():
    game = ScoreGame(Setup.create(["A", "B", "C"], fmt=MATCH_FORMATS["single_hand"]))
    assert game.record(PointsHand((50, 50, 20))).drawn
    assert game.record(PointsHand((20, 50, 50))).drawn
    assert game.record(PointsHand((30, 40, 50))).winner == 2 and game.winners == (2,)


def test_a_points_target_adds_points_over_hands():
    game = two(points_to(121))
    game.record(PointsHand((80, 40)))
    assert not game.over
    game.record(PointsHand((40, 80)))  # 120-120: nobody has reached 121
    assert not game.over
    game.record(PointsHand((50, 70)))  # 170-190
    assert game.winners == (1,) and game.standing.points == (170, 190)


def test_teams_of_two_at_four_and_three_teams_at_six():
    game = ScoreGame(Setup.create(["A", "B", "C", "D"], Seating.PAIRS, MATCH_FORMATS["single_hand"]))
    game.record(PointsHand((42, 78)))
    assert game.winners == (1,)
    six = ScoreGame(Setup.create(list("ABCDEF"), Seating.THREE_TEAMS_OF_TWO, first_to(1)))
    with _refused("side_count"):
        six.record(PointsHand((60, 60)))
    six.record(PointsHand((30, 30, 60)))
    assert six.winners == (2,)


def test_the_deal_passes_round_the_table_drawn_hands_too():
    game = ScoreGame(Setup.create(["A", "B", "C"], fmt=first_to(5), first_dealer=1))
    dealers = [game.next_dealer]
    for pts in ((60, 30, 30), (40, 40, 40), (20, 50, 50), (100, 20, 0)):
        game.record(PointsHand(pts))
        dealers.append(game.next_dealer)
    assert dealers == [1, 2, 0, 1, 2]
    assert [o.dealer for o in game.outcomes] == [1, 2, 0, 1]


# ---- chiamata ----------------------------------------------------------------------------------

def _chiamata(count: int = 3) -> ScoreGame:
    return ScoreGame(Setup.create(["Anna", "Bruno", "Carla", "Dario", "Elena"], fmt=deals(count)))


def test_a_chiamata_evening_scores_each_seat_and_ends_after_its_deals():
    game = _chiamata(3)
    game.record(ChiamataHand(caller=0, partner=2, bid=61, made=True))        # +2 +1, others -1
    game.record(ChiamataHand(caller=3, partner=3, bid=70, made=True))        # alone: +4, others -1
    assert not game.over
    game.record(ChiamataHand(caller=1, partner=4, bid=80, made=False, points=72))  # -2 -1, others +1
    assert game.standing.match_points == (2 - 1 + 1, -1 - 1 - 2, 1 - 1 + 1, -1 + 4 + 1, -1 - 1 - 1)
    assert game.over and game.winners == (3,)


def test_a_chiamata_evening_with_a_shared_top_names_every_leader():
    game = _chiamata(1)
    game.record(ChiamataHand(0, 1, 61, False))  # -2 -1 +1 +1 +1
    assert game.winners == (2, 3, 4)


@pytest.mark.parametrize("hand, key", [
    (ChiamataHand(5, 0, 61, True), "seat"),
    (ChiamataHand(0, 1, 60, True), "bid_range"),
    (ChiamataHand(0, 1, 121, True), "bid_range"),
    (ChiamataHand(0, 1, 61, None), "made_missing"),  # type: ignore[arg-type]
    (ChiamataHand(0, 1, 80, True, points=75), "made_mismatch"),
    (ChiamataHand(0, 1, 80, False, points=119), "calling_points_impossible"),
    (PointsHand((60, 60)), "hand_kind"),
])
def test_bad_chiamata_deals_are_refused(hand, key):
    game = _chiamata()
    with _refused(key):
        game.record(hand)
    assert game.hands == ()


def test_a_points_game_refuses_a_chiamata_deal():
    with _refused("hand_kind"):
        two().record(ChiamataHand(0, 1))


# ---- undo and correction -----------------------------------------------------------------------

def test_undo_takes_back_the_last_hand_even_the_winning_one():
    game = two()
    game.record(PointsHand((70, 50)))
    game.record(PointsHand((80, 40)))
    assert game.over
    assert game.undo() == PointsHand((80, 40))
    assert not game.over and game.standing.hands_won == (1, 0) and game.next_dealer == 1
    game.undo()
    with _refused("nothing_to_undo"):
        game.undo()


def test_correcting_an_earlier_hand_recomputes_the_totals():
    game = two(MATCH_FORMATS["best_of_five"])
    for pts in ((70, 50), (30, 90), (61, 59)):
        game.record(PointsHand(pts))
    game.correct(2, PointsHand((100, 20)))
    assert game.standing.hands_won == (3, 0) and game.winners == (0,)
    assert game.standing.points == (231, 129)


def test_a_correction_that_would_end_the_game_before_later_hands_is_refused_whole():
    game = two()
    for pts in ((70, 50), (30, 90), (40, 80)):
        game.record(PointsHand(pts))
    before = (game.hands, game.standing)
    with pytest.raises(ScorePadError) as err:
        game.correct(2, PointsHand((90, 30)))  # Anna would have won at hand 2, but hand 3 follows
    assert err.value.key == "scorepad.error.correction_ends_game" and err.value.params["over_at"] == 2
    with _refused("sum_short"):
        game.correct(1, PointsHand((10, 10)))
    with _refused("no_such_hand"):
        game.correct(4, PointsHand((60, 60)))
    assert (game.hands, game.standing) == before


def test_a_bad_hand_changes_nothing():
    game = two()
    game.record(PointsHand((70, 50)))
    before = (game.hands, game.outcomes, game.standing)
    for bad in (PointsHand((70, 40)), PointsHand((120,)), PointsHand((-5, 125)), PointsHand((1, 119))):
        with pytest.raises(ScorePadError):
            game.record(bad)
    assert (game.hands, game.outcomes, game.standing) == before


def test_check_tells_what_a_hand_would_decide_without_recording_it():
    game = two(MATCH_FORMATS["single_hand"])
    assert game.check(PointsHand((50, 70))).winner == 1
    assert game.hands == () and not game.over


def test_error_messages_exist_in_every_language():
    setup = Setup.create(["Anna", "Bruno"])
    game = ScoreGame(setup)
    errors = []
    for bad in (PointsHand((70, 40)), PointsHand((70, 60)), PointsHand((121, 0)), PointsHand((1, 119))):
        with pytest.raises(ScorePadError) as err:
            game.record(bad)
        errors.append(err.value)
    for code in i18n.LANGUAGES:
        loc = _loc(code)
        for error in errors:
            text = describe(error, setup, loc.t)
            assert "{" not in text and "scorepad" not in text and ("Anna" in text or "120" in text), text


# ---- the entry forms -----------------------------------------------------------------------------

def test_typing_moves_with_tab_and_the_last_side_is_filled():
    from briscola_desktop.scorepad.entry import PointsEntry

    form = PointsEntry(3)
    form.type_text("4")
    form.type_text("5x")  # letters are ignored
    form.move()
    form.type_text("30")
    assert form.values() == [45, 30, None] and form.filled_side == 2
    assert form.preview() == [45, 30, 45]
    assert form.commit() == PointsHand((45, 30, 45))
    form.move(-1)
    assert form.focus == 0
    form.type_text("9999")
    assert form.texts[0] == "459"  # at most three digits


def test_a_typed_hand_that_is_off_names_the_side_typed_last():
    from briscola_desktop.scorepad.entry import PointsEntry

    setup = Setup.create(["Anna", "Bruno"])
    form = PointsEntry(2)
    form.type_text("70")
    form.move()
    form.type_text("55")
    with pytest.raises(ScorePadError) as err:
        form.commit()
    assert describe(err.value, setup, _loc("en").t) == (
        "With 55 for Bruno, the sides add up to 125: 5 more than 120. Check that count.")
    assert form.texts == ["70", "55"]  # what was typed is kept
    form.backspace()
    form.backspace()
    assert form.commit() == PointsHand((70, 50))


def test_a_counted_pile_fills_its_side():
    from briscola_desktop.scorepad.entry import PointsEntry

    form = PointsEntry(2)
    for c in (card(Suit.COINS, Rank.ACE), card(Suit.BATONS, Rank.THREE)):
        form.piles.toggle(1, c)
    form.set_points(1, form.piles.points(1))
    assert form.commit() == PointsHand((99, 21))


def test_the_chiamata_form_builds_the_deal_and_asks_for_what_is_missing():
    from briscola_desktop.scorepad.entry import ChiamataEntry

    form = ChiamataEntry(5)
    with _refused("caller_missing"):
        form.commit()
    form.pick_caller(1)
    with _refused("partner_missing"):
        form.commit()
    form.pick_partner(1)
    form.step_bid(+5)
    with _refused("made_missing"):
        form.commit()
    form.made = False
    assert form.commit() == ChiamataHand(1, 1, 66, False)
    form.step_bid(-100)
    assert form.bid_text == "61"


def test_the_score_pad_logic_imports_no_pygame():
    import subprocess
    import sys

    code = ("import sys; sys.modules['pygame'] = None\n"
            "import briscola_desktop.scorepad\n"
            "assert 'pygame' not in [m for m in sys.modules if sys.modules[m] is not None]\n")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_every_key_the_score_pad_raises_is_in_the_locale_files():
    import re
    from pathlib import Path

    package = Path(__file__).resolve().parents[2] / "briscola_desktop" / "scorepad"
    keys = set()
    for path in package.glob("*.py"):
        keys |= set(re.findall(r'"(scorepad\.(?:error|notice)\.[a-z_]+)"', path.read_text(encoding="utf-8")))
    keys |= {k + "_at" for k in keys if k.endswith(("sum_short", "sum_over"))}
    assert len(keys) > 30
    for code in i18n.LANGUAGES:
        catalog = _loc(code).catalog(code)
        missing = sorted(k for k in keys if k not in catalog)
        assert not missing, f"{code}: {missing}"


def test_a_setup_built_directly_must_hold_tidy_names():
    with pytest.raises(ValueError):
        Setup((" Anna", "Bruno"), Seating.EACH_ALONE, MATCH_FORMATS["best_of_three"])
    with _refused("name_empty"):
        Setup(("", "Bruno"), Seating.EACH_ALONE, MATCH_FORMATS["best_of_three"])
