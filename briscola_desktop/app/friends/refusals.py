"""Why a join ended before its lobby opened, said on the Join form where the player can fix it.

The host answers a hello with a welcome or a refusal (``protocol.ErrorCode``); a host that cannot be
reached answers nothing. :func:`refusal_of` turns that answer into a :class:`Refusal`: the words in the
player's language, the field they sit beside (where the focus goes), and what becomes of a seat kept at
that table. No pygame here: the Join form shows it, the tests read it.
"""

from __future__ import annotations

from dataclasses import dataclass

from briscola_desktop.i18n import t
from briscola_desktop.net import protocol as p

#: Where a refusal is said on the Join form: above the tables found (the table itself: full, gone, ended,
#: a newer game needed), or beside the field to change.
TOP, ADDRESS, CODE, NAME = "top", "address", "code", "name"



@dataclass(frozen=True)
class Refusal:
    """A join refused (or never answered): what to say, where, and what follows."""

    words: str
    field: str = TOP
    forget: bool = False    # the seat kept at that table is no use any more
    afresh: bool = False    # the host does not know the kept token: join again with the code alone


def refusal_of(error: p.Error | None, *, kept: bool, found: bool) -> Refusal:
    """The Join form's words for the host's refusal ``error`` (None: the host did not answer). ``kept``: the
    join came with a seat token kept from an earlier visit (so the code was right once); ``found``: the
    form lists tables found on the network (a full table offers them)."""
    if error is None:
        if kept:   # the address came with the seat: it is right, the table is not open now
            return Refusal(t("friends.refused.not_open"), ADDRESS)
        return Refusal(t("friends.cannot_reach"), ADDRESS)
    code = error.code
    if code == p.ErrorCode.BAD_TOKEN.value:
        return Refusal("", forget=True, afresh=True)
    if code == p.ErrorCode.BAD_CODE.value:
        # A code that was right once (a kept seat's, or the host says its table was closed): the table is gone.
        if kept or error.why == p.WHY_CLOSED:   # (``why`` is protocol 3's: an older host leaves it out)
            return Refusal(t("friends.refused.gone"), ADDRESS, forget=True)
        return Refusal(t("net.error.bad_code"), CODE)
    if code == p.ErrorCode.TABLE_FULL.value:
        # With tables found, the reason sits above their list (pick one); else beside the address (type
        # another table's), where the focus goes.
        return Refusal(t("friends.refused.full_found"), TOP) if found else Refusal(t("friends.refused.full"), ADDRESS)
    if code == p.ErrorCode.ENDED.value:
        return Refusal(t("net.error.ended"), ADDRESS, forget=True)
    if code == p.ErrorCode.BAD_NAME.value:
        return Refusal(t("net.error.bad_name"), NAME)
    if code in (p.ErrorCode.WAIT.value, p.ErrorCode.TOO_MANY.value):
        return Refusal(t(f"net.error.{code}"), CODE)
    if code == p.ErrorCode.VERSION.value and error.why in p.TOO_OLD_FOR:
        return Refusal(t(p.TOO_OLD_FOR[error.why]), TOP)
    if code in {c.value for c in p.ErrorCode}:
        return Refusal(t(f"net.error.{code}"), TOP)
    return Refusal(error.message[:200] or t("friends.cannot_reach"), TOP)


__all__ = ["ADDRESS", "CODE", "NAME", "TOP", "Refusal", "refusal_of"]
