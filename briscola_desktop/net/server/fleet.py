"""Several table servers on this machine behind HAProxy, as ``deploy/haproxy.cfg`` runs them.

The shard tests and the load figures start a fleet: three ``briscola --serve`` processes on free
ports of 127.0.0.1, each with its shard and save folder, and ``haproxy`` (the Debian package) with
the repository's own configuration, its addresses given in the environment::

    with Fleet(folder) as fleet:              # every process started; all stopped on leaving (save=False:
                                               # no save folders, as `bench net load` runs its one server)
        fleet.url                              # ws://127.0.0.1:PORT/ : where players connect (wss:// with
                                               # tls_pem=: HAProxy speaks TLS, the servers behind it do not)
        fleet.instances["B"].kill()            # a crash ...
        fleet.instances["B"].start()           # ... and the same instance again, on its port and folder
        fleet.health("A")                      # an instance's /healthz, straight (not through the proxy)

Only 127.0.0.1; every process is ended when the fleet is left (or a start fails). For the repository
(tests, ``bench net``): the configuration is read from ``deploy/``.
"""

from __future__ import annotations

import http.client
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]   # net/server/fleet.py -> the repository
CONFIG = ROOT / "deploy" / "haproxy.cfg"
SHARDS = ("A", "B", "C")
START_TIME = 30.0          # seconds a process may take to start listening


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def haproxy_missing() -> str | None:
    """Why the fleet cannot run here (no haproxy, no configuration), or None."""
    if shutil.which("haproxy") is None:
        return "haproxy is not installed (Debian package haproxy)"
    if not CONFIG.is_file():
        return f"{CONFIG} is not in this copy of the game (it is the repository's)"
    return None


def _wait_listening(port: int, proc: subprocess.Popen, log: Path, what: str) -> None:
    deadline = time.monotonic() + START_TIME
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} stopped at start: {log.read_text(errors='replace')[-600:]}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"{what} did not listen on {port} within {START_TIME:.0f} s")


def _end(proc: subprocess.Popen | None, sig: int = signal.SIGTERM) -> None:
    if proc is None or proc.poll() is not None:
        return
    proc.send_signal(sig)
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)


class Instance:
    """One ``--serve`` process: its shard, port and save folder stay the same across restarts."""

    def __init__(self, shard: str, folder: Path, serve_args: tuple[str, ...] = (), save: bool = True) -> None:
        self.shard = shard
        self.save = save
        self.port = free_port()
        self.folder = folder
        self.serve_args = serve_args
        self.proc: subprocess.Popen | None = None
        self.starts = 0

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def start(self) -> None:
        self.starts += 1
        log = self.folder / f"serve-{self.starts}.log"
        cmd = [sys.executable, "-m", "briscola_desktop.net.server.serve", "--port", str(self.port), "--shard", self.shard,
               *(["--save-dir", str(self.folder / "tables")] if self.save else []), "--behind-proxy", "127.0.0.1",
               *self.serve_args]
        env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
                   BRISCOLA_NO_DISCOVERY="1")
        with log.open("w") as out:
            self.proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
        _wait_listening(self.port, self.proc, log, f"the table server {self.shard}")

    def kill(self) -> None:
        """As a crash: no goodbye to the players (its tables stay in its save folder)."""
        _end(self.proc, signal.SIGKILL)

    def stop(self) -> None:
        _end(self.proc)

    def log(self) -> str:
        return "".join((self.folder / f"serve-{n}.log").read_text(errors="replace") for n in range(1, self.starts + 1))


class Fleet:
    """Three table servers and HAProxy (see the module docstring)."""

    def __init__(self, folder: Path, *, serve_args: tuple[str, ...] = (), save: bool = True,
                 tls_pem: Path | None = None) -> None:
        self.folder = Path(folder)
        self.tls_pem = tls_pem       # HAProxy speaks TLS with this certificate and key (one PEM file)
        self.instances: dict[str, Instance] = {}
        for shard in SHARDS:   # the shards deploy/haproxy.cfg routes
            (self.folder / shard).mkdir(parents=True, exist_ok=True)
            self.instances[shard] = Instance(shard, self.folder / shard, serve_args, save)
        self.port = free_port()
        self.proxy: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"{'wss' if self.tls_pem is not None else 'ws'}://127.0.0.1:{self.port}/"

    def __enter__(self) -> Fleet:
        try:
            for instance in self.instances.values():
                instance.start()
            self._start_proxy()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def _start_proxy(self) -> None:
        env = dict(os.environ, BRISCOLA_BIND=f"127.0.0.1:{self.port}", BRISCOLA_PROXY_UNPRIVILEGED="1",
                   **{f"BRISCOLA_{shard}": inst.address for shard, inst in self.instances.items()})
        env.pop("BRISCOLA_TLS_PEM", None)
        if self.tls_pem is not None:
            env["BRISCOLA_TLS_PEM"] = str(self.tls_pem)
        log = self.folder / "haproxy.log"
        with log.open("w") as out:
            self.proxy = subprocess.Popen(["haproxy", "-db", "-f", str(CONFIG)], env=env, stdout=out,
                                          stderr=subprocess.STDOUT)
        _wait_listening(self.port, self.proxy, log, "haproxy")

    def health(self, shard: str) -> dict:
        """An instance's ``/healthz``, asked straight."""
        conn = http.client.HTTPConnection("127.0.0.1", self.instances[shard].port, timeout=5)
        try:
            conn.request("GET", "/healthz")
            return json.loads(conn.getresponse().read())
        finally:
            conn.close()

    def metrics(self, shard: str) -> dict[str, float]:
        """An instance's ``/metrics`` as {series: value}, asked straight."""
        conn = http.client.HTTPConnection("127.0.0.1", self.instances[shard].port, timeout=5)
        try:
            conn.request("GET", "/metrics")
            text = conn.getresponse().read().decode()
        finally:
            conn.close()
        return {line.rsplit(" ", 1)[0]: float(line.rsplit(" ", 1)[1])
                for line in text.splitlines() if line and not line.startswith("#")}

    def close(self) -> None:
        _end(self.proxy)
        for instance in self.instances.values():
            instance.stop()


__all__ = ["CONFIG", "SHARDS", "Fleet", "Instance", "free_port", "haproxy_missing"]
