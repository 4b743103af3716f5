"""A finished hand as the rules core saves it: variant + deal seed + dealer + the actions.

A record is replayed by the rules core, never trusted: :meth:`HandRecord.replay` rebuilds the
hand and raises :class:`~briscola_desktop.rules.SaveError` on the first action the rules
refuse, so an edited or damaged record can never build a broken review.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from briscola_desktop.rules import (
    HandState,
    IllegalAction,
    Match,
    SaveError,
    Variant,
    action_from_str,
    action_to_str,
    hand_seed,
)

#: The person's seat at every table.
PERSON = 0
_MAX_ACTIONS = 400  # a hand has at most 40 cards plus a short auction; more is not a real hand


@dataclass(frozen=True)
class HandRecord:
    """One hand, enough to replay it exactly: the deal comes from ``seed`` (the hand's own deal seed)."""

    variant: Variant
    seed: int
    dealer: int
    hand_index: int
    actions: tuple[str, ...]

    @classmethod
    def from_state(cls, hand: HandState) -> HandRecord:
        """The record of a hand in a :class:`HandState` (finished or not)."""
        return cls(hand.variant, int(hand.seed), hand.dealer, hand.hand_index,
                   tuple(action_to_str(a) for a in hand.actions))

    @classmethod
    def from_match(cls, match: Match, index: int | None = None) -> HandRecord:
        """Hand ``index`` of a match (default: the hand in progress or just finished)."""
        if index is None or index == match.hand_index:
            return cls.from_state(match.hand)
        saved = match.to_dict()["hands"]
        if not 0 <= index < len(saved):
            raise ValueError(f"the match has no hand number {index + 1}")
        n = match.variant.players
        return cls(match.variant, hand_seed(match.seed, index), (match.first_dealer + index) % n, index,
                   tuple(saved[index]))

    def seen_from(self, seat: int) -> HandRecord:
        """The same hand with the seats numbered from ``seat``, so that it sits at seat 0 (the
        review's chair). The deal depends only on the seed and on each seat's place after the
        dealer, so moving the dealer back by ``seat`` deals every player the same cards; the
        actions name cards and bids, never seats. Sides keep their shape (the presets' teams
        are seats the same distance apart)."""
        n = self.variant.players
        if not 0 <= seat < n:
            raise ValueError(f"seat must be 0..{n - 1}")
        return replace(self, dealer=(self.dealer - seat) % n)

    def new_state(self) -> HandState:
        """The hand as dealt, before any action."""
        return HandState(self.variant, dealer=self.dealer, seed=self.seed, hand_index=self.hand_index)

    def steps(self) -> Iterator[tuple[HandState, object]]:
        """``(state before the action, action)`` for every action, the state advanced in place after each.

        Raises :class:`SaveError` naming the action the rules refuse.
        """
        if len(self.actions) > _MAX_ACTIONS:
            raise SaveError(f"a hand has at most {_MAX_ACTIONS} actions, this record has {len(self.actions)}")
        state = self.new_state()
        for i, text in enumerate(self.actions):
            try:
                action = action_from_str(text)
                if state.is_over:
                    raise IllegalAction("the hand is over", "no more actions")
                yield state, action
                state.apply(action)
            except (ValueError, IllegalAction) as exc:
                raise SaveError(f"action {i + 1} ({text!r}): {exc}") from None

    def replay(self) -> HandState:
        """The hand after all its actions (checked by the rules core)."""
        state = self.new_state()
        for state, _action in self.steps():
            pass  # steps() advances its one state in place, so the last one seen is the final hand
        return state

    def to_dict(self) -> dict:
        """Plain YAML/JSON-safe values."""
        return {"variant": self.variant.to_dict(), "seed": self.seed, "dealer": self.dealer,
                "hand_index": self.hand_index, "actions": list(self.actions)}

    @classmethod
    def from_dict(cls, data: object) -> HandRecord:
        """Rebuild a record from :meth:`to_dict`'s values; :class:`SaveError` names what is wrong.

        Only the shape is checked here; :meth:`replay` checks the actions against the rules.
        """
        if not isinstance(data, dict):
            raise SaveError("a saved hand must be a mapping")
        try:
            variant = Variant.from_dict(data.get("variant"))
        except ValueError as exc:
            raise SaveError(f"saved hand: {exc}") from None
        seed, dealer, index = data.get("seed"), data.get("dealer"), data.get("hand_index")
        for name, value in (("seed", seed), ("dealer", dealer), ("hand_index", index)):
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise SaveError(f"saved hand: {name} must be a whole number, not {value!r}")
        if dealer >= variant.players:
            raise SaveError(f"saved hand: dealer {dealer} is not a seat at a {variant.players}-seat table")
        actions = data.get("actions")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise SaveError("saved hand: the actions must be a list of text")
        if len(actions) > _MAX_ACTIONS:
            raise SaveError(f"saved hand: more than {_MAX_ACTIONS} actions")
        return cls(variant, seed, dealer, index, tuple(actions))
