"""The review screens with the SDL dummy driver: navigation, the summary, the Review button, the last hands."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from briscola_desktop import i18n
from briscola_desktop.app.entrance import registry
from briscola_desktop.app.core.nav import Screen
from briscola_desktop.app.core.reviews import Reviews
from briscola_desktop.app.core.scene import App
from briscola_desktop.play.seats import FirstLegal
from briscola_desktop.app.table.results import HandDetail, HandResultScene
from briscola_desktop.app.table.hand_order import sorted_hand
from briscola_desktop.app.review.view import summary_lines
from briscola_desktop.play.runner import MatchRunner, TableConfig
from briscola_desktop.app.core.wording import TableWords
from briscola_desktop.review import PERSON, Depth, HandRecord, HandReview, Verdict
from briscola_desktop.rules import MATCH_FORMATS, POINTS, PRESETS, HandState, Rank, beats, preset
from briscola_desktop.rules.cards import SUIT_INDEX, STRENGTH
from briscola_desktop.userfiles.store import Store

from tests.support.geometry import frame_regions, overlaps

QUICK = Depth.fixed(40)


def _slip_hand(seed: int = 15) -> HandRecord:
    """A two-seat hand with at least one clear mistake: an ace thrown on a trick that cannot be won."""
    state = HandState(preset("two_players"), seed=seed)
    while not state.is_over:
        legal = state.legal_actions()
        trump = state.trump_suit
        if state.to_act == 1:
            c = max(legal, key=lambda c: (SUIT_INDEX[c] == trump, STRENGTH[c], int(c)))
        else:
            c = min(legal, key=lambda c: (POINTS[c], SUIT_INDEX[c] == trump, STRENGTH[c], int(c)))
            if state.table and not any(beats(x, state.table[0][1], trump) for x in legal):
                aces = [x for x in legal if x.rank == Rank.ACE and SUIT_INDEX[x] != trump]
                c = aces[0] if aces else c
        state.apply(c)
    return HandRecord.from_state(state)


def _key(app: App, key: int) -> None:
    app.frame(0.016, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")])


def _click(app: App, pos) -> None:
    app.frame(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


@pytest.fixture()
def app(tmp_path: Path):
    app = App((1280, 800), store=Store(tmp_path))
    app.reviews = Reviews(app.store, QUICK)
    registry.install(app)
    yield app
    app.reviews.close()


def _open_ready(app: App, record: HandRecord):
    scene = app.nav.open(Screen.REVIEW, record=record)
    deadline = time.time() + 120
    while scene.review is None and time.time() < deadline:
        app.frame(0.016, [])
        time.sleep(0.02)
    assert scene.review is not None, app.reviews.failed(record)
    return scene


def test_the_review_steps_through_the_tricks_by_keyboard_and_mouse(app: App):
    scene = _open_ready(app, _slip_hand())
    assert len(scene.steps) == 20 and scene.index == 0
    _key(app, pygame.K_RIGHT)
    assert scene.index == 1
    _key(app, pygame.K_END)
    assert scene.index == 19
    _key(app, pygame.K_RIGHT)
    assert scene.index == 19
    _key(app, pygame.K_HOME)
    assert scene.index == 0
    _click(app, scene.strip[7].center)
    assert scene.index == 7
    _key(app, pygame.K_a)
    assert scene.show_all
    _click(app, scene.buttons.buttons[0].rect.center)   # "<"
    assert scene.index == 6


def test_a_mistake_is_marked_and_the_summary_jumps_to_the_costliest_moment(app: App):
    scene = _open_ready(app, _slip_hand())
    worst = scene.review.costliest(1)[0]
    assert worst.verdict is Verdict.BLUNDER
    _key(app, pygame.K_s)
    assert scene.show_summary and scene.summary_buttons.buttons
    _click(app, scene.summary_buttons.buttons[0].rect.center)
    assert not scene.show_summary and scene.index == worst.trick
    assert scene.steps[scene.index].decision is worst
    _key(app, pygame.K_ESCAPE)
    assert app.stack.top is not scene


def test_the_persons_hand_is_shown_in_the_order_the_table_shows_it(app: App):
    """Sorted as the table sorts it (``app/table/hand_order.py``) with "Sort my cards" on; as dealt with it off."""
    scene = app.nav.open(Screen.REVIEW, record=_slip_hand())
    reordered = 0
    for sort in (True, False):
        app.settings.sort_hand = sort
        for index in range(len(scene.steps)):
            scene.go(index)
            app.frame(0.016, [])
            step = scene.steps[index]
            dealt = list(step.hands[PERSON])
            table = sorted_hand(dealt, step.trump_suit) if sort else dealt
            assert [h.card for h in scene.model.hand] == table
            reordered += table != dealt
    assert reordered > 5


def test_the_screen_draws_while_the_analysis_runs_and_when_it_is_done(app: App):
    record = _slip_hand(20)
    scene = app.nav.open(Screen.REVIEW, record=record)
    assert scene.review is None and scene.animating
    app.frame(0.016, [])            # the analysing state draws
    while scene.review is None:
        app.frame(0.016, [])
        time.sleep(0.02)
    for i in range(len(scene.steps)):
        scene.go(i)
        app.frame(0.016, [])
    assert not scene.animating
    # The analysis is cached with the kept hand: a second review opens at once.
    app.reviews.history.add(record)
    app.reviews.poll()
    fresh = Reviews(app.store, QUICK)
    fresh.history.set_analysis(record, scene.review.cache())
    assert fresh.review(record) is None   # not started: nothing asked for it yet
    fresh.start(record)
    assert fresh.review(record) is not None and not fresh.jobs


def test_the_hand_result_offers_the_review(app: App):
    record = _slip_hand()
    final = record.replay()
    opened = []
    detail = HandDetail(app, final.result, TableWords(2, ((0,), (1,))))
    dialog = HandResultScene(app, detail, lambda: "", duration_factor=0.0,
                             auto_pause=None, on_done=lambda: None, on_review=lambda: opened.append(True))
    app.stack.push(dialog)
    app.frame(0.016, [])
    labels = [b.label for b in dialog.group.buttons]
    assert labels[-1] == "Review"
    dialog.group.buttons[-1].press()
    assert opened == [True]


def test_every_finished_hand_is_kept_for_review_by_the_runner():
    kept: list[HandRecord] = []
    config = TableConfig(variant=PRESETS["two_players"], fmt=MATCH_FORMATS["best_of_three"], seed=3,
                         threaded=False, keep_hand=kept.append)
    runner = MatchRunner(config, make_player=lambda level, seed: FirstLegal())
    runner.new_match(3)
    hands = 0
    for _ in range(10_000):
        if runner.match.hand.is_over:
            record = runner.hand_finished()
            hands += 1
            assert kept[-1] == record and record.replay().points == runner.match.hand.points
            if runner.next_deal() is None:
                break
            continue
        if not runner.play_computers(1.0, 0.0):
            assert runner.submit(runner.legal_now()[0], 0)
    assert len(kept) == hands >= 2


def test_the_statistics_screen_opens_the_last_hands_and_one_of_them(app: App):
    record = _slip_hand()
    app.reviews.history.add(record)
    stats = app.nav.open(Screen.STATISTICS)
    button = next(b for b in stats.buttons.buttons if b.label == "Recent hands")
    button.press()
    hands = app.stack.top
    assert [h.record for h in hands.hands] == [record]
    app.frame(0.016, [])
    assert [b.focused for b in hands.buttons.buttons] == [True, False]   # one focus: the hand, then Back
    hands.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
    assert [b.focused for b in hands.buttons.buttons] == [False, True]   # the keys reach Back too
    _click(app, hands.buttons.buttons[0].rect.center)
    assert app.stack.top.record == record


def test_analyses_run_one_at_a_time_and_the_one_looked_at_goes_first(tmp_path: Path):
    reviews = Reviews(Store(tmp_path), Depth.fixed(10))
    a, b, c = _slip_hand(15), _slip_hand(20), _slip_hand(24)
    try:
        reviews.keep(a)
        reviews.keep(b)
        reviews.start(c, first=True)
        assert list(reviews.jobs) == [a] and reviews.waiting == [c, b]
        assert reviews.progress(c) == (0, 0)
        deadline = time.time() + 120
        while (reviews.jobs or reviews.waiting) and time.time() < deadline:
            reviews.poll()
            assert sum(job.running for job in reviews.jobs.values()) <= 1
            time.sleep(0.05)
        assert all(reviews.review(r) is not None for r in (a, b, c))
        assert {k.record for k in reviews.kept()} == {a, b}   # kept hands only; c was only looked at
        assert all(k.cache is not None for k in reviews.kept())
    finally:
        reviews.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_on_the_review_screen_covers_anything_in_any_language(tmp_path: Path, size):
    """Labels, cards and buttons of the review keep clear of each other (``tests/support/geometry.py``), at the
    first, a middle and the last trick, in all four languages (the French stock count once ran into
    the trick's cards at 800x600)."""
    pygame.init()
    app = App(size, store=Store(tmp_path))
    app.reviews = Reviews(app.store, QUICK)
    registry.install(app)
    problems = []
    try:
        scene = _open_ready(app, _slip_hand())
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            scene.layout(size)
            for index in (0, len(scene.steps) // 2, len(scene.steps) - 1):
                scene.go(index)
                app.frame(0.016, [])
                regions = frame_regions(app, scene.draw, scene.buttons.buttons)
                problems += [f"{lang} trick {index + 1}: {a} <-> {b}" for a, b in overlaps(regions)]
    finally:
        i18n.set_language("en")
        app.reviews.close()
        pygame.display.quit()
    assert not problems, "\n".join(problems[:20])


class _FakeReview:
    """The intents the review's input may call, recorded."""

    def __init__(self, analysed: bool) -> None:
        from briscola_desktop.app.ui.widgets import ButtonGroup

        self.index, self.show_summary, self.analysed, self.last = 4, False, analysed, 19
        self.buttons, self.summary_buttons = ButtonGroup(), ButtonGroup()
        self.calls: list[tuple] = []

    def go(self, index: int) -> None:
        self.calls.append(("go", index))

    def toggle_all(self) -> None:
        self.calls.append(("all",))

    def toggle_summary(self) -> None:
        self.calls.append(("summary",))
        self.show_summary = not self.show_summary

    def trick_at(self, pos):
        return 7 if pos == (70, 700) else None


def test_the_reviews_keys_and_clicks_become_intents() -> None:
    from briscola_desktop.app.review.input import ReviewInput

    waiting, ready = _FakeReview(analysed=False), _FakeReview(analysed=True)
    for fake in (waiting, ready):
        seen = ReviewInput(fake)
        for k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END, pygame.K_a, pygame.K_s):
            seen.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
        seen.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(70, 700)))
        seen.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    moves = [("go", 3), ("go", 5), ("go", 0), ("go", 19), ("all",)]
    assert waiting.calls == moves + [("go", 7), ("go", 3)]           # no summary before the analysis
    assert ready.calls == moves + [("summary",)]                     # the summary then takes the keys and clicks


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_line_of_the_summary_starts_with_a_capital_letter(code):
    i18n.set_language(code)
    try:
        lines = [line.words for line in summary_lines(HandReview(_slip_hand(), PERSON, (), 0))]
    finally:
        i18n.set_language("en")
    assert len(lines) >= 4 and all(w[0].isupper() for w in lines), lines
