"""The table server: ``briscola --serve`` hosts any number of tables, without a window.

Players open a table there from the Host form's "Table server" field (the first
player's ``Create`` message opens it and seats them at seat 1) and give friends its invitation. It
listens on 127.0.0.1 unless told ``--host`` (``0.0.0.0`` or ``::`` for every interface), on the port
given or the first free one of a small range from :data:`DEFAULT_PORT`, never a privileged port.
``--public-address HOST[:PORT]`` is the address put in what it prints for players (the machine's
name or address as the internet sees it); listening on every interface without it, it warns. With
``--cert FILE --key FILE`` it speaks TLS (``wss://``; invitations ``briscolas://``). ``--shard NAME``
starts every code with NAME, for several servers behind one proxy (``deploy/haproxy.cfg``). With
``--save-dir`` every table is autosaved; started again on the same folder, it opens them with the
same codes and the players rejoin with their tokens. ``--tables-per-address``, ``--connections-per-address``
and ``--join-burst`` set what one address may have and do at once (:mod:`.limits`; tools raise them for their
simulated players, all on 127.0.0.1). ``GET /healthz`` and ``GET /metrics`` answer on
the same port (:mod:`.service`); each table event is one log line (:mod:`.tally`), never a code.

``main(argv) -> int`` runs until interrupted (Ctrl+C, SIGTERM) and returns the exit status.
"""

from __future__ import annotations

import argparse
import ipaddress
import logging
import os
import signal
import socket
import struct
import sys
import threading
from pathlib import Path

try:   # the interfaces' addresses are asked of the kernel this way on Linux (the table server's home)
    import fcntl
except ImportError:   # pragma: no cover - Windows
    fcntl = None

from briscola_desktop import winpaths

from ..join.endpoint import Endpoint, bracketed, parse_endpoint
from ..protocol.codes import CODE_ALPHABET, SHARD_LENGTH
from ..reach.discovery import Advertiser, local_addresses
from ..host.server import CONNECTIONS_PER_ADDRESS, DEFAULT_PORT, JOIN_BURST, MIN_PORT, RATE, TABLES_PER_ADDRESS, Host
from ..reach.addresses import global_ipv6_address
from ..reach.pinhole import pinhole_line
from ..reach.router import PATIENCE, RouterPort, answer_line
from ..host.service import HEALTH, METRICS, tls_context

#: How the first start-up line begins (the benches and tools that start a server wait for it).
LISTENING = "Briscola table server listening on"

#: Addresses meaning "every interface" (a server listening there is reached by whatever name points at it).
EVERY_INTERFACE = ("0.0.0.0", "::", "")


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if port != 0 and not MIN_PORT <= port <= 65535:
        raise argparse.ArgumentTypeError(f"the port must be from {MIN_PORT} to 65535 (0: any free one)")
    return port


def _public_address(text: str) -> str:
    """``HOST`` or ``HOST:PORT`` (IPv6 in brackets): checked like an address a player types."""
    text = text.strip()
    try:
        probe = parse_endpoint(text if _has_port(text) else f"{text}:1")
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text if _has_port(text) else bracketed(probe.host)


def _has_port(text: str) -> bool:
    return text.rpartition("]")[2].count(":") == 1 if text.startswith("[") else text.count(":") == 1


def _shard(text: str) -> str:
    shard = text.strip().upper()
    if not 1 <= len(shard) <= SHARD_LENGTH or any(ch not in CODE_ALPHABET for ch in shard):
        raise argparse.ArgumentTypeError(f"{text!r} is not a shard: 1 to {SHARD_LENGTH} of {CODE_ALPHABET}")
    return shard


def _proxies(text: str) -> tuple[str, ...]:
    found = []
    for part in text.split(","):
        try:
            found.append(str(ipaddress.ip_address(part.strip())))
        except ValueError:
            raise argparse.ArgumentTypeError(f"{part.strip()[:40]!r} is not an IP address") from None
    return tuple(found)


def _save_dir(text: str) -> Path:
    """A folder Windows accepts (length, names): refused in one line, before the host starts."""
    problem = winpaths.path_problem(text)
    if problem:
        raise argparse.ArgumentTypeError(problem)
    return Path(text)


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="briscola --serve", description="Host Briscola tables without a window.")
    ap.add_argument("--port", type=_port, default=None,
                    help=f"port to listen on (default: the first free from {DEFAULT_PORT}; 0: any free port)")
    ap.add_argument("--host", default="127.0.0.1",
                    help="address to listen on (default 127.0.0.1; 0.0.0.0 or :: for every interface)")
    ap.add_argument("--public-address", type=_public_address, default=None, metavar="HOST[:PORT]",
                    help="the name or address players reach this server at, put in what it tells them "
                         "(default: the listening address; the port: the listening one)")
    ap.add_argument("--cert", type=Path, default=None, help="TLS certificate chain (PEM): serve wss://")
    ap.add_argument("--key", type=Path, default=None, help="the certificate's private key (PEM)")
    ap.add_argument("--shard", type=_shard, default=None,
                    help=f"start every table code with this shard (1 to {SHARD_LENGTH} letters or digits), "
                         "for several servers behind one proxy: deploy/haproxy.cfg")
    ap.add_argument("--behind-proxy", type=_proxies, default=(), metavar="ADDRESS[,ADDRESS]",
                    help="reverse proxies (their addresses) whose X-Forwarded-For header names the player, "
                         "so the limits per address hold per player")
    ap.add_argument("--save-dir", type=_save_dir, default=None, help="folder where tables are autosaved")
    ap.add_argument("--pace", type=float, default=1.0,
                    help="computer seats' pause before playing, times 0.35 s (default 1)")
    ap.add_argument("--max-tables", type=int, default=1000, help="most tables at once (default 1000)")
    ap.add_argument("--rate", type=int, default=RATE,
                    help=f"messages a second a connection may send before it is slowed (default {RATE}; "
                         "raise it only for simulated players)")
    ap.add_argument("--tables-per-address", type=int, default=TABLES_PER_ADDRESS,
                    help=f"tables in use one address may have open at once (default {TABLES_PER_ADDRESS})")
    ap.add_argument("--connections-per-address", type=int, default=CONNECTIONS_PER_ADDRESS,
                    help=f"connections one address may have open at once (default {CONNECTIONS_PER_ADDRESS})")
    ap.add_argument("--join-burst", type=int, default=JOIN_BURST,
                    help=f"joins one address may make at once, then one every 2 s (default {JOIN_BURST}; "
                         "raise it only for simulated players)")
    ap.add_argument("--discovery", action="store_true",
                    help="advertise the tables on the local network (DNS-SD); off unless asked")
    ap.add_argument("--open-router", action="store_true",
                    help="ask the home router (UPnP IGD) to forward the port while serving, and say "
                         "whether friends on the internet can reach it")
    return ap


def start_host(args: argparse.Namespace) -> Host:
    """A started host on the port asked for, or on the first free one of the default range."""
    if (args.cert is None) != (args.key is None):
        raise SystemExit("briscola --serve: --cert and --key go together (the certificate and its key)")
    try:
        tls = tls_context(args.cert, args.key) if args.cert is not None else None
    except ValueError as exc:
        raise SystemExit(f"briscola --serve: {exc}") from None
    host = Host(host=args.host, port=args.port, save_dir=args.save_dir, pace=args.pace, allow_create=True,
                max_tables=args.max_tables, rate=args.rate, tables_per_address=args.tables_per_address,
                shard=args.shard or "", tls=tls, proxies=args.behind_proxy,
                connections_per_address=args.connections_per_address, join_burst=args.join_burst)
    try:
        host.start()
    except RuntimeError as exc:
        raise SystemExit(f"briscola --serve: cannot listen on {args.host}: {exc}") from None
    return host


def network_address() -> str | None:
    """This machine's IPv4 address toward other machines: the default route's, else one its name resolves
    to that is not the loopback; None when it has neither (a network without a default route, a name
    that means only this machine)."""
    found = local_addresses() or interface_addresses()
    if found:
        return found[0]
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return None
    return next((info[4][0] for info in infos if not info[4][0].startswith("127.")), None)


def interface_addresses() -> list[str]:
    """The IPv4 address of each network interface but the loopback (Linux; elsewhere none): where a
    network without a default route still reaches this machine."""
    if fcntl is None:
        return []
    found = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        for _, name in socket.if_nameindex():
            try:   # SIOCGIFADDR: the interface's address, as a sockaddr_in at offset 16 of struct ifreq
                answer = fcntl.ioctl(s.fileno(), 0x8915, struct.pack("256s", name.encode()[:15]))
            except OSError:   # no IPv4 address on it
                continue
            address = socket.inet_ntoa(answer[20:24])
            if not address.startswith("127."):
                found.append(address)
    return found


def public_endpoint(args: argparse.Namespace, port: int, tls: bool) -> Endpoint:
    """Where players reach this server: ``--public-address`` (its port, or the listening one), else the
    listening address (this machine's address on its network when it listens on every interface, or
    its loopback when it has none: :func:`network_address`)."""
    if args.public_address:
        text = args.public_address if _has_port(args.public_address) else f"{args.public_address}:{port}"
        endpoint = parse_endpoint(text)
        return Endpoint(endpoint.host, endpoint.port, tls)
    if args.host in EVERY_INTERFACE:   # this machine's address on its network, as a start
        shown = network_address() or "127.0.0.1"
    else:
        shown = args.host
    return Endpoint(shown, port, tls)


def start_lines(args: argparse.Namespace, port: int, tls: bool) -> list[str]:
    """What the server says when it starts: where it listens, how a player opens a table there, and
    what friends are given (and a warning when the address it would give reaches nobody else)."""
    scheme = "wss" if tls else "ws"
    public = public_endpoint(args, port, tls)
    shown = public.url if tls else public.address
    web = f"{'https' if tls else 'http'}://{bracketed(public.host)}:{public.port}"
    alone = args.host in EVERY_INTERFACE and not args.public_address and public.host == "127.0.0.1"
    lines = [f"{LISTENING} {scheme}://{bracketed(args.host or '0.0.0.0')}:{port}/"
             f"{f' as shard {args.shard}' if args.shard else ''} (Ctrl+C to stop)",
             f"Players {'on this machine ' if alone else ''}open a table here: Play with friends > Host a table, "
             f"write {shown} in "
             "\"Table server (optional)\", then Open the table.",
             f"{'Here, friends' if alone else 'Friends'} are given its invitation, like "
             f"{public.invitation((args.shard or '') + 'K7Q2XD')}, to paste into Join a table "
             "(or this address and the table's code).",
             f"Health: {web}{HEALTH}  Metrics: {web}{METRICS}"]
    if alone:
        lines.append("Warning: this machine has no address toward other machines (no default route, and its "
                     "name means only itself), so the address above reaches it from here alone. For players on "
                     "other machines, give --public-address with the name or address they reach it at.")
    elif args.host in EVERY_INTERFACE and not args.public_address:
        lines.append(f"Warning: listening on every interface without --public-address: {public.host} is this "
                     "machine's address on its own network. For players elsewhere, give --public-address with "
                     "the name or address the internet reaches this server at.")
    if not tls and not public.near:
        lines.append("Warning: without --cert and --key the games' messages cross the internet unencrypted.")
    return lines


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if os.environ.get("BRISCOLA_DEBUG") else logging.WARNING,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("briscola_desktop.net.events").setLevel(logging.INFO)   # one line per table event
    host = start_host(args)
    advertiser = None
    if args.discovery:
        advertiser = Advertiser(host, name=f"briscola-{host.port}")
        advertiser.start()
    for line in start_lines(args, host.port, args.cert is not None):
        print(line, flush=True)
    router = None
    if args.open_router and args.host.startswith("127.") or args.open_router and args.host == "::1":
        print(f"Router: not asked: this host listens on {args.host} only, which the router cannot forward to "
              "(add --host 0.0.0.0).", flush=True)
    elif args.open_router:
        ipv6 = global_ipv6_address() if host.listens_ipv6 else ""   # and a pinhole in the router's IPv6 firewall
        router = RouterPort(host.port, asked_for=True, ipv6=ipv6).start()
        print(answer_line(router.wait(PATIENCE + 1) or router.answer), flush=True)
        if router.pinhole is not None:
            print(pinhole_line(router.pinhole.wait(PATIENCE + 1)), flush=True)
    done = threading.Event()

    def stop(signum, frame):  # noqa: ARG001 - a signal handler's signature
        done.set()

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    try:
        while not done.wait(0.5):
            pass
    finally:
        if router is not None:
            router.close()
        if advertiser is not None:
            advertiser.close()
        host.stop()
    print("Briscola host stopped.", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
