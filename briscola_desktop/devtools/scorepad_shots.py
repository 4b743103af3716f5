"""Screenshots of the score pad in a real window: ``python -m briscola_desktop.devtools.scorepad_shots OUTDIR``.

Runs the pad in a window (``xvfb-run -a -s '-screen 0 1600x1000x24'`` on a machine without a
display), plays a family's best of three by posting the keys and clicks a person would make
into the event queue, and saves the window with ``pygame.image.save`` at five moments:
set-up, entry by typing, counting a pile on the card grid, the running table and the winner;
then a chiamata evening's table. The pad's file goes to a fresh temporary folder.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import pygame

from briscola_desktop import i18n
from briscola_desktop.app.core.scene import App
from briscola_desktop.app.scorepad import ScorePadFlow
from briscola_desktop.app.entrance.registry import install
from briscola_desktop.rules import Rank, Suit, card
from briscola_desktop.scorepad import ChiamataHand, Setup, deals
from briscola_desktop.userfiles.settings import DECK_STYLES, Settings


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m briscola_desktop.devtools.scorepad_shots")
    p.add_argument("outdir", type=Path)
    p.add_argument("--lang", default="en")
    p.add_argument("--size", default="800x600")
    p.add_argument("--deck", default="italian", choices=DECK_STYLES)
    args = p.parse_args(argv)
    out: Path = args.outdir
    out.mkdir(parents=True, exist_ok=True)
    suffix = "" if args.lang == "en" else f"-{args.lang}"
    i18n.set_language(args.lang)
    w, h = (int(v) for v in args.size.lower().split("x"))
    pygame.init()
    app = install(App((w, h), settings=Settings(deck_style=args.deck)))
    flow = ScorePadFlow.create(app, Path(tempfile.mkdtemp(prefix="scorepad-shots-")))
    app.stack.push(flow.home)

    def pump(frames: int = 3) -> None:
        for _ in range(frames):
            app.frame(1 / 60, pygame.event.get())

    def key(k: int, uni: str = "") -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=uni, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=uni, scancode=0))
        pump()

    def typed(text: str) -> None:
        for ch in text:
            if ch.isdigit():
                key(ord(ch), ch)
            else:
                pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
                pump(1)

    def shot(name: str) -> None:
        pump(2)
        app.draw()
        path = out / f"scorepad-{name}{suffix}.png"
        pygame.image.save(app.screen, str(path))
        print(path)

    pump()
    key(pygame.K_RETURN)                        # New game
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)                         # four players
    key(pygame.K_DOWN)
    key(pygame.K_RIGHT)                         # two teams of two
    key(pygame.K_DOWN)                          # the game: two winning hands, the source's default
    key(pygame.K_DOWN)
    for name in ("Anna", "Bruno", "Chiara", "Dario"):
        key(pygame.K_DELETE)
        typed(name)
        key(pygame.K_DOWN)
    shot("setup")
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)                        # Start
    typed("72")
    key(pygame.K_TAB)
    shot("typing")                              # the other side shows what is left of 120
    key(pygame.K_RETURN)                        # hand 1: 72-48
    typed("55")
    key(pygame.K_TAB)
    typed("60")
    key(pygame.K_RETURN)                        # refused: 115, the side typed last is named
    shot("refused")
    key(pygame.K_BACKSPACE)
    key(pygame.K_BACKSPACE)
    key(pygame.K_RETURN)                        # hand 2: 55-65
    typed("60")
    key(pygame.K_RETURN)                        # hand 3: 60-60, drawn and replayed
    key(ord("c"), "c")                          # count the pile of Anna & Chiara
    grid = app.stack.top
    for c in (card(Suit.COINS, Rank.ACE), card(Suit.CUPS, Rank.THREE), card(Suit.SWORDS, Rank.KING),
              card(Suit.BATONS, Rank.ACE), card(Suit.COINS, Rank.THREE), card(Suit.CUPS, Rank.QUEEN),
              card(Suit.SWORDS, Rank.JACK), card(Suit.BATONS, Rank.SEVEN), card(Suit.CUPS, Rank.KING),
              card(Suit.SWORDS, Rank.ACE), card(Suit.COINS, Rank.KING), card(Suit.CUPS, Rank.FIVE)):
        pos = grid.cells[int(c)].center  # type: ignore[attr-defined]
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
        pump(1)
    shot("counting")
    key(pygame.K_RETURN)                        # done: 70 for Anna & Chiara
    shot("table")
    key(pygame.K_RETURN)                        # hand 4: 70-50, the second hand won
    shot("winner")
    flow.start_game(Setup.create(["Anna", "Bruno", "Chiara", "Dario", "Elena"], fmt=deals(6)))
    pad = app.stack.top
    for hand in (ChiamataHand(0, 2, 61, True), ChiamataHand(3, 3, 70, True), ChiamataHand(1, 4, 80, False)):
        pad.game.record(hand)  # type: ignore[attr-defined]
    pad.layout(app.size)
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)                         # caller: Bruno
    key(pygame.K_DOWN)
    key(pygame.K_RIGHT)                         # partner: Anna
    shot("chiamata")
    app.quit(0)
    return 0


if __name__ == "__main__":
    sys.exit(main())
