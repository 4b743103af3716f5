"""The exchange of the seven as the settings remember it: off when a settings file predates it, the
choice kept through a save, and a bad value set aside with the defaults as every other setting is."""

from __future__ import annotations

from pathlib import Path

from briscola_desktop.rules import ExchangeRule
from briscola_desktop.userfiles.settings import EXCHANGE_RULES, Settings
from briscola_desktop.userfiles.store import Store


def test_the_settings_offer_the_rules_cores_values() -> None:
    assert EXCHANGE_RULES == tuple(r.value for r in ExchangeRule)
    assert Settings().exchange == "off"


def test_the_choice_is_kept_through_a_save(tmp_path: Path) -> None:
    for value in EXCHANGE_RULES:
        assert Store(tmp_path).save_settings(Settings(exchange=value, variant="four_teams"))
        assert Store(tmp_path).load_settings().exchange == value


def test_a_settings_file_without_it_loads_with_off(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.save_settings(Settings(deck_style="french", exchange="on"))
    path = store.path("settings")
    text = path.read_text(encoding="utf-8")
    assert "exchange: 'on'\n" in text
    path.write_text(text.replace("exchange: 'on'\n", ""), encoding="utf-8")   # as an older game wrote it
    fresh = Store(tmp_path)
    loaded = fresh.load_settings()
    assert loaded.exchange == "off" and loaded.deck_style == "french"
    assert fresh.notices == []                       # nothing to tell: the file was whole
    assert [p.name for p in tmp_path.iterdir()] == ["settings.yaml"]


def test_a_bad_value_falls_back_to_off_and_keeps_the_rest(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.save_settings(Settings(deck_style="french", exchange="on"))
    path = store.path("settings")
    path.write_text(path.read_text(encoding="utf-8").replace("exchange: 'on'", "exchange: sometimes"),
                    encoding="utf-8")
    fresh = Store(tmp_path)
    loaded = fresh.load_settings()
    assert loaded.exchange == "off" and loaded.deck_style == "french"
    # Set aside as any repaired settings file is (the damaged one kept beside the repaired one).
    assert any(p.name.startswith("settings.yaml.bad-") for p in tmp_path.iterdir())
    settings, refused = Settings.read({"exchange": ["on"], "hints": True})
    assert refused == ["exchange"] and settings.exchange == "off" and settings.hints
