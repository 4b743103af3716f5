"""Entry point: ``briscola`` or ``python -m briscola_desktop``."""

from __future__ import annotations

import sys

from briscola_desktop.app.main import run


def main(argv: list[str] | None = None) -> int:
    return run(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
