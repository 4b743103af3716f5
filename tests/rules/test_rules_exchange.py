"""The exchange of the seven: who may take the face-up trump, when, and what every seat then knows."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from briscola_desktop.rules import (
    EXCHANGE, PRESETS, ExchangeRule, HandState, IllegalAction, Match, MatchFormat, Rank, Suit, TrumpRule, Variant,
    card, events, exchanger_for, preset, sample_state,
)

ON = replace(preset("two_players"), exchange=ExchangeRule.ON)
AFTER_TRICK = replace(preset("two_players"), exchange=ExchangeRule.AFTER_TRICK)


def c(rank: Rank, suit: Suit = Suit.COINS):
    return card(suit, rank)


def scripted(variant: Variant, seat0: list, seat1: list, face_up, rest: list | None = None) -> HandState:
    """A two-seat hand: seat 0 (who leads) gets ``seat0``, seat 1 ``seat1``, then ``face_up`` is
    turned; the stock is ``rest`` top first, then every other card."""
    dealt = [x for pair in zip(seat0, seat1) for x in pair]
    rest = list(rest or [])
    used = set(dealt) | {face_up} | set(rest)
    stock = rest + [x for x in variant.deck if x not in used]
    return HandState(variant, seed=0, deck=dealt + [face_up] + stock)


def test_the_seven_takes_a_face_up_card_stronger_than_the_seven() -> None:
    h = scripted(ON, [c(Rank.SEVEN), c(Rank.FOUR, Suit.CUPS), c(Rank.FIVE, Suit.CUPS)],
                 [c(Rank.SIX, Suit.CUPS), c(Rank.KING, Suit.CUPS), c(Rank.TWO, Suit.CUPS)], c(Rank.ACE))
    assert EXCHANGE in h.legal_actions()
    out = h.apply(EXCHANGE, seat=0)
    assert out == [events.TrumpExchanged(0, c(Rank.SEVEN), c(Rank.ACE))]
    assert h.trump_card == c(Rank.SEVEN) and h.turned_card == c(Rank.ACE)
    assert c(Rank.ACE) in h.hands[0] and c(Rank.SEVEN) not in h.hands[0]
    assert h.to_act == 0 and h.stock_size == 34, "the exchange is not a play: the same seat plays next"
    assert EXCHANGE not in h.legal_actions(), "one exchange a turn"


def test_the_two_takes_the_seven_or_a_weaker_card_and_nothing_takes_the_two() -> None:
    for face_up, taker in ((Rank.SEVEN, Rank.TWO), (Rank.SIX, Rank.TWO), (Rank.FOUR, Rank.TWO),
                           (Rank.JACK, Rank.SEVEN), (Rank.THREE, Rank.SEVEN), (Rank.TWO, None)):
        assert exchanger_for(c(face_up, Suit.SWORDS)) == (None if taker is None else c(taker, Suit.SWORDS))
    h = scripted(ON, [c(Rank.SEVEN), c(Rank.TWO), c(Rank.FOUR, Suit.CUPS)],
                 [c(Rank.SIX, Suit.CUPS), c(Rank.KING, Suit.CUPS), c(Rank.TWO, Suit.CUPS)], c(Rank.FIVE))
    h.apply(EXCHANGE)
    assert h.trump_card == c(Rank.TWO) and c(Rank.FIVE) in h.hands[0] and c(Rank.SEVEN) in h.hands[0]


@pytest.mark.parametrize("why, build, seat", [
    ("no_two", lambda: scripted(ON, [c(Rank.SEVEN), c(Rank.FOUR, Suit.CUPS), c(Rank.FIVE, Suit.CUPS)],
                                [c(Rank.SIX, Suit.CUPS), c(Rank.KING, Suit.CUPS), c(Rank.TWO, Suit.CUPS)],
                                c(Rank.FIVE)), 0),
    ("no_seven", lambda: scripted(ON, [c(Rank.TWO), c(Rank.FOUR, Suit.CUPS), c(Rank.FIVE, Suit.CUPS)],
                                  [c(Rank.SIX, Suit.CUPS), c(Rank.KING, Suit.CUPS), c(Rank.TWO, Suit.CUPS)],
                                  c(Rank.KING)), 0),
    ("two_face_up", lambda: scripted(ON, [c(Rank.SEVEN), c(Rank.FOUR, Suit.CUPS), c(Rank.FIVE, Suit.CUPS)],
                                     [c(Rank.SIX, Suit.CUPS), c(Rank.KING, Suit.CUPS), c(Rank.TWO, Suit.CUPS)],
                                     c(Rank.TWO)), 0),
    ("not_your_turn", lambda: scripted(ON, [c(Rank.SIX, Suit.CUPS), c(Rank.FOUR, Suit.CUPS), c(Rank.FIVE, Suit.CUPS)],
                                       [c(Rank.SEVEN), c(Rank.KING, Suit.CUPS), c(Rank.TWO, Suit.CUPS)],
                                       c(Rank.ACE)), 1),
    ("no_trick_yet", lambda: scripted(AFTER_TRICK, [c(Rank.SEVEN), c(Rank.FOUR, Suit.CUPS), c(Rank.FIVE, Suit.CUPS)],
                                      [c(Rank.SIX, Suit.CUPS), c(Rank.KING, Suit.CUPS), c(Rank.TWO, Suit.CUPS)],
                                      c(Rank.ACE)), 0),
    ("not_played", lambda: scripted(preset("two_players"), [c(Rank.SEVEN), c(Rank.FOUR, Suit.CUPS),
                                                            c(Rank.FIVE, Suit.CUPS)],
                                    [c(Rank.SIX, Suit.CUPS), c(Rank.KING, Suit.CUPS), c(Rank.TWO, Suit.CUPS)],
                                    c(Rank.ACE)), 0),
])
def test_a_refused_exchange_names_its_rule_and_changes_nothing(why, build, seat) -> None:
    h = build()
    before = (h.hands[0][:], h.hands[1][:], h.trump_card, h.to_act, list(h.actions))
    with pytest.raises(IllegalAction) as caught:
        h.apply(EXCHANGE, seat=seat)
    assert caught.value.why == why
    assert caught.value.rule  # a sentence a player can read
    assert (h.hands[0], h.hands[1], h.trump_card, h.to_act, h.actions) == before
    assert EXCHANGE not in h.legal_actions()


def play_out_trick(h: HandState, lead, follow) -> None:
    h.apply(lead)
    h.apply(follow)


def test_only_while_the_stock_has_cards_to_draw() -> None:
    h = scripted(ON, [c(Rank.SIX, Suit.CUPS), c(Rank.FOUR, Suit.CUPS), c(Rank.FIVE, Suit.CUPS)],
                 [c(Rank.SIX, Suit.SWORDS), c(Rank.KING, Suit.CUPS), c(Rank.TWO, Suit.CUPS)], c(Rank.ACE))
    rng = random.Random(3)
    while h.trump_card is not None:
        h.apply(rng.choice([a for a in h.legal_actions() if a is not EXCHANGE]))
    seven = c(Rank.SEVEN)
    holder = next((s for s in range(2) if seven in h.hands[s]), None)
    refusal = h.exchange_refusal(h.to_act)
    assert refusal is not None and refusal.why == "stock_empty", holder


def test_the_last_face_down_card_ends_the_exchange() -> None:
    """With one face-down card left and the face-up one, a seat may still exchange; once both are drawn, not."""
    h = scripted(ON, [c(Rank.SIX, Suit.CUPS), c(Rank.FOUR, Suit.CUPS), c(Rank.FIVE, Suit.CUPS)],
                 [c(Rank.SIX, Suit.SWORDS), c(Rank.KING, Suit.CUPS), c(Rank.TWO, Suit.CUPS)], c(Rank.ACE))
    rng = random.Random(5)
    while len(h.stock) > 1:
        h.apply(rng.choice([a for a in h.legal_actions() if a is not EXCHANGE]))
    assert len(h.stock) == 1 and h.trump_card is not None


def test_after_trick_allows_the_exchange_once_the_seat_has_won_a_trick() -> None:
    h = scripted(AFTER_TRICK, [c(Rank.SEVEN), c(Rank.ACE, Suit.CUPS), c(Rank.FIVE, Suit.CUPS)],
                 [c(Rank.SIX, Suit.CUPS), c(Rank.KING, Suit.SWORDS), c(Rank.TWO, Suit.CUPS)], c(Rank.THREE))
    assert EXCHANGE not in h.legal_actions()
    play_out_trick(h, c(Rank.ACE, Suit.CUPS), c(Rank.TWO, Suit.CUPS))   # seat 0 wins and leads again
    assert h.to_act == 0 and EXCHANGE in h.legal_actions()
    h.apply(EXCHANGE)
    assert c(Rank.THREE) in h.hands[0]


def test_the_seven_left_face_up_is_taken_later_by_the_two() -> None:
    h = scripted(ON, [c(Rank.SEVEN), c(Rank.ACE, Suit.CUPS), c(Rank.FIVE, Suit.CUPS)],
                 [c(Rank.TWO), c(Rank.KING, Suit.SWORDS), c(Rank.TWO, Suit.CUPS)], c(Rank.KING))
    h.apply(EXCHANGE)
    h.apply(c(Rank.FIVE, Suit.CUPS))
    assert h.to_act == 1 and EXCHANGE in h.legal_actions()
    out = h.apply(EXCHANGE)
    assert out == [events.TrumpExchanged(1, c(Rank.TWO), c(Rank.SEVEN))]
    assert h.trump_card == c(Rank.TWO)


def test_a_seat_holding_the_seven_and_the_two_does_not_trade_its_two_for_the_ace() -> None:
    h = scripted(ON, [c(Rank.SEVEN), c(Rank.TWO), c(Rank.FIVE, Suit.CUPS)],
                 [c(Rank.SIX, Suit.CUPS), c(Rank.KING, Suit.SWORDS), c(Rank.TWO, Suit.CUPS)], c(Rank.ACE))
    h.apply(EXCHANGE)
    with pytest.raises(IllegalAction) as caught:
        h.apply(EXCHANGE)
    assert caught.value.why == "already_exchanged"


def test_every_seat_sees_both_cards_and_the_taker_holds_the_taken_card_in_every_sampled_world() -> None:
    h = scripted(ON, [c(Rank.SEVEN), c(Rank.FOUR, Suit.CUPS), c(Rank.FIVE, Suit.CUPS)],
                 [c(Rank.SIX, Suit.CUPS), c(Rank.KING, Suit.CUPS), c(Rank.TWO, Suit.CUPS)], c(Rank.ACE))
    h.apply(EXCHANGE)
    other = h.view(1)
    assert other.trump_card == c(Rank.SEVEN)
    assert other.known[0] == (c(Rank.ACE),)
    assert c(Rank.ACE) not in other.unseen() and c(Rank.SEVEN) not in other.unseen()
    for seed in range(20):
        world = sample_state(other, random.Random(seed))
        assert c(Rank.ACE) in world.hands[0] and world.trump_card == c(Rank.SEVEN)
    own = h.view(0)
    assert own.exchanged_at == 0 and EXCHANGE not in own.legal_actions()
    assert own.legal_actions() == h.legal_actions()
    h.apply(c(Rank.ACE))   # the known card leaves the hand: no longer known
    assert h.view(1).known[0] == ()


TURNED = [name for name, v in PRESETS.items() if v.trump is TrumpRule.TURNED]


@pytest.mark.parametrize("name", TURNED)
def test_every_table_with_a_turned_trump_plays_whole_hands_with_the_exchange(name: str) -> None:
    v = replace(PRESETS[name], exchange=ExchangeRule.ON)
    exchanges = 0
    for seed in range(40):
        h = HandState(v, seed=seed)
        rng = random.Random(seed)
        seen = []
        while not h.is_over:
            legal = h.legal_actions()
            assert legal == h.view(h.to_act).legal_actions()
            if EXCHANGE in legal and rng.random() < 0.7:
                out = h.apply(EXCHANGE)
                exchanges += 1
                assert isinstance(out[0], events.TrumpExchanged)
                continue
            action = rng.choice([a for a in legal if a is not EXCHANGE])
            h.apply(action)
            seen.append(action)
        assert sorted(seen) == sorted(v.deck), "every card played once, the exchanged ones too"
        assert sum(h.points) == sum(x.points for x in v.deck)
    assert exchanges > 0


@pytest.mark.parametrize("name", [n for n, v in PRESETS.items() if v.trump is not TrumpRule.TURNED])
def test_a_table_without_a_turned_trump_cannot_play_the_exchange(name: str) -> None:
    with pytest.raises(ValueError, match="turned trump"):
        replace(PRESETS[name], exchange=ExchangeRule.ON)


def test_a_saved_match_with_exchanges_replays_and_an_old_save_still_opens() -> None:
    match = Match(replace(preset("two_players"), exchange=ExchangeRule.ON), MatchFormat(), seed=11)
    rng = random.Random(2)
    made = 0
    while not match.is_over and len(match.to_dict()["hands"]) < 3:
        if match.hand.is_over:
            match.next_hand()
        legal = match.hand.legal_actions()
        action = EXCHANGE if EXCHANGE in legal else rng.choice(legal)
        made += action is EXCHANGE
        match.apply(action)
    assert made
    data = match.to_dict()
    assert "exchange" in str(data["hands"]) and data["variant"]["exchange"] == "on"
    again = Match.from_dict(data)
    assert again.to_dict() == data
    plain = Match(preset("two_players"), MatchFormat(), seed=11)
    plain.apply(plain.hand.legal_actions()[0])
    old = plain.to_dict()
    assert "exchange" not in old["variant"], "a table without the rule saves as before"
    assert Match.from_dict(old).to_dict() == old


def test_a_variant_names_a_bad_exchange_value() -> None:
    with pytest.raises(ValueError, match="invalid variant"):
        Variant.from_dict({**preset("two_players").to_dict(), "exchange": "sometimes"})
    v = Variant.from_dict({**preset("two_players").to_dict(), "exchange": "after_trick"})
    assert v.exchange is ExchangeRule.AFTER_TRICK
