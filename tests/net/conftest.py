"""Network tests: real sockets on 127.0.0.1 only, free ports, and a time limit on every test.

The limit is a SIGALRM in the main thread (the host and clients run in threads of their own,
so a test stuck waiting on the network is interrupted and fails, naming the limit).
"""

from __future__ import annotations

import signal

import pytest

TEST_LIMIT = 60  # seconds: far beyond what any of these tests needs on a busy machine


class TestTimeLimit(Exception):
    pass


@pytest.fixture(autouse=True)
def time_limit(request: pytest.FixtureRequest):
    limit = getattr(request.module, "TEST_LIMIT", TEST_LIMIT)

    def stop(signum, frame):  # noqa: ARG001 - a signal handler's signature
        raise TestTimeLimit(f"{request.node.name} took more than {limit} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(limit)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
