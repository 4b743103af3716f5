"""The script PyInstaller freezes into the ``Briscola`` executable.

It only hands over to the same entry point as the ``briscola`` command, so the frozen game
and the installed one cannot drift apart.
"""

from __future__ import annotations

import multiprocessing
import sys

from briscola_desktop.__main__ import main

if __name__ == "__main__":
    # A frozen program that starts worker processes (the computer players may think in one)
    # must let each child run its task instead of starting a second game window.
    multiprocessing.freeze_support()
    sys.exit(main())
