"""Render a contact sheet of each deck to PNG: ``python -m briscola_desktop.bench contact_sheet``.

Writes docs/cards-italian.png, docs/cards-french.png, docs/cards-french-four-colour.png
(all 40 faces with badges, then the backs, on table felt), one sheet per regional pattern
(docs/cards-piacentine.png ...: its 40 faces and its own back) and docs/cards-70px.png
(small cards, some turned crosswise as the trump lies under the stock), to judge
the art the way a player sees it.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import pygame

from briscola_desktop.cardgfx.render import CardRenderer
from briscola_desktop.rules.cards import DECK
from briscola_desktop.userfiles.settings import REGIONAL_STYLES

FELT = (28, 92, 58)


def _sheet(renderer: CardRenderer, width: int):
    w, h = renderer.size(width)
    gap = max(8, width // 8)
    # a regional pattern shows its own back, whichever is chosen
    backs = renderer.back_names() if renderer.shown_back() == renderer.back else [renderer.back]
    cols = 10
    rows = 4 + 1
    sheet = pygame.Surface((cols * (w + gap) + gap, rows * (h + gap) + gap))
    sheet.fill(FELT)
    m = renderer.shadow_margin(width)
    off = max(1, width // 30)

    def put(img, x: int, y: int) -> None:
        sheet.blit(renderer.shadow(width), (x - m + off, y - m + off))
        sheet.blit(img, (x, y))

    for i, c in enumerate(DECK):
        put(renderer.face(c, width), gap + (i % 10) * (w + gap), gap + (i // 10) * (h + gap))
    chosen = renderer.back
    for j, name in enumerate(backs):
        renderer.back = name
        put(renderer.back_image(width), gap + j * (w + gap), gap + 4 * (h + gap))
    renderer.back = chosen
    return sheet


def _small_sheet(width: int):
    """Every deck at a small width (the three decks of old, then the regional patterns), each row
    ending with a crosswise trump under a stock."""
    decks = [CardRenderer("italian"), CardRenderer("french"), CardRenderer("french", four_colour=True)]
    decks += [CardRenderer(style) for style in REGIONAL_STYLES]
    w, h = decks[0].size(width)
    gap = 6
    picks = [0, 2, 7, 8, 9, 10, 12, 17, 20, 22, 29, 30, 36, 39]
    sheet = pygame.Surface((len(picks) * (w + gap) + gap + h + 2 * gap + w, len(decks) * (h + 3 * gap) + gap))
    sheet.fill(FELT)
    for r, deck in enumerate(decks):
        y = gap + r * (h + 3 * gap)
        for i, idx in enumerate(picks):
            sheet.blit(deck.face(DECK[idx], width), (gap + i * (w + gap), y))
        x = gap + len(picks) * (w + gap) + gap
        trump = pygame.transform.rotate(deck.face(DECK[20 + r % 3], width), 90)
        sheet.blit(trump, (x, y + (h - trump.get_height()) // 2))
        sheet.blit(deck.back_image(width), (x + h // 2, y))
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.bench contact_sheet",
                                     description="Render contact sheets of the card decks to PNG.")
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[2] / "docs")
    parser.add_argument("--width", type=int, default=120, help="card width in pixels (default 120)")
    parser.add_argument("--small", type=int, default=70, help="card width of the small sheet (default 70)")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")   # read when the display starts, not at import
    pygame.display.init()
    pygame.font.init()
    args.out.mkdir(parents=True, exist_ok=True)
    decks = [("italian", CardRenderer("italian")), ("french", CardRenderer("french")),
             ("french-four-colour", CardRenderer("french", four_colour=True))]
    decks += [(style, CardRenderer(style)) for style in REGIONAL_STYLES]
    for name, renderer in decks:
        target = args.out / f"cards-{name}.png"
        pygame.image.save(_sheet(renderer, args.width), str(target))
        print(f"wrote {target}")
    target = args.out / f"cards-{args.small}px.png"
    pygame.image.save(_small_sheet(args.small), str(target))
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
