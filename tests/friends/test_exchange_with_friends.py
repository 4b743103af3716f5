"""The exchange of the seven at a table with friends (a real host on 127.0.0.1; one window is the game's App
driven by its frames, the other a client the test plays):

- the opener's lobby has the rule's button (tables with a turned trump), every lobby says the rule and what it
  means, and the match is played with it;
- a friend's exchange reaches the other window's table (the board lays the given card face up), and the
  window's own exchange reaches the friend; a refused exchange is said over the felt in the player's words.
"""

from __future__ import annotations

from dataclasses import replace

import msgspec

from briscola_desktop import i18n
from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.friends.lobby_screen import exchange_lines
from briscola_desktop.app.table.board import Banner
from briscola_desktop.net import protocol as p
from briscola_desktop.net.host.tables import TableSettings
from briscola_desktop.rules import EXCHANGE, MATCH_FORMATS, PRESETS, Exchange, ExchangeRule, Match, events as ev

from ..net.helpers import Bot, running_host
from .driving import frames_until, hosted_lobby, joined_lobby, table_scene

SINGLE = MATCH_FORMATS["single_hand"]


def first_card_or_exchange(view):
    """Exchange whenever the rules allow it, else the first legal card."""
    legal = view.legal_actions()
    return EXCHANGE if EXCHANGE in legal else next(a for a in legal if not isinstance(a, Exchange))


def chain_seed(variant) -> int:
    """A deal where seat 0 exchanges at once (the seven takes a stronger face-up trump) and, after seat 0's
    first card, seat 1 may exchange too (its two takes the seven)."""
    for seed in range(5000):
        match = Match(variant, SINGLE, seed=seed)
        hand = match.hand
        if hand.to_act != 0 or EXCHANGE not in hand.legal_actions():
            continue
        match.apply(EXCHANGE)
        match.apply(next(a for a in hand.legal_actions() if not isinstance(a, Exchange)))
        if EXCHANGE in hand.legal_actions():
            return seed
    raise AssertionError("no such deal in 5000 seeds")


def test_the_openers_lobby_button_sets_the_rule_and_every_lobby_says_it(fast) -> None:
    app = fast
    lobby = hosted_lobby(app, fmt="single_hand")
    link = lobby.link
    bea = Bot(link.host.url, p.Hello(v=p.PROTOCOL_VERSION, code=link.code, name="Bea"))
    try:
        frames_until(app, lambda: not lobby.free_seats() and bea.table.lobby is not None, bots=(bea,),
                     what="Bea in the lobby")
        button = next(b for b in lobby.buttons.buttons if b.value == "exchange")
        assert button.label == "Exchange the seven: off"   # the opener's button says it (no line repeats it)
        assert not [line for line, _ in lobby.info_lines() if line.startswith("Exchange the seven")]
        button.press()
        frames_until(app, lambda: any(b.label == "Exchange the seven: on" for b in lobby.buttons.buttons),
                     bots=(bea,), what="the rule on")
        lines = [line for line, _ in lobby.info_lines()]
        assert any(line.startswith("On your turn you can exchange the seven of trumps") for line in lines)   # explained
        frames_until(app, lambda: bea.table.lobby.variant.exchange == "on", bots=(bea,), what="the rule at Bea's")
        next(b for b in lobby.buttons.buttons if b.value == "exchange").press()
        frames_until(app, lambda: bea.table.lobby.variant.exchange == "after_trick", bots=(bea,),
                     what="after a won trick")
        frames_until(app, lambda: any(b.label == "Exchange the seven: after winning a trick"
                                      for b in lobby.buttons.buttons),
                     bots=(bea,), what="the opener's button")   # the opener's window reads its own lobby message
        assert i18n.t("exchange.about.after_trick") in [line for line, _ in lobby.info_lines()]
        lobby.start()
        frames_until(app, lambda: table_scene(app) is not None, bots=(bea,), what="the table")
        assert table_scene(app).port.variant.exchange is ExchangeRule.AFTER_TRICK
        assert link.host.with_table(link.code, lambda t: t.runner.match.variant.exchange) is ExchangeRule.AFTER_TRICK
    finally:
        bea.close()


def test_a_table_without_a_turned_trump_has_no_exchange_in_its_lobby() -> None:
    no_trump = p.TableMsg(code="K7Q2XD", variant=p.variant_msg(PRESETS["briscolone"]),
                          format=p.format_msg(MATCH_FORMATS["to_121"]), seats=[], started=False, turn_limit=None,
                          hints=True)
    assert exchange_lines(no_trump) == []
    turned = msgspec.structs.replace(
        no_trump, variant=p.variant_msg(replace(PRESETS["two_players"], exchange=ExchangeRule.ON)))
    assert exchange_lines(turned)[0] == "Exchange the seven: on"


def test_each_window_sees_the_others_exchange_and_a_refusal_is_said_over_the_felt(fast) -> None:
    app = fast
    variant = PRESETS["two_players"]
    seed = chain_seed(replace(variant, exchange=ExchangeRule.ON))
    with running_host() as host:
        opened = host.open_table(TableSettings(variant, SINGLE, (p.FRIEND, p.FRIEND), seed=seed))
        ada = Bot(host.url, p.Hello(v=p.PROTOCOL_VERSION, code=opened.code, name="Ada", token=opened.token),
                  first_card_or_exchange, ready=False)
        try:
            app.nav.open(Screen.TITLE)
            lobby = joined_lobby(app, app.nav.open(Screen.JOIN_TABLE, address=f"127.0.0.1:{host.port}",
                                                   code=opened.code, name="Bea"), bots=(ada,))
            frames_until(app, lambda: lobby.table.joined and ada.table.lobby is not None, bots=(ada,),
                         what="Bea in the lobby")
            ada.table.configure("single_hand", None, True, exchange="on")   # Ada sets the rule from her lobby
            assert [line for line, _ in lobby.info_lines() if "seven" in line] == ["Exchange the seven: off"]
            frames_until(app, lambda: any(line == "Exchange the seven: on" for line, _ in lobby.info_lines()),
                         bots=(ada,), what="the rule in Bea's lobby")   # every lobby says it, and what it means
            assert any(line.startswith("On your turn you can exchange the seven of trumps") for line, _ in lobby.info_lines())
            ada.play = False   # Ada waits until Bea's window has tried an exchange out of turn
            ada.table.start(None)
            frames_until(app, lambda: table_scene(app) is not None and table_scene(app).port.token is not None,
                         bots=(ada,), what="the table")
            bea = table_scene(app)
            seen: list = []   # the events as they reach Bea's board (numbered from her seat)
            remote = bea.companion.link.table
            board_events = remote.on_events
            remote.on_events = lambda batch: (seen.extend(bea.companion.turned.events(batch)), board_events(batch))

            # Out of turn: the host refuses, and Bea's table says why in her words, over the felt.
            remote.client.send(p.Move(action="exchange", position=remote.token))
            frames_until(app, lambda: bea.notice == Banner("exchange.refused.not_your_turn", {}), bots=(ada,),
                         what="the refusal over the felt")

            ada.play = True   # Ada's seven takes the face-up trump; Bea's window shows it
            frames_until(app, lambda: any(isinstance(e, ev.TrumpExchanged) for e in seen) and bea.board.idle,
                         bots=(ada,), what="Ada's exchange on Bea's table")
            adas = next(e for e in seen if isinstance(e, ev.TrumpExchanged))
            assert adas.seat == 1 and adas.given.rank.name == "SEVEN"   # Ada, across the table from Bea
            frames_until(app, lambda: bea.port.my_turn() and bea.board.idle, bots=(ada,), what="Bea's turn")
            assert bea.port.view().trump_card == adas.given and bea.board.trump == adas.given
            seen_now = bea.port.view()   # face up before: known in Ada's hand (or played by her since)
            assert adas.taken in seen_now.known[1] or adas.taken in seen_now.played

            # Bea's two takes the seven: Ada is told, then Bea plays a card.
            assert EXCHANGE in bea.port.legal_now()
            assert bea.port.submit(EXCHANGE)
            frames_until(app, lambda: any(isinstance(e, ev.TrumpExchanged) and e.seat == 1 for e in ada.events()),
                         bots=(ada,), what="Bea's exchange at Ada's")
            beas = next(e for e in ada.events() if isinstance(e, ev.TrumpExchanged) and e.seat == 1)
            assert beas.taken == adas.given and beas.given.rank.name == "TWO"
            frames_until(app, lambda: bea.port.my_turn() and bea.board.idle, bots=(ada,), what="Bea's card next")
            assert bea.board.trump == beas.given and beas.taken in bea.port.view().hand
            assert EXCHANGE not in bea.port.legal_now()   # one exchange a turn
            assert bea.port.submit(bea.port.legal_now()[0])
            frames_until(app, lambda: any(isinstance(e, ev.CardPlayed) and e.seat == 1 for e in ada.events()),
                         bots=(ada,), what="Bea's card at Ada's")
            assert ada.table.view().trump_card == beas.given
        finally:
            ada.close()


def test_the_host_screen_opens_a_table_with_the_rule_here_and_on_a_table_server(fast) -> None:
    app = fast
    app.nav.open(Screen.TITLE)
    host_screen = app.nav.open(Screen.HOST_TABLE)
    host_screen.listen, host_screen.name = ("127.0.0.1", 0), "Ada"
    host_screen.set_exchange("after_trick")
    host_screen.open_table()
    lobby = app.stack.top
    frames_until(app, lambda: lobby.table.joined, what="the host's own seat")
    assert lobby.table.lobby.variant.exchange == "after_trick"
    assert any(b.label == "Exchange the seven: after winning a trick" for b in lobby.buttons.buttons)
    lobby.back()
    with running_host(allow_create=True) as server:   # the same choice sent in the table server's create
        app.nav.go_home()
        host_screen = app.nav.open(Screen.HOST_TABLE)
        host_screen.name = "Ada"
        host_screen.set_exchange("on")
        host_screen.set_server(f"127.0.0.1:{server.port}")
        host_screen.open_table()
        lobby = app.stack.top
        frames_until(app, lambda: lobby.table.joined, what="the table opened on the server")
        assert lobby.table.variant.exchange is ExchangeRule.ON
        assert server.with_table(lobby.link.table_code, lambda t: t.settings.variant.exchange) is ExchangeRule.ON
        lobby.back()
