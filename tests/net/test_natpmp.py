"""The NAT-PMP client against a small responder on 127.0.0.1 (real UDP sockets, no gateway of this
machine asked), and the default gateway read from each system's route table."""

from __future__ import annotations

import socket
import struct
import subprocess
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from briscola_desktop.net.reach import natpmp
from briscola_desktop.net.reach.natpmp import (NatPmpClient, NatPmpError, gateway_from_bsd_route,
                                         gateway_from_proc_route, gateway_from_windows_route)
from briscola_desktop.net.reach.router import Reach, RouterPort

Answer = Callable[[bytes], list[bytes]]   # a request -> the datagrams sent back


def honest(external: str = "203.0.113.7", *, given: Callable[[int], int] = lambda suggested: suggested,
           result: int = 0) -> Answer:
    """A gateway that answers as RFC 6886 says, with ``result`` and the external port ``given`` picks."""
    def answer(request: bytes) -> list[bytes]:
        opcode = request[1]
        head = struct.pack("!BBHI", 0, 128 + opcode, result, 1234)
        if opcode == 0:
            return [head + socket.inet_aton(external)]
        internal, suggested, lifetime = struct.unpack("!HHI", request[4:12])
        return [head + struct.pack("!HHI", internal, given(suggested) if lifetime else 0, lifetime)]
    return answer


@contextmanager
def gateway(answer: Answer) -> Iterator[tuple[NatPmpClient, list[bytes]]]:
    """A responder on 127.0.0.1 (a port of its own) and a client pointed at it; the requests it got."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind(("127.0.0.1", 0))
    sock.settimeout(0.05)
    got: list[bytes] = []
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                request, sender = sock.recvfrom(64)
            except socket.timeout:
                continue
            got.append(request)
            for reply in answer(request):
                sock.sendto(reply, sender)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield NatPmpClient("127.0.0.1", port=sock.getsockname()[1], first_wait=0.05), got
    finally:
        stop.set()
        thread.join(2)
        sock.close()


def test_the_external_address_and_a_mapping_are_asked_and_removed():
    with gateway(honest(given=lambda suggested: suggested + 5)) as (client, got):
        assert client.discover() == 1
        assert client.externalipaddress() == "203.0.113.7"
        assert client.lanaddr == "127.0.0.1"
        assert client.addportmapping(47321, "TCP", "127.0.0.1", 47321, "Briscola table", "", 3600) == 47326
        assert client.deleteportmapping(47326, "TCP")
    assert got[0] == b"\x00\x00"
    assert got[1] == struct.pack("!BBHHHI", 0, 2, 0, 47321, 47321, 3600)   # TCP, the port suggested, the lease
    assert got[2] == struct.pack("!BBHHHI", 0, 2, 0, 47321, 0, 0)          # removal: lifetime 0


def test_a_permanent_mapping_is_asked_as_a_long_lease_since_lifetime_0_would_remove_it():
    with gateway(honest()) as (client, got):
        client.discover()
        client.addportmapping(5000, "TCP", "127.0.0.1", 5000, "", "", 0)
    assert struct.unpack("!I", got[-1][8:12])[0] > 24 * 3600


@pytest.mark.parametrize("result, said", [(2, "turned off"), (3, "no external address"), (4, "no port left"),
                                          (1, "unsupported version"), (99, "result code 99")])
def test_a_refusal_is_said_in_one_line(result, said):
    with gateway(honest(result=result)) as (client, _):
        with pytest.raises(NatPmpError, match=said):
            client.discover()


def test_replies_that_do_not_fit_the_request_are_ignored_and_the_request_sent_again():
    stray = [b"", b"\x00", b"\x01\x80\x00\x00" + bytes(8), b"\x00\x81\x00\x00" + bytes(8),   # version, opcode
             b"\x00\x80\x00\x00\x00"]                                                         # too short
    replies = iter([stray, []])   # the first send draws stray datagrams, the second nothing, the third an answer

    def answer(request: bytes) -> list[bytes]:
        return next(replies, honest()(request))

    with gateway(answer) as (client, got):
        client.discover()
        assert client.externalipaddress() == "203.0.113.7"
    assert len(got) == 3        # the first two sends drew nothing usable


def test_a_mapping_reply_for_another_internal_port_is_not_taken():
    def answer(request: bytes) -> list[bytes]:
        if request[1] == 0:
            return honest()(request)
        wrong = bytearray(honest()(request)[0])
        wrong[8:10] = struct.pack("!H", 1)
        return [bytes(wrong)]

    with gateway(answer) as (client, _):
        client.discover()
        with pytest.raises(NatPmpError, match="after 3 tries"):
            client.addportmapping(47321, "TCP", "127.0.0.1", 47321, "", "", 60)


def test_a_silent_gateway_is_given_up_after_the_tries():
    with gateway(lambda request: []) as (client, got):
        with pytest.raises(NatPmpError, match="no NAT-PMP answer from 127.0.0.1 after 3 tries"):
            client.discover()
    assert len(got) == 3


def test_a_closed_port_is_said_at_once():
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as free:
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    with pytest.raises(NatPmpError, match="does not answer NAT-PMP"):
        NatPmpClient("127.0.0.1", port=port, first_wait=2.0).discover()


def test_the_router_port_takes_nat_pmp_when_upnp_finds_nothing_and_gives_the_port_back(monkeypatch):
    monkeypatch.setenv("BRISCOLA_ROUTER", "1")   # both routers are fakes on 127.0.0.1

    def no_upnp():
        raise RuntimeError("no IGD here")

    with gateway(honest(given=lambda suggested: 50000)) as (client, got):
        router = RouterPort(47321, make_client=no_upnp, make_natpmp=lambda: client, lease=60).start()
        answer = router.wait(5)
        assert answer.reach is Reach.OPEN and answer.internet_address == "203.0.113.7:50000", answer
        assert answer.reason == "mapped by NAT-PMP"
        router.close(timeout=5)
        assert router.finished
    assert got[-1] == struct.pack("!BBHHHI", 0, 2, 0, 47321, 0, 0)


def test_upnp_and_nat_pmp_failing_are_both_said(monkeypatch):
    monkeypatch.setenv("BRISCOLA_ROUTER", "1")   # both routers are fakes on 127.0.0.1

    def no_upnp():
        raise RuntimeError("no IGD here")

    with gateway(honest(result=2)) as (client, _):
        answer = RouterPort(47321, make_client=no_upnp, make_natpmp=lambda: client).start().wait(5)
    assert answer.reach is Reach.NO_UPNP
    assert "UPnP: " in answer.reason and "NAT-PMP: the router refused" in answer.reason


PROC_ROUTE = """Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT
eth0\t0000630A\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0
eth0\t00000000\t0100630A\t0003\t0\t0\t0\t00000000\t0\t0\t0
"""

BSD_ROUTE = """   route to: default
destination: default
       mask: default
    gateway: 192.168.1.254
  interface: en0
      flags: <UP,GATEWAY,DONE,STATIC,PRCLONING>
"""

WINDOWS_ROUTE = """===========================================================================
Liste d'interfaces
===========================================================================
IPv4 Table de routage
===========================================================================
Itinéraires actifs :
Destination réseau    Masque réseau  Adr. passerelle   Adr. interface Métrique
          0.0.0.0          0.0.0.0      192.168.0.1    192.168.0.23     25
===========================================================================
"""


def test_the_default_gateway_is_read_from_each_systems_route_table():
    assert gateway_from_proc_route(PROC_ROUTE) == "10.99.0.1"
    assert gateway_from_bsd_route(BSD_ROUTE) == "192.168.1.254"
    assert gateway_from_windows_route(WINDOWS_ROUTE) == "192.168.0.1"


@pytest.mark.parametrize("text", ["", "garbage\n\x00\x01", PROC_ROUTE.replace("0003", "0001"),
                                  "Iface Destination Gateway Flags\neth0 00000000 zz 0003\n"])
def test_no_default_gateway_is_none(text):
    assert gateway_from_proc_route(text) == ""
    assert gateway_from_bsd_route(text) == ""
    assert gateway_from_windows_route(text.replace("0001", "On-link")) == ""


def test_an_on_link_windows_default_route_has_no_gateway():
    assert gateway_from_windows_route("0.0.0.0 0.0.0.0 On-link 192.168.0.23 281\n") == ""


@pytest.mark.parametrize("platform, output, expected_argv", [
    ("darwin", BSD_ROUTE, ["route", "-n", "get", "default"]),
    ("win32", WINDOWS_ROUTE, ["route", "print", "-4", "0.0.0.0"])])
def test_macos_and_windows_ask_their_route_command_without_a_console(monkeypatch, platform, output, expected_argv):
    asked = []

    def run(argv, **kwargs):
        asked.append((argv, kwargs))
        return subprocess.CompletedProcess(argv, 0, stdout=output, stderr="")

    monkeypatch.setattr(natpmp.sys, "platform", platform)
    monkeypatch.setattr(natpmp.subprocess, "run", run)
    assert natpmp.default_gateway() in ("192.168.1.254", "192.168.0.1")
    (argv, kwargs), = asked
    assert argv == expected_argv and kwargs["timeout"] <= 2 and kwargs["stdin"] is subprocess.DEVNULL
    assert kwargs["creationflags"] == (0x08000000 if platform == "win32" else 0)


def test_a_route_command_that_fails_or_hangs_means_no_gateway(monkeypatch):
    def hangs(argv, **kwargs):
        raise subprocess.TimeoutExpired(argv, kwargs["timeout"])

    monkeypatch.setattr(natpmp.sys, "platform", "darwin")
    monkeypatch.setattr(natpmp.subprocess, "run", hangs)
    assert natpmp.default_gateway() == ""
