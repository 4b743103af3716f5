"""Entry point: ``briscola`` or ``python -m briscola_desktop``."""

from __future__ import annotations

import sys

from briscola_desktop import splash


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    splash.show_for(args)
    # Imported once the window shows the felt: loading the game takes most of a second (several
    # on a first start), and the person should see it starting, not a black or no window.
    from briscola_desktop.app.main import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
