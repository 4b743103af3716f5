"""Finding tables on the local network: DNS-SD over mDNS (the ``zeroconf`` package).

A host advertises each open table as a ``_briscola._tcp.local.`` service; its TXT record
says the host's name (``name``), the table (``table``, a rules preset name), the seats
(``seats``) and the free ones (``free``), whether the match has started (``started``),
the oldest protocol version that may sit there (``v``: a table with a house rule needs a newer
game), the newest its host speaks (``top``) and a public id (``id``). The table **code is never
advertised**: it stays the key a host gives to the friends it invites, so a discovered
table fills in the address and the player still types the code.

Public API::

    advertiser = Advertiser(host)            # host: a started net.host.Host
    advertiser.start()                       # re-reads host.tables() every ``refresh`` seconds
    advertiser.close()

    browser = Browser()
    browser.start()
    browser.found()                          # [FoundTable] (poll it from the frame loop)
    browser.close()

Both can be turned off: ``enabled=False``, or ``BRISCOLA_NO_DISCOVERY=1`` in the
environment; then ``start`` does nothing and ``found()`` stays empty. ``interfaces`` limits
the network interfaces used (tests bind ``["127.0.0.1"]`` inside a network namespace).
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

# zeroconf is imported where discovery is first used, not with this module: the game starts without
# it (faster), and its ifaddr asks platform.system() at import, which crashes Wine 8.0.
if TYPE_CHECKING:
    from zeroconf import ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from briscola_desktop.rules import PRESETS

from .. import protocol as p
from ..host.server import Host, TableInfo

log = logging.getLogger(__name__)

SERVICE_TYPE = "_briscola._tcp.local."
ENV_OFF = "BRISCOLA_NO_DISCOVERY"


def discovery_allowed(enabled: bool = True) -> bool:
    return enabled and os.environ.get(ENV_OFF, "") not in ("1", "true", "yes")


def local_addresses() -> list[str]:
    """This machine's IPv4 address toward the local network (none sent: a UDP socket is only pointed)."""
    found = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.254.254.254", 1))  # no packet leaves: connect() on UDP only picks a route
            address = s.getsockname()[0]
            if not address.startswith("127."):
                found.append(address)
    except OSError:
        pass
    return found


def invitation(host: str, port: int, code: str) -> str:
    """The line a host copies for friends: ``briscola://HOST:PORT/CODE``."""
    shown = f"[{host}]" if ":" in host else host
    return f"briscola://{shown}:{port}/{code}"


@dataclass(frozen=True)
class FoundTable:
    """A table some host advertises on the network."""

    service: str
    host_name: str
    table: str           # rules preset name ("" when the advertisement names none this game knows)
    seats: int
    free_seats: int
    started: bool
    version: int         # the oldest protocol that may sit at the table (its house rules)
    public_id: str
    addresses: tuple[str, ...]
    port: int
    top: int = 0         # the newest protocol its host speaks (0: not said, an older host: ``version`` only)

    @property
    def compatible(self) -> bool:
        """This game may sit there: the table needs no newer game, and its host speaks this one."""
        return self.version <= p.PROTOCOL_VERSION <= max(self.top, self.version)


def _txt(info: TableInfo) -> dict[str, str]:
    return {"name": (info.names[0] or "")[: p.MAX_NAME], "table": info.variant, "seats": str(info.players),
            "free": str(info.free_seats), "started": "1" if info.started else "0",
            # "v": the oldest game that may sit here, which a version-2 game compares with its own (a table
            # without a house rule stays in its list); "top": the newest this host speaks.
            "v": str(info.lowest_version), "top": str(p.PROTOCOL_VERSION), "id": info.public_id}


class _ZeroconfWorker:
    """A zeroconf handle and the one thread that works with it: :meth:`start` opens both (once, and
    only when discovery is allowed), :meth:`_stop_thread` ends the thread before the handle closes."""

    thread_name = "briscola-discovery"

    def __init__(self, interfaces: Any, enabled: bool) -> None:
        self.interfaces = interfaces
        self.enabled = discovery_allowed(enabled)
        self._zc: Zeroconf | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if not self.enabled or self._thread is not None:
            return
        self._zc = _zeroconf(self.interfaces)
        self._thread = threading.Thread(target=self._run, name=self.thread_name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        raise NotImplementedError

    def _stop_thread(self) -> None:
        """Ask the thread to end and wait for it (it checks between steps; the wait is bounded)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(5.0)
            self._thread = None


class Advertiser(_ZeroconfWorker):
    """Publishes a host's open tables (see the module docstring)."""

    thread_name = "briscola-advertiser"

    def __init__(self, host: Host, *, name: str | None = None, addresses: Sequence[str] | None = None,
                 interfaces: Any = None, enabled: bool = True, refresh: float = 2.0) -> None:
        super().__init__(interfaces, enabled)
        self.host = host
        self.name = name or socket.gethostname()[:30]
        self.addresses = list(addresses) if addresses is not None else None
        self.refresh = refresh
        self._infos: dict[str, tuple[ServiceInfo, dict[str, str]]] = {}

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self.publish()
            except Exception:  # noqa: BLE001 - discovery is a convenience: the host goes on without it
                log.exception("could not advertise the tables")
            self._stop.wait(self.refresh)

    def publish(self) -> None:
        """Bring the advertised services in line with the host's tables."""
        zc = self._zc
        if zc is None:
            return
        from zeroconf import ServiceInfo

        addresses = self.addresses if self.addresses is not None else (local_addresses() or ["127.0.0.1"])
        seen = set()
        for info in self.host.tables():
            key = info.public_id
            seen.add(key)
            txt = _txt(info)
            known = self._infos.get(key)
            if known is not None and known[1] == txt:
                continue
            service = ServiceInfo(
                SERVICE_TYPE, f"{self.name[:20]} {key}.{SERVICE_TYPE}",
                addresses=[socket.inet_aton(a) for a in addresses], port=self.host.port, properties=txt,
                server=f"briscola-{key}.local.")
            if known is None:
                zc.register_service(service, allow_name_change=True)
            else:
                zc.update_service(service)
            self._infos[key] = (service, txt)
        for key in [k for k in self._infos if k not in seen]:
            zc.unregister_service(self._infos.pop(key)[0])

    def close(self) -> None:
        self._stop_thread()
        if self._zc is not None:
            try:
                self._zc.unregister_all_services()
            finally:
                self._zc.close()
                self._zc = None


class Browser(_ZeroconfWorker):
    """Lists the tables advertised on the network (see the module docstring)."""

    thread_name = "briscola-browser"

    def __init__(self, *, interfaces: Any = None, enabled: bool = True) -> None:
        super().__init__(interfaces, enabled)
        self._browser: ServiceBrowser | None = None
        self._found: dict[str, FoundTable] = {}
        self._todo: list[tuple[str, bool]] = []
        self._lock = threading.Lock()
        self._wake = threading.Event()

    def start(self) -> None:
        super().start()
        if self._zc is not None and self._browser is None:
            from zeroconf import ServiceBrowser

            self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._changed])

    def found(self) -> list[FoundTable]:
        with self._lock:
            return sorted(self._found.values(), key=lambda f: (f.host_name, f.public_id))

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        # Called on zeroconf's thread: only note it; the lookup runs on ours.
        from zeroconf import ServiceStateChange

        with self._lock:
            self._todo.append((name, state_change is not ServiceStateChange.Removed))
        self._wake.set()

    def _run(self) -> None:
        while not self._stop.is_set():
            self._wake.wait(1.0)
            self._wake.clear()
            with self._lock:
                todo, self._todo = self._todo, []
            for name, present in todo:
                if not present:
                    with self._lock:
                        self._found.pop(name, None)
                    continue
                try:
                    found = self._resolve(name)
                except Exception:  # noqa: BLE001 - a malformed advertisement is skipped
                    log.info("skipping the advertised service %r", name, exc_info=True)
                    found = None
                with self._lock:
                    if found is None:
                        self._found.pop(name, None)
                    else:
                        self._found[name] = found

    def _resolve(self, name: str) -> FoundTable | None:
        from zeroconf import IPVersion

        zc = self._zc
        if zc is None:
            return None
        info = zc.get_service_info(SERVICE_TYPE, name, timeout=2000)
        if info is None or not info.port:
            return None
        props = {k.decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace")
                 for k, v in info.properties.items()}
        try:
            host_name = p.clean_name(props.get("name", "") or "?")
        except p.NetError:
            host_name = "?"
        table = props.get("table", "")  # shown through the locales: only a table this game knows
        return FoundTable(
            service=name, host_name=host_name, table=table if table in PRESETS else "",
            seats=_int(props.get("seats")), free_seats=_int(props.get("free")), started=props.get("started") == "1",
            version=_int(props.get("v")), public_id=props.get("id", "")[:16],
            addresses=tuple(info.parsed_addresses(IPVersion.V4Only)), port=int(info.port), top=_int(props.get("top")))

    def close(self) -> None:
        self._stop.set()
        self._wake.set()      # the thread sleeps on this between lookups: it sees the stop at once
        if self._browser is not None:
            self._browser.cancel()
        self._stop_thread()
        if self._zc is not None:
            self._zc.close()
            self._zc = None


def _int(text: str | None) -> int:
    try:
        return int(text or 0)
    except ValueError:
        return 0


def _zeroconf(interfaces: Any) -> Zeroconf:
    from zeroconf import IPVersion, Zeroconf

    if interfaces is None:
        return Zeroconf(ip_version=IPVersion.V4Only)
    return Zeroconf(interfaces=list(interfaces), ip_version=IPVersion.V4Only)


def wait_for(browser: Browser, predicate, seconds: float) -> list[FoundTable]:
    """Poll ``browser`` until ``predicate(found)`` holds or ``seconds`` pass (tools and tests)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = browser.found()
        if predicate(found):
            return found
        time.sleep(0.05)
    return browser.found()


__all__ = ["Advertiser", "Browser", "ENV_OFF", "FoundTable", "SERVICE_TYPE", "discovery_allowed", "invitation",
           "local_addresses", "wait_for"]
