"""The running table of a score pad game, and the entry of the next hand.

Above: how the game stands (each hand's points, the hands won, whose deal is next, the
winner once the format is met). Below: the entry of the next hand: one box per side
(Tab moves, Enter records, the last blank side is filled with what is left of 120), or
for chiamata the caller, the partner, the bid and whether it was made. A hand in the table
is corrected by clicking it (or Up/Down then E); U undoes the last hand.
"""

from __future__ import annotations

from typing import Callable

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.rules import MatchKind
from briscola_desktop.scorepad import (ChiamataEntry, ChiamataHand, PointsEntry, PointsHand, ScoreGame,
                                       ScorePadError, ScorePadStore, describe, format_label, side_label)

from ..core.scene import App, Scene
from ..ui.controls import Choice, NumberField
from ..ui.form import Form
from ..ui.metrics import Metrics
from ..ui.scroll import ScrollView
from ..ui.widgets import BUTTON_FOCUS, FELT, GOLD, INK, INK_DIM, PANEL, RED, Button, panel

ROW_BG = (18, 78, 48)
SELECTED_BG = (34, 100, 66)

OpenCount = Callable[[PointsEntry, list[str], Callable[[], None]], None]


class PadScene(Scene):
    """One game on the pad. ``on_new_game``/``on_past``/``on_home`` are the ways out."""

    def __init__(self, app: App, store: ScorePadStore, game: ScoreGame, *, open_count: OpenCount,
                 on_new_game: Callable[[], None], on_past: Callable[[], None], on_home: Callable[[], None]) -> None:
        super().__init__(app)
        self.store, self.game = store, game
        self.open_count, self.on_new_game, self.on_past, self.on_home = open_count, on_new_game, on_past, on_home
        self.m = Metrics.for_size(app.size)
        self.editing: int | None = None    # the hand number being corrected
        self.selected: int | None = None   # the hand row chosen with Up/Down
        self.message = ""
        self.message_error = False
        self.rows = ScrollView()           # the hand rows, scrolled a whole row at a time
        self.rows_fit = 1
        self.table_rect = self.entry_rect = pygame.Rect(0, 0, 0, 0)
        self.row_h = 24
        self.box_rects: list[pygame.Rect] = []
        self.buttons: list[Button] = []
        self.chiamata_form = Form()
        self.points_entry = PointsEntry(len(game.setup.sides))
        self.chiamata_entry = ChiamataEntry(game.setup.players)
        self._build_chiamata_form()
        self._take_notices()

    # ---- the rows shown ----------------------------------------------------------------------
    @property
    def scroll(self) -> int:
        """The first hand row shown (0-based)."""
        return self.rows.offset // self.row_h

    @scroll.setter
    def scroll(self, first: int) -> None:
        self.rows.scroll_to(first * self.row_h)

    # ---- the entry --------------------------------------------------------------------------
    @property
    def chiamata(self) -> bool:
        return self.game.setup.chiamata

    def side_names(self) -> list[str]:
        setup = self.game.setup
        if self.chiamata:
            return list(setup.names)
        return [side_label(setup, i, t) for i in range(len(setup.sides))]

    def _seat_name(self, seat: object) -> str:
        return "—" if seat is None else self.game.setup.names[int(seat)]  # type: ignore[arg-type]

    def _build_chiamata_form(self) -> None:
        e = self.chiamata_entry
        seats: list[object] = [None, *range(self.game.setup.players)]

        def partner_name(seat: object) -> str:
            if seat is not None and seat == e.caller:
                return t("scorepad.ui.alone", name=self._seat_name(seat))
            return self._seat_name(seat)

        def made_name(value: object) -> str:
            return "—" if value is None else t("scorepad.ui.made" if value else "scorepad.ui.failed")

        self.caller_choice = Choice(lambda: t("scorepad.ui.caller"), seats, e.caller, self._seat_name,
                                    lambda v: setattr(e, "caller", v))
        self.partner_choice = Choice(lambda: t("scorepad.ui.partner"), seats, e.partner, partner_name,
                                     lambda v: setattr(e, "partner", v))
        self.bid_field = NumberField(lambda: t("scorepad.ui.bid"), e.bid_text, max_digits=3,
                                     on_change=lambda v: setattr(e, "bid_text", v))
        self.made_choice = Choice(lambda: t("scorepad.ui.outcome"), [None, True, False], e.made, made_name,
                                  lambda v: setattr(e, "made", v))
        self.chiamata_form.set_controls([self.caller_choice, self.partner_choice, self.bid_field, self.made_choice])

    def _reset_entry(self) -> None:
        self.points_entry = PointsEntry(len(self.game.setup.sides))
        self.chiamata_entry = ChiamataEntry(self.game.setup.players)
        self._build_chiamata_form()
        self.layout(self.app.size)

    def _load_entry(self, number: int) -> None:
        """Put recorded hand ``number`` into the entry for correcting it."""
        hand = self.game.hands[number - 1]
        self.editing = number
        self.selected = number
        if isinstance(hand, PointsHand):
            self.points_entry = PointsEntry.from_hand(hand)
        elif isinstance(hand, ChiamataHand):
            self.chiamata_entry = ChiamataEntry.from_hand(hand, self.game.setup.players)
            self._build_chiamata_form()
        self._say(t("scorepad.ui.correcting", hand=number), False)
        self.layout(self.app.size)

    def _say(self, text: str, error: bool) -> None:
        self.message, self.message_error = text, error
        self.app.invalidate()

    def _take_notices(self) -> None:
        if self.store.notices:
            self._say(" ".join(t(k) for k in self.store.notices), True)
            self.store.notices.clear()

    # ---- actions -------------------------------------------------------------------------------
    def commit(self) -> None:
        """Record the entry (or the correction); a refusal is shown and the entry kept."""
        if self.game.over and self.editing is None:
            self._say(t("scorepad.error.game_over", over_at=len(self.game.hands)), True)
            return
        try:
            hand = self.chiamata_entry.commit() if self.chiamata else self.points_entry.commit()
            if self.editing is not None:
                result = self.game.correct(self.editing, hand)
            else:
                result = self.game.record(hand)
        except ScorePadError as exc:
            self._say(describe(exc, self.game.setup, t), True)
            return
        corrected = self.editing is not None
        self.editing = None
        self.selected = None
        self.store.save()
        self._reset_entry()
        names = self.side_names()
        if corrected:
            said = t("scorepad.ui.corrected", hand=result.number)
        elif result.seat_scores is not None:
            said = t("scorepad.ui.deal_recorded", hand=result.number)
        elif result.winner is None:
            said = t("scorepad.ui.hand_drawn", hand=result.number)
        else:
            said = t("scorepad.ui.hand_won", hand=result.number, side=names[result.winner])
        self._say(said, False)
        self._take_notices()
        self.scroll = max(0, len(self.game.hands) - self.rows_fit)
        if self.game.over:
            self.app.play_sound("match_won")

    def undo(self) -> None:
        try:
            self.game.undo()
        except ScorePadError as exc:
            self._say(describe(exc, self.game.setup, t), True)
            return
        self.editing = None
        self.selected = None
        self.store.save()
        self._reset_entry()
        self.scroll = max(0, len(self.game.hands) - self.rows_fit)
        self._say(t("scorepad.ui.undone"), False)
        self._take_notices()

    def count_cards(self) -> None:
        if self.chiamata or (self.game.over and self.editing is None):
            return
        self.open_count(self.points_entry, self.side_names(), self._counted)

    def _counted(self) -> None:
        self.points_entry.focus = next((i for i, v in enumerate(self.points_entry.values()) if v is None),
                                       self.points_entry.focus)
        self._say(t("scorepad.ui.counted"), False)

    def cancel_edit(self) -> None:
        self.editing = None
        self.selected = None
        self._reset_entry()
        self._say("", False)

    # ---- layout --------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        m = self.m = Metrics.for_size(size)
        w, h = size
        self.header_h = m.body + m.small + 3 * m.gap + m.margin // 2
        button_h = max(32, round(m.row * 0.8))
        self.button_y = h - button_h - m.gap
        over = self.game.over and self.editing is None
        if over:
            entry_h = 0
        elif self.chiamata:
            entry_h = 4 * 34 + 3 * m.gap + m.small + 2 * m.gap
        else:
            entry_h = 3 * m.small + max(36, m.row) + m.small * 2 + 5 * m.gap
        message_h = m.small * 2 + m.gap
        self.entry_rect = pygame.Rect(m.margin // 2, self.button_y - 2 * m.gap - message_h - entry_h,
                                      w - m.margin, entry_h)
        self.message_rect = pygame.Rect(m.margin // 2, self.button_y - m.gap - message_h, w - m.margin, message_h)
        self.table_rect = pygame.Rect(m.margin // 2, self.header_h, w - m.margin,
                                      self.entry_rect.y - m.gap - self.header_h)
        self.row_h = max(22, round(m.small * 1.45))
        totals = 2 if self.game.setup.format.kind is MatchKind.POINTS else 1
        self.rows_fit = max(1, (self.table_rect.height - self.row_h * (1 + totals) - m.gap) // self.row_h)
        first = self.scroll
        self.rows.view = pygame.Rect(self.table_rect.x, self.table_rect.y + self.row_h, self.table_rect.width,
                                     self.rows_fit * self.row_h)
        self.rows.content_height = len(self.game.hands) * self.row_h
        self.scroll = first if first or len(self.game.hands) <= self.rows_fit else len(self.game.hands)
        # The entry boxes, one per side, across the panel.
        sides = len(self.game.setup.sides)
        gap = m.gap * 2
        inner = self.entry_rect.inflate(-2 * m.margin, 0)
        box_w = min(round(220 * m.scale) + 40, (inner.width - gap * (sides - 1)) // max(1, sides))
        total = box_w * sides + gap * (sides - 1)
        x0 = inner.centerx - total // 2
        y = self.entry_rect.y + 2 * m.small + 4 * m.gap
        self.box_rects = [pygame.Rect(x0 + i * (box_w + gap), y, box_w, max(36, m.row)) for i in range(sides)]
        if self.chiamata and not over:
            form_w = min(inner.width, round(700 * m.scale) + 100)
            area = pygame.Rect(inner.centerx - form_w // 2, self.entry_rect.y + m.small + m.gap,
                               form_w, 4 * 34 + 3 * m.gap)
            self.chiamata_form.layout(area, 34, m.gap)
        # The buttons along the bottom.
        if over:
            specs = [("scorepad.ui.new_game_key", self.on_new_game), ("scorepad.ui.undo_key", self.undo),
                     ("scorepad.ui.past_key", self.on_past), ("scorepad.ui.menu_key", self.on_home)]
        else:
            specs = [("scorepad.ui.record_key", self.commit)]
            if not self.chiamata:
                specs.append(("scorepad.ui.count_key", self.count_cards))
            specs += [("scorepad.ui.undo_key", self.undo), ("scorepad.ui.menu_key", self.on_home)]
        n = len(specs)
        bw = min(round(240 * m.scale) + 40, (w - m.margin - m.gap * (n - 1)) // n)
        x = w // 2 - (bw * n + m.gap * (n - 1)) // 2
        self.buttons = [Button(t(key), action, pygame.Rect(x + i * (bw + m.gap), self.button_y, bw, button_h),
                               value=key) for i, (key, action) in enumerate(specs)]
        self.buttons[0].focused = not over  # Enter records; with the game won, keys name each button

    # ---- input ---------------------------------------------------------------------------------
    def _row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.table_rect.collidepoint(pos):
            return None
        index = (pos[1] - self.table_rect.y - self.row_h) // self.row_h
        number = self.scroll + index + 1
        if 0 <= index < self.rows_fit and 1 <= number <= len(self.game.hands):
            return number
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.hover = b.contains(event.pos)
            if self.chiamata:
                self.chiamata_form.handle(event)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.rows.wheel(event, self.row_h)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in self.buttons:
                if b.contains(event.pos):
                    b.press()
                    return
            number = self._row_at(event.pos)
            if number is not None:
                self._load_entry(number)
                return
            for i, rect in enumerate(self.box_rects):
                if rect.collidepoint(event.pos) and not self.chiamata:
                    self.points_entry.focus = i
                    return
        if self.chiamata and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.chiamata_form.handle(event)
            return
        if event.type != pygame.KEYDOWN:
            return
        key, mods = event.key, event.mod
        if key == pygame.K_ESCAPE:
            if self.editing is not None:
                self.cancel_edit()
            else:
                self.on_home()
            return
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.commit()
            return
        ctrl = bool(mods & (pygame.KMOD_CTRL | pygame.KMOD_META))
        char = (event.unicode or "").lower()
        if (key == pygame.K_z and ctrl) or char == "u":
            self.undo()
            return
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) or (key in (pygame.K_UP, pygame.K_DOWN) and not self.chiamata):
            self._select(-1 if key in (pygame.K_UP, pygame.K_PAGEUP) else 1)
            return
        if char == "e" and self.selected is not None:
            self._load_entry(self.selected)
            return
        if self.game.over and self.editing is None:
            if char == "n":
                self.on_new_game()
            elif char == "p":
                self.on_past()
            return
        if self.chiamata:
            self.chiamata_form.handle(event)
            return
        entry = self.points_entry
        if char == "c":
            self.count_cards()
        elif char.isdigit():
            entry.type_text(char)
        elif key == pygame.K_BACKSPACE:
            entry.backspace()
        elif key == pygame.K_DELETE:
            entry.clear()
        elif key == pygame.K_TAB:
            entry.move(-1 if mods & pygame.KMOD_SHIFT else 1)
        elif key in (pygame.K_RIGHT, pygame.K_LEFT):
            entry.move(1 if key == pygame.K_RIGHT else -1)

    def _select(self, step: int) -> None:
        count = len(self.game.hands)
        if not count:
            return
        current = self.selected if self.selected is not None else count + (1 if step < 0 else 0)
        self.selected = max(1, min(count, current + step))
        if self.selected <= self.scroll:
            self.scroll = self.selected - 1
        elif self.selected > self.scroll + self.rows_fit:
            self.scroll = self.selected - self.rows_fit
        self._say(t("scorepad.ui.selected", hand=self.selected), False)

    # ---- drawing ---------------------------------------------------------------------------------
    def status_line(self) -> str:
        """"Hand 4 · Bruno deals" or the winner."""
        game = self.game
        if game.winners is not None:
            names = self.side_names()
            if len(game.winners) > 1:
                return t("scorepad.ui.winner_shared", names=", ".join(names[i] for i in game.winners))
            seats = 1 if self.chiamata else len(game.setup.sides[game.winners[0]])
            key = "scorepad.ui.winner_team" if seats > 1 else "scorepad.ui.winner_one"
            return t(key, side=names[game.winners[0]])
        key = "scorepad.ui.next_deal" if self.chiamata else "scorepad.ui.next_hand"
        return t(key, hand=game.next_number, dealer=game.setup.names[game.next_dealer])

    def draw(self, surface: pygame.Surface) -> None:
        m = self.m
        w, h = surface.get_size()
        surface.fill(FELT)
        text = self.app.text
        title = text.fit(t("scorepad.ui.pad_title", format=format_label(self.game.setup.format, t)), m.body,
                         w - m.margin, INK_DIM)
        surface.blit(title, title.get_rect(midtop=(w // 2, m.margin // 3)))
        over = self.game.over
        status = text.fit(self.status_line(), round(m.body * (1.5 if over else 1.1)), w - m.margin,
                          GOLD, bold=over)
        surface.blit(status, status.get_rect(midtop=(w // 2, m.margin // 3 + title.get_height() + m.gap)))
        self._draw_table(surface)
        if not over or self.editing is not None:
            self._draw_entry(surface)
        if self.message:
            panel(surface, self.message_rect, alpha=120, radius=8)
            lines = text.wrap(self.message, m.small, self.message_rect.width - 2 * m.gap,
                              RED if self.message_error else INK)
            y = self.message_rect.y + m.gap // 2
            for line in lines[:2]:
                surface.blit(line, line.get_rect(midtop=(self.message_rect.centerx, y)))
                y += line.get_height()
        for b in self.buttons:
            b.draw(surface, text, m.small)

    def _columns(self) -> tuple[list[str], list[int]]:
        """Column titles and x positions: hand number, one per side (or seat), then the note."""
        names = self.side_names()
        r = self.table_rect
        first_title = t("scorepad.ui.deal_column" if self.chiamata else "scorepad.ui.hand_column")
        # Wide enough for its own title ("Smazzata" is longer than "Hand"), drawn with 8 px to spare.
        title_width = self.app.text.render(first_title, self.m.small, bold=True).get_width()
        first = max(48, round(r.width * 0.08), title_width + 10)
        note = round(r.width * (0.34 if self.chiamata else 0.24))
        each = (r.width - first - note) // max(1, len(names))
        xs = [r.x] + [r.x + first + i * each for i in range(len(names))] + [r.x + first + len(names) * each]
        return [first_title, *names, t("scorepad.ui.note_column")], xs

    def _draw_table(self, surface: pygame.Surface) -> None:
        m, text, game = self.m, self.app.text, self.game
        r = self.table_rect
        panel(surface, r, alpha=150, radius=10)
        titles, xs = self._columns()
        widths = [xs[i + 1] - xs[i] if i + 1 < len(xs) else r.right - xs[i] for i in range(len(xs))]
        rh = self.row_h
        for i, title in enumerate(titles):
            words = text.fit(title, m.small, widths[i] - 8, GOLD, bold=True)
            surface.blit(words, words.get_rect(center=(xs[i] + widths[i] // 2, r.y + rh // 2)))
        shown = game.outcomes[self.scroll:self.scroll + self.rows_fit]
        for row, result in enumerate(shown):
            y = r.y + rh * (row + 1)
            rect = pygame.Rect(r.x + 4, y, r.width - 8, rh)
            if result.number in (self.selected, self.editing):
                pygame.draw.rect(surface, SELECTED_BG, rect, border_radius=4)
                pygame.draw.rect(surface, BUTTON_FOCUS, rect, width=2, border_radius=4)
            elif row % 2:
                pygame.draw.rect(surface, ROW_BG, rect, border_radius=4)
            cells = [str(result.number)]
            colours = [INK_DIM]
            if result.seat_scores is not None:
                hand = result.hand
                assert isinstance(hand, ChiamataHand)
                cells += [f"{v:+d}" for v in result.seat_scores]
                colours += [GOLD if v > 0 else INK for v in result.seat_scores]
                who = (t("scorepad.ui.alone", name=game.setup.names[hand.caller]) if hand.alone else
                       t("scorepad.ui.pair", caller=game.setup.names[hand.caller],
                         partner=game.setup.names[hand.partner]))
                note = t("scorepad.ui.deal_note", who=who, bid=hand.bid,
                         outcome=t("scorepad.ui.made" if hand.made else "scorepad.ui.failed"))
            else:
                pts = result.hand.points  # type: ignore[union-attr]
                cells += [str(v) for v in pts]
                colours += [GOLD if i == result.winner else (INK_DIM if result.winner is None else INK)
                            for i in range(len(pts))]
                note = t("scorepad.ui.drawn_note") if result.winner is None else ""
                dealer = t("scorepad.ui.dealt_by", name=game.setup.names[result.dealer])
                note = f"{note} · {dealer}" if note else dealer
            cells.append(note)
            colours.append(INK_DIM)
            for i, cell in enumerate(cells):
                bold = colours[i] == GOLD
                words = text.fit(cell, m.small, widths[i] - 8, colours[i], bold=bold)
                surface.blit(words, words.get_rect(center=(xs[i] + widths[i] // 2, y + rh // 2)))
        # Totals under a rule.
        st = game.standing
        y = r.y + rh * (self.rows_fit + 1) + m.gap // 2
        pygame.draw.line(surface, INK_DIM, (r.x + 8, y - 2), (r.right - 8, y - 2), 1)
        rows: list[tuple[str, tuple[int, ...]]] = []
        if self.chiamata:
            rows.append((t("scorepad.ui.total_match_points"), st.match_points))
        else:
            rows.append((t("scorepad.ui.total_hands_won"), st.hands_won))
            if game.setup.format.kind is MatchKind.POINTS:
                rows.append((t("scorepad.ui.total_points"), st.points))
        for k, (label, values) in enumerate(rows):
            yy = y + k * rh
            words = text.fit(label, m.small, widths[0] - 4, INK, bold=True)
            surface.blit(words, words.get_rect(midleft=(xs[0] + 6, yy + rh // 2)))
            best = max(values)
            for i, v in enumerate(values):
                cell = f"{v:+d}" if self.chiamata else str(v)
                colour = GOLD if v == best and (game.over or v) else INK
                words = text.fit(cell, m.body, widths[i + 1] - 8, colour, bold=True)
                surface.blit(words, words.get_rect(center=(xs[i + 1] + widths[i + 1] // 2, yy + rh // 2)))
        if self.rows.max_offset:
            self.rows.draw_bar(surface, r.right - 7, 5, 20, INK_DIM, 2)
            more = text.render(t("scorepad.ui.scroll_hint"), max(12, m.small - 4), INK_DIM)
            surface.blit(more, more.get_rect(bottomright=(r.right - 12, r.bottom - 2)))

    def _draw_entry(self, surface: pygame.Surface) -> None:
        m, text = self.m, self.app.text
        r = self.entry_rect
        panel(surface, r, alpha=190, radius=10)
        if self.editing is not None:
            heading = t("scorepad.ui.correcting", hand=self.editing)
        else:
            heading = t("scorepad.ui.enter_deal" if self.chiamata else "scorepad.ui.enter_hand",
                        hand=self.game.next_number)
        words = text.fit(heading, m.small, r.width - 2 * m.margin, GOLD, bold=True)
        surface.blit(words, (r.x + m.margin // 2, r.y + m.gap))
        if self.chiamata:
            self.chiamata_form.draw(surface, text, m)
            return
        entry = self.points_entry
        preview = entry.preview()
        filled = entry.filled_side
        names = self.side_names()
        for i, box in enumerate(self.box_rects):
            label = text.fit(names[i], m.small, box.width, INK)
            surface.blit(label, label.get_rect(midbottom=(box.centerx, box.y - 2)))
            pygame.draw.rect(surface, PANEL, box, border_radius=8)
            focused = i == entry.focus
            pygame.draw.rect(surface, GOLD if focused else INK_DIM, box, width=3 if focused else 2, border_radius=8)
            typed = entry.texts[i]
            if typed:
                value = text.render(typed, m.body, INK, bold=True)
            elif i == filled and preview[i] is not None:
                value = text.render(str(preview[i]), m.body, INK_DIM)  # what is left of 120
            else:
                value = text.render("–", m.body, INK_DIM)
            surface.blit(value, value.get_rect(center=box.center))
            pile = entry.piles.piles[i]
            if pile:
                tag = text.render(t("scorepad.ui.cards_counted", count=len(pile)), max(12, m.small - 4), INK_DIM)
                surface.blit(tag, tag.get_rect(midtop=(box.centerx, box.bottom + 2)))
        hint = text.fit(t("scorepad.ui.entry_hint"), max(12, m.small - 2), r.width - 2 * m.gap, INK_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(r.centerx, r.bottom - m.gap // 2)))
