"""What the router's reported external address means for friends outside (no network needed)."""

from __future__ import annotations

import ipaddress

import pytest

from briscola_desktop.net.reach.router import (Reach, RouterAnswer, RouterPort, answer_line, external_reach, public_address,
                                          router_allowed)


@pytest.mark.parametrize("text", ["8.8.8.8", " 81.2.69.160 ", "2a00:1450:4001:80e::200e", "203.0.113.7",
                                  "198.51.100.20", "192.0.2.1"])
def test_a_public_address_opens(text):
    assert external_reach(text) == (Reach.OPEN, text.strip())


@pytest.mark.parametrize("text", ["100.64.0.2", "100.127.255.254", "10.1.2.3", "192.168.1.1", "172.31.0.1",
                                  "127.0.0.1", "169.254.3.4", "240.0.0.1", "fd00::1", "fe80::1", "::1"])
def test_a_non_public_address_is_carrier_grade_nat(text):
    assert external_reach(text) == (Reach.CGNAT, text)


@pytest.mark.parametrize("text", ["", "   ", None, 42, "zz.1", "300.1.1.1", "1.2.3", "0.0.0.0", "::",
                                  "203.0.113.7:47321", "x" * 500])
def test_an_empty_or_malformed_address_is_no_upnp(text):
    reach, why = external_reach(text)
    assert reach is Reach.NO_UPNP and why and len(why) < 120


def test_documentation_ranges_count_as_public_only_when_allowed():
    lab_address = ipaddress.ip_address("203.0.113.7")
    assert public_address(lab_address)
    assert not public_address(lab_address, documentation_is_public=False)
    assert external_reach("203.0.113.7", documentation_is_public=False) == (Reach.CGNAT, "203.0.113.7")


def test_only_an_open_answer_offers_an_internet_address():
    assert RouterAnswer(Reach.OPEN, 47321, "10.99.0.2", "203.0.113.7", 47322).internet_address == "203.0.113.7:47322"
    assert RouterAnswer(Reach.CGNAT, 47321, "10.99.0.2", "100.64.0.2", 0).internet_address == ""
    assert RouterAnswer(Reach.NO_UPNP, 47321).internet_address == ""


def test_with_discovery_off_the_router_is_not_asked_and_the_answer_says_so(monkeypatch):
    monkeypatch.setenv("BRISCOLA_NO_DISCOVERY", "1")
    monkeypatch.delenv("BRISCOLA_ROUTER", raising=False)
    asked: list[str] = []
    router = RouterPort(47321, make_client=lambda: asked.append("asked")).start()
    answer = router.answer
    assert answer is not None and answer.reach is Reach.NO_UPNP and not answer.asked
    assert router.finished and asked == []
    assert "not asked" in answer_line(answer)
    router.close()


def test_the_switch_overrules_discovery_both_ways(monkeypatch):
    monkeypatch.setenv("BRISCOLA_NO_DISCOVERY", "1")
    monkeypatch.setenv("BRISCOLA_ROUTER", "1")
    assert router_allowed()
    monkeypatch.delenv("BRISCOLA_NO_DISCOVERY")
    monkeypatch.setenv("BRISCOLA_ROUTER", "0")
    assert not router_allowed() and not router_allowed(asked_for=True)
    monkeypatch.delenv("BRISCOLA_ROUTER")
    monkeypatch.setenv("BRISCOLA_NO_DISCOVERY", "1")
    assert router_allowed(asked_for=True) and not router_allowed()


def test_the_command_lines_answer_names_the_address_or_the_case():
    assert "join at 203.0.113.7:47321" in answer_line(RouterAnswer(Reach.OPEN, 47321, "10.0.0.2", "203.0.113.7", 47321))
    assert "carrier-grade NAT" in answer_line(RouterAnswer(Reach.CGNAT, 47321, "10.0.0.2", "100.64.0.2"))
    line = answer_line(RouterAnswer(Reach.NO_UPNP, 47321, "10.0.0.2", reason="no router answered"))
    assert "forward port 47321 to 10.0.0.2" in line and "no router answered" in line
