"""What each seat of a hosted table is sent after a batch of events: its own :class:`~.protocol.Update`.

An update holds the events as that seat may see them (:func:`.redaction.event_msg`), that seat's
view (``HandState.view(seat)``, the information set a computer seat gets), the public standing,
the position token and whose turn it is; the hand's record (its deal seed and every action) only
with the batch that ends the hand. Nothing else about the hand leaves the host.

The parts every seat shares are built once per batch, and the wire forms of the hand's tricks and
the match's results are kept from move to move (they only grow): a host builds one update per
seat per move, so this is where its work per move goes.
"""

from __future__ import annotations

from typing import Any, Callable

from briscola_desktop.play.port import MatchStanding
from briscola_desktop.play.runner import MatchRunner
from briscola_desktop.review.record import HandRecord
from briscola_desktop.rules import Match, Variant
from briscola_desktop.rules import events as ev

from .. import protocol as p


def standing_of_match(match: Match) -> MatchStanding:
    """The public standing of ``match`` (nothing in it is private)."""
    return MatchStanding(
        variant=match.variant, format=match.format, sides=match.sides, hands_won=tuple(match.hands_won),
        scores=tuple(match.scores), deals_played=match.deals_played, hand_index=match.hand_index,
        results=tuple(match.results), is_over=match.is_over, winners=match.winners)


class SeatUpdates:
    """The updates of one table's seats (see the module docstring)."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self._key: tuple[int, int] | None = None   # (match count, hand index) the tricks belong to
        self._tricks: list[p.TrickMsg] = []
        self._results: list[p.ResultMsg] = []

    def update_for(self, runner: MatchRunner, seat: int, events: list, *, sync: bool = False,
                   shared: dict[str, Any] | None = None,
                   deadline_of: Callable[[int], float | None] = lambda seat: None) -> p.Update:
        """``seat``'s update after ``events``: its view (``hand.view(seat)``) and the events as it may see them.

        ``shared`` (one dict per batch) keeps what is the same for every seat: the standing,
        the hand's record, the public fields of the view. ``deadline_of(seat)``: the seconds
        left for the seat to act (None: no turn limit for it)."""
        hand = runner.match.hand
        common = shared if shared is not None else {}
        if "standing" not in common:
            self._shared_parts(runner, events, sync, common, deadline_of)
        view = p.view_msg(hand.view(seat), like=common["view"], tricks=common["tricks"])
        common["view"] = view
        return p.Update(position=runner.token, events=[p.event_msg(e, seat, self.variant) for e in events],
                        view=view, standing=common["standing"], to_act=common["to_act"], sync=sync,
                        record=common["record"], deadline=common["deadline"])

    def _shared_parts(self, runner: MatchRunner, events: list, sync: bool, common: dict[str, Any],
                      deadline_of: Callable[[int], float | None]) -> None:
        """What every seat's update after this batch has in common, into ``common``."""
        match = runner.match
        hand = match.hand
        record = None
        if hand.is_over and (sync or any(isinstance(e, ev.HandOver) for e in events)):
            record = p.record_msg(HandRecord.from_match(match))
        to_act = hand.to_act if runner.in_play else None
        deadline = deadline_of(to_act) if to_act is not None else None
        if self._key != (runner.match_count, hand.hand_index):
            if self._key is None or self._key[0] != runner.match_count:
                self._results = []  # another match
            self._key, self._tricks = (runner.match_count, hand.hand_index), []
        self._tricks.extend(p.trick_msg(t) for t in hand.tricks[len(self._tricks):])
        self._results.extend(p.result_msg(r) for r in match.results[len(self._results):])
        common.update(standing=p.standing_msg(standing_of_match(match), list(self._results)),
                      record=record, to_act=to_act, deadline=deadline, view=None, tricks=list(self._tricks))


__all__ = ["SeatUpdates", "standing_of_match"]
