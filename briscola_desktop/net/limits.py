"""Flood control at the host: how fast a connection may send, and how many wrong codes an address may try.

- :class:`MessageRate` (one per connection): more than ``rate`` (:data:`RATE`) messages in a
  second are slowed; :data:`RATE_DROP` such within :data:`OVER_WINDOW` seconds drop the
  connection. Slowing reads is what holds a flood back (the sender's socket fills), so the count
  over the rate is kept for a while rather than forgotten as soon as the slowed pace is legal.
- :class:`WrongCodes` (one per host): :data:`WRONG_CODES` wrong table codes or seat tokens from
  one address within :data:`CODE_WINDOW` seconds make it wait (``NetError`` ``wait``).
"""

from __future__ import annotations

from collections import deque
from enum import Enum

from . import protocol as p

RATE = 20                   # messages a second a person may send; more is slowed
RATE_DROP = 20              # ... and this many messages over the rate within OVER_WINDOW drop the connection
OVER_WINDOW = 5.0
WRONG_CODES = 5             # wrong codes from one address within CODE_WINDOW seconds make it wait
CODE_WINDOW = 30.0
TABLES_PER_ADDRESS = 20     # tables one address may have opened at once on a headless host


class Pace(Enum):
    """What to do with a message that just came: read it, read it after a pause, or drop the connection."""

    OK = "ok"
    SLOW = "slow"
    DROP = "drop"


class MessageRate:
    """The messages of one connection in the last second, and those over the rate lately."""

    def __init__(self, rate: int = RATE) -> None:
        self.rate = rate
        self.times: deque[float] = deque()     # when the messages of the last second came
        self.over: deque[float] = deque()      # when messages over the rate came (last OVER_WINDOW s)

    def note(self, now: float) -> Pace:
        """A message came at ``now``: is it within the rate, over it, or one too many?"""
        times, over = self.times, self.over
        times.append(now)
        while times and now - times[0] > 1.0:
            times.popleft()
        while over and now - over[0] > OVER_WINDOW:
            over.popleft()
        if len(times) <= self.rate:
            return Pace.OK
        over.append(now)
        return Pace.DROP if len(over) > RATE_DROP else Pace.SLOW

    @property
    def pause(self) -> float:
        """How long a message over the rate waits before it is read (a person never sends this fast)."""
        return 1.0 / self.rate


class WrongCodes:
    """When each address last gave a wrong code or token (the last CODE_WINDOW seconds)."""

    def __init__(self) -> None:
        self._wrong: dict[str, deque[float]] = {}

    def note(self, address: str, now: float) -> None:
        self._wrong.setdefault(address, deque()).append(now)

    def check(self, address: str, now: float) -> None:
        """``NetError`` (``wait``) when ``address`` gave too many wrong codes lately."""
        wrong = self._wrong.get(address)
        if not wrong:
            return
        while wrong and now - wrong[0] > CODE_WINDOW:
            wrong.popleft()
        if len(wrong) >= WRONG_CODES:
            wait = int(CODE_WINDOW - (now - wrong[0])) + 1
            raise p.NetError(p.ErrorCode.WAIT, f"too many wrong codes: wait {wait} seconds and try again")

    def forget_old(self, now: float) -> None:
        """Forget the addresses whose last wrong code is older than CODE_WINDOW."""
        for address in [a for a, times in self._wrong.items() if not times or now - times[-1] > CODE_WINDOW]:
            del self._wrong[address]


__all__ = ["CODE_WINDOW", "OVER_WINDOW", "RATE", "RATE_DROP", "TABLES_PER_ADDRESS", "WRONG_CODES", "MessageRate",
           "Pace", "WrongCodes"]
