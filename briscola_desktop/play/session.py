"""The match in progress as the rest of the game keeps it: autosaved, resumable, counted once.

:class:`MatchSession` is a small service the table scene calls at its checkpoints. It
imports no pygame, so it is tested (and killed, and resumed) without a window.

What is saved is the rules core's own save (variant + format + seed + actions, see
``Match.to_dict``) plus the computer seats' levels and the match id. Loading replays the
actions through the rules core, so a damaged or edited file can never build a broken
position: either the whole match comes back, or the file is set aside and the person is
told once (``store.notices``).

The match id is what makes statistics count a finished match exactly once: the same id
is kept in the autosave, so a match that ended just before the process was killed, and
is found again at the next start, is recognised by ``Statistics.record_match``.
"""

from __future__ import annotations

import logging
import uuid
from typing import Any, Sequence

from briscola_desktop.review.record import PERSON  # the person always sits at seat 0
from briscola_desktop.rules import HandResult, Match
from briscola_desktop.userfiles.autosave import PAYLOAD_VERSION, load_saved_match, read_saved_match
from briscola_desktop.userfiles.checks import is_name
from briscola_desktop.userfiles.store import StorageError

log = logging.getLogger(__name__)

#: Told at the end of a match whose result the statistics could not take (disk full).
NOTICE_MATCH_KEPT = "storage.match_kept_for_stats"
MIXED_LEVEL = "mixed"  # statistics key when the computer seats play at different levels


def new_match_id() -> str:
    """A fresh, unguessable id for one match (counted once in the statistics)."""
    return uuid.uuid4().hex


def stats_level(levels: list[str]) -> str:
    """The level a match is filed under: the common level of every computer seat, or "mixed"."""
    distinct = sorted(set(levels))
    return distinct[0] if len(distinct) == 1 else MIXED_LEVEL


def person_outcome(match: Match) -> tuple[bool | None, list[tuple[int, int, bool | None]]]:
    """(won the match? None = drawn, per hand (my points, theirs, won? None = drawn)) for the
    person at seat 0; see :func:`seat_outcome`."""
    return seat_outcome(match.results, match.sides, match.winners, PERSON)


def seat_outcome(results: Sequence[HandResult], sides: Sequence[Sequence[int]], winners: Sequence[int] | None,
                 seat: int) -> tuple[bool | None, list[tuple[int, int, bool | None]]]:
    """(won the match? None = drawn, per hand (my points, theirs, won? None = drawn)) for ``seat``.

    Read from what the rules core decided (the match's ``winners`` among its ``sides``, each
    ``HandResult``); nothing is re-derived here. A chiamata deal that everyone passed is not a
    hand played.
    """
    hands: list[tuple[int, int, bool | None]] = []
    for result in results:
        if result.thrown_in:
            continue
        mine_side = next(i for i, side in enumerate(result.sides) if seat in side)
        mine = int(result.points[mine_side])
        theirs = int(sum(result.points)) - mine
        won = None if result.winner is None else result.winner == mine_side
        hands.append((mine, theirs, won))
    my_side = next(i for i, side in enumerate(sides) if seat in side)
    if my_side in (winners or ()):
        won: bool | None = True if len(winners or ()) == 1 else None  # shared first place: a draw
    else:
        won = False
    return won, hands


class MatchSession:
    """One match being played: saves it after every trick and hand, records it once at the end."""

    def __init__(self, store: Any, match: Match, *, levels: list[str], match_id: str | None = None) -> None:
        if len(levels) != match.variant.players - 1:
            raise ValueError(
                f"a {match.variant.players}-seat table needs {match.variant.players - 1} computer levels, "
                f"got {len(levels)}")
        bad = [lv for lv in levels if not is_name(lv)]
        if bad:
            raise ValueError(f"computer levels must be short lower-case names, got {bad!r}")
        self.store = store
        self.match = match
        self.levels = list(levels)
        self.match_id = match_id or new_match_id()
        self.recorded = False  # match_done() already counted this match (in this run)

    # ----------------------------------------------------------------- saving
    def payload(self) -> dict[str, Any]:
        """What the autosave holds: the rules core's save plus the seats' levels and the id."""
        return {
            "version": PAYLOAD_VERSION,
            "match_id": self.match_id,
            "levels": list(self.levels),
            "match": self.match.to_dict(),
        }

    def save(self) -> bool:
        """Write the autosave now; False if the disk refused (the store queued a notice)."""
        # A finished match is saved too: if the process dies before match_done(),
        # resume() finds it over and counts it then, once.
        try:
            return bool(self.store.save_autosave(self.payload()))
        except StorageError as exc:  # a bug, not the person's fault: keep playing, say why in the log
            log.error("autosave refused the match payload: %s", exc)
            return False

    def trick_done(self) -> None:
        """Called by the table after every TrickWon: the match survives a crash from here."""
        self.save()

    def hand_done(self) -> None:
        """Called by the table when a hand ends (and after next_hand): save too."""
        self.save()

    def match_done(self) -> bool:
        """Record the finished match in the statistics (once, by id) and clear the autosave.

        Returns True if this call counted the match, False if it was already counted or
        could not be written. In that last case the autosave is kept (the finished match
        is counted at the next start, once) and the person is told.
        """
        if not self.match.is_over:
            raise ValueError("match_done() called before the match is over")
        counted: bool | None = False
        if not self.recorded:
            won, hands = person_outcome(self.match)
            # Read-merge-write under the folder lock: the file as it is now, plus this match.
            counted = self.store.record_match(
                self.match_id, variant=self.match.variant.name, level=stats_level(self.levels),
                won=won, hands=hands)
            if counted is None:
                self.save()  # the finished match stays saved, at least in memory
                self.store.tell(NOTICE_MATCH_KEPT)
                return False
            self.recorded = True
        self.store.clear_autosave()
        return bool(counted)

    def abandon(self) -> None:
        """The person left the match for a new one: forget the autosave, count nothing."""
        self.store.clear_autosave()

    # ----------------------------------------------------------------- loading
    @classmethod
    def from_payload(cls, store: Any, payload: object) -> MatchSession:
        """Rebuild a session from a saved payload; raises SaveError naming what is wrong
        (only a known table, format and levels; see :mod:`briscola_desktop.userfiles.autosave`)."""
        saved = read_saved_match(payload)
        return cls(store, saved.match, levels=saved.levels, match_id=saved.match_id)

    @classmethod
    def resume(cls, store: Any) -> MatchSession | None:
        """The interrupted match, replayed exactly, or None.

        None when there is nothing saved; a save that cannot be used is set aside (the
        person is told once, through ``store.notices``, and a newer version's save is
        called newer). A match found already finished (the process died between its
        last trick and match_done, or the statistics could not be written then) is
        counted now, once, and not offered. Nothing here raises: a start always reaches
        the title.
        """
        saved = load_saved_match(store)
        if saved is None:
            return None
        try:
            session = cls(store, saved.match, levels=saved.levels, match_id=saved.match_id)
            if session.match.is_over:
                session.match_done()
                return None
        except Exception as exc:  # noqa: BLE001 - a save that passed the checks and still fails
            log.error("the saved match cannot be resumed: %s", exc)
            store.set_aside("autosave", f"the saved match cannot be resumed: {type(exc).__name__}: {exc}")
            return None
        return session
