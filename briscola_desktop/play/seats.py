"""Computer seats thinking off the frame loop (the game's one way to think off the frame).

Each decision runs in one worker thread (``concurrent.futures``) on a *copy* of the
seat's view (a frozen ``View``). The answer is used only if the table is still at the
position it was asked about (a token the table bumps at every applied action), so a
new match or a fast click can never apply a stale move.

If the AI package is missing or a player fails, the seat plays its first legal action
and the reason is logged: the game goes on.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable, Protocol

from briscola_desktop.ai import make_player

log = logging.getLogger(__name__)


class SeatPlayer(Protocol):
    """What sits in a computer seat: chooses an action from that seat's view."""

    def choose(self, view: Any) -> Any: ...


class FirstLegal:
    """Stand-in player: the first legal action (when the AI fails; instant seats for tests and benches)."""

    def choose(self, view: Any) -> Any:
        return view.legal_actions()[0]


def make_seat_player(level: str, seed: int) -> SeatPlayer:
    """A computer player of ``level`` from the AI package (medium, or :class:`FirstLegal`, if that fails)."""
    try:
        return make_player(level, seed)
    except (ValueError, KeyError) as exc:
        log.warning("unknown computer level %r (%s); using medium", level, exc)
        try:
            return make_player("medium", seed)
        except Exception:  # noqa: BLE001 - any failure: a legal move still keeps the game going
            return FirstLegal()


@dataclass
class _Request:
    token: object
    future: Future


class Worker:
    """Runs one function call at a time off the frame loop; answers only for the current token."""

    def __init__(self, threaded: bool = True, name: str = "briscola-worker") -> None:
        self.threaded = threaded
        self.name = name
        self._pool: ThreadPoolExecutor | None = None
        self._request: _Request | None = None

    def asked(self, token: object) -> bool:
        return self._request is not None and self._request.token == token

    def ask(self, token: object, fn: Callable[..., Any], *args: Any) -> None:
        """Start ``fn(*args)`` for the position ``token`` (no-op if already asked)."""
        if self.asked(token):
            return
        if self.threaded:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=self.name)
            future = self._pool.submit(fn, *args)
        else:
            future = Future()
            try:
                future.set_result(fn(*args))
            except Exception as exc:  # noqa: BLE001 - delivered to answer() like a thread's failure
                future.set_exception(exc)
        self._request = _Request(token, future)

    def answer(self, token: object) -> tuple[bool, Any]:
        """(ready, result) for the request at ``token``; a stale or missing request is (False, None).
        A failed call raises its exception here."""
        req = self._request
        if req is None or req.token != token or not req.future.done():
            return False, None
        self._request = None
        return True, req.future.result()

    def forget(self) -> None:
        """Drop the request in progress (its answer, when it comes, is ignored)."""
        self._request = None

    def close(self) -> None:
        self._request = None
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


class ComputerSeats:
    """One player object per computer seat and at most one decision in progress."""

    def __init__(self, players: dict[int, Any], threaded: bool = True) -> None:
        self.players = players
        self.worker = Worker(threaded, "briscola-ai")

    def seats(self) -> set[int]:
        return set(self.players)

    def ask(self, token: object, seat: int, view: Any) -> None:
        """Start thinking for ``seat`` at the position ``token`` (no-op if already asked)."""
        self.worker.ask(token, _decide, self.players[seat], view)

    def answer(self, token: object) -> tuple[bool, Any]:
        return self.worker.answer(token)

    def forget(self) -> None:
        self.worker.forget()

    def close(self) -> None:
        self.worker.close()


def _decide(player: Any, view: Any) -> Any:
    try:
        action = player.choose(view)
    except Exception as exc:  # noqa: BLE001 - a player bug must not stop the game
        log.error("computer player failed (%s: %s); playing the first legal action", type(exc).__name__, exc)
        return view.legal_actions()[0]
    legal = view.legal_actions()
    if action not in legal:
        log.error("computer player chose an illegal action %r; playing the first legal one", action)
        return legal[0]
    return action
