"""The lobby drawn as a picture: the seats round a table, the invitation in a box with its Copy button, one
line on how friends reach the table (a coloured mark; the details on demand), the match's settings, Start
and Leave.

The scene (:mod:`.lobby_screen`) builds a :class:`LobbyModel` (frozen: words and colours only) and puts its
buttons in the slots of a :class:`LobbyLayout`. The layout follows only the window's size and the table's
shape (how many seats; whether this window invites, hosts, sets the match), never what the lobby says at
the moment: nothing under the mouse moves while the router answers, a notice shows or a seat fills. Plain
functions paint the model; nothing here keeps state.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ..table.hud import TEAM_COLOURS
from ..text import TextCache
from ..ui.metrics import Metrics, draw_screen_title
from ..ui.widgets import BUTTON_FOCUS, FELT, FELT_DARK, GOLD, INK, INK_DIM, Button, draw_button, panel

Colour = tuple[int, int, int]
Line = tuple[str, Colour]

#: The lines the invitation box holds: the code, where friends join (in two lines if need be), the invitation.
BOX_LINES = 4
#: The buttons the details on reach may hold (the internet's invitation, the help page, one more).
DETAIL_BUTTONS = 3


@dataclass(frozen=True)
class SeatPlate:
    """A seat as its plate round the table shows it."""

    seat: int                 # the host's number (0: the table's opener)
    label: str                # "Player 3"
    status: str               # "Giulia (you)", "Bea", "Computer (Easy)", "Free seat"
    team: int | None = None   # the side at a table of teams (its colour, as at the table)
    you: bool = False
    free: bool = False
    away: bool = False


@dataclass(frozen=True)
class LobbyModel:
    """Everything the lobby says, as words and colours."""

    title: str
    table_name: str                     # "6 players, everyone for themselves" ("" before the host answers)
    seats: tuple[SeatPlate, ...]        # in the host's order
    mine: int                           # this window's seat: drawn at the bottom, as at the table
    about: tuple[Line, ...]             # the match: rules, the exchange of the seven, partners, a warning
    invitation: tuple[Line, ...]        # the box: the code, where friends join, the invitation
    reach: tuple[Colour, str] | None    # hosting here: the mark and the one line on who can join
    details: tuple[Line, ...]           # behind that line, shown on demand
    details_open: bool
    status: str                         # what the lobby waits for
    notice: Line | None                 # the clipboard's answer, or a refusal

    def lines(self) -> list[Line]:
        """Every line of words the lobby holds, in reading order (the details too, shown or not)."""
        out: list[Line] = [(self.table_name, INK)] if self.table_name else []
        out += list(self.about) + list(self.invitation)
        if self.reach is not None:
            out.append((self.reach[1], self.reach[0]))
        out += list(self.details)
        if self.status:
            out.append((self.status, INK_DIM))
        if self.notice is not None:
            out.append(self.notice)
        return out


@dataclass(frozen=True)
class LobbyLayout:
    """Where everything goes, from the window's size and the table's shape only."""

    m: Metrics
    line_h: int
    button_h: int
    picture: pygame.Rect                    # the table's area
    felt: pygame.Rect                       # the table itself
    plates: tuple[pygame.Rect, ...]         # by place round the table: 0 is this window's seat (bottom)
    plate_buttons: tuple[pygame.Rect, ...]  # a free seat's Computer button, inside its plate
    box: pygame.Rect                        # the invitation box (empty when this window does not invite)
    copy: pygame.Rect
    reach: pygame.Rect                      # the line on reach, itself the Details toggle (hosting here)
    about: pygame.Rect                      # the match's lines
    settings: tuple[pygame.Rect, ...]       # the opener's settings
    status: pygame.Rect
    notice: pygame.Rect
    start: pygame.Rect                      # Start (the opener), Try again (a friend refused)
    leave: pygame.Rect
    details: pygame.Rect                    # the details' panel, over the table's area
    details_buttons: tuple[pygame.Rect, ...]


def lobby_layout(size: tuple[int, int], text: TextCache, *, seats: int, inviting: bool, hosting: bool,
                 settings: int) -> LobbyLayout:
    """The lobby's slots in a window of ``size`` for a table of ``seats`` (``settings``: the opener's
    settings buttons; ``inviting``: the invitation box; ``hosting``: the line on reach)."""
    m = Metrics.for_size(size)
    w, h = size
    line_h = text.render("Ag", m.body, INK).get_height() + m.gap // 2
    small_h = text.render("Ag", m.small, INK).get_height()
    bh = m.row   # as tall as the title screen's buttons at their tallest
    top = m.margin // 2 + 4 + text.render("Ag", m.title, GOLD, True).get_height() + m.gap * 2
    bar_y = h - m.margin // 2 - bh
    notice = pygame.Rect(m.margin, bar_y - m.gap - line_h, w - 2 * m.margin, line_h)
    status = notice.move(0, -line_h)
    middle = pygame.Rect(m.margin, top, w - 2 * m.margin, status.top - m.gap - top)
    bw = min((w - 2 * m.margin - m.gap * 2) // 2, round(360 * m.scale) + 40)
    start = pygame.Rect(w // 2 - m.gap - bw, bar_y, bw, bh)
    leave = pygame.Rect(w // 2 + m.gap, bar_y, bw, bh)

    cw = min(round(middle.width * 0.42), round(520 * m.scale) + 60)
    column = pygame.Rect(middle.right - cw, middle.top, cw, middle.height)
    picture = pygame.Rect(middle.left, middle.top, column.left - m.gap * 3 - middle.left, middle.height)
    plates, plate_buttons, felt = _round_the_table(picture, m, seats, line_h, small_h, bh)

    y = column.top
    box = copy = reach = pygame.Rect(column.left, y, 0, 0)
    if inviting:
        pad = m.gap * 2
        box = pygame.Rect(column.left, y, cw, pad + BOX_LINES * line_h + m.gap + bh + pad)
        copy = pygame.Rect(box.left + pad, box.bottom - pad - bh, box.width - 2 * pad, bh)
        y = box.bottom + m.gap * 2
    if hosting:
        reach = pygame.Rect(column.left, y, cw, bh)
        y = reach.bottom + m.gap * 2
    setting_rects = tuple(pygame.Rect(column.left, y + i * (bh + m.gap), cw, bh) for i in range(settings))
    y += settings * (bh + m.gap) + (m.gap if settings else 0)
    about = pygame.Rect(column.left, y, cw, max(0, column.bottom - y))
    details = picture.copy()
    inner = details.inflate(-m.gap * 4, -m.gap * 4)
    details_buttons = tuple(pygame.Rect(inner.left, inner.bottom - (DETAIL_BUTTONS - i) * (bh + m.gap) + m.gap,
                                        inner.width, bh) for i in range(DETAIL_BUTTONS))
    return LobbyLayout(m, line_h, bh, picture, felt, plates, plate_buttons, box, copy, reach, about,
                       setting_rects, status, notice, start, leave, details, details_buttons)


def _round_the_table(picture: pygame.Rect, m: Metrics, seats: int, line_h: int, small_h: int,
                     bh: int) -> tuple[tuple[pygame.Rect, ...], tuple[pygame.Rect, ...], pygame.Rect]:
    """The seats' plates round the table, in play order as the table scene places them (this window's at
    the bottom, then to its right, across and round): three columns, the table in the middle one."""
    pw = min((picture.width - 2 * m.gap) // 3, round(280 * m.scale) + 20)
    ph = m.gap + small_h + line_h + m.gap + bh + m.gap
    cx, cy = picture.center
    ry = max(0, (picture.height - ph) // 2)
    felt = pygame.Rect(0, 0, 2 * (pw + m.gap), 2 * ry)
    felt.center = (cx, cy)
    plates, buttons = [], []
    for place in range(seats):
        angle = math.radians(90 - 360 * place / seats)
        across = math.cos(angle)
        col = 0 if across < -0.3 else 2 if across > 0.3 else 1
        plate = pygame.Rect(0, 0, pw, ph)
        plate.center = (cx + (col - 1) * (pw + m.gap), round(cy + math.sin(angle) * ry))
        plates.append(plate)
        buttons.append(pygame.Rect(plate.left + m.gap, plate.bottom - m.gap - bh, pw - 2 * m.gap, bh))
    return tuple(plates), tuple(buttons), felt


def place_of(model: LobbyModel, seat: int) -> int:
    """Where the host's ``seat`` sits round the table in this window (0: the bottom, this window's own)."""
    n = max(1, len(model.seats))
    return (seat - model.mine) % n


# ----------------------------------------------------------------------------- painting

def paint_lobby(surface: pygame.Surface, text: TextCache, model: LobbyModel, lay: LobbyLayout) -> None:
    """The lobby under its buttons (which the scene draws after, with :func:`paint_buttons`)."""
    m = lay.m
    surface.fill(FELT)
    draw_screen_title(surface, text, m, model.title)
    _paint_table(surface, text, model, lay)
    if lay.box.width:
        panel(surface, lay.box)
        inner = lay.box.inflate(-m.gap * 4, -m.gap * 4)
        inner.height = lay.copy.top - inner.top
        _paint_lines(surface, text, m, model.invitation, inner, lay.line_h, fitted=(0, len(model.invitation) - 1))
    if model.about and not lay.settings:   # a friend's lobby: the match's lines in a box of their own
        room = lay.about.inflate(-m.gap * 4, -m.gap * 4)
        used = sum(len(text.wrap(words, m.body, room.width, colour)) for words, colour in model.about)
        box = pygame.Rect(lay.about.left, lay.about.top, lay.about.width,
                          min(lay.about.height, used * lay.line_h + m.gap * 4))
        panel(surface, box)
        _paint_lines(surface, text, m, model.about, box.inflate(-m.gap * 4, -m.gap * 4), lay.line_h)
    else:
        _paint_lines(surface, text, m, model.about, lay.about, lay.line_h)
    for words, colour, rect in ((model.status, INK_DIM, lay.status), (*(model.notice or ("", INK)), lay.notice)):
        if words:
            line = text.fit(words, m.body, rect.width, colour)
            surface.blit(line, line.get_rect(center=rect.center))
    if model.details_open:
        panel(surface, lay.details, 255)
        pygame.draw.rect(surface, BUTTON_FOCUS, lay.details, width=2, border_radius=12)
        inner = lay.details.inflate(-m.gap * 4, -m.gap * 4)
        inner.height = lay.details_buttons[0].top - m.gap - inner.top
        _paint_lines(surface, text, m, model.details, inner, lay.line_h)


def _paint_table(surface: pygame.Surface, text: TextCache, model: LobbyModel, lay: LobbyLayout) -> None:
    m = lay.m
    if not model.seats:
        return
    pygame.draw.ellipse(surface, FELT_DARK, lay.felt)
    pygame.draw.ellipse(surface, (120, 84, 48), lay.felt, width=max(3, m.gap))   # the table's wooden edge
    if model.table_name:   # the table's name on the felt, between the seats
        band = lay.felt.inflate(-lay.felt.width // 4, 0)
        band.height = lay.line_h * 3
        band.center = lay.felt.center
        if any(band.colliderect(r) for r in lay.plates):
            band.width = lay.plates[0].width
            band.centerx = lay.felt.centerx
        lines = text.wrap(model.table_name, m.small, band.width, INK)[:3]
        y = band.centery - sum(s.get_height() for s in lines) // 2
        for line in lines:
            surface.blit(line, line.get_rect(midtop=(band.centerx, y)))
            y += line.get_height()
    for plate in model.seats:
        rect = lay.plates[place_of(model, plate.seat)]
        panel(surface, rect, 235)
        if plate.you:
            pygame.draw.rect(surface, GOLD, rect, width=2, border_radius=12)
        x, y = rect.left + m.gap * 2, rect.top + m.gap
        if plate.team is not None:   # partners share a colour, as their name tags at the table do
            dot = TEAM_COLOURS[plate.team % len(TEAM_COLOURS)]
            radius = max(4, m.small // 3)
            pygame.draw.circle(surface, dot, (x + radius, y + m.small // 2 + 2), radius)
            x += radius * 2 + m.gap
        label = text.fit(plate.label, m.small, rect.right - m.gap * 2 - x, INK_DIM)
        surface.blit(label, (x, y))
        y += label.get_height()
        colour = INK_DIM if plate.free or plate.away else INK
        if plate.free:   # one line: the Computer button takes the plate's foot
            parts = [text.fit(plate.status, m.body, rect.width - m.gap * 4, colour)]
        else:            # a long name takes the button's room too, in two lines
            parts = text.wrap(plate.status, m.body, rect.width - m.gap * 4, colour, bold=plate.you)
            parts = parts[:max(1, (rect.bottom - m.gap - y) // lay.line_h)]
        for part in parts:
            surface.blit(part, (rect.left + m.gap * 2, y))
            y += lay.line_h


def _paint_lines(surface: pygame.Surface, text: TextCache, m: Metrics, lines: tuple[Line, ...], rect: pygame.Rect,
                 line_h: int, fitted: tuple[int, ...] = ()) -> None:
    """Lines wrapped into ``rect``, from its top (those numbered in ``fitted`` kept on one line: a code, an
    invitation); what does not fit is left out (never drawn over a button)."""
    y = rect.top
    for i, (words, colour) in enumerate(lines):
        parts = [text.fit(words, m.body, rect.width, colour)] if i in fitted else text.wrap(words, m.body,
                                                                                            rect.width, colour)
        for part in parts:
            if y + part.get_height() > rect.bottom:
                return
            surface.blit(part, (rect.left, y))
            y += line_h


def paint_buttons(surface: pygame.Surface, text: TextCache, lay: LobbyLayout, buttons: list[Button],
                  reach: tuple[Colour, str] | None) -> None:
    """The buttons: a seat's own in the smaller type; the line on reach as a row with its coloured mark."""
    m = lay.m
    small = set(map(tuple, lay.plate_buttons))
    for b in buttons:
        if b.value == "details" and reach is not None:
            draw_button(surface, text, m.body, b.rect, "", enabled=b.enabled, hover=b.hover,
                        ringed=b.focused and b.enabled)
            radius = max(5, m.body // 3)
            centre = (b.rect.left + m.gap * 2 + radius, b.rect.centery)
            pygame.draw.circle(surface, reach[0], centre, radius)
            pygame.draw.circle(surface, INK, centre, radius, width=1)
            left = centre[0] + radius + m.gap * 2
            words = text.fit(b.label, m.body, b.rect.right - m.gap * 2 - left, INK)
            surface.blit(words, words.get_rect(midleft=(left, b.rect.centery)))
        else:
            b.draw(surface, text, m.small if tuple(b.rect) in small else m.body)


__all__ = ["BOX_LINES", "LobbyLayout", "LobbyModel", "SeatPlate", "lobby_layout", "paint_buttons", "paint_lobby",
           "place_of"]
