"""The end of a hand and of a match at the table: the result dialogs, their sounds, what comes next.

:class:`HandEnding` is told by the board that a hand's last trick has been shown. It opens
the hand result (or, on the deciding hand, the match result with that hand's detail: one
dialog, not two in a row), and once it is read asks the port for the next deal. It reads the
match only through the table's port, as the scene does.
"""

from __future__ import annotations

from typing import Callable, Protocol

from briscola_desktop.play.port import TablePort
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.rules import Card, HandResult

from ..core.nav import Screen
from ..core.scene import App
from ..core.wording import TableWords
from .anim import Step
from .board import Board
from .results import HandDetail, HandResultScene, MatchResultScene

HAND_RESULT_PAUSE = 2.5     # autoplay: seconds (times the speed factor) a hand result stays
MATCH_RESULT_PAUSE = 4.0    # ... and the match result


def counting_cards_taken(tricks: list, sides: tuple[tuple[int, ...], ...]) -> tuple[tuple[Card, ...], ...]:
    """Per side (in ``sides`` order), the counting cards its seats took, highest first: what a
    player lays out counting the pile at the end of a hand. Points and trick winners come from
    the rules core's records."""
    taken: list[list[Card]] = [[] for _ in sides]
    for trick in tricks:
        for i, side in enumerate(sides):
            if trick.winner in side:
                taken[i] += [c for _, c in trick.cards if c.points]
    return tuple(tuple(sorted(cards, key=lambda c: (-c.points, int(c)))) for cards in taken)


class EndingTable(Protocol):
    """What the hand's end needs of the table (the scene implements it)."""

    app: App
    port: TablePort
    config: TableConfig
    board: Board

    @property
    def words(self) -> TableWords: ...
    def match_line(self) -> str: ...
    def new_match(self) -> None: ...
    def tell_notices(self) -> None: ...


class HandEnding:
    """The result dialogs of one table."""

    def __init__(self, table: EndingTable) -> None:
        self.table = table

    def auto_pause(self, default: float) -> float | None:
        """Seconds a result screen waits before moving on by itself (autoplay), else None."""
        table = self.table
        if not (table.config.autoplay or table.app.autoplay):
            return None
        pause = table.config.result_pause
        return pause if pause is not None else default * table.board.factor

    def hand_over(self, result: HandResult, step: Step) -> None:
        """The board has shown the hand's last trick: its result, or on the deciding hand the match
        result with that hand's detail."""
        table, app, port = self.table, self.table.app, self.table.port
        record = port.hand_ended()
        if result.thrown_in:   # chiamata: everyone passed; the next dealer deals
            step.release()
            self.after_hand()
            return
        detail = HandDetail(app, result, table.words, art=app.cards,
                            taken=counting_cards_taken(list(port.view().tricks), result.sides))
        review = None if record is None else (lambda: app.nav.open(Screen.REVIEW, record=record,
                                                                   words=self.review_words()))
        if port.standing().is_over:
            step.release()
            self.after_hand(detail, review)
            return
        won = result.winner is not None and port.seat in result.sides[result.winner]
        app.play_sound("hand_won" if won else "hand_lost")
        app.stack.push(self.hand_result(detail, lambda: (step.release(), self.after_hand()), review))

    def hand_result(self, detail: HandDetail, on_done: Callable[[], object],
                    review: Callable[[], object] | None) -> HandResultScene:
        """The dialog of a hand that does not decide the match (a table with friends adds its notes)."""
        table = self.table
        return HandResultScene(table.app, detail, table.match_line, duration_factor=table.board.factor,
                               auto_pause=self.auto_pause(HAND_RESULT_PAUSE), on_done=on_done, on_review=review,
                               notes=self.notes)

    def review_words(self) -> TableWords | None:
        """How the hand's review names the seats (None: as any table does)."""
        return None

    def notes(self) -> list[str]:
        """Lines under a result's match line, asked for every frame (a table with friends: who moved on)."""
        return []

    def match_choices(self) -> dict[str, Callable[[], None] | None]:
        """Where the match result leads besides a rematch: the main menu and the statistics here."""
        return {"on_main_menu": self.table.app.nav.go_home, "on_statistics": self.open_statistics}

    def after_hand(self, detail: HandDetail | None = None, review: Callable[[], object] | None = None) -> None:
        """The hand result was read (or the deciding hand is over): the next deal (its events come
        back through the port), or the match result."""
        table, app, port = self.table, self.table.app, self.table.port
        standing = port.standing()
        port.request_next_deal()   # at the match's end: the port hears the result was read
        if not standing.is_over:
            return
        if any(port.seat in standing.sides[w] for w in standing.winners or ()):
            app.play_sound("match_won")
        elif detail is not None:   # the deciding hand was lost: its own sound, as any lost hand
            app.play_sound("hand_lost")
        app.stack.push(self.match_result(detail, review))
        table.tell_notices()  # above the result: e.g. the match is kept for the statistics

    def match_result(self, detail: HandDetail | None, review: Callable[[], object] | None) -> MatchResultScene:
        """The match's result and where to go next (a table with friends offers its own choices)."""
        table, app = self.table, self.table.app
        on_auto = (lambda: app.quit(0)) if table.config.quit_after_match else None
        return MatchResultScene(app, table.port.standing(), table.words, table.match_line,
                                auto_pause=self.auto_pause(MATCH_RESULT_PAUSE),
                                on_new_match=table.new_match, on_auto=on_auto, detail=detail,
                                duration_factor=table.board.factor, on_review=review, notes=self.notes,
                                **self.match_choices())

    def open_statistics(self) -> None:
        """From the match result: the statistics, over the title (Back leads home, not to a finished table)."""
        nav = self.table.app.nav
        nav.go_home()
        nav.open(Screen.STATISTICS)


__all__ = ["HandEnding", "EndingTable", "HAND_RESULT_PAUSE", "MATCH_RESULT_PAUSE", "counting_cards_taken"]
