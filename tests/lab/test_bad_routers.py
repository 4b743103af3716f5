"""Routers that misbehave (tests/support/fake_igd.py, in a lab router's namespace): each ends as a
clear answer within the router question's patience, never a crash or a hang."""

from __future__ import annotations

import time

import pytest

from briscola_desktop.net.reach.router import PATIENCE, Reach, RouterPort

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


def test_a_slow_router_within_the_patience_opens_the_port(lab):
    answer, said = ask(lab, "slow=0.2")
    assert answer.reach is Reach.OPEN
    assert f"AddPortMapping {PORT} lease=60 -> ok" in said


# Against this fake, discovery takes 1 s and choosing the gateway 4 answers: slow=0.4 is still choosing
# when a patience of 1 s runs out; slow=0.6 has chosen by 3.4 s, and its mapping, asked after two more
# answers, is made at 5.2 s at the soonest, after a patience of 4.4 s.
@pytest.mark.parametrize("slow, patience, discover_ms, late_mapping", [(0.4, 1.0, 1000, False),
                                                                     (0.6, 4.4, 200, True)])
def test_a_router_too_slow_for_the_patience_is_no_upnp_and_leaves_no_mapping(lab, slow, patience, discover_ms,
                                                                             late_mapping):
    """Found after the patience, the router is not asked for a port; found before it but too slow to
    map in time, its late mapping is taken back. The lobby's line stays what it said."""
    home = lab.home(upnp=False)
    log = lab.misbehaving_router(home, f"slow={slow}")
    with home.host.entered():
        router = RouterPort(PORT, lease=60, patience=patience, discover_ms=discover_ms).start()
    answer = router.wait(patience + 2)
    assert answer.reach is Reach.NO_UPNP and f"{patience:g} s" in answer.reason
    deadline = time.monotonic() + 15
    while not router.finished:   # the question goes on in its thread, then takes any mapping back (a search
        # still running after that is never asked for a port: only the finished thread asks for one)
        assert time.monotonic() < deadline, "the late question never ended"
        time.sleep(0.1)
    said = log.read_text()
    mapped = said.count(f"AddPortMapping {PORT} lease=60 -> ok")
    assert mapped == (1 if late_mapping else 0)
    assert said.count(f"DeletePortMapping {PORT} -> ok") == mapped
    assert router.answer is answer


def test_the_lease_is_renewed_while_the_table_is_open_and_removed_once_it_closes(lab):
    home = lab.home(upnp=False)
    log = lab.misbehaving_router(home, "external=203.0.113.10")
    with home.host.entered():
        router = RouterPort(PORT, lease=10).start()   # renewed every 5 s (half the lease)
    try:
        assert router.wait(PATIENCE + 2).reach is Reach.OPEN
        deadline = time.monotonic() + 15
        while log.read_text().count(f"AddPortMapping {PORT} lease=10 -> ok") < 2:
            assert time.monotonic() < deadline, "the mapping was never renewed"
            time.sleep(0.2)
        assert "DeletePortMapping" not in log.read_text()
    finally:
        router.close()
    assert router.finished and f"DeletePortMapping {PORT} -> ok" in log.read_text()
