"""Routers that misbehave (tests/support/fake_igd.py, in a lab router's namespace): each ends as a
clear answer within the router question's patience, never a crash or a hang."""

from __future__ import annotations

import pytest

from briscola_desktop.net.router import PATIENCE, Reach, RouterPort

PORT = 47321


def ask(lab, mode: str, **kwargs):
    home = lab.home(upnp=False)
    log = lab.misbehaving_router(home, mode)
    with home.host.entered():
        router = RouterPort(PORT, lease=60, **kwargs).start()
    answer = router.wait(PATIENCE + 2)
    router.close()
    return answer, log.read_text()


@pytest.mark.parametrize("mode", ["silent", "garbage", "ssdp-garbage", "external=", "external=zz.1",
                                  "external=0.0.0.0"])
def test_a_router_that_says_nothing_useful_is_no_upnp(lab, mode):
    answer, said = ask(lab, mode)
    assert answer is not None and answer.reach is Reach.NO_UPNP, answer
    assert answer.internet_address == "" and answer.reason
    assert "AddPortMapping" not in said


def test_a_router_that_never_answers_http_is_given_up_after_the_patience(lab):
    answer, _ = ask(lab, "silent", patience=1.5)
    assert answer.reach is Reach.NO_UPNP and "1.5 s" in answer.reason


@pytest.mark.parametrize("external", ["10.0.0.1", "192.168.1.1", "100.64.7.1", "172.16.0.9"])
def test_a_router_with_a_private_external_address_is_carrier_nat_and_maps_nothing(lab, external):
    answer, said = ask(lab, f"external={external}")
    assert answer.reach is Reach.CGNAT and answer.external == external
    assert "AddPortMapping" not in said


def test_a_router_that_keeps_only_permanent_mappings_is_asked_again_with_lease_0(lab):
    answer, said = ask(lab, "permanent-only")
    assert answer.reach is Reach.OPEN and answer.internet_address == f"203.0.113.10:{PORT}"
    assert f"AddPortMapping {PORT} lease=60 -> 725" in said
    assert f"AddPortMapping {PORT} lease=0 -> ok" in said
    assert f"DeletePortMapping {PORT} -> ok" in said   # removed at close all the same


@pytest.mark.parametrize("mode", ["taken", "conflict"])
def test_a_port_another_machine_holds_is_left_to_it_and_the_next_is_mapped(lab, mode):
    answer, said = ask(lab, mode)
    assert answer.reach is Reach.OPEN and answer.external_port == PORT + 1
    assert f"AddPortMapping {PORT + 1} lease=60 -> ok" in said
    assert f"DeletePortMapping {PORT + 1} -> ok" in said
    assert f"DeletePortMapping {PORT} " not in said
