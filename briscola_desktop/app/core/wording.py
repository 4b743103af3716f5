"""One home for every name and sentence about seats, sides, bids, cards, formats and variants.

The words themselves live in ``locales/*.yaml``; this module only chooses the key and its
parameters, so every screen says "Player 3", "Us", "2 players, classic" or "You win the
auction" the same way. It imports no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from briscola_desktop import i18n
from briscola_desktop.i18n import Phrase, t
from briscola_desktop.review import Decision, Reason, Verdict
from briscola_desktop.review.record import PERSON  # the person always sits at seat 0
from briscola_desktop.rules import PRESETS, Bid, Card, Variant
from briscola_desktop.rules.actions import MIN_TARGET
from briscola_desktop.rules.cards import DECK, Rank, Suit

# Sentences whose subject is a seat: when that seat is the person, the locale's "_you"
# variant is used ("You win the auction", not "You wins"); "_your" when the person is the
# caller in the object ("... is your partner").
YOU_KEYS = frozenset({"table.auction_won", "table.card_called", "table.partner_revealed", "table.caller_alone",
                      "table.last_trick.won_by", "result.bid_made", "result.bid_failed"})
YOUR_KEYS = frozenset({"table.partner_revealed"})
#: Hint reasons that name a number of points: counted, and not shown when the number is 0.
COUNTED_HINTS = frozenset({"hint.take_trick", "hint.trump_it", "hint.give_points", "hint.keep_points"})


def personal_key(key: str, seat: int | None = None, caller: int | None = None) -> str:
    """``key``, or its variant for a sentence about the person (seat 0)."""
    if seat == PERSON and key in YOU_KEYS:
        return key + "_you"
    if caller == PERSON and key in YOUR_KEYS:
        return key + "_your"
    return key


# --------------------------------------------------------------------------- formats and variants

def variant_label(name: str, style: str = "italian") -> str:
    """How a variant is named inside a choice: "classic", "39 cards, the two of coins removed"."""
    variant = PRESETS.get(name)
    params: dict[str, Any] = {} if variant is None else dict(i18n.variant_facts(variant))
    if variant is not None and len(variant.removed) == 1:
        params["card"] = i18n.card_in_sentence(DECK[variant.removed[0]], style)
    return t(f"newmatch.variant.{name}", **params)


def variant_about(name: str) -> str:
    """A table's one-line description, its numbers (cards, tricks, hand) from the rules core's preset."""
    variant = PRESETS.get(name)
    return t(f"newmatch.about.{name}", **({} if variant is None else i18n.variant_facts(variant)))


def variant_title(name: str, style: str = "italian") -> str:
    """A variant's full name: "2 players, classic" (statistics, the Continue button)."""
    variant = PRESETS.get(name)
    if variant is None:
        return i18n.humanise(name)
    return i18n.capitalise(t("newmatch.table_name", seats=t("newmatch.seat_count", count=variant.players),
                             variant=variant_label(name, style)))


def level_name(level: str) -> str:
    """A computer level as a person reads it ("Medium")."""
    return t(f"newmatch.level.{level}")


# --------------------------------------------------------------------------- seats and sides

def seat_name(players: int, seat: int) -> str:
    """"You", "Computer" (two players) or "Player 3"."""
    if seat == PERSON:
        return t("seat.you")
    if players == 2:
        return t("seat.computer")
    return t("seat.player", number=seat + 1)


def seat_level_label(variant: Variant, seat: int) -> str:
    """The new-match row of a computer seat, the seat named inside its sentence: "Level of Player 3
    (partner)", "Livello del giocatore 3 (compagno)", "Niveau de l'ordinateur"."""
    phrase = i18n.seat_in_sentence("computer") if variant.players == 2 else i18n.seat_in_sentence("player", seat + 1)
    label = t("newmatch.level_of", seat=phrase)
    if variant.teams is not None and variant.side_of(seat) == variant.side_of(PERSON):
        label = t("newmatch.partner_tag", seat=label)
    return label


@dataclass(frozen=True)
class TableWords:
    """Names at one table: its seats and sides, its bids and cards in the deck being shown."""

    players: int
    sides: tuple[tuple[int, ...], ...]
    style: str = "italian"

    def seat(self, seat: int) -> str:
        """A seat's name as a label: "Computer", "Player 3"."""
        return seat_name(self.players, seat)

    def seat_state(self, seat: int) -> str:
        """How a seat stands, said on its name tag ("" here: a table with friends says "away"...)."""
        return ""

    def seat_in_sentence(self, seat: int, name: str | None = None) -> Phrase:
        """A seat inside a sentence, with the article its language puts there: "the computer",
        "il giocatore 3", "l'ordinateur", "datamaskinen"; a person's ``name`` takes none."""
        if name:
            return i18n.name_in_sentence(name)
        if seat == PERSON:
            return i18n.name_in_sentence(t("seat.you"))
        if self.players == 2:
            return i18n.seat_in_sentence("computer")
        return i18n.seat_in_sentence("player", seat + 1)

    def side(self, index: int) -> str:
        side = self.sides[index]
        if len(side) == 1:
            return self.seat(side[0])
        if PERSON in side:
            return t("seat.us")
        if len(self.sides) == 2:
            return t("seat.them")  # plural: sentences about them use their own keys (is_them)
        return t("seat.team", number=index + 1)

    def side_in_sentence(self, index: int) -> Phrase:
        """A side inside a sentence: its seat's phrase, "la squadra 2", "l'équipe 2"; "Us" and
        "Them" as they are (their sentences have keys of their own)."""
        side = self.sides[index]
        if len(side) == 1:
            return self.seat_in_sentence(side[0])
        if PERSON in side or len(self.sides) == 2:
            return i18n.name_in_sentence(self.side(index))
        return i18n.seat_in_sentence("team", index + 1)

    def is_them(self, index: int) -> bool:
        """The side is named "Them" (a plural subject: "They win", not "Them wins")."""
        side = self.sides[index]
        return len(side) > 1 and PERSON not in side and len(self.sides) == 2

    def bid(self, bid: Bid) -> str:
        rank = i18n.capitalise(i18n.rank_name(bid.rank, self.style))
        if bid.rank is Rank.TWO and bid.points != MIN_TARGET:
            return t("table.bid_points", rank=rank, points=bid.points)
        return rank

    def card(self, c: Card) -> str:
        """A card on its own, as a label: "Three of cups"."""
        return i18n.card_name(c, self.style)

    def card_in_sentence(self, c: Card) -> str:
        """A card inside a sentence: "the three of cups", "il tre di coppe", "tre i kopper"."""
        return i18n.card_in_sentence(c, self.style)

    def suit(self, suit: Suit | int) -> str:
        return i18n.suit_name(suit, self.style)

    def sentence(self, key: str, params: Mapping[str, Any]) -> str:
        """A sentence whose parameters are seats, bids and cards, in the person's words."""
        params = dict(params)
        text_key = personal_key(key, params.get("seat"), params.get("caller"))
        for name in ("seat", "caller"):
            if name in params:
                params[name] = self.seat_in_sentence(params[name])
        if "bid" in params:
            params["bid"] = self.bid(params["bid"])
        if "card" in params:
            params["card"] = self.card_in_sentence(params["card"])
        return t(text_key, **params)

    def hint_params(self, params: Mapping[str, Any]) -> dict:
        """Cards and suits in a hint's parameters become names in the current language."""
        out = {}
        for k, v in params.items():
            if isinstance(v, Card):
                out[k] = self.card_in_sentence(v)
            elif isinstance(v, Suit):
                out[k] = self.suit(v)
            else:
                out[k] = v
        return out

    def hint(self, key: str, params: Mapping[str, Any]) -> str | None:
        """The hint's reason as a sentence, or None when it would announce 0 points.

        Counted reasons pick their plural form by the number ("1 point", fr "0 point").
        """
        values = self.hint_params(params)
        if key in COUNTED_HINTS:
            points = values.get("points")
            if not points:
                return None
            return t(key, count=points, **values)
        return t(key, **values)

    def bid_result(self, result: Any) -> str:
        """Chiamata's hand result: "Player 3 made it: 70 points, 61 needed" (counted)."""
        made = result.winner == 0
        key = personal_key("result.bid_made" if made else "result.bid_failed", result.caller)
        points = result.points[0]
        return t(key, count=points, seat=self.seat_in_sentence(result.caller), points=points,
                 target=result.bid.points)

    def match_winners(self, winners: tuple[int, ...]) -> str:
        """A match won by several sides (chiamata's level totals): "Player 2 and Player 4 share the win"."""
        mine = [w for w in winners if PERSON in self.sides[w]]
        others = i18n.join_list(self.side_in_sentence(w) for w in winners if w not in mine)
        if mine:
            return t("result.you_share_match", sides=others)
        return i18n.capitalise(t("result.sides_share_match", sides=others))


__all__ = ["PERSON", "YOU_KEYS", "YOUR_KEYS", "COUNTED_HINTS", "personal_key",
           "variant_about", "variant_label", "variant_title", "level_name", "seat_name", "seat_level_label", "TableWords"]


# --------------------------------------------------------------------------- the hand review

def reason_text(reason: Reason, style: str) -> str:
    """One reason of the review as a sentence ("The trick held 10 points: worth a trump (the two of swords).")."""
    cards = {name: i18n.card_in_sentence(c, style) for name, c in reason.cards}
    return i18n.capitalise(t(reason.key, count=reason.count, **cards))


def verdict_name(verdict: Verdict) -> str:
    return t(f"review.verdict.{verdict.value}")


def points_value(difference: float) -> str:
    """What a card was worth against the top card, one decimal in the language's style: "0", "-4,3"."""
    if abs(difference) < 0.05:
        return "0"
    return i18n.format_number(difference, 1)


def moment_text(decision: Decision, style: str) -> str:
    """A costly moment in the summary: "Trick 4: the ace of cups cost 11 points"."""
    cost = round(decision.cost)
    return i18n.capitalise(t("review.summary.moment", count=cost, trick=decision.trick + 1,
                             card=i18n.card_in_sentence(decision.played, style)))
