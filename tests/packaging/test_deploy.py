"""The deployment files of the table server: ``deploy/Containerfile`` read and its commands run in a
fresh venv (no container engine is needed: each path the image uses is a folder of the test's), the
systemd unit checked by ``systemd-analyze``, and ``deploy/haproxy.cfg`` by ``haproxy -c``."""

from __future__ import annotations

import http.client
import json
import os
import re
import shlex
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

import pytest

from tests.support.authority import make_authority

REPO_TOP = Path(__file__).resolve().parents[2]
DEPLOY = REPO_TOP / "deploy"


def instructions(path: Path) -> list[tuple[str, str]]:
    """A Containerfile as (INSTRUCTION, arguments), continuation lines joined, comments dropped."""
    out: list[tuple[str, str]] = []
    pending = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if not pending and (not line.strip() or line.lstrip().startswith("#")):
            continue
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1] + " "
            continue
        text = (pending + line).strip()
        pending = ""
        word, _, rest = text.partition(" ")
        out.append((word.upper(), rest.strip()))
    assert not pending, "a continued line runs off the end"
    return out


def exec_form(arguments: str) -> list[str]:
    value = json.loads(arguments)
    assert isinstance(value, list) and all(isinstance(v, str) for v in value), arguments
    return value


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_containerfile_has_the_game_only_and_runs_as_a_user_of_its_own() -> None:
    steps = instructions(DEPLOY / "Containerfile")
    words = [w for w, _ in steps]
    assert words[0] == "FROM" and "python" in steps[0][1] and "slim" in steps[0][1]
    runs = " ".join(a for w, a in steps if w == "RUN")
    # no system package (so no display library)
    assert not re.search(r"apt(-get)?\s+install|apk\s+add|dnf\s+install", runs)
    users = [a for w, a in steps if w == "USER"]
    assert users and users[-1] not in ("root", "0")
    assert "useradd --system" in runs and users[-1] in runs
    for w, a in steps:
        if w == "COPY":
            *sources, _ = a.split()
            assert all((REPO_TOP / s).exists() for s in sources), a
    entry = exec_form(dict(steps)["ENTRYPOINT"])
    assert entry[1] == "--serve" and "--save-dir" in entry


def test_the_containerfile_commands_install_and_serve_in_a_fresh_venv(tmp_path: Path) -> None:
    """Each COPY done into a folder standing for the image, each RUN run there (the user is only made in
    an image: that line is read, above), then the ENTRYPOINT run with a pygame that cannot be imported."""
    image = tmp_path / "image"
    steps = instructions(DEPLOY / "Containerfile")

    def here(text: str) -> str:
        return re.sub(r"(?<![\w/.])/(src|opt/briscola|var/lib/briscola)\b", lambda m: f"{image}/{m.group(1)}", text)

    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env.pop("VIRTUAL_ENV", None)
    workdir = image
    for word, arguments in steps:
        if word == "ENV":
            for pair in shlex.split(arguments):
                key, _, value = pair.partition("=")
                env[key] = value
        elif word == "COPY":
            *sources, target = arguments.split()
            destination = Path(here(target))
            for source in sources:
                origin = REPO_TOP / source
                if origin.is_dir():
                    shutil.copytree(origin, destination if not target.endswith("/") else destination / origin.name,
                                    ignore=shutil.ignore_patterns("__pycache__", "_data"))
                else:
                    destination.mkdir(parents=True, exist_ok=True)
                    shutil.copy2(origin, destination / origin.name)
        elif word == "RUN" and not arguments.startswith("useradd"):
            command = here(arguments).replace("python -m venv", f"{shutil.which('python3')} -m venv")
            done = subprocess.run(["bash", "-c", command], env=env, capture_output=True, text=True, timeout=600)
            assert done.returncode == 0, done.stderr[-3000:]
        elif word == "WORKDIR":
            workdir = Path(here(arguments))
            workdir.mkdir(parents=True, exist_ok=True)
    assert not (image / "src").exists()                  # the sources are removed after the install
    poison = tmp_path / "poison" / "pygame"
    poison.mkdir(parents=True)
    (poison / "__init__.py").write_text('raise ImportError("briscola --serve must not import pygame")\n')
    port = free_port()
    command = [here(a) for a in exec_form(dict(steps)["ENTRYPOINT"]) + exec_form(dict(steps)["CMD"])]
    command[command.index("--port") + 1] = str(port)
    command[command.index("--host") + 1] = "127.0.0.1"   # this test's loopback, not every interface
    env["PYTHONPATH"] = str(poison.parent)
    log = tmp_path / "serve.log"
    with log.open("w") as out:
        server = subprocess.Popen(command, cwd=workdir, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        health = None
        while health is None and time.monotonic() < deadline and server.poll() is None:
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
                conn.request("GET", "/healthz")
                health = json.loads(conn.getresponse().read())
            except OSError:
                time.sleep(0.1)
        assert health is not None, log.read_text()
        assert health["status"] == "ok" and health["tables"] == 0
    finally:
        server.send_signal(signal.SIGTERM)
        assert server.wait(15) == 0, log.read_text()
    assert "Briscola host stopped." in log.read_text()


def test_the_systemd_unit_verifies_and_is_hardened(tmp_path: Path) -> None:
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.skip("systemd-analyze is not installed here (package systemd)")
    unit = (DEPLOY / "briscola-serve.service").read_text(encoding="utf-8")
    assert "--serve" in unit and "DynamicUser=yes" in unit and "User=root" not in unit
    executable = tmp_path / "briscola"             # the unit names /opt/briscola/bin/briscola: one that exists here
    executable.write_text("#!/bin/sh\n")
    executable.chmod(0o755)
    copy = tmp_path / "briscola-serve.service"
    copy.write_text(unit.replace("/opt/briscola/bin/briscola", str(executable)), encoding="utf-8")
    done = subprocess.run([analyze, "verify", str(copy)], capture_output=True, text=True, timeout=60)
    if done.returncode != 0 and "Failed to" in done.stderr and "bus" in done.stderr.lower():
        pytest.skip(f"systemd-analyze cannot run here: {done.stderr.strip()[:200]}")
    assert done.returncode == 0 and not done.stderr.strip(), done.stderr
    security = subprocess.run([analyze, "security", "--offline=true", str(copy)], capture_output=True, text=True,
                              timeout=60)
    level = re.search(r"Overall exposure level for \S+: ([\d.]+)", security.stdout)
    if security.returncode != 0 and level is None:
        pytest.skip(f"this systemd-analyze cannot rate a unit offline: {security.stderr.strip()[:200]}")
    assert level is not None and float(level.group(1)) <= 2.0, security.stdout[-2000:]


def test_the_haproxy_configuration_is_valid_with_and_without_tls(tmp_path: Path) -> None:
    if shutil.which("haproxy") is None:
        pytest.skip("haproxy is not installed (Debian package haproxy)")
    authority = make_authority(tmp_path / "authority")
    pem = tmp_path / "proxy.pem"
    pem.write_text(authority.cert.read_text() + authority.key.read_text())
    for tls in ({}, {"BRISCOLA_TLS_PEM": str(pem)}):
        env = dict(os.environ, BRISCOLA_PROXY_UNPRIVILEGED="1", **tls)
        done = subprocess.run(["haproxy", "-c", "-f", str(DEPLOY / "haproxy.cfg")], env=env, capture_output=True,
                              text=True, timeout=60)
        assert done.returncode == 0, done.stdout + done.stderr
    text = (DEPLOY / "haproxy.cfg").read_text(encoding="utf-8")
    assert "timeout tunnel" in text and "option httpchk GET /healthz" in text
