"""The score pad's file: the game in progress, the list of past games (the newest with their hands, so
they can be opened again) and the names of the last game started (the set-up offers them again).

Kept apart from the statistics of games against the computer, in its own folder
(``<user data>/scorepad/autosave.yaml``), as a :class:`~briscola_desktop.userfiles.document.YamlDocument`:
the same safe reading, setting aside (``<file>.bad-<timestamp>``) and atomic writing as every user
file. Every value is checked for type and range where it is read; what is written is built from
the pad's own objects.

The game in progress and the past games live in one file, so finishing a game (it moves
from one to the other) is one atomic write: it can never be lost or listed twice.
"""

from __future__ import annotations

import datetime as _dt
import logging
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

from briscola_desktop.rules.variant import MatchFormat, MatchKind
from briscola_desktop.userfiles.checks import items, text, whole
from briscola_desktop.userfiles.document import FileKind, FileWords, StorageError, YamlDocument, plain
from briscola_desktop.userfiles.store import Store

from .errors import ScorePadError
from .game import ScoreGame
from .setup import MAX_PLAYERS, MIN_PLAYERS, Seating, normalise_name, sides_of

log = logging.getLogger(__name__)

FOLDER = "scorepad"
FILE_FORMAT = "briscola-desktop/scorepad"
FILE_VERSION = 1
MAX_PAST_GAMES = 50  # newest kept; the file stays a few kilobytes
MAX_KEPT_HANDS = 300  # hands kept across the past games, newest first, so they can be opened again

NOTICE_FILE_RESET = "scorepad.notice.file_reset"
NOTICE_FILE_NEWER = "scorepad.notice.file_newer"
NOTICE_SAVE_FAILED_PAD = "scorepad.notice.save_failed"
KIND = FileKind("autosave.yaml", 1, FileWords(NOTICE_FILE_RESET, NOTICE_FILE_NEWER, NOTICE_FILE_RESET,
                                              NOTICE_SAVE_FAILED_PAD))
# A date as the pad writes it: local time to the minute, with its offset.
_DATE = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d([+-]\d\d:\d\d)?")
# Match points of a chiamata evening, card points or hands won: far inside this.
MAX_TALLY = 10**6
MAX_HANDS = 10_000


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
    # Its hands, to open it again (None: an entry from an older file, or beyond MAX_KEPT_HANDS).
    game: ScoreGame | None = field(default=None, compare=False)

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
                   game.winners, tally, len(game.hands), game)

    def to_dict(self) -> dict:
        out = {"date": self.date, "names": list(self.names), "seating": self.seating.value,
               "match_format": self.format.to_dict(), "winners": list(self.winners),
               "tally": list(self.tally), "hands": self.hands}
        if self.game is not None:
            out["game"] = self.game.to_dict()
        return out

    @classmethod
    def from_dict(cls, data: object) -> "PastGame":
        """Rebuild and check one entry; ``ValueError`` when anything does not fit."""
        if not isinstance(data, dict):
            raise ValueError("a past game must be a mapping")
        date = text(data.get("date"), "a past game's date", 32)
        if not _DATE.fullmatch(date):
            raise ValueError("a past game's date is not a date and time")
        _dt.datetime.fromisoformat(date)  # raises ValueError for a damaged date
        names = items(data.get("names"), "a past game's names", MAX_PLAYERS)
        if len(names) < MIN_PLAYERS:
            raise ValueError("a past game needs its players' names")
        names_t = tuple(normalise_name(n) for n in names)
        seating = Seating(data.get("seating"))
        fmt = checked_format(data.get("match_format"))
        counts = len(names_t) if fmt.kind is MatchKind.DEALS else len(sides_of(seating, len(names_t)))
        winners = [whole(w, "a winner", 0, counts - 1) for w in items(data.get("winners"), "the winners", counts)]
        if not winners:
            raise ValueError("a past game's winners must be sides of its table")
        tally = [whole(v, "a tally", -MAX_TALLY, MAX_TALLY) for v in items(data.get("tally"), "the tally", counts)]
        if len(tally) != counts:
            raise ValueError("a past game's tally must hold one number per side")
        hands = whole(data.get("hands"), "the number of hands", 1, MAX_HANDS)
        game = None
        if data.get("game") is not None:
            game_data = data["game"]
            setup = game_data.get("setup") if isinstance(game_data, dict) else None
            checked_format(setup.get("match_format") if isinstance(setup, dict) else None)
            game = ScoreGame.from_dict(game_data)
            # The hands kept must be the game the summary tells of.
            if (game.setup.names != names_t or game.setup.seating is not seating or game.setup.format != fmt
                    or len(game.hands) != hands or game.winners != tuple(winners)):
                raise ValueError("a past game's hands do not match its summary")
        return cls(date, names_t, seating, fmt, tuple(winners), tuple(tally), hands, game)


def checked_format(raw: object) -> MatchFormat:
    """A match format read from the file: its target a whole number the pad can play to."""
    if isinstance(raw, dict):
        whole(raw.get("target"), "the match format's target", 1, MAX_TALLY)
    return MatchFormat.from_dict(raw)


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
        self.notices: list[str] = []
        self.document = YamlDocument(base / FOLDER, KIND, self._tell)
        self._clock = clock
        self.game: ScoreGame | None = None
        self.past: list[PastGame] = []   # newest first
        self.names: tuple[str, ...] = ()  # the names of the last game started: the set-up offers them again

    @property
    def path(self) -> Path:
        """Where the pad's file lives."""
        return self.document.path

    def _tell(self, key: str) -> None:
        if key not in self.notices:
            self.notices.append(key)

    # ---- reading -----------------------------------------------------------------------------
    def load(self) -> None:
        """Read the file. A damaged file, or a part of it that does not check out, is set aside
        whole (the backup keeps everything) and what did check out is written back."""
        self.game, self.past, self.names = None, [], ()
        data = self.document.read()
        if data is None:
            return
        payload = data.get("match")
        if not isinstance(payload, dict):
            self.document.set_aside("the file holds no score pad")
            return
        version = payload.get("version")
        if payload.get("format") == FILE_FORMAT and _whole(version) and version > FILE_VERSION:
            self.document.set_aside(f"score pad file version {version} is newer", newer=True)
            return
        problems = self._read_parts(payload)
        if problems:
            self.document.set_aside("; ".join(problems)[:500])
            if self.game is not None or self.past or self.names:
                self.save()

    def _read_parts(self, payload: dict) -> list[str]:
        """Fill ``game`` and ``past`` with what checks out; the problems with the rest."""
        if payload.get("format") != FILE_FORMAT or payload.get("version") != FILE_VERSION:
            return ["not a score pad file this version can read"]
        problems: list[str] = []
        game_data = payload.get("game")
        if game_data is not None:
            try:
                setup = game_data.get("setup") if isinstance(game_data, dict) else None
                checked_format(setup.get("match_format") if isinstance(setup, dict) else None)
                self.game = ScoreGame.from_dict(game_data)
                plain(self.game.to_dict())   # what was read can be written again
            except Exception as exc:  # noqa: BLE001 - any failure is damage, never a crash
                problems.append(f"the game in progress: {type(exc).__name__}: {str(exc)[:80]}")
        try:
            names = payload.get("names", [])
            self.names = tuple(normalise_name(n) for n in items(names, "the last names used", MAX_PLAYERS))
        except Exception as exc:  # noqa: BLE001 - see above
            problems.append(f"the last names used: {type(exc).__name__}: {str(exc)[:80]}")
        past = payload.get("past", [])
        if not isinstance(past, list) or len(past) > MAX_PAST_GAMES:
            problems.append(f"the past games are not a list of at most {MAX_PAST_GAMES}")
            past = past[:MAX_PAST_GAMES] if isinstance(past, list) else []
        for i, entry in enumerate(past):
            try:
                game = PastGame.from_dict(entry)
                plain(game.to_dict())
                self.past.append(game)
            except Exception as exc:  # noqa: BLE001 - see above
                problems.append(f"past game {i + 1}: {type(exc).__name__}: {str(exc)[:80]}")
        return problems

    # ---- writing -----------------------------------------------------------------------------
    def _payload(self, game: ScoreGame | None, past: list[PastGame], names: tuple[str, ...]) -> dict:
        return {"format": FILE_FORMAT, "version": FILE_VERSION,
                "game": None if game is None else game.to_dict(),
                "past": [p.to_dict() for p in past[:MAX_PAST_GAMES]],
                "names": list(names)}

    def _write(self, game: ScoreGame | None, past: list[PastGame], names: tuple[str, ...] | None = None) -> bool:
        try:
            return self.document.write({"match": self._payload(game, past, self.names if names is None else names)})
        except StorageError as exc:   # the pad's own objects did not check out: nothing is written
            log.warning("the score pad was not saved: %s", exc)
            self._tell(NOTICE_SAVE_FAILED_PAD)
            return False

    def save(self) -> bool:
        """Write the game in progress (call after every change). False if the disk refused."""
        return self._write(self.game, self.past)

    def start(self, game: ScoreGame) -> bool:
        """Make ``game`` the game in progress (a finished one still open moves to the past list)."""
        past = self._with_finished(self.game)
        ok = self._write(game, past, game.setup.names)
        self.game, self.past, self.names = game, past, game.setup.names
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
        return kept_hands([PastGame.from_game(game, self._clock()), *self.past][:MAX_PAST_GAMES])


def kept_hands(past: list[PastGame]) -> list[PastGame]:
    """The past games, the newest keeping their hands up to :data:`MAX_KEPT_HANDS` in all (the file has a size
    cap); older ones keep only their summary."""
    out, budget = [], MAX_KEPT_HANDS
    for entry in past:
        if entry.game is not None:
            if entry.hands <= budget:
                budget -= entry.hands
            else:
                entry = replace(entry, game=None)
        out.append(entry)
    return out
