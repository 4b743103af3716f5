"""No label, panel, button or card covers another where it should not.

Every table, in all four languages, at 800x600, 1280x800 and 1920x1080: the table is played to
the person's turn (the prompt shown, the first card raised by the focus, the hint and the
counting panel on) and, at follow-suit tables, to the "You must follow suit" notice after an
illegal click; each frame's rectangles are checked with ``tests/support/geometry.py``. Text is never
smaller than 14 px at 1280x800 and larger.
"""

from __future__ import annotations

import pygame
import pytest

from briscola_desktop import fonts, i18n
from briscola_desktop.rules import PRESETS

from tests.support.geometry import frame_regions, overlaps
from tests.support.table_helpers import build_table, focus_card, persons_turn, toolbar_and_choices

SIZES = [(800, 600), (1280, 800), (1920, 1080)]
LANGUAGES = ["en", "it", "fr", "nb", "es"]


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
            if table.local.match.hand.is_over or table.local.match.hand.table or len(table.local.match.hand.hands[0]) <= 1:
                break
            table.play_card(table.legal_now()[0])
            persons_turn(app, table)
        if table.local.match.hand.table and table.person_to_act():
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


def check_dialog(app, dialog, what: str) -> list[str]:
    """The dialog alone (the table beneath is dimmed and not the dialog's to keep clear of)."""
    regions = frame_regions(app, dialog.draw, dialog.group.buttons)
    outside = [r for r in regions if r.kind != "panel" and not dialog.box.contains(r.rect)]
    return [f"{what}: {a} <-> {b}" for a, b in overlaps(regions)] + [f"{what}: {r} outside the panel"
                                                                      for r in outside]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_follow_suit_notice_covers_no_card(size, lang):
    """Briscolone (follow suit): the person clicks a card the rule refuses while following."""
    i18n.set_language(lang)
    app, table = build_table("briscolone", size)
    try:
        for _ in range(40):
            persons_turn(app, table)
            legal = table.legal_now()
            refused = [c for c in table.local.match.hand.hands[0] if c not in legal]
            if refused:
                break
            table.play_card(legal[0])
        assert refused, "no position to follow suit came"
        assert not table.play_card(refused[0])
        app.frame(1 / 60)
        assert table.notice is not None and table.banner_text(table.notice) == i18n.t("table.must_follow")
        problems = check_frame(app, table, "must follow")
    finally:
        pygame.display.quit()
    assert not problems, "\n".join(problems[:40])


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_dialog_at_the_table_covers_its_own_parts(size, lang):
    """The pause menu, the last trick, a hand result with its counting cards and the match result
    with the deciding hand's detail: every label, card and button inside its panel, none on another."""
    from briscola_desktop.app.table.dialogs import LastTrickScene, PauseScene
    from briscola_desktop.app.table.results import HandResultScene, MatchResultScene
    from briscola_desktop.rules import MATCH_FORMATS, MatchFormat, MatchKind

    i18n.set_language(lang)
    problems: list[str] = []
    two_deals = MatchFormat(kind=MatchKind.DEALS, target=2)   # chiamata's match: a hand result, then the end
    for name in ("two_players", "four_teams", "chiamata"):
        fmt = two_deals if PRESETS[name].auction else MATCH_FORMATS["best_of_three"]
        app, table = build_table(name, size, fmt=fmt, hints=False, counting=False)
        try:
            seen: set[str] = set()
            for _ in range(200_000):
                top = app.stack.top
                if isinstance(top, MatchResultScene):
                    top.clock = top.duration
                    problems += check_dialog(app, top, f"{name} match result")
                    seen.add("match")
                    break
                if isinstance(top, HandResultScene):
                    top.clock = top.duration
                    if "hand" not in seen:
                        problems += check_dialog(app, top, f"{name} hand result")
                        seen.add("hand")
                    top.proceed()
                    continue
                if table.person_to_act() and table.local.match.hand.tricks and "pause" not in seen:
                    table.show_last_trick()
                    assert isinstance(app.stack.top, LastTrickScene)
                    problems += check_dialog(app, app.stack.top, f"{name} last trick")
                    app.stack.top.close()
                    table.open_pause()
                    assert isinstance(app.stack.top, PauseScene)
                    problems += check_dialog(app, app.stack.top, f"{name} pause")
                    app.stack.top.close()
                    seen.add("pause")
                if table.person_to_act():
                    table.submit(table.legal_now()[0])
                app.frame(1 / 60)
            assert seen == {"pause", "hand", "match"}, seen
        finally:
            app.stack.clear()
            pygame.display.quit()
    assert not problems, "\n".join(problems[:40])
