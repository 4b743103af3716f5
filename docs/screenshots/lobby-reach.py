"""The lobby of a table hosted at home, behind each of the three routers (and a NAT-PMP one), in a real window.

    python docs/screenshots/lobby-reach.py [LANG ...] [--case CASE ...]   (root: it builds the lab's namespaces)

Starts ``Xvfb :41``, builds the network lab (tests/support/netlab.py), and for each router (one
that opens the port, carrier-grade NAT, no UPnP, one that opens it by NAT-PMP only, and carrier-grade NAT with global
IPv6, whose lobby details are saved as ``lobby-ipv6.png``) runs the game inside the lab's home, hosts a
two-seat table through the menus with xdotool, waits for the router's answer and saves
``docs/screenshots/lobby-router-<case>-<lang>.png`` (and the help page it opens, ``help-reach-<lang>.png``). Discovery stays off; the router is asked inside
the lab only (``BRISCOLA_ROUTER=1``). Everything it made is removed at the end.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.support.netlab import NetLab  # noqa: E402 - after the path above

DISPLAY = ":41"
CASES = {"open": {}, "cgnat": {"carrier": True}, "no-upnp": {"upnp": False},
         "nat-pmp": {"upnp": False, "natpmp": True},   # a router that opens ports by NAT-PMP only
         "cgnat-ipv6": {"carrier": True, "ipv6": True}}   # carrier-grade NAT, global IPv6: the router opens a pinhole


def xdo(*args: str) -> None:
    subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": DISPLAY}, check=False, timeout=10)


def keys(*names: str, pause: float = 0.4) -> None:
    for name in names:
        xdo("key", name)
        time.sleep(pause)


def shoot(home, case: str, lang: str) -> Path:
    out = ROOT / "docs" / "screenshots" / f"lobby-router-{case}-{lang}.png"
    with tempfile.TemporaryDirectory() as user:
        env = {**os.environ, "DISPLAY": DISPLAY, "XDG_DATA_HOME": f"{user}/data", "XDG_CONFIG_HOME": f"{user}/config",
               "BRISCOLA_NO_DISCOVERY": "1", "BRISCOLA_ROUTER": "1", "SDL_AUDIODRIVER": "dummy",
               "PYTHONPATH": str(ROOT), "SDL_VIDEO_WINDOW_POS": "0,0"}
        game = subprocess.Popen(["ip", "netns", "exec", home.host.name, sys.executable, "-m", "briscola_desktop",
                                 "--lang", lang, "--size", "1280x800", "--speed", "fast"], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            time.sleep(8)
            keys("Down", "Return")                       # Play with friends
            time.sleep(1)
            keys("Return")                               # Host a table
            time.sleep(1)
            keys("Down", "Down", "Down", "Down", "Down", pause=0.2)   # Players ... Player 2, Your name
            xdo("type", "--delay", "60", "Giulia")
            keys("Return")                               # the name, Enter: the lobby at once
            time.sleep(6)                                # the router's answer (4 s at most)
            subprocess.run(["import", "-display", DISPLAY, "-window", "root", str(out)], check=True, timeout=20)
            if case == "cgnat-ipv6":                     # the line on reach opens its details: the IPv6 invitation
                keys("Down", "Return")
                time.sleep(1.5)
                page = out.with_name("lobby-ipv6.png" if lang == "en" else f"lobby-ipv6-{lang}.png")
                subprocess.run(["import", "-display", DISPLAY, "-window", "root", str(page)], check=True, timeout=20)
            if case == "no-upnp":                        # Copy has the focus: the next button is the help page
                keys("Down", "Return")
                time.sleep(1.5)
                page = out.with_name(f"help-reach-{lang}.png")
                subprocess.run(["import", "-display", DISPLAY, "-window", "root", str(page)], check=True, timeout=20)
        finally:
            game.terminate()
            try:
                game.wait(10)
            except subprocess.TimeoutExpired:
                game.kill()
                game.wait(5)
    return out


def main(langs: list[str], cases: list[str] | None = None) -> int:
    xvfb = subprocess.Popen(["Xvfb", DISPLAY, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1)
        with NetLab() as lab:
            for case, how in CASES.items():
                if cases and case not in cases:
                    continue
                home = lab.home(**how)
                for lang in langs:
                    print("saved", shoot(home, case, lang), flush=True)
    finally:
        xvfb.terminate()
        xvfb.wait(10)
    return 0


if __name__ == "__main__":
    # LANG ... [--case CASE ...]: the cases default to all four
    args = sys.argv[1:]
    chosen = args[args.index("--case") + 1:] if "--case" in args else []
    sys.exit(main((args[:args.index("--case")] if chosen else args) or ["en"], chosen))
