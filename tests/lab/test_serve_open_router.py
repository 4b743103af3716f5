"""``briscola --serve --open-router`` in a lab home: its start-up lines say where friends on the
internet reach it (and a friend does), and a SIGTERM removes the mapping from the real miniupnpd."""

from __future__ import annotations

import re
import signal
import socket
import subprocess
import sys
import time

from tests.support.netlab import Namespace


def start_serving(home_ns: Namespace, *extra: str) -> tuple[subprocess.Popen, list[str]]:
    """Start ``--serve --open-router`` in the home; its process and start-up lines (up to the router's)."""
    proc = subprocess.Popen(["ip", "netns", "exec", home_ns.name, sys.executable, "-m", "briscola_desktop",
                             "--serve", "--port", "0", "--open-router", *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines: list[str] = []
    deadline = time.monotonic() + 40
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line.strip())
        if line.startswith("Router:"):
            return proc, lines
    proc.kill()
    proc.wait(5)
    raise AssertionError(f"no router line among the start-up lines: {lines}")


def stop(proc: subprocess.Popen) -> int:
    proc.send_signal(signal.SIGTERM)
    try:
        return proc.wait(15)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(5)


def test_serve_prints_the_internet_address_and_removes_the_mapping_when_stopped(lab):
    home = lab.home()
    friend = lab.internet_host()
    proc, lines = start_serving(home.host, "--host", "0.0.0.0")
    try:
        port = int(re.search(r"ws://0\.0\.0\.0:(\d+)/", lines[0]).group(1))
        assert f"friends on the internet join at {home.internet_address}:{port}" in lines[-1]
        assert f"dport {port}" in home.router.nft("list chain inet filter prerouting_miniupnpd")
        with friend.entered():
            socket.create_connection((home.internet_address, port), timeout=3).close()
    finally:
        stop(proc)
    assert f"dport {port}" not in home.router.nft("list chain inet filter prerouting_miniupnpd")


def test_serve_behind_carrier_grade_nat_says_so(lab):
    home = lab.home(carrier=True)
    proc, lines = start_serving(home.host, "--host", "0.0.0.0")
    try:
        assert "carrier-grade NAT" in lines[-1] and "100.64.0.2" in lines[-1]
    finally:
        stop(proc)


def test_serve_on_the_loopback_only_does_not_ask_the_router(lab):
    home = lab.home()
    proc, lines = start_serving(home.host)
    try:
        assert lines[-1].startswith("Router: not asked") and "--host 0.0.0.0" in lines[-1]
        assert "dnat" not in home.router.nft("list chain inet filter prerouting_miniupnpd")
    finally:
        stop(proc)
