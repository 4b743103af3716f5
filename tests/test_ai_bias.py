"""Learned corrections of the playouts' values (``ai/bias.py``, the search setting ``bias``)."""

from __future__ import annotations

import random

import pytest

from briscola_desktop.ai.bias import TABLES, card_kind, corrected
from briscola_desktop.ai.players import make_player, search_settings
from briscola_desktop.ai.search import SearchSettings, run, search
from briscola_desktop.rules import Rank, Suit, card, view_from_values
from briscola_desktop.rules.cards import DECK

C, S, R = card, Suit, Rank
TRUMP = C(S.COINS, R.SEVEN)   # coins are trumps
QUICK = SearchSettings(play_budget=3000, min_worlds=8, max_worlds=40, policy_self="v3")


def _view(hand, table=(), stock=20):
    rest = [c for c in DECK if c not in hand and c not in table and c != TRUMP]
    random.Random(0).shuffle(rest)
    played = rest[:len(rest) - (len(hand) - len(table)) - (stock - 1)]
    return view_from_values(hand=list(hand), table=list(table), trump_card=TRUMP, stock_size=stock,
                            played=played, seat=1 if table else 0)


def test_card_kind_names_leads_by_class_and_phase_and_answers_by_what_they_do():
    t = int(S.COINS)
    two_cups, ace_cups, king_swords = C(S.CUPS, R.TWO), C(S.CUPS, R.ACE), C(S.SWORDS, R.KING)
    four_coins, ace_coins = C(S.COINS, R.FOUR), C(S.COINS, R.ACE)
    assert card_kind(t, 30, None, ace_coins) == "lead tA E"
    assert card_kind(t, 12, None, king_swords) == "lead K L"
    assert card_kind(t, 20, None, two_cups) == "lead 2 E"   # a stock of 20 is still early
    assert card_kind(t, 25, two_cups, four_coins) == "answer 0 take-trump0"
    assert card_kind(t, 25, two_cups, ace_coins) == "answer 0 take-trumpP"
    assert card_kind(t, 25, two_cups, ace_cups) == "answer 0 take-suitP"
    assert card_kind(t, 25, ace_cups, king_swords) == "answer C lose-P"
    assert card_kind(t, 25, king_swords, C(S.CUPS, R.SIX)) == "answer F lose-0"
    assert card_kind(t, 25, ace_coins, four_coins) == "answer t lose-trump"
    assert card_kind(t, 25, four_coins, ace_coins) == "answer t take-suitP"   # a higher trump on a trump
    values = {four_coins: 50.0, ace_cups: 52.0}
    assert corrected(values, t, 25, two_cups, {"answer 0 take-trump0": -2.5}) == {four_coins: 47.5, ace_cups: 52.0}


def test_the_liscio_table_lowers_only_a_worthless_trump_on_a_worthless_lead_by_its_figure():
    hand = [C(S.COINS, R.FOUR), C(S.CUPS, R.ACE), C(S.SWORDS, R.KING)]
    v = _view(hand, table=[C(S.CUPS, R.TWO)])
    plain = run(search(v, random.Random(3), QUICK))
    fixed = run(search(v, random.Random(3), SearchSettings(**{**QUICK.__dict__, "bias": "liscio"})))
    gap = TABLES["liscio"]["answer 0 take-trump0"]
    assert gap < 0
    assert fixed[hand[0]] == pytest.approx(plain[hand[0]] + gap)
    assert fixed[hand[1]] == plain[hand[1]] and fixed[hand[2]] == plain[hand[2]]
    # a lead with points is not corrected, nor is the exact endgame
    loaded = _view(hand, table=[C(S.CUPS, R.THREE)])
    quick_bias = SearchSettings(**{**QUICK.__dict__, "bias": "liscio"})
    assert run(search(loaded, random.Random(3), quick_bias)) == run(search(loaded, random.Random(3), QUICK))
    late = _view(hand, table=[C(S.CUPS, R.TWO)], stock=2)   # QUICK solves exactly from a stock of two
    assert run(search(late, random.Random(3), quick_bias)) == run(search(late, random.Random(3), QUICK))


def test_a_table_is_named_by_a_key_of_the_tables():
    assert make_player("hard", settings={"bias": "liscio"}).settings.bias == "liscio"
    with pytest.raises(ValueError, match="no table of corrections 'nope'; the tables are: liscio"):
        search_settings("hard", {"bias": "nope"})
