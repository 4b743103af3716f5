"""The exchange of the seven at a networked table (a real host on 127.0.0.1, protocol 3):

- a seat sends the action "exchange" like any move; every seat is sent the exchange (both cards are public),
  the new face-up trump, and the taken card known in the taker's hand;
- a refused exchange comes back with the rules core's stable reason (``Error.why``);
- the opener sets the rule in the lobby (every window reads it, the match is played with it), a table server's
  ``create`` may carry it;
- a game of protocol 2 is refused at a table that plays the rule (``version``, the rule named in ``why``, the
  players told who could not sit down) and seated at a table without it, where it is sent nothing version 2
  cannot read; the opener cannot turn the rule on while such a game sits at the table.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import replace

import msgspec
import pytest
from websockets.sync.client import ClientConnection, connect

from briscola_desktop.net import protocol as p
from briscola_desktop.net.reach.discovery import FoundTable, _txt
from briscola_desktop.net.host.registry import TableInfo
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop import i18n
from briscola_desktop.rules import (
    EXCHANGE, MATCH_FORMATS, PRESETS, Exchange, ExchangeRule, Match, default_format, events as ev, format_name,
)

from .helpers import Bot, all_joined, hand_records, host_match, match_over, random_chooser, run_until, running_host
from .test_leaks import leaks

SINGLE = MATCH_FORMATS["single_hand"]


def with_rule(name: str = "two_players", rule: ExchangeRule = ExchangeRule.ON):
    return replace(PRESETS[name], exchange=rule)


def seed_where(variant, can_exchange: bool) -> int:
    """The first match seed whose first player may (or may not) exchange at once (the rules core says)."""
    for seed in range(2000):
        hand = Match(variant, SINGLE, seed=seed).hand
        if (EXCHANGE in hand.legal_actions()) == can_exchange:
            return seed
    raise AssertionError("no such deal in 2000 seeds")


def exchange_first(seed: int):
    """A chooser that exchanges whenever it may, else plays a random card."""
    rng = random.Random(seed)

    def choose(view):
        legal = view.legal_actions()
        return EXCHANGE if EXCHANGE in legal else rng.choice([a for a in legal if not isinstance(a, Exchange)])
    return choose


def hello(code: str, name: str, token: str | None = None, v: int = p.PROTOCOL_VERSION) -> p.Hello:
    return p.Hello(v=v, code=code, name=name, token=token)


def two_seats(host, variant, seed: int, choosers=(None, None)) -> tuple[str, list[Bot]]:
    opened = host.open_table(TableSettings(variant, SINGLE, (p.FRIEND, p.FRIEND), seed=seed))
    bots = [Bot(host.url, hello(opened.code, "Ada", opened.token), choosers[0] or random_chooser(1)),
            Bot(host.url, hello(opened.code, "Bea"), choosers[1] or random_chooser(2))]
    run_until(bots, lambda: all_joined(bots, 2), what="both seats taken")
    return opened.code, bots


def first_batch(bots: list[Bot]) -> None:
    run_until(bots, lambda: all(b.table.started for b in bots), what="the deal at both seats")


# ----------------------------------------------------------------------------- the wire

def test_the_exchange_and_the_view_after_it_come_back_from_the_wire_unchanged() -> None:
    variant = with_rule()
    match = Match(variant, SINGLE, seed=seed_where(variant, True))
    seat = match.hand.to_act
    events = match.apply(EXCHANGE)
    assert isinstance(events[0], ev.TrumpExchanged)
    decoder = msgspec.json.Decoder(list[p.EventMsg])
    for viewer in range(2):   # public: every seat is sent both cards
        wire = [p.event_msg(e, viewer, variant) for e in events]
        assert p.events_of(decoder.decode(p.encode(msgspec.json.decode(msgspec.json.encode(wire))))) == events
        view = match.hand.view(viewer)
        back = p.view_of(msgspec.json.decode(msgspec.json.encode(p.view_msg(view)), type=p.ViewMsg), variant)
        assert back == view and back.exchanged_at == 0 and back.trump_card == events[0].given
        if viewer == seat:
            assert events[0].taken in back.hand and events[0].given not in back.hand
        else:
            assert events[0].taken in back.known[seat]   # it was face up: known in the taker's hand
    assert p.variant_of(p.variant_msg(variant)) == variant
    assert json.loads(p.encode(p.variant_msg(variant)))["exchange"] == "on"


def test_a_table_without_the_rule_says_nothing_of_it_on_the_wire() -> None:
    variant = PRESETS["two_players"]
    match = Match(variant, SINGLE, seed=3)
    assert "exchange" not in json.loads(p.encode(p.variant_msg(variant)))
    assert "exchanged_at" not in json.loads(p.encode(p.view_msg(match.hand.view(0))))
    assert json.loads(p.encode(p.Error("illegal_move", "no", "a rule"))) == {
        "type": "error", "code": "illegal_move", "message": "no", "rule": "a rule"}


def test_every_refusal_the_wire_carries_is_said_in_every_language() -> None:
    keys = {f"exchange.refused.{why}" for why in p.EXCHANGE_REFUSALS}
    keys |= {p.NOTICE_FRIEND_TOO_OLD, p.NOTICE_SEATED_TOO_OLD, *p.TOO_OLD_FOR.values()}
    for code in ("en", "it", "fr", "nb"):
        catalog = i18n.load_catalog(code)
        assert keys <= set(catalog), (code, keys - set(catalog))
        assert {k for k in catalog if k.startswith("exchange.refused.")} == {
            k for k in keys if k.startswith("exchange.refused.")}, code


# ----------------------------------------------------------------------------- a match

def test_one_seat_exchanges_and_the_other_window_sees_it_with_the_new_face_up_trump() -> None:
    variant = with_rule()
    seed = seed_where(variant, True)
    first = Match(variant, SINGLE, seed=seed).hand.to_act
    with running_host() as host:
        choosers = [exchange_first(1), exchange_first(2)]
        code, bots = two_seats(host, variant, seed, choosers)
        try:
            bots[0].table.start()
            taker, other = bots[first], bots[1 - first]

            def after_exchange(bot: Bot) -> list:
                seen = bot.events()
                i = next((i for i, e in enumerate(seen) if isinstance(e, ev.TrumpExchanged)), None)
                return [] if i is None else seen[i:]

            # Both windows: the exchange, then the same seat plays a card (it is still that seat's turn).
            run_until(bots, lambda: all(any(isinstance(e, ev.CardPlayed) for e in after_exchange(b)) for b in bots),
                      what="the exchange and the taker's card at both seats")
            exchange = after_exchange(other)[0]
            assert exchange == after_exchange(taker)[0] and exchange.seat == first
            assert next(e for e in after_exchange(other) if isinstance(e, ev.CardPlayed)).seat == first
            assert host.with_table(code, lambda t: t.runner.match.to_dict()["hands"][0][0]) == "exchange"
            # The exchange came alone in its batch: the board shows it before the card played after it.
            assert [ev.TrumpExchanged] in [[type(e) for e in batch] for batch in other.batches]
        finally:
            for bot in bots:
                bot.close()


def test_the_view_right_after_the_exchange_shows_the_given_card_face_up_to_both_seats() -> None:
    variant = with_rule()
    seed = seed_where(variant, True)
    first = Match(variant, SINGLE, seed=seed).hand.to_act
    with running_host() as host:
        code, bots = two_seats(host, variant, seed)
        for bot in bots:
            bot.play = False   # the test moves
        try:
            bots[0].table.start()
            first_batch(bots)
            taker, other = bots[first], bots[1 - first]
            run_until(bots, lambda: taker.table.my_turn(), what="the taker's turn")
            assert EXCHANGE in taker.table.legal_now()
            assert taker.table.submit(EXCHANGE)
            run_until(bots, lambda: other.table.view().exchanged_at == 0 and taker.table.view().exchanged_at == 0,
                      what="both views after the exchange")
            for bot in bots:
                view = bot.table.view()
                exchange = next(e for e in bot.events() if isinstance(e, ev.TrumpExchanged))
                assert view.trump_card == exchange.given and view.to_act == first
            assert exchange.taken in other.table.view().known[first]   # face up before: known in the taker's hand
            assert exchange.taken in taker.table.view().hand and exchange.given not in taker.table.view().hand
            run_until(bots, lambda: taker.table.my_turn(), what="the taker's turn again")
            assert EXCHANGE not in taker.table.legal_now()   # one exchange a turn: now a card
        finally:
            for bot in bots:
                bot.close()


def refusal_of(bot: Bot, action: str) -> p.Error:
    """Send ``action`` at the current position whatever the rules say; the host's refusal."""
    bot.table.last_error = None
    bot.client.send(p.Move(action=action, position=bot.table.token))
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and bot.table.last_error is None:
        bot.table.update(0.01, 0.0)
        time.sleep(0.002)
    assert bot.table.last_error is not None, "no refusal came"
    return bot.table.last_error


@pytest.mark.parametrize("rule", [ExchangeRule.ON, ExchangeRule.OFF])
def test_a_refused_exchange_comes_back_with_its_reason(rule: ExchangeRule) -> None:
    variant = with_rule(rule=rule)
    seed = seed_where(with_rule(), False)
    with running_host() as host:
        code, bots = two_seats(host, variant, seed)
        for bot in bots:
            bot.play = False
        try:
            bots[0].table.start()
            first_batch(bots)
            first = bots[0].table.to_act()
            waiting = bots[1 - first]
            error = refusal_of(waiting, "exchange")
            assert error.code == "not_your_turn"
            assert error.why == ("not_your_turn" if rule is ExchangeRule.ON else "not_played")
            assert (f"exchange.refused.{error.why}", {}) in waiting.table.take_notices()
            error = refusal_of(bots[first], "exchange")   # the seat to act, without the card that takes it
            expected = Match(variant, SINGLE, seed=seed).hand.exchange_refusal(first).why
            assert error.code == "illegal_move" and error.why == expected
            assert bots[first].table.my_turn()   # it chooses again
            assert host.with_table(code, lambda t: t.runner.match.hand.actions) == []
        finally:
            for bot in bots:
                bot.close()


# ----------------------------------------------------------------------------- the lobby

def test_the_lobby_setting_reaches_the_other_window_and_the_match() -> None:
    with running_host() as host:
        code, bots = two_seats(host, PRESETS["two_players"], 5)
        ada, bea = bots
        try:
            run_until(bots, lambda: bea.table.lobby is not None, what="Bea's lobby")
            assert ada.table.lobby.variant.exchange == "off"
            ada.table.configure("single_hand", None, True, exchange="after_trick")
            run_until(bots, lambda: bea.table.lobby.variant.exchange == "after_trick", what="the rule in Bea's lobby")
            assert bea.table.variant.exchange is ExchangeRule.AFTER_TRICK   # read by the rules it will be played with
            ada.table.configure("best_of_three", 30.0, False)   # another setting leaves the rule as it is
            run_until(bots, lambda: bea.table.lobby.format.target == 2, what="the new length")
            assert bea.table.lobby.variant.exchange == "after_trick"
            ada.table.start()
            run_until(bots, lambda: all(b.table.started for b in bots), what="the match")
            assert host.with_table(code, lambda t: t.runner.match.variant.exchange) is ExchangeRule.AFTER_TRICK
            assert bea.table.view().variant.exchange is ExchangeRule.AFTER_TRICK
        finally:
            for bot in bots:
                bot.close()


def test_the_rule_needs_a_turned_trump_and_only_the_opener_sets_it() -> None:
    with running_host() as host:
        fmt = default_format(PRESETS["briscolone"])
        opened = host.open_table(TableSettings(PRESETS["briscolone"], fmt, (p.FRIEND, p.FRIEND)))
        bots = [Bot(host.url, hello(opened.code, "Ada", opened.token)), Bot(host.url, hello(opened.code, "Bea"))]
        try:
            run_until(bots, lambda: all_joined(bots, 2), what="both seats taken")
            bots[0].table.configure(format_name(fmt), None, True, exchange="on")
            run_until(bots, lambda: bots[0].table.last_error is not None, what="the refusal")
            assert bots[0].table.last_error.code == "bad_table"
            assert "turned trump" in bots[0].table.last_error.message
            bots[1].table.configure(format_name(fmt), None, True, exchange="on")
            run_until(bots, lambda: bots[1].table.last_error is not None, what="the refusal")
            assert bots[1].table.last_error.code == "not_owner"
            assert host.with_table(opened.code, lambda t: t.settings.variant.exchange) is ExchangeRule.OFF
        finally:
            for bot in bots:
                bot.close()


def test_a_table_server_opens_a_table_with_the_rule_from_create() -> None:
    with running_host(allow_create=True) as host:
        create = p.Create(v=p.PROTOCOL_VERSION, name="Ada", variant="two_players", format="single_hand",
                          seats=[p.FRIEND, "easy"], exchange="on")
        ada = Bot(host.url, create, exchange_first(3))
        wrong = Bot(host.url, p.Create(v=p.PROTOCOL_VERSION, name="Bea", variant="chiamata", format="five_deals",
                                       seats=[p.FRIEND] + ["easy"] * 4, exchange="on"))
        try:
            run_until([ada, wrong], lambda: ada.table.joined and wrong.table.last_error is not None,
                      what="the table opened, the other refused")
            assert ada.table.variant.exchange is ExchangeRule.ON
            assert wrong.table.last_error.code == "bad_table" and "turned trump" in wrong.table.last_error.message
        finally:
            ada.close()
            wrong.close()


# ----------------------------------------------------------------------------- an older game

#: The fields of every struct a protocol-2 game reads (its messages refuse any other).
V2_VARIANT = {"name", "players", "removed", "hand_size", "trump", "follow_suit", "teams", "open_hands",
              "stock_top_visible", "auction", "match_kind"}
V2_ERROR = {"type", "code", "message", "rule"}


def raw(host) -> ClientConnection:
    return connect(host.url, compression=None, proxy=None, open_timeout=5, close_timeout=2, max_size=None)


def frames(ws: ClientConnection, until, seconds: float = 10.0) -> list[dict]:
    """The host's frames as JSON, until ``until(frame)``."""
    out: list[dict] = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        frame = json.loads(ws.recv(timeout=max(0.01, deadline - time.monotonic())))
        out.append(frame)
        if until(frame):
            return out
    raise AssertionError("the frame did not come")


def v2_readable(frame: dict) -> bool:
    """Nothing in ``frame`` is a field protocol 2 does not have."""
    if frame["type"] == "error":
        return set(frame) <= V2_ERROR
    for key in ("table",):
        if key in frame and set(frame[key]["variant"]) != V2_VARIANT:
            return False
    if frame["type"] == "update":
        if "exchanged_at" in frame["view"]:
            return False
        if any(e["kind"] == "trump_exchanged" for e in frame["events"]):
            return False
    return True


def test_an_older_game_is_refused_at_a_table_with_the_rule_and_the_table_is_told() -> None:
    with running_host() as host:
        opened = host.open_table(TableSettings(with_rule(), SINGLE, (p.FRIEND, p.FRIEND)))
        ada = Bot(host.url, hello(opened.code, "Ada", opened.token))
        try:
            run_until([ada], lambda: ada.table.joined, what="Ada at her table")
            with raw(host) as ws:
                ws.send(p.encode(hello(opened.code, "Bea", v=p.OLDEST_PROTOCOL)).decode())
                error = frames(ws, lambda f: f["type"] == "error")[-1]
            # "version", which an older game says in its player's words ("different versions"), and nothing it
            # cannot read (a newer game is told which house rule in ``why``).
            assert error["code"] == "version" and "exchange" in error["message"] and v2_readable(error)
            run_until([ada], lambda: any(k == p.NOTICE_FRIEND_TOO_OLD for k, _ in ada.table._notices),
                      what="Ada told")
            assert (p.NOTICE_FRIEND_TOO_OLD, {"name": "Bea"}) in ada.table.take_notices()
            assert host.with_table(opened.code, lambda t: t.free_seats()) == 1
            # This game, refused so, says it in the player's words: too old for the table's house rule.
            refused = Bot(host.url, hello(opened.code, "Cleo"))
            refused.table._take(p.Error("version", "too old", why="exchange"))
            assert refused.table.take_notices()[-1] == ("exchange.net.too_old", {})
            refused.close()
        finally:
            ada.close()


def test_an_older_game_sits_at_a_table_without_the_rule_and_reads_every_frame() -> None:
    with running_host() as host:
        opened = host.open_table(TableSettings(PRESETS["two_players"], SINGLE, (p.FRIEND, p.FRIEND), seed=4))
        ada = Bot(host.url, hello(opened.code, "Ada", opened.token))
        try:
            run_until([ada], lambda: ada.table.joined, what="Ada at her table")
            with raw(host) as ws:
                ws.send(p.encode(hello(opened.code, "Bea", v=p.OLDEST_PROTOCOL)).decode())
                got = frames(ws, lambda f: f["type"] == "welcome")
                assert got[-1]["v"] == p.OLDEST_PROTOCOL   # the welcome an older game checks
                run_until([ada], lambda: all_joined([ada], 2), what="Bea seated")
                # The opener cannot turn the rule on while Bea's game does not know it: Ada is told who.
                ada.table.configure("single_hand", None, True, exchange="on")
                run_until([ada], lambda: any(k == p.NOTICE_SEATED_TOO_OLD for k, _ in ada.table._notices),
                          what="Ada told why")
                assert (p.NOTICE_SEATED_TOO_OLD, {"name": "Bea"}) in ada.table.take_notices()
                assert host.with_table(opened.code, lambda t: t.settings.variant.exchange) is ExchangeRule.OFF
                ada.table.start()
                got += frames(ws, lambda f: f["type"] == "update")
                ws.send(json.dumps({"type": "move", "action": "exchange", "position": got[-1]["position"]}))
                got += frames(ws, lambda f: f["type"] == "error")
                assert got[-1]["code"] in ("not_your_turn", "illegal_move")
            assert all(v2_readable(frame) for frame in got), [f for f in got if not v2_readable(f)]
        finally:
            ada.close()


def test_discovery_lists_a_table_for_the_games_that_may_sit_there() -> None:
    plain = TableInfo("K7Q2XD", "ab12cd34", "two_players", 2, 1, ("Ada", None), False)
    ruled = replace(plain, lowest_version=3)
    assert _txt(plain)["v"] == "2" and _txt(ruled)["v"] == "3" and _txt(plain)["top"] == str(p.PROTOCOL_VERSION)

    def found(v: int, top: int = 0) -> FoundTable:
        return FoundTable("s", "Ada", "two_players", 2, 1, False, v, "id", ("127.0.0.1",), 47321, top=top)

    assert found(2, 3).compatible and found(3, 3).compatible      # a new host's tables, with or without the rule
    assert not found(2).compatible                                # an older host: it refuses this game's hello
    assert not found(4, 4).compatible                             # a table for a newer game


@pytest.mark.parametrize("name, rule", [("two_players", ExchangeRule.ON), ("four_teams", ExchangeRule.ON),
                                        ("scoperta", ExchangeRule.AFTER_TRICK)])
def test_no_card_reaches_a_client_before_its_seat_may_know_it_when_sevens_are_exchanged(name: str, rule) -> None:
    """The leak check of every frame (tests/net/test_leaks.py) at tables where every seat exchanges when it may:
    the taken card may be named as known in the taker's hand, the given one as the face-up trump, nothing else."""
    variant = with_rule(name, rule)
    fmt = MATCH_FORMATS["best_of_three"]
    seats = (p.FRIEND,) * variant.players
    with running_host() as host:
        opened = host.open_table(TableSettings(variant, fmt, seats, seed=seed_where(with_rule(name), True)))
        bots = [Bot(host.url, hello(opened.code, "Ada", opened.token), exchange_first(1))]
        bots += [Bot(host.url, hello(opened.code, f"P{k}"), exchange_first(k + 1)) for k in range(1, len(seats))]
        try:
            run_until(bots, lambda: all_joined(bots, len(seats)), what="the friends joining")
            bots[0].table.start()
            run_until(bots, lambda: match_over(bots), seconds=50)
            records = hand_records(host_match(host, opened.code))
            assert any("exchange" in r.actions for r in records)
            for bot in bots:
                assert any(isinstance(e, ev.TrumpExchanged) for e in bot.events())
                assert leaks(bot.client.frames, bot.table.seat, records) == []
        finally:
            for bot in bots:
                bot.close()


def test_a_turn_that_runs_out_of_time_is_played_with_a_card_not_an_exchange() -> None:
    variant = with_rule()
    seed = seed_where(variant, True)
    first = Match(variant, SINGLE, seed=seed).hand.to_act
    class ExchangesFirst:   # the stand-in would exchange if it were let
        def choose(self, view):
            return exchange_first(0)(view)

    with running_host(make_player=lambda level, seed: ExchangesFirst()) as host:
        opened = host.open_table(TableSettings(variant, SINGLE, (p.FRIEND, p.FRIEND), seed=seed, turn_limit=1.0))
        bots = [Bot(host.url, hello(opened.code, "Ada", opened.token), exchange_first(1)),
                Bot(host.url, hello(opened.code, "Bea"), exchange_first(2))]
        bots[first].play = False   # the seat that could exchange lets its time run out
        try:
            run_until(bots, lambda: all_joined(bots, 2), what="both seats taken")
            bots[0].table.start()
            run_until(bots, lambda: host.with_table(opened.code, lambda t: t.runner is not None
                                                    and len(t.runner.match.hand.actions) > 0),
                      seconds=10, what="the move played for the absent-minded seat")
            played = host.with_table(opened.code, lambda t: t.runner.match.to_dict()["hands"][0][0])
            assert played != "exchange"
            run_until(bots, lambda: any(k == p.NOTICE_TURN_TIMEOUT for k, _ in bots[1 - first].table._notices),
                      what="the others told")
            told = next(v for k, v in bots[1 - first].table.take_notices() if k == p.NOTICE_TURN_TIMEOUT)
            assert told["card"] == played
        finally:
            for bot in bots:
                bot.close()
