"""Play with friends over a network, without pygame, in five rooms by role:

- :mod:`.protocol`: the JSON messages (typed structs, strict decoding, 16 KiB frames, error codes), in one
  name (``from briscola_desktop.net import protocol as p``), with its parts :mod:`.protocol.messages`,
  :mod:`.protocol.codec`, :mod:`.protocol.wire`, :mod:`.protocol.redaction` and the table codes
  (:mod:`.protocol.codes`). Imports nothing else of ``net``.
- :mod:`.host`: where tables live and every move is checked: ``Host`` (:mod:`.host.server`, a WebSocket
  server in a thread of its own), each connection, flood control, the tables by code, one hosted table (lobby,
  referee, what each seat is sent), its settings and save, the counts, the HTTP face. Imports ``protocol``.
- :mod:`.join`: the client side: ``Client`` (:mod:`.join.client`), the addresses and invitations a person types
  (:mod:`.join.endpoint`), a seat at a hosted table as a ``TablePort`` (:mod:`.join.remote`). Imports
  ``protocol``.
- :mod:`.reach`: how friends reach a table: the local network (:mod:`.reach.discovery`), the home router
  (:mod:`.reach.router`, :mod:`.reach.natpmp`), this machine's addresses (:mod:`.reach.addresses`). Imports
  ``protocol`` and ``host``.
- :mod:`.server`: the table server, ``briscola --serve`` (:mod:`.server.serve`), several behind HAProxy
  (:mod:`.server.fleet`), a certificate authority for them (:mod:`.server.authority`). Imports any room.

The network's benchmarks are developer tools (``briscola_desktop/devtools/net_*bench.py``, run as
``python -m briscola_desktop.bench net ...``). Only ``rules``, ``ai``, ``play``, ``review`` and ``userfiles``
are imported from the game: no pygame, nothing of ``app``. ``tests/structure/test_rooms.py`` keeps these rules.

How the screens use it (every call below returns at once; nothing blocks a frame)::

    from briscola_desktop.net.join.client import Client, parse_address, parse_invitation, url_of
    from briscola_desktop.net.reach.discovery import Advertiser, Browser, invitation, local_addresses
    from briscola_desktop.net.host.server import Host
    from briscola_desktop.net.protocol import PROTOCOL_VERSION, Hello
    from briscola_desktop.net.join.remote import RemoteTable
    from briscola_desktop.net.host.tables import TableSettings

    # Host a table (the host plays in its own window, as a client of its own server):
    host = Host(host="0.0.0.0", port=None, save_dir=user_folder / "hosted")   # port None: 47321.. first free
    port = host.start()
    opened = host.open_table(TableSettings(variant, fmt, seats=("friend", "friend", "medium", "friend"),
                                           turn_limit=None, absence="computer", hints=True))
    advertiser = Advertiser(host); advertiser.start()       # optional: listed on the local network
    invitation(local_addresses()[0], port, opened.code)      # "briscola://192.168.1.20:47321/K7Q2XD"
    client = Client(host.url, Hello(v=PROTOCOL_VERSION, code=opened.code, name=name, token=opened.token))

    # ... or join one:
    address, port = parse_address(typed)                      # or parse_invitation(pasted) / Browser().found()
    client = Client(url_of(address, port), Hello(v=PROTOCOL_VERSION, code=code, name=name))

    table = RemoteTable(client.start(), on_events=board.show, is_idle=board.is_idle)
    # lobby screen, every frame: table.update(dt, 1.0); draw table.lobby.seats (name, kind, joined,
    # connected); seat 0 calls table.set_seat(i, "hard") / table.start(fill="medium" or None).
    # When table.started: hand ``table`` to the table scene as its TablePort.
    # Keep (url, code, client.token) in the user folder: with the token the player rejoins the seat
    # (also after the host restarts from its save_dir, same code).

Notices the screens word (``take_notices()``: locale key, params): ``net.move_refused`` {rule},
``net.waiting_for`` {name}, ``net.player_back`` {name}, ``net.seat_to_computer`` {name},
``net.turn_timed_out`` {name}, ``net.match_ended`` {name}, ``net.reconnecting``, ``net.host_left``,
and ``net.error.<code>`` {message} for the codes of ``protocol.ErrorCode``. Quick messages are the
ids of ``protocol.QUICK_MESSAGES``.
"""
