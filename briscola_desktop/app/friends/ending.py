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


class FriendsSide(Protocol):
    """What the friends' ending needs besides the table's (the friends' table companion has it): its
    notes, the lobby, who opened and who hosts the table."""

    @property
    def owner(self) -> bool: ...
    @property
    def hosting(self) -> bool: ...
    def result_notes(self) -> list[str]: ...
    def back_to_lobby(self) -> None: ...
    def close_for_everyone(self) -> None: ...


class FriendsEnding(HandEnding):
    """:class:`HandEnding` at a table with friends (see the module docstring)."""

    def __init__(self, table: EndingTable, friends: FriendsSide) -> None:
        super().__init__(table)
        self.friends = friends

    def notes(self) -> list[str]:
        return self.friends.result_notes()

    def review_words(self) -> TableWords | None:
        """The review names each seat as the table did: the friends by their names."""
        return replace(self.table.words, states=())

    def match_choices(self) -> dict[str, Callable[[], None] | None]:
        friends = self.friends
        return {"on_main_menu": self.main_menu, "on_statistics": None,
                "on_lobby": friends.back_to_lobby if friends.owner else None}

    def main_menu(self) -> None:
        """The title; the host is asked first, since leaving closes the table for everyone."""
        if self.friends.hosting:
            ask_before_leaving(self.table.app, hosting=True, on_close=self.friends.close_for_everyone)
        else:
            self.table.app.nav.go_home()


def ask_before_leaving(app: App, *, hosting: bool, on_close: Callable[[], None] | None = None) -> None:
    """Leaving a table with friends for the title, asked first: the host's leaving closes the table for
    everyone (``on_close``, then the title: the table leaves every Reopen and Join list); a friend's seat
    waits for them (Join offers it back) while the match goes on."""
    if hosting:
        question, leave = "friends.close_table_question", "friends.close_table"
    else:
        question, leave = "friends.leave_match_question", "friends.leave"
    def yes() -> None:
        if hosting and on_close is not None:
            on_close()
        app.nav.go_home()

    app.stack.push(ConfirmScene(app, lambda: t(question), lambda: t(leave), lambda: t("friends.stay"),
                                on_yes=yes))


__all__ = ["FriendsEnding", "FriendsSide", "ask_before_leaving"]
