"""The statistics list the levels in the order of their strength, not of their names."""

from briscola_desktop.app.screens.stats_screen import level_order
from briscola_desktop.play.session import MIXED_LEVEL


def test_levels_are_listed_easy_medium_hard_then_mixed() -> None:
    assert sorted(["hard", MIXED_LEVEL, "easy", "medium"], key=level_order) == ["easy", "medium", "hard", MIXED_LEVEL]
