"""Reaching the table from outside this program: the local network and the internet.

Owns advertising and finding tables on the local network (:mod:`.discovery`, DNS-SD; never the code), the
home router asked to open the port (:mod:`.router`: UPnP IGD, NAT-PMP through :mod:`.natpmp`) and its IPv6
firewall (:mod:`.pinhole`: UPnP IGDv2, PCP), and which of this machine's addresses friends can use (:mod:`.addresses`).

May import: ``net.protocol`` and ``net.host`` (an advertiser announces a host's tables); nothing of
``net.join`` or ``net.server``, and no pygame.
"""
