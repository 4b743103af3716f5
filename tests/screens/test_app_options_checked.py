"""Every command-line option that does not fit the table is refused alike: one line, exit code 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from briscola_desktop.app.entrance import main
from briscola_desktop.app.core.options import table_refusal
from briscola_desktop.userfiles.store import Store


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stop:
        main.run(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("briscola: error: ")
    return err[-1]


@pytest.mark.parametrize(("argv", "says"), [
    (["--variant", "two_players", "--format", "to_121"], "--format to_121 does not suit --variant two_players"),
    (["--variant", "chiamata", "--format", "best_of_three"], "choose one of: five_deals, ten_deals"),
    (["--variant", "two_players", "--level", "easy,medium,hard,easy,medium,hard,easy"],
     "--level gives 7 levels but --variant two_players has 1 computer seat"),
    (["--variant", "four_teams", "--level", "easy,easy,easy,hard"], "has 3 computer seats"),
    (["--lang", "xx"], "unknown language 'xx'; choose one of: en, it, fr, nb, es"),
    (["--level", "grandmaster"], "unknown level 'grandmaster'"),
    (["--seed", "-1"], "-1 is not a deal number"),
    (["--seed", str(2**64)], "is not a deal number"),
    (["--seed", "abc"], "'abc' is not a deal number"),
    (["--size", "100x100"], "smaller than the minimum window"),
    (["--join", "127.0.0.1:5000", "--code", "AB", "--name", "Ada"], "'AB' is not a table code"),
    (["--join", "127.0.0.1:5000", "--code", "ABCDEF", "--name", "x" * 25], "cannot be your name at the table"),
    (["--join", "127.0.0.1:5000", "--code", "ABCDEF", "--name", "\u200b"], "cannot be your name at the table"),
    (["--join", "http://play.example.org/", "--code", "ABCDEF", "--name", "Ada"], "is not a table address"),
    (["--join", "2001:db8::7:47321", "--code", "ABCDEF", "--name", "Ada"], "IPv6 address in brackets"),
    (["--join", "briscolas://play.example.org/K7Q2X!", "--name", "Ada"], "--join: not an invitation: 'K7Q2X!' is not a table code"),
])
def test_an_option_that_does_not_fit_is_refused_with_one_line_and_code_2(
        argv: list[str], says: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert says in _refused(argv, capsys)


@pytest.fixture
def user_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    """The store ``play`` opens, in a folder of the test's own, its last table a two-seat one."""
    store = Store(tmp_path)
    settings = store.load_settings()
    settings.variant = "two_players"
    store.save_settings(settings)
    monkeypatch.setattr(main, "Store", lambda: Store(tmp_path))
    return store


def test_a_format_without_a_variant_is_checked_against_the_last_table_played(
        user_folder: Store, capsys: pytest.CaptureFixture[str]) -> None:
    line = _refused(["--format", "to_121", "--no-sound"], capsys)
    assert "--format to_121 does not suit the last table played (two_players" in line
    assert "choose one of: single_hand, best_of_three" in line


def test_too_many_levels_without_a_variant_are_checked_against_the_last_table_played(
        user_folder: Store, capsys: pytest.CaptureFixture[str]) -> None:
    line = _refused(["--level", "easy,hard", "--no-sound"], capsys)
    assert "--level gives 2 levels but the last table played (two_players" in line


def test_a_refused_start_lets_go_of_the_user_folder(user_folder: Store, capsys: pytest.CaptureFixture[str]) -> None:
    _refused(["--format", "to_121", "--no-sound"], capsys)
    assert Store(user_folder.folder).claim()   # a second start is not told "already open"


@pytest.mark.parametrize(("variant", "fmt", "levels"), [
    ("two_players", "best_of_five", ("hard",)),
    ("briscolone", "to_151", None),
    ("chiamata", "ten_deals", ("easy", "medium", "hard", "easy")),
    ("four_teams", None, ("easy", "hard")),   # fewer levels than seats: they take turns
])
def test_what_fits_the_table_is_accepted(variant: str, fmt: str | None, levels: tuple[str, ...] | None) -> None:
    assert table_refusal(variant, fmt, levels) is None


def test_a_language_is_taken_in_any_case() -> None:
    assert main.build_parser().parse_args(["--lang", "IT"]).lang == "it"


def test_a_table_code_is_taken_as_a_person_types_it() -> None:
    args = main.build_parser().parse_args(["--join", "127.0.0.1:5000", "--code", "ab-cd ef", "--name", " Ada  Lovelace "])
    assert args.code == "ABCDEF" and args.name == "Ada Lovelace"


def test_join_takes_an_invitation_for_the_address_and_the_code() -> None:
    parser = main.build_parser()
    args = parser.parse_args(["--join", "briscolas://play.example.org/bk7q2xd", "--name", "Ada"])
    main.check_choices(args, parser)
    assert (args.join, args.code) == ("wss://play.example.org:443/", "BK7Q2XD")
    args = parser.parse_args(["--join", "briscola://[2001:db8::7]:47321/K7Q2XD", "--name", "Ada"])
    main.check_choices(args, parser)
    assert (args.join, args.code) == ("[2001:db8::7]:47321", "K7Q2XD")
