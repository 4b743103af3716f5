"""Every friends' screen fits, in the four languages, at 800x600 and at 1920x1080 (a real host on
127.0.0.1; the other player a client the test drives): Play with friends, Host, Join with a kept seat,
the lobby, the table with a friend away (the host's two buttons), the lines about the players, the name
tags, the pause menu and its question, and the result dialogs with their notes and choices.

Checks, each able to fail: a label drawn through ``TextCache.fit`` is neither cut nor squeezed below
80 % of its size (``tests/i18n/test_i18n_fit.FitRecorder``); a dialog's labels and buttons keep clear of
each other and inside its panel (``tests/ui/test_fit_every_screen.dialog_problems``); the lines about
the players and the host's buttons cover no card, and no line covers another or a button."""

from __future__ import annotations

from pathlib import Path
from unittest import mock

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.ai.players import make_player
from briscola_desktop.app.entrance import registry
from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.friends import companion as friends_companion
from briscola_desktop.app.table.ending import counting_cards_taken
from briscola_desktop.app.table.results import HandDetail, HandResultScene, MatchResultScene
from briscola_desktop.app.ui.dialog import Dialog
from briscola_desktop.audio import Audio
from briscola_desktop.net import protocol as p
from briscola_desktop.rules import Match, preset
from briscola_desktop.userfiles.seats import KeptSeat, SeatKeys
from briscola_desktop.userfiles.store import Store

from tests.i18n.test_i18n_fit import FitRecorder, recorder  # noqa: F401 - recorder is the fixture
from tests.support.geometry import frame_regions
from tests.ui.test_fit_every_screen import dialog_problems

from ..net.helpers import Bot
from .driving import frames_until, table_scene

SIZES = [(800, 600), (1920, 1080)]
LONG = "Elisabetta Marini"        # a long name, as the other fit tests use


def finished_hand():
    """A two-player hand played to its end (its result and tricks, for the result dialogs)."""
    match = Match(preset("two_players"), seed=3)
    while not match.hand.is_over:
        match.hand.apply(match.hand.legal_actions()[0])
    return match.hand.result, list(match.hand.view(0).tricks)


def covered_cards(app: App, scene) -> list[str]:
    """The lines about the players and the host's buttons must leave every card in sight, and each other."""
    boxes = ([("line", box) for _, box in scene.companion.status_boxes()]
             + [("button", b.rect) for b in scene.companion.away_buttons.buttons])
    cards = [r.rect for r in frame_regions(app, scene.draw) if r.kind == "card"]
    out = [f"{what} {tuple(box)} covers a card {tuple(card)}" for what, box in boxes for card in cards
           if box.colliderect(card)]
    out += [f"{a[0]} {tuple(a[1])} on {b[0]} {tuple(b[1])}" for i, a in enumerate(boxes) for b in boxes[i + 1:]
            if a[1].colliderect(b[1])]
    toggle = scene.companion.quick.toggle.buttons[0].rect if scene.companion.quick.toggle.buttons else None
    out += [f"{what} {tuple(box)} on the quick message button" for what, box in boxes
            if toggle is not None and box.colliderect(toggle)]
    window = pygame.Rect((0, 0), app.size)
    out += [f"{what} {tuple(box)} leaves the window" for what, box in boxes if not window.contains(box)]
    return out


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_friends_screen_fits_in_every_language(lang: str, recorder: FitRecorder, tmp_path: Path,  # noqa: F811
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(friends_companion, "AUTOPLAY_PAUSE", 0.0)
    monkeypatch.setenv("BRISCOLA_NO_DISCOVERY", "1")
    pygame.init()
    i18n.set_language(lang)
    store = Store(tmp_path / "user")
    settings = store.load_settings()
    settings.language, settings.animation_speed = lang, "instant"
    app = registry.install(App(SIZES[0], settings=settings, store=store, audio=mock.Mock(spec=Audio)))
    SeatKeys(store).remember(KeptSeat("a-friends-host.example.org:47321", "KQ7ZXD", LONG, "t" * 32))
    problems: list[str] = []

    def at_both_sizes(name: str, check=None) -> None:
        for size in SIZES:
            app.resize(size)
            recorder.screen = f"{lang} {name} {size[0]}x{size[1]}"
            app.draw()
            if check is not None:
                problems.extend(f"{recorder.screen}: {p_}" for p_ in check())
        app.resize(SIZES[0])

    def dialog(name: str, scene: Dialog) -> None:
        app.stack.push(scene)
        at_both_sizes(name, lambda: dialog_problems(app, scene, name))
        app.stack.remove(scene)

    app.nav.open(Screen.TITLE)
    app.nav.open(Screen.FRIENDS)
    at_both_sizes("play with friends")
    host_screen = app.nav.open(Screen.HOST_TABLE)
    at_both_sizes("host")
    app.stack.remove(host_screen)
    join = app.nav.open(Screen.JOIN_TABLE)
    at_both_sizes("join with a kept seat")
    app.stack.remove(join)

    host_screen = app.nav.open(Screen.HOST_TABLE)
    host_screen.listen = ("127.0.0.1", 0)
    host_screen.set_absence("wait")
    host_screen.name = LONG
    host_screen.open_table()
    lobby = app.stack.top
    frames_until(app, lambda: lobby.table.joined, what="the host's own seat")
    friend = Bot(lobby.link.host.url, p.Hello(v=p.PROTOCOL_VERSION, code=lobby.link.code, name="Bartolomeo Rossi"))
    try:
        frames_until(app, lambda: not lobby.free_seats(), bots=(friend,), what="the friend in the lobby")
        at_both_sizes("lobby")
        lobby.start()
        frames_until(app, lambda: table_scene(app) is not None, bots=(friend,), what="the table")
        scene = table_scene(app)
        scene.companion._autoplayer = make_player("easy", 0)
        frames_until(app, lambda: scene.board.idle and scene.port.token is not None, bots=(friend,), what="the deal")
        at_both_sizes("table", lambda: covered_cards(app, scene))
        friend.play = False
        friend.client.reconnect = False
        friend.client.drop()
        frames_until(app, lambda: len(scene.companion.away_buttons.buttons) == 2, what="the host's choice")
        at_both_sizes("table, a friend away", lambda: covered_cards(app, scene))
        # The most a friend away brings (with a turn limit): two lines, and the host's two buttons under them.
        away = [i18n.t("net.waiting_for", name=LONG), i18n.t("friends.time_left", count=88, name=LONG)]
        # Between hands and after the match at a table of three: a line for each player still reading.
        between = [i18n.t("friends.waiting_continue", name=LONG), i18n.t("friends.waiting_continue", name="Bartolomeo"),
                   i18n.t("friends.waiting_rematch", name=LONG)]
        for name, lines, buttons in (("a friend away, every line", away, True),
                                     ("every line about the players", between, False)):
            with monkeypatch.context() as patched:
                patched.setattr(scene.companion, "status_words", lambda lines=lines: lines)
                if not buttons:
                    patched.setattr(scene.companion.lines, "away_seats", lambda: [])
                at_both_sizes(f"table, {name}", lambda: (scene.layout(app.size), covered_cards(app, scene))[1])
        scene.open_pause()
        pause = app.stack.top
        at_both_sizes("pause at a friends' table", lambda: dialog_problems(app, pause, "pause"))
        next(b for b in pause.group.buttons if b.label == i18n.t("pause.main_menu")).press()
        question = app.stack.top
        at_both_sizes("leaving asked", lambda: dialog_problems(app, question, "leaving asked"))
        question.answer_no()
        app.stack.remove(pause)

        result, tricks = finished_hand()
        words = scene.words

        def detail() -> HandDetail:
            return HandDetail(app, result, words, art=app.cards, taken=counting_cards_taken(tricks, result.sides))

        dialog("hand result with a note", HandResultScene(
            app, detail(), scene.match_line, duration_factor=0.0, auto_pause=None, on_done=lambda: None,
            on_review=lambda: None, notes=lambda: [i18n.t("friends.ready_next", name=LONG)]))
        dialog("match result at a friends' table", MatchResultScene(
            app, scene.port.standing(), words, scene.match_line, auto_pause=None, on_new_match=lambda: None,
            on_main_menu=lambda: None, on_statistics=None, detail=detail(), on_review=lambda: None,
            on_lobby=lambda: None, notes=lambda: [i18n.t("friends.wants_rematch", name=LONG)]))
    finally:
        friend.close()
        app.stack.clear()
    seen = {f.screen.rsplit(" ", 1)[0] for f in recorder.seen}
    for must in ("host", "join with a kept seat", "table, every line about the players", "leaving asked",
                 "hand result with a note", "match result at a friends' table"):
        assert f"{lang} {must}" in seen, f"no label recorded on the {must} screen"
    problems += [str(f) for f in recorder.problems()]
    assert not problems, "\n".join(problems[:60])


LOBBY_SIZES = [(800, 600), (1280, 800), (1920, 1080)]


def smallest_title_button(app: App) -> int:
    """The height of the title screen's smallest button in a window of this size."""
    title = app.nav.make(Screen.TITLE)
    title.enter()
    title.layout(app.size)
    return min(b.rect.height for b in title.buttons.buttons)


def lobby_problems(app: App, lobby, least: int) -> list[str]:
    """The lobby's buttons stay inside the window, clear of each other and at least ``least`` pixels tall (the
    title screen's smallest button); a free seat's own button sits inside its seat's plate, every other button
    clear of the table and its seats; no seat's plate covers another."""
    window = pygame.Rect((0, 0), app.size)
    lay = lobby.lay
    plates = lay.plates
    on_rows = [b.rect for b in lobby.buttons.buttons if isinstance(b.value, tuple)]
    others = [b.rect for b in lobby.buttons.buttons if not isinstance(b.value, tuple)]
    buttons = on_rows + others
    out = [f"button {tuple(r)} leaves the window {app.size}" for r in buttons if not window.contains(r)]
    out += [f"button {tuple(a)} on button {tuple(b)}" for i, a in enumerate(buttons) for b in buttons[i + 1:]
            if a.colliderect(b)]
    out += [f"button {tuple(r)} only {r.height} px tall (the title's smallest: {least})" for r in buttons
            if r.height < least]
    out += [f"a seat's button {tuple(r)} outside its plate" for r in on_rows if not any(p.contains(r) for p in plates)]
    out += [f"button {tuple(r)} on the table {tuple(lay.picture)}" for r in others
            if r.colliderect(lay.picture) and not lobby.details_open]
    out += [f"plate {tuple(a)} on plate {tuple(b)}" for i, a in enumerate(plates) for b in plates[i + 1:]
            if a.colliderect(b)]
    out += [f"plate {tuple(r)} leaves the table's area {tuple(lay.picture)}" for r in plates
            if not lay.picture.contains(r)]
    return out


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_busiest_lobby_fits_in_every_language(lang: str, recorder: FitRecorder, tmp_path: Path,  # noqa: F811
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Six seats, every other seat free for a friend, hosted here with the router's line: a button for each
    free seat, Copy, the line on reach (and its details, opened), the match's four settings, Start and Leave;
    a friend's lobby of the same table; at 800x600, 1280x800 and 1920x1080."""
    monkeypatch.setenv("BRISCOLA_NO_DISCOVERY", "1")
    pygame.init()
    i18n.set_language(lang)
    store = Store(tmp_path / "user")
    settings = store.load_settings()
    settings.language, settings.animation_speed = lang, "instant"
    app = registry.install(App(SIZES[0], settings=settings, store=store, audio=mock.Mock(spec=Audio)))
    host_screen = app.nav.open(Screen.HOST_TABLE)
    host_screen.choose_table("six_players", "best_of_three")
    host_screen.listen = ("127.0.0.1", 0)
    host_screen.name = LONG
    host_screen.open_table()
    lobby = app.stack.top
    problems: list[str] = []
    friend = None
    try:
        frames_until(app, lambda: lobby.table.joined, what="the host's own seat")
        assert len(lobby.free_seats()) == 5 and len(lobby.buttons.buttons) >= 12
        lobby.copy()   # the clipboard's answer on its line
        friend = Bot(lobby.link.host.url, p.Hello(v=p.PROTOCOL_VERSION, code=lobby.link.code, name="Bartolomeo Rossi"))
        frames_until(app, lambda: len(lobby.free_seats()) == 4, bots=(friend,), what="the friend seated")
        for size in LOBBY_SIZES:
            app.resize(size)
            least = smallest_title_button(app)
            for details in (False, True):
                if lobby.details_open != details:
                    lobby.toggle_details()
                recorder.screen = f"{lang} busiest lobby{' with details' if details else ''} {size[0]}x{size[1]}"
                app.draw()
                problems += [f"{recorder.screen}: {p_}" for p_ in lobby_problems(app, lobby, least)]
            lobby.toggle_details()
        assert len(lobby.lay.plates) == 6
        # The friend's window: the same six seats, the match's lines instead of the settings.
        words = [w for w, _ in lobby.info_lines()]
        assert i18n.t("lobby.reach.house") in words and i18n.t("friends.copied") in words or \
            i18n.t("friends.copy_failed") in words
    finally:
        if friend is not None:
            friend.close()
        app.stack.clear()
    problems += [str(f) for f in recorder.problems()]
    assert not problems, "\n".join(problems[:60])
