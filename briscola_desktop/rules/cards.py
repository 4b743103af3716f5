"""Cards of the 40-card Italian deck: suits, ranks, strength and points.

A card is a small ``int`` (0..39) with named properties, so the rules engine and
the AI can keep hands in plain lists and sets at full speed while code that reads
cards still says ``card.suit`` and ``card.points``.
"""

from __future__ import annotations

from enum import IntEnum


class Suit(IntEnum):
    """The four suits. The French deck shows them as diamonds, hearts, spades, clubs."""

    COINS = 0
    CUPS = 1
    SWORDS = 2
    BATONS = 3

    @property
    def key(self) -> str:
        """Lower-case name used in file names, save files and locale keys."""
        return self.name.lower()

    @property
    def french_key(self) -> str:
        return _FRENCH_SUIT[self]


_FRENCH_SUIT = {Suit.COINS: "diamonds", Suit.CUPS: "hearts", Suit.SWORDS: "spades", Suit.BATONS: "clubs"}


class Rank(IntEnum):
    """Ranks by their number on the card: ace, 2-7, jack (fante), queen (cavallo), king (re)."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    JACK = 8
    QUEEN = 9
    KING = 10

    @property
    def key(self) -> str:
        return self.name.lower()

    @property
    def points(self) -> int:
        return _RANK_POINTS[self]

    @property
    def strength(self) -> int:
        """0 (two, weakest) .. 9 (ace, strongest)."""
        return _RANK_STRENGTH[self]


# Strongest first: ace, three, king, queen, jack, seven, six, five, four, two.
RANKS_BY_STRENGTH: tuple[Rank, ...] = (
    Rank.ACE, Rank.THREE, Rank.KING, Rank.QUEEN, Rank.JACK,
    Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.TWO,
)
_RANK_STRENGTH = {rank: 9 - i for i, rank in enumerate(RANKS_BY_STRENGTH)}
_RANK_POINTS = {Rank.ACE: 11, Rank.THREE: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}
for _r in Rank:
    _RANK_POINTS.setdefault(_r, 0)


class Card(int):
    """One of the 40 cards; ``int(card) == suit * 10 + rank - 1``.

    Use :func:`card` or :data:`DECK` to get one; the 40 instances are shared.
    """

    __slots__ = ()

    @property
    def suit(self) -> Suit:
        return _SUIT_OF[self]

    @property
    def rank(self) -> Rank:
        return _RANK_OF[self]

    @property
    def points(self) -> int:
        return POINTS[self]

    @property
    def strength(self) -> int:
        return STRENGTH[self]

    @property
    def key(self) -> str:
        """Stable text name such as ``"coins_ace"``: file names, saves, locale keys."""
        return _KEY_OF[self]

    def __repr__(self) -> str:
        return f"Card({self.key})"

    __str__ = __repr__

    def __reduce__(self):
        return (card_from_int, (int(self),))


DECK: tuple[Card, ...] = tuple(Card(i) for i in range(40))
_SUIT_OF = tuple(Suit(i // 10) for i in range(40))
_RANK_OF = tuple(Rank(i % 10 + 1) for i in range(40))
#: Points of each card, indexed by the card (a plain tuple for fast sums).
POINTS: tuple[int, ...] = tuple(_RANK_POINTS[_RANK_OF[i]] for i in range(40))
#: Trick-taking strength of each card within its suit, 0..9, indexed by the card.
STRENGTH: tuple[int, ...] = tuple(_RANK_STRENGTH[_RANK_OF[i]] for i in range(40))
#: Suit index of each card (``int``), for hot loops.
SUIT_INDEX: tuple[int, ...] = tuple(i // 10 for i in range(40))
_KEY_OF = tuple(f"{_SUIT_OF[i].key}_{_RANK_OF[i].key}" for i in range(40))
_BY_KEY = {key: DECK[i] for i, key in enumerate(_KEY_OF)}

TOTAL_POINTS = 120
assert sum(POINTS) == TOTAL_POINTS


def card(suit: Suit | int, rank: Rank | int) -> Card:
    """The card of ``suit`` and ``rank``."""
    return DECK[int(suit) * 10 + int(rank) - 1]


def card_from_int(value: int) -> Card:
    if not 0 <= int(value) < 40:
        raise ValueError(f"no card has number {value!r}; cards are numbered 0 to 39")
    return DECK[int(value)]


def card_from_key(key: str) -> Card:
    """Parse ``"coins_ace"``; raises ``ValueError`` naming the bad text."""
    try:
        return _BY_KEY[key]
    except (KeyError, TypeError):
        raise ValueError(f"{key!r} is not a card; expected e.g. 'coins_ace' or 'batons_king'") from None


def beats(challenger: Card, holder: Card, trump: Suit | int | None) -> bool:
    """Does ``challenger`` (played later) beat ``holder`` (winning so far)?

    A trump beats any non-trump; otherwise only a higher card of the holder's suit wins.
    """
    cs, hs = SUIT_INDEX[challenger], SUIT_INDEX[holder]
    if cs == hs:
        return STRENGTH[challenger] > STRENGTH[holder]
    return trump is not None and cs == trump
