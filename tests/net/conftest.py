"""Network tests: real sockets on 127.0.0.1 only, free ports, and a time limit on every test
(``tests/support/time_limit.py``)."""

from __future__ import annotations

import pytest

from tests.support.time_limit import time_limit

TEST_LIMIT = 60  # seconds: far beyond what any of these tests needs on a busy machine


@pytest.fixture(autouse=True)
def limited(request: pytest.FixtureRequest):
    with time_limit(request.node.name, getattr(request.module, "TEST_LIMIT", TEST_LIMIT)):
        yield
