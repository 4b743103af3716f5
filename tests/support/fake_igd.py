"""A home router that misbehaves, for the network lab: SSDP and a small UPnP IGD over HTTP.

``python fake_igd.py LAN_ADDRESS MODE`` runs inside a lab router's namespace (never elsewhere: it
answers SSDP on 239.255.255.250, which must not leave the machine). MODE is one of:

- ``silent``: answers SSDP, then accepts HTTP connections and never says a word;
- ``garbage``: answers SSDP; every HTTP answer is bytes that are not XML;
- ``ssdp-garbage``: answers SSDP searches with datagrams that are no SSDP answer;
- ``external=TEXT``: a working IGD whose external address is TEXT (empty, malformed, private...);
- ``permanent-only``: a working IGD (203.0.113.10) that refuses leases (UPnP error 725) but takes lease 0;
- ``taken``: a working IGD (203.0.113.10) where another machine holds the first port asked (it lists it);
- ``conflict``: the same, but the router does not list it and refuses to add it (UPnP error 718).

Each action it is asked is printed (``AddPortMapping 47321 lease=3600 -> 725``) for the tests to read.
"""

from __future__ import annotations

import re
import socket
import socketserver
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

SSDP_GROUP = "239.255.255.250"
SSDP_PORT = 1900
HTTP_PORT = 5000
SERVICE = "urn:schemas-upnp-org:service:WANIPConnection:1"
ENVELOPE = ('<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" '
            's:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body>{}</s:Body></s:Envelope>')
DESCRIPTION = """<?xml version="1.0"?>
<root xmlns="urn:schemas-upnp-org:device-1-0"><specVersion><major>1</major><minor>0</minor></specVersion>
<device><deviceType>urn:schemas-upnp-org:device:InternetGatewayDevice:1</deviceType>
<friendlyName>lab router</friendlyName><UDN>uuid:6a0f2f4c-0d1e-4b7e-9a53-7c2b9e1d0f10</UDN>
<deviceList><device><deviceType>urn:schemas-upnp-org:device:WANDevice:1</deviceType>
<serviceList><service><serviceType>urn:schemas-upnp-org:service:WANCommonInterfaceConfig:1</serviceType>
<serviceId>urn:upnp-org:serviceId:WANCommonIFC1</serviceId><controlURL>/ctl/CmnIfCfg</controlURL>
<eventSubURL>/evt/CmnIfCfg</eventSubURL><SCPDURL>/WANCfg.xml</SCPDURL></service></serviceList>
<deviceList><device><deviceType>urn:schemas-upnp-org:device:WANConnectionDevice:1</deviceType>
<serviceList><service><serviceType>urn:schemas-upnp-org:service:WANIPConnection:1</serviceType>
<serviceId>urn:upnp-org:serviceId:WANIPConn1</serviceId><controlURL>/ctl/IPConn</controlURL>
<eventSubURL>/evt/IPConn</eventSubURL><SCPDURL>/WANIPCn.xml</SCPDURL></service></serviceList>
</device></deviceList></device></deviceList></device></root>
"""


def say(line: str) -> None:
    print(line, flush=True)


def answer_ssdp(lan: str, mode: str) -> None:
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("", SSDP_PORT))
    sock.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                    struct.pack("4s4s", socket.inet_aton(SSDP_GROUP), socket.inet_aton(lan)))
    while True:
        data, source = sock.recvfrom(2048)
        found = re.search(rb"\r\nST:\s*([^\r\n]+)", data, re.IGNORECASE)
        if not data.startswith(b"M-SEARCH") or found is None:
            continue
        if mode == "ssdp-garbage":
            sock.sendto(b"\x00\xffnot an answer\r\n\r\nLOCATION:", source)
            continue
        target = found.group(1).decode("latin-1").strip()
        reply = ("HTTP/1.1 200 OK\r\nCACHE-CONTROL: max-age=120\r\nEXT:\r\n"
                 f"LOCATION: http://{lan}:{HTTP_PORT}/rootDesc.xml\r\nSERVER: lab/1 UPnP/1.1 fake/1\r\n"
                 f"ST: {target}\r\nUSN: uuid:6a0f2f4c-0d1e-4b7e-9a53-7c2b9e1d0f10::{target}\r\n\r\n")
        sock.sendto(reply.encode(), source)


def hold_silently(lan: str) -> None:
    server = socket.create_server((lan, HTTP_PORT))
    held = []
    while True:
        conn, _ = server.accept()
        held.append(conn)   # never read, never answered, never closed


def field(body: str, name: str) -> str:
    found = re.search(rf"<{name}>([^<]*)</{name}>", body)
    return found.group(1) if found else ""


class Igd(BaseHTTPRequestHandler):
    mode = "external=203.0.113.10"
    mapped: set[int] = set()

    def log_message(self, *args) -> None:  # noqa: ARG002 - quiet: the actions are printed instead
        pass

    def send(self, status: int, body: str, kind: str = "text/xml") -> None:
        data = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", f'{kind}; charset="utf-8"')
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        if self.mode == "garbage":
            self.send(200, "\x00\x01 ceci n'est pas du XML <<<< >>", "application/octet-stream")
        else:
            self.send(200, DESCRIPTION)

    def fault(self, code: int, words: str) -> None:
        self.send(500, ENVELOPE.format(
            "<s:Fault><faultcode>s:Client</faultcode><faultstring>UPnPError</faultstring><detail>"
            f'<UPnPError xmlns="urn:schemas-upnp-org:control-1-0"><errorCode>{code}</errorCode>'
            f"<errorDescription>{words}</errorDescription></UPnPError></detail></s:Fault>"))

    def ok(self, action: str, fields: dict[str, str]) -> None:
        inner = "".join(f"<{k}>{v}</{k}>" for k, v in fields.items())
        self.send(200, ENVELOPE.format(f'<u:{action}Response xmlns:u="{SERVICE}">{inner}</u:{action}Response>'))

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0)).decode("utf-8", "replace")
        action = (self.headers.get("SOAPAction") or "").strip('"').rpartition("#")[2]
        if self.mode == "garbage":
            self.send(200, "garbage")
            return
        external = self.mode.partition("=")[2] if self.mode.startswith("external=") else "203.0.113.10"
        port = int(field(body, "NewExternalPort") or 0)
        if action == "GetStatusInfo":
            self.ok(action, {"NewConnectionStatus": "Connected", "NewLastConnectionError": "ERROR_NONE",
                             "NewUptime": "100"})
        elif action == "GetExternalIPAddress":
            say(f"GetExternalIPAddress -> {external!r}")
            self.ok(action, {"NewExternalIPAddress": external})
        elif action == "GetSpecificPortMappingEntry":
            if self.mode == "taken" and port == first_port(body):
                self.ok(action, {"NewInternalPort": str(port), "NewInternalClient": "10.99.0.77", "NewEnabled": "1",
                                 "NewPortMappingDescription": "another machine", "NewLeaseDuration": "0"})
            else:
                self.fault(714, "NoSuchEntryInArray")
        elif action == "AddPortMapping":
            lease = int(field(body, "NewLeaseDuration") or 0)
            if self.mode == "permanent-only" and lease != 0:
                say(f"AddPortMapping {port} lease={lease} -> 725")
                self.fault(725, "OnlyPermanentLeasesSupported")
            elif self.mode in ("taken", "conflict") and port == first_port(body):
                say(f"AddPortMapping {port} lease={lease} -> 718")
                self.fault(718, "ConflictInMappingEntry")
            else:
                say(f"AddPortMapping {port} lease={lease} -> ok")
                Igd.mapped.add(port)
                self.ok(action, {})
        elif action == "DeletePortMapping":
            say(f"DeletePortMapping {port} -> ok")
            Igd.mapped.discard(port)
            self.ok(action, {})
        else:
            self.fault(401, "Invalid Action")


class QuickServer(ThreadingHTTPServer):
    """HTTPServer's bind asks DNS for its own name (getfqdn), which waits seconds in a namespace without one."""

    def server_bind(self) -> None:
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = self.server_address[:2]


_first: list[int] = []


def first_port(body: str) -> int:
    """The first external port anyone asked about: the one "another machine" holds in mode ``taken``."""
    if not _first:
        _first.append(int(field(body, "NewExternalPort") or 0))
    return _first[0]


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: fake_igd.py LAN_ADDRESS MODE", file=sys.stderr)
        return 2
    lan, mode = argv
    threading.Thread(target=answer_ssdp, args=(lan, mode), daemon=True).start()
    if mode == "silent":
        threading.Thread(target=hold_silently, args=(lan,), daemon=True).start()
    elif mode != "ssdp-garbage":
        Igd.mode = mode
        server = QuickServer((lan, HTTP_PORT), Igd)
        threading.Thread(target=server.serve_forever, daemon=True).start()
    say("ready")
    while True:
        time.sleep(3600)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
