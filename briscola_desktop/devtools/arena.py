"""``python -m briscola_desktop.arena``: pit two computer players against each other, seat-fair.

Every deal is played once per seating with the players' sides swapped (two seatings for
two sides; each side in turn for more), so luck of the cards cancels out. ``--hands`` is
the total number of hands played (deals x seatings). Hands run in parallel on all cores.

The point difference of a hand is player A's side card points minus the average of the
other sides' points; a hand is won by A when its side scores strictly the most card points.
In chiamata (sides change every deal) A takes one seat in turn and the difference is A's
match points for the deal; with ``--sides`` (and ``--bids-by``) A plays instead every seat of one side, the
caller's side in one game of the deal and the defenders in the other, and the difference is card points, as at
the team tables. The 95% confidence interval treats each deal (all its seatings
averaged) as one sample, which is what makes seat-fair pairs fair.

The exchange of the seven (a house rule) is measured with ``--exchange on`` (or ``after_trick``): the table plays
the rule, and ``--a-no-exchange`` / ``--b-no-exchange`` forbid one player to make the exchange (it plays every view
as at a table without the rule, the other seat's exchanges still seen): ``--a hard --b hard --exchange on
--b-no-exchange`` is what the exchange is worth to Hard.

Two changes of a player measured against the same opponent can be compared deal by deal: ``--deals-out FILE``
saves a run's per-deal figures, and a later run with ``--paired-with FILE`` (same table, seed and hands) prints
its difference from that run with an interval over the deals' differences, which is narrower than the two
runs' own intervals by as much as the two runs' deals go together (the correlation it prints). Runs of the same
players on other seeds are taken as one with ``--pool FILE FILE ...`` (nothing is played). The summary, the
report and those files are :mod:`briscola_desktop.devtools.arena_figures`'s.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import sys
import time
from dataclasses import dataclass
from multiprocessing import get_context

from briscola_desktop.ai.players import SETTING_KINDS, PLAYER_NAMES, make_player, search_settings
from briscola_desktop.ai.search import SearchSettings
from briscola_desktop.devtools.arena_figures import (DealOutcome, check_same_deals, paired, pooled, pooled_report,
                                                     read_deals, report, summarise, write_deals)
from briscola_desktop.devtools.selfplay import play_timed
from briscola_desktop.rules import PRESETS, ExchangeRule, HandState, Phase, TrumpRule, Variant, hand_seed, preset


@dataclass(frozen=True)
class Pairing:
    """Who plays whom, at which table: what every deal of a run shares."""

    a: str
    b: str
    variant: str = "two_players"
    seed: int = 1
    cards_by: str | None = None   # every seat plays its cards as this level: A and B differ only in bidding
    bids_by: str | None = None    # every seat bids and calls as this level: A and B differ only in card play
    a_set: dict | None = None     # changed search settings of A (see ``players.search_settings``)
    b_set: dict | None = None
    sides: bool = False           # chiamata with bids_by: A plays a whole side (see :func:`play_deal`)
    exchange: str = "off"         # the exchange of the seven at this table: off, on or after_trick
    a_no_exchange: bool = False   # A never exchanges (it plays as at a table without the rule)
    b_no_exchange: bool = False


def table_variant(p: Pairing) -> Variant:
    """The variant every deal of ``p`` is played at: the preset, with the exchange of the seven as asked."""
    v = preset(p.variant)
    if p.exchange == ExchangeRule.OFF.value:
        return v
    return dataclasses.replace(v, exchange=ExchangeRule(p.exchange))


class WithoutExchange:
    """A seat that never makes the exchange of the seven: its player is shown each view as at a table
    without the rule (it still sees the face-up card change and the taken card in the taker's hand)."""

    def __init__(self, player) -> None:
        self.player = player
        self._plain: dict[Variant, Variant] = {}

    def choose(self, view):
        v = view.variant
        if v.exchange is not ExchangeRule.OFF:
            plain = self._plain.get(v)
            if plain is None:
                plain = self._plain[v] = dataclasses.replace(v, exchange=ExchangeRule.OFF)
            view = dataclasses.replace(view, variant=plain)
        return self.player.choose(view)


def seatings(variant_name: str) -> list[tuple[int, ...]]:
    """For each seating, the seats player A takes (the other seats are player B's)."""
    v = preset(variant_name)
    if v.auction:
        return [(s,) for s in range(v.players)]
    return [side for side in v.sides]


class AuctionOnly:
    """A seat that bids and calls as ``bidder`` but plays its cards as ``card_player``."""

    def __init__(self, bidder, card_player) -> None:
        self.bidder, self.card_player = bidder, card_player

    def choose(self, view):
        if view.phase in (Phase.AUCTION, Phase.CALL):
            return self.bidder.choose(view)
        return self.card_player.choose(view)


def _seat_player(p: Pairing, level: str, changes: dict | None, seed: int, no_exchange: bool = False):
    player = _one_seat_player(p, level, changes, seed)
    return WithoutExchange(player) if no_exchange else player


def _one_seat_player(p: Pairing, level: str, changes: dict | None, seed: int):
    player = make_player(level, seed=seed, settings=changes)
    if p.cards_by is not None:
        return AuctionOnly(player, make_player(p.cards_by, seed=seed))
    if p.bids_by is not None:
        return AuctionOnly(make_player(p.bids_by, seed=seed), player)
    return player


def _side_points(r, seat: int) -> int:
    """The card points of the side ``seat`` played on in result ``r``."""
    return next(pts for side, pts in zip(r.sides, r.points) if seat in side)


def seat_seed(p: Pairing, deal: int, seat: int) -> int:
    """The seed of the player in ``seat`` for ``deal``: the same in every seating of the deal."""
    return p.seed * 7919 + deal * 31 + seat


def auction_sides(p: Pairing, deal: int) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """Chiamata with ``bids_by``: the deal's sides, the caller's and the defenders' (None: all passed).

    Every game of the deal has the auction this plays (the same bidders with the same seeds), so the
    sides are known before the cards are played.
    """
    v = table_variant(p)
    state = HandState(v, seed=hand_seed(p.seed, deal), hand_index=deal)
    bidders = {s: make_player(p.bids_by, seed=seat_seed(p, deal, s)) for s in range(v.players)}
    while not state.is_over and state.phase in (Phase.AUCTION, Phase.CALL):
        seat = state.to_act
        state.apply(bidders[seat].choose(state.view(seat)), seat=seat)
    if state.is_over:
        return None
    caller = tuple(sorted({state.high_bidder, state.partner}))
    return caller, tuple(s for s in range(v.players) if s not in caller)


def play_deal(job: tuple[Pairing, int]) -> DealOutcome:
    """Play one deal in every seating (run in a worker process).

    In chiamata with ``bids_by`` every game of the deal has the same auction, so the same sides; the
    deal is then played once more with B in every seat, and ``card_diffs`` holds, per seating, the card
    points of A's side minus those of the same side in that game: what A's card play added to its side.
    With ``sides`` as well, A plays every seat of the caller's side in one game and of the defenders'
    in the other; the difference of a game is A's side's card points minus B's.
    """
    p, deal = job
    v = table_variant(p)
    out = DealOutcome()
    deal_seed = hand_seed(p.seed, deal)

    def play(a_seats: tuple[int, ...], timed: bool = True):
        # Fresh players per seat; seeds differ per seat and deal but not per seating.
        players = {s: _seat_player(p, p.a, p.a_set, seat_seed(p, deal, s), p.a_no_exchange) if s in a_seats
                   else _seat_player(p, p.b, p.b_set, seat_seed(p, deal, s), p.b_no_exchange)
                   for s in range(v.players)}
        state = HandState(v, seed=deal_seed, hand_index=deal)
        for seat, dt in play_timed(state, players):
            if timed:
                (out.times_a if seat in a_seats else out.times_b).append(dt)
        return state.result

    if p.sides:
        pair = auction_sides(p, deal)
        if pair is None:   # everyone passed: two hands of nothing, as in every seating of the other modes
            out.diffs, out.results = [0.0, 0.0], [0, 0]
            return out
        for a_seats in pair:
            r = play(a_seats)
            mine = _side_points(r, a_seats[0])
            out.diffs.append(float(2 * mine - sum(r.points)))
            won = r.winner is not None and a_seats[0] in r.sides[r.winner]   # the bid made or broken
            out.results.append(0 if r.winner is None else (1 if won else -1))
        return out
    side_points = []   # chiamata with bids_by: A's side's card points, per seating
    for a_seats in seatings(p.variant):
        r = play(a_seats)
        if r.thrown_in:
            out.diffs.append(0.0)
            out.results.append(0)
            continue
        if v.auction:
            a = a_seats[0]
            mine = r.seat_scores[a]
            out.diffs.append(float(mine))
            out.results.append((mine > 0) - (mine < 0))
            if p.bids_by is not None:
                side_points.append(_side_points(r, a))
            continue
        a_side = v.sides.index(a_seats)
        mine = r.points[a_side]
        others = [x for i, x in enumerate(r.points) if i != a_side]
        out.diffs.append(mine - sum(others) / len(others))
        top = max(others)
        out.results.append((mine > top) - (mine < top))
    if side_points:
        base = play((), timed=False)   # B in every seat, the same auction
        out.card_diffs = [float(mine - _side_points(base, a_seats[0]))
                          for mine, a_seats in zip(side_points, seatings(p.variant))]
    return out


def label(level: str, changes: dict | None, no_exchange: bool = False) -> str:
    """A player's name in the figures: ``hard`` or, with changed search settings, ``hard[exact_stock=4]``;
    ``hard-no-exchange`` when it may not make the exchange of the seven."""
    name = level + ("-no-exchange" if no_exchange else "")
    if not changes:
        return name
    return name + "[" + ",".join(f"{k}={v}" for k, v in sorted(changes.items())) + "]"


def deal_count(hands: int, variant: str, sides: bool = False) -> int:
    """How many deals ``hands`` hands take: each deal is played once per seating (twice with ``sides``)."""
    per_deal = 2 if sides else len(seatings(variant))
    return max(1, math.ceil(hands / per_deal))


def run_arena(a: str, b: str, hands: int, seed: int = 1, variant: str = "two_players",
              workers: int | None = None, cards_by: str | None = None,
              a_set: dict | None = None, b_set: dict | None = None, bids_by: str | None = None,
              sides: bool = False, exchange: str = "off", a_no_exchange: bool = False,
              b_no_exchange: bool = False) -> dict:
    """Play ``hands`` seat-fair hands of A against B; ``a_set``/``b_set`` change a searching level's settings.

    ``exchange`` is the table's exchange of the seven (``off``, ``on``, ``after_trick``); ``a_no_exchange`` /
    ``b_no_exchange`` forbid it to one player.

    Hard against Hard with one setting changed is a head-to-head: both deal the same worlds from a
    position (the same random salt), so hands where the change alters no card cancel exactly.
    """
    for level, changes in ((a, a_set), (b, b_set)):
        if changes:
            search_settings(level, changes)  # a bad setting fails here, not in every worker
    deals = deal_count(hands, variant, sides)
    if sides and not (bids_by and preset(variant).auction):
        raise ValueError("sides: A plays a whole side only in chiamata with bids_by (the sides set by the auction)")
    exchange = ExchangeRule(exchange).value
    if exchange != ExchangeRule.OFF.value and preset(variant).trump is not TrumpRule.TURNED:
        raise ValueError(f"the exchange of the seven needs a turned trump, which {variant} has not")
    pairing = Pairing(a, b, variant, seed, cards_by, bids_by, a_set, b_set, sides, exchange, a_no_exchange,
                      b_no_exchange)
    jobs = [(pairing, d) for d in range(deals)]
    workers = workers or os.cpu_count() or 1
    t0 = time.perf_counter()
    if workers == 1:
        outcomes = [play_deal(j) for j in jobs]
    else:
        # spawn, not fork: a fork taken while another thread holds a lock (the game's worker
        # threads in the test process) leaves the child waiting on that lock for ever.
        with get_context("spawn").Pool(workers) as pool:
            outcomes = pool.map(play_deal, jobs, chunksize=max(1, deals // (workers * 8)))
    summary = summarise(label(a, a_set, a_no_exchange), label(b, b_set, b_no_exchange), variant, outcomes,
                        time.perf_counter() - t0)
    summary["sides"] = sides
    summary["exchange"] = exchange
    summary["seed"] = seed
    summary["deal_diffs"] = [o.diffs for o in outcomes]   # per deal, per seating (for ``--deals-out``)
    return summary


def _parse_settings(level: str, items: list[str]) -> dict:
    """``["exact_stock=4", "policy=v3"]`` -> ``{"exact_stock": 4, "policy": "v3"}``, typed as the setting is."""
    out: dict = {}
    types = {f.name: type(getattr(SearchSettings(), f.name)) for f in dataclasses.fields(SearchSettings)}
    for item in items:
        name, eq, text = item.partition("=")
        name = name.strip()
        if not eq:
            raise ValueError(f"{item!r} is not NAME=VALUE")
        want = types.get(name, str)
        try:
            out[name] = want(text.strip())
        except ValueError:
            raise ValueError(f"search setting {name!r} takes {SETTING_KINDS[want]}, not {text!r}") from None
    if out:
        search_settings(level, out)
    return out


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.arena", description=__doc__.split("\n")[0])
    parser.add_argument("--a", default="hard", choices=PLAYER_NAMES, help="player A")
    parser.add_argument("--b", default="reference", choices=PLAYER_NAMES, help="player B")
    parser.add_argument("--hands", type=int, default=2000, help="hands in total (deals x seatings)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default="two_players", choices=sorted(PRESETS))
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all cores)")
    parser.add_argument("--cards-by", default=None, choices=PLAYER_NAMES,
                        help="every seat plays its cards as this level; A and B differ only in bidding (chiamata)")
    parser.add_argument("--bids-by", default=None, choices=PLAYER_NAMES,
                        help="every seat bids as this level; A and B differ only in card play, and the card"
                             " points A's play adds to its side are reported too (chiamata)")
    for who in ("a", "b"):
        parser.add_argument(f"--{who}-set", action="append", default=[], metavar="NAME=VALUE",
                            help=f"change one search setting of player {who.upper()} (a searching level; repeatable),"
                                 " e.g. exact_stock=4")
    parser.add_argument("--sides", action="store_true",
                        help="with --bids-by: A plays every seat of the caller's side in one game of a deal and"
                             " of the defenders' in the other; the difference is card points (chiamata)")
    parser.add_argument("--exchange", default="off", choices=[r.value for r in ExchangeRule],
                        help="the table plays the exchange of the seven (a house rule; a table with a turned trump):"
                             " off (default), on, or after_trick (only after winning a trick)")
    for who in ("a", "b"):
        parser.add_argument(f"--{who}-no-exchange", action="store_true",
                            help=f"player {who.upper()} never makes the exchange of the seven: it plays as at a"
                                 " table without the rule (needs --exchange on or after_trick); e.g. --a hard"
                                 f" --b hard --exchange on --{'b' if who == 'b' else 'a'}-no-exchange measures"
                                 " what the exchange is worth")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--deals-out", default=None, metavar="FILE",
                        help="write every deal's differences to FILE, to pair a later run with (--paired-with)")
    parser.add_argument("--paired-with", default=None, metavar="FILE",
                        help="also print this run minus the run saved in FILE (--deals-out), deal by deal: the"
                             " same seed, table and number of hands")
    parser.add_argument("--pool", nargs="+", default=None, metavar="FILE",
                        help="play nothing: print the runs saved in these files (--deals-out; the same players and"
                             " table, each on its own seed) as one, each deal one sample")
    return parser


def _checked(parser: argparse.ArgumentParser, args: argparse.Namespace) -> tuple[dict, dict | None]:
    """The search-setting changes per player and the saved run to pair with; a bad option ends in ``parser.error``."""
    if args.hands < 1:
        parser.error("--hands must be at least 1")
    if args.cards_by and args.bids_by:
        parser.error("--cards-by and --bids-by exclude each other: A and B would play alike")
    if (args.cards_by or args.bids_by) and not preset(args.variant).auction:
        parser.error(f"--cards-by and --bids-by need a table with an auction (chiamata), not {args.variant}")
    if args.sides and not args.bids_by:
        parser.error("--sides needs --bids-by: the sides must be the same in both games of a deal")
    if args.exchange != "off" and preset(args.variant).trump is not TrumpRule.TURNED:
        parser.error(f"--exchange needs a table with a turned trump, not {args.variant}")
    if (args.a_no_exchange or args.b_no_exchange) and args.exchange == "off":
        parser.error("--a-no-exchange and --b-no-exchange need --exchange on or after_trick")
    changes = {}
    for who, level, items in (("a", args.a, args.a_set), ("b", args.b, args.b_set)):
        try:
            changes[who] = _parse_settings(level, items)
        except ValueError as exc:
            parser.error(f"--{who}-set: {exc}")
    if args.deals_out:
        folder = os.path.dirname(os.path.abspath(args.deals_out))
        if not os.path.isdir(folder) or not os.access(folder, os.W_OK):
            parser.error(f"--deals-out: cannot write into {folder}")
    other = None
    if args.paired_with:
        try:
            other = read_deals(args.paired_with)
            check_same_deals(other, args.variant, args.seed, deal_count(args.hands, args.variant, args.sides),
                             args.sides, args.exchange)
        except ValueError as exc:
            parser.error(f"--paired-with: {exc}")
    return changes, other


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.pool:
        try:
            q = pooled([read_deals(path) for path in args.pool])
        except ValueError as exc:
            parser.error(f"--pool: {exc}")
        print(json.dumps(q, indent=2) if args.json else pooled_report(q))
        return 0
    changes, other = _checked(parser, args)
    summary = run_arena(args.a, args.b, args.hands, args.seed, args.variant, args.workers, args.cards_by,
                        changes["a"], changes["b"], args.bids_by, args.sides, args.exchange, args.a_no_exchange,
                        args.b_no_exchange)
    status = 0
    if args.deals_out:
        try:
            write_deals(args.deals_out, summary)
        except OSError as exc:
            print(f"--deals-out: cannot write {args.deals_out}: {exc.strerror or exc}", file=sys.stderr)
            status = 1
    if other is not None:
        summary["paired"] = paired(summary, other)
    del summary["deal_diffs"]
    if args.cards_by and not args.json:
        print(f"(bidding only: every seat plays its cards as {args.cards_by})")
    if args.bids_by and not args.json:
        print(f"(card play only: every seat bids as {args.bids_by}"
              + ("; A plays the caller's side, then the defenders)" if args.sides else ")"))
    print(json.dumps(summary, indent=2) if args.json else report(summary))
    return status


if __name__ == "__main__":
    sys.exit(main())
