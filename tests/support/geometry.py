"""What a drawn frame holds, as rectangles: labels, panels, buttons and cards.

A :class:`RecordingSurface` notes every blit made while the scenes draw one frame; each blit is
classified by where its image came from (the text cache: a label; the card art: a card; the
rest: a panel). Buttons come from the scene's button groups. :func:`overlaps` then lists the
pairs that must not overlap: the person sees them as one thing covering another.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Iterable

import pygame


class RecordingSurface(pygame.Surface):
    """A surface that remembers what was blitted where."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.blits: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[override]
        rect = super().blit(source, dest, area, special_flags)
        self.blits.append((source, pygame.Rect(rect)))
        return rect


@dataclass(frozen=True)
class Region:
    kind: str        # "label", "card", "panel", "button"
    rect: pygame.Rect
    what: str

    def __repr__(self) -> str:
        return f"{self.kind} {self.what!r} at {tuple(self.rect)}"


def _ids(values: Iterable) -> set[int]:
    out: set[int] = set()
    for v in values:
        if isinstance(v, pygame.Surface):
            out.add(id(v))
        elif isinstance(v, (list, tuple)):
            out |= _ids(v)
    return out


def card_surfaces(art) -> tuple[set[int], set[int]]:
    """(ids of card images, ids of shadows and other decorations) the card art holds now."""
    cards = _ids(art._cache.values())
    extra: set[int] = set()
    r = art.renderer
    for name in ("_faces", "_plain", "_singles", "_backs"):
        cards |= _ids(getattr(r, name, {}).values())
    for name in ("_shadows", "_symbols", "_badges"):
        extra |= _ids(getattr(r, name, {}).values())
    for key, surf in art._cache.items():
        if key[0] == "shadow":
            cards.discard(id(surf))
            extra.add(id(surf))
    return cards, extra


def text_surfaces(text_cache) -> dict[int, str]:
    return {id(s): key[0] for key, s in text_cache._cache.items()}


def frame_regions(app, draw, buttons: Iterable = ()) -> list[Region]:
    """Draw one frame with ``draw(surface)`` and classify what it put where."""
    surface = RecordingSurface(app.screen.get_size())
    draw(surface)
    texts = text_surfaces(app.text)
    cards, extra = card_surfaces(app.cards)
    full = surface.get_rect()
    regions: list[Region] = []
    for source, rect in surface.blits:
        if rect.width == 0 or rect.height == 0 or id(source) in extra:
            continue
        if id(source) in texts:
            ink = source.get_bounding_rect()
            regions.append(Region("label", ink.move(rect.topleft), texts[id(source)]))
        elif id(source) in cards:
            regions.append(Region("card", rect, "card"))
        elif rect.width >= full.width * 0.9 and rect.height >= full.height * 0.9:
            continue   # the felt
        else:
            regions.append(Region("panel", rect, f"{rect.width}x{rect.height}"))
    for b in buttons:
        regions.append(Region("button", pygame.Rect(b.rect), str(getattr(b, "label", ""))))
    return regions


#: Pixels a label's ink keeps clear of a card, a panel edge or a button (touching reads as cramped),
#: and of another label's ink (lines of a paragraph may sit closer).
CLEARANCE = 4
LINE_CLEARANCE = 2


def overlaps(regions: list[Region], clearance: int = CLEARANCE) -> list[tuple[Region, Region]]:
    """Pairs that must not overlap (a label counts ``clearance`` pixels larger all round).

    Allowed: cards on cards (a fanned hand, a trick), a label on a panel or inside a button,
    a panel on a panel (a box in a bar), a button on a panel (a toolbar in a bar). Everything
    else overlapping is reported: a label on a label, a label or panel or button on a card.
    """
    bad = []
    for a, b in combinations(regions, 2):
        if a.kind == "label" and b.kind == "label":
            if not a.rect.inflate(LINE_CLEARANCE, LINE_CLEARANCE).colliderect(b.rect):
                continue
        elif a.kind == "label" or b.kind == "label":
            label, other = (a, b) if a.kind == "label" else (b, a)
            if not label.rect.inflate(clearance * 2, clearance * 2).colliderect(other.rect):
                continue
        elif not a.rect.colliderect(b.rect):
            continue
        kinds = {a.kind, b.kind}
        if kinds == {"card"} or kinds <= {"panel", "label"} and kinds != {"label"}:
            continue
        if kinds == {"panel"} or kinds == {"panel", "button"}:
            continue
        if kinds == {"panel", "card"}:
            panel_r, card = (a, b) if a.kind == "panel" else (b, a)
            if panel_r.rect.contains(card.rect):
                continue   # a card shown in a panel (the count panel's small cards, the called card)
        if kinds == {"label", "button"}:
            label, button = (a, b) if a.kind == "label" else (b, a)
            if button.rect.contains(label.rect):
                continue
        if a.kind == "label" and b.kind == "label" and (a.rect.contains(b.rect) or b.rect.contains(a.rect)) \
                and a.what == b.what:
            continue
        bad.append((a, b))
    return bad
