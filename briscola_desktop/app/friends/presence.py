"""Who is at a table with friends, and what the table waits for: the words the table and its result
dialogs show, chosen from the host's lobby message (:class:`~briscola_desktop.net.protocol.TableMsg`).

- between hands: who has read the hand's result ("Waiting for Giulia to continue" once this player
  has; "Bea is ready for the next hand" on this player's own result);
- after the match: who asked for a rematch ("Bea wants a rematch"; "Waiting for Bea to answer the
  rematch" once this player has asked);
- on each name tag: the seat's state (here, thinking, reading the result, away, a computer standing in).

Only friends who are connected and not stood in for are waited for: the host deals without the
others (its own rule, :meth:`~briscola_desktop.net.host.referee.TableMatch._deal_if_ready`). No pygame here.
"""

from __future__ import annotations

from briscola_desktop.i18n import t
from briscola_desktop.net import protocol as p

from .turned import Turn


def _present(table: p.TableMsg, mine: int) -> list[p.SeatMsg]:
    """The other people at the table the host waits for: connected, playing their own seat."""
    return [s for s in table.seats if s.kind == p.FRIEND and s.joined and s.connected and s.stand_in is None
            and s.seat != mine]


def _me(table: p.TableMsg, mine: int) -> p.SeatMsg | None:
    return next((s for s in table.seats if s.seat == mine), None)


def table_lines(table: p.TableMsg | None, mine: int, *, between_hands: bool, match_over: bool) -> list[str]:
    """Lines on the table once this player has moved on (read the result, asked for a rematch): whom
    the table still waits for."""
    me = _me(table, mine) if table is not None else None
    if me is None:
        return []
    if between_hands and not match_over and me.ready:
        return [t("friends.waiting_continue", name=s.name or "?") for s in _present(table, mine) if not s.ready]
    if match_over and me.rematch:
        return [t("friends.waiting_rematch", name=s.name or "?") for s in _present(table, mine) if not s.rematch]
    return []


def result_lines(table: p.TableMsg | None, mine: int, *, match_over: bool) -> list[str]:
    """Lines on this player's own result dialog: who has already moved on."""
    if table is None:
        return []
    if match_over:
        return [t("friends.wants_rematch", name=s.name or "?") for s in _present(table, mine) if s.rematch]
    return [t("friends.ready_next", name=s.name or "?") for s in _present(table, mine) if s.ready]


def seat_state(seat: p.SeatMsg, *, thinking: bool, between_hands: bool, waited_for: bool = False) -> str:
    """A friend's seat as its name tag says it: here, thinking, reading the hand's result, away, or
    played by a computer for now ("" for a computer's own seat). ``waited_for``: the host's notice that
    this friend dropped came before its lobby message saying so; the tag says "away" at once, as the
    line under the score bar does."""
    if seat.kind != p.FRIEND or not seat.joined:
        return ""
    if seat.stand_in is not None:
        return t("friends.state.stand_in")
    if not seat.connected or waited_for:
        return t("friends.state.away")
    if thinking:
        return t("friends.state.thinking")
    return t("friends.state.reading") if between_hands and not seat.ready else t("friends.state.here")


def seat_states(table: p.TableMsg | None, turn: Turn | None, thinking: int | None, *,
                between_hands: bool, waiting: tuple[str, ...] | list[str] = ()) -> tuple[str, ...]:
    """Each shown seat's state on its name tag (``turn`` numbers the seats from this player's own;
    ``thinking`` is the shown seat to act; ``waiting``: the names the host's notices say we wait for):
    "" for this player's own seat and a computer's."""
    if table is None or turn is None or len(table.seats) != turn.players:
        return ()
    seats = [table.seats[turn.host(shown)] for shown in range(turn.players)]
    return tuple("" if shown == 0 else seat_state(s, thinking=shown == thinking, between_hands=between_hands,
                                                  waited_for=(s.name or "") in waiting)
                 for shown, s in enumerate(seats))


def away_to_act(table: p.TableMsg | None, turn: Turn | None, seat: int | None, waiting: list[str]) -> bool:
    """The shown ``seat`` the table waits on is a friend away (no computer standing in): the lobby says
    so, or the notice that came first (``waiting``: the names we wait for)."""
    if table is None or turn is None or seat is None or len(table.seats) != turn.players:
        return False
    s = table.seats[turn.host(seat)]
    if s.kind != p.FRIEND or s.stand_in is not None:
        return False
    return (s.joined and not s.connected) or (s.name or "") in waiting


__all__ = ["table_lines", "result_lines", "seat_state", "seat_states", "away_to_act"]
