"""What the hosted lobby says about the internet for each answer of the router and of its IPv6 firewall
(app/friends/reach.py), on a link made of the answers alone: the way on without the router where no port
opened, the IPv6 invitation where the pinhole opened (the one Copy copies where no IPv4 port did), and
never the router's settings (they are on the help page)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from briscola_desktop.app.friends import reach
from briscola_desktop.i18n import t
from briscola_desktop.net.reach.pinhole import PinholeAnswer
from briscola_desktop.net.reach.router import Reach, RouterAnswer

V6 = "2001:db8:a1::2"


def link(answer: RouterAnswer | None, pinhole: PinholeAnswer | None, *, ipv6: str = V6):
    router = SimpleNamespace(answer=answer, pinhole_answer=pinhole)
    return SimpleNamespace(router=router, ipv6=ipv6, host=SimpleNamespace(port=47321), table_code="K7Q2XD",
                           address="10.99.0.2:47321", invitation=lambda: "briscola://10.99.0.2:47321/K7Q2XD")


def words(one) -> list[str]:
    return [text for text, _ in reach.lobby_lines(one)]


OPENED = PinholeAnswer(True, V6, 47321, "UPnP", "opened")
REFUSED = PinholeAnswer(False, V6, 47321, reason="UPnP: the router refused (606 action not authorised)")


@pytest.mark.parametrize("reach_now", [Reach.CGNAT, Reach.NO_UPNP])
def test_where_no_port_opened_the_lobby_says_the_way_on_and_no_router_setting(reach_now):
    answer = RouterAnswer(reach_now, 47321, "10.99.0.2", "100.64.0.2" if reach_now is Reach.CGNAT else "")
    lines = words(link(answer, REFUSED))
    assert t("reach.outside_line") in lines and t("reach.way_on") in lines
    assert t("reach.ipv6_line", address=f"[{V6}]:47321") in lines   # offered to try: the firewall said no
    assert not any("47321 " in line or "UPnP" in line for line in lines), lines
    assert reach.internet_invitation(link(answer, REFUSED)) == ""


def test_behind_a_carriers_nat_an_opened_pinhole_is_the_road_in_and_copy_takes_its_invitation():
    opened = link(RouterAnswer(Reach.CGNAT, 47321, "10.99.0.2", "100.64.0.2"), OPENED)
    lines = words(opened)
    invitation = f"briscola://[{V6}]:47321/K7Q2XD"
    assert lines[2:4] == [t("reach.ipv6_open_line", address=f"[{V6}]:47321"), invitation]
    assert t("reach.outside_v6_line") in lines and t("reach.outside_line") not in lines
    assert reach.internet_invitation(opened) == reach.ipv6_invitation(opened) == invitation
    assert reach.reach_summary(opened)[1] == t("reach.summary_ipv6_open")
    labels = {b.value: b.label for b in reach.lobby_buttons(opened, lambda: None, lambda: None)}
    assert labels["copy_internet"] == t("reach.copy_ipv6")


def test_with_both_roads_open_the_internet_invitation_is_the_ipv4_one_and_no_way_on_is_needed():
    both = link(RouterAnswer(Reach.OPEN, 47321, "10.99.0.2", "203.0.113.10", 47321), OPENED)
    lines = words(both)
    assert t("reach.open_line", address="203.0.113.10:47321") in lines
    assert t("reach.ipv6_open_line", address=f"[{V6}]:47321") in lines
    assert t("reach.way_on") not in lines
    assert reach.internet_invitation(both) == "briscola://203.0.113.10:47321/K7Q2XD"
    labels = {b.value: b.label for b in reach.lobby_buttons(both, lambda: None, lambda: None)}
    assert labels["copy_internet"] == t("reach.copy_internet")


def test_while_the_router_is_asked_and_without_ipv6():
    asking = words(link(None, None))
    assert t("reach.asking") in asking and t("reach.ipv6_line", address=f"[{V6}]:47321") in asking
    none = words(link(RouterAnswer(Reach.NO_UPNP, 47321, reason="not asked", asked=False), None, ipv6=""))
    assert t("reach.not_asked_line") in none and t("reach.way_on") not in none
    assert not any("[" in line for line in none)
    assert reach.seen(link(None, None)) != reach.seen(link(None, OPENED))   # the pinhole's answer redraws
