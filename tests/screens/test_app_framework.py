"""The scene framework, the animation timeline and the table layout (no game played here)."""

from __future__ import annotations

import pygame
import pytest

from briscola_desktop.app.table.anim import Step, Timeline, ease_in_out, ease_out_cubic
from briscola_desktop.app.table.layout import table_layout
from briscola_desktop.app.core.scene import App, Scene, SceneStack
from briscola_desktop.app.text import TextCache
from briscola_desktop.rules import PRESETS


class Recorder(Scene):
    def __init__(self, app, name, log, opaque=True):
        super().__init__(app)
        self.name, self.log, self.opaque = name, log, opaque
        self.updates = 0

    def enter(self):
        self.log.append(f"enter {self.name}")

    def leave(self):
        self.log.append(f"leave {self.name}")

    def resume(self):
        self.log.append(f"resume {self.name}")

    def handle(self, event):
        self.log.append(f"event {self.name}")

    def update(self, dt):
        self.updates += 1

    def draw(self, surface):
        self.log.append(f"draw {self.name}")


@pytest.fixture
def app():
    pygame.init()
    a = App((800, 600))
    yield a
    pygame.display.quit()


def test_stack_push_pop_replace_call_the_lifecycle_in_order(app):
    log: list[str] = []
    a, b, c = (Recorder(app, n, log) for n in "abc")
    app.stack.push(a)
    app.stack.push(b)
    app.stack.pop()
    app.stack.replace(c)
    assert log == ["enter a", "enter b", "leave b", "resume a", "leave a", "enter c"]
    assert app.stack.top is c and len(app.stack) == 1


def test_only_the_top_scene_gets_events_and_time_overlays_draw_over_the_scene_below(app):
    log: list[str] = []
    table, overlay = Recorder(app, "table", log), Recorder(app, "overlay", log, opaque=False)
    app.stack.push(table)
    app.stack.push(overlay)
    log.clear()
    app.frame(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0)])
    assert "event overlay" in log and "event table" not in log
    assert overlay.updates == 1 and table.updates == 0
    assert log.index("draw table") < log.index("draw overlay")


def test_an_opaque_scene_hides_the_scenes_below():
    stack = SceneStack()
    pygame.init()
    app = App((800, 600))
    log: list[str] = []
    bottom, top = Recorder(app, "bottom", log), Recorder(app, "top", log)
    stack.push(bottom)
    stack.push(top)
    assert stack.visible() == [top]


def test_an_unchanged_screen_is_not_redrawn(app):
    log: list[str] = []
    app.stack.push(Recorder(app, "still", log))
    assert app.frame(0.016) is True          # the first frame draws
    assert app.frame(0.016) is False         # nothing changed: no redraw
    app.invalidate()
    assert app.frame(0.016) is True


def test_resize_lays_out_again_and_keeps_the_minimum_size(app):
    sizes: list[tuple[int, int]] = []

    class Sized(Scene):
        def layout(self, size):
            sizes.append(size)

    app.stack.push(Sized(app))
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 700), w=1024, h=700))
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(300, 200), w=300, h=200))
    assert sizes[-2] == (1024, 700)
    assert sizes[-1] == (800, 600)


def test_text_cache_renders_each_text_once():
    pygame.init()
    cache = TextCache()
    a = cache.render("Briscola", 20)
    b = cache.render("Briscola", 20)
    assert a is b and cache.renders == 1
    cache.render("Briscola", 22)
    assert cache.renders == 2


def test_easing_starts_at_zero_ends_at_one_and_clamps():
    for ease in (ease_out_cubic, ease_in_out):
        assert ease(0.0) == pytest.approx(0.0)
        assert ease(1.0) == pytest.approx(1.0)
        assert ease(2.0) == pytest.approx(1.0)
        assert 0.0 < ease(0.5) < 1.0


def test_timeline_runs_steps_in_order_after_their_hold_times():
    done: list[str] = []
    tl = Timeline()
    tl.add(Step(lambda: done.append("a"), hold=0.5))
    tl.add(Step(lambda: done.append("b"), hold=0.5))
    tl.run_due()
    assert done == ["a"]
    tl.advance(0.4)
    tl.run_due()
    assert done == ["a"]
    tl.advance(0.2)
    tl.run_due()
    assert done == ["a", "b"]
    assert tl.busy()          # b's hold still runs
    tl.advance(0.6)
    assert not tl.busy()


def test_a_blocking_step_holds_the_queue_until_released():
    done: list[str] = []
    tl = Timeline()
    gate = Step(lambda: done.append("gate"), blocking=True)
    tl.add(gate)
    tl.add(Step(lambda: done.append("after")))
    tl.run_due()
    tl.advance(10)
    tl.run_due()
    assert done == ["gate"] and tl.busy()
    gate.release()
    tl.run_due()
    assert done == ["gate", "after"]


def test_hurrying_makes_time_run_faster():
    tl = Timeline()
    assert tl.advance(0.1) == pytest.approx(0.1)
    tl.hurry()
    assert tl.advance(0.1) > 0.1


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080), (2560, 1080)])
@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_spot_of_every_table_is_inside_the_window(name, size):
    v = PRESETS[name]
    lay = table_layout(size, v.players, v.hand_size, 1.5, open_hands=v.open_hands)
    w, h = size
    for seat, place in enumerate(lay.seats):
        for x, y in (place.hand, place.table, place.pile, place.label):
            assert 0 <= x <= w and lay.bar_height <= y <= h, (seat, x, y)
        left = lay.hand_position(seat, 0, v.hand_size)[0] - place.card_width / 2
        right = lay.hand_position(seat, v.hand_size - 1, v.hand_size)[0] + place.card_width / 2
        assert left >= 0 and right <= w, (seat, left, right)


def test_seats_go_round_counterclockwise_from_the_person_at_the_bottom():
    lay = table_layout((1280, 800), 4, 3)
    me, right, across, left = (p.hand for p in lay.seats)
    cx = 640
    assert me[1] > across[1]                    # the person sits at the bottom
    assert right[0] > cx and left[0] < cx       # seat 1 on the person's right, seat 3 on the left
    assert abs(across[0] - cx) < 1
    # The played cards lie between each seat and the centre, in the same order.
    tr, tl_ = lay.seats[1].table, lay.seats[3].table
    assert tr[0] > lay.centre[0] > tl_[0]


def test_cards_grow_with_the_window():
    small = table_layout((800, 600), 2, 3)
    big = table_layout((1920, 1080), 2, 3)
    assert big.card_width > small.card_width
    assert small.card_width >= 60   # still readable at the minimum size


class _Seen(Scene):
    def __init__(self, app: App, goes_back: bool) -> None:
        super().__init__(app)
        self.escape_goes_back = goes_back
        self.keys: list[int] = []

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.keys.append(event.key)


def _esc() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")


def test_escape_leaves_a_screen_that_goes_back_and_reaches_one_that_does_not() -> None:
    pygame.init()
    app = App((800, 600))
    below, leaving = _Seen(app, goes_back=False), _Seen(app, goes_back=True)
    app.stack.push(below)
    app.stack.push(leaving)
    app.frame(0.016, [_esc()])
    assert app.stack.top is below and leaving.keys == []
    app.frame(0.016, [_esc(), pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")])
    assert app.stack.top is below and below.keys == [pygame.K_ESCAPE, pygame.K_a]
