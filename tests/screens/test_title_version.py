"""The title screen shows the game's version, small, in its bottom-right corner."""

from __future__ import annotations

from unittest import mock

import pygame
import pytest

from briscola_desktop import i18n, version
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.screens.title_screen import TitleScene
from briscola_desktop.app.ui.widgets import FELT
from briscola_desktop.audio import Audio
from briscola_desktop.userfiles.store import Store


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def drawn_title(store: Store, size: tuple[int, int]) -> tuple[pygame.Surface, list[str]]:
    """The title drawn at ``size``, and every text the drawing rendered."""
    pygame.init()
    app = install(App(size, settings=store.load_settings(), store=store, audio=mock.Mock(spec=Audio)))
    try:
        title = TitleScene(app)
        title.enter()
        texts: list[str] = []
        fit = app.text.fit

        def recording_fit(text: str, *args, **kwargs) -> pygame.Surface:
            texts.append(text)
            return fit(text, *args, **kwargs)

        app.text.fit = recording_fit  # type: ignore[method-assign]
        surface = pygame.Surface(size)
        title.draw(surface)
        return surface, texts
    finally:
        app.stack.clear()


def corner_has_ink(surface: pygame.Surface, width: int, height: int) -> bool:
    """Whether anything but the felt is drawn in the bottom-right ``width`` x ``height`` pixels."""
    w, h = surface.get_size()
    return any(surface.get_at((x, y))[:3] != FELT
               for x in range(w - width, w) for y in range(h - height, h))


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_title_shows_the_version_in_its_corner(store: Store, size: tuple[int, int]) -> None:
    surface, texts = drawn_title(store, size)
    assert f"Version {version()}" in texts
    assert corner_has_ink(surface, 120, 30), "nothing drawn in the bottom-right corner"


def test_version_follows_the_language(store: Store) -> None:
    i18n.set_language("it")
    _, texts = drawn_title(store, (1024, 700))
    assert f"Versione {version()}" in texts
