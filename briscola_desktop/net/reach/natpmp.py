"""NAT-PMP (RFC 6886): the other way a home router opens a port, for routers that offer it and not UPnP.

Apple's routers, and some others, answer NAT-PMP and no UPnP IGD; most routers that speak NAT-PMP
(miniupnpd among them) also answer its successor PCP's version 0 requests this way. The protocol is a
few fixed-size UDP datagrams to the default gateway's port 5351, small enough to speak directly (no
maintained Python library does it without an event loop or a C extension of its own).

:class:`NatPmpClient` offers the calls :class:`briscola_desktop.net.reach.router.RouterPort` makes of a
``miniupnpc.UPnP`` client, so the router's thread asks, renews and removes a mapping the same way
whichever protocol the router speaks:

- ``discover()`` finds the default gateway and asks it for its external address (a gateway that
  does not answer NAT-PMP: an error after :data:`TRIES` sends, 1.75 s in all);
- ``externalipaddress()``, ``lanaddr``: what it said, and this machine's address toward it;
- ``addportmapping(...)`` asks for the table's TCP port and returns the external port the gateway
  gave (it may give another than the one suggested); a mapping asked again for the same internal port
  returns the one the gateway already holds (RFC 6886 3.3), so a crashed game's mapping is reused,
  never stacked;
- ``deleteportmapping(external, "TCP")``: lifetime 0 for the internal port behind it.

Every answer is checked: it must come from the gateway's port 5351, be long enough, carry version 0,
the request's opcode plus 128 and, for a mapping, the internal port asked. Anything else is ignored
(and the request sent again) or refused with a one-line :class:`NatPmpError`.
"""

from __future__ import annotations

import ipaddress
import os
import re
import socket
import struct
import subprocess
import sys
import time

PORT = 5351                       # the gateway's NAT-PMP port
TRIES = 3                         # sends of a request: after 0.25, 0.5 and 1 s (RFC 6886 says up to 9; bounded here)
FIRST_WAIT = 0.25                 # seconds before the first resend; doubled each time
OP_EXTERNAL, OP_UDP, OP_TCP = 0, 1, 2
LONGEST_LEASE = 7 * 24 * 3600     # asked for a "permanent" mapping: NAT-PMP has none (lifetime 0 deletes)
RESULTS = {
    1: "unsupported version",
    2: "not authorised or refused (NAT-PMP is turned off)",
    3: "network failure (the router has no external address)",
    4: "out of resources (no port left to map)",
    5: "unsupported opcode",
}


class NatPmpError(Exception):
    """The gateway did not answer NAT-PMP, or refused (the message says which)."""


def default_gateway() -> str:
    """The IPv4 default gateway's address ("" when none is found). Linux reads the calling thread's route
    table; macOS and Windows ask their ``route`` command (bounded to 2 s)."""
    if sys.platform.startswith("linux"):
        # The calling thread's own table: /proc/net is the process's first thread's, which may live in
        # another network namespace than this one (the test lab's threads do).
        for path in ("/proc/thread-self/net/route", "/proc/net/route"):
            try:
                with open(path, encoding="ascii", errors="replace") as table:
                    return gateway_from_proc_route(table.read())
            except OSError:
                continue
        return ""
    if sys.platform == "darwin":
        argv, parse = ["route", "-n", "get", "default"], gateway_from_bsd_route
    elif sys.platform == "win32":
        argv, parse = ["route", "print", "-4", "0.0.0.0"], gateway_from_windows_route
    else:
        return ""
    flags = 0x08000000 if sys.platform == "win32" else 0   # CREATE_NO_WINDOW: no console flashes up
    try:
        done = subprocess.run(argv, capture_output=True, stdin=subprocess.DEVNULL, text=True, timeout=2.0,
                              creationflags=flags,
                              errors="replace", env={**os.environ, "LC_ALL": "C"})
    except (OSError, subprocess.SubprocessError):
        return ""
    return parse(done.stdout)


def gateway_from_proc_route(text: str) -> str:
    """The default route's gateway in Linux's ``/proc/net/route`` (hex, little-endian)."""
    for line in text.splitlines()[1:]:
        fields = line.split()
        if len(fields) < 4 or fields[1] != "00000000":
            continue
        try:
            flags, gateway = int(fields[3], 16), int(fields[2], 16)
        except ValueError:
            continue
        if flags & 0x1 and flags & 0x2 and gateway:        # RTF_UP and RTF_GATEWAY
            return socket.inet_ntoa(struct.pack("<L", gateway))
    return ""


def gateway_from_bsd_route(text: str) -> str:
    """``gateway: 192.168.1.1`` in the output of macOS's ``route -n get default``."""
    found = re.search(r"^\s*gateway:\s*(\S+)\s*$", text, re.MULTILINE)
    return _ipv4(found.group(1)) if found else ""


def gateway_from_windows_route(text: str) -> str:
    """The first ``0.0.0.0  0.0.0.0  GATEWAY  INTERFACE  METRIC`` row of Windows' ``route print`` (its
    headings are in the system's language; the row is numbers only). On-link rows have no gateway."""
    for line in text.splitlines():
        fields = line.split()
        if len(fields) >= 4 and fields[0] == "0.0.0.0" and fields[1] == "0.0.0.0":
            gateway = _ipv4(fields[2])
            if gateway:
                return gateway
    return ""


def _ipv4(text: str) -> str:
    try:
        address = ipaddress.IPv4Address(text)
    except ValueError:
        return ""
    return "" if address.is_unspecified else str(address)


class NatPmpClient:
    """A NAT-PMP client with the calls :class:`~briscola_desktop.net.reach.router.RouterPort` makes of miniupnpc."""

    def __init__(self, gateway: str | None = None, *, port: int = PORT, tries: int = TRIES,
                 first_wait: float = FIRST_WAIT) -> None:
        self.gateway = gateway
        self.port = port
        self.tries = tries
        self.first_wait = first_wait
        self.lanaddr = ""
        self._external = ""
        self._internal: dict[int, int] = {}   # external port -> the internal port mapped to it

    # ------------------------------------------------------------------ miniupnpc's calls
    def discover(self) -> int:
        """Find the gateway and ask its external address: 1 when it answers NAT-PMP (else NatPmpError)."""
        if not self.gateway:
            self.gateway = default_gateway()
        if not self.gateway:
            raise NatPmpError("no default gateway to ask")
        reply = self._ask(struct.pack("!BB", 0, OP_EXTERNAL), OP_EXTERNAL, 12)
        self._external = socket.inet_ntoa(reply[8:12])
        return 1

    def selectigd(self) -> None:
        """Nothing to select: the default gateway is the only NAT-PMP server."""

    def externalipaddress(self) -> str:
        return self._external

    def getspecificportmapping(self, external: int, protocol: str) -> None:  # noqa: ARG002 - miniupnpc's call
        """NAT-PMP cannot list mappings; a mapping asked again for the same internal port is the same one."""
        return None

    def addportmapping(self, external: int, protocol: str, internal_address: str, internal: int,  # noqa: ARG002
                       description: str, remote: str, lease: int) -> int:  # noqa: ARG002 - miniupnpc's call
        """Map ``external`` (a suggestion) to this machine's ``internal`` port; the external port given."""
        opcode = OP_TCP if protocol.upper() == "TCP" else OP_UDP
        lifetime = lease if lease > 0 else LONGEST_LEASE
        given = self._map(opcode, internal, external, lifetime)
        if given == 0:
            raise NatPmpError("the router gave no external port")
        self._internal[given] = internal
        return given

    def deleteportmapping(self, external: int, protocol: str) -> bool:
        internal = self._internal.pop(external, 0)
        if not internal:
            raise NatPmpError(f"no mapping of external port {external} was made here")
        self._map(OP_TCP if protocol.upper() == "TCP" else OP_UDP, internal, 0, 0)
        return True

    # ------------------------------------------------------------------ the protocol
    def _map(self, opcode: int, internal: int, suggested: int, lifetime: int) -> int:
        request = struct.pack("!BBHHHI", 0, opcode, 0, internal, suggested, lifetime)
        reply = self._ask(request, opcode, 16, internal=internal)
        return struct.unpack("!H", reply[10:12])[0]

    def _ask(self, request: bytes, opcode: int, length: int, *, internal: int | None = None) -> bytes:
        """Send ``request`` to the gateway, again after 0.25, 0.5, ... s, until a reply that fits it."""
        gateway = (self.gateway, self.port)
        wait = self.first_wait
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
            try:
                sock.connect(gateway)     # only the gateway's datagrams are received
                self.lanaddr = self.lanaddr or sock.getsockname()[0]
                for _ in range(self.tries):
                    sock.send(request)
                    deadline = time.monotonic() + wait
                    while (left := deadline - time.monotonic()) > 0:
                        sock.settimeout(left)
                        try:
                            reply = sock.recv(64)
                        except socket.timeout:
                            break
                        if _fits(reply, opcode, length, internal):
                            return _checked(reply)
                    wait *= 2
            except (ConnectionRefusedError, ConnectionResetError):   # ICMP port unreachable (Windows: reset)
                raise NatPmpError(f"the router at {self.gateway} does not answer NAT-PMP (port closed)") from None
            except OSError as exc:
                raise NatPmpError(f"NAT-PMP to {self.gateway}: {exc.strerror or exc}") from None
        raise NatPmpError(f"no NAT-PMP answer from {self.gateway} after {self.tries} tries")


def _fits(reply: bytes, opcode: int, length: int, internal: int | None) -> bool:
    """The reply is to this request: long enough, version 0, the opcode plus 128, the internal port asked."""
    if len(reply) < 4 or reply[0] != 0 or reply[1] != 128 + opcode:
        return False
    if struct.unpack("!H", reply[2:4])[0] != 0:
        return True          # a refusal carries the header only (and is said by _checked)
    if len(reply) < length:
        return False
    return internal is None or struct.unpack("!H", reply[8:10])[0] == internal


def _checked(reply: bytes) -> bytes:
    result = struct.unpack("!H", reply[2:4])[0]
    if result:
        raise NatPmpError(f"the router refused: {RESULTS.get(result, f'result code {result}')}")
    return reply


__all__ = ["NatPmpClient", "NatPmpError", "default_gateway", "gateway_from_proc_route",
           "gateway_from_bsd_route", "gateway_from_windows_route", "PORT"]
