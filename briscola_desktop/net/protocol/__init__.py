"""The network protocol in one name: the messages, their strict decoding, the wire forms, the redaction, the
table codes. This room imports nothing else of ``net`` (the other rooms import it).

Callers write ``from briscola_desktop.net import protocol as p`` and use ``p.Hello``,
``p.decode_client``, ``p.view_msg``...; the parts live in modules of their own:

- :mod:`.messages`: the JSON messages as typed structs (``Hello`` ... ``Error``, the event
  structs, ``ViewMsg``), ``PROTOCOL_VERSION``, the frame limits, ``ErrorCode``, ``NetError``,
  the quick messages and the notice keys.
- :mod:`.codec`: ``encode``, ``decode_client``, ``decode_host`` (every frame into exactly one
  struct, unknown types and fields refused, versions compared) and ``clean_name``.
- :mod:`.wire`: the rules core's values on the wire and back (cards by name, views, standings,
  results, hand records, events).
- :mod:`.notices`: the locale keys of the host's notices and the exchange's refusal reasons.
- :mod:`.redaction`: ``event_msg``, an event as one seat may see it.

Nothing here applies a rule.
"""

from __future__ import annotations

from .codec import clean_name, decode_client, decode_host, encode, seated_version
from .messages import (
    FRIEND, HOUSE_RULES_SINCE, MAX_DEPTH, MAX_FRAME, MAX_HOST_FRAME, MAX_NAME, OLDEST_PROTOCOL, PROTOCOL_VERSION,
    QUICK_MESSAGES, Bubble, EvTrumpExchanged,
    ClientMessage, Configure, Create, EndMatch, Error, ErrorCode, EvAuctionWon, EvBidMade, EvCardCalled, EvCardDealt,
    EvCardDrawn, EvCardPlayed, EventMsg, EvHandOver, EvHandStarted, EvMatchOver, EvPartnerRevealed, EvPassed,
    EvThrownIn, EvTrickWon, EvTrumpDrawn, EvTrumpTurned, FormatMsg, Hello, HostMessage, Leave, Lobby, Move, NetError,
    Notice, Quick, Ready, RecordMsg, Rematch, ResultMsg, SeatMsg, SetSeat, StandIn, StandingMsg, Start, TableMsg,
    ToLobby, TrickMsg, Update, VariantMsg, ViewMsg, Welcome,
)
from .notices import (
    EXCHANGE_REFUSALS, NOTICE_BACK, NOTICE_ENDED, NOTICE_ENDED_BY, NOTICE_FRIEND_TOO_OLD, NOTICE_HOST_LEFT,
    NOTICE_PLAYED_FOR_YOU, NOTICE_RECONNECTING, NOTICE_REFUSED, NOTICE_SEATED_TOO_OLD, NOTICE_STAND_IN,
    NOTICE_THROWN_IN_CAP, NOTICE_TURN_TIMEOUT, NOTICE_WAITING, TOO_OLD_FOR, HOST_LEFT_CLOSED, WHY_CLOSED,
)
from .redaction import event_msg
from .wire import (
    SEAT_FIELDS, event_of, events_of, format_msg, format_of, record_msg, record_of, result_msg, result_of,
    standing_msg, standing_of, trick_msg, variant_msg, variant_of, view_msg, view_of,
)

__all__ = [
    "PROTOCOL_VERSION", "MAX_DEPTH", "MAX_FRAME", "MAX_HOST_FRAME", "MAX_NAME", "QUICK_MESSAGES", "FRIEND", "ErrorCode", "NetError",
    "Hello", "Create", "Start", "SetSeat", "Move", "Ready", "Rematch", "Quick", "StandIn", "EndMatch", "Leave",
    "ToLobby", "Configure", "ClientMessage",
    "Welcome", "Lobby", "Update", "Bubble", "Notice", "Error", "HostMessage", "TableMsg", "SeatMsg",
    "ViewMsg", "StandingMsg", "RecordMsg", "VariantMsg", "FormatMsg", "ResultMsg", "TrickMsg", "EventMsg",
    "encode", "decode_client", "decode_host", "clean_name", "seated_version", "variant_msg", "variant_of", "format_msg",
    "format_of", "view_msg", "view_of", "standing_msg", "standing_of", "record_msg", "record_of",
    "event_msg", "event_of", "events_of", "result_msg", "result_of", "trick_msg", "SEAT_FIELDS",
    "EvHandStarted", "EvCardDealt", "EvTrumpTurned", "EvBidMade", "EvPassed", "EvAuctionWon", "EvCardCalled",
    "EvCardPlayed", "EvPartnerRevealed", "EvTrickWon", "EvCardDrawn", "EvTrumpDrawn", "EvThrownIn", "EvHandOver",
    "EvMatchOver", "EvTrumpExchanged",
    "OLDEST_PROTOCOL", "EXCHANGE_REFUSALS", "HOUSE_RULES_SINCE", "NOTICE_FRIEND_TOO_OLD", "NOTICE_SEATED_TOO_OLD", "TOO_OLD_FOR",
    "NOTICE_WAITING", "NOTICE_BACK", "NOTICE_STAND_IN", "NOTICE_ENDED", "NOTICE_ENDED_BY", "NOTICE_THROWN_IN_CAP",
    "NOTICE_HOST_LEFT", "HOST_LEFT_CLOSED", "WHY_CLOSED",
    "NOTICE_RECONNECTING", "NOTICE_REFUSED", "NOTICE_TURN_TIMEOUT", "NOTICE_PLAYED_FOR_YOU",
]
