"""The table choice that the new-match and host screens share: seats, variant and match format.

A format stays chosen only while the variant can be played to it; changing the seats or the
variant rebuilds the screen's rows (a table with more seats has more seat rows).
"""

from __future__ import annotations

from briscola_desktop import i18n
from briscola_desktop.i18n import t
from briscola_desktop.rules import PRESETS, Variant

from ..core.options import default_format_name, formats_for, seat_counts, variants_for
from ..core.scene import App
from ..core.wording import variant_label
from ..ui.controls import Choice


class TableChoice:
    """Mixed into a form screen, which calls :meth:`choose_table` first and defines ``build(focus)``."""

    app: App
    variant_name: str
    format_name: str

    def build(self, focus: int | None = None) -> None:
        raise NotImplementedError

    def choose_table(self, variant_name: str, format_name: str) -> None:
        """Start from remembered names: an unknown variant is the two-player game, a format that does
        not suit the variant is its usual one."""
        self.variant_name = variant_name if variant_name in PRESETS else "two_players"
        self.format_name = format_name
        self._fit_format()

    @property
    def variant(self) -> Variant:
        return PRESETS[self.variant_name]

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

    def _fit_format(self) -> None:
        if self.format_name not in formats_for(self.variant):
            self.format_name = default_format_name(self.variant)


__all__ = ["TableChoice"]
