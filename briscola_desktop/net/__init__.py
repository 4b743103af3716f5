"""Play with friends over a network, without pygame: the protocol, the host, the client, a remote seat.

- :mod:`.protocol`: the JSON messages (typed structs, strict decoding, 16 KiB frames, error codes), in
  one name; the parts are :mod:`.messages`, :mod:`.codec`, :mod:`.wire` and :mod:`.redaction`.
- :mod:`.host`: :class:`~.host.Host`, the WebSocket server hosting tables (a thread of its own), with
  :mod:`.connection` (each connection), :mod:`.limits` (flood control) and :mod:`.registry` (tables by code).
- :mod:`.tables`: one hosted table: the referee (``play.runner.MatchRunner``) and its seats, in layers:
  :mod:`.lobby`, :mod:`.referee` (with :mod:`.updates`, what each seat is sent), and the connections and
  clock in :mod:`.tables` itself; :mod:`.table_settings`, :mod:`.table_store` and :mod:`.codes` beside them.
- :mod:`.client`: :class:`~.client.Client`, a connection in a thread of its own (polled, never waited on);
  :mod:`.endpoint` reads the addresses and invitations a person types or pastes.
- :mod:`.remote`: :class:`~.remote.RemoteTable`, a seat at a hosted table as a ``play.port.TablePort``.
- :mod:`.discovery`: advertising and finding tables on the local network (DNS-SD; never the code).
- :mod:`.serve`: the table server (``briscola --serve``), with :mod:`.service` (TLS, ``/healthz``,
  ``/metrics``) and :mod:`.tally` (counts, one log line per event); :mod:`.fleet`: several behind HAProxy;
  :mod:`.bench`: the network figures.

Only ``rules``, ``ai``, ``play`` and ``review`` are imported from the game: no pygame, nothing of ``app``.

How the screens use it (every call below returns at once; nothing blocks a frame)::

    from briscola_desktop.net.client import Client, parse_address, parse_invitation, url_of
    from briscola_desktop.net.discovery import Advertiser, Browser, invitation, local_addresses
    from briscola_desktop.net.host import Host
    from briscola_desktop.net.protocol import PROTOCOL_VERSION, Hello
    from briscola_desktop.net.remote import RemoteTable
    from briscola_desktop.net.tables import TableSettings

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
