"""The network protocol: JSON messages as typed structs, checked strictly before they reach the game.

Every message is a JSON object whose ``type`` names it. A client's first message is
:class:`Hello` (join a table by its code, or come back to a seat with its token) or
:class:`Create` (a headless host: open a table and sit at its seat 0); both carry the
protocol version ``v``. Every incoming frame is decoded into exactly one of the
:data:`ClientMessage` structs (unknown types and unknown fields refused, frames over
:data:`MAX_FRAME` refused) before anything reads it; see :func:`decode_client`.

Cards, actions and bids travel in the rules core's own text forms
(``rules.action_to_str`` / ``action_from_str``: ``"coins_ace"``, ``"bid:two:70"``,
``"pass"``, ``"call:cups"``). A seat's information set travels as :class:`ViewMsg`
(a field for each field of ``rules.View``), events as :data:`EventMsg` structs, and a
card another seat was dealt or drew in secret as ``null``. Nothing here applies a rule.

Errors carry a stable ``code`` (see :class:`ErrorCode`) and, for a refused move, the rule
it breaks as the rules core words it.
"""

from __future__ import annotations

import unicodedata
from enum import Enum
from typing import Any, Union

import msgspec

from briscola_desktop.play.port import MatchStanding
from briscola_desktop.review.record import HandRecord
from briscola_desktop.rules import (
    DECK,
    Bid,
    Card,
    MatchFormat,
    MatchKind,
    Phase,
    TrickRecord,
    Variant,
    action_from_str,
    action_to_str,
    card_from_key,
    events as ev,
)
from briscola_desktop.rules.records import HandResult
from briscola_desktop.rules.view import View

#: Bumped whenever a message changes shape; a peer with another version is told which side is newer.
PROTOCOL_VERSION = 1
#: The largest frame a host accepts from a client (bytes).
MAX_FRAME = 16 * 1024
#: The largest frame a client accepts from its host: a whole hand resent after a reconnection, with
#: the standing of a long match, stays near 11 KiB at the largest tables; this leaves room.
MAX_HOST_FRAME = 64 * 1024
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


class NetError(ValueError):
    """A message that cannot be used: ``code`` (:class:`ErrorCode`) and a clear English message."""

    def __init__(self, code: ErrorCode | str, message: str, rule: str = "") -> None:
        super().__init__(message)
        self.code = ErrorCode(code).value if isinstance(code, ErrorCode) else str(code)
        self.message = message
        self.rule = rule


# ----------------------------------------------------------------------------- shared parts

class _Msg(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, omit_defaults=False):
    """Base of every message: tagged by ``type``, unknown fields refused."""


class _Part(msgspec.Struct, forbid_unknown_fields=True):
    """Base of the structs inside messages."""


class VariantMsg(_Part):
    """A table's rules: the fields of ``rules.Variant``."""

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


class ViewMsg(_Part):
    """One seat's information set: the fields of ``rules.View`` (cards by name, the variant apart)."""

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


class EvThrownIn(_Ev, tag="thrown_in"):
    dealer: int


class EvHandOver(_Ev, tag="hand_over"):
    result: ResultMsg


class EvMatchOver(_Ev, tag="match_over"):
    winners: list[int]
    scores: list[int]


EventMsg = Union[EvHandStarted, EvCardDealt, EvTrumpTurned, EvBidMade, EvPassed, EvAuctionWon, EvCardCalled,
                 EvCardPlayed, EvPartnerRevealed, EvTrickWon, EvCardDrawn, EvTrumpDrawn, EvThrownIn, EvHandOver,
                 EvMatchOver]


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


ClientMessage = Union[Hello, Create, Start, SetSeat, Move, Ready, Rematch, Quick, StandIn, EndMatch, Leave]


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


class Error(_Msg, tag="error"):
    """A refused message: a stable ``code`` (:class:`ErrorCode`), a clear English message, and for a
    refused move the rule it breaks (the rules core's words)."""

    code: str
    message: str
    rule: str = ""


HostMessage = Union[Welcome, Lobby, Update, Bubble, Notice, Error]

#: Locale keys the host's notices use (their ``params`` in braces).
NOTICE_WAITING = "net.waiting_for"          # {name}: a player's connection dropped
NOTICE_BACK = "net.player_back"             # {name}
NOTICE_STAND_IN = "net.seat_to_computer"    # {name}: a computer plays their seat for now
NOTICE_ENDED = "net.match_ended"            # {name}: the host ended the match (they stayed away)
NOTICE_HOST_LEFT = "net.host_left"          # the connection to the host is gone for good
NOTICE_RECONNECTING = "net.reconnecting"    # the client lost the host and is trying again
NOTICE_REFUSED = "net.move_refused"         # {rule}: the host refused a move
NOTICE_TURN_TIMEOUT = "net.turn_timed_out"  # {name}: the turn limit ran out; a computer played

_encoder = msgspec.json.Encoder()
_client_decoder = msgspec.json.Decoder(ClientMessage)
_host_decoder = msgspec.json.Decoder(HostMessage)


class _Probe(msgspec.Struct):
    """The least of a message: read only to tell a version mismatch from a malformed message."""

    type: str = ""
    v: int | None = None


_probe_decoder = msgspec.json.Decoder(_Probe)


def encode(message: msgspec.Struct) -> bytes:
    return _encoder.encode(message)


def _version_message(theirs: int, ours_is_host: bool) -> str:
    if theirs > PROTOCOL_VERSION:
        return ("the host runs an older version of Briscola: update it to play" if ours_is_host else
                "the host runs a newer version of Briscola: update this game to play")
    return ("the host runs a newer version of Briscola: update this game to play" if ours_is_host else
            "the host runs an older version of Briscola: update it to play")


def decode_client(frame: bytes | str) -> ClientMessage:
    """Decode one frame a client sent; :class:`NetError` (``bad_message`` or ``version``) says what is wrong."""
    data = frame.encode("utf-8") if isinstance(frame, str) else frame
    if len(data) > MAX_FRAME:
        raise NetError(ErrorCode.BAD_MESSAGE, f"a message has at most {MAX_FRAME} bytes")
    try:
        message = _client_decoder.decode(data)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        _check_version_of(data)
        raise NetError(ErrorCode.BAD_MESSAGE, f"this message cannot be read: {exc}") from None
    if isinstance(message, (Hello, Create)) and message.v != PROTOCOL_VERSION:
        raise NetError(ErrorCode.VERSION, _version_message(message.v, ours_is_host=True))
    return message


def _check_version_of(data: bytes) -> None:
    """A hello or create that does not decode may be from another version: say so rather than "malformed"."""
    try:
        probe = _probe_decoder.decode(data)
    except (msgspec.ValidationError, msgspec.DecodeError):
        return
    if probe.type in ("hello", "create") and probe.v is not None and probe.v != PROTOCOL_VERSION:
        raise NetError(ErrorCode.VERSION, _version_message(probe.v, ours_is_host=True))


def decode_host(frame: bytes | str) -> HostMessage:
    """Decode one frame the host sent; :class:`NetError` says what is wrong."""
    data = frame.encode("utf-8") if isinstance(frame, str) else frame
    if len(data) > MAX_HOST_FRAME:
        raise NetError(ErrorCode.BAD_MESSAGE, f"a message from the host has at most {MAX_HOST_FRAME} bytes")
    try:
        message = _host_decoder.decode(data)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise NetError(ErrorCode.BAD_MESSAGE, f"the host sent a message this game cannot read: {exc}") from None
    if isinstance(message, Welcome) and message.v != PROTOCOL_VERSION:
        raise NetError(ErrorCode.VERSION, _version_message(message.v, ours_is_host=False))
    return message


# ----------------------------------------------------------------------------- names

def clean_name(raw: str) -> str:
    """A player's name as shown: control and formatting characters gone, spaces collapsed.

    Any script's letters, marks, digits, punctuation and symbols stay; :class:`NetError`
    (``bad_name``) if nothing is left or more than :data:`MAX_NAME` characters are.
    """
    kept = []
    for ch in unicodedata.normalize("NFC", raw):
        if ch.isspace():                   # tabs and line breaks too: a name is one line
            kept.append(" ")
            continue
        category = unicodedata.category(ch)
        if category.startswith("C"):       # control, format, surrogate, private use, unassigned
            continue
        kept.append(" " if category.startswith("Z") else ch)
    name = " ".join("".join(kept).split())
    if not name:
        raise NetError(ErrorCode.BAD_NAME, "a name needs at least one letter")
    if len(name) > MAX_NAME:
        raise NetError(ErrorCode.BAD_NAME, f"a name has at most {MAX_NAME} characters")
    return name


# ----------------------------------------------------------------------------- rules values <-> wire

#: Card names by card number (a tuple lookup: the host names every card of every view it sends).
_KEYS: tuple[str, ...] = tuple(c.key for c in DECK)


def _key(c: Card | None) -> str | None:
    return None if c is None else _KEYS[c]


def _card(text: str | None) -> Card | None:
    return None if text is None else card_from_key(text)


def variant_msg(variant: Variant) -> VariantMsg:
    d = variant.to_dict()
    return VariantMsg(name=d["name"], players=d["players"], removed=list(d["removed"]), hand_size=d["hand_size"],
                      trump=d["trump"], follow_suit=d["follow_suit"], teams=d["teams"],
                      open_hands=d["open_hands"], stock_top_visible=d["stock_top_visible"], auction=d["auction"],
                      match_kind=d["match_kind"])


def variant_of(msg: VariantMsg) -> Variant:
    try:
        return Variant.from_dict(msgspec.structs.asdict(msg))
    except (ValueError, TypeError) as exc:
        raise NetError(ErrorCode.BAD_MESSAGE, f"the table's rules cannot be read: {exc}") from None


def format_msg(fmt: MatchFormat) -> FormatMsg:
    return FormatMsg(kind=fmt.kind.value, target=fmt.target)


def format_of(msg: FormatMsg) -> MatchFormat:
    try:
        return MatchFormat(MatchKind(msg.kind), msg.target)
    except ValueError as exc:
        raise NetError(ErrorCode.BAD_MESSAGE, f"the match format cannot be read: {exc}") from None


def result_msg(r: HandResult) -> ResultMsg:
    return ResultMsg(sides=[list(s) for s in r.sides], points=list(r.points), winner=r.winner,
                     seat_points=list(r.seat_points), thrown_in=r.thrown_in, caller=r.caller, partner=r.partner,
                     bid=None if r.bid is None else action_to_str(r.bid),
                     seat_scores=None if r.seat_scores is None else list(r.seat_scores))


def result_of(m: ResultMsg) -> HandResult:
    bid = None if m.bid is None else action_from_str(m.bid)
    return HandResult(sides=tuple(tuple(s) for s in m.sides), points=tuple(m.points), winner=m.winner,
                      seat_points=tuple(m.seat_points), thrown_in=m.thrown_in, caller=m.caller, partner=m.partner,
                      bid=bid, seat_scores=None if m.seat_scores is None else tuple(m.seat_scores))


#: The fields of a ``View`` that differ from seat to seat; every other field is the same for every seat.
SEAT_FIELDS = ("seat", "hand", "known", "partner")


def trick_msg(t: TrickRecord) -> TrickMsg:
    return TrickMsg(t.leader, [(s, _KEYS[c]) for s, c in t.cards], t.winner, t.points)


def view_msg(view: View, like: ViewMsg | None = None, tricks: list[TrickMsg] | None = None) -> ViewMsg:
    """A seat's ``View`` on the wire: exactly its fields, nothing added.

    ``like``: another seat's message for the same position; its public fields are reused and
    only :data:`SEAT_FIELDS` are taken from ``view`` (the host sends one view per seat per move).
    ``tricks``: ``view.tricks`` already in wire form (the host keeps them from move to move).
    """
    K = _KEYS
    if like is not None:
        return msgspec.structs.replace(like, seat=view.seat, hand=[K[c] for c in view.hand],
                                       known=[[K[c] for c in k] for k in view.known], partner=view.partner)
    return ViewMsg(
        seat=view.seat, phase=view.phase.value, to_act=view.to_act, dealer=view.dealer, leader=view.leader,
        hand=[K[c] for c in view.hand], trump_suit=view.trump_suit, trump_card=_key(view.trump_card),
        turned_card=_key(view.turned_card), table=[(s, K[c]) for s, c in view.table],
        played=[K[c] for c in view.played],
        tricks=tricks if tricks is not None else [trick_msg(t) for t in view.tricks],
        stock_size=view.stock_size, points=list(view.points), hand_sizes=list(view.hand_sizes),
        known=[[K[c] for c in k] for k in view.known], voids=[sorted(v) for v in view.voids],
        stock_top=_key(view.stock_top), bids=[(s, action_to_str(a)) for s, a in view.bids],
        high_bid=None if view.high_bid is None else action_to_str(view.high_bid), high_bidder=view.high_bidder,
        called_card=_key(view.called_card), partner=view.partner, hand_index=view.hand_index)


def view_of(m: ViewMsg, variant: Variant) -> View:
    """Rebuild the ``View`` a host sent (``NetError`` if a card or action name is not one)."""
    try:
        high = None if m.high_bid is None else action_from_str(m.high_bid)
        if high is not None and not isinstance(high, Bid):
            raise ValueError(f"{m.high_bid!r} is not a bid")
        return View(
            variant=variant, seat=m.seat, phase=Phase(m.phase), to_act=m.to_act, dealer=m.dealer, leader=m.leader,
            hand=tuple(card_from_key(c) for c in m.hand), trump_suit=m.trump_suit, trump_card=_card(m.trump_card),
            turned_card=_card(m.turned_card), table=tuple((s, card_from_key(c)) for s, c in m.table),
            played=tuple(card_from_key(c) for c in m.played),
            tricks=tuple(TrickRecord(t.leader, tuple((s, card_from_key(c)) for s, c in t.cards), t.winner, t.points)
                         for t in m.tricks),
            stock_size=m.stock_size, points=tuple(m.points), hand_sizes=tuple(m.hand_sizes),
            known=tuple(tuple(card_from_key(c) for c in k) for k in m.known),
            voids=tuple(frozenset(v) for v in m.voids), stock_top=_card(m.stock_top),
            bids=tuple((s, action_from_str(a)) for s, a in m.bids), high_bid=high, high_bidder=m.high_bidder,
            called_card=_card(m.called_card), partner=m.partner, hand_index=m.hand_index)
    except ValueError as exc:
        raise NetError(ErrorCode.BAD_MESSAGE, f"the host sent a view this game cannot read: {exc}") from None


def standing_msg(s: MatchStanding, results: list[ResultMsg] | None = None) -> StandingMsg:
    """``results``: ``s.results`` already in wire form (the host keeps them from hand to hand)."""
    return StandingMsg(format=format_msg(s.format), sides=[list(x) for x in s.sides], hands_won=list(s.hands_won),
                       scores=list(s.scores), deals_played=s.deals_played, hand_index=s.hand_index,
                       results=results if results is not None else [result_msg(r) for r in s.results],
                       is_over=s.is_over,
                       winners=None if s.winners is None else list(s.winners))


def standing_of(m: StandingMsg, variant: Variant) -> MatchStanding:
    try:
        return MatchStanding(variant=variant, format=format_of(m.format), sides=tuple(tuple(x) for x in m.sides),
                             hands_won=tuple(m.hands_won), scores=tuple(m.scores), deals_played=m.deals_played,
                             hand_index=m.hand_index, results=tuple(result_of(r) for r in m.results),
                             is_over=m.is_over, winners=None if m.winners is None else tuple(m.winners))
    except ValueError as exc:
        raise NetError(ErrorCode.BAD_MESSAGE, f"the host sent a standing this game cannot read: {exc}") from None


def record_msg(record: HandRecord) -> RecordMsg:
    return RecordMsg(seed=record.seed, dealer=record.dealer, hand_index=record.hand_index,
                     actions=list(record.actions))


def record_of(m: RecordMsg, variant: Variant) -> HandRecord:
    return HandRecord(variant, m.seed, m.dealer, m.hand_index, tuple(m.actions))


def _public_draw(variant: Variant) -> bool:
    """A card drawn from the stock is seen by everyone (open hands; scoperta's face-up stock top)."""
    return variant.open_hands or variant.stock_top_visible


def event_msg(event: Any, seat: int, variant: Variant) -> EventMsg:
    """``event`` as ``seat`` may see it: another seat's dealt or drawn card is hidden unless the rules show it."""
    if isinstance(event, ev.CardDealt):
        show = event.seat == seat or variant.open_hands
        return EvCardDealt(event.seat, event.card.key if show else None)
    if isinstance(event, ev.CardDrawn):
        show = event.seat == seat or _public_draw(variant)
        return EvCardDrawn(event.seat, event.card.key if show else None)
    if isinstance(event, ev.CardPlayed):
        return EvCardPlayed(event.seat, event.card.key)
    if isinstance(event, ev.TrickWon):
        return EvTrickWon(event.winner, [(s, c.key) for s, c in event.cards], event.points)
    if isinstance(event, ev.HandStarted):
        return EvHandStarted(event.hand_index, event.dealer)
    if isinstance(event, ev.TrumpTurned):
        return EvTrumpTurned(event.card.key)
    if isinstance(event, ev.TrumpDrawn):
        return EvTrumpDrawn(event.seat, event.card.key)
    if isinstance(event, ev.BidMade):
        return EvBidMade(event.seat, action_to_str(event.bid))
    if isinstance(event, ev.Passed):
        return EvPassed(event.seat)
    if isinstance(event, ev.AuctionWon):
        return EvAuctionWon(event.seat, action_to_str(event.bid))
    if isinstance(event, ev.CardCalled):
        return EvCardCalled(event.seat, event.card.key)
    if isinstance(event, ev.PartnerRevealed):
        return EvPartnerRevealed(event.seat, event.caller)
    if isinstance(event, ev.ThrownIn):
        return EvThrownIn(event.dealer)
    if isinstance(event, ev.HandOver):
        return EvHandOver(result_msg(event.result))
    if isinstance(event, ev.MatchOver):
        return EvMatchOver(list(event.winners), list(event.scores))
    raise TypeError(f"{type(event).__name__} is not a rules event")


def event_of(m: EventMsg) -> Any:
    """A rules event from the wire (a hidden card stays ``None``)."""
    c = _card
    if isinstance(m, EvCardDealt):
        return ev.CardDealt(m.seat, c(m.card))
    if isinstance(m, EvCardDrawn):
        return ev.CardDrawn(m.seat, c(m.card))
    if isinstance(m, EvCardPlayed):
        return ev.CardPlayed(m.seat, c(m.card))
    if isinstance(m, EvTrickWon):
        return ev.TrickWon(m.winner, tuple((s, card_from_key(k)) for s, k in m.cards), m.points)
    if isinstance(m, EvHandStarted):
        return ev.HandStarted(m.hand_index, m.dealer)
    if isinstance(m, EvTrumpTurned):
        return ev.TrumpTurned(c(m.card))
    if isinstance(m, EvTrumpDrawn):
        return ev.TrumpDrawn(m.seat, c(m.card))
    if isinstance(m, EvBidMade):
        return ev.BidMade(m.seat, action_from_str(m.bid))
    if isinstance(m, EvPassed):
        return ev.Passed(m.seat)
    if isinstance(m, EvAuctionWon):
        return ev.AuctionWon(m.seat, action_from_str(m.bid))
    if isinstance(m, EvCardCalled):
        return ev.CardCalled(m.seat, c(m.card))
    if isinstance(m, EvPartnerRevealed):
        return ev.PartnerRevealed(m.seat, m.caller)
    if isinstance(m, EvThrownIn):
        return ev.ThrownIn(m.dealer)
    if isinstance(m, EvHandOver):
        return ev.HandOver(result_of(m.result))
    if isinstance(m, EvMatchOver):
        return ev.MatchOver(tuple(m.winners), tuple(m.scores))
    raise TypeError(f"{type(m).__name__} is not an event message")


def events_of(messages: list[EventMsg]) -> list:
    try:
        return [event_of(m) for m in messages]
    except ValueError as exc:
        raise NetError(ErrorCode.BAD_MESSAGE, f"the host sent an event this game cannot read: {exc}") from None


__all__ = [
    "PROTOCOL_VERSION", "MAX_FRAME", "MAX_HOST_FRAME", "MAX_NAME", "QUICK_MESSAGES", "FRIEND", "ErrorCode", "NetError",
    "Hello", "Create", "Start", "SetSeat", "Move", "Ready", "Rematch", "Quick", "StandIn", "EndMatch", "Leave",
    "ClientMessage",
    "Welcome", "Lobby", "Update", "Bubble", "Notice", "Error", "HostMessage", "TableMsg", "SeatMsg",
    "ViewMsg", "StandingMsg", "RecordMsg", "VariantMsg", "FormatMsg", "ResultMsg", "TrickMsg", "EventMsg",
    "encode", "decode_client", "decode_host", "clean_name", "variant_msg", "variant_of", "format_msg",
    "format_of", "view_msg", "view_of", "standing_msg", "standing_of", "record_msg", "record_of",
    "event_msg", "event_of", "events_of", "result_msg", "result_of",
    "NOTICE_WAITING", "NOTICE_BACK", "NOTICE_STAND_IN", "NOTICE_ENDED", "NOTICE_HOST_LEFT",
    "NOTICE_RECONNECTING", "NOTICE_REFUSED", "NOTICE_TURN_TIMEOUT",
]
