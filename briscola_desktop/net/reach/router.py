"""Asking the home router to forward a hosted table's TCP port (UPnP IGD): ask, renew, release.

One :class:`RouterPort` per hosted port, used alike by the window's host and by
``briscola --serve --open-router``::

    router = RouterPort(47321).start()     # a thread of its own asks the router; returns at once
    router.answer                           # None while asking, then a RouterAnswer (never later than `patience`)
    router.close()                          # the mapping is removed (bounded in time), renewals stop

The answer is one of three (:class:`Reach`):

- ``OPEN``: the router forwards the port and its external address is a public one: friends on
  the internet join at ``answer.external:answer.external_port``;
- ``CGNAT``: the router answers, but its own external address is not public (100.64.0.0/10 shared
  by a carrier, or a private range: the router is itself behind another NAT), so a mapping there
  would reach no one outside, and none is asked;
- ``NO_UPNP``: no router answered in time, it refused the mapping, or it answered garbage.

The library is ``miniupnpc`` (the client of the MiniUPnP project, which also writes the
``miniupnpd`` most home routers run): it ships binary wheels for the usual platforms, needs no event
loop, and its few blocking calls (discover, add, delete) fit a thread that the caller may stop
waiting for. ``async-upnp-client`` does the same over asyncio with a larger dependency tree; nothing
here needed its subscriptions. miniupnpc does not speak NAT-PMP, which some routers (Apple's among
them) offer instead of UPnP: :mod:`briscola_desktop.net.reach.natpmp` speaks it, with the same calls. Both
are asked at once (NAT-PMP is one datagram to the default gateway, beside UPnP's discovery), and the
first router found is asked for the port; where that fails, the other's, if it found one. PCP (RFC
6887) itself is not spoken for IPv4: PCP routers answer NAT-PMP's requests too, as the PCP standard asks.
Given this machine's global IPv6 address (``ipv6=``), the router is also asked to open its IPv6 firewall
for the port (:mod:`~briscola_desktop.net.reach.pinhole`: UPnP IGDv2 or PCP), closed with the mapping.

Bounded in time: discovery waits :data:`DISCOVER_MS` for each search it sends (a few kinds of
device are searched for in turn, about 4 s in all when nothing answers); the whole question is abandoned after
``patience`` seconds (the answer is then ``NO_UPNP``; a router found later is not asked for a port,
and a mapping that was under way is removed, so the answer stays true). A router that answers slowly or not at all, garbage, a refused
mapping (port taken: another external port is asked; leases not supported: asked again with lease 0,
as the IGD standard allows) or an empty or malformed external address each end as a clear answer.

A mapping carries a lease (:data:`LEASE` seconds), renewed at half of it while the table is open,
and is removed when the table closes, the game quits or the process is stopped (``close`` from the
caller's shutdown path; an interpreter exit closes any still open). A mapping of ours left by a game
that crashed (same internal address and port, same description) is found and taken over, never
stacked beside a new one.
"""

from __future__ import annotations

import atexit
import enum
import ipaddress
import logging
import os
import signal
import sys
import threading
import time
from dataclasses import dataclass, replace
from typing import Any, Callable

try:
    import miniupnpc
except ImportError:   # a dependency; without it (a broken install) every answer is NO_UPNP
    miniupnpc = None

from .addresses import DOCUMENTATION, public_address
from .discovery import discovery_allowed
from .natpmp import NatPmpClient
from .pinhole import Pinhole, PinholeAnswer
from .pinhole import said as _said

log = logging.getLogger(__name__)

#: ``BRISCOLA_ROUTER=1`` asks the router even with discovery off (the test lab, inside its namespaces);
#: ``0`` never asks. Otherwise the router is asked when discovery is allowed: SSDP is multicast, and
#: ``BRISCOLA_NO_DISCOVERY=1`` promises none leaves this process.
ENV_SWITCH = "BRISCOLA_ROUTER"

DESCRIPTION = "Briscola table"
LEASE = 3600                 # seconds a mapping lasts without renewal
DISCOVER_MS = 1000           # how long SSDP discovery waits for answers to each search
PATIENCE = 4.0               # seconds before the question is given up (the lobby's "did not open" line)
RELEASE_WAIT = 2.0           # seconds close() waits for the router to drop the mapping
OTHER_PORTS = 8              # external ports tried after the table's own one is taken


class Reach(enum.Enum):
    OPEN = "open"          # friends on the internet reach the table at the external address
    CGNAT = "cgnat"        # the router's own address is not public: nobody outside can reach it
    NO_UPNP = "no_upnp"    # the router did not open a port


@dataclass(frozen=True)
class RouterAnswer:
    reach: Reach
    port: int                       # the table's own (internal) port
    local_address: str = ""         # this machine's address toward the router ("" if unknown)
    external: str = ""              # the router's external address (OPEN, CGNAT)
    external_port: int = 0          # the port friends use (OPEN): the table's own unless that one was taken
    reason: str = ""                # for the log: what happened, in English
    asked: bool = True              # False: the router was not asked at all (see router_allowed)

    @property
    def internet_address(self) -> str:
        """``HOST:PORT`` for friends on the internet ("" unless OPEN)."""
        return f"{self.external}:{self.external_port}" if self.reach is Reach.OPEN else ""


def external_reach(text: Any, *, documentation_is_public: bool = True) -> tuple[Reach, str]:
    """What the router's reported external address means: (OPEN, address) for a public one,
    (CGNAT, address) for a non-public one, (NO_UPNP, why) for an empty or malformed one."""
    if not isinstance(text, str) or not text.strip():
        return Reach.NO_UPNP, "the router reported no external address"
    try:
        address = ipaddress.ip_address(text.strip())
    except ValueError:
        return Reach.NO_UPNP, f"the router reported a malformed external address {text.strip()[:60]!r}"
    if address.is_unspecified:
        return Reach.NO_UPNP, "the router reported 0.0.0.0: it is not connected"
    if public_address(address, documentation_is_public=documentation_is_public):
        return Reach.OPEN, str(address)
    return Reach.CGNAT, str(address)


def router_allowed(asked_for: bool = False) -> bool:
    """Whether the router may be asked (see :data:`ENV_SWITCH`); ``asked_for``: the person asked for it
    by name (``--serve --open-router``), which discovery being off does not overrule."""
    switch = os.environ.get(ENV_SWITCH, "").strip().lower()
    if switch in ("1", "true", "yes"):
        return True
    if switch in ("0", "false", "no"):
        return False
    return asked_for or discovery_allowed()


def answer_line(answer: RouterAnswer | None) -> str:
    """The answer as the command line prints it (English, like the rest of ``--serve``'s start-up lines)."""
    if answer is None:
        return "Router: no answer yet."
    if answer.reach is Reach.OPEN:
        return (f"Router: port {answer.port} is open; friends on the internet join at {answer.internet_address} "
                f"(invitation briscola://{answer.internet_address}/CODE).")
    if answer.reach is Reach.CGNAT:
        return (f"Router: carrier-grade NAT (its external address {answer.external} is not public): friends "
                "outside your network cannot reach this host. Run it on a machine the internet reaches instead.")
    if not answer.asked:
        return f"Router: not asked ({answer.reason}); set {ENV_SWITCH}=1 to ask."
    local = answer.local_address or "this machine"
    return (f"Router: no port was opened ({answer.reason}): friends outside your network cannot reach this host. "
            f"Turn on UPnP, forward port {answer.port} to {local} by hand, or run it where the internet reaches.")


class RouterError(Exception):
    """The router said no or made no sense (the message says which)."""


def upnp_client() -> Any:
    """A miniupnpc client (a RouterError when the library is missing)."""
    if miniupnpc is None:
        raise RouterError("miniupnpc is not installed")
    return miniupnpc.UPnP()


class _Asker:
    """One protocol's search for the router, from a thread of its own: ``client`` when it found one."""

    def __init__(self, name: str, find: Callable[[], Any], finished: threading.Semaphore) -> None:
        self.name = name
        self.client: Any = None
        self.error = ""
        self.done = False
        self._find = find
        self._finished = finished
        threading.Thread(target=self._run, name=f"briscola-router-{name.lower()}", daemon=True).start()

    def _run(self) -> None:
        try:
            self.client = self._find()
        except Exception as exc:  # noqa: BLE001 - every failure is this protocol's "no router", said in the reason
            self.error = _said(exc)
        finally:
            self.done = True
            self._finished.release()


class RouterPort:
    """One TCP port mapping on the home router, asked for, renewed and released from a thread of its own."""

    def __init__(self, port: int, *, description: str = DESCRIPTION, lease: int = LEASE,
                 patience: float = PATIENCE, discover_ms: int = DISCOVER_MS,
                 make_client: Callable[[], Any] = upnp_client, documentation_is_public: bool = True,
                 on_answer: Callable[[RouterAnswer], None] | None = None, asked_for: bool = False,
                 make_natpmp: Callable[[], Any] | None = None, ipv6: str = "") -> None:
        self.port = port
        self.ipv6 = ipv6                     # this machine's global IPv6 address: a pinhole is asked for it
        self.pinhole: Pinhole | None = None
        # NAT-PMP beside the real UPnP client; a test giving its own UPnP client gives its own NAT-PMP
        # one too, or none (no datagram then goes to this machine's real gateway).
        self._make_natpmp = make_natpmp or (NatPmpClient if make_client is upnp_client else None)
        self.description = description
        self.lease = lease
        self.patience = patience
        self.discover_ms = discover_ms
        self.documentation_is_public = documentation_is_public
        self._make_client = make_client
        self.asked_for = asked_for
        self._on_answer = on_answer
        self._answer: RouterAnswer | None = None
        self._answered = threading.Event()
        self._closed = threading.Event()
        self._done = threading.Event()       # the router's thread has ended (its mapping removed)
        self._settled = threading.Event()    # UPnP and NAT-PMP have been asked, and one answered or both failed
        self._lock = threading.Lock()
        self._client: Any = None
        self._mapped: int = 0            # the external port mapped now (0: none)
        self._local = ""
        self._thread: threading.Thread | None = None
        self.started_at = 0.0

    # ------------------------------------------------------------------ the caller's side
    def start(self) -> "RouterPort":
        """Ask from a thread of its own (returns at once). Not allowed to ask (:func:`router_allowed`):
        answered NO_UPNP at once, and nothing is sent."""
        self.started_at = time.monotonic()
        if not router_allowed(self.asked_for):
            self._answer_once(RouterAnswer(Reach.NO_UPNP, self.port, reason="not asked: no multicast from this game",
                                           asked=False))
            self._closed.set()
            self._done.set()
            return self
        if self.ipv6:
            self.pinhole = Pinhole(self.ipv6, self.port, lease=self.lease or LEASE, patience=self.patience).start()
        self._thread = threading.Thread(target=self._run, name="briscola-router", daemon=True)
        self._thread.start()
        threading.Thread(target=self._give_up_later, name="briscola-router-patience", daemon=True).start()
        _open_ports.add(self)
        return self

    @property
    def answer(self) -> RouterAnswer | None:
        """None while the router is being asked; then the answer (at most ``patience`` seconds later)."""
        return self._answer

    @property
    def pinhole_answer(self) -> PinholeAnswer | None:
        """The IPv6 pinhole's answer (None while asked, or when no IPv6 address was given)."""
        return self.pinhole.answer if self.pinhole is not None else None

    def wait(self, timeout: float | None = None) -> RouterAnswer | None:
        self._answered.wait(timeout)
        return self._answer

    def close(self, timeout: float = RELEASE_WAIT) -> None:
        """Stop renewing and remove the mapping, waiting at most ``timeout`` for the router (0 from the
        frame loop: the router's own thread removes it, and an exiting interpreter waits for that)."""
        if not self._closed.is_set():
            self._closed.set()
            self._answer_once(RouterAnswer(Reach.NO_UPNP, self.port, reason="closed before the router answered"))
        if self.pinhole is not None:
            self.pinhole.close(timeout)
        if timeout > 0:
            self._done.wait(timeout)

    @property
    def finished(self) -> bool:
        """The router's thread has ended: no mapping of ours is left (or it could not be removed)."""
        return self._done.is_set() and (self.pinhole is None or self.pinhole.finished)

    # ------------------------------------------------------------------ the router's side (threads)
    def _answer_once(self, answer: RouterAnswer) -> bool:
        with self._lock:
            if self._answer is not None:
                return False
            self._answer = answer
        self._answered.set()
        log.info("router: %s %s (%s)", answer.reach.value, answer.internet_address or answer.external,
                 answer.reason)
        if self._on_answer is not None:
            self._on_answer(answer)
        return True

    def _give_up_later(self) -> None:
        if not self._answered.wait(self.patience):
            self._answer_once(RouterAnswer(Reach.NO_UPNP, self.port, self._local,
                                           reason=f"no answer from a router in {self.patience:g} s"))

    def _run(self) -> None:
        """Ask; while the table is open renew; then remove. One thread talks to the router, from start to end."""
        try:
            try:
                answer = self._ask()
            except Exception as exc:  # noqa: BLE001 - every failure of the router's is the NO_UPNP answer
                answer = RouterAnswer(Reach.NO_UPNP, self.port, self._local, reason=_said(exc))
            # Too late (the lobby already says "did not open") or not open: a mapping would be a lie.
            if self._answer_once(answer) and answer.reach is Reach.OPEN:
                self._renew_while_open()
            self._release()
        finally:
            self._done.set()
            _open_ports.discard(self)

    def _ask(self) -> RouterAnswer:
        """Ask by UPnP and NAT-PMP at once and go on with the first router that answers (NAT-PMP's single
        datagram usually answers first; UPnP's discovery takes a second); the other's, if that one fails."""
        finished = threading.Semaphore(0)
        waiting = [_Asker("UPnP", self._upnp_router, finished)]
        if self._make_natpmp is not None:
            waiting.append(_Asker("NAT-PMP", self._natpmp_router, finished))
        try:
            return self._first_answer(waiting, finished)
        finally:
            self._settled.set()   # a search still running stops at its next step (miniupnpc's discover cannot)

    def _first_answer(self, waiting: list[_Asker], finished: threading.Semaphore) -> RouterAnswer:
        failed: list[str] = []
        while waiting:
            left = self.patience - (time.monotonic() - self.started_at)
            if left <= 0 or not finished.acquire(timeout=left):   # a late router is not asked for a port
                failed.insert(0, f"no answer from a router in {self.patience:g} s")
                break
            asker = next(one for one in waiting if one.done)
            waiting.remove(asker)
            if asker.client is None:
                failed.append(f"{asker.name}: {asker.error}")
                continue
            if self._closed.is_set():
                raise RouterError("closed while asking")
            try:
                answer = self._answer_by(asker.client)
            except RouterError as exc:
                failed.append(f"{asker.name}: {exc}")
                continue
            return answer if asker.name == "UPnP" else replace(answer, reason=f"{answer.reason} by NAT-PMP")
        raise RouterError("; ".join(failed) or "no router answered in time")

    def _natpmp_router(self) -> Any:
        client = self._make_natpmp()
        client.discover()
        return client

    def _upnp_router(self) -> Any:
        client = self._make_client()
        client.discoverdelay = self.discover_ms
        try:
            found = client.discover()
        except Exception as exc:  # noqa: BLE001 - miniupnpc raises Exception("Success") when none answer
            raise RouterError(f"no router answered ({_said(exc)})") from None
        if not found:
            raise RouterError("no router answered")
        if self._settled.is_set():
            raise RouterError("another protocol answered first")
        try:
            client.selectigd()
        except Exception as exc:  # noqa: BLE001 - garbage, a dead link or no IGD among the answers
            raise RouterError(f"no usable internet gateway among the answers ({_said(exc)})") from None
        return client

    def _answer_by(self, client: Any) -> RouterAnswer:
        """The external address ``client``'s router reports, and the port mapped there when it is public."""
        with self._lock:
            self._client = client
        self._local = str(getattr(client, "lanaddr", "") or "")
        try:
            reported = client.externalipaddress()
        except Exception as exc:  # noqa: BLE001
            raise RouterError(f"the router did not say its external address ({_said(exc)})") from None
        reach, external = external_reach(reported, documentation_is_public=self.documentation_is_public)
        if reach is Reach.NO_UPNP:
            raise RouterError(external)
        if self._closed.is_set():
            raise RouterError("closed while asking")
        if reach is Reach.CGNAT:   # a mapping there would help no one: none is asked
            return RouterAnswer(Reach.CGNAT, self.port, self._local, external, 0,
                                "the router's external address is not public")
        mapped = self._map(client)
        return RouterAnswer(Reach.OPEN, self.port, self._local, external, mapped, "mapped")

    def _map(self, client: Any) -> int:
        """Map an external port to the table's (its own first); the external port mapped."""
        if not self._local:
            raise RouterError("the router did not say which local address to forward to")
        for external in [self.port, *range(self.port + 1, self.port + 1 + OTHER_PORTS)]:
            if external > 65535:
                break
            held = self._holder(client, external)
            if held is not None and held != (self._local, self.port, self.description):
                continue   # someone else's mapping: try the next port (ours, left by a crash: taken over)
            try:
                given = self._add(client, external)
            except RouterError as exc:
                if "718" in str(exc) or "Conflict" in str(exc):
                    continue   # taken, though the router did not list it: the next port
                raise
            external = given or external
            with self._lock:
                self._mapped = external
            if self._closed.is_set():
                raise RouterError("closed while asking")
            return external
        raise RouterError(f"the router holds other mappings on ports {self.port} to {self.port + OTHER_PORTS}")

    def _holder(self, client: Any, external: int) -> tuple[str, int, str] | None:
        try:
            held = client.getspecificportmapping(external, "TCP")
        except Exception:  # noqa: BLE001 - "no such entry" is an exception in some versions
            return None
        if not held:
            return None
        try:
            return str(held[0]), int(held[1]), str(held[2])
        except (IndexError, TypeError, ValueError):
            return ("?", 0, "?")   # an answer we cannot read: not ours

    def _add(self, client: Any, external: int) -> int:
        """Map (or renew) ``external``; the external port the router gave where it chooses one (NAT-PMP
        may give another than the one asked), else 0 (UPnP maps the port asked or refuses)."""
        try:
            ok = client.addportmapping(external, "TCP", self._local, self.port, self.description, "", self.lease)
        except Exception as exc:  # noqa: BLE001
            said = _said(exc)
            if self.lease and ("725" in said or "OnlyPermanentLeases" in said):
                self.lease = 0   # the router keeps only permanent mappings: removed at close all the same
                ok = client.addportmapping(external, "TCP", self._local, self.port, self.description, "", 0)
            else:
                raise RouterError(f"the router refused the mapping ({said})") from None
        if not ok:
            raise RouterError("the router refused the mapping")
        return ok if type(ok) is int else 0   # miniupnpc answers True; NAT-PMP the port it gave

    def _renew_while_open(self) -> None:
        if not self.lease:   # a permanent mapping (the router keeps no other): only closing ends it
            self._closed.wait()
        while self.lease and not self._closed.wait(max(5.0, self.lease / 2)):
            with self._lock:
                external, client = self._mapped, self._client
            if not external:
                return
            try:
                self._add(client, external)
            except Exception as exc:  # noqa: BLE001 - tried again at the next half lease
                log.warning("router: the mapping could not be renewed: %s", _said(exc))

    def _release(self) -> None:
        with self._lock:
            external, client, self._mapped = self._mapped, self._client, 0
        if external and client is not None:
            try:
                client.deleteportmapping(external, "TCP")
                log.info("router: mapping of port %d removed", external)
            except Exception as exc:  # noqa: BLE001 - the lease ends it anyway
                log.warning("router: the mapping could not be removed: %s", _said(exc))


_open_ports: set[RouterPort] = set()   # asked and not finished: an exiting interpreter removes their mappings


@atexit.register
def _close_all() -> None:
    """An interpreter that exits (the window closed, SIGTERM turned into an exit) leaves no mapping."""
    for router in list(_open_ports):
        router.close(timeout=1.0)


def exit_on_sigterm() -> None:
    """Make SIGTERM an orderly exit (SystemExit in the main thread), so the mappings are removed as at
    quitting. Only from the main thread, and only where nobody handles SIGTERM already."""
    if threading.current_thread() is not threading.main_thread():
        return
    if signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, _exit_now)


def _exit_now(signum, frame) -> None:  # noqa: ARG001 - a signal handler's signature
    sys.exit(128 + signum)


__all__ = ["RouterPort", "RouterAnswer", "Reach", "RouterError", "external_reach", "public_address",
           "router_allowed", "exit_on_sigterm", "answer_line", "ENV_SWITCH",
           "DESCRIPTION", "LEASE", "PATIENCE", "DOCUMENTATION"]
