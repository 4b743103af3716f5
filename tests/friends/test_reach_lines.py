"""The hosted lobby's lines about the internet when the router may not be asked (discovery off, as in
these tests): it says so at once, offers no internet address, and points to the help page."""

from __future__ import annotations

import time

from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.friends import reach
from briscola_desktop.app.friends.lobby_screen import LobbyScene
from briscola_desktop.i18n import t


def test_a_lobby_whose_router_was_not_asked_says_so_and_offers_no_internet_address(app) -> None:
    app.nav.open(Screen.TITLE)
    host_screen = app.nav.open(Screen.HOST_TABLE)
    host_screen.listen = ("127.0.0.1", 0)
    host_screen.set_seats(2)
    host_screen.name = "Ada"
    host_screen.open_table()
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene)
    try:
        answer = reach.router_answer(lobby.link)
        assert answer is not None and not answer.asked       # answered at once: nothing was sent
        lines = [words for words, _ in reach.lobby_lines(lobby.link)]
        assert lines[0] == t("reach.house_line", address=lobby.link.address)
        assert t("reach.not_asked_line") in lines and t("reach.outside_line") in lines
        # no advice about the router's settings: it was never asked, so they are not why friends cannot come in
        assert not any("UPnP" in line for line in lines), lines
        assert reach.internet_invitation(lobby.link) == ""
        deadline = time.monotonic() + 20
        while not (lobby.table.joined and lobby.table.lobby is not None):
            assert time.monotonic() < deadline, "the host's own seat never joined"
            app.frame(0.016, [])
            time.sleep(0.01)
        app.frame(0.016, [])
        # One line with a red mark (only friends at home can join); its details, and the help page's button, on demand.
        assert lobby.model().reach == (reach.RED_MARK, t("lobby.reach.house"))
        assert "reach_help" not in [b.value for b in lobby.buttons.buttons]
        next(b for b in lobby.buttons.buttons if b.value == "details").press()
        assert "reach_help" in [b.value for b in lobby.buttons.buttons]
        assert "copy_internet" not in [b.value for b in lobby.buttons.buttons]
        assert t("reach.not_asked_line") in [words for words, _ in lobby.model().details]
        lobby.back()   # Escape closes the details first
        assert not lobby.details_open and lobby in app.stack.scenes
    finally:
        lobby.back()
