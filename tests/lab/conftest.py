"""Tests inside a network lab of namespaces (``tests/support/netlab.py``): each makes its own lab and
removes it; the whole folder skips, with the reason, where namespaces cannot be made."""

from __future__ import annotations

import pytest

from tests.support.netlab import NetLab, lab_unavailable, leftovers
from tests.support.time_limit import time_limit

TEST_LIMIT = 60  # seconds: far beyond what any of these tests needs on a busy machine


@pytest.fixture(autouse=True)
def limited(request: pytest.FixtureRequest):
    with time_limit(request.node.name, getattr(request.module, "TEST_LIMIT", TEST_LIMIT)):
        yield


@pytest.fixture
def lab(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("BRISCOLA_ROUTER", "1")   # ask the router (inside the lab's namespaces only)
    monkeypatch.setenv("BRISCOLA_NO_DISCOVERY", "1")
    reason = lab_unavailable()
    if reason is not None:
        pytest.skip(reason)
    made = NetLab()
    try:
        yield made
    finally:
        made.close()
    assert leftovers() == []
