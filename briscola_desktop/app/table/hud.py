"""What the table writes around the cards: the score bar, seat labels, the stock, the status line.

:class:`HudModel` is built in the scene's ``update`` (and after a layout or a resume) from
the table's port (:class:`~briscola_desktop.play.port.TablePort`: this seat's view, the public
standing, whose turn it is), the board and the table's words: every sentence is chosen there. The draw
functions below only paint a model; the same model always paints the same picture.
"""

from __future__ import annotations

import pygame

from briscola_desktop.i18n import capitalise, t
from briscola_desktop.rules import EXCHANGE, Card, MatchKind, Phase, Variant, format_name
from briscola_desktop.rules.cards import Suit

from briscola_desktop.play.port import MatchStanding, TablePort

from ..core.cardart import CardArt
from ..text import TextCache
from ..ui.widgets import GOLD, INK, INK_DIM, ButtonGroup, panel
from ..core.wording import PERSON, TableWords
from .board import Banner, Board, Decor
from .layout import TableLayout
from .called_panel import called_lines, draw_called
from .hud_model import HudModel, SeatLabel
from .count_panel import counting_rows, draw_counting
from .trump_marker import TrumpMarker, draw_trump_marker, marker_size

TEAM_COLOURS = ((240, 196, 80), (120, 190, 250), (240, 130, 150))
SPEECH_INK = (30, 30, 30)
SPEECH_PAPER = (250, 244, 220)


# --------------------------------------------------------------------------- sentences

def bar_rows(variant: Variant) -> int:
    """Two lines when the bar holds a score for each of four or more seats or sides (the each-for-themselves
    tables of four to six, chiamata's five): the scores take the bar's whole width, the match line goes below."""
    return 2 if variant.auction or len(variant.sides) >= 4 else 1


def ours_first(sides: tuple[tuple[int, ...], ...]) -> list[int]:
    """The sides' indices with the person's side first ("Us: 0 · Them: 0" at every seat of a table with
    friends, whose side indices are the host's), the others in their order."""
    return sorted(range(len(sides)), key=lambda i: PERSON not in sides[i])


def score_line(port: TablePort, board: Board, words: TableWords, hand_total: int) -> str:
    """"You 47 · Computer 38 · 35 left in play" from what the board has shown so far."""
    sep = t("table.separator")
    entries = []
    variant = port.variant
    view = port.view()
    if variant.auction and board.partner is not None and (view.high_bidder, view.partner) == (board.caller,
                                                                                              board.partner):
        # The called card has been played: the sides are public, so their totals are what matters.
        calling = view.side_of(board.caller)
        ours = sum(board.points[s] for s in calling)
        theirs = sum(board.points[s] for s in range(variant.players) if s not in calling)
        entries += [t("table.calling_side", points=ours), t("table.other_side", points=theirs)]
    elif variant.auction:
        for seat in range(variant.players):
            entries.append(t("table.score_entry", name=words.seat(seat), points=board.points[seat]))
    else:
        sides = port.standing().sides
        for i in ours_first(sides):
            pts = sum(board.points[s] for s in sides[i])
            entries.append(t("table.score_entry", name=words.side(i), points=pts))
    left = hand_total - sum(board.points)
    entries.append(t("table.left_in_play", points=left))
    return sep.join(entries)


def match_line(match: MatchStanding, words: TableWords) -> str:
    """The match tally: "Best of three: You 1 · Computer 0"."""
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
        # Once a deal has its result the number is the next deal's: say so, or it reads as the one just played.
        key = "table.match_points" if match.is_over else \
            "table.match_deals_next" if match.between_deals else "table.match_deals"
    entries = sep.join(t("table.score_entry", name=words.side(i), points=tally[i]) for i in ours_first(match.sides))
    return t(key, entries=entries, format=how, deal=match.deals_played + 1, deals=fmt.target)


def seat_labels(port: TablePort, board: Board, words: TableWords) -> tuple[SeatLabel, ...]:
    variant = port.variant
    to_act = port.to_act() if board.idle else None
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
        if words.seat_state(seat):
            extra.append(words.seat_state(seat))
        speech = board.speech.get(seat)
        labels.append(SeatLabel(
            name=words.seat(seat), to_act=seat == to_act, tags=t("table.separator").join(extra) if extra else "",
            team=variant.side_of(seat) if teams is not None else None,
            speech=words.sentence(speech.key, speech.params) if speech is not None else None))
    return tuple(labels)


def said(words: TableWords, banner: Banner) -> str:
    """A banner's sentence in the person's words; a card given besides ``card`` (the seven an exchange
    left face up, ``given``) is named inside the sentence too."""
    params = {name: words.card_in_sentence(value) if name != "card" and isinstance(value, Card) else value
              for name, value in banner.params.items()}
    return words.sentence(banner.key, params)


def status_line(port: TablePort, board: Board, words: TableWords, show_hint: bool) -> tuple[str | None, bool]:
    """(the line over the person's hand, gold?): your turn (saying the exchange's key when the person
    may take the face-up trump), the hint, or who is thinking."""
    seat = port.to_act()
    if not board.idle or seat is None:
        return None, False
    if port.my_turn():
        key = {Phase.AUCTION: "table.your_bid", Phase.CALL: "table.your_call"}.get(port.view().phase, "table.your_turn")
        if key == "table.your_turn" and EXCHANGE in port.legal_now():
            key = "exchange.table.your_turn"
        msg = t(key)
        if show_hint:
            h = port.current_hint()
            # A hint that would announce 0 points shows no reason (the card is still marked).
            reason = words.hint(h[1], h[2]) if h is not None else None
            if reason:
                msg = reason
        return msg, True
    if seat == port.seat:   # autoplay: a computer plays the person's seat
        return t("table.autoplay_thinking"), False
    names = port.seat_names()
    name = names[seat] if seat < len(names) else None
    return t("table.thinking", seat=words.seat_in_sentence(seat, name)), False


def stock_lines(variant: Variant, board: Board, words: TableWords) -> tuple[str | None, str | None, str | None]:
    """(cards left in the stock, which suit is trump once the face-up trump is drawn, no trump).

    The trump marker (:func:`trump_marker`) says both the whole hand: these two stay empty."""
    cards_left = t("term.cards_left", count=board.stock) if board.stock > 0 else None
    return cards_left, None, None


def trump_marker(variant: Variant, board: Board, words: TableWords) -> TrumpMarker | None:
    """The marker by the stock: the trump suit's symbol and name from the deal to the last trick;
    "No trump" in Briscolone; "not called yet" during chiamata's auction."""
    if board.dealer is None:
        return None
    if variant.trump.value == "none":
        return TrumpMarker("", t("table.no_trump_marker"), None)
    if board.trump_suit is None:
        return TrumpMarker(t("table.trump_marker"), t("table.trump_not_called"), None) if variant.auction else None
    suit = Suit(board.trump_suit)
    return TrumpMarker(t("table.trump_marker"), capitalise(words.suit(suit)), suit)


def build(port: TablePort, board: Board, words: TableWords, *, hand_total: int, show_hint: bool,
          show_counting: bool, notice: Banner | None, decor: Decor) -> HudModel:
    """The model of one moment: every sentence chosen from the port, the board and the words."""
    variant = port.variant
    advice = port.current_hint() if show_hint else None
    banner = board.banner
    cards_left, trump_is, no_trump = stock_lines(variant, board, words)
    marker = trump_marker(variant, board, words)
    rows = counting_rows(port) if show_counting else ()
    status, gold = status_line(port, board, words, show_hint)
    if notice is not None:   # a refused click is answered where the person looks: above the hand,
        status, gold = said(words, notice), True   # never over the trick's cards
    stock_top = None
    if variant.stock_top_visible and board.idle:
        stock_top = port.view().stock_top
    return HudModel(
        bar_rows=bar_rows(variant), score_line=score_line(port, board, words, hand_total),
        match_line=match_line(port.standing(), words), labels=seat_labels(port, board, words), cards_left=cards_left,
        trump_is=trump_is, no_trump=no_trump, trump_marker=marker, no_stock=variant.auction,
        called_lines=called_lines(port, board, words),
        called_card=board.called_card, banner=said(words, banner) if banner else None,
        status=status, status_gold=gold,
        counting=tuple(line for line, _ in rows), counting_cards=tuple(cards for _, cards in rows),
        advice=advice[0] if advice is not None else None, stock_top=stock_top, decor=decor,
        exchange_tag=t("exchange.table.tag") if decor.trump_offered else None)


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


def draw_stock_info(surface: pygame.Surface, lay: TableLayout, text: TextCache, model: HudModel,
                    art: CardArt | None = None) -> None:
    x, y = lay.stock
    below = y + lay.card_height * 0.5 + lay.small_font
    if model.cards_left is not None:
        label = text.render(model.cards_left, lay.small_font, INK)
        surface.blit(label, label.get_rect(center=(int(x), int(below))))
    if model.trump_marker is not None and art is not None:
        w, h = marker_size(text, model.trump_marker, lay.small_font)
        cy = below + lay.small_font * 0.9 + h / 2
        if model.no_stock:   # chiamata deals every card: the marker takes the empty stock's place
            cy = y - lay.card_height * 0.45
        draw_trump_marker(surface, text, art, model.trump_marker, (int(max(x, 6 + w / 2)), int(cy)),
                          lay.small_font)
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


def draw_exchange_tag(surface: pygame.Surface, lay: TableLayout, text: TextCache, model: HudModel,
                      board: Board) -> None:
    """"Exchange (X)" just above the part of the face-up trump that shows, while the person may take it."""
    if model.exchange_tag is None:
        return
    rect = board.trump_rect()
    if rect is None:
        return
    img = text.fit(model.exchange_tag, lay.small_font, max(60, int(lay.card_height * 1.4)), GOLD, True)
    box = img.get_rect(midbottom=(rect.centerx, rect.top - 6)).inflate(12, 6)
    box.left = max(2, box.left)
    panel(surface, box, 200, 6)
    pygame.draw.rect(surface, GOLD, box, width=1, border_radius=6)
    surface.blit(img, img.get_rect(center=box.center))


#: The banner's panel reaches this far beyond its text on each side (x, y).
BANNER_PAD = (14, 9)


def banner_centre(lay: TableLayout) -> tuple[int, int]:
    return int(lay.centre[0]), int(lay.centre[1] - lay.card_height * 0.05)


def banner_bottom(lay: TableLayout, text: TextCache) -> int:
    """The lowest row any banner's panel covers (its text only ever shrinks to fit): the choice buttons start below."""
    line = text.render("Ág", lay.font_size + 4, GOLD, True).get_height()
    return banner_centre(lay)[1] + (line + 1) // 2 + BANNER_PAD[1]


def status_top(lay: TableLayout, text: TextCache) -> int:
    """The highest row the status line over the person's hand covers (see :func:`draw_status`)."""
    line = text.render("Ág", lay.font_size, GOLD, True).get_height()
    return int(lay.hand_top - lay.card_height * 0.12 - line * 1.3)


def draw_banner(surface: pygame.Surface, lay: TableLayout, text: TextCache, model: HudModel) -> None:
    if model.banner is None:
        return
    img = text.fit(model.banner, lay.font_size + 4, int(lay.size[0] * 0.7), GOLD, True)
    r = img.get_rect(center=banner_centre(lay))
    panel(surface, r.inflate(2 * BANNER_PAD[0], 2 * BANNER_PAD[1]), 220)
    surface.blit(img, r)


def draw_status(surface: pygame.Surface, lay: TableLayout, text: TextCache, model: HudModel,
                toolbar_left: int | None = None) -> None:
    if not model.status:
        return
    cx = int(lay.seats[PERSON].hand[0])
    room = int(lay.size[0] * 0.6)
    if toolbar_left is not None:   # a long hint must not run under the toolbar's buttons
        room = min(room, 2 * (toolbar_left - cx) - 16)
    img = text.fit(model.status, lay.font_size, max(80, room), GOLD if model.status_gold else INK, True)
    y = lay.hand_top - lay.card_height * 0.12 - img.get_height() * 0.8
    surface.blit(img, img.get_rect(center=(int(lay.seats[PERSON].hand[0]), int(y))))


def draw(surface: pygame.Surface, lay: TableLayout, text: TextCache, art: CardArt, model: HudModel, board: Board,
         choices: ButtonGroup, toolbar: ButtonGroup, hand_size: int) -> None:
    """Everything on the felt, in order: labels, the cards, the stock, the bar, the panels, a banner, the buttons."""
    draw_labels(surface, lay, text, model)
    board.draw(surface, art, model.decor, stock_top=model.stock_top)
    draw_stock_info(surface, lay, text, model, art)
    draw_exchange_tag(surface, lay, text, model, board)
    draw_bar(surface, lay, text, model)
    draw_called(surface, lay, text, art, model, hand_size)
    draw_status(surface, lay, text, model,
                min((b.rect.left for b in toolbar.buttons), default=None))
    if choices.buttons and board.idle:
        choices.draw(surface, text, lay.font_size)
        for b in choices.buttons:
            if model.advice is not None and b.value == model.advice:
                pygame.draw.rect(surface, GOLD, b.rect.inflate(8, 8), width=3, border_radius=8)
    draw_counting(surface, lay, text, model, art, hand_size,
                  min((b.rect.top for b in toolbar.buttons), default=None))
    # Over the counting panel, not under it: a banner is what just happened (a computer's exchange of the
    # seven names both cards, and at 800x600 its line reaches the panel), shown for a moment.
    draw_banner(surface, lay, text, model)
    toolbar.draw(surface, text, lay.small_font)


__all__ = ["HudModel", "draw", "SeatLabel", "build", "score_line", "match_line", "seat_labels", "status_line",
           "stock_lines", "said", "draw_bar", "draw_labels", "draw_stock_info", "draw_exchange_tag", "draw_banner",
           "draw_status", "banner_bottom", "status_top"]
