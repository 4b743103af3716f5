"""The headless host's command line, the port it picks, and a host that leaves on purpose."""

from __future__ import annotations

import socket

import pytest

from briscola_desktop.i18n import load_catalog
from briscola_desktop.net import protocol as p
from briscola_desktop.net.join.client import parse_address, parse_invitation
from briscola_desktop.net.reach.discovery import invitation
from briscola_desktop.net.host.server import DEFAULT_PORT, PORT_RANGE, TABLES_PER_ADDRESS, Host
from briscola_desktop.net.server.serve import parser, start_host, start_lines
from briscola_desktop.net.host.tables import TableSettings, normalize_code
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


def test_the_start_lines_say_how_to_open_a_table_and_what_friends_are_given() -> None:
    args = parser().parse_args(["--host", "0.0.0.0", "--public-address", "play.example.org", "--cert", "c.pem",
                                "--key", "k.pem", "--shard", "b"])
    lines = start_lines(args, 47321, tls=True)
    assert "listening on wss://0.0.0.0:47321/ as shard B" in lines[0]
    assert "write wss://play.example.org:47321/ in" in lines[1]
    # The words a player sees on the way, as the English game shows them
    english = load_catalog("en")
    for key in ("friends.title", "friends.host", "friends.server", "friends.open_table"):
        assert english[key] in lines[1], key
    assert "briscolas://play.example.org:47321/BK7Q2XD" in lines[2]
    assert "https://play.example.org:47321/healthz" in lines[3]
    assert not any("Warning" in line for line in lines)
    args = parser().parse_args(["--public-address", "[2001:db8::7]:443"])
    assert "briscola://[2001:db8::7]:443/K7Q2XD" in start_lines(args, 47321, tls=False)[2]


def test_every_interface_without_a_public_address_is_warned_of_and_never_invites_to_the_loopback() -> None:
    lines = start_lines(parser().parse_args(["--host", "0.0.0.0"]), 47321, tls=False)
    assert any(line.startswith("Warning: listening on every interface without --public-address") for line in lines)
    assert "127.0.0.1" not in " ".join(lines[1:3])
    only_here = start_lines(parser().parse_args([]), 47321, tls=False)
    assert "write 127.0.0.1:47321 in" in only_here[1]       # it listens only there: true
    assert not any("Warning" in line for line in only_here)
    remote_plain = start_lines(parser().parse_args(["--public-address", "203.0.113.7"]), 47321, tls=False)
    assert any("unencrypted" in line for line in remote_plain)


@pytest.mark.parametrize(("argv", "says"), [
    (["--public-address", "http://x"], "not a table address"),
    (["--public-address", "play.example.org:99999"], "not a port"),
    (["--public-address", "bad\x1bhost"], "control character"),
    (["--shard", "toolong"], "not a shard"),
    (["--shard", "I"], "not a shard"),
])
def test_bad_serve_options_are_refused_with_one_line(argv: list[str], says: str,
                                                     capsys: pytest.CaptureFixture) -> None:
    with pytest.raises(SystemExit) as stop:
        parser().parse_args(argv)
    assert stop.value.code == 2 and says in capsys.readouterr().err


def test_a_certificate_that_cannot_be_used_stops_the_server_with_its_reason(tmp_path) -> None:
    (tmp_path / "c.pem").write_text("not a certificate", encoding="ascii")
    for argv, says in ((["--cert", str(tmp_path / "c.pem")], "--cert and --key go together"),
                       (["--cert", str(tmp_path / "c.pem"), "--key", str(tmp_path / "c.pem")], "cannot be used"),
                       (["--cert", str(tmp_path / "none.pem"), "--key", str(tmp_path / "c.pem")],
                        "cannot be found")):
        with pytest.raises(SystemExit, match=says):
            start_host(parser().parse_args(["--port", "0", *argv]))
