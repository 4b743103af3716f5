"""A home behind a carrier's shared IPv4 address but with global IPv6 (documentation prefixes only), the real
miniupnpd as its router with its IPv6 firewall in nftables: the host asks for a pinhole (UPnP IGDv2's
WANIPv6FirewallControl, and PCP), a friend on the internet connects to the host's IPv6 address through the
router's firewall and sits at the table, and once the table closes the pinhole is gone (the friend cannot
connect). Before the pinhole, and after it, the firewall keeps the friend out. Also: each way of asking
(UPnP, PCP) on its own, a router that answers neither, the lobby's lines and invitation in such a home, a game
that quits or is stopped (SIGTERM), and ``--serve --open-router``'s line about the pinhole. Each test stays under
the lab's 60 s limit (about 1 to 5 s each here)."""

from __future__ import annotations

import re
import socket
import time

import pytest

from briscola_desktop.app.friends import reach
from briscola_desktop.i18n import t
from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.server import Host
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.net.reach.pinhole import PcpFirewall, Pinhole, UpnpFirewall
from briscola_desktop.net.reach.router import PATIENCE, Reach, RouterPort
from briscola_desktop.rules import MATCH_FORMATS, PRESETS
from tests.lab.test_lobby_reach import frames_until_answer, host_in
from tests.lab.test_serve_open_router import start_serving, stop
from tests.net.helpers import Bot, instant_player, play_two_to_the_end, random_chooser
from tests.support.netlab import ipv6_unavailable, reaches, run_and_end

TEST_LIMIT = 60
TWO_FRIENDS = TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], (p.FRIEND, p.FRIEND))


@pytest.fixture(autouse=True)
def ipv6_in_the_lab():
    reason = ipv6_unavailable()
    if reason is not None:
        pytest.skip(reason)


def pinholes(home) -> str:
    return home.router.nft("list chain inet filter miniupnpd")


def gone(home, port: int, seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while f"dport {port}" in pinholes(home):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)
    return True


def test_a_friend_with_ipv6_joins_through_the_pinhole_behind_a_carriers_nat(lab):
    home = lab.home(carrier=True, ipv6=True)
    friend = lab.internet_host()
    with home.host.entered():
        host = Host(host="0.0.0.0", port=0, pace=0.0, make_player=instant_player, rate=10_000)
        host.start()
    try:
        assert host.listens_ipv6
        assert not reaches(friend, home.ipv6_address, host.port)   # the router's firewall keeps the friend out
        with home.host.entered():
            router = RouterPort(host.port, lease=120, ipv6=home.ipv6_address).start()
        answer = router.wait(PATIENCE + 2)
        assert answer is not None and answer.reach is Reach.CGNAT, answer   # IPv4: the carrier's shared address
        assert router.pinhole is not None
        opened = router.pinhole.wait(PATIENCE + 2)
        assert opened is not None and opened.opened and opened.by == "UPnP", opened
        assert opened.internet_address == f"[{home.ipv6_address}]:{host.port}"
        assert f"dport {host.port}" in pinholes(home)
        opened_table = host.open_table(TWO_FRIENDS)
        with home.host.entered():
            ada = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened_table.code, name="Ada",
                                        token=opened_table.token), random_chooser(1))
        with friend.entered():   # a real connection from the internet through the router's IPv6 firewall
            bea = Bot(f"ws://[{home.ipv6_address}]:{host.port}/",
                      p.Hello(v=p.PROTOCOL_VERSION, code=opened_table.code, name="Bea"), random_chooser(2))
        play_two_to_the_end(ada, bea, joining="the friend with IPv6 joining", seconds=30)
        router.close()                              # the table closes: so does the pinhole
        assert gone(home, host.port), pinholes(home)
        assert not reaches(friend, home.ipv6_address, host.port)
        assert router.finished
    finally:
        host.stop()


@pytest.mark.parametrize("way", ["PCP", "UPnP"])
def test_each_way_of_asking_opens_renews_and_closes_the_pinhole(lab, way):
    home = lab.home(carrier=True, natpmp=True, ipv6=True)
    friend = lab.internet_host()
    with home.host.entered():
        listener = socket.create_server(("::", 0), family=socket.AF_INET6)
        port = listener.getsockname()[1]
        only = PcpFirewall if way == "PCP" else UpnpFirewall
        pinhole = Pinhole(home.ipv6_address, port, lease=120, make_firewalls=lambda a: [only(a)]).start()
    try:
        answer = pinhole.wait(PATIENCE + 2)
        assert answer is not None and answer.opened and answer.by == way, answer
        assert friend.wait_tcp(home.ipv6_address, port, 5)
        held = pinhole._held
        assert held is not None
        with friend.entered():   # a connection made before the renewal lives on through it
            kept = socket.create_connection((home.ipv6_address, port), timeout=3)
        listener.settimeout(3)
        accepted, peer = listener.accept()
        while peer[1] != kept.getsockname()[1]:   # the earlier probes' connections wait in the queue first
            accepted.close()
            accepted, peer = listener.accept()
        try:
            with home.host.entered():   # the renewal the thread makes at half the lease, made at once
                held[0].renew(held[1], port, 120)
            assert friend.wait_tcp(home.ipv6_address, port, 5)
            kept.sendall(b"still here")
            accepted.settimeout(3)
            assert accepted.recv(16) == b"still here"
        finally:
            kept.close()
            accepted.close()
        pinhole.close()
        assert pinhole.finished and gone(home, port), pinholes(home)
        assert not reaches(friend, home.ipv6_address, port)
    finally:
        pinhole.close()
        listener.close()


def test_a_router_without_an_ipv6_firewall_service_answers_not_opened_in_time(lab):
    home = lab.home(ipv6=True, upnp=False)   # no miniupnpd at all: nobody answers SSDP or PCP
    with home.host.entered():
        pinhole = Pinhole(home.ipv6_address, 47999, patience=PATIENCE).start()
    answer = pinhole.wait(PATIENCE + 2)
    assert answer is not None and not answer.opened
    assert "UPnP: no router offers an IPv6 firewall" in answer.reason, answer.reason
    assert "PCP:" in answer.reason, answer.reason
    pinhole.close()


def test_the_lobby_of_a_carrier_shared_home_with_ipv6_offers_the_ipv6_invitation(lab, app):
    app.settings.animation_speed = "instant"
    home = lab.home(carrier=True, ipv6=True)
    lobby = host_in(app, home)
    frames_until_answer(app, lobby)
    deadline = time.monotonic() + PATIENCE + 2
    while reach.pinhole_answer(lobby.link) is None:
        assert time.monotonic() < deadline, "the pinhole's answer never reached the lobby"
        app.frame(0.016, [])
        time.sleep(0.01)
    app.frame(0.016, [])
    port = lobby.link.host.port
    address = f"[{home.ipv6_address}]:{port}"
    lines = [words for words, _ in reach.lobby_lines(lobby.link)]
    assert t("reach.ipv6_open_line", address=address) in lines
    assert f"briscola://{address}/{lobby.link.code}" in lines
    assert reach.internet_invitation(lobby.link) == f"briscola://{address}/{lobby.link.code}"   # what Copy copies
    assert t("reach.cgnat_line") in lines and t("reach.outside_v6_line") in lines and t("reach.way_on") in lines
    assert t("reach.outside_line") not in lines
    assert reach.reach_summary(lobby.link)[1] == t("reach.summary_ipv6_open")
    assert f"dport {port}" in pinholes(home)
    lobby.back()   # leaving the lobby closes the table: the router closes the pinhole
    assert gone(home, port), pinholes(home)


QUITTING_GAME = """
import sys, time
from briscola_desktop.net.reach.router import RouterPort, exit_on_sigterm
router = RouterPort(int(sys.argv[1]), lease=120, ipv6=sys.argv[3]).start()
exit_on_sigterm()
print(router.pinhole.wait(10).opened, flush=True)
if sys.argv[2] == "quit":
    sys.exit(0)
while True:
    time.sleep(0.1)
"""


def test_a_game_that_quits_or_is_stopped_leaves_no_pinhole(lab):
    home = lab.home(carrier=True, ipv6=True)
    for way, port in (("quit", 47400), ("sigterm", 47401)):
        run_and_end(home.host, QUITTING_GAME, (str(port), way, home.ipv6_address), way, "True",
                    lambda: f"dport {port}" in pinholes(home))
        assert f"dport {port}" not in pinholes(home), way


def test_serve_open_router_behind_a_carriers_nat_opens_the_pinhole_and_says_where(lab):
    home = lab.home(carrier=True, ipv6=True)
    friend = lab.internet_host()
    proc, lines = start_serving(home.host, "--host", "0.0.0.0")
    try:
        port = int(re.search(r"ws://0\.0\.0\.0:(\d+)/", lines[0]).group(1))
        said = proc.stdout.readline().strip()   # the pinhole's line follows the router's
        assert said.startswith("IPv6: the router's firewall is open") and \
            f"join at [{home.ipv6_address}]:{port}" in said, said
        assert friend.wait_tcp(home.ipv6_address, port, 5)
    finally:
        stop(proc)
    assert gone(home, port), pinholes(home)
