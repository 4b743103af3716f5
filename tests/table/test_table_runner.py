"""The match runner headless: no pygame, no window, no SDL (``test_structure`` checks the imports)."""

from __future__ import annotations

from pathlib import Path

from briscola_desktop.play.seats import FirstLegal
from briscola_desktop.play.session import MatchSession
from briscola_desktop.play.runner import THINK_PAUSE, MatchRunner, TableConfig
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, HandState, Match, hand_seed
from briscola_desktop.rules import events as ev
from briscola_desktop.userfiles.store import Store


def instant(level: str, seed: int) -> FirstLegal:
    return FirstLegal()


def make(variant: str = "two_players", **options) -> tuple[MatchRunner, list]:
    shown: list = []
    store = options.pop("store", None)
    config = TableConfig(variant=PRESETS[variant], seed=options.pop("seed", 5), threaded=False, **options)
    runner = MatchRunner(config, make_player=instant, on_events=shown.extend, store=store)
    shown.extend(runner.new_match(config.seed))
    return runner, shown


def play_out(runner: MatchRunner, *, person=lambda r: r.legal_now()[0]) -> None:
    """Play the match to its end: computers through the runner's pacing, the person by ``person``."""
    for _ in range(10_000):
        if runner.match.hand.is_over:
            runner.hand_finished()             # the view showed the result
            if runner.next_deal() is None:
                return
            continue
        if not runner.play_computers(1.0, 0.0):
            assert runner.submit(person(runner), 0)
    raise AssertionError("the match did not end")


def test_a_whole_match_plays_through_the_runner_with_no_illegal_action() -> None:
    runner, shown = make(fmt=MATCH_FORMATS["best_of_three"])
    play_out(runner)
    assert runner.match.is_over and runner.illegal_attempts == 0
    assert runner.config.stats["matches_finished"] == 1 and runner.config.stats["hands"] >= 2
    assert sum(isinstance(e, ev.TrickWon) for e in shown) == 20 * runner.config.stats["hands"]


def test_an_autoplay_runner_plays_every_seat_itself() -> None:
    runner, _ = make("four_teams", autoplay=True, fmt=MATCH_FORMATS["single_hand"])
    assert not runner.person_to_act() and runner.legal_now() == []
    play_out(runner, person=lambda r: (_ for _ in ()).throw(AssertionError("the person was asked")))
    assert runner.match.is_over


def test_submit_refuses_out_of_turn_illegal_and_while_the_view_is_busy() -> None:
    runner, _ = make()
    hand = runner.match.hand
    assert hand.to_act == 0 and runner.person_to_act()
    other = hand.hands[1][0]
    assert not runner.submit(other, 1)          # not seat 1's turn: refused, not counted as a rules attempt
    assert not runner.submit(other, 0)          # not in the person's hand: the rules refuse it
    assert runner.illegal_attempts == 1 and hand.actions == []
    busy = [True]
    runner.is_idle = lambda: not busy[0]
    assert runner.legal_now() == [] and not runner.submit(hand.hands[0][0], 0)
    busy[0] = False
    token = runner.token
    assert runner.submit(runner.legal_now()[0], 0) and runner.token != token
    assert runner.config.stats["actions"] == 1


def test_a_computer_waits_its_pause_unless_the_person_skips_it() -> None:
    runner, _ = make()
    runner.submit(runner.legal_now()[0], 0)
    assert runner.match.hand.to_act == 1
    runner.play_computers(THINK_PAUSE / 2, 1.0)
    assert len(runner.match.hand.actions) == 1      # chosen at once, but still "thinking"
    runner.play_computers(THINK_PAUSE, 1.0)
    assert len(runner.match.hand.actions) == 2
    while runner.match.hand.to_act != 1:            # until the computer leads or answers again
        runner.submit(runner.legal_now()[0], 0)
    before = len(runner.match.hand.actions)
    runner.play_computers(0.0, 1.0)
    assert len(runner.match.hand.actions) == before  # no time passed: still pausing
    runner.skip_wait()
    runner.play_computers(0.0, 1.0)
    assert len(runner.match.hand.actions) == before + 1


def test_a_resumed_match_is_shown_from_the_rules_core_without_re_dealing() -> None:
    match = Match(PRESETS["chiamata"], seed=8)
    for _ in range(12):
        match.apply(match.hand.legal_actions()[0])
    hand = match.hand
    replay = HandState(match.variant, dealer=hand.dealer, seed=hand_seed(match.seed, hand.hand_index),
                       hand_index=hand.hand_index)
    expected = list(replay.deal_events)
    for action in hand.actions:
        expected.extend(replay.apply(action))
    assert match.hand_events() == expected
    runner = MatchRunner(TableConfig(variant=match.variant, threaded=False), make_player=instant)
    assert runner.new_match(match=match) == expected
    assert runner.match is match and runner.config.stats["matches_started"] == 1


def test_a_recorded_match_is_saved_from_the_deal_and_counted_once(tmp_path: Path) -> None:
    store = Store(tmp_path)
    runner, _ = make(record=True, store=store, fmt=MATCH_FORMATS["single_hand"])
    assert MatchSession.resume(store) is not None          # saved from the first deal on
    play_out(runner)
    assert store.load_stats().matches_played == 1 and store.load_autosave() is None


def test_leaving_for_a_new_match_abandons_the_old_one(tmp_path: Path) -> None:
    store = Store(tmp_path)
    runner, _ = make(record=True, store=store)
    first = runner.session.match_id
    runner.submit(runner.legal_now()[0], 0)
    runner.new_match()
    assert runner.session.match_id != first and runner.match_count == 2
    assert store.load_stats().matches_played == 0


def test_the_hint_is_worked_out_for_the_position_it_was_asked_about() -> None:
    runner, _ = make()
    assert runner.current_hint() is None and runner.hint_pending
    runner.update_hint()
    action, key, params = runner.current_hint()
    assert action in runner.legal_now() and key.startswith("hint.") and isinstance(params, dict)
    runner.submit(action, 0)
    assert runner.current_hint() is None              # a new position: the old advice is not shown


def test_the_local_table_offers_the_port_over_the_runner_and_hands_each_deal_out_as_one_batch() -> None:
    from briscola_desktop.play.local import LocalTable

    batches: list[list] = []
    idle = [True]
    config = TableConfig(variant=PRESETS["two_players"], fmt=MATCH_FORMATS["best_of_three"], seed=5,
                         threaded=False)
    table = LocalTable(config, make_player=instant, is_idle=lambda: idle[0], on_events=batches.append)
    table.new_match(5)
    assert len(batches) == 1 and isinstance(batches[0][0], ev.HandStarted)
    match = table.match
    assert table.view() == match.hand.view(0) and table.standing().sides == tuple(match.sides)
    idle[0] = False                                    # the board is still showing the deal
    assert table.to_act() is None and not table.my_turn() and table.legal_now() == []
    assert not table.submit(match.hand.legal_actions()[0])
    idle[0] = True
    for _ in range(1000):
        if match.hand.is_over:
            break
        if table.my_turn():
            before = table.token
            assert table.submit(table.legal_now()[0]) and table.token != before
            assert table.view() == match.hand.view(0)   # the view follows the last batch
        else:
            assert table.thinking() == match.hand.to_act == 1
            table.update(1.0, 0.0)
    standing = table.standing()
    assert standing.results == tuple(match.results) and len(standing.results) == 1
    assert table.to_act() is None and table.thinking() is None
    assert table.hand_ended() is not None
    table.request_next_deal()
    assert isinstance(batches[-1][0], ev.HandStarted) and table.standing().hand_index == 1
    assert table.take_notices() == []
    table.close()
