"""What the review of a hand shows: a frozen model of one trick, and plain functions that paint it.

The scene builds a :class:`ReviewModel` in ``update`` (every sentence and colour, the cards of
the trick, the values under the person's cards, the analysis's progress) and the functions
here paint it in the places of a :class:`ReviewPlaces`; they read nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from briscola_desktop.i18n import format_percent, t
from briscola_desktop.review import Decision, HandReview, Verdict
from briscola_desktop.review.reasons import STATES_COST
from briscola_desktop.review.timeline import TrickStep
from briscola_desktop.rules import Card, Variant

from ..core.wording import (PERSON, TableWords, points_value, reason_text, variant_title,
                            verdict_name)
from ..table.hand_order import sorted_hand
from ..text import TextCache
from ..ui.card_rows import MIN_READABLE, CardRows, draw_magnified, draw_rows, lay_out, rows_height
from ..core.cardart import CardArt
from ..ui.metrics import Metrics, draw_screen_title
from ..ui.widgets import FELT, GOLD, INK, INK_DIM, PANEL, RED, ButtonGroup, panel

Colour = tuple[int, int, int]

ORANGE = (236, 146, 60)
GREEN = (120, 200, 120)
PLAYED = (120, 180, 255)
VERDICT_COLOUR = {Verdict.GOOD: GREEN, Verdict.INACCURACY: INK, Verdict.MISTAKE: ORANGE,
                  Verdict.BLUNDER: RED, Verdict.FORCED: INK_DIM}


# --------------------------------------------------------------------------- places

@dataclass(frozen=True)
class ReviewPlaces:
    """Where the parts of the review go, and the card widths made for them."""

    table_area: pygame.Rect
    side_area: pygame.Rect
    small_w: int        # the other hands
    mid_top: int        # the top of the trump and the trick
    card_w: int         # the trick and the person's hand
    trump_w: int
    gone_w: int         # the cards already gone, at the side (readable; MIN_READABLE when short of room)
    strip: tuple[pygame.Rect, ...]
    summary_box: pygame.Rect


# --------------------------------------------------------------------------- the model

@dataclass(frozen=True)
class OtherHand:
    name: str
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class TrickCard:
    card: Card
    won: bool            # ringed: the card that took the trick
    unseen: bool         # played after the person's card: dimmed
    label: str
    label_colour: Colour


@dataclass(frozen=True)
class HandCard:
    """One card of the person's hand as the trick began, with what the analysis says of it."""

    card: Card
    played: bool
    best: bool                        # ringed as the best card (once the analysis judged the trick)
    value: str | None = None          # points against the top card
    value_colour: Colour = INK
    tag: str | None = None            # "Played" / "Best"
    tag_colour: Colour = INK


@dataclass(frozen=True)
class Line:
    """A line of words in the side panel or the summary."""

    words: str
    colour: Colour
    bold: bool = False
    wrapped: bool = True      # several lines when long (else fitted on one)
    gap_after: bool = False   # a gap below it


@dataclass(frozen=True)
class ReviewModel:
    """Everything the review shows for one trick."""

    title: str
    empty: str | None                     # the words when the hand has no trick to show
    faces_up: bool                        # the other hands face up (every hand shown, or open hands)
    others: tuple[OtherHand, ...]
    trump_card: Card | None
    cards_left: str
    trick: tuple[TrickCard, ...]
    won_line: str
    hand: tuple[HandCard, ...]
    side_head: str
    side: tuple[Line, ...]
    gone_label: str | None
    gone: tuple[Card, ...]
    strip: tuple[tuple[Colour, bool, str], ...]   # each trick's box: colour, the one shown, its number
    summary_title: str | None                     # None: no summary over the trick
    summary: tuple[Line, ...]


@dataclass(frozen=True)
class ReviewMoment:
    """The scene's state the model is built from."""

    steps: tuple[TrickStep, ...]
    index: int
    review: HandReview | None
    progress: tuple[int, int] | None     # the analysis's (done, total) while it runs
    failed: str | None                   # why the analysis failed
    show_all: bool
    show_summary: bool
    sort_hand: bool = True               # the person's cards in the table's order ("Sort my cards")


def summary_lines(review: HandReview) -> tuple[Line, ...]:
    """The summary's text: accuracy, what it means, points given away, notes, the moments' heading."""
    accuracy = review.accuracy
    lines = [Line(t("review.summary.accuracy", percent=format_percent(accuracy) if accuracy is not None else "-"),
                  INK, True),
             Line(t("review.summary.accuracy_help"), INK_DIM),
             Line(t("review.summary.given_away", count=round(review.points_given_away)), INK, True)]
    lines += [Line(t(note), INK_DIM) for note in review.notes]
    lines.append(Line(t("review.summary.costliest") if review.costliest(3) else t("review.summary.no_mistakes"),
                      GOLD, True))
    return tuple(lines)


def hand_cards(step: TrickStep, analysed: bool, sort: bool = True) -> tuple[HandCard, ...]:
    """The person's cards, the played one ringed; once analysed, the best ringed and each card's value.

    In the order the table shows them: sorted as the table sorts them when "Sort my cards" is on.
    """
    decision = step.decision
    cards = sorted_hand(step.hands[PERSON], step.trump_suit) if sort else step.hands[PERSON]
    out = []
    for c in cards:
        if decision is None:
            out.append(HandCard(c, False, False))
            continue
        judged = analysed and decision.judged
        best = judged and c == decision.best
        value = decision.values.get(c) if judged else None
        if value is None:
            out.append(HandCard(c, c == decision.played, best))
            continue
        # Against the top card: the same scale at every trick, whatever the search's baseline.
        top = max(decision.values.values())
        tag = t("review.played") if c == decision.played else t("review.best") if c == decision.best else ""
        out.append(HandCard(c, c == decision.played, best, points_value(value - top),
                            GOLD if c == decision.best else INK, tag or None,
                            PLAYED if c == decision.played else GOLD))
    return tuple(out)


def side_lines(now: ReviewMoment, decision: Decision | None, style: str) -> tuple[Line, ...]:
    """The analysis of the trick at the side: its progress, or the mark, the cost and the reasons; the notes."""
    lines: list[Line] = []
    review = now.review
    if review is None:
        done, total = now.progress or (0, 0)
        line = now.failed if now.failed is not None else t("review.analysing", done=done, total=total or "…")
        lines.append(Line(line, INK))
    elif decision is not None:
        if decision.judged:
            lines.append(Line(t("review.values_note"), INK_DIM, gap_after=True))
        lines.append(Line(verdict_name(decision.verdict), VERDICT_COLOUR[decision.verdict], True, wrapped=False))
        shown = decision.reasons[:2]
        # A closing reason names the cost itself ("on average ... 5 points more"): no cost line beside it.
        if decision.judged and decision.verdict is not Verdict.GOOD \
                and not any(r.key in STATES_COST for r in shown):
            lines.append(Line(t("review.cost", count=round(decision.cost)), INK, wrapped=False))
        lines += [Line(reason_text(reason, style), INK, gap_after=True) for reason in shown]
    lines += [Line(t(note), INK_DIM, gap_after=True) for note in (review.notes if review is not None else ())]
    return tuple(lines)


def strip_boxes(now: ReviewMoment) -> tuple[tuple[Colour, bool, str], ...]:
    """One box per trick, coloured by the person's mark when it was a mistake or a blunder."""
    boxes = []
    for i, step in enumerate(now.steps):
        d = step.decision
        colour = PANEL
        if now.review is not None and d is not None and d.verdict in (Verdict.MISTAKE, Verdict.BLUNDER):
            colour = VERDICT_COLOUR[d.verdict]
        boxes.append((colour, i == now.index, str(i + 1)))
    return tuple(boxes)


def face_down(step: TrickStep) -> int:
    """The cards left in the stock as the table counts them: face down, the face-up trump card apart
    (the rules' stock size counts it too)."""
    return max(0, step.stock_size - (1 if step.trump_card is not None else 0))


def build_model(now: ReviewMoment, variant: Variant, words: TableWords, style: str) -> ReviewModel:
    """The review's words and cards for the trick shown."""
    title = f"{t('review.title')} · {variant_title(variant.name, style)}"
    summary_title = t("review.summary.title") if now.show_summary and now.review is not None else None
    summary = summary_lines(now.review) if summary_title is not None and now.review is not None else ()
    if not now.steps:
        return ReviewModel(title, t("review.empty"), False, (), None, "", (), "", (), "", (), None, (), (),
                           summary_title, summary)
    step = now.steps[now.index]
    n = variant.players
    analysed = now.review is not None
    mine = next((i for i, (s, _c) in enumerate(step.cards) if s == PERSON), len(step.cards))
    trick = tuple(TrickCard(c, seat == step.winner, i > mine, words.seat(seat), INK if seat != PERSON else PLAYED)
                  for i, (seat, c) in enumerate(step.cards))
    won = t("table.last_trick.won_by_you" if step.winner == PERSON else "table.last_trick.won_by",
            seat=words.seat_in_sentence(step.winner), points=t("term.points", count=step.points))
    # In the table's order of a hand (suits together, trumps last), so a card is found at a glance.
    gone = tuple(sorted_hand((c for s in now.steps[:step.number] for _seat, c in s.cards), step.trump_suit))
    return ReviewModel(
        title=title, empty=None,
        faces_up=now.show_all or variant.open_hands,
        others=tuple(OtherHand(words.seat(seat), tuple(step.hands[seat])) for seat in range(1, n)),
        trump_card=step.trump_card, cards_left=t("term.cards_left", count=face_down(step)),
        trick=trick, won_line=won, hand=hand_cards(step, analysed, now.sort_hand),
        side_head=t("review.trick_of", number=step.number + 1, total=len(now.steps)),
        side=side_lines(now, step.decision, style),
        gone_label=t("review.gone", count=len(gone)) if gone else None, gone=gone,
        strip=strip_boxes(now), summary_title=summary_title, summary=summary)


# --------------------------------------------------------------------------- painting

def draw_review(surface: pygame.Surface, model: ReviewModel, places: ReviewPlaces, text: TextCache, art: CardArt,
                m: Metrics, *, buttons: ButtonGroup, summary_buttons: ButtonGroup,
                pointer: tuple[int, int] | None = None) -> None:
    """The whole review: title, the table, the side panel, the strip of tricks, the buttons, the summary;
    a card gone under the ``pointer`` magnified over it all."""
    surface.fill(FELT)
    w, h = surface.get_size()
    draw_screen_title(surface, text, m, model.title)
    if model.empty is not None:
        img = text.fit(model.empty, m.body, w - 2 * m.margin, INK)
        surface.blit(img, img.get_rect(center=(w // 2, h // 2)))
        buttons.draw(surface, text, m.body)
        return
    draw_table(surface, model, places, text, art, m)
    gone = draw_side(surface, model, places, text, art, m)
    draw_strip(surface, model, places, text)
    buttons.draw(surface, text, m.body)
    if model.summary_title is not None:
        draw_summary(surface, model, places, text, m, summary_buttons)
    elif gone is not None and pointer is not None:
        draw_magnified(surface, art, gone, gone.card_at(pointer))


def draw_table(surface: pygame.Surface, model: ReviewModel, places: ReviewPlaces, text: TextCache, art: CardArt,
               m: Metrics) -> None:
    """The other hands on top, small; the trump and the trick in the middle; the person's hand below."""
    area = places.table_area
    panel(surface, area, alpha=70)
    small = places.small_w
    y = area.top + m.gap
    for other in model.others:
        name = text.fit(other.name, m.small, int(area.width * 0.22), INK_DIM)
        surface.blit(name, (area.left + m.gap, y + m.gap))
        x = area.left + int(area.width * 0.25)
        for c in other.cards:
            img = art.face(c, small) if model.faces_up else art.back(small)
            surface.blit(img, (x, y))
            x += int(small * 0.72)
        y += art.height(small) + m.gap
    mid_top, cw = places.mid_top, places.card_w
    if model.trump_card is not None:
        face = art.face(model.trump_card, places.trump_w)
        surface.blit(face, (area.left + m.gap, mid_top))
        # On as many lines as the column between the edge and the trick needs ("34 cartes /
        # restantes" at 800x600): never shrunk below reading size into the trick's cards.
        y = mid_top + face.get_height() + 4
        for line in text.wrap(model.cards_left, m.small, int(cw * 1.4) - 2 * m.gap, INK_DIM):
            surface.blit(line, (area.left + m.gap, y))
            y += line.get_height()
    # The trick in playing order; cards after the person's were not seen when they chose.
    x = area.left + int(cw * 1.4)
    for played in model.trick:
        face = art.face(played.card, cw)
        rect = face.get_rect(topleft=(x, mid_top))
        if played.won:
            pygame.draw.rect(surface, GOLD, rect.inflate(8, 8), width=3, border_radius=8)
        surface.blit(face, rect)
        if played.unseen:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 110))
            surface.blit(shade, rect)
        name = text.fit(played.label, m.small, cw + 10, played.label_colour)
        surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.bottom + 6)))
        x += cw + m.gap * 2
    img = text.fit(model.won_line, m.small, area.width - int(cw * 1.6), GOLD)
    surface.blit(img, (area.left + int(cw * 1.4), mid_top + art.height(cw) + m.small + 12))
    draw_hand(surface, model, places, text, art, m)


def draw_hand(surface: pygame.Surface, model: ReviewModel, places: ReviewPlaces, text: TextCache, art: CardArt,
              m: Metrics) -> None:
    """The person's hand as the trick began, each card with its value."""
    area, cw = places.table_area, places.card_w
    hy = area.bottom - art.height(cw) - m.small * 2 - m.gap * 2
    x = area.left + (area.width - len(model.hand) * (cw + m.gap)) // 2
    for held in model.hand:
        face = art.face(held.card, cw)
        rect = face.get_rect(topleft=(x, hy))
        surface.blit(face, rect)
        if held.played:
            pygame.draw.rect(surface, PLAYED, rect.inflate(8, 8), width=3, border_radius=8)
        if held.best:
            pygame.draw.rect(surface, GOLD, rect.inflate(16, 16), width=3, border_radius=10)
        if held.value is not None:
            v = text.render(held.value, m.small, held.value_colour, True)
            surface.blit(v, v.get_rect(midtop=(rect.centerx, rect.bottom + 8)))
            if held.tag is not None:
                timg = text.fit(held.tag, m.small, cw + 10, held.tag_colour)
                surface.blit(timg, timg.get_rect(midtop=(rect.centerx, rect.bottom + 10 + m.small)))
        x += cw + m.gap


def draw_side(surface: pygame.Surface, model: ReviewModel, places: ReviewPlaces, text: TextCache, art: CardArt,
              m: Metrics) -> CardRows | None:
    """The trick's number, the analysis of the person's play, the notes, the cards already gone
    (returned as laid out, to magnify the one under the pointer)."""
    area = places.side_area
    panel(surface, area, alpha=120)
    x, y, width = area.left + m.gap * 2, area.top + m.gap * 2, area.width - m.gap * 4
    head = text.fit(model.side_head, m.body, width, GOLD, True)
    surface.blit(head, (x, y))
    y += head.get_height() + m.gap
    for line in model.side:
        if line.wrapped:
            for img in text.wrap(line.words, m.small, width, line.colour):
                surface.blit(img, (x, y))
                y += img.get_height()
        else:
            img = text.fit(line.words, m.body if line.bold else m.small, width, line.colour, line.bold)
            surface.blit(img, (x, y))
            y += img.get_height() + m.gap
        if line.gap_after:
            y += m.gap
    if model.gone_label is None or y >= area.bottom - 40:
        return None
    label = text.fit(model.gone_label, m.small, width, INK_DIM)
    surface.blit(label, (x, y))
    y += label.get_height() + 4
    # The readable width made for the screen, or the smallest readable one when the rows would not fit.
    room = area.bottom - m.gap - y
    cw = places.gone_w
    if rows_height(len(model.gone), width, cw, art.height(cw)) > room:
        cw = min(cw, MIN_READABLE)
    rows = lay_out(model.gone, (x, y), width, cw, art.height(cw))
    draw_rows(surface, art, rows, bottom=area.bottom - m.gap // 2)
    return rows


def draw_strip(surface: pygame.Surface, model: ReviewModel, places: ReviewPlaces, text: TextCache) -> None:
    """One box per trick, the one shown ringed."""
    for rect, (colour, current, number) in zip(places.strip, model.strip):
        pygame.draw.rect(surface, colour, rect, border_radius=4)
        if current:
            pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), width=2, border_radius=5)
        num = text.fit(number, max(12, rect.height // 2), rect.width - 2, INK)
        surface.blit(num, num.get_rect(center=rect.center))


def draw_summary(surface: pygame.Surface, model: ReviewModel, places: ReviewPlaces, text: TextCache, m: Metrics,
                 buttons: ButtonGroup) -> None:
    """The summary over a shaded review: accuracy, points given away, the costliest moments as buttons."""
    box = places.summary_box
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 140))
    surface.blit(shade, (0, 0))
    panel(surface, box, alpha=255, radius=16)   # opaque: the trick beneath never shows through
    pygame.draw.rect(surface, GOLD, box, width=2, border_radius=16)
    x, y, width = box.left + m.margin, box.top + m.gap * 2, box.width - 2 * m.margin
    img = text.fit(model.summary_title or "", m.title, width, GOLD, True)
    surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
    y = box.top + m.gap * 4 + m.title
    for line in model.summary:
        img = text.fit(line.words, m.body, width, line.colour, line.bold)
        surface.blit(img, (x, y))
        y += m.body + m.gap * 2
    buttons.draw(surface, text, m.body)


__all__ = ["ReviewPlaces", "ReviewModel", "ReviewMoment", "build_model", "draw_review", "summary_lines",
           "VERDICT_COLOUR"]
