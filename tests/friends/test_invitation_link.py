"""The invitation is a link: ``briscola briscola://HOST:PORT/CODE`` (or ``--join`` with it) opens Join filled
in; a malformed or hostile link is refused with one line; a link opened while the game runs is handed to
that game (through the user folder it holds), which opens Join filled in, asking first at a table."""

from __future__ import annotations

import time

import pygame
import pytest

from briscola_desktop.app.entrance import main as cli
from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.friends.handoff import LINK_FILE, LinkWatcher, hand_over, take_link
from briscola_desktop.app.friends.join_screen import JoinScene
from briscola_desktop.app.friends.link import MAX_LINK, checked_link
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.app.ui.dialog import ConfirmScene
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.rules import MATCH_FORMATS, PRESETS

from .driving import FRAME

LINK = "briscola://127.0.0.1:47321/K7Q2XD"


@pytest.mark.parametrize("bad, words", [
    ("briscola://127.0.0.1:47321/" + "A" * MAX_LINK, "longer than"),
    ("briscola://127.0.0.1:47321/K7Q2XD\x1b[2J", "control characters"),
    ("briscola://127.0.0.1:47321/K7\u202eQ2XD", "control characters"),
    ("http://127.0.0.1:47321/K7Q2XD", "not an invitation"),
    ("briscola://127.0.0.1:70000/K7Q2XD", "not an invitation"),
    ("briscola://127.0.0.1:47321/", "not an invitation"),
])
def test_a_malformed_or_hostile_link_is_refused_with_one_line(bad: str, words: str) -> None:
    with pytest.raises(ValueError, match=words) as refused:
        checked_link(bad)
    assert "\n" not in str(refused.value) and len(str(refused.value)) < 200
    assert checked_link(LINK) == ("127.0.0.1:47321", "K7Q2XD")


def test_the_command_line_takes_the_link_alone_or_with_join(capsys: pytest.CaptureFixture) -> None:
    parser = cli.build_parser()
    for argv in ([LINK], ["--join", LINK], ["--join", LINK, "--name", "Bea"]):
        args = parser.parse_args(argv)
        cli.check_choices(args, parser)
        assert (args.join, args.code, args.link) == ("127.0.0.1:47321", "K7Q2XD", LINK)
    # A link alone (as a click starts the game) that cannot be used is said in the game, not on a console.
    args = parser.parse_args(["briscola://127.0.0.1:70000/K7Q2XD"])
    cli.check_choices(args, parser)
    assert (args.refused_link, args.link, args.join) == ("briscola://127.0.0.1:70000/K7Q2XD", None, None)
    for bad in (["--join", "briscola://127.0.0.1:70000/K7Q2XD"], ["--join", "briscola://h:1/K7Q2XD\x07"],
                [LINK, "--join", LINK], ["--join", LINK, "--code", "ZZZZZZ"]):
        with pytest.raises(SystemExit):
            cli.check_choices(parser.parse_args(bad), parser)
        error = capsys.readouterr().err.strip().splitlines()
        assert error[-1].startswith("briscola: error:")    # one clear line after the usage


def test_a_link_handed_over_opens_join_filled_in_and_asks_first_at_a_table(app, tmp_path) -> None:
    folder = tmp_path / "user"
    folder.mkdir()
    hand_over(folder, "not a link at all")
    address, code, reason = take_link(folder)
    assert (address, code) == ("", "") and "briscola://" in reason     # refused, said why
    assert not (folder / LINK_FILE).exists() and take_link(folder) is None   # and gone
    app.nav.open(Screen.TITLE)
    watcher = LinkWatcher(folder, every=0.05).start()
    try:
        hand_over(folder, LINK)
        deadline = time.monotonic() + 20
        while not isinstance(app.stack.top, JoinScene) and time.monotonic() < deadline:
            app.frame(FRAME, pygame.event.get())
            time.sleep(0.01)
        join = app.stack.top
        assert isinstance(join, JoinScene) and (join.address, join.code) == ("127.0.0.1:47321", "K7Q2XD")
        assert join.form.focused is join.name_field          # what is left to write
        # At a table the person is asked before the match is left.
        app.nav.go_home()
        table = TableScene(app, TableConfig(variant=PRESETS["two_players"], fmt=MATCH_FORMATS["single_hand"], seed=1,
                                            levels=("easy",)))
        app.stack.push(table)
        hand_over(folder, LINK)
        deadline = time.monotonic() + 20
        while not isinstance(app.stack.top, ConfirmScene) and time.monotonic() < deadline:
            app.frame(FRAME, pygame.event.get())
            time.sleep(0.01)
        question = app.stack.top
        assert isinstance(question, ConfirmScene) and "K7Q2XD" in question.message()
        question.answer_no()
        assert app.stack.top is table
    finally:
        watcher.close()


def test_a_link_the_system_hands_to_the_window_opens_join(app) -> None:
    app.nav.open(Screen.TITLE)
    app.frame(FRAME, [pygame.event.Event(pygame.DROPFILE, file=LINK)])
    join = app.stack.top
    assert isinstance(join, JoinScene) and (join.address, join.code) == ("127.0.0.1:47321", "K7Q2XD")
    app.frame(FRAME, [pygame.event.Event(pygame.DROPFILE, file="briscola://h:1/K7\x00")])   # refused: said why
    refused = app.stack.top
    assert isinstance(refused, JoinScene) and refused is not join and (refused.address, refused.code) == ("", "")
    assert refused.problem == "This invitation doesn't work: it contains characters that don't belong in an invitation."
