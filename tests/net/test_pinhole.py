"""The IPv6 pinhole (net/reach/pinhole.py) against small routers of the test's own on ::1: a UPnP IGDv2
``WANIPv6FirewallControl`` web service (its description read, AddPinhole, UpdatePinhole, DeletePinhole, a
refusal), a PCP server (the MAP request's fields, a refusal, answers that are not to this request), and the
pinhole's thread (the second way tried when the first fails, renewed, closed, given up in time, a pinhole
opened too late closed again). The real miniupnpd is in tests/lab/test_ipv6_pinhole_lab.py."""

from __future__ import annotations

import http.server
import ipaddress
import socket
import struct
import threading
import time

import pytest

from briscola_desktop.net.reach import pinhole as ph
from briscola_desktop.net.reach.pinhole import (FIREWALL, PcpFirewall, Pinhole, PinholeError, UpnpFirewall,
                                                control_url, pinhole_line)
from briscola_desktop.net.reach.router import RouterPort

pytestmark = pytest.mark.skipif(not socket.has_ipv6, reason="this machine has no IPv6 loopback")

DESCRIPTION = f"""<?xml version="1.0"?>
<root xmlns="urn:schemas-upnp-org:device-1-0"><device><deviceList><device><deviceList><device>
<serviceList>
<service><serviceType>urn:schemas-upnp-org:service:WANIPConnection:2</serviceType><controlURL>/ctl/IPConn</controlURL></service>
<service><serviceType>{FIREWALL}</serviceType><controlURL>/ctl/IP6FCtl</controlURL></service>
</serviceList></device></deviceList></device></deviceList></device></root>""".encode()


def test_the_firewall_services_control_url_is_read_from_the_description():
    assert control_url(DESCRIPTION, "http://[::1]:5000/rootDesc.xml") == "http://[::1]:5000/ctl/IP6FCtl"
    based = DESCRIPTION.replace(b"<device>", b"<URLBase>http://[::1]:6000/</URLBase><device>", 1)
    assert control_url(based, "http://[::1]:5000/rootDesc.xml") == "http://[::1]:6000/ctl/IP6FCtl"
    with pytest.raises(PinholeError, match="no IPv6 firewall"):
        control_url(DESCRIPTION.replace(FIREWALL.encode(), b"urn:other:1"), "http://[::1]:5000/")
    with pytest.raises(PinholeError, match="not XML"):
        control_url(b"<root><unclosed>", "http://[::1]:5000/")


class _Igd(http.server.BaseHTTPRequestHandler):
    """A router's web service: the description, and the firewall's actions (recorded)."""

    asked: list[tuple[str, bytes]] = []
    refuse = 0

    def do_GET(self):  # noqa: N802 - http.server's name
        self._send(200, DESCRIPTION)

    def do_POST(self):  # noqa: N802
        body = self.rfile.read(int(self.headers["Content-Length"]))
        action = self.headers["SOAPAction"].strip('"').rpartition("#")[2]
        type(self).asked.append((action, body))
        if type(self).refuse:
            self._send(500, f"<s:Envelope><s:Body><s:Fault><detail><UPnPError><errorCode>{type(self).refuse}"
                            "</errorCode></UPnPError></detail></s:Fault></s:Body></s:Envelope>".encode())
        elif action == "AddPinhole":
            self._send(200, b"<s:Envelope><s:Body><u:AddPinholeResponse><UniqueID>7</UniqueID>"
                            b"</u:AddPinholeResponse></s:Body></s:Envelope>")
        else:
            self._send(200, b"<s:Envelope><s:Body/></s:Envelope>")

    def _send(self, status: int, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args) -> None:
        pass


class _Server6(http.server.ThreadingHTTPServer):
    address_family = socket.AF_INET6


@pytest.fixture
def igd():
    _Igd.asked, _Igd.refuse = [], 0
    server = _Server6(("::1", 0), _Igd)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    try:
        yield f"http://[::1]:{server.server_address[1]}/rootDesc.xml"
    finally:
        server.shutdown()
        server.server_close()


def test_upnp_adds_renews_and_deletes_a_pinhole_for_this_machines_address(igd):
    firewall = UpnpFirewall("::1")
    firewall.control = control_url(firewall._http("GET", igd), igd)
    handle = firewall.add(47321, 120)
    firewall.renew(handle, 47321, 120)
    firewall.delete(handle, 47321)
    assert handle == "7"
    assert [action for action, _ in _Igd.asked] == ["AddPinhole", "UpdatePinhole", "DeletePinhole"]
    added = _Igd.asked[0][1].decode()
    for field in ("<RemoteHost></RemoteHost>", "<InternalClient>::1</InternalClient>",
                  "<InternalPort>47321</InternalPort>", "<Protocol>6</Protocol>", "<LeaseTime>120</LeaseTime>"):
        assert field in added, added
    assert "<UniqueID>7</UniqueID>" in _Igd.asked[1][1].decode()


def test_a_refused_pinhole_is_said_with_the_routers_reason(igd):
    _Igd.refuse = 606
    firewall = UpnpFirewall("::1")
    firewall.control = igd.replace("rootDesc.xml", "ctl/IP6FCtl")
    with pytest.raises(PinholeError, match="606 action not authorised"):
        firewall.add(47321, 120)


class _Pcp:
    """A PCP server on ::1: answers MAP requests with ``result``, after ``noise`` (answers to another request)."""

    def __init__(self, result: int = 0, noise: bool = False) -> None:
        self.sock = socket.socket(socket.AF_INET6, socket.SOCK_DGRAM)
        self.sock.bind(("::1", 0))
        self.sock.settimeout(0.05)
        self.port = self.sock.getsockname()[1]
        self.result, self.noise = result, noise
        self.requests: list[bytes] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while not self._stop.is_set():
            try:
                request, peer = self.sock.recvfrom(1100)
            except socket.timeout:
                continue
            self.requests.append(request)
            nonce, rest = request[24:36], request[36:]
            reply = struct.pack("!BBBBII12x", 2, 0x81, 0, self.result, struct.unpack("!I", request[4:8])[0], 1)
            if self.noise:   # an answer to another request (another nonce), then one of another opcode
                self.sock.sendto(reply + bytes(12) + rest, peer)
                self.sock.sendto(bytes([2, 0x82]) + reply[2:] + nonce + rest, peer)
            self.sock.sendto(reply + nonce + rest, peer)

    def close(self) -> None:
        self._stop.set()
        self._thread.join(2)
        self.sock.close()


def test_pcp_maps_the_tables_port_for_this_machines_ipv6_address_and_removes_it():
    server = _Pcp(noise=True)
    try:
        firewall = PcpFirewall("::1", ("::1", 0), server_port=server.port)
        firewall.discover()
        firewall.add(47321, 120)
        firewall.delete("pcp", 47321)
    finally:
        server.close()
    first, last = server.requests[0], server.requests[-1]
    version, opcode, _, lifetime = struct.unpack("!BBHI", first[:8])
    assert (version, opcode, lifetime) == (2, 1, 120)
    assert ipaddress.IPv6Address(first[8:24]) == ipaddress.IPv6Address("::1")     # the client's own address
    assert first[24:36] == firewall.nonce and first[36] == 6                          # the nonce, TCP
    assert struct.unpack("!HH", first[40:44]) == (47321, 47321)
    assert struct.unpack("!I", last[4:8])[0] == 0 and last[24:36] == firewall.nonce   # removal: lifetime 0


def test_a_pcp_refusal_is_said_and_a_silent_gateway_is_given_up():
    server = _Pcp(result=2)
    try:
        with pytest.raises(PinholeError, match="not authorised"):
            PcpFirewall("::1", ("::1", 0), server_port=server.port).add(47321, 120)
    finally:
        server.close()
    silent = socket.socket(socket.AF_INET6, socket.SOCK_DGRAM)
    silent.bind(("::1", 0))
    try:
        with pytest.raises(PinholeError, match="no PCP answer from ::1 after 3 tries"):
            PcpFirewall("::1", ("::1", 0), server_port=silent.getsockname()[1], first_wait=0.05).add(47321, 120)
    finally:
        silent.close()


class _Fake:
    """A way of asking that fails, opens, or opens only after ``slow`` seconds; it records its calls."""

    def __init__(self, name: str, *, fail: bool = False, slow: float = 0.0) -> None:
        self.name, self.fail, self.slow = name, fail, slow
        self.calls: list[str] = []

    def discover(self) -> None:
        self.calls.append("discover")
        if self.fail:
            raise PinholeError("nobody answered")

    def add(self, port: int, lease: int) -> str:
        time.sleep(self.slow)
        self.calls.append(f"add {port} {lease}")
        return "h"

    def renew(self, handle: str, port: int, lease: int) -> None:
        self.calls.append(f"renew {port} {lease}")

    def delete(self, handle: str, port: int) -> None:
        self.calls.append(f"delete {port}")


def test_the_second_way_is_tried_when_the_first_fails_and_the_pinhole_closes_with_the_table():
    upnp, pcp = _Fake("UPnP", fail=True), _Fake("PCP")
    pinhole = Pinhole("2001:db8::7", 47321, lease=10, make_firewalls=lambda _: [upnp, pcp]).start()
    answer = pinhole.wait(2)
    assert answer is not None and answer.opened and answer.by == "PCP"
    assert answer.internet_address == "[2001:db8::7]:47321"
    assert "friends with IPv6 join at [2001:db8::7]:47321" in pinhole_line(answer)
    deadline = time.monotonic() + 10   # half of the 10 s lease (never less than 5 s): renewed
    while "renew 47321 10" not in pcp.calls:
        assert time.monotonic() < deadline, pcp.calls
        time.sleep(0.05)
    pinhole.close()
    assert pinhole.finished
    assert pcp.calls == ["discover", "add 47321 10", "renew 47321 10", "delete 47321"]
    assert upnp.calls == ["discover"]


def test_a_router_too_slow_gets_a_not_opened_answer_in_time_and_its_late_pinhole_is_closed():
    slow = _Fake("UPnP", slow=1.0)
    pinhole = Pinhole("2001:db8::7", 47321, patience=0.3, make_firewalls=lambda _: [slow]).start()
    answer = pinhole.wait(2)
    assert answer is not None and not answer.opened and "no answer from a router in 0.3 s" == answer.reason
    deadline = time.monotonic() + 3
    while not pinhole.finished:
        assert time.monotonic() < deadline
        time.sleep(0.02)
    assert slow.calls == ["discover", "add 47321 3600", "delete 47321"]   # opened too late: closed again
    assert "may try [2001:db8::7]:47321" in pinhole_line(answer)


def test_the_router_port_asks_a_pinhole_for_its_ipv6_address_and_closes_it_with_the_mapping(monkeypatch):
    way = _Fake("UPnP")
    monkeypatch.setattr(ph, "firewalls", lambda _: [way])
    monkeypatch.setenv("BRISCOLA_ROUTER", "1")

    class NoRouter:
        discoverdelay = 0

        def discover(self):
            return 0

    router = RouterPort(47321, ipv6="2001:db8::7", make_client=NoRouter, patience=1.0).start()
    assert router.pinhole is not None
    assert router.pinhole.wait(2).opened and router.pinhole_answer.by == "UPnP"
    router.close()
    assert router.finished and way.calls[-1] == "delete 47321"
    plain = RouterPort(47322, make_client=NoRouter, patience=0.5).start()
    assert plain.pinhole is None and plain.pinhole_answer is None   # no IPv6 address: nothing asked
    plain.close()
