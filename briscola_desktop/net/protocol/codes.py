"""Table codes and seat tokens: the two secrets of a hosted table.

A code is :data:`~briscola_desktop.userfiles.hosted.CODE_LENGTH` symbols of
:data:`~briscola_desktop.userfiles.hosted.CODE_ALPHABET` (6 of 32: 30 bits; defined with the file
that keeps them), after the shard of a table server behind a proxy (at most
:data:`~briscola_desktop.userfiles.hosted.SHARD_LENGTH` symbols of the same alphabet); what a person
types is read with look-alikes as meant. A seat token is 128 random bits, kept (and saved) by the host
only as its hash.
"""

from __future__ import annotations

import hashlib
import secrets

from briscola_desktop.userfiles.hosted import CODE_ALPHABET, CODE_LENGTH, SHARD_LENGTH, is_code

TOKEN_BYTES = 16                    # 128-bit seat tokens


def new_code(shard: str = "") -> str:
    """A new code: ``shard`` and 30 random bits."""
    return shard + "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(text: str) -> str:
    """What a person typed, as a code: capitals, no spaces or dashes, look-alikes read as meant."""
    text = "".join(ch for ch in str(text).upper() if ch not in " -_\t")
    return text.translate(str.maketrans({"O": "0", "I": "1", "L": "1", "U": "V"}))


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """Seat tokens are kept (and saved) only as their hash."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


__all__ = ["CODE_ALPHABET", "CODE_LENGTH", "SHARD_LENGTH", "TOKEN_BYTES", "is_code", "new_code", "new_token",
           "normalize_code", "token_hash"]
