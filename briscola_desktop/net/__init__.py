"""Play with friends over a network, without pygame: the protocol, the host, the client, a remote seat.

- :mod:`.protocol`: the JSON messages (typed structs, strict decoding, 16 KiB frames).
- :mod:`.host`: :class:`~.host.Host`, the WebSocket server hosting tables (its own thread).
- :mod:`.tables`: one hosted table: the referee (``play.runner.MatchRunner``) and its seats.
- :mod:`.client`: :class:`~.client.Client`, a connection in a thread of its own (polled, never waited on).
- :mod:`.remote`: :class:`~.remote.RemoteTable`, a seat at a hosted table as a ``play.port.TablePort``.
- :mod:`.serve`: the headless host (``briscola --serve``); :mod:`.discovery`: finding tables on the network.

Only ``rules``, ``ai``, ``play`` and ``review`` are imported from the game: no pygame, nothing of ``app``.
"""
