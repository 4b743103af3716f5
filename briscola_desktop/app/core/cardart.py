"""Card images for the table: the project's card renderer, or plain faces drawn in code.

The table asks for a card at a width; this module keeps everything it hands out cached
per width (and per quarter-turn, for the crosswise trump), so a frame never rasterises.
If the card art cannot be loaded (a broken install), the game still plays with simple
faces drawn here, and the reason is logged once.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from briscola_desktop import i18n
from briscola_desktop.cardgfx.render import indices_for_language
from briscola_desktop.rules.cards import DECK, Card, Suit
from briscola_desktop.userfiles.settings import Settings

log = logging.getLogger(__name__)

DEFAULT_ASPECT = 1.5  # height / width, used when the card art is unavailable

_SUIT_COLOURS = {
    Suit.COINS: (196, 140, 20),
    Suit.CUPS: (190, 40, 40),
    Suit.SWORDS: (40, 70, 150),
    Suit.BATONS: (40, 110, 50),
}


class PlainCards:
    """Fallback faces: rank number and a suit-coloured band, drawn with pygame."""

    def __init__(self) -> None:
        self.style = "italian"
        self.four_colour = False
        self.back = None
        self.badges = True

    def size(self, width: int) -> tuple[int, int]:
        return int(width), round(int(width) * DEFAULT_ASPECT)

    def prepare(self, width: int) -> None:
        """Nothing to rasterise ahead: faces are drawn on first use and cached by CardArt."""

    def face(self, card: Card, width: int) -> pygame.Surface:
        from briscola_desktop.fonts import font

        w, h = self.size(width)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(3, w // 12)
        pygame.draw.rect(surf, (250, 246, 236), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, (60, 60, 60), surf.get_rect(), width=1, border_radius=radius)
        colour = _SUIT_COLOURS[card.suit]
        band = pygame.Rect(w // 8, h // 3, w - w // 4, h // 3)
        pygame.draw.rect(surf, colour, band, border_radius=radius)
        label = font(max(12, w // 3), True).render(str(int(card.rank)), True, colour)
        surf.blit(label, (w // 12, h // 30))
        if self.badges and card.points:
            badge = font(max(12, w // 5), True).render(str(card.points), True, (255, 255, 255))
            pygame.draw.circle(surf, (30, 30, 30), (w - w // 5, h - w // 5), w // 7)
            surf.blit(badge, badge.get_rect(center=(w - w // 5, h - w // 5)))
        return surf

    def back_image(self, width: int) -> pygame.Surface:
        w, h = self.size(width)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(3, w // 12)
        pygame.draw.rect(surf, (150, 30, 40), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, (250, 240, 220), surf.get_rect().inflate(-w // 8, -w // 8), width=2,
                         border_radius=radius)
        return surf

    def shadow_margin(self, width: int) -> int:
        return max(2, round(int(width) * 0.06))

    def shadow(self, width: int) -> pygame.Surface:
        w, h = self.size(width)
        m = self.shadow_margin(width)
        surf = pygame.Surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, 90), (m, m, w, h), border_radius=max(3, w // 12))
        return surf

    def back_names(self) -> list[str]:
        return []


#: The crosswise card's angle in degrees (pygame counts counterclockwise: this is clockwise).
QUARTER_TURN = -90.0

#: Told once when the card pictures could not be drawn and plain faces stand in.
NOTICE_CARD_ART = "storage.card_art_failed"


class CardArt:
    """Faces, backs and shadows at given widths, with quarter-turned copies cached too.

    The French-suited court cards carry the corner letters of the language in use (K Q J,
    R D V, K D Kn): every look-up checks the current language, and a change drops the
    copies made for the old one (the renderer re-rasterises only the 12 court cards).
    Call :meth:`follow_language` right after a language change to do that work at once,
    outside a frame.
    """

    def __init__(self, style: str = "italian", *, four_colour: bool = False, back: str | None = None,
                 badges: bool = True, plain: bool = False, rank_index: bool = False) -> None:
        self.renderer: Any = None
        self.fallback_reason: str | None = None
        if not plain:
            try:
                from briscola_desktop.cardgfx.render import CardRenderer

                self.renderer = CardRenderer(style, four_colour=four_colour, badges=badges, rank_index=rank_index)
                names = self.renderer.back_names()
                if back in names:
                    self.renderer.back = back
            except Exception as exc:  # missing module, missing files, bad style: play on with plain faces
                self.fallback_reason = str(exc)
                log.warning("card art unavailable, using plain faces: %s", exc)
                self.renderer = None
        if self.renderer is None:
            self.renderer = PlainCards()
            self.renderer.badges = badges
        self.style = getattr(self.renderer, "style", style)
        self._cache: dict[tuple, pygame.Surface] = {}
        self._indices = indices_for_language(i18n.language())
        if hasattr(self.renderer, "indices"):
            self.renderer.indices = self._indices

    # -- language --------------------------------------------------------------------
    @property
    def indices(self) -> str:
        """The corner-index set now drawn ("en" K Q J, "fr" R D V, "nb" K D Kn)."""
        return self._indices

    def follow_language(self, code: str | None = None) -> bool:
        """Draw the court cards' indices for ``code`` (default: the current language).

        Returns True if that changed the look (the cached copies are then redrawn at the
        widths in use). Cheap when nothing changed, so every look-up calls it.
        """
        widths = self._switch_indices(code)
        if widths is None:
            return False
        if widths:
            self.prepare(*widths)
        return True

    def _switch_indices(self, code: str | None = None) -> list[int] | None:
        """Set the index set for ``code``; None if unchanged, else the widths that were cached."""
        want = indices_for_language(i18n.language() if code is None else code)
        if want == self._indices:
            return None
        self._indices = want
        if hasattr(self.renderer, "indices"):
            self.renderer.indices = want
        widths = sorted({k[1] for k in self._cache})
        self._cache.clear()
        return widths

    # -- look ------------------------------------------------------------------------
    def follow_settings(self, settings: Settings) -> None:
        """Show the cards as ``settings`` say: deck style, colours, back, badges, rank index."""
        self.restyle(settings.deck_style, four_colour=settings.four_colour and settings.deck_style == "french",
                     back=settings.card_back, badges=settings.badges, rank_index=settings.rank_index)

    def restyle(self, style: str, four_colour: bool = False, back: str | None = None,
                badges: bool = True, rank_index: bool = False) -> None:
        """Show the cards in another deck style, colours, back or badges, from now on.

        The card renderer keeps its rasterised sets per look, so switching back and forth
        costs nothing after the first time; only this object's per-width copies (and their
        quarter turns) are dropped. Plain fallback faces try the real art again.
        """
        widths = sorted({k[1] for k in self._cache})
        renderer = self.renderer
        if isinstance(renderer, PlainCards):
            fresh = CardArt(style, four_colour=four_colour, back=back, badges=badges, rank_index=rank_index)
            self.renderer, self.fallback_reason = fresh.renderer, fresh.fallback_reason
            self._indices = fresh.indices
        else:
            renderer.style = style
            renderer.four_colour = bool(four_colour and style == "french")
            renderer.badges = badges
            renderer.rank_index = rank_index
            if back is not None and back in renderer.back_names():
                renderer.back = back
        if isinstance(self.renderer, PlainCards):
            self.renderer.style = style
            self.renderer.badges = badges
        self.style = getattr(self.renderer, "style", style)
        self._cache.clear()
        if widths:
            self.prepare(*widths)

    # -- sizes -----------------------------------------------------------------------
    def size(self, width: int) -> tuple[int, int]:
        return self.renderer.size(int(width))

    def height(self, width: int) -> int:
        return self.size(width)[1]

    def prepare(self, *widths: int) -> None:
        """Rasterise every face at each width (call on resize or deck change, never per frame)."""
        self._switch_indices()
        keep = {int(w) for w in widths}
        # Forget other widths: a window being dragged larger would otherwise pile up sizes.
        self._cache = {k: v for k, v in self._cache.items() if k[1] in keep}
        for w in keep:
            try:
                self.renderer.prepare(w)
            except Exception as exc:
                self._fall_back(exc)
                self.renderer.prepare(w)

    def _fall_back(self, exc: Exception) -> None:
        log.warning("card art failed (%s); switching to plain faces", exc)
        self.fallback_reason = str(exc)
        badges = getattr(self.renderer, "badges", True)
        self.renderer = PlainCards()
        self.renderer.badges = badges
        self._cache.clear()

    # -- images ----------------------------------------------------------------------
    def face(self, card: Card, width: int, quarter_turn: bool = False) -> pygame.Surface:
        return self._get(("face", int(width), int(card), quarter_turn))

    def back(self, width: int, quarter_turn: bool = False) -> pygame.Surface:
        return self._get(("back", int(width), None, quarter_turn))

    def shadow(self, width: int, quarter_turn: bool = False) -> pygame.Surface:
        return self._get(("shadow", int(width), None, quarter_turn))

    def shadow_margin(self, width: int) -> int:
        return int(self.renderer.shadow_margin(int(width)))

    def face_badge_left(self, card: Card, width: int, visible: int) -> pygame.Surface:
        """The face of ``card`` with its point badge moved into the left ``visible`` pixels: for a
        card half covered by its right-hand neighbour in the hand (800x600, many cards), whose
        badge would otherwise hide under the neighbour and show only a sliver."""
        key = ("face_left", int(width), int(card), int(visible))
        surf = self._cache.get(key)
        if surf is not None:
            return surf
        renderer = self.renderer
        try:
            badge = renderer.badge(card, int(width)) if getattr(renderer, "badges", False) else None
            plain = renderer.plain_face(card, int(width)) if badge is not None else None
        except Exception as exc:  # noqa: BLE001 - plain faces or a broken set: keep the usual face
            log.warning("moved badge unavailable: %s", exc)
            badge = plain = None
        if badge is None or plain is None:
            return self.face(card, width)
        surf = plain.copy()
        inset = renderer.badge_inset(int(width))
        surf.blit(badge, (max(inset, int(visible) - inset - badge.get_width()), inset))
        self._cache[key] = surf
        return surf

    def suit_symbol(self, suit: Suit, size: int) -> pygame.Surface | None:
        """The suit's symbol in this deck's look, ``size`` pixels square (None with plain faces)."""
        draw = getattr(self.renderer, "suit_symbol", None)
        if draw is None:
            return None
        try:
            return draw(suit, int(size))
        except Exception as exc:  # a symbol is a help: the marker still names the suit
            log.warning("suit symbol unavailable: %s", exc)
            return None

    def _get(self, key: tuple) -> pygame.Surface:
        if self._indices != indices_for_language(i18n.language()):
            self.follow_language()
        surf = self._cache.get(key)
        if surf is not None:
            return surf
        kind, width, card, turned = key
        if turned:
            # A quarter turn clockwise: the crosswise trump shows its top-left index (rank and
            # suit) at the end that sticks out from under the stock.
            surf = pygame.transform.rotate(self._get((kind, width, card, False)), QUARTER_TURN)
        else:
            try:
                surf = self._raw(kind, width, card)
            except Exception as exc:
                self._fall_back(exc)
                surf = self._raw(kind, width, card)
        self._cache[key] = surf
        return surf

    def _raw(self, kind: str, width: int, card: int | None) -> pygame.Surface:
        if kind == "face":
            return self.renderer.face(DECK[card], width)
        if kind == "back":
            return self.renderer.back_image(width)
        return self.renderer.shadow(width)
