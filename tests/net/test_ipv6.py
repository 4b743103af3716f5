"""IPv6: a host told every interface listens on IPv6 as well, on the same port, and a whole match is
played with one seat over ::1 and one over 127.0.0.1; a host can listen on ::1 alone."""

from __future__ import annotations

import ipaddress
import socket
from contextlib import contextmanager
from typing import Iterator

import pytest

from briscola_desktop.net import protocol as p
from briscola_desktop.net.reach.addresses import global_ipv6_address, public_address
from briscola_desktop.net.host.server import Host
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.rules import MATCH_FORMATS, PRESETS

from .helpers import Bot, all_joined, instant_player, match_over, random_chooser, run_until


def loopback_ipv6() -> bool:
    if not socket.has_ipv6:
        return False
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as probe:
            probe.bind(("::1", 0))
        return True
    except OSError:
        return False


needs_ipv6 = pytest.mark.skipif(not loopback_ipv6(), reason="this machine has no IPv6 loopback (::1)")


@contextmanager
def host_on(address: str) -> Iterator[Host]:
    host = Host(host=address, port=0, pace=0.0, make_player=instant_player, rate=10_000)
    host.start()
    try:
        yield host
    finally:
        host.stop()


def play(host: Host, urls: list[str]) -> list:
    """A whole two-seat match with one seat at each URL; each seat's final standing."""
    opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"], (p.FRIEND, p.FRIEND)))
    bots = [Bot(urls[0], p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token),
                random_chooser(3)),
            Bot(urls[1], p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Bea"), random_chooser(4))]
    try:
        run_until(bots, lambda: all_joined(bots, 2), what="both seats joining")
        bots[0].table.start()
        run_until(bots, lambda: match_over(bots))
        return [bot.table.standing() for bot in bots]
    finally:
        for bot in bots:
            bot.close()


@needs_ipv6
def test_every_interface_means_ipv6_too_and_a_match_is_played_over_both():
    with host_on("0.0.0.0") as host:
        assert host.listens_ipv6
        ada, bea = play(host, [f"ws://127.0.0.1:{host.port}/", f"ws://[::1]:{host.port}/"])
        assert ada == bea and ada.is_over


@needs_ipv6
def test_a_host_on_the_ipv6_loopback_alone():
    with host_on("::1") as host:
        assert not host.listens_ipv6   # not "also": it listens there and nowhere else
        ada, bea = play(host, [f"ws://[::1]:{host.port}/", f"ws://[::1]:{host.port}/"])
        assert ada == bea and ada.is_over
        with pytest.raises(OSError):
            socket.create_connection(("127.0.0.1", host.port), timeout=1).close()


def test_a_host_on_one_ipv4_address_listens_there_only():
    host = Host(host="127.0.0.1", port=0)
    host.start()
    try:
        assert not host.listens_ipv6
    finally:
        host.stop()


@pytest.mark.parametrize("text, public", [("2a00:1450:4001:80e::200e", True), ("2001:db8::7", True),
                                          ("fd00::2", False), ("fe80::1", False), ("::1", False),
                                          ("::ffff:10.0.0.1", False)])
def test_which_ipv6_addresses_are_offered_to_the_internet(text, public):
    assert public_address(ipaddress.ip_address(text)) is public


def test_the_machines_global_ipv6_address_is_public_or_none():
    found = global_ipv6_address()
    assert found == "" or public_address(ipaddress.IPv6Address(found))
