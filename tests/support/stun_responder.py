"""A small RFC 3489 STUN responder for the network lab (run inside a namespace the lab made).

``python stun_responder.py ADDRESS_A ADDRESS_B [PORT_A PORT_B]`` answers Binding Requests on the
four pairs (A or B) x (PORT_A or PORT_B). The answer carries MAPPED-ADDRESS (the address and port
the request came from, which is what a NAT on the way made of it) and CHANGED-ADDRESS, and is sent
from the other address and/or port when the request's CHANGE-REQUEST asks so. miniupnpd's STUN
mode sends four requests (no change, change port, change IP, both) and trusts the address only
when all four come back, so all four sockets are needed. The lab uses it because Debian's miniupnpd
refuses a documentation-range WAN address on its interface but takes the one STUN reports.

It prints ``ready`` once every socket is bound and runs until killed; bad datagrams are ignored.
"""

from __future__ import annotations

import selectors
import socket
import struct
import sys

BINDING_REQUEST = 0x0001
BINDING_RESPONSE = 0x0101
MAPPED_ADDRESS = 0x0001
CHANGE_REQUEST = 0x0003
CHANGED_ADDRESS = 0x0005
CHANGE_IP = 0x4
CHANGE_PORT = 0x2
HEADER = 20


def address_attribute(kind: int, host: str, port: int) -> bytes:
    return struct.pack("!HHBBH4s", kind, 8, 0, 1, port, socket.inet_aton(host))


def change_flags(packet: bytes) -> int | None:
    """The CHANGE-REQUEST flags of a Binding Request (0 if absent), or None if it is not one."""
    if len(packet) < HEADER:
        return None
    kind, length = struct.unpack_from("!HH", packet)
    if kind != BINDING_REQUEST or HEADER + length > len(packet):
        return None
    flags, at, end = 0, HEADER, HEADER + length
    while at + 4 <= end:
        attr, size = struct.unpack_from("!HH", packet, at)
        at += 4
        if attr == CHANGE_REQUEST and size == 4 and at + 4 <= end:
            (flags,) = struct.unpack_from("!I", packet, at)
        at += size
    return flags


def answer(packet: bytes, source: tuple[str, int], changed: tuple[str, int]) -> bytes:
    body = address_attribute(MAPPED_ADDRESS, *source) + address_attribute(CHANGED_ADDRESS, *changed)
    return struct.pack("!HH", BINDING_RESPONSE, len(body)) + packet[4:HEADER] + body


def serve(addresses: tuple[str, str], ports: tuple[int, int]) -> None:
    sockets: dict[tuple[int, int], socket.socket] = {}
    chooser = selectors.DefaultSelector()
    for a, host in enumerate(addresses):
        for b, port in enumerate(ports):
            sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            sock.bind((host, port))
            sockets[(a, b)] = sock
            chooser.register(sock, selectors.EVENT_READ, (a, b))
    print("ready", flush=True)
    while True:
        for key, _ in chooser.select():
            a, b = key.data
            try:
                packet, source = key.fileobj.recvfrom(2048)
            except OSError:
                continue
            flags = change_flags(packet)
            if flags is None:
                continue
            reply_a = 1 - a if flags & CHANGE_IP else a
            reply_b = 1 - b if flags & CHANGE_PORT else b
            changed = (addresses[1 - a], ports[1 - b])
            try:
                sockets[(reply_a, reply_b)].sendto(answer(packet, source, changed), source)
            except OSError:
                pass


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 4):
        print("usage: stun_responder.py ADDRESS_A ADDRESS_B [PORT_A PORT_B]", file=sys.stderr)
        return 2
    ports = (int(argv[2]), int(argv[3])) if len(argv) == 4 else (3478, 3479)
    serve((argv[0], argv[1]), ports)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
