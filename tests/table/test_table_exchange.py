"""The exchange of the seven at the table: the face-up trump taken by a click or X, a refusal said in
the person's language, a computer's exchange animated from its seat, the hint on the face-up card, a
resumed match that had exchanges, and every new line fitting the window in every language."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.table import hud
from briscola_desktop.app.table.board import Spot
from briscola_desktop.app.table.board.sprites import TRUMP_PLACE
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.play.seats import FirstLegal
from briscola_desktop.app.core.wording import TableWords
from briscola_desktop.app.table.board import Banner
from briscola_desktop.rules import EXCHANGE, PRESETS, ExchangeRule, Match, card_from_key, default_format

from tests.support.realtime import step_until

DT = 1 / 60
ON = replace(PRESETS["two_players"], exchange=ExchangeRule.ON)


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def click(pos) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


class Exchanger:
    """A computer seat that takes the face-up trump whenever it may, else plays its first legal card."""

    def choose(self, view):
        legal = view.legal_actions()
        return EXCHANGE if EXCHANGE in legal else legal[0]


def first_seed(variant, seat: int, legal: bool) -> int:
    """A deal where ``seat``'s first turn (after the others' first cards, whichever they are) allows the
    exchange (or refuses it)."""
    for seed in range(1, 2000):
        hand = Match(variant, default_format(variant), seed=seed).hand
        while hand.to_act != seat and not hand.table[seat:]:
            hand.apply(hand.hands[hand.to_act][0])
        if hand.to_act == seat and (EXCHANGE in hand.legal_actions()) == legal:
            return seed
    raise AssertionError("no such deal")


@pytest.fixture(autouse=True)
def english():
    yield
    i18n.set_language("en")


@pytest.fixture
def make_table(monkeypatch):
    made = []

    def build(seed: int, variant=ON, player=FirstLegal, size=(1024, 700), match=None, speed="fast",
              hints=False) -> tuple[App, TableScene]:
        monkeypatch.setattr("briscola_desktop.play.runner.make_seat_player", lambda level, s: player())
        pygame.init()
        app = App(size)
        config = TableConfig(variant=variant, seed=seed, speed=speed, threaded=False, hints=hints)
        table = TableScene(app, config, match=match)
        app.stack.push(table)
        made.append(app)
        return app, table

    yield build
    pygame.display.quit()


def persons_turn(table: TableScene):
    return lambda: table.person_to_act()


def trump_spot(table: TableScene) -> tuple[int, int]:
    rect = table.board.trump_rect()
    assert rect is not None, "the face-up trump is not lying at rest under the stock"
    return rect.center


def board_agrees(table: TableScene) -> None:
    """What the felt shows is what the rules core holds: the face-up card and every hand."""
    hand = table.local.match.hand
    assert table.board.trump == hand.trump_card
    for seat in range(hand.variant.players):
        assert sorted(table.board.hands[seat]) == sorted(hand.hands[seat])
    sprite = table.board.sprites[int(hand.trump_card)]
    assert sprite.place == TRUMP_PLACE and sprite.face_up and sprite.motion is None


def test_a_click_on_the_face_up_trump_exchanges_it_and_the_cards_change_places(make_table):
    app, table = make_table(first_seed(ON, 0, legal=True))
    step_until(app, persons_turn(table), DT)
    hand = table.local.match.hand
    taken = hand.trump_card
    assert EXCHANGE in table.legal_now()
    # Offered: the card is outlined, tagged, and the line over the hand says the key.
    assert table.hud.decor.trump_offered
    assert table.hud.exchange_tag == "Exchange (X)"
    assert table.hud.status == "Your turn: play a card or exchange (X)"
    app.frame(DT, click(trump_spot(table)))
    given = hand.trump_card
    assert hand.actions[-1] == EXCHANGE and given != taken
    assert given.suit == taken.suit
    # Animated: the seven slides crosswise under the stock, the taken card into the hand, face up.
    moving = table.board.sprites[int(given)]
    assert moving.place == TRUMP_PLACE and moving.motion is not None
    arriving = table.board.sprites[int(taken)]
    assert arriving.place.spot is Spot.HAND and arriving.face_up and arriving.motion is not None
    assert table.notice is not None and table.notice.key == "exchange.table.done_you"
    step_until(app, lambda: table.board.idle, DT)
    board_agrees(table)
    assert taken in table.board.hands[0] and given not in table.board.hands[0]
    # The same seat still plays, and one exchange a turn: no tag now.
    assert table.person_to_act() and EXCHANGE not in table.legal_now()
    app.frame(DT)
    assert not table.hud.decor.trump_offered and table.hud.exchange_tag is None
    assert table.local.illegal_attempts == 0


def test_x_exchanges_too(make_table):
    app, table = make_table(first_seed(ON, 0, legal=True))
    step_until(app, persons_turn(table), DT)
    taken = table.local.match.hand.trump_card
    app.frame(DT, [key(pygame.K_x)])
    assert table.local.match.hand.actions == [EXCHANGE]
    step_until(app, lambda: table.board.idle, DT)
    board_agrees(table)
    assert taken in table.board.hands[0]
    # The person's own exchange is said over the hand, with both cards named.
    assert table.hud.status == f"You exchange {i18n.card_in_sentence(table.local.match.hand.trump_card, 'italian')} " \
                               f"for {i18n.card_in_sentence(taken, 'italian')}"


def test_a_refused_click_says_why_in_the_persons_language(make_table):
    i18n.set_language("it")
    app, table = make_table(first_seed(ON, 0, legal=False))
    step_until(app, persons_turn(table), DT)
    why = table.local.match.hand.exchange_refusal(0).why
    assert why in ("no_seven", "no_two", "two_face_up")
    assert not table.hud.decor.trump_offered and table.hud.exchange_tag is None
    app.frame(DT, click(trump_spot(table)))
    assert table.local.match.hand.actions == []            # nothing changed
    assert table.notice is not None and table.notice.key == f"exchange.refused.{why}"
    assert table.hud.status == i18n.t(f"exchange.refused.{why}")
    assert "briscola" in table.hud.status                   # said in Italian
    # X says the same.
    table.notice = None
    app.frame(DT, [key(pygame.K_x)])
    assert table.notice is not None and table.notice.key == f"exchange.refused.{why}"
    assert table.local.illegal_attempts == 0


def test_a_table_without_the_house_rule_ignores_a_click_on_its_face_up_trump(make_table):
    app, table = make_table(first_seed(ON, 0, legal=True), variant=PRESETS["two_players"])
    step_until(app, persons_turn(table), DT)
    app.frame(DT, click(trump_spot(table)) + [key(pygame.K_x)])
    assert table.local.match.hand.actions == [] and table.notice is None
    assert table.hud.exchange_tag is None


def test_a_computers_exchange_is_animated_from_its_seat_and_said(make_table):
    app, table = make_table(first_seed(ON, 1, legal=True), player=Exchanger)
    hand = table.local.match.hand
    taken = hand.trump_card
    step_until(app, persons_turn(table), DT)
    app.frame(DT, [key(pygame.K_1)])
    step_until(app, lambda: EXCHANGE in hand.actions, DT)
    given = hand.trump_card
    board = table.board
    # The animation runs: the seven from the computer's hand to the stock, the taken card to its hand.
    step_until(app, lambda: board.sprites.get(int(given)) is not None
               and board.sprites[int(given)].place == TRUMP_PLACE, DT)
    assert board.sprites[int(given)].motion is not None
    assert board.sprites[int(taken)].place.spot is Spot.HAND and board.sprites[int(taken)].place.seat == 1
    assert board.sprites[int(taken)].face_up      # everyone saw it: it stays face up in that hand
    words = table.words
    expected = f"The computer exchanges {words.card_in_sentence(given)} for {words.card_in_sentence(taken)}"
    app.frame(DT)
    assert table.hud.banner == expected
    step_until(app, lambda: board.idle and hand.to_act == 0, DT)
    board_agrees(table)
    assert table.board.banner is None


def test_a_hint_to_exchange_rings_the_face_up_card(make_table, monkeypatch):
    app, table = make_table(first_seed(ON, 0, legal=True), hints=True)
    step_until(app, persons_turn(table), DT)
    monkeypatch.setattr(table.port, "current_hint", lambda: (EXCHANGE, "hint.why", {}))
    decor = table.input.decor(True)
    assert decor.trump_hinted and decor.trump_offered and decor.hinted is None
    monkeypatch.setattr(table.port, "current_hint", lambda: (table.board.hands[0][0], "hint.why", {}))
    assert not table.input.decor(True).trump_hinted


def test_the_rings_on_the_face_up_card_are_drawn(make_table, monkeypatch):
    app, table = make_table(first_seed(ON, 0, legal=True))
    step_until(app, persons_turn(table), DT)
    rect = table.board.trump_rect()
    probe = (rect.right + 2, rect.centery)   # just outside the card's far end: only a ring reaches it
    app.draw()
    offered = tuple(app.screen.get_at(probe))[:3]
    table.hud = replace(table.hud, decor=replace(table.hud.decor, trump_offered=False), exchange_tag=None)
    table.draw(app.screen)
    plain = tuple(app.screen.get_at(probe))[:3]
    assert offered != plain


def test_a_resumed_match_with_exchanges_shows_the_face_up_card_and_hands_right(make_table):
    seed = first_seed(ON, 0, legal=True)
    match = Match(ON, default_format(ON), seed=seed)
    turned = match.hand.trump_card
    match.apply(EXCHANGE, seat=0)
    match.apply(next(c for c in match.hand.legal_actions() if c != turned), seat=0)
    # Through a save and back, as the autosave keeps it.
    resumed = Match.from_dict(match.to_dict())
    assert resumed.hand.actions[0] == EXCHANGE
    app, table = make_table(seed, match=resumed)
    app.frame(DT)
    step_until(app, lambda: table.board.idle, DT)
    board_agrees(table)
    assert table.board.trump != turned and turned in table.board.hands[0]


def test_an_old_save_without_the_rule_still_opens(make_table):
    match = Match(PRESETS["two_players"], default_format(PRESETS["two_players"]), seed=3)
    data = match.to_dict()
    assert "exchange" not in repr(data)
    app, table = make_table(3, variant=PRESETS["two_players"], match=Match.from_dict(data))
    app.frame(DT)
    step_until(app, lambda: table.board.idle, DT)
    board_agrees(table)


def test_the_banner_names_both_cards_in_every_language():
    given, taken = card_from_key("coins_seven"), card_from_key("coins_ace")
    words = TableWords(2, ((0,), (1,)), "italian")
    expect = {"en": "The computer exchanges the seven of coins for the ace of coins",
              "it": "Il computer cambia il sette di denari con l'asso di denari",
              "fr": "L'ordinateur échange le sept de deniers contre l'as de deniers",
              "nb": "Datamaskinen byttet sju i mynter mot ess i mynter"}
    for lang, sentence in expect.items():
        i18n.set_language(lang)
        assert hud.said(words, Banner("exchange.table.done", {"seat": 1, "card": taken, "given": given})) == sentence


def test_an_autosaved_match_with_an_exchange_resumes_at_the_table(make_table, tmp_path):
    """The autosave written after a trick keeps the exchange among the hand's actions; Continue replays it."""
    from briscola_desktop.play.session import MatchSession
    from briscola_desktop.userfiles.store import Store

    seed = first_seed(ON, 0, legal=True)
    app, table = make_table(seed)
    store = Store(tmp_path)
    step_until(app, persons_turn(table), DT)
    app.frame(DT, [key(pygame.K_x)])                 # the exchange
    step_until(app, persons_turn(table), DT)
    app.frame(DT, [key(pygame.K_1)])                 # then a card; the computer answers
    match = table.local.match
    step_until(app, lambda: len(match.hand.tricks) == 1 and table.board.idle, DT)
    MatchSession(store, match, levels=["easy"]).save()
    resumed = MatchSession.resume(Store(tmp_path))
    assert resumed is not None and resumed.match.hand.actions[0] == EXCHANGE
    assert resumed.match.hand.trump_card == match.hand.trump_card
    app2, table2 = make_table(seed, match=resumed.match)
    app2.frame(DT)
    step_until(app2, lambda: table2.board.idle, DT)
    board_agrees(table2)
