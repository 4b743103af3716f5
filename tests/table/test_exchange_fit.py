"""The exchange of the seven's lines fit the table at the smallest window (800x600) and a large one
(1920x1080), in every language: the tag on the face-up trump, the line over the hand that says the
key, what an exchange did (the person's and a computer's) and every refusal. The walk of
tests/i18n/test_i18n_fit.py sees the table only where no exchange is offered; this one stands the
table where the person may take the face-up trump and says each sentence there."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.screens.new_match_screen import NewMatchScene
from briscola_desktop.app.table.board import Banner
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.rules import EXCHANGE, PRESETS, ExchangeRule, Match, card_from_key, default_format

from tests.i18n.test_i18n_fit import FitRecorder, recorder  # noqa: F401 - recorder is the fixture
from tests.support.realtime import step_until

DT = 1 / 60
WHYS = ("not_played", "not_now", "not_your_turn", "stock_empty", "already_exchanged", "two_face_up", "no_seven",
        "no_two", "no_trick_yet")


def offered_seed(variant) -> int:
    for seed in range(1, 2000):
        hand = Match(variant, default_format(variant), seed=seed).hand
        if hand.to_act == 0 and EXCHANGE in hand.legal_actions():
            return seed
    raise AssertionError("no deal offers the exchange at once")


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("variant_name", ["two_players", "four_teams"])
def test_the_exchange_lines_fit(lang: str, size: tuple[int, int], variant_name: str, recorder: FitRecorder,
                                tmp_path) -> None:
    pygame.init()
    i18n.set_language(lang)
    app = install(App(size))
    variant = replace(PRESETS[variant_name], exchange=ExchangeRule.ON)
    config = TableConfig(variant=variant, seed=offered_seed(variant), speed="instant", threaded=False, hints=True,
                         counting=True)
    table = TableScene(app, config)
    recorder.screen = f"{lang} {size} {variant_name} exchange offered"
    app.stack.push(table)
    step_until(app, table.person_to_act, DT)
    table.show_hint = False   # the line over the hand says the key (the Hint and Count buttons stay)
    app.frame(DT)
    app.draw()
    assert table.hud.exchange_tag == i18n.t("exchange.table.tag")
    assert table.hud.status == i18n.t("exchange.table.your_turn")
    drawn = {f.text for f in recorder.seen}
    assert i18n.t("exchange.table.tag") in drawn
    given, taken = card_from_key("coins_seven"), card_from_key("coins_ace")
    # What an exchange did, over the felt (another seat) and over the hand (the person's).
    for seat in range(1, variant.players):
        table.board.banner = Banner("exchange.table.done", {"seat": seat, "card": taken, "given": given})
        recorder.screen = f"{lang} {size} {variant_name} exchange by seat {seat}"
        table.refresh_hud()
        app.draw()
    table.board.banner = None
    for key in ["exchange.table.done_you", *(f"exchange.refused.{why}" for why in WHYS)]:
        table.notice = Banner(key, {"card": taken, "given": given} if key.endswith("done_you") else {})
        recorder.screen = f"{lang} {size} {variant_name} {key}"
        table.refresh_hud()
        app.draw()
    problems = recorder.problems()
    assert not problems, "exchange lines that do not fit:\n" + "\n".join(map(str, problems))


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_new_match_row_fits_at_800x600(lang: str, recorder: FitRecorder) -> None:
    pygame.init()
    i18n.set_language(lang)
    app = install(App((800, 600)))
    scene = NewMatchScene(app)
    for value in ("off", "on", "after_trick"):
        scene.set_exchange(value)
        scene.build()
        recorder.screen = f"{lang} new match exchange {value}"
        app.stack.push(scene)
        app.draw()
        app.stack.clear()
    drawn = {f.text for f in recorder.seen}
    assert i18n.t("exchange.option") in drawn
    problems = recorder.problems()
    assert not problems, "new-match labels that do not fit:\n" + "\n".join(map(str, problems))


def test_a_banner_is_drawn_over_the_counting_panel(monkeypatch: pytest.MonkeyPatch) -> None:
    """At 800x600 a computer's exchange line reaches the counting panel: the panel must not hide it."""
    from briscola_desktop.app.table import hud

    pygame.init()
    i18n.set_language("en")
    app = install(App((800, 600)))
    variant = replace(PRESETS["two_players"], exchange=ExchangeRule.ON)
    table = TableScene(app, TableConfig(variant=variant, seed=offered_seed(variant), speed="instant",
                                        threaded=False, hints=True, counting=True))
    app.stack.push(table)
    step_until(app, table.person_to_act, DT)
    table.board.banner = Banner("exchange.table.done", {"seat": 1, "card": card_from_key("coins_ace"),
                                                         "given": card_from_key("coins_seven")})
    table.refresh_hud()
    order: list[str] = []
    for name in ("draw_counting", "draw_banner"):
        real = getattr(hud, name)
        monkeypatch.setattr(hud, name, lambda *a, _real=real, _name=name, **k: (order.append(_name), _real(*a, **k))[1])
    app.draw()
    assert order == ["draw_counting", "draw_banner"]
