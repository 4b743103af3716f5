"""The title screen and the new-match screen.

- :class:`TitleScene`: continue (when a match was interrupted), new match, settings, rules,
  statistics, quit; shows the storage notices (a damaged file set aside) once.
- :class:`NewMatchScene`: seats and variant, match length, each computer seat's level, and
  the deal number (the same number deals the same cards).

Both go elsewhere by intent (``app.nav``): neither imports the table or another screen.
"""

from __future__ import annotations

import logging
import random
from typing import Any

import pygame

from briscola_desktop import i18n
from briscola_desktop.fonts import font
from briscola_desktop.i18n import t
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, Variant, default_format, format_name
from briscola_desktop.rules.cards import DECK

from ..core.nav import MatchRequest, Screen
from ..core.options import DEFAULT_LEVEL, LEVELS
from ..core.wording import level_name, seat_level_label, variant_label, variant_title
from ..ui.controls import ButtonRow, Choice, Note, NumberField
from ..ui.form import Form, FormScene
from ..ui.metrics import Metrics, menu_card_width
from ..core.scene import App, Scene
from briscola_desktop.play.session import MatchSession
from ..ui.dialog import ConfirmScene, NoticeScene
from ..ui.widgets import FELT, GOLD, INK, INK_DIM, Button, ButtonGroup

log = logging.getLogger(__name__)

MAX_DEAL_DIGITS = 9
TITLE_CARDS = ("coins_ace", "cups_three", "swords_king", "batons_seven", "coins_queen")


# --------------------------------------------------------------------------- choices

def variants_for(players: int) -> list[str]:
    """The preset variants for a number of seats, in the rules core's order."""
    return [name for name, v in PRESETS.items() if v.players == players]


def formats_for(variant: Variant) -> list[str]:
    """The match formats that suit a variant (a format's kind must be the variant's)."""
    return [name for name, f in MATCH_FORMATS.items() if f.kind == variant.match_kind]


def seat_counts() -> list[int]:
    return sorted({v.players for v in PRESETS.values()})


# --------------------------------------------------------------------------- title

class TitleScene(Scene):
    """The first screen: continue, new match, settings, rules, statistics, quit."""

    is_home = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saved: MatchSession | None = None
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
        specs += [("menu.new_match", self.new_match), ("menu.settings", self.open_settings),
                  ("menu.rules", self.open_rules), ("menu.statistics", self.open_statistics),
                  ("scorepad.ui.menu_entry", self.open_score_pad), ("menu.quit", lambda: self.app.quit(0))]
        return specs

    def layout(self, size: tuple[int, int]) -> None:
        m = self.m = Metrics.for_size(size)
        w, h = size
        old_keys = [b.value for b in self.buttons.buttons]
        focus_key = old_keys[self.buttons.focus] if old_keys else None
        self.buttons.set([Button(t(key), action, value=key) for key, action in self._button_specs()])
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

    def new_match(self) -> None:
        """The new-match screen; with an interrupted match, ask first: continue it, or abandon it
        (the new match then replaces it) - never thrown away unasked (issue 12, item 5)."""
        if self.saved is None:
            self.app.nav.open(Screen.NEW_MATCH)
            return
        self.app.stack.push(ConfirmScene(
            self.app, lambda: t("confirm.abandon_question", detail=self.continue_detail()),
            lambda: t("confirm.abandon"), lambda: t("confirm.keep"),
            on_yes=lambda: self.app.nav.open(Screen.NEW_MATCH), on_no=self.continue_match))

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
        surface.blit(keys, keys.get_rect(midbottom=(w // 2, h - m.gap * 2)))

    def _draw_fan(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        cards = [c for c in DECK if c.key in TITLE_CARDS]
        n = len(cards)
        cw = self.card_width
        step = round(cw * 0.62)
        x0 = centre[0] - (step * (n - 1) + cw) // 2
        for i, c in enumerate(cards):
            # Each card but the last is half covered by its neighbour: its point badge goes into the
            # part that shows, so no sliver of it sticks up between the cards (issue 12, item 15).
            face = self.app.cards.face_badge_left(c, cw, step) if i < n - 1 else self.app.cards.face(c, cw)
            lift = abs(i - (n - 1) / 2) * cw * 0.08  # the middle card highest, like a held fan
            surface.blit(face, (x0 + i * step, centre[1] + round(lift)))


# --------------------------------------------------------------------------- new match

class NewMatchScene(FormScene):
    """Choose the seats and variant, the match length, the computer levels and the deal number."""

    title_key = "newmatch.title"

    def __init__(self, app: App, rng: random.Random | None = None) -> None:
        super().__init__(app)
        self.rng = rng or random.Random()
        settings = app.settings
        name = settings.variant if settings.variant in PRESETS else "two_players"
        self.variant_name = name
        variant = PRESETS[name]
        fmt = settings.match_format
        self.format_name = fmt if fmt in formats_for(variant) else default_format_name(variant)
        saved_levels = [lv for lv in settings.levels if lv in LEVELS] or [DEFAULT_LEVEL]
        # One remembered level per computer seat, for the largest table.
        self.levels = [saved_levels[i % len(saved_levels)] for i in range(max(seat_counts()) - 1)]
        self.deal_number = self.new_number()
        self.m = Metrics.for_size(app.size)
        self.form = Form()
        self.build()
        self.form.focus = len(self.form.controls) - 1  # Enter alone starts with the last choices

    # -- model -----------------------------------------------------------------------
    @property
    def variant(self) -> Variant:
        return PRESETS[self.variant_name]

    def new_number(self) -> str:
        return str(self.rng.randrange(1, 1_000_000))

    def build(self, focus: int | None = None) -> None:
        """(Re)make the rows: a table with more seats has more level rows."""
        variant = self.variant
        rows: list[Any] = [
            Choice(lambda: t("newmatch.seats"), seat_counts(), variant.players,
                   lambda n: t("newmatch.seat_count", count=n), self.set_seats, wrap=False),
            Choice(lambda: t("newmatch.table"), variants_for(variant.players), self.variant_name,
                   lambda name: i18n.capitalise(variant_label(name, self.app.cards.style)), self.set_variant),
            Note(lambda: t(f"newmatch.about.{self.variant_name}")),
            Choice(lambda: t("newmatch.length"), formats_for(variant), self.format_name,
                   lambda name: t(f"newmatch.format.{name}"), self.set_format),
        ]
        for seat in range(1, variant.players):
            rows.append(Choice(lambda s=seat: seat_level_label(self.variant, s), LEVELS, self.levels[seat - 1],
                               level_name,
                               lambda lv, s=seat: self.set_level(s, lv), wrap=False))
        self.number_field = NumberField(lambda: t("newmatch.deal_number"), self.deal_number, MAX_DEAL_DIGITS,
                                        self.set_number)
        rows.append(self.number_field)
        rows.append(Note(lambda: t("newmatch.deal_hint") if self.deal_number else t("newmatch.need_number")))
        self.actions = ButtonRow([(lambda: t("newmatch.start"), self.start),
                                  (lambda: t("newmatch.new_number"), self.shuffle_number),
                                  (lambda: t("newmatch.back"), self.back)])
        rows.append(self.actions)
        self._sync_start()
        self.form.set_controls(rows, focus)

    def set_seats(self, n: int) -> None:
        self.variant_name = variants_for(n)[0]
        self._fit_format()
        self.build(focus=0)

    def set_variant(self, name: str) -> None:
        self.variant_name = name
        self._fit_format()
        self.build(focus=1)

    def _fit_format(self) -> None:
        if self.format_name not in formats_for(self.variant):
            self.format_name = default_format_name(self.variant)

    def set_format(self, name: str) -> None:
        self.format_name = name

    def set_level(self, seat: int, level: str) -> None:
        self.levels[seat - 1] = level

    def set_number(self, text: str) -> None:
        self.deal_number = text
        self._sync_start()

    def shuffle_number(self) -> None:
        self.deal_number = self.new_number()
        self.number_field.value = self.deal_number
        self._sync_start()

    def _sync_start(self) -> None:
        self.actions.disabled = set() if self.deal_number else {0}

    def chosen_levels(self) -> list[str]:
        return self.levels[: self.variant.players - 1]

    # -- actions ---------------------------------------------------------------------
    def start(self) -> None:
        if not self.deal_number:
            return
        settings = self.app.settings
        settings.variant = self.variant_name
        settings.match_format = self.format_name
        settings.levels = list(self.levels)
        self.app.save_settings()
        self.app.nav.start_match(MatchRequest(self.variant, MATCH_FORMATS[self.format_name], int(self.deal_number),
                                              tuple(self.chosen_levels())), replacing=self)

    def back(self) -> None:
        self.app.stack.remove(self)

    # -- frame -----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        m = self.m = Metrics.for_size(size)
        w, h = size
        self.title_bottom = m.margin // 2 + 8 + m.title + m.gap * 2
        width = min(w - 2 * m.margin, round(900 * m.scale) + 100)
        area = pygame.Rect(w // 2 - width // 2, self.title_bottom, width, h - self.title_bottom - m.margin)
        self.form.layout(area, m.row, m.gap)



def default_format_name(variant: Variant) -> str:
    """The usual match format of a variant, by name."""
    return format_name(default_format(variant)) or ""


__all__ = ["TitleScene", "NewMatchScene", "variants_for", "formats_for", "seat_counts", "default_format_name"]
