"""What the game loads to start must not ask Windows for its version: under Wine 8.0 that crashes the
Windows build (an unimplemented propsys function behind ``_wmi``), and zeroconf's ifaddr asks it as soon as it
is imported. zeroconf loads when LAN discovery is first used, not at start (tests/net/test_discovery.py
uses it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_starting_the_game_loads_neither_zeroconf_nor_ifaddr() -> None:
    code = ("import sys, briscola_desktop.__main__, briscola_desktop.app.entrance.main, briscola_desktop.app.entrance.selftest; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('zeroconf', 'ifaddr')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"

