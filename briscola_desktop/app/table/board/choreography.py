"""The choreography: each rules event turned into the board's timed steps.

:data:`CHOREOGRAPHY` is a table from event type to its handler. A handler returns the steps
of its event; a step's ``begin`` changes the board's state (as the animation reaches it)
and starts the cards' motions. Every duration comes from :mod:`.timing`, times the board's
speed factor (moves are scaled by :meth:`Board.move`, holds here by ``board.hold``). An
event with no handler (``MatchOver``) needs no animation.
"""

from __future__ import annotations

from typing import Callable

from briscola_desktop.rules import events as ev

from ..anim import Step, ease_in_out
from . import timing
from .sprites import STOCK_PLACE, TRUMP_PLACE, Place, Spot, Sprite
from .stage import Stage
from .state import Banner


Handler = Callable[[Stage, object], list[Step]]


def hand_started(board: Stage, e: ev.HandStarted) -> list[Step]:
    def begin() -> None:
        board.reset()
        board.dealer = e.dealer
        board.hand_index = e.hand_index
        board.stock = len(board.variant.deck)
        board.shuffle_start = board.now
    return [Step(begin, board.hold(timing.SHUFFLE), sound="shuffle")]


def card_dealt(board: Stage, e: ev.CardDealt) -> list[Step]:
    return [Step(lambda: board.from_stock(e.seat, e.card, timing.DEAL_MOVE), board.hold(timing.DEAL_GAP),
                 sound="deal")]


def trump_turned(board: Stage, e: ev.TrumpTurned) -> list[Step]:
    def begin() -> None:
        start = board.stock_pose()
        board.stock -= 1
        board.trump = board.turned = e.card
        board.trump_suit = int(e.card.suit)
        sprite = Sprite(e.card, TRUMP_PLACE, False)
        board.sprites[int(e.card)] = sprite
        board.move(sprite, TRUMP_PLACE, True, timing.TURN_MOVE, start=start)
        sprite.motion.ease = ease_in_out
        board.tidy()   # the trumps in the hand just dealt gather at the right
    return [Step(begin, board.hold(timing.TURN_GAP), sound="deal")]


def card_played(board: Stage, e: ev.CardPlayed) -> list[Step]:
    def begin() -> None:
        board.speech.clear()
        sprite = board.sprites.get(int(e.card)) or board.reveal(e.seat, e.card)
        if sprite is None:  # not dealt on screen (cannot happen with real events)
            sprite = Sprite(e.card, Place(Spot.HAND, e.seat), False)
            board.sprites[int(e.card)] = sprite
        start = board.pose(sprite)[:4]
        if sprite.card in board.hands[e.seat]:
            board.hands[e.seat].remove(sprite.card)
        board.trick.append((e.seat, e.card))
        board.move(sprite, Place(Spot.TRICK, e.seat), True, timing.PLAY_MOVE, start=start)
    return [Step(begin, board.hold(timing.PLAY_GAP), sound="play")]


def trick_won(board: Stage, e: ev.TrickWon) -> list[Step]:
    def show() -> None:
        board.trick_winner = e.winner

    def sweep() -> None:
        pile = Place(Spot.PILE, e.winner)
        for _seat, c in board.trick:
            sprite = board.sprites.get(int(c))
            if sprite is not None:
                board.move(sprite, pile, False, timing.SWEEP_MOVE)
        board.trick = []
        board.points[e.winner] += e.points
        board.last_trick = e
        board.trick_winner = None
    read = Step(show, board.hold(timing.trick_read(len(e.cards), board.trick_pause)),
                blocking=board.trick_pause == "click")   # "until I click": released by Board.hurry
    return [read, Step(sweep, board.hold(timing.SWEEP_GAP), sound="trick")]


def card_drawn(board: Stage, e: ev.CardDrawn) -> list[Step]:
    return [Step(lambda: board.from_stock(e.seat, e.card, timing.DRAW_MOVE), board.hold(timing.DRAW_GAP),
                 sound="deal")]


def trump_drawn(board: Stage, e: ev.TrumpDrawn) -> list[Step]:
    def begin() -> None:
        sprite = board.sprites.get(int(e.card)) or Sprite(e.card, TRUMP_PLACE, True)
        board.sprites[int(e.card)] = sprite
        start = board.pose(sprite)[:4]
        board.trump = None
        board.hands[e.seat].append(e.card)
        board.tidy(e.seat)
        # The drawn trump was face up for all to see: it stays face up in that hand.
        board.move(sprite, Place(Spot.HAND, e.seat), True, timing.TRUMP_DRAW_MOVE, start=start)
        sprite.motion.ease = ease_in_out
    return [Step(begin, board.hold(timing.TRUMP_DRAW_GAP), sound="deal")]


def trump_exchanged(board: Stage, e: ev.TrumpExchanged) -> list[Step]:
    """The exchange of the seven: the seven (or the two) slides from the seat's hand to lie crosswise
    under the stock, face up; the face-up trump slides into that hand where the seven was, face up
    (everyone saw it). Another seat's exchange is then said over the felt."""
    mine = e.seat == board.person

    def begin() -> None:
        hand = board.hands[e.seat]
        given = board.sprites.get(int(e.given)) or board.reveal(e.seat, e.given)
        if given is None:  # not dealt on screen (cannot happen with real events)
            given = Sprite(e.given, Place(Spot.HAND, e.seat), False)
            board.sprites[int(e.given)] = given
        taken = board.sprites.get(int(e.taken)) or Sprite(e.taken, TRUMP_PLACE, True)
        board.sprites[int(e.taken)] = taken
        given_start = board.pose(given)[:4]
        taken_start = board.pose(taken)[:4]
        if e.given in hand:
            hand[hand.index(e.given)] = e.taken   # where the seven was, as the rules core puts it
        else:
            hand.append(e.taken)
        board.trump = e.given
        board.move(given, TRUMP_PLACE, True, timing.EXCHANGE_MOVE, start=given_start)
        board.move(taken, Place(Spot.HAND, e.seat), True, timing.EXCHANGE_MOVE, start=taken_start)
        given.motion.ease = taken.motion.ease = ease_in_out
        board.tidy(e.seat)
        if not mine:
            board.banner = Banner("exchange.table.done", {"seat": e.seat, "card": e.taken, "given": e.given})
    steps = [Step(begin, board.hold(timing.EXCHANGE_GAP), sound="deal")]
    if not mine:   # the person's own exchange is said in the line over the hand, and play goes on at once
        steps += [Step(lambda: None, board.hold(timing.EXCHANGE_READ)), Step(board.clear_banner, 0.0)]
    return steps


def passed(board: Stage, e: ev.Passed) -> list[Step]:
    def begin() -> None:
        board.speech[e.seat] = Banner("table.said_pass")
    return [Step(begin, board.hold(timing.SPEECH))]


def bid_made(board: Stage, e: ev.BidMade) -> list[Step]:
    def begin() -> None:
        board.speech[e.seat] = Banner("table.said_bid", {"bid": e.bid})
    return [Step(begin, board.hold(timing.SPEECH))]


def auction_won(board: Stage, e: ev.AuctionWon) -> list[Step]:
    def begin() -> None:
        board.caller = e.seat
        board.banner = Banner("table.auction_won", {"seat": e.seat, "bid": e.bid})
    return [Step(begin, board.hold(timing.BANNER))]


def card_called(board: Stage, e: ev.CardCalled) -> list[Step]:
    def begin() -> None:
        board.speech.clear()
        board.caller = e.seat
        board.called_card = e.card
        board.trump_suit = int(e.card.suit)
        board.tidy()   # the trumps are known now: they gather at the right
        board.banner = Banner("table.card_called", {"seat": e.seat, "card": e.card})
    return [Step(begin, board.hold(timing.BANNER)), Step(board.clear_banner, 0.0)]


def partner_revealed(board: Stage, e: ev.PartnerRevealed) -> list[Step]:
    def begin() -> None:
        board.partner = e.seat
        key = "table.caller_alone" if e.seat == e.caller else "table.partner_revealed"
        board.banner = Banner(key, {"seat": e.seat, "caller": e.caller})
    return [Step(begin, board.hold(timing.BANNER)), Step(board.clear_banner, 0.0)]


def thrown_in(board: Stage, e: ev.ThrownIn) -> list[Step]:
    def begin() -> None:
        board.speech.clear()
        board.banner = Banner("table.thrown_in")
        for seat, hand in enumerate(board.hands):
            for c in hand:
                sprite = board.sprites.get(int(c))
                if sprite is not None:
                    board.move(sprite, STOCK_PLACE, False, timing.THROW_IN_MOVE)
            board.hands[seat] = []
    return [Step(begin, board.hold(timing.BANNER)), Step(board.clear_banner, 0.0)]


def hand_over(board: Stage, e: ev.HandOver) -> list[Step]:
    holder: list[Step] = []

    def begin() -> None:
        board.result = e.result
        if board.on_hand_over is not None:
            board.on_hand_over(e.result, holder[0])
        else:
            holder[0].release()
    step = Step(begin, 0.0, blocking=True)
    holder.append(step)
    return [Step(lambda: None, board.hold(timing.HAND_OVER_PAUSE)), step]


#: Event type -> the handler that animates it.
CHOREOGRAPHY: dict[type, Handler] = {
    ev.HandStarted: hand_started,
    ev.CardDealt: card_dealt,
    ev.TrumpTurned: trump_turned,
    ev.CardPlayed: card_played,
    ev.TrickWon: trick_won,
    ev.CardDrawn: card_drawn,
    ev.TrumpDrawn: trump_drawn,
    ev.TrumpExchanged: trump_exchanged,
    ev.Passed: passed,
    ev.BidMade: bid_made,
    ev.AuctionWon: auction_won,
    ev.CardCalled: card_called,
    ev.PartnerRevealed: partner_revealed,
    ev.ThrownIn: thrown_in,
    ev.HandOver: hand_over,
}


def steps_for(board: Stage, event: object) -> list[Step]:
    """The steps that show ``event`` (none for an event that needs no animation)."""
    handler = CHOREOGRAPHY.get(type(event))
    return handler(board, event) if handler is not None else []


__all__ = ["CHOREOGRAPHY", "Handler", "steps_for"]
