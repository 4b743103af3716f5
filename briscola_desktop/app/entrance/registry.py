"""The app's screens by name: the one module that knows every screen, wired once at start.

``install(app)`` registers a factory for each :class:`~.nav.Screen` and the function that
puts a table up for a :class:`~.nav.MatchRequest`. The entry point (``main``), the tools
under ``devtools`` and the tests call it; the screens themselves only ask ``app.nav``.
"""

from __future__ import annotations

from typing import Any

import pygame

from briscola_desktop.review import HandRecord

from ..screens.new_match_screen import NewMatchScene
from ..screens.title_screen import TitleScene
from ..core.nav import MatchRequest, Screen
from ..review.hands import HandsScene
from ..review.scene import ReviewScene
from ..screens.rules_screen import RulesScene
from ..core.reviews import Reviews
from ..core.scene import App
from ..core.wording import TableWords
from ..scorepad import score_pad_home
from ..screens.settings_screen import SettingsScene
from ..screens.stats_screen import StatsScene
from briscola_desktop.play.runner import TableConfig
from ..table.scene import TableScene
from ..friends.handoff import LINK_EVENT, dropped, open_link
from ..friends.host_screen import HostScene
from ..friends.join_screen import JoinScene
from ..friends.lobby_screen import LobbyScene
from ..friends.menu_screen import FriendsScene
from ..friends.companion import friends_table
from ..friends.words import FriendsWords
from ..ui.dialog import NoticeScene


def review_scene(app: App, reviews: Reviews, record: HandRecord, words: TableWords | None = None,
                 **options: Any) -> ReviewScene:
    """A hand's review. Opened from the list of kept hands it names the seats of a hand played with friends
    as that table did (its words are given when the hand's result opens it)."""
    if words is None:
        names, numbers = reviews.seat_names(record)
        if names:
            words = FriendsWords(record.variant.players, record.variant.sides, app.cards.style, names=names,
                                 host_seats=numbers)
    return ReviewScene(app, reviews, record, words=words, **options)


def table_for(app: App, request: MatchRequest) -> TableScene:
    """The table for a match chosen on the new-match screen or resumed with Continue.

    It autosaves after every trick and counts the match once; the animation speed, hints
    and the counting panel come from the settings.
    """
    settings = app.settings
    config = TableConfig(variant=request.variant, fmt=request.fmt, seed=request.seed, levels=request.levels,
                         speed=settings.animation_speed, hints=settings.hints,
                         counting=settings.counting_panel, record=True, keep_hand=app.reviews.keep)
    return TableScene(app, config, session=request.session)


def install(app: App) -> App:
    """Register every screen and the way to a match on ``app.nav``; returns ``app``."""
    nav = app.nav
    nav.register(Screen.TITLE, TitleScene)
    nav.register(Screen.NEW_MATCH, NewMatchScene)
    nav.register(Screen.SETTINGS, SettingsScene)
    nav.register(Screen.RULES, RulesScene)
    nav.register(Screen.STATISTICS, StatsScene)
    reviews = app.reviews
    nav.register(Screen.REVIEW, lambda app, **options: review_scene(app, reviews, **options))
    nav.register(Screen.HANDS, lambda app: HandsScene(app, reviews))
    nav.register(Screen.NOTICE, NoticeScene)
    nav.register(Screen.SCORE_PAD, score_pad_home)
    nav.register(Screen.FRIENDS, FriendsScene)
    nav.register(Screen.HOST_TABLE, HostScene)
    nav.register(Screen.JOIN_TABLE, JoinScene)
    nav.register(Screen.LOBBY, LobbyScene)
    nav.register(Screen.FRIENDS_TABLE, friends_table)
    nav.match_starter = table_for
    # An invitation link clicked while the game runs (handed over by a second copy): Join, filled in (or
    # with why the link cannot be used).
    app.event_handlers[LINK_EVENT] = lambda event: open_link(app, event.address, event.code,
                                                             getattr(event, "problem", ""))
    app.event_handlers[pygame.DROPFILE] = lambda event: dropped(app, event)   # macOS hands a clicked link so
    return app


__all__ = ["install", "table_for"]
