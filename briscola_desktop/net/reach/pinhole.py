"""Opening the home router's IPv6 firewall for a hosted table: a pinhole, asked, renewed and closed.

IPv6 needs no port forwarding (every machine has an address of its own, also in homes whose IPv4
address a carrier shares), but most home routers drop what the internet starts toward the house. A
router may be asked to let one port of one machine through, for a lease:

- **UPnP IGDv2**, its ``WANIPv6FirewallControl`` service: ``AddPinhole`` (remote host and port left
  open, this machine's global address, the table's TCP port, a lease) gives a ``UniqueID``;
  ``UpdatePinhole`` renews the lease, ``DeletePinhole`` closes it. The router is found over IPv6
  (SSDP to ``ff02::c``, then its description), and asked over IPv6 from the table's own address:
  routers (miniupnpd's ``secure_mode``) open a pinhole only for the machine that asks.
- **PCP** (RFC 6887): a ``MAP`` request for the table's TCP port with this machine's IPv6 address,
  one datagram to the IPv6 default router's port 5351; renewed with the same nonce, removed with
  lifetime 0. Read on Linux only (the route table of the calling thread); elsewhere UPnP alone.

:class:`Pinhole` asks from a thread of its own (UPnP first, PCP if that fails), gives up after
``patience`` (a pinhole opened later is closed again, so the answer stays true), renews at half the
lease while the table is open and closes the pinhole when the table closes, at interpreter exit and
on SIGTERM (:class:`~briscola_desktop.net.reach.router.RouterPort` holds it and closes it with its
own mapping). Every answer from the router is checked (sizes, fields, the nonce, the port) and
anything odd is a one-line :class:`PinholeError`.
"""

from __future__ import annotations

import atexit
import http.client
import ipaddress
import logging
import os
import re
import socket
import struct
import sys
import threading
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from typing import Any, Callable
from urllib.parse import urljoin, urlsplit

log = logging.getLogger(__name__)

LEASE = 3600                 # seconds a pinhole lasts without renewal (IGDv2 allows 1 to 86400)
PATIENCE = 4.0               # seconds before the question is given up
SEARCH_WAIT = 1.0            # seconds SSDP waits for a router's answer
HTTP_WAIT = 2.0              # seconds for each HTTP exchange with the router
LARGEST_REPLY = 64 * 1024    # a router's description or SOAP answer larger than this is refused
FIREWALL = "urn:schemas-upnp-org:service:WANIPv6FirewallControl:1"
SSDP_GROUP = "ff02::c"       # SSDP's link-local IPv6 group
TCP = 6
PCP_PORT = 5351
PCP_TRIES = 3                # sends of a PCP request: after 0.25, 0.5 and 1 s
PCP_MAP = 1
PCP_RESULTS = {1: "unsupported version", 2: "not authorised", 3: "malformed request", 4: "unsupported opcode",
               7: "network failure", 8: "no resources", 9: "unsupported protocol", 11: "cannot provide an external port",
               12: "address mismatch"}
IGD_ERRORS = {606: "action not authorised", 701: "no room for another pinhole", 702: "the firewall is off",
              703: "inbound pinholes are not allowed", 704: "no such pinhole", 705: "protocol not supported"}


class PinholeError(Exception):
    """The router did not answer, or refused (the message says which)."""


def said(exc: BaseException) -> str:
    """An exception as one short line for the log and the answer's reason."""
    text = str(exc).strip() or type(exc).__name__
    return text[:200]


@dataclass(frozen=True)
class PinholeAnswer:
    opened: bool                    # the router lets friends on the internet in at ``address``:``port``
    address: str                    # this machine's global IPv6 address
    port: int
    by: str = ""                    # "UPnP" or "PCP" (opened)
    reason: str = ""                # for the log: what happened, in English

    @property
    def internet_address(self) -> str:
        """``[ADDRESS]:PORT``: where friends with IPv6 connect."""
        return f"[{self.address}]:{self.port}"


def pinhole_line(answer: PinholeAnswer | None) -> str:
    """The pinhole's answer as ``briscola --serve --open-router`` prints it (English, as its other lines)."""
    if answer is None:
        return "IPv6: no answer yet."
    if answer.opened:
        return (f"IPv6: the router's firewall is open for port {answer.port} (by {answer.by}); friends with IPv6 "
                f"join at {answer.internet_address} (invitation briscola://{answer.internet_address}/CODE).")
    return (f"IPv6: the router did not open its firewall ({answer.reason}); friends with IPv6 may try "
            f"{answer.internet_address} if it lets them in.")


# ---------------------------------------------------------------------------------- UPnP IGDv2
class UpnpFirewall:
    """A router's ``WANIPv6FirewallControl``, found and asked over IPv6 from ``address``."""

    name = "UPnP"

    def __init__(self, address: str, *, search_wait: float = SEARCH_WAIT, http_wait: float = HTTP_WAIT) -> None:
        self.address = address
        self.search_wait = search_wait
        self.http_wait = http_wait
        self.control = ""          # the service's control URL

    def discover(self) -> None:
        location = self._search()
        description = self._http("GET", location)
        self.control = control_url(description, location)

    def add(self, port: int, lease: int) -> str:
        reply = self._soap("AddPinhole", RemoteHost="", RemotePort=0, InternalClient=self.address,
                           InternalPort=port, Protocol=TCP, LeaseTime=lease)
        found = re.search(rb"<(?:\w+:)?UniqueID>\s*(\d{1,5})\s*</", reply)
        if not found or int(found.group(1)) > 65535:
            raise PinholeError("the router gave no pinhole number")
        return found.group(1).decode()

    def renew(self, handle: str, port: int, lease: int) -> None:  # noqa: ARG002 - PCP's renewal needs the port
        self._soap("UpdatePinhole", UniqueID=handle, NewLeaseTime=lease)

    def delete(self, handle: str, port: int) -> None:  # noqa: ARG002
        self._soap("DeletePinhole", UniqueID=handle)

    def _search(self) -> str:
        """The LOCATION of the first router that answers a search for the IPv6 firewall service."""
        ask = ("M-SEARCH * HTTP/1.1\r\nHOST: [FF02::C]:1900\r\nMAN: \"ssdp:discover\"\r\nMX: 1\r\n"
               f"ST: {FIREWALL}\r\n\r\n").encode()
        with socket.socket(socket.AF_INET6, socket.SOCK_DGRAM) as sock:
            sock.bind((self.address, 0))
            for index in interfaces_of(self.address):
                try:
                    sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_MULTICAST_IF, index)
                    sock.sendto(ask, (SSDP_GROUP, 1900, 0, index))
                except OSError:
                    continue
            deadline = time.monotonic() + self.search_wait
            while (left := deadline - time.monotonic()) > 0:
                sock.settimeout(left)
                try:
                    reply = sock.recv(2048)
                except socket.timeout:
                    break
                found = re.search(rb"^LOCATION:\s*(http://\S+)\s*$", reply, re.IGNORECASE | re.MULTILINE)
                if reply.startswith(b"HTTP/1.1 200") and FIREWALL.encode() in reply and found:
                    return found.group(1).decode("ascii", "replace")
        raise PinholeError("no router offers an IPv6 firewall by UPnP")

    def _soap(self, action: str, **arguments: Any) -> bytes:
        body = "".join(f"<{key}>{value}</{key}>" for key, value in arguments.items())
        envelope = ('<?xml version="1.0"?>\r\n<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" '
                    's:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body>'
                    f'<u:{action} xmlns:u="{FIREWALL}">{body}</u:{action}></s:Body></s:Envelope>\r\n')
        return self._http("POST", self.control, envelope.encode(),
                          {"Content-Type": 'text/xml; charset="utf-8"', "SOAPAction": f'"{FIREWALL}#{action}"'})

    def _http(self, method: str, url: str, body: bytes | None = None, headers: dict | None = None) -> bytes:
        parts = urlsplit(url)
        if parts.scheme != "http" or not parts.hostname:
            raise PinholeError(f"the router gave an address that is not http: {url[:80]!r}")
        connection = http.client.HTTPConnection(parts.hostname, parts.port or 80, timeout=self.http_wait,
                                                source_address=(self.address, 0))
        try:
            connection.request(method, parts.path or "/", body=body, headers=headers or {})
            response = connection.getresponse()
            reply = response.read(LARGEST_REPLY + 1)
        except (OSError, http.client.HTTPException) as exc:
            raise PinholeError(f"the router's web service: {said(exc)}") from None
        finally:
            connection.close()
        if len(reply) > LARGEST_REPLY:
            raise PinholeError("the router's answer is too long")
        if response.status != 200:
            code = re.search(rb"<errorCode>\s*(\d+)\s*</errorCode>", reply)
            number = int(code.group(1)) if code else 0
            raise PinholeError(f"the router refused ({number or response.status} "
                               f"{IGD_ERRORS.get(number, response.reason)})")
        return reply


def control_url(description: bytes, location: str) -> str:
    """The ``WANIPv6FirewallControl`` service's control URL in a router's device description."""
    try:
        root = ET.fromstring(description)
    except ET.ParseError as exc:
        raise PinholeError(f"the router's description is not XML ({exc})") from None
    base = location
    for element in root.iter():
        if element.tag.rpartition("}")[2] == "URLBase" and (element.text or "").strip():
            base = element.text.strip()
    for service in root.iter():
        if service.tag.rpartition("}")[2] != "service":
            continue
        fields = {child.tag.rpartition("}")[2]: (child.text or "").strip() for child in service}
        if fields.get("serviceType", "").startswith(FIREWALL[:-1]) and fields.get("controlURL"):
            return urljoin(base, fields["controlURL"])
    raise PinholeError("the router has no IPv6 firewall service")


def interfaces_of(address: str) -> list[int]:
    """The interfaces to search on: the one holding ``address`` (Linux), else every one but loopback."""
    wanted = ipaddress.IPv6Address(address).exploded.replace(":", "")
    try:
        with open("/proc/thread-self/net/if_inet6", encoding="ascii") as table:
            for line in table:
                fields = line.split()
                if len(fields) >= 6 and fields[0] == wanted:
                    return [int(fields[1], 16)]
    except OSError:
        pass
    try:
        return [index for index, name in socket.if_nameindex() if not name.startswith("lo")]
    except OSError:
        return []


# ---------------------------------------------------------------------------------- PCP
def ipv6_gateway() -> tuple[str, int]:
    """The IPv6 default router and its interface's index, from the calling thread's route table (Linux);
    ("", 0) when there is none or the system is not Linux."""
    if not sys.platform.startswith("linux"):
        return "", 0
    try:
        with open("/proc/thread-self/net/ipv6_route", encoding="ascii") as table:
            text = table.read()
    except OSError:
        return "", 0
    for line in text.splitlines():
        fields = line.split()
        if len(fields) >= 10 and fields[0] == "0" * 32 and fields[1] == "00" and int(fields[4], 16):
            gateway = ipaddress.IPv6Address(bytes.fromhex(fields[4]))
            try:
                index = socket.if_nametoindex(fields[9])
            except OSError:
                index = 0
            return str(gateway), index
    return "", 0


class PcpFirewall:
    """PCP ``MAP`` requests for this machine's IPv6 address to the IPv6 default router."""

    name = "PCP"

    def __init__(self, address: str, gateway: tuple[str, int] | None = None, *, first_wait: float = 0.25,
                 server_port: int = PCP_PORT) -> None:
        self.address = address
        self.gateway = gateway
        self.server_port = server_port
        self.first_wait = first_wait
        self.nonce = os.urandom(12)

    def discover(self) -> None:
        if self.gateway is None:
            self.gateway = ipv6_gateway()
        if not self.gateway[0]:
            raise PinholeError("no IPv6 default router to ask")

    def add(self, port: int, lease: int) -> str:
        self._map(port, lease)
        return "pcp"

    def renew(self, handle: str, port: int, lease: int) -> None:  # noqa: ARG002
        """Removed and asked again at once (established connections stay: the firewall keeps their state).
        The same MAP again would be the standard's renewal, but miniupnpd 2.3.1 loses the pinhole's nonce on
        it and then refuses to remove it ("not authorised"), leaving it open until its lease ends."""
        try:
            self._map(port, 0)
        except PinholeError as exc:
            log.warning("pinhole: PCP removal before renewal: %s", said(exc))
        self._map(port, lease)

    def delete(self, handle: str, port: int) -> None:  # noqa: ARG002
        self._map(port, 0)

    def _map(self, port: int, lifetime: int) -> int:
        own = ipaddress.IPv6Address(self.address).packed
        request = (struct.pack("!BBHI", 2, PCP_MAP, 0, lifetime) + own + self.nonce
                   + struct.pack("!B3xHH", TCP, port, port) + own)
        address, index = self.gateway or ("", 0)
        wait = self.first_wait
        with socket.socket(socket.AF_INET6, socket.SOCK_DGRAM) as sock:
            try:
                sock.bind((self.address, 0))
                sock.connect((address, self.server_port, 0, index))
                for _ in range(PCP_TRIES):
                    sock.send(request)
                    deadline = time.monotonic() + wait
                    while (left := deadline - time.monotonic()) > 0:
                        sock.settimeout(left)
                        try:
                            reply = sock.recv(1100)
                        except socket.timeout:
                            break
                        if self._fits(reply, port):
                            return self._checked(reply)
                    wait *= 2
            except (ConnectionRefusedError, ConnectionResetError):
                raise PinholeError(f"the router at {address} does not answer PCP (port closed)") from None
            except OSError as exc:
                raise PinholeError(f"PCP to {address}: {exc.strerror or exc}") from None
        raise PinholeError(f"no PCP answer from {address} after {PCP_TRIES} tries")

    def _fits(self, reply: bytes, port: int) -> bool:
        """A MAP answer to this request: long enough, version 2, the response bit, our nonce and port."""
        if len(reply) < 24 or reply[0] != 2 or reply[1] != 0x80 | PCP_MAP:
            return False
        if reply[3] != 0:
            return True          # a refusal: said by _checked (its body may echo the request or not)
        return len(reply) >= 60 and reply[24:36] == self.nonce and reply[36] == TCP and \
            struct.unpack("!H", reply[40:42])[0] == port

    @staticmethod
    def _checked(reply: bytes) -> int:
        if reply[3]:
            raise PinholeError(f"the router refused: {PCP_RESULTS.get(reply[3], f'result code {reply[3]}')}")
        return struct.unpack("!I", reply[4:8])[0]


# ---------------------------------------------------------------------------------- the pinhole
def firewalls(address: str) -> list[Any]:
    """The ways a router is asked, in order: UPnP IGDv2, then PCP."""
    return [UpnpFirewall(address), PcpFirewall(address)]


class Pinhole:
    """One IPv6 pinhole for the table's TCP port, asked for, renewed and closed from a thread of its own."""

    def __init__(self, address: str, port: int, *, lease: int = LEASE, patience: float = PATIENCE,
                 make_firewalls: Callable[[str], list[Any]] | None = None) -> None:
        self.address = address
        self.port = port
        self.lease = lease
        self.patience = patience
        self._make_firewalls = make_firewalls or firewalls   # looked up now: a test may replace firewalls()
        self._answer: PinholeAnswer | None = None
        self._answered = threading.Event()
        self._closed = threading.Event()
        self._done = threading.Event()
        self._lock = threading.Lock()
        self._held: tuple[Any, str] | None = None     # the firewall and the pinhole's handle there

    def start(self) -> "Pinhole":
        threading.Thread(target=self._run, name="briscola-pinhole", daemon=True).start()
        threading.Thread(target=self._give_up_later, name="briscola-pinhole-patience", daemon=True).start()
        _open.add(self)
        return self

    @property
    def answer(self) -> PinholeAnswer | None:
        """None while the router is asked; then the answer (at most ``patience`` seconds later)."""
        return self._answer

    def wait(self, timeout: float | None = None) -> PinholeAnswer | None:
        self._answered.wait(timeout)
        return self._answer

    def close(self, timeout: float = 2.0) -> None:
        """Stop renewing and close the pinhole, waiting at most ``timeout`` for the router (0: its own
        thread closes it)."""
        if not self._closed.is_set():
            self._closed.set()
            self._answer_once(PinholeAnswer(False, self.address, self.port, reason="closed before the router answered"))
        if timeout > 0:
            self._done.wait(timeout)

    @property
    def finished(self) -> bool:
        return self._done.is_set()

    def _answer_once(self, answer: PinholeAnswer) -> bool:
        with self._lock:
            if self._answer is not None:
                return False
            self._answer = answer
        self._answered.set()
        log.info("pinhole: %s %s (%s)", "open" if answer.opened else "not open", answer.internet_address,
                 answer.reason)
        return True

    def _give_up_later(self) -> None:
        if not self._answered.wait(self.patience):
            self._answer_once(PinholeAnswer(False, self.address, self.port,
                                            reason=f"no answer from a router in {self.patience:g} s"))

    def _run(self) -> None:
        try:
            try:
                answer = self._ask()
            except Exception as exc:  # noqa: BLE001 - every failure is "not opened", said in the reason
                answer = PinholeAnswer(False, self.address, self.port, reason=said(exc))
            if self._answer_once(answer) and answer.opened:
                self._renew_while_open()
            self._release()
        finally:
            self._done.set()
            _open.discard(self)

    def _ask(self) -> PinholeAnswer:
        failed: list[str] = []
        for firewall in self._make_firewalls(self.address):
            if self._closed.is_set() or self._answered.is_set():
                raise PinholeError("closed or given up while asking")
            try:
                firewall.discover()
                handle = firewall.add(self.port, self.lease)
            except (PinholeError, OSError, ValueError) as exc:
                failed.append(f"{firewall.name}: {said(exc)}")
                continue
            with self._lock:
                self._held = (firewall, handle)
            return PinholeAnswer(True, self.address, self.port, firewall.name, "opened")
        raise PinholeError("; ".join(failed) or "no way to ask the router")

    def _renew_while_open(self) -> None:
        while not self._closed.wait(max(5.0, self.lease / 2)):
            with self._lock:
                held = self._held
            if held is None:
                return
            try:
                held[0].renew(held[1], self.port, self.lease)
            except Exception as exc:  # noqa: BLE001 - tried again at the next half lease
                log.warning("pinhole: could not be renewed: %s", said(exc))

    def _release(self) -> None:
        with self._lock:
            held, self._held = self._held, None
        if held is not None:
            try:
                held[0].delete(held[1], self.port)
                log.info("pinhole: port %d closed", self.port)
            except Exception as exc:  # noqa: BLE001 - the lease ends it anyway
                log.warning("pinhole: could not be closed: %s", said(exc))


_open: set[Pinhole] = set()   # asked and not finished: an exiting interpreter closes them


@atexit.register
def _close_all() -> None:
    for pinhole in list(_open):
        pinhole.close(timeout=1.0)


__all__ = ["Pinhole", "PinholeAnswer", "PinholeError", "UpnpFirewall", "PcpFirewall", "firewalls",
           "control_url", "ipv6_gateway", "interfaces_of", "pinhole_line", "said", "LEASE", "FIREWALL"]
