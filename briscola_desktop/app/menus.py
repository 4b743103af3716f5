"""The title screen, the new-match screen, and the glue that starts (or resumes) a saved match.

- :class:`TitleScene`: continue (when a match was interrupted), new match, settings, rules,
  statistics, quit; shows the storage notices (a damaged file set aside) once.
- :class:`NewMatchScene`: seats and table, match length, each computer seat's level, and
  the deal number (the same number deals the same cards).
- :func:`start_match`: pushes the table scene for a new or resumed match; the table makes
  (or is given) the :class:`MatchSession` that autosaves it after every trick and counts it
  once when it ends.
"""

from __future__ import annotations

import logging
import random
from typing import Any

import pygame

from briscola_desktop import i18n
from briscola_desktop.i18n import t
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, Match, MatchFormat, Variant
from briscola_desktop.rules.cards import DECK
from briscola_desktop.storage import Settings

from .controls import (
    ButtonRow,
    Choice,
    Form,
    FormScene,
    Metrics,
    Note,
    NumberField,
    menu_card_width,
)
from .scene import App, Scene
from .session import MatchSession
from .table import TableConfig, TableScene
from .widgets import FELT, GOLD, INK, INK_DIM, Button, ButtonGroup, panel

log = logging.getLogger(__name__)

PERSON = 0
MAX_DEAL_DIGITS = 9
TITLE_CARDS = ("coins_ace", "cups_three", "swords_king", "batons_seven", "coins_queen")


# --------------------------------------------------------------------------- helpers

def settings_of(app: App) -> Settings:
    """The app's settings object (made with the defaults if the app was built without one)."""
    if not isinstance(app.settings, Settings):
        app.settings = Settings()
    return app.settings


def save_settings(app: App) -> None:
    if app.store is not None:
        app.store.save_settings(settings_of(app))


def computer_levels() -> tuple[str, ...]:
    try:
        from briscola_desktop.ai import LEVELS
        return tuple(LEVELS)
    except ImportError:  # a build without the AI still has menus; the table falls back too
        return ("easy", "medium", "hard")


def tables_for(players: int) -> list[str]:
    """The preset tables for a number of seats, in the rules core's order."""
    return [name for name, v in PRESETS.items() if v.players == players]


def formats_for(variant: Variant) -> list[str]:
    """The match formats that suit a table (a format's kind must be the table's)."""
    return [name for name, f in MATCH_FORMATS.items() if f.kind == variant.match_kind]


def seat_counts() -> list[int]:
    return sorted({v.players for v in PRESETS.values()})


def _card_in_sentence(c: Any, style: str) -> str:
    return t(f"deck.{style}.card_name.{c.suit.key}", rank=i18n.rank_name(c.rank, style))


def variant_label(name: str, style: str = "italian") -> str:
    """How a table is named inside a choice: "classic", "39 cards, the two of coins removed"."""
    variant = PRESETS.get(name)
    params: dict[str, str] = {}
    if variant is not None and len(variant.removed) == 1:
        params["card"] = _card_in_sentence(DECK[variant.removed[0]], style)
    return t(f"newmatch.variant.{name}", **params)


def table_title(name: str, style: str = "italian") -> str:
    """A table's full name: "2 players, classic" (statistics, the Continue button)."""
    variant = PRESETS.get(name)
    if variant is None:
        return i18n.humanise(name)
    return i18n.capitalise(t("newmatch.table_name", seats=t("newmatch.seat_count", count=variant.players),
                             variant=variant_label(name, style)))


def format_name_of(fmt: MatchFormat) -> str:
    for name, value in MATCH_FORMATS.items():
        if value == fmt:
            return name
    return ""


def seat_label(variant: Variant, seat: int) -> str:
    name = t("seat.computer") if variant.players == 2 else t("seat.player", number=seat + 1)
    if variant.teams is not None and variant.side_of(seat) == variant.side_of(PERSON):
        name = t("newmatch.partner_tag", seat=name)
    return t("newmatch.level_of", seat=name)


# --------------------------------------------------------------------------- starting a match

def start_match(app: App, variant: Variant, fmt: MatchFormat, seed: int, levels: list[str], *,
                session: MatchSession | None = None) -> TableScene:
    """Push the table for a new match (or for ``session``, a resumed one) above the title.

    The table autosaves after every trick and counts the match once (``record``); a
    resumed match is handed to it with its session and replayed at once by the board.
    """
    settings = settings_of(app)
    config = TableConfig(variant=variant, fmt=fmt, seed=seed, levels=tuple(levels),
                         speed=settings.animation_speed, hints=settings.hints,
                         counting=settings.counting_panel, record=True)
    scene = TableScene(app, config, session=session)
    top = app.stack.top
    if isinstance(top, NewMatchScene):
        app.stack.replace(scene)
    else:
        app.stack.push(scene)
    return scene


# --------------------------------------------------------------------------- title

class TitleScene(Scene):
    """The first screen: continue, new match, settings, rules, statistics, quit."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saved: MatchSession | None = None
        self.notices: list[str] = []
        self.buttons = ButtonGroup()
        self.notice_button = Button("", self.close_notice)
        self.m = Metrics.for_size(app.size)
        self.card_width = 0
        self.title_y = self.fan_y = self.subtitle_y = 0
        self.notice_box = pygame.Rect(0, 0, 0, 0)
        self.notice_lines: list[pygame.Surface] = []
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
        if store is not None and store.notices:
            # Told once: the notices move from the store to this screen until closed.
            self.notices.extend(k for k in store.notices if k not in self.notices)
            store.notices.clear()
        self.layout(self.app.size)
        self.app.invalidate()

    def _button_specs(self) -> list[tuple[str, Any]]:
        specs: list[tuple[str, Any]] = []
        if self.saved is not None:
            specs.append(("menu.continue", self.continue_match))
        specs += [("menu.new_match", self.new_match), ("menu.settings", self.open_settings),
                  ("menu.rules", self.open_rules), ("menu.statistics", self.open_statistics),
                  ("menu.quit", lambda: self.app.quit(0))]
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
            from briscola_desktop.fonts import font

            words_w = font(m.small).size(self.continue_detail())[0]
            if x + bw + m.gap * 2 + words_w >= w - m.gap:
                self.detail_above = True
                top += m.small + m.gap
        bh = max(30, min(m.row, (h - hint_h - top) // max(1, n) - gap))
        for i, b in enumerate(self.buttons.buttons):
            b.rect = pygame.Rect(x, top + i * (bh + gap), bw, bh)
        self.app.cards.prepare(self.card_width)
        # The notice box at the top, over the cards, while there is something to tell.
        if self.notices:
            bw2 = min(w - 2 * m.margin, round(760 * m.scale) + 100)
            self.notice_lines = []
            for key in self.notices:
                self.notice_lines += self.app.text.wrap(t(key), m.small, bw2 - 2 * m.margin, INK)
            text_h = sum(s.get_height() for s in self.notice_lines)
            self.notice_box = pygame.Rect(w // 2 - bw2 // 2, m.margin // 2, bw2, text_h + m.row + 3 * m.gap + 16)
            self.notice_button.label = t("menu.notice_close")
            self.notice_button.rect = pygame.Rect(0, 0, round(160 * m.scale) + 40, m.row - 8)
            self.notice_button.rect.midbottom = (self.notice_box.centerx, self.notice_box.bottom - m.gap - 4)
            self.notice_button.focused = True

    def continue_detail(self) -> str:
        """"2 players, classic, hand 3": what Continue goes back to."""
        match = self.saved.match if self.saved is not None else None
        if match is None:
            return ""
        return t("menu.continue_detail", table=table_title(match.variant.name, self.app.cards.style),
                 hand=match.hand_index + 1)

    # -- actions ---------------------------------------------------------------------
    def close_notice(self) -> None:
        self.notices.clear()
        self.app.invalidate()

    def continue_match(self) -> None:
        saved, self.saved = self.saved, None
        if saved is None:
            return
        match = saved.match
        start_match(self.app, match.variant, match.format, match.seed, saved.levels, session=saved)

    def new_match(self) -> None:
        self.app.stack.push(NewMatchScene(self.app))

    def open_settings(self) -> None:
        from .settings_screen import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def open_rules(self) -> None:
        from .rules_screen import RulesScene

        self.app.stack.push(RulesScene(self.app))

    def open_statistics(self) -> None:
        from .stats_screen import StatsScene

        self.app.stack.push(StatsScene(self.app))

    # -- input -----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.notices:  # the notice is read first: Enter, Esc, Space or a click on OK closes it
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                              pygame.K_ESCAPE, pygame.K_SPACE):
                self.close_notice()
            elif (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                  and self.notice_button.contains(event.pos)):
                self.close_notice()
            elif event.type == pygame.MOUSEMOTION:
                self.notice_button.hover = self.notice_button.contains(event.pos)
            return
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
        if self.notices:
            self._draw_notice(surface)

    def _draw_fan(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        cards = [c for c in DECK if c.key in TITLE_CARDS]
        n = len(cards)
        cw = self.card_width
        step = round(cw * 0.62)
        x0 = centre[0] - (step * (n - 1) + cw) // 2
        for i, c in enumerate(cards):
            face = self.app.cards.face(c, cw)
            lift = abs(i - (n - 1) / 2) * cw * 0.08  # the middle card highest, like a held fan
            surface.blit(face, (x0 + i * step, centre[1] + round(lift)))

    def _draw_notice(self, surface: pygame.Surface) -> None:
        box = self.notice_box
        panel(surface, box, alpha=245)
        pygame.draw.rect(surface, GOLD, box, width=2, border_radius=12)
        y = box.y + self.m.gap * 2
        for line in self.notice_lines:
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()
        self.notice_button.draw(surface, self.app.text, self.m.body)


# --------------------------------------------------------------------------- new match

class NewMatchScene(FormScene):
    """Choose the table, the match length, the computer levels and the deal number."""

    title_key = "newmatch.title"

    def __init__(self, app: App, rng: random.Random | None = None) -> None:
        super().__init__(app)
        self.rng = rng or random.Random()
        settings = settings_of(app)
        name = settings.variant if settings.variant in PRESETS else "two_players"
        self.variant_name = name
        variant = PRESETS[name]
        fmt = settings.match_format
        self.format_name = fmt if fmt in formats_for(variant) else format_name_of_default(variant)
        saved_levels = [lv for lv in settings.levels if lv in computer_levels()] or ["medium"]
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
            Choice(lambda: t("newmatch.table"), tables_for(variant.players), self.variant_name,
                   lambda name: i18n.capitalise(variant_label(name, self.app.cards.style)), self.set_table),
            Note(lambda: t(f"newmatch.about.{self.variant_name}")),
            Choice(lambda: t("newmatch.length"), formats_for(variant), self.format_name,
                   lambda name: t(f"newmatch.format.{name}"), self.set_format),
        ]
        for seat in range(1, variant.players):
            rows.append(Choice(lambda s=seat: seat_label(self.variant, s), computer_levels(), self.levels[seat - 1],
                               lambda lv: t(f"newmatch.level.{lv}"),
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
        self.variant_name = tables_for(n)[0]
        self._fit_format()
        self.build(focus=0)

    def set_table(self, name: str) -> None:
        self.variant_name = name
        self._fit_format()
        self.build(focus=1)

    def _fit_format(self) -> None:
        if self.format_name not in formats_for(self.variant):
            self.format_name = format_name_of_default(self.variant)

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
        settings = settings_of(self.app)
        settings.variant = self.variant_name
        settings.match_format = self.format_name
        settings.levels = list(self.levels)
        save_settings(self.app)
        start_match(self.app, self.variant, MATCH_FORMATS[self.format_name], int(self.deal_number),
                    self.chosen_levels())

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



def format_name_of_default(variant: Variant) -> str:
    from briscola_desktop.rules import default_format

    return format_name_of(default_format(variant))


__all__ = ["TitleScene", "NewMatchScene", "start_match", "table_title", "variant_label",
           "tables_for", "formats_for", "settings_of", "save_settings"]


# --------------------------------------------------------------------------- preview / screenshots

SCREENS = ("title", "newmatch", "settings", "stats", "rules", "strategy")


def preview(argv: list[str] | None = None) -> int:
    """``python -m briscola_desktop.app.menus --screen rules --lang it [--shot out.png]``.

    Opens one menu screen in a real window (for looking and for screenshots). With
    ``--shot`` it draws a few frames, saves the window to the file and exits.
    """
    import argparse
    import os
    import sys
    from pathlib import Path

    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.app.menus")
    parser.add_argument("--screen", choices=SCREENS, default="title")
    parser.add_argument("--lang", choices=i18n.LANGUAGES, default=None)
    parser.add_argument("--deck", choices=("italian", "french"), default=None)
    parser.add_argument("--size", default="1280x800", help="WIDTHxHEIGHT")
    parser.add_argument("--store", type=Path, default=None, help="user folder (default: the real one)")
    parser.add_argument("--shot", type=Path, default=None, help="save a screenshot here and exit")
    parser.add_argument("--page", type=int, default=0, help="rules/strategy page to open")
    parser.add_argument("--bench", action="store_true",
                        help="print median draw times of each screen and the resume time, then exit")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.bench:
        return bench()
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size {args.size!r}: write it as WIDTHxHEIGHT, e.g. 1280x800")
    from briscola_desktop.storage import Store

    store = Store(args.store)
    settings = store.load_settings()
    if args.deck:
        settings.deck_style = args.deck
    i18n.set_language(args.lang or settings.language or i18n.system_language())
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.init()
    app = App((w, h), settings=settings, store=store)
    app.stack.push(TitleScene(app))
    if args.screen == "newmatch":
        app.stack.push(NewMatchScene(app, rng=random.Random(2024)))
    elif args.screen == "settings":
        from .settings_screen import SettingsScene
        app.stack.push(SettingsScene(app))
    elif args.screen == "stats":
        from .stats_screen import StatsScene
        app.stack.push(StatsScene(app))
    elif args.screen in ("rules", "strategy"):
        from .rules_screen import RulesScene
        scene = RulesScene(app, args.screen)
        app.stack.push(scene)
        scene.go(args.page)
    if args.shot is not None:
        for _ in range(3):
            app.frame(0.016, pygame.event.get())
            app.draw()
        pygame.image.save(app.screen, str(args.shot))
        pygame.quit()
        return 0
    code = app.run()
    pygame.quit()
    return code


def bench(rounds: int = 60) -> int:
    """Median time to draw each menu screen (dummy video driver, 1280x800) and to resume a match."""
    import os
    import statistics
    import tempfile
    import time
    from pathlib import Path

    from briscola_desktop.storage import Store

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from .rules_screen import RulesScene
    from .settings_screen import SettingsScene
    from .stats_screen import StatsScene

    pygame.init()
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp))
        match = Match(PRESETS["two_players"], seed=5)
        rng = random.Random(5)
        while not match.hand.is_over:
            match.apply(rng.choice(match.hand.legal_actions()))
        match.next_hand()
        for _ in range(20):
            match.apply(rng.choice(match.hand.legal_actions()))
        session = MatchSession(store, match, levels=["medium"], match_id="bench")
        save_ms, resume_ms = [], []
        for _ in range(rounds):
            start = time.perf_counter()
            session.save()
            save_ms.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            MatchSession.resume(store)
            resume_ms.append((time.perf_counter() - start) * 1000)
        app = App((1280, 800), settings=Settings(), store=store)
        print(f"menu bench: median of {rounds} rounds, 1280x800, dummy video driver")
        print(f"  autosave a 60-action match (trick_done)  {statistics.median(save_ms):7.2f} ms")
        print(f"  resume it (load + replay)                {statistics.median(resume_ms):7.2f} ms")
        for name, make in (("title", lambda: TitleScene(app)), ("new match", lambda: NewMatchScene(app)),
                           ("settings", lambda: SettingsScene(app)), ("statistics", lambda: StatsScene(app)),
                           ("rules", lambda: RulesScene(app))):
            app.stack.clear()
            app.stack.push(make())
            app.draw()  # first frame warms the text and card caches
            times = []
            for _ in range(rounds):
                start = time.perf_counter()
                app.draw()
                times.append((time.perf_counter() - start) * 1000)
            print(f"  draw {name:<12} {statistics.median(times):7.2f} ms")
    pygame.quit()
    return 0


if __name__ == "__main__":
    from briscola_desktop.app.menus import preview as _preview

    raise SystemExit(_preview())
