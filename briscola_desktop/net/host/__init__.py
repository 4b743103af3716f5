"""The host: where tables live and where every move is checked.

Owns the WebSocket server hosting tables by code (:mod:`.server`, ``Host``), each connection and its door
(:mod:`.connection`), flood control (:mod:`.limits`), the tables by code (:mod:`.registry`), one hosted table
in layers (:mod:`.tables`: seats, clock and connections; :mod:`.lobby`; :mod:`.referee`, the one place a move
is checked, through ``play.runner.MatchRunner``; :mod:`.updates`, what each seat is sent), the table's settings
and save (:mod:`.table_settings`, :mod:`.table_store`), the counts (:mod:`.tally`) and the HTTP face of a
table server (:mod:`.service`: TLS, ``/healthz``, ``/metrics``).

May import: ``net.protocol``, and ``rules``, ``ai``, ``play``, ``review``, ``userfiles`` of the game; nothing
of ``net.join``, ``net.reach`` or ``net.server``, and no pygame.
"""
