"""Every label fits, and nothing covers anything, on the screens beyond the menus and the table.

``tests/i18n/test_i18n_fit.py`` walks the menus and the table at 800x600; this walks the rest at
the smallest window and a large one, in all four languages: the statistics, every screen of the
score pad (with its damaged-file notice above the buttons), the last trick, every yes/no question
and every notice the game can show (alone, and all of a start-up's at once), and the hand review.

Two checks on each screen, both able to fail (see ``test_i18n_fit`` and ``tests/support/geometry``):

- a label drawn through ``TextCache.fit`` is neither cut nor squeezed below 80 % of its size;
- on a dialog and on the score pad's home, no label sits on another label or on a button it is not
  part of, and nothing leaves the panel or the window.
"""

from __future__ import annotations

from pathlib import Path
from unittest import mock

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.app.entrance import registry
from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.core.reviews import Reviews
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.screens.stats_screen import StatsScene
from briscola_desktop.app.table.dialogs import LastTrickScene
from briscola_desktop.app.ui.dialog import ConfirmScene, Dialog, NoticeScene
from briscola_desktop.audio import Audio
from briscola_desktop.userfiles.store import Store

from tests.i18n.test_i18n_fit import FitRecorder, filled_store, recorder, table  # noqa: F401 - recorder is the fixture
from tests.scorepad.test_scorepad_screens import _walk_every_pad_screen, open_pad
from tests.screens.test_app_review import QUICK, _open_ready, _slip_hand
from tests.support.geometry import frame_regions, overlaps

SIZES = [(800, 600), (1920, 1080)]
LONG_NAMES = ["Annabella", "Bartolomeo", "Chiara", "Domenico", "Elisabetta"]


def size_id(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


def notice_keys() -> list[str | tuple[str, dict[str, str]]]:
    """Every notice the game can put in a NoticeScene, with its sentence's parameters filled."""
    catalog = i18n.Localizer().catalog("en")
    keys: list[str | tuple[str, dict[str, str]]] = []
    for key in sorted(catalog):
        if key.startswith("storage.") and not key.startswith("storage.reason_") and key != "storage.ok":
            keys.append((key, {"reason": i18n.t("storage.reason_read_only")}) if "{" in catalog[key] else key)
        elif key.startswith("scorepad.notice."):
            keys.append(key)
        elif key.startswith("net.") and isinstance(catalog[key], str):
            keys.append((key, {"name": "Bartolomeo", "rule": "you must follow the suit led",
                               "message": "no such table"}))
    return keys


def questions(app: App) -> list[ConfirmScene]:
    """Every yes/no question, worded as the game words it (the longest details it can have)."""
    detail = i18n.t("menu.continue_detail", table=i18n.t("newmatch.variant.six_three_teams"), hand=12)
    return [
        ConfirmScene(app, lambda: i18n.t("confirm.abandon_question", detail=detail),
                     lambda: i18n.t("confirm.abandon"), lambda: i18n.t("confirm.keep"), on_yes=lambda: None),
        ConfirmScene(app, lambda: i18n.t("scorepad.ui.replace_question", names=", ".join(LONG_NAMES), hand=14),
                     lambda: i18n.t("scorepad.ui.replace_yes"), lambda: i18n.t("scorepad.ui.replace_no"),
                     lambda: None),
        ConfirmScene(app, lambda: i18n.t("stats.reset_question"), lambda: i18n.t("stats.reset_yes"),
                     lambda: i18n.t("stats.reset_no"), lambda: None),
    ]


def dialog_problems(app: App, dialog: Dialog, what: str) -> list[str]:
    """A dialog's labels and buttons clear of each other, inside its panel, the panel inside the window."""
    buttons = dialog.group.buttons
    regions = frame_regions(app, dialog.draw, buttons)
    window = pygame.Rect((0, 0), app.size)
    out = [f"{what}: {a} <-> {b}" for a, b in overlaps(regions)]
    out += [f"{what}: {r} outside the panel {tuple(dialog.box)}" for r in regions
            if r.kind != "panel" and not dialog.box.contains(r.rect)]
    if not window.contains(dialog.box):
        out.append(f"{what}: the panel {tuple(dialog.box)} leaves the window")
    return out


def show_dialog(app: App, rec: FitRecorder, name: str, dialog: Dialog) -> list[str]:
    rec.screen = name
    app.stack.push(dialog)
    app.draw()
    problems = dialog_problems(app, dialog, name)
    app.stack.remove(dialog)
    return problems


def walk(app: App, rec: FitRecorder, tmp_path: Path, lang: str) -> list[str]:
    problems: list[str] = []
    rec.screen = f"{lang} statistics"
    app.stack.push(StatsScene(app))
    app.draw()
    app.stack.clear()

    # Every screen of the score pad, then its home with the damaged-file notice above the buttons.
    _walk_every_pad_screen(app, tmp_path / "pad", rec)
    app.stack.clear()
    folder = tmp_path / "damaged" / "scorepad"
    folder.mkdir(parents=True)
    (folder / "autosave.yaml").write_bytes(b"\x00garbage")
    rec.screen = f"{lang} pad home with a notice"
    flow, _ = open_pad(app, tmp_path / "damaged")
    home = app.stack.top
    assert home.notices, "the damaged file was not told"
    app.draw()
    regions = frame_regions(app, home.draw, home.buttons.buttons)
    problems += [f"{lang} pad home: {a} <-> {b}" for a, b in overlaps(regions)]
    first = home.buttons.buttons[0].rect
    if home.notice_box.bottom > first.top:
        problems.append(f"{lang} pad home: the notice {tuple(home.notice_box)} runs into the first button "
                        f"{tuple(first)}")
    window = pygame.Rect((0, 0), app.size)
    problems += [f"{lang} pad home: {b.label!r} off the window" for b in home.buttons.buttons
                 if not window.contains(b.rect)]
    app.stack.clear()

    # A name field that left out a character no typeface draws says so inside its box.
    flow, _ = open_pad(app, tmp_path / "names")
    flow.open_setup()
    field = app.stack.top.name_fields[0]
    field.set("Ελένη \U0001F600")
    assert field.left_out and field.value == "Ελένη "
    rec.screen = f"{lang} pad setup with a character left out"
    app.draw()
    app.stack.clear()

    # Every question and notice.
    for i, question in enumerate(questions(app)):
        problems += show_dialog(app, rec, f"{lang} question {i + 1}", question)
    keys = notice_keys()
    for key in keys:
        problems += show_dialog(app, rec, f"{lang} notice {key if isinstance(key, str) else key[0]}",
                                NoticeScene(app, [key]))
    start_up = [k for k in keys if isinstance(k, str) and k.startswith("storage.") and
                k.endswith(("_reset", "_repaired"))]
    problems += show_dialog(app, rec, f"{lang} notices at start-up", NoticeScene(app, start_up))

    return problems


def _play_until_a_trick(app: App, variant: str):
    scene = table(app, variant)
    app.stack.push(scene)
    for _ in range(20_000):
        if scene.board.last_trick is not None and scene.board.idle and scene.person_to_act():
            return scene
        if scene.person_to_act() and scene.board.idle:
            scene.submit(scene.legal_now()[0])
        app.frame(1 / 60)
    raise AssertionError(f"{variant}: no trick was played")


@pytest.mark.parametrize("size", SIZES, ids=size_id)
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_label_fits_and_nothing_covers_anything(lang: str, size: tuple[int, int], recorder: FitRecorder,
                                                      tmp_path: Path) -> None:
    pygame.init()
    i18n.set_language(lang)
    store = filled_store(tmp_path / "user")
    settings = store.load_settings()
    settings.language = lang
    app = registry.install(App(size, settings=settings, store=store, audio=mock.Mock(spec=Audio)))
    problems = walk(app, recorder, tmp_path, lang)
    for variant in ("two_players", "chiamata"):
        recorder.screen = f"{lang} table {variant} played on"
        scene = _play_until_a_trick(app, variant)
        scene.show_last_trick()
        last = app.stack.top
        assert isinstance(last, LastTrickScene)
        recorder.screen = f"{lang} last trick {variant}"
        app.draw()
        problems += dialog_problems(app, last, f"{lang} last trick {variant}")
        app.stack.clear()
    screens = {f.screen.split(" ", 1)[1] for f in recorder.seen if " " in f.screen}
    for must in ("statistics", "pad home with a notice", "pad setup with a character left out", "question 1", "question 3", "notices at start-up",
                 "last trick two_players", "last trick chiamata"):
        assert must in screens, f"no label recorded on the {must} screen"
    assert {"pad home", "pad setup", "pad table pairs", "pad counting", "pad chiamata", "pad winner",
            "pad past games"} <= {f.screen for f in recorder.seen}
    problems += [str(p) for p in recorder.problems()]
    assert not problems, f"at {size_id(size)}:\n" + "\n".join(problems[:80])


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_every_review_label_fits_in_every_language(size: tuple[int, int], recorder: FitRecorder,
                                                   tmp_path: Path) -> None:
    pygame.init()
    app = App(size, store=Store(tmp_path))
    app.reviews = Reviews(app.store, QUICK)
    registry.install(app)
    try:
        record = _slip_hand()
        app.reviews.keep(record)
        scene = _open_ready(app, record)
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            scene.layout(size)
            for index in (0, len(scene.steps) // 2, len(scene.steps) - 1):
                recorder.screen = f"{lang} review trick {index + 1}"
                scene.go(index)
                app.frame(0.016, [])
                app.draw()
            scene.show_summary = True
            recorder.screen = f"{lang} review summary"
            scene.layout(size)
            app.draw()
            scene.show_summary = False
            recorder.screen = f"{lang} kept hands"
            hands = app.nav.open(Screen.HANDS)
            app.draw()
            app.stack.remove(hands)
    finally:
        i18n.set_language("en")
        app.reviews.close()
    assert any(f.screen.endswith("summary") for f in recorder.seen)
    assert any(f.screen.endswith("kept hands") for f in recorder.seen)
    problems = recorder.problems()
    assert not problems, f"at {size_id(size)}:\n" + "\n".join(map(str, problems[:40]))
