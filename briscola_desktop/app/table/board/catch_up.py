"""Catching up with a hand already under way: the hand so far laid out at once, only the trick on the felt played.

A seat that comes back to a table (a rejoin, a reconnection, a host reopening its table, a resumed match) is
handed the hand so far from its deal. Dealt and played again card by card that takes some twenty seconds at
mid-hand at Normal, with stale scores and stock meanwhile; here every event before the cards of the trick on the felt is queued at
instant speed (no sounds, no finished trick kept for a click), so one ``Board.update(0.0)`` lands it all, and
only the trick on the felt (the trailing cards played) is left to animate at the table's own pace.
"""

from __future__ import annotations

from briscola_desktop.rules import events as ev
from briscola_desktop.rules.view import View

from .board import Board


def trick_on_the_felt(events: list) -> int:
    """Where the cards of the trick still on the felt begin in ``events``: the trailing run of cards played
    (``len(events)`` when the last event is not a card played: nothing lies on the felt)."""
    start = len(events)
    while start > 0 and isinstance(events[start - 1], ev.CardPlayed):
        start -= 1
    return start


def instant(board: Board) -> None:
    """Make ``board`` lay out whatever is queued next at once: instant speed, no sounds, no trick kept for a
    click (a blocking step would hold the whole replay until the person clicks)."""
    board.set_speed("instant")
    board.timeline.on_sound = None
    board.trick_pause = "normal"


def land(board: Board) -> None:
    """Lay out at once what :func:`instant` queued: one update lands it all; the deal in it was laid out, not
    shuffled (a shuffle begun at instant speed would be drawn again once the speed is back to the table's)."""
    board.update(0.0)
    board.shuffle_start = None


def lay_out(board: Board, events: list) -> list:
    """Queue ``events`` (a hand from its deal) on ``board`` to be laid out at once (:func:`instant`), but for
    the trick on the felt: returned, to be queued at the table's pace once the rest has landed."""
    split = trick_on_the_felt(events)
    instant(board)
    board.enqueue(events[:split])
    return list(events[split:])


def shows(board: Board, view: View) -> bool:
    """``board`` shows ``view`` (its seat numbered as the board's): points, stock, trump, every hand's size, the
    person's own cards, and the trick on the felt as far as it has been played onto it (cards still to land
    there are counted in their seat's hand). A check for tools and tests: what the person sees is the table."""
    on_felt = list(view.table)
    if board.trick != on_felt[:len(board.trick)]:
        return False
    coming = on_felt[len(board.trick):]   # still in their seat's hand on the board, about to be played
    sizes = [view.hand_sizes[s] + sum(1 for seat, _ in coming if seat == s) for s in range(len(view.hand_sizes))]
    mine = set(view.hand) | {c for seat, c in coming if seat == view.seat}
    stock = board.stock + (board.trump is not None)
    return (list(board.points) == list(view.points) and stock == view.stock_size and board.trump == view.trump_card
            and [len(h) for h in board.hands] == sizes and set(board.hands[view.seat]) == mine)


__all__ = ["instant", "land", "lay_out", "shows", "trick_on_the_felt"]
