"""Joining a table: the client side of the protocol.

Owns the connection in a thread of its own (:mod:`.client`, polled, never waited on), the addresses and
invitations a person types or pastes (:mod:`.endpoint`), and a seat at a hosted table as a
``play.port.TablePort`` (:mod:`.remote`, ``RemoteTable``).

May import: ``net.protocol``, and ``rules``, ``play``, ``review`` of the game; nothing of ``net.host``,
``net.reach`` or ``net.server``, and no pygame.
"""
