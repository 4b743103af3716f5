"""The headless host: ``briscola --serve [--port N]`` hosts any number of tables, without a window.

Players open a table there with the Join screen's address field (the first player's
``Create`` message opens it and seats them at seat 1), then give its code to friends. It
listens on 127.0.0.1 unless told ``--host`` (``0.0.0.0`` for every interface), on the port
given or the first free one of a small range from :data:`DEFAULT_PORT`, never a privileged
port, and prints which. With ``--save-dir`` every table is autosaved; started again on the
same folder, it opens them with the same codes and the players rejoin with their tokens.

``main(argv) -> int`` runs until interrupted (Ctrl+C, SIGTERM) and returns the exit status.
"""

from __future__ import annotations

import argparse
import logging
import os
import signal
import sys
import threading
from pathlib import Path

from briscola_desktop import winpaths

from .discovery import Advertiser
from .host import DEFAULT_PORT, MIN_PORT, RATE, TABLES_PER_ADDRESS, Host


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if port != 0 and not MIN_PORT <= port <= 65535:
        raise argparse.ArgumentTypeError(f"the port must be from {MIN_PORT} to 65535 (0: any free one)")
    return port


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
                    help="address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)")
    ap.add_argument("--save-dir", type=_save_dir, default=None, help="folder where tables are autosaved")
    ap.add_argument("--pace", type=float, default=1.0,
                    help="computer seats' pause before playing, times 0.35 s (default 1)")
    ap.add_argument("--max-tables", type=int, default=1000, help="most tables at once (default 1000)")
    ap.add_argument("--rate", type=int, default=RATE,
                    help=f"messages a second a connection may send before it is slowed (default {RATE}; "
                         "raise it only for simulated players)")
    ap.add_argument("--tables-per-address", type=int, default=TABLES_PER_ADDRESS,
                    help=f"tables one address may have open at once (default {TABLES_PER_ADDRESS})")
    ap.add_argument("--discovery", action="store_true",
                    help="advertise the tables on the local network (DNS-SD); off unless asked")
    return ap


def start_host(args: argparse.Namespace) -> Host:
    """A started host on the port asked for, or on the first free one of the default range."""
    host = Host(host=args.host, port=args.port, save_dir=args.save_dir, pace=args.pace, allow_create=True,
                max_tables=args.max_tables, rate=args.rate, tables_per_address=args.tables_per_address)
    try:
        host.start()
    except RuntimeError as exc:
        raise SystemExit(f"briscola --serve: cannot listen on {args.host}: {exc}") from None
    return host


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if os.environ.get("BRISCOLA_DEBUG") else logging.WARNING,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    host = start_host(args)
    advertiser = None
    if args.discovery:
        advertiser = Advertiser(host, name=f"briscola-{host.port}")
        advertiser.start()
    print(f"Briscola host listening on ws://{args.host}:{host.port}/ (Ctrl+C to stop)", flush=True)
    done = threading.Event()

    def stop(signum, frame):  # noqa: ARG001 - a signal handler's signature
        done.set()

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    try:
        while not done.wait(0.5):
            pass
    finally:
        if advertiser is not None:
            advertiser.close()
        host.stop()
    print("Briscola host stopped.", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
