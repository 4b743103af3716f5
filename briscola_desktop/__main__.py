"""Entry point: ``briscola`` or ``python -m briscola_desktop``."""

from __future__ import annotations

import multiprocessing
import sys

from briscola_desktop.app.main import run


def main(argv: list[str] | None = None) -> int:
    # The hand review analyses in a process of its own; in the double-click build that
    # process starts this same executable, which must then run the analysis, not the game.
    multiprocessing.freeze_support()
    return run(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
