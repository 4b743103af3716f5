"""Shared test setup: SDL's dummy video and audio drivers, set before anything imports pygame.

Unit tests open no window; scene tests draw onto the dummy driver's surface.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# Nothing the tests start looks for tables or routers on this machine's network (no multicast, no NAT-PMP
# to its gateway): a test that asks a router does it inside the lab's namespaces (BRISCOLA_ROUTER=1 there),
# or of a fake router on 127.0.0.1; tests/net/test_discovery.py runs discovery in a namespace of its own
# (a pytest started inside it, marked BRISCOLA_TEST_IN_NETNS=1, keeps discovery on).
if os.environ.get("BRISCOLA_TEST_IN_NETNS") != "1":
    os.environ["BRISCOLA_NO_DISCOVERY"] = "1"
os.environ.pop("BRISCOLA_ROUTER", None)

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402


@pytest.fixture
def store(tmp_path: Path):
    """A user folder of the test's own (a module may define its own ``store``)."""
    from briscola_desktop.userfiles.store import Store# imported here: conftest stays free of the game

    return Store(tmp_path)


@pytest.fixture
def app(store, monkeypatch: pytest.MonkeyPatch):
    """The game's App on ``store``, English, every computer seat playing its first legal card at
    once (a module that needs other seats or an audio mock defines its own ``app``)."""
    import pygame

    from briscola_desktop import i18n
    from briscola_desktop.app.core.scene import App
    from briscola_desktop.app.entrance.registry import install
    from briscola_desktop.play.seats import FirstLegal

    monkeypatch.setattr("briscola_desktop.play.runner.make_seat_player", lambda level, seed: FirstLegal())
    i18n.set_language("en")
    pygame.init()
    application = install(App((1024, 700), settings=store.load_settings(), store=store))
    yield application
    application.stack.clear()
    application.reviews.close()   # a finished hand's analysis process stops with the test, as at quit
    i18n.set_language("en")   # a test that switched language leaves English behind
