"""Before and after pictures of a deck's changed cards: ``python -m briscola_desktop.bench before_after
--before DIR``, where DIR is a checkout of the earlier commit (``git worktree add DIR <commit>``).

For each pattern it writes docs/images/before-after-<pattern>-figures.png (the twelve court cards, the
earlier drawing above, today's below) and docs/images/before-after-<pattern>-signs.png (the aces and
number cards whose signs changed). Each strip is rendered by a child Python that imports the package
from its own tree, so the two drawings never share a module.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pygame

FELT = (28, 92, 58)
COURT = [f"{suit}_{rank}" for suit in ("coins", "cups", "swords", "batons") for rank in ("jack", "queen", "king")]
#: The number cards and aces worth comparing in each pattern: the signs and special cards that changed.
SIGNS: dict[str, list[str]] = {
    "piacentine": ["coins_ace", "coins_four", "coins_seven", "cups_ace", "swords_two", "swords_five",
                   "swords_seven", "batons_two", "batons_ace"],
    "napoletane": ["coins_ace", "coins_four", "cups_ace", "swords_five", "swords_seven", "batons_three",
                   "batons_five", "batons_seven"],
    "siciliane": ["coins_ace", "coins_three", "cups_ace", "swords_two", "swords_six", "batons_ace", "batons_three",
                  "cups_five"],
    "trevigiane": ["coins_ace", "coins_two", "cups_ace", "swords_ace", "batons_ace", "swords_three", "swords_six",
                   "batons_five"],
}

_STRIP = """
import os, sys
os.environ["SDL_VIDEODRIVER"] = "dummy"
import pygame
pygame.display.init()
from briscola_desktop.cardgfx.render import CardRenderer
from briscola_desktop.rules.cards import card_from_key
style, width, out, keys = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
r = CardRenderer(style, badges=False)
w, h = r.size(width)
gap = 8
strip = pygame.Surface((len(keys) * (w + gap) + gap, h + 2 * gap))
strip.fill((28, 92, 58))
for i, key in enumerate(keys):
    strip.blit(r.face(card_from_key(key), width), (gap + i * (w + gap), gap))
pygame.image.save(strip, out)
"""


def _strip(tree: Path, style: str, width: int, keys: list[str], out: Path) -> pygame.Surface:
    env = dict(os.environ, PYTHONPATH=str(tree), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    subprocess.run([sys.executable, "-c", _STRIP, style, str(width), str(out), *keys], env=env, check=True,
                   cwd=str(tree), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)
    return pygame.image.load(str(out))


def _pair(before: pygame.Surface, after: pygame.Surface, font: pygame.font.Font) -> pygame.Surface:
    label = 90
    sheet = pygame.Surface((max(before.get_width(), after.get_width()) + label, before.get_height()
                            + after.get_height()))
    sheet.fill(FELT)
    for y, strip, word in ((0, before, "before"), (before.get_height(), after, "after")):
        sheet.blit(strip, (label, y))
        text = font.render(word, True, (240, 236, 220))
        sheet.blit(text, (10, y + (strip.get_height() - text.get_height()) // 2))
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m briscola_desktop.bench before_after",
                                     description="Before and after pictures of the regional patterns' changed cards.")
    parser.add_argument("--before", type=Path, required=True, help="a checkout of the earlier commit")
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[2] / "docs" / "images")
    parser.add_argument("--width", type=int, default=110, help="card width in pixels (default 110)")
    parser.add_argument("--pattern", nargs="+", choices=sorted(SIGNS), default=sorted(SIGNS))
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    font = pygame.font.Font(None, 28)
    here = Path(__file__).resolve().parents[2]
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for style in args.pattern:
            for kind, keys in (("figures", COURT), ("signs", SIGNS[style])):
                old = _strip(args.before.resolve(), style, args.width, keys, Path(tmp) / "old.png")
                new = _strip(here, style, args.width, keys, Path(tmp) / "new.png")
                target = args.out / f"before-after-{style}-{kind}.png"
                pygame.image.save(_pair(old, new, font), str(target))
                print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
