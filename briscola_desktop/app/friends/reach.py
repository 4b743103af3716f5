"""How friends reach a table this window hosts: the lobby's lines and buttons about the router.

The lobby shows at once the address for friends in the house (this machine's address on the
local network) and, while the router is asked (:mod:`briscola_desktop.net.reach.router`, a thread of its
own), that it is being asked; then one of the three answers:

- the router opened the port: "Friends on the internet join at 203.0.113.7:47321", with a button
  that copies that invitation;
- carrier-grade NAT (the router's own address is not public): nobody outside can reach this table,
  open it on a table server instead;
- no port was opened (no UPnP, or it refused): the port and the local address to forward by hand.

With a global IPv6 address on this machine (and the host listening on IPv6) that address is offered too.
A "How friends reach you" button opens the help page that explains the three paths. No line ever
offers an address that friends outside cannot use.
"""

from __future__ import annotations

from typing import Callable

from briscola_desktop.i18n import t
from briscola_desktop.net.reach.discovery import invitation
from briscola_desktop.net.reach.router import Reach, RouterAnswer

from ..ui.widgets import GOLD, INK, INK_DIM, Button
from .link import TableLink

Colour = tuple[int, int, int]


def router_answer(link: TableLink) -> RouterAnswer | None:
    """The router's answer for this table (None while it is asked, or when this window does not host)."""
    return link.router.answer if link.router is not None else None


def internet_invitation(link: TableLink) -> str:
    """``briscola://EXTERNAL:PORT/CODE`` for friends on the internet ("" unless the router opened the port)."""
    answer = router_answer(link)
    if answer is None or answer.reach is not Reach.OPEN:
        return ""
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
    if v6:
        lines.append((t("reach.ipv6_line", address=v6), INK))
    answer = router_answer(link)
    if link.router is None:
        return lines
    if answer is None:
        lines.append((t("reach.asking"), INK_DIM))
    elif answer.reach is Reach.OPEN:
        lines.append((t("reach.open_line", address=answer.internet_address), GOLD))
        lines.append((internet_invitation(link), INK_DIM))
    elif answer.reach is Reach.CGNAT:
        lines.append((t("reach.cgnat_line"), INK))
        lines.append((t("reach.outside_line"), INK))
        lines.append((t("reach.cgnat_advice"), INK_DIM))
    else:
        lines.append((t("reach.no_upnp_line" if answer.asked else "reach.not_asked_line"), INK))
        lines.append((t("reach.outside_line"), INK))
        if answer.asked:  # the router's settings are advice only when the router was asked and said no
            local = answer.local_address or link.address.rpartition(":")[0]
            lines.append((t("reach.no_upnp_advice", port=answer.port, address=local), INK_DIM))
    return lines


def lobby_buttons(link: TableLink, copy_internet: Callable[[], None], open_help: Callable[[], None]) -> list[Button]:
    """Copy the internet invitation (once the router opened the port) and the help page's button."""
    buttons = []
    if internet_invitation(link):
        buttons.append(Button(t("reach.copy_internet"), copy_internet, value="copy_internet"))
    buttons.append(Button(t("reach.help"), open_help, value="reach_help"))
    return buttons


def seen(link: TableLink) -> object:
    """What the lobby compares between frames to know the router's answer arrived."""
    answer = router_answer(link)
    return None if answer is None else (answer.reach, answer.internet_address)


__all__ = ["lobby_lines", "lobby_buttons", "internet_invitation", "ipv6_address", "router_answer", "seen"]
