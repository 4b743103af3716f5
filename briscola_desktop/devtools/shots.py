"""Screenshots of the real table at chosen moments: ``python -m briscola_desktop.devtools.shots OUTDIR``.

Runs the game in a real window (use ``xvfb-run -s '-screen 0 1600x1000x24'`` on a machine
without a display) with every seat played by the computer at normal speed, and saves the
window with ``pygame.image.save`` when a moment worth showing comes up: the deal, the
crosswise trump, a finished trick, the last draw, the hand result, the match result
(``--format single_hand`` reaches it soonest). Time advances by a
fixed step per frame, so the same seed always gives the same pictures.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable

import pygame

from briscola_desktop import i18n
from briscola_desktop.app.ui.icon import make_icon
from briscola_desktop.app.table.results import HandResultScene, MatchResultScene
from briscola_desktop.app.core.scene import App
from briscola_desktop.play.runner import TableConfig
from briscola_desktop.app.table.scene import TableScene
from briscola_desktop.rules import MATCH_FORMATS, PRESETS, default_format
from briscola_desktop.userfiles.settings import Settings


def _moments(table: TableScene, app: App) -> dict[str, Callable[[], bool]]:
    board = table.board

    def dealing() -> bool:
        dealt = sum(len(h) for h in board.hands)
        return board.hand_index == 0 and dealt == len(board.hands) + 1 and any(
            s.motion is not None and s.motion.progress(board.now) > 0.5 for s in board.sprites.values())

    def trump() -> bool:
        sprite = board.sprites.get(int(board.trump)) if board.trump is not None else None
        return sprite is not None and sprite.motion is None and board.idle

    def trick() -> bool:
        return board.trick_winner is not None and board.last_trick is not None and len(board.trick) > 1

    def last_draw() -> bool:
        for s in board.sprites.values():
            if s.place[0] == "hand" and s.card == board.turned and s.motion is not None:
                return 0.45 < s.motion.progress(board.now) < 0.6
        return False

    def hand_result() -> bool:
        top = app.stack.top
        return isinstance(top, HandResultScene) and top.clock >= top.duration

    def match_result() -> bool:
        top = app.stack.top
        return isinstance(top, MatchResultScene) and top.clock >= top.duration

    def auction() -> bool:
        return bool(board.speech) and len(board.speech) >= 3

    def called() -> bool:
        return board.called_card is not None and board.banner is not None

    def mid_trick() -> bool:
        return len(board.trick) >= max(2, len(board.hands) - 1) and board.idle and board.piles[0] + board.piles[1] > 0

    return {"deal": dealing, "trump": trump, "trick": trick, "last_draw": last_draw,
            "hand_result": hand_result, "match_result": match_result, "auction": auction, "called": called, "table": mid_trick}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m briscola_desktop.devtools.shots")
    p.add_argument("outdir", type=Path)
    p.add_argument("--variant", default="two_players")
    p.add_argument("--size", default="1600x1000")
    p.add_argument("--deck", default="italian")
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--lang", default="en")
    p.add_argument("--format", choices=sorted(MATCH_FORMATS), help="the match (default: the table's own)")
    p.add_argument("--prefix", default="")
    p.add_argument("--only", default="", help="comma-separated moments to capture (default: all that occur)")
    args = p.parse_args(argv)
    i18n.set_language(args.lang)
    w, h = (int(v) for v in args.size.lower().split("x"))
    pygame.init()
    settings = Settings(deck_style=args.deck)  # in memory: the tool never writes the user's settings
    app = App((w, h), settings=settings, icon=make_icon(64))
    variant = PRESETS[args.variant]
    fmt = MATCH_FORMATS[args.format] if args.format else default_format(variant)
    config = TableConfig(variant=variant, fmt=fmt, seed=args.seed, levels=("medium",),
                         speed="normal", autoplay=True, threaded=False, result_pause=3.0)
    table = TableScene(app, config)
    app.stack.push(table)
    wanted = _moments(table, app)
    if args.only:
        wanted = {k: v for k, v in wanted.items() if k in args.only.split(",")}
    args.outdir.mkdir(parents=True, exist_ok=True)
    taken: list[str] = []
    for _ in range(60 * 60 * 4):  # at most four simulated minutes
        app.frame(1 / 60, pygame.event.get())
        app.draw()
        for name, ready in list(wanted.items()):
            if ready():
                path = args.outdir / f"{args.prefix}{name}.png"
                pygame.image.save(app.screen, str(path))
                taken.append(str(path))
                del wanted[name]
        if not wanted or not app.running:
            break
    pygame.quit()
    print("\n".join(taken))
    if wanted:
        print("not seen:", ", ".join(wanted), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
