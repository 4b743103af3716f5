"""Rendered text, cached by (text, size, colour, bold): a frame blits, it never renders.

This is the one place that turns text into pixels, and it never raises on what it is given:
text comes from the locales but also from the person's files (names on the score pad, a table's
name in a kept hand), and pygame's renderer refuses a NUL, a lone surrogate or a line too wide
for a surface. So before rendering, the text is put in NFC form (a letter and its combining
accent become the one letter the typeface has), control and unassigned characters and the
characters no typeface has a glyph for are replaced by a visible :data:`REPLACEMENT`, and a
text longer than :data:`MAX_CHARS` is cut with an ellipsis. Each kind of replacement is logged
once per run; a renderer error that gets through anyway draws the replacement mark instead.

A letter the UI typeface lacks (Greek, Cyrillic, Arabic, Hebrew, Chinese...) is drawn from the
first of ``fonts.FALLBACK_FACES`` that has it: the text is cut into runs, one per face, each run
rendered by its face and the runs set side by side on the UI typeface's baseline. Spaces and
punctuation stay in the run they stand in, so a right-to-left name of several words is shaped
and ordered as one run. What is not done: the full bidirectional algorithm, so a line that mixes
left-to-right and right-to-left runs shows its runs in typed order, left to right.
"""

from __future__ import annotations

import logging
import unicodedata
from collections import OrderedDict

import pygame

from briscola_desktop.fonts import FALLBACK_FACES, face_index, fallback_font, fallback_has, font

log = logging.getLogger(__name__)

Colour = tuple[int, int, int]

#: Shown in place of a character that cannot be drawn.
REPLACEMENT = "?"
#: No line on any screen holds more; longer text is cut (a 100,000-character name must not
#: ask for a surface hundreds of thousands of pixels wide).
MAX_CHARS = 400
#: Text that is wrapped into lines (a paragraph of the rules or the help) may be longer: each of
#: its lines is still one line's width; only a runaway text is cut.
MAX_WRAPPED_CHARS = 4000
# A code point no typeface draws (a private-use plane): its metrics are those of the missing-glyph box.
_NEVER_DRAWN = "\U000F0000"
_logged: set[str] = set()
_missing: dict[tuple[int, str], bool] = {}   # (font id, character) -> the typeface has no glyph for it


def _log_once(kind: str, message: str, *args: object) -> None:
    if kind not in _logged:
        _logged.add(kind)
        log.warning(message, *args)


def _is_missing(face: pygame.font.Font, ch: str) -> bool:
    """True when ``face`` draws ``ch`` as its missing-glyph box (same metrics and same pixels)."""
    key = (id(face), ch)
    found = _missing.get(key)
    if found is None:
        box = face.metrics(_NEVER_DRAWN)[0]
        found = face.metrics(ch)[0] == box and ch != " " and (
            pygame.image.tobytes(face.render(ch, True, (255, 255, 255)), "RGBA")
            == pygame.image.tobytes(face.render(_NEVER_DRAWN, True, (255, 255, 255)), "RGBA"))
        _missing[key] = found
    return found


def drawable(text: object, face: pygame.font.Font, limit: int = MAX_CHARS) -> str:
    """``text`` as ``face`` can draw it: NFC, cut to ``limit`` characters (:data:`MAX_CHARS` for one
    line), every control, unassigned or glyph-less character replaced by :data:`REPLACEMENT`."""
    if not isinstance(text, str):
        _log_once("type", "text to draw is a %s, not text: drawn as its replacement", type(text).__name__)
        text = REPLACEMENT
    if len(text) > limit:
        _log_once("long", "text of %d characters cut to %d for the screen", len(text), limit)
        text = text[:limit - 1] + "…"
    text = unicodedata.normalize("NFC", text.encode("utf-8", "replace").decode("utf-8"))
    out = []
    for ch in text:
        if unicodedata.category(ch) in ("Cc", "Cs", "Cn", "Co") and ch != "\n":
            _log_once("control", "a control or unassigned character (U+%04X) replaced on screen", ord(ch))
            out.append(REPLACEMENT)
        elif ord(ch) > 0x7E and face_index(ch) is None and _is_missing(face, ch):
            _log_once("glyph", "no typeface has a glyph for U+%04X: replaced on screen", ord(ch))
            out.append(REPLACEMENT)
        else:
            out.append(ch)
    return "".join(out)


# Characters that take the face of the run they stand in (spaces, punctuation, joining marks).
_NEUTRAL = frozenset(("WS", "ON", "CS", "ES", "ET", "NSM", "BN", "S"))


def runs(shown: str, size: int, bold: bool = False) -> list[tuple[pygame.font.Font, str]]:
    """``shown`` (already :func:`drawable`) cut into (face, text) runs, one per typeface.

    A character no face has stays with the UI typeface (drawable() made it the mark anyway).
    """
    primary = font(size, bold)
    out: list[tuple[int, str]] = []
    for ch in shown:
        index = 0 if ord(ch) <= 0x7E else (face_index(ch) or 0)
        if out:
            last, chars = out[-1]
            if last == index:
                out[-1] = (last, chars + ch)
                continue
            if last != 0 and unicodedata.bidirectional(ch) in _NEUTRAL:
                # A space or a comma inside a right-to-left name: keep the name one run, so the
                # shaper orders its words right to left (when the fallback face has the sign).
                if fallback_has(last - 1, ch):
                    out[-1] = (last, chars + ch)
                    continue
        out.append((index, ch))
    out = [piece for index, chars in out for piece in _split_trailing_neutrals(index, chars)]
    result: list[tuple[pygame.font.Font, str]] = []
    for index, chars in out:
        face = primary if index == 0 else fallback_font(index - 1, size, bold)
        result.append((face if face is not None else primary, chars))
    return result


def _split_trailing_neutrals(index: int, chars: str) -> list[tuple[int, str]]:
    """A right-to-left run keeps the spaces and commas between its words, not those after its
    last letter: "محمد, דוד" is the name, then ", " in line order, then the next name."""
    if index == 0 or not FALLBACK_FACES[index - 1].right_to_left:
        return [(index, chars)]
    cut = len(chars)
    while cut > 0 and unicodedata.bidirectional(chars[cut - 1]) in _NEUTRAL and face_index(chars[cut - 1]) == 0:
        cut -= 1
    if cut in (0, len(chars)):
        return [(index, chars)]
    return [(index, chars[:cut]), (0, chars[cut:])]


def text_width(text: str, size: int, bold: bool = False) -> int:
    """Width in pixels of ``text`` as :class:`TextCache` draws it (fallback faces included)."""
    shown = drawable(text, font(size, bold))
    return sum(face.size(chars)[0] for face, chars in runs(shown, size, bold))


def _render_runs(pieces: list[tuple[pygame.font.Font, str]], colour: Colour) -> pygame.Surface:
    """Each run rendered by its face, set side by side on the first face's baseline."""
    drawn = [(face, face.render(chars, True, colour)) for face, chars in pieces]
    baseline = max(face.get_ascent() for face, _ in drawn)
    below = max(surf.get_height() - face.get_ascent() for face, surf in drawn)
    out = pygame.Surface((max(1, sum(s.get_width() for _, s in drawn)), max(1, baseline + below)),
                         pygame.SRCALPHA)
    x = 0
    for face, surf in drawn:
        out.blit(surf, (x, baseline - face.get_ascent()))
        x += surf.get_width()
    return out


def _render(face: pygame.font.Font, text: object, colour: Colour, size: int | None = None,
            bold: bool = False) -> pygame.Surface:
    """``text`` rendered by ``face`` (and the fallback faces for ``size``); never raises
    (the replacement mark if the renderer refuses)."""
    try:
        shown = drawable(text, face)
        if size is None or all(ord(ch) <= 0x7E for ch in shown):
            return face.render(shown, True, colour)
        pieces = runs(shown, size, bold)
        if len(pieces) == 1 and pieces[0][0] is face:
            return face.render(shown, True, colour)
        return _render_runs(pieces, colour)
    except (pygame.error, ValueError, UnicodeError, OverflowError, MemoryError) as exc:
        _log_once("render", "text could not be rendered (%s): drawn as its replacement", exc)
        return face.render(REPLACEMENT, True, colour)


class TextCache:
    """Least-recently-used cache of rendered text surfaces."""

    def __init__(self, limit: int = 600) -> None:
        self._limit = limit
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self.renders = 0  # how many times text was actually rendered (tests, benches)

    def render(self, text: str, size: int, colour: Colour = (240, 236, 220), bold: bool = False) -> pygame.Surface:
        key = (text, int(size), tuple(colour), bold)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        surf = _render(font(int(size), bold), text, colour, int(size), bold)
        self.renders += 1
        self._cache[key] = surf
        if len(self._cache) > self._limit:
            self._cache.popitem(last=False)
        return surf

    def fit(self, text: str, size: int, max_width: int, colour: Colour = (240, 236, 220),
            bold: bool = False) -> pygame.Surface:
        """``text`` at ``size``, shrunk step by step (down to the readable minimum) to fit ``max_width``."""
        surf = self.render(text, size, colour, bold)
        while surf.get_width() > max_width and size > 12:
            size = max(12, int(size * 0.9))
            surf = self.render(text, size, colour, bold)
        return surf

    def wrap(self, text: str, size: int, max_width: int, colour: Colour = (240, 236, 220),
             bold: bool = False) -> list[pygame.Surface]:
        """``text`` broken into lines no wider than ``max_width`` (at word boundaries)."""
        f = font(int(size), bold)
        lines: list[str] = []
        for para in drawable(text, f, MAX_WRAPPED_CHARS).split("\n"):
            words = unbreakable_words(para)
            line = ""
            for word in words:
                trial = f"{line} {word}" if line else word
                if line and _width(f, trial, int(size), bold) > max_width:
                    lines.append(line)
                    line = word
                else:
                    line = trial
            lines.append(line)
        return [self.render(line, size, colour, bold) for line in lines]

    def clear(self) -> None:
        self._cache.clear()


#: Marks French typography sets apart from the word before by a space (" :", " ?", " »").
_CLINGS_TO_WORD_BEFORE = set(":;?!»")


def unbreakable_words(paragraph: str) -> list[str]:
    """The paragraph split at its spaces, except where a line must not break: a French " :", " ?",
    " !", " ;" or " »" (with a full stop or comma after it) stays with the word before it and "« " with
    the word after it (the typeface has no no-break space, so the locale files write a plain one)."""
    words: list[str] = []
    for word in paragraph.split(" "):
        if words and word[:1] in _CLINGS_TO_WORD_BEFORE and not any(ch.isalnum() for ch in word):
            words[-1] += " " + word
        elif words and words[-1] == "«":
            words[-1] += " " + word
        else:
            words.append(word)
    return words


def _width(face: pygame.font.Font, shown: str, size: int, bold: bool) -> int:
    """Width of already drawable text: the one face's measure when it is all the typeface's."""
    if all(ord(ch) <= 0x7E for ch in shown):
        return face.size(shown)[0]
    return sum(f.size(chars)[0] for f, chars in runs(shown, size, bold))
