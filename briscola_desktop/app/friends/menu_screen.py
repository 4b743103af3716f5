"""Play with friends: host a table or join one (a small form of two choices)."""

from __future__ import annotations

from briscola_desktop.i18n import t

from briscola_desktop.userfiles.seats import KeptSeat, SeatKeys

from ..core.nav import Screen
from ..core.scene import App
from ..ui.controls import ButtonRow, Note
from ..ui.form import Form, FormScene
from ..ui.metrics import Metrics
from ..ui.widgets import RED
from .link import reopen_table, saved_match_under_way, saved_table


class FriendsScene(FormScene):
    """Host a table, join one, or go back."""

    form_width = 800
    title_key = "friends.title"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.m = Metrics.for_size(app.size)
        self.form = Form()
        self.problem = ""
        self.listen = "0.0.0.0"   # where an opened-again table listens (tests: 127.0.0.1)
        self.build()

    def hosted(self) -> list[KeptSeat]:
        """This window's own hosted tables that were saved mid-match (newest first)."""
        store = self.app.store
        if store is None:
            return []
        return [s for s in reversed(SeatKeys(store).seats())
                if s.address.startswith("127.0.0.1:") and saved_table(store.folder, s.code)]

    def build(self) -> None:
        rows = [Note(lambda: t("friends.about")),
                ButtonRow([(lambda: t("friends.host"), self.host)]),
                Note(lambda: t("friends.host_about"), caption=True),
                ButtonRow([(lambda: t("friends.join"), self.join)]),
                Note(lambda: t("friends.join_about"), caption=True)]
        # The tables to open again come after Host and Join, where a habitual click does not land on them.
        folder = self.app.store.folder if self.app.store is not None else None
        for seat in self.hosted():
            key = "friends.reopen" if folder is not None and saved_match_under_way(folder, seat.code) \
                else "friends.reopen_lobby"
            rows.append(ButtonRow([(lambda s=seat, k=key: t(k, code=s.code), lambda s=seat: self.reopen(s))],
                                  wide=True))
        if self.problem:
            rows.append(Note(lambda: self.problem, RED))
        rows.append(ButtonRow([(lambda: t("friends.back"), self.back)]))
        self.form.set_controls(rows, focus=1)

    def resume(self) -> None:
        self.build()   # a table hosted since may be one to open again

    def reopen(self, seat: KeptSeat) -> None:
        """Open a saved hosted table again: same code, same port; the friends' games come back."""
        try:
            link = reopen_table(self.app.store.folder, seat.code, seat.name, seat.token,
                                int(seat.address.rsplit(":", 1)[1]), listen=self.listen)
        except (RuntimeError, ValueError, OSError) as exc:
            self.problem = t("friends.cannot_host", reason=str(exc))
            self.build()
            self.app.invalidate()
            return
        self.app.nav.open(Screen.LOBBY, link=link)

    def host(self) -> None:
        self.app.nav.open(Screen.HOST_TABLE)

    def join(self) -> None:
        self.app.nav.open(Screen.JOIN_TABLE)

    def back(self) -> None:
        self.app.stack.remove(self)


__all__ = ["FriendsScene"]
