"""What the running table of a score pad game shows: its places, a frozen model, plain draw functions.

:func:`pad_geometry` places the parts for a window size; the scene builds a :class:`PadModel`
in ``update`` (every sentence, cell and colour, in the person's words) and
:func:`draw_pad` paints it, reading nothing else of the game.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from briscola_desktop.i18n import t
from briscola_desktop.rules import MatchKind
from briscola_desktop.scorepad import (ChiamataHand, HandOutcome, PointsEntry, PointsHand, ScoreGame,
                                       format_label, side_label)

from ..text import TextCache
from ..ui.form import Form
from ..ui.metrics import Metrics
from ..ui.scroll import ScrollView
from ..ui.widgets import BUTTON_FOCUS, FELT, GOLD, INK, INK_DIM, PANEL, RED, Button, panel

Colour = tuple[int, int, int]

ROW_BG = (18, 78, 48)
SELECTED_BG = (34, 100, 66)
#: The height of one row of the chiamata entry form.
FORM_ROW = 34


# --------------------------------------------------------------------------- places

@dataclass(frozen=True)
class PadGeometry:
    """Where the parts of the pad go in a window."""

    header_h: int
    button_y: int
    button_h: int
    table_rect: pygame.Rect
    entry_rect: pygame.Rect
    message_rect: pygame.Rect
    row_h: int
    rows_fit: int                      # hand rows the table shows at once
    box_rects: tuple[pygame.Rect, ...]  # the entry's boxes, one per side
    form_rect: pygame.Rect             # the chiamata entry form


def pad_geometry(size: tuple[int, int], m: Metrics, *, sides: int, chiamata: bool, entry_shown: bool,
                 totals: int) -> PadGeometry:
    """The pad's parts for a window of ``size``: the table above, the entry (when shown) and the
    message below it, the buttons along the bottom; ``totals`` rows sit under the hands."""
    w, h = size
    header_h = m.body + m.small + 3 * m.gap + m.margin // 2
    button_h = max(32, round(m.row * 0.8))
    button_y = h - button_h - m.gap
    if not entry_shown:
        entry_h = 0
    elif chiamata:
        entry_h = 4 * FORM_ROW + 3 * m.gap + m.small + 2 * m.gap
    else:
        entry_h = 3 * m.small + max(36, m.row) + m.small * 2 + 5 * m.gap
    message_h = m.small * 2 + m.gap
    entry_rect = pygame.Rect(m.margin // 2, button_y - 2 * m.gap - message_h - entry_h, w - m.margin, entry_h)
    message_rect = pygame.Rect(m.margin // 2, button_y - m.gap - message_h, w - m.margin, message_h)
    table_rect = pygame.Rect(m.margin // 2, header_h, w - m.margin, entry_rect.y - m.gap - header_h)
    row_h = max(22, round(m.small * 1.45))
    rows_fit = max(1, (table_rect.height - row_h * (1 + totals) - m.gap) // row_h)
    # The entry boxes, one per side, across the panel.
    gap = m.gap * 2
    inner = entry_rect.inflate(-2 * m.margin, 0)
    box_w = min(round(220 * m.scale) + 40, (inner.width - gap * (sides - 1)) // max(1, sides))
    total = box_w * sides + gap * (sides - 1)
    x0 = inner.centerx - total // 2
    y = entry_rect.y + 2 * m.small + 4 * m.gap
    boxes = tuple(pygame.Rect(x0 + i * (box_w + gap), y, box_w, max(36, m.row)) for i in range(sides))
    form_w = min(inner.width, round(700 * m.scale) + 100)
    form_rect = pygame.Rect(inner.centerx - form_w // 2, entry_rect.y + m.small + m.gap, form_w,
                            4 * FORM_ROW + 3 * m.gap)
    return PadGeometry(header_h, button_y, button_h, table_rect, entry_rect, message_rect, row_h, rows_fit,
                       boxes, form_rect)


# --------------------------------------------------------------------------- the model

@dataclass(frozen=True)
class PadRow:
    """One recorded hand in the table."""

    number: int
    cells: tuple[str, ...]        # hand number, one per side (or seat), the note
    colours: tuple[Colour, ...]
    chosen: bool                  # selected with Up/Down, or being corrected


@dataclass(frozen=True)
class TotalRow:
    label: str
    cells: tuple[str, ...]
    colours: tuple[Colour, ...]


@dataclass(frozen=True)
class EntryBox:
    """One side's box in the entry of a hand's points."""

    label: str
    value: str
    colour: Colour
    bold: bool
    focused: bool
    tag: str | None               # "12 cards counted"


@dataclass(frozen=True)
class PadModel:
    """Everything the pad writes, for one moment of the game."""

    title: str
    status: str
    over: bool
    column_titles: tuple[str, ...]
    column_xs: tuple[int, ...]
    rows: tuple[PadRow, ...]
    totals: tuple[TotalRow, ...]
    scroll_hint: str | None
    entry_shown: bool
    entry_heading: str
    chiamata: bool
    boxes: tuple[EntryBox, ...]
    entry_hint: str
    message: str
    message_error: bool


def side_names(game: ScoreGame) -> list[str]:
    """The columns' names: each side ("Anna & Chiara"), or each seat in chiamata."""
    setup = game.setup
    if setup.chiamata:
        return list(setup.names)
    return [side_label(setup, i, t) for i in range(len(setup.sides))]


def status_line(game: ScoreGame) -> str:
    """"Hand 4 · Bruno deals" or the winner."""
    chiamata = game.setup.chiamata
    if game.winners is not None:
        names = side_names(game)
        if len(game.winners) > 1:
            return t("scorepad.ui.winner_shared", names=", ".join(names[i] for i in game.winners))
        seats = 1 if chiamata else len(game.setup.sides[game.winners[0]])
        key = "scorepad.ui.winner_team" if seats > 1 else "scorepad.ui.winner_one"
        return t(key, side=names[game.winners[0]])
    key = "scorepad.ui.next_deal" if chiamata else "scorepad.ui.next_hand"
    return t(key, hand=game.next_number, dealer=game.setup.names[game.next_dealer])


def columns(game: ScoreGame, table: pygame.Rect, text: TextCache, m: Metrics) -> tuple[list[str], list[int]]:
    """Column titles and x positions: hand number, one per side (or seat), then the note."""
    chiamata = game.setup.chiamata
    names = side_names(game)
    r = table
    first_title = t("scorepad.ui.deal_column" if chiamata else "scorepad.ui.hand_column")
    # Wide enough for its own title ("Smazzata" is longer than "Hand"), drawn with 8 px to spare.
    title_width = text.render(first_title, m.small, bold=True).get_width()
    first = max(48, round(r.width * 0.08), title_width + 10)
    note = round(r.width * (0.34 if chiamata else 0.24))
    each = (r.width - first - note) // max(1, len(names))
    xs = [r.x] + [r.x + first + i * each for i in range(len(names))] + [r.x + first + len(names) * each]
    return [first_title, *names, t("scorepad.ui.note_column")], xs


def hand_row(game: ScoreGame, result: HandOutcome, chosen: bool) -> PadRow:
    """The cells of one recorded hand: its number, each side's points (or each seat's match points), a note."""
    names = game.setup.names
    cells = [str(result.number)]
    colours: list[Colour] = [INK_DIM]
    hand = result.hand
    if result.seat_scores is not None and isinstance(hand, ChiamataHand):
        cells += [f"{v:+d}" for v in result.seat_scores]
        colours += [GOLD if v > 0 else INK for v in result.seat_scores]
        who = (t("scorepad.ui.alone", name=names[hand.caller]) if hand.alone else
               t("scorepad.ui.pair", caller=names[hand.caller], partner=names[hand.partner]))
        note = t("scorepad.ui.deal_note", who=who, bid=hand.bid,
                 outcome=t("scorepad.ui.made" if hand.made else "scorepad.ui.failed"))
    elif isinstance(hand, PointsHand):
        winner = result.winner
        cells += [str(v) for v in hand.points]
        colours += [GOLD if i == winner else (INK_DIM if winner is None else INK) for i in range(len(hand.points))]
        note = t("scorepad.ui.drawn_note") if winner is None else ""
        dealer = t("scorepad.ui.dealt_by", name=names[result.dealer])
        note = f"{note} · {dealer}" if note else dealer
    else:
        raise TypeError(f"a score pad hand of an unknown kind: {hand!r}")
    cells.append(note)
    colours.append(INK_DIM)
    return PadRow(result.number, tuple(cells), tuple(colours), chosen)


def total_rows(game: ScoreGame) -> tuple[TotalRow, ...]:
    """Under the hands: hands won (and points, in a game to so many points), or chiamata's match points."""
    st = game.standing
    chiamata = game.setup.chiamata
    rows: list[tuple[str, tuple[int, ...]]] = []
    if chiamata:
        rows.append((t("scorepad.ui.total_match_points"), st.match_points))
    else:
        rows.append((t("scorepad.ui.total_hands_won"), st.hands_won))
        if game.setup.format.kind is MatchKind.POINTS:
            rows.append((t("scorepad.ui.total_points"), st.points))
    out = []
    for label, values in rows:
        best = max(values)
        cells = tuple(f"{v:+d}" if chiamata else str(v) for v in values)
        colours = tuple(GOLD if v == best and (game.over or v) else INK for v in values)
        out.append(TotalRow(label, cells, colours))
    return tuple(out)


def entry_boxes(game: ScoreGame, entry: PointsEntry) -> tuple[EntryBox, ...]:
    """Each side's box: what was typed, else what is left of 120 for the one blank side, else a dash."""
    preview = entry.preview()
    filled = entry.filled_side
    names = side_names(game)
    boxes = []
    for i, name in enumerate(names):
        typed = entry.texts[i] if i != filled else ""
        if typed:
            value, colour, bold = typed, INK, True
        elif i == filled and preview[i] is not None:
            value, colour, bold = str(preview[i]), INK_DIM, False
        else:
            value, colour, bold = "–", INK_DIM, False
        pile = entry.piles.piles[i]
        tag = t("scorepad.ui.cards_counted", count=len(pile)) if pile else None
        boxes.append(EntryBox(name, value, colour, bold, i == entry.focus, tag))
    return tuple(boxes)


@dataclass(frozen=True)
class PadMoment:
    """The scene's state the model is built from (besides the game)."""

    entry: PointsEntry
    editing: int | None
    selected: int | None
    first_row: int
    scrollable: bool
    message: str
    message_error: bool


def build_model(game: ScoreGame, now: PadMoment, geo: PadGeometry, text: TextCache, m: Metrics) -> PadModel:
    """The pad's words, cells and colours for this moment."""
    chiamata = game.setup.chiamata
    titles, xs = columns(game, geo.table_rect, text, m)
    shown = game.outcomes[now.first_row:now.first_row + geo.rows_fit]
    rows = tuple(hand_row(game, result, result.number in (now.selected, now.editing)) for result in shown)
    entry_shown = not game.over or now.editing is not None
    if now.editing is not None:
        heading = t("scorepad.ui.correcting", hand=now.editing)
    else:
        heading = t("scorepad.ui.enter_deal" if chiamata else "scorepad.ui.enter_hand", hand=game.next_number)
    return PadModel(
        title=t("scorepad.ui.pad_title", format=format_label(game.setup.format, t)),
        status=status_line(game), over=game.over,
        column_titles=tuple(titles), column_xs=tuple(xs), rows=rows, totals=total_rows(game),
        scroll_hint=t("scorepad.ui.scroll_hint") if now.scrollable else None,
        entry_shown=entry_shown, entry_heading=heading, chiamata=chiamata,
        boxes=() if chiamata else entry_boxes(game, now.entry),
        entry_hint=t("scorepad.ui.entry_hint"), message=now.message, message_error=now.message_error)


# --------------------------------------------------------------------------- painting

def draw_pad(surface: pygame.Surface, model: PadModel, geo: PadGeometry, text: TextCache, m: Metrics, *,
             rows: ScrollView, form: Form, buttons: list[Button]) -> None:
    """The whole pad: title and status, the table, the entry, the message, the buttons."""
    w, h = surface.get_size()
    surface.fill(FELT)
    title = text.fit(model.title, m.body, w - m.margin, INK_DIM)
    surface.blit(title, title.get_rect(midtop=(w // 2, m.margin // 3)))
    over = model.over
    status = text.fit(model.status, round(m.body * (1.5 if over else 1.1)), w - m.margin, GOLD, bold=over)
    surface.blit(status, status.get_rect(midtop=(w // 2, m.margin // 3 + title.get_height() + m.gap)))
    draw_table(surface, model, geo, text, m, rows)
    if model.entry_shown:
        draw_entry(surface, model, geo, text, m, form)
    if model.message:
        panel(surface, geo.message_rect, alpha=120, radius=8)
        lines = text.wrap(model.message, m.small, geo.message_rect.width - 2 * m.gap,
                          RED if model.message_error else INK)
        y = geo.message_rect.y + m.gap // 2
        for line in lines[:2]:
            surface.blit(line, line.get_rect(midtop=(geo.message_rect.centerx, y)))
            y += line.get_height()
    for b in buttons:
        b.draw(surface, text, m.small)


def draw_table(surface: pygame.Surface, model: PadModel, geo: PadGeometry, text: TextCache, m: Metrics,
               rows: ScrollView) -> None:
    """The hands recorded so far, the totals under a rule, the scroll bar when they do not fit."""
    r = geo.table_rect
    panel(surface, r, alpha=150, radius=10)
    xs = model.column_xs
    widths = [xs[i + 1] - xs[i] if i + 1 < len(xs) else r.right - xs[i] for i in range(len(xs))]
    rh = geo.row_h
    for i, title in enumerate(model.column_titles):
        words = text.fit(title, m.small, widths[i] - 8, GOLD, bold=True)
        surface.blit(words, words.get_rect(center=(xs[i] + widths[i] // 2, r.y + rh // 2)))
    for row, shown in enumerate(model.rows):
        y = r.y + rh * (row + 1)
        rect = pygame.Rect(r.x + 4, y, r.width - 8, rh)
        if shown.chosen:
            pygame.draw.rect(surface, SELECTED_BG, rect, border_radius=4)
            pygame.draw.rect(surface, BUTTON_FOCUS, rect, width=2, border_radius=4)
        elif row % 2:
            pygame.draw.rect(surface, ROW_BG, rect, border_radius=4)
        for i, cell in enumerate(shown.cells):
            colour = shown.colours[i]
            words = text.fit(cell, m.small, widths[i] - 8, colour, bold=colour == GOLD)
            surface.blit(words, words.get_rect(center=(xs[i] + widths[i] // 2, y + rh // 2)))
    y = r.y + rh * (geo.rows_fit + 1) + m.gap // 2
    pygame.draw.line(surface, INK_DIM, (r.x + 8, y - 2), (r.right - 8, y - 2), 1)
    for k, total in enumerate(model.totals):
        yy = y + k * rh
        words = text.fit(total.label, m.small, widths[0] - 4, INK, bold=True)
        surface.blit(words, words.get_rect(midleft=(xs[0] + 6, yy + rh // 2)))
        for i, cell in enumerate(total.cells):
            words = text.fit(cell, m.body, widths[i + 1] - 8, total.colours[i], bold=True)
            surface.blit(words, words.get_rect(center=(xs[i + 1] + widths[i + 1] // 2, yy + rh // 2)))
    if model.scroll_hint is not None:
        rows.draw_bar(surface, r.right - 7, 5, 20, INK_DIM, 2)
        more = text.render(model.scroll_hint, max(12, m.small - 4), INK_DIM)
        surface.blit(more, more.get_rect(bottomright=(r.right - 12, r.bottom - 2)))


def draw_entry(surface: pygame.Surface, model: PadModel, geo: PadGeometry, text: TextCache, m: Metrics,
               form: Form) -> None:
    """The entry of the next hand (or the one corrected): a box per side, or chiamata's form."""
    r = geo.entry_rect
    panel(surface, r, alpha=190, radius=10)
    words = text.fit(model.entry_heading, m.small, r.width - 2 * m.margin, GOLD, bold=True)
    surface.blit(words, (r.x + m.margin // 2, r.y + m.gap))
    if model.chiamata:
        form.draw(surface, text, m)
        return
    for box, rect in zip(model.boxes, geo.box_rects):
        label = text.fit(box.label, m.small, rect.width, INK)
        surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.y - 2)))
        pygame.draw.rect(surface, PANEL, rect, border_radius=8)
        pygame.draw.rect(surface, GOLD if box.focused else INK_DIM, rect, width=3 if box.focused else 2,
                         border_radius=8)
        value = text.render(box.value, m.body, box.colour, bold=box.bold)
        surface.blit(value, value.get_rect(center=rect.center))
        if box.tag is not None:
            tag = text.render(box.tag, max(12, m.small - 4), INK_DIM)
            surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
    hint = text.fit(model.entry_hint, max(12, m.small - 2), r.width - 2 * m.gap, INK_DIM)
    surface.blit(hint, hint.get_rect(midbottom=(r.centerx, r.bottom - m.gap // 2)))


__all__ = ["PadGeometry", "pad_geometry", "PadModel", "PadMoment", "PadRow", "TotalRow", "EntryBox", "build_model",
           "draw_pad", "side_names", "status_line"]
