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
                                       ScorePadError, ScorePadStore, describe)
from briscola_desktop.scorepad.game import replay

from ..core.scene import App, Scene
from ..ui.controls import Choice, NumberField
from ..ui.form import Form
from ..ui.metrics import Metrics
from ..ui.scroll import ScrollView
from ..ui.widgets import Button
from .pad_input import PadInput
from .pad_view import FORM_ROW, PadModel, PadMoment, build_model, draw_pad, pad_geometry, side_names, status_line

OpenCount = Callable[[PointsEntry, list[str], Callable[[], None]], None]


class PadScene(Scene):
    """One game on the pad. ``on_new_game``/``on_past``/``on_home`` are the ways out.

    The table's shape: :class:`PadInput` turns keys and clicks into the intents below, ``update``
    builds the :class:`PadModel`, and ``pad_view`` paints it.
    """

    escape_goes_back = True

    def __init__(self, app: App, store: ScorePadStore, game: ScoreGame, *, open_count: OpenCount,
                 on_new_game: Callable[[], None], on_past: Callable[[], None], on_home: Callable[[], None],
                 read_only: bool = False) -> None:
        """``read_only``: a past game shown again: its hands, no entry, nothing changed or saved."""
        super().__init__(app)
        self.store, self.game = store, game
        self.read_only = read_only
        self.open_count, self.on_new_game, self.on_past, self.on_home = open_count, on_new_game, on_past, on_home
        self.m = Metrics.for_size(app.size)
        self.editing: int | None = None    # the hand number being corrected
        self.selected: int | None = None   # the hand row chosen with Up/Down
        self.message = ""
        self.message_error = False
        self.entry_refused = False         # the message is the refusal of the entry as it was
        self.rows = ScrollView()           # the hand rows, scrolled a whole row at a time
        self.geo = pad_geometry(app.size, self.m, sides=len(game.setup.sides), chiamata=game.setup.chiamata,
                                entry_shown=True, totals=1)
        self.buttons: list[Button] = []
        self.input = PadInput(self)
        self.chiamata_form = Form()
        self.points_entry = PointsEntry(len(game.setup.sides))
        self.chiamata_entry = ChiamataEntry(game.setup.players)
        self._build_chiamata_form()
        self._take_notices()
        self.model: PadModel = self._model()

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
        return side_names(self.game)

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
        self.entry_refused = False
        self.app.invalidate()

    def _entry_acceptable(self) -> bool:
        """Whether Record would take the entry as it stands now (nothing is recorded)."""
        try:
            hand = self.chiamata_entry.commit() if self.chiamata else self.points_entry.commit()
            if self.editing is None:
                self.game.check(hand)
            else:
                hands = list(self.game.hands)
                hands[self.editing - 1] = hand
                replay(self.game.setup, hands)
        except ScorePadError:
            return False
        return True

    def _take_notices(self) -> None:
        if self.store.notices:
            self._say(" ".join(t(k) for k in self.store.notices), True)
            self.store.notices.clear()

    # ---- actions -------------------------------------------------------------------------------
    def commit(self) -> None:
        """Record the entry (or the correction); a refusal is shown and the entry kept."""
        if self.read_only:
            return
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
            self.entry_refused = True   # cleared as soon as the entry is fixed
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
        if self.read_only:
            return
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
        if self.read_only or self.chiamata or (self.game.over and self.editing is None):
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

    # ---- layout ---------------------------------------------------------------------------------
    @property
    def entry_open(self) -> bool:
        """The entry shows until the game is won, and again while a hand is corrected (never on a past game)."""
        return not self.read_only and (not self.game.over or self.editing is not None)

    @property
    def box_rects(self) -> tuple[pygame.Rect, ...]:
        return self.geo.box_rects

    @property
    def table_rect(self) -> pygame.Rect:
        return self.geo.table_rect

    @property
    def row_h(self) -> int:
        return self.geo.row_h

    @property
    def rows_fit(self) -> int:
        return self.geo.rows_fit

    def layout(self, size: tuple[int, int]) -> None:
        m = self.m = Metrics.for_size(size)
        w = size[0]
        entry_open = self.entry_open
        totals = 2 if self.game.setup.format.kind is MatchKind.POINTS else 1
        first = self.scroll
        geo = self.geo = pad_geometry(size, m, sides=len(self.game.setup.sides), chiamata=self.chiamata,
                                      entry_shown=entry_open, totals=totals)
        self.rows.view = pygame.Rect(geo.table_rect.x, geo.table_rect.y + geo.row_h, geo.table_rect.width,
                                     geo.rows_fit * geo.row_h)
        self.rows.content_height = len(self.game.hands) * geo.row_h
        self.scroll = first if first or len(self.game.hands) <= geo.rows_fit else len(self.game.hands)
        if self.chiamata and entry_open:
            self.chiamata_form.layout(geo.form_rect, FORM_ROW, m.gap)
        # The buttons along the bottom.
        if self.read_only:
            specs = [("scorepad.ui.back_key", self.on_home)]
        elif entry_open:
            specs = [("scorepad.ui.record_key", self.commit)]
            if not self.chiamata:
                specs.append(("scorepad.ui.count_key", self.count_cards))
            specs += [("scorepad.ui.undo_key", self.undo), ("scorepad.ui.menu_key", self.on_home)]
        else:
            specs = [("scorepad.ui.new_game_key", self.on_new_game), ("scorepad.ui.undo_key", self.undo),
                     ("scorepad.ui.past_key", self.on_past), ("scorepad.ui.menu_key", self.on_home)]
        n = len(specs)
        bw = min(round(240 * m.scale) + 40, (w - m.margin - m.gap * (n - 1)) // n)
        x = w // 2 - (bw * n + m.gap * (n - 1)) // 2
        self.buttons = [Button(t(key), action, pygame.Rect(x + i * (bw + m.gap), geo.button_y, bw, geo.button_h),
                               value=key) for i, (key, action) in enumerate(specs)]
        self.buttons[0].focused = entry_open  # Enter records; with the game won, keys name each button
        self.model = self._model()

    # ---- input ---------------------------------------------------------------------------------
    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The number of the hand whose row is at ``pos``, if any."""
        geo = self.geo
        if not geo.table_rect.collidepoint(pos):
            return None
        index = (pos[1] - geo.table_rect.y - geo.row_h) // geo.row_h
        number = self.scroll + index + 1
        if 0 <= index < geo.rows_fit and 1 <= number <= len(self.game.hands):
            return number
        return None

    def back(self) -> None:
        """Esc: stop correcting a hand, else leave the pad."""
        if self.editing is not None:
            self.cancel_edit()
        else:
            self.on_home()

    def handle(self, event: pygame.event.Event) -> None:
        self.input.handle(event)

    def new_game(self) -> None:
        if not self.read_only:
            self.on_new_game()

    def past_games(self) -> None:
        self.on_past()

    def edit(self, number: int) -> None:
        if self.read_only:   # a past game's hand is looked at, never changed
            self.selected = number
            return
        self._load_entry(number)

    def select(self, step: int) -> None:
        """Choose the hand row above or below (the newest first when none is chosen)."""
        count = len(self.game.hands)
        if not count:
            return
        current = self.selected if self.selected is not None else count + (1 if step < 0 else 0)
        self.selected = max(1, min(count, current + step))
        if self.selected <= self.scroll:
            self.scroll = self.selected - 1
        elif self.selected > self.scroll + self.rows_fit:
            self.scroll = self.selected - self.rows_fit
        if not self.read_only:
            self._say(t("scorepad.ui.selected", hand=self.selected), False)

    # ---- the frame -------------------------------------------------------------------------------
    def status_line(self) -> str:
        """"Hand 4 · Bruno deals" or the winner."""
        return status_line(self.game)

    def _model(self) -> PadModel:
        moment = PadMoment(self.points_entry, self.editing, self.selected, self.scroll, self.rows.max_offset > 0,
                           self.message, self.message_error)
        return build_model(self.game, moment, self.geo, self.app.text, self.m)

    def update(self, dt: float) -> None:
        if self.entry_refused and self._entry_acceptable():
            self._say("", False)   # the red refusal was about an entry that has since been fixed
        self.model = self._model()

    def draw(self, surface: pygame.Surface) -> None:
        draw_pad(surface, self.model, self.geo, self.app.text, self.m, rows=self.rows, form=self.chiamata_form,
                 buttons=self.buttons)


__all__ = ["PadScene"]
