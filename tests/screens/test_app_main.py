"""The entry point's choices: title or table, which starts record the match, notices at a direct start."""

from __future__ import annotations

import pygame

from briscola_desktop.app.entrance import main
from briscola_desktop.app.ui.dialog import NoticeScene
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.rules import PRESETS, default_format
from briscola_desktop.userfiles.store import Store


def args(*argv: str):
    return main.build_parser().parse_args(list(argv))


def start(app: App, store: Store, *argv: str) -> TableScene:
    a = args(*argv)
    variant = PRESETS[a.variant or "two_players"]
    table = main.start_table(app, a, store.load_settings(), store, variant, default_format(variant))
    table.config.threaded = False
    return table


def test_no_table_option_starts_at_the_title_any_table_option_at_the_table() -> None:
    assert not main.wants_table(args())
    assert not main.wants_table(args("--lang", "it", "--deck", "french", "--size", "800x600"))
    for extra in (["--variant", "chiamata"], ["--format", "best_of_three"], ["--seed", "0"],
                  ["--level", "hard"], ["--autoplay"]):
        assert main.wants_table(args(*extra)), extra


def test_a_direct_start_autosaves_and_an_autoplay_demo_does_not(app: App, store: Store) -> None:
    table = start(app, store, "--variant", "four_teams", "--seed", "3", "--level", "easy,hard")
    assert table.local.session is not None and table.local.session.levels == ["easy", "hard", "easy"]
    assert store.load_autosave() is not None  # saved from the first deal on
    app.stack.clear()
    store.clear_autosave()
    demo = start(app, store, "--variant", "two_players", "--autoplay")
    assert demo.local.session is None and store.load_autosave() is None


def test_a_direct_start_shows_the_storage_notices_once(app: App, store: Store) -> None:
    store.path("statistics").parent.mkdir(parents=True, exist_ok=True)
    store.path("statistics").write_text("not: [valid")
    store.load_stats()
    table = start(app, store, "--seed", "4")
    notice = app.stack.top
    assert isinstance(notice, NoticeScene) and notice.keys == ["storage.stats_reset"]
    assert store.notices == []
    app.draw()
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")])
    assert app.stack.top is table
