"""The match in progress survives a killed process, and a finished match is counted once."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from briscola_desktop.play.session import MatchSession, person_outcome, stats_level
from briscola_desktop.rules import Match, MATCH_FORMATS, preset
from briscola_desktop.rules import events as ev
from briscola_desktop.userfiles.store import Store

ROOT = Path(__file__).resolve().parents[2]


def play_step(match: Match, rng: random.Random) -> list:
    """One move by a seeded random chooser (deals the next hand when one is over)."""
    if match.hand.is_over:
        return match.next_hand()
    return match.apply(rng.choice(match.hand.legal_actions()))


def play_until(session: MatchSession, rng: random.Random, tricks: int) -> None:
    """Play with the table's checkpoints until ``tricks`` tricks were saved."""
    saved = 0
    while saved < tricks and not session.match.is_over:
        events = play_step(session.match, rng)
        if any(isinstance(e, ev.TrickWon) for e in events):
            session.trick_done()
            saved += 1
        if any(isinstance(e, ev.HandOver) for e in events):
            session.hand_done()


CHILD = textwrap.dedent("""
    import random, sys, time
    sys.path.insert(0, {root!r})
    from pathlib import Path
    from briscola_desktop.play.session import MatchSession
    from briscola_desktop.rules import Match, MATCH_FORMATS, preset
    from tests.userfiles.test_session import play_step, play_until

    from briscola_desktop.userfiles.store import Store
    store = Store(Path({folder!r}))
    match = Match(preset({variant!r}), MATCH_FORMATS[{fmt!r}], seed={seed})
    session = MatchSession(store, match, levels={levels!r}, match_id="child-match")
    rng = random.Random({seed})
    play_until(session, rng, {tricks})
    # One more card, not yet saved: the kill lands in the middle of a trick.
    if not match.hand.is_over:
        match.apply(rng.choice(match.hand.legal_actions()))
    print("READY", flush=True)
    time.sleep(60)
""")


@pytest.mark.parametrize(
    ("variant", "fmt", "levels", "tricks"),
    [
        ("two_players", "best_of_three", ["hard"], 23),  # into the second hand
        ("chiamata", "five_deals", ["easy", "medium", "hard", "medium"], 5),  # auction + called card
        ("four_teams", "single_hand", ["medium", "easy", "hard"], 4),
    ],
)
def test_killed_mid_hand_resumes_identically(tmp_path: Path, variant: str, fmt: str, levels: list[str],
                                             tricks: int) -> None:
    seed = 4242
    code = CHILD.format(root=str(ROOT), folder=str(tmp_path), variant=variant, fmt=fmt, seed=seed,
                        levels=levels, tricks=tricks)
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, cwd=str(ROOT))
    try:
        line = child.stdout.readline()
        assert line.strip() == "READY", child.stderr.read()
        child.kill()  # SIGKILL on POSIX, TerminateProcess on Windows: no clean-up either way
        child.wait(timeout=10)
    finally:
        if child.poll() is None:
            child.kill()
        child.stdout.close()
        child.stderr.close()
    assert child.returncode == (-signal.SIGKILL if hasattr(signal, "SIGKILL") else 1)

    # The same play in this process, stopped at the same saved trick.
    reference = MatchSession(Store(tmp_path / "ref"), Match(preset(variant), MATCH_FORMATS[fmt], seed=seed),
                             levels=levels, match_id="ref")
    ref_rng = random.Random(seed)
    play_until(reference, ref_rng, tricks)

    resumed = MatchSession.resume(Store(tmp_path))
    assert resumed is not None
    assert resumed.match_id == "child-match"
    assert resumed.levels == levels
    a, b = resumed.match, reference.match
    assert a.to_dict() == b.to_dict()
    assert a.hand_index == b.hand_index == (1 if tricks > 20 else 0)
    for seat in range(a.variant.players):
        assert a.hand.view(seat) == b.hand.view(seat)
    assert a.scores == b.scores and a.hands_won == b.hands_won
    # Played on with the same choices, both matches go exactly the same way to the end.
    rng_a, rng_b = random.Random(7), random.Random(7)
    while not b.is_over:
        assert play_step(a, rng_a) == play_step(b, rng_b)
    assert a.is_over and a.winners == b.winners and a.scores == b.scores


def finished_session(store: Store, seed: int = 11, match_id: str = "m-1") -> MatchSession:
    match = Match(preset("two_players"), MATCH_FORMATS["best_of_three"], seed=seed)
    session = MatchSession(store, match, levels=["medium"], match_id=match_id)
    rng = random.Random(seed)
    play_until(session, rng, 10_000)
    assert match.is_over
    return session


def test_finished_match_is_counted_once(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = finished_session(store)
    assert session.match_done() is True
    assert session.match_done() is False  # a second call (e.g. a double click) counts nothing
    stats = store.load_stats()
    assert stats.matches_played == 1
    assert stats.by_variant["two_players"].matches_played == 1
    assert stats.by_level["medium"].matches_played == 1
    assert store.load_autosave() is None


def test_the_counted_outcome_is_the_rules_cores(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = finished_session(store, seed=3)
    won, hands = person_outcome(session.match)
    assert won is (session.match.winners == (0,))
    assert len(hands) == len(session.match.results)
    for (mine, theirs, hand_won), result in zip(hands, session.match.results):
        assert mine == result.points[0] and mine + theirs == 120
        assert hand_won == (None if result.winner is None else result.winner == 0)
    session.match_done()
    stats = store.load_stats()
    assert stats.total.matches_won == (1 if won else 0)
    assert stats.total.hands_played == len(hands)
    assert stats.total.points_total == sum(h[0] for h in hands)


def test_killed_after_the_last_trick_counts_at_next_start_once(tmp_path: Path) -> None:
    # The process died after the final trick was saved but before match_done().
    finished_session(Store(tmp_path), match_id="late")
    assert MatchSession.resume(Store(tmp_path)) is None  # not offered: it is over...
    assert Store(tmp_path).load_stats().matches_played == 1  # ...but counted
    assert MatchSession.resume(Store(tmp_path)) is None
    assert Store(tmp_path).load_stats().matches_played == 1


def test_an_old_copy_of_a_counted_match_is_not_counted_again(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = finished_session(store, match_id="again")
    stale = store.path("autosave").read_bytes()  # e.g. restored from a backup
    session.match_done()
    store.path("autosave").write_bytes(stale)
    assert MatchSession.resume(Store(tmp_path)) is None
    assert Store(tmp_path).load_stats().matches_played == 1


def test_damaged_autosave_is_set_aside_with_a_notice(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = MatchSession(store, Match(preset("two_players"), seed=5), levels=["easy"], match_id="x")
    session.save()
    path = store.path("autosave")
    path.write_text(path.read_text().replace("hands:", "handz:"))  # still YAML, no longer a match
    fresh = Store(tmp_path)
    assert MatchSession.resume(fresh) is None
    assert fresh.notices == ["storage.autosave_reset"]
    assert not path.exists()
    assert len(list(tmp_path.glob("autosave.yaml.bad-*"))) == 1


def test_an_illegal_saved_action_is_refused_not_replayed(tmp_path: Path) -> None:
    store = Store(tmp_path)
    match = Match(preset("two_players"), seed=5)
    session = MatchSession(store, match, levels=["easy"], match_id="x")
    payload = session.payload()
    held = set(match.hand.hands[0])
    foreign = next(c for c in match.variant.deck if c not in held)  # a card seat 0 does not hold
    payload["match"]["hands"] = [[foreign.key]]
    store.save_autosave(payload)
    fresh = Store(tmp_path)
    assert MatchSession.resume(fresh) is None
    assert "storage.autosave_reset" in fresh.notices


def test_levels_must_fit_the_table() -> None:
    with pytest.raises(ValueError, match="needs 1 computer levels"):
        MatchSession(None, Match(preset("two_players")), levels=["easy", "hard"])


def test_stats_level() -> None:
    assert stats_level(["hard", "hard"]) == "hard"
    assert stats_level(["hard", "easy"]) == "mixed"


def test_abandon_clears_the_autosave(tmp_path: Path) -> None:
    store = Store(tmp_path)
    session = MatchSession(store, Match(preset("two_players"), seed=1), levels=["easy"])
    session.save()
    assert store.load_autosave() is not None
    session.abandon()
    assert MatchSession.resume(store) is None
    assert store.load_stats().matches_played == 0
