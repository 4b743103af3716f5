"""The title screen: continue (when a match was interrupted), the way back to a seat kept at a friend's
table ("Back to Giulia's table", after a crash or a closed window), new match, settings, rules,
statistics, score pad, quit; shows the storage notices (a damaged file set aside) once.

It goes elsewhere by intent (``app.nav``): it imports neither the table nor another screen.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from briscola_desktop import version
from briscola_desktop.fonts import font
from briscola_desktop.i18n import t
from briscola_desktop.rules.cards import DECK

from ..core.nav import MatchRequest, Screen
from ..core.wording import variant_title
from ..ui.metrics import Metrics, menu_card_width
from ..core.scene import App, Scene
from briscola_desktop.play.session import MatchSession
from briscola_desktop.userfiles.seats import KeptSeat, SeatKeys
from ..ui.dialog import ConfirmScene, NoticeScene
from ..ui.widgets import FELT, GOLD, INK, INK_DIM, Button, ButtonGroup

log = logging.getLogger(__name__)

TITLE_CARDS = ("coins_ace", "cups_three", "swords_king", "batons_seven", "coins_queen")


# --------------------------------------------------------------------------- title

class TitleScene(Scene):
    """The first screen: continue, new match, settings, rules, statistics, quit."""

    is_home = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saved: MatchSession | None = None
        self.kept: KeptSeat | None = None   # the newest seat kept at a friend's table
        self.buttons = ButtonGroup()
        self.m = Metrics.for_size(app.size)
        self.card_width = 0
        self.title_y = self.fan_y = self.subtitle_y = 0
        self.detail_above = False

    # -- lifecycle -------------------------------------------------------------------
    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Look for an interrupted match and for notices, and rebuild the buttons."""
        store = self.app.store
        self.saved = MatchSession.resume(store) if store is not None else None
        self.kept = kept_friends_seat(SeatKeys(store).seats()) if store is not None else None
        self.layout(self.app.size)
        self.app.invalidate()
        if store is not None and store.notices and self.app.stack.top is self:
            # Told once, over the title, in the one notice dialog every screen uses: read first
            # (Enter, Esc, Space or OK closes it), the menu underneath untouched until then.
            notices = list(dict.fromkeys(store.notices))
            store.notices.clear()
            self.app.stack.push(NoticeScene(self.app, notices))

    def _button_specs(self) -> list[tuple[str, Any]]:
        specs: list[tuple[str, Any]] = []
        if self.saved is not None:
            specs.append(("menu.continue", self.continue_match))
        if self.kept is not None:
            specs.append(("friends.back_to_table", self.back_to_table))
        specs += [("menu.new_match", self.new_match), ("menu.friends", self.open_friends),
                  ("menu.settings", self.open_settings),
                  ("menu.rules", self.open_rules), ("menu.statistics", self.open_statistics),
                  ("scorepad.ui.menu_entry", self.open_score_pad), ("menu.quit", lambda: self.app.quit(0))]
        return specs

    def layout(self, size: tuple[int, int]) -> None:
        m = self.m = Metrics.for_size(size)
        w, h = size
        old_keys = [b.value for b in self.buttons.buttons]
        focus_key = old_keys[self.buttons.focus] if old_keys else None
        self.buttons.set([Button(self._label(key), action, value=key) for key, action in self._button_specs()])
        keys = [b.value for b in self.buttons.buttons]
        # Same buttons (a resize, a language change): keep the focus. Continue appearing or
        # going away: the focus starts at the top again.
        self.buttons.focus = keys.index(focus_key) if keys == old_keys and focus_key in keys else 0
        self.buttons.move(0)
        # Top to bottom: title, a fan of cards, the subtitle, the buttons, the key hint.
        # The fan gives way first when the window is short, then the buttons get thinner.
        n = len(self.buttons.buttons)
        self.title_y = round(h * 0.04)
        title_h = round(m.title * 1.6 * 1.1)
        hint_h = m.small + 3 * m.gap
        room = h - self.title_y - title_h - hint_h
        wanted_buttons = n * (m.row + m.gap + 4)
        card_w = menu_card_width(size)
        while card_w > 32 and round(card_w * 1.7) + m.body + 4 * m.gap + wanted_buttons > room:
            card_w -= 16
        self.card_width = card_w
        self.fan_y = self.title_y + title_h + m.gap
        fan_h = round(card_w * 1.7)
        self.subtitle_y = self.fan_y + fan_h + m.gap
        top = self.subtitle_y + m.body + 2 * m.gap
        gap = m.gap + 4
        bw = min(w - 2 * m.margin, round(420 * m.scale) + 60)
        x = w // 2 - bw // 2
        self.detail_above = False
        if self.saved is not None:
            # The Continue detail goes beside its button when it fits, else on a line of its
            # own above it, with room kept for that line (not squeezed against the button).
            words_w = font(m.small).size(self.continue_detail())[0]
            if x + bw + m.gap * 2 + words_w >= w - m.gap:
                self.detail_above = True
                top += m.small + m.gap
        bh = max(30, min(m.row, (h - hint_h - top) // max(1, n) - gap))
        for i, b in enumerate(self.buttons.buttons):
            b.rect = pygame.Rect(x, top + i * (bh + gap), bw, bh)
        # No prepare() of the whole deck here: the fan's five faces are rasterised one by one when
        # first drawn (a start reaches the title sooner; the table prepares its own sizes).

    def _label(self, key: str) -> str:
        if key == "friends.back_to_table" and self.kept is not None:
            return t(key, host=self.kept.host)
        return t(key)

    def continue_detail(self) -> str:
        """"2 players, classic, hand 3": what Continue goes back to."""
        match = self.saved.match if self.saved is not None else None
        if match is None:
            return ""
        return t("menu.continue_detail", table=variant_title(match.variant.name, self.app.cards.style),
                 hand=match.hand_index + 1)

    # -- actions ---------------------------------------------------------------------
    def continue_match(self) -> None:
        saved, self.saved = self.saved, None
        if saved is None:
            return
        match = saved.match
        self.app.nav.start_match(MatchRequest(match.variant, match.format, match.seed, tuple(saved.levels),
                                              session=saved))

    def back_to_table(self) -> None:
        """Join, asking the host for the kept seat at once (a refusal is said there, where it can be fixed)."""
        seat = self.kept
        if seat is not None:
            self.app.nav.open(Screen.JOIN_TABLE, address=seat.address, code=seat.code, name=seat.name,
                              join_now=True)

    def new_match(self) -> None:
        """The new-match screen; with an interrupted match, ask first: continue it, or abandon it
        (the new match then replaces it) - never thrown away unasked."""
        if self.saved is None:
            self.app.nav.open(Screen.NEW_MATCH)
            return
        self.app.stack.push(ConfirmScene(
            self.app, lambda: t("confirm.abandon_question", detail=self.continue_detail()),
            lambda: t("confirm.abandon"), lambda: t("confirm.keep"),
            on_yes=lambda: self.app.nav.open(Screen.NEW_MATCH), on_no=self.continue_match))

    def open_friends(self) -> None:
        self.app.nav.open(Screen.FRIENDS)

    def open_settings(self) -> None:
        self.app.nav.open(Screen.SETTINGS)

    def open_rules(self) -> None:
        self.app.nav.open(Screen.RULES)

    def open_statistics(self) -> None:
        self.app.nav.open(Screen.STATISTICS)

    def open_score_pad(self) -> None:
        self.app.nav.open(Screen.SCORE_PAD)

    # -- input -----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            # The first screen has no "back": Esc walks the focus to Quit, Enter then quits.
            self.buttons.focus = len(self.buttons.buttons) - 1
            self.buttons.move(0)
            return
        self.buttons.handle(event)

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        m = self.m
        w, h = surface.get_size()
        surface.fill(FELT)
        title = self.app.text.fit(t("menu.title"), round(m.title * 1.6), w - 2 * m.margin, GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(w // 2, self.title_y)))
        if self.card_width > 32:
            self._draw_fan(surface, (w // 2, self.fan_y))
        sub = self.app.text.fit(t("menu.subtitle"), m.body, w - 2 * m.margin, INK)
        surface.blit(sub, sub.get_rect(midtop=(w // 2, self.subtitle_y)))
        self.buttons.draw(surface, self.app.text, m.body)
        if self.saved is not None and self.buttons.buttons:
            rect = self.buttons.buttons[0].rect
            words = self.app.text.fit(self.continue_detail(), m.small, w - 2 * m.margin, INK_DIM)
            if not self.detail_above:
                surface.blit(words, words.get_rect(midleft=(rect.right + m.gap * 2, rect.centery)))
            else:
                surface.blit(words, words.get_rect(midbottom=(w // 2, rect.top - m.gap)))
        keys = self.app.text.fit(t("menu.keys"), m.small, w - 2 * m.margin, INK_DIM)
        keys_rect = surface.blit(keys, keys.get_rect(midbottom=(w // 2, h - m.gap * 2)))
        self._draw_version(surface, keys_rect)

    def _draw_version(self, surface: pygame.Surface, keys_rect: pygame.Rect) -> None:
        """The game's version, small, in the bottom-right corner, clear of the key hint."""
        m = self.m
        w, h = surface.get_size()
        room = w - m.gap - (keys_rect.right + m.gap)
        words = self.app.text.fit(t("menu.version", version=version()), max(10, round(m.small * 0.85)),
                                  max(room, 1), INK_DIM)
        if words.get_width() <= room:  # a very narrow window drops it rather than overlap the hint
            surface.blit(words, words.get_rect(bottomright=(w - m.gap, h - m.gap)))

    def _draw_fan(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        cards = [c for c in DECK if c.key in TITLE_CARDS]
        n = len(cards)
        cw = self.card_width
        step = round(cw * 0.62)
        x0 = centre[0] - (step * (n - 1) + cw) // 2
        for i, c in enumerate(cards):
            # Each card but the last is half covered by its neighbour: its point badge goes into the
            # part that shows, so no sliver of it sticks up between the cards.
            face = self.app.cards.face_badge_left(c, cw, step) if i < n - 1 else self.app.cards.face(c, cw)
            lift = abs(i - (n - 1) / 2) * cw * 0.08  # the middle card highest, like a held fan
            surface.blit(face, (x0 + i * step, centre[1] + round(lift)))


def kept_friends_seat(seats: list[KeptSeat]) -> KeptSeat | None:
    """The newest seat kept at a friend's table whose host is known by name (Join keeps it so; the seat
    of a table this game hosts has none): the one the title offers to go back to."""
    return next((seat for seat in reversed(seats) if seat.host), None)


__all__ = ["TitleScene", "kept_friends_seat"]
