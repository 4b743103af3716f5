"""Flood control at the host: how fast a connection may send, and how many wrong codes an address may try.

- :class:`MessageRate` (one per connection): more than ``rate`` (:data:`RATE`) messages in a
  second are slowed; :data:`RATE_DROP` such within :data:`OVER_WINDOW` seconds drop the
  connection. Slowing reads is what holds a flood back (the sender's socket fills), so the count
  over the rate is kept for a while rather than forgotten as soon as the slowed pace is legal.
- :class:`WrongCodes` (one per host): :data:`WRONG_CODES` wrong table codes or seat tokens from
  one address within :data:`CODE_WINDOW` seconds make it wait (``NetError`` ``wait``). A hello
  with a valid seat token is never held back by them (someone behind the same home or carrier
  NAT must not keep a player from their seat).
- :class:`AddressBuckets` (token buckets by address): the joins (first messages) of one address,
  :data:`JOIN_BURST` at once and :data:`JOINS_PER_SECOND` after (``NetError`` ``too_many``), and
  the table server's health and metrics pages (:mod:`.service`).
- :data:`CONNECTIONS_PER_ADDRESS` connections open at once from one address.
"""

from __future__ import annotations

from collections import deque
from enum import Enum

from .. import protocol as p

RATE = 20                   # messages a second a person may send; more is slowed
RATE_DROP = 20              # ... and this many messages over the rate within OVER_WINDOW drop the connection
OVER_WINDOW = 5.0
WRONG_CODES = 5             # wrong codes from one address within CODE_WINDOW seconds make it wait
CODE_WINDOW = 30.0
TABLES_PER_ADDRESS = 20     # tables one address may have open at once on a headless host, counting those that
                            # cost something: someone connected or a match in play (an empty table does not)
# One connection a player: a family's or a club's players behind one home router, the host's own window, a
# reconnection overlapping the old connection for a moment. 32 at once from one address is past any of them, and
# keeps 1,000 connections (a host's share of its descriptors) out of reach of fewer than 32 addresses.
CONNECTIONS_PER_ADDRESS = 32
# A person joins or rejoins a table a handful of times an evening; a household's clients reconnecting together
# after their router restarts come as a burst of a few each (the client retries at once, then after a doubling
# wait). 20 at once and one every 2 s after is far past that, and holds a join-and-leave flood (each join sends
# the lobby to every seat and may rewrite the table's file) to one such broadcast every 2 s.
JOIN_BURST = 20
JOINS_PER_SECOND = 0.5
#: What a tool gives a ``Host`` for simulated players: all from 127.0.0.1, far faster than people (benches, tests).
SIMULATED_PLAYERS = {"rate": 100_000, "connections_per_address": 100_000, "join_burst": 100_000}
ADDRESSES_KEPT = 4096       # buckets remembered before the oldest are forgotten (a flood of addresses costs this)


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


class Bucket:
    """A token bucket: ``rate`` a second, at most ``burst`` saved up."""

    def __init__(self, rate: float, burst: float, now: float) -> None:
        self.rate, self.burst, self.level, self.at = rate, burst, burst, now

    def _fill(self, now: float) -> None:
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now

    def take(self, now: float) -> bool:
        self._fill(now)
        if self.level < 1.0:
            return False
        self.level -= 1.0
        return True

    def wait(self, now: float) -> float:
        """Seconds until :meth:`take` would succeed (0: now)."""
        self._fill(now)
        return max(0.0, (1.0 - self.level) / self.rate)

    def full(self, now: float) -> bool:
        self._fill(now)
        return self.level >= self.burst


class AddressBuckets:
    """A :class:`Bucket` per address, made full on first use; at most :data:`ADDRESSES_KEPT` kept (past
    that every address is forgotten at once, which costs each a burst, no more)."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self._buckets: dict[str, Bucket] = {}

    def __call__(self, address: str, now: float) -> Bucket:
        bucket = self._buckets.get(address)
        if bucket is None:
            if len(self._buckets) >= ADDRESSES_KEPT:
                self._buckets.clear()
            bucket = self._buckets[address] = Bucket(self.rate, self.burst, now)
        return bucket

    def forget_full(self, now: float) -> None:
        """Forget the addresses whose bucket is full again (they cost nothing to make anew)."""
        for address in [a for a, bucket in self._buckets.items() if bucket.full(now)]:
            del self._buckets[address]

    def __len__(self) -> int:
        return len(self._buckets)


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


__all__ = ["ADDRESSES_KEPT", "CODE_WINDOW", "CONNECTIONS_PER_ADDRESS", "JOIN_BURST", "JOINS_PER_SECOND", "OVER_WINDOW",
           "RATE", "RATE_DROP", "SIMULATED_PLAYERS", "TABLES_PER_ADDRESS", "WRONG_CODES", "AddressBuckets", "Bucket",
           "MessageRate", "Pace", "WrongCodes"]
