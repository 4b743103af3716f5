"""What the score pad's screen tests share: English, an 800x600 app, a key press."""

from __future__ import annotations

from unittest import mock

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.audio import Audio


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def app():
    pygame.init()
    application = install(App((800, 600), audio=mock.Mock(spec=Audio)))
    yield application
    application.stack.clear()


def key(app: App, k: int, unicode: str = "", mod: int = 0) -> None:
    app.frame(0.016, [pygame.event.Event(pygame.KEYDOWN, key=k, unicode=unicode, mod=mod)])
