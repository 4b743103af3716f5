"""The connection behind the friends' screens: a hosted table (server, discovery) or a joined one.

A :class:`TableLink` is what the lobby and the table screens share: the seat's
:class:`~briscola_desktop.net.join.remote.RemoteTable`, and when this window hosts, the
:class:`~briscola_desktop.net.host.server.Host` (its own thread) and the discovery advertiser.
Closing the link closes all of them. No pygame here; nothing blocks longer than the host's
start (a fraction of a second) or the client's thread start.
"""

from __future__ import annotations

import os
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from briscola_desktop.i18n import t
from briscola_desktop.net import protocol as p
from briscola_desktop.net.reach.addresses import global_ipv6_address
from briscola_desktop.net.join.client import Client, parse_endpoint, parse_invitation_endpoint
from briscola_desktop.net.reach.discovery import Advertiser, discovery_allowed, invitation, local_addresses
from briscola_desktop.net.host.server import Host
from briscola_desktop.net.join.remote import RemoteTable
from briscola_desktop.net.reach.router import RouterPort, exit_on_sigterm
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.userfiles.hosted import HostedTables
from briscola_desktop.userfiles.seats import SeatKeys
from briscola_desktop.userfiles.store import Store

#: The environment switch for discovery (the command line's ``--no-discovery`` sets it too).
NO_DISCOVERY = "BRISCOLA_NO_DISCOVERY"


def turn_discovery_off() -> None:
    """No multicast from this process: the host advertises nothing, the join list stays empty."""
    os.environ[NO_DISCOVERY] = "1"


def discovery_on() -> bool:
    return discovery_allowed()


@dataclass
class TableLink:
    """A seat at a hosted table, and the host when this window runs it."""

    table: RemoteTable
    code: str
    name: str
    address: str = ""                 # host:port: to give friends (hosting), or the one joined
    host: Host | None = None
    advertiser: Advertiser | None = None
    #: The home router asked to forward the port (hosting here): its answer says who can reach the table.
    router: RouterPort | None = None
    ipv6: str = ""                    # this machine's global IPv6 address, when the host listens on IPv6 too
    #: Batches of events handed out before the table scene took the seat (the first deal): it replays them.
    early: list[list] = field(default_factory=list)
    closed: bool = field(default=False, init=False)
    #: The user folder, where a friend's seat is kept (Join sets it): a table closed for good leaves it.
    store: Store | None = None
    #: A match was dealt at this table in this run (the lobby says "Giulia closed the table" after one).
    played: bool = field(default=False, init=False)

    @property
    def hosting(self) -> bool:
        return self.host is not None

    @property
    def owner(self) -> bool:
        """Seat 0 opened the table: it starts the match and sets the seats."""
        return self.table.seat == 0

    @property
    def table_code(self) -> str:
        """The table's code: known at once when hosting here, from the welcome on a server."""
        lobby = self.table.lobby
        return self.code or (lobby.code if lobby is not None else "")

    def invitation(self) -> str:
        """``briscola://HOST:PORT/CODE`` (``briscolas://`` on a table server with TLS): the line friends
        paste into Join."""
        if not self.address:
            return invitation("127.0.0.1", 0, self.table_code)
        return parse_endpoint(self.address).invitation(self.table_code)

    @property
    def unencrypted(self) -> bool:
        """Joined over the internet without TLS: what is said at the table can be read on the way."""
        return not self.hosting and bool(self.address) and unencrypted_link(self.address)

    @property
    def kept_address(self) -> str:
        """Where this window's seat is kept: the host's own by its loopback address and port (the table is
        opened again there), a friend's by the address joined."""
        return f"127.0.0.1:{self.host.port}" if self.host is not None else self.address

    def close(self, for_good: bool = False) -> None:
        """Leave the table; a host stops serving (its friends are told the host left). ``for_good`` (the host
        closed the table for everyone): its save goes, so it is offered to open again nowhere, and the friends
        are told so (their games forget the seat kept there); the advertisement ends at once either way. A
        friend told the table was closed for good forgets the seat kept there (with ``store``)."""
        if self.closed:
            return
        self.closed = True
        self.table.close()
        if self.router is not None:
            self.router.close(timeout=0)   # removed by the router's own thread, never on the frame loop
        if self.advertiser is not None:
            self.advertiser.close()        # a goodbye: every Join list drops the table at once
        if self.host is not None:
            self.host.stop(closed=for_good)
        if self.store is not None and (for_good if self.hosting else self.table.closed_for_good):
            SeatKeys(self.store).forget(self.kept_address, self.table_code)


def host_table(settings: TableSettings, name: str, *, save_dir: Path | None = None,
               port: int | None = None, listen: str = "0.0.0.0") -> TableLink:
    """Start a host on every interface (the first free port from 47321), open the table and sit
    at its seat 0 over 127.0.0.1. ``RuntimeError``/``ValueError`` say why it could not."""
    host = Host(host=listen, port=port, save_dir=save_dir)

    def open_new(started: Host) -> tuple[str, str]:
        opened = started.open_table(settings)
        return opened.code, opened.token

    return _sit_at_own_host(host, name, open_new)


def hosted_folder(user_folder: Path) -> Path:
    """Where this window's hosted tables are saved (after every trick), to be opened again."""
    return user_folder / "hosted"


def saved_table(user_folder: Path, code: str) -> bool:
    """A table hosted here with this code was saved (it can be opened again). The host names each file
    by the table's code (the file's ending is the host's business)."""
    folder = hosted_folder(user_folder)
    return any((folder / f"{code}{ending}").is_file() for ending in (".yaml", ".json"))


def saved_match_under_way(user_folder: Path, code: str) -> bool:
    """The table hosted here with this code was saved with a match under way (not only its lobby)."""
    saved = HostedTables(hosted_folder(user_folder)).load(code)
    return saved is not None and saved.match is not None and not saved.match.is_over


def reopen_table(user_folder: Path, code: str, name: str, token: str, port: int,
                 listen: str = "0.0.0.0") -> TableLink:
    """Start the host again on ``port`` with the saved tables (same codes), and take seat 1 back with
    ``token``: the friends' games reconnect by themselves. ``RuntimeError``/``ValueError`` say why not."""
    host = Host(host=listen, port=port, save_dir=hosted_folder(user_folder))

    def open_saved(started: Host) -> tuple[str, str]:
        if code not in [info.code for info in started.tables()]:
            raise ValueError(f"the saved table {code} cannot be opened")
        return code, token

    return _sit_at_own_host(host, name, open_saved)


def _sit_at_own_host(host: Host, name: str, seat: Callable[[Host], tuple[str, str]]) -> TableLink:
    """Start ``host``, ask ``seat`` for the table's code and the seat's token on it, and sit there over
    127.0.0.1, advertised on the network when discovery is on. The host stops again if sitting fails."""
    bound = host.start()
    try:
        code, token = seat(host)
        client = Client(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=code, name=name, token=token))
        table = RemoteTable(client.start(), is_idle=lambda: False)
    except BaseException:
        host.stop()
        raise
    shown = (local_addresses() or ["127.0.0.1"])[0]
    advertiser = None
    if discovery_on():
        advertiser = Advertiser(host)
        advertiser.start()
    ipv6 = global_ipv6_address() if host.listens_ipv6 else ""   # offered too, where the machine has one
    router = RouterPort(bound, ipv6=ipv6).start()   # asks from its own thread (and a pinhole for ipv6)
    exit_on_sigterm()                    # a stopped game removes the mapping as a closed one does
    return TableLink(table, code, name, f"{shown}:{bound}", host, advertiser, router=router, ipv6=ipv6)


def join_table(address: str, code: str, name: str, token: str | None = None, store: Store | None = None) -> TableLink:
    """Connect to ``address`` (``HOST:PORT``) with the table ``code`` (and the seat ``token`` kept from
    an earlier visit: the same seat back; ``store``: where it is kept). ``ValueError`` for a bad address;
    the host's answer (welcome or refusal) arrives through the table's updates."""
    client = Client(parse_endpoint(address).url, p.Hello(v=p.PROTOCOL_VERSION, code=code.strip(), name=name, token=token))
    table = RemoteTable(client.start(), is_idle=lambda: False)
    return TableLink(table, code.strip().upper(), name, address.strip(), store=store)


def create_table(address: str, settings: TableSettings, format_name: str, name: str) -> TableLink:
    """Open a table on a headless host (``briscola --serve``) at ``address`` and sit at its seat 1; the code
    comes with the host's welcome (``TableLink.table_code``). ``ValueError`` for a bad address."""
    url = parse_endpoint(address).url
    message = p.Create(v=p.PROTOCOL_VERSION, name=name, variant=settings.variant.name, format=format_name,
                       seats=list(settings.seats), turn_limit=settings.turn_limit,
                       exchange=settings.variant.exchange.value)
    table = RemoteTable(Client(url, message).start(), is_idle=lambda: False)
    return TableLink(table, "", name, address.strip())


def close_for_good(store: Store | None, link: TableLink) -> None:
    """The host closed ``link``'s table for everyone: it leaves every Reopen list (its save and the host's kept
    seat go) and every Join list (the advertisement's goodbye), and the friends' games forget their seats."""
    link.store = link.store or store
    link.close(for_good=True)


def forget_kept_seat(store: Store | None, link: TableLink) -> None:
    """This window's seat at ``link``'s table is no use any more (given up, the match over, the table gone):
    it leaves the seats kept in the user folder (the host's own seat is kept for opening the table again)."""
    if store is not None and not link.hosting:
        SeatKeys(store).forget(link.address, link.table_code)


#: The longest invitation link taken from outside the game (a clicked link, the command line).
MAX_LINK = 300


class LinkRefused(ValueError):
    """An invitation link that cannot be used: the English line (``str``) and ``why`` with its ``params``,
    a key of ``friends.link_why`` that :meth:`reason` says in the player's language."""

    def __init__(self, message: str, why: str, address: str = "", **params: str) -> None:
        super().__init__(message)
        self.why = why
        self.address = address   # the host's address, when only the code is wrong (Join fills it in)
        self.params = params

    def reason(self) -> str:
        """Why, in the player's language ("it has no table code.")."""
        return t(f"friends.link_why.{self.why}", **self.params)


def checked_link(text: str) -> tuple[str, str]:
    """An invitation link from outside the game (the command line, a link clicked elsewhere) as
    (``HOST:PORT``, code); :class:`LinkRefused` (a ``ValueError``) says in one line why it is refused (too
    long, a control character, not ``briscola://``, a bad address or port, no code or a bad one), and in
    the player's language. The one check of a link's shape before
    :func:`~briscola_desktop.net.join.endpoint.parse_invitation_endpoint` reads it."""
    if len(text) > MAX_LINK:
        raise LinkRefused(f"the link is longer than {MAX_LINK} characters", "too_long")
    if any(unicodedata.category(ch).startswith("C") for ch in text):
        raise LinkRefused("the link holds control characters", "control")
    try:
        endpoint, code = parse_invitation_endpoint(text.strip())
    except ValueError as exc:
        why, params = _link_why(text.strip())
        address = parse_endpoint(text.strip()).address if why in ("bad_code", "no_code") else ""
        raise LinkRefused(f"not an invitation: {exc}", why, address, **params) from None
    return endpoint.address, code


def _link_why(text: str) -> tuple[str, dict[str, str]]:
    """Which part of a refused link is wrong: (a ``friends.link_why`` key, its params)."""
    scheme, _, rest = text.partition("://")
    if scheme.lower() not in ("briscola", "briscolas"):
        return "scheme", {}
    try:
        parse_endpoint(text)
    except ValueError:
        return "address", {}
    code = rest.partition("/")[2].strip("/")
    return ("bad_code", {"code": code[:20]}) if code else ("no_code", {})


def read_invitation(text: str) -> tuple[str, str] | None:
    """A pasted ``briscola://HOST:PORT/CODE`` as (``HOST:PORT``, code), or None if it is not one; a
    ``briscolas://`` one gives the address as ``wss://HOST:PORT/``."""
    try:
        endpoint, code = parse_invitation_endpoint(text)
    except ValueError:
        return None
    return endpoint.address, code


def unencrypted_link(address: str) -> bool:
    """A link to ``address`` crosses the internet in the clear (no TLS, not this house)."""
    try:
        endpoint = parse_endpoint(address)
    except ValueError:
        return False
    return not endpoint.tls and not endpoint.near


__all__ = ["TableLink", "host_table", "join_table", "create_table", "reopen_table", "saved_table", "saved_match_under_way", "hosted_folder", "read_invitation", "unencrypted_link", "checked_link", "LinkRefused", "MAX_LINK", "close_for_good", "forget_kept_seat", "turn_discovery_off", "discovery_on",
           "NO_DISCOVERY"]
