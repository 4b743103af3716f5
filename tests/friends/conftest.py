"""The friends' screens: real hosts on 127.0.0.1, free ports, every test stopped after a time limit.

A stuck network wait is interrupted by SIGALRM in the main thread (the host and clients
run in threads of their own), and the test fails naming the limit.
"""

from __future__ import annotations

import signal

import pytest

LIMIT = 90  # seconds: far more than any of these tests needs on a busy machine


class TooSlow(Exception):
    pass


@pytest.fixture(autouse=True)
def no_discovery_and_a_time_limit(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("BRISCOLA_NO_DISCOVERY", "1")   # never multicast from the tests

    def stop(signum, frame):  # noqa: ARG001 - a signal handler's signature
        raise TooSlow(f"{request.node.name} took more than {LIMIT} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(LIMIT)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)

