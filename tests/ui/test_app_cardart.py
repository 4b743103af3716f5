"""CardArt.restyle: a new look at once, the renderer (and its cache of looks) kept."""

from __future__ import annotations

import pygame

from briscola_desktop import i18n
from briscola_desktop.app.core.cardart import NOTICE_CARD_ART, CardArt, PlainCards
from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.app.ui.dialog import NoticeScene
from briscola_desktop.cardgfx import render
from briscola_desktop.rules.cards import card_from_key

ACE = card_from_key("coins_ace")


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def test_restyle_changes_faces_backs_and_badges_and_keeps_the_renderer() -> None:
    pygame.init()
    art = CardArt("italian")
    assert not isinstance(art.renderer, PlainCards), art.fallback_reason
    renderer = art.renderer
    art.prepare(60)
    italian = pixels(art.face(ACE, 60))
    art.restyle("french", four_colour=True, back=None, badges=False)
    assert art.style == "french" and art.renderer is renderer
    assert renderer.four_colour and not renderer.badges
    french = pixels(art.face(ACE, 60))
    assert french != italian
    backs = renderer.back_names()
    if len(backs) > 1:
        before = pixels(art.back(60))
        other = next(b for b in backs if b != renderer.back)
        art.restyle("french", four_colour=True, back=other, badges=False)
        assert renderer.back == other and pixels(art.back(60)) != before
    art.restyle("italian", four_colour=True, back="no-such-back", badges=True)
    assert not renderer.four_colour  # four colours are a French-deck option
    assert pixels(art.face(ACE, 60)) == italian  # the same look draws the same card


def test_restyle_from_plain_faces_tries_the_real_art_again() -> None:
    pygame.init()
    art = CardArt("italian", plain=True)
    assert isinstance(art.renderer, PlainCards)
    art.restyle("french", False, None, True)
    assert not isinstance(art.renderer, PlainCards)
    assert art.style == "french"


def test_a_broken_card_picture_is_told_once(monkeypatch) -> None:
    """One broken card SVG turned the deck into plain faces with only a log line."""
    i18n.set_language("en")
    pygame.init()
    app = install(App((1024, 700)))
    app.nav.open(Screen.TITLE)
    app.frame(1 / 60)
    assert not isinstance(app.stack.top, NoticeScene)  # the real art draws: nothing to say

    def broken(self, file, width):
        raise render.CardArtError(f"card image {file} is damaged (test)")

    monkeypatch.setattr(render.CardRenderer, "_rasterise", broken)
    app.cards.restyle("french", False, None, True)  # a new look: rasterised again, and it fails
    app.frame(1 / 60)
    top = app.stack.top
    assert isinstance(top, NoticeScene) and top.keys == [NOTICE_CARD_ART]
    assert "plain style" in i18n.t(NOTICE_CARD_ART)
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")])
    app.cards.restyle("italian", False, None, True)
    for _ in range(3):
        app.frame(1 / 60)
    assert not isinstance(app.stack.top, NoticeScene)  # told once
    app.stack.clear()


def test_the_court_cards_follow_the_language_without_being_told() -> None:
    from briscola_desktop import i18n

    pygame.init()
    before = i18n.language()
    king, seven = card_from_key("cups_king"), card_from_key("cups_seven")
    try:
        i18n.set_language("en")
        art = CardArt("french")
        assert art.indices == "en"
        art.prepare(60)
        english_king, english_seven = pixels(art.face(king, 60)), pixels(art.face(seven, 60))
        i18n.set_language("fr")
        french_king = pixels(art.face(king, 60))  # the look-up itself notices the change
        assert art.indices == "fr" and art.renderer.indices == "fr"
        assert french_king != english_king
        assert pixels(art.face(seven, 60)) == english_seven
        i18n.set_language("it")  # Italian players read K Q J
        assert art.follow_language() and art.indices == "en"
        assert pixels(art.face(king, 60)) == english_king
        i18n.set_language("nb")
        assert art.follow_language() and art.indices == "nb"
        assert not art.follow_language()  # nothing changed: nothing redone
        assert pixels(art.face(king, 60)) == english_king  # K is K in Norwegian too
    finally:
        i18n.set_language(before)
