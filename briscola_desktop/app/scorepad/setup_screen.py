"""Set-up of a score pad game: players, names, teams, how the game is won, who deals first."""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from briscola_desktop.i18n import capitalise, t
from briscola_desktop.rules import MATCH_FORMATS
from briscola_desktop.scorepad import (MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS, ScorePadError, Seating, Setup,
                                       deals, describe, first_to, format_label, seatings_for,
                                       sides_of)
from briscola_desktop.scorepad.setup import CHIAMATA_PLAYERS
from briscola_desktop.scorepad.wording import side_name

from ..core.scene import App
from ..ui.controls import ButtonRow, Choice, Note, NumberField
from ..ui.form import Form, FormScene
from ..ui.metrics import Metrics
from ..ui.textfield import TextField
from ..ui.widgets import GOLD, RED

# The formats offered, in order; "first_to" and "chiamata" ask for their number.
POINT_FORMATS = ("best_of_three", "single_hand", "best_of_five", "first_to", "to_121", "to_151")
CHIAMATA = "chiamata"
DEFAULT_FIRST_TO = "4"
DEFAULT_DEALS = "5"


class SetupScene(FormScene):
    """The form; Start builds a :class:`Setup` (refusals shown in red under the form)."""

    title_key = "scorepad.ui.setup_title"

    def __init__(self, app: App, on_start: Callable[[Setup], None], on_back: Callable[[], None],
                 names: Sequence[str] = ()) -> None:
        """``names``: the names of the last game started, offered again (an empty field shows "Player 3"
        greyed, and stands for it)."""
        super().__init__(app)
        self.on_start, self.on_back = on_start, on_back
        self.m = Metrics.for_size(app.size)
        self.error = ""
        self.players = min(MAX_PLAYERS, max(MIN_PLAYERS, len(names))) if names else 2
        self.names: list[str] = [*names[:MAX_PLAYERS], *[""] * (MAX_PLAYERS - len(names))]
        self.players_choice = Choice(lambda: t("scorepad.ui.players"), list(range(MIN_PLAYERS, MAX_PLAYERS + 1)),
                                     self.players, lambda n: t("newmatch.seat_count", count=n),
                                     self._players_changed)
        self.seating_choice = Choice(lambda: t("scorepad.ui.seating"), [Seating.EACH_ALONE], Seating.EACH_ALONE,
                                     lambda s: t(f"scorepad.seating.{s.value}"), lambda _: self._rebuild())
        self.format_choice = Choice(lambda: t("scorepad.ui.format"), list(POINT_FORMATS), "best_of_three",
                                    self._format_name, lambda _: self._rebuild())
        self.target = NumberField(self._target_label, DEFAULT_FIRST_TO, max_digits=2,
                                  on_change=lambda _v: self._edited())
        self.dealer_choice = Choice(lambda: t("scorepad.ui.first_dealer"), [0, 1], 0,
                                    lambda i: self.name_of(int(i)))
        self.name_fields = [TextField(lambda i=i: t("seat.player", number=i + 1), self.names[i], MAX_NAME_LENGTH,
                                      lambda _v: self._edited(), placeholder=lambda i=i: t("seat.player", number=i + 1))
                            for i in range(MAX_PLAYERS)]
        self.error_note = Note(lambda: self.error, RED)
        self.sides_note = Note(self.sides_preview, GOLD)
        self.actions = ButtonRow([(lambda: t("scorepad.ui.start"), self.start),
                                  (lambda: t("scorepad.ui.back"), self.back)])
        self.form = Form()
        self._rebuild()

    # -- choices -------------------------------------------------------------------------
    def _format_name(self, name: str) -> str:
        if name == "first_to":
            return t("scorepad.ui.format_first_to")
        if name == CHIAMATA:
            return t("scorepad.ui.format_chiamata")
        return capitalise(format_label(MATCH_FORMATS[name], t))

    def name_of(self, seat: int) -> str:
        """The name typed for ``seat``, or the greyed one its empty field stands for."""
        return self.name_fields[seat].value.strip() or t("seat.player", number=seat + 1)

    def typed_names(self) -> list[str]:
        return [self.name_of(i) for i in range(self.players)]

    def _edited(self) -> None:
        """A name changed: a red refusal shown earlier goes as soon as the form would be accepted."""
        if self.error and self._refusal() is None:
            self.error = ""
            for f in self.name_fields:
                f.invalid = False

    def sides_preview(self) -> str:
        """"Anna & Chiara vs Bruno & Dario": who plays with whom, as the names stand."""
        names = tuple(self.typed_names())
        sides = sides_of(self.seating_choice.value, self.players)
        return t("scorepad.ui.versus").join(side_name(names, side, t) for side in sides)

    def _target_label(self) -> str:
        return t("scorepad.ui.deals" if self.format_choice.value == CHIAMATA else "scorepad.ui.wins_needed")

    def _players_changed(self, players: Any) -> None:
        self.players = int(players)
        self._rebuild()

    def _rebuild(self) -> None:
        n = self.players
        self.seating_choice.set_options(seatings_for(n))
        formats = list(POINT_FORMATS)
        if n == CHIAMATA_PLAYERS and self.seating_choice.value is Seating.EACH_ALONE:
            formats.append(CHIAMATA)
        old_format = self.format_choice.value
        self.format_choice.set_options(formats)
        if self.format_choice.value != old_format or not self.target.value:
            self.target.value = DEFAULT_DEALS if self.format_choice.value == CHIAMATA else DEFAULT_FIRST_TO
        self.dealer_choice.set_options(list(range(n)))
        rows = [self.players_choice, self.seating_choice, self.format_choice]
        if self.format_choice.value in ("first_to", CHIAMATA):
            rows.append(self.target)
        rows += self.name_fields[:n] + [self.sides_note, self.dealer_choice, self.error_note, self.actions]
        self.form.set_controls(rows)
        self.layout(self.app.size)
        self._edited()
        self.app.invalidate()

    def layout(self, size: tuple[int, int]) -> None:
        m = self.m = Metrics.for_size(size)
        top = round(m.title * 1.4) + m.margin // 2
        width = min(size[0] - 2 * m.margin, round(900 * m.scale) + 100)
        area = pygame.Rect((size[0] - width) // 2, top, width, size[1] - top - m.margin // 2)
        self.form.layout(area, m.row, m.gap)

    # -- actions ---------------------------------------------------------------------------
    def chosen_format(self):
        name = self.format_choice.value
        number = int(self.target.value) if self.target.value else 0
        if name == "first_to":
            return first_to(max(1, number))
        if name == CHIAMATA:
            return deals(max(1, number))
        return MATCH_FORMATS[name]

    def _create(self) -> Setup:
        return Setup.create(self.typed_names(), self.seating_choice.value, self.chosen_format(),
                            self.dealer_choice.value)

    def _refusal(self) -> Exception | None:
        """Why Start would refuse the form as it stands (None: it would start)."""
        try:
            self._create()
        except (ScorePadError, ValueError) as exc:
            return exc
        return None

    def start(self) -> None:
        for f in self.name_fields:
            f.invalid = False
        try:
            setup = self._create()
        except ScorePadError as exc:
            self.error = describe(exc, None, t)
            seat = exc.params.get("seat")
            if isinstance(seat, int) and 1 <= seat <= self.players:
                self.name_fields[seat - 1].invalid = True
            elif exc.key == "scorepad.error.name_taken":
                for f in self.name_fields[: self.players]:
                    f.invalid = f.value.strip().casefold() == str(exc.params.get("name", "")).casefold()
            self.app.invalidate()
            return
        except ValueError:  # the rules core refused the target (e.g. 0 hands)
            self.error = t("scorepad.error.format")
            return
        self.error = ""
        self.on_start(setup)

    def back(self) -> None:
        self.on_back()

    # -- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        focused = self.form.focused
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            if isinstance(focused, TextField):
                focused.text_event(event)
            return  # a number field takes its digits from KEYDOWN
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and focused is not self.actions and not isinstance(focused, Choice):
            self.start()
            return
        super().handle(event)
        if isinstance(self.form.focused, TextField):
            self.form.focused.show_input_method_at()
