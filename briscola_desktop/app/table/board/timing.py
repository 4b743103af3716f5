"""How long each thing on the board takes: every duration in one place, scaled by the speed.

Base durations are seconds at Normal; the speed setting's factor (``app.options.SPEEDS``:
slow 1.6, normal 1, fast 0.5, instant 0) multiplies every one of them. Tuned for pace
(``python -m briscola_desktop.bench pace`` prints the result): at Normal a two-player trick
cycle takes at most 2.5 s and a computer seat at most 1 s, Fast half that. The trick stays on
the felt long enough to read every card: ``TRICK_READ_PER_CARD`` for each card, so a trick of
five cards is read no faster per card than a trick of two (a fixed base plus a little per card
left 0.2 s a card at five seats). The "finished trick" setting doubles it (``long``) or keeps
the trick until the person clicks or presses a key (``click``, at least the usual time). Draws
begin while the sweep is landing.

A ``*_MOVE`` is how long a card travels; a ``*_GAP`` how long the next step waits after this
one begins.
"""

from __future__ import annotations

from briscola_desktop.userfiles.settings import TRICK_PAUSES

SHUFFLE = 0.8
DEAL_MOVE, DEAL_GAP = 0.30, 0.09
TURN_MOVE, TURN_GAP = 0.55, 0.65
PLAY_MOVE, PLAY_GAP = 0.28, 0.30
TRICK_READ_PER_CARD = 0.375   # 0.75 s for two cards keeps the 2-seat trick cycle within 2.5 s
#: The "finished trick" setting's factor on the reading time (``click`` also waits for the person).
#: Given in the order of ``TRICK_PAUSES``: a choice added to the settings without its factor stops
#: the game at start, not mid-match.
TRICK_PAUSE_FACTOR: dict[str, float] = dict(zip(TRICK_PAUSES, (1.0, 2.0, 1.0), strict=True))
SWEEP_MOVE, SWEEP_GAP = 0.34, 0.28
DRAW_MOVE, DRAW_GAP = 0.28, 0.14
TIDY_MOVE = 0.22          # the person's cards sliding to make room for a drawn card (sorted hands)
TRUMP_DRAW_MOVE, TRUMP_DRAW_GAP = 0.6, 0.6
#: The exchange of the seven: the seven (or the two) slides crosswise under the stock while the face-up
#: trump slides into the hand; another seat's exchange is then said over the felt for EXCHANGE_READ.
EXCHANGE_MOVE, EXCHANGE_GAP, EXCHANGE_READ = 0.55, 0.6, 1.1
THROW_IN_MOVE = DEAL_MOVE * 2   # chiamata, all passed: the hands go back to the stock
SPEECH = 0.8              # a bid or a pass, said by the seat
BANNER = 1.3              # the auction won, the card called, the partner revealed, thrown in
HAND_OVER_PAUSE = 0.35    # the last trick swept, before the hand's result


def trick_read(cards: int, pause: str = "normal") -> float:
    """Seconds a finished trick of ``cards`` cards stays on the felt before it is swept (at
    Normal), with the "finished trick" setting ``pause`` (an unknown one reads as normal)."""
    return TRICK_READ_PER_CARD * max(2, cards) * TRICK_PAUSE_FACTOR.get(pause, 1.0)


__all__ = ["SHUFFLE", "DEAL_MOVE", "DEAL_GAP", "TURN_MOVE", "TURN_GAP", "PLAY_MOVE", "PLAY_GAP",
           "TRICK_READ_PER_CARD", "TRICK_PAUSE_FACTOR", "SWEEP_MOVE", "SWEEP_GAP", "DRAW_MOVE", "DRAW_GAP", "TIDY_MOVE",
           "TRUMP_DRAW_MOVE", "TRUMP_DRAW_GAP", "EXCHANGE_MOVE", "EXCHANGE_GAP", "EXCHANGE_READ", "THROW_IN_MOVE",
           "SPEECH", "BANNER", "HAND_OVER_PAUSE",
           "trick_read"]
