"""Which addresses the internet can reach, and this machine's own global IPv6 address.

The lobby never offers an address nobody outside can use: an address is public when it is none
of private, shared (100.64.0.0/10, carrier-grade NAT), loopback, link-local, reserved, multicast or
unspecified. The documentation ranges (RFC 5737 for IPv4, RFC 3849 for IPv6) count as public
unless told otherwise: no machine on the real internet has one, so treating them as public harms
no one, and the test lab's internet is made of them (Python's ``is_private`` lists them as private).
"""

from __future__ import annotations

import ipaddress
import socket

DOCUMENTATION = tuple(ipaddress.ip_network(n) for n in
                      ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32"))
SHARED = ipaddress.ip_network("100.64.0.0/10")    # carrier-grade NAT (RFC 6598)
#: Where a UDP socket is pointed to learn which IPv6 source address the machine would use toward the
#: internet: connect() on UDP sends nothing, it only asks the routing table.
IPV6_PROBE = ("2001:db8::1", 9)


def public_address(address: ipaddress.IPv4Address | ipaddress.IPv6Address, *,
                   documentation_is_public: bool = True) -> bool:
    """Whether the internet can reach ``address`` (documentation ranges: see the module docstring)."""
    if documentation_is_public and any(address in net for net in DOCUMENTATION if net.version == address.version):
        return True
    if address.version == 4 and address in SHARED:
        return False
    return not (address.is_private or address.is_loopback or address.is_link_local or address.is_reserved
                or address.is_multicast or address.is_unspecified)


def global_ipv6_address() -> str:
    """This machine's global IPv6 address toward the internet ("" when it has none: no IPv6 route,
    or only link-local and unique-local addresses, which the internet cannot reach)."""
    if not socket.has_ipv6:
        return ""
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_DGRAM) as probe:
            probe.connect(IPV6_PROBE)
            found = probe.getsockname()[0].split("%", 1)[0]
    except OSError:
        return ""
    try:
        address = ipaddress.IPv6Address(found)
    except ValueError:
        return ""
    return found if public_address(address) and address.ipv4_mapped is None else ""


__all__ = ["DOCUMENTATION", "SHARED", "public_address", "global_ipv6_address"]
