"""The lab itself behaves like homes on the internet: a home reaches the internet through its
router's NAT, the internet does not reach into a home, and miniupnpd on the router hands out a
port mapping that the internet can then use."""

from __future__ import annotations

import socket
import threading

import miniupnpc

from tests.support.netlab import HOME_HOST, Namespace


def listen(ns: Namespace) -> tuple[socket.socket, int]:
    with ns.entered():
        server = socket.create_server(("0.0.0.0", 0))
    return server, server.getsockname()[1]


def peer_seen(server: socket.socket, client_ns: Namespace, address: str, port: int) -> str | None:
    """Connect from ``client_ns``; the address the server saw the connection come from (None: no connection)."""
    seen: list[str] = []

    def accept() -> None:
        server.settimeout(3)
        try:
            conn, peer = server.accept()
            seen.append(peer[0])
            conn.close()
        except OSError:
            pass

    waiter = threading.Thread(target=accept)
    waiter.start()
    with client_ns.entered():
        try:
            socket.create_connection((address, port), timeout=2).close()
        except OSError:
            server.shutdown(socket.SHUT_RDWR)   # no connection: wake the accept at once
    waiter.join(5)
    server.close()
    return seen[0] if seen else None


def test_a_home_reaches_the_internet_through_its_routers_nat(lab):
    home = lab.home(upnp=False)
    friend = lab.internet_host()
    server, port = listen(friend)
    assert peer_seen(server, home.host, friend.address, port) == home.internet_address


def test_a_carrier_home_reaches_the_internet_from_the_carriers_address(lab):
    home = lab.home(upnp=False, carrier=True)
    server, port = listen(lab.internet)
    assert peer_seen(server, home.host, lab.internet.address, port) == home.internet_address
    assert home.wan_address == "100.64.0.2"


def test_the_internet_does_not_reach_into_a_home_without_a_mapping(lab):
    home = lab.home(upnp=False)
    friend = lab.internet_host()
    server, port = listen(home.host)
    assert peer_seen(server, friend, home.internet_address, port) is None
    server, port = listen(home.host)
    assert peer_seen(server, friend, HOME_HOST, port) is None


def test_miniupnpd_on_the_router_opens_a_port_the_internet_can_use(lab):
    home = lab.home()
    friend = lab.internet_host()
    server, port = listen(home.host)
    with home.host.entered():
        upnp = miniupnpc.UPnP()
        upnp.discoverdelay = 1000
        assert upnp.discover() >= 1
        upnp.selectigd()
        assert upnp.externalipaddress() == home.internet_address
        assert upnp.addportmapping(port, "TCP", HOME_HOST, port, "lab", "")
    assert f"dport {port}" in home.router.nft("list chain inet filter prerouting_miniupnpd")
    assert peer_seen(server, friend, home.internet_address, port) == friend.address
