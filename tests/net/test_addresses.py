"""Addresses and invitations as a person types or pastes them: every form read, hostile text refused
with one clear line (never an exception of another kind, never a crash)."""

from __future__ import annotations

import pytest

from briscola_desktop.app.friends.link import read_invitation, unencrypted_link
from briscola_desktop.net.join.endpoint import MAX_ADDRESS, Endpoint, is_near, shard_of
from briscola_desktop.net.join.client import parse_address, parse_endpoint, parse_invitation, parse_invitation_endpoint


@pytest.mark.parametrize(("text", "endpoint"), [
    ("192.168.1.20:47321", Endpoint("192.168.1.20", 47321)),
    (" play.example.org:47321 ", Endpoint("play.example.org", 47321)),
    ("[2001:db8::7]:47321", Endpoint("2001:db8::7", 47321)),
    ("ws://203.0.113.7:47321/", Endpoint("203.0.113.7", 47321)),
    ("ws://203.0.113.7", Endpoint("203.0.113.7", 80)),
    ("wss://play.example.org", Endpoint("play.example.org", 443, tls=True)),
    ("WSS://play.example.org:8443/", Endpoint("play.example.org", 8443, tls=True)),
    ("wss://[2001:db8::7]:8443/s/B/", Endpoint("2001:db8::7", 8443, tls=True, path="/s/B/")),
    ("briscola://[2001:db8::7]:47321/K7Q2XD", Endpoint("2001:db8::7", 47321)),
    ("briscolas://play.example.org/K7Q2XD", Endpoint("play.example.org", 443, tls=True)),
])
def test_every_form_of_address_is_read(text: str, endpoint: Endpoint) -> None:
    assert parse_endpoint(text) == endpoint
    assert parse_address(text) == (endpoint.host, endpoint.port)


def test_urls_and_kept_addresses_bracket_ipv6_and_keep_tls() -> None:
    assert Endpoint("2001:db8::7", 47321).url == "ws://[2001:db8::7]:47321/"
    assert Endpoint("2001:db8::7", 47321).address == "[2001:db8::7]:47321"
    tls = Endpoint("play.example.org", 443, tls=True)
    assert tls.url == tls.address == "wss://play.example.org:443/"
    assert parse_endpoint(tls.address) == tls            # what is kept reads back the same


def test_invitations_say_tls_and_old_ones_stay_valid() -> None:
    assert parse_invitation("briscola://192.168.1.20:47321/K7Q2XD") == ("192.168.1.20", 47321, "K7Q2XD")
    assert parse_invitation("briscola://[2001:db8::7]:47321/k7q2xd/") == ("2001:db8::7", 47321, "K7Q2XD")
    tls = Endpoint("play.example.org", 443, tls=True)
    line = tls.invitation("BK7Q2XD")
    assert line == "briscolas://play.example.org:443/BK7Q2XD"
    assert parse_invitation_endpoint(line) == (tls, "BK7Q2XD")
    assert Endpoint("2001:db8::7", 47321).invitation("K7Q2XD") == "briscola://[2001:db8::7]:47321/K7Q2XD"
    # What the Join screen fills in from a pasted invitation
    assert read_invitation(line) == ("wss://play.example.org:443/", "BK7Q2XD")
    assert read_invitation("briscola://[2001:db8::7]:47321/K7Q2XD") == ("[2001:db8::7]:47321", "K7Q2XD")
    assert read_invitation("wss://play.example.org/") is None


def test_a_code_with_a_shard_is_joined_on_the_shards_path() -> None:
    assert shard_of("BK7Q2XD") == "B" and shard_of("K7Q2XD") == "" and shard_of("b7-k7q2xd") == "B7"
    base = Endpoint("play.example.org", 443, tls=True)
    assert base.for_code("BK7Q2XD").url == "wss://play.example.org:443/s/B/"
    assert base.for_code("K7Q2XD") == base
    assert base.for_code(None) == base


@pytest.mark.parametrize(("text", "says"), [
    ("x" * (MAX_ADDRESS + 1), "too long"),
    ("192.168.1.20:47321\x00", "control character"),
    ("192.168.1.20:\x1b[2J47321", "control character"),
    ("play example.org:47321", "space"),
    ("http://play.example.org/", "not a table address"),
    ("javascript://alert(1)", "not a table address"),
    ("file:///etc/passwd", "not a table address"),
    ("192.168.1.20:70000", "not a port"),
    ("192.168.1.20:0", "not a port"),
    ("192.168.1.20:-1", "not a port"),
    ("192.168.1.20:٤٧٣٢١", "not a port"),
    ("192.168.1.20", "no port"),
    ("2001:db8::7:47321", "brackets"),
    ("[2001:db8::zz]:47321", "not an IPv6 address"),
    ("[2001:db8::7:47321", "not an IPv6 address"),
    ("-bad-.example:47321", "not a host name"),
    (":47321", "no host"),
    ("", "no address"),
    ("192.168.1.20:47321/K7Q2XD", "without a path"),
    ("ws://play.example.org/../../etc", "path"),
    ("ws://play.example.org/?q=<script>", "path"),
])
def test_hostile_addresses_are_refused_with_one_clear_line(text: str, says: str) -> None:
    with pytest.raises(ValueError, match=says) as refused:
        parse_endpoint(text)
    message = str(refused.value)
    assert "\n" not in message and len(message) < 160
    assert not any(ord(ch) < 32 for ch in message)


@pytest.mark.parametrize(("text", "says"), [
    ("briscola://192.168.1.20:47321/", "no table code"),
    ("briscola://192.168.1.20:47321/K7Q2X!", "not a table code"),
    ("briscola://192.168.1.20:47321/" + "K" * 40, "not a table code"),
    ("wss://play.example.org/K7Q2XD", "starts with briscola://"),
    ("briscola://192.168.1.20/K7Q2XD", "no port"),
])
def test_hostile_invitations_are_refused_with_one_clear_line(text: str, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        parse_invitation_endpoint(text)
    assert read_invitation(text) is None


def test_only_a_plain_link_across_the_internet_is_called_unencrypted() -> None:
    for near in ("127.0.0.1", "localhost", "192.168.1.20", "10.99.0.2", "fe80::1", "fd00::5", "box.local"):
        assert is_near(near), near
    for far in ("203.0.113.7", "2001:db8::7", "100.64.0.2", "play.example.org"):
        assert not is_near(far), far
    assert unencrypted_link("203.0.113.7:47321")
    assert unencrypted_link("[2001:db8::7]:47321")
    assert not unencrypted_link("wss://play.example.org:443/")
    assert not unencrypted_link("192.168.1.20:47321")
    assert not unencrypted_link("not an address")
