"""Chiamata at the table: the seat holding the called card is told, the sides' totals once the partner is
public, the choice buttons clear of the auction banner, and a deal's result naming the deal that comes next."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.app.table import hud
from briscola_desktop.app.table.called_panel import called_lines
from briscola_desktop.app.table.results import HandResultScene
from briscola_desktop.play.port import MatchStanding
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, Bid, Pass, Phase

from tests.support.table_helpers import DT, build_table

# With every computer seat playing its first legal action, Player 2 wins the auction and calls a card
# that the person holds in this deal.
PARTNER_SEED = 12


def run_until(app, table, done, *, person=lambda legal: legal[0], limit: int = 20_000) -> None:
    for _ in range(limit):
        if done():
            return
        if table.person_to_act():
            table.submit(person(table.legal_now()))
        app.frame(DT)
    raise AssertionError("the table never got there")


def passing(legal: list):
    return next((a for a in legal if isinstance(a, Pass)), legal[0])


def test_the_person_holding_the_called_card_is_told_they_are_the_secret_partner():
    i18n.set_language("en")
    app, table = build_table("chiamata", seed=PARTNER_SEED, hints=False, counting=False)
    try:
        run_until(app, table, lambda: table.board.called_card is not None and table.board.idle, person=passing)
        view = table.port.view()
        assert view.holds_called_card and view.high_bidder != view.seat
        lines = called_lines(table.port, table.board, table.words)
        assert lines[-1] == "You hold the called card: you are the caller's partner; nobody knows yet"
        # Until the card is played the sides are secret: the bar still counts seat by seat.
        assert "Caller's side" not in table.score_line()
    finally:
        pygame.display.quit()


def test_once_the_called_card_is_played_the_bar_shows_the_callers_side_against_the_others():
    i18n.set_language("en")
    app, table = build_table("chiamata", seed=PARTNER_SEED, hints=False, counting=False)
    try:
        def play_the_called_card(legal: list):
            called = table.port.view().called_card
            return called if called in legal else passing(legal)

        run_until(app, table, lambda: table.board.partner is not None and table.board.idle
                  and len(table.local.match.hand.tricks) >= 1, person=play_the_called_card)
        view = table.port.view()
        calling = view.side_of(view.high_bidder)
        assert set(calling) == {view.high_bidder, view.partner} and view.partner == 0
        ours = sum(table.board.points[s] for s in calling)
        theirs = sum(table.board.points) - ours
        line = table.score_line()
        assert f"Caller's side: {ours}" in line and f"The others: {theirs}" in line
        assert "Player 3:" not in line   # no longer seat by seat
        assert called_lines(table.port, table.board, table.words)[-1] == "Partner: You"
    finally:
        pygame.display.quit()


def test_a_caller_who_called_their_own_card_is_told_they_play_alone():
    i18n.set_language("en")
    app, table = build_table("chiamata", seed=PARTNER_SEED, hints=False, counting=False)
    try:
        run_until(app, table, lambda: table.board.called_card is not None and table.board.idle, person=passing)
        own = replace(table.port.view(), high_bidder=0, partner=0)
        port = SimpleNamespace(variant=table.port.variant, view=lambda: own)
        board = SimpleNamespace(called_card=own.called_card, caller=0, partner=None, idle=True)
        assert called_lines(port, board, table.words)[-1] == \
            "You called a card of your own: you play alone; nobody knows yet"
        other = replace(own, high_bidder=1, partner=None)   # another seat's secret stays secret
        port.view = lambda: other
        assert not other.holds_called_card
        assert called_lines(port, board, table.words)[-1] == "Partner: not known yet"
    finally:
        pygame.display.quit()


SIZES = [(800, 600), (1024, 700), (1280, 800), (1366, 768), (1600, 900), (1920, 1080)]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_the_choice_buttons_never_cover_the_auction_banner_or_the_status_line(size, language):
    """The person bids at every turn of the auction (the most buttons), wins it and calls: at each
    moment the buttons keep below the banner's panel, above the line over the hand, inside the window."""
    i18n.set_language(language)
    app, table = build_table("chiamata", size=size, seed=3, hints=False, counting=False)
    seen = set()
    try:
        def check() -> bool:
            buttons = table.buttons.buttons
            if table.person_to_act() and buttons and table.board.idle:
                phase = table.port.view().phase
                seen.add(phase)
                lay, text = table.lay, app.text
                top, bottom = hud.banner_bottom(lay, text), hud.status_top(lay, text)
                for b in buttons:
                    assert b.rect.top > top and b.rect.bottom < bottom, (phase, b.label, b.rect, top, bottom)
                    assert pygame.Rect((0, 0), size).contains(b.rect), (b.label, b.rect)
                for a in buttons:
                    assert not any(a.rect.colliderect(b.rect) for b in buttons if b is not a), a.label
                if phase is Phase.CALL:
                    return True
            return False

        def bid_low(legal: list):
            bids = [a for a in legal if isinstance(a, Bid)]
            return bids[-1] if bids else legal[0]

        run_until(app, table, check, person=bid_low)
        assert seen == {Phase.AUCTION, Phase.CALL}
        assert table.board.banner is not None   # "You win the auction" is up while the person calls
    finally:
        i18n.set_language("en")
        pygame.display.quit()


def test_a_deals_result_names_the_deal_that_comes_next():
    i18n.set_language("en")
    app, table = build_table("chiamata", seed=PARTNER_SEED, hints=False, counting=False,
                             fmt=MATCH_FORMATS["five_deals"])
    try:
        assert table.match_line().endswith("(deal 1 of 5)")   # while deal 1 is played
        run_until(app, table, lambda: isinstance(app.stack.top, HandResultScene), person=passing)
        line = app.stack.top.match_line()
        assert line.endswith("(next: deal 2 of 5)"), line
    finally:
        pygame.display.quit()


def standing(results: int, hand_index: int, deals_played: int, over: bool) -> MatchStanding:
    v = PRESETS["chiamata"]
    return MatchStanding(variant=v, format=MATCH_FORMATS["five_deals"], sides=tuple((s,) for s in range(5)),
                         hands_won=(0,) * 5, scores=(1, 2, -1, 0, 3), deals_played=deals_played,
                         hand_index=hand_index, results=(None,) * results, is_over=over,
                         winners=(4,) if over else None)


@pytest.mark.parametrize("language", ["en", "it", "fr", "nb", "es"])
def test_the_match_line_of_a_match_of_deals_in_every_language(language):
    i18n.set_language(language)
    try:
        words = SimpleNamespace(side=lambda i: f"S{i}")
        playing = hud.match_line(standing(1, 1, 1, False), words)
        between = hud.match_line(standing(2, 1, 2, False), words)
        over = hud.match_line(standing(5, 4, 5, True), words)
        assert "2" in playing and "5" in playing and playing != between
        assert "3" in between and "5" in between
        assert "6" not in over and i18n.t("table.format.five_deals") in over
        entries = i18n.t("table.separator").join(i18n.t("table.score_entry", name=f"S{i}", points=v)
                                                 for i, v in enumerate((1, 2, -1, 0, 3)))
        assert between == i18n.t("table.match_deals_next", entries=entries, deal=3, deals=5)
    finally:
        i18n.set_language("en")
