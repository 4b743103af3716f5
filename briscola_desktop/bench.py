"""The developer tools' one entry point: ``python -m briscola_desktop.bench COMMAND [options]``.

Every tool lives in ``briscola_desktop/devtools/``: the benchmarks that print figures, the arena and other
measurements of the computer players, the generators of the card art and the sounds, and the figures of the
code itself (``house``). This module only dispatches, importing nothing but the chosen tool, so ``bench rules``
never imports pygame. ``python -m briscola_desktop.arena`` stays as the arena's short name.

A new tool is a module with ``main(argv) -> int`` and one line in :data:`COMMANDS` (a tool that belongs to one
part of the game, as a bench of the network layer would, may live beside it and still be listed here).
"""

from __future__ import annotations

import importlib
import sys
from dataclasses import dataclass


@dataclass(frozen=True)
class Command:
    """A tool: the module whose ``main(argv)`` runs it, and one line saying what it does."""

    module: str
    what: str
    group: str


#: Grouped as the usage text prints them.
MEASURE, PLAYERS, MAKE, HOUSE = "speed", "computer players", "generated files", "the code"

COMMANDS: dict[str, Command] = {
    "rules": Command("briscola_desktop.devtools.rules_bench", "random hands and clone+apply per second", MEASURE),
    "ai": Command("briscola_desktop.devtools.ai_bench", "decision times of the computer players", MEASURE),
    "art": Command("briscola_desktop.devtools.art_bench", "loading and rasterising all card faces", MEASURE),
    "frames": Command("briscola_desktop.devtools.frames_bench", "frame times of the table and idle CPU use",
                      MEASURE),
    "menus": Command("briscola_desktop.devtools.menu_bench", "drawing each menu screen, autosave and resume",
                     MEASURE),
    "review": Command("briscola_desktop.devtools.review_bench",
                      "hand review: best-card stability between seeds, time per hand", MEASURE),
    "review_frames": Command("briscola_desktop.devtools.review_frames",
                             "review screen frame times while a hand is analysed", MEASURE),
    "pace": Command("briscola_desktop.devtools.pace_bench",
                    "seconds the person waits per trick at normal and fast speed", MEASURE),
    "window": Command("briscola_desktop.devtools.window_drill",
                      "full screen and resizes in a real X window at the title, a table, a review, the score pad",
                      MEASURE),
    "startup": Command("briscola_desktop.devtools.startup_bench",
                       "seconds to the first frame and the title, cold and warm", MEASURE),
    "storage": Command("briscola_desktop.devtools.storage_bench",
                       "saving and loading the user files; 'storage race': two processes counting matches",
                       MEASURE),
    "idle": Command("briscola_desktop.devtools.idle_bench",
                    "idle CPU of the real loop: title, local table, lobby, friends' table, --serve", MEASURE),
    "net": Command("briscola_desktop.devtools.net_bench",
                   "network play on loopback: a move's round trip, the table server under load (alone and "
                   "as three shards behind HAProxy), wss:// against ws://, reconnection; 'net rejoin': a "
                   "returning seat's table shown as it is now",
                   MEASURE),
    "router": Command("briscola_desktop.devtools.router_bench",
                      "from Host to the lobby's internet line, behind routers that answer or not (network lab, root)",
                      MEASURE),
    "arena": Command("briscola_desktop.devtools.arena", "two computer players head to head, seat-fair", PLAYERS),
    "feeding": Command("briscola_desktop.devtools.feeding",
                       "who gives points away at an each-for-themselves table", PLAYERS),
    "cards": Command("briscola_desktop.devtools.cards", "write the card art (SVG) under assets/cards", MAKE),
    "contact_sheet": Command("briscola_desktop.devtools.contact_sheet",
                             "contact sheets of the decks as PNG under docs/", MAKE),
    "before_after": Command("briscola_desktop.devtools.before_after",
                            "the regional patterns' changed cards beside an earlier checkout's, under docs/images/",
                            MAKE),
    "sounds": Command("briscola_desktop.devtools.soundgen", "synthesise the sound effects into assets/sounds",
                      MAKE),
    "house": Command("briscola_desktop.devtools.house",
                     "figures of the code: largest files and classes, complexity, import arrows", HOUSE),
}


def usage() -> str:
    """The commands, grouped, one line each."""
    lines = ["usage: python -m briscola_desktop.bench COMMAND [options]   (COMMAND --help for its options)"]
    for group in dict.fromkeys(c.group for c in COMMANDS.values()):
        lines.append(f"{group}:")
        lines += [f"  {name:14} {c.what}" for name, c in COMMANDS.items() if c.group == group]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in COMMANDS:
        if argv and argv[0] not in ("-h", "--help"):
            print(f"no command {argv[0]!r}", file=sys.stderr)
        print(usage())
        return 0 if argv and argv[0] in ("-h", "--help") else 2
    module = importlib.import_module(COMMANDS[argv[0]].module)
    return int(module.main(argv[1:]) or 0)


if __name__ == "__main__":
    sys.exit(main())
