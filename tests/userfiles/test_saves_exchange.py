"""An autosave of a match played with the exchange of the seven opens again (its table is a preset
with the house rule), and the house rule does not open the door to tables the game does not offer."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from briscola_desktop.play.session import MatchSession
from briscola_desktop.rules import EXCHANGE, PRESETS, ExchangeRule, Match, SaveError, default_format
from briscola_desktop.userfiles.autosave import known_table
from briscola_desktop.userfiles.store import Store


@pytest.mark.parametrize("rule", [ExchangeRule.ON, ExchangeRule.AFTER_TRICK])
def test_a_preset_with_the_house_rule_is_a_known_table(rule: ExchangeRule) -> None:
    variant = replace(PRESETS["four_teams"], exchange=rule)
    assert known_table(variant.to_dict()) == variant
    assert known_table(PRESETS["four_teams"].to_dict()) is PRESETS["four_teams"]


def test_the_house_rule_does_not_pass_another_change() -> None:
    data = replace(PRESETS["two_players"], exchange=ExchangeRule.ON, hand_size=4).to_dict()
    with pytest.raises(SaveError):
        known_table(data)
    data = PRESETS["chiamata"].to_dict()
    data["exchange"] = "on"                          # refused by the rules core: no turned trump
    with pytest.raises(SaveError):
        known_table(data)


def test_an_autosave_with_an_exchange_resumes(tmp_path: Path) -> None:
    variant = replace(PRESETS["two_players"], exchange=ExchangeRule.ON)
    for seed in range(1, 500):
        match = Match(variant, default_format(variant), seed=seed)
        if EXCHANGE in match.hand.legal_actions():
            break
    seat = match.hand.to_act
    match.apply(EXCHANGE, seat=seat)
    match.apply(match.hand.legal_actions()[0], seat=seat)
    assert MatchSession(Store(tmp_path), match, levels=["easy"]).save()
    resumed = MatchSession.resume(Store(tmp_path))
    assert resumed is not None
    assert resumed.match.variant.exchange is ExchangeRule.ON
    assert resumed.match.hand.actions == match.hand.actions
    assert resumed.match.hand.trump_card == match.hand.trump_card
    assert [sorted(h) for h in resumed.match.hand.hands] == [sorted(h) for h in match.hand.hands]
