"""The hands kept for review and their analyses, shared by the table, the review and the statistics screens.

Pygame-free. A finished hand is kept (:meth:`Reviews.keep`, called by the table when a hand
ends) and its analysis starts at once in its own process (:class:`review.worker.AnalysisJob`),
so it is usually ready by the time the person has read the hand's result. A finished
analysis is cached with the hand in the user folder; a kept hand whose analysis is cached
opens its review at once.
"""

from __future__ import annotations

import logging
from typing import Callable

from briscola_desktop.userfiles.hands import HandHistory, KeptHand
from briscola_desktop.review import Depth, HandRecord, HandReview, review_from_cache
from briscola_desktop.review.worker import AnalysisJob
from briscola_desktop.rules import SaveError
from briscola_desktop.userfiles.store import Store

log = logging.getLogger(__name__)


class Reviews:
    """The last hands (with :class:`HandHistory`) and the analyses running for them."""

    def __init__(self, store: Store | None, depth: Depth = Depth(), *,
                 make_job: Callable[..., AnalysisJob] = AnalysisJob) -> None:
        self.history = HandHistory(store) if store is not None else None
        self.depth = depth
        self.make_job = make_job   # how an analysis is run: its own process (a tool may compare others)
        self.jobs: dict[HandRecord, AnalysisJob] = {}   # one at a time: each takes a processor core
        self.waiting: list[HandRecord] = []
        self.done: dict[HandRecord, HandReview] = {}

    def keep(self, record: HandRecord, *, names: tuple[str, ...] = (), numbers: tuple[int, ...] = ()) -> None:
        """A hand just ended: keep it (a table with friends: with how it named the seats, see
        :class:`~briscola_desktop.userfiles.hands.KeptHand`) and start its analysis in the background."""
        if not record.actions:
            return
        if self.history is not None:
            self.history.add(record, names=names, numbers=numbers)
        self.start(record)

    def seat_names(self, record: HandRecord) -> tuple[tuple[str, ...], tuple[int, ...]]:
        """How the table with friends that played ``record`` named its seats (empty: any other table)."""
        kept = next((h for h in self.kept() if h.record == record), None)
        return (kept.names, kept.numbers) if kept is not None else ((), ())

    def kept(self) -> list[KeptHand]:
        """The kept hands, newest first."""
        return list(reversed(self.history.hands())) if self.history is not None else []

    def start(self, record: HandRecord, *, first: bool = False) -> None:
        """Analyse ``record`` unless it is analysed, cached or under way; after the one running,
        unless ``first`` (the person is looking at it: it goes before the others waiting)."""
        if record in self.done or record in self.jobs:
            return
        cached = self._cached(record)
        if cached is not None:
            self.done[record] = cached
            return
        if record in self.waiting:
            self.waiting.remove(record)
        self.waiting.insert(0, record) if first else self.waiting.append(record)
        self._next()

    def _next(self) -> None:
        if not any(job.running for job in self.jobs.values()) and self.waiting:
            record = self.waiting.pop(0)
            self.jobs[record] = self.make_job(record, depth=self.depth)

    def review(self, record: HandRecord) -> HandReview | None:
        """The finished review of ``record``, or None while it is analysed (call often: it polls)."""
        self.poll()
        return self.done.get(record)

    def progress(self, record: HandRecord) -> tuple[int, int] | None:
        """(decisions done, in all) while analysed; (0, 0) while waiting its turn; None otherwise."""
        job = self.jobs.get(record)
        if job is not None:
            return job.progress
        return (0, 0) if record in self.waiting else None

    def failed(self, record: HandRecord) -> str | None:
        job = self.jobs.get(record)
        return job.error if job is not None and job.error is not None else None

    def poll(self) -> None:
        """Collect finished analyses (never waits) and cache them with their hands."""
        for record, job in list(self.jobs.items()):
            if not job.poll():
                continue
            if job.review is not None:
                self.done[record] = job.review
                del self.jobs[record]
                if self.history is not None:
                    self.history.set_analysis(record, job.review.cache())
            elif job.error is not None:
                log.warning("the analysis of a hand failed: %s", job.error)
        self._next()

    def close(self) -> None:
        """Stop every analysis still running (the game is closing)."""
        self.waiting.clear()
        for job in self.jobs.values():
            job.cancel()
        self.jobs.clear()

    def _cached(self, record: HandRecord) -> HandReview | None:
        if self.history is None:
            return None
        for kept in self.history.hands():
            if kept.record == record and kept.cache is not None:
                try:
                    return review_from_cache(record, kept.cache)
                except SaveError:
                    return None
        return None
