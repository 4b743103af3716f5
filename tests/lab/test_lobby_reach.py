"""The lobby of a table hosted in a lab home says how friends reach it: at once the address for the
house and that the router is being asked, then the router's answer (real miniupnpd), in the lobby's
lines and buttons; the help page it points to opens. The game runs in the home's namespace."""

from __future__ import annotations

import time

import pytest

from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.friends import reach
from briscola_desktop.app.friends.lobby_screen import LobbyScene
from briscola_desktop.app.screens.rules_screen import RulesScene
from briscola_desktop.i18n import t
from briscola_desktop.net.reach.router import PATIENCE
from tests.support.netlab import HOME_HOST

FRAME = 0.016


def host_in(app, home):
    """Host a two-seat table from the Host screen, inside the home's machine; the lobby."""
    app.nav.open(Screen.TITLE)
    host_screen = app.nav.open(Screen.HOST_TABLE)
    host_screen.set_seats(2)
    host_screen.name = "Ada"
    with home.host.entered():
        host_screen.open_table()
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene)
    return lobby


def texts(lobby) -> list[str]:
    return [words for words, _ in lobby.info_lines()]


def frames_until_answer(app, lobby) -> None:
    deadline = time.monotonic() + PATIENCE + 5
    while reach.router_answer(lobby.link) is None or lobby.table.lobby is None:
        assert time.monotonic() < deadline, "the router's answer never reached the lobby"
        app.frame(FRAME, [])
        time.sleep(0.01)
    app.frame(FRAME, [])


@pytest.fixture
def fast(app):
    app.settings.animation_speed = "instant"
    return app


def test_the_lobby_offers_the_routers_address_with_its_own_copy_button(lab, fast):
    home = lab.home()
    lobby = host_in(fast, home)
    frames_until_answer(fast, lobby)
    port = lobby.link.host.port
    lines = texts(lobby)
    assert t("reach.house_line", address=f"{HOME_HOST}:{port}") in lines
    assert t("reach.open_line", address=f"{home.internet_address}:{port}") in lines
    assert f"briscola://{home.internet_address}:{port}/{lobby.link.code}" in lines
    assert reach.internet_invitation(lobby.link) in lines
    assert lobby.model().reach == (reach.GREEN, t("lobby.reach.open"))   # one line, a green mark
    lobby.toggle_details()   # the internet's invitation has its Copy button in the details
    assert "copy_internet" in [b.value for b in lobby.buttons.buttons]
    next(b for b in lobby.buttons.buttons if b.value == "leave").press()   # leaving closes the table: the
    # router drops the mapping
    deadline = time.monotonic() + 5
    while f"dport {port}" in home.router.nft("list chain inet filter prerouting_miniupnpd"):
        assert time.monotonic() < deadline, "the mapping stayed after the table closed"
        time.sleep(0.1)


def test_the_lobby_shows_at_once_and_then_says_the_router_did_not_open_a_port(lab, fast):
    home = lab.home(upnp=False)
    lobby = host_in(fast, home)
    fast.frame(FRAME, [])
    assert reach.router_answer(lobby.link) is None    # still asking: the lobby did not wait for it
    assert t("reach.asking") in [w for w, _ in reach.lobby_lines(lobby.link)]
    frames_until_answer(fast, lobby)
    lines = texts(lobby)
    assert t("reach.no_upnp_line") in lines and t("reach.outside_line") in lines
    assert t("reach.way_on") in lines   # what a player can do without the router; forwarding is on the help page
    assert not any(home.internet_address in line for line in lines)
    assert lobby.model().reach == (reach.RED_MARK, t("lobby.reach.house"))
    lobby.toggle_details()
    assert "copy_internet" not in [b.value for b in lobby.buttons.buttons]


def test_the_lobby_says_carrier_grade_nat_and_its_help_page_opens(lab, fast):
    home = lab.home(carrier=True)
    lobby = host_in(fast, home)
    frames_until_answer(fast, lobby)
    lines = texts(lobby)
    assert t("reach.cgnat_line") in lines and t("reach.outside_line") in lines and t("reach.way_on") in lines
    assert not any("100.64." in line or home.internet_address in line for line in lines)
    lobby.toggle_details()   # the help page's button is with the details
    help_button = next(b for b in lobby.buttons.buttons if b.value == "reach_help")
    help_button.press()
    page = fast.stack.top
    assert isinstance(page, RulesScene) and page.kind == "reach" and len(page.pages) >= 3
    fast.frame(FRAME, [])


def test_a_home_with_a_global_ipv6_address_is_offered_it_too(lab, fast):
    home = lab.home()
    home.host.sh("ip -6 addr add 2001:db8:99::2/64 dev eth0 nodad && ip -6 route add default dev eth0")
    lobby = host_in(fast, home)
    frames_until_answer(fast, lobby)
    port = lobby.link.host.port
    assert lobby.link.host.listens_ipv6
    assert t("reach.ipv6_line", address=f"[2001:db8:99::2]:{port}") in texts(lobby)
    assert home.host.wait_tcp("2001:db8:99::2", port, 5)


def test_a_home_without_a_global_ipv6_address_is_not_offered_one(lab, fast):
    home = lab.home()
    home.host.sh("ip -6 addr add fd12:3456::2/64 dev eth0 nodad && ip -6 route add default dev eth0")
    lobby = host_in(fast, home)
    frames_until_answer(fast, lobby)
    assert not any("IPv6" in line or "fd12" in line for line in texts(lobby))
