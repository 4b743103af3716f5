"""What a table scene asks of the company it keeps: :class:`TableCompanion`.

The table scene (:mod:`.scene`) plays one match on the felt, wherever the match is. A table with
friends has more to it than the match: people come and go, send quick messages, are waited for,
and the match ends with them (a rematch, the lobby again). That part is a companion the scene
holds and asks at a few named points, in the frame's order:

- ``attach(scene)``: once, before the port opens (a companion that opens the port keeps the scene);
- ``ending(table)``: the result dialogs' maker (:class:`~.ending.HandEnding` at a local table; a friends'
  table's adds who has moved on under the results, and its own choices at the match's end);
- ``words(words)``: how the table names seats (people's names, their states on the name tags);
- ``handle(event)``: an event the companion takes first (True: taken, the table's input never sees it);
- ``layout(lay)``: the window was laid out again;
- ``update(dt)``: after the table's own frame (its board, its port, its notices);
- ``tell(notices)``: the port's notices; what is returned is said in the notice dialog;
- ``elsewhere()``: the table has moved on (a friends' table back in its lobby): the scene writes nothing;
- ``hud(model)``: the HUD's sentences as built; what is returned is drawn (a status line withdrawn);
- ``open_pause()``: Esc's menu (True: the companion opened its own);
- ``animating`` / ``wake_in()``: frames it needs drawn, the next change that comes by time alone;
- ``draw(surface)``: overlays over the table;
- ``leave(port)``: the table is left for good (closes the port).

A local table's companion is this class: it does nothing, and the scene is the plain table.
No method here decides a rule; the table reads the match only through its port.
"""

from __future__ import annotations

import pygame

from briscola_desktop.play.port import TablePort

from ..core.wording import TableWords
from .ending import EndingTable, HandEnding
from .hud_model import HudModel
from .layout import TableLayout


class TableCompanion:
    """The company a table keeps: nothing, at a local table (see the module docstring)."""

    #: Another seat's move is picked up by reading the port every frame (a computer thinking in its
    #: thread): the loop keeps drawing while it waits. A companion whose news wakes the loop says False.
    polls_other_seats = True

    def attach(self, scene: object) -> None:
        """The scene holding this companion (a :class:`~.scene.TableScene`), before its port opens."""

    def ending(self, table: EndingTable) -> HandEnding:
        return HandEnding(table)

    def words(self, words: TableWords) -> TableWords:
        return words

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def layout(self, lay: TableLayout) -> None:
        """The table was laid out for a new window size."""

    def update(self, dt: float) -> None:
        """After the table's frame."""

    def tell(self, notices: list[tuple[str, dict]]) -> list:
        """The port's notices, each said in the notice dialog (a key, or a key and its parameters)."""
        return [key if not params else (key, params) for key, params in notices]

    def elsewhere(self) -> bool:
        return False

    def hud(self, model: HudModel) -> HudModel:
        return model

    def open_pause(self) -> bool:
        return False

    @property
    def animating(self) -> bool:
        return False

    def wake_in(self) -> float | None:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Over the table, after it is drawn."""

    def leave(self, port: TablePort) -> None:
        port.close()


__all__ = ["TableCompanion"]
