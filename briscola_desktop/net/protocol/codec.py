"""Strict decoding at the edge: every frame becomes exactly one message struct, or a clear refusal.

:func:`decode_client` reads what a client sent (frames over :data:`~.messages.MAX_FRAME` or
nested deeper than :data:`~.messages.MAX_DEPTH`, unknown types and fields refused; a peer of
another protocol version is told which side is newer), :func:`decode_host` what a host sent, :func:`encode` writes any message, and
:func:`clean_name` is the one check of a player's name.
"""

from __future__ import annotations

import re
import unicodedata

import msgspec

from .messages import (
    MAX_DEPTH, MAX_FRAME, MAX_HOST_FRAME, MAX_NAME, OLDEST_PROTOCOL, PROTOCOL_VERSION, ClientMessage, Create,
    ErrorCode, Hello, HostMessage, NetError, Welcome,
)

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


def _frame_bytes(frame: bytes | str, limit: int, what: str) -> bytes:
    """The frame as bytes, refused (``bad_message``) past ``limit`` before any decoding is spent on it."""
    data = frame.encode("utf-8") if isinstance(frame, str) else frame
    if len(data) > limit:
        raise NetError(ErrorCode.BAD_MESSAGE, f"{what} has at most {limit} bytes")
    return data


_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(rb"[\[\]{}]")


def _depth(data: bytes) -> int:
    """How deeply the arrays and objects of ``data`` nest (at least; brackets inside strings do not count).

    Counting the opening brackets is enough for nearly every frame (fewer than MAX_DEPTH of them cannot
    nest deeper); only a frame with more is walked bracket by bracket."""
    if data.count(b"[") + data.count(b"{") <= MAX_DEPTH:
        return 0
    depth = deepest = 0
    for bracket in _BRACKET.findall(_STRING.sub(b"", data)):
        depth += 1 if bracket in b"[{" else -1
        deepest = max(deepest, depth)
    return deepest


def seated_version(v: int) -> bool:
    """A client of protocol ``v`` may sit at this host's tables (:data:`OLDEST_PROTOCOL` to
    :data:`PROTOCOL_VERSION`; an older one only at a table without a house rule it does not know)."""
    return OLDEST_PROTOCOL <= v <= PROTOCOL_VERSION


def decode_client(frame: bytes | str) -> ClientMessage:
    """Decode one frame a client sent; :class:`NetError` (``bad_message`` or ``version``) says what is wrong.
    A hello or create of any version from :data:`OLDEST_PROTOCOL` on is read (it decodes: no older
    message has a field this version lacks)."""
    data = _frame_bytes(frame, MAX_FRAME, "a message")
    if _depth(data) > MAX_DEPTH:   # refused before a decoder recurses into it
        raise NetError(ErrorCode.BAD_MESSAGE, f"a message nests at most {MAX_DEPTH} arrays or objects deep")
    try:
        message = _client_decoder.decode(data)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        _check_version_of(data)
        raise NetError(ErrorCode.BAD_MESSAGE, f"this message cannot be read: {exc}") from None
    if isinstance(message, (Hello, Create)) and not seated_version(message.v):
        raise NetError(ErrorCode.VERSION, _version_message(message.v, ours_is_host=True))
    return message


def _check_version_of(data: bytes) -> None:
    """A hello or create that does not decode may be from another version: say so rather than "malformed"."""
    try:
        probe = _probe_decoder.decode(data)
    except (msgspec.ValidationError, msgspec.DecodeError):
        return
    if probe.type in ("hello", "create") and probe.v is not None and not seated_version(probe.v):
        raise NetError(ErrorCode.VERSION, _version_message(probe.v, ours_is_host=True))


def decode_host(frame: bytes | str) -> HostMessage:
    """Decode one frame the host sent; :class:`NetError` says what is wrong."""
    data = _frame_bytes(frame, MAX_HOST_FRAME, "a message from the host")
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


__all__ = [
    "encode", "decode_client", "decode_host", "clean_name", "seated_version"
]
