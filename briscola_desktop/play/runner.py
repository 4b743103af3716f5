"""The match in progress, without pygame: the one door into the rules core for the table.

:class:`MatchRunner` owns the match, the computer seats, the autosaving session, the
position token, ``submit`` and ``legal_now``, the computer's thinking pace and the hint
worker. It knows nothing of drawing or input: the table scene shows what it reports and
feeds it the person's intents. A score pad, a hand review or a network host reuse it.

How a turn flows (see docs/ARCHITECTURE.md): when the board is idle the runner asks the
hand state who acts. A computer seat gets its view handed to a worker thread; the person
gets clickable cards or auction buttons. The chosen action goes through :meth:`submit`,
which checks turn and legality and applies it; the returned events go to ``on_events``
(the board, to be animated). Nothing here decides a rule.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any, Callable

from briscola_desktop.ai import hint
from briscola_desktop.review import HandRecord
from briscola_desktop.rules import IllegalAction, Match, MatchFormat, Variant
from briscola_desktop.review.record import PERSON
from briscola_desktop.rules import events as ev
from briscola_desktop.userfiles.store import NOTICE_SAVE_FAILED, REASON_OTHER

from .seats import ComputerSeats, SeatPlayer, Worker, make_seat_player
from .session import NOTICE_MATCH_KEPT, MatchSession

log = logging.getLogger(__name__)

# A computer that answers at once still waits this long (times the speed factor), so its card
# is seen coming; 0.35 s keeps a seat's turn under 1 s at Normal (`bench pace` measures it).
THINK_PAUSE = 0.35

#: (action, text key, params): the advice shown for a position.
Hint = tuple[Any, str, dict]

#: What :meth:`MatchRunner.seat_levels` says of a seat a person plays (saved beside the computer levels).
PEOPLE_LEVEL = "friend"


@dataclass(frozen=True)
class Refusal:
    """Why a move was not applied: a stable ``code`` (``not_your_turn``, ``illegal_move``, ...)
    and the ``rule`` it breaks, as the rules core words it (``detail`` adds the specifics)."""

    code: str
    rule: str
    detail: str = ""


@dataclass
class TableConfig:
    """What a match is played with (from the command line, the menus or a tool)."""

    variant: Variant
    fmt: MatchFormat | None = None
    seed: int = 0
    levels: tuple[str, ...] = ("medium",)   # per computer seat, repeated if shorter
    people: tuple[int, ...] = (PERSON,)     # seats played from outside the runner (a person here or remote)
    speed: str = "normal"
    autoplay: bool = False                  # the person's seat is played by a computer too
    autoplay_level: str = "medium"
    threaded: bool = True                   # computers think in a worker thread
    hints: bool = False
    counting: bool = False
    result_pause: float | None = None       # autoplay: seconds before result screens move on
    record: bool = False                    # autosave every trick and count the match (needs a store)
    quit_after_match: bool = False          # autoplay: the match result quits the app (the self-test)
    keep_hand: Callable[[HandRecord], None] | None = None  # told of every finished hand (kept for review)
    stats: dict[str, int] = field(default_factory=dict)  # counters filled by the runner (self-test, tests)

    def count(self, name: str) -> None:
        self.stats[name] = self.stats.get(name, 0) + 1


def compute_hint(view: Any) -> Hint | None:
    """Runs in the hint worker: the AI's advice on ``view`` as (action, text key, params)."""
    raw = hint(view)
    if raw is None:
        return None
    action, key, params = raw
    return action, str(key), dict(params or {})


class HintAdvisor:
    """The hint for one position at a time (a token), worked out off the frame loop and kept until
    the position changes. A failed hint is logged and shows as none: a hint is a help, never a crash."""

    def __init__(self, threaded: bool, name: str) -> None:
        self.worker = Worker(threaded, name)
        self._cache: tuple[object, Hint | None] = (None, None)

    def current(self, token: object) -> Hint | None:
        """The hint for ``token`` once it has arrived (``None`` before, or when there is none)."""
        cached, value = self._cache
        return value if cached == token else None

    def arrived(self, token: object) -> bool:
        return self._cache[0] == token

    def update(self, token: object, view: Callable[[], Any]) -> bool:
        """Ask for the hint at ``token`` (on ``view()``, taken only when asking) and pick it up when it is
        ready: true when it has just arrived."""
        if self.arrived(token):
            return False
        if not self.worker.asked(token):
            self.worker.ask(token, compute_hint, view())
        try:
            ready, value = self.worker.answer(token)
        except Exception as exc:  # noqa: BLE001 - a hint is a help, never a crash
            log.warning("hint unavailable: %s", exc)
            ready, value = True, None
        if ready:
            self._cache = (token, value)
        return ready

    def close(self) -> None:
        self.worker.close()


class MatchRunner:
    """One match at a time: the seats, the session, the turn, the hint. Pygame-free.

    ``make_player(level, seed)`` builds a computer seat's player (the AI's by default; tests
    and benchmarks pass an instant one). ``is_idle`` says whether the view has finished
    showing what happened (no action is taken while it animates); ``on_events`` receives
    every batch of events the rules core reports; ``on_change`` is told when something
    worth redrawing changed (a computer started thinking, a hint arrived).
    """

    def __init__(self, config: TableConfig, *, store: Any = None,
                 make_player: Callable[[str, int], SeatPlayer] | None = None,
                 is_idle: Callable[[], bool] = lambda: True,
                 on_events: Callable[[list], None] = lambda events: None,
                 on_change: Callable[[], None] = lambda: None) -> None:
        self.config = config
        self.variant = config.variant
        self.store = store
        self.make_player = make_player if make_player is not None else make_seat_player
        self.is_idle = is_idle
        self.on_events = on_events
        self.on_change = on_change
        self.match_count = 0
        self.illegal_attempts = 0   # actions refused by the rules core (should stay 0)
        self.seats: ComputerSeats | None = None
        self.session: MatchSession | None = None
        self.match: Match
        self.hint_advisor = HintAdvisor(config.threaded, "briscola-hint")
        self._legal: list = []
        self._legal_token: object = None
        self._wait = 0.0
        self._wait_token: object = None
        self._skip_wait = False
        self._pending_action: tuple[object, int, Any] | None = None
        # People's seats a computer plays for now (seat -> level): an absent player's seat at
        # a networked table, handed back when they return; kept across a new match.
        self._stand_ins: dict[int, str] = {}
        # Saving problems to tell the person at the table: (locale key, the locale key of
        # its {reason} or None), each said once per table; the scene empties the list.
        self.to_tell: list[tuple[str, str | None]] = []
        self._told: set[str] = set()

    # -- match lifecycle ----------------------------------------------------------------
    def new_match(self, seed: int | None = None, *, match: Match | None = None,
                  session: MatchSession | None = None) -> list:
        """Start a fresh match (a new seed unless given), or take over ``match`` (a resumed one).

        Returns the events to show: the deal of a fresh match, or everything that happened
        so far in a resumed match's current hand (from the rules core, not re-dealt here).
        """
        if self.seats is not None:
            self.seats.close()
        if self.session is not None and not self.session.match.is_over:
            self._save(self.session.abandon)  # the person chose a new match over this one
        self.session = None
        if match is not None:
            seed = match.seed  # the computer seats get the seeds they had the first time
        elif seed is None:
            seed = self.config.seed + 1 + self.match_count
        self.match_count += 1
        self.config.count("matches_started")
        self.match = match if match is not None else Match(self.variant, self.config.fmt, seed=seed)
        players: dict[int, Any] = {}
        for seat, level in self.computer_levels().items():
            players[seat] = self.make_player(level, seed * 10 + seat)
        for seat, level in self._stand_ins.items():
            players[seat] = self.make_player(level, seed * 10 + seat)
        if self.config.autoplay:
            players[PERSON] = self.make_player(self.config.autoplay_level, seed * 10)
        self.seats = ComputerSeats(players, threaded=self.config.threaded)
        self.session = session if session is not None else self._new_session()
        if match is not None:
            return self.match.hand_events()
        events = list(self.match.hand.deal_events)
        if self.session is not None:
            self._save(self.session.hand_done)  # saved from the first deal on
        return events

    def _new_session(self) -> MatchSession | None:
        if not self.config.record or self.store is None:
            return None
        return MatchSession(self.store, self.match, levels=self.seat_levels())

    def computer_levels(self) -> dict[int, str]:
        """Seat -> level of every seat the table gives a computer (the seats not in ``config.people``),
        the levels taken in seat order and repeated if there are fewer."""
        levels = self.config.levels or ("medium",)
        seats = [s for s in range(self.variant.players) if s not in self.config.people]
        return {seat: levels[i % len(levels)] for i, seat in enumerate(seats)}

    def seat_levels(self) -> list[str]:
        """The level of every seat after the first, in seat order (a person's seat: ``PEOPLE_LEVEL``)."""
        levels = self.computer_levels()
        return [levels.get(s, PEOPLE_LEVEL) for s in range(1, self.variant.players)]

    def stand_in(self, seat: int, level: str | None) -> None:
        """A computer of ``level`` plays a person's ``seat`` for now (None: the person plays it again).

        A networked table uses it for a player whose connection dropped; the seat is handed
        back as soon as they return. A decision in progress for the seat is forgotten.
        """
        if seat in self.computer_levels() or not 0 <= seat < self.variant.players:
            raise ValueError(f"seat {seat} is not a person's seat")
        if level is None:
            self._stand_ins.pop(seat, None)
        else:
            self._stand_ins[seat] = level
        if self.seats is None:
            return
        if self.seats.worker.asked(self.token) and self.match.hand.to_act == seat:
            self.seats.forget()
            self._wait_token = None
            self._pending_action = None
        if level is None:
            self.seats.players.pop(seat, None)
        else:
            self.seats.players[seat] = self.make_player(level, self.match.seed * 10 + seat)

    def stand_ins(self) -> dict[int, str]:
        """The people's seats a computer plays for now (seat -> level)."""
        return dict(self._stand_ins)

    def hand_finished(self) -> HandRecord:
        """The view has shown a hand's end (the result screen follows); the hand's record, kept for review."""
        self.config.count("hands")
        record = HandRecord.from_match(self.match)
        if self.config.keep_hand is not None and not self.match.hand.result.thrown_in:
            self.config.keep_hand(record)
        return record

    def next_deal(self) -> list | None:
        """After a hand's result was read: the next hand's deal events, or None when the match is over."""
        if self.match.is_over:
            self.config.count("matches_finished")
            return None
        events = self.match.next_hand()
        if self.session is not None:
            self._save(self.session.hand_done)  # the next hand is dealt: save its start
        return events

    def person_won_match(self) -> bool:
        winners = self.match.winners or ()
        return any(PERSON in self.match.sides[w] for w in winners)

    def save_now(self) -> None:
        """Leaving the table mid-match (main menu): save the match as it stands, mid-trick too."""
        if self.session is not None and not self.match.is_over:
            self._save(self.session.save)

    def close(self) -> None:
        if self.seats is not None:
            self.seats.close()
        self.hint_advisor.close()

    def _save(self, call: Callable[[], Any]) -> None:
        try:
            call()
        except Exception as exc:  # saving must never stop a game; the store queued a notice if it could
            log.error("could not save the match: %s", exc)
        self._collect_save_problems()

    def _collect_save_problems(self) -> None:
        """Move what the store wants said about saving (the disk refused; a finished match
        kept for the statistics) to :attr:`to_tell`, once per table, so the person hears
        it here and now rather than at the next title."""
        notices = getattr(self.store, "notices", None)
        if not notices:
            return
        for key in (NOTICE_SAVE_FAILED, NOTICE_MATCH_KEPT):
            if key not in notices:
                continue
            notices.remove(key)  # said here: the title does not say it again
            if key in self._told:
                continue
            self._told.add(key)
            if key == NOTICE_SAVE_FAILED:
                reason = getattr(self.store, "failure_reason", None) or REASON_OTHER
                self.to_tell.append(("storage.progress_not_saved", reason))
            else:
                self.to_tell.append((key, None))

    def _record(self, events: list) -> None:
        """Tell the session what the rules core just reported (autosave, statistics)."""
        session = self.session
        if session is None:
            return
        if any(isinstance(e, ev.MatchOver) for e in events) or self.match.is_over:
            self._save(session.match_done)
        elif any(isinstance(e, (ev.TrickWon, ev.HandOver, ev.ThrownIn)) for e in events):
            self._save(session.trick_done)

    # -- the turn -------------------------------------------------------------------------
    @property
    def token(self) -> tuple[int, int, int]:
        """Identifies the position: changes with every applied action and every new hand."""
        hand = self.match.hand
        return (self.match_count, hand.hand_index, len(hand.actions))

    @property
    def in_play(self) -> bool:
        """The hand and the match go on (someone is to act)."""
        return not self.match.hand.is_over and not self.match.is_over

    def person_to_act(self) -> bool:
        return (not self.config.autoplay and self.is_idle() and self.in_play
                and self.match.hand.to_act == PERSON)

    def computer_to_act(self) -> bool:
        """A computer seat (the person's too, in autoplay) is to act in a hand still going."""
        return self.in_play and self.seats is not None and self.match.hand.to_act in self.seats.seats()

    def legal_now(self) -> list:
        """The person's legal actions at this moment (empty when it is not their turn)."""
        if not self.person_to_act():
            return []
        if self._legal_token != self.token:
            self._legal_token = self.token
            self._legal = self.match.hand.legal_actions()
        return self._legal

    def submit(self, action: object, seat: int) -> bool:
        """The one door to the rules core: apply ``action`` for ``seat`` if it is that seat's turn
        and the rules allow it. Returns False (and changes nothing) otherwise."""
        return self.offer(action, seat) is None

    def offer(self, action: object, seat: int) -> Refusal | None:
        """:meth:`submit` saying why: None when ``action`` was applied for ``seat``, else the
        refusal (a stable code and the rule it breaks, in the rules core's words); nothing changes then."""
        hand = self.match.hand
        if not self.is_idle():
            return Refusal("busy", "the table is still showing the last move")
        if self.match.is_over:
            return Refusal("match_over", "the match is over")
        if hand.is_over:
            return Refusal("hand_over", "the hand is over")
        if hand.to_act != seat:
            return Refusal("not_your_turn", "you must wait for your turn")
        if not hand.is_legal(action):
            self.illegal_attempts += 1
            try:
                hand.clone(events=False).apply(action, seat)
            except IllegalAction as exc:  # the rules core names the rule the action breaks
                return Refusal("illegal_move", exc.rule, str(exc))
            return Refusal("illegal_move", "the rules do not allow this move")
        try:
            events = self.match.apply(action, seat=seat)
        except IllegalAction as exc:  # is_legal said yes: a rules bug; show it rather than crash
            log.error("the rules refused %r for seat %s: %s", action, seat, exc)
            self.illegal_attempts += 1
            return Refusal("illegal_move", exc.rule, str(exc))
        self.config.count("actions")
        self._record(events)
        self.on_events(events)
        return None

    def skip_wait(self) -> None:
        """The person clicked while a computer was pausing: play its card as soon as it is chosen."""
        self._skip_wait = True

    def play_computers(self, dt: float, factor: float) -> bool:
        """Advance a computer seat's turn by ``dt`` seconds; False if no computer is to act.

        The seat thinks off the frame loop; its answer is played after ``THINK_PAUSE`` times
        the animation speed ``factor`` (a click skips the pause, never the turn).
        """
        if not self.computer_to_act():
            return False
        hand = self.match.hand
        seat = hand.to_act
        token = self.token
        if self._wait_token != token:
            self._wait_token = token
            self._wait = 0.0
            self._skip_wait = False
            self.seats.ask(token, seat, hand.view(seat))
            self.on_change()
        self._wait += dt
        ready, action = self.seats.answer(token)
        if ready:
            self._pending_action = (token, seat, action)
        pending = self._pending_action
        if pending is not None and pending[0] == token:
            if self._skip_wait or self._wait >= THINK_PAUSE * factor:
                self._pending_action = None
                self.submit(pending[2], pending[1])
        return True

    # -- the hint -------------------------------------------------------------------------
    def current_hint(self) -> Hint | None:
        """(action, text key, params) the Hard player would choose, once worked out for this position."""
        return self.hint_advisor.current(self.token)

    @property
    def hint_pending(self) -> bool:
        """The person is to act and the hint for this position has not arrived yet."""
        return self.person_to_act() and not self.hint_advisor.arrived(self.token)

    def update_hint(self) -> None:
        """Work the hint out off the frame loop (a Hard search takes a while) and pick it up."""
        if self.hint_advisor.update(self.token, lambda: self.match.hand.view(PERSON)):
            self.on_change()


__all__ = ["HintAdvisor", "MatchRunner", "PEOPLE_LEVEL", "Refusal", "TableConfig", "THINK_PAUSE", "compute_hint"]
