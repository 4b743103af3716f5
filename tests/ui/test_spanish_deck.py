"""The Spanish deck as its players read it: the breaks in the frame line that tell the suit (none for
oros, one for copas, two for espadas, three for bastos), the number in two corners, 10, 11 and 12 on
the figures, and a deck style wherever one is chosen."""

from __future__ import annotations

import pygame
import pytest

from briscola_desktop.app.entrance.main import build_parser
from briscola_desktop.cardgfx.regional import spanish
from briscola_desktop.cardgfx.render import CardRenderer
from briscola_desktop.rules.cards import DECK, Rank, Suit, card_from_key as card
from briscola_desktop.userfiles.settings import DECK_SUITS, Settings

BREAKS = {Suit.COINS: 0, Suit.CUPS: 1, Suit.SWORDS: 2, Suit.BATONS: 3}


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.display.quit()
    pygame.display.init()
    yield


def _dark(img: pygame.Surface, x: int, y: int) -> bool:
    c = img.get_at((x, y))
    return max(c.r, c.g, c.b) < 140


def _gaps(img: pygame.Surface, y: int) -> int:
    """How many times the frame line along row ``y`` stops and starts again, between its corners."""
    xs = range(round(spanish.X0 + 12), round(spanish.X1 - 12))
    inked = [_dark(img, x, y) for x in xs]
    return sum(1 for a, b in zip(inked, inked[1:]) if a and not b)


@pytest.mark.parametrize("suit", list(Suit))
def test_the_frame_line_breaks_once_per_step_of_the_suit_top_and_bottom(suit):
    # At 240 px a card unit is a pixel: the line runs along y = Y0 and y = Y1.
    r = CardRenderer("spanish", badges=False)
    for c in [c for c in DECK if c.suit is suit]:
        img = r.face(c, 240)
        assert _dark(img, round(spanish.X0), 180) and _dark(img, round(spanish.X1), 180), c  # the sides are whole
        assert (_gaps(img, round(spanish.Y0)), _gaps(img, round(spanish.Y1))) == (BREAKS[suit], BREAKS[suit]), c


def test_the_break_count_can_fail():
    # The same scan over a card of another suit sees another count.
    img = CardRenderer("spanish", badges=False).face(card("batons_five"), 240)
    assert _gaps(img, round(spanish.Y0)) != BREAKS[Suit.COINS]


def _corner(img: pygame.Surface) -> bytes:
    return pygame.image.tobytes(img.subsurface((0, 0, 60, 60)), "RGB")


#: The rasteriser does not draw a shape turned half round to the same bytes: antialiased edges differ
#: by a few levels (8 at most over the deck); a number missing or another drawing in the corner differs
#: by far more.
TURN_NOISE = 16


def _same(a: bytes, b: bytes) -> bool:
    return max(abs(x - y) for x, y in zip(a, b)) <= TURN_NOISE


def test_the_number_stands_in_two_corners_and_the_figures_are_ten_eleven_and_twelve():
    r = CardRenderer("spanish", badges=False)
    corners = {}
    for c in DECK:
        img = r.face(c, 240)
        turned = pygame.transform.rotate(img, 180)
        assert _same(_corner(img), _corner(turned)), c  # the bottom-right corner is the top-left one turned
        corners.setdefault(c.rank, set()).add(_corner(img))
    # each rank's number is the same in every suit and differs from every other rank's
    assert all(len(seen) == 1 for seen in corners.values()), {k: len(v) for k, v in corners.items()}
    assert len({next(iter(seen)) for seen in corners.values()}) == len(Rank)
    labels = {rank: spanish.label(rank) for rank in Rank}
    assert [labels[r] for r in (Rank.JACK, Rank.QUEEN, Rank.KING)] == ["10", "11", "12"]
    assert [labels[r] for r in Rank if r < Rank.JACK] == [str(n) for n in range(1, 8)]


def test_the_spanish_deck_is_a_deck_style_on_the_command_line_and_in_the_settings():
    assert DECK_SUITS["spanish"] == "italian"  # oros, copas, espadas and bastos: named as Italian cards
    assert build_parser().parse_args(["--deck", "spanish"]).deck == "spanish"
    s, refused = Settings.read({"deck_style": "spanish"})
    assert (s.deck_style, refused) == ("spanish", [])
