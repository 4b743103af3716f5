"""How friends reach a table this window hosts: the lobby's lines and buttons about the router.

The lobby shows at once the address for friends in the house (this machine's address on the
local network) and, while the router is asked (:mod:`briscola_desktop.net.reach.router`, a thread of its
own), that it is being asked; then one of the three answers:

- the router opened the port: "Friends on the internet join at 203.0.113.7:47321", with a button
  that copies that invitation;
- carrier-grade NAT (the router's own address is not public), or no port was opened (no UPnP, or it
  refused): friends outside cannot reach this table, and what a player can do without touching the
  router is said: a friend whose game says friends can reach them hosts, and this player joins (joining
  works from behind any router). The technical road (forwarding by hand, a table server) is on the help page.

With a global IPv6 address on this machine (and the host listening on IPv6) the router is also asked for
an IPv6 pinhole (:mod:`briscola_desktop.net.reach.pinhole`): once it opened, "Friends with IPv6 join at
[2001:db8::7]:47321" with its invitation, which the Copy button copies where no IPv4 port was opened
(behind carrier-grade NAT it is the only road in); otherwise the address is offered as one to try.
A "How friends reach you" button opens the help page that explains the paths. No line ever
offers an address that friends outside cannot use.
"""

from __future__ import annotations

from typing import Callable

from briscola_desktop.i18n import t
from briscola_desktop.net.reach.discovery import invitation
from briscola_desktop.net.reach.pinhole import PinholeAnswer
from briscola_desktop.net.reach.router import Reach, RouterAnswer

from ..ui.widgets import GOLD, INK, INK_DIM, Button
from .link import TableLink

Colour = tuple[int, int, int]


def router_answer(link: TableLink) -> RouterAnswer | None:
    """The router's answer for this table (None while it is asked, or when this window does not host)."""
    return link.router.answer if link.router is not None else None


def pinhole_answer(link: TableLink) -> PinholeAnswer | None:
    """The router's answer about the IPv6 pinhole (None while it is asked, or without IPv6)."""
    return link.router.pinhole_answer if link.router is not None else None


def ipv6_open(link: TableLink) -> bool:
    """The router opened its IPv6 firewall for this table: friends with IPv6 reach it."""
    answer = pinhole_answer(link)
    return answer is not None and answer.opened and bool(ipv6_address(link))


def ipv6_invitation(link: TableLink) -> str:
    """``briscola://[ADDRESS]:PORT/CODE`` for friends with IPv6 ("" unless the pinhole opened)."""
    return invitation(link.ipv6, link.host.port, link.table_code) if ipv6_open(link) and link.host else ""


def internet_invitation(link: TableLink) -> str:
    """The invitation for friends on the internet: ``briscola://EXTERNAL:PORT/CODE`` where the router opened
    the port, else the IPv6 one where it opened its IPv6 firewall, else ""."""
    answer = router_answer(link)
    if answer is None or answer.reach is not Reach.OPEN:
        return ipv6_invitation(link)
    return invitation(answer.external, answer.external_port, link.table_code)


def ipv6_address(link: TableLink) -> str:
    """``[ADDRESS]:PORT`` for friends with IPv6 ("" when this machine has no global IPv6 address)."""
    if not link.ipv6 or link.host is None:
        return ""
    return f"[{link.ipv6}]:{link.host.port}"


def lobby_lines(link: TableLink) -> list[tuple[str, Colour]]:
    """The invitation lines of a lobby this window hosts: friends in the house, then the internet."""
    lines: list[tuple[str, Colour]] = [(t("reach.house_line", address=link.address), INK),
                                       (link.invitation(), INK_DIM)]
    v6 = ipv6_address(link)
    if ipv6_open(link):
        lines.append((t("reach.ipv6_open_line", address=v6), GOLD))
        lines.append((ipv6_invitation(link), INK_DIM))
    elif v6:
        lines.append((t("reach.ipv6_line", address=v6), INK))
    answer = router_answer(link)
    if link.router is None:
        return lines
    if answer is None:
        lines.append((t("reach.asking"), INK_DIM))
    elif answer.reach is Reach.OPEN:
        lines.append((t("reach.open_line", address=answer.internet_address), GOLD))
        lines.append((invitation(answer.external, answer.external_port, link.table_code), INK_DIM))
    else:
        if answer.reach is Reach.CGNAT:
            lines.append((t("reach.cgnat_line"), INK))
        else:
            lines.append((t("reach.no_upnp_line" if answer.asked else "reach.not_asked_line"), INK))
        lines.append((t("reach.outside_v6_line" if ipv6_open(link) else "reach.outside_line"), INK))
        if answer.asked:   # what a player can do without touching the router: the forwarding is on the help page
            lines.append((t("reach.way_on"), INK_DIM))
    return lines


def lobby_buttons(link: TableLink, copy_internet: Callable[[], None], open_help: Callable[[], None]) -> list[Button]:
    """Copy the internet invitation (once the router opened the port, or its IPv6 firewall) and the help page's
    button."""
    buttons = []
    answer = router_answer(link)
    if internet_invitation(link):   # the IPv6 one where no IPv4 port was opened: the button says so
        ipv4 = answer is not None and answer.reach is Reach.OPEN
        buttons.append(Button(t("reach.copy_internet" if ipv4 else "reach.copy_ipv6"), copy_internet,
                              value="copy_internet"))
    buttons.append(Button(t("reach.help"), open_help, value="reach_help"))
    return buttons


#: The lobby's mark beside its one line on reach: green, anyone on the internet can join; amber, some can,
#: or the router is still being asked; red, only friends at home.
GREEN, AMBER, RED_MARK = (96, 200, 110), (240, 180, 60), (214, 80, 70)


def reach_summary(link: TableLink) -> tuple[Colour, str]:
    """The lobby's one line on how friends reach a table this window hosts, and its mark's colour; the
    details are :func:`reach_details` (shown on demand)."""
    answer = router_answer(link)
    if link.router is not None and answer is None:
        return AMBER, t("lobby.reach.asking")
    if answer is not None and answer.reach is Reach.OPEN:
        return GREEN, t("lobby.reach.open")
    if ipv6_open(link):   # the router opened its IPv6 firewall: friends with IPv6 join from anywhere
        return AMBER, t("reach.summary_ipv6_open")
    if ipv6_address(link):
        return AMBER, t("lobby.reach.ipv6")
    return RED_MARK, t("lobby.reach.house")


def reach_details(link: TableLink) -> list[tuple[str, Colour]]:
    """The lines behind :func:`reach_summary`: :func:`lobby_lines` after the house's two (the lobby shows
    those in its invitation box)."""
    return lobby_lines(link)[2:]


def seen(link: TableLink) -> object:
    """What the lobby compares between frames to know the router's answer arrived."""
    answer, pinhole = router_answer(link), pinhole_answer(link)
    return (None if answer is None else (answer.reach, answer.internet_address),
            None if pinhole is None else pinhole.opened)


__all__ = ["lobby_lines", "lobby_buttons", "reach_details", "reach_summary", "internet_invitation", "ipv6_address",
           "ipv6_invitation", "ipv6_open", "pinhole_answer", "router_answer", "seen"]
