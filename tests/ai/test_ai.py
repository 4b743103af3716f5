"""The computer players: legality on every table, determinism, fair play, rules of thumb, search, hints."""

from __future__ import annotations

import random
import string
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from briscola_desktop.ai import HINT_KEYS, LEVELS, PLAYER_NAMES, hint, make_player, unseen_summary
from briscola_desktop.ai.knowledge import auction_action, guess_partner, partner_weights, suit_strength
from briscola_desktop.ai.players import HardPlayer, medium_card, reference_card
from briscola_desktop.ai.search import SearchSettings, World, play_card, solve
from briscola_desktop.resources import data_path
from briscola_desktop.rules import (
    PASS,
    PRESETS,
    Bid,
    Call,
    HandState,
    Phase,
    Rank,
    Suit,
    card,
    preset,
    view_from_values,
)
from briscola_desktop.rules.cards import DECK, POINTS
from briscola_desktop.rules.view import View

C = card
S, R = Suit, Rank
TRUMP_SEVEN = C(S.COINS, R.SEVEN)
QUICK = SearchSettings(play_budget=400, min_worlds=2, max_worlds=4)


def quick_hard(seed: int = 0) -> HardPlayer:
    """Hard with a tiny budget: same code paths, test-suite speed."""
    return HardPlayer(seed=seed, settings=QUICK)


def play_hand(variant_name: str, players: list, seed: int) -> HandState:
    state = HandState(preset(variant_name), seed=seed)
    while not state.is_over:
        seat = state.to_act
        action = players[seat].choose(state.view(seat))
        state.apply(action, seat=seat)  # raises IllegalAction if a player cheats the rules
    return state


def test_make_player_knows_every_level_and_rejects_others():
    assert LEVELS == ("easy", "medium", "hard")
    for name in PLAYER_NAMES:
        assert hasattr(make_player(name, seed=3), "choose")
    with pytest.raises(ValueError, match="unknown player level 'expert'"):
        make_player("expert")


@pytest.mark.parametrize("variant_name", sorted(PRESETS))
def test_every_level_plays_every_table_legally(variant_name):
    n = preset(variant_name).players
    makers = [lambda s: make_player("random", s), lambda s: make_player("reference", s),
              lambda s: make_player("easy", s), lambda s: make_player("medium", s), quick_hard]
    players = [makers[(i + len(variant_name)) % len(makers)](i) for i in range(n)]
    state = play_hand(variant_name, players, seed=11)
    assert state.result is not None
    if not state.result.thrown_in:
        assert sum(state.result.seat_points) == 120


def test_hard_plays_a_full_chiamata_hand_from_auction_to_end():
    state = play_hand("chiamata", [quick_hard(s) for s in range(5)], seed=4)
    assert state.result is not None and state.actions  # auction actions included
    assert any(isinstance(a, (Bid, type(PASS))) for a in state.actions)


def _midgame(variant_name: str, seed: int, moves: int) -> HandState:
    rng = random.Random(seed)
    state = HandState(preset(variant_name), seed=seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("level", PLAYER_NAMES)
def test_same_seed_and_view_give_the_same_choice_whatever_came_before(level):
    state = _midgame("two_players", 5, 9)
    view = state.view(state.to_act)
    player = make_player(level, seed=42)
    first = player.choose(view)
    player.choose(_midgame("two_players", 6, 4).view(_midgame("two_players", 6, 4).to_act))
    assert player.choose(view) == first
    assert make_player(level, seed=42).choose(view) == first


def _reshuffle_hidden(state: HandState, seat: int, rng: random.Random) -> HandState:
    """A copy of ``state`` with every card ``seat`` cannot see dealt differently (same view)."""
    other = state.clone()
    slots = []  # (list, index) of hidden positions
    for s in range(state.players):
        if s == seat or state.variant.open_hands:
            continue
        for i, c in enumerate(other.hands[s]):
            if c not in other.known[s]:
                slots.append((other.hands[s], i))
    top = len(other.stock) - 1 if (state.variant.stock_top_visible and other.stock) else None
    slots += [(other.stock, i) for i in range(len(other.stock)) if i != top]
    cards = [lst[i] for lst, i in slots]
    rng.shuffle(cards)
    for (lst, i), c in zip(slots, cards):
        lst[i] = c
    if state.called_card is not None:
        other.partner = next(s for s in range(state.players) if state.called_card in other.hands[s]
                             or state.called_card in state.played)
    return other


@pytest.mark.parametrize("variant_name", ["two_players", "four_teams", "three_players_39", "briscolone",
                                          "scoperta"])
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_fair_play_hidden_cards_never_change_a_choice(level, variant_name):
    rng = random.Random(7)
    changed = 0
    for k in range(4):
        state = _midgame(variant_name, 100 + k, 3 + 2 * k)
        seat = state.to_act
        player = quick_hard(9) if level == "hard" else make_player(level, seed=9)
        choice = player.choose(state.view(seat))
        for _ in range(3):
            other = _reshuffle_hidden(state, seat, rng)
            assert other.view(seat) == state.view(seat)
            changed += other.hands != state.hands or other.stock != state.stock
            assert player.choose(other.view(seat)) == choice
    assert changed > 0  # the hidden cards really were different


def test_fair_play_in_chiamata_after_the_call():
    state = HandState(preset("chiamata"), seed=21)
    bidders = [make_player("medium", s) for s in range(5)]
    while state.phase is not Phase.PLAY:
        state.apply(bidders[state.to_act].choose(state.view(state.to_act)))
        if state.is_over:
            pytest.skip("thrown in")
    for _ in range(7):
        state.apply(state.legal_actions()[0])
    seat = state.to_act
    player = quick_hard(3)
    choice = player.choose(state.view(seat))
    rng = random.Random(1)
    for _ in range(3):
        other = _reshuffle_hidden(state, seat, rng)
        assert other.view(seat) == state.view(seat)
        assert player.choose(other.view(seat)) == choice


# ---- reference player: the published baseline, rule by rule ----------------------------------

def _view(hand, table=(), trump=TRUMP_SEVEN, stock=20, played=None):
    """A consistent two-seat view; unless given, ``played`` is filled with a fixed random choice of cards."""
    if played is None:
        rest = [c for c in DECK if c not in hand and c not in table and c != trump]
        random.Random(0).shuffle(rest)
        opp_hidden = len(hand) - len(table)
        face_down = stock - (1 if trump is not None else 0)
        played = rest[:len(rest) - opp_hidden - face_down]
    return view_from_values(hand=list(hand), table=list(table), trump_card=trump, stock_size=stock,
                            played=list(played), seat=1 if table else 0)


def test_reference_leads_the_cheapest_card_while_the_stock_lasts_and_the_strongest_after():
    hand = [C(S.CUPS, R.ACE), C(S.COINS, R.TWO), C(S.SWORDS, R.FOUR)]
    assert reference_card(_view(hand), hand) == C(S.SWORDS, R.FOUR)  # non-trump before trump
    assert reference_card(_view(hand, stock=0, trump=None), hand) in hand
    v = view_from_values(hand=hand, trump_suit=int(S.COINS), stock_size=0)
    assert reference_card(v, hand) == C(S.COINS, R.TWO)  # with the stock empty a trump is strongest


def test_reference_takes_ten_points_with_the_cheapest_winner_and_lets_small_tricks_go():
    hand = [C(S.COINS, R.TWO), C(S.COINS, R.ACE), C(S.SWORDS, R.FOUR)]
    three = [C(S.CUPS, R.THREE)]
    assert reference_card(_view(hand, table=three), hand) == C(S.COINS, R.TWO)
    king = [C(S.CUPS, R.KING)]
    assert reference_card(_view(hand, table=king), hand) == C(S.SWORDS, R.FOUR)  # 4 points: not worth a trump
    low = [C(S.SWORDS, R.TWO)]
    assert reference_card(_view(hand, table=low), hand) == C(S.SWORDS, R.FOUR)  # a free non-trump winner


# ---- medium: rules of thumb -------------------------------------------------------------------

def test_medium_never_wastes_a_trump_on_a_trick_of_lisci():
    hand = [C(S.COINS, R.FIVE), C(S.SWORDS, R.JACK), C(S.BATONS, R.SIX)]
    v = _view(hand, table=[C(S.CUPS, R.FOUR)])
    assert medium_card(v, hand) == C(S.BATONS, R.SIX)


def test_medium_takes_an_ace_with_its_smallest_trump():
    hand = [C(S.COINS, R.FIVE), C(S.COINS, R.KING), C(S.SWORDS, R.JACK)]
    v = _view(hand, table=[C(S.CUPS, R.ACE)])
    assert medium_card(v, hand) == C(S.COINS, R.FIVE)


def test_medium_wins_with_its_ace_when_last_to_a_king_of_the_same_suit():
    hand = [C(S.CUPS, R.ACE), C(S.COINS, R.FIVE), C(S.SWORDS, R.TWO)]
    v = _view(hand, table=[C(S.CUPS, R.KING)])
    assert medium_card(v, hand) == C(S.CUPS, R.ACE)


def test_medium_leads_a_liscio_and_keeps_its_aces_and_threes():
    hand = [C(S.CUPS, R.ACE), C(S.SWORDS, R.THREE), C(S.BATONS, R.FOUR)]
    assert medium_card(_view(hand), hand) == C(S.BATONS, R.FOUR)


def test_medium_loads_its_partners_safe_trick_with_points():
    v4 = preset("four_teams")
    # Seat 2 is seat 0's partner; seat 0 led the ace of trump, seat 1 answered, seat 2 is to play.
    v = view_from_values(hand=[C(S.CUPS, R.THREE), C(S.SWORDS, R.TWO), C(S.BATONS, R.KING)],
                         table=[(0, C(S.COINS, R.ACE)), (1, C(S.SWORDS, R.FOUR))], seat=2,
                         trump_card=C(S.COINS, R.SEVEN), stock_size=20, variant=v4)
    assert medium_card(v, list(v.hand)) == C(S.CUPS, R.THREE)


# ---- hard: search and the exact endgame -------------------------------------------------------

def _brute(state: HandState, me: int) -> int:
    """Best future points of ``me`` in a fully known two-seat state, by the rules engine itself."""
    if state.is_over:
        return 0
    values = []
    for c in state.legal_actions():
        child = state.clone(events=False)
        before = child.points[me]
        child.apply(c)
        values.append(child.points[me] - before + _brute(child, me))
    return max(values) if state.to_act == me else min(values)


@pytest.mark.parametrize("seed", range(6))
def test_exact_solver_agrees_with_the_rules_engine(seed):
    state = _midgame("two_players", seed, 32 + seed % 3)  # stock of 2 (or the trick after)
    stock = ([state.trump_card] if state.trump_card is not None else []) + list(state.stock)
    w = World(2, [list(h) for h in state.hands], stock, list(state.table), state.to_act, state.trump_suit,
              False, [0, 1], list(state.points))
    me = state.to_act
    assert solve(w, me) == _brute(state, me)


def test_solver_play_card_scores_a_trick_like_the_rules():
    w = World(2, [[C(S.CUPS, R.ACE)], [C(S.COINS, R.TWO)]], [], [], 0, int(S.COINS), False, [0, 1], [0, 0])
    play_card(w, C(S.CUPS, R.ACE))
    play_card(w, C(S.COINS, R.TWO))
    assert w.pts == [0, 11] and w.to_act == 1


def _last_stock_trick_view() -> View:
    """Seat 1 led a liscio; one face-down card and the face-up ace of trump remain in the stock."""
    trump = C(S.COINS, R.ACE)
    mine = [C(S.SWORDS, R.FOUR), C(S.BATONS, R.TWO), C(S.CUPS, R.FOUR)]
    led = C(S.SWORDS, R.TWO)
    unseen = [C(S.CUPS, R.TWO), C(S.BATONS, R.FIVE), C(S.SWORDS, R.FIVE)]
    played = [c for c in DECK if c not in mine + unseen + [led, trump]]
    assert len(played) == 32
    pts = sum(POINTS[c] for c in played)
    return view_from_values(hand=mine, table=[(1, led)], trump_card=trump, stock_size=2, played=played, seat=0,
                            points=[pts // 2, pts - pts // 2])


def test_hard_loses_the_last_stock_trick_on_purpose_to_collect_the_face_up_ace():
    view = _last_stock_trick_view()
    choice = make_player("hard", seed=1).choose(view)
    assert choice != C(S.SWORDS, R.FOUR)          # winning would hand the ace of trump to the other seat
    assert reference_card(view, list(view.hand)) == C(S.SWORDS, R.FOUR)  # the baseline falls for it
    assert hint(view)[1] == "hint.lose_for_trump"


def test_hard_takes_a_loaded_trick_with_a_small_trump():
    hand = [C(S.COINS, R.FOUR), C(S.SWORDS, R.JACK), C(S.BATONS, R.SIX)]
    view = _view(hand, table=[C(S.CUPS, R.ACE)])
    assert make_player("hard", seed=2).choose(view) == C(S.COINS, R.FOUR)


# ---- chiamata: auction, call and the hidden partner ------------------------------------------

def _auction_view(hand: list) -> View:
    state = HandState(preset("chiamata"), seed=1)
    seat = state.to_act
    others = [c for c in DECK if c not in hand]
    state.hands = [others[i * 8:(i + 1) * 8] for i in range(5)]
    state.hands[seat] = list(hand)
    return state.view(seat)


def test_a_strong_hand_bids_and_a_weak_hand_passes():
    strong = [C(S.COINS, R.ACE), C(S.COINS, R.KING), C(S.COINS, R.QUEEN), C(S.COINS, R.SEVEN),
              C(S.CUPS, R.ACE), C(S.SWORDS, R.ACE), C(S.SWORDS, R.TWO), C(S.BATONS, R.FOUR)]
    weak = [C(S.COINS, R.TWO), C(S.CUPS, R.FOUR), C(S.CUPS, R.FIVE), C(S.SWORDS, R.SIX),
            C(S.SWORDS, R.SEVEN), C(S.BATONS, R.FOUR), C(S.BATONS, R.FIVE), C(S.BATONS, R.JACK)]
    bid = auction_action(_auction_view(strong))
    assert isinstance(bid, Bid)
    assert auction_action(_auction_view(weak)) == PASS
    assert suit_strength(strong, int(S.COINS)) > suit_strength(strong, int(S.BATONS))


def test_the_caller_names_its_strongest_suit_for_a_card_it_lacks():
    hand = [C(S.COINS, R.ACE), C(S.COINS, R.KING), C(S.COINS, R.QUEEN), C(S.COINS, R.SEVEN),
            C(S.CUPS, R.ACE), C(S.SWORDS, R.ACE), C(S.SWORDS, R.TWO), C(S.BATONS, R.FOUR)]
    state = HandState(preset("chiamata"), seed=1)
    seat = state.to_act
    others = [c for c in DECK if c not in hand]
    state.hands = [others[i * 8:(i + 1) * 8] for i in range(5)]
    state.hands[seat] = list(hand)
    state.apply(Bid(Rank.THREE))
    while state.phase is Phase.AUCTION:
        state.apply(PASS)
    assert state.to_act == seat
    assert make_player("medium").choose(state.view(seat)) == Call(S.COINS)  # calls the three of coins


def test_a_seat_that_loads_the_callers_trick_looks_like_the_partner():
    state = HandState(preset("chiamata"), seed=8)
    bidders = [make_player("medium", s) for s in range(5)]
    while state.phase is not Phase.PLAY:
        state.apply(bidders[state.to_act].choose(state.view(state.to_act)))
    caller = state.high_bidder
    watcher = next(s for s in range(5) if s not in (caller, state.partner))
    base = partner_weights(state.view(watcher))
    assert caller in base and watcher not in base
    # Pretend one seat threw a three onto a trick the caller was winning with a trump.
    from briscola_desktop.rules.state import TrickRecord
    loader = next(s for s in range(5) if s not in (caller, watcher))
    trump_ace = card(state.trump_suit, Rank.ACE)
    three = next(c for c in DECK if c % 10 == 2 and c // 10 != state.trump_suit)
    trick = TrickRecord(caller, ((caller, trump_ace), (loader, three)), caller, 21)
    from dataclasses import replace
    view = replace(state.view(watcher), tricks=(trick,))
    weights = partner_weights(view)
    assert weights[loader] > max(w for s, w in weights.items() if s != loader)
    assert guess_partner(view) == loader


def test_the_fast_dealer_deals_the_worlds_deal_world_deals_with_the_partner_hidden():
    from briscola_desktop.ai.world import WorldDealer, deal_world
    seen = 0
    for seed in range(6):
        state = HandState(preset("chiamata"), seed=seed)
        players = [make_player("medium", s) for s in range(5)]
        while not state.is_over and len(state.view(0).played) < 12:
            state.apply(players[state.to_act].choose(state.view(state.to_act)))
        for seat in range(5):
            view = state.view(seat)
            if view.phase is not Phase.PLAY or view.partner is not None:
                continue
            dealer = WorldDealer(view)
            for k in range(5):
                a, b = dealer.deal(random.Random(k)), deal_world(view, random.Random(k))
                assert (a.hands, a.stock, a.side, a.pts) == (b.hands, b.stock, b.side, b.pts)
            seen += 1
    assert seen > 5


# ---- hints, counting ----------------------------------------------

@pytest.mark.parametrize("seed", range(5))
def test_hint_gives_a_legal_card_and_a_known_reason(seed):
    state = _midgame("two_players", seed, 3 * seed + 1)
    view = state.view(state.to_act)
    action, key, params = hint(view)
    assert action in view.legal_actions()
    assert key in HINT_KEYS and set(params) == set(HINT_KEYS[key])   # every placeholder is supplied


@pytest.mark.parametrize("code", ["en", "it", "fr", "nb", "es"])
def test_every_hint_reason_is_in_each_locale_with_exactly_its_parameters(code):
    """The hint's sentences live only in the locale files; each names the parameters the AI fills."""
    catalog = yaml.safe_load(data_path("locales", f"{code}.yaml").read_text(encoding="utf-8"))
    for key, names in HINT_KEYS.items():
        entry = catalog
        for part in key.split("."):
            entry = entry[part]
        templates = list(entry.values()) if isinstance(entry, dict) else [entry]   # plural forms, or one
        fields = {f for template in templates for _, f, _, _ in string.Formatter().parse(template) if f}
        assert fields == set(names), (code, key, templates)


def test_hint_names_the_points_when_taking_a_trick():
    hand = [C(S.COINS, R.FOUR), C(S.SWORDS, R.JACK), C(S.BATONS, R.SIX)]
    action, key, params = hint(_view(hand, table=[C(S.CUPS, R.ACE)]))
    assert (action, key, params) == (C(S.COINS, R.FOUR), "hint.trump_it", {"points": 11})


def test_unseen_summary_lists_what_this_seat_has_not_seen():
    hand = [C(S.CUPS, R.ACE), C(S.COINS, R.THREE), C(S.SWORDS, R.FOUR)]
    played = [C(S.BATONS, R.ACE), C(S.COINS, R.TWO)]
    v = view_from_values(hand=hand, trump_card=C(S.COINS, R.KING), played=played, stock_size=30)
    summary = unseen_summary(v)
    assert summary["aces"] == [C(S.COINS, R.ACE), C(S.SWORDS, R.ACE)]
    assert summary["threes"] == [C(S.CUPS, R.THREE), C(S.SWORDS, R.THREE), C(S.BATONS, R.THREE)]
    assert C(S.COINS, R.KING) not in summary["trumps"] and C(S.COINS, R.THREE) not in summary["trumps"]
    assert len(summary["trumps"]) == 10 - 3


def test_an_inconsistent_hand_made_view_gets_a_clear_message():
    bad = view_from_values(hand=[C(S.CUPS, R.ACE), C(S.COINS, R.TWO), C(S.SWORDS, R.FOUR)],
                           trump_card=C(S.COINS, R.KING), stock_size=10)  # 36 unseen cards, 3 + 9 hidden
    for level in PLAYER_NAMES:
        with pytest.raises(ValueError, match="inconsistent view: 36 cards"):
            make_player(level).choose(bad)


def test_views_from_plain_values_work_for_every_level():
    view = _view([C(S.CUPS, R.ACE), C(S.COINS, R.TWO), C(S.SWORDS, R.FOUR)], table=[C(S.CUPS, R.KING)], stock=8)
    for level in PLAYER_NAMES:
        assert make_player(level, seed=1).choose(view) in view.hand


def test_choose_refuses_a_view_where_the_seat_is_not_to_act():
    state = _midgame("two_players", 1, 2)
    other = 1 - state.to_act
    with pytest.raises(ValueError, match="not to act"):
        make_player("medium").choose(state.view(other))


def test_ai_imports_only_the_rules_core_and_no_pygame():
    # the arena (a tool beside the AI) may also use the standard-library-only atomic writer for its saved runs
    code = ("import sys, briscola_desktop.ai, briscola_desktop.arena; "
            "bad = [m for m in sys.modules if m.startswith('pygame') or (m.startswith('briscola_desktop.') "
            "and not m.startswith(('briscola_desktop.ai', 'briscola_desktop.rules', 'briscola_desktop.arena', "
            "'briscola_desktop.devtools.arena', 'briscola_desktop.devtools.selfplay', 'briscola_desktop.atomic')) "
            "and m != 'briscola_desktop.devtools')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stdout + done.stderr


