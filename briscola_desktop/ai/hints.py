"""The hint for the person (key H): the card Hard would play, with a short reason to show.

At a table playing the exchange of the seven, the hint's action is
:data:`~briscola_desktop.rules.EXCHANGE` when Hard would exchange first (reason
``exchange.hint.take``, naming the card given and the card taken); the next hint, after the
exchange, names the card to play.

The reason is a locale key with named parameters, e.g. ``("hint.take_trick", {"points": 14})``;
:data:`HINT_KEYS` lists every key with its parameters; the sentences live in the locale files only.
"""

from __future__ import annotations

from collections.abc import Generator

from briscola_desktop.rules import Bid, Call, Exchange, Phase, View, card, exchanger_for
from briscola_desktop.rules.cards import POINTS, SUIT_INDEX
from briscola_desktop.rules.tricks import beats, trick_points, winning_entry

from .knowledge import believed_sides
from .players import HardPlayer

#: Every reason a hint gives: its locale key and the parameters it fills (the locale files
#: hold the sentences, in four languages; ``tests/ai/test_ai.py`` checks each template names exactly these).
HINT_KEYS: dict[str, tuple[str, ...]] = {
    "hint.take_trick": ("points",),
    "hint.trump_it": ("points",),
    "hint.take_lead": (),
    "hint.keep_points": ("points",),
    "hint.throw_liscio": (),
    "hint.keep_trumps": (),
    "hint.save_points": (),
    "hint.played_out": (),
    "hint.give_points": ("points",),
    "hint.lead_low": (),
    "hint.lead_safe": (),
    "hint.lead_trump": (),
    "hint.lead_best": (),
    "hint.lose_for_trump": (),
    "hint.endgame": (),
    "hint.only_card": (),
    "hint.bid": (),
    "hint.pass": (),
    "hint.call": ("card",),
    "exchange.hint.take": ("given", "taken"),   # the exchange of the seven: the card given, the card taken
}


def hint(view: View) -> tuple[object, str, dict]:
    """The action Hard would take in ``view``, a reason key and its parameters."""
    gen = hint_think(view)
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


def hint_think(view: View) -> Generator[None, None, tuple[object, str, dict]]:
    """Generator form of :func:`hint` (to think in slices, off the frame)."""
    player = HardPlayer(seed=0)
    action = yield from player.think(view)
    return action, *explain(view, action)


def explain(view: View, action: object) -> tuple[str, dict]:
    """A reason key and parameters for playing ``action`` in ``view``."""
    if isinstance(action, Call):
        return "hint.call", {"card": card(action.suit, view.high_bid.rank)}
    if isinstance(action, Bid):
        return "hint.bid", {}
    if view.phase is not Phase.PLAY:
        return "hint.pass", {}
    if isinstance(action, Exchange):
        return "exchange.hint.take", {"given": exchanger_for(view.trump_card), "taken": view.trump_card}
    if len(view.legal_actions()) == 1:
        return "hint.only_card", {}
    return _answer_reason(view, action) if view.table else _lead_reason(view, action)


def _is_trump(c: int, trump: int | None) -> bool:
    return trump is not None and SUIT_INDEX[c] == trump


def _all_known(view: View) -> bool:
    """Two seats, the stock gone: every card is known and the hint is the exact solve's."""
    return view.players == 2 and view.stock_size == 0


def _lead_reason(view: View, c: int) -> tuple[str, dict]:
    """Leading ``c``: safe from every card still out, a card of no points, a trump, or the best of the rest."""
    trump = view.trump_suit
    if _all_known(view):
        return "hint.endgame", {}
    threats = set(view.unseen()) | {k for s, ks in enumerate(view.known) if s != view.seat for k in ks}
    threats.discard(view.stock_top)
    if POINTS[c] > 0 and not any(beats(u, c, trump) for u in threats):
        return "hint.lead_safe", {}
    if POINTS[c] == 0 and not _is_trump(c, trump):
        return "hint.lead_low", {}
    if _is_trump(c, trump):
        return "hint.lead_trump", {}
    return "hint.lead_best", {}


def _answer_reason(view: View, c: int) -> tuple[str, dict]:
    """Answering with ``c``: onto the own side's trick, taking the trick, or letting it go.

    The points named are those already on the table: ``c``'s own points are not the trick's.
    """
    trump = view.trump_suit
    wseat, wcard = winning_entry(view.table, trump)
    on_table = trick_points(view.table)
    if believed_sides(view)[wseat] == believed_sides(view)[view.seat] and not beats(c, wcard, trump):
        if POINTS[c] > 0:
            return "hint.give_points", {"points": POINTS[c]}
        return "hint.throw_liscio", {}
    if beats(c, wcard, trump):
        if _all_known(view):
            return "hint.endgame", {}
        if on_table == 0:
            if POINTS[c] > 0:
                return "hint.keep_points", {"points": POINTS[c]}
            return "hint.take_lead", {}
        if _is_trump(c, trump) and not _is_trump(wcard, trump):
            return "hint.trump_it", {"points": on_table}
        return "hint.take_trick", {"points": on_table}
    return _letting_go_reason(view, c, wcard)


def _letting_go_reason(view: View, c: int, wcard: int) -> tuple[str, dict]:
    """``c`` does not take the other side's trick: to get the face-up trump, the endgame, trumps kept,
    a card of no points thrown, the fewest points given, or (none of these true) the search's word."""
    trump = view.trump_suit
    legal = [a for a in view.legal_actions() if not isinstance(a, Exchange)]
    could_win = [x for x in legal if beats(x, wcard, trump)]
    if view.players == 2 and view.stock_size == 2 and view.trump_card is not None and could_win:
        return "hint.lose_for_trump", {}
    if _all_known(view):
        return "hint.endgame", {}
    if POINTS[c] == 0:
        if not _is_trump(c, trump) and any(_is_trump(x, trump) for x in could_win):
            return "hint.keep_trumps", {}
        return "hint.throw_liscio", {}
    if POINTS[c] == min(POINTS[x] for x in legal if not beats(x, wcard, trump)):
        return "hint.save_points", {}
    return "hint.played_out", {}


__all__ = ["HINT_KEYS", "explain", "hint", "hint_think"]
