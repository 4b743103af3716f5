"""Analysing a hand in a separate process, so the window keeps its frame rate meanwhile.

The analysis is seconds of pure-Python work. In a thread it would hold the interpreter lock
in 5 ms slices and every frame would wait for it; in its own process it only shares the
processor. The process gets the hand as plain data and sends back progress and the
analysis as plain data (:meth:`HandReview.cache`), from which the review is rebuilt here
without searching (:func:`review_from_cache`).

Typical use from a scene::

    job = AnalysisJob(record)          # starts the process
    ...                                # every frame, in update():
    job.poll()                         # never blocks
    if job.review is not None: ...     # done
    job.progress                       # (decisions done, decisions in all)
    job.cancel()                       # the person left the screen
"""

from __future__ import annotations

import multiprocessing
import os
import queue
from dataclasses import asdict

from briscola_desktop.rules import SaveError

from .analysis import Depth, HandReview, analyse_steps, review_from_cache
from .record import PERSON, HandRecord


def _work(hand: dict, seat: int, depth: dict, seed: int, out) -> None:
    """The process: analyse, sending ``("progress", done, total)`` and then ``("done", cache)``."""
    if hasattr(os, "nice"):
        try:
            os.nice(5)  # behind the window and the computer seats' thinking when the cores are busy
        except OSError:
            pass
    try:
        record = HandRecord.from_dict(hand)
        gen = analyse_steps(record, seat=seat, depth=Depth(**depth), seed=seed)
        while True:
            try:
                done, total = next(gen)
            except StopIteration as stop:
                out.put(("done", stop.value.cache()))
                return
            out.put(("progress", done, total))
    except Exception as exc:  # reported to the screen, never a silent hang
        out.put(("failed", f"{type(exc).__name__}: {exc}"))


class AnalysisJob:
    """One analysis running in its own process; :meth:`poll` it from the frame loop."""

    def __init__(self, record: HandRecord, *, seat: int = PERSON, depth: Depth = Depth(), seed: int = 0) -> None:
        self.record = record
        self.seat = seat
        self.progress: tuple[int, int] = (0, 0)
        self.review: HandReview | None = None
        self.error: str | None = None
        # "spawn" everywhere: the same behaviour on Linux, Windows and macOS, and no copy of
        # the window's state (SDL, threads) in the child.
        ctx = multiprocessing.get_context("spawn")
        self._queue = ctx.Queue()
        self._process = ctx.Process(target=_work, name="briscola-review",
                                    args=(record.to_dict(), seat, asdict(depth), seed, self._queue), daemon=True)
        self._process.start()

    @property
    def running(self) -> bool:
        return self.review is None and self.error is None and self._process is not None

    def poll(self) -> bool:
        """Take what the process has sent, without waiting; True once finished (done or failed)."""
        while self.running:
            try:
                message = self._queue.get_nowait()
            except queue.Empty:
                if self._process is not None and not self._process.is_alive() and self._queue.empty():
                    self.error = f"the analysis stopped (exit code {self._process.exitcode})"
                    self._close()
                break
            if message[0] == "progress":
                self.progress = (message[1], message[2])
            elif message[0] == "done":
                try:
                    self.review = review_from_cache(self.record, message[1])
                except SaveError as exc:
                    self.error = str(exc)
                self._close()
            else:
                self.error = message[1]
                self._close()
        return not self.running

    def wait(self, timeout: float | None = None) -> HandReview | None:
        """Block until finished (tools and tests); the review, or None if it failed or timed out."""
        while self.running:
            try:
                message = self._queue.get(timeout=timeout)
            except queue.Empty:
                return None
            if message[0] == "progress":
                self.progress = (message[1], message[2])
                continue
            if message[0] == "done":
                self.review = review_from_cache(self.record, message[1])
            else:
                self.error = message[1]
            self._close()
        return self.review

    def cancel(self) -> None:
        """Stop the analysis (the person left the review)."""
        if self._process is not None and self._process.is_alive():
            self._process.terminate()
        self._close()
        if self.review is None and self.error is None:
            self.error = "cancelled"

    def _close(self) -> None:
        if self._process is not None:
            self._process.join(timeout=5.0)
            if self._process.is_alive():   # never leave a process behind
                self._process.kill()
                self._process.join()
            self._process.close()
            self._process = None
            self._queue.close()
            self._queue.join_thread()
