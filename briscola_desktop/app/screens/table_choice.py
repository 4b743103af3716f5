"""The table choice that the new-match and host screens share: seats, variant, match format and the
house rule of the exchange of the seven.

A format stays chosen only while the variant can be played to it; changing the seats or the
variant rebuilds the screen's rows (a table with more seats has more seat rows). The exchange of the
seven is offered only at a table with a turned trump (chiamata calls its trump, Briscolone has none):
its choice is kept meanwhile, and :attr:`TableChoice.chosen_variant` is the table as it will be played.
"""

from __future__ import annotations

from dataclasses import replace

from briscola_desktop import i18n
from briscola_desktop.i18n import t
from briscola_desktop.rules import PRESETS, ExchangeRule, TrumpRule, Variant

from ..core.options import default_format_name, formats_for, seat_counts, variants_for
from ..core.scene import App
from ..core.wording import variant_label
from ..ui.controls import Choice, Note


class TableChoice:
    """Mixed into a form screen, which calls :meth:`choose_table` first and defines ``build(focus)``."""

    app: App
    variant_name: str
    format_name: str
    exchange_name: str = ExchangeRule.OFF.value

    def build(self, focus: int | None = None) -> None:
        raise NotImplementedError

    def choose_table(self, variant_name: str, format_name: str, exchange: str = ExchangeRule.OFF.value) -> None:
        """Start from remembered names: an unknown variant is the two-player game, a format that does
        not suit the variant is its usual one, an unknown exchange rule is off."""
        self.variant_name = variant_name if variant_name in PRESETS else "two_players"
        self.format_name = format_name
        self.exchange_name = exchange if exchange in {r.value for r in ExchangeRule} else ExchangeRule.OFF.value
        self._fit_format()

    @property
    def variant(self) -> Variant:
        return PRESETS[self.variant_name]

    @property
    def offers_exchange(self) -> bool:
        """The exchange of the seven needs a face-up trump under the stock."""
        return self.variant.trump is TrumpRule.TURNED

    @property
    def chosen_variant(self) -> Variant:
        """The table as it will be played: the preset with the exchange of the seven chosen (off where
        the table has no turned trump)."""
        if not self.offers_exchange:
            return self.variant
        return replace(self.variant, exchange=ExchangeRule(self.exchange_name))

    # -- rows ------------------------------------------------------------------------
    def seat_and_variant_rows(self) -> list[Choice]:
        """The seat count, then the variants for that many seats (named in the current deck's words)."""
        players = self.variant.players
        return [
            Choice(lambda: t("newmatch.seats"), seat_counts(), players,
                   lambda n: t("newmatch.seat_count", count=n), self.set_seats, wrap=False),
            Choice(lambda: t("newmatch.table"), variants_for(players), self.variant_name,
                   lambda name: i18n.capitalise(variant_label(name, self.app.cards.style)), self.set_variant),
        ]

    def format_row(self) -> Choice:
        """The match length, among the formats that suit the variant."""
        return Choice(lambda: t("newmatch.length"), formats_for(self.variant), self.format_name,
                      lambda name: t(f"newmatch.format.{name}"), self.set_format)

    def exchange_rows(self) -> list:
        """The house rule's row and its one-line explanation, at a table with a turned trump (none elsewhere)."""
        if not self.offers_exchange:
            return []
        return [Choice(lambda: t("exchange.option"), [r.value for r in ExchangeRule], self.exchange_name,
                       lambda name: t(f"exchange.value.{name}"), self.set_exchange),
                Note(lambda: t(f"exchange.about.{self.exchange_name}"))]

    # -- changes ---------------------------------------------------------------------
    def set_seats(self, n: int) -> None:
        self.variant_name = variants_for(n)[0]
        self._fit_format()
        self.build(focus=0)

    def set_variant(self, name: str) -> None:
        self.variant_name = name
        self._fit_format()
        self.build(focus=1)

    def set_format(self, name: str) -> None:
        self.format_name = name

    def set_exchange(self, name: str) -> None:
        self.exchange_name = name

    def _fit_format(self) -> None:
        if self.format_name not in formats_for(self.variant):
            self.format_name = default_format_name(self.variant)


__all__ = ["TableChoice"]
