"""What the table writes around the cards: the score bar, seat labels, the stock, the status line.

:class:`HudModel` is built in the scene's ``update`` (and after a layout or a resume) from
the runner, the board and the table's words: every sentence is chosen there. The draw
functions below only paint a model; the same model always paints the same picture.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from briscola_desktop.ai import unseen_summary
from briscola_desktop.i18n import t
from briscola_desktop.rules import Card, MatchKind, Phase, Variant

from ..board import Banner, Board, Decor
from ..cardart import CardArt
from ..layout import TableLayout
from ..text import TextCache
from ..ui.widgets import GOLD, INK, INK_DIM, ButtonGroup, panel
from ..wording import PERSON, TableWords, format_name
from .runner import MatchRunner

TEAM_COLOURS = ((240, 196, 80), (120, 190, 250), (240, 130, 150))
SPEECH_INK = (30, 30, 30)
SPEECH_PAPER = (250, 244, 220)


@dataclass(frozen=True)
class SeatLabel:
    """A seat's name plate: the name, its tags (dealer, partner, caller) and what it just said."""

    name: str
    to_act: bool
    tags: str = ""
    team: int | None = None
    speech: str | None = None


@dataclass(frozen=True)
class HudModel:
    """Everything the table writes, in the person's words, for one moment of the match."""

    bar_rows: int = 1
    score_line: str = ""
    match_line: str = ""
    labels: tuple[SeatLabel, ...] = ()
    cards_left: str | None = None
    trump_is: str | None = None
    no_trump: str | None = None
    called_lines: tuple[str, ...] = ()
    called_card: Card | None = None
    banner: str | None = None
    status: str | None = None
    status_gold: bool = False
    counting: tuple[str, ...] = ()
    advice: Any = None                      # the hinted auction/call action (its button is ringed)
    stock_top: Card | None = None
    decor: Decor = field(default_factory=Decor)


# --------------------------------------------------------------------------- sentences

def bar_rows(variant: Variant) -> int:
    """Two lines when the bar holds a score for each of four or more seats or sides (the each-for-themselves
    tables of four to six, chiamata's five): the scores take the bar's whole width, the match line goes below."""
    return 2 if variant.auction or len(variant.sides) >= 4 else 1


def score_line(runner: MatchRunner, board: Board, words: TableWords, hand_total: int) -> str:
    """"You 47 · Computer 38 · 35 left in play" from what the board has shown so far."""
    sep = t("table.separator")
    entries = []
    variant = runner.variant
    if variant.auction:
        for seat in range(variant.players):
            entries.append(t("table.score_entry", name=words.seat(seat), points=board.points[seat]))
    else:
        for i, side in enumerate(runner.match.sides):
            pts = sum(board.points[s] for s in side)
            entries.append(t("table.score_entry", name=words.side(i), points=pts))
    left = hand_total - sum(board.points)
    entries.append(t("table.left_in_play", points=left))
    return sep.join(entries)


def match_line(runner: MatchRunner, words: TableWords) -> str:
    """The match tally: "Best of three: You 1 · Computer 0"."""
    match = runner.match
    sep = t("table.separator")
    fmt = match.format
    name = format_name(fmt)
    how = t(f"table.format.{name}") if name else ""
    if fmt.kind is MatchKind.WINS:
        tally = match.hands_won
        key = "table.match_hands"
    elif fmt.kind is MatchKind.POINTS:
        tally = match.scores
        key = "table.match_points"
    else:
        tally = match.scores
        key = "table.match_deals"
    entries = sep.join(t("table.score_entry", name=words.side(i), points=v) for i, v in enumerate(tally))
    return t(key, entries=entries, format=how, deal=match.deals_played + 1, deals=fmt.target)


def seat_labels(runner: MatchRunner, board: Board, words: TableWords) -> tuple[SeatLabel, ...]:
    variant = runner.variant
    hand = runner.match.hand
    to_act = hand.to_act if (board.idle and not hand.is_over) else None
    teams = variant.teams
    labels = []
    for seat in range(variant.players):
        extra: list[str] = []
        if seat == board.dealer:
            extra.append(t("table.dealer"))
        if teams is not None and seat != PERSON and variant.side_of(seat) == variant.side_of(PERSON):
            extra.append(t("table.partner"))
        if variant.auction:
            if seat == board.caller:
                extra.append(t("table.caller"))
            if board.partner is not None and seat == board.partner and seat != board.caller:
                extra.append(t("table.partner"))
        speech = board.speech.get(seat)
        labels.append(SeatLabel(
            name=words.seat(seat), to_act=seat == to_act, tags=t("table.separator").join(extra) if extra else "",
            team=variant.side_of(seat) if teams is not None else None,
            speech=words.sentence(speech.key, speech.params) if speech is not None else None))
    return tuple(labels)


def called_lines(runner: MatchRunner, board: Board, words: TableWords) -> tuple[str, ...]:
    """Chiamata: the high bid during the auction, then the called card and who called it."""
    if not runner.variant.auction:
        return ()
    hand = runner.match.hand
    lines: list[str] = []
    if board.called_card is not None:
        lines.append(t("table.called", card=words.card_in_sentence(board.called_card)))
        lines.append(t("table.called_by", seat=words.seat(board.caller)))
        if board.partner is not None:
            lines.append(t("table.partner_is", seat=words.seat(board.partner)))
        else:
            lines.append(t("table.partner_hidden"))
    elif board.idle and hand.high_bid is not None and hand.phase is Phase.AUCTION:
        lines.append(t("table.high_bid", bid=words.bid(hand.high_bid), seat=words.seat(hand.high_bidder)))
    return tuple(lines)


def status_line(runner: MatchRunner, board: Board, words: TableWords, show_hint: bool) -> tuple[str | None, bool]:
    """(the line over the person's hand, gold?): your turn, the hint, or who is thinking."""
    hand = runner.match.hand
    if not (board.idle and runner.in_play):
        return None, False
    seat = hand.to_act
    if runner.person_to_act():
        key = {Phase.AUCTION: "table.your_bid", Phase.CALL: "table.your_call"}.get(hand.phase, "table.your_turn")
        msg = t(key)
        if show_hint:
            h = runner.current_hint()
            # A hint that would announce 0 points shows no reason (the card is still marked).
            reason = words.hint(h[1], h[2]) if h is not None else None
            if reason:
                msg = reason
        return msg, True
    if seat == PERSON:   # autoplay: a computer plays the person's seat
        return t("table.autoplay_thinking"), False
    return t("table.thinking", seat=words.seat(seat)), False


def counting_lines(runner: MatchRunner) -> tuple[str, ...]:
    """The panel of aces, threes and trumps the person has not seen yet (from the AI's count)."""
    view = runner.match.hand.view(PERSON)
    unseen = unseen_summary(view)
    lines = [t("table.counting.title"), t("table.counting.aces", count=len(unseen["aces"])),
             t("table.counting.threes", count=len(unseen["threes"]))]
    if view.trump_suit is not None:
        lines.append(t("table.counting.trumps", count=len(unseen["trumps"])))
    return tuple(lines)


def stock_lines(variant: Variant, board: Board, words: TableWords) -> tuple[str | None, str | None, str | None]:
    """(cards left in the stock, which suit is trump once the face-up trump is drawn, no trump)."""
    cards_left = t("term.cards_left", count=board.stock) if board.stock > 0 else None
    trump_is = None
    if variant.trump.value == "turned" and board.trump is None and board.turned is not None:
        trump_is = t("table.trump_is", suit=words.suit(board.turned.suit))
    no_trump = t("table.no_trump") if variant.trump.value == "none" and board.dealer is not None else None
    return cards_left, trump_is, no_trump


def build(runner: MatchRunner, board: Board, words: TableWords, *, hand_total: int, show_hint: bool,
          show_counting: bool, notice: Banner | None, decor: Decor) -> HudModel:
    """The model of one moment: every sentence chosen from the runner, the board and the words."""
    variant = runner.variant
    advice = runner.current_hint() if show_hint else None
    banner = board.banner or notice
    cards_left, trump_is, no_trump = stock_lines(variant, board, words)
    status, gold = status_line(runner, board, words, show_hint)
    stock_top = None
    if variant.stock_top_visible and board.idle:
        stock_top = runner.match.hand.view(PERSON).stock_top
    return HudModel(
        bar_rows=bar_rows(variant), score_line=score_line(runner, board, words, hand_total),
        match_line=match_line(runner, words), labels=seat_labels(runner, board, words), cards_left=cards_left,
        trump_is=trump_is, no_trump=no_trump, called_lines=called_lines(runner, board, words),
        called_card=board.called_card, banner=words.sentence(banner.key, banner.params) if banner else None,
        status=status, status_gold=gold, counting=counting_lines(runner) if show_counting else (),
        advice=advice[0] if advice is not None else None, stock_top=stock_top, decor=decor)


# --------------------------------------------------------------------------- drawing

def draw_bar(surface: pygame.Surface, lay: TableLayout, text: TextCache, model: HudModel) -> None:
    w, _ = lay.size
    panel(surface, pygame.Rect(0, 0, w, lay.bar_height), 200, 0)
    left = int(w * 0.012)
    if model.bar_rows == 2:
        # Two lines, each the bar's full width: the scores, then the match tally.
        score = text.fit(model.score_line, lay.font_size, w - 2 * left, INK, True)
        match = text.fit(model.match_line, lay.small_font, w - 2 * left, INK_DIM)
        gap = max(2, (lay.bar_height - score.get_height() - match.get_height()) // 3)
        surface.blit(score, (left, gap))
        surface.blit(match, (left, gap * 2 + score.get_height()))
        return
    score = text.fit(model.score_line, lay.font_size, int(w * 0.52), INK, True)
    surface.blit(score, score.get_rect(midleft=(left, lay.bar_height // 2)))
    match = text.fit(model.match_line, lay.small_font, int(w * 0.44), INK_DIM)
    surface.blit(match, match.get_rect(midright=(int(w * 0.988), lay.bar_height // 2)))


def draw_labels(surface: pygame.Surface, lay: TableLayout, text: TextCache, model: HudModel) -> None:
    for seat, (place, label) in enumerate(zip(lay.seats, model.labels)):
        colour = GOLD if label.to_act else INK
        img = text.render(label.name, lay.font_size if seat == PERSON else lay.small_font, colour, True)
        x, y = place.label
        r = img.get_rect(center=(int(x), int(y)))
        box = r.inflate(16, 8)
        panel(surface, box, 170, 8)
        if label.to_act:
            pygame.draw.rect(surface, GOLD, box, width=2, border_radius=8)
        if label.team is not None:
            dot = TEAM_COLOURS[label.team % len(TEAM_COLOURS)]
            pygame.draw.circle(surface, dot, (box.left - 8, box.centery), max(4, lay.small_font // 3))
        surface.blit(img, r)
        if label.tags:
            tag = text.render(label.tags, lay.small_font, GOLD)
            surface.blit(tag, tag.get_rect(midtop=(box.centerx, box.bottom + 2)))
        if label.speech is not None:
            said = text.render(label.speech, lay.font_size, SPEECH_INK, True)
            if seat == PERSON:
                # Above the person's name, left of the hand: the line over the hand is the status.
                sx = max(said.get_width() / 2 + 14, x)
                anchor = (int(sx), int(box.top - said.get_height() / 2 - 12 - lay.small_font * 0.2))
            else:
                anchor = (int(place.hand[0]), int(place.hand[1] + lay.small_height * 0.5 + lay.small_font * 2.6))
            sr = said.get_rect(center=anchor)
            pygame.draw.rect(surface, SPEECH_PAPER, sr.inflate(18, 10), border_radius=10)
            surface.blit(said, sr)


def draw_stock_info(surface: pygame.Surface, lay: TableLayout, text: TextCache, model: HudModel) -> None:
    x, y = lay.stock
    below = y + lay.card_height * 0.5 + lay.small_font
    if model.cards_left is not None:
        label = text.render(model.cards_left, lay.small_font, INK)
        surface.blit(label, label.get_rect(center=(int(x), int(below))))
    if model.trump_is is not None:
        # The face-up trump has been drawn: still say which suit is trump. From the stock's left
        # edge, never past a fifth of the window: the hand-result box (centred, at most 60 %
        # wide) must not cover it.
        left = max(4, int(x - lay.card_width * 0.5))
        img = text.fit(model.trump_is, lay.small_font, max(40, int(lay.size[0] * 0.2) - 6 - left), GOLD, True)
        surface.blit(img, img.get_rect(midleft=(left, int(y))))
    if model.no_trump is not None:
        img = text.render(model.no_trump, lay.small_font, INK_DIM)
        surface.blit(img, img.get_rect(center=(int(x), int(below + lay.small_font * 1.4))))


def top_left_room(lay: TableLayout, hand_size: int) -> int:
    """x where the leftmost top seat's hand begins (the top-left corner panel ends before it)."""
    edges = [lay.size[0] * 0.45]
    for place in lay.seats:
        if place.side == "top":
            span = place.card_width + place.step * max(0, hand_size - 1)
            edges.append(place.hand[0] - span / 2 - 6)
    return int(min(edges))


def draw_called(surface: pygame.Surface, lay: TableLayout, text: TextCache, art: CardArt, model: HudModel,
                hand_size: int) -> None:
    """Chiamata's corner panel: the high bid, or the called card with who called it."""
    lines = model.called_lines
    if not lines:
        return
    x = int(lay.size[0] * 0.012)
    y = lay.bar_height + int(lay.size[1] * 0.02)
    card_w = lay.small_width if model.called_card is not None else 0
    # The panel keeps to the corner left of the top seats' hands (and their piles).
    room = top_left_room(lay, hand_size) - x - card_w - 30
    imgs = [text.fit(line, lay.small_font, max(60, room), GOLD if i == 0 else INK, i == 0)
            for i, line in enumerate(lines)]
    width = max(i.get_width() for i in imgs)
    height = sum(i.get_height() + 4 for i in imgs)
    box = pygame.Rect(x, y, width + card_w + 30, max(height, lay.small_height if card_w else 0) + 16)
    panel(surface, box, 190)
    if card_w:
        face = art.face(model.called_card, card_w)
        surface.blit(face, (x + 8, y + 8))
    ty = y + 8
    for img in imgs:
        surface.blit(img, (x + 16 + card_w, ty))
        ty += img.get_height() + 4


def draw_banner(surface: pygame.Surface, lay: TableLayout, text: TextCache, model: HudModel) -> None:
    if model.banner is None:
        return
    img = text.fit(model.banner, lay.font_size + 4, int(lay.size[0] * 0.7), GOLD, True)
    r = img.get_rect(center=(int(lay.centre[0]), int(lay.centre[1] - lay.card_height * 0.05)))
    panel(surface, r.inflate(28, 18), 220)
    surface.blit(img, r)


def draw_status(surface: pygame.Surface, lay: TableLayout, text: TextCache, model: HudModel) -> None:
    if not model.status:
        return
    img = text.fit(model.status, lay.font_size, int(lay.size[0] * 0.6), GOLD if model.status_gold else INK, True)
    y = lay.hand_top - lay.card_height * 0.12 - img.get_height() * 0.8
    surface.blit(img, img.get_rect(center=(int(lay.seats[PERSON].hand[0]), int(y))))


def draw_counting(surface: pygame.Surface, lay: TableLayout, text: TextCache, model: HudModel) -> None:
    if not model.counting:
        return
    imgs = [text.render(s, lay.small_font, GOLD if i == 0 else INK, i == 0) for i, s in enumerate(model.counting)]
    width = max(i.get_width() for i in imgs) + 24
    height = sum(i.get_height() + 3 for i in imgs) + 16
    x = lay.size[0] - width - int(lay.size[0] * 0.012)
    y = lay.bar_height + int(lay.size[1] * 0.02)
    panel(surface, pygame.Rect(x, y, width, height), 200)
    ty = y + 8
    for img in imgs:
        surface.blit(img, (x + 12, ty))
        ty += img.get_height() + 3


def draw(surface: pygame.Surface, lay: TableLayout, text: TextCache, art: CardArt, model: HudModel, board: Board,
         choices: ButtonGroup, toolbar: ButtonGroup, hand_size: int) -> None:
    """Everything on the felt, in order: labels, the cards, the stock, the bar, the panels, the buttons."""
    draw_labels(surface, lay, text, model)
    board.draw(surface, art, model.decor, stock_top=model.stock_top)
    draw_stock_info(surface, lay, text, model)
    draw_bar(surface, lay, text, model)
    draw_called(surface, lay, text, art, model, hand_size)
    draw_banner(surface, lay, text, model)
    draw_status(surface, lay, text, model)
    if choices.buttons and board.idle:
        choices.draw(surface, text, lay.font_size)
        for b in choices.buttons:
            if model.advice is not None and b.value == model.advice:
                pygame.draw.rect(surface, GOLD, b.rect.inflate(8, 8), width=3, border_radius=8)
    draw_counting(surface, lay, text, model)
    toolbar.draw(surface, text, lay.small_font)


__all__ = ["HudModel", "draw", "SeatLabel", "build", "score_line", "match_line", "seat_labels", "called_lines", "status_line",
           "counting_lines", "stock_lines", "draw_bar", "draw_labels", "draw_stock_info", "draw_called",
           "draw_banner", "draw_status", "draw_counting", "top_left_room"]
