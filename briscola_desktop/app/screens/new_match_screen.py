"""The new-match screen: seats and variant, the exchange of the seven (at a table with a turned trump),
match length, the deck the cards are drawn in, each computer seat's level, and the deal number (the
same number deals the same cards).

It starts the match by intent (``app.nav.start_match``): it imports neither the table nor another screen.
"""

from __future__ import annotations

import random
from typing import Any

from briscola_desktop.i18n import t
from briscola_desktop.rules import MATCH_FORMATS

from ..core.nav import MatchRequest
from ..core.options import DECK_STYLES, DEFAULT_LEVEL, LEVELS, default_format_name, formats_for, seat_counts, variants_for
from ..core.wording import level_name, seat_level_label, variant_about
from ..ui.controls import ButtonRow, Choice, Note, NumberField
from ..ui.form import Form, FormScene
from ..ui.metrics import Metrics
from ..core.scene import App
from .table_choice import TableChoice

MAX_DEAL_DIGITS = 9


# --------------------------------------------------------------------------- new match

class NewMatchScene(FormScene, TableChoice):
    """Choose the seats and variant, the match length, the computer levels and the deal number."""

    title_key = "newmatch.title"

    def __init__(self, app: App, rng: random.Random | None = None) -> None:
        super().__init__(app)
        self.rng = rng or random.Random()
        settings = app.settings
        self.choose_table(settings.variant, settings.match_format, settings.exchange)
        saved_levels = [lv for lv in settings.levels if lv in LEVELS] or [DEFAULT_LEVEL]
        # One remembered level per computer seat, for the largest table.
        self.levels = [saved_levels[i % len(saved_levels)] for i in range(max(seat_counts()) - 1)]
        self.deal_number = self.new_number()
        self.m = Metrics.for_size(app.size)
        self.form = Form()
        self.build()
        self.form.focus = len(self.form.controls) - 1  # Enter alone starts with the last choices

    # -- model -----------------------------------------------------------------------
    def new_number(self) -> str:
        return str(self.rng.randrange(1, 1_000_000))

    def build(self, focus: int | None = None) -> None:
        """(Re)make the rows: a table with more seats has more level rows."""
        variant = self.variant
        rows: list[Any] = [*self.seat_and_variant_rows(), Note(lambda: variant_about(self.variant_name)),
                           *self.exchange_rows(), self.format_row(),
                           Choice(lambda: t("settings.deck"), list(DECK_STYLES), self.app.settings.deck_style,
                                  lambda d: t(f"deck.style.{d}"), self.set_deck)]
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

    def set_deck(self, style: str) -> None:
        """Draw the cards in ``style`` from now on (saved as the settings' deck)."""
        self.app.settings.deck_style = style
        self.app.cards.follow_settings(self.app.settings)
        self.app.save_settings()
        self.app.relayout()

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
        if self.offers_exchange:   # chiamata and Briscolone leave the remembered choice alone
            settings.exchange = self.exchange_name
        self.app.save_settings()
        self.app.nav.start_match(MatchRequest(self.chosen_variant, MATCH_FORMATS[self.format_name],
                                              int(self.deal_number),
                                              tuple(self.chosen_levels())), replacing=self)

    def back(self) -> None:
        self.app.stack.remove(self)


__all__ = ["NewMatchScene", "variants_for", "formats_for", "seat_counts", "default_format_name"]
