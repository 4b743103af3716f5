"""Why a card cost points, read from the situation the seat was in (never from hidden cards).

Each reason is a locale key under ``review.reason.`` with its parameters: cards (named in the
person's language by the UI, with the article a sentence needs) and one count (points or
cards, for the plural form). The checks look at the trick on the table, who held it, what
the seat could still beat, what it had not seen yet and how much stock was left, so the
same card gets different reasons in different situations.
"""

from __future__ import annotations

from dataclasses import dataclass

from briscola_desktop.rules import POINTS, Card, View, beats, trick_winner
from briscola_desktop.rules.cards import STRENGTH, SUIT_INDEX

# The reason keys, strongest explanation first (the first that applies is shown first).
THREW_POINTS = "review.reason.threw_points"          # counting card on a trick you could not win
LOAD_PARTNER = "review.reason.load_partner"          # partner held the trick: load it
WORTH_TRUMP = "review.reason.worth_trump"            # the trick held N points: worth a trump
GAVE_POINTS = "review.reason.gave_points"            # a counting card lost to the other side, the trick winnable
COULD_TAKE = "review.reason.could_take"              # a card of yours could take the trick
BANK_POINTS = "review.reason.bank_points"            # last to play and taking anyway: take with more points
GAVE_TRUMP_CARD = "review.reason.last_before_trump"  # losing the last stock trick gets you the trump card
STRONGER_UNSEEN = "review.reason.stronger_unseen"    # the ace of the suit was unseen: your three could be taken
TRUMP_UNSEEN = "review.reason.trump_unseen"          # trumps were unseen: your counting card could be trumped
TRUMPED_NOTHING = "review.reason.trumped_nothing"    # a trump spent on a trick of no points
SPARED_TRUMP = "review.reason.spared_trump"          # a plain card took the trick too: the trump was kept
LED_TRUMP = "review.reason.led_trump"                # a trump led: the others answer with nothing
ALL_KNOWN = "review.reason.all_known"                # two seats, stock gone: every card was known
GENERIC = "review.reason.generic"                    # the best card was worth more on average

REASON_KEYS: tuple[str, ...] = (THREW_POINTS, LOAD_PARTNER, WORTH_TRUMP, GAVE_POINTS, COULD_TAKE, BANK_POINTS,
                                GAVE_TRUMP_CARD,
                                STRONGER_UNSEEN, TRUMP_UNSEEN, TRUMPED_NOTHING, SPARED_TRUMP, LED_TRUMP, ALL_KNOWN,
                                GENERIC)

#: Points on the table from which a trick is worth spending a trump on (a three or an ace).
WORTH_A_TRUMP = 10
#: Points from which a card played with seats still to come is worth naming what could take it:
#: a jack (2) or more, so a king led into an unseen ace gets its reason, not only the average.
EXPOSED_POINTS = 2


@dataclass(frozen=True)
class Reason:
    """A locale key with its parameters: ``cards`` fill ``{name}`` placeholders, ``count`` the plural."""

    key: str
    cards: tuple[tuple[str, Card], ...] = ()
    count: int | None = None

    def card(self, name: str) -> Card | None:
        return dict(self.cards).get(name)

    def to_dict(self) -> dict:
        return {"key": self.key, "cards": {n: c.key for n, c in self.cards}, "count": self.count}


def _sides(view: View) -> dict[int, tuple[int, ...]]:
    return {s: view.side_of(s) for s in range(view.players)}


def _threats(view: View) -> list[Card]:
    """Cards that may lie in another seat's hand as far as ``view.seat`` knows."""
    others = [c for s, k in enumerate(view.known) if s != view.seat for c in k]
    hidden = [c for c in view.unseen() if c != view.stock_top]
    return hidden + others


def explain(view: View, played: Card, best: Card, values: dict) -> tuple[Reason, ...]:
    """The reasons (most telling first, at least one) why ``best`` was better than ``played`` in ``view``."""
    out: list[Reason] = []
    cost = max(0, round(values[best] - values[played]))
    trump = view.trump_suit
    n = view.players
    me = view.seat
    table = list(view.table)
    legal = view.legal_actions()
    is_trump = lambda c: trump is not None and SUIT_INDEX[c] == trump  # noqa: E731
    table_pts = sum(POINTS[c] for _, c in table)

    if table:
        holder = trick_winner(table, trump)
        holding = next(c for s, c in table if s == holder)
        mine = holder in _sides(view)[me]
        last = len(table) == n - 1
        takes = lambda c: beats(c, holding, trump)  # noqa: E731
        if not mine:
            if not any(takes(c) for c in legal) and POINTS[played] > POINTS[best]:
                out.append(Reason(THREW_POINTS, (("card", played), ("best", best)), POINTS[played]))
            elif takes(best) and not takes(played):
                gain = table_pts + POINTS[best]
                if POINTS[played] >= 4 and POINTS[played] > POINTS[best]:
                    out.append(Reason(GAVE_POINTS, (("card", played),), POINTS[played]))
                if is_trump(best) and not is_trump(holding) and table_pts >= WORTH_A_TRUMP:
                    out.append(Reason(WORTH_TRUMP, (("best", best),), table_pts))
                else:
                    out.append(Reason(COULD_TAKE, (("best", best),), gain))
            elif last and takes(best) and takes(played) and POINTS[best] > POINTS[played]:
                out.append(Reason(BANK_POINTS, (("best", best),), POINTS[best] - POINTS[played]))
        elif (last or not any(beats(t, holding, trump) for t in _threats(view))) \
                and POINTS[best] > POINTS[played] and not takes(played):
            out.append(Reason(LOAD_PARTNER, (("best", best),), POINTS[best] - POINTS[played]))
        if is_trump(played) and takes(played) and table_pts == 0 and not is_trump(best):
            out.append(Reason(TRUMPED_NOTHING, (("card", played),)))
        elif not mine and is_trump(played) and takes(played) and not is_trump(best) and takes(best):
            out.append(Reason(SPARED_TRUMP, (("card", played), ("best", best))))
        # Two seats, answering the last trick before the face-up trump: the loser draws it.
        if n == 2 and view.trump_card is not None and view.stock_size == 2 and takes(played) \
                and not takes(best):
            out.append(Reason(GAVE_TRUMP_CARD, (("trump", view.trump_card),)))

    # Leading a trump (the best lead was a plain card): the others can answer it with nothing.
    if not table and is_trump(played) and not is_trump(best) and POINTS[played] < 10:
        out.append(Reason(LED_TRUMP, (("card", played),)))

    # A counting card left exposed to seats still to play after it (an ace or a three, and the figures
    # too): named when the best card carried fewer points, or was safe from any card of its own suit.
    to_come = n - 1 - len(table)
    if to_come > 0 and POINTS[played] >= EXPOSED_POINTS and trick_winner(table + [(me, played)], trump) == me:
        threats = _threats(view)

        def stronger_than(card: Card) -> list[Card]:
            return [c for c in threats if SUIT_INDEX[c] == SUIT_INDEX[card] and beats(c, card, trump)]

        stronger = stronger_than(played)
        trumps = [c for c in threats if is_trump(c) and not is_trump(played)]
        if stronger and (POINTS[played] > POINTS[best] or not stronger_than(best)):
            top = max(stronger, key=lambda c: STRENGTH[c])
            out.append(Reason(STRONGER_UNSEEN, (("card", played), ("stronger", top))))
        elif trumps and POINTS[played] > POINTS[best]:
            out.append(Reason(TRUMP_UNSEEN, (("card", played),), len(trumps)))

    if not out and n == 2 and view.stock_size == 0:
        out.append(Reason(ALL_KNOWN, (("best", best),), cost))
    out.append(Reason(GENERIC, (("best", best),), cost))
    return tuple(out)
