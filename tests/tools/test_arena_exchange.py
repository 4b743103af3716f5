"""The arena at a table playing the exchange of the seven: the rule for the table, and a player forbidden it."""

from __future__ import annotations

import json

import pytest

from briscola_desktop.ai import make_player
from briscola_desktop.devtools import ai_bench, arena
from briscola_desktop.rules import EXCHANGE, Exchange, ExchangeRule, HandState


def test_the_table_plays_the_rule_asked_for():
    p = arena.Pairing("medium", "medium", "two_players", 1, exchange="on")
    assert arena.table_variant(p).exchange is ExchangeRule.ON
    assert arena.table_variant(arena.Pairing("medium", "medium")).exchange is ExchangeRule.OFF


def test_a_player_without_the_exchange_never_makes_it_and_still_plays_every_turn():
    p = arena.Pairing("medium", "medium", "two_players", 1, exchange="on")
    v = arena.table_variant(p)
    offered = 0
    for seed in range(40):
        state = HandState(v, seed=seed)
        players = [arena.WithoutExchange(make_player("medium", seed=s)) for s in range(2)]
        while not state.is_over:
            view = state.view(state.to_act)
            offered += EXCHANGE in view.legal_actions()
            action = players[state.to_act].choose(view)
            assert not isinstance(action, Exchange) and action in view.legal_actions()
            state.apply(action, seat=state.to_act)
    assert offered > 0


def test_the_same_player_with_and_without_the_exchange_is_not_even():
    """Medium against itself comes out exactly even (seat-fair deals); forbidding B the exchange moves it."""
    same = arena.run_arena("medium", "medium", hands=60, seed=3, workers=1, exchange="on")
    assert same["mean_diff"] == pytest.approx(0.0) and same["exchange"] == "on"
    apart = arena.run_arena("medium", "medium", hands=60, seed=3, workers=1, exchange="on", b_no_exchange=True)
    assert apart["b"] == "medium-no-exchange" and apart["mean_diff"] != pytest.approx(0.0)


def test_command_line_names_the_rule_and_the_player_without_it(capsys):
    assert arena.main(["--a", "medium", "--b", "medium", "--hands", "4", "--workers", "1", "--exchange", "on",
                       "--b-no-exchange"]) == 0
    text = capsys.readouterr().out
    assert "medium vs medium-no-exchange on two_players with the exchange of the seven on: 4 hands" in text
    assert arena.main(["--a", "medium", "--b", "easy", "--hands", "2", "--workers", "1", "--exchange",
                       "after_trick", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["exchange"] == "after_trick"


@pytest.mark.parametrize("args, message", [
    (["--b-no-exchange"], "need --exchange"),
    (["--exchange", "on", "--variant", "chiamata"], "turned trump"),
])
def test_the_exchange_options_are_refused_where_they_mean_nothing(capsys, args, message):
    with pytest.raises(SystemExit):
        arena.main(["--a", "medium", "--b", "medium", "--hands", "2", "--workers", "1", *args])
    assert message in capsys.readouterr().err


def test_a_saved_run_pairs_only_with_a_run_of_the_same_rule(tmp_path, capsys):
    saved = tmp_path / "run.json"
    assert arena.main(["--a", "medium", "--b", "easy", "--hands", "4", "--workers", "1", "--exchange", "on",
                       "--deals-out", str(saved)]) == 0
    with pytest.raises(SystemExit):
        arena.main(["--a", "medium", "--b", "easy", "--hands", "4", "--workers", "1", "--paired-with", str(saved)])
    assert "exchange of the seven" in capsys.readouterr().err


def test_bench_ai_prints_the_times_with_the_exchange_beside_those_without(capsys):
    assert ai_bench.main(["--hands", "1", "--levels", "medium", "--tables", "two_players,chiamata",
                          "--exchange", "on"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "| exchange on:" in lines[1]
    two = next(line for line in lines if line.startswith("medium   two_players"))
    called = next(line for line in lines if line.startswith("medium   chiamata"))
    assert two.count("|") == 1 and len(two.split("|")[1].split()) == 4   # decisions, median, p95, max
    assert "|" not in called                                             # no turned trump: no exchange
