"""The statistics screen: matches and hands per table and per level, streaks, a chart, reset;
matches with friends in a section of their own (only when there are some).

Figures come from ``Statistics`` (storage) as recorded by :class:`MatchSession`; this screen
only reads them, except for the reset, which asks first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from briscola_desktop.ai.players import LEVELS
from briscola_desktop.i18n import format_number, format_percent, t
from briscola_desktop.userfiles.statistics import Statistics, Tally

from ..core.nav import Screen
from ..ui.dialog import ConfirmScene
from ..ui.metrics import Metrics, draw_screen_title
from ..core.wording import level_name as computer_level_name, variant_title
from ..core.scene import App, Scene
from briscola_desktop.play.session import MIXED_LEVEL
from ..ui.scroll import Scrolled, ScrollView
from ..ui.widgets import FELT, GOLD, INK, INK_DIM, PANEL, RED, Button, ButtonGroup, panel

COLUMNS = ("matches_played", "matches_won", "matches_drawn", "matches_lost",
           "hands_played", "hands_won", "hands_drawn", "hands_lost", "average", "best")
DRAWN_GREY = (170, 176, 170)


@dataclass
class Cell:
    """One piece of text at a position of the scrolling content."""

    text: str
    size: int
    colour: tuple[int, int, int]
    x: int
    y: int
    width: int
    align: str = "left"  # left | centre | right
    bold: bool = False


def tally_cells(tally: Tally) -> list[str]:
    """The ten figures of one row, as shown (the average in the language's style: 54,9)."""
    avg = tally.average_points
    return [str(tally.matches_played), str(tally.matches_won), str(tally.matches_drawn), str(tally.matches_lost),
            str(tally.hands_played), str(tally.hands_won), str(tally.hands_drawn), str(tally.hands_lost),
            t("stats.none") if avg is None else format_number(avg, 1),
            t("stats.none") if tally.best_hand is None else str(tally.best_hand)]


def level_name(level: str) -> str:
    return t("stats.level_mixed") if level == MIXED_LEVEL else computer_level_name(level)


def level_order(level: str) -> tuple[int, str]:
    """Easy, Medium, Hard in the order of their strength, then mixed tables and any other name."""
    return (LEVELS.index(level) if level in LEVELS else len(LEVELS), level)


def chart_title(stats: Statistics) -> str:
    """The title of the chart of recent matches: "All your 4 matches" while it holds every match
    against the computer, "Your last 30 matches" once older ones have dropped out of it."""
    n = len(stats.last_results)
    return t("stats.every_match" if n >= stats.matches_played else "stats.recent", count=n)


class StatsScene(Scrolled, Scene):
    """Read-only figures with a reset button that asks first."""

    escape_goes_back = True

    def __init__(self, app: App, stats: Statistics | None = None) -> None:
        super().__init__(app)
        self.stats = stats if stats is not None else (app.store.load_stats() if app.store is not None
                                                      else Statistics())
        self.m = Metrics.for_size(app.size)
        self.buttons = ButtonGroup()
        self.cells: list[Cell] = []
        self.lines: list[tuple[tuple[int, int], tuple[int, int], tuple[int, int, int]]] = []
        self.chart = pygame.Rect(0, 0, 0, 0)
        self.scroller = ScrollView()
        self.laid_out = False   # the first layout puts the focus on Back, never on Reset

    # -- actions ---------------------------------------------------------------------
    def ask_reset(self) -> None:
        self.app.stack.push(ConfirmScene(self.app, lambda: t("stats.reset_question"), lambda: t("stats.reset_yes"),
                                         lambda: t("stats.reset_no"), self.reset))

    def reset(self) -> None:
        self.stats.reset()
        if self.app.store is not None:
            self.app.store.save_stats(self.stats)
        self.scroller.offset = 0
        self.layout(self.app.size)
        self.app.invalidate()

    def back(self) -> None:
        self.app.stack.remove(self)

    def against_computer(self) -> bool:
        """Something to show about the matches against the computer."""
        return self.stats.matches_played > 0 or bool(self.stats.last_results)

    # -- layout ----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        m = self.m = Metrics.for_size(size)
        w, h = size
        top = m.margin // 2 + 8 + m.title + m.gap * 2
        self.buttons.set([Button(t("stats.reset"), self.ask_reset, enabled=self.against_computer()
                                 or bool(self.stats.friends)),
                          Button(t("review.history"), lambda: self.app.nav.open(Screen.HANDS)),
                          Button(t("stats.back"), self.back)])
        if not self.laid_out or not self.buttons.buttons[self.buttons.focus].enabled:
            self.buttons.focus = 2
        self.laid_out = True
        self.buttons.move(0)
        bar_y = h - m.margin // 2 - m.row // 2
        self.buttons.layout_row((w // 2, bar_y), m.row, w - 2 * m.margin, self.app.text, m.body, gap=24)
        self.scroller.view = pygame.Rect(m.margin, top, w - 2 * m.margin, bar_y - m.row // 2 - m.gap * 2 - top)
        self._build_content()
        self.scroller.clamp()

    def _build_content(self) -> None:
        m, view = self.m, self.view
        cells: list[Cell] = []
        lines: list[Any] = []
        stats = self.stats
        y = 0
        computer, friends = self.against_computer(), bool(stats.friends)
        if not computer and not friends:
            cells.append(Cell(t("stats.empty"), m.body, INK, 0, y + m.row, view.width, "centre"))
            self.cells, self.lines, self.chart = cells, lines, pygame.Rect(0, 0, 0, 0)
            self.scroller.content_height = 3 * m.row
            return
        label_w = int(view.width * 0.28)
        col_w = (view.width - label_w) // len(COLUMNS)
        col_x = [label_w + i * col_w for i in range(len(COLUMNS))]
        small = m.small
        row_h = small + m.gap + 2

        def header() -> None:
            """Two header rows: the groups, then the columns."""
            nonlocal y
            cells.append(Cell(t("stats.matches"), small, GOLD, col_x[0], y, col_w * 4, "centre", True))
            cells.append(Cell(t("stats.hands"), small, GOLD, col_x[4], y, col_w * 4, "centre", True))
            y += row_h
            heads = [t("stats.played"), t("stats.won"), t("stats.drawn"), t("stats.lost")] * 2 + \
                    [t("stats.average"), t("stats.best")]
            for x, head in zip(col_x, heads):
                cells.append(Cell(head, small, INK_DIM, x, y, col_w - 4, "centre"))
            y += row_h
            lines.append(((0, y - 3), (view.width, y - 3), INK_DIM))

        def row(label: str, tally: Tally, bold: bool = False) -> None:
            nonlocal y
            cells.append(Cell(label, small, INK, 8, y, label_w - 12, "left", bold))
            for x, value in zip(col_x, tally_cells(tally)):
                cells.append(Cell(value, small, INK, x, y, col_w - 4, "centre", bold))
            y += row_h

        def section(title: str) -> None:
            nonlocal y
            y += m.gap
            cells.append(Cell(title, small, GOLD, 0, y, label_w, "left", True))
            y += row_h

        style = self.app.cards.style
        chart = pygame.Rect(0, 0, 0, 0)
        if computer:
            header()
            # With a friends' section below, say that these rows are the matches against the computer.
            row(t("stats.vs_computer") if friends else t("stats.all"), stats.total, bold=True)
            if stats.by_variant:
                section(t("stats.by_table"))
                for name in sorted(stats.by_variant, key=lambda n: variant_title(n, style)):
                    row(variant_title(name, style), stats.by_variant[name])
            if stats.by_level:
                section(t("stats.by_level"))
                for level in sorted(stats.by_level, key=level_order):
                    row(level_name(level), stats.by_level[level])
            y += m.gap * 2
            cells.append(Cell(t("stats.streak", current=stats.current_streak, longest=stats.longest_streak),
                              m.body, INK, 0, y, view.width, "left"))
            y += m.body + m.gap * 2
        if stats.last_results:
            cells.append(Cell(chart_title(stats), m.body, GOLD, 0, y, view.width, "left", True))
            y += m.body + m.gap
            # Room for the axes' words: the share's ticks on the left, the matches' line below.
            chart = pygame.Rect(0, y, min(view.width, 40 + 30 * round(26 * m.scale) + 4 * small),
                                round(90 * m.scale) + 24 + small * 2)
            y = chart.bottom + m.gap
            cells.append(Cell(t("stats.legend"), small, INK_DIM, 0, y, view.width, "left"))
            y += row_h
        if friends:
            # Matches with friends come last, under their own title and column heads: the streak
            # and the chart above are the matches against the computer.
            if computer:
                y += m.gap * 2
            cells.append(Cell(t("stats.friends"), m.body, GOLD, 0, y, view.width, "left", True))
            y += m.body + m.gap
            header()
            row(t("stats.friends_all"), stats.friends_total, bold=True)
            for name in sorted(stats.friends, key=lambda n: variant_title(n, style)):
                row(variant_title(name, style), stats.friends[name])
        self.cells, self.lines, self.chart = cells, lines, chart
        self.scroller.content_height = y + m.gap

    # -- input -----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if self.scroller.key(event, self.m.row, self.view.height):
                return
        if event.type == pygame.MOUSEWHEEL:
            self.scroller.wheel(event, self.m.row)
            return
        self.buttons.handle(event)

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        draw_screen_title(surface, self.app.text, self.m, t("stats.title"))
        view = self.view
        panel(surface, view.inflate(16, 12), alpha=90)
        old = surface.get_clip()
        surface.set_clip(view)
        ox, oy = view.x, view.y - self.scroller.offset
        for a, b, colour in self.lines:
            pygame.draw.line(surface, colour, (ox + a[0], oy + a[1]), (ox + b[0], oy + b[1]), 1)
        for c in self.cells:
            if oy + c.y > view.bottom or oy + c.y + c.size * 2 < view.top:
                continue
            words = self.app.text.fit(c.text, c.size, max(12, c.width), c.colour, c.bold)
            if c.align == "centre":
                rect = words.get_rect(midtop=(ox + c.x + c.width // 2, oy + c.y))
            elif c.align == "right":
                rect = words.get_rect(topright=(ox + c.x + c.width, oy + c.y))
            else:
                rect = words.get_rect(topleft=(ox + c.x, oy + c.y))
            surface.blit(words, rect)
        if self.chart.width:
            self._draw_chart(surface, self.chart.move(ox, oy))
        surface.set_clip(old)
        self.scroller.draw_bar(surface, view.right + 10, 5, 20, INK_DIM, 2)
        self.buttons.draw(surface, self.app.text, self.m.body)

    def _draw_chart(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The last matches as bars: height is the person's share of the points (labelled axes;
        bars keep a sensible width whether there is one match or the thirty last)."""
        results = self.stats.last_results
        text, m = self.app.text, self.m
        small = m.small
        pygame.draw.rect(surface, PANEL, box, border_radius=6)
        ticks = [text.render(format_percent(p / 100), small, INK_DIM) for p in (100, 50, 0)]  # "100%", "100 %"
        tick_w = max(i.get_width() for i in ticks) + 8
        x_label = text.render(t("stats.axis_matches"), small, INK_DIM)
        y_label = text.render(t("stats.axis_share"), small, INK_DIM)
        inner = pygame.Rect(box.x + 8 + tick_w, box.y + 12 + y_label.get_height(),
                            box.width - 16 - tick_w, box.height - 24 - y_label.get_height() - x_label.get_height())
        surface.blit(y_label, (box.x + 8, box.y + 6))
        surface.blit(x_label, x_label.get_rect(midbottom=(inner.centerx, box.bottom - 4)))
        for img, yy in zip(ticks, (inner.top, inner.centery, inner.bottom)):
            surface.blit(img, img.get_rect(midright=(inner.x - 6, yy)))
        pygame.draw.line(surface, INK_DIM, (inner.x, inner.top), (inner.x, inner.bottom), 1)   # the share axis
        pygame.draw.line(surface, INK_DIM, (inner.x, inner.bottom), (inner.right, inner.bottom), 1)
        half = inner.y + inner.height // 2
        pygame.draw.line(surface, INK_DIM, (inner.x, half), (inner.right, half), 1)  # an even share
        # One match is one narrow bar at the left, not a slab across the chart.
        slot = min(inner.width / max(1, len(results)), max(8, round(26 * m.scale)))
        bar_w = max(3, int(slot * 0.7))
        for i, r in enumerate(results):
            total = r.points_for + r.points_against
            share = r.points_for / total if total else 0.5
            hgt = max(2, round(inner.height * share))
            colour = GOLD if r.result == "won" else RED if r.result == "lost" else DRAWN_GREY
            x = inner.x + round(i * slot + (slot - bar_w) / 2)
            pygame.draw.rect(surface, colour, (x, inner.bottom - hgt, bar_w, hgt), border_radius=2)
