"""The score pad's file: the game in progress and the list of past games.

Kept apart from the statistics of games against the computer, in its own folder
(``<user data>/scorepad/``), through :class:`briscola_desktop.storage.Store`: the same
atomic write (temporary file, fsync, ``os.replace``), the same safe YAML reading, and the
same setting aside of a damaged file as ``<file>.bad-<timestamp>``. The store's public
API names its three files, so the pad uses a store of its own folder and keeps its data in
that store's match-in-progress file; storage.py itself is not changed.

The game in progress and the past games live in one file, so finishing a game (it moves
from one to the other) is one atomic write: it can never be lost or listed twice.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from briscola_desktop.rules.variant import MatchFormat, MatchKind
from briscola_desktop.storage import AUTOSAVE, NOTICE_NEWER, NOTICE_SAVE_FAILED, Store, StorageError

from .errors import ScorePadError
from .game import ScoreGame
from .setup import MAX_PLAYERS, MIN_PLAYERS, Seating, normalise_name, sides_of

FOLDER = "scorepad"
FILE_FORMAT = "briscola-desktop/scorepad"
FILE_VERSION = 1
MAX_PAST_GAMES = 50  # newest kept; the file stays a few kilobytes

NOTICE_FILE_RESET = "scorepad.notice.file_reset"
NOTICE_FILE_NEWER = "scorepad.notice.file_newer"
NOTICE_SAVE_FAILED_PAD = "scorepad.notice.save_failed"


@dataclass(frozen=True)
class PastGame:
    """One finished game as the list shows it: when, who, how it was played, who won.

    ``tally`` is what decided it: hands won per side (first to N), card points per side
    (points target), or match points per seat (chiamata). ``winners`` are side indices
    (seats for chiamata); several share a drawn chiamata evening.
    """

    date: str                 # local date and time, ISO 8601 to the minute
    names: tuple[str, ...]
    seating: Seating
    format: MatchFormat
    winners: tuple[int, ...]
    tally: tuple[int, ...]
    hands: int

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        return sides_of(self.seating, len(self.names))

    @classmethod
    def from_game(cls, game: ScoreGame, now: _dt.datetime) -> "PastGame":
        if game.winners is None:
            raise ScorePadError("scorepad.error.not_over")
        st = game.standing
        kind = game.setup.format.kind
        tally = {MatchKind.WINS: st.hands_won, MatchKind.POINTS: st.points, MatchKind.DEALS: st.match_points}[kind]
        return cls(now.isoformat(timespec="minutes"), game.setup.names, game.setup.seating, game.setup.format,
                   game.winners, tally, len(game.hands))

    def to_dict(self) -> dict:
        return {"date": self.date, "names": list(self.names), "seating": self.seating.value,
                "match_format": self.format.to_dict(), "winners": list(self.winners),
                "tally": list(self.tally), "hands": self.hands}

    @classmethod
    def from_dict(cls, data: object) -> "PastGame":
        """Rebuild and check one entry; ``ValueError`` when anything does not fit."""
        if not isinstance(data, dict):
            raise ValueError("a past game must be a mapping")
        date = data.get("date")
        if not isinstance(date, str):
            raise ValueError("a past game needs a date")
        _dt.datetime.fromisoformat(date)  # raises ValueError for a damaged date
        names = data.get("names")
        if not isinstance(names, list) or not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
            raise ValueError("a past game needs its players' names")
        names_t = tuple(normalise_name(n) for n in names)
        seating = Seating(data.get("seating"))
        fmt = MatchFormat.from_dict(data.get("match_format"))
        counts = len(names_t) if fmt.kind is MatchKind.DEALS else len(sides_of(seating, len(names_t)))
        winners, tally, hands = data.get("winners"), data.get("tally"), data.get("hands")
        if not isinstance(winners, list) or not winners or \
                any(not _whole(w) or not 0 <= w < counts for w in winners):
            raise ValueError("a past game's winners must be sides of its table")
        if not isinstance(tally, list) or len(tally) != counts or any(not _whole(v) for v in tally):
            raise ValueError("a past game's tally must hold one number per side")
        if not _whole(hands) or hands < 1:
            raise ValueError("a past game needs its number of hands")
        return cls(date, names_t, seating, fmt, tuple(winners), tuple(tally), hands)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _now() -> _dt.datetime:
    return _dt.datetime.now().astimezone()


class ScorePadStore:
    """Loads and saves the pad's game in progress and past games.

    ``notices`` collects locale keys to tell the person once (the file was damaged and set
    aside; a save failed). After a failed save the game stays in memory, unchanged.
    """

    def __init__(self, folder: Path | None = None, clock: Callable[[], _dt.datetime] = _now) -> None:
        """``folder`` is the user data folder (the pad uses its ``scorepad`` sub-folder)."""
        base = Path(folder) if folder is not None else Store().folder
        self._store = Store(base / FOLDER)
        self._clock = clock
        self.notices: list[str] = []
        self.game: ScoreGame | None = None
        self.past: list[PastGame] = []   # newest first

    @property
    def path(self) -> Path:
        """Where the pad's file lives."""
        return self._store.path(AUTOSAVE)

    def _take_notices(self) -> None:
        for key in self._store.notices:   # told in the pad's own words: never "damaged" for a newer file
            mine = {NOTICE_SAVE_FAILED: NOTICE_SAVE_FAILED_PAD,
                    NOTICE_NEWER[AUTOSAVE]: NOTICE_FILE_NEWER}.get(key, NOTICE_FILE_RESET)
            if mine not in self.notices:
                self.notices.append(mine)
        self._store.notices.clear()

    # ---- reading -----------------------------------------------------------------------------
    def load(self) -> None:
        """Read the file. A damaged file, or a part of it that does not check out, is set aside
        whole (the backup keeps everything) and what did check out is written back."""
        self.game, self.past = None, []
        payload = self._store.load_autosave()
        self._take_notices()
        if payload is None:
            return
        problems: list[str] = []
        version = payload.get("version")
        if payload.get("format") == FILE_FORMAT and _whole(version) and version > FILE_VERSION:
            self._store.set_aside(AUTOSAVE, f"score pad file version {version} is newer", newer=True)
            self._take_notices()
            return
        if payload.get("format") != FILE_FORMAT or version != FILE_VERSION:
            problems.append("not a score pad file this version can read")
            payload = {}
        game_data = payload.get("game")
        if game_data is not None:
            try:
                self.game = ScoreGame.from_dict(game_data)
            except (ValueError, TypeError, KeyError) as exc:
                problems.append(f"the game in progress: {exc}")
        past = payload.get("past", [])
        if not isinstance(past, list):
            problems.append("the past games are not a list")
            past = []
        for i, entry in enumerate(past[:MAX_PAST_GAMES]):
            try:
                self.past.append(PastGame.from_dict(entry))
            except (ValueError, TypeError, KeyError) as exc:
                problems.append(f"past game {i + 1}: {exc}")
        if problems:
            self._store.set_aside(AUTOSAVE, "; ".join(problems))
            self._take_notices()
            if self.game is not None or self.past:
                self.save()

    # ---- writing -----------------------------------------------------------------------------
    def _payload(self, game: ScoreGame | None, past: list[PastGame]) -> dict:
        return {"format": FILE_FORMAT, "version": FILE_VERSION,
                "game": None if game is None else game.to_dict(),
                "past": [p.to_dict() for p in past[:MAX_PAST_GAMES]]}

    def _write(self, game: ScoreGame | None, past: list[PastGame]) -> bool:
        try:
            ok = self._store.save_autosave(self._payload(game, past))
        except StorageError:
            ok = False
            self._store.notices.append(NOTICE_SAVE_FAILED)
        self._take_notices()
        return ok

    def save(self) -> bool:
        """Write the game in progress (call after every change). False if the disk refused."""
        return self._write(self.game, self.past)

    def start(self, game: ScoreGame) -> bool:
        """Make ``game`` the game in progress (a finished one still open moves to the past list)."""
        past = self._with_finished(self.game)
        ok = self._write(game, past)
        self.game, self.past = game, past
        return ok

    def finish(self) -> bool:
        """Move the finished game to the past list in one write; False (nothing moved) on failure."""
        if self.game is None or not self.game.over:
            raise ScorePadError("scorepad.error.not_over")
        past = self._with_finished(self.game)
        if not self._write(None, past):
            return False
        self.game, self.past = None, past
        return True

    def abandon(self) -> bool:
        """Forget the game in progress (not listed among past games)."""
        if not self._write(None, self.past):
            return False
        self.game = None
        return True

    def _with_finished(self, game: ScoreGame | None) -> list[PastGame]:
        if game is None or not game.over:
            return list(self.past)
        return [PastGame.from_game(game, self._clock()), *self.past][:MAX_PAST_GAMES]
