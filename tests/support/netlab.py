"""A small internet made of network namespaces, for tests of play across houses.

Everything here is made by the test and removed by it: namespaces and veth pairs named with the
prefix ``brl-<pid>-``, the ``miniupnpd`` and STUN processes it starts, and a temporary folder for
their files. No packet leaves the machine: every address is inside a namespace the lab made, the
"internet" is the documentation range 203.0.113.0/24 and the carrier's inside net is 100.64.0.0/24.

Topology::

    internet (namespace): bridge br0, 203.0.113.1 (+ .254 for the STUN responder's second address)
      |-- Home.router: wan 203.0.113.(9+k), lan 10.99.0.1/24, masquerade (nftables), miniupnpd on lan
      |     `-- Home.host: eth0 10.99.0.2/24, default route via 10.99.0.1
      |-- carrier (namespace, carrier=True): wan 203.0.113.(9+k), cgn 100.64.0.1/24 (+ .254), masquerade
      |     `-- Home.router: wan 100.64.0.2/24 ... as above (a second layer of NAT)
      `-- internet hosts: eth0 203.0.113.(100+k)/24 (``lab.internet_host()``)

IPv6 (``lab.home(ipv6=True)``): the internet is 2001:db8:1::/64 (the bridge 2001:db8:1::1, hosts
2001:db8:1::(100+k)), a home's LAN the routed prefix 2001:db8:a<k>::/64 (router ::1, host ::2; a carrier
routes it without NAT, as carriers do), and the router's nftables forward chain drops what comes in from
``wan`` unless miniupnpd opened a pinhole (IGDv2 WANIPv6FirewallControl, or PCP with ``natpmp``).

Why STUN: Debian's miniupnpd 2.3.1 refuses a reserved address (documentation ranges, 100.64/10) on
its WAN interface and turns port forwarding off; in STUN mode it takes the address a STUN server
reports. So the internet runs :mod:`tests.support.stun_responder` (on 203.0.113.1/.254), and a
carrier runs one on its inside net that reports 100.64.0.2, the router's address as the carrier sees it.

Use::

    from tests.support.netlab import NetLab, lab_unavailable

    reason = lab_unavailable()          # None, or why namespaces cannot be made here (pytest.skip(reason))
    with NetLab() as lab:
        home = lab.home()                       # upnp=True: miniupnpd runs on the router; carrier=False
        friend = lab.internet_host()            # or lab.internet (203.0.113.1) itself
        home.wan_address                        # "203.0.113.10" (the router's address on the internet)
        with home.host.entered():               # sockets and threads made here live in the home
            host = Host(host="0.0.0.0", port=0); host.start()
        friend.run(["python3", "-c", "..."], timeout=10)   # a command in a namespace (CompletedProcess)
        proc = friend.spawn([...])              # a long-running one, killed at teardown
        home.router.nft("list ruleset")         # what the router holds now (port mappings, NAT)
        odd = lab.home(upnp=False)              # a router without UPnP, or one that misbehaves:
        log = lab.misbehaving_router(odd, "garbage")   # see tests/support/fake_igd.py for the modes
    # leaving the block kills the processes, removes namespaces, veths and the folder

Threads started inside ``entered()`` inherit the namespace (Linux copies it to new threads), which
is how a :class:`~briscola_desktop.net.host.server.Host` or a client's thread runs "in" a home.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator, Sequence

PREFIX = "brl-"
INTERNET_NET = "203.0.113"
INTERNET_GATEWAY = f"{INTERNET_NET}.1"
INTERNET_STUN_SECOND = f"{INTERNET_NET}.254"
HOME_HOST = "10.99.0.2"
HOME_ROUTER = "10.99.0.1"
CARRIER_INSIDE = "100.64.0.1"
CARRIER_STUN_SECOND = "100.64.0.254"
CARRIER_ROUTER = "100.64.0.2"
STUN_PORTS = (3478, 3479)
UPNP_HTTP_PORT = 5000
INTERNET6_NET = "2001:db8:1"
INTERNET6_GATEWAY = f"{INTERNET6_NET}::1"
STUN_SCRIPT = Path(__file__).with_name("stun_responder.py")
FAKE_IGD_SCRIPT = Path(__file__).with_name("fake_igd.py")
CLONE_NEWNET = 0x40000000
_libc = ctypes.CDLL(None, use_errno=True)


def _ip(*args: str, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=10, check=check)


def lab_unavailable() -> str | None:
    """Why namespaces cannot be made here, or None when they can (tests skip with this reason)."""
    if not sys.platform.startswith("linux"):
        return "network namespaces are a Linux feature"
    if os.geteuid() != 0:
        return "making network namespaces needs root"
    for tool in ("ip", "nft"):
        if shutil.which(tool) is None:
            return f"the {tool!r} command is missing (Debian packages iproute2, nftables)"
    probe = f"{PREFIX}{os.getpid()}-probe"
    made = _ip("netns", "add", probe, check=False)
    if made.returncode != 0:
        return f"cannot make a network namespace: {made.stderr.strip()}"
    _ip("netns", "del", probe, check=False)
    return None


def miniupnpd_unavailable() -> str | None:
    """Why the router cannot run miniupnpd here, or None."""
    if shutil.which("miniupnpd") is None and not Path("/usr/sbin/miniupnpd").exists():
        return "miniupnpd is not installed (Debian packages miniupnpd, miniupnpd-nftables)"
    return None


def ipv6_unavailable() -> str | None:
    """Why the lab's homes cannot have IPv6 behind miniupnpd's IPv6 firewall here, or None."""
    if not socket.has_ipv6 or not Path("/proc/sys/net/ipv6").exists():
        return "this machine's kernel has no IPv6"
    binary = Path(shutil.which("miniupnpd") or "/usr/sbin/miniupnpd")
    try:
        if b"WANIPv6FirewallControl" not in binary.read_bytes():
            return "this miniupnpd was built without IPv6 (no WANIPv6FirewallControl)"
    except OSError:
        return "miniupnpd is not installed (Debian packages miniupnpd, miniupnpd-nftables)"
    return None


@dataclass
class Namespace:
    """One network namespace of the lab: run commands in it, or enter it from this thread."""

    name: str
    address: str
    lab: "NetLab" = field(repr=False)

    def run(self, argv: Sequence[str], *, timeout: float = 20.0, check: bool = True,
            **kwargs) -> subprocess.CompletedProcess:
        kwargs.setdefault("capture_output", True)
        kwargs.setdefault("text", True)
        return subprocess.run(["ip", "netns", "exec", self.name, *argv], timeout=timeout, check=check, **kwargs)

    def spawn(self, argv: Sequence[str], *, log: str | None = None, **kwargs) -> subprocess.Popen:
        """Start a long-running command here; the lab kills it at teardown. Output goes to a log file."""
        path = self.lab.folder / (log or f"{Path(argv[0]).name}-{len(self.lab.processes)}.log")
        out = open(path, "wb")  # noqa: SIM115 - closed at teardown with the process
        proc = subprocess.Popen(["ip", "netns", "exec", self.name, *argv], stdout=out, stderr=subprocess.STDOUT,
                                **kwargs)
        self.lab.processes.append((proc, out))
        return proc

    def sh(self, command: str, **kwargs) -> subprocess.CompletedProcess:
        return self.run(["sh", "-c", command], **kwargs)

    def nft(self, command: str) -> str:
        return self.run(["nft", *command.split()]).stdout

    @contextmanager
    def entered(self) -> Iterator["Namespace"]:
        """Switch this thread into the namespace; threads and sockets made inside stay there."""
        back = os.open("/proc/thread-self/ns/net", os.O_RDONLY)
        there = os.open(f"/run/netns/{self.name}", os.O_RDONLY)
        try:
            if _libc.setns(there, CLONE_NEWNET) != 0:
                raise OSError(ctypes.get_errno(), f"cannot enter namespace {self.name}")
            try:
                yield self
            finally:
                if _libc.setns(back, CLONE_NEWNET) != 0:
                    raise OSError(ctypes.get_errno(), "cannot return to the test's namespace")
        finally:
            os.close(there)
            os.close(back)

    def wait_tcp(self, address: str, port: int, seconds: float = 10.0) -> bool:
        """Whether a TCP connection from here to ``address:port`` succeeds within ``seconds``."""
        deadline = time.monotonic() + seconds
        with self.entered():
            while time.monotonic() < deadline:
                try:
                    socket.create_connection((address, port), timeout=0.5).close()
                    return True
                except OSError:
                    time.sleep(0.1)
        return False


def reaches(ns: "Namespace", address: str, port: int, timeout: float = 2) -> bool:
    """Whether a TCP connection from inside ``ns`` to ``address``:``port`` opens (a friend reaching a table)."""
    with ns.entered():
        try:
            socket.create_connection((address, port), timeout=timeout).close()
            return True
        except OSError:
            return False



def run_and_end(ns: "Namespace", script: str, args: Sequence[str], way: str, ready: str,
                opened: "Callable[[], bool]") -> None:
    """Runs the Python ``script`` in ``ns`` until it prints ``ready``; then it ends by itself (``way`` "quit",
    status 0) or, once ``opened()`` holds, is sent SIGTERM (``way`` "sigterm", a failing status). Killed if it
    outlives that, so no process of the test is left."""
    proc = subprocess.Popen(["ip", "netns", "exec", ns.name, sys.executable, "-c", script, *args],
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == ready
        if way == "sigterm":
            assert opened()
            proc.send_signal(signal.SIGTERM)
            assert proc.wait(15) != 0
        else:
            assert proc.wait(15) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(5)

@dataclass
class Home:
    """A house: a host behind its router (and, with ``carrier``, behind the carrier's NAT as well)."""

    host: Namespace
    router: Namespace
    wan_address: str            # the router's own WAN address (100.64.0.2 behind a carrier)
    internet_address: str       # where the home's packets seem to come from on the internet
    upnp: bool
    carrier: Namespace | None = None
    miniupnpd: subprocess.Popen | None = None
    ipv6_address: str = ""      # the host's global IPv6 address (``ipv6=True``), "" without IPv6
    ipv6_router: str = ""       # the router's on the home's LAN

    def miniupnpd_log(self) -> str:
        path = self.router.lab.folder / f"miniupnpd-{self.router.name}.log"
        return path.read_text(errors="replace") if path.exists() else ""


class NetLab:
    """The lab: an internet namespace with a bridge, homes behind routers, hosts on the internet."""

    def __init__(self) -> None:
        reason = lab_unavailable()
        if reason is not None:
            raise RuntimeError(reason)
        self.tag = f"{PREFIX}{os.getpid()}"
        self.folder = Path(tempfile.mkdtemp(prefix=f"{self.tag}-"))
        self.processes: list[tuple[subprocess.Popen, object]] = []
        self.namespaces: list[str] = []
        self._links = 0
        self._wan_slots = 0
        self._hosts = 0
        self._internet_stun = False
        self.internet = self._namespace("internet", INTERNET_GATEWAY)
        self.internet.sh("ip link add br0 type bridge && ip link set br0 up && ip link set lo up"
                         f" && ip addr add {INTERNET_GATEWAY}/24 dev br0"
                         f" && ip addr add {INTERNET_STUN_SECOND}/24 dev br0"
                         f" && ip addr add {INTERNET6_GATEWAY}/64 dev br0 nodad"
                         " && sysctl -q -w net.ipv6.conf.all.forwarding=1")

    # ------------------------------------------------------------------ building
    def _namespace(self, role: str, address: str) -> Namespace:
        name = f"{self.tag}-{role}"
        _ip("netns", "add", name)
        self.namespaces.append(name)
        _ip("-n", name, "link", "set", "lo", "up")
        return Namespace(name, address, self)

    def _wire(self, a: Namespace, a_name: str, b: Namespace, b_name: str) -> None:
        """A veth pair between two namespaces, named ``a_name`` in ``a`` and ``b_name`` in ``b``."""
        self._links += 1
        left, right = f"{self.tag}a{self._links}"[-15:], f"{self.tag}b{self._links}"[-15:]
        _ip("link", "add", left, "type", "veth", "peer", "name", right)
        _ip("link", "set", left, "netns", a.name)
        _ip("link", "set", right, "netns", b.name)
        _ip("-n", a.name, "link", "set", left, "name", a_name)
        _ip("-n", b.name, "link", "set", right, "name", b_name)
        _ip("-n", a.name, "link", "set", a_name, "up")
        _ip("-n", b.name, "link", "set", b_name, "up")

    def _on_internet(self, ns: Namespace, ifname: str, address: str) -> None:
        self._links += 1
        port = f"port{self._links}"
        self._wire(ns, ifname, self.internet, port)
        self.internet.run(["ip", "link", "set", port, "master", "br0"])
        ns.run(["ip", "addr", "add", f"{address}/24", "dev", ifname])

    def internet_host(self) -> Namespace:
        """A machine on the internet (203.0.113.100, .101, ...): a friend's game or a table server."""
        self._hosts += 1
        ns = self._namespace(f"net{self._hosts}", f"{INTERNET_NET}.{99 + self._hosts}")
        self._on_internet(ns, "eth0", ns.address)
        ns.run(["ip", "route", "add", "default", "via", INTERNET_GATEWAY])
        ns.sh(f"ip addr add {INTERNET6_NET}::{99 + self._hosts}/64 dev eth0 nodad"
              f" && ip -6 route add default via {INTERNET6_GATEWAY}")
        return ns

    def home(self, *, upnp: bool = True, carrier: bool = False, natpmp: bool = False, ipv6: bool = False) -> Home:
        """A home network: 10.99.0.2 behind a router at 10.99.0.1 that masquerades; its miniupnpd answers
        UPnP IGD if ``upnp`` and NAT-PMP (and PCP) if ``natpmp`` (and does not run when neither). With
        ``ipv6`` the home also has a global IPv6 prefix (see the module docstring) behind the router's firewall."""
        self._wan_slots += 1
        slot = self._wan_slots
        public = f"{INTERNET_NET}.{9 + slot}"
        carrier_ns = None
        router = self._namespace(f"router{slot}", HOME_ROUTER)
        if carrier:
            carrier_ns = self._namespace(f"carrier{slot}", CARRIER_INSIDE)
            self._on_internet(carrier_ns, "wan", public)
            carrier_ns.run(["ip", "route", "add", "default", "via", INTERNET_GATEWAY])
            self._wire(carrier_ns, "cgn", router, "wan")
            carrier_ns.sh(f"ip addr add {CARRIER_INSIDE}/24 dev cgn && ip addr add {CARRIER_STUN_SECOND}/24 dev cgn")
            router.sh(f"ip addr add {CARRIER_ROUTER}/24 dev wan && ip route add default via {CARRIER_INSIDE}")
            self._masquerade(carrier_ns, forward_open=False)
            self._stun(carrier_ns, CARRIER_INSIDE, CARRIER_STUN_SECOND)
            wan, stun_host = CARRIER_ROUTER, CARRIER_INSIDE
        else:
            self._on_internet(router, "wan", public)
            router.run(["ip", "route", "add", "default", "via", INTERNET_GATEWAY])
            if not self._internet_stun:
                self._stun(self.internet, INTERNET_GATEWAY, INTERNET_STUN_SECOND)
                self._internet_stun = True
            wan, stun_host = public, INTERNET_GATEWAY
        host = self._namespace(f"home{slot}", HOME_HOST)
        self._wire(router, "lan", host, "eth0")
        router.run(["ip", "addr", "add", f"{HOME_ROUTER}/24", "dev", "lan"])
        host.sh(f"ip addr add {HOME_HOST}/24 dev eth0 && ip route add default via {HOME_ROUTER}")
        self._masquerade(router, forward_open=False)
        home = Home(host, router, wan, public, upnp, carrier_ns)
        if ipv6:
            self._ipv6_home(home, slot)
        if upnp or natpmp:
            home.miniupnpd = self._miniupnpd(router, stun_host, upnp=upnp, natpmp=natpmp,
                                             ipv6=home.ipv6_router)
        return home

    def _ipv6_home(self, home: Home, slot: int) -> None:
        """Route the home's own IPv6 prefix from the internet (through the carrier, which neither NATs nor
        filters IPv6) to the router, whose firewall lets in only what miniupnpd opens."""
        prefix = f"2001:db8:a{slot}:"
        home.ipv6_router, home.ipv6_address = f"{prefix}:1", f"{prefix}:2"
        upstream, wan = home.carrier or home.router, f"{INTERNET6_NET}::{9 + slot}"
        upstream.sh(f"sysctl -q -w net.ipv6.conf.all.forwarding=1 && ip addr add {wan}/64 dev wan nodad"
                    f" && ip -6 route add default via {INTERNET6_GATEWAY}")
        self.internet.run(["ip", "-6", "route", "add", f"{prefix}:/64", "via", wan])
        if home.carrier is not None:
            inside = f"2001:db8:c{slot}:"
            home.carrier.sh(f"ip addr add {inside}:1/64 dev cgn nodad && ip -6 route add {prefix}:/64 via {inside}:2"
                            " && nft add rule inet filter forward meta nfproto ipv6 accept")
            home.router.sh(f"sysctl -q -w net.ipv6.conf.all.forwarding=1 && ip addr add {inside}:2/64 dev wan nodad"
                           f" && ip -6 route add default via {inside}:1")
        home.router.run(["ip", "addr", "add", f"{home.ipv6_router}/64", "dev", "lan", "nodad"])
        home.host.sh(f"ip addr add {home.ipv6_address}/64 dev eth0 nodad"
                     f" && ip -6 route add default via {home.ipv6_router}")

    def _masquerade(self, ns: Namespace, *, forward_open: bool) -> None:
        """NAT out of ``wan``; new connections come in only where miniupnpd's chains let them."""
        ns.run(["sysctl", "-q", "-w", "net.ipv4.ip_forward=1"])
        policy = "accept" if forward_open else "drop"
        # miniupnpd's nftables backend (2.3.1) writes into table inet filter, chains miniupnpd,
        # prerouting_miniupnpd and postrouting_miniupnpd, but does not create them.
        rules = f"""
table inet filter {{
    chain forward {{
        type filter hook forward priority 0; policy {policy};
        ct state established,related accept
        iifname != "wan" accept
        jump miniupnpd
    }}
    chain miniupnpd {{ }}
    chain prerouting {{
        type nat hook prerouting priority -100; policy accept;
        jump prerouting_miniupnpd
    }}
    chain postrouting {{
        type nat hook postrouting priority 100; policy accept;
        jump postrouting_miniupnpd
        oifname "wan" meta nfproto ipv4 masquerade
    }}
    chain prerouting_miniupnpd {{ }}
    chain postrouting_miniupnpd {{ }}
}}
"""
        ns.run(["nft", "-f", "-"], input=rules)

    def _stun(self, ns: Namespace, first: str, second: str) -> None:
        self._spawn_ready(ns, [sys.executable, str(STUN_SCRIPT), first, second, *map(str, STUN_PORTS)],
                          f"stun-{ns.name}.log")

    def _spawn_ready(self, ns: Namespace, argv: list[str], log: str) -> Path:
        """Start ``argv`` in ``ns`` and wait (30 s at most: a loaded machine) until it prints ``ready``."""
        proc = ns.spawn(argv, log=log)
        path = self.folder / log
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and proc.poll() is None:
            if path.exists() and b"ready" in path.read_bytes():
                return path
            time.sleep(0.05)
        raise RuntimeError(f"{log}: the process did not start in {ns.name}: "
                           f"{path.read_text(errors='replace') if path.exists() else ''}")

    def misbehaving_router(self, home: Home, mode: str) -> Path:
        """Run :mod:`tests.support.fake_igd` in ``home``'s router (made with ``upnp=False``) in ``mode``;
        the path of the log where it prints each action it was asked."""
        if home.miniupnpd is not None:
            raise ValueError("the home's router already runs miniupnpd: make it with upnp=False")
        return self._spawn_ready(home.router, [sys.executable, str(FAKE_IGD_SCRIPT), HOME_ROUTER, mode],
                                 f"fake-igd-{home.router.name}.log")

    def _miniupnpd(self, router: Namespace, stun_host: str, *, upnp: bool, natpmp: bool,
                   ipv6: str = "") -> subprocess.Popen:
        reason = miniupnpd_unavailable()
        if reason is not None:
            raise RuntimeError(reason)
        conf = self.folder / f"miniupnpd-{router.name}.conf"
        conf.write_text("\n".join([
            "ext_ifname=wan", "listening_ip=lan", f"http_port={UPNP_HTTP_PORT}",
            f"enable_natpmp={'yes' if natpmp else 'no'}", f"enable_upnp={'yes' if upnp else 'no'}",
            *(["ext_ifname6=wan",
               f"lease_file6={self.folder / ('leases6-' + router.name)}"] if ipv6 else ["ipv6_disable=yes"]),
            "secure_mode=yes",
            "system_uptime=yes", "notify_interval=60", "clean_ruleset_interval=600",
            "ext_perform_stun=yes", f"ext_stun_host={stun_host}", f"ext_stun_port={STUN_PORTS[0]}",
            f"lease_file={self.folder / ('leases-' + router.name)}",
            "uuid=3c1f2a8e-6d7b-4c59-9e2a-0b5f5d2c7a41",
            "upnp_table_name=filter", "upnp_nat_table_name=filter",
            "upnp_forward_chain=miniupnpd", "upnp_nat_chain=prerouting_miniupnpd",
            "upnp_nat_postrouting_chain=postrouting_miniupnpd",
            f"allow 1024-65535 {HOME_ROUTER.rsplit('.', 1)[0]}.0/24 1024-65535",
            "deny 0-65535 0.0.0.0/0 0-65535", ""]))
        proc = router.spawn(["miniupnpd", "-d", "-f", str(conf), "-P", str(self.folder / f"{router.name}.pid")],
                            log=f"miniupnpd-{router.name}.log")
        log = self.folder / f"miniupnpd-{router.name}.log"
        if upnp:
            ready = router.wait_tcp(HOME_ROUTER, UPNP_HTTP_PORT, 10.0)
        else:   # NAT-PMP only: no HTTP port; miniupnpd says when it listens
            deadline = time.monotonic() + 10.0
            while not (ready := b"Listening for NAT-PMP" in log.read_bytes()) and time.monotonic() < deadline:
                time.sleep(0.05)
        if not ready or proc.poll() is not None:
            raise RuntimeError(f"miniupnpd did not start in {router.name}:\n{log.read_text(errors='replace')}")
        return proc

    # ------------------------------------------------------------------ teardown
    def close(self) -> None:
        for proc, _ in self.processes:
            if proc.poll() is None:
                proc.terminate()
        for proc, out in self.processes:
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(5)
            out.close()
        self.processes.clear()
        for name in reversed(self.namespaces):
            _ip("netns", "del", name, check=False)
        self.namespaces.clear()
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> "NetLab":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def leftovers() -> list[str]:
    """Namespaces and links of this process's labs still present (a test checks there are none)."""
    tag = f"{PREFIX}{os.getpid()}"
    names = _ip("netns", "list").stdout.split()
    links = _ip("-o", "link").stdout
    return [n for n in names if n.startswith(tag)] + [line.split(":")[1].strip()
                                                         for line in links.splitlines() if tag in line]
