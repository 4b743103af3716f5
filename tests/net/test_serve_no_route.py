"""What ``briscola --serve --host 0.0.0.0`` says inside a network without a default route: never an
address that reaches nobody ("localhost" for players elsewhere), but the interface's own address where it
has one, and plainly that the server reaches only this machine where it has none. Inside network
namespaces the test makes (``unshare -n``, removed with the process), and with the look-ups stubbed."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap

import pytest

from briscola_desktop.net.server import serve
from briscola_desktop.net.server.serve import parser, start_lines

SAY = textwrap.dedent("""
    from briscola_desktop.net.server.serve import parser, start_lines
    print("\\n".join(start_lines(parser().parse_args(["--host", "0.0.0.0"]), 47321, tls=False)))
""")


def in_namespace(setup: str) -> str:
    """The start lines printed inside a fresh network namespace after ``setup`` (shell), or skip."""
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        pytest.skip("no unshare or ip on this machine")
    done = subprocess.run(["unshare", "-n", "sh", "-c", f"ip link set lo up {setup} && exec \"$0\" -c \"$1\"",
                           sys.executable, SAY], capture_output=True, text=True, timeout=60, check=False)
    if done.returncode != 0 and "unshare" in done.stderr:
        pytest.skip(f"cannot make a network namespace here: {done.stderr.strip()}")
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_with_no_network_at_all_it_says_only_this_machine_reaches_it() -> None:
    lines = in_namespace("")
    assert "localhost" not in lines
    assert "Players on this machine open a table here" in lines and "write 127.0.0.1:47321 in" in lines
    assert "Warning: this machine has no address toward other machines" in lines


def test_on_a_network_without_a_default_route_it_gives_the_interfaces_address() -> None:
    lines = in_namespace("&& ip link add v0 type veth peer name v1 && ip addr add 10.9.0.5/24 dev v0 "
                         "&& ip link set v0 up && ip link set v1 up")
    assert "write 10.9.0.5:47321 in" in lines and "briscola://10.9.0.5:47321/" in lines
    assert "localhost" not in lines and "no address toward other machines" not in lines


def test_with_the_look_ups_finding_nothing_the_lines_stay_true(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(serve, "local_addresses", lambda: [])
    monkeypatch.setattr(serve, "interface_addresses", lambda: [])
    monkeypatch.setattr(serve.socket, "getaddrinfo", lambda *a, **k: [(2, 2, 17, "", ("127.0.1.1", 0))])
    monkeypatch.setattr(serve.socket, "getfqdn", lambda *a: "localhost")
    lines = start_lines(parser().parse_args(["--host", "0.0.0.0"]), 47321, tls=False)
    assert not any("localhost" in line for line in lines)
    assert lines[1].startswith("Players on this machine open a table here")
    assert any(line.startswith("Warning: this machine has no address toward other machines") for line in lines)
