"""Turn the generated SVG card art into pygame surfaces, with point badges and shadows.

Faces are rasterised from vector sources at exactly the width the layout asks for
(so they are sharp at any window size or pixel density), once per size, and kept in
a small cache; nothing here should run inside a frame except dictionary look-ups.

    renderer = CardRenderer("french", four_colour=True)
    renderer.prepare(120)                # e.g. after a resize, before drawing
    image = renderer.face(card, 120)     # card is a rules.cards.Card
"""

from __future__ import annotations

import io
from collections import OrderedDict
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from briscola_desktop.resources import data_path
from briscola_desktop.rules.cards import DECK, Card, Rank, Suit
from briscola_desktop.userfiles.settings import DECK_STYLES, DECK_SUITS, REGIONAL_STYLES, UNNUMBERED_STYLES
from . import regional
from .faces import rank_index, suit_symbol

if TYPE_CHECKING:  # pygame is imported lazily: importing this module stays cheap
    import pygame

#: Corner-index sets of the French-suited deck (see ``faces.INDEX_SETS``).
INDEX_SETS: tuple[str, ...] = ("en", "fr", "nb")
#: The index "set" of a regional pattern that prints no numerals, with the small rank index turned on.
RANKED = "ranked"
#: Which index set a player of each language expects: K Q J in English and Italian (and in
#: Spanish, whose French-suited decks print J Q K), R D V in French, K D Kn in Norwegian.
LANGUAGE_INDICES: dict[str, str] = {"en": "en", "it": "en", "fr": "fr", "nb": "nb", "es": "en"}
_COURTS = (Rank.JACK, Rank.QUEEN, Rank.KING)
#: Height / width of every card (the SVG view box is 240 x 360).
CARD_ASPECT: float = 1.5
GENERATE_HINT = "run `python -m briscola_desktop.bench cards` to generate the card art"

# How many (style, colours, badges, width) face sets to keep; a window being
# resized asks for many widths, and only the latest few are worth their memory.
_CACHE_SETS = 6
# Faces rasterised one at a time (a screen that shows a few cards without a prepared set).
_CACHE_SINGLES = 80


class CardArtError(Exception):
    """A card image is missing or damaged; the message names the file."""


def badge_text(card: Card) -> str | None:
    """The label of a card's point badge, or None for a card worth nothing (from the rules core)."""
    points = card.points
    return str(points) if points else None


def default_art_dir() -> Path:
    return data_path("assets", "cards")


def indices_for_language(code: str) -> str:
    """The corner-index set for a language code ("fr" -> "fr", "it" -> "en"; unknown -> "en")."""
    return LANGUAGE_INDICES.get(code, "en")


def _deck_dir(style: str, four_colour: bool, indices: str = "en") -> str:
    if style == "french":
        base = "french-four-colour" if four_colour else "french"
        return base if indices == "en" else f"{base}-{indices}"
    return "italian"


def face_file(art_dir: Path, style: str, four_colour: bool, card: Card, indices: str = "en") -> Path:
    """The SVG of a face. Only the French-suited court cards change with ``indices``: their
    files sit in ``french-<set>/``; every other card comes from the plain folder. (The regional
    patterns have no files: the renderer draws them in memory.)"""
    suit = card.suit.key if DECK_SUITS.get(style) == "italian" else card.suit.french_key
    if card.rank not in _COURTS or style != "french":
        indices = "en"
    return art_dir / _deck_dir(style, four_colour, indices) / f"{suit}_{card.rank.key}.svg"


class CardRenderer:
    """Draws card faces, backs and shadows at any width, caching each size once.

    ``style``, ``four_colour``, ``back``, ``badges`` and ``indices`` may be reassigned at
    any time; the cache is keyed by them, so a switch costs one rasterisation pass (see
    ``python -m briscola_desktop.bench art``) and switching back is free while cached.
    ``indices`` ("en", "fr", "nb") picks the corner letters of the French-suited court
    cards (K Q J, R D V, K D Kn); a switch re-rasterises only those 12 faces.
    ``rank_index`` adds a small rank numeral to the patterns that print none
    (``UNNUMBERED_STYLES``). A regional pattern (``REGIONAL_STYLES``) is drawn in memory by its
    code, never read from files, and always shows its own back; ``back`` is the back of the
    other decks.
    """

    def __init__(self, style: str = "italian", *, four_colour: bool = False,
                 back: str | None = None, badges: bool = True,
                 art_dir: Path | None = None, indices: str = "en", rank_index: bool = False) -> None:
        if style not in DECK_STYLES:
            raise ValueError(f"unknown deck style {style!r}; choose one of {', '.join(DECK_STYLES)}")
        if indices not in INDEX_SETS:
            raise ValueError(f"unknown index set {indices!r}; choose one of {', '.join(INDEX_SETS)}")
        self.art_dir = Path(art_dir) if art_dir is not None else default_art_dir()
        self.style = style
        self.four_colour = four_colour
        self.badges = badges
        self.indices = indices
        self.rank_index = rank_index
        names = self.back_names()
        if back is None:
            if not names:
                raise CardArtError(f"no card backs found in {self.art_dir / 'backs'}; {GENERATE_HINT}")
            back = names[0]
        self.back = back
        self._sources: dict[Path, bytes] = {}
        # The regional patterns are drawn in memory, never read from files: (style, card or None) -> SVG.
        self._drawn: dict[tuple[str, int | None], bytes] = {}
        self._faces: OrderedDict[tuple, list[pygame.Surface]] = OrderedDict()
        self._singles: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._symbols: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._plain: OrderedDict[tuple, list[pygame.Surface]] = OrderedDict()
        self._backs: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._shadows: OrderedDict[int, pygame.Surface] = OrderedDict()
        self._badges: dict[tuple[str, int], pygame.Surface] = {}

    # ------------------------------------------------------------ public
    def back_names(self) -> list[str]:
        """The backs a person chooses between, e.g. ["red", "blue", "green"] (red first when
        present); the regional patterns' own backs are not among them."""
        folder = self.art_dir / "backs"
        names = sorted(p.stem for p in folder.glob("*.svg") if p.stem not in REGIONAL_STYLES) \
            if folder.is_dir() else []
        if "red" in names:  # the classic back is the default
            names.remove("red")
            names.insert(0, "red")
        return names

    def size(self, width: int) -> tuple[int, int]:
        return (int(width), round(int(width) * CARD_ASPECT))

    def prepare(self, width: int) -> None:
        """Rasterise all 40 faces and the current back at ``width`` (fills the cache)."""
        self._face_set(width)
        self.back_image(width)

    def prepare_steps(self, width: int) -> Iterator[None]:
        """``prepare`` in about 42 small steps (one face each), to spread over frames.

        ``for _ in renderer.prepare_steps(w): yield`` inside a loading scene, or call
        ``next()`` once per frame; a face asked for before the end is rasterised on
        the spot, so the result is correct either way.
        """
        style, four, indices = self._colour_key()
        yield from self._build_plain(style, four, indices, int(width))
        self._face_set(width)
        yield
        self.back_image(width)

    def face(self, card: Card, width: int) -> pygame.Surface:
        """The face of ``card`` at ``width`` pixels: rounded corners, border, badge when on.

        From the prepared set when there is one; otherwise this one card is rasterised alone
        (a screen showing a few cards, such as the title's fan, need not wait for all 40).
        """
        key = self._set_key(width)
        faces = self._faces.get(key)
        if faces is not None:
            return faces[int(card)]
        single_key = key + (int(card),)
        single = self._singles.get(single_key)
        if single is None and card.rank not in _COURTS and key[0] == "french":
            # A pip card looks the same in every index set: share it, as the prepared sets do.
            single = next((img for k, img in self._singles.items()
                           if len(k) == 6 and (k[0], k[1], k[3], k[4], k[5]) == (key[0], key[1], key[3], key[4], int(card))),
                          None)
            if single is None:
                single = next((faces[int(card)] for k, faces in self._faces.items()
                               if (k[0], k[1], k[3], k[4]) == (key[0], key[1], key[3], key[4])), None)
            if single is not None:
                _remember(self._singles, single_key, single, _CACHE_SINGLES)
        if single is None:
            single = self._rasterise_face(key[0], key[1], key[2], card, int(width))
            if self.badges:
                single = self._with_badge(single, card, int(width))
            _remember(self._singles, single_key, single, _CACHE_SINGLES)
        return single

    def plain_face(self, card: Card, width: int) -> pygame.Surface:
        """The face of ``card`` without its point badge (to draw the badge elsewhere, see :meth:`badge`)."""
        key = self._set_key(width)
        plain = self._plain.get((key[0], key[1], key[2], int(width)))
        if plain is not None:
            return plain[int(card)]
        single_key = ("plain",) + key + (int(card),)
        single = self._singles.get(single_key)
        if single is None:
            single = self._rasterise_face(key[0], key[1], key[2], card, int(width))
            _remember(self._singles, single_key, single, _CACHE_SINGLES)
        return single

    def badge(self, card: Card, width: int) -> pygame.Surface | None:
        """The point badge a face of ``width`` carries, or None for a card worth nothing."""
        text = badge_text(card)
        return self._badge(text, int(width)) if text is not None else None

    def badge_inset(self, width: int) -> int:
        """How far the badge sits from the card's top and right edges."""
        return max(2, round(int(width) * 0.035))

    def suit_symbol(self, suit: Suit, size: int) -> pygame.Surface:
        """The suit's symbol as this deck draws it, ``size`` pixels square (the trump marker)."""
        import pygame

        style, four, _indices = self._colour_key()
        key = (style, four, suit, int(size))
        surf = self._symbols.get(key)
        if surf is None:
            svg = suit_symbol(style, suit, four).encode("utf-8")
            surf = pygame.image.load_sized_svg(io.BytesIO(svg), (int(size), int(size)))
            surf = _display_format(surf)
            _remember(self._symbols, key, surf, 32)
        return surf

    def shown_back(self) -> str:
        """The back drawn now: a regional pattern's own, else the chosen one."""
        return self.style if self.style in REGIONAL_STYLES else self.back

    def back_image(self, width: int) -> pygame.Surface:
        name = self.shown_back()
        if name == self.back and self.back not in self.back_names():
            raise CardArtError(f"no card back named {self.back!r} in {self.art_dir / 'backs'} "
                               f"(have: {', '.join(self.back_names()) or 'none'}); {GENERATE_HINT}")
        key = (name, int(width))
        surf = self._backs.get(key)
        if surf is None:
            if name in REGIONAL_STYLES:
                surf = self._rasterise_svg(self._drawing(name, None), f"the {name} back", int(width))
            else:
                surf = self._rasterise(self.art_dir / "backs" / f"{name}.svg", int(width))
            _remember(self._backs, key, surf, _CACHE_SETS * 2)
        return surf

    def shadow_margin(self, width: int) -> int:
        """How far the shadow image reaches beyond the card on every side."""
        return max(2, round(int(width) * 0.06))

    def shadow(self, width: int) -> pygame.Surface:
        """A soft shadow, ``shadow_margin`` larger than the card on each side.

        Blit it at the card's top-left minus the margin, plus a small offset
        (e.g. ``width // 30`` right and down) before blitting the card.
        """
        import pygame

        width = int(width)
        surf = self._shadows.get(width)
        if surf is None:
            w, h = self.size(width)
            m = self.shadow_margin(width)
            surf = pygame.Surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
            radius = max(2, round(width * 14 / 240))
            pygame.draw.rect(surf, (0, 0, 0, 120), (m, m, w, h), border_radius=radius)
            if m >= 2:
                surf = pygame.transform.gaussian_blur(surf, max(1, m // 2))
            surf = _display_format(surf)
            _remember(self._shadows, width, surf, _CACHE_SETS * 2)
        return surf

    # ------------------------------------------------------------ internals
    def _colour_key(self) -> tuple[str, bool, str]:
        # The four-colour option and the localised indices only exist for the French deck; the
        # rank index only for the patterns that print no numerals.
        french = self.style == "french"
        indices = self.indices if french and self.indices in INDEX_SETS else "en"
        if self.style in UNNUMBERED_STYLES and self.rank_index:
            indices = RANKED
        return self.style, bool(self.four_colour and french), indices

    def _set_key(self, width: int) -> tuple[str, bool, str, bool, int]:
        """(style, four colours, indices, badges, width) of a face set; refuses a width or style
        that cannot be drawn."""
        if int(width) < 8:
            raise ValueError(f"card width must be at least 8 pixels, not {width}")
        if self.style not in DECK_STYLES:
            raise ValueError(f"unknown deck style {self.style!r}; choose one of {', '.join(DECK_STYLES)}")
        style, four, indices = self._colour_key()
        return style, four, indices, bool(self.badges), int(width)

    def _face_set(self, width: int) -> list[pygame.Surface]:
        width = int(width)
        key = self._set_key(width)
        style, four, indices = key[0], key[1], key[2]
        faces = self._faces.get(key)
        if faces is not None:
            self._faces.move_to_end(key)
            return faces
        for _ in self._build_plain(style, four, indices, width):
            pass
        plain = self._plain[(style, four, indices, width)]
        if self.badges:
            faces = [self._with_badge(img, c, width) for img, c in zip(plain, DECK)]
        else:
            faces = plain
        _remember(self._faces, key, faces, _CACHE_SETS)
        return faces

    def _build_plain(self, style: str, four: bool, indices: str, width: int) -> Iterator[None]:
        """Rasterise the 40 faces without badges, yielding after each one.

        Another index set of the same deck at the same width lends its pip cards: only the
        court cards differ, so a language switch re-rasterises 12 faces, not 40.
        """
        key = (style, four, indices, width)
        if key in self._plain:
            self._plain.move_to_end(key)
            return
        twin = next((faces for (s, f, _i, w), faces in self._plain.items()
                     if (s, f, w) == (style, four, width)), None) if style == "french" else None
        plain = []
        for c in DECK:
            if twin is not None and c.rank not in _COURTS:
                plain.append(twin[int(c)])
                continue
            plain.append(self._rasterise_face(style, four, indices, c, width))
            yield
        _remember(self._plain, key, plain, _CACHE_SETS)

    def _source(self, file: Path) -> bytes:
        data = self._sources.get(file)
        if data is None:
            try:
                data = file.read_bytes()
            except FileNotFoundError:
                raise CardArtError(f"card image {file} is missing; {GENERATE_HINT}") from None
            except OSError as exc:
                raise CardArtError(f"cannot read card image {file}: {exc.strerror}; {GENERATE_HINT}") from None
            # A truncated or foreign file can rasterise to a blank image without any
            # error from SDL, so check the envelope here.
            head = data[:200].lstrip()
            if not head.startswith(b"<svg") or not data.rstrip().endswith(b"</svg>"):
                raise CardArtError(f"card image {file} is damaged (not a complete SVG file); {GENERATE_HINT}")
            self._sources[file] = data
        return data

    def _drawing(self, style: str, card: Card | None) -> bytes:
        """A regional pattern's face (or back, for None) as SVG, drawn once by its code."""
        key = (style, None if card is None else int(card))
        data = self._drawn.get(key)
        if data is None:
            text = regional.back(style) if card is None else regional.face(style, card)
            data = self._drawn[key] = text.encode("utf-8")
        return data

    def _rasterise_face(self, style: str, four: bool, indices: str, card: Card, width: int) -> pygame.Surface:
        """One face at ``width``: read from the art folder, or drawn by a regional pattern's code;
        a pattern without numerals gets its small rank index drawn on (vector, before
        rasterising) when ``indices`` asks for it."""
        if style not in REGIONAL_STYLES:
            return self._rasterise(face_file(self.art_dir, style, four, card, indices), width)
        data = self._drawing(style, card)
        if indices == RANKED:  # drawn over the face: inserted before the closing tag
            cut = data.rstrip().rfind(b"</svg>")
            data = data[:cut] + rank_index(style, card).encode("utf-8") + b"</svg>\n"
        return self._rasterise_svg(data, f"the {style} {card.key}", width)

    def _rasterise(self, file: Path, width: int) -> pygame.Surface:
        return self._rasterise_svg(self._source(file), f"card image {file}", width)

    def _rasterise_svg(self, data: bytes, name: str, width: int) -> pygame.Surface:
        import pygame

        w, h = self.size(width)
        try:
            surf = pygame.image.load_sized_svg(io.BytesIO(data), (w, h))
        except (pygame.error, ValueError) as exc:
            raise CardArtError(f"{name} is damaged ({exc}); {GENERATE_HINT}") from None
        if surf.get_size() != (w, h):
            # SDL_image scales uniformly and rounds the size up, so an odd width or
            # float error can give one spare (transparent) row: trim or pad to size.
            exact = pygame.Surface((w, h), pygame.SRCALPHA)
            exact.blit(surf, (0, 0))
            surf = exact
        if surf.get_at((w // 2, h // 2)).a != 255 or surf.get_at((w // 2, 1)).a == 0:
            raise CardArtError(f"{name} is damaged (it draws no card); {GENERATE_HINT}")
        return _display_format(surf)

    def _with_badge(self, face: pygame.Surface, card: Card, width: int) -> pygame.Surface:
        text = badge_text(card)
        if text is None:
            return face
        badge = self._badge(text, width)
        out = face.copy()
        inset = self.badge_inset(width)
        out.blit(badge, (width - inset - badge.get_width(), inset))
        return out

    def _badge(self, text: str, width: int) -> pygame.Surface:
        """A round point badge: gold for the ace and three (the big scorers), navy for courts."""
        import pygame

        diameter = max(15, round(width * 0.23))
        key = (text, diameter)
        badge = self._badges.get(key)
        if badge is not None:
            return badge
        if not pygame.font.get_init():
            pygame.font.init()
        big = text in ("11", "10")
        fill = (244, 190, 28) if big else (29, 53, 87)
        ink = (40, 24, 6) if big else (255, 255, 255)
        # Draw at 4x and scale down: smooth edges without relying on a display.
        k = 4
        d = diameter * k
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        pygame.draw.circle(surf, (255, 255, 255), (d // 2, d // 2), d // 2)
        pygame.draw.circle(surf, (40, 30, 20), (d // 2, d // 2), d // 2 - k)
        pygame.draw.circle(surf, fill, (d // 2, d // 2), d // 2 - 2 * k)
        font = pygame.font.Font(None, round(d * (0.78 if len(text) > 1 else 0.88)))
        font.set_bold(True)
        label = font.render(text, True, ink)
        if label.get_width() > d * 0.78:  # keep two digits inside the ring
            label = pygame.transform.smoothscale(
                label, (round(d * 0.78), round(label.get_height() * d * 0.78 / label.get_width())))
        surf.blit(label, label.get_rect(center=(d // 2 + k // 2, d // 2 + k)))
        badge = _display_format(pygame.transform.smoothscale(surf, (diameter, diameter)))
        self._badges[key] = badge
        return badge


def _remember(cache: OrderedDict, key: object, value: object, limit: int) -> None:
    cache[key] = value
    cache.move_to_end(key)
    while len(cache) > limit:
        cache.popitem(last=False)


def _display_format(surf: pygame.Surface) -> pygame.Surface:
    """convert_alpha() when a display mode is set (faster blits), else the surface as is."""
    import pygame

    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        try:
            return surf.convert_alpha()
        except pygame.error:
            return surf
    return surf
