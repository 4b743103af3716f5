"""The arena: seat-fair pairs, the figures it prints, and its command line."""

from __future__ import annotations

import json
import statistics
from pathlib import Path

import pytest

from briscola_desktop.devtools import arena


def test_seatings_swap_sides_and_rotate_at_bigger_tables():
    assert arena.seatings("two_players") == [(0,), (1,)]
    assert arena.seatings("four_teams") == [(0, 2), (1, 3)]
    assert arena.seatings("six_three_teams") == [(0, 3), (1, 4), (2, 5)]
    assert arena.seatings("chiamata") == [(s,) for s in range(5)]


def test_a_player_against_itself_comes_out_exactly_even():
    # Players are seeded by seat, so both seatings of a deal are the same game seen from
    # the other side: every difference cancels and wins equal losses.
    s = arena.run_arena("medium", "medium", hands=12, seed=3, workers=1)
    assert s["hands"] == 12 and s["deals"] == 6
    assert s["mean_diff"] == pytest.approx(0.0)
    assert s["wins"] == s["losses"]
    assert s["wins"] + s["draws"] + s["losses"] == 12


def test_a_deal_is_played_once_per_seating_and_differences_are_per_side():
    out = arena.play_deal((arena.Pairing("reference", "random", "two_players", 5), 0))
    assert len(out.diffs) == len(out.results) == 2
    for d, r in zip(out.diffs, out.results):
        assert (d > 0) == (r == 1) and (d < 0) == (r == -1)
        assert d % 2 == 0  # 120 points split two ways: the difference is even
    assert out.times_a and out.times_b


def test_summary_counts_and_interval_are_consistent():
    s = arena.run_arena("reference", "random", hands=20, seed=2, variant="four_teams", workers=1)
    assert s["hands"] == 20
    low, high = s["ci95"]
    assert low <= s["mean_diff"] <= high
    assert 0.0 <= s["win_share_of_decided"] <= 1.0
    assert s["times_a"]["decisions"] > 0
    assert s["times_a"]["median_ms"] <= s["times_a"]["p95_ms"] <= s["times_a"]["max_ms"]


def test_chiamata_reports_match_points_per_deal():
    s = arena.run_arena("medium", "random", hands=5, seed=1, variant="chiamata", workers=1)
    assert s["hands"] == 5
    assert all(isinstance(x, float) for x in s["ci95"])


def test_command_line_prints_json(capsys):
    assert arena.main(["--a", "reference", "--b", "random", "--hands", "4", "--seed", "9", "--workers", "1",
                       "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["a"] == "reference" and data["hands"] == 4


def test_command_line_prints_the_table(capsys):
    assert arena.main(["--a", "easy", "--b", "random", "--hands", "4", "--workers", "2"]) == 0
    text = capsys.readouterr().out
    assert "easy vs random on two_players: 4 hands" in text
    assert "95% CI" in text and "p95" in text


def test_command_line_rejects_unknown_players_and_bad_counts(capsys):
    with pytest.raises(SystemExit):
        arena.main(["--a", "grandmaster"])
    with pytest.raises(SystemExit):
        arena.main(["--hands", "0"])
    assert "hands must be at least 1" in capsys.readouterr().err


def test_cards_by_makes_the_players_differ_only_in_bidding():
    # Random and reference bid differently; both play their cards as Medium.
    same = arena.play_deal((arena.Pairing("reference", "reference", "chiamata", 3, cards_by="medium"), 0))
    assert sum(same.diffs) == 0  # identical bidders: the match points of a deal cancel over its seatings
    seat = arena._seat_player(arena.Pairing("random", "random", "chiamata", cards_by="medium"), "random", None, 5)
    state = arena.HandState(arena.preset("chiamata"), seed=2)
    while state.phase.value == "auction":
        state.apply(seat.choose(state.view(state.to_act)))
    while not state.is_over:
        view = state.view(state.to_act)
        card = seat.choose(view)
        assert card == arena.make_player("medium", seed=5).choose(view)
        state.apply(card)


def test_hard_v1_is_a_player_of_the_arena():
    assert "hard_v1" in arena.PLAYER_NAMES


def test_a_search_setting_can_be_changed_for_one_player(capsys):
    # Hard against itself with a setting changed that alters its play: a head-to-head run, labelled.
    s = arena.run_arena("hard", "hard", hands=2, seed=4, workers=1, a_set={"max_worlds": 8, "play_budget": 100})
    assert s["a"] == "hard[max_worlds=8,play_budget=100]" and s["b"] == "hard"
    seat = arena._seat_player(arena.Pairing("hard", "hard"), "hard", {"exact_stock": 0}, 3)
    assert seat.settings.exact_stock == 0
    assert seat.settings.play_budget == arena.make_player("hard").settings.play_budget
    # ... and with no change it is the same game on both sides: every difference cancels.
    same = arena.run_arena("hard_v1", "hard_v1", hands=2, seed=4, workers=1, a_set={"policy": "v1"})
    assert same["mean_diff"] == 0.0
    assert arena.main(["--a", "hard", "--b", "hard", "--a-set", "max_worlds=8", "--a-set", "exact_stock=4",
                       "--hands", "2", "--workers", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["a"] == "hard[exact_stock=4,max_worlds=8]"


@pytest.mark.parametrize("args, message", [
    (["--a", "hard", "--a-set", "worlds=8"], "no search setting 'worlds'"),
    (["--a", "hard", "--a-set", "max_worlds=many"], "'max_worlds' takes a whole number"),
    (["--a", "hard", "--a-set", "max_worlds"], "is not NAME=VALUE"),
    (["--b", "medium", "--b-set", "max_worlds=8"], "only the searching levels"),
    (["--a", "hard", "--a-set", "policy=v9"], "no playout policy 'v9'; the policies are: v1, v3"),
    (["--a", "hard", "--a-set", "policy_self=v9"], "no playout policy 'v9'; the policies are: v1, v3"),
])
def test_bad_search_settings_are_refused_with_the_reason(capsys, args, message):
    with pytest.raises(SystemExit):
        arena.main(args + ["--hands", "2", "--workers", "1"])
    err = capsys.readouterr().err
    assert message in err


def test_make_player_checks_the_settings_it_is_given():
    from briscola_desktop.ai import make_player
    with pytest.raises(ValueError, match="takes a whole number"):
        make_player("hard", settings={"max_worlds": "8"})
    with pytest.raises(ValueError, match="only the searching levels"):
        make_player("easy", settings={"max_worlds": 8})
    assert make_player("hard_v1", settings={"leaf_mix": 1}).settings.leaf_mix == 1.0


def test_bids_by_gives_every_seat_the_same_auction_and_measures_card_play_in_card_points(capsys):
    # Medium's card play against random card play, everyone bidding as Medium: the same sides in every game
    # of a deal, so the card points Medium's play adds to its side are measured against the deal with a
    # random player in that seat.
    p = arena.Pairing("medium", "random", "chiamata", 2, bids_by="medium")
    outs = [arena.play_deal((p, d)) for d in range(6)]
    played = [o for o in outs if o.card_diffs]
    assert played and all(len(o.card_diffs) == 5 for o in played)
    assert sum(sum(o.card_diffs) for o in played) > 0   # sound play adds points over random play
    same = arena.play_deal((arena.Pairing("random", "random", "chiamata", 2, bids_by="medium"), outs.index(played[0])))
    assert same.card_diffs == [0.0] * 5                # the same player in A's seat adds nothing
    s = arena.summarise("medium", "random", "chiamata", outs, 1.0)
    assert s["card_diff"]["hands"] == 5 * len(played)
    low, high = s["card_diff"]["ci95"]
    assert low <= s["card_diff"]["mean"] <= high
    assert "card points A's play added to its side" in arena.report(s)
    assert "card_diff" not in arena.summarise("medium", "random", "two_players",
                                              [arena.play_deal((arena.Pairing("medium", "random"), 0))], 1.0)


def test_bids_by_and_cards_by_are_refused_where_they_mean_nothing(capsys):
    with pytest.raises(SystemExit):
        arena.main(["--bids-by", "medium", "--cards-by", "medium", "--variant", "chiamata", "--hands", "5"])
    assert "exclude each other" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        arena.main(["--bids-by", "medium", "--hands", "2"])
    assert "need a table with an auction" in capsys.readouterr().err


def test_sides_puts_a_on_every_seat_of_the_callers_side_then_of_the_defenders(capsys):
    # The sides come from the auction alone, so they are the sides each game of the deal is played with.
    p = arena.Pairing("medium", "random", "chiamata", 2, bids_by="medium", sides=True)
    pairs = [arena.auction_sides(p, d) for d in range(6)]
    played = [d for d, pair in enumerate(pairs) if pair]
    assert played
    for d in played:
        caller, defenders = pairs[d]
        assert 1 <= len(caller) <= 2 and sorted(caller + defenders) == list(range(5))
        state = arena.HandState(arena.preset("chiamata"), seed=arena.hand_seed(2, d), hand_index=d)
        players = {s: arena._seat_player(p, "random", None, arena.seat_seed(p, d, s)) for s in range(5)}
        arena.play_timed(state, players)   # the deal played in full, random cards: the same caller and partner
        assert caller == tuple(sorted({state.result.caller, state.result.partner}))
    out = arena.play_deal((p, played[0]))
    assert len(out.diffs) == 2 and all(-120 <= d <= 120 and d % 2 == 0 for d in out.diffs)
    s = arena.run_arena("medium", "random", hands=12, seed=2, variant="chiamata", workers=1, bids_by="medium",
                        sides=True)
    assert s["hands"] == 12 and s["mean_diff"] > 0   # sound play beats random play, side against side
    assert "points per hand" in arena.report(s) and "match points" not in arena.report(s)
    same = arena.play_deal((arena.Pairing("random", "random", "chiamata", 2, bids_by="medium", sides=True),
                            played[0]))
    assert sum(same.diffs) == 0   # the same player on both sides: the two games are the same game


def test_sides_is_refused_without_bids_by(capsys):
    with pytest.raises(SystemExit):
        arena.main(["--sides", "--variant", "chiamata", "--hands", "2"])
    assert "--sides needs --bids-by" in capsys.readouterr().err
    with pytest.raises(ValueError, match="only in chiamata with bids_by"):
        arena.run_arena("medium", "random", hands=2, sides=True)


def test_sides_counts_a_deal_everyone_passed_as_two_hands_of_nothing(monkeypatch):
    from briscola_desktop.rules import PASS

    class Passer:
        def choose(self, view):
            return PASS

    monkeypatch.setattr(arena, "make_player", lambda level, seed=0, settings=None: Passer())
    p = arena.Pairing("medium", "random", "chiamata", 2, bids_by="medium", sides=True)
    assert arena.auction_sides(p, 0) is None
    out = arena.play_deal((p, 0))
    assert out.diffs == [0.0, 0.0] and out.results == [0, 0]


def test_deals_out_saves_every_deal_and_paired_with_subtracts_deal_by_deal(tmp_path, capsys):
    saved = tmp_path / "medium.json"
    assert arena.main(["--a", "medium", "--b", "reference", "--hands", "16", "--seed", "4", "--workers", "1",
                       "--deals-out", str(saved)]) == 0
    first = json.loads(saved.read_text(encoding="utf-8"))
    assert first["a"] == "medium" and first["seed"] == 4 and len(first["deal_diffs"]) == 8
    assert all(len(d) == 2 for d in first["deal_diffs"])
    capsys.readouterr()
    assert arena.main(["--a", "easy", "--b", "reference", "--hands", "16", "--seed", "4", "--workers", "1",
                       "--paired-with", str(saved), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    again = arena.run_arena("easy", "reference", hands=16, seed=4, workers=1)
    by_deal = [sum(a) / 2 - sum(b) / 2 for a, b in zip(again["deal_diffs"], first["deal_diffs"])]
    assert out["paired"]["mean"] == pytest.approx(sum(by_deal) / 8)
    assert out["paired"]["mean"] == pytest.approx(out["mean_diff"] - first["mean_diff"])
    assert out["paired"]["against"] == "medium vs reference" and out["paired"]["deals"] == 8
    low, high = out["paired"]["ci95"]
    assert low < out["paired"]["mean"] < high
    assert -1.0 <= out["paired"]["correlation"] <= 1.0
    assert "deal_diffs" not in out


def test_a_run_paired_with_itself_differs_by_nothing_on_every_deal(tmp_path):
    s = arena.run_arena("medium", "reference", hands=12, seed=6, workers=1)
    path = tmp_path / "run.json"
    arena.write_deals(str(path), s)
    q = arena.paired(s, arena.read_deals(str(path)))
    assert q["mean"] == 0.0 and q["ci95"] == [0.0, 0.0]
    assert q["correlation"] == pytest.approx(1.0)


def test_runs_on_other_seeds_pool_deal_by_deal_and_a_seed_twice_or_other_players_are_refused(tmp_path, capsys):
    files = []
    for seed, b in ((1, "reference"), (2, "reference"), (3, "random")):
        files.append(tmp_path / f"seed{seed}-{b}.json")
        arena.write_deals(str(files[-1]), arena.run_arena("medium", b, hands=8, seed=seed, workers=1))
    runs = [arena.read_deals(str(f)) for f in files[:2]]
    q = arena.pooled(runs)
    deals = [sum(d) / len(d) for run in runs for d in run["deal_diffs"]]   # each deal one sample
    hands = [x for run in runs for d in run["deal_diffs"] for x in d]
    assert q["deals"] == len(deals) == 8 and q["hands"] == len(hands) == 16 and q["seeds"] == [1, 2]
    assert q["mean"] == pytest.approx(sum(hands) / len(hands))
    half = 1.96 * statistics.stdev(deals) / len(deals) ** 0.5
    assert q["ci95"] == pytest.approx([q["mean"] - half, q["mean"] + half])
    assert arena.main(["--pool", str(files[0]), str(files[1])]) == 0
    out = capsys.readouterr().out
    assert "16 hands (8 deals) from 2 runs, seeds 1, 2" in out and f"{q['mean']:+.2f} per hand" in out
    for pool, message in (([files[0], files[0]], "seed 1 appears twice"),
                          ([files[0], files[2]], "b reference / random")):
        with pytest.raises(SystemExit):
            arena.main(["--pool"] + [str(f) for f in pool])
        assert message in capsys.readouterr().err


def test_paired_with_refuses_other_deals_and_unreadable_files_before_playing(tmp_path, capsys):
    saved = tmp_path / "run.json"
    arena.write_deals(str(saved), arena.run_arena("medium", "reference", hands=8, seed=2, workers=1))
    for args, message in ((["--seed", "3"], "played other deals"), (["--hands", "10"], "played other deals"),
                          (["--variant", "four_teams"], "played other deals")):
        with pytest.raises(SystemExit):
            arena.main(["--a", "easy", "--b", "reference", "--hands", "8", "--seed", "2", "--workers", "1",
                        "--paired-with", str(saved)] + args)
        assert message in capsys.readouterr().err
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    with pytest.raises(SystemExit):
        arena.main(["--a", "easy", "--hands", "8", "--seed", "2", "--paired-with", str(broken)])
    assert "not JSON" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        arena.main(["--a", "easy", "--hands", "8", "--paired-with", str(tmp_path / "missing.json")])
    assert "cannot read" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        arena.main(["--a", "easy", "--hands", "8", "--deals-out", str(tmp_path / "no" / "such" / "x.json")])
    assert "cannot write into" in capsys.readouterr().err
    assert broken.read_text(encoding="utf-8") == "{not json"   # a bad file is read, never overwritten


@pytest.mark.parametrize("seed, row", [(1, "| hard vs hard_v1 |"),
                                       (2, "| hard vs hard_v1, a second run (`--seed 2`) |"),
                                       (3, "| hard vs hard_v1, a third run (`--seed 3`) |"),
                                       (4, "| hard vs hard_v1, a fourth run (`--seed 4`) |")])
def test_the_kept_runs_are_the_first_rows_of_the_arena_table(seed: int, row: str):
    # a change to Hard is paired against these files (--paired-with); each must be the run the docs report
    root = Path(__file__).resolve().parents[2]
    saved = arena.read_deals(str(root / "training" / "baselines" / f"hard_vs_hard_v1_seed{seed}.json"))
    assert (saved["a"], saved["b"], saved["variant"], saved["seed"], len(saved["deal_diffs"])) == \
        ("hard", "hard_v1", "two_players", seed, 1000)
    hands = [d for deal in saved["deal_diffs"] for d in deal]
    assert len(hands) == 2000 and round(sum(hands) / len(hands), 3) == saved["mean_diff"]
    line = next(line for line in (root / "docs" / "computer-players.md").read_text(encoding="utf-8").splitlines()
                if line.startswith(row))
    assert f"| {saved['mean_diff']:+.2f} (" in line
