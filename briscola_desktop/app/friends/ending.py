"""The end of a hand and of a match at a table with friends: the usual result dialogs, with who has
moved on shown under the match line, and the match's own choices: Rematch, Back to the lobby (the
host: the same seats, to start again) and Main menu (the host is asked first: it closes the table
for everyone)."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable, Protocol

from briscola_desktop.i18n import t

from ..core.scene import App
from ..core.wording import TableWords
from ..table.ending import EndingTable, HandEnding
from ..ui.dialog import ConfirmScene


class FriendsEndingTable(EndingTable, Protocol):
    """What the friends' ending needs besides the table's: its notes, the lobby, leaving."""

    @property
    def owner(self) -> bool: ...
    @property
    def hosting(self) -> bool: ...
    def result_notes(self) -> list[str]: ...
    def back_to_lobby(self) -> None: ...


class FriendsEnding(HandEnding):
    """:class:`HandEnding` at a table with friends (see the module docstring)."""

    table: FriendsEndingTable

    def notes(self) -> list[str]:
        return self.table.result_notes()

    def review_words(self) -> TableWords | None:
        """The review names each seat as the table did: the friends by their names."""
        return replace(self.table.words, states=())

    def match_choices(self) -> dict[str, Callable[[], None] | None]:
        table = self.table
        return {"on_main_menu": self.main_menu, "on_statistics": None,
                "on_lobby": table.back_to_lobby if table.owner else None}

    def main_menu(self) -> None:
        """The title; the host is asked first, since leaving closes the table for everyone."""
        if self.table.hosting:
            ask_before_leaving(self.table.app, hosting=True)
        else:
            self.table.app.nav.go_home()


def ask_before_leaving(app: App, *, hosting: bool) -> None:
    """Leaving a table with friends for the title, asked first: the host's leaving closes the table for
    everyone; a friend's seat waits for them (Join offers it back) while the match goes on."""
    if hosting:
        question, leave = "friends.close_table_question", "friends.close_table"
    else:
        question, leave = "friends.leave_match_question", "friends.leave"
    app.stack.push(ConfirmScene(app, lambda: t(question), lambda: t(leave), lambda: t("friends.stay"),
                                on_yes=app.nav.go_home))


__all__ = ["FriendsEnding", "FriendsEndingTable", "ask_before_leaving"]
