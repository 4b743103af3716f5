"""The friends' screens: real hosts on 127.0.0.1, free ports, discovery off, and a time limit on
every test (``tests/support/time_limit.py``)."""

from __future__ import annotations

import pytest

from tests.support.time_limit import time_limit

LIMIT = 90  # seconds: far more than any of these tests needs on a busy machine


@pytest.fixture(autouse=True)
def no_discovery_and_a_time_limit(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("BRISCOLA_NO_DISCOVERY", "1")   # never multicast from the tests
    with time_limit(request.node.name, LIMIT):
        yield


@pytest.fixture
def fast(app):
    """The game's App with the table's animations instant."""
    app.settings.animation_speed = "instant"
    return app


@pytest.fixture
def quick_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    """A seat played by a computer for the test moves without the pause the others would follow."""
    monkeypatch.setattr("briscola_desktop.app.friends.companion.AUTOPLAY_PAUSE", 0.0)
