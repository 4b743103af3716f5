"""The protocol's messages: JSON objects as typed msgspec structs, the error codes and the notice keys.

Every message is a JSON object whose ``type`` names it. A client's first message is
:class:`Hello` (join a table by its code, or come back to a seat with its token) or
:class:`Create` (a headless host: open a table and sit at its seat 0); both carry the
protocol version ``v``. The structs refuse unknown types and unknown fields; :mod:`.codec`
decodes every frame into exactly one of them before anything reads it.

Cards, actions and bids travel in the rules core's own text forms
(``rules.action_to_str`` / ``action_from_str``: ``"coins_ace"``, ``"bid:two:70"``,
``"pass"``, ``"call:cups"``). A seat's information set travels as :class:`ViewMsg`
(a field for each field of ``rules.View``), events as :data:`EventMsg` structs, and a
card another seat was dealt or drew in secret as ``null`` (:mod:`.wire` and :mod:`.redaction`
convert). Errors carry a stable ``code`` (see :class:`ErrorCode`) and, for a refused move, the
rule it breaks as the rules core words it.
"""

from __future__ import annotations

from enum import Enum
from typing import Union

import msgspec

#: Bumped whenever a message changes shape; a peer with another version is told which side is newer.
#: 3: the house rules (the exchange of the seven: ``VariantMsg.exchange``, ``ViewMsg.exchanged_at``,
#: ``trump_exchanged``, ``Error.why``, ``Configure.exchange``, ``Create.exchange``).
PROTOCOL_VERSION = 3
#: The oldest version a host still seats: a version-2 game sits at a table without a house rule it does not
#: know, and is sent only what version 2 reads (the new fields are left out when they say "off" or "none").
OLDEST_PROTOCOL = 2
#: The first protocol version that knows each house rule (a ``Variant`` field): an older game is refused at a
#: table that plays it, with ``version`` and the rule's name in ``Error.why``.
HOUSE_RULES_SINCE = {"exchange": 3}
#: The largest frame a host accepts from a client (bytes).
MAX_FRAME = 16 * 1024
#: The largest frame a client accepts from its host: a whole hand resent after a reconnection, with
#: the standing of a long match, stays near 11 KiB at the largest tables; this leaves room.
MAX_HOST_FRAME = 64 * 1024
#: How deeply arrays and objects may nest in a client's frame: the deepest message a client sends (a ``create``,
#: a ``move``) nests 2; 8 leaves room for new fields, and a frame nested deeper is refused before it is
#: decoded (a decoder recursing 8,000 levels deep hits Python's recursion limit).
MAX_DEPTH = 8
#: A player's name: at most this many characters once control characters are stripped.
MAX_NAME = 24
#: The quick messages a player may send (shown as a bubble by their seat, in each player's language).
QUICK_MESSAGES = ("good_game", "well_played", "nice_trick", "one_moment", "thanks")
#: What a seat may be when a table is opened: a friend (a person who joins), or a computer level.
FRIEND = "friend"


class ErrorCode(str, Enum):
    """Stable codes of :class:`Error` (a screen shows ``net.error.<code>`` from the locales)."""

    BAD_MESSAGE = "bad_message"        # not JSON, unknown type or field, wrong field type, frame too big
    VERSION = "version"                # the peers speak different protocol versions
    BAD_CODE = "bad_code"              # no table has this code
    BAD_TOKEN = "bad_token"            # no seat at this table has this token
    BAD_NAME = "bad_name"              # empty, or longer than MAX_NAME
    TABLE_FULL = "table_full"          # every friend's seat is taken
    NOT_OWNER = "not_owner"            # only the table's seat 0 may start it or change its seats
    NOT_READY = "not_ready"            # the table cannot do that now (not started, friends missing...)
    NOT_YOUR_TURN = "not_your_turn"
    ILLEGAL_MOVE = "illegal_move"
    STALE_POSITION = "stale_position"  # the move was chosen for a position that is gone
    TOO_FAST = "too_fast"              # more than the allowed messages a second
    WAIT = "wait"                      # too many wrong codes from this address: wait and retry
    BAD_TABLE = "bad_table"            # a table that cannot be opened (unknown variant, format, level)
    MATCH_OVER = "match_over"
    HAND_OVER = "hand_over"
    ENDED = "ended"                    # the host ended the match (a player stayed away too long)
    SEAT_TAKEN = "seat_taken"          # another connection came with this seat's token: this one is closed
    TOO_MANY = "too_many"              # too many connections or joins from this address: wait and retry


class NetError(ValueError):
    """A message that cannot be used: ``code`` (:class:`ErrorCode`) and a clear English message."""

    def __init__(self, code: ErrorCode | str, message: str, rule: str = "", why: str = "") -> None:
        super().__init__(message)
        self.code = ErrorCode(code).value if isinstance(code, ErrorCode) else str(code)
        self.message = message
        self.rule = rule
        self.why = why


# ----------------------------------------------------------------------------- shared parts

class _Msg(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, omit_defaults=False):
    """Base of every message: tagged by ``type``, unknown fields refused."""


class _Part(msgspec.Struct, forbid_unknown_fields=True):
    """Base of the structs inside messages."""


class VariantMsg(_Part, omit_defaults=True):
    """A table's rules: the fields of ``rules.Variant``. A house rule left off is left out (as
    ``Variant.to_dict`` leaves it), so a version-2 game reads a table without one as it always did."""

    name: str
    players: int
    removed: list[int]
    hand_size: int
    trump: str
    follow_suit: bool
    teams: list[list[int]] | None
    open_hands: bool
    stock_top_visible: bool
    auction: bool
    match_kind: str
    exchange: str = "off"     # the exchange of the seven: "off", "on", "after_trick" (protocol 3)


class FormatMsg(_Part):
    kind: str
    target: int


class TrickMsg(_Part):
    leader: int
    cards: list[tuple[int, str]]
    winner: int
    points: int


class ResultMsg(_Part):
    """A finished hand's ``HandResult``."""

    sides: list[list[int]]
    points: list[int]
    winner: int | None
    seat_points: list[int]
    thrown_in: bool = False
    caller: int | None = None
    partner: int | None = None
    bid: str | None = None
    seat_scores: list[int] | None = None


class ViewMsg(_Part, omit_defaults=True):
    """One seat's information set: the fields of ``rules.View`` (cards by name, the variant apart).
    ``exchanged_at`` is left out while no exchange of the seven was made (always, at a table without it)."""

    seat: int
    phase: str
    to_act: int
    dealer: int
    leader: int
    hand: list[str]
    trump_suit: int | None
    trump_card: str | None
    turned_card: str | None
    table: list[tuple[int, str]]
    played: list[str]
    tricks: list[TrickMsg]
    stock_size: int
    points: list[int]
    hand_sizes: list[int]
    known: list[list[str]]
    voids: list[list[int]]
    stock_top: str | None
    bids: list[tuple[int, str]]
    high_bid: str | None
    high_bidder: int | None
    called_card: str | None
    partner: int | None
    hand_index: int
    exchanged_at: int = -1    # cards played at the hand's last exchange of the seven (-1: none; protocol 3)


class StandingMsg(_Part):
    """The public standing of the match (``play.port.MatchStanding`` without the variant)."""

    format: FormatMsg
    sides: list[list[int]]
    hands_won: list[int]
    scores: list[int]
    deals_played: int
    hand_index: int
    results: list[ResultMsg]
    is_over: bool
    winners: list[int] | None


class RecordMsg(_Part):
    """A finished hand, enough to replay it: its deal seed, dealer and every action (``review.HandRecord``)."""

    seed: int
    dealer: int
    hand_index: int
    actions: list[str]


class SeatMsg(_Part):
    """A seat in the lobby and at the table."""

    seat: int
    kind: str                 # "friend" or a computer level
    name: str | None = None   # the friend's name once joined
    joined: bool = False      # a friend has taken the seat
    connected: bool = False   # ... and is connected now
    stand_in: str | None = None  # a computer plays the seat for now (its level)
    ready: bool = False       # between hands: this person has read the hand's result
    rematch: bool = False     # after the match: this person asked for another one


# ----------------------------------------------------------------------------- events

class _Ev(msgspec.Struct, tag_field="kind", forbid_unknown_fields=True):
    """Base of the events: tagged by ``kind``."""


class EvHandStarted(_Ev, tag="hand_started"):
    hand_index: int
    dealer: int


class EvCardDealt(_Ev, tag="card_dealt"):
    seat: int
    card: str | None          # None: dealt face down to another seat


class EvTrumpTurned(_Ev, tag="trump_turned"):
    card: str


class EvBidMade(_Ev, tag="bid_made"):
    seat: int
    bid: str


class EvPassed(_Ev, tag="passed"):
    seat: int


class EvAuctionWon(_Ev, tag="auction_won"):
    seat: int
    bid: str


class EvCardCalled(_Ev, tag="card_called"):
    seat: int
    card: str


class EvCardPlayed(_Ev, tag="card_played"):
    seat: int
    card: str


class EvPartnerRevealed(_Ev, tag="partner_revealed"):
    seat: int
    caller: int


class EvTrickWon(_Ev, tag="trick_won"):
    winner: int
    cards: list[tuple[int, str]]
    points: int


class EvCardDrawn(_Ev, tag="card_drawn"):
    seat: int
    card: str | None          # None: drawn face down by another seat


class EvTrumpDrawn(_Ev, tag="trump_drawn"):
    seat: int
    card: str


class EvTrumpExchanged(_Ev, tag="trump_exchanged"):
    """``seat`` took the face-up trump ``taken`` and left ``given`` (the seven or the two) face up: public."""

    seat: int
    given: str
    taken: str


class EvThrownIn(_Ev, tag="thrown_in"):
    dealer: int


class EvHandOver(_Ev, tag="hand_over"):
    result: ResultMsg


class EvMatchOver(_Ev, tag="match_over"):
    winners: list[int]
    scores: list[int]


EventMsg = Union[EvHandStarted, EvCardDealt, EvTrumpTurned, EvBidMade, EvPassed, EvAuctionWon, EvCardCalled,
                 EvCardPlayed, EvPartnerRevealed, EvTrickWon, EvCardDrawn, EvTrumpDrawn, EvTrumpExchanged, EvThrownIn,
                 EvHandOver, EvMatchOver]


# ----------------------------------------------------------------------------- client -> host

class Hello(_Msg, tag="hello"):
    """Join the table ``code`` as ``name``; with ``token``, come back to the seat it was given for."""

    v: int
    code: str
    name: str = ""
    token: str | None = None


class Create(_Msg, tag="create"):
    """Open a table on a headless host and sit at its seat 0 (``seats[0]`` must be ``"friend"``)."""

    v: int
    name: str
    variant: str                       # a rules preset name
    format: str                        # a rules match format name (``MATCH_FORMATS``)
    seats: list[str]                   # per seat: "friend" or a computer level
    turn_limit: float | None = None    # seconds a person has for a move (None: no limit)
    exchange: str = "off"              # the exchange of the seven (a turned trump only): off, on, after_trick


class Start(_Msg, tag="start"):
    """Seat 0 starts the match; free friend seats go to a computer of ``fill`` (None: every seat must be taken)."""

    fill: str | None = None


class SetSeat(_Msg, tag="set_seat"):
    """Seat 0, in the lobby: make a free seat ``kind`` ("friend" or a computer level)."""

    seat: int
    kind: str


class Move(_Msg, tag="move"):
    """Play ``action`` (text form) at the position ``position`` (the token of the last update)."""

    action: str
    position: tuple[int, int, int]


class Ready(_Msg, tag="ready"):
    """The hand's result was read: deal the next hand once every connected person is ready."""

    hand_index: int


class Rematch(_Msg, tag="rematch"):
    """After the match: play another one with the same seats (once every connected person agrees)."""


class Quick(_Msg, tag="quick"):
    """A quick message (one of :data:`QUICK_MESSAGES`), shown by the sender's seat."""

    id: str


class StandIn(_Msg, tag="stand_in"):
    """Seat 0, while ``seat``'s player is away: a computer of ``level`` plays it for now (None: wait for them)."""

    seat: int
    level: str | None = None


class EndMatch(_Msg, tag="end_match"):
    """Seat 0 ends the match (a player stays away): everyone is told."""


class Leave(_Msg, tag="leave"):
    """The player leaves the table for good (their seat waits as for a dropped connection)."""


class Configure(_Msg, tag="configure"):
    """Seat 0, in the lobby: the match length (a ``MATCH_FORMATS`` name), the time for each move (None: no
    limit), whether hints are allowed and the exchange of the seven (None: as it is; a version-2 game
    never sends it); the rest of the table stays as it was opened."""

    format: str
    turn_limit: float | None = None
    hints: bool = True
    exchange: str | None = None


class ToLobby(_Msg, tag="to_lobby"):
    """Seat 0, after the match: the table goes back to its lobby with the same seats (to start again)."""


ClientMessage = Union[Hello, Create, Start, SetSeat, Move, Ready, Rematch, Quick, StandIn, EndMatch, Leave,
                      ToLobby, Configure]


# ----------------------------------------------------------------------------- host -> client

class TableMsg(_Part):
    """What a table is: its rules, format, seats and settings."""

    code: str
    variant: VariantMsg
    format: FormatMsg
    seats: list[SeatMsg]
    started: bool
    turn_limit: float | None
    hints: bool


class Welcome(_Msg, tag="welcome"):
    """You sit at ``seat`` of ``table``; keep ``token`` to come back after a dropped connection."""

    v: int
    seat: int
    token: str
    table: TableMsg


class Lobby(_Msg, tag="lobby"):
    """The table's seats changed (someone joined, left, a seat was given to a computer)."""

    table: TableMsg


class Update(_Msg, tag="update"):
    """A batch of events and the seat's view after it.

    ``sync`` marks a full resend (a join or a rejoin mid-hand): ``events`` then replay the
    hand so far from its deal. ``record`` comes with the batch that ends the hand.
    ``to_act`` is the seat the table waits on (None between hands or when the match is over).
    """

    position: tuple[int, int, int]
    events: list[EventMsg]
    view: ViewMsg
    standing: StandingMsg
    to_act: int | None
    sync: bool = False
    record: RecordMsg | None = None
    deadline: float | None = None      # seconds left for the seat to act (with a turn limit)


class Bubble(_Msg, tag="bubble"):
    """``seat`` sent the quick message ``id``."""

    seat: int
    id: str


class Notice(_Msg, tag="notice"):
    """Something to tell the player: ``key`` is a locale key, ``params`` its values (plain text)."""

    key: str
    params: dict[str, str] = {}


class Error(_Msg, tag="error", omit_defaults=True):
    """A refused message: a stable ``code`` (:class:`ErrorCode`), a clear English message, and for a
    refused move the rule it breaks (the rules core's words). ``why`` (protocol 3, left out when empty): a
    refused exchange of the seven's stable reason (``IllegalAction.why``: ``exchange.refused.<why>`` in the
    player's language), or, with ``version``, the house rule the player's game is too old for."""

    code: str
    message: str
    rule: str = ""
    why: str = ""


HostMessage = Union[Welcome, Lobby, Update, Bubble, Notice, Error]


__all__ = [
    "PROTOCOL_VERSION", "MAX_FRAME", "MAX_HOST_FRAME", "MAX_NAME", "QUICK_MESSAGES", "FRIEND", "ErrorCode",
    "NetError", "VariantMsg", "FormatMsg", "TrickMsg", "ResultMsg", "ViewMsg", "StandingMsg", "RecordMsg",
    "SeatMsg", "EvHandStarted", "EvCardDealt", "EvTrumpTurned", "EvBidMade", "EvPassed", "EvAuctionWon",
    "EvCardCalled", "EvCardPlayed", "EvPartnerRevealed", "EvTrickWon", "EvCardDrawn", "EvTrumpDrawn",
    "EvTrumpExchanged", "EvThrownIn", "EvHandOver", "EvMatchOver", "EventMsg", "Hello", "Create", "Start", "SetSeat", "Move",
    "Ready", "Rematch", "Quick", "StandIn", "EndMatch", "Leave", "ToLobby", "Configure", "ClientMessage", "TableMsg", "Welcome",
    "Lobby", "Update", "Bubble", "Notice", "Error", "HostMessage", "MAX_DEPTH",
    "OLDEST_PROTOCOL", "HOUSE_RULES_SINCE",
]
