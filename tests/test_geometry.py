"""No label, panel, button or card covers another where it should not (issue 12, item 15).

Every table, in all four languages, at 800x600, 1280x800 and 1920x1080: the table is played to
the person's turn (the prompt shown, the first card raised by the focus, the hint and the
counting panel on) and, at follow-suit tables, to the "You must follow suit" notice after an
illegal click; each frame's rectangles are checked with ``tests/geometry.py``. Text is never
smaller than 14 px at 1280x800 and larger.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from briscola_desktop import fonts, i18n  # noqa: E402
from briscola_desktop.rules import PRESETS  # noqa: E402

from .geometry import frame_regions, overlaps  # noqa: E402
from .table_helpers import build_table, focus_card, persons_turn, toolbar_and_choices  # noqa: E402

SIZES = [(800, 600), (1280, 800), (1920, 1080)]
LANGUAGES = ["en", "it", "fr", "nb"]


@pytest.fixture(autouse=True)
def _language():
    yield
    i18n.set_language("en")


def check_frame(app, table, what: str) -> list[str]:
    def draw(surface):
        for scene in app.stack.visible():
            scene.draw(surface)
    regions = frame_regions(app, draw, toolbar_and_choices(table))
    return [f"{what}: {a} <-> {b}" for a, b in overlaps(regions)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_nothing_covers_anything_at_any_table(size, lang):
    i18n.set_language(lang)
    problems: list[str] = []
    for name in PRESETS:
        app, table = build_table(name, size)
        persons_turn(app, table)
        hand = table.board.hands[0]
        for i in sorted({0, len(hand) // 2, len(hand) - 1}):
            focus_card(app, table, i)
            problems += check_frame(app, table, f"{name} focus {i}")
        # Later, a moment with cards on the felt when the person's turn comes (others led).
        for _ in range(12):
            if table.match.hand.is_over or table.match.hand.table or len(table.match.hand.hands[0]) <= 1:
                break
            table.play_card(table.legal_now()[0])
            persons_turn(app, table)
        if table.match.hand.table and table.person_to_act():
            problems += check_frame(app, table, f"{name} cards on the felt")
        pygame.display.quit()
    assert not problems, "\n".join(problems[:40])


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_text_smaller_than_14_px_from_1280x800(size, monkeypatch):
    asked: list[tuple[int, bool]] = []
    from briscola_desktop.app import text as text_module
    real = text_module.font

    def spy(px: int, bold: bool = False):
        asked.append((px, bold))
        return real(px, bold)
    monkeypatch.setattr(text_module, "font", spy)
    for name in ("two_players", "chiamata", "six_two_teams"):
        app, table = build_table(name, size)
        persons_turn(app, table)
        app.text.clear()
        table.draw(app.screen)
        pygame.display.quit()
    drawn = {fonts.drawn_size(px, bold) for px, bold in asked}
    assert min(drawn) >= 14, f"text drawn at {sorted(drawn)} px"
