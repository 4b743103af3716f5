"""The rules and the strategy guide: wrapped pages with headings and card pictures.

Pages come from ``i18n.help_pages(kind, style)`` in the current language, with card
names in the current deck's words; card blocks are drawn with the current deck. A page is
laid out once (on open, page turn, resize or a settings change) into positioned pieces,
so a frame only blits what is in view.

Keys: Left/Right turn pages, Up/Down/PageUp/PageDown/Home/End scroll, Tab moves the
button focus, Enter presses, Esc goes back. Mouse: the wheel scrolls, the contents list
(on wide windows) jumps to a page, the buttons do what they say.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import pygame

from briscola_desktop import i18n
from briscola_desktop.fonts import body_size
from briscola_desktop.i18n import t
from briscola_desktop.rules.cards import card_from_key

from ..ui.metrics import Metrics, menu_card_width
from ..core.scene import App, Scene
from ..ui.scroll import Scrolled, ScrollView
from ..ui.widgets import FELT, GOLD, INK, INK_DIM, Button, ButtonGroup, panel

log = logging.getLogger(__name__)

KINDS = ("rules", "strategy")            # the two guides, one button away from each other
PAGES = (*KINDS, "reach")                # reach ("How friends reach you") opens from the lobby, alone
TITLE_KEYS = {"rules": "guide.rules_title", "strategy": "guide.strategy_title", "reach": "reach.help"}


@dataclass
class Piece:
    """Something placed on the page: a rendered line, or a card (drawn from the current art)."""

    y: int
    x: int
    height: int
    surface: pygame.Surface | None = None
    card: Any = None
    card_width: int = 0


class RulesScene(Scrolled, Scene):
    """Page through the rules or the strategy guide."""

    escape_goes_back = True

    def __init__(self, app: App, kind: str = "rules") -> None:
        super().__init__(app)
        self.kind = kind if kind in PAGES else "rules"
        self.page_index = {k: 0 for k in PAGES}
        self.pages: list[dict[str, Any]] = []
        self.pieces: list[Piece] = []
        self.m = Metrics.for_size(app.size)
        self.scroller = ScrollView()
        self.contents: list[tuple[pygame.Rect, int]] = []
        self.contents_area = pygame.Rect(0, 0, 0, 0)
        self.buttons = ButtonGroup()
        self.hover_contents: int | None = None
        self._size = app.size

    # -- model -----------------------------------------------------------------------
    @property
    def page(self) -> int:
        return self.page_index[self.kind]

    def go(self, index: int) -> None:
        index = max(0, min(len(self.pages) - 1, index))
        if index != self.page:
            self.page_index[self.kind] = index
            self.scroller.offset = 0
            self._build_page()
            self._sync_buttons()

    def switch_kind(self) -> None:
        self.kind = KINDS[(KINDS.index(self.kind) + 1) % len(KINDS)]
        self.scroller.offset = 0
        self.layout(self._size)

    def back(self) -> None:
        self.app.stack.remove(self)

    # -- layout ----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self._size = size
        m = self.m = Metrics.for_size(size)
        w, h = size
        self.pages = i18n.help_pages(self.kind, self.app.cards.style)
        self.page_index[self.kind] = min(self.page, len(self.pages) - 1)
        bar_h = m.row
        bar_y = h - m.margin // 2 - bar_h
        top = m.margin // 2 + 8 + m.title + m.gap * 2
        wide = w >= 1100
        side_w = int(w * 0.24) if wide else 0
        if wide:
            self.contents_area = pygame.Rect(m.margin, top, side_w, bar_y - top - m.gap * 2)
            # A long title wraps onto more lines at the reading size, never shrinks below it.
            self.contents = []
            y = self.contents_area.y
            for i in range(len(self.pages)):
                lines = self._contents_lines(i, GOLD)
                height = sum(img.get_height() for img in lines) + m.gap + 4
                self.contents.append((pygame.Rect(self.contents_area.x, y, side_w, height), i))
                y += height
        else:
            self.contents_area = pygame.Rect(0, 0, 0, 0)
            self.contents = []
        left = m.margin + (side_w + m.margin if wide else 0)
        text_w = min(w - left - m.margin, round(h * 1.15))
        self.scroller.view = pygame.Rect(left, top, text_w, bar_y - top - m.gap * 2)
        # Buttons: previous, next, the other guide, back.
        focus = self.buttons.focus if self.buttons.buttons else 1
        buttons = [Button(t("rules_screen.previous"), lambda: self.go(self.page - 1)),
                   Button(t("rules_screen.next"), lambda: self.go(self.page + 1))]
        if self.kind in KINDS:
            other = KINDS[(KINDS.index(self.kind) + 1) % len(KINDS)]
            buttons.append(Button(t(TITLE_KEYS[other]), self.switch_kind))
        self.buttons.set([*buttons, Button(t("rules_screen.back"), self.back)])
        self.buttons.focus = focus
        self.buttons.layout_row((w // 2, bar_y + bar_h // 2), bar_h, w - 2 * m.margin, self.app.text, m.body,
                                gap=16)
        self._build_page()
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        if len(self.buttons.buttons) < 2:
            return
        self.buttons.buttons[0].enabled = self.page > 0
        self.buttons.buttons[1].enabled = self.page < len(self.pages) - 1
        if not self.buttons.buttons[self.buttons.focus].enabled:
            self.buttons.move(1)
        else:
            self.buttons.move(0)

    def _build_page(self) -> None:
        """Wrap the current page into pieces; card rows wrap too."""
        if not self.pages:
            self.pieces, self.scroller.content_height = [], 0
            return
        page = self.pages[self.page]
        width = self.view.width - 24  # room for the scroll bar
        size = min(body_size(self._size[1], lines=30), round(self.m.body * 1.05))
        text = self.app.text
        pieces: list[Piece] = []
        y = 0
        for line in text.wrap(page["title"], round(size * 1.45), width, GOLD, bold=True):
            pieces.append(Piece(y, 0, line.get_height(), line))
            y += line.get_height()
        y += size // 2
        card_w = menu_card_width(self._size)
        if card_w * 4 > width:  # a narrow column: four cards to a row at least
            card_w = max(48, 16 * (width // 4 // 16))
        card_h = self.app.cards.height(card_w)
        self.app.cards.prepare(card_w)
        for block in page["blocks"]:
            if "heading" in block:
                y += size // 3
                for line in text.wrap(block["heading"], round(size * 1.15), width, GOLD, bold=True):
                    pieces.append(Piece(y, 0, line.get_height(), line))
                    y += line.get_height()
                y += size // 4
            elif "text" in block:
                for line in text.wrap(block["text"], size, width, INK):
                    pieces.append(Piece(y, 0, line.get_height(), line))
                    y += line.get_height() + 2
                y += size // 2
            elif "cards" in block:
                gap = max(6, card_w // 8)
                per_row = max(1, (width + gap) // (card_w + gap))
                keys = [k for k in block["cards"] if _known_card(k)]
                for start in range(0, len(keys), per_row):
                    row = keys[start:start + per_row]
                    for i, key in enumerate(row):
                        pieces.append(Piece(y, i * (card_w + gap), card_h, card=card_from_key(key),
                                            card_width=card_w))
                    y += card_h + gap
                y += size // 3
        self.pieces = pieces
        self.scroller.content_height = y
        self.scroller.clamp()

    # -- input -----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            line = self.m.body + 4
            if self.scroller.key(event, line * 2, self.view.height - line):
                return
            if event.key == pygame.K_LEFT:
                self.go(self.page - 1)
                return
            if event.key == pygame.K_RIGHT:
                self.go(self.page + 1)
                return
        elif event.type == pygame.MOUSEWHEEL:
            self.scroller.wheel(event, (self.m.body + 4) * 3)
            return
        elif event.type == pygame.MOUSEMOTION:
            self.hover_contents = next((i for r, i in self.contents if r.collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, i in self.contents:
                if rect.collidepoint(event.pos):
                    self.go(i)
                    return
        self.buttons.handle(event)

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        m = self.m
        w, _h = surface.get_size()
        surface.fill(FELT)
        title = self.app.text.fit(t(TITLE_KEYS[self.kind]), m.title, w - 2 * m.margin, GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(w // 2, m.margin // 2 + 4)))
        pages = len(self.pages)
        page_of = self.app.text.render(t("guide.page_of", page=self.page + 1, pages=pages), m.small, INK_DIM)
        surface.blit(page_of, page_of.get_rect(topright=(w - m.margin, m.margin // 2 + 8)))
        if self.contents:
            self._draw_contents(surface)
        view = self.view
        panel(surface, view.inflate(24, 16), alpha=110)
        old = surface.get_clip()
        surface.set_clip(view)
        top = view.y - self.scroller.offset
        for p in self.pieces:
            y = top + p.y
            if y > view.bottom or y + p.height < view.top:
                continue
            if p.surface is not None:
                surface.blit(p.surface, (view.x + p.x, y))
            else:
                x = view.x + p.x
                margin = self.app.cards.shadow_margin(p.card_width)
                surface.blit(self.app.cards.shadow(p.card_width), (x - margin + 2, y - margin + 3))
                surface.blit(self.app.cards.face(p.card, p.card_width), (x, y))
        surface.set_clip(old)
        self.scroller.draw_bar(surface, view.right - 8, 6, 24, GOLD, 3)
        self.buttons.draw(surface, self.app.text, m.body)

    def _draw_contents(self, surface: pygame.Surface) -> None:
        panel(surface, self.contents_area.inflate(16, 16), alpha=90)
        for rect, i in self.contents:
            if rect.bottom > self.contents_area.bottom:
                break
            current = i == self.page
            if current or i == self.hover_contents:
                pygame.draw.rect(surface, (34, 78, 54), rect, border_radius=6)
            lines = self._contents_lines(i, GOLD if current else INK)
            y = rect.centery - sum(img.get_height() for img in lines) // 2
            for img in lines:
                surface.blit(img, (rect.x + 8, y))
                y += img.get_height()

    def _contents_lines(self, index: int, colour: tuple[int, int, int]) -> list[pygame.Surface]:
        """A page's title in the contents, wrapped to the column's width at the small reading size."""
        return self.app.text.wrap(self.pages[index]["title"], self.m.small, self.contents_area.width - 16, colour)


def _known_card(key: str) -> bool:
    try:
        card_from_key(key)
    except (KeyError, ValueError):
        log.warning("help page names an unknown card %r; skipped", key)
        return False
    return True
