"""Entry point: ``briscola`` or ``python -m briscola_desktop``."""

from __future__ import annotations

import multiprocessing
import os
import sys

from briscola_desktop import splash, windows_console


SERVE = "--serve"
# pygame prints a greeting to stdout on import; `briscola --version` and the headless host's
# output should hold only what they are asked for.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    # The hand review analyses in a process of its own; in the double-click build that
    # process starts this same executable, which must then run the analysis, not the game.
    multiprocessing.freeze_support()
    # The windowed Windows build has no standard output: the console it was started from, or a
    # message box for --version and --help, takes its place.
    with windows_console.output_place(args):
        return _run(args)


def _run(args: list[str]) -> int:
    if splash.SELF_TEST in args:
        # The self-test is a tool: a normal start neither loads it nor pays for its imports.
        from briscola_desktop.app.entrance.main import run
        from briscola_desktop.app.entrance.selftest import self_test

        return run(args, self_test=self_test)
    if SERVE in args:
        # The headless host: no window, no splash, none of the game's screens loaded.
        from briscola_desktop.net.server.serve import main as serve

        return serve([a for a in args if a != SERVE])
    if splash.display_missing(args):
        print(f"briscola: {splash.NO_DISPLAY}", file=sys.stderr)
        return 1
    splash.show_for(args)
    # Imported once the window shows the felt: loading the game takes most of a second (several
    # on a first start), and the person should see it starting, not a black or no window.
    from briscola_desktop.app.entrance.main import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
