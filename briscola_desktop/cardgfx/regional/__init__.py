"""The real patterns drawn in memory: the four regional Italian ones (Piacentine, Napoletane,
Siciliane, Trevigiane) and the Spanish deck.

Each module draws its 40 faces (``face``), its own back (``back``) and its suit signs
(``suit_sign``: the trump marker); this package names them by deck style and wraps them as SVG
documents. The style names and which patterns print no numerals are defined once, with the
settings (``userfiles.settings``: ``REGIONAL_STYLES``); a test keeps the two lists the same.
"""

from __future__ import annotations

from types import ModuleType

from briscola_desktop.rules.cards import Card, Suit
from ..svg import document
from . import napoletane, piacentine, siciliane, spanish, trevigiane
from .common import H, W, rank_index

PATTERNS: dict[str, ModuleType] = {
    "piacentine": piacentine,
    "napoletane": napoletane,
    "siciliane": siciliane,
    "trevigiane": trevigiane,
    "spanish": spanish,
}


def face(style: str, card: Card) -> str:
    return document(W, H, PATTERNS[style].face(card))


def back(style: str) -> str:
    return document(W, H, PATTERNS[style].back())


def sign(style: str, suit: Suit, cx: float, cy: float, size: float) -> str:
    """A suit sign of ``style`` in full detail (the trump marker)."""
    return PATTERNS[style].suit_sign(suit, cx, cy, size, detail=True)


__all__ = ["PATTERNS", "back", "face", "rank_index", "sign"]
