"""The hosted lobby in a real window while the router answers late: pictures at 0, 2 and 5 s.

    python docs/screenshots/lobby-still.py NAME LANG WxH VARIANT FRIENDS [--copy] [--mouse]

Run under X (``xvfb-run -a -s '-screen 0 1600x1000x24' python docs/screenshots/lobby-still.py ...``).
The game's own App opens its window; the table is hosted on 127.0.0.1 (discovery off); the router is
a stand-in that answers "open" (203.0.113.7, a documentation address: nothing is sent anywhere) 4 s
after the lobby opens, as a slow home router does. FRIENDS clients join at 1 s and 3 s (the last
ones at 3 s), ``--copy`` presses Copy at 1.5 s (the clipboard notice), ``--computer`` gives the seats
still free to the computer at 3.5 s, ``--details`` opens the details on reach at 4.6 s, ``--mouse`` puts the
pointer on Start, ``--invite=FILE`` writes where a friend's window joins, ``--hold=S`` keeps the table open
S seconds. ``docs/screenshots/lobby-NAME-0s.png``, ``-2s`` and ``-5s`` are taken with ``import -window root``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ["BRISCOLA_NO_DISCOVERY"] = "1"
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEO_WINDOW_POS", "0,0")

import pygame  # noqa: E402

from briscola_desktop import i18n  # noqa: E402
from briscola_desktop.app.entrance import registry  # noqa: E402
from briscola_desktop.app.core.nav import Screen  # noqa: E402
from briscola_desktop.app.core.scene import App  # noqa: E402
from briscola_desktop.app.friends import link as link_module  # noqa: E402
from briscola_desktop.net import protocol as p  # noqa: E402
from briscola_desktop.userfiles.store import Store  # noqa: E402

from tests.net.helpers import Bot  # noqa: E402

ROUTER = sys.modules[link_module.RouterPort.__module__]   # wherever the router's module lives now
LATE = 4.0                                                # the router's answer, seconds after the lobby opens


class LateRouter:
    """Answers "open" after LATE seconds; asks nothing of any real router."""

    def __init__(self, port: int, **_: object) -> None:
        self.port, self.answer, self.started_at = port, None, time.monotonic()
        self.pinhole_answer = None   # no IPv6 pinhole asked here

    def start(self) -> "LateRouter":
        def later() -> None:
            time.sleep(LATE)
            self.answer = ROUTER.RouterAnswer(ROUTER.Reach.OPEN, self.port, "192.168.1.20", "203.0.113.7", self.port)
            pygame.event.post(pygame.event.Event(pygame.USEREVENT))   # wake the frame loop
        threading.Thread(target=later, daemon=True).start()
        return self

    def close(self, timeout: float = 0) -> None:
        pass

    @property
    def finished(self) -> bool:
        return True


def shoot(path: Path) -> None:
    subprocess.run(["import", "-window", "root", "-crop", f"{SIZE[0]}x{SIZE[1]}+0+0", str(path)], check=True,
                   timeout=30)


def main() -> int:
    global SIZE
    name, lang, size, variant, friends = sys.argv[1:6]
    SIZE = tuple(int(v) for v in size.split("x"))
    flags = set(sys.argv[6:])
    link_module.RouterPort = LateRouter
    pygame.init()
    i18n.set_language(lang)
    with tempfile.TemporaryDirectory() as user:
        store = Store(Path(user))
        settings = store.load_settings()
        settings.language, settings.animation_speed = lang, "fast"
        app = registry.install(App(SIZE, settings=settings, store=store))
        app.nav.open(Screen.TITLE)
        host_screen = app.nav.open(Screen.HOST_TABLE)
        host_screen.choose_table(variant, "")
        host_screen.listen = ("127.0.0.1", 0)
        host_screen.name = "Giulia"
        host_screen.open_table()
        lobby = app.stack.top
        lobby.link.address = f"192.168.1.20:{lobby.link.host.port}"   # as a house's address reads
        names = ["Bea", "Carlo", "Dario", "Elisabetta Marini"][:int(friends)]
        invite = next((f.split("=", 1)[1] for f in flags if f.startswith("--invite=")), "")
        if invite:   # where a friend's window (lobby-friend.sh) finds the table
            Path(invite).write_text(f"127.0.0.1:{lobby.link.host.port} {lobby.link.code}\n")
        bots: list[Bot] = []
        start = time.monotonic()
        shots = {0.3: "0s", 2.0: "2s", 5.0: "5s"}
        if any(f.startswith("--hold=") for f in flags):   # the friend's window is shot meanwhile
            shots[float(next(f for f in flags if f.startswith("--hold="))[7:])] = "end"
        joins = {1.0: names[:1], 3.0: names[1:]}
        try:
            while shots:
                now = time.monotonic() - start
                for at in [a for a in joins if a <= now]:
                    bots += [Bot(lobby.link.host.url, p.Hello(v=p.PROTOCOL_VERSION, code=lobby.link.code, name=n))
                             for n in joins.pop(at)]
                if "--copy" in flags and now >= 1.5:
                    flags.discard("--copy")
                    next(b for b in lobby.buttons.buttons if b.value == "copy").press()
                if "--computer" in flags and now >= 3.5 and len(bots) == len(names):
                    flags.discard("--computer")   # the seats still free, to the computer
                    for b in [b for b in lobby.buttons.buttons if isinstance(b.value, tuple)]:
                        b.press()
                if "--details" in flags and now >= 4.6:
                    flags.discard("--details")
                    next(b for b in lobby.buttons.buttons if b.value == "details").press()
                if "--mouse" in flags and any(b.value == "start" for b in lobby.buttons.buttons):
                    flags.discard("--mouse")
                    start_button = next(b for b in lobby.buttons.buttons if b.value == "start")
                    subprocess.run(["xdotool", "mousemove", str(start_button.rect.centerx),
                                    str(start_button.rect.centery)], check=False, timeout=10)
                app.frame(0.016, pygame.event.get())
                for bot in bots:
                    bot.step()
                for at in [a for a in shots if a <= now]:
                    time.sleep(0.3)   # the X server shows the last flip
                    shoot(ROOT / "docs" / "screenshots" / f"lobby-{name}-{shots.pop(at)}.png")
                time.sleep(0.016)
        finally:
            for bot in bots:
                bot.close()
            app.stack.clear()
    return 0


SIZE: tuple[int, ...] = (1280, 800)

if __name__ == "__main__":
    sys.exit(main())
