"""The headless host's command line, the port it picks, and a host that leaves on purpose."""

from __future__ import annotations

import socket

import pytest

from briscola_desktop.net import protocol as p
from briscola_desktop.net.client import parse_address, parse_invitation
from briscola_desktop.net.discovery import invitation
from briscola_desktop.net.host import DEFAULT_PORT, PORT_RANGE, TABLES_PER_ADDRESS, Host
from briscola_desktop.net.serve import parser
from briscola_desktop.net.tables import TableSettings, normalize_code
from briscola_desktop.rules import MATCH_FORMATS, PRESETS

from .helpers import Bot, all_joined, run_until, running_host


@pytest.mark.parametrize("port", ["80", "1023", "70000", "http"])
def test_a_privileged_or_impossible_port_is_refused(port: str, capsys: pytest.CaptureFixture) -> None:
    with pytest.raises(SystemExit) as stop:
        parser().parse_args(["--port", port])
    assert stop.value.code == 2
    assert "port" in capsys.readouterr().err
    with pytest.raises(ValueError, match="port"):
        Host(port=int(port) if port.isdigit() else 5)


def test_the_defaults_listen_on_the_loopback_only() -> None:
    args = parser().parse_args([])
    assert args.host == "127.0.0.1" and args.port is None and not args.discovery


def test_without_a_port_the_host_takes_the_first_free_one_of_its_range() -> None:
    blocker = socket.socket()
    # As the host's own socket does: a port left in TIME_WAIT by an earlier test or game is
    # taken again, so the blocker really holds it (else the host could take it and the test
    # would say nothing about stepping past a busy port).
    blocker.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        try:
            blocker.bind(("127.0.0.1", DEFAULT_PORT))
            blocker.listen()
        except OSError:
            pass  # taken already by something else: the host must step past it all the same
        host = Host(port=None)
        try:
            port = host.start()
            assert DEFAULT_PORT < port < DEFAULT_PORT + PORT_RANGE
        finally:
            host.stop()
    finally:
        blocker.close()


def test_addresses_and_invitations_are_read_or_refused_clearly() -> None:
    assert parse_address(" 192.168.1.20:47321 ") == ("192.168.1.20", 47321)
    assert parse_address("[fe80::1]:47321") == ("fe80::1", 47321)
    line = invitation("192.168.1.20", 47321, "K7Q2XD")
    assert line == "briscola://192.168.1.20:47321/K7Q2XD"
    assert parse_invitation(line) == ("192.168.1.20", 47321, "K7Q2XD")
    for bad in ("192.168.1.20", "host:port", "host:99999", ""):
        with pytest.raises(ValueError):
            parse_address(bad)
    with pytest.raises(ValueError, match="no table code"):
        parse_invitation("briscola://192.168.1.20:47321/")
    assert normalize_code(" k7q-2xo ") == "K7Q2X0"


def test_clients_are_told_when_the_host_leaves_and_stop_trying() -> None:
    with running_host() as host:
        opened = host.open_table(TableSettings(PRESETS["two_players"], MATCH_FORMATS["single_hand"],
                                               (p.FRIEND, p.FRIEND)))
        bots = [Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token)),
                Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Bruno"))]
        run_until(bots, lambda: all_joined(bots, 2), what="the friends joining")
        host.stop()
        told: list = []
        run_until(bots, lambda: bots[1].table.connection == "closed", seconds=10, what="the client giving up")
        told.extend(bots[1].table.take_notices())
        assert ("net.host_left", {}) in told
        assert bots[1].client.reconnects == 0
        for bot in bots:
            bot.close()


def test_one_address_may_open_only_so_many_tables_on_a_headless_host() -> None:
    with running_host(allow_create=True) as host:
        create = p.Create(v=p.PROTOCOL_VERSION, name="Ada", variant="two_players", format="single_hand",
                          seats=[p.FRIEND, p.FRIEND])
        bots = [Bot(host.url, create) for _ in range(TABLES_PER_ADDRESS + 1)]
        try:
            run_until(bots, lambda: all(b.table.joined or b.table.last_error for b in bots), what="the tables")
            refused = [b for b in bots if b.table.last_error is not None]
            assert len(refused) == 1 and refused[0].table.last_error.code == "wait"
            assert len(host.tables()) == TABLES_PER_ADDRESS
        finally:
            for bot in bots:
                bot.close()
