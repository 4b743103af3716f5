"""A wall-clock limit for tests that wait on real sockets.

The host and its clients run in threads of their own, so a test stuck waiting on the network is
interrupted by SIGALRM in the main thread and fails, naming the limit. Windows has no SIGALRM:
there the tests run without this limit, and the CI job's own time limit stops a stuck run.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager


class TestTimeLimit(Exception):
    """A test ran past its limit."""


@contextmanager
def time_limit(name: str, seconds: int) -> Iterator[None]:
    def stop(signum, frame):  # noqa: ARG001 - a signal handler's signature
        raise TestTimeLimit(f"{name} took more than {seconds} s")

    if not hasattr(signal, "SIGALRM"):
        yield
        return
    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
