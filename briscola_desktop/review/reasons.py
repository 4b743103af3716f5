"""Why a card cost points, read from the situation the seat was in (never from hidden cards).

Each reason is a locale key under ``review.reason.`` with its parameters: cards (named in the
person's language by the UI, with the article a sentence needs) and one count (points or
cards, for the plural form). The checks look at the trick on the table, who held it, what
the seat could still beat, what it had not seen yet and how much stock was left, so the
same card gets different reasons in different situations.
"""

from __future__ import annotations

from dataclasses import dataclass

from briscola_desktop.rules import POINTS, Card, View, beats, exchanger_for, trick_winner
from briscola_desktop.rules.cards import STRENGTH, SUIT_INDEX

# The reason keys, strongest explanation first (the first that applies is shown first).
THREW_POINTS = "review.reason.threw_points"          # counting card on a trick you could not win
LOAD_PARTNER = "review.reason.load_partner"          # partner held the trick: load it
WORTH_TRUMP = "review.reason.worth_trump"            # the trick held N points: worth a trump
GAVE_POINTS = "review.reason.gave_points"            # a counting card lost to the other side, the trick winnable
COULD_TAKE = "review.reason.could_take"              # a card of yours could take the trick and its points
TAKE_LEAD = "review.reason.take_lead"                # a card of yours could take a trick of no points, and the lead
BANK_POINTS = "review.reason.bank_points"            # last to play and taking anyway: take with more points
GAVE_TRUMP_CARD = "review.reason.last_before_trump"  # losing the last stock trick gets you the trump card
STRONGER_UNSEEN = "review.reason.stronger_unseen"    # the ace of the suit was unseen: your three could be taken
TRUMP_UNSEEN = "review.reason.trump_unseen"          # trumps were unseen: your counting card could be trumped
TRUMPED_NOTHING = "review.reason.trumped_nothing"    # a trump spent on a trick of no points
SPARED_TRUMP = "review.reason.spared_trump"          # a plain card took the trick too: the trump was kept
LED_TRUMP = "review.reason.led_trump"                # a trump led: the others answer with nothing
ALL_KNOWN = "review.reason.all_known"                # two seats, stock gone: every card was known
GENERIC = "review.reason.generic"                    # the best card was worth more on average

REASON_KEYS: tuple[str, ...] = (THREW_POINTS, LOAD_PARTNER, WORTH_TRUMP, GAVE_POINTS, COULD_TAKE, TAKE_LEAD,
                                BANK_POINTS, GAVE_TRUMP_CARD,
                                STRONGER_UNSEEN, TRUMP_UNSEEN, TRUMPED_NOTHING, SPARED_TRUMP, LED_TRUMP, ALL_KNOWN,
                                GENERIC)
#: The exchange of the seven (a house rule): the seat played a card where exchanging first was worth more.
#: Not a reason between two cards (``explain`` never gives it): :func:`.analysis.judge` adds it from the
#: exchange's value, naming the card the seat would have given and the face-up card it would have taken.
MISSED_EXCHANGE = "exchange.review.missed"
EXCHANGE_REASON_KEYS: tuple[str, ...] = (MISSED_EXCHANGE,)

#: The reasons that name the play's cost themselves (the review shows no separate cost line beside them).
STATES_COST: frozenset[str] = frozenset({ALL_KNOWN, GENERIC})

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


def _is_trump(card: Card, trump: int | None) -> bool:
    return trump is not None and SUIT_INDEX[card] == trump


@dataclass(frozen=True)
class _Trick:
    """The trick as it stood when the seat answered: who held it, with what, and the points on it
    (the seat's own card not counted: it is the card being judged)."""

    holding: Card
    mine: bool      # held by the seat's own side
    last: bool      # the seat played the trick's last card
    partner_to_come: bool   # a seat of the seat's own side still plays after it
    sides_known: bool       # the seat knows who is on its side (chiamata: once the called card shows)
    points: int
    trump: int | None

    @classmethod
    def of(cls, view: View) -> _Trick:
        table = list(view.table)
        holder = trick_winner(table, view.trump_suit)
        side = _sides(view)[view.seat]
        to_come = [(view.seat + k) % view.players for k in range(1, view.players - len(table))]
        # Chiamata before the called card shows: any seat to come may be the seat's partner.
        sides_known = not view.variant.auction or view.partner is not None
        return cls(holding=next(c for s, c in table if s == holder),
                   mine=holder in side,
                   last=len(table) == view.players - 1,
                   partner_to_come=any(s in side or not sides_known for s in to_come),
                   sides_known=sides_known,
                   points=sum(POINTS[c] for _, c in table),
                   trump=view.trump_suit)

    def takes(self, card: Card) -> bool:
        return beats(card, self.holding, self.trump)

    def holds(self, view: View, card: Card) -> bool:
        """Would ``card``, once it took the trick, keep it: the seat plays last, or no card the seat
        has not seen (nor one another seat is known to hold) beats it."""
        return self.last or not any(beats(t, card, self.trump) for t in _threats(view))


def _against_the_other_side(view: View, played: Card, best: Card, trick: _Trick) -> list[Reason]:
    """The other side held the trick: the points the played card lost to it, and what the best card
    would have done instead (taken the trick's points, or its lead, or taken it with more points)."""
    legal = [c for c in view.legal_actions() if isinstance(c, Card)]
    out: list[Reason] = []
    # The played card stays under the other side's card unless a partner still to play takes it back
    # (and it is only known to be the other side's once the sides are known).
    lost = not trick.takes(played) and not trick.partner_to_come and trick.sides_known and POINTS[played] > 0
    if lost and not any(trick.takes(c) for c in legal):
        if POINTS[played] > POINTS[best]:
            out.append(Reason(THREW_POINTS, (("card", played), ("best", best)), POINTS[played]))
    elif lost and (trick.takes(best) or POINTS[played] > POINTS[best]):
        out.append(Reason(GAVE_POINTS, (("card", played),), POINTS[played]))
    if trick.takes(best) and not trick.takes(played):
        if _is_trump(best, trick.trump) and not _is_trump(trick.holding, trick.trump) \
                and trick.points >= WORTH_A_TRUMP:
            out.append(Reason(WORTH_TRUMP, (("best", best),), trick.points))
        elif trick.holds(view, best):
            if trick.points > 0:
                out.append(Reason(COULD_TAKE, (("best", best),), trick.points))
            else:
                out.append(Reason(TAKE_LEAD, (("best", best),)))
    elif trick.last and trick.takes(best) and trick.takes(played) and POINTS[best] > POINTS[played]:
        out.append(Reason(BANK_POINTS, (("best", best),), POINTS[best] - POINTS[played]))
    return out


def _for_the_partner(view: View, played: Card, best: Card, trick: _Trick) -> list[Reason]:
    """The seat's own side held the trick safely (last to play, or nothing unseen beats it): load it."""
    if trick.holds(view, trick.holding) and POINTS[best] > POINTS[played] and not trick.takes(played):
        return [Reason(LOAD_PARTNER, (("best", best),), POINTS[best] - POINTS[played])]
    return []


def _trump_used(played: Card, best: Card, trick: _Trick) -> list[Reason]:
    """A trump took the trick where no trump was needed: nothing on it, or a plain card took it too."""
    if not (_is_trump(played, trick.trump) and trick.takes(played)) or _is_trump(best, trick.trump):
        return []
    if trick.points == 0:
        return [Reason(TRUMPED_NOTHING, (("card", played),))]
    if not trick.mine and trick.takes(best):
        return [Reason(SPARED_TRUMP, (("card", played), ("best", best)))]
    return []


def _trump_card_given(view: View, played: Card, best: Card, trick: _Trick) -> list[Reason]:
    """Two seats, answering the last trick before the face-up trump: the loser draws it."""
    if view.players == 2 and view.trump_card is not None and view.stock_size == 2 \
            and trick.takes(played) and not trick.takes(best):
        return [Reason(GAVE_TRUMP_CARD, (("trump", view.trump_card),))]
    return []


def _answering(view: View, played: Card, best: Card) -> list[Reason]:
    """The reasons of a card played onto a trick already begun."""
    trick = _Trick.of(view)
    if trick.mine:
        out = _for_the_partner(view, played, best, trick)
    else:
        out = _against_the_other_side(view, played, best, trick)
    return out + _trump_used(played, best, trick) + _trump_card_given(view, played, best, trick)


def _leading(view: View, played: Card, best: Card) -> list[Reason]:
    """Leading a trump (the best lead was a plain card): the others can answer it with nothing."""
    trump = view.trump_suit
    if _is_trump(played, trump) and not _is_trump(best, trump) and POINTS[played] < 10:
        return [Reason(LED_TRUMP, (("card", played),))]
    return []


def _left_exposed(view: View, played: Card, best: Card) -> list[Reason]:
    """A counting card left exposed to seats still to play after it (an ace or a three, and the figures
    too): named when the best card carried fewer points, or was safe from any card of its own suit."""
    table = list(view.table)
    trump = view.trump_suit
    to_come = view.players - 1 - len(table)
    if to_come <= 0 or POINTS[played] < EXPOSED_POINTS:
        return []
    if trick_winner(table + [(view.seat, played)], trump) != view.seat:
        return []
    threats = _threats(view)

    def stronger_than(card: Card) -> list[Card]:
        return [c for c in threats if SUIT_INDEX[c] == SUIT_INDEX[card] and beats(c, card, trump)]

    stronger = stronger_than(played)
    if stronger and (POINTS[played] > POINTS[best] or not stronger_than(best)):
        top = max(stronger, key=lambda c: STRENGTH[c])
        return [Reason(STRONGER_UNSEEN, (("card", played), ("stronger", top)))]
    trumps = [c for c in threats if _is_trump(c, trump) and not _is_trump(played, trump)]
    if trumps and POINTS[played] > POINTS[best]:
        return [Reason(TRUMP_UNSEEN, (("card", played),), len(trumps))]
    return []


def missed_exchange(view: View, gain: float) -> Reason:
    """The exchange of the seven was open to the seat and worth ``gain`` points more than its best card:
    the card it would have given (the seven or the two of trumps) and the face-up card it would have taken."""
    taken = view.trump_card
    return Reason(MISSED_EXCHANGE, (("given", exchanger_for(taken)), ("taken", taken)), max(1, round(gain)))


def explain(view: View, played: Card, best: Card, values: dict) -> tuple[Reason, ...]:
    """The reasons (most telling first, at least one, no key twice) why ``best`` was better than
    ``played`` in ``view``.

    The situational reasons first; when none applies, one closing reason names the cost: every
    card known (two seats, stock gone), or the average. It is never said beside another reason,
    which would only repeat the cost the review shows.
    """
    cost = max(0, round(values[best] - values[played]))
    found = _answering(view, played, best) if view.table else _leading(view, played, best)
    found += _left_exposed(view, played, best)
    out: list[Reason] = []
    for reason in found:
        if all(r.key != reason.key for r in out):
            out.append(reason)
    if not out:
        closing = ALL_KNOWN if view.players == 2 and view.stock_size == 0 else GENERIC
        out.append(Reason(closing, (("best", best),), cost))
    return tuple(out)
