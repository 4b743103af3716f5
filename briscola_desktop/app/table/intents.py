"""The person's intents at the table, as the table scene carries them out: play a card, take the face-up
trump with the seven, show or hide the hint and the counting panel, look at the last trick, and the
pause menu's New match. :class:`TableIntents` is part of :class:`~.scene.TableScene` (its methods are the
scene's: the input, the dialogs and the tests call them on the scene); it decides no rule, the port says
what is legal and why not.
"""

from __future__ import annotations

from typing import Callable

from briscola_desktop.i18n import t
from briscola_desktop.play.local import LocalTable
from briscola_desktop.play.port import TablePort
from briscola_desktop.rules import EXCHANGE, Card, ExchangeRule
from briscola_desktop.rules.variant import Variant

from ..core.nav import Screen
from ..core.scene import App
from ..core.wording import TableWords, variant_title
from .board import Banner, Board
from .dialogs import LastTrickScene
from .input import TableInput
from .layout import TableLayout

#: The "hints are off" notice names a setting and the way to it: time to read it.
HINTS_OFF_SECONDS = 4.0


class TableIntents:
    """The person's intents (see the module docstring); the scene provides what is declared here."""

    app: App
    port: TablePort
    local: LocalTable | None
    board: Board
    input: TableInput
    lay: TableLayout | None
    variant: Variant
    help_on: bool
    show_hint: bool
    show_counting: bool
    words: TableWords
    legal_now: Callable[[], list]
    submit: Callable[[object], bool]
    _notice: Callable[..., None]
    new_match: Callable[[], None]

    def play_card(self, c: Card) -> bool:
        """The person plays ``c`` (from a click, a drag or a key)."""
        if c not in self.legal_now():
            if self.port.my_turn() and c in self.port.view().hand:
                self._notice(Banner("table.must_follow"))
            return False
        drag = self.input.drag
        start = (drag[1], drag[2]) if drag is not None and drag[0] == c else None
        ok = self.submit(c)
        if ok and start is not None:
            sprite = self.board.sprites.get(int(c))
            if sprite is not None and sprite.motion is not None:
                sprite.motion.x0, sprite.motion.y0 = start
        return ok

    def exchange(self) -> bool:
        """The person takes the face-up trump with the seven (or the two): a click on it, or X. When the
        rules do not allow it now, the reason they give is said in the line over the hand."""
        port = self.port
        if port.variant.exchange is ExchangeRule.OFF:
            return False
        if EXCHANGE in self.legal_now():
            return self.submit(EXCHANGE)   # the event it makes is said when it comes (_show_events)
        refusal = port.view().exchange_refusal()
        if refusal is not None and refusal.why:
            self._notice(Banner(f"exchange.refused.{refusal.why}"))
        return False

    def toggle_hint(self) -> None:
        """H: show or hide the hint for this match (the setting decides whether help is offered)."""
        if not self.help_on:
            self.tell_hints_off()
            return
        self.show_hint = not self.show_hint

    def toggle_counting(self) -> None:
        """C: show or hide the card-counting panel (offered with the hints)."""
        if not self.help_on:
            self.tell_hints_off()
            return
        self.show_counting = not self.show_counting
        self.app.settings.counting_panel = self.show_counting

    def tell_hints_off(self) -> None:
        """H or C with hints off: say so, and where to turn them on. The press itself is spent
        here; nothing is kept to act on later, when the hints are turned on."""
        self._notice(Banner("table.hints_off"), HINTS_OFF_SECONDS)

    def show_last_trick(self) -> None:
        if self.board.last_trick is None:
            self._notice(Banner("table.no_trick_yet"))
            return
        card_width = self.lay.card_width if self.lay else 100
        self.app.stack.push(LastTrickScene(self.app, self.board.last_trick, self.words, card_width))

    def choose_new_match(self) -> None:
        """The pause menu's New match, once the abandon is confirmed: the new-match screen over the
        title, as the title's New match opens it (dealing the same table again at once left no
        choice of table). The match stays saved until the new one starts, so Back from that
        screen finds it under Continue. At a table played elsewhere: ask the host for a rematch."""
        if self.local is None:
            self.new_match()
            return
        self.port.save_now()
        self.app.nav.go_home()
        self.app.nav.open(Screen.NEW_MATCH)

    def match_detail(self) -> str:
        """"2 players, classic, hand 3": the match under way, as the title's Continue names it."""
        return t("menu.continue_detail", table=variant_title(self.variant.name, self.app.cards.style),
                 hand=self.port.standing().hand_index + 1)


__all__ = ["TableIntents", "HINTS_OFF_SECONDS"]
